//! A hand fully written, as the table's own record of it would stand: no
//! tile of a deal or a draw seen, but the tile a setter draws to set, and
//! each player's tiles shown at the count.

use crate::rules::tile::{Tile, TileSet};

use super::super::{Action, Hand, Tiles};
use super::Worlds;
use crate::rules::seat::BySeat;
use crate::transcript::{Located, Span};

/// The public record of a hand fully written, with its worlds.
#[must_use]
pub fn conceal(hand: &Hand) -> Hand {
    let mut public = hand.clone();
    let mut held: BySeat<TileSet> = hand.deal.map(|_, tiles| tiles.iter().copied().collect());
    for (seat, tiles) in hand.deal.iter() {
        public.deal_unseen[seat] = u8::try_from(tiles.len()).unwrap_or(u8::MAX);
        public.deal[seat] = Tiles::new();
    }
    for (at, event) in hand.events.iter().enumerate() {
        let seat = event.seat;
        match &event.action {
            Action::Draw(taken) => {
                for &tile in taken {
                    held[seat].insert(tile);
                }
                // The tile a setter without a double draws and sets is turned up.
                let set =
                    set_after(hand, at).filter(|(s, tile)| *s == seat && taken.contains(tile));
                let seen: Tiles = set.map(|(_, tile)| tile).into_iter().collect();
                let unseen = taken.len() + usize::from(event.unseen) - seen.len();
                public.events[at].action = Action::Draw(seen);
                public.events[at].unseen = u8::try_from(unseen).unwrap_or(u8::MAX);
            }
            Action::Return(taken) => {
                for &tile in taken {
                    held[seat].remove(tile);
                }
                let unseen = taken.len() + usize::from(event.unseen);
                public.events[at].action = Action::Return(Tiles::new());
                public.events[at].unseen = u8::try_from(unseen).unwrap_or(u8::MAX);
            }
            Action::Set((a, b))
            | Action::Play {
                written: (a, b), ..
            } => {
                held[seat].remove(Tile::new(*a, *b));
            }
            Action::Takeback(tile) => {
                held[seat].insert(*tile);
            }
            _ => {}
        }
    }
    for (seat, tiles) in held.iter() {
        public.shown[seat] = (hand.present[seat] && !tiles.is_empty()).then(|| Located {
            value: tiles.iter().collect(),
            span: Span::default(),
        });
    }
    public.worlds = None;
    if public.is_public() {
        public.worlds = Worlds::new(&public).ok().map(Box::new);
    }
    public
}

/// The seat and tile of the set that follows the draw at `at`, with only
/// draws and returns between.
fn set_after(hand: &Hand, at: usize) -> Option<(crate::rules::seat::Seat, Tile)> {
    let next = hand.events[at + 1..]
        .iter()
        .find(|e| !matches!(e.action, Action::Draw(_) | Action::Return(_)))?;
    match next.action {
        Action::Set((a, b)) => Some((next.seat, Tile::new(a, b))),
        _ => None,
    }
}
