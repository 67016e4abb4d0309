//! A hand the replay cannot go past, in words: the sentence for each
//! [`Stop`], and the problem it becomes, with its label at the event and the
//! help that says how to write the transcript so that the hand can be judged.

use std::fmt;

use crate::replay::finding::{Choice, OpenEnd, Stop};
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::AfterHandOver { player, verb } => {
                write!(f, "{player} {verb} after the hand is over")
            }
            Stop::Unfinished { hand, at } => {
                write!(f, "hand {hand} stops before it is over: {at}")
            }
            Stop::TakebackNotLast { player, tile } => write!(
                f,
                "{player} takes back {tile}, which is not the tile just played"
            ),
            Stop::SecondSet { player, tile } => write!(
                f,
                "{player} sets {tile}, but the first tile is already down"
            ),
            Stop::AnnounceBeforeSet { player } => {
                write!(f, "{player} announces before the first tile is set")
            }
            Stop::AnnounceNotSetter { player, setter } => {
                write!(f, "{player} announces, but {setter} set the first tile")
            }
            Stop::AnnounceTwice { player } => write!(f, "{player} announces a second time"),
            Stop::Unplayable {
                setter,
                game,
                error,
            } => write!(
                f,
                "{}'s announcement cannot be played: {game}: {error}",
                setter.as_deref().unwrap_or("the setter")
            ),
            Stop::StandsNowhere { tile } => write!(
                f,
                "{tile} stays on the table, but the transcript does not say where it lay"
            ),
            Stop::PassBeforeTurns { player, said } => {
                write!(f, "{player} {said} before the turns begin")
            }
            Stop::PassOutOfTurn { player, said, turn } => {
                write!(f, "{player} {said}, but it is {turn}'s turn")
            }
            Stop::PlayBeforeSet { player, tile } => {
                write!(f, "{player} plays {tile} before the first tile is set")
            }
            Stop::PlayBeforeGame { player, tile } => write!(
                f,
                "{player} plays {tile} before a game the rules allow is announced"
            ),
            Stop::Ambiguous { player, tile, .. } => {
                write!(f, "{player} plays {tile}, which fits in more than one place")
            }
            Stop::NoSuchPlace {
                player, tile, at, ..
            } => {
                write!(f, "{player} plays {tile} at ")?;
                match at {
                    Some(at) => write!(f, "{at}")?,
                    None => f.write_str("anywhere")?,
                }
                f.write_str(", which the layout does not have")
            }
            Stop::PlayAfterRedeal => f.write_str(
                "nobody holds a double in the first hand, so the tiles are shuffled again; nothing is played",
            ),

        }
    }
}

impl Stop {
    /// The kind of problem, its label at the event, and the help that says
    /// how to write the transcript so the hand can be judged.
    fn problem_parts(&self) -> (ProblemKind, &'static str, String) {
        let fixed = |kind, label, help: &str| (kind, label, help.to_owned());
        match self {
            Stop::AfterHandOver { .. } => fixed(
                ProblemKind::AfterHandOver,
                "the hand ended before this event",
                "a hand ends when one player is left with tiles, after a correct block and its draw, or when everyone still in has passed; start a new hand with its own `deal`",
            ),
            Stop::Unfinished { .. } => fixed(
                ProblemKind::Missing,
                "the transcript of the hand ends here",
                "write the rest of the hand; the count at the end needs every tile played, drawn or passed",
            ),
            Stop::TakebackNotLast { .. } => fixed(
                ProblemKind::NotHeld,
                "nothing to take back",
                "a takeback follows the play of its tile straight away, by the same player; later events cannot be undone",
            ),
            Stop::SecondSet { .. } => fixed(
                ProblemKind::Event,
                "a second set",
                "a hand has one set; later tiles are written `play`",
            ),
            Stop::AnnounceBeforeSet { .. } => fixed(
                ProblemKind::Event,
                "no set tile yet",
                "the setter sets his tile, then announces the game",
            ),
            Stop::AnnounceNotSetter { .. } | Stop::AnnounceTwice { .. } => fixed(
                ProblemKind::Event,
                "not the setter's announcement",
                "only the setter announces, once, straight after the set",
            ),
            Stop::Unplayable { .. } => fixed(
                ProblemKind::Announcement,
                "the game the table played is not known",
                "write the announcement as the table meant it; `nos games` lists each game's options",
            ),
            Stop::StandsNowhere { .. } => fixed(
                ProblemKind::AmbiguousPlacement,
                "where did this tile go?",
                "add `at:` with the open end's number or the arm's name, or a `takeback` if the table had it taken back",
            ),
            Stop::PassBeforeTurns { .. } => fixed(
                ProblemKind::Event,
                "no turn to pass yet",
                "turns start with the player to the setter's left, after the announcement",
            ),
            Stop::PassOutOfTurn { .. } => fixed(
                ProblemKind::Event,
                "not this player's turn",
                "check the name: play goes clockwise from the setter's left, skipping players who are out",
            ),
            Stop::PlayBeforeSet { .. } | Stop::PlayBeforeGame { .. } => fixed(
                ProblemKind::Missing,
                "no game to play yet",
                "a hand starts with the setter's `set` and `announce`; the first tile is written `set`",
            ),
            Stop::Ambiguous { choices, .. } => {
                let choices: Vec<String> = choices.iter().map(Choice::to_string).collect();
                (
                    ProblemKind::AmbiguousPlacement,
                    "which open end?",
                    format!("say where it went: {}", choices.join(" or ")),
                )
            }
            Stop::NoSuchPlace { ends, .. } => {
                let ends: Vec<String> = ends.iter().map(OpenEnd::to_string).collect();
                (
                    ProblemKind::NoSuchPlace,
                    "no such open end or arm",
                    format!("the layout's arms are {}", ends.join(", ")),
                )
            }
            Stop::PlayAfterRedeal => fixed(
                ProblemKind::AfterHandOver,
                "no play after a redeal",
                "leave the hand's `events` empty and write the new deal as the next hand",
            ),
        }
    }
}

impl Problem {
    /// The problem of a hand whose replay stopped at `span`.
    #[must_use]
    pub fn stopped(span: Span, why: &Stop) -> Problem {
        let (kind, label, help) = why.problem_parts();
        Problem::new(kind, span, why.to_string())
            .label(label)
            .help(help)
    }
}
