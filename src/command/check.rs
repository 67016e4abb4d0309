//! `nos check` on one transcript: the text read hand by hand on several
//! threads (a stretch of hands to each in turn, each finding and reading the
//! hands of its stretch, while one judges and writes them in order), the
//! report held back until the whole text has been read, so that a mistake
//! late in the file gives one diagnostic and no half report.

use crate::command::Format;
use crate::command::Outcome;
use crate::command::ProblemsIn;
use crate::command::RulesChoice;
use crate::command::reading_for;
use crate::command::unusable;
use crate::command::{lines_for, problems_in};
use std::io::{self, Write};

use crate::replay::HandEntry;
use crate::report::{self, Drawn, JsonWriter, Opening, Pens, Tally, TextWriter, VerdictWriter};
use crate::transcript::problem::Problem;

/// `nos check`: judges a transcript, its report in the outcome's standard output.
#[must_use]
pub fn check(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    pens: impl Into<Pens>,
) -> Outcome {
    let pens = pens.into();
    let mut report = Vec::new();
    let (outcome, written) = check_to(name, bytes, format, rules, pens, &mut report);
    outcome.with_written(report, written, "report")
}

/// `nos check`, its report written into `out` hand by hand: the outcome's
/// standard output is left empty.
///
/// The second value says whether the report was written whole. A report that
/// fails part-way still gives the outcome of the whole run (its exit code and
/// the problems of the hands that could not be judged).
pub fn check_to<W: Write>(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    pens: impl Into<Pens>,
    out: W,
) -> (Outcome, io::Result<()>) {
    let pens = pens.into();
    let opened = opened(bytes);
    let judging = Judging {
        writing: Writing::Report(format),
        rules,
        pens,
        stretch: Some(STRETCH),
        threads_from: THREADS_FROM,
    };
    check_text(name, bytes, opened, &|_| {}, judging, out)
}

/// `nos check` under way: the report written hand by hand as the hands are
/// judged, and what the run's end needs kept as they pass (a [`Tally`], and
/// the problems of the hands that could not be judged, for standard error).
///
/// A reader that judges a session hand by hand opens it with
/// [`Checking::begin`] once the players, the start and the readings are
/// known, calls [`Checking::hand`] for each hand as soon as it is judged (or
/// found unjudgeable), in the transcript's order, and ends with
/// [`Checking::finish`].
pub(super) struct Checking<'a, W: Write> {
    /// The report being written, or why it failed; after a failure the hands
    /// are only counted.
    report: io::Result<VerdictWriter<'a, W>>,
    tally: Tally,
    /// The problems of the hands that could not be judged, drawn for
    /// standard error as each hand passes and spooled (in memory, then in a
    /// temporary file when many), so that the hands' problems are not held
    /// until the end; and how many there are.
    problems: io::Result<io::BufWriter<tempfile::SpooledTempFile>>,
    problem_count: usize,
    /// How many problems of each kind were drawn: the first of a kind in
    /// full, the rest counted.
    drawing: report::Drawing,
    source: &'a dyn Drawn,
    pens: Pens,
}

impl<'a, W: Write> Checking<'a, W> {
    /// Opens the report of the transcript called `name` into `out`, as
    /// `writing` asks (or only the counts).
    pub(super) fn begin(
        writing: Writing,
        opening: Opening<'a>,
        source: &'a dyn Drawn,
        name: &str,
        pens: Pens,
        out: W,
    ) -> Checking<'a, W> {
        let report =
            match writing {
                Writing::Report(Format::Text) => Ok(VerdictWriter::Text(Box::new(
                    TextWriter::begin(out, opening, source, pens.report),
                ))),
                Writing::Report(Format::Json) => {
                    JsonWriter::begin(out, opening, name).map(VerdictWriter::Json)
                }
                Writing::Counts => Ok(VerdictWriter::Counts(out)),
            };
        Checking {
            report,
            tally: Tally::default(),
            problems: Ok(io::BufWriter::new(tempfile::SpooledTempFile::new(
                PROBLEMS_IN_MEMORY,
            ))),
            problem_count: 0,
            drawing: report::Drawing::default(),
            source,
            pens,
        }
    }

    /// Takes one hand, judged or not, into the report and the run's counts:
    /// the one call per hand, made as soon as the hand is judged, in the
    /// transcript's order. Of the hand, only its counts are kept, and the
    /// problems of a hand that could not be judged; the hand itself can be
    /// dropped at once.
    pub(super) fn hand(&mut self, entry: HandEntry<'_>) {
        self.tally.count(entry);
        if let HandEntry::Unjudged(hand) = entry {
            self.problem_count += hand.problems.len();
            if let Ok(spool) = &mut self.problems {
                let drawing = &mut self.drawing;
                let drawn = hand.problems.iter().try_for_each(|problem| {
                    if !drawing.count(&problem.code()) {
                        return Ok(());
                    }
                    let around = self.source.around(problem.span);
                    spool
                        .write_all(report::render(problem, &around, self.pens.errors).as_bytes())?;
                    spool.write_all(b"\n")
                });
                if let Err(error) = drawn {
                    self.problems = Err(error);
                }
            }
        }
        if let Ok(writer) = &mut self.report
            && let Err(error) = writer.hand(entry)
        {
            self.report = Err(error);
        }
    }

    /// Ends the report: the outcome of the run (exit code, and the problems of
    /// the hands not judged for standard error; standard output empty) and the
    /// output, or why the report could not be written whole.
    pub(super) fn finish(self) -> (Outcome, Tally, io::Result<W>) {
        let written = self.report.and_then(VerdictWriter::finish);
        let mut outcome = Outcome::report(String::new(), self.tally.found());
        if !self.tally.unjudged.is_empty() {
            let mut drawn = Vec::new();
            let unspooled = self
                .problems
                .and_then(|spool| crate::report::unspool(spool, &mut drawn));
            outcome.stderr = match unspooled {
                Ok(()) => String::from_utf8_lossy(&drawn).into_owned(),
                Err(error) => format!(
                    "error: {}\n",
                    crate::words!("command-cannot-keep-problems", error = error.to_string())
                ),
            };
            let left_out = self.drawing.left_out("problem");
            if !left_out.is_empty() {
                outcome.stderr.push_str(&left_out);
                outcome.stderr.push('\n');
            }
            outcome
                .stderr
                .push_str(&self.pens.errors.wrapped(report::hand_problems_summary(
                    self.problem_count,
                    &self.tally.unjudged,
                    self.tally.judged,
                )));
            outcome.status = crate::command::Status::Incomplete;
        }
        (outcome, self.tally, written)
    }
}

/// `nos check` of a transcript mapped from its file: the pages behind the
/// hand being read are given back as it goes, so that a file of any size is
/// judged in the same memory.
pub fn check_mapped<W: Write>(
    name: &str,
    mapped: &crate::command::mapped::Mapped,
    format: Format,
    rules: &RulesChoice,
    pens: impl Into<Pens>,
    mut out: W,
) -> (Outcome, io::Result<()>) {
    let pens = pens.into();
    let judged = judge_mapped(name, mapped, Writing::Report(format), rules, pens, &mut out);
    reported(judged, format, pens, out)
}

/// A transcript mapped from its file, judged as [`check_mapped`] judges it
/// (so in the same memory, whatever its size) for a line of corpus mode:
/// what it came to, or the problems that keep it from being judged at all.
pub(super) fn judge_mapped<W: Write>(
    name: &str,
    mapped: &crate::command::mapped::Mapped,
    writing: Writing,
    rules: &RulesChoice,
    pens: Pens,
    out: W,
) -> Result<Judgement, ProblemsIn> {
    let opened = mapped.opened();
    let judging = Judging {
        writing,
        rules,
        pens,
        stretch: Some(STRETCH),
        threads_from: THREADS_FROM,
    };
    let release = |offset| mapped.reached(offset);
    judge_text(name, mapped.bytes(), opened, &release, judging, out)
}

/// The transcript's text in `bytes` and where it starts, with whether it
/// holds a `*` (perhaps an alias), as the reader opens it; or the problem that
/// keeps `bytes` from being text.
pub(super) fn opened(bytes: &[u8]) -> Result<(usize, &str, bool), Problem> {
    crate::transcript::problem::text_of(bytes)
        .map(|(start, text)| (start, text, memchr::memchr(b'*', text.as_bytes()).is_some()))
}

/// What judging a transcript came to: the outcome (exit code, and the
/// problems of the hands not judged for standard error), the run's counts,
/// the reading in force, and whether the report was written whole.
pub(super) struct Judgement {
    pub(super) outcome: Outcome,
    pub(super) tally: Tally,
    pub(super) label: String,
    pub(super) written: io::Result<()>,
}

/// How many hands found ahead wait to be read and judged (see [`check_text`]).
pub(super) const READ_AHEAD: usize = 64;

/// How many hands go from one thread to the next at a time.
const BATCH: usize = 16;

/// Judges the transcript whose text (from byte `start` of `bytes`) is
/// `text`, which holds a `*` (perhaps an alias) if `star`, or gives the
/// problem that keeps `bytes` from being text: hand by hand, on several threads,
/// `release` told each hand's offset once it is judged.
pub(super) fn check_text<W: Write>(
    name: &str,
    bytes: &[u8],
    opened: Result<(usize, &str, bool), Problem>,
    release: &(dyn Fn(usize) + Sync),
    judging: Judging<'_>,
    mut out: W,
) -> (Outcome, io::Result<()>) {
    let pens = judging.pens;
    let format = match judging.writing {
        Writing::Report(format) => format,
        Writing::Counts => Format::Text,
    };
    let judged = judge_text(name, bytes, opened, release, judging, &mut out);
    reported(judged, format, pens, out)
}

/// `nos check`'s outcome of a judgement: its own, or, for a transcript that
/// cannot be judged at all, the report of its problems written to `out`.
fn reported<W: Write>(
    judged: Result<Judgement, ProblemsIn>,
    format: Format,
    pens: Pens,
    out: W,
) -> (Outcome, io::Result<()>) {
    match judged {
        Ok(Judgement {
            outcome, written, ..
        }) => (outcome, written),
        Err((problems, source)) => given_up(unusable(&problems, &source, format, pens.errors), out),
    }
}

/// Judges a transcript as [`check_text`] does, giving back what it came to,
/// or the problems that keep the whole text from being judged (with the
/// source to draw them against) and nothing written.
fn judge_text<W: Write>(
    name: &str,
    bytes: &[u8],
    opened: Result<(usize, &str, bool), Problem>,
    release: &(dyn Fn(usize) + Sync),
    Judging {
        writing,
        rules,
        pens,
        stretch,
        threads_from,
    }: Judging<'_>,
    mut out: W,
) -> Result<Judgement, ProblemsIn> {
    let (start, text, star) = opened.map_err(|problem| problems_in(name, bytes, vec![problem]))?;
    let (session, hands) = crate::open_text_with(start, text, star)
        .map_err(|problems| problems_in(name, bytes, problems))?;
    let reading = reading_for(&session, rules, &|problems| {
        lines_for(name, bytes, problems)
    })?;
    let source = report::LazySource::new(name, bytes);
    let mut referee = crate::replay::Referee::new(&session, reading.clone());
    let opening = Opening {
        interpretation: &reading,
        players: &session.players,
        start: session.chips,
    };
    // The report waits in a spool (in memory, then on disk when large) until
    // the whole text is read: a mistake in the YAML found late still leaves
    // the transcript unreadable, and then no part of a report is given.
    let spool = io::BufWriter::new(tempfile::SpooledTempFile::new(HELD_IN_MEMORY));
    let mut checking = Checking::begin(writing, opening, &source, name, pens, spool);
    let mut judge = |checked: crate::transcript::session::Checked| {
        let offset = match &checked {
            crate::transcript::session::Checked::Hand(hand) => {
                match referee.hand(hand, None) {
                    crate::replay::Judged::Hand(verdict) => {
                        checking.hand(HandEntry::Judged(&verdict));
                    }
                    crate::replay::Judged::Unjudged(unjudged) => {
                        checking.hand(HandEntry::Unjudged(&unjudged));
                    }
                }
                hand.span.offset
            }
            crate::transcript::session::Checked::Broken(hand) => {
                checking.hand(HandEntry::Unjudged(&referee.broken(hand)));
                hand.span.offset
            }
        };
        release(offset);
    };
    let alone = text.len() < threads_from;
    let fatal = judge_hands(hands, start, star, alone, stretch, release, &mut judge);
    if let Err(problem) = fatal {
        return Err(problems_in(name, bytes, vec![problem]));
    }
    let (outcome, tally, spool) = checking.finish();
    let written = spool.and_then(|spool| {
        crate::report::unspool(spool, &mut out)?;
        out.flush()
    });
    Ok(Judgement {
        outcome,
        tally,
        label: reading.label(),
        written,
    })
}

/// Hands every hand of a transcript opened by [`crate::open_text_with`] (its
/// text from byte `start`, holding a `*` if `star`) to `judge`, in their
/// order, `release` told the offset of each hand skipped over once judged.
///
/// The hands are found and read a stretch of the text at a time, on a
/// thread for each core, and judged on the calling thread in their order.
/// From a stretch that does not read on its own (a mistake in the YAML,
/// say), one thread finds the hands in the rest of the text in one pass and
/// two read them. A transcript read whole is read and checked on one thread
/// and judged on the other. A short one (`alone`) is found, read and judged
/// here, in turn.
///
/// # Errors
/// The mistake in the YAML that keeps the rest of the text from being read.
pub(super) fn judge_hands(
    hands: crate::Hands<'_>,
    start: usize,
    star: bool,
    alone: bool,
    stretch: Option<usize>,
    release: &(dyn Fn(usize) + Sync),
    judge: &mut dyn FnMut(crate::transcript::session::Checked),
) -> Result<(), Problem> {
    let (found, apart) = match hands.apart() {
        Ok((mut places, apart)) => {
            let stretches = stretch
                .filter(|_| !star && !alone)
                .and_then(|size| places.stretches(size));
            let judged = match &stretches {
                Some(stretches) => judge_stretches(stretches, &apart, judge),
                None => Some(0),
            };
            match judged {
                Some(judged) => {
                    // The one pass goes over the hands judged already, giving
                    // their pages back again as it goes.
                    for (_, extent, _) in places.by_ref().take(judged).flatten() {
                        release(start + extent.start);
                    }
                    (Ok(places), Some(apart))
                }
                None => (Ok(places), None),
            }
        }
        Err(hands) => (Err(hands), None),
    };
    std::thread::scope(|scope| match (found, &apart) {
        (Ok(places), Some(apart)) if alone => {
            for place in places {
                let (index, extent, kept) = place?;
                judge(apart.check(index, &extent, kept));
            }
            Ok(())
        }
        (Ok(places), Some(apart)) => {
            // The hands found are read by two readers in turn, a batch each,
            // and judged here in their order. A batch, not a hand, is what
            // goes from thread to thread: a thread woken for each hand would
            // spend more time waking than reading.
            let (to_first, first) = std::sync::mpsc::sync_channel(READ_AHEAD / BATCH);
            let (to_second, second) = std::sync::mpsc::sync_channel(READ_AHEAD / BATCH);
            scope.spawn(move || {
                let mut places = places.peekable();
                let mut n = 0;
                while places.peek().is_some() {
                    let mut batch = Vec::with_capacity(BATCH);
                    for place in places.by_ref() {
                        let last = place.is_err();
                        batch.push(place);
                        if last || batch.len() == BATCH {
                            break;
                        }
                    }
                    let stop = batch.last().is_some_and(Result::is_err);
                    let to = if n % 2 == 0 { &to_first } else { &to_second };
                    n += 1;
                    if to.send(batch).is_err() || stop {
                        break;
                    }
                }
            });
            let read = |found: std::sync::mpsc::Receiver<Vec<Result<_, Problem>>>| {
                let (send, receive) = std::sync::mpsc::sync_channel(READ_AHEAD / BATCH);
                scope.spawn(move || {
                    for batch in found {
                        let checked: Vec<_> = batch
                            .into_iter()
                            .map(|place| {
                                place.map(|(index, extent, kept)| apart.check(index, &extent, kept))
                            })
                            .collect();
                        if send.send(checked).is_err() {
                            break;
                        }
                    }
                });
                receive
            };
            let (first, second) = (read(first), read(second));
            loop {
                for read in [&first, &second] {
                    let Ok(batch) = read.recv() else {
                        return Ok(());
                    };
                    for checked in batch {
                        judge(checked?);
                    }
                }
            }
        }
        (Err(hands), _) => {
            for checked in ahead(scope, *hands) {
                judge(checked?);
            }
            Ok(())
        }
        (Ok(_), None) => Ok(()),
    })
}

/// How long a text is, at least, for its hands to be read on threads of
/// their own (a club's evening is a few dozen kilobytes): below it, handing
/// hands from thread to thread costs more than reading them in turn.
pub(super) const THREADS_FROM: usize = 256 << 10;

/// How long a stretch of the list of hands is, at least, in bytes: some fifty
/// hands of a generated session, whose events, kept until the hands before
/// them are counted, stay in the processor's cache.
pub(super) const STRETCH: usize = 64 << 10;

/// What the threads that find the hands pass round, each to the next.
enum Relay {
    /// The next stretch starts here.
    Starts(crate::transcript::Cut),
    /// There is no next stretch.
    End,
    /// How many hands come before the next stretch.
    Before(usize),
}

/// What a thread that finds hands gives for one stretch.
enum Read {
    /// The stretch's hands, read and checked, in order.
    Hands(Vec<crate::transcript::session::Checked>),
    /// The hands from this stretch on are to be found in one pass: the
    /// stretch does not read on its own (or the thread before it stopped).
    NotAlone,
}

/// Judges the hands of `stretches`, each stretch found and read by the next
/// of several threads in turn, in their order; how many were judged when a
/// stretch does not read on its own (the rest are to be found in one pass
/// from there), `None` when every hand was.
///
/// The threads stand in a ring: each, given where its stretch starts, finds
/// where the next one starts and passes it on before finding the hands in
/// its own; then, told how many hands come before its stretch, passes on
/// how many come after it and reads them. So the stretches are found at the
/// same time, and only the counting goes one after another.
fn judge_stretches(
    stretches: &crate::transcript::Stretches<'_>,
    apart: &crate::Apart<'_>,
    judge: &mut dyn FnMut(crate::transcript::session::Checked),
) -> Option<usize> {
    use std::sync::mpsc;
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8));
    std::thread::scope(|scope| {
        let (relays, inboxes): (Vec<_>, Vec<_>) = (0..threads).map(|_| mpsc::channel()).unzip();
        // The first thread is told where its stretch starts and that no hand
        // comes before it, before any thread can pass it the next start.
        let _ = relays[0].send(Relay::Starts(stretches.first()));
        let _ = relays[0].send(Relay::Before(0));
        let mut results = Vec::with_capacity(threads);
        for (i, inbox) in inboxes.into_iter().enumerate() {
            let onward: mpsc::Sender<Relay> = relays[(i + 1) % threads].clone();
            let (out, result) = mpsc::sync_channel(1);
            results.push(result);
            scope.spawn(move || {
                // Anything but what is due makes the judge go on in one pass
                // from here, so that no hand is passed over.
                let stop = || {
                    let _ = out.send(Read::NotAlone);
                };
                loop {
                    let start = match inbox.recv() {
                        Ok(Relay::Starts(start)) => start,
                        Ok(Relay::End) => break,
                        _ => break stop(),
                    };
                    let stretch = stretches.from(start);
                    let _ = onward.send(stretch.next.map_or(Relay::End, Relay::Starts));
                    let found = stretches.hands(stretch);
                    let (Ok(Relay::Before(before)), Some(found)) = (inbox.recv(), found) else {
                        break stop();
                    };
                    let _ = onward.send(Relay::Before(before + found.len()));
                    let read = found
                        .into_iter()
                        .enumerate()
                        .map(|(i, (extent, kept))| apart.check(before + i, &extent, kept))
                        .collect();
                    if out.send(Read::Hands(read)).is_err() {
                        break;
                    }
                }
            });
        }
        // Each thread holds the way to the next; once they have all stopped,
        // nothing is waiting to be passed on.
        drop(relays);
        let mut judged = 0;
        let outcome = (0..).find_map(|stretch| match results[stretch % threads].recv() {
            Ok(Read::Hands(hands)) => {
                judged += hands.len();
                hands.into_iter().for_each(&mut *judge);
                None
            }
            Ok(Read::NotAlone) => Some(Some(judged)),
            Err(_) => Some(None),
        });
        // A thread waiting to give a stretch no longer wanted stops.
        drop(results);
        outcome.flatten()
    })
}

/// How a report held back before it is given is kept in memory, at most;
/// beyond it, in a temporary file.
pub(super) const HELD_IN_MEMORY: usize = 8 << 20;

/// How much of the drawn problems of hands that cannot be judged stays in
/// memory before it moves to a temporary file (1 MiB).
const PROBLEMS_IN_MEMORY: usize = 1 << 20;

/// How `nos check` judges and reports.
pub(super) struct Judging<'a> {
    writing: Writing,
    rules: &'a RulesChoice,
    pens: Pens,
    /// How long a stretch of the list of hands is, at least, in bytes;
    /// `None` to find the hands in one pass.
    stretch: Option<usize>,
    /// How long a text is, at least, in bytes, for its hands to be read on
    /// threads of their own; a shorter one is read and judged on the
    /// calling thread.
    threads_from: usize,
}

/// What is written as the hands are judged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Writing {
    /// The report, in this format.
    Report(Format),
    /// Nothing: only the counts are kept (a file's line in corpus mode).
    Counts,
}

/// The outcome of a transcript that cannot be judged: its report (the JSON
/// problems document, if any) into `out`.
pub(super) fn given_up<W: Write>(mut outcome: Outcome, mut out: W) -> (Outcome, io::Result<()>) {
    let written = out.write_all(std::mem::take(&mut outcome.stdout).as_bytes());
    (outcome, written)
}

/// The items of `items`, taken on a thread of their own up to
/// [`READ_AHEAD`] ahead of the caller, up to the first problem.
pub(super) fn ahead<'scope, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    items: impl Iterator<Item = Result<T, Problem>> + Send + 'scope,
) -> std::sync::mpsc::Receiver<Result<T, Problem>> {
    let (send, receive) = std::sync::mpsc::sync_channel(READ_AHEAD);
    scope.spawn(move || {
        for item in items {
            let last = item.is_err();
            if send.send(item).is_err() || last {
                break;
            }
        }
    });
    receive
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Style;

    /// `nos check`'s report, status and standard error for `bytes`, its hands
    /// found in stretches of `stretch` bytes (or in one pass), on threads of
    /// their own.
    fn checked(bytes: &[u8], format: Format, stretch: Option<usize>) -> (String, u8, String) {
        checked_with(bytes, format, stretch, 0)
    }

    /// The same, on threads of their own only for a text of `threads_from`
    /// bytes or more.
    fn checked_with(
        bytes: &[u8],
        format: Format,
        stretch: Option<usize>,
        threads_from: usize,
    ) -> (String, u8, String) {
        let opened = opened(bytes);
        let rules = RulesChoice::default();
        let judging = Judging {
            writing: Writing::Report(format),
            rules: &rules,
            pens: Style::Plain.into(),
            stretch,
            threads_from,
        };
        let mut out = Vec::new();
        let (outcome, written) = check_text("t.yaml", bytes, opened, &|_| {}, judging, &mut out);
        written.expect("written into memory");
        let report = String::from_utf8(out).expect("a report in UTF-8") + &outcome.stdout;
        (report, outcome.status.code(), outcome.stderr)
    }

    /// Transcripts of every kind the tests hold, and generated sessions:
    /// clean, with every infraction the bots can be made to commit, and with
    /// a mistake in the YAML part-way.
    fn transcripts() -> Vec<(String, Vec<u8>)> {
        let mut all = crate::transcript::yaml_files(&["fixtures", "tests/bad", "tests/partial"]);
        let mut config = crate::simulate::Config::new(4, 60, 21);
        let clean = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        config.inject = crate::simulate::INJECTABLE.to_vec();
        let injected = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let hand_40 = clean.match_indices("\n  - ").nth(39).expect("60 hands").0;
        let broken = format!("{}\n    : [{}", &clean[..hand_40], &clean[hand_40..]);
        for (name, text) in [("clean", clean), ("injected", injected), ("broken", broken)] {
            all.push((name.to_owned(), text.into_bytes()));
        }
        all
    }

    /// Pieces of text that may make a stretch not read on its own, or read
    /// otherwise than the whole: an item's start, quotes and brackets left
    /// open, document markers, blocks of text, anchors and aliases, the
    /// session after the hands, line breaks of every kind, a tab.
    const MUTATIONS: [&str; 16] = [
        "  - ",
        "  - {by: Anna, play: 3-2}\n",
        "    note: \"open\n",
        "    open: [1,\n",
        "---\n",
        "...\n",
        "session:\n  players: [Anna]\n",
        "    text: |\n      - x\n  - y\n",
        "  - &a {by: Anna, says: pass}\n",
        "      - *a\n",
        "\r",
        "\r\n",
        "\t",
        "# - a comment\n",
        "  -\n",
        "    é: ü\n",
    ];

    #[test]
    fn a_mutated_session_is_reported_the_same_in_stretches_as_in_one_pass() {
        let config = crate::simulate::Config::new(3, 12, 8);
        let text = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let lines: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .filter(|&i| i < text.len())
            .collect();
        let mut rng = crate::simulate::Rng::new(17);
        let mut judged = 0;
        for case in 0..120 {
            // One or two pieces, each at the start of a line or anywhere.
            let mut mutated = text.clone();
            for _ in 0..1 + rng.below(2) {
                let at = if !rng.one_in(4) {
                    lines[rng.below(lines.len())].min(mutated.len())
                } else {
                    rng.below(mutated.len())
                };
                let at = (0..=at)
                    .rev()
                    .find(|&i| mutated.is_char_boundary(i))
                    .unwrap_or(0);
                mutated.insert_str(at, MUTATIONS[rng.below(MUTATIONS.len())]);
            }
            let one_pass = checked(mutated.as_bytes(), Format::Json, None);
            let stretched = checked(mutated.as_bytes(), Format::Json, Some(1));
            assert!(stretched == one_pass, "case {case}:\n{mutated}");
            let alone = checked_with(mutated.as_bytes(), Format::Json, Some(1), usize::MAX);
            assert!(alone == one_pass, "case {case}, on one thread:\n{mutated}");
            judged += usize::from(one_pass.1 != 2);
        }
        // Both ways are taken: transcripts judged hand by hand, and
        // transcripts that are not YAML or not shaped like one.
        assert!((5..=115).contains(&judged), "{judged} of 120 judged");
    }

    #[test]
    fn the_report_is_the_same_whether_the_hands_are_found_in_stretches_or_in_one_pass_or_alone() {
        for (name, bytes) in transcripts() {
            // The files are short: a stretch is a hand, or the whole list. The
            // generated sessions are cut in between too, and reported both ways.
            let generated = !name.ends_with(".yaml");
            let (formats, stretches): (&[Format], &[usize]) = if generated {
                (&[Format::Text, Format::Json], &[1, 700, STRETCH])
            } else {
                (&[Format::Text], &[1, STRETCH])
            };
            for &format in formats {
                let one_pass = checked(&bytes, format, None);
                let alone = checked_with(&bytes, format, Some(STRETCH), usize::MAX);
                assert!(
                    alone == one_pass,
                    "{name}, {format:?}, on one thread:\n{}\n---\n{}",
                    alone.0,
                    one_pass.0
                );
                for &stretch in stretches {
                    let stretched = checked(&bytes, format, Some(stretch));
                    assert!(
                        stretched == one_pass,
                        "{name}, {format:?}, stretches of {stretch}:\n{}\n---\n{}",
                        stretched.0,
                        one_pass.0
                    );
                }
            }
        }
    }
}
