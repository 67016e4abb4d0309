//! `nos simulate`: its request, and the transcript it writes.
//!
//! The command's side of the simulator (the request, the schema line, where
//! the output goes) stands apart from the bots, which know nothing of files.

use std::path::PathBuf;

use crate::command::{Outcome, RulesChoice, Status, reading_alone};
use crate::report::{Style, render};

use super::{Config, parse_games, parse_kind, simulate};

/// `nos simulate`'s command line, read.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// `--players`.
    pub players: usize,
    /// `--hands`.
    pub hands: usize,
    /// `--seed`; without one a seed is picked and said on standard error, so
    /// that the session can be played again.
    pub seed: Option<u64>,
    /// `--games LIST`.
    pub games: Option<String>,
    /// `--inject KIND`, repeatable.
    pub inject: Vec<String>,
    /// `--public`: the session's public record rather than its full transcript.
    pub public: bool,
    /// `--rules`, `--rules-file` and `--rule`: the reading the bots play and
    /// keep the scoresheet by, as `nos check` takes it.
    pub rules: RulesChoice,
    /// `--output FILE`.
    pub output: Option<PathBuf>,
}

/// A seed for a run that names none: from the process's own random state
/// (seeded by the operating system) and the clock, kept to ten digits or
/// fewer so that it is easily typed again.
#[must_use]
pub fn pick_seed() -> u64 {
    use std::hash::BuildHasher;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::collections::hash_map::RandomState::new().hash_one(now) % 10_000_000_000
}

/// The schema line a generated transcript starts with, naming the schema from
/// the repository's `fixtures/` (as the fixtures do).
pub const SCHEMA_LINE: &str = "# yaml-language-server: $schema=../schemas/transcript.schema.json\n";

/// `text`, a generated transcript, with its schema line naming the schema from
/// `dir`, where the transcript is written: a relative path to the schema this
/// referee was built with, or its full path where no relative one exists. The
/// text is returned as it was when the schema is not found where it was built.
#[must_use]
pub fn with_schema_from(text: String, dir: &std::path::Path) -> String {
    let schema = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("schemas")
        .join("transcript.schema.json");
    let (Ok(schema), Ok(dir), Some(rest)) = (
        std::fs::canonicalize(schema),
        std::fs::canonicalize(dir),
        text.strip_prefix(SCHEMA_LINE),
    ) else {
        return text;
    };
    let shared = schema
        .components()
        .zip(dir.components())
        .take_while(|(a, b)| a == b)
        .count();
    let mut relative = std::path::PathBuf::new();
    for _ in dir.components().skip(shared) {
        relative.push("..");
    }
    relative.extend(schema.components().skip(shared));
    // Only the root in common: the full path reads better than a climb to it.
    let reference = if shared <= 1 { schema } else { relative };
    format!(
        "# yaml-language-server: $schema={}\n{rest}",
        reference.display()
    )
}

/// `nos simulate`: the transcript (or with `--public` its public record) to
/// standard output, or written atomically to a file. The seed picked for a run that names none is said on standard error.
#[must_use]
pub fn command(request: &Request) -> Outcome {
    let failed = |message: String| Outcome::failed(&message);
    let rules = match reading_alone(&request.rules) {
        Ok(rules) => rules,
        Err((problems, source)) => {
            let mut stderr = String::new();
            for problem in &problems {
                stderr.push_str(&render(problem, &source, Style::Plain));
                stderr.push('\n');
            }
            stderr.push_str("Nothing was simulated: the reading asked for cannot be read.\n");
            return Outcome {
                stdout: String::new(),
                stderr,
                status: Status::Unusable,
            };
        }
    };
    let (seed, picked) = match request.seed {
        Some(seed) => (seed, String::new()),
        None => {
            let seed = pick_seed();
            (
                seed,
                format!("seed {seed} (give `--seed {seed}` to play the same session again)\n"),
            )
        }
    };
    let mut config = Config::new(request.players, request.hands, seed);
    config.rules = rules;
    if let Some(list) = &request.games {
        match parse_games(list) {
            Ok(games) => config.games = games,
            Err(error) => return failed(error.to_string()),
        }
    }
    for code in &request.inject {
        match parse_kind(code) {
            Ok(kind) => config.inject.push(kind),
            Err(error) => return failed(error.to_string()),
        }
    }
    let simulation = match simulate(&config) {
        Ok(simulation) => simulation,
        Err(error) => return failed(error.to_string()),
    };
    let text = if request.public {
        match crate::transcript::public::public_record(&simulation.text) {
            Ok(record) if record.copied.is_empty() => record.text,
            // The bots' transcript reads back whole: a hand that does not is
            // the simulator's mistake, said rather than written half public.
            _ => return failed("the simulated session's public record cannot be made".to_owned()),
        }
    } else {
        simulation.text
    };
    let (stdout, stderr) = match &request.output {
        None => (text, picked),
        Some(path) => match crate::command::output::write_atomically(path, text.as_bytes()) {
            Ok(()) => (String::new(), picked),
            Err(error) => return failed(format!("cannot write {}: {error}", path.display())),
        },
    };
    Outcome {
        stdout,
        stderr,
        status: Status::Clean,
    }
}
