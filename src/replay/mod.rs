//! The replay: every hand of a session, event by event, through the rules.
//!
//! The referee derives what the transcript leaves to the rules (who is on set,
//! whose turn it is, what each payment is, when the hand ends), moves the chips,
//! and records every infraction as data. After an infraction the replay goes on
//! the way the table did: a tile taken back returns to the hand, a tile the table
//! let stand stays where it was put.

pub mod ledger;

use smallvec::SmallVec;

use crate::replay::ledger::{Ledger, Payment, Reason};
use crate::rules::game::{Announcement, Game};
use crate::rules::infraction::{Correction, Infraction, InfractionKind};
use crate::rules::interpretation::{
    ClaimWindow, DoubleAfterPass, DoubleOnOutTile, DoublesAtOncePriority, DoublesAtOnceWindow,
    Game17Arms, Interpretation, PassWhileAble, PenaltiesToPlayersOut, SetterDeclares,
    SeveralImmediateDoubles, Switch, TieForSet,
};
use crate::rules::layout::{At, Layout, Misfit, Placement, Resolution, Timing};
use crate::rules::seat::{BySeat, MAX_PLAYERS, Seat};
use crate::rules::tile::{Laid, Tile, TileSet};
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::session::{Action, BrokenHand, Event, Hand, Session, Sheet};
use crate::transcript::{Conduct, Saying, Span};

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Only one player still held tiles.
    OneLeft,
    /// A correct block closed the hand.
    Blocked,
    /// Every player still in passed in turn with two tiles left to draw.
    AllPassed,
    /// Nobody held a double in the first hand: the tiles were shuffled again.
    Redeal,
}

impl Ending {
    /// A word for reports.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Ending::OneLeft => "one-left",
            Ending::Blocked => "blocked",
            Ending::AllPassed => "all-passed",
            Ending::Redeal => "redeal",
        }
    }
}

/// An observation the verdict reports without a penalty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    /// Where.
    pub span: Span,
    /// What.
    pub text: String,
}

/// Where the table's scoresheet differs from the referee's ledger.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetDifference {
    /// Whose total.
    pub seat: Seat,
    /// The table's figure.
    pub table: i64,
    /// The referee's figure.
    pub referee: i64,
    /// Where the table's figure is written.
    pub span: Span,
}

/// The referee's judgement of one hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandVerdict {
    /// Counted from 1.
    pub number: usize,
    /// Who set the first tile.
    pub setter: Option<Seat>,
    /// The set tile as written.
    pub set_tile: Option<(u8, u8)>,
    /// The game played.
    pub game: Option<Announcement>,
    /// How the hand ended.
    pub ending: Ending,
    /// Each player's count at the end.
    pub counts: BySeat<u32>,
    /// Every payment, in order.
    pub payments: Vec<Payment>,
    /// Every infraction, in order.
    pub infractions: Vec<Infraction>,
    /// Observations without penalty.
    pub notes: Vec<Note>,
    /// What each player won (positive) or lost (negative) in the hand.
    pub net: BySeat<i64>,
    /// Each player's chips after the hand; `None` where they are not known
    /// (after a hand that could not be judged, until a scoresheet gives them).
    pub chips: BySeat<Option<i64>>,
    /// Where the chips after the hand come from.
    pub chips_from: ChipsFrom,
    /// Who is on set for the next hand; `None` when a tie is left to the next hand's set.
    pub next_on_set: Option<Seat>,
    /// The readings that decided the next setter (D1 after a tie).
    pub next_on_set_switches: Vec<Switch>,
    /// Where the table's scoresheet disagrees.
    pub scoresheet: Vec<SheetDifference>,
    /// The table's scoresheet figures, where the transcript records them.
    pub sheet: Option<BySeat<Option<i64>>>,
    /// The transcript line where the hand starts.
    pub line: usize,
    /// Who played the hand.
    pub present: BySeat<bool>,
    /// The table as the hand ended: the layout, and the tiles left in each hand.
    pub end: Position,
}

/// Where a hand stands after some of its events: the layout, the tiles in each
/// hand and in the boneyard, and whose turn it is. What a drawing of the table needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    /// The events replayed so far.
    pub events: usize,
    /// Where the hand stands.
    pub phase: Phase,
    /// The layout, once the set tile is down and the game announced.
    pub layout: Option<Layout>,
    /// The tiles each player holds.
    pub hands: BySeat<TileSet>,
    /// The tiles not yet drawn.
    pub boneyard: TileSet,
    /// Whose turn it is, during the turns.
    pub turn: Seat,
    /// Who has played his last tile.
    pub out: BySeat<bool>,
    /// A tile the table may still have taken back: who played it, and the tile.
    pub pending: Option<(Seat, Tile)>,
}

/// Where the chips after a hand come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChipsFrom {
    /// The chips before the hand and what the hand moved: the referee's own figures.
    Referee,
    /// The table's scoresheet, taken as the base after a hand that could not be
    /// judged left the totals unknown.
    Scoresheet,
    /// Not known: a hand before could not be judged and no scoresheet since gives them.
    Unknown,
}

impl ChipsFrom {
    /// A word for reports.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ChipsFrom::Referee => "referee",
            ChipsFrom::Scoresheet => "scoresheet",
            ChipsFrom::Unknown => "unknown",
        }
    }
}

/// A hand the referee could not judge, with why, and where the chips stand after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnjudgedHand {
    /// Counted from 1.
    pub number: usize,
    /// The transcript line where the hand starts.
    pub line: usize,
    /// Why it could not be judged, in the order they stand.
    pub problems: Vec<Problem>,
    /// Each player's chips after the hand, where the table's scoresheet gives them.
    pub chips: BySeat<Option<i64>>,
    /// Where those chips come from: the table's scoresheet, or unknown.
    pub chips_from: ChipsFrom,
    /// Who played the hand.
    pub present: BySeat<bool>,
}

/// One hand of the verdict, judged or not, in the transcript's order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HandEntry<'a> {
    /// A hand the referee judged.
    Judged(&'a HandVerdict),
    /// A hand it could not judge.
    Unjudged(&'a UnjudgedHand),
}

impl HandEntry<'_> {
    /// The hand's number, from 1.
    #[must_use]
    pub fn number(&self) -> usize {
        match self {
            HandEntry::Judged(hand) => hand.number,
            HandEntry::Unjudged(hand) => hand.number,
        }
    }

    /// Each player's chips after the hand, where known.
    #[must_use]
    pub fn chips(&self) -> &BySeat<Option<i64>> {
        match self {
            HandEntry::Judged(hand) => &hand.chips,
            HandEntry::Unjudged(hand) => &hand.chips,
        }
    }

    /// Where the chips after the hand come from.
    #[must_use]
    pub fn chips_from(&self) -> ChipsFrom {
        match self {
            HandEntry::Judged(hand) => hand.chips_from,
            HandEntry::Unjudged(hand) => hand.chips_from,
        }
    }
}

/// The referee's judgement of a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// The readings used.
    pub interpretation: Interpretation,
    /// Names by seat.
    pub players: BySeat<String>,
    /// Chips each started with.
    pub start: i64,
    /// The hands judged, in order.
    pub hands: Vec<HandVerdict>,
    /// The hands that could not be judged, in order.
    pub unjudged: Vec<UnjudgedHand>,
    /// For each player who stopped part-way, the hand after which he left.
    pub left_after: BySeat<Option<usize>>,
    /// Who won the side pot, if the transcript says.
    pub side_pot: Option<Seat>,
}

impl Verdict {
    /// Every hand, judged or not, in the transcript's order.
    pub fn entries(&self) -> impl Iterator<Item = HandEntry<'_>> + '_ {
        let mut judged = self.hands.iter().peekable();
        let mut unjudged = self.unjudged.iter().peekable();
        std::iter::from_fn(move || match (judged.peek(), unjudged.peek()) {
            (Some(j), Some(u)) if u.number < j.number => unjudged.next().map(HandEntry::Unjudged),
            (Some(_), _) => judged.next().map(HandEntry::Judged),
            (None, _) => unjudged.next().map(HandEntry::Unjudged),
        })
    }

    /// Each player's chips at the end; `None` where they are not known.
    #[must_use]
    pub fn chips(&self) -> BySeat<Option<i64>> {
        self.entries().last().map_or_else(
            || BySeat::from_fn(self.players.len(), |_| Some(self.start)),
            |entry| entry.chips().clone(),
        )
    }

    /// Each player's chips at the end, when every one is known.
    #[must_use]
    pub fn final_chips(&self) -> Option<BySeat<i64>> {
        let chips = self.chips();
        chips
            .values()
            .all(Option::is_some)
            .then(|| chips.map(|_, c| c.unwrap_or_default()))
    }

    /// Whether every hand was judged.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.unjudged.is_empty()
    }

    /// The numbers of the hands that could not be judged.
    #[must_use]
    pub fn unjudged_numbers(&self) -> Vec<usize> {
        self.unjudged.iter().map(|hand| hand.number).collect()
    }

    /// The numbers of the hands that could not be judged, as a sentence lists
    /// them: `2, 5`.
    #[must_use]
    pub fn unjudged_list(&self) -> String {
        self.unjudged
            .iter()
            .map(|hand| hand.number.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Every problem of the hands that could not be judged, in order.
    #[must_use]
    pub fn problems(&self) -> Vec<Problem> {
        self.unjudged
            .iter()
            .flat_map(|hand| hand.problems.iter().cloned())
            .collect()
    }

    /// Whether any infraction was found.
    #[must_use]
    pub fn has_infractions(&self) -> bool {
        self.hands.iter().any(|h| !h.infractions.is_empty())
    }

    /// Whether the scoresheet disagrees anywhere.
    #[must_use]
    pub fn has_sheet_differences(&self) -> bool {
        self.hands.iter().any(|h| !h.scoresheet.is_empty())
    }
}

/// Replays a whole session, which must be judged in full.
///
/// # Errors
/// The problems of every hand that cannot be judged: those the reading found
/// and those found only in the replay (a hand that stops before it is over, an
/// event after the hand is over, a placement the transcript leaves ambiguous).
pub fn judge(session: &Session, rules: Interpretation) -> Result<Verdict, Vec<Problem>> {
    let verdict = judge_all(session, rules);
    if verdict.complete() {
        Ok(verdict)
    } else {
        Err(verdict.problems())
    }
}

/// Replays every hand of a session that can be judged.
///
/// A hand that cannot be judged is reported with its problems, and the rest go
/// on: the chips resume from its scoresheet when the table wrote one and are
/// unknown otherwise, until a later scoresheet gives them; who sets the next
/// hand is taken from the transcript, with a note that it could not be checked.
#[must_use]
pub fn judge_all(session: &Session, rules: Interpretation) -> Verdict {
    replay(session, rules, None).0
}

/// Replays every hand of a session that can be judged, as [`judge_all`], and
/// shows hand `hand` (from 1) as it stood after its first `events` events
/// (`None` when that hand could not be judged or has fewer events).
#[must_use]
pub fn judge_showing(
    session: &Session,
    rules: Interpretation,
    hand: usize,
    events: usize,
) -> (Verdict, Option<Position>) {
    replay(session, rules, Some((hand, events)))
}

fn replay(
    session: &Session,
    rules: Interpretation,
    watch: Option<(usize, usize)>,
) -> (Verdict, Option<Position>) {
    let mut watched = None;
    let mut referee = Referee::new(session, rules);
    let mut hands = Vec::with_capacity(session.hands.len());
    let mut unjudged: Vec<UnjudgedHand> = Vec::new();
    let mut broken = session.broken.iter().peekable();
    for hand in &session.hands {
        while let Some(skipped) = broken.next_if(|b| b.number < hand.number) {
            unjudged.push(referee.broken(skipped));
        }
        let shown = watch
            .filter(|(number, _)| *number == hand.number)
            .map(|(_, events)| (events, &mut watched));
        match referee.hand(hand, shown) {
            Judged::Hand(verdict) => hands.push(verdict),
            Judged::Unjudged(hand) => unjudged.push(hand),
        }
    }
    for skipped in broken {
        unjudged.push(referee.broken(skipped));
    }
    (referee.verdict(hands, unjudged), watched)
}

/// A hand as the referee leaves it: judged, or not judged with its problems.
#[derive(Clone, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "made once a hand and handed on at once; boxing would cost an allocation a hand"
)]
pub enum Judged {
    /// A hand the referee judged.
    Hand(HandVerdict),
    /// A hand it could not judge.
    Unjudged(UnjudgedHand),
}

impl Judged {
    /// The hand as an entry of a verdict.
    #[must_use]
    pub fn entry(&self) -> HandEntry<'_> {
        match self {
            Judged::Hand(hand) => HandEntry::Judged(hand),
            Judged::Unjudged(hand) => HandEntry::Unjudged(hand),
        }
    }
}

/// The referee going through a session hand by hand, in the transcript's
/// order: what one hand leaves to the next (the chips, who is on set) is all
/// it keeps, so a session of any length is judged in the same memory.
pub struct Referee<'s> {
    session: &'s Session,
    rules: Interpretation,
    /// Each player's chips after the last hand, where known.
    chips: BySeat<Option<i64>>,
    /// Who is on set for the next hand.
    on_set: OnSet,
    /// Whether the next setter was found by a tie-break draw (D1).
    set_by_tie: bool,
    /// The last hand that could not be judged, while its successor has not been judged.
    gap: Option<usize>,
}

impl<'s> Referee<'s> {
    /// A referee for the hands of `session` (whose own lists of hands may be
    /// empty: the hands are given one by one), under the readings `rules`.
    #[must_use]
    pub fn new(session: &'s Session, rules: Interpretation) -> Referee<'s> {
        let n = session.players.len();
        Referee {
            session,
            rules,
            chips: BySeat::from_fn(n, |_| Some(session.chips)),
            on_set: OnSet::HighestDouble,
            set_by_tie: false,
            gap: None,
        }
    }

    /// The verdict made of the hands judged and not, in order.
    #[must_use]
    pub fn verdict(self, hands: Vec<HandVerdict>, unjudged: Vec<UnjudgedHand>) -> Verdict {
        Verdict {
            interpretation: self.rules,
            players: self.session.players.clone(),
            start: self.session.chips,
            hands,
            unjudged,
            left_after: self.session.left_after.clone(),
            side_pot: self.session.side_pot.as_ref().map(|s| s.value),
        }
    }

    /// The readings used.
    #[must_use]
    pub fn rules(&self) -> &Interpretation {
        &self.rules
    }

    /// A hand that could not be read or checked: the chips go on from its
    /// scoresheet, if any.
    pub fn broken(&mut self, hand: &BrokenHand) -> UnjudgedHand {
        self.gap = Some(hand.number);
        unjudged_hand(
            hand.number,
            hand.span,
            hand.problems.clone(),
            hand.scoresheet.as_ref(),
            &hand.present,
            &mut self.chips,
        )
    }

    /// Replays the next hand; `watch` asks for the table after that many of
    /// its events.
    pub fn hand(&mut self, hand: &Hand, watch: Option<(usize, &mut Option<Position>)>) -> Judged {
        let session = self.session;
        // A transcript that starts part-way through an evening names who is on
        // set in its first hand; otherwise the first hand is the session's first.
        if hand.number == 1
            && let Some(named) = &hand.on_set
        {
            self.on_set = OnSet::Seat(named.value);
        }
        let present_seats = || {
            session
                .players
                .seats()
                .filter(|s| hand.present[*s])
                .collect()
        };
        if self.gap.is_some() {
            self.set_by_tie = false;
            self.on_set = match &hand.on_set {
                Some(named) => OnSet::Seat(named.value),
                None => OnSet::AnyOf(present_seats()),
            };
        }
        // The rules do not say who sets when the player due on set has left: any
        // player still at the table may.
        let mut left_setter = None;
        if let OnSet::Seat(seat) = self.on_set
            && !hand.present[seat]
        {
            left_setter = Some(seat);
            self.on_set = OnSet::AnyOf(present_seats());
        }
        let mut ledger = Ledger::new(session.players.len(), 0);
        let mut replay = HandReplay::new(
            session,
            &self.rules,
            hand.number,
            hand,
            self.on_set.clone(),
            &mut ledger,
        );
        if let Some(before) = self.gap {
            let whose = match &hand.on_set {
                Some(named) => format!(
                    "the transcript's `on_set`, {}, is taken",
                    session.players[named.value]
                ),
                None => "the player who sets is taken to be on set".to_owned(),
            };
            let span = hand
                .on_set
                .as_ref()
                .map(|named| named.span)
                .or_else(|| hand.events.first().map(|e| e.span))
                .unwrap_or(hand.span);
            replay.note(
                span,
                format!("hand {before} could not be judged, so who is on set here cannot be checked: {whose}"),
            );
        }
        if let Some(seat) = left_setter {
            let text = format!(
                "{} would be on set but has left the table; the rules do not say who sets instead, so any player still at the table may",
                session.players[seat]
            );
            replay.note(hand.events.first().map_or(hand.span, |e| e.span), text);
        }
        if self.set_by_tie {
            replay.set_switches.push(Switch::D1);
        }
        replay.watch = watch;
        match replay.run() {
            Ok(mut verdict) => {
                self.gap = None;
                self.set_by_tie = !verdict.next_on_set_switches.is_empty();
                self.on_set = match (verdict.ending, verdict.next_on_set) {
                    (Ending::Redeal, _) => self.on_set.clone(),
                    (_, Some(seat)) => OnSet::Seat(seat),
                    (_, None) => OnSet::AnyOf(tied_losers(&verdict.counts, &verdict.present)),
                };
                carry(&mut verdict, hand.scoresheet.as_ref(), &mut self.chips);
                Judged::Hand(verdict)
            }
            Err(problems) => {
                self.gap = Some(hand.number);
                Judged::Unjudged(unjudged_hand(
                    hand.number,
                    hand.span,
                    problems,
                    hand.scoresheet.as_ref(),
                    &hand.present,
                    &mut self.chips,
                ))
            }
        }
    }
}

/// The chips after a judged hand: the totals before it and what it moved,
/// checked against the table's scoresheet; or, when the totals before it are
/// not known, the scoresheet's figures as the new base.
fn carry(verdict: &mut HandVerdict, sheet: Option<&Sheet>, chips: &mut BySeat<Option<i64>>) {
    let known = chips
        .iter()
        .all(|(seat, total)| total.is_some() || !verdict.present[seat]);
    if known {
        *chips = chips.map(|seat, total| total.map(|total| total + verdict.net[seat]));
        verdict.chips_from = ChipsFrom::Referee;
        for (seat, figure) in sheet.iter().flat_map(|sheet| sheet.iter()) {
            let (Some(figure), Some(referee)) = (figure, chips[seat]) else {
                continue;
            };
            if !crate::report::audit::sheet_agrees(figure.value, referee, verdict.present[seat]) {
                verdict.scoresheet.push(SheetDifference {
                    seat,
                    table: figure.value,
                    referee,
                    span: figure.span,
                });
            }
        }
    } else {
        verdict.chips_from = base_from(sheet, &verdict.present, chips);
    }
    verdict.chips = chips.clone();
}

/// After a hand whose chips cannot be followed: the table's figures where its
/// scoresheet gives them, and unknown for the players of the hand otherwise.
fn base_from(
    sheet: Option<&Sheet>,
    present: &BySeat<bool>,
    chips: &mut BySeat<Option<i64>>,
) -> ChipsFrom {
    match sheet {
        Some(sheet) => {
            for (seat, figure) in sheet.iter() {
                if let Some(figure) = figure {
                    chips[seat] = Some(figure.value);
                } else if present[seat] {
                    chips[seat] = None;
                }
            }
            ChipsFrom::Scoresheet
        }
        None => {
            *chips = chips.map(|seat, total| if present[seat] { None } else { *total });
            ChipsFrom::Unknown
        }
    }
}

/// A hand that could not be judged, with the chips after it.
fn unjudged_hand(
    number: usize,
    span: Span,
    problems: Vec<Problem>,
    sheet: Option<&Sheet>,
    present: &BySeat<bool>,
    chips: &mut BySeat<Option<i64>>,
) -> UnjudgedHand {
    let chips_from = base_from(sheet, present, chips);
    UnjudgedHand {
        number,
        line: span.line,
        problems,
        chips: chips.clone(),
        chips_from,
        present: present.clone(),
    }
}

/// The players in the hand with the largest count.
fn tied_losers(counts: &BySeat<u32>, present: &BySeat<bool>) -> Vec<Seat> {
    let in_hand = || counts.iter().filter(|(s, _)| present[*s]);
    let top = in_hand().map(|(_, c)| *c).max().unwrap_or(0);
    in_hand()
        .filter(|(_, c)| **c == top)
        .map(|(s, _)| s)
        .collect()
}

/// Who is on set for a hand (the simulator's bots follow it too).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum OnSet {
    /// The first hand: the holder of the highest double.
    HighestDouble,
    /// The loser of the previous hand.
    Seat(Seat),
    /// A tie the rules leave to a draw the transcript does not record: any of these.
    AnyOf(Vec<Seat>),
}

/// Where a hand stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// Before the first tile.
    BeforeSet,
    /// The set tile is down; the setter announces.
    Announcing,
    /// After the announcement: declarations and doubles played at once.
    Opening,
    /// Turns in clockwise order.
    Turns,
    /// After a correct block: this player draws the boneyard down to two.
    BlockDraw(Seat),
    /// The hand is over.
    Over(Ending),
}

/// Some of the players at the table, held inline.
type Seats = SmallVec<[Seat; MAX_PLAYERS]>;

/// One turn as it happened, for the predecessor rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct TurnRecord {
    seat: Seat,
    played: Option<Tile>,
    went_out: bool,
    first_out: bool,
}

/// Points a player may claim now for a double.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Claimable {
    seat: Seat,
    payer: Seat,
    amount: i64,
    reason: Reason,
    switches: Vec<Switch>,
    /// The double, and the tile it lies against.
    double: Tile,
    against: Tile,
    /// Still open only by the reading of the claim window (another reading
    /// would have closed it by now).
    stretched: bool,
}

/// The table: everything that a tile taken back must restore.
#[derive(Clone, Debug)]
struct Table {
    phase: Phase,
    layout: Option<Layout>,
    hands: BySeat<TileSet>,
    boneyard: TileSet,
    turn: Seat,
    out: BySeat<bool>,
    first_out: Option<Seat>,
    waits: BySeat<Vec<usize>>,
    history: Vec<TurnRecord>,
    claimables: Vec<Claimable>,
    /// Claims whose window closed unclaimed (see the claim-window switch), with
    /// what closed it.
    expired: Vec<(Claimable, String)>,
    /// Doubles just played that a reading leaves unpaid, for the verdict on a claim.
    unpaid: Vec<(Seat, Switch)>,
    /// From the start of the turns until a player after the first acts: while the
    /// first player in turn has laid no tile, a double on the set tile is still one
    /// played at once; straight after his tile, the doubles-at-once window decides.
    late_window: bool,
    /// Whether the first player in turn has laid his first tile.
    first_tile_laid: bool,
    /// Correct passes in a row: a round of them ends the hand.
    passes_in_row: usize,
    /// Passes of any kind since the last tile: a round of them, one of them wrong,
    /// is where a table that missed the wrong pass would have stopped.
    passes_since_tile: usize,
    /// A pass just made while able to play, and the turn it handed on: if the
    /// passer plays at once, the table caught it and the tile is his turn.
    wrong_pass: Option<Seat>,
    /// The tiles laid on the set tile in the opening (doubles at once, the first
    /// player's tile), while nothing else lies on the table: D5 decides between
    /// them and a player who wants the same end.
    race: Vec<RaceTile>,
    /// Once any other tile is laid, the opening's tiles are settled.
    race_over: bool,
    /// Who laid each tile on the table, the set tile included.
    laid_by: [Option<Seat>; 28],
    /// The last double laid: by whom, the double, and the tile it lies against.
    last_double: Option<(Seat, Tile, Tile)>,
    /// The player whose play was the last event of a turn, for "I block".
    just_played: Option<Seat>,
    /// After a pass with tiles left to draw, the passer should draw on.
    must_draw: Option<Seat>,
}

/// A tile laid on the set tile in the opening.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct RaceTile {
    seat: Seat,
    tile: Tile,
    placement: Placement,
    /// A double played at once (otherwise the first player's tile in his turn).
    at_once: bool,
}

/// A play on an end of the set tile that another player's opening tile took:
/// whether it stands waits for the next event (the table making room, the
/// player taking his tile back, or neither).
#[derive(Clone, Debug)]
struct Attempt {
    event: Event,
    /// The opening tile on that end, as an index into `Table::race`.
    blocker: usize,
    /// Whether D5 gives the player the prior right to the end.
    priority: bool,
}

/// Everything an offending play may change that a takeback must restore: the
/// table, and what the hand keeps beside it (whether a short deal's penalty has
/// lapsed, who is on set, the set, and the notes the play gave rise to).
#[derive(Clone, Debug)]
struct Snapshot {
    table: Table,
    short_settled: BySeat<bool>,
    on_set: OnSet,
    set: Option<SetInfo>,
    notes: usize,
}

/// A play the table may still make the player take back.
#[derive(Clone, Debug)]
struct Pending {
    seat: Seat,
    tile: Tile,
    before: Snapshot,
    infraction: usize,
    /// The placement, the tile it lies against, and whether it is an immediate double.
    placed: Option<(Placement, Tile, Timing)>,
    span: Span,
    /// Payments that wait until the play stands (a wrong set tile's set payments).
    deferred: Vec<Payment>,
}

#[derive(Clone, Debug)]
struct SetInfo {
    seat: Seat,
    written: (u8, u8),
}

struct HandReplay<'a> {
    session: &'a Session,
    rules: &'a Interpretation,
    number: usize,
    hand: &'a Hand,
    on_set: OnSet,
    ledger: &'a mut Ledger,
    /// The number of seats at the table, present or not.
    seats_total: usize,
    /// The number of players in this hand.
    n: usize,
    table: Table,
    drawn: TileSet,
    excess: BySeat<usize>,
    short: BySeat<usize>,
    short_settled: BySeat<bool>,
    declared: BySeat<bool>,
    setter_drew_flagged: bool,
    /// What each opponent paid the setter for a set double, once paid.
    set_paid: Option<i64>,
    /// The players who played doubles at once on the set tile so far, in order.
    immediate_players: Vec<Seat>,
    /// Payments held back until the event that caused them stands (a wrong set
    /// tile's set payments, while the table may still have it taken back).
    held: Option<Vec<Payment>>,
    /// The readings that decided who is on set (D1 after a tie), for the rulings on the set.
    set_switches: Vec<Switch>,
    /// In the first hand of a session, the double that must be set.
    highest_double: Option<Tile>,
    set: Option<SetInfo>,
    game: Option<Announcement>,
    pending: Option<Pending>,
    attempt: Option<Attempt>,
    /// The setter's first draw before the set: who, the first tile drawn (tiles
    /// making up a short deal aside), and whether he held a double before it.
    /// Without a double, that tile is the one he must set.
    setter_first_draw: Option<(Seat, Tile, bool)>,
    /// An announcement that cannot be played, while no other has replaced it:
    /// where it stands and why.
    unplayable: Option<(Span, String)>,
    /// The next event takes back the tile this play lays: the tile is judged as
    /// written, never turned round.
    takeback_follows: bool,
    /// A legal tile the table had taken back, whose `takeback` is still to come.
    legal_taken_back: Option<(Seat, Tile)>,
    never_drawn: TileSet,
    payments: Vec<Payment>,
    infractions: Vec<Infraction>,
    notes: Vec<Note>,
    problems: Vec<Problem>,
    /// A position to record after this many events, and where to put it.
    watch: Option<(usize, &'a mut Option<Position>)>,
}

impl<'a> HandReplay<'a> {
    fn new(
        session: &'a Session,
        rules: &'a Interpretation,
        number: usize,
        hand: &'a Hand,
        on_set: OnSet,
        ledger: &'a mut Ledger,
    ) -> HandReplay<'a> {
        let seats_total = session.players.len();
        let n = hand.present.values().filter(|p| **p).count();
        let hands: BySeat<TileSet> = hand.deal.map(|_, tiles| tiles.iter().copied().collect());
        let dealt = hands.values().fold(TileSet::EMPTY, |all, h| all.union(*h));
        let expected = 8 - n;
        let mut all_drawn = TileSet::EMPTY;
        for event in &hand.events {
            if let Action::Draw(tiles) = &event.action {
                all_drawn = all_drawn.union(tiles.iter().copied().collect());
            }
        }
        let boneyard = TileSet::FULL.difference(dealt);
        HandReplay {
            session,
            rules,
            number,
            hand,
            on_set,
            ledger,
            seats_total,
            n,
            table: Table {
                phase: Phase::BeforeSet,
                layout: None,
                hands: hands.clone(),
                boneyard,
                turn: Seat(0),
                out: BySeat::from_fn(seats_total, |_| false),
                first_out: None,
                waits: BySeat::from_fn(seats_total, |_| Vec::new()),
                // Kept to its last 16 turns (see `after_play`).
                history: Vec::with_capacity(17),
                claimables: Vec::new(),
                expired: Vec::new(),
                unpaid: Vec::new(),
                late_window: false,
                first_tile_laid: false,
                passes_in_row: 0,
                passes_since_tile: 0,
                wrong_pass: None,
                race: Vec::new(),
                race_over: false,
                laid_by: [None; 28],
                last_double: None,
                just_played: None,
                must_draw: None,
            },
            drawn: TileSet::EMPTY,
            excess: hands.map(|_, h| h.len().saturating_sub(expected)),
            short: hands.map(|_, h| expected.saturating_sub(h.len())),
            short_settled: BySeat::from_fn(seats_total, |_| false),
            declared: BySeat::from_fn(seats_total, |_| false),
            setter_drew_flagged: false,
            set_paid: None,
            immediate_players: Vec::new(),
            highest_double: None,
            set_switches: Vec::new(),
            held: None,
            set: None,
            game: None,
            pending: None,
            attempt: None,
            setter_first_draw: None,
            unplayable: None,
            takeback_follows: false,
            legal_taken_back: None,
            never_drawn: boneyard.difference(all_drawn),
            // A hand's set, nos and count payments, and a few more, without regrowing.
            payments: Vec::with_capacity(16),
            infractions: Vec::new(),
            notes: Vec::new(),
            problems: Vec::new(),
            watch: None,
        }
    }

    /// The table as it stands after `events` events.
    fn position(&self, events: usize) -> Position {
        Position {
            events,
            phase: self.table.phase,
            layout: self.table.layout.clone(),
            hands: self.table.hands.clone(),
            boneyard: self.table.boneyard,
            turn: self.table.turn,
            out: self.table.out.clone(),
            pending: self.pending.as_ref().map(|p| (p.seat, p.tile)),
        }
    }

    /// The table as the hand ended: [`HandReplay::position`], the layout moved
    /// rather than copied, since nothing is laid after the end.
    fn end_position(&mut self) -> Position {
        let layout = self.table.layout.take();
        Position {
            layout,
            ..self.position(self.hand.events.len())
        }
    }

    /// Records the position if it is the one being watched.
    fn watch_after(&mut self, events: usize) {
        if self.watch.as_ref().is_some_and(|(at, _)| *at == events) {
            let position = self.position(events);
            if let Some((_, slot)) = self.watch.take() {
                *slot = Some(position);
            }
        }
    }

    fn name(&self, seat: Seat) -> &str {
        &self.session.players[seat]
    }

    fn pay(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: Reason,
        line: usize,
        switch: Option<Switch>,
    ) {
        self.pay_under(from, to, amount, reason, line, switch.into_iter().collect());
    }

    /// A payment whose ruling depends on the readings `switches`.
    fn pay_under(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: Reason,
        line: usize,
        switches: Vec<Switch>,
    ) {
        if amount == 0 || from == to {
            return;
        }
        let payment = Payment {
            from,
            to,
            amount,
            reason,
            line,
            switches,
        };
        if let Some(held) = &mut self.held {
            held.push(payment);
            return;
        }
        self.ledger.pay(&payment);
        self.payments.push(payment);
    }

    /// Records an infraction and its penalty; returns its index.
    fn penalize(
        &mut self,
        kind: InfractionKind,
        seat: Seat,
        span: Span,
        what: String,
        switch: Option<Switch>,
    ) -> usize {
        self.penalize_under(kind, seat, span, what, switch.into_iter().collect())
    }

    /// Records an infraction whose ruling depends on the readings `switches`.
    fn penalize_under(
        &mut self,
        kind: InfractionKind,
        seat: Seat,
        span: Span,
        what: String,
        switches: Vec<Switch>,
    ) -> usize {
        let penalty = kind.penalty();
        let to_players_out = match self.rules.get::<PenaltiesToPlayersOut>() {
            PenaltiesToPlayersOut::Paid => true,
            PenaltiesToPlayersOut::Unpaid => false,
        };
        let payees: Vec<Seat> = self
            .seats()
            .filter(|&s| s != seat)
            .filter(|&s| to_players_out || !self.table.out[s])
            .collect();
        // With an opponent out, who is paid depends on the reading of that open point
        // too, for the infraction as a whole and for each payment to a player out.
        let opponent_out = self.seats().any(|s| s != seat && self.table.out[s]);
        let mut switches = switches;
        for &payee in &payees {
            let mut readings = switches.clone();
            if self.table.out[payee] {
                readings.push(Switch::PenaltiesToPlayersOut);
            }
            self.pay_under(
                seat,
                payee,
                penalty,
                Reason::Penalty(kind),
                span.line,
                readings,
            );
        }
        if opponent_out {
            switches.push(Switch::PenaltiesToPlayersOut);
        }
        self.infractions.push(Infraction {
            hand: self.number,
            kind,
            seat,
            span,
            what,
            penalty_each: penalty,
            payees,
            switches,
            correction: Correction::None,
        });
        self.infractions.len() - 1
    }

    fn note(&mut self, span: Span, text: String) {
        self.notes.push(Note { span, text });
    }

    fn problem(&mut self, kind: ProblemKind, span: Span, message: String, label: &str, help: &str) {
        self.problems
            .push(Problem::new(kind, span, message).label(label).help(help));
    }

    /// The players in this hand, in seating order (a player who left is not).
    fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.session
            .players
            .seats()
            .filter(|&s| self.hand.present[s])
    }

    /// The players in this hand who still hold tiles.
    fn active(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|&s| !self.table.out[s])
    }

    fn next_active(&self, after: Seat) -> Seat {
        let mut seat = after.next(self.seats_total);
        for _ in 0..self.seats_total {
            if self.hand.present[seat] && !self.table.out[seat] {
                return seat;
            }
            seat = seat.next(self.seats_total);
        }
        after
    }

    fn run(mut self) -> Result<HandVerdict, Vec<Problem>> {
        // Deal counts.
        let expected = 8 - self.n;
        for seat in self.seats().collect::<Seats>() {
            let got = self.hand.deal[seat].len();
            if got > expected + 2 {
                let what = format!(
                    "{} took {got} tiles at the deal, {} too many",
                    self.name(seat),
                    got - expected
                );
                self.penalize(
                    InfractionKind::TooManyTiles,
                    seat,
                    self.hand.deal_spans[seat],
                    what,
                    None,
                );
            } else if got > expected {
                let text = format!(
                    "{} took {got} tiles at the deal, {} too many: no penalty, but no payment for a set double or declared doubles while holding them",
                    self.name(seat),
                    got - expected
                );
                self.note(self.hand.deal_spans[seat], text);
            }
        }
        // A later hand's `on_set` is the table's statement: checked, not obeyed.
        if let (Some(stated), OnSet::Seat(derived)) = (&self.hand.on_set, &self.on_set)
            && self.number > 1
            && stated.value != *derived
        {
            let text = format!(
                "the transcript says {} is on set, but by the rules it is {}",
                self.name(stated.value),
                self.name(*derived)
            );
            self.note(stated.span, text);
        }
        // The first hand: the highest double is on set; with no double anywhere the tiles are shuffled again.
        if self.on_set == OnSet::HighestDouble {
            let highest = self
                .table
                .hands
                .iter()
                .filter_map(|(seat, hand)| {
                    hand.iter()
                        .filter(|t| t.is_double())
                        .max()
                        .map(|t| (t, seat))
                })
                .max();
            match highest {
                Some((tile, seat)) => {
                    self.on_set = OnSet::Seat(seat);
                    self.highest_double = Some(tile);
                }
                None => return self.redeal(),
            }
        }

        let events = &self.hand.events;
        for (index, event) in events.iter().enumerate() {
            self.watch_after(index);
            self.takeback_follows = match (&event.action, events.get(index + 1)) {
                (Action::Play { written, .. }, Some(next)) => {
                    next.seat == event.seat
                        && next.action == Action::Takeback(Tile::new(written.0, written.1))
                }
                _ => false,
            };
            if let Some(attempt) = self.attempt.take()
                && self.settle_attempt(attempt, event)
            {
                continue;
            }
            if let Some(pending) = self.pending.take() {
                match event.action {
                    Action::Takeback(tile)
                        if tile == pending.tile && event.seat == pending.seat =>
                    {
                        self.infractions[pending.infraction].correction = Correction::TakenBack;
                        self.restore(pending.before);
                        continue;
                    }
                    _ => self.let_stand(pending),
                }
            }
            if let Phase::Over(_) = self.table.phase {
                match event.action {
                    Action::Claim(_)
                    | Action::Says(Saying::Nos | Saying::Block)
                    | Action::Conduct(_) => {}
                    _ => {
                        let message = format!(
                            "{} {} after the hand is over",
                            self.name(event.seat),
                            event.action.verb()
                        );
                        self.problem(
                            ProblemKind::AfterHandOver,
                            event.span,
                            message,
                            "the hand ended before this event",
                            "a hand ends when one player is left with tiles, after a correct block and its draw, or when everyone still in has passed; start a new hand with its own `deal`",
                        );
                        break;
                    }
                }
            }
            self.event(event);
            if !self.problems.is_empty() {
                break;
            }
        }
        if let Some(attempt) = self.attempt.take()
            && self.problems.is_empty()
        {
            self.lay_attempt(&attempt);
        }
        if let Some(pending) = self.pending.take() {
            self.let_stand(pending);
        }
        self.watch_after(events.len());
        if self.problems.is_empty() {
            self.stopped_after_passes(events.last().map_or(self.hand.events_span, |e| e.span));
            match self.table.phase {
                Phase::Over(_) => {}
                Phase::BlockDraw(drawer) => {
                    let left = self.table.boneyard.len();
                    let span = events.last().map_or(self.hand.events_span, |e| e.span);
                    let how = format!(
                        "stops with {left} tiles in the boneyard, all but two of which he should have drawn"
                    );
                    self.not_drawn_after_block(drawer, span, &how);
                }
                Phase::Announcing if self.unplayable.is_some() => {
                    self.announcement_unplayable();
                }
                phase => {
                    let whose = match phase {
                        Phase::BeforeSet => "nobody has set the first tile".to_owned(),
                        Phase::Announcing => {
                            "the setter has not announced a game the rules allow".to_owned()
                        }
                        _ => format!("it is {}'s turn", self.name(self.table.turn)),
                    };
                    let span = events.last().map_or(self.hand.events_span, |e| e.span);
                    self.problem(
                        ProblemKind::Missing,
                        span,
                        format!("hand {} stops before it is over: {whose}", self.number),
                        "the transcript of the hand ends here",
                        "write the rest of the hand; the count at the end needs every tile played, drawn or passed",
                    );
                }
            }
        }
        if !self.problems.is_empty() {
            return Err(self.problems);
        }
        Ok(self.finish())
    }

    fn redeal(mut self) -> Result<HandVerdict, Vec<Problem>> {
        if let Some(event) = self.hand.events.first() {
            self.problem(
                ProblemKind::AfterHandOver,
                event.span,
                "nobody holds a double in the first hand, so the tiles are shuffled again; nothing is played".into(),
                "no play after a redeal",
                "leave the hand's `events` empty and write the new deal as the next hand",
            );
            return Err(self.problems);
        }
        let net = self.ledger.chips().clone();
        let end = self.position(0);
        Ok(HandVerdict {
            number: self.number,
            setter: None,
            set_tile: None,
            game: None,
            ending: Ending::Redeal,
            counts: BySeat::from_fn(self.seats_total, |_| 0),
            payments: Vec::new(),
            infractions: self.infractions,
            notes: self.notes,
            net,
            chips: BySeat::from_fn(self.seats_total, |_| None),
            chips_from: ChipsFrom::Unknown,
            next_on_set: None,
            next_on_set_switches: Vec::new(),
            scoresheet: Vec::new(),
            sheet: None,
            line: self.hand.span.line,
            present: self.hand.present.clone(),
            end,
        })
    }

    fn finish(mut self) -> HandVerdict {
        let ending = match self.table.phase {
            Phase::Over(ending) => ending,
            _ => Ending::AllPassed,
        };
        let counts: BySeat<u32> = self.table.hands.map(|_, hand| hand.count());
        // Every player pays each player with a lower count the difference.
        let seats: Seats = self.seats().collect();
        for &payer in &seats {
            for &payee in &seats {
                let (high, low) = (counts[payer], counts[payee]);
                if high > low {
                    self.pay(payer, payee, i64::from(high - low), Reason::Count, 0, None);
                }
            }
        }
        let tied = tied_losers(&counts, &self.hand.present);
        let next_on_set = self.loser(&tied);
        let next_on_set_switches = if tied.len() > 1 {
            vec![Switch::D1]
        } else {
            Vec::new()
        };
        // The chips after the hand and the scoresheet's differences are the
        // session's to work out (see `carry`): here, what the hand moved.
        let net = self.ledger.chips().clone();
        let end = self.end_position();
        HandVerdict {
            number: self.number,
            setter: self.set.as_ref().map(|s| s.seat),
            set_tile: self.set.as_ref().map(|s| s.written),
            game: self.game,
            ending,
            counts,
            payments: self.payments,
            infractions: self.infractions,
            notes: self.notes,
            net,
            chips: BySeat::from_fn(self.seats_total, |_| None),
            chips_from: ChipsFrom::Unknown,
            next_on_set,
            next_on_set_switches,
            scoresheet: Vec::new(),
            sheet: self
                .hand
                .scoresheet
                .as_ref()
                .map(|sheet| sheet.map(|_, figure| figure.as_ref().map(|f| f.value))),
            line: self.hand.span.line,
            present: self.hand.present.clone(),
            end,
        }
    }

    /// The player with the largest count; a tie is settled by the reading of D1.
    fn loser(&mut self, tied: &[Seat]) -> Option<Seat> {
        if let [one] = tied {
            return Some(*one);
        }
        let by_draw = match self.rules.get::<TieForSet>() {
            TieForSet::DrawTiles => true,
            TieForSet::HighestTile => false,
        };
        if by_draw {
            // The tied players each draw a tile; the higher spot total is on set.
            let Some(drawn) = &self.hand.tiebreak else {
                // Not recorded: the next hand's set shows who won the draw.
                return None;
            };
            let drawers: Vec<Seat> = drawn.iter().map(|(seat, _, _)| *seat).collect();
            let mut expected = tied.to_vec();
            expected.sort();
            let mut got = drawers.clone();
            got.sort();
            if got != expected {
                let names = |seats: &[Seat]| {
                    seats
                        .iter()
                        .map(|s| self.name(*s).to_owned())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let text = format!(
                    "the tie-break names {}, but the players tied for the largest count are {}",
                    names(&drawers),
                    names(tied)
                );
                let span = drawn
                    .first()
                    .map_or(self.hand.events_span, |(_, _, span)| *span);
                self.note(span, text);
            }
            let best = drawn
                .iter()
                .filter(|(s, _, _)| tied.contains(s))
                .map(|(_, tile, _)| tile.spots())
                .max()?;
            let winners: Vec<Seat> = drawn
                .iter()
                .filter(|(s, tile, _)| tied.contains(s) && tile.spots() == best)
                .map(|(s, _, _)| *s)
                .collect();
            return match winners.as_slice() {
                [one] => Some(*one),
                _ => None,
            };
        }
        // The tied player holding the single tile with most spots ([0-0] counting 14,
        // as in the count that made the tie); then the higher end.
        let key = |seat: &Seat| {
            let top = self.table.hands[*seat]
                .iter()
                .max_by_key(|t| (t.count(), t.high()));
            top.map(|t| (t.count(), t.high()))
        };
        tied.iter()
            .copied()
            .max_by_key(|s| (key(s), std::cmp::Reverse(*s)))
    }

    fn event(&mut self, event: &Event) {
        let seat = event.seat;
        if self.table.wrong_pass.take() == Some(seat)
            && matches!(event.action, Action::Play { .. })
            && self.table.phase == Phase::Turns
            && self.table.turn != seat
        {
            self.caught_pass(event);
        }
        match &event.action {
            Action::Draw(tiles) => self.draw(event, tiles),
            Action::Return(tiles) => {
                for &tile in tiles {
                    self.table.hands[seat].remove(tile);
                    self.table.boneyard.insert(tile);
                    self.excess[seat] = self.excess[seat].saturating_sub(1);
                }
                if !matches!(self.table.phase, Phase::BeforeSet) {
                    let text = format!(
                        "{} put back tiles after the first tile was set",
                        self.name(seat)
                    );
                    self.note(event.span, text);
                }
            }
            Action::Set(written) => self.set_tile(event, *written),
            Action::Announce(announcement) => self.announce(event, *announcement),
            Action::Declare(tiles) => self.declare(event, tiles),
            Action::Play { written, at } => self.play(event, *written, *at),
            Action::Takeback(tile) if self.legal_taken_back == Some((seat, *tile)) => {
                self.legal_taken_back = None;
            }
            Action::Takeback(tile) => {
                let message = format!(
                    "{} takes back {tile}, which is not the tile just played",
                    self.name(seat)
                );
                self.problem(
                    ProblemKind::NotHeld,
                    event.span,
                    message,
                    "nothing to take back",
                    "a takeback follows the play of its tile straight away, by the same player; later events cannot be undone",
                );
            }
            Action::Claim(amount) => self.claim(event, *amount),
            Action::Says(Saying::Pass) => self.pass(event, false),
            Action::Says(Saying::Wait) => self.wait(event),
            Action::Says(Saying::Nos) => self.nos(event),
            Action::Says(Saying::Block) => self.block(event),
            Action::Conduct(conduct) => self.conduct(event, *conduct),
        }
    }

    fn draw(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        // A setter who holds a double sets it; drawing instead is an infraction.
        if self.table.phase == Phase::BeforeSet
            && self.is_setter(seat)
            && self.table.hands[seat].doubles() > 0
            && self.short[seat] == 0
            && !self.setter_drew_flagged
        {
            self.setter_drew_flagged = true;
            let what = format!(
                "{} is on set and holds a double, but draws instead of setting it",
                self.name(seat)
            );
            self.penalize(InfractionKind::SetterDrew, seat, event.span, what, None);
        }
        // Tiles drawn to make up a short deal belong to the hand, not to the set.
        let making_up = if self.short[seat] > 0
            && !self.short_settled[seat]
            && !matches!(self.table.phase, Phase::Turns | Phase::Over(_))
        {
            self.short[seat]
        } else {
            0
        };
        let held_before = self.table.hands[seat];
        let mut from_last_two = false;
        for (index, &tile) in tiles.iter().enumerate() {
            if self.table.boneyard.len() <= 2 {
                from_last_two = true;
            }
            self.table.boneyard.remove(tile);
            self.table.hands[seat].insert(tile);
            if index >= making_up {
                self.drawn.insert(tile);
            }
        }
        // The setter's first drawn tile is the one he must set, if he held no double.
        if self.table.phase == Phase::BeforeSet
            && self.is_setter(seat)
            && self.setter_first_draw.is_none()
            && let Some(&first) = tiles.get(making_up)
        {
            let held: TileSet = held_before.union(tiles[..making_up].iter().copied().collect());
            self.setter_first_draw = Some((seat, first, held.doubles() > 0));
        }
        // Making up a short deal inside the window: the penalty is exacted.
        if self.short[seat] > 0
            && !self.short_settled[seat]
            && !matches!(self.table.phase, Phase::Turns | Phase::Over(_))
        {
            let owed = self.short[seat];
            self.short_settled[seat] = true;
            let what = format!(
                "{} took {} tile(s) too few at the deal and draws up",
                self.name(seat),
                owed
            );
            self.penalize(
                InfractionKind::TooFewTiles,
                seat,
                self.hand.deal_spans[seat],
                what,
                None,
            );
        }
        if from_last_two {
            let what = format!(
                "{} draws from the last two tiles of the boneyard",
                self.name(seat)
            );
            self.penalize(
                InfractionKind::DrewFromLastTwo,
                seat,
                event.span,
                what,
                None,
            );
        }
        match self.table.phase {
            Phase::BlockDraw(drawer) if drawer == seat && self.table.boneyard.len() <= 2 => {
                self.table.phase = Phase::Over(Ending::Blocked);
            }
            Phase::Opening if seat == self.table.turn => self.start_turns(),
            Phase::Turns => {
                self.follow_the_table(seat);
                self.turn_action(seat);
                if self.table.must_draw == Some(seat) {
                    self.table.must_draw = None;
                }
            }
            _ => {}
        }
    }

    /// What a takeback of the play about to be judged must restore.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            table: self.table.clone(),
            short_settled: self.short_settled.clone(),
            on_set: self.on_set.clone(),
            set: self.set.clone(),
            notes: self.notes.len(),
        }
    }

    /// A tile taken back: the hand is as it was before the play; the penalty stands.
    fn restore(&mut self, before: Snapshot) {
        self.table = before.table;
        self.short_settled = before.short_settled;
        self.on_set = before.on_set;
        self.set = before.set;
        self.notes.truncate(before.notes);
    }

    fn is_setter(&self, seat: Seat) -> bool {
        match &self.on_set {
            OnSet::Seat(s) => *s == seat,
            OnSet::AnyOf(seats) => seats.contains(&seat),
            OnSet::HighestDouble => false,
        }
    }

    /// The window for a short deal closes when someone else plays a tile.
    fn close_short_window(&mut self, player: Seat, span: Span) {
        if self.short.values().all(|&short| short == 0) {
            return;
        }
        for seat in self.session.players.seats() {
            if self.hand.present[seat]
                && seat != player
                && self.short[seat] > 0
                && !self.short_settled[seat]
            {
                self.short_settled[seat] = true;
                let text = format!(
                    "{} took {} tile(s) too few at the deal; the penalty lapsed when {} played",
                    self.name(seat),
                    self.short[seat],
                    self.name(player)
                );
                self.note(span, text);
            }
        }
    }

    /// After a correct block the next player did not draw the boneyard down to two:
    /// the penalty, and the hand is over.
    fn not_drawn_after_block(&mut self, drawer: Seat, span: Span, how: &str) {
        let what = format!("{} {how} after the correct block", self.name(drawer));
        self.penalize(InfractionKind::NotDrawnAfterBlock, drawer, span, what, None);
        self.table.phase = Phase::Over(Ending::Blocked);
    }

    fn set_tile(&mut self, event: &Event, written: (u8, u8)) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        if self.table.phase != Phase::BeforeSet {
            let message = format!(
                "{} sets {shown}, but the first tile is already down",
                self.name(seat)
            );
            self.problem(
                ProblemKind::Event,
                event.span,
                message,
                "a second set",
                "a hand has one set; later tiles are written `play`",
            );
            return;
        }
        // A takeback undoes all that the set did. Only a set that breaks a rule
        // can be taken back, so only then is the table kept as it stood.
        if !self.is_setter(seat) {
            let before = self.snapshot();
            self.close_short_window(seat, event.span);
            let whose = match &self.on_set {
                OnSet::Seat(s) => format!("{} is on set", self.name(*s)),
                OnSet::AnyOf(seats) => {
                    let names: Vec<&str> = seats.iter().map(|s| self.name(*s)).collect();
                    format!(
                        "one of {} is on set, by the tie-break draw",
                        names.join(", ")
                    )
                }
                OnSet::HighestDouble => String::new(),
            };
            let what = format!("{} sets {shown}, but {whose}", self.name(seat));
            let index = self.penalize(
                InfractionKind::NotOnSet,
                seat,
                event.span,
                what,
                self.set_switches.first().copied(),
            );
            self.table.hands[seat].remove(tile);
            self.pending = Some(Pending {
                seat,
                tile,
                before,
                infraction: index,
                placed: None,
                span: event.span,
                deferred: Vec::new(),
            });
            self.set = Some(SetInfo { seat, written });
            self.table.phase = Phase::Announcing;
            self.record_set(seat, tile);
            return;
        }
        let hand = self.table.hands[seat];
        let drawn = self.drawn.contains(tile);
        // What he held before drawing decides: a double drawn after the first draw
        // does not make him a setter who held one.
        let first_draw = self.setter_first_draw.filter(|(s, _, _)| *s == seat);
        let holds_double = match first_draw {
            Some((_, _, held)) => held,
            None => hand.iter().any(|t| t.is_double()),
        };
        // Without a double he sets the first tile he drew.
        let must_set = first_draw
            .filter(|(_, _, held)| !held)
            .map(|(_, first, _)| first);
        let wrong = match self.highest_double {
            Some(highest) if highest != tile => Some(format!(
                "{} sets {shown}, but the first set of the session is the highest double, here {highest}",
                self.name(seat)
            )),
            // Drawing instead of setting a double was penalised already; the drawn tile is his set.
            _ if !tile.is_double() && holds_double && !(drawn && self.setter_drew_flagged) => {
                Some(format!(
                    "{} sets {shown} while holding a double; the setter sets a double",
                    self.name(seat)
                ))
            }
            _ if !tile.is_double() && !drawn => Some(format!(
                "{} sets {shown} from the hand; a setter holding no double draws a tile and sets that one",
                self.name(seat)
            )),
            _ if must_set.is_some_and(|first| first != tile) => Some(format!(
                "{} sets {shown}, but a setter holding no double sets the first tile drawn, here {}",
                self.name(seat),
                must_set.unwrap_or(tile)
            )),
            _ => None,
        };
        let wrong = wrong.map(|what| (what, self.snapshot()));
        self.close_short_window(seat, event.span);
        self.on_set = OnSet::Seat(seat);
        // A wrong set tile may be taken back; its set payments wait until it stands.
        let wrong_set = wrong.map(|(what, before)| {
            let index = self.penalize(InfractionKind::WrongSetTile, seat, event.span, what, None);
            (index, before)
        });
        if wrong_set.is_some() {
            self.held = Some(Vec::new());
        }
        self.table.hands[seat].remove(tile);
        self.set = Some(SetInfo { seat, written });
        self.table.phase = Phase::Announcing;
        // Set payments.
        let line = event.span.line;
        if let Some(value) = tile.double_value() {
            // Twice the value only for the tile he had to draw and set: a setter
            // who drew while holding a double did not have to draw, so a double
            // he drew is paid like one from the hand.
            let had_to_draw = must_set == Some(tile);
            let (amount, reason) = if had_to_draw {
                (2 * i64::from(value), Reason::SetDrawnDouble)
            } else {
                (i64::from(value), Reason::SetDouble)
            };
            if drawn && holds_double {
                let text = format!(
                    "{} drew {shown} while holding a double, so did not have to draw: it is paid as a double from the hand, {value} from each, not {}",
                    self.name(seat),
                    2 * value
                );
                self.note(event.span, text);
            }
            if self.excess[seat] > 0 {
                let text = format!(
                    "{} took too many tiles at the deal, so nobody owes anything for the set {shown}",
                    self.name(seat)
                );
                self.note(event.span, text);
            } else {
                for other in self.others(seat) {
                    self.pay_under(other, seat, amount, reason, line, self.set_switches.clone());
                }
                self.set_paid = Some(amount);
            }
        } else if drawn {
            let amount = i64::from(tile.spots());
            for other in self.others(seat) {
                self.pay_under(
                    seat,
                    other,
                    amount,
                    Reason::SetDrawnTile,
                    line,
                    self.set_switches.clone(),
                );
            }
        }
        if let Some((infraction, before)) = wrong_set {
            let deferred = self.held.take().unwrap_or_default();
            self.pending = Some(Pending {
                seat,
                tile,
                before,
                infraction,
                placed: None,
                span: event.span,
                deferred,
            });
        }
        self.record_set(seat, tile);
    }

    /// The set counts as the setter's turn for the predecessor rule.
    fn record_set(&mut self, seat: Seat, tile: Tile) {
        self.table.laid_by[tile.index()] = Some(seat);
        self.table.history.push(TurnRecord {
            seat,
            played: Some(tile),
            went_out: false,
            first_out: false,
        });
    }

    fn others(&self, seat: Seat) -> Seats {
        self.seats().filter(|&s| s != seat).collect()
    }

    fn announce(&mut self, event: &Event, announcement: Announcement) {
        let seat = event.seat;
        let Some(set) = &self.set else {
            self.problem(
                ProblemKind::Event,
                event.span,
                format!("{} announces before the first tile is set", self.name(seat)),
                "no set tile yet",
                "the setter sets his tile, then announces the game",
            );
            return;
        };
        if self.table.phase != Phase::Announcing || seat != set.seat {
            let message = if seat != set.seat {
                format!(
                    "{} announces, but {} set the first tile",
                    self.name(seat),
                    self.name(set.seat)
                )
            } else {
                format!("{} announces a second time", self.name(seat))
            };
            self.problem(
                ProblemKind::Event,
                event.span,
                message,
                "not the setter's announcement",
                "only the setter announces, once, straight after the set",
            );
            return;
        }
        match Game::new(announcement, set.written) {
            Ok(game) => {
                self.unplayable = None;
                // Game 17's matador arms: under game17-arms=opposite, there is the
                // arm across from here. Two other arms are a bad announcement, and
                // the hand is judged as the table played it.
                if game.number() == 17
                    && let Some(condition) = &game.condition
                    && let [(here, _), (there, _)] = condition.steps.as_slice()
                {
                    let (here, there) = (game.arms[*here].name, game.arms[*there].name);
                    if here.opposite() != there
                        && self.rules.get::<Game17Arms>() == Game17Arms::Opposite
                    {
                        let what = format!(
                            "{} announces game 17 first on {here}, then on {there}; there is the arm across from here, {}",
                            self.name(seat),
                            here.opposite()
                        );
                        self.penalize(
                            InfractionKind::BadAnnouncement,
                            seat,
                            event.span,
                            what,
                            Some(Switch::Game17Arms),
                        );
                    } else if here.opposite() != there {
                        let text = format!(
                            "game 17 first on {here}, then on {there}, two arms side by side: allowed under {}",
                            Switch::Game17Arms.describe(self.rules)
                        );
                        self.note(event.span, text);
                    }
                }
                self.game = Some(announcement);
                self.table.layout = Some(Layout::new(game));
                self.table.phase = Phase::Opening;
                self.table.turn = self.next_active(seat);
            }
            Err(error) => {
                self.unplayable = Some((event.span, format!("{}: {error}", announcement.name)));
                let what = format!(
                    "{} announces {}, but {error}",
                    self.name(seat),
                    announcement.name
                );
                self.penalize(
                    InfractionKind::BadAnnouncement,
                    seat,
                    event.span,
                    what,
                    None,
                );
            }
        }
    }

    /// After an announcement that cannot be played, the hand cannot be replayed
    /// without knowing the game the table played: the problem is the
    /// announcement, and it is reported where it stands. Returns whether it was.
    fn announcement_unplayable(&mut self) -> bool {
        let Some((span, why)) = self.unplayable.take() else {
            return false;
        };
        let setter = self
            .set
            .as_ref()
            .map_or("the setter", |s| self.name(s.seat));
        let message = format!("{setter}'s announcement cannot be played: {why}");
        self.problem(
            ProblemKind::Announcement,
            span,
            message,
            "the game the table played is not known",
            "write the announcement as the table meant it; `nos games` lists each game's options",
        );
        true
    }

    fn declare(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        let doubles = tiles.iter().filter(|t| t.is_double()).count();
        let earns = |doubles: usize| crate::replay::ledger::declared_amount(self.n, doubles);
        let amount = earns(doubles);
        // Declared doubles are shown from the hand: one already on the table (the
        // set double) does not count.
        let on_table: TileSet = tiles
            .iter()
            .copied()
            .filter(|t| !self.table.hands[seat].contains(*t))
            .collect();
        let owed = earns(doubles - on_table.len());
        let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
        let why_not = if self.table.phase != Phase::Opening {
            Some(
                "doubles are declared straight after the announcement, before the turns begin"
                    .to_owned(),
            )
        } else if doubles != tiles.len() {
            Some("only doubles can be declared".to_owned())
        } else if amount == 0 {
            Some(format!(
                "{doubles} doubles earn nothing at a table of {}",
                self.n
            ))
        } else if self.declared[seat] {
            Some("a player declares once".to_owned())
        } else if is_setter
            && match self.rules.get::<SetterDeclares>() {
                SetterDeclares::Allowed => false,
                SetterDeclares::NotAllowed => true,
            }
        {
            Some("under this reading the setter does not declare doubles".to_owned())
        } else {
            None
        };
        let switch = is_setter.then_some(Switch::SetterDeclares);
        if let Some(reason) = why_not {
            let what = format!(
                "{} declares {} double(s), but {reason}",
                self.name(seat),
                tiles.len()
            );
            self.penalize(InfractionKind::WrongClaim, seat, event.span, what, switch);
            return;
        }
        self.declared[seat] = true;
        if !on_table.is_empty() {
            let in_hand = doubles - on_table.len();
            let what = format!(
                "{} declares {doubles} doubles, but {on_table} already lies on the table; the {in_hand} in hand earn {owed} from each at a table of {}, not the {amount} asked",
                self.name(seat),
                self.n
            );
            self.penalize(InfractionKind::WrongClaim, seat, event.span, what, switch);
        }
        if self.excess[seat] > 0 {
            let text = format!(
                "{} took too many tiles at the deal, so nobody owes anything for the declared doubles",
                self.name(seat)
            );
            self.note(event.span, text);
            return;
        }
        for other in self.others(seat) {
            self.pay(
                other,
                seat,
                owed,
                Reason::DeclaredDoubles,
                event.span.line,
                switch,
            );
        }
    }

    fn start_turns(&mut self) {
        self.table.phase = Phase::Turns;
        if self.rules.get::<ClaimWindow>() == ClaimWindow::NextEvent {
            self.close_claims(
                |_| true,
                |replay| format!("{}'s turn began", replay.name(replay.table.turn)),
            );
        } else {
            self.stretch_claims(|_| true);
        }
        self.table.unpaid.clear();
        self.table.late_window = true;
    }

    /// The claims that `closes` picks lose their window: kept aside, so that a late
    /// claim is told it came too late, with what closed it (`closer`, said only
    /// when a claim closes).
    fn close_claims(
        &mut self,
        closes: impl Fn(&Claimable) -> bool,
        closer: impl FnOnce(&Self) -> String,
    ) {
        if !self.table.claimables.iter().any(&closes) {
            return;
        }
        let closer = closer(self);
        let (closed, open): (Vec<Claimable>, Vec<Claimable>) =
            std::mem::take(&mut self.table.claimables)
                .into_iter()
                .partition(|c| closes(c));
        self.table.claimables = open;
        self.table
            .expired
            .extend(closed.into_iter().map(|c| (c, closer.to_owned())));
    }

    /// A tile laid (not a double at once on the set tile) ends the claims still
    /// open under claim-window=next-tile.
    fn tile_laid(&mut self, seat: Seat, shown: Laid) {
        if self.rules.get::<ClaimWindow>() == ClaimWindow::NextTile {
            self.close_claims(
                |_| true,
                |replay| format!("{} laid {shown}", replay.name(seat)),
            );
        } else {
            self.stretch_claims(|_| true);
        }
    }

    /// The claims that another reading of the claim window would have closed here.
    fn stretch_claims(&mut self, closes: impl Fn(&Claimable) -> bool) {
        for claim in self.table.claimables.iter_mut().filter(|c| closes(c)) {
            claim.stretched = true;
        }
    }

    /// A regular turn action by `seat` ends, under claim-window=next-event, the
    /// chance to claim for other players' doubles (and, after the first turn, to
    /// play a double at once).
    fn turn_action(&mut self, seat: Seat) {
        if self.rules.get::<ClaimWindow>() == ClaimWindow::NextEvent {
            self.close_claims(
                |c| c.seat != seat,
                |replay| format!("{} took a turn", replay.name(seat)),
            );
        } else {
            self.stretch_claims(|c| c.seat != seat);
        }
        self.table.unpaid.retain(|(s, _)| *s == seat);
        self.table.just_played = None;
        // The doubles at once end with the first round (when the setter's turn
        // comes again), or, read narrowly, once a player after the first in
        // turn acts.
        let closes = match self.rules.get::<DoublesAtOnceWindow>() {
            DoublesAtOnceWindow::FirstRound => {
                self.set.as_ref().is_some_and(|set| set.seat == seat)
            }
            DoublesAtOnceWindow::UntilFirstTile | DoublesAtOnceWindow::AfterFirstTile => self
                .set
                .as_ref()
                .is_some_and(|set| self.next_active(set.seat) != seat),
        };
        if closes {
            self.table.late_window = false;
        }
    }

    /// A legal tile the table has taken back: the rules let no legal tile be
    /// taken back, but charge nothing for it, so it goes back to the hand (its
    /// `takeback` event is then a matter of course); `what` says whose tile and
    /// which, `and_then` what follows.
    fn legal_tile_taken_back(
        &mut self,
        span: Span,
        seat: Seat,
        tile: Tile,
        what: &str,
        and_then: &str,
    ) {
        self.legal_taken_back = Some((seat, tile));
        let text = format!(
            "{what}, and the table has it taken back: the rules do not allow taking back a legal tile, but charge nothing for it, so it returns to the hand{and_then}"
        );
        self.note(span, text);
    }

    fn play(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        if self.attempt_on_taken_end(event, written, at) {
            return;
        }
        self.lay(event, written, at);
    }

    /// The first player in turn: the one to the setter's left.
    fn first_in_turn(&self) -> Option<Seat> {
        self.set.as_ref().map(|set| self.next_active(set.seat))
    }

    /// Whether a double may still be laid at once on the set tile.
    fn at_once_open(&self) -> bool {
        match self.table.phase {
            Phase::Opening => true,
            Phase::Turns => {
                self.table.late_window
                    && (!self.table.first_tile_laid
                        || self.rules.get::<DoublesAtOnceWindow>()
                            != DoublesAtOnceWindow::UntilFirstTile)
            }
            _ => false,
        }
    }

    /// Whether D5 puts `seat`'s `tile` before `other`'s `other_tile` on the set
    /// tile: seat order from the first player in turn, or doubles first and then
    /// seat order.
    fn before_in_opening(&self, seat: Seat, tile: Tile, other: Seat, other_tile: Tile) -> bool {
        let first = self.first_in_turn().map_or(0, Seat::index);
        let total = self.seats_total;
        let rank = |s: Seat| (s.index() + total - first) % total;
        if self.rules.get::<DoublesAtOncePriority>() == DoublesAtOncePriority::DoublesFirst {
            (!tile.is_double(), rank(seat)) < (!other_tile.is_double(), rank(other))
        } else {
            rank(seat) < rank(other)
        }
    }

    /// The layout rebuilt from the set tile and the opening's tiles, without
    /// the one at `skip`: while the opening is on, they are all that lies there.
    fn layout_without(&self, skip: Option<usize>) -> Option<Layout> {
        let game = self.table.layout.as_ref()?.game().clone();
        let mut layout = Layout::new(game);
        for (i, laid) in self.table.race.iter().enumerate() {
            if Some(i) != skip {
                layout.place(laid.placement);
            }
        }
        Some(layout)
    }

    /// A tile that fits nowhere now, but would fit an end of the set tile that
    /// another player's opening tile took: the player wants that end. Who has
    /// the right to it is D5's question; whether the tile stands waits for the
    /// next event. Returns whether the play was such an attempt.
    fn attempt_on_taken_end(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        if self.table.race_over || self.table.race.is_empty() {
            return false;
        }
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        let Some(setter) = self.set.as_ref().map(|s| s.seat) else {
            return false;
        };
        let timing = if Some(seat) == self.first_in_turn()
            && self.table.turn == seat
            && !self.table.first_tile_laid
            && matches!(self.table.phase, Phase::Opening | Phase::Turns)
        {
            Timing::Turn
        } else if seat != setter && tile.is_double() && self.at_once_open() {
            Timing::Immediate
        } else {
            return false;
        };
        let Some(layout) = self.table.layout.as_ref() else {
            return false;
        };
        if matches!(
            layout.resolve(written, at, timing),
            Resolution::Legal(_) | Resolution::Ambiguous(_)
        ) {
            return false;
        }
        let mut found: Option<(usize, bool)> = None;
        for (index, taken) in self.table.race.iter().enumerate() {
            if taken.seat == seat || layout.arms()[taken.placement.arm].laid != 1 {
                continue;
            }
            let Some(without) = self.layout_without(Some(index)) else {
                continue;
            };
            if let Resolution::Legal(p) = without.resolve(written, at, timing)
                && p.arm == taken.placement.arm
            {
                let priority = self.before_in_opening(seat, tile, taken.seat, taken.tile);
                if found.is_none_or(|(_, earlier)| priority && !earlier) {
                    found = Some((index, priority));
                }
            }
        }
        let Some((blocker, priority)) = found else {
            return false;
        };
        self.attempt = Some(Attempt {
            event: event.clone(),
            blocker,
            priority,
        });
        true
    }

    /// The event after an attempt on a taken end: the holder of that end takes
    /// his tile back (the table made room), the player takes his own tile back,
    /// or neither. Returns whether `next` was consumed.
    fn settle_attempt(&mut self, attempt: Attempt, next: &Event) -> bool {
        let Action::Play { written, at } = attempt.event.action else {
            return false;
        };
        let seat = attempt.event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        let taken = self.table.race[attempt.blocker];
        let reading = Switch::D5.describe(self.rules);
        match next.action {
            Action::Takeback(back) if back == taken.tile && next.seat == taken.seat => {
                if !attempt.priority {
                    // Judged as laid: the penalty stands, though the table then made room.
                    let before = self.infractions.len();
                    self.lay_attempt(&attempt);
                    if let Some(pending) = self.pending.take() {
                        self.restore(pending.before);
                    }
                    for infraction in &mut self.infractions[before..] {
                        infraction.correction = Correction::LetStand;
                    }
                }
                let returned = self.remove_opening_tile(attempt.blocker);
                let paid_back = returned
                    .map(|amount| format!(", and the {amount} paid for it goes back"))
                    .unwrap_or_default();
                let text = if attempt.priority {
                    format!(
                        "{} takes back {} to make room: {}'s {shown} had the prior right to that end of the set tile [{reading}]{paid_back}",
                        self.name(taken.seat),
                        taken.tile,
                        self.name(seat)
                    )
                } else {
                    format!(
                        "{} takes back {} although it had the prior right to that end of the set tile [{reading}]; the table made room for {}'s {shown}{paid_back}",
                        self.name(taken.seat),
                        taken.tile,
                        self.name(seat)
                    )
                };
                self.note(next.span, text);
                if attempt.priority {
                    if tile.is_double() && Some(seat) != self.first_in_turn() {
                        self.immediate_double(&attempt.event, written, at, vec![Switch::D5]);
                    } else {
                        self.lay(&attempt.event, written, at);
                    }
                } else {
                    self.land_after_room(&attempt.event, written, at);
                }
                true
            }
            Action::Takeback(back) if back == tile && next.seat == seat && attempt.priority => {
                let text = format!(
                    "{} takes back {shown}, giving up the prior right to that end of the set tile [{reading}]; no penalty",
                    self.name(seat)
                );
                self.note(next.span, text);
                true
            }
            _ => {
                self.lay_attempt(&attempt);
                false
            }
        }
    }

    /// After the table made room for a tile that had no prior right, it lies where
    /// it was meant to go, without a second penalty.
    fn land_after_room(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        if tile.is_double() && Some(seat) != self.first_in_turn() {
            self.immediate_double(event, written, at, vec![Switch::D5]);
        } else {
            if self.table.phase == Phase::Opening {
                self.start_turns();
            }
            self.lay(event, written, at);
        }
    }

    /// Lays an attempt as the transcript writes it; without the prior right its
    /// ruling depends on D5.
    fn lay_attempt(&mut self, attempt: &Attempt) {
        let Action::Play { written, at } = attempt.event.action else {
            return;
        };
        let (infractions, payments) = (self.infractions.len(), self.payments.len());
        self.lay(&attempt.event, written, at);
        if attempt.priority {
            return;
        }
        for infraction in &mut self.infractions[infractions..] {
            infraction.switches.insert(0, Switch::D5);
        }
        let held = self.pending.as_mut().map(|p| &mut p.deferred);
        for payment in self.payments[payments..]
            .iter_mut()
            .chain(held.into_iter().flatten())
        {
            if matches!(payment.reason, Reason::Penalty(_)) {
                payment.switches.insert(0, Switch::D5);
            }
        }
    }

    /// Takes an opening tile off the set tile: back to its player's hand, with
    /// the wait and the payment for a double at once undone, or the first
    /// player's turn given back to him. Returns the amount paid back, if any.
    fn remove_opening_tile(&mut self, index: usize) -> Option<i64> {
        let taken = self.table.race.remove(index);
        if let Some(layout) = self.layout_without(None) {
            self.table.layout = Some(layout);
        }
        self.table.hands[taken.seat].insert(taken.tile);
        self.table.laid_by[taken.tile.index()] = None;
        if self
            .table
            .last_double
            .is_some_and(|(_, double, _)| double == taken.tile)
        {
            self.table.last_double = None;
        }
        if !taken.at_once {
            if let Some(i) = self
                .table
                .history
                .iter()
                .rposition(|r| r.seat == taken.seat && r.played == Some(taken.tile))
            {
                self.table.history.remove(i);
            }
            self.table.first_tile_laid = false;
            self.table.just_played = None;
            self.table.turn = taken.seat;
            self.table.phase = Phase::Opening;
            return None;
        }
        if let Some(i) = self.table.waits[taken.seat]
            .iter()
            .position(|&arm| arm == taken.placement.arm)
        {
            self.table.waits[taken.seat].remove(i);
        }
        if !self
            .table
            .race
            .iter()
            .any(|t| t.seat == taken.seat && t.at_once)
        {
            self.immediate_players.retain(|s| *s != taken.seat);
            self.table.unpaid.retain(|(s, _)| *s != taken.seat);
        }
        let value = i64::from(taken.tile.double_value()?);
        let owed = self.table.claimables.iter().position(|c| {
            c.seat == taken.seat && c.reason == Reason::ImmediateDouble && c.amount == value
        });
        if let Some(i) = owed {
            self.table.claimables.remove(i);
            return None;
        }
        // Already paid: the payment goes back.
        let i = self.payments.iter().rposition(|p| {
            p.to == taken.seat && p.reason == Reason::ImmediateDouble && p.amount == value
        })?;
        let payment = self.payments.remove(i);
        self.ledger.pay(&Payment {
            from: payment.to,
            to: payment.from,
            ..payment.clone()
        });
        Some(payment.amount)
    }

    /// A play judged as laid.
    fn lay(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        match self.table.phase {
            Phase::BeforeSet | Phase::Announcing => {
                if self.table.phase == Phase::Announcing && self.announcement_unplayable() {
                    return;
                }
                let message = if self.table.phase == Phase::BeforeSet {
                    format!(
                        "{} plays {shown} before the first tile is set",
                        self.name(seat)
                    )
                } else {
                    format!(
                        "{} plays {shown} before a game the rules allow is announced",
                        self.name(seat)
                    )
                };
                self.problem(
                    ProblemKind::Missing,
                    event.span,
                    message,
                    "no game to play yet",
                    "a hand starts with the setter's `set` and `announce`; the first tile is written `set`",
                );
                return;
            }
            Phase::Over(_) => return,
            Phase::Opening if seat != self.table.turn => {
                let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
                if !is_setter && tile.is_double() {
                    self.immediate_double(event, written, at, Vec::new());
                    return;
                }
            }
            Phase::Opening => self.start_turns(),
            Phase::BlockDraw(_) => {
                if let Phase::BlockDraw(drawer) = self.table.phase {
                    self.not_drawn_after_block(drawer, event.span, "plays instead of drawing");
                }
                return;
            }
            Phase::Turns => {
                let is_setter = self.set.as_ref().is_some_and(|s| s.seat == seat);
                if self.table.late_window
                    && seat != self.table.turn
                    && !is_setter
                    && tile.is_double()
                    && self.late_double(event, written, at)
                {
                    return;
                }
            }
        }
        self.follow_the_table(seat);
        self.tile_laid(seat, shown);
        let turn = self.table.turn;
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        // A tile the table had taken back is judged as it lay: as written.
        let resolution = if self.takeback_follows {
            layout.resolve_as_written(written, at, Timing::Turn)
        } else {
            layout.resolve(written, at, Timing::Turn)
        };
        let owes_wait = seat == turn
            && self.table.waits[seat]
                .iter()
                .any(|&arm| layout.open_to_turns(arm));
        let against = match &resolution {
            Resolution::Legal(placement) => Some(layout.arms()[placement.arm].last),
            _ => None,
        };
        let offence = if seat != turn {
            let what = format!(
                "{} plays {shown}, but it is {}'s turn",
                self.name(seat),
                self.name(turn)
            );
            Some((InfractionKind::OutOfTurn, what))
        } else if owes_wait {
            let what = format!(
                "{} plays {shown}, but after a double played at once this turn is an \"I wait\"",
                self.name(seat)
            );
            Some((InfractionKind::PlayedInsteadOfWaiting, what))
        } else if let Resolution::Illegal { misfit, placement } = resolution {
            let turned_would_fit = self.takeback_follows
                && matches!(
                    layout.resolve(written, at, Timing::Turn),
                    Resolution::Legal(_)
                );
            let ends = || {
                let opens: Vec<String> = layout
                    .arms()
                    .iter()
                    .map(|arm| arm.open.to_string())
                    .collect();
                opens.join(", ")
            };
            // Put nowhere in particular and matching no open end: say so of them all.
            let what = match (placement, misfit) {
                // Laid the wrong way round: as written it fits nowhere, turned it would.
                _ if turned_would_fit => format!(
                    "{} plays {shown} with its {} touching, as written, which fits none of the open ends ({}); turned round it would have fitted, but the table had it taken back as it lay",
                    self.name(seat),
                    written.0,
                    ends()
                ),
                (None, Misfit::NoMatch { rule, .. }) if layout.arms().len() > 1 => format!(
                    "{} plays {shown}, which fits none of the open ends ({}) by {rule} matching",
                    self.name(seat),
                    ends()
                ),
                _ => format!(
                    "{} plays {shown}, which does not fit: {misfit}",
                    self.name(seat)
                ),
            };
            Some((InfractionKind::IllegalTile, what))
        } else {
            None
        };
        // Only a play that breaks a rule can be taken back, so only then is the
        // table kept as it stood before the play.
        if let Some((kind, what)) = offence {
            let before = self.snapshot();
            self.close_short_window(seat, event.span);
            // Out of turn, the play is no turn of the player's own.
            if kind != InfractionKind::OutOfTurn {
                self.turn_action(seat);
            }
            let index = self.penalize(kind, seat, event.span, what, None);
            self.hold_pending(event, seat, tile, before, index, resolution, Timing::Turn);
            return;
        }
        self.close_short_window(seat, event.span);
        self.turn_action(seat);
        match resolution {
            Resolution::Legal(_) if self.takeback_follows => {
                let what = format!("{} plays {shown}, a legal tile", self.name(seat));
                self.legal_tile_taken_back(event.span, seat, tile, &what, " and the turn goes on");
            }
            Resolution::Legal(placement) => {
                let on_set_tile = self
                    .table
                    .layout
                    .as_ref()
                    .is_some_and(|l| l.arms()[placement.arm].laid == 0);
                self.place(seat, tile, placement);
                // The first player's first tile on the set tile joins the opening's tiles;
                // any other tile settles them.
                if !self.table.race_over
                    && !self.table.first_tile_laid
                    && on_set_tile
                    && Some(seat) == self.first_in_turn()
                {
                    self.table.race.push(RaceTile {
                        seat,
                        tile,
                        placement,
                        at_once: false,
                    });
                } else {
                    self.table.race_over = true;
                }
                let placed = against.map(|against| (placement, against, Timing::Turn));
                self.after_play(event.span, seat, tile, placed);
            }
            // Judged above, as an offence.
            Resolution::Illegal { .. } => {}
            Resolution::Ambiguous(choices) => self.ambiguous(event, tile, &choices),
            Resolution::NowhereNamed => self.nowhere(event, tile, at),
        }
    }

    /// A double on the set tile once the turns have begun, while the window for
    /// doubles at once is open. While the first player in turn has laid no tile
    /// (he may be drawing) it is a double at once. After his tile, under
    /// doubles-at-once-window=first-round (for the rest of the first round) or
    /// after-first-tile (until the next player acts) it still is one; under
    /// until-first-tile it is out of turn, and if the table lets it stand it is
    /// waited for like one, unpaid. Returns whether it was such a double.
    fn late_double(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let Resolution::Legal(placement) = layout.resolve(written, at, Timing::Immediate) else {
            return false;
        };
        if !self.table.first_tile_laid {
            self.immediate_double(event, written, at, Vec::new());
            return true;
        }
        if self.rules.get::<DoublesAtOnceWindow>() != DoublesAtOnceWindow::UntilFirstTile {
            self.immediate_double(event, written, at, vec![Switch::DoublesAtOnceWindow]);
            return true;
        }
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        let before = self.snapshot();
        let what = format!(
            "{} plays {shown} on the set tile after {} has laid a tile: too late for a double at once",
            self.name(seat),
            self.name(self.next_active(self.set.as_ref().map_or(seat, |s| s.seat)))
        );
        let index = self.penalize(
            InfractionKind::OutOfTurn,
            seat,
            event.span,
            what,
            Some(Switch::DoublesAtOnceWindow),
        );
        self.hold_pending(
            event,
            seat,
            tile,
            before,
            index,
            Resolution::Legal(placement),
            Timing::Immediate,
        );
        true
    }

    /// A double at once on the set tile; `readings` are the switches that made it one.
    fn immediate_double(
        &mut self,
        event: &Event,
        written: (u8, u8),
        at: Option<At>,
        readings: Vec<Switch>,
    ) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        let layout = self.table.layout.as_ref().expect("opening has a layout");
        let resolution = layout.resolve(written, at, Timing::Immediate);
        match resolution {
            Resolution::Legal(_) if self.takeback_follows => {
                let what = format!("{} plays {shown} at once, a legal double", self.name(seat));
                self.legal_tile_taken_back(event.span, seat, tile, &what, "");
            }
            Resolution::Legal(placement) => {
                let setter = self.set.as_ref().map_or(seat, |s| s.seat);
                self.close_short_window(seat, event.span);
                self.place(seat, tile, placement);
                self.table.waits[seat].push(placement.arm);
                if !self.table.race_over {
                    self.table.race.push(RaceTile {
                        seat,
                        tile,
                        placement,
                        at_once: true,
                    });
                }
                // D4 is about several players: one player's two doubles are both paid.
                let several = self
                    .immediate_players
                    .first()
                    .is_some_and(|first| *first != seat);
                if !self.immediate_players.contains(&seat) {
                    self.immediate_players.push(seat);
                }
                let mut switches = readings;
                if several {
                    switches.push(Switch::D4);
                }
                let first_only = match self.rules.get::<SeveralImmediateDoubles>() {
                    SeveralImmediateDoubles::AllPaid => false,
                    SeveralImmediateDoubles::FirstPaid => true,
                };
                if several && first_only {
                    self.table.unpaid.push((seat, Switch::D4));
                } else if let Some(value) = tile.double_value() {
                    let against = self
                        .table
                        .last_double
                        .map_or(tile, |(_, _, against)| against);
                    self.table.claimables.push(Claimable {
                        seat,
                        payer: setter,
                        amount: i64::from(value),
                        reason: Reason::ImmediateDouble,
                        switches,
                        double: tile,
                        against,
                        stretched: false,
                    });
                }
            }
            Resolution::Illegal { misfit, .. } => {
                let before = self.snapshot();
                let what = format!(
                    "{} plays {shown} at once, before the turns, but it does not fit the set tile: {misfit}",
                    self.name(seat)
                );
                let index = self.penalize(InfractionKind::OutOfTurn, seat, event.span, what, None);
                self.hold_pending(
                    event,
                    seat,
                    tile,
                    before,
                    index,
                    resolution,
                    Timing::Immediate,
                );
            }
            Resolution::Ambiguous(choices) => self.ambiguous(event, tile, &choices),
            Resolution::NowhereNamed => self.nowhere(event, tile, at),
        }
    }

    fn place(&mut self, seat: Seat, tile: Tile, placement: Placement) {
        if let Some(layout) = self.table.layout.as_mut() {
            if tile.is_double() {
                let against = layout.arms()[placement.arm].last;
                self.table.last_double = Some((seat, tile, against));
            }
            layout.place(placement);
        }
        self.table.laid_by[tile.index()] = Some(seat);
        self.table.hands[seat].remove(tile);
    }

    /// Lays an offending tile where the transcript puts it and waits to see
    /// whether the table has it taken back.
    #[allow(clippy::too_many_arguments)]
    fn hold_pending(
        &mut self,
        event: &Event,
        seat: Seat,
        tile: Tile,
        before: Snapshot,
        infraction: usize,
        resolution: Resolution,
        timing: Timing,
    ) {
        let placement = match resolution {
            Resolution::Legal(p) => Some(p),
            Resolution::Illegal { placement, .. } => placement,
            Resolution::Ambiguous(_) | Resolution::NowhereNamed => None,
        };
        let layout = self.table.layout.as_ref().expect("a play has a layout");
        let placed = placement.map(|p| (p, layout.arms()[p.arm].last, timing));
        self.table.hands[seat].remove(tile);
        if let (Some(p), Some(layout)) = (placement, self.table.layout.as_mut()) {
            layout.place(p);
            self.table.race_over = true;
        }
        if let Some((_, against, _)) = placed {
            self.table.laid_by[tile.index()] = Some(seat);
            if tile.is_double() {
                self.table.last_double = Some((seat, tile, against));
            }
        }
        self.pending = Some(Pending {
            seat,
            tile,
            before,
            infraction,
            placed,
            span: event.span,
            deferred: Vec::new(),
        });
    }

    /// The table let an offending play stand: it takes effect.
    fn let_stand(&mut self, pending: Pending) {
        self.infractions[pending.infraction].correction = Correction::LetStand;
        let kind = self.infractions[pending.infraction].kind;
        if matches!(
            kind,
            InfractionKind::NotOnSet | InfractionKind::WrongSetTile
        ) {
            // The set stands, and with it what it pays.
            for payment in pending.deferred {
                self.ledger.pay(&payment);
                self.payments.push(payment);
            }
            return;
        }
        if pending.placed.is_none() {
            let message = format!(
                "{} stays on the table, but the transcript does not say where it lay",
                pending.tile
            );
            self.problem(
                ProblemKind::AmbiguousPlacement,
                pending.span,
                message,
                "where did this tile go?",
                "add `at:` with the open end's number or the arm's name, or a `takeback` if the table had it taken back",
            );
            return;
        }
        if kind == InfractionKind::PlayedInsteadOfWaiting {
            let seat = pending.seat;
            if let Some(layout) = &self.table.layout
                && let Some(i) = self.table.waits[seat]
                    .iter()
                    .position(|&arm| layout.open_to_turns(arm))
            {
                self.table.waits[seat].remove(i);
            }
        }
        if kind == InfractionKind::OutOfTurn {
            // The tile stays; the turn stays with the player whose turn it was. A
            // double laid on the set tile is waited for, like one played at once.
            if let Some((placement, _, Timing::Immediate)) = pending.placed {
                self.table.waits[pending.seat].push(placement.arm);
                if self.infractions[pending.infraction]
                    .switches
                    .contains(&Switch::DoublesAtOnceWindow)
                {
                    self.table
                        .unpaid
                        .push((pending.seat, Switch::DoublesAtOnceWindow));
                }
                return;
            }
            let turn = self.table.turn;
            self.after_play(pending.span, pending.seat, pending.tile, pending.placed);
            if !matches!(self.table.phase, Phase::Over(_)) {
                self.table.turn = turn;
            }
            return;
        }
        self.after_play(pending.span, pending.seat, pending.tile, pending.placed);
    }

    fn after_play(
        &mut self,
        span: Span,
        seat: Seat,
        tile: Tile,
        placed: Option<(Placement, Tile, Timing)>,
    ) {
        self.table.passes_in_row = 0;
        self.table.passes_since_tile = 0;
        if Some(seat) == self.first_in_turn() {
            self.table.first_tile_laid = true;
        }
        let went_out = self.table.hands[seat].is_empty();
        // A double on the predecessor's tile.
        if let (Some(value), Some((_, against, Timing::Turn))) = (tile.double_value(), placed) {
            match self.predecessor_pays(seat, against) {
                Ok((payer, switch)) => self.table.claimables.push(Claimable {
                    seat,
                    payer,
                    amount: i64::from(value),
                    reason: Reason::DoubleOnPredecessor,
                    switches: switch.into_iter().collect(),
                    double: tile,
                    against,
                    stretched: false,
                }),
                Err(Some(switch)) => self.table.unpaid.push((seat, switch)),
                Err(None) => {}
            }
        }
        let mut first_out = false;
        if went_out {
            self.table.out[seat] = true;
            if self.table.first_out.is_none() {
                self.table.first_out = Some(seat);
                first_out = true;
                for other in self.others(seat) {
                    self.pay(other, seat, 5, Reason::Nos, span.line, None);
                }
            }
        }
        self.table.history.push(TurnRecord {
            seat,
            played: Some(tile),
            went_out,
            first_out,
        });
        if self.table.history.len() > 16 {
            self.table.history.drain(..8);
        }
        self.table.just_played = Some(seat);
        if self.active().count() <= 1 {
            self.table.phase = Phase::Over(Ending::OneLeft);
        } else {
            self.table.turn = self.next_active(seat);
        }
    }

    /// Whether a double laid against `against` is paid, by whom, and under which reading.
    ///
    /// `Err` carries the reading that made it unpaid, if one did.
    fn predecessor_pays(
        &self,
        seat: Seat,
        against: Tile,
    ) -> Result<(Seat, Option<Switch>), Option<Switch>> {
        let pass_between = match self.rules.get::<DoubleAfterPass>() {
            DoubleAfterPass::Unpaid => true,
            DoubleAfterPass::Paid => false,
        };
        let mut passed = false;
        for record in self.table.history.iter().rev() {
            if record.seat == seat {
                return Err(None);
            }
            match record.played {
                // A pass or a wait is a turn in between; under D3=paid only a tile counts.
                None if !pass_between => passed = true,
                None => {
                    let laid_on_it =
                        self.table.history.iter().rev().find_map(|r| r.played) == Some(against);
                    return Err(laid_on_it.then_some(Switch::D3));
                }
                Some(tile) if tile == against => {
                    let mut switch = passed.then_some(Switch::D3);
                    if record.first_out {
                        return Err(None);
                    }
                    if record.went_out {
                        match self.rules.get::<DoubleOnOutTile>() {
                            DoubleOnOutTile::Unpaid => return Err(Some(Switch::D2)),
                            DoubleOnOutTile::Paid => {}
                        }
                        switch = Some(Switch::D2);
                    }
                    return Ok((record.seat, switch));
                }
                Some(_) => return Err(None),
            }
        }
        Err(None)
    }

    fn ambiguous(&mut self, event: &Event, tile: Tile, choices: &[Placement]) {
        let Some(layout) = &self.table.layout else {
            return;
        };
        let names: Vec<String> = choices
            .iter()
            .map(|p| {
                let arm = &layout.arms()[p.arm];
                let beside = if arm.laid == 0 {
                    "the set tile".to_owned()
                } else {
                    arm.last.to_string()
                };
                format!(
                    "`at: {}` (on the open {} next to {beside})",
                    layout.game().arms[p.arm].name,
                    arm.open
                )
            })
            .collect();
        let message = format!(
            "{} plays {tile}, which fits in more than one place",
            self.name(event.seat)
        );
        let help = format!("say where it went: {}", names.join(" or "));
        self.problem(
            ProblemKind::AmbiguousPlacement,
            event.value_span,
            message,
            "which open end?",
            &help,
        );
    }

    fn nowhere(&mut self, event: &Event, tile: Tile, at: Option<At>) {
        let ends: Vec<String> = self
            .table
            .layout
            .as_ref()
            .map(|l| {
                l.arms()
                    .iter()
                    .zip(&l.game().arms)
                    .map(|(arm, plan)| format!("{} (open {})", plan.name, arm.open))
                    .collect()
            })
            .unwrap_or_default();
        let place = at.map_or("anywhere".to_owned(), |a| a.to_string());
        let message = format!(
            "{} plays {tile} at {place}, which the layout does not have",
            self.name(event.seat)
        );
        let help = format!("the layout's arms are {}", ends.join(", "));
        self.problem(
            ProblemKind::NoSuchPlace,
            event.span,
            message,
            "no such open end or arm",
            &help,
        );
    }

    fn pass(&mut self, event: &Event, said_wait: bool) {
        let seat = event.seat;
        let word = if said_wait { "waits" } else { "passes" };
        if self.table.phase == Phase::Announcing && self.announcement_unplayable() {
            return;
        }
        match self.table.phase {
            Phase::Opening if seat == self.table.turn => self.start_turns(),
            Phase::Turns => {}
            Phase::BlockDraw(drawer) => {
                self.not_drawn_after_block(
                    drawer,
                    event.span,
                    &format!("{word} instead of drawing"),
                );
                return;
            }
            _ => {
                let message = format!("{} {word} before the turns begin", self.name(seat));
                self.problem(
                    ProblemKind::Event,
                    event.span,
                    message,
                    "no turn to pass yet",
                    "turns start with the player to the setter's left, after the announcement",
                );
                return;
            }
        }
        self.follow_the_table(seat);
        if seat != self.table.turn {
            let message = format!(
                "{} {word}, but it is {}'s turn",
                self.name(seat),
                self.name(self.table.turn)
            );
            self.problem(
                ProblemKind::Event,
                event.span,
                message,
                "not this player's turn",
                "check the name: play goes clockwise from the setter's left, skipping players who are out",
            );
            return;
        }
        self.turn_action(seat);
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let able = layout.can_play(self.table.hands[seat]);
        let boneyard = self.table.boneyard.len();
        if able {
            let what = format!(
                "{} {word} while holding a tile that could be played",
                self.name(seat)
            );
            self.penalize(
                InfractionKind::PassWhileAble,
                seat,
                event.span,
                what,
                Some(Switch::D7),
            );
            let and_forty = match self.rules.get::<PassWhileAble>() {
                PassWhileAble::EightyInstead => false,
                PassWhileAble::EightyAndForty => true,
            };
            if boneyard > 2 && and_forty {
                let what = format!(
                    "{} {word} with {boneyard} tiles left in the boneyard",
                    self.name(seat)
                );
                self.penalize(
                    InfractionKind::PassWithBoneyard,
                    seat,
                    event.span,
                    what,
                    Some(Switch::D7),
                );
            }
        } else if boneyard > 2 {
            let what = format!(
                "{} {word} with {boneyard} tiles left in the boneyard; a player who cannot play draws until able to, or until two are left",
                self.name(seat)
            );
            self.penalize(
                InfractionKind::PassWithBoneyard,
                seat,
                event.span,
                what,
                None,
            );
        }
        if boneyard > 2 {
            // With tiles left to draw his turn goes on (draw until he can play), so
            // the pass is no turn of its own: it does not stand between his
            // predecessor's tile and a double he plays on it, nor count towards
            // everyone passing. If the table moves on instead, the next player's
            // action is accepted and the pass becomes his turn (`moved_on`).
            self.table.must_draw = Some(seat);
            return;
        }
        self.table.history.push(TurnRecord {
            seat,
            played: None,
            went_out: false,
            first_out: false,
        });
        // Only correct passes end the hand: a pass made while able starts the count afresh.
        self.table.passes_since_tile += 1;
        if able {
            self.table.passes_in_row = 0;
            self.table.wrong_pass = Some(seat);
        } else {
            self.table.passes_in_row += 1;
        }
        if self.table.passes_in_row >= self.active().count() {
            self.table.phase = Phase::Over(Ending::AllPassed);
        } else {
            self.table.turn = self.next_active(seat);
        }
    }

    /// A pass made while able, and the passer plays straight after: the table
    /// caught it at once, and the tile is his turn. The pass's penalty stands.
    fn caught_pass(&mut self, event: &Event) {
        let seat = event.seat;
        if let Some(i) = self
            .table
            .history
            .iter()
            .rposition(|r| r.seat == seat && r.played.is_none())
        {
            self.table.history.remove(i);
        }
        self.table.passes_since_tile = self.table.passes_since_tile.saturating_sub(1);
        self.table.turn = seat;
        let text = format!(
            "the table caught {}'s pass at once: this tile is the turn the pass skipped, and the pass's penalty stands",
            self.name(seat)
        );
        self.note(event.span, text);
    }

    /// The transcript ends after a round of passes with a wrong one among them:
    /// by the rules the hand was not over, but the table stopped there. The hand
    /// ends as the table ended it, and the counts are taken as they stand.
    fn stopped_after_passes(&mut self, span: Span) {
        if self.table.phase != Phase::Turns || self.table.passes_since_tile < self.active().count()
        {
            return;
        }
        let text = "every player still in passed in turn, but not every pass was correct, so by the rules the hand went on; the table stopped here, and the hand is counted as it stands".to_owned();
        self.note(span, text);
        self.table.phase = Phase::Over(Ending::AllPassed);
    }

    /// After a pass with tiles left to draw, the passer should draw on; when the
    /// next player acts instead, the table has moved on, and the replay follows it.
    fn follow_the_table(&mut self, seat: Seat) {
        if let Some(passer) = self.table.must_draw
            && passer != seat
            && seat == self.next_active(self.table.turn)
        {
            self.table.must_draw = None;
            self.moved_on(passer);
            self.table.turn = seat;
        }
    }

    /// The table let a pass with tiles left to draw end the passer's turn: it
    /// counts as his turn after all.
    fn moved_on(&mut self, passer: Seat) {
        self.table.history.push(TurnRecord {
            seat: passer,
            played: None,
            went_out: false,
            first_out: false,
        });
        // A pass with tiles left to draw is not a correct pass.
        self.table.passes_in_row = 0;
        self.table.passes_since_tile += 1;
    }

    fn wait(&mut self, event: &Event) {
        let seat = event.seat;
        if self.table.phase == Phase::Opening && seat == self.table.turn {
            self.start_turns();
        }
        if self.table.phase == Phase::Turns {
            self.follow_the_table(seat);
        }
        let owed = match (&self.table.layout, self.table.phase) {
            (Some(layout), Phase::Turns) if seat == self.table.turn => self.table.waits[seat]
                .iter()
                .position(|&arm| layout.open_to_turns(arm)),
            _ => None,
        };
        match owed {
            Some(i) => {
                self.table.waits[seat].remove(i);
                self.turn_action(seat);
                self.table.history.push(TurnRecord {
                    seat,
                    played: None,
                    went_out: false,
                    first_out: false,
                });
                self.table.turn = self.next_active(seat);
            }
            // A wait not owed misses a turn like a pass, and is judged as one.
            None => self.pass(event, true),
        }
    }

    fn nos(&mut self, event: &Event) {
        let seat = event.seat;
        if !self.table.hands[seat].is_empty() {
            let held = self.table.hands[seat].len();
            let what = format!(
                "{} says \"nos\" while still holding {held} tile(s)",
                self.name(seat)
            );
            self.penalize(InfractionKind::FalseNos, seat, event.span, what, None);
        } else if self.table.first_out != Some(seat) {
            let first = self
                .table
                .first_out
                .map_or("nobody", |s| self.name(s))
                .to_owned();
            let what = format!(
                "{} says \"nos\", but {first} went out first",
                self.name(seat)
            );
            self.penalize(InfractionKind::WrongClaim, seat, event.span, what, None);
        }
    }

    fn block(&mut self, event: &Event) {
        let seat = event.seat;
        let Some(layout) = &self.table.layout else {
            let what = format!("{} blocks before the game is under way", self.name(seat));
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        };
        if self.table.just_played != Some(seat) {
            let what = format!(
                "{} says \"I block\" without having just played a tile",
                self.name(seat)
            );
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        }
        // With two players in, a block with the blocker's last tile ends the hand:
        // the other player need not draw, and no tile can follow, whatever the
        // boneyard holds.
        let others_in = self.active().filter(|&s| s != seat).count();
        if self.table.out[seat] && others_in <= 1 {
            for other in self.active().filter(|&s| s != seat).collect::<Vec<_>>() {
                self.pay(other, seat, 20, Reason::Block, event.span.line, None);
            }
            self.table.phase = Phase::Over(Ending::Blocked);
            return;
        }
        let in_hands: TileSet = self
            .active()
            .fold(TileSet::EMPTY, |all, s| all.union(self.table.hands[s]));
        let fits = |tiles: TileSet| layout.playable(tiles);
        let playable = fits(in_hands);
        // Tiles left to draw: all but the last two, which are never drawn. A fitting
        // tile drawn later in the hand was drawable. Where more than two tiles stay
        // undrawn to the end (the draw after the block stopped early), the
        // transcript cannot tell which two were the last: any two of them may be,
        // so up to two fitting tiles among them do not make the block wrong.
        let boneyard = self.table.boneyard;
        let fitting_in_boneyard = fits(boneyard);
        let fitting_undrawn = fitting_in_boneyard.intersection(self.never_drawn);
        let drawable_fitting = if boneyard.len() <= 2 {
            TileSet::EMPTY
        } else if fitting_undrawn.len() <= 2 {
            fitting_in_boneyard.difference(fitting_undrawn)
        } else {
            fitting_in_boneyard
        };
        let benefit_of_doubt = boneyard.len() > 2
            && self.never_drawn.len() > 2
            && !fitting_undrawn.is_empty()
            && drawable_fitting.is_empty();
        if !playable.is_empty() || !drawable_fitting.is_empty() {
            let which = if !playable.is_empty() {
                format!("{} can still be played from a hand", playable)
            } else {
                format!(
                    "{} in the boneyard can be drawn and played",
                    drawable_fitting
                )
            };
            let what = format!("{} says \"I block\", but {which}", self.name(seat));
            self.penalize(InfractionKind::WrongBlock, seat, event.span, what, None);
            return;
        }
        if benefit_of_doubt {
            let text = format!(
                "{fitting_undrawn} in the boneyard would fit, but {} tiles stay undrawn to the end of the hand and any two of them may be the last two, which are never drawn: the block stands as correct",
                self.never_drawn.len()
            );
            self.note(event.span, text);
        }
        for other in self.active().filter(|&s| s != seat).collect::<Vec<_>>() {
            self.pay(other, seat, 20, Reason::Block, event.span.line, None);
        }
        // The next player draws all but the last two, unless there is nothing to draw.
        if boneyard.len() <= 2 || others_in == 0 {
            self.table.phase = Phase::Over(Ending::Blocked);
        } else {
            self.table.phase = Phase::BlockDraw(self.next_active(seat));
        }
    }

    fn claim(&mut self, event: &Event, amount: u32) {
        let seat = event.seat;
        let claimed = i64::from(amount);
        let mine: Vec<usize> = (0..self.table.claimables.len())
            .filter(|&i| self.table.claimables[i].seat == seat)
            .collect();
        // The double the figure fits; else one claim for all of the player's open
        // doubles when it is their sum; else the latest double.
        let exact = mine
            .iter()
            .rev()
            .copied()
            .find(|&i| self.table.claimables[i].amount == claimed);
        let total: i64 = mine.iter().map(|&i| self.table.claimables[i].amount).sum();
        let chosen: Vec<usize> = match (exact, mine.last()) {
            (Some(i), _) => vec![i],
            (None, Some(_)) if mine.len() > 1 && total == claimed => mine.clone(),
            (None, Some(&i)) => vec![i],
            (None, None) => Vec::new(),
        };
        if !chosen.is_empty() {
            // Removed from the highest index down, then put back in the order laid.
            let mut owed: Vec<Claimable> = Vec::with_capacity(chosen.len());
            for &i in chosen.iter().rev() {
                owed.push(self.table.claimables.remove(i));
            }
            owed.reverse();
            if owed.len() > 1 {
                let parts: Vec<String> = owed
                    .iter()
                    .map(|c| format!("{} for {}", c.amount, c.double))
                    .collect();
                let text = format!(
                    "{} claims {amount} once for {} doubles: {}, each paid",
                    self.name(seat),
                    owed.len(),
                    parts.join(" and ")
                );
                self.note(event.span, text);
            } else if claimed != owed[0].amount {
                let text = format!(
                    "{} claims {amount} for the double; {} is owed, and that is what the ledger pays",
                    self.name(seat),
                    owed[0].amount
                );
                self.note(event.span, text);
            }
            for owed in owed {
                let mut switches = owed.switches;
                if owed.stretched {
                    switches.push(Switch::ClaimWindow);
                }
                self.pay_under(
                    owed.payer,
                    seat,
                    owed.amount,
                    owed.reason,
                    event.span.line,
                    switches,
                );
            }
            return;
        }
        // A claim after its window closed is not owed any more.
        if let Some(i) = self.table.expired.iter().rposition(|(c, _)| c.seat == seat) {
            let (late, closer) = self.table.expired.remove(i);
            let what = format!(
                "{} claims {amount} for the {} laid against {}, too late: {closer} since, and the claim had to come before that",
                self.name(seat),
                late.double,
                late.against
            );
            let mut switches = late.switches.clone();
            switches.push(Switch::ClaimWindow);
            self.penalize_under(InfractionKind::WrongClaim, seat, event.span, what, switches);
            return;
        }
        // The setter asking for his set payment: it is paid without asking.
        if let Some(paid) = self.set_paid
            && self.set.as_ref().is_some_and(|set| set.seat == seat)
            && (matches!(self.table.phase, Phase::Announcing | Phase::Opening)
                || self.table.history.len() <= 1)
        {
            let text = if claimed == paid {
                format!(
                    "{} asks {amount} for the set double; set payments are paid without asking, so the claim adds nothing and costs nothing",
                    self.name(seat)
                )
            } else {
                format!(
                    "{} asks {amount} for the set double; {paid} from each is owed and paid without asking, so the claim adds nothing and costs nothing",
                    self.name(seat)
                )
            };
            self.note(event.span, text);
            return;
        }
        let switch = self
            .table
            .unpaid
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, switch)| *switch);
        let what = match self.table.last_double {
            Some((player, double, against)) if player == seat => {
                let owner = self.table.laid_by[against.index()].map_or_else(
                    || "nobody's".to_owned(),
                    |o| {
                        if o == seat {
                            format!("{}'s own", self.name(o))
                        } else {
                            format!("{}'s", self.name(o))
                        }
                    },
                );
                format!(
                    "{} claims {amount} for the {double} laid against {against} ({owner} tile), but no payment is owed for it",
                    self.name(seat)
                )
            }
            _ => format!(
                "{} claims {amount} for a double, but has laid no double to be paid for",
                self.name(seat)
            ),
        };
        self.penalize(InfractionKind::WrongClaim, seat, event.span, what, switch);
    }

    fn conduct(&mut self, event: &Event, conduct: Conduct) {
        let seat = event.seat;
        let (kind, what) = match conduct {
            Conduct::Advice if self.table.out[seat] => (
                InfractionKind::Advice,
                format!("{}, who is out, gives advice on the play", self.name(seat)),
            ),
            Conduct::Advice => {
                let text = format!(
                    "{} gives advice while still in the hand: the rules forbid it only to players who are out",
                    self.name(seat)
                );
                self.note(event.span, text);
                return;
            }
            Conduct::CoveredTiles => (
                InfractionKind::CoveredTiles,
                format!("{} covers tiles from the opponents' view", self.name(seat)),
            ),
            Conduct::ExposedTiles => (
                InfractionKind::ExposedTiles,
                format!("{} lays tiles face up on the table", self.name(seat)),
            ),
        };
        self.penalize(kind, seat, event.span, what, None);
    }
}
