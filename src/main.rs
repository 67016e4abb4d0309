//! `nos`: the command line of the Nos referee. It parses arguments, calls the
//! library and maps the outcome to an exit code; everything else is in the library.
//!
//! Long (some 750 lines) because clap's definitions of every command and switch,
//! with the help each one prints, are one list that reads best whole; the rest
//! turns each command into calls of the library and its outcome into an exit
//! code.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use nos_referee::command::corpus;
use nos_referee::command::mapped::Mapped;
use nos_referee::command::output::{self, Input};
use nos_referee::command::{self, Format, Outcome, RulesChoice, Status};
use nos_referee::report::Style;
use nos_referee::report::terminal::ColorChoice;

/// A match referee for Nos: replays a table's transcript through the rules,
/// flags every infraction and prints the corrected chip ledger.
///
/// Exit codes: 0 every hand judged and clean, 1 every hand judged and infractions found
/// or the scoresheet (or readings) disagree, 2 not everything could be judged (the
/// judged hands are still reported), or the command line or a rules file is wrong, or the
/// report cannot be written (said on standard error, except to a reader that stopped
/// reading, a closed pipe), or a transcript changed while it was read (no report of it is
/// written to `--output`). With several files, the worst of theirs.
#[derive(Parser)]
#[command(name = "nos", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Write the report to FILE instead of standard output, whole or not at all.
    ///
    /// The report is written to a temporary file beside FILE, then renamed, and
    /// never over a file the command reads (refused with exit 2). A symbolic link
    /// is followed and the file it names replaced, keeping its mode; a device or a
    /// named pipe is written into; a directory or a socket is refused (exit 2).
    /// The report holds the infractions; problems that keep a transcript from
    /// being judged go to standard error, and then no file is written (with
    /// `--format json` the problems document is the report, and is written).
    /// Judging several files, the lines and the totals are the report, and are
    /// written.
    #[arg(long, global = true, value_name = "FILE")]
    output: Option<PathBuf>,
    /// When to use colour.
    ///
    /// `auto` colours for a terminal, unless `NO_COLOR` is set; `CLICOLOR_FORCE`
    /// asks for colour into a pipe too. `TERM=dumb` draws diagnostics in plain ASCII.
    #[arg(
        long,
        global = true,
        value_enum,
        default_value = "auto",
        value_name = "WHEN"
    )]
    color: ColorArg,
}

#[derive(Clone, Copy, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

impl From<ColorArg> for ColorChoice {
    fn from(choice: ColorArg) -> ColorChoice {
        match choice {
            ColorArg::Auto => ColorChoice::Auto,
            ColorArg::Always => ColorChoice::Always,
            ColorArg::Never => ColorChoice::Never,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Judge a transcript: infractions, payments and the corrected ledger.
    ///
    /// Given several files or a directory, judges them all side by side and
    /// prints a line for each and the totals.
    Check(Check),
    /// Replay a transcript under several readings and show what each changes.
    ///
    /// Given several files or a directory, compares them all side by side and
    /// prints a line for each and the totals.
    Compare {
        /// The transcripts (YAML), or directories of them (every `*.yaml` and
        /// `*.yml` under each); one file alone may be `-`, standard input.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// A reading: a profile with optional overrides, e.g. `en` or `de-1996,D2=paid`
        /// (repeatable). With no reading named, `en` and `de-1996` are compared.
        #[arg(long, value_name = "PROFILE[,SWITCH=CHOICE...]")]
        rules: Vec<String>,
        /// A reading kept in a rules file (repeatable).
        #[arg(long, value_name = "FILE")]
        rules_file: Vec<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: FormatArg,
    },
    /// Audit an evening: the table's scoresheet against the rules, hand by hand, and the settlement.
    Audit(Judge),
    /// The evening as one HTML page to print or send round: the glance, the chips
    /// chart, and hand by hand the layout drawn and every ruling.
    Report {
        /// The transcript (YAML); `-` reads standard input.
        file: PathBuf,
        #[command(flatten)]
        readings: Readings,
    },
    /// The table at one point of a hand: the layout, open ends, whose turn it is,
    /// the boneyard and each player's tiles.
    Show {
        /// The transcript (YAML); `-` reads standard input.
        file: PathBuf,
        /// The hand, counted from 1.
        #[arg(long)]
        hand: usize,
        /// Show the table after this many of the hand's events (0: just after the deal); the end by default.
        #[arg(long, value_name = "K")]
        event: Option<usize>,
        #[command(flatten)]
        readings: Readings,
    },
    /// List the doubtful points: every switch, its choices and the profiles' readings.
    Rules,
    /// List the 17 games a setter may announce.
    Games,
    /// Print the transcript's JSON Schema.
    Schema,
    /// Write the transcript of a legal session played by seeded bots.
    Simulate {
        /// Players at the table, 3 to 5.
        #[arg(long)]
        players: usize,
        /// Hands to play, 1 to 1,000,000.
        #[arg(long)]
        hands: usize,
        /// The seed: the same seed gives the same transcript, byte for byte.
        #[arg(long)]
        seed: u64,
        /// The games the setter may announce, by number or name, e.g. `1,2,13`; all 17 by default.
        #[arg(long, value_name = "LIST")]
        games: Option<String>,
        /// Insert one infraction of this kind, marked `# injected:` on its line (repeatable).
        #[arg(long = "inject", value_name = "KIND", value_parser = injectable())]
        inject: Vec<String>,
    },
    /// Print a completion script for a shell, e.g. `nos completions bash > ~/.local/share/bash-completion/completions/nos`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), e.g. `nos man > nos.1; man ./nos.1`.
    Man,
}

/// What `check` reads: transcripts and the readings to judge them by.
#[derive(clap::Args)]
struct Check {
    /// The transcripts (YAML), or directories of them (every `*.yaml` and `*.yml`
    /// under each); one file alone may be `-`, standard input.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    options: JudgeOptions,
}

/// What `audit` reads: a transcript and the readings to judge it by.
#[derive(clap::Args)]
struct Judge {
    /// The transcript (YAML); `-` reads standard input.
    file: PathBuf,
    #[command(flatten)]
    options: JudgeOptions,
}

/// How `check` and `audit` judge and print.
#[derive(clap::Args)]
struct JudgeOptions {
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: FormatArg,
    #[command(flatten)]
    readings: Readings,
}

/// The readings of the doubtful points: `--rules`, `--rules-file` and `--rule`.
#[derive(clap::Args)]
struct Readings {
    /// The readings of the doubtful points: a profile (`en`, `de-1996`), optionally with
    /// overrides, e.g. `en,D3=paid`. Overrides the transcript's `session.rules`.
    #[arg(long, value_name = "PROFILE[,SWITCH=CHOICE...]")]
    rules: Option<String>,
    /// A club's house readings: a YAML file with `profile` and `switches`.
    #[arg(long, value_name = "FILE")]
    rules_file: Option<PathBuf>,
    /// Override one doubtful point, e.g. `D3=paid` or `double-after-pass=paid` (repeatable).
    #[arg(long = "rule", value_name = "SWITCH=CHOICE")]
    rule: Vec<String>,
}

impl Readings {
    /// The rules file `--rules-file` names, a file the command reads.
    fn rules_input(&self) -> Option<Input<'_>> {
        self.rules_file.as_deref().map(Input::Rules)
    }

    /// The files a command of one transcript reads: `transcript`, and the
    /// rules file if one is named.
    fn with_transcript<'a>(&'a self, transcript: &'a Path) -> Vec<Input<'a>> {
        std::iter::once(Input::Transcript(transcript))
            .chain(self.rules_input())
            .collect()
    }

    fn choice(self) -> Result<RulesChoice, String> {
        let file = self
            .rules_file
            .as_deref()
            .map(read_rules_file)
            .transpose()?;
        Ok(RulesChoice {
            spec: self.rules,
            file,
            overrides: self.rule,
        })
    }
}

/// The kinds of infraction `simulate --inject` can add, listed in `--help`.
fn injectable() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        nos_referee::simulate::INJECTABLE
            .iter()
            .map(|kind| clap::builder::PossibleValue::new(kind.code())),
    )
}

impl Judge {
    fn run(
        self,
        command: impl FnOnce(&str, &[u8], Format, &RulesChoice, Style) -> Outcome,
        style: Style,
    ) -> Outcome {
        let format = self.options.format.into();
        let (name, bytes) = match read(&self.file) {
            Ok(read) => read,
            Err(error) => return error.outcome(format, style),
        };
        match self.options.readings.choice() {
            Ok(choice) => command(&name, &bytes, format, &choice, style),
            Err(message) => Outcome::failed(&message),
        }
    }
}

/// The readings `compare` replays under: those named, or with none named, the
/// two profiles.
fn compared_readings(
    rules: Vec<String>,
    rules_file: &[PathBuf],
) -> Result<Vec<RulesChoice>, String> {
    let rules = if rules.is_empty() && rules_file.is_empty() {
        vec!["en".to_owned(), "de-1996".to_owned()]
    } else {
        rules
    };
    let mut readings: Vec<RulesChoice> = rules
        .into_iter()
        .map(|spec| RulesChoice {
            spec: Some(spec),
            ..RulesChoice::default()
        })
        .collect();
    for path in rules_file {
        readings.push(RulesChoice {
            file: Some(read_rules_file(path)?),
            ..RulesChoice::default()
        });
    }
    Ok(readings)
}

#[derive(Clone, Copy, ValueEnum)]
enum FormatArg {
    Text,
    Json,
}

impl From<FormatArg> for Format {
    fn from(format: FormatArg) -> Format {
        match format {
            FormatArg::Text => Format::Text,
            FormatArg::Json => Format::Json,
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let printed = error.print();
            return match printed {
                _ if error.use_stderr() => Status::Unusable.into(),
                Ok(()) => ExitCode::SUCCESS,
                // `--help` or `--version` into a standard output that failed.
                Err(failed) => {
                    eprint!("{}", output::stdout_failure(&failed));
                    Status::Unusable.into()
                }
            };
        }
    };
    if cli.command.transcripts().is_some_and(corpus::is_corpus) {
        return run_corpus(cli).into();
    }
    let output = cli.output.clone();
    if let Some(path) = &output {
        // Before anything is read: the report must never replace an input.
        if let Err(same) = output::refuse_an_input(path, &cli.command.inputs()) {
            let rendered =
                render_alone(&same, style_for(cli.color, std::io::stderr().is_terminal()));
            let _ = std::io::stderr().write_all(rendered.as_bytes());
            return Status::Unusable.into();
        }
    }
    // `check` and `compare` write their report as it is made, into standard
    // output or `--output`.
    let streams = matches!(cli.command, Command::Check(_) | Command::Compare { .. });
    let mut outcome = run(cli);
    if let Some(path) = output
        && !streams
    {
        output::deliver(&mut outcome, &path);
    }
    output::print(&mut outcome);
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    outcome.status.into()
}

impl Command {
    /// The transcripts named, for the commands that judge several at once.
    fn transcripts(&self) -> Option<&[PathBuf]> {
        match self {
            Command::Check(check) => Some(&check.files),
            Command::Compare { files, .. } => Some(files),
            _ => None,
        }
    }

    /// The files the command reads, which `--output` must not name.
    fn inputs(&self) -> Vec<Input<'_>> {
        match self {
            Command::Check(check) => check
                .files
                .iter()
                .map(|path| Input::Transcript(path))
                .chain(check.options.readings.rules_input())
                .collect(),
            Command::Audit(judge) => judge.options.readings.with_transcript(&judge.file),
            Command::Compare {
                files, rules_file, ..
            } => files
                .iter()
                .map(|path| Input::Transcript(path))
                .chain(rules_file.iter().map(|path| Input::Rules(path)))
                .collect(),
            Command::Rules
            | Command::Games
            | Command::Schema
            | Command::Simulate { .. }
            | Command::Completions { .. }
            | Command::Man => Vec::new(),
            Command::Report { file, readings } | Command::Show { file, readings, .. } => {
                readings.with_transcript(file)
            }
        }
    }
}

/// `check` or `compare` of several files or a directory: a line for each file
/// and the totals, to standard output or whole to `--output`.
fn run_corpus(cli: Cli) -> Status {
    let terminal = std::io::stderr().is_terminal();
    let style = style_for(cli.color, terminal);
    let failed = |text: &str| {
        let _ = std::io::stderr().write_all(text.as_bytes());
        Status::Unusable
    };
    let name = match &cli.command {
        Command::Compare { .. } => "compare",
        _ => "check",
    };
    // A usage error as clap draws its own, with the subcommand's usage line.
    let usage = |message: &str| {
        let mut nos = Cli::command();
        nos.build();
        let mut command = nos.find_subcommand_mut(name).cloned().unwrap_or(nos);
        let error = command.error(clap::error::ErrorKind::ArgumentConflict, message);
        failed(&error.render().to_string())
    };
    let (files, format, readings, rules_files, compare) = match cli.command {
        Command::Check(Check { files, options }) => {
            let format = options.format;
            let rules_files: Vec<PathBuf> = options.readings.rules_file.iter().cloned().collect();
            match options.readings.choice() {
                Ok(choice) => (files, format, vec![choice], rules_files, false),
                Err(message) => return failed(&format!("error: {message}\n")),
            }
        }
        Command::Compare {
            files,
            rules,
            rules_file,
            format,
        } => match compared_readings(rules, &rules_file) {
            Ok(readings) if readings.len() < 2 => {
                return usage(
                    "compare needs at least two readings: give each as --rules PROFILE[,SWITCH=CHOICE...] or --rules-file FILE, e.g. --rules en --rules de-1996",
                );
            }
            Ok(readings) => (files, format, readings, rules_file, true),
            Err(message) => return failed(&format!("error: {message}\n")),
        },
        _ => return usage("only check and compare judge several files"),
    };
    if files.iter().any(|file| file.as_os_str() == "-") {
        return usage(
            "standard input (`-`) is judged alone: give it as the only FILE, or save it to a file and name that",
        );
    }
    if let Err(problems) = corpus::check_readings(&readings, style) {
        return failed(&problems);
    }
    let entries = corpus::entries(&files);
    if let Some(path) = &cli.output {
        // Before anything is read: the report must never replace an input.
        let inputs: Vec<Input<'_>> = entries
            .iter()
            .filter_map(|entry| match entry {
                corpus::Entry::Transcript(path) => Some(Input::Transcript(path)),
                corpus::Entry::Failed { .. } => None,
            })
            .chain(rules_files.iter().map(|path| Input::Rules(path)))
            .collect();
        if let Err(same) = output::refuse_an_input(path, &inputs) {
            return failed(&render_alone(&same, style));
        }
    }
    let task = if compare {
        corpus::Task::Compare(&readings)
    } else {
        corpus::Task::Check(&readings[0])
    };
    let run = corpus::Run {
        task,
        format: format.into(),
        style,
        progress: terminal,
    };
    let mut stderr = std::io::stderr();
    match &cli.output {
        None => match run.judge(&entries, &mut std::io::stdout().lock(), &mut stderr) {
            Ok(status) => status,
            Err(error) => failed(&output::stdout_failure(&error)),
        },
        Some(path) => {
            match output::write_atomically_with(path, |file| run.judge(&entries, file, &mut stderr))
            {
                Ok(status) => status,
                Err(error) => failed(&format!(
                    "error: cannot write {}: {error}\n",
                    path.display()
                )),
            }
        }
    }
}

/// A diagnostic about the command line, drawn with no source behind it.
fn render_alone(diagnostic: &dyn miette::Diagnostic, style: Style) -> String {
    nos_referee::report::render(
        diagnostic,
        &nos_referee::report::Source::new("<command line>", ""),
        style,
    )
}

fn run(cli: Cli) -> Outcome {
    // A report written to a file is drawn as for a file, whatever the terminal.
    let style = style_for(
        cli.color,
        cli.output.is_none() && std::io::stdout().is_terminal(),
    );
    // Where the report goes: a generated transcript names its schema from there.
    let destination = cli
        .output
        .as_deref()
        .and_then(Path::parent)
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    match cli.command {
        Command::Check(Check { files, options }) => match files.into_iter().next() {
            Some(file) => check(Judge { file, options }, cli.output.as_deref(), style),
            None => Outcome::failed("no transcript named"),
        },
        Command::Audit(judge) => judge.run(command::audit, style),
        Command::Compare {
            files,
            rules,
            rules_file,
            format,
        } => {
            let Some(file) = files.first() else {
                return Outcome::failed("no transcript named");
            };
            match compared_readings(rules, &rules_file) {
                Ok(readings) => {
                    compare(file, &readings, format.into(), cli.output.as_deref(), style)
                }
                Err(message) => Outcome::failed(&message),
            }
        }
        Command::Rules => clean(wrapped(&nos_referee::rules::interpretation::listing())),
        Command::Games => clean(wrapped(&nos_referee::rules::game::games_list())),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "nos", &mut script);
            clean(String::from_utf8_lossy(&script).into_owned())
        }
        Command::Man => {
            let mut page = Vec::new();
            match clap_mangen::Man::new(Cli::command()).render(&mut page) {
                Ok(()) => clean(String::from_utf8_lossy(&page).into_owned()),
                Err(error) => Outcome::failed(&format!("cannot write the manual page: {error}")),
            }
        }
        Command::Report { file, readings } => {
            let (name, bytes) = match read(&file) {
                Ok(read) => read,
                Err(error) => return error.outcome(Format::Text, style),
            };
            match readings.choice() {
                Ok(choice) => command::report(&name, &bytes, &choice, style),
                Err(message) => Outcome::failed(&message),
            }
        }
        Command::Show {
            file,
            hand,
            event,
            readings,
        } => {
            let (name, bytes) = match read(&file) {
                Ok(read) => read,
                Err(error) => return error.outcome(Format::Text, style),
            };
            match readings.choice() {
                Ok(choice) => command::show(&name, &bytes, &choice, hand, event, style),
                Err(message) => Outcome::failed(&message),
            }
        }
        Command::Schema => clean(nos_referee::schema()),
        Command::Simulate {
            players,
            hands,
            seed,
            games,
            inject,
        } => {
            let mut outcome = nos_referee::simulate::command(&nos_referee::simulate::Request {
                players,
                hands,
                seed,
                games,
                inject,
                // The global `--output` writes whatever a command prints.
                output: None,
            });
            outcome.stdout = nos_referee::simulate::with_schema_from(outcome.stdout, &destination);
            outcome
        }
    }
}

/// `nos check` of one transcript, its report written hand by hand as the
/// hands are judged (see [`streamed`]). The outcome's standard output is
/// left empty.
fn check(judge: Judge, output: Option<&Path>, style: Style) -> Outcome {
    let format = judge.options.format.into();
    let choice = judge.options.readings.choice();
    streamed(&judge.file, output, |name, mapped, out| match &choice {
        Ok(choice) => command::check_mapped(name, mapped, format, choice, style, out),
        Err(message) => (Outcome::failed(message), Ok(())),
    })
}

/// `nos compare` of one transcript, its comparison written as the hands are
/// compared (see [`streamed`]).
fn compare(
    file: &Path,
    readings: &[command::RulesChoice],
    format: Format,
    output: Option<&Path>,
    style: Style,
) -> Outcome {
    streamed(file, output, |name, mapped, out| {
        command::compare_mapped(name, mapped, format, readings, style, out)
    })
}

/// `nos check` or `nos compare` of one transcript: mapped from its file
/// (standard input through a temporary copy unless it is a file), never read
/// whole, and `judge` writing its report into standard output or into a
/// temporary file that becomes the `--output` file when the run is over,
/// with a progress bar on a terminal for a long one. A transcript that cannot
/// be judged at all has its report in the outcome `judge` gives.
fn streamed(
    file: &Path,
    output: Option<&Path>,
    judge: impl FnOnce(&str, &Mapped, &mut AfterProgress<'_>) -> (Outcome, std::io::Result<()>),
) -> Outcome {
    let (name, mapped) = if file.as_os_str() == "-" {
        ("<stdin>".to_owned(), Mapped::stdin())
    } else {
        (file.display().to_string(), Mapped::open(file))
    };
    let mut mapped = match mapped {
        Ok(mapped) => mapped,
        Err(error) => return Outcome::failed(&format!("cannot read {name}: {error}")),
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
        outcome = Outcome::failed(&format!("cannot read {name}: {change}"));
    }
    if let Err(error) = written {
        destination.fail(error);
    }
    let refusal = std::mem::take(&mut outcome.stdout);
    let _ = destination.write_all(refusal.as_bytes());
    destination.finish(&mut outcome);
    outcome
}

/// How long a transcript is, at least, for `nos check` and `nos compare` to
/// show their progress through it: as long as one whose hands are read on
/// threads of their own (a club's evening, a few dozen kilobytes, is judged
/// before a bar could be read).
const PROGRESS_FROM: usize = 256 << 10;

/// A bar on standard error, when it is a terminal, showing how far the judge
/// has come through a long transcript (never drawn into a pipe or a file).
fn progress_for(mapped: &mut Mapped) -> Option<indicatif::ProgressBar> {
    let length = mapped.bytes().len();
    if length < PROGRESS_FROM || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar =
        nos_referee::report::terminal::progress_bar(length as u64, "{bytes}/{total_bytes} judged");
    mapped.show_progress(bar.clone());
    Some(bar)
}

/// The report's way out, which takes the progress bar off the terminal
/// before the report's first byte (the report is written once the whole
/// transcript is judged).
struct AfterProgress<'a> {
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
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.clear();
        self.out.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

fn clean(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        status: Status::Clean,
    }
}

/// How to draw for a stream that is a terminal or not, by `--color` and the environment.
fn style_for(choice: ColorArg, terminal: bool) -> Style {
    nos_referee::report::terminal::style(choice.into(), |name| std::env::var(name).ok(), terminal)
}

/// A listing wrapped to `COLUMNS`, else the terminal's width, else 80 columns.
fn wrapped(text: &str) -> String {
    let width = nos_referee::report::terminal::width(
        |name| std::env::var(name).ok(),
        nos_referee::report::terminal::terminal_width(),
    );
    nos_referee::report::terminal::wrap(text, width)
}

/// Why a transcript was not read.
enum ReadError {
    /// The file or standard input cannot be read.
    Failed(String),
    /// A regular file larger than a transcript may be, by its size alone.
    TooLarge { name: String, size: u64 },
}

impl ReadError {
    fn outcome(self, format: Format, style: Style) -> Outcome {
        match self {
            ReadError::Failed(message) => Outcome::failed(&message),
            ReadError::TooLarge { name, size } => command::refused(
                &name,
                nos_referee::transcript::problem::too_large(Some(size)),
                format,
                style,
            ),
        }
    }
}

/// Reads the transcript, never writing to it, and never more than one byte past
/// the largest transcript the referee reads (the rest cannot change the answer).
/// A regular file, named or redirected to standard input, that is larger than
/// that is refused by its size, unread.
fn read(file: &Path) -> Result<(String, Vec<u8>), ReadError> {
    let limit = nos_referee::transcript::problem::MAX_TRANSCRIPT_BYTES as u64;
    let mut bytes = Vec::new();
    let (name, reader): (String, Box<dyn Read>) = if file.as_os_str() == "-" {
        let stdin = std::io::stdin();
        let name = "<stdin>".to_owned();
        if let Some(size) = stdin_size().filter(|&size| size > limit) {
            return Err(ReadError::TooLarge { name, size });
        }
        (name, Box::new(stdin))
    } else {
        let name = file.display().to_string();
        let opened = std::fs::File::open(file)
            .map_err(|e| ReadError::Failed(format!("cannot read {name}: {e}")))?;
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
        .map_err(|e| ReadError::Failed(format!("cannot read {name}: {e}")))?;
    Ok((name, bytes))
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
fn read_rules_file(path: &Path) -> Result<(String, String), String> {
    let name = path.display().to_string();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_RULES_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() as u64 > MAX_RULES_FILE_BYTES {
        return Err(format!(
            "{name} holds more than the 1 MiB a rules file may: a rules file names a profile \
             and the switches it changes; check that this is the file you meant"
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))?;
    Ok((name, text))
}
