//! What is wrong with a typed line: each mistake a value of its own, with
//! the sentence that says what was expected, in the language chosen
//! (`record-mistake-` in `locales/`). The words typed, the verbs and the
//! transcript's own words are facts of the sentence and stay as they are.

use std::fmt;

use super::announce::AnnounceError;

/// What is wrong with a typed line, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Nothing typed.
    Empty,
    /// A first word that is no player.
    UnknownPlayer {
        /// As typed.
        typed: String,
        /// The name most likely meant.
        closest: Option<String>,
    },
    /// A beginning that several names share.
    AmbiguousPlayer {
        /// As typed.
        typed: String,
        /// The names it begins.
        candidates: Vec<String>,
    },
    /// A player and no event.
    NoAction {
        /// The player named.
        player: String,
    },
    /// No player named, and none is to act.
    NoPlayer {
        /// The verb typed.
        verb: &'static str,
        /// Whether the verb falls to the player in turn (else to the one
        /// who acted last).
        by_turn: bool,
    },
    /// A verb that must name its player.
    PlayerNeeded {
        /// The verb typed.
        verb: &'static str,
    },
    /// A word that is no event.
    UnknownVerb {
        /// As typed.
        typed: String,
        /// The verb most likely meant.
        closest: Option<String>,
    },
    /// Something that is not a tile where one was expected.
    NotATile {
        /// As typed.
        typed: String,
    },
    /// A tile with an end past 6.
    TileOutOfRange {
        /// As typed.
        typed: String,
    },
    /// A verb that takes a tile, without one.
    MissingTile {
        /// The verb typed.
        verb: &'static str,
    },
    /// Something that is no place on the layout.
    NotAPlace {
        /// As typed.
        typed: String,
        /// The arm most likely meant.
        closest: Option<String>,
    },
    /// Something that is not how many tiles, nor tiles.
    NotTaken {
        /// As typed.
        typed: String,
        /// The verb typed.
        verb: &'static str,
    },
    /// A number of tiles and tiles in one line.
    MixedTaken {
        /// The verb typed.
        verb: &'static str,
    },
    /// No tiles in a draw or a return.
    NothingTaken {
        /// The verb typed.
        verb: &'static str,
    },
    /// Too many tiles at once.
    TooMany {
        /// The number typed.
        count: String,
        /// The verb typed.
        verb: &'static str,
    },
    /// Something that is not a number where one was expected.
    NotANumber {
        /// As typed.
        typed: String,
        /// What the number is.
        what: Figure,
    },
    /// Nothing said after `says`.
    UnknownSaying {
        /// As typed.
        typed: String,
        /// The word most likely meant.
        closest: Option<String>,
    },
    /// No such conduct.
    UnknownConduct {
        /// As typed.
        typed: String,
        /// The word most likely meant.
        closest: Option<String>,
    },
    /// A bare takeback with no play before it.
    NothingToTakeBack {
        /// Whose takeback.
        player: String,
    },
    /// Words left over after the event.
    Extra {
        /// The event as understood.
        event: String,
        /// What follows it.
        extra: String,
    },
    /// An announcement that cannot be read.
    Announcement(AnnounceError),
}

/// A number a line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    /// The points a claim asks for the double.
    ClaimPoints,
    /// The pips of a player's tiles at the count.
    CountPips,
}

impl std::error::Error for LineError {}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Empty => crate::say!(f, "record-mistake-empty"),
            LineError::UnknownPlayer { typed, closest } => crate::say!(
                f,
                "record-mistake-unknown-player",
                typed = typed,
                meant = did_you_mean(closest.as_deref())
            ),
            LineError::AmbiguousPlayer { typed, candidates } => crate::say!(
                f,
                "record-mistake-ambiguous-player",
                typed = typed,
                names = or_list(candidates)
            ),
            LineError::NoAction { player } => {
                crate::say!(f, "record-mistake-no-action", player = player)
            }
            LineError::NoPlayer {
                verb,
                by_turn: true,
            } => crate::say!(f, "record-mistake-no-player-in-turn", verb = *verb),
            LineError::NoPlayer {
                verb,
                by_turn: false,
            } => crate::say!(f, "record-mistake-no-player-acting", verb = *verb),
            LineError::PlayerNeeded { verb } => {
                crate::say!(f, "record-mistake-player-needed", verb = *verb)
            }
            LineError::UnknownVerb { typed, closest } => crate::say!(
                f,
                "record-mistake-unknown-verb",
                typed = typed,
                meant = did_you_mean(closest.as_deref())
            ),
            LineError::NotATile { typed } => {
                crate::say!(f, "record-mistake-not-a-tile", typed = typed)
            }
            LineError::TileOutOfRange { typed } => {
                crate::say!(f, "record-mistake-tile-out-of-range", typed = typed)
            }
            LineError::MissingTile { verb } => {
                crate::say!(f, "record-mistake-missing-tile", verb = *verb)
            }
            LineError::NotAPlace { typed, closest } => crate::say!(
                f,
                "record-mistake-not-a-place",
                typed = typed,
                meant = did_you_mean(closest.as_deref())
            ),
            LineError::NotTaken { typed, verb } => {
                crate::say!(f, "record-mistake-not-taken", typed = typed, verb = *verb)
            }
            LineError::MixedTaken { verb } => {
                crate::say!(f, "record-mistake-mixed-taken", verb = *verb)
            }
            LineError::NothingTaken { verb } => {
                crate::say!(f, "record-mistake-nothing-taken", verb = *verb)
            }
            LineError::TooMany { count, verb } => {
                crate::say!(f, "record-mistake-too-many", count = count, verb = *verb)
            }
            LineError::NotANumber {
                typed,
                what: Figure::ClaimPoints,
            } => crate::say!(f, "record-mistake-not-claim-points", typed = typed),
            LineError::NotANumber {
                typed,
                what: Figure::CountPips,
            } => crate::say!(f, "record-mistake-not-count", typed = typed),
            LineError::UnknownSaying { typed, closest } => crate::say!(
                f,
                "record-mistake-unknown-saying",
                typed = typed,
                meant = did_you_mean(closest.as_deref())
            ),
            LineError::UnknownConduct { typed, closest } => crate::say!(
                f,
                "record-mistake-unknown-conduct",
                typed = typed,
                meant = did_you_mean(closest.as_deref())
            ),
            LineError::NothingToTakeBack { player } => {
                crate::say!(f, "record-mistake-nothing-to-take-back", player = player)
            }
            LineError::Extra { event, extra } => {
                crate::say!(f, "record-mistake-extra", event = event, extra = extra)
            }
            LineError::Announcement(error) => error.fmt(f),
        }
    }
}

/// " (did you mean `west`?)" after a word not known, or nothing.
pub(super) fn did_you_mean(closest: Option<&str>) -> String {
    closest.map_or_else(String::new, |word| {
        format!(" {}", crate::words!("record-did-you-mean", word = word))
    })
}

/// Names joined as a sentence offers a choice: "Anna, Bram or Bea".
pub(super) fn or_list(names: &[String]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            crate::words!("finding-list-or", first = rest.join(", "), last = last)
        }
    }
}
