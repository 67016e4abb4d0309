//! Finding the hands: one pass over the parser's events that reads the
//! session and marks where each hand starts and ends, without building them,
//! so a transcript of any length is found in the same memory.

use super::*;

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
            "the transcript's outline cannot be read",
        )
        .label("here")
        .help("a transcript is one YAML document with `session:` and `hands:`, a list of hands"),
    }
}

/// The outline, or `None` at the first thing that is not as a transcript's outline must be.
pub(super) fn scan(source: &str) -> Option<Outline> {
    use serde_saphyr::granit_parser::{Event, Parser};
    let mut parser = Parser::new_from_str(source);
    let mut next = move || parser.next_event()?.ok();
    if !matches!(next()?.0, Event::StreamStart) || !matches!(next()?.0, Event::DocumentStart(..)) {
        return None;
    }
    if !matches!(next()?.0, Event::MappingStart(..)) {
        return None;
    }
    let mut session = None;
    let mut hands = None;
    let mut crossing = false;
    loop {
        let (event, _) = next()?;
        match event {
            Event::MappingEnd => break,
            Event::Scalar(key, ..) if key == "session" && session.is_none() => {
                let first = next()?;
                session = Some(extent_of(first, &mut next, source, &mut crossing)?);
            }
            Event::Scalar(key, ..) if key == "hands" && hands.is_none() => {
                let (start, span) = next()?;
                if !matches!(start, Event::SequenceStart(..)) {
                    return None;
                }
                let mut extents = Vec::new();
                loop {
                    let item = next()?;
                    if matches!(item.0, Event::SequenceEnd) {
                        break;
                    }
                    extents.push(extent_of(item, &mut next, source, &mut crossing)?);
                }
                hands = Some((place(span.start, source), extents));
            }
            _ => return None,
        }
    }
    if !matches!(next()?.0, Event::DocumentEnd) || !matches!(next()?.0, Event::StreamEnd) {
        return None;
    }
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

/// The parser's events over a text, as the outline reads them.
pub(super) struct Events<'a> {
    parser: serde_saphyr::granit_parser::Parser<'a, serde_saphyr::granit_parser::StrInput<'a>>,
}

impl<'a> Events<'a> {
    fn new(source: &'a str) -> Events<'a> {
        Events {
            parser: serde_saphyr::granit_parser::Parser::new_from_str(source),
        }
    }

    /// The next event, or `None` at the end or at the first thing that is not YAML.
    fn next(&mut self) -> Option<Parsed<'a>> {
        self.parser.next_event()?.ok()
    }

    /// Whether the next event is `what`.
    fn expect(
        &mut self,
        what: impl Fn(&serde_saphyr::granit_parser::Event<'a>) -> bool,
    ) -> Option<()> {
        what(&self.next()?.0).then_some(())
    }

    /// The extent of the value that starts with the next event.
    fn value(&mut self, source: &str, crossing: &mut bool) -> Option<Extent> {
        let first = self.next()?;
        extent_of(first, &mut || self.next(), source, crossing)
    }
}

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
    open_at(source).ok_or_else(|| top_level_problem(source))
}

pub(super) fn open_at(source: &str) -> Option<Opening<'_>> {
    use serde_saphyr::granit_parser::Event;
    let mut events = Events::new(source);
    events.expect(|e| matches!(e, Event::StreamStart))?;
    events.expect(|e| matches!(e, Event::DocumentStart(..)))?;
    events.expect(|e| matches!(e, Event::MappingStart(..)))?;
    let mut crossing = false;
    let (event, _) = events.next()?;
    let session_first = match event {
        Event::Scalar(key, ..) if key == "session" => true,
        Event::Scalar(key, ..) if key == "hands" => false,
        _ => return None,
    };
    let (session, events) = if session_first {
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Event::Scalar(key, ..) if key == "hands"))?;
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
        events.expect(|e| matches!(e, Event::Scalar(key, ..) if key == "session"))?;
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Event::MappingEnd))?;
        events.expect(|e| matches!(e, Event::DocumentEnd))?;
        events.expect(|e| matches!(e, Event::StreamEnd))?;
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
        use serde_saphyr::granit_parser::Event;
        let (start, span) = self.events.next()?;
        matches!(start, Event::SequenceStart(..)).then(|| place(span.start, self.source))
    }

    /// The next hand's extent, `Ok(None)` after the last; `None` at the first
    /// thing that is not as a transcript's outline must be.
    fn next_extent(&mut self) -> Option<Option<Extent>> {
        use serde_saphyr::granit_parser::Event;
        if self.done {
            return Some(None);
        }
        let item = self.events.next()?;
        if matches!(item.0, Event::SequenceEnd) {
            if self.session_first {
                self.events.expect(|e| matches!(e, Event::MappingEnd))?;
                self.events.expect(|e| matches!(e, Event::DocumentEnd))?;
                self.events.expect(|e| matches!(e, Event::StreamEnd))?;
            }
            self.done = true;
            return Some(None);
        }
        let source = self.source;
        let events = &mut self.events;
        if let Some(keeper) = &mut self.keeper {
            keeper.begin();
            keeper.keep(&item);
            let mut next = || {
                let next = events.next();
                if let Some(parsed) = &next {
                    keeper.keep(parsed);
                }
                next
            };
            return extent_of(item, &mut next, source, &mut self.crossing).map(Some);
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

/// The place of a parser's marker.
pub(super) fn place(marker: serde_saphyr::granit_parser::Marker, source: &str) -> Span {
    Span {
        offset: offset_of(marker, source),
        len: 0,
        line: marker.line(),
        column: marker.col() + 1,
    }
}

/// The byte offset of a parser's marker.
pub(super) fn offset_of(marker: serde_saphyr::granit_parser::Marker, source: &str) -> usize {
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
    use serde_saphyr::granit_parser::{Event, StructureStyle};
    let (mut event, mut span) = first;
    let start = place(span.start, source);
    let mut end = start.offset;
    // The style of each list or mapping still open.
    let mut open: Vec<StructureStyle> = Vec::new();
    // The anchors defined inside the value.
    let mut anchors: Vec<usize> = Vec::new();
    let mut aliases = false;
    loop {
        match event {
            Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                open.push(style);
                anchors.push(anchor);
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let style = open.pop()?;
                if style == StructureStyle::Flow {
                    end = end.max(offset_of(span.end, source));
                }
            }
            Event::Scalar(_, _, anchor, _) => {
                anchors.push(anchor);
                end = end.max(offset_of(span.end, source));
                if span.is_empty() {
                    // An empty value stands at its key's colon: keep the colon.
                    let at = offset_of(span.start, source);
                    let after = source[at..].trim_start_matches([' ', '\t']);
                    if after.starts_with(':') {
                        end = end.max(source.len() - after.len() + 1);
                    }
                }
            }
            Event::Alias(anchor) => {
                aliases = true;
                *crossing |= !anchors.contains(&anchor);
                end = end.max(offset_of(span.end, source));
            }
            _ => {}
        }
        if open.is_empty() {
            break;
        }
        (event, span) = next()?;
    }
    Some(Extent {
        start: start.offset,
        end,
        line: start.line,
        column: start.column,
        aliases,
    })
}

pub(super) type Parsed<'a> = (
    serde_saphyr::granit_parser::Event<'a>,
    serde_saphyr::granit_parser::Span,
);
