//! The layout's tests: positions from the rule book and the tactics, played
//! tile by tile, with the placements counted and the refusals named.
//!
//! A file of their own because they exercise the check, the bit sets and the
//! reading of a written tile together through the same few helpers.

use super::*;
use crate::rules::game::{Announcement, GameName};

fn layout(name: GameName, set: (u8, u8)) -> Layout {
    Layout::new(Game::new(Announcement::plain(name), set).expect("valid game"))
}

fn count(layout: &Layout, tiles: &[(u8, u8)]) -> usize {
    tiles
        .iter()
        .map(|&(a, b)| layout.placements(Tile::new(a, b), Timing::Turn).count())
        .sum()
}

/// Plays `tile` as written, wherever it fits first; panics if it fits nowhere.
fn play(layout: &mut Layout, a: u8, b: u8, at: Option<At>) {
    match layout.resolve((a, b), at, Timing::Turn) {
        Resolution::Legal(p) => layout.place(p),
        other => panic!("[{a}-{b}] at {at:?}: {other:?} on {layout}"),
    }
}

#[test]
fn ordinary_line_placements() {
    // Set [5-3]: open ends 5 (west) and 3 (east).
    let layout = layout(GameName::Ordinary, (5, 3));
    // [5-1] fits the 5 only; [5-3] is taken; [3-5] would be the same tile.
    // [6-3] fits the 3; [5-5] the 5; [3-3] the 3; [2-4] nowhere.
    // Tile [5-3]-like with both ends open ([3-5] is the set itself) - use [1-2]: none.
    let cases = [
        ((5, 1), 1),
        ((6, 3), 1),
        ((5, 5), 1),
        ((3, 3), 1),
        ((2, 4), 0),
        ((1, 2), 0),
    ];
    for ((a, b), expected) in cases {
        assert_eq!(count(&layout, &[(a, b)]), expected, "[{a}-{b}]");
    }
}

#[test]
fn matador_line_wild_tiles_and_the_blank() {
    // Set [6-0]: west open 6, east open 0.
    let mut layout = layout(GameName::Matador, (6, 0));
    // [1-2] fits the 6 with its 1 (1+6=7): one placement.
    // [6-1] is a matador: either way round on either end: 4 placements.
    // [0-0] is a matador too, but it is a double: one way round on each end: 2.
    // [2-3] fits neither 6 (needs 1) nor 0 (only matadors): 0.
    // [1-1] fits the 6: 1.
    let cases = [
        ((1, 2), 1),
        ((6, 1), 4),
        ((0, 0), 2),
        ((2, 3), 0),
        ((1, 1), 1),
    ];
    for ((a, b), expected) in cases {
        assert_eq!(count(&layout, &[(a, b)]), expected, "[{a}-{b}]");
    }
    // A blank end cannot touch: [0-1] goes on the 6 with its 1, the blank outward.
    play(&mut layout, 1, 0, Some(At::Pip(6)));
    assert_eq!(layout.arms()[0].open, 0);
    // Now both ends are blank: only matadors: [5-2] fits both ends both ways.
    assert_eq!(count(&layout, &[(5, 2), (1, 2), (3, 3)]), 4);
}

#[test]
fn each_arm_keeps_its_tiles_in_the_order_laid() {
    // Ordinary cross on [4-4]: north [4-1], east [4-2], south [4-3], west [4-6],
    // then [1-5] on north: north holds [4-1] then [1-5], touching ends first.
    let mut layout = layout(GameName::OrdinaryCross, (4, 4));
    use ArmName::{East, North, South, West};
    play(&mut layout, 4, 1, Some(At::Arm(North)));
    play(&mut layout, 4, 2, Some(At::Arm(East)));
    play(&mut layout, 4, 3, Some(At::Arm(South)));
    play(&mut layout, 4, 6, Some(At::Arm(West)));
    play(&mut layout, 1, 5, None);
    let arm = |i: usize| -> Vec<String> { layout.arm_tiles(i).map(|l| l.to_string()).collect() };
    assert_eq!(arm(0), ["[4-1]", "[1-5]"]);
    assert_eq!(arm(1), ["[4-2]"]);
    assert_eq!(arm(2), ["[4-3]"]);
    assert_eq!(arm(3), ["[4-6]"]);
}

#[test]
fn ordinary_double_cross_example_from_the_tactics() {
    // [5-5] set; cross [5-0], [5-2], [5-6] and the setter's [5-4]; then [2-2],
    // [2-1], [6-6] and the setter's [1-5]. The 0-arm needs [0-0], the 5-end needs
    // a five, the 4-arm needs [4-4], the 6-arm is free.
    let mut layout = layout(GameName::OrdinaryDoubleCross, (5, 5));
    use ArmName::{East, North, South, West};
    play(&mut layout, 5, 0, Some(At::Arm(North)));
    // The cross is not complete: nothing goes on the 0 yet.
    assert_eq!(
        layout.check(
            Placement {
                arm: 0,
                laid: Laid {
                    touching: 0,
                    open: 0
                }
            },
            Timing::Turn
        ),
        Err(Misfit::CrossIncomplete)
    );
    play(&mut layout, 5, 2, Some(At::Arm(East)));
    play(&mut layout, 5, 6, Some(At::Arm(South)));
    play(&mut layout, 5, 4, None);
    play(&mut layout, 2, 2, None);
    play(&mut layout, 2, 1, None);
    play(&mut layout, 6, 6, None);
    play(&mut layout, 1, 5, None);
    let opens: Vec<u8> = layout.arms().iter().map(|a| a.open).collect();
    assert_eq!(opens, [0, 5, 6, 4]);
    // Arm by arm, what fits now: north only [0-0]; east any five; south any six; west only [4-4].
    assert_eq!(count(&layout, &[(0, 0)]), 1);
    assert_eq!(count(&layout, &[(0, 3), (3, 3), (4, 1)]), 0);
    assert_eq!(count(&layout, &[(4, 4)]), 1);
    assert_eq!(count(&layout, &[(5, 3)]), 1);
    assert_eq!(count(&layout, &[(6, 3)]), 1);
    assert!(matches!(
        layout.resolve((4, 3), Some(At::Arm(West)), Timing::Turn),
        Resolution::Illegal {
            misfit: Misfit::NeedsDouble {
                open: 4,
                rule: Matching::Ordinary,
                ..
            },
            ..
        }
    ));
}

#[test]
fn matador_cross_then_ordinary_double_cross_dead_arm() {
    // Game 10 on [4-4]: an arm begun with [3-3] needs another [3-3]: dead.
    let mut layout = layout(GameName::MatadorCrossThenOrdinaryDoubleCross, (4, 4));
    play(&mut layout, 3, 3, Some(At::Arm(ArmName::North)));
    play(&mut layout, 3, 1, Some(At::Arm(ArmName::East)));
    play(&mut layout, 6, 1, Some(At::Arm(ArmName::South)));
    play(&mut layout, 3, 5, Some(At::Arm(ArmName::West)));
    // North: needs [3-3], which lies on the table: nothing fits, ever.
    let north: usize = Tile::all()
        .filter(|t| !layout.tiles().contains(*t))
        .map(|t| {
            layout
                .placements(t, Timing::Turn)
                .filter(|p| p.arm == 0)
                .count()
        })
        .sum();
    assert_eq!(north, 0);
    // East (open 1) takes only [1-1]; south (open 1) the same; west (open 5) only [5-5].
    assert_eq!(count(&layout, &[(1, 1)]), 2);
    assert_eq!(count(&layout, &[(5, 5)]), 1);
    assert_eq!(count(&layout, &[(1, 2), (5, 2)]), 0);
}

#[test]
fn condition_first_three_on_the_two_side() {
    // Game 11b: [4-2], ordinary, three tiles on the 2-side first.
    use crate::rules::game::{Announced, Side};
    let announcement = Announcement {
        first: Some(Announced::TilesFirst {
            side: Side::Pip(2),
            tiles: 3,
        }),
        ..Announcement::plain(GameName::WithCondition(Matching::Ordinary))
    };
    let mut layout = Layout::new(Game::new(announcement, (4, 2)).expect("valid"));
    // An immediate [4-4] may go on the 4-side regardless.
    assert_eq!(
        layout.resolve((4, 4), None, Timing::Immediate),
        Resolution::Legal(Placement {
            arm: 0,
            laid: Laid {
                touching: 4,
                open: 4
            }
        })
    );
    layout.place(Placement {
        arm: 0,
        laid: Laid {
            touching: 4,
            open: 4,
        },
    });
    assert!(!layout.open_to_turns(0));
    play(&mut layout, 2, 6, None);
    // [4-6] fits the 4-side by its ends but the condition forbids it.
    assert!(matches!(
        layout.resolve((4, 6), Some(At::Pip(4)), Timing::Turn),
        Resolution::Illegal {
            misfit: Misfit::Condition {
                needed: 3,
                laid: 1,
                ..
            },
            ..
        }
    ));
    play(&mut layout, 6, 3, None);
    play(&mut layout, 3, 0, None);
    assert!(layout.open_to_turns(0));
    play(&mut layout, 4, 6, Some(At::Pip(4)));
    play(&mut layout, 0, 0, None);
}

#[test]
fn an_early_double_off_the_set_tile_is_told_so_on_a_cross() {
    // Matador cross on [4-4] with [3-1] on north: a double played at once on
    // north does not lie against the set tile. That is the reason to give, not
    // that the cross is incomplete (which it also is).
    let mut layout = layout(GameName::MatadorCross, (4, 4));
    play(&mut layout, 3, 1, Some(At::Arm(ArmName::North)));
    let on_north = |a| Placement {
        arm: 0,
        laid: Laid {
            touching: a,
            open: a,
        },
    };
    assert_eq!(
        layout.check(on_north(6), Timing::Immediate),
        Err(Misfit::NotOnSetTile)
    );
    assert_eq!(
        layout.check(on_north(6), Timing::Turn),
        Err(Misfit::CrossIncomplete)
    );
    // Against the set tile on an empty arm the double is fine (3+4=7).
    let on_east = Placement {
        arm: 1,
        laid: Laid {
            touching: 3,
            open: 3,
        },
    };
    assert_eq!(layout.check(on_east, Timing::Immediate), Ok(()));
}

#[test]
fn a_tile_that_fits_nowhere_is_judged_where_its_end_matches() {
    // The tactics position of the ordinary double cross after the cross:
    // open 0, 2, 6, 4, each arm waiting for its double. [6-3] without `at` is
    // judged on south, whose 6 it matches and which wants the [6-6], not on
    // north, the first arm, which wants the [0-0].
    let mut cross = layout(GameName::OrdinaryDoubleCross, (5, 5));
    for (arm, open) in [
        (ArmName::North, 0),
        (ArmName::East, 2),
        (ArmName::South, 6),
        (ArmName::West, 4),
    ] {
        play(&mut cross, 5, open, Some(At::Arm(arm)));
    }
    for written in [(6, 3), (3, 6)] {
        assert_eq!(
            cross.resolve(written, None, Timing::Turn),
            Resolution::Illegal {
                misfit: Misfit::NeedsDouble {
                    open: 6,
                    rule: Matching::Ordinary,
                    matador_ok: false
                },
                placement: None
            },
            "{written:?}"
        );
    }
    // A tile that matches no open end at all is judged on the first arm.
    assert_eq!(
        cross.resolve((1, 3), None, Timing::Turn),
        Resolution::Illegal {
            misfit: Misfit::NeedsDouble {
                open: 0,
                rule: Matching::Ordinary,
                matador_ok: false
            },
            placement: None
        }
    );
    // Game 16 before the triangle is down: a blank tile is refused because
    // the fourth side is not open yet, not because it is no matador.
    let mut triangle = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
    play(&mut triangle, 6, 1, Some(At::Arm(ArmName::North)));
    assert!(matches!(
        triangle.resolve((0, 3), None, Timing::Turn),
        Resolution::Illegal {
            misfit: Misfit::TriangleIncomplete { sides_down: 1 },
            ..
        }
    ));
}

#[test]
fn game_16_lists_no_blank_tile_for_the_fourth_side_before_the_triangle_is_down() {
    // Set [0-0], one matador down on the north. A tile that is no matador
    // laid with its blank against the [0-0] would open the fourth side
    // early: no empty side takes [0-3], [0-2] or [0-4] in a turn, so a
    // hand of only those cannot play (a block against it is no false
    // block). The matadors still go on any empty side.
    let mut triangle = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
    play(&mut triangle, 6, 1, Some(At::Arm(ArmName::North)));
    assert_eq!(count(&triangle, &[(0, 3), (0, 2), (0, 4)]), 0);
    let blanks: TileSet = [(0, 3), (0, 2), (0, 4)]
        .iter()
        .map(|&(a, b)| Tile::new(a, b))
        .collect();
    assert!(!triangle.can_play(blanks));
    // [5-2] and [4-3] are matadors: each fits the three empty sides,
    // either way round (the end left open is the table's choice).
    assert_eq!(count(&triangle, &[(5, 2)]), 6);
    assert_eq!(count(&triangle, &[(4, 3)]), 6);
}

#[test]
fn a_blank_double_cross_arm_asks_for_a_matador_in_plain_words() {
    // Under matador matching a blank arm of a double cross takes only a
    // matador, and the message says just that.
    let cases = [
        (
            Misfit::NeedsDouble {
                open: 0,
                rule: Matching::Matador,
                matador_ok: true,
            },
            "this arm of the double cross shows a blank, and takes only a matador next",
        ),
        (
            Misfit::NeedsDouble {
                open: 3,
                rule: Matching::Matador,
                matador_ok: true,
            },
            "this arm of the double cross takes the [4-4] or a matador next",
        ),
        (
            Misfit::NeedsDouble {
                open: 6,
                rule: Matching::Matador,
                matador_ok: false,
            },
            "this arm of the double cross takes the [1-1] next",
        ),
        (
            Misfit::NeedsDouble {
                open: 4,
                rule: Matching::Ordinary,
                matador_ok: false,
            },
            "this arm of the double cross takes the [4-4] next",
        ),
    ];
    for (misfit, text) in cases {
        assert_eq!(misfit.to_string(), text);
    }
}

#[test]
fn an_early_double_on_a_cross_waits_at_the_next_turn() {
    // Matador cross on [4-4] with [3-3] played at once on north: the cross is
    // not complete, so north cannot grow, but no condition defers the wait.
    let mut cross = layout(GameName::MatadorCross, (4, 4));
    let early = Placement {
        arm: 0,
        laid: Laid {
            touching: 3,
            open: 3,
        },
    };
    assert_eq!(cross.check(early, Timing::Immediate), Ok(()));
    cross.place(early);
    assert!((0..4).all(|arm| cross.open_to_turns(arm)));
    // Game 17 with north then south by matador: a [4-4] at once on south
    // waits until north has its tile, like condition (b) on a line.
    use crate::rules::game::{Announced, Side};
    let announcement = Announcement {
        first: Some(Announced::HereThenThere {
            here: Side::Arm(ArmName::North),
            there: Some(Side::Arm(ArmName::South)),
        }),
        ..Announcement::plain(GameName::MatadorThenOrdinaryCross)
    };
    let mut game_17 = Layout::new(Game::new(announcement, (3, 3)).expect("valid"));
    match game_17.resolve((4, 4), Some(At::Arm(ArmName::South)), Timing::Immediate) {
        Resolution::Legal(p) => game_17.place(p),
        other => panic!("[4-4] at once on south: {other:?}"),
    }
    assert!(!game_17.open_to_turns(2));
    play(&mut game_17, 4, 1, Some(At::Arm(ArmName::North)));
    assert!(game_17.open_to_turns(2));
}

#[test]
fn a_double_on_a_double_set_line_needs_no_side() {
    let mut layout = layout(GameName::Ordinary, (4, 4));
    assert_eq!(
        layout.resolve((4, 6), None, Timing::Turn),
        Resolution::Legal(Placement {
            arm: 0,
            laid: Laid {
                touching: 4,
                open: 6
            }
        })
    );
    play(&mut layout, 4, 6, None);
    // Now the two fours differ from the sixes; [4-1] has one place.
    assert!(matches!(
        layout.resolve((4, 1), None, Timing::Turn),
        Resolution::Legal(Placement { arm: 1, .. })
    ));
}

#[test]
fn written_backwards_is_laid_the_only_way_it_fits() {
    let layout = layout(GameName::Ordinary, (5, 3));
    assert_eq!(
        layout.resolve((1, 5), None, Timing::Turn),
        Resolution::Legal(Placement {
            arm: 0,
            laid: Laid {
                touching: 5,
                open: 1
            }
        })
    );
}

#[test]
fn the_written_order_says_which_end_touches() {
    // Set [5-3] ordinary; [3-6] on the east leaves open ends 5 and 6. Written
    // `6-5` the 6 touches: the east end; written `5-6`, the west end.
    let mut layout = layout(GameName::Ordinary, (5, 3));
    play(&mut layout, 3, 6, None);
    assert!(matches!(
        layout.resolve((6, 5), None, Timing::Turn),
        Resolution::Legal(Placement {
            arm: 1,
            laid: Laid {
                touching: 6,
                open: 5
            }
        })
    ));
    assert!(matches!(
        layout.resolve((5, 6), None, Timing::Turn),
        Resolution::Legal(Placement {
            arm: 0,
            laid: Laid {
                touching: 5,
                open: 6
            }
        })
    ));
}

#[test]
fn ambiguous_when_arms_differ() {
    // Set [5-4] ordinary; [4-6] and [6-5] on the east leave a 5 at both ends,
    // next to different tiles: [5-2] written 5-2 fits either end the same way.
    let mut layout = layout(GameName::Ordinary, (5, 4));
    play(&mut layout, 4, 6, None);
    play(&mut layout, 6, 5, None);
    assert!(
        matches!(layout.resolve((5, 2), None, Timing::Turn), Resolution::Ambiguous(ref v) if v.len() == 2)
    );
    assert!(matches!(
        layout.resolve((5, 2), Some(At::Arm(ArmName::East)), Timing::Turn),
        Resolution::Legal(Placement { arm: 1, .. })
    ));
    assert_eq!(
        layout.resolve((5, 2), Some(At::Pip(2)), Timing::Turn),
        Resolution::NowhereNamed
    );
}

#[test]
fn the_progress_worked_out_anew_is_the_one_kept_tile_by_tile() {
    // `refresh` is what the debug checks hold the kept progress to: from a
    // blank progress it must work out, at every step, what laying the tiles
    // one by one kept. The tactics' double cross: arms begun, the cross
    // complete, then arms growing.
    let mut layout = layout(GameName::OrdinaryDoubleCross, (5, 5));
    use ArmName::{East, North, South};
    let blank = Progress {
        pending: None,
        arms_down: 0,
        grows: false,
        turn: [Takes::NONE; 4],
    };
    let tiles: [(u8, u8, Option<At>); 6] = [
        (5, 0, Some(At::Arm(North))),
        (5, 2, Some(At::Arm(East))),
        (5, 6, Some(At::Arm(South))),
        (5, 4, None),
        (2, 2, None),
        (2, 1, None),
    ];
    for (a, b, at) in tiles {
        play(&mut layout, a, b, at);
        assert_ne!(layout.progress, blank, "after [{a}-{b}]");
        let mut whole = layout.clone();
        whole.progress = blank;
        whole.refresh();
        assert_eq!(whole.progress, layout.progress, "after [{a}-{b}]");
    }
    assert!(layout.progress.grows);
    assert_eq!(layout.progress.arms_down, 4);
}

#[test]
fn game_16_says_how_far_the_triangle_is_when_a_blank_comes_too_early() {
    // Set [0-0]. A blank end laid against it before the three matadors are
    // down is early for the fourth side; the reason names the matadors down,
    // and never says the fourth side is settled before it is.
    let early = |triangle: &Layout| match triangle.resolve((0, 3), None, Timing::Turn) {
        Resolution::Illegal { misfit, .. } => misfit,
        other => panic!("[0-3] laid early: {other:?}"),
    };
    let mut triangle = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
    let said = early(&triangle);
    assert_eq!(said, Misfit::TriangleIncomplete { sides_down: 0 });
    assert!(
        said.to_string()
            .starts_with("no matador lies on the [0-0] yet"),
        "{said}"
    );
    play(&mut triangle, 6, 1, Some(At::Arm(ArmName::North)));
    let said = early(&triangle);
    assert_eq!(said, Misfit::TriangleIncomplete { sides_down: 1 });
    let text = said.to_string();
    assert!(
        text.starts_with("one of the three matadors lies on the [0-0]"),
        "{text}"
    );
    assert!(text.contains("settled only then"), "{text}");
    play(&mut triangle, 5, 2, Some(At::Arm(ArmName::East)));
    let said = early(&triangle);
    assert_eq!(said, Misfit::TriangleIncomplete { sides_down: 2 });
    assert!(
        said.to_string()
            .starts_with("two of the three matadors lie on the [0-0]"),
        "{said}"
    );
}
