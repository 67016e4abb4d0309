//! Regression tests for referee bugs found by the generated sessions of
//! `tests/properties.rs`, each named after what it caught.

use nos_referee::infraction::InfractionKind;
use nos_referee::ledger::Reason;
use nos_referee::referee::judge;

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
