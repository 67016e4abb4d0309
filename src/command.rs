//! The commands behind the `nos` binary, as functions from input to output and
//! an exit status, so that they can be tested without a process.

use std::process::ExitCode;

use crate::Session;
use crate::interpretation::{Interpretation, Profile, Switch};
use crate::problem::{Problem, ProblemKind};
use crate::report::{self, Source, Style};
use crate::transcript::{ByName, Located, Scalar, Span};

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
    /// The `nos-verdict/1` document.
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
fn reading_for(
    session: &Session,
    choice: &RulesChoice,
    source: &Source,
) -> Result<Interpretation, (Vec<Problem>, Source)> {
    let command_line = |message: String| {
        let problem = Problem::new(ProblemKind::Session, Span::default(), message)
            .help("`nos rules` lists the profiles, the switches and their choices");
        (vec![problem], Source::new("<command line>", ""))
    };
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
                return Err((vec![problem], Source::new(source.name(), source.text())));
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
    for rule in &choice.overrides {
        let Some((key, value)) = rule.split_once('=') else {
            return Err(command_line(format!("`{rule}` is not SWITCH=CHOICE")));
        };
        reading
            .set(key, value)
            .map_err(|e| command_line(e.to_string()))?;
    }
    Ok(reading)
}

/// Reads and checks a transcript's bytes. The source for diagnostics is the
/// bytes as text (invalid bytes shown as replacement characters), so that every
/// span, counted in the file's bytes, lands on its place.
fn session_of(name: &str, bytes: &[u8]) -> Result<(Session, Source), (Vec<Problem>, Source)> {
    let source = Source::new(name, &String::from_utf8_lossy(bytes));
    match crate::load_bytes(bytes) {
        Ok(session) => Ok((session, source)),
        Err(problems) => Err((problems, source)),
    }
}

/// Reads, checks and judges a transcript; an unusable one gives its outcome at once.
fn judged(
    name: &str,
    bytes: &[u8],
    format: Format,
    rules: &RulesChoice,
    style: Style,
) -> Result<(crate::referee::Verdict, Source), Outcome> {
    let (session, source) = session_of(name, bytes)
        .map_err(|(problems, source)| unusable(&problems, &source, format, style))?;
    let reading = reading_for(&session, rules, &source)
        .map_err(|(problems, source)| unusable(&problems, &source, format, style))?;
    match crate::referee::judge(&session, reading) {
        Ok(verdict) => Ok((verdict, source)),
        Err(problems) => Err(unusable(&problems, &source, format, style)),
    }
}

/// `nos check`: judges a transcript.
#[must_use]
pub fn check(
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
    let stdout = match format {
        Format::Text => report::text(&verdict, &source, style),
        Format::Json => format!("{:#}\n", report::json(&verdict, name)),
    };
    Outcome::report(
        stdout,
        verdict.has_infractions() || verdict.has_sheet_differences(),
    )
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
        match reading_for(&session, choice, &source) {
            Ok(reading) => resolved.push(reading),
            Err((problems, source)) => return unusable(&problems, &source, format, style),
        }
    }
    let comparison = match crate::compare::run(&session, &resolved) {
        Ok(comparison) => comparison,
        Err(problems) => return unusable(&problems, &source, format, style),
    };
    let stdout = match format {
        Format::Text => crate::compare::text(&comparison, source.text(), name),
        Format::Json => format!("{:#}\n", crate::compare::json(&comparison, name)),
    };
    Outcome::report(stdout, !comparison.agrees())
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
    let (verdict, _) = match judged(name, bytes, format, rules, style) {
        Ok(judged) => judged,
        Err(outcome) => return outcome,
    };
    let differences = crate::audit::differences(&verdict);
    let settlement = crate::audit::settlement(&verdict);
    let stdout = match format {
        Format::Text => crate::audit::text(&verdict, &differences, &settlement),
        Format::Json => format!(
            "{:#}\n",
            crate::audit::json(&verdict, &differences, &settlement, name)
        ),
    };
    Outcome::report(stdout, !differences.is_empty())
}

/// Writes `contents` to `path` so that readers see the old file or the whole new
/// one, never a part: a temporary file beside it, then a rename.
///
/// # Errors
/// The I/O error; the temporary file is removed and `path` is left as it was.
pub fn write_atomically(path: &std::path::Path, contents: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let file_name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("output");
    let temporary = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(contents)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}
