//! Reading an announcement: the game, its options, and where the first tile goes.
//!
//! An announcement carries more of its own grammar than any other event (the
//! game's name, a matching, an axis, arms and sides), so its reading stands
//! apart from the other events of [`super::event`].

use crate::rules::game::{Announced, Announcement, ArmName, Axis, GameName, Matching, Side};
use crate::transcript::problem::{Problem, ProblemKind, closest};
use crate::transcript::{
    LayoutWord, Located, MatchingWord, RawAnnouncement, RawFirst, SideText, Span,
};
use crate::words;

use super::Problems;

fn side_of(text: &Located<SideText>, problems: &mut Problems) -> Option<Side> {
    let word = text.value.0.0.trim();
    if let Ok(pip) = word.parse::<u8>()
        && pip <= 6
    {
        return Some(Side::Pip(pip));
    }
    if let Some(arm) = ArmName::parse(word) {
        return Some(Side::Arm(arm));
    }
    problems.push(
        Problem::new(
            ProblemKind::Announcement,
            text.span,
            words!("problem-side", word = word),
        )
        .label(words!("problem-side-label"))
        .help(words!("problem-side-help")),
    );
    None
}

fn matching_of(word: MatchingWord) -> Matching {
    match word {
        MatchingWord::Ordinary => Matching::Ordinary,
        MatchingWord::Matador => Matching::Matador,
    }
}

pub(super) fn announcement_of(
    raw: &RawAnnouncement,
    span: Span,
    problems: &mut Problems,
) -> Option<Announcement> {
    let before = problems.0.len();
    let fail = |problems: &mut Problems, at: Span, message: String, help: String| {
        problems.push(
            Problem::new(ProblemKind::Announcement, at, message)
                .label(words!("problem-announcement-label"))
                .help(help),
        );
    };
    let Some(game) = &raw.game else {
        fail(
            problems,
            span,
            words!("problem-no-game"),
            words!("problem-no-game-help"),
        );
        return None;
    };
    let game_span = if game.span == Span::default() {
        span
    } else {
        game.span
    };
    let text = game.value.0.0.trim();
    let layout = raw.layout.as_ref().map(|l| l.value);
    let matching = raw.matching.as_ref().map(|m| matching_of(m.value));
    let name = if let Ok(number) = text.parse::<u8>() {
        match number {
            11 => match matching {
                Some(rule) => Some(GameName::WithCondition(rule)),
                None => {
                    fail(
                        problems,
                        game_span,
                        words!("problem-game-11"),
                        words!("problem-game-11-help"),
                    );
                    None
                }
            },
            12 => Some(match layout {
                None | Some(LayoutWord::Line) => GameName::Volapuk,
                Some(LayoutWord::Cross) => GameName::VolapukCross,
                Some(LayoutWord::DoubleCross) => GameName::VolapukDoubleCross,
            }),
            17 => match layout {
                Some(LayoutWord::Cross) => Some(GameName::MatadorThenOrdinaryCross),
                Some(LayoutWord::DoubleCross) => Some(GameName::MatadorThenOrdinaryDoubleCross),
                _ => {
                    fail(
                        problems,
                        game_span,
                        words!("problem-game-17"),
                        words!("problem-game-17-help"),
                    );
                    None
                }
            },
            1..=17 => crate::rules::game::GAME_NAMES
                .iter()
                .find(|(n, _)| n.number() == number)
                .map(|(n, _)| *n),
            _ => {
                fail(
                    problems,
                    game_span,
                    words!("problem-game-number", number = number),
                    words!("problem-game-number-help"),
                );
                None
            }
        }
    } else {
        match GameName::parse(text) {
            // "Ordinary (or matador) with a condition" is game 11.
            Some(GameName::Ordinary) if raw.first.is_some() => {
                Some(GameName::WithCondition(Matching::Ordinary))
            }
            Some(GameName::Matador) if raw.first.is_some() => {
                Some(GameName::WithCondition(Matching::Matador))
            }
            Some(name) => Some(name),
            None => {
                let words = crate::rules::game::GAME_NAMES.iter().map(|(_, word)| *word);
                let help = match closest(text, words) {
                    Some(word) => words!("problem-game-name-closest-help", word = word),
                    None => words!("problem-game-name-help"),
                };
                fail(
                    problems,
                    game_span,
                    words!("problem-game-name", text = text),
                    help,
                );
                None
            }
        }
    };
    if let Some(layout) = &raw.layout
        && !matches!(text, "12" | "17")
    {
        fail(
            problems,
            layout.span,
            words!("problem-layout-key"),
            words!("problem-layout-key-help"),
        );
    }
    if let Some(m) = &raw.matching
        && text != "11"
    {
        fail(
            problems,
            m.span,
            words!("problem-matching-key"),
            words!("problem-matching-key-help"),
        );
    }
    let first = raw
        .first
        .as_ref()
        .and_then(|first| first_of(&first.value, first.span, problems));
    let (ordinary_side, ordinary_axis) = match &raw.ordinary {
        None => (None, None),
        Some(text) => match text.value.0.0.trim() {
            "north-south" | "south-north" => (None, Some(Axis::NorthSouth)),
            "east-west" | "west-east" => (None, Some(Axis::EastWest)),
            word => match word
                .split_once('-')
                .map(|(a, b)| (ArmName::parse(a.trim()), ArmName::parse(b.trim())))
            {
                Some((Some(a), Some(b))) => {
                    problems.push(
                        Problem::new(
                            ProblemKind::Announcement,
                            text.span,
                            words!(
                                "problem-not-opposite",
                                first = a.to_string(),
                                second = b.to_string()
                            ),
                        )
                        .label(words!("problem-not-opposite-label"))
                        .help(words!("problem-not-opposite-help")),
                    );
                    (None, None)
                }
                _ => (side_of(text, problems), None),
            },
        },
    };
    if problems.0.len() > before {
        return None;
    }
    Some(Announcement {
        name: name?,
        first,
        then: raw.then.as_ref().map(|t| matching_of(t.value)),
        ordinary_side,
        ordinary_axis,
    })
}

fn first_of(raw: &RawFirst, span: Span, problems: &mut Problems) -> Option<Announced> {
    match (&raw.here, &raw.there, &raw.side, &raw.tiles) {
        (Some(here), there, None, None) => {
            let here = side_of(here, problems)?;
            let there = match there {
                Some(there) => Some(side_of(there, problems)?),
                None => None,
            };
            Some(Announced::HereThenThere { here, there })
        }
        (None, None, Some(side), Some(tiles)) => Some(Announced::TilesFirst {
            side: side_of(side, problems)?,
            tiles: tiles.value,
        }),
        _ => {
            problems.push(
                Problem::new(ProblemKind::Announcement, span, words!("problem-condition"))
                    .label(words!("problem-condition-label"))
                    .help(words!("problem-condition-help")),
            );
            None
        }
    }
}
