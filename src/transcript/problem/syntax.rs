//! The YAML's syntax errors, explained from the text around them.
//!
//! A syntax error's own message rarely says what a person did (a tab for
//! indentation, an unclosed bracket, a value under no key); the text around the
//! error does. The small readers of that text (the key of a value, the list an
//! item belongs to, how much a label covers) stand here with the explanations
//! that use them.

use super::line_and_column;
use super::yaml::{
    Document, Reading, ends_in_a_value, in_the_reader_s_words, too_deep, without_place,
};
use crate::words;

/// The YAML reader's syntax errors in a `document`.
pub(super) fn syntax(
    document: Document,
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
        K::RecursionLimitExceeded => return too_deep(document, None),
        K::UnexpectedCharacter { character } if character.is_control() => {
            return Reading::new(
                words!(
                    "problem-yaml-control",
                    code = format!("U+{:04X}", u32::from(*character)),
                    doc = document.doc()
                ),
                words!("problem-control-label"),
                words!("problem-control-help"),
            )
            .at(offset, character.len_utf8());
        }
        K::MismatchedFlowCollectionEnd { open, close } => {
            let (open, close) = (open.to_string(), close.to_string());
            return Reading::new(
                words!("problem-yaml-mismatched", open = &open, close = &close),
                words!("problem-yaml-mismatched-label", close = &close),
                words!("problem-yaml-mismatched-help"),
            );
        }
        K::MisplacedFlowCollectionEnd => {
            return Reading::new(
                words!("problem-yaml-misplaced"),
                words!("problem-yaml-misplaced-label"),
                words!("problem-yaml-misplaced-help"),
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
            words!("problem-yaml-indentation"),
            words!("problem-yaml-indentation-label"),
            words!("problem-yaml-indentation-help"),
        ),
        K::MappingValueNotAllowed | K::InvalidColonPlacement => Reading::new(
            words!("problem-yaml-colon"),
            words!("problem-yaml-colon-label"),
            words!("problem-yaml-colon-help"),
        ),
        K::UnclosedQuotedScalar => Reading::new(
            words!("problem-yaml-quote"),
            words!("problem-yaml-quote-label"),
            words!("problem-yaml-quote-help"),
        ),
        K::UnclosedFlowCollection { open } => Reading::new(
            words!("problem-yaml-unclosed", open = open.to_string()),
            words!("problem-yaml-unclosed-label"),
            words!("problem-yaml-unclosed-help"),
        ),
        K::UnexpectedEofFlowSequence
        | K::UnexpectedEofFlowMapping
        | K::UnexpectedEofImplicitFlowMapping
        | K::UnexpectedEofBlockSequence
        | K::UnexpectedEofBlockMapping
        | K::UnexpectedEof => {
            if source.as_bytes().get(offset) == Some(&b',') {
                let braces = if inside_braces(source, offset) {
                    "yes"
                } else {
                    "no"
                };
                Reading::new(
                    words!("problem-yaml-comma", braces = braces),
                    words!("problem-yaml-comma-label"),
                    words!("problem-yaml-comma-help", braces = braces),
                )
                .at(offset, 1)
            } else {
                ends_in_a_value()
            }
        }
        _ => in_the_reader_s_words(document, &without_place(message)),
    }
}

/// Whether the innermost bracket open at `offset` of `source` is a `{`.
fn inside_braces(source: &str, offset: usize) -> bool {
    let mut depth = 0_usize;
    for &b in source.as_bytes()[..offset.min(source.len())].iter().rev() {
        match b {
            b']' | b'}' => depth += 1,
            b'[' | b'{' if depth > 0 => depth -= 1,
            b'[' => return false,
            b'{' => return true,
            _ => {}
        }
    }
    false
}

/// A tab in the indentation of the line at `offset`.
pub(super) fn tab(source: &str, offset: usize) -> Reading {
    let mut line_start = line_start(source, offset);
    let line_end = |start: usize| {
        source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i)
    };
    // The reader may stop at the end of the line before the tab's: the tab
    // is then on the next line.
    let end = line_end(line_start);
    if !source[line_start..end].contains('\t') && end < source.len() {
        line_start = end + 1;
    }
    let text = &source[line_start..line_end(line_start)];
    let indent = text.len() - text.trim_start_matches([' ', '\t']).len();
    let tab = text[..indent]
        .find('\t')
        .or_else(|| text.find('\t'))
        .map_or(offset, |i| line_start + i);
    let (line, _) = line_and_column(source, tab);
    if tab < line_start + indent {
        Reading::new(
            words!("problem-yaml-tab-indent", line = line),
            words!("problem-yaml-tab-label"),
            words!("problem-yaml-tab-indent-help"),
        )
    } else {
        Reading::new(
            words!("problem-yaml-tab", line = line),
            words!("problem-yaml-tab-label"),
            words!("problem-yaml-tab-help"),
        )
    }
    .at(tab, 1)
}

/// The outermost `[` or `{` opened on an earlier line and still open at `offset`,
/// as the likely cause of a syntax error there.
pub(super) fn unclosed_bracket(source: &str, offset: usize) -> Option<Reading> {
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
    let (mapping, close) = if source[first..].starts_with('{') {
        ("yes", "}")
    } else {
        ("no", "]")
    };
    Some(
        Reading::new(
            words!("problem-yaml-never-closed", mapping = mapping, line = line),
            words!("problem-yaml-never-closed-label", close = close),
            words!(
                "problem-yaml-never-closed-help",
                close = close,
                mapping = mapping,
                here = here
            ),
        )
        .at(first, 1),
    )
}

/// Whether only comments, blank lines and `---` stand before `offset`.
pub(super) fn at_document_start(source: &str, offset: usize) -> bool {
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
pub(super) fn line_start(source: &str, offset: usize) -> usize {
    source[..offset].rfind('\n').map_or(0, |i| i + 1)
}

/// The key that starts at `offset`, with the offset of its value on the same line.
pub(super) fn key_at(source: &str, offset: usize) -> Option<(&str, usize)> {
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
pub(super) fn key_before(source: &str, offset: usize) -> Option<&str> {
    key_ending(&source[line_start(source, offset)..offset])
}

/// The key of the list whose item starts at `offset`: `draw` for the inner list
/// of `draw: [[4-2]]`, or for an item written on a line of its own under `draw:`.
pub(super) fn list_of(source: &str, offset: usize) -> Option<&str> {
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
pub(super) fn token_len(source: &str, offset: usize) -> usize {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
