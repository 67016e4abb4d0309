//! From bytes to text: what makes a file too large, or not a text transcript.
//!
//! These checks run before any YAML is read, on a whole file or a mapped one,
//! so they stand apart from the YAML's problems: a byte order mark, a byte
//! that is not UTF-8, a NUL of a binary file or a control character is found
//! here, at its line and column, and nothing further is read.

use crate::transcript::Span;
use crate::words;

use super::{Problem, ProblemKind, line_and_column};

/// The most text a transcript read whole may come to, in bytes (64 MiB),
/// counting what its aliases repeat.
///
/// A transcript is read hand by hand, each hand on its own, and then its size
/// does not matter (each hand is bounded by
/// [`crate::transcript::MAX_HAND_BYTES`]). One whose aliases reach across hands
/// must be read as one document: a whole season of club evenings takes well
/// under a megabyte, so such a file near this size is not a transcript, and
/// refusing it keeps that read's time and memory bounded.
pub const MAX_TRANSCRIPT_BYTES: usize = 64 * 1024 * 1024;

/// The UTF-8 byte-order mark some Windows editors put in front of a text file.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The transcript's text in the bytes of its file, and the byte offset where the
/// text starts (3 after a UTF-8 byte-order mark, otherwise 0).
///
/// # Errors
/// A [`ProblemKind::Unreadable`] problem when the bytes are UTF-16 or not
/// UTF-8, or when they hold NUL bytes or other control characters that no text
/// transcript contains. Its span indexes `bytes`.
pub(crate) fn text_of(bytes: &[u8]) -> Result<(usize, &str), Problem> {
    let start = text_start(bytes)?;
    let rest = &bytes[start..];
    let first_nul = memchr::memchr(0, rest);
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
            let byte_text = format!("0x{byte:02X}");
            let help = match windows_1252(byte) {
                Some(c) => words!("problem-not-utf8-1252-help", character = c.to_string()),
                None => words!("problem-save-utf8-help"),
            };
            return Err(Problem::new(
                ProblemKind::Unreadable,
                span,
                words!("problem-not-utf8", byte = &byte_text, line = span.line),
            )
            .label(words!("problem-not-utf8-label", byte = &byte_text))
            .help(help));
        }
    };
    if let Some(nul) = first_nul {
        return Err(binary(text, start, nul));
    }
    // Nearly every text has none: the bytes are looked through in blocks
    // first, and only a text that holds one is looked through by character.
    if has_control(text.as_bytes())
        && let Some((at, c)) = text
            .char_indices()
            .find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{85}'))
    {
        let span = span_in(text, start, at, c.len_utf8());
        return Err(Problem::new(
            ProblemKind::Unreadable,
            span,
            words!(
                "problem-control",
                line = span.line,
                code = format!("U+{:04X}", c as u32)
            ),
        )
        .label(words!("problem-control-label"))
        .help(words!("problem-control-help")));
    }
    Ok((start, text))
}

/// Where the text starts in the bytes of a transcript's file: 3 after a UTF-8
/// byte-order mark, otherwise 0.
///
/// # Errors
/// The problem of a file that is UTF-16 text.
pub(crate) fn text_start(bytes: &[u8]) -> Result<usize, Problem> {
    // UTF-32's marks first: the little-endian one starts as UTF-16's does.
    if bytes.starts_with(b"\xFF\xFE\0\0") || bytes.starts_with(b"\0\0\xFE\xFF") {
        return Err(Problem::new(
            ProblemKind::Unreadable,
            Span {
                offset: 0,
                len: 4,
                line: 1,
                column: 1,
            },
            words!("problem-utf32"),
        )
        .label(words!("problem-utf32-label"))
        .help(words!("problem-save-utf8-help")));
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(Problem::new(
            ProblemKind::Unreadable,
            Span {
                offset: 0,
                len: 2,
                line: 1,
                column: 1,
            },
            words!("problem-utf16"),
        )
        .label(words!("problem-utf16-label"))
        .help(words!("problem-utf16-help")));
    }
    Ok(if bytes.starts_with(BYTE_ORDER_MARK) {
        BYTE_ORDER_MARK.len()
    } else {
        0
    })
}

/// Whether UTF-8 text holds a control character that [`text_of`] refuses
/// (anything but tabs and line ends), looked for byte by byte.
///
/// The bytes are taken a block at a time: a block of printable ASCII, tabs
/// and line ends (nearly every block of a transcript) is passed over with a
/// few instructions, and only a block with a byte that may start a control
/// character is looked at byte by byte.
pub(crate) fn has_control(text: &[u8]) -> bool {
    const BLOCK: usize = 32;
    let mut blocks = text.chunks_exact(BLOCK);
    let mut at = 0;
    for block in blocks.by_ref() {
        if may_hold_control(block) && control_in(text, at, BLOCK) {
            return true;
        }
        at += BLOCK;
    }
    control_in(text, at, blocks.remainder().len())
}

/// Whether `block` holds a byte that may be (or start) a control character:
/// one below a space other than a tab or line end, DEL, or the lead byte of
/// the C1 controls. Every byte is looked at, without stopping at the first.
fn may_hold_control(block: &[u8]) -> bool {
    block.iter().fold(false, |found, &byte| {
        let low = (byte < 0x20) & (byte != b'\t') & (byte != b'\n') & (byte != b'\r');
        found | low | (byte == 0x7F) | (byte == 0xC2)
    })
}

/// Whether a control character starts in the `len` bytes of `text` from `at`
/// (a C1 control's second byte may lie just past them).
fn control_in(text: &[u8], at: usize, len: usize) -> bool {
    (at..at + len).any(|i| match text[i] {
        b'\t' | b'\n' | b'\r' => false,
        0..0x20 | 0x7F => true,
        // U+0080 to U+009F, but for U+0085 (a line end).
        0xC2 => text
            .get(i + 1)
            .is_some_and(|&next| (0x80..=0x9F).contains(&next) && next != 0x85),
        _ => false,
    })
}

/// The problem of a transcript that cannot be read at all (missing, not
/// allowed, a directory): the reader's `message`, with no place in a text.
#[must_use]
pub fn unreadable(message: impl Into<String>) -> Problem {
    Problem::new(ProblemKind::Unreadable, Span::default(), message)
        .help(words!("problem-unreadable-help"))
}

/// The problem of a transcript to be read whole that is larger than
/// [`MAX_TRANSCRIPT_BYTES`], with its size in bytes where it is known.
#[must_use]
pub fn too_large(size: Option<u64>) -> Problem {
    let limit = mebibytes(MAX_TRANSCRIPT_BYTES);
    let message = match size {
        Some(size) => words!(
            "problem-too-large-size",
            limit = &limit,
            size = mebibytes(usize::try_from(size).unwrap_or(usize::MAX))
        ),
        None => words!("problem-too-large", limit = &limit),
    };
    Problem::new(
        ProblemKind::Unreadable,
        Span {
            offset: 0,
            len: 0,
            line: 1,
            column: 1,
        },
        message,
    )
    .label(words!("problem-too-large-label"))
    .help(words!("problem-too-large-help"))
}

/// A size in mebibytes, for messages.
pub(super) fn mebibytes(bytes: usize) -> String {
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
    Problem::new(ProblemKind::Unreadable, span, words!("problem-binary"))
        .label(words!("problem-binary-label"))
        .help(words!("problem-binary-help"))
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
    fn control_characters_are_found_byte_by_byte_as_character_by_character() {
        let cases = [
            ("plain: text\n", false),
            ("tab\tand\r\nline ends\n", false),
            ("next line \u{85} is a line end", false),
            ("bell \u{7}", true),
            ("escape \u{1b}[1m", true),
            ("delete \u{7f}", true),
            ("C1 \u{80}", true),
            ("C1 \u{9f}", true),
            ("Ä and é and \u{a0} are text", false),
            ("the last \u{2028} is not a control", false),
        ];
        for (text, control) in cases {
            assert_eq!(has_control(text.as_bytes()), control, "{text:?}");
            let by_char = text
                .chars()
                .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{85}'));
            assert_eq!(by_char, control, "{text:?}");
            assert_eq!(text_of(text.as_bytes()).is_err(), control, "{text:?}");
        }
    }

    #[test]
    fn control_characters_are_found_wherever_they_stand_in_a_long_text() {
        // Each character at every place in and around the first blocks,
        // among plain text, a tab and line ends.
        let plain = "session:\n  players: [Anna, Bram]\t# a\r\n".repeat(3);
        for c in [
            '\u{7}', '\u{7f}', '\u{80}', '\u{85}', '\u{9f}', '\u{a0}', 'é', '\t',
        ] {
            for at in 0..plain.len() {
                let mut text = plain.clone();
                text.insert(at, c);
                let by_char = text
                    .chars()
                    .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{85}'));
                assert_eq!(has_control(text.as_bytes()), by_char, "{c:?} at {at}");
                assert_eq!(text_of(text.as_bytes()).is_err(), by_char, "{c:?} at {at}");
            }
        }
    }
}
