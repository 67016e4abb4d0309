//! Entries written as the transcript writes them: an event's flow mapping,
//! a deal's, shown tiles' and a name's YAML.

use std::fmt::Write;

use crate::rules::layout::At;
use crate::transcript::{Conduct, Saying};

use crate::rules::seat::{BySeat, Seat};

use super::line::{Act, Entry, Taken, Typed};

/// A name as a YAML scalar: plain where it reads back as itself, else quoted.
pub(super) fn yaml_name(name: &str) -> String {
    let plain = name.chars().next().is_some_and(char::is_alphabetic)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == ' ')
        && !name.ends_with(' ')
        && !matches!(
            name.to_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "y" | "n"
        );
    if plain {
        return name.to_owned();
    }
    let mut quoted = String::from("\"");
    for c in name.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(quoted, "\\u{:04x}", u32::from(c));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

fn tile_text((a, b): Typed) -> String {
    format!("{a}-{b}")
}

/// Tiles as a transcript writes them: one alone, several as a list.
fn taken_text(taken: &Taken) -> String {
    match taken {
        Taken::Count(n) => n.to_string(),
        Taken::Tiles(tiles) => {
            let items: Vec<String> = tiles
                .iter()
                .map(|t| t.map_or_else(|| "?-?".to_owned(), tile_text))
                .collect();
            match items.as_slice() {
                [one] => one.clone(),
                _ => format!("[{}]", items.join(", ")),
            }
        }
    }
}

/// A list of tiles, always as a list.
pub(super) fn tiles_text(tiles: &[Typed]) -> String {
    let items: Vec<String> = tiles.iter().map(|&t| tile_text(t)).collect();
    format!("[{}]", items.join(", "))
}

/// The value of a deal entry.
pub(super) fn dealt_text(taken: &Taken) -> String {
    match taken {
        Taken::Tiles(tiles) if tiles.len() == 1 => format!("[{}]", taken_text(taken)),
        _ => taken_text(taken),
    }
}

impl Act {
    /// The action as the transcript writes it, after `by`.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            Act::Play { tile, at: None } => format!("play: {}", tile_text(*tile)),
            Act::Play { tile, at: Some(at) } => {
                let at = match at {
                    At::Pip(pip) => pip.to_string(),
                    At::Arm(arm) => arm.word().to_owned(),
                };
                format!("play: {}, at: {at}", tile_text(*tile))
            }
            Act::Draw(taken) => format!("draw: {}", taken_text(taken)),
            Act::Return(taken) => format!("return: {}", taken_text(taken)),
            Act::Set(tile) => format!("set: {}", tile_text(*tile)),
            Act::Announce(value) => format!("announce: {value}"),
            Act::Declare(tiles) => format!("declare: {}", tiles_text(tiles)),
            Act::Takeback(tile) => format!("takeback: {}", tile_text(*tile)),
            Act::Claim(points) => format!("claim: {points}"),
            Act::Says(saying) => format!(
                "says: {}",
                match saying {
                    Saying::Pass => "pass",
                    Saying::Wait => "wait",
                    Saying::Nos => "nos",
                    Saying::Block => "block",
                }
            ),
            Act::Conduct(conduct) => format!(
                "conduct: {}",
                match conduct {
                    Conduct::Advice => "advice",
                    Conduct::CoveredTiles => "covered-tiles",
                    Conduct::ExposedTiles => "exposed-tiles",
                }
            ),
        }
    }

    /// The event as a line of the transcript's `events`: `{by: Anna, play: 4-5}`.
    #[must_use]
    pub fn event_text(&self, name: &str) -> String {
        format!("{{by: {}, {}}}", yaml_name(name), self.text())
    }
}

/// The hand's item in the list of hands, with `extra` events after the
/// entries' and the scoresheet when the hand is ended; nothing for a
/// hand without entries.
pub(super) fn hand_text(
    players: &BySeat<String>,
    indent: &str,
    entries: &[Entry],
    extra: &[String],
    sheet: Option<&[(Seat, i64)]>,
) -> String {
    if entries.is_empty() && extra.is_empty() {
        return String::new();
    }
    let i = indent;
    let name = |seat: Seat| yaml_name(&players[seat]);
    let mut out = String::new();
    let key = |out: &mut String, text: &str| {
        if out.is_empty() {
            out.push_str(&format!("{i}- {text}\n"));
        } else {
            out.push_str(&format!("{i}  {text}\n"));
        }
    };
    // A deal typed for some players only: the others took the proper
    // number, none seen, as a hand without `deal` has it.
    let typed_deal = |seat: Seat| {
        entries.iter().find_map(|e| match e {
            Entry::Deal(s, taken) if *s == seat => Some(dealt_text(taken)),
            _ => None,
        })
    };
    if entries.iter().any(|e| matches!(e, Entry::Deal(..))) {
        key(&mut out, "deal:");
        let proper = 8usize.saturating_sub(players.len()).to_string();
        for seat in players.seats() {
            let dealt = typed_deal(seat).unwrap_or_else(|| proper.clone());
            out.push_str(&format!("{i}    {}: {dealt}\n", name(seat)));
        }
    }
    let events: Vec<String> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Event(seat, act) => Some(act.event_text(&players[*seat])),
            _ => None,
        })
        .chain(extra.iter().cloned())
        .collect();
    if events.is_empty() {
        key(&mut out, "events: []");
    } else {
        key(&mut out, "events:");
        for event in events {
            out.push_str(&format!("{i}    - {event}\n"));
        }
    }
    let shown: Vec<String> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Shown(seat, tiles) => Some(format!("{}: {}", name(*seat), tiles_text(tiles))),
            _ => None,
        })
        .collect();
    if !shown.is_empty() {
        key(&mut out, &format!("shown: {{{}}}", shown.join(", ")));
    }
    let counts: Vec<String> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Count(seat, count) => Some(format!("{}: {count}", name(*seat))),
            _ => None,
        })
        .collect();
    if !counts.is_empty() {
        key(&mut out, &format!("counts: {{{}}}", counts.join(", ")));
    }
    if let Some(sheet) = sheet.filter(|sheet| !sheet.is_empty()) {
        let figures: Vec<String> = sheet
            .iter()
            .map(|(seat, figure)| format!("{}: {figure}", name(*seat)))
            .collect();
        key(&mut out, &format!("scoresheet: {{{}}}", figures.join(", ")));
    }
    out
}
