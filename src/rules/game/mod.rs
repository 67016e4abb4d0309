//! The 17 games a setter may announce, and what each one asks of the layout.
//!
//! An announcement names one of the book's 17 games and its options. [`Game::new`]
//! checks it against the set tile and turns it into a plan the layout engine
//! follows: which arms there are, what the first, second and later tile on each
//! arm must be, and the conditions that order the first plays.

use std::fmt;

use crate::rules::tile::Tile;

/// How touching ends must agree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Matching {
    /// Touching ends show the same number.
    Ordinary,
    /// Touching ends add up to 7, and the four matadors may go anywhere.
    Matador,
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
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Need {
    /// Any tile that matches the open end by the arm's rule.
    Match,
    /// A double cross's compulsory double: a double that matches by the rule,
    /// or (under matador matching) a matador.
    Double,
    /// A double that matches by the rule and nothing else (triangle double cross,
    /// where every matador is already down).
    DoubleOnly,
    /// One of the matadors, either way round (the triangle's three sides).
    Matador,
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
    /// may go elsewhere.
    pub steps: Vec<(usize, usize)>,
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

/// Which of the book's games, with the choices that change the layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameName {
    /// 1. Ordinary dominoes.
    Ordinary,
    /// 2. Ordinary cross.
    OrdinaryCross,
    /// 3. Ordinary double cross.
    OrdinaryDoubleCross,
    /// 4. Matador.
    Matador,
    /// 5. Matador cross.
    MatadorCross,
    /// 6. Matador double cross.
    MatadorDoubleCross,
    /// 7. Ordinary cross, then matador.
    OrdinaryCrossThenMatador,
    /// 8. Ordinary cross, then matador double cross.
    OrdinaryCrossThenMatadorDoubleCross,
    /// 9. Matador cross, then ordinary.
    MatadorCrossThenOrdinary,
    /// 10. Matador cross, then ordinary double cross.
    MatadorCrossThenOrdinaryDoubleCross,
    /// 11. Ordinary or matador single line with a condition, and perhaps a change of rule.
    WithCondition(Matching),
    /// 12. Volapük: a single line.
    Volapuk,
    /// 12. Volapük cross.
    VolapukCross,
    /// 12. Volapük double cross.
    VolapukDoubleCross,
    /// 13. Triangle.
    Triangle,
    /// 14. Triangle double cross.
    TriangleDoubleCross,
    /// 15. Triangle, then ordinary.
    TriangleThenOrdinary,
    /// 16. Triangle, then ordinary cross.
    TriangleThenOrdinaryCross,
    /// 17. Matador first here then there, then ordinary cross.
    MatadorThenOrdinaryCross,
    /// 17. Matador first here then there, then ordinary double cross.
    MatadorThenOrdinaryDoubleCross,
}

/// Every game name with its transcript spelling, in the book's order.
pub const GAME_NAMES: &[(GameName, &str)] = &[
    (GameName::Ordinary, "ordinary"),
    (GameName::OrdinaryCross, "ordinary-cross"),
    (GameName::OrdinaryDoubleCross, "ordinary-double-cross"),
    (GameName::Matador, "matador"),
    (GameName::MatadorCross, "matador-cross"),
    (GameName::MatadorDoubleCross, "matador-double-cross"),
    (
        GameName::OrdinaryCrossThenMatador,
        "ordinary-cross-then-matador",
    ),
    (
        GameName::OrdinaryCrossThenMatadorDoubleCross,
        "ordinary-cross-then-matador-double-cross",
    ),
    (
        GameName::MatadorCrossThenOrdinary,
        "matador-cross-then-ordinary",
    ),
    (
        GameName::MatadorCrossThenOrdinaryDoubleCross,
        "matador-cross-then-ordinary-double-cross",
    ),
    (
        GameName::WithCondition(Matching::Ordinary),
        "ordinary-with-condition",
    ),
    (
        GameName::WithCondition(Matching::Matador),
        "matador-with-condition",
    ),
    (GameName::Volapuk, "volapuk"),
    (GameName::VolapukCross, "volapuk-cross"),
    (GameName::VolapukDoubleCross, "volapuk-double-cross"),
    (GameName::Triangle, "triangle"),
    (GameName::TriangleDoubleCross, "triangle-double-cross"),
    (GameName::TriangleThenOrdinary, "triangle-then-ordinary"),
    (
        GameName::TriangleThenOrdinaryCross,
        "triangle-then-ordinary-cross",
    ),
    (
        GameName::MatadorThenOrdinaryCross,
        "matador-then-ordinary-cross",
    ),
    (
        GameName::MatadorThenOrdinaryDoubleCross,
        "matador-then-ordinary-double-cross",
    ),
];

impl GameName {
    /// The game's number in the book, 1 to 17.
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            GameName::Ordinary => 1,
            GameName::OrdinaryCross => 2,
            GameName::OrdinaryDoubleCross => 3,
            GameName::Matador => 4,
            GameName::MatadorCross => 5,
            GameName::MatadorDoubleCross => 6,
            GameName::OrdinaryCrossThenMatador => 7,
            GameName::OrdinaryCrossThenMatadorDoubleCross => 8,
            GameName::MatadorCrossThenOrdinary => 9,
            GameName::MatadorCrossThenOrdinaryDoubleCross => 10,
            GameName::WithCondition(_) => 11,
            GameName::Volapuk | GameName::VolapukCross | GameName::VolapukDoubleCross => 12,
            GameName::Triangle => 13,
            GameName::TriangleDoubleCross => 14,
            GameName::TriangleThenOrdinary => 15,
            GameName::TriangleThenOrdinaryCross => 16,
            GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => 17,
        }
    }

    /// The transcript spelling.
    #[must_use]
    pub fn word(self) -> &'static str {
        GAME_NAMES
            .iter()
            .find(|(name, _)| *name == self)
            .map_or("?", |(_, word)| word)
    }

    /// Reads a game's transcript spelling.
    #[must_use]
    pub fn parse(word: &str) -> Option<GameName> {
        let word = word.replace('ü', "u");
        GAME_NAMES
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(name, _)| *name)
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}. {}", self.number(), self.word())
    }
}

/// The options an announcement of game `number` may carry, as the transcript
/// writes them; empty for the games that take none.
const fn options(number: u8) -> &'static str {
    match number {
        11 => {
            "first: {here: 5} (then the other side) or {side: 2, tiles: 1-4}; \
             then: the other rule; by number also matching: ordinary or matador"
        }
        12 => {
            "ordinary: the ordinary side of a line (its pip, west or east) or pair of arms \
             (north-south or east-west, either order, or a list such as [north, south]); first: {side, tiles: 1-4}, a line only; \
             by number also layout: line, cross or double-cross"
        }
        17 => {
            "first: {here: arm, there: arm}, the two matador arms (there left out: \
             the arm across from here); \
             by number also layout: cross or double-cross"
        }
        _ => "",
    }
}

/// What game `number` is, in one line.
const fn description(number: u8) -> &'static str {
    match number {
        1 => "one line growing at both ends; a tile's touching end shows the open end's number",
        2 => {
            "set a double; one tile on each of its four sides before any arm grows, \
             all by ordinary matching"
        }
        3 => {
            "an ordinary cross whose arms each take the double of their open end next; \
             an arm grows again as soon as its double is down"
        }
        4 => {
            "one line where touching ends add up to 7; a blank takes only a matador, and the \
             matadors [0-0] [6-1] [5-2] [4-3] fit anywhere either way round"
        }
        5 => "set a double, not the [0-0]; a cross, then four arms, all by matador matching",
        6 => {
            "a matador cross whose arms each take the double adding up to 7 with their open end, \
             or a matador, next; an arm grows again as soon as that tile is down"
        }
        7 => "the cross by ordinary matching, then the arms grow by matador matching",
        8 => {
            "the cross by ordinary matching, then on each arm the double adding up to 7 \
             or a matador, then matador matching"
        }
        9 => {
            "set a double, not the [0-0]; the cross by matador matching, then the arms grow \
             by ordinary matching"
        }
        10 => {
            "set a double, not the [0-0]; the cross by matador matching, then on each arm the \
             double of its open end (an arm begun with a double is dead), then ordinary matching"
        }
        11 => {
            "a single line, ordinary or matador, whose first plays are ordered: first here then \
             there, or 1 to 4 tiles on one side before the other; optionally the other rule once \
             that is done (also written ordinary or matador with a first)"
        }
        12 => {
            "one side of a line, or two opposite arms of a cross on a double, play ordinary and \
             the rest matador; the double cross takes a double next on each arm, or a matador \
             on a matador arm"
        }
        13 => {
            "set the [0-0]; the other three matadors on three of its sides, then the three arms \
             grow by matador matching"
        }
        14 => {
            "a triangle whose arms each take the double adding up to 7 with their open end next, \
             then grow by matador matching"
        }
        15 => "a triangle, then the three arms grow by ordinary matching",
        16 => {
            "a triangle, then a blank end against the side of the [0-0] left free, \
             then an ordinary cross"
        }
        17 => {
            "set any double; the first tile on here and the second on there by matador \
             matching, the other two arms by ordinary matching, then all ordinary; the double \
             cross takes the double of each arm's open end next"
        }
        _ => "",
    }
}

/// The book's 17 games for `nos games`: one line per number, in order, each
/// starting with the number and a dot, then the transcript name(s), the options
/// the announcement may carry, and what the game is.
#[must_use]
pub fn games_list() -> String {
    let mut list = String::new();
    for number in 1..=17u8 {
        let names: Vec<&str> = GAME_NAMES
            .iter()
            .filter(|(name, _)| name.number() == number)
            .map(|(_, word)| *word)
            .collect();
        list.push_str(&format!("{number}. {}", names.join(", ")));
        let options = options(number);
        if !options.is_empty() {
            list.push_str(&format!(" [{options}]"));
        }
        list.push_str(&format!(" — {}\n", description(number)));
    }
    list
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

/// Why an announcement cannot be played on this set tile, or is not one of the 17.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// Cross and double-cross games are set on a double.
    NeedsDouble,
    /// Matador crosses (games 5, 6, 9, 10) cannot be set on the [0-0].
    NotOnDoubleBlank,
    /// The triangle games are set on the [0-0].
    NeedsDoubleBlank,
    /// Game 11 needs a condition.
    NeedsCondition,
    /// Volapük needs its ordinary side.
    NeedsOrdinarySide,
    /// A volapük cross needs its two opposite ordinary arms.
    NeedsOrdinaryArms,
    /// Game 17 needs its two matador arms.
    NeedsHereAndThere,
    /// An option the game does not have (a condition on a cross, a change of rule
    /// on volapük, ...).
    OptionNotAllowed(&'static str),
    /// A side that the set tile does not show, or that is ambiguous.
    NoSuchSide(Side),
    /// Condition (b) asks for 1 to 4 tiles.
    TilesOutOfRange(u8),
    /// "Then" names the rule already in force.
    SameRuleAfter,
    /// Here and there are the same arm.
    HereIsThere,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NeedsDouble => f.write_str("a cross or double cross is set on a double"),
            GameError::NotOnDoubleBlank => {
                f.write_str("a matador cross cannot be set on the [0-0]")
            }
            GameError::NeedsDoubleBlank => f.write_str("a triangle is set on the [0-0]"),
            GameError::NeedsCondition => f.write_str(
                "game 11 needs a condition: first here then there, or 1 to 4 tiles on one side first",
            ),
            GameError::NeedsOrdinarySide => f.write_str(
                "volapük names the side that plays ordinary, `ordinary: 6` or `ordinary: west`",
            ),
            GameError::NeedsOrdinaryArms => f.write_str(
                "a volapük cross needs two opposite ordinary arms, `ordinary: [north, south]` or `[east, west]`",
            ),
            GameError::NeedsHereAndThere => {
                f.write_str("game 17 names its two matador arms, `first: {here: north, there: south}` (there may be left out for the arm across from here)")
            }
            GameError::OptionNotAllowed(option) => {
                write!(f, "this game has no option `{option}`")
            }
            GameError::NoSuchSide(side) => {
                write!(f, "{side} is not one end of the set tile, or is not unique")
            }
            GameError::TilesOutOfRange(n) => {
                write!(f, "a condition asks for 1 to 4 tiles on one side, not {n}")
            }
            GameError::SameRuleAfter => {
                f.write_str("the change of rule after the condition must name the other rule")
            }
            GameError::HereIsThere => f.write_str("here and there must be two different arms"),
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
    /// The arms and their plans.
    pub arms: Vec<ArmPlan>,
    /// The first-plays condition, if any.
    pub condition: Option<Condition>,
    /// The rule for every arm's ordinary growth once the condition is met (game 11c).
    pub then: Option<Matching>,
    /// A triangle's side left free once the three matadors are down: what it
    /// takes (game 16's blank end), or `None` where it stays empty (games 13-15).
    pub fourth_side: Option<Stage>,
}

const CROSS_ARMS: [ArmName; 4] = [ArmName::North, ArmName::East, ArmName::South, ArmName::West];

impl Game {
    /// Checks `announcement` against the set tile (as written) and builds the plan.
    ///
    /// # Errors
    /// A [`GameError`] when the announcement is not one of the 17 games as the book
    /// allows them, or does not suit the set tile.
    ///
    /// # Panics
    /// Panics if an end of `set` is above 6; the transcript's tiles are read with
    /// [`Tile::parse`], which refuses them.
    pub fn new(announcement: Announcement, set: (u8, u8)) -> Result<Game, GameError> {
        use GameName as G;
        use Matching::{Matador as M, Ordinary as O};
        let tile = Tile::new(set.0, set.1);
        let a = announcement;
        let no = |present: bool, option: &'static str| {
            if present {
                Err(GameError::OptionNotAllowed(option))
            } else {
                Ok(())
            }
        };
        // Only game 11 changes its rule once the condition is met; volapük keeps
        // each side's rule for the whole hand, and game 17's change to ordinary
        // is part of its name.
        match a.name {
            G::WithCondition(_) => {}
            G::Volapuk | G::MatadorThenOrdinaryCross | G::MatadorThenOrdinaryDoubleCross => {
                no(a.then.is_some(), "then")?;
            }
            _ => {
                no(a.first.is_some(), "first")?;
                no(a.then.is_some(), "then")?;
            }
        }
        if matches!(a.name, G::VolapukCross | G::VolapukDoubleCross) && a.ordinary_side.is_some() {
            return Err(GameError::NeedsOrdinaryArms);
        }
        if !matches!(a.name, G::Volapuk) {
            no(a.ordinary_side.is_some(), "ordinary")?;
        }
        if !matches!(a.name, G::VolapukCross | G::VolapukDoubleCross) {
            no(a.ordinary_axis.is_some(), "ordinary")?;
        }

        let cross = |first: Matching, double: Option<Matching>, rest: Matching| -> Vec<ArmPlan> {
            CROSS_ARMS
                .iter()
                .map(|&name| ArmPlan {
                    name,
                    first: Stage::matching(first),
                    double: double.map(|rule| Stage {
                        need: Need::Double,
                        rule,
                    }),
                    rest: Stage::matching(rest),
                })
                .collect()
        };
        let line = |west: Matching, east: Matching| -> Vec<ArmPlan> {
            [(ArmName::West, west), (ArmName::East, east)]
                .iter()
                .map(|&(name, rule)| ArmPlan {
                    name,
                    first: Stage::matching(rule),
                    double: None,
                    rest: Stage::matching(rule),
                })
                .collect()
        };
        // A triangle may use any three of the [0-0]'s four sides, so every side
        // starts out waiting for a matador; which side is left free is known
        // only once three are down (see `Game::fourth_side`).
        let triangle = |double: Option<Need>, rest: Matching| -> Vec<ArmPlan> {
            CROSS_ARMS
                .iter()
                .map(|&name| ArmPlan {
                    name,
                    first: Stage {
                        need: Need::Matador,
                        rule: M,
                    },
                    double: double.map(|need| Stage { need, rule: M }),
                    rest: Stage::matching(rest),
                })
                .collect()
        };
        let need_double = || {
            if tile.is_double() {
                Ok(())
            } else {
                Err(GameError::NeedsDouble)
            }
        };
        let not_blank = || {
            if tile == Tile::new(0, 0) {
                Err(GameError::NotOnDoubleBlank)
            } else {
                Ok(())
            }
        };
        let need_blank = || {
            if tile == Tile::new(0, 0) {
                Ok(())
            } else {
                Err(GameError::NeedsDoubleBlank)
            }
        };

        let mut condition = None;
        let mut then = None;
        let mut fourth_side = None;
        let (shape, arms) = match a.name {
            G::Ordinary => (Shape::Line, line(O, O)),
            G::Matador => (Shape::Line, line(M, M)),
            G::OrdinaryCross => (need_double().map(|()| Shape::Cross)?, cross(O, None, O)),
            G::OrdinaryDoubleCross => (need_double().map(|()| Shape::Cross)?, cross(O, Some(O), O)),
            G::MatadorCross => {
                need_double()?;
                not_blank()?;
                (Shape::Cross, cross(M, None, M))
            }
            G::MatadorDoubleCross => {
                need_double()?;
                not_blank()?;
                (Shape::Cross, cross(M, Some(M), M))
            }
            G::OrdinaryCrossThenMatador => {
                (need_double().map(|()| Shape::Cross)?, cross(O, None, M))
            }
            G::OrdinaryCrossThenMatadorDoubleCross => {
                (need_double().map(|()| Shape::Cross)?, cross(O, Some(M), M))
            }
            G::MatadorCrossThenOrdinary => {
                need_double()?;
                not_blank()?;
                (Shape::Cross, cross(M, None, O))
            }
            G::MatadorCrossThenOrdinaryDoubleCross => {
                need_double()?;
                not_blank()?;
                (Shape::Cross, cross(M, Some(O), O))
            }
            G::WithCondition(rule) => {
                let first = a.first.ok_or(GameError::NeedsCondition)?;
                condition = Some(line_condition(first, set)?);
                if let Some(after) = a.then {
                    if after == rule {
                        return Err(GameError::SameRuleAfter);
                    }
                    then = Some(after);
                }
                (Shape::Line, line(rule, rule))
            }
            G::Volapuk => {
                let side = a.ordinary_side.ok_or(GameError::NeedsOrdinarySide)?;
                let ordinary = line_arm(side, set)?;
                if let Some(first) = a.first {
                    if matches!(first, Announced::HereThenThere { .. }) {
                        return Err(GameError::OptionNotAllowed("first: here/there"));
                    }
                    condition = Some(line_condition(first, set)?);
                }
                let (west, east) = if ordinary == 0 { (O, M) } else { (M, O) };
                (Shape::Line, line(west, east))
            }
            G::VolapukCross | G::VolapukDoubleCross => {
                need_double()?;
                no(a.first.is_some(), "first")?;
                let axis = a.ordinary_axis.ok_or(GameError::NeedsOrdinaryArms)?;
                let double = matches!(a.name, G::VolapukDoubleCross);
                let arms = CROSS_ARMS
                    .iter()
                    .map(|&name| {
                        let rule = if axis.holds(name) { O } else { M };
                        ArmPlan {
                            name,
                            first: Stage::matching(rule),
                            double: double.then_some(Stage {
                                need: Need::Double,
                                rule,
                            }),
                            rest: Stage::matching(rule),
                        }
                    })
                    .collect();
                (Shape::Cross, arms)
            }
            G::Triangle => (need_blank().map(|()| Shape::Triangle)?, triangle(None, M)),
            G::TriangleDoubleCross => (
                need_blank().map(|()| Shape::Triangle)?,
                triangle(Some(Need::DoubleOnly), M),
            ),
            G::TriangleThenOrdinary => (need_blank().map(|()| Shape::Triangle)?, triangle(None, O)),
            G::TriangleThenOrdinaryCross => {
                // Game 16: once the triangle is down, the side left free takes a
                // blank end against the [0-0] and makes the cross.
                fourth_side = Some(Stage::matching(O));
                (need_blank().map(|()| Shape::Triangle)?, triangle(None, O))
            }
            G::MatadorThenOrdinaryCross | G::MatadorThenOrdinaryDoubleCross => {
                need_double()?;
                // "There" left unsaid is the arm across from here, as in game 11a.
                let (here, there) = match a.first {
                    Some(Announced::HereThenThere {
                        here: Side::Arm(here),
                        there: Some(Side::Arm(there)),
                    }) => (here, there),
                    Some(Announced::HereThenThere {
                        here: Side::Arm(here),
                        there: None,
                    }) => (here, here.opposite()),
                    _ => return Err(GameError::NeedsHereAndThere),
                };
                if here == there {
                    return Err(GameError::HereIsThere);
                }
                let double = matches!(a.name, G::MatadorThenOrdinaryDoubleCross);
                let arms: Vec<ArmPlan> = CROSS_ARMS
                    .iter()
                    .map(|&name| ArmPlan {
                        name,
                        first: Stage::matching(if name == here || name == there { M } else { O }),
                        double: double.then_some(Stage {
                            need: Need::Double,
                            rule: O,
                        }),
                        rest: Stage::matching(O),
                    })
                    .collect();
                let index = |arm: ArmName| CROSS_ARMS.iter().position(|&n| n == arm).unwrap_or(0);
                condition = Some(Condition {
                    steps: vec![(index(here), 1), (index(there), 1)],
                    kind: ConditionKind::HereThenThere,
                });
                (Shape::Cross, arms)
            }
        };
        Ok(Game {
            announcement: a,
            set,
            shape,
            arms,
            condition,
            then,
            fourth_side,
        })
    }

    /// The book's number of the game.
    #[must_use]
    pub fn number(&self) -> u8 {
        self.announcement.name.number()
    }
}

/// The index (0 west, 1 east) of the line arm an announcement names.
fn line_arm(side: Side, set: (u8, u8)) -> Result<usize, GameError> {
    match side {
        Side::Arm(ArmName::West) => Ok(0),
        Side::Arm(ArmName::East) => Ok(1),
        Side::Arm(_) => Err(GameError::NoSuchSide(side)),
        Side::Pip(pip) if set.0 != set.1 && pip == set.0 => Ok(0),
        Side::Pip(pip) if set.0 != set.1 && pip == set.1 => Ok(1),
        Side::Pip(_) => Err(GameError::NoSuchSide(side)),
    }
}

fn line_condition(first: Announced, set: (u8, u8)) -> Result<Condition, GameError> {
    match first {
        Announced::HereThenThere { here, there } => {
            let here = line_arm(here, set)?;
            if let Some(there) = there
                && line_arm(there, set)? == here
            {
                return Err(GameError::HereIsThere);
            }
            Ok(Condition {
                steps: vec![(here, 1), (1 - here, 1)],
                kind: ConditionKind::HereThenThere,
            })
        }
        Announced::TilesFirst { side, tiles } => {
            if !(1..=4).contains(&tiles) {
                return Err(GameError::TilesOutOfRange(tiles));
            }
            let arm = line_arm(side, set)?;
            Ok(Condition {
                steps: vec![(arm, usize::from(tiles))],
                kind: ConditionKind::TilesFirst(tiles),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_from_1_to_17_has_a_name() {
        let mut numbers: Vec<u8> = GAME_NAMES.iter().map(|(name, _)| name.number()).collect();
        numbers.dedup();
        assert_eq!(numbers, (1..=17).collect::<Vec<_>>());
        for (name, word) in GAME_NAMES {
            assert_eq!(GameName::parse(word), Some(*name));
            assert_eq!(name.word(), *word);
        }
        assert_eq!(GameName::parse("volapük"), Some(GameName::Volapuk));
    }

    #[test]
    fn the_games_list_has_the_17_games_in_order() {
        let list = games_list();
        let numbered: Vec<u8> = list
            .lines()
            .filter_map(|line| line.split_once(". "))
            .filter_map(|(number, _)| number.parse().ok())
            .collect();
        assert_eq!(numbered, (1..=17).collect::<Vec<u8>>());
        assert_eq!(list.lines().count(), 17, "{list}");
        for line in list.lines() {
            let (number, rest) = line.split_once(". ").expect("numbered");
            let number: u8 = number.parse().expect("a number");
            // Every name on the line reads back as a game with that number.
            let (head, description) = rest.split_once(" — ").expect("a description");
            assert!(!description.is_empty(), "{line}");
            let names = head.split(" [").next().unwrap_or(head);
            for word in names.split(", ") {
                assert_eq!(
                    GameName::parse(word).map(GameName::number),
                    Some(number),
                    "{word:?} on {line:?}"
                );
            }
            // Options appear exactly on the games that have them.
            let has = |option: &str| line.contains(&format!("{option}:"));
            assert_eq!(has("first"), matches!(number, 11 | 12 | 17), "{line}");
            assert_eq!(has("then"), number == 11, "{line}");
            assert_eq!(has("matching"), number == 11, "{line}");
            assert_eq!(has("ordinary"), number == 12, "{line}");
            assert_eq!(has("layout"), matches!(number, 12 | 17), "{line}");
        }
        // Every transcript spelling is listed.
        for (_, word) in GAME_NAMES {
            assert!(list.contains(word), "{word}");
        }
    }

    #[test]
    fn announcements_that_do_not_suit_the_set_tile() {
        use GameName as G;
        let cases: &[(GameName, (u8, u8), Option<GameError>)] = &[
            (G::Ordinary, (5, 3), None),
            (G::OrdinaryCross, (5, 3), Some(GameError::NeedsDouble)),
            (G::OrdinaryCross, (5, 5), None),
            (G::MatadorCross, (0, 0), Some(GameError::NotOnDoubleBlank)),
            (G::MatadorCross, (4, 4), None),
            (
                G::MatadorCrossThenOrdinaryDoubleCross,
                (0, 0),
                Some(GameError::NotOnDoubleBlank),
            ),
            (G::OrdinaryCrossThenMatador, (0, 0), None),
            (G::Triangle, (4, 4), Some(GameError::NeedsDoubleBlank)),
            (G::TriangleThenOrdinaryCross, (0, 0), None),
            (
                G::WithCondition(Matching::Ordinary),
                (5, 3),
                Some(GameError::NeedsCondition),
            ),
            (G::Volapuk, (6, 1), Some(GameError::NeedsOrdinarySide)),
            (G::VolapukCross, (6, 1), Some(GameError::NeedsDouble)),
            (
                G::MatadorThenOrdinaryCross,
                (3, 3),
                Some(GameError::NeedsHereAndThere),
            ),
        ];
        for (name, set, expected) in cases {
            let result = Game::new(Announcement::plain(*name), *set);
            assert_eq!(result.err(), *expected, "{name} on {set:?}");
        }
    }

    #[test]
    fn game_17_there_left_out_is_the_arm_across_from_here() {
        let announce = |here: ArmName, there: Option<ArmName>| Announcement {
            first: Some(Announced::HereThenThere {
                here: Side::Arm(here),
                there: there.map(Side::Arm),
            }),
            ..Announcement::plain(GameName::MatadorThenOrdinaryCross)
        };
        let steps = |a: Announcement| {
            Game::new(a, (3, 3))
                .ok()
                .and_then(|g| g.condition)
                .map(|c| c.steps)
        };
        // Arms in plan order: north 0, east 1, south 2, west 3.
        let cases = [
            (ArmName::North, None, Some(vec![(0, 1), (2, 1)])),
            (ArmName::East, None, Some(vec![(1, 1), (3, 1)])),
            (ArmName::West, None, Some(vec![(3, 1), (1, 1)])),
            (
                ArmName::North,
                Some(ArmName::East),
                Some(vec![(0, 1), (1, 1)]),
            ),
            (ArmName::North, Some(ArmName::North), None),
        ];
        for (here, there, expected) in cases {
            assert_eq!(steps(announce(here, there)), expected, "{here} {there:?}");
        }
        assert_eq!(
            Game::new(
                Announcement::plain(GameName::MatadorThenOrdinaryCross),
                (3, 3)
            )
            .err(),
            Some(GameError::NeedsHereAndThere)
        );
    }

    #[test]
    fn volapuk_has_no_change_of_rule() {
        // Volapük keeps each side's rule for the whole hand: a `then` is refused,
        // not ignored.
        let announcement = Announcement {
            ordinary_side: Some(Side::Pip(6)),
            then: Some(Matching::Ordinary),
            ..Announcement::plain(GameName::Volapuk)
        };
        assert_eq!(
            Game::new(announcement, (6, 1)).err(),
            Some(GameError::OptionNotAllowed("then"))
        );
        let without = Announcement {
            then: None,
            ..announcement
        };
        assert!(Game::new(without, (6, 1)).is_ok());
    }

    #[test]
    fn conditions_name_real_sides() {
        let with = |first| Announcement {
            first: Some(first),
            ..Announcement::plain(GameName::WithCondition(Matching::Ordinary))
        };
        let here = |pip| Announced::HereThenThere {
            here: Side::Pip(pip),
            there: None,
        };
        let tiles = |pip, tiles| Announced::TilesFirst {
            side: Side::Pip(pip),
            tiles,
        };
        assert!(Game::new(with(here(5)), (5, 3)).is_ok());
        assert_eq!(
            Game::new(with(here(4)), (5, 3)).err(),
            Some(GameError::NoSuchSide(Side::Pip(4)))
        );
        // On a double the pips cannot tell the sides apart.
        assert_eq!(
            Game::new(with(here(4)), (4, 4)).err(),
            Some(GameError::NoSuchSide(Side::Pip(4)))
        );
        assert!(
            Game::new(
                with(Announced::HereThenThere {
                    here: Side::Arm(ArmName::West),
                    there: None
                }),
                (4, 4)
            )
            .is_ok()
        );
        assert_eq!(
            Game::new(with(tiles(2, 5)), (4, 2)).err(),
            Some(GameError::TilesOutOfRange(5))
        );
        let game = Game::new(with(tiles(2, 3)), (4, 2)).expect("valid");
        assert_eq!(game.condition.map(|c| c.steps), Some(vec![(1, 3)]));
    }
}
