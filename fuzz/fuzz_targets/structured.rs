//! Sessions of several hands over valid deals, with arbitrary events, some of
//! them written wrong (a list where one tile belongs, a misspelt key, a mapping
//! where tiles belong) and arbitrary scoresheets: the transcript is always YAML
//! shaped like a transcript at the top, so the fuzzer spends its time reading
//! hands apart, in the replay (turns, take-backs, claims, blocks, the end of a
//! hand) and in carrying the chips across hands that cannot be judged.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use nos_referee::command::{self, Format, Status};
use nos_referee::replay::{ChipsFrom, HandEntry};
use nos_referee::report::Style;
use nos_referee::rules::tile::Tile;

#[derive(Arbitrary, Debug)]
struct Input {
    players: u8,
    on_set: u8,
    game: u8,
    hands: Vec<HandInput>,
}

#[derive(Arbitrary, Debug)]
struct HandInput {
    shuffle: Vec<u8>,
    on_set: Option<u8>,
    events: Vec<Event>,
    scoresheet: Option<[i16; 5]>,
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
const NAMES: [&str; 5] = ["Anna", "Bram", "Cees", "Dirk", "Eva"];

fn text(t: Tile) -> String {
    format!("{}-{}", t.high(), t.low())
}

/// One hand of the transcript, as YAML under `hands:`.
fn hand_yaml(input: &HandInput, players: usize, game: u8, first_on_set: Option<u8>) -> String {
    let mut tiles: Vec<Tile> = Tile::all().collect();
    for (i, swap) in input.shuffle.iter().enumerate().take(64) {
        let a = i % tiles.len();
        let b = usize::from(*swap) % tiles.len();
        tiles.swap(a, b);
    }
    let per = 8 - players;
    let mut yaml = String::from("  - ");
    if let Some(seat) = first_on_set.or(input.on_set) {
        yaml.push_str(&format!("on_set: {}\n    ", NAMES[usize::from(seat) % players]));
    }
    yaml.push_str("deal:\n");
    for (p, name) in NAMES[..players].iter().enumerate() {
        let hand: Vec<String> = tiles[p * per..(p + 1) * per]
            .iter()
            .map(|t| text(*t))
            .collect();
        yaml.push_str(&format!("      {name}: [{}]\n", hand.join(", ")));
    }
    yaml.push_str("    events:\n");
    let games = nos_referee::rules::game::GAME_NAMES;
    for event in input.events.iter().take(200) {
        let by = NAMES[usize::from(event.by) % players];
        let tile = tiles[usize::from(event.tile) % tiles.len()];
        let action = match event.action % 40 {
            0..=2 => format!("draw: {}", text(tile)),
            3 | 4 => format!("set: {}", text(tile)),
            5 => format!(
                "announce: {}",
                games[usize::from(game) % games.len()].1
            ),
            6..=15 => format!("play: {}", text(tile)),
            16..=19 => format!(
                "play: {}, at: {}",
                text(tile),
                ATS[usize::from(event.at) % ATS.len()]
            ),
            20 | 21 => format!("takeback: {}", text(tile)),
            22 | 23 => format!("claim: {}", event.at % 8),
            24..=31 => format!("says: {}", SAYINGS[usize::from(event.at) % SAYINGS.len()]),
            32 | 33 => format!("declare: [{}]", text(tile)),
            // Written wrong: the hand cannot be read.
            34 => format!("play: [{}]", text(tile)),
            35 => format!("plya: {}", text(tile)),
            36 => format!("draw: {{{}: 1}}", text(tile)),
            _ => format!("return: {}", text(tile)),
        };
        yaml.push_str(&format!("      - {{by: {by}, {action}}}\n"));
    }
    if let Some(figures) = input.scoresheet {
        let entries: Vec<String> = NAMES[..players]
            .iter()
            .zip(figures)
            .map(|(name, figure)| format!("{name}: {}", 500 + i64::from(figure) / 64))
            .collect();
        yaml.push_str(&format!("    scoresheet: {{{}}}\n", entries.join(", ")));
    }
    yaml
}

fuzz_target!(|input: Input| {
    let players = 3 + usize::from(input.players % 3);
    let mut yaml = format!("session:\n  players: [{}]\nhands:\n", NAMES[..players].join(", "));
    let hands: Vec<&HandInput> = input.hands.iter().take(6).collect();
    if hands.is_empty() {
        return;
    }
    for (index, hand) in hands.iter().enumerate() {
        let first = (index == 0).then_some(input.on_set);
        yaml.push_str(&hand_yaml(hand, players, input.game, first));
    }
    let outcome = command::check(
        "fuzz.yaml",
        yaml.as_bytes(),
        Format::Text,
        &Default::default(),
        Style::Plain,
    );
    let session = nos_referee::read(&yaml).expect("the session and the outline are always readable");
    assert_eq!(session.hand_count, hands.len());
    let verdict = nos_referee::replay::judge_all(&session, Default::default());
    let numbers: Vec<usize> = verdict.entries().map(|entry| entry.number()).collect();
    assert_eq!(numbers, (1..=hands.len()).collect::<Vec<_>>());
    assert_eq!(
        outcome.status == Status::Incomplete,
        !verdict.unjudged.is_empty()
    );
    // The chips: each judged hand moves none out of the table, and where the
    // totals before it are known, those after it are those plus what it moved.
    let mut before: Vec<Option<i64>> = vec![Some(session.chips); players];
    for entry in verdict.entries() {
        let after: Vec<Option<i64>> = entry.chips().values().copied().collect();
        if let HandEntry::Judged(hand) = entry {
            assert_eq!(hand.net.values().sum::<i64>(), 0);
            if hand.chips_from == ChipsFrom::Referee {
                for (seat, net) in hand.net.iter() {
                    let i = seat.index();
                    assert_eq!(after[i], before[i].map(|b| b + net), "hand {}", hand.number);
                }
            }
        }
        before = after;
    }
});
