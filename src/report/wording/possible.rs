//! A possible infraction in words: what would make it so, and the line the
//! text report gives it, with the chips it would move.

use std::fmt;

use crate::replay::{Condition, Possible};
use crate::rules::tile::TileSet;

use super::and_list;

/// A list of tiles any one of which would do: "[3-5]", "[3-5] or [6-5]",
/// "[1-1], [3-3] or [5-5]".
fn any_of(tiles: TileSet) -> String {
    let shown: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            crate::words!("finding-list-or", first = rest.join(", "), last = last)
        }
    }
}

/// What would make a possible infraction so, after "if".
impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Held { player, tiles } => crate::say!(
                f,
                "finding-if-held",
                player = player,
                tiles = any_of(*tiles)
            ),
            Condition::HeldBy { held_by } => {
                let mut held = held_by.iter().map(|(player, tiles)| {
                    crate::words!(
                        "finding-if-held-one",
                        player = player,
                        tiles = any_of(*tiles)
                    )
                });
                let first = held.next().unwrap_or_default();
                let held = held.fold(first, |so_far, next| {
                    crate::words!("finding-list-or-clause", first = so_far, last = next)
                });
                crate::say!(f, "finding-if-held-by", held = held)
            }
            Condition::Dealt { tiles } => {
                crate::say!(f, "finding-if-dealt", tiles = any_of(*tiles))
            }
            Condition::InBoneyard { tiles } => {
                crate::say!(f, "finding-if-in-boneyard", tiles = any_of(*tiles))
            }
        }
    }
}

/// A possible infraction in one line: what, if what, and its chips.
pub struct PossibleLine<'a> {
    /// The infraction.
    pub possible: &'a Possible,
    /// The players' names.
    pub players: &'a crate::rules::seat::BySeat<String>,
}

impl fmt::Display for PossibleLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let infraction = &self.possible.infraction;
        let payees: Vec<String> = infraction
            .payees
            .iter()
            .map(|s| self.players[*s].clone())
            .collect();
        let payees = match payees.len() {
            0 => crate::words!("finding-nobody"),
            1 => and_list(&payees),
            _ => crate::words!("finding-payees-each", players = and_list(&payees)),
        };
        let (line, what, condition) = (
            infraction.span.line,
            infraction.what.to_string(),
            self.possible.condition.to_string(),
        );
        match self.possible.instead_of {
            0 => crate::say!(
                f,
                "finding-possible",
                line = line,
                what = what,
                condition = condition,
                penalty = infraction.penalty_each,
                payees = payees
            ),
            charged => crate::say!(
                f,
                "finding-possible-instead-of",
                line = line,
                what = what,
                condition = condition,
                penalty = infraction.penalty_each,
                payees = payees,
                charged = charged
            ),
        }
    }
}
