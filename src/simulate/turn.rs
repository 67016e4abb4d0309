//! A simulated turn: play, draw, wait, nos or block, as the bots judge right.
//!
//! The bots see every hand, so a block is called exactly when it is right and a
//! play is always legal, unless an infraction is injected on purpose.

use crate::replay::Ending;
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::{DoubleAfterPass, DoubleOnOutTile, PassWhileAble};
use crate::rules::layout::{At, Layout, Placement, Resolution, Timing};
use crate::rules::tile::Tile;

use super::text::{at_text, play_text, tile_text};
use super::{HandState, Last, Rng, Sim};

/// Where to say a tile went: nothing when it fits in one place only, else
/// the open end's number or the arm, whichever names this placement.
pub(super) fn at_for(
    layout: &Layout,
    placement: Placement,
    timing: Timing,
    rng: &mut Rng,
) -> Option<At> {
    let tile = placement.laid.tile();
    let written = (placement.laid.touching, placement.laid.open);
    let mut arms: Vec<usize> = layout.placements(tile, timing).map(|p| p.arm).collect();
    arms.dedup();
    if arms.len() <= 1 && layout.resolve(written, None, timing) == Resolution::Legal(placement) {
        return None;
    }
    let by_arm = At::Arm(layout.game().arms[placement.arm].name);
    let by_pip = At::Pip(layout.arms()[placement.arm].open);
    let first = if rng.one_in(2) { by_pip } else { by_arm };
    [first, by_arm]
        .into_iter()
        .find(|&at| layout.resolve(written, Some(at), timing) == Resolution::Legal(placement))
        .or(Some(by_arm))
}

impl<'a> Sim<'a> {
    pub(super) fn lay(&mut self, st: &mut HandState, seat: usize, placement: Placement) {
        st.hands[seat].remove(placement.laid.tile());
        let layout = st.layout.as_mut().expect("a layout");
        layout.place(placement);
        if let Some(observe) = self.observe.as_mut() {
            observe(layout);
        }
    }

    /// The injection points at the start of a turn.
    pub(super) fn turn_start(&mut self, st: &mut HandState, seat: usize) {
        use InfractionKind as K;
        let owes = st.owed_wait(seat, &self.config.rules).is_some();
        let can = st.can_play(seat);
        let bone = st.boneyard.len();
        let layout = st.layout();
        let misfits: Vec<(Tile, usize)> = st.hands[seat]
            .iter()
            .flat_map(|t| (0..layout.arms().len()).map(move |arm| (t, arm)))
            .filter(|&(t, arm)| {
                let laid = crate::rules::tile::Laid {
                    touching: t.high(),
                    open: t.low(),
                };
                [laid, laid.turned()]
                    .iter()
                    .all(|&laid| layout.check(Placement { arm, laid }, Timing::Turn).is_err())
            })
            .collect();
        let others: Vec<usize> = st.active().filter(|&s| s != seat).collect();
        let out: Vec<usize> = (0..self.n).filter(|&s| st.out[s]).collect();
        let active: Vec<usize> = st.active().collect();
        let block_wrong = match st.just_played {
            Some(_) => !st.block_right(),
            None => true,
        };
        let kinds = [
            (K::IllegalTile, !owes && !misfits.is_empty()),
            (K::OutOfTurn, st.turns_started && !others.is_empty()),
            (K::PlayedInsteadOfWaiting, owes),
            (K::PassWhileAble, !owes && can && bone > 2),
            (K::PassWithBoneyard, !owes && !can && bone > 2),
            (K::DrewFromLastTwo, !owes && (1..=2).contains(&bone)),
            (K::FalseNos, true),
            (K::WrongClaim, true),
            (K::WrongBlock, block_wrong),
            (K::CoveredTiles, true),
            (K::ExposedTiles, true),
            (K::Advice, !out.is_empty()),
        ];
        let mut fire = None;
        for (kind, eligible) in kinds {
            if self.point(kind, eligible, fire.is_none()) {
                fire = Some(kind);
            }
        }
        let Some(kind) = fire else { return };
        let mut offender = seat;
        match kind {
            K::IllegalTile => {
                let (tile, arm) = self.detail.pick(&misfits).expect("a misfit");
                let at = At::Arm(st.layout().game().arms[arm].name);
                let text = format!(
                    "play: {}, at: {}",
                    tile_text(tile.high(), tile.low()),
                    at_text(at)
                );
                self.emit(st, seat, &text, Some(kind));
                self.emit(
                    st,
                    seat,
                    &format!("takeback: {}", tile_text(tile.high(), tile.low())),
                    None,
                );
            }
            K::OutOfTurn | K::PlayedInsteadOfWaiting => {
                if kind == K::OutOfTurn {
                    offender = self.detail.pick(&others).expect("another player");
                }
                let tiles: Vec<Tile> = st.hands[offender].iter().collect();
                let tile = self.detail.pick(&tiles).expect("a tile in hand");
                let places: Vec<Placement> = st.layout().placements(tile, Timing::Turn).collect();
                let text = match self.detail.pick(&places) {
                    Some(placement) => {
                        let at = at_for(st.layout(), placement, Timing::Turn, &mut self.detail);
                        play_text(placement, at)
                    }
                    None => format!("play: {}", tile_text(tile.high(), tile.low())),
                };
                self.emit(st, offender, &text, Some(kind));
                self.emit(
                    st,
                    offender,
                    &format!("takeback: {}", tile_text(tile.high(), tile.low())),
                    None,
                );
            }
            K::PassWhileAble | K::PassWithBoneyard => {
                // The table has him draw or play on: his turn goes on.
                self.emit(st, seat, "says: pass", Some(kind));
                // Under D7=80-and-40 a pass while able with tiles left to draw
                // costs the 40 as well (the referee finds it as a second infraction).
                let and_forty = match self.config.rules.get::<PassWhileAble>() {
                    PassWhileAble::EightyInstead => false,
                    PassWhileAble::EightyAndForty => true,
                };
                if kind == K::PassWhileAble && and_forty {
                    self.penalty(K::PassWithBoneyard, seat, &st.out);
                }
            }
            K::DrewFromLastTwo => {
                let tile = st.draw(seat);
                let text = format!("draw: {}", tile_text(tile.high(), tile.low()));
                self.emit(st, seat, &text, Some(kind));
            }
            K::FalseNos => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "says: nos", Some(kind));
            }
            K::WrongClaim => {
                // Before the first turn is over a setter's claim asks for his set
                // payment, which is noted, not charged: someone else claims.
                let claimants: Vec<usize> = active
                    .iter()
                    .copied()
                    .filter(|&s| st.turns_started || s != st.setter)
                    .collect();
                offender = self.detail.pick(&claimants).unwrap_or(seat);
                let amount = 1 + self.detail.below(6);
                self.emit(st, offender, &format!("claim: {amount}"), Some(kind));
            }
            K::WrongBlock => {
                let variant;
                (offender, variant) = match st.just_played {
                    Some(player) => (player, "tile-still-fits"),
                    None => (
                        self.detail.pick(&active).unwrap_or(seat),
                        "nothing-just-played",
                    ),
                };
                self.emit_variant(st, offender, "says: block", Some(kind), variant);
            }
            K::CoveredTiles => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "conduct: covered-tiles", Some(kind));
            }
            K::ExposedTiles => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "conduct: exposed-tiles", Some(kind));
            }
            K::Advice => {
                offender = self.detail.pick(&out).unwrap_or(seat);
                self.emit(st, offender, "conduct: advice", Some(kind));
            }
            _ => {}
        }
        self.penalty(kind, offender, &st.out);
    }

    /// A regular turn: wait, or draw as needed and play, or pass.
    pub(super) fn take_turn(&mut self, st: &mut HandState, seat: usize) {
        if let Some(i) = st.owed_wait(seat, &self.config.rules) {
            self.emit(st, seat, "says: wait", None);
            st.waits[seat].remove(i);
            st.last = Some(Last {
                seat,
                played: None,
                went_out: false,
            });
            st.since_tile.push(seat);
            st.just_played = None;
            st.turn = st.next_active(seat);
            return;
        }
        let mut drawn = Vec::new();
        // Now and then a player draws although he could play, as he may.
        if st.can_play(seat) && st.boneyard.len() > 2 && self.bot.one_in(20) {
            drawn.push(st.draw(seat));
        }
        while !st.can_play(seat) && st.boneyard.len() > 2 {
            drawn.push(st.draw(seat));
        }
        let one_by_one = self.bot.one_in(2);
        self.emit_draw(st, seat, &drawn, one_by_one);
        if st.can_play(seat) {
            self.play(st, seat);
        } else {
            self.emit(st, seat, "says: pass", None);
            st.last = Some(Last {
                seat,
                played: None,
                went_out: false,
            });
            st.since_tile.push(seat);
            st.just_played = None;
            st.passes_in_row += 1;
            if st.passes_in_row >= st.active().count() {
                st.end = Some(Ending::AllPassed);
            } else {
                st.turn = st.next_active(seat);
            }
        }
    }

    pub(super) fn play(&mut self, st: &mut HandState, seat: usize) {
        let layout = st.layout();
        let options: Vec<Placement> = st.hands[seat]
            .iter()
            .flat_map(|t| layout.placements(t, Timing::Turn))
            .collect();
        // A double the predecessor pays for is worth playing half the time.
        // Under D2=paid a player out after the first pays too; under D3=paid
        // the player of the tile pays although the players after him passed
        // or waited, unless this player did.
        let out_pays = match self.config.rules.get::<DoubleOnOutTile>() {
            DoubleOnOutTile::Unpaid => false,
            DoubleOnOutTile::Paid => true,
        };
        let after_pass = match self.config.rules.get::<DoubleAfterPass>() {
            DoubleAfterPass::Unpaid => None,
            DoubleAfterPass::Paid if !st.since_tile.contains(&seat) => st.last_tile,
            DoubleAfterPass::Paid => None,
        };
        let against = match st.last {
            Some(last) if last.played.is_some() => Some(last),
            Some(_) => after_pass,
            None => None,
        };
        let payer = |p: &Placement| match against {
            Some(Last {
                seat: s,
                played: Some(t),
                went_out,
            }) if p.laid.tile().is_double()
                && s != seat
                && t == layout.arms()[p.arm].last
                && (!went_out || out_pays && st.first_out != Some(s)) =>
            {
                Some(s)
            }
            _ => None,
        };
        let paid: Vec<Placement> = options
            .iter()
            .copied()
            .filter(|p| payer(p).is_some())
            .collect();
        let placement = if !paid.is_empty() && self.bot.one_in(2) {
            self.bot.pick(&paid)
        } else {
            self.bot.pick(&options)
        }
        .expect("a playable tile");
        let owed = payer(&placement);
        let at = at_for(layout, placement, Timing::Turn, &mut self.bot);
        self.emit(st, seat, &play_text(placement, at), None);
        let tile = placement.laid.tile();
        self.lay(st, seat, placement);
        if let Some(payer) = owed {
            let value = tile.double_value().unwrap_or(0);
            self.pay(payer, seat, i64::from(value));
            self.emit(st, seat, &format!("claim: {value}"), None);
        }
        let went_out = st.hands[seat].is_empty();
        if went_out {
            st.out[seat] = true;
            if st.first_out.is_none() {
                st.first_out = Some(seat);
                for other in (0..self.n).filter(|&s| s != seat) {
                    self.pay(other, seat, 5);
                }
                self.emit(st, seat, "says: nos", None);
            }
        }
        st.last = Some(Last {
            seat,
            played: Some(tile),
            went_out,
        });
        st.last_tile = st.last;
        st.since_tile.clear();
        st.passes_in_row = 0;
        st.just_played = Some(seat);
        if st.active().count() <= 1 {
            st.end = Some(Ending::OneLeft);
            return;
        }
        st.turn = st.next_active(seat);
        // Block when a block is right (now and then a player misses the chance).
        if st.block_right() && !self.bot.one_in(4) {
            self.emit(st, seat, "says: block", None);
            let others: Vec<usize> = st.active().filter(|&s| s != seat).collect();
            for other in others {
                self.pay(other, seat, 20);
            }
            st.end = Some(Ending::Blocked);
            if st.boneyard.len() > 2 {
                let drawer = st.next_active(seat);
                let nothing_fits = st.boneyard.iter().all(|t| !st.fits(*t));
                if self.point(InfractionKind::NotDrawnAfterBlock, nothing_fits, true) {
                    if let Some(line) = st.events.last_mut() {
                        line.mark = Some((InfractionKind::NotDrawnAfterBlock, drawer, ""));
                    }
                    self.penalty(InfractionKind::NotDrawnAfterBlock, drawer, &st.out);
                } else {
                    let count = st.boneyard.len() - 2;
                    let tiles: Vec<Tile> = (0..count).map(|_| st.draw(drawer)).collect();
                    self.emit_draw(st, drawer, &tiles, false);
                }
            }
        }
    }
}
