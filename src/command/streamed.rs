//! `nos check` and `nos compare` of one transcript: mapped from its file
//! and judged as it is read, the report written as it is made into standard
//! output or `--output`, with a progress bar for a long one on a terminal.

use std::io::{self, IsTerminal, Write};
use std::path::Path;

use super::Outcome;
use super::mapped::Mapped;
use super::output;

/// `nos check` or `nos compare` of one transcript: mapped from its file
/// (standard input through a temporary copy unless it is a file), never read
/// whole, and `judge` writing its report into standard output or into a
/// temporary file that becomes the `--output` file when the run is over,
/// with a progress bar on a terminal for a long one. A transcript that cannot
/// be judged at all has its report in the outcome `judge` gives.
pub fn streamed(
    file: &Path,
    output: Option<&Path>,
    judge: impl FnOnce(&str, &Mapped, &mut AfterProgress<'_>) -> (Outcome, io::Result<()>),
) -> Outcome {
    let (name, mapped) = if file.as_os_str() == "-" {
        super::input::say_waiting();
        ("<stdin>".to_owned(), Mapped::stdin())
    } else {
        (file.display().to_string(), Mapped::open(file))
    };
    let mut mapped = match mapped {
        Ok(mapped) => mapped,
        Err(error) => {
            return Outcome::failed(&crate::words!(
                "command-cannot-read",
                name = name,
                error = error.to_string()
            ));
        }
    };
    let mut destination = match output {
        Some(path) => output::Destination::file(path),
        None => output::Destination::stdout(),
    };
    let mut out = AfterProgress::new(progress_for(&mut mapped), &mut destination);
    let (mut outcome, written) = judge(&name, &mapped, &mut out);
    out.clear();
    if let Some(change) = mapped.changed() {
        // Whatever was made of it, the report is not the file's.
        destination.abandon();
        outcome = Outcome::failed(&crate::words!(
            "command-cannot-read",
            name = name,
            error = change
        ));
    }
    if let Err(error) = written {
        destination.fail(error);
    }
    let refusal = std::mem::take(&mut outcome.stdout);
    let _ = destination.write_all(refusal.as_bytes());
    destination.finish(&mut outcome);
    outcome
}

/// How long a transcript is, at least, for `nos check`, `nos compare` and
/// `nos report` to show their progress through it: as long as one whose hands
/// are read on threads of their own (a club's evening, a few dozen kilobytes,
/// is judged before a bar could be read).
pub(super) const PROGRESS_FROM: usize = 256 << 10;

/// A bar on standard error, when it is a terminal, showing how far the judge
/// has come through a long transcript (never drawn into a pipe or a file).
fn progress_for(mapped: &mut Mapped) -> Option<indicatif::ProgressBar> {
    let length = mapped.bytes().len();
    if length < PROGRESS_FROM || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = crate::report::terminal::progress_bar(length as u64, "{bytes}/{total_bytes} judged");
    mapped.show_progress(bar.clone());
    Some(bar)
}

/// The report's way out, which takes the progress bar off the terminal
/// before the report's first byte (the report is written once the whole
/// transcript is judged).
pub struct AfterProgress<'a> {
    bar: Option<indicatif::ProgressBar>,
    out: &'a mut output::Destination,
}

impl<'a> AfterProgress<'a> {
    fn new(bar: Option<indicatif::ProgressBar>, out: &'a mut output::Destination) -> Self {
        AfterProgress { bar, out }
    }

    /// Takes the bar off the terminal, if it is still there.
    fn clear(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Write for AfterProgress<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.clear();
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
