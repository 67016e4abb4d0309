//! The table at one moment of a hand, drawn as text: what a committee looks at
//! while it argues over an event. The layout is drawn as a compass (a line runs
//! west to east, a cross or triangle has its arms where their names point), then
//! whose turn it is, the boneyard and every hand's tiles.
//!
//! A public record leaves tiles unseen, and the referee replays its hand in
//! one way they could have lain. That way's tiles are a guess: what is drawn
//! of a hand is only what the table knows of it at that point (a tile dealt
//! or drawn in sight, or one come into the open since), the rest counted as
//! not seen; of the boneyard, the tiles the whole record places there.

use std::fmt::Write;

use crate::replay::{Phase, Position, Verdict};
use crate::rules::game::{ArmName, Shape};
use crate::rules::layout::Layout;
use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::{Laid, TileSet};
use crate::transcript::session::{Action, Hand, Truth};
use crate::words;

/// What is known of the tiles at one point of a hand: all of them in a hand
/// fully written, in a public record's what the table knows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Known {
    /// The tiles each player holds that the table knows he holds: placed
    /// in his hand by the record (dealt or drawn in sight), or come into the
    /// open by then (played and taken back, declared, shown at the count).
    pub hands: BySeat<TileSet>,
    /// The tiles that lie in the boneyard in every way the unseen tiles
    /// could have lain (drawn in sight later, or left there by elimination).
    pub boneyard: TileSet,
}

impl Known {
    /// What is known of `position`'s tiles, a position of `hand`.
    #[must_use]
    pub fn of(hand: &Hand, position: &Position) -> Known {
        let Some(worlds) = hand.worlds.as_deref() else {
            return Known {
                hands: position.hands.clone(),
                boneyard: position.boneyard,
            };
        };
        let at = position.events.min(hand.events.len());
        // The tiles the record itself puts in each hand by then.
        let mut placed: BySeat<TileSet> = hand.deal.map(|_, tiles| tiles.iter().copied().collect());
        for event in &hand.events[..at] {
            match &event.action {
                Action::Draw(taken) => {
                    let taken: TileSet = taken.iter().copied().collect();
                    placed[event.seat] = placed[event.seat].union(taken);
                }
                Action::Return(back) => {
                    let back: TileSet = back.iter().copied().collect();
                    placed[event.seat] = placed[event.seat].difference(back);
                }
                _ => {}
            }
        }
        // The tiles brought into the open before this point: a tile played
        // is gone from the hand, one declared or taken back is still in it.
        let open = match at {
            0 => TileSet::EMPTY,
            at => worlds.seen_by(at - 1),
        };
        let ended = at == hand.events.len();
        let hands = position.hands.map(|seat, &held| {
            let shown: TileSet = match &hand.shown[seat] {
                Some(shown) if ended => shown.value.iter().copied().collect(),
                _ => TileSet::EMPTY,
            };
            held.intersection(placed[seat].union(open).union(shown))
        });
        let boneyard = position
            .boneyard
            .iter()
            .filter(|&tile| {
                let one = TileSet::EMPTY.with(tile);
                worlds.in_boneyard(at, one, position.boneyard) == Truth::Always
            })
            .collect();
        Known { hands, boneyard }
    }

    /// Whether every tile of `seat`'s hand at `position` is known.
    #[must_use]
    pub fn whole_hand(&self, position: &Position, seat: Seat) -> bool {
        self.hands[seat] == position.hands[seat]
    }
}

/// Tiles of which only `known` are seen, out of `total`: "[6-5] and 2 not
/// seen", "3 not seen", or the tiles alone when all are known.
#[must_use]
pub fn partly_seen(known: TileSet, total: usize) -> String {
    let unseen = total.saturating_sub(known.len());
    match (known.is_empty(), unseen) {
        (_, 0) => known.to_string(),
        (true, n) => words!("show-not-seen", count = n),
        (false, n) => words!("show-partly-seen", known = known.to_string(), count = n),
    }
}

/// A tile lying along a west-east row, its left end first.
fn across(left: u8, right: u8) -> String {
    format!("[{left}|{right}]")
}

/// The layout as lines of text: the set tile in angle brackets at the centre,
/// each arm running out from it, each arm's name and open end at its outer end.
#[must_use]
pub fn layout_text(layout: &Layout) -> String {
    let game = layout.game();
    let (a, b) = game.set;
    let arm_of = |name: ArmName| game.arms.iter().position(|plan| plan.name == name);
    let tiles = |arm: Option<usize>| -> Vec<Laid> {
        arm.map(|arm| layout.arm_tiles(arm).collect())
            .unwrap_or_default()
    };
    let label = |arm: Option<usize>| -> Option<String> {
        arm.map(|i| {
            let arm = game.arms[i].name.word();
            let open = layout.arms()[i].open;
            if !layout.has_open_end(i) {
                words!("show-arm-left-free", arm = arm)
            } else if layout.is_dead(i) {
                words!("show-arm-dead", arm = arm, open = open)
            } else {
                words!("show-arm-open", arm = arm, open = open)
            }
        })
    };
    let (west, east, north, south) = (
        arm_of(ArmName::West),
        arm_of(ArmName::East),
        arm_of(ArmName::North),
        arm_of(ArmName::South),
    );
    // The centre row: west's label and tiles (outermost first), the set tile, east's.
    let mut row = String::new();
    if let Some(text) = label(west) {
        row.push_str(&text);
        row.push(' ');
    }
    for laid in tiles(west).iter().rev() {
        row.push_str(&across(laid.open, laid.touching));
    }
    let centre = row.chars().count() + 2;
    // A line's set tile lies as written, its first end west.
    row.push_str(&format!("<{a}|{b}>"));
    for laid in tiles(east) {
        row.push_str(&across(laid.touching, laid.open));
    }
    if let Some(text) = label(east) {
        row.push(' ');
        row.push_str(&text);
    }
    // North and south run up and down from the set tile, a tile as two stacked ends.
    let column = |text: &str| format!("{}{text}", " ".repeat(centre.saturating_sub(1)));
    let mut lines: Vec<String> = Vec::new();
    if let Some(text) = label(north) {
        lines.push(format!(
            "{}{text}",
            " ".repeat(centre.saturating_sub(text.chars().count() / 2))
        ));
    }
    for laid in tiles(north).iter().rev() {
        lines.push(column(&format!("┌{}┐", laid.open)));
        lines.push(column(&format!("└{}┘", laid.touching)));
    }
    lines.push(row);
    for laid in tiles(south) {
        lines.push(column(&format!("┌{}┐", laid.touching)));
        lines.push(column(&format!("└{}┘", laid.open)));
    }
    if let Some(text) = label(south) {
        lines.push(format!(
            "{}{text}",
            " ".repeat(centre.saturating_sub(text.chars().count() / 2))
        ));
    }
    let shape = match game.shape {
        Shape::Line => "line",
        Shape::Cross => "cross",
        // Game 16: the triangle becomes a cross once its fourth side is down.
        Shape::Triangle if layout.arms().iter().all(|arm| arm.laid > 0) => "cross",
        Shape::Triangle => "triangle",
    };
    let heading = words!(
        "show-layout",
        game = game.announcement.name.to_string(),
        tile = format!("[{a}-{b}]"),
        shape = shape,
        count = layout.tiles().len()
    );
    let mut out = format!("{heading}\n\n");
    for line in lines {
        out.push_str("  ");
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The open ends, arm by arm, in the game's plan order: a dead arm (no tile
/// can ever be laid on it) marked so, and a triangle's side left free, which
/// has no open end, left out.
#[must_use]
pub fn open_ends(layout: &Layout) -> String {
    let ends: Vec<String> = layout
        .game()
        .arms
        .iter()
        .zip(layout.arms())
        .enumerate()
        .filter(|&(i, _)| layout.has_open_end(i))
        .map(|(i, (plan, arm))| {
            let (name, open) = (plan.name.word(), arm.open);
            if layout.is_dead(i) {
                words!("show-open-end-dead", arm = name, open = open)
            } else {
                words!("show-open-end", arm = name, open = open)
            }
        })
        .collect();
    if ends.is_empty() {
        words!("show-open-ends-none")
    } else {
        ends.join(", ")
    }
}

/// `nos show`: hand `number` (from 1) of the verdict as it stood at `position`;
/// `source` is the transcript's text, to quote the event shown.
#[must_use]
pub fn text(
    verdict: &Verdict,
    hand: &Hand,
    number: usize,
    position: &Position,
    source: &str,
) -> String {
    let players = &verdict.players;
    let total = hand.events.len();
    let line = hand.span.line;
    let mut out = match position.events {
        0 => words!("show-at-deal", hand = number, line = line),
        k if k == total => words!("show-at-end", hand = number, line = line, total = total),
        k => {
            let at = hand.line_of(&hand.events[k - 1]);
            let written = source
                .lines()
                .nth(at.saturating_sub(1))
                .map_or("", str::trim);
            words!(
                "show-after-event",
                hand = number,
                line = line,
                event = k,
                total = total,
                at = at,
                written = written
            )
        }
    };
    out.push_str("\n\n");
    match &position.layout {
        Some(layout) => {
            out.push_str(&layout_text(layout));
            let ends = words!("show-open-ends", ends = open_ends(layout));
            let _ = writeln!(out, "\n{ends}");
        }
        None => {
            let _ = writeln!(out, "{}", words!("show-no-layout"));
        }
    }
    let in_hand = |seat| hand.present[seat];
    let whose = match position.phase {
        Phase::BeforeSet => words!("show-turn-before-set"),
        Phase::Announcing => words!("show-turn-announcing"),
        Phase::Opening => words!("show-turn-opening", player = &players[position.turn]),
        Phase::Turns => words!("show-turn-to-play", player = &players[position.turn]),
        Phase::BlockDraw(seat) => words!("show-turn-block-draw", player = &players[seat]),
        Phase::Over(ending) => words!("show-turn-over", ending = ending.word()),
    };
    let turn = match position.pending {
        // The turn moves on only once the table lets the tile stand.
        Some((seat, tile)) => words!(
            "show-turn-pending",
            player = &players[seat],
            tile = tile.to_string()
        ),
        None => words!("show-turn", whose = whose),
    };
    let _ = writeln!(out, "{turn}");
    let known = Known::of(hand, position);
    let boneyard = position.boneyard.len();
    let said = if hand.worlds.is_none() {
        words!("show-boneyard", count = boneyard)
    } else if known.boneyard.is_empty() {
        words!("show-boneyard-none-known", count = boneyard)
    } else {
        words!(
            "show-boneyard-partly-known",
            count = boneyard,
            known = partly_seen(known.boneyard, boneyard)
        )
    };
    let _ = writeln!(out, "{said}");
    let hands = if hand.worlds.is_some() {
        words!("show-hands-unseen-counted")
    } else {
        words!("show-hands")
    };
    let _ = writeln!(out, "{hands}");
    let width = players
        .values()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(4);
    let ended = position.events == hand.events.len();
    for seat in players.seats().filter(|s| in_hand(*s)) {
        let tiles = position.hands[seat];
        let state = if position.out[seat] {
            format!(", {}", words!("show-out"))
        } else {
            String::new()
        };
        let name = &players[seat];
        let pad = " ".repeat(width - name.chars().count());
        // A count the table noted at the end stands for tiles not all shown.
        let count = match &hand.counts[seat] {
            _ if known.whole_hand(position, seat) => format!("{:>2}", tiles.count()),
            Some(noted) if ended => {
                words!("show-count-noted", count = format!("{:>2}", noted.value))
            }
            _ => words!("show-count-not-known"),
        };
        let said = words!(
            "show-held",
            padded = format!("{:>2}", tiles.len()),
            tiles = tiles.len(),
            count = count
        );
        let line = format!(
            "  {name}{pad}  {said}{state}  {}",
            partly_seen(known.hands[seat], tiles.len())
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::{Announcement, Game, GameName};
    use crate::rules::layout::{At, Resolution, Timing};

    fn play(layout: &mut Layout, a: u8, b: u8, at: Option<At>) {
        match layout.resolve((a, b), at, Timing::Turn) {
            Resolution::Legal(p) => layout.place(p),
            other => panic!("[{a}-{b}]: {other:?}"),
        }
    }

    #[test]
    fn a_line_reads_west_to_east_with_the_ends_touching() {
        // Set [5-3]: [3-6] east, then [6-2] east; [5-1] west. West to east the
        // ends read 1 5 | 5 3 | 3 6 | 6 2, every touching pair equal.
        let mut layout =
            Layout::new(Game::new(Announcement::plain(GameName::Ordinary), (5, 3)).expect("valid"));
        play(&mut layout, 3, 6, None);
        play(&mut layout, 6, 2, None);
        play(&mut layout, 5, 1, None);
        let text = layout_text(&layout);
        assert!(
            text.contains("west (open 1) [1|5]<5|3>[3|6][6|2] east (open 2)"),
            "{text}"
        );
        assert_eq!(open_ends(&layout), "west 1, east 2");
    }

    #[test]
    fn a_cross_has_north_above_and_south_below() {
        // Ordinary cross on [4-4]: [4-1] north, [4-2] east, [4-3] south, [4-6] west,
        // then [1-5] on north. North reads from its open 5 down to the set tile.
        let mut layout = Layout::new(
            Game::new(Announcement::plain(GameName::OrdinaryCross), (4, 4)).expect("valid"),
        );
        play(&mut layout, 4, 1, Some(At::Arm(ArmName::North)));
        play(&mut layout, 4, 2, Some(At::Arm(ArmName::East)));
        play(&mut layout, 4, 3, Some(At::Arm(ArmName::South)));
        play(&mut layout, 4, 6, Some(At::Arm(ArmName::West)));
        play(&mut layout, 1, 5, None);
        let text = layout_text(&layout);
        let lines: Vec<&str> = text.lines().skip(2).map(str::trim).collect();
        assert_eq!(
            lines,
            [
                "north (open 5)",
                "┌5┐",
                "└1┘",
                "┌1┐",
                "└4┘",
                "west (open 6) [6|4]<4|4>[4|2] east (open 2)",
                "┌4┐",
                "└3┘",
                "south (open 3)",
            ],
            "{text}"
        );
        // The vertical arms stand over the set tile's middle.
        let centre = text.lines().find(|l| l.contains('<')).expect("centre row");
        let column = centre.find('<').expect("set tile") + 2;
        let north = text.lines().find(|l| l.contains('┌')).expect("north tile");
        assert_eq!(north.find('┌').map(|c| c + 1), Some(column));
    }

    fn layout(name: GameName, set: (u8, u8)) -> Layout {
        Layout::new(Game::new(Announcement::plain(name), set).expect("valid"))
    }

    #[test]
    fn game_10_arm_begun_with_a_double_is_dead() {
        // Matador cross on [4-4]: north [3-3] (3 + 4 = 7), east [3-1], south
        // the matador [6-1] leaving the 6, west [3-5]. Then each arm takes
        // the double of its open end by ordinary matching: east [1-1], south
        // [6-6], west [5-5], and north a second [3-3], which no set holds.
        let mut layout = layout(GameName::MatadorCrossThenOrdinaryDoubleCross, (4, 4));
        play(&mut layout, 3, 3, Some(At::Arm(ArmName::North)));
        play(&mut layout, 3, 1, Some(At::Arm(ArmName::East)));
        play(&mut layout, 1, 6, Some(At::Arm(ArmName::South)));
        play(&mut layout, 3, 5, Some(At::Arm(ArmName::West)));
        assert_eq!(
            open_ends(&layout),
            "north 3 (dead), east 1, south 6, west 5"
        );
        let text = layout_text(&layout);
        assert!(text.contains("north (dead at 3)"), "{text}");
        assert!(text.contains("east (open 1)"), "{text}");
    }

    #[test]
    fn a_triangles_free_side_is_no_open_end_and_blanks_die_with_the_matadors() {
        // Game 13 on [0-0]: [6-1] north, [5-2] east, [4-3] south, each
        // matador turned to leave its low end; west is the side left free.
        let mut layout = layout(GameName::Triangle, (0, 0));
        play(&mut layout, 6, 1, Some(At::Arm(ArmName::North)));
        play(&mut layout, 5, 2, Some(At::Arm(ArmName::East)));
        play(&mut layout, 4, 3, Some(At::Arm(ArmName::South)));
        assert_eq!(open_ends(&layout), "north 1, east 2, south 3");
        let text = layout_text(&layout);
        assert!(text.contains("west (left free) <0|0>"), "{text}");
        assert!(text.contains("a triangle"), "{text}");
        // By matador matching a 1 takes a 6: [6-0] brings a blank to the
        // north. With the four matadors down, nothing adds up to 7 with a
        // blank and no matador is left: the arm is dead.
        play(&mut layout, 6, 0, None);
        assert_eq!(open_ends(&layout), "north 0 (dead), east 2, south 3");
    }

    #[test]
    fn game_16_is_a_cross_once_its_fourth_side_is_down() {
        let mut layout = layout(GameName::TriangleThenOrdinaryCross, (0, 0));
        play(&mut layout, 6, 1, Some(At::Arm(ArmName::North)));
        play(&mut layout, 5, 2, Some(At::Arm(ArmName::East)));
        play(&mut layout, 4, 3, Some(At::Arm(ArmName::South)));
        assert!(layout_text(&layout).contains(", a triangle, 4 tiles down"));
        // The fourth side takes a blank end against the [0-0].
        play(&mut layout, 0, 5, Some(At::Arm(ArmName::West)));
        let text = layout_text(&layout);
        assert!(text.contains(", a cross, 5 tiles down"), "{text}");
        assert_eq!(open_ends(&layout), "north 1, east 2, south 3, west 5");
    }
}
