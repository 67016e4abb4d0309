//! Rulings on tiles no one saw: a public record's hand.
//!
//! A hand whose record leaves tiles unseen is replayed in one way the tiles
//! could have lain ([`Worlds::complete`]); whatever does not depend on the
//! unseen tiles is the same in every way, and is judged as in a hand fully
//! written. A ruling that asks what a player held, or what the boneyard
//! held, asks the [`Worlds`] instead: an infraction that holds in every way
//! is charged, one that holds in some is recorded as possible, with what
//! would make it so, and charged to no one.

use super::*;
use crate::transcript::session::{Truth, Worlds};

/// What would make a possible infraction so.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Condition {
    /// The player held one of these tiles at the event.
    Held {
        /// Who.
        player: Name,
        /// The tiles, any one of which would do.
        tiles: TileSet,
    },
    /// One of these players held one of his tiles at the event.
    HeldBy {
        /// Each player and the tiles, any one of which would do.
        held_by: Vec<(Name, TileSet)>,
    },
    /// One of these tiles was in another player's deal.
    Dealt {
        /// The tiles, any one of which would do.
        tiles: TileSet,
    },
    /// One of these tiles lay in the boneyard at the event.
    InBoneyard {
        /// The tiles, any one of which would do.
        tiles: TileSet,
    },
}

/// An infraction that holds in some ways the unseen tiles could have lain
/// and not in others: not charged, shown apart with its chips.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Possible {
    /// The infraction as it would be charged.
    pub infraction: Infraction,
    /// What would make it so.
    pub condition: Condition,
    /// The payments it would make: where it would replace a penalty
    /// charged for the same event, what it would add to it.
    pub payments: Vec<Payment>,
    /// The penalty each payee is charged for the same event that this one
    /// would replace (the 40 of a pass with tiles to draw, where the 80 of a
    /// pass while able comes instead); 0 where it would come on top.
    pub instead_of: i64,
}

impl<'a> HandReplay<'a> {
    /// The ways of this hand's unseen tiles, for a public record's hand.
    #[inline(always)]
    pub(super) fn worlds(&self) -> Option<&'a Worlds> {
        self.worlds
    }

    /// The index of `event` in the hand.
    pub(super) fn index_of(&self, event: &Event) -> usize {
        self.hand
            .events
            .iter()
            .position(|e| std::ptr::eq(e, event))
            .unwrap_or(self.hand.events.len())
    }

    /// Whether `seat` held one of `tiles` before `event`: from the tiles he
    /// holds in a hand fully written, from the ways of the unseen tiles in a
    /// public record's.
    pub(super) fn held_any(&self, seat: Seat, event: &Event, tiles: TileSet) -> Truth {
        let held = self.table.hands[seat];
        match self.worlds() {
            Some(worlds) => worlds.holds(seat, self.index_of(event), tiles, held),
            None if held.intersection(tiles).is_empty() => Truth::Never,
            None => Truth::Always,
        }
    }

    /// Of `tiles`, where the replay has them, those the table knows are
    /// there before `event`: all of them in a hand fully written; in a public
    /// record's, those the record placed or that came into the open.
    pub(super) fn known(&self, event: &Event, tiles: TileSet) -> TileSet {
        match self.worlds() {
            Some(worlds) => tiles.intersection(worlds.seen_by(self.index_of(event))),
            None => tiles,
        }
    }

    /// Whether one of `tiles` lay in the boneyard before `event`.
    pub(super) fn boneyard_any(&self, event: &Event, tiles: TileSet) -> Truth {
        let boneyard = self.table.boneyard;
        match self.worlds() {
            Some(worlds) => worlds.in_boneyard(self.index_of(event), tiles, boneyard),
            None if boneyard.intersection(tiles).is_empty() => Truth::Never,
            None => Truth::Always,
        }
    }

    /// The tiles of `tiles` that `seat` may have held before `event`, each
    /// in some way of the unseen tiles.
    pub(super) fn might_hold(&self, seat: Seat, event: &Event, tiles: TileSet) -> TileSet {
        tiles
            .iter()
            .filter(|&tile| self.held_any(seat, event, TileSet::EMPTY.with(tile)) != Truth::Never)
            .collect()
    }

    /// The tiles of `tiles` that may have lain in the boneyard before `event`.
    pub(super) fn might_lie(&self, event: &Event, tiles: TileSet) -> TileSet {
        tiles
            .iter()
            .filter(|&tile| self.boneyard_any(event, TileSet::EMPTY.with(tile)) != Truth::Never)
            .collect()
    }

    /// Records an infraction that holds only in some ways of the unseen
    /// tiles: built as a charged one is, then set apart with its payments
    /// and the chips left as they were.
    #[cold]
    pub(super) fn possibly(
        &mut self,
        kind: InfractionKind,
        seat: Seat,
        span: Span,
        what: Finding,
        switches: Vec<Switch>,
        condition: Condition,
    ) {
        let before = self.ledger.clone();
        let (infractions, payments) = (self.infractions.len(), self.payments.len());
        let held = self.held.as_ref().map(Vec::len);
        self.penalize_under(kind, seat, span, what, switches);
        let mut made: Vec<Payment> = self.payments.drain(payments..).collect();
        if let (Some(from), Some(held)) = (held, self.held.as_mut()) {
            made.extend(held.drain(from..));
        }
        *self.ledger = before;
        if let Some(infraction) = self.infractions.drain(infractions..).next() {
            self.possible.push(Possible {
                infraction,
                condition,
                payments: made,
                instead_of: 0,
            });
        }
    }

    /// In a public record's first hand, who holds the highest double is
    /// found openly before anyone sets: the first set, when it is a double,
    /// is taken as the highest, unless a higher double is in a hand in every
    /// way the tiles could have lain: the table saw who held which double,
    /// so a double only possibly dealt is no doubt of its own. Returns whether the first set
    /// settled who is on set (false when it is no double, or there is none).
    pub(super) fn first_set_double(&mut self) -> bool {
        let Some(worlds) = self.worlds else {
            return false;
        };
        let Some((setter, set)) = self
            .hand
            .events
            .iter()
            .find_map(|event| match event.action {
                Action::Set((a, b)) => Some((event.seat, Tile::new(a, b))),
                _ => None,
            })
        else {
            return false;
        };
        if !set.is_double() {
            return false;
        }
        let higher: TileSet = Tile::all().filter(|t| t.is_double() && *t > set).collect();
        let mut certain: Option<(Tile, Seat)> = None;
        for seat in self.present {
            let dealt = self.table.hands[seat];
            for double in higher.iter() {
                let one = TileSet::EMPTY.with(double);
                if worlds.holds(seat, 0, one, dealt) == Truth::Always {
                    certain = certain.max(Some((double, seat)));
                }
            }
        }
        match certain {
            Some((double, seat)) => {
                self.on_set = OnSet::Seat(seat);
                self.highest_double = Some(double);
            }
            None => {
                self.on_set = OnSet::Seat(setter);
                self.highest_double = Some(set);
            }
        }
        true
    }

    /// Whether a block before `event` was wrong in the ways of the unseen
    /// tiles: a player in the hand held a tile that fits, or one lay to be
    /// drawn (the boneyard holding more than two, and the tile drawn later).
    /// Where only some ways make it wrong, the possible infraction is recorded.
    pub(super) fn block_unseen(&mut self, event: &Event, fitting: TileSet) -> BlockUnseen {
        let Some(worlds) = self.worlds else {
            return BlockUnseen::AsReplayed;
        };
        let seat = event.seat;
        let at = self.index_of(event);
        let active = self.active();
        let held = any_of(active.iter().map(|s| self.held_any(s, event, fitting)));
        let drawable = if self.table.boneyard.len() > 2 {
            worlds.drawn_after(at, fitting, self.table.boneyard)
        } else {
            Truth::Never
        };
        let truth = any_of([held, drawable]);
        // Play that goes on after the block (the draw after a correct one
        // aside) is the table's own ruling that the block was wrong: no way
        // of the tiles in which it was right explains the rest of the record.
        let at = self.index_of(event);
        let played_on = self.hand.events[at + 1..]
            .iter()
            .any(|later| matches!(later.action, Action::Play { .. }));
        if truth == Truth::Never {
            return BlockUnseen::Correct;
        }
        // The tiles named are those the table knows were in a hand; where
        // none is known (certain all the same, or only possible), those that
        // may have been, each in some way of the tiles.
        let known = worlds.seen_by(at);
        let mut tiles = TileSet::EMPTY;
        let mut held_by = Vec::new();
        for other in active.iter() {
            let sure = self.table.hands[other]
                .intersection(known)
                .intersection(fitting);
            let named = if truth == Truth::Always && !sure.is_empty() {
                sure
            } else {
                self.might_hold(other, event, fitting)
            };
            if !named.is_empty() {
                tiles = tiles.union(named);
                held_by.push((self.player(other), named));
            }
        }
        // Said as a tile to draw where that alone is what every way agrees on.
        let by_draw = held == Truth::Never || (drawable == Truth::Always && held != Truth::Always);
        let (what, condition) = if by_draw {
            let tiles = self.might_lie(event, fitting);
            (
                Finding::BlockWhileDrawable {
                    player: self.player(seat),
                    tiles,
                },
                Condition::InBoneyard { tiles },
            )
        } else {
            (
                Finding::BlockWhilePlayable {
                    player: self.player(seat),
                    tiles,
                    held_by: held_by.clone(),
                },
                Condition::HeldBy { held_by },
            )
        };
        if truth == Truth::Always || played_on {
            self.penalize(
                InfractionKind::WrongBlock,
                seat,
                self.span(event),
                what,
                None,
            );
            return BlockUnseen::Charged;
        }
        self.possibly(
            InfractionKind::WrongBlock,
            seat,
            self.span(event),
            what,
            Vec::new(),
            condition,
        );
        BlockUnseen::Correct
    }

    /// The players whose count a public record's hand leaves unknown: each
    /// held tiles at the end, and neither showed them, nor had his count
    /// noted, nor holds tiles the record places. Said in a note.
    pub(super) fn counts_unknown(&mut self) -> SeatSet {
        let Some(worlds) = self.worlds else {
            return SeatSet::EMPTY;
        };
        let end = self.hand.events.len();
        let mut unknown = SeatSet::EMPTY;
        for seat in self.present {
            let held = self.table.hands[seat];
            if held.is_empty()
                || self.hand.shown[seat].is_some()
                || self.hand.counts[seat].is_some()
            {
                continue;
            }
            let placed = held.iter().all(|tile| {
                worlds.holds(seat, end, TileSet::EMPTY.with(tile), held) == Truth::Always
            });
            if !placed {
                unknown.insert(seat);
            }
        }
        if !unknown.is_empty() {
            let players = unknown.iter().map(|s| self.player(s)).collect();
            let span = self.hand.last_event_span();
            self.note(span, Finding::CountUnknown { players });
        }
        unknown
    }
}

/// What a block in a public record's hand comes to.
pub(super) enum BlockUnseen {
    /// A full record's block: judged as replayed.
    AsReplayed,
    /// Wrong in every way of the tiles, or as the play that goes on after it
    /// shows: charged already.
    Charged,
    /// Right in some way of the tiles: taken as right.
    Correct,
}

/// The doubles of the set.
pub(super) fn doubles() -> TileSet {
    Tile::all().filter(|t| t.is_double()).collect()
}

/// The worst of several truths: always if any is, never if all are.
pub(super) fn any_of(truths: impl IntoIterator<Item = Truth>) -> Truth {
    truths
        .into_iter()
        .fold(Truth::Never, |acc, t| match (acc, t) {
            (Truth::Always, _) | (_, Truth::Always) => Truth::Always,
            (Truth::Sometimes, _) | (_, Truth::Sometimes) => Truth::Sometimes,
            _ => Truth::Never,
        })
}
