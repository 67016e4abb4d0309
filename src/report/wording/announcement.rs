//! An announcement in words, with its options: the game's name, which side
//! comes first, what follows, where the ordinary game goes.

use crate::rules::game::{Announced, Announcement, Axis, GameName, Matching, Side};

/// The announcement in words, options included.
#[must_use]
pub fn describe_announcement(a: &Announcement) -> String {
    with_options(format!("{}", a.name), a)
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
    let words = match name {
        GameName::Ordinary => "ordinary",
        GameName::OrdinaryCross => "ordinary cross",
        GameName::OrdinaryDoubleCross => "ordinary double cross",
        GameName::Matador => "matador",
        GameName::MatadorCross => "matador cross",
        GameName::MatadorDoubleCross => "matador double cross",
        GameName::OrdinaryCrossThenMatador => "ordinary cross, then matador",
        GameName::OrdinaryCrossThenMatadorDoubleCross => {
            "ordinary cross, then matador double cross"
        }
        GameName::MatadorCrossThenOrdinary => "matador cross, then ordinary",
        GameName::MatadorCrossThenOrdinaryDoubleCross => {
            "matador cross, then ordinary double cross"
        }
        GameName::WithCondition(Matching::Ordinary) => "ordinary with a condition",
        GameName::WithCondition(Matching::Matador) => "matador with a condition",
        GameName::Volapuk => "volapük",
        GameName::VolapukCross => "volapük cross",
        GameName::VolapukDoubleCross => "volapük double cross",
        GameName::Triangle => "triangle",
        GameName::TriangleDoubleCross => "triangle double cross",
        GameName::TriangleThenOrdinary => "triangle, then ordinary",
        GameName::TriangleThenOrdinaryCross => "triangle, then ordinary cross",
        GameName::MatadorThenOrdinaryCross => "matador here then there, then ordinary cross",
        GameName::MatadorThenOrdinaryDoubleCross => {
            "matador here then there, then ordinary double cross"
        }
    };
    format!("{}. {words}", name.number())
}

/// `text`, an announced game's name, followed by the announcement's options.
fn with_options(mut text: String, a: &Announcement) -> String {
    let side = |s: &Side| match s {
        Side::Pip(p) => format!("the {p}"),
        Side::Arm(arm) => format!("{arm}"),
    };
    match a.first {
        Some(Announced::HereThenThere { here, there }) => {
            text.push_str(&format!(", first {}", side(&here)));
            if let Some(there) = there {
                text.push_str(&format!(" then {}", side(&there)));
            } else {
                text.push_str(" then the other side");
            }
        }
        Some(Announced::TilesFirst { side: s, tiles }) => {
            text.push_str(&format!(", {tiles} tile(s) on {} first", side(&s)))
        }
        None => {}
    }
    if let Some(then) = a.then {
        text.push_str(&format!(", then {then}"));
    }
    if let Some(s) = a.ordinary_side {
        text.push_str(&format!(", ordinary on {}", side(&s)));
    }
    if let Some(axis) = a.ordinary_axis {
        text.push_str(match axis {
            Axis::NorthSouth => ", ordinary north-south",
            Axis::EastWest => ", ordinary east-west",
        });
    }
    text
}
