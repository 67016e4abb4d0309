//! `nos compare` on one transcript: its hands found and read as `nos check`
//! reads them (hand by hand, on several threads when the text is long),
//! each replayed under every reading as it comes and compared at once, so
//! that a transcript of any length is compared in the same memory.

use std::io::{self, Write};

use crate::command::check::{STRETCH, THREADS_FROM, judge_hands, opened};
use crate::command::{
    Format, Outcome, ProblemsIn, RulesChoice, lines_for, problems_in, reading_for, unusable,
};
use crate::replay::{HandEntry, Judged, Referee};
use crate::report::compare::{Compared, Comparing, Writing, event_text};
use crate::report::{LazySource, Pen, Pens};
use crate::rules::interpretation::Interpretation;
use crate::transcript::Span;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::session::Checked;

/// What comparing a transcript came to: the outcome (exit code, and the
/// problems of the hands not judged for standard error), what the
/// comparison found, the readings' labels, and the output, or why the
/// comparison could not be written whole.
pub(super) struct Comparison<W> {
    pub(super) outcome: Outcome,
    pub(super) compared: Compared,
    pub(super) readings: Vec<String>,
    pub(super) written: io::Result<W>,
}

impl<W> Comparison<W> {
    /// The same comparison, its output let go once written.
    pub(super) fn let_go(self) -> Comparison<()> {
        Comparison {
            outcome: self.outcome,
            compared: self.compared,
            readings: self.readings,
            written: self.written.map(drop),
        }
    }
}

/// `nos compare`: replays a transcript under several readings, its
/// comparison in the outcome's standard output.
#[must_use]
pub fn compare(
    name: &str,
    bytes: &[u8],
    format: Format,
    readings: &[RulesChoice],
    pens: impl Into<Pens>,
) -> Outcome {
    let pen = pens.into().errors;
    let opened = opened(bytes);
    let mut report = Vec::new();
    let compared = compare_text(
        name,
        bytes,
        opened,
        &|_| {},
        readings,
        written_as(format),
        pen,
        &mut report,
    )
    .map(|comparison| (comparison.outcome, comparison.written.map(drop)));
    match compared {
        Ok((outcome, written)) => outcome.with_written(report, written, "comparison"),
        Err((problems, source)) => unusable(&problems, &source, format, pen),
    }
}

/// `nos compare` of a transcript mapped from its file, written into `out`:
/// the pages behind the hand being read are given back as it goes. The
/// outcome's standard output is left empty; one that cannot be compared at
/// all has its problems (and, in JSON, their document) in the outcome.
pub fn compare_mapped<W: Write>(
    name: &str,
    mapped: &crate::command::mapped::Mapped,
    format: Format,
    readings: &[RulesChoice],
    pens: impl Into<Pens>,
    out: W,
) -> (Outcome, io::Result<()>) {
    let pen = pens.into().errors;
    let writing = written_as(format);
    match compare_in(name, mapped, readings, writing, pen, out) {
        Ok(Comparison {
            outcome, written, ..
        }) => (outcome, written.map(drop)),
        Err((problems, source)) => (unusable(&problems, &source, format, pen), Ok(())),
    }
}

/// A transcript mapped from its file, compared as [`compare_mapped`]
/// compares it, for a line of corpus mode as well.
pub(super) fn compare_in<W: Write>(
    name: &str,
    mapped: &crate::command::mapped::Mapped,
    readings: &[RulesChoice],
    writing: Writing,
    pen: Pen,
    out: W,
) -> Result<Comparison<W>, ProblemsIn> {
    let opened = mapped.opened();
    let release = |offset| mapped.reached(offset);
    compare_text(
        name,
        mapped.bytes(),
        opened,
        &release,
        readings,
        writing,
        pen,
        out,
    )
}

/// What the comparison writes for a report in `format`.
fn written_as(format: Format) -> Writing {
    match format {
        Format::Text => Writing::Text,
        Format::Json => Writing::Json,
    }
}

/// Compares the transcript whose text (from byte `start` of `bytes`) is
/// `text`, which holds a `*` (perhaps an alias) if `star`, or gives the
/// problem that keeps `bytes` from being text: every hand replayed under
/// each of `choices` as soon as it is read, and compared; `release` told
/// each hand's offset once it is.
#[allow(clippy::too_many_arguments)]
fn compare_text<W: Write>(
    name: &str,
    bytes: &[u8],
    opened: Result<(usize, &str, bool), Problem>,
    release: &(dyn Fn(usize) + Sync),
    choices: &[RulesChoice],
    writing: Writing,
    pen: Pen,
    out: W,
) -> Result<Comparison<W>, ProblemsIn> {
    if choices.len() < 2 {
        let problem = Problem::new(
            ProblemKind::CommandLine,
            Span::default(),
            crate::words!("command-compare-two-readings"),
        )
        .help(crate::words!("command-compare-two-readings-help"));
        return Err((
            vec![problem],
            crate::report::Source::new("<command line>", ""),
        ));
    }
    let (start, text, star) = opened.map_err(|problem| problems_in(name, bytes, vec![problem]))?;
    let (session, hands) = crate::open_text_with(start, text, star)
        .map_err(|problems| problems_in(name, bytes, problems))?;
    let mut interpretations: Vec<Interpretation> = Vec::with_capacity(choices.len());
    for choice in choices {
        interpretations.push(reading_for(&session, choice, &|problems| {
            lines_for(name, bytes, problems)
        })?);
    }
    let labels: Vec<String> = interpretations.iter().map(Interpretation::label).collect();
    let readings: Vec<&Interpretation> = interpretations.iter().collect();
    let mut referees: Vec<Referee<'_>> = interpretations
        .iter()
        .map(|reading| Referee::new(&session, reading.clone()))
        .collect();
    let mut comparing = Comparing::begin(&labels, &readings, &session.players, name, writing);
    let mut judged: Vec<Judged> = Vec::with_capacity(referees.len());
    let mut judge = |checked: Checked| {
        judged.clear();
        let span = match &checked {
            Checked::Hand(hand) => {
                judged.extend(referees.iter_mut().map(|referee| referee.hand(hand, None)));
                hand.span
            }
            Checked::Broken(hand) => {
                judged.extend(
                    referees
                        .iter_mut()
                        .map(|referee| Judged::Unjudged(referee.broken(hand))),
                );
                hand.span
            }
        };
        let row: Vec<(HandEntry<'_>, &Interpretation)> = judged
            .iter()
            .zip(&readings)
            .map(|(judged, reading)| {
                let entry = match judged {
                    Judged::Hand(hand) => HandEntry::Judged(hand),
                    Judged::Unjudged(hand) => HandEntry::Unjudged(hand),
                };
                (entry, *reading)
            })
            .collect();
        comparing.hand(&row, |line| line_text(bytes, span, line));
        release(span.offset);
    };
    let alone = text.len() < THREADS_FROM;
    if let Err(problem) = judge_hands(
        hands,
        start,
        star,
        alone,
        Some(STRETCH),
        release,
        &mut judge,
    ) {
        return Err(problems_in(name, bytes, vec![problem]));
    }
    let (compared, written) = comparing.finish(out);
    let source = LazySource::new(name, bytes);
    let outcome = Outcome::report(String::new(), !compared.agrees()).with_unjudged(
        &compared.problems,
        &compared.unjudged,
        compared.hands - compared.unjudged.len(),
        &source,
        pen,
    );
    Ok(Comparison {
        outcome,
        compared,
        readings: labels,
        written,
    })
}

/// Line `line` of `bytes` (counted from 1) as the text comparison quotes an
/// event (see [`event_text`]), found from `near`, a place whose line is known:
/// a hand's events lie a few lines from its start.
fn line_text(bytes: &[u8], near: Span, line: usize) -> String {
    let from = near.offset.min(bytes.len());
    let mut start = memchr::memrchr(b'\n', &bytes[..from]).map_or(0, |i| i + 1);
    if line >= near.line {
        for _ in near.line..line {
            match memchr::memchr(b'\n', &bytes[start..]) {
                Some(i) => start += i + 1,
                None => return String::new(),
            }
        }
    } else {
        for _ in line..near.line {
            if start == 0 {
                return String::new();
            }
            start = memchr::memrchr(b'\n', &bytes[..start - 1]).map_or(0, |i| i + 1);
        }
    }
    let end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i);
    let text = String::from_utf8_lossy(&bytes[start..end]);
    event_text(text.strip_suffix('\r').unwrap_or(&text)).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::source_of;
    use crate::report::Style;

    /// `nos compare` as it was made before hands were compared one by one:
    /// the whole session read, judged whole under each reading, and the
    /// verdicts compared.
    fn whole(name: &str, bytes: &[u8], format: Format, choices: &[RulesChoice]) -> Outcome {
        let source = source_of(name, bytes);
        let session = match crate::read_bytes(bytes) {
            Ok(session) => session,
            Err(problems) => return unusable(&problems, &source, format, Style::Plain.into()),
        };
        let readings: Vec<Interpretation> = choices
            .iter()
            .map(|choice| {
                reading_for(&session, choice, &|problems| {
                    lines_for(name, bytes, problems)
                })
                .unwrap_or_else(|(problems, _)| panic!("{problems:?}"))
            })
            .collect();
        let (comparison, verdicts) = crate::report::compare::run(&session, &readings);
        let (problems, unjudged) = crate::report::compare::unjudged(&verdicts);
        let stdout = match format {
            Format::Text => crate::report::compare::text(&comparison, source.text(), name),
            Format::Json => format!("{:#}\n", crate::report::compare::json(&comparison, name)),
        };
        let judged = comparison.hands.len() - unjudged.len();
        Outcome::report(stdout, !comparison.agrees()).with_unjudged(
            &problems,
            &unjudged,
            judged,
            &source,
            Style::Plain.into(),
        )
    }

    fn choices(specs: &[&str]) -> Vec<RulesChoice> {
        specs
            .iter()
            .map(|spec| RulesChoice {
                spec: Some((*spec).to_owned()),
                ..RulesChoice::default()
            })
            .collect()
    }

    #[test]
    fn a_transcript_compared_hand_by_hand_reads_as_one_compared_whole() {
        let mut all = crate::transcript::yaml_files(&["fixtures", "tests/bad", "tests/partial"]);
        // A session with every infraction the bots commit, and one long
        // enough to be read on threads of its own, whole and with a hand
        // broken part-way.
        let mut config = crate::simulate::Config::new(4, 60, 21);
        config.inject = crate::simulate::INJECTABLE.to_vec();
        let injected = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let config = crate::simulate::Config::new(4, 300, 5);
        let long = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        assert!(long.len() > THREADS_FROM, "{} bytes", long.len());
        let hand_100 = long.match_indices("\n  - ").nth(99).expect("300 hands").0;
        let broken = format!("{}\n    : [{}", &long[..hand_100], &long[hand_100..]);
        all.push(("injected".to_owned(), injected.into_bytes()));
        all.push(("long".to_owned(), long.into_bytes()));
        all.push(("broken".to_owned(), broken.into_bytes()));
        let two = choices(&["en", "de-1996"]);
        let three = choices(&["de-1996", "en,D2=paid", "en,D7=80-instead"]);
        let mut differing = 0;
        for (name, bytes) in &all {
            // Three readings on the short ones: the long ones take time in a
            // debug build.
            let readings = if bytes.len() < THREADS_FROM {
                vec![&two, &three]
            } else {
                vec![&two]
            };
            for readings in readings {
                for format in [Format::Text, Format::Json] {
                    let streamed = compare(name, bytes, format, readings, Style::Plain);
                    assert_eq!(streamed, whole(name, bytes, format, readings), "{name}");
                    differing += usize::from(streamed.status == crate::command::Status::Findings);
                }
            }
        }
        // The readings part on some of them, so the hands' differences are
        // compared too, not only agreement.
        assert!(differing > 10, "{differing}");
    }

    #[test]
    fn an_event_is_quoted_from_its_line_found_before_or_after_a_known_one() {
        let text = b"hands:\r\n  - deal: x\n    events:\n      - {by: Anna, play: 6-6}\n      - {by: Bram, says: pass}";
        let near = Span {
            offset: 10,
            len: 1,
            line: 2,
            column: 3,
        };
        assert_eq!(line_text(text, near, 4), "{by: Anna, play: 6-6}");
        assert_eq!(line_text(text, near, 5), "{by: Bram, says: pass}");
        assert_eq!(line_text(text, near, 1), "hands:");
        assert_eq!(line_text(text, near, 2), "deal: x");
        assert_eq!(line_text(text, near, 6), "");
    }
}
