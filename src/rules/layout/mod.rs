//! The layout on the table: its arms, their open ends, and where a tile may go.
//!
//! The layout follows the plan of the announced [`Game`]: the shape decides
//! whether arms wait for one another (a cross is complete before any arm grows),
//! each arm's plan decides what its next tile must be, and the condition decides
//! which arm takes the next regular play. One function, [`Layout::check`], judges a
//! single placement and says why it is refused. [`Layout::placements`] lists the
//! legal ones: at once by that check; in a regular turn from what each arm takes,
//! a set of ways to lay a tile worked out whenever a tile is laid, by the same
//! steps and the same matching rule (`fits`), so that a turn's legal moves cost no
//! check at all. The property tests hold the two to agreement at every position.

use std::fmt;

use smallvec::SmallVec;

use crate::rules::game::{ArmName, Game, Matching, Need, Shape, Stage};
use crate::rules::tile::{Laid, TILE_COUNT, Tile, TileSet};

/// One arm as it lies now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arm {
    /// The number showing at the arm's open end.
    pub open: u8,
    /// How many tiles lie on the arm (the set tile not counted).
    pub laid: usize,
    /// The tile the next one will touch: the arm's last tile, or the set tile.
    pub last: Tile,
}

/// Whether a tile is played in turn, or at once on the set tile before the turns start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Timing {
    /// A regular turn.
    Turn,
    /// A double played on the set tile straight after the announcement.
    Immediate,
}

/// Where a tile goes: the arm and which end touches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    /// Index of the arm in the game's plan.
    pub arm: usize,
    /// The tile, touching end first.
    pub laid: Laid,
}

/// Where the transcript says a tile went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum At {
    /// The open end showing this number.
    Pip(u8),
    /// The arm with this name.
    Arm(ArmName),
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Pip(pip) => write!(f, "the open {pip}"),
            At::Arm(arm) => write!(f, "the {arm} arm"),
        }
    }
}

/// Why a tile may not go where it was put.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Misfit {
    /// The touching end does not match the open end by the arm's rule.
    NoMatch {
        /// The open end.
        open: u8,
        /// The rule in force on the arm.
        rule: Matching,
    },
    /// A double cross arm takes its compulsory double (or, under matador rules, a matador) next.
    NeedsDouble {
        /// The open end.
        open: u8,
        /// The rule the double follows.
        rule: Matching,
        /// Whether a matador would also do.
        matador_ok: bool,
    },
    /// The triangle's sides are the three matadors.
    NeedsMatador,
    /// No arm grows before the cross (or triangle) is complete.
    CrossIncomplete,
    /// Game 16's fourth side opens once the triangle is down.
    TriangleIncomplete,
    /// Games 13-15: the triangle has three sides; the one left free stays empty.
    FourthSideClosed,
    /// The condition sends the play to another side first.
    Condition {
        /// Where play must go.
        arm: ArmName,
        /// How many tiles that side must hold.
        needed: usize,
        /// How many it holds.
        laid: usize,
    },
    /// A double played at once must lie against the set tile.
    NotOnSetTile,
    /// Only a double may be played at once on the set tile.
    NotADouble,
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misfit::NoMatch {
                open,
                rule: Matching::Ordinary,
            } => {
                write!(
                    f,
                    "the open end is {open}, and ordinary matching needs a {open} against it"
                )
            }
            Misfit::NoMatch {
                open,
                rule: Matching::Matador,
            } => {
                if *open == 0 {
                    f.write_str("the open end is a blank, and under matador matching only a matador goes on a blank")
                } else {
                    write!(
                        f,
                        "the open end is {open}, and matador matching needs a {} against it, or a matador",
                        7 - open
                    )
                }
            }
            Misfit::NeedsDouble {
                open,
                rule: Matching::Ordinary,
                ..
            } => {
                write!(
                    f,
                    "this arm of the double cross takes the [{open}-{open}] next"
                )
            }
            Misfit::NeedsDouble {
                open,
                rule: Matching::Matador,
                matador_ok,
            } => {
                // No double adds up to 7 with a blank, so a blank arm takes
                // only a matador, or nothing at all where matadors do not count.
                match (*open, *matador_ok) {
                    (0, true) => f.write_str(
                        "this arm of the double cross shows a blank, and takes only a matador next",
                    ),
                    (0, false) => f.write_str(
                        "this arm of the double cross shows a blank, and no double adds up to 7 with it",
                    ),
                    (_, true) => write!(
                        f,
                        "this arm of the double cross takes the [{0}-{0}] or a matador next",
                        7 - open
                    ),
                    (_, false) => write!(
                        f,
                        "this arm of the double cross takes the [{0}-{0}] next",
                        7 - open
                    ),
                }
            }
            Misfit::NeedsMatador => f.write_str(
                "the sides of the triangle are the three matadors [6-1], [5-2] and [4-3]",
            ),
            Misfit::CrossIncomplete => {
                f.write_str("no arm grows until every arm has its first tile")
            }
            Misfit::TriangleIncomplete => {
                f.write_str("the fourth side opens only once the three matadors are down")
            }
            Misfit::FourthSideClosed => f.write_str(
                "the triangle has its three sides, and the side left free takes no tile",
            ),
            Misfit::Condition { arm, needed, laid } => {
                write!(
                    f,
                    "the announced condition wants {needed} tile(s) on the {arm} side first, and it holds {laid}"
                )
            }
            Misfit::NotOnSetTile => {
                f.write_str("a double played at once goes against the set tile")
            }
            Misfit::NotADouble => {
                f.write_str("only a double may be played at once on the set tile")
            }
        }
    }
}

/// How the transcript's placement of a tile resolves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Resolution {
    /// A legal placement.
    Legal(Placement),
    /// The tile fits nowhere the transcript allows; where it lay, if the
    /// transcript says so unambiguously.
    Illegal {
        /// Why it does not fit (at the place it went, or at the first place tried).
        misfit: Misfit,
        /// Where it lay, touching end as written.
        placement: Option<Placement>,
    },
    /// The tile fits in more than one place with different consequences; `at` must say which.
    Ambiguous(Vec<Placement>),
    /// `at` names no open end or arm of this layout.
    NowhereNamed,
}

/// The layout of one hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    game: Game,
    arms: SmallVec<[Arm; 4]>,
    tiles: TileSet,
    trail: Trail,
    progress: Progress,
}

/// What the number of tiles on each arm decides, worked out each time a tile
/// is laid rather than at every check of a placement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Progress {
    /// The condition's step still to be played: its arm, and how many tiles
    /// that arm must hold.
    pending: Option<(usize, usize)>,
    /// How many arms hold a tile.
    arms_down: usize,
    /// What each arm takes in a regular turn: a [`LaidSet`] of the ways to lay
    /// a tile against it.
    turn: [LaidSet; 4],
}

/// A set of ways to lay a tile, touching end first: bit `7 * touching + open`.
type LaidSet = u64;

const fn laid_bit(laid: Laid) -> LaidSet {
    1 << (7 * laid.touching as u32 + laid.open as u32)
}

/// Whether `laid` is what a tile at stage `need` must be against the open end
/// `open` under `rule`: the last step of every check of a placement.
const fn fits(need: Need, rule: Matching, open: u8, laid: Laid) -> bool {
    let tile = laid.tile();
    let matador_rule = matches!(rule, Matching::Matador);
    let matches = if matador_rule {
        laid.touching + open == 7
    } else {
        laid.touching == open
    };
    match need {
        Need::Match => matches || (matador_rule && tile.is_matador()),
        Need::Double => (tile.is_double() && matches) || (matador_rule && tile.is_matador()),
        Need::DoubleOnly => tile.is_double() && matches,
        Need::Matador => tile.is_matador(),
    }
}

const NEEDS: [Need; 4] = [Need::Match, Need::Double, Need::DoubleOnly, Need::Matador];
const RULES: [Matching; 2] = [Matching::Ordinary, Matching::Matador];

const fn need_index(need: Need) -> usize {
    match need {
        Need::Match => 0,
        Need::Double => 1,
        Need::DoubleOnly => 2,
        Need::Matador => 3,
    }
}

const fn rule_index(rule: Matching) -> usize {
    match rule {
        Matching::Ordinary => 0,
        Matching::Matador => 1,
    }
}

/// Every way to lay a tile that [`fits`], by need, rule and open end, worked out
/// once when the program is built.
const FITTING: [[[LaidSet; 7]; 2]; 4] = {
    let mut table = [[[0; 7]; 2]; 4];
    let mut n = 0;
    while n < 4 {
        let mut r = 0;
        while r < 2 {
            let mut open = 0;
            while open < 7 {
                let mut touching = 0;
                while touching < 7 {
                    let mut other = 0;
                    while other < 7 {
                        let laid = Laid {
                            touching,
                            open: other,
                        };
                        if fits(NEEDS[n], RULES[r], open, laid) {
                            table[need_index(NEEDS[n])][rule_index(RULES[r])][open as usize] |=
                                laid_bit(laid);
                        }
                        other += 1;
                    }
                    touching += 1;
                }
                open += 1;
            }
            r += 1;
        }
        n += 1;
    }
    table
};

/// Game 16's ways to lay a tile with a blank end touching that is no matador:
/// early for the fourth side while the triangle is incomplete.
const BLANK_TOUCHING_NO_MATADOR: LaidSet = {
    let mut set = 0;
    let mut other = 0;
    while other < 7 {
        let laid = Laid {
            touching: 0,
            open: other,
        };
        if !laid.tile().is_matador() {
            set |= laid_bit(laid);
        }
        other += 1;
    }
    set
};

/// Every tile laid after the set tile, in the order laid, with its arm: what a
/// drawing of the layout needs. A fixed array rather than a `Vec`, so that
/// copying the table before an offending play (to restore it on a takeback)
/// stays cheap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Trail {
    arm: [u8; TILE_COUNT],
    laid: [Laid; TILE_COUNT],
    len: usize,
}

impl Trail {
    const EMPTY: Trail = Trail {
        arm: [0; TILE_COUNT],
        laid: [Laid {
            touching: 0,
            open: 0,
        }; TILE_COUNT],
        len: 0,
    };

    fn push(&mut self, placement: Placement) {
        // A set holds 28 tiles, the set tile among them: the trail never fills.
        if self.len < TILE_COUNT {
            self.arm[self.len] = u8::try_from(placement.arm).unwrap_or(u8::MAX);
            self.laid[self.len] = placement.laid;
            self.len += 1;
        }
    }
}

impl Layout {
    /// A layout holding only the set tile, following `game`.
    #[must_use]
    pub fn new(game: Game) -> Layout {
        let (a, b) = game.set;
        let set = Tile::new(a, b);
        let arms = game
            .arms
            .iter()
            .enumerate()
            .map(|(i, _)| Arm {
                open: if game.shape == Shape::Line && i == 1 {
                    b
                } else {
                    a
                },
                laid: 0,
                last: set,
            })
            .collect();
        let mut tiles = TileSet::EMPTY;
        tiles.insert(set);
        let mut layout = Layout {
            game,
            arms,
            tiles,
            trail: Trail::EMPTY,
            progress: Progress {
                pending: None,
                arms_down: 0,
                turn: [0; 4],
            },
        };
        layout.refresh();
        layout
    }

    /// The game this layout follows.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The arms as they lie.
    #[must_use]
    pub fn arms(&self) -> &[Arm] {
        &self.arms
    }

    /// The tiles on `arm`, from the set tile outward, each touching end first.
    pub fn arm_tiles(&self, arm: usize) -> impl Iterator<Item = Laid> + '_ {
        let trail = &self.trail;
        (0..trail.len)
            .filter(move |&i| usize::from(trail.arm[i]) == arm)
            .map(move |i| trail.laid[i])
    }

    /// Every tile on the table, the set tile included.
    #[must_use]
    pub fn tiles(&self) -> TileSet {
        self.tiles
    }

    /// Whether the announced condition has been met (true when there is none).
    #[must_use]
    pub fn condition_met(&self) -> bool {
        self.pending_step().is_none()
    }

    fn pending_step(&self) -> Option<(usize, usize)> {
        self.progress.pending
    }

    fn progress_now(&self) -> Progress {
        let pending = self.game.condition.as_ref().and_then(|condition| {
            let mut needed_on = [0usize; 4];
            condition.steps.iter().find_map(|&(arm, count)| {
                needed_on[arm] += count;
                (self.arms[arm].laid < needed_on[arm]).then_some((arm, needed_on[arm]))
            })
        });
        Progress {
            pending,
            arms_down: self.arms.iter().filter(|arm| arm.laid > 0).count(),
            turn: [0; 4],
        }
    }

    /// Works out [`Progress`] anew after a tile is laid: the counts first, then
    /// what each arm takes, which depends on them.
    fn refresh(&mut self) {
        self.progress = self.progress_now();
        let mut turn = [0; 4];
        for (arm, takes) in turn.iter_mut().enumerate().take(self.arms.len()) {
            *takes = self.takes_in_turn(arm);
        }
        self.progress.turn = turn;
    }

    /// Every way to lay a tile on `arm` in a regular turn: [`Layout::check`]'s
    /// steps for [`Timing::Turn`], for all tiles at once.
    fn takes_in_turn(&self, index: usize) -> LaidSet {
        let arm = &self.arms[index];
        let mut takes = LaidSet::MAX;
        if self.game.shape == Shape::Triangle
            && arm.laid == 0
            && self.game.fourth_side.is_some()
            && !self.triangle_complete()
        {
            takes &= !BLANK_TOUCHING_NO_MATADOR;
        }
        if arm.laid > 0 && self.game.shape != Shape::Line && !self.cross_complete() {
            return 0;
        }
        if self.pending_step().is_some_and(|(step, _)| step != index) {
            return 0;
        }
        let Some(stage) = self.stage(index) else {
            return 0;
        };
        let rule = self.rule_at(stage);
        takes & FITTING[need_index(stage.need)][rule_index(rule)][usize::from(arm.open)]
    }

    /// Whether every arm has its first tile, so that arms may grow: all four of a
    /// cross; a triangle's three sides (and, in game 16, the fourth side too).
    fn cross_complete(&self) -> bool {
        match self.game.shape {
            Shape::Triangle => {
                let wanted = if self.game.fourth_side.is_some() {
                    4
                } else {
                    3
                };
                self.sides_down() >= wanted
            }
            _ => self.progress.arms_down == self.arms.len(),
        }
    }

    /// How many sides of a triangle hold a tile.
    fn sides_down(&self) -> usize {
        self.progress.arms_down
    }

    fn triangle_complete(&self) -> bool {
        self.sides_down() >= 3
    }

    /// Whether `arm` is a triangle's side left free: empty, with the other three
    /// sides down.
    fn is_fourth_side(&self, arm: usize) -> bool {
        self.game.shape == Shape::Triangle && self.arms[arm].laid == 0 && self.triangle_complete()
    }

    /// What the next tile on `arm` must be, and by which rule; `None` for a
    /// triangle's side left free that takes nothing.
    fn stage(&self, arm: usize) -> Option<Stage> {
        if self.is_fourth_side(arm) {
            self.game.fourth_side
        } else {
            Some(self.game.arms[arm].stage(self.arms[arm].laid))
        }
    }

    /// Whether the announced condition lets a regular turn play on `arm` now
    /// (always, when there is no condition or it is met), whether or not a tile fits.
    ///
    /// A player who played a double at once waits at the first turn where this
    /// holds for the double's arm. Without a condition that is the player's next
    /// turn, even on a cross whose arms cannot grow yet: only a first-plays
    /// condition puts the wait off, as in the book's example of condition (b).
    #[must_use]
    pub fn open_to_turns(&self, arm: usize) -> bool {
        match self.pending_step() {
            Some((step, _)) => step == arm,
            None => true,
        }
    }

    /// The rule in force for the next tile on `arm`.
    #[must_use]
    pub fn rule(&self, arm: usize) -> Matching {
        match self.stage(arm) {
            Some(stage) => self.rule_at(stage),
            None => self.game.arms[arm].first.rule,
        }
    }

    /// The rule in force for a tile at `stage` of its arm.
    fn rule_at(&self, stage: Stage) -> Matching {
        match (stage.need, self.game.then) {
            (Need::Match, Some(after)) if self.condition_met() => after,
            _ => stage.rule,
        }
    }

    /// Judges one placement.
    ///
    /// # Errors
    /// The [`Misfit`] that forbids it.
    ///
    /// # Panics
    /// Panics if `placement.arm` is not an arm of this layout; placements come
    /// from [`Layout::placements`] or [`Layout::resolve`].
    pub fn check(&self, placement: Placement, timing: Timing) -> Result<(), Misfit> {
        let Placement { arm: index, laid } = placement;
        let arm = &self.arms[index];
        let tile = laid.tile();
        // A double played at once is judged first on what makes it one: it is a
        // double, and it lies against the set tile. Only then do the shape and
        // the matching rule have their say; the condition does not apply to it.
        if timing == Timing::Immediate {
            if !tile.is_double() {
                return Err(Misfit::NotADouble);
            }
            if arm.laid > 0 {
                return Err(Misfit::NotOnSetTile);
            }
        }
        // Game 16: a blank end against the [0-0] before the three matadors are
        // down is early for the fourth side (which side that is, the table decides
        // by where it lays its matadors).
        if self.game.shape == Shape::Triangle
            && arm.laid == 0
            && self.game.fourth_side.is_some()
            && !self.triangle_complete()
            && !tile.is_matador()
            && laid.touching == 0
        {
            return Err(Misfit::TriangleIncomplete);
        }
        if arm.laid > 0 && self.game.shape != Shape::Line && !self.cross_complete() {
            return Err(Misfit::CrossIncomplete);
        }
        if timing == Timing::Turn
            && let Some((step, needed)) = self.pending_step()
            && step != index
        {
            return Err(Misfit::Condition {
                arm: self.game.arms[step].name,
                needed,
                laid: self.arms[step].laid,
            });
        }
        let Some(stage) = self.stage(index) else {
            return Err(Misfit::FourthSideClosed);
        };
        let rule = self.rule_at(stage);
        let open = arm.open;
        if fits(stage.need, rule, open, laid) {
            return Ok(());
        }
        Err(match stage.need {
            Need::Match => Misfit::NoMatch { open, rule },
            Need::Double => Misfit::NeedsDouble {
                open,
                rule,
                matador_ok: rule == Matching::Matador,
            },
            Need::DoubleOnly => Misfit::NeedsDouble {
                open,
                rule,
                matador_ok: false,
            },
            Need::Matador => Misfit::NeedsMatador,
        })
    }

    /// Every legal placement of `tile` at `timing`, each arm in plan order, the
    /// tile's higher end touching first.
    pub fn placements(&self, tile: Tile, timing: Timing) -> impl Iterator<Item = Placement> + '_ {
        let ways = if tile.is_double() { 1 } else { 2 };
        (0..self.arms.len())
            .flat_map(move |arm| {
                let laid = Laid {
                    touching: tile.high(),
                    open: tile.low(),
                };
                [laid, laid.turned()]
                    .into_iter()
                    .take(ways)
                    .map(move |laid| Placement { arm, laid })
            })
            .filter(move |&placement| self.allows(placement, timing))
    }

    /// Whether `placement` is legal at `timing`: in a regular turn, by what the
    /// arm takes; at once, by the check.
    fn allows(&self, placement: Placement, timing: Timing) -> bool {
        match timing {
            Timing::Turn => self.progress.turn[placement.arm] & laid_bit(placement.laid) != 0,
            Timing::Immediate => self.check(placement, timing).is_ok(),
        }
    }

    /// The tiles of `tiles` that have a legal placement in a regular turn.
    #[must_use]
    pub fn playable(&self, tiles: TileSet) -> TileSet {
        let takes = self.progress.turn.iter().fold(0, |all, arm| all | arm);
        tiles
            .iter()
            .filter(|tile| {
                let laid = Laid {
                    touching: tile.high(),
                    open: tile.low(),
                };
                takes & (laid_bit(laid) | laid_bit(laid.turned())) != 0
            })
            .collect()
    }

    /// Whether any tile of `hand` can be played in a regular turn.
    #[must_use]
    pub fn can_play(&self, hand: TileSet) -> bool {
        !self.playable(hand).is_empty()
    }

    /// Lays a tile, legal or not (a tile the table let stand stays where it was put).
    ///
    /// # Panics
    /// Panics if `placement.arm` is not an arm of this layout.
    pub fn place(&mut self, placement: Placement) {
        let arm = &mut self.arms[placement.arm];
        arm.open = placement.laid.open;
        arm.laid += 1;
        arm.last = placement.laid.tile();
        self.tiles.insert(placement.laid.tile());
        self.trail.push(placement);
        self.refresh();
    }

    /// Two empty arms that nothing tells apart: a tile goes on either with the same consequences.
    fn interchangeable(&self, a: usize, b: usize) -> bool {
        let in_condition = |arm: usize| {
            self.game
                .condition
                .as_ref()
                .is_some_and(|c| c.steps.iter().any(|&(s, _)| s == arm))
        };
        let (pa, pb) = (&self.game.arms[a], &self.game.arms[b]);
        let (xa, xb) = (&self.arms[a], &self.arms[b]);
        xa.laid == 0
            && xb.laid == 0
            && xa.open == xb.open
            && (pa.first, pa.double, pa.rest) == (pb.first, pb.double, pb.rest)
            && self.stage(a) == self.stage(b)
            && in_condition(a) == in_condition(b)
    }

    /// Resolves where a tile went from how the transcript writes it (touching end
    /// first) and its optional `at`.
    ///
    /// A tile that is legal nowhere allowed is judged where it came closest: on
    /// an arm whose open end it matches, if there is one.
    ///
    /// The written order decides first: where the tile fits with its first written
    /// end touching, it goes there; only where it fits nowhere that way is it turned
    /// round (a tile written backwards). Where it still fits on several arms, `at`
    /// must choose, unless the arms are still empty and alike, when the first in
    /// plan order is taken.
    ///
    /// # Panics
    /// Panics if an end of `written` is above 6; the transcript's tiles are read
    /// with [`Tile::parse`], which refuses them.
    #[must_use]
    pub fn resolve(&self, written: (u8, u8), at: Option<At>, timing: Timing) -> Resolution {
        self.resolve_with(written, at, timing, true)
    }

    /// Resolves a tile exactly as written, touching end first, never turned
    /// round: how a tile the table had taken back lay on the table.
    ///
    /// # Panics
    /// As [`Layout::resolve`].
    #[must_use]
    pub fn resolve_as_written(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
    ) -> Resolution {
        self.resolve_with(written, at, timing, false)
    }

    fn resolve_with(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
        may_turn: bool,
    ) -> Resolution {
        // At most one placement per arm, and a layout has at most four arms:
        // the lists stay on the stack.
        let candidates: SmallVec<[usize; 4]> = (0..self.arms.len())
            .filter(|&i| match at {
                None => true,
                Some(At::Pip(pip)) => self.arms[i].open == pip && self.open_for_pip(i),
                Some(At::Arm(name)) => self.game.arms[i].name == name,
            })
            .collect();
        if candidates.is_empty() {
            return Resolution::NowhereNamed;
        }
        let as_written = Laid {
            touching: written.0,
            open: written.1,
        };
        let turned_too = written.0 != written.1 && may_turn;
        let mut legal: SmallVec<[Placement; 4]> = candidates
            .iter()
            .filter_map(|&arm| {
                let fits = |laid| self.allows(Placement { arm, laid }, timing);
                // Where both ways round fit, the written order decides.
                if fits(as_written) {
                    Some(as_written)
                } else if turned_too && fits(as_written.turned()) {
                    Some(as_written.turned())
                } else {
                    None
                }
                .map(|laid| Placement { arm, laid })
            })
            .collect();
        // The touching end is written first: where some placements match the written
        // order, only those are meant; the tile is turned round only where the
        // written order fits nowhere.
        if legal.iter().any(|p| p.laid == as_written) {
            legal.retain(|p| p.laid == as_written);
        }
        match legal.as_slice() {
            [one] => Resolution::Legal(*one),
            [] => {
                let placement = match candidates.as_slice() {
                    [arm] => Some(Placement {
                        arm: *arm,
                        laid: as_written,
                    }),
                    _ => None,
                };
                // Judge the tile where it came closest to fitting: against an open
                // end its touching end matches, the misfit is the rule that still
                // stands in the way (the condition, the unfinished cross, a
                // compulsory double). Failing that, where it was put as written.
                let near_miss = candidates
                    .iter()
                    .flat_map(|&arm| {
                        [as_written, as_written.turned()].map(|laid| Placement { arm, laid })
                    })
                    .filter(|p| may_turn || p.laid == as_written)
                    .find(|&p| self.touches(p));
                let probe = near_miss.or(placement).unwrap_or(Placement {
                    arm: candidates[0],
                    laid: as_written,
                });
                let misfit = self.check(probe, timing).err().unwrap_or(Misfit::NoMatch {
                    open: self.arms[probe.arm].open,
                    rule: self.rule(probe.arm),
                });
                Resolution::Illegal { misfit, placement }
            }
            [first, rest @ ..] => {
                if rest.iter().all(|p| self.interchangeable(first.arm, p.arm)) {
                    Resolution::Legal(*first)
                } else {
                    Resolution::Ambiguous(legal.to_vec())
                }
            }
        }
    }

    /// Whether the touching end agrees with the arm's open end by the arm's rule
    /// (a matador always does under matador matching), whatever else the arm
    /// asks of its next tile.
    fn touches(&self, placement: Placement) -> bool {
        let open = self.arms[placement.arm].open;
        let touching = placement.laid.touching;
        // Game 16: any empty side may turn out to be the fourth, which takes a blank end.
        if self.game.shape == Shape::Triangle
            && self.game.fourth_side.is_some()
            && self.arms[placement.arm].laid == 0
            && touching == 0
        {
            return true;
        }
        match self.rule(placement.arm) {
            Matching::Ordinary => touching == open,
            Matching::Matador => touching + open == 7 || placement.laid.tile().is_matador(),
        }
    }

    /// Whether an arm's open end is shown on the table (a triangle's side left
    /// free in games 13-15 has none).
    fn open_for_pip(&self, arm: usize) -> bool {
        self.stage(arm).is_some()
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.game.set;
        write!(f, "set [{a}-{b}]")?;
        for (plan, arm) in self.game.arms.iter().zip(&self.arms) {
            write!(f, ", {} {} ({} laid)", plan.name, arm.open, arm.laid)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::{Announcement, GameName};

    fn layout(name: GameName, set: (u8, u8)) -> Layout {
        Layout::new(Game::new(Announcement::plain(name), set).expect("valid game"))
    }

    fn count(layout: &Layout, tiles: &[(u8, u8)]) -> usize {
        tiles
            .iter()
            .map(|&(a, b)| layout.placements(Tile::new(a, b), Timing::Turn).count())
            .sum()
    }

    /// Plays `tile` as written, wherever it fits first; panics if it fits nowhere.
    fn play(layout: &mut Layout, a: u8, b: u8, at: Option<At>) {
        match layout.resolve((a, b), at, Timing::Turn) {
            Resolution::Legal(p) => layout.place(p),
            other => panic!("[{a}-{b}] at {at:?}: {other:?} on {layout}"),
        }
    }

    #[test]
    fn ordinary_line_placements() {
        // Set [5-3]: open ends 5 (west) and 3 (east).
        let layout = layout(GameName::Ordinary, (5, 3));
        // [5-1] fits the 5 only; [5-3] is taken; [3-5] would be the same tile.
        // [6-3] fits the 3; [5-5] the 5; [3-3] the 3; [2-4] nowhere.
        // Tile [5-3]-like with both ends open ([3-5] is the set itself) - use [1-2]: none.
        let cases = [
            ((5, 1), 1),
            ((6, 3), 1),
            ((5, 5), 1),
            ((3, 3), 1),
            ((2, 4), 0),
            ((1, 2), 0),
        ];
        for ((a, b), expected) in cases {
            assert_eq!(count(&layout, &[(a, b)]), expected, "[{a}-{b}]");
        }
    }

    #[test]
    fn matador_line_wild_tiles_and_the_blank() {
        // Set [6-0]: west open 6, east open 0.
        let mut layout = layout(GameName::Matador, (6, 0));
        // [1-2] fits the 6 with its 1 (1+6=7): one placement.
        // [6-1] is a matador: either way round on either end: 4 placements.
        // [0-0] is a matador too, but it is a double: one way round on each end: 2.
        // [2-3] fits neither 6 (needs 1) nor 0 (only matadors): 0.
        // [1-1] fits the 6: 1.
        let cases = [
            ((1, 2), 1),
            ((6, 1), 4),
            ((0, 0), 2),
            ((2, 3), 0),
            ((1, 1), 1),
        ];
        for ((a, b), expected) in cases {
            assert_eq!(count(&layout, &[(a, b)]), expected, "[{a}-{b}]");
        }
        // A blank end cannot touch: [0-1] goes on the 6 with its 1, the blank outward.
        play(&mut layout, 1, 0, Some(At::Pip(6)));
        assert_eq!(layout.arms()[0].open, 0);
        // Now both ends are blank: only matadors: [5-2] fits both ends both ways.
        assert_eq!(count(&layout, &[(5, 2), (1, 2), (3, 3)]), 4);
    }

    #[test]
    fn each_arm_keeps_its_tiles_in_the_order_laid() {
        // Ordinary cross on [4-4]: north [4-1], east [4-2], south [4-3], west [4-6],
        // then [1-5] on north: north holds [4-1] then [1-5], touching ends first.
        let mut layout = layout(GameName::OrdinaryCross, (4, 4));
        use ArmName::{East, North, South, West};
        play(&mut layout, 4, 1, Some(At::Arm(North)));
        play(&mut layout, 4, 2, Some(At::Arm(East)));
        play(&mut layout, 4, 3, Some(At::Arm(South)));
        play(&mut layout, 4, 6, Some(At::Arm(West)));
        play(&mut layout, 1, 5, None);
        let arm =
            |i: usize| -> Vec<String> { layout.arm_tiles(i).map(|l| l.to_string()).collect() };
        assert_eq!(arm(0), ["[4-1]", "[1-5]"]);
        assert_eq!(arm(1), ["[4-2]"]);
        assert_eq!(arm(2), ["[4-3]"]);
        assert_eq!(arm(3), ["[4-6]"]);
    }

    #[test]
    fn ordinary_double_cross_example_from_the_tactics() {
        // [5-5] set; cross [5-0], [5-2], [5-6] and the setter's [5-4]; then [2-2],
        // [2-1], [6-6] and the setter's [1-5]. The 0-arm needs [0-0], the 5-end needs
        // a five, the 4-arm needs [4-4], the 6-arm is free.
        let mut layout = layout(GameName::OrdinaryDoubleCross, (5, 5));
        use ArmName::{East, North, South, West};
        play(&mut layout, 5, 0, Some(At::Arm(North)));
        // The cross is not complete: nothing goes on the 0 yet.
        assert_eq!(
            layout.check(
                Placement {
                    arm: 0,
                    laid: Laid {
                        touching: 0,
                        open: 0
                    }
                },
                Timing::Turn
            ),
            Err(Misfit::CrossIncomplete)
        );
        play(&mut layout, 5, 2, Some(At::Arm(East)));
        play(&mut layout, 5, 6, Some(At::Arm(South)));
        play(&mut layout, 5, 4, None);
        play(&mut layout, 2, 2, None);
        play(&mut layout, 2, 1, None);
        play(&mut layout, 6, 6, None);
        play(&mut layout, 1, 5, None);
        let opens: Vec<u8> = layout.arms().iter().map(|a| a.open).collect();
        assert_eq!(opens, [0, 5, 6, 4]);
        // Arm by arm, what fits now: north only [0-0]; east any five; south any six; west only [4-4].
        assert_eq!(count(&layout, &[(0, 0)]), 1);
        assert_eq!(count(&layout, &[(0, 3), (3, 3), (4, 1)]), 0);
        assert_eq!(count(&layout, &[(4, 4)]), 1);
        assert_eq!(count(&layout, &[(5, 3)]), 1);
        assert_eq!(count(&layout, &[(6, 3)]), 1);
        assert!(matches!(
            layout.resolve((4, 3), Some(At::Arm(West)), Timing::Turn),
            Resolution::Illegal {
                misfit: Misfit::NeedsDouble {
                    open: 4,
                    rule: Matching::Ordinary,
                    ..
                },
                ..
            }
        ));
    }

    #[test]
    fn matador_cross_then_ordinary_double_cross_dead_arm() {
        // Game 10 on [4-4]: an arm begun with [3-3] needs another [3-3]: dead.
        let mut layout = layout(GameName::MatadorCrossThenOrdinaryDoubleCross, (4, 4));
        play(&mut layout, 3, 3, Some(At::Arm(ArmName::North)));
        play(&mut layout, 3, 1, Some(At::Arm(ArmName::East)));
        play(&mut layout, 6, 1, Some(At::Arm(ArmName::South)));
        play(&mut layout, 3, 5, Some(At::Arm(ArmName::West)));
        // North: needs [3-3], which lies on the table: nothing fits, ever.
        let north: usize = Tile::all()
            .filter(|t| !layout.tiles().contains(*t))
            .map(|t| {
                layout
                    .placements(t, Timing::Turn)
                    .filter(|p| p.arm == 0)
                    .count()
            })
            .sum();
        assert_eq!(north, 0);
        // East (open 1) takes only [1-1]; south (open 1) the same; west (open 5) only [5-5].
        assert_eq!(count(&layout, &[(1, 1)]), 2);
        assert_eq!(count(&layout, &[(5, 5)]), 1);
        assert_eq!(count(&layout, &[(1, 2), (5, 2)]), 0);
    }

    #[test]
    fn condition_first_three_on_the_two_side() {
        // Game 11b: [4-2], ordinary, three tiles on the 2-side first.
        use crate::rules::game::{Announced, Side};
        let announcement = Announcement {
            first: Some(Announced::TilesFirst {
                side: Side::Pip(2),
                tiles: 3,
            }),
            ..Announcement::plain(GameName::WithCondition(Matching::Ordinary))
        };
        let mut layout = Layout::new(Game::new(announcement, (4, 2)).expect("valid"));
        // An immediate [4-4] may go on the 4-side regardless.
        assert_eq!(
            layout.resolve((4, 4), None, Timing::Immediate),
            Resolution::Legal(Placement {
                arm: 0,
                laid: Laid {
                    touching: 4,
                    open: 4
                }
            })
        );
        layout.place(Placement {
            arm: 0,
            laid: Laid {
                touching: 4,
                open: 4,
            },
        });
        assert!(!layout.open_to_turns(0));
        play(&mut layout, 2, 6, None);
        // [4-6] fits the 4-side by its ends but the condition forbids it.
        assert!(matches!(
            layout.resolve((4, 6), Some(At::Pip(4)), Timing::Turn),
            Resolution::Illegal {
                misfit: Misfit::Condition {
                    needed: 3,
                    laid: 1,
                    ..
                },
                ..
            }
        ));
        play(&mut layout, 6, 3, None);
        play(&mut layout, 3, 0, None);
        assert!(layout.open_to_turns(0));
        play(&mut layout, 4, 6, Some(At::Pip(4)));
        play(&mut layout, 0, 0, None);
    }

    #[test]
    fn an_early_double_off_the_set_tile_is_told_so_on_a_cross() {
        // Matador cross on [4-4] with [3-1] on north: a double played at once on
        // north does not lie against the set tile. That is the reason to give, not
        // that the cross is incomplete (which it also is).
        let mut layout = layout(GameName::MatadorCross, (4, 4));
        play(&mut layout, 3, 1, Some(At::Arm(ArmName::North)));
        let on_north = |a| Placement {
            arm: 0,
            laid: Laid {
                touching: a,
                open: a,
            },
        };
        assert_eq!(
            layout.check(on_north(6), Timing::Immediate),
            Err(Misfit::NotOnSetTile)
        );
        assert_eq!(
            layout.check(on_north(6), Timing::Turn),
            Err(Misfit::CrossIncomplete)
        );
        // Against the set tile on an empty arm the double is fine (3+4=7).
        let on_east = Placement {
            arm: 1,
            laid: Laid {
                touching: 3,
                open: 3,
            },
        };
        assert_eq!(layout.check(on_east, Timing::Immediate), Ok(()));
    }

    #[test]
    fn a_tile_that_fits_nowhere_is_judged_where_its_end_matches() {
        // The tactics position of the ordinary double cross after the cross:
        // open 0, 2, 6, 4, each arm waiting for its double. [6-3] without `at` is
        // judged on south, whose 6 it matches and which wants the [6-6], not on
        // north, the first arm, which wants the [0-0].
        let mut cross = layout(GameName::OrdinaryDoubleCross, (5, 5));
        for (arm, open) in [
            (ArmName::North, 0),
            (ArmName::East, 2),
            (ArmName::South, 6),
            (ArmName::West, 4),
        ] {
            play(&mut cross, 5, open, Some(At::Arm(arm)));
        }
        for written in [(6, 3), (3, 6)] {
            assert_eq!(
                cross.resolve(written, None, Timing::Turn),
                Resolution::Illegal {
                    misfit: Misfit::NeedsDouble {
                        open: 6,
                        rule: Matching::Ordinary,
                        matador_ok: false
                    },
                    placement: None
                },
                "{written:?}"
            );
        }
        // A tile that matches no open end at all is judged on the first arm.
        assert_eq!(
            cross.resolve((1, 3), None, Timing::Turn),
            Resolution::Illegal {
                misfit: Misfit::NeedsDouble {
                    open: 0,
                    rule: Matching::Ordinary,
                    matador_ok: false
                },
                placement: None
            }
        );
        // Game 16 before the triangle is down: a blank tile is refused because
        // the fourth side is not open yet, not because it is no matador.
        let mut triangle = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
        play(&mut triangle, 6, 1, Some(At::Arm(ArmName::North)));
        assert!(matches!(
            triangle.resolve((0, 3), None, Timing::Turn),
            Resolution::Illegal {
                misfit: Misfit::TriangleIncomplete,
                ..
            }
        ));
    }

    #[test]
    fn game_16_lists_no_blank_tile_for_the_fourth_side_before_the_triangle_is_down() {
        // Set [0-0], one matador down on the north. A tile that is no matador
        // laid with its blank against the [0-0] would open the fourth side
        // early: no empty side takes [0-3], [0-2] or [0-4] in a turn, so a
        // hand of only those cannot play (a block against it is no false
        // block). The matadors still go on any empty side.
        let mut triangle = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
        play(&mut triangle, 6, 1, Some(At::Arm(ArmName::North)));
        assert_eq!(count(&triangle, &[(0, 3), (0, 2), (0, 4)]), 0);
        let blanks: TileSet = [(0, 3), (0, 2), (0, 4)]
            .iter()
            .map(|&(a, b)| Tile::new(a, b))
            .collect();
        assert!(!triangle.can_play(blanks));
        // [5-2] and [4-3] are matadors: each fits the three empty sides,
        // either way round (the end left open is the table's choice).
        assert_eq!(count(&triangle, &[(5, 2)]), 6);
        assert_eq!(count(&triangle, &[(4, 3)]), 6);
    }

    #[test]
    fn a_blank_double_cross_arm_asks_for_a_matador_in_plain_words() {
        // Under matador matching a blank arm of a double cross takes only a
        // matador, and the message says just that.
        let cases = [
            (
                Misfit::NeedsDouble {
                    open: 0,
                    rule: Matching::Matador,
                    matador_ok: true,
                },
                "this arm of the double cross shows a blank, and takes only a matador next",
            ),
            (
                Misfit::NeedsDouble {
                    open: 3,
                    rule: Matching::Matador,
                    matador_ok: true,
                },
                "this arm of the double cross takes the [4-4] or a matador next",
            ),
            (
                Misfit::NeedsDouble {
                    open: 6,
                    rule: Matching::Matador,
                    matador_ok: false,
                },
                "this arm of the double cross takes the [1-1] next",
            ),
            (
                Misfit::NeedsDouble {
                    open: 4,
                    rule: Matching::Ordinary,
                    matador_ok: false,
                },
                "this arm of the double cross takes the [4-4] next",
            ),
        ];
        for (misfit, text) in cases {
            assert_eq!(misfit.to_string(), text);
        }
    }

    #[test]
    fn an_early_double_on_a_cross_waits_at_the_next_turn() {
        // Matador cross on [4-4] with [3-3] played at once on north: the cross is
        // not complete, so north cannot grow, but no condition defers the wait.
        let mut cross = layout(GameName::MatadorCross, (4, 4));
        let early = Placement {
            arm: 0,
            laid: Laid {
                touching: 3,
                open: 3,
            },
        };
        assert_eq!(cross.check(early, Timing::Immediate), Ok(()));
        cross.place(early);
        assert!((0..4).all(|arm| cross.open_to_turns(arm)));
        // Game 17 with north then south by matador: a [4-4] at once on south
        // waits until north has its tile, like condition (b) on a line.
        use crate::rules::game::{Announced, Side};
        let announcement = Announcement {
            first: Some(Announced::HereThenThere {
                here: Side::Arm(ArmName::North),
                there: Some(Side::Arm(ArmName::South)),
            }),
            ..Announcement::plain(GameName::MatadorThenOrdinaryCross)
        };
        let mut game_17 = Layout::new(Game::new(announcement, (3, 3)).expect("valid"));
        match game_17.resolve((4, 4), Some(At::Arm(ArmName::South)), Timing::Immediate) {
            Resolution::Legal(p) => game_17.place(p),
            other => panic!("[4-4] at once on south: {other:?}"),
        }
        assert!(!game_17.open_to_turns(2));
        play(&mut game_17, 4, 1, Some(At::Arm(ArmName::North)));
        assert!(game_17.open_to_turns(2));
    }

    #[test]
    fn a_double_on_a_double_set_line_needs_no_side() {
        let mut layout = layout(GameName::Ordinary, (4, 4));
        assert_eq!(
            layout.resolve((4, 6), None, Timing::Turn),
            Resolution::Legal(Placement {
                arm: 0,
                laid: Laid {
                    touching: 4,
                    open: 6
                }
            })
        );
        play(&mut layout, 4, 6, None);
        // Now the two fours differ from the sixes; [4-1] has one place.
        assert!(matches!(
            layout.resolve((4, 1), None, Timing::Turn),
            Resolution::Legal(Placement { arm: 1, .. })
        ));
    }

    #[test]
    fn written_backwards_is_laid_the_only_way_it_fits() {
        let layout = layout(GameName::Ordinary, (5, 3));
        assert_eq!(
            layout.resolve((1, 5), None, Timing::Turn),
            Resolution::Legal(Placement {
                arm: 0,
                laid: Laid {
                    touching: 5,
                    open: 1
                }
            })
        );
    }

    #[test]
    fn the_written_order_says_which_end_touches() {
        // Set [5-3] ordinary; [3-6] on the east leaves open ends 5 and 6. Written
        // `6-5` the 6 touches: the east end; written `5-6`, the west end.
        let mut layout = layout(GameName::Ordinary, (5, 3));
        play(&mut layout, 3, 6, None);
        assert!(matches!(
            layout.resolve((6, 5), None, Timing::Turn),
            Resolution::Legal(Placement {
                arm: 1,
                laid: Laid {
                    touching: 6,
                    open: 5
                }
            })
        ));
        assert!(matches!(
            layout.resolve((5, 6), None, Timing::Turn),
            Resolution::Legal(Placement {
                arm: 0,
                laid: Laid {
                    touching: 5,
                    open: 6
                }
            })
        ));
    }

    #[test]
    fn ambiguous_when_arms_differ() {
        // Set [5-4] ordinary; [4-6] and [6-5] on the east leave a 5 at both ends,
        // next to different tiles: [5-2] written 5-2 fits either end the same way.
        let mut layout = layout(GameName::Ordinary, (5, 4));
        play(&mut layout, 4, 6, None);
        play(&mut layout, 6, 5, None);
        assert!(
            matches!(layout.resolve((5, 2), None, Timing::Turn), Resolution::Ambiguous(ref v) if v.len() == 2)
        );
        assert!(matches!(
            layout.resolve((5, 2), Some(At::Arm(ArmName::East)), Timing::Turn),
            Resolution::Legal(Placement { arm: 1, .. })
        ));
        assert_eq!(
            layout.resolve((5, 2), Some(At::Pip(2)), Timing::Turn),
            Resolution::NowhereNamed
        );
    }
}
