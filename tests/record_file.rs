//! The recorder's file: a new session written at once, an entry refused
//! leaving the file as it was, and a transcript written by hand, cut short in
//! its last hand, read as `nos check` reads it and finished in the recorder.

use nos_referee::record::{FileError, RecordError, Recorder, Started};
use nos_referee::replay::{Verdict, judge_all};
use nos_referee::rules::interpretation::Interpretation;
use nos_referee::rules::seat::Seat;

const EVENING: &str = include_str!("../fixtures/evening.yaml");

fn judged(text: &str) -> Verdict {
    let session = nos_referee::load(text).expect("reads");
    judge_all(&session, Interpretation::default())
}

/// The long form of an event line of a transcript.
fn long_form(line: &str) -> String {
    let line = line.trim().trim_start_matches("- {by:");
    let words: String = line
        .chars()
        .map(|c| if "{}[],:".contains(c) { ' ' } else { c })
        .collect();
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn four() -> Started {
    Started {
        players: ["Anna", "Bram", "Cees", "Dirk"].map(str::to_owned).to_vec(),
        club: Some("de Haaien".to_owned()),
        ..Started::default()
    }
}

#[test]
fn a_new_session_is_on_disk_at_once_and_reopens_at_its_first_hand() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("evening.yaml");
    let recorder = Recorder::create(&path, &four()).expect("a new file");
    let written = std::fs::read_to_string(&path).expect("the file");
    assert_eq!(written, recorder.recording().text());
    assert_eq!(
        written,
        "session:\n  club: de Haaien\n  players: [Anna, Bram, Cees, Dirk]\nhands:\n  - events: []\n"
    );
    let session = nos_referee::read(&written).expect("a transcript");
    assert_eq!(session.players.len(), 4);
    // A second recorder does not start over a file that holds a session.
    assert!(matches!(
        Recorder::create(&path, &four()),
        Err(FileError::Exists(_))
    ));
    drop(recorder);
    let reopened = Recorder::open(&path, &Default::default()).expect("reopens");
    assert_eq!(reopened.recording().hand_number(), 1);
    assert!(reopened.recording().entries().is_empty());
    assert_eq!(reopened.recording().text(), written);
}

/// Whether an error is the refusal expected.
type Refusal = fn(&FileError) -> bool;

#[test]
fn an_entry_refused_leaves_the_file_as_it_was() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("evening.yaml");
    let mut recorder = Recorder::create(&path, &four()).expect("a new file");
    recorder
        .type_line("Anna deal 3-2 3-1 5-1 4-2")
        .expect("a deal");
    recorder.type_line("Dirk set 4-4").expect("the set");
    let before = std::fs::read(&path).expect("the file");
    let refusals: Vec<(&str, Refusal)> = vec![
        ("Zed play 4-5", |e| {
            matches!(e, FileError::Record(RecordError::Line(_)))
        }),
        ("Bram deal 4", |e| {
            matches!(e, FileError::Record(RecordError::DealAfterEvents))
        }),
        ("Anna shown 1-2", |e| {
            matches!(e, FileError::Record(RecordError::NotOverYet))
        }),
        // Dealt to Anna, the [3-2] cannot be set by Dirk too: the reader says so.
        ("Dirk draw 3-2", |e| {
            matches!(e, FileError::Record(RecordError::Refused { .. }))
        }),
    ];
    for (typed, refused) in refusals {
        let error = recorder.type_line(typed).expect_err(typed);
        assert!(refused(&error), "`{typed}`: {error}");
        assert_eq!(std::fs::read(&path).expect("the file"), before, "`{typed}`");
    }
    // Undo is a slip taken away: the set goes, and the file with it.
    recorder.undo().expect("the set");
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(!text.contains("set: 4-4"), "{text}");
    assert!(text.contains("Anna: [3-2, 3-1, 5-1, 4-2]"), "{text}");
}

#[test]
fn a_file_written_by_hand_and_cut_mid_hand_is_finished_to_the_same_verdict() {
    // The evening's ninth hand, cut after its twentieth event: the rest of
    // its events and its scoresheet are typed into the recorder.
    let lines: Vec<&str> = EVENING.lines().collect();
    let last_hand = lines
        .iter()
        .rposition(|l| l.trim_start().starts_with("- deal:"))
        .expect("a last hand");
    let events: Vec<usize> = (last_hand..lines.len())
        .filter(|&i| lines[i].trim_start().starts_with("- {by:"))
        .collect();
    let cut = events[20];
    let mut text: String = lines[..cut].join("\n");
    text.push('\n');
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("evening.yaml");
    std::fs::write(&path, &text).expect("written");

    let mut recorder = Recorder::open(&path, &Default::default()).expect("reopens");
    assert_eq!(recorder.recording().hand_number(), 9);
    // Eight hands over; the ninth's twenty events and its deal's four entries.
    assert_eq!(recorder.recording().entries().len(), 24);
    for &i in &events[20..] {
        let typed = long_form(lines[i]);
        recorder
            .type_line(&typed)
            .unwrap_or_else(|e| panic!("`{typed}`: {e}"));
    }
    assert!(recorder.recording().is_over());
    // {Anna: 484, Bram: 458, Cees: 680, Dirk: 388}, as the evening's sheet.
    let sheet = [
        (Seat(0), 484),
        (Seat(1), 458),
        (Seat(2), 680),
        (Seat(3), 388),
    ];
    recorder.end_hand(&sheet).expect("over");
    let written = std::fs::read_to_string(&path).expect("the file");
    // The eight hands before are as they were written, comments and all.
    let eighth_end = lines[..last_hand].join("\n");
    assert!(written.starts_with(&eighth_end));
    let (ours, theirs) = (judged(&written), judged(EVENING));
    assert!(ours.unjudged.is_empty());
    assert_eq!(ours.hands.len(), 9);
    for (a, b) in ours.hands.iter().zip(&theirs.hands) {
        assert_eq!(a.chips, b.chips, "hand {}", a.number);
        assert_eq!(
            a.infractions.len(),
            b.infractions.len(),
            "hand {}",
            a.number
        );
        assert_eq!(a.scoresheet.len(), b.scoresheet.len(), "hand {}", a.number);
    }
}

/// `nos record --rules`, `--rule` or `--rules-file`: a new session is judged
/// under the readings given over the profile it names, as `nos check` judges
/// it with the same; the file names only the profile.
#[test]
fn a_session_recorded_under_a_club_s_readings_is_judged_under_them() {
    use nos_referee::command::RulesChoice;
    let dir = tempfile::tempdir().expect("a directory");
    let club = RulesChoice {
        file: Some((
            "club.yaml".to_owned(),
            "profile: en\nswitches:\n  D2: paid\n".to_owned(),
        )),
        ..RulesChoice::default()
    };
    let path = dir.path().join("club.yaml-evening.yaml");
    let recorder = Recorder::create_under(&path, &four(), &club).expect("a new file");
    assert_eq!(recorder.recording().rules().label(), "en,D2=paid");
    let written = std::fs::read_to_string(&path).expect("the file");
    assert!(!written.contains("D2"), "{written}");
    // Reopened, the choice given again is the one it is judged under.
    let reopened = Recorder::open(&path, &club).expect("reopened");
    assert_eq!(reopened.recording().rules().label(), "en,D2=paid");
    let plain = Recorder::open(&path, &RulesChoice::default()).expect("reopened");
    assert_eq!(plain.recording().rules().label(), "en");
    // A choice that cannot be read is said, and no file is written.
    let wrong = RulesChoice {
        spec: Some("fr".to_owned()),
        ..RulesChoice::default()
    };
    let other = dir.path().join("other.yaml");
    assert!(Recorder::create_under(&other, &four(), &wrong).is_err());
    assert!(!other.exists());
}
