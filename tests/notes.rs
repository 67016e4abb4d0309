//! Notes a scorekeeper needs: observations without a penalty that say what
//! the table could have done, or why a ruling went the way it did. Each test
//! reads a fixture whose header works the case out by hand, or a variant of it
//! built here, and asserts the ruling and the figures, not only the words.

use nos_referee::replay::finding::Finding;
use nos_referee::replay::ledger::Reason;
use nos_referee::replay::{HandVerdict, Verdict, judge};
use nos_referee::rules::infraction::InfractionKind;

mod common;

use common::{edited, fixture};

fn judged(text: &str) -> Verdict {
    let session = nos_referee::load(text).expect("a readable session");
    judge(&session, Default::default()).expect("judged")
}

fn forgotten(hand: &HandVerdict) -> Vec<String> {
    hand.notes
        .iter()
        .filter(|n| matches!(n.what, Finding::ClaimForgotten { .. }))
        .map(|n| n.what.to_string())
        .collect()
}

fn chips(verdict: &Verdict) -> Vec<Option<i64>> {
    verdict.chips().values().copied().collect()
}

#[test]
fn a_double_on_the_predecessors_tile_never_asked_for_is_noted_not_paid() {
    let verdict = judged(&fixture("note-claim-forgotten.yaml"));
    let hand = &verdict.hands[0];
    assert!(hand.infractions.is_empty(), "{:?}", hand.infractions);
    assert!(
        !hand
            .payments
            .iter()
            .any(|p| p.reason == Reason::DoubleOnPredecessor),
        "nothing is paid for the [1-1]"
    );
    let notes = forgotten(hand);
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(
        notes[0].starts_with("Cees's [1-1] on Bram's [4-1] would have been paid 1 if asked"),
        "{notes:?}"
    );
    let line = hand
        .notes
        .iter()
        .find(|n| matches!(n.what, Finding::ClaimForgotten { .. }))
        .map(|n| n.span.line);
    assert_eq!(line, Some(48), "the note stands at the double's line");
    assert_eq!(
        chips(&verdict),
        [Some(532), Some(496), Some(496), Some(476)]
    );
}

#[test]
fn a_double_claimed_in_time_is_paid_and_not_noted() {
    let text = edited(
        &fixture("note-claim-forgotten.yaml"),
        &[(
            "      - {by: Cees, play: 1-1}\n",
            "      - {by: Cees, play: 1-1}\n      - {by: Cees, claim: 1}\n",
        )],
    );
    let verdict = judged(&text);
    let hand = &verdict.hands[0];
    assert!(forgotten(hand).is_empty());
    assert!(hand.infractions.is_empty());
    // Bram pays Cees 1: Bram 495, Cees 497 (the scoresheet now is off by it).
    assert_eq!(
        chips(&verdict),
        [Some(532), Some(495), Some(497), Some(476)]
    );
}

#[test]
fn a_double_claimed_too_late_is_a_wrong_claim_and_not_noted() {
    let text = edited(
        &fixture("note-claim-forgotten.yaml"),
        &[(
            "      - {by: Dirk, play: 4-0}\n",
            "      - {by: Dirk, play: 4-0}\n      - {by: Cees, claim: 1}\n",
        )],
    );
    let verdict = judged(&text);
    let hand = &verdict.hands[0];
    assert!(forgotten(hand).is_empty());
    let kinds: Vec<InfractionKind> = hand.infractions.iter().map(|i| i.kind).collect();
    assert_eq!(kinds, [InfractionKind::WrongClaim]);
    // Cees pays 40 to each: Anna 572, Bram 536, Cees 376, Dirk 516.
    assert_eq!(
        chips(&verdict),
        [Some(572), Some(536), Some(376), Some(516)]
    );
}

#[test]
fn a_double_the_hand_ends_on_unclaimed_is_noted() {
    // Under D2=paid, Cees's [6-6] on the [5-6] Bram went out with is owed 6
    // by Bram; without the claim the hand ends with it unasked.
    let text = edited(
        &fixture("dispute-d2-double-on-out-tile.yaml"),
        &[("      - {by: Cees, claim: 6}\n", "")],
    );
    let session = nos_referee::load(&text).expect("a readable session");
    let rules =
        nos_referee::rules::interpretation::Interpretation::parse("en,D2=paid").expect("a reading");
    let verdict = judge(&session, rules).expect("judged");
    let notes = forgotten(&verdict.hands[0]);
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(
        notes[0].starts_with("Cees's [6-6] on Bram's [6-5] would have been paid 6 if asked"),
        "{notes:?}"
    );
    // Under D2=unpaid nothing was owed, and nothing is noted.
    assert!(forgotten(&judged(&text).hands[0]).is_empty());
}

#[test]
fn a_block_with_the_last_tile_and_two_in_says_why_it_stands_although_the_other_holds_a_fitting_tile()
 {
    let verdict = judged(&fixture("note-block-last-tile-other-holds-fitting.yaml"));
    let hand = &verdict.hands[0];
    assert!(hand.infractions.is_empty(), "{:?}", hand.infractions);
    let blocks: Vec<(&str, &str, i64)> = hand
        .payments
        .iter()
        .filter(|p| p.reason == Reason::Block)
        .map(|p| {
            (
                verdict.players[p.from].as_str(),
                verdict.players[p.to].as_str(),
                p.amount,
            )
        })
        .collect();
    assert_eq!(blocks, [("Anna", "Cees", 20)]);
    let notes: Vec<&Finding> = hand
        .notes
        .iter()
        .map(|n| &n.what)
        .filter(|w| matches!(w, Finding::BlockWithLastTile { .. }))
        .collect();
    assert_eq!(notes.len(), 1, "{notes:?}");
    let Finding::BlockWithLastTile {
        player,
        other,
        held,
        ..
    } = notes[0]
    else {
        unreachable!("filtered above")
    };
    assert_eq!((player.as_str(), other.as_str()), ("Cees", "Anna"));
    assert_eq!(held.to_string(), "[4-1]");
    let said = notes[0].to_string();
    assert!(
        said.contains(
            "that ends the hand, so Anna's [4-1] cannot follow, and the block is correct"
        ),
        "{said}"
    );
    assert_eq!(chips(&verdict), [Some(477), Some(509), Some(514)]);
}

#[test]
fn a_wrong_block_names_whose_hand_holds_the_fitting_tile() {
    let verdict = judged(&fixture("penalty-block-wrong-tile-in-hand.yaml"));
    let hand = &verdict.hands[0];
    let wrong: Vec<&Finding> = hand
        .infractions
        .iter()
        .filter(|i| i.kind == InfractionKind::WrongBlock)
        .map(|i| &i.what)
        .collect();
    assert_eq!(wrong.len(), 1);
    let Finding::BlockWhilePlayable {
        player, held_by, ..
    } = wrong[0]
    else {
        panic!("a block while a tile in hand fits: {:?}", wrong[0])
    };
    assert_eq!(player, "Anna");
    let held: Vec<(&str, String)> = held_by
        .iter()
        .map(|(n, t)| (n.as_str(), t.to_string()))
        .collect();
    assert_eq!(held, [("Bram", "[6-1]".to_owned())]);
    assert!(
        wrong[0]
            .to_string()
            .ends_with("but Bram's [6-1] can still be played")
    );
    // Anna pays 40 to each of Bram and Cees; Cees's own block later stands.
    assert_eq!(chips(&verdict), [Some(391), Some(552), Some(557)]);
}
