//! `nos public`: a transcript's public record, the text a table could have
//! written itself (see [`crate::transcript::public`]).

use super::{Format, Outcome, Status, problems_in, unusable};
use crate::report::{self, Pen};
use crate::transcript::problem::text_of;
use crate::transcript::public::public_record;

/// `nos public`: the public record of the transcript `bytes`, read from
/// `name`, as the outcome's standard output. A transcript that cannot be
/// read at all gives its problems and exit 2; a hand that cannot be read is
/// copied as written, its problems said on standard error, and the run ends
/// with exit 2.
#[must_use]
pub fn public(name: &str, bytes: &[u8], pen: impl Into<Pen>) -> Outcome {
    let pen = pen.into();
    let refused = |problems: Vec<crate::Problem>| {
        let (problems, source) = problems_in(name, bytes, problems);
        unusable(&problems, &source, Format::Text, pen)
    };
    let (start, text) = match text_of(bytes) {
        Ok(text) => text,
        Err(problem) => return refused(vec![problem]),
    };
    let record = match public_record(text) {
        Ok(record) => record,
        Err(mut problems) => {
            for problem in &mut problems {
                problem.span.offset += start;
            }
            return refused(problems);
        }
    };
    // A byte-order mark before the text stays before it.
    let mut stdout = String::with_capacity(start + record.text.len());
    stdout.push_str(&String::from_utf8_lossy(&bytes[..start]));
    stdout.push_str(&record.text);
    if record.copied.is_empty() {
        return Outcome {
            stdout,
            stderr: String::new(),
            status: Status::Clean,
        };
    }
    let mut problems = Vec::new();
    let mut copied = Vec::new();
    for hand in record.copied {
        copied.push(hand.number);
        problems.extend(hand.problems.into_iter().map(|mut problem| {
            problem.span.offset += start;
            problem
        }));
    }
    let public = record.hands - copied.len();
    let (problems, source) = problems_in(name, bytes, problems);
    Outcome {
        stdout,
        stderr: report::render_copied_hands(&problems, &copied, public, &source, pen),
        status: Status::Incomplete,
    }
}
