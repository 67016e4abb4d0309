//! Finding the hands: one pass over the parser's events that reads the
//! session and marks where each hand starts and ends, without building them,
//! so a transcript of any length is found in the same memory.

use super::*;

use std::borrow::Cow;

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

/// A parser's event as the outline reads it, whichever parser read it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Step<'a> {
    StreamStart,
    StreamEnd,
    DocumentStart,
    DocumentEnd,
    /// The start of a list, or of a mapping (`map`), in brackets (`flow`) or not.
    Start {
        map: bool,
        flow: bool,
        anchor: usize,
        tagged: bool,
    },
    /// The end of a list, or of a mapping (`map`).
    End {
        map: bool,
    },
    Scalar {
        text: Cow<'a, str>,
        plain: bool,
        anchor: usize,
        tagged: bool,
    },
    Alias(usize),
    /// Anything else a parser gives, which no transcript's outline holds.
    Other,
}

/// Where an event stands in the text: byte offsets of its first character and
/// just past its last, and the line (from 1) and column (from 0) where it
/// starts and the line where it ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct At {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) end_line: usize,
}

impl At {
    /// The place of the event's first character.
    pub(super) fn span(self) -> Span {
        Span {
            offset: self.start,
            len: 0,
            line: self.line,
            column: self.column + 1,
        }
    }
}

pub(super) type Parsed<'a> = (Step<'a>, At);

/// The parser's events over a text, as the outline reads them.
///
/// They come from `saphyr-parser`, the fastest, as long as the text is plain
/// YAML: lists and mappings without anchors or tags, and plain scalars. At the
/// first thing that is not (a quoted or block scalar, whose place that parser
/// stretches over the comments after it; an anchor, a tag, an alias) or that
/// it cannot read, the text is read again from the start by the parser
/// `serde-saphyr` reads with, which goes on from the same event. So the places
/// found are that parser's, and what is YAML is what the reader says it is.
pub(super) struct Events<'a> {
    source: &'a str,
    parser: Parser<'a>,
    /// How many events have been given.
    given: usize,
    offsets: Offsets<'a>,
    /// Where `source` stands in the whole text, when it is a stretch of it:
    /// the byte offset of its start, and the line breaks before it.
    base: usize,
    lines_before: usize,
}

enum Parser<'a> {
    Fast(Box<saphyr_parser::Parser<'a, saphyr_parser::StrInput<'a>>>),
    Sure(Box<GranitParser<'a>>),
}

type GranitParser<'a> =
    serde_saphyr::granit_parser::Parser<'a, serde_saphyr::granit_parser::StrInput<'a>>;

impl<'a> Events<'a> {
    pub(super) fn new(source: &'a str) -> Events<'a> {
        Events {
            source,
            parser: Parser::Fast(Box::new(saphyr_parser::Parser::new_from_str(source))),
            given: 0,
            offsets: Offsets::new(source),
            base: 0,
            lines_before: 0,
        }
    }

    /// The events of `stretch`, a stretch of a longer text that starts `base`
    /// bytes into it after `lines_before` line breaks, read as a text of its
    /// own, each placed where it stands in the longer text.
    fn part(stretch: &'a str, base: usize, lines_before: usize) -> Events<'a> {
        Events {
            base,
            lines_before,
            // A stretch is short, and read whole: whether each character is
            // one byte is looked at once, not as the parser goes.
            offsets: Offsets {
                ascii: stretch.is_ascii(),
                ..Offsets::new(stretch)
            },
            ..Events::new(stretch)
        }
    }

    /// The next event, or `None` at the end or at the first thing that is not YAML.
    pub(super) fn next(&mut self) -> Option<Parsed<'a>> {
        let (step, at) = self.next_here()?;
        let at = At {
            start: at.start + self.base,
            end: at.end + self.base,
            line: at.line + self.lines_before,
            column: at.column,
            end_line: at.end_line + self.lines_before,
        };
        Some((step, at))
    }

    /// The next event, placed in `source`.
    fn next_here(&mut self) -> Option<Parsed<'a>> {
        loop {
            match &mut self.parser {
                Parser::Fast(parser) => {
                    if let Ok((event, span)) = parser.next_event()?
                        && let Some(parsed) = self.fast(event, span)
                    {
                        self.given += 1;
                        return Some(parsed);
                    }
                    let mut sure = GranitParser::new_from_str(self.source);
                    for _ in 0..self.given {
                        sure.next_event()?.ok()?;
                    }
                    self.parser = Parser::Sure(Box::new(sure));
                }
                Parser::Sure(parser) => {
                    let (event, span) = parser.next_event()?.ok()?;
                    self.given += 1;
                    return Some(sure(event, span, self.source));
                }
            }
        }
    }

    /// An event of `saphyr-parser`, if it is one of plain YAML, which that
    /// parser places as `serde-saphyr`'s does; `None` for anything else.
    fn fast(
        &mut self,
        event: saphyr_parser::Event<'a>,
        span: saphyr_parser::Span,
    ) -> Option<Parsed<'a>> {
        use saphyr_parser::{Event, ScalarStyle};
        let start = self.offsets.byte(span.start.index());
        let mut end = self.offsets.byte(span.end.index());
        let bracket = |open: u8| self.source.as_bytes().get(start) == Some(&open);
        // The end of a list or mapping in brackets is its bracket (this parser
        // stretches it over the spaces and the comment after it).
        if matches!(event, Event::SequenceEnd | Event::MappingEnd)
            && (bracket(b']') || bracket(b'}'))
        {
            end = start + 1;
        }
        // This parser does not say whether a list or mapping is in brackets:
        // one in brackets (without anchor or tag) starts at its bracket.
        let start_of = |map: bool, open: u8| Step::Start {
            map,
            flow: bracket(open),
            anchor: 0,
            tagged: false,
        };
        let step = match event {
            Event::StreamStart => Step::StreamStart,
            Event::StreamEnd => Step::StreamEnd,
            Event::DocumentStart(_) => Step::DocumentStart,
            Event::DocumentEnd => Step::DocumentEnd,
            // An empty value is a null, which the other parser writes `~`. A
            // plain word is the copy this parser made, kept to become the
            // value read, not made again.
            Event::Scalar(text, ScalarStyle::Plain, 0, None) => Step::Scalar {
                text: if text.is_empty() {
                    Cow::Borrowed("~")
                } else {
                    text
                },
                plain: true,
                anchor: 0,
                tagged: false,
            },
            Event::SequenceStart(0, None) => start_of(false, b'['),
            Event::MappingStart(0, None) => start_of(true, b'{'),
            Event::SequenceEnd => Step::End { map: false },
            Event::MappingEnd => Step::End { map: true },
            // A quoted or block scalar, an anchor, a tag, an alias.
            _ => return None,
        };
        let at = At {
            start,
            end,
            line: span.start.line(),
            column: span.start.col(),
            end_line: span.end.line(),
        };
        Some((step, at))
    }

    /// Whether the next event is `what`.
    fn expect(&mut self, what: impl Fn(&Step<'a>) -> bool) -> Option<()> {
        what(&self.next()?.0).then_some(())
    }

    /// The extent of the value that starts with the next event.
    fn value(&mut self, source: &str, crossing: &mut bool) -> Option<Extent> {
        let first = self.next()?;
        extent_of(first, &mut || self.next(), source, crossing)
    }
}

/// An event of `serde-saphyr`'s parser as the outline reads it.
fn sure<'a>(
    event: serde_saphyr::granit_parser::Event<'a>,
    span: serde_saphyr::granit_parser::Span,
    source: &str,
) -> Parsed<'a> {
    use serde_saphyr::granit_parser::{Event, ScalarStyle, StructureStyle};
    let at = At {
        start: offset_of(span.start, source),
        end: offset_of(span.end, source),
        line: span.start.line(),
        column: span.start.col(),
        end_line: span.end.line(),
    };
    let step = match event {
        Event::StreamStart => Step::StreamStart,
        Event::StreamEnd => Step::StreamEnd,
        Event::DocumentStart(..) => Step::DocumentStart,
        Event::DocumentEnd => Step::DocumentEnd,
        Event::Alias(anchor) => Step::Alias(anchor),
        Event::Scalar(text, style, anchor, tag) => Step::Scalar {
            text,
            plain: style == ScalarStyle::Plain,
            anchor,
            tagged: tag.is_some(),
        },
        Event::SequenceStart(style, anchor, tag) => Step::Start {
            map: false,
            flow: style == StructureStyle::Flow,
            anchor,
            tagged: tag.is_some(),
        },
        Event::MappingStart(style, anchor, tag) => Step::Start {
            map: true,
            flow: style == StructureStyle::Flow,
            anchor,
            tagged: tag.is_some(),
        },
        Event::SequenceEnd => Step::End { map: false },
        Event::MappingEnd => Step::End { map: true },
        _ => Step::Other,
    };
    (step, at)
}

/// Turns a parser's character index into a byte offset, from where the last
/// one was: the events come nearly in order, so each step is short, and the
/// text is looked at only as far as the parser has read it (a long file is
/// mapped, not read, and its pages are given back behind the reader).
struct Offsets<'a> {
    source: &'a str,
    /// The last index turned: in characters and in bytes.
    chars: usize,
    bytes: usize,
    /// Whether the whole text is known to be of one-byte characters, so that
    /// an index is its own offset.
    ascii: bool,
}

impl<'a> Offsets<'a> {
    fn new(source: &'a str) -> Offsets<'a> {
        Offsets {
            source,
            chars: 0,
            bytes: 0,
            ascii: false,
        }
    }

    /// The byte offset of the character at `index`.
    #[inline]
    fn byte(&mut self, index: usize) -> usize {
        if self.ascii {
            index.min(self.source.len())
        } else {
            self.byte_stepped(index)
        }
    }

    /// As [`Offsets::byte`], stepping from the last index turned.
    fn byte_stepped(&mut self, index: usize) -> usize {
        // A stretch of one-byte characters is as many bytes as characters.
        if index >= self.chars {
            let ahead = index - self.chars;
            if let Some(stretch) = self.source.get(self.bytes..self.bytes + ahead)
                && stretch.is_ascii()
            {
                self.bytes += ahead;
                self.chars = index;
                return self.bytes;
            }
        } else {
            let behind = self.chars - index;
            if let Some(stretch) = self.source.get(self.bytes - behind..self.bytes)
                && stretch.is_ascii()
            {
                self.bytes -= behind;
                self.chars = index;
                return self.bytes;
            }
        }
        while self.chars > index {
            let Some(c) = self.source[..self.bytes].chars().next_back() else {
                break;
            };
            self.bytes -= c.len_utf8();
            self.chars -= 1;
        }
        while self.chars < index {
            let Some(c) = self.source[self.bytes..].chars().next() else {
                break;
            };
            self.bytes += c.len_utf8();
            self.chars += 1;
        }
        self.bytes
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

/// A list of hands in block style, cut into stretches of whole hands that
/// are each read as a text of their own, so that several threads can find
/// hands at once.
///
/// A stretch starts at a line that starts like the list's first item (the
/// same indent, then `- `). Such a line could in principle lie inside
/// something that spans lines, so a stretch counts only if, read on its
/// own, it is one list at that indent of whole hands and nothing else: any
/// quoted value, list in brackets or block of text running across its end
/// leaves it unreadable on its own. Where a stretch does not count, the
/// hands from its first on are found by the one pass over the whole text.
pub struct Stretches<'a> {
    source: &'a str,
    /// The start of the line of the list's first item, and how many line
    /// breaks come before it.
    first: Cut,
    /// The indent of the items' dash, in bytes (spaces).
    dash: usize,
    /// A line break, the indent and `- `: where an item of the list may start.
    item: memchr::memmem::Finder<'static>,
    /// How long a stretch is at least, in bytes, unless the text ends first.
    size: usize,
}

/// Where a stretch starts: its byte offset, and the line breaks before it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cut {
    /// Byte offset of the start of a line.
    pub offset: usize,
    /// Line breaks before it.
    pub lines_before: usize,
}

/// A stretch of the list of hands: where it starts, and where the next one
/// starts (`None` at the end of the text).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stretch {
    /// Where it starts.
    pub start: Cut,
    /// Where the next starts.
    pub next: Option<Cut>,
}

/// The hands found in a stretch, each with its events when they were kept.
pub type FoundHands<'a> = Vec<(Extent, Option<Kept<'a>>)>;

impl<'a> Stretches<'a> {
    /// The stretches of the list of hands whose first item is at `list` in
    /// `source`, each `size` bytes long at least; `None` for a list that is
    /// not in block style with its dash after spaces only.
    #[must_use]
    pub fn new(source: &'a str, list: Span, size: usize) -> Option<Stretches<'a>> {
        let bytes = source.as_bytes();
        let at = list.offset;
        if bytes.get(at..at + 2) != Some(b"- ") {
            return None;
        }
        let line_start = memchr::memrchr2(b'\n', b'\r', &bytes[..at]).map_or(0, |i| i + 1);
        let dash = at - line_start;
        if !bytes[line_start..at].iter().all(|&b| b == b' ') {
            return None;
        }
        let mut item = Vec::with_capacity(dash + 3);
        item.push(b'\n');
        item.resize(dash + 1, b' ');
        item.extend_from_slice(b"- ");
        Some(Stretches {
            source,
            first: Cut {
                offset: line_start,
                lines_before: list.line.checked_sub(1)?,
            },
            dash,
            item: memchr::memmem::Finder::new(&item).into_owned(),
            size: size.max(1),
        })
    }

    /// Where the first stretch starts.
    #[must_use]
    pub fn first(&self) -> Cut {
        self.first
    }

    /// The stretch that starts at `start`: it runs to the first line `size`
    /// bytes on or more that starts like an item, or to the end of the text.
    #[must_use]
    pub fn from(&self, start: Cut) -> Stretch {
        let bytes = self.source.as_bytes();
        let from = (start.offset + self.size - 1).min(bytes.len());
        let next = self.item.find(&bytes[from..]).map(|i| {
            let offset = from + i + 1;
            Cut {
                offset,
                lines_before: start.lines_before + line_breaks(&bytes[start.offset..offset]),
            }
        });
        Stretch { start, next }
    }

    /// The hands in `stretch`, with their events kept, if it reads on its
    /// own as whole items of the list; `None` otherwise.
    #[must_use]
    pub fn hands(&self, stretch: Stretch) -> Option<FoundHands<'a>> {
        let start = stretch.start.offset;
        let end = stretch.next.map_or(self.source.len(), |next| next.offset);
        let text = self.source.get(start..end)?;
        let mut events = Events::part(text, start, stretch.start.lines_before);
        events.expect(|e| matches!(e, Step::StreamStart))?;
        events.expect(|e| matches!(e, Step::DocumentStart))?;
        let (list, at) = events.next()?;
        let block_list = Step::Start {
            map: false,
            flow: false,
            anchor: 0,
            tagged: false,
        };
        if list != block_list || at.start != start + self.dash {
            return None;
        }
        let mut found = Vec::new();
        let mut keeper = events::Keeper::default();
        let mut crossing = false;
        loop {
            let item = events.next()?;
            if matches!(item.0, Step::End { map: false }) {
                break;
            }
            let extent =
                extent_keeping(item, &mut events, &mut keeper, self.source, &mut crossing)?;
            if extent.aliases {
                return None;
            }
            found.push((extent, keeper.take()));
        }
        events.expect(|e| matches!(e, Step::DocumentEnd))?;
        events.expect(|e| matches!(e, Step::StreamEnd))?;
        if events.next().is_some() {
            return None;
        }
        // The last hand's open lists and mappings end where the stretch
        // does; in the whole text, at the next hand's dash.
        if let (Some(next), Some((_, Some(kept)))) = (stretch.next, found.last_mut()) {
            let dash = (next.offset + self.dash, next.lines_before + 1, self.dash);
            kept.move_ends(end, dash);
        }
        (!found.is_empty()).then_some(found)
    }
}

/// The line breaks in `bytes`, as YAML counts them: a line feed, a carriage
/// return and line feed together, or a carriage return alone.
fn line_breaks(bytes: &[u8]) -> usize {
    let feeds = memchr::memchr_iter(b'\n', bytes).count();
    let returns_alone = memchr::memchr_iter(b'\r', bytes)
        .filter(|&i| bytes.get(i + 1) != Some(&b'\n'))
        .count();
    feeds + returns_alone
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

    /// Every event of `source` as `serde-saphyr`'s parser alone gives them.
    fn sure_events(source: &str) -> Vec<Parsed<'_>> {
        let mut parser = GranitParser::new_from_str(source);
        std::iter::from_fn(|| parser.next_event()?.ok())
            .map(|(event, span)| sure(event, span, source))
            .map(placed)
            .collect()
    }

    /// Every event of `source` as the outline reads them, and whether the fast
    /// parser read to the end.
    fn outline_events(source: &str) -> (Vec<Parsed<'_>>, bool) {
        let mut events = Events::new(source);
        let read: Vec<Parsed<'_>> = std::iter::from_fn(|| events.next()).map(placed).collect();
        (read, matches!(events.parser, Parser::Fast(_)))
    }

    /// An event with the place the outline uses: none for the start and end
    /// of the stream and of a document (the parsers place `---` differently).
    fn placed((step, at): Parsed<'_>) -> Parsed<'_> {
        let unplaced = At {
            start: 0,
            end: 0,
            line: 0,
            column: 0,
            end_line: 0,
        };
        match step {
            Step::StreamStart | Step::StreamEnd | Step::DocumentStart | Step::DocumentEnd => {
                (step, unplaced)
            }
            _ => (step, at),
        }
    }

    /// Block and flow hands, names that are not ASCII, comments after a
    /// bracket, an empty value at a hand's end: all plain YAML.
    const PLAIN: &str = super::super::read::tests::MIXED;

    #[test]
    fn plain_yaml_is_read_by_the_fast_parser_with_the_same_places() {
        let (read, fast) = outline_events(PLAIN);
        assert!(fast, "plain YAML stays with the fast parser");
        assert_eq!(read, sure_events(PLAIN));
    }

    #[test]
    fn anything_else_is_read_on_by_serde_saphyrs_parser_from_the_same_event() {
        let cases = [
            (
                "a quoted scalar",
                "hands:\n  - a: \"x y\"   # c\n    b: 's'  # d\n  - c: 1\n",
            ),
            (
                "a block scalar",
                "hands:\n  - d: |\n      lit\n\n    e: >-\n      folded\n  # c\n  - f: 1\n",
            ),
            (
                "an anchor and an alias",
                "hands:\n  - f: &x [1]   # c\n    g: *x   # h\n",
            ),
            ("a tag", "hands:\n  - k: !tag v  # t\n    m: !!str [1]\n"),
            ("not YAML", "hands:\n  - a: [1\n  - b: 2\n"),
        ];
        for (what, source) in cases {
            let (read, fast) = outline_events(source);
            assert!(!fast, "{what}: read on by serde-saphyr's parser");
            assert_eq!(read, sure_events(source), "{what}");
        }
    }

    #[test]
    fn every_fixture_and_bad_transcript_is_read_with_the_same_events_and_places() {
        let mut read = 0;
        let folders = [
            "fixtures",
            "tests/bad",
            "tests/partial",
            "fuzz/seeds/raw_bytes",
        ];
        for (name, bytes) in crate::transcript::yaml_files(&folders) {
            let Ok(source) = String::from_utf8(bytes) else {
                continue;
            };
            let (events, _) = outline_events(&source);
            let mut sure = sure_events(&source);
            // Where the text is not YAML, both stop at the same event.
            sure.truncate(events.len());
            assert_eq!(events, sure, "{name}");
            read += 1;
        }
        assert!(read > 140, "{read} transcripts read");
    }

    #[test]
    fn a_generated_session_is_read_by_the_fast_parser_with_the_same_places() {
        let config = crate::simulate::Config::new(4, 40, 7);
        let text = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let (read, fast) = outline_events(&text);
        assert!(fast, "a generated session is plain YAML");
        assert_eq!(read, sure_events(&text));
    }

    /// Every hand of `source` as the one pass over the whole text finds it,
    /// with its kept events; `None` when the text is not a transcript at the top.
    fn found_in_one_pass(source: &str) -> Option<FoundHands<'_>> {
        let opening = open_at(source)?;
        let mut hands = opening.hands.keeping();
        let mut found = Vec::new();
        // Up to the end of the list, or to the first thing that is not YAML.
        while let Some(Some(extent)) = hands.next_extent() {
            found.push((extent, hands.kept()));
        }
        Some(found)
    }

    /// The hands of `source` found stretch by stretch, up to the first
    /// stretch that does not read on its own; and how many stretches read.
    fn found_in_stretches(source: &str, size: usize) -> Option<(FoundHands<'_>, usize)> {
        let opening = open_at(source)?;
        let stretches = Stretches::new(source, opening.hands_span, size)?;
        let mut found = Vec::new();
        let mut read = 0;
        let mut cut = Some(stretches.first());
        while let Some(start) = cut {
            let stretch = stretches.from(start);
            let Some(hands) = stretches.hands(stretch) else {
                break;
            };
            found.extend(hands);
            read += 1;
            cut = stretch.next;
        }
        Some((found, read))
    }

    /// Every transcript of the fixtures and the broken and partial ones, as text.
    fn transcripts() -> Vec<(String, String)> {
        crate::transcript::yaml_files(&["fixtures", "tests/bad", "tests/partial"])
            .into_iter()
            .filter_map(|(name, bytes)| Some((name, String::from_utf8(bytes).ok()?)))
            .collect()
    }

    #[test]
    fn the_hands_found_stretch_by_stretch_are_those_of_the_one_pass() {
        let mut split = 0;
        for (name, source) in transcripts() {
            let Some(whole) = found_in_one_pass(&source) else {
                continue;
            };
            for size in [1, 40, 300, 2_000, usize::MAX / 2] {
                let Some((found, read)) = found_in_stretches(&source, size) else {
                    continue;
                };
                // Up to the first stretch that does not read on its own, the
                // same hands, places and kept events; the rest is the one pass's.
                assert!(found.len() <= whole.len(), "{name}, stretches of {size}");
                assert!(found == whole[..found.len()], "{name}, stretches of {size}");
                if size == 1 && read > 1 {
                    split += 1;
                }
            }
        }
        assert!(split >= 10, "{split} transcripts cut into stretches");
    }

    #[test]
    fn a_generated_session_is_found_in_stretches_that_each_read_on_their_own() {
        let config = crate::simulate::Config::new(5, 60, 11);
        let text = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let whole = found_in_one_pass(&text).expect("a transcript");
        assert_eq!(whole.len(), 60);
        // Names of more than one byte a character, in some stretches only.
        let names = text.replacen("Anna", "Ännä", 700);
        let whole_names = found_in_one_pass(&names).expect("a transcript");
        for size in [1, 3_000] {
            let (found, _) = found_in_stretches(&names, size).expect("a list in block style");
            assert!(
                found == whole_names,
                "names not in ASCII, stretches of {size}"
            );
        }
        for size in [1, 500, 4_000] {
            let (found, read) = found_in_stretches(&text, size).expect("a list in block style");
            for (i, (a, b)) in found.iter().zip(&whole).enumerate() {
                assert_eq!(a, b, "hand {i}");
            }
            assert!(found == whole, "stretches of {size}");
            if size == 1 {
                assert_eq!(read, 60, "one hand a stretch");
            }
        }
    }

    #[test]
    fn a_stretch_that_does_not_end_the_list_whole_does_not_read_on_its_own() {
        // The session after the hands: the last stretch holds it too.
        let after = "hands:\n  - a: 1\n  - b: 2\nsession:\n  c: 3\n";
        let (found, read) = found_in_stretches(after, 1).expect("a list in block style");
        assert_eq!((found.len(), read), (1, 1));
        // A second document after the hands.
        let second = "session: {}\nhands:\n  - a: 1\n  - b: 2\n---\nc: 3\n";
        let (found, read) = found_in_stretches(second, 1).expect("a list in block style");
        assert_eq!((found.len(), read), (1, 1));
        // A quoted value running on past a line that starts like an item.
        let quoted = "session: {}\nhands:\n  - a: 1\n  - b: \"x\n  - c\"\n  - d: 4\n";
        let (found, read) = found_in_stretches(quoted, 1).expect("a list in block style");
        assert_eq!((found.len(), read), (1, 1));
        // A mistake in the YAML of hand 31: the stretches read up to it, as
        // the one pass does.
        let config = crate::simulate::Config::new(3, 40, 5);
        let text = crate::simulate::simulate(&config)
            .expect("the bots play")
            .text;
        let hand_31 = text.match_indices("\n  - ").nth(30).expect("40 hands").0;
        let line_end = hand_31 + 1 + text[hand_31 + 1..].find('\n').expect("a line");
        let broken = format!(
            "{}\n    bad: [unclosed{}",
            &text[..line_end],
            &text[line_end..]
        );
        let whole = found_in_one_pass(&broken).expect("a transcript at the top");
        assert_eq!(whole.len(), 30);
        let (found, read) = found_in_stretches(&broken, 1).expect("a list in block style");
        assert_eq!((found.len(), read), (30, 30));
        assert!(found == whole);
        // A list in brackets has no stretches.
        let flow = "session: {}\nhands: [{a: 1}, {b: 2}]\n";
        assert!(found_in_stretches(flow, 1).is_none());
    }

    #[test]
    fn line_breaks_are_counted_as_yaml_counts_them() {
        assert_eq!(line_breaks(b"a\nb\r\nc\rd"), 3);
        assert_eq!(line_breaks(b"\r\n\r\n"), 2);
        assert_eq!(line_breaks(b"no break"), 0);
    }

    #[test]
    fn a_character_index_becomes_the_byte_offset_either_way() {
        let source = "aé€b𝄞c";
        let mut offsets = Offsets::new(source);
        let bytes: Vec<usize> = source.char_indices().map(|(i, _)| i).collect();
        for index in [0, 3, 5, 1, 4, 2, 5, 0] {
            assert_eq!(offsets.byte(index), bytes[index], "index {index}");
        }
        assert_eq!(offsets.byte(6), source.len());
        assert_eq!(offsets.byte(99), source.len());
    }
}
