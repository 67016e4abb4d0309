//! Finding the hands: one pass over the parser's events that reads the
//! session and marks where each hand starts and ends, without building them,
//! so a transcript of any length is found in the same memory.

mod parser;
mod stretches;

use super::*;

pub(crate) use parser::*;
pub use stretches::*;

use serde::Deserialize;
use serde::de::{self};

use crate::transcript::problem::Problem;

/// Where a value stands in the text: from its first character to just past its last.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Extent {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// Line of the first character, from 1.
    pub line: usize,
    /// Column of the first character, in characters, from 1.
    pub column: usize,
    /// Whether the value holds an alias (`*name`).
    pub aliases: bool,
}

impl Extent {
    /// The place of the value's first character.
    #[must_use]
    pub fn span(&self) -> Span {
        Span {
            offset: self.start,
            len: 0,
            line: self.line,
            column: self.column,
        }
    }
}

/// The transcript's shape: where the session and each hand stand, found
/// without reading their contents, so that each can be read on its own.
#[derive(Clone, Debug)]
pub struct Outline {
    /// The value of `session`.
    pub session: Extent,
    /// Where the value of `hands` starts.
    pub hands_span: Span,
    /// Each hand, in order.
    pub hands: Vec<Extent>,
    /// Whether an alias names an anchor outside its own hand (or session).
    pub crossing: bool,
}

/// Finds the session and each hand in the transcript's text.
///
/// One pass over the parser's events, without building values: a hand's
/// contents are not read here, so a mistake inside one hand leaves the others
/// readable. The text must be YAML throughout and shaped like a transcript at
/// the top (`session` and `hands`, a list of hands).
///
/// # Errors
/// The problem that makes the whole text unreadable: not YAML, not one
/// document, or not `session:` and `hands:` with a list.
pub fn outline(source: &str) -> Result<Outline, Problem> {
    scan(source).ok_or_else(|| top_level_problem(source))
}

/// The top level as the reader sees it when the scan finds something wrong.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // Read only for the problem it raises.
pub(super) struct TopLevel {
    session: de::IgnoredAny,
    hands: Vec<de::IgnoredAny>,
}

/// The problem with a text whose outline cannot be found: the reader's own
/// error for the whole text, so that it reads the same as any other.
pub(super) fn top_level_problem(source: &str) -> Problem {
    match serde_saphyr::from_str_with_options::<TopLevel>(source, options()) {
        Err(error) => crate::transcript::problem::from_yaml(&error, source),
        // The reader takes the text, the scan did not: say so at the start.
        Ok(_) => Problem::new(
            crate::transcript::problem::ProblemKind::Yaml,
            Span {
                offset: 0,
                len: 0,
                line: 1,
                column: 1,
            },
            crate::words!("problem-outline"),
        )
        .label(crate::words!("problem-here-label"))
        .help(crate::words!("problem-outline-help")),
    }
}

/// The outline, or `None` at the first thing that is not as a transcript's outline must be.
pub(super) fn scan(source: &str) -> Option<Outline> {
    let mut events = Events::new(source);
    events.expect(|e| matches!(e, Step::StreamStart))?;
    events.expect(|e| matches!(e, Step::DocumentStart))?;
    events.expect(|e| matches!(e, Step::Start { map: true, .. }))?;
    let mut session = None;
    let mut hands = None;
    let mut crossing = false;
    loop {
        let (step, _) = events.next()?;
        match step {
            Step::End { map: true } => break,
            Step::Scalar { text, .. } if text == "session" && session.is_none() => {
                session = Some(events.value(source, &mut crossing)?);
            }
            Step::Scalar { text, .. } if text == "hands" && hands.is_none() => {
                let (start, at) = events.next()?;
                if !matches!(start, Step::Start { map: false, .. }) {
                    return None;
                }
                let mut extents = Vec::new();
                loop {
                    let item = events.next()?;
                    if matches!(item.0, Step::End { map: false }) {
                        break;
                    }
                    extents.push(extent_of(
                        item,
                        &mut || events.next(),
                        source,
                        &mut crossing,
                    )?);
                }
                hands = Some((at.span(), extents));
            }
            _ => return None,
        }
    }
    events.expect(|e| matches!(e, Step::DocumentEnd))?;
    events.expect(|e| matches!(e, Step::StreamEnd))?;
    let (hands_span, hands) = hands?;
    Some(Outline {
        session: session?,
        hands_span,
        hands,
        crossing,
    })
}

/// The largest hand the referee reads, in bytes (1 MiB).
///
/// A hand at a real table is at most a few hundred events of a line each: a
/// few kilobytes, with comments. A hand over a mebibyte is not a record of
/// play, and reading it as one would take time and memory out of proportion,
/// so it is refused on its own, at its line, like any hand that cannot be read.
/// The session's facts are held to the same bound.
pub const MAX_HAND_BYTES: usize = 1024 * 1024;

/// The hands of a transcript found one at a time, in order, as the parser
/// reaches them: the outline of a transcript of any length, without a list.
pub struct Hands<'a> {
    source: &'a str,
    events: Events<'a>,
    /// Whether `session` comes before `hands`, so that the keys after the
    /// hands are still to be checked.
    session_first: bool,
    /// Whether the list of hands has ended (or the text turned out not to be
    /// a transcript).
    done: bool,
    /// Whether an alias so far names an anchor outside its own hand.
    crossing: bool,
    /// The events of the hand last found, when they are kept.
    keeper: Option<events::Keeper<'a>>,
}

/// The top of a transcript: where the session's facts stand, where the list
/// of hands starts, and the hands to be found one by one.
pub struct Opening<'a> {
    /// The value of `session`.
    pub session: Extent,
    /// Where the value of `hands` starts.
    pub hands_span: Span,
    /// The hands.
    pub hands: Hands<'a>,
}

/// Finds the session and the start of the list of hands.
///
/// # Errors
/// The problem that makes the whole text unreadable (see [`outline`]), as far
/// as the text is read to find the session.
pub fn open(source: &str) -> Result<Opening<'_>, Problem> {
    if let Some(start) = start_of_no_transcript(source) {
        return Err(top_level_problem(start));
    }
    open_at(source).ok_or_else(|| top_level_problem(source))
}

/// How much of a long text's start is looked at first to tell whether it
/// can be a transcript at all (64 KiB).
pub const START_BYTES: usize = 64 * 1024;

/// How far before the end of that start the top's first value must begin for
/// its kind to be settled: a key's colon stands on its line within 1,024
/// characters of the key's start.
const KEY_ROOM: usize = 8 * 1024;

/// The start of `source` (its first [`START_BYTES`] bytes, to a character's
/// end) when the text is longer and its start already shows that it is no
/// transcript: its top value is a text, a list or an alias, where a
/// transcript's is a mapping of `session` and `hands`.
///
/// What a text's top value is shows where that value begins, whatever
/// follows: a text that starts as one long scalar (`yes` piped in, or a
/// file of one word repeated) is told so from its start, rather than being
/// read whole by a parser that holds the whole scalar in memory.
#[must_use]
pub fn start_of_no_transcript(source: &str) -> Option<&str> {
    if source.len() <= START_BYTES {
        return None;
    }
    let mut cut = START_BYTES;
    while !source.is_char_boundary(cut) {
        cut -= 1;
    }
    let start = &source[..cut];
    let mut events = Events::new(start);
    events.expect(|e| matches!(e, Step::StreamStart))?;
    events.expect(|e| matches!(e, Step::DocumentStart))?;
    let (top, at) = events.next()?;
    let settled = at.start + KEY_ROOM < cut;
    let other = matches!(
        top,
        Step::Scalar { .. } | Step::Start { map: false, .. } | Step::Alias(_)
    );
    (settled && other).then_some(start)
}

pub(super) fn open_at(source: &str) -> Option<Opening<'_>> {
    let mut events = Events::new(source);
    events.expect(|e| matches!(e, Step::StreamStart))?;
    events.expect(|e| matches!(e, Step::DocumentStart))?;
    events.expect(|e| matches!(e, Step::Start { map: true, .. }))?;
    let mut crossing = false;
    let (step, _) = events.next()?;
    let session_first = match step {
        Step::Scalar { text, .. } if text == "session" => true,
        Step::Scalar { text, .. } if text == "hands" => false,
        _ => return None,
    };
    let (session, events) = if session_first {
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Step::Scalar { text, .. } if text == "hands"))?;
        (session, events)
    } else {
        // The hands come first: look past them for the session, then start
        // again at the first hand.
        let mut skip = Hands {
            source,
            events,
            session_first: false,
            done: false,
            crossing: false,
            keeper: None,
        };
        skip.list_start()?;
        while skip.next_extent()?.is_some() {}
        let mut events = skip.events;
        events.expect(|e| matches!(e, Step::Scalar { text, .. } if text == "session"))?;
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Step::End { map: true }))?;
        events.expect(|e| matches!(e, Step::DocumentEnd))?;
        events.expect(|e| matches!(e, Step::StreamEnd))?;
        let mut events = Events::new(source);
        for _ in 0..4 {
            events.next()?;
        }
        (session, events)
    };
    let mut hands = Hands {
        source,
        events,
        session_first,
        done: false,
        crossing,
        keeper: None,
    };
    let hands_span = hands.list_start()?;
    Some(Opening {
        session,
        hands_span,
        hands,
    })
}

impl<'a> Hands<'a> {
    /// These hands with each one's events kept as it is found, to build it from.
    pub(super) fn keeping(self) -> Hands<'a> {
        Hands {
            keeper: Some(events::Keeper::default()),
            ..self
        }
    }

    /// The events of the hand found last, if they were kept.
    pub(super) fn kept(&mut self) -> Option<Kept<'a>> {
        self.keeper.as_mut()?.take()
    }

    /// Reads the start of the list of hands; its place.
    fn list_start(&mut self) -> Option<Span> {
        let (start, at) = self.events.next()?;
        matches!(start, Step::Start { map: false, .. }).then(|| at.span())
    }

    /// The next hand's extent, `Ok(None)` after the last; `None` at the first
    /// thing that is not as a transcript's outline must be.
    fn next_extent(&mut self) -> Option<Option<Extent>> {
        if self.done {
            return Some(None);
        }
        let item = self.events.next()?;
        if matches!(item.0, Step::End { map: false }) {
            if self.session_first {
                self.events
                    .expect(|e| matches!(e, Step::End { map: true }))?;
                self.events.expect(|e| matches!(e, Step::DocumentEnd))?;
                self.events.expect(|e| matches!(e, Step::StreamEnd))?;
            }
            self.done = true;
            return Some(None);
        }
        let source = self.source;
        let events = &mut self.events;
        if let Some(keeper) = &mut self.keeper {
            return extent_keeping(item, events, keeper, source, &mut self.crossing).map(Some);
        }
        extent_of(item, &mut || events.next(), source, &mut self.crossing).map(Some)
    }

    /// Whether an alias read so far names an anchor outside its own hand.
    #[must_use]
    pub fn crossing(&self) -> bool {
        self.crossing
    }
}

impl Iterator for Hands<'_> {
    type Item = Result<Extent, Problem>;

    /// The next hand's extent; a problem, once, when the text turns out not to
    /// be YAML or not shaped like a transcript past the hands read so far.
    fn next(&mut self) -> Option<Self::Item> {
        match self.next_extent() {
            Some(extent) => extent.map(Ok),
            None if self.done => None,
            None => {
                self.done = true;
                Some(Err(top_level_problem(self.source)))
            }
        }
    }
}

/// As [`extent_of`], the value's events taken from `events` and kept by
/// `keeper` as a hand's, to build it from.
fn extent_keeping<'a>(
    first: Parsed<'a>,
    events: &mut Events<'a>,
    keeper: &mut events::Keeper<'a>,
    source: &str,
    crossing: &mut bool,
) -> Option<Extent> {
    let mut first = first;
    keeper.begin();
    keeper.keep(&mut first);
    let mut next = || {
        let mut next = events.next();
        if let Some(parsed) = &mut next {
            keeper.keep(parsed);
        }
        next
    };
    extent_of(first, &mut next, source, crossing)
}

/// The byte offset of a marker of `serde-saphyr`'s parser.
fn offset_of(marker: serde_saphyr::granit_parser::Marker, source: &str) -> usize {
    marker
        .byte_offset()
        .unwrap_or_else(|| {
            source
                .char_indices()
                .nth(marker.index())
                .map_or(source.len(), |(i, _)| i)
        })
        .min(source.len())
}

/// The extent of the value whose first event is `first`, taking the rest of
/// its events from `next`.
///
/// A block list or mapping ends where the next value begins, past blank lines
/// and comments, so its end is that of the last thing in it; a list or mapping
/// in brackets ends at its bracket.
///
/// `crossing` is set when an alias in the value names an anchor outside it.
pub(super) fn extent_of<'a>(
    first: Parsed<'a>,
    next: &mut impl FnMut() -> Option<Parsed<'a>>,
    source: &str,
    crossing: &mut bool,
) -> Option<Extent> {
    let (mut step, mut at) = first;
    let start = at.span();
    let mut end = start.offset;
    // Whether each list or mapping still open is in brackets.
    let mut open: smallvec::SmallVec<[bool; 16]> = smallvec::SmallVec::new();
    let mut anchors = Anchors::default();
    let mut aliases = false;
    loop {
        match step {
            Step::Start { flow, anchor, .. } => {
                open.push(flow);
                anchors.define(anchor);
            }
            Step::End { .. } => {
                let flow = open.pop()?;
                if flow {
                    end = end.max(at.end);
                }
            }
            Step::Scalar { anchor, .. } => {
                anchors.define(anchor);
                end = end.max(at.end);
                if at.start == at.end {
                    // An empty value stands at its key's colon: keep the colon.
                    let after = source[at.start..].trim_start_matches([' ', '\t']);
                    if after.starts_with(':') {
                        end = end.max(source.len() - after.len() + 1);
                    }
                }
            }
            Step::Alias(anchor) => {
                aliases = true;
                *crossing |= !anchors.hold(anchor);
                end = end.max(at.end);
            }
            _ => {}
        }
        if open.is_empty() {
            break;
        }
        (step, at) = next()?;
    }
    Some(Extent {
        start: start.offset,
        end,
        line: start.line,
        column: start.column,
        aliases,
    })
}

/// The anchors defined inside a value, as its events go by: a list of the
/// anchors themselves, and whether a list, mapping or scalar without one
/// (anchor 0) stands in it, so that the many values without an anchor take
/// no room.
#[derive(Default)]
struct Anchors {
    listed: Vec<usize>,
    unanchored: bool,
}

impl Anchors {
    /// A list, mapping or scalar with `anchor` (0 for none).
    fn define(&mut self, anchor: usize) {
        if anchor == 0 {
            self.unanchored = true;
        } else {
            self.listed.push(anchor);
        }
    }

    /// Whether `anchor` has been defined.
    fn hold(&self, anchor: usize) -> bool {
        if anchor == 0 {
            self.unanchored
        } else {
            self.listed.contains(&anchor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_told_from_its_start_when_its_top_is_no_mapping() {
        let long = |head: &str, line: &str| format!("{head}{}", line.repeat(START_BYTES));
        // A text, a list or an alias at the top: no transcript, whatever follows.
        for text in [
            long("", "y\n"),
            long("# a comment\n---\n", "word "),
            long("", "- a\n"),
            long("[", "1, "),
            long("&a ", "word\n"),
        ] {
            let start = start_of_no_transcript(&text);
            assert_eq!(start.map(str::len), Some(START_BYTES), "{}", &text[..20]);
        }
        // A mapping at the top, or a top that starts too near the end of the
        // start to be settled by it, is left to the reader.
        let session = "session:\n  players: [Anna, Bram, Cees]\nhands:\n";
        let hand = "  - deal: {Anna: [6-6], Bram: [5-5], Cees: [4-4]}\n";
        let comment = "# a long comment before anything else\n";
        let comments = comment.repeat(START_BYTES / comment.len() - 100);
        for text in [
            long(session, hand),
            long(
                "{session: {players: [Anna, Bram, Cees]}, hands: [",
                "{deal: {}}, ",
            ),
            long("? session\n: {}\n", hand),
            format!("{comments}{}", long(session, hand)),
            format!("%YAML 1.2\n---\n{comments}{}", long(session, hand)),
            format!(
                "--- # the evening\n{comments}{comments}{}",
                long(session, hand)
            ),
            format!("{comments}{}", long("", "y\n")),
            "y\n".repeat(START_BYTES / 2),
        ] {
            assert_eq!(start_of_no_transcript(&text), None, "{}", &text[..20]);
        }
        // A character of several bytes at the cut.
        let text = format!("{}{}", "y".repeat(START_BYTES - 1), "é".repeat(10));
        let start = start_of_no_transcript(&text);
        assert_eq!(start.map(str::len), Some(START_BYTES - 1));
    }
}
