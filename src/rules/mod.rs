//! The rules of Nos as data: what the game is made of and what the rule book
//! leaves open, apart from any particular hand.
//!
//! Tiles and seats, the 17 games a setter may announce, the layout and where a
//! tile may legally go on it, the doubtful points with their readings, and the
//! kinds of infraction with their penalties. Nothing here knows about a
//! transcript or a hand in progress; [`crate::replay`] applies these rules to
//! what a table did.

pub mod game;
pub mod infraction;
pub mod interpretation;
pub mod layout;
pub mod seat;
pub mod tile;

/// How many bits each byte has set. Sets of seats and of tiles are counted by
/// their bytes from this table, since the build has no instruction that
/// counts bits and both are counted at every turn.
const ONES_IN_BYTE: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u8).count_ones() as u8;
        byte += 1;
    }
    table
};
