//! The referee over a session: judges hand after hand, carrying the chips and
//! who is on set from one to the next.

use super::*;

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
    replay(session, rules, None, &mut || {}).0
}

/// Replays every hand of a session that can be judged, as [`judge_all`],
/// calling `judged` after each hand, judged or not (to show progress).
#[must_use]
pub fn judge_counting(
    session: &Session,
    rules: Interpretation,
    judged: &mut dyn FnMut(),
) -> Verdict {
    replay(session, rules, None, judged).0
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
    let (verdict, so_far) = replay(session, rules, Some((hand, events, false)), &mut || {});
    (verdict, so_far.map(|so_far| so_far.position))
}

/// Replays every hand of a session that can be judged, as [`judge_all`], and
/// gives hand `hand` (from 1) as it stands after its first `events` events,
/// whether or not it is over there: what they charged and paid, and what is
/// still open after them, kept open (`None` when the replay does not reach
/// that point: a hand redealt, or one with fewer events).
#[must_use]
pub fn judge_so_far(
    session: &Session,
    rules: Interpretation,
    hand: usize,
    events: usize,
) -> (Verdict, Option<SoFar>) {
    replay(session, rules, Some((hand, events, true)), &mut || {})
}

fn replay(
    session: &Session,
    rules: Interpretation,
    watch: Option<(usize, usize, bool)>,
    judged: &mut dyn FnMut(),
) -> (Verdict, Option<SoFar>) {
    let mut watched = None;
    let mut referee = Referee::new(session, rules);
    let mut hands = Vec::with_capacity(session.hands.len());
    let mut unjudged: Vec<UnjudgedHand> = Vec::new();
    let mut broken = session.broken.iter().peekable();
    for hand in &session.hands {
        while let Some(skipped) = broken.next_if(|b| b.number < hand.number) {
            unjudged.push(referee.broken(skipped));
            judged();
        }
        let shown =
            watch
                .filter(|(number, _, _)| *number == hand.number)
                .map(|(_, events, open)| Watch {
                    events,
                    open,
                    slot: &mut watched,
                });
        match referee.hand(hand, shown) {
            Judged::Hand(verdict) => hands.push(verdict),
            Judged::Unjudged(hand) => unjudged.push(hand),
        }
        judged();
    }
    for skipped in broken {
        unjudged.push(referee.broken(skipped));
        judged();
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
    /// What one hand leaves to the next.
    carried: Carried,
}

/// What one hand leaves to the next: the chips, who is on set, and the room of
/// the lists a hand fills. The hand being replayed updates it as it ends, so
/// that its verdict is built once, where it is handed on.
pub(super) struct Carried {
    /// Each player's chips after the last hand, where known.
    pub(super) chips: BySeat<Option<i64>>,
    /// Who is on set for the next hand.
    pub(super) on_set: OnSet,
    /// Whether the next setter was found by a tie-break draw (D1).
    pub(super) set_by_tie: bool,
    /// The last hand that could not be judged, while its successor has not been judged.
    pub(super) gap: Option<usize>,
    /// Whether that hand was judged, only its count not known (a public record).
    pub(super) gap_count: bool,
    /// The lists each hand fills, kept for the next.
    pub(super) scratch: Scratch,
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
            carried: Carried {
                chips: BySeat::filled(n, Some(session.chips)),
                on_set: OnSet::HighestDouble,
                set_by_tie: false,
                gap: None,
                gap_count: false,
                scratch: Scratch::default(),
            },
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

    /// A hand that could not be read or checked: the chips go on from its
    /// scoresheet, if any.
    pub fn broken(&mut self, hand: &BrokenHand) -> UnjudgedHand {
        self.carried.gap = Some(hand.number);
        self.carried.gap_count = false;
        unjudged_hand(
            hand.number,
            hand.span,
            hand.problems.clone(),
            hand.scoresheet.as_ref(),
            &hand.present,
            &mut self.carried.chips,
        )
    }

    /// Replays the next hand; `watch` asks for the hand as it stands after
    /// some of its events.
    pub fn hand(&mut self, hand: &Hand, watch: Option<Watch<'_>>) -> Judged {
        // A public record's hand is replayed in one way its unseen tiles
        // could have lain; the rulings that depend on them ask its worlds.
        let completed;
        let worlds = hand.worlds.as_deref();
        let hand = match &hand.worlds {
            Some(worlds) => {
                completed = worlds.complete(hand);
                &completed
            }
            None => hand,
        };
        // The hand's first events are read from memory while the hand is set
        // up: a session read long before has them far from the cache.
        prefetch(&hand.events, PREFETCHED);
        let session = self.session;
        let carried = &mut self.carried;
        // A transcript that starts part-way through an evening names who is on
        // set in its first hand; otherwise the first hand is the session's first.
        if hand.number == 1
            && let Some(named) = &hand.on_set
        {
            carried.on_set = OnSet::Seat(named.value);
        }
        let present_seats = || {
            session
                .players
                .seats()
                .filter(|s| hand.present[*s])
                .collect()
        };
        let gap = carried.gap;
        let gap_count = carried.gap_count;
        if gap.is_some() {
            carried.set_by_tie = false;
            carried.on_set = match &hand.on_set {
                Some(named) => OnSet::Seat(named.value),
                None => OnSet::AnyOf(present_seats()),
            };
        }
        // The rules do not say who sets when the player due on set has left: any
        // player still at the table may.
        let mut left_setter = None;
        if let OnSet::Seat(seat) = carried.on_set
            && !hand.present[seat]
        {
            left_setter = Some(seat);
            carried.on_set = OnSet::AnyOf(present_seats());
        }
        let set_by_tie = carried.set_by_tie;
        let mut ledger = Ledger::new(session.players.len(), 0);
        let mut replay = HandReplay::new(
            session,
            &self.rules,
            hand.number,
            hand,
            &mut ledger,
            carried,
        );
        if let Some(before) = gap {
            let what = Finding::OnSetUnchecked {
                hand: before,
                count_unknown: gap_count,
                written: hand
                    .on_set
                    .as_ref()
                    .map(|named| session.players[named.value].clone()),
            };
            let span = hand
                .on_set
                .as_ref()
                .map(|named| named.span)
                .unwrap_or_else(|| hand.first_event_span());
            replay.note(span, what);
        }
        if let Some(seat) = left_setter {
            let what = Finding::SetterLeft {
                player: session.players[seat].clone(),
            };
            replay.note(hand.first_event_span(), what);
        }
        if set_by_tie {
            replay.set_switches.push(Switch::D1);
        }
        replay.worlds = worlds;
        replay.watch_at = watch.as_ref().map_or(usize::MAX, |watch| watch.events);
        replay.watch = watch;
        // The replay leaves what the next hand needs in `carried` and builds the
        // verdict where it is handed on.
        replay.run()
    }
}

/// The chips after a judged hand, as its verdict gives them (see [`carry`]).
pub(super) struct ChipsAfter {
    /// Each player's chips after the hand, where known.
    pub(super) chips: BySeat<Option<i64>>,
    /// Where they come from.
    pub(super) from: ChipsFrom,
    /// Where the table's scoresheet differs from them.
    pub(super) differences: Vec<SheetDifference>,
    /// The table's scoresheet figures, where the transcript records them.
    pub(super) sheet: Option<BySeat<Option<i64>>>,
}

/// The chips after a judged hand that moved `net`: the totals before it and
/// what it moved, checked against the table's scoresheet; or, when the totals
/// before it are not known, the scoresheet's figures as the new base. Returns
/// them as the verdict gives them, with where they come from, where the
/// scoresheet differs and its figures; `chips` is left as they stand after
/// the hand.
///
/// Always inlined into the end of a hand, so that the verdict's tables are
/// written where it holds them; the totals are added, copied for the verdict
/// and checked against the scoresheet in one pass over the seats.
#[inline(always)]
pub(super) fn carry(
    net: &BySeat<i64>,
    present: &BySeat<bool>,
    sheet: Option<&Sheet>,
    chips: &mut BySeat<Option<i64>>,
) -> ChipsAfter {
    // Every table here has a value for every seat at the table: they are read
    // side by side rather than looked up seat by seat.
    debug_assert_eq!(net.len(), chips.len());
    debug_assert_eq!(present.len(), chips.len());
    debug_assert!(sheet.is_none_or(|sheet| sheet.len() == chips.len()));
    let known = chips
        .values()
        .zip(present.values())
        .all(|(total, &present)| total.is_some() || !present);
    if !known {
        let from = base_from(sheet, present, chips);
        return ChipsAfter {
            chips: chips.clone(),
            from,
            differences: Vec::new(),
            sheet: sheet.map(figures),
        };
    }
    let seats = chips.len();
    let mut after = BySeat::filled(seats, None);
    let mut differences = Vec::new();
    let rows = chips.values_mut().zip(after.values_mut()).zip(net.values());
    let Some(sheet) = sheet else {
        for ((total, after), &moved) in rows {
            if let Some(total) = total {
                *total += moved;
            }
            *after = *total;
        }
        return ChipsAfter {
            chips: after,
            from: ChipsFrom::Referee,
            differences,
            sheet: None,
        };
    };
    let mut written = BySeat::filled(seats, None);
    let rows = rows
        .zip(present.values())
        .zip(sheet.iter().zip(written.values_mut()));
    for ((((total, after), &moved), &present), ((seat, figure), written)) in rows {
        if let Some(total) = total {
            *total += moved;
        }
        *after = *total;
        let Some(figure) = figure else {
            continue;
        };
        *written = Some(figure.value);
        let Some(referee) = *total else {
            continue;
        };
        if !super::ledger::sheet_agrees(figure.value, referee, present) {
            differences.push(SheetDifference {
                seat,
                table: figure.value,
                referee,
                span: figure.span,
            });
        }
    }
    debug_assert_eq!(after, *chips);
    debug_assert_eq!(written, figures(sheet));
    ChipsAfter {
        chips: after,
        from: ChipsFrom::Referee,
        differences,
        sheet: Some(written),
    }
}

/// How much of a hand's events [`Referee::hand`] asks for before it sets
/// the hand up: some seven events, after which the processor streams the
/// rest on its own.
const PREFETCHED: usize = 512;

/// Asks the processor to start reading the first `bytes` of `items` into its
/// cache, and goes on at once. Nothing is read that the program sees; on a
/// processor without the instruction, nothing is done.
#[inline(always)]
fn prefetch<T>(items: &[T], bytes: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let start = items.as_ptr().cast::<i8>();
        for offset in (0..std::mem::size_of_val(items).min(bytes)).step_by(64) {
            // SAFETY: a prefetch is a hint: it cannot fault, and changes
            // nothing the program can read. Every address lies within `items`.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(start.wrapping_add(offset)) };
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (items, bytes);
}

/// The figures of a table's scoresheet, without where they are written.
fn figures(sheet: &Sheet) -> BySeat<Option<i64>> {
    sheet.map(|_, figure| figure.as_ref().map(|f| f.value))
}

/// After a hand whose chips cannot be followed: the table's figures where its
/// scoresheet gives them, and unknown for the players of the hand otherwise.
pub(super) fn base_from(
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Worked example 2: Anna draws [3-2] and sets it, announces ordinary,
    /// Cees lays [3-3] at once and claims 3, Bram lays [2-6], ...
    fn example_2() -> Session {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/example-02-wait.yaml");
        let text = std::fs::read_to_string(path).expect("the fixture");
        crate::load(&text).expect("loads")
    }

    /// The table held in hand and on the table after `events` events of hand 1.
    fn shown(events: usize) -> Position {
        let (_, position) = judge_showing(&example_2(), Interpretation::default(), 1, events);
        position.expect("the position asked for")
    }

    #[test]
    fn the_position_shown_is_the_one_after_the_events_asked_for() {
        // Before anything: four tiles each, twelve to draw, nothing laid.
        let start = shown(0);
        assert_eq!(start.events, 0);
        assert!(start.layout.is_none());
        assert_eq!(start.boneyard.len(), 12);
        let held: Vec<usize> = start.hands.values().map(|h| h.len()).collect();
        assert_eq!(held, [4, 4, 4, 4]);

        // After the draw, the set, the announcement and Cees's [3-3] at once:
        // the drawn tile is laid, Cees holds three, eleven are left to draw.
        let opened = shown(4);
        assert_eq!(opened.events, 4);
        let laid = opened.layout.as_ref().map(|l| l.tiles());
        assert_eq!(laid.map(|t| t.iter().collect::<Vec<_>>()), {
            let mut tiles = vec![Tile::new(3, 2), Tile::new(3, 3)];
            tiles.sort();
            Some(tiles)
        });
        assert_eq!(opened.boneyard.len(), 11);
        let held: Vec<usize> = opened.hands.values().map(|h| h.len()).collect();
        assert_eq!(held, [4, 4, 3, 4]);

        // After the last of the hand's 25 events (what `nos show` gives when
        // no event is named): Dirk alone still holds a tile, his [0-0].
        let end = shown(25);
        assert_eq!(end.events, 25);
        let held: Vec<Vec<Tile>> = end.hands.values().map(|h| h.iter().collect()).collect();
        assert_eq!(held, [vec![], vec![], vec![], vec![Tile::new(0, 0)]]);
    }
}
