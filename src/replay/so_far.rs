//! A hand as it stands part-way, over or not: what its events have charged
//! and paid so far, and what the table still owes.
//!
//! A recorder judges each event as the table plays it, long before the hand
//! can be judged whole. The replay is the same; only where it stops differs:
//! after the events so far, the hand is not closed, and what is still open
//! (a tile the table may yet have taken back, a claim that may still be
//! made, a wait still owed) is kept as facts of its own rather than settled
//! the way the end of a hand settles it.

use super::*;

/// A hand after some of its events, whether or not it is over.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SoFar {
    /// The table as the next event finds it if nothing open is taken back:
    /// as `nos show` draws it. A tile the table may still have taken back
    /// lies on it, and is named in its `pending`.
    pub position: Position,
    /// The infractions charged so far, in order; a tile the table may still
    /// have taken back has its infraction here, its correction not yet known.
    pub infractions: Vec<Infraction>,
    /// The infractions that hold in some ways the unseen tiles could lie.
    pub possible: Vec<Possible>,
    /// Every payment made so far, in order: set payments, doubles claimed or
    /// declared, penalties, nos, a block. Payments that wait on the table's
    /// decision (a wrong set tile's) are not among them until it stands.
    pub payments: Vec<Payment>,
    /// What each player has won (positive) or lost (negative) in the hand so
    /// far: the sum of `payments`, which is nought over the table.
    pub net: BySeat<i64>,
    /// The claims that may still be made, in the order their doubles were laid.
    pub claims: Vec<OpenClaim>,
    /// The waits owed for doubles played at once, in the order they were laid.
    pub waits: Vec<OwedWait>,
}

/// A double whose payment may still be claimed: its window is open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpenClaim {
    /// Who may claim.
    pub claimant: Seat,
    /// Who would pay.
    pub payer: Seat,
    /// How much.
    pub amount: i64,
    /// For which double: played at once on the set tile, or on the
    /// predecessor's tile.
    pub reason: Reason,
    /// The double.
    pub double: Tile,
    /// The tile it lies against.
    pub against: Tile,
    /// Still open only by the reading of the claim window in force: another
    /// reading would have closed it by now.
    pub by_reading: bool,
}

/// A wait owed for a double played at once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OwedWait {
    /// Who owes it.
    pub seat: Seat,
    /// The arm his double lies on.
    pub arm: usize,
    /// Whether it falls at his next turn: under the deferred-wait reading in
    /// force it may wait until the turns can play on that arm.
    pub falls: bool,
}

/// Where a hand is watched: after how many of its events, and into which
/// slot the hand so far is put there.
pub struct Watch<'w> {
    /// The events replayed before the hand is taken.
    pub events: usize,
    /// Whether what is open after the last event is kept open (a hand being
    /// recorded) rather than settled as the end of a hand settles it: the
    /// facts are then taken before that, the table after it.
    pub open: bool,
    /// Where the hand so far is put.
    pub slot: &'w mut Option<SoFar>,
}

impl HandReplay<'_> {
    /// The hand so far, with `position` as its table.
    #[cold]
    fn so_far(&self, position: Position) -> SoFar {
        let layout = self.table.layout.as_ref();
        SoFar {
            position,
            infractions: self.infractions.clone(),
            possible: self.possible.clone(),
            payments: self.payments.clone(),
            net: self.ledger.chips().clone(),
            claims: self
                .table
                .claimables
                .iter()
                .map(|claim| OpenClaim {
                    claimant: claim.seat,
                    payer: claim.payer,
                    amount: claim.amount,
                    reason: claim.reason,
                    double: claim.double,
                    against: claim.against,
                    by_reading: claim.stretched,
                })
                .collect(),
            waits: self
                .table
                .waits
                .iter()
                .map(|(seat, arm)| OwedWait {
                    seat,
                    arm,
                    falls: layout.is_some_and(|layout| wait_falls(self.rules, layout, arm)),
                })
                .collect(),
        }
    }

    /// After the last event, before the end settles what is open: the facts
    /// of a hand watched there with what is open kept open.
    #[cold]
    pub(super) fn watch_open(&mut self, events: usize) {
        let position = self.position(events);
        let so_far = self.so_far(position);
        if let Some(watch) = self.watch.as_mut().filter(|watch| watch.open) {
            *watch.slot = Some(so_far);
        }
    }

    /// Records the watched hand, after `events` events. A hand whose facts
    /// were taken before the end settled what is open takes its table here:
    /// a tile the table may still have taken back stays named as pending.
    #[cold]
    pub(super) fn record_watched(&mut self, events: usize) {
        let position = self.position(events);
        self.watch_at = usize::MAX;
        let Some(watch) = self.watch.take() else {
            return;
        };
        match watch.slot {
            Some(so_far) if watch.open => {
                let pending = so_far.position.pending;
                so_far.position = Position {
                    pending,
                    ..position
                };
            }
            slot => *slot = Some(self.so_far(position)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE_2: &str = include_str!("../../fixtures/example-02-wait.yaml");

    const ANNA: Seat = Seat(0);
    const BRAM: Seat = Seat(1);
    const CEES: Seat = Seat(2);
    const DIRK: Seat = Seat(3);

    /// Worked example 2 cut after its first `events` events, with `more`
    /// event lines after them (its scoresheet left out).
    fn cut(events: usize, more: &[&str]) -> String {
        let mut text = String::new();
        let mut seen = 0;
        for line in EXAMPLE_2.lines() {
            let event = line.trim_start().starts_with("- {by:");
            if line.trim_start().starts_with("scoresheet:") || (event && seen == events) {
                continue;
            }
            if event {
                seen += 1;
            }
            text.push_str(line);
            text.push('\n');
        }
        for event in more {
            text.push_str(&format!("      - {event}\n"));
        }
        text
    }

    /// Hand 1 of `text` as it stands after its first `events` events.
    fn so_far(text: &str, events: usize) -> SoFar {
        let session = crate::load(text).expect("the example reads");
        let (_, so_far) = judge_so_far(&session, Interpretation::default(), 1, events);
        so_far.expect("the hand reaches that event")
    }

    fn net(so_far: &SoFar) -> Vec<i64> {
        so_far.net.values().copied().collect()
    }

    #[test]
    fn a_set_payment_shows_right_after_the_set() {
        // Anna draws [3-2] and sets it: a drawn tile that is no double, so
        // she pays its spots, 3 + 2 = 5, to each of the three others.
        let set = so_far(&cut(2, &[]), 2);
        assert_eq!(net(&set), [-15, 5, 5, 5]);
        assert_eq!(set.payments.len(), 3);
        assert!(
            set.payments
                .iter()
                .all(|p| p.from == ANNA && p.amount == 5 && p.reason == Reason::SetDrawnTile)
        );
        assert!(set.infractions.is_empty());
        assert_eq!(set.position.phase, Phase::Announcing);
        // After the draw alone nothing is paid yet.
        assert_eq!(net(&so_far(&cut(1, &[]), 1)), [0, 0, 0, 0]);
    }

    #[test]
    fn a_false_nos_is_charged_right_after_it_is_said() {
        // After the set and the announcement, Anna still holds her four
        // dealt tiles and says nos: 40 to each of the three others, on top
        // of the 5 each she paid for her drawn [3-2]. Anna -15 - 120 = -135;
        // each other +5 + 40 = +45.
        let text = cut(3, &["{by: Anna, says: nos}"]);
        let nos = so_far(&text, 4);
        assert_eq!(nos.infractions.len(), 1);
        let false_nos = &nos.infractions[0];
        assert_eq!(false_nos.kind, InfractionKind::FalseNos);
        assert_eq!(false_nos.seat, ANNA);
        assert_eq!(false_nos.penalty_each, 40);
        assert_eq!(false_nos.payees, [BRAM, CEES, DIRK]);
        assert_eq!(net(&nos), [-135, 45, 45, 45]);
        // The hand is not over: the whole hand cannot be judged, the hand so
        // far can.
        let session = crate::load(&text).expect("reads");
        let (verdict, _) = judge_so_far(&session, Interpretation::default(), 1, 4);
        assert!(verdict.hands.is_empty());
    }

    #[test]
    fn a_double_at_once_opens_its_claim_and_owes_a_wait_until_each_is_settled() {
        // Cees lays [3-3] at once on the set tile: he may claim one end, 3,
        // from Anna, who set; and he owes a wait at his next turn.
        let laid = so_far(&cut(4, &[]), 4);
        assert_eq!(
            laid.claims,
            [OpenClaim {
                claimant: CEES,
                payer: ANNA,
                amount: 3,
                reason: Reason::ImmediateDouble,
                double: Tile::new(3, 3),
                against: Tile::new(3, 2),
                by_reading: false,
            }]
        );
        assert_eq!(laid.waits.len(), 1);
        assert_eq!((laid.waits[0].seat, laid.waits[0].falls), (CEES, true));
        assert_eq!(net(&laid), [-15, 5, 5, 5]);
        // He claims: 3 more from Anna, and the window is closed.
        let claimed = so_far(&cut(5, &[]), 5);
        assert!(claimed.claims.is_empty());
        assert_eq!(net(&claimed), [-18, 5, 8, 5]);
        // Bram plays [2-6]; Cees says wait: the wait is settled.
        assert_eq!(so_far(&cut(6, &[]), 6).waits.len(), 1);
        assert!(so_far(&cut(7, &[]), 7).waits.is_empty());
        // Bram's [1-1] on Anna's [4-1], his predecessor's tile: 1 from Anna,
        // open until he asks (event 10), paid when he does (event 11).
        let double = so_far(&cut(10, &[]), 10);
        assert_eq!(
            double
                .claims
                .iter()
                .map(|c| (c.claimant, c.payer, c.amount, c.reason))
                .collect::<Vec<_>>(),
            [(BRAM, ANNA, 1, Reason::DoubleOnPredecessor)]
        );
        assert_eq!(net(&so_far(&cut(11, &[]), 11)), [-19, 6, 8, 5]);
    }

    #[test]
    fn chips_so_far_sum_to_nought_and_agree_with_the_whole_hand_at_its_end() {
        let whole = {
            let session = crate::load(&cut(25, &[])).expect("reads");
            crate::replay::judge_all(&session, Interpretation::default())
        };
        let hand = &whole.hands[0];
        for events in 1..=25 {
            let so_far = so_far(&cut(events, &[]), events);
            assert_eq!(so_far.net.values().sum::<i64>(), 0, "after {events}");
            let paid: Vec<&Payment> = so_far.payments.iter().collect();
            // What the events paid is what the whole hand paid up to them.
            assert_eq!(
                paid,
                hand.payments.iter().take(paid.len()).collect::<Vec<_>>()
            );
        }
        // After the last event every payment but the count: the header's
        // totals less the count (Dirk 14 to each of the others):
        // Anna 490-500-14 = -24, Bram 535-500-14 = 21, Cees 513-500-14 = -1,
        // Dirk 462-500+42 = 4.
        assert_eq!(net(&so_far(&cut(25, &[]), 25)), [-24, 21, -1, 4]);
        assert_eq!(
            hand.net.values().copied().collect::<Vec<_>>(),
            [-10, 35, 13, -38]
        );
    }

    #[test]
    fn nos_show_and_the_hand_so_far_see_the_same_table() {
        let session = crate::load(EXAMPLE_2).expect("reads");
        for events in [0, 4, 12, 25] {
            let (_, shown) = judge_showing(&session, Interpretation::default(), 1, events);
            let (_, so_far) = judge_so_far(&session, Interpretation::default(), 1, events);
            assert_eq!(shown, so_far.map(|s| s.position), "after {events}");
        }
    }
}
