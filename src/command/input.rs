//! Reading what a command is given: a transcript whole (for the commands
//! that need all of it at once: audit, report, show), from a file or standard
//! input, and a rules file; each bounded, so that a device or a pipe that
//! never ends is refused rather than read for ever.

use std::io::{IsTerminal, Read, Write};
use std::path::Path;

use super::{Format, Outcome};
use crate::report::Pen;

/// Why a transcript was not read.
pub enum ReadError {
    /// The file or standard input cannot be read.
    Failed(String),
    /// A regular file larger than a transcript may be, by its size alone.
    TooLarge { name: String, size: u64 },
}

impl ReadError {
    /// The outcome of a command whose transcript was not read: exit 2, with
    /// what kept it from being read.
    #[must_use]
    pub fn outcome(self, format: Format, pen: Pen) -> Outcome {
        match self {
            ReadError::Failed(message) => Outcome::failed(&message),
            ReadError::TooLarge { name, size } => super::refused(
                &name,
                crate::transcript::problem::too_large(Some(size)),
                format,
                pen,
            ),
        }
    }
}

/// Reads the transcript, never writing to it, and never more than one byte past
/// the largest transcript the referee reads (the rest cannot change the answer).
/// A regular file, named or redirected to standard input, that is larger than
/// that is refused by its size, unread.
///
/// # Errors
/// A file that cannot be read, or is larger than a transcript may be.
pub fn read(file: &Path) -> Result<(String, Vec<u8>), ReadError> {
    let limit = crate::transcript::problem::MAX_TRANSCRIPT_BYTES as u64;
    let mut bytes = Vec::new();
    let (name, reader): (String, Box<dyn Read>) = if file.as_os_str() == "-" {
        let stdin = std::io::stdin();
        let name = "<stdin>".to_owned();
        say_waiting();
        if let Some(size) = stdin_size().filter(|&size| size > limit) {
            return Err(ReadError::TooLarge { name, size });
        }
        (name, Box::new(stdin))
    } else {
        let name = file.display().to_string();
        let opened =
            std::fs::File::open(file).map_err(|e| ReadError::Failed(cannot_read(&name, &e)))?;
        if let Ok(metadata) = opened.metadata()
            && metadata.is_file()
            && metadata.len() > limit
        {
            let size = metadata.len();
            return Err(ReadError::TooLarge { name, size });
        }
        (name, Box::new(opened))
    };
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Failed(cannot_read(&name, &e)))?;
    Ok((name, bytes))
}

/// That the file `name` cannot be read, and what the system said.
fn cannot_read(name: &str, error: &std::io::Error) -> String {
    crate::words!(
        "command-cannot-read",
        name = name,
        error = error.to_string()
    )
}

/// Says on standard error that the command waits for a transcript, when
/// standard input is a terminal: otherwise `nos check -` typed by mistake
/// would sit silent.
pub(super) fn say_waiting() {
    if std::io::stdin().is_terminal() {
        let _ = writeln!(std::io::stderr(), "{}", crate::words!("command-waiting"));
    }
}

/// The size of the regular file standard input is redirected from, if it is one.
#[cfg(unix)]
fn stdin_size() -> Option<u64> {
    use std::os::fd::AsFd;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    let metadata = std::fs::File::from(fd).metadata().ok()?;
    metadata.is_file().then_some(metadata.len())
}

#[cfg(not(unix))]
fn stdin_size() -> Option<u64> {
    None
}

/// The most a rules file may hold (1 MiB): a profile and a few switches,
/// with comments, come to a few hundred bytes.
const MAX_RULES_FILE_BYTES: u64 = 1024 * 1024;

/// Reads a rules file, its name and its text; never more than one byte past
/// the most a rules file may hold, so that a device or a pipe that never ends
/// (`--rules-file /dev/zero`) is refused rather than read for ever.
///
/// # Errors
/// The file cannot be read, is larger than a rules file may be, or is not UTF-8.
pub fn read_rules_file(path: &Path) -> Result<(String, String), String> {
    let name = path.display().to_string();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_RULES_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| cannot_read(&name, &e))?;
    if bytes.len() as u64 > MAX_RULES_FILE_BYTES {
        return Err(crate::words!("command-rules-file-too-large", name = &name));
    }
    let text =
        String::from_utf8(bytes).map_err(|_| crate::words!("command-not-utf8", name = &name))?;
    Ok((name, text))
}
