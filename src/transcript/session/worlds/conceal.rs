//! A hand fully written, as the table's own record of it would stand: no
//! tile of a deal or a draw seen, but the tiles a setter draws to set, and
//! each player's tiles shown at the count.

use crate::rules::tile::Tile;

use super::super::{Action, Hand, Tiles};
use super::Worlds;
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::{Located, Span};

/// The public record of a hand fully written, with its worlds.
#[must_use]
pub fn conceal(hand: &Hand) -> Hand {
    let mut public = hand.clone();
    for (seat, tiles) in hand.deal.iter() {
        public.deal_unseen[seat] = u8::try_from(tiles.len()).unwrap_or(u8::MAX);
        public.deal[seat] = Tiles::new();
    }
    let turned_up = seen_in_draws(hand);
    for (at, event) in hand.events.iter().enumerate() {
        match &event.action {
            Action::Draw(taken) => {
                let seen: Tiles = taken
                    .iter()
                    .enumerate()
                    .filter(|(n, _)| turned_up[at] & (1 << n) != 0)
                    .map(|(_, &tile)| tile)
                    .collect();
                let unseen = taken.len() - seen.len() + usize::from(event.unseen);
                public.events[at].action = Action::Draw(seen);
                public.events[at].unseen = u8::try_from(unseen).unwrap_or(u8::MAX);
            }
            Action::Return(taken) => {
                let unseen = taken.len() + usize::from(event.unseen);
                public.events[at].action = Action::Return(Tiles::new());
                public.events[at].unseen = u8::try_from(unseen).unwrap_or(u8::MAX);
            }
            _ => {}
        }
    }
    if let Some(held) = holdings(hand) {
        for (seat, tiles) in held.iter() {
            public.shown[seat] = (hand.present[seat] && !tiles.is_empty()).then(|| Located {
                value: tiles.iter().copied().collect(),
                span: Span::default(),
            });
        }
    }
    public.worlds = None;
    if public.is_public() {
        public.worlds = Worlds::new(&public).ok().map(Box::new);
    }
    public
}

/// Which tiles of each draw the table sees, by event: bit `n` for the
/// draw's `n`th tile written. A setter without a double turns up what he
/// draws to set, so the draws of the hand's first setter before the first
/// set are seen, but for the tiles that make up a short deal, which go into
/// his hand unseen (never the tile he then sets, which is the set draw
/// whatever the size of his deal). Every other draw goes unseen.
#[must_use]
pub fn seen_in_draws(hand: &Hand) -> Vec<u32> {
    let mut seen = vec![0u32; hand.events.len()];
    let Some(first_set) = hand
        .events
        .iter()
        .position(|event| matches!(event.action, Action::Set(_)))
    else {
        return seen;
    };
    let setter = hand.events[first_set].seat;
    let players = hand.present.values().filter(|&&p| p).count();
    let dealt = hand.deal[setter].len() + usize::from(hand.deal_unseen[setter]);
    let mut short = 8usize.saturating_sub(players).saturating_sub(dealt);
    for (at, event) in hand.events[..first_set].iter().enumerate() {
        let Action::Draw(tiles) = &event.action else {
            continue;
        };
        if event.seat != setter {
            continue;
        }
        // The tile he sets next from this draw, if he does.
        let set = hand.events[at + 1..]
            .iter()
            .find(|e| !matches!(e.action, Action::Draw(_) | Action::Return(_)))
            .and_then(|next| match next.action {
                Action::Set((a, b)) if next.seat == setter => Some(Tile::new(a, b)),
                _ => None,
            })
            .and_then(|tile| tiles.iter().position(|&t| t == tile));
        for n in 0..tiles.len().min(32) {
            if Some(n) == set {
                seen[at] |= 1 << n;
            } else if short > 0 {
                short -= 1;
            } else {
                seen[at] |= 1 << n;
            }
        }
    }
    seen
}

/// The tiles each player still holds at the end of `hand`, in the order he
/// took them (a tile taken back keeps its place); `None` when the record
/// leaves any tile unseen, so that what he holds is not known. What the
/// public record shows at the count (`shown:`).
#[must_use]
pub fn holdings(hand: &Hand) -> Option<BySeat<Vec<Tile>>> {
    if hand.is_public() {
        return None;
    }
    let mut holder: [Option<Seat>; 28] = [None; 28];
    let mut taken_as: [usize; 28] = [0; 28];
    let mut taken = 0;
    let mut take = |tile: Tile, seat: Seat, holder: &mut [Option<Seat>; 28]| {
        holder[tile.index()] = Some(seat);
        taken_as[tile.index()] = taken;
        taken += 1;
    };
    for (seat, tiles) in hand.deal.iter() {
        for &tile in tiles {
            take(tile, seat, &mut holder);
        }
    }
    for event in &hand.events {
        match &event.action {
            Action::Draw(drawn) => {
                for &tile in drawn {
                    take(tile, event.seat, &mut holder);
                }
            }
            Action::Set(written) | Action::Play { written, .. } => {
                holder[Tile::new(written.0, written.1).index()] = None;
            }
            Action::Return(put_back) => {
                for &tile in put_back {
                    holder[tile.index()] = None;
                }
            }
            Action::Takeback(tile) => holder[tile.index()] = Some(event.seat),
            Action::Announce(_)
            | Action::Declare(_)
            | Action::Claim(_)
            | Action::Says(_)
            | Action::Conduct(_) => {}
        }
    }
    Some(BySeat::from_fn(hand.deal.len(), |seat| {
        let mut tiles: Vec<Tile> = Tile::all()
            .filter(|tile| holder[tile.index()] == Some(seat))
            .collect();
        tiles.sort_by_key(|tile| taken_as[tile.index()]);
        tiles
    }))
}
