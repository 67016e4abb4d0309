//! A session holds one event per line of play, and the replay walks them all:
//! what a player did stays within four words, its tiles held in place, and
//! where it is written within five more.

use nos_referee::transcript::session::{Action, Event, Tiles};

#[test]
fn an_action_is_at_most_four_words() {
    assert!(
        std::mem::size_of::<Action>() <= 4 * std::mem::size_of::<usize>(),
        "an action takes {} bytes",
        std::mem::size_of::<Action>()
    );
}

#[test]
fn a_list_of_tiles_takes_no_more_room_than_a_vector() {
    // The deal of every seat is such a list: held in place, it costs the
    // hand no more room than a growable vector's pointer, length and room.
    assert!(
        std::mem::size_of::<Tiles>() <= std::mem::size_of::<Vec<u8>>(),
        "a list of tiles takes {} bytes",
        std::mem::size_of::<Tiles>()
    );
}

#[test]
fn a_draw_of_up_to_sixteen_tiles_is_held_in_place() {
    let tiles: Tiles = (0..16)
        .map(|i| nos_referee::rules::tile::Tile::new(i / 7, i % 7))
        .collect();
    assert!(!tiles.spilled(), "sixteen tiles are held in place");
}

#[test]
fn an_event_is_at_most_nine_words() {
    // Who, what, and where it and its value are written, counted from its
    // hand's start in 32-bit figures: two whole spans would take eight words.
    assert!(
        std::mem::size_of::<Event>() <= 9 * std::mem::size_of::<usize>(),
        "an event takes {} bytes",
        std::mem::size_of::<Event>()
    );
}

#[test]
fn a_hand_keeps_what_its_count_shows_out_of_its_own_room() {
    // The tiles shown at the count and the counts noted are held apart, a
    // word each where a record gives none, so that a session's hands lie close.
    assert!(
        std::mem::size_of::<nos_referee::transcript::session::Hand>() <= 850,
        "a hand takes {} bytes",
        std::mem::size_of::<nos_referee::transcript::session::Hand>()
    );
}
