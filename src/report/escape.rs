//! Text that came from the input, made fit for a terminal: its control
//! characters written as escapes, and a name cut to the width of a table's
//! column.
//!
//! A YAML string may hold any character, written as an escape (`"\e[2J"`,
//! `"\u202E"`): a name, a club, a file name. Written as it is, such a
//! character clears the screen, sets the window's title, makes a link, moves
//! the cursor or turns the line's text around. So everything the text reports
//! take from the input is written through [`Escaped`], and each such
//! character is shown as an escape (`\x1b`, `\u{202e}`, `\n`), as a snippet of
//! the transcript shows it. JSON escapes its strings itself, and the page is
//! escaped as HTML.

use std::fmt::{self, Write as _};

use textwrap::core::display_width;

/// The widest a player's name is drawn in a table, in columns of the
/// terminal: a longer name is cut, with an ellipsis.
pub const NAME_WIDTH: usize = 24;

/// The widest a player's name is drawn in running text.
pub const NAME_IN_TEXT: usize = 64;

/// The most characters a sentence that may quote the input is drawn with: a
/// name of sixty thousand characters quoted in every problem of every hand
/// would make megabytes of a few kilobytes.
pub const SENTENCE_LIMIT: usize = 600;

/// Whether `c` is never written to a terminal as it is: a control character
/// (C0, DEL, C1), a character that changes the direction of text, or a line
/// or paragraph separator.
#[must_use]
pub fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
        )
}

/// How a hidden character is written: `\n`, `\r`, `\t`, `\0`, `\x1b` for the
/// rest of ASCII, `\u{202e}` beyond it.
#[derive(Clone, Copy, Debug)]
pub struct Escape(pub char);

impl fmt::Display for Escape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            '\0' => f.write_str("\\0"),
            '\n' => f.write_str("\\n"),
            '\r' => f.write_str("\\r"),
            '\t' => f.write_str("\\t"),
            c if c.is_ascii() => write!(f, "\\x{:02x}", c as u32),
            c => write!(f, "\\u{{{:x}}}", c as u32),
        }
    }
}

/// Anything written with [`fmt::Display`], with every hidden character in it
/// written as an escape: a name, a sentence naming players, a file name.
#[derive(Clone, Copy, Debug)]
pub struct Escaped<T>(pub T);

impl<T: fmt::Display> fmt::Display for Escaped<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Escaping::new(f, false, usize::MAX).write(&self.0)
    }
}

/// As [`Escaped`], for a sentence that may quote the input: cut, with an
/// ellipsis, after [`SENTENCE_LIMIT`] characters.
#[derive(Clone, Copy, Debug)]
pub struct Sentence<T>(pub T);

impl<T: fmt::Display> fmt::Display for Sentence<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Escaping::new(f, false, SENTENCE_LIMIT).write(&self.0)
    }
}

/// As [`Sentence`], for a text of several lines of the referee's own: its line
/// feeds are kept, and every other hidden character is escaped.
#[derive(Clone, Copy, Debug)]
pub struct EscapedLines<T>(pub T);

impl<T: fmt::Display> fmt::Display for EscapedLines<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Escaping::new(f, true, SENTENCE_LIMIT).write(&self.0)
    }
}

/// Writes into `out`, escaping hidden characters (line feeds kept when
/// `lines`), and no more than `left` characters of the text.
struct Escaping<'a, 'b> {
    out: &'a mut fmt::Formatter<'b>,
    lines: bool,
    left: usize,
    cut: bool,
}

impl<'a, 'b> Escaping<'a, 'b> {
    fn new(out: &'a mut fmt::Formatter<'b>, lines: bool, left: usize) -> Self {
        Escaping {
            out,
            lines,
            left,
            cut: false,
        }
    }

    fn write(mut self, text: &impl fmt::Display) -> fmt::Result {
        write!(self, "{text}")
    }
}

impl fmt::Write for Escaping<'_, '_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        if self.cut {
            return Ok(());
        }
        let mut run = 0;
        for (i, c) in text.char_indices() {
            if self.left == 0 {
                self.out.write_str(&text[run..i])?;
                self.cut = true;
                return self.out.write_char('…');
            }
            self.left -= 1;
            if hidden(c) && !(self.lines && c == '\n') {
                self.out.write_str(&text[run..i])?;
                write!(self.out, "{}", Escape(c))?;
                run = i + c.len_utf8();
            }
        }
        self.out.write_str(&text[run..])
    }
}

/// `text` as a table's cell shows it: escaped, and when it takes more than
/// `width` columns of the terminal, cut to `width` with an ellipsis.
#[must_use]
pub fn clipped(text: &str, width: usize) -> String {
    let escaped = Escaped(text).to_string();
    if display_width(&escaped) <= width {
        return escaped;
    }
    let room = width.saturating_sub(1);
    let mut taken = 0;
    let mut end = 0;
    for (i, c) in escaped.char_indices() {
        let next = i + c.len_utf8();
        let w = display_width(&escaped[i..next]);
        if taken + w > room {
            break;
        }
        taken += w;
        end = next;
    }
    let mut cut = escaped[..end].to_owned();
    cut.push('…');
    cut
}

/// A player's name as a table's column shows it: see [`clipped`].
#[must_use]
pub fn name_cell(name: &str) -> String {
    clipped(name, NAME_WIDTH)
}

/// A player's name as running text shows it: escaped, and cut to
/// [`NAME_IN_TEXT`] columns.
#[must_use]
pub fn name(name: &str) -> String {
    clipped(name, NAME_IN_TEXT)
}

/// How many columns of the terminal `text` takes.
#[must_use]
pub fn columns(text: &str) -> usize {
    display_width(text)
}

/// `text` put to the right of `width` columns, padded by the columns each
/// character takes (a `{:>width$}` counts characters, not columns).
#[must_use]
pub fn right(text: &str, width: usize) -> String {
    let mut out = " ".repeat(width.saturating_sub(display_width(text)));
    out.push_str(text);
    out
}

/// `text` put to the left of `width` columns, as [`right`] pads it.
#[must_use]
pub fn left(text: &str, width: usize) -> String {
    let mut out = text.to_owned();
    out.push_str(&" ".repeat(width.saturating_sub(display_width(text))));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_moves_a_terminal_is_written_as_an_escape() {
        let cases = [
            ("Anna", "Anna"),
            ("\u{1b}[2J", "\\x1b[2J"),
            (
                "\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\",
                "\\x1b]8;;http://x\\x1b\\link\\x1b]8;;\\x1b\\",
            ),
            ("\u{1b}]0;title\u{7}", "\\x1b]0;title\\x07"),
            ("a\rb\u{8}c\u{7f}", "a\\rb\\x08c\\x7f"),
            ("\u{9b}2J", "\\u{9b}2J"),
            ("\u{202e}annA", "\\u{202e}annA"),
            (
                "a\u{2066}b\u{2069}\u{200f}",
                "a\\u{2066}b\\u{2069}\\u{200f}",
            ),
            ("two\nlines\tand\0", "two\\nlines\\tand\\0"),
            ("Jo\u{eb}lle 🂡 Ćees", "Jo\u{eb}lle 🂡 Ćees"),
        ];
        for (text, shown) in cases {
            assert_eq!(Escaped(text).to_string(), shown, "{text:?}");
            assert!(!Escaped(text).to_string().chars().any(hidden), "{text:?}");
        }
        assert_eq!(
            EscapedLines("rule: x\nreading \u{1b}[1m").to_string(),
            "rule: x\nreading \\x1b[1m"
        );
    }

    #[test]
    fn a_sentence_quoting_a_huge_name_is_cut() {
        let huge = format!("the deal leaves out {}", "E".repeat(70_000));
        let shown = Sentence(&huge).to_string();
        assert_eq!(shown.chars().count(), SENTENCE_LIMIT + 1);
        assert!(shown.starts_with("the deal leaves out EEE"), "{shown}");
        assert!(shown.ends_with("E…"), "{shown}");
        // A sentence within the limit is whole; the escapes count as one character each.
        let short = "Anna\u{1b} pays";
        assert_eq!(Sentence(short).to_string(), "Anna\\x1b pays");
        let exact = "x".repeat(SENTENCE_LIMIT);
        assert_eq!(Sentence(&exact).to_string(), exact);
    }

    #[test]
    fn a_long_name_is_cut_to_its_column_with_an_ellipsis() {
        let cases = [
            ("Anna", 24, "Anna"),
            (
                "Alexandra-Margaretha van den Berg",
                24,
                "Alexandra-Margaretha va…",
            ),
            ("abcdef", 6, "abcdef"),
            ("abcdefg", 6, "abcde…"),
            // Wide characters take two columns each: four of them and the ellipsis.
            ("漢字漢字漢字", 9, "漢字漢字…"),
            // The escape is cut as shown.
            ("\u{1b}[2Jabc", 6, "\\x1b[…"),
        ];
        for (name, width, shown) in cases {
            let cell = clipped(name, width);
            assert_eq!(cell, shown, "{name:?}");
            assert!(columns(&cell) <= width, "{name:?}");
        }
        let huge = "E".repeat(70_000);
        assert_eq!(columns(&name_cell(&huge)), NAME_WIDTH);
    }

    #[test]
    fn cells_are_padded_by_the_columns_they_take() {
        assert_eq!(right("漢字", 6), "  漢字");
        assert_eq!(left("漢字", 6), "漢字  ");
        assert_eq!(right("toolong", 3), "toolong");
    }
}
