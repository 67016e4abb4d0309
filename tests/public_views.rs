//! The views of a public record (tiles left unseen): `nos show` draws a hand
//! only as far as the table knows it, `nos audit` names a possible infraction
//! the table charged, `nos compare` and the page list possible infractions
//! apart from the charged ones. The transcripts are in `tests/public_views/`,
//! each with its figures worked by hand in its header.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use nos_referee::command::{self, Format, RulesChoice, Status};
use nos_referee::report::Style;

/// The setter turns up and sets a drawn [6-6]; she may have held [3-3]: a
/// possible infraction the table charged.
const SETTER: &str = "tests/public_views/setter-may-have-held-a-double.yaml";
/// Frits passes three times possibly able; his last tile is neither shown
/// nor counted.
const PASSES: &str = "tests/public_views/pass-possibly-able-after-nos.yaml";
/// Dirk's pass with tiles to draw, charged 80 instead of 40 by the table.
const EIGHTY: &str = "tests/public_views/pass-charged-eighty-instead.yaml";

fn read(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect("readable")
}

fn show(path: &str, event: Option<usize>) -> String {
    let outcome = command::show(
        path,
        &read(path),
        &RulesChoice::default(),
        1,
        event,
        Style::Plain,
    );
    assert_eq!(outcome.status, Status::Clean, "{}", outcome.stderr);
    outcome.stdout
}

/// The lines of a drawing from `Boneyard:` on, trimmed.
fn table_lines(drawing: &str) -> Vec<&str> {
    drawing
        .lines()
        .skip_while(|line| !line.starts_with("Boneyard:"))
        .map(str::trim_end)
        .collect()
}

#[test]
fn show_draws_a_public_hand_as_far_as_the_table_knows_it() {
    // After the deal: 16 tiles dealt, none seen; the boneyard's 12 hold the
    // [6-6] Anna turns up next and the seven tiles no one ever brings into the
    // open ([0-0] [1-1] [3-2] [4-3] [5-1] [5-2] [5-4]): every unseen place is
    // filled by a tile its player plays or shows (worked in the header).
    assert_eq!(
        table_lines(&show(SETTER, Some(0))),
        [
            "Boneyard: 12 tiles: [0-0] [1-1] [3-2] [4-3] [5-1] [5-2] [5-4] [6-6] and 4 not seen",
            "Hands (tiles not seen by now are counted, not drawn):",
            "  Anna   4 tiles, count not known  4 not seen",
            "  Bram   4 tiles, count not known  4 not seen",
            "  Cees   4 tiles, count not known  4 not seen",
            "  Dirk   4 tiles, count not known  4 not seen",
        ]
    );
    // Anna has drawn the [6-6] in sight: 5 tiles, one known; 11 left to draw.
    assert_eq!(
        table_lines(&show(SETTER, Some(1))),
        [
            "Boneyard: 11 tiles: [0-0] [1-1] [3-2] [4-3] [5-1] [5-2] [5-4] and 4 not seen",
            "Hands (tiles not seen by now are counted, not drawn):",
            "  Anna   5 tiles, count not known  [6-6] and 4 not seen",
            "  Bram   4 tiles, count not known  4 not seen",
            "  Cees   4 tiles, count not known  4 not seen",
            "  Dirk   4 tiles, count not known  4 not seen",
        ]
    );
    // At the end Anna shows [3-3] [2-1] (count 6 + 3 = 9), the others are
    // out, and the 7 tiles left in the boneyard are all known.
    assert_eq!(
        table_lines(&show(SETTER, None)),
        [
            "Boneyard: 7 tiles: [0-0] [1-1] [3-2] [4-3] [5-1] [5-2] [5-4]",
            "Hands (tiles not seen by now are counted, not drawn):",
            "  Anna   2 tiles, count  9  [2-1] [3-3]",
            "  Bram   0 tiles, count  0, out",
            "  Cees   0 tiles, count  0, out",
            "  Dirk   0 tiles, count  0, out",
        ]
    );
    // Frits's draw at line 54 shows its [6-0], not its other tile. Before
    // it, 28 - 15 = 13 tiles lie in the boneyard, the [6-0] among them.
    assert_eq!(
        table_lines(&show(PASSES, Some(10)))[0],
        "Boneyard: 13 tiles: [6-0] and 12 not seen"
    );
    // After it and his [5-0]: 5 - 2 + 2 - 1 = 4 tiles, the [6-0] known; of
    // the 11 in the boneyard none is known (Greet's nine draws may be any
    // nine of the eleven tiles she brings into the open after the deal).
    let after = show(PASSES, Some(12));
    let lines = table_lines(&after);
    assert_eq!(lines[0], "Boneyard: 11 tiles, none known");
    assert_eq!(
        lines[3],
        "  Frits   4 tiles, count not known  [6-0] and 3 not seen"
    );
    // At the end Frits's one tile is neither shown nor counted: not drawn,
    // count not known; Greet's eight shown tiles count 50.
    let end = show(PASSES, None);
    let lines = table_lines(&end);
    assert_eq!(lines[0], "Boneyard: 2 tiles, none known");
    assert_eq!(lines[3], "  Frits   1 tile, count not known  1 not seen");
    assert_eq!(
        lines[4],
        "  Greet   8 tiles, count 50  [1-0] [2-2] [3-0] [4-2] [4-4] [5-3] [5-4] [6-5]"
    );
    // Where the table noted Frits's count (his [3-1], 4), that count is
    // shown, and still not his tile.
    let text = String::from_utf8(read(PASSES)).expect("UTF-8");
    let counted = text.replace("    scoresheet:", "    counts: {Frits: 4}\n    scoresheet:");
    assert_ne!(counted, text);
    let outcome = command::show(
        PASSES,
        counted.as_bytes(),
        &RulesChoice::default(),
        1,
        None,
        Style::Plain,
    );
    assert_eq!(
        table_lines(&outcome.stdout)[3],
        "  Frits   1 tile, count  4 (noted)  1 not seen"
    );
}

#[test]
fn show_of_a_public_hand_at_one_event() {
    insta::assert_snapshot!(show(PASSES, Some(12)));
}

/// The tiles written in `text` (`3-5`, `[5-3]`), each as its two ends high first.
fn tiles_in(text: &str) -> BTreeSet<(u8, u8)> {
    let bytes = text.as_bytes();
    let mut out = BTreeSet::new();
    for i in 1..bytes.len().saturating_sub(1) {
        let (a, dash, b) = (bytes[i - 1], bytes[i], bytes[i + 1]);
        if dash == b'-' && a.is_ascii_digit() && b.is_ascii_digit() {
            let (a, b) = (a - b'0', b - b'0');
            out.insert((a.max(b), a.min(b)));
        }
    }
    out
}

/// Each player's line of a drawing: how many tiles, and the tiles drawn.
fn hands_of(drawing: &str) -> BTreeMap<String, (String, BTreeSet<(u8, u8)>)> {
    drawing
        .lines()
        .skip_while(|line| !line.starts_with("Hands"))
        .skip(1)
        .map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next().expect("a name").to_owned();
            let count = words.next().expect("a number of tiles").to_owned();
            (name, (count, tiles_in(line)))
        })
        .collect()
}

#[test]
fn show_never_draws_a_tile_the_table_has_not_seen() {
    // Each public record beside the full record it was made from (the same
    // events, every tile written): at every point, each player holds as
    // many tiles in both, the tiles drawn of a public hand are his in the
    // full one too, and each was written in the public record by then (in
    // a deal, a draw, a play or a declaration before that point, or shown
    // at the count).
    for (public, full) in [
        (
            SETTER,
            "fixtures/penalty-setter-drew-sets-drawn-double.yaml",
        ),
        (PASSES, "fixtures/penalty-pass-while-able-play-on.yaml"),
    ] {
        let text = String::from_utf8(read(public)).expect("UTF-8");
        let events: Vec<&str> = text
            .lines()
            .filter(|line| line.trim_start().starts_with("- {by:"))
            .collect();
        let shown = text
            .lines()
            .find(|line| line.trim_start().starts_with("shown:"))
            .unwrap_or("");
        for k in 0..=events.len() {
            let event = (k < events.len()).then_some(k);
            let (public_hands, full_hands) =
                (hands_of(&show(public, event)), hands_of(&show(full, event)));
            assert_eq!(public_hands.len(), full_hands.len(), "{public}, event {k}");
            let mut written = tiles_in(&events[..k].join("\n"));
            if k == events.len() {
                written.extend(tiles_in(shown));
            }
            for (name, (count, tiles)) in &public_hands {
                let (full_count, full_tiles) = &full_hands[name];
                assert_eq!(count, full_count, "{public}, event {k}, {name}");
                assert!(
                    tiles.is_subset(full_tiles),
                    "{public}, event {k}, {name}: {tiles:?} beside {full_tiles:?}"
                );
                assert!(
                    tiles.is_subset(&written),
                    "{public}, event {k}, {name}: {tiles:?} not written by then"
                );
            }
        }
    }
}

#[test]
fn a_hand_fully_written_is_shown_as_before() {
    // The full record draws every hand's tiles and only the boneyard's count.
    let drawing = show(
        "fixtures/penalty-setter-drew-sets-drawn-double.yaml",
        Some(1),
    );
    let lines = table_lines(&drawing);
    assert_eq!(lines[0], "Boneyard: 11 tiles");
    assert_eq!(lines[1], "Hands:");
    assert_eq!(
        lines[2],
        "  Anna   5 tiles, count 33  [2-1] [3-3] [4-0] [5-3] [6-6]"
    );
}

fn audit(path: &str, rules: &str, format: Format) -> command::Outcome {
    let choice = RulesChoice {
        spec: Some(rules.to_owned()),
        ..RulesChoice::default()
    };
    command::audit(path, &read(path), format, &choice, Style::Plain)
}

#[test]
fn audit_names_a_possible_infraction_the_table_charged() {
    // The sheet differs by Anna -120 and +40 for each other player: exactly
    // the possible setter-drew (40 to each of three), if Anna held [3-3].
    let outcome = audit(SETTER, "en", Format::Json);
    assert_eq!(outcome.status, Status::Findings);
    let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    assert_eq!(json["hands"][0]["possible"], 1);
    let differences = json["differences"].as_array().expect("differences");
    let new: BTreeMap<&str, i64> = differences
        .iter()
        .map(|d| {
            (
                d["player"].as_str().expect("a player"),
                d["new"].as_i64().expect("a figure"),
            )
        })
        .collect();
    assert_eq!(
        new,
        BTreeMap::from([("Anna", -120), ("Bram", 40), ("Cees", 40), ("Dirk", 40)])
    );
    for difference in differences {
        let why = difference["explanation"].as_str().expect("explained");
        assert_eq!(
            why,
            "the table may have charged the possible setter-drew on line 34 (Anna pays 40 to each of Bram, Cees, Dirk): it holds only if Anna held [3-3] at the time, which the record leaves open, so the rules charge nothing for it"
        );
    }
    let text = audit(SETTER, "en", Format::Text).stdout;
    assert!(text.contains("(1 possible, not charged)"), "{text}");
}

#[test]
fn audit_names_a_possible_infraction_charged_instead_of_a_certain_one() {
    // The sheet differs by +40 for each of Anna, Bram, Cees and -120 for
    // Dirk: the possible 80 for a pass while able (if Dirk held [6-2]) less
    // the certain 40 for passing with tiles to draw, at the same line.
    let outcome = audit(EIGHTY, "en", Format::Json);
    let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    let differences = json["differences"].as_array().expect("differences");
    let new: Vec<(&str, i64)> = differences
        .iter()
        .map(|d| {
            (
                d["player"].as_str().unwrap_or(""),
                d["new"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        new,
        [("Anna", 40), ("Bram", 40), ("Cees", 40), ("Dirk", -120)]
    );
    let why = differences[0]["explanation"].as_str().expect("explained");
    assert_eq!(
        why,
        "the table may have charged the possible pass-while-able on line 35 (Dirk pays 80 to each of Anna, Bram, Cees), instead of the pass-with-boneyard charged there: it holds only if Dirk held [6-2] at the time, which the record leaves open, so the rules charge nothing for it"
    );
}

#[test]
fn audit_still_calls_a_difference_no_possible_infraction_explains_a_slip() {
    // The same hand with Dirk's figure 10 short as well: the figures add up
    // to 10 fewer than the players hold, an arithmetic slip, not the 80.
    let text = String::from_utf8(read(EIGHTY))
        .expect("UTF-8")
        .replace("Dirk: 257}", "Dirk: 247}");
    let outcome = command::audit(
        EIGHTY,
        text.as_bytes(),
        Format::Text,
        &RulesChoice::default(),
        Style::Plain,
    );
    assert!(
        outcome.stdout.contains("an arithmetic slip"),
        "{}",
        outcome.stdout
    );
    assert!(
        !outcome.stdout.contains("may have charged"),
        "{}",
        outcome.stdout
    );
}

fn compare(path: &str, format: Format) -> command::Outcome {
    let choices: Vec<RulesChoice> = ["en", "en,penalties-to-players-out=unpaid"]
        .into_iter()
        .map(|reading| RulesChoice {
            spec: Some(reading.to_owned()),
            ..RulesChoice::default()
        })
        .collect();
    command::compare(path, &read(path), format, &choices, Style::Plain)
}

#[test]
fn compare_lists_possible_infractions_apart_under_the_readings_that_have_them() {
    // Frits's passes at lines 70 and 74 come after Els went out (line 65):
    // were they made while able, under `en` the 80 goes to Els and Greet,
    // under penalties-to-players-out=unpaid to Greet alone. His pass at line
    // 59, before anyone was out, is the same under both and is no difference.
    // Nothing is charged for them: the chips agree.
    let outcome = compare(PASSES, Format::Json);
    assert_eq!(outcome.status, Status::Findings, "{}", outcome.stderr);
    let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
    let hand = &json["hands"][0];
    assert_eq!(hand["parts_at_line"], 70);
    let differences: Vec<(u64, &str, &str, Vec<&str>)> = hand["differences"]
        .as_array()
        .expect("differences")
        .iter()
        .map(|d| {
            (
                d["line"].as_u64().unwrap_or(0),
                d["text"].as_str().unwrap_or(""),
                d["certainty"].as_str().unwrap_or(""),
                d["under"]
                    .as_array()
                    .expect("readings")
                    .iter()
                    .filter_map(|r| r.as_str())
                    .collect(),
            )
        })
        .collect();
    let paid = "[D7=80-instead, penalties-to-players-out=paid]";
    let unpaid = "[D7=80-instead, penalties-to-players-out=unpaid]";
    assert_eq!(
        differences,
        [
            (
                70,
                &*format!(
                    "possible pass-while-able by Frits (line 70), 80 each to Els, Greet, if Frits held [5-2] at the time {paid}"
                ),
                "possible",
                vec!["en"]
            ),
            (
                70,
                &*format!(
                    "possible pass-while-able by Frits (line 70), 80 to Greet, if Frits held [5-2] at the time {unpaid}"
                ),
                "possible",
                vec!["en,penalties-to-players-out=unpaid"]
            ),
            (
                74,
                &*format!(
                    "possible pass-while-able by Frits (line 74), 80 each to Els, Greet, if Frits held [5-2] at the time {paid}"
                ),
                "possible",
                vec!["en"]
            ),
            (
                74,
                &*format!(
                    "possible pass-while-able by Frits (line 74), 80 to Greet, if Frits held [5-2] at the time {unpaid}"
                ),
                "possible",
                vec!["en,penalties-to-players-out=unpaid"]
            ),
        ]
    );
    // The chips are the table's scoresheet's under both (the count is not known).
    for reading in hand["readings"].as_array().expect("readings") {
        assert_eq!(
            reading["chips"],
            serde_json::json!({"Els": 393, "Frits": 617, "Greet": 490})
        );
    }
    insta::assert_snapshot!(compare(PASSES, Format::Text).stdout);
}

fn page(path: &str) -> String {
    let outcome = command::report(path, &read(path), &RulesChoice::default(), Style::Plain);
    assert!(outcome.stderr.is_empty(), "{}", outcome.stderr);
    outcome.stdout
}

/// The text of `html` with its tags dropped and its spaces folded.
fn words(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_page_lists_possible_infractions_apart_and_a_count_not_known() {
    let html = page(PASSES);
    let section = &html[html.find("<section class=\"hand\"").expect("the hand")..];
    let section = &section[..section.find("</section>").expect("its end")];
    // The one certain infraction, then the three possible ones under a
    // heading of their own.
    let certain = section.find("<h3>Infractions</h3>").expect("charged");
    let possible = section
        .find("<h3>Possible infractions, not charged</h3>")
        .expect("possible");
    assert!(certain < possible);
    assert_eq!(section[certain..possible].matches("<li ").count(), 1);
    let possible_list = &section[possible..];
    let possible_list = &possible_list[..possible_list.find("</ol>").expect("the list")];
    assert_eq!(possible_list.matches("<li class=\"possible\"").count(), 3);
    let text = words(possible_list);
    for line in [59, 70, 74] {
        assert!(
            text.contains(&format!(
                "Pass while able · possible, not charged · transcript line {line}: Frits passes while holding a tile that could be played."
            )),
            "{text}"
        );
    }
    assert_eq!(
        text.matches("Only if Frits held [5-2] at the time.")
            .count(),
        3,
        "{text}"
    );
    assert_eq!(
        text.matches("Were it so Frits would pay 80 to each of Els, Greet (160 in all).")
            .count(),
        3,
        "{text}"
    );
    // The counts: Frits's not known, his tile not drawn; Greet's shown, 50.
    let counts = words(
        &section[section
            .find("<table class=\"grid counts\"")
            .expect("counts")..],
    );
    assert!(counts.contains("Frits 1 not seen not known"), "{counts}");
    assert!(
        counts.contains("Greet [1-0] [2-2] [3-0] [4-2] [4-4] [5-3] [5-4] [6-5] 50"),
        "{counts}"
    );
    // The summary and the glance count the possible ones apart.
    let all = words(&html);
    assert!(
        all.contains("1 infraction 3 possible, not charged"),
        "{all}"
    );
    assert!(all.contains("+3 possible"), "{all}");
}
