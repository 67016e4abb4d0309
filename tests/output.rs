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
            .env("LC_ALL", "C")
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

/// The mode bits of the file at `path`, links followed.
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .expect("metadata")
        .permissions()
        .mode()
        & 0o7777
}

#[test]
fn an_output_through_a_symbolic_link_replaces_the_file_it_names_and_keeps_the_link() {
    let dir = Dir::new("through-link");
    let printed = dir.nos(&["check", "t.yaml"], None);
    std::fs::create_dir(dir.path("reports")).expect("reports");
    std::fs::write(dir.path("reports/old.txt"), "last week's report\n").expect("old");
    std::os::unix::fs::symlink("reports/old.txt", dir.path("link.txt")).expect("link");
    // A link to a file that is not there yet: the file is made.
    std::os::unix::fs::symlink("reports/new.txt", dir.path("dangling.txt")).expect("link");
    for (link, file) in [
        ("link.txt", "reports/old.txt"),
        ("dangling.txt", "reports/new.txt"),
    ] {
        for command in ["check", "audit"] {
            let run = dir.nos(&[command, "t.yaml", "--output", link], None);
            assert_eq!(run.status.code(), Some(0), "{link}, {command}");
            let kind = std::fs::symlink_metadata(dir.path(link)).expect("link");
            assert!(kind.file_type().is_symlink(), "{link} is still a link");
            let report = std::fs::read(dir.path(file)).expect("report");
            if command == "check" {
                assert_eq!(report, printed.stdout, "{link}");
            }
        }
    }
    assert_eq!(
        dir.names(),
        ["dangling.txt", "link.txt", "reports", "t.yaml"]
    );
    let mut reports: Vec<_> = std::fs::read_dir(dir.path("reports"))
        .expect("reports")
        .map(|entry| entry.expect("entry").file_name())
        .collect();
    reports.sort();
    assert_eq!(reports, ["new.txt", "old.txt"], "no temporary file left");
}

#[test]
fn an_output_that_is_a_device_or_a_named_pipe_is_written_into_not_replaced() {
    use std::io::Read;
    use std::os::unix::fs::FileTypeExt;
    let dir = Dir::new("device");
    let printed = dir.nos(&["audit", "t.yaml"], None);
    // A device, reached through a link so that a rename would replace only
    // the link: `/dev/null` takes the report, and `/dev/full` refuses it.
    std::os::unix::fs::symlink("/dev/null", dir.path("null")).expect("link");
    std::os::unix::fs::symlink("/dev/full", dir.path("full")).expect("link");
    for command in ["check", "audit", "compare"] {
        let run = dir.nos(&[command, "t.yaml", "--output", "null"], None);
        assert_eq!(run.status.code(), Some(0), "{command}");
        let run = dir.nos(&[command, "t.yaml", "--output", "full"], None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{command}: {stderr}");
        assert!(
            stderr.contains("cannot write full: No space left on device"),
            "{command}: {stderr}"
        );
    }
    for device in ["null", "full"] {
        let kind = std::fs::symlink_metadata(dir.path(device)).expect("link");
        assert!(kind.file_type().is_symlink(), "{device} is still a link");
    }
    assert!(
        std::fs::metadata("/dev/null")
            .expect("/dev/null")
            .file_type()
            .is_char_device()
    );
    // Standard output named as a file, here a pipe to the test.
    let run = dir.nos(&["audit", "t.yaml", "--output", "/dev/stdout"], None);
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(run.stdout, printed.stdout);
    // A named pipe: the reader gets the report as it is written.
    let fifo = dir.path("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut report = Vec::new();
            std::fs::File::open(fifo)
                .and_then(|mut pipe| pipe.read_to_end(&mut report))
                .expect("read the pipe");
            report
        })
    };
    let run = dir.nos(&["audit", "t.yaml", "--output", "pipe"], None);
    assert_eq!(run.status.code(), Some(0));
    let kind = std::fs::symlink_metadata(&fifo).expect("pipe");
    assert!(kind.file_type().is_fifo(), "the pipe is still a pipe");
    // Joined only once the pipe is known to be there: a reader of a pipe
    // that was replaced would wait for ever.
    assert_eq!(reader.join().expect("reader"), printed.stdout);
    assert_eq!(dir.names(), ["full", "null", "pipe", "t.yaml"]);
}

#[test]
fn an_output_that_is_a_socket_or_a_directory_is_refused_and_left_as_it_was() {
    use std::os::unix::fs::FileTypeExt;
    let dir = Dir::new("socket");
    let _listening = std::os::unix::net::UnixListener::bind(dir.path("sock")).expect("socket");
    std::fs::create_dir(dir.path("reports")).expect("directory");
    for (output, what) in [("sock", "a socket"), ("reports", "a directory")] {
        for command in ["check", "audit"] {
            let run = dir.nos(&[command, "t.yaml", "--output", output], None);
            let stderr = String::from_utf8_lossy(&run.stderr);
            assert_eq!(run.status.code(), Some(2), "{output}: {stderr}");
            assert!(
                stderr.contains(&format!("cannot write {output}: it is {what}")),
                "{stderr}"
            );
        }
    }
    let kind = std::fs::symlink_metadata(dir.path("sock")).expect("socket");
    assert!(kind.file_type().is_socket(), "the socket is still a socket");
    assert!(dir.path("reports").is_dir());
    assert_eq!(dir.names(), ["reports", "sock", "t.yaml"]);
}

#[test]
fn a_replaced_report_keeps_the_old_files_mode_and_owner() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = Dir::new("mode");
    for (command, old_mode) in [("check", 0o600), ("audit", 0o640), ("report", 0o444)] {
        let old = dir.path("report.txt");
        std::fs::write(&old, "last week's report\n").expect("old report");
        std::fs::set_permissions(&old, std::fs::Permissions::from_mode(old_mode)).expect("mode");
        // Given to another user where the test may (run as root): kept.
        let given = std::os::unix::fs::chown(&old, Some(4321), Some(4321)).is_ok();
        let run = dir.nos(&[command, "t.yaml", "--output", "report.txt"], None);
        assert_eq!(run.status.code(), Some(0), "{command}");
        assert_ne!(
            std::fs::read(&old).expect("report"),
            b"last week's report\n",
            "{command}: replaced"
        );
        assert_eq!(mode(&old), old_mode, "{command}");
        if given {
            let metadata = std::fs::metadata(&old).expect("metadata");
            assert_eq!((metadata.uid(), metadata.gid()), (4321, 4321), "{command}");
        }
        std::fs::remove_file(&old).expect("remove");
    }
}

#[test]
fn an_error_about_the_output_never_names_the_temporary_file() {
    let dir = Dir::new("error-words");
    for args in [
        &["check", "t.yaml", "--output", "nowhere/report.txt"][..],
        &["audit", "t.yaml", "--output", "nowhere/report.txt"],
        &[
            "check",
            "t.yaml",
            "t.yaml",
            "--output",
            "nowhere/report.txt",
        ],
    ] {
        let run = dir.nos(args, None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains("cannot write nowhere/report.txt: No such file or directory"),
            "{stderr}"
        );
        assert!(!stderr.contains(".nos-output"), "{stderr}");
        assert!(!stderr.contains(".tmp"), "{stderr}");
    }
}

/// The paths of the files `pid` holds open under `dir`.
#[cfg(target_os = "linux")]
fn open_under(pid: u32, dir: &Path) -> Vec<PathBuf> {
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return Vec::new();
    };
    fds.filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok())
        .filter(|path| path.starts_with(dir))
        .collect()
}

#[test]
#[cfg(target_os = "linux")]
fn an_interrupted_run_leaves_no_temporary_file_and_no_report() {
    use std::os::unix::process::ExitStatusExt;
    let dir = Dir::new("interrupted");
    let made = dir.nos(
        &[
            "simulate",
            "--players",
            "4",
            "--hands",
            "3000",
            "--seed",
            "7",
            "--output",
            "long.yaml",
        ],
        None,
    );
    assert_eq!(made.status.code(), Some(0));
    // A whole report written before: the interrupted run leaves it as it was.
    std::fs::write(dir.path("report.txt"), "last week's report\n").expect("old");
    for (signal, name) in [(2, "INT"), (15, "TERM")] {
        for command in ["check", "compare"] {
            let mut run = Command::new(env!("CARGO_BIN_EXE_nos"))
                .env("LC_ALL", "C")
                .args([command, "long.yaml", "--output", "report.txt"])
                .current_dir(&dir.0)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("nos runs");
            // Once the run holds its temporary file open beside the report.
            let started = std::time::Instant::now();
            while open_under(run.id(), &dir.0)
                .iter()
                .all(|path| path.ends_with("long.yaml"))
            {
                assert!(started.elapsed().as_secs() < 60, "no temporary file opened");
                assert!(run.try_wait().expect("wait").is_none(), "{command} ended");
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            let killed = Command::new("kill")
                .args([format!("-{name}"), run.id().to_string()])
                .status()
                .expect("kill");
            assert!(killed.success());
            let status = run.wait().expect("nos ends");
            assert_eq!(status.signal(), Some(signal), "{command}: {status:?}");
            assert_eq!(
                dir.names(),
                ["long.yaml", "report.txt", "t.yaml"],
                "{command}, SIG{name}"
            );
            assert_eq!(
                std::fs::read_to_string(dir.path("report.txt")).expect("report"),
                "last week's report\n"
            );
        }
    }
}
