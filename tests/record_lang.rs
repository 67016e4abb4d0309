//! The recorder in Dutch and German: every mistake of a typed line, every
//! reason an entry or a file is refused, and the screen a scorekeeper reads
//! at each stage of a hand, with no English word of their own; and the
//! screen at the end of a hand as a Dutch and a German scorekeeper see it.

mod common;

use std::path::{Path, PathBuf};

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use nos_referee::command::RulesChoice;
use nos_referee::lang::{Lang, within};
use nos_referee::record::screen::{App, draw};
use nos_referee::record::{Context, FileError, Once, Place, RecordError, parse};
use nos_referee::rules::game::ArmName;
use nos_referee::rules::seat::{BySeat, Seat};

const LANGS: [Lang; 2] = [Lang::Nl, Lang::De];

/// A line of each mistake the parser tells apart (the table of
/// `src/record/line_tests.rs`), and each mistake of an announcement.
const MISTAKES: &[(&str, bool)] = &[
    ("", true),
    ("Brma play 4-5", true),
    ("Zoe play 4-5", true),
    ("b play 4-5", true),
    ("Dirk", true),
    ("45", false),
    ("n", false),
    ("shown 1-2", true),
    ("count 3", true),
    ("deal 4", true),
    ("conduct advice", true),
    ("Anna plya 4-5", true),
    ("Anna jump", true),
    ("Anna play 47", true),
    ("456", true),
    ("Anna play four", true),
    ("Anna play", true),
    ("Anna set", true),
    ("Anna declare", true),
    ("45 wets", true),
    ("45 9", true),
    ("45 w now", true),
    ("Anna play 4-5 at west now", true),
    ("Anna draw", true),
    ("Anna return", true),
    ("Anna draw 29", true),
    ("Anna draw 2 5-5", true),
    ("Anna draw 5-5 x", true),
    ("Anna claim", true),
    ("Anna claim three", true),
    ("!x", true),
    ("Anna says pas", true),
    ("Anna says", true),
    ("Anna conduct advise", true),
    ("Dirk x", true),
    ("Anna count eleven", true),
    ("Anna announce", true),
    ("Anna announce matadr", true),
    ("Anna announce 18", true),
    ("Anna announce 11 matchng ordinary", true),
    ("Anna announce 11 matching ordinary matching matador", true),
    ("Anna announce 11 matching both", true),
    ("Anna announce 12 layout square", true),
    ("Anna announce volapuk ordinary 9", true),
    ("Anna announce matador first side east tiles 5", true),
    ("Anna announce matador first east", true),
];

fn table() -> BySeat<String> {
    let names = ["Anna", "Bram", "Bea", "Dirk"];
    BySeat::from_fn(names.len(), |seat| names[seat.index()].to_owned())
}

/// Each line's mistake in `lang`.
fn mistakes_in(lang: Lang) -> Vec<(String, String)> {
    let table = table();
    let context = Context {
        turn: Some(Seat(1)),
        last: Some(Seat(0)),
        last_play: Some((Seat(0), (4, 5))),
    };
    MISTAKES
        .iter()
        .map(|(typed, someone)| {
            let context = if *someone {
                context
            } else {
                Context::default()
            };
            let said = within(lang, || match parse(typed, &table, &context) {
                Err(error) => error.to_string(),
                Ok(entry) => panic!("`{typed}` was read as {entry:?}"),
            });
            ((*typed).to_owned(), said)
        })
        .collect()
}

#[test]
fn every_mistake_of_a_typed_line_is_said_in_dutch_and_german() {
    let english = mistakes_in(Lang::En);
    for lang in LANGS {
        for ((typed, said), (_, in_english)) in mistakes_in(lang).iter().zip(&english) {
            assert!(
                common::english_in(said).is_empty(),
                "{lang:?} `{typed}`: {said} has {:?}",
                common::english_in(said)
            );
            assert_ne!(said, in_english, "{lang:?} `{typed}` is not translated");
        }
    }
}

#[test]
fn every_reason_an_entry_or_a_file_is_refused_is_said_in_dutch_and_german() {
    let place = |arm, open| Place { arm, open };
    let refused = || -> Vec<String> {
        let record = [
            RecordError::WhichPlace {
                player: Seat(3),
                tile: (5, 3),
                places: vec![place(ArmName::West, 5), place(ArmName::East, 5)],
            },
            RecordError::DealAfterEvents,
            RecordError::Twice {
                player: "Anna".to_owned(),
                what: Once::Deal,
            },
            RecordError::Twice {
                player: "Anna".to_owned(),
                what: Once::Count,
            },
            RecordError::NotOverYet,
            RecordError::Over,
            RecordError::NothingToUndo,
        ];
        let file = [
            FileError::Exists(PathBuf::from("evening.yaml")),
            FileError::Read {
                path: PathBuf::from("evening.yaml"),
                error: std::io::Error::other("-"),
            },
            FileError::Write {
                path: PathBuf::from("evening.yaml"),
                error: std::io::Error::other("-"),
            },
        ];
        record
            .iter()
            .map(ToString::to_string)
            .chain(file.iter().map(ToString::to_string))
            .collect()
    };
    let english = within(Lang::En, refused);
    for lang in LANGS {
        for (said, in_english) in within(lang, refused).iter().zip(&english) {
            assert!(
                common::english_in(said).is_empty(),
                "{lang:?}: {said} has {:?}",
                common::english_in(said)
            );
            assert_ne!(said, in_english, "{lang:?} is not translated");
        }
    }
}

/// The screen drawn, its rows as text with trailing blanks cut.
fn rows(app: &App) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    let mut prompt = String::new();
    terminal
        .draw(|frame| draw(frame, &app.screen("evening.yaml", &mut prompt, false)))
        .expect("drawn");
    let buffer = terminal.backend().buffer().clone();
    (0..buffer.area.height)
        .map(|y| {
            let row: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            row.trim_end().to_owned()
        })
        .collect()
}

/// The opening of the public record of a pass while able, then the rest
/// of that hand: fixtures/public-pass-while-able-certain.yaml typed.
const HAND: [&str; 21] = [
    "Anna set 4-4",
    "Anna announce ordinary-cross",
    "41 n",
    "Cees draw 10",
    "42 e",
    "46 s",
    "43 w",
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
];

/// Each screen of a new session typed into `path` and a whole hand played,
/// shown and ended, with the mistakes and questions on the way.
fn screens_of_a_hand(path: &Path) -> Vec<Vec<String>> {
    let mut app = App::new_session(path);
    let mut screens = vec![rows(&app)];
    app.enter("");
    screens.push(rows(&app));
    for answer in ["Anna, Bram, Cees, Dirk", "", "", "many"] {
        app.enter(answer);
        screens.push(rows(&app));
    }
    for answer in ["", ""] {
        app.enter(answer);
    }
    screens.push(rows(&app));
    app.enter("undo");
    screens.push(rows(&app));
    for line in HAND {
        app.enter(line);
        screens.push(rows(&app));
        if line == "Anna set 4-4" {
            app.enter("Zed play 4-5");
            screens.push(rows(&app));
        }
    }
    app.enter("1-0 3-0 6-1 6-2 0-0 5-0 1-1 3-3 5-5 6-6");
    screens.push(rows(&app));
    for figure in ["675", "x", "329", "365", "641"] {
        app.enter(figure);
        screens.push(rows(&app));
    }
    app.enter("undo");
    screens.push(rows(&app));
    screens
}

/// Fails with the English words a screen shows in `lang`.
fn assert_no_english(lang: Lang, screen: &[String]) {
    let text = screen.join("\n");
    let english = common::english_in(&text);
    assert!(english.is_empty(), "{lang:?}: {english:?} in\n{text}");
}

#[test]
fn the_screen_of_a_whole_hand_has_no_english_in_dutch_and_german() {
    for lang in LANGS {
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("evening.yaml");
        let screens = within(lang, || screens_of_a_hand(&path));
        for screen in &screens {
            assert_no_english(lang, screen);
        }
        let dir = tempfile::tempdir().expect("a directory");
        let infraction = within(lang, || {
            screen_of_an_infraction(&dir.path().join("evening.yaml"))
        });
        assert_no_english(lang, &infraction);
    }
}

/// A tile that fits two ends, the question where, and the claim and the
/// wait owed: worked example 2 on file, hand 2 typed into it.
fn screens_of_owed_and_asked(path: &Path) -> Vec<Vec<String>> {
    std::fs::write(path, include_str!("../fixtures/example-02-wait.yaml")).expect("written");
    let mut app = App::resume(path, &RulesChoice::default()).expect("reopens");
    let mut screens = vec![rows(&app)];
    for line in [
        "Anna deal 0-0 0-1 5-2 4-0",
        "Bram deal 4-4 1-1 5-6 6-6",
        "Cees deal 2-2 3-3 2-3 1-4",
        "Dirk deal 1-2 1-3 0-2 5-3",
        "Dirk draw 4-5",
        "Dirk set 4-5",
        "Dirk announce ordinary",
        "Bram play 4-4",
        "Bram claim 4",
        "40",
        "w",
        "Cees draw 0-5",
        "05",
        "53",
        "n",
        "5",
        "",
        "53",
        "e",
    ] {
        app.enter(line);
        screens.push(rows(&app));
    }
    screens
}

#[test]
fn what_is_owed_and_which_end_is_asked_have_no_english_in_dutch_and_german() {
    for lang in LANGS {
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("evening.yaml");
        let screens = within(lang, || screens_of_owed_and_asked(&path));
        for screen in &screens {
            assert_no_english(lang, screen);
        }
    }
}

/// Anna says nos holding two tiles just after the opening: an infraction
/// charged, 40 to each of the three others.
fn screen_of_an_infraction(path: &Path) -> Vec<String> {
    let mut app = App::new_session(path);
    for answer in ["Anna, Bram, Cees, Dirk", "", "", "", ""] {
        app.enter(answer);
    }
    for line in &HAND[..7] {
        app.enter(line);
    }
    app.enter("a n");
    rows(&app)
}

/// The screens a scorekeeper reads most: the hand in progress just after
/// an infraction, the end of the hand asked, the hand ended, and a tile
/// that fits two ends asked where.
fn screens_to_read(lang: Lang) -> String {
    let dir = tempfile::tempdir().expect("a directory");
    let hand = within(lang, || screens_of_a_hand(&dir.path().join("evening.yaml")));
    let dir = tempfile::tempdir().expect("a directory");
    let owed = within(lang, || {
        screens_of_owed_and_asked(&dir.path().join("evening.yaml"))
    });
    let dir = tempfile::tempdir().expect("a directory");
    let infraction = within(lang, || {
        screen_of_an_infraction(&dir.path().join("evening.yaml"))
    });
    // An infraction; a pass that may have been while able (the 8th line of
    // the hand); Cees asked what he shows;
    // a figure that is none; the hand ended; the claim and the wait owed
    // after Bram's [4-4]; the [5-3] asked where, and `n`, an end not asked.
    let picked = [
        &infraction,
        &hand[16],
        &hand[29],
        &hand[31],
        &hand[35],
        &owed[8],
        &owed[14],
        &owed[15],
    ];
    picked
        .iter()
        .map(|screen| screen.join("\n"))
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[test]
fn the_recorder_s_screens_in_dutch() {
    insta::assert_snapshot!(screens_to_read(Lang::Nl));
}

#[test]
fn the_recorder_s_screens_in_german() {
    insta::assert_snapshot!(screens_to_read(Lang::De));
}
