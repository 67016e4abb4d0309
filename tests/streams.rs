//! The streams around a run: a standard output that cannot take the report,
//! or a reader that went away, and a transcript that changes while it is read.
#![cfg(unix)]

use std::process::{Command, Output, Stdio};

/// Runs `nos` in the crate's directory with standard output going to `stdout`.
fn nos_into(args: &[&str], stdout: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("nos runs")
}

/// Every command, with a report of each kind: one transcript and many, text
/// and JSON, small outputs (caught by the last flush) and large ones (caught
/// by a write).
const EVERY_COMMAND: &[&[&str]] = &[
    &["check", "fixtures/example-02-wait.yaml"],
    &["check", "fixtures/evening.yaml"],
    &["check", "fixtures/evening.yaml", "--format", "json"],
    &[
        "check",
        "fixtures/evening.yaml",
        "fixtures/example-02-wait.yaml",
    ],
    &["audit", "fixtures/evening.yaml"],
    &["report", "fixtures/evening.yaml"],
    &["compare", "fixtures/evening.yaml"],
    &[
        "compare",
        "fixtures/evening.yaml",
        "fixtures/example-02-wait.yaml",
    ],
    &["show", "fixtures/evening.yaml", "--hand", "1"],
    &["simulate", "--players", "4", "--hands", "3", "--seed", "1"],
    &["rules"],
    &["schema"],
    &["games"],
    &["completions", "bash"],
    &["man"],
    &["--help"],
];

#[test]
fn a_full_disk_on_standard_output_is_exit_2_with_a_message_for_every_command() {
    for args in EVERY_COMMAND {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let run = nos_into(args, Stdio::from(full));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to standard output: No space left on device"),
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn a_reader_that_went_away_is_exit_2_and_no_word_for_one_file_and_many() {
    for args in EVERY_COMMAND {
        // The reader closed its end before the run began.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let run = nos_into(args, Stdio::from(writer));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(!stderr.contains("cannot write"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
