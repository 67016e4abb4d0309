//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.
//!
//! `nos check`'s report, text or JSON, is written hand by hand
//! ([`TextWriter`], [`JsonWriter`]): a session of a million hands is reported
//! without holding its verdict, or its report, whole.

pub mod audit;
pub mod compare;
pub mod escape;
pub mod infraction;
mod json;
pub mod page;
pub mod show;
pub mod snippet;
pub mod terminal;
mod text;
pub mod wording;

pub use json::{JsonWriter, VERDICT_FORMAT, json, problem_json};
pub use terminal::{Pen, Pens, UNWRAPPED_WIDTH};
pub use text::{TextWriter, ledger_table, text};
pub(crate) use text::{rewound, unspool};
pub use wording::{announcement_in_words, describe_announcement, game_in_words};

use std::fmt;
use std::io::{self, Write};

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, Severity,
    SourceCode,
};

use crate::replay::{HandEntry, Verdict};
use crate::report::escape::{Escaped, EscapedLines, Sentence};
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::BySeat;
use crate::transcript::Span;
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
    /// The name as given.
    name: String,
    /// The text, under the name as a diagnostic's header shows it (escaped).
    named: NamedSource<String>,
    /// The text as given, where a snippet has to show it other than as it is
    /// (control characters, long lines): see [`crate::report::snippet`].
    raw: Option<String>,
    /// Where the text starts in the transcript: at its start, or a few lines
    /// before a diagnostic's place (see [`Source::around`]).
    origin: Origin,
}

/// Where a source's text starts in the transcript: the byte offset, and the
/// line breaks before it.
#[derive(Clone, Copy, Default, Debug)]
struct Origin {
    offset: usize,
    lines: usize,
}

/// How many lines before and after a diagnostic's place [`Source::around`]
/// copies: more than a snippet draws.
const AROUND_LINES: usize = 4;

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
            name: name.to_owned(),
            named: NamedSource::new(Escaped(name).to_string(), shown).with_language("yaml"),
            raw: crate::report::snippet::needs_view(text).then(|| text.to_owned()),
            origin: Origin::default(),
        }
    }

    /// The lines of the transcript `bytes`, called `name`, around the place
    /// `at`: a diagnostic there is drawn from them as from the whole text, for
    /// the memory of a few lines whatever the size of the transcript.
    ///
    /// The line the text starts on is counted back from `at`'s own line, so
    /// that nothing before it is read.
    #[must_use]
    pub fn around(name: &str, bytes: &[u8], at: Span) -> Source {
        Source::around_all(name, bytes, [at])
    }

    /// The lines of the transcript `bytes`, called `name`, from before the
    /// first of the places `at` to after the end of the last, as
    /// [`Source::around`] has them for one place (with no place, its start).
    #[must_use]
    pub fn around_all(name: &str, bytes: &[u8], at: impl IntoIterator<Item = Span>) -> Source {
        let mut first: Option<Span> = None;
        let mut end = 0;
        for span in at {
            if first.is_none_or(|first| span.offset < first.offset) {
                first = Some(span);
            }
            end = end.max(span.offset.saturating_add(span.len));
        }
        let at = first.unwrap_or(Span {
            offset: 0,
            len: 0,
            line: 1,
            column: 1,
        });
        let offset = at.offset.min(bytes.len());
        let end = end.clamp(offset, bytes.len());
        let line_start = |i: usize| memchr::memrchr(b'\n', &bytes[..i]).map_or(0, |n| n + 1);
        let mut start = line_start(offset);
        let mut back = 0;
        while back < AROUND_LINES && start > 0 {
            start = line_start(start - 1);
            back += 1;
        }
        let mut stop = end;
        for _ in 0..=AROUND_LINES {
            match memchr::memchr(b'\n', &bytes[stop..]) {
                Some(i) => stop += i + 1,
                None => {
                    stop = bytes.len();
                    break;
                }
            }
        }
        // A place whose line does not agree with the text (none should) is
        // placed by counting the lines before it.
        let lines = match at.line.checked_sub(1 + back) {
            Some(lines) if at.offset <= bytes.len() => lines,
            _ => memchr::memchr_iter(b'\n', &bytes[..start]).count(),
        };
        let mut source = Source::new(name, &String::from_utf8_lossy(&bytes[start..stop]));
        source.origin = Origin {
            offset: start,
            lines,
        };
        source
    }

    /// The text.
    #[must_use]
    pub fn text(&self) -> &str {
        self.named.inner()
    }

    /// The name shown in diagnostics.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// A diagnostic drawn against the transcript's text: its words escaped (they
/// may quote the input), its labels placed in the text as it is shown.
struct Against<'a> {
    inner: &'a dyn Diagnostic,
    source: &'a dyn SourceCode,
    /// The labels, each where it stands in the text drawn, their words
    /// escaped and fitted to the room the line leaves them.
    labels: Vec<LabeledSpan>,
    /// The words of the labels whose line leaves them too little room: said
    /// before the help instead.
    moved: Vec<String>,
}

/// What a snippet's margin takes before the quoted line (` 1234 │ `), and the
/// turn before a label (`╰── `).
const LABEL_MARGIN: usize = 8 + 4;

/// The least room a label is drawn in beside its place; with less, its text
/// is said under the snippet, before the help.
const LABEL_ROOM: usize = 16;

/// The room the line of `source` leaves a label at `span`, drawn `width`
/// wide: from the middle of its span's underline, where the label hangs, to
/// the end.
fn room(source: &dyn SourceCode, span: (usize, usize), width: usize) -> usize {
    let column = source
        .read_span(&span.0.into(), 0, 0)
        .map_or(0, |contents| contents.column())
        + span.1 / 2;
    width.saturating_sub(column + LABEL_MARGIN)
}

impl fmt::Debug for Against<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.inner, f)
    }
}

impl fmt::Display for Against<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Sentence(self.inner), f)
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
        let help = self.inner.help();
        if self.moved.is_empty() {
            return Some(Box::new(EscapedLines(help?)));
        }
        let mut text = self.moved.join("\n");
        if let Some(help) = help {
            text.push_str(&format!("\n{}", EscapedLines(help)));
        }
        Some(Box::new(text))
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().cloned()))
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(self.source)
    }
}

/// A source whose text starts `lines` lines into the transcript: its
/// snippets are numbered as the transcript's lines.
struct Placed<'a> {
    inner: &'a dyn SourceCode,
    lines: usize,
}

impl SourceCode for Placed<'_> {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self
            .inner
            .read_span(span, context_lines_before, context_lines_after)?;
        Ok(Box::new(PlacedContents {
            inner,
            lines: self.lines,
        }))
    }
}

/// A snippet of a [`Placed`] source, its lines numbered as the transcript's.
struct PlacedContents<'a> {
    inner: Box<dyn miette::SpanContents<'a> + 'a>,
    lines: usize,
}

impl<'a> miette::SpanContents<'a> for PlacedContents<'a> {
    fn data(&self) -> &'a [u8] {
        self.inner.data()
    }
    fn span(&self) -> &miette::SourceSpan {
        self.inner.span()
    }
    fn name(&self) -> Option<&str> {
        self.inner.name()
    }
    fn line(&self) -> usize {
        self.inner.line() + self.lines
    }
    fn column(&self) -> usize {
        self.inner.column()
    }
    fn line_count(&self) -> usize {
        self.inner.line_count()
    }
    fn language(&self) -> Option<&str> {
        self.inner.language()
    }
}

/// Draws one diagnostic against the transcript.
#[must_use]
pub fn render(diagnostic: &dyn Diagnostic, source: &Source, pen: impl Into<Pen>) -> String {
    let pen = pen.into();
    let theme = match pen.style {
        Style::Colour => GraphicalTheme::unicode(),
        Style::Plain => GraphicalTheme::unicode_nocolor(),
        Style::Ascii => GraphicalTheme::none(),
        Style::AsciiColour => GraphicalTheme::ascii(),
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(pen.diagnostic_width());
    let mut out = String::new();
    let origin = source.origin;
    // Each label as an offset and length in the source's text, its words
    // escaped, and cut to its first line when it spans many.
    let labels: Vec<(usize, usize, Option<String>, bool)> = diagnostic
        .labels()
        .into_iter()
        .flatten()
        .map(|label| {
            let offset = label.offset().saturating_sub(origin.offset);
            let (len, to) = windowed(source.text(), origin.lines, offset, label.len());
            let words = label.label().map(|words| Sentence(words).to_string());
            let words = match (words, to) {
                (words, None) => words,
                (Some(words), Some(to)) => Some(format!("{words} (from here to line {to})")),
                (None, Some(to)) => Some(format!("from here to line {to}")),
            };
            (offset, len, words, label.primary())
        })
        .collect();
    let spans: Vec<(usize, usize)> = labels.iter().map(|l| (l.0, l.1)).collect();
    let shown = source
        .raw
        .as_deref()
        .map(|raw| crate::report::snippet::Shown::new(source.named.name(), raw, &spans));
    let view = shown.as_ref().map(crate::report::snippet::Shown::view);
    let as_it_is = crate::report::snippet::AsItIs::new(&source.named);
    let text: &dyn SourceCode = match &shown {
        Some(shown) => shown,
        None => &as_it_is,
    };
    // At a known width a label is wrapped to the room its line leaves it, or
    // said before the help where that room is too small.
    let mut moved = Vec::new();
    let labels = labels
        .into_iter()
        .map(|(offset, len, words, primary)| {
            let span = view.map_or((offset, len), |view| view.span(offset, len));
            let words = match (words, pen.width) {
                (Some(words), Some(width)) => {
                    let room = room(text, span, width);
                    if room >= LABEL_ROOM {
                        Some(textwrap::wrap(&words, room).join("\n"))
                    } else {
                        moved.push(words);
                        None
                    }
                }
                (words, _) => words,
            };
            if primary {
                LabeledSpan::new_primary_with_span(words, span)
            } else {
                LabeledSpan::new_with_span(words, span)
            }
        })
        .collect();
    let placed = Placed {
        inner: text,
        lines: origin.lines,
    };
    let against = Against {
        inner: diagnostic,
        source: if origin.lines == 0 { text } else { &placed },
        labels,
        moved,
    };
    if handler.render_report(&mut out, &against).is_err() {
        out = format!("{}\n", Sentence(diagnostic));
    }
    out
}

/// The most lines a label is drawn over: one that spans more (an event
/// written over two thousand lines) is drawn on its first line, and says the
/// line it ends on, so that a diagnostic stays a few lines long.
const LABEL_LINES: usize = 8;

/// A label at `offset` for `len` bytes of `text` (whose first line is the
/// transcript's line `lines + 1`), as it is drawn: its length, and the line
/// it ends on when it is cut to its first line.
fn windowed(text: &str, lines: usize, offset: usize, len: usize) -> (usize, Option<usize>) {
    let bytes = text.as_bytes();
    let start = offset.min(bytes.len());
    let end = offset.saturating_add(len).min(bytes.len());
    let inside = memchr::memchr_iter(b'\n', &bytes[start..end]);
    if inside.take(LABEL_LINES).count() < LABEL_LINES {
        return (len, None);
    }
    let first = memchr::memchr(b'\n', &bytes[start..end]).unwrap_or(0);
    let line = lines + 1 + memchr::memchr_iter(b'\n', &bytes[..start]).count();
    let to = line + memchr::memchr_iter(b'\n', &bytes[start..end]).count();
    (first, Some(to))
}

/// Draws every problem that keeps a transcript from being judged, then a
/// one-line summary naming where they are: the transcript, the rules file or
/// the command line (the problems of one call are all in one of them).
#[must_use]
pub fn render_problems(problems: &[Problem], source: &dyn Drawn, pen: impl Into<Pen>) -> String {
    let pen = pen.into();
    let mut out = draw_problems(problems, source, pen);
    let n = problems.len();
    let (s, them) = if n == 1 {
        ("", "it is")
    } else {
        ("s", "they are")
    };
    out.push_str(&pen.wrapped(match problems.first().map(|p| p.kind) {
        Some(ProblemKind::CommandLine) => {
            "Nothing was judged: the command line asks for what cannot be done.\n".to_owned()
        }
        Some(ProblemKind::RulesFile) => {
            format!("{n} problem{s} in the rules file; nothing is judged until {them} fixed.\n")
        }
        _ => format!("{n} problem{s} in the transcript; it cannot be judged until {them} fixed.\n"),
    }));
    out
}

/// Draws the problems of the hands that could not be judged, then a one-line
/// summary: which hands they are, and that the others are judged in the report.
#[must_use]
pub fn render_hand_problems(
    problems: &[Problem],
    unjudged: &[usize],
    judged: usize,
    source: &dyn Drawn,
    pen: impl Into<Pen>,
) -> String {
    let pen = pen.into();
    if judged == 0 {
        return render_problems(problems, source, pen);
    }
    let mut out = draw_problems(problems, source, pen);
    out.push_str(&pen.wrapped(hand_problems_summary(problems.len(), unjudged, judged)));
    out
}

/// How many diagnostics of one kind (one code) are drawn in full; the others
/// are counted. A few kilobytes of input can hold thousands of problems or
/// infractions of one kind, each drawn over a dozen lines: the first show
/// what is wrong, and the report stays within a small multiple of its input.
pub const DRAWN_OF_A_KIND: usize = 50;

/// Counts the diagnostics of each kind as they come, to draw the first
/// [`DRAWN_OF_A_KIND`] of each in full.
#[derive(Clone, Debug, Default)]
pub struct Drawing {
    /// Each kind's code, with how many of it came, in the order first seen.
    kinds: Vec<(String, usize)>,
}

impl Drawing {
    /// Counts one more diagnostic of `code`: whether it is drawn in full.
    pub fn count(&mut self, code: &str) -> bool {
        let index = match self.kinds.iter().position(|(kind, _)| kind == code) {
            Some(index) => index,
            None => {
                self.kinds.push((code.to_owned(), 0));
                self.kinds.len() - 1
            }
        };
        self.kinds[index].1 += 1;
        self.kinds[index].1 <= DRAWN_OF_A_KIND
    }

    /// Whether `code` has just passed what is drawn in full: its first
    /// diagnostic not drawn.
    #[must_use]
    pub fn first_left_out(&self, code: &str) -> bool {
        self.kinds
            .iter()
            .any(|(kind, n)| kind == code && *n == DRAWN_OF_A_KIND + 1)
    }

    /// A line for each kind of which some were not drawn: how many.
    #[must_use]
    pub fn left_out(&self, what: &str) -> String {
        let mut out = String::new();
        for (code, n) in &self.kinds {
            if let Some(more) = n.checked_sub(DRAWN_OF_A_KIND).filter(|&more| more > 0) {
                out.push_str(&format!(
                    "{more} more {what}{} of the kind {code} not drawn (the first {DRAWN_OF_A_KIND} are).\n",
                    if more == 1 { "" } else { "s" }
                ));
            }
        }
        out
    }
}

/// Draws problems, the first [`DRAWN_OF_A_KIND`] of each kind in full, then
/// how many of each were left out.
fn draw_problems(problems: &[Problem], source: &dyn Drawn, pen: Pen) -> String {
    let mut out = String::new();
    let mut drawing = Drawing::default();
    for problem in problems {
        if drawing.count(&problem.code()) {
            out.push_str(&render(problem, &source.around(problem.span), pen));
            out.push('\n');
        }
    }
    let left_out = drawing.left_out("problem");
    if !left_out.is_empty() {
        out.push_str(&left_out);
        out.push('\n');
    }
    out
}

/// The line that ends the problems of the hands that could not be judged:
/// `problems` of them, in the hands `unjudged`, with `judged` hands judged.
#[must_use]
pub fn hand_problems_summary(problems: usize, unjudged: &[usize], judged: usize) -> String {
    let n = problems;
    let (s, them) = if n == 1 {
        ("", "it is")
    } else {
        ("s", "they are")
    };
    if judged == 0 {
        return format!(
            "{n} problem{s} in the transcript; it cannot be judged until {them} fixed.\n"
        );
    }
    let numbers: Vec<String> = unjudged.iter().map(ToString::to_string).collect();
    format!(
        "{n} problem{s} in the transcript: hand {} could not be judged; the report judges the other {judged}.\n",
        numbers.join(", "),
    )
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
/// [`LazySource`] that copies only the lines a diagnostic draws.
pub trait Drawn {
    /// The source to draw a diagnostic at `at` against.
    fn around(&self, at: Span) -> Around<'_>;
}

/// How long a source is drawn whole (4 KiB): past it, each diagnostic is
/// drawn from the lines around its place, so that many diagnostics in a long
/// text cost no more than their lines.
const DRAWN_WHOLE: usize = 4 * 1024;

impl Drawn for Source {
    fn around(&self, at: Span) -> Around<'_> {
        if self.text().len() <= DRAWN_WHOLE || at.offset < self.origin.offset {
            return Around::Whole(self);
        }
        let text = self.raw.as_deref().unwrap_or_else(|| self.text());
        let within = Span {
            offset: at.offset - self.origin.offset,
            line: at.line.saturating_sub(self.origin.lines),
            ..at
        };
        let mut lines = Source::around(self.name(), text.as_bytes(), within);
        lines.origin.offset += self.origin.offset;
        lines.origin.lines += self.origin.lines;
        Around::Lines(lines)
    }
}

/// The source a diagnostic is drawn against: a whole text, or the lines
/// around the diagnostic's place.
pub enum Around<'a> {
    /// A source at hand.
    Whole(&'a Source),
    /// Lines copied for the one diagnostic.
    Lines(Source),
}

impl std::ops::Deref for Around<'_> {
    type Target = Source;
    fn deref(&self) -> &Source {
        match self {
            Around::Whole(source) => source,
            Around::Lines(source) => source,
        }
    }
}

/// A transcript's source drawn from only where a diagnostic needs it: a clean
/// session of any length is judged without a copy of its text, and one with
/// diagnostics with a copy of a few lines around each.
pub struct LazySource<'a> {
    name: &'a str,
    bytes: &'a [u8],
}

impl<'a> LazySource<'a> {
    /// The source of the transcript called `name`, whose bytes are `bytes`.
    #[must_use]
    pub fn new(name: &'a str, bytes: &'a [u8]) -> LazySource<'a> {
        LazySource { name, bytes }
    }
}

impl Drawn for LazySource<'_> {
    fn around(&self, at: Span) -> Around<'_> {
        Around::Lines(Source::around(self.name, self.bytes, at))
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

    /// A problem at `offset` for `len` bytes of `text`, placed as the reader places one.
    fn problem_at(text: &str, offset: usize, len: usize) -> Problem {
        let (line, column) = crate::transcript::problem::line_and_column(text, offset);
        let span = Span {
            offset,
            len,
            line,
            column,
        };
        Problem::new(ProblemKind::Yaml, span, "something is wrong here").label("here")
    }

    /// Every character boundary of `text`, and some stretches from each.
    fn places(text: &str) -> Vec<(usize, usize)> {
        let mut places = Vec::new();
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            for len in [0, 1, 7, 40] {
                let end = offset + len;
                if end <= text.len() && text.is_char_boundary(end) {
                    places.push((offset, len));
                }
            }
        }
        places
    }

    #[test]
    fn a_diagnostic_drawn_from_the_lines_around_it_reads_as_drawn_from_the_whole_text() {
        // Short lines and long ones, a control character, line ends of both
        // kinds, characters of several bytes, and no line end at the end.
        let long = format!("      - {{by: Anna, says: {}}}\n", "pass ".repeat(60));
        let mut lines = vec![
            "session:\n".to_owned(),
            "  players: [Anna, Bram, Cées]\r\n".to_owned(),
        ];
        for i in 0..12 {
            lines.push(format!("      - {{by: Bram, play: {i}-{i}}}  # ☃ {i}\n"));
        }
        lines.push(long.clone());
        lines.push("  club: \u{1b}[1mbold\n".to_owned());
        for i in 0..6 {
            lines.push(format!("      - {{by: Anna, draw: [{i}-0]}}\r\n"));
        }
        lines.push("\n".to_owned());
        lines.push("    scoresheet: {Anna: 500}".to_owned());
        let text: String = lines.concat();
        // The same lines with no long line and no control character: drawn
        // whole, without the view every line of the first is drawn through.
        let plain: String = lines
            .iter()
            .filter(|line| **line != long && !line.contains('\u{1b}'))
            .cloned()
            .collect();
        for text in [&text, &plain] {
            let whole = Source::new("t.yaml", text);
            let lazy = LazySource::new("t.yaml", text.as_bytes());
            for (offset, len) in places(text) {
                let problem = problem_at(text, offset, len);
                let lines = lazy.around(problem.span);
                assert_eq!(
                    render(&problem, &lines, Style::Plain),
                    render(&problem, &whole, Style::Plain),
                    "at {offset} for {len}"
                );
                assert!(lines.origin.offset <= offset, "at {offset}");
            }
        }
    }

    #[test]
    fn a_diagnostic_in_a_long_transcript_copies_only_the_lines_around_it() {
        let text: String = (1..=100_000)
            .map(|i| format!("      - {{by: Anna, claim: {i}}}\n"))
            .collect();
        let offset = text.find("claim: 54321}").unwrap_or_default();
        let problem = problem_at(&text, offset, 12);
        let lazy = LazySource::new("long.yaml", text.as_bytes());
        let lines = lazy.around(problem.span);
        assert_eq!(lines.text().lines().count(), 2 * AROUND_LINES + 1);
        let drawn = render(&problem, &lines, Style::Plain);
        assert!(drawn.contains("[long.yaml:54321:"), "{drawn}");
        assert!(
            drawn.contains(" 54321 │       - {by: Anna, claim: 54321}"),
            "{drawn}"
        );
        // Several problems: from before the first to after the last.
        let later = problem_at(&text, text.find("claim: 54330}").unwrap_or_default(), 5);
        let spans = [later.span, problem.span];
        let both = Source::around_all("long.yaml", text.as_bytes(), spans);
        assert_eq!(both.text().lines().count(), 2 * AROUND_LINES + 10);
        assert_eq!(
            render_problems(&[problem.clone(), later.clone()], &both, Style::Plain),
            render_problems(
                &[problem, later],
                &Source::new("long.yaml", &text),
                Style::Plain
            )
        );
    }
}
