//! A transcript's bytes mapped from its file instead of read into memory, so
//! that a file of any size is judged in the same memory.
//!
//! The referee reads a transcript front to back, hand by hand. The file is
//! mapped into memory, and the pages the reader has gone past are handed back
//! to the system as it goes ([`Mapped::release_before`]): what stays resident
//! is the part being read, not the file. A page given back is read from the
//! file again if it is needed later (to draw a diagnostic). Standard input
//! or a named file that is not a regular file (a pipe, `<(...)`, a device) is
//! first copied to a temporary file, so that it is read the same way.
//!
//! A file that changes while it is read is not the file the report would
//! speak for: [`Mapped::changed`] says so, and the run ends with exit 2. One
//! cut short under the map would end the run with SIGBUS where the reader
//! touched a page past its new end; the map is guarded against that
//! (`guard.rs`).

use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use memmap2::Mmap;

use crate::transcript::problem::Problem;

#[cfg(unix)]
mod guard;

/// How far the reader goes past the last page given back before it gives
/// back more: often enough to keep memory flat, seldom enough to cost nothing.
const RELEASE_STEP: usize = 4 * 1024 * 1024;

/// How far the judge goes before the progress bar, if any, is moved on.
const PROGRESS_STEP: usize = 64 * 1024;

/// How much of the text is checked to be UTF-8 at a time (and then given back).
const CHECK_STEP: usize = 8 * 1024 * 1024;

/// A transcript's bytes, mapped from its file.
pub struct Mapped {
    /// Declared before the map, so that it is dropped before the map is unmapped.
    #[cfg(unix)]
    guard: guard::Guard,
    /// The file mapped, as it was when it was mapped; `None` for a copy the
    /// referee made, which nothing else writes.
    file: Option<(std::fs::File, Stamp)>,
    bytes: Bytes,
    /// The offset below which every page has been given back.
    released: AtomicUsize,
    /// Whether the text holds a `*`, and so perhaps an alias (found by [`Mapped::text`]).
    star: AtomicBool,
    /// Where the judge's progress through the file is shown, if anywhere.
    progress: Option<indicatif::ProgressBar>,
    /// The offset last shown on the progress bar.
    shown: AtomicUsize,
}

enum Bytes {
    Mapped(Mmap),
    /// An empty file, which cannot be mapped.
    Empty,
}

impl Mapped {
    /// Maps the file at `path`, never writing to it; one that is not a
    /// regular file is copied first (see [`Mapped::copied`]).
    ///
    /// # Errors
    /// When the file cannot be opened, read or mapped.
    pub fn open(path: &Path) -> io::Result<Mapped> {
        let file = std::fs::File::open(path)?;
        if file.metadata()?.is_file() {
            Mapped::of(file, true)
        } else {
            Mapped::copied(file)
        }
    }

    /// Maps standard input: the file it is redirected from, or else a
    /// temporary copy of what it gives (removed when the copy is dropped).
    ///
    /// # Errors
    /// When standard input cannot be read or the copy cannot be written.
    pub fn stdin() -> io::Result<Mapped> {
        #[cfg(unix)]
        {
            use std::os::fd::AsFd;
            let file = std::fs::File::from(io::stdin().as_fd().try_clone_to_owned()?);
            if file.metadata().is_ok_and(|metadata| metadata.is_file()) {
                return Mapped::of(file, true);
            }
        }
        Mapped::copied(io::stdin().lock())
    }

    /// A stream that is not a regular file, copied to a temporary file
    /// (removed when the copy is dropped) and mapped from there. The copy
    /// stops where the reader's verdict on the text can no longer change, so
    /// that a stream that never ends is not copied for ever:
    /// - after the first NUL byte: no text transcript holds one, so the
    ///   reader refuses the file as binary at that byte whatever follows
    ///   (`/dev/zero`);
    /// - after the text's start, when the start is not UTF-8 or already
    ///   shows that the text is no transcript (`yes`): the reader refuses it
    ///   for its start (see [`crate::transcript::start_of_no_transcript`]).
    fn copied(mut from: impl Read) -> io::Result<Mapped> {
        let mut copy = tempfile::tempfile()?;
        let mut buffer = vec![0; 64 * 1024];
        // The text's start, kept until it is long enough to be looked at.
        let mut start = Some(Vec::new());
        loop {
            let read = match from.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            copy.write_all(&buffer[..read])?;
            if memchr::memchr(0, &buffer[..read]).is_some() {
                break;
            }
            if let Some(kept) = &mut start {
                kept.extend_from_slice(&buffer[..read]);
                // A character cut at the end takes at most three bytes more.
                if kept.len() > crate::transcript::START_BYTES + 3 {
                    let refused = refused_for_its_start(kept);
                    start = None;
                    if refused {
                        break;
                    }
                }
            }
        }
        Mapped::of(copy, false)
    }

    /// Maps `file`; one that someone else may change is watched (`watched`)
    /// for [`Mapped::changed`].
    fn of(file: std::fs::File, watched: bool) -> io::Result<Mapped> {
        let stamp = Stamp::of(&file)?;
        let bytes = if stamp.len == 0 {
            Bytes::Empty
        } else {
            // SAFETY: the map is read-only and private. Its bytes are the
            // file's; the referee never writes to its input. A transcript
            // changed by another program while it is being judged is not one
            // the verdict can speak for: the change is found and said
            // (`Mapped::changed`), and a file cut short reads as zeros past
            // its new end rather than faulting (`guard.rs`).
            Bytes::Mapped(unsafe { Mmap::map(&file)? })
        };
        Ok(Mapped {
            #[cfg(unix)]
            guard: guard::Guard::over(match &bytes {
                Bytes::Mapped(map) => map,
                Bytes::Empty => &[],
            }),
            file: watched.then_some((file, stamp)),
            bytes,
            released: AtomicUsize::new(0),
            star: AtomicBool::new(true),
            progress: None,
            shown: AtomicUsize::new(0),
        })
    }

    /// Whether the file changed since it was mapped (it was cut short under
    /// the reader, or written, or grew), and if so, how, in words: then the
    /// report is not the file's. Asked once the judge is done.
    #[must_use]
    pub fn changed(&self) -> Option<String> {
        #[cfg(unix)]
        if self.guard.cut() {
            return Some(
                "the file was cut short while it was read: judge it again once it is whole"
                    .to_owned(),
            );
        }
        let (file, then) = self.file.as_ref()?;
        let now = Stamp::of(file).ok()?;
        (now != *then).then(|| {
            format!(
                "the file changed while it was read ({} bytes when it was opened, {} now): \
                 judge it again once it is whole",
                then.len, now.len
            )
        })
    }

    /// The file's bytes.
    #[must_use]
    pub fn bytes(&self) -> &[u8] {
        match &self.bytes {
            Bytes::Mapped(map) => map,
            Bytes::Empty => &[],
        }
    }

    /// Gives back the pages that lie wholly before `offset`, once the reader
    /// is a step past the last ones given back. They are read from the file
    /// again if touched.
    pub fn release_before(&self, offset: usize) {
        let Bytes::Mapped(map) = &self.bytes else {
            return;
        };
        let from = self.released.load(Ordering::Relaxed);
        if offset < from + RELEASE_STEP {
            return;
        }
        let to = offset.min(map.len());
        // SAFETY: the map is a private, read-only mapping of a file: dropping
        // its pages (the system rounds the range out to whole pages) loses
        // nothing, since they are read from the file again when next touched.
        let dropped = unsafe {
            map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, from, to - from)
        };
        if dropped.is_ok() {
            self.released.store(to, Ordering::Relaxed);
        }
    }

    /// Shows on `bar`, its length the file's, how far the judge has come
    /// (see [`Mapped::reached`]).
    pub fn show_progress(&mut self, bar: indicatif::ProgressBar) {
        self.progress = Some(bar);
    }

    /// The judge is done with everything before `offset`: its pages are given
    /// back (see [`Mapped::release_before`]) and the progress bar, if any,
    /// moves on (once every [`PROGRESS_STEP`] bytes: a hand is judged in
    /// about a microsecond, a bar drawn in far more).
    pub fn reached(&self, offset: usize) {
        self.release_before(offset);
        if let Some(bar) = &self.progress
            && offset >= self.shown.load(Ordering::Relaxed) + PROGRESS_STEP
        {
            self.shown.store(offset, Ordering::Relaxed);
            bar.set_position(offset as u64);
        }
    }

    /// [`Mapped::text`], with whether the text may hold an alias (see
    /// [`Mapped::may_alias`]), as the reader opens it.
    ///
    /// # Errors
    /// The problem [`Mapped::text`] finds.
    pub fn opened(&self) -> Result<(usize, &str, bool), Problem> {
        self.text()
            .map(|(start, text)| (start, text, self.may_alias()))
    }

    /// Whether the text may hold an alias (`*name`): until [`Mapped::text`]
    /// has looked, it may.
    #[must_use]
    pub fn may_alias(&self) -> bool {
        self.star.load(Ordering::Relaxed)
    }

    /// The transcript's text and where it starts in the bytes, as
    /// `transcript::problem::text_of` finds them, checked a part at a time with
    /// each part given back once checked (and looked through for a `*`, so
    /// that the reader need not look again).
    ///
    /// # Errors
    /// The problem `transcript::problem::text_of` finds in the whole.
    pub fn text(&self) -> Result<(usize, &str), Problem> {
        let bytes = self.bytes();
        let start = crate::transcript::problem::text_start(bytes)?;
        let mut at = start;
        let mut star = false;
        while at < bytes.len() {
            let end = (at + CHECK_STEP).min(bytes.len());
            let next = match std::str::from_utf8(&bytes[at..end]) {
                Ok(_) => end,
                // A character cut at the end of the part is checked with the next.
                Err(error) if error.error_len().is_none() && end < bytes.len() => {
                    at + error.valid_up_to()
                }
                Err(_) => return crate::transcript::problem::text_of(bytes),
            };
            if crate::transcript::problem::has_control(&bytes[at..next]) {
                return crate::transcript::problem::text_of(bytes);
            }
            star = star || memchr::memchr(b'*', &bytes[at..next]).is_some();
            self.release_before(next);
            at = next;
        }
        // The reader starts again from the top, and gives pages back as it goes.
        self.released.store(0, Ordering::Relaxed);
        self.star.store(star, Ordering::Relaxed);
        // SAFETY: every byte from `start` on was found to be UTF-8 above, part
        // by part, each part ending at the end of a character.
        let text = unsafe { std::str::from_utf8_unchecked(&bytes[start..]) };
        Ok((start, text))
    }
}

/// What tells that a file changed: its length and when it was last written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
}

impl Stamp {
    fn of(file: &std::fs::File) -> io::Result<Stamp> {
        let metadata = file.metadata()?;
        Ok(Stamp {
            len: metadata.len(),
            modified: metadata.modified().ok(),
        })
    }
}

/// Whether a text that starts with `start` (longer than
/// [`crate::transcript::START_BYTES`]) is refused for its start whatever
/// follows: it is not UTF-8 there, or it is no transcript.
fn refused_for_its_start(start: &[u8]) -> bool {
    let text = match std::str::from_utf8(start) {
        Ok(text) => text,
        // Cut in the middle of a character: the text up to it.
        Err(error) if error.error_len().is_none() => {
            let whole = &start[..error.valid_up_to()];
            std::str::from_utf8(whole).unwrap_or_default()
        }
        Err(_) => return true,
    };
    crate::transcript::start_of_no_transcript(text).is_some()
}
