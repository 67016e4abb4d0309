//! The screen drawn from states typed into the app, read back from a test
//! backend of 80 columns by 24 rows.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

use super::*;

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
        findings.contains("Infraction: Anna says \"nos\" while still holding 2 tile(s)"),
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
