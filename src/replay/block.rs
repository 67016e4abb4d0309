//! Nos and block: the last tile announced, and the call that the game is
//! blocked with the drawing of the boneyard after it.

use super::*;

impl HandReplay<'_> {
    pub(super) fn nos(&mut self, event: &Event) {
        let seat = event.seat;
        if !self.table.hands[seat].is_empty() {
            let what = Finding::FalseNos {
                player: self.player(seat),
                held: self.table.hands[seat].len(),
            };
            self.penalize(InfractionKind::FalseNos, seat, self.span(event), what, None);
        } else if self.table.first_out != Some(seat) {
            let what = Finding::NosNotFirst {
                player: self.player(seat),
                first: self.table.first_out.map(|s| self.player(s)),
            };
            self.penalize(
                InfractionKind::WrongClaim,
                seat,
                self.span(event),
                what,
                None,
            );
        }
    }

    pub(super) fn block(&mut self, event: &Event) {
        let seat = event.seat;
        let Some(layout) = &self.table.layout else {
            let what = Finding::BlockBeforeGame {
                player: self.player(seat),
            };
            self.penalize(
                InfractionKind::WrongBlock,
                seat,
                self.span(event),
                what,
                None,
            );
            return;
        };
        if self.table.just_played != Some(seat) {
            let what = Finding::BlockWithoutTile {
                player: self.player(seat),
            };
            self.penalize(
                InfractionKind::WrongBlock,
                seat,
                self.span(event),
                what,
                None,
            );
            return;
        }
        // With two players in, a block with the blocker's last tile ends the hand:
        // the other player need not draw, and no tile can follow, whatever the
        // boneyard holds.
        let others_in = self.active().without(seat).len();
        if self.table.out.contains(seat) && others_in <= 1 {
            // Said where a tile could otherwise have followed.
            let to_draw = self.known(event, layout.playable(self.table.boneyard));
            let fitting: Vec<(Seat, TileSet)> = self
                .active()
                .without(seat)
                .iter()
                .map(|other| {
                    (
                        other,
                        self.known(event, layout.playable(self.table.hands[other])),
                    )
                })
                .filter(|(_, held)| !held.is_empty() || !to_draw.is_empty())
                .collect();
            for (other, held) in fitting {
                let what = Finding::BlockWithLastTile {
                    player: self.player(seat),
                    other: self.player(other),
                    held,
                    to_draw,
                };
                self.note(self.span(event), what);
            }
            for other in self.active().without(seat) {
                self.pay(other, seat, 20, Reason::Block, self.line(event), None);
            }
            self.table.phase = Phase::Over(Ending::Blocked);
            return;
        }
        let in_hands: TileSet = self
            .active()
            .iter()
            .fold(TileSet::EMPTY, |all, s| all.union(self.table.hands[s]));
        let fits = |tiles: TileSet| layout.playable(tiles);
        let mut playable = fits(in_hands);
        let boneyard = self.table.boneyard;
        let (mut drawable_fitting, mut benefit_of_doubt) =
            if boneyard.len() <= 2 || fits(boneyard).is_empty() {
                // Nothing to draw, or nothing fitting to draw: the tiles never
                // drawn, which take a pass over the hand's events, are not asked.
                // (They lie in the boneyard all along: with two tiles there or
                // fewer, no more than two stayed undrawn.)
                let none = (TileSet::EMPTY, None);
                debug_assert_eq!(
                    none,
                    self.fitting_to_draw(layout, boneyard),
                    "a boneyard with nothing fitting to draw read as the tiles never drawn read it"
                );
                none
            } else {
                self.fitting_to_draw(layout, boneyard)
            };
        // In a public record's hand, the block is wrong only where every way
        // of the unseen tiles makes it so; where some way does, it is possibly wrong.
        // Play going on after it shows the table ruled it wrong.
        if self.worlds().is_some() {
            match self.block_unseen(event, fits(TileSet::FULL)) {
                BlockUnseen::AsReplayed => {}
                BlockUnseen::Charged => return,
                BlockUnseen::Correct => {
                    playable = TileSet::EMPTY;
                    drawable_fitting = TileSet::EMPTY;
                    benefit_of_doubt = None;
                }
            }
        }
        if !playable.is_empty() || !drawable_fitting.is_empty() {
            let player = self.player(seat);
            let what = if !playable.is_empty() {
                let held_by = self
                    .active()
                    .iter()
                    .map(|s| (s, playable.intersection(self.table.hands[s])))
                    .filter(|(_, tiles)| !tiles.is_empty())
                    .map(|(s, tiles)| (self.player(s), tiles))
                    .collect();
                Finding::BlockWhilePlayable {
                    player,
                    tiles: playable,
                    held_by,
                }
            } else {
                Finding::BlockWhileDrawable {
                    player,
                    tiles: drawable_fitting,
                }
            };
            self.penalize(
                InfractionKind::WrongBlock,
                seat,
                self.span(event),
                what,
                None,
            );
            return;
        }
        if let Some((fitting, undrawn)) = benefit_of_doubt {
            let what = Finding::BlockGivenBenefit { fitting, undrawn };
            self.note(self.span(event), what);
        }
        for other in self.active().without(seat) {
            self.pay(other, seat, 20, Reason::Block, self.line(event), None);
        }
        // The next player draws all but the last two, unless there is nothing to draw.
        if boneyard.len() <= 2 || others_in == 0 {
            self.table.phase = Phase::Over(Ending::Blocked);
        } else {
            self.table.phase = Phase::BlockDraw(self.next_active(seat));
        }
    }

    /// The fitting tiles a blocker could have drawn from `boneyard`, and, when
    /// the benefit of the doubt clears him, the fitting tiles among those never
    /// drawn and how many were never drawn.
    ///
    /// Tiles left to draw: all but the last two, which are never drawn. A fitting
    /// tile drawn later in the hand was drawable. Where more than two tiles stay
    /// undrawn to the end (the draw after the block stopped early), the
    /// transcript cannot tell which two were the last: any two of them may be,
    /// so up to two fitting tiles among them do not make the block wrong.
    fn fitting_to_draw(
        &self,
        layout: &Layout,
        boneyard: TileSet,
    ) -> (TileSet, Option<(TileSet, usize)>) {
        let never_drawn = self.never_drawn();
        let fitting_in_boneyard = layout.playable(boneyard);
        let fitting_undrawn = fitting_in_boneyard.intersection(never_drawn);
        let drawable_fitting = if boneyard.len() <= 2 {
            TileSet::EMPTY
        } else if fitting_undrawn.len() <= 2 {
            fitting_in_boneyard.difference(fitting_undrawn)
        } else {
            fitting_in_boneyard
        };
        // (The tiles never drawn lie in the boneyard all along: more than two of
        // them means more than two to draw from.)
        let benefit_of_doubt =
            never_drawn.len() > 2 && !fitting_undrawn.is_empty() && drawable_fitting.is_empty();
        (
            drawable_fitting,
            benefit_of_doubt.then_some((fitting_undrawn, never_drawn.len())),
        )
    }

    /// After a correct block the next player did not draw the boneyard down to two:
    /// the penalty, and the hand is over.
    pub(super) fn not_drawn_after_block(&mut self, drawer: Seat, span: Span, instead: NotDrawn) {
        let what = Finding::NotDrawnAfterBlock {
            player: self.player(drawer),
            instead,
        };
        self.penalize(InfractionKind::NotDrawnAfterBlock, drawer, span, what, None);
        self.table.phase = Phase::Over(Ending::Blocked);
    }
}
