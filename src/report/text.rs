//! The text report: each hand's diagnostics, payments, notes and counts,
//! then the corrected ledger as a table, written hand by hand.

use crate::report::Drawing;
use crate::report::Drawn;
use crate::report::Opening;
use crate::report::Pen;
use crate::report::Source;
use crate::report::Tally;
use crate::report::describe_announcement;
use crate::report::escape::{self, Sentence, name_cell, right};
use crate::report::render;
use crate::report::said;
use std::io::{self, BufWriter, Seek, SeekFrom, Write};

use tempfile::SpooledTempFile;

use crate::lang::catalog::Written;
use crate::replay::{ChipsFrom, Ending, HandEntry, HandVerdict, UnjudgedHand, Verdict};
use crate::report::infraction::Shown;
use crate::report::wording::PossibleLine;
use crate::rules::seat::BySeat;
use crate::{say, words};

/// How much of a spooled section stays in memory before it moves to a
/// temporary file: enough for every evening a club plays, small beside the
/// memory a long generated session may use.
pub(super) const SPOOL_IN_MEMORY: usize = 1 << 20;

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
    /// How diagnostics are drawn, and the width the hands' lines are wrapped at.
    pen: Pen,
    /// The width of a column headed by a player's name.
    width: usize,
    /// The hand-by-hand section.
    hands: BufWriter<SpooledTempFile>,
    /// The ledger table's rows, one per hand.
    rows: BufWriter<SpooledTempFile>,
    tally: Tally,
    /// The infractions drawn as diagnostics, by kind.
    drawing: Drawing,
}

impl<'a, W: Write> TextWriter<'a, W> {
    /// A text report into `out`, with diagnostics drawn against `source`.
    /// Nothing is written until the first hand.
    #[must_use]
    pub fn begin(out: W, opening: Opening<'a>, source: &'a dyn Drawn, pen: impl Into<Pen>) -> Self {
        Self::spooling(out, opening, source, pen.into(), SPOOL_IN_MEMORY)
    }

    fn spooling(
        out: W,
        opening: Opening<'a>,
        source: &'a dyn Drawn,
        pen: Pen,
        in_memory: usize,
    ) -> Self {
        let spool = || BufWriter::new(SpooledTempFile::new(in_memory));
        TextWriter {
            out,
            opening,
            source,
            pen,
            width: name_width(opening.players),
            hands: spool(),
            rows: spool(),
            tally: Tally::default(),
            drawing: Drawing::default(),
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
                    let code = infraction.kind.code();
                    if !self.drawing.count(code) {
                        // Past the diagnostics drawn of its kind: one line.
                        if self.drawing.first_left_out(code) {
                            writeln!(
                                self.out,
                                "{}",
                                said(|f| say!(f, "report-more-of-kind", code = code))
                            )?;
                        }
                        writeln!(
                            self.out,
                            "  {}",
                            said(|f| say!(
                                f,
                                "report-one-a-line",
                                hand = infraction.hand,
                                line = infraction.span.line,
                                what = Sentence(&infraction.what).to_string()
                            ))
                        )?;
                        continue;
                    }
                    let shown = Shown {
                        infraction,
                        players,
                        readings: self.opening.interpretation.describe(&infraction.switches),
                        rule: infraction.kind.rule_under(self.opening.interpretation),
                    };
                    self.out.write_all(
                        render(&shown, &self.source.around(infraction.span), self.pen).as_bytes(),
                    )?;
                    self.out.write_all(b"\n")?;
                }
                let (opening, width) = (&self.opening, self.width);
                wrapped_to(self.pen.width, &mut self.hands, |mut out| {
                    judged_text(&mut out, hand, opening, width)
                })?;
            }
            HandEntry::Unjudged(hand) => {
                wrapped_to(self.pen.width, &mut self.hands, |mut out| {
                    unjudged_text(&mut out, hand)
                })?;
            }
        }
        let width = self.width;
        wrapped_to(self.pen.width, &mut self.rows, |mut out| {
            ledger_row(&mut out, entry, width)
        })
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
        self.out.write_all(b"\n")?;
        let pen = self.pen;
        wrapped_to(pen.width, &mut self.out, |out| {
            writeln!(
                out,
                "{}",
                said(|f| say!(
                    f,
                    "report-summary",
                    hands = tally.hands(),
                    unjudged = tally.unjudged.len(),
                    unjudged_list = tally.unjudged.to_string(),
                    infractions = tally.infractions,
                    possible = tally.possible,
                    differences = tally.differences,
                    sheet = if tally.sheet_kept { "kept" } else { "none" },
                    rules = self.opening.interpretation.label()
                ))
            )
        })?;
        Ok(self.out)
    }
}

/// Writes what `write` writes into `out`, its lines wrapped to `width`
/// (see [`crate::report::terminal::wrap`]) if there is one.
fn wrapped_to<O: Write>(
    width: Option<usize>,
    out: &mut O,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let Some(width) = width else {
        return write(out);
    };
    let mut lines = Vec::new();
    write(&mut lines)?;
    let text = String::from_utf8_lossy(&lines);
    out.write_all(crate::report::terminal::wrap(&text, width).as_bytes())
}

/// Copies a spooled section to the output.
pub(crate) fn unspool(spool: BufWriter<SpooledTempFile>, out: &mut impl Write) -> io::Result<()> {
    io::copy(&mut rewound(spool)?, out)?;
    Ok(())
}

/// A spool written to the end, to be read again from its start.
pub(crate) fn rewound(spool: BufWriter<SpooledTempFile>) -> io::Result<SpooledTempFile> {
    let mut spool = spool.into_inner().map_err(io::IntoInnerError::into_error)?;
    spool.seek(SeekFrom::Start(0))?;
    Ok(spool)
}

/// Hand numbers as a sentence lists them: `2, 5`.
pub(super) fn numbers(hands: &[usize]) -> String {
    hands
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The verdict for people: each infraction as a diagnostic on its event, then
/// hand by hand the payments and chips, then the ledger. The same text as
/// [`TextWriter`] writes.
#[must_use]
pub fn text(verdict: &Verdict, source: &Source, pen: impl Into<Pen>) -> String {
    // Spooled in memory whatever its size: the text is wanted in memory anyway.
    let mut writer = TextWriter::spooling(
        Vec::new(),
        Opening::of(verdict),
        source,
        pen.into(),
        usize::MAX,
    );
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
pub(super) fn judged_text(
    out: &mut impl Write,
    hand: &HandVerdict,
    opening: &Opening<'_>,
    width: usize,
) -> io::Result<()> {
    let players = opening.players;
    let (number, line) = (hand.number, hand.line);
    match (hand.setter, hand.set_tile, &hand.game) {
        (Some(setter), Some((a, b)), Some(game)) => write!(
            out,
            "{}",
            said(|f| say!(
                f,
                "report-hand-set",
                hand = number,
                line = line,
                setter = escape::name(&players[setter]),
                tile = Written(&format_args!("[{a}-{b}]")),
                game = Written(&describe_announcement(game))
            ))
        )?,
        _ if hand.ending == Ending::Redeal => write!(
            out,
            "{}",
            said(|f| say!(f, "report-hand-redeal", hand = number, line = line))
        )?,
        _ => write!(
            out,
            "{}",
            said(|f| say!(f, "report-hand", hand = number, line = line))
        )?,
    }
    out.write_all(b"\n")?;
    // A payment is a row of a table, its words in each language's order the
    // same (who pays whom how much, why, where): the words are messages
    // without facts, kept once formatted, so a long session's thousands of
    // rows are written as fast as in one language alone.
    let pays = crate::word!("report-pays");
    let at_end = crate::word!("report-at-end");
    let at_line = crate::word!("report-at-line");
    for payment in &hand.payments {
        write!(
            out,
            "  {} {pays} {} {:>4}  {} (",
            right(&name_cell(&players[payment.from]), width),
            escape::left(&name_cell(&players[payment.to]), width),
            payment.amount,
            payment.reason.phrase(),
        )?;
        if payment.line == 0 {
            out.write_all(at_end.as_bytes())?;
        } else {
            write!(out, "{at_line} {}", payment.line)?;
        }
        writeln!(
            out,
            "){}",
            opening.interpretation.bracketed(&payment.switches)
        )?;
    }
    for possible in &hand.possible {
        writeln!(out, "  {}", Sentence(PossibleLine { possible, players }))?;
    }
    for note in &hand.notes {
        writeln!(
            out,
            "  {}",
            said(|f| say!(
                f,
                "report-note",
                line = note.span.line,
                what = Sentence(&note.what).to_string()
            ))
        )?;
    }
    if hand.ending != Ending::Redeal {
        let counts = said(|f| {
            let present = hand.counts.iter().filter(|(s, _)| hand.present[*s]);
            for (n, (seat, count)) in present.enumerate() {
                let name = escape::name(&players[seat]);
                f.write_str(if n == 0 { "" } else { ", " })?;
                if hand.counts_unknown.contains(seat) {
                    say!(f, "report-count-not-known", player = name)?;
                } else {
                    write!(f, "{name} {count}")?;
                }
            }
            Ok(())
        });
        writeln!(
            out,
            "  {}",
            said(|f| say!(
                f,
                "report-ends",
                ending = hand.ending.word(),
                counts = Written(&counts)
            ))
        )?;
        match hand.next_on_set {
            Some(seat) => writeln!(
                out,
                "  {}",
                said(|f| say!(
                    f,
                    "report-next-on-set",
                    player = escape::name(&players[seat])
                ))
            )?,
            None if !hand.counts_unknown.is_empty() => writeln!(
                out,
                "  {}",
                said(|f| say!(f, "report-next-on-set-count-not-known"))
            )?,
            None => writeln!(
                out,
                "  {}",
                said(|f| say!(f, "report-next-on-set-tie-break"))
            )?,
        }
    }
    for diff in &hand.scoresheet {
        writeln!(
            out,
            "  {}",
            said(|f| say!(
                f,
                "report-sheet-differs",
                player = escape::name(&players[diff.seat]),
                table = diff.table,
                referee = diff.referee,
                difference = format!("{:+}", diff.table - diff.referee)
            ))
        )?;
    }
    if hand.chips_from != ChipsFrom::Referee {
        let moved: Vec<String> = hand
            .net
            .iter()
            .filter(|(s, _)| hand.present[*s])
            .map(|(s, net)| format!("{} {net:+}", escape::name(&players[s])))
            .collect();
        writeln!(
            out,
            "  {}",
            said(|f| say!(f, "report-moved", moved = moved.join(", ")))
        )?;
        if hand.counts_unknown.is_empty() {
            writeln!(out, "  {}", chips_note(hand.chips_from))?;
        } else {
            writeln!(out, "  {}", count_unknown_note(hand.chips_from))?;
        }
    }
    Ok(())
}

/// Where the chips after a hand whose count is not known come from.
fn count_unknown_note(from: ChipsFrom) -> String {
    match from {
        ChipsFrom::Scoresheet => words!("report-chips-sheet-count-not-known"),
        _ => words!("report-chips-unknown-count-not-known"),
    }
}

/// Where the chips after a hand come from, when not from the referee's own figures.
pub(super) fn chips_note(from: ChipsFrom) -> String {
    match from {
        ChipsFrom::Referee => words!("report-chips-referee"),
        ChipsFrom::Scoresheet => words!("report-chips-sheet-before-not-known"),
        ChipsFrom::Unknown => words!("report-chips-unknown-hand-not-judged"),
    }
}

/// A hand that could not be judged: its problems in short (drawn in full as
/// diagnostics), and where the chips stand after it.
pub(super) fn unjudged_text(out: &mut impl Write, hand: &UnjudgedHand) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        said(|f| say!(
            f,
            "report-hand-not-judged",
            hand = hand.number,
            line = hand.line,
            problems = hand.problems.len()
        ))
    )?;
    for problem in &hand.problems {
        writeln!(
            out,
            "  {} [{}]",
            said(|f| say!(
                f,
                "report-problem",
                line = problem.span.line,
                message = Sentence(&problem.message).to_string()
            )),
            problem.code()
        )?;
    }
    writeln!(
        out,
        "  {}",
        said(|f| match hand.chips_from {
            ChipsFrom::Scoresheet => say!(f, "report-chips-sheet"),
            _ => say!(f, "report-chips-unknown-no-sheet"),
        })
    )
}

/// The width of a column headed by a player's name, in columns of the
/// terminal: the widest name as a table shows it (cut to
/// [`NAME_WIDTH`](super::escape::NAME_WIDTH)), and at least 6.
pub(super) fn name_width(players: &BySeat<String>) -> usize {
    players
        .values()
        .map(|n| escape::columns(&name_cell(n)))
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
pub(super) fn ledger_head(
    out: &mut impl Write,
    opening: &Opening<'_>,
    width: usize,
) -> io::Result<()> {
    write!(out, "{:<6}", words!("report-ledger-hand"))?;
    for name in opening.players.values() {
        write!(out, " {}", right(&name_cell(name), width))?;
    }
    out.write_all(b"\n")?;
    write!(out, "{:<6}", words!("report-ledger-start"))?;
    for _ in opening.players.values() {
        write!(out, " {:>width$}", opening.start)?;
    }
    out.write_all(b"\n")
}

/// The ledger's row for one hand: the chips after it, marked where the
/// table's scoresheet differs.
pub(super) fn ledger_row(
    out: &mut impl Write,
    entry: HandEntry<'_>,
    width: usize,
) -> io::Result<()> {
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
            write!(
                out,
                "  {}",
                said(|f| say!(f, "report-ledger-not-judged-sheet"))
            )?;
        }
        (HandEntry::Unjudged(_), _) => {
            write!(out, "  {}", said(|f| say!(f, "report-ledger-not-judged")))?;
        }
        (_, ChipsFrom::Scoresheet) => {
            write!(out, "  {}", said(|f| say!(f, "report-ledger-sheet")))?;
        }
        _ => {}
    }
    out.write_all(b"\n")
}

/// The ledger's footnotes, for the marks its rows use.
pub(super) fn ledger_foot(out: &mut impl Write, tally: &Tally) -> io::Result<()> {
    if tally.differences > 0 {
        writeln!(out, "({})", said(|f| say!(f, "report-ledger-foot-differs")))?;
    }
    if tally.chips_unknown {
        writeln!(out, "({})", said(|f| say!(f, "report-ledger-foot-unknown")))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Opening, Source, Style};
    use crate::rules::interpretation::Interpretation;

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
                Style::Plain.into(),
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
}
