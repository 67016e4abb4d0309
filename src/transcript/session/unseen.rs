//! Tiles no one saw, as a public record writes them: `?-?` in a deal, a
//! draw or a return, or how many tiles were taken (`Anna: 4`, `draw: 2`).
//!
//! At a real table the deal and the draws are private; what the table can
//! write down is how many tiles went where. This is where such a number is
//! read, and where `?-?` is told apart from a tile.

use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::{Located, OneOrMore, Scalar, Span, TileText, UNSEEN};
use crate::words;

use super::hand::{tile_at, tile_of};
use super::{Problems, Tiles};

/// The most tiles a number of tiles may be: the whole set.
pub(super) const SET_SIZE: u8 = 28;

/// Where a number of tiles is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Taking {
    /// A player's deal (`Anna: 4`), which may be none.
    Deal,
    /// A draw (`draw: 2`).
    Draw,
    /// A return (`return: 1`).
    Return,
}

impl Taking {
    fn word(self) -> &'static str {
        match self {
            Taking::Deal => "deal",
            Taking::Draw => "draw",
            Taking::Return => "return",
        }
    }
}

/// A value written where a number may stand, as read.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum Number {
    /// A whole number, none or more.
    Whole(u64),
    /// A number below nought.
    Negative,
    /// A number with a fraction.
    Fraction,
    /// Not a number at all.
    Not,
}

/// Reads `text` as a number: digits, perhaps signed, with a fraction or an
/// exponent. A tile (`5-3`) and a word (`inf`) are no number.
pub(super) fn number(text: &str) -> Number {
    let text = text.trim();
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let digits = digits.strip_prefix('.').unwrap_or(digits);
    if !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return Number::Not;
    }
    if let Ok(n) = text.parse::<u64>() {
        return Number::Whole(n);
    }
    match text.parse::<f64>() {
        Ok(n) if !n.is_finite() => Number::Not,
        Ok(n) if n < 0.0 => Number::Negative,
        Ok(n) if n.fract() != 0.0 => Number::Fraction,
        // Written with a point or an exponent (`4.0`, `1e3`), or too large for
        // 64 bits: the cast holds it at the largest a number can be.
        Ok(n) => Number::Whole(n as u64),
        Err(_) => Number::Not,
    }
}

/// Whether `text` is `?-?`, a tile no one saw.
pub(super) fn is_unseen(text: &TileText) -> bool {
    text.0.0.trim() == UNSEEN
}

/// How many tiles `text`, standing at `span`, says were taken in `taking`,
/// when it is a number (each wrong one reported); `None` when it is no
/// number at all, for the caller to read it otherwise.
pub(super) fn tile_count(
    text: &Scalar,
    span: Span,
    taking: Taking,
    problems: &mut Problems,
) -> Option<Option<u8>> {
    let word = taking.word();
    let problem = |message: String, label: String, help: String| {
        Problem::new(ProblemKind::TileCount, span, message)
            .label(label)
            .help(help)
    };
    // Worded only for a wrong number: a right one is read thousands of
    // times a session.
    let how = || words!("problem-tile-count-how", word = word);
    match number(&text.0) {
        Number::Not => return None,
        Number::Whole(0) if taking != Taking::Deal => problems.push(problem(
            words!("problem-tile-count-zero", word = word),
            words!("problem-tile-count-zero-label"),
            words!("problem-tile-count-zero-help", word = word, how = how()),
        )),
        Number::Whole(n) if n > u64::from(SET_SIZE) => {
            let looks_like_a_tile =
                text.0.len() == 2 && text.0.bytes().all(|b| (b'0'..=b'6').contains(&b));
            let help = if looks_like_a_tile {
                words!(
                    "problem-tile-count-like-a-tile-help",
                    tile = format!("{}-{}", &text.0[..1], &text.0[1..])
                )
            } else {
                how()
            };
            problems.push(problem(
                words!("problem-tile-count-too-many", text = &text.0),
                words!("problem-set-size-label"),
                help,
            ));
        }
        Number::Whole(n) => return Some(u8::try_from(n).ok()),
        Number::Negative => problems.push(problem(
            words!("problem-tile-count-negative", text = &text.0),
            words!("problem-below-nought-label"),
            how(),
        )),
        Number::Fraction => problems.push(problem(
            words!("problem-tile-count-fraction", text = &text.0),
            words!("problem-not-whole-label"),
            how(),
        )),
    }
    Some(None)
}

/// The tiles of a draw or a return (`taking`): those written, and how many
/// more no one saw, when every item can be read (each wrong one reported);
/// with the place of each tile written. A single tile's place is that of the
/// whole value.
pub(super) fn taken_of(
    located: &Located<OneOrMore<Located<TileText>>>,
    taking: Taking,
    problems: &mut Problems,
) -> (Option<Taken>, Vec<Span>) {
    match &located.value {
        OneOrMore::One(one) if is_unseen(&one.value) => (
            Some(Taken {
                unseen: 1,
                ..Taken::default()
            }),
            Vec::new(),
        ),
        OneOrMore::One(one) => {
            if let Some(count) = tile_count(&one.value.0, located.span, taking, problems) {
                let taken = count.map(|unseen| Taken {
                    unseen,
                    ..Taken::default()
                });
                return (taken, Vec::new());
            }
            let tile = tile_at(&one.value, located.span, problems);
            let taken = tile.map(|(a, b)| {
                Taken::seen(super::Tiles::from_slice(&[crate::rules::tile::Tile::new(
                    a, b,
                )]))
            });
            (taken, vec![located.span])
        }
        OneOrMore::More(items) => {
            let mut taken = Taken::default();
            let mut places = Vec::with_capacity(items.len());
            let mut all = true;
            let mut unseen = 0usize;
            for item in items {
                if is_unseen(&item.value) {
                    unseen += 1;
                } else if let Some((a, b)) = tile_of(item, problems) {
                    taken.seen.push(crate::rules::tile::Tile::new(a, b));
                    places.push(item.span);
                } else {
                    all = false;
                }
            }
            match u8::try_from(unseen) {
                Ok(n) if n <= SET_SIZE => taken.unseen = n,
                _ => {
                    all = false;
                    problems.push(too_many_unseen(located.span, unseen, taking));
                }
            }
            (all.then_some(taken), places)
        }
    }
}

/// The problem of a list with more tiles not seen than a set holds.
pub(super) fn too_many_unseen(span: Span, unseen: usize, taking: Taking) -> Problem {
    Problem::new(
        ProblemKind::TileCount,
        span,
        words!(
            "problem-too-many-unseen",
            word = taking.word(),
            count = unseen
        ),
    )
    .label(words!("problem-set-size-label"))
    .help(words!("problem-too-many-unseen-help"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_read_as_written_and_a_tile_or_a_word_is_none() {
        let cases = [
            ("0", Number::Whole(0)),
            ("4", Number::Whole(4)),
            ("+4", Number::Whole(4)),
            ("53", Number::Whole(53)),
            ("1000", Number::Whole(1000)),
            ("-1", Number::Negative),
            ("-0.5", Number::Negative),
            ("2.5", Number::Fraction),
            (".5", Number::Fraction),
            ("1e400", Number::Not),
            ("1e30", Number::Whole(u64::MAX)),
            ("4.0", Number::Whole(4)),
            ("1e1", Number::Whole(10)),
            ("-0", Number::Whole(0)),
            ("5-3", Number::Not),
            ("-", Number::Not),
            ("?-?", Number::Not),
            ("inf", Number::Not),
            ("nan", Number::Not),
            ("two", Number::Not),
            ("", Number::Not),
        ];
        for (text, read) in cases {
            assert_eq!(number(text), read, "{text:?}");
        }
    }
}

/// Tiles taken from the boneyard or put back, as read: those written, in
/// order, and how many more no one saw (the event keeps the count beside
/// its action).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(super) struct Taken {
    /// The tiles written, in order.
    pub(super) seen: Tiles,
    /// How many more, not seen.
    pub(super) unseen: u8,
}

impl Taken {
    /// Tiles all seen.
    fn seen(seen: Tiles) -> Taken {
        Taken { seen, unseen: 0 }
    }
}
