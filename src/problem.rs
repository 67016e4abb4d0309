//! Problems that make a transcript unusable: it is not YAML, it is not shaped
//! like a transcript, or its facts contradict each other (a tile in two hands, a
//! play of a tile nobody drew). These are errors in the input, not infractions at
//! the table: the referee cannot judge a hand whose facts it cannot trust.

use std::fmt;

use miette::{Diagnostic, LabeledSpan, Severity};

use crate::transcript::Span;

/// The kinds of problem, each with a stable code `nos::transcript::<kind>`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ProblemKind {
    /// The file could not be read, or is not text.
    Unreadable,
    /// Not YAML, or YAML not shaped like a transcript (unknown key, wrong type).
    Yaml,
    /// Fewer than 3 or more than 5 players, or a name given twice.
    Players,
    /// A name that is not one of the seated players, or a player left out.
    Player,
    /// A tile not written as `a-b` with ends 0 to 6.
    Tile,
    /// A tile in two places at once (two hands, a hand and the boneyard's draws, ...).
    TileTwice,
    /// A player plays, sets, shows or puts back a tile he does not hold.
    NotHeld,
    /// A draw of a tile that is not in the boneyard.
    NotInBoneyard,
    /// An event with no action, or with more than one.
    Event,
    /// An `at` that is not an open end's number or an arm's name, or one given without a play.
    At,
    /// An announcement that cannot be read.
    Announcement,
    /// A claim that is not a whole number of points.
    Claim,
    /// A tile that fits in several places with different consequences, and `at` does not say which.
    AmbiguousPlacement,
    /// `at` names no open end or arm of the layout.
    NoSuchPlace,
    /// A fact the rules need is missing (no announcement, the hand stops before it is over, ...).
    Missing,
    /// An event after the hand was over.
    AfterHandOver,
    /// A session-level value out of range.
    Session,
}

impl ProblemKind {
    /// The last part of the error code.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ProblemKind::Unreadable => "unreadable",
            ProblemKind::Yaml => "yaml",
            ProblemKind::Players => "players",
            ProblemKind::Player => "player",
            ProblemKind::Tile => "tile",
            ProblemKind::TileTwice => "tile-twice",
            ProblemKind::NotHeld => "not-held",
            ProblemKind::NotInBoneyard => "not-in-boneyard",
            ProblemKind::Event => "event",
            ProblemKind::At => "at",
            ProblemKind::Announcement => "announcement",
            ProblemKind::Claim => "claim",
            ProblemKind::AmbiguousPlacement => "ambiguous-placement",
            ProblemKind::NoSuchPlace => "no-such-place",
            ProblemKind::Missing => "missing",
            ProblemKind::AfterHandOver => "after-hand-over",
            ProblemKind::Session => "session",
        }
    }
}

/// One problem with the transcript, at its place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// What kind.
    pub kind: ProblemKind,
    /// What is wrong, in a sentence.
    pub message: String,
    /// Where.
    pub span: Span,
    /// The label under the place.
    pub label: String,
    /// What to do about it.
    pub help: String,
}

impl Problem {
    /// A problem of `kind` at `span`.
    pub fn new(kind: ProblemKind, span: Span, message: impl Into<String>) -> Problem {
        Problem {
            kind,
            message: message.into(),
            span,
            label: String::new(),
            help: String::new(),
        }
    }

    /// With a label under the place.
    #[must_use]
    pub fn label(mut self, label: impl Into<String>) -> Problem {
        self.label = label.into();
        self
    }

    /// With advice.
    #[must_use]
    pub fn help(mut self, help: impl Into<String>) -> Problem {
        self.help = help.into();
        self
    }

    /// The full error code.
    #[must_use]
    pub fn code(&self) -> String {
        format!("nos::transcript::{}", self.kind.code())
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl Diagnostic for Problem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(Problem::code(self)))
    }

    fn severity(&self) -> Option<Severity> {
        Some(Severity::Error)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        (!self.help.is_empty()).then(|| Box::new(&self.help) as Box<dyn fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let label = (!self.label.is_empty()).then(|| self.label.clone());
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            label, self.span,
        ))))
    }
}

/// The largest transcript the referee reads, in bytes (64 MiB).
///
/// A whole season of club evenings takes well under a megabyte, so a file near
/// this size is not a transcript, and refusing it keeps the parse's time and
/// memory bounded. A caller reading a file need not read more than one byte
/// past the limit (`Read::take`) to find out.
pub const MAX_TRANSCRIPT_BYTES: usize = 64 * 1024 * 1024;

/// The UTF-8 byte-order mark some Windows editors put in front of a text file.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The transcript's text in the bytes of its file, and the byte offset where the
/// text starts (3 after a UTF-8 byte-order mark, otherwise 0).
///
/// # Errors
/// A [`ProblemKind::Unreadable`] problem when there are more than
/// [`MAX_TRANSCRIPT_BYTES`], when the bytes are UTF-16 or not UTF-8, or when they
/// hold NUL bytes or other control characters that no text transcript contains.
/// Its span indexes `bytes`.
pub(crate) fn text_of(bytes: &[u8]) -> Result<(usize, &str), Problem> {
    let file_start = Span {
        offset: 0,
        len: 0,
        line: 1,
        column: 1,
    };
    if bytes.len() > MAX_TRANSCRIPT_BYTES {
        return Err(Problem::new(
            ProblemKind::Unreadable,
            file_start,
            format!(
                "the file is larger than the {} a transcript may take: it is {}",
                mebibytes(MAX_TRANSCRIPT_BYTES),
                mebibytes(bytes.len())
            ),
        )
        .label("not read: too large to be a transcript")
        .help(
            "a whole season of club evenings fits in well under 1 MiB: check that this is the \
             transcript you meant to check",
        ));
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(Problem::new(
            ProblemKind::Unreadable,
            Span {
                len: 2,
                ..file_start
            },
            "the file is UTF-16 text; the referee reads UTF-8",
        )
        .label("UTF-16 byte-order mark")
        .help(
            "save the transcript as UTF-8 (in most editors: Save As, then choose the encoding \
             UTF-8); Windows PowerShell writes UTF-16 when output is redirected with `>`",
        ));
    }
    let start = if bytes.starts_with(BYTE_ORDER_MARK) {
        BYTE_ORDER_MARK.len()
    } else {
        0
    };
    let rest = &bytes[start..];
    let first_nul = rest.iter().position(|&b| b == 0);
    let text = match std::str::from_utf8(rest) {
        Ok(text) => text,
        Err(error) => {
            let valid = error.valid_up_to();
            // Everything before `valid` is text, so its place can be counted.
            let prefix = std::str::from_utf8(&rest[..valid]).unwrap_or_default();
            if let Some(nul) = first_nul.filter(|&nul| nul < valid) {
                return Err(binary(prefix, start, nul));
            }
            let len = error.error_len().unwrap_or(rest.len() - valid);
            let span = span_in(prefix, start, valid, len);
            if first_nul.is_some() {
                return Err(binary_at(span));
            }
            let byte = rest[valid];
            let mut help = "save the transcript as UTF-8 (in most editors: Save As, then choose \
                            the encoding UTF-8)"
                .to_owned();
            if let Some(c) = windows_1252(byte) {
                help.push_str(&format!(
                    "; in Windows-1252, the encoding older Windows editors use, this byte is `{c}`"
                ));
            }
            return Err(Problem::new(
                ProblemKind::Unreadable,
                span,
                format!(
                    "the file is not UTF-8 text: byte 0x{byte:02X} on line {} cannot be read",
                    span.line
                ),
            )
            .label(format!("0x{byte:02X} is not UTF-8"))
            .help(help));
        }
    };
    if let Some(nul) = first_nul {
        return Err(binary(text, start, nul));
    }
    if let Some((at, c)) = text
        .char_indices()
        .find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{85}'))
    {
        let span = span_in(text, start, at, c.len_utf8());
        return Err(Problem::new(
            ProblemKind::Unreadable,
            span,
            format!(
                "line {} holds a control character (U+{:04X}), which a transcript cannot contain",
                span.line, c as u32
            ),
        )
        .label("control character")
        .help(
            "delete it in a text editor; such characters come from copying out of other \
             programs, or from a damaged file",
        ));
    }
    Ok((start, text))
}

/// A size in mebibytes, for messages.
fn mebibytes(bytes: usize) -> String {
    const MIB: usize = 1024 * 1024;
    if bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    }
}

/// The problem of a file that holds NUL bytes, the first at `nul` in `text`.
fn binary(text: &str, start: usize, nul: usize) -> Problem {
    binary_at(span_in(text, start, nul, 1))
}

fn binary_at(span: Span) -> Problem {
    Problem::new(
        ProblemKind::Unreadable,
        span,
        "the file is binary, not text: it holds NUL bytes",
    )
    .label("NUL byte")
    .help(
        "a transcript is a plain text file: check that this is the right file; a file damaged \
         in a crash can end in NUL bytes, which a text editor can delete",
    )
}

/// The span of `len` bytes at `offset` in `text`, which starts at byte `start` of the file.
fn span_in(text: &str, start: usize, offset: usize, len: usize) -> Span {
    let (line, column) = line_and_column(text, offset);
    Span {
        offset: start + offset,
        len,
        line,
        column,
    }
}

/// The character a byte stands for in Windows-1252, where it is a printable one.
fn windows_1252(byte: u8) -> Option<char> {
    const HIGH: [char; 32] = [
        '€', '\0', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\0', 'Ž', '\0', '\0',
        '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\0', 'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => Some(HIGH[usize::from(byte - 0x80)]).filter(|&c| c != '\0'),
        0xA1..=0xFF => Some(char::from(byte)),
        _ => None,
    }
}

/// The 1-based line and column (in characters) of a byte offset.
#[must_use]
pub fn line_and_column(source: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &source[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.bytes().filter(|&b| b == b'\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// Turns the YAML reader's error into a problem at its place.
#[must_use]
pub fn from_yaml(error: &serde_saphyr::Error, source: &str) -> Problem {
    let location = error.location();
    let (line, column) = location.map_or((1, 1), |l| {
        (
            usize::try_from(l.line()).unwrap_or(1).max(1),
            usize::try_from(l.column()).unwrap_or(1).max(1),
        )
    });
    let offset = location
        .and_then(|l| l.span().byte_offset())
        .and_then(|o| usize::try_from(o).ok())
        .unwrap_or_else(|| offset_of(source, line, column));
    let message = yaml_message(error);
    let help = if message.contains("unknown field") {
        "check the spelling; the README lists every key a transcript may use"
    } else if message.contains("duplicate") {
        "each key may appear once in a mapping; merge the two entries"
    } else if message.contains("budget") || message.contains("limit") {
        "the file is larger or more deeply nested than any real transcript; it may not be a transcript"
    } else {
        "the README shows the transcript's shape by example; `schemas/transcript.schema.json` gives it exactly"
    };
    let span = Span {
        offset: offset.min(source.len()),
        len: 1.min(source.len() - offset.min(source.len())),
        line,
        column,
    };
    Problem::new(
        ProblemKind::Yaml,
        span,
        format!("the transcript cannot be read: {message}"),
    )
    .label(message)
    .help(help)
}

/// The reader's own message without its rendered snippet.
fn yaml_message(error: &serde_saphyr::Error) -> String {
    let text = error.without_snippet().to_string();
    let first = text.lines().next().unwrap_or("").trim();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    // Drop the "line L column C: " prefix; the label shows the place.
    let message = match first.find(": ") {
        Some(i) if first.starts_with("line ") => &first[i + 2..],
        _ => first,
    };
    message.replace(", set DuplicateKeyPolicy in Options if acceptable", "")
}

/// The byte offset of a 1-based line and column (columns counted in characters).
#[must_use]
pub fn offset_of(source: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for (i, text) in source.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return offset
                + text
                    .char_indices()
                    .nth(column.saturating_sub(1))
                    .map_or(text.len(), |(b, _)| b);
        }
        offset += text.len();
    }
    source.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_that_are_not_a_text_transcript() {
        // (bytes, where the text starts or the problem's offset, line, column)
        let text: &[(&[u8], usize)] = &[
            (b"session:\n", 0),
            (b"\xEF\xBB\xBFsession:\n", 3),
            (b"", 0),
            (b"\xEF\xBB\xBF", 3),
            ("club: Jo\u{eb}lle\n".as_bytes(), 0),
            (b"a:\tb\r\n", 0),
        ];
        for &(bytes, start) in text {
            assert_eq!(text_of(bytes).map(|(s, _)| s), Ok(start), "{bytes:?}");
        }
        let unreadable: &[(&[u8], usize, usize, usize)] = &[
            (b"a: 1\nb: Jo\xEBlle\n", 10, 2, 6),
            (b"\xEF\xBB\xBFa: \xFF", 6, 1, 4),
            (b"a: 1\n\x00\x00", 5, 2, 1),
            (b"\x89PNG\r\n\x1a\n\x00\x00", 0, 1, 1),
            (b"\xFF\xFEa\x00", 0, 1, 1),
            (b"a: \x1b[0m\n", 3, 1, 4),
            (b"a: \x7f\n", 3, 1, 4),
        ];
        for &(bytes, offset, line, column) in unreadable {
            let problem = text_of(bytes).expect_err("unreadable");
            assert_eq!(problem.kind, ProblemKind::Unreadable, "{bytes:?}");
            let span = problem.span;
            assert_eq!(
                (span.offset, span.line, span.column),
                (offset, line, column),
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn too_many_bytes_are_refused_whatever_they_are() {
        let bytes = vec![b'#'; MAX_TRANSCRIPT_BYTES + 1];
        let problem = text_of(&bytes).expect_err("too large");
        assert!(problem.message.contains("64 MiB"), "{}", problem.message);
        assert_eq!(problem.span.offset, 0);
        // At the limit, the bytes are read.
        assert_eq!(
            text_of(&bytes[..MAX_TRANSCRIPT_BYTES]).map(|(start, _)| start),
            Ok(0)
        );
    }

    #[test]
    fn lines_and_columns() {
        let source = "ab\nc\u{eb}d\r\n\nx";
        let cases = [
            (0, (1, 1)),
            (2, (1, 3)),
            (3, (2, 1)),
            (4, (2, 2)),
            (6, (2, 3)),
            (7, (2, 4)),
            (9, (3, 1)),
            (10, (4, 1)),
            (11, (4, 2)),
        ];
        for (offset, place) in cases {
            assert_eq!(line_and_column(source, offset), place, "{offset}");
        }
        // Inside a character, the place is that of the character.
        assert_eq!(line_and_column(source, 5), (2, 2));
        for (offset, _) in source.char_indices() {
            let (line, column) = line_and_column(source, offset);
            assert_eq!(offset_of(source, line, column), offset);
        }
    }
}
