//! The drawing of a hand's layout: every tile at its place, its pips, and the arms' ends.
//!
//! Placing the tiles is geometry, not markup: arms turn where the page ends, and
//! no two tiles may overlap. The tests hold every layout of the fixtures to it.

use maud::{Markup, html};

use crate::report::show::open_ends;
use crate::rules::game::{ArmName, Shape};
use crate::rules::layout::Layout;
use crate::rules::tile::Laid;

use super::n;

/// Whether a tile lies west-east on the page, and the numbers on its two
/// halves, left or top first.
struct Drawn {
    /// Centre, in half-tile units from the set tile's centre.
    x: f64,
    y: f64,
    across: bool,
    ends: (u8, u8),
    set: bool,
}

/// The offsets of a half's pips from its centre, in parts of the half's side.
fn pips(value: u8, across: bool) -> Vec<(f64, f64)> {
    let o = 0.26;
    let mut spots = match value {
        1 => vec![(0.0, 0.0)],
        2 => vec![(-o, -o), (o, o)],
        3 => vec![(-o, -o), (0.0, 0.0), (o, o)],
        4 => vec![(-o, -o), (o, -o), (-o, o), (o, o)],
        5 => vec![(-o, -o), (o, -o), (0.0, 0.0), (-o, o), (o, o)],
        6 => vec![(-o, -o), (0.0, -o), (o, -o), (-o, o), (0.0, o), (o, o)],
        _ => Vec::new(),
    };
    if !across {
        for spot in &mut spots {
            *spot = (spot.1, spot.0);
        }
    }
    spots
}

/// The outer end of an arm as drawn: its name, the number showing, where it
/// ends and which way it was heading (for its label).
struct ArmEnd {
    name: ArmName,
    open: u8,
    x: f64,
    y: f64,
    heading: (f64, f64),
}

/// Where every tile of the layout lies, arm by arm out from the set tile.
///
/// An arm runs straight out from the set tile for a while, then turns a quarter,
/// as players turn a line at the table's edge: west turns north and east turns
/// south (a line becomes an S), north and south both turn east, so that each
/// turned part has a quarter of the table to itself and no two arms cross.
fn arrange(layout: &Layout) -> (Vec<Drawn>, Vec<ArmEnd>) {
    let game = layout.game();
    let (a, b) = game.set;
    // A line's set tile lies along the line unless it is a double; a cross's or
    // triangle's set double lies west-east, the north and south arms on its middle.
    let set_across = game.shape != Shape::Line || a != b;
    // How far an arm runs before it turns, in half-tile units from the centre.
    let straight = |name: ArmName| match name {
        ArmName::North | ArmName::South => 8.0,
        ArmName::East | ArmName::West => 12.0,
    };
    let mut drawn = vec![Drawn {
        x: 0.0,
        y: 0.0,
        across: set_across,
        ends: (a, b),
        set: true,
    }];
    let (half_w, half_h) = if set_across { (1.0, 0.5) } else { (0.5, 1.0) };
    let mut ends = Vec::new();
    for (index, plan) in game.arms.iter().enumerate() {
        let mut heading: (f64, f64) = match plan.name {
            ArmName::North => (0.0, -1.0),
            ArmName::East => (1.0, 0.0),
            ArmName::South => (0.0, 1.0),
            ArmName::West => (-1.0, 0.0),
        };
        // `at` is the point where the next tile's near edge goes, on the arm's middle.
        let start = if heading.0 == 0.0 { half_h } else { half_w };
        let mut at = (heading.0 * start, heading.1 * start);
        let mut run = start;
        let mut turned = false;
        // How far the last tile reaches to either side of the arm's middle.
        let mut last_side = 0.5;
        for laid in layout.arm_tiles(index) {
            let double = laid.touching == laid.open;
            let length = if double { 1.0 } else { 2.0 };
            if !turned && run + length > straight(plan.name) {
                turned = true;
                let (dx, dy) = heading;
                // Step back to the middle of the last half-tile, then out to the side.
                at = (at.0 - dx * 0.5, at.1 - dy * 0.5);
                heading = match plan.name {
                    ArmName::North | ArmName::South => (1.0, 0.0),
                    ArmName::West => (0.0, -1.0),
                    ArmName::East => (0.0, 1.0),
                };
                at = (at.0 + heading.0 * last_side, at.1 + heading.1 * last_side);
            }
            let (dx, dy) = heading;
            let centre = (at.0 + dx * length / 2.0, at.1 + dy * length / 2.0);
            let along_x = dx != 0.0;
            // Outward from the set tile the touching end comes first.
            let Laid { touching, open } = laid;
            let tile_ends = if dx + dy > 0.0 {
                (touching, open)
            } else {
                (open, touching)
            };
            drawn.push(Drawn {
                x: centre.0,
                y: centre.1,
                across: along_x != double,
                ends: tile_ends,
                set: false,
            });
            at = (at.0 + dx * length, at.1 + dy * length);
            run += length;
            last_side = if double { 1.0 } else { 0.5 };
        }
        ends.push(ArmEnd {
            name: plan.name,
            open: layout.arms()[index].open,
            x: at.0,
            y: at.1,
            heading,
        });
    }
    (drawn, ends)
}

/// The drawing of a layout as domino tiles with their pips, each arm named at
/// its outer end with the number showing there.
pub(super) fn layout_svg(layout: &Layout, hand: usize) -> Markup {
    let unit = 22.0;
    let (drawn, arm_ends) = arrange(layout);
    // The extent in pixels, labels included (a label's width guessed from its letters).
    let mut min_x: f64 = -unit;
    let mut max_x: f64 = unit;
    let mut min_y: f64 = -unit;
    let mut max_y: f64 = unit;
    for tile in &drawn {
        let (w, h) = if tile.across { (1.0, 0.5) } else { (0.5, 1.0) };
        min_x = min_x.min((tile.x - w) * unit);
        max_x = max_x.max((tile.x + w) * unit);
        min_y = min_y.min((tile.y - h) * unit);
        max_y = max_y.max((tile.y + h) * unit);
    }
    let labels: Vec<(String, f64, f64, &str)> = arm_ends
        .iter()
        .map(|end| {
            let text = format!("{} · {}", end.name.word(), end.open);
            let width = text.chars().count() as f64 * 6.6;
            let (ex, ey) = (end.x * unit, end.y * unit);
            let (x, y, anchor) = match end.heading {
                (_, dy) if dy < 0.0 => (ex, ey - 8.0, "middle"),
                (_, dy) if dy > 0.0 => (ex, ey + 18.0, "middle"),
                (dx, _) if dx > 0.0 => (ex + 8.0, ey + 4.5, "start"),
                _ => (ex - 8.0, ey + 4.5, "end"),
            };
            match anchor {
                "start" => max_x = max_x.max(x + width),
                "end" => min_x = min_x.min(x - width),
                _ => {
                    min_x = min_x.min(x - width / 2.0);
                    max_x = max_x.max(x + width / 2.0);
                }
            }
            min_y = min_y.min(y - 14.0);
            max_y = max_y.max(y + 4.0);
            (text, x, y, anchor)
        })
        .collect();
    let pad = 6.0;
    let (vx, vy) = (min_x - pad, min_y - pad);
    let (vw, vh) = (max_x - min_x + 2.0 * pad, max_y - min_y + 2.0 * pad);
    let title_id = format!("layout-{hand}-title");
    let game = layout.game();
    let shape = match game.shape {
        Shape::Line => crate::words!("page-layout-line"),
        Shape::Cross => crate::words!("page-layout-cross"),
        Shape::Triangle => crate::words!("page-layout-triangle"),
    };
    let tiles = layout.tiles().len();
    let title = crate::words!(
        "page-layout-title",
        hand = hand,
        shape = shape,
        count = tiles,
        ends = open_ends(layout)
    );
    html! {
        svg.layout xmlns="http://www.w3.org/2000/svg" viewBox={ (n(vx)) " " (n(vy)) " " (n(vw)) " " (n(vh)) } width=(n(vw)) role="img" aria-labelledby=(title_id) data-tiles=(tiles) {
            title id=(title_id) { (title) }
            @for tile in &drawn {
                @let (w, h) = if tile.across { (2.0 * unit, unit) } else { (unit, 2.0 * unit) };
                @let (cx, cy) = (tile.x * unit, tile.y * unit);
                g.tile.set[tile.set] {
                    rect x=(n(cx - w / 2.0 + 1.0)) y=(n(cy - h / 2.0 + 1.0)) width=(n(w - 2.0)) height=(n(h - 2.0)) rx="3.5" {}
                    @if tile.across {
                        line x1=(n(cx)) x2=(n(cx)) y1=(n(cy - h / 2.0 + 4.0)) y2=(n(cy + h / 2.0 - 4.0)) {}
                    } @else {
                        line x1=(n(cx - w / 2.0 + 4.0)) x2=(n(cx + w / 2.0 - 4.0)) y1=(n(cy)) y2=(n(cy)) {}
                    }
                    @for (k, value) in [tile.ends.0, tile.ends.1].into_iter().enumerate() {
                        @let sign = if k == 0 { -1.0 } else { 1.0 };
                        @let (hx, hy) = if tile.across { (cx + sign * unit / 2.0, cy) } else { (cx, cy + sign * unit / 2.0) };
                        @for (px, py) in pips(value, tile.across) {
                            circle cx=(n(hx + px * unit)) cy=(n(hy + py * unit)) r="2.1" {}
                        }
                    }
                }
            }
            @for (text, x, y, anchor) in &labels {
                text.arm x=(n(*x)) y=(n(*y)) text-anchor=(anchor) { (text) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout in the fixtures, at the end of each hand.
    fn layouts() -> Vec<(String, usize, Layout)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
        let mut found = Vec::new();
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .expect("fixtures")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).expect("fixture");
            let session = crate::load(&text).expect("fixture loads");
            let rules = crate::rules::interpretation::Interpretation::default();
            let Ok(verdict) = crate::replay::judge(&session, rules) else {
                continue;
            };
            for hand in verdict.hands {
                if let Some(layout) = hand.end.layout {
                    found.push((path.display().to_string(), hand.number, layout));
                }
            }
        }
        found
    }

    #[test]
    fn every_tile_is_drawn_once_and_no_two_overlap() {
        let layouts = layouts();
        assert!(layouts.len() > 50, "{} layouts", layouts.len());
        for (fixture, hand, layout) in &layouts {
            let (drawn, ends) = arrange(layout);
            assert_eq!(drawn.len(), layout.tiles().len(), "{fixture} hand {hand}");
            assert_eq!(ends.len(), layout.game().arms.len());
            let boxes: Vec<(f64, f64, f64, f64)> = drawn
                .iter()
                .map(|t| {
                    let (w, h) = if t.across { (1.0, 0.5) } else { (0.5, 1.0) };
                    (t.x - w, t.y - h, t.x + w, t.y + h)
                })
                .collect();
            for (i, a) in boxes.iter().enumerate() {
                for b in &boxes[i + 1..] {
                    let overlap = a.0 < b.2 - 1e-9
                        && b.0 < a.2 - 1e-9
                        && a.1 < b.3 - 1e-9
                        && b.1 < a.3 - 1e-9;
                    assert!(!overlap, "{fixture} hand {hand}: {a:?} and {b:?} overlap");
                }
            }
        }
    }

    #[test]
    fn touching_ends_meet_along_a_line() {
        // Set [5-3] ordinary: [3-6], [6-2] east, [5-1] west. West to east the
        // halves read 1 5 | 5 3 | 3 6 | 6 2, each tile's inner end against its neighbour.
        use crate::rules::game::{Announcement, Game, GameName};
        use crate::rules::layout::{Resolution, Timing};
        let mut layout =
            Layout::new(Game::new(Announcement::plain(GameName::Ordinary), (5, 3)).expect("valid"));
        for (a, b) in [(3, 6), (6, 2), (5, 1)] {
            match layout.resolve((a, b), None, Timing::Turn) {
                Resolution::Legal(p) => layout.place(p),
                other => panic!("{other:?}"),
            }
        }
        let (mut drawn, _) = arrange(&layout);
        drawn.sort_by(|a, b| a.x.total_cmp(&b.x));
        let halves: Vec<(u8, u8)> = drawn.iter().map(|t| t.ends).collect();
        assert_eq!(halves, [(1, 5), (5, 3), (3, 6), (6, 2)]);
        assert!(drawn.iter().all(|t| t.y == 0.0 && t.across));
    }

    #[test]
    fn pips_of_every_value() {
        for value in 0..=6u8 {
            assert_eq!(pips(value, true).len(), usize::from(value));
        }
    }
}
