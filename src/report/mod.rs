//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.
//!
//! `nos check`'s report, text or JSON, is written hand by hand
//! ([`TextWriter`], [`JsonWriter`]): a session of a million hands is reported
//! without holding its verdict, or its report, whole.

pub mod audit;
pub mod compare;
mod diagnostic;
pub mod escape;
pub mod infraction;
mod json;
pub mod page;
pub mod show;
pub mod snippet;
mod source;
pub mod terminal;
mod text;
pub mod wording;

pub use diagnostic::{
    DRAWN_OF_A_KIND, Drawing, hand_problems_summary, render, render_copied_hands,
    render_hand_problems, render_problems,
};
pub use json::{JsonWriter, VERDICT_FORMAT, json, problem_json};
pub use source::{Around, Drawn, LazySource, Source};
pub use terminal::{Pen, Pens, UNWRAPPED_WIDTH};
pub use text::{TextWriter, ledger_table, text};
pub(crate) use text::{rewound, unspool};
pub use wording::{announcement_in_words, describe_announcement, game_in_words};

use std::io::{self, Write};

use crate::replay::{HandEntry, Verdict};
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::BySeat;

/// How diagnostics are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// Colours and unicode, for a terminal.
    Colour,
    /// Unicode without colour: files, pipes and snapshots.
    Plain,
    /// Plain ASCII without colour, for a terminal that shows nothing else (`TERM=dumb`).
    Ascii,
    /// Plain ASCII in colour (`TERM=dumb` with `--color always`).
    AsciiColour,
}

/// The facts a verdict's report opens with, known before any hand is judged.
#[derive(Clone, Copy, Debug)]
pub struct Opening<'a> {
    /// The readings the hands are judged by.
    pub interpretation: &'a Interpretation,
    /// Names by seat.
    pub players: &'a BySeat<String>,
    /// Chips each player starts with.
    pub start: i64,
}

impl<'a> Opening<'a> {
    /// The opening facts of a whole verdict.
    #[must_use]
    pub fn of(verdict: &'a Verdict) -> Opening<'a> {
        Opening {
            interpretation: &verdict.interpretation,
            players: &verdict.players,
            start: verdict.start,
        }
    }
}

/// The numbers of some hands, in order: how many, and the first
/// [`HandNumbers::KEPT`] of them, so that the hands of a long transcript that
/// cannot be judged cost no more to list than a few.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HandNumbers {
    first: Vec<usize>,
    count: usize,
}

impl HandNumbers {
    /// How many numbers are kept, and listed.
    pub const KEPT: usize = 20;

    /// Counts one more hand, keeping its number if it is among the first.
    pub fn push(&mut self, number: usize) {
        if self.first.len() < HandNumbers::KEPT {
            self.first.push(number);
        }
        self.count += 1;
    }

    /// How many hands were counted.
    #[must_use]
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no hand was counted.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The first numbers, at most [`HandNumbers::KEPT`].
    #[must_use]
    pub fn first(&self) -> &[usize] {
        &self.first
    }
}

impl FromIterator<usize> for HandNumbers {
    fn from_iter<I: IntoIterator<Item = usize>>(numbers: I) -> Self {
        let mut list = HandNumbers::default();
        numbers.into_iter().for_each(|number| list.push(number));
        list
    }
}

/// The numbers as a sentence lists them: `2, 5`, or the first and how many
/// more: `1, 2, ..., 20 and 2999980 more`.
impl std::fmt::Display for HandNumbers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, number) in self.first.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{number}")?;
        }
        match self.count - self.first.len() {
            0 => Ok(()),
            more => {
                f.write_str(" ")?;
                crate::say!(f, "report-and-more", more = more)
            }
        }
    }
}

/// A message written where a `Display` is wanted, straight into the
/// formatter: `write!(out, "  {}", said(|f| say!(f, "report-moved", ...)))`.
pub(crate) fn said<F>(write: F) -> Said<F>
where
    F: Fn(&mut std::fmt::Formatter<'_>) -> std::fmt::Result,
{
    Said(write)
}

/// What [`said`] gives.
pub(crate) struct Said<F>(F);

impl<F: Fn(&mut std::fmt::Formatter<'_>) -> std::fmt::Result> std::fmt::Display for Said<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (self.0)(f)
    }
}

/// What the end of a report needs from all the hands, counted as they pass:
/// a few counts, the numbers of the hands not judged and the chips after the
/// last hand. Nothing else of a hand is kept.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Hands judged.
    pub judged: usize,
    /// The numbers of the hands that could not be judged, in order (the
    /// first few, and how many).
    pub unjudged: HandNumbers,
    /// Infractions in the judged hands.
    pub infractions: usize,
    /// Possible infractions in the judged hands (tiles not seen).
    pub possible: usize,
    /// Scoresheet figures that differ from the referee's.
    pub differences: usize,
    /// Whether any judged hand records the table's scoresheet.
    pub sheet_kept: bool,
    /// Whether any player's chips after some hand are not known.
    pub chips_unknown: bool,
    /// Each player's chips after the last hand so far.
    pub last_chips: Option<BySeat<Option<i64>>>,
}

impl Tally {
    /// Counts one more hand.
    pub fn count(&mut self, entry: HandEntry<'_>) {
        match entry {
            HandEntry::Judged(hand) => {
                self.judged += 1;
                self.infractions += hand.infractions.len();
                self.possible += hand.possible.len();
                self.differences += hand.scoresheet.len();
                self.sheet_kept |= hand.sheet.is_some();
            }
            HandEntry::Unjudged(hand) => self.unjudged.push(hand.number),
        }
        self.chips_unknown |= entry.chips().values().any(Option::is_none);
        self.last_chips = Some(entry.chips().clone());
    }

    /// Hands counted, judged or not.
    #[must_use]
    pub fn hands(&self) -> usize {
        self.judged + self.unjudged.len()
    }

    /// Whether the hands counted hold an infraction or a scoresheet figure
    /// that differs: what makes `nos check` exit 1.
    #[must_use]
    pub fn found(&self) -> bool {
        self.infractions > 0 || self.possible > 0 || self.differences > 0
    }

    /// Each player's chips at the end: after the last hand, or the start when
    /// there was none.
    fn chips(&self, opening: &Opening<'_>) -> BySeat<Option<i64>> {
        self.last_chips
            .clone()
            .unwrap_or_else(|| BySeat::from_fn(opening.players.len(), |_| Some(opening.start)))
    }
}

/// A report of `nos check` written hand by hand, as text or as JSON.
pub enum VerdictWriter<'a, W: Write> {
    /// Diagnostics and tables for people.
    Text(Box<TextWriter<'a, W>>),
    /// The `nos-verdict/3` document.
    Json(JsonWriter<'a, W>),
    /// Nothing: the hands are only counted, by the caller.
    Counts(W),
}

impl<W: Write> VerdictWriter<'_, W> {
    /// Writes one hand, judged or not; hands come in the transcript's order.
    ///
    /// # Errors
    /// The I/O error of the output or of the spool.
    pub fn hand(&mut self, entry: HandEntry<'_>) -> io::Result<()> {
        match self {
            VerdictWriter::Text(writer) => writer.hand(entry),
            VerdictWriter::Json(writer) => writer.hand(entry),
            VerdictWriter::Counts(_) => Ok(()),
        }
    }

    /// Writes the end of the report and hands back the output.
    ///
    /// # Errors
    /// The I/O error of the output or of the spool.
    pub fn finish(self) -> io::Result<W> {
        match self {
            VerdictWriter::Text(writer) => writer.finish(),
            VerdictWriter::Json(writer) => writer.finish(),
            VerdictWriter::Counts(out) => Ok(out),
        }
    }
}

/// Whether the transcript records the table's scoresheet after any hand.
#[must_use]
pub fn scoresheet_kept(verdict: &Verdict) -> bool {
    verdict.hands.iter().any(|hand| hand.sheet.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_of_a_million_hand_numbers_keeps_twenty() {
        let numbers: HandNumbers = (1..=1_000_000).collect();
        assert_eq!(numbers.len(), 1_000_000);
        assert_eq!(numbers.first(), (1..=20).collect::<Vec<usize>>());
        assert_eq!(
            numbers.to_string(),
            "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 and 999980 more"
        );
        let few: HandNumbers = [2, 5].into_iter().collect();
        assert_eq!(few.to_string(), "2, 5");
        assert!(HandNumbers::default().is_empty());
    }
}
