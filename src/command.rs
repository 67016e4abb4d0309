//! The commands behind the `nos` binary, as functions from input to output and
//! an exit status, so that they can be tested without a process.

use std::process::ExitCode;

use crate::interpretation::{Interpretation, Profile};
use crate::problem::{Problem, ProblemKind};
use crate::report::{self, Source, Style};
use crate::transcript::Span;

/// How a run ended, as the documented exit codes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// 0: the transcript was judged and nothing is wrong.
    Clean,
    /// 1: infractions found, or the scoresheet disagrees with the rules.
    Findings,
    /// 2: the input cannot be judged (or the command line is wrong).
    Unusable,
}

impl Status {
    /// The process exit code.
    #[must_use]
    pub const fn code(self) -> u8 {
        match self {
            Status::Clean => 0,
            Status::Findings => 1,
            Status::Unusable => 2,
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

/// Output formats of `nos check`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Diagnostics and tables for people.
    Text,
    /// The `nos-verdict/1` document.
    Json,
}

/// Decodes a transcript's bytes: UTF-8, with or without a byte-order mark.
///
/// # Errors
/// A problem pointing at the first byte that is not UTF-8.
pub fn decode(bytes: &[u8]) -> Result<&str, Problem> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|error| {
        let offset = error.valid_up_to();
        let before = &bytes[..offset];
        let line = before.iter().filter(|b| **b == b'\n').count() + 1;
        let column = offset - before.iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1) + 1;
        Problem::new(
            ProblemKind::Unreadable,
            Span { offset: 0, len: 0, line, column },
            format!("the transcript is not UTF-8 text: byte {offset} (line {line}, column {column}) is not a character"),
        )
        .help("save the transcript as UTF-8 text; most editors offer it under \"Save as\" or \"Encoding\"")
    })
}

/// `nos check`: judges a transcript.
#[must_use]
pub fn check(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: Option<Profile>,
    style: Style,
) -> Outcome {
    let text = match decode(bytes) {
        Ok(text) => text,
        Err(problem) => return unusable(&[problem], &Source::new(name, ""), format, style),
    };
    let source = Source::new(name, text);
    let session = match crate::load(text) {
        Ok(session) => session,
        Err(problems) => return unusable(&problems, &source, format, style),
    };
    let profile = match (rules, &session.rules) {
        (Some(profile), _) => profile,
        (None, Some(named)) => match Profile::parse(&named.value) {
            Some(profile) => profile,
            None => {
                let problem = Problem::new(
                    ProblemKind::Session,
                    named.span,
                    format!("`{}` is not a rules profile", named.value),
                )
                .label("unknown profile")
                .help("the profiles are `en` (the default) and `de-1996`");
                return unusable(&[problem], &source, format, style);
            }
        },
        (None, None) => Profile::En,
    };
    let verdict = match crate::referee::judge(&session, Interpretation::of(profile)) {
        Ok(verdict) => verdict,
        Err(problems) => return unusable(&problems, &source, format, style),
    };
    let stdout = match format {
        Format::Text => report::text(&verdict, &source, style),
        Format::Json => format!("{:#}\n", report::json(&verdict, name)),
    };
    let status = if verdict.has_infractions() || verdict.has_sheet_differences() {
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

fn unusable(problems: &[Problem], source: &Source, format: Format, style: Style) -> Outcome {
    let stderr = report::render_problems(problems, source, style);
    let stdout = match format {
        Format::Text => String::new(),
        Format::Json => {
            let list: Vec<serde_json::Value> = problems
                .iter()
                .map(|p| {
                    serde_json::json!({
                        "code": p.code(),
                        "message": p.message,
                        "line": p.span.line,
                        "column": p.span.column,
                        "help": p.help,
                    })
                })
                .collect();
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
