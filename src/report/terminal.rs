//! What the terminal asks of the text: colour or not, Unicode box drawing or
//! plain ASCII, and how wide a line may be.
//!
//! The decisions follow the conventions other command-line tools keep, so that a
//! user's settings work here too: `--color` first; then `NO_COLOR` (set and not
//! empty: no colour), `CLICOLOR_FORCE` (set and not `0`: colour even into a pipe),
//! and `TERM=dumb` (no colour, ASCII graphics); otherwise colour only for a
//! terminal. The width is `COLUMNS`, else the terminal's; else listings are 80
//! wide and a report into a file or a pipe is not wrapped. Each stream is
//! judged by its own terminal: standard error may be one when standard output
//! is a file. Each decision is a function of its inputs, so that tests need no
//! terminal.

use crate::report::Style;

/// How one stream is drawn: its [`Style`], and how wide its lines may be.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pen {
    /// Colour and box drawing.
    pub style: Style,
    /// The width to wrap at: `COLUMNS` or the terminal's (see
    /// [`width_for`]). `None` for a file or a pipe with no `COLUMNS`:
    /// a report's lines are not wrapped, and diagnostics are drawn
    /// [`UNWRAPPED_WIDTH`] columns wide.
    pub width: Option<usize>,
}

/// How wide diagnostics are drawn where no width is asked for.
pub const UNWRAPPED_WIDTH: usize = 100;

impl Pen {
    /// How wide diagnostics are drawn.
    #[must_use]
    pub fn diagnostic_width(self) -> usize {
        self.width.unwrap_or(UNWRAPPED_WIDTH)
    }

    /// `text`'s lines wrapped to the pen's width, if it has one (see
    /// [`wrap`]).
    #[must_use]
    pub fn wrapped(self, text: String) -> String {
        match self.width {
            Some(width) => wrap(&text, width),
            None => text,
        }
    }
}

impl From<Style> for Pen {
    fn from(style: Style) -> Pen {
        Pen { style, width: None }
    }
}

/// How a command draws on each of its streams: its report (standard output
/// or `--output`) and what it says on standard error, each decided by its
/// own stream (a report into a file, problems on a terminal).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pens {
    /// For the report.
    pub report: Pen,
    /// For standard error.
    pub errors: Pen,
}

impl From<Pen> for Pens {
    fn from(pen: Pen) -> Pens {
        Pens {
            report: pen,
            errors: pen,
        }
    }
}

impl From<Style> for Pens {
    fn from(style: Style) -> Pens {
        Pens::from(Pen::from(style))
    }
}

/// `--color`: when to use colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ColorChoice {
    /// Colour for a terminal, as the environment allows.
    #[default]
    Auto,
    /// Always colour, even into a file or a pipe.
    Always,
    /// Never colour.
    Never,
}

/// How to draw for a stream, given `--color`, the environment (`var` reads a
/// variable) and whether the stream is a terminal.
#[must_use]
pub fn style(choice: ColorChoice, var: impl Fn(&str) -> Option<String>, terminal: bool) -> Style {
    let dumb = var("TERM").is_some_and(|term| term == "dumb");
    let colour = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            if var("NO_COLOR").is_some_and(|v| !v.is_empty()) {
                false
            } else if var("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0") {
                true
            } else {
                terminal && !dumb
            }
        }
    };
    match (colour, dumb) {
        (true, false) => Style::Colour,
        (false, false) => Style::Plain,
        (true, true) => Style::AsciiColour,
        (false, true) => Style::Ascii,
    }
}

/// The width to wrap text at: `COLUMNS` when it is a number, else the
/// terminal's width when there is one, else 80; never less than 40.
#[must_use]
pub fn width(var: impl Fn(&str) -> Option<String>, terminal: Option<usize>) -> usize {
    width_for(var, terminal).unwrap_or(80).max(40)
}

/// The width a stream's lines are drawn at: `COLUMNS` when it is a number,
/// else the width of the terminal the stream goes to (`terminal`); `None`
/// for a file or a pipe with no `COLUMNS`. Never less than 40.
#[must_use]
pub fn width_for(var: impl Fn(&str) -> Option<String>, terminal: Option<usize>) -> Option<usize> {
    var("COLUMNS")
        .and_then(|columns| columns.trim().parse::<usize>().ok())
        .filter(|&columns| columns > 0)
        .or(terminal)
        .map(|columns| columns.max(40))
}

/// How to draw for a stream, given `--color`, the environment (`var` reads a
/// variable), whether the stream is a terminal, and that terminal's width if
/// it is known: its [`style`] and its [`width_for`].
#[must_use]
pub fn pen(
    choice: ColorChoice,
    var: impl Fn(&str) -> Option<String>,
    terminal: bool,
    terminal_width: Option<usize>,
) -> Pen {
    Pen {
        style: style(choice, &var, terminal),
        width: width_for(&var, terminal_width.filter(|_| terminal)),
    }
}

/// The width of the terminal standard output goes to, if it goes to one.
#[must_use]
pub fn terminal_width() -> Option<usize> {
    terminal_size::terminal_size_of(std::io::stdout())
        .map(|(terminal_size::Width(w), _)| usize::from(w))
        .filter(|&w| w > 0)
}

/// The width of the terminal standard error goes to, if it goes to one.
#[must_use]
pub fn error_terminal_width() -> Option<usize> {
    terminal_size::terminal_size_of(std::io::stderr())
        .map(|(terminal_size::Width(w), _)| usize::from(w))
        .filter(|&w| w > 0)
}

/// A space a line is never broken at, such as the one inside `434 ≠ 314`:
/// [`wrap`] writes it as a plain space.
pub const GLUE: char = '\u{a0}';

/// Wraps a listing to `width` columns. A wrapped line's continuation is indented
/// past its own indentation and past a list mark (`- `, `12. `), so that each
/// entry still reads as one.
#[must_use]
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if textwrap::core::display_width(line) <= width {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let content = line.trim_start();
        let indent = &line[..line.len() - content.len()];
        let mark = list_mark(content);
        let hanging = format!("{indent}{}", " ".repeat(mark.max(2)));
        // Break at spaces only: names such as `ordinary-cross` and tiles such as
        // `[0-0]` stay whole.
        let options = textwrap::Options::new(width)
            .initial_indent(indent)
            .subsequent_indent(&hanging)
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        for piece in textwrap::wrap(content, options) {
            out.push_str(&piece);
            out.push('\n');
        }
    }
    if out.contains(GLUE) {
        out = out.replace(GLUE, " ");
    }
    out
}

/// The width of the list mark `content` starts with: `- ` or a number and `. `.
fn list_mark(content: &str) -> usize {
    if content.starts_with("- ") {
        return 2;
    }
    let digits = content.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && content[digits..].starts_with(". ") {
        digits + 2
    } else {
        0
    }
}

/// A bar on standard error, `length` long: the time taken, the bar, `count`
/// (an indicatif template of the position, e.g. `{pos}/{len} files`) and the
/// time left.
#[must_use]
pub fn progress_bar(length: u64, count: &str) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(length),
        indicatif::ProgressDrawTarget::stderr(),
    );
    // The time left is a placeholder of indicatif's template, put where the
    // language puts it.
    let left = crate::words!("report-time-left", eta = "{eta}");
    let template = format!("{{elapsed_precise}} [{{wide_bar}}] {count}, {left}");
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn colour_follows_the_flag_then_the_environment_then_the_terminal() {
        use ColorChoice::{Always, Auto, Never};
        type Vars = &'static [(&'static str, &'static str)];
        let cases: [(ColorChoice, Vars, bool, Style); 12] = [
            (Auto, &[], true, Style::Colour),
            (Auto, &[], false, Style::Plain),
            (Auto, &[("NO_COLOR", "1")], true, Style::Plain),
            (Auto, &[("NO_COLOR", "")], true, Style::Colour),
            (Auto, &[("CLICOLOR_FORCE", "1")], false, Style::Colour),
            (Auto, &[("CLICOLOR_FORCE", "0")], false, Style::Plain),
            (
                Auto,
                &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")],
                true,
                Style::Plain,
            ),
            (Auto, &[("TERM", "dumb")], true, Style::Ascii),
            (Always, &[("NO_COLOR", "1")], false, Style::Colour),
            (Always, &[("TERM", "dumb")], false, Style::AsciiColour),
            (Never, &[("CLICOLOR_FORCE", "1")], true, Style::Plain),
            (Never, &[("TERM", "dumb")], true, Style::Ascii),
        ];
        for (choice, vars, terminal, expected) in cases {
            assert_eq!(
                style(choice, env(vars), terminal),
                expected,
                "{choice:?} {vars:?} terminal={terminal}"
            );
        }
    }

    #[test]
    fn the_width_comes_from_columns_then_the_terminal() {
        assert_eq!(width(env(&[("COLUMNS", "120")]), Some(90)), 120);
        assert_eq!(width(env(&[("COLUMNS", "wide")]), Some(90)), 90);
        assert_eq!(width(env(&[]), Some(90)), 90);
        assert_eq!(width(env(&[]), None), 80);
        assert_eq!(width(env(&[("COLUMNS", "10")]), None), 40);
    }

    #[test]
    fn each_stream_is_drawn_by_its_own_terminal() {
        use ColorChoice::Auto;
        // Standard error on a terminal 90 wide, standard output into a file.
        assert_eq!(
            pen(Auto, env(&[]), true, Some(90)),
            Pen {
                style: Style::Colour,
                width: Some(90)
            }
        );
        assert_eq!(
            pen(Auto, env(&[]), false, None),
            Pen {
                style: Style::Plain,
                width: None
            }
        );
        // COLUMNS asks for a width into a pipe too, and wins over the terminal's.
        assert_eq!(
            pen(Auto, env(&[("COLUMNS", "60")]), false, None).width,
            Some(60)
        );
        assert_eq!(
            pen(Auto, env(&[("COLUMNS", "60")]), true, Some(90)).width,
            Some(60)
        );
        // A size known for a stream that is no terminal is not its width.
        assert_eq!(pen(Auto, env(&[]), false, Some(90)).width, None);
        assert_eq!(width_for(env(&[("COLUMNS", "10")]), None), Some(40));
    }

    #[test]
    fn glued_words_stay_on_one_line_and_read_as_spaced() {
        let glued = format!("Anna{GLUE}434{GLUE}≠{GLUE}314; Bram{GLUE}336{GLUE}≠{GLUE}376\n");
        assert_eq!(wrap(&glued, 40), "Anna 434 ≠ 314; Bram 336 ≠ 376\n");
        assert_eq!(
            wrap(&format!("  {glued}"), 20),
            "  Anna 434 ≠ 314;\n    Bram 336 ≠ 376\n"
        );
    }

    #[test]
    fn long_lines_wrap_under_their_own_entry() {
        let text = "D1 (tie-for-set)\n  - draw-tiles: the tied players each draw a tile; the higher spot total is on set\n12. volapuk — one line with an ordinary side and a matador side\n";
        let wrapped = wrap(text, 40);
        assert_eq!(
            wrapped,
            "D1 (tie-for-set)\n  - draw-tiles: the tied players each\n    draw a tile; the higher spot total\n    is on set\n12. volapuk — one line with an ordinary\n    side and a matador side\n"
        );
        assert!(
            wrapped
                .lines()
                .all(|l| textwrap::core::display_width(l) <= 40)
        );
        assert_eq!(wrap(text, 200), text);
    }
}
