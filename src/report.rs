//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.

use std::fmt;

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, Severity,
    SourceCode,
};

use crate::problem::Problem;

/// How diagnostics are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// Colours and unicode, for a terminal.
    Colour,
    /// Unicode without colour: files, pipes and snapshots.
    Plain,
}

/// The transcript's text with the name shown in diagnostics.
pub struct Source {
    named: NamedSource<String>,
}

impl Source {
    /// The text of the transcript called `name`.
    #[must_use]
    pub fn new(name: &str, text: &str) -> Source {
        Source {
            named: NamedSource::new(name, text.to_owned()).with_language("yaml"),
        }
    }

    /// The text.
    #[must_use]
    pub fn text(&self) -> &str {
        self.named.inner()
    }
}

/// A diagnostic drawn against the transcript's text.
struct Against<'a> {
    inner: &'a dyn Diagnostic,
    source: &'a NamedSource<String>,
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
        self.inner.labels()
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
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(100);
    let mut out = String::new();
    let against = Against {
        inner: diagnostic,
        source: &source.named,
    };
    if handler.render_report(&mut out, &against).is_err() {
        out = format!("{diagnostic}\n");
    }
    out
}

/// Draws every problem of an unusable transcript, then a one-line summary.
#[must_use]
pub fn render_problems(problems: &[Problem], source: &Source, style: Style) -> String {
    let mut out = String::new();
    for problem in problems {
        out.push_str(&render(problem, source, style));
        out.push('\n');
    }
    let n = problems.len();
    out.push_str(&format!(
        "{n} problem{} in the transcript; it cannot be judged until {} fixed.\n",
        if n == 1 { "" } else { "s" },
        if n == 1 { "it is" } else { "they are" }
    ));
    out
}
