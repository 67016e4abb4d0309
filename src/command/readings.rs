//! The reading in force for a run: the profile, a house rules file and each
//! `--rule`, layered in that order, with a diagnostic for a wrong one.

use crate::command::ProblemsIn;

use crate::Session;
use crate::report::Source;
use crate::rules::interpretation::{Interpretation, Profile, Switch};
use crate::transcript::problem::{Document, Problem, ProblemKind, from_yaml_in};
use crate::transcript::{ByName, Located, Scalar, Span};

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
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRulesFile {
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
    // A file with nothing in it (empty, comments only, or an empty document
    // after `---`) changes nothing.
    let raw: RawRulesFile = serde_saphyr::from_str::<Option<RawRulesFile>>(text)
        .map_err(|e| vec![from_yaml_in(Document::RulesFile, &e, text)])?
        .unwrap_or_default();
    let profile = match &raw.profile {
        None => None,
        Some(named) => match Profile::parse(&named.value) {
            Some(profile) => Some(profile),
            None => {
                return Err(vec![
                    Problem::new(
                        ProblemKind::RulesFile,
                        named.span,
                        crate::words!("problem-rules-file-profile", profile = &named.value),
                    )
                    .label(crate::words!("problem-rules-file-profile-label"))
                    .help(crate::words!("problem-rules-file-profile-help")),
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
                Problem::new(ProblemKind::RulesFile, span, error.to_string())
                    .label(crate::words!("problem-rules-file-switch-label"))
                    .help(crate::words!("problem-rules-file-switch-help")),
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
    source: &dyn Fn(&[Problem]) -> Source,
) -> Result<Interpretation, (Vec<Problem>, Source)> {
    let layers = chosen_layers(choice)?;
    let transcript = match &session.rules {
        Some(named) => match Profile::parse(&named.value) {
            Some(profile) => Some(profile),
            None => {
                let problem = Problem::new(
                    ProblemKind::Session,
                    named.span,
                    crate::words!("problem-rules-file-profile", profile = &named.value),
                )
                .label(crate::words!("problem-rules-file-profile-label"))
                .help(crate::words!("problem-session-profile-help"));
                let source = source(std::slice::from_ref(&problem));
                return Err((vec![problem], source));
            }
        },
        None => None,
    };
    layered(layers, transcript, &choice.overrides)
}

/// The reading the command line names alone, with no transcript to name a
/// profile: what `nos simulate` has its bots play by.
///
/// # Errors
/// The problems in the rules file or on the command line.
pub fn reading_alone(choice: &RulesChoice) -> Result<Interpretation, ProblemsIn> {
    layered(chosen_layers(choice)?, None, &choice.overrides)
}

/// The base profile from `--rules`, else the rules file, else `transcript`,
/// else `en`; then the rules file's switches, the overrides in `--rules`, and
/// each `--rule`, in that order.
fn layered(
    Layers { house, spec }: Layers,
    transcript: Option<Profile>,
    overrides: &[String],
) -> Result<Interpretation, ProblemsIn> {
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
    with_rules(&mut reading, overrides)?;
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

/// The problem with what the command line asks, drawn with no source behind it.
pub(super) fn command_line(message: String) -> ProblemsIn {
    let problem = Problem::new(ProblemKind::CommandLine, Span::default(), message)
        .help(crate::words!("command-rules-help"));
    (vec![problem], Source::new("<command line>", ""))
}

/// The rules file and `--rules`, read.
pub(super) struct Layers {
    /// The rules file's.
    house: Option<HouseRules>,
    /// The reading `--rules` gives, with whether it names a profile first.
    spec: Option<(bool, Interpretation)>,
}

/// The rules file and `--rules`, read.
pub(super) fn chosen_layers(choice: &RulesChoice) -> Result<Layers, ProblemsIn> {
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
pub(super) fn with_rules(
    reading: &mut Interpretation,
    overrides: &[String],
) -> Result<(), ProblemsIn> {
    for rule in overrides {
        let Some((key, value)) = rule.split_once('=') else {
            return Err(command_line(crate::words!(
                "command-rule-not-switch-choice",
                rule = rule
            )));
        };
        reading
            .set(key, value)
            .map_err(|e| command_line(e.to_string()))?;
    }
    Ok(())
}
