//! The recording: the session and the hands typed so far, the hand being
//! played judged after every entry by the replay `nos check` uses.
//!
//! The recording is its transcript's text: the part before the hand being
//! played as it was written (or read back from a file), and that hand's
//! entries, written out as a transcript writes them. Each entry is judged by
//! reading that text as `nos check` reads it and replaying it; an entry that
//! would leave the hand unreadable, or that the replay cannot go past (a pass
//! out of turn, a tile that fits two ways with no place said), is not taken,
//! and the reader's or the replay's own words say why. Anything the replay
//! can judge is taken, infraction or not: the table's mistakes are the
//! verdict's, not the recorder's.
//!
//! A hand that is not over cannot be judged whole: what its events have
//! charged and paid so far, and what the table still owes after them, are
//! the replay's hand so far ([`SoFar`]), taken after the last event typed.

use std::fmt;

use crate::command::{RulesChoice, reading_for};
use crate::replay::ledger::Payment;
use crate::replay::{Infraction, Phase, Position, Possible, SoFar, Verdict, judge_so_far};
use crate::report::Source;
use crate::rules::interpretation::Interpretation;
use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::TileSet;
use crate::transcript::problem::{Problem, ProblemKind};

use super::complete::Place;
use super::owed::held_for_certain;

use super::line::{self, Act, Context, Entry, LineError};
use super::written::{hand_text, yaml_name};

/// A new session, as the scorekeeper gives it before the first hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Started {
    /// The players in seating order, clockwise.
    pub players: Vec<String>,
    /// Starting chips each; the transcript's default when none.
    pub chips: Option<i64>,
    /// The rules profile (`en`, `de-1996`); the default when none.
    pub rules: Option<String>,
    /// The club.
    pub club: Option<String>,
    /// The date.
    pub date: Option<String>,
}

/// Why an entry, or the recording, was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The line could not be read.
    Line(LineError),
    /// The transcript would not read, or the replay could not go past the
    /// entry: the problem in the reader's or the replay's words.
    Refused {
        /// What is wrong.
        message: String,
        /// What to do about it.
        help: String,
    },
    /// A tile typed without its place that fits more than one open end with
    /// different consequences: the scorekeeper says which.
    WhichPlace {
        /// Who plays it.
        player: Seat,
        /// The tile as typed.
        tile: line::Typed,
        /// The open ends it could go to.
        places: Vec<Place>,
    },
    /// A deal typed after the hand's first event.
    DealAfterEvents,
    /// A second entry of a kind a player has one of a hand.
    Twice {
        /// Whose.
        player: String,
        /// Which entry.
        what: Once,
    },
    /// The tiles shown or counted before the hand is over.
    NotOverYet,
    /// An event after the hand is over.
    Over,
    /// Nothing typed in this hand to undo.
    NothingToUndo,
    /// The hand ended before it is over: the reader's problem with it.
    NotOver(String),
    /// A file the recording cannot go on from, said in full.
    Unusable(String),
}

/// An entry a player has once a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Once {
    /// His deal.
    Deal,
    /// His count.
    Count,
}

impl From<LineError> for RecordError {
    fn from(error: LineError) -> RecordError {
        RecordError::Line(error)
    }
}

impl std::error::Error for RecordError {}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Line(error) => error.fmt(f),
            RecordError::Refused { message, help } if help.is_empty() => f.write_str(message),
            RecordError::Refused { message, help } => write!(f, "{message} ({help})"),
            RecordError::WhichPlace { tile, places, .. } => crate::say!(
                f,
                "record-error-which-place",
                tile = tile_words(*tile),
                places = places_words(places)
            ),
            RecordError::DealAfterEvents => crate::say!(f, "record-error-deal-after-events"),
            RecordError::Twice {
                player,
                what: Once::Deal,
            } => crate::say!(f, "record-error-deal-twice", player = player),
            RecordError::Twice {
                player,
                what: Once::Count,
            } => crate::say!(f, "record-error-count-twice", player = player),
            RecordError::NotOverYet => crate::say!(f, "record-error-not-over-yet"),
            RecordError::Over => crate::say!(f, "record-error-over"),
            RecordError::NothingToUndo => crate::say!(f, "record-error-nothing-to-undo"),
            RecordError::NotOver(why) => crate::say!(f, "record-error-not-over", why = why),
            RecordError::Unusable(said) => f.write_str(said),
        }
    }
}

/// A tile as the screen writes it: `[4-5]`.
pub(super) fn tile_words(tile: line::Typed) -> String {
    format!("[{}-{}]", tile.0, tile.1)
}

/// Open ends as the screen lists them: `west (open 4) or east (open 5)`.
pub(super) fn places_words(places: &[Place]) -> String {
    let words: Vec<String> = places
        .iter()
        .map(|place| {
            crate::words!(
                "finding-open-end",
                arm = crate::words!("show-arm", arm = place.arm.word()),
                open = place.open
            )
        })
        .collect();
    super::mistake::or_list(&words)
}

/// A problem of the reader's with the line it is on, after a colon, or
/// nothing: what follows "the transcript cannot be read".
pub(super) fn why_at(problem: Option<&Problem>) -> String {
    problem.map_or_else(String::new, |p| {
        format!(
            ": {}",
            crate::words!(
                "record-problem-at",
                problem = &p.message,
                line = p.span.line
            )
        )
    })
}

impl RecordError {
    fn refused(problem: &Problem) -> RecordError {
        RecordError::Refused {
            message: problem.message.clone(),
            help: problem.help.clone(),
        }
    }
}

/// What the replay found in the hand so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The infractions charged at the events typed, in order.
    pub infractions: Vec<Infraction>,
    /// The infractions that hold in some ways the unseen tiles could lie.
    pub possible: Vec<Possible>,
    /// Where the last event typed starts in the text: findings from there
    /// on are the last event's.
    pub last_event: usize,
    /// Whether the replay reached the last event typed, so that the
    /// findings are those of the events typed (not so before the first
    /// entry, nor in a first hand redealt for want of a double).
    pub known: bool,
}

impl Shown {
    /// The infractions of the last event typed.
    pub fn last_infractions(&self) -> impl Iterator<Item = &Infraction> {
        self.infractions
            .iter()
            .filter(|i| i.span.offset >= self.last_event)
    }

    /// The possible infractions of the last event typed.
    pub fn last_possible(&self) -> impl Iterator<Item = &Possible> {
        self.possible
            .iter()
            .filter(|p| p.infraction.span.offset >= self.last_event)
    }
}

/// The replay's view of the text as it stands.
#[derive(Clone, Debug)]
pub(super) struct Judgement {
    verdict: Verdict,
    /// The hand so far, after the last event typed.
    pub(super) so_far: Option<SoFar>,
    shown: Shown,
    /// Why the replay cannot go past the hand's events as they stand.
    stopped: Option<Problem>,
    /// The tiles the record places with the player in turn after the last
    /// event: all he holds where every tile is seen, else those that are
    /// his in every way the unseen tiles could lie.
    pub(super) held_for_certain: TileSet,
}

/// A session being recorded.
#[derive(Clone, Debug)]
pub struct Recording {
    players: BySeat<String>,
    chips: i64,
    rules: Interpretation,
    /// The text before the hand being played: the session and every hand
    /// ended, ending in a line break.
    head: String,
    /// Whether the head holds no hand yet (it ends with `hands:`).
    no_hands: bool,
    /// The indentation of a hand's item in the list of hands.
    indent: String,
    /// The hand being played, counted from 1.
    number: usize,
    /// Its entries, in the order typed.
    entries: Vec<Entry>,
    pub(super) judged: Judgement,
}

impl Recording {
    /// A new session, before its first hand.
    ///
    /// # Errors
    /// The session's problems in the reader's words (too few players, a
    /// name twice, an unknown profile).
    pub fn start(started: &Started) -> Result<Recording, RecordError> {
        Recording::start_under(started, &RulesChoice::default())
    }

    /// A new session, judged under `choice` (`--rules`, `--rule`,
    /// `--rules-file`) over the profile the session names, as `nos check`
    /// judges it with the same choice.
    ///
    /// # Errors
    /// As [`Recording::start`], and the problems of `choice`.
    pub fn start_under(started: &Started, choice: &RulesChoice) -> Result<Recording, RecordError> {
        let mut head = String::from("session:\n");
        if let Some(club) = &started.club {
            head.push_str(&format!("  club: {}\n", yaml_name(club)));
        }
        if let Some(date) = &started.date {
            head.push_str(&format!("  date: {}\n", yaml_name(date)));
        }
        let names: Vec<String> = started.players.iter().map(|n| yaml_name(n)).collect();
        head.push_str(&format!("  players: [{}]\n", names.join(", ")));
        if let Some(chips) = started.chips {
            head.push_str(&format!("  chips: {chips}\n"));
        }
        if let Some(rules) = &started.rules {
            head.push_str(&format!("  rules: {}\n", yaml_name(rules)));
        }
        head.push_str("hands:\n");
        Recording::from_head(head, true, "  ".to_owned(), 1, Vec::new(), choice)
    }

    pub(super) fn from_head(
        head: String,
        no_hands: bool,
        indent: String,
        number: usize,
        entries: Vec<Entry>,
        choice: &RulesChoice,
    ) -> Result<Recording, RecordError> {
        let text = compose(&head, no_hands, &indent, "");
        let session = crate::read(&text).map_err(|problems| unusable(&problems))?;
        let rules = reading_for(&session, choice, &|_| Source::new("<recording>", ""))
            .map_err(|(problems, _source)| unusable(&problems))?;
        let mut recording = Recording {
            players: session.players.clone(),
            chips: session.chips,
            rules: rules.clone(),
            head,
            no_hands,
            indent,
            number,
            entries: Vec::new(),
            judged: Judgement {
                verdict: crate::replay::judge_all(&session, rules),
                so_far: None,
                shown: Shown::default(),
                stopped: None,
                held_for_certain: TileSet::EMPTY,
            },
        };
        recording.judged = recording.judge(&entries)?;
        recording.entries = entries;
        Ok(recording)
    }

    /// The transcript as it stands: what the file holds.
    #[must_use]
    pub fn text(&self) -> String {
        compose(
            &self.head,
            self.no_hands,
            &self.indent,
            &hand_text(&self.players, &self.indent, &self.entries, &[], None),
        )
    }

    /// The players, in seating order.
    #[must_use]
    pub fn players(&self) -> &BySeat<String> {
        &self.players
    }

    /// The readings the session is judged by.
    #[must_use]
    pub fn rules(&self) -> Interpretation {
        self.rules.clone()
    }

    /// The hand being played, counted from 1.
    #[must_use]
    pub fn hand_number(&self) -> usize {
        self.number
    }

    /// The entries typed in the hand being played.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Who is to act, for a line that leaves the player out.
    #[must_use]
    pub fn context(&self) -> Context {
        let events = self.entries.iter().filter_map(|entry| match entry {
            Entry::Event(seat, act) => Some((*seat, act)),
            _ => None,
        });
        let last = events.clone().next_back();
        let last_play = last.and_then(|(seat, act)| match act {
            Act::Play { tile, .. } => Some((seat, *tile)),
            _ => None,
        });
        let turn = self.position().and_then(|p| match p.phase {
            Phase::Opening | Phase::Turns => Some(p.turn),
            Phase::BlockDraw(drawer) => Some(drawer),
            _ => None,
        });
        Context {
            turn,
            last: last.map(|(seat, _)| seat),
            last_play,
        }
    }

    /// The table after the last event typed: the layout, whose turn it is,
    /// the hands and the boneyard (none before the hand's first entry).
    /// In a hand whose tiles are not all seen, the tiles in each hand are
    /// one way they could lie: their numbers are the table's, the tiles not.
    #[must_use]
    pub fn position(&self) -> Option<&Position> {
        self.judged.so_far.as_ref().map(|so_far| &so_far.position)
    }

    /// The layout as `nos show` draws it, once there is one.
    #[must_use]
    pub fn layout_text(&self) -> Option<String> {
        let layout = self.position()?.layout.as_ref()?;
        Some(crate::report::show::layout_text(layout))
    }

    /// The open ends as `nos show` lists them, once there is a layout.
    #[must_use]
    pub fn open_ends(&self) -> Option<String> {
        let layout = self.position()?.layout.as_ref()?;
        Some(crate::report::show::open_ends(layout))
    }

    /// How many tiles are left to draw.
    #[must_use]
    pub fn boneyard(&self) -> Option<usize> {
        self.position().map(|p| p.boneyard.len())
    }

    /// How many tiles each player holds.
    #[must_use]
    pub fn tile_counts(&self) -> Option<BySeat<usize>> {
        self.position().map(|p| p.hands.map(|_, tiles| tiles.len()))
    }

    /// Whether the hand being played is over by the rules: one player
    /// left, a block and its draw done, every player passed. A hand the
    /// replay can judge as it stands may still go on (the draw after a
    /// block, owed), and is not over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.hand_verdict().is_some()
            && self
                .position()
                .is_some_and(|p| matches!(p.phase, Phase::Over(_)))
    }

    /// Whether the hand can be ended: the replay judges it as it stands.
    #[must_use]
    pub fn can_end(&self) -> bool {
        self.hand_verdict().is_some()
    }

    /// The verdict of the hand being played, were it to end here: once the
    /// replay can judge it.
    #[must_use]
    pub fn hand_verdict(&self) -> Option<&crate::replay::HandVerdict> {
        self.judged
            .verdict
            .hands
            .iter()
            .find(|hand| hand.number == self.number)
    }

    /// Why the replay cannot go past the hand's events as they stand: an
    /// event it cannot replay (a pass out of turn, a takeback of another
    /// tile), which a later event may explain or an undo take away.
    #[must_use]
    pub fn stopped(&self) -> Option<&Problem> {
        self.judged.stopped.as_ref()
    }

    /// What the replay found in the hand so far.
    #[must_use]
    pub fn findings(&self) -> &Shown {
        &self.judged.shown
    }

    /// The verdict of the whole session as it stands.
    #[must_use]
    pub fn verdict(&self) -> &Verdict {
        &self.judged.verdict
    }

    /// Each player's chips before the hand being played, where known.
    #[must_use]
    pub fn chips(&self) -> BySeat<Option<i64>> {
        self.judged
            .verdict
            .entries()
            .filter(|entry| entry.number() < self.number)
            .last()
            .map_or_else(
                || BySeat::filled(self.players.len(), Some(self.chips)),
                |entry| entry.chips().clone(),
            )
    }

    /// What the events typed in the hand being played have paid so far, in
    /// order (the count comes with the hand's end).
    #[must_use]
    pub fn paid_so_far(&self) -> &[Payment] {
        self.judged
            .so_far
            .as_ref()
            .map_or(&[], |so_far| so_far.payments.as_slice())
    }

    /// Each player's chips as they stand after the last event typed: those
    /// before the hand and what its events have paid so far; where known.
    #[must_use]
    pub fn running_chips(&self) -> BySeat<Option<i64>> {
        let before = self.chips();
        match &self.judged.so_far {
            Some(so_far) => before.map(|seat, chips| chips.map(|c| c + so_far.net[seat])),
            None => before,
        }
    }

    /// Reads a typed line and takes its entry.
    ///
    /// # Errors
    /// The line's mistake, or why its entry was not taken.
    pub fn type_line(&mut self, typed: &str) -> Result<(), RecordError> {
        let entry = line::parse(typed, &self.players, &self.context())?;
        self.take(entry)
    }

    /// Appends an entry to the hand being played and judges the hand.
    ///
    /// # Errors
    /// Why it was not taken; the recording is then as it was.
    pub fn take(&mut self, entry: Entry) -> Result<(), RecordError> {
        let over = self.is_over();
        let twice = |what: Once, seat: Seat| RecordError::Twice {
            player: self.players[seat].clone(),
            what,
        };
        match &entry {
            Entry::Deal(seat, _) => {
                if self.entries.iter().any(|e| matches!(e, Entry::Event(..))) {
                    return Err(RecordError::DealAfterEvents);
                }
                if self
                    .entries
                    .iter()
                    .any(|e| matches!(e, Entry::Deal(s, _) if s == seat))
                {
                    return Err(twice(Once::Deal, *seat));
                }
            }
            Entry::Shown(seat, _) | Entry::Count(seat, _) => {
                if !over {
                    return Err(RecordError::NotOverYet);
                }
                let typed = self
                    .entries
                    .iter()
                    .any(|e| matches!(e, Entry::Shown(s, _) | Entry::Count(s, _) if s == seat));
                if typed {
                    return Err(twice(Once::Count, *seat));
                }
            }
            Entry::Event(seat, act) => {
                // Whether an event may follow the end (a claim, a block
                // after the last tile, play going on after a wrong block) is
                // the replay's to say; once the tiles are counted, nothing is.
                let counted = self
                    .entries
                    .iter()
                    .any(|e| matches!(e, Entry::Shown(..) | Entry::Count(..)));
                if counted {
                    return Err(RecordError::Over);
                }
                // A tile that fits two ends: the scorekeeper is asked which.
                if let Act::Play { tile, at: None } = act {
                    let places = self.places_to_ask(*seat, *tile);
                    if !places.is_empty() {
                        return Err(RecordError::WhichPlace {
                            player: *seat,
                            tile: *tile,
                            places,
                        });
                    }
                }
            }
        }
        let mut entries = self.entries.clone();
        entries.push(entry);
        let judged = self.judge(&entries)?;
        self.entries = entries;
        self.judged = judged;
        Ok(())
    }

    /// Removes the last entry of the hand being played: a slip of the
    /// scorekeeper's, not a takeback.
    ///
    /// # Errors
    /// [`RecordError::NothingToUndo`] when the hand has no entry.
    pub fn undo(&mut self) -> Result<Entry, RecordError> {
        let mut entries = self.entries.clone();
        let entry = entries.pop().ok_or(RecordError::NothingToUndo)?;
        let judged = self.judge(&entries)?;
        self.entries = entries;
        self.judged = judged;
        Ok(entry)
    }

    /// Ends the hand being played with the figures the table wrote on its
    /// scoresheet (none, some or all players'), and starts the next.
    ///
    /// # Errors
    /// [`RecordError::NotOver`] when the rules do not have the hand over;
    /// a scoresheet the reader refuses.
    pub fn end_hand(&mut self, sheet: &[(Seat, i64)]) -> Result<(), RecordError> {
        if !self.can_end() {
            let why = self
                .judged
                .verdict
                .unjudged
                .iter()
                .find(|u| u.number == self.number)
                .and_then(|u| u.problems.first())
                .map_or_else(String::new, |p| p.message.clone());
            return Err(RecordError::NotOver(why));
        }
        let hand = hand_text(&self.players, &self.indent, &self.entries, &[], Some(sheet));
        let mut head = self.head.clone();
        head.push_str(&hand);
        // The hand as written must read: a scoresheet that leaves a player
        // out does not, and is refused rather than written.
        let ended = compose(&head, false, &self.indent, "");
        if let Ok(session) = crate::read(&ended)
            && let Some(broken) = session.broken.iter().find(|b| b.number == self.number)
            && let Some(problem) = broken.problems.first()
        {
            return Err(RecordError::refused(problem));
        }
        let mut next = self.clone();
        next.head = head;
        next.no_hands = false;
        next.number += 1;
        next.entries.clear();
        next.judged = next.judge(&[])?;
        *self = next;
        Ok(())
    }

    /// Judges the text with `entries` as the hand being played.
    fn judge(&self, entries: &[Entry]) -> Result<Judgement, RecordError> {
        let hand = hand_text(&self.players, &self.indent, entries, &[], None);
        let text = compose(&self.head, self.no_hands, &self.indent, &hand);
        let session = crate::read(&text).map_err(|problems| unusable(&problems))?;
        if let Some(broken) = session.broken.iter().find(|b| b.number == self.number)
            && let Some(problem) = broken.problems.first()
        {
            return Err(RecordError::refused(problem));
        }
        let events = entries
            .iter()
            .filter(|e| matches!(e, Entry::Event(..)))
            .count();
        let (verdict, so_far) = judge_so_far(&session, self.rules.clone(), self.number, events);
        let mut shown = Shown {
            last_event: self.head.len() + last_event_offset(&hand),
            ..Shown::default()
        };
        // Where a tile went is the scorekeeper's to say before the entry is
        // taken; anything else the replay cannot go past is what the table
        // did, taken and shown (play going on after a block, say, shows
        // only later that the block was wrong).
        let mut stopped = None;
        if let Some(unjudged) = verdict.unjudged.iter().find(|u| u.number == self.number) {
            for problem in &unjudged.problems {
                if matches!(
                    problem.kind,
                    ProblemKind::AmbiguousPlacement | ProblemKind::NoSuchPlace
                ) {
                    return Err(RecordError::refused(problem));
                }
                if stopped.is_none() && !problem.unfinished {
                    stopped = Some(problem.clone());
                }
            }
        }
        let judged = verdict.hands.iter().find(|h| h.number == self.number);
        match (&so_far, judged) {
            // Over: the hand's verdict says it all, the end's findings too.
            (Some(so_far), Some(judged)) if matches!(so_far.position.phase, Phase::Over(_)) => {
                shown.infractions = judged.infractions.clone();
                shown.possible = judged.possible.clone();
                shown.known = true;
            }
            (Some(so_far), _) => {
                shown.infractions = so_far.infractions.clone();
                shown.possible = so_far.possible.clone();
                shown.known = true;
            }
            (None, _) => {}
        }
        let held_for_certain = so_far.as_ref().map_or(TileSet::EMPTY, |so_far| {
            let checked = session.hands.iter().find(|h| h.number == self.number);
            held_for_certain(&so_far.position, checked.and_then(|h| h.worlds.as_deref()))
        });
        Ok(Judgement {
            verdict,
            so_far,
            shown,
            stopped,
            held_for_certain,
        })
    }
}

/// The whole text: the head, and the hand being played. A transcript holds
/// at least one hand, so a session without any is written with its first
/// hand begun and empty.
fn compose(head: &str, no_hands: bool, indent: &str, hand: &str) -> String {
    let mut text = String::with_capacity(head.len() + hand.len() + 16);
    text.push_str(head);
    if no_hands && hand.is_empty() {
        text.push_str(indent);
        text.push_str("- events: []\n");
    } else {
        text.push_str(hand);
    }
    text
}

/// Where the last event's line starts in a hand's text (its end when it has
/// no event).
fn last_event_offset(hand: &str) -> usize {
    let mut offset = 0;
    let mut last = hand.len();
    for line in hand.split_inclusive('\n') {
        if line.trim_start().starts_with("- {by:") {
            last = offset;
        }
        offset += line.len();
    }
    last
}

fn unusable(problems: &[Problem]) -> RecordError {
    match problems.first() {
        Some(problem) => RecordError::refused(problem),
        None => RecordError::Unusable(crate::words!("record-unusable-transcript", why = "")),
    }
}
