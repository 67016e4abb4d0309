//! The replay: every hand of a session, event by event, through the rules.
//!
//! The referee derives what the transcript leaves to the rules (who is on set,
//! whose turn it is, what each payment is, when the hand ends), moves the chips,
//! and records every infraction as data. After an infraction the replay goes on
//! the way the table did: a tile taken back returns to the hand, a tile the table
//! let stand stays where it was put.

use crate::game::{Announcement, Game};
use crate::infraction::{Correction, Infraction, InfractionKind};
use crate::interpretation::{
    DoubleAfterPass, DoubleOnOutTile, DoublesAtOncePriority, Interpretation, PassWhileAble,
    PenaltiesToPlayersOut, SetterDeclares, SeveralImmediateDoubles, Switch, TieForSet,
};
use crate::layout::{At, Layout, Misfit, Placement, Resolution, Timing};
use crate::ledger::{Ledger, Payment, Reason};
use crate::problem::{Problem, ProblemKind};
use crate::seat::{BySeat, Seat};
use crate::session::{Action, Event, Hand, Session};
use crate::tile::{Laid, Tile, TileSet};
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
    /// Each player's chips after the hand.
    pub chips: BySeat<i64>,
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
    /// Hand by hand.
    pub hands: Vec<HandVerdict>,
    /// For each player who stopped part-way, the hand after which he left.
    pub left_after: BySeat<Option<usize>>,
    /// Who won the side pot, if the transcript says.
    pub side_pot: Option<Seat>,
}

impl Verdict {
    /// Each player's chips at the end.
    #[must_use]
    pub fn chips(&self) -> BySeat<i64> {
        self.hands.last().map_or_else(
            || BySeat::from_fn(self.players.len(), |_| self.start),
            |h| h.chips.clone(),
        )
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

/// Replays a whole session.
///
/// # Errors
/// Problems found only in the replay: a hand that stops before it is over, an
/// event after the hand is over, a placement the transcript leaves ambiguous.
pub fn judge(session: &Session, rules: Interpretation) -> Result<Verdict, Vec<Problem>> {
    let n = session.players.len();
    let mut ledger = Ledger::new(n, session.chips);
    let mut hands = Vec::with_capacity(session.hands.len());
    // A transcript that starts part-way through an evening names who is on set in
    // its first hand; otherwise the first hand is the session's first.
    let mut on_set = match session.hands.first().and_then(|h| h.on_set.as_ref()) {
        Some(named) => OnSet::Seat(named.value),
        None => OnSet::HighestDouble,
    };
    let mut problems = Vec::new();
    let mut set_by_tie = false;
    for (index, hand) in session.hands.iter().enumerate() {
        // The rules do not say who sets when the player due on set has left: any
        // player still at the table may.
        let mut left_setter = None;
        if let OnSet::Seat(seat) = on_set
            && !hand.present[seat]
        {
            left_setter = Some(seat);
            on_set = OnSet::AnyOf(
                session
                    .players
                    .seats()
                    .filter(|s| hand.present[*s])
                    .collect(),
            );
        }
        let mut replay = HandReplay::new(
            session,
            &rules,
            index + 1,
            hand,
            on_set.clone(),
            &mut ledger,
        );
        if let Some(seat) = left_setter {
            let text = format!(
                "{} would be on set but has left the table; the rules do not say who sets instead, so any player still at the table may",
                session.players[seat]
            );
            replay.note(hand.events.first().map_or(hand.span, |e| e.span), text);
        }
        if set_by_tie {
            replay.set_switches.push(Switch::D1);
        }
        match replay.run() {
            Ok(verdict) => {
                set_by_tie = !verdict.next_on_set_switches.is_empty();
                on_set = match (verdict.ending, verdict.next_on_set) {
                    (Ending::Redeal, _) => on_set,
                    (_, Some(seat)) => OnSet::Seat(seat),
                    (_, None) => OnSet::AnyOf(tied_losers(&verdict.counts, &verdict.present)),
                };
                hands.push(verdict);
            }
            Err(mut found) => {
                problems.append(&mut found);
                break;
            }
        }
    }
    if problems.is_empty() {
        Ok(Verdict {
            interpretation: rules,
            players: session.players.clone(),
            start: session.chips,
            hands,
            left_after: session.left_after.clone(),
            side_pot: session.side_pot.as_ref().map(|s| s.value),
        })
    } else {
        Err(problems)
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
enum Phase {
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
    /// Doubles just played that a reading leaves unpaid, for the verdict on a claim.
    unpaid: Vec<(Seat, Switch)>,
    /// Straight after the first turn's tile, where D5 decides whether a double may
    /// still be played at once.
    late_window: bool,
    passes_in_row: usize,
    /// Who laid each tile on the table, the set tile included.
    laid_by: [Option<Seat>; 28],
    /// The last double laid: by whom, the double, and the tile it lies against.
    last_double: Option<(Seat, Tile, Tile)>,
    /// The player whose play was the last event of a turn, for "I block".
    just_played: Option<Seat>,
    /// After a pass with tiles left to draw, the passer should draw on.
    must_draw: Option<Seat>,
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
    never_drawn: TileSet,
    payments: Vec<Payment>,
    infractions: Vec<Infraction>,
    notes: Vec<Note>,
    problems: Vec<Problem>,
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
                history: Vec::new(),
                claimables: Vec::new(),
                unpaid: Vec::new(),
                late_window: false,
                passes_in_row: 0,
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
            immediate_players: Vec::new(),
            highest_double: None,
            set_switches: Vec::new(),
            held: None,
            set: None,
            game: None,
            pending: None,
            never_drawn: boneyard.difference(all_drawn),
            payments: Vec::new(),
            infractions: Vec::new(),
            notes: Vec::new(),
            problems: Vec::new(),
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
        let mut switches: Vec<Switch> = switch.into_iter().collect();
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
        for seat in self.seats().collect::<Vec<_>>() {
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
        for event in events {
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
        if let Some(pending) = self.pending.take() {
            self.let_stand(pending);
        }
        if self.problems.is_empty() {
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
        let chips = self.ledger.chips().clone();
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
            chips,
            next_on_set: None,
            next_on_set_switches: Vec::new(),
            scoresheet: Vec::new(),
            sheet: None,
            line: self.hand.span.line,
            present: self.hand.present.clone(),
        })
    }

    fn finish(mut self) -> HandVerdict {
        let ending = match self.table.phase {
            Phase::Over(ending) => ending,
            _ => Ending::AllPassed,
        };
        let counts: BySeat<u32> = self.table.hands.map(|_, hand| hand.count());
        // Every player pays each player with a lower count the difference.
        let seats: Vec<Seat> = self.seats().collect();
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
        let chips = self.ledger.chips().clone();
        let mut scoresheet = Vec::new();
        if let Some(sheet) = &self.hand.scoresheet {
            for (seat, figure) in sheet.iter() {
                let Some(figure) = figure else { continue };
                if figure.value != chips[seat] {
                    scoresheet.push(SheetDifference {
                        seat,
                        table: figure.value,
                        referee: chips[seat],
                        span: figure.span,
                    });
                }
            }
        }
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
            chips,
            next_on_set,
            next_on_set_switches,
            scoresheet,
            sheet: self
                .hand
                .scoresheet
                .as_ref()
                .map(|sheet| sheet.map(|_, figure| figure.as_ref().map(|f| f.value))),
            line: self.hand.span.line,
            present: self.hand.present.clone(),
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
        // The tied player holding the single tile with most spots; then the higher end.
        let key = |seat: &Seat| {
            let top = self.table.hands[*seat]
                .iter()
                .max_by_key(|t| (t.spots(), t.high()));
            top.map(|t| (t.spots(), t.high()))
        };
        tied.iter()
            .copied()
            .max_by_key(|s| (key(s), std::cmp::Reverse(*s)))
    }

    fn event(&mut self, event: &Event) {
        let seat = event.seat;
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
            Action::Takeback(tile) => {
                let message = format!(
                    "{} takes back {tile}, a tile that was played legally",
                    self.name(seat)
                );
                self.problem(
                    ProblemKind::NotHeld,
                    event.span,
                    message,
                    "nothing to take back",
                    "a legal tile stays once played; a takeback follows the illegal play straight away",
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
        for seat in self.seats().collect::<Vec<_>>() {
            if seat != player && self.short[seat] > 0 && !self.short_settled[seat] {
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
        // Taken as the set begins: a takeback undoes all that the set did.
        let before = self.snapshot();
        self.close_short_window(seat, event.span);
        if !self.is_setter(seat) {
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
        self.on_set = OnSet::Seat(seat);
        let hand = self.table.hands[seat];
        let drawn = self.drawn.contains(tile);
        let holds_double = hand.iter().any(|t| t.is_double());
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
            _ => None,
        };
        // A wrong set tile may be taken back; its set payments wait until it stands.
        let wrong_set = wrong
            .map(|what| self.penalize(InfractionKind::WrongSetTile, seat, event.span, what, None));
        if wrong_set.is_some() {
            self.held = Some(Vec::new());
        }
        self.table.hands[seat].remove(tile);
        self.set = Some(SetInfo { seat, written });
        self.table.phase = Phase::Announcing;
        // Set payments.
        let line = event.span.line;
        if let Some(value) = tile.double_value() {
            let (amount, reason) = if drawn {
                (2 * i64::from(value), Reason::SetDrawnDouble)
            } else {
                (i64::from(value), Reason::SetDouble)
            };
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
        if let Some(infraction) = wrong_set {
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

    fn others(&self, seat: Seat) -> Vec<Seat> {
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
                self.game = Some(announcement);
                self.table.layout = Some(Layout::new(game));
                self.table.phase = Phase::Opening;
                self.table.turn = self.next_active(seat);
            }
            Err(error) => {
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

    fn declare(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        let doubles = tiles.iter().filter(|t| t.is_double()).count();
        let amount = crate::ledger::declared_amount(self.n, doubles);
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
                amount,
                Reason::DeclaredDoubles,
                event.span.line,
                switch,
            );
        }
    }

    fn start_turns(&mut self) {
        self.table.phase = Phase::Turns;
        self.table.claimables.clear();
        self.table.unpaid.clear();
        self.table.late_window = true;
    }

    /// A regular turn action by `seat` ends the chance to claim for earlier doubles
    /// (and, after the first turn, to play a double at once).
    fn turn_action(&mut self, seat: Seat) {
        self.table.claimables.retain(|c| c.seat == seat);
        self.table.unpaid.retain(|(s, _)| *s == seat);
        self.table.just_played = None;
        if self
            .set
            .as_ref()
            .is_some_and(|set| self.next_active(set.seat) != seat)
        {
            self.table.late_window = false;
        }
    }

    fn play(&mut self, event: &Event, written: (u8, u8), at: Option<At>) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid {
            touching: written.0,
            open: written.1,
        };
        match self.table.phase {
            Phase::BeforeSet | Phase::Announcing => {
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
        let turn = self.table.turn;
        let before = self.snapshot();
        self.close_short_window(seat, event.span);
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let resolution = layout.resolve(written, at, Timing::Turn);
        if seat != turn {
            let what = format!(
                "{} plays {shown}, but it is {}'s turn",
                self.name(seat),
                self.name(turn)
            );
            let index = self.penalize(InfractionKind::OutOfTurn, seat, event.span, what, None);
            self.hold_pending(event, seat, tile, before, index, resolution, Timing::Turn);
            return;
        }
        let owes_wait = self.table.waits[seat]
            .iter()
            .any(|&arm| layout.open_to_turns(arm));
        let against = match &resolution {
            Resolution::Legal(placement) => Some(layout.arms()[placement.arm].last),
            _ => None,
        };
        let ends: Vec<String> = layout
            .arms()
            .iter()
            .map(|arm| arm.open.to_string())
            .collect();
        self.turn_action(seat);
        if owes_wait {
            let what = format!(
                "{} plays {shown}, but after a double played at once this turn is an \"I wait\"",
                self.name(seat)
            );
            let index = self.penalize(
                InfractionKind::PlayedInsteadOfWaiting,
                seat,
                event.span,
                what,
                None,
            );
            self.hold_pending(event, seat, tile, before, index, resolution, Timing::Turn);
            return;
        }
        match resolution {
            Resolution::Legal(placement) => {
                self.place(seat, tile, placement);
                let placed = against.map(|against| (placement, against, Timing::Turn));
                self.after_play(event.span, seat, tile, placed);
            }
            Resolution::Illegal { misfit, placement } => {
                // Put nowhere in particular and matching no open end: say so of them all.
                let what = match (placement, misfit) {
                    (None, Misfit::NoMatch { rule, .. }) if ends.len() > 1 => format!(
                        "{} plays {shown}, which fits none of the open ends ({}) by {rule} matching",
                        self.name(seat),
                        ends.join(", ")
                    ),
                    _ => format!(
                        "{} plays {shown}, which does not fit: {misfit}",
                        self.name(seat)
                    ),
                };
                let index =
                    self.penalize(InfractionKind::IllegalTile, seat, event.span, what, None);
                self.hold_pending(event, seat, tile, before, index, resolution, Timing::Turn);
            }
            Resolution::Ambiguous(choices) => self.ambiguous(event, tile, &choices),
            Resolution::NowhereNamed => self.nowhere(event, tile, at),
        }
    }

    /// A double on the set tile straight after the first turn's tile. Under
    /// D5=doubles-first it is a double at once; under D5=seat-order it is out of
    /// turn, and if the table lets it stand it is waited for like one, unpaid.
    /// Returns whether it was such a double.
    fn late_double(&mut self, event: &Event, written: (u8, u8), at: Option<At>) -> bool {
        let layout = self.table.layout.as_ref().expect("turns have a layout");
        let Resolution::Legal(placement) = layout.resolve(written, at, Timing::Immediate) else {
            return false;
        };
        match self.rules.get::<DoublesAtOncePriority>() {
            DoublesAtOncePriority::DoublesFirst => {
                self.immediate_double(event, written, at, vec![Switch::D5]);
                return true;
            }
            DoublesAtOncePriority::SeatOrder => {}
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
            "{} plays {shown} on the set tile after {} has played: too late for a double at once",
            self.name(seat),
            self.name(self.next_active(self.set.as_ref().map_or(seat, |s| s.seat)))
        );
        let index = self.penalize(
            InfractionKind::OutOfTurn,
            seat,
            event.span,
            what,
            Some(Switch::D5),
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
            Resolution::Legal(placement) => {
                let setter = self.set.as_ref().map_or(seat, |s| s.seat);
                self.close_short_window(seat, event.span);
                self.place(seat, tile, placement);
                self.table.waits[seat].push(placement.arm);
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
                    self.table.claimables.push(Claimable {
                        seat,
                        payer: setter,
                        amount: i64::from(value),
                        reason: Reason::ImmediateDouble,
                        switches,
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
                    .contains(&Switch::D5)
                {
                    self.table.unpaid.push((pending.seat, Switch::D5));
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
        self.table.passes_in_row += 1;
        if self.table.passes_in_row >= self.active().count() {
            self.table.phase = Phase::Over(Ending::AllPassed);
        } else {
            self.table.turn = self.next_active(seat);
        }
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
        self.table.passes_in_row += 1;
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
        let in_hands: TileSet = self
            .active()
            .fold(TileSet::EMPTY, |all, s| all.union(self.table.hands[s]));
        let fits = |tiles: TileSet| {
            tiles
                .iter()
                .filter(|t| layout.placements(*t, Timing::Turn).next().is_some())
                .collect::<TileSet>()
        };
        let playable = fits(in_hands);
        // Tiles left to draw: all but the last two, which are the ones never drawn when
        // exactly two stay undrawn to the end of the hand.
        let boneyard = self.table.boneyard;
        let fitting_in_boneyard = fits(boneyard);
        let last_two = if self.never_drawn.len() <= 2 {
            self.never_drawn
        } else {
            TileSet::EMPTY
        };
        let drawable_fitting = if boneyard.len() <= 2 {
            TileSet::EMPTY
        } else {
            fitting_in_boneyard.difference(last_two)
        };
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
        for other in self.active().filter(|&s| s != seat).collect::<Vec<_>>() {
            self.pay(other, seat, 20, Reason::Block, event.span.line, None);
        }
        // The next player draws all but the last two, unless there is nothing to draw
        // or the blocker went out leaving a single player in.
        let others_in = self.active().filter(|&s| s != seat).count();
        if boneyard.len() <= 2 || others_in <= 1 && self.table.out[seat] || others_in == 0 {
            self.table.phase = Phase::Over(Ending::Blocked);
        } else {
            self.table.phase = Phase::BlockDraw(self.next_active(seat));
        }
    }

    fn claim(&mut self, event: &Event, amount: u32) {
        let seat = event.seat;
        match self.table.claimables.iter().rposition(|c| c.seat == seat) {
            Some(i) => {
                let owed = self.table.claimables.remove(i);
                if i64::from(amount) != owed.amount {
                    let text = format!(
                        "{} claims {amount} for the double; {} is owed, and that is what the ledger pays",
                        self.name(seat),
                        owed.amount
                    );
                    self.note(event.span, text);
                }
                self.pay_under(
                    owed.payer,
                    seat,
                    owed.amount,
                    owed.reason,
                    event.span.line,
                    owed.switches,
                );
            }
            None => {
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
        }
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
