//! The JSON report (`nos-verdict/3`): one document for the session, written
//! hand by hand, with every infraction's and note's facts beside its sentence.

use crate::report::Opening;
use crate::report::Tally;
use crate::report::describe_announcement;
use std::io::{self, Write};

use serde_json::json;

use crate::lang::{self, Lang};
use crate::replay::finding::Finding;
use crate::replay::{HandEntry, Verdict};
use crate::rules::game::Announcement;
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::problem::Problem;

/// The version of the JSON verdict's shape; bumped on any incompatible change.
pub const VERDICT_FORMAT: &str = "nos-verdict/3";

pub(super) fn names<T: Copy + Into<serde_json::Value>>(
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
/// Each player's count at the end, by name; null where a public record
/// leaves it unknown.
fn counts_json(players: &BySeat<String>, hand: &crate::replay::HandVerdict) -> serde_json::Value {
    let mut counts = present_names(players, &hand.counts, &hand.present);
    if let serde_json::Value::Object(map) = &mut counts {
        for seat in hand.counts_unknown {
            map.insert(players[seat].clone(), serde_json::Value::Null);
        }
    }
    counts
}

pub(super) fn present_names(
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

pub(super) fn switches(i: &Interpretation) -> serde_json::Value {
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

pub(super) fn announcement_json(a: &Announcement) -> serde_json::Value {
    json!({ "number": a.name.number(), "name": a.name.word(), "text": describe_announcement(a) })
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

/// Writes `nos check`'s JSON report, the `nos-verdict/3` document, hand by
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
        if tally.possible > 0 {
            member(out, "possible", &json!(tally.possible), false)?;
        }
        // Null where no hand records the table's scoresheet: nothing to agree with.
        let agrees = tally.sheet_kept.then_some(tally.differences == 0);
        member(out, "scoresheet_agrees", &json!(agrees), false)?;
        out.write_all(b"\n}\n")?;
        Ok(self.out)
    }
}

/// Writes a key of the document's top level and its value, after a comma
/// unless it is the first.
pub(super) fn member(
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
pub(super) fn pretty(
    out: &mut impl Write,
    value: &serde_json::Value,
    depth: usize,
) -> io::Result<()> {
    let mut indented = Indented { out, indent: depth };
    serde_json::to_writer_pretty(&mut indented, value)?;
    Ok(())
}

/// A writer that indents every line after the first by `indent` levels. The
/// line ends serde_json writes are all between values: a line end in a string
/// is escaped.
pub(super) struct Indented<'w, W: Write> {
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

/// One hand of the JSON document, judged or not. Its sentences (`what`,
/// `text`) and facts are English in every language, so that a script reads
/// one document whatever the language; in another language each infraction
/// and note has its sentence in that language too, as `message`.
pub(super) fn hand_json(entry: HandEntry<'_>, opening: &Opening<'_>) -> serde_json::Value {
    let lang = lang::current();
    lang::within(Lang::En, || hand_json_in(entry, opening, lang))
}

/// A finding's sentence in `lang`, or nothing in English: there `what` or
/// `text` already says it.
fn message(finding: &Finding, lang: Lang) -> Option<String> {
    (lang != Lang::En).then(|| lang::within(lang, || finding.to_string()))
}

/// Adds a finding's `message` in `lang` to its JSON object, unless `lang` is English.
fn with_message(mut entry: serde_json::Value, finding: &Finding, lang: Lang) -> serde_json::Value {
    if let (serde_json::Value::Object(map), Some(message)) = (&mut entry, message(finding, lang)) {
        map.insert("message".into(), message.into());
    }
    entry
}

/// [`hand_json`], with English the language now and `lang` the one chosen.
fn hand_json_in(entry: HandEntry<'_>, opening: &Opening<'_>, lang: Lang) -> serde_json::Value {
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
    // An infraction as charged, or as it would be: the same keys, with its certainty.
    let infraction = |i: &crate::replay::Infraction, certainty: &str| {
        let entry = json!({
            "player": name(i.seat),
            "kind": i.kind.code(),
            "penalty_each": i.penalty_each,
            "payees": i.payees.iter().map(|s| name(*s)).collect::<Vec<_>>(),
            "line": i.span.line,
            "column": i.span.column,
            "what": i.what.to_string(),
            "facts": i.what,
            "rule": i.kind.rule_under(interpretation),
            "switches": interpretation.describe(&i.switches),
            "correction": i.correction,
            "certainty": certainty,
        });
        with_message(entry, &i.what, lang)
    };
    let infractions: Vec<serde_json::Value> = hand
        .infractions
        .iter()
        .map(|i| infraction(i, "certain"))
        .chain(hand.possible.iter().map(|p| {
            let mut entry = infraction(&p.infraction, "possible");
            if let serde_json::Value::Object(map) = &mut entry {
                map.insert("condition".into(), json!(p.condition));
                map.insert("if".into(), p.condition.to_string().into());
                map.insert("instead_of".into(), p.instead_of.into());
                let payments: Vec<serde_json::Value> = p
                    .payments
                    .iter()
                    .map(|pay| json!({"from": name(pay.from), "to": name(pay.to), "amount": pay.amount}))
                    .collect();
                map.insert("payments".into(), payments.into());
            }
            entry
        }))
        .collect();
    let notes: Vec<serde_json::Value> = hand
        .notes
        .iter()
        .map(|n| {
            let entry = json!({ "line": n.span.line, "text": n.what.to_string(), "facts": n.what });
            with_message(entry, &n.what, lang)
        })
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
        "counts": counts_json(players, hand),
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
