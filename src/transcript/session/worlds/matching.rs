//! A perfect matching of tiles to places, by augmenting paths over bit sets.
//!
//! At most 28 tiles and 28 places, so each tile's places are one `u32` and a
//! whole matching is a few hundred bit operations: small enough to ask again
//! for every question a hand of unseen tiles raises.

/// No tile in a place yet.
const EMPTY: u8 = u8::MAX;

/// The places each tile may be in (bit `p` of `places[t]`: tile `t` may be in
/// place `p`), and whether every tile can be given a place of its own with
/// every place filled; at most 32 of each.
///
/// Returns, for each place, the tile in it.
pub(super) fn perfect(places: &[u32], count: usize) -> Option<Vec<u8>> {
    let mut holder = [EMPTY; 32];
    fill(places, count, &mut holder).then(|| holder[..count].to_vec())
}

/// Whether a perfect matching exists, without keeping it (nothing allocated).
pub(super) fn exists(places: &[u32], count: usize) -> bool {
    let mut holder = [EMPTY; 32];
    fill(places, count, &mut holder)
}

/// Places every tile, `holder` taking the tile of each place.
fn fill(places: &[u32], count: usize, holder: &mut [u8; 32]) -> bool {
    if places.len() != count || count > 32 {
        return false;
    }
    (0..places.len()).all(|tile| {
        let mut seen = 0u32;
        augment(tile, places, holder, &mut seen)
    })
}

/// Finds a place for `tile`, moving tiles already placed along an augmenting
/// path; `seen` marks the places tried on this path.
fn augment(tile: usize, places: &[u32], holder: &mut [u8; 32], seen: &mut u32) -> bool {
    let mut open = places[tile] & !*seen;
    while open != 0 {
        let place = open.trailing_zeros() as usize;
        open &= open - 1;
        *seen |= 1 << place;
        let free = match holder[place] {
            EMPTY => true,
            other => augment(usize::from(other), places, holder, seen),
        };
        if free {
            // A tile index is below 32.
            holder[place] = tile as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_matching_is_found_where_hall_holds_and_not_where_it_fails() {
        // Three tiles, three places: tiles 0 and 1 both want place 0 only.
        assert!(!exists(&[0b001, 0b001, 0b111], 3));
        // Tile 1 may also go to place 1: then tile 2 takes place 2.
        let found = perfect(&[0b001, 0b011, 0b111], 3).expect("a matching");
        assert_eq!(found, vec![0, 1, 2]);
        // More tiles than places, or fewer, is never perfect.
        assert!(!exists(&[0b1, 0b1], 1));
        assert!(!exists(&[0b11], 2));
        assert!(exists(&[], 0));
    }

    #[test]
    fn an_augmenting_path_moves_tiles_already_placed() {
        // Tile 0 takes place 0 first; tile 1 can only go there, so tile 0 must move to 1.
        let found = perfect(&[0b11, 0b01], 2).expect("a matching");
        assert_eq!(found, vec![1, 0]);
    }

    #[test]
    fn twenty_eight_tiles_with_every_place_open_match() {
        let all = vec![(1u32 << 28) - 1; 28];
        assert!(exists(&all, 28));
    }
}
