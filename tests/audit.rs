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
    assert_eq!(audit["format"], "nos-audit/1");
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
