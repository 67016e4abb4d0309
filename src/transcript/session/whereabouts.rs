//! The tiles' whereabouts, followed from the deal to the end of a hand.
//!
//! Kept apart from the checks of single events because it is the one check that
//! needs the whole hand at once: a tile's place depends on every event before
//! it, and a hand that passes it lets the replay trust that a player holds what
//! he plays and draws only from the boneyard.

use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::Tile;
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};

use super::{Action, Hand, Problems};

/// Follows every tile from the deal to the end of the hand: a tile is in one
/// hand, in the boneyard, or on the table, and only its holder can play it.
///
/// `tile_spans` holds, for each event, where the tiles of a draw, a return or a
/// declaration are written, to point at the very tile that is wrong.
pub(super) fn check_whereabouts(
    hand: &Hand,
    tile_spans: &[Vec<Span>],
    players: &BySeat<String>,
    problems: &mut Problems,
) {
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Place {
        Boneyard,
        Hand(Seat),
        Table(Seat),
    }
    let mut place = [Place::Boneyard; 28];
    for (seat, tiles) in hand.deal.iter() {
        for tile in tiles {
            place[tile.index()] = Place::Hand(seat);
        }
    }
    // Where a tile is, as seen by the player `actor`.
    let describe = |p: Place, actor: Seat| match p {
        Place::Boneyard => "in the boneyard".to_owned(),
        Place::Hand(s) if s == actor => "already in his own hand".to_owned(),
        Place::Hand(s) => format!("in {}'s hand", players[s]),
        Place::Table(s) if s == actor => "on the table, played by himself".to_owned(),
        Place::Table(s) => format!("on the table, played by {}", players[s]),
    };
    for (event, spans) in hand.events.iter().zip(tile_spans) {
        let who = &players[event.seat];
        // The place of the `n`th tile the event lists, or of its value.
        let tile_span = |n: usize| spans.get(n).copied().unwrap_or(hand.value_span_of(event));
        let mut hold = |tile: Tile, span: Span, verb: &str, to: Place, problems: &mut Problems| {
            let here = place[tile.index()];
            if here == Place::Hand(event.seat) {
                place[tile.index()] = to;
            } else if to == Place::Hand(event.seat) && here == Place::Table(event.seat) {
                // A declaration pointing at a double he laid himself (the set
                // double): the referee judges what it counts for.
            } else {
                problems.push(
                    Problem::new(ProblemKind::NotHeld, span, format!("{who} {verb} {tile}, but it is {}", describe(here, event.seat)))
                        .label(format!("{who} does not hold {tile}"))
                        .help("a tile must be dealt to or drawn by a player before he can use it; check the deal and the draws"),
                );
            }
        };
        match &event.action {
            Action::Draw(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    let here = place[tile.index()];
                    if here == Place::Boneyard {
                        place[tile.index()] = Place::Hand(event.seat);
                    } else {
                        problems.push(
                            Problem::new(ProblemKind::NotInBoneyard, tile_span(n), format!("{who} draws {tile}, but it is {}", describe(here, event.seat)))
                                .label(format!("{tile} is not in the boneyard"))
                                .help("each tile is in one place at a time; check the deal and earlier draws"),
                        );
                    }
                }
            }
            Action::Set(written) | Action::Play { written, .. } => {
                let verb = if matches!(event.action, Action::Set(_)) {
                    "sets"
                } else {
                    "plays"
                };
                hold(
                    Tile::new(written.0, written.1),
                    hand.value_span_of(event),
                    verb,
                    Place::Table(event.seat),
                    problems,
                );
            }
            Action::Return(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    hold(tile, tile_span(n), "puts back", Place::Boneyard, problems);
                }
            }
            Action::Declare(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    hold(
                        tile,
                        tile_span(n),
                        "shows",
                        Place::Hand(event.seat),
                        problems,
                    );
                }
            }
            Action::Takeback(tile) => {
                if place[tile.index()] == Place::Table(event.seat) {
                    place[tile.index()] = Place::Hand(event.seat);
                } else {
                    problems.push(
                        Problem::new(
                            ProblemKind::NotHeld,
                            hand.value_span_of(event),
                            format!(
                                "{who} takes back {tile}, which he has not played: it is {}",
                                describe(place[tile.index()], event.seat)
                            ),
                        )
                        .label(format!("{who} did not play {tile}"))
                        .help("a player takes back a tile he played; check the name and the tile"),
                    );
                }
            }
            Action::Announce(_) | Action::Claim(_) | Action::Says(_) | Action::Conduct(_) => {}
        }
    }
}
