//! Who a name stands for: seats from players' names, and mappings by name.
//!
//! A deal and a scoresheet are both written by player name; this is where a
//! misspelt, doubled, missing or departed name is found, for both alike.

use crate::rules::seat::{BySeat, Seat};
use crate::transcript::problem::{Problem, ProblemKind, closest};
use crate::transcript::{ByName, Located, Span};
use crate::words;

use super::{Problems, Sheet, covering};

pub(super) fn seat_of(
    players: &BySeat<String>,
    name: &Located<String>,
    problems: &mut Problems,
) -> Option<Seat> {
    seat_named(players, &name.value, name.span, problems)
}

/// As [`seat_of`], for the name `name` standing at `span`.
pub(super) fn seat_named(
    players: &BySeat<String>,
    name: &str,
    span: Span,
    problems: &mut Problems,
) -> Option<Seat> {
    let trimmed = name.trim();
    let found = players
        .iter()
        .find(|(_, n)| **n == trimmed)
        .map(|(seat, _)| seat);
    if found.is_none() {
        let names: Vec<&str> = players.values().map(String::as_str).collect();
        let label = closest(trimmed, names.iter().copied()).map_or_else(
            || words!("problem-unknown-player-label"),
            |n| words!("problem-did-you-mean", name = n),
        );
        problems.push(player(
            span,
            words!("problem-unknown-player", name = name),
            label,
            words!("problem-unknown-player-help", players = names.join(", ")),
        ));
    }
    found
}

/// A problem with a player's name where it stands.
fn player(
    span: Span,
    message: String,
    label: impl Into<String>,
    help: impl Into<String>,
) -> Problem {
    Problem::new(ProblemKind::Player, span, message)
        .label(label)
        .help(help)
}

/// Who a by-name mapping must name: the players at the table (present), and
/// whether players who left may keep an entry.
#[derive(Clone, Copy)]
pub(super) enum Roll<'a> {
    /// Only players at the table (a deal).
    AtTable(&'a BySeat<bool>),
    /// Players at the table, and those who left may keep their column (a scoresheet).
    AtTableOrLeft(&'a BySeat<bool>),
    /// Only players at the table, any of whom may be left out (the tiles
    /// shown at the count, the counts).
    SomeAtTable(&'a BySeat<bool>),
}

impl Roll<'_> {
    fn at_table(&self, seat: Seat) -> bool {
        match self {
            Roll::AtTable(present) | Roll::AtTableOrLeft(present) | Roll::SomeAtTable(present) => {
                present[seat]
            }
        }
    }

    /// Whether every player at the table must have an entry.
    fn all(&self) -> bool {
        !matches!(self, Roll::SomeAtTable(_))
    }
}

/// Names joined by a word between each two: "Anna and Bram and Cees".
pub(super) fn joined(names: &[&str], word: &str) -> String {
    names.join(&format!(" {word} "))
}

/// Values by player name, one per seat. `what` is the mapping's key, by
/// which a message names it: `deal`, `scoresheet`, `shown` or `counts`. `extent` gives the place of a value, so
/// that a player left out can be shown against the whole mapping.
pub(super) fn named<V>(
    map: ByName<V>,
    players: &BySeat<String>,
    roll: Roll<'_>,
    what: &str,
    span: Span,
    extent: impl Fn(&V) -> Span,
    problems: &mut Problems,
) -> Option<BySeat<Option<V>>> {
    let whole = covering(
        span,
        map.0
            .iter()
            .flat_map(|(name, value)| [name.span, extent(value)]),
    );
    let mut values: BySeat<Option<V>> = BySeat::from_fn(players.len(), |_| None);
    let mut ok = true;
    for (name, value) in map.0 {
        match seat_of(players, &name, problems) {
            Some(seat) if values[seat].is_some() => {
                problems.push(player(
                    name.span,
                    words!("problem-named-twice", name = &name.value, what = what),
                    words!("problem-named-twice-label"),
                    words!("problem-named-twice-help"),
                ));
                ok = false;
            }
            Some(seat)
                if matches!(roll, Roll::AtTable(_) | Roll::SomeAtTable(_))
                    && !roll.at_table(seat) =>
            {
                problems.push(player(
                    name.span,
                    words!("problem-named-left", name = &name.value, what = what),
                    words!("problem-named-left-label"),
                    words!("problem-named-left-help"),
                ));
                ok = false;
            }
            Some(seat) => values[seat] = Some(value),
            None => ok = false,
        }
    }
    let missing: Vec<&str> = values
        .iter()
        .filter(|(seat, v)| v.is_none() && roll.at_table(*seat))
        .map(|(seat, _)| players[seat].as_str())
        .collect();
    if ok && roll.all() && !missing.is_empty() {
        problems.push(player(
            whole,
            words!(
                "problem-named-missing",
                what = what,
                players = joined(&missing, &words!("problem-and"))
            ),
            words!(
                "problem-named-missing-label",
                players = joined(&missing, &words!("problem-or"))
            ),
            words!("problem-named-missing-help", what = what),
        ));
        ok = false;
    }
    ok.then_some(values)
}

/// The largest chip total, either way of nought, that a scoresheet may give: a
/// thousand times the most chips a session may start with. A figure beyond it
/// is a slip of the pen, and one the referee's sums cannot carry.
pub const MAX_SHEET_FIGURE: i64 = 1_000_000_000_000;

/// Checks a scoresheet on its own: every player at the table has a figure, and
/// each figure is one a chip total can be.
pub(super) fn check_sheet(
    sheet: Located<ByName<Located<i64>>>,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> Option<Sheet> {
    let span = sheet.span;
    let mut ok = true;
    for figure in sheet.value.0.iter().map(|(_, figure)| figure) {
        if figure.value.unsigned_abs() > MAX_SHEET_FIGURE.unsigned_abs() {
            problems.push(
                Problem::new(
                    ProblemKind::Figure,
                    figure.span,
                    words!("problem-figure", figure = figure.value.to_string()),
                )
                .label(words!("problem-figure-label"))
                .help(words!("problem-figure-help")),
            );
            ok = false;
        }
    }
    let sheet = named(
        sheet.value,
        players,
        Roll::AtTableOrLeft(present),
        "scoresheet",
        span,
        |entry| entry.span,
        problems,
    );
    sheet.filter(|_| ok)
}
