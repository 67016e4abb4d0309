//! Play and turns: whose turn it is, a tile laid on the layout, a tile that
//! fits nowhere or in more than one place, and taking a tile back.

use super::*;

/// What a play changed, for holding a plain turn's play to the general path.
#[cfg(debug_assertions)]
#[derive(PartialEq, Debug)]
struct PlayOutcome {
    table: Table,
    ledger: Ledger,
    payments: Vec<Payment>,
    infractions: usize,
    notes: usize,
    problems: usize,
    pending: bool,
    legal_taken_back: Option<(Seat, Tile)>,
    attempt: bool,
}

impl HandReplay<'_> {
    pub(super) fn start_turns(&mut self) {
        self.table.phase = Phase::Turns;
        if self.rules.get::<ClaimWindow>() == ClaimWindow::NextEvent {
            self.close_claims(
                |_| true,
                |replay| Closer::TurnBegan {
                    player: replay.player(replay.table.turn),
                },
            );
        } else {
            self.stretch_claims(|_| true);
        }
        self.table.unpaid.clear();
        self.table.late_window = true;
    }

    /// A tile laid (not a double at once on the set tile) ends the claims still
    /// open under claim-window=next-tile.
    pub(super) fn tile_laid(&mut self, seat: Seat, shown: Laid) {
        if self.table.claimables.is_empty() {
            return;
        }
        if self.rules.get::<ClaimWindow>() == ClaimWindow::NextTile {
            self.close_claims(
                |_| true,
                |replay| Closer::Laid {
                    player: replay.player(seat),
                    tile: shown,
                },
            );
        } else {
            self.stretch_claims(|_| true);
        }
    }

    /// A regular turn action by `seat` ends, under claim-window=next-event, the
    /// chance to claim for other players' doubles (and, after the first turn, to
    /// play a double at once).
    #[inline(always)]
    pub(super) fn turn_action(&mut self, seat: Seat) {
        self.table.just_played = None;
        // Most turns find no claim or unpaid double open.
        if !self.table.claimables.is_empty() || !self.table.unpaid.is_empty() {
            self.claims_after_turn(seat);
        }
        // The window for doubles at once is open for the first turns only, and
        // asked at each of them: worked out here rather than through a call.
        if self.table.late_window {
            self.late_window_turn_action(seat);
        }
    }

    /// The claims and unpaid doubles a regular turn action by `seat` closes:
    /// see [`HandReplay::turn_action`].
    fn claims_after_turn(&mut self, seat: Seat) {
        if !self.table.claimables.is_empty() {
            if self.rules.get::<ClaimWindow>() == ClaimWindow::NextEvent {
                self.close_claims(
                    |c| c.seat != seat,
                    |replay| Closer::TookTurn {
                        player: replay.player(seat),
                    },
                );
            } else {
                self.stretch_claims(|c| c.seat != seat);
            }
        }
        if !self.table.unpaid.is_empty() {
            self.table.unpaid.retain(|(s, _)| *s == seat);
        }
    }

    /// The claims and unpaid doubles a plain turn's tile closes: those a
    /// tile closes, then those a turn does.
    #[cold]
    fn claims_after_tile(&mut self, seat: Seat, written: (u8, u8)) {
        if !self.table.claimables.is_empty() {
            self.tile_laid(seat, Laid::as_written(written));
        }
        self.claims_after_turn(seat);
    }

    /// A regular turn action by `seat` in the first round. The first round
    /// ends when the setter's turn comes again; until then a double laid on
    /// the set tile out of turn is one played at once or one too late, as the
    /// reading of the window says ([`HandReplay::late_double`]), and under
    /// every reading a late one let stand is waited for. An action by a player
    /// after the first in turn is noted: the narrow readings close the window
    /// for doubles at once with it.
    #[inline(always)]
    fn late_window_turn_action(&mut self, seat: Seat) {
        let Some(set) = &self.set else {
            return;
        };
        if set.seat == seat {
            self.table.late_window = false;
        } else if self.next_active(set.seat) != seat {
            self.table.later_player_acted = true;
        }
    }

    /// A legal tile the table has taken back: the rules let no legal tile be
    /// taken back, but charge nothing for it, so it goes back to the hand (its
    /// `takeback` event is then a matter of course). `at_once`: a double
    /// played at once on the set tile, not a turn's tile.
    pub(super) fn legal_tile_taken_back(
        &mut self,
        span: Span,
        seat: Seat,
        tile: Laid,
        at_once: bool,
    ) {
        self.legal_taken_back = Some((seat, tile.tile()));
        let what = Finding::LegalTakenBack {
            player: self.player(seat),
            tile,
            at_once,
        };
        self.note(span, what);
    }

    /// A play: on a plain turn laid at once, else judged by [`HandReplay::lay`].
    /// Returns whether it was laid as a plain turn.
    #[inline(always)]
    pub(super) fn play(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        if self.plain_turn(event.seat) && self.lay_plain(event, written, at) {
            return true;
        }
        if !self.attempt_on_taken_end(event, written, at) {
            self.lay(event, written, at);
        }
        false
    }

    /// Whether a play by `seat` is his turn on a table where nothing unusual is
    /// open for it: no wait owed, no pass to draw on, and no takeback to
    /// follow. Most plays of a hand are such a turn, and for them
    /// [`HandReplay::lay`]'s questions answer "nothing to do" but for the
    /// windows a tile closes and the opening's tiles, which are asked as they
    /// come.
    #[inline(always)]
    fn plain_turn(&self, seat: Seat) -> bool {
        let table = &self.table;
        matches!(table.phase, Phase::Turns | Phase::Opening)
            && seat == table.turn
            && !self.takeback_follows
            && table.must_draw.is_none()
            && table.waits.none_owed(seat)
    }

    /// A play in turn on a plain table (see [`HandReplay::plain_turn`]), laid
    /// if it is legal. Returns `false`, having changed nothing, for a tile that
    /// is not: the general path judges it.
    #[inline(always)]
    fn lay_plain(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let Resolution::Legal(placement) = layout.resolve(written, at, Timing::Turn) else {
            return false;
        };
        // While the opening's tiles are fought over, a double may be one
        // played at once on an end another took: the general path asks.
        let double = placement.laid.touching == placement.laid.open;
        if double && !self.table.race_over && !self.table.race.is_empty() {
            return false;
        }
        #[cfg(debug_assertions)]
        let (general, mark) = self.play_as_general(event, written, at);
        let seat = event.seat;
        if self.table.phase == Phase::Opening {
            self.start_turns();
        }
        // What the tile closes, as [`HandReplay::lay`] has it, each asked first
        // whether anything is open: the claims and unpaid doubles (asked once
        // for the tile and the turn alike), the window for a short deal, the
        // window for doubles at once. (Who played last is the tile's to set.)
        if !self.table.claimables.is_empty() || !self.table.unpaid.is_empty() {
            self.claims_after_tile(seat, written);
        }
        self.close_short_window(seat, event);
        if self.table.late_window {
            self.late_window_turn_action(seat);
        }
        // What [`HandReplay::place`] does, with the tile and its set read at once
        // and the hand looked up once; the tile it lies against matters only
        // for a double.
        let (tile, alone) = placement.laid.tile_and_set();
        if !self.table.race_over {
            // After the first player's first tile, any tile settles them.
            if self.table.first_tile_laid {
                self.table.race_over = true;
            } else {
                self.settle_opening(seat, tile, placement);
            }
        }
        let layout = self.table.layout.as_mut().expect("turns have a layout");
        let placed = if double {
            let against = layout.arms()[placement.arm].last;
            self.table.last_double = Some((seat, tile, against));
            Some((placement, against, Timing::Turn))
        } else {
            None
        };
        layout.place(placement);
        self.table.laid_by[tile.index()] = Some(seat);
        let hand = &mut self.table.hands[seat];
        *hand = hand.difference(alone);
        let went_out = hand.is_empty();
        self.after_tile(event, seat, tile, placed, went_out);
        #[cfg(debug_assertions)]
        debug_assert!(
            general == self.outcome_since(mark),
            "a plain turn's tile laid as the general path lays it"
        );
        true
    }

    /// While the opening's tiles are fought over and the first player has
    /// laid no tile, a plain turn's tile about to be placed: his first tile
    /// on the set tile joins them; any other tile settles them. Asked in
    /// nearly every hand, at its first tile in turn.
    #[inline(always)]
    fn settle_opening(&mut self, seat: Seat, tile: Tile, placement: Placement) {
        let on_set_tile = self
            .table
            .layout
            .as_ref()
            .is_some_and(|layout| layout.arms()[placement.arm].laid == 0);
        self.join_or_settle_race(seat, tile, placement, on_set_tile);
    }

    /// A tile laid in turn while the opening's tiles may still be fought over:
    /// the first player's first tile on the set tile (`on_set_tile`, nothing
    /// yet on that arm) joins them; any other tile settles them.
    fn join_or_settle_race(
        &mut self,
        seat: Seat,
        tile: Tile,
        placement: Placement,
        on_set_tile: bool,
    ) {
        if !self.table.race_over
            && !self.table.first_tile_laid
            && on_set_tile
            && Some(seat) == self.first_in_turn()
        {
            self.table.race.push(RaceTile {
                seat,
                tile,
                placement,
                at_once: false,
            });
        } else {
            self.table.race_over = true;
        }
    }

    /// The general path's outcome for a plain turn's play, with the hand put
    /// back as it stood: what [`HandReplay::lay_plain`] must arrive at. Also
    /// returns where the hand's payments stood before the play.
    #[cfg(debug_assertions)]
    fn play_as_general(
        &mut self,
        event: &Event,
        written: (u8, u8),
        at: Option<At>,
    ) -> (PlayOutcome, usize) {
        let before = self.snapshot();
        let ledger = self.ledger.clone();
        let marks = (
            self.payments.len(),
            self.infractions.len(),
            self.problems.len(),
        );
        if !self.attempt_on_taken_end(event, written, at) {
            self.lay(event, written, at);
        }
        let outcome = self.outcome_since(marks.0);
        self.restore(before);
        *self.ledger = ledger;
        self.payments.truncate(marks.0);
        self.infractions.truncate(marks.1);
        self.problems.truncate(marks.2);
        self.pending = None;
        self.legal_taken_back = None;
        self.attempt = None;
        (outcome, marks.0)
    }

    /// What a play changed: the table, the chips, the payments since `mark`,
    /// and the hand's other records.
    #[cfg(debug_assertions)]
    fn outcome_since(&self, mark: usize) -> PlayOutcome {
        PlayOutcome {
            table: self.table.clone(),
            ledger: self.ledger.clone(),
            payments: self.payments[mark..].to_vec(),
            infractions: self.infractions.len(),
            notes: self.notes.len(),
            problems: self.problems.len(),
            pending: self.pending.is_some(),
            legal_taken_back: self.legal_taken_back,
            attempt: self.attempt.is_some(),
        }
    }

    /// A play judged as laid.
    pub(super) fn lay(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid::as_written(written);
        match self.table.phase {
            Phase::BeforeSet | Phase::Announcing => {
                if self.table.phase == Phase::Announcing && self.announcement_unplayable() {
                    return;
                }
                let player = self.player(seat);
                let why = if self.table.phase == Phase::BeforeSet {
                    Stop::PlayBeforeSet {
                        player,
                        tile: shown,
                    }
                } else {
                    Stop::PlayBeforeGame {
                        player,
                        tile: shown,
                    }
                };
                self.stop(self.span(event), why);
                return;
            }
            Phase::Over(_) => return,
            Phase::Opening if seat != self.table.turn => {
                let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
                if !is_setter && tile.is_double() {
                    self.immediate_double(event, written, at, Vec::new());
                    return;
                }
            }
            Phase::Opening => self.start_turns(),
            Phase::BlockDraw(_) => {
                if let Phase::BlockDraw(drawer) = self.table.phase {
                    self.not_drawn_after_block(drawer, self.span(event), NotDrawn::Played);
                }
                return;
            }
            Phase::Turns => {
                let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
                if self.table.late_window
                    && seat != self.table.turn
                    && !is_setter
                    && tile.is_double()
                    && self.late_double(event, written, at)
                {
                    return;
                }
            }
        }
        self.follow_the_table(seat);
        self.tile_laid(seat, shown);
        let turn = self.table.turn;
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        // A tile the table had taken back is judged as it lay: as written.
        let resolution = if self.takeback_follows {
            layout.resolve_as_written(written, at, Timing::Turn)
        } else {
            layout.resolve(written, at, Timing::Turn)
        };
        let rules = self.rules;
        let owes_wait = seat == turn
            && self
                .table
                .waits
                .owed(seat, |arm| super::pass::wait_falls(rules, layout, arm));
        // Owed at this turn only by the reading of the deferred wait: the
        // English text would put it off.
        let wait_not_put_off =
            owes_wait && !self.table.waits.owed(seat, |arm| layout.open_to_turns(arm));
        // The tile a legal play lies against, and whether it is the set tile
        // with nothing yet on that arm.
        let (against, on_set_tile) = match &resolution {
            Resolution::Legal(placement) => {
                let arm = &layout.arms()[placement.arm];
                (Some(arm.last), arm.laid == 0)
            }
            _ => (None, false),
        };
        let offence = if seat != turn {
            let what = Finding::OutOfTurn {
                player: self.player(seat),
                tile: shown,
                turn: self.player(turn),
            };
            Some((InfractionKind::OutOfTurn, what))
        } else if owes_wait {
            let what = Finding::PlayedInsteadOfWaiting {
                player: self.player(seat),
                tile: shown,
            };
            Some((InfractionKind::PlayedInsteadOfWaiting, what))
        } else if let Resolution::Illegal { misfit, placement } = resolution {
            let turned_would_fit = self.takeback_follows
                && matches!(
                    layout.resolve(written, at, Timing::Turn),
                    Resolution::Legal(_)
                );
            let open_ends = || layout.arms().iter().map(|arm| arm.open).collect();
            let player = self.player(seat);
            // Put nowhere in particular and matching no open end: say so of them all.
            let what = match (placement, misfit) {
                // Laid the wrong way round: as written it fits nowhere, turned it would.
                _ if turned_would_fit => Finding::LaidWrongWayRound {
                    player,
                    tile: shown,
                    touching: written.0,
                    open_ends: open_ends(),
                },
                // (Every game has two arms or more.)
                (None, Misfit::NoMatch { rule, .. }) => Finding::FitsNoEnd {
                    player,
                    tile: shown,
                    open_ends: open_ends(),
                    rule,
                },
                _ => Finding::Misfit {
                    player,
                    tile: shown,
                    misfit,
                },
            };
            Some((InfractionKind::IllegalTile, what))
        } else {
            None
        };
        // Only a play that breaks a rule can be taken back, so only then is the
        // table kept as it stood before the play.
        if let Some((kind, what)) = offence {
            let before = self.snapshot();
            self.close_short_window(seat, event);
            // Out of turn, the play is no turn of the player's own.
            if kind != InfractionKind::OutOfTurn {
                self.turn_action(seat);
            }
            let reading = (kind == InfractionKind::PlayedInsteadOfWaiting && wait_not_put_off)
                .then_some(Switch::DeferredWait);
            let index = self.penalize(kind, seat, self.span(event), what, reading);
            self.hold_pending(event, seat, tile, before, index, resolution, Timing::Turn);
            return;
        }
        self.close_short_window(seat, event);
        self.turn_action(seat);
        match resolution {
            Resolution::Legal(_) if self.takeback_follows => {
                self.legal_tile_taken_back(self.span(event), seat, shown, false);
            }
            Resolution::Legal(placement) => {
                self.place(seat, tile, placement);
                self.join_or_settle_race(seat, tile, placement, on_set_tile);
                let placed = against.map(|against| (placement, against, Timing::Turn));
                self.after_play(event, seat, tile, placed);
            }
            // Judged above, as an offence.
            Resolution::Illegal { .. } => {}
            Resolution::Ambiguous(choices) => self.ambiguous(event, tile, &choices),
            Resolution::NowhereNamed => self.nowhere(event, tile, at),
        }
    }

    /// A legal tile placed, off a plain turn (a plain turn places its own:
    /// see [`HandReplay::lay_plain`]).
    pub(super) fn place(&mut self, seat: Seat, tile: Tile, placement: Placement) {
        if let Some(layout) = self.table.layout.as_mut() {
            if tile.is_double() {
                let against = layout.arms()[placement.arm].last;
                self.table.last_double = Some((seat, tile, against));
            }
            layout.place(placement);
        }
        self.table.laid_by[tile.index()] = Some(seat);
        self.table.hands[seat].remove(tile);
    }

    /// What follows a tile laid off a plain turn. Kept out of the loop over
    /// events, where the plain turn has [`HandReplay::after_tile`] inlined.
    #[inline(never)]
    pub(super) fn after_play(
        &mut self,
        event: &Event,
        seat: Seat,
        tile: Tile,
        placed: Option<(Placement, Tile, Timing)>,
    ) {
        let went_out = self.table.hands[seat].is_empty();
        self.after_tile(event, seat, tile, placed, went_out);
    }

    /// [`HandReplay::after_play`], told whether the player has gone out. A
    /// double's placement is needed only if it is one: no other tile is paid
    /// for what it lies against.
    #[inline(always)]
    fn after_tile(
        &mut self,
        event: &Event,
        seat: Seat,
        tile: Tile,
        placed: Option<(Placement, Tile, Timing)>,
        went_out: bool,
    ) {
        self.table.passes_in_row = 0;
        self.table.passes_since_tile = 0;
        if !self.table.first_tile_laid && Some(seat) == self.first_in_turn() {
            self.table.first_tile_laid = true;
        }
        // A double on the predecessor's tile.
        // (A plain turn gives a placement only with a double: the placement is
        // asked first.)
        if let Some((_, against, Timing::Turn)) = placed
            && let Some(value) = tile.double_value()
        {
            match self.predecessor_pays(seat, against) {
                Ok((payer, switch)) => self.table.claimables.push(Claimable {
                    seat,
                    payer,
                    amount: i64::from(value),
                    reason: Reason::DoubleOnPredecessor,
                    // Written out rather than collected, which is a call.
                    switches: match switch {
                        Some(switch) => vec![switch],
                        None => Vec::new(),
                    },
                    double: tile,
                    against,
                    stretched: false,
                }),
                Err(Some(switch)) => self.table.unpaid.push((seat, switch)),
                Err(None) => {}
            }
        }
        // Most tiles leave their player tiles in hand: the turn is written as
        // such, and marked afterwards for the few that do not.
        self.table.history.push(TurnRecord {
            seat,
            played: Some(tile),
            went_out: false,
            first_out: false,
        });
        if went_out {
            let first_out = self.gone_out(event, seat);
            if let Some(record) = self.table.history.last_mut() {
                record.went_out = true;
                record.first_out = first_out;
            }
        }
        if self.table.history.len() > 16 {
            self.table.history.drain(..8);
        }
        self.table.just_played = Some(seat);
        let active = self.active();
        if active.len() <= 1 {
            self.table.phase = Phase::Over(Ending::OneLeft);
        } else {
            // As `next_active`, with the players still in worked out once.
            self.table.turn = active.next_after(seat).unwrap_or(seat);
        }
    }

    /// A player who has laid his last tile: out, and paid for it if he is the
    /// first. Returns whether he is.
    fn gone_out(&mut self, event: &Event, seat: Seat) -> bool {
        self.table.out.insert(seat);
        if self.table.first_out.is_some() {
            return false;
        }
        self.table.first_out = Some(seat);
        let line = self.line(event);
        for other in self.others(seat) {
            self.pay(other, seat, 5, Reason::Nos, line, None);
        }
        true
    }

    pub(super) fn ambiguous(&mut self, event: &Event, tile: Tile, choices: &[Placement]) {
        let Some(layout) = &self.table.layout else {
            return;
        };
        let choices = choices
            .iter()
            .map(|p| {
                let arm = &layout.arms()[p.arm];
                Choice {
                    end: OpenEnd {
                        arm: layout.game().arms[p.arm].name,
                        open: arm.open,
                    },
                    beside: (arm.laid > 0).then_some(arm.last),
                }
            })
            .collect();
        let why = Stop::Ambiguous {
            player: self.player(event.seat),
            tile,
            choices,
        };
        self.stop(self.hand.value_span_of(event), why);
    }

    pub(super) fn nowhere(&mut self, event: &Event, tile: Tile, at: Option<At>) {
        let ends = self
            .table
            .layout
            .as_ref()
            .map(|l| {
                // A triangle's side left free has no end to name.
                l.arms()
                    .iter()
                    .zip(&l.game().arms)
                    .enumerate()
                    .filter(|&(i, _)| l.has_open_end(i))
                    .map(|(_, (arm, plan))| OpenEnd {
                        arm: plan.name,
                        open: arm.open,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let why = Stop::NoSuchPlace {
            player: self.player(event.seat),
            tile,
            at,
            ends,
        };
        self.stop(self.span(event), why);
    }

    /// What a takeback of the play about to be judged must restore.
    #[cold]
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            table: self.table.clone(),
            short_settled: self.short_settled,
            on_set: self.on_set.clone(),
            set: self.set.clone(),
            notes: self.notes.len(),
        }
    }

    /// A tile taken back: the hand is as it was before the play; the penalty stands.
    pub(super) fn restore(&mut self, before: Snapshot) {
        self.table = before.table;
        self.short_settled = before.short_settled;
        self.on_set = before.on_set;
        self.set = before.set;
        self.notes.truncate(before.notes);
    }
}
