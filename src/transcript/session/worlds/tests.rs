use super::*;
use crate::rules::seat::Seat;
use crate::transcript::session::Event;

/// The first hand of `text`, fully written, as its public record.
fn public(text: &str) -> Hand {
    let session = crate::load(text).expect("the transcript reads");
    conceal(&session.hands[0])
}

fn one(text: &str) -> TileSet {
    let (a, b) = Tile::parse(text).expect("a tile");
    TileSet::EMPTY.with(Tile::new(a, b))
}

const B: Seat = Seat(1);

/// Anna sets, Bram says pass at event 2, and plays [3-5] later: with a
/// draw between (event 3) or without.
fn pass_then_play(draw_between: bool) -> String {
    let draw = if draw_between {
        "      - {by: B, draw: [5-5]}\n"
    } else {
        ""
    };
    format!(
        "session: {{players: [A, B, C]}}
hands:
  - deal: {{A: [6-6, 1-2, 0-0, 4-4, 2-3], B: [3-5, 1-1, 0-1, 0-2, 0-3], C: [6-1, 6-2, 6-3, 6-4, 6-5]}}
    events:
      - {{by: A, set: 6-6}}
      - {{by: A, announce: 1}}
      - {{by: B, says: pass}}
{draw}      - {{by: B, play: 3-5}}
"
    )
}

#[test]
fn a_tile_played_with_no_draw_since_was_held_at_the_pass() {
    let hand = public(&pass_then_play(false));
    let worlds = hand.worlds.as_deref().expect("a public record");
    assert_eq!(
        worlds.holds(B, 2, one("3-5"), TileSet::EMPTY),
        Truth::Always
    );
    // A tile another player brought into the open was never his.
    assert_eq!(worlds.holds(B, 2, one("6-5"), TileSet::EMPTY), Truth::Never);
}

#[test]
fn a_tile_played_after_a_draw_may_have_come_from_it() {
    let hand = public(&pass_then_play(true));
    let worlds = hand.worlds.as_deref().expect("a public record");
    assert_eq!(
        worlds.holds(B, 2, one("3-5"), TileSet::EMPTY),
        Truth::Sometimes
    );
    // After the draw he holds every tile he shows at the count, in every way.
    assert_eq!(
        worlds.holds(B, 4, one("1-1"), TileSet::EMPTY),
        Truth::Always
    );
    // Before it, [1-1] too may be the tile he drew.
    assert_eq!(
        worlds.holds(B, 2, one("1-1"), TileSet::EMPTY),
        Truth::Sometimes
    );
    // One of his six tiles was drawn: before the draw he held five of them,
    // so of any two of them he held at least one.
    let two = one("3-5").union(one("1-1"));
    assert_eq!(worlds.holds(B, 2, two, TileSet::EMPTY), Truth::Always);
}

#[test]
fn the_boneyard_holds_what_is_drawn_later_and_what_no_one_took() {
    let hand = public(&pass_then_play(true));
    let worlds = hand.worlds.as_deref().expect("a public record");
    // [5-5] is shown by Bram at the end: drawn at event 3 or dealt to him.
    assert_eq!(
        worlds.in_boneyard(2, one("5-5"), TileSet::EMPTY),
        Truth::Sometimes
    );
    // [4-5] no one took: it lies in the boneyard throughout.
    assert_eq!(
        worlds.in_boneyard(2, one("4-5"), TileSet::EMPTY),
        Truth::Always
    );
}

#[test]
fn the_witness_is_a_hand_fully_written_that_agrees_with_the_record() {
    let text = pass_then_play(true);
    let full = crate::load(&text).expect("reads");
    let hand = public(&text);
    let worlds = hand.worlds.as_deref().expect("a public record");
    let completed = worlds.complete(&hand);
    assert!(!completed.is_public());
    for seat in hand.deal.seats() {
        assert_eq!(completed.deal[seat].len(), full.hands[0].deal[seat].len());
    }
    // Bram's deal and draw hold his six tiles between them.
    let bram: TileSet = completed.deal[B]
        .iter()
        .chain(match &completed.events[3].action {
            Action::Draw(tiles) => tiles.iter(),
            _ => [].iter(),
        })
        .copied()
        .collect();
    let own: TileSet = ["3-5", "1-1", "0-1", "0-2", "0-3", "5-5"]
        .iter()
        .fold(TileSet::EMPTY, |all, t| all.union(one(t)));
    assert_eq!(bram, own);
}

#[test]
fn tiles_shown_that_were_played_by_another_are_no_way_of_the_tiles() {
    let mut hand = public(&pass_then_play(false));
    // Cees shows [3-5], which Bram played.
    let cees = Seat(2);
    let shown = hand.shown[cees].as_mut().expect("Cees shows his tiles");
    shown.value.push(Tile::new(3, 5));
    assert_eq!(Worlds::new(&hand).err(), Some(Contradiction::Shown));
}

#[test]
fn a_tile_played_by_a_player_with_no_unseen_tile_left_is_found_at_its_event() {
    // Bram plays six tiles from a deal of five, with no draw.
    let text = "session: {players: [A, B, C]}
hands:
  - deal: {A: [6-6, 1-2, 0-0, 4-4, 2-3], B: [3-5, 1-1, 0-1, 0-2, 0-3], C: [6-1, 6-2, 6-3, 6-4, 6-5]}
    events:
      - {by: A, set: 6-6}
";
    let mut hand = public(text);
    let played = |a, b| Event {
        seat: B,
        taken_back_next: false,
        unseen: 0,
        action: Action::Play {
            written: (a, b),
            at: None,
        },
        spans: hand.events[0].spans,
    };
    let plays: Vec<Event> = [(3, 5), (1, 1), (0, 1), (0, 2), (0, 3), (4, 5)]
        .into_iter()
        .map(|(a, b)| played(a, b))
        .collect();
    hand.events.extend(plays);
    hand.shown = crate::rules::seat::SomeSeats::none(3);
    assert_eq!(Worlds::new(&hand).err(), Some(Contradiction::At(6)));
}
