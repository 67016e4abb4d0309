//! Junk given as a transcript: the diagnostics stay a few lines long whatever
//! the file holds, show control bytes as escapes, and tell a file's real size.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The tests of this file run one at a time, so that none slows down
/// another's measure of time.
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("nos-junk-{}-{name}", std::process::id()))
}

fn nos_on(path: &std::path::Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .arg("check")
        .arg(path)
        .args(extra)
        .env("NO_COLOR", "1")
        .output()
        .expect("nos runs")
}

#[test]
fn megabytes_on_one_line_give_a_diagnostic_of_a_few_lines() {
    let _turn = one_at_a_time();
    // Five megabytes of NUL bytes, and two of text on one line with a YAML
    // error near its end.
    let nul = temp_file("nul.yaml");
    std::fs::write(&nul, vec![0u8; 5 * 1024 * 1024]).expect("write");
    let mut line = String::from("session: {club: ");
    line.push_str(&"x".repeat(2_000_000));
    line.push_str(", players: [Anna, Bram, Cees], chips: [oops}\n");
    let long = temp_file("long.yaml");
    std::fs::write(&long, &line).expect("write");

    for (path, shows) in [
        (&nul, "\\0\\0\\0"),
        (&long, "xx, players: [Anna, Bram, Cees], chips: [oops}"),
    ] {
        let output = nos_on(path, &[]);
        let _ = std::fs::remove_file(path);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.len() < 2_000, "{} bytes: {stderr}", stderr.len());
        assert!(stderr.contains("bytes left out"), "{stderr}");
        assert!(stderr.contains(shows), "{stderr}");
        assert!(!stderr.contains('\0'), "{stderr}");
        // Every snippet line is cut to at most 160 characters and its notes.
        let widest = stderr.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(widest < 240, "a line of {widest} characters");
    }
}

#[test]
fn the_long_line_is_shown_around_the_place_at_fault() {
    let _turn = one_at_a_time();
    let mut line = String::from("session: {club: ");
    line.push_str(&"x".repeat(1_000_000));
    line.push_str(", players: [Anna, Bram, Cees]]\n");
    let path = temp_file("fault.yaml");
    std::fs::write(&path, &line).expect("write");
    let output = nos_on(&path, &[]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The snippet shows the stray bracket, where the `{` is closed, and how
    // much of the line before it was left out.
    assert!(stderr.contains("[... 1000005 bytes left out] "), "{stderr}");
    assert!(stderr.contains("Cees]]"), "{stderr}");
    // The header still gives the problem's place in the file: the `{` it starts at.
    let column = line.find('{').expect("{") + 1;
    assert!(
        stderr.contains(&format!(":1:{column}]")),
        "column {column}: {stderr}"
    );
}

#[test]
fn control_bytes_are_shown_escaped() {
    let _turn = one_at_a_time();
    let path = temp_file("escape.yaml");
    std::fs::write(&path, "session:\n  club: \u{1b}[31mred\u{7}\n").expect("write");
    let output = nos_on(&path, &[]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("club: \\x1b[31mred\\x07"), "{stderr}");
    assert!(!stderr.contains('\u{1b}') && !stderr.contains('\u{7}'));
    assert!(stderr.contains("escape.yaml:2:9]"), "{stderr}");
}

#[test]
fn a_large_file_is_read_to_its_problem_named_redirected_or_piped() {
    let _turn = one_at_a_time();
    // A sparse file of 9 MiB, all NUL bytes (more than the referee checks at
    // a time): no size is refused, and the first byte says it is not a transcript.
    let path = temp_file("large.yaml");
    let file = std::fs::File::create(&path).expect("create");
    file.set_len(9 * 1024 * 1024).expect("set_len");
    drop(file);

    let named = nos_on(&path, &[]);
    let json = nos_on(&path, &["--format", "json"]);
    let redirected = Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(["check", "-"])
        .stdin(std::fs::File::open(&path).expect("open"))
        .env("NO_COLOR", "1")
        .output()
        .expect("nos runs");
    let _ = std::fs::remove_file(&path);

    // Through a pipe, what comes is copied aside and read the same way, up to
    // the first NUL byte: the referee may close the pipe before the writer is
    // done, as `head` does, and the verdict is the same.
    let mut piped = Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(["check", "-"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nos runs");
    let mut stdin = piped.stdin.take().expect("stdin");
    let chunk = vec![0_u8; 1024 * 1024];
    for _ in 0..9 {
        if stdin.write_all(&chunk).is_err() {
            break;
        }
    }
    drop(stdin);
    let piped = piped.wait_with_output().expect("nos finishes");

    for output in [&named, &redirected, &piped] {
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("the file is binary, not text: it holds NUL bytes"),
            "{stderr}"
        );
        assert!(stderr.contains(":1:1]"), "{stderr}");
    }
    let document: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        document["problems"][0]["message"],
        "the file is binary, not text: it holds NUL bytes"
    );
}

/// How much longer `work` takes on an input four times as large: the time
/// for `4 * n` over the time for `n`, each the shortest of three runs, in one
/// run of the test. Work that grows with the input stays near 4; work that
/// grows with its square comes near 16.
fn growth(n: usize, work: impl Fn(usize)) -> f64 {
    let _turn = one_at_a_time();
    let time = |n: usize| {
        (0..3)
            .map(|_| {
                let start = std::time::Instant::now();
                work(n);
                start.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    work(n / 4);
    let small = time(n);
    let large = time(4 * n);
    large.as_secs_f64() / small.as_secs_f64().max(1e-6)
}

/// A session of `players` (any number of names) and one hand.
fn seated(players: &[String]) -> String {
    format!(
        "session:\n  players: [{}]\nhands:\n  - {{deal: {{}}, events: []}}\n",
        players.join(", ")
    )
}

#[test]
fn many_players_distinct_or_the_same_are_read_in_linear_time() {
    let distinct = growth(10_000, |n| {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let problems = nos_referee::read(&seated(&names)).expect_err("too many players");
        assert_eq!(problems.len(), 1);
    });
    assert!(
        distinct < 6.0,
        "distinct names: {distinct:.1} times as long"
    );
    let same = growth(10_000, |n| {
        let names = vec!["Anna".to_owned(); n];
        let problems = nos_referee::read(&seated(&names)).expect_err("seated twice");
        assert_eq!(problems.len(), n);
    });
    assert!(same < 6.0, "the same name: {same:.1} times as long");
}

#[test]
fn many_hands_in_one_list_in_brackets_are_read_in_linear_time() {
    let ratio = growth(1_000, |n| {
        let hand =
            "{deal: {Anna: [1-1], Bram: [2-2], Cees: [3-3]}, events: [{by: Anna, says: pass}]}";
        let text = format!(
            "session: {{players: [Anna, Bram, Cees]}}\nhands: [{}]\n",
            vec![hand; n].join(", ")
        );
        let session = nos_referee::read(&text).expect("a transcript");
        assert_eq!(session.hand_count, n);
    });
    assert!(ratio < 6.0, "{ratio:.1} times as long");
}

/// `nos check` of `transcript`, under the rules file `rules` if any, its
/// diagnostics drawn.
fn checked(transcript: &str, rules: Option<&str>) -> nos_referee::command::Outcome {
    let choice = nos_referee::command::RulesChoice {
        file: rules.map(|text| ("rules.yaml".to_owned(), text.to_owned())),
        ..Default::default()
    };
    nos_referee::command::check(
        "t.yaml",
        transcript.as_bytes(),
        nos_referee::command::Format::Text,
        &choice,
        nos_referee::report::Style::Plain,
    )
}

/// Asserts that `stderr` found all `n` problems that say `words`: the first
/// of their kind drawn in full, the others counted, and all `n` in the summary.
fn all_found(stderr: &str, words: &str, n: usize) {
    let drawn = nos_referee::report::DRAWN_OF_A_KIND;
    assert_eq!(stderr.matches(words).count(), n.min(drawn), "{words}");
    if n > drawn {
        assert!(
            stderr.contains(&format!("{} more problems of the kind", n - drawn)),
            "{words}: the problems not drawn are counted"
        );
    }
    assert!(
        stderr.contains(&format!("{n} problems")),
        "{words}: {n} in all"
    );
}

const ONE_HAND: &str =
    "session:\n  players: [Anna, Bram, Cees]\nhands:\n  - {deal: {}, events: []}\n";

#[test]
fn the_diagnostics_of_many_problems_are_drawn_in_linear_time() {
    // Unknown switches in a rules file, one a line.
    let switches = growth(700, |n| {
        let text: String = std::iter::once("switches:\n".to_owned())
            .chain((0..n).map(|i| format!("  X{i}: paid\n")))
            .collect();
        let outcome = checked(ONE_HAND, Some(&text));
        all_found(&outcome.stderr, "not a switch and choice", n);
    });
    assert!(
        switches < 6.0,
        "unknown switches: {switches:.1} times as long"
    );
    // Empty hand items.
    let empty = growth(700, |n| {
        let text = format!(
            "session:\n  players: [Anna, Bram, Cees]\nhands:\n{}",
            "  -\n".repeat(n)
        );
        let outcome = checked(&text, None);
        all_found(&outcome.stderr, "is empty: the item", n);
    });
    assert!(empty < 6.0, "empty hands: {empty:.1} times as long");
    // One name seated again and again, one a line.
    let same = growth(700, |n| {
        let text = format!(
            "session:\n  players:\n{}hands:\n  - {{deal: {{}}, events: []}}\n",
            "    - Anna\n".repeat(n)
        );
        let outcome = checked(&text, None);
        // One problem of the same kind first: too many players at the table.
        let drawn = nos_referee::report::DRAWN_OF_A_KIND;
        assert!(outcome.stderr.contains("this table has"));
        assert_eq!(
            outcome.stderr.matches("Anna is seated twice").count(),
            drawn - 1
        );
        assert!(outcome.stderr.contains(&format!("{n} problems")));
    });
    assert!(same < 6.0, "names seated twice: {same:.1} times as long");
}

/// One event a line can hold many of, each an infraction (covered tiles).
const COVERED: &str = "{by: Bram, conduct: covered-tiles}, ";

#[test]
fn many_diagnostics_on_one_long_line_are_each_drawn_from_a_window_of_it() {
    // Every diagnostic on a line of `n` events drawn in full: each copies and
    // looks at a window of the line, not the line, so drawing them all takes
    // time that grows with their number, not with its square.
    use nos_referee::report::{Drawn, LazySource, Style, render};
    let ratio = growth(1_000, |n| {
        let text = format!(
            "session: {{players: [Anna, Bram, Cees]}}\nhands: [{}]\n",
            COVERED.repeat(n)
        );
        let hands = text.find("hands").unwrap_or_default();
        let source = LazySource::new("t.yaml", text.as_bytes());
        let mut drawn = 0;
        for i in 0..n {
            let offset = hands + "hands: [".len() + i * COVERED.len();
            let span = nos_referee::transcript::Span {
                offset,
                len: COVERED.len() - 2,
                line: 2,
                column: offset - hands + 1,
            };
            let problem =
                nos_referee::Problem::new(nos_referee::ProblemKind::Yaml, span, "tiles covered")
                    .label("here");
            let shown = render(&problem, &source.around(span), Style::Plain);
            assert!(
                shown.contains(&format!("[t.yaml:2:{}]", span.column)),
                "{shown}"
            );
            drawn += 1;
        }
        assert_eq!(drawn, n);
    });
    assert!(ratio < 6.0, "{ratio:.1} times as long");
}

#[test]
fn a_hand_on_one_line_with_many_infractions_is_judged_in_linear_time() {
    // A legal hand of the bots, written on one line, with `n` infractions
    // (Bram covers his tiles, 40 to each of the three others, every time).
    let ratio = growth(1_000, |n| {
        let events = ["{by: Cees, set: 6-6}", "{by: Cees, announce: matador}"].join(", ")
            + ", "
            + &COVERED.repeat(n)
            + "{by: Dirk, play: 1-1, at: 6}, {by: Dirk, claim: 1}, {by: Anna, play: 6-4}, \
               {by: Bram, play: 2-5, at: 4}, {by: Cees, play: 2-2}, {by: Cees, claim: 2}, \
               {by: Dirk, play: 1-6, at: 6}, {by: Anna, play: 1-4}, {by: Bram, play: 5-4}, \
               {by: Cees, play: 3-1, at: east}, {by: Dirk, play: 3-0}, \
               {by: Anna, draw: [4-4, 3-2, 4-3]}, {by: Anna, play: 3-4, at: 0}, \
               {by: Bram, play: 6-2}, {by: Cees, play: 5-6}, {by: Cees, says: nos}, \
               {by: Dirk, play: 3-5}, {by: Anna, play: 2-3}, {by: Bram, play: 4-0}";
        let text = format!(
            "session: {{players: [Anna, Bram, Cees, Dirk]}}\nhands: [{{deal: {{\
             Anna: [5-0, 5-5, 6-4, 4-1], Bram: [4-0, 5-2, 5-4, 6-2], \
             Cees: [2-2, 6-6, 3-1, 6-5], Dirk: [6-1, 5-3, 3-0, 1-1]}}, events: [{events}]}}]\n"
        );
        let outcome = checked(&text, None);
        assert_eq!(outcome.status.code(), 1, "{}", outcome.stderr);
        // The first of the kind drawn in full, the others a line each, on line 2.
        let drawn = nos_referee::report::DRAWN_OF_A_KIND;
        assert_eq!(
            outcome
                .stdout
                .matches("nos::infraction::covered-tiles\n")
                .count(),
            n.min(drawn)
        );
        assert_eq!(
            outcome.stdout.matches("  hand 1 (line 2): ").count(),
            n.saturating_sub(drawn)
        );
        // Bram pays 40 to each of three others for each.
        assert!(
            outcome.stdout.contains(&format!("{n} infractions")),
            "{}",
            outcome.stdout
        );
    });
    assert!(ratio < 6.0, "{ratio:.1} times as long");
}

/// A legal hand of the bots, as a hand item of a block list.
const A_HAND: &str = "  - deal:
      Anna: [5-0, 5-5, 6-4, 4-1]
      Bram: [4-0, 5-2, 5-4, 6-2]
      Cees: [2-2, 6-6, 3-1, 6-5]
      Dirk: [6-1, 5-3, 3-0, 1-1]
    events:
      - {by: Cees, set: 6-6}
      - {by: Cees, announce: matador}
      - {by: Dirk, play: 1-1, at: 6}
      - {by: Dirk, claim: 1}
      - {by: Anna, play: 6-4}
      - {by: Bram, play: 2-5, at: 4}
      - {by: Cees, play: 2-2}
      - {by: Cees, claim: 2}
      - {by: Dirk, play: 1-6, at: 6}
      - {by: Anna, play: 1-4}
      - {by: Bram, play: 5-4}
      - {by: Cees, play: 3-1, at: east}
      - {by: Dirk, play: 3-0}
      - {by: Anna, draw: [4-4, 3-2, 4-3]}
      - {by: Anna, play: 3-4, at: 0}
      - {by: Bram, play: 6-2}
      - {by: Cees, play: 5-6}
      - {by: Cees, says: nos}
      - {by: Dirk, play: 3-5}
      - {by: Anna, play: 2-3}
      - {by: Bram, play: 4-0}
";

#[test]
fn what_is_said_of_many_hands_that_cannot_be_judged_stays_the_same_length() {
    // One hand judged, then `n` empty mappings: each a hand with no deal and
    // no events. The problems of a kind past the first are counted, and the
    // hands not judged are listed by their first numbers and how many more,
    // so that standard error, kept until the end, holds the same whatever `n`.
    let stderr = |n: usize| {
        let text = format!(
            "session:\n  players: [Anna, Bram, Cees, Dirk]\nhands:\n{A_HAND}{}",
            "  - {}\n".repeat(n)
        );
        let outcome = checked(&text, None);
        assert_eq!(outcome.status.code(), 2);
        assert!(
            outcome.stdout.contains(&format!(
                "{} hands, {n} not judged (hand 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, \
                 15, 16, 17, 18, 19, 20, 21 and {} more)",
                n + 1,
                n - 20
            )),
            "{}",
            outcome.stdout.lines().last().unwrap_or_default()
        );
        outcome.stderr
    };
    let (few, many) = (stderr(1_000), stderr(16_000));
    assert!(
        many.contains("hand 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 and 15980 more could not be judged; the report judges the other 1."),
        "{}",
        many.lines().last().unwrap_or_default()
    );
    assert!(
        many.len() <= few.len() + 20,
        "{} bytes for 16,000 hands, {} for 1,000",
        many.len(),
        few.len()
    );
}

#[test]
fn bytes_that_are_not_utf8_in_a_long_line_are_drawn_without_a_panic() {
    // Found by fuzzing: a long line is cut before it is copied, and a byte
    // that is not UTF-8 becomes a replacement character of three bytes; the
    // cuts and the labels must still fall between characters, where a cut
    // falls in a run of such bytes too. A NUL byte on one long line, and on
    // the long line after it (drawn with it) a run of bytes 0xFF that the
    // cut after the line's start falls in, wherever the run starts.
    let _turn = one_at_a_time();
    let hand = "{deal: {Anna: [1-1], Bram: [2-2], Cees: [3-3]}, events: [{by: Anna, says: pass}]}";
    let long = vec![hand; 30].join(", ");
    for at in (400..800).step_by(3) {
        let mut bytes =
            format!("session: {{players: [Anna, Bram, Cees]}}\nhands: [{long}\n").into_bytes();
        bytes.insert(500, 0);
        let next = bytes.len();
        bytes.extend_from_slice(format!("  {long}]\n").as_bytes());
        bytes.splice(next + at..next + at, [0xff; 110]);
        let outcome = checked_bytes(&bytes);
        assert_eq!(outcome.status.code(), 2, "at {at}");
        assert!(outcome.stderr.contains("it holds NUL bytes"), "at {at}");
    }
}

/// `nos check` of `bytes` as they are, its diagnostics drawn.
fn checked_bytes(bytes: &[u8]) -> nos_referee::command::Outcome {
    nos_referee::command::check(
        "t.yaml",
        bytes,
        nos_referee::command::Format::Text,
        &nos_referee::command::RulesChoice::default(),
        nos_referee::report::Style::Plain,
    )
}
