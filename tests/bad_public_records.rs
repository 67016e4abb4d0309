//! The bad forms of a public record (tiles not seen, the tiles shown at the
//! count, the counts): each a fixture `tests/bad/NAME.yaml` whose header
//! says what is wrong, with the figures; each ends in one problem of its
//! kind, drawn at its place, and the other hands are still read.

use nos_referee::report::{Source, Style, render_problems};
use nos_referee::{Problem, ProblemKind, Session, load_bytes};

use ProblemKind::{
    Count, NotHeld, NotInBoneyard, Player, Shown, ShownCount, TileCount, UnseenTile,
};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/bad/{name}.yaml", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// Loads `bytes`, which must fail with exactly the problems `kinds`, in order,
/// and snapshots the problems drawn against the file's text.
fn check(name: &str, bytes: &[u8], kinds: &[ProblemKind]) -> Vec<Problem> {
    let problems = match load_bytes(bytes) {
        Ok(_) => panic!("{name}: the transcript was accepted"),
        Err(problems) => problems,
    };
    let found: Vec<ProblemKind> = problems.iter().map(|p| p.kind).collect();
    assert_eq!(found, kinds, "{name}: {problems:#?}");
    for problem in &problems {
        assert!(!problem.message.is_empty() && !problem.help.is_empty());
    }
    let text = String::from_utf8_lossy(bytes);
    let rendered = render_problems(
        &problems,
        &Source::new(&format!("tests/bad/{name}.yaml"), &text),
        Style::Plain,
    );
    insta::assert_snapshot!(name, rendered);
    problems
}

/// The text at a problem's span.
fn at(bytes: &[u8], problem: &Problem) -> String {
    let span = problem.span;
    String::from_utf8_lossy(&bytes[span.offset..span.offset + span.len]).into_owned()
}

/// The bad forms of a public record (tiles not seen, the tiles shown at the
/// count, the counts): each fixture's one problem, its code, its line and
/// column, and the text it points at. Each fixture's header says what is
/// wrong, with the figures.
#[test]
fn each_bad_form_of_a_public_record_is_one_problem_at_its_place() {
    let cases = [
        ("unseen-tile-set", UnseenTile, 8, 25, "?-?"),
        ("unseen-tile-play", UnseenTile, 10, 26, "?-?"),
        ("unseen-tile-declare", UnseenTile, 14, 35, "?-?"),
        ("unseen-tile-takeback", UnseenTile, 14, 30, "?-?"),
        ("unseen-tile-tiebreak", UnseenTile, 16, 22, "?-?"),
        ("unseen-tile-shown", UnseenTile, 14, 25, "'?-?'"),
        ("draw-zero", TileCount, 14, 26, "0"),
        ("return-zero", TileCount, 14, 28, "0"),
        ("draw-negative", TileCount, 14, 26, "-1"),
        ("deal-count-not-whole", TileCount, 6, 51, "4.5"),
        ("draw-count-not-whole", TileCount, 14, 26, "1.5"),
        ("deal-too-many", TileCount, 7, 51, "26"),
        ("counts-not-whole", Count, 15, 20, "35.5"),
        ("counts-player-out", Count, 16, 20, "5"),
        ("counts-too-high", Count, 18, 20, "37"),
        ("shown-player-not-seated", Player, 14, 36, "Evert"),
        ("counts-player-left", Player, 18, 24, "Dirk"),
        ("shown-tile-on-table", Shown, 14, 30, "6-5"),
        ("shown-tile-in-other-hand", Shown, 15, 45, "3-3"),
        ("shown-twice", Shown, 14, 68, "0-0"),
        ("shown-wrong-length", Shown, 15, 20, "1-2, 0-0"),
        ("shown-not-held", NotHeld, 15, 30, "3-3"),
        ("shown-and-counts-disagree", ShownCount, 15, 20, "10"),
        ("draw-more-than-boneyard", NotInBoneyard, 15, 26, "12"),
        ("return-unseen-not-held", NotHeld, 15, 28, "1"),
    ];
    for (name, kind, line, column, text) in cases {
        let bytes = fixture(name);
        let problems = check(name, &bytes, &[kind]);
        let problem = &problems[0];
        assert_eq!(
            problem.code(),
            format!("nos::transcript::{}", kind.code()),
            "{name}"
        );
        assert_eq!(
            (problem.span.line, problem.span.column),
            (line, column),
            "{name}"
        );
        assert_eq!(at(&bytes, problem), text, "{name}");
    }
    // The codes of the new kinds, as the catalogue spells them.
    let codes = [UnseenTile, TileCount, Shown, Count, ShownCount].map(ProblemKind::code);
    assert_eq!(
        codes,
        ["unseen-tile", "tile-count", "shown", "count", "shown-count"]
    );
}

#[test]
fn a_hand_with_a_bad_count_is_set_aside_and_the_hand_before_it_is_read() {
    let session = Session::read(&String::from_utf8_lossy(&fixture("counts-player-left")))
        .expect("the session reads");
    assert_eq!(session.hands.len(), 1);
    assert_eq!(session.hands[0].number, 1);
    assert_eq!(session.broken.len(), 1);
    assert_eq!(session.broken[0].number, 2);
}
