//! The hands of a session, read and checked one at a time as the reader reaches them.
//!
//! Apart from the session itself because a transcript may be longer than memory
//! allows to hold whole: the session is checked once, then each hand is checked
//! on its own, in order or (with [`Apart`]) by index from another thread.

use crate::rules::seat::{BySeat, MIN_PLAYERS};
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::{Extent, HandFacts, Located, RawHand, Reader};
use crate::words;

use super::hand::check_hand;
use super::seats::check_sheet;
use super::{BrokenHand, Hand, Problems, sorted};

/// A hand as read and checked: ready to replay, or set aside with its problems.
#[derive(Clone, Debug)]
pub enum Checked {
    /// A hand that can be replayed.
    Hand(Box<Hand>),
    /// A hand that cannot be judged.
    Broken(Box<BrokenHand>),
}

impl Checked {
    /// The same hand with every span moved `bytes` further into the file.
    #[must_use]
    pub(crate) fn moved_by(mut self, bytes: usize) -> Checked {
        // Moved where it stands, in its box; a text at the start of its file
        // (nearly every one) moves nothing.
        if bytes > 0 {
            match &mut self {
                Checked::Hand(hand) => hand.move_by(bytes),
                Checked::Broken(hand) => hand.move_by(bytes),
            }
        }
        self
    }
}

/// The hands of a session, each read and checked as the reader reaches it
/// (see [`Session::open`](super::Session::open)).
pub struct SessionHands<'a> {
    pub(super) reader: Reader<'a>,
    pub(super) checker: HandChecker,
}

/// What checking a hand on its own needs of its session.
pub(super) struct HandChecker {
    pub(super) players: BySeat<String>,
    pub(super) left_after: BySeat<Option<usize>>,
}

impl HandChecker {
    /// Checks the hand at `index` (from 0), standing at `extent`, read by
    /// `read`; `facts` reads what can be read of it when it cannot be read.
    fn check(
        &self,
        index: usize,
        extent: &Extent,
        read: impl FnOnce() -> Result<Located<RawHand>, Problem>,
        facts: impl FnOnce() -> HandFacts,
    ) -> Checked {
        let players = &self.players;
        let number = index + 1;
        let present = self
            .left_after
            .map(|_, left| left.is_none_or(|after| index < after));
        let mut found = Problems::default();
        let mut span = extent.span();
        let mut scoresheet = None;
        let seated = present.values().filter(|p| **p).count();
        if seated < MIN_PLAYERS {
            found.push(
                Problem::new(
                    ProblemKind::Players,
                    span,
                    words!("problem-too-few-left", hand = number, count = seated),
                )
                .label(words!("problem-too-few-left-label"))
                .help(words!("problem-too-few-left-help")),
            );
        } else {
            match read() {
                Ok(raw) => {
                    span = raw.span;
                    match check_hand(raw.value, span, number, players, &present, &mut found) {
                        Ok(hand) => return Checked::Hand(Box::new(hand)),
                        Err(sheet) => scoresheet = sheet,
                    }
                }
                Err(problem) => {
                    // The sheet of a hand that cannot be read is still read
                    // where it can be, and what is wrong with it is said with
                    // the rest, so that one pass shows everything to mend.
                    found.push(problem);
                    scoresheet = facts()
                        .scoresheet
                        .and_then(|sheet| check_sheet(sheet, players, &present, &mut found));
                }
            }
        }
        Checked::Broken(Box::new(BrokenHand {
            number,
            span,
            problems: sorted(found.0),
            scoresheet,
            present,
        }))
    }
}

impl Iterator for SessionHands<'_> {
    type Item = Result<Checked, Problem>;

    /// The next hand, read and checked; a problem, once and last, when the
    /// text turns out not to be a transcript past the hands read so far.
    fn next(&mut self) -> Option<Self::Item> {
        let (index, extent) = match self.reader.next_hand()? {
            Ok(next) => next,
            Err(problem) => return Some(Err(problem)),
        };
        let reader = std::cell::RefCell::new(&mut self.reader);
        Some(Ok(self.checker.check(
            index,
            &extent,
            || reader.borrow_mut().hand(index, &extent),
            || reader.borrow().hand_facts(index, &extent),
        )))
    }
}

impl<'a> SessionHands<'a> {
    /// For a transcript read apart (see [`Reader`]): the reader that finds
    /// the hands, and what reads and checks each found, so that the two can
    /// go on two threads. A transcript read whole is given back as it is.
    ///
    /// # Errors
    /// The hands as they were, for a transcript read whole.
    pub fn apart(self) -> Result<(Reader<'a>, Apart<'a>), Box<SessionHands<'a>>> {
        match self.reader.source_apart() {
            Some(source) => Ok((
                self.reader,
                Apart {
                    source,
                    checker: self.checker,
                },
            )),
            None => Err(Box::new(self)),
        }
    }
}

/// Reads and checks the hands of a transcript read apart, each on its own,
/// wherever they are found (see [`SessionHands::apart`]).
pub struct Apart<'a> {
    source: &'a str,
    checker: HandChecker,
}

impl Apart<'_> {
    /// Reads and checks the hand at `index` (from 0), standing at `extent`,
    /// built from its events when they were kept.
    #[must_use]
    pub fn check(
        &self,
        index: usize,
        extent: &Extent,
        kept: Option<crate::transcript::Kept<'_>>,
    ) -> Checked {
        self.checker.check(
            index,
            extent,
            || crate::transcript::read_kept(kept, self.source, index, extent),
            || crate::transcript::read_facts(self.source, extent),
        )
    }
}
