//! Set and deal: the tiles drawn before play, the first tile set and who owes
//! for it, and the setter's announcement of the game.

use super::*;
use crate::rules::layout::PlainGame;

impl HandReplay<'_> {
    /// A draw: in turn, as most are, by [`HandReplay::draw_in_turn`]; before
    /// the turns, or after a block, by [`HandReplay::draw_apart`].
    ///
    /// Always inlined into the hand's loop, so that a draw in turn is handed
    /// on with no call between.
    #[inline(always)]
    pub(super) fn draw(&mut self, event: &Event, tiles: &[Tile]) {
        if self.table.phase == Phase::Turns {
            self.draw_in_turn(event, tiles);
        } else {
            self.draw_apart(event, tiles);
        }
    }

    /// A draw in the turns: the tiles go from the boneyard to the hand, and
    /// the turn goes on. Nothing of the set or of a short deal is asked:
    /// those count only before the turns (a setter who drew, his first tile
    /// drawn) or outside them (tiles that make up a short deal), where
    /// [`HandReplay::draw_apart`] asks them.
    #[inline(always)]
    fn draw_in_turn(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        let from_last_two = self.take_from_boneyard(seat, tiles, 0);
        if from_last_two {
            self.drew_from_last_two(event);
        }
        self.follow_the_table(seat);
        self.turn_action(seat);
        if self.table.must_draw == Some(seat) {
            self.table.must_draw = None;
        }
    }

    /// How many of a draw's tiles by `seat` in `phase` make up a short deal:
    /// those belong to the hand, not to the set.
    fn making_up(&self, seat: Seat, phase: Phase) -> usize {
        if self.short_seats.contains(seat)
            && !self.short_settled.contains(seat)
            && !matches!(phase, Phase::Turns | Phase::Over(_))
        {
            usize::from(self.short[seat.index()])
        } else {
            0
        }
    }

    /// Moves a draw's tiles from the boneyard to `seat`'s hand, each looked up
    /// once, and counts those after the first `making_up` as drawn; returns
    /// whether any came from the last two.
    #[inline(always)]
    fn take_from_boneyard(&mut self, seat: Seat, tiles: &[Tile], making_up: usize) -> bool {
        let mut held = self.table.hands[seat];
        let mut boneyard = self.table.boneyard;
        let mut drawn = self.drawn;
        // The boneyard only shrinks as the tiles go: a tile came from the last
        // two if the last one did, so it is counted once, before the last tile.
        let mut before_last = boneyard;
        for (index, &tile) in tiles.iter().enumerate() {
            before_last = boneyard;
            boneyard.remove(tile);
            held.insert(tile);
            if index >= making_up {
                drawn.insert(tile);
            }
        }
        let from_last_two = !tiles.is_empty() && before_last.len() <= 2;
        debug_assert_eq!(
            from_last_two,
            tiles
                .iter()
                .scan(self.table.boneyard, |left, &tile| {
                    let len = left.len();
                    left.remove(tile);
                    Some(len)
                })
                .any(|len| len <= 2),
            "a draw from the last two read by the count before its last tile"
        );
        self.table.boneyard = boneyard;
        self.table.hands[seat] = held;
        self.drawn = drawn;
        from_last_two
    }

    /// A draw from the last two tiles of the boneyard: the penalty.
    #[cold]
    fn drew_from_last_two(&mut self, event: &Event) {
        let seat = event.seat;
        let what = Finding::DrewFromLastTwo {
            player: self.player(seat),
        };
        self.penalize(
            InfractionKind::DrewFromLastTwo,
            seat,
            self.span(event),
            what,
            None,
        );
    }

    /// A draw before the turns (before the set, in the announcement or the
    /// opening) or after a block: every question a draw can raise. A draw in
    /// the turns is [`HandReplay::draw_in_turn`]'s, and nothing here starts
    /// the turns.
    fn draw_apart(&mut self, event: &Event, tiles: &[Tile]) {
        let seat = event.seat;
        let phase = self.table.phase;
        // Tiles drawn to make up a short deal belong to the hand, not to the set.
        let mut making_up = self.making_up(seat, phase);
        // A draw by the setter followed by setting one of its tiles is the set
        // draw, whatever the size of his deal: that tile makes up nothing, and
        // comes first after the tiles that do.
        let set_draw = if phase == Phase::BeforeSet && self.is_setter(seat) {
            self.set_from(event, tiles)
        } else {
            None
        };
        let short_set_draw = set_draw.is_some() && making_up > 0;
        let mut order: SmallVec<[Tile; 8]> = SmallVec::new();
        let tiles = match set_draw {
            Some(set) if making_up > 0 => {
                making_up = making_up.min(tiles.len() - 1);
                let others = tiles.iter().copied().filter(|&t| t != set);
                order.extend(others.clone().take(making_up));
                order.push(set);
                order.extend(others.skip(making_up));
                &order[..]
            }
            _ => tiles,
        };
        // A setter who holds a double sets it; drawing instead is an infraction
        // (a short setter's draw may be his making up, unless he sets from it
        // while still short).
        if phase == Phase::BeforeSet
            && self.is_setter(seat)
            && (!self.short_seats.contains(seat) || short_set_draw)
            && !self.setter_drew_flagged
        {
            let what = Finding::SetterDrew {
                player: self.player(seat),
            };
            match self.held_any(seat, event, unseen::doubles()) {
                Truth::Always => {
                    self.setter_drew_flagged = true;
                    self.penalize(
                        InfractionKind::SetterDrew,
                        seat,
                        self.span(event),
                        what,
                        None,
                    );
                }
                Truth::Sometimes => {
                    let condition = Condition::Held {
                        player: self.player(seat),
                        tiles: self.might_hold(seat, event, unseen::doubles()),
                    };
                    self.possibly(
                        InfractionKind::SetterDrew,
                        seat,
                        self.span(event),
                        what,
                        Vec::new(),
                        condition,
                    );
                }
                Truth::Never => {}
            }
        }
        let held_before = self.table.hands[seat];
        let from_last_two = self.take_from_boneyard(seat, tiles, making_up);
        // The setter's first drawn tile is the one he must set, if he held no double.
        if phase == Phase::BeforeSet
            && self.is_setter(seat)
            && self.setter_first_draw.is_none()
            && let Some(&first) = tiles.get(making_up)
        {
            let held: TileSet = held_before.union(tiles[..making_up].iter().copied().collect());
            // In a public record's hand he held a double only if every way of the tiles says so.
            let held_double = match self.worlds() {
                Some(worlds) => {
                    let at = self.index_of(event);
                    let truth = worlds.holds(seat, at, unseen::doubles(), held_before);
                    self.set_doubt = truth == Truth::Sometimes;
                    truth == Truth::Always
                }
                None => held.doubles() > 0,
            };
            self.setter_first_draw = Some((seat, first, held_double));
        }
        // Making up a short deal inside the window: the penalty is exacted.
        if making_up > 0 {
            let owed = usize::from(self.short[seat.index()]);
            self.short_settled.insert(seat);
            let what = Finding::TooFewTiles {
                player: self.player(seat),
                short: owed,
            };
            self.penalize(
                InfractionKind::TooFewTiles,
                seat,
                self.hand.deal_spans[seat],
                what,
                None,
            );
        }
        if from_last_two {
            self.drew_from_last_two(event);
        }
        debug_assert_ne!(self.table.phase, Phase::Turns, "a draw in turn goes apart");
        match self.table.phase {
            Phase::BlockDraw(drawer) if drawer == seat && self.table.boneyard.len() <= 2 => {
                self.table.phase = Phase::Over(Ending::Blocked);
            }
            Phase::Opening if seat == self.table.turn => self.start_turns(),
            _ => {}
        }
    }

    /// The tile among `tiles`, drawn by the setter in `event`, that he sets
    /// next: the first set after the draw, with only draws and tiles put back
    /// between, if it is his and sets one of them. Asked of a setter's draws
    /// before the set, a few in a hand at most.
    #[cold]
    fn set_from(&self, event: &Event, tiles: &[Tile]) -> Option<Tile> {
        let events = &self.hand.events;
        let at = events.iter().position(|e| std::ptr::eq(e, event))?;
        let next = events[at + 1..]
            .iter()
            .find(|e| !matches!(e.action, Action::Draw(_) | Action::Return(_)))?;
        match next.action {
            Action::Set((a, b)) if next.seat == event.seat => {
                let set = Tile::new(a, b);
                tiles.contains(&set).then_some(set)
            }
            _ => None,
        }
    }

    pub(super) fn set_tile(&mut self, event: &Event, written: (u8, u8)) {
        let seat = event.seat;
        let tile = Tile::new(written.0, written.1);
        // Quoted as the transcript writes it, touching end first.
        let shown = Laid::as_written(written);
        if self.table.phase != Phase::BeforeSet {
            let why = Stop::SecondSet {
                player: self.player(seat),
                tile: shown,
            };
            self.stop(self.span(event), why);
            return;
        }
        // A takeback undoes all that the set did. Only a set that breaks a rule
        // can be taken back, so only then is the table kept as it stood.
        if !self.is_setter(seat) {
            let before = self.snapshot();
            self.close_short_window(seat, event);
            let on_set = match &self.on_set {
                OnSet::Seat(s) => OnSetWas::Player {
                    player: self.player(*s),
                },
                OnSet::AnyOf(seats) => OnSetWas::Tied {
                    players: seats.iter().map(|s| self.player(*s)).collect(),
                },
                OnSet::HighestDouble => OnSetWas::HighestDouble,
            };
            let what = Finding::NotOnSet {
                player: self.player(seat),
                tile: shown,
                on_set,
            };
            let index = self.penalize(
                InfractionKind::NotOnSet,
                seat,
                self.span(event),
                what,
                self.set_switches.first().copied(),
            );
            self.table.hands[seat].remove(tile);
            self.pending = Some(Box::new(Pending {
                seat,
                tile,
                before,
                infraction: index,
                placed: None,
                event: event.clone(),
                deferred: Vec::new(),
            }));
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
            None if self.worlds().is_some() => {
                self.held_any(seat, event, unseen::doubles()) == Truth::Always
            }
            None => hand.iter().any(|t| t.is_double()),
        };
        // Without a double he sets the first tile he drew.
        let must_set = first_draw
            .filter(|(_, _, held)| !held)
            .map(|(_, first, _)| first);
        let wrong = match self.highest_double {
            Some(highest) if highest != tile => Some(Finding::NotHighestDouble {
                player: self.player(seat),
                tile: shown,
                highest,
            }),
            // Drawing instead of setting a double was penalised already; the drawn tile is his set.
            _ if !tile.is_double() && holds_double && !(drawn && self.setter_drew_flagged) => {
                Some(Finding::SetWhileHoldingDouble {
                    player: self.player(seat),
                    tile: shown,
                })
            }
            _ if !tile.is_double() && !drawn => Some(Finding::SetFromHand {
                player: self.player(seat),
                tile: shown,
            }),
            _ if must_set.is_some_and(|first| first != tile) => Some(Finding::NotFirstDrawn {
                player: self.player(seat),
                tile: shown,
                first: must_set.unwrap_or(tile),
            }),
            _ => None,
        };
        let wrong = wrong.map(|what| (what, self.snapshot()));
        self.close_short_window(seat, event);
        self.on_set = OnSet::Seat(seat);
        // A wrong set tile may be taken back; its set payments wait until it stands.
        let wrong_set = wrong.map(|(what, before)| {
            let index = self.penalize(
                InfractionKind::WrongSetTile,
                seat,
                self.span(event),
                what,
                None,
            );
            (index, before)
        });
        if wrong_set.is_some() {
            self.held = Some(Vec::new());
        }
        self.table.hands[seat].remove(tile);
        self.set = Some(SetInfo { seat, written });
        self.table.phase = Phase::Announcing;
        // Set payments.
        let line = self.line(event);
        if let Some(value) = tile.double_value() {
            // Twice the value only for the tile he had to draw and set: a setter
            // who drew while holding a double did not have to draw, so a double
            // he drew is paid like one from the hand.
            let had_to_draw = must_set == Some(tile);
            // Whether he had to draw may rest on tiles no one saw: then the
            // double is paid as from the hand, and the rest is possible.
            if had_to_draw && self.set_doubt {
                let what = Finding::DrawnDoublePaidAsHeld {
                    player: self.player(seat),
                    tile: shown,
                    value,
                };
                self.note(self.span(event), what);
            }
            let (amount, reason) = if had_to_draw && !self.set_doubt {
                (2 * i64::from(value), Reason::SetDrawnDouble)
            } else {
                (i64::from(value), Reason::SetDouble)
            };
            if drawn && holds_double {
                let what = Finding::DrawnDoubleAsHeld {
                    player: self.player(seat),
                    tile: shown,
                    value,
                };
                self.note(self.span(event), what);
            }
            if self.excess[seat.index()] > 0 {
                let what = Finding::SetUnpaid {
                    player: self.player(seat),
                    tile: shown,
                };
                self.note(self.span(event), what);
            } else {
                for other in self.others(seat) {
                    self.pay_under(other, seat, amount, reason, line, self.set_readings());
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
                    self.set_readings(),
                );
            }
        }
        if let Some((infraction, before)) = wrong_set {
            let deferred = self.held.take().unwrap_or_default();
            self.pending = Some(Box::new(Pending {
                seat,
                tile,
                before,
                infraction,
                placed: None,
                event: event.clone(),
                deferred,
            }));
        }
        self.record_set(seat, tile);
    }

    /// The readings that decided who is on set, for a set payment: as a rule
    /// none, and then no list is copied.
    fn set_readings(&self) -> Vec<Switch> {
        if self.set_switches.is_empty() {
            Vec::new()
        } else {
            self.set_switches.clone()
        }
    }

    /// The set counts as the setter's turn for the predecessor rule.
    pub(super) fn record_set(&mut self, seat: Seat, tile: Tile) {
        self.table.laid_by[tile.index()] = Some(seat);
        self.table.history.push(TurnRecord {
            seat,
            played: Some(tile),
            went_out: false,
            first_out: false,
        });
    }

    /// The window for a short deal closes when someone else plays a tile.
    #[inline(always)]
    pub(super) fn close_short_window(&mut self, player: Seat, event: &Event) {
        if !self.dealt_short.is_empty() {
            self.close_short_window_of_others(player, event);
        }
    }

    fn close_short_window_of_others(&mut self, player: Seat, event: &Event) {
        for seat in self.dealt_short.without(player) {
            if !self.short_settled.contains(seat) {
                self.short_settled.insert(seat);
                let what = Finding::TooFewLapsed {
                    player: self.player(seat),
                    short: usize::from(self.short[seat.index()]),
                    when: self.player(player),
                };
                self.note(self.span(event), what);
            }
        }
    }

    pub(super) fn announce(&mut self, event: &Event, announcement: Announcement) {
        let seat = event.seat;
        let Some(set) = &self.set else {
            let why = Stop::AnnounceBeforeSet {
                player: self.player(seat),
            };
            self.stop(self.span(event), why);
            return;
        };
        if self.table.phase != Phase::Announcing || seat != set.seat {
            let why = if seat != set.seat {
                Stop::AnnounceNotSetter {
                    player: self.player(seat),
                    setter: self.player(set.seat),
                }
            } else {
                Stop::AnnounceTwice {
                    player: self.player(seat),
                }
            };
            self.stop(self.span(event), why);
            return;
        }
        let written = set.written;
        // A game without options is read as it was read once.
        let game = match PlainGame::of(announcement, written) {
            Some(Ok(plain)) => {
                self.open_game(seat, announcement, plain.layout(written));
                return;
            }
            Some(Err(error)) => Err(error),
            None => Game::new(announcement, written),
        };
        match game {
            Ok(game) => {
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
                        let what = Finding::Game17NotOpposite {
                            player: self.player(seat),
                            here,
                            there,
                            across: here.opposite(),
                        };
                        self.penalize(
                            InfractionKind::BadAnnouncement,
                            seat,
                            self.span(event),
                            what,
                            Some(Switch::Game17Arms),
                        );
                    } else if here.opposite() != there {
                        let what = Finding::Game17SideBySide {
                            here,
                            there,
                            reading: Switch::Game17Arms.describe(self.rules),
                        };
                        self.note(self.span(event), what);
                    }
                }
                self.open_game(seat, announcement, Layout::new(game));
            }
            Err(error) => {
                self.unplayable = Some((self.span(event), announcement.name, error.clone()));
                let what = Finding::Unplayable {
                    player: self.player(seat),
                    game: announcement.name,
                    error,
                };
                self.penalize(
                    InfractionKind::BadAnnouncement,
                    seat,
                    self.span(event),
                    what,
                    None,
                );
            }
        }
    }

    /// The game announced by `seat` is on: it replaces any announcement that
    /// could not be played, its layout holding the set tile goes on the
    /// table, and the opening begins with the player after him.
    #[inline(always)]
    fn open_game(&mut self, seat: Seat, announcement: Announcement, layout: Layout) {
        self.unplayable = None;
        self.game = Some(announcement);
        self.table.layout = Some(layout);
        self.table.phase = Phase::Opening;
        self.table.turn = self.next_active(seat);
    }

    /// After an announcement that cannot be played, the hand cannot be replayed
    /// without knowing the game the table played: the problem is the
    /// announcement, and it is reported where it stands. Returns whether it was.
    pub(super) fn announcement_unplayable(&mut self) -> bool {
        let Some((span, game, error)) = self.unplayable.take() else {
            return false;
        };
        let why = Stop::Unplayable {
            setter: self.set.as_ref().map(|s| self.player(s.seat)),
            game,
            error,
        };
        self.stop(span, why);
        true
    }
}
