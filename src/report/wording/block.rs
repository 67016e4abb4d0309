//! The sentences of a block that take more than a line to put together:
//! whose hands hold the tiles that make a block wrong, and why a block with
//! the last tile stands although a tile would fit.

use std::fmt;

use crate::replay::finding::Name;
use crate::rules::tile::TileSet;

/// A block while tiles in hand fit, said with whose hands hold them.
pub(super) fn while_playable(
    f: &mut fmt::Formatter<'_>,
    player: &Name,
    held_by: &[(Name, TileSet)],
) -> fmt::Result {
    let held: Vec<String> = held_by
        .iter()
        .map(|(name, tiles)| {
            if name == player {
                format!("his own {tiles}")
            } else {
                format!("{name}'s {tiles}")
            }
        })
        .collect();
    let held = match held.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => held.concat(),
    };
    write!(
        f,
        "{player} says \"I block\", but {held} can still be played"
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
    let (whose, tiles) = if held.is_empty() {
        ("the boneyard's".to_owned(), to_draw)
    } else {
        (format!("{other}'s"), held)
    };
    write!(
        f,
        "{player} blocks with his last tile and only {other} still in: that ends the hand, so {whose} {tiles} cannot follow, and the block is correct"
    )
}
