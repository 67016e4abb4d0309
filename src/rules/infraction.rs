//! The kinds of infraction: each breach of the rules the replay can find,
//! with its stable code, its penalty and the rule in plain words.
//!
//! An infraction is not an error in the transcript but a fact about the play;
//! the replay records each one it finds as a [`crate::replay::Infraction`].

use std::fmt;

use serde::Serialize;

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

    /// The rule, in a sentence.
    #[must_use]
    pub const fn rule(self) -> &'static str {
        match self {
            InfractionKind::TooFewTiles => {
                "Each player takes 8 minus the number of players at the deal; one who took too few pays 40 to each opponent and draws up, if this is raised before the first tile is played (before the second when he is on set); once someone else has played, it lapses."
            }
            InfractionKind::TooManyTiles => {
                "Taking one or two tiles too many costs nothing (unseen extras may go back), but more than two too many costs 40 to each opponent."
            }
            InfractionKind::SetterDrew => {
                "A player on set who holds a double sets a double; drawing instead costs 40 to each opponent."
            }
            InfractionKind::WrongSetTile => {
                "The first set of a session is the highest double; later the setter sets a double he holds, or, holding none, the tile he draws."
            }
            InfractionKind::NotOnSet => "Only the player on set may put down the first tile.",
            InfractionKind::BadAnnouncement => {
                "The setter announces one of the 17 games, and one that his set tile allows."
            }
            InfractionKind::IllegalTile => {
                "Every tile must follow the announced game where it is put; the table has it taken back and another played."
            }
            InfractionKind::OutOfTurn => {
                "Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, while the window for doubles at once is open."
            }
            InfractionKind::PlayedInsteadOfWaiting => {
                "A player who played a double at once on the set tile says \"I wait\" at his next turn instead of playing."
            }
            InfractionKind::DrewFromLastTwo => {
                "The last two tiles of the boneyard are never drawn."
            }
            InfractionKind::PassWithBoneyard => {
                "A player may pass only when he cannot play and two tiles are left in the boneyard; until then he draws."
            }
            InfractionKind::PassWhileAble => {
                "A player who passes while holding a tile he could play pays 80 to each opponent."
            }
            InfractionKind::FalseNos => {
                "Only a player who has played his last tile may say \"nos\"."
            }
            InfractionKind::WrongBlock => {
                "A player may block only when no tile in any hand, nor any tile left to draw, can be played."
            }
            InfractionKind::NotDrawnAfterBlock => {
                "After a correct block the next player draws every tile of the boneyard but the last two."
            }
            InfractionKind::WrongClaim => {
                "Asking for points one is not owed costs 40 to each opponent."
            }
            InfractionKind::Advice => {
                "A player who is out may point out mistakes but must not advise on the play."
            }
            InfractionKind::CoveredTiles => {
                "Tiles stand on edge where every opponent can see them; covering them costs 40 to each opponent."
            }
            InfractionKind::ExposedTiles => {
                "Tiles are not laid face up in front of a player, except declared doubles and tiles taken back."
            }
        }
    }
}

impl InfractionKind {
    /// The rule, in a sentence, as `reading` has it: where the rule states
    /// the window for doubles at once, it says the window of the reading.
    #[must_use]
    pub fn rule_under(self, reading: &Interpretation) -> &'static str {
        match (self, reading.get::<DoublesAtOnceWindow>()) {
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::FirstRound) => {
                "Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that until the first round is over."
            }
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::UntilFirstTile) => {
                "Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that only until the first player in turn lays his tile."
            }
            (InfractionKind::OutOfTurn, DoublesAtOnceWindow::AfterFirstTile) => {
                "Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that until a player after the first in turn acts."
            }
            (InfractionKind::PlayedInsteadOfWaiting, _)
                if reading.get::<DeferredWait>() == DeferredWait::FirstOpenTurn =>
            {
                "A player who played a double at once on the set tile says \"I wait\" instead of playing at his next turn, or, where a condition keeps his double's side closed, at the first turn at which he could play there."
            }
            _ => self.rule(),
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
}
