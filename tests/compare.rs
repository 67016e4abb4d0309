//! The doubtful points, settled hand by hand: each `fixtures/dispute-*.yaml` is a
//! complete hand (or a short session) on which the readings of one doubtful point
//! disagree. Its header names the readings to compare and, worked by hand, the
//! final chips under each:
//!
//! ```text
//! # compare: en | de-1996
//! # chips en: Anna 461, Bram 537, Cees 485, Dirk 517
//! # chips de-1996: Anna 587, Bram 497, Cees 439, Dirk 477
//! ```
//!
//! The comparison, as text and as JSON, is a reviewed snapshot; the chips are
//! asserted on their own, so a wrong figure fails even where a snapshot was
//! accepted carelessly.

use std::path::Path;

use nos_referee::command::{self, Format, Outcome, RulesChoice, Status};
use nos_referee::report::Style;
use nos_referee::rules::interpretation::Interpretation;

/// What a dispute fixture's header promises.
struct Header {
    /// The readings to compare, in order.
    readings: Vec<String>,
    /// For each reading named on a `# chips` line, every player's final chips.
    chips: Vec<(String, Vec<(String, i64)>)>,
}

fn header(path: &Path, text: &str) -> Header {
    let shown = path.display();
    let mut readings = Vec::new();
    let mut chips = Vec::new();
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        if let Some(list) = line.strip_prefix("# compare:") {
            readings = list.split('|').map(|r| r.trim().to_owned()).collect();
        } else if let Some(rest) = line.strip_prefix("# chips ") {
            let (reading, figures) = rest.split_once(": ").unwrap_or_else(|| {
                panic!("{shown}: `{line}` is not `# chips READING: NAME N, ...`")
            });
            let figures = figures
                .split(',')
                .map(|entry| {
                    let (name, value) = entry
                        .trim()
                        .rsplit_once(' ')
                        .unwrap_or_else(|| panic!("{shown}: `{entry}` is not `NAME N`"));
                    let value = value
                        .parse()
                        .unwrap_or_else(|_| panic!("{shown}: `{value}` is not a number"));
                    (name.to_owned(), value)
                })
                .collect();
            chips.push((reading.trim().to_owned(), figures));
        }
    }
    assert!(
        readings.len() >= 2,
        "{shown}: the header names fewer than two readings to compare"
    );
    let named: Vec<&str> = chips.iter().map(|(r, _)| r.as_str()).collect();
    assert_eq!(
        named, readings,
        "{shown}: one `# chips` line per compared reading, in the same order"
    );
    Header { readings, chips }
}

fn name(path: &Path) -> String {
    format!(
        "fixtures/{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
    )
}

fn compare(path: &Path, format: Format) -> Outcome {
    let bytes = std::fs::read(path).expect("fixture readable");
    let text = String::from_utf8_lossy(&bytes);
    let choices: Vec<RulesChoice> = header(path, &text)
        .readings
        .into_iter()
        .map(|reading| RulesChoice {
            spec: Some(reading),
            ..RulesChoice::default()
        })
        .collect();
    let outcome = command::compare(&name(path), &bytes, format, &choices, Style::Plain);
    assert_eq!(
        outcome.status,
        Status::Findings,
        "{}: the readings should part\n{}{}",
        path.display(),
        outcome.stderr,
        outcome.stdout
    );
    outcome
}

#[test]
fn comparison_text() {
    insta::glob!("../fixtures", "dispute-*.yaml", |path| {
        let outcome = compare(path, Format::Text);
        let shown = format!(
            "exit {}\n{}{}",
            outcome.status.code(),
            outcome.stderr,
            outcome.stdout
        );
        insta::assert_snapshot!(shown);
    });
}

#[test]
fn comparison_json() {
    insta::glob!("../fixtures", "dispute-*.yaml", |path| {
        let outcome = compare(path, Format::Json);
        let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON output");
        insta::assert_json_snapshot!(json);
    });
}

#[test]
fn final_chips_are_the_ones_worked_by_hand() {
    insta::glob!("../fixtures", "dispute-*.yaml", |path| {
        let shown = path.display();
        let text = std::fs::read_to_string(path).expect("fixture readable");
        let header = header(path, &text);
        let session = nos_referee::load(&text)
            .unwrap_or_else(|problems| panic!("{shown}: cannot be read: {problems:?}"));
        let readings: Vec<Interpretation> = header
            .readings
            .iter()
            .map(|r| Interpretation::parse(r).unwrap_or_else(|e| panic!("{shown}: {e}")))
            .collect();
        let (comparison, _) = nos_referee::report::compare::run(&session, &readings);
        let last = comparison.hands.last().expect("at least one hand");
        for (index, (reading, expected)) in header.chips.iter().enumerate() {
            let verdict = nos_referee::replay::judge(&session, readings[index].clone())
                .unwrap_or_else(|problems| panic!("{shown}: cannot be judged: {problems:?}"));
            let chips = verdict.chips();
            let mut players: Vec<&str> = session.players.values().map(String::as_str).collect();
            let mut listed: Vec<&str> = expected.iter().map(|(n, _)| n.as_str()).collect();
            players.sort_unstable();
            listed.sort_unstable();
            assert_eq!(
                listed, players,
                "{shown}: `# chips {reading}` lists every player once"
            );
            for (player, figure) in expected {
                let seat = session
                    .players
                    .iter()
                    .find(|(_, n)| *n == player)
                    .map(|(s, _)| s)
                    .expect("a seated player");
                assert_eq!(
                    chips[seat],
                    Some(*figure),
                    "{shown}: {player}'s final chips under {reading}"
                );
                assert_eq!(
                    last.chips[index][seat],
                    Some(*figure),
                    "{shown}: {player}'s final chips under {reading}, as the comparison shows them"
                );
            }
        }
    });
}

/// The comparison of a fixture under the readings its header names.
fn compared(file: &str) -> nos_referee::report::compare::Comparison {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("fixture readable");
    let readings: Vec<Interpretation> = header(&path, &text)
        .readings
        .iter()
        .map(|r| Interpretation::parse(r).expect("a reading"))
        .collect();
    let session = nos_referee::load(&text).expect("a readable session");
    nos_referee::report::compare::run(&session, &readings).0
}

#[test]
fn payees_of_a_penalty_with_players_out_name_the_event_where_readings_part() {
    let comparison = compared("dispute-penalties-to-players-out.yaml");
    let hand = &comparison.hands[0];
    assert_eq!(hand.parts_at, Some(59), "the claim's line");
    assert!(!hand.agrees());
    let texts: Vec<(&str, &[usize])> = hand
        .differences
        .iter()
        .map(|d| (d.item.text.as_str(), d.under.as_slice()))
        .collect();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(
        texts[0].0.contains("40 each to Anna, Bram, Dirk"),
        "{texts:?}"
    );
    assert_eq!(texts[0].1, [0]);
    assert!(texts[1].0.contains(", 40 to Dirk ["), "{texts:?}");
    assert_eq!(texts[1].1, [1]);
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/dispute-penalties-to-players-out.yaml");
    let outcome = compare(&path, Format::Text);
    assert!(
        outcome
            .stdout
            .contains("the readings part at line 59: {by: Cees, claim: 6}"),
        "{}",
        outcome.stdout
    );
    assert!(
        !outcome.stdout.contains("on set next"),
        "{}",
        outcome.stdout
    );
    let outcome = compare(&path, Format::Json);
    let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON output");
    assert_eq!(json["hands"][0]["parts_at_line"], 59);
}

#[test]
fn chips_carried_from_an_earlier_hand_are_no_difference() {
    let comparison = compared("dispute-d2-carried-over-evening.yaml");
    assert_eq!(comparison.hands.len(), 7);
    let differing: Vec<usize> = comparison
        .hands
        .iter()
        .filter(|h| !h.agrees())
        .map(|h| h.number)
        .collect();
    assert_eq!(differing, [2], "only hand 2's own ruling differs");
    for hand in &comparison.hands[2..] {
        assert!(hand.differences.is_empty(), "hand {}", hand.number);
        assert!(
            hand.carries_difference(),
            "hand {}: chips carried in",
            hand.number
        );
        assert_eq!(hand.next_on_set[0], hand.next_on_set[1]);
    }
    // What hand 2 did, carried to the end: Anna -40, Bram -46, Cees +126, Dirk -40.
    let last = &comparison.hands[6].chips;
    let moved: Vec<i64> = last[1]
        .iter()
        .zip(last[0].iter())
        .map(|((_, b), (_, a))| b.unwrap_or(0) - a.unwrap_or(0))
        .collect();
    assert_eq!(moved, [-40, -46, 126, -40]);
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/dispute-d2-carried-over-evening.yaml");
    let outcome = compare(&path, Format::Text);
    assert!(
        outcome.stdout.contains("The readings differ in 1 hand."),
        "{}",
        outcome.stdout
    );
    assert!(
        !outcome.stdout.contains("on set next"),
        "{}",
        outcome.stdout
    );
    let outcome = compare(&path, Format::Json);
    let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON output");
    let agree: Vec<bool> = json["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|h| h["agree"].as_bool().expect("agree"))
        .collect();
    assert_eq!(agree, [true, false, true, true, true, true, true]);
}

#[test]
fn an_item_two_of_three_readings_share_is_listed_once() {
    let comparison = compared("dispute-d2-double-on-out-tile.yaml");
    let hand = &comparison.hands[0];
    let claims: Vec<&[usize]> = hand
        .differences
        .iter()
        .filter(|d| d.item.text.starts_with("infraction wrong-claim by Cees"))
        .map(|d| d.under.as_slice())
        .collect();
    assert_eq!(claims, [[0, 1].as_slice()], "once, under en and de-1996");
    let paid: Vec<&[usize]> = hand
        .differences
        .iter()
        .filter(|d| d.item.text.starts_with("Bram pays Cees 6"))
        .map(|d| d.under.as_slice())
        .collect();
    assert_eq!(paid, [[2].as_slice()], "under en,D2=paid alone");
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/dispute-d2-double-on-out-tile.yaml");
    let text = compare(&path, Format::Text).stdout;
    assert_eq!(
        text.matches("infraction wrong-claim by Cees").count(),
        1,
        "{text}"
    );
    assert!(
        text.contains(
            "  under en and de-1996, not under en,D2=paid:\n    infraction wrong-claim by Cees"
        ),
        "{text}"
    );
}
