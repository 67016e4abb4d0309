//! Entries written as the transcript writes them: an event's flow mapping,
//! a deal's, shown tiles' and a name's YAML.

use std::fmt::Write;

use crate::rules::layout::At;
use crate::transcript::{Conduct, Saying};

use super::line::{Act, Taken, Typed};

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
