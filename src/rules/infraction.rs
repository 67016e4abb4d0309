//! The kinds of infraction: each breach of the rules the replay can find,
//! with its stable code, its penalty and the rule in plain words.
//!
//! An infraction is not an error in the transcript but a fact about the play;
//! the replay records each one it finds as a [`crate::replay::Infraction`].

use std::fmt;
use std::sync::OnceLock;

use serde::Serialize;

use crate::lang::{self, Lang};
use crate::rules::interpretation::{DeferredWait, DoublesAtOnceWindow, Interpretation};

/// The kinds of infraction, each with a stable code.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum InfractionKind {
    /// Took fewer tiles than the deal gives.
    TooFewTiles,
    /// Took more than two tiles too many.
    TooManyTiles,
    /// The setter drew while holding a double.
    SetterDrew,
    /// The set tile is not the one the rules ask for.
    WrongSetTile,
    /// Someone not on set put down the first tile.
    NotOnSet,
    /// The announcement is not one of the 17 games, or the set tile does not allow it.
    BadAnnouncement,
    /// A tile that does not follow the announced game where it was put.
    IllegalTile,
    /// A tile played out of turn.
    OutOfTurn,
    /// A tile played instead of saying "I wait" after a double played at once.
    PlayedInsteadOfWaiting,
    /// A draw from the last two tiles of the boneyard.
    DrewFromLastTwo,
    /// A pass while more than two tiles were left in the boneyard.
    PassWithBoneyard,
    /// A pass while holding a tile that could be played.
    PassWhileAble,
    /// "Nos" said while still holding tiles.
    FalseNos,
    /// "I block" said when a tile could still be played.
    WrongBlock,
    /// After a correct block, the next player did not draw the boneyard down to two.
    NotDrawnAfterBlock,
    /// Points asked for that were not owed: a claim for a double, a declaration, a nos.
    WrongClaim,
    /// A player who is out gave advice.
    Advice,
    /// Tiles covered so that opponents could not see them.
    CoveredTiles,
    /// Tiles shown face up.
    ExposedTiles,
}

impl InfractionKind {
    /// Every kind, in the order of their codes' table.
    pub const ALL: [InfractionKind; KINDS] = [
        InfractionKind::TooFewTiles,
        InfractionKind::TooManyTiles,
        InfractionKind::SetterDrew,
        InfractionKind::WrongSetTile,
        InfractionKind::NotOnSet,
        InfractionKind::BadAnnouncement,
        InfractionKind::IllegalTile,
        InfractionKind::OutOfTurn,
        InfractionKind::PlayedInsteadOfWaiting,
        InfractionKind::DrewFromLastTwo,
        InfractionKind::PassWithBoneyard,
        InfractionKind::PassWhileAble,
        InfractionKind::FalseNos,
        InfractionKind::WrongBlock,
        InfractionKind::NotDrawnAfterBlock,
        InfractionKind::WrongClaim,
        InfractionKind::Advice,
        InfractionKind::CoveredTiles,
        InfractionKind::ExposedTiles,
    ];

    /// The stable code, as in JSON output.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            InfractionKind::TooFewTiles => "too-few-tiles",
            InfractionKind::TooManyTiles => "too-many-tiles",
            InfractionKind::SetterDrew => "setter-drew",
            InfractionKind::WrongSetTile => "wrong-set-tile",
            InfractionKind::NotOnSet => "not-on-set",
            InfractionKind::BadAnnouncement => "bad-announcement",
            InfractionKind::IllegalTile => "illegal-tile",
            InfractionKind::OutOfTurn => "out-of-turn",
            InfractionKind::PlayedInsteadOfWaiting => "played-instead-of-waiting",
            InfractionKind::DrewFromLastTwo => "drew-from-last-two",
            InfractionKind::PassWithBoneyard => "pass-with-boneyard",
            InfractionKind::PassWhileAble => "pass-while-able",
            InfractionKind::FalseNos => "false-nos",
            InfractionKind::WrongBlock => "wrong-block",
            InfractionKind::NotDrawnAfterBlock => "not-drawn-after-block",
            InfractionKind::WrongClaim => "wrong-claim",
            InfractionKind::Advice => "advice",
            InfractionKind::CoveredTiles => "covered-tiles",
            InfractionKind::ExposedTiles => "exposed-tiles",
        }
    }

    /// The penalty each opponent receives.
    #[must_use]
    pub const fn penalty(self) -> i64 {
        match self {
            InfractionKind::PassWhileAble => 80,
            _ => 40,
        }
    }

    /// The infraction's name in words ("false nos"), as a report heads it.
    #[must_use]
    pub fn title(self) -> String {
        match self {
            InfractionKind::TooFewTiles => crate::words!("rules-infraction-title-too-few-tiles"),
            InfractionKind::TooManyTiles => crate::words!("rules-infraction-title-too-many-tiles"),
            InfractionKind::SetterDrew => crate::words!("rules-infraction-title-setter-drew"),
            InfractionKind::WrongSetTile => crate::words!("rules-infraction-title-wrong-set-tile"),
            InfractionKind::NotOnSet => crate::words!("rules-infraction-title-not-on-set"),
            InfractionKind::BadAnnouncement => {
                crate::words!("rules-infraction-title-bad-announcement")
            }
            InfractionKind::IllegalTile => crate::words!("rules-infraction-title-illegal-tile"),
            InfractionKind::OutOfTurn => crate::words!("rules-infraction-title-out-of-turn"),
            InfractionKind::PlayedInsteadOfWaiting => {
                crate::words!("rules-infraction-title-played-instead-of-waiting")
            }
            InfractionKind::DrewFromLastTwo => {
                crate::words!("rules-infraction-title-drew-from-last-two")
            }
            InfractionKind::PassWithBoneyard => {
                crate::words!("rules-infraction-title-pass-with-boneyard")
            }
            InfractionKind::PassWhileAble => {
                crate::words!("rules-infraction-title-pass-while-able")
            }
            InfractionKind::FalseNos => crate::words!("rules-infraction-title-false-nos"),
            InfractionKind::WrongBlock => crate::words!("rules-infraction-title-wrong-block"),
            InfractionKind::NotDrawnAfterBlock => {
                crate::words!("rules-infraction-title-not-drawn-after-block")
            }
            InfractionKind::WrongClaim => crate::words!("rules-infraction-title-wrong-claim"),
            InfractionKind::Advice => crate::words!("rules-infraction-title-advice"),
            InfractionKind::CoveredTiles => crate::words!("rules-infraction-title-covered-tiles"),
            InfractionKind::ExposedTiles => crate::words!("rules-infraction-title-exposed-tiles"),
        }
    }

    /// The rule, in a sentence, in the language chosen now.
    #[must_use]
    pub fn rule(self) -> &'static str {
        RuleText::Kind(self).said()
    }

    /// The rule, in a sentence, as `reading` has it: where the rule states
    /// the window for doubles at once, it says the window of the reading.
    #[must_use]
    pub fn rule_under(self, reading: &Interpretation) -> &'static str {
        let text = match (self, reading.get::<DoublesAtOnceWindow>()) {
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::FirstRound) => {
                RuleText::OutOfTurnFirstRound
            }
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::UntilFirstTile) => {
                RuleText::OutOfTurnUntilFirstTile
            }
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::AfterFirstTile) => {
                RuleText::OutOfTurnAfterFirstTile
            }
            (InfractionKind::PlayedInsteadOfWaiting, _)
                if reading.get::<DeferredWait>() == DeferredWait::FirstOpenTurn =>
            {
                RuleText::WaitAtFirstOpenTurn
            }
            _ => RuleText::Kind(self),
        };
        text.said()
    }
}

/// Every sentence a rule is said in: a kind's own, and the few a reading
/// words otherwise.
#[derive(Clone, Copy)]
enum RuleText {
    Kind(InfractionKind),
    OutOfTurnFirstRound,
    OutOfTurnUntilFirstTile,
    OutOfTurnAfterFirstTile,
    WaitAtFirstOpenTurn,
}

/// How many kinds of infraction there are.
const KINDS: usize = InfractionKind::ExposedTiles as usize + 1;

/// How many sentences a rule can be said in.
const RULE_TEXTS: usize = KINDS + 4;

/// Each language's rule sentences, written the first time one is asked for
/// and kept: every report asks for the rule of every infraction it shows,
/// and a diagnostic holds it as a `&'static str`.
static SAID: [[OnceLock<String>; RULE_TEXTS]; Lang::ALL.len()] =
    [const { [const { OnceLock::new() }; RULE_TEXTS] }; Lang::ALL.len()];

impl RuleText {
    fn index(self) -> usize {
        match self {
            RuleText::Kind(kind) => kind as usize,
            RuleText::OutOfTurnFirstRound => KINDS,
            RuleText::OutOfTurnUntilFirstTile => KINDS + 1,
            RuleText::OutOfTurnAfterFirstTile => KINDS + 2,
            RuleText::WaitAtFirstOpenTurn => KINDS + 3,
        }
    }

    /// The sentence in the language chosen now.
    fn said(self) -> &'static str {
        SAID[lang::current().index()][self.index()].get_or_init(|| self.words())
    }

    fn words(self) -> String {
        match self {
            RuleText::Kind(kind) => match kind {
                InfractionKind::TooFewTiles => crate::words!("rules-infraction-too-few-tiles"),
                InfractionKind::TooManyTiles => crate::words!("rules-infraction-too-many-tiles"),
                InfractionKind::SetterDrew => crate::words!("rules-infraction-setter-drew"),
                InfractionKind::WrongSetTile => crate::words!("rules-infraction-wrong-set-tile"),
                InfractionKind::NotOnSet => crate::words!("rules-infraction-not-on-set"),
                InfractionKind::BadAnnouncement => {
                    crate::words!("rules-infraction-bad-announcement")
                }
                InfractionKind::IllegalTile => crate::words!("rules-infraction-illegal-tile"),
                InfractionKind::OutOfTurn => crate::words!("rules-infraction-out-of-turn"),
                InfractionKind::PlayedInsteadOfWaiting => {
                    crate::words!("rules-infraction-played-instead-of-waiting")
                }
                InfractionKind::DrewFromLastTwo => {
                    crate::words!("rules-infraction-drew-from-last-two")
                }
                InfractionKind::PassWithBoneyard => {
                    crate::words!("rules-infraction-pass-with-boneyard")
                }
                InfractionKind::PassWhileAble => crate::words!("rules-infraction-pass-while-able"),
                InfractionKind::FalseNos => crate::words!("rules-infraction-false-nos"),
                InfractionKind::WrongBlock => crate::words!("rules-infraction-wrong-block"),
                InfractionKind::NotDrawnAfterBlock => {
                    crate::words!("rules-infraction-not-drawn-after-block")
                }
                InfractionKind::WrongClaim => crate::words!("rules-infraction-wrong-claim"),
                InfractionKind::Advice => crate::words!("rules-infraction-advice"),
                InfractionKind::CoveredTiles => crate::words!("rules-infraction-covered-tiles"),
                InfractionKind::ExposedTiles => crate::words!("rules-infraction-exposed-tiles"),
            },
            RuleText::OutOfTurnFirstRound => {
                crate::words!("rules-infraction-out-of-turn-first-round")
            }
            RuleText::OutOfTurnUntilFirstTile => {
                crate::words!("rules-infraction-out-of-turn-until-first-tile")
            }
            RuleText::OutOfTurnAfterFirstTile => {
                crate::words!("rules-infraction-out-of-turn-after-first-tile")
            }
            RuleText::WaitAtFirstOpenTurn => {
                crate::words!("rules-infraction-wait-at-first-open-turn")
            }
        }
    }
}

impl fmt::Display for InfractionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_out_of_turn_rule_states_the_window_of_the_reading_in_force() {
        let cases = [
            ("en", "until the first round is over"),
            (
                "en,doubles-at-once-window=until-first-tile",
                "only until the first player in turn lays his tile",
            ),
            (
                "en,doubles-at-once-window=after-first-tile",
                "until a player after the first in turn acts",
            ),
        ];
        for (spec, window) in cases {
            let reading = Interpretation::parse(spec).expect("a reading");
            let rule = InfractionKind::OutOfTurn.rule_under(&reading);
            assert!(rule.ends_with(&format!("{window}.")), "{spec}: {rule}");
            assert!(!rule.contains("before the turns begin"), "{spec}: {rule}");
        }
        let en = Interpretation::default();
        assert_eq!(
            InfractionKind::IllegalTile.rule_under(&en),
            InfractionKind::IllegalTile.rule()
        );
    }

    #[test]
    fn every_rule_is_kept_in_a_place_of_its_own() {
        let mut texts: Vec<RuleText> = InfractionKind::ALL.map(RuleText::Kind).to_vec();
        texts.extend([
            RuleText::OutOfTurnFirstRound,
            RuleText::OutOfTurnUntilFirstTile,
            RuleText::OutOfTurnAfterFirstTile,
            RuleText::WaitAtFirstOpenTurn,
        ]);
        let mut places: Vec<usize> = texts.iter().map(|t| t.index()).collect();
        places.sort_unstable();
        assert_eq!(places, (0..RULE_TEXTS).collect::<Vec<_>>());
        // Each language keeps its own sentences.
        let said = |lang| crate::lang::within(lang, || InfractionKind::FalseNos.rule());
        assert!(said(Lang::En).contains("nos"));
        assert_ne!(said(Lang::En), said(Lang::Nl));
        assert_ne!(said(Lang::Nl), said(Lang::De));
        assert_eq!(said(Lang::En), InfractionKind::FalseNos.rule());
    }
}
