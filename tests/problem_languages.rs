//! The problems in Dutch and German: every problem the fixtures and the bad
//! transcripts bring, read and judged with Dutch or German chosen, is drawn
//! with no English word left in it, and a few are kept as snapshots to be
//! read for their grammar and the game's own words.

mod common;

use nos_referee::Problem;
use nos_referee::lang::{Lang, within};
use nos_referee::report::{Source, Style, render_problems};

/// The text of every transcript of `dir` (relative to the crate), by name.
fn transcripts_in(dir: &str) -> Vec<(String, Vec<u8>)> {
    let path = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut found: Vec<(String, Vec<u8>)> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
        .map(|path| {
            let bytes = std::fs::read(&path).unwrap();
            (path.display().to_string(), bytes)
        })
        .collect();
    found.sort();
    found
}

/// Every problem `bytes` bring, read and judged in the language chosen now:
/// those that keep it from being read, or the hands' that are not judged.
fn problems_of(bytes: &[u8]) -> Vec<Problem> {
    match nos_referee::read_bytes(bytes) {
        Err(problems) => problems,
        // The hands not judged: those that cannot be read among them.
        Ok(session) => nos_referee::replay::judge_all(&session, Default::default()).problems(),
    }
}

/// The problems of `bytes` in `lang`, as the report draws them.
fn drawn(lang: Lang, bytes: &[u8]) -> String {
    within(lang, || {
        let problems: Vec<Problem> = problems_of(bytes);
        if problems.is_empty() {
            return String::new();
        }
        let text = String::from_utf8_lossy(bytes);
        render_problems(&problems, &Source::new("t.yaml", &text), Style::Plain)
    })
}

#[test]
fn every_problem_of_the_fixtures_and_bad_transcripts_is_said_without_english() {
    let mut drawn_any = 0;
    for dir in ["fixtures", "tests/bad", "tests/partial"] {
        for (name, bytes) in transcripts_in(dir) {
            for lang in [Lang::Nl, Lang::De] {
                let text = drawn(lang, &bytes);
                if !text.is_empty() {
                    drawn_any += 1;
                }
                let english = common::english_in(&text);
                assert!(
                    english.is_empty(),
                    "{name} in {lang}: English words {english:#?}\n{text}"
                );
            }
        }
    }
    // The bad transcripts are there to bring problems: most do.
    assert!(drawn_any > 80, "only {drawn_any} drawings had problems");
}

/// A transcript without defects, which the cases below change by a line.
const GOOD: &str = "\
session:
  players: [Anna, Bram, Cees, Dirk]
hands:
  - deal:
      Anna: [3-1, 4-6, 5-0, 4-1]
      Bram: [2-6, 0-0, 5-5, 3-4]
      Cees: [4-4, 6-3, 1-1, 5-2]
      Dirk: [3-0, 6-5, 2-1, 6-6]
    events:
      - {by: Anna, draw: 4-2}
      - {by: Anna, set: 4-2}
      - {by: Anna, announce: {game: ordinary, first: {side: 2, tiles: 3}}}
      - {by: Cees, play: 4-4, at: 4}
      - {by: Cees, claim: 4}
      - {by: Bram, play: 2-6, at: 2}
      - {by: Cees, play: 6-3}
      - {by: Dirk, play: 3-0}
      - {by: Anna, play: 4-6, at: 4}
      - {by: Bram, play: 0-0}
      - {by: Cees, says: wait}
";

/// Stops of the replay, which set a hand aside.
const STOPS: &[(&str, &str, &str)] = &[
    (
        "announce-not-setter",
        "      - {by: Anna, announce: {game: ordinary, first: {side: 2, tiles: 3}}}\n",
        "      - {by: Bram, announce: {game: ordinary, first: {side: 2, tiles: 3}}}\n",
    ),
    (
        "pass-out-of-turn",
        "      - {by: Cees, says: wait}\n",
        "      - {by: Anna, says: pass}\n",
    ),
];

#[test]
fn the_replay_s_stops_are_said_without_english() {
    for (name, from, to) in STOPS {
        let text = common::edited(GOOD, &[(from, to)]);
        for lang in [Lang::Nl, Lang::De] {
            let drawn = drawn(lang, text.as_bytes());
            assert!(!drawn.is_empty(), "{name}: no problem");
            let english = common::english_in(&drawn);
            assert!(
                english.is_empty(),
                "{name} in {lang}: {english:#?}\n{drawn}"
            );
        }
    }
}

#[test]
fn a_few_problems_read_in_dutch_and_german() {
    let bad = |name: &str| {
        let path = format!("{}/tests/bad/{name}.yaml", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap()
    };
    let cases: Vec<(String, Vec<u8>)> = vec![
        ("tile-in-two-hands".into(), bad("tile-in-two-hands")),
        (
            "draw-more-than-boneyard".into(),
            bad("draw-more-than-boneyard"),
        ),
        (
            "shown-and-counts-disagree".into(),
            bad("shown-and-counts-disagree"),
        ),
        ("list-for-tile".into(), bad("list-for-tile")),
        ("unclosed-brace".into(), bad("unclosed-brace")),
        ("unknown-event-key".into(), bad("unknown-event-key")),
        ("tab-indent".into(), bad("tab-indent")),
        (
            "pass-out-of-turn".into(),
            common::edited(GOOD, &[(STOPS[1].1, STOPS[1].2)]).into_bytes(),
        ),
    ];
    for (name, bytes) in cases {
        for lang in [Lang::Nl, Lang::De] {
            insta::assert_snapshot!(format!("{name}-{lang}"), drawn(lang, &bytes));
        }
    }
}
