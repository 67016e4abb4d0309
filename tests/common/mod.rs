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

/// Words that are English and neither Dutch nor German, nor a word of the
/// transcript format: one of them in a Dutch or German report is a sentence
/// left untranslated.
const ENGLISH_ONLY: &[&str] = &[
    "the",
    "and",
    "pays",
    "paid",
    "which",
    "should",
    "would",
    "with",
    "from",
    "after",
    "before",
    "his",
    "are",
    "not",
    "has",
    "have",
    "been",
    "when",
    "where",
    "there",
    "every",
    "each",
    "only",
    "nobody",
    "because",
    "than",
    "them",
    "they",
    "this",
    "that",
    "what",
    "does",
    "plays",
    "passes",
    "draws",
    "sets",
    "announces",
    "tile",
    "tiles",
    "infraction",
    "infractions",
    "scoresheet",
    "boneyard",
    "double",
    "doubles",
    "penalty",
    "owes",
    "instead",
    "known",
    "line",
    "chips",
    "differs",
    "agrees",
    "judged",
    "whose",
    "next",
    "turn",
    "takes",
    "layout",
    "player",
    "reading",
    "readings",
    "possible",
    "certain",
    "count",
    "counts",
];

/// The lines of `text` that hold an English word, with the word: a report
/// in Dutch or German has none. A transcript's own words are passed over:
/// text between backticks, a code (`nos::…`, `illegal-tile`), a path, a
/// switch's setting, an option, a game as the transcript names it, and
/// what a report quotes of the transcript (after a `│`, or an event from
/// its `{by:`).
pub fn english_in(text: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in text.lines() {
        // A diagnostic quotes the transcript after a `│`; compare quotes
        // an event's line, from its `{by:` on, comment and all.
        let line = line.split('│').next().unwrap_or_default();
        let line = line.split("{by:").next().unwrap_or_default();
        let mut outside = String::new();
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                outside.push_str(part);
                outside.push(' ');
            }
        }
        for chunk in outside.split_whitespace() {
            // A code (`nos::infraction::false-nos`, `illegal-tile`), a file's
            // path, a switch set to a choice (`claim-window=next-tile`), a
            // command's option or a game as the transcript names it
            // (`ordinary-double-cross`) is a name, not a sentence.
            if chunk.contains("::")
                || chunk.contains('/')
                || chunk.contains('=')
                || chunk.starts_with("--")
                || is_kebab(chunk)
            {
                continue;
            }
            for word in chunk.split(|c: char| !c.is_alphabetic()) {
                if ENGLISH_ONLY.contains(&word.to_lowercase().as_str()) {
                    found.push((word.to_owned(), line.to_owned()));
                }
            }
        }
    }
    found
}

/// Whether `chunk` holds a name in kebab case, words joined by hyphens
/// (`pass-with-boneyard`), as codes and the transcript's values are written.
fn is_kebab(chunk: &str) -> bool {
    let chars: Vec<char> = chunk.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_lowercase() && w[1] == '-' && w[2].is_ascii_lowercase())
}
