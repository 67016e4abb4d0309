//! `--output` as a user meets it: it never names an input, by whatever route,
//! and a run writes its report whole or leaves the file as it was.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const EXAMPLE_2: &[u8] = include_bytes!("../fixtures/example-02-wait.yaml");

/// A directory of its own for one test, holding a copy of the example-2 transcript.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!("nos-output-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("t.yaml"), EXAMPLE_2).expect("transcript");
        Dir(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The names in the directory, sorted: no temporary file may be left.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .expect("dir")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Runs `nos` in the directory, standard input from `stdin` if given.
    fn nos(&self, args: &[&str], stdin: Option<&Path>) -> Output {
        let stdin = match stdin {
            Some(path) => Stdio::from(std::fs::File::open(self.0.join(path)).expect("stdin file")),
            None => Stdio::null(),
        };
        Command::new(env!("CARGO_BIN_EXE_nos"))
            .args(args)
            .current_dir(&self.0)
            .env("NO_COLOR", "1")
            .stdin(stdin)
            .output()
            .expect("nos runs")
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The run was refused before it read anything, and the transcript is as it was.
fn refused(dir: &Dir, output: &Output, names: &[&str]) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("nos::output::same-file"), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(
        std::fs::read(dir.path("t.yaml")).expect("transcript"),
        EXAMPLE_2,
        "the transcript's bytes changed"
    );
    assert_eq!(dir.names(), names);
}

#[test]
fn the_output_cannot_be_the_transcript_by_its_own_name() {
    let dir = Dir::new("same-path");
    let output = dir.nos(&["check", "t.yaml", "--output", "t.yaml"], None);
    refused(&dir, &output, &["t.yaml"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("`--output t.yaml` names the transcript being read"),
        "{stderr}"
    );
    // Other spellings of the same path, and the other commands that read one.
    let absolute = dir.path("t.yaml");
    let absolute = absolute.to_str().expect("UTF-8 path");
    for args in [
        ["check", "t.yaml", "--output", "./t.yaml"],
        ["audit", "./t.yaml", "--output", "t.yaml"],
        ["compare", "t.yaml", "--output", absolute],
    ] {
        refused(&dir, &dir.nos(&args, None), &["t.yaml"]);
    }
}

#[test]
fn the_output_cannot_be_the_transcript_through_a_symbolic_link() {
    let dir = Dir::new("symlink");
    std::os::unix::fs::symlink("t.yaml", dir.path("link.yaml")).expect("symlink");
    let output = dir.nos(&["check", "t.yaml", "--output", "link.yaml"], None);
    refused(&dir, &output, &["link.yaml", "t.yaml"]);
    assert!(
        std::fs::symlink_metadata(dir.path("link.yaml"))
            .expect("link")
            .file_type()
            .is_symlink(),
        "the link itself is left as it was"
    );
    // And the other way round: the transcript read through the link.
    let output = dir.nos(&["check", "link.yaml", "--output", "t.yaml"], None);
    refused(&dir, &output, &["link.yaml", "t.yaml"]);
}

#[test]
fn the_output_cannot_be_the_transcript_through_a_hard_link() {
    let dir = Dir::new("hard-link");
    std::fs::hard_link(dir.path("t.yaml"), dir.path("same.yaml")).expect("hard link");
    let output = dir.nos(&["check", "t.yaml", "--output", "same.yaml"], None);
    refused(&dir, &output, &["same.yaml", "t.yaml"]);
    assert_eq!(
        std::fs::read(dir.path("same.yaml")).expect("link"),
        EXAMPLE_2
    );
}

#[test]
fn the_output_cannot_be_the_file_standard_input_comes_from() {
    let dir = Dir::new("stdin");
    let output = dir.nos(
        &["check", "-", "--output", "t.yaml"],
        Some(Path::new("t.yaml")),
    );
    refused(&dir, &output, &["t.yaml"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("standard input is read from `t.yaml`"),
        "{stderr}"
    );
    // Standard input from another file is no conflict.
    std::fs::write(dir.path("copy.yaml"), EXAMPLE_2).expect("copy");
    let output = dir.nos(
        &["check", "-", "--output", "t.yaml"],
        Some(Path::new("copy.yaml")),
    );
    assert_eq!(output.status.code(), Some(0));
    let report = std::fs::read_to_string(dir.path("t.yaml")).expect("report");
    assert!(report.contains("next on set: Dirk"), "{report}");
}

#[test]
fn the_output_cannot_be_a_rules_file() {
    let dir = Dir::new("rules-file");
    std::fs::write(dir.path("house.yaml"), "profile: en\n").expect("rules file");
    let output = dir.nos(
        &[
            "check",
            "t.yaml",
            "--rules-file",
            "house.yaml",
            "--output",
            "house.yaml",
        ],
        None,
    );
    refused(&dir, &output, &["house.yaml", "t.yaml"]);
    assert_eq!(
        std::fs::read(dir.path("house.yaml")).expect("rules file"),
        b"profile: en\n"
    );
}

#[test]
fn a_text_run_that_cannot_judge_leaves_no_file_and_replaces_none() {
    let dir = Dir::new("unusable-text");
    std::fs::write(dir.path("bad.yaml"), "session: [unclosed\n").expect("bad transcript");
    let output = dir.nos(&["check", "bad.yaml", "--output", "report.txt"], None);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("nos::transcript::yaml"),
        "the diagnostics still go to standard error"
    );
    assert_eq!(dir.names(), ["bad.yaml", "t.yaml"], "no report file");

    // An existing report is left as it was, by a bad transcript and by a missing one.
    std::fs::write(dir.path("report.txt"), "last week's report\n").expect("old report");
    for input in ["bad.yaml", "missing.yaml"] {
        let output = dir.nos(&["audit", input, "--output", "report.txt"], None);
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(
            std::fs::read_to_string(dir.path("report.txt")).expect("report"),
            "last week's report\n"
        );
    }
    assert_eq!(dir.names(), ["bad.yaml", "report.txt", "t.yaml"]);
}

#[test]
fn a_json_run_that_cannot_judge_writes_its_problems_document() {
    let dir = Dir::new("unusable-json");
    std::fs::write(dir.path("bad.yaml"), "session: [unclosed\n").expect("bad transcript");
    std::fs::write(dir.path("report.json"), "{}\n").expect("old report");
    let output = dir.nos(
        &[
            "check",
            "bad.yaml",
            "--format",
            "json",
            "--output",
            "report.json",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty(), "the document goes to the file");
    let document: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path("report.json")).expect("report"))
            .expect("a whole JSON document");
    assert_eq!(document["source"], "bad.yaml");
    let problems = document["problems"].as_array().expect("problems");
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0]["code"], "nos::transcript::yaml");
    assert_eq!(problems[0]["line"], 1);
    assert_eq!(dir.names(), ["bad.yaml", "report.json", "t.yaml"]);
}

#[test]
fn a_report_is_as_readable_as_any_new_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Dir::new("permissions");
    let output = dir.nos(&["check", "t.yaml", "--output", "report.txt"], None);
    assert_eq!(output.status.code(), Some(0));
    let new = dir.path("new.txt");
    std::fs::write(&new, "").expect("a new file");
    let mode = |path: &Path| {
        std::fs::metadata(path)
            .expect("metadata")
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode(&dir.path("report.txt")), mode(&new));
}

const EVENING: &[u8] = include_bytes!("../fixtures/evening.yaml");
const PARTIAL: &[u8] = include_bytes!("../tests/partial/two-broken-hands.yaml");

#[test]
fn a_report_written_hand_by_hand_into_a_file_is_what_standard_output_gets() {
    let dir = Dir::new("streamed");
    std::fs::write(dir.path("evening.yaml"), EVENING).expect("transcript");
    std::fs::write(dir.path("report"), "last week's report\n").expect("old report");
    for format in ["text", "json"] {
        let printed = dir.nos(&["check", "evening.yaml", "--format", format], None);
        assert_eq!(
            printed.status.code(),
            Some(1),
            "the evening has infractions"
        );
        assert!(printed.stdout.len() > 10_000, "{format}");
        let filed = dir.nos(
            &[
                "check",
                "evening.yaml",
                "--format",
                format,
                "--output",
                "report",
            ],
            None,
        );
        assert_eq!(filed.status.code(), Some(1));
        assert!(filed.stdout.is_empty(), "the report goes to the file");
        assert_eq!(filed.stderr, printed.stderr);
        assert_eq!(
            std::fs::read(dir.path("report")).expect("report"),
            printed.stdout,
            "{format}: the old report replaced whole"
        );
        // No temporary file is left beside it.
        assert_eq!(dir.names(), ["evening.yaml", "report", "t.yaml"]);
    }
}

#[test]
fn a_report_of_a_partly_judged_session_is_written_and_its_problems_go_to_standard_error() {
    let dir = Dir::new("partial");
    std::fs::write(dir.path("broken.yaml"), PARTIAL).expect("transcript");
    for format in ["text", "json"] {
        let printed = dir.nos(&["check", "broken.yaml", "--format", format], None);
        let filed = dir.nos(
            &[
                "check",
                "broken.yaml",
                "--format",
                format,
                "--output",
                "report",
            ],
            None,
        );
        assert_eq!(printed.status.code(), Some(2), "hands not judged");
        assert_eq!(filed.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&filed.stderr);
        assert!(stderr.contains("could not be judged"), "{stderr}");
        assert_eq!(filed.stderr, printed.stderr);
        assert!(filed.stdout.is_empty());
        let report = std::fs::read(dir.path("report")).expect("the judged hands' report");
        assert_eq!(report, printed.stdout, "{format}");
        assert_eq!(dir.names(), ["broken.yaml", "report", "t.yaml"]);
    }
}

const DISPUTE_D3: &[u8] = include_bytes!("../fixtures/dispute-d3-double-after-pass.yaml");

#[test]
fn a_comparison_into_a_file_is_what_standard_output_gets_and_an_unreadable_one_replaces_nothing() {
    let dir = Dir::new("compared");
    std::fs::write(dir.path("d3.yaml"), DISPUTE_D3).expect("transcript");
    std::fs::write(dir.path("broken.yaml"), PARTIAL).expect("transcript");
    std::fs::write(dir.path("bad.yaml"), "session: [unclosed\n").expect("bad transcript");
    for format in ["text", "json"] {
        // The readings differ (exit 1); some hands are not judged (exit 2).
        for (input, code) in [("d3.yaml", 1), ("broken.yaml", 2)] {
            std::fs::write(dir.path("report"), "last week's report\n").expect("old report");
            let printed = dir.nos(&["compare", input, "--format", format], None);
            assert_eq!(printed.status.code(), Some(code), "{input}");
            assert!(!printed.stdout.is_empty(), "{input}");
            let filed = dir.nos(
                &["compare", input, "--format", format, "--output", "report"],
                None,
            );
            assert_eq!(filed.status.code(), Some(code), "{input}");
            assert!(filed.stdout.is_empty(), "the comparison goes to the file");
            assert_eq!(filed.stderr, printed.stderr);
            assert_eq!(
                std::fs::read(dir.path("report")).expect("report"),
                printed.stdout,
                "{input}, {format}: the old report replaced whole"
            );
        }
    }
    // A transcript that cannot be read at all: in text no comparison, and the
    // old report is left as it was; in JSON its problems document.
    std::fs::write(dir.path("report"), "last week's report\n").expect("old report");
    let output = dir.nos(&["compare", "bad.yaml", "--output", "report"], None);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(dir.path("report")).expect("report"),
        "last week's report\n"
    );
    let output = dir.nos(
        &[
            "compare", "bad.yaml", "--format", "json", "--output", "report",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    let document: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path("report")).expect("report"))
            .expect("a whole JSON document");
    assert_eq!(document["problems"][0]["code"], "nos::transcript::yaml");
    assert_eq!(
        dir.names(),
        ["bad.yaml", "broken.yaml", "d3.yaml", "report", "t.yaml"],
        "no temporary file left"
    );
}
