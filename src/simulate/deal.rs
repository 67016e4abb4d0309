//! A simulated hand from the shuffle to its first tile: deal, set, announce, open.
//!
//! The setter's choices (which double, which of the games it allows) are the
//! bots' only choices before play, and they are made here so that every game
//! and every opening is played in a long run.

use crate::replay::ledger::declared_amount;
use crate::replay::{Ending, OnSet};
use crate::rules::game::{
    Announced, Announcement, ArmName, Axis, GAME_NAMES, Game, GameName, Side,
};
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::{SetterDeclares, SeveralImmediateDoubles, TieForSet};
use crate::rules::layout::{Layout, Placement, Timing};
use crate::rules::seat::Seat;
use crate::rules::tile::{Tile, TileSet};

use super::text::{announcement_text, plainest, play_text, tile_text, tiles_text};
use super::turn::at_for;
use super::{HandState, Last, Sim, SimulatedHand};

impl<'a> Sim<'a> {
    /// Plays one hand; returns its state, its summary and who is on set next.
    pub(super) fn hand(&mut self, on_set: &OnSet) -> (HandState, SimulatedHand, OnSet) {
        let n = self.n;
        let mut boneyard: Vec<Tile> = Tile::all().collect();
        self.deal_rng.shuffle(&mut boneyard);
        let mut deal: Vec<Vec<Tile>> = vec![Vec::new(); n];
        for hand in &mut deal {
            for _ in 0..8 - n {
                hand.extend(boneyard.pop());
            }
        }
        let mut st = HandState {
            hands: vec![TileSet::EMPTY; n],
            boneyard,
            layout: None,
            setter: 0,
            turn: 0,
            out: vec![false; n],
            first_out: None,
            waits: vec![Vec::new(); n],
            last: None,
            last_tile: None,
            since_tile: Vec::new(),
            passes_in_row: 0,
            just_played: None,
            turns_started: false,
            excess: vec![false; n],
            events: Vec::new(),
            deal,
            deal_marks: vec![None; n],
            end: None,
        };
        let first_hand = matches!(on_set, OnSet::HighestDouble);
        if first_hand && st.deal.iter().flatten().all(|t| !t.is_double()) {
            let summary = SimulatedHand {
                game: None,
                set: None,
                end: Ending::Redeal,
                events: 0,
                chips: self.chips.clone(),
                next_on_set: None,
            };
            return (st, summary, OnSet::HighestDouble);
        }
        let seats: Vec<usize> = (0..n).collect();

        // Dealt three too many.
        if self.point(InfractionKind::TooManyTiles, true, true) {
            let seat = self.detail.pick(&seats).unwrap_or(0);
            for _ in 0..3 {
                let tile = st.boneyard.pop().expect("tiles to deal");
                st.deal[seat].push(tile);
            }
            st.deal_marks[seat] = Some(InfractionKind::TooManyTiles);
            st.excess[seat] = true;
            self.penalty(InfractionKind::TooManyTiles, seat, &st.out);
        }
        let setter = match on_set {
            OnSet::HighestDouble => {
                let top = st
                    .deal
                    .iter()
                    .enumerate()
                    .flat_map(|(s, tiles)| tiles.iter().map(move |t| (*t, s)))
                    .filter(|(t, _)| t.is_double())
                    .max();
                top.map_or(0, |(_, s)| s)
            }
            OnSet::Seat(seat) => seat.index(),
            OnSet::AnyOf(seats) => seats[self.bot.below(seats.len())].index(),
        };
        st.setter = setter;
        // Dealt one too few, made up straight away.
        let short: Vec<(usize, Tile)> = seats
            .iter()
            .filter(|&&s| s != setter && !st.excess[s])
            .flat_map(|&s| st.deal[s].iter().map(move |t| (s, *t)))
            .filter(|(_, t)| !t.is_double())
            .collect();
        let mut made_up = None;
        if self.point(InfractionKind::TooFewTiles, !short.is_empty(), true) {
            let (seat, tile) = self.detail.pick(&short).expect("a short deal");
            st.deal[seat].retain(|t| *t != tile);
            let at = 2 + self.detail.below(st.boneyard.len() - 1);
            st.boneyard.insert(at, tile);
            st.deal_marks[seat] = Some(InfractionKind::TooFewTiles);
            self.penalty(InfractionKind::TooFewTiles, seat, &st.out);
            made_up = Some(seat);
        }
        for seat in 0..n {
            st.hands[seat] = st.deal[seat].iter().copied().collect();
        }
        if let Some(seat) = made_up {
            let tile = st.draw(seat);
            self.emit_draw(&mut st, seat, &[tile], true);
        }

        // Someone else puts down the first tile, and takes it back.
        let others: Vec<usize> = seats.iter().copied().filter(|&s| s != setter).collect();
        if self.point(InfractionKind::NotOnSet, true, true) {
            let seat = self.detail.pick(&others).unwrap_or(0);
            let tiles: Vec<Tile> = st.hands[seat].iter().collect();
            let tile = self.detail.pick(&tiles).expect("a dealt hand");
            let written = tile_text(tile.high(), tile.low());
            self.emit(
                &mut st,
                seat,
                &format!("set: {written}"),
                Some(InfractionKind::NotOnSet),
            );
            self.emit(&mut st, seat, &format!("takeback: {written}"), None);
            self.penalty(InfractionKind::NotOnSet, seat, &st.out);
        }

        // The set.
        let dealt: Vec<Tile> = st.hands[setter].iter().collect();
        let doubles: Vec<Tile> = dealt.iter().copied().filter(|t| t.is_double()).collect();
        let choice = if first_hand {
            doubles.last().copied()
        } else if doubles.is_empty() {
            None
        } else {
            Some(self.choose_set_double(&doubles))
        };
        if self.point(InfractionKind::SetterDrew, choice.is_some(), true) {
            let tile = st.draw(setter);
            let text = format!("draw: {}", tile_text(tile.high(), tile.low()));
            self.emit(&mut st, setter, &text, Some(InfractionKind::SetterDrew));
            self.penalty(InfractionKind::SetterDrew, setter, &st.out);
        }
        let wrong: Vec<Tile> = if first_hand {
            doubles[..doubles.len().saturating_sub(1)].to_vec()
        } else if choice.is_some() {
            dealt.iter().copied().filter(|t| !t.is_double()).collect()
        } else {
            dealt.clone()
        };
        let mut drawn = false;
        let mut mark = None;
        let variant = if first_hand {
            "lower-double"
        } else if choice.is_some() {
            "holding-double"
        } else {
            "from-hand"
        };
        let set_tile = if self.point(InfractionKind::WrongSetTile, !wrong.is_empty(), true) {
            mark = Some(InfractionKind::WrongSetTile);
            self.penalty(InfractionKind::WrongSetTile, setter, &st.out);
            self.detail.pick(&wrong).expect("a wrong tile")
        } else if let Some(double) = choice {
            double
        } else {
            let tile = st.draw(setter);
            self.emit_draw(&mut st, setter, &[tile], true);
            drawn = true;
            tile
        };
        let written = if self.bot.one_in(2) {
            (set_tile.high(), set_tile.low())
        } else {
            (set_tile.low(), set_tile.high())
        };
        self.emit_variant(
            &mut st,
            setter,
            &format!("set: {}", tile_text(written.0, written.1)),
            mark,
            variant,
        );
        st.hands[setter].remove(set_tile);
        if let Some(value) = set_tile.double_value() {
            let amount = i64::from(value) * if drawn { 2 } else { 1 };
            if !st.excess[setter] {
                for other in others.iter().copied() {
                    self.pay(other, setter, amount);
                }
            }
        } else if drawn {
            for other in others.iter().copied() {
                self.pay(setter, other, i64::from(set_tile.spots()));
            }
        }
        st.last = Some(Last {
            seat: setter,
            played: Some(set_tile),
            went_out: false,
        });
        st.last_tile = st.last;

        // The announcement.
        if self.point(InfractionKind::BadAnnouncement, true, true) {
            let bad: Vec<GameName> = GAME_NAMES
                .iter()
                .map(|(name, _)| *name)
                .filter(|name| {
                    Announcement::plain(*name) == plainest(*name)
                        && Game::new(Announcement::plain(*name), written).is_err()
                })
                .collect();
            let name = self.detail.pick(&bad).unwrap_or(GameName::Triangle);
            let text = format!("announce: {}", name.word());
            self.emit(
                &mut st,
                setter,
                &text,
                Some(InfractionKind::BadAnnouncement),
            );
            self.penalty(InfractionKind::BadAnnouncement, setter, &st.out);
        }
        let announcement = self.choose_announcement(written);
        let by_number = self.bot.one_in(4);
        let text = format!("announce: {}", announcement_text(&announcement, by_number));
        self.emit(&mut st, setter, &text, None);
        let game =
            Game::new(announcement, written).expect("the bots announce games their set allows");
        let layout = Layout::new(game);
        self.show(&layout);
        st.layout = Some(layout);
        st.turn = st.next_active(setter);

        self.opening(&mut st);
        while st.end.is_none() {
            let seat = st.turn;
            self.turn_start(&mut st, seat);
            self.take_turn(&mut st, seat);
            st.turns_started = true;
        }

        // The count.
        let counts: Vec<u32> = st.hands.iter().map(|h| h.count()).collect();
        for payer in 0..n {
            for payee in 0..n {
                if counts[payer] > counts[payee] {
                    self.pay(payer, payee, i64::from(counts[payer] - counts[payee]));
                }
            }
        }
        let top = counts.iter().copied().max().unwrap_or(0);
        // A tie is settled by a draw the transcript does not record (D1=draw-tiles).
        let tied: Vec<Seat> = (0..n)
            .filter(|&s| counts[s] == top)
            .filter_map(|s| u8::try_from(s).ok().map(Seat))
            .collect();
        let next = match (tied.as_slice(), self.config.rules.get::<TieForSet>()) {
            ([one], _) => OnSet::Seat(*one),
            (_, TieForSet::DrawTiles) => OnSet::AnyOf(tied),
            // The tied player holding the single tile with most spots ([0-0]
            // counting 14), then the higher end of that tile; the first in seat
            // order if still level.
            (_, TieForSet::HighestTile) => {
                let best = |seat: &Seat| {
                    st.hands[seat.index()]
                        .iter()
                        .map(|t| (t.count(), t.high()))
                        .max()
                };
                let top = tied.iter().map(best).max().flatten();
                let first = tied.iter().copied().find(|s| best(s) == top);
                first.map_or(OnSet::AnyOf(tied), OnSet::Seat)
            }
        };
        let summary = SimulatedHand {
            game: Some(announcement),
            set: Some(written),
            end: st.end.unwrap_or(Ending::AllPassed),
            events: st.events.len(),
            chips: self.chips.clone(),
            next_on_set: match &next {
                OnSet::Seat(seat) => Some(seat.index()),
                OnSet::HighestDouble | OnSet::AnyOf(_) => None,
            },
        };
        (st, summary, next)
    }

    /// Which double the loser sets: one that allows a listed game, the [0-0]
    /// half the time he holds it (so that the triangles are played).
    fn choose_set_double(&mut self, doubles: &[Tile]) -> Tile {
        let allows = |tile: Tile| {
            let set = (tile.high(), tile.low());
            self.allowed(set).next().is_some()
        };
        let usable: Vec<Tile> = doubles.iter().copied().filter(|d| allows(*d)).collect();
        let usable = if usable.is_empty() {
            doubles.to_vec()
        } else {
            usable
        };
        let blank = Tile::new(0, 0);
        if usable.contains(&blank) && self.bot.one_in(2) {
            return blank;
        }
        self.bot.pick(&usable).unwrap_or(blank)
    }

    /// The listed games (all 17 when none are) that `set` allows.
    fn allowed(&self, set: (u8, u8)) -> impl Iterator<Item = GameName> + '_ {
        GAME_NAMES
            .iter()
            .map(|(name, _)| *name)
            .filter(|name| {
                self.config.games.is_empty() || self.config.games.contains(&name.number())
            })
            .filter(move |name| Game::new(plainest(*name), set).is_ok())
    }

    /// The setter's announcement: a game number drawn evenly among those his
    /// set allows, then its variant and options. With `--games` naming none
    /// that the set allows, he plays ordinary dominoes.
    fn choose_announcement(&mut self, set: (u8, u8)) -> Announcement {
        let names: Vec<GameName> = self.allowed(set).collect();
        let mut numbers: Vec<u8> = names.iter().map(|n| n.number()).collect();
        numbers.dedup();
        let Some(number) = self.bot.pick(&numbers) else {
            return Announcement::plain(GameName::Ordinary);
        };
        let variants: Vec<GameName> = names
            .iter()
            .copied()
            .filter(|n| n.number() == number)
            .collect();
        let name = self.bot.pick(&variants).unwrap_or(GameName::Ordinary);
        let mut a = Announcement::plain(name);
        let double = set.0 == set.1;
        let mut sides = vec![Side::Arm(ArmName::West), Side::Arm(ArmName::East)];
        if !double {
            sides.extend([Side::Pip(set.0), Side::Pip(set.1)]);
        }
        let other = |side: Side| match side {
            Side::Pip(pip) if pip == set.0 => Side::Pip(set.1),
            Side::Pip(_) => Side::Pip(set.0),
            Side::Arm(ArmName::West) => Side::Arm(ArmName::East),
            Side::Arm(_) => Side::Arm(ArmName::West),
        };
        match name {
            GameName::WithCondition(rule) => {
                let side = self.bot.pick(&sides).unwrap_or(Side::Arm(ArmName::West));
                a.first = Some(if self.bot.one_in(2) {
                    Announced::HereThenThere {
                        here: side,
                        there: self.bot.one_in(2).then(|| other(side)),
                    }
                } else {
                    Announced::TilesFirst {
                        side,
                        tiles: 1 + self.bot.below(4) as u8,
                    }
                });
                if self.bot.one_in(2) {
                    a.then = Some(rule.other());
                }
            }
            GameName::Volapuk => {
                a.ordinary_side = self.bot.pick(&sides);
                if self.bot.one_in(2) {
                    let side = self.bot.pick(&sides).unwrap_or(Side::Arm(ArmName::West));
                    a.first = Some(Announced::TilesFirst {
                        side,
                        tiles: 1 + self.bot.below(4) as u8,
                    });
                }
            }
            GameName::VolapukCross | GameName::VolapukDoubleCross => {
                a.ordinary_axis = Some(if self.bot.one_in(2) {
                    Axis::NorthSouth
                } else {
                    Axis::EastWest
                });
            }
            GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => {
                let mut arms = [ArmName::North, ArmName::East, ArmName::South, ArmName::West];
                self.bot.shuffle(&mut arms);
                // Opposite arms, as both profiles read game 17.
                a.first = Some(Announced::HereThenThere {
                    here: Side::Arm(arms[0]),
                    there: Some(Side::Arm(arms[0].opposite())),
                });
            }
            _ => {}
        }
        if Game::new(a, set).is_ok() {
            a
        } else {
            plainest(name)
        }
    }

    /// Declarations, then doubles played at once on the set tile, each claimed.
    fn opening(&mut self, st: &mut HandState) {
        let n = self.n;
        let setter = st.setter;
        let first = st.turn;
        for seat in (0..n).map(|i| (first + i) % n) {
            let doubles: Vec<Tile> = st.hands[seat].iter().filter(|t| t.is_double()).collect();
            let amount = declared_amount(n, doubles.len());
            let may = seat != setter
                || match self.config.rules.get::<SetterDeclares>() {
                    SetterDeclares::Allowed => true,
                    SetterDeclares::NotAllowed => false,
                };
            if amount > 0 && may {
                self.emit(
                    st,
                    seat,
                    &format!("declare: {}", tiles_text(&doubles)),
                    None,
                );
                if !st.excess[seat] {
                    for other in (0..n).filter(|&s| s != seat) {
                        self.pay(other, seat, amount);
                    }
                }
            }
        }
        let first_only = match self.config.rules.get::<SeveralImmediateDoubles>() {
            SeveralImmediateDoubles::AllPaid => false,
            SeveralImmediateDoubles::FirstPaid => true,
        };
        let mut first_player = None;
        for seat in (1..n).map(|i| (first + i) % n).filter(|&s| s != setter) {
            let doubles: Vec<Tile> = st.hands[seat].iter().filter(|t| t.is_double()).collect();
            for double in doubles {
                let places: Vec<Placement> =
                    st.layout().placements(double, Timing::Immediate).collect();
                let Some(placement) = self.bot.pick(&places) else {
                    continue;
                };
                let at = at_for(st.layout(), placement, Timing::Immediate, &mut self.bot);
                self.emit(st, seat, &play_text(placement, at), None);
                self.lay(st, seat, placement);
                st.waits[seat].push(placement.arm);
                // Under D4=first-paid only the first player's doubles are paid.
                if first_only && *first_player.get_or_insert(seat) != seat {
                    continue;
                }
                let value = double.double_value().unwrap_or(0);
                self.emit(st, seat, &format!("claim: {value}"), None);
                self.pay(setter, seat, i64::from(value));
            }
        }
    }
}
