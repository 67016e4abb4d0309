//! An infraction as a diagnostic drawn against the transcript: the sentence
//! of what happened, who pays whom, the rule, what the table did about it and
//! the readings the ruling depends on.

use std::fmt;

use miette::{Diagnostic, LabeledSpan, Severity};

use crate::replay::{Correction, Infraction};
use crate::rules::seat::BySeat;
use crate::{say, words};

/// An infraction ready to be drawn against the transcript, with names.
pub struct Shown<'a> {
    /// The infraction.
    pub infraction: &'a Infraction,
    /// The players' names.
    pub players: &'a BySeat<String>,
    /// The switch choices in force, e.g. `D3=unpaid`.
    pub readings: Vec<String>,
    /// The rule broken, as the reading in force has it.
    pub rule: &'static str,
}

impl Shown<'_> {
    /// "Bram pays 40 to each of Anna, Cees, Dirk".
    #[must_use]
    pub fn payment_sentence(&self) -> String {
        let i = self.infraction;
        let who = &self.players[i.seat];
        if i.penalty_each == 0 || i.payees.is_empty() {
            return words!("report-penalty-none", player = who);
        }
        let names: Vec<&str> = i.payees.iter().map(|s| self.players[*s].as_str()).collect();
        if names.len() == 1 {
            words!(
                "report-penalty-to-one",
                player = who,
                amount = i.penalty_each,
                payee = names[0]
            )
        } else {
            words!(
                "report-penalty-to-each",
                player = who,
                amount = i.penalty_each,
                payees = names.join(", ")
            )
        }
    }
}

impl fmt::Debug for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.infraction, f)
    }
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        say!(
            f,
            "report-infraction",
            hand = self.infraction.hand,
            what = self.infraction.what.to_string()
        )
    }
}

impl std::error::Error for Shown<'_> {}

impl Diagnostic for Shown<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(format!(
            "nos::infraction::{}",
            self.infraction.kind.code()
        )))
    }

    fn severity(&self) -> Option<Severity> {
        Some(Severity::Warning)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let i = self.infraction;
        let mut help = words!("report-rule", rule = self.rule);
        match i.correction {
            Correction::TakenBack => {
                help.push('\n');
                help.push_str(&words!("report-taken-back"));
            }
            Correction::LetStand => {
                help.push('\n');
                help.push_str(&words!("report-let-stand"));
            }
            Correction::None => {}
        }
        if !self.readings.is_empty() {
            help.push('\n');
            help.push_str(&words!(
                "report-depends-on",
                readings = self.readings.join(", ")
            ));
        }
        Some(Box::new(help))
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            Some(self.payment_sentence()),
            self.infraction.span,
        ))))
    }
}
