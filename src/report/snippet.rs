//! The transcript's text as a diagnostic shows it: every line of a snippet
//! bounded, and control bytes written as escapes.
//!
//! A diagnostic draws whole lines. On junk (a file of NUL bytes, a megabyte on one
//! line) a whole line is megabytes, so a line longer than [`LINE_WIDTH`] is shown
//! as a window around the place a label points at, with how many bytes were left
//! out on either side; a control byte, or a character that turns the text
//! around, is shown as an escape (`\0`, `\x1b`, `\u{202e}`) so it never reaches
//! the terminal. Labels are moved to the same places in the shown
//! text. A text with neither is shown as it is, and costs nothing here.

/// The widest a snippet line is shown, in characters, not counting the notes of
/// what was left out.
pub const LINE_WIDTH: usize = 160;

/// Where a window starts before the place it shows, in characters.
const LEAD: usize = 40;

/// Bytes of the transcript left out of a source's text where a long line was
/// cut before it was copied (see [`crate::report::Source::around`]): a window
/// of that line shows them in its notes of what was left out, and a column on
/// that line counts them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cut {
    /// Where in the copied text the bytes were left out: before the byte there.
    pub at: usize,
    /// How many bytes of the transcript were left out there.
    pub left_out: usize,
}

/// The bytes `cuts` (in order) left out at places from `from` to `to`, both included.
pub(crate) fn left_out_within(cuts: &[Cut], from: usize, to: usize) -> usize {
    let first = cuts.partition_point(|cut| cut.at < from);
    cuts[first..]
        .iter()
        .take_while(|cut| cut.at <= to)
        .map(|cut| cut.left_out)
        .sum()
}

/// How many bytes of a long line are kept before a place a window may show
/// when the line is cut before it is copied: more than the [`LEAD`] characters
/// a window starts before it, at four bytes a character.
pub(crate) const KEPT_BEFORE: usize = 4 * LEAD + 16;

/// How many bytes of a long line are kept after a place a window may show, and
/// at the line's start: more than a window's [`LINE_WIDTH`] characters.
pub(crate) const KEPT_AFTER: usize = 4 * LINE_WIDTH + 16;

/// A run of the source and what stands for it in the shown text.
#[derive(Clone, Copy, Debug)]
struct Segment {
    /// The run's start in the source.
    from: usize,
    /// Its start in the shown text.
    at: usize,
    /// Whether each byte of the run is shown as itself (otherwise the run is an
    /// escape or a note of bytes left out, and every place in it goes to its start).
    verbatim: bool,
}

/// The shown text and how places in the source map into it.
#[derive(Debug)]
pub struct View {
    /// The text to draw.
    pub text: String,
    segments: Vec<Segment>,
    source_len: usize,
    /// The bytes left out of the source where its long lines were cut.
    cuts: Vec<Cut>,
}

/// Whether `text` has to be shown other than as it is: a control character
/// other than a line end or tab, or a line longer than [`LINE_WIDTH`].
#[must_use]
pub fn needs_view(text: &str) -> bool {
    text.split('\n')
        .any(|line| line.len() > LINE_WIDTH && line.chars().count() > LINE_WIDTH)
        || text.chars().any(escaped)
}

/// A character shown as an escape: one that is never written to a terminal
/// as it is (see [`crate::report::escape`]), but for line ends and tabs.
fn escaped(c: char) -> bool {
    crate::report::escape::hidden(c) && !matches!(c, '\n' | '\r' | '\t')
}

/// How a hidden character is written.
fn escape(c: char) -> String {
    crate::report::escape::Escape(c).to_string()
}

/// How many characters a character takes when shown.
fn shown_width(c: char) -> usize {
    if escaped(c) { escape(c).len() } else { 1 }
}

impl View {
    /// Shows `source`, each long line as a window around the first of `focus`
    /// (byte offsets) that falls in it, or around its start.
    #[must_use]
    pub fn new(source: &str, focus: &[usize]) -> View {
        View::cut(source, focus, &[])
    }

    /// Shows `source`, a copy of the transcript's text with bytes left out of
    /// its long lines at `cuts` (in order), as [`View::new`] shows the text
    /// itself: each window lies between two cuts, and its notes count the
    /// bytes left out before the copy was made.
    #[must_use]
    pub fn cut(source: &str, focus: &[usize], cuts: &[Cut]) -> View {
        let mut view = View {
            text: String::new(),
            segments: Vec::new(),
            source_len: source.len(),
            cuts: cuts.to_vec(),
        };
        let mut start = 0;
        for line in source.split_inclusive('\n') {
            let body_len = line.trim_end_matches('\n').trim_end_matches('\r').len();
            let end = start + body_len;
            let first = cuts.partition_point(|cut| cut.at < start);
            let line_cuts = &cuts[first..first + cuts[first..].partition_point(|c| c.at <= end)];
            let long = !line_cuts.is_empty()
                || line[..body_len].chars().map(shown_width).sum::<usize>() > LINE_WIDTH;
            if !long {
                view.show(source, start, end);
            } else {
                let place = focus
                    .iter()
                    .copied()
                    .find(|&o| (start..=end).contains(&o))
                    .unwrap_or(start);
                // The window stays between the cuts around its place.
                let lo = line_cuts
                    .iter()
                    .rev()
                    .find(|cut| cut.at <= place)
                    .map_or(start, |cut| cut.at);
                let hi = line_cuts
                    .iter()
                    .find(|cut| cut.at > place)
                    .map_or(end, |cut| cut.at);
                let (from, to) = window(source, lo, hi, place);
                let before = from - start + left_out_within(line_cuts, start, from);
                let after = end - to + left_out_within(line_cuts, from + 1, end);
                if before > 0 {
                    view.note(start, &format!("[... {before} bytes left out] "));
                }
                view.show(source, from, to);
                if after > 0 {
                    view.note(to, &format!(" [{after} bytes left out ...]"));
                }
            }
            view.show(source, end, start + line.len());
            start += line.len();
        }
        view
    }

    /// Shows `source[from..to]` as it is, escaping control characters.
    fn show(&mut self, source: &str, from: usize, to: usize) {
        let mut run = from;
        for (i, c) in source[from..to].char_indices() {
            if escaped(c) {
                self.verbatim(source, run, from + i);
                self.note(from + i, &escape(c));
                run = from + i + c.len_utf8();
            }
        }
        self.verbatim(source, run, to);
    }

    fn verbatim(&mut self, source: &str, from: usize, to: usize) {
        if from == to {
            return;
        }
        let follows = self
            .segments
            .last()
            .is_some_and(|last| last.verbatim && self.text.len() - last.at == from - last.from);
        if !follows {
            self.segments.push(Segment {
                from,
                at: self.text.len(),
                verbatim: true,
            });
        }
        self.text.push_str(&source[from..to]);
    }

    fn note(&mut self, from: usize, text: &str) {
        self.segments.push(Segment {
            from,
            at: self.text.len(),
            verbatim: false,
        });
        self.text.push_str(text);
    }

    /// Where a byte offset of the source stands in the shown text.
    #[must_use]
    pub fn place(&self, offset: usize) -> usize {
        if offset >= self.source_len {
            return self.text.len();
        }
        let index = self.segments.partition_point(|s| s.from <= offset);
        match index.checked_sub(1).map(|i| self.segments[i]) {
            Some(segment) if segment.verbatim => {
                let next = self
                    .segments
                    .get(index)
                    .map_or(self.text.len(), |next| next.at);
                (segment.at + offset - segment.from).min(next)
            }
            Some(segment) => segment.at,
            None => 0,
        }
    }

    /// The source offset a place in the shown text stands for (an escape or a
    /// note of bytes left out stands for where it starts in the source).
    #[must_use]
    pub fn origin(&self, place: usize) -> usize {
        let index = self.segments.partition_point(|s| s.at <= place);
        match index.checked_sub(1).map(|i| self.segments[i]) {
            Some(segment) if segment.verbatim => {
                let next = self
                    .segments
                    .get(index)
                    .map_or(self.source_len, |next| next.from);
                (segment.from + place - segment.at).min(next)
            }
            Some(segment) => segment.from,
            None => 0,
        }
    }

    /// A span of the source (offset and length) in the shown text.
    #[must_use]
    pub fn span(&self, offset: usize, len: usize) -> (usize, usize) {
        let start = self.place(offset);
        let end = if len == 0 {
            start
        } else {
            self.place(offset + len).max(start)
        };
        (start, end - start)
    }
}

/// A source shown through a [`View`], for miette: the snippet's text is the
/// view's, and the line and column in a diagnostic's header are the source's.
pub struct Shown<'a> {
    named: miette::NamedSource<String>,
    view: View,
    source: &'a str,
    /// Each label's start, shown and in the source: a label that starts in bytes
    /// left out is drawn from the note, but its place is still its own.
    starts: Vec<(usize, usize)>,
}

impl<'a> Shown<'a> {
    /// `source`, called `name`, shown for labels at `labels` (offset and length):
    /// each long line around the first label in it. A label longer than a snippet
    /// line is shown where it ends, where the reader found what is wrong.
    #[must_use]
    pub fn new(name: &str, source: &'a str, labels: &[(usize, usize)]) -> Shown<'a> {
        Shown::cut(name, source, labels, &[])
    }

    /// `source`, called `name`, a copy of the transcript's text with bytes
    /// left out of its long lines at `cuts`, shown as [`Shown::new`] shows it:
    /// the columns in a diagnostic's header count the bytes left out.
    #[must_use]
    pub fn cut(name: &str, source: &'a str, labels: &[(usize, usize)], cuts: &[Cut]) -> Shown<'a> {
        let focus: Vec<usize> = labels
            .iter()
            .map(|&(offset, len)| {
                if len > LINE_WIDTH {
                    offset + len - 1
                } else {
                    offset
                }
            })
            .collect();
        let view = View::cut(source, &focus, cuts);
        let named = miette::NamedSource::new(name, view.text.clone()).with_language("yaml");
        let starts = labels
            .iter()
            .map(|&(offset, _)| (view.place(offset), offset))
            .collect();
        Shown {
            named,
            view,
            source,
            starts,
        }
    }

    /// How places in the source map to the shown text.
    #[must_use]
    pub fn view(&self) -> &View {
        &self.view
    }
}

impl miette::SourceCode for Shown<'_> {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let contents = self
            .named
            .read_span(span, context_lines_before, context_lines_after)?;
        // miette counts a column in bytes from the line's start; count it in the source.
        let offset = self
            .starts
            .iter()
            .find(|&&(shown, _)| shown == span.offset())
            .map_or_else(|| self.view.origin(span.offset()), |&(_, offset)| offset);
        Ok(placed_at(
            &self.named,
            &*contents,
            self.source.as_bytes(),
            offset,
            &self.view.cuts,
        ))
    }
}

/// `contents` of the source `named`, with the column in the header that of
/// `offset` in `text`: in bytes from the start of its line, counting the
/// bytes left out of the line at `cuts`.
fn placed_at<'a>(
    named: &miette::NamedSource<String>,
    contents: &dyn miette::SpanContents<'a>,
    text: &[u8],
    offset: usize,
    cuts: &[Cut],
) -> Box<dyn miette::SpanContents<'a> + 'a> {
    let offset = offset.min(text.len());
    let line_start = memchr::memrchr(b'\n', &text[..offset]).map_or(0, |i| i + 1);
    let left_out = left_out_within(cuts, line_start, offset);
    Box::new(miette::MietteSpanContents::new_named(
        named.name().to_owned(),
        contents.data(),
        *contents.span(),
        contents.line(),
        offset - line_start + left_out,
        contents.line_count(),
    ))
}

/// A source shown as it is, for miette, with the column in a diagnostic's
/// header counted as [`Shown`] counts it: in bytes from the start of the
/// label's line, whatever the line ends with (miette's own count differs at
/// the line feed of a `\r\n`). A diagnostic is then drawn the same whether
/// or not its text is shown through a [`View`].
pub struct AsItIs<'a> {
    named: &'a miette::NamedSource<String>,
}

impl<'a> AsItIs<'a> {
    /// `named`, drawn as it is.
    #[must_use]
    pub fn new(named: &'a miette::NamedSource<String>) -> AsItIs<'a> {
        AsItIs { named }
    }
}

impl miette::SourceCode for AsItIs<'_> {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let contents = self
            .named
            .read_span(span, context_lines_before, context_lines_after)?;
        let text = self.named.inner().as_bytes();
        Ok(placed_at(self.named, &*contents, text, span.offset(), &[]))
    }
}

/// The window of the line `source[start..end]` shown around `place`: from a little
/// before it, at most [`LINE_WIDTH`] characters as shown, on character boundaries.
fn window(source: &str, start: usize, end: usize, place: usize) -> (usize, usize) {
    let line = &source[start..end];
    let place = place.clamp(start, end) - start;
    let before: Vec<(usize, char)> = line[..floor(line, place)].char_indices().collect();
    let mut from = floor(line, place);
    let mut width = 0;
    for &(i, c) in before.iter().rev() {
        if width + shown_width(c) > LEAD {
            break;
        }
        width += shown_width(c);
        from = i;
    }
    let mut to = from;
    let mut width = 0;
    for (i, c) in line[from..].char_indices() {
        if width + shown_width(c) > LINE_WIDTH {
            break;
        }
        width += shown_width(c);
        to = from + i + c.len_utf8();
    }
    (start + from, start + to)
}

/// The last character boundary at or before `offset`.
fn floor(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_without_control_characters_are_shown_as_they_are() {
        let text = "session:\n  players: [Anna, Bram]\r\n\tx\n";
        assert!(!needs_view(text));
        let view = View::new(text, &[]);
        assert_eq!(view.text, text);
        for offset in 0..=text.len() {
            assert_eq!(view.place(offset), offset);
        }
    }

    #[test]
    fn control_characters_are_escaped_and_labels_follow() {
        let text = "club: \u{1b}[1mx\u{0}\nend\u{85}";
        assert!(needs_view(text));
        let view = View::new(text, &[]);
        assert_eq!(view.text, "club: \\x1b[1mx\\0\nend\\u{85}");
        let nul = text.find('\0').expect("NUL");
        assert_eq!(
            view.span(nul, 1),
            (view.text.find("\\0").expect("shown"), 2)
        );
        let end = text.find("end").expect("end");
        assert_eq!(view.place(end), view.text.find("end").expect("shown"));
    }

    #[test]
    fn a_character_that_turns_the_line_around_is_escaped_in_a_snippet() {
        let text = "players: [\u{202e}annA, B\u{2066}x]\n";
        assert!(needs_view(text));
        let view = View::new(text, &[]);
        assert_eq!(view.text, "players: [\\u{202e}annA, B\\u{2066}x]\n");
        let b = text.find('B').expect("B");
        assert_eq!(view.place(b), view.text.find('B').expect("shown"));
    }

    #[test]
    fn a_long_line_is_cut_around_its_label_with_what_was_left_out() {
        let mut text = "a".repeat(5000);
        text.push_str("key: [oops");
        text.push_str(&"b".repeat(3000));
        text.push_str("\nnext: 1\n");
        let oops = text.find("oops").expect("oops");
        let view = View::new(&text, &[oops]);
        let lines: Vec<&str> = view.text.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1], "next: 1");
        let shown = lines[0];
        assert!(shown.starts_with("[... 4966 bytes left out] "), "{shown}");
        assert!(shown.ends_with(" [2884 bytes left out ...]"), "{shown}");
        let (at, len) = view.span(oops, 4);
        assert_eq!(&view.text[at..at + len], "oops");
        assert_eq!(
            view.place(text.find("next").expect("next")),
            view.text.find("next").expect("shown")
        );
        // 40 characters before the label, 160 in all: 4966 + 160 + 2884 bytes
        // make the line's 5000 + 10 + 3000.
    }

    #[test]
    fn megabytes_of_nul_bytes_show_as_one_bounded_line() {
        let text = "\0".repeat(5 * 1024 * 1024);
        let view = View::new(&text, &[0]);
        assert!(view.text.len() < 250, "{}", view.text.len());
        assert!(view.text.starts_with("\\0\\0"), "{}", view.text);
        assert!(
            view.text.ends_with(" [5242800 bytes left out ...]"),
            "{}",
            view.text
        );
        assert_eq!(view.span(0, 1), (0, 2));
    }
}
