//! `nos`: the command line of the Nos referee. It parses arguments, calls the
//! library and maps the outcome to an exit code; everything else is in the library.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use nos_referee::command::{self, Format, Outcome, RulesChoice, Status};
use nos_referee::report::Style;

/// A match referee for Nos: replays a table's transcript through the rules,
/// flags every infraction and prints the corrected chip ledger.
///
/// Exit codes: 0 clean, 1 infractions found or the scoresheet (or readings) disagree,
/// 2 the input cannot be judged.
#[derive(Parser)]
#[command(name = "nos", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Write the report to FILE instead of standard output (all or nothing: a
    /// temporary file beside it, then a rename). Diagnostics still go to standard error.
    #[arg(long, global = true, value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Judge a transcript: infractions, payments and the corrected ledger.
    Check(Judge),
    /// Replay a transcript under several readings and show what each changes.
    Compare {
        /// The transcript (YAML); `-` reads standard input.
        file: PathBuf,
        /// A reading: a profile with optional overrides, e.g. `en` or `de-1996,D2=paid` (repeatable).
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
        /// Insert one infraction of this kind, e.g. `false-nos`, marked `# injected:` (repeatable).
        #[arg(long = "inject", value_name = "KIND")]
        inject: Vec<String>,
    },
}

/// What `check` and `audit` read: a transcript and the readings to judge it by.
#[derive(clap::Args)]
struct Judge {
    /// The transcript (YAML); `-` reads standard input.
    file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: FormatArg,
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

type JudgeCommand = fn(&str, &[u8], Format, &RulesChoice, Style) -> Outcome;

impl Judge {
    fn run(self, command: JudgeCommand) -> Outcome {
        let (name, bytes) = match read(&self.file) {
            Ok(read) => read,
            Err(message) => return Outcome::failed(&message),
        };
        let file = match self.rules_file.as_deref().map(read_text).transpose() {
            Ok(file) => file,
            Err(message) => return Outcome::failed(&message),
        };
        let choice = RulesChoice {
            spec: self.rules,
            file,
            overrides: self.rule,
        };
        command(&name, &bytes, self.format.into(), &choice, style())
    }
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
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::from(Status::Unusable.code())
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let output = cli.output.clone();
    let mut outcome = run(cli);
    if let Some(path) = output {
        if let Err(error) = command::write_atomically(&path, outcome.stdout.as_bytes()) {
            outcome.stderr.push_str(&format!(
                "error: cannot write {}: {error}\n",
                path.display()
            ));
            outcome.status = Status::Unusable;
        }
        outcome.stdout.clear();
    }
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    outcome.status.into()
}

fn run(cli: Cli) -> Outcome {
    match cli.command {
        Command::Check(judge) => judge.run(command::check),
        Command::Audit(judge) => judge.run(command::audit),
        Command::Compare {
            file,
            rules,
            rules_file,
            format,
        } => {
            let (name, bytes) = match read(&file) {
                Ok(read) => read,
                Err(message) => return Outcome::failed(&message),
            };
            let mut readings: Vec<RulesChoice> = rules
                .into_iter()
                .map(|spec| RulesChoice {
                    spec: Some(spec),
                    ..RulesChoice::default()
                })
                .collect();
            for path in rules_file {
                match read_text(&path) {
                    Ok(file) => readings.push(RulesChoice {
                        file: Some(file),
                        ..RulesChoice::default()
                    }),
                    Err(message) => return Outcome::failed(&message),
                }
            }
            command::compare(&name, &bytes, format.into(), &readings, style())
        }
        Command::Rules => clean(nos_referee::interpretation::listing()),
        Command::Games => clean(nos_referee::game::games_list()),
        Command::Schema => clean(nos_referee::schema()),
        Command::Simulate {
            players,
            hands,
            seed,
            games,
            inject,
        } => nos_referee::simulate::command(&nos_referee::simulate::Request {
            players,
            hands,
            seed,
            games,
            inject,
            // The global `--output` writes whatever a command prints.
            output: None,
        }),
    }
}

fn clean(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        status: Status::Clean,
    }
}

/// Colour only for a terminal, and never when `NO_COLOR` is set.
fn style() -> Style {
    if std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none() {
        Style::Colour
    } else {
        Style::Plain
    }
}

/// Reads the transcript, never writing to it, and never more than one byte past
/// the largest transcript the referee reads (the rest cannot change the answer).
fn read(file: &Path) -> Result<(String, Vec<u8>), String> {
    let limit = nos_referee::problem::MAX_TRANSCRIPT_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    if file.as_os_str() == "-" {
        std::io::stdin()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_owned(), bytes));
    }
    std::fs::File::open(file)
        .and_then(|f| f.take(limit).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Ok((file.display().to_string(), bytes))
}

fn read_text(path: &Path) -> Result<(String, String), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
    Ok((path.display().to_string(), text))
}
