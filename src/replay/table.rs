//! The table a hand is played on: the layout, the hands, the boneyard, whose
//! turn it is, and what the rules keep track of between events (the turns as
//! they went, the waits owed, the claims open, the opening's tiles on the set
//! tile). It is everything a tile taken back must restore, copied whole before
//! an offending play (see `Snapshot`). The lists that grow long keep their room
//! from hand to hand in the referee's [`Scratch`].

use super::*;

/// The table: everything that a tile taken back must restore.
#[derive(Clone, PartialEq, Debug)]
pub(super) struct Table {
    pub(super) phase: Phase,
    pub(super) layout: Option<Layout>,
    pub(super) hands: BySeat<TileSet>,
    pub(super) boneyard: TileSet,
    pub(super) turn: Seat,
    /// Who has played his last tile.
    pub(super) out: SeatSet,
    pub(super) first_out: Option<Seat>,
    pub(super) waits: Waits,
    /// Kept to its last 16 turns (see `after_play`). Its room is the
    /// referee's, kept from one hand to the next (see [`Scratch`]).
    pub(super) history: Vec<TurnRecord>,
    pub(super) claimables: Vec<Claimable>,
    /// Claims whose window closed unclaimed (see the claim-window switch), with
    /// what closed it.
    pub(super) expired: Vec<(Claimable, Closer)>,
    /// Doubles just played that a reading leaves unpaid, for the verdict on a claim.
    pub(super) unpaid: Vec<(Seat, Switch)>,
    /// From the start of the turns until the first round is over (see
    /// [`HandReplay::late_double`]): a double laid on the set tile out of turn
    /// is one played at once, or one too late that is waited for if let stand.
    pub(super) late_window: bool,
    /// Whether the first player in turn has laid his first tile.
    pub(super) first_tile_laid: bool,
    /// Whether a player after the first in turn has acted in the first
    /// round's turns: the narrow readings of the doubles-at-once window close
    /// it then.
    pub(super) later_player_acted: bool,
    /// Correct passes in a row: a round of them ends the hand.
    pub(super) passes_in_row: usize,
    /// Passes of any kind since the last tile: a round of them, one of them wrong,
    /// is where a table that missed the wrong pass would have stopped.
    pub(super) passes_since_tile: usize,
    /// A pass just made while able to play, and the turn it handed on: if the
    /// passer plays at once, the table caught it and the tile is his turn.
    pub(super) wrong_pass: Option<Seat>,
    /// The tiles laid on the set tile in the opening (doubles at once, the first
    /// player's tile), while nothing else lies on the table: D5 decides between
    /// them and a player who wants the same end.
    /// Held in the table, with room for a tile on each of the set tile's arms,
    /// without a list lent by the referee.
    pub(super) race: SmallVec<[RaceTile; 4]>,
    /// Once any other tile is laid, the opening's tiles are settled.
    pub(super) race_over: bool,
    /// Who laid each tile on the table, the set tile included.
    pub(super) laid_by: [Option<Seat>; 28],
    /// The last double laid: by whom, the double, and the tile it lies against.
    pub(super) last_double: Option<(Seat, Tile, Tile)>,
    /// The player whose play was the last event of a turn, for "I block".
    pub(super) just_played: Option<Seat>,
    /// After a pass with tiles left to draw, the passer should draw on.
    pub(super) must_draw: Option<Seat>,
}

/// One turn as it happened, for the predecessor rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct TurnRecord {
    pub(super) seat: Seat,
    pub(super) played: Option<Tile>,
    pub(super) went_out: bool,
    pub(super) first_out: bool,
}

/// Points a player may claim now for a double.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Claimable {
    pub(super) seat: Seat,
    pub(super) payer: Seat,
    pub(super) amount: i64,
    pub(super) reason: Reason,
    pub(super) switches: Vec<Switch>,
    /// The double, and the tile it lies against.
    pub(super) double: Tile,
    pub(super) against: Tile,
    /// Still open only by the reading of the claim window (another reading
    /// would have closed it by now).
    pub(super) stretched: bool,
}

/// The waits owed for doubles played at once: who owes each, and the arm
/// its double lies on, in the order the doubles were laid. One list for the
/// table rather than one a seat, held in place, since a hand seldom has more
/// than a few: a hand builds it, moves it and lets it go without allocating.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(super) struct Waits(SmallVec<[(Seat, u8); 8]>);

impl Waits {
    /// A wait `seat` owes for his double on `arm`.
    pub(super) fn push(&mut self, seat: Seat, arm: usize) {
        debug_assert!(arm < 4, "a layout has four arms at most");
        self.0.push((seat, arm as u8));
    }

    /// Each wait owed: who owes it, and the arm of his double.
    pub(super) fn iter(&self) -> impl Iterator<Item = (Seat, usize)> + '_ {
        self.0.iter().map(|&(seat, arm)| (seat, usize::from(arm)))
    }

    /// Whether `seat` owes no wait.
    pub(super) fn none_owed(&self, seat: Seat) -> bool {
        !self.0.iter().any(|&(owner, _)| owner == seat)
    }

    /// Whether `seat` owes a wait on an arm `open` takes.
    pub(super) fn owed(&self, seat: Seat, mut open: impl FnMut(usize) -> bool) -> bool {
        self.0
            .iter()
            .any(|&(owner, arm)| owner == seat && open(usize::from(arm)))
    }

    /// Settles the first wait `seat` owes on an arm `open` takes; returns
    /// whether he owed one.
    pub(super) fn settle(&mut self, seat: Seat, mut open: impl FnMut(usize) -> bool) -> bool {
        let first = self
            .0
            .iter()
            .position(|&(owner, arm)| owner == seat && open(usize::from(arm)));
        if let Some(i) = first {
            self.0.remove(i);
        }
        first.is_some()
    }
}

/// No tile laid by anyone, as a hand starts: a constant, so that it is
/// copied in a few wide writes rather than written tile by tile.
pub(super) const NOBODY_LAID: [Option<Seat>; 28] = [None; 28];

/// A tile laid on the set tile in the opening.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct RaceTile {
    pub(super) seat: Seat,
    pub(super) tile: Tile,
    pub(super) placement: Placement,
    /// A double played at once (otherwise the first player's tile in his turn).
    pub(super) at_once: bool,
}

/// The lists a hand fills as it goes, kept by the referee from one hand to the
/// next, so that their room is allocated once a session rather than once a hand.
/// Between hands they are empty.
#[derive(Default)]
pub(super) struct Scratch {
    pub(super) history: Vec<TurnRecord>,
    pub(super) claimables: Vec<Claimable>,
    pub(super) expired: Vec<(Claimable, Closer)>,
    pub(super) unpaid: Vec<(Seat, Switch)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_settles_the_waiters_own_double_not_the_first_one_owed() {
        let (cees, dirk) = (Seat(2), Seat(3));
        let mut waits = Waits::default();
        waits.push(dirk, 1);
        waits.push(cees, 0);
        assert!(waits.settle(cees, |_| true));
        assert!(waits.none_owed(cees));
        assert!(waits.owed(dirk, |_| true), "Dirk's wait is still owed");
        assert!(!waits.settle(cees, |_| true), "Cees owed one wait only");
        // A wait for a double on an arm the turns cannot reach yet stays owed.
        assert!(!waits.settle(dirk, |arm| arm != 1));
        assert!(waits.settle(dirk, |_| true));
        assert_eq!(waits, Waits::default());
    }
}
