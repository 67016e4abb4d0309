//! The public record: a hand judged from what the table saw.

use nos_referee::replay::{ChipsFrom, Verdict, judge_all};
use nos_referee::rules::interpretation::Interpretation;
use nos_referee::simulate::{self, Config};
use nos_referee::transcript::session::{Session, conceal};

fn publicly(session: &Session) -> Session {
    let mut public = session.clone();
    public.hands = session.hands.iter().map(conceal).collect();
    public
}

fn chips(verdict: &Verdict) -> Vec<Vec<Option<i64>>> {
    verdict
        .hands
        .iter()
        .map(|h| h.chips.values().copied().collect())
        .collect()
}

/// The chips after each hand of a public record's verdict, with what its
/// set payments leave possible paid too: a drawn double whose setter may
/// have held a double is paid as from the hand, and as much again is owed
/// only if he held none, which in a clean session he did not.
fn owed_in_full(verdict: &Verdict) -> Vec<Vec<Option<i64>>> {
    use nos_referee::replay::finding::Finding;
    let mut more = vec![0i64; verdict.players.len()];
    verdict
        .hands
        .iter()
        .map(|hand| {
            for note in &hand.notes {
                if let Finding::DrawnDoublePaidAsHeld { player, value, .. } = &note.what {
                    let setter = verdict
                        .players
                        .values()
                        .position(|p| p == player)
                        .expect("a player");
                    for (seat, &present) in hand.present.values().enumerate() {
                        if present && seat != setter {
                            more[seat] -= i64::from(*value);
                            more[setter] += i64::from(*value);
                        }
                    }
                }
            }
            hand.chips
                .values()
                .zip(&more)
                .map(|(chips, more)| chips.map(|c| c + more))
                .collect()
        })
        .collect()
}

/// The property of the public record: a clean simulated session's public
/// record is judged with no certain infraction, and with its full record's
/// chips but for what the set payments leave possible.
#[test]
fn a_clean_simulated_session_judges_the_same_from_its_public_record() {
    for players in 3..=5 {
        for seed in 0..40 {
            let config = Config::new(players, 6, seed);
            let simulation = simulate::simulate(&config).expect("simulates");
            let session = nos_referee::load(&simulation.text).expect("reads");
            let full = judge_all(&session, Interpretation::default());
            let public = judge_all(&publicly(&session), Interpretation::default());
            let possible: Vec<_> = public
                .hands
                .iter()
                .flat_map(|h| h.possible.iter())
                .collect();
            assert!(
                public.unjudged.is_empty(),
                "{players} {seed}: {:?}",
                public.unjudged.first().map(|u| &u.problems)
            );
            assert_eq!(chips(&full), owed_in_full(&public), "{players} {seed}");
            let certain: usize = public.hands.iter().map(|h| h.infractions.len()).sum();
            assert_eq!(certain, 0, "{players} {seed}");
            // What the record leaves open is a possible infraction, charged to no one.
            assert!(
                possible
                    .iter()
                    .all(|p| p.payments.iter().all(|pay| pay.amount > 0))
            );
        }
    }
}

/// The tiles left in the boneyard at the end of a hand fully written.
fn left_in_boneyard(hand: &nos_referee::transcript::session::Hand) -> usize {
    use nos_referee::transcript::session::Action;
    let dealt: usize = hand.deal.values().map(|tiles| tiles.len()).sum();
    let mut left = 28 - dealt as isize;
    for event in &hand.events {
        match &event.action {
            Action::Draw(tiles) => left -= tiles.len() as isize,
            Action::Return(tiles) => left += tiles.len() as isize,
            _ => {}
        }
    }
    left as usize
}

#[test]
fn a_count_not_shown_is_not_known_unless_the_record_places_the_tiles() {
    use nos_referee::replay::ledger::Reason;
    use nos_referee::transcript::session::Worlds;
    for seed in 0..20 {
        let simulation = simulate::simulate(&Config::new(4, 3, seed)).expect("simulates");
        let session = nos_referee::load(&simulation.text).expect("reads");
        let full = judge_all(&session, Interpretation::default());
        let mut public = publicly(&session);
        // The first player holding tiles at the end of the first hand shows none.
        let Some(seat) = public.hands[0]
            .shown
            .seats()
            .find(|&s| public.hands[0].shown[s].is_some())
        else {
            continue;
        };
        let hand = &mut public.hands[0];
        hand.shown[seat] = None;
        hand.worlds = Worlds::new(hand).ok().map(Box::new);
        let judged = judge_all(&public, Interpretation::default());
        let first = &judged.hands[0];
        // Two tiles at least stay in the boneyard: his are not placed.
        assert!(left_in_boneyard(&session.hands[0]) >= 2);
        assert!(first.counts_unknown.contains(seat), "seed {seed}");
        assert!(
            first.payments.iter().all(|p| p.reason != Reason::Count),
            "seed {seed}"
        );
        // The chips after it are the table's own, as after a hand not judged.
        assert_ne!(first.chips_from, ChipsFrom::Referee, "seed {seed}");
        if first.sheet.is_none() {
            assert!(first.chips.values().all(Option::is_none), "seed {seed}");
        }
        assert!(first.notes.iter().any(|n| matches!(
            n.what,
            nos_referee::replay::finding::Finding::CountUnknown { .. }
        )));
        // The next hands are judged all the same, the next setter taken from the transcript.
        assert_eq!(judged.hands.len(), full.hands.len(), "seed {seed}");
        assert!(judged.unjudged.is_empty(), "seed {seed}");
    }
}

#[test]
fn a_count_not_shown_is_known_where_his_tiles_were_seen() {
    use nos_referee::transcript::session::Worlds;
    for seed in 0..20 {
        let simulation = simulate::simulate(&Config::new(4, 3, seed)).expect("simulates");
        let session = nos_referee::load(&simulation.text).expect("reads");
        let full = judge_all(&session, Interpretation::default());
        // Only one other player's tiles go unseen, and he shows his at the end;
        // the others' deals and draws stay written, and they show nothing.
        let concealed = conceal(&session.hands[0]);
        let mut hand = session.hands[0].clone();
        let Some(other) = concealed
            .shown
            .seats()
            .find(|&s| concealed.shown[s].is_some())
        else {
            continue;
        };
        hand.deal_unseen[other] = concealed.deal_unseen[other];
        hand.deal[other] = concealed.deal[other].clone();
        for (event, public) in hand.events.iter_mut().zip(&concealed.events) {
            if event.seat == other {
                *event = public.clone();
            }
        }
        hand.shown[other] = concealed.shown[other].clone();
        hand.worlds = Some(Box::new(Worlds::new(&hand).expect("a way of the tiles")));
        let mut public = session.clone();
        public.hands[0] = hand;
        let judged = judge_all(&public, Interpretation::default());
        assert!(judged.hands[0].counts_unknown.is_empty(), "seed {seed}");
        assert_eq!(chips(&full), chips(&judged), "seed {seed}");
    }
}

/// Every fixture's public record (`nos public`) is judged with no infraction
/// its full record does not charge, and where it leaves nothing possible, with
/// the full record's chips.
#[test]
fn every_fixture_judges_from_its_public_record_no_worse_than_from_its_full_one() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures");
    let mut judged = 0;
    for entry in std::fs::read_dir(dir).expect("the fixtures") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "yaml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a fixture");
        let Ok(session) = nos_referee::load(&text) else {
            continue;
        };
        let record = nos_referee::public_record(&text).expect("a public record");
        assert!(record.copied.is_empty(), "{}", path.display());
        let public = nos_referee::load(&record.text).expect("the public record reads");
        let full = judge_all(&session, session_rules(&session));
        let open = judge_all(&public, session_rules(&public));
        assert_eq!(
            full.unjudged.len(),
            open.unjudged.len(),
            "{}",
            path.display()
        );
        let kinds = |v: &Verdict| -> Vec<(usize, &'static str)> {
            v.hands
                .iter()
                .flat_map(|h| h.infractions.iter().map(|i| (i.hand, i.kind.code())))
                .collect()
        };
        let charged = kinds(&full);
        for infraction in kinds(&open) {
            assert!(
                charged.contains(&infraction),
                "{}: {infraction:?}",
                path.display()
            );
        }
        let open_questions = open.hands.iter().any(|h| {
            !h.possible.is_empty()
                || h.notes.iter().any(|n| {
                    matches!(
                        n.what,
                        nos_referee::replay::finding::Finding::DrawnDoublePaidAsHeld { .. }
                    )
                })
        });
        if !open_questions {
            assert_eq!(chips(&full), chips(&open), "{}", path.display());
            assert_eq!(charged, kinds(&open), "{}", path.display());
        }
        judged += 1;
    }
    assert!(judged > 50, "{judged} fixtures judged");
}

/// The reading a session names (`en` when it names none).
fn session_rules(session: &Session) -> Interpretation {
    use nos_referee::rules::interpretation::Profile;
    let profile = session
        .rules
        .as_ref()
        .and_then(|named| Profile::parse(&named.value))
        .unwrap_or(Profile::En);
    Interpretation::of(profile)
}
