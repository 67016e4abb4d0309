//! The public record read into a hand: tiles not seen in a deal, a draw and
//! a return, the tiles shown at the count and the counts.

use super::*;

/// A public record of one hand for three players (a full deal is five):
/// Anna's set double is seen, the rest of the deal is not.
const PUBLIC: &str = "\
session: {players: [Anna, Bram, Cees]}
hands:
  - deal: {Anna: [6-6, ?-?, '?-?', ?-?, ?-?], Bram: 5, Cees: 5}
    events:
      - {by: Anna, set: 6-6}
      - {by: Anna, announce: 1}
      - {by: Bram, play: 6-5}
      - {by: Cees, draw: [5-5, ?-?]}
      - {by: Cees, play: 5-5}
      - {by: Anna, play: 5-1}
      - {by: Bram, draw: 2}
      - {by: Bram, draw: ?-?}
      - {by: Bram, return: [?-?]}
      - {by: Bram, return: 1}
      - {by: Anna, declare: [3-3]}
    shown: {Anna: [1-2, 0-0, 3-3], Cees: [4-4, 2-2, 3-1, 4-0, 6-1, 6-2]}
    counts: {Anna: 9, Bram: 36}
";

fn hand_of(text: &str) -> Hand {
    let session = crate::load(text).unwrap_or_else(|problems| panic!("{problems:#?}"));
    session.hands.into_iter().next().expect("a hand")
}

fn tiles(list: &[(u8, u8)]) -> Tiles {
    list.iter().map(|&(a, b)| Tile::new(a, b)).collect()
}

fn seat(n: usize) -> Seat {
    BySeat::filled(5, ()).seats().nth(n).expect("a seat")
}

#[test]
fn a_deal_may_be_a_number_or_a_list_with_tiles_not_seen() {
    let hand = hand_of(PUBLIC);
    assert_eq!(hand.deal[seat(0)], tiles(&[(6, 6)]));
    assert_eq!(hand.deal_unseen[seat(0)], 4, "`?-?`, quoted or not");
    for other in [seat(1), seat(2)] {
        assert!(hand.deal[other].is_empty());
        assert_eq!(hand.deal_unseen[other], 5);
    }
    assert!(hand.is_public());
    // Each deal is placed where it is written.
    let column = |n: usize| hand.deal_spans[seat(n)].column;
    assert_eq!((column(0), column(1), column(2)), (18, 53, 62));
}

#[test]
fn draws_and_returns_may_be_numbers_or_lists_with_tiles_not_seen() {
    let hand = hand_of(PUBLIC);
    let taken: Vec<(&str, Tiles, u8)> = hand
        .events
        .iter()
        .filter_map(|event| match &event.action {
            Action::Draw(taken) => Some(("draw", taken.clone(), event.unseen)),
            Action::Return(taken) => Some(("return", taken.clone(), event.unseen)),
            _ => None,
        })
        .collect();
    assert_eq!(
        taken,
        [
            ("draw", tiles(&[(5, 5)]), 1),
            ("draw", Tiles::new(), 2),
            ("draw", Tiles::new(), 1),
            ("return", Tiles::new(), 1),
            ("return", Tiles::new(), 1),
        ]
    );
}

#[test]
fn the_tiles_shown_and_the_counts_are_read_by_player_with_their_places() {
    let hand = hand_of(PUBLIC);
    let shown = |n: usize| {
        hand.shown[seat(n)]
            .as_ref()
            .map(|shown| shown.value.clone())
    };
    assert_eq!(shown(0), Some(tiles(&[(1, 2), (0, 0), (3, 3)])));
    assert_eq!(shown(1), None, "Bram is left out");
    assert_eq!(
        shown(2),
        Some(tiles(&[(4, 4), (2, 2), (3, 1), (4, 0), (6, 1), (6, 2)]))
    );
    let count = |n: usize| hand.counts[seat(n)].as_ref().map(|count| count.value);
    assert_eq!((count(0), count(1), count(2)), (Some(9), Some(36), None));
    // Anna's list from its first tile to its last; Bram's count at its figure.
    let anna = hand.shown[seat(0)].as_ref().map(|shown| shown.span);
    assert_eq!(
        anna.map(|span| (span.line, span.column, span.len)),
        Some((16, 20, 13))
    );
    let bram = hand.counts[seat(1)].as_ref().map(|count| count.span);
    assert_eq!(
        bram.map(|span| (span.line, span.column, span.len)),
        Some((17, 29, 2))
    );
}

#[test]
fn a_hand_without_a_deal_gave_each_player_at_the_table_a_full_deal_none_seen() {
    for (players, full) in [
        ("[A, B, C]", 5),
        ("[A, B, C, D]", 4),
        ("[A, B, C, D, E]", 3),
    ] {
        let text = format!(
            "session: {{players: {players}}}\nhands:\n  - events: [{{by: A, draw: ?-?}}, {{by: A, set: 5-4}}]\n"
        );
        let hand = hand_of(&text);
        assert!(hand.deal.values().all(SmallVec::is_empty), "{players}");
        assert!(hand.deal_unseen.values().all(|&n| n == full), "{players}");
    }
    // A player who left plays no later hand: the others took five each.
    let text = "session: {players: [A, B, C, D], leaves: {D: 1}}
hands:
  - {deal: {A: 4, B: 4, C: 4, D: 4}, events: []}
  - {events: [{by: A, draw: 1}]}
";
    let session = crate::load(text).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let unseen: Vec<u8> = session.hands[1].deal_unseen.values().copied().collect();
    assert_eq!(unseen, [5, 5, 5, 0]);
}

#[test]
fn a_hand_written_whole_leaves_nothing_unseen_and_nothing_shown() {
    let text = "session: {players: [A, B, C]}
hands:
  - deal: {A: [6-6, 0-0], B: [6-3, 6-1], C: [6-4, 2-2]}
    events:
      - {by: A, draw: [5-5, 4-4]}
      - {by: A, set: 6-6}
      - {by: A, return: 4-4}
";
    let hand = hand_of(text);
    assert!(!hand.is_public());
    assert!(hand.deal_unseen.values().all(|&n| n == 0));
    assert!(hand.shown.values().all(Option::is_none));
    assert!(hand.counts.values().all(Option::is_none));
    assert_eq!(hand.deal[seat(0)], tiles(&[(6, 6), (0, 0)]));
}

#[test]
fn a_tile_first_seen_in_play_is_one_its_player_took_unseen() {
    // Bram was dealt two tiles unseen and plays three tiles the record never
    // showed before: the third has no unseen tile left to come from.
    let text = |plays: &str| {
        format!(
            "session: {{players: [A, B, C]}}
hands:
  - deal: {{A: [6-6], B: [?-?, ?-?], C: []}}
    events:
      - {{by: A, set: 6-6}}
{plays}"
        )
    };
    let two = "      - {by: B, play: 6-5}\n      - {by: B, declare: [5-5]}\n";
    let hand = hand_of(&text(two));
    assert_eq!(hand.events.len(), 3);
    let three = format!("{two}      - {{by: B, play: 6-4}}\n");
    let problems = crate::load(&text(&three)).err().unwrap_or_default();
    let kinds: Vec<ProblemKind> = problems.iter().map(|problem| problem.kind).collect();
    assert_eq!(kinds, [ProblemKind::NotHeld]);
    assert_eq!(problems[0].span.line, 8);
}

#[test]
fn a_hand_with_a_bad_form_is_set_aside_and_the_next_is_still_read() {
    let text = "session: {players: [A, B, C]}
hands:
  - {deal: {A: 5, B: 5, C: 5}, events: [{by: A, draw: 0}]}
  - {deal: {A: 5, B: 5, C: 5}, events: [{by: A, draw: 2}]}
";
    let session = Session::read(text).unwrap_or_else(|problems| panic!("{problems:#?}"));
    assert_eq!(session.hands.len(), 1);
    assert_eq!(session.hands[0].number, 2);
    assert_eq!(session.broken.len(), 1);
    assert_eq!(session.broken[0].problems[0].kind, ProblemKind::TileCount);
}
