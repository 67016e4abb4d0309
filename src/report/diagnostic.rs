//! Drawing a diagnostic against the transcript's text: its words escaped,
//! its labels placed in the text as a snippet shows it, and a label over many
//! lines drawn on its first; and how many of each kind are drawn in full.

use std::fmt;

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, Severity, SourceCode,
};

use crate::report::escape::{EscapedLines, Sentence};
use crate::report::{Drawn, HandNumbers, Pen, Source, Style};
use crate::transcript::problem::{Problem, ProblemKind};

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
            let (offset, len) = source.placed(label.offset(), label.len());
            let (len, to) = windowed(source.text(), origin.lines, offset, len);
            let words = label.label().map(|words| Sentence(words).to_string());
            let words = match (words, to) {
                (words, None) => words,
                (Some(words), Some(to)) => Some(crate::words!(
                    "problem-label-to-line",
                    label = words,
                    line = to
                )),
                (None, Some(to)) => Some(crate::words!("problem-from-here-to-line", line = to)),
            };
            (offset, len, words, label.primary())
        })
        .collect();
    let spans: Vec<(usize, usize)> = labels.iter().map(|l| (l.0, l.1)).collect();
    let shown = source.raw.as_deref().map(|raw| {
        crate::report::snippet::Shown::cut(source.named.name(), raw, &spans, &source.cuts)
    });
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
    out.push_str(&pen.wrapped(match problems.first().map(|p| p.kind) {
        Some(ProblemKind::CommandLine) => {
            format!("{}\n", crate::words!("problem-summary-command-line"))
        }
        Some(ProblemKind::RulesFile) => {
            format!(
                "{}\n",
                crate::words!("problem-summary-rules-file", count = n)
            )
        }
        _ => hand_problems_summary(n, &HandNumbers::default(), 0),
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
    let unjudged: HandNumbers = unjudged.iter().copied().collect();
    out.push_str(&pen.wrapped(hand_problems_summary(problems.len(), &unjudged, judged)));
    out
}

/// Draws the problems of the hands a public record copies as they are
/// written, then a one-line summary: which hands they are, and that the
/// other `public` hands are made public.
#[must_use]
pub fn render_copied_hands(
    problems: &[Problem],
    copied: &[usize],
    public: usize,
    source: &dyn Drawn,
    pen: impl Into<Pen>,
) -> String {
    let pen = pen.into();
    let mut out = draw_problems(problems, source, pen);
    let n = problems.len();
    let copied_hands = copied.len();
    let copied: HandNumbers = copied.iter().copied().collect();
    out.push_str(&pen.wrapped(format!(
        "{}\n",
        crate::words!(
            "problem-summary-copied",
            count = n,
            hands = copied_hands,
            copied = copied.to_string(),
            public = public
        )
    )));
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

    /// A line for each kind of which some were not drawn: how many. `what`
    /// is `problem` or `infraction`.
    #[must_use]
    pub fn left_out(&self, what: &str) -> String {
        let mut out = String::new();
        for (code, n) in &self.kinds {
            if let Some(more) = n.checked_sub(DRAWN_OF_A_KIND).filter(|&more| more > 0) {
                out.push_str(&crate::words!(
                    "problem-left-out",
                    count = more,
                    what = what,
                    code = code.as_str(),
                    drawn = DRAWN_OF_A_KIND
                ));
                out.push('\n');
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
pub fn hand_problems_summary(problems: usize, unjudged: &HandNumbers, judged: usize) -> String {
    let n = problems;
    if judged == 0 {
        return format!("{}\n", crate::words!("problem-summary", count = n));
    }
    format!(
        "{}\n",
        crate::words!(
            "problem-summary-some-judged",
            count = n,
            unjudged = unjudged.to_string(),
            judged = judged
        )
    )
}
