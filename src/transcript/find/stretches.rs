//! The list of hands cut into stretches of whole hands, each found on its
//! own, so that several threads can find hands at once.

use super::*;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
