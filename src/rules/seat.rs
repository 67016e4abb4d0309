//! Seats at the table and per-seat tables.
//!
//! Players sit clockwise in the order the transcript lists them; play passes to
//! the left, which is the next seat in that order.

use std::fmt;
use std::ops::{Index, IndexMut};

use smallvec::SmallVec;

/// The fewest players Nos is played with.
pub const MIN_PLAYERS: usize = 3;
/// The most players Nos is played with.
pub const MAX_PLAYERS: usize = 5;

/// A place at the table, counted clockwise from the first player listed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's position in the seating order.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat to the left (clockwise), at a table of `players`.
    #[must_use]
    pub const fn next(self, players: usize) -> Seat {
        Seat(((self.0 as usize + 1) % players) as u8)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat, indexed by [`Seat`].
///
/// Held inline for the five seats a table has at most, so that the replay's
/// many small per-seat tables (tiles in hand, counts, chips) cost no allocation.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BySeat<T>(SmallVec<[T; MAX_PLAYERS]>);

impl<T> BySeat<T> {
    /// A table of `players` values made by `f`.
    pub fn from_fn(players: usize, f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat((0..players).map(|i| Seat(i as u8)).map(f).collect())
    }

    /// The number of seats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No seats.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every seat in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<T> {
        (0..self.0.len()).map(|i| Seat(i as u8))
    }

    /// Seats and values in seating order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The values in seating order.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// The values, mutable, in seating order.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.0.iter_mut()
    }

    /// A table of the values mapped by `f`.
    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }
}

impl<T> From<Vec<T>> for BySeat<T> {
    fn from(values: Vec<T>) -> Self {
        BySeat(values.into_iter().collect())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_goes_clockwise_and_wraps() {
        let cases = [(0, 3, 1), (2, 3, 0), (3, 4, 0), (4, 5, 0), (1, 5, 2)];
        for (seat, players, next) in cases {
            assert_eq!(Seat(seat).next(players), Seat(next));
        }
    }
}
