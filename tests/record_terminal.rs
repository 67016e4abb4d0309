//! `nos record` in a real terminal: tmux runs it, types a session and a hand
//! with `send-keys`, reads the screen with `capture-pane`, leaves, and the
//! file written judges under `nos check`.
//!
//! tmux is installed by `scripts/test` where it is missing; without it the
//! test says so on standard error and in its name's output, and passes only
//! after saying it was skipped.

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

/// Waits until the screen shows `text`, and returns it.
fn screen_with(socket: &Path, text: &str) -> String {
    let start = Instant::now();
    loop {
        let screen = tmux(socket, &["capture-pane", "-p", "-t", "rec"]);
        if screen.contains(text) {
            return screen;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "`{text}` never shown:\n{screen}"
        );
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
