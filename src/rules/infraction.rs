//! Infractions: breaches of the rules found in the replay.
//!
//! An infraction is not an error in the transcript but a fact about the play:
//! the verdict lists it with the event, the penalty and who pays whom, the rule
//! in plain words, and the doubtful point its ruling depends on.

use std::fmt;

use miette::{Diagnostic, LabeledSpan, Severity};
use serde::Serialize;

use crate::rules::interpretation::Switch;
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::Span;

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
                "Play goes clockwise, one turn each; only a double on the set tile may be played at once, before the turns begin."
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

impl fmt::Display for InfractionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What the table did about an infraction, as far as the transcript shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Correction {
    /// The tile was taken back.
    TakenBack,
    /// The table let it stand; the replay goes on with it in place.
    LetStand,
    /// Nothing to correct.
    None,
}

/// One infraction found in the replay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Infraction {
    /// Which hand, counted from 1.
    pub hand: usize,
    /// What kind.
    pub kind: InfractionKind,
    /// Who committed it.
    pub seat: Seat,
    /// The event where it happened.
    pub span: Span,
    /// What happened, in a sentence with names.
    pub what: String,
    /// The penalty each payee receives.
    pub penalty_each: i64,
    /// Who receives it.
    pub payees: Vec<Seat>,
    /// The doubtful points the ruling depends on.
    pub switches: Vec<Switch>,
    /// What the table did about it.
    pub correction: Correction,
}

/// An infraction ready to be drawn against the transcript, with names.
pub struct Shown<'a> {
    /// The infraction.
    pub infraction: &'a Infraction,
    /// The players' names.
    pub players: &'a BySeat<String>,
    /// The switch choices in force, e.g. `D3=unpaid`.
    pub readings: Vec<String>,
}

impl Shown<'_> {
    /// "Bram pays 40 to each of Anna, Cees, Dirk".
    #[must_use]
    pub fn payment_sentence(&self) -> String {
        let i = self.infraction;
        let who = &self.players[i.seat];
        if i.penalty_each == 0 || i.payees.is_empty() {
            return format!("no penalty for {who}");
        }
        let names: Vec<&str> = i.payees.iter().map(|s| self.players[*s].as_str()).collect();
        if names.len() == 1 {
            format!("{who} pays {} to {}", i.penalty_each, names[0])
        } else {
            format!(
                "{who} pays {} to each of {}",
                i.penalty_each,
                names.join(", ")
            )
        }
    }
}

impl fmt::Debug for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.infraction, f)
    }
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "hand {}: {}", self.infraction.hand, self.infraction.what)
    }
}

impl std::error::Error for Shown<'_> {}

impl Diagnostic for Shown<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(format!(
            "nos::infraction::{}",
            self.infraction.kind.code()
        )))
    }

    fn severity(&self) -> Option<Severity> {
        Some(Severity::Warning)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let i = self.infraction;
        let mut help = format!("rule: {}", i.kind.rule());
        match i.correction {
            Correction::TakenBack => help.push_str("\nthe table had the tile taken back"),
            Correction::LetStand => {
                help.push_str("\nthe table let it stand, so the replay goes on with it in place")
            }
            Correction::None => {}
        }
        if !self.readings.is_empty() {
            help.push_str(&format!(
                "\nthis ruling depends on the reading {}",
                self.readings.join(", ")
            ));
        }
        Some(Box::new(help))
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            Some(self.payment_sentence()),
            self.infraction.span,
        ))))
    }
}
