//! Pass and wait: a player who says he cannot play, a pass caught when he
//! could, and waiting for the table.

use super::*;
use crate::rules::interpretation::DeferredWait;

/// Whether a wait owed for a double at once on `arm` falls at this turn. Under
/// deferred-wait=first-open-turn it waits until the turns may play on that
/// arm (a tiles-first condition keeps it closed for now); under next-turn it
/// falls at the player's next turn, as for any double at once.
pub(crate) fn wait_falls(rules: &Interpretation, layout: &Layout, arm: usize) -> bool {
    match rules.get::<DeferredWait>() {
        DeferredWait::FirstOpenTurn => layout.open_to_turns(arm),
        DeferredWait::NextTurn => true,
    }
}

impl HandReplay<'_> {
    pub(super) fn pass(&mut self, event: &Event, said_wait: bool) {
        self.pass_under(event, said_wait, None);
    }

    /// A pass, or a wait not owed judged as one; `reading`: the switch that
    /// made the wait not owed, if one did.
    fn pass_under(&mut self, event: &Event, said_wait: bool, reading: Option<Switch>) {
        let seat = event.seat;
        let said = if said_wait { Said::Wait } else { Said::Pass };
        if self.table.phase == Phase::Announcing && self.announcement_unplayable() {
            return;
        }
        match self.table.phase {
            Phase::Opening if seat == self.table.turn => self.start_turns(),
            Phase::Turns => {}
            Phase::BlockDraw(drawer) => {
                self.not_drawn_after_block(drawer, self.span(event), NotDrawn::Said { said });
                return;
            }
            _ => {
                let why = Stop::PassBeforeTurns {
                    player: self.player(seat),
                    said,
                };
                self.stop(self.span(event), why);
                return;
            }
        }
        self.follow_the_table(seat);
        if seat != self.table.turn {
            let why = Stop::PassOutOfTurn {
                player: self.player(seat),
                said,
                turn: self.player(self.table.turn),
            };
            self.stop(self.span(event), why);
            return;
        }
        self.turn_action(seat);
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let mut able = layout.can_play(self.table.hands[seat]);
        let boneyard = self.table.boneyard.len();
        // In a public record's hand, whether he could play may be known only in some ways.
        let mut maybe_able = None;
        if self.worlds().is_some() {
            let fitting = layout.playable(TileSet::FULL);
            match self.held_any(seat, event, fitting) {
                Truth::Always => able = true,
                Truth::Never => able = false,
                Truth::Sometimes => {
                    able = false;
                    maybe_able = Some(self.might_hold(seat, event, fitting));
                }
            }
        }
        if let Some(tiles) = maybe_able {
            let what = Finding::PassWhileAble {
                player: self.player(seat),
                said,
            };
            let condition = Condition::Held {
                player: self.player(seat),
                tiles,
            };
            self.possibly(
                InfractionKind::PassWhileAble,
                seat,
                self.span(event),
                what,
                reading.into_iter().chain([Switch::D7]).collect(),
                condition,
            );
            // Where the 80 would replace the 40 charged for the same pass, the
            // possible chips are what the 80 adds.
            let instead = matches!(
                self.rules.get::<PassWhileAble>(),
                PassWhileAble::EightyInstead
            );
            if instead && boneyard > 2 {
                let forty = InfractionKind::PassWithBoneyard.penalty();
                if let Some(possible) = self.possible.last_mut() {
                    possible.instead_of = forty;
                    for payment in &mut possible.payments {
                        payment.amount -= forty;
                    }
                }
            }
        }
        if able {
            let what = Finding::PassWhileAble {
                player: self.player(seat),
                said,
            };
            self.penalize_under(
                InfractionKind::PassWhileAble,
                seat,
                self.span(event),
                what,
                reading.into_iter().chain([Switch::D7]).collect(),
            );
            let and_forty = match self.rules.get::<PassWhileAble>() {
                PassWhileAble::EightyInstead => false,
                PassWhileAble::EightyAndForty => true,
            };
            if boneyard > 2 && and_forty {
                let what = Finding::PassWithBoneyard {
                    player: self.player(seat),
                    said,
                    boneyard,
                    able: true,
                };
                self.penalize_under(
                    InfractionKind::PassWithBoneyard,
                    seat,
                    self.span(event),
                    what,
                    reading.into_iter().chain([Switch::D7]).collect(),
                );
            }
        } else if boneyard > 2 {
            let what = Finding::PassWithBoneyard {
                player: self.player(seat),
                said,
                boneyard,
                able: false,
            };
            self.penalize(
                InfractionKind::PassWithBoneyard,
                seat,
                self.span(event),
                what,
                reading,
            );
        }
        if boneyard > 2 {
            // With tiles left to draw his turn goes on (draw until he can play), so
            // the pass is no turn of its own: it does not stand between his
            // predecessor's tile and a double he plays on it, nor count towards
            // everyone passing. If the table moves on instead, the next player's
            // action is accepted and the pass becomes his turn (`moved_on`).
            self.table.must_draw = Some(seat);
            return;
        }
        self.table.history.push(TurnRecord {
            seat,
            played: None,
            went_out: false,
            first_out: false,
        });
        // Only correct passes end the hand: a pass made while able starts the count afresh.
        self.table.passes_since_tile += 1;
        if able {
            self.table.passes_in_row = 0;
            self.table.wrong_pass = Some(seat);
        } else {
            self.table.passes_in_row += 1;
        }
        if self.table.passes_in_row >= self.active().len() {
            self.table.phase = Phase::Over(Ending::AllPassed);
        } else {
            self.table.turn = self.next_active(seat);
        }
    }

    /// A pass made while able, and the passer plays straight after: the table
    /// caught it at once, and the tile is his turn. The pass's penalty stands.
    #[cold]
    pub(super) fn caught_pass(&mut self, event: &Event) {
        let seat = event.seat;
        if let Some(i) = self
            .table
            .history
            .iter()
            .rposition(|r| r.seat == seat && r.played.is_none())
        {
            self.table.history.remove(i);
        }
        self.table.passes_since_tile = self.table.passes_since_tile.saturating_sub(1);
        self.table.turn = seat;
        let what = Finding::CaughtPass {
            player: self.player(seat),
        };
        self.note(self.span(event), what);
    }

    /// The transcript ends after a round of passes with a wrong one among them:
    /// by the rules the hand was not over, but the table stopped there. The hand
    /// ends as the table ended it, and the counts are taken as they stand.
    #[cold]
    pub(super) fn stopped_after_passes(&mut self) {
        if self.table.phase != Phase::Turns || self.table.passes_since_tile < self.active().len() {
            return;
        }
        self.note(self.hand.last_event_span(), Finding::StoppedAfterPasses);
        self.table.phase = Phase::Over(Ending::AllPassed);
    }

    /// After a pass with tiles left to draw, the passer should draw on; when the
    /// next player acts instead, the table has moved on, and the replay follows it.
    pub(super) fn follow_the_table(&mut self, seat: Seat) {
        if let Some(passer) = self.table.must_draw
            && passer != seat
            && seat == self.next_active(self.table.turn)
        {
            self.table.must_draw = None;
            self.moved_on(passer);
            self.table.turn = seat;
        }
    }

    /// The table let a pass with tiles left to draw end the passer's turn: it
    /// counts as his turn after all.
    pub(super) fn moved_on(&mut self, passer: Seat) {
        self.table.history.push(TurnRecord {
            seat: passer,
            played: None,
            went_out: false,
            first_out: false,
        });
        // A pass with tiles left to draw is not a correct pass.
        self.table.passes_in_row = 0;
        self.table.passes_since_tile += 1;
    }

    pub(super) fn wait(&mut self, event: &Event) {
        let seat = event.seat;
        if self.table.phase == Phase::Opening && seat == self.table.turn {
            self.start_turns();
        }
        if self.table.phase == Phase::Turns {
            self.follow_the_table(seat);
        }
        let rules = self.rules;
        let (owed, put_off) = match (&self.table.layout, self.table.phase) {
            (Some(layout), Phase::Turns) if seat == self.table.turn => {
                let owed = self
                    .table
                    .waits
                    .settle(seat, |arm| wait_falls(rules, layout, arm));
                // Owed, but put off by the reading of the deferred wait.
                (owed, !owed && !self.table.waits.none_owed(seat))
            }
            _ => (false, false),
        };
        if owed {
            self.turn_action(seat);
            self.table.history.push(TurnRecord {
                seat,
                played: None,
                went_out: false,
                first_out: false,
            });
            self.table.turn = self.next_active(seat);
        } else {
            // A wait not owed misses a turn like a pass, and is judged as one.
            // Its ruling depends on the deferred wait if that reading put the
            // wait off, or made an earlier tile the turn the wait was owed at.
            let spent_early = || {
                self.infractions.iter().any(|i| {
                    i.seat == seat
                        && i.kind == InfractionKind::PlayedInsteadOfWaiting
                        && i.correction == Correction::LetStand
                        && i.switches.contains(&Switch::DeferredWait)
                })
            };
            let reading = (put_off || spent_early()).then_some(Switch::DeferredWait);
            self.pass_under(event, true, reading);
        }
    }
}
