//! Problems that make a transcript unusable: it is not YAML, it is not shaped
//! like a transcript, or its facts contradict each other (a tile in two hands, a
//! play of a tile nobody drew). These are errors in the input, not infractions at
//! the table: the referee cannot judge a hand whose facts it cannot trust.
//!
//! The problem and its kinds stand here; beside them, how each kind is found
//! in the text: `bytes` (a file that is too large or not text), `yaml` (the
//! YAML reader's errors in a scorekeeper's words), `syntax` (its syntax errors,
//! read from the text around them) and `spelling` (the word a typo meant).

use std::fmt;

use miette::{Diagnostic, LabeledSpan, Severity};

use crate::transcript::Span;

mod bytes;
mod spelling;
mod syntax;
mod yaml;

pub use bytes::{MAX_TRANSCRIPT_BYTES, too_large, unreadable};
pub(crate) use bytes::{has_control, text_of, text_start};
pub(crate) use spelling::closest;
pub use yaml::{Document, from_yaml, from_yaml_in};
pub(crate) use yaml::{from_yaml_within, list_help};

/// The kinds of problem, each with a stable code: `nos::transcript::<kind>`
/// for a problem in the transcript, `nos::rules-file` and `nos::command-line`
/// for one in what else the referee was given.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ProblemKind {
    /// The file could not be read, or is not text.
    Unreadable,
    /// Not YAML, or YAML not shaped like a transcript (unknown key, wrong type).
    Yaml,
    /// Fewer than 3 or more than 5 players, or a name given twice.
    Players,
    /// A name that is not one of the seated players, or a player left out.
    Player,
    /// A tile not written as `a-b` with ends 0 to 6.
    Tile,
    /// A tile in two places at once (two hands, a hand and the boneyard's draws, ...).
    TileTwice,
    /// A player plays, sets, shows or puts back a tile he does not hold.
    NotHeld,
    /// A draw of a tile that is not in the boneyard, or of more tiles than it holds.
    NotInBoneyard,
    /// `?-?`, a tile no one saw, where the table saw the tile: a set, a play,
    /// a declaration, a takeback, a tiebreak, the tiles shown at the count.
    UnseenTile,
    /// A number of tiles a deal, a draw or a return cannot be: none in a draw
    /// or a return, fewer than none, not whole, more than a set holds.
    TileCount,
    /// Tiles shown at the count that cannot be the player's: on the table, in
    /// another hand, shown twice, or more or fewer than he holds.
    Shown,
    /// A count at the end that no tiles the player could hold make, or that
    /// is not a whole number.
    Count,
    /// A count at the end that the tiles the same player showed do not make.
    ShownCount,
    /// An event with no action, or with more than one.
    Event,
    /// An `at` that is not an open end's number or an arm's name, or one given without a play.
    At,
    /// An announcement that cannot be read.
    Announcement,
    /// A claim that is not a whole number of points.
    Claim,
    /// A scoresheet figure beyond any chip total a table could hold.
    Figure,
    /// A tile that fits in several places with different consequences, and `at` does not say which.
    AmbiguousPlacement,
    /// `at` names no open end or arm of the layout.
    NoSuchPlace,
    /// A fact the rules need is missing (no announcement, the hand stops before it is over, ...).
    Missing,
    /// An event after the hand was over.
    AfterHandOver,
    /// A session-level value out of range.
    Session,
    /// A rules file that cannot be read, or names a profile, switch or choice
    /// that is not one.
    RulesFile,
    /// What the command line asks cannot be done: a profile, switch or choice
    /// that is not one, a hand or event the transcript does not have, fewer
    /// than two readings to compare. It has no place in any file.
    CommandLine,
}

impl ProblemKind {
    /// The last part of the error code.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ProblemKind::Unreadable => "unreadable",
            ProblemKind::Yaml => "yaml",
            ProblemKind::Players => "players",
            ProblemKind::Player => "player",
            ProblemKind::Tile => "tile",
            ProblemKind::TileTwice => "tile-twice",
            ProblemKind::NotHeld => "not-held",
            ProblemKind::NotInBoneyard => "not-in-boneyard",
            ProblemKind::UnseenTile => "unseen-tile",
            ProblemKind::TileCount => "tile-count",
            ProblemKind::Shown => "shown",
            ProblemKind::Count => "count",
            ProblemKind::ShownCount => "shown-count",
            ProblemKind::Event => "event",
            ProblemKind::At => "at",
            ProblemKind::Announcement => "announcement",
            ProblemKind::Claim => "claim",
            ProblemKind::Figure => "figure",
            ProblemKind::AmbiguousPlacement => "ambiguous-placement",
            ProblemKind::NoSuchPlace => "no-such-place",
            ProblemKind::Missing => "missing",
            ProblemKind::AfterHandOver => "after-hand-over",
            ProblemKind::Session => "session",
            ProblemKind::RulesFile => "rules-file",
            ProblemKind::CommandLine => "command-line",
        }
    }

    /// Whether the problem lies in the transcript (rather than in the rules
    /// file or on the command line).
    #[must_use]
    pub const fn in_transcript(self) -> bool {
        !matches!(self, ProblemKind::RulesFile | ProblemKind::CommandLine)
    }
}

/// One problem with the transcript, at its place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// What kind.
    pub kind: ProblemKind,
    /// What is wrong, in a sentence.
    pub message: String,
    /// Where.
    pub span: Span,
    /// The label under the place.
    pub label: String,
    /// What to do about it.
    pub help: String,
    /// Whether the transcript of a hand merely stops before the hand is
    /// over (the replay's `Stop::Unfinished`): a hand still being written
    /// down, as the recorder sees one, rather than a mistake in it.
    pub unfinished: bool,
}

impl Problem {
    /// A problem of `kind` at `span`.
    pub fn new(kind: ProblemKind, span: Span, message: impl Into<String>) -> Problem {
        Problem {
            kind,
            message: message.into(),
            span,
            label: String::new(),
            help: String::new(),
            unfinished: false,
        }
    }

    /// With a label under the place.
    #[must_use]
    pub fn label(mut self, label: impl Into<String>) -> Problem {
        self.label = label.into();
        self
    }

    /// With advice.
    #[must_use]
    pub fn help(mut self, help: impl Into<String>) -> Problem {
        self.help = help.into();
        self
    }

    /// The full error code.
    #[must_use]
    pub fn code(&self) -> String {
        if self.kind.in_transcript() {
            format!("nos::transcript::{}", self.kind.code())
        } else {
            format!("nos::{}", self.kind.code())
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl Diagnostic for Problem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(Problem::code(self)))
    }

    fn severity(&self) -> Option<Severity> {
        Some(Severity::Error)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        (!self.help.is_empty()).then(|| Box::new(&self.help) as Box<dyn fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        // The command line is no text to point into.
        if self.kind == ProblemKind::CommandLine {
            return None;
        }
        let label = (!self.label.is_empty()).then(|| self.label.clone());
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            label, self.span,
        ))))
    }
}

/// The 1-based line and column (in characters) of a byte offset.
#[must_use]
pub fn line_and_column(source: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &source[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.bytes().filter(|&b| b == b'\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The byte offset of a 1-based line and column (columns counted in characters).
#[must_use]
pub fn offset_of(source: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for (i, text) in source.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return offset
                + text
                    .char_indices()
                    .nth(column.saturating_sub(1))
                    .map_or(text.len(), |(b, _)| b);
        }
        offset += text.len();
    }
    source.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let source = "ab\nc\u{eb}d\r\n\nx";
        let cases = [
            (0, (1, 1)),
            (2, (1, 3)),
            (3, (2, 1)),
            (4, (2, 2)),
            (6, (2, 3)),
            (7, (2, 4)),
            (9, (3, 1)),
            (10, (4, 1)),
            (11, (4, 2)),
        ];
        for (offset, place) in cases {
            assert_eq!(line_and_column(source, offset), place, "{offset}");
        }
        // Inside a character, the place is that of the character.
        assert_eq!(line_and_column(source, 5), (2, 2));
        for (offset, _) in source.char_indices() {
            let (line, column) = line_and_column(source, offset);
            assert_eq!(offset_of(source, line, column), offset);
        }
    }
}
