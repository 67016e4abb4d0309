//! The evening as a page (`nos report`) and the table at one moment (`nos show`):
//! snapshots of a small fixture, and transcript text that must never become markup.

use nos_referee::command::{self, RulesChoice, Status};
use nos_referee::report::Style;

const LET_STAND: &str = "fixtures/penalty-illegal-tile-let-stand.yaml";

fn read(path: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect("fixture")
}

fn page(name: &str, bytes: &[u8]) -> (String, Status) {
    let outcome = command::report(name, bytes, &RulesChoice::default(), Style::Plain);
    assert!(outcome.stderr.is_empty(), "{}", outcome.stderr);
    (outcome.stdout, outcome.status)
}

/// The page one tag to a line, the stylesheet left out, so that a snapshot can be read.
fn readable(html: &str) -> String {
    let start = html.find("<style>").expect("a stylesheet") + "<style>".len();
    let end = html.find("</style>").expect("the stylesheet ends");
    format!("{}…{}", &html[..start], &html[end..]).replace("><", ">\n<")
}

#[test]
fn the_page_of_a_small_fixture() {
    // The figures in the page are the fixture header's, worked by hand: Cees's
    // set double 3 from each, the illegal [4-2] 40 to each of Anna and Bram (let
    // stand), nos 5 from each, Bram's count of 4 to each; chips 536, 524, 440.
    // The layout: the set [3-3], eight tiles west ([3-6] [6-5] [5-0] [0-1] [1-1]
    // [1-6] [6-4] [4-5]) and five east ([3-1] [4-2] [2-5] [5-3] [3-2]): 14 tiles,
    // open ends west 5, east 2.
    let (html, status) = page(LET_STAND, &read(LET_STAND));
    assert_eq!(status, Status::Findings);
    assert!(html.contains("data-tiles=\"14\""));
    insta::assert_snapshot!(readable(&html));
}

#[test]
fn transcript_text_never_becomes_markup() {
    let text = String::from_utf8(read(LET_STAND)).expect("UTF-8");
    let hostile = text
        .replace(
            "session:\n",
            "session:\n  club: \"<script>alert('club')</script> & <b>co</b>\"\n  date: \"<img src=x onerror=alert(1)>\"\n",
        )
        .replace("Anna", "\"<i>Anna</i>\"")
        .replace("Bram", "\"Bram</td><script>alert(2)</script>\"")
        .replace("Cees", "\"C&eacute;es\"");
    assert_ne!(hostile, text);
    let (html, _) = page("<b>hostile</b>.yaml", hostile.as_bytes());
    for live in [
        "<script",
        "<i>",
        "<b>",
        "<img",
        "</td><script",
        "&eacute;",
        "alert('club')</script>",
    ] {
        assert!(!html.contains(live), "{live} reached the page live");
    }
    for escaped in [
        "&lt;script&gt;alert('club')&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;",
        "&lt;img src=x onerror=alert(1)&gt;",
        "&lt;i&gt;Anna&lt;/i&gt;",
        "Bram&lt;/td&gt;&lt;script&gt;alert(2)&lt;/script&gt;",
        "C&amp;eacute;es",
        "&lt;b&gt;hostile&lt;/b&gt;.yaml",
    ] {
        assert!(html.contains(escaped), "{escaped} missing from the page");
    }
}

fn show(hand: usize, event: Option<usize>) -> command::Outcome {
    command::show(
        LET_STAND,
        &read(LET_STAND),
        &RulesChoice::default(),
        hand,
        event,
        Style::Plain,
    )
}

#[test]
fn the_table_at_the_end_of_a_hand() {
    // At the end: the layout above, Bram left with [0-4] (count 4), the
    // boneyard of 28 - 15 = 13 tiles untouched, Anna and Cees out.
    let outcome = show(1, None);
    assert_eq!(outcome.status, Status::Clean, "{}", outcome.stderr);
    insta::assert_snapshot!(outcome.stdout);
}

#[test]
fn the_table_after_the_illegal_tile() {
    // After event 5, Cees's [4-2] lies against the 1 on the east, 4 touching,
    // until the table decides: open ends west 6, east 2. Cees holds [5-0] [1-1]
    // [6-4]; Anna [6-5] [0-1] [4-5] [2-3]; Bram [2-5] [0-4] [1-6] [5-3].
    let outcome = show(1, Some(5));
    assert_eq!(outcome.status, Status::Clean, "{}", outcome.stderr);
    insta::assert_snapshot!(outcome.stdout);
}

#[test]
fn a_hand_or_event_that_is_not_there_is_a_usage_error() {
    for (hand, event, message) in [
        (0, None, "the transcript has no hand 0"),
        (2, None, "the transcript has no hand 2"),
        (1, Some(17), "hand 1 has no event 17"),
    ] {
        let outcome = show(hand, event);
        assert_eq!(outcome.status, Status::Unusable);
        assert!(outcome.stderr.contains(message), "{}", outcome.stderr);
    }
    // Event 16 is the last: the same table as the end.
    assert_eq!(
        show(1, Some(16)).stdout.lines().skip(1).collect::<Vec<_>>(),
        {
            let end = show(1, None).stdout;
            end.lines().skip(1).map(str::to_owned).collect::<Vec<_>>()
        }
    );
}

/// The page of a transcript some of whose hands cannot be judged, with its
/// status and standard error.
fn partial_page(name: &str) -> command::Outcome {
    let path = format!("tests/partial/{name}.yaml");
    command::report(&path, &read(&path), &RulesChoice::default(), Style::Plain)
}

/// How many times `needle` stands in `haystack`.
fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

#[test]
fn a_hand_that_cannot_be_judged_has_its_place_on_the_page() {
    // The middle hand has a list where a tile belongs (line 94, column 26); the
    // chips after it are the table's scoresheet's (508, 394, 551, 547), and
    // hand 3 is judged from there (314, 376, 734, 576 against the sheet's 434,
    // 336, 694, 536: the false nos the table never charged).
    let outcome = partial_page("wrong-type-middle");
    assert_eq!(outcome.status, Status::Incomplete);
    assert!(
        outcome.stderr.contains("hand 2 could not be judged"),
        "{}",
        outcome.stderr
    );
    let html = outcome.stdout;
    assert_eq!(count(&html, "<section class=\"hand"), 3, "a section a hand");
    for number in 1..=3 {
        assert!(
            html.contains(&format!("id=\"hand-{number}\"")),
            "hand {number}"
        );
        assert!(
            html.contains(&format!("href=\"#hand-{number}\"")),
            "hand {number}"
        );
    }
    assert!(html.contains("<section class=\"hand unjudged\" id=\"hand-2\""));
    assert!(html.contains("Hand 2<span class=\"game\"> · not judged</span>"));
    assert!(html.contains("Transcript line 94, column 26: `play` takes one tile, not a list."));
    assert!(html.contains("The chips after it are taken from the table's scoresheet."));
    assert!(html.contains("<td class=\"game\">not judged</td>"));
    for figure in [508, 394, 551, 547] {
        assert!(
            html.contains(&format!(
                "<td class=\"sheet\" title=\"the table's scoresheet\"><span class=\"sr\">sheet </span>{figure}</td>"
            )),
            "{figure}"
        );
    }
    for (sheet, rules) in [(434, 314), (336, 376), (694, 734), (536, 576)] {
        assert!(html.contains(&format!("{sheet}</del> <ins title=\"the referee's figure\"><span class=\"sr\">rules </span>{rules}</ins>")), "{sheet} {rules}");
    }
    assert!(html.contains("<li class=\"unjudged\"><strong>1</strong> not judged</li>"));
    // The chart: every hand a column, hand 2's band grey, each line unbroken
    // (the sheet gives hand 2's chips), hand 2's marks hollow.
    assert_eq!(count(&html, "<rect class=\"unjudged\""), 1);
    assert_eq!(count(&html, "<polyline class=\"player-line\""), 4);
    assert!(html.contains("Hand 2 could not be judged: the chips after it are"));
}

#[test]
fn chips_that_are_unknown_break_the_chart_and_show_as_unknown() {
    // Hand 2 stops before it is over and has no scoresheet: the chips after it
    // are unknown, and hand 3, judged, starts again from its own scoresheet
    // (434, 336, 694, 536).
    let outcome = partial_page("cut-short");
    assert_eq!(outcome.status, Status::Incomplete);
    let html = outcome.stdout;
    assert_eq!(
        count(&html, "<td class=\"unknown\""),
        4,
        "hand 2's four players"
    );
    assert!(html.contains("the chips after it are unknown until a later scoresheet gives them"));
    for figure in [434, 336, 694, 536] {
        assert!(
            html.contains(&format!("the chips before this hand are unknown\"><span class=\"sr\">sheet </span>{figure}</td>")),
            "{figure}"
        );
    }
    // Each player's line: the start and hand 1, then hand 3 on its own.
    assert_eq!(count(&html, "<polyline class=\"player-line\""), 8);
    assert!(
        html.contains("Anna 489, unknown, 434"),
        "the chart's description"
    );
    // Both hands that cannot be judged in the other transcript are shown, each
    // with its problem.
    let both = partial_page("two-broken-hands");
    assert_eq!(both.status, Status::Incomplete);
    assert_eq!(count(&both.stdout, "<section class=\"hand unjudged\""), 2);
    assert_eq!(count(&both.stdout, "<rect class=\"unjudged\""), 2);
    assert!(
        both.stdout.contains(
            "Not judged: hands 1, 3, shown below with what keeps each from being judged."
        )
    );
}

/// The page of the bundled evening under `rules`.
fn evening_page(rules: &RulesChoice) -> String {
    let path = "fixtures/evening.yaml";
    let outcome = command::report(path, &read(path), rules, Style::Plain);
    assert!(outcome.stderr.is_empty(), "{}", outcome.stderr);
    outcome.stdout
}

#[test]
fn games_are_named_in_words_not_identifiers() {
    // The evening's nine games, in the glance's column and in each hand's
    // heading, as the book names them.
    let html = evening_page(&RulesChoice::default());
    let games = [
        "6. matador double cross",
        "8. ordinary cross, then matador double cross",
        "7. ordinary cross, then matador",
        "11. matador with a condition",
        "1. ordinary",
        "11. matador with a condition",
        "1. ordinary",
        "3. ordinary double cross",
        "12. volapük cross",
    ];
    for (number, game) in games.iter().enumerate() {
        assert!(
            html.contains(&format!("<td class=\"game\">{game}</td>")),
            "hand {}: {game}",
            number + 1
        );
        assert!(
            html.contains(&format!(
                "Hand {}<span class=\"game\"> · {game}</span>",
                number + 1
            )),
            "hand {}: {game}",
            number + 1
        );
    }
    for identifier in ["-cross", "-then-", "-with-condition", "matador-", "volapuk"] {
        assert!(!html.contains(identifier), "{identifier} on the page");
    }
}

#[test]
fn the_header_names_the_profile_then_only_the_switches_apart_from_it() {
    let header = |html: &str| {
        let start = html.find("<dt>Reading</dt>").expect("the reading");
        let end = start + html[start..].find("</dd>").expect("its end");
        html[start..end].to_owned()
    };
    let plain = header(&evening_page(&RulesChoice::default()));
    assert!(
        plain.contains("<strong class=\"profile\">en</strong>"),
        "{plain}"
    );
    assert!(plain.contains("every doubtful point as the profile reads it"));
    assert!(!plain.contains("D1"), "{plain}");

    // D1=highest-tile is de-1996's own choice: not said again; D3=unpaid and
    // D2=paid depart from it, and are named, in the registry's order.
    let choice = RulesChoice {
        spec: Some("de-1996".to_owned()),
        overrides: vec![
            "D3=unpaid".to_owned(),
            "D1=highest-tile".to_owned(),
            "D2=paid".to_owned(),
        ],
        ..RulesChoice::default()
    };
    let html = evening_page(&choice);
    let apart = header(&html);
    assert!(
        apart.contains("<strong class=\"profile\">de-1996</strong>, but "),
        "{apart}"
    );
    let d2 = apart
        .find("double on out tile: <strong>paid</strong><span class=\"small\"> (D2)</span>")
        .expect("D2 named");
    let d3 = apart
        .find("double after pass: <strong>unpaid</strong><span class=\"small\"> (D3)</span>")
        .expect("D3 named");
    assert!(d2 < d3, "{apart}");
    assert!(
        !apart.contains("D1") && !apart.contains("tie for set"),
        "{apart}"
    );
    assert!(html.contains("under the reading de-1996,D2=paid,D3=unpaid."));
}

#[test]
fn the_report_counts_every_hand_as_it_is_judged_and_drawn() {
    // Hands 1 and 3 of the three cannot be judged; the bar counts all three,
    // judged and then drawn, and the page is the one `judge_all` gives.
    let path = "tests/partial/two-broken-hands.yaml";
    let bytes = read(path);
    let bar = indicatif::ProgressBar::hidden();
    let outcome =
        command::report_showing(path, &bytes, &RulesChoice::default(), Style::Plain, &bar);
    assert_eq!(outcome.status, Status::Incomplete);
    let session = nos_referee::read_bytes(&bytes).expect("the session reads");
    let hands = session.hands.len() + session.broken.len();
    assert_eq!(hands, 3);
    assert_eq!(bar.length(), Some(hands as u64));
    assert_eq!(bar.position(), hands as u64, "every hand drawn");
    assert!(bar.is_finished(), "the bar is taken away");
    let verdict = nos_referee::replay::judge_all(
        &session,
        nos_referee::rules::interpretation::Interpretation::default(),
    );
    assert_eq!(
        outcome.stdout,
        nos_referee::report::page::render(&verdict, &session, path)
    );
}

#[test]
fn a_long_report_into_a_pipe_shows_no_progress() {
    // 220 hands at four is more than 256 KiB, the length from which a
    // terminal is shown the report's progress; standard error here is a pipe.
    let nos = env!("CARGO_BIN_EXE_nos");
    let generated = std::process::Command::new(nos)
        .env("LC_ALL", "C")
        .args([
            "simulate",
            "--players",
            "4",
            "--hands",
            "220",
            "--seed",
            "3",
        ])
        .output()
        .expect("nos runs");
    assert!(generated.stdout.len() > 256 << 10);
    let dir = std::env::temp_dir().join(format!("nos-page-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let long = dir.join("long.yaml");
    std::fs::write(&long, &generated.stdout).expect("written");
    let report = std::process::Command::new(nos)
        .env("LC_ALL", "C")
        .arg("report")
        .arg(&long)
        .output()
        .expect("nos runs");
    assert_eq!(report.status.code(), Some(0));
    assert!(
        report.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&report.stderr)
    );
    assert!(String::from_utf8_lossy(&report.stdout).contains("id=\"hand-220\""));
    let _ = std::fs::remove_dir_all(&dir);
}
