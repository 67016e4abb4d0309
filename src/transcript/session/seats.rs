//! Who a name stands for: seats from players' names, and mappings by name.
//!
//! A deal and a scoresheet are both written by player name; this is where a
//! misspelt, doubled, missing or departed name is found, for both alike.

use crate::rules::seat::{BySeat, Seat};
use crate::transcript::problem::{Problem, ProblemKind, closest};
use crate::transcript::{ByName, Located, Span};

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
            || "unknown player".to_owned(),
            |n| format!("did you mean {n}?"),
        );
        problems.push(player(
            span,
            format!("{name} is not seated at this table"),
            label,
            format!(
                "the players are {}; a name must be written as in `players`",
                names.join(", ")
            ),
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

/// Values by player name, one per seat. `extent` gives the place of a value, so
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
                    format!("{} appears twice in the {what}", name.value),
                    "second entry",
                    "give each player one entry",
                ));
                ok = false;
            }
            Some(seat)
                if matches!(roll, Roll::AtTable(_) | Roll::SomeAtTable(_))
                    && !roll.at_table(seat) =>
            {
                problems.push(player(
                    name.span,
                    format!(
                        "{} has left the table and takes no part in the {what}",
                        name.value
                    ),
                    "left in an earlier hand",
                    "a player who left (see `leaves`) plays no later hand",
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
            format!("the {what} leaves out {}", missing.join(" and ")),
            format!("no entry for {}", missing.join(" or ")),
            format!("give every player at the table an entry in the {what}"),
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
                    format!("{} is not a chip total a table could hold", figure.value),
                )
                .label("far beyond any total")
                .help("write each player's chips after the hand as the scoresheet shows them, e.g. `Anna: 489`"),
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
