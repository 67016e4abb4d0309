//! Readings where the sources are silent or doubtful, checked on whole hands
//! whose figures are worked out by hand beside each test.

use nos_referee::replay::Correction;
use nos_referee::replay::judge;
use nos_referee::replay::ledger::Reason;
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::{Interpretation, Profile};

/// A setter without a double draws [5-2], draws again, and sets the [4-4];
/// the table lets it stand. A wrong set tile (40 to each), and the [4-4] is
/// paid one end's value, 4 from each: the doubled rate is for the tile the
/// setter had to draw, the [5-2].
///
/// Worked by hand: Anna -120 +12 for the set; Bram makes nos (+15, 5 from
/// each); Anna is left with [4-1] [1-0], count 6, 6 to each. No double is
/// claimed. Anna 500-120+12-5-18 = 369; Bram 500+40-4+15+6 = 557;
/// Cees 500+40-4-5+6 = 537; Dirk the same, 537 (sum 2000).
#[test]
fn a_later_drawn_double_set_and_let_stand_is_paid_one_end() {
    let session = nos_referee::load(LATER_DRAWN_DOUBLE).expect("loads");
    let verdict = judge(&session, Interpretation::default()).expect("judged");
    let hand = &verdict.hands[0];
    let kinds: Vec<(InfractionKind, Correction)> = hand
        .infractions
        .iter()
        .map(|i| (i.kind, i.correction))
        .collect();
    assert_eq!(
        kinds,
        [(InfractionKind::WrongSetTile, Correction::LetStand)]
    );
    let set: Vec<(Reason, i64)> = hand
        .payments
        .iter()
        .filter(|p| matches!(p.reason, Reason::SetDouble | Reason::SetDrawnDouble))
        .map(|p| (p.reason, p.amount))
        .collect();
    assert_eq!(set, [(Reason::SetDouble, 4); 3]);
    let chips: Vec<Option<i64>> = verdict.chips().values().copied().collect();
    assert_eq!(chips, [Some(369), Some(557), Some(537), Some(537)]);
}

const LATER_DRAWN_DOUBLE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [4-1, 1-0, 6-3, 6-4]
      Bram: [4-0, 5-1, 5-0, 3-2]
      Cees: [5-3, 4-3, 6-0, 3-3]
      Dirk: [3-1, 6-2, 2-2, 5-5]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, draw: 4-4}
      - {by: Anna, set: 4-4}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 4-0, at: west}
      - {by: Cees, play: 0-6, at: west}
      - {by: Dirk, play: 6-2, at: west}
      - {by: Anna, play: 4-6, at: east}
      - {by: Bram, play: 2-3, at: west}
      - {by: Cees, play: 3-5, at: west}
      - {by: Dirk, play: 5-5, at: west}
      - {by: Anna, play: 6-3, at: east}
      - {by: Bram, play: 5-1, at: west}
      - {by: Cees, play: 3-3, at: east}
      - {by: Dirk, play: 1-3, at: west}
      - {by: Anna, draw: 3-0}
      - {by: Anna, play: 3-0, at: west}
      - {by: Bram, play: 0-5, at: west}
      - {by: Bram, says: nos}
      - {by: Cees, play: 3-4, at: east}
      - {by: Dirk, draw: 4-2}
      - {by: Dirk, play: 4-2, at: east}
      - {by: Anna, play: 5-2, at: west}
      - {by: Dirk, play: 2-2, at: west}
";

/// Under de-1996 a tie for the largest count goes to the tied player holding
/// the tile with most spots, [0-0] counting 14 as in the count. Els and Frits
/// both end on 14: Els holds only [0-0], Frits [3-0] [5-1] [5-0]. Counted 14,
/// Els's [0-0] beats Frits's [5-1] (6): Els is on set next. (Counted by its
/// spots, 0, it would lose to the [5-1].)
#[test]
fn the_double_blank_counts_fourteen_in_the_tile_tie_break() {
    let session = nos_referee::load(DOUBLE_BLANK_TIE).expect("loads");
    let verdict = judge(&session, Interpretation::of(Profile::De1996)).expect("judged");
    let hand = &verdict.hands[0];
    let counts: Vec<u32> = hand.counts.values().copied().collect();
    assert_eq!(counts, [14, 14, 10]);
    assert_eq!(
        hand.next_on_set.map(|s| verdict.players[s].as_str()),
        Some("Els")
    );
    // Under en the tied players draw; unrecorded, either may set.
    let verdict = judge(&session, Interpretation::default()).expect("judged");
    assert_eq!(verdict.hands[0].next_on_set, None);
}

const DOUBLE_BLANK_TIE: &str = "\
session:
  players: [Els, Frits, Greet]
hands:
  - on_set: Greet
    deal:
      Els: [6-2, 5-2, 4-2, 0-0, 4-4]
      Frits: [4-1, 3-0, 5-4, 4-0, 3-1]
      Greet: [5-3, 1-1, 5-5, 6-6, 6-5]
    events:
      - {by: Greet, set: 1-1}
      - {by: Greet, announce: ordinary}
      - {by: Els, draw: [2-0, 6-4, 4-3, 1-0]}
      - {by: Els, play: 1-0, at: west}
      - {by: Frits, play: 1-4, at: east}
      - {by: Greet, draw: 6-0}
      - {by: Greet, play: 0-6, at: west}
      - {by: Els, play: 6-4, at: west}
      - {by: Frits, play: 4-5, at: west}
      - {by: Greet, play: 5-6, at: west}
      - {by: Els, play: 6-2, at: west}
      - {by: Frits, play: 4-0, at: east}
      - {by: Greet, draw: 3-2}
      - {by: Greet, play: 2-3, at: west}
      - {by: Els, play: 0-2, at: east}
      - {by: Frits, play: 3-1, at: west}
      - {by: Greet, draw: 6-1}
      - {by: Greet, play: 1-6, at: west}
      - {by: Els, play: 2-4, at: east}
      - {by: Frits, draw: [2-2, 3-3, 5-1, 5-0]}
      - {by: Frits, says: pass}
      - {by: Greet, play: 6-6, at: west}
      - {by: Els, play: 4-4, at: east}
      - {by: Frits, says: pass}
      - {by: Greet, says: pass}
      - {by: Els, play: 4-3, at: east}
      - {by: Frits, play: 3-3, at: east}
      - {by: Greet, play: 3-5, at: east}
      - {by: Els, play: 5-2, at: east}
      - {by: Frits, play: 2-2, at: east}
      - {by: Greet, says: pass}
      - {by: Els, says: pass}
      - {by: Frits, says: pass}
";
