//! The bundled sample evening, audited: its scoresheet holds three mistakes a
//! table makes (a penalty never charged, an addition slip, a claim paid that was
//! not owed), each carried forward as on paper. The audit must find each in the
//! hand it happened and say what explains it, and settle the evening.

use nos_referee::command::{self, Format};
use nos_referee::report::Style;

const EVENING: &str = "fixtures/evening.yaml";

fn audit(format: Format) -> command::Outcome {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/evening.yaml"
    ))
    .expect("evening");
    command::audit(EVENING, &bytes, format, &Default::default(), Style::Plain)
}

#[test]
fn the_evening_at_a_glance() {
    let outcome = audit(Format::Text);
    assert_eq!(outcome.status.code(), 1, "the scoresheet disagrees");
    insta::assert_snapshot!(outcome.stdout);
}

#[test]
fn each_mistake_is_found_in_its_hand_and_explained() {
    let outcome = audit(Format::Json);
    let audit: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    assert_eq!(audit["format"], "nos-audit/2");
    let differences = audit["differences"].as_array().expect("differences");
    // What each hand adds to the difference, by player: (hand, player, new part, words of the explanation).
    let expected: &[(u64, &str, i64, &str)] = &[
        (3, "Anna", 120, "never charged the false-nos penalty"),
        (3, "Bram", -40, "never charged the false-nos penalty"),
        (4, "Cees", 10, "arithmetic slip"),
        (7, "Bram", 121, "paid Bram's claim"),
        (7, "Anna", -41, "paid Bram's claim"),
    ];
    for (hand, player, new, words) in expected {
        let found = differences
            .iter()
            .find(|d| d["hand"] == *hand && d["player"] == *player)
            .unwrap_or_else(|| panic!("hand {hand}, {player}"));
        assert_eq!(found["new"], *new, "hand {hand}, {player}");
        let why = found["explanation"].as_str().unwrap_or("");
        assert!(why.contains(words), "hand {hand}, {player}: {why}");
    }
    // Hands 1 and 2 agree; nothing new in hands 5, 6, 8 and 9.
    for d in differences {
        let hand = d["hand"].as_u64().unwrap_or(0);
        assert!(hand >= 3, "{d}");
        if [5, 6, 8, 9].contains(&hand) {
            assert_eq!(d["new"], 0, "{d}");
        }
    }
    // Settlement, worked by hand: 405 keeps 400 (5 to the pot), 377 keeps 360 (17),
    // 750 keeps 740 (10), 468 keeps 460 (8); the pot of 40 goes to Cees.
    let settlement = &audit["settlement"];
    assert_eq!(settlement["pot"], 40);
    assert_eq!(settlement["pot_winner"], "Cees");
    let balances: Vec<i64> = settlement["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["balance"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(balances, [-100, -140, 280, -40]);
}

#[test]
fn a_player_who_leaves_is_settled_when_he_leaves() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/session-player-leaves.yaml"
    ))
    .expect("fixture");
    let outcome = command::audit(
        "fixtures/session-player-leaves.yaml",
        &bytes,
        Format::Json,
        &Default::default(),
        Style::Plain,
    );
    assert_eq!(outcome.status.code(), 0, "{}", outcome.stderr);
    let audit: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    let settlement = &audit["settlement"];
    // Worked in the fixture's header: a pot of 16 + 8 + 6 + 4 + 6 = 40, won by Bram.
    assert_eq!(settlement["pot"], 40);
    assert_eq!(settlement["pot_winner"], "Bram");
    let players = settlement["players"].as_array().expect("players");
    let balances: Vec<i64> = players
        .iter()
        .map(|p| p["balance"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(balances, [160, -40, -120, 20, -20]);
    assert_eq!(players[4]["left_after"], 1);
    assert_eq!(players[4]["kept"], 480);
    // Eva takes no part after hand 1: her chips stay at 486.
    let hands = audit["hands"].as_array().expect("hands");
    for hand in &hands[1..] {
        assert_eq!(hand["referee"]["Eva"], 486);
    }
    let text = command::audit(
        "fixtures/session-player-leaves.yaml",
        &bytes,
        Format::Text,
        &Default::default(),
        Style::Plain,
    );
    insta::assert_snapshot!(text.stdout);
}

/// The disputed D1 hand with the tie-break draw written down.
fn with_tiebreak(draws: &str) -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/dispute-d1-tie-for-set.yaml"
    ))
    .expect("fixture");
    let mut out = String::new();
    let mut hands = 0;
    for line in text.lines() {
        if line.starts_with("  - ") {
            hands += 1;
            if hands == 2 {
                out.push_str(&format!("    tiebreak: {draws}\n"));
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

#[test]
fn the_tie_break_draw_decides_who_is_on_set_under_draw_tiles() {
    use nos_referee::infraction::InfractionKind;
    use nos_referee::interpretation::Interpretation;
    // Cees and Dirk tie on 42; Cees sets hand 2. With Cees drawing the higher
    // tile he is on set; with Dirk drawing it, Cees's set is not his to make.
    let cases = [
        ("{Cees: 6-5, Dirk: 2-1}", None),
        ("{Cees: 2-1, Dirk: 6-5}", Some(InfractionKind::NotOnSet)),
    ];
    for (draws, expected) in cases {
        let text = with_tiebreak(draws);
        let session = nos_referee::load(&text).unwrap_or_else(|p| panic!("{draws}: {p:?}"));
        let verdict =
            nos_referee::referee::judge(&session, Interpretation::default()).expect("judged");
        assert_eq!(
            verdict.hands[0]
                .next_on_set
                .map(|s| verdict.players[s].clone()),
            Some(if expected.is_none() { "Cees" } else { "Dirk" }.to_owned()),
            "{draws}"
        );
        let kinds: Vec<_> = verdict.hands[1]
            .infractions
            .iter()
            .map(|i| i.kind)
            .collect();
        assert_eq!(kinds, expected.into_iter().collect::<Vec<_>>(), "{draws}");
    }
}
