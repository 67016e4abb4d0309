//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.
//!
//! `nos check`'s report, text or JSON, is written hand by hand
//! ([`TextWriter`], [`JsonWriter`]): a session of a million hands is reported
//! without holding its verdict, or its report, whole.

pub mod audit;
pub mod compare;
pub mod infraction;
mod json;
pub mod page;
pub mod show;
pub mod snippet;
pub mod terminal;
mod text;
pub mod wording;

pub use json::{JsonWriter, VERDICT_FORMAT, json, problem_json};
pub use text::{TextWriter, ledger_table, text};
pub(crate) use text::{rewound, unspool};
pub use wording::describe_announcement;

use std::fmt;
use std::io::{self, Write};

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, Severity,
    SourceCode,
};

use crate::replay::{HandEntry, Verdict};
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::BySeat;
use crate::transcript::problem::{Problem, ProblemKind};

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

/// The transcript's text with the name shown in diagnostics.
pub struct Source {
    named: NamedSource<String>,
    /// The text as given, where a snippet has to show it other than as it is
    /// (control characters, long lines): see [`crate::report::snippet`].
    raw: Option<String>,
}

impl Source {
    /// The text of the transcript called `name`. Control characters other than
    /// line ends and tabs are shown as `?`, byte for byte, so that a snippet never
    /// sends a terminal an escape sequence and every span stays where it was.
    #[must_use]
    pub fn new(name: &str, text: &str) -> Source {
        let shown: String = text
            .chars()
            .map(|c| {
                if c.is_control() && !matches!(c, '\n' | '\r' | '\t') && c.is_ascii() {
                    '?'
                } else {
                    c
                }
            })
            .collect();
        Source {
            named: NamedSource::new(name, shown).with_language("yaml"),
            raw: crate::report::snippet::needs_view(text).then(|| text.to_owned()),
        }
    }

    /// The text.
    #[must_use]
    pub fn text(&self) -> &str {
        self.named.inner()
    }

    /// The name shown in diagnostics.
    #[must_use]
    pub fn name(&self) -> &str {
        self.named.name()
    }
}

/// A diagnostic drawn against the transcript's text.
struct Against<'a> {
    inner: &'a dyn Diagnostic,
    source: &'a dyn SourceCode,
    /// Where the labels stand in a source shown other than as it is.
    view: Option<&'a crate::report::snippet::View>,
}

impl fmt::Debug for Against<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.inner, f)
    }
}

impl fmt::Display for Against<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.inner, f)
    }
}

impl std::error::Error for Against<'_> {}

impl Diagnostic for Against<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.inner.code()
    }
    fn severity(&self) -> Option<Severity> {
        self.inner.severity()
    }
    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.inner.help()
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let labels = self.inner.labels()?;
        match self.view {
            None => Some(labels),
            Some(view) => Some(Box::new(labels.map(move |label| {
                let span = view.span(label.offset(), label.len());
                let text = label.label().map(str::to_owned);
                if label.primary() {
                    LabeledSpan::new_primary_with_span(text, span)
                } else {
                    LabeledSpan::new_with_span(text, span)
                }
            }))),
        }
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(self.source)
    }
}

/// Draws one diagnostic against the transcript.
#[must_use]
pub fn render(diagnostic: &dyn Diagnostic, source: &Source, style: Style) -> String {
    let theme = match style {
        Style::Colour => GraphicalTheme::unicode(),
        Style::Plain => GraphicalTheme::unicode_nocolor(),
        Style::Ascii => GraphicalTheme::none(),
        Style::AsciiColour => GraphicalTheme::ascii(),
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(100);
    let mut out = String::new();
    let shown = source.raw.as_deref().map(|raw| {
        let labels: Vec<(usize, usize)> = diagnostic
            .labels()
            .into_iter()
            .flatten()
            .map(|label| (label.offset(), label.len()))
            .collect();
        crate::report::snippet::Shown::new(source.name(), raw, &labels)
    });
    let against = Against {
        inner: diagnostic,
        source: match &shown {
            Some(shown) => shown,
            None => &source.named,
        },
        view: shown.as_ref().map(crate::report::snippet::Shown::view),
    };
    if handler.render_report(&mut out, &against).is_err() {
        out = format!("{diagnostic}\n");
    }
    out
}

/// Draws every problem that keeps a transcript from being judged, then a
/// one-line summary naming where they are: the transcript, the rules file or
/// the command line (the problems of one call are all in one of them).
#[must_use]
pub fn render_problems(problems: &[Problem], source: &Source, style: Style) -> String {
    let mut out = String::new();
    for problem in problems {
        out.push_str(&render(problem, source, style));
        out.push('\n');
    }
    let n = problems.len();
    let (s, them) = if n == 1 {
        ("", "it is")
    } else {
        ("s", "they are")
    };
    out.push_str(&match problems.first().map(|p| p.kind) {
        Some(ProblemKind::CommandLine) => {
            "Nothing was judged: the command line asks for what cannot be done.\n".to_owned()
        }
        Some(ProblemKind::RulesFile) => {
            format!("{n} problem{s} in the rules file; nothing is judged until {them} fixed.\n")
        }
        _ => format!("{n} problem{s} in the transcript; it cannot be judged until {them} fixed.\n"),
    });
    out
}

/// Draws the problems of the hands that could not be judged, then a one-line
/// summary: which hands they are, and that the others are judged in the report.
#[must_use]
pub fn render_hand_problems(
    problems: &[Problem],
    unjudged: &[usize],
    judged: usize,
    source: &Source,
    style: Style,
) -> String {
    if judged == 0 {
        return render_problems(problems, source, style);
    }
    let mut out = String::new();
    for problem in problems {
        out.push_str(&render(problem, source, style));
        out.push('\n');
    }
    let n = problems.len();
    let numbers: Vec<String> = unjudged.iter().map(ToString::to_string).collect();
    out.push_str(&format!(
        "{n} problem{} in the transcript: hand {} could not be judged; the report judges the other {judged}.\n",
        if n == 1 { "" } else { "s" },
        numbers.join(", "),
    ));
    out
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

/// Where a report's diagnostics are drawn from: a [`Source`] at hand, or a
/// [`LazySource`] made only if a diagnostic is drawn.
pub trait Drawn {
    /// The source to draw against.
    fn source(&self) -> &Source;
}

impl Drawn for Source {
    fn source(&self) -> &Source {
        self
    }
}

/// A transcript's source made the first time a diagnostic needs it: a clean
/// session of any length is judged without a copy of its text.
pub struct LazySource<'a> {
    name: &'a str,
    bytes: &'a [u8],
    made: std::cell::OnceCell<Source>,
}

impl<'a> LazySource<'a> {
    /// The source of the transcript called `name`, whose bytes are `bytes`.
    #[must_use]
    pub fn new(name: &'a str, bytes: &'a [u8]) -> LazySource<'a> {
        LazySource {
            name,
            bytes,
            made: std::cell::OnceCell::new(),
        }
    }
}

impl Drawn for LazySource<'_> {
    fn source(&self) -> &Source {
        self.made
            .get_or_init(|| Source::new(self.name, &String::from_utf8_lossy(self.bytes)))
    }
}

/// What the end of a report needs from all the hands, counted as they pass:
/// a few counts, the numbers of the hands not judged and the chips after the
/// last hand. Nothing else of a hand is kept.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Hands judged.
    pub judged: usize,
    /// The numbers of the hands that could not be judged, in order.
    pub unjudged: Vec<usize>,
    /// Infractions in the judged hands.
    pub infractions: usize,
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
        self.infractions > 0 || self.differences > 0
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
    /// The `nos-verdict/2` document.
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
    fn control_characters_never_reach_the_terminal() {
        let source = Source::new("x.yaml", "club: \u{1b}[1mbold\u{7}\nplayers: [A]\r\n");
        assert_eq!(source.text(), "club: ?[1mbold?\nplayers: [A]\r\n");
        assert_eq!(
            source.text().len(),
            "club: \u{1b}[1mbold\u{7}\nplayers: [A]\r\n".len()
        );
    }
}
