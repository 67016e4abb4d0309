//! A hand read straight from the YAML parser's events, in one pass.
//!
//! Reading a hand through `serde-saphyr` costs several times what the parser
//! alone does over the same text, and a transcript is nearly all hands. Most
//! hands are written the plain way: block or bracketed lists and mappings of
//! plain words, numbers and tiles, the keys the model knows, each once. Such a
//! hand is built here from parser events, every value with the place
//! `serde-saphyr` gives it (line, column, byte offset and length): from the
//! events the pass that finds the hands keeps as it reads them ([`Keeper`],
//! [`build_kept`]), so that the hand is parsed once, or else from the hand's
//! own text ([`read_hand`]). Anything else (an anchor, an alias, a tag, a
//! quoted or empty value, a value that YAML could read as a boolean, a float
//! or a null, a key the model does not know or one written twice, a value of
//! the wrong shape, any mistake) makes the builder give up and leave the hand
//! to `serde-saphyr`, so that what is read and every diagnostic are the same
//! whichever way a hand is read.

use std::borrow::Cow;

use saphyr_parser::{Event, Parser, ScalarStyle, StrInput};

use super::{
    AtText, ByName, Conduct, DealtText, Extent, GameText, LayoutWord, Located, MatchingWord,
    OneOrMore, Origin, RawAnnouncement, RawEvent, RawFirst, RawHand, Saying, Scalar, SideText,
    Span, TileText,
};

/// The most names a mapping by player is read with here; a longer one (no
/// table has it) is left to `serde-saphyr`, which also says why it is wrong.
const MOST_NAMES: usize = 16;

/// The most events room is made for before a hand's list of events is read.
const MOST_EVENTS_AT_FIRST: usize = 256;

/// The hand standing at `extent` of `source`, built from the parser's events,
/// or `None` when it holds anything this reader leaves to `serde-saphyr`.
pub(super) fn read_hand(source: &str, extent: &Extent) -> Option<Located<RawHand>> {
    if extent.aliases {
        return None;
    }
    // The hand's text as `read_at` reads it, indentation and byte offsets
    // those of the file.
    let (text, origin) = Origin::text_of(source, extent)?;
    let mut parser = Parser::new_from_str(&text);
    let mut expect = |what: fn(&Event) -> bool| match parser.next_event() {
        Some(Ok((event, _))) => what(&event).then_some(()),
        _ => None,
    };
    expect(|event| matches!(event, Event::StreamStart))?;
    expect(|event| matches!(event, Event::DocumentStart(false)))?;
    let mut events = Events {
        source: Source::Text(Box::new(parser)),
        peeked: None,
        text: &text,
        ascii: text.is_ascii(),
        cursor: (0, 0),
        origin,
    };
    let hand = events.located(Events::hand)?;
    let Source::Text(mut parser) = events.source else {
        return None;
    };
    let mut expect = |what: fn(&Event) -> bool| match parser.next_event() {
        Some(Ok((event, _))) => what(&event).then_some(()),
        _ => None,
    };
    expect(|event| matches!(event, Event::DocumentEnd))?;
    expect(|event| matches!(event, Event::StreamEnd))?;
    Some(hand)
}

/// The hand whose events the pass that found it kept, built from them, or
/// `None` when it holds anything this reader leaves to `serde-saphyr` (or
/// the events are not those of the hand that starts at byte `start`).
pub(super) fn build_kept(kept: Kept<'_>, start: usize) -> Option<Located<RawHand>> {
    if kept.events.first().map(|(_, at)| at.start) != Some(start) {
        return None;
    }
    let mut events = Events {
        source: Source::Kept(kept.events.into_iter()),
        peeked: None,
        text: "",
        ascii: true,
        cursor: (0, 0),
        origin: Origin::FILE,
    };
    let hand = events.located(Events::hand)?;
    match events.source {
        Source::Kept(rest) if rest.len() == 0 && events.peeked.is_none() => Some(hand),
        _ => None,
    }
}

/// The events of one hand, kept by the pass that finds the hands as it reads
/// them (see [`Keeper`]), their places already those of the file.
#[derive(Default)]
#[cfg_attr(test, derive(PartialEq, Debug))]
pub struct Kept<'a> {
    events: Vec<(Ev<'a>, At)>,
}

impl Kept<'_> {
    /// Places the ends of lists and mappings that stand at byte `at` at
    /// `place` instead (byte offset, line from 1, column from 0): where a
    /// hand read as the last of a stretch of the text ends, the whole text
    /// places these ends at the next hand's dash.
    pub(super) fn move_ends(&mut self, at: usize, place: (usize, usize, usize)) {
        let (start, line, column) = place;
        for (ev, there) in self.events.iter_mut().rev() {
            if there.start != at || !matches!(ev, Ev::ListEnd | Ev::MapEnd) {
                break;
            }
            *there = At {
                start,
                line,
                column,
                end: start,
            };
        }
    }
}

/// Keeps the events of the hand being found, as long as they are all of the
/// kinds a hand is built from here.
#[derive(Default)]
pub(super) struct Keeper<'a> {
    /// The events of the hand being found, in a list kept from hand to hand,
    /// so that it grows only to the longest hand.
    events: Vec<(Ev<'a>, At)>,
    /// Whether every event of the hand so far can be built from.
    whole: bool,
}

/// The most events kept of one hand. A hand at a real table has a few hundred;
/// one with more is read from its text. With [`LONGEST_KEPT`], this bounds
/// what the hands found ahead of the readers hold: each scalar kept holds the
/// parser's copy of its text, some 150 bytes however short the text, so a
/// real hand holds some tens of kilobytes, and any hand at most some 400 KiB.
const MOST_KEPT: usize = 2_048;

/// The longest scalar kept, in bytes: a tile, a number, a word or a name is
/// far shorter; a hand with a longer one is read from its text.
const LONGEST_KEPT: usize = 64;

impl<'a> Keeper<'a> {
    /// Starts on a new hand.
    pub(super) fn begin(&mut self) {
        self.events.clear();
        self.whole = true;
    }

    /// Keeps an event of the hand being found; the text of a scalar kept is
    /// taken from it, not copied.
    pub(super) fn keep(&mut self, parsed: &mut super::Parsed<'a>) {
        use super::find::Step;
        if !self.whole {
            return;
        }
        let (step, place) = parsed;
        let ev = match step {
            Step::Scalar {
                text,
                plain: true,
                anchor: 0,
                tagged: false,
            } if place.line == place.end_line && text.len() <= LONGEST_KEPT => {
                Some(Ev::Plain(std::mem::take(text)))
            }
            Step::Start {
                map,
                anchor: 0,
                tagged: false,
                ..
            } => Some(if *map { Ev::MapStart } else { Ev::ListStart }),
            Step::End { map: false } => Some(Ev::ListEnd),
            Step::End { map: true } => Some(Ev::MapEnd),
            _ => None,
        };
        match ev {
            Some(ev) if self.events.len() < MOST_KEPT => {
                let at = At {
                    start: place.start,
                    line: place.line,
                    column: place.column,
                    end: place.end,
                };
                self.events.push((ev, at));
            }
            // The hand is read from its text: nothing of it is held.
            _ => {
                self.whole = false;
                self.events.clear();
            }
        }
    }

    /// The events of the hand just found, when all of them were kept.
    pub(super) fn take(&mut self) -> Option<Kept<'a>> {
        // Moved into a list of their own, as long as they are.
        let events = self.events.drain(..).collect();
        self.whole.then_some(Kept { events })
    }
}

/// An event of a hand as read here: a plain scalar on one line, or the start
/// or end of a list or mapping without anchor or tag.
#[cfg_attr(test, derive(PartialEq, Debug))]
enum Ev<'t> {
    Plain(Cow<'t, str>),
    ListStart,
    ListEnd,
    MapStart,
    MapEnd,
}

/// Where an event stands in the hand's text: its first character (index,
/// line from 1, column from 0) and the index just past its last.
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(PartialEq, Debug))]
struct At {
    start: usize,
    line: usize,
    column: usize,
    end: usize,
}

/// Where a hand's events come from.
enum Source<'t> {
    /// The parser, over the hand's own text.
    Text(Box<Parser<'t, StrInput<'t>>>),
    /// The events kept by the pass that found the hand.
    Kept(std::vec::IntoIter<(Ev<'t>, At)>),
}

/// The parser's events over a hand's text, each place turned into one in the file.
struct Events<'t> {
    source: Source<'t>,
    peeked: Option<(Ev<'t>, At)>,
    text: &'t str,
    /// Whether every character is one byte, so that a character's index is its offset.
    ascii: bool,
    /// The last index turned into a byte offset: in characters and in bytes.
    cursor: (usize, usize),
    origin: Origin,
}

impl<'t> Events<'t> {
    /// The next event; `None` at the end, at a mistake, and at anything else
    /// (an alias, an anchor, a tag, a scalar that is not plain or not on one line).
    fn next(&mut self) -> Option<(Ev<'t>, At)> {
        if let Some(peeked) = self.peeked.take() {
            return Some(peeked);
        }
        let parser = match &mut self.source {
            Source::Text(parser) => parser,
            Source::Kept(events) => return events.next(),
        };
        let (event, span) = parser.next_event()?.ok()?;
        let ev = match event {
            Event::Scalar(text, ScalarStyle::Plain, 0, None)
                if span.start.line() == span.end.line() =>
            {
                Ev::Plain(text)
            }
            Event::SequenceStart(0, None) => Ev::ListStart,
            Event::SequenceEnd => Ev::ListEnd,
            Event::MappingStart(0, None) => Ev::MapStart,
            Event::MappingEnd => Ev::MapEnd,
            _ => return None,
        };
        let at = At {
            start: span.start.index(),
            line: span.start.line(),
            column: span.start.col(),
            end: span.end.index(),
        };
        Some((ev, at))
    }

    fn peek(&mut self) -> Option<&(Ev<'t>, At)> {
        // Kept events are looked at where they stand; only the parser's are
        // taken ahead.
        if self.peeked.is_none() {
            // Asked first and matched apart: a borrow returned from an
            // `if let` would be held over the parser's branch below.
            if matches!(self.source, Source::Kept(_)) {
                let Source::Kept(events) = &self.source else {
                    return None;
                };
                return events.as_slice().first();
            }
            self.peeked = Some(self.next()?);
        }
        self.peeked.as_ref()
    }

    fn expect(&mut self, what: impl Fn(&Ev<'t>) -> bool) -> Option<()> {
        what(&self.next()?.0).then_some(())
    }

    /// The byte offset in the text of a character's index.
    fn offset(&mut self, index: usize) -> usize {
        if self.ascii {
            return index;
        }
        let (mut chars, mut bytes) = self.cursor;
        if index < chars {
            (chars, bytes) = (0, 0);
        }
        let mut rest = self.text[bytes..].chars();
        while chars < index {
            match rest.next() {
                Some(c) => {
                    chars += 1;
                    bytes += c.len_utf8();
                }
                None => break,
            }
        }
        self.cursor = (chars, bytes);
        bytes
    }

    /// The place in the file of an event, as `serde-saphyr` gives a value's.
    fn place(&mut self, at: At) -> Span {
        let start = self.offset(at.start);
        let end = self.offset(at.end);
        let (line, column) = self.origin.place(at.line, at.column + 1);
        Span {
            offset: self.origin.offset + start,
            len: end.saturating_sub(start),
            line,
            column,
        }
    }

    /// A value with the place of its first event.
    fn located<T>(&mut self, read: impl FnOnce(&mut Self) -> Option<T>) -> Option<Located<T>> {
        let at = self.peek()?.1;
        let span = self.place(at);
        Some(Located {
            value: read(self)?,
            span,
        })
    }

    /// A plain scalar on one line, its text and place.
    fn plain(&mut self) -> Option<(Cow<'t, str>, At)> {
        match self.next()? {
            (Ev::Plain(text), at) => Some((text, at)),
            _ => None,
        }
    }

    /// A scalar read as text whatever its YAML type ([`Scalar`]).
    fn scalar(&mut self) -> Option<Scalar> {
        let (text, _) = self.plain()?;
        as_text(&text).then(|| Scalar(text.into_owned()))
    }

    fn tile(&mut self) -> Option<TileText> {
        self.scalar().map(TileText)
    }

    /// A whole number as `serde-saphyr` reads one into an `i64`.
    fn integer(&mut self) -> Option<i64> {
        let (text, _) = self.plain()?;
        let digits = text.strip_prefix('-').unwrap_or(&text);
        (decimal(digits) && digits != "0" || text == "0")
            .then(|| text.parse().ok())
            .flatten()
    }

    /// One of the words of a unit enum, by its kebab-case name.
    fn word<T: Copy>(&mut self, words: &[(&str, T)]) -> Option<T> {
        let (text, _) = self.plain()?;
        words
            .iter()
            .find(|(word, _)| *word == text)
            .map(|&(_, value)| value)
    }

    /// A list, each item read by `item`.
    fn list<T>(&mut self, item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        self.list_of(0, item)
    }

    /// A list, room made for `capacity` items at first.
    fn list_of<T>(
        &mut self,
        capacity: usize,
        mut item: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<Vec<T>> {
        self.expect(|event| matches!(event, Ev::ListStart))?;
        let mut items = Vec::with_capacity(capacity);
        loop {
            if matches!(self.peek()?.0, Ev::ListEnd) {
                self.next();
                return Some(items);
            }
            items.push(item(self)?);
        }
    }

    /// A mapping with the keys in `keys`, each at most once: `field` reads the
    /// value of the key at that index.
    fn fields(
        &mut self,
        keys: &[&str],
        mut field: impl FnMut(&mut Self, usize) -> Option<()>,
    ) -> Option<()> {
        self.expect(|event| matches!(event, Ev::MapStart))?;
        let mut seen = 0u32;
        loop {
            if matches!(self.peek()?.0, Ev::MapEnd) {
                self.next();
                return Some(());
            }
            let (key, _) = self.plain()?;
            let index = keys.iter().position(|k| *k == key)?;
            if seen & (1 << index) != 0 {
                return None;
            }
            seen |= 1 << index;
            field(self, index)?;
        }
    }

    /// Player names mapped to values, each name once.
    fn by_name<V>(&mut self, mut value: impl FnMut(&mut Self) -> Option<V>) -> Option<ByName<V>> {
        self.expect(|event| matches!(event, Ev::MapStart))?;
        let mut entries: Vec<(Located<String>, V)> = Vec::new();
        loop {
            if matches!(self.peek()?.0, Ev::MapEnd) {
                self.next();
                return Some(ByName(entries));
            }
            let (name, span) = self.plain()?;
            if !as_text(&name)
                || entries.len() == MOST_NAMES
                || entries.iter().any(|(known, _)| known.value == name)
            {
                return None;
            }
            let span = self.place(span);
            let name = Located {
                value: name.into_owned(),
                span,
            };
            entries.push((name, value(self)?));
        }
    }

    fn hand(&mut self) -> Option<RawHand> {
        let (mut deal, mut events) = (None, None);
        let (mut scoresheet, mut on_set, mut tiebreak) = (None, None, None);
        let (mut shown, mut counts) = (None, None);
        let keys = [
            "deal",
            "events",
            "scoresheet",
            "on_set",
            "tiebreak",
            "shown",
            "counts",
        ];
        self.fields(&keys, |this, key| {
            match key {
                // A deal given as a whole number is read as `serde-saphyr`
                // reads it; a tile not seen (`?-?` is no plain word) is left to it.
                0 => {
                    deal = Some(this.located(|this| {
                        this.by_name(|this| {
                            this.located(|this| {
                                if matches!(this.peek()?.0, Ev::Plain(..)) {
                                    let count = this.integer()?;
                                    return Some(DealtText::Count(Scalar(count.to_string())));
                                }
                                this.list(Self::located_tile).map(DealtText::Tiles)
                            })
                        })
                    })?);
                }
                1 => {
                    // Room for as many events as the hand can hold saves
                    // copying them as the list grows: an event a line of the
                    // text, or one for every six events kept (an event in
                    // brackets, `{by: Anna, play: 5-3}`, is six).
                    let most = match &this.source {
                        Source::Text(_) => memchr::memchr_iter(b'\n', this.text.as_bytes()).count(),
                        Source::Kept(kept) => kept.len() / 6,
                    };
                    let capacity = (most + 1).min(MOST_EVENTS_AT_FIRST);
                    events = Some(this.located(|this| this.events(capacity))?);
                }
                2 => {
                    scoresheet = Some(
                        this.located(|this| this.by_name(|this| this.located(Self::integer)))?,
                    );
                }
                3 => on_set = Some(this.located(Self::scalar)?),
                4 => {
                    tiebreak =
                        Some(this.located(|this| this.by_name(|this| this.located(Self::tiles)))?);
                }
                5 => {
                    shown = Some(this.located(|this| {
                        this.by_name(|this| this.located(|this| this.list(Self::located_tile)))
                    })?);
                }
                _ => {
                    counts =
                        Some(this.located(|this| this.by_name(|this| this.located(Self::scalar)))?);
                }
            }
            Some(())
        })?;
        Some(RawHand {
            deal,
            events: events?,
            scoresheet,
            on_set,
            tiebreak,
            shown,
            counts,
        })
    }

    fn located_tile(&mut self) -> Option<Located<TileText>> {
        self.located(Self::tile)
    }

    /// The list of a hand's events, room made for `capacity` at first. Each
    /// event is read where it stands in the list, not moved there once read.
    fn events(&mut self, capacity: usize) -> Option<Vec<Located<RawEvent>>> {
        self.expect(|event| matches!(event, Ev::ListStart))?;
        let mut items: Vec<Located<RawEvent>> = Vec::with_capacity(capacity);
        loop {
            let (ev, at) = self.peek()?;
            if matches!(ev, Ev::ListEnd) {
                self.next();
                return Some(items);
            }
            let at = *at;
            let span = self.place(at);
            items.push(Located {
                value: RawEvent::default(),
                span,
            });
            self.event(&mut items.last_mut()?.value)?;
        }
    }

    /// Reads an event into `event`, which is empty.
    fn event(&mut self, event: &mut RawEvent) -> Option<()> {
        let keys = [
            "by", "draw", "set", "announce", "declare", "play", "at", "takeback", "claim", "says",
            "return", "conduct",
        ];
        self.fields(&keys, |this, key| {
            match key {
                0 => event.by = Some(this.located(Self::scalar)?),
                1 => event.draw = Some(this.located(Self::tiles)?),
                2 => event.set = Some(this.located_tile()?),
                3 => event.announce = Some(Box::new(this.located(Self::announcement)?)),
                4 => {
                    let declared = this.located(|this| this.list(Self::located_tile))?;
                    event.declare = Some(Box::new(declared));
                }
                5 => event.play = Some(this.located_tile()?),
                6 => event.at = Some(this.located(|this| this.scalar().map(AtText))?),
                7 => event.takeback = Some(Box::new(this.located_tile()?)),
                8 => event.claim = Some(Box::new(this.located(Self::scalar)?)),
                9 => event.says = Some(this.located(|this| this.word(SAYINGS))?),
                10 => event.put_back = Some(this.located(Self::tiles)?),
                _ => event.conduct = Some(this.located(|this| this.word(CONDUCTS))?),
            }
            Some(())
        })
    }

    /// One tile, placed where its key's value is, or a list of them.
    fn tiles(&mut self) -> Option<OneOrMore<Located<TileText>>> {
        if matches!(self.peek()?.0, Ev::ListStart) {
            return self.list(Self::located_tile).map(OneOrMore::More);
        }
        let tile = self.tile()?;
        Some(OneOrMore::One(Located {
            value: tile,
            span: Span::default(),
        }))
    }

    fn announcement(&mut self) -> Option<RawAnnouncement> {
        if matches!(self.peek()?.0, Ev::Plain(..)) {
            // A bare game takes its place from the enclosing `announce`.
            let game = self.scalar()?;
            return Some(RawAnnouncement {
                game: Some(Located {
                    value: GameText(game),
                    span: Span::default(),
                }),
                ..RawAnnouncement::default()
            });
        }
        let mut announcement = RawAnnouncement::default();
        let keys = ["game", "matching", "first", "then", "ordinary", "layout"];
        self.fields(&keys, |this, key| {
            let a = &mut announcement;
            match key {
                0 => a.game = Some(this.located(|this| this.scalar().map(GameText))?),
                1 => a.matching = Some(this.located(|this| this.word(MATCHINGS))?),
                2 => a.first = Some(this.located(Self::first)?),
                3 => a.then = Some(this.located(|this| this.word(MATCHINGS))?),
                4 => a.ordinary = Some(this.located(Self::side)?),
                _ => a.layout = Some(this.located(|this| this.word(LAYOUTS))?),
            }
            Some(())
        })?;
        Some(announcement)
    }

    fn first(&mut self) -> Option<RawFirst> {
        let mut first = RawFirst {
            here: None,
            there: None,
            side: None,
            tiles: None,
        };
        let keys = ["here", "there", "side", "tiles"];
        self.fields(&keys, |this, key| {
            match key {
                0 => first.here = Some(this.located(Self::side)?),
                1 => first.there = Some(this.located(Self::side)?),
                2 => first.side = Some(this.located(Self::side)?),
                _ => {
                    first.tiles = Some(
                        this.located(|this| this.integer().and_then(|n| u8::try_from(n).ok()))?,
                    );
                }
            }
            Some(())
        })?;
        Some(first)
    }

    /// A side or arm, or a list of arms joined with `-`.
    fn side(&mut self) -> Option<SideText> {
        if matches!(self.peek()?.0, Ev::ListStart) {
            let words = self.list(Self::scalar)?;
            let words: Vec<String> = words.into_iter().map(|word| word.0).collect();
            return Some(SideText(Scalar(words.join("-"))));
        }
        self.scalar().map(SideText)
    }
}

const SAYINGS: &[(&str, Saying)] = &[
    ("wait", Saying::Wait),
    ("pass", Saying::Pass),
    ("nos", Saying::Nos),
    ("block", Saying::Block),
];

const CONDUCTS: &[(&str, Conduct)] = &[
    ("advice", Conduct::Advice),
    ("covered-tiles", Conduct::CoveredTiles),
    ("exposed-tiles", Conduct::ExposedTiles),
];

const MATCHINGS: &[(&str, MatchingWord)] = &[
    ("ordinary", MatchingWord::Ordinary),
    ("matador", MatchingWord::Matador),
];

const LAYOUTS: &[(&str, LayoutWord)] = &[
    ("line", LayoutWord::Line),
    ("cross", LayoutWord::Cross),
    ("double-cross", LayoutWord::DoubleCross),
];

/// Whether `digits` is a whole number written the plain way: digits only, no
/// leading zero, short enough for any integer type to hold.
fn decimal(digits: &str) -> bool {
    (1..=18).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
}

/// Whether a plain scalar reads as the same text whatever type YAML gives it:
/// a word (a letter, then letters, digits, `-` and `_`) that YAML does not
/// read as a boolean, null or float; a whole number written the plain way
/// (read as a number, written back the same); or a tile, two numbers joined
/// by a dash.
fn as_text(text: &str) -> bool {
    if text.is_ascii() {
        ascii_as_text(text)
    } else {
        chars_as_text(text)
    }
}

/// As [`as_text`], character by character.
fn chars_as_text(text: &str) -> bool {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if first.is_alphabetic() => {
            chars.all(|c| c.is_alphanumeric() || c == '-' || c == '_')
                && !RESERVED
                    .iter()
                    .any(|reserved| text.eq_ignore_ascii_case(reserved))
        }
        Some('-') => text != "-0" && decimal(&text[1..]),
        Some(_) => {
            decimal(text)
                || text.split_once('-').is_some_and(|(high, low)| {
                    [high, low].iter().all(|n| {
                        (1..=2).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit())
                    })
                })
        }
        None => false,
    }
}

/// As [`as_text`], for a text of one-byte characters (nearly every name,
/// word, number and tile): looked at byte by byte, a tile first.
fn ascii_as_text(text: &str) -> bool {
    let bytes = text.as_bytes();
    match bytes {
        [a, b'-', b] if a.is_ascii_digit() && b.is_ascii_digit() => true,
        [first, rest @ ..] if first.is_ascii_alphabetic() => {
            rest.iter()
                .all(|&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
                && !reserved(bytes)
        }
        [b'-', ..] => text != "-0" && decimal(&text[1..]),
        [_, ..] => {
            decimal(text)
                || text.split_once('-').is_some_and(|(high, low)| {
                    [high, low].iter().all(|n| {
                        (1..=2).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit())
                    })
                })
        }
        [] => false,
    }
}

/// Whether a word of one-byte characters is one of [`RESERVED`], in any case:
/// compared only with those of its length.
fn reserved(word: &[u8]) -> bool {
    // Every reserved word starts with one of these letters; most names do not.
    let first = word.first().map(u8::to_ascii_lowercase);
    if !matches!(first, Some(b'f' | b'i' | b'n' | b'o' | b't' | b'y')) {
        return false;
    }
    let alike: &[&str] = match word.len() {
        1 => &["y", "n"],
        2 => &["no", "on"],
        3 => &["yes", "off", "nan", "inf"],
        4 => &["true", "null"],
        5 => &["false"],
        8 => &["infinity"],
        _ => &[],
    };
    alike
        .iter()
        .any(|reserved| word.eq_ignore_ascii_case(reserved.as_bytes()))
}

/// Words YAML may read as something other than text.
const RESERVED: [&str; 12] = [
    "true", "false", "null", "yes", "no", "on", "off", "y", "n", "nan", "inf", "infinity",
];

#[cfg(test)]
mod tests;
