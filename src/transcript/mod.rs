//! The transcript: reading a scorekeeper's YAML into a checked session.
//!
//! The text is read with a place (`Span`) kept for every value. `find`
//! walks the parser's events once, reading the session and marking where each
//! hand stands; `read` reads each marked part into the raw model (`raw`,
//! which mirrors the YAML and from which the JSON Schema is derived);
//! [`session`] checks the session and then each hand into seats, tiles and
//! events, one at a time; [`problem`] is the catalogue of everything that can be
//! wrong with the text.

mod events;
mod find;
pub mod problem;
pub mod public;
mod raw;
mod read;
pub mod session;
pub mod writing;

pub use events::Kept;
pub use find::*;
pub use raw::*;
pub use read::*;

use std::borrow::Cow;
use std::cell::Cell;

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::Deserializer;
use serde::{Deserialize, Serialize};

/// A place in the transcript's text.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Span {
    /// Byte offset of the first character.
    pub offset: usize,
    /// Length in bytes.
    pub len: usize,
    /// Line, counted from 1.
    pub line: usize,
    /// Column, counted from 1.
    pub column: usize,
}

impl From<Span> for miette::SourceSpan {
    fn from(span: Span) -> Self {
        (span.offset, span.len).into()
    }
}

/// A value with the place in the transcript it came from.
#[derive(Clone, Debug)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// Where it stands.
    pub span: Span,
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spanned = serde_saphyr::Spanned::<T>::deserialize(deserializer)?;
        let location = spanned.referenced;
        let span = location.span();
        let to_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
        let origin = ORIGIN.with(Cell::get);
        let (line, column) = origin.place(to_usize(location.line()), to_usize(location.column()));
        Ok(Located {
            value: spanned.value,
            span: Span {
                offset: origin.offset + span.byte_offset().map_or(0, to_usize),
                len: span.byte_len().map_or(0, to_usize),
                line,
                column,
            },
        })
    }
}

/// Where the text a value is read from stands in the whole transcript.
///
/// A hand is read from a text of its own: its lines as they stand, with
/// everything on its first line before it blanked out byte for byte, so that
/// indentation reads as in the file and a byte offset in the text plus
/// `offset` is the offset in the file. Lines are counted from `line + 1`; on
/// the first line, `padding` bytes of blanks stand for the characters before
/// the value, which starts in column `column`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Origin {
    /// The file offset of the text's first byte.
    pub(crate) offset: usize,
    /// The lines of the file before the text.
    pub(crate) line: usize,
    /// The blanks before the value on the text's first line.
    pub(crate) padding: usize,
    /// The value's column in the file.
    pub(crate) column: usize,
}

impl Origin {
    /// The whole file read as it is.
    const FILE: Origin = Origin {
        offset: 0,
        line: 0,
        padding: 0,
        column: 1,
    };

    /// The text the value at `extent` of `source` is read from on its own,
    /// and where that text stands in the file; `None` if `extent` does not
    /// fall on characters of `source`.
    ///
    /// A value whose indentation matters (a block over several lines) is
    /// read with its first line blanked out before it, byte for byte, so that
    /// it reads as in the file. One in brackets, or on one line, is read as it
    /// is: however far along its line it starts (a whole session written on
    /// one line, as JSON is), its text is no longer than itself.
    pub(crate) fn text_of(source: &str, extent: &Extent) -> Option<(String, Origin)> {
        let value = source.get(extent.start..extent.end)?;
        let line = extent.line.saturating_sub(1);
        if value.starts_with(['{', '[']) || !value.contains('\n') {
            let origin = Origin {
                offset: extent.start,
                line,
                padding: 0,
                column: extent.column,
            };
            return Some((value.to_owned(), origin));
        }
        let line_start =
            memchr::memrchr(b'\n', &source.as_bytes()[..extent.start]).map_or(0, |i| i + 1);
        let padding = extent.start - line_start;
        let mut text = String::with_capacity(extent.end - line_start);
        text.extend(std::iter::repeat_n(' ', padding));
        text.push_str(value);
        let origin = Origin {
            offset: line_start,
            line,
            padding,
            column: extent.column,
        };
        Some((text, origin))
    }

    /// A line and column in the text (from 1) as a line and column in the file.
    pub(crate) fn place(self, line: usize, column: usize) -> (usize, usize) {
        if line <= 1 {
            let past = column.saturating_sub(self.padding + 1);
            (self.line + 1, self.column + past)
        } else {
            (self.line + line, column)
        }
    }
}

thread_local! {
    /// The origin of the text being read on this thread (see [`read_at`]).
    static ORIGIN: Cell<Origin> = const { Cell::new(Origin::FILE) };
}

impl<T: JsonSchema> JsonSchema for Located<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }
    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        T::json_schema(generator)
    }
}

/// The YAML files in these folders of the repository, each with its path:
/// the transcripts the unit tests read.
#[cfg(test)]
pub(crate) fn yaml_files(folders: &[&str]) -> Vec<(String, Vec<u8>)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut files = Vec::new();
    for folder in folders {
        for entry in std::fs::read_dir(format!("{root}/{folder}")).expect("a folder") {
            let path = entry.expect("a folder entry").path();
            if path.extension().is_some_and(|e| e == "yaml") {
                let bytes = std::fs::read(&path).expect("readable");
                files.push((path.display().to_string(), bytes));
            }
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_read_from_a_text_no_longer_than_itself_unless_its_indentation_matters() {
        // A whole session on one line, its hands far along it.
        let hand = "{deal: {Anna: [6-6]}, events: [{by: Anna, set: 6-6}]}";
        let session = format!(
            "{{session: {{players: [Anna]}}, hands: [{}]}}",
            vec![hand; 1000].join(", ")
        );
        let start = session.rfind("{deal").unwrap_or_default();
        let extent = Extent {
            start,
            end: start + hand.len(),
            line: 1,
            column: start + 1,
            aliases: false,
        };
        let (text, origin) = Origin::text_of(&session, &extent).expect("on characters");
        assert_eq!(text, hand);
        assert_eq!((origin.offset, origin.padding), (start, 0));
        assert_eq!(origin.place(1, 2), (1, start + 2));
        // A block over several lines keeps its place on its line.
        let block = "hands:\n  - deal: {Anna: [6-6]}\n    events: []\n";
        let start = block.find("deal").unwrap_or_default();
        let extent = Extent {
            start,
            end: block.len(),
            line: 2,
            column: 5,
            aliases: false,
        };
        let (text, origin) = Origin::text_of(block, &extent).expect("on characters");
        assert_eq!(text, "    deal: {Anna: [6-6]}\n    events: []\n");
        assert_eq!((origin.offset, origin.padding), (7, 4));
        assert_eq!(origin.place(1, 5), (2, 5));
        assert_eq!(origin.place(2, 5), (3, 5));
    }
}
