//! Rulings checked against hands built by hand from the rule texts: the
//! short setter's set draw, an ask that is owed, the wait for a late double
//! let stand, the deferred wait under each text, rulings that name the
//! switch that decided them, and a tie-break draw that ties.
//!
//! Each case is a fixture whose header works the figures out from the rule
//! text, or a fixture with a few lines changed; every figure asserted here is
//! worked out beside it.

use nos_referee::replay::ledger::Reason;
use nos_referee::replay::{Correction, Verdict, judge};
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::{Interpretation, Switch};

use InfractionKind as K;

fn fixture(name: &str) -> String {
    let path = format!("{}/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `text` with each `(from, to)` replaced; each `from` must occur exactly once.
fn edited(text: &str, changes: &[(&str, &str)]) -> String {
    let mut out = text.to_owned();
    for (from, to) in changes {
        assert_eq!(out.matches(from).count(), 1, "`{from}` occurs once");
        out = out.replacen(from, to, 1);
    }
    out
}

fn verdict(text: &str, rules: Interpretation) -> Verdict {
    let session = nos_referee::load(text).unwrap_or_else(|p| panic!("loads: {p:#?}"));
    judge(&session, rules).unwrap_or_else(|p| panic!("judged: {p:#?}"))
}

fn rules(spec: &str) -> Interpretation {
    Interpretation::parse(spec).expect("a reading")
}

/// The final chips; a verdict judged whole knows every player's.
fn chips(verdict: &Verdict) -> Vec<i64> {
    verdict
        .chips()
        .values()
        .map(|chips| chips.unwrap_or_else(|| panic!("chips not known")))
        .collect()
}

/// Every infraction: kind and offender.
fn infractions(verdict: &Verdict) -> Vec<(InfractionKind, String)> {
    verdict
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| (i.kind, verdict.players[i.seat].clone()))
        .collect()
}

fn notes(verdict: &Verdict) -> Vec<String> {
    verdict
        .hands
        .iter()
        .flat_map(|h| &h.notes)
        .map(|n| n.what.to_string())
        .collect()
}

/// What `payer` paid in all, over the verdict's hands, for `reason`.
fn paid_for(verdict: &Verdict, payer: &str, reason: Reason) -> i64 {
    verdict
        .hands
        .iter()
        .flat_map(|h| &h.payments)
        .filter(|p| verdict.players[p.from] == payer && p.reason == reason)
        .map(|p| p.amount)
        .sum()
}

// The short setter's set draw.

#[test]
fn a_short_setters_draw_that_he_sets_is_the_set_not_his_draw_up() {
    // fixtures/penalty-short-setter-set-draw.yaml: no penalty; Anna pays the
    // drawn [5-2]'s 7 to each of three, and Cees's [5-5] at once is paid 5.
    let judged = verdict(
        &fixture("penalty-short-setter-set-draw.yaml"),
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), []);
    assert_eq!(paid_for(&judged, "Anna", Reason::SetDrawnTile), 3 * 7);
    assert_eq!(paid_for(&judged, "Anna", Reason::ImmediateDouble), 5);
    assert_eq!(chips(&judged), [492, 505, 510, 493]);
    assert_eq!(
        notes(&judged),
        ["Anna took 1 tile(s) too few at the deal; the penalty lapsed when Cees played"]
    );
}

#[test]
fn a_short_setters_draw_after_his_set_is_the_draw_up() {
    // fixtures/penalty-short-setter-draws-up-after-set.yaml: the draw of [4-4]
    // after the set is the draw-up, 40 to each; the set is still the drawn [5-2].
    let judged = verdict(
        &fixture("penalty-short-setter-draws-up-after-set.yaml"),
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), [(K::TooFewTiles, "Anna".to_owned())]);
    assert_eq!(paid_for(&judged, "Anna", Reason::SetDrawnTile), 3 * 7);
    assert_eq!(chips(&judged), [325, 570, 555, 550]);
}

#[test]
fn a_short_setter_who_draws_twice_and_sets_the_first_drawn_draws_up_with_the_second() {
    // The same hand with [4-4] drawn between the draw of [2-5] and the set:
    // the draw followed by setting its tile is the set draw, the other the
    // draw-up. The figures are the draws-up fixture's: 40 to each for the
    // short deal, 7 to each for the set, and Anna left holding [4-4].
    let text = edited(
        &fixture("penalty-short-setter-draws-up-after-set.yaml"),
        &[
            (
                "      - {by: Anna, draw: 2-5}\n",
                "      - {by: Anna, draw: 2-5}\n      - {by: Anna, draw: 4-4}\n",
            ),
            (
                "      - {by: Anna, announce: ordinary}\n      - {by: Anna, draw: 4-4}\n",
                "      - {by: Anna, announce: ordinary}\n",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::TooFewTiles, "Anna".to_owned())]);
    assert_eq!(paid_for(&judged, "Anna", Reason::SetDrawnTile), 3 * 7);
    assert_eq!(chips(&judged), [325, 570, 555, 550]);
}

// An ask that is owed.

#[test]
fn a_declarers_ask_for_the_declared_payment_he_is_owed_is_noted_not_fined() {
    // fixtures/claim-declarer-asks-declared-payment.yaml: example 13's chips,
    // and no wrong claim for Cees's "claim: 25".
    let judged = verdict(
        &fixture("claim-declarer-asks-declared-payment.yaml"),
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [461, 490, 578, 471]);
    assert!(
        notes(&judged).contains(
            &"Cees asks 25 for the declared doubles; they are paid without asking, so the claim adds nothing and costs nothing"
                .to_owned()
        ),
        "{:?}",
        notes(&judged)
    );
}

#[test]
fn a_declarer_who_took_too_many_tiles_is_fined_for_his_ask_and_told_why() {
    // fixtures/penalty-claim-declared-too-many-tiles.yaml: 40 to each for the
    // ask, and the ruling names the tile too many, not a double never laid.
    let judged = verdict(
        &fixture("penalty-claim-declared-too-many-tiles.yaml"),
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Cees".to_owned())]);
    let ruling = judged.hands[0].infractions[0].what.to_string();
    assert_eq!(
        ruling,
        "Cees asks 25 for the declared doubles, but took 1 tile(s) too many at the deal, so nobody owes anything for them"
    );
    assert_eq!(chips(&judged), [526, 555, 383, 536]);
}
