//! Counting tests for the layout engine, in the spirit of chess perft.
//!
//! Each case builds a position of one of the 17 games by playing a fixed
//! sequence of tiles, then counts the legal placements (arm × way round) of
//! every tile not yet on the table, or of a fixed hand, arm by arm. Every
//! expected number is worked out by hand from the rules in the comment above
//! it; the engine has to reach the same number on its own.
//!
//! Shorthand in the comments: "tiles with 5 off" are the tiles showing a 5 that
//! are not on the table. Under ordinary matching a non-double fits an open end
//! one way round only (its matching end touching), and a double has only one
//! way. Under matador matching the touching end must add up to 7 with the open
//! end, a blank open end takes nothing but a matador, and each of the three
//! non-double matadors [6-1], [5-2], [4-3] fits any open end both ways round
//! (2 placements) while the [0-0] fits one way (1 placement).
//!
//! Arms are listed in plan order: west, east on a line; north, east, south,
//! west on a cross; north, east, south (and west, game 16) on a triangle.

use nos_referee::rules::game::{
    Announced, Announcement, ArmName, Axis, Game, GameName, Matching, Side,
};
use nos_referee::rules::layout::{At, Layout, Misfit, Placement, Resolution, Timing};
use nos_referee::rules::tile::{Laid, Tile, TileSet};

use ArmName::{East, North, South, West};

/// A tile played in a regular turn, touching end first, on the named arm.
const fn turn(a: u8, b: u8, arm: ArmName) -> (Timing, (u8, u8), ArmName) {
    (Timing::Turn, (a, b), arm)
}

/// A double played at once on the set tile, right after the announcement.
const fn at_once(a: u8, arm: ArmName) -> (Timing, (u8, u8), ArmName) {
    (Timing::Immediate, (a, a), arm)
}

/// Sets `set`, announces `announcement` and plays `plays` in order; each play
/// must be legal where it is put.
fn position(
    announcement: Announcement,
    set: (u8, u8),
    plays: &[(Timing, (u8, u8), ArmName)],
) -> Layout {
    let game = match Game::new(announcement, set) {
        Ok(game) => game,
        Err(error) => panic!("{announcement:?} on {set:?}: {error}"),
    };
    let mut layout = Layout::new(game);
    for &(timing, tile, arm) in plays {
        match layout.resolve(tile, Some(At::Arm(arm)), timing) {
            Resolution::Legal(placement) => layout.place(placement),
            other => panic!("{tile:?} on the {arm} arm of {layout}: {other:?}"),
        }
    }
    layout
}

/// Every tile not on the table.
fn off_table(layout: &Layout) -> TileSet {
    TileSet::FULL.difference(layout.tiles())
}

/// A hand, from tiles written `a-b`.
fn hand(tiles: &[(u8, u8)]) -> TileSet {
    tiles.iter().map(|&(a, b)| Tile::new(a, b)).collect()
}

/// The legal placements of `tiles` at `timing`, counted arm by arm.
///
/// On the way it checks that the generator and the single-placement paths agree:
/// every way round on every arm is listed by `placements` exactly when `check`
/// accepts it, and `resolve` with that arm named finds a legal placement exactly
/// when the generator lists one there.
fn counts(layout: &Layout, tiles: TileSet, timing: Timing) -> Vec<usize> {
    let mut per_arm = vec![0; layout.arms().len()];
    for tile in tiles.iter() {
        let listed: Vec<_> = layout.placements(tile, timing).collect();
        for placement in &listed {
            per_arm[placement.arm] += 1;
        }
        for (arm, plan) in layout.game().arms.iter().enumerate() {
            let ways = [
                Laid {
                    touching: tile.high(),
                    open: tile.low(),
                },
                Laid {
                    touching: tile.low(),
                    open: tile.high(),
                },
            ];
            let ways = if tile.is_double() {
                &ways[..1]
            } else {
                &ways[..]
            };
            for &laid in ways {
                let placement = Placement { arm, laid };
                assert_eq!(
                    layout.check(placement, timing).is_ok(),
                    listed.contains(&placement),
                    "check and placements disagree on {laid} on the {} arm of {layout}",
                    plan.name
                );
            }
            let resolved =
                layout.resolve((tile.high(), tile.low()), Some(At::Arm(plan.name)), timing);
            assert_eq!(
                matches!(resolved, Resolution::Legal(p) if p.arm == arm),
                listed.iter().any(|p| p.arm == arm),
                "resolve and placements disagree on {tile} on the {} arm of {layout}: {resolved:?}",
                plan.name
            );
        }
    }
    per_arm
}

/// Asserts the per-arm counts of every tile off the table in a regular turn.
fn assert_turn_counts(layout: &Layout, expected: &[usize]) {
    assert_eq!(
        counts(layout, off_table(layout), Timing::Turn),
        expected,
        "{layout}"
    );
}

fn plain(name: GameName) -> Announcement {
    Announcement::plain(name)
}

// ---- 1. Ordinary dominoes -------------------------------------------------

#[test]
fn game_1_ordinary_line() {
    // Set [5-3]; [3-6] on the 3 (east), [5-5] on the 5 (west), [6-2] on the 6 (east).
    // Table: [5-3] [3-6] [5-5] [6-2]. Open: west 5, east 2.
    // West 5: tiles with 5 off: [5-0] [5-1] [5-2] [5-4] [5-6] = 5.
    // East 2: tiles with 2 off: [2-0] [2-1] [2-2] [2-3] [2-4] [2-5] = 6
    //   ([5-2] fits both ends, once each). Total 11.
    let layout = position(
        plain(GameName::Ordinary),
        (5, 3),
        &[turn(3, 6, East), turn(5, 5, West), turn(6, 2, East)],
    );
    assert_turn_counts(&layout, &[5, 6]);
}

// ---- 2. Ordinary cross ----------------------------------------------------

#[test]
fn game_2_ordinary_cross_before_and_after_the_cross() {
    // Set [4-4]; [4-1] north, [4-6] east. The cross is not complete, so north (1)
    // and east (6) cannot grow: 0 each. South and west still show the 4: tiles with
    // 4 off: [4-0] [4-2] [4-3] [4-5] = 4 each. Total 8.
    let plays = [turn(4, 1, North), turn(4, 6, East)];
    let layout = position(plain(GameName::OrdinaryCross), (4, 4), &plays);
    assert_turn_counts(&layout, &[0, 0, 4, 4]);

    // Then [4-0] south and [4-2] west complete the cross; open 1, 6, 0, 2.
    // Table: [4-4] [4-1] [4-6] [4-0] [4-2]; each open number has lost only its
    // tile with a 4: north 1: [1-0] [1-1] [1-2] [1-3] [1-5] [1-6] = 6;
    // east 6: [6-0] [6-1] [6-2] [6-3] [6-5] [6-6] = 6; south 0: [0-0] [0-1] [0-2]
    // [0-3] [0-5] [0-6] = 6; west 2: [2-0] [2-1] [2-2] [2-3] [2-5] [2-6] = 6. Total 24.
    let layout = position(
        plain(GameName::OrdinaryCross),
        (4, 4),
        &[plays[0], plays[1], turn(4, 0, South), turn(4, 2, West)],
    );
    assert_turn_counts(&layout, &[6, 6, 6, 6]);
}

// ---- 3. Ordinary double cross ---------------------------------------------

#[test]
fn game_3_ordinary_double_cross_the_tactics_example() {
    // Set [5-5]; cross [5-0] north, [5-2] east, [5-6] south, [5-4] west: open 0, 2, 6, 4.
    // Each arm takes only the double of its open end, all four off the table:
    // [0-0], [2-2], [6-6], [4-4], one placement each. Total 4.
    let cross = [
        turn(5, 0, North),
        turn(5, 2, East),
        turn(5, 6, South),
        turn(5, 4, West),
    ];
    let layout = position(plain(GameName::OrdinaryDoubleCross), (5, 5), &cross);
    assert_turn_counts(&layout, &[1, 1, 1, 1]);

    // Then [2-2] and [2-1] on east, [6-6] on south, [1-5] on east (the book's line).
    // Table: [5-5] [5-0] [5-2] [5-6] [5-4] [2-2] [2-1] [6-6] [1-5].
    // North (open 0) still needs [0-0]: 1. West (open 4) still needs [4-4]: 1.
    // East (open 5, grown): tiles with 5 off: only [5-3]: 1.
    // South (open 6, its double down): tiles with 6 off: [6-0] [6-1] [6-2] [6-3]
    // [6-4] = 5. Total 8.
    let mut plays = cross.to_vec();
    plays.extend([
        turn(2, 2, East),
        turn(2, 1, East),
        turn(6, 6, South),
        turn(1, 5, East),
    ]);
    let layout = position(plain(GameName::OrdinaryDoubleCross), (5, 5), &plays);
    assert_turn_counts(&layout, &[1, 1, 5, 1]);
}

// ---- 4. Matador -----------------------------------------------------------

#[test]
fn game_4_matador_line_with_a_blank_end() {
    // Set [6-6]; [1-3] on the west 6 (1+6=7, open 3); the matador [2-5] on the east
    // 6 (wild, open 5); [4-0] on the west 3 (4+3=7, open 0).
    // Table: [6-6] [1-3] [2-5] [4-0]. Matadors off: [0-0] (1 way), [6-1] and [4-3]
    // (2 ways each) = 5 placements on any end.
    // West 0: only matadors: 5.
    // East 5 needs a 2: tiles with 2 off, none a matador: [2-0] [2-1] [2-2] [2-3]
    // [2-4] [2-6] = 6, plus the matadors 5 = 11. Total 16.
    let layout = position(
        plain(GameName::Matador),
        (6, 6),
        &[turn(1, 3, West), turn(2, 5, East), turn(4, 0, West)],
    );
    assert_turn_counts(&layout, &[5, 11]);
}

// ---- 5. Matador cross -----------------------------------------------------

#[test]
fn game_5_matador_cross_before_and_after_the_cross() {
    // Set [3-3]; [4-1] north (4+3=7, open 1), the matador [1-6] east (wild, open 6),
    // [4-4] south (open 4). West is still empty and the cross incomplete, so only
    // west takes a tile: a 4 against the 3, or a matador.
    // Tiles with 4 off: [4-0] [4-2] [4-5] [4-6] one way each = 4, and [4-3], a
    // matador, both ways = 2; other matadors off: [0-0] 1, [5-2] 2. Total 9.
    let plays = [turn(4, 1, North), turn(1, 6, East), turn(4, 4, South)];
    let layout = position(plain(GameName::MatadorCross), (3, 3), &plays);
    assert_turn_counts(&layout, &[0, 0, 0, 9]);

    // Then the matador [0-0] on west (open 0) completes the cross.
    // Table: [3-3] [4-1] [6-1] [4-4] [0-0]. Matadors off: [5-2], [4-3]: 4 placements.
    // North 1 needs a 6: [6-0] [6-2] [6-3] [6-4] [6-5] [6-6] = 6, + 4 = 10.
    // East 6 needs a 1: [1-0] [1-1] [1-2] [1-3] [1-5] = 5, + 4 = 9.
    // South 4 needs a 3: [3-0] [3-1] [3-2] [3-5] [3-6] = 5, + 4 = 9.
    // West 0: matadors only: 4. Total 32.
    let layout = position(
        plain(GameName::MatadorCross),
        (3, 3),
        &[plays[0], plays[1], plays[2], turn(0, 0, West)],
    );
    assert_turn_counts(&layout, &[10, 9, 9, 4]);
}

// ---- 6. Matador double cross ----------------------------------------------

#[test]
fn game_6_matador_double_cross() {
    // Set [2-2]; cross [5-0] north (open 0), [5-3] east (open 3), the matador [6-1]
    // south (open 1), [5-5] west (open 5); then [4-4] on east (4+3=7, open 4).
    // Table: [2-2] [5-0] [5-3] [6-1] [5-5] [4-4]. Matadors off: [0-0] 1, [5-2] 2,
    // [4-3] 2 = 5.
    // North 0: no double adds up to 7 with a blank; matadors: 5.
    // East (its double down, open 4) needs a 3: [3-0] [3-1] [3-2] [3-3] [3-6] = 5
    //   ([3-5] is on the table, [3-4] counted with the matadors), + 5 = 10.
    // South 1: the double [6-6] 1, + matadors 5 = 6.
    // West 5: the double would be [2-2], the set tile; matadors only: 5. Total 26.
    let layout = position(
        plain(GameName::MatadorDoubleCross),
        (2, 2),
        &[
            turn(5, 0, North),
            turn(5, 3, East),
            turn(6, 1, South),
            turn(5, 5, West),
            turn(4, 4, East),
        ],
    );
    assert_turn_counts(&layout, &[5, 10, 6, 5]);
}

// ---- 7. Ordinary cross, then matador ----------------------------------------

#[test]
fn game_7_ordinary_cross_then_matador() {
    // Set [1-1]; ordinary cross [1-0] north, [1-2] east, [1-6] south, [1-4] west:
    // open 0, 2, 6, 4, and from now on matador matching.
    // Table: [1-1] [1-0] [1-2] [1-6] [1-4]. Matadors off: [0-0] 1, [5-2] 2, [4-3] 2 = 5.
    // North 0: matadors only: 5.
    // East 2 needs a 5: [5-0] [5-1] [5-3] [5-4] [5-5] [5-6] = 6, + 5 = 11.
    // South 6 needs a 1: [1-3] [1-5] = 2, + 5 = 7.
    // West 4 needs a 3: [3-0] [3-1] [3-2] [3-3] [3-5] [3-6] = 6, + 5 = 11. Total 34.
    let layout = position(
        plain(GameName::OrdinaryCrossThenMatador),
        (1, 1),
        &[
            turn(1, 0, North),
            turn(1, 2, East),
            turn(1, 6, South),
            turn(1, 4, West),
        ],
    );
    assert_turn_counts(&layout, &[5, 11, 7, 11]);
}

// ---- 8. Ordinary cross, then matador double cross ----------------------------

#[test]
fn game_8_ordinary_cross_then_matador_double_cross_the_tactics_example() {
    // Set [2-2]; ordinary cross [2-3] north, [2-5] east, [2-6] south, [2-4] west.
    // The setter's matador [6-1] goes on east as its compulsory tile (open 1), and
    // his [4-4] on the north 3 (3+4=7, open 4).
    // Table: [2-2] [2-3] [2-5] [2-6] [2-4] [6-1] [4-4]. Matadors off: [0-0] 1, [4-3] 2 = 3.
    // North (grown, open 4) needs a 3: [3-0] [3-1] [3-3] [3-5] [3-6] = 5, + 3 = 8.
    // East (grown, open 1) needs a 6: [6-0] [6-3] [6-4] [6-5] [6-6] = 5, + 3 = 8.
    // South (open 6) needs [1-1] or a matador: 1 + 3 = 4.
    // West (open 4) needs [3-3] or a matador: 1 + 3 = 4. Total 24.
    let layout = position(
        plain(GameName::OrdinaryCrossThenMatadorDoubleCross),
        (2, 2),
        &[
            turn(2, 3, North),
            turn(2, 5, East),
            turn(2, 6, South),
            turn(2, 4, West),
            turn(6, 1, East),
            turn(4, 4, North),
        ],
    );
    assert_turn_counts(&layout, &[8, 8, 4, 4]);
}

// ---- 9. Matador cross, then ordinary ----------------------------------------

#[test]
fn game_9_matador_cross_then_ordinary() {
    // Set [5-5]; matador cross [2-0] north (2+5=7, open 0), [2-6] east (open 6), the
    // matador [4-3] south (open 3), [2-2] west (open 2); then ordinary matching, and
    // matadors are no longer wild.
    // Table: [5-5] [2-0] [2-6] [4-3] [2-2].
    // North 0: [0-0] [0-1] [0-3] [0-4] [0-5] [0-6] = 6.
    // East 6: [6-0] [6-1] [6-3] [6-4] [6-5] [6-6] = 6.
    // South 3: [3-0] [3-1] [3-2] [3-3] [3-5] [3-6] = 6.
    // West 2: [2-1] [2-3] [2-4] [2-5] = 4. Total 22.
    let layout = position(
        plain(GameName::MatadorCrossThenOrdinary),
        (5, 5),
        &[
            turn(2, 0, North),
            turn(2, 6, East),
            turn(4, 3, South),
            turn(2, 2, West),
        ],
    );
    assert_turn_counts(&layout, &[6, 6, 6, 4]);
}

// ---- 10. Matador cross, then ordinary double cross ----------------------------

#[test]
fn game_10_dead_arms() {
    // Set [4-4]; matador cross [3-3] north (3+4=7, open 3), the matador [6-1] east
    // (open 1), the matador [0-0] south (open 0), [3-5] west (3+4=7, open 5).
    // Each arm now needs the ordinary double of its open end:
    // north [3-3] and south [0-0] are on the table: dead, 0 each;
    // east [1-1]: 1; west [5-5]: 1. Total 2.
    let cross = [
        turn(3, 3, North),
        turn(6, 1, East),
        turn(0, 0, South),
        turn(3, 5, West),
    ];
    let layout = position(
        plain(GameName::MatadorCrossThenOrdinaryDoubleCross),
        (4, 4),
        &cross,
    );
    assert_turn_counts(&layout, &[0, 1, 0, 1]);

    // Then [1-1] on east (open 1), which now grows by ordinary matching: tiles with
    // 1 off: [1-0] [1-2] [1-3] [1-4] [1-5] = 5. Total 0 + 5 + 0 + 1 = 6.
    let mut plays = cross.to_vec();
    plays.push(turn(1, 1, East));
    let layout = position(
        plain(GameName::MatadorCrossThenOrdinaryDoubleCross),
        (4, 4),
        &plays,
    );
    assert_turn_counts(&layout, &[0, 5, 0, 1]);
}

// ---- 11. A single line with a condition -------------------------------------

fn with_condition(rule: Matching, first: Announced, then: Option<Matching>) -> Announcement {
    Announcement {
        first: Some(first),
        then,
        ..plain(GameName::WithCondition(rule))
    }
}

#[test]
fn game_11a_first_here_then_there() {
    // [5-3], ordinary, first here (the 5, west) then there (the 3, east).
    let announcement = with_condition(
        Matching::Ordinary,
        Announced::HereThenThere {
            here: Side::Pip(5),
            there: None,
        },
        None,
    );
    // At the start only west: tiles with 5 off: [5-0] [5-1] [5-2] [5-4] [5-5] [5-6] = 6.
    let layout = position(announcement, (5, 3), &[]);
    assert_turn_counts(&layout, &[6, 0]);

    // After [5-1] on west, only east: tiles with 3 off: [3-0] [3-1] [3-2] [3-3] [3-4]
    // [3-6] = 6; the 1 at west waits ([1-x] tiles would add 6 more).
    let layout = position(announcement, (5, 3), &[turn(5, 1, West)]);
    assert_turn_counts(&layout, &[0, 6]);

    // After [3-6] on east the condition is met: west 1: [1-0] [1-1] [1-2] [1-3]
    // [1-4] [1-6] = 6; east 6: [6-0] [6-1] [6-2] [6-4] [6-5] [6-6] = 6. Total 12.
    let layout = position(announcement, (5, 3), &[turn(5, 1, West), turn(3, 6, East)]);
    assert_turn_counts(&layout, &[6, 6]);
}

#[test]
fn game_11b_three_tiles_on_the_two_side_with_an_early_double() {
    // The book's example: [4-2], ordinary, the first three plays on the 2-side (east).
    let announcement = with_condition(
        Matching::Ordinary,
        Announced::TilesFirst {
            side: Side::Pip(2),
            tiles: 3,
        },
        None,
    );
    // At the start, in turn: only east: tiles with 2 off: [2-0] [2-1] [2-2] [2-3]
    // [2-5] [2-6] = 6.
    // At once, only a double against the set tile, whatever the condition:
    // [4-4] on west, [2-2] on east: 1 + 1.
    let layout = position(announcement, (4, 2), &[]);
    assert_turn_counts(&layout, &[0, 6]);
    assert_eq!(
        counts(&layout, off_table(&layout), Timing::Immediate),
        [1, 1]
    );

    // C's [4-4] at once on west; [2-6], [6-3] on east: two of three there, so only
    // east (open 3): [3-0] [3-1] [3-2] [3-3] [3-4] [3-5] = 6.
    let plays = [at_once(4, West), turn(2, 6, East), turn(6, 3, East)];
    let layout = position(announcement, (4, 2), &plays);
    assert_turn_counts(&layout, &[0, 6]);

    // D's [3-0] makes three: both sides open. West 4: [4-0] [4-1] [4-3] [4-5] [4-6]
    // = 5; east 0: [0-0] [0-1] [0-2] [0-4] [0-5] [0-6] = 6. Total 11.
    let layout = position(
        announcement,
        (4, 2),
        &[plays[0], plays[1], plays[2], turn(3, 0, East)],
    );
    assert_turn_counts(&layout, &[5, 6]);
}

#[test]
fn game_11_an_illegal_tile_is_judged_where_its_touching_end_matches() {
    // [5-3], matador, the first tile on the 5-side (west). [4-1] fits nowhere:
    // on west neither 4 nor 1 adds up to 7 with the 5; on east its 4 adds up to
    // 7 with the 3, but the condition sends the first tile west. It is judged
    // where it came closest, on east as written, so the reason given is the
    // condition (west holds 0 of its 1), not the matching on west.
    let announcement = with_condition(
        Matching::Matador,
        Announced::TilesFirst {
            side: Side::Pip(5),
            tiles: 1,
        },
        None,
    );
    let layout = position(announcement, (5, 3), &[]);
    assert_eq!(
        layout.resolve((4, 1), None, Timing::Turn),
        Resolution::Illegal {
            misfit: Misfit::Condition {
                arm: West,
                needed: 1,
                laid: 0,
            },
            placement: None,
        }
    );
}

#[test]
fn game_11c_ordinary_first_here_then_there_then_matador() {
    // The book's example: [5-3], "ordinary, first here (5) then there (3), and after
    // that matador".
    let announcement = with_condition(
        Matching::Ordinary,
        Announced::HereThenThere {
            here: Side::Pip(5),
            there: Some(Side::Pip(3)),
        },
        Some(Matching::Matador),
    );
    // After [5-1] on west the condition is not yet met: east, still ordinary, open 3:
    // [3-0] [3-1] [3-2] [3-3] [3-4] [3-6] = 6 (the matador [3-4] one way only).
    let layout = position(announcement, (5, 3), &[turn(5, 1, West)]);
    assert_turn_counts(&layout, &[0, 6]);

    // After [3-6] on east the rule is matador everywhere. Table: [5-3] [5-1] [3-6];
    // all four matadors off: [0-0] 1 + 3 × 2 = 7.
    // West 1 needs a 6: [6-0] [6-2] [6-4] [6-5] [6-6] = 5, + 7 = 12.
    // East 6 needs a 1: [1-0] [1-1] [1-2] [1-3] [1-4] = 5, + 7 = 12. Total 24.
    let layout = position(announcement, (5, 3), &[turn(5, 1, West), turn(3, 6, East)]);
    assert_turn_counts(&layout, &[12, 12]);
}

// ---- 12. Volapük -----------------------------------------------------------

#[test]
fn game_12_volapuk_line_the_worst_hand() {
    // The book's worst hand: [3-1], volapük, three tiles ordinary on the 3-side
    // (west); the 1-side (east) is matador.
    let announcement = Announcement {
        first: Some(Announced::TilesFirst {
            side: Side::Pip(3),
            tiles: 3,
        }),
        ordinary_side: Some(Side::Pip(3)),
        ..plain(GameName::Volapuk)
    };
    // [3-5], [5-6] on west: two of three. Only west, ordinary, open 6:
    // [6-0] [6-1] [6-2] [6-3] [6-4] [6-6] = 6 (the matador [6-1] one way only).
    let two = [turn(3, 5, West), turn(5, 6, West)];
    let layout = position(announcement, (3, 1), &two);
    assert_turn_counts(&layout, &[6, 0]);

    // [6-2] on west makes three. Table: [3-1] [3-5] [5-6] [6-2].
    // West 2, ordinary: [2-0] [2-1] [2-2] [2-3] [2-4] [2-5] = 6.
    // East 1, matador, needs a 6: [6-0] [6-3] [6-4] [6-6] = 4; matadors all off:
    // 7. East 11. Total 17.
    let layout = position(announcement, (3, 1), &[two[0], two[1], turn(6, 2, West)]);
    assert_turn_counts(&layout, &[6, 11]);

    // The setter's hand [3-2] [5-3] [6-2] [3-0] after others put [3-6], [6-5], [5-5]
    // on the 3-side: west (ordinary 5) takes [5-3]; east (matador 1) takes [6-2]
    // with its 6; [3-2] and [3-0] fit neither. 1 + 1.
    let setter = hand(&[(3, 2), (5, 3), (6, 2), (3, 0)]);
    let three = [turn(3, 6, West), turn(6, 5, West), turn(5, 5, West)];
    let layout = position(announcement, (3, 1), &three);
    assert_eq!(counts(&layout, setter, Timing::Turn), [1, 1]);
    // If someone first plays [6-6] on the 1 (6+1=7), east shows 6 and needs a 1:
    // the [6-2] no longer goes. 1 + 0.
    let mut plays = three.to_vec();
    plays.push(turn(6, 6, East));
    let layout = position(announcement, (3, 1), &plays);
    assert_eq!(counts(&layout, setter, Timing::Turn), [1, 0]);
}

#[test]
fn game_12_volapuk_cross() {
    let announcement = Announcement {
        ordinary_axis: Some(Axis::NorthSouth),
        ..plain(GameName::VolapukCross)
    };
    // Set [6-6] alone. North and south, ordinary: tiles with 6 off: [6-0] [6-1]
    // [6-2] [6-3] [6-4] [6-5] = 6 each ([6-1] one way: no wild tiles here).
    // East and west, matador, need a 1: [1-0] [1-1] [1-2] [1-3] [1-4] [1-5] = 6, plus
    // all matadors 7 = 13 each. Total 38.
    let layout = position(announcement, (6, 6), &[]);
    assert_turn_counts(&layout, &[6, 13, 6, 13]);

    // Cross: [6-3] north (open 3), [1-2] east (1+6=7, open 2), [6-0] south (open 0),
    // the matador [4-3] west (open 3).
    // Table: [6-6] [6-3] [1-2] [6-0] [4-3]. Matadors off: [0-0] 1, [6-1] 2, [5-2] 2 = 5.
    // North 3, ordinary: [3-0] [3-1] [3-2] [3-3] [3-5] = 5.
    // East 2, matador, needs a 5: [5-0] [5-1] [5-3] [5-4] [5-5] [5-6] = 6, + 5 = 11.
    // South 0, ordinary: [0-0] [0-1] [0-2] [0-3] [0-4] [0-5] = 6.
    // West 3, matador, needs a 4: [4-0] [4-1] [4-2] [4-4] [4-5] [4-6] = 6, + 5 = 11.
    // Total 33.
    let layout = position(
        announcement,
        (6, 6),
        &[
            turn(6, 3, North),
            turn(1, 2, East),
            turn(6, 0, South),
            turn(4, 3, West),
        ],
    );
    assert_turn_counts(&layout, &[5, 11, 6, 11]);
}

#[test]
fn game_12_volapuk_double_cross() {
    // Set [5-5], east and west ordinary, north and south matador.
    // Cross: [3-2] north (2+5=7, open 3), [5-1] east (open 1), [2-0] south (2+5=7,
    // open 0), [5-4] west (open 4); then [4-4] on north (4+3=7, open 4).
    // Table: [5-5] [3-2] [5-1] [2-0] [5-4] [4-4]. All matadors off: 7.
    // North (grown, matador, open 4) needs a 3: [3-0] [3-1] [3-3] [3-5] [3-6] = 5, + 7 = 12.
    // East (ordinary, open 1) needs [1-1]: 1.
    // South (matador, open 0): no double; matadors 7.
    // West (ordinary, open 4) needs [4-4], on the table: 0. Total 20.
    let announcement = Announcement {
        ordinary_axis: Some(Axis::EastWest),
        ..plain(GameName::VolapukDoubleCross)
    };
    let layout = position(
        announcement,
        (5, 5),
        &[
            turn(3, 2, North),
            turn(5, 1, East),
            turn(2, 0, South),
            turn(5, 4, West),
            turn(4, 4, North),
        ],
    );
    assert_turn_counts(&layout, &[12, 1, 7, 0]);
}

// ---- 13-16. Triangles -------------------------------------------------------

#[test]
fn game_13_triangle() {
    // Set [0-0]; the matador [1-6] on north (open 6). The triangle may use any
    // three of the four sides: east, south and west each take only the other two
    // matadors, [5-2] and [4-3], both ways: 4 each; north waits for the
    // triangle: 0. Total 12.
    let layout = position(plain(GameName::Triangle), (0, 0), &[turn(1, 6, North)]);
    assert_turn_counts(&layout, &[0, 4, 4, 4]);

    // [5-2] east (open 2), [4-3] south (open 3): every matador is down, matador rule.
    // North 6 needs a 1: [1-0] [1-1] [1-2] [1-3] [1-4] [1-5] = 6.
    // East 2 needs a 5: [5-0] [5-1] [5-3] [5-4] [5-5] [5-6] = 6.
    // South 3 needs a 4: [4-0] [4-1] [4-2] [4-4] [4-5] [4-6] = 6. West, the side
    // left free, takes nothing. Total 18.
    let layout = position(
        plain(GameName::Triangle),
        (0, 0),
        &[turn(1, 6, North), turn(5, 2, East), turn(4, 3, South)],
    );
    assert_turn_counts(&layout, &[6, 6, 6, 0]);

    // The same three matadors on north, east and west: south is left free.
    let layout = position(
        plain(GameName::Triangle),
        (0, 0),
        &[turn(1, 6, North), turn(5, 2, East), turn(4, 3, West)],
    );
    assert_turn_counts(&layout, &[6, 6, 0, 6]);
}

#[test]
fn game_14_triangle_double_cross() {
    // Set [0-0]; [1-6] north (open 6), [2-5] east (open 5), [3-4] south (open 4).
    // Each side takes only the double adding up to 7 with its open end (the book:
    // an arm ending in 6 takes only [1-1]): [1-1], [2-2], [3-3]. Total 3.
    let triangle = [turn(1, 6, North), turn(2, 5, East), turn(3, 4, South)];
    let layout = position(plain(GameName::TriangleDoubleCross), (0, 0), &triangle);
    assert_turn_counts(&layout, &[1, 1, 1, 0]);

    // Then [1-1] on north (open 1), which grows by matador matching: needs a 6:
    // [6-0] [6-2] [6-3] [6-4] [6-5] [6-6] = 6. East 1, south 1, west (left
    // free) 0. Total 8.
    let mut plays = triangle.to_vec();
    plays.push(turn(1, 1, North));
    let layout = position(plain(GameName::TriangleDoubleCross), (0, 0), &plays);
    assert_turn_counts(&layout, &[6, 1, 1, 0]);
}

#[test]
fn game_15_triangle_then_ordinary() {
    // Set [0-0]; [1-6] north (open 6), [5-2] east (open 2), [4-3] south (open 3);
    // then ordinary: [6-6] on north (open 6).
    // Table: [0-0] [6-1] [5-2] [4-3] [6-6].
    // North 6: [6-0] [6-2] [6-3] [6-4] [6-5] = 5.
    // East 2: [2-0] [2-1] [2-2] [2-3] [2-4] [2-6] = 6.
    // South 3: [3-0] [3-1] [3-2] [3-3] [3-5] [3-6] = 6. West, left free: 0. Total 17.
    let layout = position(
        plain(GameName::TriangleThenOrdinary),
        (0, 0),
        &[
            turn(1, 6, North),
            turn(5, 2, East),
            turn(4, 3, South),
            turn(6, 6, North),
        ],
    );
    assert_turn_counts(&layout, &[5, 6, 6, 0]);
}

#[test]
fn game_16_triangle_then_ordinary_cross() {
    let game = plain(GameName::TriangleThenOrdinaryCross);
    // Set [0-0]; [1-6] north, [2-5] east. The third matador may go on south or
    // west: [4-3] both ways on each, 2 + 2. No blank end yet (the fourth side
    // opens once the triangle is down); north and east wait: 0. Total 4.
    let two = [turn(1, 6, North), turn(2, 5, East)];
    let layout = position(game, (0, 0), &two);
    assert_turn_counts(&layout, &[0, 0, 2, 2]);

    // [3-4] south completes the triangle (open 6, 5, 4). Only west, ordinary on the
    // blank: [0-1] [0-2] [0-3] [0-4] [0-5] [0-6] = 6 ([0-0] is the set tile).
    let three = [two[0], two[1], turn(3, 4, South)];
    let layout = position(game, (0, 0), &three);
    assert_turn_counts(&layout, &[0, 0, 0, 6]);

    // [0-3] west (open 3) completes the cross; ordinary on every arm.
    // Table: [0-0] [6-1] [5-2] [4-3] [3-0].
    // North 6: [6-0] [6-2] [6-3] [6-4] [6-5] [6-6] = 6.
    // East 5: [5-0] [5-1] [5-3] [5-4] [5-5] [5-6] = 6.
    // South 4: [4-0] [4-1] [4-2] [4-4] [4-5] [4-6] = 6.
    // West 3: [3-1] [3-2] [3-3] [3-5] [3-6] = 5. Total 23.
    let layout = position(
        game,
        (0, 0),
        &[three[0], three[1], three[2], turn(0, 3, West)],
    );
    assert_turn_counts(&layout, &[6, 6, 6, 5]);

    // The triangle on north, east and west instead ([3-4] west, open 4): the
    // side left free is south, and it takes the blank end, the same six tiles.
    let layout = position(game, (0, 0), &[two[0], two[1], turn(3, 4, West)]);
    assert_turn_counts(&layout, &[0, 0, 6, 0]);
}

// ---- 17. Matador first here then there, then ordinary (double) cross ----------

fn game_17(name: GameName, here: ArmName, there: ArmName) -> Announcement {
    Announcement {
        first: Some(Announced::HereThenThere {
            here: Side::Arm(here),
            there: Some(Side::Arm(there)),
        }),
        ..plain(name)
    }
}

#[test]
fn game_17_cross() {
    let announcement = game_17(GameName::MatadorThenOrdinaryCross, North, South);
    // Set [3-3] alone: only north, by matador matching: a 4 or a matador.
    // [4-0] [4-1] [4-2] [4-4] [4-5] [4-6] = 6, + all matadors 7 = 13.
    let layout = position(announcement, (3, 3), &[]);
    assert_turn_counts(&layout, &[13, 0, 0, 0]);

    // [4-1] north: now only south, the same way: [4-0] [4-2] [4-4] [4-5] [4-6] = 5, + 7 = 12.
    let layout = position(announcement, (3, 3), &[turn(4, 1, North)]);
    assert_turn_counts(&layout, &[0, 0, 12, 0]);

    // The matador [2-5] south (open 5): east and west by ordinary matching on the 3:
    // [3-0] [3-1] [3-2] [3-4] [3-5] [3-6] = 6 each ([3-4] one way: not wild).
    let two = [turn(4, 1, North), turn(2, 5, South)];
    let layout = position(announcement, (3, 3), &two);
    assert_turn_counts(&layout, &[0, 6, 0, 6]);

    // [3-6] east, [3-0] west: the cross is complete, ordinary everywhere.
    // Table: [3-3] [4-1] [5-2] [3-6] [3-0].
    // North 1: [1-0] [1-1] [1-2] [1-3] [1-5] [1-6] = 6.
    // East 6: [6-0] [6-1] [6-2] [6-4] [6-5] [6-6] = 6.
    // South 5: [5-0] [5-1] [5-3] [5-4] [5-5] [5-6] = 6.
    // West 0: [0-0] [0-1] [0-2] [0-4] [0-5] [0-6] = 6. Total 24.
    let layout = position(
        announcement,
        (3, 3),
        &[two[0], two[1], turn(3, 6, East), turn(3, 0, West)],
    );
    assert_turn_counts(&layout, &[6, 6, 6, 6]);
}

#[test]
fn game_17_double_cross() {
    let announcement = game_17(GameName::MatadorThenOrdinaryDoubleCross, East, West);
    // Set [3-3]; [4-0] east (4+3=7, open 0), the matador [1-6] west (open 6), then by
    // ordinary matching [3-2] north (open 2), [3-5] south (open 5).
    // Each arm needs the ordinary double of its open end, matadors are not wild:
    // north [2-2], east [0-0], south [5-5], west [6-6]: 1 each. Total 4.
    let cross = [
        turn(4, 0, East),
        turn(1, 6, West),
        turn(3, 2, North),
        turn(3, 5, South),
    ];
    let layout = position(announcement, (3, 3), &cross);
    assert_turn_counts(&layout, &[1, 1, 1, 1]);

    // [6-6] on west (open 6), which grows by ordinary matching:
    // [6-0] [6-2] [6-3] [6-4] [6-5] = 5. Total 8.
    let mut plays = cross.to_vec();
    plays.push(turn(6, 6, West));
    let layout = position(announcement, (3, 3), &plays);
    assert_turn_counts(&layout, &[1, 1, 1, 5]);
}
