//! What the tests that change a fixture by a few lines share: the fixture's
//! text, and an edit that must apply exactly once, so that an edited fixture
//! cannot silently stay as it was.

// Each test crate that includes this module uses only some of it.
#![allow(dead_code)]

/// The text of `fixtures/{name}`.
pub fn fixture(name: &str) -> String {
    let path = format!("{}/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `text` with each `(from, to)` replaced; each `from` must occur exactly once.
pub fn edited(text: &str, changes: &[(&str, &str)]) -> String {
    let mut out = text.to_owned();
    for (from, to) in changes {
        assert_eq!(out.matches(from).count(), 1, "`{from}` occurs once");
        out = out.replacen(from, to, 1);
    }
    out
}
