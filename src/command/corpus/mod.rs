//! Corpus mode: many transcripts judged side by side, a line for each and the
//! totals.
//!
//! Regression-testing a reading of the rules means judging hundreds of sessions
//! at once. Each transcript is read and judged on a worker of its own (rayon),
//! and all that is kept of it is what the report prints: its line, its
//! diagnostics and its figures for the totals. `check` judges each file as
//! `nos check FILE` does, mapped and hand by hand, so that a file of any size
//! is judged in the same memory. The lines come out in the order
//! the files were named (a directory's transcripts in sorted order), whatever
//! order the workers finish in, so two runs print the same report. A file that
//! cannot be judged at all is one line like any other, never the end of the run.
//!
//! The workers and the order of the lines stand here; what each line says
//! stands in `line`.

use std::collections::BTreeMap;
use std::io::{self, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use rayon::iter::{ParallelBridge, ParallelIterator};

use crate::command::check::{Writing, judge_mapped};
use crate::command::compared::{Comparison, compare_in};
use crate::command::mapped::Mapped;
use crate::command::output::{self, Input};
use crate::command::{Format, RulesChoice, Status};
use crate::report::{self, Pen, Source, compare};
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind, unreadable};

mod line;

/// The version of the JSON totals line's shape; bumped on any incompatible change.
pub const CORPUS_FORMAT: &str = "nos-corpus/1";

/// What is done with each transcript.
#[derive(Clone, Copy, Debug)]
pub enum Task<'a> {
    /// `nos check` under one reading.
    Check(&'a RulesChoice),
    /// `nos compare` under these readings (at least two).
    Compare(&'a [RulesChoice]),
}

/// One item of the corpus: a transcript to judge, or a named input that gives
/// none (a directory without transcripts, or one that cannot be walked).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    /// A transcript.
    Transcript(PathBuf),
    /// An input that holds no transcript to judge, and why.
    Failed {
        /// The directory, or the place inside it, as found.
        path: PathBuf,
        /// Why nothing there can be judged.
        message: String,
    },
}

/// Whether the inputs make a corpus: more than one, or any directory. One file
/// alone is judged as it always was, with the whole report.
#[must_use]
pub fn is_corpus(inputs: &[PathBuf]) -> bool {
    inputs.len() > 1 || inputs.iter().any(|path| path.is_dir())
}

/// Whether `path` names a transcript by its extension, `.yaml` or `.yml` in any case.
fn is_transcript(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("yaml") || e.eq_ignore_ascii_case("yml"))
}

/// The transcripts the inputs name, in order: a file as given, a directory as
/// every `*.yaml` and `*.yml` under it at any depth (symbolic links followed),
/// sorted by name within each directory, so the order is the same on every run.
#[must_use]
pub fn entries(inputs: &[PathBuf]) -> Vec<Entry> {
    let mut entries = Vec::new();
    for input in inputs {
        if !input.is_dir() {
            entries.push(Entry::Transcript(input.clone()));
            continue;
        }
        let before = entries.len();
        let walk = walkdir::WalkDir::new(input)
            .follow_links(true)
            .sort_by_file_name();
        for found in walk {
            match found {
                Ok(found) if found.file_type().is_file() && is_transcript(found.path()) => {
                    entries.push(Entry::Transcript(found.into_path()));
                }
                Ok(_) => {}
                Err(error) => entries.push(Entry::Failed {
                    path: error.path().unwrap_or(input).to_path_buf(),
                    message: match error.io_error() {
                        Some(io) if error.loop_ancestor().is_none() => {
                            crate::words!("command-corpus-cannot-be-read", error = io.to_string())
                        }
                        _ => error.to_string(),
                    },
                }),
            }
        }
        if entries.len() == before {
            entries.push(Entry::Failed {
                path: input.clone(),
                message: crate::words!("command-corpus-no-transcript"),
            });
        }
    }
    entries
}

/// Checks the readings named on the command line before any transcript is
/// read, so that a mistake in them is said once, not once per file.
///
/// # Errors
/// The problems, drawn for standard error.
pub fn check_readings(choices: &[RulesChoice], pen: Pen) -> Result<(), String> {
    for choice in choices {
        crate::command::check_choice(choice)
            .map_err(|(problems, source)| report::render_problems(&problems, &source, pen))?;
    }
    Ok(())
}

/// What `check` or `compare` of several files is asked: the transcripts and
/// directories named, the readings (one to check by, or those compared), the
/// rules files read (which `--output` must not name), and where the report goes.
pub struct Request<'a> {
    pub files: &'a [PathBuf],
    pub format: Format,
    pub readings: &'a [RulesChoice],
    pub rules_files: &'a [PathBuf],
    /// Whether the readings are compared rather than the files checked.
    pub compare: bool,
    /// `--output`, or standard output.
    pub output: Option<&'a Path>,
    /// How standard error is drawn.
    pub pen: Pen,
    /// Whether to show progress on standard error.
    pub progress: bool,
}

/// `check` or `compare` of several files or directories: a line for each file
/// and the totals, to standard output or whole to `--output`; what keeps the
/// run from starting is said on standard error. The exit status, the worst of
/// the files'.
pub fn judge_all(request: &Request<'_>) -> Status {
    let failed = |text: &str| {
        let _ = io::stderr().write_all(text.as_bytes());
        Status::Unusable
    };
    if let Err(problems) = check_readings(request.readings, request.pen) {
        return failed(&problems);
    }
    let entries = entries(request.files);
    if let Some(path) = request.output {
        // Before anything is read: the report must never replace an input.
        let inputs: Vec<Input<'_>> = entries
            .iter()
            .filter_map(|entry| match entry {
                Entry::Transcript(path) => Some(Input::Transcript(path)),
                Entry::Failed { .. } => None,
            })
            .chain(request.rules_files.iter().map(|path| Input::Rules(path)))
            .collect();
        if let Err(same) = output::refuse_an_input(path, &inputs) {
            return failed(&render_alone(&same, request.pen));
        }
    }
    let task = match request.readings {
        [one] if !request.compare => Task::Check(one),
        readings => Task::Compare(readings),
    };
    let run = Run {
        task,
        format: request.format,
        style: request.pen,
        progress: request.progress,
    };
    let mut stderr = io::stderr();
    match request.output {
        None => match run.judge(&entries, &mut io::stdout().lock(), &mut stderr) {
            Ok(status) => status,
            Err(error) => failed(&output::stdout_failure(&error)),
        },
        Some(path) => {
            match output::write_atomically_with(path, |file| run.judge(&entries, file, &mut stderr))
            {
                Ok(status) => status,
                Err(error) => failed(&format!(
                    "error: {}\n",
                    crate::words!(
                        "command-cannot-write",
                        name = path.display().to_string(),
                        error = error.to_string()
                    )
                )),
            }
        }
    }
}

/// A diagnostic about the command line, drawn with no source behind it.
#[must_use]
pub fn render_alone(diagnostic: &dyn miette::Diagnostic, pen: Pen) -> String {
    report::render(diagnostic, &Source::new("<command line>", ""), pen)
}

/// The figures of a corpus, or of one file of it.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Totals {
    /// Files (and inputs without transcripts) in the corpus.
    pub files: usize,
    /// Files that could not be judged at all.
    pub unreadable: usize,
    /// Hands in the files that could be read, judged or not.
    pub hands: usize,
    /// Hands that could not be judged (`compare`: under some reading).
    pub unjudged: usize,
    /// Infractions found (`check`).
    pub infractions: usize,
    /// Scoresheet figures that differ from the referee's (`check`).
    pub sheet_differences: usize,
    /// Hands on which the readings differ (`compare`).
    pub differing: usize,
}

impl Totals {
    fn add(&mut self, other: &Totals) {
        self.files += other.files;
        self.unreadable += other.unreadable;
        self.hands += other.hands;
        self.unjudged += other.unjudged;
        self.infractions += other.infractions;
        self.sheet_differences += other.sheet_differences;
        self.differing += other.differing;
    }
}

/// How bad a status is, to find the worst of a corpus: a clean file, then one
/// with findings, then one with hands not judged, then one not judged at all.
/// The last two share exit code 2.
const fn severity(status: Status) -> u8 {
    match status {
        Status::Clean => 0,
        Status::Findings => 1,
        Status::Incomplete => 2,
        Status::Unusable => 3,
    }
}

/// The status of a whole corpus: the worst of its files'.
#[must_use]
pub fn worst(statuses: impl IntoIterator<Item = Status>) -> Status {
    statuses
        .into_iter()
        .max_by_key(|&status| severity(status))
        .unwrap_or(Status::Clean)
}

/// What is kept of one judged file: what it prints, and its figures.
#[derive(Debug)]
struct Judged {
    /// Its line for standard output (text or JSON), newline included.
    line: Line,
    /// Its diagnostics for standard error, if any.
    stderr: String,
    status: Status,
    totals: Totals,
}

/// How a corpus is judged and printed.
pub struct Run<'a> {
    /// Check or compare, and under which readings.
    pub task: Task<'a>,
    /// A line of text or a JSON document for each file.
    pub format: Format,
    /// How diagnostics on standard error are drawn.
    pub style: Pen,
    /// Whether to draw a progress bar on standard error.
    pub progress: bool,
}

impl Run<'_> {
    /// Judges every entry, in parallel, and prints each file's line to `out` and
    /// its diagnostics to `err` (after a line naming the file), in the entries'
    /// order, then the totals. A file's line is printed as soon as it and every
    /// file before it are judged.
    ///
    /// # Errors
    /// An error writing to `out`; judging stops as soon as it can.
    pub fn judge(
        &self,
        entries: &[Entry],
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> std::io::Result<Status> {
        let bar = self.progress.then(|| progress_bar(entries.len()));
        let stop = AtomicBool::new(false);
        let (sender, receiver) = mpsc::channel::<(usize, Judged)>();
        let mut totals = Totals::default();
        let mut status = Status::Clean;
        let printed = std::thread::scope(|scope| {
            let stop = &stop;
            // Entries are taken in order, so files finish close to their order
            // and few wait for an earlier one before they can be printed.
            scope.spawn(move || {
                entries.iter().enumerate().par_bridge().for_each_with(
                    sender,
                    |sender, (index, entry)| {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        // The receiver is gone only when printing failed.
                        let _ = sender.send((index, self.one(entry)));
                    },
                );
            });
            let mut waiting: BTreeMap<usize, Judged> = BTreeMap::new();
            let mut next = 0;
            for (index, judged) in receiver {
                waiting.insert(index, judged);
                while let Some(mut judged) = waiting.remove(&next) {
                    let name = judged_name(&entries[next]);
                    next += 1;
                    totals.add(&judged.totals);
                    status = worst([status, judged.status]);
                    let mut print = || -> std::io::Result<()> {
                        judged.line.write_to(&mut *out)?;
                        if !judged.stderr.is_empty() {
                            out.flush()?;
                            let _ = err.write_all(
                                format!("{}:\n", crate::report::escape::Escaped(&name)).as_bytes(),
                            );
                            let _ = err.write_all(judged.stderr.as_bytes());
                        }
                        Ok(())
                    };
                    let result = match &bar {
                        Some(bar) => {
                            let result = bar.suspend(print);
                            bar.inc(1);
                            result
                        }
                        None => print(),
                    };
                    if let Err(error) = result {
                        stop.store(true, Ordering::Relaxed);
                        return Err(error);
                    }
                }
            }
            Ok(())
        });
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        printed?;
        let last = match self.format {
            Format::Text => self.totals_text(&totals),
            Format::Json => format!("{}\n", self.totals_json(&totals, status)),
        };
        out.write_all(last.as_bytes())?;
        out.flush()?;
        Ok(status)
    }

    /// Reads and judges one entry.
    fn one(&self, entry: &Entry) -> Judged {
        let path = match entry {
            Entry::Transcript(path) => path,
            Entry::Failed { path, message } => {
                let name = path.display().to_string();
                let problem = Problem::new(ProblemKind::Unreadable, Span::default(), message)
                    .help(crate::words!("command-corpus-no-transcript-help"));
                return self.unreadable(&name, &[problem], &Source::new(&name, ""));
            }
        };
        match self.task {
            Task::Check(choice) => self.check_one(path, choice),
            Task::Compare(choices) => self.compare_one(path, choices),
        }
    }

    /// A file judged by `compare`, as `nos compare FILE` compares it:
    /// mapped, and read and replayed under each reading hand by hand, so in
    /// the same memory whatever its size. In JSON its comparison is written
    /// as it is made, on one line, into a spool that moves to a temporary
    /// file once large.
    fn compare_one(&self, path: &Path, choices: &[RulesChoice]) -> Judged {
        let (name, mapped) = match self.mapped(path) {
            Ok(opened) => opened,
            Err(unreadable) => return unreadable,
        };
        let (writing, mut spool) = match self.format {
            Format::Text => (compare::Writing::Nothing, None),
            Format::Json => (
                compare::Writing::Json,
                Some(tempfile::SpooledTempFile::new(LINE_IN_MEMORY)),
            ),
        };
        let compared = compare_in(
            &name,
            &mapped,
            choices,
            writing,
            self.style,
            line::OneLine::new(spool.as_mut().map(io::BufWriter::new)),
        )
        .map(Comparison::let_go);
        if let Some(change) = mapped.changed() {
            return self.changed(&name, &change);
        }
        match compared {
            Ok(mut line) => {
                // The line ends once the comparison is whole.
                if let (Some(spool), Ok(())) = (&mut spool, &line.written) {
                    line.written = spool.write_all(b"\n");
                }
                self.compared(&name, line, spool)
            }
            Err((problems, source)) => self.unreadable(&name, &problems, &source),
        }
    }

    /// A file judged by `check`, as `nos check FILE` judges it: mapped, and
    /// read and judged hand by hand, so in the same memory whatever its size.
    /// In JSON its verdict is written as it is made, on one line, into a
    /// spool that moves to a temporary file once large.
    fn check_one(&self, path: &Path, choice: &RulesChoice) -> Judged {
        let (name, mapped) = match self.mapped(path) {
            Ok(opened) => opened,
            Err(unreadable) => return unreadable,
        };
        let (writing, mut spool) = match self.format {
            Format::Text => (Writing::Counts, None),
            Format::Json => (
                Writing::Report(Format::Json),
                Some(tempfile::SpooledTempFile::new(LINE_IN_MEMORY)),
            ),
        };
        let judged = judge_mapped(
            &name,
            &mapped,
            writing,
            choice,
            self.style.into(),
            line::OneLine::new(spool.as_mut().map(io::BufWriter::new)),
        );
        if let Some(change) = mapped.changed() {
            return self.changed(&name, &change);
        }
        match judged {
            Ok(mut judgement) => {
                // The line ends once the verdict is whole.
                if let (Some(spool), Ok(())) = (&mut spool, &judgement.written) {
                    judgement.written = spool.write_all(b"\n");
                }
                self.checked(&name, judgement, spool)
            }
            Err((problems, source)) => self.unreadable(&name, &problems, &source),
        }
    }
}

impl Run<'_> {
    /// The line of a file that changed while it was read, as `change` says:
    /// one that could not be read.
    fn changed(&self, name: &str, change: &str) -> Judged {
        let problem = unreadable(crate::words!(
            "command-cannot-read",
            name = name,
            error = change
        ));
        self.unreadable(name, &[problem], &Source::new(name, ""))
    }

    /// The file at `path` mapped, with its name in diagnostics; or, when it
    /// cannot be, its line as a file that could not be read.
    fn mapped(&self, path: &Path) -> Result<(String, Mapped), Judged> {
        let name = path.display().to_string();
        match Mapped::open(path) {
            Ok(mapped) => Ok((name, mapped)),
            Err(error) => {
                let problem = unreadable(crate::words!(
                    "command-cannot-read",
                    name = &name,
                    error = error.to_string()
                ));
                Err(self.unreadable(&name, &[problem], &Source::new(&name, "")))
            }
        }
    }
}

/// How much of a file's line is kept in memory, at most; beyond it, in a
/// temporary file.
const LINE_IN_MEMORY: usize = 1 << 20;

/// A file's line in the report.
#[derive(Debug)]
enum Line {
    /// Held as text.
    Text(String),
    /// A verdict as long as the file's hands make it, written as it was made.
    Spooled(tempfile::SpooledTempFile),
}

impl Line {
    fn write_to(&mut self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Line::Text(text) => out.write_all(text.as_bytes()),
            Line::Spooled(spool) => {
                spool.seek(io::SeekFrom::Start(0))?;
                io::copy(spool, out)?;
                Ok(())
            }
        }
    }
}

/// The name a file's diagnostics are headed with.
fn judged_name(entry: &Entry) -> String {
    match entry {
        Entry::Transcript(path) | Entry::Failed { path, .. } => path.display().to_string(),
    }
}

/// A bar on standard error counting the files judged.
fn progress_bar(files: usize) -> indicatif::ProgressBar {
    crate::report::terminal::progress_bar(files as u64, "{pos}/{len} files")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worst_status_decides_the_corpus() {
        use Status::{Clean, Findings, Incomplete, Unusable};
        let cases: &[(&[Status], Status)] = &[
            (&[], Clean),
            (&[Clean, Clean], Clean),
            (&[Clean, Findings, Clean], Findings),
            (&[Findings, Incomplete], Incomplete),
            (&[Unusable, Incomplete, Findings], Unusable),
            (&[Incomplete, Clean], Incomplete),
        ];
        for (statuses, expected) in cases {
            assert_eq!(worst(statuses.iter().copied()), *expected, "{statuses:?}");
        }
    }

    #[test]
    fn a_directory_is_walked_in_sorted_order_name_by_name() -> std::io::Result<()> {
        let dir = tempfile::tempdir()?;
        let root = dir.path();
        for name in [
            "b.yaml",
            "a/z.yml",
            "a/c/d.YAML",
            "a-side.yaml",
            "notes.txt",
            "e/f.json",
        ] {
            let path = root.join(name);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, "")?;
        }
        std::fs::create_dir(root.join("empty"))?;
        let lone = root.join("lone.txt");
        let found = entries(&[root.to_path_buf(), lone.clone(), root.join("empty")]);
        let transcript = |name: &str| Entry::Transcript(root.join(name));
        assert_eq!(
            found,
            [
                // `a` and its contents come before `a-side.yaml`: a directory
                // is sorted name by name, not as whole paths of text.
                transcript("a/c/d.YAML"),
                transcript("a/z.yml"),
                transcript("a-side.yaml"),
                transcript("b.yaml"),
                // A file named on the command line is taken whatever its name.
                Entry::Transcript(lone),
                Entry::Failed {
                    path: root.join("empty"),
                    message: "no transcript (`*.yaml`, `*.yml`) under this directory".to_owned(),
                },
            ]
        );
        assert!(is_corpus(&[root.to_path_buf()]));
        assert!(is_corpus(&[root.join("b.yaml"), root.join("b.yaml")]));
        assert!(!is_corpus(&[root.join("b.yaml")]));
        assert!(!is_corpus(&[PathBuf::from("-")]));
        Ok(())
    }

    #[test]
    fn transcripts_are_known_by_their_extension() {
        let cases = [
            ("a.yaml", true),
            ("b.yml", true),
            ("C.YAML", true),
            ("d.json", false),
            ("yaml", false),
            ("e.yaml.bak", false),
        ];
        for (name, expected) in cases {
            assert_eq!(is_transcript(Path::new(name)), expected, "{name}");
        }
    }
}
