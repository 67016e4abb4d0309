//! The public record: a hand judged from what the table saw.

use nos_referee::replay::{Verdict, judge_all};
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
            assert_eq!(chips(&full), chips(&public), "{players} {seed}");
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
