//! The replay: every hand of a session, event by event, through the rules.
//!
//! The referee derives what the transcript leaves to the rules (who is on set,
//! whose turn it is, what each payment is, when the hand ends), moves the chips,
//! and records every infraction as data. After an infraction the replay goes on
//! the way the table did: a tile taken back returns to the hand, a tile the table
//! let stand stays where it was put.

mod block;
mod charge;
mod conduct;
mod doubles;
mod end;
pub mod finding;
pub mod ledger;
mod opening;
mod pass;
mod play;
mod position;
mod referee;
mod set;
mod table;
mod unseen;
mod verdict;

use crate::transcript::session::{Truth, Worlds};
pub(crate) use pass::wait_falls;
use referee::Carried;
pub use referee::{Judged, Referee, judge, judge_all, judge_counting, judge_showing};
use table::{Claimable, NOBODY_LAID, RaceTile, Scratch, Table, TurnRecord, Waits};
use unseen::BlockUnseen;
pub use unseen::{Condition, Possible};
pub use verdict::{
    ChipsFrom, Correction, Ending, HandEntry, HandVerdict, Infraction, Note, Position,
    SheetDifference, UnjudgedHand, Verdict,
};

use arrayvec::ArrayVec;
use serde::Serialize;
use smallvec::SmallVec;

use finding::{
    Choice, Closer, Finding, Name, NotDeclarable, NotDrawn, OnSetWas, OpenEnd, Owner, Said, Stop,
    Unfinished,
};

use crate::replay::ledger::{Ledger, Payment, Reason};
use crate::rules::game::{Announcement, Game, GameError, GameName};
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::{
    ClaimWindow, DoubleAfterPass, DoubleOnOutTile, DoublesAtOncePriority, DoublesAtOnceWindow,
    Game17Arms, Interpretation, PassWhileAble, PenaltiesToPlayersOut, SetterDeclares,
    SeveralImmediateDoubles, Switch, TieForSet,
};
use crate::rules::layout::{At, Layout, Misfit, Placement, Resolution, Timing};
use crate::rules::seat::{BySeat, MAX_PLAYERS, Seat, SeatSet};
use crate::rules::tile::{Laid, Tile, TileSet};
use crate::transcript::problem::Problem;
use crate::transcript::session::{Action, BrokenHand, Event, Hand, Session, Sheet};
use crate::transcript::{Conduct, Saying, Span};

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

/// The payments a hand has room for from the start (see `HandReplay::new`).
const PAYMENTS_A_HAND: usize = 21;

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
    short_settled: SeatSet,
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
    /// The play, for where it is written and what it pays.
    event: Event,
    /// Payments that wait until the play stands (a wrong set tile's set payments).
    deferred: Vec<Payment>,
}

#[derive(Clone, Debug)]
struct SetInfo {
    seat: Seat,
    written: (u8, u8),
}

/// What became of an event that found something open before it (see
/// `HandReplay::settle_open`).
enum Open {
    /// The event was the answer to what was open, and is done with.
    Consumed,
    /// The event cannot be replayed: the hand stops.
    Stopped,
    /// What was open stopped the hand: the event goes to its rule, and the
    /// hand stops after it.
    Last,
    /// The event goes to its rule.
    Go,
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
    /// The players in this hand (a player who left is not).
    present: SeatSet,
    table: Table,
    drawn: TileSet,
    /// The tiles each seat holds beyond a full deal, by seat (a byte will do:
    /// a hand of the set's 28 tiles at most), as dealt and less those put back.
    excess: [u8; MAX_PLAYERS],
    /// The tiles each seat was dealt too few, by seat.
    short: [u8; MAX_PLAYERS],
    /// The seats dealt too few tiles (`short` above nought), present or not.
    short_seats: SeatSet,
    /// The players in this hand dealt too few tiles.
    dealt_short: SeatSet,
    /// The seats whose short deal is settled: made up, or its window closed.
    short_settled: SeatSet,
    /// The seats that have declared doubles.
    declared: SeatSet,
    setter_drew_flagged: bool,
    /// What each opponent paid the setter for a set double, once paid.
    set_paid: Option<i64>,
    /// The players who played doubles at once on the set tile so far, in order
    /// (each once).
    immediate_players: ArrayVec<Seat, MAX_PLAYERS>,
    /// Payments held back until the event that caused them stands (a wrong set
    /// tile's set payments, while the table may still have it taken back).
    held: Option<Vec<Payment>>,
    /// The readings that decided who is on set (D1 after a tie), for the rulings on the set.
    set_switches: Vec<Switch>,
    /// In the first hand of a session, the double that must be set.
    highest_double: Option<Tile>,
    set: Option<SetInfo>,
    game: Option<Announcement>,
    /// Boxed, since a hand seldom has one: the hand's state stays small to build.
    pending: Option<Box<Pending>>,
    attempt: Option<Attempt>,
    /// The setter's first draw before the set: who, the first tile drawn (tiles
    /// making up a short deal aside), and whether he held a double before it.
    /// Without a double, that tile is the one he must set.
    setter_first_draw: Option<(Seat, Tile, bool)>,
    /// In a public record's hand, whether the setter possibly held a double
    /// at his first draw (in some ways of the unseen tiles, not all).
    set_doubt: bool,
    /// An announcement that cannot be played, while no other has replaced it:
    /// where it stands, the game announced and why it cannot be played.
    unplayable: Option<(Span, GameName, GameError)>,
    /// The next event takes back the tile this play lays: the tile is judged as
    /// written, never turned round.
    takeback_follows: bool,
    /// A legal tile the table had taken back, whose `takeback` is still to come.
    legal_taken_back: Option<(Seat, Tile)>,
    /// The boneyard as dealt.
    undrawn_at_deal: TileSet,
    payments: Vec<Payment>,
    infractions: Vec<Infraction>,
    /// Infractions that hold only in some ways the unseen tiles could have lain.
    possible: Vec<Possible>,
    /// The ways of a public record's unseen tiles; the hand replayed is one of them.
    worlds: Option<&'a Worlds>,
    notes: Vec<Note>,
    problems: Vec<Problem>,
    /// A position to record after this many events, and where to put it.
    watch: Option<(usize, &'a mut Option<Position>)>,
    /// The number of events after which the watched position is taken
    /// (`usize::MAX` when none is watched): the bound the loop over the
    /// events runs to before it takes the position.
    watch_at: usize,
    /// What the referee carries from hand to hand: this hand takes its lists'
    /// room from it and leaves the chips and the next setter in it as it ends.
    carried: &'a mut Carried,
}

impl<'a> HandReplay<'a> {
    fn new(
        session: &'a Session,
        rules: &'a Interpretation,
        number: usize,
        hand: &'a Hand,
        ledger: &'a mut Ledger,
        carried: &'a mut Carried,
    ) -> HandReplay<'a> {
        let seats_total = session.players.len();
        let on_set = carried.on_set.clone();
        // The lists' room, lent to the hand until it ends (see `recycle`),
        // taken before the hand's state is written, which is then written in
        // place rather than built beside it and copied.
        let scratch = &mut carried.scratch;
        let history = std::mem::take(&mut scratch.history);
        let claimables = std::mem::take(&mut scratch.claimables);
        let expired = std::mem::take(&mut scratch.expired);
        let unpaid = std::mem::take(&mut scratch.unpaid);
        let present: SeatSet = session
            .players
            .seats()
            .filter(|&s| hand.present[s])
            .collect();
        let n = present.len();
        let expected = 8 - n;
        // The deal read into tile sets, and what each seat holds against what
        // a hand of `n` players is dealt, in one pass over the seats. As a
        // rule every seat holds `expected` (a player who left holds nothing,
        // and is short by this reckoning).
        let mut hands = BySeat::filled(hand.deal.len(), TileSet::EMPTY);
        let mut short = [0; MAX_PLAYERS];
        let mut excess = [0; MAX_PLAYERS];
        let mut dealt = TileSet::EMPTY;
        let mut short_seats = SeatSet::EMPTY;
        let rows = hands.values_mut().zip(hand.deal.iter());
        for ((held, (seat, tiles)), (short, excess)) in
            rows.zip(short.iter_mut().zip(excess.iter_mut()))
        {
            for &tile in tiles {
                *held = held.with(tile);
            }
            dealt = dealt.union(*held);
            // The deal's list holds no tile twice (the reader refuses one
            // dealt twice): its length is the count of the set.
            let len = tiles.len();
            debug_assert_eq!(len, held.len(), "a seat's deal holds no tile twice");
            if len < expected {
                short_seats.insert(seat);
            }
            *short = expected.saturating_sub(len) as u8;
            *excess = len.saturating_sub(expected) as u8;
        }
        debug_assert_eq!(
            hands,
            hand.deal
                .map(|_, tiles| tiles.iter().copied().collect::<TileSet>())
        );
        let boneyard = TileSet::FULL.difference(dealt);
        // A hand's set, nos and count payments, the doubles' and a few more,
        // without regrowing: a hand of four players makes 10 to 17 as a rule,
        // seldom more than 21. Room for 21 (1,008 bytes) is as much as the
        // allocator hands out from its lists of freed blocks, as it does each
        // hand once a verdict is let go. Made before the hand's state, so that
        // nothing is called while that is written.
        let payments = Vec::with_capacity(PAYMENTS_A_HAND);
        HandReplay {
            session,
            rules,
            number,
            hand,
            on_set,
            ledger,
            seats_total,
            n,
            present,
            table: Table {
                phase: Phase::BeforeSet,
                layout: None,
                hands,
                boneyard,
                turn: Seat(0),
                out: SeatSet::EMPTY,
                first_out: None,
                waits: Waits::default(),
                history,
                claimables,
                expired,
                unpaid,
                late_window: false,
                first_tile_laid: false,
                later_player_acted: false,
                passes_in_row: 0,
                passes_since_tile: 0,
                wrong_pass: None,
                race: SmallVec::new(),
                race_over: false,
                laid_by: NOBODY_LAID,
                last_double: None,
                just_played: None,
                must_draw: None,
            },
            drawn: TileSet::EMPTY,
            excess,
            // The present seats not among those that are not short.
            dealt_short: present.difference(present.difference(short_seats)),
            short_seats,
            short,
            short_settled: SeatSet::EMPTY,
            declared: SeatSet::EMPTY,
            setter_drew_flagged: false,
            set_paid: None,
            immediate_players: ArrayVec::new(),
            highest_double: None,
            set_switches: Vec::new(),
            held: None,
            set: None,
            game: None,
            pending: None,
            attempt: None,
            setter_first_draw: None,
            set_doubt: false,
            unplayable: None,
            takeback_follows: false,
            legal_taken_back: None,
            undrawn_at_deal: boneyard,
            payments,
            infractions: Vec::new(),
            possible: Vec::new(),
            worlds: None,
            notes: Vec::new(),
            problems: Vec::new(),
            watch: None,
            watch_at: usize::MAX,
            carried,
        }
    }

    /// Hands the hand's lists back to the referee, emptied, for the next hand.
    fn recycle(&mut self) {
        let scratch = &mut self.carried.scratch;
        let table = &mut self.table;
        // Swapped rather than assigned: what comes back to the hand is the
        // referee's empty list, and nothing is dropped.
        table.history.clear();
        std::mem::swap(&mut scratch.history, &mut table.history);
        table.claimables.clear();
        std::mem::swap(&mut scratch.claimables, &mut table.claimables);
        table.expired.clear();
        std::mem::swap(&mut scratch.expired, &mut table.expired);
        table.unpaid.clear();
        std::mem::swap(&mut scratch.unpaid, &mut table.unpaid);
    }

    /// The hand as not judged, with its problems (as a result, built where
    /// [`HandReplay::run`] returns it), and the chips after it as far as its
    /// scoresheet gives them.
    #[cold]
    fn unjudged(&mut self) -> Judged {
        self.recycle();
        let carried = &mut *self.carried;
        carried.gap = Some(self.number);
        let hand = self.hand;
        let present = &hand.present;
        let chips_from = referee::base_from(hand.scoresheet.as_ref(), present, &mut carried.chips);
        Judged::Unjudged(UnjudgedHand {
            number: self.number,
            line: self.hand.span.line,
            problems: std::mem::take(&mut self.problems),
            chips: carried.chips.clone(),
            chips_from,
            present: present.clone(),
        })
    }

    /// The tiles no event of the hand draws: those that lie in the boneyard
    /// from the deal to the end. Worked out only when a block asks, since few
    /// hands have one.
    fn never_drawn(&self) -> TileSet {
        let mut drawn = TileSet::EMPTY;
        for event in &self.hand.events {
            if let Action::Draw(tiles) = &event.action {
                drawn = drawn.union(tiles.iter().copied().collect());
            }
        }
        self.undrawn_at_deal.difference(drawn)
    }

    /// A player's name, for a finding's facts.
    #[cold]
    fn player(&self, seat: Seat) -> Name {
        self.name(seat).to_owned()
    }

    /// Where `event`, one of this hand's, is written.
    fn span(&self, event: &Event) -> Span {
        self.hand.span_of(event)
    }

    /// The line `event`, one of this hand's, starts on: what its payments record.
    fn line(&self, event: &Event) -> usize {
        self.hand.line_of(event)
    }

    fn name(&self, seat: Seat) -> &str {
        &self.session.players[seat]
    }

    /// The players in this hand, in seating order (a player who left is not).
    fn seats(&self) -> SeatSet {
        self.present
    }

    /// The players in this hand who still hold tiles.
    fn active(&self) -> SeatSet {
        self.present.difference(self.table.out)
    }

    /// The next player clockwise after `after` who still holds tiles (`after`
    /// himself when nobody else does).
    fn next_active(&self, after: Seat) -> Seat {
        self.active().next_after(after).unwrap_or(after)
    }

    fn others(&self, seat: Seat) -> SeatSet {
        self.seats().without(seat)
    }

    fn is_setter(&self, seat: Seat) -> bool {
        match &self.on_set {
            OnSet::Seat(s) => *s == seat,
            OnSet::AnyOf(seats) => seats.contains(&seat),
            OnSet::HighestDouble => false,
        }
    }

    /// The deal counts: a player dealt more tiles than a full deal.
    #[cold]
    fn deal_counts(&mut self) {
        let expected = 8 - self.n;
        for seat in self.seats() {
            let got = self.hand.deal[seat].len();
            if got > expected + 2 {
                let what = Finding::TooManyTiles {
                    player: self.player(seat),
                    took: got,
                    too_many: got - expected,
                };
                self.penalize(
                    InfractionKind::TooManyTiles,
                    seat,
                    self.hand.deal_spans[seat],
                    what,
                    None,
                );
            } else if got > expected {
                let what = Finding::FewTooMany {
                    player: self.player(seat),
                    took: got,
                    too_many: got - expected,
                };
                self.note(self.hand.deal_spans[seat], what);
            }
        }
    }

    /// Replays the hand's events and judges the end of the hand.
    ///
    /// Always inlined into its one caller, the referee's hand, which saves
    /// copying the verdict across a call.
    #[inline(always)]
    fn run(&mut self) -> Judged {
        // Deal counts: only a deal with tiles to spare has any to judge.
        if self.excess.iter().any(|&excess| excess > 0) {
            self.deal_counts();
        }
        // A later hand's `on_set` is the table's statement: checked, not obeyed.
        // (A first hand's is where the session starts: `derived` was taken from it.)
        if let (Some(stated), OnSet::Seat(derived)) = (&self.hand.on_set, &self.on_set)
            && stated.value != *derived
        {
            let what = Finding::OnSetDiffers {
                written: self.player(stated.value),
                by_rules: self.player(*derived),
            };
            self.note(stated.span, what);
        }
        // The first hand: the highest double is on set; with no double anywhere the tiles are shuffled again.
        if self.on_set == OnSet::HighestDouble && self.worlds().is_some() && self.first_set_double()
        {
            // Settled from the first set, unless the record proves a higher double.
        } else if self.on_set == OnSet::HighestDouble {
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
        // The events in order. A watched position is taken between two events:
        // the loop runs up to it, the position is recorded, and the loop goes
        // on from there, so that no event asks whether it is watched.
        //
        // A legal hand has nothing open between its events (see
        // [`HandReplay::unsettled`]): whether something is, or the hand has
        // stopped, is one test after each event, and an event that finds
        // something open settles it out of the loop first.
        let mut open = self.unsettled();
        let mut last = false;
        let mut from = 0;
        'events: loop {
            let until = self.watch_at.min(events.len());
            for event in &events[from..until] {
                if open {
                    match self.settle_open(event) {
                        // What was open may still be: the next event asks again.
                        Open::Consumed => continue,
                        Open::Stopped => break 'events,
                        Open::Last => last = true,
                        Open::Go => {}
                    }
                } else {
                    debug_assert!(
                        !self.unsettled(),
                        "nothing open before an event that goes straight to its rule"
                    );
                }
                if self.event(event) {
                    // A plain turn's tile opens nothing but the end of the
                    // hand; the hand stops after it if what it settled
                    // stopped the hand (any other event stops it through
                    // the problems it left).
                    debug_assert!(
                        self.attempt.is_none()
                            && self.pending.is_none()
                            && self.table.wrong_pass.is_none()
                            && (last || self.problems.is_empty()),
                        "a plain turn's tile leaves nothing open but the end of the hand"
                    );
                    open = self.is_over() | last;
                } else {
                    open = self.unsettled();
                    if open && !self.problems.is_empty() {
                        break 'events;
                    }
                }
            }
            if until == events.len() {
                break;
            }
            self.record_watched(until);
            from = until;
        }
        // The attempt is laid as the last event would see it, and no event
        // follows the last to take its tile back.
        self.takeback_follows = false;
        if let Some(attempt) = self.attempt.take()
            && self.problems.is_empty()
        {
            self.lay_attempt(&attempt);
        }
        // A position watched after the last event, that event a play the
        // table may still take back: it is seen as the table left it, the
        // tile lying where it was put and the decision owed, as between two
        // events.
        if self.pending.is_some() && self.watch_at == events.len() {
            self.record_watched(events.len());
        }
        if let Some(pending) = self.pending.take() {
            self.let_stand(*pending);
        }
        // A position watched after the last event.
        if self.watch_at == events.len() {
            self.record_watched(events.len());
        }
        if self.problems.is_empty() {
            self.stopped_after_passes();
            match self.table.phase {
                Phase::Over(_) => {}
                Phase::BlockDraw(drawer) => {
                    let left = self.table.boneyard.len();
                    let span = self.hand.last_event_span();
                    self.not_drawn_after_block(drawer, span, NotDrawn::Stopped { left });
                }
                Phase::Announcing if self.unplayable.is_some() => {
                    self.announcement_unplayable();
                }
                phase => {
                    let at = match phase {
                        Phase::BeforeSet => Unfinished::NobodySet,
                        Phase::Announcing => Unfinished::NotAnnounced,
                        _ => Unfinished::Turn {
                            player: self.player(self.table.turn),
                        },
                    };
                    let span = self.hand.last_event_span();
                    let hand = self.number;
                    self.stop(span, Stop::Unfinished { hand, at });
                }
            }
        }
        if !self.problems.is_empty() {
            return self.unjudged();
        }
        self.finish()
    }

    /// Whether the hand is over.
    fn is_over(&self) -> bool {
        matches!(self.table.phase, Phase::Over(_))
    }

    /// Whether something is open between two events that the next must
    /// settle before its rule (see [`HandReplay::settle_open`]), or the hand
    /// has stopped: an attempt on a taken end, a play the table may still have
    /// taken back, a pass made while able, a hand already over, or a problem.
    /// Asked once after each event, with the few fields read side by side.
    #[inline(always)]
    fn unsettled(&self) -> bool {
        self.attempt.is_some()
            | self.pending.is_some()
            | self.table.wrong_pass.is_some()
            | self.is_over()
            | !self.problems.is_empty()
    }

    /// Before `event`, what is still open from the events before it: an
    /// attempt on a taken end, a play the table may still have taken back, a
    /// hand already over, or a pass made while able. Kept out of the loop of
    /// [`HandReplay::run`], since a legal hand seldom has any of them.
    #[cold]
    #[inline(never)]
    fn settle_open(&mut self, event: &Event) -> Open {
        // The event before was the last: what it settled stopped the hand.
        if !self.problems.is_empty() {
            return Open::Stopped;
        }
        // An attempt settled here may be laid: as this event would lay a play.
        self.takeback_follows = event.taken_back_next;
        if let Some(attempt) = self.attempt.take()
            && self.settle_attempt(attempt, event)
        {
            return Open::Consumed;
        }
        if let Some(pending) = self.pending.take() {
            match event.action {
                Action::Takeback(tile) if tile == pending.tile && event.seat == pending.seat => {
                    self.infractions[pending.infraction].correction = Correction::TakenBack;
                    self.restore(pending.before);
                    return Open::Consumed;
                }
                _ => self.let_stand(*pending),
            }
        }
        // What was settled may have stopped the hand (a tile let stand with
        // no place written). This event is still judged, as it may be a
        // problem of its own, and none after it.
        if !self.problems.is_empty() {
            return Open::Last;
        }
        if self.is_over() {
            match event.action {
                Action::Claim(_)
                | Action::Says(Saying::Nos | Saying::Block)
                | Action::Conduct(_) => {}
                _ => {
                    let why = Stop::AfterHandOver {
                        player: self.player(event.seat),
                        verb: event.action.verb(),
                    };
                    self.stop(self.span(event), why);
                    return Open::Stopped;
                }
            }
        }
        // A pass made while able is cleared by the next event: if the passer
        // plays at once, out of turn, the table caught it.
        if let Some(passer) = self.table.wrong_pass {
            self.table.wrong_pass = None;
            if passer == event.seat
                && matches!(event.action, Action::Play { .. })
                && self.table.phase == Phase::Turns
                && self.table.turn != event.seat
            {
                self.caught_pass(event);
            }
        }
        Open::Go
    }

    /// Tiles a player put back in the boneyard: tiles dealt to spare, as a
    /// rule, before the set.
    #[cold]
    fn return_tiles(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        for &tile in tiles {
            self.table.hands[seat].remove(tile);
            self.table.boneyard.insert(tile);
            let excess = &mut self.excess[seat.index()];
            *excess = excess.saturating_sub(1);
        }
        if !matches!(self.table.phase, Phase::BeforeSet) {
            let what = Finding::ReturnedAfterSet {
                player: self.player(seat),
            };
            self.note(self.span(event), what);
        }
    }

    /// One event, handed to the rule it falls under. Returns whether it was
    /// a plain turn's tile (see [`HandReplay::lay_plain`]), after which
    /// nothing but the end of the hand can be open.
    ///
    /// Always inlined into its one caller, the loop of [`HandReplay::run`],
    /// which saves setting up a call for every event.
    #[inline(always)]
    fn event(&mut self, event: &Event) -> bool {
        let seat = event.seat;
        match &event.action {
            Action::Draw(tiles) => self.draw(event, tiles),
            Action::Return(tiles) => self.return_tiles(event, tiles),
            Action::Set(written) => self.set_tile(event, *written),
            Action::Announce(announcement) => self.announce(event, *announcement),
            Action::Declare(tiles) => self.declare(event, tiles),
            Action::Play { written, at } => {
                self.takeback_follows = event.taken_back_next;
                return self.play(event, *written, *at);
            }
            Action::Takeback(tile) if self.legal_taken_back == Some((seat, *tile)) => {
                self.legal_taken_back = None;
            }
            Action::Takeback(tile) => {
                let why = Stop::TakebackNotLast {
                    player: self.player(seat),
                    tile: *tile,
                };
                self.stop(self.span(event), why);
            }
            Action::Claim(amount) => self.claim(event, *amount),
            Action::Says(Saying::Pass) => self.pass(event, false),
            Action::Says(Saying::Wait) => self.wait(event),
            Action::Says(Saying::Nos) => self.nos(event),
            Action::Says(Saying::Block) => self.block(event),
            Action::Conduct(conduct) => self.conduct(event, *conduct),
        }
        false
    }
}
