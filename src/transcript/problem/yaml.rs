//! The YAML reader's errors, said in the words of the file they are found in.
//!
//! The reader speaks of YAML and of types; a scorekeeper needs to hear which
//! key is unknown, which was meant, and what a transcript (or a club's rules
//! file) expects there. Each error is read here into a message, a label and a
//! help line, at the place in the text that is wrong; syntax errors are read in
//! [`super::syntax`].

use crate::transcript::Span;
use crate::words;

use super::bytes::{MAX_TRANSCRIPT_BYTES, mebibytes};
use super::spelling::closest;
use super::syntax::{
    at_document_start, key_at, key_before, list_of, syntax, token_len, unclosed_bracket,
};
use super::{Problem, ProblemKind, line_and_column, offset_of};

/// The kind of file a YAML error is found in: what the explanation calls the
/// file, what it says the file holds, and the problem's kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Document {
    /// A transcript of a session.
    Transcript,
    /// A club's rules file (`--rules-file`).
    RulesFile,
}

impl Document {
    /// The file as the messages select it (`$doc`).
    pub(super) const fn doc(self) -> &'static str {
        match self {
            Document::Transcript => "transcript",
            Document::RulesFile => "rules-file",
        }
    }

    /// Where to find the file's shape, for advice where nothing closer helps.
    pub(super) fn shape_help(self) -> String {
        match self {
            Document::Transcript => words!("problem-yaml-shape-help"),
            Document::RulesFile => rules_file_help(),
        }
    }

    /// What the file holds at its top, for a file that holds something else.
    fn holds(self) -> String {
        match self {
            Document::Transcript => words!("problem-yaml-transcript-holds"),
            Document::RulesFile => rules_file_help(),
        }
    }

    const fn kind(self) -> ProblemKind {
        match self {
            Document::Transcript => ProblemKind::Yaml,
            Document::RulesFile => ProblemKind::RulesFile,
        }
    }
}

/// Turns the YAML reader's error in a transcript into a problem at its place,
/// in plain words.
#[must_use]
pub fn from_yaml(error: &serde_saphyr::Error, source: &str) -> Problem {
    from_yaml_in(Document::Transcript, error, source)
}

/// Turns the YAML reader's error in a `document` into a problem at its place,
/// in plain words.
#[must_use]
pub fn from_yaml_in(document: Document, error: &serde_saphyr::Error, source: &str) -> Problem {
    let offset = error_offset(error, source);
    explained(document, error, source, offset, |at| {
        line_and_column(source, at)
    })
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
    explained(Document::Transcript, error, source, offset, |at| {
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
pub(super) fn explained(
    document: Document,
    error: &serde_saphyr::Error,
    source: &str,
    offset: usize,
    place: impl Fn(usize) -> (usize, usize),
) -> Problem {
    let reading = explain(document, error, source, offset);
    let (offset, len) = reading
        .at
        .unwrap_or_else(|| (offset, token_len(source, offset)));
    let (line, column) = place(offset);
    Problem::new(
        document.kind(),
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
pub(super) struct Reading {
    message: String,
    label: String,
    help: String,
    /// A better place than the reader's, as offset and length.
    at: Option<(usize, usize)>,
}

impl Reading {
    pub(super) fn new(
        message: impl Into<String>,
        label: impl Into<String>,
        help: impl Into<String>,
    ) -> Self {
        Reading {
            message: message.into(),
            label: label.into(),
            help: help.into(),
            at: None,
        }
    }

    pub(super) fn at(mut self, offset: usize, len: usize) -> Self {
        self.at = Some((offset, len));
        self
    }
}

/// What a rules file holds, for advice.
pub(crate) fn rules_file_help() -> String {
    words!("problem-rules-file-help")
}

/// How a list is written, for advice where a list was expected.
pub(crate) fn list_help() -> String {
    crate::words!("problem-list-help")
}

fn explain(
    document: Document,
    error: &serde_saphyr::Error,
    source: &str,
    offset: usize,
) -> Reading {
    use serde_saphyr::Error as E;
    let key = key_before(source, offset);
    let doc = document.doc();
    match error {
        E::WithSnippet { error, .. } | E::AliasError { error, .. } => {
            explain(document, error, source, offset)
        }
        E::Budget { breach, .. } => over_budget(document, breach, error, source, offset),
        E::AliasReplayLimitExceeded { .. }
        | E::AliasExpansionLimitExceeded { .. }
        | E::AliasReplayStackDepthExceeded { .. }
        | E::AliasReplayCounterOverflow { .. } => alias_bomb(document),
        E::DuplicateMappingKey { key, .. } => {
            let key = key
                .as_deref()
                .map_or_else(|| words!("problem-yaml-this-key"), str::to_owned);
            let help = if ACTIONS.contains(&key.as_str()) {
                words!("problem-yaml-twice-action-help")
            } else {
                words!("problem-yaml-twice-help")
            };
            Reading::new(
                words!("problem-yaml-twice", key = &key),
                words!("problem-yaml-twice-label", key = &key),
                help,
            )
        }
        E::SerdeUnknownField {
            field, expected, ..
        } => unknown_key(field, expected),
        E::SerdeMissingField { field, .. } => missing_key(document, field),
        E::SerdeUnknownVariant {
            variant, expected, ..
        } => {
            let words = expected.join(", ");
            let message = match key {
                Some(key) => words!(
                    "problem-yaml-variant-key",
                    key = key,
                    words = &words,
                    variant = variant
                ),
                None => words!("problem-yaml-variant", variant = variant, words = &words),
            };
            let help = match key {
                Some("says") => words!("problem-yaml-says-help"),
                Some("conduct") => words!("problem-yaml-conduct-help"),
                _ => words!("problem-yaml-variant-help", words = &words),
            };
            let label = closest(variant, expected.iter().copied()).map_or_else(
                || words!("problem-yaml-unknown-word-label"),
                |c| words!("problem-did-you-mean-word", word = c),
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
            let (found, wanted) = (Found::of(unexpected), Wanted::of(expected));
            if let Some((key, value)) = key_at(source, offset) {
                // Reported at the key: show the value that is wrong.
                wrong_type(document, &found, wanted, Some(key)).at(value, token_len(source, value))
            } else if let Some(list) = key.is_none().then(|| list_of(source, offset)).flatten() {
                item_of_wrong_type(document, &found, wanted, list)
            } else {
                wrong_type(document, &found, wanted, key)
            }
        }
        E::InvalidScalar { ty, .. } => {
            let text = &source[offset..offset + token_len(source, offset)];
            let whole = if ty.starts_with(['i', 'u']) {
                "yes"
            } else {
                "no"
            };
            let message = match key {
                Some(key) => words!(
                    "problem-yaml-scalar-key",
                    key = key,
                    whole = whole,
                    text = text
                ),
                None => words!("problem-yaml-scalar", text = text, whole = whole),
            };
            let example = match key {
                Some("chips") => "chips: 500",
                Some("tiles") => "tiles: 3",
                _ => "4",
            };
            let label = if whole == "yes" {
                words!("problem-not-whole-label")
            } else {
                words!("problem-not-a-number-label")
            };
            Reading::new(
                message,
                label,
                words!("problem-yaml-scalar-help", example = example),
            )
        }
        E::Unexpected { expected, .. } => {
            if at_document_start(source, offset) {
                return not_this_document(document, source, offset);
            }
            let want = Wanted::of(expected).said();
            let message = match key {
                Some(key) => words!("problem-yaml-unexpected-key", key = key, want = &want),
                None => words!("problem-yaml-unexpected", want = &want),
            };
            let help = if expected.contains("sequence") {
                list_help()
            } else if expected.contains("mapping") {
                match document {
                    Document::Transcript => words!("problem-yaml-mapping-help"),
                    Document::RulesFile => words!("problem-rules-file-mapping-help"),
                }
            } else {
                document.shape_help()
            };
            Reading::new(
                message,
                words!("problem-yaml-unexpected-label", want = &want),
                help,
            )
        }
        E::Eof { .. } => {
            if let Some(reading) = unclosed_bracket(source, offset) {
                return reading;
            }
            if at_document_start(source, source.len()) {
                let comments = source.trim_end().len();
                let (message, label) = if comments == 0 {
                    (
                        words!("problem-yaml-empty"),
                        words!("problem-yaml-empty-label"),
                    )
                } else {
                    (
                        words!("problem-yaml-only-comments", doc = doc),
                        words!("problem-yaml-only-comments-label"),
                    )
                };
                Reading::new(message, label, document.holds()).at(0, comments)
            } else {
                ends_in_a_value()
            }
        }
        E::MultipleDocuments { .. } => {
            let reading = Reading::new(
                words!("problem-yaml-documents", doc = doc),
                words!("problem-yaml-documents-label"),
                words!("problem-yaml-documents-help", doc = doc),
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
                syntax(document, scan.kind(), msg, source, offset)
            }
            _ => in_the_reader_s_words(document, &without_place(msg)),
        },
        other => in_the_reader_s_words(document, &plain_message(other)),
    }
}

/// The event's actions: a key of theirs written twice is two events.
const ACTIONS: &[&str] = &[
    "draw", "set", "announce", "declare", "play", "takeback", "claim", "says", "return", "conduct",
];

/// A file that ends in the middle of a value.
pub(super) fn ends_in_a_value() -> Reading {
    Reading::new(
        words!("problem-yaml-eof"),
        words!("problem-yaml-eof-label"),
        words!("problem-yaml-eof-help"),
    )
}

/// An error the referee has no words of its own for: the reader's message.
pub(super) fn in_the_reader_s_words(document: Document, message: &str) -> Reading {
    Reading::new(
        words!("problem-yaml-reader", message = message),
        words!("problem-here-label"),
        document.shape_help(),
    )
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
pub(super) fn without_place(message: &str) -> String {
    message
        .find(" at line ")
        .map_or(message, |i| &message[..i])
        .to_owned()
}

fn over_budget(
    document: Document,
    breach: &serde_saphyr::budget::BudgetBreach,
    error: &serde_saphyr::Error,
    source: &str,
    offset: usize,
) -> Reading {
    use serde_saphyr::budget::BudgetBreach as B;
    let doc = document.doc();
    match breach {
        B::Depth { depth } => too_deep(document, Some(depth.saturating_sub(1))),
        B::AliasAnchorRatio { aliases, anchors } => {
            // Counted once the whole text is read, and so said by the reader
            // at its end: said here at the last alias before it.
            let reading = Reading::new(
                words!(
                    "problem-yaml-alias-ratio",
                    aliases = *aliases,
                    count = *anchors
                ),
                words!("problem-yaml-alias-ratio-label"),
                words!("problem-yaml-no-aliases-help", doc = doc),
            );
            match last_alias(source, offset) {
                Some((at, len)) => reading.at(at, len),
                None => reading,
            }
        }
        B::Aliases { .. }
        | B::Anchors { .. }
        | B::RecordedAnchorEvents { .. }
        | B::RecordedAnchorBytes { .. } => alias_bomb(document),
        B::ScalarBytes { .. } => Reading::new(
            words!(
                "problem-yaml-alias-bytes",
                size = mebibytes(MAX_TRANSCRIPT_BYTES)
            ),
            words!("problem-yaml-stops-label"),
            words!("problem-yaml-alias-bytes-help", doc = doc),
        ),
        B::Events { .. } | B::Nodes { .. } | B::Documents { .. } | B::InputBytes { .. } => {
            Reading::new(
                words!("problem-yaml-too-much", doc = doc),
                words!("problem-yaml-stops-label"),
                words!("problem-yaml-too-much-help", doc = doc),
            )
        }
        _ => in_the_reader_s_words(document, &plain_message(error)),
    }
}

/// The last alias (`*name`) of `source` that starts before `offset`: its
/// offset and length.
fn last_alias(source: &str, offset: usize) -> Option<(usize, usize)> {
    let bytes = source.as_bytes();
    let mut end = offset.min(bytes.len());
    while let Some(star) = memchr::memrchr(b'*', &bytes[..end]) {
        let starts =
            star == 0 || matches!(bytes[star - 1], b' ' | b'\t' | b'\n' | b'[' | b'{' | b',');
        let len = bytes[star + 1..]
            .iter()
            .take_while(|&&b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b',' | b']' | b'}'))
            .count();
        if starts && len > 0 {
            return Some((star, len + 1));
        }
        end = star;
    }
    None
}

pub(super) fn too_deep(document: Document, levels: Option<usize>) -> Reading {
    let message = match levels {
        Some(levels) => words!("problem-yaml-too-deep-levels", levels = levels),
        None => words!("problem-yaml-too-deep"),
    };
    Reading::new(
        message,
        words!("problem-yaml-too-deep-label"),
        words!("problem-yaml-too-deep-help", doc = document.doc()),
    )
}

fn alias_bomb(document: Document) -> Reading {
    let doc = document.doc();
    Reading::new(
        words!("problem-yaml-alias-bomb", doc = doc),
        words!("problem-yaml-alias-bomb-label"),
        words!("problem-yaml-alias-bomb-help", doc = doc),
    )
}

/// Which mapping a list of allowed keys belongs to, as the messages select
/// it (`$mapping`).
fn mapping_of(expected: &[&str]) -> &'static str {
    let has = |key: &str| expected.contains(&key);
    if has("hands") {
        "transcript"
    } else if has("switches") {
        "rules-file"
    } else if has("players") {
        "session"
    } else if has("deal") {
        "hand"
    } else if has("by") {
        "event"
    } else if has("game") {
        "announcement"
    } else if has("tiles") {
        "condition"
    } else {
        "other"
    }
}

fn unknown_key(field: &str, expected: &[&str]) -> Reading {
    let mapping = mapping_of(expected);
    let label = closest(field, expected.iter().copied()).map_or_else(
        || words!("problem-yaml-unknown-key-label"),
        |c| words!("problem-did-you-mean-word", word = c),
    );
    Reading::new(
        words!("problem-yaml-unknown-key", field = field, mapping = mapping),
        label,
        words!(
            "problem-yaml-unknown-key-help",
            mapping = mapping,
            keys = expected.join(", ")
        ),
    )
}

fn missing_key(document: Document, field: &str) -> Reading {
    let (mapping, help) = match field {
        "session" => ("transcript", words!("problem-yaml-missing-session-help")),
        "hands" => ("transcript", words!("problem-yaml-missing-hands-help")),
        "players" => ("session", words!("problem-yaml-missing-players-help")),
        "deal" => ("hand", words!("problem-yaml-missing-deal-help")),
        "events" => ("hand", words!("problem-yaml-missing-events-help")),
        _ => ("other", document.shape_help()),
    };
    Reading::new(
        words!("problem-yaml-missing-key", mapping = mapping, field = field),
        words!(
            "problem-yaml-missing-key-label",
            field = field,
            mapping = mapping
        ),
        help,
    )
}

/// A value the reader found where it wanted another: what it is (`$found`,
/// as the messages select it), its text, and the reader's own words for it.
pub(super) struct Found<'a> {
    kind: &'static str,
    text: &'a str,
    raw: &'a str,
}

impl<'a> Found<'a> {
    /// The reader's name for a value found.
    pub(super) fn of(unexpected: &'a str) -> Self {
        let raw = unexpected.trim();
        let quoted = |rest: &'a str| rest.trim().trim_matches('`');
        let (kind, text) = if raw.starts_with("sequence") {
            ("list", "")
        } else if raw.starts_with("map") {
            ("mapping", "")
        } else if let Some(text) = raw.strip_prefix("string ") {
            ("text", text.trim_matches('"'))
        } else if raw.starts_with("unit") || raw.starts_with("null") {
            ("nothing", "")
        } else if let Some(rest) = [
            "integer",
            "floating point",
            "unsigned integer",
            "signed integer",
        ]
        .iter()
        .find_map(|name| raw.strip_prefix(name))
        {
            ("number", quoted(rest))
        } else if let Some(rest) = raw.strip_prefix("boolean") {
            ("yes-no", quoted(rest))
        } else {
            ("other", "")
        };
        Found { kind, text, raw }
    }

    /// In a sentence.
    fn said(&self) -> String {
        words!(
            "problem-yaml-found",
            found = self.kind,
            text = self.text,
            raw = self.raw
        )
    }

    /// Under the place.
    fn label(&self) -> String {
        words!(
            "problem-yaml-found-label",
            found = self.kind,
            text = self.text,
            raw = self.raw
        )
    }
}

/// What the reader wanted, as the messages select it (`$want`), with its
/// own words for it.
#[derive(Clone, Copy)]
struct Wanted<'a> {
    kind: &'static str,
    raw: &'a str,
}

impl<'a> Wanted<'a> {
    /// The reader's name for a value expected.
    fn of(expected: &'a str) -> Self {
        let raw = expected.trim();
        let kind = if raw.contains("single value") || raw.contains("scalar") {
            "value"
        } else if raw.contains("sequence") {
            "list"
        } else if raw.contains("player names") {
            "players"
        } else if raw.starts_with("struct") || raw.contains("mapping") {
            "mapping"
        } else if raw.contains("string") {
            "text"
        } else if raw.contains("bool") {
            "yes-no"
        } else if raw.contains("integer")
            || raw.starts_with(['i', 'u']) && raw[1..].chars().all(|c| c.is_ascii_digit())
        {
            "whole"
        } else if raw.contains("float") || raw.contains("number") {
            "number"
        } else {
            "other"
        };
        Wanted { kind, raw }
    }

    /// The value a key takes, where the key says more than the reader.
    fn for_key(self, key: Option<&str>) -> Self {
        let kind = match key {
            Some("play" | "set" | "takeback") => "tile",
            Some("by") => "name",
            Some("at") => "place",
            Some("claim") => "points",
            _ => return self,
        };
        Wanted { kind, ..self }
    }

    fn said(self) -> String {
        words!("problem-yaml-want", want = self.kind, raw = self.raw)
    }
}

fn wrong_type(
    document: Document,
    found: &Found<'_>,
    wanted: Wanted<'_>,
    key: Option<&str>,
) -> Reading {
    let want = wanted.for_key(key).said();
    let said = found.said();
    let message = match key {
        Some(key) => words!(
            "problem-yaml-wrong-key",
            key = key,
            want = &want,
            found = &said
        ),
        None => words!("problem-yaml-wrong", want = &want, found = &said),
    };
    let help = match key {
        Some("play" | "set" | "takeback") => words!("problem-yaml-one-tile-help"),
        Some("by") => words!("problem-yaml-by-help"),
        Some("at") => words!("problem-yaml-at-help"),
        Some("claim") => words!("problem-yaml-claim-help"),
        _ => document.shape_help(),
    };
    Reading::new(message, found.label(), help)
}

/// An item of the list under `key` that is not what the list holds.
fn item_of_wrong_type(
    document: Document,
    found: &Found<'_>,
    wanted: Wanted<'_>,
    key: &str,
) -> Reading {
    let (wanted, help) = match key {
        "draw" | "declare" | "return" => (
            Wanted {
                kind: "tile",
                ..wanted
            },
            words!("problem-yaml-item-tiles-help"),
        ),
        _ => (wanted, document.shape_help()),
    };
    Reading::new(
        words!(
            "problem-yaml-item",
            key = key,
            want = wanted.said(),
            found = found.said()
        ),
        found.label(),
        help,
    )
}

/// The first content of a file that is not shaped like a `document`.
fn not_this_document(document: Document, source: &str, offset: usize) -> Reading {
    if document == Document::RulesFile {
        return Reading::new(
            words!("problem-rules-file-not"),
            words!("problem-rules-file-not-label"),
            rules_file_help(),
        );
    }
    let line = source[offset..].lines().next().unwrap_or("").trim();
    let help = if line.starts_with('[') && line.ends_with(']') {
        words!("problem-yaml-not-ini-help")
    } else {
        words!("problem-yaml-not-help")
    };
    Reading::new(
        words!("problem-yaml-not"),
        words!("problem-yaml-not-label"),
        help,
    )
}
