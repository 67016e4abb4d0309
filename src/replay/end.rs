//! End of hand and the next setter: the count, the loser who sets next, and
//! a hand dealt again.

use super::*;

/// The seats a [`SeatSet`]'s bits can name.
const SEATS_IN_A_SET: usize = 8;

impl HandReplay<'_> {
    #[cold]
    pub(super) fn redeal(&mut self) -> Judged {
        if let Some(event) = self.hand.events.first() {
            self.stop(self.span(event), Stop::PlayAfterRedeal);
            return self.unjudged();
        }
        self.recycle();
        let net = self.ledger.chips().clone();
        let end = self.position(0);
        // The same setter draws for the hand dealt again.
        let carried = &mut *self.carried;
        carried.gap = None;
        carried.set_by_tie = false;
        let hand = self.hand;
        let present = &hand.present;
        let sheet = hand.scoresheet.as_ref();
        let after = referee::carry(&net, present, sheet, &mut carried.chips);
        Judged::Hand(HandVerdict {
            number: self.number,
            setter: None,
            set_tile: None,
            game: None,
            ending: Ending::Redeal,
            counts: BySeat::filled(self.seats_total, 0),
            counts_unknown: SeatSet::EMPTY,
            payments: Vec::new(),
            infractions: std::mem::take(&mut self.infractions),
            possible: std::mem::take(&mut self.possible),
            notes: std::mem::take(&mut self.notes),
            net,
            chips: after.chips,
            chips_from: after.from,
            next_on_set: None,
            next_on_set_switches: Vec::new(),
            scoresheet: after.differences,
            sheet: None,
            line: self.hand.span.line,
            present: present.clone(),
            end,
        })
    }

    /// The verdict on a hand played to its end (as a result, built where
    /// [`HandReplay::run`] returns it), with what it leaves to the next hand.
    pub(super) fn finish(&mut self) -> Judged {
        self.forgotten_claims();
        let ending = match self.table.phase {
            Phase::Over(ending) => ending,
            _ => Ending::AllPassed,
        };
        // Each player's count, the players in the hand tied for the largest
        // (one, as a rule) and the lowest count in the hand, in one pass over
        // the seats. The counts are also kept in a plain array, since every
        // pair of players asks below: one with room for each of the eight
        // seats a set of seats can name, so that a seat taken from the set is
        // read with no check against the table's size.
        let hand = self.hand;
        let present = &hand.present;
        debug_assert_eq!(present.len(), self.table.hands.len());
        let mut counts = BySeat::filled(self.table.hands.len(), 0);
        let mut by_seat = [0; SEATS_IN_A_SET];
        let mut top = 0;
        let mut lowest = u32::MAX;
        let mut tied = SeatSet::EMPTY;
        let public = self.worlds.is_some();
        // A public record's counts that cannot be known: no count is paid.
        let unknown = if public {
            self.counts_unknown()
        } else {
            SeatSet::EMPTY
        };
        let rows = self.table.hands.iter().zip(present.values());
        for (((seat, &held), &present), count) in rows.zip(counts.values_mut()) {
            *count = held.count();
            if unknown.contains(seat) {
                *count = 0;
            }
            // A public record's count of tiles not shown is the total the table noted.
            if public
                && hand.shown[seat].is_none()
                && let Some(given) = &hand.counts[seat]
            {
                *count = given.value;
            }
            by_seat[seat.index()] = *count;
            if present {
                lowest = lowest.min(*count);
                if *count > top {
                    top = *count;
                    tied = SeatSet::EMPTY;
                }
                if *count == top {
                    tied.insert(seat);
                }
            }
        }
        debug_assert_eq!(tied, tied_losers(&counts, present));
        // Every player pays each player with a lower count the difference.
        // The player with the lowest count pays nobody: as a rule a player
        // out, at nought.
        //
        // No payment is held back at the end of a hand (only a wrong set
        // tile's, while it is set), and each of these moves chips between
        // two players: they are paid and written straight away.
        debug_assert!(self.held.is_none(), "no payment held at the end of a hand");
        let seats = self.seats();
        debug_assert!(
            seats.is_empty()
                || Some(lowest) == seats.iter().map(|seat| by_seat[seat.index()]).min()
        );
        for payer in seats {
            if !unknown.is_empty() {
                break;
            }
            let high = by_seat[payer.index()];
            if high == lowest {
                debug_assert!(seats.iter().all(|payee| by_seat[payee.index()] >= high));
                continue;
            }
            for payee in seats {
                let low = by_seat[payee.index()];
                if high > low {
                    self.paid(Payment {
                        from: payer,
                        to: payee,
                        amount: i64::from(high - low),
                        reason: Reason::Count,
                        line: 0,
                        switches: Vec::new(),
                    });
                }
            }
        }
        let next_on_set = if unknown.is_empty() {
            self.loser(tied)
        } else {
            None
        };
        let next_on_set_switches = if tied.len() > 1 && unknown.is_empty() {
            vec![Switch::D1]
        } else {
            Vec::new()
        };
        self.recycle();
        // What the hand moved, and the chips after it checked against the
        // table's scoresheet; the next setter, the loser, or the tied ones.
        let sheet = hand.scoresheet.as_ref();
        let carried = &mut *self.carried;
        carried.gap = None;
        carried.set_by_tie = tied.len() > 1;
        carried.on_set = match next_on_set {
            Some(seat) => OnSet::Seat(seat),
            None => OnSet::AnyOf(tied.iter().collect()),
        };
        if !unknown.is_empty() {
            // The chips after the hand are not known, as after a hand not
            // judged: the next hand's setter is taken from the transcript.
            carried.gap = Some(self.number);
            carried.gap_count = true;
            carried.set_by_tie = false;
            for (chips, &present) in carried.chips.values_mut().zip(present.values()) {
                if present {
                    *chips = None;
                }
            }
        }
        let after = referee::carry(self.ledger.chips(), present, sheet, &mut carried.chips);
        Judged::Hand(HandVerdict {
            number: self.number,
            setter: self.set.as_ref().map(|s| s.seat),
            set_tile: self.set.as_ref().map(|s| s.written),
            game: self.game,
            ending,
            counts,
            counts_unknown: unknown,
            payments: std::mem::take(&mut self.payments),
            infractions: std::mem::take(&mut self.infractions),
            possible: std::mem::take(&mut self.possible),
            notes: std::mem::take(&mut self.notes),
            // What the hand moved, taken out of the ledger where it is written.
            net: self.ledger.take_chips(),
            chips: after.chips,
            chips_from: after.from,
            next_on_set,
            next_on_set_switches,
            scoresheet: after.differences,
            sheet: after.sheet,
            line: hand.span.line,
            present: present.clone(),
            end: self.end_position(),
        })
    }

    /// The player with the largest count; a tie is settled by the reading of D1.
    pub(super) fn loser(&mut self, tied: SeatSet) -> Option<Seat> {
        if tied.len() == 1 {
            return tied.iter().next();
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
            // Each player's first draw, in the order written.
            let mut drawers: Vec<Seat> = Vec::new();
            for (seat, _, _) in drawn {
                if !drawers.contains(seat) {
                    drawers.push(*seat);
                }
            }
            let expected: Vec<Seat> = tied.iter().collect();
            let mut got = drawers.clone();
            got.sort();
            if got != expected {
                let what = Finding::TieBreakNames {
                    named: drawers.iter().map(|s| self.player(*s)).collect(),
                    tied: tied.iter().map(|s| self.player(s)).collect(),
                };
                let span = drawn
                    .first()
                    .map_or(self.hand.events_span, |(_, _, span)| *span);
                self.note(span, what);
            }
            // Round by round: equal draws tie, and those level draw again.
            let mut level: Vec<Seat> = drawers.into_iter().filter(|s| tied.contains(*s)).collect();
            let mut round = 0;
            loop {
                let nth = |seat: Seat, round: usize| {
                    drawn
                        .iter()
                        .filter(|(s, _, _)| *s == seat)
                        .nth(round)
                        .copied()
                };
                let draws: Vec<(Seat, Tile, Span)> =
                    level.iter().filter_map(|&s| nth(s, round)).collect();
                let best = draws.iter().map(|(_, tile, _)| tile.spots()).max()?;
                let winners: Vec<(Seat, Tile, Span)> = draws
                    .into_iter()
                    .filter(|(_, tile, _)| tile.spots() == best)
                    .collect();
                if let [(one, _, _)] = winners[..] {
                    return Some(one);
                }
                let drawn_again = winners.iter().all(|&(s, _, _)| nth(s, round + 1).is_some());
                if !drawn_again {
                    let what = Finding::TieBreakDrawsTie {
                        draws: winners
                            .iter()
                            .map(|&(s, tile, _)| (self.player(s), tile))
                            .collect(),
                        spots: best,
                    };
                    let span = winners.first().map_or(self.hand.events_span, |w| w.2);
                    self.note(span, what);
                    return None;
                }
                level = winners.into_iter().map(|(s, _, _)| s).collect();
                round += 1;
            }
        }
        // The tied player holding the single tile with most spots ([0-0] counting 14,
        // as in the count that made the tie); then the higher end. In a public
        // record's hand only tiles the table knows decide: a tied player whose
        // tiles were not all shown leaves it to the next hand's set.
        if let Some(worlds) = self.worlds {
            let known = worlds.seen_by(self.hand.events.len());
            let unknown = tied.iter().any(|seat| {
                let held = self.table.hands[seat];
                self.hand.shown[seat].is_none() && held.intersection(known) != held
            });
            if unknown {
                return None;
            }
        }
        let key = |seat: &Seat| {
            let top = self.table.hands[*seat]
                .iter()
                .max_by_key(|t| (t.count(), t.high()));
            top.map(|t| (t.count(), t.high()))
        };
        tied.iter().max_by_key(|s| (key(s), std::cmp::Reverse(*s)))
    }
}

/// The players in the hand with the largest count (one, as a rule), as
/// [`HandReplay::finish`] finds them in its pass over the counts.
fn tied_losers(counts: &BySeat<u32>, present: &BySeat<bool>) -> SeatSet {
    let mut top = 0;
    let mut tied = SeatSet::EMPTY;
    for (seat, &count) in counts.iter() {
        if !present[seat] {
            continue;
        }
        if count > top {
            top = count;
            tied = SeatSet::EMPTY;
        }
        if count == top {
            tied.insert(seat);
        }
    }
    tied
}
