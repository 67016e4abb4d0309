//! The Nos referee: replays a table's transcript through the rules of Nos,
//! finds every infraction, and corrects the chip ledger.

pub mod game;
pub mod layout;
pub mod seat;
pub mod tile;
