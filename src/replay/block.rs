//! Nos and block: the last tile announced, and the call that the game is
//! blocked with the drawing of the boneyard after it.

use super::*;

impl HandReplay<'_> {
    pub(super) fn nos(&mut self, event: &Event) {
        let seat = event.seat;
        if !self.table.hands[seat].is_empty() {
            let held = self.table.hands[seat].len();
            let what = format!(
                "{} says \"nos\" while still holding {held} tile(s)",
                self.name(seat)
            );
            self.penalize(InfractionKind::FalseNos, seat, event.span, what, None);
        } else if self.table.first_out != Some(seat) {
            let first = self
                .table
                .first_out
                .map_or("nobody", |s| self.name(s))
                .to_owned();
            let what = format!(
                "{} says \"nos\", but {first} went out first",
                self.name(seat)
            );
            self.penalize(InfractionKind::WrongClaim, seat, event.span, what, None);
        }
    }

    pub(super) fn block(&mut self, event: &Event) {
        let seat = event.seat;
        let Some(layout) = &self.table.layout else {
            let what = format!("{} blocks before the game is under way", self.name(seat));
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        };
        if self.table.just_played != Some(seat) {
            let what = format!(
                "{} says \"I block\" without having just played a tile",
                self.name(seat)
            );
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        }
        // With two players in, a block with the blocker's last tile ends the hand:
        // the other player need not draw, and no tile can follow, whatever the
        // boneyard holds.
        let others_in = self.active().filter(|&s| s != seat).count();
        if self.table.out[seat] && others_in <= 1 {
            for other in self.active().filter(|&s| s != seat).collect::<Vec<_>>() {
                self.pay(other, seat, 20, Reason::Block, event.span.line, None);
            }
            self.table.phase = Phase::Over(Ending::Blocked);
            return;
        }
        let in_hands: TileSet = self
            .active()
            .fold(TileSet::EMPTY, |all, s| all.union(self.table.hands[s]));
        let fits = |tiles: TileSet| layout.playable(tiles);
        let playable = fits(in_hands);
        // Tiles left to draw: all but the last two, which are never drawn. A fitting
        // tile drawn later in the hand was drawable. Where more than two tiles stay
        // undrawn to the end (the draw after the block stopped early), the
        // transcript cannot tell which two were the last: any two of them may be,
        // so up to two fitting tiles among them do not make the block wrong.
        let boneyard = self.table.boneyard;
        let fitting_in_boneyard = fits(boneyard);
        let fitting_undrawn = fitting_in_boneyard.intersection(self.never_drawn);
        let drawable_fitting = if boneyard.len() <= 2 {
            TileSet::EMPTY
        } else if fitting_undrawn.len() <= 2 {
            fitting_in_boneyard.difference(fitting_undrawn)
        } else {
            fitting_in_boneyard
        };
        let benefit_of_doubt = boneyard.len() > 2
            && self.never_drawn.len() > 2
            && !fitting_undrawn.is_empty()
            && drawable_fitting.is_empty();
        if !playable.is_empty() || !drawable_fitting.is_empty() {
            let which = if !playable.is_empty() {
                format!("{} can still be played from a hand", playable)
            } else {
                format!(
                    "{} in the boneyard can be drawn and played",
                    drawable_fitting
                )
            };
            let what = format!("{} says \"I block\", but {which}", self.name(seat));
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        }
        if benefit_of_doubt {
            let text = format!(
                "{fitting_undrawn} in the boneyard would fit, but {} tiles stay undrawn to the end of the hand and any two of them may be the last two, which are never drawn: the block stands as correct",
                self.never_drawn.len()
            );
            self.note(event.span, text);
        }
        for other in self.active().filter(|&s| s != seat).collect::<Vec<_>>() {
            self.pay(other, seat, 20, Reason::Block, event.span.line, None);
        }
        // The next player draws all but the last two, unless there is nothing to draw.
        if boneyard.len() <= 2 || others_in == 0 {
            self.table.phase = Phase::Over(Ending::Blocked);
        } else {
            self.table.phase = Phase::BlockDraw(self.next_active(seat));
        }
    }

    /// After a correct block the next player did not draw the boneyard down to two:
    /// the penalty, and the hand is over.
    pub(super) fn not_drawn_after_block(&mut self, drawer: Seat, span: Span, how: &str) {
        let what = format!("{} {how} after the correct block", self.name(drawer));
        self.penalize(InfractionKind::NotDrawnAfterBlock, drawer, span, what, None);
        self.table.phase = Phase::Over(Ending::Blocked);
    }
}
