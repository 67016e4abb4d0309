//! Rendering: problems and infractions as diagnostics pointing into the
//! transcript, the ledger as a table, and the verdict as JSON.

use std::fmt;

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, Severity,
    SourceCode,
};

use serde_json::json;

use crate::game::{Announced, Announcement, Axis, Side};
use crate::infraction::Shown;
use crate::interpretation::Interpretation;
use crate::problem::Problem;
use crate::referee::{ChipsFrom, Ending, HandEntry, UnjudgedHand, Verdict};
use crate::seat::{BySeat, Seat};

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
    /// (control characters, long lines): see [`crate::snippet`].
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
            raw: crate::snippet::needs_view(text).then(|| text.to_owned()),
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
    view: Option<&'a crate::snippet::View>,
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
        crate::snippet::Shown::new(source.name(), raw, &labels)
    });
    let against = Against {
        inner: diagnostic,
        source: match &shown {
            Some(shown) => shown,
            None => &source.named,
        },
        view: shown.as_ref().map(crate::snippet::Shown::view),
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

/// The verdict as the documented, versioned JSON document: every hand of the
/// transcript in order, judged or not.
#[must_use]
pub fn json(verdict: &Verdict, source: &str) -> serde_json::Value {
    let players = &verdict.players;
    let name = |seat: Seat| serde_json::Value::String(players[seat].clone());
    let unjudged = |hand: &UnjudgedHand| {
        json!({
            "hand": hand.number,
            "line": hand.line,
            "judged": false,
            "problems": hand.problems.iter().map(problem_json).collect::<Vec<_>>(),
            "chips": names(players, &hand.chips),
            "chips_from": hand.chips_from.word(),
        })
    };
    let hands: Vec<serde_json::Value> = verdict
        .entries()
        .map(|entry| {
            let hand = match entry {
                HandEntry::Judged(hand) => hand,
                HandEntry::Unjudged(hand) => return unjudged(hand),
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
                        "switches": verdict.interpretation.describe(&p.switches),
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
                        "what": i.what,
                        "rule": i.kind.rule(),
                        "switches": verdict.interpretation.describe(&i.switches),
                        "correction": i.correction,
                    })
                })
                .collect();
            let notes: Vec<serde_json::Value> =
                hand.notes.iter().map(|n| json!({ "line": n.span.line, "text": n.text })).collect();
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
        })
        .collect();
    let infractions: usize = verdict.hands.iter().map(|h| h.infractions.len()).sum();
    json!({
        "format": VERDICT_FORMAT,
        "source": source,
        "rules": {
            "profile": verdict.interpretation.profile.name(),
            "label": verdict.interpretation.label(),
            "switches": switches(&verdict.interpretation),
        },
        "players": players.values().cloned().collect::<Vec<_>>(),
        "start": verdict.start,
        "hands": hands,
        "judged": verdict.hands.len(),
        "unjudged": verdict.unjudged.len(),
        "chips": names(players, &verdict.chips()),
        "infractions": infractions,
        // Null where no hand records the table's scoresheet: nothing to agree with.
        "scoresheet_agrees": scoresheet_kept(verdict).then(|| !verdict.has_sheet_differences()),
    })
}

/// The verdict for people: each infraction as a diagnostic on its event, then
/// hand by hand the payments and chips, then the ledger.
#[must_use]
pub fn text(verdict: &Verdict, source: &Source, style: Style) -> String {
    let mut out = String::new();
    let players = &verdict.players;
    for hand in &verdict.hands {
        for infraction in &hand.infractions {
            let shown = Shown {
                infraction,
                players,
                readings: verdict.interpretation.describe(&infraction.switches),
            };
            out.push_str(&render(&shown, source, style));
            out.push('\n');
        }
    }
    let width = name_width(players);
    for entry in verdict.entries() {
        let hand = match entry {
            HandEntry::Judged(hand) => hand,
            HandEntry::Unjudged(hand) => {
                out.push_str(&unjudged_text(hand));
                continue;
            }
        };
        out.push_str(&format!("Hand {} (line {})", hand.number, hand.line));
        match (hand.setter, hand.set_tile, &hand.game) {
            (Some(setter), Some((a, b)), Some(game)) => out.push_str(&format!(
                ": {} sets [{a}-{b}] and announces {}",
                players[setter],
                describe_announcement(game)
            )),
            _ if hand.ending == Ending::Redeal => {
                out.push_str(": nobody holds a double; the tiles are shuffled again")
            }
            _ => {}
        }
        out.push('\n');
        for payment in &hand.payments {
            let line = if payment.line == 0 {
                "end".to_owned()
            } else {
                format!("line {}", payment.line)
            };
            let reading = verdict.interpretation.bracketed(&payment.switches);
            out.push_str(&format!(
                "  {:>w$} pays {:<w$} {:>4}  {} ({line}){reading}\n",
                players[payment.from],
                players[payment.to],
                payment.amount,
                payment.reason.phrase(),
                w = width
            ));
        }
        for note in &hand.notes {
            out.push_str(&format!(
                "  note (line {}): {}\n",
                note.span.line, note.text
            ));
        }
        if hand.ending != Ending::Redeal {
            let counts: Vec<String> = hand
                .counts
                .iter()
                .filter(|(s, _)| hand.present[*s])
                .map(|(s, c)| format!("{} {c}", players[s]))
                .collect();
            out.push_str(&format!(
                "  ends {}; counts: {}\n",
                hand.ending.word().replace('-', " "),
                counts.join(", ")
            ));
            match hand.next_on_set {
                Some(seat) => out.push_str(&format!("  next on set: {}\n", players[seat])),
                None => out.push_str("  next on set: decided by the tie-break draw\n"),
            }
        }
        for diff in &hand.scoresheet {
            out.push_str(&format!(
                "  scoresheet differs: {} has {} on the sheet, {} by the rules ({:+})\n",
                players[diff.seat],
                diff.table,
                diff.referee,
                diff.table - diff.referee
            ));
        }
        if hand.chips_from != ChipsFrom::Referee {
            let moved: Vec<String> = hand
                .net
                .iter()
                .filter(|(s, _)| hand.present[*s])
                .map(|(s, net)| format!("{} {net:+}", players[s]))
                .collect();
            out.push_str(&format!("  moved: {}\n", moved.join(", ")));
            out.push_str(&format!("  {}\n", chips_note(hand.chips_from)));
        }
    }
    out.push('\n');
    out.push_str(&ledger_table(verdict));
    let infractions: usize = verdict.hands.iter().map(|h| h.infractions.len()).sum();
    let differences: usize = verdict.hands.iter().map(|h| h.scoresheet.len()).sum();
    let not_judged = if verdict.complete() {
        String::new()
    } else {
        format!(
            ", {} not judged (hand {})",
            verdict.unjudged.len(),
            verdict.unjudged_list()
        )
    };
    out.push_str(&format!(
        "\n{} hand(s){not_judged}, {infractions} infraction(s), {}; rules {}.\n",
        verdict.hands.len() + verdict.unjudged.len(),
        match (differences, scoresheet_kept(verdict)) {
            (0, false) => "no scoresheet kept".to_owned(),
            (0, true) => "scoresheet agrees".to_owned(),
            (n, _) => format!("{n} scoresheet figure(s) differ"),
        },
        verdict.interpretation.label()
    ));
    out
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
fn unjudged_text(hand: &UnjudgedHand) -> String {
    let n = hand.problems.len();
    let mut out = format!(
        "Hand {} (line {}): not judged, {n} problem{}\n",
        hand.number,
        hand.line,
        if n == 1 { "" } else { "s" }
    );
    for problem in &hand.problems {
        out.push_str(&format!(
            "  problem (line {}): {} [{}]\n",
            problem.span.line,
            problem.message,
            problem.code()
        ));
    }
    out.push_str(&format!(
        "  {}\n",
        match hand.chips_from {
            ChipsFrom::Scoresheet => "chips after the hand: taken from the table's scoresheet",
            _ => "chips after the hand: not known, as the table wrote no scoresheet that can be read",
        }
    ));
    out
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
    let players = &verdict.players;
    let width = name_width(players);
    let mut out = format!("{:<6}", "hand");
    for name in players.values() {
        out.push_str(&format!(" {name:>width$}"));
    }
    out.push('\n');
    out.push_str(&format!("{:<6}", "start"));
    for _ in players.values() {
        out.push_str(&format!(" {:>width$}", verdict.start));
    }
    out.push('\n');
    for entry in verdict.entries() {
        out.push_str(&format!("{:<6}", entry.number()));
        for (seat, chips) in entry.chips().iter() {
            let mark = match entry {
                HandEntry::Judged(hand) if hand.scoresheet.iter().any(|d| d.seat == seat) => "*",
                _ => "",
            };
            let chips = chips.map_or_else(|| "?".to_owned(), |c| c.to_string());
            out.push_str(&format!(" {:>width$}", format!("{mark}{chips}")));
        }
        match (entry, entry.chips_from()) {
            (HandEntry::Unjudged(_), ChipsFrom::Scoresheet) => {
                out.push_str("  not judged; the table's scoresheet")
            }
            (HandEntry::Unjudged(_), _) => out.push_str("  not judged"),
            (_, ChipsFrom::Scoresheet) => out.push_str("  the table's scoresheet"),
            _ => {}
        }
        out.push('\n');
    }
    if verdict.has_sheet_differences() {
        out.push_str("(* the table's scoresheet differs here)\n");
    }
    if verdict
        .entries()
        .any(|e| e.chips().values().any(Option::is_none))
    {
        out.push_str("(? not known: a hand before could not be judged)\n");
    }
    out
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
