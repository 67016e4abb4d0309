//! Any bytes at all, as a transcript: decoded, outlined, read hand by hand,
//! checked and judged, then audited and drawn as a page. The referee must
//! answer with a verdict or with problems, never panic or hang; and whenever a
//! session can be read, every hand of it appears in the verdict, judged or
//! not, in order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nos_referee::command::{self, Format, Status};
use nos_referee::report::Style;

fuzz_target!(|bytes: &[u8]| {
    let outcome = command::check(
        "fuzz.yaml",
        bytes,
        Format::Text,
        &Default::default(),
        Style::Plain,
    );
    let json = command::check(
        "fuzz.yaml",
        bytes,
        Format::Json,
        &Default::default(),
        Style::Plain,
    );
    assert_eq!(outcome.status, json.status);
    let Ok(session) = nos_referee::read_bytes(bytes) else {
        assert_eq!(outcome.status, Status::Unusable);
        return;
    };
    // The transcript may name its own profile (an unknown one leaves nothing
    // to judge); the default reading is replayed here only without one.
    if session.rules.is_some() {
        return;
    }
    let verdict = nos_referee::replay::judge_all(&session, Default::default());
    let numbers: Vec<usize> = verdict.entries().map(|entry| entry.number()).collect();
    assert_eq!(numbers, (1..=session.hand_count).collect::<Vec<_>>());
    for hand in &verdict.unjudged {
        assert!(!hand.problems.is_empty(), "hand {} unjudged without a problem", hand.number);
    }
    for hand in &verdict.hands {
        assert_eq!(hand.net.values().sum::<i64>(), 0, "hand {} moves chips out of the table", hand.number);
    }
    let document: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    if let Some(hands) = document["hands"].as_array() {
        assert_eq!(hands.len(), session.hand_count);
    }
    assert_eq!(
        outcome.status == Status::Incomplete,
        !verdict.unjudged.is_empty()
    );
    // The audit and the page rest on the same verdict, and do their own sums
    // (the differences, the settlement, the chart's axis): they end as the
    // check does.
    let audit = command::audit("fuzz.yaml", bytes, Format::Text, &Default::default(), Style::Plain);
    assert_eq!(audit.status == Status::Incomplete, outcome.status == Status::Incomplete);
    let page = command::report("fuzz.yaml", bytes, &Default::default(), Style::Plain);
    assert_eq!(page.status, outcome.status);
});
