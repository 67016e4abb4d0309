//! Rule branches of the replay that no fixture reaches on its own, each with a
//! case that fails when the branch is removed or inverted.
//!
//! Every case is a fixture with a few lines changed (each change must apply
//! exactly once, so an edited fixture cannot silently stay as it was) or a short
//! hand written here, and every figure it asserts is worked out by hand beside
//! it. Where a case's point is a note rather than a payment, the note is
//! asserted, and so is its absence from the unchanged fixture.

use nos_referee::replay::Correction;
use nos_referee::replay::ledger::Reason;
use nos_referee::replay::{Verdict, judge};
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::{
    DoubleOnOutTile, Interpretation, PenaltiesToPlayersOut, SetterDeclares, Switch,
};

mod common;

use common::{edited, fixture};

/// `text` with `lines` inserted before the line `at`, which must occur exactly once.
fn inserted_before(text: &str, at: &str, lines: &[&str]) -> String {
    let mut block = String::new();
    for line in lines {
        block.push_str(line);
        block.push('\n');
    }
    block.push_str(at);
    edited(text, &[(at, &block)])
}

fn verdict(text: &str, rules: Interpretation) -> Verdict {
    let session = nos_referee::load(text).unwrap_or_else(|p| panic!("loads: {p:#?}"));
    judge(&session, rules).unwrap_or_else(|p| panic!("judged: {p:#?}"))
}

/// The final chips; a verdict judged whole knows every player's.
fn chips(verdict: &Verdict) -> Vec<i64> {
    verdict
        .chips()
        .values()
        .map(|chips| chips.unwrap_or_else(|| panic!("chips not known")))
        .collect()
}

/// Every infraction: kind, offender, and how the table dealt with it.
fn infractions(verdict: &Verdict) -> Vec<(InfractionKind, String, Correction)> {
    verdict
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| (i.kind, verdict.players[i.seat].clone(), i.correction))
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

/// The first hand's payments for doubles on a predecessor's tile: who paid
/// whom, and how much.
fn predecessor_doubles(verdict: &Verdict) -> Vec<(String, String, i64)> {
    verdict.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::DoubleOnPredecessor)
        .map(|p| {
            (
                verdict.players[p.from].clone(),
                verdict.players[p.to].clone(),
                p.amount,
            )
        })
        .collect()
}

fn rules(spec: &str) -> Interpretation {
    Interpretation::parse(spec).expect("a reading")
}

use InfractionKind as K;

const TAKEN_BACK: Correction = Correction::TakenBack;
const NONE: Correction = Correction::None;

/// Worked example 2 (`fixtures/example-02-wait.yaml`): Anna 490, Bram 535,
/// Cees 513, Dirk 462. Bram goes out first with [1-5] (nos); Cees goes out
/// second with [6-5]; Dirk is left holding [0-0].
const EXAMPLE_2: [i64; 4] = [490, 535, 513, 462];

/// Example 2's ledger with `offender` (a seat) paying 40 to each of `payees`.
fn example_2_with_penalty(offender: usize, payees: &[usize]) -> Vec<i64> {
    let mut chips = EXAMPLE_2.to_vec();
    for &payee in payees {
        chips[offender] -= 40;
        chips[payee] += 40;
    }
    chips
}

#[test]
fn the_first_set_of_a_session_is_the_highest_double_not_a_lower_one() {
    // The redeal fixture's second deal is the session's first hand: Anna holds
    // [6-6] and [3-3]. She first sets [3-3], a double but not the highest, and
    // the table has her take it back: 40 to Bram and to Cees. Then the hand goes
    // as written: Anna 570, Bram 480, Cees 450 becomes 490, 520, 490.
    let base = fixture("session-redeal.yaml");
    let text = inserted_before(
        &base,
        "      - {by: Anna, set: 6-6}",
        &[
            "      - {by: Anna, set: 3-3}",
            "      - {by: Anna, takeback: 3-3}",
        ],
    );
    let text = edited(
        &text,
        &[("scoresheet: {Anna: 570, Bram: 480, Cees: 450}", "")],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::WrongSetTile, "Anna".into(), TAKEN_BACK)]
    );
    assert_eq!(chips(&judged), [490, 520, 490]);
}

#[test]
fn a_setter_without_a_double_who_sets_from_his_hand_sets_the_wrong_tile() {
    // Anna, on set with no double, first sets [1-0] from her hand instead of
    // drawing; the table has her take it back (40 to each), and she draws [3-2]
    // and sets it as the example has her do.
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Anna, draw: 3-2}",
        &[
            "      - {by: Anna, set: 1-0}",
            "      - {by: Anna, takeback: 1-0}",
        ],
    );
    let text = edited(
        &text,
        &[(
            "    scoresheet: {Anna: 490, Bram: 535, Cees: 513, Dirk: 462}\n",
            "",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::WrongSetTile, "Anna".into(), TAKEN_BACK)]
    );
    assert_eq!(chips(&judged), example_2_with_penalty(0, &[1, 2, 3]));
}

/// Example 2 with Cees saying "nos" straight after going out second.
fn nos_after_going_out_second() -> String {
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Dirk, draw: 5-5}",
        &["      - {by: Cees, says: nos}"],
    );
    edited(
        &text,
        &[(
            "    scoresheet: {Anna: 490, Bram: 535, Cees: 513, Dirk: 462}\n",
            "",
        )],
    )
}

#[test]
fn nos_said_after_someone_else_went_out_first_is_a_claim_not_owed() {
    // Bram went out first; Cees's "nos" claims what is Bram's: 40 to each of the
    // three others, Bram (out) included under the `en` reading.
    let judged = verdict(&nos_after_going_out_second(), Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Cees".into(), NONE)]);
    assert_eq!(chips(&judged), example_2_with_penalty(2, &[0, 1, 3]));
    // Nos itself is paid once, to Bram.
    let nos: Vec<_> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::Nos)
        .map(|p| judged.players[p.to].as_str())
        .collect();
    assert_eq!(nos, ["Bram"; 3]);
}

#[test]
fn with_penalties_to_players_out_unpaid_a_player_out_receives_nothing() {
    // The same claim not owed under penalties-to-players-out=unpaid: Bram is out,
    // so only Anna and Dirk, who still hold tiles, are paid 40.
    let mut reading = Interpretation::default();
    reading.set_choice(PenaltiesToPlayersOut::Unpaid);
    let judged = verdict(&nos_after_going_out_second(), reading);
    assert_eq!(chips(&judged), example_2_with_penalty(2, &[0, 3]));
    let infraction = &judged.hands[0].infractions[0];
    let payees: Vec<&str> = infraction
        .payees
        .iter()
        .map(|s| judged.players[*s].as_str())
        .collect();
    assert_eq!(payees, ["Anna", "Dirk"]);
    assert_eq!(infraction.switches, [Switch::PenaltiesToPlayersOut]);
}

#[test]
fn too_few_tiles_lapse_once_another_player_has_played() {
    // The too-few-tiles fixture with Bram drawing up only after Anna's set: by
    // then the penalty has lapsed. Without Bram's 40 to each: Anna 617-40 = 577,
    // Bram 433+120 = 553, Cees 589-40 = 549, Dirk 361-40 = 321.
    let base = fixture("penalty-too-few-tiles.yaml");
    let text = edited(
        &base,
        &[
            ("      - {by: Bram, draw: 3-5}\n", ""),
            (
                "      - {by: Anna, announce: ordinary}\n",
                "      - {by: Anna, announce: ordinary}\n      - {by: Bram, draw: 3-5}\n",
            ),
            (
                "    scoresheet: {Anna: 617, Bram: 433, Cees: 589, Dirk: 361}\n",
                "",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [577, 553, 549, 321]);
    let lapsed = notes(&judged);
    assert!(
        lapsed
            .iter()
            .any(|n| n.contains("the penalty lapsed when Anna played")),
        "{lapsed:?}"
    );
    // In the fixture as written he draws up in time: charged, and no lapse.
    let charged = verdict(&base, Interpretation::default());
    assert!(!notes(&charged).iter().any(|n| n.contains("lapsed")));
}

#[test]
fn a_player_who_went_out_first_pays_nothing_for_a_double_on_his_tile_under_d2_paid() {
    // Example 2 with Cees dealt [5-5] instead of [6-5]: straight after Bram goes
    // out first with [1-5], Cees lays [5-5] on it, goes out too, and asks 5.
    // Bram made nos, so nothing is owed under either reading of D2 (which is
    // about players out after the first): a claim not owed, 40 to each. Dirk then
    // draws [6-5] instead of [5-5] and plays it on the 6; Anna goes out with
    // [5-0] and Dirk is left with [0-0] as before, so the rest is example 2:
    // Anna 530, Bram 575, Cees 393, Dirk 502.
    let text = edited(
        &fixture("example-02-wait.yaml"),
        &[
            ("Cees: [3-3, 3-4, 6-5, 2-0]", "Cees: [3-3, 3-4, 5-5, 2-0]"),
            (
                "      - {by: Cees, play: 6-5, at: 6}\n",
                "      - {by: Cees, play: 5-5}\n      - {by: Cees, claim: 5}\n",
            ),
            (
                "      - {by: Dirk, draw: 5-5}\n",
                "      - {by: Dirk, draw: 6-5}\n",
            ),
            (
                "      - {by: Dirk, play: 5-5, at: east}\n",
                "      - {by: Dirk, play: 6-5}\n",
            ),
            (
                "    scoresheet: {Anna: 490, Bram: 535, Cees: 513, Dirk: 462}\n",
                "",
            ),
        ],
    );
    for choice in [DoubleOnOutTile::Unpaid, DoubleOnOutTile::Paid] {
        let mut reading = Interpretation::default();
        reading.set_choice(choice);
        let judged = verdict(&text, reading);
        assert_eq!(
            infractions(&judged),
            [(K::WrongClaim, "Cees".into(), NONE)],
            "{choice:?}"
        );
        // D2 did not decide it: the first player out is spared by the rule itself.
        assert!(
            !judged.hands[0].infractions[0]
                .switches
                .contains(&Switch::D2),
            "{choice:?}"
        );
        assert_eq!(chips(&judged), [530, 575, 393, 502], "{choice:?}");
    }
}

/// A hand of four in which Cees, on set, keeps three doubles after setting [5-5]
/// and declares them. Ordinary dominoes, open ends west | east:
///   Cees sets [5-5]                                   5 | 5
///   Dirk [5-3] west    Anna [5-1] east   Bram [3-2]   2 | 1
///   Cees [1-1] (on Anna's tile, not his predecessor Bram's: nothing owed)
///   Dirk [2-5]         Anna [1-3]        Bram [5-6]   6 | 3
///   Cees [6-6] on Bram's [5-6], his predecessor's tile: Bram owes 6
///   Dirk [6-4]         Anna [4-2]        Bram [2-0]   0 | 3
///   Cees [3-3], his last tile: nos (on Anna's [1-3]: nothing owed)
///   Dirk [0-4], out                                   4 | 3
///   Anna holds only [0-6]: draws [3-4] and lays it on the 3     4 | 4
///   Bram [4-1], out; Anna is left with [0-6], 6.
const SETTER_DECLARES: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Cees
    deal:
      Anna: [5-1, 1-3, 2-4, 0-6]
      Bram: [5-6, 1-4, 0-2, 2-3]
      Cees: [5-5, 1-1, 3-3, 6-6]
      Dirk: [5-3, 4-6, 0-4, 2-5]
    events:
      - {by: Cees, set: 5-5}
      - {by: Cees, announce: ordinary}
      - {by: Cees, declare: [1-1, 3-3, 6-6]}
      - {by: Dirk, play: 5-3, at: west}
      - {by: Anna, play: 5-1}
      - {by: Bram, play: 3-2}
      - {by: Cees, play: 1-1}
      - {by: Dirk, play: 2-5}
      - {by: Anna, play: 1-3}
      - {by: Bram, play: 5-6}
      - {by: Cees, play: 6-6}
      - {by: Cees, claim: 6}
      - {by: Dirk, play: 6-4}
      - {by: Anna, play: 4-2}
      - {by: Bram, play: 2-0}
      - {by: Cees, play: 3-3}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 0-4}
      - {by: Anna, draw: 3-4}
      - {by: Anna, play: 3-4}
      - {by: Bram, play: 4-1, at: west}
";

#[test]
fn the_setters_declaration_follows_setter_declares() {
    // Both readings: Cees's [5-5] from his hand, 5 from each (Cees +15); Bram
    // pays 6 for the [6-6]; nos, 5 from each (Cees +15); Anna's [0-6] counts 6,
    // paid to each of the three (Anna -18, others +6).
    // allowed: three doubles at a table of four, 25 from each (Cees +75):
    //   Anna 500-5-25-5-18 = 447; Bram 500-5-25-6-5+6 = 465;
    //   Cees 500+15+75+6+15+6 = 617; Dirk 500-5-25-5+6 = 471   (sum 2000)
    // not-allowed: the declaration is a claim not owed, 40 to each, and no 25s:
    //   Anna 447+25+40 = 512; Bram 465+25+40 = 530;
    //   Cees 617-75-120 = 422; Dirk 471+25+40 = 536            (sum 2000)
    let cases = [
        (SetterDeclares::Allowed, vec![], [447, 465, 617, 471]),
        (
            SetterDeclares::NotAllowed,
            vec![(K::WrongClaim, "Cees".to_owned(), NONE)],
            [512, 530, 422, 536],
        ),
    ];
    for (choice, expected, figures) in cases {
        let mut reading = Interpretation::default();
        reading.set_choice(choice);
        let judged = verdict(SETTER_DECLARES, reading);
        assert_eq!(infractions(&judged), expected, "{choice:?}");
        assert_eq!(chips(&judged), figures, "{choice:?}");
    }
}

#[test]
fn a_later_hands_on_set_is_checked_against_the_rules() {
    // Dirk has the largest count in the evening's first hand and sets the second.
    // A transcript saying Anna is on set there is noted, and not obeyed: Dirk's
    // set stands without a penalty. Saying Dirk is on set is no remark at all.
    let base = fixture("evening.yaml");
    let hand_2 = "  - deal:\n      Anna: [5-5, 4-0, 6-2, 5-1]";
    let said = |who: &str| {
        edited(
            &base,
            &[(
                hand_2,
                &format!("  - on_set: {who}\n    deal:\n      Anna: [5-5, 4-0, 6-2, 5-1]"),
            )],
        )
    };
    let plain = verdict(&base, Interpretation::default());
    let wrong = verdict(&said("Anna"), Interpretation::default());
    assert_eq!(
        notes(&wrong)
            .into_iter()
            .filter(|n| !notes(&plain).contains(n))
            .collect::<Vec<_>>(),
        ["the transcript says Anna is on set, but by the rules it is Dirk"]
    );
    assert_eq!(infractions(&wrong), infractions(&plain));
    assert_eq!(chips(&wrong), chips(&plain));
    let right = verdict(&said("Dirk"), Interpretation::default());
    assert_eq!(notes(&right), notes(&plain));
}

#[test]
fn when_the_player_due_on_set_has_left_anyone_still_at_the_table_may_set() {
    // Example 2 (Dirk left holding [0-0], the largest count), after which Dirk
    // leaves; then the redeal fixture's played hand at a table of three, set by
    // Anna. Dirk would be on set: any of the others may set instead, so Anna's
    // set is no infraction. Hand 2's chips move as in that fixture from 500:
    // Anna +70, Bram -20, Cees -50: Anna 490+70 = 560, Bram 535-20 = 515,
    // Cees 513-50 = 463, and Dirk keeps 462.
    let example = fixture("example-02-wait.yaml");
    let redeal = fixture("session-redeal.yaml");
    let hand_1 = &example[example.find("  - on_set: Anna").expect("hand 1")..];
    let hand_2 = redeal
        .split("  - deal:\n")
        .nth(2)
        .expect("the redeal fixture's second deal")
        .replace("    scoresheet: {Anna: 570, Bram: 480, Cees: 450}\n", "");
    let text = format!(
        "session:\n  players: [Anna, Bram, Cees, Dirk]\n  leaves: {{Dirk: 1}}\nhands:\n{hand_1}  - deal:\n{hand_2}"
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(
        notes(&judged),
        [
            "Dirk would be on set but has left the table; the rules do not say who sets instead, so any player still at the table may"
        ]
    );
    assert_eq!(chips(&judged), [560, 515, 463, 462]);
}

#[test]
fn tiles_put_back_after_the_set_are_noted() {
    // Cees puts his extra [5-5] back after Anna's set instead of before: it costs
    // nothing either way, but the verdict says when it happened.
    let base = fixture("penalty-one-too-many.yaml");
    let text = edited(
        &base,
        &[
            ("      - {by: Cees, return: 5-5}\n", ""),
            (
                "      - {by: Anna, set: 4-4}\n",
                "      - {by: Anna, set: 4-4}\n      - {by: Cees, return: 5-5}\n",
            ),
        ],
    );
    let late = verdict(&text, Interpretation::default());
    assert_eq!(
        notes(&late)
            .into_iter()
            .filter(|n| n.contains("put back"))
            .collect::<Vec<_>>(),
        ["Cees put back tiles after the first tile was set"]
    );
    assert_eq!(chips(&late), [514, 438, 534, 514]);
    let early = verdict(&base, Interpretation::default());
    assert!(!notes(&early).iter().any(|n| n.contains("put back")));
}

#[test]
fn advice_from_a_player_still_in_is_noted_without_a_penalty() {
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Cees, play: 3-3}",
        &["      - {by: Dirk, conduct: advice}"],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), EXAMPLE_2);
    assert_eq!(
        notes(&judged),
        [
            "Dirk gives advice while still in the hand: the rules forbid it only to players who are out"
        ]
    );
}

#[test]
fn a_tie_break_naming_the_wrong_players_is_noted_and_only_the_tied_count() {
    // In the D1 dispute Cees and Dirk tie. A tie-break naming Cees and Anna is
    // noted; only Cees's draw counts, so Cees is on set, and his set of hand 2
    // stands as under `en` without a recorded draw.
    let base = fixture("dispute-d1-tie-for-set.yaml");
    let text = edited(
        &base,
        &[(
            "    scoresheet: {Anna: 512, Bram: 536, Cees: 476, Dirk: 476}\n",
            "    scoresheet: {Anna: 512, Bram: 536, Cees: 476, Dirk: 476}\n    tiebreak: {Cees: 2-1, Anna: 6-5}\n",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        notes(&judged)
            .into_iter()
            .filter(|n| n.contains("tie-break"))
            .collect::<Vec<_>>(),
        [
            "the tie-break names Cees, Anna, but the players tied for the largest count are Cees, Dirk"
        ]
    );
    assert_eq!(
        judged.hands[0]
            .next_on_set
            .map(|s| judged.players[s].as_str()),
        Some("Cees")
    );
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [328, 556, 516, 600]);
}

#[test]
fn a_block_before_play_or_without_a_tile_just_played_is_wrong() {
    let base = fixture("example-02-wait.yaml");
    let cases = [
        // Before the announcement there is no game to block.
        (
            "      - {by: Anna, announce: ordinary}",
            "      - {by: Bram, says: block}",
            "Bram blocks before the game is under way",
            1,
        ),
        // Dirk has not just played: Bram has, and Cees is to wait.
        (
            "      - {by: Cees, says: wait}",
            "      - {by: Dirk, says: block}",
            "Dirk says \"I block\" without having just played a tile",
            3,
        ),
        // Dirk has just played [6-4]: the ends are 3 and 4, and tiles in hand
        // fit them, a double among them: Anna's [4-1], Bram's [4-0], Cees's
        // [3-4] and Dirk's own [4-4].
        (
            "      - {by: Anna, play: 4-1}",
            "      - {by: Dirk, says: block}",
            "Dirk says \"I block\", but Anna's [4-1], Bram's [4-0], Cees's [4-3] and his own \
             [4-4] can still be played",
            3,
        ),
    ];
    for (at, block, what, offender) in cases {
        let text = inserted_before(&base, at, &[block]);
        let judged = verdict(&text, Interpretation::default());
        let found: Vec<(InfractionKind, String)> = judged.hands[0]
            .infractions
            .iter()
            .map(|i| (i.kind, i.what.to_string()))
            .collect();
        assert_eq!(found, [(K::WrongBlock, what.to_string())]);
        let payees: Vec<usize> = (0..4).filter(|&s| s != offender).collect();
        assert_eq!(chips(&judged), example_2_with_penalty(offender, &payees));
    }
}

#[test]
fn a_takeback_reopens_the_short_deals_window_that_the_wrong_set_closed() {
    // The too-few-tiles fixture with Cees setting [2-3] before anyone, though
    // Anna is on set; the table has him take it back (40 to each). The set never
    // happened, so Bram's drawing up is still in time and charged as in the
    // fixture: 617, 433, 589, 361 with Cees's 40 to each on top.
    let base = fixture("penalty-too-few-tiles.yaml");
    let text = inserted_before(
        &base,
        "      - {by: Bram, draw: 3-5}",
        &[
            "      - {by: Cees, set: 2-3}",
            "      - {by: Cees, takeback: 2-3}",
        ],
    );
    let text = edited(
        &text,
        &[(
            "    scoresheet: {Anna: 617, Bram: 433, Cees: 589, Dirk: 361}\n",
            "",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::NotOnSet, "Cees".into(), TAKEN_BACK),
            (K::TooFewTiles, "Bram".into(), NONE)
        ]
    );
    assert_eq!(chips(&judged), [657, 473, 469, 401]);
    assert!(!notes(&judged).iter().any(|n| n.contains("lapsed")));
}

#[test]
fn a_takeback_restores_who_is_on_set_after_a_tie() {
    // In the D1 dispute under `en`, Cees and Dirk tie and either may set hand 2.
    // Dirk, holding no double, first sets [2-1] from his hand; the table has him
    // take it back (40 to each). Cees then sets [6-6] as written: he is still one
    // of the two who may, so his set is no infraction. The `en` figures 328, 556,
    // 516, 600 with Dirk's 40 to each: 368, 596, 556, 480.
    let base = fixture("dispute-d1-tie-for-set.yaml");
    let text = inserted_before(
        &base,
        "      - {by: Cees, set: 6-6}",
        &[
            "      - {by: Dirk, set: 2-1}",
            "      - {by: Dirk, takeback: 2-1}",
        ],
    );
    let judged = verdict(&text, rules("en"));
    assert_eq!(
        infractions(&judged),
        [(K::WrongSetTile, "Dirk".into(), TAKEN_BACK)]
    );
    assert_eq!(chips(&judged), [368, 596, 556, 480]);
}

#[test]
fn a_setter_who_made_up_a_short_deal_and_draws_again_sets_a_drawn_tile() {
    // The too-few-tiles fixture with the shortage moved to Anna, on set: she takes
    // three tiles, draws [0-2] to make up her hand (40 to each), then, holding no
    // double, draws [6-6] and sets it. Only the first tile made up the deal: the
    // [6-6] is a drawn double, 12 from each. The [0-2] is one Dirk drew in the
    // fixture; he now draws nine and still leaves the last two, [6-0] and [6-5].
    // Counts: Anna [1-3] [0-2] = 6, Bram 4, Cees 5, Dirk 62-2 = 60. Anna pays
    // Bram 2 and Cees 1, Cees pays Bram 1, Dirk pays Anna 54, Bram 56, Cees 55:
    // Anna +51, Bram +59, Cees +55, Dirk -165.
    // Anna 500-120+36+51 = 467;  Bram 500+40-12+59 = 587;
    // Cees 500+40-12+55 = 583;   Dirk 500+40-12-165 = 363   (sum 2000)
    let text = edited(
        &fixture("penalty-too-few-tiles.yaml"),
        &[
            (
                "      Anna: [6-6, 6-2, 1-3, 0-5]",
                "      Anna: [6-2, 1-3, 0-5]",
            ),
            (
                "      Bram: [6-4, 2-2, 0-1]",
                "      Bram: [6-4, 2-2, 0-1, 3-5]",
            ),
            (
                "      - {by: Bram, draw: 3-5}\n",
                "      - {by: Anna, draw: 0-2}\n      - {by: Anna, draw: 6-6}\n",
            ),
            (
                "[1-2, 1-5, 4-4, 3-3, 3-4, 0-3, 1-1, 5-5, 0-2, 2-4]",
                "[1-2, 1-5, 4-4, 3-3, 3-4, 0-3, 1-1, 5-5, 2-4]",
            ),
            (
                "    scoresheet: {Anna: 617, Bram: 433, Cees: 589, Dirk: 361}\n",
                "",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::TooFewTiles, "Anna".into(), NONE)]
    );
    let set: Vec<(Reason, i64)> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| matches!(p.reason, Reason::SetDouble | Reason::SetDrawnDouble))
        .map(|p| (p.reason, p.amount))
        .collect();
    assert_eq!(set, [(Reason::SetDrawnDouble, 12); 3]);
    assert_eq!(chips(&judged), [467, 587, 583, 363]);
}

#[test]
fn a_setter_who_made_up_a_short_deal_holding_a_double_sets_the_double() {
    // The too-few-tiles fixture with the shortage moved to Anna, on set, who
    // keeps her [6-6]: she takes three tiles, draws [0-5] to make up her hand
    // (40 to each), draws [0-2] as well and sets it. Making up a deal is no
    // draw instead of setting, so that second draw was not charged; but she
    // holds a double, so [0-2] is the wrong set tile: 40 to each, taken back,
    // and she sets the [6-6] from her hand, 6 from each. The [0-2] is one Dirk
    // drew in the fixture; he now draws nine and still leaves the last two.
    // Counts: Anna [1-3] [0-2] = 6, Bram 4, Cees 5, Dirk 62-2 = 60. Anna pays
    // Bram 2 and Cees 1, Cees pays Bram 1, Dirk pays Anna 54, Bram 56, Cees 55:
    // Anna +51, Bram +59, Cees +55, Dirk -165.
    // Anna 500-120-120+18+51 = 329;  Bram 500+40+40-6+59 = 633;
    // Cees 500+40+40-6+55 = 629;     Dirk 500+40+40-6-165 = 409   (sum 2000)
    let text = edited(
        &fixture("penalty-too-few-tiles.yaml"),
        &[
            (
                "      Anna: [6-6, 6-2, 1-3, 0-5]",
                "      Anna: [6-6, 6-2, 1-3]",
            ),
            (
                "      Bram: [6-4, 2-2, 0-1]",
                "      Bram: [6-4, 2-2, 0-1, 3-5]",
            ),
            (
                "      - {by: Bram, draw: 3-5}\n",
                "      - {by: Anna, draw: 0-5}\n      - {by: Anna, draw: 0-2}\n      - {by: Anna, set: 0-2}\n      - {by: Anna, takeback: 0-2}\n",
            ),
            (
                "[1-2, 1-5, 4-4, 3-3, 3-4, 0-3, 1-1, 5-5, 0-2, 2-4]",
                "[1-2, 1-5, 4-4, 3-3, 3-4, 0-3, 1-1, 5-5, 2-4]",
            ),
            (
                "    scoresheet: {Anna: 617, Bram: 433, Cees: 589, Dirk: 361}\n",
                "",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::TooFewTiles, "Anna".into(), NONE),
            (K::WrongSetTile, "Anna".into(), TAKEN_BACK)
        ]
    );
    assert_eq!(chips(&judged), [329, 633, 629, 409]);
}

#[test]
fn a_draw_by_the_first_player_in_turn_leaves_the_doubles_at_once_open() {
    // Example 1, hand 4: Dirk sets a drawn [5-4] and Anna, first in turn, draws
    // [4-1]. A draw is no tile laid, so Cees's [4-4] on the set tile now is still
    // a double at once, not a tile out of turn; the table has him take it back,
    // which costs nothing. The evening ends as written, 476, 520, 560, 444, with
    // no infraction (out of turn it would be 40 from Cees to each).
    let text = edited(
        &fixture("example-01-set-payments.yaml"),
        &[(
            "      - {by: Anna, draw: 4-1}             # no 5 and no 4 in her hand\n",
            "      - {by: Anna, draw: 4-1}\n      - {by: Cees, play: 4-4}\n      - {by: Cees, takeback: 4-4}\n",
        )],
    );
    let text = text.replace("    scoresheet:", "    # scoresheet:");
    let judged = verdict(&text, Interpretation::default());
    let found: Vec<_> = judged
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| (i.hand, i.kind))
        .collect();
    assert_eq!(found, []);
    assert_eq!(chips(&judged), [476, 520, 560, 444]);
}

#[test]
fn a_draw_ends_the_players_chance_to_say_i_block() {
    // Example 2: Cees goes out with [6-5] and Dirk draws [5-5]. Dirk's draw is a
    // turn of his, so Cees, saying "I block" now, has not just played: 40 to each
    // (Bram, out, included under `en`).
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Dirk, play: 5-5, at: east}",
        &["      - {by: Cees, says: block}"],
    );
    let judged = verdict(&text, Interpretation::default());
    let found: Vec<(InfractionKind, String)> = judged.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, i.what.to_string()))
        .collect();
    assert_eq!(
        found,
        [(
            K::WrongBlock,
            "Cees says \"I block\" without having just played a tile".to_owned()
        )]
    );
    assert_eq!(chips(&judged), example_2_with_penalty(2, &[0, 1, 3]));
}

#[test]
fn a_claim_after_the_next_turn_is_no_longer_decided_by_a_reading() {
    // Example 2: Dirk's [5-5] lies on Cees's last tile; Cees went out second, so
    // under D2=unpaid nothing is owed. Claimed at once, the claim not owed is
    // ruled under D2; claimed only after Anna's next tile, the chance to claim
    // has gone whatever D2 says. Either way Dirk pays 40 to each.
    let base = fixture("example-02-wait.yaml");
    let cases = [
        ("      - {by: Anna, play: 5-0, at: west}", true),
        ("    scoresheet:", false),
    ];
    for (before, under_d2) in cases {
        let text = inserted_before(&base, before, &["      - {by: Dirk, claim: 10}"]);
        let text = text.replace("    scoresheet:", "    # scoresheet:");
        let judged = verdict(&text, Interpretation::default());
        let claim = &judged.hands[0].infractions;
        assert_eq!(claim.len(), 1, "{claim:#?}");
        assert_eq!(claim[0].kind, K::WrongClaim);
        assert_eq!(
            claim[0].switches.contains(&Switch::D2),
            under_d2,
            "{before}: {:?}",
            claim[0].switches
        );
        assert_eq!(chips(&judged), example_2_with_penalty(3, &[0, 1, 2]));
    }
}

#[test]
fn a_draw_by_another_player_leaves_the_doubles_at_once_open() {
    // Example 2 with Dirk drawing his [5-5] straight after the announcement rather
    // than late in the hand. Bram is first in turn, so the turns have not begun,
    // and Cees's [3-3] is still a double at once, paid 3 by Anna. Dirk later
    // plays the [5-5] from his hand; nothing else changes, and the ledger is
    // example 2's: 490, 535, 513, 462.
    let text = edited(
        &fixture("example-02-wait.yaml"),
        &[
            (
                "      - {by: Anna, announce: ordinary}\n",
                "      - {by: Anna, announce: ordinary}\n      - {by: Dirk, draw: 5-5}\n",
            ),
            (
                "      - {by: Dirk, draw: 5-5}\n      - {by: Dirk, play: 5-5",
                "      - {by: Dirk, play: 5-5",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), EXAMPLE_2);
}

#[test]
fn a_draw_by_another_player_in_the_opening_begins_no_turns() {
    // Example 2 with Dirk drawing his [5-5] between Cees's [3-3] at once and
    // Cees's claim for it. Bram is first in turn, so the draw begins no turns,
    // and under claim-window=next-event, where the turns' beginning ends every
    // claim's window, Cees's claim still comes in time: paid 3 by Anna. Dirk
    // later plays the [5-5] from his hand; the ledger is example 2's.
    let text = edited(
        &fixture("example-02-wait.yaml"),
        &[
            (
                "      - {by: Cees, play: 3-3}\n      - {by: Cees, claim: 3}\n",
                "      - {by: Cees, play: 3-3}\n      - {by: Dirk, draw: 5-5}\n      - {by: Cees, claim: 3}\n",
            ),
            (
                "      - {by: Dirk, draw: 5-5}\n      - {by: Dirk, play: 5-5",
                "      - {by: Dirk, play: 5-5",
            ),
        ],
    );
    let judged = verdict(&text, rules("en,claim-window=next-event"));
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), EXAMPLE_2);
}

#[test]
fn a_double_claimed_only_after_the_next_turn_is_not_paid() {
    // Example 2: Bram lays [1-1] on Anna's [4-1], which Anna would pay 1 for, but
    // claims only after Cees has played: too late, so nothing is paid and the
    // claim is one not owed. Anna keeps her 1, Bram loses it, and Bram pays 40 to
    // each: Anna 490+1+40 = 531, Bram 535-1-120 = 414, Cees 553, Dirk 502.
    let text = edited(
        &fixture("example-02-wait.yaml"),
        &[
            ("      - {by: Bram, claim: 1}\n", ""),
            (
                "      - {by: Cees, play: 3-4}\n",
                "      - {by: Cees, play: 3-4}\n      - {by: Bram, claim: 1}\n",
            ),
            (
                "    scoresheet: {Anna: 490, Bram: 535, Cees: 513, Dirk: 462}\n",
                "",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Bram".into(), NONE)]);
    assert_eq!(chips(&judged), [531, 414, 553, 502]);
}

#[test]
fn a_takeback_of_an_earlier_tile_is_no_correction_of_the_last_play() {
    // Example 2 at Dirk's second turn: he plays [0-0], which fits no open end.
    // Taking back the [0-0] corrects it; taking back his [6-4] from his first turn
    // does not: the [0-0] stays with nowhere to lie, and the [6-4] was played
    // legally, so the transcript cannot be judged.
    let base = fixture("example-02-wait.yaml");
    let cases = [("0-0", true), ("6-4", false)];
    for (tile, corrected) in cases {
        let text = inserted_before(
            &base,
            "      - {by: Dirk, play: 4-4}",
            &[
                "      - {by: Dirk, play: 0-0}",
                &format!("      - {{by: Dirk, takeback: {tile}}}"),
            ],
        );
        let session = nos_referee::load(&text).expect("loads");
        match judge(&session, Interpretation::default()) {
            Ok(judged) => {
                assert!(corrected, "takeback {tile}: judged");
                assert_eq!(
                    infractions(&judged),
                    [(K::IllegalTile, "Dirk".into(), TAKEN_BACK)]
                );
            }
            Err(problems) => assert!(!corrected, "takeback {tile}: {problems:#?}"),
        }
    }
}

#[test]
fn the_draw_after_a_correct_block_may_come_in_several_draws() {
    // In the D1 dispute's second hand Dirk blocks and Anna draws the boneyard
    // down to two in one draw of ten. Drawn as two and then eight, the hand ends
    // only after the second: the same verdict, 328, 556, 516, 600 under `en`.
    let text = edited(
        &fixture("dispute-d1-tie-for-set.yaml"),
        &[(
            "      - {by: Anna, draw: [1-1, 3-0, 3-3, 4-1, 4-2, 4-3, 5-0, 5-1, 5-2, 5-3]}\n",
            "      - {by: Anna, draw: [1-1, 3-0]}\n      - {by: Anna, draw: [3-3, 4-1, 4-2, 4-3, 5-0, 5-1, 5-2, 5-3]}\n",
        )],
    );
    let judged = verdict(&text, rules("en"));
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [328, 556, 516, 600]);
}

#[test]
fn a_tile_before_the_first_player_in_turn_is_out_of_turn_unless_a_double_at_once() {
    // Example 2 after the announcement, before Bram (first in turn) plays: Dirk
    // puts his [2-1] on the set tile's 2. Not a double, it is no double at once
    // but a tile out of turn; taken back, 40 to each.
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Cees, play: 3-3}",
        &[
            "      - {by: Dirk, play: 2-1}",
            "      - {by: Dirk, takeback: 2-1}",
        ],
    );
    let text = text.replace("    scoresheet:", "    # scoresheet:");
    let judged = verdict(&text, Interpretation::default());
    let found: Vec<(InfractionKind, String, Correction)> = judged.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, i.what.to_string(), i.correction))
        .collect();
    assert_eq!(
        found,
        [(
            K::OutOfTurn,
            "Dirk plays [2-1], but it is Bram's turn".to_owned(),
            TAKEN_BACK
        )]
    );
    assert_eq!(chips(&judged), example_2_with_penalty(3, &[0, 1, 2]));
}

/// A hand of three in which Bram is dealt four doubles and declares them.
/// Ordinary dominoes, open ends west | east:
///   Anna sets [6-6] from her hand                           6 | 6
///   Bram declares [1-1] [2-2] [3-3] [4-4]; [6-5] west         5 | 6
///   Cees [6-1]    Anna [1-0]                                5 | 0
///   Bram draws [0-5], plays it   Cees draws [2-5], [5-2] east   5 | 2
///   Anna [2-0]    Bram draws [0-0], lays it on Anna's [2-0]: 7   5 | 0
///   Cees draws [0-6], plays it   Anna draws [1-3] [3-5], plays [5-3]   3 | 6
///   Bram [3-3] on Anna's [5-3]: 3    Cees [6-2]   Anna [3-0]     0 | 2
///   Bram [2-2] (on Cees's tile, not his predecessor's: nothing)  Cees [2-1]
///   Anna [0-4]    Bram [4-4] on it: 4    Cees [4-6]           6 | 1
///   Anna [1-3], her last: nos    Bram draws [2-3], plays it    Cees [6-3], out
///   Bram is left with [1-1], 2.
const FOUR_DOUBLES_DECLARED: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [6-6, 0-1, 0-2, 0-3, 0-4]
      Bram: [1-1, 2-2, 3-3, 4-4, 5-6]
      Cees: [6-1, 6-2, 6-3, 6-4, 1-2]
    events:
      - {by: Anna, set: 6-6}
      - {by: Anna, announce: ordinary}
      - {by: Bram, declare: [1-1, 2-2, 3-3, 4-4]}
      - {by: Bram, play: 6-5, at: west}
      - {by: Cees, play: 6-1}
      - {by: Anna, play: 1-0}
      - {by: Bram, draw: 0-5}
      - {by: Bram, play: 0-5}
      - {by: Cees, draw: 2-5}
      - {by: Cees, play: 5-2, at: east}
      - {by: Anna, play: 2-0}
      - {by: Bram, draw: 0-0}
      - {by: Bram, play: 0-0}
      - {by: Bram, claim: 7}
      - {by: Cees, draw: 0-6}
      - {by: Cees, play: 0-6}
      - {by: Anna, draw: [1-3, 3-5]}
      - {by: Anna, play: 5-3}
      - {by: Bram, play: 3-3}
      - {by: Bram, claim: 3}
      - {by: Cees, play: 6-2}
      - {by: Anna, play: 3-0}
      - {by: Bram, play: 2-2}
      - {by: Cees, play: 2-1}
      - {by: Anna, play: 0-4}
      - {by: Bram, play: 4-4}
      - {by: Bram, claim: 4}
      - {by: Cees, play: 4-6}
      - {by: Anna, play: 1-3}
      - {by: Anna, says: nos}
      - {by: Bram, draw: 2-3}
      - {by: Bram, play: 3-2}
      - {by: Cees, play: 6-3}
";

#[test]
fn four_doubles_declared_at_a_table_of_three_are_paid_200_by_each() {
    // Anna's [6-6] from her hand, 6 from each (Anna +12); Bram's four doubles,
    // 200 from each (Bram +400); Anna pays Bram 7, 3 and 4 for doubles on her
    // tiles; Anna's nos, 5 from each (Anna +10); Bram's [1-1] counts 2, paid to
    // each (Bram -4).
    // Anna 500+12-200-7-3-4+10+2 = 310;  Bram 500-6+400+7+3+4-5-4 = 899;
    // Cees 500-6-200-5+2 = 291   (sum 1500)
    let judged = verdict(FOUR_DOUBLES_DECLARED, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    let declared: Vec<i64> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::DeclaredDoubles)
        .map(|p| p.amount)
        .collect();
    assert_eq!(declared, [200, 200]);
    assert_eq!(chips(&judged), [310, 899, 291]);
}

#[test]
fn two_tiles_too_many_at_the_deal_cost_nothing() {
    // The one-too-many fixture with Cees taking six, two too many, and putting
    // two back before the set: noted, no penalty, the fixture's ledger. The
    // [1-1] he puts back is never drawn.
    let text = edited(
        &fixture("penalty-one-too-many.yaml"),
        &[
            (
                "      Cees: [4-3, 1-5, 2-6, 0-1, 5-5]",
                "      Cees: [4-3, 1-5, 2-6, 0-1, 5-5, 1-1]",
            ),
            (
                "      - {by: Cees, return: 5-5}",
                "      - {by: Cees, return: [5-5, 1-1]}",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [514, 438, 534, 514]);
    assert!(
        notes(&judged)
            .iter()
            .any(|n| n.starts_with("Cees took 6 tiles at the deal, 2 too many: no penalty")),
        "{:?}",
        notes(&judged)
    );
}

#[test]
fn a_deal_where_every_player_took_one_too_many_notes_each_of_them() {
    // The five-player ordinary fixture with each player taking a fourth tile
    // and putting it back before Anna draws her set tile; Bram later draws all
    // five from the boneyard as before. Each extra tile is noted, none is
    // charged, and with every extra tile back nothing else changes: Anna is
    // still paid for her drawn [4-4], and the header's 594, 216, 580, 549, 561
    // stand.
    let text = edited(
        &fixture("games-01-ordinary.yaml"),
        &[
            ("Anna: [2-5, 4-1, 2-3]", "Anna: [2-5, 4-1, 2-3, 0-1]"),
            ("Bram: [0-0, 2-2, 5-5]", "Bram: [0-0, 2-2, 5-5, 0-2]"),
            ("Cees: [4-2, 5-0, 3-6]", "Cees: [4-2, 5-0, 3-6, 0-3]"),
            ("Dirk: [4-6, 1-3, 5-6]", "Dirk: [4-6, 1-3, 5-6, 0-6]"),
            ("Eva: [6-6, 4-0, 1-2]", "Eva: [6-6, 4-0, 1-2, 1-5]"),
            (
                "      - {by: Anna, draw: 4-4}\n",
                "      - {by: Anna, return: 0-1}\n      - {by: Bram, return: 0-2}\n\
                 \x20     - {by: Cees, return: 0-3}\n      - {by: Dirk, return: 0-6}\n\
                 \x20     - {by: Eva, return: 1-5}\n      - {by: Anna, draw: 4-4}\n",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    let noted: Vec<String> = notes(&judged)
        .iter()
        .filter_map(|n| n.split_once(" took 4 tiles at the deal, 1 too many: no penalty"))
        .map(|(player, _)| player.to_owned())
        .collect();
    assert_eq!(noted, ["Anna", "Bram", "Cees", "Dirk", "Eva"]);
    assert_eq!(chips(&judged), [594, 216, 580, 549, 561]);
}

#[test]
fn an_owed_wait_is_said_at_the_players_own_turn() {
    // Example 6: once Anna's [4-6] opens the end of Cees's double, Cees owes an
    // "I wait" at his next turn. Said at once, in Bram's turn, it is no wait of
    // his: the transcript cannot be judged, and the problem names whose turn it is.
    let text = inserted_before(
        &fixture("example-06-deferred-wait.yaml"),
        "      - {by: Bram, play: 0-0}",
        &["      - {by: Cees, says: wait}"],
    );
    let session = nos_referee::load(&text).expect("loads");
    let problems = judge(&session, Interpretation::default()).expect_err("not judged");
    let messages: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    assert_eq!(messages, ["Cees waits, but it is Bram's turn"]);
}

#[test]
fn under_d7_80_and_40_a_pass_while_able_with_two_tiles_left_costs_only_the_80() {
    // The pass-while-able fixture: Bram passes while able with only the last two
    // tiles in the boneyard. There are no tiles left to draw, so even the reading
    // that adds the 40 to the 80 adds nothing: the fixture's 675, 319, 365, 641.
    let judged = verdict(
        &fixture("penalty-pass-while-able.yaml"),
        rules("en,D7=80-and-40"),
    );
    assert_eq!(
        infractions(&judged),
        [(K::PassWhileAble, "Bram".into(), NONE)]
    );
    assert_eq!(chips(&judged), [675, 319, 365, 641]);
}

#[test]
fn a_claim_for_a_double_a_reading_left_unpaid_names_that_reading() {
    // The D4 dispute under en,D4=first-paid: Cees's double at once is paid, and
    // Dirk's, the second player's, is not; Dirk's claim is one not owed, ruled
    // under D4 (and only his own unpaid double decides it).
    let judged = verdict(
        &fixture("dispute-d4-several-immediate-doubles.yaml"),
        rules("en,D4=first-paid"),
    );
    let found: Vec<_> = judged.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, judged.players[i.seat].as_str(), i.switches.clone()))
        .collect();
    assert_eq!(found, [(K::WrongClaim, "Dirk", vec![Switch::D4])]);
    assert_eq!(chips(&judged), [476, 573, 558, 393]);
}

#[test]
fn a_tile_out_of_turn_by_another_player_after_a_wrong_pass_catches_no_pass() {
    // The pass-while-able fixture with Dirk laying [6-0] in Cees's turn, just
    // after Bram's wrong pass, and taking it back. Only Bram playing at once
    // would have caught his pass; Dirk's tile is a tile out of turn, 40 to
    // each, and the turn stays with Cees. The fixture's 675, 319, 365, 641
    // become Anna 675+40 = 715, Bram 319+40 = 359, Cees 365+40 = 405,
    // Dirk 641-120 = 521 (sum 2000).
    let text = inserted_before(
        &fixture("penalty-pass-while-able.yaml"),
        "      - {by: Cees, play: 2-5, at: east}",
        &[
            "      - {by: Dirk, play: 6-0, at: south}",
            "      - {by: Dirk, takeback: 6-0}",
        ],
    );
    let text = text.replace("    scoresheet:", "    # scoresheet:");
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::PassWhileAble, "Bram".into(), NONE),
            (K::OutOfTurn, "Dirk".into(), TAKEN_BACK)
        ]
    );
    assert!(
        !notes(&judged).iter().any(|n| n.contains("pass")),
        "{:?}",
        notes(&judged)
    );
    assert_eq!(chips(&judged), [715, 359, 405, 521]);
}

#[test]
fn a_passer_who_draws_is_back_in_his_turn_and_the_next_player_is_out_of_turn() {
    // The pass-with-boneyard fixture: Dirk passes with eleven tiles to draw and
    // draws [1-1] and [2-6]. His draw is the turn going on, so it is still his
    // turn: Anna putting [0-5] on the west 5 now is a tile out of turn (the
    // table did not move on; Dirk had not finished). Taken back, 40 from Anna to
    // each: the fixture's 557, 524, 542, 377 become
    // Anna 557-120 = 437, Bram 524+40 = 564, Cees 542+40 = 582, Dirk 377+40 = 417.
    let text = inserted_before(
        &fixture("penalty-pass-with-boneyard.yaml"),
        "      - {by: Dirk, play: 2-6}",
        &[
            "      - {by: Anna, play: 0-5, at: west}",
            "      - {by: Anna, takeback: 0-5}",
        ],
    );
    let text = text.replace("    scoresheet:", "    # scoresheet:");
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::PassWithBoneyard, "Dirk".into(), NONE),
            (K::OutOfTurn, "Anna".into(), TAKEN_BACK)
        ]
    );
    assert_eq!(chips(&judged), [437, 564, 582, 417]);
}

#[test]
fn a_wait_said_in_the_opening_by_another_player_does_not_begin_the_turns() {
    // Example 2: Cees lays [3-3] at once and claims it, and says "I wait" at
    // once, before Bram, the first in turn, has done anything. Only the first
    // player in turn begins the turns; Cees's word comes before them, so the
    // transcript cannot be judged, and the problem says so (not that it is
    // Bram's turn, which would take the turns as begun).
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Bram, play: 2-6}",
        &["      - {by: Cees, says: wait}"],
    );
    let session = nos_referee::load(&text).expect("loads");
    let problems = judge(&session, Interpretation::default()).expect_err("not judged");
    let messages: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    assert_eq!(messages, ["Cees waits before the turns begin"]);
}

/// A hand of three in which Cees lays [5-5] on the set tile's free 5 in the
/// second round, in Bram's turn, and the table has him take it back.
/// Ordinary dominoes, open ends west | east:
///   Anna holds no double: draws [5-2] and sets it                 5 | 2
///   Bram [2-4]         Cees [4-6]         Anna [6-1]              5 | 1
///   (Cees [5-5] west, in Bram's turn; taken back)
///   Bram [1-0]         Cees [0-3]         Anna [3-4]              5 | 4
///   Bram [4-1]         Cees [1-2]         Anna [2-6]              5 | 6
///   Bram [6-0]         Cees [0-2]         Anna [2-3]              5 | 3
///   Bram [3-5] east, his last: nos                                5 | 5
///   Cees [5-5] west, on the set tile (Bram's tile is east): nothing
///   owed; his last. Only Anna holds a tile, [0-4]: the hand is over.
const DOUBLE_ON_SET_TILE_IN_SECOND_ROUND: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 3-4, 2-6, 2-3, 0-4]
      Bram: [2-4, 1-0, 4-1, 6-0, 3-5]
      Cees: [4-6, 5-5, 0-3, 1-2, 0-2]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Anna, play: 6-1}
      - {by: Cees, play: 5-5, at: west}
      - {by: Cees, takeback: 5-5}
      - {by: Bram, play: 1-0}
      - {by: Cees, play: 0-3}
      - {by: Anna, play: 3-4}
      - {by: Bram, play: 4-1}
      - {by: Cees, play: 1-2}
      - {by: Anna, play: 2-6}
      - {by: Bram, play: 6-0}
      - {by: Cees, play: 0-2}
      - {by: Anna, play: 2-3}
      - {by: Bram, play: 3-5, at: east}
      - {by: Bram, says: nos}
      - {by: Cees, play: 5-5, at: west}
";

#[test]
fn a_double_on_the_set_tile_once_the_setters_turn_came_round_is_out_of_turn() {
    // Under doubles-at-once-window=first-round (`en`) the doubles at once end
    // when the setter's turn comes again: Anna's [6-1] ended them, so Cees's
    // [5-5] in Bram's turn is a tile out of turn, not a double at once, and
    // taking it back does not spare him: 40 to each.
    //   Anna's drawn [5-2] is not a double: 7 to each   Anna -14, others +7
    //   Cees's tile out of turn: 40 to each            Cees -80, others +40
    //   Bram out first: nos, 5 from each               Bram +10, others -5
    //   Anna left with [0-4], count 4: 4 to each       Anna -8,  others +4
    // Anna 500-14+40-5-8 = 513; Bram 500+7+40+10+4 = 561;
    // Cees 500+7-80-5+4 = 426   (sum 1500)
    let judged = verdict(
        DOUBLE_ON_SET_TILE_IN_SECOND_ROUND,
        Interpretation::default(),
    );
    let found: Vec<(InfractionKind, String, Correction)> = judged.hands[0]
        .infractions
        .iter()
        .map(|i| (i.kind, i.what.to_string(), i.correction))
        .collect();
    assert_eq!(
        found,
        [(
            K::OutOfTurn,
            "Cees plays [5-5], but it is Bram's turn".to_owned(),
            TAKEN_BACK
        )]
    );
    assert_eq!(chips(&judged), [513, 561, 426]);
}

/// A hand of three in which Cees plays [1-2] in Bram's turn and the table lets
/// it stand. Ordinary dominoes, open ends west | east:
///   Anna holds no double: draws [5-2] and sets it                 5 | 2
///   Bram [2-4]         Cees [4-6]         Anna [6-1]              5 | 1
///   Cees [1-2], in Bram's turn; it stays                          5 | 2
///   Bram [2-0]         Cees [0-3]         Anna [3-4]              5 | 4
///   Bram [4-1]         Cees [1-0]         Anna [0-6]              5 | 6
///   Bram [6-3]         Cees [3-5] east, his last: nos             5 | 5
///   Anna [5-0] west    Bram [0-4], his last                       4 | 5
///   Only Anna holds a tile, [2-3]: the hand is over.
const OUT_OF_TURN_LET_STAND: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 3-4, 0-6, 5-0, 2-3]
      Bram: [2-4, 2-0, 4-1, 6-3, 0-4]
      Cees: [4-6, 1-2, 0-3, 1-0, 3-5]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Anna, play: 6-1}
      - {by: Cees, play: 1-2}
      - {by: Bram, play: 2-0}
      - {by: Cees, play: 0-3}
      - {by: Anna, play: 3-4}
      - {by: Bram, play: 4-1}
      - {by: Cees, play: 1-0}
      - {by: Anna, play: 0-6}
      - {by: Bram, play: 6-3}
      - {by: Cees, play: 3-5, at: east}
      - {by: Cees, says: nos}
      - {by: Anna, play: 5-0, at: west}
      - {by: Bram, play: 0-4, at: west}
";

#[test]
fn a_tile_out_of_turn_let_stand_leaves_the_turn_where_it_was() {
    // Cees's [1-2] in Bram's turn stays on the table, and the turn stays with
    // Bram (not with Anna, who follows Cees): Bram's [2-0] next is in turn, and
    // Cees's [0-3] after it is his own turn. One tile out of turn, no other.
    //   Anna's drawn [5-2] is not a double: 7 to each   Anna -14, others +7
    //   Cees's tile out of turn: 40 to each            Cees -80, others +40
    //   Cees out first: nos, 5 from each               Cees +10, others -5
    //   Anna left with [2-3], count 5: 5 to each       Anna -10, others +5
    // Anna 500-14+40-5-10 = 511; Bram 500+7+40-5+5 = 547;
    // Cees 500+7-80+10+5 = 442   (sum 1500)
    let judged = verdict(OUT_OF_TURN_LET_STAND, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::OutOfTurn, "Cees".into(), Correction::LetStand)]
    );
    assert_eq!(chips(&judged), [511, 547, 442]);
}

/// A hand of three in which Cees lays [5-5] at once, plays [4-6] at his first
/// turn instead of saying "I wait", and the table lets it stand.
/// Ordinary dominoes, open ends west | east:
///   Anna holds no double: draws [5-2] and sets it                 5 | 2
///   Cees [5-5] at once on the 5, claimed from Anna                5 | 2
///   Bram [2-4]         Cees [4-6] (owes "I wait"; it stays)
///                                         Anna [6-1]              5 | 1
///   Bram [1-0]         Cees [0-3]         Anna [3-4]              5 | 4
///   Bram [4-1]         Cees [1-2]         Anna [2-6]              5 | 6
///   Bram [6-0]         Cees [0-2], his last: nos
///                                         Anna [2-3]              5 | 3
///   Bram [3-5] east, his last. Only Anna holds a tile, [0-4].
const PLAYED_INSTEAD_OF_WAITING_LET_STAND: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 3-4, 2-6, 2-3, 0-4]
      Bram: [2-4, 1-0, 4-1, 6-0, 3-5]
      Cees: [4-6, 5-5, 0-3, 1-2, 0-2]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Cees, play: 5-5, at: west}
      - {by: Cees, claim: 5}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 1-0}
      - {by: Cees, play: 0-3}
      - {by: Anna, play: 3-4}
      - {by: Bram, play: 4-1}
      - {by: Cees, play: 1-2}
      - {by: Anna, play: 2-6}
      - {by: Bram, play: 6-0}
      - {by: Cees, play: 0-2}
      - {by: Cees, says: nos}
      - {by: Anna, play: 2-3}
      - {by: Bram, play: 3-5, at: east}
";

#[test]
fn a_tile_played_instead_of_i_wait_and_let_stand_uses_up_the_wait() {
    // Cees's [4-6] in place of his owed "I wait" stays: that was the turn the
    // wait was owed for, so his [0-3] at his next turn is an ordinary tile, not
    // a second play instead of waiting.
    //   Anna's drawn [5-2] is not a double: 7 to each   Anna -14, others +7
    //   Cees's [5-5] at once, claimed from Anna        Anna -5,  Cees +5
    //   Cees plays instead of waiting: 40 to each      Cees -80, others +40
    //   Cees out first: nos, 5 from each               Cees +10, others -5
    //   Anna left with [0-4], count 4: 4 to each       Anna -8,  others +4
    // Anna 500-14-5+40-5-8 = 508; Bram 500+7+40-5+4 = 546;
    // Cees 500+7+5-80+10+4 = 446   (sum 1500)
    let judged = verdict(
        PLAYED_INSTEAD_OF_WAITING_LET_STAND,
        Interpretation::default(),
    );
    assert_eq!(
        infractions(&judged),
        [(
            K::PlayedInsteadOfWaiting,
            "Cees".into(),
            Correction::LetStand
        )]
    );
    assert_eq!(chips(&judged), [508, 546, 446]);
}

/// A hand of three in which Bram passes with tiles left to draw and the table
/// moves on: Cees lays [3-3] on Anna's [1-3] and asks 3 of her.
/// Ordinary dominoes, open ends west | east:
///   Anna holds no double: draws [5-2] and sets it                 5 | 2
///   Bram [2-4]         Cees [4-1]         Anna [1-3]              5 | 3
///   Bram, with no 5 and no 3, passes with 12 tiles to draw
///   Cees [3-3], claims 3 of Anna          Anna [3-6]              5 | 6
///   Bram [6-0]         Cees [0-2]         Anna [2-1]              5 | 1
///   Bram [1-6]         Cees [6-4]         Anna [4-0]              5 | 0
///   Bram [0-1]         Cees [1-5] east, his last: nos             5 | 5
///   Anna [5-6] east, her last. Only Bram holds a tile, [4-4].
const PASS_AND_THE_TABLE_MOVES_ON: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [1-3, 3-6, 1-2, 0-4, 5-6]
      Bram: [2-4, 6-0, 1-6, 0-1, 4-4]
      Cees: [4-1, 3-3, 0-2, 4-6, 1-5]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-1}
      - {by: Anna, play: 1-3}
      - {by: Bram, says: pass}
      - {by: Cees, play: 3-3}
      - {by: Cees, claim: 3}
      - {by: Anna, play: 3-6}
      - {by: Bram, play: 6-0}
      - {by: Cees, play: 0-2}
      - {by: Anna, play: 2-1}
      - {by: Bram, play: 1-6}
      - {by: Cees, play: 6-4}
      - {by: Anna, play: 4-0}
      - {by: Bram, play: 0-1}
      - {by: Cees, play: 1-5, at: east}
      - {by: Cees, says: nos}
      - {by: Anna, play: 5-6, at: east}
";

#[test]
fn a_pass_the_table_moved_on_from_is_a_turn_between_tile_and_double() {
    // Bram should have drawn; the table let his pass end his turn, so it counts
    // as his turn: it stands between Anna's [1-3] and Cees's [3-3], and under D3
    // (`en`: unpaid) nothing is owed for the double. Cees's claim is one not
    // owed, ruled under D3.
    //   Anna's drawn [5-2] is not a double: 7 to each   Anna -14, others +7
    //   Bram passes with tiles to draw: 40 to each     Bram -80, others +40
    //   Cees's claim not owed: 40 to each              Cees -80, others +40
    //   Cees out first: nos, 5 from each               Cees +10, others -5
    //   Bram left with [4-4], count 8: 8 to each       Bram -16, others +8
    // Anna 500-14+40+40-5+8 = 569; Bram 500+7-80+40-5-16 = 446;
    // Cees 500+7+40-80+10+8 = 485   (sum 1500)
    let judged = verdict(PASS_AND_THE_TABLE_MOVES_ON, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::PassWithBoneyard, "Bram".into(), NONE),
            (K::WrongClaim, "Cees".into(), NONE)
        ]
    );
    assert_eq!(judged.hands[0].infractions[1].switches, [Switch::D3]);
    assert_eq!(chips(&judged), [569, 446, 485]);
}

/// A hand of three in which Bram, in the second round, says "I wait" though he
/// owes none, and the table moves on: Cees lays [5-5] on the set tile's free 5.
/// Ordinary dominoes, open ends west | east:
///   Anna holds no double: draws [5-2] and sets it                 5 | 2
///   Bram [2-4]         Cees [4-6]         Anna [6-1]              5 | 1
///   Bram, with no 5 and no 1, says "I wait" with 12 tiles to draw
///   Cees [5-5] west, on the set tile      Anna [1-3]              5 | 3
///   Bram [3-0]         Cees [0-2]         Anna [2-3]              5 | 3
///   Bram [3-6]         Cees [6-0]         Anna [0-4]              5 | 4
///   Bram [4-3]         Cees [3-5] east, his last: nos             5 | 5
///   Anna [5-4] east, her last. Only Bram holds a tile, [2-6].
const WAIT_IN_THE_SECOND_ROUND: &str = "\
session:
  players: [Anna, Bram, Cees]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 1-3, 2-3, 0-4, 4-5]
      Bram: [2-4, 0-3, 3-6, 3-4, 2-6]
      Cees: [4-6, 5-5, 0-2, 0-6, 3-5]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Anna, play: 6-1}
      - {by: Bram, says: wait}
      - {by: Cees, play: 5-5, at: west}
      - {by: Anna, play: 1-3}
      - {by: Bram, play: 3-0}
      - {by: Cees, play: 0-2}
      - {by: Anna, play: 2-3}
      - {by: Bram, play: 3-6}
      - {by: Cees, play: 6-0}
      - {by: Anna, play: 0-4}
      - {by: Bram, play: 4-3}
      - {by: Cees, play: 3-5, at: east}
      - {by: Cees, says: nos}
      - {by: Anna, play: 5-4, at: east}
";

#[test]
fn a_wait_in_the_second_round_does_not_reopen_the_doubles_at_once() {
    // Only a wait by the first player in turn during the opening begins the
    // turns. Bram's "I wait" in the second round is a missed turn with tiles to
    // draw, and the doubles at once stay ended (Anna's [6-1] ended them): Cees's
    // [5-5] is his own turn, the table having moved on, and no double at once.
    // It lies on Anna's set tile with Bram's turn between: nothing owed.
    //   Anna's drawn [5-2] is not a double: 7 to each   Anna -14, others +7
    //   Bram waits with 12 tiles to draw: 40 to each   Bram -80, others +40
    //   Cees out first: nos, 5 from each               Cees +10, others -5
    //   Bram left with [2-6], count 8: 8 to each       Bram -16, others +8
    // Anna 500-14+40-5+8 = 529; Bram 500+7-80-5-16 = 406;
    // Cees 500+7+40+10+8 = 565   (sum 1500)
    let judged = verdict(WAIT_IN_THE_SECOND_ROUND, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::PassWithBoneyard, "Bram".into(), NONE)]
    );
    assert_eq!(chips(&judged), [529, 406, 565]);
}

#[test]
fn a_double_at_once_while_the_first_player_draws_stands_under_every_window() {
    // fixtures/games-01-double-at-once-while-drawing.yaml: Cees lays [3-3] at
    // once while Bram, first in turn, is still drawing. A draw is no tile laid,
    // so even the narrowest window (until-first-tile) is still open: no
    // infraction, and the header's 484, 521, 533, 462 under each reading.
    let text = fixture("games-01-double-at-once-while-drawing.yaml");
    for spec in WINDOWS {
        let judged = verdict(&text, rules(spec));
        let found: Vec<_> = judged
            .hands
            .iter()
            .flat_map(|h| &h.infractions)
            .map(|i| i.kind)
            .collect();
        assert_eq!(found, [], "{spec}");
        assert_eq!(
            immediate_doubles(&judged),
            [("Cees".to_owned(), 3, vec![])],
            "{spec}: no reading of the window decides it"
        );
        assert_eq!(chips(&judged), [484, 521, 533, 462], "{spec}");
    }
}

/// The doubles at once on the set tile paid in the first hand, with the
/// switches each payment names.
fn immediate_doubles(verdict: &Verdict) -> Vec<(String, i64, Vec<Switch>)> {
    verdict.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::ImmediateDouble)
        .map(|p| (verdict.players[p.to].clone(), p.amount, p.switches.clone()))
        .collect()
}

/// The readings of the doubles-at-once window under `en`: first-round (the
/// profile's own), then the two narrow ones.
const WINDOWS: [&str; 3] = [
    "en",
    "en,doubles-at-once-window=until-first-tile",
    "en,doubles-at-once-window=after-first-tile",
];

/// Asserts that `text`'s first hand is judged alike under every reading of
/// the doubles-at-once window: these infractions, one double at once, paid to
/// `double`'s player for its amount and naming no switch, and these chips.
fn alike_under_every_window(
    text: &str,
    expected: &[(InfractionKind, String, Correction)],
    double: (&str, i64),
    expected_chips: [i64; 4],
) {
    for spec in WINDOWS {
        let judged = verdict(text, rules(spec));
        assert_eq!(infractions(&judged), expected, "{spec}");
        assert_eq!(
            immediate_doubles(&judged),
            [(double.0.to_owned(), double.1, vec![])],
            "{spec}"
        );
        assert_eq!(chips(&judged), expected_chips, "{spec}");
    }
}

/// A hand of four in which Bram, first in turn, says "I wait" at his first
/// turn though he owes no wait and holds tiles that fit; Cees lays his tile in
/// turn; then Bram, in Dirk's turn, lays [5-5] at once on the set tile's free
/// 5 and asks 5. Ordinary dominoes, open ends west | east:
///   Anna draws [5-2] and sets it; Bram waits                 5 | 2
///   Cees [2-4] east; Bram [5-5] west, at once, claims 5       5 | 4
///   Dirk [4-6]; Anna [6-1]; Bram waits (for his [5-5])       5 | 1
///   Cees [1-0]; Dirk [5-3] west; Anna [0-4]                   3 | 4
///   Bram [4-5]; Cees [2-3] west; Dirk [2-6] west              6 | 5
///   Anna [6-5] west; Bram [5-0] east                          5 | 0
///   Cees [0-3], his last: nos; Dirk [1-3], his last;
///   Anna [1-2], her last. Bram is left with [3-3], count 6.
const FIRST_PLAYER_WAITS_THEN_DOUBLE_AT_ONCE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 6-5, 1-2]
      Bram: [5-5, 4-5, 5-0, 3-3]
      Cees: [2-4, 1-0, 2-3, 0-3]
      Dirk: [4-6, 5-3, 2-6, 1-3]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, says: wait}
      - {by: Cees, play: 2-4}
      - {by: Bram, play: 5-5}
      - {by: Bram, claim: 5}
      - {by: Dirk, play: 4-6}
      - {by: Anna, play: 6-1}
      - {by: Bram, says: wait}
      - {by: Cees, play: 1-0}
      - {by: Dirk, play: 5-3}
      - {by: Anna, play: 0-4}
      - {by: Bram, play: 4-5}
      - {by: Cees, play: 2-3, at: west}
      - {by: Dirk, play: 2-6}
      - {by: Anna, play: 6-5}
      - {by: Bram, play: 5-0, at: east}
      - {by: Cees, play: 0-3}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 1-3}
      - {by: Anna, play: 1-2}
";

#[test]
fn a_double_at_once_after_a_later_players_tile_depends_on_the_window_even_before_the_first_tile() {
    // Bram, first in turn, has laid no tile when he lays [5-5] at once, but Cees,
    // after him, has acted: the narrow windows closed then, and only under
    // first-round (`en`) is the [5-5] still a double at once. Its payment names
    // that switch.
    //   Anna's drawn [5-2] is not a double: 7 to each     Anna -21, others +7
    //   Bram waits holding tiles that fit: 80 to each     Bram -240, others +80
    //   Bram's [5-5] at once, claimed from Anna            Anna -5,  Bram +5
    //   Bram's second wait is the one his [5-5] owes: no penalty.
    //   Cees out first: nos, 5 from each                   Cees +15, others -5
    //   Bram left with [3-3], count 6: 6 to each           Bram -18, others +6
    // Anna 500-21+80-5-5+6 = 555; Bram 500+7-240+5-5-18 = 249;
    // Cees 500+7+80+15+6 = 608; Dirk 500+7+80-5+6 = 588   (sum 2000)
    let judged = verdict(FIRST_PLAYER_WAITS_THEN_DOUBLE_AT_ONCE, rules("en"));
    assert_eq!(
        infractions(&judged),
        [(K::PassWhileAble, "Bram".into(), NONE)]
    );
    assert_eq!(
        immediate_doubles(&judged),
        [("Bram".to_owned(), 5, vec![Switch::DoublesAtOnceWindow])]
    );
    assert_eq!(chips(&judged), [555, 249, 608, 588]);
    // Under until-first-tile and after-first-tile the [5-5] is a tile out of
    // turn (40 to each), let stand; its claim is not owed (40 to each); and
    // Bram's second wait is the one a late double let stand owes, as one
    // played at once does: no penalty. Bram pays 245 more (the 5 is not
    // paid), Anna gets 85 more and Cees and Dirk 80:
    // Anna 640, Bram 4, Cees 688, Dirk 668                  (sum 2000)
    for spec in &WINDOWS[1..] {
        let judged = verdict(FIRST_PLAYER_WAITS_THEN_DOUBLE_AT_ONCE, rules(spec));
        assert_eq!(
            infractions(&judged),
            [
                (K::PassWhileAble, "Bram".into(), NONE),
                (K::OutOfTurn, "Bram".into(), Correction::LetStand),
                (K::WrongClaim, "Bram".into(), NONE),
            ],
            "{spec}"
        );
        assert_eq!(immediate_doubles(&judged), [], "{spec}");
        assert_eq!(chips(&judged), [640, 4, 688, 668], "{spec}");
    }
}

/// A hand of four in which Bram, first in turn, says "I wait" at his first
/// turn though he owes no wait and holds tiles that fit, and Dirk then lays
/// [5-5] at once on the set tile's 5 and asks 5, before Cees, whose turn it
/// is, has acted. Ordinary dominoes, open ends west | east:
///   Anna draws [5-2] and sets it; Bram waits                 5 | 2
///   Dirk [5-5] west, at once, claims 5; Cees [2-4] east       5 | 4
///   Dirk waits (for his [5-5]); Anna [0-4]; Bram [4-5] west   4 | 0
///   Cees [1-0]; Dirk [4-6]; Anna [6-5]; Bram [5-0]            0 | 1
///   Cees [0-3]; Dirk [5-3]; Anna [6-1]; Bram [6-2]            5 | 2
///   Cees [2-3], his last: nos; Dirk [3-1], his last;
///   Anna [1-2], her last. Bram is left with [3-3], count 6.
const FIRST_PLAYER_WAITS_THEN_ANOTHERS_DOUBLE_AT_ONCE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 6-5, 1-2]
      Bram: [4-5, 5-0, 3-3, 6-2]
      Cees: [2-4, 1-0, 2-3, 0-3]
      Dirk: [5-5, 4-6, 5-3, 3-1]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, says: wait}
      - {by: Dirk, play: 5-5}
      - {by: Dirk, claim: 5}
      - {by: Cees, play: 2-4}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 0-4}
      - {by: Bram, play: 4-5}
      - {by: Cees, play: 1-0}
      - {by: Dirk, play: 4-6}
      - {by: Anna, play: 6-5}
      - {by: Bram, play: 5-0}
      - {by: Cees, play: 0-3}
      - {by: Dirk, play: 5-3}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 2-3}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 3-1}
      - {by: Anna, play: 1-2}
";

#[test]
fn a_double_at_once_after_only_the_first_players_wait_depends_on_no_window() {
    // Only Bram, the first player in turn, has acted when Dirk lays [5-5] at
    // once, and no reading closes the window on the first player's action:
    // the [5-5] is a double at once under each, naming no switch.
    //   Anna's drawn [5-2] is not a double: 7 to each     Anna -21, others +7
    //   Bram waits holding tiles that fit: 80 to each     Bram -240, others +80
    //   Dirk's [5-5] at once, claimed from Anna            Anna -5,  Dirk +5
    //   Dirk's wait is the one his [5-5] owes: no penalty.
    //   Cees out first: nos, 5 from each                   Cees +15, others -5
    //   Bram left with [3-3], count 6: 6 to each           Bram -18, others +6
    // Anna 500-21+80-5-5+6 = 555; Bram 500+7-240-5-18 = 244;
    // Cees 500+7+80+15+6 = 608; Dirk 500+7+80+5-5+6 = 593   (sum 2000)
    alike_under_every_window(
        FIRST_PLAYER_WAITS_THEN_ANOTHERS_DOUBLE_AT_ONCE,
        &[(K::PassWhileAble, "Bram".into(), NONE)],
        ("Dirk", 5),
        [555, 244, 608, 593],
    );
}

/// A hand of four in which Dirk lays [2-4] in the opening, in Bram's turn,
/// and the table lets it stand; Bram, first in turn, draws [4-3]; while he
/// draws, Cees lays [5-5] at once on the set tile's 5 and asks 5. Ordinary
/// dominoes, open ends west | east:
///   Anna draws [5-2] and sets it; Dirk [2-4], out of turn      5 | 4
///   Bram draws [4-3]; Cees [5-5] west, at once, claims 5       5 | 4
///   Bram [4-3]; Cees waits; Dirk [3-6]; Anna [6-1]             5 | 1
///   Bram [1-0]; Cees [0-6]; Dirk [6-4]; Anna [4-0]             5 | 0
///   Bram [0-3]; Cees [3-1]; Dirk [1-2], his last: nos          5 | 2
///   Anna [2-3]; Bram [3-5] east; Cees [5-0] east, his last     5 | 0
///   Anna [0-2], her last. Bram is left with [6-2], count 8.
const TILE_OUT_OF_TURN_BEFORE_THE_FIRST_PLAYERS: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 4-0, 2-3, 0-2]
      Bram: [1-0, 0-3, 3-5, 6-2]
      Cees: [5-5, 0-6, 3-1, 5-0]
      Dirk: [2-4, 3-6, 6-4, 1-2]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Dirk, play: 2-4}
      - {by: Bram, draw: 4-3}
      - {by: Cees, play: 5-5}
      - {by: Cees, claim: 5}
      - {by: Bram, play: 4-3}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 3-6}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 1-0}
      - {by: Cees, play: 0-6}
      - {by: Dirk, play: 6-4}
      - {by: Anna, play: 4-0}
      - {by: Bram, play: 0-3}
      - {by: Cees, play: 3-1}
      - {by: Dirk, play: 1-2}
      - {by: Dirk, says: nos}
      - {by: Anna, play: 2-3}
      - {by: Bram, play: 3-5, at: east}
      - {by: Cees, play: 5-0, at: east}
      - {by: Anna, play: 0-2}
";

#[test]
fn a_tile_out_of_turn_in_the_opening_is_not_the_first_players_first_tile() {
    // Dirk's [2-4] lies on the table before Bram, first in turn, has laid a
    // tile, but it is not Bram's first tile, and it came before the turns
    // began: while Bram draws, every window is still open, and Cees's [5-5]
    // is a double at once under each reading, naming none.
    //   Anna's drawn [5-2] is not a double: 7 to each     Anna -21, others +7
    //   Dirk's tile out of turn, let stand: 40 to each    Dirk -120, others +40
    //   Cees's [5-5] at once, claimed from Anna            Anna -5,  Cees +5
    //   Cees's wait is the one his [5-5] owes: no penalty.
    //   Dirk out first: nos, 5 from each                   Dirk +15, others -5
    //   Bram left with [6-2], count 8: 8 to each           Bram -24, others +8
    // Anna 500-21+40-5-5+8 = 517; Bram 500+7+40-5-24 = 518;
    // Cees 500+7+40+5-5+8 = 555; Dirk 500+7-120+15+8 = 410   (sum 2000)
    alike_under_every_window(
        TILE_OUT_OF_TURN_BEFORE_THE_FIRST_PLAYERS,
        &[(K::OutOfTurn, "Dirk".into(), Correction::LetStand)],
        ("Cees", 5),
        [517, 518, 555, 410],
    );
}

#[test]
fn doubles_declared_by_a_player_who_took_too_many_tiles_are_owed_nothing() {
    // The four doubles declared at a table of three, with Bram dealt [0-5] as a
    // sixth tile, one too many, seen and kept; he lays it where he drew it
    // before, and nothing else changes. A player who took too many is owed
    // nothing for the doubles he declares: the 200 from each of Anna and Cees
    // is not paid (a note says why), and there is no penalty for one tile too
    // many. Anna 310+200 = 510, Bram 899-400 = 499, Cees 291+200 = 491
    // (sum 1500).
    let text = edited(
        FOUR_DOUBLES_DECLARED,
        &[
            (
                "      Bram: [1-1, 2-2, 3-3, 4-4, 5-6]",
                "      Bram: [1-1, 2-2, 3-3, 4-4, 5-6, 0-5]",
            ),
            ("      - {by: Bram, draw: 0-5}\n", ""),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert!(
        judged.hands[0]
            .payments
            .iter()
            .all(|p| p.reason != Reason::DeclaredDoubles)
    );
    assert!(
        notes(&judged).iter().any(|n| n
            == "Bram took too many tiles at the deal, so nobody owes anything for the declared doubles"),
        "{:?}",
        notes(&judged)
    );
    assert_eq!(chips(&judged), [510, 499, 491]);
}

#[test]
fn a_double_at_once_taken_back_before_it_was_claimed_is_owed_nothing() {
    // The more-doubles-than-ends dispute with Dirk asking his 7 only after he
    // took his [0-0] back to make room for Cees's [2-2]: the double is off the
    // table, nothing is owed for it, and the claim is one not owed, 40 to each
    // of the others. The header's en figures 466, 524, 506, 504 become
    // Anna 466+40 = 506, Bram 524+40 = 564, Cees 506+40 = 546,
    // Dirk 504-120 = 384 (sum 2000).
    let text = edited(
        &fixture("dispute-d5-more-doubles-than-ends.yaml"),
        &[(
            "      - {by: Dirk, claim: 7}\n      - {by: Cees, play: 2-2}\n      - {by: Dirk, takeback: 0-0}\n",
            "      - {by: Cees, play: 2-2}\n      - {by: Dirk, takeback: 0-0}\n      - {by: Dirk, claim: 7}\n",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Dirk".into(), NONE)]);
    assert_eq!(chips(&judged), [506, 564, 546, 384]);
}

/// A double laid after the first player in turn has laid his tile, wanting the
/// end of the set tile that tile took. Anna sets a drawn [5-2] (ordinary
/// dominoes); Bram, first in turn, lays [5-3] on the 5; Dirk then lays [5-5],
/// which fits neither the 3 nor the 2 but would have fitted the 5, and takes it
/// back. The hand then goes, open ends west | east:
///   Bram [5-3]                                            3 | 2
///   Cees [4-3]; Dirk [1-4]; Anna [6-1]                    6 | 2
///   Bram [2-4]; Cees [4-6] east; Dirk [3-6] west          3 | 6
///   Anna [3-0]; Bram [6-2]; Cees [0-1]; Dirk [2-1] east   1 | 1
///   Anna draws [1-3], lays it west; Bram draws [1-5],
///   lays it east                                          3 | 5
///   Cees [2-3], his last tile: nos                        2 | 5
///   Dirk [5-5] east, his last (on Bram's tile, not his predecessor's)
///   Anna [6-5] east; Bram [2-0] west, his last. Anna is left with [0-4], 4.
/// Payments apart from Dirk's [5-5]:
///   Anna's drawn [5-2] is not a double: 7 to each   Anna -21, others +7
///   Cees goes out first: nos, 5 from each           Cees +15, others -5
///   Anna's count 4: 4 to each                       Anna -12, others +4
///   Anna 500-21-5-12 = 462; Bram 500+7-5+4 = 506;
///   Cees 500+7+15+4 = 526;  Dirk 500+7-5+4 = 506    (sum 2000)
const LATE_DOUBLE_ON_A_TAKEN_END: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 3-0, 6-5]
      Bram: [2-4, 5-3, 6-2, 2-0]
      Cees: [4-6, 1-0, 4-3, 2-3]
      Dirk: [5-5, 3-6, 2-1, 1-4]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 5-3}
      - {by: Dirk, play: 5-5}
      - {by: Dirk, takeback: 5-5}
      - {by: Cees, play: 4-3}
      - {by: Dirk, play: 1-4}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6, at: east}
      - {by: Dirk, play: 3-6, at: west}
      - {by: Anna, play: 3-0}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 0-1}
      - {by: Dirk, play: 2-1, at: east}
      - {by: Anna, draw: 1-3}
      - {by: Anna, play: 1-3, at: west}
      - {by: Bram, draw: 1-5}
      - {by: Bram, play: 1-5}
      - {by: Cees, play: 2-3}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 5-5}
      - {by: Anna, play: 6-5}
      - {by: Bram, play: 2-0}
";

#[test]
fn a_late_double_on_an_end_the_first_player_took_is_no_fight_over_the_set_tile() {
    // Under doubles-at-once-window=until-first-tile Dirk's [5-5] comes after
    // Bram's first tile, so it is no double at once: no end of the set tile is
    // fought over, and D5 has no say. It is a tile out of turn (Cees's turn),
    // taken back: 40 to each, Anna 502, Bram 546, Cees 566, Dirk 386.
    // Under `en` (first-round) it is still a double at once, wanting the end
    // Bram took; by seat order from the first player in turn Bram had the prior
    // right, so the double, which may come out of turn but fits no free end,
    // is a tile against the rules, ruled under D5, for the same 40 each.
    // Under `de-1996` (doubles first) the end was Dirk's, and he gave it up by
    // taking his double back: no penalty, the figures above.
    for (spec, d5, kind, expected) in [
        (
            "en,doubles-at-once-window=until-first-tile",
            false,
            K::OutOfTurn,
            [502, 546, 566, 386],
        ),
        ("en", true, K::IllegalTile, [502, 546, 566, 386]),
    ] {
        let judged = verdict(LATE_DOUBLE_ON_A_TAKEN_END, rules(spec));
        assert_eq!(
            infractions(&judged),
            [(kind, "Dirk".into(), TAKEN_BACK)],
            "{spec}"
        );
        let switches = &judged.hands[0].infractions[0].switches;
        assert_eq!(switches.contains(&Switch::D5), d5, "{spec}: {switches:?}");
        assert_eq!(chips(&judged), expected, "{spec}");
    }
    let judged = verdict(LATE_DOUBLE_ON_A_TAKEN_END, rules("de-1996"));
    assert_eq!(infractions(&judged), []);
    assert!(
        notes(&judged)
            .iter()
            .any(|n| n.starts_with("Dirk takes back [5-5], giving up the prior right")),
        "{:?}",
        notes(&judged)
    );
    assert_eq!(chips(&judged), [462, 506, 526, 506]);
}

#[test]
fn a_declaration_whose_doubles_in_hand_earn_nothing_lists_no_payment() {
    // The declared-set-double fixture with Anna declaring only [6-6], [5-5] and
    // [4-4]. The [6-6] lies on the table as the set, so two doubles in hand are
    // left, and two earn nothing at a table of four. She asked for 25 from each:
    // 40 to each for asking what is not owed, and no payment at all for the
    // declaration, not one of 0. The header's figures without the 25s:
    // Anna 455-75 = 380, Bram 530+25 = 555, Cees 510+25 = 535,
    // Dirk 505+25 = 530 (sum 2000).
    let text = edited(
        &fixture("penalty-declare-set-double.yaml"),
        &[("declare: [6-6, 5-5, 4-4, 3-3]", "declare: [6-6, 5-5, 4-4]")],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Anna".into(), NONE)]);
    let payments = &judged.hands[0].payments;
    assert!(
        payments
            .iter()
            .all(|p| p.reason != Reason::DeclaredDoubles && p.amount != 0 && p.from != p.to),
        "{payments:?}"
    );
    assert_eq!(chips(&judged), [380, 555, 535, 530]);
}

/// The opening settled before a double wants an end of the set tile. Anna sets
/// a drawn [5-2] (ordinary dominoes); Bram, first in turn, lays [5-3] on the 5;
/// Cees lays [2-3] on the 2, which settles the opening's tiles; Dirk, in turn,
/// lays [5-5], which fits neither 3 but would have fitted the 5 under Bram's
/// tile, and takes it back. The hand then goes, open ends west | east:
///   Bram [5-3]; Cees [2-3] east                           3 | 3
///   Dirk [3-6] west; Anna [3-0]; Bram [6-2]               2 | 0
///   Cees [1-0]; Dirk [2-1] west; Anna [6-1] east          1 | 6
///   Bram draws [1-3], lays it; Cees [4-3]; Dirk [1-4]     1 | 6
///   Anna [6-5]; Bram draws [4-5], lays it                 1 | 4
///   Cees [4-6], his last tile: nos                        1 | 6
///   Dirk draws [1-5], lays it; Anna draws [0-6], lays it  5 | 0
///   Bram [2-0]; Dirk [5-5] on his own [1-5], his last     5 | 2
///   Anna draws [0-5], lays it; Bram [2-4], his last. Anna is left with
///   [0-4], count 4.
/// Payments:
///   Anna's drawn [5-2] is not a double: 7 to each   Anna -21, others +7
///   Dirk's [5-5] fits nowhere: 40 to each           Dirk -120, others +40
///   Cees goes out first: nos, 5 from each           Cees +15, others -5
///   Anna's count 4: 4 to each                       Anna -12, others +4
///   Anna 500-21+40-5-12 = 502; Bram 500+7+40-5+4 = 546;
///   Cees 500+7+40+15+4 = 566;  Dirk 500+7-120-5+4 = 386    (sum 2000)
const DOUBLE_AFTER_THE_OPENING_SETTLED: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 3-0, 6-5]
      Bram: [2-4, 5-3, 6-2, 2-0]
      Cees: [4-6, 1-0, 4-3, 2-3]
      Dirk: [5-5, 3-6, 2-1, 1-4]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 5-3}
      - {by: Cees, play: 2-3, at: east}
      - {by: Dirk, play: 5-5}
      - {by: Dirk, takeback: 5-5}
      - {by: Dirk, play: 3-6, at: west}
      - {by: Anna, play: 3-0}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 1-0}
      - {by: Dirk, play: 2-1, at: west}
      - {by: Anna, play: 6-1, at: east}
      - {by: Bram, draw: 1-3}
      - {by: Bram, play: 1-3}
      - {by: Cees, play: 4-3}
      - {by: Dirk, play: 1-4}
      - {by: Anna, play: 6-5}
      - {by: Bram, draw: 4-5}
      - {by: Bram, play: 4-5}
      - {by: Cees, play: 4-6}
      - {by: Cees, says: nos}
      - {by: Dirk, draw: 1-5}
      - {by: Dirk, play: 1-5}
      - {by: Anna, draw: 0-6}
      - {by: Anna, play: 6-0}
      - {by: Bram, play: 2-0}
      - {by: Dirk, play: 5-5}
      - {by: Anna, draw: 0-5}
      - {by: Anna, play: 5-0}
      - {by: Bram, play: 2-4}
";

#[test]
fn once_a_tile_settles_the_opening_no_end_of_the_set_tile_is_fought_over() {
    // Dirk's [5-5] comes after Cees's [2-3] settled the opening: the end it
    // wants is Bram's by then, whoever would have had the prior right to it,
    // so D5 has no say. Under either profile it is a tile that fits nowhere,
    // taken back: 40 to each.
    for spec in ["en", "de-1996"] {
        let judged = verdict(DOUBLE_AFTER_THE_OPENING_SETTLED, rules(spec));
        assert_eq!(
            infractions(&judged),
            [(K::IllegalTile, "Dirk".into(), TAKEN_BACK)],
            "{spec}"
        );
        let switches = &judged.hands[0].infractions[0].switches;
        assert!(!switches.contains(&Switch::D5), "{spec}: {switches:?}");
        assert_eq!(chips(&judged), [502, 546, 566, 386], "{spec}");
    }
}

#[test]
fn a_draw_by_the_first_player_in_turn_begins_the_turns_and_ends_a_claims_window() {
    // The double-at-once-while-drawing fixture with Cees's [3-3] laid before
    // Bram draws and claimed only after the draw. Under claim-window=next-event
    // Bram's draw began his turn, so Cees's chance to ask had gone: the 3 is not
    // paid and the claim is one not owed, 40 to each. The header's 484, 521,
    // 533, 462 become Anna 484+3+40 = 527, Bram 521+40 = 561,
    // Cees 533-3-120 = 410, Dirk 462+40 = 502 (sum 2000).
    let text = edited(
        &fixture("games-01-double-at-once-while-drawing.yaml"),
        &[
            (
                "      - {by: Bram, draw: 6-6}\n      - {by: Cees, play: 3-3}\n",
                "      - {by: Cees, play: 3-3}\n      - {by: Bram, draw: 6-6}\n",
            ),
            (
                "    scoresheet: {Anna: 484, Bram: 521, Cees: 533, Dirk: 462}\n",
                "",
            ),
        ],
    );
    let judged = verdict(&text, rules("en,claim-window=next-event"));
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Cees".into(), NONE)]);
    assert_eq!(chips(&judged), [527, 561, 410, 502]);
}

/// The first player's tile wanting two ends of the set tile, each taken by a
/// double at once. Matador: Anna sets a drawn [5-1] (a 2 goes on the 5, a 6 on
/// the 1); Dirk lays [0-0] at once on the 1 and asks 7; Cees lays [2-2] at once
/// on the 5 and asks 2. Bram, first in turn, lays [6-2]: it fits neither
/// double, but would fit either end under them. Dirk's double came first, and
/// Bram, first in turn, has the prior right to both ends under `en` (seat
/// order), so the end in question is Dirk's: Dirk takes his [0-0] back to make
/// room, the 7 goes back, and [6-2] lies on the 1. The hand then goes, open
/// ends west | east:
///   Bram [6-2] east; Cees waits                           2 | 2
///   Dirk [5-3] west; Anna [6-5]; Bram [5-4]               5 | 6
///   Cees [4-1]; Dirk [2-1]; Anna [6-4]                    4 | 4
///   Bram [2-3] west; Cees [6-3]; Dirk [5-2] west          2 | 6
///   Anna [3-1]; Bram [6-1] west, a matador, his last: nos 1 | 3
///   Cees [4-0], his last; Dirk [0-0] west, his last (on Bram's tile, not
///   his predecessor's). Anna is left with [3-0], count 3.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each    Anna -18, others +6
///   Dirk's [0-0]: paid 7, taken back, paid back      nothing
///   Cees's [2-2] at once, claimed from Anna: 2       Anna -2, Cees +2
///   Bram goes out first: nos, 5 from each            Bram +15, others -5
///   Anna's count 3: 3 to each                        Anna -9, others +3
///   Anna 500-18-2-5-9 = 466; Bram 500+6+15+3 = 524;
///   Cees 500+6+2-5+3 = 506;  Dirk 500+6-5+3 = 504    (sum 2000)
const ONE_TILE_FOR_TWO_TAKEN_ENDS: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [3-0, 3-1, 6-5, 6-4]
      Bram: [2-3, 6-1, 6-2, 5-4]
      Cees: [2-2, 6-3, 4-0, 4-1]
      Dirk: [0-0, 5-2, 5-3, 2-1]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 0-0, at: 1}
      - {by: Dirk, claim: 7}
      - {by: Cees, play: 2-2}
      - {by: Cees, claim: 2}
      - {by: Bram, play: 6-2}
      - {by: Dirk, takeback: 0-0}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 5-3, at: west}
      - {by: Anna, play: 6-5}
      - {by: Bram, play: 5-4}
      - {by: Cees, play: 4-1}
      - {by: Dirk, play: 2-1}
      - {by: Anna, play: 6-4}
      - {by: Bram, play: 2-3, at: west}
      - {by: Cees, play: 6-3}
      - {by: Dirk, play: 5-2, at: west}
      - {by: Anna, play: 3-1}
      - {by: Bram, play: 6-1, at: west}
      - {by: Bram, says: nos}
      - {by: Cees, play: 4-0}
      - {by: Dirk, play: 0-0, at: west}
";

#[test]
fn a_tile_that_would_fit_two_taken_ends_wants_the_first_one_taken() {
    let judged = verdict(ONE_TILE_FOR_TWO_TAKEN_ENDS, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert!(
        notes(&judged)
            .iter()
            .any(|n| n.starts_with("Dirk takes back [0-0] to make room: Bram's")),
        "{:?}",
        notes(&judged)
    );
    assert_eq!(chips(&judged), [466, 524, 506, 504]);
}

/// The first player's first tile laid on a double at once, not on the set
/// tile: it settles the opening. Matador: Anna sets a drawn [5-1]; Dirk lays
/// the matador [0-0] at once on the 1 and asks 7; Cees lays [2-2] at once on
/// the 5 and asks 2; Bram, first in turn, lays [5-4] on Cees's [2-2]. Cees then
/// lays [6-6]: it fits neither the 4 nor the blank, but would have fitted the 1
/// under Dirk's [0-0]; he takes it back and says "I wait". The hand then goes,
/// open ends west | east:
///   Bram [5-4] west; Dirk waits                           4 | 0
///   Anna [3-6]; Bram [6-1] east, a matador                6 | 1
///   Cees [6-6] on Bram's [6-1], his predecessor's: 6      6 | 6
///   Dirk [1-3] west; Anna [4-1] west; Bram [6-2]          2 | 6
///   Cees [1-2]; Dirk [5-3] west; Anna [4-6]               6 | 2
///   Bram [1-0], his last: nos; Cees [5-6], his last       0 | 6
///   Dirk [4-3] west, a matador, his last. Anna is left with [0-2], 2.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each    Anna -18, others +6
///   Dirk's [0-0] at once, claimed from Anna: 7       Anna -7, Dirk +7
///   Cees's [2-2] at once, claimed from Anna: 2       Anna -2, Cees +2
///   Cees's [6-6] in the opening: 40 to each          Cees -120, others +40
///   Cees's [6-6] on Bram's [6-1], claimed: 6         Bram -6, Cees +6
///   Bram goes out first: nos, 5 from each            Bram +15, others -5
///   Anna's count 2: 2 to each                        Anna -6, others +2
///   Anna 500-18-7-2+40-5-6 = 502;  Bram 500+6+40-6+15+2 = 557;
///   Cees 500+6+2-120+6-5+2 = 391;  Dirk 500+6+7+40-5+2 = 550    (sum 2000)
const FIRST_TILE_ON_A_DOUBLE_AT_ONCE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [3-6, 4-1, 4-6, 0-2]
      Bram: [5-4, 6-1, 6-2, 1-0]
      Cees: [2-2, 6-6, 1-2, 5-6]
      Dirk: [0-0, 1-3, 5-3, 4-3]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 0-0, at: 1}
      - {by: Dirk, claim: 7}
      - {by: Cees, play: 2-2}
      - {by: Cees, claim: 2}
      - {by: Bram, play: 5-4}
      - {by: Cees, play: 6-6}
      - {by: Cees, takeback: 6-6}
      - {by: Cees, says: wait}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 3-6}
      - {by: Bram, play: 6-1, at: east}
      - {by: Cees, play: 6-6}
      - {by: Cees, claim: 6}
      - {by: Dirk, play: 1-3, at: west}
      - {by: Anna, play: 4-1, at: west}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 1-2}
      - {by: Dirk, play: 5-3, at: west}
      - {by: Anna, play: 4-6}
      - {by: Bram, play: 1-0}
      - {by: Bram, says: nos}
      - {by: Cees, play: 5-6}
      - {by: Dirk, play: 4-3, at: west}
";

#[test]
fn a_first_tile_on_a_double_at_once_settles_the_opening() {
    // Bram's [5-4] went on Cees's double, not on the set tile, so no end of
    // the set tile is fought over after it: Cees's [6-6] is no double at once
    // wanting Dirk's end (whoever would have had the prior right to it), but a
    // tile in his own turn, owed to "I wait", taken back: 40 to each.
    let judged = verdict(FIRST_TILE_ON_A_DOUBLE_AT_ONCE, Interpretation::default());
    let found: Vec<_> = judged.hands[0]
        .infractions
        .iter()
        .map(|i| {
            (
                i.kind,
                judged.players[i.seat].as_str(),
                i.correction,
                i.switches.clone(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [(K::PlayedInsteadOfWaiting, "Cees", TAKEN_BACK, vec![])]
    );
    assert_eq!(chips(&judged), [502, 557, 391, 550]);
}

/// A double that wants the first player's end once the doubles at once are
/// over. Anna sets a drawn [5-2] (ordinary dominoes); Cees lays [2-2] at once
/// on the 2 and asks 2; Bram, first in turn, lays [5-3] on the 5; Cees says
/// "I wait"; then Dirk, in turn, lays [5-5], which fits neither the 3 nor the
/// 2 but would have fitted the 5 under Bram's tile, and takes it back. The hand
/// then goes, open ends west | east:
///   Bram [5-3]; Cees waits                                3 | 2
///   Dirk [2-1]; Anna [6-1]; Bram [6-2]                    3 | 2
///   Cees [4-3]; Dirk [1-4]; Anna draws [1-3], lays it     3 | 2
///   Bram [2-4]; Cees [4-6]; Dirk [3-6] west; Anna [6-5] east   6 | 5
///   Bram draws [0-6], lays it; Cees [1-0], his last: nos  1 | 5
///   Dirk [5-5], his last (on Anna's tile, not his predecessor's)
///   Anna draws [0-5], lays it; Bram [2-0], his last. Anna is left with [0-4]
///   and [3-0], 7.
/// Payments:
///   Anna's drawn [5-2] is not a double: 7 to each   Anna -21, others +7
///   Cees's [2-2] at once, claimed from Anna: 2      Anna -2, Cees +2
///   Dirk's [5-5] fits nowhere: 40 to each           Dirk -120, others +40
///   Cees goes out first: nos, 5 from each           Cees +15, others -5
///   Anna's count 7: 7 to each                       Anna -21, others +7
///   Anna 500-21-2+40-5-21 = 491;  Bram 500+7+40-5+7 = 549;
///   Cees 500+7+2+40+15+7 = 571;   Dirk 500+7-120-5+7 = 389    (sum 2000)
const DOUBLE_AFTER_THE_WINDOW_CLOSED: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 3-0, 6-5]
      Bram: [2-4, 5-3, 6-2, 2-0]
      Cees: [4-6, 1-0, 4-3, 2-2]
      Dirk: [5-5, 3-6, 2-1, 1-4]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Cees, play: 2-2}
      - {by: Cees, claim: 2}
      - {by: Bram, play: 5-3}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 5-5}
      - {by: Dirk, takeback: 5-5}
      - {by: Dirk, play: 2-1}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 4-3}
      - {by: Dirk, play: 1-4}
      - {by: Anna, draw: 1-3}
      - {by: Anna, play: 1-3}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Dirk, play: 3-6, at: west}
      - {by: Anna, play: 6-5, at: east}
      - {by: Bram, draw: 0-6}
      - {by: Bram, play: 0-6}
      - {by: Cees, play: 1-0}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 5-5}
      - {by: Anna, draw: 0-5}
      - {by: Anna, play: 0-5}
      - {by: Bram, play: 2-0}
";

#[test]
fn once_the_doubles_at_once_are_over_no_end_of_the_set_tile_is_fought_over() {
    // Under doubles-at-once-window=after-first-tile the doubles at once ended
    // when Cees, after the first player, acted ("I wait"): Dirk's [5-5] is a
    // tile in his turn that fits nowhere, taken back, 40 to each, whatever D5
    // says of who would have had the end. Under the first-round window it is
    // still a double at once wanting Bram's end: under `en` Bram, first in
    // turn, had the prior right (the same 40 each, ruled under D5); under
    // `de-1996` the double had it, and Dirk gave it up: no penalty,
    // Anna 451, Bram 509, Cees 531, Dirk 509.
    for spec in [
        "en,doubles-at-once-window=after-first-tile",
        "de-1996,doubles-at-once-window=after-first-tile",
        "en",
    ] {
        let judged = verdict(DOUBLE_AFTER_THE_WINDOW_CLOSED, rules(spec));
        assert_eq!(
            infractions(&judged),
            [(K::IllegalTile, "Dirk".into(), TAKEN_BACK)],
            "{spec}"
        );
        let switches = &judged.hands[0].infractions[0].switches;
        assert_eq!(
            switches.contains(&Switch::D5),
            spec == "en",
            "{spec}: {switches:?}"
        );
        assert_eq!(chips(&judged), [491, 549, 571, 389], "{spec}");
    }
    let judged = verdict(DOUBLE_AFTER_THE_WINDOW_CLOSED, rules("de-1996"));
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [451, 509, 531, 509]);
}

/// One player's two doubles at once, one of them taken off the set tile
/// before either is claimed. Matador: Anna sets a drawn [5-1]; Dirk lays [6-6]
/// at once on the 1 and the matador [0-0] at once on the 5; Cees lays [2-2],
/// which fits neither double but would fit the 5. By seat order from Bram,
/// first in turn, Cees comes before Dirk, so Dirk takes his [0-0] back to make
/// room and [2-2] lies on the 5. Cees asks 2, Dirk 6 for the [6-6] that stayed.
/// The hand then goes, open ends west | east:
///   Bram [5-4]; Cees and Dirk wait                        4 | 6
///   Anna [1-3] east; Bram [3-6]; Cees [4-2]               6 | 2
///   Dirk [1-6] west, a matador; Anna [5-3]; Bram [1-2]    2 | 3
///   Cees [4-1]; Dirk [5-6] west; Anna [6-4]               6 | 4
///   Bram [3-2], his last: nos; Cees [1-0], his last       0 | 2
///   Dirk [0-0] east, a matador, his last. Anna is left with [0-3], 3.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each    Anna -18, others +6
///   Dirk's [6-6] at once, claimed from Anna: 6       Anna -6, Dirk +6
///   Dirk's [0-0], taken back unclaimed: nothing
///   Cees's [2-2] at once, claimed from Anna: 2       Anna -2, Cees +2
///   Bram goes out first: nos, 5 from each            Bram +15, others -5
///   Anna's count 3: 3 to each                        Anna -9, others +3
///   Anna 500-18-6-2-5-9 = 460;  Bram 500+6+15+3 = 524;
///   Cees 500+6+2-5+3 = 506;     Dirk 500+6+6-5+3 = 510    (sum 2000)
const TWO_DOUBLES_AT_ONCE_ONE_TAKEN_BACK: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-3, 5-3, 6-4, 0-3]
      Bram: [5-4, 3-6, 1-2, 3-2]
      Cees: [2-2, 4-2, 4-1, 1-0]
      Dirk: [6-6, 0-0, 1-6, 5-6]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 6-6}
      - {by: Dirk, play: 0-0, at: 5}
      - {by: Cees, play: 2-2}
      - {by: Dirk, takeback: 0-0}
      - {by: Cees, claim: 2}
      - {by: Dirk, claim: 6}
      - {by: Bram, play: 5-4}
      - {by: Cees, says: wait}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 1-3, at: east}
      - {by: Bram, play: 3-6}
      - {by: Cees, play: 4-2}
      - {by: Dirk, play: 1-6, at: west}
      - {by: Anna, play: 5-3}
      - {by: Bram, play: 1-2}
      - {by: Cees, play: 4-1}
      - {by: Dirk, play: 5-6, at: west}
      - {by: Anna, play: 6-4}
      - {by: Bram, play: 3-2}
      - {by: Bram, says: nos}
      - {by: Cees, play: 1-0}
      - {by: Dirk, play: 0-0, at: east}
";

#[test]
fn a_double_at_once_taken_back_unclaimed_leaves_the_players_other_double_owed() {
    let judged = verdict(
        TWO_DOUBLES_AT_ONCE_ONE_TAKEN_BACK,
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), []);
    let immediate: Vec<(String, i64)> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::ImmediateDouble)
        .map(|p| (judged.players[p.to].clone(), p.amount))
        .collect();
    assert_eq!(immediate, [("Cees".to_owned(), 2), ("Dirk".to_owned(), 6)]);
    assert_eq!(chips(&judged), [460, 524, 506, 510]);
}

#[test]
fn taking_back_another_double_makes_no_room_for_a_tile_that_wants_a_taken_end() {
    // The two-doubles case with Dirk taking back his [6-6] instead of the
    // [0-0] that holds the end Cees's [2-2] wants, and the transcript stopping
    // there. That makes no room: Cees's [2-2] is laid as written, fitting
    // nowhere, and Dirk's [6-6] is then not the tile just played, so its
    // takeback cannot be followed. Both are problems of the transcript.
    let at = "      - {by: Dirk, takeback: 0-0}\n";
    let cut = TWO_DOUBLES_AT_ONCE_ONE_TAKEN_BACK
        .find(at)
        .expect("Dirk takes back his [0-0]");
    let text = format!(
        "{}      - {{by: Dirk, takeback: 6-6}}\n",
        &TWO_DOUBLES_AT_ONCE_ONE_TAKEN_BACK[..cut]
    );
    let session = nos_referee::load(&text).expect("loads");
    let problems = judge(&session, Interpretation::default()).expect_err("not judged");
    let messages: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "[2-2] stays on the table, but the transcript does not say where it lay",
            "Dirk takes back [6-6], which is not the tile just played"
        ]
    );
}

#[test]
fn a_claim_by_a_player_who_laid_no_double_names_no_double() {
    // Example 2 with Bram also asking 3 straight after Cees's [3-3] at once:
    // the double is Cees's, Bram has laid none, so his claim is one not owed,
    // 40 to each, and its ruling names no double of his (nor Cees's).
    let text = inserted_before(
        &fixture("example-02-wait.yaml"),
        "      - {by: Bram, play: 2-6}",
        &["      - {by: Bram, claim: 3}"],
    );
    let text = text.replace("    scoresheet:", "    # scoresheet:");
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Bram".into(), NONE)]);
    assert_eq!(
        judged.hands[0].infractions[0].what.to_string(),
        "Bram claims 3 for a double, but has laid no double to be paid for"
    );
    assert_eq!(chips(&judged), example_2_with_penalty(1, &[0, 2, 3]));
}

/// The first player in turn lays a double on a drawn set tile as his first
/// tile, in his own turn: the set is the setter's turn, so the setter is his
/// predecessor and pays for the double. Ordinary dominoes; open ends west | east:
///   Anna draws [5-2] and sets it                           5 | 2
///   Bram [5-5] on the 5, his first tile; asks 5            5 | 2
///   Cees [2-3]; Dirk [5-3] west; Anna [3-0] west           0 | 3
///   Bram [2-0]; Cees [4-3]; Dirk [2-1]                     1 | 4
///   Anna [6-1]; Bram [2-4]; Cees [4-6] west                4 | 2
///   Dirk [1-4] west; Anna draws [1-5], lays it west        5 | 2
///   Bram [6-2], his last tile: nos                         5 | 6
///   Cees [6-0], his last; Dirk [1-0], his last. Anna is left with
///   [0-4] 4 and [6-5] 11 = 15.
/// Payments:
///   Anna's drawn [5-2] is not a double: 7 to each     Anna -21, others +7
///   Bram's [5-5] on Anna's set tile, claimed: 5       Anna -5,  Bram +5
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 15: 15 to each                       Anna -45, others +15
///   Anna 500-21-5-5-45 = 424;  Bram 500+7+5+15+15 = 542;
///   Cees 500+7-5+15 = 517;     Dirk 500+7-5+15 = 517      (sum 2000)
const FIRST_TILE_A_DOUBLE_ON_THE_SET_TILE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [6-1, 0-4, 3-0, 6-5]
      Bram: [2-4, 5-5, 6-2, 2-0]
      Cees: [4-6, 6-0, 4-3, 2-3]
      Dirk: [5-3, 1-0, 2-1, 1-4]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 5-5}
      - {by: Bram, claim: 5}
      - {by: Cees, play: 2-3}
      - {by: Dirk, play: 5-3, at: west}
      - {by: Anna, play: 3-0, at: west}
      - {by: Bram, play: 2-0}
      - {by: Cees, play: 4-3}
      - {by: Dirk, play: 2-1}
      - {by: Anna, play: 6-1}
      - {by: Bram, play: 2-4}
      - {by: Cees, play: 4-6}
      - {by: Dirk, play: 1-4}
      - {by: Anna, draw: 1-5}
      - {by: Anna, play: 1-5}
      - {by: Bram, play: 6-2}
      - {by: Bram, says: nos}
      - {by: Cees, play: 6-0}
      - {by: Dirk, play: 1-0}
";

#[test]
fn a_double_laid_on_the_set_tile_in_the_first_turn_is_paid_by_the_setter() {
    let judged = verdict(
        FIRST_TILE_A_DOUBLE_ON_THE_SET_TILE,
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), []);
    let doubles = predecessor_doubles(&judged);
    assert_eq!(doubles, [("Anna".to_owned(), "Bram".to_owned(), 5)]);
    assert_eq!(chips(&judged), [424, 542, 517, 517]);
}

/// Under D5=doubles-first a double at once has the prior right to an end of
/// the set tile before the first player's tile: Bram's tile taken back for it
/// is no turn of his, and his next tile is his first. Ordinary dominoes; open
/// ends west | east:
///   Anna draws [5-1] and sets it                           5 | 1
///   Bram [5-3] on the 5                                    3 | 1
///   Dirk [5-5] at once: it fits only the 5 Bram took; Bram takes back his
///     [5-3] to make room, and the [5-5] lies on the 5      5 | 1
///   Bram [1-1] on the 1, his first tile; asks 1            5 | 1
///   Cees [1-4]; Dirk says "I wait"; Anna [4-6]             5 | 6
///   Bram [5-3] west; Cees [6-2]; Dirk [3-0] west           0 | 2
///   Anna [2-4]; Bram [0-6]; Cees [4-0]; Dirk [0-2]         6 | 2
///   Anna [6-3] west; Bram [3-2] west, his last: nos        2 | 2
///   Cees [2-5] east, his last; Dirk [5-4], his last. Anna is left with [6-1], 7.
/// Payments (Dirk does not ask for his [5-5]):
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Bram's [1-1] on Anna's set tile, claimed: 1       Anna -1,  Bram +1
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 7: 7 to each                         Anna -21, others +7
///   Anna 500-18-1-5-21 = 455;  Bram 500+6+1+15+7 = 529;
///   Cees 500+6-5+7 = 508;      Dirk 500+6-5+7 = 508       (sum 2000)
const FIRST_TILE_AFTER_MAKING_ROOM_A_DOUBLE: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [4-6, 2-4, 6-3, 6-1]
      Bram: [5-3, 1-1, 0-6, 3-2]
      Cees: [1-4, 6-2, 4-0, 2-5]
      Dirk: [5-5, 3-0, 0-2, 5-4]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 5-3}
      - {by: Dirk, play: 5-5}
      - {by: Bram, takeback: 5-3}
      - {by: Bram, play: 1-1}
      - {by: Bram, claim: 1}
      - {by: Cees, play: 1-4}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 4-6}
      - {by: Bram, play: 5-3}
      - {by: Cees, play: 6-2}
      - {by: Dirk, play: 3-0}
      - {by: Anna, play: 2-4}
      - {by: Bram, play: 0-6}
      - {by: Cees, play: 4-0}
      - {by: Dirk, play: 0-2}
      - {by: Anna, play: 6-3}
      - {by: Bram, play: 3-2, at: west}
      - {by: Bram, says: nos}
      - {by: Cees, play: 2-5, at: east}
      - {by: Dirk, play: 5-4}
";

#[test]
fn a_first_tile_taken_back_to_make_room_leaves_no_turn_before_the_next() {
    // Bram's [5-3], back in his hand, stands no more between the set and his
    // [1-1]: the setter is still his predecessor and pays the 1.
    let judged = verdict(
        FIRST_TILE_AFTER_MAKING_ROOM_A_DOUBLE,
        rules("en,D5=doubles-first"),
    );
    assert_eq!(infractions(&judged), []);
    assert!(
        notes(&judged)
            .iter()
            .any(|n| n.starts_with("Bram takes back [5-3] to make room: Dirk's [5-5]")),
        "{:?}",
        notes(&judged)
    );
    let doubles = predecessor_doubles(&judged);
    assert_eq!(doubles, [("Anna".to_owned(), "Bram".to_owned(), 1)]);
    assert_eq!(chips(&judged), [455, 529, 508, 508]);
}

/// A player's double at once that wants the end his own double at once took.
/// Matador: Anna sets a drawn [5-1] (west 5, east 1); Dirk lays the matador
/// [0-0] at once on the 5 and asks 7, then lays [2-2]: it would have fitted
/// the 5 (2 + 5 = 7), but that end is his own, and it fits neither the blank
/// nor the 1. He takes it back. The hand then goes, open ends west | east:
///   Bram [6-2]; Cees [5-3]; Dirk says "I wait"; Anna [4-6]  0 | 6
///   Bram [1-3]; Cees [4-5]; Dirk [2-2]; Anna [5-6]          0 | 6
///   Bram [1-0]; Cees [5-2] west, a matador; Dirk [5-0]       0 | 0
///   Anna [4-3] east, a matador; Bram [4-2], his last: nos    0 | 2
///   Cees [6-1] west, a matador, his last; Dirk [6-3] west, his last.
///   Anna is left with [2-3], 5.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Dirk's [0-0] at once, claimed from Anna: 7        Anna -7,  Dirk +7
///   Dirk's [2-2] at once fits nowhere: 40 to each     Dirk -120, others +40
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 5: 5 to each                         Anna -15, others +5
///   Anna 500-18-7+40-5-15 = 495;  Bram 500+6+40+15+5 = 566;
///   Cees 500+6+40-5+5 = 546;      Dirk 500+6+7-120-5+5 = 393   (sum 2000)
const A_DOUBLE_AT_ONCE_WANTING_ITS_PLAYERS_OWN_END: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [4-6, 5-6, 4-3, 2-3]
      Bram: [6-2, 1-3, 1-0, 4-2]
      Cees: [5-3, 4-5, 5-2, 6-1]
      Dirk: [0-0, 2-2, 5-0, 6-3]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 0-0, at: 5}
      - {by: Dirk, claim: 7}
      - {by: Dirk, play: 2-2}
      - {by: Dirk, takeback: 2-2}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 5-3}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 4-6}
      - {by: Bram, play: 1-3}
      - {by: Cees, play: 4-5}
      - {by: Dirk, play: 2-2}
      - {by: Anna, play: 5-6}
      - {by: Bram, play: 1-0}
      - {by: Cees, play: 5-2, at: west}
      - {by: Dirk, play: 5-0}
      - {by: Anna, play: 4-3, at: east}
      - {by: Bram, play: 4-2}
      - {by: Bram, says: nos}
      - {by: Cees, play: 6-1, at: west}
      - {by: Dirk, play: 6-3}
";

#[test]
fn a_double_at_once_wanting_the_players_own_end_is_no_question_of_d5() {
    // Who has the prior right to an end is a question between two players; a
    // player's own double is no other player's claim on the end, so his
    // [2-2] is simply a double at once that fits nowhere, under no reading: a
    // tile against the rules of the game.
    let judged = verdict(
        A_DOUBLE_AT_ONCE_WANTING_ITS_PLAYERS_OWN_END,
        Interpretation::default(),
    );
    assert_eq!(
        infractions(&judged),
        [(K::IllegalTile, "Dirk".into(), TAKEN_BACK)]
    );
    assert_eq!(judged.hands[0].infractions[0].switches, []);
    assert!(
        judged.hands[0]
            .payments
            .iter()
            .all(|p| p.switches.is_empty()),
        "{:?}",
        judged.hands[0].payments
    );
    assert_eq!(chips(&judged), [495, 566, 546, 393]);
}

/// A tile in turn, before the first player has laid one, that wants an end a
/// double at once took, from a player who is not the first in turn. Matador:
/// Anna sets a drawn [5-1] (west 5, east 1); Cees lays [2-2] at once on the 5
/// and asks 2; Bram, first in turn, passes with the boneyard full, and the
/// table moves on; Cees says the "I wait" he owes; Dirk lays [2-4]: it fits
/// neither the 2 nor the 1, though it would have fitted the 5 under Cees's
/// double, and takes it back. The hand then goes, open ends west | east:
///   Dirk [6-3]; Anna [4-6]                                 2 | 6
///   Bram [1-3]; Cees [4-5]; Dirk [2-4]; Anna [5-6] west    6 | 4
///   Bram [3-0]; Cees [1-2]; Dirk [5-0]                     0 | 0
///   Anna [4-3] east, a matador; Bram [4-0]                 0 | 0
///   Cees [6-1] east, a matador, his last: nos; Dirk [6-0], his last;
///   Anna [5-2] west, a matador, her last. Bram is left with [2-3], 5.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Cees's [2-2] at once, claimed from Anna: 2        Anna -2,  Cees +2
///   Bram's pass with tiles to draw: 40 to each        Bram -120, others +40
///   Dirk's [2-4] fits nowhere: 40 to each             Dirk -120, others +40
///   Cees goes out first: nos, 5 from each             Cees +15, others -5
///   Bram's count 5: 5 to each                         Bram -15, others +5
///   Anna 500-18-2+40+40-5+5 = 560;  Bram 500+6-120+40-5-15 = 406;
///   Cees 500+6+2+40+40+15+5 = 608;  Dirk 500+6+40-120-5+5 = 426   (sum 2000)
const A_TILE_IN_TURN_BEFORE_THE_FIRST_PLAYERS: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [4-6, 5-6, 4-3, 5-2]
      Bram: [1-3, 3-0, 4-0, 2-3]
      Cees: [2-2, 4-5, 1-2, 6-1]
      Dirk: [6-3, 2-4, 5-0, 6-0]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Cees, play: 2-2}
      - {by: Cees, claim: 2}
      - {by: Bram, says: pass}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 2-4}
      - {by: Dirk, takeback: 2-4}
      - {by: Dirk, play: 6-3}
      - {by: Anna, play: 4-6}
      - {by: Bram, play: 1-3}
      - {by: Cees, play: 4-5}
      - {by: Dirk, play: 2-4}
      - {by: Anna, play: 5-6}
      - {by: Bram, play: 3-0}
      - {by: Cees, play: 1-2}
      - {by: Dirk, play: 5-0}
      - {by: Anna, play: 4-3, at: east}
      - {by: Bram, play: 4-0}
      - {by: Cees, play: 6-1, at: east}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 6-0}
      - {by: Anna, play: 5-2, at: west}
";

#[test]
fn only_the_first_player_fights_a_double_at_once_for_an_end_with_a_plain_tile() {
    // The end went to Cees's double at once; only the first player's first
    // tile may contest it. Dirk's [2-4], though in his turn, is an illegal
    // tile, under no reading of D5.
    let judged = verdict(
        A_TILE_IN_TURN_BEFORE_THE_FIRST_PLAYERS,
        Interpretation::default(),
    );
    assert_eq!(
        infractions(&judged),
        [
            (K::PassWithBoneyard, "Bram".into(), NONE),
            (K::IllegalTile, "Dirk".into(), TAKEN_BACK)
        ]
    );
    for infraction in &judged.hands[0].infractions {
        assert_eq!(infraction.switches, [], "{}", infraction.what);
    }
    assert!(
        judged.hands[0]
            .payments
            .iter()
            .all(|p| p.switches.is_empty()),
        "{:?}",
        judged.hands[0].payments
    );
    assert_eq!(chips(&judged), [560, 406, 608, 426]);
}

/// A double at once taken back to make room for the first player's tile.
/// Matador, D4=first-paid: Anna sets a drawn [5-1] (west 5, east 1); Dirk
/// lays the matador [0-0] at once on the 1 and asks 7; Cees lays [2-2] at once
/// on the 5, the second player to do so, so it is not paid. Bram, first in
/// turn, lays [2-3]: it fits neither the 2 nor the blank, but would fit the 5
/// under Cees's double, and Bram has the prior right to it (seat order): Cees
/// takes his [2-2] back and [2-3] lies on the 5. Cees then asks 2 for the
/// double that is back in his hand. The hand then goes, open ends west | east:
///   Bram [2-3] west                                        3 | 0
///   Cees [4-6]; Dirk says "I wait"; Anna [1-4]             4 | 0
///   Bram [3-5]; Cees [2-2] (on Bram's tile, not asked); Dirk [5-6];
///   Anna [1-3]                                             3 | 0
///   Bram [4-0]; Cees [6-1] west, a matador; Dirk [6-2]; Anna [5-0]  0 | 0
///   Bram [5-2] east, a matador, his last: nos              0 | 2
///   Cees [5-4], his last; Dirk [3-0], his last. Anna is left with [3-6], 9.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Dirk's [0-0] at once, claimed from Anna: 7        Anna -7,  Dirk +7
///   Cees's claim for a double off the table: 40 each  Cees -120, others +40
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 9: 9 to each                         Anna -27, others +9
///   Anna 500-18-7+40-5-27 = 483;  Bram 500+6+40+15+9 = 570;
///   Cees 500+6-120-5+9 = 390;     Dirk 500+6+7+40-5+9 = 557   (sum 2000)
const A_CLAIM_FOR_A_DOUBLE_AT_ONCE_TAKEN_BACK_FOR_THE_FIRST_PLAYER: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-4, 1-3, 5-0, 3-6]
      Bram: [2-3, 3-5, 4-0, 5-2]
      Cees: [2-2, 4-6, 6-1, 5-4]
      Dirk: [0-0, 5-6, 6-2, 3-0]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 0-0, at: 1}
      - {by: Dirk, claim: 7}
      - {by: Cees, play: 2-2}
      - {by: Bram, play: 2-3}
      - {by: Cees, takeback: 2-2}
      - {by: Cees, claim: 2}
      - {by: Cees, play: 4-6}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 1-4}
      - {by: Bram, play: 3-5}
      - {by: Cees, play: 2-2}
      - {by: Dirk, play: 5-6}
      - {by: Anna, play: 1-3}
      - {by: Bram, play: 4-0}
      - {by: Cees, play: 6-1, at: west}
      - {by: Dirk, play: 6-2}
      - {by: Anna, play: 5-0}
      - {by: Bram, play: 5-2, at: east}
      - {by: Bram, says: nos}
      - {by: Cees, play: 5-4}
      - {by: Dirk, play: 3-0}
";

#[test]
fn a_double_at_once_taken_back_for_the_first_player_is_no_double_of_its_player() {
    // Once Cees's [2-2] is back in his hand it is no double he has laid: his
    // claim names none, and is one not owed, 40 to each.
    let judged = verdict(
        A_CLAIM_FOR_A_DOUBLE_AT_ONCE_TAKEN_BACK_FOR_THE_FIRST_PLAYER,
        rules("en,D4=first-paid"),
    );
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Cees".into(), NONE)]);
    assert_eq!(
        judged.hands[0].infractions[0].what,
        nos_referee::replay::finding::Finding::ClaimWithoutDouble {
            player: "Cees".into(),
            amount: 2
        }
    );
    assert_eq!(chips(&judged), [483, 570, 390, 557]);
}

#[test]
fn a_double_at_once_taken_back_after_it_was_paid_gives_back_its_own_payment() {
    // The two-doubles case with Dirk laying the [0-0] first and asking 7 for
    // it, then the [6-6] and asking 6, both paid at once. When he takes the
    // [0-0] back for Cees's [2-2], the 7 goes back to Anna, not the 6 of the
    // later [6-6]: the figures stay those of the header (Dirk +7-7+6).
    let text = edited(
        TWO_DOUBLES_AT_ONCE_ONE_TAKEN_BACK,
        &[
            (
                "      - {by: Dirk, play: 6-6}\n      - {by: Dirk, play: 0-0, at: 5}\n",
                "      - {by: Dirk, play: 0-0, at: 5}\n      - {by: Dirk, claim: 7}\n      - {by: Dirk, play: 6-6}\n      - {by: Dirk, claim: 6}\n",
            ),
            (
                "      - {by: Dirk, claim: 6}\n      - {by: Bram",
                "      - {by: Bram",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert!(
        notes(&judged)
            .iter()
            .any(|n| n.starts_with("Dirk takes back [0-0] to make room")
                && n.ends_with("and the 7 paid for it goes back")),
        "{:?}",
        notes(&judged)
    );
    assert_eq!(chips(&judged), [460, 524, 506, 510]);
}

/// A double at once that a reading left unpaid, taken back while another
/// player's double at once stays on the set tile. Five players, matador,
/// D4=first-paid: Anna sets a drawn [5-1] (west 5, east 1); Eva lays [6-6] at
/// once on the 1 and asks 6, the first, so paid; Dirk lays the matador [0-0]
/// at once on the 5, the second player, so unpaid; Cees lays [2-2], which
/// would fit the 5 under Dirk's double. Cees sits before Dirk, so Dirk takes
/// his [0-0] back to make room, and then asks 7 for it. The hand then goes,
/// open ends west | east:
///   Bram [1-4]; Cees waits; Dirk [3-6]; Eva waits; Anna [5-3] west  3 | 6
///   Bram [4-2]; Cees [1-0]; Dirk [0-0] east (on Cees's tile, not asked);
///   Eva [5-4]; Anna [3-0]                                  0 | 0
///   Bram [6-1] west, a matador, his last: nos              1 | 0
///   Cees [6-5], Dirk [2-3], Eva [4-0], each his last. Anna is left with
///   [2-6], 8.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -24, others +6
///   Eva's [6-6] at once, claimed from Anna: 6         Anna -6,  Eva +6
///   Dirk's claim for a double off the table: 40 each  Dirk -160, others +40
///   Cees's [2-2] at once, the third player's: unpaid, and not asked
///   Bram goes out first: nos, 5 from each             Bram +20, others -5
///   Anna's count 8: 8 to each                         Anna -32, others +8
///   Anna 500-24-6+40-5-32 = 473;  Bram 500+6+40+20+8 = 574;
///   Cees 500+6+40-5+8 = 549;      Dirk 500+6-160-5+8 = 349;
///   Eva 500+6+6+40-5+8 = 555                               (sum 2500)
const AN_UNPAID_DOUBLE_AT_ONCE_TAKEN_BACK: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk, Eva]
hands:
  - on_set: Anna
    deal:
      Anna: [5-3, 3-0, 2-6]
      Bram: [1-4, 4-2, 6-1]
      Cees: [2-2, 1-0, 6-5]
      Dirk: [0-0, 3-6, 2-3]
      Eva: [6-6, 5-4, 4-0]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Eva, play: 6-6}
      - {by: Eva, claim: 6}
      - {by: Dirk, play: 0-0, at: 5}
      - {by: Cees, play: 2-2}
      - {by: Dirk, takeback: 0-0}
      - {by: Dirk, claim: 7}
      - {by: Bram, play: 1-4}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 3-6}
      - {by: Eva, says: wait}
      - {by: Anna, play: 5-3}
      - {by: Bram, play: 4-2}
      - {by: Cees, play: 1-0}
      - {by: Dirk, play: 0-0, at: east}
      - {by: Eva, play: 5-4}
      - {by: Anna, play: 3-0}
      - {by: Bram, play: 6-1, at: west}
      - {by: Bram, says: nos}
      - {by: Cees, play: 6-5}
      - {by: Dirk, play: 2-3}
      - {by: Eva, play: 4-0}
";

#[test]
fn a_claim_for_a_double_at_once_taken_back_does_not_turn_on_the_reading_that_left_it_unpaid() {
    // With the [0-0] back in his hand Dirk has laid no double: his claim is
    // one not owed under every reading, and D4, which left the double unpaid
    // while it lay, has no say in it any more.
    let judged = verdict(
        AN_UNPAID_DOUBLE_AT_ONCE_TAKEN_BACK,
        rules("en,D4=first-paid"),
    );
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Dirk".into(), NONE)]);
    assert_eq!(judged.hands[0].infractions[0].switches, []);
    assert_eq!(chips(&judged), [473, 574, 549, 349, 555]);
}

/// Room made for a double at once that had no prior right. Matador: Anna sets
/// a drawn [5-1] (west 5, east 1); Cees lays the matador [0-0] at once on the 5
/// and asks 7; Dirk lays [2-2], which would fit the 5 under Cees's double, but
/// Cees sits before Dirk, so the end was Cees's. Cees takes his [0-0] back all
/// the same: the 7 goes back, Dirk's [2-2] keeps its penalty and lies on the 5
/// as a double at once, and Dirk asks 2 for it. The hand then goes, open ends
/// west | east:
///   Bram [6-3]; Cees [4-6]; Dirk says "I wait"; Anna [1-4]  2 | 4
///   Bram [3-0]; Cees [5-6]; Dirk [1-2]; Anna [5-3]          3 | 0
///   Bram [4-2]; Cees [0-0] east, a matador (not asked); Dirk [5-0];
///   Anna [6-1] west, a matador                              1 | 0
///   Bram [6-2], his last: nos; Cees [5-4], his last; Dirk [3-1], his last.
///   Anna is left with [0-4], 4.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Cees's [0-0]: paid 7, taken back, paid back       nothing
///   Dirk's [2-2] fitting nowhere when laid: 40 each   Dirk -120, others +40
///   Dirk's [2-2] at once, claimed from Anna: 2        Anna -2,  Dirk +2
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 4: 4 to each                         Anna -12, others +4
///   Anna 500-18+40-2-5-12 = 503;  Bram 500+6+40+15+4 = 565;
///   Cees 500+6+40-5+4 = 545;      Dirk 500+6-120+2-5+4 = 387   (sum 2000)
const ROOM_FOR_A_DOUBLE_WITHOUT_THE_PRIOR_RIGHT: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-4, 5-3, 6-1, 0-4]
      Bram: [6-3, 3-0, 4-2, 6-2]
      Cees: [0-0, 4-6, 5-6, 5-4]
      Dirk: [2-2, 1-2, 5-0, 3-1]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Cees, play: 0-0, at: 5}
      - {by: Cees, claim: 7}
      - {by: Dirk, play: 2-2}
      - {by: Cees, takeback: 0-0}
      - {by: Dirk, claim: 2}
      - {by: Bram, play: 6-3}
      - {by: Cees, play: 4-6}
      - {by: Dirk, says: wait}
      - {by: Anna, play: 1-4}
      - {by: Bram, play: 3-0}
      - {by: Cees, play: 5-6}
      - {by: Dirk, play: 1-2}
      - {by: Anna, play: 5-3}
      - {by: Bram, play: 4-2}
      - {by: Cees, play: 0-0, at: east}
      - {by: Dirk, play: 5-0}
      - {by: Anna, play: 6-1, at: west}
      - {by: Bram, play: 6-2}
      - {by: Bram, says: nos}
      - {by: Cees, play: 5-4}
      - {by: Dirk, play: 3-1}
";

#[test]
fn a_double_at_once_given_room_without_the_prior_right_is_paid_under_d5() {
    // Whether Dirk's [2-2] lies on the 5 at all turns on D5: the payment for it
    // is ruled under that reading, as is the penalty. A double at once may come
    // out of turn; on an end that is taken it is a tile against the rules.
    let judged = verdict(
        ROOM_FOR_A_DOUBLE_WITHOUT_THE_PRIOR_RIGHT,
        Interpretation::default(),
    );
    assert_eq!(
        infractions(&judged),
        [(K::IllegalTile, "Dirk".into(), Correction::LetStand)]
    );
    let at_once: Vec<(i64, Vec<Switch>)> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| p.reason == Reason::ImmediateDouble)
        .map(|p| (p.amount, p.switches.clone()))
        .collect();
    assert_eq!(at_once, [(2, vec![Switch::D5])]);
    assert_eq!(chips(&judged), [503, 565, 545, 387]);
}

/// The first player's first tile a double that wants an end a double at once
/// took. Matador: Anna sets a drawn [5-1] (west 5, east 1); Dirk lays the
/// matador [0-0] at once on the 5 and asks 7; Bram, first in turn, lays [2-2],
/// which fits neither the blank nor the 1 but would fit the 5. The first player
/// in turn has the prior right: Dirk takes his [0-0] back (the 7 goes back),
/// and Bram's [2-2] lies on the 5 as his turn, against Anna's set tile, so
/// Anna, his predecessor, pays the 2 he asks. The hand then goes, open ends
/// west | east:
///   Cees [6-4]; Dirk [3-6]; Anna [1-3]                     2 | 3
///   Bram [4-0]; Cees [5-4]; Dirk [0-0] east, a matador (on Bram's tile, not
///   his predecessor's); Anna [3-2]                         2 | 0
///   Bram [5-6]; Cees [1-2]; Dirk [5-0]; Anna [4-3] east, a matador  0 | 3
///   Bram [4-1], his last: nos; Cees [6-0], his last; Dirk [5-2] west, a
///   matador, his last. Anna is left with [2-6], 8.
/// Payments:
///   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
///   Dirk's [0-0]: paid 7, taken back, paid back       nothing
///   Bram's [2-2] on Anna's set tile, claimed: 2       Anna -2,  Bram +2
///   Bram goes out first: nos, 5 from each             Bram +15, others -5
///   Anna's count 8: 8 to each                         Anna -24, others +8
///   Anna 500-18-2-5-24 = 451;  Bram 500+6+2+15+8 = 531;
///   Cees 500+6-5+8 = 509;      Dirk 500+6-5+8 = 509        (sum 2000)
const THE_FIRST_PLAYERS_DOUBLE_WANTING_A_TAKEN_END: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-3, 3-2, 4-3, 2-6]
      Bram: [2-2, 4-0, 5-6, 4-1]
      Cees: [6-4, 5-4, 1-2, 6-0]
      Dirk: [0-0, 3-6, 5-0, 5-2]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Dirk, play: 0-0, at: 5}
      - {by: Dirk, claim: 7}
      - {by: Bram, play: 2-2}
      - {by: Dirk, takeback: 0-0}
      - {by: Bram, claim: 2}
      - {by: Cees, play: 6-4}
      - {by: Dirk, play: 3-6}
      - {by: Anna, play: 1-3}
      - {by: Bram, play: 4-0}
      - {by: Cees, play: 5-4}
      - {by: Dirk, play: 0-0, at: east}
      - {by: Anna, play: 3-2}
      - {by: Bram, play: 5-6}
      - {by: Cees, play: 1-2}
      - {by: Dirk, play: 5-0}
      - {by: Anna, play: 4-3, at: east}
      - {by: Bram, play: 4-1}
      - {by: Bram, says: nos}
      - {by: Cees, play: 6-0}
      - {by: Dirk, play: 5-2, at: west}
";

#[test]
fn the_first_players_double_given_room_is_his_turn_not_a_double_at_once() {
    // No "I wait" is owed for it, and it is paid as a double on the
    // predecessor's tile.
    let judged = verdict(
        THE_FIRST_PLAYERS_DOUBLE_WANTING_A_TAKEN_END,
        Interpretation::default(),
    );
    assert_eq!(infractions(&judged), []);
    let doubles: Vec<(Reason, i64)> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| {
            matches!(
                p.reason,
                Reason::ImmediateDouble | Reason::DoubleOnPredecessor
            )
        })
        .map(|p| (p.reason, p.amount))
        .collect();
    assert_eq!(doubles, [(Reason::DoubleOnPredecessor, 2)]);
    assert_eq!(chips(&judged), [451, 531, 509, 509]);
}

/// Bram, first in turn, draws before the doubles come: the turns have begun.
/// Dirk's [6-6] goes at once on the 1 of Anna's drawn [5-1] (matador), Cees's
/// [2-2] on the 5; Bram's [2-3] wants the 5, which under D5=doubles-first was
/// Cees's, and Cees takes his double back to make room.
const ROOM_MADE_AFTER_THE_TURNS_BEGAN: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - on_set: Anna
    deal:
      Anna: [1-0, 3-1, 6-5, 6-4]
      Bram: [2-3, 6-1, 6-2, 5-4]
      Cees: [2-2, 6-3, 4-0, 4-1]
      Dirk: [6-6, 5-2, 5-3, 2-1]
    events:
      - {by: Anna, draw: 5-1}
      - {by: Anna, set: 5-1}
      - {by: Anna, announce: matador}
      - {by: Bram, draw: 0-0}
      - {by: Dirk, play: 6-6, at: 1}
      - {by: Cees, play: 2-2, at: 5}
      - {by: Bram, play: 2-3}
      - {by: Cees, takeback: 2-2}
      - {by: Dirk, claim: 12}
      - {by: Cees, play: 4-1, at: west}
      - {by: Dirk, play: 1-2, at: east}
      - {by: Anna, play: 6-4, at: west}
      - {by: Bram, play: 5-4, at: east}
      - {by: Cees, play: 3-6, at: west}
      - {by: Dirk, play: 3-5, at: east}
      - {by: Anna, play: 1-3, at: west}
      - {by: Bram, play: 2-6, at: east}
      - {by: Cees, play: 4-0, at: west}
      - {by: Dirk, play: 5-2, at: west}
      - {by: Dirk, says: nos}
      - {by: Anna, play: 5-6, at: west}
      - {by: Bram, play: 1-6, at: west}
      - {by: Cees, draw: 1-1}
      - {by: Cees, play: 1-1, at: east}
      - {by: Anna, play: 1-0, at: west}
      - {by: Bram, play: 0-0, at: west}
";

#[test]
fn a_tile_given_room_once_the_turns_have_begun_does_not_begin_them_again() {
    // Under claim-window=next-event Dirk's claim for his double at once ends
    // with Bram's [2-3], which lies as Bram's turn: Bram took a turn, his turn
    // did not begin again. Payments, each player 500 to start:
    //   Anna's drawn [5-1] is not a double: 6 to each     Anna -18, others +6
    //   Bram's [2-3] fitted nowhere under doubles-first    Bram -120, others +40
    //   Dirk's claim of 12, too late                       Dirk -120, others +40
    //   Dirk plays [1-2] where he owed "I wait"            Dirk -120, others +40
    //   Dirk goes out first: nos                           Dirk +15, others -5
    //   Cees is left with [2-2], 4 to each                 Cees -12, others +4
    //   Anna 500-18+40+40+40-5+4 = 601; Bram 500+6-120+40+40-5+4 = 465;
    //   Cees 500+6+40+40+40-5-12 = 609; Dirk 500+6+40-120-120+15+4 = 325.
    let judged = verdict(
        ROOM_MADE_AFTER_THE_TURNS_BEGAN,
        rules("de-1996,claim-window=next-event"),
    );
    assert_eq!(
        infractions(&judged),
        [
            (K::IllegalTile, "Bram".into(), Correction::LetStand),
            (K::WrongClaim, "Dirk".into(), NONE),
            (
                K::PlayedInsteadOfWaiting,
                "Dirk".into(),
                Correction::LetStand
            ),
        ]
    );
    assert_eq!(
        judged.hands[0].infractions[1].what.to_string(),
        "Dirk claims 12 for the [6-6] laid against [5-1], too late: \
         Bram took a turn since, and the claim had to come before that"
    );
    assert_eq!(chips(&judged), [601, 465, 609, 325]);
}

#[test]
fn a_claim_that_fits_neither_double_nor_their_sum_is_for_the_latest_double() {
    // claim-one-for-two-doubles.yaml with Cees asking 7: neither the 5 of his
    // [5-5], nor the 3 of his [3-3], nor their sum 8. The claim is taken as
    // one for his latest double, the [3-3], and corrected to 3; the [5-5]
    // goes unclaimed, which a note says. Against the fixture's figures, Anna
    // pays Cees 5 less:
    //   Anna 454+5 = 459, Bram 530, Cees 510-5 = 505, Dirk 506.
    let text = edited(
        &fixture("claim-one-for-two-doubles.yaml"),
        &[("{by: Cees, claim: 8}", "{by: Cees, claim: 7}")],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(
        notes(&judged),
        [
            "Cees claims 7 for the double; 3 is owed, and that is what the ledger pays",
            "Cees's [5-5] on Anna's [5-3] would have been paid 5 if asked; no claim came \
             before its window closed, so nothing is paid"
        ]
    );
    assert_eq!(chips(&judged), [459, 530, 505, 506]);
}

#[test]
fn a_claim_for_a_double_laid_against_ones_own_tile_is_not_owed() {
    // claim-setter-asks-set-payment.yaml: Anna's [0-0] goes on the 0 of her
    // own [1-0] (Bram and Cees played on the other end since). A double on
    // one's own tile is paid by nobody, so her claim is not owed: 40 to each
    // of Bram and Cees. Anna 471-80 = 391, Bram 512+40 = 552, Cees 517+40 = 557.
    let text = edited(
        &fixture("claim-setter-asks-set-payment.yaml"),
        &[(
            "      - {by: Anna, play: 0-0}\n",
            "      - {by: Anna, play: 0-0}\n      - {by: Anna, claim: 1}\n",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), [(K::WrongClaim, "Anna".into(), NONE)]);
    assert_eq!(
        judged.hands[0].infractions[0].what.to_string(),
        "Anna claims 1 for the [0-0] laid against [1-0] (Anna's own tile), but no payment is owed for it"
    );
    assert_eq!(chips(&judged), [391, 552, 557]);
}

/// `text` with its players listed from the `by`-th on: the same table, sat
/// in the same order round it, only numbered from another seat.
fn rotated(text: &str, by: usize) -> Option<String> {
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("players: ["))?;
    let names = line.split_once('[')?.1.split_once(']')?.0;
    let mut turned: Vec<&str> = names.split(", ").collect();
    let by = by % turned.len();
    turned.rotate_left(by);
    let line_turned = line.replacen(names, &turned.join(", "), 1);
    Some(edited(text, &[(line, line_turned.as_str())]))
}

/// Each player's final chips, by name.
fn chips_by_name(verdict: &Verdict) -> Vec<(String, Option<i64>)> {
    let mut by_name: Vec<(String, Option<i64>)> = verdict
        .players
        .iter()
        .map(|(_, name)| name.clone())
        .zip(verdict.chips().values().copied())
        .collect();
    by_name.sort();
    by_name
}

#[test]
fn the_seat_a_table_is_numbered_from_changes_no_ruling() {
    // Every fixture under both profiles, its players listed from each other
    // seat in turn: the order round the table is the same, so every
    // infraction, note and final figure must be too. (D5's seat order counts
    // from the first player in turn, wherever he sits in the list.)
    let dir = format!("{}/fixtures", env!("CARGO_MANIFEST_DIR"));
    let mut judged = 0;
    for entry in std::fs::read_dir(&dir).expect("the fixtures") {
        let path = entry.expect("an entry").path();
        let text = std::fs::read_to_string(&path).expect("a fixture");
        let name = path.display();
        let players = nos_referee::load(&text)
            .unwrap_or_else(|p| panic!("{name}: {p:#?}"))
            .players
            .len();
        for profile in ["en", "de-1996"] {
            let base = verdict(&text, rules(profile));
            for by in 1..players {
                let turned = rotated(&text, by).unwrap_or_else(|| panic!("{name}: a players list"));
                let turned = verdict(&turned, rules(profile));
                let case = format!("{name} under {profile}, listed from seat {by}");
                // Findings at the deal come in seat order: compared as sets.
                let sorted = |found: Vec<String>| {
                    let mut found = found;
                    found.sort();
                    found
                };
                let described = |verdict: &Verdict| {
                    infractions(verdict)
                        .into_iter()
                        .map(|found| format!("{found:?}"))
                        .collect::<Vec<_>>()
                };
                assert_eq!(
                    sorted(described(&turned)),
                    sorted(described(&base)),
                    "{case}"
                );
                assert_eq!(sorted(notes(&turned)), sorted(notes(&base)), "{case}");
                assert_eq!(chips_by_name(&turned), chips_by_name(&base), "{case}");
            }
        }
        judged += 1;
    }
    assert!(judged > 80, "{judged} fixtures judged");
}

#[test]
fn the_setter_asking_for_his_set_double_once_the_turns_have_begun_is_only_noted() {
    // dispute-claim-window.yaml (worked example 3) with Bram, first in turn,
    // drawing the [4-3] before anything is laid, and Anna asking then for the
    // 5 her [5-5] from the hand was paid: the turns have begun, but nothing
    // is laid yet, so it is still the set payment asked for. Noted; no penalty.
    // The [4-3] stays in Bram's hand (it never fits), so his count at the end
    // is [1-3] 4 + [4-3] 7 = 11 instead of 4: 7 more to each of the others.
    //   Anna 534+7 = 541, Bram 475-21 = 454, Cees 497+7 = 504, Dirk 494+7 = 501.
    let text = edited(
        &fixture("dispute-claim-window.yaml"),
        &[(
            "      - {by: Anna, announce: ordinary-double-cross}\n",
            "      - {by: Anna, announce: ordinary-double-cross}\n      \
             - {by: Bram, draw: 4-3}\n      - {by: Anna, claim: 5}\n",
        )],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(
        notes(&judged),
        [
            "Anna asks 5 for the set double; set payments are paid without asking, so the claim adds nothing and costs nothing"
        ]
    );
    assert_eq!(chips(&judged), [541, 454, 504, 501]);
}

#[test]
fn a_double_laid_by_a_pass_caught_at_once_is_on_the_predecessors_tile() {
    // penalty-pass-caught-at-once.yaml with Bram dealt [3-3] instead of [1-3]
    // (Cees draws the [1-3] instead): the table catches his pass, and he lays
    // the [3-3] on Anna's [4-3] at once. The pass caught is no turn, so Anna,
    // his predecessor, pays for the double he claims. The play after it:
    //   Cees [2-5] east; Dirk [6-0] south; Anna [3-5] west; Bram [5-6] east;
    //   Cees [0-2] south; Dirk [2-3] south; Anna [5-1] west, her last: nos;
    //   Bram [6-3] east, his last; Cees [1-2] west; Dirk [2-2] west on Cees's
    //   [1-2], his last, claimed. Cees is left with [0-0] 14, [0-1] 1, [0-3]
    //   3, [0-5] 5, [1-1] 2, [1-3] 4, [1-6] 7, [2-6] 8, [5-5] 10, [6-6] 12 = 66.
    // Payments: the set 4 from each (Anna +12); Bram's pass 80 to each (Bram
    // -240); Bram's [3-3] on Anna's tile (Anna -3, Bram +3); nos (Anna +15,
    // others -5); Dirk's [2-2] (Cees -2, Dirk +2); Cees's count (Cees -198,
    // others +66):
    //   Anna 500+12+80-3+15+66 = 670;  Bram 500-4-240+3-5+66 = 320;
    //   Cees 500-4+80-5-2-198 = 371;   Dirk 500-4+80-5+2+66 = 639.
    let text = edited(
        &fixture("penalty-pass-caught-at-once.yaml"),
        &[
            ("Bram: [4-1, 1-3, 3-6, 5-6]", "Bram: [4-1, 3-3, 3-6, 5-6]"),
            (
                "draw: [0-0, 0-2, 0-5, 1-1, 1-2, 2-5, 3-3, 5-5, 6-6, 4-2]",
                "draw: [0-0, 0-2, 0-5, 1-1, 1-2, 2-5, 1-3, 5-5, 6-6, 4-2]",
            ),
            (
                "      - {by: Bram, play: 1-3, at: north}
      - {by: Cees, play: 2-5, at: east}
      - {by: Dirk, play: 6-0, at: south}
      - {by: Anna, play: 3-5, at: west}
      - {by: Bram, play: 3-6, at: north}
",
                "      - {by: Bram, play: 3-3, at: west}
      - {by: Bram, claim: 3}
      - {by: Cees, play: 2-5, at: east}
      - {by: Dirk, play: 6-0, at: south}
      - {by: Anna, play: 3-5, at: west}
      - {by: Bram, play: 5-6, at: east}
",
            ),
            (
                "      - {by: Bram, play: 6-5, at: north}\n",
                "      - {by: Bram, play: 6-3, at: east}\n",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [(K::PassWhileAble, "Bram".into(), NONE)]
    );
    let doubles = predecessor_doubles(&judged);
    assert_eq!(
        doubles,
        [
            ("Anna".to_owned(), "Bram".to_owned(), 3),
            ("Cees".to_owned(), "Dirk".to_owned(), 2)
        ]
    );
    assert_eq!(chips(&judged), [670, 320, 371, 639]);
}

#[test]
fn a_pass_the_table_moved_on_from_counts_in_the_round_of_passes_it_stopped_after() {
    // penalty-pass-while-able-play-on.yaml cut short: Greet draws eight
    // tiles, three are left, and she passes (wrong: she should draw on, 40 to
    // each). Els draws one, two are left, and passes though her [6-1] fits
    // (80 to each). Frits passes, correctly, and the transcript stops. Greet's
    // pass became her turn when Els acted, so all three passed in turn: the
    // hand ends there, counted as it stands (a note says the rules had it go on).
    //   Counts: Els [6-1] 7, [4-1] 5, [6-5] 11 = 23; Frits [1-1] 2, [6-2] 8,
    //   [3-1] 4, [6-0] 6 = 20; Greet [2-2] 4, [6-3] 9 and the eight drawn
    //   (1, 3, 3, 6, 8, 8, 9, 10) = 61. The higher count pays the difference:
    //   Greet pays Els 38 and Frits 41, Els pays Frits 3.
    //   Els 500-3-7+40-80-80-3+38 = 405; Frits 500-3+7+40+80+3+41 = 668;
    //   Greet 500+3+3-40-40+80-38-41 = 427.
    let base = fixture("penalty-pass-while-able-play-on.yaml");
    let from = base
        .find("      - {by: Greet, draw: [1-0")
        .expect("Greet's draw");
    let text = format!(
        "{}{}",
        &base[..from],
        "      - {by: Greet, draw: [1-0, 3-0, 2-1, 4-2, 5-3, 4-4, 5-4, 5-5]}
      - {by: Greet, says: pass}
      - {by: Els, draw: 6-5}
      - {by: Els, says: pass}
      - {by: Frits, says: pass}
"
    );
    let judged = verdict(&text, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::PassWithBoneyard, "Greet".into(), NONE),
            (K::PassWhileAble, "Els".into(), NONE)
        ]
    );
    assert_eq!(
        notes(&judged),
        [
            "every player still in passed in turn, but not every pass was correct, so by the rules the hand went on; the table stopped here, and the hand is counted as it stands"
        ]
    );
    assert_eq!(chips(&judged), [405, 668, 427]);
}

#[test]
fn a_tile_out_of_turn_is_no_turn_that_ends_a_claims_window() {
    // dispute-claim-window.yaml with Anna laying her [4-4] (and saying nos) in
    // Dirk's turn, straight after Cees's [3-3], and Cees claiming then. Under
    // claim-window=next-event a claim lasts until another player's turn
    // begins or goes on; a tile out of turn is nobody's turn, so Cees's claim
    // is in time and Bram pays his 3. (Under next-tile any tile laid ends it.)
    // Anna's tile costs 40 to each; the rest is example 3's:
    //   set 5 from each to Anna; nos 5 from each to Anna; Bram left with [1-3]
    //   pays 4 to each.
    //   Anna 500+15-120+15+4 = 414; Bram 500-5+40-5-3-12 = 515;
    //   Cees 500-5+40-5+3+4 = 537;  Dirk 500-5+40-5+4 = 534.
    let text = edited(
        &fixture("dispute-claim-window.yaml"),
        &[(
            "      - {by: Cees, play: 3-3}
      - {by: Dirk, draw: 2-3}
      - {by: Cees, claim: 3}                 # after Dirk drew, before he lays a tile
      - {by: Dirk, play: 3-2}
      - {by: Anna, play: 4-4}
      - {by: Anna, says: nos}
",
            "      - {by: Cees, play: 3-3}
      - {by: Anna, play: 4-4}
      - {by: Anna, says: nos}
      - {by: Cees, claim: 3}
      - {by: Dirk, draw: 2-3}
      - {by: Dirk, play: 3-2}
",
        )],
    );
    let judged = verdict(&text, rules("en,claim-window=next-event"));
    assert_eq!(
        infractions(&judged),
        [(K::OutOfTurn, "Anna".into(), Correction::LetStand)]
    );
    assert_eq!(chips(&judged), [414, 515, 537, 534]);
}

#[test]
fn a_tile_taken_back_is_judged_where_its_touching_end_matched() {
    // games-illegal-02-cross-incomplete.yaml with Bram's [3-6] begun on west
    // instead of north, and Cees's [6-5] written without `at`. Taken back, it
    // is judged as written, 6 touching: against west's 6, where only the
    // unfinished cross stands in the way, not against north's 3, which it
    // does not match. (The figures are the fixture's: the penalty is the same.)
    let text = edited(
        &fixture("games-illegal-02-cross-incomplete.yaml"),
        &[
            (
                "{by: Bram, play: 3-6, at: north}",
                "{by: Bram, play: 3-6, at: west}",
            ),
            (
                "{by: Cees, play: 6-5, at: north}     # illegal: east, south and west are still empty",
                "{by: Cees, play: 6-5}",
            ),
            (
                "{by: Anna, play: 4-6, at: north}",
                "{by: Anna, play: 4-6, at: west}",
            ),
        ],
    );
    let judged = verdict(&text, Interpretation::default());
    let found: Vec<(K, String, Correction)> = judged
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| (i.kind, i.what.to_string(), i.correction))
        .collect();
    assert_eq!(
        found,
        [(
            K::IllegalTile,
            "Cees plays [6-5], which does not fit: no arm grows until every arm has its first tile"
                .to_owned(),
            TAKEN_BACK
        )]
    );
    let base = verdict(
        &fixture("games-illegal-02-cross-incomplete.yaml"),
        Interpretation::default(),
    );
    assert_eq!(chips(&judged), chips(&base));
}

/// Worked example 2's opening, then Dirk, right after laying his [6-4] in
/// turn, lays his [4-4] on it out of turn (Anna's turn); the table lets it
/// stand and Dirk claims 4. The rest is played out to the end. Worked by hand:
///   Anna's drawn [3-2] is not a double: she pays 5 to each    Anna -15, others +5
///   Cees's [3-3] at once on the set tile, claimed from Anna    Anna -3,  Cees +3
///   Dirk's [4-4] out of turn: 40 to each                       Dirk -120, others +40
///   Dirk's claim: the [4-4] lies on his own tile, which no one
///     pays for: a claim not owed, 40 to each                   Dirk -120, others +40
///   Bram's [1-1] on Anna's [4-1], his predecessor's tile       Anna -1,  Bram +1
///   Dirk goes out first with [0-0] (unclaimed): nos            Dirk +15, others -5
///   Bram, Cees and Dirk out; Anna holds [1-0], counting 1      Anna -3,  others +1
/// Totals: Anna 500-15-3+40+40-1-5-3 = 553; Bram 500+5+40+40+1-5+1 = 582;
///         Cees 500+5+3+40+40-5+1 = 584;     Dirk 500+5-120-120+15+1 = 281 (sum 2000)
const DOUBLE_ON_OWN_TILE_OUT_OF_TURN: &str = "\
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
      - {by: Bram, play: 2-6}
      - {by: Cees, says: wait}
      - {by: Dirk, play: 6-4}
      - {by: Dirk, play: 4-4}
      - {by: Dirk, claim: 4}
      - {by: Anna, play: 4-1}
      - {by: Bram, play: 1-1}
      - {by: Bram, claim: 1}
      - {by: Cees, play: 3-4}
      - {by: Dirk, play: 1-2}
      - {by: Anna, draw: 4-5}
      - {by: Anna, play: 4-5}
      - {by: Bram, play: 5-1}
      - {by: Cees, play: 2-0}
      - {by: Dirk, play: 0-0}
      - {by: Dirk, says: nos}
      - {by: Anna, play: 0-5}
      - {by: Bram, draw: 1-3}
      - {by: Bram, play: 1-3}
      - {by: Cees, play: 5-6}
      - {by: Anna, play: 6-0}
      - {by: Bram, play: 0-4}
";

#[test]
fn a_double_laid_on_the_players_own_tile_is_no_one_elses_to_pay() {
    // The last turn before Dirk's [4-4] is his own [6-4]: nobody is his
    // predecessor for it, so his claim is one not owed.
    let judged = verdict(DOUBLE_ON_OWN_TILE_OUT_OF_TURN, Interpretation::default());
    assert_eq!(
        infractions(&judged),
        [
            (K::OutOfTurn, "Dirk".to_owned(), Correction::LetStand),
            (K::WrongClaim, "Dirk".to_owned(), NONE),
        ]
    );
    // Of the doubles laid in turn, only Bram's [1-1] on Anna's [4-1] is paid.
    let doubles = predecessor_doubles(&judged);
    assert_eq!(doubles, [("Anna".to_owned(), "Bram".to_owned(), 1)]);
    assert_eq!(chips(&judged), [553, 582, 584, 281]);
}

/// Anna sets a drawn [5-2] at a table of five; Bram, first in turn, holds the
/// [5-5] and the [2-2] and lays both at once on the set tile's ends.
const FIRST_PLAYER_TWO_DOUBLES: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk, Eva]
hands:
  - on_set: Anna
    deal:
      Anna: [1-0, 4-1, 6-0]
      Bram: [5-5, 2-2, 6-3]
      Cees: [5-3, 3-1, 6-4]
      Dirk: [3-3, 2-1, 5-4]
      Eva: [2-6, 4-0, 3-0]
    events:
      - {by: Anna, draw: 5-2}
      - {by: Anna, set: 5-2}
      - {by: Anna, announce: ordinary}
      - {by: Bram, play: 5-5, at: west}
      - {by: Bram, claim: 5}
      - {by: Bram, play: 2-2, at: east}
      - {by: Bram, claim: 2}
      - {by: Cees, play: 5-3, at: west}
      - {by: Dirk, play: 3-3, at: west}
      - {by: Dirk, claim: 3}
      - {by: Eva, play: 2-6, at: east}
      - {by: Anna, play: 6-0, at: east}
      - {by: Bram, says: wait}
      - {by: Cees, play: 3-1, at: west}
      - {by: Dirk, play: 1-2, at: west}
      - {by: Eva, play: 0-4, at: east}
      - {by: Anna, play: 4-1, at: east}
      - {by: Bram, draw: 3-2}
      - {by: Bram, play: 2-3, at: west}
      - {by: Cees, draw: 4-3}
      - {by: Cees, play: 3-4, at: west}
      - {by: Dirk, play: 4-5, at: west}
      - {by: Dirk, says: nos}
      - {by: Eva, draw: 5-0}
      - {by: Eva, play: 5-0, at: west}
      - {by: Anna, play: 1-0, at: east}
      - {by: Bram, draw: 2-0}
      - {by: Bram, play: 0-2, at: west}
      - {by: Cees, draw: 4-2}
      - {by: Cees, play: 2-4, at: west}
      - {by: Eva, play: 3-0, at: east}
      - {by: Bram, play: 3-6, at: east}
    scoresheet: {Anna: 470, Bram: 519, Cees: 459, Dirk: 540, Eva: 512}
";

#[test]
fn the_first_player_with_doubles_for_both_ends_lays_his_turn_and_one_at_once() {
    // Anna pays 7 (the drawn [5-2]'s spots) to each of four. Bram's [5-5] is
    // his turn, a double on his predecessor's tile: Anna pays 5. His [2-2] is a
    // double at once: Anna pays 2, and Bram waits once, at his next turn; he
    // owes no second wait, so his [2-3] later is no play instead of waiting.
    // Dirk's [3-3] on Cees's [5-3]: Cees pays 3. Dirk goes out first (5 from
    // each of four); Cees is left with [6-4] and pays 10 to each of four.
    // Anna -28 -5 -2 -5 +10 = 470; Bram +7 +5 +2 -5 +10 = 519; Cees +7 -3 -5
    // -40 = 459; Dirk +7 +3 +20 +10 = 540; Eva +7 -5 +10 = 512.
    let judged = verdict(FIRST_PLAYER_TWO_DOUBLES, Interpretation::default());
    assert_eq!(infractions(&judged), []);
    assert_eq!(chips(&judged), [470, 519, 459, 540, 512]);
    assert!(!judged.has_sheet_differences());
    let bram: Vec<(Reason, i64, Vec<Switch>)> = judged.hands[0]
        .payments
        .iter()
        .filter(|p| judged.players[p.to] == "Bram" && judged.players[p.from] == "Anna")
        .map(|p| (p.reason, p.amount, p.switches.clone()))
        .collect();
    // The first player's own tile lies down before the [2-2]: it is one at
    // once under the first-round window only, and its payment says so.
    assert_eq!(
        bram,
        [
            (Reason::SetDrawnTile, 7, vec![]),
            (Reason::DoubleOnPredecessor, 5, vec![]),
            (
                Reason::ImmediateDouble,
                2,
                vec![Switch::DoublesAtOnceWindow]
            ),
        ]
    );

    // Until the first player's first tile: the [2-2] comes too late, out of
    // turn (40 to each of four; the table let it lie), and its claim is owed
    // nothing (40 to each).
    // Bram 519 - 2 - 320 = 197; Anna 470 + 2 + 80 = 552; the others 80 more.
    let narrow = verdict(
        FIRST_PLAYER_TWO_DOUBLES,
        rules("en,doubles-at-once-window=until-first-tile"),
    );
    assert_eq!(
        infractions(&narrow),
        [
            (K::OutOfTurn, "Bram".into(), Correction::LetStand),
            (K::WrongClaim, "Bram".into(), NONE),
        ]
    );
    assert_eq!(chips(&narrow), [552, 197, 539, 620, 592]);
}
