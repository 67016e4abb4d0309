//! The checked transcript: players as seats, tiles as tiles, every event with
//! exactly one action, and the tiles' whereabouts consistent from deal to end.
//!
//! [`Session::read`] reads the session, then each hand on its own, and reports
//! every problem it finds, not only the first. A hand is the unit of failing: a
//! hand that cannot be read, or whose facts contradict each other, is kept
//! aside with its problems while the others are checked. A checked hand can be
//! replayed: the referee may trust that whoever plays a tile holds it, and that
//! every draw comes from the boneyard.

use crate::game::{Announced, Announcement, ArmName, Axis, GameName, Matching, Side};
use crate::layout::At;
use crate::problem::{Problem, ProblemKind, closest};
use crate::seat::{BySeat, MAX_PLAYERS, MIN_PLAYERS, Seat};
use crate::tile::Tile;
use crate::transcript::{
    ByName, Conduct, Extent, HandFacts, LayoutWord, Located, MatchingWord, OneOrMore,
    RawAnnouncement, RawEvent, RawFirst, RawHand, Reader, Saying, Scalar, SideText, Span, TileText,
};

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
    /// The tiles each player took, in the order taken.
    pub deal: BySeat<Vec<Tile>>,
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
    /// After a tie for the largest count, the tile each tied player drew.
    pub tiebreak: Option<Vec<(Seat, Tile, Span)>>,
}

/// One event: who, what, and where it is written.
#[derive(Clone, Debug)]
pub struct Event {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: Action,
    /// Where the event starts.
    pub span: Span,
    /// Where its action's value stands (the tile of a play, the word of a saying).
    pub value_span: Span,
}

/// What a player did.
///
/// Kept within three words, since a session holds one per event: lists of
/// tiles are boxed slices, not growable vectors.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Took these tiles from the boneyard, in order.
    Draw(Box<[Tile]>),
    /// Put down the first tile, ends as written.
    Set((u8, u8)),
    /// Announced the game.
    Announce(Announcement),
    /// Showed doubles for the declared-doubles payment.
    Declare(Box<[Tile]>),
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
    /// Put back extra tiles from the deal unseen.
    Return(Box<[Tile]>),
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
        let mut seating_ok = true;
        for name in &session.players.value {
            let text = name.value.0.trim().to_owned();
            if text.is_empty() {
                seating_ok = false;
                problems.push(
                    Problem::new(ProblemKind::Players, name.span, "a player has no name")
                        .label("empty name")
                        .help("write each player's name as it should appear in the verdict"),
                );
            } else if players.contains(&text) {
                seating_ok = false;
                if unseated.is_none() {
                    unseated = Some(
                        unseated_in_deals(&mut reader, &session.players.value)
                            .map_err(|problem| vec![problem])?,
                    );
                }
                let unseated = unseated.as_deref().unwrap_or_default();
                let help = if unseated.is_empty() {
                    "give each player a distinct name, e.g. add an initial".to_owned()
                } else {
                    format!(
                        "the deals name {}, who has no seat: perhaps this seat is theirs; \
                         otherwise give each player a distinct name, e.g. add an initial",
                        unseated.join(" and ")
                    )
                };
                problems.push(
                    Problem::new(
                        ProblemKind::Players,
                        name.span,
                        format!("{text} is seated twice"),
                    )
                    .label("second seat for the same name")
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
                    format!(
                        "Nos is played by 3 to 5 players; this table has {}",
                        players.len()
                    ),
                )
                .label(format!("{} players", players.len()))
                .help("list every player at the table once, clockwise from any seat"),
            );
        }
        let players: BySeat<String> = players.into();

        let chips = match session.chips {
            Some(chips) if chips.value <= 0 || chips.value > 1_000_000_000 => {
                problems.push(
                    Problem::new(
                        ProblemKind::Session,
                        chips.span,
                        "starting chips must be a positive number",
                    )
                    .label(format!("{}", chips.value))
                    .help("leave `chips` out for the usual 500 each"),
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
                    "the transcript has no hands",
                )
                .label("empty list")
                .help("add at least one hand with its `deal` and `events`"),
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
                            Problem::new(ProblemKind::Session, after.span, format!("{} leaves after hand {after_hand}, but the transcript has hands 1 to {hand_count}", name.value))
                                .label("no such hand")
                                .help("write the number of the last hand the player played"),
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
                                format!(
                                    "{} left early and has no claim on the side pot",
                                    located.value
                                ),
                            )
                            .label("left before the settlement")
                            .help("the side pot goes to a player who stayed to the end"),
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
        self
    }
}

impl Hand {
    /// The same hand with every span moved `bytes` further into the file.
    #[must_use]
    pub(crate) fn moved_by(mut self, bytes: usize) -> Hand {
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
        for event in &mut self.events {
            shift(&mut event.span);
            shift(&mut event.value_span);
        }
        self
    }
}

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
    pub(crate) fn moved_by(self, bytes: usize) -> Checked {
        match self {
            Checked::Hand(hand) => Checked::Hand(Box::new(hand.moved_by(bytes))),
            Checked::Broken(hand) => Checked::Broken(Box::new(hand.moved_by(bytes))),
        }
    }
}

/// The hands of a session, each read and checked as the reader reaches it
/// (see [`Session::open`]).
pub struct SessionHands<'a> {
    reader: Reader<'a>,
    checker: HandChecker,
}

/// What checking a hand on its own needs of its session.
struct HandChecker {
    players: BySeat<String>,
    left_after: BySeat<Option<usize>>,
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
                    format!(
                        "hand {number} would be played by {seated} players after the others left"
                    ),
                )
                .label("too few players")
                .help("Nos is played by 3 to 5 players; check `leaves`"),
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
                    found.push(problem);
                    scoresheet = facts().scoresheet.and_then(|sheet| {
                        check_sheet(sheet, players, &present, &mut Problems::default())
                    });
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
    let mut unseated: Vec<String> = Vec::new();
    while let Some(next) = reader.next_hand() {
        let (index, extent) = next?;
        for name in reader.hand_facts(index, &extent).dealt_to {
            let name = name.trim();
            if !seated.iter().any(|s| s.value.0.trim() == name)
                && !unseated.iter().any(|u| u == name)
            {
                unseated.push(name.to_owned());
            }
        }
    }
    Ok(unseated)
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

fn seat_of(
    players: &BySeat<String>,
    name: &Located<String>,
    problems: &mut Problems,
) -> Option<Seat> {
    let found = players
        .iter()
        .find(|(_, n)| **n == name.value.trim())
        .map(|(seat, _)| seat);
    if found.is_none() {
        let names: Vec<&str> = players.values().map(String::as_str).collect();
        let label = closest(name.value.trim(), names.iter().copied()).map_or_else(
            || "unknown player".to_owned(),
            |n| format!("did you mean {n}?"),
        );
        problems.push(
            Problem::new(
                ProblemKind::Player,
                name.span,
                format!("{} is not seated at this table", name.value),
            )
            .label(label)
            .help(format!(
                "the players are {}; a name must be written as in `players`",
                names.join(", ")
            )),
        );
    }
    found
}

fn tile_of(text: &Located<TileText>, problems: &mut Problems) -> Option<(u8, u8)> {
    match Tile::parse(&text.value.0.0) {
        Ok(ends) => Some(ends),
        Err(error) => {
            problems.push(
                Problem::new(ProblemKind::Tile, text.span, format!("`{}` is not a tile", text.value.0.0))
                    .label(error.to_string())
                    .help("write a tile as its two ends joined by a dash, e.g. `5-3`; ends run from 0 to 6"),
            );
            None
        }
    }
}

fn tiles_of(texts: &[Located<TileText>], problems: &mut Problems) -> Option<Vec<Tile>> {
    let tiles: Vec<Option<Tile>> = texts
        .iter()
        .map(|t| tile_of(t, problems).map(|(a, b)| Tile::new(a, b)))
        .collect();
    tiles.into_iter().collect()
}

/// Values by player name, one per seat. `extent` gives the place of a value, so
/// that a player left out can be shown against the whole mapping.
/// Who a by-name mapping must name: the players at the table (present), and
/// whether players who left may keep an entry.
#[derive(Clone, Copy)]
enum Roll<'a> {
    /// Only players at the table (a deal).
    AtTable(&'a BySeat<bool>),
    /// Players at the table, and those who left may keep their column (a scoresheet).
    AtTableOrLeft(&'a BySeat<bool>),
}

impl Roll<'_> {
    fn at_table(&self, seat: Seat) -> bool {
        match self {
            Roll::AtTable(present) | Roll::AtTableOrLeft(present) => present[seat],
        }
    }
}

fn named<V>(
    map: ByName<V>,
    players: &BySeat<String>,
    roll: Roll<'_>,
    what: &str,
    span: Span,
    extent: impl Fn(&V) -> Span,
    problems: &mut Problems,
) -> Option<BySeat<Option<V>>> {
    let whole = covering(
        span,
        map.0
            .iter()
            .flat_map(|(name, value)| [name.span, extent(value)]),
    );
    let mut values: BySeat<Option<V>> = BySeat::from_fn(players.len(), |_| None);
    let mut ok = true;
    for (name, value) in map.0 {
        match seat_of(players, &name, problems) {
            Some(seat) if values[seat].is_some() => {
                problems.push(
                    Problem::new(
                        ProblemKind::Player,
                        name.span,
                        format!("{} appears twice in the {what}", name.value),
                    )
                    .label("second entry")
                    .help("give each player one entry"),
                );
                ok = false;
            }
            Some(seat) if matches!(roll, Roll::AtTable(_)) && !roll.at_table(seat) => {
                problems.push(
                    Problem::new(
                        ProblemKind::Player,
                        name.span,
                        format!(
                            "{} has left the table and takes no part in the {what}",
                            name.value
                        ),
                    )
                    .label("left in an earlier hand")
                    .help("a player who left (see `leaves`) plays no later hand"),
                );
                ok = false;
            }
            Some(seat) => values[seat] = Some(value),
            None => ok = false,
        }
    }
    let missing: Vec<&str> = values
        .iter()
        .filter(|(seat, v)| v.is_none() && roll.at_table(*seat))
        .map(|(seat, _)| players[seat].as_str())
        .collect();
    if ok && !missing.is_empty() {
        problems.push(
            Problem::new(
                ProblemKind::Player,
                whole,
                format!("the {what} leaves out {}", missing.join(" and ")),
            )
            .label(format!("no entry for {}", missing.join(" or ")))
            .help(format!(
                "give every player at the table an entry in the {what}"
            )),
        );
        ok = false;
    }
    ok.then_some(values)
}

/// Checks a scoresheet on its own: every player at the table has a figure.
fn check_sheet(
    sheet: Located<ByName<Located<i64>>>,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> Option<Sheet> {
    let span = sheet.span;
    named(
        sheet.value,
        players,
        Roll::AtTableOrLeft(present),
        "scoresheet",
        span,
        |entry| entry.span,
        problems,
    )
}

/// Checks one hand.
///
/// # Errors
/// When the hand has problems (pushed to `problems`): its scoresheet, when
/// that alone is right.
fn check_hand(
    raw: RawHand,
    span: Span,
    number: usize,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> Result<Hand, Option<Sheet>> {
    let before = problems.0.len();
    let deal_span = raw.deal.span;
    let deal = named(
        raw.deal.value,
        players,
        Roll::AtTable(present),
        "deal",
        deal_span,
        |tiles| covering(tiles.span, tiles.value.iter().map(|tile| tile.span)),
        problems,
    );
    let mut deal_tiles: BySeat<Vec<Tile>> = BySeat::from_fn(players.len(), |_| Vec::new());
    let mut deal_spans: BySeat<Span> = BySeat::from_fn(players.len(), |_| deal_span);
    // Where each tile is first written, to point at both places of a tile dealt twice.
    let mut first_seen: [Option<(Span, Seat)>; 28] = [None; 28];
    if let Some(deal) = deal {
        // In the order written, so that the second of two copies is the one shown.
        let mut written: Vec<_> = deal
            .iter()
            .filter_map(|(seat, tiles)| tiles.as_ref().map(|tiles| (seat, tiles)))
            .collect();
        written.sort_by_key(|(_, tiles)| tiles.span.offset);
        for (seat, tiles) in written {
            deal_spans[seat] = tiles.span;
            for text in &tiles.value {
                let Some((a, b)) = tile_of(text, problems) else {
                    continue;
                };
                let tile = Tile::new(a, b);
                if let Some((earlier, holder)) = first_seen[tile.index()] {
                    let message = if holder == seat {
                        format!("{tile} is written twice in {}'s deal", players[seat])
                    } else {
                        format!(
                            "{tile} is dealt to both {} and {}",
                            players[holder], players[seat]
                        )
                    };
                    problems.push(
                        Problem::new(ProblemKind::TileTwice, text.span, message)
                            .label("dealt again here")
                            .help(format!(
                                "a double-six set has one {tile}, first written on line {}, \
                                 column {}: one of the two is another tile",
                                earlier.line, earlier.column
                            )),
                    );
                } else {
                    first_seen[tile.index()] = Some((text.span, seat));
                    deal_tiles[seat].push(tile);
                }
            }
        }
    }

    let scoresheet = raw
        .scoresheet
        .and_then(|sheet| check_sheet(sheet, players, present, problems));
    let tiebreak = raw.tiebreak.map(|drawn| {
        let mut tiles = Vec::new();
        for (name, text) in drawn.value.0 {
            let seat = seat_of(players, &name, problems);
            let tile = tile_of(&text, problems);
            if let (Some(seat), Some((a, b))) = (seat, tile) {
                tiles.push((seat, Tile::new(a, b), text.span));
            }
        }
        tiles
    });
    let on_set = raw.on_set.and_then(|name| {
        let located = Located {
            value: name.value.0,
            span: name.span,
        };
        seat_of(players, &located, problems).map(|seat| Located {
            value: seat,
            span: name.span,
        })
    });

    let events_span = raw.events.span;
    let mut events = Vec::new();
    // Where each tile of a draw, a return or a declaration is written.
    let mut tile_spans = Vec::new();
    for event in raw.events.value {
        if let Some((event, spans)) = check_event(event.value, event.span, players, problems) {
            events.push(event);
            tile_spans.push(spans);
        }
    }

    if problems.0.len() > before {
        return Err(scoresheet);
    }
    let hand = Hand {
        number,
        span,
        deal: deal_tiles,
        deal_spans,
        events,
        scoresheet,
        on_set,
        events_span,
        present: present.clone(),
        tiebreak,
    };
    check_whereabouts(&hand, &tile_spans, players, problems);
    if problems.0.len() == before {
        Ok(hand)
    } else {
        Err(hand.scoresheet)
    }
}

/// The tiles of a draw or a return, each with its place: a single tile's place
/// is that of the whole value.
fn listed(located: &Located<OneOrMore<Located<TileText>>>) -> Vec<Located<TileText>> {
    match &located.value {
        OneOrMore::One(one) => vec![Located {
            value: one.value.clone(),
            span: located.span,
        }],
        OneOrMore::More(more) => more.clone(),
    }
}

/// The places of tiles.
fn places(tiles: &[Located<TileText>]) -> Vec<Span> {
    tiles.iter().map(|tile| tile.span).collect()
}

/// The place of a whole event, from its start to the end of its last value (its
/// own span covers only the opening brace of `{by: Anna, play: 5-3}`).
fn event_extent(raw: &RawEvent, span: Span) -> Span {
    let mut spans = vec![span];
    spans.extend(raw.by.as_ref().map(|f| f.span));
    spans.extend(raw.set.as_ref().map(|f| f.span));
    spans.extend(raw.announce.as_ref().map(|f| f.span));
    spans.extend(raw.play.as_ref().map(|f| f.span));
    spans.extend(raw.at.as_ref().map(|f| f.span));
    spans.extend(raw.takeback.as_ref().map(|f| f.span));
    spans.extend(raw.claim.as_ref().map(|f| f.span));
    spans.extend(raw.says.as_ref().map(|f| f.span));
    spans.extend(raw.conduct.as_ref().map(|f| f.span));
    for list in [&raw.draw, &raw.put_back].into_iter().flatten() {
        spans.push(list.span);
        spans.extend(places(&listed(list)));
    }
    if let Some(declare) = &raw.declare {
        spans.push(declare.span);
        spans.extend(places(&declare.value));
    }
    covering(span, spans)
}

/// Checks one event; with it, the places of the tiles it lists (for a draw, a
/// return or a declaration).
fn check_event(
    raw: RawEvent,
    span: Span,
    players: &BySeat<String>,
    problems: &mut Problems,
) -> Option<(Event, Vec<Span>)> {
    let before = problems.0.len();
    let extent = event_extent(&raw, span);
    let seat = match &raw.by {
        Some(by) => seat_of(
            players,
            &Located {
                value: by.value.0.clone(),
                span: by.span,
            },
            problems,
        ),
        None => {
            problems.push(
                Problem::new(
                    ProblemKind::Event,
                    extent,
                    "the event does not say who acted",
                )
                .label("no `by`")
                .help("add `by:` with the player's name, e.g. `{by: Anna, play: 5-3}`"),
            );
            None
        }
    };
    let mut actions: Vec<(Action, Span, Vec<Span>)> = Vec::new();
    let mut action_words: Vec<&str> = Vec::new();
    let mut add = |word: &'static str, action: Option<Action>, span: Span, tiles: Vec<Span>| {
        action_words.push(word);
        if let Some(action) = action {
            actions.push((action, span, tiles));
        }
    };
    if let Some(draw) = &raw.draw {
        let texts = listed(draw);
        add(
            "draw",
            tiles_of(&texts, problems).map(|tiles| Action::Draw(tiles.into())),
            draw.span,
            places(&texts),
        );
    }
    if let Some(set) = &raw.set {
        add(
            "set",
            tile_of(set, problems).map(Action::Set),
            set.span,
            Vec::new(),
        );
    }
    if let Some(announce) = &raw.announce {
        let parsed = announcement_of(&announce.value, announce.span, problems);
        add(
            "announce",
            parsed.map(Action::Announce),
            announce.span,
            Vec::new(),
        );
    }
    if let Some(declare) = &raw.declare {
        add(
            "declare",
            tiles_of(&declare.value, problems).map(|tiles| Action::Declare(tiles.into())),
            declare.span,
            places(&declare.value),
        );
    }
    if let Some(play) = &raw.play {
        let at = raw
            .at
            .as_ref()
            .and_then(|at| at_of(&at.value.0, at.span, problems));
        let written = tile_of(play, problems);
        let at_ok = raw.at.is_none() || at.is_some();
        add(
            "play",
            written
                .filter(|_| at_ok)
                .map(|written| Action::Play { written, at }),
            play.span,
            Vec::new(),
        );
    } else if let Some(at) = &raw.at {
        problems.push(
            Problem::new(
                ProblemKind::At,
                at.span,
                "`at` says where a played tile went, but this event plays no tile",
            )
            .label("no `play` in this event")
            .help("put `at` in the same event as the `play` it belongs to"),
        );
    }
    if let Some(takeback) = &raw.takeback {
        add(
            "takeback",
            tile_of(takeback, problems).map(|(a, b)| Action::Takeback(Tile::new(a, b))),
            takeback.span,
            Vec::new(),
        );
    }
    if let Some(claim) = &raw.claim {
        let amount = claim.value.0.parse::<u32>().ok().filter(|n| *n <= 1000);
        if amount.is_none() {
            problems.push(
                Problem::new(
                    ProblemKind::Claim,
                    claim.span,
                    format!("`{}` is not a number of points", claim.value.0),
                )
                .label("not a whole number")
                .help("write the points asked for the double, e.g. `claim: 4` for the [4-4]"),
            );
        }
        add("claim", amount.map(Action::Claim), claim.span, Vec::new());
    }
    if let Some(says) = &raw.says {
        add(
            "says",
            Some(Action::Says(says.value)),
            says.span,
            Vec::new(),
        );
    }
    if let Some(put_back) = &raw.put_back {
        let texts = listed(put_back);
        add(
            "return",
            tiles_of(&texts, problems).map(|tiles| Action::Return(tiles.into())),
            put_back.span,
            places(&texts),
        );
    }
    if let Some(conduct) = &raw.conduct {
        add(
            "conduct",
            Some(Action::Conduct(conduct.value)),
            conduct.span,
            Vec::new(),
        );
    }
    match action_words.as_slice() {
        [] => problems.push(
            Problem::new(ProblemKind::Event, extent, "the event says who, but not what happened")
                .label("no action")
                .help("an event is `by` and one of draw, set, announce, declare, play, takeback, claim, says, return, conduct"),
        ),
        [_] => {}
        [words @ .., last] => problems.push(
            Problem::new(
                ProblemKind::Event,
                extent,
                format!("one event holds {} actions: {} and {last}", words.len() + 1, words.join(", ")),
            )
            .label(format!("{} actions", words.len() + 1))
            .help(format!(
                "write {} and `{last}` as {} events, one a line, each with its own `by`, in the order they happened",
                words.iter().map(|w| format!("`{w}`")).collect::<Vec<_>>().join(", "),
                words.len() + 1,
            )),
        ),
    }
    if problems.0.len() > before {
        return None;
    }
    let seat = seat?;
    let (action, value_span, tile_spans) = actions.pop()?;
    Some((
        Event {
            seat,
            action,
            span: extent,
            value_span,
        },
        tile_spans,
    ))
}

fn at_of(text: &Scalar, span: Span, problems: &mut Problems) -> Option<At> {
    let text = text.0.trim();
    if let Ok(pip) = text.parse::<u8>()
        && pip <= 6
    {
        return Some(At::Pip(pip));
    }
    if let Some(arm) = ArmName::parse(text) {
        return Some(At::Arm(arm));
    }
    let arms = ["north", "east", "south", "west"];
    let label = closest(text, arms).map_or_else(
        || "not a place on the layout".to_owned(),
        |arm| format!("did you mean `{arm}`?"),
    );
    problems.push(
        Problem::new(ProblemKind::At, span, format!("`{text}` names no open end or arm"))
            .label(label)
            .help("`at` is the number on an open end (0 to 6), or an arm: west or east on a line; north, east, south or west on a cross or triangle"),
    );
    None
}

fn side_of(text: &Located<SideText>, problems: &mut Problems) -> Option<Side> {
    let word = text.value.0.0.trim();
    if let Ok(pip) = word.parse::<u8>()
        && pip <= 6
    {
        return Some(Side::Pip(pip));
    }
    if let Some(arm) = ArmName::parse(word) {
        return Some(Side::Arm(arm));
    }
    problems.push(
        Problem::new(ProblemKind::Announcement, text.span, format!("`{word}` names no side of the set tile"))
            .label("not a side")
            .help("name a side by the number it shows (e.g. `5`) or by arm (west, east; north, south on a cross)"),
    );
    None
}

fn matching_of(word: MatchingWord) -> Matching {
    match word {
        MatchingWord::Ordinary => Matching::Ordinary,
        MatchingWord::Matador => Matching::Matador,
    }
}

fn announcement_of(
    raw: &RawAnnouncement,
    span: Span,
    problems: &mut Problems,
) -> Option<Announcement> {
    let before = problems.0.len();
    let fail = |problems: &mut Problems, at: Span, message: String, help: &str| {
        problems.push(
            Problem::new(ProblemKind::Announcement, at, message)
                .label("cannot be read as one of the 17 games")
                .help(help.to_owned()),
        );
    };
    let Some(game) = &raw.game else {
        fail(
            problems,
            span,
            "the announcement does not name the game".into(),
            "add `game:` with a name such as `ordinary-cross`, or the book's number",
        );
        return None;
    };
    let game_span = if game.span == Span::default() {
        span
    } else {
        game.span
    };
    let text = game.value.0.0.trim();
    let layout = raw.layout.as_ref().map(|l| l.value);
    let matching = raw.matching.as_ref().map(|m| matching_of(m.value));
    let name = if let Ok(number) = text.parse::<u8>() {
        match number {
            11 => match matching {
                Some(rule) => Some(GameName::WithCondition(rule)),
                None => {
                    fail(
                        problems,
                        game_span,
                        "game 11 needs its matching rule".into(),
                        "add `matching: ordinary` or `matching: matador`",
                    );
                    None
                }
            },
            12 => Some(match layout {
                None | Some(LayoutWord::Line) => GameName::Volapuk,
                Some(LayoutWord::Cross) => GameName::VolapukCross,
                Some(LayoutWord::DoubleCross) => GameName::VolapukDoubleCross,
            }),
            17 => match layout {
                Some(LayoutWord::Cross) => Some(GameName::MatadorThenOrdinaryCross),
                Some(LayoutWord::DoubleCross) => Some(GameName::MatadorThenOrdinaryDoubleCross),
                _ => {
                    fail(
                        problems,
                        game_span,
                        "game 17 needs its layout".into(),
                        "add `layout: cross` or `layout: double-cross`",
                    );
                    None
                }
            },
            1..=17 => crate::game::GAME_NAMES
                .iter()
                .find(|(n, _)| n.number() == number)
                .map(|(n, _)| *n),
            _ => {
                fail(
                    problems,
                    game_span,
                    format!("the book has games 1 to 17, not {number}"),
                    "`nos games` lists the 17 games with their numbers",
                );
                None
            }
        }
    } else {
        match GameName::parse(text) {
            // "Ordinary (or matador) with a condition" is game 11.
            Some(GameName::Ordinary) if raw.first.is_some() => {
                Some(GameName::WithCondition(Matching::Ordinary))
            }
            Some(GameName::Matador) if raw.first.is_some() => {
                Some(GameName::WithCondition(Matching::Matador))
            }
            Some(name) => Some(name),
            None => {
                let words = crate::game::GAME_NAMES.iter().map(|(_, word)| *word);
                let help = match closest(text, words) {
                    Some(word) => format!(
                        "did you mean `{word}`? `nos games` lists the 17 games by name and number"
                    ),
                    None => "`nos games` lists the 17 games by name and number".to_owned(),
                };
                fail(
                    problems,
                    game_span,
                    format!("`{text}` is not one of the 17 games"),
                    &help,
                );
                None
            }
        }
    };
    if let Some(layout) = &raw.layout
        && !matches!(text, "12" | "17")
    {
        fail(
            problems,
            layout.span,
            "`layout` is only for games 12 and 17 given by number".into(),
            "the game's name already says its layout",
        );
    }
    if let Some(m) = &raw.matching
        && text != "11"
    {
        fail(
            problems,
            m.span,
            "`matching` is only for game 11 given by number".into(),
            "the game's name already says its matching rule",
        );
    }
    let first = raw
        .first
        .as_ref()
        .and_then(|first| first_of(&first.value, first.span, problems));
    let (ordinary_side, ordinary_axis) = match &raw.ordinary {
        None => (None, None),
        Some(text) => match text.value.0.0.trim() {
            "north-south" | "south-north" => (None, Some(Axis::NorthSouth)),
            "east-west" | "west-east" => (None, Some(Axis::EastWest)),
            word => match word
                .split_once('-')
                .map(|(a, b)| (ArmName::parse(a.trim()), ArmName::parse(b.trim())))
            {
                Some((Some(a), Some(b))) => {
                    problems.push(
                        Problem::new(ProblemKind::Announcement, text.span, format!("{a} and {b} are not opposite arms"))
                            .label("not a pair of opposite arms")
                            .help("a volapük cross needs two opposite ordinary arms: `ordinary: [north, south]` or `ordinary: [east, west]`"),
                    );
                    (None, None)
                }
                _ => (side_of(text, problems), None),
            },
        },
    };
    if problems.0.len() > before {
        return None;
    }
    Some(Announcement {
        name: name?,
        first,
        then: raw.then.as_ref().map(|t| matching_of(t.value)),
        ordinary_side,
        ordinary_axis,
    })
}

fn first_of(raw: &RawFirst, span: Span, problems: &mut Problems) -> Option<Announced> {
    match (&raw.here, &raw.there, &raw.side, &raw.tiles) {
        (Some(here), there, None, None) => {
            let here = side_of(here, problems)?;
            let there = match there {
                Some(there) => Some(side_of(there, problems)?),
                None => None,
            };
            Some(Announced::HereThenThere { here, there })
        }
        (None, None, Some(side), Some(tiles)) => Some(Announced::TilesFirst {
            side: side_of(side, problems)?,
            tiles: tiles.value,
        }),
        _ => {
            problems.push(
                Problem::new(ProblemKind::Announcement, span, "a condition is either `{here: .., there: ..}` or `{side: .., tiles: ..}`")
                    .label("mixed or incomplete condition")
                    .help("first here then there: `first: {here: 5}`; tiles first: `first: {side: 2, tiles: 3}`"),
            );
            None
        }
    }
}

/// Follows every tile from the deal to the end of the hand: a tile is in one
/// hand, in the boneyard, or on the table, and only its holder can play it.
///
/// `tile_spans` holds, for each event, where the tiles of a draw, a return or a
/// declaration are written, to point at the very tile that is wrong.
fn check_whereabouts(
    hand: &Hand,
    tile_spans: &[Vec<Span>],
    players: &BySeat<String>,
    problems: &mut Problems,
) {
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Place {
        Boneyard,
        Hand(Seat),
        Table(Seat),
    }
    let mut place = [Place::Boneyard; 28];
    for (seat, tiles) in hand.deal.iter() {
        for tile in tiles {
            place[tile.index()] = Place::Hand(seat);
        }
    }
    // Where a tile is, as seen by the player `actor`.
    let describe = |p: Place, actor: Seat| match p {
        Place::Boneyard => "in the boneyard".to_owned(),
        Place::Hand(s) if s == actor => "already in his own hand".to_owned(),
        Place::Hand(s) => format!("in {}'s hand", players[s]),
        Place::Table(s) if s == actor => "on the table, played by himself".to_owned(),
        Place::Table(s) => format!("on the table, played by {}", players[s]),
    };
    for (event, spans) in hand.events.iter().zip(tile_spans) {
        let who = &players[event.seat];
        // The place of the `n`th tile the event lists, or of its value.
        let tile_span = |n: usize| spans.get(n).copied().unwrap_or(event.value_span);
        let mut hold = |tile: Tile, span: Span, verb: &str, to: Place, problems: &mut Problems| {
            let here = place[tile.index()];
            if here == Place::Hand(event.seat) {
                place[tile.index()] = to;
            } else if to == Place::Hand(event.seat) && here == Place::Table(event.seat) {
                // A declaration pointing at a double he laid himself (the set
                // double): the referee judges what it counts for.
            } else {
                problems.push(
                    Problem::new(ProblemKind::NotHeld, span, format!("{who} {verb} {tile}, but it is {}", describe(here, event.seat)))
                        .label(format!("{who} does not hold {tile}"))
                        .help("a tile must be dealt to or drawn by a player before he can use it; check the deal and the draws"),
                );
            }
        };
        match &event.action {
            Action::Draw(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    let here = place[tile.index()];
                    if here == Place::Boneyard {
                        place[tile.index()] = Place::Hand(event.seat);
                    } else {
                        problems.push(
                            Problem::new(ProblemKind::NotInBoneyard, tile_span(n), format!("{who} draws {tile}, but it is {}", describe(here, event.seat)))
                                .label(format!("{tile} is not in the boneyard"))
                                .help("each tile is in one place at a time; check the deal and earlier draws"),
                        );
                    }
                }
            }
            Action::Set(written) | Action::Play { written, .. } => {
                let verb = if matches!(event.action, Action::Set(_)) {
                    "sets"
                } else {
                    "plays"
                };
                hold(
                    Tile::new(written.0, written.1),
                    event.value_span,
                    verb,
                    Place::Table(event.seat),
                    problems,
                );
            }
            Action::Return(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    hold(tile, tile_span(n), "puts back", Place::Boneyard, problems);
                }
            }
            Action::Declare(tiles) => {
                for (n, &tile) in tiles.iter().enumerate() {
                    hold(
                        tile,
                        tile_span(n),
                        "shows",
                        Place::Hand(event.seat),
                        problems,
                    );
                }
            }
            Action::Takeback(tile) => {
                if place[tile.index()] == Place::Table(event.seat) {
                    place[tile.index()] = Place::Hand(event.seat);
                } else {
                    problems.push(
                        Problem::new(
                            ProblemKind::NotHeld,
                            event.value_span,
                            format!(
                                "{who} takes back {tile}, which he has not played: it is {}",
                                describe(place[tile.index()], event.seat)
                            ),
                        )
                        .label(format!("{who} did not play {tile}"))
                        .help("a player takes back a tile he played; check the name and the tile"),
                    );
                }
            }
            Action::Announce(_) | Action::Claim(_) | Action::Says(_) | Action::Conduct(_) => {}
        }
    }
}
