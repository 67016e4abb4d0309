//! The 17 games a setter may announce, and what each one asks of the layout.
//!
//! An announcement names one of the book's 17 games and its options. [`Game::new`]
//! checks it against the set tile and turns it into a plan the layout engine
//! follows: which arms there are, what the first, second and later tile on each
//! arm must be, and the conditions that order the first plays.
//!
//! The words of a game (matching, arms, sides, shapes, stages) and the checked
//! [`Game`] stand here; beside them `names` (the table of the 17 by number and
//! name) and `plan` ([`Game::new`]: an announcement made into a plan).

use std::fmt;

use arrayvec::ArrayVec;

mod names;
mod plan;

pub use names::{GAME_NAMES, GameName, games_list};
pub use plan::GameError;

/// How touching ends must agree.
///
/// Numbered, so that the layout's table of fitting tiles is looked up by
/// rule without a match.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Matching {
    /// Touching ends show the same number.
    Ordinary = 0,
    /// Touching ends add up to 7, and the four matadors may go anywhere.
    Matador = 1,
}

impl Matching {
    /// The other rule, for a change of rule part-way.
    #[must_use]
    pub const fn other(self) -> Matching {
        match self {
            Matching::Ordinary => Matching::Matador,
            Matching::Matador => Matching::Ordinary,
        }
    }

    /// The word used in transcripts and reports.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Matching::Ordinary => "ordinary",
            Matching::Matador => "matador",
        }
    }
}

impl fmt::Display for Matching {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// An arm of the layout, named by compass point around the set tile.
///
/// A line has `West` (the first end of the set tile as written) and `East`.
/// A cross has all four. A triangle puts its matadors on any three of the four;
/// game 16 later lays a blank end on the side left free.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum ArmName {
    /// Up.
    North,
    /// Right; the second end of a line's set tile.
    East,
    /// Down.
    South,
    /// Left; the first end of a line's set tile.
    West,
}

/// The arms of a line, in the order its plan lists them.
pub(crate) const LINE_ARMS: [ArmName; 2] = [ArmName::West, ArmName::East];

/// The arms of every game but a line (a cross, a triangle's sides), in the
/// order its plan lists them.
pub(crate) const CROSS_ARMS: [ArmName; 4] =
    [ArmName::North, ArmName::East, ArmName::South, ArmName::West];

impl ArmName {
    /// The word used in transcripts.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ArmName::North => "north",
            ArmName::East => "east",
            ArmName::South => "south",
            ArmName::West => "west",
        }
    }

    /// The arm across the set tile.
    #[must_use]
    pub const fn opposite(self) -> ArmName {
        match self {
            ArmName::North => ArmName::South,
            ArmName::East => ArmName::West,
            ArmName::South => ArmName::North,
            ArmName::West => ArmName::East,
        }
    }

    /// Reads an arm's name as the transcript writes it.
    #[must_use]
    pub fn parse(word: &str) -> Option<ArmName> {
        match word {
            "north" => Some(ArmName::North),
            "east" => Some(ArmName::East),
            "south" => Some(ArmName::South),
            "west" => Some(ArmName::West),
            _ => None,
        }
    }
}

impl fmt::Display for ArmName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// What kind of tile an arm takes next.
///
/// Numbered, as [`Matching`] is, for the layout's table of fitting tiles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Need {
    /// Any tile that matches the open end by the arm's rule.
    Match = 0,
    /// A double cross's compulsory double: a double that matches by the rule,
    /// or (under matador matching) a matador.
    Double = 1,
    /// A double that matches by the rule and nothing else (triangle double cross,
    /// where every matador is already down).
    DoubleOnly = 2,
    /// One of the matadors, either way round (the triangle's three sides).
    Matador = 3,
}

/// One step of an arm's plan: the kind of tile and the matching rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stage {
    /// What the tile must be.
    pub need: Need,
    /// How its touching end must agree with the open end.
    pub rule: Matching,
}

impl Stage {
    const fn matching(rule: Matching) -> Stage {
        Stage {
            need: Need::Match,
            rule,
        }
    }
}

/// The plan for one arm: its first tile, its compulsory double (double crosses),
/// and the rule for every tile after that.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ArmPlan {
    /// The arm's name.
    pub name: ArmName,
    /// The tile next to the set tile.
    pub first: Stage,
    /// The second tile, where the game is a double cross.
    pub double: Option<Stage>,
    /// Every later tile.
    pub rest: Stage,
}

impl ArmPlan {
    /// The stage for the arm's next tile, given how many it holds.
    #[must_use]
    pub fn stage(&self, laid: usize) -> Stage {
        match (laid, self.double) {
            (0, _) => self.first,
            (1, Some(double)) => double,
            _ => self.rest,
        }
    }
}

/// The overall shape: whether arms wait for each other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Two ends, each growing on its own.
    Line,
    /// Four arms; no arm takes a second tile until every arm has its first.
    Cross,
    /// Three sides of matadors on the [0-0]; no side grows until all three are down
    /// (and, in game 16, the fourth side too).
    Triangle,
}

/// A condition on the order of the first plays of a single line (game 11, 12)
/// or of the first two arms of game 17.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Condition {
    /// The arms to play in turn, and how many tiles each must hold before play
    /// may go elsewhere: one step or two, held in place.
    pub steps: ArrayVec<(usize, usize), 2>,
    /// How the condition was announced, for reports.
    pub kind: ConditionKind,
}

/// The two kinds of condition in the book.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ConditionKind {
    /// "First here, then there": one tile on one side, then one on the other.
    HereThenThere,
    /// A number of tiles (1 to 4) on one side before any on the other.
    TilesFirst(u8),
}

/// Which pair of opposite arms of a volapük cross is ordinary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Axis {
    /// North and south.
    NorthSouth,
    /// East and west.
    EastWest,
}

impl Axis {
    fn holds(self, arm: ArmName) -> bool {
        match self {
            Axis::NorthSouth => matches!(arm, ArmName::North | ArmName::South),
            Axis::EastWest => matches!(arm, ArmName::East | ArmName::West),
        }
    }
}

/// A side of the layout as an announcement names it: by the pip showing on that
/// end of the set tile, or by arm.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The end of the set tile showing this number.
    Pip(u8),
    /// An arm by name.
    Arm(ArmName),
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Side::Pip(pip) => write!(f, "the {pip}-side"),
            Side::Arm(arm) => write!(f, "the {arm} arm"),
        }
    }
}

/// The first-plays condition as announced.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Announced {
    /// "First here, then there".
    HereThenThere {
        /// Where the first tile goes.
        here: Side,
        /// Where the second goes; on a line it can only be the other side.
        there: Option<Side>,
    },
    /// "N tiles on this side first".
    TilesFirst {
        /// The side.
        side: Side,
        /// How many, 1 to 4.
        tiles: u8,
    },
}

/// An announcement as the transcript states it, before it is checked against
/// the set tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Announcement {
    /// The game.
    pub name: GameName,
    /// A first-plays condition (games 11, 12 single line, 17).
    pub first: Option<Announced>,
    /// The rule after the condition is met (game 11 only).
    pub then: Option<Matching>,
    /// Volapük: the ordinary side of a line.
    pub ordinary_side: Option<Side>,
    /// Volapük cross: the ordinary pair of arms.
    pub ordinary_axis: Option<Axis>,
}

impl Announcement {
    /// An announcement of a game without options.
    #[must_use]
    pub const fn plain(name: GameName) -> Announcement {
        Announcement {
            name,
            first: None,
            then: None,
            ordinary_side: None,
            ordinary_axis: None,
        }
    }
}

/// A game checked against its set tile: the plan the layout follows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// What was announced.
    pub announcement: Announcement,
    /// The set tile as written: its first end is the west end of a line.
    pub set: (u8, u8),
    /// Line, cross or triangle.
    pub shape: Shape,
    /// The arms and their plans: two or four, held in place, so that making
    /// a game or copying one allocates nothing.
    pub arms: ArrayVec<ArmPlan, 4>,
    /// The first-plays condition, if any.
    pub condition: Option<Condition>,
    /// The rule for every arm's ordinary growth once the condition is met (game 11c).
    pub then: Option<Matching>,
    /// A triangle's side left free once the three matadors are down: what it
    /// takes (game 16's blank end), or `None` where it stays empty (games 13-15).
    pub fourth_side: Option<Stage>,
}
