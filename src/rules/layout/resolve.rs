//! Where a tile went, from how the transcript writes it: touching end first, and `at`.
//!
//! A scorekeeper writes a tile and, when it could go in several places, the
//! arm or open end; the layout reads that here into one placement, several, or
//! none, apart from judging whether the placement is legal.

use smallvec::SmallVec;

use crate::rules::tile::Laid;

use super::{At, Layout, Misfit, Placement, Timing};

/// How the transcript's placement of a tile resolves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Resolution {
    /// A legal placement.
    Legal(Placement),
    /// The tile fits nowhere the transcript allows; where it lay, if the
    /// transcript says so unambiguously.
    Illegal {
        /// Why it does not fit (at the place it went, or at the first place tried).
        misfit: Misfit,
        /// Where it lay, touching end as written.
        placement: Option<Placement>,
    },
    /// The tile fits in more than one place with different consequences; `at` must say which.
    Ambiguous(Vec<Placement>),
    /// `at` names no open end or arm of this layout.
    NowhereNamed,
}

impl Layout {
    /// Two empty arms that nothing tells apart: a tile goes on either with the same consequences.
    fn interchangeable(&self, a: usize, b: usize) -> bool {
        let in_condition = |arm: usize| {
            self.game
                .condition
                .as_ref()
                .is_some_and(|c| c.steps.iter().any(|&(s, _)| s == arm))
        };
        let (pa, pb) = (&self.game.arms[a], &self.game.arms[b]);
        let (xa, xb) = (&self.arms[a], &self.arms[b]);
        xa.laid == 0
            && xb.laid == 0
            && xa.open == xb.open
            && (pa.first, pa.double, pa.rest) == (pb.first, pb.double, pb.rest)
            && self.stage(a) == self.stage(b)
            && in_condition(a) == in_condition(b)
    }

    /// Resolves where a tile went from how the transcript writes it (touching end
    /// first) and its optional `at`.
    ///
    /// A tile that is legal nowhere allowed is judged where it came closest: on
    /// an arm whose open end it matches, if there is one.
    ///
    /// The written order decides first: where the tile fits with its first written
    /// end touching, it goes there; only where it fits nowhere that way is it turned
    /// round (a tile written backwards). Where it still fits on several arms, `at`
    /// must choose, unless the arms are still empty and alike, when the first in
    /// plan order is taken.
    ///
    /// # Panics
    /// Panics if an end of `written` is above 6; the transcript's tiles are read
    /// with [`Tile::parse`](crate::rules::tile::Tile::parse), which refuses them.
    #[must_use]
    pub fn resolve(&self, written: (u8, u8), at: Option<At>, timing: Timing) -> Resolution {
        self.resolve_with(written, at, timing, true)
    }

    /// Resolves a tile exactly as written, touching end first, never turned
    /// round: how a tile the table had taken back lay on the table.
    ///
    /// # Panics
    /// As [`Layout::resolve`].
    #[must_use]
    pub fn resolve_as_written(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
    ) -> Resolution {
        self.resolve_with(written, at, timing, false)
    }

    fn resolve_with(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
        may_turn: bool,
    ) -> Resolution {
        // At most one placement per arm, and a layout has at most four arms:
        // the lists stay on the stack.
        let candidates: SmallVec<[usize; 4]> = (0..self.arms.len())
            .filter(|&i| match at {
                None => true,
                Some(At::Pip(pip)) => self.arms[i].open == pip && self.has_open_end(i),
                Some(At::Arm(name)) => self.game.arms[i].name == name,
            })
            .collect();
        if candidates.is_empty() {
            return Resolution::NowhereNamed;
        }
        let as_written = Laid {
            touching: written.0,
            open: written.1,
        };
        let turned_too = written.0 != written.1 && may_turn;
        let mut legal: SmallVec<[Placement; 4]> = candidates
            .iter()
            .filter_map(|&arm| {
                let fits = |laid| self.allows(Placement { arm, laid }, timing);
                // Where both ways round fit, the written order decides.
                if fits(as_written) {
                    Some(as_written)
                } else if turned_too && fits(as_written.turned()) {
                    Some(as_written.turned())
                } else {
                    None
                }
                .map(|laid| Placement { arm, laid })
            })
            .collect();
        // The touching end is written first: where some placements match the written
        // order, only those are meant; the tile is turned round only where the
        // written order fits nowhere.
        if legal.iter().any(|p| p.laid == as_written) {
            legal.retain(|p| p.laid == as_written);
        }
        match legal.as_slice() {
            [one] => Resolution::Legal(*one),
            [] => {
                let placement = match candidates.as_slice() {
                    [arm] => Some(Placement {
                        arm: *arm,
                        laid: as_written,
                    }),
                    _ => None,
                };
                // Judge the tile where it came closest to fitting: against an open
                // end its touching end matches, the misfit is the rule that still
                // stands in the way (the condition, the unfinished cross, a
                // compulsory double). Failing that, where it was put as written.
                let near_miss = candidates
                    .iter()
                    .flat_map(|&arm| {
                        [as_written, as_written.turned()].map(|laid| Placement { arm, laid })
                    })
                    .filter(|p| may_turn || p.laid == as_written)
                    .find(|&p| self.touches(p));
                let probe = near_miss.or(placement).unwrap_or(Placement {
                    arm: candidates[0],
                    laid: as_written,
                });
                let misfit = self.check(probe, timing).err().unwrap_or(Misfit::NoMatch {
                    open: self.arms[probe.arm].open,
                    rule: self.rule(probe.arm),
                });
                Resolution::Illegal { misfit, placement }
            }
            [first, rest @ ..] => {
                if rest.iter().all(|p| self.interchangeable(first.arm, p.arm)) {
                    Resolution::Legal(*first)
                } else {
                    Resolution::Ambiguous(legal.to_vec())
                }
            }
        }
    }
}
