//! Going on with a transcript already written: by the recorder, by hand, or
//! both.
//!
//! The text is read as `nos check` reads it. Every hand that is over stays
//! as it is written, word for word; a last hand the replay finds unfinished
//! (the recorder stopped mid-hand) becomes the hand being played again, its
//! events turned back into entries, so that the next line goes on from
//! where the file stops. A hand that cannot be read, or that the replay
//! cannot go past, is the table's to correct by hand: the recorder says
//! which and where, and goes no further.

use crate::command::{RulesChoice, reading_for};
use crate::replay::{HandEntry, judge_all};
use crate::report::Source;
use crate::rules::seat::BySeat;
use crate::rules::tile::Tile;
use crate::transcript::session::{Action, Hand};
use crate::transcript::writing::announcement_text;

use super::line::{Act, Entry, Taken, Typed};
use super::session::{RecordError, Recording, why_at};

impl Recording {
    /// Goes on with the transcript `text`: with the next hand, or with the
    /// unfinished hand where it stops.
    ///
    /// # Errors
    /// [`RecordError::Unusable`] for a text that cannot be read, a hand that
    /// cannot be judged, or a list of hands the recorder cannot add to.
    pub fn resume(text: &str, choice: &RulesChoice) -> Result<Recording, RecordError> {
        let session = crate::read(text).map_err(|problems| {
            let why = why_at(problems.first());
            RecordError::Unusable(crate::words!("record-unusable-transcript", why = why))
        })?;
        if let Some(broken) = session.broken.first() {
            return Err(RecordError::Unusable(crate::words!(
                "record-unusable-hand-unread",
                hand = broken.number,
                why = why_at(broken.problems.first())
            )));
        }
        let rules = reading_for(&session, choice, &|_| Source::new("<recording>", "")).map_err(
            |(problems, _)| {
                RecordError::Unusable(
                    problems
                        .first()
                        .map_or_else(String::new, |p| p.message.clone()),
                )
            },
        )?;
        let verdict = judge_all(&session, rules);
        let Some(last) = session.hands.last() else {
            return Err(RecordError::Unusable(crate::words!(
                "record-unusable-no-hand"
            )));
        };
        let indent = indent_of(text, last)?;
        let players = &session.players;
        for entry in verdict.entries() {
            let HandEntry::Unjudged(unjudged) = entry else {
                continue;
            };
            // The last hand is the one being played: stopped before its end,
            // or at an event a later one may explain. Any other is the
            // table's to correct by hand.
            if unjudged.number != last.number {
                return Err(RecordError::Unusable(crate::words!(
                    "record-unusable-hand-unjudged",
                    hand = unjudged.number,
                    why = why_at(unjudged.problems.first())
                )));
            }
            // The last hand stops before it is over: it is played on.
            if last.scoresheet.is_some() || last.on_set.is_some() || last.tiebreak.is_some() {
                return Err(RecordError::Unusable(crate::words!(
                    "record-unusable-not-over",
                    hand = last.number
                )));
            }
            let start = line_start(text, last.span.line);
            let head = text[..start].to_owned();
            let entries = entries_of(last, players);
            return Recording::from_head(
                head,
                last.number == 1,
                indent,
                last.number,
                entries,
                choice,
            );
        }
        let mut head = text.to_owned();
        if !head.ends_with('\n') {
            head.push('\n');
        }
        Recording::from_head(
            head,
            false,
            indent,
            session.hand_count + 1,
            Vec::new(),
            choice,
        )
    }
}

/// Where line `line` (from 1) starts in `text`.
fn line_start(text: &str, line: usize) -> usize {
    text.split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum()
}

/// The indentation of the list's items, from the line `hand` starts on.
fn indent_of(text: &str, hand: &Hand) -> Result<String, RecordError> {
    let start = line_start(text, hand.span.line);
    let line = text[start..].lines().next().unwrap_or_default();
    let indent: String = line.chars().take_while(|c| *c == ' ').collect();
    if line[indent.len()..].starts_with("- ") {
        Ok(indent)
    } else {
        Err(RecordError::Unusable(crate::words!(
            "record-unusable-indent",
            line = hand.span.line
        )))
    }
}

fn typed(tile: Tile) -> Typed {
    (tile.high(), tile.low())
}

/// Seen tiles and as many more not seen, as one entry's tiles.
fn taken(seen: &[Tile], unseen: u8) -> Taken {
    if seen.is_empty() {
        return Taken::Count(unseen);
    }
    let mut tiles: Vec<Option<Typed>> = seen.iter().map(|&t| Some(typed(t))).collect();
    tiles.extend(std::iter::repeat_n(None, usize::from(unseen)));
    Taken::Tiles(tiles)
}

/// A hand's deal, events and the tiles shown or counted, as entries.
pub(super) fn entries_of(hand: &Hand, players: &BySeat<String>) -> Vec<Entry> {
    let mut entries = Vec::new();
    // A hand without `deal` has every deal's place at the hand's own.
    let dealt = hand.deal_spans.values().any(|span| *span != hand.span);
    for seat in players.seats().filter(|s| hand.present[*s] && dealt) {
        entries.push(Entry::Deal(
            seat,
            taken(&hand.deal[seat], hand.deal_unseen[seat]),
        ));
    }
    for event in &hand.events {
        let act = match &event.action {
            Action::Draw(tiles) => Act::Draw(taken(tiles, event.unseen)),
            Action::Return(tiles) => Act::Return(taken(tiles, event.unseen)),
            Action::Set(tile) => Act::Set(*tile),
            Action::Announce(announcement) => Act::Announce(announcement_text(announcement, false)),
            Action::Declare(tiles) => Act::Declare(tiles.iter().map(|&t| typed(t)).collect()),
            Action::Play { written, at } => Act::Play {
                tile: *written,
                at: *at,
            },
            Action::Takeback(tile) => Act::Takeback(typed(*tile)),
            Action::Claim(points) => Act::Claim(*points),
            Action::Says(saying) => Act::Says(*saying),
            Action::Conduct(conduct) => Act::Conduct(*conduct),
        };
        entries.push(Entry::Event(event.seat, act));
    }
    for (seat, shown) in hand.shown.iter() {
        if let Some(tiles) = shown {
            entries.push(Entry::Shown(
                seat,
                tiles.value.iter().map(|&t| typed(t)).collect(),
            ));
        }
    }
    for (seat, count) in hand.counts.iter() {
        if let Some(count) = count {
            entries.push(Entry::Count(seat, count.value));
        }
    }
    entries
}
