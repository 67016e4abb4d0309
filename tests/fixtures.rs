//! Every fixture's verdict, as text and as JSON, is a reviewed snapshot; and
//! whatever a fixture contains, the table's chips are conserved.

use nos_referee::command::{self, Format};
use nos_referee::report::Style;

fn name(path: &std::path::Path) -> String {
    format!(
        "fixtures/{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
    )
}

#[test]
fn verdict_text() {
    insta::glob!("../fixtures", "*.yaml", |path| {
        let bytes = std::fs::read(path).expect("fixture readable");
        let outcome = command::check(
            &name(path),
            &bytes,
            Format::Text,
            &Default::default(),
            Style::Plain,
        );
        let shown = format!(
            "exit {}\n{}{}",
            outcome.status.code(),
            outcome.stderr,
            outcome.stdout
        );
        insta::assert_snapshot!(shown);
    });
}

#[test]
fn verdict_json() {
    insta::glob!("../fixtures", "*.yaml", |path| {
        let bytes = std::fs::read(path).expect("fixture readable");
        let outcome = command::check(
            &name(path),
            &bytes,
            Format::Json,
            &Default::default(),
            Style::Plain,
        );
        let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON output");
        insta::assert_json_snapshot!(json);
    });
}

#[test]
fn chips_are_conserved_after_every_payment() {
    insta::glob!("../fixtures", "*.yaml", |path| {
        let text = std::fs::read_to_string(path).expect("fixture readable");
        let Ok(session) = nos_referee::load(&text) else {
            return;
        };
        let Ok(verdict) = nos_referee::referee::judge(&session, Default::default()) else {
            return;
        };
        let players = session.players.len();
        let total = session.chips * players as i64;
        let mut chips = vec![session.chips; players];
        for hand in &verdict.hands {
            for payment in &hand.payments {
                assert!(
                    payment.amount > 0,
                    "{}: a payment moves chips",
                    path.display()
                );
                chips[payment.from.index()] -= payment.amount;
                chips[payment.to.index()] += payment.amount;
                assert_eq!(chips.iter().sum::<i64>(), total, "{}", path.display());
            }
            let after: Option<Vec<i64>> = hand.chips.values().copied().collect();
            assert_eq!(
                after.as_ref(),
                Some(&chips),
                "{}: hand {} totals are the sum of its payments",
                path.display(),
                hand.number
            );
        }
    });
}
