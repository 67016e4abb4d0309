//! The doubtful points of the rules, each a named switch with documented choices.
//!
//! The sources disagree or are silent in places. Every such point is a field of
//! [`Interpretation`]; the profiles `en` (the English rules, the default) and
//! `de-1996` (the German text's proposals) set them all, and every verdict says
//! which reading it used where a ruling depended on one.

use std::fmt;

/// D1: who is on set after a tie for the largest count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TieForSet {
    /// The tied players each draw a tile; the higher spot total is on set (the transcript records the draw).
    DrawTiles,
    /// The tied player holding the single tile with most spots; then the higher end decides.
    HighestTile,
}

/// D2: a double played on the tile with which the predecessor went out, when he was not the first out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DoubleOnOutTile {
    /// Not paid: a player who went out pays nothing for it (the book's example on p. 43).
    Unpaid,
    /// Paid: only the first player out (nos) is spared, read literally.
    Paid,
}

/// D3: a double played on a tile after the next player passed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DoubleAfterPass {
    /// Not paid: a pass is a turn in between (the book's example on p. 54).
    Unpaid,
    /// Paid: no tile was played in between.
    Paid,
}

/// D7: the penalty for a pass made while able to play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PassWhileAble {
    /// 80 to each opponent, instead of the 40 for passing with tiles left to draw.
    EightyInstead,
    /// 80 to each opponent, and the 40 as well when tiles were left to draw.
    EightyAndForty,
}

/// Open point: whether players already out receive penalty payments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PenaltiesToPlayersOut {
    /// "Each opponent" means every other player, out or not.
    Paid,
    /// Only players still holding tiles are paid.
    Unpaid,
}

/// Open point: whether the setter may declare doubles after the set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetterDeclares {
    /// He may, counting the doubles in his hand after the set.
    Allowed,
    /// He may not; a declaration by him is a claim not owed.
    NotAllowed,
}

/// A full reading of the doubtful points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Interpretation {
    /// The profile these switches started from.
    pub profile: Profile,
    /// D1.
    pub tie_for_set: TieForSet,
    /// D2.
    pub double_on_out_tile: DoubleOnOutTile,
    /// D3.
    pub double_after_pass: DoubleAfterPass,
    /// D7.
    pub pass_while_able: PassWhileAble,
    /// Open point: penalties paid to players who are out.
    pub penalties_to_players_out: PenaltiesToPlayersOut,
    /// Open point: the setter declaring doubles.
    pub setter_declares: SetterDeclares,
}

/// A named set of readings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Profile {
    /// The English rules, the primary source.
    En,
    /// The German 1996 text's proposals.
    De1996,
}

impl Profile {
    /// The profile's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Profile::En => "en",
            Profile::De1996 => "de-1996",
        }
    }

    /// Reads a profile's name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Profile> {
        match name {
            "en" => Some(Profile::En),
            "de-1996" => Some(Profile::De1996),
            _ => None,
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Interpretation {
    /// The readings of a profile.
    #[must_use]
    pub const fn of(profile: Profile) -> Interpretation {
        match profile {
            Profile::En => Interpretation {
                profile,
                tie_for_set: TieForSet::DrawTiles,
                double_on_out_tile: DoubleOnOutTile::Unpaid,
                double_after_pass: DoubleAfterPass::Unpaid,
                pass_while_able: PassWhileAble::EightyInstead,
                penalties_to_players_out: PenaltiesToPlayersOut::Paid,
                setter_declares: SetterDeclares::Allowed,
            },
            Profile::De1996 => Interpretation {
                profile,
                tie_for_set: TieForSet::HighestTile,
                double_on_out_tile: DoubleOnOutTile::Unpaid,
                double_after_pass: DoubleAfterPass::Paid,
                pass_while_able: PassWhileAble::EightyInstead,
                penalties_to_players_out: PenaltiesToPlayersOut::Paid,
                setter_declares: SetterDeclares::Allowed,
            },
        }
    }
}

impl Default for Interpretation {
    fn default() -> Self {
        Interpretation::of(Profile::En)
    }
}

/// The switches a ruling can depend on, by id, for verdicts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Switch {
    /// D1, tie for the largest count.
    D1,
    /// D2, a double on a tile with which a later player went out.
    D2,
    /// D3, a double after a pass.
    D3,
    /// D7, passing while able to play.
    D7,
    /// Penalties to players who are out.
    PenaltiesToPlayersOut,
    /// The setter declaring doubles.
    SetterDeclares,
}

impl Switch {
    /// Every switch, in the order reports list them.
    pub const ALL: [Switch; 6] = [
        Switch::D1,
        Switch::D2,
        Switch::D3,
        Switch::D7,
        Switch::PenaltiesToPlayersOut,
        Switch::SetterDeclares,
    ];

    /// The switch's id and the choice in force, e.g. `D3=unpaid`.
    #[must_use]
    pub fn describe(self, i: &Interpretation) -> String {
        let choice = match self {
            Switch::D1 => match i.tie_for_set {
                TieForSet::DrawTiles => "draw-tiles",
                TieForSet::HighestTile => "highest-tile",
            },
            Switch::D2 => match i.double_on_out_tile {
                DoubleOnOutTile::Unpaid => "unpaid",
                DoubleOnOutTile::Paid => "paid",
            },
            Switch::D3 => match i.double_after_pass {
                DoubleAfterPass::Unpaid => "unpaid",
                DoubleAfterPass::Paid => "paid",
            },
            Switch::D7 => match i.pass_while_able {
                PassWhileAble::EightyInstead => "80-instead",
                PassWhileAble::EightyAndForty => "80-and-40",
            },
            Switch::PenaltiesToPlayersOut => match i.penalties_to_players_out {
                PenaltiesToPlayersOut::Paid => "paid",
                PenaltiesToPlayersOut::Unpaid => "unpaid",
            },
            Switch::SetterDeclares => match i.setter_declares {
                SetterDeclares::Allowed => "allowed",
                SetterDeclares::NotAllowed => "not-allowed",
            },
        };
        format!("{}={choice}", self.id())
    }

    /// The switch's id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Switch::D1 => "D1",
            Switch::D2 => "D2",
            Switch::D3 => "D3",
            Switch::D7 => "D7",
            Switch::PenaltiesToPlayersOut => "penalties-to-players-out",
            Switch::SetterDeclares => "setter-declares",
        }
    }
}
