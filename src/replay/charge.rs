//! Moving chips: payments between players, penalties under the reading in
//! force, notes, and the problems that stop a hand.

use super::*;

impl HandReplay<'_> {
    /// A payment whose ruling depends on the reading `switch`, if any.
    ///
    /// Always inlined, as [`HandReplay::pay_under`] is: a call costs about as
    /// much as the payment.
    #[inline(always)]
    pub(super) fn pay(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: Reason,
        line: usize,
        switch: Option<Switch>,
    ) {
        self.pay_under(from, to, amount, reason, line, switch.into_iter().collect());
    }

    /// A payment whose ruling depends on the readings `switches`.
    ///
    /// Always inlined: a hand makes a dozen payments or so, and the work of
    /// one is little more than that of the call.
    #[inline(always)]
    pub(super) fn pay_under(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: Reason,
        line: usize,
        switches: Vec<Switch>,
    ) {
        if amount == 0 || from == to {
            return;
        }
        let payment = Payment {
            from,
            to,
            amount,
            reason,
            line,
            switches,
        };
        if let Some(held) = &mut self.held {
            held.push(payment);
            return;
        }
        self.paid(payment);
    }

    /// A payment that stands: the chips move, and it is written down.
    #[inline(always)]
    pub(super) fn paid(&mut self, payment: Payment) {
        self.ledger.pay(&payment);
        self.payments.push(payment);
    }

    /// Records an infraction and its penalty; returns its index.
    #[cold]
    pub(super) fn penalize(
        &mut self,
        kind: InfractionKind,
        seat: Seat,
        span: Span,
        what: Finding,
        switch: Option<Switch>,
    ) -> usize {
        self.penalize_under(kind, seat, span, what, switch.into_iter().collect())
    }

    /// Records an infraction whose ruling depends on the readings `switches`.
    #[cold]
    pub(super) fn penalize_under(
        &mut self,
        kind: InfractionKind,
        seat: Seat,
        span: Span,
        what: Finding,
        switches: Vec<Switch>,
    ) -> usize {
        let penalty = kind.penalty();
        let to_players_out = match self.rules.get::<PenaltiesToPlayersOut>() {
            PenaltiesToPlayersOut::Paid => true,
            PenaltiesToPlayersOut::Unpaid => false,
        };
        let payees: Vec<Seat> = self
            .seats()
            .iter()
            .filter(|&s| s != seat)
            .filter(|&s| to_players_out || !self.table.out.contains(s))
            .collect();
        // With an opponent out, who is paid depends on the reading of that open point
        // too, for the infraction as a whole and for each payment to a player out.
        let opponent_out = self
            .seats()
            .iter()
            .any(|s| s != seat && self.table.out.contains(s));
        let mut switches = switches;
        for &payee in &payees {
            let mut readings = switches.clone();
            if self.table.out.contains(payee) {
                readings.push(Switch::PenaltiesToPlayersOut);
            }
            self.pay_under(
                seat,
                payee,
                penalty,
                Reason::Penalty(kind),
                span.line,
                readings,
            );
        }
        if opponent_out {
            switches.push(Switch::PenaltiesToPlayersOut);
        }
        self.infractions.push(Infraction {
            hand: self.number,
            kind,
            seat,
            span,
            what,
            penalty_each: penalty,
            payees,
            switches,
            correction: Correction::None,
        });
        self.infractions.len() - 1
    }

    #[cold]
    pub(super) fn note(&mut self, span: Span, what: Finding) {
        self.notes.push(Note { span, what });
    }

    /// An event the replay cannot go past: the hand is not judged.
    #[cold]
    pub(super) fn stop(&mut self, span: Span, why: Stop) {
        self.problems.push(Problem::stopped(span, &why));
    }
}
