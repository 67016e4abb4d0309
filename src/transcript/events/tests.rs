//! The events reader against `serde-saphyr`: every hand the repository and
//! the simulator can write, and odd values in every place, read both ways.

use super::*;
use crate::simulate::{Config, INJECTABLE, Rng, simulate};

/// Reads the hand at `extent` both ways: from the events here and through
/// `serde-saphyr`. When the events reader takes the hand, `serde-saphyr`
/// reads it too, to the same values at the same places; whether it took it.
fn same_both_ways(source: &str, extent: &Extent) -> bool {
    same_as_serde_saphyr(source, extent, read_hand(source, extent))
}

/// Whether a hand was built from events; when it was, `serde-saphyr`
/// reads the hand at `extent` to the same values at the same places.
fn same_as_serde_saphyr(source: &str, extent: &Extent, fast: Option<Located<RawHand>>) -> bool {
    let Some(fast) = fast else {
        return false;
    };
    let slow = super::super::read_at::<Located<RawHand>>(source, extent);
    let slow = slow.unwrap_or_else(|problem| {
        panic!("read from the events, refused by serde-saphyr: {problem:?}\n{source}")
    });
    assert_eq!(
        format!("{fast:#?}"),
        format!("{slow:#?}"),
        "{}",
        &source[extent.start..extent.end]
    );
    true
}

/// Every hand of `source` that can be found, read both ways: how many
/// there are, and how many the events reader took.
fn every_hand(source: &str) -> (usize, usize) {
    let Ok(opening) = super::super::open(source) else {
        return (0, 0);
    };
    let mut found = opening.hands.keeping();
    let (mut hands, mut taken) = (0, 0);
    while let Some(Ok(extent)) = found.next() {
        let kept = found.kept();
        if extent.end - extent.start > super::super::MAX_HAND_BYTES {
            continue;
        }
        hands += 1;
        // From the hand's own text, and from the events kept as it was found.
        let from_text = same_both_ways(source, &extent);
        let from_kept = same_as_serde_saphyr(
            source,
            &extent,
            kept.and_then(|kept| build_kept(kept, extent.start)),
        );
        // What the finding pass keeps is built whenever the text is.
        assert!(
            from_text || !from_kept,
            "{}",
            &source[extent.start..extent.end]
        );
        taken += usize::from(from_text && from_kept);
    }
    (hands, taken)
}

#[test]
fn a_hand_too_long_to_keep_or_with_a_long_name_is_built_from_its_text() {
    let name = "A".repeat(LONGEST_KEPT + 1);
    let long_name = format!(
        "session: {{players: [{name}, B, C]}}\nhands:\n  - deal: {{{name}: [1-1]}}\n    events: [{{by: {name}, says: pass}}]\n"
    );
    // Each event of the list is six parser events: more than are kept.
    let many_events = format!(
        "session: {{players: [A, B, C]}}\nhands:\n  - deal: {{A: [1-1]}}\n    events:\n{}",
        "      - {by: A, says: pass}\n".repeat(MOST_KEPT / 6 + 1)
    );
    for source in [long_name, many_events] {
        let opening = super::super::open(&source).expect("a transcript");
        let mut found = opening.hands.keeping();
        let extent = found.next().expect("a hand").expect("found");
        let kept = found.kept();
        assert!(kept.is_none(), "kept");
        assert!(same_both_ways(&source, &extent), "from the text");
        let hand = super::super::read_kept(kept, &source, 0, &extent).expect("read");
        let slow = super::super::read_at::<Located<RawHand>>(&source, &extent).expect("read");
        assert_eq!(format!("{hand:?}"), format!("{slow:?}"));
    }
}

#[test]
fn every_hand_of_every_transcript_in_the_repository_reads_the_same_both_ways() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for (folder, plain) in [("fixtures", true), ("tests", false), ("fuzz/seeds", false)] {
        let (mut files, mut hands, mut taken) = (0, 0, 0);
        for entry in walkdir::WalkDir::new(root.join(folder))
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.path().extension().is_some_and(|e| e == "yaml"))
        {
            let bytes = std::fs::read(entry.path()).expect("a file in the repository");
            let Ok((_, text)) = crate::transcript::problem::text_of(&bytes) else {
                continue;
            };
            let (found, read) = every_hand(text);
            files += 1;
            hands += found;
            taken += read;
        }
        println!("{folder}: {files} files, {hands} hands, {taken} read from the events");
        assert!(files > 0, "{folder}");
        // The fixtures are written the plain way: the events reader takes
        // every hand. The transcripts of the tests are often broken on
        // purpose, and left to serde-saphyr.
        if plain {
            assert_eq!(taken, hands, "{folder}");
        }
    }
}

#[test]
fn every_generated_hand_is_read_from_the_events_and_the_same() {
    for players in 3..=5 {
        for seed in 0..4 {
            let text = simulate(&Config::new(players, 12, 40 + seed))
                .expect("the bots play")
                .text;
            let (hands, taken) = every_hand(&text);
            assert_eq!(taken, hands, "{text}");
            assert!(hands >= 12);
        }
    }
    // Every game and every infraction the bots can commit.
    for (i, &kind) in INJECTABLE.iter().enumerate() {
        let config = Config {
            inject: vec![kind],
            ..Config::new(3 + i % 3, 8, 900 + i as u64)
        };
        let Ok(simulation) = simulate(&config) else {
            continue;
        };
        let (hands, taken) = every_hand(&simulation.text);
        assert_eq!(taken, hands, "{}", simulation.text);
    }
}

/// What a scalar in a generated hand is replaced with: the plain forms
/// the events reader takes, and forms it must leave to `serde-saphyr`
/// (which may read them as something else, or refuse them).
const ODD: &[&str] = &[
    "5-3",
    "6",
    "0",
    "12",
    "-4",
    "west",
    "pass",
    "Anna",
    "Änna",
    "north-south",
    "[north, south]",
    "[5-3, 6-6]",
    "[]",
    "{}",
    "04",
    "-0",
    "+4",
    "0x1f",
    "0o7",
    "1.5",
    "1e3",
    ".inf",
    "-.inf",
    ".nan",
    "inf",
    "nan",
    "true",
    "True",
    "false",
    "yes",
    "no",
    "on",
    "off",
    "y",
    "n",
    "null",
    "Null",
    "~",
    "",
    "'5-3'",
    "\"west\"",
    "'6'",
    "!!str 6",
    "!tile 5-3",
    "&a 5-3",
    "*a",
    "5-3 # note",
    "1_000",
    "2024-01-01",
    "12:30",
    "a b",
    "<<",
    "|\n  text",
    "Pass",
    "wait",
    "nos",
    "block",
    "advice",
    "covered-tiles",
    "matador",
    "ordinary",
    "cross",
    "double-cross",
    "line",
    "{game: 4, layout: cross}",
    "{game: matador, first: {here: 5}}",
    "{game: 12, ordinary: [north, south], layout: cross}",
    "{side: 2, tiles: 3}",
    "{side: 2, tiles: 300}",
    "{here: north, there: south}",
    "{by: Anna}",
    "{Anna: 1, Anna: 2}",
    "{Anna: 1, Bram: 2}",
    "[[5-3]]",
    "999999999999999999999",
    "?-?",
    "'?-?'",
    "\"?-?\"",
    "[5-5, ?-?]",
    "[?-?, '?-?']",
    "2",
    "2.5",
];

#[test]
fn a_hand_with_any_odd_value_reads_the_same_or_is_left_to_serde_saphyr() {
    let mut rng = Rng::new(0x0DD5);
    let (mut hands, mut taken) = (0, 0);
    for round in 0..60u64 {
        let config = Config::new(3 + rng.below(3), 1 + rng.below(3), 5_000 + round);
        let text = simulate(&config).expect("the bots play").text;
        // Replace a few values (what follows `: ` up to the end of the
        // value) and a few keys with odd ones, at random.
        let mut odd = text.clone();
        for _ in 0..1 + rng.below(4) {
            let places: Vec<usize> = odd.match_indices(": ").map(|(i, _)| i).collect();
            let Some(at) = rng.pick(&places) else { break };
            let value_start = at + 2;
            let value_end = odd[value_start..]
                .find([',', '}', '\n'])
                .map_or(odd.len(), |end| value_start + end);
            let replacement = ODD[rng.below(ODD.len())];
            if rng.one_in(4) {
                // The key instead.
                let key_start = odd[..at]
                    .rfind(['{', ' ', '\n'])
                    .map_or(0, |start| start + 1);
                odd.replace_range(key_start..at, replacement);
            } else {
                odd.replace_range(value_start..value_end, replacement);
            }
        }
        let (found, read) = every_hand(&odd);
        hands += found;
        taken += read;
    }
    // Both ways are taken, often.
    assert!(taken > 20 && hands - taken > 20, "{taken} of {hands}");
}

/// A hand with a value of every kind the model has, each between `<`
/// and `>`, and some keys too.
const EVERY_KIND: &str = "\
session: {players: [Anna, Bram, Cees]}
hands:
  - deal:
      <Anna>: [<1-1>, <2-2>]
      Bram: <[3-3]>
    events:
      - {<by>: <Anna>, set: <1-1>}
      - {by: Anna, announce: {game: <12>, ordinary: <[north, south]>, layout: <cross>, first: {<side>: <2>, tiles: <3>}}}
      - {by: Anna, announce: {game: <matador>, matching: <ordinary>, then: <matador>, first: {here: <north>, there: <south>}}}
      - {by: Bram, <play>: <3-3>, at: <west>}
      - {by: Cees, draw: <[4-4, 5-5]>}
      - {by: Cees, draw: <6-6>}
      - {by: Cees, draw: <2>}
      - {by: Cees, return: <1>}
      - {by: Anna, claim: <4>}
      - {by: Bram, says: <pass>}
      - {by: Cees, conduct: <covered-tiles>}
      - {by: Cees, return: <0-0>}
      - {by: Anna, declare: [<1-1>]}
      - {by: Bram, takeback: <3-3>}
      - by: Anna
        announce: <matador>
    <scoresheet>: {Anna: <1>, Bram: <-2>}
    on_set: <Anna>
    tiebreak: {Anna: <1-2>}
    <shown>: {Anna: [<1-2>, 0-0], Bram: <[6-5]>}
    <counts>: {<Anna>: <17>, Bram: 11}
";

#[test]
fn every_odd_value_in_every_place_reads_the_same_or_is_left_to_serde_saphyr() {
    let parts: Vec<&str> = EVERY_KIND.split(['<', '>']).collect();
    let plain: String = parts.concat();
    assert_eq!(every_hand(&plain), (1, 1));
    let (mut hands, mut taken) = (0, 0);
    // Each place in turn (the odd parts of the split) holds each odd value.
    for place in (1..parts.len()).step_by(2) {
        for odd in ODD {
            let mut text = String::new();
            for (i, part) in parts.iter().enumerate() {
                text.push_str(if i == place { odd } else { part });
            }
            let (found, read) = every_hand(&text);
            hands += found;
            taken += read;
        }
    }
    assert!(taken > 100 && hands - taken > 1000, "{taken} of {hands}");
}

#[test]
fn the_forms_of_a_public_record_read_the_same_both_ways() {
    let hand = |deal: &str, events: &str, end: &str| {
        format!(
            "session: {{players: [Anna, Bram, Cees]}}\nhands:\n  - {deal}events: [{events}]\n    {end}\n"
        )
    };
    // Taken by the events reader, and the same as `serde-saphyr` reads them:
    // no deal, a deal as numbers, numbers of tiles drawn and put back, tiles
    // shown, counts.
    for text in [
        hand(
            "deal: {Anna: 4, Bram: 4, Cees: 4}\n    ",
            "",
            "counts: {Anna: 17}",
        ),
        hand(
            "",
            "{by: Anna, draw: 2}, {by: Anna, return: 1}",
            "counts: {Anna: 17, Bram: 11}",
        ),
        hand(
            "deal: {Anna: [6-6], Bram: [], Cees: []}\n    ",
            "{by: Anna, draw: [5-5, 1-1]}",
            "shown: {Anna: [1-2, 0-0], Bram: [6-5], Cees: []}",
        ),
    ] {
        assert_eq!(every_hand(&text), (1, 1), "{text}");
    }
    // Left to `serde-saphyr`: a deal as a number written otherwise, `?-?`
    // quoted or not, a count with a fraction.
    for (deal, events, end) in [
        (
            "deal: {Anna: 4.5, Bram: '4', Cees: 4}\n    ",
            "",
            "counts: {Anna: 17}",
        ),
        (
            "deal: {Anna: [6-6, ?-?], Bram: [], Cees: []}\n    ",
            "",
            "counts: {}",
        ),
        ("", "{by: Anna, draw: ?-?}", "counts: {}"),
        ("", "{by: Anna, draw: '?-?'}", "counts: {}"),
        ("", "{by: Anna, draw: [5-5, ?-?]}", "counts: {}"),
        ("", "{by: Anna, return: [?-?]}", "counts: {}"),
        ("", "", "counts: {Anna: 17.5}"),
    ] {
        let text = hand(deal, events, end);
        assert_eq!(every_hand(&text), (1, 0), "{text}");
        let read = super::super::read_at::<Located<RawHand>>(&text, &found(&text));
        assert!(read.is_ok(), "{text}");
    }
}

/// The extent of the first hand of `source`.
fn found(source: &str) -> Extent {
    let opening = super::super::open(source).expect("a transcript");
    let mut hands = opening.hands.keeping();
    hands.next().expect("a hand").expect("found")
}

#[test]
fn places_in_a_line_with_letters_of_several_bytes_are_those_of_the_file() {
    let source = "session: {players: [Änna, Bjørn, Cees]}\nhands: [{deal: {Änna: [1-1], Bjørn: [2-2, 6-5]}, events: [{by: Bjørn, says: pass}, {by: Änna, draw: [3-3, 4-4]}]}, {deal: {Cees: [0-0]}, events: [{by: Änna, play: 1-1, at: 4}], scoresheet: {Änna: -3, Bjørn: 0}}]\n";
    let (hands, taken) = every_hand(source);
    assert_eq!((hands, taken), (2, 2));
}

#[test]
fn a_text_of_one_byte_characters_is_taken_as_text_as_character_by_character() {
    let words = [
        "",
        "Anna",
        "a",
        "y",
        "Y",
        "no",
        "NO",
        "On",
        "nan",
        ".nan",
        "inf",
        "Infinity",
        "infinity1",
        "true",
        "trueish",
        "null",
        "~",
        "x_1",
        "x-1",
        "_x",
        "1x",
        "5-3",
        "53",
        "5-",
        "-5",
        "-0",
        "-05",
        "0",
        "00",
        "07",
        "12-34",
        "123-4",
        "5--3",
        "5-3-1",
        "5 3",
        "a b",
        "a.b",
        "é",
        "1e3",
        "0x1F",
        "+1",
        "1234567890123456789",
        "123456789012345678",
        "west",
        "north-south",
    ];
    for word in words {
        if word.is_ascii() {
            assert_eq!(ascii_as_text(word), chars_as_text(word), "{word:?}");
        }
    }
    // Every text of up to three characters from these.
    let alphabet = ["0", "5", "9", "-", "_", "a", "n", "y", "Z", " ", ".", "+"];
    for a in alphabet {
        for b in alphabet {
            for c in alphabet {
                for text in [a.to_owned(), format!("{a}{b}"), format!("{a}{b}{c}")] {
                    assert_eq!(ascii_as_text(&text), chars_as_text(&text), "{text:?}");
                }
            }
        }
    }
}

#[test]
fn the_reserved_words_are_found_by_their_length_as_in_the_list() {
    let mut words: Vec<String> = RESERVED.iter().map(|w| (*w).to_owned()).collect();
    words.extend(RESERVED.iter().map(|w| w.to_uppercase()));
    words.extend(RESERVED.iter().map(|w| format!("{w}s")));
    words.extend(["", "x", "ye", "nul", "fals", "infinit", "Anna", "west"].map(String::from));
    for word in words {
        let listed = RESERVED
            .iter()
            .any(|reserved| word.eq_ignore_ascii_case(reserved));
        assert_eq!(reserved(word.as_bytes()), listed, "{word:?}");
    }
}
