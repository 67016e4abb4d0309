//! An announcement typed on one line: the game, then its options as the
//! transcript names them, without braces or colons.
//!
//! `announce matador` or `announce 4`; with options, each key followed by its
//! value: `announce game 11 matching ordinary first here 5 then matador`,
//! `announce matador first side east tiles 2`, `announce 12 layout cross
//! ordinary north south`. A side is a number of the set tile or an arm
//! (`w`, `e`, `n`, `s` will do); a volapük cross's pair of arms is
//! `north-south` or two arms. Whether the game takes those options, and
//! whether the set tile allows it, is the transcript reader's and the
//! referee's to say: this only puts the words in their places.

use std::fmt;

use crate::transcript::problem::closest;

use super::line::{game_known, game_words};
use super::mistake::did_you_mean;

/// What is wrong with an announcement typed, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnnounceError {
    /// No game after `announce`.
    NoGame,
    /// A word that is none of the 17 games.
    UnknownGame {
        /// As typed (lower case).
        game: String,
        /// The game most likely meant.
        closest: Option<String>,
    },
    /// A word that is no option's key.
    UnknownKey {
        /// As typed (lower case).
        key: String,
        /// The key most likely meant.
        closest: Option<String>,
    },
    /// An option given twice.
    Twice {
        /// The option's key.
        key: &'static str,
    },
    /// An option's value that is none of its choices.
    NotAChoice {
        /// The option's key.
        key: &'static str,
        /// Its choices.
        choices: &'static [&'static str],
    },
    /// `ordinary` without a side or a pair of arms.
    Ordinary,
    /// `first` without its sides.
    First,
    /// `tiles` without how many, 1 to 4.
    Tiles,
}

impl fmt::Display for AnnounceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnnounceError::NoGame => crate::say!(f, "record-announce-no-game"),
            AnnounceError::UnknownGame { game, closest } => crate::say!(
                f,
                "record-announce-unknown-game",
                game = game,
                meant = did_you_mean(closest.as_deref())
            ),
            AnnounceError::UnknownKey { key, closest } => crate::say!(
                f,
                "record-announce-unknown-key",
                key = key,
                meant = did_you_mean(closest.as_deref())
            ),
            AnnounceError::Twice { key } => crate::say!(f, "record-announce-twice", key = *key),
            AnnounceError::NotAChoice { key, choices } => match choices {
                [a, b] => {
                    crate::say!(f, "record-announce-takes-two", key = *key, a = *a, b = *b)
                }
                [a, b, c, ..] => crate::say!(
                    f,
                    "record-announce-takes-three",
                    key = *key,
                    a = *a,
                    b = *b,
                    c = *c
                ),
                _ => Ok(()),
            },
            AnnounceError::Ordinary => crate::say!(f, "record-announce-ordinary"),
            AnnounceError::First => crate::say!(f, "record-announce-first"),
            AnnounceError::Tiles => crate::say!(f, "record-announce-tiles"),
        }
    }
}

/// The keys an announcement's options take.
const KEYS: [&str; 5] = ["matching", "then", "layout", "ordinary", "first"];

/// The value of `announce` as the transcript writes it, from the words typed
/// after `announce`.
///
/// # Errors
/// What is wrong, and what was expected.
pub(super) fn announcement(words: &[&str]) -> Result<String, AnnounceError> {
    let mut words = words.iter().map(|w| w.to_lowercase()).peekable();
    if words.peek().is_some_and(|w| w == "game") {
        words.next();
    }
    let Some(game) = words.next() else {
        return Err(AnnounceError::NoGame);
    };
    let game = game.replace('ü', "u");
    if !game_known(&game) {
        let closest = closest(&game, game_words()).map(str::to_owned);
        return Err(AnnounceError::UnknownGame { game, closest });
    }
    let mut fields: Vec<(&'static str, String)> = Vec::new();
    let words: Vec<String> = words.collect();
    let mut rest = words.as_slice();
    while let [key, after @ ..] = rest {
        let Some(key) = KEYS.iter().copied().find(|k| k == key) else {
            return Err(AnnounceError::UnknownKey {
                key: key.clone(),
                closest: closest(key, KEYS).map(str::to_owned),
            });
        };
        if fields.iter().any(|(k, _)| *k == key) {
            return Err(AnnounceError::Twice { key });
        }
        let (value, left) = match key {
            "matching" | "then" => one_of(key, after, &["ordinary", "matador"])?,
            "layout" => one_of(key, after, &["line", "cross", "double-cross"])?,
            "ordinary" => ordinary(after)?,
            _ => first(after)?,
        };
        fields.push((key, value));
        rest = left;
    }
    if fields.is_empty() {
        return Ok(game);
    }
    let mut text = format!("{{game: {game}");
    for (key, value) in fields {
        text.push_str(&format!(", {key}: {value}"));
    }
    text.push('}');
    Ok(text)
}

fn one_of<'a>(
    key: &'static str,
    after: &'a [String],
    choices: &'static [&'static str],
) -> Result<(String, &'a [String]), AnnounceError> {
    match after {
        [value, left @ ..] if choices.contains(&value.as_str()) => Ok((value.clone(), left)),
        _ => Err(AnnounceError::NotAChoice { key, choices }),
    }
}

/// A side of the set tile or an arm: `5`, `west`, `w`.
fn side(word: &str) -> Option<String> {
    let arm = match word {
        "n" | "north" => "north",
        "e" | "east" => "east",
        "s" | "south" => "south",
        "w" | "west" => "west",
        pip if pip.len() == 1 && pip.chars().all(|c| ('0'..='6').contains(&c)) => {
            return Some(pip.to_owned());
        }
        _ => return None,
    };
    Some(arm.to_owned())
}

fn is_arm(side: &str) -> bool {
    matches!(side, "north" | "east" | "south" | "west")
}

/// `ordinary SIDE`, or a volapük cross's pair: `north-south`, `north south`.
fn ordinary(after: &[String]) -> Result<(String, &[String]), AnnounceError> {
    let expected = AnnounceError::Ordinary;
    let Some((first, left)) = after.split_first() else {
        return Err(expected);
    };
    if let Some((a, b)) = first.split_once('-')
        && let (Some(a), Some(b)) = (side(a), side(b))
        && is_arm(&a)
        && is_arm(&b)
    {
        return Ok((format!("{a}-{b}"), left));
    }
    let Some(one) = side(first) else {
        return Err(expected);
    };
    if is_arm(&one)
        && let Some((second, left)) = left.split_first()
        && let Some(two) = side(second).filter(|s| is_arm(s))
    {
        return Ok((format!("{one}-{two}"), left));
    }
    Ok((one, left))
}

/// `first here SIDE [there SIDE]`, or `first side SIDE tiles N`.
fn first(after: &[String]) -> Result<(String, &[String]), AnnounceError> {
    let expected = AnnounceError::First;
    match after {
        [here, a, rest @ ..] if here == "here" => {
            let a = side(a).ok_or(AnnounceError::First)?;
            match rest {
                [there, b, left @ ..] if there == "there" => {
                    let b = side(b).ok_or(AnnounceError::First)?;
                    Ok((format!("{{here: {a}, there: {b}}}"), left))
                }
                left => Ok((format!("{{here: {a}}}"), left)),
            }
        }
        [word, a, tiles, n, left @ ..] if word == "side" && tiles == "tiles" => {
            let a = side(a).ok_or(AnnounceError::First)?;
            let n = n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=4).contains(n))
                .ok_or(AnnounceError::Tiles)?;
            Ok((format!("{{side: {a}, tiles: {n}}}"), left))
        }
        _ => Err(expected),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_are_written_as_the_transcript_reads_them() {
        let cases: &[(&str, &str)] = &[
            ("ordinary", "ordinary"),
            ("4", "4"),
            ("game matador", "matador"),
            ("Volapük", "volapuk"),
            (
                "game 11 matching ordinary first here 5 then matador",
                "{game: 11, matching: ordinary, first: {here: 5}, then: matador}",
            ),
            (
                "matador first side east tiles 2",
                "{game: matador, first: {side: east, tiles: 2}}",
            ),
            (
                "matador first side e tiles 2",
                "{game: matador, first: {side: east, tiles: 2}}",
            ),
            (
                "12 layout cross ordinary north south",
                "{game: 12, layout: cross, ordinary: north-south}",
            ),
            (
                "volapuk-cross ordinary east-west",
                "{game: volapuk-cross, ordinary: east-west}",
            ),
            ("volapuk ordinary 5", "{game: volapuk, ordinary: 5}"),
            (
                "matador-then-ordinary-cross first here north there south",
                "{game: matador-then-ordinary-cross, first: {here: north, there: south}}",
            ),
        ];
        for (typed, written) in cases {
            let words: Vec<&str> = typed.split_whitespace().collect();
            assert_eq!(announcement(&words).as_deref(), Ok(*written), "{typed}");
        }
    }

    #[test]
    fn every_mistake_in_an_announcement_says_what_was_expected() {
        let cases: &[(&str, &str)] = &[
            (
                "",
                "announce which game? Expected a game's name or number, as `announce ordinary` or `announce 4`",
            ),
            (
                "matadr",
                "`matadr` is none of the 17 games (did you mean `matador`?): expected a game's name or its number, 1 to 17 (`nos games` lists them)",
            ),
            (
                "18",
                "`18` is none of the 17 games: expected a game's name or its number, 1 to 17 (`nos games` lists them)",
            ),
            (
                "11 matchng ordinary",
                "`matchng` is no option of an announcement (did you mean `matching`?): expected matching, then, layout, ordinary or first",
            ),
            (
                "11 matching ordinary matching matador",
                "`matching` is given twice: an announcement names it once",
            ),
            (
                "11 matching both",
                "`matching` takes ordinary or matador: as `matching ordinary`",
            ),
            (
                "12 layout square",
                "`layout` takes line or cross or double-cross: as `layout line`",
            ),
            (
                "volapuk ordinary 9",
                "`ordinary` takes a side (a number of the set tile, or an arm) or a pair of arms, as `ordinary west` or `ordinary north south`",
            ),
            (
                "matador first side east tiles 5",
                "`tiles` takes how many tiles go first, 1 to 4, as `tiles 2`",
            ),
            (
                "matador first east",
                "`first` takes `here SIDE`, `here SIDE there SIDE` or `side SIDE tiles N`, as `first side east tiles 2`",
            ),
        ];
        for (typed, message) in cases {
            let words: Vec<&str> = typed.split_whitespace().collect();
            let said = announcement(&words).map_err(|error| error.to_string());
            assert_eq!(said, Err((*message).to_owned()), "{typed}");
        }
    }
}
