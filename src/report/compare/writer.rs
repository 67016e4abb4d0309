//! A comparison made and written hand by hand: each hand compared as soon
//! as every reading has judged it and written into a spool (in memory, then
//! on disk when large), so that a transcript of any length is compared in
//! the same memory.
//!
//! The JSON document is written as it goes; the text waits for its last
//! hand, since every chip table is laid out to the widest cell of all of
//! them, and is then drawn from the hands kept in the spool.

use std::io::{self, BufRead, Write};

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::replay::HandEntry;
use crate::report::json::{member, pretty};
use crate::report::{rewound, unspool};
use crate::rules::interpretation::{Interpretation, Switch};
use crate::rules::seat::BySeat;
use crate::transcript::problem::Problem;

use super::{COMPARE_FORMAT, HandComparison, TextLayout, compare_hand, hand_json, shared_json};

/// What a comparison under way writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Writing {
    /// The comparison for people.
    Text,
    /// The `nos-compare` JSON document.
    Json,
    /// Nothing: only what it came to is kept (a file's line in corpus mode).
    Nothing,
}

/// A comparison under way. [`Comparing::begin`] opens it once the readings
/// and the players are known, [`Comparing::hand`] takes each hand in the
/// transcript's order, and [`Comparing::finish`] writes the comparison out.
pub struct Comparing<'a> {
    readings: &'a [String],
    players: &'a BySeat<String>,
    shared: Vec<(Switch, &'static str)>,
    name: &'a str,
    writing: Writing,
    layout: TextLayout<'a>,
    /// The hands as written so far, or why the spool failed.
    spool: io::Result<io::BufWriter<tempfile::SpooledTempFile>>,
    compared: Compared,
    /// Each reading's chips after the last hand (for the text).
    last: Option<Vec<BySeat<Option<i64>>>>,
}

/// What a comparison came to.
#[derive(Clone, Default, Debug)]
pub struct Compared {
    /// How many hands the transcript has.
    pub hands: usize,
    /// The hands on which the readings differ, by number.
    pub differing: Vec<usize>,
    /// The hands not judged under some reading, by number.
    pub unjudged: Vec<usize>,
    /// The hands no reading could judge, by number: left out of the comparison.
    pub skipped: Vec<usize>,
    /// Why those hands could not be judged: each problem once, in the
    /// order of the text.
    pub problems: Vec<Problem>,
}

impl Compared {
    /// Whether the readings agree on every hand.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.differing.is_empty()
    }
}

/// A hand of the text comparison, kept in the spool until the widths are known.
#[derive(Serialize, Deserialize)]
struct Kept {
    hand: HandComparison,
    /// The text of the event where the readings part.
    event: String,
}

/// How much of a comparison is kept in memory, at most; beyond it, in a
/// temporary file.
const HELD_IN_MEMORY: usize = 8 << 20;

impl<'a> Comparing<'a> {
    /// Opens the comparison of the transcript called `name` under
    /// `interpretations` (labelled `readings`), its players `players`.
    #[must_use]
    pub fn begin(
        readings: &'a [String],
        interpretations: &[&Interpretation],
        players: &'a BySeat<String>,
        name: &'a str,
        writing: Writing,
    ) -> Comparing<'a> {
        let mut spool = io::BufWriter::new(tempfile::SpooledTempFile::new(HELD_IN_MEMORY));
        let mut opened = Ok(());
        if writing == Writing::Json {
            let players: Vec<&String> = players.values().collect();
            opened = (|| {
                spool.write_all(b"{")?;
                member(&mut spool, "format", &json!(COMPARE_FORMAT), true)?;
                member(&mut spool, "source", &json!(name), false)?;
                member(&mut spool, "readings", &json!(readings), false)?;
                member(&mut spool, "players", &json!(players), false)?;
                spool.write_all(b",\n  \"hands\": [")
            })();
        }
        Comparing {
            readings,
            players,
            shared: super::shared(interpretations),
            name,
            writing,
            layout: TextLayout::new(readings, players),
            spool: opened.map(|()| spool),
            compared: Compared::default(),
            last: None,
        }
    }

    /// Takes one hand as each reading judged it (or could not), in the
    /// readings' order; `event` gives the text of a line of the hand, for
    /// the event where the readings part.
    pub fn hand(
        &mut self,
        row: &[(HandEntry<'_>, &Interpretation)],
        event: impl FnOnce(usize) -> String,
    ) {
        let hand = compare_hand(row, self.players);
        let compared = &mut self.compared;
        let first = compared.hands == 0;
        compared.hands += 1;
        if !hand.agrees() {
            compared.differing.push(hand.number);
        }
        if hand.skipped() {
            compared.skipped.push(hand.number);
        }
        let mut problems: Vec<&Problem> = Vec::new();
        for (entry, _) in row {
            if let HandEntry::Unjudged(unjudged) = entry {
                for problem in &unjudged.problems {
                    if !problems.contains(&problem) {
                        problems.push(problem);
                    }
                }
            }
        }
        if !hand.not_judged_under.is_empty() {
            compared.unjudged.push(hand.number);
        }
        compared.problems.extend(problems.into_iter().cloned());
        let written = match (&mut self.spool, self.writing) {
            (Err(_), _) | (Ok(_), Writing::Nothing) => Ok(()),
            (Ok(spool), Writing::Json) => spool
                .write_all(if first { b"\n    " } else { b",\n    " })
                .and_then(|()| pretty(spool, &hand_json(self.readings, self.players, &hand), 2)),
            (Ok(spool), Writing::Text) => {
                self.layout.fit(&hand);
                self.last = Some(hand.chips.clone());
                let event = match hand.parts_at {
                    Some(line) if line > 0 => event(line),
                    _ => String::new(),
                };
                serde_json::to_writer(&mut *spool, &Kept { hand, event })
                    .map_err(io::Error::from)
                    .and_then(|()| spool.write_all(b"\n"))
            }
        };
        if let Err(error) = written {
            self.spool = Err(error);
        }
    }

    /// Writes the whole comparison into `out`, and says what it came to.
    ///
    /// # Errors
    /// The I/O error of the spool or of `out`, with what the comparison came
    /// to all the same.
    pub fn finish<W: Write>(self, mut out: W) -> (Compared, io::Result<W>) {
        let Comparing {
            readings,
            shared,
            name,
            writing,
            layout,
            spool,
            mut compared,
            last,
            ..
        } = self;
        compared.problems.sort_by_key(|p| p.span.offset);
        let hands = compared.hands;
        let agrees = compared.agrees();
        let written = spool.and_then(|mut spool| {
            match writing {
                Writing::Nothing => return Ok(out),
                Writing::Json => {
                    spool.write_all(if hands == 0 { b"]" } else { b"\n  ]" })?;
                    member(&mut spool, "agree", &json!(agrees), false)?;
                    member(&mut spool, "shared", &shared_json(&shared), false)?;
                    spool.write_all(b"\n}\n")?;
                    unspool(spool, &mut out)?;
                }
                Writing::Text => {
                    out.write_all(layout.opening(name).as_bytes())?;
                    let mut text = String::new();
                    for line in io::BufReader::new(rewound(spool)?).lines() {
                        let kept: Kept = serde_json::from_str(&line?)?;
                        text.clear();
                        layout.hand(&mut text, &kept.hand, &kept.event);
                        out.write_all(text.as_bytes())?;
                    }
                    text.clear();
                    layout.ending(
                        &mut text,
                        last.as_deref(),
                        &compared.skipped,
                        compared.differing.len(),
                    );
                    text.push_str(&super::shared_text(&shared, readings, name));
                    out.write_all(text.as_bytes())?;
                }
            }
            out.flush()?;
            Ok(out)
        });
        (compared, written)
    }
}
