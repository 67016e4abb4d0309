//! Checking one event: exactly one action, its tiles and its place in the layout.
//!
//! Each event is checked on its own here; what holds across events (who holds
//! which tile) is checked afterwards in [`super::whereabouts`].

use smallvec::SmallVec;

use crate::rules::game::ArmName;
use crate::rules::layout::At;
use crate::rules::seat::BySeat;
use crate::rules::tile::Tile;
use crate::transcript::problem::{Problem, ProblemKind, closest};
use crate::transcript::{RawEvent, Scalar, Span};
use crate::words;

use super::announcement::announcement_of;
use super::hand::{event_extent, places, tile_of, tiles_of};
use super::seats::seat_named;
use super::unseen::{Taking, taken_of};
use super::{Action, Event, EventSpans, Problems};

/// Checks one event of the hand that starts at `hand`; with it, the places of
/// the tiles it lists (for a draw, a return or a declaration).
pub(super) fn check_event(
    raw: &RawEvent,
    span: Span,
    hand: Span,
    players: &BySeat<String>,
    problems: &mut Problems,
) -> Option<(Event, Vec<Span>)> {
    let before = problems.0.len();
    let extent = event_extent(raw, span);
    let seat = match &raw.by {
        Some(by) => seat_named(players, &by.value.0, by.span, problems),
        None => {
            problems.push(
                Problem::new(ProblemKind::Event, extent, words!("problem-no-by"))
                    .label(words!("problem-no-by-label"))
                    .help(words!("problem-no-by-help")),
            );
            None
        }
    };
    // An event holds one action; more are a mistake, written out in full.
    let mut actions: SmallVec<[(Action, Span, Vec<Span>); 1]> = SmallVec::new();
    let mut action_words: SmallVec<[&str; 2]> = SmallVec::new();
    let mut add = |word: &'static str, action: Option<Action>, span: Span, tiles: Vec<Span>| {
        action_words.push(word);
        if let Some(action) = action {
            actions.push((action, span, tiles));
        }
    };
    // The tiles of a draw or a return that no one saw, kept beside its action.
    let mut unseen = 0;
    if let Some(draw) = &raw.draw {
        let (taken, places) = taken_of(draw, Taking::Draw, problems);
        unseen = taken.as_ref().map_or(0, |taken| taken.unseen);
        add(
            "draw",
            taken.map(|taken| Action::Draw(taken.seen)),
            draw.span,
            places,
        );
    }
    if let Some(set) = &raw.set {
        add(
            "set",
            tile_of(set, problems).map(Action::Set),
            set.span,
            Vec::new(),
        );
    }
    if let Some(announce) = &raw.announce {
        let parsed = announcement_of(&announce.value, announce.span, problems);
        add(
            "announce",
            parsed.map(Action::Announce),
            announce.span,
            Vec::new(),
        );
    }
    if let Some(declare) = &raw.declare {
        add(
            "declare",
            tiles_of(&declare.value, problems).map(Action::Declare),
            declare.span,
            places(&declare.value),
        );
    }
    if let Some(play) = &raw.play {
        let at = raw
            .at
            .as_ref()
            .and_then(|at| at_of(&at.value.0, at.span, problems));
        let written = tile_of(play, problems);
        let at_ok = raw.at.is_none() || at.is_some();
        add(
            "play",
            written
                .filter(|_| at_ok)
                .map(|written| Action::Play { written, at }),
            play.span,
            Vec::new(),
        );
    } else if let Some(at) = &raw.at {
        problems.push(
            Problem::new(ProblemKind::At, at.span, words!("problem-at-without-play"))
                .label(words!("problem-at-without-play-label"))
                .help(words!("problem-at-without-play-help")),
        );
    }
    if let Some(takeback) = &raw.takeback {
        add(
            "takeback",
            tile_of(takeback, problems).map(|(a, b)| Action::Takeback(Tile::new(a, b))),
            takeback.span,
            Vec::new(),
        );
    }
    if let Some(claim) = &raw.claim {
        let amount = claim.value.0.parse::<u32>().ok().filter(|n| *n <= 1000);
        if amount.is_none() {
            // A number too large for the reader is read as a float, whose
            // text is no longer the one written: it is not quoted.
            let huge = claim.value.0.parse::<f64>().is_ok_and(|n| n.abs() >= 1e15);
            let (message, label) = if huge {
                (
                    words!("problem-claim-huge"),
                    words!("problem-claim-huge-label"),
                )
            } else {
                (
                    words!("problem-claim", text = &claim.value.0),
                    words!("problem-claim-label"),
                )
            };
            problems.push(
                Problem::new(ProblemKind::Claim, claim.span, message)
                    .label(label)
                    .help(words!("problem-claim-help")),
            );
        }
        add("claim", amount.map(Action::Claim), claim.span, Vec::new());
    }
    if let Some(says) = &raw.says {
        add(
            "says",
            Some(Action::Says(says.value)),
            says.span,
            Vec::new(),
        );
    }
    if let Some(put_back) = &raw.put_back {
        let (taken, places) = taken_of(put_back, Taking::Return, problems);
        unseen = taken.as_ref().map_or(0, |taken| taken.unseen);
        add(
            "return",
            taken.map(|taken| Action::Return(taken.seen)),
            put_back.span,
            places,
        );
    }
    if let Some(conduct) = &raw.conduct {
        add(
            "conduct",
            Some(Action::Conduct(conduct.value)),
            conduct.span,
            Vec::new(),
        );
    }
    match action_words.as_slice() {
        [] => problems.push(
            Problem::new(ProblemKind::Event, extent, words!("problem-no-action"))
                .label(words!("problem-no-action-label"))
                .help(words!("problem-no-action-help")),
        ),
        [_] => {}
        [words @ .., last] => problems.push(
            Problem::new(
                ProblemKind::Event,
                extent,
                crate::words!(
                    "problem-actions",
                    count = words.len() + 1,
                    actions = words.join(", "),
                    last = *last
                ),
            )
            .label(crate::words!(
                "problem-actions-label",
                count = words.len() + 1
            ))
            .help(crate::words!(
                "problem-actions-help",
                count = words.len() + 1,
                actions = words
                    .iter()
                    .map(|w| format!("`{w}`"))
                    .collect::<Vec<_>>()
                    .join(", "),
                last = *last
            )),
        ),
    }
    if problems.0.len() > before {
        return None;
    }
    let seat = seat?;
    let (action, value_span, tile_spans) = actions.pop()?;
    Some((
        Event {
            seat,
            taken_back_next: false,
            unseen,
            action,
            spans: EventSpans::new(extent, value_span, hand),
        },
        tile_spans,
    ))
}

fn at_of(text: &Scalar, span: Span, problems: &mut Problems) -> Option<At> {
    let text = text.0.trim();
    if let Ok(pip) = text.parse::<u8>()
        && pip <= 6
    {
        return Some(At::Pip(pip));
    }
    if let Some(arm) = ArmName::parse(text) {
        return Some(At::Arm(arm));
    }
    let arms = ["north", "east", "south", "west"];
    let label = closest(text, arms).map_or_else(
        || words!("problem-at-label"),
        |arm| words!("problem-did-you-mean-word", word = arm),
    );
    problems.push(
        Problem::new(ProblemKind::At, span, words!("problem-at", text = text))
            .label(label)
            .help(words!("problem-at-help")),
    );
    None
}
