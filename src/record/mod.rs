//! The recorder's core: a session typed in as it is played, one line an
//! event, judged by the same replay as `nos check` as each line comes, and
//! kept on disk as an ordinary transcript after every entry.
//!
//! A scorekeeper beside the table types what happens ([`line`]); the
//! recording appends it to the hand being played and judges the hand so far
//! ([`Recording`]); the file is written whole after every entry, so that
//! nothing typed and accepted is lost ([`file`]). A terminal screen only
//! draws what [`Recording`] shows and hands it the lines typed.

mod announce;
mod complete;
pub mod file;
pub mod line;
mod mistake;
mod owed;
mod resume;
pub mod screen;
mod session;
mod written;

pub use announce::AnnounceError;
pub use complete::{Place, Play};
pub use file::{FileError, Recorder};
pub use line::{Act, Context, Entry, Figure, LineError, Taken, Typed, parse};
pub use owed::Owed;
pub use session::{Once, RecordError, Recording, Shown, Started};
