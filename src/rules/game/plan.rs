//! From an announcement and a set tile to the plan the layout follows.
//!
//! [`Game::new`] is the one place where the 17 games differ: it checks the
//! announcement against the set tile (a cross needs a double, a side must
//! exist) and writes out each arm's first, second and later tiles and the
//! conditions on the first plays.

use std::fmt;

use arrayvec::ArrayVec;

use crate::rules::tile::Tile;

use super::{
    Announced, Announcement, ArmName, ArmPlan, CROSS_ARMS, Condition, ConditionKind, Game,
    GameName, LINE_ARMS, Matching, Need, Shape, Side, Stage,
};

/// A game's arms and their plans.
type ArmPlans = ArrayVec<ArmPlan, 4>;

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
            GameError::NeedsDouble => crate::say!(f, "rules-game-needs-double"),
            GameError::NotOnDoubleBlank => crate::say!(f, "rules-game-not-on-double-blank"),
            GameError::NeedsDoubleBlank => crate::say!(f, "rules-game-needs-double-blank"),
            GameError::NeedsCondition => crate::say!(f, "rules-game-needs-condition"),
            GameError::NeedsOrdinarySide => crate::say!(f, "rules-game-needs-ordinary-side"),
            GameError::NeedsOrdinaryArms => crate::say!(f, "rules-game-needs-ordinary-arms"),
            GameError::NeedsHereAndThere => crate::say!(f, "rules-game-needs-here-and-there"),
            GameError::OptionNotAllowed(option) => {
                crate::say!(f, "rules-game-option-not-allowed", option = *option)
            }
            GameError::NoSuchSide(side) => {
                crate::say!(f, "rules-game-no-such-side", side = side.to_string())
            }
            GameError::TilesOutOfRange(n) => {
                crate::say!(f, "rules-game-tiles-out-of-range", tiles = *n)
            }
            GameError::SameRuleAfter => crate::say!(f, "rules-game-same-rule-after"),
            GameError::HereIsThere => crate::say!(f, "rules-game-here-is-there"),
        }
    }
}

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

        let cross = |first: Matching, double: Option<Matching>, rest: Matching| -> ArmPlans {
            ArrayVec::from(CROSS_ARMS.map(|name| ArmPlan {
                name,
                first: Stage::matching(first),
                double: double.map(|rule| Stage {
                    need: Need::Double,
                    rule,
                }),
                rest: Stage::matching(rest),
            }))
        };
        let line = |west: Matching, east: Matching| -> ArmPlans {
            [(LINE_ARMS[0], west), (LINE_ARMS[1], east)]
                .map(|(name, rule)| ArmPlan {
                    name,
                    first: Stage::matching(rule),
                    double: None,
                    rest: Stage::matching(rule),
                })
                .into_iter()
                .collect()
        };
        // A triangle may use any three of the [0-0]'s four sides, so every side
        // starts out waiting for a matador; which side is left free is known
        // only once three are down (see `Game::fourth_side`).
        let triangle = |double: Option<Need>, rest: Matching| -> ArmPlans {
            ArrayVec::from(CROSS_ARMS.map(|name| ArmPlan {
                name,
                first: Stage {
                    need: Need::Matador,
                    rule: M,
                },
                double: double.map(|need| Stage { need, rule: M }),
                rest: Stage::matching(rest),
            }))
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
                let arms = ArrayVec::from(CROSS_ARMS.map(|name| {
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
                }));
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
                let arms = ArrayVec::from(CROSS_ARMS.map(|name| ArmPlan {
                    name,
                    first: Stage::matching(if name == here || name == there { M } else { O }),
                    double: double.then_some(Stage {
                        need: Need::Double,
                        rule: O,
                    }),
                    rest: Stage::matching(O),
                }));
                let index = |arm: ArmName| CROSS_ARMS.iter().position(|&n| n == arm).unwrap_or(0);
                condition = Some(Condition {
                    steps: ArrayVec::from([(index(here), 1), (index(there), 1)]),
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
                steps: ArrayVec::from([(here, 1), (1 - here, 1)]),
                kind: ConditionKind::HereThenThere,
            })
        }
        Announced::TilesFirst { side, tiles } => {
            if !(1..=4).contains(&tiles) {
                return Err(GameError::TilesOutOfRange(tiles));
            }
            let arm = line_arm(side, set)?;
            Ok(Condition {
                steps: [(arm, usize::from(tiles))].into_iter().collect(),
                kind: ConditionKind::TilesFirst(tiles),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                .map(|c| c.steps.to_vec())
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
        assert_eq!(game.condition.map(|c| c.steps.to_vec()), Some(vec![(1, 3)]));
    }
}
