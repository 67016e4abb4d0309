//! An announcement in words, with its options: the game's name, which side
//! comes first, what follows, where the ordinary game goes.

use crate::lang::{self, Lang};
use crate::rules::game::{Announced, Announcement, Axis, GameName, Matching, Side};

use super::arm_in_words;

/// The announcement in words, options included. English names the game as
/// the transcript spells it (`8. ordinary-cross-then-matador-double-cross`),
/// which is English already; another language names it in its own words.
#[must_use]
pub fn describe_announcement(a: &Announcement) -> String {
    let name = match lang::current() {
        Lang::En => a.name.to_string(),
        Lang::Nl | Lang::De => game_in_words(a.name),
    };
    with_options(name, a)
}

/// The announcement as a club member says it, the game in words and then its
/// options: "17. matador here then there, then ordinary cross, first north then south".
#[must_use]
pub fn announcement_in_words(a: &Announcement) -> String {
    with_options(game_in_words(a.name), a)
}

/// A game by its number and in words, as the book names it: "8. ordinary
/// cross, then matador double cross".
#[must_use]
pub fn game_in_words(name: GameName) -> String {
    use crate::words;
    let words = match name {
        GameName::Ordinary => words!("finding-game-ordinary"),
        GameName::OrdinaryCross => words!("finding-game-ordinary-cross"),
        GameName::OrdinaryDoubleCross => words!("finding-game-ordinary-double-cross"),
        GameName::Matador => words!("finding-game-matador"),
        GameName::MatadorCross => words!("finding-game-matador-cross"),
        GameName::MatadorDoubleCross => words!("finding-game-matador-double-cross"),
        GameName::OrdinaryCrossThenMatador => words!("finding-game-ordinary-cross-then-matador"),
        GameName::OrdinaryCrossThenMatadorDoubleCross => {
            words!("finding-game-ordinary-cross-then-matador-double-cross")
        }
        GameName::MatadorCrossThenOrdinary => words!("finding-game-matador-cross-then-ordinary"),
        GameName::MatadorCrossThenOrdinaryDoubleCross => {
            words!("finding-game-matador-cross-then-ordinary-double-cross")
        }
        GameName::WithCondition(Matching::Ordinary) => {
            words!("finding-game-ordinary-with-condition")
        }
        GameName::WithCondition(Matching::Matador) => {
            words!("finding-game-matador-with-condition")
        }
        GameName::Volapuk => words!("finding-game-volapuk"),
        GameName::VolapukCross => words!("finding-game-volapuk-cross"),
        GameName::VolapukDoubleCross => words!("finding-game-volapuk-double-cross"),
        GameName::Triangle => words!("finding-game-triangle"),
        GameName::TriangleDoubleCross => words!("finding-game-triangle-double-cross"),
        GameName::TriangleThenOrdinary => words!("finding-game-triangle-then-ordinary"),
        GameName::TriangleThenOrdinaryCross => words!("finding-game-triangle-then-ordinary-cross"),
        GameName::MatadorThenOrdinaryCross => words!("finding-game-matador-then-ordinary-cross"),
        GameName::MatadorThenOrdinaryDoubleCross => {
            words!("finding-game-matador-then-ordinary-double-cross")
        }
    };
    format!("{}. {words}", name.number())
}

/// A side as an announcement names it: "the 5", or an arm in words.
fn side(s: Side) -> String {
    match s {
        Side::Pip(pip) => crate::words!("finding-side-pip", pip = pip),
        Side::Arm(arm) => arm_in_words(arm),
    }
}

/// `text`, an announced game's name, followed by the announcement's options,
/// each after a comma.
fn with_options(mut text: String, a: &Announcement) -> String {
    let mut option = |words: String| {
        text.push_str(", ");
        text.push_str(&words);
    };
    match a.first {
        Some(Announced::HereThenThere { here, there }) => option(match there {
            Some(there) => crate::words!(
                "finding-option-here-then-there",
                here = side(here),
                there = side(there)
            ),
            None => crate::words!("finding-option-here-then-other", here = side(here)),
        }),
        Some(Announced::TilesFirst { side: s, tiles }) => option(crate::words!(
            "finding-option-tiles-first",
            tiles = tiles,
            side = side(s)
        )),
        None => {}
    }
    if let Some(then) = a.then {
        option(crate::words!("finding-option-then", rule = then.word()));
    }
    if let Some(s) = a.ordinary_side {
        option(crate::words!("finding-option-ordinary-on", side = side(s)));
    }
    if let Some(axis) = a.ordinary_axis {
        option(match axis {
            Axis::NorthSouth => crate::words!("finding-option-ordinary-north-south"),
            Axis::EastWest => crate::words!("finding-option-ordinary-east-west"),
        });
    }
    text
}
