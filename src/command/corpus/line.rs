//! A judged file's line in the corpus report, and the totals' lines, as text or JSON.
//!
//! What a line says (the status's word, the hands not judged, the readings
//! that differ) is kept apart from the running of the workers, which only
//! gathers the lines in order.

use serde_json::json;

use std::io::{self, Write};

use crate::command::check::Judgement;
use crate::command::compared::Comparison;
use crate::command::{Format, Status};
use crate::report::escape::{Escaped, Sentence};
use crate::report::{self, Source};
use crate::transcript::problem::{Problem, unreadable};
use crate::words;

use super::{CORPUS_FORMAT, Judged, Line, Run, Task, Totals};

impl Run<'_> {
    /// A file that cannot be judged at all: one line, and its problems drawn.
    pub(super) fn unreadable(&self, name: &str, problems: &[Problem], source: &Source) -> Judged {
        let line = match self.format {
            Format::Text => {
                let first = problems.first().map_or_else(String::new, |p| {
                    if p.span.line == 0 {
                        format!(": {}", Sentence(&p.message))
                    } else {
                        format!(
                            ": {}",
                            words!(
                                "command-corpus-at-line",
                                message = Sentence(&p.message).to_string(),
                                line = p.span.line
                            )
                        )
                    }
                });
                format!("{:<11} {}{first}\n", word(Status::Unusable), Escaped(name))
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
                .map(|p| {
                    format!(
                        "error: {}\n  help: {}\n",
                        Sentence(&p.message),
                        Sentence(&p.help)
                    )
                })
                .collect()
        } else {
            report::render_problems(problems, source, self.style)
        };
        Judged {
            line: Line::Text(line),
            stderr,
            status: Status::Unusable,
            totals: Totals {
                files: 1,
                unreadable: 1,
                ..Totals::default()
            },
        }
    }

    /// A file whose `what` (its verdict, its comparison) could not be written
    /// into its spool (no room for temporary files): one that could not be
    /// judged, said as any other.
    fn unspooled(&self, name: &str, what: &str, error: &io::Error) -> Judged {
        let problem = unreadable(words!(
            "command-corpus-unspooled",
            name = name,
            what = what,
            error = error.to_string()
        ))
        .help(words!("command-corpus-unspooled-help"));
        self.unreadable(name, &[problem], &Source::new(name, ""))
    }

    /// A file judged by `check`: its line from the counts kept as its hands
    /// were judged, or in JSON its verdict, spooled as it was written.
    pub(super) fn checked(
        &self,
        name: &str,
        judgement: Judgement,
        spool: Option<tempfile::SpooledTempFile>,
    ) -> Judged {
        let Judgement {
            outcome,
            tally,
            label,
            written,
        } = judgement;
        if let Err(error) = written {
            return self.unspooled(name, "verdict", &error);
        }
        let totals = Totals {
            files: 1,
            hands: tally.hands(),
            unjudged: tally.unjudged.len(),
            infractions: tally.infractions,
            sheet_differences: tally.differences,
            ..Totals::default()
        };
        let status = outcome.status;
        let line = match spool {
            Some(spool) => Line::Spooled(spool),
            // What the file's own report says at its end, its hands not
            // judged listed shorter.
            None => Line::Text(format!(
                "{:<11} {}: {}\n",
                word(status),
                Escaped(name),
                words!(
                    "report-verdict",
                    hands = totals.hands,
                    unjudged = tally.unjudged.len(),
                    unjudged_list = listed(tally.unjudged.first(), tally.unjudged.len()),
                    infractions = totals.infractions,
                    possible = tally.possible,
                    differences = totals.sheet_differences,
                    sheet = if tally.sheet_kept { "kept" } else { "none" },
                    rules = label.as_str()
                )
            )),
        };
        Judged {
            line,
            stderr: outcome.stderr,
            status,
            totals,
        }
    }

    /// A file judged by `compare`: its line from what the comparison came
    /// to, or in JSON its comparison, spooled as it was written. A hand not
    /// judged under several readings is counted, and its problems drawn, once.
    pub(super) fn compared(
        &self,
        name: &str,
        line: Comparison<()>,
        spool: Option<tempfile::SpooledTempFile>,
    ) -> Judged {
        let Comparison {
            outcome,
            compared,
            readings,
            written,
        } = line;
        if let Err(error) = written {
            return self.unspooled(name, "comparison", &error);
        }
        let totals = Totals {
            files: 1,
            hands: compared.hands,
            unjudged: compared.unjudged.len(),
            differing: compared.differing.len(),
            ..Totals::default()
        };
        let status = outcome.status;
        let line = match spool {
            Some(spool) => Line::Spooled(spool),
            None => {
                let verdicts = if compared.differing.is_empty() {
                    words!("command-corpus-agree")
                } else {
                    words!(
                        "command-corpus-differ-on",
                        count = compared.differing.len(),
                        list = listed(&compared.differing, compared.differing.len())
                    )
                };
                let status_word = match status {
                    Status::Clean => words!("command-corpus-status", status = "agree"),
                    Status::Findings => words!("command-corpus-status", status = "differ"),
                    _ => word(status),
                };
                Line::Text(format!(
                    "{:<11} {}: {}\n",
                    status_word,
                    Escaped(name),
                    words!(
                        "command-corpus-compared",
                        hands = totals.hands,
                        unjudged = compared.unjudged.len(),
                        unjudged_list = listed(&compared.unjudged, compared.unjudged.len()),
                        verdicts = verdicts,
                        readings = readings.join(" / ")
                    )
                ))
            }
        };
        Judged {
            line,
            stderr: outcome.stderr,
            status,
            totals,
        }
    }

    /// The totals for people, after a blank line.
    pub(super) fn totals_text(&self, totals: &Totals) -> String {
        let found = match self.task {
            Task::Check(_) => words!(
                "command-corpus-total-check",
                infractions = totals.infractions,
                differences = totals.sheet_differences
            ),
            Task::Compare(_) => words!("command-corpus-total-compare", count = totals.differing),
        };
        format!(
            "\n{}\n",
            words!(
                "command-corpus-total",
                files = totals.files,
                hands = totals.hands,
                unjudged = totals.unjudged,
                found = found,
                unreadable = totals.unreadable
            )
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

/// The word that starts a file's line: its status, as `check` says it
/// (`compare` says a clean file and one with findings its own way).
fn word(status: Status) -> String {
    let status = match status {
        Status::Clean => "clean",
        Status::Findings => "findings",
        Status::Incomplete => "incomplete",
        Status::Unusable => "unreadable",
    };
    words!("command-corpus-status", status = status)
}

/// The first five of `count` hand numbers and how many more: `1, 2, 3, 4, 5
/// and 6 more`.
fn listed(numbers: &[usize], count: usize) -> String {
    const SHOWN: usize = 5;
    let shown: Vec<String> = numbers
        .iter()
        .take(SHOWN)
        .map(ToString::to_string)
        .collect();
    let more = count.saturating_sub(shown.len());
    if more == 0 {
        shown.join(", ")
    } else {
        let more = words!("report-and-more", more = more);
        format!("{} {more}", shown.join(", "))
    }
}

/// Writes a pretty-printed JSON document as one line, into `out` if there
/// is one: the whitespace between its tokens is left out, and the text of
/// its strings kept as it is (a JSON string holds no raw line end).
pub(super) struct OneLine<W: Write> {
    out: Option<W>,
    in_string: bool,
    escaped: bool,
}

impl<W: Write> OneLine<W> {
    pub(super) fn new(out: Option<W>) -> Self {
        OneLine {
            out,
            in_string: false,
            escaped: false,
        }
    }
}

impl<W: Write> Write for OneLine<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let Some(out) = &mut self.out else {
            return Ok(buf.len());
        };
        let mut from = 0;
        for (i, &byte) in buf.iter().enumerate() {
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                } else if byte == b'\\' {
                    self.escaped = true;
                } else if byte == b'"' {
                    self.in_string = false;
                }
            } else if byte == b'"' {
                self.in_string = true;
            } else if matches!(byte, b' ' | b'\n' | b'\r' | b'\t') {
                out.write_all(&buf[from..i])?;
                from = i + 1;
            }
        }
        out.write_all(&buf[from..])?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.as_mut().map_or(Ok(()), Write::flush)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_lists_stop_after_five() {
        let cases: &[(&[usize], &str)] = &[
            (&[3], "3"),
            (&[3, 7], "3, 7"),
            (&[1, 2, 3, 4, 5], "1, 2, 3, 4, 5"),
            (&[1, 2, 3, 4, 5, 6, 9], "1, 2, 3, 4, 5 and 2 more"),
        ];
        for (numbers, expected) in cases {
            assert_eq!(listed(numbers, numbers.len()), *expected);
        }
    }

    #[test]
    fn a_pretty_document_is_put_on_one_line_with_its_strings_as_they_are() {
        let document = json!({
            "message": "Anna says \"nos\": 3 tiles,\n\tand a \\ back\\\"slash",
            "list": [1, {"a b": " x "}, []],
            "empty": "",
            "ends": "\\",
            "after": "done"
        });
        let pretty = serde_json::to_string_pretty(&document).expect("JSON");
        // Written a byte at a time, so that a string or an escape is cut
        // between writes.
        let mut line = Vec::new();
        let mut one = OneLine::new(Some(&mut line));
        for byte in pretty.as_bytes() {
            one.write_all(std::slice::from_ref(byte))
                .expect("into memory");
        }
        assert_eq!(
            String::from_utf8(line).expect("UTF-8"),
            document.to_string()
        );
        // With nowhere to write, nothing is written, and nothing fails.
        let mut nowhere = OneLine::<&mut Vec<u8>>::new(None);
        nowhere
            .write_all(pretty.as_bytes())
            .expect("nothing to fail");
    }
}
