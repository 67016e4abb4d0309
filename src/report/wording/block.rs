//! The sentences of a block that take more than a line to put together:
//! whose hands hold the tiles that make a block wrong, and why a block with
//! the last tile stands although a tile would fit.

use std::fmt;

use crate::replay::finding::Name;
use crate::rules::tile::TileSet;

use super::and_list;

/// A block while tiles in hand fit, said with whose hands hold them.
pub(super) fn while_playable(
    f: &mut fmt::Formatter<'_>,
    player: &Name,
    held_by: &[(Name, TileSet)],
) -> fmt::Result {
    let held: Vec<String> = held_by
        .iter()
        .map(|(name, tiles)| {
            let tiles = tiles.to_string();
            if name == player {
                crate::words!("finding-held-own", tiles = tiles)
            } else {
                crate::words!("finding-held-other", player = name, tiles = tiles)
            }
        })
        .collect();
    crate::say!(
        f,
        "finding-block-while-playable",
        player = player,
        held = and_list(&held)
    )
}

/// A block with the last tile and one other player in: correct, since it ends
/// the hand; said with the fitting tiles that cannot follow (the other's, or
/// else the boneyard's).
pub(super) fn with_last_tile(
    f: &mut fmt::Formatter<'_>,
    player: &Name,
    other: &Name,
    held: TileSet,
    to_draw: TileSet,
) -> fmt::Result {
    if held.is_empty() {
        crate::say!(
            f,
            "finding-block-with-last-tile-boneyard",
            player = player,
            other = other,
            tiles = to_draw.to_string()
        )
    } else {
        crate::say!(
            f,
            "finding-block-with-last-tile",
            player = player,
            other = other,
            tiles = held.to_string()
        )
    }
}
