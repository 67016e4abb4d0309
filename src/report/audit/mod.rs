//! Auditing an evening: where the table's scoresheet and the rules part ways,
//! what explains each difference, and what everyone owes at the end.
//!
//! A difference on the scoresheet carries from hand to hand, so each hand is
//! judged on what it adds to the difference; that new part is matched against
//! the hand's payments: a penalty the table never charged, a payment it never
//! made, or figures that do not add up (an arithmetic slip).
//!
//! The settlement, the differences and the two reports stand here; the
//! tracing of a difference to what explains it stands in `explain`.

use serde_json::json;

pub use crate::replay::ledger::{SETTLEMENT_UNIT, round_down, sheet_agrees};
use crate::replay::{ChipsFrom, HandEntry, Verdict};
use crate::report::escape::{self, Sentence, name_cell, right};
use crate::rules::seat::{BySeat, Seat};
use crate::words;
use textwrap::core::display_width;

mod explain;

use explain::explain;

/// The version of the JSON audit's shape; bumped on any incompatible change.
pub const AUDIT_FORMAT: &str = "nos-audit/2";

/// What a player takes away at the end of the session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settled {
    /// Who.
    pub seat: Seat,
    /// Chips before rounding.
    pub chips: i64,
    /// Chips kept: rounded down to a multiple of 20.
    pub kept: i64,
    /// The remainder, put in the side pot.
    pub to_pot: i64,
    /// The side pot, for its winner.
    pub pot_won: i64,
    /// What he receives (positive) or pays (negative) against his starting chips.
    pub balance: i64,
    /// The hand after which he left, if he left early.
    pub left_after: Option<usize>,
}

/// The settlement of a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settlement {
    /// Each player.
    pub players: Vec<Settled>,
    /// The side pot.
    pub pot: i64,
    /// Who won the side pot, if the transcript says.
    pub pot_winner: Option<Seat>,
}

/// Settles a judged session at its end; `None` when the final chips are not
/// known (a hand could not be judged and no scoresheet after it gives them).
#[must_use]
pub fn settlement(verdict: &Verdict) -> Option<Settlement> {
    // A player who left took no part in later hands: his chips are those he left with.
    Some(settle(
        &verdict.final_chips()?,
        verdict.start,
        &verdict.left_after,
        verdict.side_pot,
    ))
}

/// Settles a session: `chips` is each player's total when he stopped (at the end,
/// or when he left), `left_after` the hand after which a player left early.
#[must_use]
pub fn settle(
    chips: &BySeat<i64>,
    start: i64,
    left_after: &BySeat<Option<usize>>,
    pot_winner: Option<Seat>,
) -> Settlement {
    let mut players: Vec<Settled> = chips
        .iter()
        .map(|(seat, &total)| {
            let (kept, to_pot) = round_down(total);
            Settled {
                seat,
                chips: total,
                kept,
                to_pot,
                pot_won: 0,
                balance: kept - start,
                left_after: left_after[seat],
            }
        })
        .collect();
    let pot: i64 = players.iter().map(|p| p.to_pot).sum();
    // A player who left early has no claim on the pot.
    let winner = pot_winner.filter(|w| left_after[*w].is_none());
    if let Some(player) = winner.and_then(|w| players.iter_mut().find(|p| p.seat == w)) {
        player.pot_won = pot;
        player.balance += pot;
    }
    Settlement {
        players,
        pot,
        pot_winner: winner,
    }
}

/// One difference between the scoresheet and the rules, with what explains it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Difference {
    /// The hand, counted from 1.
    pub hand: usize,
    /// Whose figure.
    pub seat: Seat,
    /// The table's figure.
    pub table: i64,
    /// The referee's figure.
    pub referee: i64,
    /// The part of the difference this hand added (the rest carried from earlier hands).
    pub new: i64,
    /// What explains the new part, when it can be traced.
    pub explanation: Option<String>,
}

/// Each hand's scoresheet differences, explained where possible.
#[must_use]
pub fn differences(verdict: &Verdict) -> Vec<Difference> {
    let players = &verdict.players;
    let n = players.len();
    let mut carried: BySeat<i64> = BySeat::from_fn(n, |_| 0);
    let mut out = Vec::new();
    for entry in verdict.entries() {
        // After a hand that could not be judged, the chips start again from a
        // scoresheet or are unknown: nothing carries over the gap.
        let hand = match entry {
            HandEntry::Judged(hand) if hand.chips_from == ChipsFrom::Referee => hand,
            _ => {
                carried = BySeat::from_fn(n, |_| 0);
                continue;
            }
        };
        let Some(sheet) = &hand.sheet else { continue };
        // A player with no figure on the sheet (one who left) keeps what he carried.
        let total: BySeat<i64> = sheet.map(|seat, figure| match (figure, hand.chips[seat]) {
            (Some(f), Some(referee)) if sheet_agrees(*f, referee, hand.present[seat]) => 0,
            (Some(f), Some(referee)) => f - referee,
            _ => carried[seat],
        });
        let new: BySeat<i64> = total.map(|seat, d| d - carried[seat]);
        let explanation = explain(hand, &new, verdict);
        for (seat, &d) in total.iter() {
            if let (Some(table), Some(referee), true) = (sheet[seat], hand.chips[seat], d != 0) {
                out.push(Difference {
                    hand: hand.number,
                    seat,
                    table,
                    referee,
                    new: new[seat],
                    explanation: if new[seat] == 0 {
                        Some(words!("audit-carried"))
                    } else {
                        explanation.clone()
                    },
                });
            }
        }
        carried = total;
    }
    out
}

/// The audit for people: hands × players, the table's figure beside the referee's
/// where they differ, what each hand added to the difference and why, then the
/// settlement; drawn to fit `width` columns when one is given.
#[must_use]
pub fn text(
    verdict: &Verdict,
    differences: &[Difference],
    settlement: Option<&Settlement>,
    width: Option<usize>,
) -> String {
    let mut out = wrapped(format!("{}\n\n", words!("audit-glance")), width);
    out.push_str(&glance(verdict, width));
    out.push_str(&wrapped(the_rest(verdict, differences, settlement), width));
    out
}

/// `text` wrapped to `width`, if there is one, and never at a
/// [`GLUE`](crate::report::terminal::GLUE).
fn wrapped(text: String, width: Option<usize>) -> String {
    use crate::report::terminal::{GLUE, wrap};
    match width {
        Some(width) => wrap(&text, width),
        None if text.contains(GLUE) => text.replace(GLUE, " "),
        None => text,
    }
}

/// How the glance names each hand's game: in full, by its number, or not at
/// all, the first that fits the width.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum GameColumn {
    Named,
    Numbered,
    Left,
}

/// The table at a glance: a row a hand, a column a player.
fn glance(verdict: &Verdict, width: Option<usize>) -> String {
    let players = &verdict.players;
    let cell = |entry: HandEntry<'_>, seat: Seat| {
        let hand = match entry {
            HandEntry::Unjudged(hand) if !hand.present[seat] => return words!("audit-cell-left"),
            HandEntry::Unjudged(hand) => {
                return hand.chips[seat].map_or_else(|| "?".to_owned(), |c| c.to_string());
            }
            HandEntry::Judged(hand) => hand,
        };
        let table = hand.sheet.as_ref().and_then(|sheet| sheet[seat]);
        match (table, hand.chips[seat]) {
            _ if !hand.present[seat] => words!("audit-cell-left"),
            (_, None) => "?".to_owned(),
            (_, Some(chips)) if hand.chips_from != ChipsFrom::Referee => chips.to_string(),
            (Some(table), Some(chips)) if table != chips => format!("{table} ≠ {chips}"),
            (Some(_), Some(chips)) => format!("{chips} ✓"),
            (None, Some(chips)) => chips.to_string(),
        }
    };
    let cell_width = verdict
        .entries()
        .flat_map(|h| players.seats().map(move |s| (h, s)))
        .map(|(h, s)| display_width(&cell(h, s)))
        .chain(players.values().map(|n| display_width(&name_cell(n))))
        .max()
        .unwrap_or(6);
    let game_of = |entry: HandEntry<'_>, column: GameColumn| match (entry, column) {
        (_, GameColumn::Left) => String::new(),
        (HandEntry::Judged(hand), GameColumn::Named) => hand
            .game
            .map_or_else(|| words!("audit-game-redeal"), |g| format!("{}", g.name)),
        (HandEntry::Judged(hand), GameColumn::Numbered) => hand
            .game
            .map_or_else(|| "-".to_owned(), |g| g.name.number().to_string()),
        (HandEntry::Unjudged(_), GameColumn::Named) => words!("audit-game-not-judged"),
        (HandEntry::Unjudged(_), GameColumn::Numbered) => "?".to_owned(),
    };
    let (hand_head, game_head, start_head) = (
        words!("audit-head-hand"),
        words!("audit-head-game"),
        words!("audit-head-start"),
    );
    let game_width = |column: GameColumn| {
        verdict
            .entries()
            .map(|h| display_width(&game_of(h, column)))
            .max()
            .unwrap_or(4)
            .max(match column {
                // `start` stands in it.
                GameColumn::Named => display_width(&start_head).max(5),
                // `game` heads it.
                GameColumn::Numbered => display_width(&game_head).max(4),
                GameColumn::Left => 0,
            })
    };
    let row_width = |column: GameColumn| {
        let game = match column {
            GameColumn::Left => 0,
            _ => 1 + game_width(column),
        };
        5 + game + players.len() * (2 + cell_width)
    };
    let column = [GameColumn::Named, GameColumn::Numbered]
        .into_iter()
        .find(|&column| width.is_none_or(|width| row_width(column) <= width))
        .unwrap_or(GameColumn::Left);
    let game_width = game_width(column);
    // Padded by the width each character takes on a terminal, and two spaces
    // between players, so that `434 ≠ 314` cells neither shift nor run together.
    let pad = right;
    let first = |hand: &str, game: &str| match column {
        GameColumn::Left => format!("{hand:<5}"),
        _ => format!(
            "{hand:<5} {game}{}",
            " ".repeat(game_width.saturating_sub(display_width(game)))
        ),
    };
    let mut out = String::new();
    // `start` stands in the game's column, or, where the games are only
    // numbered or left out, in the hand's.
    let (game_head, start_head, start_label) = match column {
        GameColumn::Named => (game_head.as_str(), start_head.as_str(), ""),
        GameColumn::Numbered => (game_head.as_str(), "", start_head.as_str()),
        GameColumn::Left => ("", "", start_head.as_str()),
    };
    out.push_str(&first(&hand_head, game_head));
    for name in players.values() {
        out.push_str(&format!("  {}", pad(&name_cell(name), cell_width)));
    }
    out.push('\n');
    out.push_str(&first(start_label, start_head));
    for _ in players.values() {
        out.push_str(&format!(
            "  {}",
            pad(&verdict.start.to_string(), cell_width)
        ));
    }
    out.push('\n');
    for entry in verdict.entries() {
        let mut row = first(&entry.number().to_string(), &game_of(entry, column));
        for seat in players.seats() {
            row.push_str(&format!("  {}", pad(&cell(entry, seat), cell_width)));
        }
        let scoresheet = match entry {
            HandEntry::Unjudged(hand) => hand.chips_from == ChipsFrom::Scoresheet,
            HandEntry::Judged(hand) => hand.chips_from == ChipsFrom::Scoresheet,
        };
        let mut notes = Vec::new();
        if scoresheet {
            notes.push(format!("({})", words!("audit-note-sheet")));
        }
        if let HandEntry::Judged(hand) = entry {
            let infractions = hand.infractions.len();
            if infractions > 0 {
                notes.push(format!(
                    "({})",
                    words!("audit-note-infractions", count = infractions)
                ));
            }
            if !hand.possible.is_empty() {
                notes.push(format!(
                    "({})",
                    words!("audit-note-possible", count = hand.possible.len())
                ));
            }
        }
        // A note goes beside its row, or under it where it would not fit.
        let beside = notes
            .iter()
            .map(|note| 2 + display_width(note))
            .sum::<usize>();
        if notes.is_empty() || width.is_none_or(|width| display_width(&row) + beside <= width) {
            for note in &notes {
                row.push_str(&format!("  {note}"));
            }
            out.push_str(&row);
            out.push('\n');
        } else {
            out.push_str(&row);
            out.push('\n');
            out.push_str(&format!("      {}\n", notes.join(" ")));
        }
    }
    if column == GameColumn::Numbered {
        out.push_str(&wrapped(
            format!("({})\n", words!("audit-games-numbered")),
            width,
        ));
    }
    out
}

/// Everything after the glance: the scoresheet's differences and why, and the
/// settlement.
fn the_rest(
    verdict: &Verdict,
    differences: &[Difference],
    settlement: Option<&Settlement>,
) -> String {
    use crate::report::terminal::GLUE;
    let players = &verdict.players;
    let mut out = String::new();
    if !crate::report::scoresheet_kept(verdict) {
        out.push_str(&format!("\n{}\n", words!("audit-no-sheet")));
    } else if differences.is_empty() && !verdict.complete() {
        out.push_str(&format!("\n{}\n", words!("audit-agrees-where-checked")));
    } else if differences.is_empty() {
        out.push_str(&format!("\n{}\n", words!("audit-agrees")));
    } else {
        out.push_str(&format!("\n{}\n", words!("audit-part-ways")));
        for hand in &verdict.hands {
            let new: Vec<&Difference> = differences
                .iter()
                .filter(|d| d.hand == hand.number && d.new != 0)
                .collect();
            if new.is_empty() {
                continue;
            }
            let why = new
                .iter()
                .find_map(|d| d.explanation.clone())
                .unwrap_or_else(|| words!("audit-not-traced"));
            out.push_str(&format!(
                "  {}\n",
                words!(
                    "audit-hand-why",
                    hand = hand.number,
                    why = Sentence(why).to_string()
                )
            ));
            let figures: Vec<String> = new
                .iter()
                .map(|d| {
                    format!(
                        "{}{GLUE}{}{GLUE}≠{GLUE}{}{GLUE}({:+})",
                        escape::name(&players[d.seat]),
                        d.table,
                        d.referee,
                        d.new
                    )
                })
                .collect();
            out.push_str(&format!("    {}\n", figures.join("; ")));
        }
        if let Some(last) = verdict.hands.last() {
            let open: Vec<String> = differences
                .iter()
                .filter(|d| d.hand == last.number)
                .map(|d| {
                    format!(
                        "{}{GLUE}{:+}",
                        escape::name(&players[d.seat]),
                        d.table - d.referee
                    )
                })
                .collect();
            if !open.is_empty() {
                out.push_str(&format!(
                    "  {}\n",
                    words!(
                        "audit-off-by",
                        hand = last.number,
                        figures = open.join(", ")
                    )
                ));
            }
        }
    }
    if !verdict.complete() {
        out.push_str(&format!(
            "\n{}\n",
            words!("audit-not-judged", hands = verdict.unjudged_list())
        ));
    }
    let Some(settlement) = settlement else {
        out.push_str(&format!("\n{}\n", words!("audit-no-settlement")));
        return out;
    };
    out.push_str(&format!(
        "\n{}\n",
        words!("audit-settlement", unit = SETTLEMENT_UNIT)
    ));
    let name_width = players
        .values()
        .map(|n| display_width(&name_cell(n)))
        .max()
        .unwrap_or(4);
    for p in &settlement.players {
        let left = p
            .left_after
            .map(|h| format!(", {}", words!("audit-left-after", hand = h)))
            .unwrap_or_default();
        let pot = if p.pot_won > 0 {
            format!(", {}", words!("audit-wins-pot", pot = p.pot_won))
        } else {
            String::new()
        };
        let balance = match p.balance {
            0 => words!("audit-square"),
            b if b > 0 => words!("audit-receives", amount = b),
            b => words!("audit-pays", amount = -b),
        };
        out.push_str(&format!(
            "  {} {:>5} -> {}{pot}{left}: {balance}\n",
            escape::left(&name_cell(&players[p.seat]), name_width),
            p.chips,
            words!(
                "audit-keeps",
                kept = format!("{:>5}", p.kept),
                to_pot = format!("{:>2}", p.to_pot)
            )
        ));
    }
    let pot = match settlement.pot_winner {
        Some(winner) => words!(
            "audit-pot-won",
            chips = settlement.pot,
            player = escape::name(&players[winner])
        ),
        None => words!("audit-pot-unclaimed", chips = settlement.pot),
    };
    out.push_str(&format!("  {pot}\n"));
    out
}

/// The audit as the `nos-audit/1` JSON document.
#[must_use]
pub fn json(
    verdict: &Verdict,
    differences: &[Difference],
    settlement: Option<&Settlement>,
    name: &str,
) -> serde_json::Value {
    let players = &verdict.players;
    let by_name = |values: &BySeat<Option<i64>>| {
        let map: serde_json::Map<String, serde_json::Value> = values
            .iter()
            .map(|(s, v)| (players[s].clone(), (*v).into()))
            .collect();
        serde_json::Value::Object(map)
    };
    let hands: Vec<serde_json::Value> = verdict
        .entries()
        .map(|entry| {
            let HandEntry::Judged(h) = entry else {
                return json!({
                    "hand": entry.number(),
                    "judged": false,
                    "game": null,
                    "referee": by_name(entry.chips()),
                    "chips_from": entry.chips_from().word(),
                    "table": null,
                    "infractions": 0,
                    "possible": 0,
                });
            };
            json!({
                "hand": h.number,
                "judged": true,
                "game": h.game.map(|g| g.name.word()),
                "referee": by_name(&h.chips),
                "chips_from": h.chips_from.word(),
                "table": h.sheet.as_ref().map(|sheet| {
                    let map: serde_json::Map<String, serde_json::Value> = sheet
                        .iter()
                        .filter_map(|(s, v)| v.map(|v| (players[s].clone(), v.into())))
                        .collect();
                    serde_json::Value::Object(map)
                }),
                "infractions": h.infractions.len(),
                "possible": h.possible.len(),
            })
        })
        .collect();
    json!({
        "format": AUDIT_FORMAT,
        "source": name,
        "rules": verdict.interpretation.label(),
        "players": players.values().cloned().collect::<Vec<_>>(),
        "start": verdict.start,
        "hands": hands,
        "differences": differences.iter().map(|d| json!({
            "hand": d.hand,
            "player": players[d.seat],
            "table": d.table,
            "referee": d.referee,
            "new": d.new,
            "explanation": d.explanation,
        })).collect::<Vec<_>>(),
        "settlement": settlement.map(|settlement| json!({
            "pot": settlement.pot,
            "pot_winner": settlement.pot_winner.map(|s| players[s].clone()),
            "players": settlement.players.iter().map(|p| json!({
                "player": players[p.seat],
                "chips": p.chips,
                "kept": p.kept,
                "to_pot": p.to_pot,
                "pot_won": p.pot_won,
                "balance": p.balance,
                "left_after": p.left_after,
            })).collect::<Vec<_>>(),
        })),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settlement_with_a_pot_and_a_player_who_left() {
        // Anna 476 keeps 460 (16 to the pot), Bram 538 keeps 520 (18), Cees 505 keeps 500 (5),
        // Dirk left with 481: keeps 480 (1), no claim on the pot. Pot 40, won by Cees.
        let chips: BySeat<i64> = vec![476, 538, 505, 481].into();
        let left: BySeat<Option<usize>> = vec![None, None, None, Some(3)].into();
        let settlement = settle(&chips, 500, &left, Some(Seat(2)));
        assert_eq!(settlement.pot, 16 + 18 + 5 + 1);
        let balances: Vec<i64> = settlement.players.iter().map(|p| p.balance).collect();
        assert_eq!(balances, [-40, 20, 40, -20]);
        // The balances and the pot account for every chip: 2000 start, 2000 held.
        let kept: i64 = settlement.players.iter().map(|p| p.kept).sum();
        assert_eq!(kept + settlement.pot, 2000);
        // A pot "won" by a player who left goes to nobody.
        let settlement = settle(&chips, 500, &left, Some(Seat(3)));
        assert_eq!(settlement.pot_winner, None);
    }
}
