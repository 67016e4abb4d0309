//! Writing the bots' events as a transcript reads them: tiles, places, announcements.
//!
//! The generated transcript must read back exactly as a scorekeeper's would,
//! so its values are written as [`crate::transcript::writing`] writes them.

use crate::rules::game::{Announced, Announcement, ArmName, Axis, GameName, Side};
use crate::rules::layout::{At, Placement};
use crate::rules::tile::Tile;
pub(super) use crate::transcript::writing::{announcement_text, at_text, tile_text};

pub(super) fn tiles_text(tiles: &[Tile]) -> String {
    let parts: Vec<String> = tiles.iter().map(|t| tile_text(t.high(), t.low())).collect();
    format!("[{}]", parts.join(", "))
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

pub(super) fn play_text(placement: Placement, at: Option<At>) -> String {
    let tile = tile_text(placement.laid.touching, placement.laid.open);
    match at {
        Some(at) => format!("play: {tile}, at: {}", at_text(at)),
        None => format!("play: {tile}"),
    }
}
