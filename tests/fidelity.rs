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

mod common;

use common::{edited, fixture};

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
        ["Anna took 1 tile too few at the deal; the penalty lapsed when Cees played"]
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
        "Cees asks 25 for the declared doubles, but took 1 tile too many at the deal, so nobody owes anything for them"
    );
    assert_eq!(chips(&judged), [526, 555, 383, 536]);
}

// The wait for a late double let stand, and the rulings that name their switch.

/// Every infraction of the first hand: kind, offender, and the switches its
/// ruling names.
fn rulings(verdict: &Verdict) -> Vec<(InfractionKind, String, Vec<Switch>)> {
    verdict.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, verdict.players[i.seat].clone(), i.switches.clone()))
        .collect()
}

#[test]
fn late_doubles_let_stand_are_waited_for_whoever_acted_before_them() {
    // fixtures/dispute-late-doubles-waited-for-each.yaml: under the narrow
    // windows each late double costs 40 out of turn and its claim 40 not
    // owed, both naming the window; neither "I wait" costs anything.
    let text = fixture("dispute-late-doubles-waited-for-each.yaml");
    let window = vec![Switch::DoublesAtOnceWindow];
    let after = verdict(&text, rules("en,doubles-at-once-window=after-first-tile"));
    assert_eq!(
        rulings(&after),
        [
            (K::OutOfTurn, "Egon".to_owned(), window.clone()),
            (K::WrongClaim, "Egon".to_owned(), window.clone()),
        ]
    );
    assert_eq!(chips(&after), [620, 584, 584, 588, 124]);
    let until = verdict(&text, rules("en,doubles-at-once-window=until-first-tile"));
    assert_eq!(
        rulings(&until),
        [
            (K::OutOfTurn, "Dirk".to_owned(), window.clone()),
            (K::WrongClaim, "Dirk".to_owned(), window.clone()),
            (K::OutOfTurn, "Egon".to_owned(), window.clone()),
            (K::WrongClaim, "Egon".to_owned(), window.clone()),
        ]
    );
    assert_eq!(chips(&until), [704, 664, 664, 264, 204]);
    for judged in [&after, &until] {
        for infraction in &judged.hands[0].infractions {
            if infraction.kind == K::OutOfTurn {
                assert_eq!(infraction.correction, Correction::LetStand);
            }
        }
    }
    let en = verdict(&text, Interpretation::default());
    assert_eq!(rulings(&en), []);
    assert_eq!(chips(&en), [533, 504, 504, 508, 451]);
}

#[test]
fn a_double_late_after_the_next_player_acted_says_so_not_that_the_first_tile_closed_it() {
    // Under after-first-tile Egon's [0-0] is too late because Cees acted.
    let text = fixture("dispute-late-doubles-waited-for-each.yaml");
    let after = verdict(&text, rules("en,doubles-at-once-window=after-first-tile"));
    assert_eq!(
        after.hands[0].infractions[0].what.to_string(),
        "Egon plays [0-0] on the set tile after Cees has taken a turn: too late for a double at once"
    );
}

#[test]
fn the_out_of_turn_help_states_the_window_of_the_reading_in_force() {
    use nos_referee::command::{self, Format, RulesChoice};
    use nos_referee::report::Style;
    let bytes = fixture("dispute-late-doubles-waited-for-each.yaml").into_bytes();
    let choice = RulesChoice {
        spec: Some("en,doubles-at-once-window=until-first-tile".to_owned()),
        ..RulesChoice::default()
    };
    let outcome = command::check("late.yaml", &bytes, Format::Text, &choice, Style::Plain);
    let shown = format!("{}{}", outcome.stderr, outcome.stdout).replace("\n        ", " ");
    assert!(
        shown.contains("only until the first player in turn lays his tile."),
        "{shown}"
    );
    assert!(!shown.contains("before the turns begin"), "{shown}");
    let json = command::check("late.yaml", &bytes, Format::Json, &choice, Style::Plain);
    assert!(
        json.stdout
            .contains("only until the first player in turn lays his tile."),
        "{}",
        json.stdout
    );
}

#[test]
fn a_double_at_once_on_the_end_the_first_player_took_is_an_illegal_tile() {
    // fixtures/dispute-d5-double-on-first-players-end.yaml: under en
    // (D5=seat-order) Dirk's [2-2] is a tile against the rules, 40 to each,
    // taken back; under de-1996 he gave up his prior right, no penalty.
    let text = fixture("dispute-d5-double-on-first-players-end.yaml");
    let en = verdict(&text, Interpretation::default());
    assert_eq!(
        rulings(&en),
        [(
            K::IllegalTile,
            "Dirk".to_owned(),
            vec![Switch::D5, Switch::DoublesAtOnceWindow]
        )]
    );
    assert_eq!(en.hands[0].infractions[0].correction, Correction::TakenBack);
    assert_eq!(chips(&en), [481, 573, 553, 393]);
    let de = verdict(&text, rules("de-1996"));
    assert_eq!(rulings(&de), []);
    assert_eq!(chips(&de), [441, 533, 513, 513]);
}

// The deferred wait of game 11b.

#[test]
fn the_deferred_wait_is_the_english_reading_and_the_german_waits_at_the_next_turn() {
    // fixtures/dispute-deferred-wait.yaml (worked example 6): nothing under
    // en; under de-1996 Cees's [6-3] instead of "I wait" and his later wait
    // not owed, 40 to each for each, both naming the switch.
    let text = fixture("dispute-deferred-wait.yaml");
    let en = verdict(&text, Interpretation::default());
    assert_eq!(rulings(&en), []);
    assert_eq!(chips(&en), [490, 465, 534, 511]);
    let de = verdict(&text, rules("de-1996"));
    assert_eq!(
        rulings(&de),
        [
            (
                K::PlayedInsteadOfWaiting,
                "Cees".to_owned(),
                vec![Switch::DeferredWait]
            ),
            (
                K::PassWithBoneyard,
                "Cees".to_owned(),
                vec![Switch::DeferredWait]
            ),
        ]
    );
    assert_eq!(chips(&de), [570, 545, 294, 591]);
    // The switch alone decides it.
    let en_next_turn = verdict(&text, rules("en,deferred-wait=next-turn"));
    assert_eq!(chips(&en_next_turn), chips(&de));
}

// Tie-break draws that tie.

#[test]
fn equal_tie_break_draws_are_said_to_tie_and_the_table_to_draw_again() {
    // Cees's [5-1] and Dirk's [4-2] count 6 each under D1=draw-tiles: no one
    // is named, a note says the table draws again, and Cees's set stands as
    // one of those tied (the chips of the draws-again fixture under en).
    let text = edited(
        &fixture("dispute-d1-tie-break-draws-again.yaml"),
        &[(
            "tiebreak: {Cees: [5-1, 6-3], Dirk: [4-2, 2-0]}",
            "tiebreak: {Cees: 5-1, Dirk: 4-2}",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(judged.hands[0].next_on_set, None);
    assert_eq!(judged.hands[0].next_on_set_switches, [Switch::D1]);
    assert_eq!(
        notes(&judged),
        [
            "the tie-break draws tie, Cees's [5-1] and Dirk's [4-2] at 6 spots each, so those tied draw again; no deciding draw is written, and the next hand's set shows who won"
        ]
    );
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [328, 556, 516, 600]);
}

#[test]
fn the_deciding_draw_after_a_tie_names_the_setter() {
    // fixtures/dispute-d1-tie-break-draws-again.yaml: the second round, [6-3]
    // against [2-0], puts Cees on set; no note.
    let text = fixture("dispute-d1-tie-break-draws-again.yaml");
    let judged = verdict(&text, Interpretation::default());
    let cees = judged
        .players
        .iter()
        .find(|(_, name)| *name == "Cees")
        .map(|(seat, _)| seat);
    assert_eq!(judged.hands[0].next_on_set, cees);
    assert_eq!(notes(&judged), Vec::<String>::new());
    assert_eq!(chips(&judged), [328, 556, 516, 600]);
    // Had Dirk won the second round, Cees's set would be one by a player not
    // on set: 40 to each (Cees -120, others +40), and his [6-6] unpaid (the
    // 6 from each undone): Anna 328+6+40 = 374, Bram 556+6+40 = 602,
    // Cees 516-18-120 = 378, Dirk 600+6+40 = 646, as under de-1996.
    let dirk_wins = edited(
        &text,
        &[(
            "tiebreak: {Cees: [5-1, 6-3], Dirk: [4-2, 2-0]}",
            "tiebreak: {Cees: [5-1, 2-0], Dirk: [4-2, 6-3]}",
        )],
    );
    let judged = verdict(&dirk_wins, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::NotOnSet, "Cees".to_owned())]);
    assert_eq!(chips(&judged), [374, 602, 378, 646]);
}
