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
mod said;
mod style;

use chart::chart_section;
use drawing::layout_svg;
use said::{counted, filled, mark};
use style::STYLE;

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
        (None, None) => crate::words!("page-title-session"),
    };
    let page = html! {
        (DOCTYPE)
        html lang=(crate::lang::current().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (crate::words!("page-head-title", title = title.as_str())) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                header.masthead {
                    p.kicker { (crate::words!("page-kicker")) }
                    h1 { (title) }
                    (session_facts(verdict, session, source))
                    (summary(verdict, (infractions, possible), &differences, settlement.as_ref()))
                    nav aria-label=(crate::words!("page-nav-label")) {
                        (crate::words!("page-nav-hands")) " "
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
                    p { (filled(&crate::words!("page-footer", source = mark(0), reading = reading_label(&verdict.interpretation)), &[html! { code { (source) } }])) }
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
            span.small { " " (crate::words!("page-reading-as-profile")) }
        } @else {
            ", " (crate::words!("page-reading-but")) " "
            @for (i, (info, choice)) in apart.iter().enumerate() {
                @if i > 0 { ", " }
                span.switch title=(info.question()) { (info.title()) ": " strong { (choice) } span.small { " (" (info.id) ")" } }
            }
        }
    }
}

fn session_facts(verdict: &Verdict, session: &Session, source: &str) -> Markup {
    html! {
        dl.facts {
            @if let Some(club) = &session.club { div { dt { (crate::words!("page-facts-club")) } dd { (club) } } }
            @if let Some(date) = &session.date { div { dt { (crate::words!("page-facts-date")) } dd { (date) } } }
            div { dt { (crate::words!("page-facts-players")) } dd { (verdict.players.values().cloned().collect::<Vec<_>>().join(", ")) } }
            div { dt { (crate::words!("page-facts-start")) } dd { (crate::words!("page-facts-start-each", chips = verdict.start)) } }
            div.reading {
                dt { (crate::words!("page-facts-reading")) }
                dd { (reading_words(&verdict.interpretation)) }
            }
            div { dt { (crate::words!("page-facts-transcript")) } dd { code { (source) } } }
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
            li { (counted(crate::words!("page-summary-hands", count = hands, shown = mark(0)), hands)) }
            @if unjudged > 0 { li.unjudged { (counted(crate::words!("page-summary-unjudged", count = unjudged, shown = mark(0)), unjudged)) } }
            li { (counted(crate::words!("page-summary-infractions", count = infractions, shown = mark(0)), infractions)) }
            @if possible > 0 { li.possible { (counted(crate::words!("page-summary-possible", count = possible, shown = mark(0)), possible)) } }
            li {
                @if departures == 0 && unjudged > 0 { (crate::words!("page-summary-agrees-where-checked")) }
                @else if departures == 0 { (crate::words!("page-summary-agrees")) }
                @else { (counted(crate::words!("page-summary-departs", count = departures, shown = mark(0)), departures)) }
            }
            @if let Some(settlement) = settlement { li {
                (crate::words!("page-summary-settles")) " "
                @for (i, p) in settlement.players.iter().enumerate() {
                    @if i > 0 { ", " }
                    @let player = verdict.players[p.seat].as_str();
                    @match p.balance {
                        0 => (crate::words!("page-summary-square", player = player)),
                        b if b > 0 => (counted(crate::words!("page-summary-receives", player = player, amount = mark(0)), b)),
                        b => (counted(crate::words!("page-summary-pays", player = player, amount = mark(0)), -b)),
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
        return html! { td.unknown title=(crate::words!("page-chips-unknown-since")) { "?" } };
    };
    // After a gap the chips start again from the table's own figures.
    if hand.chips_from == ChipsFrom::Scoresheet && hand.present[seat] {
        return html! { td.sheet title=(crate::words!("page-chips-from-sheet")) { span.sr { (crate::words!("page-sr-sheet")) " " } (referee) } };
    }
    let fresh = differences
        .iter()
        .any(|d| d.hand == hand.number && d.seat == seat && d.new != 0);
    html! {
        @if !hand.present[seat] {
            td.left { (crate::words!("page-cell-left")) }
        } @else if let Some(table) = table.filter(|t| *t != referee) {
            td.differs.fresh[fresh] {
                del title=(crate::words!("page-figure-table")) { span.sr { (crate::words!("page-sr-sheet")) " " } (table) }
                " "
                ins title=(crate::words!("page-figure-referee")) { span.sr { (crate::words!("page-sr-rules")) " " } (referee) }
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
        || crate::words!("page-game-redeal"),
        |g| crate::report::game_in_words(g.name),
    )
}

fn glance(verdict: &Verdict, differences: &[Difference]) -> Markup {
    let players = &verdict.players;
    html! {
        section.glance aria-labelledby="glance-title" {
            h2 #glance-title { (crate::words!("page-glance-title")) }
            table.grid {
                caption { (crate::words!("page-glance-caption")) }
                thead {
                    tr {
                        th scope="col" { (crate::words!("page-column-hand")) }
                        th scope="col" { (crate::words!("page-column-game")) }
                        @for name in players.values() { th.num scope="col" { (name) } }
                        th.num scope="col" { (crate::words!("page-column-infractions")) }
                    }
                }
                tbody {
                    tr.start {
                        th scope="row" { (crate::words!("page-glance-start")) }
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
                                        span.possible { (crate::words!("page-glance-possible", count = hand.possible.len())) }
                                    }
                                }
                            },
                            HandEntry::Unjudged(hand) => tr.unjudged {
                                th scope="row" { a href={ "#hand-" (hand.number) } { (hand.number) } }
                                td.game { (crate::words!("page-not-judged")) }
                                @for seat in players.seats() { (unjudged_cell(hand, seat)) }
                                td {}
                            },
                        }
                    }
                }
            }
            @if !verdict.unjudged.is_empty() {
                p.small {
                    (crate::words!(
                        "page-glance-unjudged",
                        count = verdict.unjudged.len(),
                        hands = verdict.unjudged.iter().map(|u| u.number.to_string()).collect::<Vec<_>>().join(", ")
                    ))
                }
            }
            h3 { (crate::words!("page-departures-title")) }
            @if differences.is_empty() && !verdict.unjudged.is_empty() {
                p { (crate::words!("page-departures-none-where-checked")) }
            } @else if differences.is_empty() {
                p { (crate::words!("page-departures-none")) }
            } @else {
                ol.departures {
                    @for hand in &verdict.hands {
                        @let new: Vec<&Difference> = differences.iter().filter(|d| d.hand == hand.number && d.new != 0).collect();
                        @if !new.is_empty() {
                            li {
                                a href={ "#hand-" (hand.number) } { (crate::words!("page-hand", number = hand.number)) } ": "
                                (new.iter().find_map(|d| d.explanation.clone()).unwrap_or_else(|| crate::words!("page-departure-untraced")))
                                "."
                                br;
                                span.small {
                                    (new.iter().map(|d| crate::words!("page-sheet-and-rules", player = players[d.seat].as_str(), sheet = d.table, rules = d.referee, difference = signed(d.new))).collect::<Vec<_>>().join("; "))
                                }
                            }
                        }
                    }
                }
                @if let Some(last) = verdict.hands.last() {
                    @let open: Vec<String> = differences.iter().filter(|d| d.hand == last.number).map(|d| format!("{} {}", players[d.seat], signed(d.table - d.referee))).collect();
                    @if !open.is_empty() {
                        p { (filled(&crate::words!("page-sheet-off-by", hand = last.number, off = mark(0)), &[html! { strong { (open.join(", ")) } }])) }
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
            td.left { (crate::words!("page-cell-left")) }
        } @else if let Some(chips) = hand.chips[seat] {
            td.sheet title=(crate::words!("page-chips-sheet")) { span.sr { (crate::words!("page-sr-sheet")) " " } (chips) }
        } @else {
            td.unknown title=(crate::words!("page-chips-unknown")) { "?" }
        }
    }
}

/// A hand the referee could not judge: what keeps it from being judged, each
/// at its line, and where the chips after it come from.
fn unjudged_section(hand: &UnjudgedHand) -> Markup {
    let id = format!("hand-{}", hand.number);
    let from = match hand.chips_from {
        ChipsFrom::Scoresheet => crate::words!("page-unjudged-chips-sheet"),
        _ => crate::words!("page-unjudged-chips-unknown"),
    };
    html! {
        section.hand.unjudged id=(id) aria-labelledby={ (id) "-title" } {
            h2 id={ (id) "-title" } { (crate::words!("page-hand", number = hand.number)) span.game { " · " (crate::words!("page-not-judged")) } }
            p.setup {
                (crate::words!("page-unjudged-why")) " "
                (from) " "
                span.small { (crate::words!("page-transcript-line", line = hand.line)) }
            }
            h3 { (crate::words!("page-unjudged-problems")) }
            ol.problems {
                @for problem in &hand.problems {
                    li {
                        (crate::words!("page-problem-at", line = problem.span.line, column = problem.span.column, problem = problem.message.trim_end_matches('.')))
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
            h2 #settlement-title { (crate::words!("page-settlement-title")) }
            table.grid {
                caption { (crate::words!("page-settlement-caption", unit = audit::SETTLEMENT_UNIT)) }
                thead {
                    tr {
                        th scope="col" { (crate::words!("page-column-player")) }
                        th.num scope="col" { (crate::words!("page-column-chips")) }
                        th.num scope="col" { (crate::words!("page-column-keeps")) }
                        th.num scope="col" { (crate::words!("page-column-to-pot")) }
                        th.num scope="col" { (crate::words!("page-column-pot-won")) }
                        th.num scope="col" { (crate::words!("page-column-settles")) }
                    }
                }
                tbody {
                    @for p in &settlement.players {
                        tr {
                            th scope="row" {
                                (players[p.seat])
                                @if let Some(hand) = p.left_after { span.small { " (" (crate::words!("page-left-after", hand = hand)) ")" } }
                            }
                            td { (p.chips) }
                            td { (p.kept) }
                            td { (p.to_pot) }
                            td { @if p.pot_won > 0 { (p.pot_won) } }
                            td.balance {
                                @match p.balance {
                                    0 => (crate::words!("page-balance-square")),
                                    b if b > 0 => (counted(crate::words!("page-balance-receives", amount = mark(0)), b)),
                                    b => (counted(crate::words!("page-balance-pays", amount = mark(0)), -b)),
                                }
                            }
                        }
                    }
                }
            }
            p {
                @match settlement.pot_winner {
                    Some(winner) => (crate::words!("page-side-pot-won", chips = settlement.pot, winner = players[winner].as_str())),
                    None => (crate::words!("page-side-pot-unknown", chips = settlement.pot)),
                }
            }
        }
    }
}

fn correction(infraction: &Infraction) -> String {
    match infraction.correction {
        Correction::TakenBack => crate::words!("page-correction-taken-back"),
        Correction::LetStand => crate::words!("page-correction-let-stand"),
        Correction::None => String::new(),
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
                strong { (sentence_case(&infraction.kind.title())) }
                " · " (crate::words!("page-ruling-at", line = infraction.span.line, what = infraction.what.to_string()))
            }
            p.rule { span.label { (crate::words!("page-label-rule")) " " } (infraction.kind.rule_under(&verdict.interpretation)) }
            p.penalty {
                span.label { (crate::words!("page-label-penalty")) " " }
                @if payees.is_empty() {
                    (crate::words!("page-penalty-nobody"))
                } @else {
                    (crate::words!("page-penalty-pays", player = players[infraction.seat].as_str(), each = infraction.penalty_each, payees = payees.join(", "), total = total))
                }
                " " (correction(infraction))
                @if !readings.is_empty() { " " (crate::words!("page-readings", readings = readings.join(", "))) }
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
                strong { (sentence_case(&infraction.kind.title())) }
                " · " (crate::words!("page-possible-not-charged")) " · " (crate::words!("page-ruling-at", line = infraction.span.line, what = infraction.what.to_string()))
            }
            p.condition {
                span.label { (crate::words!("page-label-only-if")) " " } (crate::words!("page-possible-condition", condition = possible.condition.to_string()))
            }
            p.rule { span.label { (crate::words!("page-label-rule")) " " } (infraction.kind.rule_under(&verdict.interpretation)) }
            p.penalty {
                span.label { (crate::words!("page-label-were-it-so")) " " }
                @if payees.is_empty() {
                    (crate::words!("page-penalty-nobody-would"))
                } @else {
                    (crate::words!("page-penalty-would-pay", player = players[infraction.seat].as_str(), each = infraction.penalty_each, payees = payees.join(", "), total = total))
                }
                @if !readings.is_empty() { " " (crate::words!("page-readings", readings = readings.join(", "))) }
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
            td.num { (payment.amount) @if group.len() > 1 { span.small { " " (crate::words!("page-payment-each")) } } }
            td { (payment.reason.phrase())
                @let readings = verdict.interpretation.describe(&payment.switches);
                @if !readings.is_empty() { span.small { " (" (readings.join(", ")) ")" } }
            }
            td.num { @if payment.line == 0 { (crate::words!("page-payment-at-end")) } @else { (payment.line) } }
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
                h2 id={ (id) "-title" } { (crate::words!("page-hand", number = hand.number)) span.game { " · " (game_name(hand)) } }
                p.setup {
                    @match (hand.setter, hand.set_tile, &hand.game) {
                        (Some(setter), Some((a, b)), Some(game)) => {
                            (crate::words!("page-hand-set", setter = players[setter].as_str(), tile = format!("[{a}-{b}]"), game = announcement_in_words(game))) " "
                        },
                        _ if hand.ending == Ending::Redeal => { (crate::words!("page-hand-redeal")) " " },
                        _ => {},
                    }
                    @if hand.ending != Ending::Redeal {
                        @match hand.next_on_set {
                            Some(seat) => { (crate::words!("page-hand-ends-next", ending = hand.ending.word(), player = players[seat].as_str())) " " },
                            None => { (crate::words!("page-hand-ends-tie", ending = hand.ending.word())) " " },
                        }
                    }
                    span.small { (crate::words!("page-transcript-line", line = hand.line)) }
                }
                div.hand-body {
                    @if let Some(layout) = &hand.end.layout {
                        figure.layout-figure {
                            (layout_svg(layout, hand.number))
                            figcaption { (crate::words!("page-layout-caption", count = layout.tiles().len(), ends = open_ends(layout))) }
                        }
                    }
                    table.grid.counts {
                        caption { (crate::words!("page-counts-caption", hand = hand.number)) }
                        thead {
                            tr {
                                th scope="col" { (crate::words!("page-column-player")) }
                                th scope="col" { (crate::words!("page-column-left-in-hand")) }
                                th.num scope="col" { (crate::words!("page-column-count")) }
                                th.num scope="col" { (crate::words!("page-column-chips")) }
                            }
                        }
                        tbody {
                            @for seat in &present {
                                tr {
                                    th scope="row" { (players[*seat]) }
                                    td.tiles { (dealt_left[*seat]) }
                                    @if hand.counts_unknown.contains(*seat) {
                                        td { (crate::words!("page-count-not-known")) }
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
                h3 { (crate::words!("page-infractions-title")) }
                ol.infractions {
                    @for infraction in &hand.infractions { (infraction_item(verdict, hand, infraction)) }
                }
            }
            @if !hand.possible.is_empty() {
                h3 { (crate::words!("page-possible-title")) }
                ol.infractions.possible {
                    @for possible in &hand.possible { (possible_item(verdict, hand, possible)) }
                }
            }
            @if !hand.notes.is_empty() {
                h3 { (crate::words!("page-notes-title")) }
                ul.notes {
                    @for note in &hand.notes { li { (crate::words!("page-note-at", line = note.span.line, what = note.what.to_string())) } }
                }
            }
            @if !hand.scoresheet.is_empty() {
                @let why = differences.iter().filter(|d| d.hand == hand.number && d.new != 0).find_map(|d| d.explanation.as_deref());
                p.sheet-note {
                    (crate::words!("page-sheet-differs", differences = hand.scoresheet.iter().map(|d| crate::words!("page-sheet-and-rules-at", player = players[d.seat].as_str(), sheet = d.table, rules = d.referee, line = d.span.line)).collect::<Vec<_>>().join("; ")))
                    " "
                    @match why {
                        Some(why) => (crate::words!("page-sheet-differs-here", why = why)),
                        None => (crate::words!("page-sheet-differs-before")),
                    }
                }
            }
            @if !hand.payments.is_empty() {
                table.grid.payments {
                    caption { (crate::words!("page-payments-caption", hand = hand.number)) }
                    thead {
                        tr {
                            th scope="col" { (crate::words!("page-column-payer")) }
                            th scope="col" { (crate::words!("page-column-payee")) }
                            th.num scope="col" { (crate::words!("page-column-chips")) }
                            th scope="col" { (crate::words!("page-column-for")) }
                            th.num scope="col" { (crate::words!("page-column-line")) }
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
