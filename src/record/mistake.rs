//! What is wrong with a typed line: each mistake a value of its own, with
//! the sentence that says what was expected.

/// What is wrong with a typed line, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// Nothing typed.
    #[error(
        "nothing typed: type an event such as `Bram play 4-5 at west`, or `45` for the player in turn"
    )]
    Empty,
    /// A first word that is no player.
    #[error("no player `{typed}`{}", did_you_mean(closest))]
    UnknownPlayer {
        /// As typed.
        typed: String,
        /// The name most likely meant.
        closest: Option<String>,
    },
    /// A beginning that several names share.
    #[error("`{typed}` could be {}: type more of the name", or_list(candidates))]
    AmbiguousPlayer {
        /// As typed.
        typed: String,
        /// The names it begins.
        candidates: Vec<String>,
    },
    /// A player and no event.
    #[error("{player} does what? Type the event after the name, e.g. `{player} play 4-5`")]
    NoAction {
        /// The player named.
        player: String,
    },
    /// No player named, and none is to act.
    #[error("whose {verb}? No player is {whom} yet: type the name first")]
    NoPlayer {
        /// The verb typed.
        verb: &'static str,
        /// Whom the verb defaults to.
        whom: &'static str,
    },
    /// A verb that must name its player.
    #[error("`{verb}` names its player: type e.g. `Anna {verb} ...`")]
    PlayerNeeded {
        /// The verb typed.
        verb: &'static str,
    },
    /// A word that is no event.
    #[error(
        "`{typed}` is no event{}: expected play, draw, says, claim, set, announce, declare, takeback, return, conduct, deal, shown or count, or a tile",
        did_you_mean(closest)
    )]
    UnknownVerb {
        /// As typed.
        typed: String,
        /// The verb most likely meant.
        closest: Option<String>,
    },
    /// Something that is not a tile where one was expected.
    #[error("`{typed}` is no tile: expected two ends from 0 to 6, as `4-5` or `45`")]
    NotATile {
        /// As typed.
        typed: String,
    },
    /// A tile with an end past 6.
    #[error("`{typed}` is no tile of a double-six set: its ends are 0 to 6")]
    TileOutOfRange {
        /// As typed.
        typed: String,
    },
    /// A verb that takes a tile, without one.
    #[error("{verb} which tile? Expected a tile after `{verb}`, as `{verb} 4-5`")]
    MissingTile {
        /// The verb typed.
        verb: &'static str,
    },
    /// Something that is no place on the layout.
    #[error(
        "`{typed}` is no place on the layout{}: expected an arm (w, e, n, s, or west, east, north, south) or the open number, 0 to 6",
        did_you_mean(closest)
    )]
    NotAPlace {
        /// As typed.
        typed: String,
        /// The arm most likely meant.
        closest: Option<String>,
    },
    /// Something that is not how many tiles, nor tiles.
    #[error(
        "`{typed}` is neither how many tiles nor a tile: expected a number (`{verb} 2`) or tiles with their dash (`{verb} 5-5 ?-?`)"
    )]
    NotTaken {
        /// As typed.
        typed: String,
        /// The verb typed.
        verb: &'static str,
    },
    /// A number of tiles and tiles in one line.
    #[error("`{verb}` takes how many tiles or the tiles, not both: `{verb} 2` or `{verb} 5-5 ?-?`")]
    MixedTaken {
        /// The verb typed.
        verb: &'static str,
    },
    /// No tiles in a draw or a return.
    #[error("{verb} how many? Expected a number or tiles after `{verb}`")]
    NothingTaken {
        /// The verb typed.
        verb: &'static str,
    },
    /// Too many tiles at once.
    #[error("{count} tiles is more than a set holds: a {verb} is 1 to 28 tiles")]
    TooMany {
        /// The number typed.
        count: String,
        /// The verb typed.
        verb: &'static str,
    },
    /// Something that is not a number where one was expected.
    #[error("expected {what}, not `{typed}`")]
    NotANumber {
        /// As typed.
        typed: String,
        /// What the number is.
        what: &'static str,
    },
    /// Nothing said after `says`.
    #[error(
        "`{typed}` is nothing a player says{}: expected pass, wait, nos or block",
        did_you_mean(closest)
    )]
    UnknownSaying {
        /// As typed.
        typed: String,
        /// The word most likely meant.
        closest: Option<String>,
    },
    /// No such conduct.
    #[error(
        "`{typed}` is no conduct{}: expected advice, covered-tiles or exposed-tiles",
        did_you_mean(closest)
    )]
    UnknownConduct {
        /// As typed.
        typed: String,
        /// The word most likely meant.
        closest: Option<String>,
    },
    /// A bare takeback with no play before it.
    #[error("take back which tile? {player} played no tile just now: type it, as `x 4-5`")]
    NothingToTakeBack {
        /// Whose takeback.
        player: String,
    },
    /// Words left over after the event.
    #[error("`{extra}` after the event: expected nothing more after `{event}`")]
    Extra {
        /// The event as understood.
        event: String,
        /// What follows it.
        extra: String,
    },
    /// An announcement that cannot be read.
    #[error("{0}")]
    Announcement(String),
}

fn did_you_mean(closest: &Option<String>) -> String {
    closest
        .as_ref()
        .map_or_else(String::new, |word| format!(" (did you mean `{word}`?)"))
}

fn or_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}
