//! Infractions injected into a complete, hand-checked hand.
//!
//! The base is worked example 2 (`fixtures/example-02-wait.yaml`), whose ledger
//! is worked out by hand in its header: Anna 490, Bram 535, Cees 513, Dirk 462.
//! Each case inserts events the table corrected on the spot (a tile taken back, a
//! false word), so the rest of the hand plays as before and the expected ledger
//! is the base ledger plus exactly the penalty: the offender pays it to each of
//! the three others. Each case must find exactly its infraction and nothing else.

use nos_referee::replay::Correction;
use nos_referee::replay::judge;
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::{Interpretation, Profile};

const BASE: &str = include_str!("../fixtures/example-02-wait.yaml");
const PLAYERS: [&str; 4] = ["Anna", "Bram", "Cees", "Dirk"];
const BASE_CHIPS: [i64; 4] = [490, 535, 513, 462];

/// The base transcript with `extra` event lines inserted before its event number `before` (0-based).
fn with_events(before: usize, extra: &[&str]) -> String {
    let mut out = String::new();
    let mut index = 0;
    for line in BASE.lines() {
        if line.trim_start().starts_with("- {by:") {
            if index == before {
                for event in extra {
                    out.push_str(&format!("      - {event}\n"));
                }
            }
            index += 1;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The ledger with `offender` paying `penalty` to each of the other three.
fn penalised(offender: &str, penalty: i64) -> [i64; 4] {
    let mut chips = BASE_CHIPS;
    for (i, name) in PLAYERS.iter().enumerate() {
        if *name == offender {
            chips[i] -= 3 * penalty;
        } else {
            chips[i] += penalty;
        }
    }
    chips
}

struct Case {
    name: &'static str,
    before: usize,
    events: &'static [&'static str],
    kind: InfractionKind,
    offender: &'static str,
    correction: Correction,
}

const CASES: &[Case] = &[
    Case {
        name: "an illegal tile, taken back",
        // Dirk's turn; open ends 3 and 6: [0-0] fits neither.
        before: 7,
        events: &["{by: Dirk, play: 0-0}", "{by: Dirk, takeback: 0-0}"],
        kind: InfractionKind::IllegalTile,
        offender: "Dirk",
        correction: Correction::TakenBack,
    },
    Case {
        name: "a tile out of turn, taken back",
        // Dirk's turn; Anna plays her [6-0] on the 6.
        before: 7,
        events: &["{by: Anna, play: 6-0, at: 6}", "{by: Anna, takeback: 6-0}"],
        kind: InfractionKind::OutOfTurn,
        offender: "Anna",
        correction: Correction::TakenBack,
    },
    Case {
        name: "a play instead of waiting, taken back",
        // Cees played [3-3] at once; at his turn he plays [3-4] instead of waiting.
        before: 6,
        events: &["{by: Cees, play: 3-4}", "{by: Cees, takeback: 3-4}"],
        kind: InfractionKind::PlayedInsteadOfWaiting,
        offender: "Cees",
        correction: Correction::TakenBack,
    },
    Case {
        name: "a double at once on an end it does not match, taken back",
        // Before Bram's first tile, Dirk lays his [4-4] at once on the
        // set tile's 2, which it does not match. A double at once may come
        // out of turn; one that does not fit is a tile against the rules.
        before: 5,
        events: &["{by: Dirk, play: 4-4, at: 2}", "{by: Dirk, takeback: 4-4}"],
        kind: InfractionKind::IllegalTile,
        offender: "Dirk",
        correction: Correction::TakenBack,
    },
    Case {
        name: "a wrong set tile, taken back",
        // Anna holds no double and has drawn [3-2]; she sets her [1-0] instead,
        // takes it back, and sets the drawn tile as the rules ask.
        before: 1,
        events: &["{by: Anna, set: 1-0}", "{by: Anna, takeback: 1-0}"],
        kind: InfractionKind::WrongSetTile,
        offender: "Anna",
        correction: Correction::TakenBack,
    },
    Case {
        name: "a false nos",
        before: 8,
        events: &["{by: Anna, says: nos}"],
        kind: InfractionKind::FalseNos,
        offender: "Anna",
        correction: Correction::None,
    },
    Case {
        name: "a claim for a tile that is not a double",
        before: 8,
        events: &["{by: Dirk, claim: 6}"],
        kind: InfractionKind::WrongClaim,
        offender: "Dirk",
        correction: Correction::None,
    },
    Case {
        name: "a block while tiles can be played",
        before: 8,
        events: &["{by: Dirk, says: block}"],
        kind: InfractionKind::WrongBlock,
        offender: "Dirk",
        correction: Correction::None,
    },
    Case {
        name: "two doubles declared at a table of four",
        before: 3,
        events: &["{by: Dirk, declare: [4-4, 0-0]}"],
        kind: InfractionKind::WrongClaim,
        offender: "Dirk",
        correction: Correction::None,
    },
    Case {
        name: "a claim for a double on the tile of a player who went out, not as nos (D2)",
        // Dirk's [5-5] lies on Cees's [6-5], with which Cees went out second.
        before: 24,
        events: &["{by: Dirk, claim: 5}"],
        kind: InfractionKind::WrongClaim,
        offender: "Dirk",
        correction: Correction::None,
    },
    Case {
        name: "covered tiles",
        before: 14,
        events: &["{by: Bram, conduct: covered-tiles}"],
        kind: InfractionKind::CoveredTiles,
        offender: "Bram",
        correction: Correction::None,
    },
    Case {
        name: "tiles shown face up",
        before: 14,
        events: &["{by: Cees, conduct: exposed-tiles}"],
        kind: InfractionKind::ExposedTiles,
        offender: "Cees",
        correction: Correction::None,
    },
    Case {
        name: "advice from a player who is out",
        // Bram went out at event 19.
        before: 22,
        events: &["{by: Bram, conduct: advice}"],
        kind: InfractionKind::Advice,
        offender: "Bram",
        correction: Correction::None,
    },
];

#[test]
fn a_pass_while_able_costs_80_and_the_turn_goes_on() {
    // Anna's turn, open ends 4 and 1, eleven tiles in the boneyard: she holds [1-0]
    // and passes; the table has her play it after all. 80 to each (D7), not 40 as well.
    let text = with_events(14, &["{by: Anna, says: pass}"]);
    let session = nos_referee::load(&text).expect("loads");
    let verdict = judge(&session, Interpretation::default()).expect("judged");
    let found: Vec<_> = verdict.hands.iter().flat_map(|h| &h.infractions).collect();
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind, InfractionKind::PassWhileAble);
    let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
    assert_eq!(chips, penalised("Anna", 80));

    // Under the reading that adds the 40 for passing with tiles to draw: 120 each.
    let rules = Interpretation::parse("en,D7=80-and-40").expect("a valid reading");
    let verdict = judge(&session, rules).expect("judged");
    let kinds: Vec<_> = verdict
        .hands
        .iter()
        .flat_map(|h| &h.infractions)
        .map(|i| i.kind)
        .collect();
    assert_eq!(
        kinds,
        [
            InfractionKind::PassWhileAble,
            InfractionKind::PassWithBoneyard
        ]
    );
    let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
    assert_eq!(chips, penalised("Anna", 120));
}

#[test]
fn the_base_hand_is_clean() {
    let session = nos_referee::load(BASE).expect("base loads");
    let verdict = judge(&session, Interpretation::default()).expect("base judged");
    assert!(!verdict.has_infractions());
    let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
    assert_eq!(chips, BASE_CHIPS);
}

#[test]
fn each_injected_infraction_is_found_once_with_its_penalty() {
    for case in CASES {
        let text = with_events(case.before, case.events);
        let session = nos_referee::load(&text).unwrap_or_else(|p| panic!("{}: {p:?}", case.name));
        let verdict = judge(&session, Interpretation::default())
            .unwrap_or_else(|p| panic!("{}: {p:?}", case.name));
        let found: Vec<_> = verdict.hands.iter().flat_map(|h| &h.infractions).collect();
        assert_eq!(found.len(), 1, "{}: {found:#?}", case.name);
        let infraction = found[0];
        assert_eq!(infraction.kind, case.kind, "{}", case.name);
        assert_eq!(
            verdict.players[infraction.seat], case.offender,
            "{}",
            case.name
        );
        assert_eq!(infraction.correction, case.correction, "{}", case.name);
        assert_eq!(infraction.penalty_each, 40, "{}", case.name);
        assert_eq!(infraction.payees.len(), 3, "{}", case.name);
        let chips: Vec<i64> = verdict.chips().values().flatten().copied().collect();
        assert_eq!(chips, penalised(case.offender, 40), "{}", case.name);
    }
}

#[test]
fn both_profiles_agree_on_the_base_hand() {
    let session = nos_referee::load(BASE).expect("base loads");
    let en = judge(&session, Interpretation::of(Profile::En)).expect("judged");
    let de = judge(&session, Interpretation::of(Profile::De1996)).expect("judged");
    assert_eq!(en.chips(), de.chips());
}
