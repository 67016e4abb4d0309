//! The commands behind the `nos` binary, as functions from input to output and
//! an exit status, so that they can be tested without a process.

use std::io::{self, Seek, Write};
use std::process::ExitCode;

use crate::Session;
use crate::interpretation::{Interpretation, Profile, Switch};
use crate::problem::{Problem, ProblemKind};
use crate::referee::HandEntry;
use crate::report::{
    self, Drawn, JsonWriter, Opening, Source, Style, Tally, TextWriter, VerdictWriter,
};
use crate::transcript::{ByName, Located, Scalar, Span};

/// How a run ended, as the documented exit codes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// 0: the transcript was judged and nothing is wrong.
    Clean,
    /// 1: infractions found, or the scoresheet disagrees with the rules.
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
        style: Style,
    ) -> Outcome {
        if unjudged.is_empty() {
            return self;
        }
        self.stderr =
            report::render_hand_problems(problems, unjudged, judged, source.source(), style);
        self.status = Status::Incomplete;
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
    /// The `nos-verdict/2` document.
    Json,
}

/// Where the readings of the doubtful points come from, weakest first: the
/// transcript's `session.rules`, a club's rules file, `--rules`, then each `--rule`.
#[derive(Clone, Debug, Default)]
pub struct RulesChoice {
    /// `--rules`: a profile, optionally with overrides (`en,D3=paid`).
    pub spec: Option<String>,
    /// `--rules-file`: its name and text.
    pub file: Option<(String, String)>,
    /// `--rule ID=CHOICE`, in order.
    pub overrides: Vec<String>,
}

/// A club's house readings, as kept in a rules file.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRulesFile {
    #[serde(default)]
    profile: Option<Located<String>>,
    #[serde(default)]
    switches: Option<ByName<Located<Scalar>>>,
}

/// A club's house readings: the profile it names (if any) and its switches.
#[derive(Clone, Debug)]
pub struct HouseRules {
    /// The profile the file names.
    pub profile: Option<Profile>,
    /// Its switches, applied on the profile.
    pub reading: Interpretation,
}

/// Reads a rules file.
///
/// # Errors
/// Problems pointing into the rules file.
pub fn rules_file(text: &str) -> Result<HouseRules, Vec<Problem>> {
    let raw: RawRulesFile =
        serde_saphyr::from_str(text).map_err(|e| vec![crate::problem::from_yaml(&e, text)])?;
    let profile = match &raw.profile {
        None => None,
        Some(named) => match Profile::parse(&named.value) {
            Some(profile) => Some(profile),
            None => {
                return Err(vec![
                    Problem::new(
                        ProblemKind::Session,
                        named.span,
                        format!("`{}` is not a rules profile", named.value),
                    )
                    .label("unknown profile")
                    .help("the profiles are `en` and `de-1996`; `nos rules` lists them"),
                ]);
            }
        },
    };
    let mut reading = Interpretation::of(profile.unwrap_or(Profile::En));
    let mut problems = Vec::new();
    for (key, choice) in raw.switches.map(|s| s.0).unwrap_or_default() {
        if let Err(error) = reading.set(&key.value, &choice.value.0) {
            let span = if Switch::find(&key.value).is_some() {
                choice.span
            } else {
                key.span
            };
            problems.push(
                Problem::new(ProblemKind::Session, span, error.to_string())
                    .label("not a switch and choice")
                    .help("`nos rules` lists every switch and its choices"),
            );
        }
    }
    if problems.is_empty() {
        Ok(HouseRules { profile, reading })
    } else {
        Err(problems)
    }
}

/// Settles the reading for a transcript: the base profile from `--rules`, else the
/// rules file, else the transcript, else `en`; then the rules file's switches, the
/// overrides in `--rules`, and each `--rule`, in that order.
///
/// # Errors
/// The problems, with the source to draw them against: the transcript's for an
/// unknown profile in `session.rules`, the rules file's, or the command line's.
pub fn reading_for(
    session: &Session,
    choice: &RulesChoice,
    source: &dyn Fn() -> Source,
) -> Result<Interpretation, (Vec<Problem>, Source)> {
    let Layers { house, spec } = chosen_layers(choice)?;
    let transcript = match &session.rules {
        Some(named) => match Profile::parse(&named.value) {
            Some(profile) => Some(profile),
            None => {
                let problem = Problem::new(
                    ProblemKind::Session,
                    named.span,
                    format!("`{}` is not a rules profile", named.value),
                )
                .label("unknown profile")
                .help("the profiles are `en` (the default) and `de-1996`");
                return Err((vec![problem], source()));
            }
        },
        None => None,
    };
    let profile = spec
        .as_ref()
        .filter(|(explicit, _)| *explicit)
        .map(|(_, r)| r.profile)
        .or(house.as_ref().and_then(|h| h.profile))
        .or(transcript)
        .unwrap_or(Profile::En);
    let mut reading = Interpretation::of(profile);
    let layers = house
        .iter()
        .map(|h| &h.reading)
        .chain(spec.iter().map(|(_, r)| r));
    for layer in layers {
        for &switch in &layer.overrides {
            reading
                .set(switch.id(), layer.choice(switch))
                .map_err(|e| command_line(e.to_string()))?;
        }
    }
    with_rules(&mut reading, &choice.overrides)?;
    Ok(reading)
}

/// Checks the readings named on the command line (the rules file, `--rules`,
/// each `--rule`) without a transcript, so that a mistake in them can be said
/// once, before any transcript is read.
///
/// # Errors
/// As [`reading_for`] gives them for the command line and the rules file.
pub fn check_choice(choice: &RulesChoice) -> Result<(), ProblemsIn> {
    chosen_layers(choice)?;
    with_rules(&mut Interpretation::of(Profile::En), &choice.overrides)
}

/// Problems, with the source to draw them against.
type ProblemsIn = (Vec<Problem>, Source);

/// The problem with what the command line asks, drawn with no source behind it.
fn command_line(message: String) -> ProblemsIn {
    let problem = Problem::new(ProblemKind::Session, Span::default(), message)
        .help("`nos rules` lists the profiles, the switches and their choices");
    (vec![problem], Source::new("<command line>", ""))
}

/// The rules file and `--rules`, read.
struct Layers {
    /// The rules file's.
    house: Option<HouseRules>,
    /// The reading `--rules` gives, with whether it names a profile first.
    spec: Option<(bool, Interpretation)>,
}

/// The rules file and `--rules`, read.
fn chosen_layers(choice: &RulesChoice) -> Result<Layers, ProblemsIn> {
    let house = match &choice.file {
        Some((name, text)) => Some(rules_file(text).map_err(|p| (p, Source::new(name, text)))?),
        None => None,
    };
    let spec = match &choice.spec {
        Some(spec) => {
            let explicit = !spec.split(',').next().unwrap_or("").contains('=');
            Some((
                explicit,
                Interpretation::parse(spec).map_err(|e| command_line(e.to_string()))?,
            ))
        }
        None => None,
    };
    Ok(Layers { house, spec })
}

/// Each `--rule SWITCH=CHOICE`, in order, on top of `reading`.
fn with_rules(reading: &mut Interpretation, overrides: &[String]) -> Result<(), ProblemsIn> {
    for rule in overrides {
        let Some((key, value)) = rule.split_once('=') else {
            return Err(command_line(format!("`{rule}` is not SWITCH=CHOICE")));
        };
        reading
            .set(key, value)
            .map_err(|e| command_line(e.to_string()))?;
    }
    Ok(())
}

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
    style: Style,
) -> Result<(Session, Interpretation, Source), Outcome> {
    let (session, source) = session_of(name, bytes)
        .map_err(|(problems, source)| unusable(&problems, &source, format, style))?;
    let reading = reading_for(&session, rules, &|| {
        Source::new(source.name(), source.text())
    })
    .map_err(|(problems, source)| unusable(&problems, &source, format, style))?;
    Ok((session, reading, source))
}

/// `nos report`: the evening as one self-contained HTML page.
#[must_use]
pub fn report(name: &str, bytes: &[u8], rules: &RulesChoice, style: Style) -> Outcome {
    let (session, reading, source) = match prepared(name, bytes, Format::Text, rules, style) {
        Ok(prepared) => prepared,
        Err(outcome) => return outcome,
    };
    // The page draws every hand with its chips: it is made for a transcript
    // the referee can judge whole.
    match crate::referee::judge(&session, reading) {
        Ok(verdict) => Outcome::report(
            crate::page::render(&verdict, &session, name),
            verdict.has_infractions() || verdict.has_sheet_differences(),
        ),
        Err(problems) => unusable(&problems, &source, Format::Text, style),
    }
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
    style: Style,
) -> Outcome {
    let (session, reading, source) = match prepared(name, bytes, Format::Text, rules, style) {
        Ok(prepared) => prepared,
        Err(outcome) => return outcome,
    };
    let command_line = |message: String, help: &str| {
        let problem = Problem::new(ProblemKind::Session, Span::default(), message).help(help);
        unusable(
            &[problem],
            &Source::new("<command line>", ""),
            Format::Text,
            style,
        )
    };
    let hands = session.hands.len();
    let Some(chosen) = hand.checked_sub(1).and_then(|i| session.hands.get(i)) else {
        return command_line(
            format!("the transcript has no hand {hand}"),
            &format!("hands are counted from 1; this transcript has {hands}"),
        );
    };
    let events = chosen.events.len();
    let after = event.unwrap_or(events);
    if after > events {
        return command_line(
            format!("hand {hand} has no event {after}"),
            &format!(
                "events are counted from 1 within the hand (0 is the deal); hand {hand} has {events}"
            ),
        );
    }
    // Other hands that cannot be judged do not keep this one from being shown.
    match crate::referee::judge_showing(&session, reading, hand, after) {
        (verdict, Some(position)) => Outcome {
            stdout: crate::show::text(&verdict, chosen, hand, &position, source.text()),
            stderr: String::new(),
            status: Status::Clean,
        },
        (verdict, None) => match verdict.unjudged.iter().find(|u| u.number == hand) {
            Some(unjudged) => unusable(&unjudged.problems, &source, Format::Text, style),
            None => command_line(
                format!("hand {hand} could not be shown after event {after}"),
                "the replay never reached that point of the hand",
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
    style: Style,
) -> Result<(crate::referee::Verdict, Source), Outcome> {
    let (session, reading, source) = prepared(name, bytes, format, rules, style)?;
    Ok((crate::referee::judge_all(&session, reading), source))
}

/// `nos check`: judges a transcript, its report in the outcome's standard output.
#[must_use]
pub fn check(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    style: Style,
) -> Outcome {
    let mut report = Vec::new();
    let (mut outcome, written) = check_to(name, bytes, format, rules, style, &mut report);
    outcome.stdout = String::from_utf8_lossy(&report).into_owned();
    if let Err(error) = written {
        outcome
            .stderr
            .push_str(&format!("error: cannot write the report: {error}\n"));
        outcome.status = Status::Unusable;
    }
    outcome
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
    style: Style,
    out: W,
) -> (Outcome, io::Result<()>) {
    let opened = crate::problem::text_of(bytes)
        .map(|(start, text)| (start, text, memchr::memchr(b'*', text.as_bytes()).is_some()));
    let judging = Judging {
        format,
        rules,
        style,
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
pub struct Checking<'a, W: Write> {
    /// The report being written, or why it failed; after a failure the hands
    /// are only counted.
    report: io::Result<VerdictWriter<'a, W>>,
    tally: Tally,
    problems: Vec<Problem>,
    source: &'a dyn Drawn,
    style: Style,
}

impl<'a, W: Write> Checking<'a, W> {
    /// Opens the report, in `format`, of the transcript called `name`, into `out`.
    pub fn begin(
        format: Format,
        opening: Opening<'a>,
        source: &'a dyn Drawn,
        name: &str,
        style: Style,
        out: W,
    ) -> Checking<'a, W> {
        let report = match format {
            Format::Text => Ok(VerdictWriter::Text(Box::new(TextWriter::begin(
                out, opening, source, style,
            )))),
            Format::Json => JsonWriter::begin(out, opening, name).map(VerdictWriter::Json),
        };
        Checking {
            report,
            tally: Tally::default(),
            problems: Vec::new(),
            source,
            style,
        }
    }

    /// Takes one hand, judged or not, into the report and the run's counts:
    /// the one call per hand, made as soon as the hand is judged, in the
    /// transcript's order. Of the hand, only its counts are kept, and the
    /// problems of a hand that could not be judged; the hand itself can be
    /// dropped at once.
    pub fn hand(&mut self, entry: HandEntry<'_>) {
        self.tally.count(entry);
        if let HandEntry::Unjudged(hand) = entry {
            self.problems.extend(hand.problems.iter().cloned());
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
    pub fn finish(self) -> (Outcome, io::Result<W>) {
        let written = self.report.and_then(VerdictWriter::finish);
        let outcome = Outcome::report(String::new(), self.tally.found()).with_unjudged(
            &self.problems,
            &self.tally.unjudged,
            self.tally.judged,
            self.source,
            self.style,
        );
        (outcome, written)
    }
}

/// `nos check` of a transcript mapped from its file: the pages behind the
/// hand being read are given back as it goes, so that a file of any size is
/// judged in the same memory.
pub fn check_mapped<W: Write>(
    name: &str,
    mapped: &crate::mapped::Mapped,
    format: Format,
    rules: &RulesChoice,
    style: Style,
    out: W,
) -> (Outcome, io::Result<()>) {
    let opened = mapped
        .text()
        .map(|(start, text)| (start, text, mapped.may_alias()));
    let judging = Judging {
        format,
        rules,
        style,
    };
    let release = |offset| mapped.release_before(offset);
    check_text(name, mapped.bytes(), opened, &release, judging, out)
}

/// The source for diagnostics: the bytes as text (invalid bytes shown as
/// replacement characters), so that every span, counted in the file's bytes,
/// lands on its place.
fn source_of(name: &str, bytes: &[u8]) -> Source {
    Source::new(name, &String::from_utf8_lossy(bytes))
}

/// How many hands found ahead wait to be read and judged (see [`check_text`]).
const READ_AHEAD: usize = 64;

/// Judges the transcript whose text (from byte `start` of `bytes`) is
/// `text`, which holds a `*` (perhaps an alias) if `star`, or gives the
/// problem that keeps `bytes` from being text: hand by hand, on two threads,
/// `release` told each hand's offset once it is judged.
fn check_text<W: Write>(
    name: &str,
    bytes: &[u8],
    opened: Result<(usize, &str, bool), Problem>,
    release: &(dyn Fn(usize) + Sync),
    Judging {
        format,
        rules,
        style,
    }: Judging<'_>,
    mut out: W,
) -> (Outcome, io::Result<()>) {
    let (start, text, star) = match opened {
        Ok(opened) => opened,
        Err(problem) => {
            return given_up(
                unusable(&[problem], &source_of(name, bytes), format, style),
                out,
            );
        }
    };
    let (session, hands) = match crate::open_text_with(start, text, star) {
        Ok(opened) => opened,
        Err(problems) => {
            return given_up(
                unusable(&problems, &source_of(name, bytes), format, style),
                out,
            );
        }
    };
    let reading = match reading_for(&session, rules, &|| source_of(name, bytes)) {
        Ok(reading) => reading,
        Err((problems, source)) => {
            return given_up(unusable(&problems, &source, format, style), out);
        }
    };
    let source = report::LazySource::new(name, bytes);
    let mut referee = crate::referee::Referee::new(&session, reading.clone());
    let opening = Opening {
        interpretation: &reading,
        players: &session.players,
        start: session.chips,
    };
    // The report waits in a spool (in memory, then on disk when large) until
    // the whole text is read: a mistake in the YAML found late still leaves
    // the transcript unreadable, and then no part of a report is given.
    let spool = io::BufWriter::new(tempfile::SpooledTempFile::new(HELD_IN_MEMORY));
    let mut checking = Checking::begin(format, opening, &source, name, style, spool);
    let mut judge = |checked: crate::session::Checked| {
        let offset = match &checked {
            crate::session::Checked::Hand(hand) => {
                match referee.hand(hand, None) {
                    crate::referee::Judged::Hand(verdict) => {
                        checking.hand(HandEntry::Judged(&verdict));
                    }
                    crate::referee::Judged::Unjudged(unjudged) => {
                        checking.hand(HandEntry::Unjudged(&unjudged));
                    }
                }
                hand.span.offset
            }
            crate::session::Checked::Broken(hand) => {
                checking.hand(HandEntry::Unjudged(&referee.broken(hand)));
                hand.span.offset
            }
        };
        release(offset);
    };
    // One thread finds the hands in the text (the parser's pass over it);
    // the other reads each found, checks it and judges it. A transcript read
    // whole is read and checked on one thread and judged on the other.
    let (found, apart) = match hands.apart() {
        Ok((places, apart)) => (Ok(places), Some(apart)),
        Err(hands) => (Err(hands), None),
    };
    let fatal = std::thread::scope(|scope| match (found, &apart) {
        (Ok(places), Some(apart)) => {
            // The hands found are read by two readers in turn, and judged
            // here in their order.
            let (to_first, first) = std::sync::mpsc::sync_channel(READ_AHEAD);
            let (to_second, second) = std::sync::mpsc::sync_channel(READ_AHEAD);
            scope.spawn(move || {
                for (n, place) in places.enumerate() {
                    let last = place.is_err();
                    let to = if n % 2 == 0 { &to_first } else { &to_second };
                    if to.send(place).is_err() || last {
                        break;
                    }
                }
            });
            let read = |found: std::sync::mpsc::Receiver<Result<_, Problem>>| {
                ahead(
                    scope,
                    found.into_iter().map(move |place| {
                        place.map(|(index, extent, kept)| apart.check(index, &extent, kept))
                    }),
                )
            };
            let (first, second) = (read(first), read(second));
            loop {
                for read in [&first, &second] {
                    match read.recv() {
                        Ok(checked) => judge(checked?),
                        Err(_) => return Ok(()),
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
    });
    if let Err(problem) = fatal {
        return given_up(
            unusable(&[problem], &source_of(name, bytes), format, style),
            out,
        );
    }
    let (outcome, spool) = checking.finish();
    let written = spool.and_then(|spool| {
        let mut spool = spool.into_inner().map_err(io::IntoInnerError::into_error)?;
        spool.seek(io::SeekFrom::Start(0))?;
        io::copy(&mut spool, &mut out)?;
        out.flush()
    });
    (outcome, written)
}

/// How a report held back before it is given is kept in memory, at most;
/// beyond it, in a temporary file.
const HELD_IN_MEMORY: usize = 8 << 20;

/// How `nos check` judges and reports.
struct Judging<'a> {
    format: Format,
    rules: &'a RulesChoice,
    style: Style,
}

/// The outcome of a transcript that cannot be judged: its report (the JSON
/// problems document, if any) into `out`.
fn given_up<W: Write>(mut outcome: Outcome, mut out: W) -> (Outcome, io::Result<()>) {
    let written = out.write_all(std::mem::take(&mut outcome.stdout).as_bytes());
    (outcome, written)
}

/// The items of `items`, taken on a thread of their own up to
/// [`READ_AHEAD`] ahead of the caller, up to the first problem.
fn ahead<'scope, T: Send + 'scope>(
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

/// `nos compare`: replays a transcript under several readings.
#[must_use]
pub fn compare(
    name: &str,
    bytes: &[u8],
    format: Format,
    readings: &[RulesChoice],
    style: Style,
) -> Outcome {
    let (session, source) = match session_of(name, bytes) {
        Ok(found) => found,
        Err((problems, source)) => return unusable(&problems, &source, format, style),
    };
    if readings.len() < 2 {
        let problem = Problem::new(ProblemKind::Session, Span::default(), "compare needs at least two readings")
            .help("give each reading as --rules PROFILE[,SWITCH=CHOICE...] or --rules-file FILE, e.g. --rules en --rules de-1996");
        return unusable(
            &[problem],
            &Source::new("<command line>", ""),
            format,
            style,
        );
    }
    let mut resolved = Vec::new();
    for choice in readings {
        match reading_for(&session, choice, &|| {
            Source::new(source.name(), source.text())
        }) {
            Ok(reading) => resolved.push(reading),
            Err((problems, source)) => return unusable(&problems, &source, format, style),
        }
    }
    let (comparison, verdicts) = crate::compare::run(&session, &resolved);
    // A hand that cannot be judged under several readings is reported once.
    let (problems, unjudged) = crate::compare::unjudged(&verdicts);
    let stdout = match format {
        Format::Text => crate::compare::text(&comparison, source.text(), name),
        Format::Json => format!("{:#}\n", crate::compare::json(&comparison, name)),
    };
    let judged = comparison.hands.len() - unjudged.len();
    Outcome::report(stdout, !comparison.agrees())
        .with_unjudged(&problems, &unjudged, judged, &source, style)
}

fn unusable(problems: &[Problem], source: &Source, format: Format, style: Style) -> Outcome {
    let stderr = report::render_problems(problems, source, style);
    let stdout = match format {
        Format::Text => String::new(),
        Format::Json => {
            let list: Vec<serde_json::Value> = problems.iter().map(report::problem_json).collect();
            format!(
                "{:#}\n",
                serde_json::json!({ "format": report::VERDICT_FORMAT, "source": source.name(), "problems": list })
            )
        }
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
    style: Style,
) -> Outcome {
    let (verdict, source) = match judged(name, bytes, format, rules, style) {
        Ok(judged) => judged,
        Err(outcome) => return outcome,
    };
    let differences = crate::audit::differences(&verdict);
    let settlement = crate::audit::settlement(&verdict);
    let stdout = match format {
        Format::Text => crate::audit::text(&verdict, &differences, settlement.as_ref()),
        Format::Json => format!(
            "{:#}\n",
            crate::audit::json(&verdict, &differences, settlement.as_ref(), name)
        ),
    };
    Outcome::report(stdout, !differences.is_empty()).with_unjudged(
        &verdict.problems(),
        &verdict.unjudged_numbers(),
        verdict.hands.len(),
        &source,
        style,
    )
}

/// The outcome for a transcript refused before it is read (a file larger than a
/// transcript may be, found from its size): the problem drawn against an empty
/// text, and in JSON the problems document.
#[must_use]
pub fn refused(name: &str, problem: Problem, format: Format, style: Style) -> Outcome {
    unusable(&[problem], &Source::new(name, ""), format, style)
}
