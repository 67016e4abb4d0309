//! The YAML reader's errors, said in the words of the file they are found in.
//!
//! The reader speaks of YAML and of types; a scorekeeper needs to hear which
//! key is unknown, which was meant, and what a transcript (or a club's rules
//! file) expects there. Each error is read here into a message, a label and a
//! help line, at the place in the text that is wrong; syntax errors are read in
//! [`super::syntax`].

use crate::transcript::Span;

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
    /// What the file is called in a message.
    pub(super) const fn name(self) -> &'static str {
        match self {
            Document::Transcript => "transcript",
            Document::RulesFile => "rules file",
        }
    }

    /// Where to find the file's shape, for advice where nothing closer helps.
    pub(super) const fn shape_help(self) -> &'static str {
        match self {
            Document::Transcript => SHAPE_HELP,
            Document::RulesFile => RULES_FILE_HELP,
        }
    }

    /// What the file holds at its top, for a file that holds something else.
    const fn holds(self) -> &'static str {
        match self {
            Document::Transcript => {
                "a transcript has `session:` and `hands:`; the README shows one by example"
            }
            Document::RulesFile => RULES_FILE_HELP,
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

/// Where the README is the best advice.
const SHAPE_HELP: &str = "the README shows a transcript's shape by example; `schemas/transcript.schema.json` gives it exactly";

/// What a rules file holds, for advice.
const RULES_FILE_HELP: &str = "a rules file names a profile and the switches it changes: \
    `profile: en` and `switches:` with one `SWITCH: CHOICE` a line; `nos rules` lists them";

/// How a list is written, for advice where a list was expected.
pub(crate) fn list_help() -> String {
    crate::words!("problem-list-help")
}

/// How a list is written, for advice where a list was expected.
const LIST_HELP: &str = "write a list in brackets, e.g. `[3-1, 4-6, 5-0, 4-1]`, or one \
    item a line, each line starting with `- `";

/// The event's actions, for advice.
const ACTIONS: &str = "draw, set, announce, declare, play, takeback, claim, says, return, conduct";

fn explain(
    document: Document,
    error: &serde_saphyr::Error,
    source: &str,
    offset: usize,
) -> Reading {
    use serde_saphyr::Error as E;
    let key = key_before(source, offset);
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
        E::SerdeMissingField { field, .. } => missing_key(document, field),
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
                wrong_type(document, &found, &wanted, Some(key)).at(value, token_len(source, value))
            } else if let Some(list) = key.is_none().then(|| list_of(source, offset)).flatten() {
                item_of_wrong_type(document, &found, &wanted, list)
            } else {
                wrong_type(document, &found, &wanted, key)
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
                return not_this_document(document, source, offset);
            }
            let want = wanted(expected);
            let message = match key {
                Some(key) => format!("`{key}` takes {want} here"),
                None => format!("expected {want} here"),
            };
            let help = if expected.contains("sequence") {
                LIST_HELP
            } else if expected.contains("mapping") {
                match document {
                    Document::Transcript => {
                        "write `key: value` pairs, in braces `{by: Anna, play: 5-3}` or one a line"
                    }
                    Document::RulesFile => {
                        "write `key: value` pairs, one a line below `switches:`, e.g. `D3: paid`, \
                         or in braces `{D3: paid}`"
                    }
                }
            } else {
                document.shape_help()
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
                    ("the file is empty".to_owned(), "nothing here")
                } else {
                    (
                        format!("the file holds only comments, no {}", document.name()),
                        "only comments",
                    )
                };
                Reading::new(message, label, document.holds()).at(0, comments)
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
                format!(
                    "a second YAML document starts here; a {} is a single document",
                    document.name()
                ),
                "`---` starts a new document",
                match document {
                    Document::Transcript => {
                        "delete the `---` line, or give each session a file of its own"
                    }
                    Document::RulesFile => {
                        "delete the `---` line, or give each set of readings a file of its own"
                    }
                },
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
            _ => Reading::new(without_place(msg), "here", document.shape_help()),
        },
        other => Reading::new(plain_message(other), "here", document.shape_help()),
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
    let name = document.name();
    match breach {
        B::Depth { depth } => too_deep(document, Some(depth.saturating_sub(1))),
        B::AliasAnchorRatio { aliases, anchors } => {
            // Counted once the whole text is read, and so said by the reader
            // at its end: said here at the last alias before it.
            let reading = Reading::new(
                format!(
                    "{aliases} aliases (`*name`) repeat {} anchored value{}: more than ten \
                     for each, which the referee does not follow",
                    anchors,
                    if *anchors == 1 { "" } else { "s" }
                ),
                "the last alias",
                format!(
                    "a {name} needs no anchors (`&name`) or aliases (`*name`): write each {} \
                     out in full",
                    match document {
                        Document::Transcript => "deal and event",
                        Document::RulesFile => "switch",
                    }
                ),
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
            format!(
                "the file's text, counting what aliases repeat, comes to more than {}",
                mebibytes(MAX_TRANSCRIPT_BYTES)
            ),
            "the referee stops here",
            format!(
                "a {name} needs no anchors (`&name`) or aliases (`*name`): write each value out \
                 in full"
            ),
        ),
        B::Events { .. } | B::Nodes { .. } | B::Documents { .. } | B::InputBytes { .. } => {
            Reading::new(
                format!("the file holds more than the referee reads in one {name}"),
                "the referee stops here",
                match document {
                    Document::Transcript => {
                        "a session's transcript holds a few thousand values: check that this \
                         is the transcript you meant to check"
                    }
                    Document::RulesFile => {
                        "a rules file holds a profile and a few switches: check that this is \
                         the rules file you meant to give"
                    }
                },
            )
        }
        _ => Reading::new(plain_message(error), "here", document.shape_help()),
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
        Some(levels) => {
            format!("lists and mappings are nested more than {levels} levels deep here")
        }
        None => "lists and mappings are nested too deep here".to_owned(),
    };
    let help = match document {
        Document::Transcript => {
            "a transcript nests a few levels at most (hands, events, an announcement's \
             condition): this is not a transcript, or brackets are opened over and over"
        }
        Document::RulesFile => {
            "a rules file nests two levels (`switches:` and one `SWITCH: CHOICE` a line): this \
             is not a rules file, or brackets are opened over and over"
        }
    };
    Reading::new(message, "too deep", help)
}

fn alias_bomb(document: Document) -> Reading {
    let name = document.name();
    Reading::new(
        format!("aliases here expand into far more values than any {name} holds"),
        "the referee stops expanding here",
        format!(
            "a {name} needs no anchors (`&name`) or aliases (`*name`): write each {} out in \
             full; aliases that multiply like this are a \"billion laughs\" file, built to \
             exhaust memory",
            match document {
                Document::Transcript => "deal and event",
                Document::RulesFile => "switch",
            }
        ),
    )
}

/// Which mapping a list of allowed keys belongs to, for messages.
fn mapping_of(expected: &[&str]) -> &'static str {
    let has = |key: &str| expected.contains(&key);
    if has("hands") {
        "the transcript"
    } else if has("switches") {
        "the rules file"
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

fn missing_key(document: Document, field: &str) -> Reading {
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
        _ => ("this mapping", document.shape_help()),
    };
    Reading::new(
        format!("{mapping} has no `{field}`"),
        format!("no `{field}` in {mapping}"),
        help,
    )
}

/// The reader's name for a value found, in plain words.
pub(super) fn found(unexpected: &str) -> String {
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

fn wrong_type(document: Document, found: &str, wanted: &str, key: Option<&str>) -> Reading {
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
        _ => document.shape_help(),
    };
    Reading::new(message, found, help)
}

/// An item of the list under `key` that is not what the list holds.
fn item_of_wrong_type(document: Document, found: &str, wanted: &str, key: &str) -> Reading {
    let (wanted, help) = match key {
        "draw" | "declare" | "return" => (
            "one tile",
            "write the tiles one after another in a single list, e.g. `draw: [4-2, 1-1]`",
        ),
        _ => (wanted, document.shape_help()),
    };
    Reading::new(
        format!("each item of `{key}` is {wanted}, not {found}"),
        found,
        help,
    )
}

/// The first content of a file that is not shaped like a `document`.
fn not_this_document(document: Document, source: &str, offset: usize) -> Reading {
    if document == Document::RulesFile {
        return Reading::new(
            "this is not a rules file: a rules file holds `profile:` and `switches:`",
            "a rules file cannot start like this",
            RULES_FILE_HELP,
        );
    }
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
