//! `nos`: the command line of the Nos referee. It parses arguments (defined in
//! `cli.rs`), calls the library and maps the outcome to an exit code;
//! everything else is in the library.

mod cli;
mod man;

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser};
use cli::{Check, Cli, ColorArg, Command, Judge, Readings};
use nos_referee::command::corpus;
use nos_referee::command::input::{read, read_rules_file};
use nos_referee::command::output::{self, Input};
use nos_referee::command::{self, Format, Outcome, RulesChoice, Status, streamed};
use nos_referee::lang::Lang;
use nos_referee::report::terminal;
use nos_referee::report::{Pen, Pens};

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

impl Judge {
    fn run(
        self,
        command: impl FnOnce(&str, &[u8], Format, &RulesChoice, Pens) -> Outcome,
        pens: Pens,
    ) -> Outcome {
        let format = self.options.format.into();
        let (name, bytes) = match read(&self.file) {
            Ok(read) => read,
            Err(error) => return error.outcome(format, pens.errors),
        };
        match self.options.readings.choice() {
            Ok(choice) => command(&name, &bytes, format, &choice, pens),
            Err(message) => Outcome::failed(&message),
        }
    }
}

/// The readings `compare` replays under: those named, or with none named, the
/// two profiles; each `--rule` overrides its switch in every one of them.
fn compared_readings(
    rules: Vec<String>,
    rules_file: &[PathBuf],
    overrides: &[String],
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
            overrides: overrides.to_vec(),
            ..RulesChoice::default()
        })
        .collect();
    for path in rules_file {
        readings.push(RulesChoice {
            file: Some(read_rules_file(path)?),
            overrides: overrides.to_vec(),
            ..RulesChoice::default()
        });
    }
    Ok(readings)
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
    nos_referee::lang::choose(cli.lang.map_or_else(
        || Lang::from_env(|name| std::env::var(name).ok()),
        Lang::from,
    ));
    if cli.command.transcripts().is_some_and(corpus::is_corpus) {
        return run_corpus(cli).into();
    }
    let output = cli.output.clone();
    if output.is_some() && matches!(cli.command, Command::Record { .. }) {
        let _ = writeln!(
            std::io::stderr(),
            "error: {}",
            nos_referee::words!("command-output-not-with-record")
        );
        return Status::Unusable.into();
    }
    if let Some(path) = &output {
        // Before anything is read: the report must never replace an input.
        if let Err(same) = output::refuse_an_input(path, &cli.command.inputs()) {
            let rendered = corpus::render_alone(&same, error_pen(cli.color));
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
            Command::Simulate { readings, .. } => readings.rules_input().into_iter().collect(),
            Command::Rules
            | Command::Games
            | Command::Schema
            | Command::Completions { .. }
            | Command::Man { .. } => Vec::new(),
            Command::Report { file, readings } | Command::Show { file, readings, .. } => {
                readings.with_transcript(file)
            }
            Command::Public { file } => vec![Input::Transcript(file)],
            Command::Record { file, readings } => readings.with_transcript(file),
        }
    }
}

/// `check` or `compare` of several files or a directory: a line for each file
/// and the totals, to standard output or whole to `--output`.
fn run_corpus(cli: Cli) -> Status {
    let terminal = std::io::stderr().is_terminal();
    let pen = error_pen(cli.color);
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
            rule,
            format,
        } => match compared_readings(rules, &rules_file, &rule) {
            Ok(readings) if readings.len() < 2 => {
                return usage(&nos_referee::words!("command-compare-two-readings-usage"));
            }
            Ok(readings) => (files, format, readings, rules_file, true),
            Err(message) => return failed(&format!("error: {message}\n")),
        },
        _ => return usage(&nos_referee::words!("command-several-files")),
    };
    if files.iter().any(|file| file.as_os_str() == "-") {
        return usage(&nos_referee::words!("command-stdin-alone"));
    }
    corpus::judge_all(&corpus::Request {
        files: &files,
        format: format.into(),
        readings: &readings,
        rules_files: &rules_files,
        compare,
        output: cli.output.as_deref(),
        pen,
        progress: terminal,
    })
}

fn run(cli: Cli) -> Outcome {
    let pens = pens(cli.color, cli.output.is_some());
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
            Some(file) => check(Judge { file, options }, cli.output.as_deref(), pens),
            None => Outcome::failed(&nos_referee::words!("command-no-transcript")),
        },
        Command::Audit(judge) => judge.run(command::audit, pens),
        Command::Compare {
            files,
            rules,
            rules_file,
            rule,
            format,
        } => {
            let Some(file) = files.first() else {
                return Outcome::failed(&nos_referee::words!("command-no-transcript"));
            };
            match compared_readings(rules, &rules_file, &rule) {
                Ok(readings) => {
                    compare(file, &readings, format.into(), cli.output.as_deref(), pens)
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
        Command::Man { command, dir } => man::command(command.as_deref(), dir.as_deref()),
        Command::Report { file, readings } => {
            let (name, bytes) = match read(&file) {
                Ok(read) => read,
                Err(error) => return error.outcome(Format::Text, pens.errors),
            };
            match readings.choice() {
                Ok(choice) => command::report(&name, &bytes, &choice, pens),
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
                Err(error) => return error.outcome(Format::Text, pens.errors),
            };
            match readings.choice() {
                Ok(choice) => command::show(&name, &bytes, &choice, hand, event, pens),
                Err(message) => Outcome::failed(&message),
            }
        }
        Command::Public { file } => match read(&file) {
            Ok((name, bytes)) => command::public(&name, &bytes, pens.errors),
            Err(error) => error.outcome(Format::Text, pens.errors),
        },
        Command::Record { file, readings } => match readings.choice() {
            Ok(choice) => record(&file, &choice, cli.color),
            Err(message) => Outcome::failed(&message),
        },
        Command::Schema => clean(nos_referee::schema()),
        Command::Simulate {
            players,
            hands,
            seed,
            games,
            inject,
            public,
            readings,
        } => {
            let rules = match readings.choice() {
                Ok(rules) => rules,
                Err(message) => return Outcome::failed(&message),
            };
            let mut outcome = nos_referee::simulate::command(&nos_referee::simulate::Request {
                players,
                hands,
                seed,
                games,
                inject,
                public,
                rules,
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
fn check(judge: Judge, output: Option<&Path>, pens: Pens) -> Outcome {
    let format = judge.options.format.into();
    let choice = judge.options.readings.choice();
    streamed(&judge.file, output, |name, mapped, out| match &choice {
        Ok(choice) => command::check_mapped(name, mapped, format, choice, pens, out),
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
    pens: Pens,
) -> Outcome {
    streamed(file, output, |name, mapped, out| {
        command::compare_mapped(name, mapped, format, readings, pens, out)
    })
}

/// `nos record`: the recorder in the terminal, until the scorekeeper leaves.
fn record(file: &Path, choice: &RulesChoice, color: ColorArg) -> Outcome {
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Outcome::failed(&nos_referee::words!("record-no-terminal"));
    }
    let colour = match color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            nos_referee::record::screen::colour_from(std::env::var("NO_COLOR").ok().as_deref())
        }
    };
    match nos_referee::record::screen::run(file, choice, colour) {
        Ok(()) => clean(String::new()),
        Err(message) => Outcome::failed(&message),
    }
}

fn clean(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        status: Status::Clean,
    }
}

/// How to draw on standard error: by `--color`, the environment and whether
/// standard error is itself a terminal.
fn error_pen(choice: ColorArg) -> Pen {
    terminal::pen(
        choice.into(),
        |name| std::env::var(name).ok(),
        std::io::stderr().is_terminal(),
        terminal::error_terminal_width(),
    )
}

/// How to draw the report and what is said on standard error, each by its
/// own stream. A report written to a file (`to_file`) is drawn as for a
/// file, whatever the terminal, and its lines are not wrapped.
fn pens(choice: ColorArg, to_file: bool) -> Pens {
    let var = |name: &str| std::env::var(name).ok();
    let report = if to_file {
        Pen {
            style: terminal::style(choice.into(), var, false),
            width: None,
        }
    } else {
        terminal::pen(
            choice.into(),
            var,
            std::io::stdout().is_terminal(),
            terminal::terminal_width(),
        )
    };
    Pens {
        report,
        errors: error_pen(choice),
    }
}

/// A listing wrapped to `COLUMNS`, else the terminal's width, else 80 columns.
fn wrapped(text: &str) -> String {
    let width = nos_referee::report::terminal::width(
        |name| std::env::var(name).ok(),
        nos_referee::report::terminal::terminal_width(),
    );
    nos_referee::report::terminal::wrap(text, width)
}
