//! Bad transcripts: every defect a scorekeeper (or a hostile file) can bring
//! ends in problems of the right kinds, drawn at the right place, in bounded time
//! and memory, and never in a panic.
//!
//! Each case is a fixture `tests/bad/NAME.yaml`, or bytes made here where a
//! file would be binary, huge, or changed by git (line endings, a byte-order
//! mark). The kinds each case must produce are written next to it, so a case
//! fails on its own even where its snapshot would be accepted.

use nos_referee::report::{Source, Style, render_problems};
use nos_referee::transcript::MAX_HAND_BYTES;
use nos_referee::{Problem, ProblemKind, Session, load_bytes};

use ProblemKind::{
    Announcement, At, Claim, Event, NotHeld, NotInBoneyard, Player, Players,
    Session as SessionKind, Tile, TileTwice, Unreadable, Yaml,
};

/// A transcript without defects, the base of the generated cases.
const GOOD: &str = "\
# yaml-language-server: $schema=../../schemas/transcript.schema.json
session:
  club: de Haaien
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
    scoresheet: {Anna: 470, Bram: 503, Cees: 516, Dirk: 511}
";

/// `GOOD` with one piece of text replaced, which must be there exactly once.
fn good_with(old: &str, new: &str) -> String {
    assert_eq!(GOOD.matches(old).count(), 1, "{old:?} must occur once");
    GOOD.replacen(old, new, 1)
}

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/bad/{name}.yaml", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The rendered problems with control characters shown as their Unicode
/// pictures (NUL as ␀), so that a snapshot of a binary file stays text.
fn visible(rendered: &str) -> String {
    rendered
        .chars()
        .map(|c| match c {
            '\n' => c,
            '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or(c),
            '\u{7f}' => '\u{2421}',
            _ => c,
        })
        .collect()
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
    let text = String::from_utf8_lossy(bytes);
    for problem in &problems {
        let span = problem.span;
        assert!(
            span.offset + span.len <= bytes.len(),
            "{name}: span {span:?} runs past the end"
        );
        assert!(!problem.message.is_empty() && !problem.help.is_empty());
    }
    let rendered = render_problems(
        &problems,
        &Source::new(&format!("tests/bad/{name}.yaml"), &text),
        Style::Plain,
    );
    insta::assert_snapshot!(name, visible(&rendered));
    problems
}

/// The text at a problem's span.
fn at(bytes: &[u8], problem: &Problem) -> String {
    text_at(bytes, problem.span)
}

/// The text a span covers.
fn text_at(bytes: &[u8], span: nos_referee::transcript::Span) -> String {
    String::from_utf8_lossy(&bytes[span.offset..span.offset + span.len]).into_owned()
}

/// The bytes behind a UTF-8 byte-order mark.
fn with_mark(bytes: &[u8]) -> Vec<u8> {
    [b"\xEF\xBB\xBF", bytes].concat()
}

/// One test per committed fixture, with the problem kinds it must produce.
macro_rules! bad_files {
    ($($test:ident: $name:literal => [$($kind:expr),+ $(,)?];)+) => {$(
        #[test]
        fn $test() {
            check($name, &fixture($name), &[$($kind),+]);
        }
    )+};
}

bad_files! {
    not_yaml: "not-yaml" => [Yaml];
    empty: "empty" => [Yaml];
    tab_indent: "tab-indent" => [Yaml];
    bad_indentation: "bad-indentation" => [Yaml];
    unclosed_brace: "unclosed-brace" => [Yaml];
    colon_in_value: "colon-in-value" => [Yaml];
    two_documents: "two-documents" => [Yaml];
    duplicate_key: "duplicate-key" => [Yaml];
    unknown_top_level_key: "unknown-top-level-key" => [Yaml];
    unknown_event_key: "unknown-event-key" => [Yaml];
    unknown_saying: "unknown-saying" => [Yaml];
    missing_events: "missing-events" => [Yaml];
    list_for_tile: "list-for-tile" => [Yaml];
    deal_not_a_list: "deal-not-a-list" => [Yaml];
    chips_not_number: "chips-not-number" => [Yaml];
    tile_no_dash: "tile-no-dash" => [Tile];
    tile_pip_seven: "tile-pip-seven" => [Tile];
    tile_letter: "tile-letter" => [Tile];
    tile_spaces: "tile-spaces" => [Tile];
    player_not_seated: "player-not-seated" => [Player];
    two_players: "two-players" => [Players];
    six_players: "six-players" => [Players];
    seated_twice: "seated-twice" => [Players];
    name_twice_in_deal: "name-twice-in-deal" => [Yaml];
    deal_leaves_out_player: "deal-leaves-out-player" => [Player];
    scoresheet_unknown_player: "scoresheet-unknown-player" => [Player];
    tile_in_two_hands: "tile-in-two-hands" => [TileTwice];
    dealt_twice_same_player: "dealt-twice-same-player" => [TileTwice];
    draw_held_tile: "draw-held-tile" => [NotInBoneyard];
    draw_tile_on_table: "draw-tile-on-table" => [NotInBoneyard];
    play_not_held: "play-not-held" => [NotHeld];
    takeback_never_played: "takeback-never-played" => [NotHeld];
    event_no_by: "event-no-by" => [Event];
    event_no_action: "event-no-action" => [Event];
    event_two_actions: "event-two-actions" => [Event];
    at_no_arm: "at-no-arm" => [At];
    at_without_play: "at-without-play" => [At];
    unknown_game: "unknown-game" => [Announcement];
    game_eighteen: "game-eighteen" => [Announcement];
    claim_not_number: "claim-not-number" => [Claim];
}

#[test]
fn alias_bomb() {
    // Refused by the limit on copying through aliases, not by the shape of a value.
    let problems = check("alias-bomb", &fixture("alias-bomb"), &[Yaml]);
    assert!(
        problems[0].message.contains("aliases"),
        "{}",
        problems[0].message
    );
}

#[test]
fn billion_laughs() {
    // Values are read as they come, so the first nested list is refused as not
    // a tile before any alias is expanded.
    let bytes = fixture("billion-laughs");
    let problems = check("billion-laughs", &bytes, &[Yaml]);
    assert!(at(&bytes, &problems[0]).starts_with("[4-2, 4-2"));
}

#[test]
fn a_name_with_a_control_character_or_a_line_break_is_a_problem_of_the_session() {
    // Names written with YAML's escapes: one clears the screen, one breaks
    // the line, one turns the text after it right to left. (Made here: the
    // schema cannot say what a name may hold.)
    let bytes = good_with(
        "players: [Anna, Bram, Cees, Dirk]",
        "players: [\"Anna\\e[2J\", \"Br\\nam\", Cees, \"\\u202EDirk\"]",
    )
    .into_bytes();
    let problems = check(
        "name-control-character",
        &bytes,
        &[Players, Players, Players],
    );
    let named: Vec<String> = problems.iter().map(|p| at(&bytes, p)).collect();
    assert_eq!(named, ["\"Anna\\e[2J\"", "\"Br\\nam\"", "\"\\u202EDirk\""]);
    assert!(problems[0].message.contains("control character (U+001B"));
    assert!(problems[1].message.contains("line break (U+000A"));
    assert!(problems[2].message.contains("direction of text (U+202E"));
    assert!(
        problems
            .iter()
            .all(|p| p.code() == "nos::transcript::players")
    );
}

#[test]
fn deal_out_of_seat_order() {
    // The copy of a tile written second in the file is the one shown, whatever
    // the seats of the two players.
    let problems = check(
        "deal-out-of-seat-order",
        &fixture("deal-out-of-seat-order"),
        &[TileTwice],
    );
    assert_eq!(problems[0].span.line, 11);
}

// Cases made here: their files would be binary, huge, or changed by git.

#[test]
fn text_through_aliases() {
    // One long text anchored once and named by many aliases: refused when the
    // copies reach the limit on text, long before memory runs out.
    let long = "x".repeat(1_000_000);
    let text = good_with("club: de Haaien", &format!("club: &long {long}")).replacen(
        "      - {by: Cees, says: wait}\n",
        &"      - {by: *long, says: wait}\n".repeat(200),
        1,
    );
    let problems = check("text-through-aliases", text.as_bytes(), &[Yaml]);
    assert!(
        problems[0].message.contains("aliases"),
        "{}",
        problems[0].message
    );
    assert_eq!(at(text.as_bytes(), &problems[0]), "*long");
}

/// `GOOD` with its last event anchored as `&p` and then named `n` times
/// by `*p`, one a line, with `after` after it.
fn aliased(n: usize, after: &str) -> String {
    let mut text = good_with(
        "      - {by: Cees, says: wait}\n",
        &format!(
            "      - &p {{by: Cees, says: wait}}\n{}",
            "      - *p\n".repeat(n)
        ),
    );
    text.push_str(after);
    text
}

#[test]
fn a_hand_of_many_aliases_of_one_anchor_is_said_at_its_last_alias() {
    // 150 aliases of one anchor: more than ten an anchor, a limit the reader
    // finds only once the hand is read, and placed at the hand's end; said
    // at the last alias, in the transcript's words.
    let text = aliased(150, "");
    let problems = check("many-aliases-of-one-anchor", text.as_bytes(), &[Yaml]);
    assert_eq!(at(text.as_bytes(), &problems[0]), "*p");
    // The hand's last line is its scoresheet, after the aliases.
    assert_eq!(problems[0].span.line, text.lines().count() - 1);
    assert!(
        problems[0]
            .message
            .starts_with("150 aliases (`*name`) repeat 1 anchored value"),
        "{}",
        problems[0].message
    );
}

#[test]
fn an_alias_budget_error_near_the_end_of_a_file_points_at_an_alias_in_it() {
    // An alias in a second hand of the anchor in the first makes the
    // transcript read whole, and the limit is found at the end of the text,
    // after the comment and blank lines that end the file: past its last line.
    let second = GOOD
        .split_once("hands:\n")
        .map(|(_, hands)| hands)
        .unwrap_or_default()
        .replace("      - {by: Cees, says: wait}\n", "      - *p\n");
    let text = aliased(150, &format!("{second}# the end\n\n\n"));
    let problems = check("aliases-near-the-end", text.as_bytes(), &[Yaml]);
    let lines = text.lines().count();
    assert_eq!(at(text.as_bytes(), &problems[0]), "*p");
    // After it: the second hand's scoresheet, the comment and two blank lines.
    assert_eq!(problems[0].span.line, lines - 4, "of {lines}");
    assert!(
        problems[0].message.starts_with("151 aliases"),
        "{}",
        problems[0].message
    );
}

#[test]
fn a_comma_with_nothing_before_it_is_said_in_plain_words() {
    for (name, from, to, words) in [
        (
            "hands-of-commas",
            "hands:\n  - deal:",
            "hands: [,,,]\nx:\n  - deal:",
            "a `,` with nothing before it, in a list in brackets",
        ),
        (
            "comma-in-braces",
            "{by: Cees, play: 6-3}",
            "{by: Cees, , play: 6-3}",
            "a `,` with nothing before it, in a mapping in braces",
        ),
    ] {
        let text = good_with(from, to);
        let problems = check(name, text.as_bytes(), &[Yaml]);
        assert_eq!(at(text.as_bytes(), &problems[0]), ",");
        assert_eq!(problems[0].message, words);
    }
}

#[test]
fn byte_order_mark() {
    let bytes = with_mark(&fixture("byte-order-mark"));
    let problems = check("byte-order-mark", &bytes, &[Tile]);
    // Spans index the bytes as given, byte-order mark included.
    assert_eq!(at(&bytes, &problems[0]), "0-8");
}

#[test]
fn crlf() {
    let bytes = String::from_utf8(fixture("crlf"))
        .expect("the fixture is UTF-8")
        .replace('\n', "\r\n")
        .into_bytes();
    let problems = check("crlf", &bytes, &[Player]);
    assert_eq!(at(&bytes, &problems[0]), "Evert");
    assert_eq!((problems[0].span.line, problems[0].span.column), (23, 14));
}

#[test]
fn binary_junk() {
    // The first bytes of a spreadsheet (a zip file) given instead of a transcript.
    let mut bytes = b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00".to_vec();
    bytes.extend(b"b\xEE\x9dh^\x01\x00\x00\x90\x04\x00\x00\x13\x00\x08\x02[Content_Types].xml");
    let problems = check("binary-junk", &bytes, &[Unreadable]);
    assert_eq!(problems[0].span.offset, 5, "the first NUL byte");
}

#[test]
fn nul_padding() {
    // A file cut short in a crash, its last block filled with NUL bytes.
    let cut = GOOD
        .find("      - {by: Dirk")
        .expect("GOOD has Dirk's play")
        + 16;
    let mut bytes = GOOD.as_bytes()[..cut].to_vec();
    bytes.extend([0; 24]);
    let problems = check("nul-padding", &bytes, &[Unreadable]);
    assert_eq!(problems[0].span.offset, cut);
    assert_eq!((problems[0].span.line, problems[0].span.column), (19, 17));
}

#[test]
fn not_utf8() {
    // A player's name saved by an editor that writes Windows-1252: ë is 0xEB.
    let bytes: Vec<u8> = GOOD
        .replace("Dirk", "Jo\u{1}lle")
        .bytes()
        .map(|b| if b == 1 { 0xEB } else { b })
        .collect();
    let problems = check("not-utf8", &bytes, &[Unreadable]);
    assert_eq!(problems[0].span.offset, GOOD.find("Dirk").unwrap_or(0) + 2);
    assert_eq!((problems[0].span.line, problems[0].span.column), (4, 33));
    assert!(problems[0].help.contains("`ë`"), "{}", problems[0].help);
}

#[test]
fn utf16() {
    // Windows PowerShell's `>` writes UTF-16 with a byte-order mark.
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(GOOD.encode_utf16().flat_map(u16::to_le_bytes));
    check("utf16", &bytes, &[Unreadable]);
}

#[test]
fn control_character() {
    // Colour codes copied out of a terminal along with a name.
    let bytes = good_with("club: de Haaien", "club: \u{1b}[1mde Haaien\u{1b}[0m").into_bytes();
    let problems = check("control-character", &bytes, &[Unreadable]);
    assert_eq!((problems[0].span.line, problems[0].span.column), (3, 9));
}

#[test]
fn deep_nesting() {
    // Five thousand lists inside each other, a hundred brackets a line: the
    // reader's limit on nesting stops it before any value is looked at.
    let line = |bracket: &str| format!("          {}\n", bracket.repeat(100));
    let nested = format!(
        "      - by: Anna\n        draw:\n{}          4-2\n{}",
        line("[").repeat(50),
        line("]").repeat(50)
    );
    let bytes = good_with("      - {by: Anna, draw: 4-2}\n", &nested).into_bytes();
    let problems = check("deep-nesting", &bytes, &[Yaml]);
    assert!(
        problems[0].message.contains("nested"),
        "{}",
        problems[0].message
    );
    assert_eq!(at(&bytes, &problems[0]), "[");
}

#[test]
fn huge() {
    // A hand of honest-looking events, a little over the 1 MiB a hand may
    // take: refused at its line by its size, without reading its contents.
    let event = "      - {by: Cees, says: wait}\n";
    let end = GOOD.find("    scoresheet").unwrap_or(GOOD.len());
    let mut text = GOOD[..end].to_owned();
    while text.len() < MAX_HAND_BYTES + 1000 {
        text.push_str(event);
    }
    let problems = check("huge", text.as_bytes(), &[Unreadable]);
    assert_eq!(problems[0].span.line, 6);
    assert!(problems[0].message.starts_with("hand 1 is 1049"));
}

// What must work: these are not defects.

fn load(bytes: &[u8]) -> Session {
    load_bytes(bytes).unwrap_or_else(|problems| panic!("{problems:#?}"))
}

/// Every event's place, as the text found there.
fn event_texts(bytes: &[u8], session: &Session) -> Vec<(String, String)> {
    let hand = &session.hands[0];
    hand.events
        .iter()
        .map(|event| {
            (
                text_at(bytes, hand.span_of(event)),
                text_at(bytes, hand.value_span_of(event)),
            )
        })
        .collect()
}

#[test]
fn the_base_transcript_loads() {
    let session = load(GOOD.as_bytes());
    assert_eq!(session.hands[0].events.len(), 11);
}

#[test]
fn crlf_line_endings_load() {
    let crlf = GOOD.replace('\n', "\r\n");
    let session = load(crlf.as_bytes());
    let lf = load(GOOD.as_bytes());
    assert_eq!(
        event_texts(crlf.as_bytes(), &session),
        event_texts(GOOD.as_bytes(), &lf)
    );
    let lines = |s: &Session| -> Vec<usize> {
        s.hands[0]
            .events
            .iter()
            .map(|e| s.hands[0].line_of(e))
            .collect()
    };
    assert_eq!(lines(&session), lines(&lf));
}

/// The line and column, counted from 1, at which `offset` stands in `bytes`
/// (ASCII text).
fn line_and_column(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = &bytes[..offset];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let lines = before.iter().filter(|&&b| b == b'\n').count();
    (lines + 1, offset - line_start + 1)
}

#[test]
fn an_events_places_are_where_it_is_written_in_a_hand_on_one_line_or_many() {
    // The same hand written on one line: every event stands on the hand's
    // first line, after the column the hand starts at.
    let one_line = "\
session: {club: de Haaien, players: [Anna, Bram, Cees, Dirk]}
hands: [{deal: {Anna: [3-1, 4-6, 5-0, 4-1], Bram: [2-6, 0-0, 5-5, 3-4], \
Cees: [4-4, 6-3, 1-1, 5-2], Dirk: [3-0, 6-5, 2-1, 6-6]}, events: [\
{by: Anna, draw: 4-2}, {by: Anna, set: 4-2}, \
{by: Anna, announce: {game: ordinary, first: {side: 2, tiles: 3}}}, \
{by: Cees, play: 4-4, at: 4}, {by: Cees, claim: 4}, {by: Bram, play: 2-6, at: 2}, \
{by: Cees, play: 6-3}, {by: Dirk, play: 3-0}, {by: Anna, play: 4-6, at: 4}, \
{by: Bram, play: 0-0}, {by: Cees, says: wait}], \
scoresheet: {Anna: 470, Bram: 503, Cees: 516, Dirk: 511}}]
";
    let flat = load(one_line.as_bytes());
    let block = load(GOOD.as_bytes());
    assert_eq!(
        event_texts(one_line.as_bytes(), &flat),
        event_texts(GOOD.as_bytes(), &block)
    );
    for (text, session) in [(one_line, &flat), (GOOD, &block)] {
        let hand = &session.hands[0];
        for event in &hand.events {
            for span in [hand.span_of(event), hand.value_span_of(event)] {
                assert_eq!(
                    (span.line, span.column),
                    line_and_column(text.as_bytes(), span.offset),
                    "{:?}",
                    text_at(text.as_bytes(), span)
                );
            }
            assert_eq!(hand.line_of(event), hand.span_of(event).line);
        }
    }
    assert!(
        flat.hands[0]
            .events
            .iter()
            .all(|event| flat.hands[0].line_of(event) == 2),
        "every event on the hand's line"
    );
}

#[test]
fn tabs_inside_flow_mappings_load() {
    let text = good_with("{by: Cees, play: 6-3}", "{by:\tCees,\tplay:\t6-3}");
    let session = load(text.as_bytes());
    assert_eq!(session.hands[0].events.len(), 11);
}

#[test]
fn a_byte_order_mark_is_skipped_and_spans_still_fit() {
    let bytes = with_mark(GOOD.as_bytes());
    let with_mark = load(&bytes);
    let without = load(GOOD.as_bytes());
    assert_eq!(
        event_texts(&bytes, &with_mark),
        event_texts(GOOD.as_bytes(), &without)
    );
    let hand = |s: &Session| (s.hands[0].span.offset, s.hands[0].events_span.offset);
    assert_eq!(
        hand(&with_mark),
        (hand(&without).0 + 3, hand(&without).1 + 3)
    );
}

/// What `place` finds in `text`, read as it is and with a byte-order mark in
/// front: each time the spans index the bytes given, so both must be `expected`.
fn same_with_a_mark<T: PartialEq + std::fmt::Debug>(
    text: &str,
    place: impl Fn(&[u8], &Session) -> T,
    expected: &T,
) {
    let marked = with_mark(text.as_bytes());
    assert_eq!(&place(&marked, &load(&marked)), expected, "with a mark");
    assert_eq!(
        &place(text.as_bytes(), &load(text.as_bytes())),
        expected,
        "without"
    );
}

#[test]
fn a_byte_order_mark_moves_the_places_of_a_tiebreak_too() {
    // The tied players' draws after the hand are a note's place when they
    // name the wrong players: with a mark in front, it must still fit.
    let text = good_with(
        "Dirk: 511}\n",
        "Dirk: 511}\n    tiebreak: {Cees: 2-1, Anna: 6-5}\n",
    );
    let tiebreak = |bytes: &[u8], session: &Session| -> Vec<String> {
        let drawn = session.hands[0].tiebreak.as_deref().unwrap_or_default();
        drawn
            .iter()
            .map(|(_, _, span)| text_at(bytes, *span))
            .collect()
    };
    same_with_a_mark(&text, tiebreak, &vec!["2-1".to_owned(), "6-5".to_owned()]);
}

#[test]
fn a_byte_order_mark_moves_the_place_of_the_side_pot_too() {
    let text = good_with(
        "  club: de Haaien\n",
        "  club: de Haaien\n  side_pot: Cees\n",
    );
    let winner = |bytes: &[u8], session: &Session| -> String {
        let span = session.side_pot.as_ref().map(|pot| pot.span);
        text_at(bytes, span.unwrap_or_default())
    };
    same_with_a_mark(&text, winner, &"Cees".to_owned());
}

#[test]
fn a_thousand_honest_hands_load() {
    // The budgets against hostile files leave a long honest session alone.
    let hand = &GOOD[GOOD.find("  - deal:").unwrap_or(0)..];
    let mut text = GOOD.to_owned();
    for _ in 1..1000 {
        text.push_str(hand);
    }
    let session = load(text.as_bytes());
    assert_eq!(session.hands.len(), 1000);
}

#[test]
fn a_hand_over_one_mebibyte_is_set_aside_and_the_next_is_judged() {
    assert_eq!(MAX_HAND_BYTES, 1024 * 1024);
    // The same hand twice; the first padded with a comment to one byte over
    // the limit, counted from its first character to its last.
    let start = GOOD.find("deal:").unwrap_or(0);
    let end = GOOD.find("\n    scoresheet").unwrap_or(GOOD.len());
    let hand = &GOOD[start..end];
    let with_padding = |padding: usize| {
        let big = hand.replacen(
            "\n    events:",
            &format!("\n    # {}\n    events:", "x".repeat(padding)),
            1,
        );
        format!("{}{big}\n  - {hand}\n", &GOOD[..start])
    };
    let first = |text: &str| {
        let outline = nos_referee::transcript::outline(text).expect("an outline");
        outline.hands[0].end - outline.hands[0].start
    };
    let size = first(&with_padding(0));
    let text = with_padding(MAX_HAND_BYTES + 1 - size);
    assert_eq!(first(&text), MAX_HAND_BYTES + 1);
    let session = nos_referee::read_bytes(text.as_bytes()).expect("the session reads");
    assert_eq!(session.broken.len(), 1);
    assert_eq!(session.broken[0].number, 1);
    assert_eq!(session.broken[0].problems[0].kind, Unreadable);
    assert_eq!(session.hands.len(), 1);
    assert_eq!(session.hands[0].number, 2);
    // One byte less, and it is read.
    let text = text.replacen("xx", "x", 1);
    let session = nos_referee::read_bytes(text.as_bytes()).expect("the session reads");
    assert_eq!((session.broken.len(), session.hands.len()), (0, 2));
}

#[test]
fn session_kind_is_reported_for_bad_chips() {
    let text = good_with("club: de Haaien", "club: de Haaien\n  chips: -5");
    let problems = load_bytes(text.as_bytes()).err().unwrap_or_default();
    let kinds: Vec<ProblemKind> = problems.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, [SessionKind]);
}

/// The problems of `text`, which must not load.
fn problems_of(text: &str) -> Vec<Problem> {
    match load_bytes(text.as_bytes()) {
        Ok(_) => panic!("accepted: {text}"),
        Err(problems) => problems,
    }
}

#[test]
fn a_tab_at_the_start_of_a_line_is_reported_on_that_line() {
    // The reader stops at the end of line 4; the tab is on line 5.
    for text in [
        "session:\n  players: [Anna, Bram, Cees]\n  club: x\n  date: y\n\tchips: 5\nhands: []\n",
        "session:\n  players:\n  - Anna\n  - Bram\n\t- Cees\nhands: []\n",
    ] {
        let problems = problems_of(text);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        let problem = &problems[0];
        assert_eq!((problem.span.line, problem.span.column), (5, 1), "{text}");
        assert_eq!(&text[problem.span.offset..][..1], "\t");
        assert!(problem.message.starts_with("line 5 is indented with a tab"));
    }
}

#[test]
fn empty_hand_items_are_empty_hands_not_a_file_that_ends_early() {
    let text = format!(
        "session:\n  players: [Anna, Bram, Cees]\nhands:\n{}  - ~\n",
        "  -\n".repeat(3)
    );
    let problems = problems_of(&text);
    let places: Vec<(usize, usize)> = problems
        .iter()
        .map(|p| (p.span.line, p.span.column))
        .collect();
    assert_eq!(places, [(4, 3), (5, 3), (6, 3), (7, 3)]);
    for (i, problem) in problems.iter().enumerate() {
        assert_eq!(problem.kind, ProblemKind::Missing);
        assert_eq!(
            problem.message,
            format!(
                "hand {} is empty: the item holds no `deal` and no `events`",
                i + 1
            )
        );
        assert_eq!(&text[problem.span.offset..][..1], "-");
    }
}

#[test]
fn a_claim_too_large_to_read_is_not_quoted_as_another_number() {
    let text = good_with("claim: 4}", "claim: 99999999999999999999}");
    let problems = problems_of(&text);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(problems[0].kind, Claim);
    assert_eq!(at(text.as_bytes(), &problems[0]), "99999999999999999999");
    assert!(!problems[0].message.contains("100000000000000000000"));
    assert_eq!(
        problems[0].message,
        "this claim is far more points than any double is worth"
    );
}

#[test]
fn infinity_is_said_in_a_transcripts_words() {
    let cases = [
        (
            "claim: 4}",
            "claim: .inf}",
            "`.inf` is not a number of points",
        ),
        (
            "by: Bram, play: 2-6",
            "by: .inf, play: 2-6",
            ".inf is not seated at this table",
        ),
        ("play: 0-0}", "play: .nan}", "`.nan` is not a tile"),
    ];
    for (old, new, message) in cases {
        let problems = problems_of(&good_with(old, new));
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(
            problems[0].message.starts_with(message),
            "{}",
            problems[0].message
        );
        assert!(!problems[0].message.contains("policy"));
    }
}

#[test]
fn utf32_is_called_utf32() {
    for mark in [&b"\xFF\xFE\0\0"[..], &b"\0\0\xFE\xFF"[..]] {
        let bytes = [mark, &b"s\0\0\0"[..]].concat();
        let problems = load_bytes(&bytes).expect_err("UTF-32");
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].kind, Unreadable);
        assert_eq!(
            problems[0].message,
            "the file is UTF-32 text; the referee reads UTF-8"
        );
        assert_eq!(problems[0].span.len, 4);
    }
}
