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
pub mod output;
pub mod page;
pub mod referee;
pub mod show;
pub mod simulate;
pub mod snippet;
pub mod terminal;

/// The transcript's JSON Schema, derived from the raw transcript types.
#[must_use]
pub fn schema() -> String {
    let schema = schemars::schema_for!(transcript::RawTranscript);
    format!(
        "{}\n",
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    )
}

/// Reads and checks a transcript from the bytes of its file.
///
/// A UTF-8 byte-order mark is skipped. Every span, in the problems and in the
/// session, is a byte offset into `bytes` as given, so problems can be drawn
/// against `String::from_utf8_lossy(bytes)`.
///
/// # Errors
/// One [`ProblemKind::Unreadable`] problem when the file is larger than
/// [`problem::MAX_TRANSCRIPT_BYTES`] (found without looking at its contents), is not
/// UTF-8, or is binary; otherwise every problem [`load`] finds.
pub fn load_bytes(bytes: &[u8]) -> Result<Session, Vec<Problem>> {
    let (start, text) = problem::text_of(bytes).map_err(|problem| vec![problem])?;
    match load(text) {
        Ok(session) => Ok(session.moved_by(start)),
        Err(mut problems) => {
            for problem in &mut problems {
                problem.span.offset += start;
            }
            Err(problems)
        }
    }
}
