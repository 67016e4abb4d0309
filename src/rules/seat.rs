//! Seats at the table and per-seat tables.
//!
//! Players sit clockwise in the order the transcript lists them; play passes to
//! the left, which is the next seat in that order.

use std::fmt;
use std::ops::{Index, IndexMut};

use arrayvec::ArrayVec;

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
/// many small per-seat tables (tiles in hand, counts, chips) cost no allocation
/// and a lookup no more than a bounds check. A table of more seats cannot be
/// made: the reader refuses a session of more than five players before it
/// builds one.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(ArrayVec<T, MAX_PLAYERS>);

impl<T> BySeat<T> {
    /// A table of `players` values made by `f`.
    ///
    /// # Panics
    /// With more than [`MAX_PLAYERS`] seats.
    pub fn from_fn(players: usize, mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        let mut values = ArrayVec::new();
        for i in 0..players {
            values.push(f(Seat(i as u8)));
        }
        BySeat(values)
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
        let mut values = ArrayVec::new();
        for (seat, value) in self.iter() {
            values.push(f(seat, value));
        }
        BySeat(values)
    }
}

impl<T: Copy> BySeat<T> {
    /// A table of `players` values, each `value`.
    ///
    /// The five seats a table has at most are written in one go rather than
    /// pushed one by one.
    ///
    /// # Panics
    /// With more than [`MAX_PLAYERS`] seats.
    #[must_use]
    pub fn filled(players: usize, value: T) -> BySeat<T> {
        assert!(players <= MAX_PLAYERS, "a table has at most five seats");
        let mut values = ArrayVec::from([value; MAX_PLAYERS]);
        values.truncate(players);
        BySeat(values)
    }
}

impl<T> From<Vec<T>> for BySeat<T> {
    /// # Panics
    /// With more than [`MAX_PLAYERS`] values.
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

/// Some of the seats at a table, as bits: who plays a hand, who is out.
///
/// Copied for nothing and read in seating order, so that the replay's questions
/// about the players still in (how many, who is next) are bit operations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seats.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Whether the set holds `seat`.
    #[must_use]
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`.
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// How many seats.
    ///
    /// Read from a table by the set's bits rather than counted: the build
    /// has no instruction that counts bits, and the players still in are
    /// counted at every turn.
    #[must_use]
    pub const fn len(self) -> usize {
        let len = super::ONES_IN_BYTE[self.0 as usize];
        debug_assert!(
            len as u32 == self.0.count_ones(),
            "a set's seats counted by byte"
        );
        len as usize
    }

    /// No seats at all.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats of this set that are not in `other`.
    #[must_use]
    pub const fn difference(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }

    /// The set without `seat`.
    #[must_use]
    pub const fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.0))
    }

    /// The first seat of the set clockwise after `seat`, coming round to `seat`
    /// itself last; `None` for an empty set.
    ///
    /// Read from a table by the set's bits and the seat, worked out once by
    /// [`SeatSet::next_after_by_bits`], since the next player is asked at
    /// every turn; a seat past the eight the bits can name is worked out.
    #[must_use]
    pub fn next_after(self, seat: Seat) -> Option<Seat> {
        let Some(&next) = NEXT_AFTER[self.0 as usize].get(seat.index()) else {
            return self.next_after_by_bits(seat);
        };
        let next = if next == NOBODY {
            None
        } else {
            Some(Seat(next))
        };
        debug_assert_eq!(next, self.next_after_by_bits(seat));
        next
    }

    /// [`SeatSet::next_after`] worked out: the set's seats after `seat`, or
    /// else all of them, and the first of those.
    #[must_use]
    const fn next_after_by_bits(self, seat: Seat) -> Option<Seat> {
        let later = self.0 & !((2u16 << seat.0) - 1) as u8;
        let from = if later != 0 { later } else { self.0 };
        if from == 0 {
            None
        } else {
            Some(Seat(from.trailing_zeros() as u8))
        }
    }

    /// The seats in seating order.
    #[must_use]
    pub const fn iter(self) -> SeatSetIter {
        SeatSetIter(self.0)
    }
}

/// In [`NEXT_AFTER`], no seat: the set is empty.
const NOBODY: u8 = u8::MAX;

/// The first seat clockwise after a seat, by the set's bits and the seat
/// (of the eight a set's bits can name), as [`SeatSet::next_after_by_bits`]
/// works it out; [`NOBODY`] for an empty set.
const NEXT_AFTER: [[u8; 8]; 256] = {
    let mut table = [[NOBODY; 8]; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut seat = 0;
        while seat < 8 {
            if let Some(next) = SeatSet(bits as u8).next_after_by_bits(Seat(seat as u8)) {
                table[bits][seat] = next.0;
            }
            seat += 1;
        }
        bits += 1;
    }
    table
};

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

impl IntoIterator for SeatSet {
    type Item = Seat;
    type IntoIter = SeatSetIter;
    fn into_iter(self) -> SeatSetIter {
        self.iter()
    }
}

/// The seats of a [`SeatSet`], in seating order.
#[derive(Clone, Copy, Debug)]
pub struct SeatSetIter(u8);

impl Iterator for SeatSetIter {
    type Item = Seat;

    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let seat = Seat(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(seat)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = SeatSet(self.0).len();
        (len, Some(len))
    }
}

impl ExactSizeIterator for SeatSetIter {}

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

    #[test]
    fn a_filled_table_is_the_one_made_seat_by_seat() {
        for players in 0..=MAX_PLAYERS {
            let filled = BySeat::filled(players, Some(7_i64));
            assert_eq!(filled, BySeat::from_fn(players, |_| Some(7)), "{players}");
            assert_eq!(filled.len(), players);
        }
    }

    #[test]
    #[should_panic(expected = "at most five seats")]
    fn a_table_of_six_seats_is_never_filled() {
        let _ = BySeat::filled(MAX_PLAYERS + 1, 0);
    }

    #[test]
    fn a_seat_set_read_from_its_tables_is_the_set_worked_out() {
        for bits in 0..=u8::MAX {
            let set = SeatSet(bits);
            assert_eq!(set.len(), bits.count_ones() as usize, "{bits:#b}");
            for seat in 0..8 {
                let seat = Seat(seat);
                assert_eq!(set.next_after(seat), set.next_after_by_bits(seat));
            }
        }
    }

    #[test]
    fn a_seat_set_goes_round_in_seating_order() {
        let set: SeatSet = [Seat(3), Seat(0), Seat(1)].into_iter().collect();
        assert_eq!(set.len(), 3);
        assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(0), Seat(1), Seat(3)]);
        assert!(set.contains(Seat(3)) && !set.contains(Seat(2)));
        assert_eq!(
            set.without(Seat(1)).iter().collect::<Vec<_>>(),
            [Seat(0), Seat(3)]
        );
        // Clockwise after a seat, wrapping round, the seat itself last.
        let cases = [
            (0, Some(1)),
            (1, Some(3)),
            (2, Some(3)),
            (3, Some(0)),
            (4, Some(0)),
        ];
        for (after, next) in cases {
            assert_eq!(set.next_after(Seat(after)), next.map(Seat), "after {after}");
        }
        assert_eq!(SeatSet::EMPTY.next_after(Seat(2)), None);
        assert_eq!(set.next_after(Seat(9)), Some(Seat(0)));
        let one: SeatSet = [Seat(4)].into_iter().collect();
        assert_eq!(one.next_after(Seat(4)), Some(Seat(4)));
    }
}

/// A value for some seats, as a rule for none: nothing is held until a seat
/// has one, so that a table of these costs a word where it is empty (the
/// tiles shown at the count, the counts noted, in a record that gives none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SomeSeats<T> {
    players: usize,
    values: Option<Box<BySeat<Option<T>>>>,
}

impl<T> SomeSeats<T> {
    /// No value for any of `players` seats.
    #[must_use]
    pub fn none(players: usize) -> SomeSeats<T> {
        SomeSeats {
            players,
            values: None,
        }
    }

    /// The seats, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<T> {
        (0..self.players).map(|i| Seat(u8::try_from(i).unwrap_or(u8::MAX)))
    }

    /// Each seat with its value, or none.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &Option<T>)> {
        (0..self.players).map(move |i| {
            let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
            (seat, &self[seat])
        })
    }

    /// Each seat's value, or none.
    pub fn values(&self) -> impl Iterator<Item = &Option<T>> {
        self.iter().map(|(_, value)| value)
    }

    /// The values given, to change in place.
    pub fn given_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.values
            .iter_mut()
            .flat_map(|values| values.values_mut().flatten())
    }
}

impl<T> From<BySeat<Option<T>>> for SomeSeats<T> {
    fn from(values: BySeat<Option<T>>) -> SomeSeats<T> {
        let players = values.len();
        let any = values.values().any(Option::is_some);
        SomeSeats {
            players,
            values: any.then(|| Box::new(values)),
        }
    }
}

impl<T> Index<Seat> for SomeSeats<T> {
    type Output = Option<T>;

    fn index(&self, seat: Seat) -> &Option<T> {
        match &self.values {
            Some(values) => &values[seat],
            None => &None,
        }
    }
}

impl<T> IndexMut<Seat> for SomeSeats<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut Option<T> {
        let players = self.players;
        &mut self
            .values
            .get_or_insert_with(|| Box::new(BySeat::from_fn(players, |_| None)))[seat]
    }
}
