//! Comparing readings: one transcript replayed under several interpretations,
//! and what each reading changes, hand by hand.
//!
//! A committee settling a dispute reads here the first event where the verdicts
//! part, the payments and infractions that exist under one reading and not
//! another, and what that does to each player's chips.

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::replay::ledger::Payment;
use crate::replay::{HandEntry, HandVerdict, Infraction, Verdict};
use crate::rules::interpretation::{Interpretation, SWITCHES, Switch};
use crate::rules::seat::BySeat;
use crate::transcript::problem::Problem;
use crate::words;

mod text;
mod writer;
pub use text::{TextLayout, event_text, shared_text, text};
pub use writer::{Compared, Comparing, Writing};

/// The version of the JSON comparison's shape; bumped on any incompatible change.
pub const COMPARE_FORMAT: &str = "nos-compare/2";

/// One payment or infraction, reduced to what makes it the same under two readings.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Item {
    /// The transcript line (0: the end of the hand).
    pub line: usize,
    /// How it reads in a report.
    pub text: String,
    /// The switches it was ruled under, each with its choice (or, listed once
    /// for several readings, each choice they ruled it under): what its
    /// text's brackets say.
    #[serde(skip)]
    pub ruled: Vec<(Switch, &'static str)>,
    /// A possible infraction of a public record: not charged, shown apart.
    #[serde(default)]
    pub possible: bool,
}

/// An item that some readings have and the others lack, listed once.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Difference {
    /// The item, as the first reading that has it words it.
    pub item: Item,
    /// The readings that have it, by their place in the comparison.
    pub under: Vec<usize>,
}

/// How one hand differs between readings.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct HandComparison {
    /// Counted from 1.
    pub number: usize,
    /// The first line where the readings part (0: only at the end-of-hand count).
    pub parts_at: Option<usize>,
    /// What some readings have and the others lack, each once, in the order
    /// of the hand.
    pub differences: Vec<Difference>,
    /// For each reading, the chips after the hand (`None` where not known).
    pub chips: Vec<BySeat<Option<i64>>>,
    /// For each reading, what each player won or lost in the hand itself
    /// (`None` where the hand was not judged): chips carried from an earlier
    /// hand are not in it.
    pub net: Vec<Option<BySeat<i64>>>,
    /// For each reading, who is on set next.
    pub next_on_set: Vec<Option<String>>,
    /// The readings under which the hand could not be judged; it is then not compared.
    pub not_judged_under: Vec<String>,
}

impl HandComparison {
    /// Whether every reading gives the same verdict for the hand.
    #[must_use]
    pub fn agrees(&self) -> bool {
        if self.skipped() {
            return true;
        }
        self.not_judged_under.is_empty()
            && self.parts_at.is_none()
            && self.net.windows(2).all(|w| w[0] == w[1])
            && self.next_on_set.windows(2).all(|w| w[0] == w[1])
    }

    /// What reading `reading` has that some other reading lacks.
    pub fn only(&self, reading: usize) -> impl Iterator<Item = &Item> {
        self.differences
            .iter()
            .filter(move |d| d.under.contains(&reading))
            .map(|d| &d.item)
    }

    /// Whether the chips after the hand differ between readings although the
    /// hand itself is judged alike: the difference was carried in.
    #[must_use]
    pub fn carries_difference(&self) -> bool {
        self.chips.windows(2).any(|w| w[0] != w[1])
    }
}

impl HandComparison {
    /// Whether no reading could judge the hand: it is left out of the comparison.
    #[must_use]
    pub fn skipped(&self) -> bool {
        !self.not_judged_under.is_empty() && self.not_judged_under.len() == self.chips.len()
    }
}

/// The comparison of a session under several readings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comparison {
    /// The readings' labels, in the order given.
    pub readings: Vec<String>,
    /// Player names.
    pub players: BySeat<String>,
    /// Hand by hand.
    pub hands: Vec<HandComparison>,
    /// The switches every reading compared takes the same choice on, with that
    /// choice: what they decide cannot differ here.
    pub shared: Vec<(Switch, &'static str)>,
}

impl Comparison {
    /// Whether all readings agree on every hand.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.hands.iter().all(HandComparison::agrees)
    }
}

fn items(
    hand: &HandVerdict,
    players: &BySeat<String>,
    interpretation: &Interpretation,
) -> Vec<Item> {
    let ruled = |switches: &[Switch]| -> Vec<(Switch, &'static str)> {
        switches
            .iter()
            .map(|&s| (s, interpretation.choice(s)))
            .collect()
    };
    let payment = |p: &Payment| {
        let reading = interpretation.bracketed(&p.switches);
        let said = words!(
            "compare-payment",
            payer = &players[p.from],
            payee = &players[p.to],
            amount = p.amount,
            reason = p.reason.phrase(),
            line = p.line
        );
        Item {
            line: p.line,
            text: format!("{said}{reading}"),
            ruled: ruled(&p.switches),
            possible: false,
        }
    };
    // Where an opponent is out, who receives the penalty is itself a ruling,
    // and the item names them.
    let payees_named = |i: &Infraction| {
        if i.switches.contains(&Switch::PenaltiesToPlayersOut) {
            let names: Vec<&str> = i.payees.iter().map(|&s| players[s].as_str()).collect();
            let payees = words!(
                "compare-payees",
                amount = i.penalty_each,
                count = names.len(),
                payees = names.join(", ")
            );
            format!(", {payees}")
        } else {
            String::new()
        }
    };
    let mut out: Vec<Item> = hand
        .infractions
        .iter()
        .map(|i| {
            let reading = interpretation.bracketed(&i.switches);
            let payees = payees_named(i);
            let said = words!(
                "compare-infraction",
                code = i.kind.code(),
                player = &players[i.seat],
                line = i.span.line
            );
            Item {
                line: i.span.line,
                text: format!("{said}{payees}{reading}"),
                ruled: ruled(&i.switches),
                possible: false,
            }
        })
        .collect();
    // A public record's possible infractions: not charged, each with what
    // would make it so.
    out.extend(hand.possible.iter().map(|p| {
        let i = &p.infraction;
        let reading = interpretation.bracketed(&i.switches);
        let said = words!(
            "compare-possible",
            code = i.kind.code(),
            player = &players[i.seat],
            line = i.span.line,
            payees = payees_named(i),
            condition = p.condition.to_string()
        );
        Item {
            line: i.span.line,
            text: format!("{said}{reading}"),
            ruled: ruled(&i.switches),
            possible: true,
        }
    }));
    // Penalties show as infractions; the other payments as payments.
    out.extend(
        hand.payments
            .iter()
            .filter(|p| !matches!(p.reason, crate::replay::ledger::Reason::Penalty(_)))
            .map(payment),
    );
    out
}

/// Strips the reading from an item's text, so the same payment under two
/// readings compares equal: the bracket at its end that names switches, not
/// a tile's brackets in its words.
fn bare(text: &str) -> &str {
    match text.rsplit_once(" [") {
        Some((head, tail)) if tail.ends_with(']') && tail.contains('=') => head,
        _ => text,
    }
}

/// Compares verdicts of one session under several readings (in the order given).
#[must_use]
pub fn compare(verdicts: &[Verdict]) -> Comparison {
    let Some(first) = verdicts.first() else {
        return Comparison {
            readings: Vec::new(),
            players: BySeat::default(),
            hands: Vec::new(),
            shared: Vec::new(),
        };
    };
    // Every hand of the transcript, judged or not, under each reading: the
    // verdicts are of one session, so each lists every hand, in order.
    let entries: Vec<Vec<HandEntry<'_>>> = verdicts.iter().map(|v| v.entries().collect()).collect();
    let count = entries.iter().map(Vec::len).max().unwrap_or(0);
    let hands = (0..count)
        .map(|index| {
            let row: Vec<(HandEntry<'_>, &Interpretation)> = verdicts
                .iter()
                .zip(&entries)
                .filter_map(|(v, entries)| Some((*entries.get(index)?, &v.interpretation)))
                .collect();
            compare_hand(&row, &first.players)
        })
        .collect();
    let readings: Vec<&Interpretation> = verdicts.iter().map(|v| &v.interpretation).collect();
    Comparison {
        readings: readings.iter().map(|r| r.label()).collect(),
        players: first.players.clone(),
        hands,
        shared: shared(&readings),
    }
}

/// The switches every one of `readings` takes the same choice on, with that
/// choice, in the order of [`SWITCHES`].
#[must_use]
pub fn shared(readings: &[&Interpretation]) -> Vec<(Switch, &'static str)> {
    let Some(first) = readings.first() else {
        return Vec::new();
    };
    SWITCHES
        .iter()
        .map(|info| (info.switch, first.choice(info.switch)))
        .filter(|&(switch, choice)| readings.iter().all(|r| r.choice(switch) == choice))
        .collect()
}

/// One hand compared: `row` holds it as each reading judged it (or could
/// not), in the readings' order, with the reading.
#[must_use]
pub fn compare_hand(
    row: &[(HandEntry<'_>, &Interpretation)],
    players: &BySeat<String>,
) -> HandComparison {
    fn judged<'h>(entry: &HandEntry<'h>) -> Option<&'h HandVerdict> {
        match *entry {
            HandEntry::Judged(hand) => Some(hand),
            HandEntry::Unjudged(_) => None,
        }
    }
    let not_judged_under: Vec<String> = row
        .iter()
        .filter(|(entry, _)| judged(entry).is_none())
        .map(|(_, reading)| reading.label())
        .collect();
    let per: Vec<Vec<Item>> = row
        .iter()
        .map(|(entry, reading)| {
            judged(entry)
                .map(|hand| items(hand, players, reading))
                .unwrap_or_default()
        })
        .collect();
    let differences = differences(&per);
    let parts_at = differences.iter().map(|d| d.item.line).min();
    HandComparison {
        number: row.first().map_or(0, |(entry, _)| entry.number()),
        parts_at,
        differences,
        chips: row.iter().map(|(entry, _)| entry.chips().clone()).collect(),
        net: row
            .iter()
            .map(|(entry, _)| judged(entry).map(|h| h.net.clone()))
            .collect(),
        next_on_set: row
            .iter()
            .map(|(entry, _)| {
                judged(entry)
                    .and_then(|h| h.next_on_set)
                    .map(|s| players[s].clone())
            })
            .collect(),
        not_judged_under,
    }
}

/// The items of `per` (each reading's items of one hand) that not every
/// reading has, each listed once with the readings that have it. An item a
/// reading has twice is counted twice: the second is shared only by the
/// readings that have it twice too.
fn differences(per: &[Vec<Item>]) -> Vec<Difference> {
    let mut out: Vec<Difference> = Vec::new();
    // How many of each item (by its bare text) every reading has passed so far.
    let mut seen: Vec<(&str, Vec<usize>)> = Vec::new();
    for (reading, items) in per.iter().enumerate() {
        for item in items {
            let key = bare(&item.text);
            let index = match seen.iter().position(|(k, _)| *k == key) {
                Some(index) => index,
                None => {
                    seen.push((key, vec![0; per.len()]));
                    seen.len() - 1
                }
            };
            seen[index].1[reading] += 1;
            let nth = seen[index].1[reading];
            // Listed already by an earlier reading that has it as often.
            if (0..reading).any(|r| count(&per[r], key) >= nth) {
                continue;
            }
            let under: Vec<usize> = (0..per.len())
                .filter(|&r| count(&per[r], key) >= nth)
                .collect();
            if under.len() < per.len() {
                // The readings that share it may rule it under different
                // choices of one switch: the item names each of them.
                let shared: Vec<&Item> = under
                    .iter()
                    .filter_map(|&r| per[r].iter().find(|i| bare(&i.text) == key))
                    .collect();
                let ruled = merged_readings(&shared);
                out.push(Difference {
                    item: Item {
                        line: item.line,
                        text: format!("{key}{}", bracketed(&ruled)),
                        ruled: ruled
                            .iter()
                            .flat_map(|(switch, choices)| choices.iter().map(|&c| (*switch, c)))
                            .collect(),
                        possible: item.possible,
                    },
                    under,
                });
            }
        }
    }
    out.sort_by_key(|d| (d.item.line == 0, d.item.line));
    out
}

/// The switches `items` (one item as several readings rule it) were ruled
/// under, each once, with every choice it was ruled under in the order met.
fn merged_readings(items: &[&Item]) -> Vec<(Switch, Vec<&'static str>)> {
    let mut switches: Vec<(Switch, Vec<&'static str>)> = Vec::new();
    for &(switch, choice) in items.iter().flat_map(|item| &item.ruled) {
        match switches.iter_mut().find(|(s, _)| *s == switch) {
            Some((_, choices)) if !choices.contains(&choice) => choices.push(choice),
            Some(_) => {}
            None => switches.push((switch, vec![choice])),
        }
    }
    switches
}

/// Merged readings as a bracketed suffix, as `Interpretation::bracketed`
/// writes one reading's: `[doubles-at-once-window=after-first-tile/until-first-tile]`.
fn bracketed(switches: &[(Switch, Vec<&'static str>)]) -> String {
    if switches.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = switches
        .iter()
        .map(|(switch, choices)| format!("{}={}", switch.id(), choices.join("/")))
        .collect();
    format!(" [{}]", parts.join(", "))
}

fn count(items: &[Item], key: &str) -> usize {
    items.iter().filter(|i| bare(&i.text) == key).count()
}

/// The comparison as the `nos-compare/2` JSON document.
#[must_use]
pub fn json(comparison: &Comparison, name: &str) -> serde_json::Value {
    let players = &comparison.players;
    let hands: Vec<serde_json::Value> = comparison
        .hands
        .iter()
        .map(|hand| hand_json(&comparison.readings, players, hand))
        .collect();
    json!({
        "format": COMPARE_FORMAT,
        "source": name,
        "readings": comparison.readings,
        "players": players.values().cloned().collect::<Vec<_>>(),
        "hands": hands,
        "agree": comparison.agrees(),
        "shared": shared_json(&comparison.shared),
    })
}

/// The switches the readings share, as the comparison's `shared` object.
#[must_use]
pub fn shared_json(shared: &[(Switch, &'static str)]) -> serde_json::Value {
    shared
        .iter()
        .map(|(switch, choice)| (switch.id().to_owned(), serde_json::Value::from(*choice)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// One hand of the comparison's `hands` list.
#[must_use]
pub fn hand_json(
    readings: &[String],
    players: &BySeat<String>,
    hand: &HandComparison,
) -> serde_json::Value {
    let chips = |row: &BySeat<Option<i64>>| {
        let map: serde_json::Map<String, serde_json::Value> = row
            .iter()
            .map(|(s, v)| (players[s].clone(), (*v).into()))
            .collect();
        serde_json::Value::Object(map)
    };
    let readings_labels = readings;
    let readings: Vec<serde_json::Value> = readings
        .iter()
        .enumerate()
        .map(|(i, label)| {
            json!({
                "reading": label,
                "only": hand.only(i).map(|item| with_certainty(json!({"line": item.line, "text": item.text}), item)).collect::<Vec<_>>(),
                "chips": chips(&hand.chips[i]),
                "next_on_set": hand.next_on_set[i],
            })
        })
        .collect();
    json!({
        "hand": hand.number,
        "agree": hand.agrees(),
        "not_judged_under": hand.not_judged_under,
        "parts_at_line": hand.parts_at,
        "differences": hand.differences.iter().map(|d| with_certainty(json!({
            "line": d.item.line,
            "text": d.item.text,
            "under": d.under.iter().filter_map(|&r| readings_labels.get(r)).collect::<Vec<_>>(),
        }), &d.item)).collect::<Vec<_>>(),
        "carried_in": hand.agrees() && hand.carries_difference(),
        "readings": readings,
    })
}

/// An item's JSON object, with `"certainty": "possible"` for a public
/// record's possible infraction (not charged); a charged item, the only kind
/// a record fully written has, is written as before.
fn with_certainty(mut object: serde_json::Value, item: &Item) -> serde_json::Value {
    if item.possible
        && let Some(map) = object.as_object_mut()
    {
        map.insert("certainty".to_owned(), "possible".into());
    }
    object
}

/// The hands not judged under any of `verdicts`' readings, each once and in
/// order, and their problems, each once, in the order of the text: a hand that
/// cannot be judged under several readings is reported once.
#[must_use]
pub fn unjudged(verdicts: &[Verdict]) -> (Vec<Problem>, Vec<usize>) {
    let mut problems: Vec<Problem> = Vec::new();
    let mut numbers: Vec<usize> = Vec::new();
    for hand in verdicts.iter().flat_map(|verdict| &verdict.unjudged) {
        if !numbers.contains(&hand.number) {
            numbers.push(hand.number);
        }
        for problem in &hand.problems {
            if !problems.contains(problem) {
                problems.push(problem.clone());
            }
        }
    }
    problems.sort_by_key(|p| p.span.offset);
    numbers.sort_unstable();
    (problems, numbers)
}

/// Replays a session under each reading and compares; a hand that cannot be
/// judged under a reading is said so and not compared.
#[must_use]
pub fn run(session: &crate::Session, readings: &[Interpretation]) -> (Comparison, Vec<Verdict>) {
    let verdicts: Vec<Verdict> = readings
        .iter()
        .map(|r| crate::replay::judge_all(session, r.clone()))
        .collect();
    (compare(&verdicts), verdicts)
}

#[cfg(test)]
mod tests {
    use super::{Item, Switch, bare, bracketed, merged_readings};

    #[test]
    fn only_the_reading_at_the_end_is_stripped_not_a_tiles_brackets() {
        let cases = [
            (
                "Anna pays Bram 4 for set double (line 36) [D2=unpaid]",
                "Anna pays Bram 4 for set double (line 36)",
            ),
            (
                "possible pass-while-able by Frits (line 70), if Frits held [5-2] then [D7=80-instead, penalties-to-players-out=paid]",
                "possible pass-while-able by Frits (line 70), if Frits held [5-2] then",
            ),
            (
                "possible setter-drew by Anna (line 34), if Anna held [3-3] then",
                "possible setter-drew by Anna (line 34), if Anna held [3-3] then",
            ),
            (
                "possible pass-while-able by Frits (line 70), if Frits held [5-2]",
                "possible pass-while-able by Frits (line 70), if Frits held [5-2]",
            ),
        ];
        for (text, key) in cases {
            assert_eq!(bare(text), key, "{text}");
        }
        // Two possible infractions that differ only in their tiles stay two.
        assert_ne!(
            bare("possible x by A (line 3), if A held [3-3] then"),
            bare("possible x by A (line 3), if A held [4-4] then")
        );
    }

    /// One reading's switches and choices for an item.
    type Ruled = &'static [(Switch, &'static str)];

    fn item(ruled: Ruled) -> Item {
        Item {
            line: 3,
            text: String::new(),
            ruled: ruled.to_vec(),
            possible: false,
        }
    }

    #[test]
    fn an_item_shared_by_readings_names_every_choice_it_was_ruled_under() {
        use Switch::{D2, D4, DoublesAtOnceWindow as Window};
        let cases: &[(&[Ruled], &str)] = &[
            (&[&[]], ""),
            (&[&[(D2, "paid")], &[(D2, "paid")]], " [D2=paid]"),
            (
                &[
                    &[(Window, "after-first-tile")],
                    &[(Window, "until-first-tile")],
                ],
                " [doubles-at-once-window=after-first-tile/until-first-tile]",
            ),
            (
                &[&[(D2, "unpaid"), (D4, "all-paid")], &[(D2, "paid")]],
                " [D2=unpaid/paid, D4=all-paid]",
            ),
        ];
        for (readings, merged) in cases {
            let items: Vec<Item> = readings.iter().map(|r| item(r)).collect();
            let shared: Vec<&Item> = items.iter().collect();
            assert_eq!(
                bracketed(&merged_readings(&shared)),
                *merged,
                "{readings:?}"
            );
        }
    }
}
