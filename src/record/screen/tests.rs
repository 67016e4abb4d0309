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
    // four and ten drawn less one; Dirk four less one. The chips are those
    // the hand started with: the 500 of a session that names none.
    for (player, tiles, chips) in [
        (">Bram", 3, 500),
        (" Anna", 2, 500),
        (" Cees", 13, 500),
        (" Dirk", 3, 500),
    ] {
        let row = format!("{player:<14}{tiles:>6}{chips:>8}");
        assert!(contains(&rows, &row), "`{row}` in {rows:#?}");
    }
    assert_eq!(rows[22], "taken: 43 w");
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
    let findings = rows[17..21].join(" ");
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
    assert_eq!(rows[22], "no player `Zed`");
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
    assert_eq!(rows[22], "undone: {by: Anna, play: 4-3, at: west}");
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
