//! Junk given as a transcript: the diagnostics stay a few lines long whatever
//! the file holds, show control bytes as escapes, and tell a file's real size.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("nos-junk-{}-{name}", std::process::id()))
}

fn nos_on(path: &std::path::Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .arg("check")
        .arg(path)
        .args(extra)
        .env("NO_COLOR", "1")
        .output()
        .expect("nos runs")
}

#[test]
fn megabytes_on_one_line_give_a_diagnostic_of_a_few_lines() {
    // Five megabytes of NUL bytes, and two of text on one line with a YAML
    // error near its end.
    let nul = temp_file("nul.yaml");
    std::fs::write(&nul, vec![0u8; 5 * 1024 * 1024]).expect("write");
    let mut line = String::from("session: {club: ");
    line.push_str(&"x".repeat(2_000_000));
    line.push_str(", players: [Anna, Bram, Cees], chips: [oops}\n");
    let long = temp_file("long.yaml");
    std::fs::write(&long, &line).expect("write");

    for (path, shows) in [
        (&nul, "\\0\\0\\0"),
        (&long, "xx, players: [Anna, Bram, Cees], chips: [oops}"),
    ] {
        let output = nos_on(path, &[]);
        let _ = std::fs::remove_file(path);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.len() < 2_000, "{} bytes: {stderr}", stderr.len());
        assert!(stderr.contains("bytes left out"), "{stderr}");
        assert!(stderr.contains(shows), "{stderr}");
        assert!(!stderr.contains('\0'), "{stderr}");
        // Every snippet line is cut to at most 160 characters and its notes.
        let widest = stderr.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(widest < 240, "a line of {widest} characters");
    }
}

#[test]
fn the_long_line_is_shown_around_the_place_at_fault() {
    let mut line = String::from("session: {club: ");
    line.push_str(&"x".repeat(1_000_000));
    line.push_str(", players: [Anna, Bram, Cees]]\n");
    let path = temp_file("fault.yaml");
    std::fs::write(&path, &line).expect("write");
    let output = nos_on(&path, &[]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The snippet shows the stray bracket, where the `{` is closed, and how
    // much of the line before it was left out.
    assert!(stderr.contains("[... 1000005 bytes left out] "), "{stderr}");
    assert!(stderr.contains("Cees]]"), "{stderr}");
    // The header still gives the problem's place in the file: the `{` it starts at.
    let column = line.find('{').expect("{") + 1;
    assert!(
        stderr.contains(&format!(":1:{column}]")),
        "column {column}: {stderr}"
    );
}

#[test]
fn control_bytes_are_shown_escaped() {
    let path = temp_file("escape.yaml");
    std::fs::write(&path, "session:\n  club: \u{1b}[31mred\u{7}\n").expect("write");
    let output = nos_on(&path, &[]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("club: \\x1b[31mred\\x07"), "{stderr}");
    assert!(!stderr.contains('\u{1b}') && !stderr.contains('\u{7}'));
    assert!(stderr.contains("escape.yaml:2:9]"), "{stderr}");
}

#[test]
fn a_large_file_is_read_to_its_problem_named_redirected_or_piped() {
    // A sparse file of 9 MiB, all NUL bytes (more than the referee checks at
    // a time): no size is refused, and the first byte says it is not a transcript.
    let path = temp_file("large.yaml");
    let file = std::fs::File::create(&path).expect("create");
    file.set_len(9 * 1024 * 1024).expect("set_len");
    drop(file);

    let named = nos_on(&path, &[]);
    let json = nos_on(&path, &["--format", "json"]);
    let redirected = Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(["check", "-"])
        .stdin(std::fs::File::open(&path).expect("open"))
        .env("NO_COLOR", "1")
        .output()
        .expect("nos runs");
    let _ = std::fs::remove_file(&path);

    // Through a pipe, what comes is copied aside and read the same way, up to
    // the first NUL byte: the referee may close the pipe before the writer is
    // done, as `head` does, and the verdict is the same.
    let mut piped = Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(["check", "-"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nos runs");
    let mut stdin = piped.stdin.take().expect("stdin");
    let chunk = vec![0_u8; 1024 * 1024];
    for _ in 0..9 {
        if stdin.write_all(&chunk).is_err() {
            break;
        }
    }
    drop(stdin);
    let piped = piped.wait_with_output().expect("nos finishes");

    for output in [&named, &redirected, &piped] {
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("the file is binary, not text: it holds NUL bytes"),
            "{stderr}"
        );
        assert!(stderr.contains(":1:1]"), "{stderr}");
    }
    let document: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        document["problems"][0]["message"],
        "the file is binary, not text: it holds NUL bytes"
    );
}
