//! Any bytes at all, as a transcript: decoded, read, checked and judged. The
//! referee must answer with a verdict or with problems, never panic or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nos_referee::command::{self, Format};
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
});
