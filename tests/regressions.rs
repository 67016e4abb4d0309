//! Regression tests for referee bugs found by the generated sessions of
//! `tests/properties.rs` and by the fuzz targets in `fuzz/`, each named after
//! what it caught.

use nos_referee::replay::judge;
use nos_referee::replay::ledger::Reason;
use nos_referee::rules::infraction::InfractionKind;

/// A pass with tiles left to draw is no turn of its own: the table has the
/// passer draw on, so when he then lays a double on his predecessor's tile,
/// nobody had a turn in between and the predecessor pays for it.
///
/// Dirk plays [6-6]; Anna passes with eight tiles in the boneyard (40 to each),
/// draws, and lays [0-0] on Dirk's [6-6] (game 12, a matador arm): Dirk owes
/// her 7, and her claim is no wrong claim.
#[test]
fn a_double_after_the_players_own_wrong_pass_is_paid_by_the_predecessor() {
    let session = nos_referee::load(DOUBLE_AFTER_OWN_WRONG_PASS).expect("loads");
    let verdict = judge(&session, Default::default()).expect("judged");
    let kinds: Vec<InfractionKind> = verdict
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| i.kind)
        .collect();
    assert_eq!(kinds, [InfractionKind::PassWithBoneyard]);
    let paid: Vec<(&str, &str, i64)> = verdict.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::DoubleOnPredecessor)
        .map(|p| {
            (
                verdict.players[p.from].as_str(),
                verdict.players[p.to].as_str(),
                p.amount,
            )
        })
        .collect();
    assert!(paid.contains(&("Dirk", "Anna", 7)), "{paid:?}");
    // The scoresheet in the transcript is the one the table kept by the rules.
    assert!(!verdict.has_sheet_differences());
}

const DOUBLE_AFTER_OWN_WRONG_PASS: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - deal:
      Anna: [3-3, 3-0, 2-2, 4-2]
      Bram: [6-3, 5-0, 2-1, 4-0]
      Cees: [4-1, 5-1, 6-1, 4-4]
      Dirk: [5-3, 6-0, 3-1, 1-0]
    events:
      - {by: Cees, set: 4-4}
      - {by: Cees, announce: {game: volapuk-double-cross, ordinary: north-south}}
      - {by: Anna, play: 3-3, at: 4}
      - {by: Anna, claim: 3}
      - {by: Dirk, play: 3-1}
      - {by: Anna, says: wait}
      - {by: Bram, play: 4-0, at: north}
      - {by: Cees, play: 4-1}
      - {by: Dirk, draw: [2-0, 6-2, 3-2, 6-6]}
      - {by: Dirk, play: 6-6}
      - {by: Anna, says: pass}
      - {by: Anna, draw: [5-4, 6-4, 5-5, 0-0]}
      - {by: Anna, play: 0-0, at: 6}
      - {by: Anna, claim: 7}
      - {by: Bram, draw: [6-5, 1-1]}
      - {by: Bram, play: 1-1}
      - {by: Cees, play: 6-1, at: 3}
      - {by: Dirk, play: 6-2}
      - {by: Anna, play: 5-5}
      - {by: Anna, claim: 5}
      - {by: Bram, play: 1-2, at: 1}
      - {by: Cees, says: pass}
      - {by: Dirk, play: 2-0, at: 2}
      - {by: Anna, play: 2-2}
      - {by: Bram, play: 5-0, at: 2}
      - {by: Cees, says: pass}
      - {by: Dirk, play: 0-6}
      - {by: Anna, play: 6-4}
      - {by: Bram, says: pass}
      - {by: Cees, says: pass}
      - {by: Dirk, says: pass}
      - {by: Anna, play: 4-2}
      - {by: Bram, says: pass}
      - {by: Cees, says: pass}
      - {by: Dirk, play: 2-3}
      - {by: Anna, play: 3-0}
      - {by: Bram, says: pass}
      - {by: Cees, says: pass}
      - {by: Dirk, play: 0-1}
      - {by: Anna, says: pass}
      - {by: Bram, says: pass}
      - {by: Cees, play: 1-5}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 5-3}
      - {by: Anna, says: pass}
      - {by: Bram, play: 3-6}
      - {by: Anna, says: pass}
      - {by: Bram, play: 6-5}
    scoresheet: {Anna: 359, Bram: 540, Cees: 573, Dirk: 528}
";

/// When the table moves on after a wrong pass, the next player's owed "I wait"
/// is still owed: it is no pass of his.
///
/// Anna sets a drawn [3-2]; Cees plays [3-3] at once and claims 3. Bram, who
/// could play his [2-6], passes with eleven tiles to draw (80 to each); the table
/// moves on, and Cees says "I wait" as he must.
/// Payments, worked by hand: set 5 each from Anna; 3 from Anna to Cees; Bram's
/// pass 80 to each; 4 from Cees to Dirk ([4-4] on Cees's [3-4]); 1 from Anna to
/// Bram ([1-1] on her [4-1]); 7 from Cees to Dirk ([0-0] on his [2-0]); nos,
/// Anna 5 from each; counts Anna 0, Bram 6, Cees 11, Dirk 39 (his [6-4] and the
/// five he drew): Anna +56, Bram +32, Cees +12, Dirk -100.
/// Totals: Anna 632, Bram 293, Cees 584, Dirk 491.
#[test]
fn an_owed_wait_after_the_table_moved_on_is_no_pass() {
    let session = nos_referee::load(WAIT_AFTER_TABLE_MOVED_ON).expect("loads");
    let verdict = judge(&session, Default::default()).expect("judged");
    let found: Vec<(InfractionKind, &str)> = verdict.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, verdict.players[i.seat].as_str()))
        .collect();
    assert_eq!(found, [(InfractionKind::PassWhileAble, "Bram")]);
    let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
    assert_eq!(chips, [632, 293, 584, 491]);
}

const WAIT_AFTER_TABLE_MOVED_ON: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-0, 4-1, 5-0, 6-0]
      Bram: [2-6, 1-1, 5-1, 4-0]
      Cees: [3-3, 3-4, 6-5, 2-0]
      Dirk: [6-4, 4-4, 0-0, 2-1]
    events:
      - {by: Anna, draw: 3-2}
      - {by: Anna, set: 3-2}
      - {by: Anna, announce: ordinary}
      - {by: Cees, play: 3-3}
      - {by: Cees, claim: 3}
      - {by: Bram, says: pass}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 2-1}
      - {by: Anna, play: 1-0}
      - {by: Bram, play: 0-4}
      - {by: Cees, play: 3-4}
      - {by: Dirk, play: 4-4, at: west}
      - {by: Dirk, claim: 4}
      - {by: Anna, play: 4-1, at: east}
      - {by: Bram, play: 1-1}
      - {by: Bram, claim: 1}
      - {by: Cees, draw: 5-4}
      - {by: Cees, play: 4-5}
      - {by: Dirk, draw: 6-1}
      - {by: Dirk, play: 1-6}
      - {by: Anna, play: 5-0}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 2-0}
      - {by: Dirk, play: 0-0, at: east}
      - {by: Dirk, claim: 7}
      - {by: Anna, play: 0-6, at: west}
      - {by: Bram, draw: 6-3}
      - {by: Bram, play: 6-3}
      - {by: Cees, draw: 3-0}
      - {by: Cees, play: 3-0, at: west}
      - {by: Dirk, draw: [2-2, 3-1, 4-2, 5-2, 5-3]}
      - {by: Dirk, says: pass}
      - {by: Bram, says: pass}
      - {by: Cees, says: pass}
";

/// A short setter's draw that he sets is his set draw, whatever the size of
/// his deal: a double drawn and set is paid as a drawn double, and with no
/// other draw he never made up his deal, so nothing is charged for it.
///
/// The too-few-tiles fixture with the shortage moved to the setter: Anna takes
/// three tiles, none a double, draws [6-6] and sets it: 12 from each (twice the
/// 6 of a double from the hand). She draws nothing more before the second tile
/// is played, so the penalty for too few tiles lapses. Everything else plays as
/// in the fixture: Anna 500+36+59 = 595, Bram 500-12+59 = 547, Cees
/// 500-12+55 = 543, Dirk 500-12-173 = 315 (sum 2000).
#[test]
fn a_short_setters_drawn_double_that_he_sets_is_his_set_draw_paid_twice() {
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/penalty-too-few-tiles.yaml"
    ))
    .expect("fixture");
    let mut text = fixture.clone();
    for (from, to) in [
        (
            "      Anna: [6-6, 6-2, 1-3, 0-5]",
            "      Anna: [6-2, 1-3, 0-5]",
        ),
        (
            "      Bram: [6-4, 2-2, 0-1]",
            "      Bram: [6-4, 2-2, 0-1, 3-5]",
        ),
        (
            "      - {by: Bram, draw: 3-5}",
            "      - {by: Anna, draw: 6-6}",
        ),
        (
            "    scoresheet: {Anna: 617, Bram: 433, Cees: 589, Dirk: 361}\n",
            "",
        ),
    ] {
        // Each change applies exactly once, or the case is not the one described.
        assert_eq!(text.matches(from).count(), 1, "`{from}`");
        text = text.replacen(from, to, 1);
    }
    let session = nos_referee::load(&text).expect("loads");
    let verdict = judge(&session, Default::default()).expect("judged");
    let set: Vec<(Reason, i64)> = verdict.hands[0]
        .payments
        .iter()
        .filter(|p| matches!(p.reason, Reason::SetDouble | Reason::SetDrawnDouble))
        .map(|p| (p.reason, p.amount))
        .collect();
    assert_eq!(set, [(Reason::SetDrawnDouble, 12); 3]);
    assert!(verdict.hands[0].infractions.is_empty());
    let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
    assert_eq!(chips, [595, 547, 543, 315]);
}

/// A byte-order mark in the middle of a line, before a key: the search for the
/// key before the colon cut the line inside the mark's three bytes and panicked.
/// The fuzzer found these 18 bytes; the file is `tests/bad/byte-order-mark-inside-a-line.yaml`.
#[test]
fn a_byte_order_mark_inside_a_line_is_a_problem_not_a_panic() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/bad/byte-order-mark-inside-a-line.yaml"
    ))
    .expect("the fuzz find is committed");
    assert_eq!(bytes, b"# y\xEF\xBB\xBFcml-l------:");
    let problems = match nos_referee::load_bytes(&bytes) {
        Ok(_) => panic!("the bytes are no transcript"),
        Err(problems) => problems,
    };
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(problems[0].kind, nos_referee::ProblemKind::Yaml);
    // The whole of `nos check`, both reports, answers with exit 2.
    for format in [
        nos_referee::command::Format::Text,
        nos_referee::command::Format::Json,
    ] {
        let outcome = nos_referee::command::check(
            "tests/bad/byte-order-mark-inside-a-line.yaml",
            &bytes,
            format,
            &Default::default(),
            nos_referee::report::Style::Plain,
        );
        assert_eq!(outcome.status, nos_referee::command::Status::Unusable);
        assert!(
            outcome.stderr.contains("nos::transcript::yaml"),
            "{}",
            outcome.stderr
        );
    }
}

/// Two claims written after two doubles laid at once are each matched to the
/// double whose points they ask, whatever the order: no note of a wrong figure.
#[test]
fn two_claims_after_two_doubles_at_once_are_each_matched_to_their_double() {
    let base = include_str!("../fixtures/games-01-two-doubles-at-once.yaml");
    let old = "      - {by: Cees, claim: 5}\n      - {by: Cees, play: 3-3, at: east}      # and at once on the 3\n      - {by: Cees, claim: 3}\n";
    let new = "      - {by: Cees, play: 3-3, at: east}\n      - {by: Cees, claim: 5}\n      - {by: Cees, claim: 3}\n";
    assert!(base.contains(old));
    let session = nos_referee::load(&base.replacen(old, new, 1)).expect("loads");
    let verdict = judge(&session, Default::default()).expect("judged");
    let hand = &verdict.hands[0];
    assert!(hand.notes.is_empty(), "{:?}", hand.notes);
    let at_once: Vec<i64> = hand
        .payments
        .iter()
        .filter(|p| p.reason == Reason::ImmediateDouble)
        .map(|p| p.amount)
        .collect();
    assert_eq!(at_once, [5, 3]);
    assert!(!verdict.has_infractions());
    assert!(!verdict.has_sheet_differences());
}

/// A legal double played at once and taken back at once returns to the hand
/// with a note and no penalty; played again, it is judged as before.
#[test]
fn a_legal_double_at_once_taken_back_is_noted_not_refused() {
    let base = include_str!("../fixtures/example-02-wait.yaml");
    let old = "      - {by: Cees, play: 3-3}\n";
    let new = "      - {by: Cees, play: 3-3}\n      - {by: Cees, takeback: 3-3}\n      - {by: Cees, play: 3-3}\n";
    assert!(base.contains(old));
    let session = nos_referee::load(&base.replacen(old, new, 1)).expect("loads");
    let verdict = judge(&session, Default::default()).expect("judged");
    let hand = &verdict.hands[0];
    assert!(!verdict.has_infractions());
    assert_eq!(hand.notes.len(), 1, "{:?}", hand.notes);
    assert!(
        hand.notes[0].what.to_string().contains("taken back"),
        "{:?}",
        hand.notes
    );
    // The table's scoresheet for example 2 still agrees: nothing else changed.
    assert!(!verdict.has_sheet_differences());
}
