//! The screen drawn from states typed into the app, read back from a test
//! backend of 80 columns by 24 rows.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

use super::*;
use crate::record::Owed;
use crate::rules::seat::Seat;
use crate::rules::tile::Tile;

/// An app with a new session of four typed, then `lines`.
fn typed(dir: &tempfile::TempDir, lines: &[&str]) -> App {
    let mut app = App::new_session(&dir.path().join("evening.yaml"));
    for answer in ["Anna, Bram, Cees, Dirk", "", "", "", ""] {
        app.enter(answer);
    }
    for line in lines {
        app.enter(line);
    }
    app
}

fn drawn(app: &App, colour: bool) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    let mut prompt = String::new();
    terminal
        .draw(|frame| draw(frame, &app.screen("evening.yaml", &mut prompt, colour)))
        .expect("drawn");
    terminal.backend().buffer().clone()
}

/// The buffer's rows as text, trailing blanks cut.
fn rows(buffer: &Buffer) -> Vec<String> {
    (0..buffer.area.height)
        .map(|y| {
            let row: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            row.trim_end().to_owned()
        })
        .collect()
}

/// The message: the two rows above the input line, as one line.
fn said(rows: &[String]) -> String {
    rows[21..23].join(" ").trim().to_owned()
}

fn contains(rows: &[String], text: &str) -> bool {
    rows.iter().any(|row| row.contains(text))
}

/// The opening of the public record of a pass while able: Anna sets [4-4]
/// and announces the cross, Cees draws ten, one tile on each arm.
const OPENING: [&str; 7] = [
    "Anna set 4-4",
    "Anna announce ordinary-cross",
    "41 n",
    "Cees draw 10",
    "42 e",
    "46 s",
    "43 w",
];

#[test]
fn a_hand_in_progress_shows_the_layout_turn_boneyard_tiles_and_chips() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = typed(&dir, &OPENING);
    let rows = rows(&drawn(&app, false));
    assert_eq!(rows[0], "nos record evening.yaml, hand 1");
    assert!(contains(&rows, "[3|4]<4|4>[4|2]"), "{rows:#?}");
    assert!(
        contains(&rows, "Open ends: north 1, east 2, south 6, west 3"),
        "{rows:#?}"
    );
    assert!(contains(&rows, "Turn: Bram to play"), "{rows:#?}");
    // 28 tiles: 16 dealt, 10 drawn by Cees, 2 left.
    assert!(contains(&rows, "Boneyard: 2"), "{rows:#?}");
    // Anna dealt four, set one and played one: two; Bram four less one; Cees
    // four and ten drawn less one; Dirk four less one. The hand started with
    // the 500 of a session that names none. Anna set the [4-4] from her hand
    // (she drew none): one end, 4, from each opponent, so Anna has
    // 500 + 3 x 4 = 512 now and each of the others 500 - 4 = 496. No double
    // has been played on a predecessor's tile, and no one has paid else.
    for (player, tiles, start, now) in [
        (">Bram", 3, 500, 496),
        (" Anna", 2, 500, 512),
        (" Cees", 13, 500, 496),
        (" Dirk", 3, 500, 496),
    ] {
        let row = format!("{player:<12}{tiles:>5}{start:>8}{now:>8}");
        assert!(contains(&rows, &row), "`{row}` in {rows:#?}");
    }
    assert_eq!(said(&rows), "taken: 43 w");
    assert_eq!(rows[23], ">");
}

#[test]
fn an_infraction_shows_with_who_pays_whom() {
    let dir = tempfile::tempdir().expect("a directory");
    // Anna says nos holding two tiles: 40 to each of the three others.
    let mut lines = OPENING.to_vec();
    lines.push("a n");
    let app = typed(&dir, &lines);
    let rows = rows(&drawn(&app, false));
    let findings = rows[16..21].join(" ");
    assert!(
        findings.contains("Infraction: Anna says \"nos\" while still holding 2 tiles"),
        "{rows:#?}"
    );
    assert!(
        findings.contains("(Anna pays 40 to each of Bram, Cees, Dirk)"),
        "{rows:#?}"
    );
}

#[test]
fn a_mistake_shows_the_parsers_message_and_leaves_the_line_to_retype() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut app = typed(&dir, &OPENING);
    for c in "Zed play 4-5".chars() {
        app.key(Key::Char(c));
    }
    let before = std::fs::read(dir.path().join("evening.yaml")).expect("the file");
    app.key(Key::Enter);
    let rows = rows(&drawn(&app, false));
    assert_eq!(said(&rows), "no player `Zed`");
    assert_eq!(
        std::fs::read(dir.path().join("evening.yaml")).expect("the file"),
        before
    );
}

#[test]
fn no_color_draws_every_cell_plain_and_colour_marks_the_infraction() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut lines = OPENING.to_vec();
    lines.push("a n");
    let app = typed(&dir, &lines);
    let plain = drawn(&app, false);
    assert!(
        plain.content().iter().all(|cell| cell.fg == Color::Reset
            && cell.bg == Color::Reset
            && cell.modifier == Modifier::empty()),
        "a cell is styled without colour"
    );
    let coloured = drawn(&app, true);
    assert!(coloured.content().iter().any(|cell| cell.fg == Color::Red));
    assert_eq!(rows(&plain), rows(&coloured));
    assert!(!colour_from(Some("1")));
    assert!(colour_from(Some("")));
    assert!(colour_from(None));
}

#[test]
fn undo_takes_the_last_entry_out_of_the_file() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut app = typed(&dir, &OPENING);
    app.enter("undo");
    let text = std::fs::read_to_string(dir.path().join("evening.yaml")).expect("the file");
    assert!(!text.contains("play: 4-3"), "{text}");
    let rows = rows(&drawn(&app, false));
    assert_eq!(said(&rows), "undone: {by: Anna, play: 4-3, at: west}");
    assert!(contains(&rows, "Turn: Anna to play"), "{rows:#?}");
}

#[test]
fn leaving_by_each_way_out() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut app = typed(&dir, &[]);
    app.key(Key::Char('x'));
    app.key(Key::EndOfInput);
    assert!(!app.left(), "Ctrl-D leaves only on an empty line");
    app.key(Key::Backspace);
    app.key(Key::EndOfInput);
    assert!(app.left());
    let mut app = typed(&dir, &[]);
    app.key(Key::Interrupt);
    assert!(app.left());
    let mut app =
        App::resume(&dir.path().join("evening.yaml"), &RulesChoice::default()).expect("reopens");
    app.enter("quit");
    assert!(app.left());
}

#[test]
fn a_whole_hand_ends_with_the_shown_tiles_and_the_scoresheet_asked() {
    // fixtures/public-pass-while-able-certain.yaml typed: its header works
    // the chips out by hand, Anna 675, Bram 319, Cees 365, Dirk 641.
    let dir = tempfile::tempdir().expect("a directory");
    let mut lines = OPENING.to_vec();
    lines.extend([
        "Bram says pass",
        "25 e",
        "60 s",
        "35 w",
        "13 n",
        "02 s",
        "23 s",
        "51 w",
        "a n",
        "36 n",
        "12 w",
        "22 w",
        "Dirk claim 2",
        "65 n",
    ]);
    let mut app = typed(&dir, &lines);
    let rows = rows(&drawn(&app, false));
    // Only Cees still holds tiles: he alone is asked what he shows.
    assert_eq!(rows[23], "Cees shows (tiles, `count N`; empty: not noted):");
    app.enter("1-0 3-0 6-1 6-2 0-0 5-0 1-1 3-3 5-5 6-6");
    let rows_sheet = super::tests::rows(&drawn(&app, false));
    assert_eq!(
        rows_sheet[23],
        "Anna's figure on the scoresheet (empty: not written):"
    );
    // A scoresheet that leaves a player out cannot be written: asked again.
    for figure in ["675", "329", "365", ""] {
        app.enter(figure);
    }
    let refused = super::tests::rows(&drawn(&app, false));
    assert_eq!(refused[0], "nos record evening.yaml, hand 1");
    assert!(
        said(&refused).starts_with("the scoresheet leaves out Dirk"),
        "{refused:#?}"
    );
    app.enter("end");
    // The table wrote Bram's figure wrong.
    for figure in ["675", "329", "365", "641"] {
        app.enter(figure);
    }
    let after = super::tests::rows(&drawn(&app, false));
    assert_eq!(after[0], "nos record evening.yaml, hand 2");
    let said = said(&after);
    // The chips as the fixture's header works them out; Cees, who lost the
    // hand, is on set next.
    assert_eq!(
        said,
        "Hand 1 ended. Chips: Anna 675, Bram 319, Cees 365, Dirk 641. Sheet differs: Bram 329 (rules 319). Cees is on set next."
    );
    let text = std::fs::read_to_string(dir.path().join("evening.yaml")).expect("the file");
    assert!(
        text.contains("shown: {Cees: [1-0, 3-0, 6-1, 6-2, 0-0, 5-0, 1-1, 3-3, 5-5, 6-6]}"),
        "{text}"
    );
    assert!(
        text.contains("scoresheet: {Anna: 675, Bram: 329, Cees: 365, Dirk: 641}"),
        "{text}"
    );
    let session = crate::read(&text).expect("a transcript");
    let verdict = crate::replay::judge_all(&session, Default::default());
    assert_eq!(
        verdict.hands[0].chips.values().copied().collect::<Vec<_>>(),
        [Some(675), Some(319), Some(365), Some(641)]
    );
    assert_eq!(verdict.hands[0].infractions.len(), 1);
    assert_eq!(
        verdict.hands[0].scoresheet.len(),
        1,
        "Bram's 329 is not 319"
    );
    // The screen has the chips the next hand starts with, and nothing typed
    // in it has moved them yet.
    assert!(
        contains(&after, " Bram           -     319     319"),
        "{after:#?}"
    );
}

/// Worked example 2 on file (Anna 490, Bram 535, Cees 513, Dirk 462 after
/// it, Dirk on set next), gone on with in the recorder and `lines` typed.
fn after_example_2(dir: &tempfile::TempDir, lines: &[&str]) -> App {
    let path = dir.path().join("evening.yaml");
    let text = include_str!("../../../fixtures/example-02-wait.yaml");
    std::fs::write(&path, text).expect("written");
    let mut app = App::resume(&path, &RulesChoice::default()).expect("reopens");
    for line in lines {
        app.enter(line);
    }
    app
}

/// Hand 2 after worked example 2: Dirk, on set without a double, draws
/// [4-5] and sets it, announces ordinary; Bram lays his [4-4] at once.
const HAND_2: [&str; 8] = [
    "Anna deal 0-0 0-1 5-2 4-0",
    "Bram deal 4-4 1-1 5-6 6-6",
    "Cees deal 2-2 3-3 2-3 1-4",
    "Dirk deal 1-2 1-3 0-2 5-3",
    "Dirk draw 4-5",
    "Dirk set 4-5",
    "Dirk announce ordinary",
    "Bram play 4-4",
];

/// The row of a player in the table: tiles, chips at the start and now.
fn chips_row(player: &str, tiles: usize, start: i64, now: i64) -> String {
    format!("{player:<12}{tiles:>5}{start:>8}{now:>8}")
}

#[test]
fn the_chips_now_follow_each_payment_of_the_hand_as_it_is_typed() {
    let dir = tempfile::tempdir().expect("a directory");
    // Hand 2 starts from example 2's totals. Dirk's drawn [4-5] is no
    // double: he pays its spots, 4 + 5 = 9, to each of the others:
    // Dirk 462 - 27 = 435, Anna 490 + 9 = 499, Bram 535 + 9 = 544,
    // Cees 513 + 9 = 522.
    let set = rows(&drawn(&after_example_2(&dir, &HAND_2[..6]), false));
    assert_eq!(set[0], "nos record evening.yaml, hand 2");
    for (player, tiles, start, now) in [
        (" Anna", 4, 490, 499),
        (" Bram", 4, 535, 544),
        (" Cees", 4, 513, 522),
        (" Dirk", 4, 462, 435),
    ] {
        let row = chips_row(player, tiles, start, now);
        assert!(contains(&set, &row), "`{row}` in {set:#?}");
    }
    // Bram claims 4 for his [4-4] at once, from Dirk who set:
    // Bram 544 + 4 = 548, Dirk 435 - 4 = 431; Anna is to play.
    let mut lines = HAND_2.to_vec();
    lines.push("Bram claim 4");
    let app = after_example_2(&dir, &lines);
    let claimed = rows(&drawn(&app, false));
    for (player, tiles, start, now) in [
        (">Anna", 4, 490, 499),
        (" Bram", 3, 535, 548),
        (" Cees", 4, 513, 522),
        (" Dirk", 4, 462, 431),
    ] {
        let row = chips_row(player, tiles, start, now);
        assert!(contains(&claimed, &row), "`{row}` in {claimed:#?}");
    }
    // Across the table the chips now still add up to 4 x 500.
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(
        recording.running_chips().values().flatten().sum::<i64>(),
        2000
    );
}

#[test]
fn a_claim_window_and_a_wait_owed_show_until_the_table_settles_them() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut app = after_example_2(&dir, &HAND_2);
    let recording = app.recorder().expect("a session").recording();
    // Bram's [4-4] at once: one end, 4, from the setter, until claimed; and
    // at his turn he waits instead of playing. Doubles at once may still
    // come before Anna, next after the setter, plays.
    assert_eq!(
        recording.owed(),
        [
            Owed::Opening(Seat(0)),
            Owed::Wait {
                player: Seat(1),
                falls: true
            },
            Owed::Claim {
                claimant: Seat(1),
                payer: Seat(3),
                amount: 4,
                double: Tile::new(4, 4),
            },
        ]
    );
    let shown = rows(&drawn(&app, false));
    assert!(
        contains(&shown, "Owed: Bram waits at his turn"),
        "{shown:#?}"
    );
    assert!(
        contains(&shown, "Claim open: Bram 4 from Dirk"),
        "{shown:#?}"
    );
    // Claimed, the window is gone; Anna plays [4-0] on the [4-4] and Bram
    // waits: the wait is gone too.
    app.enter("Bram claim 4");
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(
        recording.owed(),
        [
            Owed::Opening(Seat(0)),
            Owed::Wait {
                player: Seat(1),
                falls: true
            }
        ]
    );
    app.enter("Anna play 4-0");
    app.enter("w");
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(recording.owed(), []);
    let shown = rows(&drawn(&app, false));
    assert!(!contains(&shown, "Owed:"), "{shown:#?}");
    assert!(!contains(&shown, "Claim open:"), "{shown:#?}");
    assert!(contains(&shown, "Turn: Cees to play"), "{shown:#?}");
}

#[test]
fn a_tile_that_fits_nowhere_is_owed_a_decision_until_the_next_event() {
    let dir = tempfile::tempdir().expect("a directory");
    // Bram lays [5-5] on the north end, which is open on a 1: it does not
    // fit. The table may still have him take it back.
    let mut lines = OPENING.to_vec();
    lines.push("Bram play 5-5 at north");
    let mut app = typed(&dir, &lines);
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(
        recording.owed(),
        [Owed::Decision {
            player: Seat(1),
            tile: Tile::new(5, 5)
        }]
    );
    let rows = rows(&drawn(&app, false));
    assert!(
        said(&rows).starts_with("taken: Bram play 5-5 at north. The table decides"),
        "{rows:#?}"
    );
    app.enter("x");
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(recording.owed(), []);
}

/// Types `text` key by key, then Enter.
fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        app.key(Key::Char(c));
    }
}

/// The line being typed, as the screen shows it after the prompt.
fn input_line(app: &App) -> String {
    rows(&drawn(app, false))[23].clone()
}

#[test]
fn tab_offers_the_legal_plays_of_the_player_in_turn_one_after_another() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut lines = HAND_2.to_vec();
    lines.push("Bram claim 4");
    let mut app = after_example_2(&dir, &lines);
    // Anna is to play on west 4 ([4-4]) or east 5 ([4-5]'s 5). Of her
    // [0-0], [0-1], [2-5] and [0-4], the [0-4] fits west touching 4 and the
    // [2-5] east touching 5: two plays, offered in turn, then round again.
    app.key(Key::Tab);
    let first = input_line(&app);
    app.key(Key::Tab);
    let second = input_line(&app);
    app.key(Key::Tab);
    let third = input_line(&app);
    let mut offered = vec![first.clone(), second.clone()];
    offered.sort();
    assert_eq!(offered, ["> 40 w", "> 52 e"]);
    assert_eq!(third, first);
    let rows = rows(&drawn(&app, false));
    assert!(said(&rows).starts_with("Anna can play "), "{rows:#?}");
    // A number typed first keeps the plays of tiles that have it.
    app.key(Key::Escape);
    keys(&mut app, "5");
    app.key(Key::Tab);
    assert_eq!(input_line(&app), "> 52 e");
    app.key(Key::Tab);
    assert_eq!(input_line(&app), "> 52 e", "one play to cycle through");
    // Enter takes the play completed.
    app.key(Key::Enter);
    let text = std::fs::read_to_string(dir.path().join("evening.yaml")).expect("the file");
    assert!(text.contains("{by: Anna, play: 5-2, at: east}"), "{text}");
}

#[test]
fn tab_names_no_tile_the_record_does_not_place_with_the_player() {
    let dir = tempfile::tempdir().expect("a directory");
    // The public record's opening: Bram's four tiles were dealt unseen, so
    // the record places none with him, whatever the replay's way of them.
    let mut app = typed(&dir, &OPENING);
    app.key(Key::Tab);
    assert_eq!(input_line(&app), ">");
    let rows = rows(&drawn(&app, false));
    assert_eq!(
        said(&rows),
        "no legal play known for Bram: none of the tiles the record places with him fits"
    );
}

#[test]
fn a_tile_that_fits_two_ends_is_asked_where_and_one_end_is_taken_at_once() {
    let dir = tempfile::tempdir().expect("a directory");
    let mut lines = HAND_2.to_vec();
    lines.push("Bram claim 4");
    // The [4-0] fits west 4 alone: taken without a question.
    lines.push("40");
    lines.push("w");
    // West is open 0, east 5. Cees draws the [0-5]: written 0 first, it
    // fits west alone (touching 0), and is taken there.
    lines.push("Cees draw 0-5");
    lines.push("05");
    let mut app = after_example_2(&dir, &lines);
    let text = std::fs::read_to_string(dir.path().join("evening.yaml")).expect("the file");
    assert!(text.contains("{by: Anna, play: 4-0}\n"), "{text}");
    assert!(text.contains("{by: Cees, play: 0-5}\n"), "{text}");
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(recording.open_ends().as_deref(), Some("west 5, east 5"));
    // Both ends show a 5 now: Dirk's [5-3] fits either, leaving a 3 on
    // one arm or the other, so the recorder asks which.
    app.enter("53");
    let asked = rows(&drawn(&app, false));
    assert_eq!(
        said(&asked),
        "[5-3] fits more than one end: type the end's letter (w, e, n, s) or the number it touches."
    );
    assert_eq!(
        asked[23], "Which end for [5-3]: west (open 5) or east (open 5)? (empty: neither)",
        "{asked:#?}"
    );
    // An end not asked is said so, and asked again.
    app.enter("n");
    let again = rows(&drawn(&app, false));
    assert!(
        said(&again).starts_with("`n` is none of the ends asked"),
        "{again:#?}"
    );
    assert!(again[23].starts_with("Which end for [5-3]"), "{again:#?}");
    // An empty line takes neither: nothing is written.
    let before = std::fs::read(dir.path().join("evening.yaml")).expect("the file");
    app.enter("");
    assert_eq!(said(&rows(&drawn(&app, false))), "not taken: 53");
    assert_eq!(
        std::fs::read(dir.path().join("evening.yaml")).expect("the file"),
        before
    );
    // Asked again: the number it touches is a 5 at both ends, which says
    // nothing; the letter does.
    app.enter("53");
    app.enter("5");
    let both = rows(&drawn(&app, false));
    assert_eq!(
        said(&both),
        "`5` names more than one end: type the end's letter"
    );
    assert!(both[23].starts_with("Which end for [5-3]"), "{both:#?}");
    app.enter("e");
    assert_eq!(said(&rows(&drawn(&app, false))), "taken: 53 at e");
    let text = std::fs::read_to_string(dir.path().join("evening.yaml")).expect("the file");
    assert!(text.contains("{by: Dirk, play: 5-3, at: east}"), "{text}");
    let recording = app.recorder().expect("a session").recording();
    assert_eq!(recording.open_ends().as_deref(), Some("west 5, east 3"));
}
