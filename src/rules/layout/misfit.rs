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
            } => crate::say!(f, "rules-misfit-ordinary", open = *open),
            Misfit::NoMatch {
                open: 0,
                rule: Matching::Matador,
            } => crate::say!(f, "rules-misfit-matador-blank"),
            Misfit::NoMatch {
                open,
                rule: Matching::Matador,
            } => crate::say!(f, "rules-misfit-matador", open = *open, needed = 7 - *open),
            Misfit::NeedsDouble {
                open,
                rule: Matching::Ordinary,
                ..
            } => crate::say!(f, "rules-misfit-needs-double", double = *open),
            Misfit::NeedsDouble {
                open,
                rule: Matching::Matador,
                matador_ok,
            } => {
                // No double adds up to 7 with a blank, so a blank arm takes
                // only a matador, or nothing at all where matadors do not count.
                match (*open, *matador_ok) {
                    (0, true) => crate::say!(f, "rules-misfit-blank-arm-matador"),
                    (0, false) => crate::say!(f, "rules-misfit-blank-arm-nothing"),
                    (_, true) => {
                        crate::say!(
                            f,
                            "rules-misfit-needs-double-or-matador",
                            double = 7 - *open
                        )
                    }
                    (_, false) => crate::say!(f, "rules-misfit-needs-double", double = 7 - *open),
                }
            }
            Misfit::NeedsMatador => crate::say!(f, "rules-misfit-needs-matador"),
            Misfit::CrossIncomplete => crate::say!(f, "rules-misfit-cross-incomplete"),
            // Which side is the fourth is settled only by where the three
            // matadors go: said as far as the triangle has come.
            Misfit::TriangleIncomplete { sides_down: 0 } => {
                crate::say!(f, "rules-misfit-triangle-none-down")
            }
            Misfit::TriangleIncomplete { sides_down: 1 } => {
                crate::say!(f, "rules-misfit-triangle-one-down")
            }
            Misfit::TriangleIncomplete { .. } => crate::say!(f, "rules-misfit-triangle-two-down"),
            Misfit::FourthSideClosed => crate::say!(f, "rules-misfit-fourth-side-closed"),
            Misfit::Condition { arm, needed, laid } => crate::say!(
                f,
                "rules-misfit-condition",
                arm = arm.word(),
                needed = *needed,
                laid = *laid
            ),
            Misfit::NotOnSetTile => crate::say!(f, "rules-misfit-not-on-set-tile"),
            Misfit::NotADouble => crate::say!(f, "rules-misfit-not-a-double"),
        }
    }
}
