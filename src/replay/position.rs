//! The table at one point of a hand, as `nos show` draws it and a verdict
//! keeps it at the end: the layout, the hands, the boneyard, whose turn it is
//! and who is out.

use super::*;

impl HandReplay<'_> {
    /// The table as it stands after `events` events.
    #[cold]
    pub(super) fn position(&self, events: usize) -> Position {
        self.position_with(events, self.table.layout.clone(), self.table.hands.clone())
    }

    /// The table as the hand ended: [`HandReplay::position`], the layout moved
    /// and the hands moved rather than copied, since nothing is laid after the end.
    ///
    /// Always inlined into its one caller, so that the position is built where
    /// the verdict holds it.
    #[inline(always)]
    pub(super) fn end_position(&mut self) -> Position {
        Position {
            events: self.hand.events.len(),
            phase: self.table.phase,
            layout: self.table.layout.take(),
            hands: std::mem::take(&mut self.table.hands),
            boneyard: self.table.boneyard,
            turn: self.table.turn,
            out: self.out_by_seat(),
            pending: self.pending.as_ref().map(|p| (p.seat, p.tile)),
        }
    }

    /// The table after `events` events, with `layout` as its layout and
    /// `hands` as the tiles in hand.
    pub(super) fn position_with(
        &self,
        events: usize,
        layout: Option<Layout>,
        hands: BySeat<TileSet>,
    ) -> Position {
        Position {
            events,
            phase: self.table.phase,
            layout,
            hands,
            boneyard: self.table.boneyard,
            turn: self.table.turn,
            out: self.out_by_seat(),
            pending: self.pending.as_ref().map(|p| (p.seat, p.tile)),
        }
    }

    /// Who has played his last tile, seat by seat.
    pub(super) fn out_by_seat(&self) -> BySeat<bool> {
        // Written in one go, and then the few players out (as a rule one).
        let mut out = BySeat::filled(self.seats_total, false);
        for seat in self.table.out {
            out[seat] = true;
        }
        debug_assert_eq!(
            out,
            BySeat::from_fn(self.seats_total, |seat| self.table.out.contains(seat))
        );
        out
    }
}
