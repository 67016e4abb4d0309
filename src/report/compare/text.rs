//! The comparison for people: a paragraph a hand where the readings part,
//! what each reading has that the others lack (the possible infractions of a
//! public record apart from the charged ones), and chip tables laid out alike
//! for every hand.

use crate::report::escape::{Escaped, columns, name_cell, right};
use crate::rules::interpretation::Switch;
use crate::rules::seat::BySeat;

use super::{Comparison, HandComparison};
use crate::words;

/// The comparison for people.
#[must_use]
pub fn text(comparison: &Comparison, source: &str, name: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let mut layout = TextLayout::new(&comparison.readings, &comparison.players);
    for hand in &comparison.hands {
        layout.fit(hand);
    }
    let mut out = layout.opening(name);
    for hand in &comparison.hands {
        let event = hand
            .parts_at
            .filter(|&line| line > 0)
            .and_then(|line| lines.get(line - 1))
            .map_or("", |line| event_text(line));
        layout.hand(&mut out, hand, event);
    }
    let skipped: Vec<usize> = comparison
        .hands
        .iter()
        .filter(|h| h.skipped())
        .map(|h| h.number)
        .collect();
    let differing = comparison.hands.iter().filter(|h| !h.agrees()).count();
    let last = comparison.hands.last().map(|hand| hand.chips.as_slice());
    layout.ending(&mut out, last, &skipped, differing);
    out.push_str(&shared_text(&comparison.shared, &comparison.readings, name));
    out
}

/// An event's line of the transcript as the text comparison quotes it: its
/// indentation and list dash left out.
#[must_use]
pub fn event_text(line: &str) -> &str {
    line.trim().trim_start_matches("- ")
}

/// How the text comparison lays its chip tables out: one width for the
/// readings' labels, and one for every cell of every table, so that the
/// tables of all hands line up. A hand's cells are fitted before any table
/// is drawn.
#[derive(Clone, Debug)]
pub struct TextLayout<'a> {
    readings: &'a [String],
    players: &'a BySeat<String>,
    label_width: usize,
    width: Option<usize>,
}

impl<'a> TextLayout<'a> {
    /// The layout for these readings' labels and these players' names.
    #[must_use]
    pub fn new(readings: &'a [String], players: &'a BySeat<String>) -> Self {
        let label_width = readings.iter().map(String::len).max().unwrap_or(2).max(8);
        let width = players.values().map(|n| columns(&name_cell(n))).max();
        TextLayout {
            readings,
            players,
            label_width,
            width,
        }
    }

    /// Widens the cells to fit `hand`'s chip tables.
    pub fn fit(&mut self, hand: &HandComparison) {
        let widest = hand
            .chips
            .iter()
            .flat_map(|row| {
                row.iter()
                    .zip(hand.chips[0].iter())
                    .map(|((_, v), (_, b))| cell(*v, *b).len())
            })
            .max();
        self.width = self.width.max(widest);
    }

    /// The comparison's first line.
    #[must_use]
    pub fn opening(&self, name: &str) -> String {
        let opening = words!(
            "compare-opening",
            count = self.readings.len(),
            name = Escaped(name).to_string(),
            readings = self.readings.join(" | ")
        );
        format!("{opening}\n")
    }

    fn header(&self, out: &mut String) {
        let (label_width, width) = (self.label_width, self.width.unwrap_or(6));
        out.push_str(&format!("    {:<label_width$}", ""));
        for player in self.players.values() {
            out.push_str(&format!(" {}", right(&name_cell(player), width)));
        }
        out.push('\n');
    }

    fn chips_rows(&self, out: &mut String, chips: &[BySeat<Option<i64>>]) {
        let (label_width, width) = (self.label_width, self.width.unwrap_or(6));
        for (label, row) in self.readings.iter().zip(chips) {
            out.push_str(&format!("    {label:<label_width$}"));
            for ((_, value), (_, base)) in row.iter().zip(chips[0].iter()) {
                out.push_str(&format!(" {:>width$}", cell(*value, *base)));
            }
            out.push('\n');
        }
    }

    /// One hand's paragraph; `event` is the text of the event where the
    /// readings part (see [`event_text`]), if they part at one.
    pub fn hand(&self, out: &mut String, hand: &HandComparison, event: &str) {
        let number = hand.number;
        let mut paragraph = |said: String| out.push_str(&format!("\n{said}\n"));
        if hand.skipped() {
            paragraph(words!("compare-hand-skipped", hand = number));
            return;
        }
        if !hand.not_judged_under.is_empty() {
            paragraph(words!(
                "compare-hand-not-judged-under",
                hand = number,
                readings = hand.not_judged_under.join(", "),
                others = self
                    .readings
                    .len()
                    .saturating_sub(hand.not_judged_under.len())
            ));
        } else if hand.agrees() {
            if hand.carries_difference() {
                paragraph(words!("compare-hand-carried-in", hand = number));
                out.push_str(&format!(
                    "  {}\n",
                    words!("compare-chips-after", hand = number)
                ));
                self.header(out);
                self.chips_rows(out, &hand.chips);
            } else {
                paragraph(words!("compare-hand-agrees", hand = number));
            }
            return;
        }
        match hand.parts_at {
            _ if !hand.not_judged_under.is_empty() => {}
            Some(0) => paragraph(words!("compare-part-at-count", hand = number)),
            Some(line) => paragraph(words!(
                "compare-part-at-line",
                hand = number,
                line = line,
                event = event
            )),
            None if hand.next_on_set.windows(2).any(|w| w[0] != w[1]) => {
                paragraph(words!("compare-part-over-next-on-set", hand = number));
            }
            None => paragraph(words!("compare-part-over-payments", hand = number)),
        }
        self.differences(out, hand);
        if hand.next_on_set.windows(2).any(|w| w[0] != w[1]) {
            for (label, next) in self.readings.iter().zip(&hand.next_on_set) {
                let said = match next {
                    Some(player) => words!("compare-next-on-set", reading = label, player = player),
                    None => words!("compare-next-on-set-tie-break", reading = label),
                };
                out.push_str(&format!("  {said}\n"));
            }
        }
        out.push_str(&format!(
            "  {}\n",
            words!("compare-chips-after", hand = number)
        ));
        self.header(out);
        self.chips_rows(out, &hand.chips);
    }

    /// What some readings have and the others lack, grouped by the readings
    /// that have it, each item once.
    fn differences(&self, out: &mut String, hand: &HandComparison) {
        // Charged items first, then a public record's possible infractions,
        // each grouped by the readings that have them.
        for possible in [false, true] {
            let mut groups: Vec<&[usize]> = Vec::new();
            for difference in hand
                .differences
                .iter()
                .filter(|d| d.item.possible == possible)
            {
                if !groups.contains(&difference.under.as_slice()) {
                    groups.push(&difference.under);
                }
            }
            let kind = if possible { "possible" } else { "charged" };
            let and = format!(" {} ", words!("compare-and"));
            let or = format!(" {} ", words!("compare-or"));
            for under in groups {
                let label = |r: &usize| self.readings.get(*r).map_or("?", String::as_str);
                let having: Vec<&str> = under.iter().map(label).collect();
                let lacking: Vec<&str> = (0..self.readings.len())
                    .filter(|r| !under.contains(r))
                    .map(|r| label(&r))
                    .collect();
                let said = if having.len() == 1 {
                    words!("compare-only-under", kind = kind, reading = having[0])
                } else {
                    words!(
                        "compare-under-not-under",
                        kind = kind,
                        having = having.join(&and),
                        lacking = lacking.join(&or)
                    )
                };
                out.push_str(&format!("  {said}\n"));
                for difference in hand
                    .differences
                    .iter()
                    .filter(|d| d.under == under && d.item.possible == possible)
                {
                    out.push_str(&format!("    {}\n", difference.item.text));
                }
            }
        }
    }

    /// After the hands: the final chips (those after the `last` hand), the
    /// hands no reading could judge, and how many hands the readings differ in.
    pub fn ending(
        &self,
        out: &mut String,
        last: Option<&[BySeat<Option<i64>>]>,
        skipped: &[usize],
        differing: usize,
    ) {
        if let Some(last) = last {
            out.push_str(&format!("\n{}\n", words!("compare-final-chips")));
            self.header(out);
            self.chips_rows(out, last);
        }
        if !skipped.is_empty() {
            out.push_str(&format!(
                "\n{}\n",
                words!(
                    "compare-not-compared",
                    hands = crate::report::text::numbers(skipped)
                )
            ));
        }
        if differing == 0 {
            out.push_str(&format!("\n{}\n", words!("compare-agree-on-every-hand")));
        } else {
            out.push_str(&format!(
                "\n{}\n",
                words!("compare-differ", count = differing)
            ));
        }
    }
}

/// A cell of a chip table: the chips, and how far they are from the first
/// reading's where they differ.
fn cell(value: Option<i64>, base: Option<i64>) -> String {
    match (value, base) {
        (None, _) => "?".to_owned(),
        (Some(value), Some(base)) if value != base => format!("{value} ({:+})", value - base),
        (Some(value), _) => format!("{value}"),
    }
}

/// The switches every reading takes alike, which this comparison cannot show,
/// and a reading to compare to see what one of them changes.
#[must_use]
pub fn shared_text(shared: &[(Switch, &'static str)], readings: &[String], name: &str) -> String {
    let Some(&(switch, choice)) = shared.first() else {
        return String::new();
    };
    let choices: Vec<String> = shared
        .iter()
        .map(|(switch, choice)| format!("{}={choice}", switch.id()))
        .collect();
    let shared = format!(
        "{}\n",
        words!(
            "compare-shared",
            count = choices.len(),
            choices = choices.join(", ")
        )
    );
    let mut out = format!("\n{}", crate::report::terminal::wrap(&shared, 80));
    let other = switch.info().choices.iter().copied().find(|&c| c != choice);
    if let (Some(other), Some(first)) = (other, readings.first()) {
        out.push_str(&format!(
            "{}\n  nos compare {name} --rules {first} --rules {first},{}={other}\n",
            words!("compare-switch-one"),
            switch.id()
        ));
    }
    out
}
