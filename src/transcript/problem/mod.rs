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

/// Where the text starts in the bytes of a transcript's file: 3 after a UTF-8
/// byte-order mark, otherwise 0.
///
/// # Errors
/// The problem of a file that is UTF-16 text.
pub(crate) fn text_start(bytes: &[u8]) -> Result<usize, Problem> {
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(Problem::new(
            ProblemKind::Unreadable,
            Span {
                offset: 0,
                len: 2,
                line: 1,
                column: 1,
            },
            "the file is UTF-16 text; the referee reads UTF-8",
        )
        .label("UTF-16 byte-order mark")
        .help(
            "save the transcript as UTF-8 (in most editors: Save As, then choose the encoding \
             UTF-8); Windows PowerShell writes UTF-16 when output is redirected with `>`",
        ));
    }
    Ok(if bytes.starts_with(BYTE_ORDER_MARK) {
        BYTE_ORDER_MARK.len()
    } else {
        0
    })
}

/// Whether UTF-8 text holds a control character that [`text_of`] refuses
/// (anything but tabs and line ends), looked for byte by byte.
pub(crate) fn has_control(text: &[u8]) -> bool {
    text.iter().enumerate().any(|(i, &byte)| match byte {
        b'\t' | b'\n' | b'\r' => false,
        0..0x20 | 0x7F => true,
        // U+0080 to U+009F, but for U+0085 (a line end).
        0xC2 => text
            .get(i + 1)
            .is_some_and(|&next| (0x80..=0x9F).contains(&next) && next != 0x85),
        _ => false,
    })
}

/// The problem of a transcript to be read whole that is larger than
/// [`MAX_TRANSCRIPT_BYTES`], with its size in bytes where it is known.
#[must_use]
pub fn too_large(size: Option<u64>) -> Problem {
    let limit = mebibytes(MAX_TRANSCRIPT_BYTES);
    let message = match size {
        Some(size) => format!(
            "the file is larger than the {limit} a transcript may take: it is {}",
            mebibytes(usize::try_from(size).unwrap_or(usize::MAX))
        ),
        None => format!("the file is larger than the {limit} a transcript may take"),
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
    .label("not read: too large to be a transcript")
    .help(
        "a whole season of club evenings fits in well under 1 MiB: check that this is the \
         transcript you meant to check",
    )
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

/// Turns the YAML reader's error into a problem at its place, in plain words.
#[must_use]
pub fn from_yaml(error: &serde_saphyr::Error, source: &str) -> Problem {
    let offset = error_offset(error, source);
    explained(error, source, offset, |at| line_and_column(source, at))
}

/// Like [`from_yaml`], for an error in `text`, a part of `source` read on its
/// own from `origin` (see [`crate::transcript::Origin`]). The error is
/// explained against the whole file, and its line and column are counted in
/// `text`, so that many such errors cost no more than their hands.
#[must_use]
pub(crate) fn from_yaml_within(
    error: &serde_saphyr::Error,
    source: &str,
    text: &str,
    origin: crate::transcript::Origin,
) -> Problem {
    let offset = (origin.offset + error_offset(error, text)).min(source.len());
    let offset = (0..=offset)
        .rev()
        .find(|&o| source.is_char_boundary(o))
        .unwrap_or(0);
    explained(error, source, offset, |at| {
        match at.checked_sub(origin.offset) {
            Some(within) if within <= text.len() => {
                let (line, column) = line_and_column(text, within);
                origin.place(line, column)
            }
            _ => line_and_column(source, at),
        }
    })
}

/// The byte offset in `source` where the reader places its error.
fn error_offset(error: &serde_saphyr::Error, source: &str) -> usize {
    let location = error.location();
    let offset = location
        .and_then(|l| l.span().byte_offset())
        .and_then(|o| usize::try_from(o).ok())
        .or_else(|| {
            location.map(|l| {
                let to_usize = |n: u64| usize::try_from(n).unwrap_or(1).max(1);
                offset_of(source, to_usize(l.line()), to_usize(l.column()))
            })
        })
        .unwrap_or(0)
        .min(source.len());
    (0..=offset)
        .rev()
        .find(|&o| source.is_char_boundary(o))
        .unwrap_or(0)
}

/// The problem for the reader's error at `offset` in `source`; `place` gives
/// the line and column of an offset.
fn explained(
    error: &serde_saphyr::Error,
    source: &str,
    offset: usize,
    place: impl Fn(usize) -> (usize, usize),
) -> Problem {
    let reading = explain(error, source, offset);
    let (offset, len) = reading
        .at
        .unwrap_or_else(|| (offset, token_len(source, offset)));
    let (line, column) = place(offset);
    Problem::new(
        ProblemKind::Yaml,
        Span {
            offset,
            len,
            line,
            column,
        },
        reading.message,
    )
    .label(reading.label)
    .help(reading.help)
}

/// A YAML error explained for a scorekeeper.
struct Reading {
    message: String,
    label: String,
    help: String,
    /// A better place than the reader's, as offset and length.
    at: Option<(usize, usize)>,
}

impl Reading {
    fn new(message: impl Into<String>, label: impl Into<String>, help: impl Into<String>) -> Self {
        Reading {
            message: message.into(),
            label: label.into(),
            help: help.into(),
            at: None,
        }
    }

    fn at(mut self, offset: usize, len: usize) -> Self {
        self.at = Some((offset, len));
        self
    }
}

/// Where the README is the best advice.
const SHAPE_HELP: &str = "the README shows a transcript's shape by example; `schemas/transcript.schema.json` gives it exactly";

/// The event's actions, for advice.
const ACTIONS: &str = "draw, set, announce, declare, play, takeback, claim, says, return, conduct";

fn explain(error: &serde_saphyr::Error, source: &str, offset: usize) -> Reading {
    use serde_saphyr::Error as E;
    let key = key_before(source, offset);
    match error {
        E::WithSnippet { error, .. } | E::AliasError { error, .. } => {
            explain(error, source, offset)
        }
        E::Budget { breach, .. } => over_budget(breach, error),
        E::AliasReplayLimitExceeded { .. }
        | E::AliasExpansionLimitExceeded { .. }
        | E::AliasReplayStackDepthExceeded { .. }
        | E::AliasReplayCounterOverflow { .. } => alias_bomb(),
        E::DuplicateMappingKey { key, .. } => {
            let key = key.as_deref().unwrap_or("this key");
            let help = if ACTIONS.split(", ").any(|a| a == key) {
                "an event holds one action: if both happened, write the second as an event of \
                 its own on the next line"
            } else {
                "each key may appear once in a mapping: keep the right entry and delete the other"
            };
            Reading::new(
                format!("`{key}` is written twice in one mapping"),
                format!("second `{key}`"),
                help,
            )
        }
        E::SerdeUnknownField {
            field, expected, ..
        } => unknown_key(field, expected),
        E::SerdeMissingField { field, .. } => missing_key(field),
        E::SerdeUnknownVariant {
            variant, expected, ..
        } => {
            let words = expected.join(", ");
            let message = match key {
                Some(key) => format!("`{key}` takes one of {words}, not `{variant}`"),
                None => format!("`{variant}` is not one of {words}"),
            };
            let help = match key {
                Some("says") => "`says` records what a player said aloud: `wait` (missing a turn \
                                 after a double), `pass`, `nos` or `block`"
                    .to_owned(),
                Some("conduct") => "`conduct` records what an umpire saw: `advice`, \
                                    `covered-tiles` or `exposed-tiles`"
                    .to_owned(),
                _ => format!("write one of: {words}"),
            };
            let label = closest(variant, expected.iter().copied()).map_or_else(
                || "unknown word".to_owned(),
                |c| format!("did you mean `{c}`?"),
            );
            Reading::new(message, label, help)
        }
        E::SerdeInvalidType {
            unexpected,
            expected,
            ..
        }
        | E::SerdeInvalidValue {
            unexpected,
            expected,
            ..
        } => {
            let (found, wanted) = (found(unexpected), wanted(expected));
            if let Some((key, value)) = key_at(source, offset) {
                // Reported at the key: show the value that is wrong.
                wrong_type(&found, &wanted, Some(key)).at(value, token_len(source, value))
            } else if let Some(list) = key.is_none().then(|| list_of(source, offset)).flatten() {
                item_of_wrong_type(&found, &wanted, list)
            } else {
                wrong_type(&found, &wanted, key)
            }
        }
        E::InvalidScalar { ty, .. } => {
            let text = &source[offset..offset + token_len(source, offset)];
            let what = if ty.starts_with(['i', 'u']) {
                "a whole number"
            } else {
                "a number"
            };
            let message = match key {
                Some(key) => format!("`{key}` takes {what}, not `{text}`"),
                None => format!("`{text}` is not {what}"),
            };
            let example = match key {
                Some("chips") => "`chips: 500`",
                Some("tiles") => "`tiles: 3`",
                _ => "`4`",
            };
            Reading::new(
                message,
                format!("not {what}"),
                format!("write the number in digits, e.g. {example}"),
            )
        }
        E::Unexpected { expected, .. } => {
            if at_document_start(source, offset) {
                return not_a_transcript(source, offset);
            }
            let want = wanted(expected);
            let message = match key {
                Some(key) => format!("`{key}` takes {want} here"),
                None => format!("expected {want} here"),
            };
            let help = if expected.contains("sequence") {
                "write a list in brackets, e.g. `[3-1, 4-6, 5-0, 4-1]`, or one item a line, each \
                 line starting with `- `"
            } else if expected.contains("mapping") {
                "write `key: value` pairs, in braces `{by: Anna, play: 5-3}` or one a line"
            } else {
                SHAPE_HELP
            };
            Reading::new(message, format!("not {want}"), help)
        }
        E::Eof { .. } => {
            if let Some(reading) = unclosed_bracket(source, offset) {
                return reading;
            }
            if at_document_start(source, source.len()) {
                let comments = source.trim_end().len();
                let (message, label) = if comments == 0 {
                    ("the file is empty", "nothing here")
                } else {
                    (
                        "the file holds only comments, no transcript",
                        "only comments",
                    )
                };
                Reading::new(
                    message,
                    label,
                    "a transcript has `session:` and `hands:`; the README shows one by example",
                )
                .at(0, comments)
            } else {
                Reading::new(
                    "the file ends in the middle of a value",
                    "the file ends here",
                    "check the last lines for a missing `]`, `}` or closing quote",
                )
            }
        }
        E::MultipleDocuments { .. } => {
            let reading = Reading::new(
                "a second YAML document starts here; a transcript is a single document",
                "`---` starts a new document",
                "delete the `---` line, or give each session a file of its own",
            );
            // The reader stops at the second document's content; point at its `---`.
            match source[..offset].trim_end().rsplit_once('\n') {
                Some((before, line)) if line.trim() == "---" => {
                    reading.at(before.len() + 1 + line.find('-').unwrap_or(0), 3)
                }
                _ => reading,
            }
        }
        E::ExternalMessage {
            source: from, msg, ..
        } => match from.as_ref() {
            serde_saphyr::ExternalMessageSource::Parser(scan) => {
                syntax(scan.kind(), msg, source, offset)
            }
            _ => Reading::new(without_place(msg), "here", SHAPE_HELP),
        },
        other => Reading::new(plain_message(other), "here", SHAPE_HELP),
    }
}

/// The reader's own message, first line, without its place.
fn plain_message(error: &serde_saphyr::Error) -> String {
    let text = error.without_snippet().to_string();
    let first = text.lines().next().unwrap_or("").trim();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    let first = match first.find(": ") {
        Some(i) if first.starts_with("line ") => &first[i + 2..],
        _ => first,
    };
    without_place(first)
}

/// A message without the place the reader appends (` at line 3, column 9`).
fn without_place(message: &str) -> String {
    message
        .find(" at line ")
        .map_or(message, |i| &message[..i])
        .to_owned()
}

fn over_budget(
    breach: &serde_saphyr::budget::BudgetBreach,
    error: &serde_saphyr::Error,
) -> Reading {
    use serde_saphyr::budget::BudgetBreach as B;
    match breach {
        B::Depth { depth } => too_deep(Some(depth.saturating_sub(1))),
        B::Aliases { .. }
        | B::Anchors { .. }
        | B::AliasAnchorRatio { .. }
        | B::RecordedAnchorEvents { .. }
        | B::RecordedAnchorBytes { .. } => alias_bomb(),
        B::ScalarBytes { .. } => Reading::new(
            format!(
                "the file's text, counting what aliases repeat, comes to more than {}",
                mebibytes(MAX_TRANSCRIPT_BYTES)
            ),
            "the referee stops here",
            "a transcript needs no anchors (`&name`) or aliases (`*name`): write each value \
             out in full",
        ),
        B::Events { .. } | B::Nodes { .. } | B::Documents { .. } | B::InputBytes { .. } => {
            Reading::new(
                "the file holds more than the referee reads in one transcript",
                "the referee stops here",
                "a session's transcript holds a few thousand values: check that this is the \
             transcript you meant to check",
            )
        }
        _ => Reading::new(plain_message(error), "here", SHAPE_HELP),
    }
}

fn too_deep(levels: Option<usize>) -> Reading {
    let message = match levels {
        Some(levels) => {
            format!("lists and mappings are nested more than {levels} levels deep here")
        }
        None => "lists and mappings are nested too deep here".to_owned(),
    };
    Reading::new(
        message,
        "too deep",
        "a transcript nests a few levels at most (hands, events, an announcement's condition): \
         this is not a transcript, or brackets are opened over and over",
    )
}

fn alias_bomb() -> Reading {
    Reading::new(
        "aliases here expand into far more values than any transcript holds",
        "the referee stops expanding here",
        "a transcript needs no anchors (`&name`) or aliases (`*name`): write each deal and event \
         out in full; aliases that multiply like this are a \"billion laughs\" file, built to \
         exhaust memory",
    )
}

/// Which mapping a list of allowed keys belongs to, for messages.
fn mapping_of(expected: &[&str]) -> &'static str {
    let has = |key: &str| expected.contains(&key);
    if has("hands") {
        "the transcript"
    } else if has("players") {
        "the session"
    } else if has("deal") {
        "a hand"
    } else if has("by") {
        "an event"
    } else if has("game") {
        "an announcement"
    } else if has("tiles") {
        "a condition"
    } else {
        "this mapping"
    }
}

fn unknown_key(field: &str, expected: &[&str]) -> Reading {
    let mapping = mapping_of(expected);
    let label = closest(field, expected.iter().copied()).map_or_else(
        || "unknown key".to_owned(),
        |c| format!("did you mean `{c}`?"),
    );
    Reading::new(
        format!("`{field}` is not a key of {mapping}"),
        label,
        format!(
            "{mapping} may have: {}; a remark for the reader can go in a comment, a line \
             starting with `#`",
            expected.join(", ")
        ),
    )
}

fn missing_key(field: &str) -> Reading {
    let (mapping, help) = match field {
        "session" => (
            "the transcript",
            "start the transcript with the session: `session: {players: [Anna, Bram, Cees, Dirk]}`",
        ),
        "hands" => (
            "the transcript",
            "add `hands:` with one entry per hand played, each with its `deal` and `events`",
        ),
        "players" => (
            "the session",
            "list the players in seating order, clockwise: `players: [Anna, Bram, Cees, Dirk]`",
        ),
        "deal" => (
            "this hand",
            "write the tiles each player took: `deal:` then a line such as `Anna: [3-1, 4-6, 5-0, 4-1]` for each player",
        ),
        "events" => (
            "this hand",
            "write what happened, in order: `events:` then a line such as `- {by: Anna, set: 4-4}` for each event",
        ),
        _ => ("this mapping", SHAPE_HELP),
    };
    Reading::new(
        format!("{mapping} has no `{field}`"),
        format!("no `{field}` in {mapping}"),
        help,
    )
}

/// The reader's name for a value found, in plain words.
fn found(unexpected: &str) -> String {
    let unexpected = unexpected.trim();
    if unexpected.starts_with("sequence") {
        "a list".to_owned()
    } else if unexpected.starts_with("map") {
        "a mapping".to_owned()
    } else if let Some(text) = unexpected.strip_prefix("string ") {
        format!("the text {}", text.trim_matches('"'))
    } else if unexpected.starts_with("unit") || unexpected.starts_with("null") {
        "nothing".to_owned()
    } else {
        unexpected.to_owned()
    }
}

/// The reader's name for a value expected, in plain words.
fn wanted(expected: &str) -> String {
    let expected = expected.trim();
    if expected.contains("single value") || expected.contains("scalar") {
        "a single value".to_owned()
    } else if expected.contains("sequence") {
        "a list".to_owned()
    } else if expected.contains("player names") {
        "one entry per player".to_owned()
    } else if expected.starts_with("struct") || expected.contains("mapping") {
        "a mapping of `key: value` pairs".to_owned()
    } else {
        expected.to_owned()
    }
}

fn wrong_type(found: &str, wanted: &str, key: Option<&str>) -> Reading {
    let wanted = match key {
        Some("play" | "set" | "takeback") => "one tile",
        Some("by") => "one player's name",
        Some("at") => "one open end or arm",
        Some("claim") => "a number of points",
        _ => wanted,
    };
    let message = match key {
        Some(key) => format!("`{key}` takes {wanted}, not {found}"),
        None => format!("expected {wanted} here, not {found}"),
    };
    let help = match key {
        Some("play" | "set" | "takeback") => {
            "write one tile, e.g. `play: 6-3`; only `draw`, `declare` and `return` take a list of tiles"
        }
        Some("by") => "write the player's name, e.g. `by: Anna`",
        Some("at") => "write the number on the open end, or the arm: west, east, north or south",
        Some("claim") => "write the points asked for the double, e.g. `claim: 4`",
        _ => SHAPE_HELP,
    };
    Reading::new(message, found, help)
}

/// An item of the list under `key` that is not what the list holds.
fn item_of_wrong_type(found: &str, wanted: &str, key: &str) -> Reading {
    let (wanted, help) = match key {
        "draw" | "declare" | "return" => (
            "one tile",
            "write the tiles one after another in a single list, e.g. `draw: [4-2, 1-1]`",
        ),
        _ => (wanted, SHAPE_HELP),
    };
    Reading::new(
        format!("each item of `{key}` is {wanted}, not {found}"),
        found,
        help,
    )
}

/// The first content of a file that is not shaped like a transcript.
fn not_a_transcript(source: &str, offset: usize) -> Reading {
    let line = source[offset..].lines().next().unwrap_or("").trim();
    let help = if line.starts_with('[') && line.ends_with(']') {
        "`[session]` headings belong to INI and TOML files; a transcript is YAML: write \
         `session:` and indent its fields below it, as in the README's example"
    } else {
        "the README shows a transcript by example"
    };
    Reading::new(
        "this is not a transcript: a transcript starts with `session:` and `hands:`",
        "a transcript cannot start like this",
        help,
    )
}

/// The YAML reader's syntax errors.
fn syntax(
    kind: &serde_saphyr::granit_parser::ErrorKind,
    message: &str,
    source: &str,
    offset: usize,
) -> Reading {
    use serde_saphyr::granit_parser::ErrorKind as K;
    match kind {
        K::TabInBlockIndentation
        | K::TabInIndentation
        | K::TabNotAllowed
        | K::TabAtBlockScalarStart
        | K::TabInPlainScalar => return tab(source, offset),
        K::RecursionLimitExceeded => return too_deep(None),
        K::UnexpectedCharacter { character } if character.is_control() => {
            return Reading::new(
                format!(
                    "a control character (U+{:04X}), which a transcript cannot contain",
                    u32::from(*character)
                ),
                "control character",
                "delete it in a text editor; such characters come from copying out of other \
                 programs, or from a damaged file",
            )
            .at(offset, character.len_utf8());
        }
        K::MismatchedFlowCollectionEnd { open, close } => {
            return Reading::new(
                format!("a `{open}` is closed by `{close}`"),
                format!("`{close}` does not match"),
                "a list is closed by `]` and a mapping by `}`",
            );
        }
        K::MisplacedFlowCollectionEnd => {
            return Reading::new(
                "a closing bracket that closes nothing",
                "nothing to close",
                "delete it, or add the opening bracket it belongs to",
            );
        }
        _ => {}
    }
    if let Some(reading) = unclosed_bracket(source, offset) {
        return reading;
    }
    match kind {
        K::ExpectedBlockMappingKey
        | K::ExpectedBlockSequenceEntry
        | K::InvalidIndentation
        | K::BlockEntryInFlowCollection
        | K::BlockSequenceEntryNotAllowed => Reading::new(
            "this line is not indented like the lines around it",
            "unexpected indentation",
            "the keys of one mapping start in the same column, and the lines of a value are \
             indented further than its key; indent with spaces only",
        ),
        K::MappingValueNotAllowed | K::InvalidColonPlacement => Reading::new(
            "a `: ` inside a value, which YAML reads as the start of another key",
            "second `:` on this line",
            "put the value in quotes, e.g. `club: \"de Haaien: Den Haag\"`",
        ),
        K::UnclosedQuotedScalar => Reading::new(
            "a quoted value is never closed",
            "the quote is still open here",
            "close the quote, `\"` or `'`, at the end of the value",
        ),
        K::UnclosedFlowCollection { open } => Reading::new(
            format!("a `{open}` is never closed"),
            "still open here",
            "close each list with `]` and each mapping with `}`",
        ),
        _ => Reading::new(without_place(message), "here", SHAPE_HELP),
    }
}

/// A tab in the indentation of the line at `offset`.
fn tab(source: &str, offset: usize) -> Reading {
    let line_start = line_start(source, offset);
    let line_end = source[line_start..]
        .find('\n')
        .map_or(source.len(), |i| line_start + i);
    let text = &source[line_start..line_end];
    let indent = text.len() - text.trim_start_matches([' ', '\t']).len();
    let tab = text[..indent]
        .find('\t')
        .or_else(|| text.find('\t'))
        .map_or(offset, |i| line_start + i);
    let (line, _) = line_and_column(source, tab);
    if tab < line_start + indent {
        Reading::new(
            format!("line {line} is indented with a tab; YAML allows only spaces for indentation"),
            "a tab",
            "replace the tab with spaces; most editors can be set to insert spaces when Tab is \
             pressed",
        )
    } else {
        Reading::new(
            format!("a tab on line {line} where YAML allows only spaces"),
            "a tab",
            "replace the tab with a space",
        )
    }
    .at(tab, 1)
}

/// The outermost `[` or `{` opened on an earlier line and still open at `offset`,
/// as the likely cause of a syntax error there.
fn unclosed_bracket(source: &str, offset: usize) -> Option<Reading> {
    let mut open: Vec<usize> = Vec::new();
    let mut quote: Option<char> = None;
    let mut comment = false;
    let mut previous = '\n';
    let mut chars = source[..offset].char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if comment {
            comment = c != '\n';
        } else if let Some(q) = quote {
            if c == '\\' && q == '"' {
                chars.next();
            } else if c == q {
                quote = None;
            }
        } else {
            match c {
                '#' if previous.is_whitespace() => comment = true,
                '"' | '\'' if matches!(previous, ' ' | '\t' | '\n' | '[' | '{' | ',' | ':') => {
                    quote = Some(c);
                }
                '[' | '{' => open.push(i),
                ']' | '}' => {
                    open.pop();
                }
                _ => {}
            }
        }
        previous = c;
    }
    let first = *open.first()?;
    let (line, _) = line_and_column(source, first);
    let (here, _) = line_and_column(source, offset);
    if line == here {
        return None;
    }
    let (what, close) = if source[first..].starts_with('{') {
        ("mapping", '}')
    } else {
        ("list", ']')
    };
    Some(
        Reading::new(
            format!("the {what} opened on line {line} is never closed"),
            format!("this needs a closing `{close}`"),
            format!(
                "add the `{close}` at the end of the {what}; the error shows only where the \
                 reader gave up, on line {here}"
            ),
        )
        .at(first, 1),
    )
}

/// Whether only comments, blank lines and `---` stand before `offset`.
fn at_document_start(source: &str, offset: usize) -> bool {
    source[..offset].lines().all(|line| {
        let line = line.trim();
        line.is_empty() || line.starts_with('#') || line == "---"
    })
}

/// Whether `c` can be part of a key (`play`, `on_set`, a player's name).
fn in_key(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

/// The key that `text`, ending in `key:`, ends with.
fn key_ending(text: &str) -> Option<&str> {
    let text = text.trim_end().strip_suffix(':')?;
    // The key starts after the last character that cannot be in one, which may
    // take more than one byte (a byte-order mark in mid-file, a letter with an accent).
    let start = text
        .char_indices()
        .rfind(|&(_, c)| !in_key(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let key = &text[start..];
    (!key.is_empty()).then_some(key)
}

/// The byte offset where the line holding `offset` starts.
fn line_start(source: &str, offset: usize) -> usize {
    source[..offset].rfind('\n').map_or(0, |i| i + 1)
}

/// The key that starts at `offset`, with the offset of its value on the same line.
fn key_at(source: &str, offset: usize) -> Option<(&str, usize)> {
    let line = source[offset..].split('\n').next().unwrap_or("");
    let colon = line.find(": ")?;
    let key = &line[..colon];
    if key.is_empty() || !key.chars().all(in_key) {
        return None;
    }
    let value = colon + 1 + line[colon + 1..].len() - line[colon + 1..].trim_start().len();
    (value < line.trim_end().len()).then_some((key, offset + value))
}

/// The key whose value starts at `offset` on the same line (`play` in `{by: Cees, play: [6-3]}`).
fn key_before(source: &str, offset: usize) -> Option<&str> {
    key_ending(&source[line_start(source, offset)..offset])
}

/// The key of the list whose item starts at `offset`: `draw` for the inner list
/// of `draw: [[4-2]]`, or for an item written on a line of its own under `draw:`.
fn list_of(source: &str, offset: usize) -> Option<&str> {
    let line_start = line_start(source, offset);
    let before = &source[line_start..offset];
    // An anchor (`&a `) may stand before the item.
    let item = before
        .trim_end()
        .rsplit_once(' ')
        .filter(|(_, last)| last.starts_with('&'))
        .map_or(before.trim_end(), |(rest, _)| rest.trim_end());
    if item.ends_with(['[', ',']) {
        // In a list in brackets: the key before its opening bracket.
        let mut depth = 0usize;
        for (i, c) in item.char_indices().rev() {
            match c {
                ']' | '}' => depth += 1,
                '[' | '{' if depth > 0 => depth -= 1,
                '[' => return key_before(source, line_start + i),
                '{' => return None,
                _ => {}
            }
        }
        return None;
    }
    // On a line of its own, `- item`: the key above the list's items, indented
    // less than they are, or as much (YAML lets a list stand level with its key).
    let dash = item
        .strip_suffix('-')
        .filter(|indent| indent.trim().is_empty())?;
    let column = dash.len();
    for line in source[..line_start].lines().rev() {
        let text = line.trim_start();
        let indent = line.len() - text.len();
        if text.is_empty()
            || text.starts_with('#')
            || indent > column
            || (indent == column && text.starts_with('-'))
        {
            continue;
        }
        return key_ending(text);
    }
    None
}

/// The length of the value or key that starts at `offset`: a bracketed list or
/// mapping up to its closing bracket on the same line, a quoted text, or a plain word.
fn token_len(source: &str, offset: usize) -> usize {
    let rest = &source[offset..];
    let line = rest.split(['\n', '\r']).next().unwrap_or("");
    let mut chars = line.char_indices();
    let Some((_, first)) = chars.next() else {
        return 0;
    };
    match first {
        '[' | '{' => {
            let mut depth = 0usize;
            for (i, c) in line.char_indices() {
                match c {
                    '[' | '{' => depth += 1,
                    ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            return i + 1;
                        }
                    }
                    _ => {}
                }
            }
            1
        }
        '"' | '\'' => chars
            .find(|&(_, c)| c == first)
            .map_or(line.trim_end().len(), |(i, _)| i + 1),
        _ => {
            let end = line
                .char_indices()
                .find(|&(i, c)| {
                    matches!(c, ',' | ']' | '}')
                        || (c == ':'
                            && line[i + 1..].chars().next().is_none_or(char::is_whitespace))
                        || (c == '#' && line[..i].ends_with([' ', '\t']))
                })
                .map_or(line.len(), |(i, _)| i);
            line[..end].trim_end().len().max(first.len_utf8())
        }
    }
}

/// The candidate closest to a misspelt word, if one is close enough to be meant.
///
/// Close enough is one edit for a word of up to four letters, two for a longer
/// one; a word that begins with a candidate of three letters or more, or the
/// reverse (`waiting` and `wait`), counts as close. Between equally close
/// candidates, one with the word's first letter wins, then the first listed.
pub(crate) fn closest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let word = word.to_lowercase();
    let allowed = if word.chars().count() <= 4 { 1 } else { 2 };
    let first = word.chars().next();
    candidates
        .into_iter()
        .filter_map(|original| {
            let candidate = original.to_lowercase();
            let (short, long) = if candidate.len() <= word.len() {
                (&candidate, &word)
            } else {
                (&word, &candidate)
            };
            let prefix = short.chars().count() >= 3 && long.starts_with(short.as_str());
            let distance = edit_distance(&word, &candidate);
            let distance = if prefix {
                distance.min(allowed)
            } else {
                distance
            };
            let other_start = candidate.chars().next() != first;
            (distance <= allowed).then_some(((distance, other_start), original))
        })
        .min_by_key(|&(rank, _)| rank)
        .map(|(_, original)| original)
}

/// Edits (insertions, deletions, substitutions, swaps of neighbours) from one word to another.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
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
    fn misspelt_words_find_the_word_meant() {
        let arms = ["north", "east", "south", "west"];
        let actions = [
            "by", "draw", "set", "play", "at", "takeback", "claim", "says",
        ];
        let cases: &[(&str, &[&str], Option<&str>)] = &[
            ("wast", &arms, Some("west")),
            ("est", &arms, Some("east")),
            ("noth", &arms, Some("north")),
            ("up", &arms, None),
            ("plya", &actions, Some("play")),
            ("PLAY", &actions, Some("play")),
            ("darw", &actions, Some("draw")),
            ("take-back", &actions, Some("takeback")),
            ("claims", &actions, Some("claim")),
            ("note", &actions, None),
            ("waiting", &["wait", "pass", "nos", "block"], Some("wait")),
            ("Dick", &["Anna", "Bram", "Cees", "Dirk"], Some("Dirk")),
            ("Evert", &["Anna", "Bram", "Cees", "Dirk"], None),
        ];
        for &(word, candidates, meant) in cases {
            assert_eq!(closest(word, candidates.iter().copied()), meant, "{word}");
        }
    }

    #[test]
    fn edit_distances() {
        let cases = [
            ("play", "play", 0),
            ("plya", "play", 1),
            ("ply", "play", 1),
            ("plays", "play", 1),
            ("wast", "west", 1),
            ("kitten", "sitting", 3),
            ("", "nos", 3),
        ];
        for (a, b, distance) in cases {
            assert_eq!(edit_distance(a, b), distance, "{a} {b}");
            assert_eq!(edit_distance(b, a), distance, "{b} {a}");
        }
    }

    #[test]
    fn the_text_a_label_covers() {
        let source = "  - {by: Cees, play: [6-3], at: \"x, y\"}\n  club: de Haaien # note\n  k: {a: [1, 2]} x\n";
        let cases = [
            ("by", "by"),
            ("Cees", "Cees"),
            ("[6-3]", "[6-3]"),
            ("\"x, y\"", "\"x, y\""),
            ("de Haaien", "de Haaien"),
            ("club", "club"),
            ("{a: [1, 2]}", "{a: [1, 2]}"),
        ];
        for (start, covered) in cases {
            let offset = source.find(start).expect("in the source");
            let len = token_len(source, offset);
            assert_eq!(&source[offset..offset + len], covered, "{start}");
        }
        assert_eq!(token_len(source, source.len()), 0);
    }

    #[test]
    fn the_key_of_a_value() {
        let source = "  - {by: Cees, play: [6-3]}\n  Anna: 3-1 4-6\n  - [6-3]\n";
        let at = |text: &str| source.find(text).expect("in the source");
        assert_eq!(key_before(source, at("[6-3]}")), Some("play"));
        assert_eq!(key_before(source, at("Cees")), Some("by"));
        assert_eq!(key_before(source, at("3-1")), Some("Anna"));
        assert_eq!(key_before(source, at("[6-3]\n")), None);
        assert_eq!(key_at(source, at("play")), Some(("play", at("[6-3]}"))));
        assert_eq!(key_at(source, at("Anna")), Some(("Anna", at("3-1"))));
        assert_eq!(key_at(source, at("Cees")), None);
        // A key after a character of more than one byte.
        for text in ["# y\u{feff}cml-l------:", "é:", "Anna·Bram:"] {
            let source = format!("{text} x");
            let expected = text.rsplit(['\u{feff}', ' ', '·']).next();
            assert_eq!(
                key_before(&source, text.len() + 1),
                expected
                    .and_then(|k| k.strip_suffix(':'))
                    .filter(|k| !k.is_empty()),
                "{text}"
            );
        }
    }

    #[test]
    fn the_list_an_item_belongs_to() {
        let source =
            "    draw:\n      - &a [4-2]\n      - [1-1]\n    declare: [[4-4]]\n  hands:\n  - [x]\n";
        let at = |text: &str| source.find(text).expect("in the source");
        assert_eq!(list_of(source, at("[4-2]")), Some("draw"));
        assert_eq!(list_of(source, at("[1-1]")), Some("draw"));
        assert_eq!(list_of(source, at("[4-4]")), Some("declare"));
        assert_eq!(list_of(source, at("[x]")), Some("hands"));
        assert_eq!(list_of(source, at("draw")), None);
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
