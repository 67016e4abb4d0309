//! Writes where each message of `locales/*.ftl` stands, for the binary to
//! find a message without reading its language's file first
//! (`src/lang/catalog.rs`).
//!
//! Each language's messages, in the order of their ids, as three offsets
//! into its file: where the message starts (its id), where its id ends, and
//! where its text ends. Offsets, not strings: an array of numbers is read
//! from the binary as it is, where one of pointers would be rewritten by the
//! loader at every start.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

const LANGUAGES: [(&str, &str); 3] = [("EN", "en"), ("NL", "nl"), ("DE", "de")];

fn main() {
    println!("cargo::rerun-if-changed=locales");
    let mut code = String::new();
    for (name, code_of) in LANGUAGES {
        let path = format!("locales/{code_of}.ftl");
        println!("cargo::rerun-if-changed={path}");
        let source = fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
        let mut places = places(&source);
        places.sort_by_key(|&(start, id_end, _)| &source[start..id_end]);
        let _ = writeln!(
            code,
            "pub(super) const {name}_COUNT: usize = {};",
            places.len()
        );
        let _ = writeln!(
            code,
            "pub(super) static {name}: [(u32, u32, u32); {name}_COUNT] = ["
        );
        for (start, id_end, end) in places {
            let _ = writeln!(code, "    ({start}, {id_end}, {end}),");
        }
        code.push_str("];\n");
    }
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("places.rs"), code).expect("the index is written");
}

/// Each message of a Fluent file: from the line that starts with its id up
/// to the next line that starts a message, a term or a comment at the
/// margin, its other lines (a select's variants and closing brace, a long
/// pattern) and blank lines included.
fn places(source: &str) -> Vec<(usize, usize, usize)> {
    let bytes = source.as_bytes();
    let mut places = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    let starts = std::iter::once(0).chain(
        bytes
            .iter()
            .enumerate()
            .filter(|(_, byte)| **byte == b'\n')
            .map(|(end, _)| end + 1),
    );
    for start in starts {
        // A select's closing brace may stand at the margin too: only an id,
        // a term or a comment there begins something new.
        let Some(&first) = bytes.get(start) else {
            continue;
        };
        if !(first.is_ascii_alphabetic() || first == b'-' || first == b'#') {
            continue;
        }
        if let Some((from, id_end)) = current.take() {
            places.push((from, id_end, start));
        }
        if first.is_ascii_alphabetic() {
            // An id is letters, digits, `-` and `_`, all ASCII.
            let length = bytes[start..]
                .iter()
                .position(|b| !(b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_'))
                .unwrap_or(bytes.len() - start);
            current = Some((start, start + length));
        }
    }
    if let Some((from, id_end)) = current {
        places.push((from, id_end, bytes.len()));
    }
    places
}
