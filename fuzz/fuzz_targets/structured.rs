//! Arbitrary events over a valid deal: the transcript is always well-formed YAML
//! with seated players and real tiles, so the fuzzer spends its time in the
//! replay (turns, take-backs, claims, blocks, the end of the hand).
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use nos_referee::command::{self, Format};
use nos_referee::report::Style;
use nos_referee::tile::Tile;

#[derive(Arbitrary, Debug)]
struct Input {
    players: u8,
    shuffle: Vec<u8>,
    on_set: u8,
    game: u8,
    events: Vec<Event>,
}

#[derive(Arbitrary, Debug)]
struct Event {
    by: u8,
    action: u8,
    tile: u8,
    at: u8,
}

const SAYINGS: [&str; 4] = ["wait", "pass", "nos", "block"];
const ATS: [&str; 11] = [
    "0", "1", "2", "3", "4", "5", "6", "north", "east", "south", "west",
];

fuzz_target!(|input: Input| {
    let players = 3 + usize::from(input.players % 3);
    let names = ["Anna", "Bram", "Cees", "Dirk", "Eva"];
    let mut tiles: Vec<Tile> = Tile::all().collect();
    for (i, swap) in input.shuffle.iter().enumerate().take(64) {
        let a = i % tiles.len();
        let b = usize::from(*swap) % tiles.len();
        tiles.swap(a, b);
    }
    let per = 8 - players;
    let text = |t: Tile| format!("{}-{}", t.high(), t.low());
    let mut yaml = format!(
        "session:\n  players: [{}]\nhands:\n  - on_set: {}\n    deal:\n",
        names[..players].join(", "),
        names[usize::from(input.on_set) % players]
    );
    for (p, name) in names[..players].iter().enumerate() {
        let hand: Vec<String> = tiles[p * per..(p + 1) * per]
            .iter()
            .map(|t| text(*t))
            .collect();
        yaml.push_str(&format!("      {name}: [{}]\n", hand.join(", ")));
    }
    yaml.push_str("    events:\n");
    let games = nos_referee::game::GAME_NAMES;
    for event in input.events.iter().take(200) {
        let by = names[usize::from(event.by) % players];
        let tile = tiles[usize::from(event.tile) % tiles.len()];
        let action = match event.action % 11 {
            0 => format!("draw: {}", text(tile)),
            1 => format!("set: {}", text(tile)),
            2 => format!(
                "announce: {}",
                games[usize::from(input.game) % games.len()].1
            ),
            3 | 4 | 5 => format!("play: {}", text(tile)),
            6 => format!(
                "play: {}, at: {}",
                text(tile),
                ATS[usize::from(event.at) % ATS.len()]
            ),
            7 => format!("takeback: {}", text(tile)),
            8 => format!("claim: {}", event.at % 8),
            9 => format!("says: {}", SAYINGS[usize::from(event.at) % SAYINGS.len()]),
            _ => format!("declare: [{}]", text(tile)),
        };
        yaml.push_str(&format!("      - {{by: {by}, {action}}}\n"));
    }
    let outcome = command::check(
        "fuzz.yaml",
        yaml.as_bytes(),
        Format::Text,
        &Default::default(),
        Style::Plain,
    );
    assert!(outcome.status.code() <= 2);
});
