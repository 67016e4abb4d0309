//! The parser's events as the pass that finds the hands reads them: from
//! the fastest parser while the text is plain YAML, then from the parser
//! `serde-saphyr` reads with, going on from the same event; and each
//! character index turned into a byte offset.

use super::*;

use std::borrow::Cow;

/// A parser's event as the outline reads it, whichever parser read it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Step<'a> {
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
pub(crate) struct At {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) end_line: usize,
}

impl At {
    /// The place of the event's first character.
    pub(crate) fn span(self) -> Span {
        Span {
            offset: self.start,
            len: 0,
            line: self.line,
            column: self.column + 1,
        }
    }
}

pub(crate) type Parsed<'a> = (Step<'a>, At);

/// The parser's events over a text, as the outline reads them.
///
/// They come from `saphyr-parser`, the fastest, as long as the text is plain
/// YAML: lists and mappings without anchors or tags, and plain scalars. At the
/// first thing that is not (a quoted or block scalar, whose place that parser
/// stretches over the comments after it; an anchor, a tag, an alias) or that
/// it cannot read, the text is read again from the start by the parser
/// `serde-saphyr` reads with, which goes on from the same event. So the places
/// found are that parser's, and what is YAML is what the reader says it is.
pub(crate) struct Events<'a> {
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
    pub(crate) fn new(source: &'a str) -> Events<'a> {
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
    pub(super) fn part(stretch: &'a str, base: usize, lines_before: usize) -> Events<'a> {
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
    pub(crate) fn next(&mut self) -> Option<Parsed<'a>> {
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
    pub(super) fn expect(&mut self, what: impl Fn(&Step<'a>) -> bool) -> Option<()> {
        what(&self.next()?.0).then_some(())
    }

    /// The extent of the value that starts with the next event.
    pub(super) fn value(&mut self, source: &str, crossing: &mut bool) -> Option<Extent> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
