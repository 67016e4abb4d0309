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
//!
//! The page's sections stand here; beside them the two drawings, `chart` (the
//! chips hand by hand) and `drawing` (a hand's layout), and `style` (the CSS).

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::Session;
use crate::replay::ledger::Payment;
use crate::replay::{ChipsFrom, Ending, HandEntry, HandVerdict, UnjudgedHand, Verdict};
use crate::replay::{Correction, Infraction, Possible};
use crate::report::announcement_in_words;
use crate::report::audit::{self, Difference, Settlement};
use crate::report::show::{Known, open_ends, partly_seen};
use crate::rules::interpretation::{Interpretation, SWITCHES, SwitchInfo};
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::session::Hand;

mod chart;
mod drawing;
mod style;

use chart::chart_section;
use drawing::layout_svg;
use style::STYLE;

/// What the page says of chips it does not know: those after a hand that
/// could not be judged and has no scoresheet, and after the hands that follow
/// it until a scoresheet gives them again.
const UNKNOWN_CHIPS: &str =
    "unknown: a hand before could not be judged and no scoresheet since gives them";

/// A coordinate with one decimal, as SVG wants it.
fn n(x: f64) -> String {
    let text = format!("{x:.1}");
    text.strip_suffix(".0").map_or(text.clone(), str::to_owned)
}

/// The page for a session, its hands judged or not; `source` names the transcript.
#[must_use]
pub fn render(verdict: &Verdict, session: &Session, source: &str) -> String {
    render_counting(verdict, session, source, &mut || {})
}

/// [`render`], calling `drawn` as each hand's section is drawn, so that a long
/// session's page can show how far it has come.
#[must_use]
pub fn render_counting(
    verdict: &Verdict,
    session: &Session,
    source: &str,
    drawn: &mut dyn FnMut(),
) -> String {
    let differences = audit::differences(verdict);
    let settlement = audit::settlement(verdict);
    let infractions: usize = verdict.hands.iter().map(|h| h.infractions.len()).sum();
    let possible: usize = verdict.hands.iter().map(|h| h.possible.len()).sum();
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
                    (summary(verdict, (infractions, possible), &differences, settlement.as_ref()))
                    nav aria-label="Hands" {
                        "Hands: "
                        @for entry in verdict.entries() {
                            a href={ "#hand-" (entry.number()) } { (entry.number()) } " "
                        }
                    }
                }
                main {
                    (glance(verdict, &differences))
                    @if let Some(settlement) = &settlement {
                        (settlement_section(verdict, settlement))
                    }
                    (chart_section(verdict, &differences))
                    @for entry in verdict.entries() {
                        @match entry {
                            HandEntry::Judged(hand) => (hand_section(verdict, hand, session.hands.iter().find(|h| h.number == hand.number), &differences)),
                            HandEntry::Unjudged(hand) => (unjudged_section(hand)),
                        }
                        ({ drawn(); "" })
                    }
                }
                footer {
                    p { "Judged by nos-referee from " code { (source) } ", under the reading " (reading_label(&verdict.interpretation)) ". Every ruling cites the line of the transcript it rests on." }
                }
            }
        }
    };
    page.into_string()
}

/// The switches `reading` sets apart from its profile, each with its choice.
fn apart_from_profile(reading: &Interpretation) -> Vec<(&'static SwitchInfo, &'static str)> {
    let profile = Interpretation::of(reading.profile);
    SWITCHES
        .iter()
        .map(|info| (info, reading.choice(info.switch)))
        .filter(|(info, choice)| profile.choice(info.switch) != *choice)
        .collect()
}

/// The reading as a club member reads it: the profile, then only the switches
/// set apart from it, each by its name with its question in a tooltip.
fn reading_words(reading: &Interpretation) -> Markup {
    let apart = apart_from_profile(reading);
    html! {
        strong.profile { (reading.profile) }
        @if apart.is_empty() {
            span.small { " (every doubtful point as the profile reads it)" }
        } @else {
            ", but "
            @for (i, (info, choice)) in apart.iter().enumerate() {
                @if i > 0 { ", " }
                span.switch title=(info.question) { (info.name.replace('-', " ")) ": " strong { (choice) } span.small { " (" (info.id) ")" } }
            }
        }
    }
}

fn session_facts(verdict: &Verdict, session: &Session, source: &str) -> Markup {
    html! {
        dl.facts {
            @if let Some(club) = &session.club { div { dt { "Club" } dd { (club) } } }
            @if let Some(date) = &session.date { div { dt { "Date" } dd { (date) } } }
            div { dt { "Players" } dd { (verdict.players.values().cloned().collect::<Vec<_>>().join(", ")) } }
            div { dt { "Chips at the start" } dd { (verdict.start) " each" } }
            div.reading {
                dt { "Reading" }
                dd { (reading_words(&verdict.interpretation)) }
            }
            div { dt { "Transcript" } dd { code { (source) } } }
        }
    }
}

fn summary(
    verdict: &Verdict,
    (infractions, possible): (usize, usize),
    differences: &[Difference],
    settlement: Option<&Settlement>,
) -> Markup {
    let hands = verdict.hands.len() + verdict.unjudged.len();
    let unjudged = verdict.unjudged.len();
    let departures = verdict
        .hands
        .iter()
        .filter(|h| differences.iter().any(|d| d.hand == h.number && d.new != 0))
        .count();
    html! {
        ul.summary {
            li { strong { (hands) } " hand" @if hands != 1 { "s" } }
            @if unjudged > 0 { li.unjudged { strong { (unjudged) } " not judged" } }
            li { strong { (infractions) } " infraction" @if infractions != 1 { "s" } }
            @if possible > 0 { li.possible { strong { (possible) } " possible, not charged" } }
            li {
                @if departures == 0 && unjudged > 0 { "the scoresheet agrees with the rules wherever they could be checked" }
                @else if departures == 0 { "the scoresheet agrees with the rules" }
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
    let Some(referee) = hand.chips[seat] else {
        return html! { td.unknown title=(UNKNOWN_CHIPS) { "?" } };
    };
    // After a gap the chips start again from the table's own figures.
    if hand.chips_from == ChipsFrom::Scoresheet && hand.present[seat] {
        return html! { td.sheet title="the table's scoresheet: the chips before this hand are unknown" { span.sr { "sheet " } (referee) } };
    }
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

/// The reading as `--rules` takes it: the profile and the switches set apart from it.
fn reading_label(reading: &Interpretation) -> String {
    std::iter::once(reading.profile.name().to_owned())
        .chain(
            apart_from_profile(reading)
                .iter()
                .map(|(info, choice)| format!("{}={choice}", info.id)),
        )
        .collect::<Vec<_>>()
        .join(",")
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

/// The hand's game in words, as a club member names it.
fn game_name(hand: &HandVerdict) -> String {
    hand.game.map_or_else(
        || "redeal".to_owned(),
        |g| crate::report::game_in_words(g.name),
    )
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
                    @for entry in verdict.entries() {
                        @match entry {
                            HandEntry::Judged(hand) => tr {
                                th scope="row" { a href={ "#hand-" (hand.number) } { (hand.number) } }
                                td.game { (game_name(hand)) }
                                @for seat in players.seats() { (chip_cell(hand, seat, differences)) }
                                td {
                                    @if !hand.infractions.is_empty() { (hand.infractions.len()) }
                                    @if !hand.possible.is_empty() {
                                        @if !hand.infractions.is_empty() { " " }
                                        span.possible { "+" (hand.possible.len()) " possible" }
                                    }
                                }
                            },
                            HandEntry::Unjudged(hand) => tr.unjudged {
                                th scope="row" { a href={ "#hand-" (hand.number) } { (hand.number) } }
                                td.game { "not judged" }
                                @for seat in players.seats() { (unjudged_cell(hand, seat)) }
                                td {}
                            },
                        }
                    }
                }
            }
            @if !verdict.unjudged.is_empty() {
                p.small {
                    "Not judged: hand" @if verdict.unjudged.len() > 1 { "s" } " "
                    (verdict.unjudged.iter().map(|u| u.number.to_string()).collect::<Vec<_>>().join(", "))
                    ", shown below with what keeps " @if verdict.unjudged.len() > 1 { "each" } @else { "it" } " from being judged. The chips after such a hand are the table's scoresheet's (in italics) where it wrote them, unknown (?) otherwise, until a later scoresheet gives them again."
                }
            }
            h3 { "Where the scoresheet departs from the rules" }
            @if differences.is_empty() && !verdict.unjudged.is_empty() {
                p { "The scoresheet agrees with the rules wherever the referee could check it." }
            } @else if differences.is_empty() {
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

/// A player's chips after a hand that could not be judged: the table's
/// scoresheet's figure, or unknown.
fn unjudged_cell(hand: &UnjudgedHand, seat: Seat) -> Markup {
    html! {
        @if !hand.present[seat] {
            td.left { "left" }
        } @else if let Some(chips) = hand.chips[seat] {
            td.sheet title="the table's scoresheet" { span.sr { "sheet " } (chips) }
        } @else {
            td.unknown title="unknown: the hand could not be judged and the transcript has no scoresheet for it" { "?" }
        }
    }
}

/// A hand the referee could not judge: what keeps it from being judged, each
/// at its line, and where the chips after it come from.
fn unjudged_section(hand: &UnjudgedHand) -> Markup {
    let id = format!("hand-{}", hand.number);
    let from = match hand.chips_from {
        ChipsFrom::Scoresheet => "The chips after it are taken from the table's scoresheet.",
        _ => {
            "The transcript has no scoresheet for it: the chips after it are unknown until a later scoresheet gives them."
        }
    };
    html! {
        section.hand.unjudged id=(id) aria-labelledby={ (id) "-title" } {
            h2 id={ (id) "-title" } { "Hand " (hand.number) span.game { " · not judged" } }
            p.setup {
                "The referee could not judge this hand: what the transcript records of it cannot be read, or does not add up. "
                (from) " "
                span.small { "Transcript line " (hand.line) "." }
            }
            h3 { "What keeps it from being judged" }
            ol.problems {
                @for problem in &hand.problems {
                    li {
                        "Transcript line " (problem.span.line) ", column " (problem.span.column) ": " (problem.message.trim_end_matches('.')) "."
                        @if !problem.help.is_empty() { br; span.small { (sentence_case(problem.help.trim_end_matches('.'))) "." } }
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
            p.rule { span.label { "Rule " } (infraction.kind.rule_under(&verdict.interpretation)) }
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

/// A possible infraction of a public record: what it would be, what would
/// make it so, and the chips it would move; not charged.
fn possible_item(verdict: &Verdict, hand: &HandVerdict, possible: &Possible) -> Markup {
    let players = &verdict.players;
    let infraction = &possible.infraction;
    let payees: Vec<&str> = infraction
        .payees
        .iter()
        .map(|s| players[*s].as_str())
        .collect();
    let total = infraction.penalty_each * i64::try_from(payees.len()).unwrap_or(0);
    let readings = verdict.interpretation.describe(&infraction.switches);
    html! {
        li.possible id={ "hand-" (hand.number) "-possible-line-" (infraction.span.line) } {
            p.ruling {
                strong { (sentence_case(&infraction.kind.code().replace('-', " "))) }
                " · possible, not charged · transcript line " (infraction.span.line) ": " (infraction.what) "."
            }
            p.condition {
                span.label { "Only if " } (possible.condition) ". The record leaves this open: in some ways its unseen tiles could have lain it holds, in others not, so it is not charged."
            }
            p.rule { span.label { "Rule " } (infraction.kind.rule_under(&verdict.interpretation)) }
            p.penalty {
                span.label { "Were it so " }
                @if payees.is_empty() {
                    "nobody would be paid."
                } @else {
                    (players[infraction.seat]) " would pay " (infraction.penalty_each) " to each of " (payees.join(", ")) " (" (total) " in all)."
                }
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

fn hand_section(
    verdict: &Verdict,
    hand: &HandVerdict,
    record: Option<&Hand>,
    differences: &[Difference],
) -> Markup {
    let players = &verdict.players;
    let id = format!("hand-{}", hand.number);
    let present: Vec<Seat> = players.seats().filter(|s| hand.present[*s]).collect();
    // A public record's tiles left in hand as far as the table knows them:
    // the referee's replay of the unseen tiles is one way among several.
    let dealt_left: BySeat<String> = match record {
        Some(record) if record.worlds.is_some() => {
            let known = Known::of(record, &hand.end);
            hand.end
                .hands
                .map(|seat, tiles| partly_seen(known.hands[seat], tiles.len()))
        }
        _ => hand.end.hands.map(|_, tiles| tiles.to_string()),
    };
    html! {
        section.hand id=(id) aria-labelledby={ (id) "-title" } {
            // The heading, what was played and the drawing stay on one printed page.
            div.hand-top {
                h2 id={ (id) "-title" } { "Hand " (hand.number) span.game { " · " (game_name(hand)) } }
                p.setup {
                    @match (hand.setter, hand.set_tile, &hand.game) {
                        (Some(setter), Some((a, b)), Some(game)) => {
                            (players[setter]) " sets [" (a) "-" (b) "] and announces " (announcement_in_words(game)) ". "
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
                                    @if hand.counts_unknown.contains(*seat) {
                                        td { "not known" }
                                    } @else {
                                        td { (hand.counts[*seat]) }
                                    }
                                    (chip_cell(hand, *seat, differences))
                                }
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
            @if !hand.possible.is_empty() {
                h3 { "Possible infractions, not charged" }
                ol.infractions.possible {
                    @for possible in &hand.possible { (possible_item(verdict, hand, possible)) }
                }
            }
            @if !hand.notes.is_empty() {
                h3 { "Notes" }
                ul.notes {
                    @for note in &hand.notes { li { "Transcript line " (note.span.line) ": " (note.what) "." } }
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
