//! How the transcript writes a value: a tile, a place, an announcement.
//!
//! Whatever writes a transcript (the bots of `simulate`, the recorder going
//! on from a file) writes these values the one way the reader reads them.

use crate::rules::game::{Announced, Announcement, Axis, GameName, Side};
use crate::rules::layout::At;

/// A tile, `4-5`.
#[must_use]
pub fn tile_text(a: u8, b: u8) -> String {
    format!("{a}-{b}")
}

/// A place, as `at` takes it: an open number or an arm's name.
#[must_use]
pub fn at_text(at: At) -> String {
    match at {
        At::Pip(pip) => pip.to_string(),
        At::Arm(arm) => arm.word().to_owned(),
    }
}

/// A side of the set tile, as an announcement names it.
#[must_use]
pub fn side_text(side: Side) -> String {
    match side {
        Side::Pip(pip) => pip.to_string(),
        Side::Arm(arm) => arm.word().to_owned(),
    }
}

/// An announcement as the value of `announce`: by name, or by the book's
/// number where `by_number`; a game without options bare, any other as a
/// flow mapping.
#[must_use]
pub fn announcement_text(a: &Announcement, by_number: bool) -> String {
    let mut fields: Vec<String> = Vec::new();
    let number = a.name.number();
    match (a.name, by_number) {
        (GameName::WithCondition(rule), true) => {
            fields.push("game: 11".into());
            fields.push(format!("matching: {}", rule.word()));
        }
        (GameName::WithCondition(rule), false) => {
            // "Ordinary (or matador) with a condition" reads as game 11 too.
            fields.push(format!("game: {}", rule.word()));
        }
        (GameName::Volapuk, true) => fields.push("game: 12, layout: line".into()),
        (GameName::VolapukCross, true) => fields.push("game: 12, layout: cross".into()),
        (GameName::VolapukDoubleCross, true) => {
            fields.push("game: 12, layout: double-cross".into());
        }
        (GameName::MatadorThenOrdinaryCross, true) => {
            fields.push("game: 17, layout: cross".into());
        }
        (GameName::MatadorThenOrdinaryDoubleCross, true) => {
            fields.push("game: 17, layout: double-cross".into());
        }
        (_, true) => fields.push(format!("game: {number}")),
        (name, false) => fields.push(format!("game: {}", name.word())),
    }
    if let Some(side) = a.ordinary_side {
        fields.push(format!("ordinary: {}", side_text(side)));
    }
    if let Some(axis) = a.ordinary_axis {
        let word = match axis {
            Axis::NorthSouth => "north-south",
            Axis::EastWest => "east-west",
        };
        fields.push(format!("ordinary: {word}"));
    }
    match a.first {
        Some(Announced::HereThenThere { here, there: None }) => {
            fields.push(format!("first: {{here: {}}}", side_text(here)));
        }
        Some(Announced::HereThenThere {
            here,
            there: Some(there),
        }) => fields.push(format!(
            "first: {{here: {}, there: {}}}",
            side_text(here),
            side_text(there)
        )),
        Some(Announced::TilesFirst { side, tiles }) => {
            fields.push(format!(
                "first: {{side: {}, tiles: {tiles}}}",
                side_text(side)
            ));
        }
        None => {}
    }
    if let Some(then) = a.then {
        fields.push(format!("then: {}", then.word()));
    }
    if fields.len() == 1 && !matches!(a.name, GameName::WithCondition(_)) {
        // A game without options is announced by its bare name or number.
        return fields[0].trim_start_matches("game: ").to_owned();
    }
    format!("{{{}}}", fields.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Matching;

    #[test]
    fn announcements_are_written_as_the_transcript_reads_them() {
        let cases: &[(Announcement, bool, &str)] = &[
            (Announcement::plain(GameName::Matador), false, "matador"),
            (Announcement::plain(GameName::Matador), true, "4"),
            (
                Announcement {
                    first: Some(Announced::HereThenThere {
                        here: Side::Pip(5),
                        there: None,
                    }),
                    then: Some(Matching::Matador),
                    ..Announcement::plain(GameName::WithCondition(Matching::Ordinary))
                },
                false,
                "{game: ordinary, first: {here: 5}, then: matador}",
            ),
            (
                Announcement {
                    ordinary_axis: Some(Axis::EastWest),
                    ..Announcement::plain(GameName::VolapukDoubleCross)
                },
                true,
                "{game: 12, layout: double-cross, ordinary: east-west}",
            ),
        ];
        for (announcement, by_number, text) in cases {
            assert_eq!(announcement_text(announcement, *by_number), *text);
        }
    }
}
