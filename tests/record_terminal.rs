//! `nos record` in a real terminal: tmux runs it, types a session and a hand
//! with `send-keys`, reads the screen with `capture-pane`, leaves, and the
//! file written judges under `nos check`.
//!
//! A whole hand (`tests/record/whole-hand.yaml`, whose header works its
//! chips out) is typed with a slip undone, a play out of turn the table takes
//! back and one it lets stand; typed again with the recorder killed in the
//! middle and reopened; and a whole evening of three hands
//! (`tests/record/evening.yaml`) is recorded from the session's questions to
//! the settlement. Every file written is the expected transcript word for
//! word, and judges as its header works out.
//!
//! tmux is installed by `scripts/test` where it is missing; without it each
//! test says so on standard error and in its name's output, and passes only
//! after saying it was skipped. Each test runs its own tmux server (its own
//! socket), and waits for the screen to show what it expects rather than for
//! a fixed time.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const NOS: &str = env!("CARGO_BIN_EXE_nos");

fn tmux(socket: &Path, args: &[&str]) -> String {
    let out = Command::new("tmux")
        .arg("-S")
        .arg(socket)
        .args(args)
        .output()
        .expect("tmux runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Waits until the screen shows `text` and has settled, and returns it.
fn screen_with(socket: &Path, text: &str) -> String {
    let start = Instant::now();
    let mut before: Option<String> = None;
    loop {
        let screen = tmux(socket, &["capture-pane", "-p", "-t", "rec"]);
        // Taken once it shows the text and two captures agree: a screen
        // caught while it is drawn may hold the first half of a line.
        if screen.contains(text) && before.as_ref() == Some(&screen) {
            return screen;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "`{text}` never shown:\n{screen}"
        );
        before = Some(screen);
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn type_line(socket: &Path, line: &str, then: &str) -> String {
    if !line.is_empty() {
        tmux(socket, &["send-keys", "-t", "rec", "-l", line]);
    }
    tmux(socket, &["send-keys", "-t", "rec", "Enter"]);
    screen_with(socket, then)
}

#[test]
fn a_hand_typed_in_tmux_is_shown_and_written_as_a_transcript_that_judges() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("SKIPPED: tmux is not installed (scripts/test installs it)");
        println!("SKIPPED: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("a directory");
    let socket = dir.path().join("tmux.sock");
    let file = dir.path().join("evening.yaml");
    let command = format!("NO_COLOR=1 {NOS} record {}; sleep 60", file.display());
    let started = Command::new("tmux")
        .arg("-S")
        .arg(&socket)
        .args([
            "new-session",
            "-d",
            "-s",
            "rec",
            "-x",
            "80",
            "-y",
            "24",
            &command,
        ])
        .status()
        .expect("tmux starts");
    assert!(started.success());
    screen_with(&socket, "Players in seating order");
    type_line(&socket, "Anna, Bram, Cees, Dirk", "Club (empty: none)");
    type_line(&socket, "", "Date (empty: none)");
    type_line(&socket, "", "Starting chips each");
    type_line(&socket, "", "Rules profile");
    type_line(&socket, "", "Session written");
    for line in [
        "Anna set 4-4",
        "Anna announce ordinary-cross",
        "41 n",
        "Cees draw 10",
        "42 e",
        "46 s",
        "43 w",
    ] {
        type_line(&socket, line, &format!("taken: {line}"));
    }
    // A typing slip, refused with the parser's words, then an undo.
    let screen = type_line(&socket, "Zed play 4-5", "no player `Zed`");
    assert!(screen.contains("Turn: Bram to play"), "{screen}");
    type_line(&socket, "undo", "undone: {by: Anna, play: 4-3, at: west}");
    type_line(&socket, "43 w", "taken: 43 w");
    // Anna says nos holding two tiles: charged at once.
    let screen = type_line(&socket, "a n", "Infraction:");
    // The sentence is wrapped at the screen's edge.
    let joined = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains("(Anna pays 40 to each of Bram, Cees, Dirk)"),
        "{screen}"
    );
    assert!(
        screen.contains("Open ends: north 1, east 2, south 6, west 3"),
        "{screen}"
    );
    assert!(screen.contains("Boneyard: 2"), "{screen}");
    tmux(&socket, &["send-keys", "-t", "rec", "C-c"]);
    let start = Instant::now();
    // The recorder gone, the shell's `sleep` holds the pane: the screen is
    // the terminal's again.
    while tmux(&socket, &["capture-pane", "-p", "-t", "rec"]).contains("nos record")
        && start.elapsed() < Duration::from_secs(30)
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    tmux(&socket, &["kill-server"]);
    let text = std::fs::read_to_string(&file).expect("the file");
    assert!(text.contains("- {by: Anna, says: nos}"), "{text}");
    assert!(!text.contains("4-5"), "{text}");
    // The hand stops mid-way: `nos check` reads the file and says where.
    let check = Command::new(NOS)
        .args(["check", "--color", "never"])
        .arg(&file)
        .output()
        .expect("nos check runs");
    let said = String::from_utf8_lossy(&check.stderr);
    assert!(
        said.contains("hand 1 stops before it is over: it is Bram's turn"),
        "{said}"
    );
    assert_eq!(check.status.code(), Some(2));
}

/// Whether tmux is missing, said as the test's outcome.
fn skipped() -> bool {
    if Command::new("tmux").arg("-V").output().is_ok() {
        return false;
    }
    eprintln!("SKIPPED: tmux is not installed (scripts/test installs it)");
    println!("SKIPPED: tmux is not installed");
    true
}

/// Starts a tmux server of its own at `socket`, running `command` in a pane
/// of 80 by 24 named `rec`.
fn start(socket: &Path, command: &str) {
    let started = Command::new("tmux")
        .arg("-S")
        .arg(socket)
        .args([
            "new-session",
            "-d",
            "-s",
            "rec",
            "-x",
            "80",
            "-y",
            "24",
            command,
        ])
        .status()
        .expect("tmux starts");
    assert!(started.success());
}

/// The recorder on `file`, with the shell's `sleep` holding the pane once it
/// leaves.
fn recorder(socket: &Path, file: &Path) {
    let command = format!("NO_COLOR=1 {NOS} record {}; sleep 60", file.display());
    start(socket, &command);
}

/// The screen's words with every run of blanks and line breaks made one
/// space: a sentence the screen wrapped at its edge reads whole.
fn joined(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Answers a new session's questions.
fn give_session(socket: &Path, players: &str, club: &str, rules: &str) {
    screen_with(socket, "Players in seating order");
    type_line(socket, players, "Club (empty: none)");
    type_line(socket, club, "Date (empty: none)");
    type_line(socket, "", "Starting chips each");
    type_line(socket, "", "Rules profile");
    type_line(socket, rules, "Session written");
}

/// Types each line, waiting for the recorder to say it was taken.
fn type_taken(socket: &Path, lines: &[&str]) {
    for line in lines {
        type_line(socket, line, &format!("taken: {line}"));
    }
}

/// Leaves with `quit`, and waits for the recorder to be gone.
fn quit(socket: &Path) {
    tmux(socket, &["send-keys", "-t", "rec", "-l", "quit"]);
    tmux(socket, &["send-keys", "-t", "rec", "Enter"]);
    let start = Instant::now();
    while tmux(socket, &["capture-pane", "-p", "-t", "rec"]).contains("nos record") {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the recorder never left"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    tmux(socket, &["kill-server"]);
}

/// An expected transcript under `tests/record/`, its header of comments
/// left out: what the recorder writes.
fn expected(name: &str) -> String {
    let path = format!("{}/tests/record/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the expected transcript");
    text.lines()
        .skip_while(|line| line.starts_with('#'))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// `nos <command> --format json` on `file`: its exit code and its JSON.
fn json_of(command: &str, file: &Path) -> (Option<i32>, serde_json::Value) {
    let run = Command::new(NOS)
        .args([command, "--format", "json"])
        .arg(file)
        .output()
        .expect("nos runs");
    let json = serde_json::from_slice(&run.stdout).unwrap_or_else(|error| {
        panic!(
            "{error}: {}\n{}",
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        )
    });
    (run.status.code(), json)
}

/// The chips `nos check` gives each player after the last hand, in seating
/// order, and how many infractions it charged.
fn judged_chips(file: &Path) -> (Vec<i64>, u64) {
    let (code, verdict) = json_of("check", file);
    assert_eq!(verdict["unjudged"], 0, "{verdict}");
    let players = verdict["players"].as_array().expect("players");
    let chips = players
        .iter()
        .map(|p| {
            verdict["chips"][p.as_str().expect("a name")]
                .as_i64()
                .expect("chips")
        })
        .collect();
    let infractions = verdict["infractions"].as_u64().expect("a count");
    // Exit 1: an infraction charged, or a scoresheet that differs.
    assert_eq!(code, Some(1), "{verdict}");
    (chips, infractions)
}

/// The hand of `tests/record/whole-hand.yaml` up to Dirk's play out of
/// turn, with the scorekeeper's slip typed and undone, the screen checked as
/// it goes.
fn whole_hand_first_half(socket: &Path) {
    type_taken(
        socket,
        &["Anna set 4-4", "Anna announce ordinary-cross", "41 n"],
    );
    // A slip: Cees drew ten, one is typed. The undo takes it out again.
    let screen = type_line(socket, "Cees draw 1", "taken: Cees draw 1");
    assert!(screen.contains("Boneyard: 11"), "{screen}");
    let screen = type_line(socket, "undo", "undone: {by: Cees, draw: 1}");
    // 28 tiles less the four players' four.
    assert!(screen.contains("Boneyard: 12"), "{screen}");
    type_taken(socket, &["Cees draw 10", "42 e", "46 s", "43 w"]);
    // Dirk plays out of turn: charged at once, and the table asked.
    let screen = type_line(socket, "Dirk play 6-0 at south", "The table decides");
    let words = joined(&screen);
    assert!(
        words.contains(
            "Infraction: Dirk plays [6-0], but it is Bram's turn \
             (Dirk pays 40 to each of Anna, Bram, Cees)"
        ),
        "{screen}"
    );
    assert!(
        words.contains("`x` takes the tile back; the next event lets it stand."),
        "{screen}"
    );
    assert!(screen.contains("Owed: take back Dirk's [6-0]"), "{screen}");
    assert!(screen.contains("Turn: Bram to play"), "{screen}");
}

/// The rest of the hand: Dirk's tile taken back, Bram's play out of turn let
/// stand, the tiles Cees shows and the table's scoresheet.
fn whole_hand_second_half(socket: &Path) {
    let screen = type_line(socket, "x", "taken: x");
    assert!(!screen.contains("Owed: take back"), "{screen}");
    assert!(screen.contains("Turn: Bram to play"), "{screen}");
    // The tile taken back is off the layout again.
    assert!(
        screen.contains("Open ends: north 1, east 2, south 6, west 3"),
        "{screen}"
    );
    type_taken(
        socket,
        &[
            "Bram says pass",
            "25 e",
            "60 s",
            "35 w",
            "13 n",
            "02 s",
            "23 s",
        ],
    );
    // Bram plays in Anna's turn; the table lets it stand.
    let screen = type_line(socket, "Bram play 3-6 at north", "The table decides");
    assert!(
        joined(&screen).contains(
            "Infraction: Bram plays [3-6], but it is Anna's turn \
             (Bram pays 40 to each of Anna, Cees, Dirk)"
        ),
        "{screen}"
    );
    assert!(screen.contains("Owed: take back Bram's [6-3]"), "{screen}");
    assert!(screen.contains("Turn: Anna to play"), "{screen}");
    // The next event lets it stand: the question is gone, the tile stays.
    let screen = type_line(
        socket,
        "Anna play 5-1 at west",
        "taken: Anna play 5-1 at west",
    );
    assert!(!screen.contains("Owed: take back"), "{screen}");
    assert!(screen.contains("north (open 6)"), "{screen}");
    assert!(screen.contains("west (open 1)"), "{screen}");
    type_taken(socket, &["a n", "65 n", "12 w"]);
    // Dirk's last tile leaves Cees alone holding tiles: he alone is asked.
    let screen = type_line(socket, "22 w", "Cees shows (tiles");
    assert!(joined(&screen).contains("The hand is over"), "{screen}");
    type_line(
        socket,
        "1-0 3-0 6-1 6-2 0-0 5-0 1-1 3-3 5-5 6-6",
        "Anna's figure on the scoresheet",
    );
    type_line(socket, "755", "Bram's figure on the scoresheet");
    type_line(socket, "239", "Cees's figure on the scoresheet");
    type_line(socket, "447", "Dirk's figure on the scoresheet");
    // The table paid Dirk the double he never asked for.
    let screen = type_line(socket, "561", "Hand 1 ended.");
    assert!(
        joined(&screen).contains(
            "Hand 1 ended. Chips: Anna 755, Bram 239, Cees 447, Dirk 559. \
             Sheet differs: Dirk 561 (rules 559). Cees is on set next."
        ),
        "{screen}"
    );
    assert!(screen.contains("nos record"), "{screen}");
    assert!(screen.contains(", hand 2"), "{screen}");
}

/// The whole hand's file: the expected transcript word for word, judged as
/// its header works it out.
fn assert_whole_hand(file: &Path) {
    let written = std::fs::read_to_string(file).expect("the file");
    assert_eq!(written, expected("whole-hand.yaml"));
    let (chips, infractions) = judged_chips(file);
    assert_eq!(chips, [755, 239, 447, 559]);
    // Dirk's and Bram's plays out of turn, Bram's pass while able.
    assert_eq!(infractions, 3);
}

#[test]
fn a_whole_hand_with_a_slip_undone_a_tile_taken_back_and_one_let_stand() {
    if skipped() {
        return;
    }
    let dir = tempfile::tempdir().expect("a directory");
    let socket = dir.path().join("tmux.sock");
    let file = dir.path().join("hand.yaml");
    recorder(&socket, &file);
    give_session(&socket, "Anna, Bram, Cees, Dirk", "", "");
    whole_hand_first_half(&socket);
    whole_hand_second_half(&socket);
    quit(&socket);
    assert_whole_hand(&file);
}

#[test]
fn a_recorder_killed_mid_hand_is_reopened_and_the_hand_finished() {
    if skipped() {
        return;
    }
    let dir = tempfile::tempdir().expect("a directory");
    let socket = dir.path().join("tmux.sock");
    let file = dir.path().join("hand.yaml");
    // `exec`: the pane's process is the recorder itself.
    start(
        &socket,
        &format!("NO_COLOR=1 exec {NOS} record {}", file.display()),
    );
    give_session(&socket, "Anna, Bram, Cees, Dirk", "", "");
    whole_hand_first_half(&socket);
    let pid = tmux(
        &socket,
        &["display-message", "-p", "-t", "rec", "#{pane_pid}"],
    );
    let killed = Command::new("kill")
        .args(["-KILL", pid.trim()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    // The pane goes with its process, and the server with its last pane.
    let start = Instant::now();
    while Command::new("tmux")
        .arg("-S")
        .arg(&socket)
        .args(["has-session", "-t", "rec"])
        .output()
        .is_ok_and(|out| out.status.success())
    {
        assert!(start.elapsed() < Duration::from_secs(30), "never killed");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Everything typed before the kill is in the file, and nothing more:
    // the expected transcript up to Dirk's play, the slip undone.
    let written = std::fs::read_to_string(&file).expect("the file");
    assert!(
        written.ends_with("      - {by: Dirk, play: 6-0, at: south}\n"),
        "{written}"
    );
    assert!(
        expected("whole-hand.yaml").starts_with(&written),
        "{written}"
    );
    // Reopened, the recorder goes on where it stopped: the table still owes
    // its decision on Dirk's tile.
    recorder(&socket, &file);
    let screen = screen_with(&socket, "opened: going on.");
    assert!(screen.contains(", hand 1"), "{screen}");
    assert!(screen.contains("Owed: take back Dirk's [6-0]"), "{screen}");
    assert!(screen.contains("Turn: Bram to play"), "{screen}");
    whole_hand_second_half(&socket);
    quit(&socket);
    assert_whole_hand(&file);
}

/// One hand of the evening: its events, the tiles or count asked of the
/// player left holding tiles, and the table's figures (empty: not written).
struct EveningHand<'a> {
    lines: &'a [&'a str],
    left_holding: &'a str,
    shows: &'a str,
    sheet: [&'a str; 3],
    ended: &'a str,
}

#[test]
fn a_whole_evening_from_the_session_to_the_settlement() {
    if skipped() {
        return;
    }
    let dir = tempfile::tempdir().expect("a directory");
    let socket = dir.path().join("tmux.sock");
    let file = dir.path().join("evening.yaml");
    recorder(&socket, &file);
    give_session(&socket, "Anna Bram Cees", "Haaien", "en");
    let hands = [
        EveningHand {
            lines: &[
                "Anna set 6-6",
                "Anna announce ordinary",
                "61 w",
                "62 e",
                "13 w",
                "24 e",
                "35 w",
                "40 e",
                "51 w",
                "03 e",
                "12 w",
                "36 e",
                "25 w",
                "64 e",
                "a n",
            ],
            left_holding: "Cees",
            shows: "0-0",
            sheet: ["536", "503", "461"],
            ended: "Hand 1 ended. Chips: Anna 536, Bram 503, Cees 461. Cees is on set next.",
        },
        EveningHand {
            lines: &[
                "Cees set 5-5",
                "Cees announce ordinary",
                "53 w",
                "51 e",
                "30 w",
                "14 e",
                "02 w",
                "46 e",
                "26 w",
                "61 e",
                "60 w",
                "12 e",
                "04 w",
                "23 e",
                "c n",
            ],
            left_holding: "Bram",
            shows: "count 11",
            sheet: ["537", "481", "492"],
            ended: "Hand 2 ended. Chips: Anna 537, Bram 471, Cees 492. \
                    Sheet differs: Bram 481 (rules 471). Bram is on set next.",
        },
        EveningHand {
            lines: &[
                "Bram set 3-3",
                "Bram announce ordinary",
                "31 w",
                "32 e",
                "15 w",
                "24 e",
                "56 w",
                "40 e",
                "62 w",
                "01 e",
                "25 w",
                "16 e",
                "54 w",
                "60 e",
                "b n",
            ],
            left_holding: "Anna",
            shows: "6-6",
            sheet: ["", "", ""],
            ended: "Hand 3 ended. Chips: Anna 505, Bram 499, Cees 496. Anna is on set next.",
        },
    ];
    // Each hand's last tile, after the nos: the hand is over with it.
    let last = ["44 e", "44 w", "43 w"];
    for (hand, last) in hands.iter().zip(last) {
        type_taken(&socket, hand.lines);
        let asked = format!("{} shows (tiles", hand.left_holding);
        type_line(&socket, last, &asked);
        type_line(&socket, hand.shows, "Anna's figure on the scoresheet");
        type_line(&socket, hand.sheet[0], "Bram's figure on the scoresheet");
        type_line(&socket, hand.sheet[1], "Cees's figure on the scoresheet");
        let screen = type_line(&socket, hand.sheet[2], " ended.");
        assert!(joined(&screen).contains(hand.ended), "{screen}");
    }
    quit(&socket);
    let written = std::fs::read_to_string(&file).expect("the file");
    assert_eq!(written, expected("evening.yaml"));
    let (chips, infractions) = judged_chips(&file);
    assert_eq!(chips, [505, 499, 496]);
    assert_eq!(infractions, 0);
    // The settlement, as the header works it out.
    let (_, audit) = json_of("audit", &file);
    let settlement = &audit["settlement"];
    assert_eq!(settlement["pot"], 40, "{settlement}");
    let figures: Vec<(i64, i64, i64)> = settlement["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            let figure = |key: &str| p[key].as_i64().expect("a figure");
            (figure("kept"), figure("to_pot"), figure("balance"))
        })
        .collect();
    assert_eq!(figures, [(500, 5, 0), (480, 19, -20), (480, 16, -20)]);
}

#[test]
fn record_refuses_output_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("a directory");
    let file = dir.path().join("evening.yaml");
    let other = dir.path().join("report.txt");
    let run = std::process::Command::new(NOS)
        .arg("record")
        .arg(&file)
        .arg("-o")
        .arg(&other)
        .output()
        .expect("nos runs");
    assert_eq!(run.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&run.stderr).contains("`--output` does not go with `record`"),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(!file.exists() && !other.exists());
}
