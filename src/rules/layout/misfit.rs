//! Why a tile may not go where it was put, and how that is said.
//!
//! The reasons a placement is refused are a list of their own, with a sentence
//! each; the layout's check only has to name one.

use std::fmt;

use crate::rules::game::{ArmName, Matching};

/// Why a tile may not go where it was put.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Misfit {
    /// The touching end does not match the open end by the arm's rule.
    NoMatch {
        /// The open end.
        open: u8,
        /// The rule in force on the arm.
        rule: Matching,
    },
    /// A double cross arm takes its compulsory double (or, under matador rules, a matador) next.
    NeedsDouble {
        /// The open end.
        open: u8,
        /// The rule the double follows.
        rule: Matching,
        /// Whether a matador would also do.
        matador_ok: bool,
    },
    /// The triangle's sides are the three matadors.
    NeedsMatador,
    /// No arm grows before the cross (or triangle) is complete.
    CrossIncomplete,
    /// Game 16's fourth side opens once the triangle is down; `sides_down`
    /// of its three sides are.
    TriangleIncomplete {
        /// How many sides of the triangle hold their matador.
        sides_down: u8,
    },
    /// Games 13-15: the triangle has three sides; the one left free stays empty.
    FourthSideClosed,
    /// The condition sends the play to another side first.
    Condition {
        /// Where play must go.
        arm: ArmName,
        /// How many tiles that side must hold.
        needed: usize,
        /// How many it holds.
        laid: usize,
    },
    /// A double played at once must lie against the set tile.
    NotOnSetTile,
    /// Only a double may be played at once on the set tile.
    NotADouble,
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misfit::NoMatch {
                open,
                rule: Matching::Ordinary,
            } => {
                write!(
                    f,
                    "the open end is {open}, and ordinary matching needs a {open} against it"
                )
            }
            Misfit::NoMatch {
                open,
                rule: Matching::Matador,
            } => {
                if *open == 0 {
                    f.write_str("the open end is a blank, and under matador matching only a matador goes on a blank")
                } else {
                    write!(
                        f,
                        "the open end is {open}, and matador matching needs a {} against it, or a matador",
                        7 - open
                    )
                }
            }
            Misfit::NeedsDouble {
                open,
                rule: Matching::Ordinary,
                ..
            } => {
                write!(
                    f,
                    "this arm of the double cross takes the [{open}-{open}] next"
                )
            }
            Misfit::NeedsDouble {
                open,
                rule: Matching::Matador,
                matador_ok,
            } => {
                // No double adds up to 7 with a blank, so a blank arm takes
                // only a matador, or nothing at all where matadors do not count.
                match (*open, *matador_ok) {
                    (0, true) => f.write_str(
                        "this arm of the double cross shows a blank, and takes only a matador next",
                    ),
                    (0, false) => f.write_str(
                        "this arm of the double cross shows a blank, and no double adds up to 7 with it",
                    ),
                    (_, true) => write!(
                        f,
                        "this arm of the double cross takes the [{0}-{0}] or a matador next",
                        7 - open
                    ),
                    (_, false) => write!(
                        f,
                        "this arm of the double cross takes the [{0}-{0}] next",
                        7 - open
                    ),
                }
            }
            Misfit::NeedsMatador => f.write_str(
                "the sides of the triangle are the three matadors [6-1], [5-2] and [4-3]",
            ),
            Misfit::CrossIncomplete => {
                f.write_str("no arm grows until every arm has its first tile")
            }
            // Which side is the fourth is settled only by where the three
            // matadors go: said as far as the triangle has come.
            Misfit::TriangleIncomplete { sides_down: 0 } => f.write_str(
                "no matador lies on the [0-0] yet: its sides take the three matadors first, and only the side left free after them takes a blank end",
            ),
            Misfit::TriangleIncomplete { sides_down: 1 } => f.write_str(
                "one of the three matadors lies on the [0-0]: the other two go on its free sides first, and which side is left over for a blank end is settled only then",
            ),
            Misfit::TriangleIncomplete { .. } => f.write_str(
                "two of the three matadors lie on the [0-0]: the third goes on one of the two free sides, and only the side left free after it takes a blank end",
            ),
            Misfit::FourthSideClosed => f.write_str(
                "the triangle has its three sides, and the side left free takes no tile",
            ),
            Misfit::Condition { arm, needed, laid } => {
                write!(
                    f,
                    "the announced condition wants {needed} tile(s) on the {arm} side first, and it holds {laid}"
                )
            }
            Misfit::NotOnSetTile => {
                f.write_str("a double played at once goes against the set tile")
            }
            Misfit::NotADouble => {
                f.write_str("only a double may be played at once on the set tile")
            }
        }
    }
}
