//! The opening round: tiles laid while doubles are still being played at
//! once on the set tile, on ends another player may have taken first.

use super::*;

impl HandReplay<'_> {
    /// The first player in turn: the one to the setter's left.
    pub(super) fn first_in_turn(&self) -> Option<Seat> {
        self.set.as_ref().map(|set| self.next_active(set.seat))
    }

    /// Whether a double may still be laid at once on the set tile.
    pub(super) fn at_once_open(&self) -> bool {
        match self.table.phase {
            Phase::Opening => true,
            Phase::Turns => self.table.late_window && self.at_once_in_first_round().is_some(),
            _ => false,
        }
    }

    /// In the turns of the first round, whether a double laid on the set tile
    /// now is one played at once: `Some` with the switch that made it one, if
    /// a reading did, `None` when the reading in force makes it too late.
    /// While the first player in turn has laid no tile and no player after
    /// him has acted, it is one under every reading; after that, under
    /// doubles-at-once-window=first-round for the rest of the round, under
    /// after-first-tile until a player after the first in turn acts, and
    /// under until-first-tile no longer.
    pub(super) fn at_once_in_first_round(&self) -> Option<Option<Switch>> {
        if !self.table.first_tile_laid && !self.table.later_player_acted {
            return Some(None);
        }
        let at_once = match self.rules.get::<DoublesAtOnceWindow>() {
            DoublesAtOnceWindow::FirstRound => true,
            DoublesAtOnceWindow::AfterFirstTile => !self.table.later_player_acted,
            DoublesAtOnceWindow::UntilFirstTile => false,
        };
        at_once.then_some(Some(Switch::DoublesAtOnceWindow))
    }

    /// Whether D5 puts `seat`'s `tile` before `other`'s `other_tile` on the set
    /// tile: seat order from the first player in turn, or doubles first and then
    /// seat order.
    pub(super) fn before_in_opening(
        &self,
        seat: Seat,
        tile: Tile,
        other: Seat,
        other_tile: Tile,
    ) -> bool {
        let first = self.first_in_turn().map_or(0, Seat::index);
        let total = self.seats_total;
        let rank = |s: Seat| (s.index() + total - first) % total;
        if self.rules.get::<DoublesAtOncePriority>() == DoublesAtOncePriority::DoublesFirst {
            (!tile.is_double(), rank(seat)) < (!other_tile.is_double(), rank(other))
        } else {
            rank(seat) < rank(other)
        }
    }

    /// The layout rebuilt from the set tile and the opening's tiles, without
    /// the one at `skip`: while the opening is on, they are all that lies there.
    pub(super) fn layout_without(&self, skip: Option<usize>) -> Option<Layout> {
        let game = self.table.layout.as_ref()?.game().clone();
        let mut layout = Layout::new(game);
        for (i, laid) in self.table.race.iter().enumerate() {
            if Some(i) != skip {
                layout.place(laid.placement);
            }
        }
        Some(layout)
    }

    /// A tile that fits nowhere now, but would fit an end of the set tile that
    /// another player's opening tile took: the player wants that end. Who has
    /// the right to it is D5's question; whether the tile stands waits for the
    /// next event. Returns whether the play was such an attempt.
    pub(super) fn attempt_on_taken_end(
        &mut self,
        event: &Event,
        written: (u8, u8),
        at: Option<At>,
    ) -> bool {
        if self.table.race_over || self.table.race.is_empty() {
            return false;
        }
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        let Some(setter) = self.set.as_ref().map(|s| s.seat) else {
            return false;
        };
        let timing = if Some(seat) == self.first_in_turn()
            && self.table.turn == seat
            && !self.table.first_tile_laid
            && matches!(self.table.phase, Phase::Opening | Phase::Turns)
        {
            Timing::Turn
        } else if seat != setter && tile.is_double() && self.at_once_open() {
            Timing::Immediate
        } else {
            return false;
        };
        let Some(layout) = self.table.layout.as_ref() else {
            return false;
        };
        if matches!(
            layout.resolve(written, at, timing),
            Resolution::Legal(_) | Resolution::Ambiguous(_)
        ) {
            return false;
        }
        let mut found: Option<(usize, bool)> = None;
        for (index, taken) in self.table.race.iter().enumerate() {
            if taken.seat == seat || layout.arms()[taken.placement.arm].laid != 1 {
                continue;
            }
            // A tile that could not lie on that arm, even empty, never wanted
            // its end: most plays asked here are such, and the layout need
            // not be rebuilt for them.
            if !layout.may_open(taken.placement.arm, written) {
                debug_assert!(
                    !self
                        .layout_without(Some(index))
                        .is_some_and(|without| matches!(
                            without.resolve(written, at, timing),
                            Resolution::Legal(p) if p.arm == taken.placement.arm
                        )),
                    "a tile refused on an empty arm is not laid there once it is empty"
                );
                continue;
            }
            let Some(without) = self.layout_without(Some(index)) else {
                continue;
            };
            if let Resolution::Legal(p) = without.resolve(written, at, timing)
                && p.arm == taken.placement.arm
            {
                let priority = self.before_in_opening(seat, tile, taken.seat, taken.tile);
                if found.is_none_or(|(_, earlier)| priority && !earlier) {
                    found = Some((index, priority));
                }
            }
        }
        let Some((blocker, priority)) = found else {
            return false;
        };
        self.attempt = Some(Attempt {
            event: event.clone(),
            blocker,
            priority,
        });
        true
    }

    /// The event after an attempt on a taken end: the holder of that end takes
    /// his tile back (the table made room), the player takes his own tile back,
    /// or neither. Returns whether `next` was consumed.
    pub(super) fn settle_attempt(&mut self, attempt: Attempt, next: &Event) -> bool {
        let Action::Play { written, at } = attempt.event.action else {
            return false;
        };
        let seat = attempt.event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid::as_written(written);
        let taken = self.table.race[attempt.blocker];
        let reading = Switch::D5.describe(self.rules);
        match next.action {
            Action::Takeback(back) if back == taken.tile && next.seat == taken.seat => {
                if !attempt.priority {
                    // Judged as laid: the penalty stands, though the table then made room.
                    let before = self.infractions.len();
                    self.lay_attempt(&attempt);
                    if let Some(pending) = self.pending.take() {
                        self.restore(pending.before);
                    }
                    for infraction in &mut self.infractions[before..] {
                        infraction.correction = Correction::LetStand;
                    }
                }
                let returned = self.remove_opening_tile(attempt.blocker);
                let what = Finding::MadeRoom {
                    player: self.player(taken.seat),
                    taken: taken.tile,
                    for_player: self.player(seat),
                    tile: shown,
                    reading,
                    paid_back: returned,
                    had_prior_right: !attempt.priority,
                };
                self.note(self.span(next), what);
                if attempt.priority {
                    if tile.is_double() && Some(seat) != self.first_in_turn() {
                        self.immediate_double(&attempt.event, written, at, vec![Switch::D5]);
                    } else {
                        self.lay(&attempt.event, written, at);
                    }
                } else {
                    self.land_after_room(&attempt.event, written, at);
                }
                true
            }
            Action::Takeback(back) if back == tile && next.seat == seat && attempt.priority => {
                let what = Finding::GaveUpPriorRight {
                    player: self.player(seat),
                    tile: shown,
                    reading,
                };
                self.note(self.span(next), what);
                true
            }
            _ => {
                self.lay_attempt(&attempt);
                false
            }
        }
    }

    /// After the table made room for a tile that had no prior right, it lies where
    /// it was meant to go, without a second penalty.
    pub(super) fn land_after_room(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        if tile.is_double() && Some(seat) != self.first_in_turn() {
            self.immediate_double(event, written, at, vec![Switch::D5]);
        } else {
            if self.table.phase == Phase::Opening {
                self.start_turns();
            }
            self.lay(event, written, at);
        }
    }

    /// Lays an attempt as the transcript writes it; without the prior right its
    /// ruling depends on D5.
    pub(super) fn lay_attempt(&mut self, attempt: &Attempt) {
        let Action::Play { written, at } = attempt.event.action else {
            return;
        };
        let (infractions, payments) = (self.infractions.len(), self.payments.len());
        // A double laid at once in the turns, out of turn as doubles at once
        // may be, is judged as one: on an end that is taken it is a tile
        // against the rules, not a tile out of turn.
        let seat = attempt.event.seat;
        let at_once = Tile::new(written.0, written.1).is_double()
            && self.table.phase == Phase::Turns
            && self.table.turn != seat
            && Some(seat) != self.first_in_turn()
            && self.set.as_ref().is_some_and(|set| set.seat != seat);
        match at_once.then(|| self.at_once_in_first_round()).flatten() {
            Some(reading) => {
                self.immediate_double(&attempt.event, written, at, reading.into_iter().collect());
            }
            None => self.lay(&attempt.event, written, at),
        }
        if attempt.priority {
            return;
        }
        for infraction in &mut self.infractions[infractions..] {
            infraction.switches.insert(0, Switch::D5);
        }
        let held = self.pending.as_mut().map(|p| &mut p.deferred);
        for payment in self.payments[payments..]
            .iter_mut()
            .chain(held.into_iter().flatten())
        {
            if matches!(payment.reason, Reason::Penalty(_)) {
                payment.switches.insert(0, Switch::D5);
            }
        }
    }

    /// Takes an opening tile off the set tile: back to its player's hand, with
    /// the wait and the payment for a double at once undone, or the first
    /// player's turn given back to him. Returns the amount paid back, if any.
    pub(super) fn remove_opening_tile(&mut self, index: usize) -> Option<i64> {
        let taken = self.table.race.remove(index);
        if let Some(layout) = self.layout_without(None) {
            self.table.layout = Some(layout);
        }
        self.table.hands[taken.seat].insert(taken.tile);
        self.table.laid_by[taken.tile.index()] = None;
        if self
            .table
            .last_double
            .is_some_and(|(_, double, _)| double == taken.tile)
        {
            self.table.last_double = None;
        }
        if !taken.at_once {
            if let Some(i) = self
                .table
                .history
                .iter()
                .rposition(|r| r.seat == taken.seat && r.played == Some(taken.tile))
            {
                self.table.history.remove(i);
            }
            self.table.first_tile_laid = false;
            self.table.just_played = None;
            self.table.turn = taken.seat;
            self.table.phase = Phase::Opening;
            return None;
        }
        self.table
            .waits
            .settle(taken.seat, |arm| arm == taken.placement.arm);
        if !self
            .table
            .race
            .iter()
            .any(|t| t.seat == taken.seat && t.at_once)
        {
            self.immediate_players.retain(|s| *s != taken.seat);
            self.table.unpaid.retain(|(s, _)| *s != taken.seat);
        }
        let value = i64::from(taken.tile.double_value()?);
        let owed = self.table.claimables.iter().position(|c| {
            c.seat == taken.seat && c.reason == Reason::ImmediateDouble && c.amount == value
        });
        if let Some(i) = owed {
            self.table.claimables.remove(i);
            return None;
        }
        // Already paid: the payment goes back.
        let i = self.payments.iter().rposition(|p| {
            p.to == taken.seat && p.reason == Reason::ImmediateDouble && p.amount == value
        })?;
        let payment = self.payments.remove(i);
        self.ledger.pay(&Payment {
            from: payment.to,
            to: payment.from,
            ..payment.clone()
        });
        Some(payment.amount)
    }
}
