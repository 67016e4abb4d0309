//! The evening as one HTML page, to print, pin up or send round: the session,
//! the evening at a glance with the audit's findings and the settlement, a chart
//! of the chips, and hand by hand a drawing of the layout and every ruling.
//!
//! It renders the same verdict as the text and JSON reports, and nothing else:
//! the page only arranges it. It is a single file with its CSS and drawings
//! inline (SVG), no script and no font from the network, so that it opens from
//! a mail attachment and prints on A4 in black and white. The markup is built
//! with maud, which escapes every text it is given: names and the club come
//! from the transcript and must never become markup.

use std::fmt::Write;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::Session;
use crate::replay::ledger::Payment;
use crate::replay::{Ending, HandVerdict, Verdict};
use crate::report::audit::{self, Difference, Settlement};
use crate::report::describe_announcement;
use crate::report::show::open_ends;
use crate::rules::game::{ArmName, Shape};
use crate::rules::infraction::{Correction, Infraction};
use crate::rules::layout::Layout;
use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::Laid;

/// A player's chips after a hand. The page is drawn for a session whose every
/// hand was judged (`command::report`), where every total is known.
fn chips(hand: &HandVerdict, seat: Seat) -> i64 {
    hand.chips[seat].unwrap_or_default()
}

/// The page for a judged session; `source` names the transcript.
#[must_use]
pub fn render(verdict: &Verdict, session: &Session, source: &str) -> String {
    let differences = audit::differences(verdict);
    let settlement = audit::settlement(verdict);
    let infractions: usize = verdict.hands.iter().map(|h| h.infractions.len()).sum();
    let title = match (&session.club, &session.date) {
        (Some(club), Some(date)) => format!("{club}, {date}"),
        (Some(club), None) => club.clone(),
        (None, Some(date)) => format!("Nos, {date}"),
        (None, None) => "A Nos session".to_owned(),
    };
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "Verdict: " (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                header.masthead {
                    p.kicker { "The referee's verdict on an evening of Nos" }
                    h1 { (title) }
                    (session_facts(verdict, session, source))
                    (summary(verdict, infractions, &differences, settlement.as_ref()))
                    nav aria-label="Hands" {
                        "Hands: "
                        @for hand in &verdict.hands {
                            a href={ "#hand-" (hand.number) } { (hand.number) } " "
                        }
                    }
                }
                main {
                    (glance(verdict, &differences))
                    @if let Some(settlement) = &settlement {
                        (settlement_section(verdict, settlement))
                    }
                    (chart_section(verdict, &differences))
                    @for hand in &verdict.hands {
                        (hand_section(verdict, hand, &differences))
                    }
                }
                footer {
                    p { "Judged by nos-referee from " code { (source) } ", under the reading " (verdict.interpretation.label()) ". Every ruling cites the line of the transcript it rests on." }
                }
            }
        }
    };
    page.into_string()
}

fn session_facts(verdict: &Verdict, session: &Session, source: &str) -> Markup {
    let readings: Vec<String> = verdict
        .interpretation
        .all()
        .map(|(switch, choice)| format!("{}={choice}", switch.id()))
        .collect();
    html! {
        dl.facts {
            @if let Some(club) = &session.club { div { dt { "Club" } dd { (club) } } }
            @if let Some(date) = &session.date { div { dt { "Date" } dd { (date) } } }
            div { dt { "Players" } dd { (verdict.players.values().cloned().collect::<Vec<_>>().join(", ")) } }
            div { dt { "Chips at the start" } dd { (verdict.start) " each" } }
            div {
                dt { "Reading" }
                dd { strong { (verdict.interpretation.label()) } span.small { " (" (readings.join(", ")) ")" } }
            }
            div { dt { "Transcript" } dd { code { (source) } } }
        }
    }
}

fn summary(
    verdict: &Verdict,
    infractions: usize,
    differences: &[Difference],
    settlement: Option<&Settlement>,
) -> Markup {
    let hands = verdict.hands.len();
    let departures = verdict
        .hands
        .iter()
        .filter(|h| differences.iter().any(|d| d.hand == h.number && d.new != 0))
        .count();
    html! {
        ul.summary {
            li { strong { (hands) } " hand" @if hands != 1 { "s" } }
            li { strong { (infractions) } " infraction" @if infractions != 1 { "s" } }
            li {
                @if departures == 0 { "the scoresheet agrees with the rules" }
                @else { "the scoresheet departs from the rules in " strong { (departures) } " hand" @if departures != 1 { "s" } }
            }
            @if let Some(settlement) = settlement { li {
                "settles: "
                @for (i, p) in settlement.players.iter().enumerate() {
                    @if i > 0 { ", " }
                    (verdict.players[p.seat])
                    @match p.balance {
                        0 => " square",
                        b if b > 0 => { " receives " strong { (b) } },
                        b => { " pays " strong { (-b) } },
                    }
                }
            } }
        }
    }
}

/// A figure the table wrote beside the referee's, when they differ.
///
/// A figure that departs anew in this hand is marked more strongly than one
/// that only carries an earlier hand's difference.
fn chip_cell(hand: &HandVerdict, seat: Seat, differences: &[Difference]) -> Markup {
    let table = hand.sheet.as_ref().and_then(|sheet| sheet[seat]);
    let referee = chips(hand, seat);
    let fresh = differences
        .iter()
        .any(|d| d.hand == hand.number && d.seat == seat && d.new != 0);
    html! {
        @if !hand.present[seat] {
            td.left { "left" }
        } @else if let Some(table) = table.filter(|t| *t != referee) {
            td.differs.fresh[fresh] {
                del title="the table's figure" { span.sr { "sheet " } (table) }
                " "
                ins title="the referee's figure" { span.sr { "rules " } (referee) }
            }
        } @else {
            td { (referee) }
        }
    }
}

/// `text` with its first letter capitalised.
fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A difference with its sign, and a true minus.
fn signed(value: i64) -> String {
    match value {
        v if v < 0 => format!("\u{2212}{}", -v),
        v => format!("+{v}"),
    }
}

fn game_name(hand: &HandVerdict) -> String {
    hand.game
        .map_or_else(|| "redeal".to_owned(), |g| g.name.to_string())
}

fn glance(verdict: &Verdict, differences: &[Difference]) -> Markup {
    let players = &verdict.players;
    html! {
        section.glance aria-labelledby="glance-title" {
            h2 #glance-title { "The evening at a glance" }
            table.grid {
                caption { "Chips after each hand by the rules. Where the table's scoresheet says otherwise, its figure is struck through beside the referee's; a marked cell is where a hand adds a new difference, the others carry an earlier one." }
                thead {
                    tr {
                        th scope="col" { "Hand" }
                        th scope="col" { "Game" }
                        @for name in players.values() { th.num scope="col" { (name) } }
                        th.num scope="col" { "Infractions" }
                    }
                }
                tbody {
                    tr.start {
                        th scope="row" { "start" }
                        td {}
                        @for _ in players.values() { td { (verdict.start) } }
                        td {}
                    }
                    @for hand in &verdict.hands {
                        tr {
                            th scope="row" { a href={ "#hand-" (hand.number) } { (hand.number) } }
                            td.game { (game_name(hand)) }
                            @for seat in players.seats() { (chip_cell(hand, seat, differences)) }
                            td { @if !hand.infractions.is_empty() { (hand.infractions.len()) } }
                        }
                    }
                }
            }
            h3 { "Where the scoresheet departs from the rules" }
            @if differences.is_empty() {
                p { "The scoresheet agrees with the rules after every hand it records." }
            } @else {
                ol.departures {
                    @for hand in &verdict.hands {
                        @let new: Vec<&Difference> = differences.iter().filter(|d| d.hand == hand.number && d.new != 0).collect();
                        @if !new.is_empty() {
                            li {
                                a href={ "#hand-" (hand.number) } { "Hand " (hand.number) } ": "
                                (new.iter().find_map(|d| d.explanation.as_deref()).unwrap_or("not traced to a single payment"))
                                "."
                                br;
                                span.small {
                                    (new.iter().map(|d| format!("{} {} on the sheet, {} by the rules ({})", players[d.seat], d.table, d.referee, signed(d.new))).collect::<Vec<_>>().join("; "))
                                }
                            }
                        }
                    }
                }
                @if let Some(last) = verdict.hands.last() {
                    @let open: Vec<String> = differences.iter().filter(|d| d.hand == last.number).map(|d| format!("{} {}", players[d.seat], signed(d.table - d.referee))).collect();
                    @if !open.is_empty() {
                        p { "After hand " (last.number) " the sheet is off by: " strong { (open.join(", ")) } "." }
                    }
                }
            }
        }
    }
}

fn settlement_section(verdict: &Verdict, settlement: &Settlement) -> Markup {
    let players = &verdict.players;
    html! {
        section.settlement aria-labelledby="settlement-title" {
            h2 #settlement-title { "The settlement" }
            table.grid {
                caption { "Totals are rounded down to multiples of " (audit::SETTLEMENT_UNIT) "; the remainders go to the side pot." }
                thead {
                    tr {
                        th scope="col" { "Player" }
                        th.num scope="col" { "Chips" }
                        th.num scope="col" { "Keeps" }
                        th.num scope="col" { "To the pot" }
                        th.num scope="col" { "Side pot won" }
                        th.num scope="col" { "Settles" }
                    }
                }
                tbody {
                    @for p in &settlement.players {
                        tr {
                            th scope="row" {
                                (players[p.seat])
                                @if let Some(hand) = p.left_after { span.small { " (left after hand " (hand) ")" } }
                            }
                            td { (p.chips) }
                            td { (p.kept) }
                            td { (p.to_pot) }
                            td { @if p.pot_won > 0 { (p.pot_won) } }
                            td.balance {
                                @match p.balance {
                                    0 => "square",
                                    b if b > 0 => { "receives " strong { (b) } },
                                    b => { "pays " strong { (-b) } },
                                }
                            }
                        }
                    }
                }
            }
            p {
                "Side pot: " (settlement.pot) " chips"
                @match settlement.pot_winner {
                    Some(winner) => { ", won by " (players[winner]) "." },
                    None => { "; the transcript does not say who won it." },
                }
            }
        }
    }
}

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

/// A coordinate with one decimal, as SVG wants it.
fn n(x: f64) -> String {
    let text = format!("{x:.1}");
    text.strip_suffix(".0").map_or(text.clone(), str::to_owned)
}

/// A round step for the chip axis, giving four to eight lines.
fn tick_step(span: i64) -> i64 {
    [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000]
        .into_iter()
        .find(|step| span / step <= 7)
        .unwrap_or(10_000)
}

fn chart_section(verdict: &Verdict, differences: &[Difference]) -> Markup {
    let players = &verdict.players;
    let hands = &verdict.hands;
    let (width, height) = (680.0, 300.0);
    let (left, right, top, bottom) = (48.0, 78.0, 26.0, 40.0);
    let mut low = verdict.start;
    let mut high = verdict.start;
    for hand in hands {
        for (seat, chips) in hand.chips.iter() {
            let chips = chips.unwrap_or(verdict.start);
            low = low.min(chips);
            high = high.max(chips);
            if let Some(Some(table)) = hand.sheet.as_ref().map(|s| s[seat]) {
                low = low.min(table);
                high = high.max(table);
            }
        }
    }
    let step = tick_step((high - low).max(1));
    let low = (low.div_euclid(step)) * step;
    let high = (high.div_euclid(step) + 1) * step;
    let columns = hands.len().max(1) as f64;
    let x = |i: usize| left + (width - left - right) * (i as f64) / columns;
    let y = |chips: i64| {
        top + (height - top - bottom) * (1.0 - (chips - low) as f64 / (high - low) as f64)
    };
    let ticks: Vec<i64> = (0..=(high - low) / step).map(|k| low + k * step).collect();
    let points = |seat: Seat| {
        std::iter::once(format!("{},{}", n(x(0)), n(y(verdict.start))))
            .chain(
                hands
                    .iter()
                    .enumerate()
                    .map(|(i, h)| format!("{},{}", n(x(i + 1)), n(y(chips(h, seat))))),
            )
            .collect::<Vec<_>>()
            .join(" ")
    };
    let departs: Vec<usize> = hands
        .iter()
        .filter(|h| differences.iter().any(|d| d.hand == h.number && d.new != 0))
        .map(|h| h.number)
        .collect();
    // Each player's name at the end of his line, nudged apart where they would overlap.
    let mut ends: Vec<(Seat, f64)> = players
        .seats()
        .map(|seat| (seat, y(verdict.chips()[seat].unwrap_or(verdict.start))))
        .collect();
    ends.sort_by(|a, b| a.1.total_cmp(&b.1));
    for i in 1..ends.len() {
        if ends[i].1 - ends[i - 1].1 < 13.0 {
            ends[i].1 = ends[i - 1].1 + 13.0;
        }
    }
    let mut description = String::from("Chips after each hand by the rules: ");
    for (seat, name) in players.iter() {
        let figures: Vec<String> = hands.iter().map(|h| chips(h, seat).to_string()).collect();
        let _ = write!(description, "{name} {}; ", figures.join(", "));
    }
    if !departs.is_empty() {
        let list: Vec<String> = departs.iter().map(ToString::to_string).collect();
        let _ = write!(
            description,
            "the table's scoresheet departs from the rules in hand(s) {}.",
            list.join(", ")
        );
    }
    html! {
        section.chart aria-labelledby="chart-title" {
            h2 #chart-title { "Chips over the evening" }
            figure {
                svg.chips xmlns="http://www.w3.org/2000/svg" viewBox={ "0 0 " (width) " " (height) } width=(width) role="img" aria-labelledby="chart-svg-title chart-svg-desc" {
                    title #chart-svg-title { "Each player's chips after every hand" }
                    desc #chart-svg-desc { (description) }
                    defs {
                        pattern #hatch patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)" {
                            line x1="0" y1="0" x2="0" y2="6" stroke="#b08a2e" stroke-width="2.2" {}
                        }
                    }
                    @for number in &departs {
                        rect.departs x=(n(x(*number) - 13.0)) y=(n(top)) width="26" height=(n(height - top - bottom)) fill="url(#hatch)" opacity="0.55" {}
                        text.note x=(n(x(*number))) y=(n(top - 8.0)) text-anchor="middle" { "sheet ≠" }
                    }
                    @for tick in &ticks {
                        line.grid x1=(n(left)) x2=(n(width - right)) y1=(n(y(*tick))) y2=(n(y(*tick))) {}
                        text.axis x=(n(left - 6.0)) y=(n(y(*tick) + 3.5)) text-anchor="end" { (tick) }
                    }
                    line.start x1=(n(left)) x2=(n(width - right)) y1=(n(y(verdict.start))) y2=(n(y(verdict.start))) {}
                    @for i in 0..=hands.len() {
                        text.axis x=(n(x(i))) y=(n(height - bottom + 16.0)) text-anchor="middle" {
                            @if i == 0 { "start" } @else { (i) }
                        }
                    }
                    text.axis x=(n((left + width - right) / 2.0)) y=(n(height - 6.0)) text-anchor="middle" { "hand" }
                    // The table's own figures where they differ: hollow marks tied to the rules' point.
                    @for d in differences {
                        @let index = hands.iter().position(|h| h.number == d.hand).map_or(0, |i| i + 1);
                        @let (colour, _) = STROKES[d.seat.index() % STROKES.len()];
                        line.tie x1=(n(x(index))) x2=(n(x(index))) y1=(n(y(d.referee))) y2=(n(y(d.table))) stroke=(colour) {}
                        (marker(d.seat.index(), x(index), y(d.table), "#fff", colour))
                    }
                    @for (seat, name) in players.iter() {
                        @let (colour, dash) = STROKES[seat.index() % STROKES.len()];
                        g.player {
                            polyline.player-line points=(points(seat)) stroke=(colour) stroke-dasharray=(dash) fill="none" stroke-width="2.2" {
                                title { (name) }
                            }
                            @for (i, hand) in hands.iter().enumerate() {
                                (marker(seat.index(), x(i + 1), y(chips(hand, seat)), colour, colour))
                            }
                        }
                    }
                    @for (seat, label_y) in &ends {
                        @let (colour, _) = STROKES[seat.index() % STROKES.len()];
                        @let last_y = y(verdict.chips()[*seat].unwrap_or(verdict.start));
                        line x1=(n(x(hands.len()) + 5.0)) x2=(n(x(hands.len()) + 12.0)) y1=(n(last_y)) y2=(n(*label_y)) stroke=(colour) stroke-width="1" {}
                        text.name x=(n(x(hands.len()) + 15.0)) y=(n(label_y + 4.0)) fill=(colour) { (players[*seat]) }
                    }
                }
                figcaption {
                    "Chips after each hand by the rules, one line and mark shape per player. "
                    @if departs.is_empty() {
                        "The table's scoresheet agrees throughout."
                    } @else {
                        "Hatched bands mark the hands where the table's scoresheet departs from the rules; hollow marks show the table's own figures."
                    }
                }
            }
        }
    }
}

/// Whether a tile lies west-east on the page, and the numbers on its two
/// halves, left or top first.
struct Drawn {
    /// Centre, in half-tile units from the set tile's centre.
    x: f64,
    y: f64,
    across: bool,
    ends: (u8, u8),
    set: bool,
}

/// The offsets of a half's pips from its centre, in parts of the half's side.
fn pips(value: u8, across: bool) -> Vec<(f64, f64)> {
    let o = 0.26;
    let mut spots = match value {
        1 => vec![(0.0, 0.0)],
        2 => vec![(-o, -o), (o, o)],
        3 => vec![(-o, -o), (0.0, 0.0), (o, o)],
        4 => vec![(-o, -o), (o, -o), (-o, o), (o, o)],
        5 => vec![(-o, -o), (o, -o), (0.0, 0.0), (-o, o), (o, o)],
        6 => vec![(-o, -o), (0.0, -o), (o, -o), (-o, o), (0.0, o), (o, o)],
        _ => Vec::new(),
    };
    if !across {
        for spot in &mut spots {
            *spot = (spot.1, spot.0);
        }
    }
    spots
}

/// The outer end of an arm as drawn: its name, the number showing, where it
/// ends and which way it was heading (for its label).
struct ArmEnd {
    name: ArmName,
    open: u8,
    x: f64,
    y: f64,
    heading: (f64, f64),
}

/// Where every tile of the layout lies, arm by arm out from the set tile.
///
/// An arm runs straight out from the set tile for a while, then turns a quarter,
/// as players turn a line at the table's edge: west turns north and east turns
/// south (a line becomes an S), north and south both turn east, so that each
/// turned part has a quarter of the table to itself and no two arms cross.
fn arrange(layout: &Layout) -> (Vec<Drawn>, Vec<ArmEnd>) {
    let game = layout.game();
    let (a, b) = game.set;
    // A line's set tile lies along the line unless it is a double; a cross's or
    // triangle's set double lies west-east, the north and south arms on its middle.
    let set_across = game.shape != Shape::Line || a != b;
    // How far an arm runs before it turns, in half-tile units from the centre.
    let straight = |name: ArmName| match name {
        ArmName::North | ArmName::South => 8.0,
        ArmName::East | ArmName::West => 12.0,
    };
    let mut drawn = vec![Drawn {
        x: 0.0,
        y: 0.0,
        across: set_across,
        ends: (a, b),
        set: true,
    }];
    let (half_w, half_h) = if set_across { (1.0, 0.5) } else { (0.5, 1.0) };
    let mut ends = Vec::new();
    for (index, plan) in game.arms.iter().enumerate() {
        let mut heading: (f64, f64) = match plan.name {
            ArmName::North => (0.0, -1.0),
            ArmName::East => (1.0, 0.0),
            ArmName::South => (0.0, 1.0),
            ArmName::West => (-1.0, 0.0),
        };
        // `at` is the point where the next tile's near edge goes, on the arm's middle.
        let start = if heading.0 == 0.0 { half_h } else { half_w };
        let mut at = (heading.0 * start, heading.1 * start);
        let mut run = start;
        let mut turned = false;
        // How far the last tile reaches to either side of the arm's middle.
        let mut last_side = 0.5;
        for laid in layout.arm_tiles(index) {
            let double = laid.touching == laid.open;
            let length = if double { 1.0 } else { 2.0 };
            if !turned && run + length > straight(plan.name) {
                turned = true;
                let (dx, dy) = heading;
                // Step back to the middle of the last half-tile, then out to the side.
                at = (at.0 - dx * 0.5, at.1 - dy * 0.5);
                heading = match plan.name {
                    ArmName::North | ArmName::South => (1.0, 0.0),
                    ArmName::West => (0.0, -1.0),
                    ArmName::East => (0.0, 1.0),
                };
                at = (at.0 + heading.0 * last_side, at.1 + heading.1 * last_side);
            }
            let (dx, dy) = heading;
            let centre = (at.0 + dx * length / 2.0, at.1 + dy * length / 2.0);
            let along_x = dx != 0.0;
            // Outward from the set tile the touching end comes first.
            let Laid { touching, open } = laid;
            let tile_ends = if dx + dy > 0.0 {
                (touching, open)
            } else {
                (open, touching)
            };
            drawn.push(Drawn {
                x: centre.0,
                y: centre.1,
                across: along_x != double,
                ends: tile_ends,
                set: false,
            });
            at = (at.0 + dx * length, at.1 + dy * length);
            run += length;
            last_side = if double { 1.0 } else { 0.5 };
        }
        ends.push(ArmEnd {
            name: plan.name,
            open: layout.arms()[index].open,
            x: at.0,
            y: at.1,
            heading,
        });
    }
    (drawn, ends)
}

/// The drawing of a layout as domino tiles with their pips, each arm named at
/// its outer end with the number showing there.
fn layout_svg(layout: &Layout, hand: usize) -> Markup {
    let unit = 22.0;
    let (drawn, arm_ends) = arrange(layout);
    // The extent in pixels, labels included (a label's width guessed from its letters).
    let mut min_x: f64 = -unit;
    let mut max_x: f64 = unit;
    let mut min_y: f64 = -unit;
    let mut max_y: f64 = unit;
    for tile in &drawn {
        let (w, h) = if tile.across { (1.0, 0.5) } else { (0.5, 1.0) };
        min_x = min_x.min((tile.x - w) * unit);
        max_x = max_x.max((tile.x + w) * unit);
        min_y = min_y.min((tile.y - h) * unit);
        max_y = max_y.max((tile.y + h) * unit);
    }
    let labels: Vec<(String, f64, f64, &str)> = arm_ends
        .iter()
        .map(|end| {
            let text = format!("{} · {}", end.name.word(), end.open);
            let width = text.chars().count() as f64 * 6.6;
            let (ex, ey) = (end.x * unit, end.y * unit);
            let (x, y, anchor) = match end.heading {
                (_, dy) if dy < 0.0 => (ex, ey - 8.0, "middle"),
                (_, dy) if dy > 0.0 => (ex, ey + 18.0, "middle"),
                (dx, _) if dx > 0.0 => (ex + 8.0, ey + 4.5, "start"),
                _ => (ex - 8.0, ey + 4.5, "end"),
            };
            match anchor {
                "start" => max_x = max_x.max(x + width),
                "end" => min_x = min_x.min(x - width),
                _ => {
                    min_x = min_x.min(x - width / 2.0);
                    max_x = max_x.max(x + width / 2.0);
                }
            }
            min_y = min_y.min(y - 14.0);
            max_y = max_y.max(y + 4.0);
            (text, x, y, anchor)
        })
        .collect();
    let pad = 6.0;
    let (vx, vy) = (min_x - pad, min_y - pad);
    let (vw, vh) = (max_x - min_x + 2.0 * pad, max_y - min_y + 2.0 * pad);
    let title_id = format!("layout-{hand}-title");
    let game = layout.game();
    let shape = match game.shape {
        Shape::Line => "a line",
        Shape::Cross => "a cross",
        Shape::Triangle => "a triangle",
    };
    let tiles = layout.tiles().len();
    html! {
        svg.layout xmlns="http://www.w3.org/2000/svg" viewBox={ (n(vx)) " " (n(vy)) " " (n(vw)) " " (n(vh)) } width=(n(vw)) role="img" aria-labelledby=(title_id) data-tiles=(tiles) {
            title id=(title_id) { "The layout at the end of hand " (hand) ": " (shape) " of " (tiles) " tiles; open ends " (open_ends(layout)) }
            @for tile in &drawn {
                @let (w, h) = if tile.across { (2.0 * unit, unit) } else { (unit, 2.0 * unit) };
                @let (cx, cy) = (tile.x * unit, tile.y * unit);
                g.tile.set[tile.set] {
                    rect x=(n(cx - w / 2.0 + 1.0)) y=(n(cy - h / 2.0 + 1.0)) width=(n(w - 2.0)) height=(n(h - 2.0)) rx="3.5" {}
                    @if tile.across {
                        line x1=(n(cx)) x2=(n(cx)) y1=(n(cy - h / 2.0 + 4.0)) y2=(n(cy + h / 2.0 - 4.0)) {}
                    } @else {
                        line x1=(n(cx - w / 2.0 + 4.0)) x2=(n(cx + w / 2.0 - 4.0)) y1=(n(cy)) y2=(n(cy)) {}
                    }
                    @for (k, value) in [tile.ends.0, tile.ends.1].into_iter().enumerate() {
                        @let sign = if k == 0 { -1.0 } else { 1.0 };
                        @let (hx, hy) = if tile.across { (cx + sign * unit / 2.0, cy) } else { (cx, cy + sign * unit / 2.0) };
                        @for (px, py) in pips(value, tile.across) {
                            circle cx=(n(hx + px * unit)) cy=(n(hy + py * unit)) r="2.1" {}
                        }
                    }
                }
            }
            @for (text, x, y, anchor) in &labels {
                text.arm x=(n(*x)) y=(n(*y)) text-anchor=(anchor) { (text) }
            }
        }
    }
}

fn correction(infraction: &Infraction) -> &'static str {
    match infraction.correction {
        Correction::TakenBack => "The table had the tile taken back; the penalty stands.",
        Correction::LetStand => "The table let it stand; the replay goes on with it in place.",
        Correction::None => "",
    }
}

fn infraction_item(verdict: &Verdict, hand: &HandVerdict, infraction: &Infraction) -> Markup {
    let players = &verdict.players;
    let payees: Vec<&str> = infraction
        .payees
        .iter()
        .map(|s| players[*s].as_str())
        .collect();
    let total = infraction.penalty_each * i64::try_from(payees.len()).unwrap_or(0);
    let readings = verdict.interpretation.describe(&infraction.switches);
    html! {
        li id={ "hand-" (hand.number) "-line-" (infraction.span.line) } {
            p.ruling {
                strong { (sentence_case(&infraction.kind.code().replace('-', " "))) }
                " · transcript line " (infraction.span.line) ": " (infraction.what) "."
            }
            p.rule { span.label { "Rule " } (infraction.kind.rule()) }
            p.penalty {
                span.label { "Penalty " }
                @if payees.is_empty() {
                    "nobody is paid"
                } @else {
                    (players[infraction.seat]) " pays " (infraction.penalty_each) " to each of " (payees.join(", ")) " (" (total) " in all)."
                }
                " " (correction(infraction))
                @if !readings.is_empty() { " Reading: " (readings.join(", ")) "." }
            }
        }
    }
}

/// Payments in order, those that differ only in who pays (or only in who is
/// paid) taken together: three players paying the setter for his double are one row.
fn grouped(payments: &[Payment]) -> Vec<Vec<&Payment>> {
    let mut groups: Vec<Vec<&Payment>> = Vec::new();
    for payment in payments {
        let joins = groups.last().is_some_and(|group| {
            let first = group[0];
            let same = first.reason == payment.reason
                && first.line == payment.line
                && first.amount == payment.amount
                && first.switches == payment.switches;
            let one_payer = group.iter().all(|p| p.from == payment.from);
            let one_payee = group.iter().all(|p| p.to == payment.to);
            same && (one_payer || one_payee)
        });
        match groups.last_mut() {
            Some(group) if joins => group.push(payment),
            _ => groups.push(vec![payment]),
        }
    }
    groups
}

fn payment_row(verdict: &Verdict, group: &[&Payment]) -> Markup {
    let players = &verdict.players;
    let Some(payment) = group.first() else {
        return html! {};
    };
    let mut payers: Vec<&str> = Vec::new();
    let mut payees: Vec<&str> = Vec::new();
    for p in group {
        if !payers.contains(&players[p.from].as_str()) {
            payers.push(&players[p.from]);
        }
        if !payees.contains(&players[p.to].as_str()) {
            payees.push(&players[p.to]);
        }
    }
    html! {
        tr {
            td { (payers.join(", ")) }
            td { (payees.join(", ")) }
            td.num { (payment.amount) @if group.len() > 1 { span.small { " each" } } }
            td { (payment.reason.phrase())
                @let readings = verdict.interpretation.describe(&payment.switches);
                @if !readings.is_empty() { span.small { " (" (readings.join(", ")) ")" } }
            }
            td.num { @if payment.line == 0 { "end" } @else { (payment.line) } }
        }
    }
}

fn hand_section(verdict: &Verdict, hand: &HandVerdict, differences: &[Difference]) -> Markup {
    let players = &verdict.players;
    let id = format!("hand-{}", hand.number);
    let present: Vec<Seat> = players.seats().filter(|s| hand.present[*s]).collect();
    let dealt_left: BySeat<String> = hand.end.hands.map(|_, tiles| tiles.to_string());
    html! {
        section.hand id=(id) aria-labelledby={ (id) "-title" } {
            h2 id={ (id) "-title" } { "Hand " (hand.number) span.game { " · " (game_name(hand)) } }
            p.setup {
                @match (hand.setter, hand.set_tile, &hand.game) {
                    (Some(setter), Some((a, b)), Some(game)) => {
                        (players[setter]) " sets [" (a) "-" (b) "] and announces " (describe_announcement(game)) ". "
                    },
                    _ if hand.ending == Ending::Redeal => { "Nobody holds a double: the tiles are shuffled again. " },
                    _ => {},
                }
                @if hand.ending != Ending::Redeal {
                    "The hand ends " (hand.ending.word().replace('-', " ")) "; "
                    @match hand.next_on_set {
                        Some(seat) => { (players[seat]) " is on set next. " },
                        None => { "the tie-break draw decides who is on set next. " },
                    }
                }
                span.small { "Transcript line " (hand.line) "." }
            }
            div.hand-body {
                @if let Some(layout) = &hand.end.layout {
                    figure.layout-figure {
                        (layout_svg(layout, hand.number))
                        figcaption { "The layout at the end: " (layout.tiles().len()) " tiles; open ends " (open_ends(layout)) "." }
                    }
                }
                table.grid.counts {
                    caption { "Counts and chips after hand " (hand.number) }
                    thead {
                        tr {
                            th scope="col" { "Player" }
                            th scope="col" { "Left in hand" }
                            th.num scope="col" { "Count" }
                            th.num scope="col" { "Chips" }
                        }
                    }
                    tbody {
                        @for seat in &present {
                            tr {
                                th scope="row" { (players[*seat]) }
                                td.tiles { (dealt_left[*seat]) }
                                td { (hand.counts[*seat]) }
                                (chip_cell(hand, *seat, differences))
                            }
                        }
                    }
                }
            }
            @if !hand.infractions.is_empty() {
                h3 { "Infractions" }
                ol.infractions {
                    @for infraction in &hand.infractions { (infraction_item(verdict, hand, infraction)) }
                }
            }
            @if !hand.notes.is_empty() {
                h3 { "Notes" }
                ul.notes {
                    @for note in &hand.notes { li { "Transcript line " (note.span.line) ": " (note.text) "." } }
                }
            }
            @if !hand.scoresheet.is_empty() {
                @let why = differences.iter().filter(|d| d.hand == hand.number && d.new != 0).find_map(|d| d.explanation.as_deref());
                p.sheet-note {
                    "The table's scoresheet differs: "
                    (hand.scoresheet.iter().map(|d| format!("{} {} on the sheet, {} by the rules (line {})", players[d.seat], d.table, d.referee, d.span.line)).collect::<Vec<_>>().join("; "))
                    "."
                    @match why {
                        Some(why) => { " What this hand adds: " (why) "." },
                        None => { " It carries a difference from an earlier hand." },
                    }
                }
            }
            @if !hand.payments.is_empty() {
                table.grid.payments {
                    caption { "Payments in hand " (hand.number) ", in order" }
                    thead {
                        tr {
                            th scope="col" { "Who pays" }
                            th scope="col" { "To" }
                            th.num scope="col" { "Chips" }
                            th scope="col" { "For" }
                            th.num scope="col" { "Line" }
                        }
                    }
                    tbody {
                        @for group in grouped(&hand.payments) { (payment_row(verdict, &group)) }
                    }
                }
            }
        }
    }
}

/// The page's stylesheet: screen and print (A4), legible without colour.
const STYLE: &str = r#"
:root { --ink: #1c1b19; --muted: #5d5a53; --rule: #cfc9bc; --paper: #fffdf7; --tint: #f3eee2; --mark: #fbe6a6; --accent: #7b1d12; }
* { box-sizing: border-box; }
html { background: #e9e5db; }
body { margin: 2rem auto; max-width: 50rem; padding: 2.2rem 2.6rem; background: var(--paper); color: var(--ink);
  font: 15px/1.45 "Charter", "Bitstream Charter", "Iowan Old Style", "Palatino Linotype", "DejaVu Serif", Georgia, serif;
  box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1, h2, h3, .kicker, nav, caption, figcaption, th, .summary, dt { font-family: "Avenir Next", "Segoe UI", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
h1 { font-size: 2rem; margin: .1rem 0 .6rem; letter-spacing: -.01em; }
h2 { font-size: 1.25rem; margin: 2rem 0 .6rem; padding-bottom: .2rem; border-bottom: 2px solid var(--ink); }
h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
h2 .game { font-weight: normal; color: var(--muted); }
.kicker { text-transform: uppercase; letter-spacing: .12em; font-size: .72rem; color: var(--accent); margin: 0; }
.small { font-size: .85em; color: var(--muted); }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .88em; overflow-wrap: anywhere; }
.facts { display: flex; flex-wrap: wrap; gap: .3rem 1.6rem; margin: 0 0 1rem; }
.facts div { min-width: 0; }
.facts dt { font-size: .7rem; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.summary { list-style: none; display: flex; flex-wrap: wrap; gap: .4rem; padding: 0; margin: 0 0 .8rem; }
.summary li { border: 1px solid var(--ink); border-radius: 2px; padding: .15rem .55rem; font-size: .88rem; }
nav { font-size: .85rem; color: var(--muted); }
nav a { display: inline-block; min-width: 1.6em; text-align: center; border: 1px solid var(--rule); margin-right: .15rem; text-decoration: none; color: var(--ink); }
a { color: var(--accent); }
table.grid { border-collapse: collapse; width: 100%; margin: .4rem 0 .8rem; font-variant-numeric: tabular-nums; font-size: .9rem; }
caption { caption-side: top; text-align: left; font-size: .8rem; color: var(--muted); padding-bottom: .3rem; }
th, td { padding: .22rem .45rem; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { border-bottom: 1.5px solid var(--ink); font-size: .78rem; font-weight: 600; }
tbody th { font-weight: 600; }
th.num, td.num, .glance td:not(.game), .settlement td, .counts td:not(.tiles) { text-align: right; }
tr.start td, tr.start th { color: var(--muted); font-style: italic; }
td.differs { font-weight: 700; white-space: nowrap; }
td.differs.fresh { background: var(--mark); box-shadow: inset 3px 0 0 var(--ink); }
td.differs del { font-weight: 400; color: var(--muted); text-decoration-thickness: 1.5px; }
td.differs ins { text-decoration: none; }
td.differs ins::before { content: "≠ "; font-weight: 400; }
td.left { color: var(--muted); font-style: italic; }
td.game { font-size: .85rem; }
td.tiles { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .8rem; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
ol.departures li, ol.infractions li { margin-bottom: .5rem; }
ol.infractions { padding-left: 1.3rem; }
ol.infractions p { margin: .1rem 0; }
.label { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; font-size: .7rem; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.sheet-note { border-left: 4px solid var(--ink); background: var(--mark); padding: .3rem .6rem; }
figure { margin: .6rem 0; }
figcaption { font-size: .8rem; color: var(--muted); margin-top: .3rem; }
svg { max-width: 100%; height: auto; display: block; }
svg text { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
svg.chips { width: 100%; }
svg.chips .grid { stroke: var(--rule); stroke-width: 1; }
svg.chips .start { stroke: var(--muted); stroke-width: 1; stroke-dasharray: 1 3; }
svg.chips .axis { font-size: 11px; fill: var(--muted); }
svg.chips .note { font-size: 10.5px; fill: var(--ink); font-weight: 700; }
svg.chips .name { font-size: 12.5px; font-weight: 700; }
svg.chips .tie { stroke-width: 1.2; stroke-dasharray: 2 2; }
.hand-body { display: flex; flex-wrap: wrap; gap: 1rem 1.6rem; align-items: flex-start; }
.hand-body figure { flex: 0 1 auto; min-width: 0; margin: 0 auto; }
.hand-body table.counts { flex: 1 1 15rem; width: auto; margin: 0; }
svg.layout { margin: 0 auto; }
svg.layout .tile rect { fill: #fff; stroke: var(--ink); stroke-width: 1.3; }
svg.layout .tile.set rect { fill: var(--tint); stroke-width: 2.6; }
svg.layout .tile line { stroke: var(--ink); stroke-width: 1; }
svg.layout .tile circle { fill: var(--ink); }
svg.layout .arm { font-size: 11px; fill: var(--muted); font-weight: 700; }
footer { margin-top: 2.4rem; border-top: 1px solid var(--rule); font-size: .8rem; color: var(--muted); }
@media screen and (max-width: 40rem) {
  body { margin: 0; padding: 1rem .7rem; box-shadow: none; font-size: 14px; }
  table.grid { font-size: .74rem; }
  th, td { padding: .2rem .22rem; }
  thead th { font-size: .68rem; }
  td.game { font-size: .7rem; overflow-wrap: anywhere; }
  td.differs { white-space: normal; }
  td.differs del, td.differs ins { display: block; }
  td.differs ins::before { content: none; }
  td.tiles { font-size: .7rem; }
}
@page { size: A4; margin: 14mm 13mm 16mm; }
@media print {
  html { background: none; }
  body { margin: 0; max-width: none; padding: 0; box-shadow: none; font-size: 9pt; background: none; }
  nav { display: none; }
  h1 { font-size: 17pt; }
  h2 { margin-top: 1.2rem; }
  th, td { padding: .14rem .4rem; }
  .facts, .summary { margin-bottom: .5rem; }
  section.settlement { break-before: page; }
  section.settlement h2 { margin-top: 0; }
  h2, h3 { break-after: avoid; }
  figure, tr, ol.infractions li, .summary, .facts { break-inside: avoid; }
  .chart { break-inside: avoid; }
  section.hand { break-before: page; }
  a { color: inherit; text-decoration: none; }
  td.differs.fresh { background: none; outline: 1.5px solid var(--ink); outline-offset: -2px; }
  .sheet-note { background: none; }
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout in the fixtures, at the end of each hand.
    fn layouts() -> Vec<(String, usize, Layout)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
        let mut found = Vec::new();
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .expect("fixtures")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).expect("fixture");
            let session = crate::load(&text).expect("fixture loads");
            let rules = crate::rules::interpretation::Interpretation::default();
            let Ok(verdict) = crate::replay::judge(&session, rules) else {
                continue;
            };
            for hand in verdict.hands {
                if let Some(layout) = hand.end.layout {
                    found.push((path.display().to_string(), hand.number, layout));
                }
            }
        }
        found
    }

    #[test]
    fn every_tile_is_drawn_once_and_no_two_overlap() {
        let layouts = layouts();
        assert!(layouts.len() > 50, "{} layouts", layouts.len());
        for (fixture, hand, layout) in &layouts {
            let (drawn, ends) = arrange(layout);
            assert_eq!(drawn.len(), layout.tiles().len(), "{fixture} hand {hand}");
            assert_eq!(ends.len(), layout.game().arms.len());
            let boxes: Vec<(f64, f64, f64, f64)> = drawn
                .iter()
                .map(|t| {
                    let (w, h) = if t.across { (1.0, 0.5) } else { (0.5, 1.0) };
                    (t.x - w, t.y - h, t.x + w, t.y + h)
                })
                .collect();
            for (i, a) in boxes.iter().enumerate() {
                for b in &boxes[i + 1..] {
                    let overlap = a.0 < b.2 - 1e-9
                        && b.0 < a.2 - 1e-9
                        && a.1 < b.3 - 1e-9
                        && b.1 < a.3 - 1e-9;
                    assert!(!overlap, "{fixture} hand {hand}: {a:?} and {b:?} overlap");
                }
            }
        }
    }

    #[test]
    fn touching_ends_meet_along_a_line() {
        // Set [5-3] ordinary: [3-6], [6-2] east, [5-1] west. West to east the
        // halves read 1 5 | 5 3 | 3 6 | 6 2, each tile's inner end against its neighbour.
        use crate::rules::game::{Announcement, Game, GameName};
        use crate::rules::layout::{Resolution, Timing};
        let mut layout =
            Layout::new(Game::new(Announcement::plain(GameName::Ordinary), (5, 3)).expect("valid"));
        for (a, b) in [(3, 6), (6, 2), (5, 1)] {
            match layout.resolve((a, b), None, Timing::Turn) {
                Resolution::Legal(p) => layout.place(p),
                other => panic!("{other:?}"),
            }
        }
        let (mut drawn, _) = arrange(&layout);
        drawn.sort_by(|a, b| a.x.total_cmp(&b.x));
        let halves: Vec<(u8, u8)> = drawn.iter().map(|t| t.ends).collect();
        assert_eq!(halves, [(1, 5), (5, 3), (3, 6), (6, 2)]);
        assert!(drawn.iter().all(|t| t.y == 0.0 && t.across));
    }

    #[test]
    fn pips_of_every_value() {
        for value in 0..=6u8 {
            assert_eq!(pips(value, true).len(), usize::from(value));
        }
    }
}
