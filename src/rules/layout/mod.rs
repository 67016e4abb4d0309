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
//!
//! The layout and its check stand here; beside them `fitting` (what an arm
//! takes, as bit sets), `misfit` (why a placement is refused), `plain` (the
//! layouts of the games without options, made once), `progress` (how far the
//! layout has come, and what each arm takes, worked out as a tile is laid),
//! `resolve` (a written tile read into a placement) and the tests.

use std::fmt;

use crate::rules::game::{ArmName, CROSS_ARMS, Game, LINE_ARMS, Matching, Need, Shape, Stage};
use crate::rules::tile::{Laid, TILE_COUNT, Tile, TileSet};

mod fitting;
mod misfit;
mod plain;
mod progress;
mod resolve;
#[cfg(test)]
mod tests;

pub use misfit::Misfit;
pub use plain::PlainGame;
pub use resolve::Resolution;

use fitting::{DOUBLES, LaidSet, Takes, fits, fitting, laid_bit, row};
use progress::{Progress, Rows};

/// One arm as it lies now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arm {
    /// The number showing at the arm's open end.
    pub open: u8,
    /// How many tiles lie on the arm (the set tile not counted): at most the
    /// 27 a set holds besides the set tile.
    pub laid: u8,
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

/// The layout of one hand.
///
/// Its parts are held in bytes where a byte will do, so that the whole stays
/// within a few hundred bytes: a hand builds one and moves it into the table,
/// and the end of the hand moves it into the verdict.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    game: Game,
    /// The arms, in plan order; only the first `arm_count` are the game's.
    /// A fixed array rather than a list, since no game has more than four.
    arms: [Arm; 4],
    arm_count: usize,
    /// The arm each name stands for, as a bit by plan order, indexed by
    /// [`ArmName`] (no bit where the game has no arm of that name): a place
    /// the transcript names is read without a search.
    by_name: [u8; 4],
    rows: Rows,
    /// The counts of arms holding a tile at which an arm's first tile
    /// changes what other arms take, as bits: on a cross, all four arms
    /// down (the arms grow); on a triangle, its three sides down, and in
    /// game 16 the fourth side too; never on a line, whose arms always grow.
    turning_points: u8,
    tiles: TileSet,
    trail: Trail,
    progress: Progress,
}

/// Which arm each name stands for, as bits by [`ArmName`], for arms listed
/// in the order `arms`.
const fn by_name_of(arms: &[ArmName]) -> [u8; 4] {
    let mut by_name = [0; 4];
    let mut arm = 0;
    while arm < arms.len() {
        by_name[arms[arm] as usize] |= 1 << arm;
        arm += 1;
    }
    by_name
}

/// Which arm each name stands for on a line.
const LINE_BY_NAME: [u8; 4] = by_name_of(&LINE_ARMS);

/// Which arm each name stands for in every other game.
const CROSS_BY_NAME: [u8; 4] = by_name_of(&CROSS_ARMS);

/// The rule in force for a tile at `stage`, under the game's change of rule
/// `then` once the condition is `met`.
fn rule_for(stage: Stage, then: Option<Matching>, met: bool) -> Matching {
    match (stage.need, then) {
        (Need::Match, Some(after)) if met => after,
        _ => stage.rule,
    }
}

/// Every tile laid after the set tile, in the order laid, with its arm: what a
/// drawing of the layout needs. A fixed array rather than a `Vec`, so that
/// copying the table before an offending play (to restore it on a takeback)
/// stays cheap; each tile in one byte, its arm in the high two bits, then its
/// touching end and its open end in three bits each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Trail {
    laid: [u8; TILE_COUNT],
    len: u8,
}

impl Trail {
    const EMPTY: Trail = Trail {
        laid: [0; TILE_COUNT],
        len: 0,
    };

    fn push(&mut self, placement: Placement) {
        // A set holds 28 tiles, the set tile among them: the trail never fills.
        if let Some(slot) = self.laid.get_mut(usize::from(self.len)) {
            let Placement { arm, laid } = placement;
            // An arm's index is below four, an end below seven.
            *slot = ((arm as u8) << 6) | (laid.touching << 3) | laid.open;
            self.len += 1;
        }
    }

    /// The tiles laid, each with its arm.
    fn iter(&self) -> impl Iterator<Item = (usize, Laid)> + '_ {
        self.laid[..usize::from(self.len)].iter().map(|&byte| {
            let laid = Laid {
                touching: byte >> 3 & 7,
                open: byte & 7,
            };
            (usize::from(byte >> 6), laid)
        })
    }
}

/// The arms of a layout holding only the set tile `set`: each open on the
/// set tile's first end, but a line's second arm, which goes on from the
/// other.
#[inline(always)]
fn set_arms(shape: Shape, (a, b): (u8, u8)) -> [Arm; 4] {
    let mut arms = [Arm {
        open: a,
        laid: 0,
        last: Tile::new(a, b),
    }; 4];
    if shape == Shape::Line {
        arms[1].open = b;
    }
    arms
}

impl Layout {
    /// A layout holding only the set tile, following `game`.
    ///
    /// Always inlined, so that the layout is built where its caller keeps
    /// it rather than built apart and copied there.
    #[must_use]
    #[inline(always)]
    pub fn new(game: Game) -> Layout {
        let arms = set_arms(game.shape, game.set);
        let arm_count = game.arms.len();
        // Read from the order in which a plan lists a game's arms, rather
        // than worked out arm by arm.
        let by_name = match game.shape {
            Shape::Line => LINE_BY_NAME,
            Shape::Cross | Shape::Triangle => CROSS_BY_NAME,
        };
        debug_assert!(
            game.arms
                .iter()
                .map(|plan| plan.name)
                .eq(if game.shape == Shape::Line {
                    &LINE_ARMS[..]
                } else {
                    &CROSS_ARMS[..]
                }
                .iter()
                .copied()),
            "a plan lists its arms in the game's order"
        );
        let rows = Rows::new(&game);
        let mut tiles = TileSet::EMPTY;
        tiles.insert(arms[0].last);
        let progress = Progress::first(&game, &rows, &arms);
        let turning_points = match game.shape {
            Shape::Line => 0,
            Shape::Cross => 1 << arm_count,
            Shape::Triangle if game.fourth_side.is_some() => 1 << 3 | 1 << 4,
            Shape::Triangle => 1 << 3,
        };
        let layout = Layout {
            game,
            arms,
            arm_count,
            by_name,
            rows,
            turning_points,
            tiles,
            trail: Trail::EMPTY,
            progress,
        };
        // The first progress, worked out for empty arms, is held to the whole.
        debug_assert_eq!(layout.progress, {
            let mut whole = layout.clone();
            whole.refresh();
            whole.progress
        });
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
        &self.arms[..self.arm_count]
    }

    /// The tiles on `arm`, from the set tile outward, each touching end first.
    pub fn arm_tiles(&self, arm: usize) -> impl Iterator<Item = Laid> + '_ {
        self.trail
            .iter()
            .filter(move |&(on, _)| on == arm)
            .map(|(_, laid)| laid)
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
        self.progress
            .pending
            .map(|(arm, count)| (usize::from(arm), usize::from(count)))
    }

    /// How many sides of a triangle hold a tile.
    fn sides_down(&self) -> u8 {
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
            Some(self.game.arms[arm].stage(usize::from(self.arms[arm].laid)))
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
        rule_for(stage, self.game.then, self.condition_met())
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
            return Err(Misfit::TriangleIncomplete {
                sides_down: self.sides_down(),
            });
        }
        if arm.laid > 0 && !self.progress.grows {
            return Err(Misfit::CrossIncomplete);
        }
        if timing == Timing::Turn
            && let Some((step, needed)) = self.pending_step()
            && step != index
        {
            return Err(Misfit::Condition {
                arm: self.game.arms[step].name,
                needed,
                laid: usize::from(self.arms[step].laid),
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
        (0..self.arm_count)
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
            Timing::Turn => self.progress.turn[placement.arm].laid & laid_bit(placement.laid) != 0,
            Timing::Immediate => {
                let allowed = self.takes_at_once(placement.arm) & laid_bit(placement.laid) != 0;
                // The set is held to the check it stands for.
                debug_assert_eq!(allowed, self.check(placement, timing).is_ok());
                allowed
            }
        }
    }

    /// Every way to lay a double at once on `arm`: [`Layout::check`]'s steps
    /// for [`Timing::Immediate`], for all tiles at once. Only an empty arm
    /// takes one, and the condition has no say.
    fn takes_at_once(&self, index: usize) -> LaidSet {
        let arm = &self.arms[index];
        if arm.laid > 0 {
            return 0;
        }
        let met = usize::from(self.condition_met());
        let takes = if self.is_fourth_side(index) {
            self.takes_on_fourth_side(index, met)
        } else {
            fitting(self.rows.arms[met][index][0], arm.open)
        };
        takes.laid & DOUBLES
    }

    /// The arms that take `laid` in a regular turn, as bits by plan order.
    fn taking(&self, laid: Laid) -> u8 {
        let bit = laid_bit(laid);
        let turn = &self.progress.turn;
        u8::from(turn[0].laid & bit != 0)
            | u8::from(turn[1].laid & bit != 0) << 1
            | u8::from(turn[2].laid & bit != 0) << 2
            | u8::from(turn[3].laid & bit != 0) << 3
    }

    /// The tiles of `tiles` that have a legal placement in a regular turn:
    /// those among the tiles some arm takes.
    #[must_use]
    pub fn playable(&self, tiles: TileSet) -> TileSet {
        let turn = &self.progress.turn;
        let taken = turn[0]
            .tiles
            .union(turn[1].tiles)
            .union(turn[2].tiles)
            .union(turn[3].tiles);
        let playable = tiles.intersection(taken);
        // The tiles are held to the ways each is laid, asked tile by tile.
        debug_assert_eq!(playable, {
            let laid = turn.iter().fold(0, |all, arm| all | arm.laid);
            tiles
                .iter()
                .filter(|tile| {
                    let one_way = Laid {
                        touching: tile.high(),
                        open: tile.low(),
                    };
                    laid & (laid_bit(one_way) | laid_bit(one_way.turned())) != 0
                })
                .collect::<TileSet>()
        });
        playable
    }

    /// Whether any tile of `hand` can be played in a regular turn.
    #[must_use]
    pub fn can_play(&self, hand: TileSet) -> bool {
        !self.playable(hand).is_empty()
    }

    /// Lays a tile, legal or not (a tile the table let stand stays where it was put).
    ///
    /// Always inlined, so that a caller that has read the tile already does
    /// not read it again; all but the usual tile's work is out of line.
    ///
    /// # Panics
    /// Panics if `placement.arm` is not an arm of this layout.
    #[inline(always)]
    pub fn place(&mut self, placement: Placement) {
        let (tile, alone) = placement.laid.tile_and_set();
        let arm = &mut self.arms[..self.arm_count][placement.arm];
        arm.open = placement.laid.open;
        arm.laid += 1;
        arm.last = tile;
        let first_on_arm = arm.laid == 1;
        self.tiles = self.tiles.union(alone);
        self.trail.push(placement);
        self.refresh_after_laying_on(placement.arm, first_on_arm);
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
    #[must_use]
    pub fn has_open_end(&self, arm: usize) -> bool {
        // Only a triangle's side left free may have no stage (see `stage`).
        let open = !self.is_fourth_side(arm) || self.game.fourth_side.is_some();
        debug_assert_eq!(open, self.stage(arm).is_some());
        open
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
