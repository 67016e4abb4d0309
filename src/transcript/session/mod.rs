//! The checked transcript: players as seats, tiles as tiles, every event with
//! exactly one action, and the tiles' whereabouts consistent from deal to end.
//!
//! [`Session::read`] reads the session, then each hand on its own, and reports
//! every problem it finds, not only the first. A hand is the unit of failing: a
//! hand that cannot be read, or whose facts contradict each other, is kept
//! aside with its problems while the others are checked. A checked hand can be
//! replayed: the referee may trust that whoever plays a tile holds it, and that
//! every draw comes from the boneyard.
//!
//! The session and its types stand here; the checks stand beside it, one idea
//! to a file: `seats` (names to seats, mappings by name), `hands` (one hand at
//! a time), `hand`, `event`, `announcement`, `unseen` (tiles no one saw),
//! `whereabouts` (where each tile is from deal to end) and `count` (the
//! tiles shown and the counts at the end).

use crate::rules::game::Announcement;
use crate::rules::layout::At;
use crate::rules::seat::{BySeat, MAX_PLAYERS, MIN_PLAYERS, Seat, SomeSeats};
use crate::rules::tile::Tile;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::{Conduct, Located, Reader, Saying, Scalar, Span};
use crate::words;

mod announcement;
mod count;
mod event;
mod hand;
mod hands;
mod seats;
mod unseen;
mod whereabouts;
mod worlds;

pub use worlds::{Contradiction, Truth, Worlds, conceal, holdings, seen_in_draws};

pub use hands::{Apart, Checked, SessionHands};

use hands::HandChecker;
use seats::seat_of;
use smallvec::SmallVec;

/// The starting chips when the transcript does not say.
pub const DEFAULT_CHIPS: i64 = 500;

/// A checked session.
#[derive(Clone, Debug)]
pub struct Session {
    /// Names in seating order, clockwise.
    pub players: BySeat<String>,
    /// Chips each player starts with.
    pub chips: i64,
    /// The interpretation profile the transcript asks for, with its place.
    pub rules: Option<Located<String>>,
    /// The hands that can be replayed, in order.
    pub hands: Vec<Hand>,
    /// The hands that cannot be judged, each with its problems, in order.
    pub broken: Vec<BrokenHand>,
    /// How many hands the transcript holds, judgeable or not.
    pub hand_count: usize,
    /// For each player who stopped part-way, the hand after which he left.
    pub left_after: BySeat<Option<usize>>,
    /// Who won the side pot at the settlement, if the transcript says.
    pub side_pot: Option<Located<Seat>>,
    /// The club, as the transcript names it.
    pub club: Option<String>,
    /// The date, as the transcript writes it.
    pub date: Option<String>,
}

/// A table's totals as written on its scoresheet, by seat; a player who left may have none.
pub type Sheet = BySeat<Option<Located<i64>>>;

/// A hand that cannot be judged: its facts cannot be read or contradict each
/// other. What the table wrote on its scoresheet, where that can be read, lets
/// the chips go on after it.
#[derive(Clone, Debug)]
pub struct BrokenHand {
    /// Counted from 1, in the transcript's order.
    pub number: usize,
    /// Where the hand starts in the transcript.
    pub span: Span,
    /// Why it cannot be judged, in the order they stand.
    pub problems: Vec<Problem>,
    /// The table's totals after the hand, when they can be read and name the players right.
    pub scoresheet: Option<Sheet>,
    /// Who plays this hand: every seated player who has not left.
    pub present: BySeat<bool>,
}

/// A checked hand.
#[derive(Clone, Debug)]
pub struct Hand {
    /// Counted from 1, in the transcript's order.
    pub number: usize,
    /// Where the hand starts in the transcript.
    pub span: Span,
    /// The tiles each player took that the record shows, in the order taken.
    pub deal: BySeat<Tiles>,
    /// How many more tiles each player took at the deal, not seen.
    pub deal_unseen: BySeat<u8>,
    /// Where each player's deal is written.
    pub deal_spans: BySeat<Span>,
    /// What happened.
    pub events: Vec<Event>,
    /// The table's chip totals after the hand, if written down.
    pub scoresheet: Option<Sheet>,
    /// Who the table says is on set.
    pub on_set: Option<Located<Seat>>,
    /// Where the hand's `events` key stands, for problems about the hand as a whole.
    pub events_span: Span,
    /// Who plays this hand: every seated player who has not left.
    pub present: BySeat<bool>,
    /// After a tie for the largest count, the tiles each tied player drew,
    /// one a round, a player's in the order he drew them.
    pub tiebreak: Option<Vec<(Seat, Tile, Span)>>,
    /// The tiles each player still held at the count, shown to the table
    /// (`shown:`), where the record has them.
    pub shown: SomeSeats<Located<Tiles>>,
    /// The count each player's tiles made at the end, where the table noted
    /// only the totals (`counts:`).
    pub counts: SomeSeats<Located<u32>>,
    /// The ways the unseen tiles could have lain, for a hand that leaves
    /// some unseen; none for a hand fully written.
    pub worlds: Option<Box<Worlds>>,
}

impl Hand {
    /// Whether the record leaves any tile unseen: in a deal, a draw or a return.
    #[must_use]
    pub fn is_public(&self) -> bool {
        self.deal_unseen.values().any(|&n| n > 0)
            || self.events.iter().any(|event| match &event.action {
                Action::Draw(_) | Action::Return(_) => event.unseen > 0,
                _ => false,
            })
    }
}

/// One event: who, what, and where it is written.
#[derive(Clone, Debug)]
pub struct Event {
    /// Who acted.
    pub seat: Seat,
    /// A play whose tile the same player takes back in the very next event:
    /// the table would not let it stand. Read once with the hand, so that
    /// the referee need not look ahead at every play.
    pub taken_back_next: bool,
    /// For a draw or a return: how many tiles beyond those its action lists
    /// no one saw. Kept beside the action, whose room its tiles fill.
    pub unseen: u8,
    /// What they did.
    pub action: Action,
    /// Where the event and its value are written, counted from where its
    /// hand starts (see [`Hand::span_of`]).
    pub spans: EventSpans,
}

/// Where an event and its action's value (the tile of a play, the word of a
/// saying) are written, counted from where the event's hand starts.
///
/// A hand is at most [`MAX_HAND_BYTES`](crate::transcript::find::MAX_HAND_BYTES)
/// of text, so that every figure fits 32 bits: an event then takes 72 bytes
/// rather than 104, and the referee, which reads every event of a session in
/// turn, reads nearly a third less memory for them. [`Hand::span_of`] gives the span itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct EventSpans {
    event: WithinHand,
    value: WithinHand,
}

impl EventSpans {
    /// The event's span and its value's, within the hand that starts at `hand`.
    #[must_use]
    pub fn new(event: Span, value: Span, hand: Span) -> EventSpans {
        EventSpans {
            event: WithinHand::new(event, hand),
            value: WithinHand::new(value, hand),
        }
    }
}

/// A span within a hand, counted from where the hand starts: its offset and
/// line from the hand's, its column from the hand's on the hand's first line
/// (a line that starts within the hand is no longer than the hand).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct WithinHand {
    offset: u32,
    len: u32,
    line: u32,
    column: u32,
}

impl WithinHand {
    fn new(span: Span, hand: Span) -> WithinHand {
        let line = span.line.saturating_sub(hand.line);
        let column = if line == 0 {
            span.column.saturating_sub(hand.column)
        } else {
            span.column
        };
        // Every figure is within a hand's length; one that were not would be
        // held at the largest a figure can be rather than wrap round.
        let fit = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        let within = WithinHand {
            offset: fit(span.offset.saturating_sub(hand.offset)),
            len: fit(span.len),
            line: fit(line),
            column: fit(column),
        };
        debug_assert_eq!(within.span(hand), span, "a span within its hand");
        within
    }

    fn span(self, hand: Span) -> Span {
        let line = self.line as usize;
        Span {
            offset: hand.offset + self.offset as usize,
            len: self.len as usize,
            line: hand.line + line,
            column: if line == 0 {
                hand.column + self.column as usize
            } else {
                self.column as usize
            },
        }
    }
}

/// The tiles of a deal, a draw, a declaration or a return, in the order
/// written. Held in place for up to sixteen, as a seat's deal and a draw
/// nearly always are: a session's hands then lie in memory with their tiles,
/// and the referee reads one hand after another straight through rather than
/// chasing each list to a place of its own.
pub type Tiles = SmallVec<[Tile; 16]>;

/// What a player did.
///
/// Kept within four words, since a session holds one per event: a list of
/// tiles is held in place (see [`Tiles`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Took these tiles from the boneyard, in order, and as many more not
    /// seen as the event's `unseen` says.
    Draw(Tiles),
    /// Put down the first tile, ends as written.
    Set((u8, u8)),
    /// Announced the game.
    Announce(Announcement),
    /// Showed doubles for the declared-doubles payment.
    Declare(Tiles),
    /// Put a tile on the layout, touching end first.
    Play {
        /// The ends as written, touching end first.
        written: (u8, u8),
        /// Where, if the transcript says.
        at: Option<At>,
    },
    /// Took back a tile the table would not let stand.
    Takeback(Tile),
    /// Asked this many points for a double.
    Claim(u32),
    /// Said something.
    Says(Saying),
    /// Put back extra tiles from the deal: these, and as many more not seen
    /// as the event's `unseen` says.
    Return(Tiles),
    /// Conduct an umpire saw.
    Conduct(Conduct),
}

impl Action {
    /// The action as a verb in the third person: "draws", "takes back".
    #[must_use]
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Draw(_) => "draws",
            Action::Set(_) => "sets",
            Action::Announce(_) => "announces",
            Action::Declare(_) => "declares doubles",
            Action::Play { .. } => "plays",
            Action::Takeback(_) => "takes back",
            Action::Claim(_) => "claims",
            Action::Says(_) => "speaks",
            Action::Return(_) => "puts back",
            Action::Conduct(_) => "is seen",
        }
    }

    /// The transcript's word for the action.
    #[must_use]
    pub fn word(&self) -> &'static str {
        match self {
            Action::Draw(_) => "draw",
            Action::Set(_) => "set",
            Action::Announce(_) => "announce",
            Action::Declare(_) => "declare",
            Action::Play { .. } => "play",
            Action::Takeback(_) => "takeback",
            Action::Claim(_) => "claim",
            Action::Says(_) => "says",
            Action::Return(_) => "return",
            Action::Conduct(_) => "conduct",
        }
    }
}

/// Collects problems while converting.
#[derive(Default)]
struct Problems(Vec<Problem>);

impl Problems {
    fn push(&mut self, problem: Problem) {
        self.0.push(problem);
    }
}

impl Session {
    /// Reads and checks a transcript's text: the session, then each hand on its own.
    ///
    /// A hand that cannot be read or whose facts contradict each other is kept
    /// with its problems in [`Session::broken`]; the others are checked and ready
    /// to replay.
    ///
    /// # Errors
    /// Every problem found, in the order they stand in the transcript, when the
    /// text is not YAML, is not shaped like a transcript at the top, or its
    /// session cannot be used (the problems of its hands are then included).
    pub fn read(source: &str) -> Result<Session, Vec<Problem>> {
        let (mut session, hands) = Session::open(source)?;
        for checked in hands {
            match checked.map_err(|problem| vec![problem])? {
                Checked::Hand(hand) => session.hands.push(*hand),
                Checked::Broken(hand) => session.broken.push(*hand),
            }
            session.hand_count += 1;
        }
        Ok(session)
    }

    /// Reads and checks a transcript's session, and gives its hands to be
    /// read and checked one at a time, in order: [`Session::read`] without
    /// holding the hands, for a transcript of any length. The session given
    /// has no hands of its own (and `hand_count` 0).
    ///
    /// # Errors
    /// As [`Session::read`]: when the session cannot be used, its hands are
    /// read here for their problems. A text found not to be YAML (or not
    /// shaped like a transcript) past the hands read so far gives its one
    /// problem from the hands.
    pub fn open(source: &str) -> Result<(Session, SessionHands<'_>), Vec<Problem>> {
        Session::open_with(Reader::new(source).map_err(|problem| vec![problem])?)
    }

    /// [`Session::open`] with the reader given.
    ///
    /// # Errors
    /// As [`Session::open`].
    pub fn open_with(mut reader: Reader<'_>) -> Result<(Session, SessionHands<'_>), Vec<Problem>> {
        let raw_session = reader.session().map_err(|problem| vec![problem])?;
        let mut problems = Problems::default();
        // The names the deals give that have no seat, once looked for.
        let mut unseated: Option<Vec<String>> = None;
        let session = raw_session.value;

        let mut players: Vec<String> = Vec::new();
        // The names seated so far, looked up by hash: a list of any length
        // is checked in time that grows with its length.
        let mut seated: std::collections::HashSet<String> = std::collections::HashSet::new();
        let mut seating_ok = true;
        for name in &session.players.value {
            let text = name.value.0.trim().to_owned();
            if let Some(problem) = unreadable_name(&text, name.span) {
                seating_ok = false;
                problems.push(problem);
            }
            if text.is_empty() {
                seating_ok = false;
                problems.push(
                    Problem::new(ProblemKind::Players, name.span, words!("problem-no-name"))
                        .label(words!("problem-no-name-label"))
                        .help(words!("problem-no-name-help")),
                );
            } else if !seated.insert(text.clone()) {
                seating_ok = false;
                if unseated.is_none() {
                    unseated = Some(
                        unseated_in_deals(&mut reader, &session.players.value)
                            .map_err(|problem| vec![problem])?,
                    );
                }
                let unseated = unseated.as_deref().unwrap_or_default();
                let help = if unseated.is_empty() {
                    words!("problem-seated-twice-help")
                } else {
                    let unseated: Vec<&str> = unseated.iter().map(String::as_str).collect();
                    words!(
                        "problem-seated-twice-unseated-help",
                        players = seats::joined(&unseated, &words!("problem-and"))
                    )
                };
                problems.push(
                    Problem::new(
                        ProblemKind::Players,
                        name.span,
                        words!("problem-seated-twice", name = &text),
                    )
                    .label(words!("problem-seated-twice-label"))
                    .help(help),
                );
            }
            players.push(text);
        }
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
            seating_ok = false;
            let names = session.players.value.iter().map(|name| name.span);
            problems.push(
                Problem::new(
                    ProblemKind::Players,
                    covering(session.players.span, names),
                    words!("problem-players", count = players.len()),
                )
                .label(words!("problem-players-label", count = players.len()))
                .help(words!("problem-players-help")),
            );
            // Past this point the names of a table refused here are not looked
            // up, and a per-seat table holds five seats at most.
            players.truncate(MAX_PLAYERS);
        }
        let players: BySeat<String> = players.into();

        let chips = match session.chips {
            Some(chips) if chips.value <= 0 || chips.value > 1_000_000_000 => {
                problems.push(
                    Problem::new(ProblemKind::Session, chips.span, words!("problem-chips"))
                        .label(format!("{}", chips.value))
                        .help(words!("problem-chips-help")),
                );
                DEFAULT_CHIPS
            }
            Some(chips) => chips.value,
            None => DEFAULT_CHIPS,
        };

        if reader.is_empty() {
            problems.push(
                Problem::new(
                    ProblemKind::Missing,
                    reader.hands_span(),
                    words!("problem-no-hands"),
                )
                .label(words!("problem-no-hands-label"))
                .help(words!("problem-no-hands-help")),
            );
        }

        let mut left_after: BySeat<Option<usize>> = BySeat::from_fn(players.len(), |_| None);
        let mut side_pot = None;
        if seating_ok {
            if let Some(leaves) = session.leaves {
                // Whether a player left before the end depends on how many hands there are.
                let hand_count = reader.count().map_err(|problem| vec![problem])?;
                for (name, after) in leaves.value.0 {
                    let Some(seat) = seat_of(&players, &name, &mut problems) else {
                        continue;
                    };
                    let after_hand = after.value as usize;
                    if after_hand == hand_count {
                        // Leaving after the last hand is the normal end of the session.
                        continue;
                    }
                    if after_hand == 0 || after_hand > hand_count {
                        problems.push(
                            Problem::new(
                                ProblemKind::Session,
                                after.span,
                                words!(
                                    "problem-leaves",
                                    name = &name.value,
                                    hand = after_hand,
                                    count = hand_count
                                ),
                            )
                            .label(words!("problem-leaves-label"))
                            .help(words!("problem-leaves-help")),
                        );
                    } else {
                        left_after[seat] = Some(after_hand);
                    }
                }
            }
            if let Some(winner) = session.side_pot {
                let located = Located {
                    value: winner.value.0,
                    span: winner.span,
                };
                if let Some(seat) = seat_of(&players, &located, &mut problems) {
                    if left_after[seat].is_some() {
                        problems.push(
                            Problem::new(
                                ProblemKind::Session,
                                winner.span,
                                words!("problem-side-pot", name = &located.value),
                            )
                            .label(words!("problem-side-pot-label"))
                            .help(words!("problem-side-pot-help")),
                        );
                    }
                    side_pot = Some(Located {
                        value: seat,
                        span: winner.span,
                    });
                }
            }
        }

        // Until every seat has its own name, names in the hands cannot be trusted
        // to mean one player: the hands are checked once the seating is right.
        // Either way, the whole text is read, for a problem that leaves nothing
        // to judge.
        let mut hands = SessionHands {
            reader,
            checker: HandChecker {
                left_after: left_after.clone(),
                players,
            },
        };
        if !seating_ok {
            while let Some(next) = hands.reader.next_hand() {
                next.map_err(|problem| vec![problem])?;
            }
            return Err(sorted(problems.0));
        }
        if !problems.0.is_empty() {
            let mut problems = problems.0;
            for checked in hands {
                if let Checked::Broken(hand) = checked.map_err(|problem| vec![problem])? {
                    problems.extend(hand.problems);
                }
            }
            return Err(sorted(problems));
        }
        let session = Session {
            players: hands.checker.players.clone(),
            chips,
            rules: session.rules,
            hands: Vec::new(),
            broken: Vec::new(),
            hand_count: 0,
            left_after,
            side_pot,
            club: session.club,
            date: session.date.map(|date| date.0),
        };
        Ok((session, hands))
    }

    /// Every problem of the hands that cannot be judged, in the order they stand.
    #[must_use]
    pub fn problems(&self) -> Vec<Problem> {
        self.broken
            .iter()
            .flat_map(|hand| hand.problems.iter().cloned())
            .collect()
    }

    /// The same session with every span moved `bytes` further into the file, for a
    /// transcript read after a byte-order mark. Every span the session holds is
    /// moved here.
    #[must_use]
    pub(crate) fn moved_by(mut self, bytes: usize) -> Session {
        let shift = |span: &mut Span| span.offset += bytes;
        if let Some(rules) = &mut self.rules {
            shift(&mut rules.span);
        }
        if let Some(side_pot) = &mut self.side_pot {
            shift(&mut side_pot.span);
        }
        self.broken = std::mem::take(&mut self.broken)
            .into_iter()
            .map(|hand| hand.moved_by(bytes))
            .collect();
        self.hands = std::mem::take(&mut self.hands)
            .into_iter()
            .map(|hand| hand.moved_by(bytes))
            .collect();
        self
    }
}

impl BrokenHand {
    /// The same hand with every span moved `bytes` further into the file.
    #[must_use]
    pub(crate) fn moved_by(mut self, bytes: usize) -> BrokenHand {
        self.move_by(bytes);
        self
    }

    /// Moves every span `bytes` further into the file.
    pub(crate) fn move_by(&mut self, bytes: usize) {
        let shift = |span: &mut Span| span.offset += bytes;
        shift(&mut self.span);
        for problem in &mut self.problems {
            shift(&mut problem.span);
        }
        if let Some(sheet) = &mut self.scoresheet {
            sheet
                .values_mut()
                .flatten()
                .for_each(|entry| shift(&mut entry.span));
        }
    }
}

impl Hand {
    /// The same hand with every span moved `bytes` further into the file.
    #[must_use]
    pub(crate) fn moved_by(mut self, bytes: usize) -> Hand {
        self.move_by(bytes);
        self
    }

    /// Moves every span `bytes` further into the file.
    pub(crate) fn move_by(&mut self, bytes: usize) {
        let shift = |span: &mut Span| span.offset += bytes;
        shift(&mut self.span);
        shift(&mut self.events_span);
        self.deal_spans.values_mut().for_each(shift);
        if let Some(sheet) = &mut self.scoresheet {
            sheet
                .values_mut()
                .flatten()
                .for_each(|entry| shift(&mut entry.span));
        }
        if let Some(on_set) = &mut self.on_set {
            shift(&mut on_set.span);
        }
        if let Some(drawn) = &mut self.tiebreak {
            drawn.iter_mut().for_each(|(_, _, span)| shift(span));
        }
        let shown = self.shown.given_mut().map(|shown| &mut shown.span);
        let counts = self.counts.given_mut().map(|count| &mut count.span);
        shown.chain(counts).for_each(shift);
        // (An event's spans are counted from the hand's start, and move with it.)
    }

    /// The line `event`, one of this hand's, starts on: what a payment
    /// records.
    #[must_use]
    pub fn line_of(&self, event: &Event) -> usize {
        self.span.line + event.spans.event.line as usize
    }

    /// Where `event`, one of this hand's, is written.
    #[must_use]
    pub fn span_of(&self, event: &Event) -> Span {
        event.spans.event.span(self.span)
    }

    /// Where the value of `event`, one of this hand's, stands.
    #[must_use]
    pub fn value_span_of(&self, event: &Event) -> Span {
        event.spans.value.span(self.span)
    }

    /// Where the first event is written, or the hand itself for a hand without events.
    #[must_use]
    pub fn first_event_span(&self) -> Span {
        self.events
            .first()
            .map_or(self.span, |event| self.span_of(event))
    }

    /// Where the last event is written, or the `events` key for a hand without events.
    #[must_use]
    pub fn last_event_span(&self) -> Span {
        self.events
            .last()
            .map_or(self.events_span, |event| self.span_of(event))
    }
}

/// Problems in the order they stand in the transcript.
fn sorted(mut problems: Vec<Problem>) -> Vec<Problem> {
    problems.sort_by_key(|p| p.span.offset);
    problems
}

/// The names the deals give that are not in the list of players (reading
/// through every hand).
fn unseated_in_deals(
    reader: &mut Reader<'_>,
    seated: &[Located<Scalar>],
) -> Result<Vec<String>, Problem> {
    let seated: std::collections::HashSet<&str> = seated.iter().map(|s| s.value.0.trim()).collect();
    let mut unseated: Vec<String> = Vec::new();
    let mut named: std::collections::HashSet<String> = std::collections::HashSet::new();
    while let Some(next) = reader.next_hand() {
        let (index, extent) = next?;
        for name in reader.hand_facts(index, &extent).dealt_to {
            let name = name.trim();
            if !seated.contains(name) && named.insert(name.to_owned()) {
                unseated.push(name.to_owned());
            }
        }
    }
    Ok(unseated)
}

/// The problem with a player's name that holds a control character or a
/// line break (as YAML's escapes can write one, `"\e[2J"` or `"An\nna"`):
/// a name is read by people, in the report's tables and on a terminal,
/// where such a character moves the cursor, clears the screen or breaks a
/// row.
fn unreadable_name(name: &str, span: Span) -> Option<Problem> {
    let (at, c) = name.char_indices().find(|&(_, c)| unreadable_in_name(c))?;
    let what = if matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}') {
        "line-break"
    } else if c.is_control() {
        "control"
    } else {
        "direction"
    };
    Some(
        Problem::new(
            ProblemKind::Players,
            span,
            words!(
                "problem-name-unreadable",
                what = what,
                code = format!("U+{:04X}", u32::from(c)),
                at = name[..at].chars().count() + 1
            ),
        )
        .label(words!("problem-name-unreadable-label", what = what))
        .help(words!("problem-name-unreadable-help")),
    )
}

/// Whether `c` has no place in a name people read: a control character
/// (a line break among them) or one that turns the direction of the text
/// after it.
fn unreadable_in_name(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
                | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// A span from the start of the first of `spans` to the end of the last, or
/// `fallback` when there are none: the place of a whole list or mapping, whose
/// own span covers only its first character.
fn covering(fallback: Span, spans: impl IntoIterator<Item = Span>) -> Span {
    let mut spans = spans.into_iter();
    let Some(first) = spans.next() else {
        return fallback;
    };
    let end = spans.fold(first.offset + first.len, |end, span| {
        end.max(span.offset + span.len)
    });
    Span {
        len: end - first.offset,
        ..first
    }
}

#[cfg(test)]
mod tests;
