//! The page's chart of the chips: each player's line from hand to hand.
//!
//! A drawing of its own (SVG, with markers and dashes so that it reads without
//! colour), apart from the tables that give the same figures.

use std::fmt::Write;

use maud::{Markup, html};

use crate::replay::{ChipsFrom, HandEntry, Verdict};
use crate::report::audit::Difference;
use crate::rules::seat::Seat;

use super::n;

/// How each player's line is told apart in the chart, in colour and without it.
const STROKES: [(&str, &str); 5] = [
    ("#1f4e79", ""),
    ("#a4331f", "7 4"),
    ("#2e6b30", "2 3"),
    ("#6c3f8f", "9 3 2 3"),
    ("#7a5c12", "4 2"),
];

/// A marker shape at (x, y): circle, square, triangle, diamond, cross by player.
fn marker(index: usize, x: f64, y: f64, fill: &str, stroke: &str) -> Markup {
    let r = 3.6;
    html! {
        @match index % 5 {
            0 => circle cx=(n(x)) cy=(n(y)) r=(n(r)) fill=(fill) stroke=(stroke) stroke-width="1.4" {},
            1 => rect x=(n(x - r)) y=(n(y - r)) width=(n(2.0 * r)) height=(n(2.0 * r)) fill=(fill) stroke=(stroke) stroke-width="1.4" {},
            2 => polygon points=(format!("{},{} {},{} {},{}", n(x), n(y - r - 0.8), n(x + r + 0.6), n(y + r - 0.4), n(x - r - 0.6), n(y + r - 0.4))) fill=(fill) stroke=(stroke) stroke-width="1.4" {},
            3 => polygon points=(format!("{},{} {},{} {},{} {},{}", n(x), n(y - r - 0.8), n(x + r + 0.8), n(y), n(x), n(y + r + 0.8), n(x - r - 0.8), n(y))) fill=(fill) stroke=(stroke) stroke-width="1.4" {},
            _ => path d=(format!("M{} {}L{} {}M{} {}L{} {}", n(x - r), n(y - r), n(x + r), n(y + r), n(x - r), n(y + r), n(x + r), n(y - r))) stroke=(stroke) stroke-width="2" {},
        }
    }
}

/// A round step for the chip axis, giving at most eight lines however far
/// apart the figures lie (a scoresheet may hold a slip of the pen).
fn tick_step(span: i64) -> i64 {
    let fits = |step: i64| span / step <= 7;
    if let Some(step) = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000]
        .into_iter()
        .find(|&step| fits(step))
    {
        return step;
    }
    // Beyond, once, twice and five times a power of ten.
    let mut power: i64 = 10_000;
    loop {
        for step in [1, 2, 5].map(|m| power.saturating_mul(m)) {
            if fits(step) {
                return step;
            }
        }
        power = power.saturating_mul(10);
    }
}

/// Each player's chips hand by hand as runs of points where they are known: a
/// hand that could not be judged, with no scoresheet, breaks the line until a
/// later scoresheet gives the chips again. Points are (column, chips), the
/// start at column 0 and each hand at its number.
fn runs(verdict: &Verdict, entries: &[HandEntry<'_>], seat: Seat) -> Vec<Vec<(usize, i64)>> {
    let points: Vec<Option<(usize, i64)>> = std::iter::once(Some((0, verdict.start)))
        .chain(
            entries
                .iter()
                .map(|e| e.chips()[seat].map(|c| (e.number(), c))),
        )
        .collect();
    points
        .split(Option::is_none)
        .filter(|run| !run.is_empty())
        .map(|run| run.iter().flatten().copied().collect())
        .collect()
}

/// The labels' sizes in the chart's own units where they are largest: on a
/// phone, where the chart is drawn at some 55 of its 100 units (the
/// stylesheet sets them; on a wider screen and on paper they are smaller).
/// Room is made for them at these sizes, so that they never overlap.
const AXIS_SIZE: f64 = 19.0;
const NOTE_SIZE: f64 = 19.0;
const NAME_SIZE: f64 = 21.0;

/// How wide a label of `text` is drawn at `size`, near enough (a sans-serif
/// letter is about 0.6 of its size wide).
fn label_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * 0.6 * size
}

pub(super) fn chart_section(verdict: &Verdict, differences: &[Difference]) -> Markup {
    let players = &verdict.players;
    let entries: Vec<HandEntry<'_>> = verdict.entries().collect();
    let (width, height) = (680.0, 320.0);
    let longest_name = players
        .values()
        .map(|name| label_width(name, NAME_SIZE))
        .fold(0.0, f64::max);
    let right = (longest_name + 20.0).clamp(40.0, 220.0);
    let (top, bottom) = (2.0 * (NOTE_SIZE + 3.0) + 8.0, 2.0 * AXIS_SIZE + 20.0);
    let mut low = verdict.start;
    let mut high = verdict.start;
    for entry in &entries {
        let sheet = match entry {
            HandEntry::Judged(hand) => hand.sheet.as_ref(),
            HandEntry::Unjudged(_) => None,
        };
        for (seat, chips) in entry.chips().iter() {
            let figures = chips.iter().chain(sheet.and_then(|s| s[seat].as_ref()));
            for &chips in figures {
                low = low.min(chips);
                high = high.max(chips);
            }
        }
    }
    let step = tick_step((high - low).max(1));
    let low = (low.div_euclid(step)) * step;
    let high = (high.div_euclid(step) + 1) * step;
    let left = [low, high]
        .iter()
        .map(|tick| label_width(&tick.to_string(), AXIS_SIZE))
        .fold(0.0, f64::max)
        + 10.0;
    let columns = entries.len().max(1) as f64;
    // The hands on the axis: every one where there is room, else every
    // second, fifth, tenth... so that no two labels touch; none too near "start".
    let spacing = (width - left - right) / columns;
    let digits = entries.len().max(1).to_string();
    let every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]
        .into_iter()
        .find(|&k| k as f64 * spacing >= label_width(&digits, AXIS_SIZE) + 8.0)
        .unwrap_or(entries.len().max(1));
    let start = crate::words!("page-glance-start");
    let clear_of_start =
        (label_width(&start, AXIS_SIZE) + label_width(&digits, AXIS_SIZE)) / 2.0 + 8.0;
    let labelled =
        |i: usize| i == 0 || (i.is_multiple_of(every) && i as f64 * spacing >= clear_of_start);
    let x = |i: usize| left + (width - left - right) * (i as f64) / columns;
    let y = |chips: i64| {
        top + (height - top - bottom) * (1.0 - (chips - low) as f64 / (high - low) as f64)
    };
    let ticks: Vec<i64> = (0..=(high - low) / step).map(|k| low + k * step).collect();
    let points = |run: &[(usize, i64)]| {
        run.iter()
            .map(|&(i, chips)| format!("{},{}", n(x(i)), n(y(chips))))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // Every hand has an entry, numbered from 1 in order: a hand's number is
    // its column on the x axis (the start is column 0).
    debug_assert!(entries.iter().zip(1..).all(|(e, i)| e.number() == i));
    let departs: Vec<usize> = entries
        .iter()
        .filter(|e| {
            differences
                .iter()
                .any(|d| d.hand == e.number() && d.new != 0)
        })
        .map(HandEntry::number)
        .collect();
    let unjudged: Vec<usize> = verdict.unjudged.iter().map(|u| u.number).collect();
    // The notes above the bands, in two rows where a note would touch the one before.
    let not_judged = crate::words!("page-not-judged");
    let sheet_differs = crate::words!("page-chart-sheet-differs");
    let mut notes: Vec<(usize, &str)> = unjudged
        .iter()
        .map(|&hand| (hand, not_judged.as_str()))
        .chain(departs.iter().map(|&hand| (hand, sheet_differs.as_str())))
        .collect();
    notes.sort_unstable();
    let mut row_ends = [f64::NEG_INFINITY; 2];
    let notes: Vec<(usize, &str, f64)> = notes
        .into_iter()
        .map(|(hand, text)| {
            let half = label_width(text, NOTE_SIZE) / 2.0;
            let centre = x(hand);
            let row = usize::from(centre - half < row_ends[0] + 6.0);
            row_ends[row] = row_ends[row].max(centre + half);
            let baseline = top - 6.0 - (1 - row) as f64 * (NOTE_SIZE + 3.0);
            (hand, text, baseline)
        })
        .collect();
    // Where each player's line ends: his last known chips.
    let last = |seat: Seat| {
        entries
            .iter()
            .rev()
            .find_map(|e| e.chips()[seat])
            .unwrap_or(verdict.start)
    };
    // Each player's name at the end of his line, nudged apart where they would overlap.
    let mut ends: Vec<(Seat, f64)> = players.seats().map(|seat| (seat, y(last(seat)))).collect();
    ends.sort_by(|a, b| a.1.total_cmp(&b.1));
    let apart = NAME_SIZE + 2.0;
    for i in 1..ends.len() {
        if ends[i].1 - ends[i - 1].1 < apart {
            ends[i].1 = ends[i - 1].1 + apart;
        }
    }
    // Writing into a `String` cannot fail.
    let mut description = crate::words!("page-chart-description");
    description.push(' ');
    let unknown = crate::words!("page-chart-unknown");
    for (seat, name) in players.iter() {
        let figures: Vec<String> = entries
            .iter()
            .map(|e| e.chips()[seat].map_or_else(|| unknown.clone(), |c| c.to_string()))
            .collect();
        let _ = write!(description, "{name} {}; ", figures.join(", "));
    }
    if !departs.is_empty() {
        let list: Vec<String> = departs.iter().map(ToString::to_string).collect();
        let _ = crate::say!(
            &mut description,
            "page-chart-departs",
            count = departs.len(),
            hands = list.join(", ")
        );
    }
    if !unjudged.is_empty() {
        let list: Vec<String> = verdict
            .unjudged
            .iter()
            .map(|u| u.number.to_string())
            .collect();
        if !departs.is_empty() {
            description.push(' ');
        }
        let _ = crate::say!(
            &mut description,
            "page-chart-unjudged",
            count = list.len(),
            hands = list.join(", ")
        );
    }
    html! {
        section.chart aria-labelledby="chart-title" {
            h2 #chart-title { (crate::words!("page-chart-title")) }
            figure {
                svg.chips xmlns="http://www.w3.org/2000/svg" viewBox={ "0 0 " (width) " " (height) } width=(width) role="img" aria-labelledby="chart-svg-title chart-svg-desc" {
                    title #chart-svg-title { (crate::words!("page-chart-svg-title")) }
                    desc #chart-svg-desc { (description) }
                    defs {
                        pattern #hatch patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)" {
                            line x1="0" y1="0" x2="0" y2="6" stroke="#b08a2e" stroke-width="2.2" {}
                        }
                    }
                    @for number in &unjudged {
                        rect.unjudged x=(n(x(*number) - 13.0)) y=(n(top)) width="26" height=(n(height - top - bottom)) fill="#d9d6cf" opacity="0.7" {}
                    }
                    @for number in &departs {
                        rect.departs x=(n(x(*number) - 13.0)) y=(n(top)) width="26" height=(n(height - top - bottom)) fill="url(#hatch)" opacity="0.55" {}
                    }
                    @for (number, note, baseline) in &notes {
                        text.note x=(n(x(*number))) y=(n(*baseline)) text-anchor="middle" { (note) }
                    }
                    @for tick in &ticks {
                        line.grid x1=(n(left)) x2=(n(width - right)) y1=(n(y(*tick))) y2=(n(y(*tick))) {}
                        text.axis x=(n(left - 6.0)) y=(n(y(*tick))) dominant-baseline="middle" text-anchor="end" { (tick) }
                    }
                    line.start x1=(n(left)) x2=(n(width - right)) y1=(n(y(verdict.start))) y2=(n(y(verdict.start))) {}
                    @for i in (0..=entries.len()).filter(|&i| labelled(i)) {
                        text.axis x=(n(x(i))) y=(n(height - bottom + AXIS_SIZE + 10.0)) text-anchor="middle" {
                            @if i == 0 { (start) } @else { (i) }
                        }
                    }
                    text.axis x=(n((left + width - right) / 2.0)) y=(n(height - 6.0)) text-anchor="middle" { (crate::words!("page-chart-axis-hand")) }
                    // The table's own figures where they differ: hollow marks tied to the rules' point.
                    @for d in differences {
                        @let (colour, _) = STROKES[d.seat.index() % STROKES.len()];
                        line.tie x1=(n(x(d.hand))) x2=(n(x(d.hand))) y1=(n(y(d.referee))) y2=(n(y(d.table))) stroke=(colour) {}
                        (marker(d.seat.index(), x(d.hand), y(d.table), "#fff", colour))
                    }
                    @for (seat, name) in players.iter() {
                        @let (colour, dash) = STROKES[seat.index() % STROKES.len()];
                        g.player {
                            @for run in runs(verdict, &entries, seat) {
                                polyline.player-line points=(points(&run)) stroke=(colour) stroke-dasharray=(dash) fill="none" stroke-width="2.2" {
                                    title { (name) }
                                }
                            }
                            // Chips the referee worked out are marked solid; the
                            // table's own, after a hand that could not be judged,
                            // hollow.
                            @for entry in &entries {
                                @if let Some(chips) = entry.chips()[seat] {
                                    @let fill = if entry.chips_from() == ChipsFrom::Referee { colour } else { "#fff" };
                                    (marker(seat.index(), x(entry.number()), y(chips), fill, colour))
                                }
                            }
                        }
                    }
                    @for (seat, label_y) in &ends {
                        @let (colour, _) = STROKES[seat.index() % STROKES.len()];
                        @let last_y = y(last(*seat));
                        line x1=(n(x(entries.len()) + 5.0)) x2=(n(x(entries.len()) + 12.0)) y1=(n(last_y)) y2=(n(*label_y)) stroke=(colour) stroke-width="1" {}
                        text.name x=(n(x(entries.len()) + 15.0)) y=(n(*label_y)) dominant-baseline="middle" fill=(colour) { (players[*seat]) }
                    }
                }
                figcaption {
                    (crate::words!("page-chart-caption")) " "
                    @if !unjudged.is_empty() {
                        (crate::words!("page-chart-caption-unjudged")) " "
                    }
                    @if departs.is_empty() && !unjudged.is_empty() {
                        (crate::words!("page-chart-caption-agrees-where-checked"))
                    } @else if departs.is_empty() {
                        (crate::words!("page-chart-caption-agrees"))
                    } @else {
                        (crate::words!("page-chart-caption-departs"))
                    }
                }
            }
        }
    }
}
