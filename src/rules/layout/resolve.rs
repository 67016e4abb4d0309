//! Where a tile went, from how the transcript writes it: touching end first, and `at`.
//!
//! A scorekeeper writes a tile and, when it could go in several places, the
//! arm or open end; the layout reads that here into one placement, several, or
//! none, apart from judging whether the placement is legal.

use crate::rules::tile::Laid;

use super::fitting::fitting;
use super::{At, Layout, Misfit, Placement, Timing, laid_bit, set_arms};

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
        let alike = xa.laid == 0
            && xb.laid == 0
            && xa.open == xb.open
            && (pa.first, pa.double, pa.rest) == (pb.first, pb.double, pb.rest)
            && in_condition(a) == in_condition(b);
        // Two empty arms of the same plan are at the same stage: their first
        // tile, or both a triangle's side left free.
        debug_assert!(!alike || self.stage(a) == self.stage(b));
        alike
    }

    /// Whether every arm of `legal` but the first is interchangeable with it.
    fn all_alike(&self, legal: ArmSet) -> bool {
        let Some(first) = legal.lowest() else {
            return false;
        };
        legal
            .iter()
            .all(|arm| arm == first || self.interchangeable(first, arm))
    }

    /// The arms of `candidates` where `laid` is legal as a double at once.
    fn fitting_at_once(&self, candidates: ArmSet, laid: Laid) -> ArmSet {
        candidates.filter(|arm| self.allows(Placement { arm, laid }, Timing::Immediate))
    }

    /// Whether `written`, either way round, could lie against the set tile
    /// on `arm` were that arm empty: whether the arm's first tile, before
    /// the condition is met or after, or a triangle's side left free, may
    /// ever be this tile. A tile refused here fits the empty arm at no time
    /// and in no reading of where it went; one allowed may still not.
    #[must_use]
    pub(crate) fn may_open(&self, arm: usize, written: (u8, u8)) -> bool {
        let open = set_arms(self.game.shape, self.game.set)[arm].open;
        let as_written = Laid::as_written(written);
        let ways = laid_bit(as_written) | laid_bit(as_written.turned());
        let [free, free_met] = self.rows.fourth_side;
        [
            Some(self.rows.arms[0][arm][0]),
            Some(self.rows.arms[1][arm][0]),
            free,
            free_met,
        ]
        .into_iter()
        .flatten()
        .any(|row| fitting(row, open).laid & ways != 0)
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
    #[inline(always)]
    pub fn resolve(&self, written: (u8, u8), at: Option<At>, timing: Timing) -> Resolution {
        self.resolve_with(written, at, timing, true)
    }

    /// Resolves a tile exactly as written, touching end first, never turned
    /// round: how a tile the table had taken back lay on the table.
    ///
    /// # Panics
    /// As [`Layout::resolve`].
    #[must_use]
    #[inline]
    pub fn resolve_as_written(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
    ) -> Resolution {
        self.resolve_with(written, at, timing, false)
    }

    /// [`Layout::resolve`] for a double played at once: in a few steps where
    /// exactly one arm of those named takes it, as nearly every such double
    /// is, and otherwise by every step. Kept out of line, unlike a turn's
    /// tile: a hand has a double at once or none.
    ///
    /// # Panics
    /// As [`Layout::resolve`].
    #[must_use]
    #[inline(never)]
    pub fn resolve_at_once(&self, written: (u8, u8), at: Option<At>) -> Resolution {
        let double = Laid::as_written(written);
        // Only a double is laid at once, and only on an empty arm: what each
        // arm takes so is at hand as a set.
        let legal = if written.0 == written.1 {
            let named = match at {
                None => ArmSet::all(self.arm_count),
                Some(at) => self.named(at),
            };
            named
                .filter(|arm| self.takes_at_once(arm) & laid_bit(double) != 0)
                .0
        } else {
            0
        };
        if let Some(one) = self.on_one_arm(legal, double, || {
            self.resolve_in_full(written, at, Timing::Immediate, true)
        }) {
            return one;
        }
        self.resolve_in_full(written, at, Timing::Immediate, true)
    }

    /// A short way's answer: `laid` on the one arm of the set `legal`, if
    /// it holds exactly one, held to the whole reading (`full`) in every
    /// debug build.
    #[inline(always)]
    fn on_one_arm(
        &self,
        legal: u8,
        laid: Laid,
        full: impl FnOnce() -> Resolution,
    ) -> Option<Resolution> {
        if !legal.is_power_of_two() {
            return None;
        }
        let placement = Placement {
            arm: legal.trailing_zeros() as usize,
            laid,
        };
        debug_assert_eq!(Resolution::Legal(placement), full());
        Some(Resolution::Legal(placement))
    }

    /// Always inlined, as [`Layout::resolve`] is: a tile is read on every
    /// turn, and the usual case is a few steps, the rest being
    /// [`Layout::resolve_in_full`]'s.
    #[inline(always)]
    fn resolve_with(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
        may_turn: bool,
    ) -> Resolution {
        // The usual case: in a regular turn, one arm of those named takes the
        // tile as written. What each arm takes is at hand as a set, and an arm
        // beyond the game's takes nothing, so that with no place named every
        // arm may be asked.
        if timing == Timing::Turn {
            let as_written = Laid::as_written(written);
            let legal = match at {
                None => self.taking(as_written),
                // A name stands for one arm at most: only that arm is asked.
                Some(At::Arm(name)) => {
                    let named = self.by_name[name as usize];
                    let takes = named.is_power_of_two()
                        && self.progress.turn[named.trailing_zeros() as usize].laid
                            & laid_bit(as_written)
                            != 0;
                    if takes { named } else { 0 }
                }
                Some(at) => self.named(at).0 & self.taking(as_written),
            };
            if let Some(one) = self.on_one_arm(legal, as_written, || {
                self.resolve_in_full(written, at, timing, may_turn)
            }) {
                return one;
            }
        }
        self.resolve_in_full(written, at, timing, may_turn)
    }

    /// The arms of this layout that `at` names.
    ///
    /// Always inlined: a tile written with an open end to go on is read
    /// this way in the usual case of [`Layout::resolve`], at a few steps.
    #[inline(always)]
    fn named(&self, at: At) -> ArmSet {
        let all = ArmSet::all(self.arm_count);
        match at {
            At::Pip(pip) => all.filter(|i| self.arms[i].open == pip && self.has_open_end(i)),
            At::Arm(name) => {
                let named = ArmSet(self.by_name[name as usize]);
                debug_assert_eq!(named, all.filter(|i| self.game.arms[i].name == name));
                named
            }
        }
    }

    /// [`Layout::resolve_with`] by every step: where the tile is not taken by
    /// exactly one arm in a regular turn, and for a double played at once.
    /// Kept apart from the usual case, which it would only slow down.
    #[cold]
    #[inline(never)]
    fn resolve_in_full(
        &self,
        written: (u8, u8),
        at: Option<At>,
        timing: Timing,
        may_turn: bool,
    ) -> Resolution {
        let candidates = match at {
            None => ArmSet::all(self.arm_count),
            Some(at) => self.named(at),
        };
        let as_written = Laid::as_written(written);
        let turned_too = written.0 != written.1 && may_turn;
        // In a regular turn, what each arm takes is at hand as a set.
        let fitting = |laid| match timing {
            Timing::Turn => ArmSet(candidates.0 & self.taking(laid)),
            Timing::Immediate => self.fitting_at_once(candidates, laid),
        };
        // The touching end is written first: where the tile fits as written, only
        // those placements are meant (where both ways round fit, the written order
        // decides); the tile is turned round only where the written order fits nowhere.
        let (laid, legal) = match fitting(as_written) {
            legal if legal.is_empty() && turned_too => {
                (as_written.turned(), fitting(as_written.turned()))
            }
            legal => (as_written, legal),
        };
        if legal.len() == 1
            && let Some(arm) = legal.lowest()
        {
            return Resolution::Legal(Placement { arm, laid });
        }
        self.resolve_otherwise(candidates, as_written, timing, may_turn, laid, legal)
    }

    /// [`Layout::resolve_in_full`] where not exactly one arm takes the tile:
    /// `at` named nowhere, the tile fits nowhere, or it fits on several arms
    /// (`legal`, as `laid`).
    fn resolve_otherwise(
        &self,
        candidates: ArmSet,
        as_written: Laid,
        timing: Timing,
        may_turn: bool,
        laid: Laid,
        legal: ArmSet,
    ) -> Resolution {
        // No arm named, no arm takes the tile.
        let Some(first_candidate) = candidates.lowest() else {
            return Resolution::NowhereNamed;
        };
        let Some(first) = legal.lowest() else {
            let placement = (candidates.len() == 1).then_some(Placement {
                arm: first_candidate,
                laid: as_written,
            });
            // Judge the tile where it came closest to fitting: against an open
            // end its touching end matches, the misfit is the rule that still
            // stands in the way (the condition, the unfinished cross, a
            // compulsory double). Failing that, where it was put as written.
            let near_miss = candidates
                .iter()
                .flat_map(|arm| {
                    [as_written, as_written.turned()].map(|laid| Placement { arm, laid })
                })
                .filter(|p| may_turn || p.laid == as_written)
                .find(|&p| self.touches(p));
            let probe = near_miss.or(placement).unwrap_or(Placement {
                arm: first_candidate,
                laid: as_written,
            });
            let misfit = self.check(probe, timing).err().unwrap_or(Misfit::NoMatch {
                open: self.arms[probe.arm].open,
                rule: self.rule(probe.arm),
            });
            return Resolution::Illegal { misfit, placement };
        };
        // Where the tile fits on several arms, they must be empty and alike for
        // the first in plan order to be taken.
        if self.all_alike(legal) {
            Resolution::Legal(Placement { arm: first, laid })
        } else {
            Resolution::Ambiguous(legal.iter().map(|arm| Placement { arm, laid }).collect())
        }
    }
}

/// Some of a layout's arms, by their index in the game's plan, as bits: a
/// layout has at most four arms, so reading a written tile needs no list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct ArmSet(u8);

impl ArmSet {
    /// Any of the four arms a layout may have.
    const ANY: ArmSet = ArmSet(0b1111);

    /// Every arm of a layout of `count` arms.
    fn all(count: usize) -> ArmSet {
        // No game has more than four arms.
        ArmSet(ArmSet::ANY.0 >> (4 - count))
    }

    /// The arms of this set for which `keep` holds.
    #[inline]
    fn filter(self, keep: impl Fn(usize) -> bool) -> ArmSet {
        let mut kept = ArmSet(0);
        for arm in 0..4 {
            if self.0 & 1 << arm != 0 && keep(arm) {
                kept.0 |= 1 << arm;
            }
        }
        kept
    }

    fn is_empty(self) -> bool {
        self.0 == 0
    }

    fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The arm first in plan order.
    fn lowest(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }

    /// The arms in plan order.
    fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let arm = ArmSet(bits).lowest()?;
            bits &= bits - 1;
            Some(arm)
        })
    }
}
