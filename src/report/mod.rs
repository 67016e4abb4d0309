//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.
//!
//! `nos check`'s report, text or JSON, is written hand by hand
//! ([`TextWriter`], [`JsonWriter`]): a session of a million hands is reported
//! without holding its verdict, or its report, whole.

pub mod audit;
pub mod compare;
pub mod infraction;
pub mod page;
pub mod show;
pub mod snippet;
pub mod terminal;
pub mod wording;

use std::fmt;
use std::io::{self, BufWriter, Seek, SeekFrom, Write};

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, Severity,
    SourceCode,
};

use serde_json::json;
use tempfile::SpooledTempFile;

use crate::replay::{ChipsFrom, Ending, HandEntry, HandVerdict, UnjudgedHand, Verdict};
use crate::report::infraction::Shown;
use crate::rules::game::{Announced, Announcement, Axis, Side};
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::problem::Problem;

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

/// The version of the JSON verdict's shape; bumped on any incompatible change.
pub const VERDICT_FORMAT: &str = "nos-verdict/2";

fn names<T: Copy + Into<serde_json::Value>>(
    players: &BySeat<String>,
    values: &BySeat<T>,
) -> serde_json::Value {
    let map: serde_json::Map<String, serde_json::Value> = values
        .iter()
        .map(|(seat, v)| (players[seat].clone(), (*v).into()))
        .collect();
    serde_json::Value::Object(map)
}

/// Like [`names`], for the players in a hand only.
fn present_names(
    players: &BySeat<String>,
    values: &BySeat<u32>,
    present: &BySeat<bool>,
) -> serde_json::Value {
    let map: serde_json::Map<String, serde_json::Value> = values
        .iter()
        .filter(|(seat, _)| present[*seat])
        .map(|(seat, v)| (players[seat].clone(), (*v).into()))
        .collect();
    serde_json::Value::Object(map)
}

fn switches(i: &Interpretation) -> serde_json::Value {
    let map: serde_json::Map<String, serde_json::Value> = i
        .all()
        .map(|(s, choice)| {
            (
                s.id().to_owned(),
                serde_json::Value::String(choice.to_owned()),
            )
        })
        .collect();
    serde_json::Value::Object(map)
}

fn announcement_json(a: &Announcement) -> serde_json::Value {
    json!({ "number": a.name.number(), "name": a.name.word(), "text": describe_announcement(a) })
}

/// The announcement in words, options included.
#[must_use]
pub fn describe_announcement(a: &Announcement) -> String {
    let mut text = format!("{}", a.name);
    let side = |s: &Side| match s {
        Side::Pip(p) => format!("the {p}"),
        Side::Arm(arm) => format!("{arm}"),
    };
    match a.first {
        Some(Announced::HereThenThere { here, there }) => {
            text.push_str(&format!(", first {}", side(&here)));
            if let Some(there) = there {
                text.push_str(&format!(" then {}", side(&there)));
            } else {
                text.push_str(" then the other side");
            }
        }
        Some(Announced::TilesFirst { side: s, tiles }) => {
            text.push_str(&format!(", {tiles} tile(s) on {} first", side(&s)))
        }
        None => {}
    }
    if let Some(then) = a.then {
        text.push_str(&format!(", then {then}"));
    }
    if let Some(s) = a.ordinary_side {
        text.push_str(&format!(", ordinary on {}", side(&s)));
    }
    if let Some(axis) = a.ordinary_axis {
        text.push_str(match axis {
            Axis::NorthSouth => ", ordinary north-south",
            Axis::EastWest => ", ordinary east-west",
        });
    }
    text
}

/// A problem as JSON: its code, message, place and advice.
#[must_use]
pub fn problem_json(problem: &Problem) -> serde_json::Value {
    json!({
        "code": problem.code(),
        "message": problem.message,
        "line": problem.span.line,
        "column": problem.span.column,
        "help": problem.help,
    })
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

/// How much of a spooled section stays in memory before it moves to a
/// temporary file: enough for every evening a club plays, small beside the
/// memory a long generated session may use.
const SPOOL_IN_MEMORY: usize = 1 << 20;

/// Writes `nos check`'s text report hand by hand.
///
/// The report opens with the diagnostic of every infraction of every hand; the
/// hands' own lines and the ledger's rows come after all of them. So the
/// diagnostics are written as their hands arrive, and each hand's lines and
/// ledger row wait in a spool (in memory, then in a temporary file when large)
/// until [`TextWriter::finish`]. What the closing lines need is a [`Tally`].
pub struct TextWriter<'a, W: Write> {
    out: W,
    opening: Opening<'a>,
    source: &'a dyn Drawn,
    style: Style,
    /// The width of a column headed by a player's name.
    width: usize,
    /// The hand-by-hand section.
    hands: BufWriter<SpooledTempFile>,
    /// The ledger table's rows, one per hand.
    rows: BufWriter<SpooledTempFile>,
    tally: Tally,
}

impl<'a, W: Write> TextWriter<'a, W> {
    /// A text report into `out`, with diagnostics drawn against `source`.
    /// Nothing is written until the first hand.
    #[must_use]
    pub fn begin(out: W, opening: Opening<'a>, source: &'a dyn Drawn, style: Style) -> Self {
        Self::spooling(out, opening, source, style, SPOOL_IN_MEMORY)
    }

    fn spooling(
        out: W,
        opening: Opening<'a>,
        source: &'a dyn Drawn,
        style: Style,
        in_memory: usize,
    ) -> Self {
        let spool = || BufWriter::new(SpooledTempFile::new(in_memory));
        TextWriter {
            out,
            opening,
            source,
            style,
            width: name_width(opening.players),
            hands: spool(),
            rows: spool(),
            tally: Tally::default(),
        }
    }

    /// Writes one hand, judged or not; hands come in the transcript's order.
    ///
    /// # Errors
    /// The I/O error of the output or of the spool.
    pub fn hand(&mut self, entry: HandEntry<'_>) -> io::Result<()> {
        self.tally.count(entry);
        let players = self.opening.players;
        match entry {
            HandEntry::Judged(hand) => {
                for infraction in &hand.infractions {
                    let shown = Shown {
                        infraction,
                        players,
                        readings: self.opening.interpretation.describe(&infraction.switches),
                    };
                    self.out
                        .write_all(render(&shown, self.source.source(), self.style).as_bytes())?;
                    self.out.write_all(b"\n")?;
                }
                judged_text(&mut self.hands, hand, &self.opening, self.width)?;
            }
            HandEntry::Unjudged(hand) => unjudged_text(&mut self.hands, hand)?,
        }
        ledger_row(&mut self.rows, entry, self.width)
    }

    /// Writes the hands' lines, the ledger and the summary line, and hands
    /// back the output.
    ///
    /// # Errors
    /// The I/O error of the output or of the spool.
    pub fn finish(mut self) -> io::Result<W> {
        unspool(self.hands, &mut self.out)?;
        self.out.write_all(b"\n")?;
        ledger_head(&mut self.out, &self.opening, self.width)?;
        unspool(self.rows, &mut self.out)?;
        ledger_foot(&mut self.out, &self.tally)?;
        let tally = &self.tally;
        let not_judged = if tally.unjudged.is_empty() {
            String::new()
        } else {
            format!(
                ", {} not judged (hand {})",
                tally.unjudged.len(),
                numbers(&tally.unjudged)
            )
        };
        writeln!(
            self.out,
            "\n{} hand(s){not_judged}, {} infraction(s), {}; rules {}.",
            tally.hands(),
            tally.infractions,
            match (tally.differences, tally.sheet_kept) {
                (0, false) => "no scoresheet kept".to_owned(),
                (0, true) => "scoresheet agrees".to_owned(),
                (n, _) => format!("{n} scoresheet figure(s) differ"),
            },
            self.opening.interpretation.label()
        )?;
        Ok(self.out)
    }
}

/// Copies a spooled section to the output.
fn unspool(spool: BufWriter<SpooledTempFile>, out: &mut impl Write) -> io::Result<()> {
    let mut spool = spool.into_inner().map_err(io::IntoInnerError::into_error)?;
    spool.seek(SeekFrom::Start(0))?;
    io::copy(&mut spool, out)?;
    Ok(())
}

/// Hand numbers as a sentence lists them: `2, 5`.
fn numbers(hands: &[usize]) -> String {
    hands
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes `nos check`'s JSON report, the `nos-verdict/2` document, hand by
/// hand, byte for byte as serde_json pretty-prints the whole document (and a
/// line end after it).
///
/// Every key that depends on all the hands (the counts, the chips at the end,
/// whether the scoresheet agrees) stands after `hands`, so each hand is
/// written as it arrives; the end needs only a [`Tally`].
pub struct JsonWriter<'a, W: Write> {
    out: W,
    opening: Opening<'a>,
    tally: Tally,
}

impl<'a, W: Write> JsonWriter<'a, W> {
    /// A JSON report into `out` for the transcript called `source`: writes
    /// the keys that come before the hands.
    ///
    /// # Errors
    /// The I/O error of the output.
    pub fn begin(mut out: W, opening: Opening<'a>, source: &str) -> io::Result<Self> {
        let rules = json!({
            "profile": opening.interpretation.profile.name(),
            "label": opening.interpretation.label(),
            "switches": switches(opening.interpretation),
        });
        let players: Vec<&String> = opening.players.values().collect();
        out.write_all(b"{")?;
        member(&mut out, "format", &json!(VERDICT_FORMAT), true)?;
        member(&mut out, "source", &json!(source), false)?;
        member(&mut out, "rules", &rules, false)?;
        member(&mut out, "players", &json!(players), false)?;
        member(&mut out, "start", &json!(opening.start), false)?;
        out.write_all(b",\n  \"hands\": [")?;
        Ok(JsonWriter {
            out,
            opening,
            tally: Tally::default(),
        })
    }

    /// Writes one hand, judged or not; hands come in the transcript's order.
    ///
    /// # Errors
    /// The I/O error of the output.
    pub fn hand(&mut self, entry: HandEntry<'_>) -> io::Result<()> {
        let first = self.tally.hands() == 0;
        self.tally.count(entry);
        self.out
            .write_all(if first { b"\n    " } else { b",\n    " })?;
        pretty(&mut self.out, &hand_json(entry, &self.opening), 2)
    }

    /// Writes the keys after the hands and closes the document; hands back
    /// the output.
    ///
    /// # Errors
    /// The I/O error of the output.
    pub fn finish(mut self) -> io::Result<W> {
        let tally = &self.tally;
        self.out
            .write_all(if tally.hands() == 0 { b"]" } else { b"\n  ]" })?;
        let out = &mut self.out;
        member(out, "judged", &json!(tally.judged), false)?;
        member(out, "unjudged", &json!(tally.unjudged.len()), false)?;
        let chips = tally.chips(&self.opening);
        member(out, "chips", &names(self.opening.players, &chips), false)?;
        member(out, "infractions", &json!(tally.infractions), false)?;
        // Null where no hand records the table's scoresheet: nothing to agree with.
        let agrees = tally.sheet_kept.then_some(tally.differences == 0);
        member(out, "scoresheet_agrees", &json!(agrees), false)?;
        out.write_all(b"\n}\n")?;
        Ok(self.out)
    }
}

/// Writes a key of the document's top level and its value, after a comma
/// unless it is the first.
fn member(
    out: &mut impl Write,
    key: &str,
    value: &serde_json::Value,
    first: bool,
) -> io::Result<()> {
    out.write_all(if first { b"\n  " } else { b",\n  " })?;
    serde_json::to_writer(&mut *out, key)?;
    out.write_all(b": ")?;
    pretty(out, value, 1)
}

/// Writes `value` pretty-printed as it stands `depth` levels into the
/// document: each of its lines after the first indented that much more.
fn pretty(out: &mut impl Write, value: &serde_json::Value, depth: usize) -> io::Result<()> {
    let mut indented = Indented { out, indent: depth };
    serde_json::to_writer_pretty(&mut indented, value)?;
    Ok(())
}

/// A writer that indents every line after the first by `indent` levels. The
/// line ends serde_json writes are all between values: a line end in a string
/// is escaped.
struct Indented<'w, W: Write> {
    out: &'w mut W,
    indent: usize,
}

impl<W: Write> Write for Indented<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut lines = buf.split(|&b| b == b'\n');
        if let Some(first) = lines.next() {
            self.out.write_all(first)?;
        }
        for line in lines {
            self.out.write_all(b"\n")?;
            for _ in 0..self.indent {
                self.out.write_all(b"  ")?;
            }
            self.out.write_all(line)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// One hand of the JSON document, judged or not.
fn hand_json(entry: HandEntry<'_>, opening: &Opening<'_>) -> serde_json::Value {
    let players = opening.players;
    let interpretation = opening.interpretation;
    let name = |seat: Seat| serde_json::Value::String(players[seat].clone());
    let hand = match entry {
        HandEntry::Judged(hand) => hand,
        HandEntry::Unjudged(hand) => {
            return json!({
                "hand": hand.number,
                "line": hand.line,
                "judged": false,
                "problems": hand.problems.iter().map(problem_json).collect::<Vec<_>>(),
                "chips": names(players, &hand.chips),
                "chips_from": hand.chips_from.word(),
            });
        }
    };
    let payments: Vec<serde_json::Value> = hand
        .payments
        .iter()
        .map(|p| {
            json!({
                "from": name(p.from),
                "to": name(p.to),
                "amount": p.amount,
                "reason": p.reason.code(),
                "line": if p.line == 0 { serde_json::Value::Null } else { p.line.into() },
                "switches": interpretation.describe(&p.switches),
            })
        })
        .collect();
    let infractions: Vec<serde_json::Value> = hand
        .infractions
        .iter()
        .map(|i| {
            json!({
                "player": name(i.seat),
                "kind": i.kind.code(),
                "penalty_each": i.penalty_each,
                "payees": i.payees.iter().map(|s| name(*s)).collect::<Vec<_>>(),
                "line": i.span.line,
                "column": i.span.column,
                "what": i.what.to_string(),
                "facts": i.what,
                "rule": i.kind.rule(),
                "switches": interpretation.describe(&i.switches),
                "correction": i.correction,
            })
        })
        .collect();
    let notes: Vec<serde_json::Value> = hand
        .notes
        .iter()
        .map(|n| json!({ "line": n.span.line, "text": n.what.to_string(), "facts": n.what }))
        .collect();
    let sheet: Vec<serde_json::Value> = hand
        .scoresheet
        .iter()
        .map(|d| json!({ "player": name(d.seat), "table": d.table, "referee": d.referee, "line": d.span.line }))
        .collect();
    json!({
        "hand": hand.number,
        "line": hand.line,
        "judged": true,
        "setter": hand.setter.map(name),
        "set": hand.set_tile.map(|(a, b)| format!("{a}-{b}")),
        "game": hand.game.as_ref().map(announcement_json),
        "ending": hand.ending.word(),
        "counts": present_names(players, &hand.counts, &hand.present),
        "payments": payments,
        "infractions": infractions,
        "notes": notes,
        "net": names(players, &hand.net),
        "chips": names(players, &hand.chips),
        "chips_from": hand.chips_from.word(),
        "next_on_set": hand.next_on_set.map(name),
        "scoresheet": sheet,
    })
}

/// A report of `nos check` written hand by hand, as text or as JSON.
pub enum VerdictWriter<'a, W: Write> {
    /// Diagnostics and tables for people.
    Text(Box<TextWriter<'a, W>>),
    /// The `nos-verdict/2` document.
    Json(JsonWriter<'a, W>),
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
        }
    }
}

/// The verdict as the documented, versioned JSON document: every hand of the
/// transcript in order, judged or not. The same document as [`JsonWriter`]
/// writes, as a value.
#[must_use]
pub fn json(verdict: &Verdict, source: &str) -> serde_json::Value {
    let written =
        JsonWriter::begin(Vec::new(), Opening::of(verdict), source).and_then(|mut writer| {
            verdict.entries().try_for_each(|entry| writer.hand(entry))?;
            writer.finish()
        });
    // Writing into memory does not fail, and what serde_json wrote it reads.
    written
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or(serde_json::Value::Null)
}

/// The verdict for people: each infraction as a diagnostic on its event, then
/// hand by hand the payments and chips, then the ledger. The same text as
/// [`TextWriter`] writes.
#[must_use]
pub fn text(verdict: &Verdict, source: &Source, style: Style) -> String {
    // Spooled in memory whatever its size: the text is wanted in memory anyway.
    let mut writer =
        TextWriter::spooling(Vec::new(), Opening::of(verdict), source, style, usize::MAX);
    let written = verdict
        .entries()
        .try_for_each(|entry| writer.hand(entry))
        .and_then(|()| writer.finish());
    // Writing into memory does not fail.
    written
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .unwrap_or_default()
}

/// One judged hand's lines.
fn judged_text(
    out: &mut impl Write,
    hand: &HandVerdict,
    opening: &Opening<'_>,
    width: usize,
) -> io::Result<()> {
    let players = opening.players;
    write!(out, "Hand {} (line {})", hand.number, hand.line)?;
    match (hand.setter, hand.set_tile, &hand.game) {
        (Some(setter), Some((a, b)), Some(game)) => write!(
            out,
            ": {} sets [{a}-{b}] and announces {}",
            players[setter],
            describe_announcement(game)
        )?,
        _ if hand.ending == Ending::Redeal => {
            out.write_all(b": nobody holds a double; the tiles are shuffled again")?;
        }
        _ => {}
    }
    out.write_all(b"\n")?;
    for payment in &hand.payments {
        let line = if payment.line == 0 {
            "end".to_owned()
        } else {
            format!("line {}", payment.line)
        };
        let reading = opening.interpretation.bracketed(&payment.switches);
        writeln!(
            out,
            "  {:>w$} pays {:<w$} {:>4}  {} ({line}){reading}",
            players[payment.from],
            players[payment.to],
            payment.amount,
            payment.reason.phrase(),
            w = width
        )?;
    }
    for note in &hand.notes {
        writeln!(out, "  note (line {}): {}", note.span.line, note.what)?;
    }
    if hand.ending != Ending::Redeal {
        let counts: Vec<String> = hand
            .counts
            .iter()
            .filter(|(s, _)| hand.present[*s])
            .map(|(s, c)| format!("{} {c}", players[s]))
            .collect();
        writeln!(
            out,
            "  ends {}; counts: {}",
            hand.ending.word().replace('-', " "),
            counts.join(", ")
        )?;
        match hand.next_on_set {
            Some(seat) => writeln!(out, "  next on set: {}", players[seat])?,
            None => writeln!(out, "  next on set: decided by the tie-break draw")?,
        }
    }
    for diff in &hand.scoresheet {
        writeln!(
            out,
            "  scoresheet differs: {} has {} on the sheet, {} by the rules ({:+})",
            players[diff.seat],
            diff.table,
            diff.referee,
            diff.table - diff.referee
        )?;
    }
    if hand.chips_from != ChipsFrom::Referee {
        let moved: Vec<String> = hand
            .net
            .iter()
            .filter(|(s, _)| hand.present[*s])
            .map(|(s, net)| format!("{} {net:+}", players[s]))
            .collect();
        writeln!(out, "  moved: {}", moved.join(", "))?;
        writeln!(out, "  {}", chips_note(hand.chips_from))?;
    }
    Ok(())
}

/// Whether the transcript records the table's scoresheet after any hand.
#[must_use]
pub fn scoresheet_kept(verdict: &Verdict) -> bool {
    verdict.hands.iter().any(|hand| hand.sheet.is_some())
}

/// Where the chips after a hand come from, when not from the referee's own figures.
fn chips_note(from: ChipsFrom) -> &'static str {
    match from {
        ChipsFrom::Referee => "chips after the hand: the referee's",
        ChipsFrom::Scoresheet => {
            "chips after the hand: taken from the table's scoresheet, as the chips before it are not known"
        }
        ChipsFrom::Unknown => {
            "chips after the hand: not known, as a hand before could not be judged and no scoresheet since gives them"
        }
    }
}

/// A hand that could not be judged: its problems in short (drawn in full as
/// diagnostics), and where the chips stand after it.
fn unjudged_text(out: &mut impl Write, hand: &UnjudgedHand) -> io::Result<()> {
    let n = hand.problems.len();
    writeln!(
        out,
        "Hand {} (line {}): not judged, {n} problem{}",
        hand.number,
        hand.line,
        if n == 1 { "" } else { "s" }
    )?;
    for problem in &hand.problems {
        writeln!(
            out,
            "  problem (line {}): {} [{}]",
            problem.span.line,
            problem.message,
            problem.code()
        )?;
    }
    writeln!(
        out,
        "  {}",
        match hand.chips_from {
            ChipsFrom::Scoresheet => "chips after the hand: taken from the table's scoresheet",
            _ =>
                "chips after the hand: not known, as the table wrote no scoresheet that can be read",
        }
    )
}

/// The width of a column headed by a player's name.
fn name_width(players: &BySeat<String>) -> usize {
    players
        .values()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(4)
        .max(6)
}

/// Chips after each hand, one column per player.
#[must_use]
pub fn ledger_table(verdict: &Verdict) -> String {
    let opening = Opening::of(verdict);
    let width = name_width(opening.players);
    let mut out = Vec::new();
    let mut tally = Tally::default();
    let written = ledger_head(&mut out, &opening, width)
        .and_then(|()| {
            verdict.entries().try_for_each(|entry| {
                tally.count(entry);
                ledger_row(&mut out, entry, width)
            })
        })
        .and_then(|()| ledger_foot(&mut out, &tally));
    // Writing into memory does not fail.
    debug_assert!(written.is_ok());
    String::from_utf8_lossy(&out).into_owned()
}

/// The ledger's heading: the players' names, then the chips at the start.
fn ledger_head(out: &mut impl Write, opening: &Opening<'_>, width: usize) -> io::Result<()> {
    write!(out, "{:<6}", "hand")?;
    for name in opening.players.values() {
        write!(out, " {name:>width$}")?;
    }
    out.write_all(b"\n")?;
    write!(out, "{:<6}", "start")?;
    for _ in opening.players.values() {
        write!(out, " {:>width$}", opening.start)?;
    }
    out.write_all(b"\n")
}

/// The ledger's row for one hand: the chips after it, marked where the
/// table's scoresheet differs.
fn ledger_row(out: &mut impl Write, entry: HandEntry<'_>, width: usize) -> io::Result<()> {
    write!(out, "{:<6}", entry.number())?;
    for (seat, chips) in entry.chips().iter() {
        let mark = match entry {
            HandEntry::Judged(hand) if hand.scoresheet.iter().any(|d| d.seat == seat) => "*",
            _ => "",
        };
        let chips = chips.map_or_else(|| "?".to_owned(), |c| c.to_string());
        write!(out, " {:>width$}", format!("{mark}{chips}"))?;
    }
    match (entry, entry.chips_from()) {
        (HandEntry::Unjudged(_), ChipsFrom::Scoresheet) => {
            out.write_all(b"  not judged; the table's scoresheet")?;
        }
        (HandEntry::Unjudged(_), _) => out.write_all(b"  not judged")?,
        (_, ChipsFrom::Scoresheet) => out.write_all(b"  the table's scoresheet")?,
        _ => {}
    }
    out.write_all(b"\n")
}

/// The ledger's footnotes, for the marks its rows use.
fn ledger_foot(out: &mut impl Write, tally: &Tally) -> io::Result<()> {
    if tally.differences > 0 {
        writeln!(out, "(* the table's scoresheet differs here)")?;
    }
    if tally.chips_unknown {
        writeln!(out, "(? not known: a hand before could not be judged)")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_spooled_through_temporary_files_is_the_same_text() {
        let text = include_str!("../../fixtures/evening.yaml");
        let session = crate::load(text).expect("the evening reads");
        let verdict = crate::replay::judge_all(&session, Interpretation::default());
        let source = Source::new("fixtures/evening.yaml", text);
        let written = |in_memory: usize| {
            let mut writer = TextWriter::spooling(
                Vec::new(),
                Opening::of(&verdict),
                &source,
                Style::Plain,
                in_memory,
            );
            for entry in verdict.entries() {
                writer.hand(entry).expect("written");
            }
            String::from_utf8(writer.finish().expect("written")).expect("UTF-8")
        };
        // Nothing kept in memory: every hand's lines and row go to a file at once.
        let through_files = written(0);
        assert_eq!(through_files, written(usize::MAX));
        assert!(through_files.contains("Hand 8 (line"), "{through_files}");
    }

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
