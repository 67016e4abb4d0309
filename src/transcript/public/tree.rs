//! A hand's text as the parser reads it: every value with the place where it
//! starts and just past its last character, so that one value can be
//! replaced and a key put after another without touching what stands around
//! them (comments, spacing, the style each list and mapping is written in).

use crate::transcript::find::{Events, Parsed, Step};

/// How deep lists and mappings may nest in a hand before the hand is left as
/// it is written (a checked hand nests five deep at most).
const DEEPEST: usize = 32;

/// A value of the text and where it stands, as byte offsets into the whole transcript.
#[derive(Clone, Debug)]
pub(super) struct Value {
    /// The offset of its first character.
    pub(super) start: usize,
    /// The offset just past its last character: a list or mapping in brackets
    /// ends with its bracket, one in block style with its last value.
    pub(super) end: usize,
    /// Whether it is a list or mapping in brackets.
    pub(super) flow: bool,
    /// Whether it carries an anchor (`&name`) that an alias may name.
    pub(super) anchored: bool,
    /// What it is.
    pub(super) node: Node,
}

/// What a value is.
#[derive(Clone, Debug)]
pub(super) enum Node {
    /// A scalar, as read (quotes taken off).
    Scalar(String),
    /// A list.
    List(Vec<Value>),
    /// A mapping: each key with its value.
    Map(Vec<(Value, Value)>),
    /// An alias (`*name`).
    Alias,
}

impl Value {
    /// The value of `key`, with the key itself, when this is a mapping that has it.
    pub(super) fn entry(&self, key: &str) -> Option<(&Value, &Value)> {
        match &self.node {
            Node::Map(entries) => entries
                .iter()
                .find(|(k, _)| matches!(&k.node, Node::Scalar(text) if text == key))
                .map(|(k, v)| (k, v)),
            _ => None,
        }
    }

    /// The entries of a mapping; none for any other value.
    pub(super) fn entries(&self) -> &[(Value, Value)] {
        match &self.node {
            Node::Map(entries) => entries,
            _ => &[],
        }
    }

    /// The items of a list; none for any other value.
    pub(super) fn items(&self) -> &[Value] {
        match &self.node {
            Node::List(items) => items,
            _ => &[],
        }
    }

    /// Whether `offset` falls within the value (or is its start, for an empty one).
    pub(super) fn holds(&self, offset: usize) -> bool {
        offset == self.start || (self.start..self.end).contains(&offset)
    }
}

/// The value `text` holds, every place moved `base` bytes on; `None` when the
/// text is not one value the parser reads.
pub(super) fn parse(text: &str, base: usize) -> Option<Value> {
    let mut events = Events::new(text);
    loop {
        let next = events.next()?;
        match next.0 {
            Step::StreamStart | Step::DocumentStart => {}
            _ => return value(next, &mut events, base, 0),
        }
    }
}

/// The value that starts with the event `first`.
fn value(first: Parsed<'_>, events: &mut Events<'_>, base: usize, depth: usize) -> Option<Value> {
    let (step, at) = first;
    let start = at.start + base;
    match step {
        Step::Scalar { text, anchor, .. } => Some(Value {
            start,
            end: at.end + base,
            flow: false,
            anchored: anchor != 0,
            node: Node::Scalar(text.into_owned()),
        }),
        Step::Alias(_) => Some(Value {
            start,
            end: at.end + base,
            flow: false,
            anchored: false,
            node: Node::Alias,
        }),
        Step::Start {
            map, flow, anchor, ..
        } if depth < DEEPEST => {
            let mut values = Vec::new();
            let end = loop {
                let next = events.next()?;
                if let (Step::End { .. }, at) = next {
                    break at.end + base;
                }
                values.push(value(next, events, base, depth + 1)?);
            };
            // A block ends with its last value; the parser places its end
            // where the next thing starts.
            let end = if flow {
                end
            } else {
                values.last().map_or(start, |last| last.end)
            };
            let node = if map {
                if values.len() % 2 != 0 {
                    return None;
                }
                let mut pairs = Vec::with_capacity(values.len() / 2);
                let mut values = values.into_iter();
                while let (Some(key), Some(value)) = (values.next(), values.next()) {
                    pairs.push((key, value));
                }
                Node::Map(pairs)
            } else {
                Node::List(values)
            };
            Some(Value {
                start,
                end,
                flow,
                anchored: anchor != 0,
                node,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value's text, as its place cuts it out, depth first.
    fn cut<'a>(value: &Value, text: &'a str, out: &mut Vec<&'a str>) {
        out.push(&text[value.start..value.end]);
        match &value.node {
            Node::List(items) => items.iter().for_each(|item| cut(item, text, out)),
            Node::Map(entries) => entries.iter().for_each(|(key, value)| {
                cut(key, text, out);
                cut(value, text, out);
            }),
            Node::Scalar(_) | Node::Alias => {}
        }
    }

    #[test]
    fn a_value_ends_with_its_last_character_in_either_style() {
        let text = "deal:\n  Anna:\n    - 1-2   # c\n    - '3-4'\n  Bram: [5-6, 0-0]  # d\n\
                    events:\n  - {by: Bram, draw: [2-2,\n      3-3]}  # e\nscoresheet: {Anna: 1}\n";
        let tree = parse(text, 0).expect("parsed");
        let mut values = Vec::new();
        cut(&tree, text, &mut values);
        assert_eq!(
            values,
            [
                text.trim_end(),
                "deal",
                "Anna:\n    - 1-2   # c\n    - '3-4'\n  Bram: [5-6, 0-0]",
                "Anna",
                "- 1-2   # c\n    - '3-4'",
                "1-2",
                "'3-4'",
                "Bram",
                "[5-6, 0-0]",
                "5-6",
                "0-0",
                "events",
                "- {by: Bram, draw: [2-2,\n      3-3]}",
                "{by: Bram, draw: [2-2,\n      3-3]}",
                "by",
                "Bram",
                "draw",
                "[2-2,\n      3-3]",
                "2-2",
                "3-3",
                "scoresheet",
                "{Anna: 1}",
                "Anna",
                "1",
            ]
        );
    }

    #[test]
    fn places_are_moved_by_the_base_and_anchors_are_marked() {
        let tree = parse("{a: &x [1-2], b: *x}", 10).expect("parsed");
        let (key, value) = tree.entry("a").expect("a");
        assert_eq!((key.start, key.end), (11, 12));
        assert!(value.anchored && value.flow);
        assert_eq!(value.end, 10 + "{a: &x [1-2]".len());
        assert!(matches!(tree.entry("b").expect("b").1.node, Node::Alias));
    }
}
