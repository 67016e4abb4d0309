//! The transcript's text a diagnostic is drawn from: the whole text at hand
//! ([`Source`]), or only the lines around each diagnostic's place, copied as
//! it is drawn ([`LazySource`]).
//!
//! A line longer than a snippet shows is cut before it is copied: only the
//! stretches a window of it can show are kept (its start, and around each
//! place a label points at), and the bytes left out between them are
//! remembered as [`Cut`]s, so that the window's notes of what was left out
//! and the column in a diagnostic's header are those of the whole line. So a
//! diagnostic costs the few lines it draws, however long they are, and many
//! diagnostics on one long line cost no more than their number.

use std::sync::Mutex;

use miette::NamedSource;

use crate::report::escape::Escaped;
use crate::report::snippet::{Cut, KEPT_AFTER, KEPT_BEFORE, left_out_within};
use crate::transcript::Span;

/// The transcript's text with the name shown in diagnostics.
pub struct Source {
    /// The name as given.
    name: String,
    /// The text, under the name as a diagnostic's header shows it (escaped).
    pub(super) named: NamedSource<String>,
    /// The text as given, where a snippet has to show it other than as it is
    /// (control characters, long lines, bytes left out): see
    /// [`crate::report::snippet`].
    pub(super) raw: Option<String>,
    /// Where the text starts in the transcript: at its start, or a few lines
    /// before a diagnostic's place (see [`Source::around`]).
    pub(super) origin: Origin,
    /// The bytes of the transcript left out of the text where its long lines
    /// were cut, in order.
    pub(super) cuts: Vec<Cut>,
    /// The lines of the text last looked for.
    lines: Mutex<Lines>,
}

/// Where a source's text starts in the transcript: the byte offset, and the
/// line breaks before it.
#[derive(Clone, Copy, Default, Debug)]
pub(super) struct Origin {
    pub(super) offset: usize,
    pub(super) lines: usize,
}

/// How many lines before and after a diagnostic's place [`Source::around`]
/// copies: more than a snippet draws.
pub(super) const AROUND_LINES: usize = 4;

/// How long a line is, at least, in bytes, to be cut before it is copied
/// (some 1.6 KiB): a shorter one is copied whole.
const CUT_FROM: usize = 2 * (KEPT_BEFORE + KEPT_AFTER);

impl Source {
    /// The text of the transcript called `name`. Control characters other than
    /// line ends and tabs are shown as `?`, byte for byte, so that a snippet never
    /// sends a terminal an escape sequence and every span stays where it was.
    #[must_use]
    pub fn new(name: &str, text: &str) -> Source {
        Source::cut(name, text, Vec::new())
    }

    /// The text `text` of the transcript called `name`, with bytes left out
    /// of it at `cuts`.
    fn cut(name: &str, text: &str, cuts: Vec<Cut>) -> Source {
        let shown: String = text
            .chars()
            .map(|c| {
                if c.is_control() && !matches!(c, '\n' | '\r' | '\t') && c.is_ascii() {
                    '?'
                } else {
                    c
                }
            })
            .collect();
        let viewed = !cuts.is_empty() || crate::report::snippet::needs_view(text);
        Source {
            name: name.to_owned(),
            named: NamedSource::new(Escaped(name).to_string(), shown).with_language("yaml"),
            raw: viewed.then(|| text.to_owned()),
            origin: Origin::default(),
            cuts,
            lines: Mutex::new(Lines::default()),
        }
    }

    /// The lines of the transcript `bytes`, called `name`, around the place
    /// `at`: a diagnostic there is drawn from them as from the whole text, for
    /// the memory of a few lines whatever the size of the transcript.
    ///
    /// The line the text starts on is counted back from `at`'s own line, so
    /// that nothing before it is read.
    #[must_use]
    pub fn around(name: &str, bytes: &[u8], at: Span) -> Source {
        Source::around_all(name, bytes, [at])
    }

    /// The lines of the transcript `bytes`, called `name`, from before the
    /// first of the places `at` to after the end of the last, as
    /// [`Source::around`] has them for one place (with no place, its start).
    #[must_use]
    pub fn around_all(name: &str, bytes: &[u8], at: impl IntoIterator<Item = Span>) -> Source {
        let places: Vec<Span> = at.into_iter().collect();
        Source::copied(name, bytes, &[], &mut Lines::default(), &places)
    }

    /// The lines of `bytes` (a text with bytes left out at `base`) around
    /// `places` (their offsets and lines counted in `bytes`), each long line
    /// cut to what a window of it can show.
    fn copied(
        name: &str,
        bytes: &[u8],
        base: &[Cut],
        lines: &mut Lines,
        places: &[Span],
    ) -> Source {
        let len = bytes.len();
        let at = places
            .iter()
            .min_by_key(|span| span.offset)
            .copied()
            .unwrap_or(Span {
                offset: 0,
                len: 0,
                line: 1,
                column: 1,
            });
        let offset = at.offset.min(len);
        let end = places
            .iter()
            .map(|span| span.offset.saturating_add(span.len))
            .max()
            .unwrap_or(0)
            .clamp(offset, len);
        let mut start = lines.of(bytes, offset).0;
        let mut back = 0;
        while back < AROUND_LINES && start > 0 {
            start = lines.of(bytes, start - 1).0;
            back += 1;
        }
        let mut stop = end;
        for _ in 0..=AROUND_LINES {
            let line_end = lines.of(bytes, stop).1;
            if line_end >= len {
                stop = len;
                break;
            }
            stop = line_end + 1;
        }
        // The places a window may be drawn around: where each label starts,
        // and where it ends (a long label is shown where it ends).
        let mut focus: Vec<usize> = places
            .iter()
            .flat_map(|span| {
                let end = span.offset.saturating_add(span.len);
                [span.offset, end.saturating_sub(1).max(span.offset), end]
            })
            .map(|place| place.clamp(start, stop))
            .collect();
        focus.sort_unstable();
        focus.dedup();
        let mut copy = Copy::new(bytes, base);
        let mut line_start = start;
        while line_start < stop {
            let line_end = lines.of(bytes, line_start).1;
            let body_end = if line_end > line_start && bytes[line_end - 1] == b'\r' {
                line_end - 1
            } else {
                line_end
            };
            if body_end - line_start > CUT_FROM {
                let first = focus.partition_point(|&f| f < line_start);
                let inside = focus[first..].iter().take_while(|&&f| f <= body_end);
                let mut pieces: Vec<(usize, usize)> = std::iter::once((line_start, line_start))
                    .chain(inside.map(|&f| (f.saturating_sub(KEPT_BEFORE).max(line_start), f)))
                    .map(|(from, f)| {
                        let to = f.saturating_add(KEPT_AFTER).min(body_end);
                        (floor(bytes, from), floor(bytes, to))
                    })
                    .collect();
                pieces.sort_unstable();
                let mut kept = line_start;
                for (from, to) in pieces {
                    if from > kept {
                        copy.skip(kept, from);
                    }
                    if to > kept {
                        copy.keep(kept.max(from), to);
                        kept = to;
                    }
                }
                if body_end > kept {
                    copy.skip(kept, body_end);
                }
                copy.keep(body_end, (line_end + 1).min(stop));
            } else {
                copy.keep(line_start, (line_end + 1).min(stop));
            }
            line_start = line_end + 1;
        }
        // A place whose line does not agree with the text (none should) is
        // placed by counting the lines before it.
        let lines_before = match at.line.checked_sub(1 + back) {
            Some(lines) if at.offset <= len => lines,
            _ => memchr::memchr_iter(b'\n', &bytes[..start]).count(),
        };
        let mut source = Source::cut(name, &copy.text, copy.cuts);
        source.origin = Origin {
            offset: start + left_out_within(base, 0, start),
            lines: lines_before,
        };
        source
    }

    /// The text.
    #[must_use]
    pub fn text(&self) -> &str {
        self.named.inner()
    }

    /// The name shown in diagnostics.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where the transcript's byte `offset` stands in the text: a byte left
    /// out of it stands where it was left out.
    fn within(&self, offset: usize) -> usize {
        let offset = offset.saturating_sub(self.origin.offset);
        let mut left_out = 0;
        for cut in &self.cuts {
            let from = cut.at + left_out;
            if offset < from {
                break;
            }
            if offset < from + cut.left_out {
                return cut.at;
            }
            left_out += cut.left_out;
        }
        offset - left_out
    }

    /// The transcript's bytes from `offset` for `len` as they stand in the
    /// text: its offset and length there.
    pub(super) fn placed(&self, offset: usize, len: usize) -> (usize, usize) {
        let text = self.raw.as_deref().unwrap_or_else(|| self.text());
        let start = floor(text.as_bytes(), self.within(offset));
        let mut end = self
            .within(offset.saturating_add(len))
            .clamp(start, text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        (start, end - start)
    }
}

/// A text copied piece by piece from a text with bytes left out at `base`:
/// the pieces kept, and every byte left out, of the text or before it. Each
/// piece is made text on its own (a byte that is not UTF-8 shown as a
/// replacement character), so that every cut stands between two characters.
struct Copy<'a> {
    bytes: &'a [u8],
    base: &'a [Cut],
    text: String,
    cuts: Vec<Cut>,
}

impl<'a> Copy<'a> {
    fn new(bytes: &'a [u8], base: &'a [Cut]) -> Copy<'a> {
        Copy {
            bytes,
            base,
            text: String::new(),
            cuts: Vec::new(),
        }
    }

    /// The cuts of the text copied from that stand in `from..to` (and at the
    /// text's end, where `to` is that end).
    fn base_within(&self, from: usize, to: usize) -> &'a [Cut] {
        let first = self.base.partition_point(|cut| cut.at < from);
        let last = if to >= self.bytes.len() {
            self.base.partition_point(|cut| cut.at <= to)
        } else {
            self.base.partition_point(|cut| cut.at < to)
        };
        &self.base[first..last.max(first)]
    }

    /// Bytes left out here.
    fn left_out(&mut self, left_out: usize) {
        let at = self.text.len();
        match self.cuts.last_mut() {
            Some(last) if last.at == at => last.left_out += left_out,
            _ if left_out > 0 => self.cuts.push(Cut { at, left_out }),
            _ => {}
        }
    }

    /// Copies `from..to`.
    fn keep(&mut self, from: usize, to: usize) {
        let mut at = from;
        for cut in self.base_within(from, to) {
            self.text
                .push_str(&String::from_utf8_lossy(&self.bytes[at..cut.at]));
            at = cut.at;
            self.left_out(cut.left_out);
        }
        self.text
            .push_str(&String::from_utf8_lossy(&self.bytes[at..to]));
    }

    /// Leaves `from..to` out.
    fn skip(&mut self, from: usize, to: usize) {
        let before: usize = self
            .base_within(from, to)
            .iter()
            .map(|cut| cut.left_out)
            .sum();
        self.left_out(to - from + before);
    }
}

/// The last character's start at or before `offset` of `bytes`.
fn floor(bytes: &[u8], offset: usize) -> usize {
    let mut offset = offset.min(bytes.len());
    for _ in 0..3 {
        match bytes.get(offset) {
            Some(&b) if b & 0xC0 == 0x80 && offset > 0 => offset -= 1,
            _ => break,
        }
    }
    offset
}

/// How many lines [`Lines`] remembers.
const REMEMBERED: usize = 16;

/// The lines of a text last looked for, each from its first byte to its line
/// feed (or the text's end): diagnostics come in the text's order, often
/// many on one long line, and each line is looked for once.
#[derive(Default, Debug)]
struct Lines {
    known: Vec<(usize, usize)>,
}

impl Lines {
    /// The line of `bytes` that `offset` stands on: where it starts, and
    /// where its line feed is (or the text's end).
    fn of(&mut self, bytes: &[u8], offset: usize) -> (usize, usize) {
        let offset = offset.min(bytes.len());
        if let Some(&line) = self
            .known
            .iter()
            .find(|&&(start, end)| (start..=end).contains(&offset))
        {
            return line;
        }
        let start = memchr::memrchr(b'\n', &bytes[..offset]).map_or(0, |i| i + 1);
        let end = memchr::memchr(b'\n', &bytes[offset..]).map_or(bytes.len(), |i| offset + i);
        if self.known.len() == REMEMBERED {
            self.known.remove(0);
        }
        self.known.push((start, end));
        (start, end)
    }
}

/// Where a report's diagnostics are drawn from: a [`Source`] at hand, or a
/// [`LazySource`] that copies only the lines a diagnostic draws.
pub trait Drawn {
    /// The source to draw a diagnostic at `at` against.
    fn around(&self, at: Span) -> Around<'_>;
}

/// How long a source is drawn whole (4 KiB): past it, each diagnostic is
/// drawn from the lines around its place, so that many diagnostics in a long
/// text cost no more than their lines.
const DRAWN_WHOLE: usize = 4 * 1024;

impl Drawn for Source {
    fn around(&self, at: Span) -> Around<'_> {
        if self.text().len() <= DRAWN_WHOLE || at.offset < self.origin.offset {
            return Around::Whole(self);
        }
        let text = self.raw.as_deref().unwrap_or_else(|| self.text());
        let (offset, len) = self.placed(at.offset, at.len);
        let within = Span {
            offset,
            len,
            line: at.line.saturating_sub(self.origin.lines),
            ..at
        };
        let mut lines = self
            .lines
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut around = Source::copied(
            self.name(),
            text.as_bytes(),
            &self.cuts,
            &mut lines,
            &[within],
        );
        around.origin.offset += self.origin.offset;
        around.origin.lines += self.origin.lines;
        Around::Lines(around)
    }
}

/// The source a diagnostic is drawn against: a whole text, or the lines
/// around the diagnostic's place.
pub enum Around<'a> {
    /// A source at hand.
    Whole(&'a Source),
    /// Lines copied for the one diagnostic.
    Lines(Source),
}

impl std::ops::Deref for Around<'_> {
    type Target = Source;
    fn deref(&self) -> &Source {
        match self {
            Around::Whole(source) => source,
            Around::Lines(source) => source,
        }
    }
}

/// A transcript's source drawn from only where a diagnostic needs it: a clean
/// session of any length is judged without a copy of its text, and one with
/// diagnostics with a copy of a few lines around each, its long lines cut.
pub struct LazySource<'a> {
    name: &'a str,
    bytes: &'a [u8],
    /// The lines last looked for.
    lines: Mutex<Lines>,
}

impl<'a> LazySource<'a> {
    /// The source of the transcript called `name`, whose bytes are `bytes`.
    #[must_use]
    pub fn new(name: &'a str, bytes: &'a [u8]) -> LazySource<'a> {
        LazySource {
            name,
            bytes,
            lines: Mutex::new(Lines::default()),
        }
    }
}

impl Drawn for LazySource<'_> {
    fn around(&self, at: Span) -> Around<'_> {
        let mut lines = self
            .lines
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Around::Lines(Source::copied(
            self.name,
            self.bytes,
            &[],
            &mut lines,
            &[at],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Style, render, render_problems};
    use crate::transcript::problem::{Problem, ProblemKind};

    #[test]
    fn control_characters_never_reach_the_terminal() {
        let source = Source::new("x.yaml", "club: \u{1b}[1mbold\u{7}\nplayers: [A]\r\n");
        assert_eq!(source.text(), "club: ?[1mbold?\nplayers: [A]\r\n");
        assert_eq!(
            source.text().len(),
            "club: \u{1b}[1mbold\u{7}\nplayers: [A]\r\n".len()
        );
    }

    /// A problem at `offset` for `len` bytes of `text`, placed as the reader places one.
    fn problem_at(text: &str, offset: usize, len: usize) -> Problem {
        let (line, column) = crate::transcript::problem::line_and_column(text, offset);
        let span = Span {
            offset,
            len,
            line,
            column,
        };
        Problem::new(ProblemKind::Yaml, span, "something is wrong here").label("here")
    }

    /// Every character boundary of `text`, and some stretches from each.
    fn places(text: &str) -> Vec<(usize, usize)> {
        let mut places = Vec::new();
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            for len in [0, 1, 7, 40] {
                let end = offset + len;
                if end <= text.len() && text.is_char_boundary(end) {
                    places.push((offset, len));
                }
            }
        }
        places
    }

    #[test]
    fn a_diagnostic_drawn_from_the_lines_around_it_reads_as_drawn_from_the_whole_text() {
        // Short lines and long ones, a control character, line ends of both
        // kinds, characters of several bytes, and no line end at the end.
        let long = format!("      - {{by: Anna, says: {}}}\n", "pass ".repeat(60));
        let mut lines = vec![
            "session:\n".to_owned(),
            "  players: [Anna, Bram, Cées]\r\n".to_owned(),
        ];
        for i in 0..12 {
            lines.push(format!("      - {{by: Bram, play: {i}-{i}}}  # ☃ {i}\n"));
        }
        lines.push(long.clone());
        lines.push("  club: \u{1b}[1mbold\n".to_owned());
        for i in 0..6 {
            lines.push(format!("      - {{by: Anna, draw: [{i}-0]}}\r\n"));
        }
        lines.push("\n".to_owned());
        lines.push("    scoresheet: {Anna: 500}".to_owned());
        let text: String = lines.concat();
        // The same lines with no long line and no control character: drawn
        // whole, without the view every line of the first is drawn through.
        let plain: String = lines
            .iter()
            .filter(|line| **line != long && !line.contains('\u{1b}'))
            .cloned()
            .collect();
        for text in [&text, &plain] {
            let whole = Source::new("t.yaml", text);
            let lazy = LazySource::new("t.yaml", text.as_bytes());
            for (offset, len) in places(text) {
                let problem = problem_at(text, offset, len);
                let lines = lazy.around(problem.span);
                assert_eq!(
                    render(&problem, &lines, Style::Plain),
                    render(&problem, &whole, Style::Plain),
                    "at {offset} for {len}"
                );
                assert!(lines.origin.offset <= offset, "at {offset}");
            }
        }
    }

    #[test]
    fn a_diagnostic_in_a_long_transcript_copies_only_the_lines_around_it() {
        let text: String = (1..=100_000)
            .map(|i| format!("      - {{by: Anna, claim: {i}}}\n"))
            .collect();
        let offset = text.find("claim: 54321}").unwrap_or_default();
        let problem = problem_at(&text, offset, 12);
        let lazy = LazySource::new("long.yaml", text.as_bytes());
        let lines = lazy.around(problem.span);
        assert_eq!(lines.text().lines().count(), 2 * AROUND_LINES + 1);
        let drawn = render(&problem, &lines, Style::Plain);
        assert!(drawn.contains("[long.yaml:54321:"), "{drawn}");
        assert!(
            drawn.contains(" 54321 │       - {by: Anna, claim: 54321}"),
            "{drawn}"
        );
        // Several problems: from before the first to after the last.
        let later = problem_at(&text, text.find("claim: 54330}").unwrap_or_default(), 5);
        let spans = [later.span, problem.span];
        let both = Source::around_all("long.yaml", text.as_bytes(), spans);
        assert_eq!(both.text().lines().count(), 2 * AROUND_LINES + 10);
        assert_eq!(
            render_problems(&[problem.clone(), later.clone()], &both, Style::Plain),
            render_problems(
                &[problem, later],
                &Source::new("long.yaml", &text),
                Style::Plain
            )
        );
    }

    /// A text of long lines: each of thousands of characters, of several
    /// bytes and control characters among them, two long lines in a row,
    /// line ends of both kinds, and the last with no line end.
    fn long_lines() -> String {
        let item = |i: usize| format!("{{by: Bram, conduct: covered-tiles}} ☃{i} \u{1b}, ");
        let long = |n: usize, from: usize| (from..from + n).map(item).collect::<String>();
        [
            "session: {players: [Anna, Bram, Cees]}\n".to_owned(),
            format!("hands: [{}]\r\n", long(400, 0)),
            "  # a short line between\n".to_owned(),
            format!("  - [{}]\n", long(300, 1000)),
            format!("  - [{}]\n", long(350, 2000)),
            "\n".to_owned(),
            format!("  - {}", long(500, 3000)),
        ]
        .concat()
    }

    #[test]
    fn a_diagnostic_on_a_long_line_is_drawn_from_a_window_of_it_as_from_the_whole_text() {
        let text = long_lines();
        let whole = Source::new("t.yaml", &text);
        let lazy = LazySource::new("t.yaml", text.as_bytes());
        let mut drawn = 0;
        for offset in (0..=text.len()).step_by(211).chain([text.len() - 1, 1, 60]) {
            for len in [0, 1, 7, 40, 300, 5000] {
                let end = offset + len;
                if end > text.len() || !text.is_char_boundary(offset) || !text.is_char_boundary(end)
                {
                    continue;
                }
                let problem = problem_at(&text, offset, len);
                let expected = render(&problem, &whole, Style::Plain);
                let around = lazy.around(problem.span);
                assert_eq!(
                    render(&problem, &around, Style::Plain),
                    expected,
                    "at {offset} for {len}"
                );
                // The copy is a window of the long lines, not the lines.
                assert!(around.text().len() < 12 * 1024, "{}", around.text().len());
                // The whole text drawn from a window of its lines.
                assert_eq!(
                    render(&problem, &Drawn::around(&whole, problem.span), Style::Plain),
                    expected,
                    "at {offset} for {len}, through the whole text"
                );
                drawn += 1;
            }
        }
        assert!(drawn > 1000, "{drawn}");
        // Many problems drawn from the lines around them all, each line cut
        // around every one of them, and cut again around each.
        let many: Vec<Problem> = (0..text.len())
            .step_by(1213)
            .filter(|&offset| text.is_char_boundary(offset) && text.is_char_boundary(offset + 3))
            .map(|offset| problem_at(&text, offset, 3))
            .collect();
        let shared = Source::around_all("t.yaml", text.as_bytes(), many.iter().map(|p| p.span));
        assert!(shared.text().len() < text.len(), "{}", shared.text().len());
        for problem in &many {
            assert_eq!(
                render(problem, &Drawn::around(&shared, problem.span), Style::Plain),
                render(problem, &whole, Style::Plain),
                "at {}",
                problem.span.offset
            );
        }
    }

    #[test]
    fn a_diagnostic_on_a_line_of_a_megabyte_copies_a_few_kilobytes() {
        let line = "{by: Bram, conduct: covered-tiles}, ".repeat(30_000);
        let text = format!("session: {{players: [Anna, Bram, Cees]}}\nhands: [{line}]\n");
        let lazy = LazySource::new("t.yaml", text.as_bytes());
        let hands = text.find("hands").unwrap_or_default();
        for offset in [hands + 9, text.len() / 2, text.len() - 40] {
            let problem = problem_at(&text, offset, 30);
            let around = lazy.around(problem.span);
            assert!(around.text().len() < 4 * 1024, "{}", around.text().len());
            let drawn = render(&problem, &around, Style::Plain);
            let column = offset - hands + 1;
            assert!(drawn.contains(&format!("[t.yaml:2:{column}]")), "{drawn}");
        }
    }
}
