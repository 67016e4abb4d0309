//! The ways the unseen tiles of a public record could have lain.
//!
//! At a table no one sees another's tiles: a record of what the table saw
//! gives how many tiles each player took at the deal and in each draw, and
//! the tiles that came into the open later (played, set, declared, shown at
//! the count). A *way* the tiles lay puts every tile the record does not
//! place into one place: an unseen tile of a deal or a draw, or the boneyard
//! at the end. It agrees with the record when every tile a player brought
//! into the open was in his hand by then: in his deal, or in a draw before.
//!
//! Whether such a way exists, with or without a further condition ("some
//! tile that fits was in Bram's hand at line 40"), is a bipartite matching of
//! at most 28 tiles to as many places (`matching.rs`). [`Worlds`] holds the
//! matching's two sides built once from the hand, answers each question the
//! referee asks as [`Truth`], and gives one way that agrees with the record
//! ([`Worlds::complete`]), which the referee replays for everything that
//! does not depend on the unseen tiles.

use crate::rules::seat::{BySeat, Seat, SeatSet};
use crate::rules::tile::{TILE_COUNT, Tile, TileSet};

use super::{Action, Hand, Tiles};

mod conceal;
mod matching;
#[cfg(test)]
mod tests;

pub use conceal::{conceal, holdings, seen_in_draws};

/// Whether something holds in the ways the tiles could have lain.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Truth {
    /// In every way.
    Always,
    /// In some ways, not in others.
    Sometimes,
    /// In none.
    Never,
}

/// Where the record stops being explained by any way of the tiles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contradiction {
    /// At this event (its index in the hand): a tile brought into the open
    /// that its player cannot have held.
    At(usize),
    /// At the count: the tiles shown cannot be the players' own.
    Shown,
    /// More unseen tiles than the set has left.
    Counting,
}

/// A place an unseen tile can be.
#[derive(Clone, Copy, Debug)]
struct Place {
    /// The player whose deal or draw it is; none for the boneyard at the end.
    owner: Option<Seat>,
    /// The moment from which its tile is held: 0 for the deal, `i + 1` for a
    /// draw at event `i` (the moment before event `m` is `m`); the boneyard's
    /// places are never held.
    from: u32,
    /// The event of the draw, for a drawn place.
    draw: Option<u32>,
}

/// A tile the record places nowhere at first, brought into the open later.
#[derive(Clone, Copy, Debug)]
struct Reveal {
    owner: Seat,
    /// The event that first shows it (`u32::MAX - 1` for the count).
    first: u32,
}

const NEVER: u32 = u32::MAX;

/// The ways the unseen tiles of one hand could have lain.
#[derive(Clone, Debug)]
pub struct Worlds {
    /// The tiles the record does not place: one side of the matching.
    tiles: Vec<Tile>,
    /// The other side.
    places: Vec<Place>,
    /// For each tile of `tiles`, the places it may be in (bits of `places`).
    edges: Vec<u32>,
    /// For each of the 28 tiles, its index in `tiles`.
    index: [Option<u8>; TILE_COUNT],
    /// Who first brought each tile into the open, and when.
    reveals: [Option<Reveal>; TILE_COUNT],
    /// The tiles a seen deal or draw places.
    seen: TileSet,
    /// One way that agrees with the record: for each place, the index in
    /// `tiles` of its tile.
    witness: Vec<u8>,
}

impl Worlds {
    /// The ways of `hand`'s unseen tiles.
    ///
    /// # Errors
    /// When no way agrees with the record: where it stops agreeing.
    pub fn new(hand: &Hand) -> Result<Worlds, Contradiction> {
        let (mut worlds, full_shown) = Worlds::sides(hand)?;
        worlds.edges = worlds.edges_with(hand, u32::MAX, full_shown);
        match matching::perfect(&worlds.edges, worlds.places.len()) {
            Some(witness) => {
                worlds.witness = witness;
                Ok(worlds)
            }
            None => Err(worlds.first_contradiction(hand, full_shown)),
        }
    }

    /// The two sides, the reveals and the tiles seen; the edges are left empty.
    fn sides(hand: &Hand) -> Result<(Worlds, SeatSet), Contradiction> {
        let players = hand.deal.len();
        let mut seen = TileSet::EMPTY;
        for tiles in hand.deal.values() {
            seen = seen.union(tiles.iter().copied().collect());
        }
        let mut returned_unseen: BySeat<u32> = BySeat::filled(players, 0);
        for event in &hand.events {
            match &event.action {
                Action::Draw(taken) => seen = seen.union(taken.iter().copied().collect()),
                Action::Return(taken) => {
                    // A tile put back seen is in the boneyard again: it may be drawn unseen.
                    seen = seen.difference(taken.iter().copied().collect());
                    returned_unseen[event.seat] += u32::from(event.unseen);
                }
                _ => {}
            }
        }
        let mut places = Vec::new();
        for (seat, &dealt) in hand.deal_unseen.iter() {
            let held = u32::from(dealt).saturating_sub(returned_unseen[seat]);
            places.extend((0..held).map(|_| Place {
                owner: Some(seat),
                from: 0,
                draw: None,
            }));
        }
        for (at, event) in hand.events.iter().enumerate() {
            if let Action::Draw(_) = &event.action {
                let at = u32::try_from(at).unwrap_or(NEVER - 2);
                places.extend((0..event.unseen).map(|_| Place {
                    owner: Some(event.seat),
                    from: at + 1,
                    draw: Some(at),
                }));
            }
        }
        let tiles: Vec<Tile> = Tile::all().filter(|t| !seen.contains(*t)).collect();
        if places.len() > tiles.len() {
            return Err(Contradiction::Counting);
        }
        let boneyard = tiles.len() - places.len();
        places.extend((0..boneyard).map(|_| Place {
            owner: None,
            from: NEVER,
            draw: None,
        }));
        let mut index = [None; TILE_COUNT];
        for (i, tile) in tiles.iter().enumerate() {
            index[tile.index()] = u8::try_from(i).ok();
        }
        let mut reveals: [Option<Reveal>; TILE_COUNT] = [None; TILE_COUNT];
        let mut reveal = |tile: Tile, owner: Seat, first: u32| -> Result<(), ()> {
            if seen.contains(tile) {
                return Ok(());
            }
            match reveals[tile.index()] {
                None => {
                    reveals[tile.index()] = Some(Reveal { owner, first });
                    Ok(())
                }
                Some(earlier) if earlier.owner == owner => Ok(()),
                Some(_) => Err(()),
            }
        };
        for (at, event) in hand.events.iter().enumerate() {
            let moment = u32::try_from(at).unwrap_or(NEVER - 2);
            let shown: &[Tile] = match &event.action {
                Action::Set((a, b))
                | Action::Play {
                    written: (a, b), ..
                } => &[Tile::new(*a, *b)][..],
                Action::Declare(tiles) => tiles,
                _ => &[],
            };
            for &tile in shown {
                reveal(tile, event.seat, moment).map_err(|()| Contradiction::At(at))?;
            }
        }
        let mut full_shown = SeatSet::EMPTY;
        for (seat, shown) in hand.shown.iter() {
            if let Some(shown) = shown {
                full_shown.insert(seat);
                for &tile in &shown.value {
                    reveal(tile, seat, NEVER - 1).map_err(|()| Contradiction::Shown)?;
                }
            }
        }
        Ok((
            Worlds {
                tiles,
                places,
                edges: Vec::new(),
                index,
                reveals,
                seen,
                witness: Vec::new(),
            },
            full_shown,
        ))
    }

    /// The places each tile may be in, counting only the tiles brought into
    /// the open before event `before`; `full_shown` are the players whose
    /// every tile at the count is shown.
    fn edges_with(&self, hand: &Hand, before: u32, full_shown: SeatSet) -> Vec<u32> {
        // A tile put back seen stays in the boneyard until a later draw.
        let mut back_after: [u32; TILE_COUNT] = [0; TILE_COUNT];
        for (at, event) in hand.events.iter().enumerate() {
            if let Action::Return(taken) = &event.action {
                for tile in taken {
                    back_after[tile.index()] = u32::try_from(at).unwrap_or(NEVER - 2) + 1;
                }
            }
        }
        self.tiles
            .iter()
            .map(|tile| {
                let reveal = self.reveals[tile.index()].filter(|r| r.first < before);
                let mut mask = 0u32;
                for (bit, place) in self.places.iter().enumerate() {
                    if place.owner.is_some() && place.from < back_after[tile.index()] {
                        continue;
                    }
                    let fits = match (reveal, place.owner) {
                        (Some(r), Some(owner)) => owner == r.owner && place.from <= r.first,
                        (Some(_), None) => false,
                        (None, Some(owner)) => before != u32::MAX || !full_shown.contains(owner),
                        (None, None) => true,
                    };
                    if fits {
                        mask |= 1 << bit;
                    }
                }
                mask
            })
            .collect()
    }

    /// The first event after which no way agrees with the record, or the
    /// count when every event alone is explained.
    #[cold]
    fn first_contradiction(&self, hand: &Hand, full_shown: SeatSet) -> Contradiction {
        let events = u32::try_from(hand.events.len()).unwrap_or(NEVER - 2);
        for before in 1..=events {
            let edges = self.edges_with(hand, before, full_shown);
            if !matching::exists(&edges, self.places.len()) {
                return Contradiction::At(before as usize - 1);
            }
        }
        Contradiction::Shown
    }

    /// The tiles the table has seen by the moment before event `at`: those of
    /// seen deals and draws, and those brought into the open up to and with it.
    #[must_use]
    pub fn seen_by(&self, at: usize) -> TileSet {
        let at = u32::try_from(at).unwrap_or(NEVER - 2);
        let revealed: TileSet = self
            .tiles
            .iter()
            .copied()
            .filter(|t| self.reveals[t.index()].is_some_and(|r| r.first <= at))
            .collect();
        self.seen.union(revealed)
    }

    /// Whether `seat` held one of `tiles` just before event `at`, given what
    /// he holds in the way the referee replays (`held`).
    #[must_use]
    pub fn holds(&self, seat: Seat, at: usize, tiles: TileSet, held: TileSet) -> Truth {
        let known = held.intersection(self.seen_by(at));
        if !known.intersection(tiles).is_empty() {
            return Truth::Always;
        }
        let moment = u32::try_from(at).unwrap_or(NEVER - 2);
        let mask = self.mask(|p| p.owner == Some(seat) && p.from <= moment);
        let candidates = self.candidates(tiles, moment, |owner| owner == seat);
        self.truth(&candidates, mask)
    }

    /// Whether one of `tiles` lay in the boneyard just before event `at`,
    /// given the boneyard of the way the referee replays (`boneyard`).
    #[must_use]
    pub fn in_boneyard(&self, at: usize, tiles: TileSet, boneyard: TileSet) -> Truth {
        if !boneyard
            .intersection(self.seen)
            .intersection(tiles)
            .is_empty()
        {
            return Truth::Always;
        }
        let moment = u32::try_from(at).unwrap_or(NEVER - 2);
        let mask = self.mask(|p| p.from > moment);
        let candidates = self.candidates(tiles, moment, |_| true);
        self.truth(&candidates, mask)
    }

    /// Whether one of `tiles` lay in the boneyard just before event `at` and
    /// was drawn later in the hand (so it could be drawn then), given the
    /// boneyard of the way the referee replays.
    #[must_use]
    pub fn drawn_after(&self, at: usize, tiles: TileSet, boneyard: TileSet) -> Truth {
        let moment = u32::try_from(at).unwrap_or(NEVER - 2);
        if !boneyard
            .intersection(self.seen)
            .intersection(tiles)
            .is_empty()
        {
            return Truth::Always;
        }
        let mask = self.mask(|p| p.owner.is_some() && p.from > moment);
        let candidates = self.candidates(tiles, moment, |_| true);
        self.truth(&candidates, mask)
    }

    /// The places for which `keep` holds, as bits.
    fn mask(&self, keep: impl Fn(&Place) -> bool) -> u32 {
        self.places
            .iter()
            .enumerate()
            .filter(|(_, p)| keep(p))
            .fold(0, |mask, (bit, _)| mask | 1 << bit)
    }

    /// The tiles of `tiles` not placed by the record and not yet in the open
    /// before `moment`, that may be where the question asks: unseen so far,
    /// and if shown later, shown by a player `owner` accepts.
    fn candidates(
        &self,
        tiles: TileSet,
        moment: u32,
        owner: impl Fn(Seat) -> bool,
    ) -> smallvec::SmallVec<[usize; 8]> {
        tiles
            .iter()
            .filter_map(|tile| {
                let index = usize::from(self.index[tile.index()]?);
                match self.reveals[tile.index()] {
                    Some(r) if r.first <= moment || !owner(r.owner) => None,
                    _ => Some(index),
                }
            })
            .collect()
    }

    /// Whether one of `candidates` is in a place of `mask`: in every way, in
    /// some, or in none.
    fn truth(&self, candidates: &[usize], mask: u32) -> Truth {
        if candidates.is_empty() {
            return Truth::Never;
        }
        let count = self.places.len();
        // The tiles' places, narrowed for each question, on the stack.
        let mut narrowed = [0u32; TILE_COUNT];
        let edges = &mut narrowed[..self.edges.len()];
        let some = candidates.iter().any(|&tile| {
            // The witness may already say yes.
            if self
                .witness_place(tile)
                .is_some_and(|p| mask & (1 << p) != 0)
            {
                return true;
            }
            edges.copy_from_slice(&self.edges);
            edges[tile] &= mask;
            matching::exists(edges, count)
        });
        if !some {
            return Truth::Never;
        }
        edges.copy_from_slice(&self.edges);
        for &tile in candidates {
            edges[tile] &= !mask;
        }
        if matching::exists(edges, count) {
            Truth::Sometimes
        } else {
            Truth::Always
        }
    }

    /// The place of tile `index` (of `tiles`) in the witness.
    fn witness_place(&self, index: usize) -> Option<usize> {
        self.witness.iter().position(|&t| usize::from(t) == index)
    }

    /// The hand as the witness has it: every unseen tile written, the unseen
    /// tiles of a deal after the seen ones, of a draw before them (a setter's
    /// seen draw is the tile he sets). A tile put back unseen is one the
    /// boneyard still held then.
    #[must_use]
    pub fn complete(&self, hand: &Hand) -> Hand {
        // Every part of the hand but its worlds, which the referee asks of the record's own.
        let mut full = Hand {
            number: hand.number,
            span: hand.span,
            deal: hand.deal.clone(),
            deal_unseen: hand.deal_unseen.clone(),
            deal_spans: hand.deal_spans.clone(),
            events: hand.events.clone(),
            scoresheet: hand.scoresheet.clone(),
            on_set: hand.on_set.clone(),
            events_span: hand.events_span,
            present: hand.present.clone(),
            tiebreak: hand.tiebreak.clone(),
            shown: hand.shown.clone(),
            counts: hand.counts.clone(),
            worlds: None,
        };
        let mut drawn: Vec<Tiles> = vec![Tiles::new(); hand.events.len()];
        for (place, &tile) in self.places.iter().zip(&self.witness) {
            let tile = self.tiles[usize::from(tile)];
            match (place.owner, place.draw) {
                (Some(owner), None) => full.deal[owner].push(tile),
                (Some(_), Some(at)) => drawn[at as usize].push(tile),
                (None, _) => {}
            }
        }
        // Tiles put back unseen: any the boneyard held from the deal until after the return.
        let mut taken = TileSet::EMPTY;
        for (at, event) in hand.events.iter().enumerate() {
            if !matches!(event.action, Action::Return(_)) || event.unseen == 0 {
                continue;
            }
            let moment = u32::try_from(at).unwrap_or(NEVER - 2);
            let mut chosen = Tiles::new();
            for (place, &tile) in self.places.iter().zip(&self.witness) {
                let tile = self.tiles[usize::from(tile)];
                if chosen.len() < usize::from(event.unseen)
                    && place.from > moment + 1
                    && !taken.contains(tile)
                {
                    taken.insert(tile);
                    chosen.push(tile);
                }
            }
            full.deal[event.seat].extend(chosen.iter().copied());
            let returned = &mut full.events[at];
            if let Action::Return(back) = &mut returned.action {
                let mut all = chosen;
                all.extend(back.iter().copied());
                *back = all;
                returned.unseen = 0;
            }
        }
        for (event, unseen) in full.events.iter_mut().zip(drawn) {
            if let Action::Draw(taken) = &mut event.action
                && event.unseen > 0
            {
                let mut all = unseen;
                all.extend(taken.iter().copied());
                *taken = all;
                event.unseen = 0;
            }
        }
        full.deal_unseen = BySeat::filled(hand.deal_unseen.len(), 0);
        full
    }
}
