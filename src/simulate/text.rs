//! Writing the bots' events as a transcript reads them: tiles, places, announcements.
//!
//! The generated transcript must read back exactly as a scorekeeper's would,
//! so its words are written in one place, beside the test that reads them.

use crate::rules::game::{Announced, Announcement, ArmName, Axis, GameName, Side};
use crate::rules::layout::{At, Placement};
use crate::rules::tile::Tile;

pub(super) fn tile_text(a: u8, b: u8) -> String {
    format!("{a}-{b}")
}

pub(super) fn tiles_text(tiles: &[Tile]) -> String {
    let parts: Vec<String> = tiles.iter().map(|t| tile_text(t.high(), t.low())).collect();
    format!("[{}]", parts.join(", "))
}

pub(super) fn at_text(at: At) -> String {
    match at {
        At::Pip(pip) => pip.to_string(),
        At::Arm(arm) => arm.word().to_owned(),
    }
}

fn side_text(side: Side) -> String {
    match side {
        Side::Pip(pip) => pip.to_string(),
        Side::Arm(arm) => arm.word().to_owned(),
    }
}

/// An announcement of `name` with the plainest options it needs, to ask
/// whether a set tile allows the game at all.
pub(super) fn plainest(name: GameName) -> Announcement {
    let mut a = Announcement::plain(name);
    match name {
        GameName::WithCondition(_) => {
            a.first = Some(Announced::TilesFirst {
                side: Side::Arm(ArmName::West),
                tiles: 1,
            });
        }
        GameName::Volapuk => a.ordinary_side = Some(Side::Arm(ArmName::West)),
        GameName::VolapukCross | GameName::VolapukDoubleCross => {
            a.ordinary_axis = Some(Axis::NorthSouth);
        }
        GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => {
            a.first = Some(Announced::HereThenThere {
                here: Side::Arm(ArmName::North),
                there: Some(Side::Arm(ArmName::South)),
            });
        }
        _ => {}
    }
    a
}

/// Writes an announcement as a transcript would, by name or (one time in four) by the book's number.
pub(super) fn announcement_text(a: &Announcement, by_number: bool) -> String {
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

pub(super) fn play_text(placement: Placement, at: Option<At>) -> String {
    let tile = tile_text(placement.laid.touching, placement.laid.open);
    match at {
        Some(at) => format!("play: {tile}, at: {}", at_text(at)),
        None => format!("play: {tile}"),
    }
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
