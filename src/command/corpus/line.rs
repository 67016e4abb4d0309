//! A judged file's line in the corpus report, and the totals' lines, as text or JSON.
//!
//! What a line says (the status's word, the hands not judged, the readings
//! that differ) is kept apart from the running of the workers, which only
//! gathers the lines in order.

use serde_json::json;

use crate::command::{Format, Status};
use crate::replay::Verdict;
use crate::report::compare::Comparison;
use crate::report::{self, Source};
use crate::transcript::problem::Problem;

use super::{CORPUS_FORMAT, Judged, Run, Task, Totals};

impl Run<'_> {
    /// A file that cannot be judged at all: one line, and its problems drawn.
    pub(super) fn unreadable(&self, name: &str, problems: &[Problem], source: &Source) -> Judged {
        let line = match self.format {
            Format::Text => {
                let first = problems.first().map_or_else(String::new, |p| {
                    if p.span.line == 0 {
                        format!(": {}", p.message)
                    } else {
                        format!(": {} (line {})", p.message, p.span.line)
                    }
                });
                format!("{:<11} {name}{first}\n", "unreadable")
            }
            Format::Json => {
                let list: Vec<serde_json::Value> =
                    problems.iter().map(report::problem_json).collect();
                format!(
                    "{}\n",
                    json!({ "format": report::VERDICT_FORMAT, "source": name, "problems": list })
                )
            }
        };
        // A file that could not be read, or a directory without transcripts,
        // has no text to point into: its problem is said in a line or two.
        let stderr = if source.text().is_empty() {
            problems
                .iter()
                .map(|p| format!("error: {}\n  help: {}\n", p.message, p.help))
                .collect()
        } else {
            report::render_problems(problems, source, self.style)
        };
        Judged {
            line,
            stderr,
            status: Status::Unusable,
            totals: Totals {
                files: 1,
                unreadable: 1,
                ..Totals::default()
            },
        }
    }

    /// A file judged by `check`.
    pub(super) fn checked(&self, name: &str, verdict: &Verdict, source: &Source) -> Judged {
        let totals = Totals {
            files: 1,
            hands: verdict.hands.len() + verdict.unjudged.len(),
            unjudged: verdict.unjudged.len(),
            infractions: verdict.hands.iter().map(|h| h.infractions.len()).sum(),
            sheet_differences: verdict.hands.iter().map(|h| h.scoresheet.len()).sum(),
            ..Totals::default()
        };
        let status = if !verdict.complete() {
            Status::Incomplete
        } else if verdict.has_infractions() || verdict.has_sheet_differences() {
            Status::Findings
        } else {
            Status::Clean
        };
        let line = match self.format {
            Format::Text => {
                let sheet = match (totals.sheet_differences, report::scoresheet_kept(verdict)) {
                    (0, false) => "no scoresheet kept".to_owned(),
                    (0, true) => "scoresheet agrees".to_owned(),
                    (n, _) => format!("{n} scoresheet figure(s) differ"),
                };
                format!(
                    "{:<11} {name}: {} hand(s){}, {} infraction(s), {sheet}; rules {}\n",
                    word(status, "clean", "findings"),
                    totals.hands,
                    not_judged(&verdict.unjudged_numbers()),
                    totals.infractions,
                    verdict.interpretation.label()
                )
            }
            Format::Json => format!("{}\n", report::json(verdict, name)),
        };
        let stderr = if verdict.complete() {
            String::new()
        } else {
            report::render_hand_problems(
                &verdict.problems(),
                &verdict.unjudged_numbers(),
                verdict.hands.len(),
                source,
                self.style,
            )
        };
        Judged {
            line,
            stderr,
            status,
            totals,
        }
    }

    /// A file judged by `compare`: a hand not judged under several readings is
    /// counted, and its problems drawn, once.
    pub(super) fn compared(
        &self,
        name: &str,
        comparison: &Comparison,
        verdicts: &[Verdict],
        source: &Source,
    ) -> Judged {
        let (problems, unjudged) = crate::report::compare::unjudged(verdicts);
        let differing: Vec<usize> = comparison
            .hands
            .iter()
            .filter(|hand| !hand.agrees())
            .map(|hand| hand.number)
            .collect();
        let totals = Totals {
            files: 1,
            hands: comparison.hands.len(),
            unjudged: unjudged.len(),
            differing: differing.len(),
            ..Totals::default()
        };
        let status = if !unjudged.is_empty() {
            Status::Incomplete
        } else if !comparison.agrees() {
            Status::Findings
        } else {
            Status::Clean
        };
        let line = match self.format {
            Format::Text => {
                let verdicts = if differing.is_empty() {
                    "the readings agree on every hand".to_owned()
                } else {
                    format!(
                        "the readings differ on {} hand(s) ({})",
                        differing.len(),
                        hand_list(&differing)
                    )
                };
                format!(
                    "{:<11} {name}: {} hand(s){}, {verdicts}; readings {}\n",
                    word(status, "agree", "differ"),
                    totals.hands,
                    not_judged(&unjudged),
                    comparison.readings.join(" / ")
                )
            }
            Format::Json => format!("{}\n", crate::report::compare::json(comparison, name)),
        };
        let stderr = if unjudged.is_empty() {
            String::new()
        } else {
            let judged = comparison.hands.len() - unjudged.len();
            report::render_hand_problems(&problems, &unjudged, judged, source, self.style)
        };
        Judged {
            line,
            stderr,
            status,
            totals,
        }
    }

    /// The totals for people, after a blank line.
    pub(super) fn totals_text(&self, totals: &Totals) -> String {
        let found = match self.task {
            Task::Check(_) => format!(
                "{} infraction(s), {} scoresheet figure(s) differ",
                totals.infractions, totals.sheet_differences
            ),
            Task::Compare(_) => format!("the readings differ on {} hand(s)", totals.differing),
        };
        format!(
            "\ntotal: {} file(s), {} hand(s), {} not judged, {found}, {} file(s) unreadable\n",
            totals.files, totals.hands, totals.unjudged, totals.unreadable
        )
    }

    /// The totals as the last JSON line, told from the files' documents by its
    /// `format`.
    pub(super) fn totals_json(&self, totals: &Totals, status: Status) -> serde_json::Value {
        let mut line = json!({
            "format": CORPUS_FORMAT,
            "command": match self.task {
                Task::Check(_) => "check",
                Task::Compare(_) => "compare",
            },
            "files": totals.files,
            "unreadable": totals.unreadable,
            "hands": totals.hands,
            "unjudged": totals.unjudged,
        });
        let found = match self.task {
            Task::Check(_) => json!({
                "infractions": totals.infractions,
                "scoresheet_differences": totals.sheet_differences,
            }),
            Task::Compare(_) => json!({ "differing": totals.differing }),
        };
        if let (Some(line), serde_json::Value::Object(found)) = (line.as_object_mut(), found) {
            line.extend(found);
            line.insert("exit".to_owned(), status.code().into());
        }
        line
    }
}

/// The word that starts a file's line: its status, with the words for a clean
/// file and one with findings as the command says them.
fn word(status: Status, clean: &'static str, findings: &'static str) -> &'static str {
    match status {
        Status::Clean => clean,
        Status::Findings => findings,
        Status::Incomplete => "incomplete",
        Status::Unusable => "unreadable",
    }
}

/// `, 2 not judged (hand 3, 7)` for the hands not judged; nothing when all were.
fn not_judged(numbers: &[usize]) -> String {
    if numbers.is_empty() {
        String::new()
    } else {
        format!(", {} not judged ({})", numbers.len(), hand_list(numbers))
    }
}

/// Hand numbers for a line, the first five only: `hand 3, 7` or
/// `hand 1, 2, 3, 4, 5 and 6 more`.
fn hand_list(numbers: &[usize]) -> String {
    const SHOWN: usize = 5;
    let shown: Vec<String> = numbers
        .iter()
        .take(SHOWN)
        .map(ToString::to_string)
        .collect();
    let more = numbers.len().saturating_sub(SHOWN);
    if more == 0 {
        format!("hand {}", shown.join(", "))
    } else {
        format!("hand {} and {more} more", shown.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_lists_stop_after_five() {
        let cases: &[(&[usize], &str)] = &[
            (&[3], "hand 3"),
            (&[3, 7], "hand 3, 7"),
            (&[1, 2, 3, 4, 5], "hand 1, 2, 3, 4, 5"),
            (&[1, 2, 3, 4, 5, 6, 9], "hand 1, 2, 3, 4, 5 and 2 more"),
        ];
        for (numbers, expected) in cases {
            assert_eq!(hand_list(numbers), *expected);
        }
    }
}
