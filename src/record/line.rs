//! One typed line of the recorder: an event of the transcript, in a few
//! keystrokes.
//!
//! A scorekeeper types what happens at the table as it happens, so a line is
//! short and a slip is answered at once with what was expected. The parser
//! is a pure function of the line and of who is to act ([`Context`]); it
//! knows the players' names and nothing of the hand, which the replay judges.
//!
//! # The long form
//!
//! The event as the transcript writes it, without braces, brackets, commas or
//! colons, the player first:
//!
//! | line | transcript |
//! | --- | --- |
//! | `Bram play 4-5 at west` | `{by: Bram, play: 4-5, at: west}` |
//! | `Cees draw 2`, `Cees draw 5-5 ?-?` | `{by: Cees, draw: 2}`, `{by: Cees, draw: [5-5, ?-?]}` |
//! | `Dirk says pass` (`wait`, `nos`, `block`) | `{by: Dirk, says: pass}` |
//! | `Cees claim 3` | `{by: Cees, claim: 3}` |
//! | `Anna set 6-6`, `Bram takeback 4-5` | `{by: Anna, set: 6-6}`, `{by: Bram, takeback: 4-5}` |
//! | `Dirk declare 1-1 3-3 5-5` | `{by: Dirk, declare: [1-1, 3-3, 5-5]}` |
//! | `Anna return 1` | `{by: Anna, return: 1}` |
//! | `Anna conduct advice` | `{by: Anna, conduct: advice}` |
//! | `Anna announce ordinary`, `Anna announce 4` | `{by: Anna, announce: ordinary}` |
//! | `Anna announce game 11 matching ordinary first here 5 then matador` | `{by: Anna, announce: {game: 11, matching: ordinary, first: {here: 5}, then: matador}}` |
//!
//! and the hand's own entries: `Anna deal 3` (or her tiles, `?-?` for each
//! not seen), the tiles she shows at the count, `Anna shown 1-2 0-0`
//! (`Anna shown` alone: none), and her count where only that was noted,
//! `Bram count 11`.
//!
//! # Short forms
//!
//! - **The player** by a unique beginning of the name (`b`, `br`), in any
//!   case. Left out, the player is the one to act: the player in turn plays,
//!   draws, passes and waits; the player who acted last claims, says nos or
//!   block, takes back, announces and declares. A deal, shown tiles, a count
//!   and conduct always name the player.
//! - **A tile** as `45` or `4-5`. In a draw, a return or a deal a bare number
//!   is how many tiles no one saw, so a tile there is written with its dash.
//! - **A play** is the tile alone: `45`; with its place after it, `45 w` or
//!   `45w` (`w`, `e`, `n`, `s` for the arms, or the open number the tile is
//!   put against: `45 4`), or `45 at west`.
//! - **A draw** is `+`: `+` one tile not seen, `+3` three, `+ 5-5`.
//! - **A claim** is `!`: `!3`.
//! - **Sayings**, a single key on its own: `p` pass, `w` wait, `n` nos,
//!   `b` block; after a player, `b n` is Bram saying nos. The words `pass`,
//!   `wait`, `nos` and `block` do as well.
//! - **A takeback** is `x`: `x` takes back the tile the player just played,
//!   `x 45` names it. A player's name that starts with `x` is typed with
//!   two of its letters.
//!
//! A line that starts with a verb, a tile, `+`, `!` or `x` leaves the player
//! out; any other first word is a player.

use crate::rules::game::{ArmName, GAME_NAMES, GameName};
use crate::rules::layout::At;
use crate::rules::seat::{BySeat, Seat};
use crate::transcript::problem::closest;
use crate::transcript::{Conduct, Saying};

pub use super::mistake::{Figure, LineError};

/// A tile as typed: its two ends in the order typed (touching end first in a
/// play).
pub type Typed = (u8, u8);

/// Who is to act when a line leaves the player out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Context {
    /// The player in turn: who plays, draws, passes or waits.
    pub turn: Option<Seat>,
    /// The player who acted last: who claims, says nos or block, takes
    /// back, announces or declares.
    pub last: Option<Seat>,
    /// The tile last played, and by whom: what a bare takeback takes back.
    pub last_play: Option<(Seat, Typed)>,
}

/// Tiles taken from the boneyard, put back, or dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Taken {
    /// How many, none seen.
    Count(u8),
    /// The tiles in order, `None` for one not seen.
    Tiles(Vec<Option<Typed>>),
}

/// What an event does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// A tile laid, touching end first, and where when typed.
    Play {
        /// The tile, touching end first.
        tile: Typed,
        /// Where it went.
        at: Option<At>,
    },
    /// Tiles drawn from the boneyard.
    Draw(Taken),
    /// Tiles put back in the boneyard.
    Return(Taken),
    /// The first tile.
    Set(Typed),
    /// The game, as the transcript's value of `announce` (a name or number,
    /// or a flow mapping with its options).
    Announce(String),
    /// Doubles shown for the declared-doubles payment.
    Declare(Vec<Typed>),
    /// A tile the table made the player take back.
    Takeback(Typed),
    /// Points asked for a double.
    Claim(u32),
    /// Something said at the table.
    Says(Saying),
    /// Conduct an umpire saw.
    Conduct(Conduct),
}

/// One parsed line: an event, or one of the hand's own entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// An event of the hand.
    Event(Seat, Act),
    /// What a player took at the deal.
    Deal(Seat, Taken),
    /// The tiles a player showed at the count.
    Shown(Seat, Vec<Typed>),
    /// A player's count, where only that was noted.
    Count(Seat, u32),
}

/// The verbs of the long form, as the transcript names the actions.
const VERBS: [&str; 17] = [
    "play", "draw", "says", "claim", "set", "announce", "declare", "takeback", "return", "conduct",
    "deal", "shown", "count", "pass", "wait", "nos", "block",
];

/// Parses one typed line.
///
/// # Errors
/// A [`LineError`] saying what was expected.
pub fn parse(line: &str, players: &BySeat<String>, context: &Context) -> Result<Entry, LineError> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let Some(&first) = words.first() else {
        return Err(LineError::Empty);
    };
    // A single key on its own is a saying of the player who is to say it.
    if let [key] = words.as_slice()
        && let Some(saying) = key_saying(key)
    {
        return says(None, saying, players, context);
    }
    if starts_an_action(first) {
        action(None, &words, players, context)
    } else {
        let player = player_named(first, players)?;
        if words.len() == 1 {
            return Err(LineError::NoAction {
                player: players[player].clone(),
            });
        }
        action(Some(player), &words[1..], players, context)
    }
}

/// A single key's saying: `p`, `w`, `n`, `b`.
fn key_saying(key: &str) -> Option<Saying> {
    match key.to_lowercase().as_str() {
        "p" | "pass" => Some(Saying::Pass),
        "w" | "wait" => Some(Saying::Wait),
        "n" | "nos" => Some(Saying::Nos),
        "b" | "block" => Some(Saying::Block),
        _ => None,
    }
}

/// Whether a first word is the event itself (the player left out).
fn starts_an_action(word: &str) -> bool {
    let lower = word.to_lowercase();
    VERBS.contains(&lower.as_str())
        || lower.starts_with(['+', '!'])
        || lower == "x"
        || lower.starts_with(|c: char| c.is_ascii_digit())
}

/// The seat a typed name means: the whole name, or a beginning only one
/// name has, in any case.
fn player_named(typed: &str, players: &BySeat<String>) -> Result<Seat, LineError> {
    let lower = typed.to_lowercase();
    if let Some((seat, _)) = players.iter().find(|(_, n)| n.to_lowercase() == lower) {
        return Ok(seat);
    }
    let starting: Vec<Seat> = players
        .iter()
        .filter(|(_, n)| n.to_lowercase().starts_with(&lower))
        .map(|(seat, _)| seat)
        .collect();
    match starting.as_slice() {
        [one] => Ok(*one),
        [] => Err(LineError::UnknownPlayer {
            typed: typed.to_owned(),
            closest: closest(typed, players.values().map(String::as_str)).map(str::to_owned),
        }),
        many => Err(LineError::AmbiguousPlayer {
            typed: typed.to_owned(),
            candidates: many.iter().map(|&s| players[s].clone()).collect(),
        }),
    }
}

/// Who acts: the player typed, or the one the verb falls to.
fn actor(
    typed: Option<Seat>,
    verb: &'static str,
    by_turn: bool,
    context: &Context,
) -> Result<Seat, LineError> {
    let default = if by_turn { context.turn } else { context.last };
    typed
        .or(default)
        .ok_or(LineError::NoPlayer { verb, by_turn })
}

fn says(
    typed: Option<Seat>,
    saying: Saying,
    _players: &BySeat<String>,
    context: &Context,
) -> Result<Entry, LineError> {
    let (verb, by_turn) = match saying {
        Saying::Pass => ("pass", true),
        Saying::Wait => ("wait", true),
        Saying::Nos => ("nos", false),
        Saying::Block => ("block", false),
    };
    let seat = actor(typed, verb, by_turn, context)?;
    Ok(Entry::Event(seat, Act::Says(saying)))
}

/// The event after the player (or with him left out).
fn action(
    typed: Option<Seat>,
    words: &[&str],
    players: &BySeat<String>,
    context: &Context,
) -> Result<Entry, LineError> {
    let first = words[0].to_lowercase();
    let rest = &words[1..];
    // Glued short forms: `+2`, `!3`, `45w`.
    if let Some(count) = first.strip_prefix('+').filter(|c| !c.is_empty()) {
        let mut all = vec![count];
        all.extend_from_slice(rest);
        let taken = taken(&all, "draw")?;
        let seat = actor(typed, "draw", true, context)?;
        return Ok(Entry::Event(seat, Act::Draw(taken)));
    }
    if let Some(points) = first.strip_prefix('!').filter(|c| !c.is_empty()) {
        let amount = claim_points(points)?;
        no_more(rest, &format!("!{points}"))?;
        let seat = actor(typed, "claim", false, context)?;
        return Ok(Entry::Event(seat, Act::Claim(amount)));
    }
    if first.starts_with(|c: char| c.is_ascii_digit()) {
        return short_play(typed, &first, rest, context);
    }
    let single = |key: &str| -> Result<(), LineError> { no_more(rest, key) };
    match first.as_str() {
        "play" => {
            let Some(tile) = rest.first() else {
                return Err(LineError::MissingTile { verb: "play" });
            };
            let tile = tile_of(tile)?;
            let at = place_after(&rest[1..], &format!("play {}", rest[0]))?;
            let seat = actor(typed, "play", true, context)?;
            Ok(Entry::Event(seat, Act::Play { tile, at }))
        }
        "draw" | "+" => {
            let taken = if rest.is_empty() && first == "+" {
                Taken::Count(1)
            } else {
                taken(rest, "draw")?
            };
            let seat = actor(typed, "draw", true, context)?;
            Ok(Entry::Event(seat, Act::Draw(taken)))
        }
        "return" => {
            let taken = taken(rest, "return")?;
            let seat = actor(typed, "return", true, context)?;
            Ok(Entry::Event(seat, Act::Return(taken)))
        }
        "deal" => {
            let seat = typed.ok_or(LineError::PlayerNeeded { verb: "deal" })?;
            Ok(Entry::Deal(seat, taken(rest, "deal")?))
        }
        "set" => {
            let tile = one_tile(rest, "set")?;
            let seat = actor(typed, "set", true, context)?;
            Ok(Entry::Event(seat, Act::Set(tile)))
        }
        "takeback" | "x" => {
            let seat = actor(typed, "takeback", false, context)?;
            let tile = match rest {
                [] => match context.last_play {
                    Some((played_by, tile)) if played_by == seat => tile,
                    _ => {
                        return Err(LineError::NothingToTakeBack {
                            player: players[seat].clone(),
                        });
                    }
                },
                _ => one_tile(rest, "takeback")?,
            };
            Ok(Entry::Event(seat, Act::Takeback(tile)))
        }
        "declare" => {
            if rest.is_empty() {
                return Err(LineError::MissingTile { verb: "declare" });
            }
            let tiles = rest.iter().map(|w| tile_of(w)).collect::<Result<_, _>>()?;
            let seat = actor(typed, "declare", false, context)?;
            Ok(Entry::Event(seat, Act::Declare(tiles)))
        }
        "claim" | "!" => {
            let Some(points) = rest.first() else {
                return Err(LineError::NotANumber {
                    typed: String::new(),
                    what: Figure::ClaimPoints,
                });
            };
            let amount = claim_points(points)?;
            no_more(&rest[1..], &format!("claim {points}"))?;
            let seat = actor(typed, "claim", false, context)?;
            Ok(Entry::Event(seat, Act::Claim(amount)))
        }
        "says" => {
            let Some(word) = rest.first() else {
                return Err(LineError::UnknownSaying {
                    typed: String::new(),
                    closest: None,
                });
            };
            let saying = saying_of(word)?;
            no_more(&rest[1..], &format!("says {word}"))?;
            says(typed, saying, players, context)
        }
        "pass" | "wait" | "nos" | "block" | "p" | "w" | "n" | "b" => {
            single(&first)?;
            let saying = key_saying(&first).ok_or(LineError::Empty)?;
            says(typed, saying, players, context)
        }
        "announce" => {
            let value = super::announce::announcement(rest).map_err(LineError::Announcement)?;
            let seat = actor(typed, "announce", false, context)?;
            Ok(Entry::Event(seat, Act::Announce(value)))
        }
        "conduct" => {
            let seat = typed.ok_or(LineError::PlayerNeeded { verb: "conduct" })?;
            let word = rest.first().copied().unwrap_or_default();
            let conduct = match word.to_lowercase().as_str() {
                "advice" => Conduct::Advice,
                "covered-tiles" => Conduct::CoveredTiles,
                "exposed-tiles" => Conduct::ExposedTiles,
                _ => {
                    return Err(LineError::UnknownConduct {
                        typed: word.to_owned(),
                        closest: closest(word, ["advice", "covered-tiles", "exposed-tiles"])
                            .map(str::to_owned),
                    });
                }
            };
            no_more(&rest[1..], &format!("conduct {word}"))?;
            Ok(Entry::Event(seat, Act::Conduct(conduct)))
        }
        "shown" => {
            let seat = typed.ok_or(LineError::PlayerNeeded { verb: "shown" })?;
            let tiles = rest.iter().map(|w| tile_of(w)).collect::<Result<_, _>>()?;
            Ok(Entry::Shown(seat, tiles))
        }
        "count" => {
            let seat = typed.ok_or(LineError::PlayerNeeded { verb: "count" })?;
            let word = rest.first().copied().unwrap_or_default();
            let count = word
                .parse::<u32>()
                .ok()
                .filter(|n| *n <= 168)
                .ok_or_else(|| LineError::NotANumber {
                    typed: word.to_owned(),
                    what: Figure::CountPips,
                })?;
            no_more(&rest[1..], &format!("count {word}"))?;
            Ok(Entry::Count(seat, count))
        }
        _ => Err(LineError::UnknownVerb {
            typed: words[0].to_owned(),
            closest: closest(&first, VERBS).map(str::to_owned),
        }),
    }
}

/// A play typed as its tile: `45`, `4-5`, `45w`, `45 w`, `45 at west`.
fn short_play(
    typed: Option<Seat>,
    first: &str,
    rest: &[&str],
    context: &Context,
) -> Result<Entry, LineError> {
    // A place glued to the tile: the letters after the tile's digits.
    let split = first
        .char_indices()
        .find(|(_, c)| c.is_alphabetic())
        .map_or(first.len(), |(i, _)| i);
    let (tile_text, glued) = first.split_at(split);
    let tile = tile_of(tile_text)?;
    let at = if glued.is_empty() {
        place_after(rest, first)?
    } else {
        no_more(rest, first)?;
        Some(place_of(glued)?)
    };
    let seat = actor(typed, "play", true, context)?;
    Ok(Entry::Event(seat, Act::Play { tile, at }))
}

/// The place after a played tile: nothing, `w`, `4`, or `at west`; nothing
/// after it.
fn place_after(words: &[&str], event: &str) -> Result<Option<At>, LineError> {
    let (place, rest) = match words {
        [] => return Ok(None),
        [at, place, rest @ ..] if at.eq_ignore_ascii_case("at") => (*place, rest),
        [place, rest @ ..] => (*place, rest),
    };
    let at = place_of(place)?;
    no_more(
        rest,
        &format!("{event} {}", words[..words.len() - rest.len()].join(" ")),
    )?;
    Ok(Some(at))
}

fn no_more(rest: &[&str], event: &str) -> Result<(), LineError> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(LineError::Extra {
            event: event.to_owned(),
            extra: rest.join(" "),
        })
    }
}

fn claim_points(points: &str) -> Result<u32, LineError> {
    points
        .parse::<u32>()
        .ok()
        .filter(|n| *n <= 1000)
        .ok_or_else(|| LineError::NotANumber {
            typed: points.to_owned(),
            what: Figure::ClaimPoints,
        })
}

fn saying_of(word: &str) -> Result<Saying, LineError> {
    match word.to_lowercase().as_str() {
        "pass" => Ok(Saying::Pass),
        "wait" => Ok(Saying::Wait),
        "nos" => Ok(Saying::Nos),
        "block" => Ok(Saying::Block),
        _ => Err(LineError::UnknownSaying {
            typed: word.to_owned(),
            closest: closest(word, ["pass", "wait", "nos", "block"]).map(str::to_owned),
        }),
    }
}

fn one_tile(rest: &[&str], verb: &'static str) -> Result<Typed, LineError> {
    match rest {
        [] => Err(LineError::MissingTile { verb }),
        [tile] => tile_of(tile),
        [tile, extra @ ..] => Err(LineError::Extra {
            event: format!("{verb} {tile}"),
            extra: extra.join(" "),
        }),
    }
}

/// A tile typed `4-5` or `45`.
fn tile_of(typed: &str) -> Result<Typed, LineError> {
    let digits: Vec<char> = typed.chars().filter(|c| *c != '-').collect();
    let shape = match typed.split_once('-') {
        Some((a, b)) => a.chars().count() == 1 && b.chars().count() == 1,
        None => typed.chars().count() == 2,
    };
    let (Some(a), Some(b)) = (
        digits.first().and_then(|c| c.to_digit(10)),
        digits.get(1).and_then(|c| c.to_digit(10)),
    ) else {
        return Err(LineError::NotATile {
            typed: typed.to_owned(),
        });
    };
    if !shape || digits.len() != 2 {
        return Err(LineError::NotATile {
            typed: typed.to_owned(),
        });
    }
    if a > 6 || b > 6 {
        return Err(LineError::TileOutOfRange {
            typed: typed.to_owned(),
        });
    }
    Ok((a as u8, b as u8))
}

/// A place: an arm (or its letter), or the open number.
pub(crate) fn place_of(typed: &str) -> Result<At, LineError> {
    let lower = typed.to_lowercase();
    let arm = match lower.as_str() {
        "w" => Some(ArmName::West),
        "e" => Some(ArmName::East),
        "n" => Some(ArmName::North),
        "s" => Some(ArmName::South),
        word => ArmName::parse(word),
    };
    if let Some(arm) = arm {
        return Ok(At::Arm(arm));
    }
    match lower.parse::<u8>() {
        Ok(pip) if pip <= 6 => Ok(At::Pip(pip)),
        _ => Err(LineError::NotAPlace {
            typed: typed.to_owned(),
            closest: closest(&lower, ["north", "east", "south", "west"]).map(str::to_owned),
        }),
    }
}

/// How many tiles or the tiles of a draw, a return or a deal.
fn taken(words: &[&str], verb: &'static str) -> Result<Taken, LineError> {
    let Some(first) = words.first() else {
        return Err(LineError::NothingTaken { verb });
    };
    if first.chars().all(|c| c.is_ascii_digit()) {
        if words.len() > 1 {
            return Err(LineError::MixedTaken { verb });
        }
        return match first.parse::<u32>() {
            Ok(0) if verb == "deal" => Ok(Taken::Count(0)),
            Ok(0) => Err(LineError::NothingTaken { verb }),
            Ok(n) if n <= 28 => Ok(Taken::Count(n as u8)),
            _ => Err(LineError::TooMany {
                count: (*first).to_owned(),
                verb,
            }),
        };
    }
    let mut tiles = Vec::with_capacity(words.len());
    for word in words {
        if *word == "?-?" {
            tiles.push(None);
        } else if word.contains('-') {
            tiles.push(Some(tile_of(word)?));
        } else if word.chars().all(|c| c.is_ascii_digit()) {
            return Err(LineError::MixedTaken { verb });
        } else {
            return Err(LineError::NotTaken {
                typed: (*word).to_owned(),
                verb,
            });
        }
    }
    Ok(Taken::Tiles(tiles))
}

/// The games by name, for an announcement's check and "did you mean".
pub(super) fn game_known(word: &str) -> bool {
    word.parse::<u8>().is_ok_and(|n| (1..=17).contains(&n)) || GameName::parse(word).is_some()
}

/// The games' names, for "did you mean".
pub(super) fn game_words() -> impl Iterator<Item = &'static str> {
    GAME_NAMES.iter().map(|(_, word)| *word)
}

#[cfg(test)]
#[path = "line_tests.rs"]
mod tests;
