//! A hand the replay cannot go past, in words: the sentence for each
//! [`Stop`], and the problem it becomes, with its label at the event and the
//! help that says how to write the transcript so that the hand can be judged.

use std::fmt;

use crate::replay::finding::{Choice, OpenEnd, Said, Stop, Unfinished};
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::{say, words};

/// The transcript's word for a pass or a wait, by which a message chooses
/// its verb.
fn said_key(said: Said) -> &'static str {
    match said {
        Said::Pass => "pass",
        Said::Wait => "wait",
    }
}

/// The action an event after the hand's end takes, by which a message
/// chooses its verb (the replay gives it as an English verb).
fn verb_key(verb: &str) -> &'static str {
    match verb {
        "draws" => "draw",
        "sets" => "set",
        "announces" => "announce",
        "declares doubles" => "declare",
        "plays" => "play",
        "takes back" => "takeback",
        "claims" => "claim",
        "speaks" => "says",
        "puts back" => "return",
        _ => "conduct",
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::AfterHandOver { player, verb } => say!(
                f,
                "stop-after-hand-over",
                player = player,
                action = verb_key(verb)
            ),
            Stop::Unfinished { hand, at } => match at {
                Unfinished::NobodySet => say!(f, "stop-unfinished-nobody-set", hand = *hand),
                Unfinished::NotAnnounced => {
                    say!(f, "stop-unfinished-not-announced", hand = *hand)
                }
                Unfinished::Turn { player } => {
                    say!(f, "stop-unfinished-turn", hand = *hand, player = player)
                }
            },
            Stop::TakebackNotLast { player, tile } => say!(
                f,
                "stop-takeback-not-last",
                player = player,
                tile = tile.to_string()
            ),
            Stop::SecondSet { player, tile } => say!(
                f,
                "stop-second-set",
                player = player,
                tile = tile.to_string()
            ),
            Stop::AnnounceBeforeSet { player } => {
                say!(f, "stop-announce-before-set", player = player)
            }
            Stop::AnnounceNotSetter { player, setter } => say!(
                f,
                "stop-announce-not-setter",
                player = player,
                setter = setter
            ),
            Stop::AnnounceTwice { player } => say!(f, "stop-announce-twice", player = player),
            Stop::Unplayable {
                setter,
                game,
                error,
            } => match setter {
                Some(setter) => say!(
                    f,
                    "stop-unplayable",
                    setter = setter,
                    game = game.to_string(),
                    error = error.to_string()
                ),
                None => say!(
                    f,
                    "stop-unplayable-no-setter",
                    game = game.to_string(),
                    error = error.to_string()
                ),
            },
            Stop::StandsNowhere { tile } => {
                say!(f, "stop-stands-nowhere", tile = tile.to_string())
            }
            Stop::PassBeforeTurns { player, said } => say!(
                f,
                "stop-pass-before-turns",
                player = player,
                said = said_key(*said)
            ),
            Stop::PassOutOfTurn { player, said, turn } => say!(
                f,
                "stop-pass-out-of-turn",
                player = player,
                said = said_key(*said),
                turn = turn
            ),
            Stop::PlayBeforeSet { player, tile } => say!(
                f,
                "stop-play-before-set",
                player = player,
                tile = tile.to_string()
            ),
            Stop::PlayBeforeGame { player, tile } => say!(
                f,
                "stop-play-before-game",
                player = player,
                tile = tile.to_string()
            ),
            Stop::Ambiguous { player, tile, .. } => say!(
                f,
                "stop-ambiguous",
                player = player,
                tile = tile.to_string()
            ),
            Stop::NoSuchPlace {
                player, tile, at, ..
            } => match at {
                Some(at) => say!(
                    f,
                    "stop-no-such-place",
                    player = player,
                    tile = tile.to_string(),
                    at = at.to_string()
                ),
                None => say!(
                    f,
                    "stop-no-such-place-anywhere",
                    player = player,
                    tile = tile.to_string()
                ),
            },
            Stop::PlayAfterRedeal => say!(f, "stop-play-after-redeal"),
        }
    }
}

/// An open end as a help lists it: "north (open 3)".
fn open_end(end: &OpenEnd) -> String {
    words!("stop-open-end", arm = end.arm.to_string(), open = end.open)
}

/// A place an ambiguous tile fits: "`at: north` (on the open 3 next to [2-3])".
fn choice(choice: &Choice) -> String {
    let arm = choice.end.arm.to_string();
    match choice.beside {
        Some(tile) => words!(
            "stop-choice",
            arm = arm,
            open = choice.end.open,
            tile = tile.to_string()
        ),
        None => words!("stop-choice-set-tile", arm = arm, open = choice.end.open),
    }
}

impl Stop {
    /// The kind of problem, its label at the event, and the help that says
    /// how to write the transcript so the hand can be judged.
    fn problem_parts(&self) -> (ProblemKind, String, String) {
        match self {
            Stop::AfterHandOver { .. } => (
                ProblemKind::AfterHandOver,
                words!("stop-after-hand-over-label"),
                words!("stop-after-hand-over-help"),
            ),
            Stop::Unfinished { .. } => (
                ProblemKind::Missing,
                words!("stop-unfinished-label"),
                words!("stop-unfinished-help"),
            ),
            Stop::TakebackNotLast { .. } => (
                ProblemKind::NotHeld,
                words!("stop-takeback-not-last-label"),
                words!("stop-takeback-not-last-help"),
            ),
            Stop::SecondSet { .. } => (
                ProblemKind::Event,
                words!("stop-second-set-label"),
                words!("stop-second-set-help"),
            ),
            Stop::AnnounceBeforeSet { .. } => (
                ProblemKind::Event,
                words!("stop-announce-before-set-label"),
                words!("stop-announce-before-set-help"),
            ),
            Stop::AnnounceNotSetter { .. } | Stop::AnnounceTwice { .. } => (
                ProblemKind::Event,
                words!("stop-announce-not-setter-label"),
                words!("stop-announce-not-setter-help"),
            ),
            Stop::Unplayable { .. } => (
                ProblemKind::Announcement,
                words!("stop-unplayable-label"),
                words!("stop-unplayable-help"),
            ),
            Stop::StandsNowhere { .. } => (
                ProblemKind::AmbiguousPlacement,
                words!("stop-stands-nowhere-label"),
                words!("stop-stands-nowhere-help"),
            ),
            Stop::PassBeforeTurns { .. } => (
                ProblemKind::Event,
                words!("stop-pass-before-turns-label"),
                words!("stop-pass-before-turns-help"),
            ),
            Stop::PassOutOfTurn { .. } => (
                ProblemKind::Event,
                words!("stop-pass-out-of-turn-label"),
                words!("stop-pass-out-of-turn-help"),
            ),
            Stop::PlayBeforeSet { .. } | Stop::PlayBeforeGame { .. } => (
                ProblemKind::Missing,
                words!("stop-play-before-set-label"),
                words!("stop-play-before-set-help"),
            ),
            Stop::Ambiguous { choices, .. } => {
                let choices: Vec<String> = choices.iter().map(choice).collect();
                let or = format!(" {} ", words!("stop-or"));
                (
                    ProblemKind::AmbiguousPlacement,
                    words!("stop-ambiguous-label"),
                    words!("stop-ambiguous-help", choices = choices.join(&or)),
                )
            }
            Stop::NoSuchPlace { ends, .. } => {
                let ends: Vec<String> = ends.iter().map(open_end).collect();
                (
                    ProblemKind::NoSuchPlace,
                    words!("stop-no-such-place-label"),
                    words!("stop-no-such-place-help", ends = ends.join(", ")),
                )
            }
            Stop::PlayAfterRedeal => (
                ProblemKind::AfterHandOver,
                words!("stop-play-after-redeal-label"),
                words!("stop-play-after-redeal-help"),
            ),
        }
    }
}

impl Problem {
    /// The problem of a hand whose replay stopped at `span`.
    #[must_use]
    pub fn stopped(span: Span, why: &Stop) -> Problem {
        let (kind, label, help) = why.problem_parts();
        let mut problem = Problem::new(kind, span, why.to_string())
            .label(label)
            .help(help);
        problem.unfinished = matches!(why, Stop::Unfinished { .. });
        problem
    }
}
