//! A session holds one event per line of play, and the replay walks them all:
//! what a player did stays within three words, lists of tiles being boxed slices.

use nos_referee::transcript::session::Action;

#[test]
fn an_action_is_at_most_three_words() {
    assert!(
        std::mem::size_of::<Action>() <= 3 * std::mem::size_of::<usize>(),
        "an action takes {} bytes",
        std::mem::size_of::<Action>()
    );
}
