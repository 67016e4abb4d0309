//! The count at the end of a hand as the record gives it: the tiles each
//! player showed (`shown:`), or only what they counted (`counts:`).
//!
//! Read here, and held to what the record says of the hand before: a tile
//! shown must be one the player can hold at the end, as many as he holds,
//! and a count must be one that tiles he could hold make. Checked once the
//! tiles' whereabouts are known to the end of the hand.

use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::Tile;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::{ByName, Located, Scalar, ShownText, Span};
use crate::words;

use super::hand::tiles_of;
use super::seats::{Roll, named};
use super::unseen::{Number, number};
use super::whereabouts::{Place, Whereabouts, describe};
use super::{Action, Hand, Problems, Tiles, covering};

/// The tiles shown at the count, by seat, and where each tile is written.
pub(super) type Shown = (BySeat<Option<Located<Tiles>>>, BySeat<Vec<Span>>);

/// Reads `shown:`: each player's tiles, every one a tile seen.
pub(super) fn read_shown(
    raw: Option<Located<ShownText>>,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> Shown {
    let mut shown = BySeat::from_fn(players.len(), |_| None);
    let mut places = BySeat::from_fn(players.len(), |_| Vec::new());
    let Some(raw) = raw else {
        return (shown, places);
    };
    let lists = named(
        raw.value,
        players,
        Roll::SomeAtTable(present),
        "shown",
        raw.span,
        |list| covering(list.span, list.value.iter().map(|tile| tile.span)),
        problems,
    );
    for (seat, list) in lists.iter().flat_map(BySeat::iter) {
        let Some(list) = list else { continue };
        if let Some(tiles) = tiles_of(&list.value, problems) {
            shown[seat] = Some(Located {
                value: tiles,
                span: covering(list.span, list.value.iter().map(|tile| tile.span)),
            });
            places[seat] = list.value.iter().map(|tile| tile.span).collect();
        }
    }
    (shown, places)
}

/// Reads `counts:`: each player's count, a whole number of pips.
pub(super) fn read_counts(
    raw: Option<Located<ByName<Located<Scalar>>>>,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> BySeat<Option<Located<u32>>> {
    let mut counts = BySeat::from_fn(players.len(), |_| None);
    let Some(raw) = raw else {
        return counts;
    };
    let written = named(
        raw.value,
        players,
        Roll::SomeAtTable(present),
        "counts",
        raw.span,
        |count| count.span,
        problems,
    );
    for (seat, count) in written.iter().flat_map(BySeat::iter) {
        let Some(count) = count else { continue };
        let text = &count.value.0;
        let wrong = |label: String| {
            Problem::new(
                ProblemKind::Count,
                count.span,
                words!("problem-count-text", text = text),
            )
            .label(label)
            .help(words!("problem-count-text-help"))
        };
        match number(text) {
            Number::Whole(n) => {
                counts[seat] = Some(Located {
                    value: u32::try_from(n).unwrap_or(u32::MAX),
                    span: count.span,
                });
            }
            Number::Fraction => problems.push(wrong(words!("problem-not-whole-label"))),
            Number::Negative => problems.push(wrong(words!("problem-below-nought-label"))),
            Number::Not => problems.push(wrong(words!("problem-not-a-number-label"))),
        }
    }
    counts
}

/// How many tiles each player holds at the end, as the record counts them in
/// the open: his deal, and his draws and takebacks, less what he set, played
/// and put back.
fn held_at_end(hand: &Hand) -> BySeat<i64> {
    let mut held = BySeat::from_fn(hand.deal.len(), |seat| {
        i64::try_from(hand.deal[seat].len()).unwrap_or(0) + i64::from(hand.deal_unseen[seat])
    });
    for event in &hand.events {
        let count = |n: usize| i64::try_from(n).unwrap_or(0);
        held[event.seat] += match &event.action {
            Action::Draw(taken) => count(taken.len() + usize::from(event.unseen)),
            Action::Return(taken) => -count(taken.len() + usize::from(event.unseen)),
            Action::Set(_) | Action::Play { .. } => -1,
            Action::Takeback(_) => 1,
            _ => 0,
        };
    }
    held
}

/// Checks the tiles shown and the counts against the hand, the tiles where
/// `at` leaves them at the end (`shown_at` the place of each tile shown). A
/// tile shown that the seen record leaves in the boneyard is one of the
/// player's unseen tiles, taken from them in `at`.
pub(super) fn check_count(
    hand: &Hand,
    shown_at: &BySeat<Vec<Span>>,
    at: &mut Whereabouts,
    players: &BySeat<String>,
    problems: &mut Problems,
) {
    let held = held_at_end(hand);
    // Who showed each tile first, and where.
    let mut shown_by: [Option<(Seat, Span)>; 28] = [None; 28];
    let mut order: Vec<(Seat, &Located<Tiles>)> = hand
        .shown
        .iter()
        .filter_map(|(seat, shown)| shown.as_ref().map(|shown| (seat, shown)))
        .collect();
    order.sort_by_key(|(_, shown)| shown.span.offset);
    for (seat, shown) in order {
        let who = &players[seat];
        let right_length = i64::try_from(shown.value.len()).is_ok_and(|n| n == held[seat]);
        if !right_length {
            let n = shown.value.len();
            problems.push(
                Problem::new(
                    ProblemKind::Shown,
                    shown.span,
                    words!(
                        "problem-shown-length",
                        player = who,
                        count = n,
                        held = held[seat].max(0)
                    ),
                )
                .label(words!("problem-shown-length-label", count = n))
                .help(words!("problem-shown-length-help")),
            );
        }
        for (n, &tile) in shown.value.iter().enumerate() {
            let span = shown_at[seat].get(n).copied().unwrap_or(shown.span);
            let here = at.place[tile.index()];
            if let Some((first, first_span)) = shown_by[tile.index()] {
                let label = if first == seat {
                    words!("problem-shown-twice-himself-label")
                } else {
                    words!("problem-shown-twice-label", player = &players[first])
                };
                problems.push(shown_problem(
                    span,
                    words!("problem-shown-twice", tile = tile.to_string()),
                    label,
                    words!(
                        "problem-shown-twice-help",
                        tile = tile.to_string(),
                        line = first_span.line,
                        column = first_span.column
                    ),
                ));
                continue;
            }
            shown_by[tile.index()] = Some((seat, span));
            match here {
                Place::Hand(holder) if holder == seat => {}
                Place::Hand(_) | Place::Table(_) => problems.push(shown_problem(
                    span,
                    words!(
                        "problem-shown-elsewhere",
                        player = who,
                        tile = tile.to_string(),
                        place = describe(here, seat, players)
                    ),
                    words!(
                        "problem-not-held-label",
                        player = who,
                        tile = tile.to_string()
                    ),
                    words!("problem-shown-elsewhere-help"),
                )),
                Place::Boneyard => {
                    if !at.reveal(tile, seat, Place::Hand(seat)) && right_length {
                        problems.push(
                            Problem::new(
                                ProblemKind::NotHeld,
                                span,
                                words!(
                                    "problem-shown-in-boneyard",
                                    player = who,
                                    tile = tile.to_string()
                                ),
                            )
                            .label(words!(
                                "problem-not-held-label",
                                player = who,
                                tile = tile.to_string()
                            ))
                            .help(words!("problem-shown-in-boneyard-help")),
                        );
                    }
                }
            }
        }
    }
    for (seat, count) in hand.counts.iter() {
        let Some(count) = count else { continue };
        check_one_count(hand, seat, count, held[seat], at, players, problems);
    }
}

/// Checks the count of `seat`, who holds `held` tiles at the end.
fn check_one_count(
    hand: &Hand,
    seat: Seat,
    count: &Located<u32>,
    held: i64,
    at: &Whereabouts,
    players: &BySeat<String>,
    problems: &mut Problems,
) {
    let who = &players[seat];
    let value = count.value;
    if let Some(shown) = &hand.shown[seat] {
        let pips: u32 = shown.value.iter().map(|&tile| pips(tile)).sum();
        if pips != value {
            problems.push(
                Problem::new(
                    ProblemKind::ShownCount,
                    count.span,
                    words!(
                        "problem-shown-count",
                        player = who,
                        count = value,
                        pips = pips
                    ),
                )
                .label(words!("problem-shown-count-label", pips = pips))
                .help(words!("problem-shown-count-help")),
            );
        }
        return;
    }
    if held <= 0 {
        if value > 0 {
            problems.push(count_problem(
                count.span,
                words!("problem-count-out", player = who, count = value),
                words!("problem-count-out-label"),
                words!("problem-count-out-help"),
            ));
        }
        return;
    }
    // His seen tiles, and for each tile he holds unseen the largest of the
    // tiles the record places nowhere else.
    let seen: u32 = Tile::all()
        .filter(|tile| at.place[tile.index()] == Place::Hand(seat))
        .map(pips)
        .sum();
    let mut free: Vec<u32> = Tile::all()
        .filter(|tile| at.place[tile.index()] == Place::Boneyard)
        .map(pips)
        .collect();
    free.sort_unstable_by(|a, b| b.cmp(a));
    let most = seen + free.iter().take(usize::from(at.unseen[seat])).sum::<u32>();
    if value > most {
        problems.push(count_problem(
            count.span,
            words!(
                "problem-count-too-high",
                player = who,
                count = value,
                most = most
            ),
            words!("problem-count-too-high-label", most = most),
            words!("problem-count-too-high-help"),
        ));
    }
}

/// The pips on a tile.
fn pips(tile: Tile) -> u32 {
    u32::from(tile.high()) + u32::from(tile.low())
}

fn shown_problem(span: Span, message: String, label: String, help: String) -> Problem {
    Problem::new(ProblemKind::Shown, span, message)
        .label(label)
        .help(help)
}

fn count_problem(span: Span, message: String, label: String, help: String) -> Problem {
    Problem::new(ProblemKind::Count, span, message)
        .label(label)
        .help(help)
}
