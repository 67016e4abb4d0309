//! The tiles' whereabouts, followed from the deal to the end of a hand.
//!
//! Kept apart from the checks of single events because it is the one check that
//! needs the whole hand at once: a tile's place depends on every event before
//! it, and a hand that passes it lets the replay trust that a player holds what
//! he plays and draws only from the boneyard.
//!
//! A public record leaves tiles unseen: in a deal, a draw or a return. Each
//! seat's unseen tiles are followed as a number. A tile the record shows for
//! the first time in a player's hand (a set, a play, a declaration), which
//! the seen record leaves in the boneyard, is one of his unseen tiles, as
//! long as he holds any. Whether some way of the unseen tiles explains the
//! whole record is asked of the replay; here the numbers are kept true.

use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::Tile;
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::words;

use super::unseen::SET_SIZE;
use super::{Action, Hand, Problems};

/// Where a tile is, as the record shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Place {
    /// Not seen since the deal: in the boneyard, or one of a player's unseen tiles.
    Boneyard,
    /// In a player's hand, seen.
    Hand(Seat),
    /// On the table, laid by a player.
    Table(Seat),
}

/// Every tile's place, and how many tiles each seat holds that no one saw.
pub(super) struct Whereabouts {
    pub(super) place: [Place; 28],
    pub(super) unseen: BySeat<u8>,
}

impl Whereabouts {
    /// How many tiles the boneyard holds: those the record leaves there, less
    /// those the players hold unseen.
    fn boneyard(&self) -> i64 {
        let left = self.place.iter().filter(|&&p| p == Place::Boneyard).count();
        let unseen: i64 = self.unseen.values().map(|&n| i64::from(n)).sum();
        i64::try_from(left).unwrap_or(i64::MAX) - unseen
    }

    /// Takes `tile` from the unseen tiles of `seat` into `to`, when the seen
    /// record leaves it in the boneyard and `seat` holds unseen tiles.
    pub(super) fn reveal(&mut self, tile: Tile, seat: Seat, to: Place) -> bool {
        let from_unseen = self.place[tile.index()] == Place::Boneyard && self.unseen[seat] > 0;
        if from_unseen {
            self.unseen[seat] -= 1;
            self.place[tile.index()] = to;
        }
        from_unseen
    }
}

/// Where a tile at `place` is, as seen by the player `actor`: "it is in
/// the boneyard".
pub(super) fn describe(place: Place, actor: Seat, players: &BySeat<String>) -> String {
    match place {
        Place::Boneyard => words!("problem-place-boneyard"),
        Place::Hand(s) if s == actor => words!("problem-place-own-hand"),
        Place::Hand(s) => words!("problem-place-hand", player = &players[s]),
        Place::Table(s) if s == actor => words!("problem-place-own-play"),
        Place::Table(s) => words!("problem-place-play", player = &players[s]),
    }
}

/// Follows every tile from the deal to the end of the hand: a tile is in one
/// hand, in the boneyard, or on the table, and only its holder can play it;
/// a player's unseen tiles are counted. Gives the places at the end.
///
/// `tile_spans` holds, for each event, where the tiles of a draw, a return or a
/// declaration are written, to point at the very tile that is wrong.
pub(super) fn check_whereabouts(
    hand: &Hand,
    tile_spans: &[Vec<Span>],
    players: &BySeat<String>,
    problems: &mut Problems,
) -> Whereabouts {
    let mut at = Whereabouts {
        place: [Place::Boneyard; 28],
        unseen: hand.deal_unseen.clone(),
    };
    for (seat, tiles) in hand.deal.iter() {
        for tile in tiles {
            at.place[tile.index()] = Place::Hand(seat);
        }
    }
    if at.boneyard() < 0 {
        let dealt = i64::from(SET_SIZE) - at.boneyard();
        // Said at the largest deal, the likeliest slip.
        let largest = hand
            .deal_spans
            .iter()
            .max_by_key(|&(seat, _)| hand.deal[seat].len() + usize::from(hand.deal_unseen[seat]));
        problems.push(
            Problem::new(
                ProblemKind::TileCount,
                largest.map_or(hand.span, |(_, span)| *span),
                words!("problem-deal-too-many", count = dealt),
            )
            .label(words!("problem-set-size-label"))
            .help(words!("problem-deal-too-many-help")),
        );
    }
    for (event, spans) in hand.events.iter().zip(tile_spans) {
        let who = &players[event.seat];
        // The place of the `n`th tile the event lists, or of its value.
        let tile_span = |n: usize| spans.get(n).copied().unwrap_or(hand.value_span_of(event));
        let mut hold = |tile: Tile, span: Span, verb: &str, to: Place, problems: &mut Problems| {
            let here = at.place[tile.index()];
            if here == Place::Hand(event.seat) {
                at.place[tile.index()] = to;
            } else if to == Place::Hand(event.seat) && here == Place::Table(event.seat) {
                // A declaration pointing at a double he laid himself (the set
                // double): the referee judges what it counts for.
            } else if at.reveal(tile, event.seat, to) {
                // One of the tiles he took unseen, now seen.
            } else {
                problems.push(
                    Problem::new(
                        ProblemKind::NotHeld,
                        span,
                        words!(
                            "problem-not-held",
                            player = who,
                            action = verb,
                            tile = tile.to_string(),
                            place = describe(here, event.seat, players)
                        ),
                    )
                    .label(words!(
                        "problem-not-held-label",
                        player = who,
                        tile = tile.to_string()
                    ))
                    .help(words!("problem-not-held-help")),
                );
            }
        };
        match &event.action {
            Action::Draw(taken) => {
                let before = at.boneyard();
                for (n, &tile) in taken.iter().enumerate() {
                    let here = at.place[tile.index()];
                    if here == Place::Boneyard {
                        at.place[tile.index()] = Place::Hand(event.seat);
                    } else {
                        problems.push(
                            Problem::new(
                                ProblemKind::NotInBoneyard,
                                tile_span(n),
                                words!(
                                    "problem-not-in-boneyard",
                                    player = who,
                                    tile = tile.to_string(),
                                    place = describe(here, event.seat, players)
                                ),
                            )
                            .label(words!(
                                "problem-not-in-boneyard-label",
                                tile = tile.to_string()
                            ))
                            .help(words!("problem-not-in-boneyard-help")),
                        );
                    }
                }
                at.unseen[event.seat] = at.unseen[event.seat].saturating_add(event.unseen);
                // Once: a boneyard already short for an earlier reason is not said again.
                if at.boneyard() < 0 && before >= 0 {
                    let count = taken.len() + usize::from(event.unseen);
                    problems.push(
                        Problem::new(
                            ProblemKind::NotInBoneyard,
                            hand.value_span_of(event),
                            words!(
                                "problem-boneyard-short",
                                player = who,
                                count = count,
                                left = before.max(0)
                            ),
                        )
                        .label(words!("problem-boneyard-short-label"))
                        .help(words!("problem-boneyard-short-help")),
                    );
                }
            }
            Action::Set(written) | Action::Play { written, .. } => {
                let verb = if matches!(event.action, Action::Set(_)) {
                    "set"
                } else {
                    "play"
                };
                hold(
                    Tile::new(written.0, written.1),
                    hand.value_span_of(event),
                    verb,
                    Place::Table(event.seat),
                    problems,
                );
            }
            Action::Return(taken) => {
                for (n, &tile) in taken.iter().enumerate() {
                    hold(tile, tile_span(n), "return", Place::Boneyard, problems);
                }
                let held = at.unseen[event.seat];
                if event.unseen > held {
                    let count = event.unseen;
                    problems.push(
                        Problem::new(
                            ProblemKind::NotHeld,
                            hand.value_span_of(event),
                            words!(
                                "problem-return-unseen",
                                player = who,
                                count = count,
                                held = held
                            ),
                        )
                        .label(if held == 0 {
                            words!("problem-return-unseen-none-label", player = who)
                        } else {
                            words!("problem-return-unseen-label", player = who, held = held)
                        })
                        .help(words!("problem-return-unseen-help")),
                    );
                }
                at.unseen[event.seat] = held.saturating_sub(event.unseen);
            }
            Action::Declare(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    hold(
                        tile,
                        tile_span(n),
                        "declare",
                        Place::Hand(event.seat),
                        problems,
                    );
                }
            }
            Action::Takeback(tile) => {
                if at.place[tile.index()] == Place::Table(event.seat) {
                    at.place[tile.index()] = Place::Hand(event.seat);
                } else {
                    problems.push(
                        Problem::new(
                            ProblemKind::NotHeld,
                            hand.value_span_of(event),
                            words!(
                                "problem-takeback-not-played",
                                player = who,
                                tile = tile.to_string(),
                                place = describe(at.place[tile.index()], event.seat, players)
                            ),
                        )
                        .label(words!(
                            "problem-takeback-not-played-label",
                            player = who,
                            tile = tile.to_string()
                        ))
                        .help(words!("problem-takeback-not-played-help")),
                    );
                }
            }
            Action::Announce(_) | Action::Claim(_) | Action::Says(_) | Action::Conduct(_) => {}
        }
    }
    at
}
