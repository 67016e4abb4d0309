//! The Nos referee: replays a table's transcript through the rules of Nos,
//! finds every infraction, and corrects the chip ledger.
//!
//! The pipeline, one folder a stage (`ARCHITECTURE.md` has the map):
//! [`transcript`] finds the session and then each hand in the YAML as the
//! parser reaches it, and [`Session::open`] reads and checks them one by one
//! (a hand with a [`Problem`] is set aside, the rest are checked into seats,
//! tiles and events); [`replay`] judges each hand as it comes with the
//! [`replay::Referee`], by the [`rules`], carrying the chips and who is on set
//! to the next, and records what it finds as facts; [`report`] writes those
//! facts out as text, JSON, an audit, a comparison or a page; [`command`] is
//! the `nos` binary's commands, and [`simulate`] makes sessions to test with.
//! Nothing holds all the hands unless a caller collects them
//! ([`Session::read`], [`replay::judge_all`]), so `nos check` judges a
//! transcript of any length in the same memory.

pub mod command;
pub mod lang;
pub mod record;
pub mod replay;
pub mod report;
pub mod rules;
pub mod simulate;
pub mod transcript;

pub use transcript::problem::{Problem, ProblemKind};
pub use transcript::public::{PublicRecord, public_record};
pub use transcript::session::Session;

/// Reads and checks a transcript's text, hand by hand.
///
/// # Errors
/// Every problem, in the order they stand, when nothing can be judged: the
/// text is not YAML, not shaped like a transcript, or its session is unusable.
pub fn read(source: &str) -> Result<Session, Vec<Problem>> {
    Session::read(source)
}

/// Reads and checks a transcript's text, which must be free of problems.
///
/// # Errors
/// Every problem that keeps any part of the transcript from being judged, in
/// the order they stand.
pub fn load(source: &str) -> Result<Session, Vec<Problem>> {
    let session = read(source)?;
    if session.broken.is_empty() {
        Ok(session)
    } else {
        Err(session.problems())
    }
}

/// The transcript's JSON Schema, derived from the raw transcript types.
#[must_use]
pub fn schema() -> String {
    let schema = schemars::schema_for!(transcript::RawTranscript);
    format!(
        "{}\n",
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    )
}

/// Reads and checks a transcript from the bytes of its file, hand by hand.
///
/// A UTF-8 byte-order mark is skipped. Every span, in the problems and in the
/// session, is a byte offset into `bytes` as given, so problems can be drawn
/// against `String::from_utf8_lossy(bytes)`.
///
/// # Errors
/// One [`ProblemKind::Unreadable`] problem when the file is not UTF-8, or is
/// binary; otherwise every problem [`read`] finds.
pub fn read_bytes(bytes: &[u8]) -> Result<Session, Vec<Problem>> {
    let (start, text) = transcript::problem::text_of(bytes).map_err(|problem| vec![problem])?;
    match read(text) {
        Ok(session) => Ok(session.moved_by(start)),
        Err(mut problems) => {
            for problem in &mut problems {
                problem.span.offset += start;
            }
            Err(problems)
        }
    }
}

/// Like [`read_bytes`], for a transcript that must be free of problems.
///
/// # Errors
/// Every problem [`read_bytes`] finds, and those of every hand that cannot be judged.
pub fn load_bytes(bytes: &[u8]) -> Result<Session, Vec<Problem>> {
    let session = read_bytes(bytes)?;
    if session.broken.is_empty() {
        Ok(session)
    } else {
        Err(session.problems())
    }
}

/// The hands of a transcript as [`open_text`] gives them, every span an
/// offset into the file.
pub struct Hands<'a> {
    hands: transcript::session::SessionHands<'a>,
    start: usize,
}

impl Iterator for Hands<'_> {
    type Item = Result<transcript::session::Checked, Problem>;

    fn next(&mut self) -> Option<Self::Item> {
        Some(match self.hands.next()? {
            Ok(checked) => Ok(checked.moved_by(self.start)),
            Err(mut problem) => {
                problem.span.offset += self.start;
                Err(problem)
            }
        })
    }
}

impl<'a> Hands<'a> {
    /// The finding of the hands and the reading of each, to go on two
    /// threads (see [`transcript::session::SessionHands::apart`]).
    ///
    /// # Errors
    /// The hands as they were, for a transcript read whole.
    pub fn apart(self) -> Result<(Places<'a>, Apart<'a>), Box<Hands<'a>>> {
        let start = self.start;
        match self.hands.apart() {
            Ok((reader, apart)) => Ok((Places { reader, start }, Apart { apart, start })),
            Err(hands) => Err(Box::new(Hands {
                hands: *hands,
                start,
            })),
        }
    }
}

/// Where each hand of a transcript read apart stands, found in order: its
/// index (from 0), its extent in the text, and its events when they were
/// kept as they were found.
pub struct Places<'a> {
    reader: transcript::Reader<'a>,
    start: usize,
}

impl<'a> Iterator for Places<'a> {
    type Item = Result<(usize, transcript::Extent, Option<transcript::Kept<'a>>), Problem>;

    fn next(&mut self) -> Option<Self::Item> {
        let next = self.reader.next_hand()?;
        Some(match next {
            Ok((index, extent)) => Ok((index, extent, self.reader.kept())),
            Err(mut problem) => {
                problem.span.offset += self.start;
                Err(problem)
            }
        })
    }
}

impl<'a> Places<'a> {
    /// The list of hands cut into stretches of `size` bytes or more, to be
    /// found on several threads at once ([`transcript::Stretches`]); `None`
    /// for a list that is not in block style. Asked before any hand is taken:
    /// a stretch that does not read on its own leaves its hands and those
    /// after it to these places.
    #[must_use]
    pub fn stretches(&self, size: usize) -> Option<transcript::Stretches<'a>> {
        let source = self.reader.source_apart()?;
        transcript::Stretches::new(source, self.reader.hands_span(), size)
    }
}

/// Reads and checks a hand found by [`Places`], every span an offset into the file.
pub struct Apart<'a> {
    apart: transcript::session::Apart<'a>,
    start: usize,
}

impl Apart<'_> {
    /// Reads and checks the hand at `index` (from 0), standing at `extent`,
    /// built from its events when they were kept.
    #[must_use]
    pub fn check(
        &self,
        index: usize,
        extent: &transcript::Extent,
        kept: Option<transcript::Kept<'_>>,
    ) -> transcript::session::Checked {
        self.apart.check(index, extent, kept).moved_by(self.start)
    }
}

/// Reads and checks the session of a transcript whose text starts `start`
/// bytes into its file, and gives its hands to be read and checked one at a
/// time ([`Session::open`]); every span is a byte offset into the file.
///
/// # Errors
/// Every problem, in the order they stand, when nothing can be judged (see [`read`]).
pub fn open_text(start: usize, text: &str) -> Result<(Session, Hands<'_>), Vec<Problem>> {
    open_text_with(start, text, memchr::memchr(b'*', text.as_bytes()).is_some())
}

/// [`open_text`] for a text already known to hold no `*` (and so no alias)
/// when `star` is false, so that it is not looked through again.
///
/// # Errors
/// As [`open_text`].
pub fn open_text_with(
    start: usize,
    text: &str,
    star: bool,
) -> Result<(Session, Hands<'_>), Vec<Problem>> {
    let reader = transcript::Reader::with(text, star).map_err(|mut problem| {
        problem.span.offset += start;
        vec![problem]
    })?;
    match Session::open_with(reader) {
        Ok((session, hands)) => Ok((session.moved_by(start), Hands { hands, start })),
        Err(mut problems) => {
            for problem in &mut problems {
                problem.span.offset += start;
            }
            Err(problems)
        }
    }
}
