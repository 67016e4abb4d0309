//! One hand made public: what the table saw of it, and the changes to its
//! text that leave only that.
//!
//! The deal and every draw are private. A player who draws before the set
//! and then sets a tile of that draw has turned it up: the rules have a
//! setter without a double draw one tile and set that very tile, so the
//! table sees it. A draw that also makes up a short deal turns up only the
//! tile set; the tiles drawn to make up the deal go into the hand unseen.
//! At the count every player shows what he still holds (`shown`).

use crate::rules::seat::BySeat;
use crate::rules::tile::Tile;
use crate::transcript::Span;
use crate::transcript::session::{Action, Hand, holdings, seen_in_draws};

use super::tree::{Node, Value};

/// One change to the text: the bytes from `start` to `end` become `text`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Edit {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) text: String,
}

/// How an unseen tile is written in a list.
const UNSEEN: &str = "?-?";

/// The changes that make `hand`'s record public, its text read as `tree`
/// from `source`, in the order they stand.
///
/// # Errors
/// The place of tiles the record must hide but that are not written where
/// they can be replaced: given through an alias or a merge key, or carrying
/// an anchor another value names.
pub(super) fn edits(
    hand: &Hand,
    players: &BySeat<String>,
    tree: &Value,
    source: &str,
) -> Result<Vec<Edit>, Span> {
    let mut edits = Vec::new();
    let deal = tree.entry("deal").map(|(_, deal)| deal);
    for (seat, tiles) in hand.deal.iter() {
        if tiles.is_empty() {
            continue;
        }
        let span = hand.deal_spans[seat];
        let (key, value) = deal
            .and_then(|deal| {
                deal.entries()
                    .iter()
                    .find(|(_, value)| value.holds(span.offset))
            })
            .ok_or(span)?;
        let count = tiles.len() + usize::from(hand.deal_unseen[seat]);
        edits.push(replaced(source, key, value, &count.to_string(), span)?);
    }

    let events = tree.entry("events").map(|(_, events)| events);
    let items = events.map_or(&[][..], Value::items);
    let turned_up = seen_in_draws(hand);
    let mut from = 0;
    for (index, event) in hand.events.iter().enumerate() {
        let (word, taken) = match &event.action {
            Action::Draw(taken) => ("draw", taken),
            Action::Return(taken) => ("return", taken),
            _ => continue,
        };
        if taken.is_empty() {
            continue;
        }
        let span = hand.span_of(event);
        let at = items[from..]
            .iter()
            .position(|item| item.holds(span.offset))
            .ok_or(span)?;
        from += at;
        let (key, value) = items[from].entry(word).ok_or(span)?;
        let seen = match word {
            "draw" => turned_up[index],
            _ => 0,
        };
        let count = taken.len() + usize::from(event.unseen);
        if let Some(text) = hidden(value, count, seen, source) {
            edits.push(replaced(source, key, value, &text, span)?);
        }
    }

    if tree.entry("shown").is_none()
        && let Some(held) = holdings(hand)
        && held.values().any(|tiles| !tiles.is_empty())
    {
        let last = events.or_else(|| tree.entries().last().map(|(_, value)| value));
        edits.push(shown_after(
            tree,
            last.unwrap_or(tree),
            &shown_text(players, &held),
            source,
        ));
    }
    edits.sort_by_key(|edit| edit.start);
    Ok(edits)
}

/// The draw or return written at `value` as the table saw it, its tiles
/// seen as `seen` says (bit `n` for the `n`th tile): a count when none of
/// its tiles was seen, or its list with each tile not seen written `?-?`
/// and the others as written; `None` when all it holds was seen.
fn hidden(value: &Value, count: usize, seen: u32, source: &str) -> Option<String> {
    let Node::List(items) = &value.node else {
        // One tile written alone.
        return (seen & 1 == 0).then(|| count.to_string());
    };
    let shown = |n: usize| n < 32 && seen & (1 << n) != 0;
    if (0..items.len()).all(shown) {
        return None;
    }
    if !(0..items.len()).any(shown) {
        return Some(count.to_string());
    }
    let written: Vec<&str> = items
        .iter()
        .enumerate()
        .map(|(n, item)| {
            if shown(n) {
                &source[item.start..item.end]
            } else {
                UNSEEN
            }
        })
        .collect();
    Some(format!("[{}]", written.join(", ")))
}

/// The edit that makes the value of `key`, written at `value`, read `text`:
/// from the end of the key, so that a list in block style becomes
/// `key: text` on the key's line, unless a comment stands between the key
/// and its value (then the value alone is replaced, and the comment kept).
///
/// # Errors
/// `span` when the value is an alias or carries an anchor: its text is not
/// the tiles alone, or is named elsewhere.
fn replaced(
    source: &str,
    key: &Value,
    value: &Value,
    text: &str,
    span: Span,
) -> Result<Edit, Span> {
    if value.anchored || matches!(value.node, Node::Alias) {
        return Err(span);
    }
    let gap = source.get(key.end..value.start).unwrap_or_default();
    Ok(if gap.contains('#') || !gap.trim_start().starts_with(':') {
        Edit {
            start: value.start,
            end: value.end,
            text: text.to_owned(),
        }
    } else {
        Edit {
            start: key.end,
            end: value.end,
            text: format!(": {text}"),
        }
    })
}

/// `shown` as written: `{Anna: [1-2, 0-0], Bram: [6-5]}`, each player who
/// holds a tile in seating order, each tile high end first.
fn shown_text(players: &BySeat<String>, held: &BySeat<Vec<Tile>>) -> String {
    let shown: Vec<String> = held
        .iter()
        .filter(|(_, tiles)| !tiles.is_empty())
        .map(|(seat, tiles)| {
            let tiles: Vec<String> = tiles
                .iter()
                .map(|tile| format!("{}-{}", tile.high(), tile.low()))
                .collect();
            format!("{}: [{}]", name_text(&players[seat]), tiles.join(", "))
        })
        .collect();
    format!("{{{}}}", shown.join(", "))
}

/// A player's name as a key: as it is where YAML reads it as that text,
/// else in double quotes.
fn name_text(name: &str) -> String {
    let plain = name.chars().next().is_some_and(char::is_alphabetic)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | '\'' | '-' | '_'))
        && !name.ends_with(' ')
        && !matches!(
            name.to_ascii_lowercase().as_str(),
            "null" | "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n"
        );
    if plain {
        name.to_owned()
    } else {
        let escaped = name.replace('\\', "\\\\").replace('"', "\\\"");
        format!("\"{escaped}\"")
    }
}

/// The edit that puts `shown: text` into the hand `tree` after its value
/// `last` (the events): in brackets, after a comma; in block style, on a line
/// of its own after the line the events end on, indented as the hand's keys.
fn shown_after(tree: &Value, last: &Value, text: &str, source: &str) -> Edit {
    if tree.flow {
        return Edit {
            start: last.end,
            end: last.end,
            text: format!(", shown: {text}"),
        };
    }
    let line_start = source[..tree.start].rfind('\n').map_or(0, |at| at + 1);
    let indent = " ".repeat(source[line_start..tree.start].chars().count());
    match source[last.end..].find('\n') {
        Some(at) => {
            let end = last.end + at;
            let newline = if source[..end].ends_with('\r') {
                "\r\n"
            } else {
                "\n"
            };
            Edit {
                start: end + 1,
                end: end + 1,
                text: format!("{indent}shown: {text}{newline}"),
            }
        }
        None => Edit {
            start: source.len(),
            end: source.len(),
            text: format!("\n{indent}shown: {text}"),
        },
    }
}
