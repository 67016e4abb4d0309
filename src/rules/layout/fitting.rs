//! What an arm takes, as bit sets: every way to lay a tile, worked out once.
//!
//! A regular turn's legal placements are read from these sets rather than
//! checked one by one. They are built by the same matching rule (`fits`) the
//! single check uses, so the two cannot disagree; the property tests hold them
//! to it.

use crate::rules::game::{Matching, Need};
use crate::rules::tile::{Laid, TileSet};

/// A set of ways to lay a tile, touching end first: bit `7 * touching + open`.
pub(super) type LaidSet = u64;

/// What an arm takes: the ways to lay a tile against it, and the tiles that
/// have one, so that which tiles of a hand can be played is one intersection
/// rather than a question asked tile by tile.
///
/// Aligned to its size, 16 bytes, so that the pair, read together at every
/// tile, never straddles two cache lines: at eight bytes' alignment whether it
/// did depended on where the hand's state happened to lie, and with it the
/// replay's speed: aligned, the replay is 2.6 % faster on average over those
/// places (docs/performance.md, "What a million hands a second asks").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(align(16))]
pub(super) struct Takes {
    /// Every way to lay a tile against the arm.
    pub(super) laid: LaidSet,
    /// The tiles of `laid`, either way round.
    pub(super) tiles: TileSet,
}

impl Takes {
    /// Nothing at all.
    pub(super) const NONE: Takes = Takes {
        laid: 0,
        tiles: TileSet::EMPTY,
    };

    /// The ways of `laid`, with their tiles.
    pub(super) const fn of(laid: LaidSet) -> Takes {
        Takes {
            laid,
            tiles: tiles_of(laid),
        }
    }
}

/// The tiles of a set of ways to lay them.
const fn tiles_of(laid: LaidSet) -> TileSet {
    let mut tiles = TileSet::EMPTY;
    let mut bits = laid;
    while bits != 0 {
        let bit = bits.trailing_zeros() as u8;
        tiles = tiles.with(
            Laid {
                touching: bit / 7,
                open: bit % 7,
            }
            .tile(),
        );
        bits &= bits - 1;
    }
    tiles
}

pub(super) const fn laid_bit(laid: Laid) -> LaidSet {
    1 << (7 * laid.touching as u32 + laid.open as u32)
}

/// Whether `laid` is what a tile at stage `need` must be against the open end
/// `open` under `rule`: the last step of every check of a placement.
pub(super) const fn fits(need: Need, rule: Matching, open: u8, laid: Laid) -> bool {
    let tile = laid.tile();
    let matador_rule = matches!(rule, Matching::Matador);
    let matches = if matador_rule {
        laid.touching + open == 7
    } else {
        laid.touching == open
    };
    match need {
        Need::Match => matches || (matador_rule && tile.is_matador()),
        Need::Double => (tile.is_double() && matches) || (matador_rule && tile.is_matador()),
        Need::DoubleOnly => tile.is_double() && matches,
        Need::Matador => tile.is_matador(),
    }
}

const NEEDS: [Need; 4] = [Need::Match, Need::Double, Need::DoubleOnly, Need::Matador];
const RULES: [Matching; 2] = [Matching::Ordinary, Matching::Matador];

/// The row of [`FITTING`] for a tile at stage `need` under `rule`.
pub(super) const fn row(need: Need, rule: Matching) -> u8 {
    need as u8 * 2 + rule as u8
}

/// What an arm takes whose next tile is of `row` (see [`row`]) against the
/// open end `open`: [`FITTING`] read without a check of the two, since the
/// table has room for every row and end three bits each can hold.
#[inline]
pub(super) const fn fitting(row: u8, open: u8) -> Takes {
    FITTING[((row << 3 | open) & 63) as usize]
}

/// Every way to lay a tile that [`fits`], with its tiles, by the [`row`] of
/// need and rule (the high three bits) and by open end (the low three),
/// worked out once when the program is built.
const FITTING: [Takes; 64] = {
    let mut table = [Takes::NONE; 64];
    let mut n = 0;
    while n < 4 {
        let mut r = 0;
        while r < 2 {
            let mut open = 0;
            while open < 7 {
                let mut touching = 0;
                while touching < 7 {
                    let mut other = 0;
                    while other < 7 {
                        let laid = Laid {
                            touching,
                            open: other,
                        };
                        if fits(NEEDS[n], RULES[r], open, laid) {
                            let takes = &mut table[(row(NEEDS[n], RULES[r]) << 3 | open) as usize];
                            *takes = Takes::of(takes.laid | laid_bit(laid));
                        }
                        other += 1;
                    }
                    touching += 1;
                }
                open += 1;
            }
            r += 1;
        }
        n += 1;
    }
    table
};

/// The doubles, each laid the only way it can be: what a double played at
/// once on the set tile must be.
pub(super) const DOUBLES: LaidSet = {
    let mut set = 0;
    let mut pip = 0;
    while pip < 7 {
        set |= laid_bit(Laid {
            touching: pip,
            open: pip,
        });
        pip += 1;
    }
    set
};

impl super::Layout {
    /// Whether no tile can ever be laid on `arm` again: none of the tiles off
    /// the table fits the arm's next tile, by the rule in force there now or,
    /// while a condition is still to be met, the one after it. A dead arm
    /// keeps its number, but no player can hope to lay on it (game 10's arm
    /// begun with a double, which wants that double a second time; a blank
    /// under matador matching once the four matadors are down). A triangle's
    /// side left free, which takes nothing by the game's plan, is not dead
    /// but no arm at all (see [`super::Layout::has_open_end`]).
    #[must_use]
    pub fn is_dead(&self, arm: usize) -> bool {
        let Some(stage) = self.stage(arm) else {
            return false;
        };
        let open = self.arms[arm].open;
        let rules = [
            super::rule_for(stage, self.game.then, self.condition_met()),
            super::rule_for(stage, self.game.then, true),
        ];
        let off_table = TileSet::FULL.difference(self.tiles);
        !off_table.iter().any(|tile| {
            let ways = [
                Laid::as_written((tile.high(), tile.low())),
                Laid::as_written((tile.low(), tile.high())),
            ];
            rules
                .iter()
                .any(|&rule| ways.iter().any(|&laid| fits(stage.need, rule, open, laid)))
        })
    }
}
