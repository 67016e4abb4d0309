//! The games announced without options, read once.
//!
//! Most hands announce one of the fourteen games that take no option (1 to
//! 10, 13 to 16). Such a game's plan does not depend on the set tile, only
//! whether the game may be set on it does, and that only by the kind of set
//! tile: a double, the [0-0], or neither. So what its layout holds besides
//! the set tile, or the reason it cannot be played, is worked out once for
//! each game and kind of set tile, and a hand lays its own set tile in.

use std::sync::LazyLock;

use arrayvec::ArrayVec;

use crate::rules::game::{Announcement, ArmPlan, Game, GameError, GameName, Shape, Stage};
use crate::rules::tile::TileSet;

use super::fitting::{Takes, fitting};
use super::{Layout, Progress, Rows, Trail, set_arms};

/// A game announced without options, as its layout holds it whatever the
/// set tile: the plan, and what the layout reads from it.
#[derive(Clone, Copy, Debug)]
pub struct PlainGame {
    name: GameName,
    shape: Shape,
    /// The plans of the game's arms, in plan order; only the first
    /// `arm_count` are the game's.
    plans: [ArmPlan; 4],
    arm_count: usize,
    fourth_side: Option<Stage>,
    by_name: [u8; 4],
    rows: Rows,
    turning_points: u8,
}

/// The games without options, or the reason each cannot be played, by the
/// game's number (games 11, 12 and 17, which need an option, left out) and
/// by the kind of set tile ([`kind_of_set`]).
type Plain = [[Option<Result<PlainGame, GameError>>; 3]; 17];

/// A set tile of each kind, in the order of [`kind_of_set`].
const SET_OF_KIND: [(u8, u8); 3] = [(6, 5), (0, 0), (6, 6)];

/// The games that take no option: every game but 11, 12 and 17.
const WITHOUT_OPTIONS: [GameName; 14] = [
    GameName::Ordinary,
    GameName::OrdinaryCross,
    GameName::OrdinaryDoubleCross,
    GameName::Matador,
    GameName::MatadorCross,
    GameName::MatadorDoubleCross,
    GameName::OrdinaryCrossThenMatador,
    GameName::OrdinaryCrossThenMatadorDoubleCross,
    GameName::MatadorCrossThenOrdinary,
    GameName::MatadorCrossThenOrdinaryDoubleCross,
    GameName::Triangle,
    GameName::TriangleDoubleCross,
    GameName::TriangleThenOrdinary,
    GameName::TriangleThenOrdinaryCross,
];

static PLAIN: LazyLock<Plain> = LazyLock::new(|| {
    let mut plain: Plain = Default::default();
    for name in WITHOUT_OPTIONS {
        let by_kind = &mut plain[usize::from(name.number() - 1)];
        for (read, &set) in by_kind.iter_mut().zip(&SET_OF_KIND) {
            *read = Some(Game::new(Announcement::plain(name), set).map(|game| {
                let layout = Layout::new(game);
                let mut plans = [layout.game.arms[0]; 4];
                plans[..layout.arm_count].copy_from_slice(&layout.game.arms);
                PlainGame {
                    name,
                    shape: layout.game.shape,
                    plans,
                    arm_count: layout.arm_count,
                    fourth_side: layout.game.fourth_side,
                    by_name: layout.by_name,
                    rows: layout.rows,
                    turning_points: layout.turning_points,
                }
            }));
        }
    }
    plain
});

/// What decides whether a game may be set on `set`: 0 for a tile that is
/// no double, 1 for the [0-0], 2 for any other double.
fn kind_of_set((a, b): (u8, u8)) -> usize {
    match (a == b, a == 0) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => 2,
    }
}

impl PlainGame {
    /// The game announced, if it is one without options, or why it cannot
    /// be set on `set`: `None` for an announcement with options, or of a
    /// game that needs one, which [`Game::new`] reads.
    #[must_use]
    #[inline(always)]
    pub fn of(
        announcement: Announcement,
        set: (u8, u8),
    ) -> Option<Result<&'static PlainGame, GameError>> {
        let Announcement {
            name,
            first: None,
            then: None,
            ordinary_side: None,
            ordinary_axis: None,
        } = announcement
        else {
            return None;
        };
        let read = PLAIN[usize::from(name.number() - 1)][kind_of_set(set)].as_ref()?;
        let read = read.as_ref().map_err(GameError::clone);
        // Whether the game may be set on `set` is held to the game made anew.
        debug_assert_eq!(
            read.as_ref().err(),
            Game::new(announcement, set).err().as_ref()
        );
        Some(read)
    }

    /// The layout of this game holding only the set tile `set`: the layout
    /// [`Layout::new`] makes, held to it by a debug assertion.
    ///
    /// Always inlined, so that the layout is built where its caller keeps
    /// it rather than built apart and copied there.
    #[must_use]
    #[inline(always)]
    pub fn layout(&self, set: (u8, u8)) -> Layout {
        let (a, b) = set;
        let arms = set_arms(self.shape, set);
        let tile = arms[0].last;
        let mut turn = [Takes::NONE; 4];
        let first = |arm: usize, open: u8| fitting(self.rows.arms[1][arm][0], open);
        let mut plans = ArrayVec::from(self.plans);
        if self.shape == Shape::Line {
            turn[0] = first(0, a);
            turn[1] = first(1, b);
            plans.truncate(2);
        } else {
            // A triangle's sides first take a matador, none of which has
            // the blank end game 16 keeps for the fourth side.
            turn = [first(0, a), first(1, a), first(2, a), first(3, a)];
        }
        let layout = Layout {
            game: Game {
                announcement: Announcement::plain(self.name),
                set,
                shape: self.shape,
                arms: plans,
                condition: None,
                then: None,
                fourth_side: self.fourth_side,
            },
            arms,
            arm_count: self.arm_count,
            by_name: self.by_name,
            rows: self.rows,
            turning_points: self.turning_points,
            tiles: TileSet::EMPTY.with(tile),
            trail: Trail::EMPTY,
            progress: Progress {
                pending: None,
                arms_down: 0,
                grows: self.shape == Shape::Line,
                turn,
            },
        };
        debug_assert_eq!(
            Ok(&layout),
            Game::new(Announcement::plain(self.name), set)
                .map(Layout::new)
                .as_ref()
        );
        layout
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::GAME_NAMES;

    /// Every game announced without options, on every set tile written
    /// either way round: read from the table as it is made anew, or refused
    /// for the same reason; and the games that take options left to
    /// [`Game::new`].
    #[test]
    fn every_plain_game_on_every_set_tile_is_as_made_anew() {
        let mut read = 0;
        for &(name, _) in GAME_NAMES {
            let announcement = Announcement::plain(name);
            for set in (0..=6).flat_map(|a| (0..=6).map(move |b| (a, b))) {
                let made = Game::new(announcement, set).map(Layout::new);
                match PlainGame::of(announcement, set) {
                    None => assert!(
                        matches!(name.number(), 11 | 12 | 17),
                        "{name:?} takes no option"
                    ),
                    Some(Ok(plain)) => {
                        assert_eq!(Ok(plain.layout(set)), made, "{name:?} on {set:?}");
                        read += 1;
                    }
                    Some(Err(error)) => {
                        assert_eq!(Err(error), made, "{name:?} on {set:?}");
                        read += 1;
                    }
                }
            }
        }
        // Games 1 to 10 and 13 to 16, on 49 written set tiles each.
        assert_eq!(read, 14 * 49);
    }
}
