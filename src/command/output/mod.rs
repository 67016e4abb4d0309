//! Where a report goes when `--output` names a file.
//!
//! The referee never writes to its input, and never leaves half a report. Both
//! promises are kept here, apart from the commands, because they concern files
//! rather than the game:
//!
//! - before anything is read, [`refuse_an_input`] compares the output with every
//!   file the run will read (the transcript, standard input, rules files) by device
//!   and inode, so that the same file reached by another path, a symbolic link or
//!   a hard link is found too;
//! - [`deliver`] writes a report whole or not at all (a temporary file beside the
//!   output, then a rename; a device or a named pipe is written into, see
//!   [`file`]), and writes nothing for a run that has no report;
//!   [`Destination`] does the same for a report written as it is made, which
//!   goes into the temporary file hand by hand and takes the output's place only
//!   when the run is over.
//! - standard output is checked as much: every write and the last flush
//!   ([`print`], [`stdout_failed`]).

use std::fmt;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::path::{Path, PathBuf};

use crate::command::{Outcome, Status};

mod file;

use file::Sink;

/// A file the run reads.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// The transcript: a path, or `-` for standard input.
    Transcript(&'a Path),
    /// A rules file (`--rules-file`).
    Rules(&'a Path),
}

impl Input<'_> {
    fn what(self) -> &'static str {
        match self {
            Input::Transcript(_) => "transcript",
            Input::Rules(_) => "rules file",
        }
    }
}

/// The output names a file the run reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameFile {
    /// The output as given.
    pub output: PathBuf,
    /// What the input is (`transcript`, `rules file`).
    pub what: &'static str,
    /// The input as given; `None` for standard input.
    pub input: Option<PathBuf>,
}

impl fmt::Display for SameFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let output = self.output.display().to_string();
        // The input's kind chooses the noun (and its gender) in each language.
        let kind = if self.what == "transcript" {
            "transcript"
        } else {
            "rules"
        };
        match &self.input {
            Some(input) if input == &self.output => {
                crate::say!(f, "command-output-is-input", output = output, kind = kind)
            }
            Some(input) => crate::say!(
                f,
                "command-output-same-file",
                output = output,
                kind = kind,
                input = input.display().to_string()
            ),
            None => crate::say!(f, "command-output-is-stdin", output = output, kind = kind),
        }
    }
}

impl std::error::Error for SameFile {}

impl miette::Diagnostic for SameFile {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new("nos::output::same-file"))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(crate::words!("command-output-is-input-help")))
    }
}

/// Refuses an output that is one of the run's inputs: the same device and inode,
/// whatever path, symbolic link or hard link leads there. Standard input counts as
/// the file it is redirected from. An output that does not exist yet is no input.
///
/// Only metadata is looked at: no file is opened, so a named pipe given as the
/// output does not block.
///
/// # Errors
/// [`SameFile`] for the first input the output names.
pub fn refuse_an_input(output: &Path, inputs: &[Input<'_>]) -> Result<(), SameFile> {
    let Some(target) = identity(output) else {
        return Ok(());
    };
    for &input in inputs {
        let (path, found) = match input {
            Input::Transcript(path) if path.as_os_str() == "-" => (None, stdin_identity()),
            Input::Transcript(path) | Input::Rules(path) => (Some(path), identity(path)),
        };
        if found.as_ref() == Some(&target) {
            return Err(SameFile {
                output: output.to_path_buf(),
                what: input.what(),
                input: path.map(Path::to_path_buf),
            });
        }
    }
    Ok(())
}

/// A file's identity: its device and inode, after following links.
#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// The identity of whatever standard input is: the redirected file, a pipe or a terminal.
#[cfg(unix)]
fn stdin_identity() -> Option<(u64, u64)> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    let metadata = std::fs::File::from(fd).metadata().ok()?;
    Some((metadata.dev(), metadata.ino()))
}

/// Without inodes, a file is known by its full path with links resolved (a hard
/// link is not found there).
#[cfg(not(unix))]
fn identity(path: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(path).ok()
}

#[cfg(not(unix))]
fn stdin_identity() -> Option<PathBuf> {
    None
}

/// Writes a run's report to `path` and takes it out of the outcome's standard
/// output.
///
/// A run without a report writes nothing: one that ends with exit 2 and has
/// nothing for standard output (every text run that cannot judge its input) leaves
/// no file, and an existing one as it was. The JSON problems document of such a
/// run is a complete report, and is written.
///
/// If the report cannot be written, the reason is added to standard error and the
/// run ends with exit 2.
pub fn deliver(outcome: &mut Outcome, path: &Path) {
    let report = std::mem::take(&mut outcome.stdout);
    if outcome.status == Status::Unusable && report.is_empty() {
        return;
    }
    if let Err(error) = write_atomically(path, report.as_bytes()) {
        outcome.stderr.push_str(&format!(
            "error: {}\n",
            crate::words!(
                "command-cannot-write",
                name = path.display().to_string(),
                error = error.to_string()
            )
        ));
        outcome.status = Status::Unusable;
    }
}

/// Writes `contents` to the file `path` names, whole or not at all (see [`file`]
/// for how each kind of file is written).
///
/// # Errors
/// The I/O error; the temporary file is removed and `path` is left as it was.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let mut sink = Sink::open(path)?;
    sink.write_all(contents)?;
    sink.finish()
}

/// Writes a report to `path` whole or not at all, as [`write_atomically`], as
/// `write` makes it: into a temporary file beside `path`, renamed over it once
/// `write` has written all of it.
///
/// # Errors
/// An error from `write` or from the file system; the temporary file is then
/// removed and `path` left as it was.
pub fn write_atomically_with<T>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<T>,
) -> io::Result<T> {
    let mut buffered = io::BufWriter::new(Sink::open(path)?);
    let value = write(&mut buffered)?;
    let sink = buffered
        .into_inner()
        .map_err(io::IntoInnerError::into_error)?;
    sink.finish()?;
    Ok(value)
}

/// Prints a run's standard output and flushes it; a failure ends the run
/// with exit 2 (see [`stdout_failed`]).
pub fn print(outcome: &mut Outcome) {
    let mut stdout = io::stdout().lock();
    let printed = stdout
        .write_all(outcome.stdout.as_bytes())
        .and_then(|()| stdout.flush());
    if let Err(error) = printed {
        stdout_failed(outcome, &error);
    }
}

/// Standard output could not take the whole report: the run ends with exit
/// 2, and says why on standard error, unless the reader went away (a closed
/// pipe, as `nos check big.yaml | head` closes it): the reader asked for no
/// more, and a word about it would only be noise.
pub fn stdout_failed(outcome: &mut Outcome, error: &io::Error) {
    outcome.status = Status::Unusable;
    outcome.stderr.push_str(&stdout_failure(error));
}

/// What a failure of standard output says on standard error: nothing for a
/// reader that went away (see [`stdout_failed`]).
#[must_use]
pub fn stdout_failure(error: &io::Error) -> String {
    if error.kind() == io::ErrorKind::BrokenPipe {
        String::new()
    } else {
        format!(
            "error: {}\n",
            crate::words!("command-cannot-write-stdout", error = error.to_string())
        )
    }
}

/// Where a report goes as it is made: standard output (locked and buffered), or
/// a temporary file beside the `--output` file that takes its place when the run
/// is over, whole.
///
/// A write that fails is kept rather than returned, and what follows is let
/// through unwritten: the run goes on to its end, so that its diagnostics are
/// those of the whole run, and [`Destination::finish`] says what failed (see
/// [`stdout_failed`] for standard output).
pub struct Destination {
    to: To,
    /// Whether anything was written: a run with nothing to report leaves no file.
    written: bool,
    /// The first failure; the report is not delivered.
    failed: Option<io::Error>,
    /// Whether the report is not to be delivered, without a failure to say.
    abandoned: bool,
}

enum To {
    Stdout(BufWriter<StdoutLock<'static>>),
    File {
        path: PathBuf,
        /// `None` when it could not be created (the failure is kept).
        temporary: Option<BufWriter<Sink>>,
    },
}

impl Destination {
    /// Standard output, locked for the run.
    #[must_use]
    pub fn stdout() -> Destination {
        Destination {
            to: To::Stdout(BufWriter::new(io::stdout().lock())),
            written: false,
            failed: None,
            abandoned: false,
        }
    }

    /// A temporary file beside `path`, created now, that becomes `path` when
    /// [`Destination::finish`] delivers it.
    #[must_use]
    pub fn file(path: &Path) -> Destination {
        let (temporary, failed) = match Sink::open(path) {
            Ok(file) => (Some(BufWriter::new(file)), None),
            Err(error) => (None, Some(error)),
        };
        Destination {
            to: To::File {
                path: path.to_path_buf(),
                temporary,
            },
            written: false,
            failed,
            abandoned: false,
        }
    }

    /// The report could not be made whole: it is not delivered, and
    /// [`Destination::finish`] says why.
    pub fn fail(&mut self, error: io::Error) {
        self.failed.get_or_insert(error);
    }

    /// The report is not the run's to give (its input changed while it was
    /// read): into a file, it is not delivered, and an existing file is left
    /// as it was; into standard output, what is written stays written.
    pub fn abandon(&mut self) {
        self.abandoned = true;
    }

    /// Ends the run's report. Into standard output: what is buffered is
    /// printed. Into a file: the temporary file is renamed into place, unless the
    /// run failed to write it (the reason is added to standard error and the
    /// run ends with exit 2) or has no report (it ended with exit 2 and wrote
    /// nothing); then it is removed and an existing file is left as it was.
    pub fn finish(self, outcome: &mut Outcome) {
        let failure = match self.to {
            To::Stdout(mut stdout) => {
                let failed = match (self.failed, stdout.flush()) {
                    (Some(error), _) | (None, Err(error)) => error,
                    (None, Ok(())) => return,
                };
                stdout_failed(outcome, &failed);
                return;
            }
            To::File { .. } if self.abandoned => None,
            To::File { .. } if outcome.status == Status::Unusable && !self.written => None,
            To::File { path, temporary } => {
                let delivered = match (self.failed, temporary) {
                    (Some(error), _) => Err(error),
                    (None, None) => Err(io::Error::other("no temporary file")),
                    (None, Some(temporary)) => temporary
                        .into_inner()
                        .map_err(io::IntoInnerError::into_error)
                        .and_then(Sink::finish),
                };
                delivered
                    .err()
                    .map(|error| (path.display().to_string(), error))
            }
        };
        if let Some((what, error)) = failure {
            outcome.stderr.push_str(&format!(
                "error: {}\n",
                crate::words!(
                    "command-cannot-write",
                    name = what,
                    error = error.to_string()
                )
            ));
            outcome.status = Status::Unusable;
        }
    }
}

impl Write for Destination {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.written |= !buf.is_empty();
        if self.failed.is_some() {
            return Ok(buf.len());
        }
        match &mut self.to {
            To::Stdout(stdout) => {
                if let Err(error) = stdout.write_all(buf) {
                    self.failed = Some(error);
                }
            }
            To::File {
                temporary: Some(file),
                ..
            } => {
                if let Err(error) = file.write_all(buf) {
                    self.failed = Some(error);
                }
            }
            To::File {
                temporary: None, ..
            } => {}
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
