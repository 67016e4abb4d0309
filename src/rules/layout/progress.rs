//! How far a layout has come, and what that decides: the condition's step
//! still to be played, how many arms hold a tile, whether arms may grow, and
//! what each arm takes in a regular turn. Worked out again, as far as it can
//! have changed, each time a tile is laid ([`Layout::place`]), so that judging
//! a play in turn asks nothing of the plan; [`Layout::refresh`] works out the
//! whole anew, and the debug checks hold the two to each other.

use super::*;

/// What the number of tiles on each arm decides, worked out each time a tile
/// is laid rather than at every check of a placement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Progress {
    /// The condition's step still to be played: its arm, and how many tiles
    /// that arm must hold.
    pub(super) pending: Option<(u8, u8)>,
    /// How many arms hold a tile.
    pub(super) arms_down: u8,
    /// Whether an arm that holds a tile may grow: always on a line; on a cross
    /// or a triangle once every arm (or side) has its first tile.
    pub(super) grows: bool,
    /// What each arm takes in a regular turn: a [`LaidSet`] of the ways to lay
    /// a tile against it, and their tiles.
    pub(super) turn: [Takes; 4],
}

impl Progress {
    /// [`Progress`] with only the set tile down: the condition's first step
    /// still to be played, no arm growing but a line's, and each arm taking
    /// its first tile. (A triangle's side takes only a matador until the three
    /// are down, so game 16's blank end for the fourth side, which no matador
    /// is, cannot turn up early here.) Worked out straight from the plan rather
    /// than by the general steps, since every hand starts here.
    pub(super) fn first(game: &Game, rows: &Rows, arms: &[Arm; 4]) -> Progress {
        let pending = game
            .condition
            .as_ref()
            .and_then(|condition| condition.steps.first().copied())
            .map(step_in_bytes);
        let met = usize::from(pending.is_none());
        let mut turn = [Takes::NONE; 4];
        for (index, takes) in turn.iter_mut().enumerate().take(game.arms.len()) {
            if pending.is_none_or(|(step, _)| usize::from(step) == index) {
                let row = rows.arms[met][index][0];
                *takes = fitting(row, arms[index].open);
            }
        }
        Progress {
            pending,
            arms_down: 0,
            grows: game.shape == Shape::Line,
            turn,
        }
    }
}

/// What each arm's plan asks of its next tile, as a row of the table of what an arm takes ([`fitting`](mod@fitting)): the
/// stage and the rule in force, worked out once for the game rather than
/// from the plan at every tile laid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Rows {
    /// By whether the condition is met (0 not yet, 1 met), by arm, and by how
    /// many tiles the arm holds: none, one, two or more.
    pub(super) arms: [[[u8; 3]; 4]; 2],
    /// A triangle's side left free, by whether the condition is met; `None`
    /// where it takes nothing.
    pub(super) fourth_side: [Option<u8>; 2],
}

impl Rows {
    pub(super) fn new(game: &Game) -> Rows {
        let row_of = |stage: Stage, met: bool| row(stage.need, rule_for(stage, game.then, met));
        let mut rows = Rows {
            arms: [[[0; 3]; 4]; 2],
            fourth_side: [None; 2],
        };
        // Without a change of rule, the condition met or not reads the same.
        let readings = if game.then.is_some() { 2 } else { 1 };
        for (met, by_arm) in rows.arms.iter_mut().enumerate().take(readings) {
            for (plan, arm) in game.arms.iter().zip(by_arm) {
                let met = met == 1;
                let second = plan.double.unwrap_or(plan.rest);
                *arm = [
                    row_of(plan.first, met),
                    row_of(second, met),
                    row_of(plan.rest, met),
                ];
            }
        }
        if readings == 1 {
            rows.arms[1] = rows.arms[0];
        }
        if let Some(stage) = game.fourth_side {
            rows.fourth_side = [Some(row_of(stage, false)), Some(row_of(stage, true))];
        }
        rows
    }
}

/// A step of the condition, its arm and its count of tiles, in bytes: no
/// arm holds more tiles than a set has.
fn step_in_bytes((arm, count): (usize, usize)) -> (u8, u8) {
    let byte = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
    (byte(arm), byte(count))
}

impl Layout {
    /// Whether arms that hold a tile may grow, with `arms_down` arms holding
    /// one: on a line always; on a cross once every arm has its first tile; on
    /// a triangle once its three sides are down (and, in game 16, the fourth
    /// side too).
    fn grows_with(&self, arms_down: u8) -> bool {
        let arms_down = usize::from(arms_down);
        match self.game.shape {
            Shape::Line => true,
            Shape::Cross => arms_down == self.arm_count,
            Shape::Triangle => {
                let wanted = if self.game.fourth_side.is_some() {
                    4
                } else {
                    3
                };
                arms_down >= wanted
            }
        }
    }

    /// The condition's step still to be played, from the tiles on the arms.
    fn pending_now(&self) -> Option<(u8, u8)> {
        self.game.condition.as_ref().and_then(|condition| {
            let mut needed_on = [0usize; 4];
            condition.steps.iter().find_map(|&(arm, count)| {
                needed_on[arm] += count;
                (usize::from(self.arms[arm].laid) < needed_on[arm])
                    .then(|| step_in_bytes((arm, needed_on[arm])))
            })
        })
    }

    /// Works out [`Progress`] anew: the counts first, then what each arm takes,
    /// which depends on them.
    pub(super) fn refresh(&mut self) {
        self.progress.pending = self.pending_now();
        // At most four arms.
        let arms_down = self.arms().iter().filter(|arm| arm.laid > 0).count() as u8;
        self.progress.arms_down = arms_down;
        self.progress.grows = self.grows_with(arms_down);
        self.refresh_turns();
    }

    /// Works out what each arm takes, from the counts as they stand.
    fn refresh_turns(&mut self) {
        let mut turn = [Takes::NONE; 4];
        for (arm, takes) in turn.iter_mut().enumerate().take(self.arm_count) {
            *takes = self.takes_in_turn(arm);
        }
        self.progress.turn = turn;
    }

    /// Works out [`Progress`] after a tile is laid on `arm`, `first_on_arm`
    /// when it is the arm's first. What another arm takes depends on its own
    /// tiles and on where the layout stands as a whole (the condition's step
    /// still to be played, whether arms grow, a triangle's three sides down),
    /// so while that stays as it was only `arm` is worked out again.
    #[inline(always)]
    pub(super) fn refresh_after_laying_on(&mut self, arm: usize, first_on_arm: bool) {
        if self.progress.pending.is_none() && !first_on_arm {
            // The usual case: the condition is met (or there is none) and the
            // arm held a tile already, so nothing else has changed, and the
            // arm's next tile is one of its later ones.
            self.progress.turn[arm] = if self.progress.grows {
                let row = self.rows.arms[1][arm][2];
                fitting(row, self.arms[arm].open)
            } else {
                Takes::NONE
            };
        } else {
            self.refresh_after_first_plays(arm, first_on_arm);
        }
        debug_assert_eq!(self.progress, {
            let mut whole = self.clone();
            whole.refresh();
            whole.progress
        });
    }

    /// [`Layout::refresh_after_laying_on`] while the condition is still to be
    /// met or when `arm` has just taken its first tile. Kept apart from the
    /// usual case, which it would only slow down.
    #[inline(never)]
    fn refresh_after_first_plays(&mut self, arm: usize, first_on_arm: bool) {
        if self.progress.pending.is_none() {
            // No condition (or one met): here `arm` has taken its first
            // tile, and only whether arms grow, or a triangle's three sides
            // being down, can change what another arm takes: at the game's
            // turning points.
            self.progress.arms_down += 1;
            if self.turning_points & 1 << self.progress.arms_down == 0 {
                // Only this arm changes: its next tile is its second, once
                // arms grow.
                self.progress.turn[arm] = if self.progress.grows {
                    fitting(self.rows.arms[1][arm][1], self.arms[arm].open)
                } else {
                    Takes::NONE
                };
                return;
            }
        }
        self.refresh_at_turning_point(arm, first_on_arm);
    }

    /// [`Layout::refresh_after_first_plays`] at one of the game's turning
    /// points (its count of arms down already raised), or while the
    /// condition is still to be met. Kept apart from an arm's first tile
    /// elsewhere, as most are, so that those are worked out by a few steps.
    #[inline(never)]
    fn refresh_at_turning_point(&mut self, arm: usize, first_on_arm: bool) {
        if self.progress.pending.is_none() {
            if self.game.shape == Shape::Cross {
                // The cross is complete: every arm grows, each by its own
                // count of tiles.
                self.progress.grows = true;
                for (index, takes) in self.progress.turn.iter_mut().enumerate() {
                    let arm = &self.arms[index];
                    *takes = fitting(
                        self.rows.arms[1][index][usize::from(arm.laid.min(2))],
                        arm.open,
                    );
                }
            } else {
                self.progress.grows = self.grows_with(self.progress.arms_down);
                self.refresh_turns();
            }
            return;
        }
        // Arms only grow, so a condition once met stays met.
        let pending = self.pending_now();
        if pending == self.progress.pending && !first_on_arm {
            self.progress.turn[arm] = self.takes_in_turn(arm);
        } else {
            let before = self.standing();
            self.progress.pending = pending;
            if first_on_arm {
                self.progress.arms_down += 1;
                self.progress.grows = self.grows_with(self.progress.arms_down);
            }
            if self.standing() == before {
                self.progress.turn[arm] = self.takes_in_turn(arm);
            } else {
                self.refresh_turns();
            }
        }
    }

    /// What every arm's takings depend on beyond the arm itself while a
    /// condition is still to be met: the arm of the condition's step still to
    /// be played, and whether arms may grow (on a line always, so that its
    /// second arm's first tile changes nothing else). Only lines and crosses
    /// have a condition, so a triangle's sides never come into it.
    fn standing(&self) -> (Option<u8>, bool) {
        debug_assert_ne!(
            self.game.shape,
            Shape::Triangle,
            "no triangle has a condition"
        );
        (
            self.progress.pending.map(|(arm, _)| arm),
            self.progress.grows,
        )
    }

    /// Every way to lay a tile on `arm` in a regular turn: [`Layout::check`]'s
    /// steps for [`Timing::Turn`], for all tiles at once.
    #[inline]
    fn takes_in_turn(&self, index: usize) -> Takes {
        let arm = &self.arms[index];
        let progress = &self.progress;
        if arm.laid > 0 && !progress.grows {
            return Takes::NONE;
        }
        if progress
            .pending
            .is_some_and(|(step, _)| usize::from(step) != index)
        {
            return Takes::NONE;
        }
        let met = usize::from(progress.pending.is_none());
        let takes = if self.is_fourth_side(index) {
            self.takes_on_fourth_side(index, met)
        } else {
            fitting(
                self.rows.arms[met][index][usize::from(arm.laid.min(2))],
                arm.open,
            )
        };
        // The rows are the plan read once for the game: held here to the plan
        // as read at this very tile.
        debug_assert_eq!(
            takes,
            self.stage(index).map_or(Takes::NONE, |stage| {
                fitting(fitting::row(stage.need, self.rule_at(stage)), arm.open)
            })
        );
        takes
    }

    /// What a triangle's side left free takes once the other three are
    /// down: game 16's blank end, nothing in games 13 to 15. (Before that
    /// every empty side is at its first row, a matador, as on any arm.)
    #[cold]
    #[inline(never)]
    pub(super) fn takes_on_fourth_side(&self, index: usize, met: usize) -> Takes {
        match self.rows.fourth_side[met] {
            Some(row) => fitting(row, self.arms[index].open),
            None => Takes::NONE,
        }
    }
}
