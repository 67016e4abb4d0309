//! The recording on disk: every entry in the file when the call that took it
//! returns.
//!
//! The file is always the whole transcript as it stands, written to a
//! temporary file beside it, synced, renamed over it, and the directory
//! synced (`command::output` writes it whole), so that a recorder killed,
//! a terminal closed or a power cut leaves the file as it was before the
//! entry or as it is after it, never half of one. An entry whose file cannot
//! be written is not taken: the recording stays what the file holds.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::command::RulesChoice;
use crate::command::output::write_atomically;
use crate::rules::seat::Seat;

use super::line::Entry;
use super::session::{RecordError, Recording, Started};

/// Why the file could not be opened or written.
#[derive(Debug)]
pub enum FileError {
    /// The recording refused the entry.
    Record(RecordError),
    /// The file system did.
    Write {
        /// The file.
        path: PathBuf,
        /// The system's words.
        error: io::Error,
    },
    /// The file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// The system's words.
        error: io::Error,
    },
    /// A new session over a file that holds one.
    Exists(PathBuf),
}

impl From<RecordError> for FileError {
    fn from(error: RecordError) -> FileError {
        FileError::Record(error)
    }
}

impl std::error::Error for FileError {}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Record(error) => error.fmt(f),
            FileError::Write { path, error } => crate::say!(
                f,
                "record-file-cannot-write",
                path = path.display().to_string(),
                error = error.to_string()
            ),
            FileError::Read { path, error } => crate::say!(
                f,
                "record-file-cannot-read",
                path = path.display().to_string(),
                error = error.to_string()
            ),
            FileError::Exists(path) => {
                crate::say!(f, "record-file-exists", path = path.display().to_string())
            }
        }
    }
}

/// A recording kept in its file.
#[derive(Debug)]
pub struct Recorder {
    path: PathBuf,
    recording: Recording,
}

impl Recorder {
    /// A new session in a new file, written at once.
    ///
    /// # Errors
    /// A file already there, a session the reader refuses, or a file that
    /// cannot be written.
    pub fn create(path: &Path, started: &Started) -> Result<Recorder, FileError> {
        Recorder::create_under(path, started, &RulesChoice::default())
    }

    /// A new session in `path`, judged under `choice` as `nos check` judges
    /// it with the same choice.
    ///
    /// # Errors
    /// As [`Recorder::create`], and the problems of `choice`.
    pub fn create_under(
        path: &Path,
        started: &Started,
        choice: &RulesChoice,
    ) -> Result<Recorder, FileError> {
        if path.exists() {
            return Err(FileError::Exists(path.to_path_buf()));
        }
        let recording = Recording::start_under(started, choice)?;
        write(path, &recording.text())?;
        Ok(Recorder {
            path: path.to_path_buf(),
            recording,
        })
    }

    /// The session in `path`, read as `nos check` reads it, to go on with.
    ///
    /// # Errors
    /// A file that cannot be read, or that the recording cannot go on from
    /// (see [`Recording::resume`]).
    pub fn open(path: &Path, choice: &RulesChoice) -> Result<Recorder, FileError> {
        let bytes = std::fs::read(path).map_err(|error| FileError::Read {
            path: path.to_path_buf(),
            error,
        })?;
        let text = String::from_utf8(bytes).map_err(|_| FileError::Read {
            path: path.to_path_buf(),
            error: io::Error::new(
                io::ErrorKind::InvalidData,
                crate::words!("record-file-not-text"),
            ),
        })?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let recording = Recording::resume(text, choice)?;
        Ok(Recorder {
            path: path.to_path_buf(),
            recording,
        })
    }

    /// The recording as it stands, which the file holds.
    #[must_use]
    pub fn recording(&self) -> &Recording {
        &self.recording
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Takes a typed line (see [`Recording::type_line`]), and writes the file.
    ///
    /// # Errors
    /// The line's mistake or why it was not taken; a file that cannot be
    /// written, and then the entry is not taken.
    pub fn type_line(&mut self, typed: &str) -> Result<(), FileError> {
        self.change(|recording| recording.type_line(typed))
    }

    /// Takes an entry (see [`Recording::take`]), and writes the file.
    ///
    /// # Errors
    /// As [`Recorder::type_line`].
    pub fn take(&mut self, entry: Entry) -> Result<(), FileError> {
        self.change(|recording| recording.take(entry))
    }

    /// Removes the last entry (see [`Recording::undo`]), and writes the file.
    ///
    /// # Errors
    /// As [`Recorder::type_line`].
    pub fn undo(&mut self) -> Result<Entry, FileError> {
        self.change(Recording::undo)
    }

    /// Ends the hand (see [`Recording::end_hand`]), and writes the file.
    ///
    /// # Errors
    /// As [`Recorder::type_line`].
    pub fn end_hand(&mut self, sheet: &[(Seat, i64)]) -> Result<(), FileError> {
        self.change(|recording| recording.end_hand(sheet))
    }

    /// Changes the recording and writes the file; where either fails, the
    /// recording is left as the file holds it.
    fn change<T>(
        &mut self,
        change: impl FnOnce(&mut Recording) -> Result<T, RecordError>,
    ) -> Result<T, FileError> {
        let mut changed = self.recording.clone();
        let value = change(&mut changed)?;
        write(&self.path, &changed.text())?;
        self.recording = changed;
        Ok(value)
    }
}

/// Writes `text` whole over `path` and syncs the directory, so that the
/// rename is on disk too.
fn write(path: &Path, text: &str) -> Result<(), FileError> {
    let failed = |error| FileError::Write {
        path: path.to_path_buf(),
        error,
    };
    write_atomically(path, text.as_bytes()).map_err(failed)?;
    #[cfg(unix)]
    {
        let dir = path
            .parent()
            .filter(|dir| !dir.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        std::fs::File::open(dir)
            .and_then(|dir| dir.sync_all())
            .map_err(failed)?;
    }
    Ok(())
}
