//! `nos public` and `nos simulate --public`: the public record of a full
//! transcript, read back as plain YAML beside the full record it came from.
//! Every dealt and drawn tile is gone but the one a setter turned up, every
//! other value is as it was, and `shown` holds exactly the tiles the referee's
//! replay of the full record leaves in each player's hand.

use std::collections::BTreeMap;
use std::process::{Command, Output, Stdio};

use nos_referee::rules::interpretation::Interpretation;
use nos_referee::rules::tile::{Tile, TileSet};
use serde_json::Value;

fn nos(args: &[&str], stdin: Option<&[u8]>) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nos runs");
    if let Some(bytes) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(bytes)
            .expect("written");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("nos finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

fn yaml(text: &str) -> Value {
    serde_saphyr::from_str(text).expect("the record is YAML")
}

fn tile(value: &Value) -> Tile {
    let written = value.as_str().expect("a tile is written as text");
    let (a, b) = Tile::parse(written).expect("a tile");
    Tile::new(a, b)
}

/// Checks that `public` is the public record of the full transcript `full`:
/// read both, hand by hand and event by event. Returns how many draws were
/// left seen, turned up to set.
fn assert_public_of(full: &str, public: &str) -> usize {
    let session = nos_referee::load(full).expect("the full record reads");
    let verdict = nos_referee::replay::judge_all(&session, Interpretation::default());
    let (full_yaml, public_yaml) = (yaml(full), yaml(public));
    assert_eq!(public_yaml["session"], full_yaml["session"]);
    let full_hands = full_yaml["hands"].as_array().expect("hands");
    let public_hands = public_yaml["hands"].as_array().expect("hands");
    assert_eq!(public_hands.len(), full_hands.len());
    assert_eq!(verdict.hands.len(), full_hands.len(), "every hand judged");
    let mut seen_draws = 0;
    for ((full_hand, public_hand), judged) in
        full_hands.iter().zip(public_hands).zip(&verdict.hands)
    {
        let number = judged.number;
        let (full_hand, public_hand) = (
            full_hand.as_object().expect("a hand"),
            public_hand.as_object().expect("a hand"),
        );
        for (key, value) in full_hand {
            match key.as_str() {
                "deal" => {
                    let counts: BTreeMap<&String, usize> = value
                        .as_object()
                        .expect("a deal")
                        .iter()
                        .map(|(name, tiles)| (name, tiles.as_array().expect("tiles").len()))
                        .collect();
                    let public_counts: BTreeMap<&String, usize> = public_hand["deal"]
                        .as_object()
                        .expect("a deal")
                        .iter()
                        .map(|(name, count)| {
                            (name, count.as_u64().expect("a deal is a count") as usize)
                        })
                        .collect();
                    assert_eq!(public_counts, counts, "hand {number}");
                }
                "events" => seen_draws += assert_events(value, &public_hand["events"], number),
                _ => assert_eq!(&public_hand[key], value, "hand {number}, {key}"),
            }
        }
        // Exactly the tiles the replay leaves in each hand, shown; none for a
        // player who holds none.
        let mut shown: Vec<TileSet> = vec![TileSet::EMPTY; session.players.len()];
        if let Some(map) = public_hand.get("shown") {
            for (name, tiles) in map.as_object().expect("shown by name") {
                let seat = session
                    .players
                    .iter()
                    .position(|(_, n)| n == name)
                    .expect("a seated name");
                let tiles = tiles.as_array().expect("tiles");
                assert!(
                    !tiles.is_empty(),
                    "hand {number}: {name} shown holding nothing"
                );
                shown[seat] = tiles.iter().map(tile).collect();
                assert_eq!(
                    shown[seat].len(),
                    tiles.len(),
                    "hand {number}: {name}'s tiles once each"
                );
            }
        }
        let held: Vec<TileSet> = judged.end.hands.values().copied().collect();
        assert_eq!(shown, held, "hand {number}");
        let extra: Vec<&String> = public_hand
            .keys()
            .filter(|key| !full_hand.contains_key(*key))
            .collect();
        let expected: Vec<&str> = if held.iter().any(|tiles| !tiles.is_empty()) {
            vec!["shown"]
        } else {
            vec![]
        };
        assert_eq!(extra, expected, "hand {number}");
    }
    seen_draws
}

/// Checks a hand's public events against its full ones; returns how many
/// draws were left seen.
fn assert_events(full: &Value, public: &Value, number: usize) -> usize {
    let (full, public) = (
        full.as_array().expect("events"),
        public.as_array().expect("events"),
    );
    assert_eq!(public.len(), full.len(), "hand {number}");
    let mut seen = 0;
    for (index, (full_event, public_event)) in full.iter().zip(public).enumerate() {
        let at = format!("hand {number}, event {}", index + 1);
        let listed = |value: &Value| -> Vec<Value> {
            match value {
                Value::Array(items) => items.clone(),
                one => vec![one.clone()],
            }
        };
        if let Some(drawn) = full_event.get("draw") {
            let drawn = listed(drawn);
            match &public_event["draw"] {
                Value::Number(count) => {
                    assert_eq!(count.as_u64(), Some(drawn.len() as u64), "{at}")
                }
                written => {
                    // Seen: only the tile the drawer sets next, before the set.
                    let written = listed(written);
                    assert_eq!(written.len(), drawn.len(), "{at}");
                    let turned_up: Vec<Tile> = written
                        .iter()
                        .filter(|item| item.as_str() != Some("?-?"))
                        .map(tile)
                        .collect();
                    assert_eq!(turned_up.len(), 1, "{at}: one tile seen");
                    let next = full[index + 1..]
                        .iter()
                        .find(|event| event.get("draw").is_none() && event.get("return").is_none())
                        .expect("an event after the draw");
                    assert_eq!(next["by"], full_event["by"], "{at}");
                    assert_eq!(tile(&next["set"]), turned_up[0], "{at}: the tile set");
                    assert!(drawn.iter().map(tile).any(|t| t == turned_up[0]), "{at}");
                    assert!(
                        full[..index].iter().all(|event| event.get("set").is_none()),
                        "{at}"
                    );
                    seen += 1;
                }
            }
            assert_eq!(public_event["by"], full_event["by"], "{at}");
        } else if let Some(put_back) = full_event.get("return") {
            assert_eq!(
                public_event["return"].as_u64(),
                Some(listed(put_back).len() as u64),
                "{at}"
            );
            assert_eq!(public_event["by"], full_event["by"], "{at}");
        } else {
            assert_eq!(public_event, full_event, "{at}");
        }
    }
    seen
}

/// The lines of `public` other than the `shown` ones stand for the lines of
/// `full` one for one: the same, or a deal, draw or return line with its
/// value replaced; the comments are all there, in order.
fn assert_lines_kept(full: &str, public: &str) {
    let kept: Vec<&str> = public
        .lines()
        .filter(|line| !line.trim_start().starts_with("shown: "))
        .collect();
    let full: Vec<&str> = full.lines().collect();
    assert_eq!(kept.len(), full.len());
    for (public_line, full_line) in kept.iter().zip(&full) {
        if public_line != full_line {
            let replaced = ["draw:", "return:"]
                .iter()
                .any(|word| full_line.contains(word))
                || full_line.trim_end().ends_with(']') && !full_line.contains("by:");
            assert!(replaced, "{full_line:?} became {public_line:?}");
            let key = |line: &str| line.split(':').next().map(str::to_owned);
            assert_eq!(key(public_line), key(full_line));
        }
        if let Some(comment) = full_line.find(" # ") {
            assert!(
                public_line.ends_with(&full_line[comment..]),
                "{full_line:?} became {public_line:?}"
            );
        }
    }
}

#[test]
fn the_evenings_public_record_hides_every_tile_and_shows_what_each_player_held() {
    let full = std::fs::read_to_string("fixtures/evening.yaml").expect("the fixture");
    let output = nos(&["public", "fixtures/evening.yaml"], None);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    let public = text(&output.stdout);
    // Hands 4 and 6 have a setter who draws [4-3] and sets it: seen.
    assert_eq!(assert_public_of(&full, &public), 2);
    assert_lines_kept(&full, &public);
    // Hand 1: Anna drew [6-5, 4-0, 4-1, 3-3] and kept [4-1]; Dirk drew
    // [1-0] and [5-4, 6-1] and kept [1-0] and [5-4]; the rest went out.
    assert!(public.contains("    shown: {Anna: [4-1], Dirk: [1-0, 5-4]}\n"));

    // The same from standard input, and into a file; the input as it was.
    let piped = nos(&["public", "-"], Some(full.as_bytes()));
    assert_eq!(text(&piped.stdout), public);
    let dir = std::env::temp_dir().join(format!("nos-public-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let input = dir.join("evening.yaml");
    std::fs::write(&input, &full).expect("written");
    let path = dir.join("public.yaml");
    let written = nos(
        &[
            "public",
            input.to_str().expect("a path"),
            "-o",
            path.to_str().expect("a path"),
        ],
        None,
    );
    assert_eq!(written.status.code(), Some(0), "{}", text(&written.stderr));
    assert!(written.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&path).expect("written"), public);
    // Never over the transcript it reads.
    let over = nos(
        &[
            "public",
            input.to_str().expect("a path"),
            "-o",
            input.to_str().expect("a path"),
        ],
        None,
    );
    assert_eq!(over.status.code(), Some(2));
    assert!(
        text(&over.stderr).contains("nos::output::same-file"),
        "{}",
        text(&over.stderr)
    );
    assert_eq!(std::fs::read_to_string(&input).expect("kept"), full);
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

#[test]
fn a_transcript_that_cannot_be_read_has_no_public_record() {
    let output = nos(&["public", "-"], Some(b"session: [unclosed"));
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = text(&output.stderr);
    assert!(stderr.contains("nos::transcript::yaml"), "{stderr}");
    assert!(stderr.contains("<stdin>:1:"), "{stderr}");
    let missing = nos(&["public", "no-such-file.yaml"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("cannot read no-such-file.yaml"));
}

#[test]
fn a_hand_that_cannot_be_read_is_copied_and_said_with_exit_2() {
    let full = std::fs::read_to_string("fixtures/evening.yaml").expect("the fixture");
    // Hand 2's Bram is dealt Anna's [5-5] too.
    let broken = full.replacen(
        "Bram: [2-1, 4-3, 6-1, 3-2]",
        "Bram: [2-1, 4-3, 6-1, 5-5]",
        1,
    );
    assert_ne!(broken, full);
    let output = nos(&["public", "-"], Some(broken.as_bytes()));
    assert_eq!(output.status.code(), Some(2));
    let public = text(&output.stdout);
    assert!(
        public.contains("Bram: [2-1, 4-3, 6-1, 5-5]"),
        "hand 2 copied as written"
    );
    assert!(
        !public.contains("Anna: [3-2, 3-1, 5-1, 4-2]"),
        "hand 1 made public"
    );
    let stderr = text(&output.stderr);
    assert!(stderr.contains("nos::transcript::tile-twice"), "{stderr}");
    assert!(stderr.contains("hand 2 is copied as written"), "{stderr}");
    assert!(stderr.contains("the other 8"), "{stderr}");
}

#[test]
fn simulate_public_writes_the_public_record_of_the_session_it_plays() {
    let mut seen_draws = 0;
    for (players, seed, inject) in [
        ("3", "11", None),
        ("4", "12", Some("false-nos")),
        ("5", "13", None),
        ("4", "14", Some("pass-while-able")),
    ] {
        let mut args = vec![
            "simulate",
            "--players",
            players,
            "--hands",
            "12",
            "--seed",
            seed,
        ];
        if let Some(kind) = inject {
            args.extend(["--inject", kind]);
        }
        let full = nos(&args, None);
        assert_eq!(full.status.code(), Some(0), "{}", text(&full.stderr));
        args.push("--public");
        let public = nos(&args, None);
        assert_eq!(public.status.code(), Some(0), "{}", text(&public.stderr));
        let (full, public) = (text(&full.stdout), text(&public.stdout));
        seen_draws += assert_public_of(&full, &public);
        assert_lines_kept(&full, &public);
        // The simulator's marks stay on their lines.
        assert_eq!(
            public.matches("# injected: ").count(),
            usize::from(inject.is_some())
        );
        // The same text as `nos public` makes of the full session.
        let made = nos(&["public", "-"], Some(full.as_bytes()));
        assert_eq!(text(&made.stdout), public);
    }
    assert!(seen_draws > 0, "some setter drew to set");
}

#[test]
fn the_public_record_of_a_deal_with_a_tile_put_back() {
    // Worked by hand from the fixture: Anna and Cees took five tiles, Bram and
    // Dirk four; Cees put [5-5] back unseen; Bram drew two. At the end only
    // Bram holds tiles: [3-5] from his deal, [5-6] from his draw.
    let output = nos(&["public", "fixtures/penalty-one-too-many.yaml"], None);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let public = text(&output.stdout);
    for line in [
        "      Anna: 5\n      Bram: 4\n      Cees: 5\n      Dirk: 4\n",
        "      - {by: Cees, return: 1}\n",
        "      - {by: Bram, draw: 2}\n",
        "      - {by: Anna, play: 6-6, at: east}\n    shown: {Bram: [5-3, 6-5]}\n    scoresheet:",
    ] {
        assert!(public.contains(line), "{line:?} in\n{public}");
    }
    let full = std::fs::read_to_string("fixtures/penalty-one-too-many.yaml").expect("the fixture");
    assert_public_of(&full, &public);
    insta::assert_snapshot!("penalty-one-too-many", public);
}

#[test]
fn public_is_in_the_help_the_manual_and_the_completions() {
    let help = text(&nos(&["--help"], None).stdout);
    assert!(help.contains("public"), "{help}");
    let simulate = text(&nos(&["simulate", "--help"], None).stdout);
    assert!(simulate.contains("--public"), "{simulate}");
    let page = text(&nos(&["man", "public"], None).stdout);
    assert!(page.contains(".TH nos-public 1"), "{page}");
    assert!(
        page.contains("\\fB0\\fR") && page.contains("\\fB2\\fR"),
        "{page}"
    );
    assert!(!page.contains("\\fB1\\fR"), "public never exits 1: {page}");
    assert!(page.contains("nos public evening.yaml"), "{page}");
    assert!(text(&nos(&["man"], None).stdout).contains("nos\\-public"));
    for shell in ["bash", "zsh", "fish"] {
        let script = text(&nos(&["completions", shell], None).stdout);
        assert!(script.contains("public"), "{shell}");
    }
}

#[test]
fn a_byte_order_mark_stays_before_the_public_record() {
    let full = std::fs::read("fixtures/penalty-one-too-many.yaml").expect("the fixture");
    let plain = text(&nos(&["public", "-"], Some(&full)).stdout);
    let marked = [b"\xef\xbb\xbf".as_slice(), &full].concat();
    let output = nos(&["public", "-"], Some(&marked));
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), format!("\u{feff}{plain}"));
    assert!(plain.contains("shown: {Bram: [5-3, 6-5]}"));
}
