//! The commands behind the `nos` binary, as functions from input to output and
//! an exit status, so that they can be tested without a process.

mod check;
pub(super) mod compared;
pub mod corpus;
pub mod input;
pub mod mapped;
pub mod output;
mod public;
mod readings;
mod streamed;

pub use check::{check, check_mapped, check_to};
pub use compared::{compare, compare_mapped};
pub use public::public;
pub use readings::{HouseRules, RulesChoice, check_choice, reading_alone, reading_for, rules_file};
pub use streamed::{AfterProgress, streamed};

use std::io;
use std::process::ExitCode;

use crate::Session;
use crate::report::{self, Drawn, Pen, Pens, Source};
use crate::rules::interpretation::Interpretation;
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};

/// How a run ended, as the documented exit codes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// 0: the transcript was judged and nothing is wrong.
    Clean,
    /// 1: infractions found (certain or possible), or the scoresheet disagrees with the rules.
    Findings,
    /// 2: some hands could not be judged; the others are reported.
    Incomplete,
    /// 2: the input cannot be judged at all (or the command line is wrong).
    Unusable,
}

impl Status {
    /// The process exit code.
    #[must_use]
    pub const fn code(self) -> u8 {
        match self {
            Status::Clean => 0,
            Status::Findings => 1,
            Status::Incomplete | Status::Unusable => 2,
        }
    }
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> Self {
        ExitCode::from(status.code())
    }
}

/// What a command prints and how it ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// For standard output.
    pub stdout: String,
    /// For standard error.
    pub stderr: String,
    /// The exit status.
    pub status: Status,
}

impl Outcome {
    /// A report printed, exiting 1 when it found something (infractions, a
    /// scoresheet that disagrees, readings that differ) and 0 otherwise.
    #[must_use]
    pub fn report(stdout: String, found: bool) -> Outcome {
        let status = if found {
            Status::Findings
        } else {
            Status::Clean
        };
        Outcome {
            stdout,
            stderr: String::new(),
            status,
        }
    }

    /// A report that leaves hands unjudged: their problems, drawn for standard
    /// error, make the exit 2 whatever the judged hands found.
    #[must_use]
    fn with_unjudged(
        mut self,
        problems: &[Problem],
        unjudged: &[usize],
        judged: usize,
        source: &dyn Drawn,
        pen: Pen,
    ) -> Outcome {
        if unjudged.is_empty() {
            return self;
        }
        self.stderr = report::render_hand_problems(problems, unjudged, judged, source, pen);
        self.status = Status::Incomplete;
        self
    }

    /// [`Outcome::with_unjudged`] for the hands a session's verdict could not judge.
    #[must_use]
    fn with_unjudged_of(
        self,
        verdict: &crate::replay::Verdict,
        source: &dyn Drawn,
        pen: Pen,
    ) -> Outcome {
        self.with_unjudged(
            &verdict.problems(),
            &verdict.unjudged_numbers(),
            verdict.hands.len(),
            source,
            pen,
        )
    }

    /// The outcome with `report`, written into memory, as its standard
    /// output (UTF-8 as written: taken as it is, not copied). A report that
    /// could not be written whole (`written`) is said on standard error as
    /// `what`, and the run ends with exit 2.
    #[must_use]
    fn with_written(mut self, report: Vec<u8>, written: io::Result<()>, what: &str) -> Outcome {
        self.stdout = String::from_utf8(report)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
        if let Err(error) = written {
            self.stderr.push_str(&format!(
                "error: {}\n",
                crate::words!(
                    "command-cannot-write",
                    name = crate::words!("command-written", what = what),
                    error = error.to_string()
                )
            ));
            self.status = Status::Unusable;
        }
        self
    }

    /// A command that could not run (exit 2): `error: MESSAGE` on standard error.
    #[must_use]
    pub fn failed(message: &str) -> Outcome {
        Outcome {
            stdout: String::new(),
            stderr: format!("error: {message}\n"),
            status: Status::Unusable,
        }
    }
}

/// Output formats of `nos check`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Diagnostics and tables for people.
    Text,
    /// The `nos-verdict/3` document.
    Json,
}

/// Problems, with the source to draw them against.
type ProblemsIn = (Vec<Problem>, Source);

/// Reads and checks a transcript's bytes. The source for diagnostics is the
/// bytes as text (invalid bytes shown as replacement characters), so that every
/// span, counted in the file's bytes, lands on its place.
fn session_of(name: &str, bytes: &[u8]) -> Result<(Session, Source), (Vec<Problem>, Source)> {
    let source = source_of(name, bytes);
    match crate::read_bytes(bytes) {
        Ok(session) => Ok((session, source)),
        Err(problems) => Err((problems, source)),
    }
}

/// Reads and checks a transcript and settles its reading; an unusable one gives
/// its outcome at once.
fn prepared(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    pen: Pen,
) -> Result<(Session, Interpretation, Source), Outcome> {
    let (session, source) = session_of(name, bytes)
        .map_err(|(problems, source)| unusable(&problems, &source, format, pen))?;
    let reading = reading_for(&session, rules, &|_| {
        Source::new(source.name(), source.text())
    })
    .map_err(|(problems, source)| unusable(&problems, &source, format, pen))?;
    Ok((session, reading, source))
}

/// `nos report`: the evening as one self-contained HTML page. A long
/// transcript's progress is shown on standard error when it is a terminal.
#[must_use]
pub fn report(name: &str, bytes: &[u8], rules: &RulesChoice, pens: impl Into<Pens>) -> Outcome {
    let pen = pens.into().errors;
    use std::io::IsTerminal as _;
    let bar = if bytes.len() >= streamed::PROGRESS_FROM && io::stderr().is_terminal() {
        report::terminal::progress_bar(0, "{pos}/{len} hands {msg}")
    } else {
        indicatif::ProgressBar::hidden()
    };
    report_showing(name, bytes, rules, pen, &bar)
}

/// [`report`], moving `bar` on as the hands are judged and then as they are
/// drawn (its length is the number of hands), and taking it away at the end.
#[must_use]
pub fn report_showing(
    name: &str,
    bytes: &[u8],
    rules: &RulesChoice,
    pen: impl Into<Pen>,
    bar: &indicatif::ProgressBar,
) -> Outcome {
    let pen = pen.into();
    // The transcript is read whole before a hand is counted: a spinner
    // meanwhile, then the bar in the style it was given.
    let counting = bar.style();
    if let Ok(reading) = indicatif::ProgressStyle::with_template(&format!(
        "{{elapsed_precise}} {{spinner}} {}",
        crate::words!("command-reading-transcript")
    )) {
        bar.set_style(reading);
    }
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let prepared = prepared(name, bytes, Format::Text, rules, pen);
    bar.disable_steady_tick();
    bar.set_style(counting);
    let (session, reading, source) = match prepared {
        Ok(prepared) => prepared,
        Err(outcome) => {
            bar.finish_and_clear();
            return outcome;
        }
    };
    // A hand that cannot be judged has its place on the page with what keeps
    // it from being judged; its problems go to standard error too, and the
    // exit is 2, as `check`'s.
    let hands = session.hands.len() + session.broken.len();
    bar.set_length(hands as u64);
    bar.set_message("judged");
    let verdict = crate::replay::judge_counting(&session, reading, &mut || bar.inc(1));
    bar.set_position(0);
    bar.set_message("drawn");
    let page = crate::report::page::render_counting(&verdict, &session, name, &mut || bar.inc(1));
    bar.finish_and_clear();
    Outcome::report(
        page,
        verdict.has_infractions() || verdict.has_sheet_differences(),
    )
    .with_unjudged_of(&verdict, &source, pen)
}

/// `nos show`: hand `hand` (from 1) as it stood after its first `event` events,
/// or at its end.
#[must_use]
pub fn show(
    name: &str,
    bytes: &[u8],
    rules: &RulesChoice,
    hand: usize,
    event: Option<usize>,
    pens: impl Into<Pens>,
) -> Outcome {
    let pen = pens.into().errors;
    let (session, reading, source) = match prepared(name, bytes, Format::Text, rules, pen) {
        Ok(prepared) => prepared,
        Err(outcome) => return outcome,
    };
    let command_line = |message: String, help: String| {
        let problem = Problem::new(ProblemKind::CommandLine, Span::default(), message).help(help);
        unusable(
            &[problem],
            &Source::new("<command line>", ""),
            Format::Text,
            pen,
        )
    };
    // Hands are numbered as the transcript holds them, those that cannot be
    // judged among them.
    let hands = session.hand_count;
    if let Some(broken) = session.broken.iter().find(|broken| broken.number == hand) {
        return unusable(&broken.problems, &source, Format::Text, pen);
    }
    let Some(chosen) = session.hands.iter().find(|chosen| chosen.number == hand) else {
        return command_line(
            crate::words!("command-show-no-hand", hand = hand),
            crate::words!("command-show-no-hand-help", hands = hands),
        );
    };
    let events = chosen.events.len();
    let after = event.unwrap_or(events);
    if after > events {
        return command_line(
            crate::words!("command-show-no-event", hand = hand, event = after),
            crate::words!("command-show-no-event-help", hand = hand, events = events),
        );
    }
    // Other hands that cannot be judged do not keep this one from being shown.
    match crate::replay::judge_showing(&session, reading, hand, after) {
        (verdict, Some(position)) => Outcome {
            stdout: crate::report::show::text(&verdict, chosen, hand, &position, source.text()),
            stderr: String::new(),
            status: Status::Clean,
        },
        (verdict, None) => match verdict.unjudged.iter().find(|u| u.number == hand) {
            Some(unjudged) => unusable(&unjudged.problems, &source, Format::Text, pen),
            None => command_line(
                crate::words!("command-show-not-reached", hand = hand, event = after),
                crate::words!("command-show-not-reached-help"),
            ),
        },
    }
}

/// Reads, checks and judges every hand of a transcript that can be judged; an
/// unusable one gives its outcome at once.
fn judged(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    pen: Pen,
) -> Result<(crate::replay::Verdict, Source), Outcome> {
    let (session, reading, source) = prepared(name, bytes, format, rules, pen)?;
    Ok((crate::replay::judge_all(&session, reading), source))
}

/// The source for diagnostics: the bytes as text (invalid bytes shown as
/// replacement characters), so that every span, counted in the file's bytes,
/// lands on its place.
fn source_of(name: &str, bytes: &[u8]) -> Source {
    Source::new(name, &String::from_utf8_lossy(bytes))
}

/// `problems` in the transcript `bytes`, with the source to draw them
/// against: the lines around them (see [`Source::around_all`]), so that a
/// transcript of any size is refused in the memory of a few lines.
fn problems_in(name: &str, bytes: &[u8], problems: Vec<Problem>) -> ProblemsIn {
    let source = lines_for(name, bytes, &problems);
    (problems, source)
}

/// The lines of the transcript `bytes` that `problems` are drawn from.
fn lines_for(name: &str, bytes: &[u8], problems: &[Problem]) -> Source {
    Source::around_all(name, bytes, problems.iter().map(|problem| problem.span))
}

/// The outcome of something that cannot be judged: its problems drawn on
/// standard error and, in JSON, a transcript's problems document on standard
/// output. A mistake on the command line or in a rules file is no verdict of
/// any transcript: it goes to standard error alone, as clap's own errors do.
fn unusable(problems: &[Problem], source: &Source, format: Format, pen: Pen) -> Outcome {
    let stderr = report::render_problems(problems, source, pen);
    let of_a_transcript = problems.iter().any(|problem| problem.kind.in_transcript());
    let stdout = match format {
        Format::Json if of_a_transcript => {
            let list: Vec<serde_json::Value> = problems.iter().map(report::problem_json).collect();
            format!(
                "{:#}\n",
                serde_json::json!({ "format": report::VERDICT_FORMAT, "source": source.name(), "problems": list })
            )
        }
        Format::Json | Format::Text => String::new(),
    };
    Outcome {
        stdout,
        stderr,
        status: Status::Unusable,
    }
}

/// `nos audit`: the evening at a glance, the scoresheet's differences explained,
/// and the settlement.
#[must_use]
pub fn audit(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    pens: impl Into<Pens>,
) -> Outcome {
    let pens = pens.into();
    let pen = pens.errors;
    let (verdict, source) = match judged(name, bytes, format, rules, pen) {
        Ok(judged) => judged,
        Err(outcome) => return outcome,
    };
    let differences = crate::report::audit::differences(&verdict);
    let settlement = crate::report::audit::settlement(&verdict);
    let stdout = match format {
        Format::Text => crate::report::audit::text(
            &verdict,
            &differences,
            settlement.as_ref(),
            pens.report.width,
        ),
        Format::Json => format!(
            "{:#}\n",
            crate::report::audit::json(&verdict, &differences, settlement.as_ref(), name)
        ),
    };
    Outcome::report(stdout, !differences.is_empty()).with_unjudged_of(&verdict, &source, pen)
}

/// The outcome for a transcript refused before it is read (a file larger than a
/// transcript may be, found from its size): the problem drawn against an empty
/// text, and in JSON the problems document.
#[must_use]
pub fn refused(name: &str, problem: Problem, format: Format, pen: impl Into<Pen>) -> Outcome {
    unusable(&[problem], &Source::new(name, ""), format, pen.into())
}
