//! What the table owes and what it can play, as the recording stands: the
//! set, the announcement, the opening, the draw after a block, a decision
//! on a tile, a wait, a claim window; the legal plays Tab offers and the
//! ends a tile without its place could go to.

use crate::replay::{Phase, Position};
use crate::rules::seat::Seat;
use crate::rules::tile::TileSet;
use crate::transcript::session::{Truth, Worlds};

use super::complete::{self, Place, Play};
use super::line;
use super::session::Recording;

/// Something the table owes before play goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owed {
    /// The player on set is to set the first tile.
    Set,
    /// The setter is to announce the game.
    Announcement,
    /// Doubles may still be played at once on the set tile; then this
    /// player plays.
    Opening(Seat),
    /// After a block, this player draws the boneyard down to two.
    DrawAfterBlock {
        /// Who draws.
        drawer: Seat,
        /// How many tiles are left to draw.
        tiles: usize,
    },
    /// A wait owed for a double played at once.
    Wait {
        /// Who owes it.
        player: Seat,
        /// Whether it falls at his next turn (else once the turns can play
        /// on his double's arm, by the deferred-wait reading).
        falls: bool,
    },
    /// A double's payment that may still be claimed: its window is open.
    Claim {
        /// Who may claim.
        claimant: Seat,
        /// Who would pay.
        payer: Seat,
        /// How much.
        amount: i64,
        /// The double.
        double: crate::rules::tile::Tile,
    },
    /// The table is to decide on this player's tile: take it back or let it
    /// stand.
    Decision {
        /// Who played it.
        player: Seat,
        /// The tile as it lies.
        tile: crate::rules::tile::Tile,
    },
}

impl Recording {
    /// What the table owes before play goes on.
    #[must_use]
    pub fn owed(&self) -> Vec<Owed> {
        let Some(position) = self.position() else {
            return vec![Owed::Set];
        };
        let mut owed = Vec::new();
        if let Some((player, tile)) = position.pending {
            owed.push(Owed::Decision { player, tile });
        }
        match position.phase {
            Phase::BeforeSet => owed.push(Owed::Set),
            Phase::Announcing => owed.push(Owed::Announcement),
            Phase::Opening => owed.push(Owed::Opening(position.turn)),
            Phase::BlockDraw(drawer) => owed.push(Owed::DrawAfterBlock {
                drawer,
                tiles: position.boneyard.len().saturating_sub(2),
            }),
            Phase::Turns | Phase::Over(_) => {}
        }
        if let Some(so_far) = &self.judged.so_far {
            owed.extend(so_far.waits.iter().map(|wait| Owed::Wait {
                player: wait.seat,
                falls: wait.falls,
            }));
            owed.extend(so_far.claims.iter().map(|claim| Owed::Claim {
                claimant: claim.claimant,
                payer: claim.payer,
                amount: claim.amount,
                double: claim.double,
            }));
        }
        owed
    }
    /// The legal plays of the player in turn, with the tiles the record
    /// places with him: none where his tiles are not seen.
    #[must_use]
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.position().and_then(|p| p.layout.as_ref()) {
            Some(layout) => complete::legal_plays(layout, self.judged.held_for_certain),
            None => Vec::new(),
        }
    }

    /// The open ends `tile`, played by `player` with no place said, could
    /// go to with different consequences (none when it fits one, or none).
    #[must_use]
    pub fn places_to_ask(&self, player: Seat, tile: line::Typed) -> Vec<Place> {
        let Some(position) = self.position() else {
            return Vec::new();
        };
        let Some(layout) = position.layout.as_ref() else {
            return Vec::new();
        };
        // In the opening, a double from anyone but the player in turn is
        // one played at once on the set tile.
        let at_once = position.phase == Phase::Opening
            && player != position.turn
            && complete::is_double(tile);
        complete::places_to_ask(layout, tile, at_once)
    }
}

/// The tiles the player in turn holds for certain at `position`: all those
/// the replay gives him in a hand whose tiles are all seen, else those he
/// holds in every way the unseen tiles could lie.
pub(super) fn held_for_certain(position: &Position, worlds: Option<&Worlds>) -> TileSet {
    let turn = match position.phase {
        Phase::Opening | Phase::Turns => position.turn,
        _ => return TileSet::EMPTY,
    };
    let held = position.hands[turn];
    let Some(worlds) = worlds else {
        return held;
    };
    held.iter()
        .filter(|&tile| {
            let one = TileSet::EMPTY.with(tile);
            worlds.holds(turn, position.events, one, held) == Truth::Always
        })
        .collect()
}
