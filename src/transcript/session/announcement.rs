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
        Problem::new(ProblemKind::Announcement, text.span, format!("`{word}` names no side of the set tile"))
            .label("not a side")
            .help("name a side by the number it shows (e.g. `5`) or by arm (west, east; north, south on a cross)"),
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
    let fail = |problems: &mut Problems, at: Span, message: String, help: &str| {
        problems.push(
            Problem::new(ProblemKind::Announcement, at, message)
                .label("cannot be read as one of the 17 games")
                .help(help.to_owned()),
        );
    };
    let Some(game) = &raw.game else {
        fail(
            problems,
            span,
            "the announcement does not name the game".into(),
            "add `game:` with a name such as `ordinary-cross`, or the book's number",
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
                        "game 11 needs its matching rule".into(),
                        "add `matching: ordinary` or `matching: matador`",
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
                        "game 17 needs its layout".into(),
                        "add `layout: cross` or `layout: double-cross`",
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
                    format!("the book has games 1 to 17, not {number}"),
                    "`nos games` lists the 17 games with their numbers",
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
                    Some(word) => format!(
                        "did you mean `{word}`? `nos games` lists the 17 games by name and number"
                    ),
                    None => "`nos games` lists the 17 games by name and number".to_owned(),
                };
                fail(
                    problems,
                    game_span,
                    format!("`{text}` is not one of the 17 games"),
                    &help,
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
            "`layout` is only for games 12 and 17 given by number".into(),
            "the game's name already says its layout",
        );
    }
    if let Some(m) = &raw.matching
        && text != "11"
    {
        fail(
            problems,
            m.span,
            "`matching` is only for game 11 given by number".into(),
            "the game's name already says its matching rule",
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
                        Problem::new(ProblemKind::Announcement, text.span, format!("{a} and {b} are not opposite arms"))
                            .label("not a pair of opposite arms")
                            .help("a volapük cross needs two opposite ordinary arms: `ordinary: [north, south]` or `ordinary: [east, west]`"),
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
                Problem::new(ProblemKind::Announcement, span, "a condition is either `{here: .., there: ..}` or `{side: .., tiles: ..}`")
                    .label("mixed or incomplete condition")
                    .help("first here then there: `first: {here: 5}`; tiles first: `first: {side: 2, tiles: 3}`"),
            );
            None
        }
    }
}
