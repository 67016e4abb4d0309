//! Doubles and claims: doubles declared with the set, doubles played at once
//! or late on the predecessor's tile, and the claims they open.

use smallvec::{SmallVec, smallvec};

use super::*;

impl HandReplay<'_> {
    pub(super) fn declare(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        let doubles = tiles.iter().filter(|t| t.is_double()).count();
        let earns = |doubles: usize| crate::replay::ledger::declared_amount(self.n, doubles);
        let amount = earns(doubles);
        // Declared doubles are shown from the hand: one already on the table (the
        // set double) does not count.
        let on_table: TileSet = tiles
            .iter()
            .copied()
            .filter(|t| !self.table.hands[seat].contains(*t))
            .collect();
        let owed = earns(doubles - on_table.len());
        let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
        let why_not = if self.table.phase != Phase::Opening {
            Some(NotDeclarable::NotInOpening)
        } else if doubles != tiles.len() {
            Some(NotDeclarable::NotAllDoubles)
        } else if amount == 0 {
            Some(NotDeclarable::EarnsNothing {
                doubles,
                players: self.n,
            })
        } else if self.declared.contains(seat) {
            Some(NotDeclarable::Twice)
        } else if is_setter
            && match self.rules.get::<SetterDeclares>() {
                SetterDeclares::Allowed => false,
                SetterDeclares::NotAllowed => true,
            }
        {
            Some(NotDeclarable::SetterUnderReading)
        } else {
            None
        };
        let switch = is_setter.then_some(Switch::SetterDeclares);
        if let Some(why) = why_not {
            let what = Finding::NotDeclarable {
                player: self.player(seat),
                declared: tiles.len(),
                why,
            };
            self.penalize(
                InfractionKind::WrongClaim,
                seat,
                self.span(event),
                what,
                switch,
            );
            return;
        }
        self.declared.insert(seat);
        if !on_table.is_empty() {
            let what = Finding::DeclaredOnTable {
                player: self.player(seat),
                doubles,
                on_table,
                in_hand: doubles - on_table.len(),
                owed,
                players: self.n,
                asked: amount,
            };
            self.penalize(
                InfractionKind::WrongClaim,
                seat,
                self.span(event),
                what,
                switch,
            );
        }
        if self.excess[seat.index()] > 0 {
            let what = Finding::DeclaredUnpaid {
                player: self.player(seat),
            };
            self.note(self.span(event), what);
            return;
        }
        for other in self.others(seat) {
            self.pay(
                other,
                seat,
                owed,
                Reason::DeclaredDoubles,
                self.line(event),
                switch,
            );
        }
    }

    /// The claims that `closes` picks lose their window: kept aside, so that a late
    /// claim is told it came too late, with what closed it (`closer`, said only
    /// when a claim closes).
    pub(super) fn close_claims(
        &mut self,
        closes: impl Fn(&Claimable) -> bool,
        closer: impl FnOnce(&Self) -> Closer,
    ) {
        if !self.table.claimables.iter().any(&closes) {
            return;
        }
        let closer = closer(self);
        let (closed, open): (Vec<Claimable>, Vec<Claimable>) =
            std::mem::take(&mut self.table.claimables)
                .into_iter()
                .partition(|c| closes(c));
        self.table.claimables = open;
        self.table
            .expired
            .extend(closed.into_iter().map(|c| (c, closer.clone())));
    }

    /// At the end of the hand, a note for each double that was owed a
    /// payment and never asked for: those whose window closed unclaimed, and
    /// those still open as the hand ends. A claim made too late is no longer
    /// among them (it is a wrong claim of its own).
    pub(super) fn forgotten_claims(&mut self) {
        if self.table.claimables.is_empty() && self.table.expired.is_empty() {
            return;
        }
        let mut forgotten: Vec<Claimable> =
            self.table.expired.iter().map(|(c, _)| c.clone()).collect();
        forgotten.extend(self.table.claimables.iter().cloned());
        for claim in forgotten {
            // The event that laid the double: the claimant's last play of it.
            let laid = self.hand.events.iter().rev().find(|event| {
                event.seat == claim.seat
                    && matches!(event.action, Action::Play { written, .. }
                        if Tile::new(written.0, written.1) == claim.double)
            });
            let Some(laid) = laid else { continue };
            let what = Finding::ClaimForgotten {
                player: self.player(claim.seat),
                double: claim.double,
                against: claim.against,
                payer: self.player(claim.payer),
                amount: claim.amount,
            };
            self.note(self.span(laid), what);
        }
    }

    /// The claims that another reading of the claim window would have closed here.
    pub(super) fn stretch_claims(&mut self, closes: impl Fn(&Claimable) -> bool) {
        for claim in self.table.claimables.iter_mut().filter(|c| closes(c)) {
            claim.stretched = true;
        }
    }

    /// A double on the set tile laid out of turn in the first round's turns.
    /// Whether it is one played at once is the reading's question (see
    /// [`HandReplay::at_once_in_first_round`]). One too late under the reading
    /// in force is out of turn, and if the table lets it stand it is waited
    /// for like one played at once, unpaid: for every player whose double it
    /// is, whoever acted before it. Returns whether it was such a double.
    pub(super) fn late_double(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let Resolution::Legal(placement) = layout.resolve(written, at, Timing::Immediate) else {
            return false;
        };
        if let Some(reading) = self.at_once_in_first_round() {
            self.immediate_double(event, written, at, reading.into_iter().collect());
            return true;
        }
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid::as_written(written);
        let before = self.snapshot();
        let first = self.next_active(self.set.as_ref().map_or(seat, |s| s.seat));
        // Too late after the first player's tile (until-first-tile), or after
        // a player after him acted (either narrow reading).
        let until_first_tile =
            self.rules.get::<DoublesAtOnceWindow>() == DoublesAtOnceWindow::UntilFirstTile;
        let what = if until_first_tile && self.table.first_tile_laid {
            Finding::DoubleTooLate {
                player: self.player(seat),
                tile: shown,
                after: self.player(first),
            }
        } else {
            Finding::DoubleAfterNextPlayer {
                player: self.player(seat),
                tile: shown,
                acted: self.player(self.next_active(first)),
            }
        };
        let index = self.penalize(
            InfractionKind::OutOfTurn,
            seat,
            self.span(event),
            what,
            Some(Switch::DoublesAtOnceWindow),
        );
        self.hold_pending(
            event,
            seat,
            tile,
            before,
            index,
            Resolution::Legal(placement),
            Timing::Immediate,
        );
        true
    }

    /// A double at once on the set tile; `readings` are the switches that made it one.
    pub(super) fn immediate_double(
        &mut self,
        event: &Event,
        written: (u8, u8),
        at: Option<At>,
        readings: Vec<Switch>,
    ) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid::as_written(written);
        let layout = self.table.layout.as_ref().expect("opening has a layout");
        let resolution = layout.resolve_at_once(written, at);
        match resolution {
            Resolution::Legal(_) if self.takeback_follows => {
                self.legal_tile_taken_back(self.span(event), seat, shown, true);
            }
            Resolution::Legal(placement) => {
                let setter = self.set.as_ref().map_or(seat, |s| s.seat);
                self.close_short_window(seat, event);
                self.place(seat, tile, placement);
                self.table.waits.push(seat, placement.arm);
                if !self.table.race_over {
                    self.table.race.push(RaceTile {
                        seat,
                        tile,
                        placement,
                        at_once: true,
                    });
                }
                // D4 is about several players: one player's two doubles are both paid.
                let several = self
                    .immediate_players
                    .first()
                    .is_some_and(|first| *first != seat);
                if !self.immediate_players.contains(&seat) {
                    self.immediate_players.push(seat);
                }
                let mut switches = readings;
                if several {
                    switches.push(Switch::D4);
                }
                let first_only = match self.rules.get::<SeveralImmediateDoubles>() {
                    SeveralImmediateDoubles::AllPaid => false,
                    SeveralImmediateDoubles::FirstPaid => true,
                };
                if several && first_only {
                    self.table.unpaid.push((seat, Switch::D4));
                } else if let Some(value) = tile.double_value() {
                    let against = self
                        .table
                        .last_double
                        .map_or(tile, |(_, _, against)| against);
                    self.table.claimables.push(Claimable {
                        seat,
                        payer: setter,
                        amount: i64::from(value),
                        reason: Reason::ImmediateDouble,
                        switches,
                        double: tile,
                        against,
                        stretched: false,
                    });
                }
            }
            Resolution::Illegal { misfit, .. } => {
                let before = self.snapshot();
                // A double at once may be laid out of turn; one that does not
                // fit is a tile against the rules of the game.
                let what = Finding::DoubleAtOnceMisfit {
                    player: self.player(seat),
                    tile: shown,
                    misfit,
                };
                let index = self.penalize_under(
                    InfractionKind::IllegalTile,
                    seat,
                    self.span(event),
                    what,
                    readings,
                );
                self.hold_pending(
                    event,
                    seat,
                    tile,
                    before,
                    index,
                    resolution,
                    Timing::Immediate,
                );
            }
            Resolution::Ambiguous(choices) => self.ambiguous(event, tile, &choices),
            Resolution::NowhereNamed => self.nowhere(event, tile, at),
        }
    }

    /// Lays an offending tile where the transcript puts it and waits to see
    /// whether the table has it taken back.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn hold_pending(
        &mut self,
        event: &Event,
        seat: Seat,
        tile: Tile,
        before: Snapshot,
        infraction: usize,
        resolution: Resolution,
        timing: Timing,
    ) {
        let placement = match resolution {
            Resolution::Legal(p) => Some(p),
            Resolution::Illegal { placement, .. } => placement,
            Resolution::Ambiguous(_) | Resolution::NowhereNamed => None,
        };
        let layout = self.table.layout.as_ref().expect("a play has a layout");
        let placed = placement.map(|p| (p, layout.arms()[p.arm].last, timing));
        self.table.hands[seat].remove(tile);
        if let (Some(p), Some(layout)) = (placement, self.table.layout.as_mut()) {
            layout.place(p);
            self.table.race_over = true;
        }
        if let Some((_, against, _)) = placed {
            self.table.laid_by[tile.index()] = Some(seat);
            if tile.is_double() {
                self.table.last_double = Some((seat, tile, against));
            }
        }
        self.pending = Some(Box::new(Pending {
            seat,
            tile,
            before,
            infraction,
            placed,
            event: event.clone(),
            deferred: Vec::new(),
        }));
    }

    /// The table let an offending play stand: it takes effect.
    pub(super) fn let_stand(&mut self, pending: Pending) {
        self.infractions[pending.infraction].correction = Correction::LetStand;
        let kind = self.infractions[pending.infraction].kind;
        if matches!(
            kind,
            InfractionKind::NotOnSet | InfractionKind::WrongSetTile
        ) {
            // The set stands, and with it what it pays.
            for payment in pending.deferred {
                self.paid(payment);
            }
            return;
        }
        if pending.placed.is_none() {
            let why = Stop::StandsNowhere { tile: pending.tile };
            self.stop(self.span(&pending.event), why);
            return;
        }
        if kind == InfractionKind::PlayedInsteadOfWaiting {
            let seat = pending.seat;
            if let Some(layout) = &self.table.layout {
                let rules = self.rules;
                self.table
                    .waits
                    .settle(seat, |arm| super::pass::wait_falls(rules, layout, arm));
            }
        }
        if matches!(
            kind,
            InfractionKind::OutOfTurn | InfractionKind::IllegalTile
        ) && let Some((placement, _, Timing::Immediate)) = pending.placed
        {
            // A double laid on the set tile out of turn stays, and the turn
            // with the player whose turn it was: it is waited for, like one
            // played at once.
            self.table.waits.push(pending.seat, placement.arm);
            if self.infractions[pending.infraction]
                .switches
                .contains(&Switch::DoublesAtOnceWindow)
            {
                self.table
                    .unpaid
                    .push((pending.seat, Switch::DoublesAtOnceWindow));
            }
            return;
        }
        if kind == InfractionKind::OutOfTurn {
            // The tile stays; the turn stays with the player whose turn it was.
            let turn = self.table.turn;
            self.after_play(&pending.event, pending.seat, pending.tile, pending.placed);
            if !matches!(self.table.phase, Phase::Over(_)) {
                self.table.turn = turn;
            }
            return;
        }
        self.after_play(&pending.event, pending.seat, pending.tile, pending.placed);
    }

    /// Whether a double laid against `against` is paid, by whom, and under which reading.
    ///
    /// `Err` carries the reading that made it unpaid, if one did.
    ///
    /// Always inlined into the turn's tile: most doubles follow a tile, and
    /// the last turn alone answers for them (the player's own tile, another
    /// tile, or the tile it lies on, laid by a player still in); after a pass
    /// or on a tile that went out, the turns are read back in full.
    #[inline(always)]
    pub(super) fn predecessor_pays(
        &self,
        seat: Seat,
        against: Tile,
    ) -> Result<(Seat, Option<Switch>), Option<Switch>> {
        let last = self.table.history.last();
        let paid = match last {
            None => Err(None),
            Some(record) if record.seat == seat => Err(None),
            Some(&TurnRecord {
                played: Some(tile),
                went_out: false,
                first_out: false,
                seat: payer,
            }) => {
                if tile == against {
                    Ok((payer, None))
                } else {
                    Err(None)
                }
            }
            Some(_) => return self.predecessor_pays_in_full(seat, against),
        };
        debug_assert_eq!(
            paid,
            self.predecessor_pays_in_full(seat, against),
            "a double after a tile paid as the turns read back in full pay it"
        );
        paid
    }

    /// [`HandReplay::predecessor_pays`], with the turns read back one by one.
    #[inline(never)]
    fn predecessor_pays_in_full(
        &self,
        seat: Seat,
        against: Tile,
    ) -> Result<(Seat, Option<Switch>), Option<Switch>> {
        let pass_between = match self.rules.get::<DoubleAfterPass>() {
            DoubleAfterPass::Unpaid => true,
            DoubleAfterPass::Paid => false,
        };
        let mut passed = false;
        for record in self.table.history.iter().rev() {
            if record.seat == seat {
                return Err(None);
            }
            match record.played {
                // A pass or a wait is a turn in between; under D3=paid only a tile counts.
                None if !pass_between => passed = true,
                None => {
                    let laid_on_it =
                        self.table.history.iter().rev().find_map(|r| r.played) == Some(against);
                    return Err(laid_on_it.then_some(Switch::D3));
                }
                Some(tile) if tile == against => {
                    let mut switch = passed.then_some(Switch::D3);
                    if record.first_out {
                        return Err(None);
                    }
                    if record.went_out {
                        match self.rules.get::<DoubleOnOutTile>() {
                            DoubleOnOutTile::Unpaid => return Err(Some(Switch::D2)),
                            DoubleOnOutTile::Paid => {}
                        }
                        switch = Some(Switch::D2);
                    }
                    return Ok((record.seat, switch));
                }
                Some(_) => return Err(None),
            }
        }
        Err(None)
    }

    /// What a claim by `seat` is owed for one double, paid.
    ///
    /// Always inlined, as the payment is: a hand has a claim or two, and the
    /// calls cost about as much as the payment.
    #[inline(always)]
    fn pay_claimed(&mut self, seat: Seat, line: usize, owed: Claimable) {
        let mut switches = owed.switches;
        if owed.stretched {
            switches.push(Switch::ClaimWindow);
        }
        self.pay_under(owed.payer, seat, owed.amount, owed.reason, line, switches);
    }

    /// The open doubles a claim by `seat` for `claimed` is for, by index: the
    /// double the figure fits; else all of the player's open doubles when it
    /// is their sum; else the latest double; none when he has none open.
    fn chosen_claims(&self, seat: Seat, claimed: i64) -> SmallVec<[usize; 4]> {
        // A player has a double or two open at a time: held inline.
        let mine: SmallVec<[usize; 4]> = (0..self.table.claimables.len())
            .filter(|&i| self.table.claimables[i].seat == seat)
            .collect();
        let exact = mine
            .iter()
            .rev()
            .copied()
            .find(|&i| self.table.claimables[i].amount == claimed);
        let total: i64 = mine.iter().map(|&i| self.table.claimables[i].amount).sum();
        // (A single open double whose points are the claim is found as exact.)
        match (exact, mine.last()) {
            (Some(i), _) => smallvec![i],
            (None, Some(_)) if total == claimed => mine.clone(),
            (None, Some(&i)) => smallvec![i],
            (None, None) => SmallVec::new(),
        }
    }

    /// A claim for one double, `owed`, taken from those open: paid as it
    /// stands, with a note when the figure claimed was not what it is owed.
    /// Always inlined (see [`HandReplay::pay_claimed`]).
    #[inline(always)]
    fn claim_one(&mut self, event: &Event, amount: u32, owed: Claimable) {
        let seat = event.seat;
        if i64::from(amount) != owed.amount {
            let what = Finding::ClaimCorrected {
                player: self.player(seat),
                amount,
                owed: owed.amount,
            };
            self.note(self.span(event), what);
        }
        self.pay_claimed(seat, self.line(event), owed);
    }

    /// A claim by a player who declared doubles, for their payment: owed, and
    /// paid without asking, so a note, while the opening lasts or for the
    /// figure paid; not owed to a declarer who took too many tiles at the
    /// deal, and said so, unless he claims for a double he laid. Returns
    /// whether the claim was such an ask.
    #[cold]
    fn declarer_asks(&mut self, event: &Event, amount: u32) -> bool {
        let seat = event.seat;
        let paid = self
            .payments
            .iter()
            .filter(|p| p.to == seat && p.reason == Reason::DeclaredDoubles)
            .map(|p| p.amount)
            .max();
        let opening = matches!(self.table.phase, Phase::Announcing | Phase::Opening)
            || self.table.history.len() <= 1;
        let own_double = self
            .table
            .last_double
            .is_some_and(|(player, _, _)| player == seat);
        let too_many = self.hand.deal[seat].len().saturating_sub(8 - self.n);
        match paid {
            Some(paid) if opening || i64::from(amount) == paid => {
                let what = Finding::DeclarerAsks {
                    player: self.player(seat),
                    amount,
                    paid,
                };
                self.note(self.span(event), what);
                true
            }
            None if too_many > 0 && !own_double => {
                let what = Finding::DeclarerAsksUnowed {
                    player: self.player(seat),
                    amount,
                    too_many,
                };
                self.penalize(
                    InfractionKind::WrongClaim,
                    seat,
                    self.span(event),
                    what,
                    None,
                );
                true
            }
            _ => false,
        }
    }

    pub(super) fn claim(&mut self, event: &Event, amount: u32) {
        let seat = event.seat;
        let claimed = i64::from(amount);
        // Most claims come straight after the claimant's double, the one open:
        // it is the double claimed, whatever the figure.
        if let [only] = &self.table.claimables[..]
            && only.seat == seat
        {
            debug_assert_eq!(
                self.chosen_claims(seat, claimed)[..],
                [0],
                "the one double open, the claimant's, chosen as the claims open are read"
            );
            if let Some(owed) = self.table.claimables.pop() {
                self.claim_one(event, amount, owed);
            }
            return;
        }
        let chosen = self.chosen_claims(seat, claimed);
        if let [i] = chosen[..] {
            // Most claims are for one double, paid as it stands.
            let owed = self.table.claimables.remove(i);
            self.claim_one(event, amount, owed);
            return;
        }
        if !chosen.is_empty() {
            // Removed from the highest index down, then put back in the order laid.
            let mut owed: SmallVec<[Claimable; 2]> = SmallVec::with_capacity(chosen.len());
            for &i in chosen.iter().rev() {
                owed.push(self.table.claimables.remove(i));
            }
            owed.reverse();
            if owed.len() > 1 {
                let what = Finding::ClaimForSeveral {
                    player: self.player(seat),
                    amount,
                    doubles: owed.iter().map(|c| (c.amount, c.double)).collect(),
                };
                self.note(self.span(event), what);
            } else if claimed != owed[0].amount {
                let what = Finding::ClaimCorrected {
                    player: self.player(seat),
                    amount,
                    owed: owed[0].amount,
                };
                self.note(self.span(event), what);
            }
            for owed in owed {
                self.pay_claimed(seat, self.line(event), owed);
            }
            return;
        }
        // A claim after its window closed is not owed any more.
        if let Some(i) = self.table.expired.iter().rposition(|(c, _)| c.seat == seat) {
            let (late, closer) = self.table.expired.remove(i);
            let what = Finding::ClaimTooLate {
                player: self.player(seat),
                amount,
                double: late.double,
                against: late.against,
                closer,
            };
            let mut switches = late.switches.clone();
            switches.push(Switch::ClaimWindow);
            self.penalize_under(
                InfractionKind::WrongClaim,
                seat,
                self.span(event),
                what,
                switches,
            );
            return;
        }
        // The setter asking for his set payment: it is paid without asking.
        if let Some(paid) = self.set_paid
            && self.set.as_ref().is_some_and(|set| set.seat == seat)
            && (matches!(self.table.phase, Phase::Announcing | Phase::Opening)
                || self.table.history.len() <= 1)
        {
            let what = Finding::SetterAsks {
                player: self.player(seat),
                amount,
                paid,
            };
            self.note(self.span(event), what);
            return;
        }
        if self.declared.contains(seat) && self.declarer_asks(event, amount) {
            return;
        }
        let switch = self
            .table
            .unpaid
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, switch)| *switch);
        let what = match self.table.last_double {
            Some((player, double, against)) if player == seat => {
                let owner = match self.table.laid_by[against.index()] {
                    None => Owner::Nobody,
                    Some(o) if o == seat => Owner::Own {
                        player: self.player(o),
                    },
                    Some(o) => Owner::Other {
                        player: self.player(o),
                    },
                };
                Finding::ClaimNotOwed {
                    player: self.player(seat),
                    amount,
                    double,
                    against,
                    owner,
                }
            }
            _ => Finding::ClaimWithoutDouble {
                player: self.player(seat),
                amount,
            },
        };
        self.penalize(
            InfractionKind::WrongClaim,
            seat,
            self.span(event),
            what,
            switch,
        );
    }
}
