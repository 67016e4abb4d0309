//! The Nos referee: replays a table's transcript through the rules of Nos,
//! finds every infraction, and corrects the chip ledger.
//!
//! The pipeline: [`transcript::parse`] reads the YAML with its spans,
//! [`Session::from_raw`] checks it into seats, tiles and events (reporting
//! every [`Problem`]), and the referee replays it.

pub mod game;
pub mod layout;
pub mod problem;
pub mod report;
pub mod seat;
pub mod session;
pub mod tile;
pub mod transcript;

pub use problem::{Problem, ProblemKind};
pub use session::Session;

/// Reads and checks a transcript's text.
///
/// # Errors
/// Every problem that makes the transcript unusable, in the order they stand.
pub fn load(source: &str) -> Result<Session, Vec<Problem>> {
    let raw =
        transcript::parse(source).map_err(|error| vec![problem::from_yaml(&error, source)])?;
    Session::from_raw(raw)
}
pub mod audit;
pub mod command;
pub mod compare;
pub mod infraction;
pub mod interpretation;
pub mod ledger;
pub mod referee;
pub mod simulate;

/// The transcript's JSON Schema, derived from the raw transcript types.
#[must_use]
pub fn schema() -> String {
    let schema = schemars::schema_for!(transcript::RawTranscript);
    format!(
        "{}\n",
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    )
}
