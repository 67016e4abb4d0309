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
