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
    use nos_referee::rules::infraction::InfractionKind;
    use nos_referee::rules::interpretation::Interpretation;
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
            nos_referee::replay::judge(&session, Interpretation::default()).expect("judged");
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

/// A scoresheet slip that is one ruling's payments together (a nos never paid,
/// a set payment made the wrong way round, [0-0] counted 0 at the end) is
/// traced to that ruling. Each `fixtures/audit-slip-*.yaml` works its table
/// figures out by hand and names, in an `# explained:` line, the words the
/// audit must use.
#[test]
fn a_slip_of_one_ruling_is_traced_to_it() {
    insta::glob!("../fixtures", "audit-slip-*.yaml", |path| {
        let bytes = std::fs::read(path).expect("fixture");
        let text = String::from_utf8_lossy(&bytes);
        let words = text
            .lines()
            .find_map(|l| l.strip_prefix("# explained: "))
            .unwrap_or_else(|| panic!("{}: no `# explained:` line", path.display()));
        let name = format!(
            "fixtures/{}",
            path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        let outcome = command::audit(
            &name,
            &bytes,
            Format::Json,
            &Default::default(),
            Style::Plain,
        );
        let audit: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
        let differences = audit["differences"].as_array().expect("differences");
        assert!(!differences.is_empty(), "{name}: the sheet should differ");
        for d in differences {
            let why = d["explanation"].as_str().unwrap_or("");
            assert!(why.contains(words), "{name}: {why}");
        }
        let text = command::audit(
            &name,
            &bytes,
            Format::Text,
            &Default::default(),
            Style::Plain,
        );
        insta::assert_snapshot!(text.stdout);
    });
}

#[test]
fn leaving_after_the_last_hand_keeps_the_claim_on_the_pot() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/session-leaves-after-last-hand.yaml"
    ))
    .expect("fixture");
    let outcome = command::audit(
        "fixtures/session-leaves-after-last-hand.yaml",
        &bytes,
        Format::Json,
        &Default::default(),
        Style::Plain,
    );
    // Eva's settled 480 on the later sheets agrees: nothing differs.
    assert_eq!(outcome.status.code(), 0, "{}", outcome.stdout);
    let audit: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    assert_eq!(audit["differences"].as_array().map(Vec::len), Some(0));
    let settlement = &audit["settlement"];
    // Worked in the fixture's header: a pot of 40, won by Dirk.
    assert_eq!(settlement["pot"], 40);
    assert_eq!(settlement["pot_winner"], "Dirk");
    let players = settlement["players"].as_array().expect("players");
    let balances: Vec<i64> = players
        .iter()
        .map(|p| p["balance"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(balances, [160, -80, -120, 60, -20]);
    assert_eq!(players[3]["left_after"], serde_json::Value::Null);
    assert_eq!(players[4]["left_after"], 1);
}

/// Payments the table made at the wrong amount (half what the rules owe) are
/// traced to those payments: all of one ruling's at once, or a pair of two
/// rulings. The figures are worked in each fixture's header.
#[test]
fn payments_at_the_wrong_amount_are_traced() {
    /// A fixture, what its hand adds to each player's difference, and words of the explanation.
    type Case<'a> = (&'a str, &'a [(&'a str, i64)], &'a str);
    let cases: &[Case] = &[
        (
            "audit-drawn-double-blank-paid-short",
            &[("Anna", -21), ("Bram", 7), ("Cees", 7), ("Dirk", 7)],
            "the table paid set drawn double on line 39 at the wrong amount: Bram paying Anna 7 instead of 14",
        ),
        (
            "audit-two-payments-halved",
            &[("Anna", -7), ("Cees", 2), ("Dirk", 5)],
            "Cees paying Dirk 2 instead of 4 for double on predecessor's tile on line 47; Dirk paying Anna 7 instead of 14 for count at the end",
        ),
    ];
    for (name, news, words) in cases {
        let file = format!("fixtures/{name}.yaml");
        let bytes =
            std::fs::read(format!("{}/{file}", env!("CARGO_MANIFEST_DIR"))).expect("fixture");
        let outcome = command::audit(
            &file,
            &bytes,
            Format::Json,
            &Default::default(),
            Style::Plain,
        );
        assert_eq!(outcome.status.code(), 1, "{name}: the sheet disagrees");
        let audit: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
        let differences = audit["differences"].as_array().expect("differences");
        assert_eq!(differences.len(), news.len(), "{name}");
        for (player, new) in *news {
            let found = differences
                .iter()
                .find(|d| d["player"] == *player)
                .unwrap_or_else(|| panic!("{name}: {player}"));
            assert_eq!(found["new"], *new, "{name}: {player}");
            let why = found["explanation"].as_str().unwrap_or("");
            assert!(why.contains(words), "{name}, {player}: {why}");
        }
        let text = command::audit(
            &file,
            &bytes,
            Format::Text,
            &Default::default(),
            Style::Plain,
        );
        insta::assert_snapshot!(*name, text.stdout);
    }
}
