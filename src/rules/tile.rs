//! Tiles of the double-six set and sets of them.
//!
//! A tile is two pips; a hand, the boneyard or the layout's contents is a
//! [`TileSet`], a 28-bit set, so that "does any tile in this hand fit?" is a
//! loop over at most 28 bits and copying a hand costs nothing.

use std::fmt;

use serde::{Serialize, Serializer};

/// The number of tiles in a double-six set.
pub const TILE_COUNT: usize = 28;

/// One domino of the double-six set, without orientation.
///
/// Held as its position in a [`TileSet`] (0 for [0-0] up to 27 for [6-6], by
/// high end and then low end), so that putting a tile in a set or taking it
/// out is a shift, and tiles order as their ends, high end first, do. The
/// ends are read from a table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile {
    index: u8,
}

impl Tile {
    /// The tile with the two given ends, in either order.
    ///
    /// # Panics
    /// Panics if an end is above 6; callers parse user input with [`Tile::parse`].
    #[must_use]
    pub const fn new(a: u8, b: u8) -> Tile {
        assert!(a <= 6 && b <= 6, "a pip is 0..=6");
        INDEX_BY_ENDS[a as usize][b as usize]
    }

    /// The tile at `index` of a [`TileSet`], `index` below [`TILE_COUNT`].
    const fn at(index: u8) -> Tile {
        Tile { index }
    }

    /// The higher end.
    #[must_use]
    pub const fn high(self) -> u8 {
        ENDS[self.index as usize].0
    }

    /// The lower end.
    #[must_use]
    pub const fn low(self) -> u8 {
        ENDS[self.index as usize].1
    }

    /// Both ends equal.
    #[must_use]
    pub const fn is_double(self) -> bool {
        DOUBLES.contains(self)
    }

    /// The four wild tiles of matador matching: [0-0] and the tiles whose ends add up to 7.
    #[must_use]
    pub const fn is_matador(self) -> bool {
        MATADORS.contains(self)
    }

    /// Whether one of the ends shows `pip`.
    #[must_use]
    pub const fn has(self, pip: u8) -> bool {
        self.high() == pip || self.low() == pip
    }

    /// The spots on the tile (its printed total).
    #[must_use]
    pub const fn spots(self) -> u32 {
        (self.high() + self.low()) as u32
    }

    /// What the tile counts in a hand at the end of play: its spots, but [0-0] counts 14.
    #[must_use]
    pub const fn count(self) -> u32 {
        if self.index == 0 { 14 } else { self.spots() }
    }

    /// The value of one end of a double for payments: the pips of one end, [0-0] being 7.
    /// `None` for a tile that is not a double.
    #[must_use]
    pub const fn double_value(self) -> Option<u32> {
        if !self.is_double() {
            None
        } else if self.index == 0 {
            Some(7)
        } else {
            Some(self.high() as u32)
        }
    }

    /// Position of the tile in the 28-bit set: 0 for [0-0] up to 27 for [6-6].
    #[must_use]
    pub const fn index(self) -> usize {
        self.index as usize
    }

    /// Every tile of the set, from [0-0] to [6-6].
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..TILE_COUNT as u8).map(Tile::at)
    }

    /// Reads a tile as the transcript writes it, `a-b` with both ends 0 to 6, and
    /// returns the ends in the order written.
    ///
    /// # Errors
    /// A [`ParseTileError`] saying what is wrong with the text.
    #[inline]
    pub fn parse(text: &str) -> Result<(u8, u8), ParseTileError> {
        // Nearly every tile is written `a-b`, each end one digit from 0 to 6:
        // read at once, without looking for the dash.
        if let &[a @ b'0'..=b'6', b'-', b @ b'0'..=b'6'] = text.as_bytes() {
            return Ok((a - b'0', b - b'0'));
        }
        Tile::parse_spelled(text)
    }

    /// [`Tile::parse`] for any text: trimmed, split at its dash, each end read.
    fn parse_spelled(text: &str) -> Result<(u8, u8), ParseTileError> {
        let text = text.trim();
        let Some((a, b)) = text.split_once('-') else {
            return Err(ParseTileError::NoDash);
        };
        if a != a.trim() || b != b.trim() {
            return Err(ParseTileError::Spaces);
        }
        let end = |s: &str| -> Result<u8, ParseTileError> {
            match s.parse::<u8>() {
                Ok(pip) if pip <= 6 && s.len() == 1 => Ok(pip),
                Ok(_) => Err(ParseTileError::PipOutOfRange),
                Err(_) => Err(ParseTileError::NotAPip),
            }
        };
        Ok((end(a)?, end(b)?))
    }
}

/// Its ends, high end first, as a tile held by its ends would show them.
impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tile")
            .field("high", &self.high())
            .field("low", &self.low())
            .finish()
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}-{}]", self.high(), self.low())
    }
}

/// In JSON a tile is its text without brackets, high end first: `"5-3"`.
impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{}-{}", self.high(), self.low()))
    }
}

/// What is wrong with a tile's text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParseTileError {
    /// No `-` between the ends (`53`).
    NoDash,
    /// Spaces around the dash (`5 - 3`).
    Spaces,
    /// An end is not a digit (`x-1`).
    NotAPip,
    /// An end above 6 (`6-7`).
    PipOutOfRange,
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseTileError::NoDash => "a tile is written as two ends joined by a dash",
            ParseTileError::Spaces => "a tile is written without spaces around the dash",
            ParseTileError::NotAPip => "each end of a tile is a digit from 0 to 6",
            ParseTileError::PipOutOfRange => "a double-six set has no end above 6",
        })
    }
}

/// A tile as laid: the end that touches the layout first, then the end left open.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Laid {
    /// The end placed against the layout.
    pub touching: u8,
    /// The end left open for the next tile.
    pub open: u8,
}

impl Laid {
    /// A tile as the transcript writes it: `[a, b]` with `a` touching the layout.
    #[must_use]
    pub const fn as_written(written: (u8, u8)) -> Laid {
        Laid {
            touching: written.0,
            open: written.1,
        }
    }

    /// The tile itself, without orientation.
    #[must_use]
    pub const fn tile(self) -> Tile {
        Tile::new(self.touching, self.open)
    }

    /// The tile itself, as [`Laid::tile`] gives it, and the set of that tile
    /// alone, both read from a table by the two ends rather than worked out:
    /// what laying a tile needs.
    ///
    /// # Panics
    /// Panics if an end is above 6, as [`Tile::new`] does.
    #[must_use]
    pub fn tile_and_set(self) -> (Tile, TileSet) {
        let tile = INDEX_BY_ENDS[usize::from(self.touching)][usize::from(self.open)];
        (tile, TileSet(1 << tile.index))
    }

    /// The same tile turned round.
    #[must_use]
    pub const fn turned(self) -> Laid {
        Laid {
            touching: self.open,
            open: self.touching,
        }
    }
}

impl fmt::Display for Laid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}-{}]", self.touching, self.open)
    }
}

/// In JSON a tile as laid is its text without brackets, touching end first: `"3-5"`.
impl Serialize for Laid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{}-{}", self.touching, self.open))
    }
}

/// A set of tiles: a hand, the boneyard, or the tiles laid so far.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet(u32);

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet(0);
    /// All 28 tiles.
    pub const FULL: TileSet = TileSet((1 << TILE_COUNT) - 1);

    /// Whether the set holds `tile`.
    #[must_use]
    pub const fn contains(self, tile: Tile) -> bool {
        self.0 & (1 << tile.index) != 0
    }

    /// Adds `tile`; returns whether it was absent.
    pub fn insert(&mut self, tile: Tile) -> bool {
        let absent = !self.contains(tile);
        self.0 |= 1 << tile.index;
        absent
    }

    /// The set with `tile` added: [`TileSet::insert`] where a constant is built.
    #[must_use]
    pub const fn with(self, tile: Tile) -> TileSet {
        TileSet(self.0 | 1 << tile.index)
    }

    /// Removes `tile`; returns whether it was present.
    pub fn remove(&mut self, tile: Tile) -> bool {
        let present = self.contains(tile);
        self.0 &= !(1 << tile.index);
        present
    }

    /// How many tiles.
    ///
    /// Read a byte of the set at a time from a table rather than counted bit
    /// by bit: the build has no instruction that counts bits, and the tiles
    /// left in the boneyard and in a hand are counted at every turn.
    #[must_use]
    pub const fn len(self) -> usize {
        let [a, b, c, d] = self.0.to_le_bytes();
        let ones = &super::ONES_IN_BYTE;
        let len = ones[a as usize] + ones[b as usize] + ones[c as usize] + ones[d as usize];
        debug_assert!(
            len as u32 == self.0.count_ones(),
            "a set's tiles counted by byte"
        );
        len as usize
    }

    /// No tiles at all.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The tiles in both sets.
    #[must_use]
    pub const fn intersection(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }

    /// The tiles in either set.
    #[must_use]
    pub const fn union(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }

    /// The tiles of `self` not in `other`.
    #[must_use]
    pub const fn difference(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// The number of doubles in the set.
    #[must_use]
    pub const fn doubles(self) -> usize {
        self.intersection(DOUBLES).len()
    }

    /// The end-of-hand count of the set: its spots, with [0-0] counting 14.
    /// Read a byte of the set at a time from a table of what each byte's
    /// tiles count, rather than tile by tile.
    #[must_use]
    pub fn count(self) -> u32 {
        let bytes = self.0.to_le_bytes();
        let count = COUNT_BY_BYTE
            .iter()
            .zip(bytes)
            .map(|(counts, byte)| u32::from(counts[usize::from(byte)]))
            .sum();
        // The table is held to the tiles counted one by one.
        debug_assert_eq!(count, self.iter().map(Tile::count).sum::<u32>());
        count
    }

    /// The tiles, from [0-0] up to [6-6].
    pub fn iter(self) -> impl Iterator<Item = Tile> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Tile::at(index))
        })
    }
}

/// The ends of the tile at each position of a [`TileSet`], high end first;
/// a position a byte can hold, so that reading an end needs no check of the
/// position (past [`TILE_COUNT`] it is never asked).
const ENDS: [(u8, u8); 256] = {
    let mut ends = [(0, 0); 256];
    let mut high = 0;
    while high <= 6 {
        let mut low = 0;
        while low <= high {
            ends[high as usize * (high as usize + 1) / 2 + low as usize] = (high, low);
            low += 1;
        }
        high += 1;
    }
    ends
};

/// Every tile by its two ends in either order: [`Tile::new`], and
/// [`Laid::tile_and_set`] read at once.
const INDEX_BY_ENDS: [[Tile; 7]; 7] = {
    let mut table = [[Tile::at(0); 7]; 7];
    let mut index = 0;
    while index < TILE_COUNT {
        let (high, low) = ENDS[index];
        table[high as usize][low as usize] = Tile::at(index as u8);
        table[low as usize][high as usize] = Tile::at(index as u8);
        index += 1;
    }
    table
};

/// What the tiles of each byte of a [`TileSet`] count at the end of a hand
/// ([`Tile::count`]), by the byte's place in the set and by its value:
/// [`TileSet::count`].
const COUNT_BY_BYTE: [[u16; 256]; 4] = {
    let mut table = [[0; 256]; 4];
    let mut place = 0;
    while place < 4 {
        let mut byte = 0;
        while byte < 256 {
            let mut count = 0;
            let mut bit = 0;
            while bit < 8 {
                let index = place * 8 + bit;
                if byte & (1 << bit) != 0 && index < TILE_COUNT {
                    count += Tile::at(index as u8).count();
                }
                bit += 1;
            }
            table[place][byte] = count as u16;
            byte += 1;
        }
        place += 1;
    }
    table
};

/// The seven doubles: [`Tile::is_double`].
const DOUBLES: TileSet = {
    let mut set = TileSet::EMPTY;
    let mut pip = 0;
    while pip <= 6 {
        set = set.with(INDEX_BY_ENDS[pip][pip]);
        pip += 1;
    }
    set
};

/// The four matadors: [`Tile::is_matador`].
const MATADORS: TileSet = TileSet::EMPTY
    .with(INDEX_BY_ENDS[0][0])
    .with(INDEX_BY_ENDS[4][3])
    .with(INDEX_BY_ENDS[5][2])
    .with(INDEX_BY_ENDS[6][1]);

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut set = TileSet::EMPTY;
        for tile in iter {
            set.insert(tile);
        }
        set
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|t| t.to_string()))
            .finish()
    }
}

/// In JSON a set of tiles is a list of tiles.
impl Serialize for TileSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl fmt::Display for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for tile in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{tile}")?;
        }
        Ok(())
    }
}

/// Texts that are a tile written plainly, nearly one, or not one at all:
/// every three characters of a few (ends in and out of range, the dash, a
/// space, a letter), with a few longer ones, for the tests that hold a
/// reader of tiles to [`Tile::parse`].
#[cfg(test)]
pub(crate) fn spellings() -> Vec<String> {
    let bytes = [b'0', b'3', b'6', b'7', b'9', b'-', b' ', b'a'];
    let mut texts: Vec<String> = vec![String::new(), " 5-3".into(), "5-3 ".into(), "15-3".into()];
    for a in bytes {
        for b in bytes {
            for c in bytes {
                texts.push(String::from_utf8(vec![a, b, c]).expect("ASCII"));
            }
        }
    }
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_written_plainly_is_read_as_any_other_text_is() {
        for text in spellings() {
            assert_eq!(Tile::parse(&text), Tile::parse_spelled(&text), "{text:?}");
        }
    }

    type ParseCase = (&'static str, Result<(u8, u8), ParseTileError>);

    #[test]
    fn parse_accepts_only_a_dash_between_two_pips() {
        let cases: &[ParseCase] = &[
            ("5-3", Ok((5, 3))),
            ("3-5", Ok((3, 5))),
            ("0-0", Ok((0, 0))),
            ("6-6", Ok((6, 6))),
            ("53", Err(ParseTileError::NoDash)),
            ("6-7", Err(ParseTileError::PipOutOfRange)),
            ("x-1", Err(ParseTileError::NotAPip)),
            ("5 - 3", Err(ParseTileError::Spaces)),
            ("05-3", Err(ParseTileError::PipOutOfRange)),
            ("-3", Err(ParseTileError::NotAPip)),
            ("5-3-1", Err(ParseTileError::NotAPip)),
            ("", Err(ParseTileError::NoDash)),
        ];
        for (text, expected) in cases {
            assert_eq!(Tile::parse(text), *expected, "{text:?}");
        }
    }

    #[test]
    fn counts_and_double_values() {
        // (tile, spots, end-of-hand count, double value)
        let cases = [
            (Tile::new(0, 0), 0, 14, Some(7)),
            (Tile::new(4, 4), 8, 8, Some(4)),
            (Tile::new(6, 6), 12, 12, Some(6)),
            (Tile::new(5, 4), 9, 9, None),
            (Tile::new(2, 0), 2, 2, None),
            (Tile::new(1, 1), 2, 2, Some(1)),
        ];
        for (tile, spots, count, double) in cases {
            assert_eq!(tile.spots(), spots, "{tile}");
            assert_eq!(tile.count(), count, "{tile}");
            assert_eq!(tile.double_value(), double, "{tile}");
        }
    }

    #[test]
    fn a_set_counted_by_byte_holds_as_many_tiles_as_it_lists() {
        // Growing one tile at a time, in two orders, so that every byte of
        // the set is counted full, empty and in between.
        let mut forward = TileSet::EMPTY;
        let mut backward = TileSet::EMPTY;
        assert_eq!(forward.len(), 0);
        let backwards: Vec<Tile> = Tile::all().collect::<Vec<_>>().into_iter().rev().collect();
        for (added, (first, last)) in Tile::all().zip(backwards).enumerate() {
            forward.insert(first);
            backward.insert(last);
            assert_eq!(forward.len(), added + 1, "{forward:?}");
            assert_eq!(backward.len(), added + 1, "{backward:?}");
            let alternate: TileSet = Tile::all().skip(added % 2).step_by(added + 1).collect();
            assert_eq!(alternate.len(), alternate.iter().count(), "{alternate:?}");
        }
        assert_eq!(TileSet::FULL.len(), TILE_COUNT);
    }

    #[test]
    fn the_four_matadors() {
        let matadors: Vec<String> = Tile::all()
            .filter(|t| t.is_matador())
            .map(|t| t.to_string())
            .collect();
        assert_eq!(matadors, ["[0-0]", "[4-3]", "[5-2]", "[6-1]"]);
    }

    #[test]
    fn index_is_a_bijection_onto_0_to_27() {
        let indices: Vec<usize> = Tile::all().map(Tile::index).collect();
        assert_eq!(indices, (0..TILE_COUNT).collect::<Vec<_>>());
        assert_eq!(Tile::all().count(), 28);
        assert_eq!(Tile::all().filter(|t| t.is_double()).count(), 7);
        assert_eq!(
            TileSet::FULL.iter().collect::<Vec<_>>(),
            Tile::all().collect::<Vec<_>>()
        );
    }

    #[test]
    fn tiles_order_and_show_as_their_ends_do() {
        let by_ends = |t: Tile| (t.high(), t.low());
        for a in 0..=6 {
            for b in 0..=6 {
                assert_eq!(by_ends(Tile::new(a, b)), (a.max(b), a.min(b)), "{a}-{b}");
            }
        }
        for a in Tile::all() {
            assert!(a.high() >= a.low() && a.high() <= 6, "{a:?}");
            assert_eq!(Tile::new(a.low(), a.high()), a);
            assert_eq!(a.is_double(), a.high() == a.low(), "{a}");
            assert_eq!(
                a.is_matador(),
                a.high() + a.low() == 7 || a.high() + a.low() == 0,
                "{a}"
            );
            assert_eq!(
                format!("{a:?}"),
                format!("Tile {{ high: {}, low: {} }}", a.high(), a.low())
            );
            for b in Tile::all() {
                assert_eq!(a.cmp(&b), by_ends(a).cmp(&by_ends(b)), "{a} {b}");
            }
        }
    }

    #[test]
    fn a_laid_tile_read_from_the_table_is_the_tile_worked_out() {
        for touching in 0..=6 {
            for open in 0..=6 {
                let laid = Laid { touching, open };
                let tile = laid.tile();
                let mut alone = TileSet::EMPTY;
                alone.insert(tile);
                assert_eq!(laid.tile_and_set(), (tile, alone), "{laid}");
            }
        }
    }

    #[test]
    fn tile_set_operations() {
        let mut hand: TileSet = [Tile::new(3, 1), Tile::new(0, 0), Tile::new(5, 5)]
            .into_iter()
            .collect();
        assert_eq!(hand.len(), 3);
        assert_eq!(hand.doubles(), 2);
        assert_eq!(hand.count(), 4 + 14 + 10);
        assert!(hand.remove(Tile::new(1, 3)));
        assert!(!hand.remove(Tile::new(1, 3)));
        assert!(hand.insert(Tile::new(6, 2)));
        assert!(!hand.insert(Tile::new(2, 6)));
        assert_eq!(hand.to_string(), "[0-0] [5-5] [6-2]");
        assert_eq!(TileSet::FULL.len(), 28);
        assert_eq!(TileSet::FULL.count(), 168 + 14);
    }
}
