//! The streams around a run: a standard output that cannot take the report,
//! or a reader that went away, and a transcript that changes while it is read.
#![cfg(unix)]

use std::process::{Command, Output, Stdio};

/// Runs `nos` in the crate's directory with standard output going to `stdout`.
fn nos_into(args: &[&str], stdout: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
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

/// A directory of its own for one test.
struct Dir(std::path::PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!("nos-streams-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Dir(dir)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether the process `pid` has the file at `path` mapped into memory.
#[cfg(target_os = "linux")]
fn maps(pid: u32, path: &std::path::Path) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/maps"))
        .is_ok_and(|maps| maps.contains(&*path.to_string_lossy()))
}

#[test]
#[cfg(target_os = "linux")]
fn a_transcript_cut_short_while_it_is_read_is_exit_2_with_a_message_not_sigbus() {
    let dir = Dir::new("cut-short");
    let long = dir.0.join("long.yaml");
    let made = Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args([
            "simulate",
            "--players",
            "4",
            "--hands",
            "3000",
            "--seed",
            "11",
        ])
        .output()
        .expect("nos simulate");
    assert_eq!(made.status.code(), Some(0));
    let whole = made.stdout;
    let short = dir.0.join("short.yaml");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/example-02-wait.yaml"),
        &short,
    )
    .expect("copy");
    let report = dir.0.join("report.txt");
    let (long_arg, short_arg) = (long.to_string_lossy(), short.to_string_lossy());
    let report_arg = report.to_string_lossy();
    for args in [
        vec!["check", &long_arg],
        vec!["check", &long_arg, "--output", &report_arg],
        vec!["compare", &long_arg],
        vec!["check", &long_arg, &short_arg],
    ] {
        std::fs::write(&long, &whole).expect("transcript");
        let run = Command::new(env!("CARGO_BIN_EXE_nos"))
            .env("LC_ALL", "C")
            .args(&args)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nos runs");
        // Once the transcript is mapped, it is cut to a tenth.
        let started = std::time::Instant::now();
        while !maps(run.id(), &long) {
            assert!(started.elapsed().as_secs() < 60, "{args:?}: never mapped");
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        std::fs::OpenOptions::new()
            .write(true)
            .open(&long)
            .and_then(|file| file.set_len(whole.len() as u64 / 10))
            .expect("cut short");
        let run = run.wait_with_output().expect("nos ends");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(
            run.status.code(),
            Some(2),
            "{args:?}: {:?} {stderr}",
            run.status
        );
        assert!(
            stderr.contains("while it was read: judge it again once it is whole"),
            "{args:?}: {stderr}"
        );
        assert!(
            !report.exists(),
            "{args:?}: no report of a file that changed"
        );
    }
}
