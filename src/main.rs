//! `nos`: the command line of the Nos referee.

use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use nos_referee::command::{self, Format, Outcome, Status};
use nos_referee::interpretation::Profile;
use nos_referee::report::Style;

/// A match referee for Nos: replays a table's transcript through the rules,
/// flags every infraction and prints the corrected chip ledger.
///
/// Exit codes: 0 clean, 1 infractions found or the scoresheet disagrees, 2 the input cannot be judged.
#[derive(Parser)]
#[command(name = "nos", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Judge a transcript: infractions, payments and the corrected ledger.
    Check {
        /// The transcript (YAML); `-` reads standard input.
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: FormatArg,
        /// Interpretation profile, overriding the transcript's `session.rules`.
        #[arg(long, value_parser = ["en", "de-1996"])]
        rules: Option<String>,
    },
    /// List the 17 games a setter may announce.
    Games,
    /// Print the transcript's JSON Schema.
    Schema,
}

#[derive(Clone, Copy, ValueEnum)]
enum FormatArg {
    Text,
    Json,
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
    let outcome = run(cli);
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    outcome.status.into()
}

fn run(cli: Cli) -> Outcome {
    match cli.command {
        Command::Check {
            file,
            format,
            rules,
        } => {
            let (name, bytes) = match read(&file) {
                Ok(read) => read,
                Err(message) => {
                    return Outcome {
                        stdout: String::new(),
                        stderr: format!("error: {message}\n"),
                        status: Status::Unusable,
                    };
                }
            };
            let format = match format {
                FormatArg::Text => Format::Text,
                FormatArg::Json => Format::Json,
            };
            let style = if std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            {
                Style::Colour
            } else {
                Style::Plain
            };
            command::check(
                &name,
                &bytes,
                format,
                rules.as_deref().and_then(Profile::parse),
                style,
            )
        }
        Command::Games => Outcome {
            stdout: nos_referee::game::listing(),
            stderr: String::new(),
            status: Status::Clean,
        },
        Command::Schema => Outcome {
            stdout: nos_referee::schema(),
            stderr: String::new(),
            status: Status::Clean,
        },
    }
}

/// Reads the transcript, never writing to it.
fn read(file: &PathBuf) -> Result<(String, Vec<u8>), String> {
    if file.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_owned(), bytes));
    }
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Ok((file.display().to_string(), bytes))
}
