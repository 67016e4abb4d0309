//! The `nos` binary as a user runs it: exit codes, standard input, `--output`,
//! and an input file left exactly as it was.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const CLEAN: &str = "fixtures/example-02-wait.yaml";
const EXAMPLE_2: &str = include_str!("../fixtures/example-02-wait.yaml");

fn nos(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = spawned(args);
    if let Some(bytes) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(bytes)
            .expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("nos finishes")
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("nos-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn exit_codes_are_distinct() {
    let clean = nos(&["check", CLEAN], None);
    assert_eq!(
        clean.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&clean.stderr)
    );

    // The same hand with a false nos: an infraction.
    let text = EXAMPLE_2.to_owned();
    let with_false_nos = text.replacen(
        "      - {by: Anna, play: 4-1}",
        "      - {by: Anna, says: nos}\n      - {by: Anna, play: 4-1}",
        1,
    );
    assert_ne!(with_false_nos, text);
    let infraction = nos(&["check", "-"], Some(with_false_nos.as_bytes()));
    assert_eq!(infraction.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&infraction.stdout).contains("nos::infraction::false-nos"));

    // Not a transcript at all.
    let unusable = nos(&["check", "-"], Some(b"session: [unclosed"));
    assert_eq!(unusable.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&unusable.stderr);
    assert!(stderr.contains("nos::transcript::yaml"), "{stderr}");
    assert!(stderr.contains("<stdin>:1:"), "{stderr}");

    // A file that does not exist, and a wrong command line.
    assert_eq!(
        nos(&["check", "no-such-file.yaml"], None).status.code(),
        Some(2)
    );
    assert_eq!(
        nos(&["check", CLEAN, "--rules", "fr"], None).status.code(),
        Some(2)
    );
    assert_eq!(nos(&["frobnicate"], None).status.code(), Some(2));
}

#[test]
fn a_scoresheet_that_disagrees_exits_1() {
    let text = EXAMPLE_2.to_owned();
    let wrong = text.replace("scoresheet: {Anna: 490,", "scoresheet: {Anna: 495,");
    assert_ne!(wrong, text);
    let output = nos(&["audit", "-"], Some(wrong.as_bytes()));
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("Anna 495 ≠ 490 (+5)"), "{stdout}");
    assert!(stdout.contains("an arithmetic slip"), "{stdout}");
}

#[test]
fn json_verdict_has_the_documented_shape() {
    let output = nos(&["check", CLEAN, "--format", "json"], None);
    let verdict: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(verdict["format"], "nos-verdict/3");
    let hand = &verdict["hands"][0];
    assert_eq!(hand["chips"]["Anna"], 490);
    assert_eq!(hand["next_on_set"], "Dirk");
    assert!(hand["infractions"].as_array().is_some_and(Vec::is_empty));
}

#[test]
fn output_file_is_written_whole_and_the_input_is_untouched() {
    let dir = temp_dir("output");
    let input = dir.join("evening.yaml");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/example-02-wait.yaml"),
        &input,
    )
    .expect("copy");
    let before = std::fs::read(&input).expect("input");
    let modified = std::fs::metadata(&input)
        .and_then(|m| m.modified())
        .expect("mtime");

    let report = dir.join("report.txt");
    let output = nos(
        &[
            "check",
            input.to_str().expect("utf-8 path"),
            "--output",
            report.to_str().expect("utf-8 path"),
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty(), "the report goes to the file");
    let written = std::fs::read_to_string(&report).expect("report written");
    assert!(written.contains("next on set: Dirk"));

    // A report that cannot be written leaves nothing behind and fails with 2.
    let nowhere = dir.join("missing-dir").join("report.txt");
    let failed = nos(
        &[
            "check",
            input.to_str().expect("utf-8 path"),
            "--output",
            nowhere.to_str().expect("utf-8 path"),
        ],
        None,
    );
    assert_eq!(failed.status.code(), Some(2));
    assert!(!nowhere.exists());
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(
        leftovers.len(),
        2,
        "only the input and the report: {leftovers:?}"
    );

    assert_eq!(std::fs::read(&input).expect("input"), before);
    assert_eq!(
        std::fs::metadata(&input)
            .and_then(|m| m.modified())
            .expect("mtime"),
        modified
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn compare_exits_1_when_readings_differ_and_0_when_they_agree() {
    let agree = nos(
        &["compare", CLEAN, "--rules", "en", "--rules", "de-1996"],
        None,
    );
    assert_eq!(
        agree.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&agree.stdout)
    );
    let text = EXAMPLE_2.to_owned();
    // Dirk claims for his [5-5] on the tile Cees went out with: D2 decides.
    let disputed = text.replace(
        "      - {by: Anna, play: 5-0, at: west}",
        "      - {by: Dirk, claim: 5}\n      - {by: Anna, play: 5-0, at: west}",
    );
    let differ = nos(
        &["compare", "-", "--rules", "en", "--rules", "en,D2=paid"],
        Some(disputed.as_bytes()),
    );
    assert_eq!(differ.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&differ.stdout);
    assert!(stdout.contains("the readings part at line 55"), "{stdout}");
}

#[test]
fn a_club_rules_file_sets_its_readings() {
    let dir = temp_dir("rules-file");
    let house = dir.join("haaien.yaml");
    std::fs::write(&house, "profile: en\nswitches:\n  D2: paid\n").expect("rules file");
    let disputed = "fixtures/dispute-d2-double-on-out-tile.yaml";
    let under_en = nos(&["check", disputed, "--format", "json"], None);
    let under_house = nos(
        &[
            "check",
            disputed,
            "--format",
            "json",
            "--rules-file",
            house.to_str().expect("utf-8 path"),
        ],
        None,
    );
    let en: serde_json::Value = serde_json::from_slice(&under_en.stdout).expect("JSON");
    let house_verdict: serde_json::Value =
        serde_json::from_slice(&under_house.stdout).expect("JSON");
    assert_eq!(en["rules"]["switches"]["D2"], "unpaid");
    assert_eq!(house_verdict["rules"]["switches"]["D2"], "paid");
    assert_eq!(house_verdict["rules"]["label"], "en,D2=paid");
    // Under D2=paid Cees's claim is owed: no wrong claim, and he is paid for his double.
    let kinds = |v: &serde_json::Value| -> Vec<String> {
        v["hands"][0]["infractions"]
            .as_array()
            .expect("infractions")
            .iter()
            .map(|i| i["kind"].to_string())
            .collect()
    };
    assert!(kinds(&en).iter().any(|k| k.contains("wrong-claim")));
    assert!(
        !kinds(&house_verdict)
            .iter()
            .any(|k| k.contains("wrong-claim"))
    );
    // `--rule` on top of the file wins.
    let overridden = nos(
        &[
            "check",
            disputed,
            "--format",
            "json",
            "--rules-file",
            house.to_str().expect("utf-8 path"),
            "--rule",
            "D2=unpaid",
        ],
        None,
    );
    let overridden: serde_json::Value = serde_json::from_slice(&overridden.stdout).expect("JSON");
    assert_eq!(overridden["rules"]["switches"]["D2"], "unpaid");
    // `compare` takes the file as one more reading beside `--rules`.
    let compared = nos(
        &[
            "compare",
            disputed,
            "--rules",
            "en",
            "--rules-file",
            house.to_str().expect("utf-8 path"),
        ],
        None,
    );
    assert_eq!(compared.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&compared.stdout);
    assert!(
        stdout.contains("readings of fixtures/dispute-d2-double-on-out-tile.yaml: en | en,D2=paid"),
        "{stdout}"
    );

    // A rules file with a switch that does not exist is pointed at in the file.
    std::fs::write(&house, "profile: en\nswitches:\n  D9: paid\n").expect("rules file");
    let bad = nos(
        &[
            "check",
            disputed,
            "--rules-file",
            house.to_str().expect("utf-8 path"),
        ],
        None,
    );
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(stderr.contains("haaien.yaml:3:3"), "{stderr}");
    assert!(stderr.contains("no switch `D9`"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn report_writes_one_page_and_show_draws_the_table() {
    let dir = temp_dir("report");
    let page = dir.join("evening.html");
    let page_arg = page.display().to_string();
    // The evening has infractions and a scoresheet that disagrees: exit 1, as `check`.
    let report = nos(
        &["report", "fixtures/evening.yaml", "--output", &page_arg],
        None,
    );
    assert_eq!(
        report.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&report.stderr)
    );
    assert!(report.stdout.is_empty());
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert_eq!(html.matches("<section class=\"hand\"").count(), 9);
    // Nothing from the network, nothing to run.
    for absent in ["<script", "http://", "https://", "@import", "url(http"] {
        let outside_svg_namespace = html.replace("http://www.w3.org/2000/svg", "");
        assert!(!outside_svg_namespace.contains(absent), "{absent}");
    }
    // A clean hand exits 0.
    let clean = nos(&["report", CLEAN], None);
    assert_eq!(clean.status.code(), Some(0));

    let show = nos(
        &[
            "show",
            "fixtures/evening.yaml",
            "--hand",
            "3",
            "--event",
            "0",
        ],
        None,
    );
    assert_eq!(show.status.code(), Some(0));
    let text = String::from_utf8_lossy(&show.stdout);
    assert!(text.contains("after the deal, before any event"), "{text}");
    assert!(text.contains("No layout yet"), "{text}");
    let missing = nos(&["show", "fixtures/evening.yaml", "--hand", "10"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("the transcript has no hand 10"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_partly_judged_transcript_exits_2_with_its_report() {
    let output = nos(&["check", "tests/partial/wrong-type-middle.yaml"], None);
    assert_eq!(output.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The judged hands are reported on standard output...
    assert!(
        stdout.contains("Hand 3 (line 119): Bram sets [3-3]"),
        "{stdout}"
    );
    assert!(stdout.contains("Hand 2 (line 80): not judged"), "{stdout}");
    // ...and the problem of the hand that is not, at its line, on standard error.
    assert!(stderr.contains("wrong-type-middle.yaml:94:26"), "{stderr}");
    assert!(stderr.contains("hand 2 could not be judged"), "{stderr}");
}

#[test]
fn a_mistake_on_the_command_line_is_not_laid_at_the_transcripts_door() {
    let evening = "fixtures/evening.yaml";
    for args in [
        &["check", evening, "--rules", "de1996"][..],
        &["check", evening, "--rule", "D9=paid"],
        &["check", evening, "--rule", "D3"],
        &["check", "fixtures", "tests/bad", "--rules", "de1996"],
        &["audit", evening, "--rules", "de1996"],
        &["compare", evening, "--rules", "en"],
        &["show", evening, "--hand", "10"],
        &["show", evening, "--hand", "2", "--event", "99"],
    ] {
        let run = nos(args, None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("nos::command-line"), "{args:?}: {stderr}");
        assert!(
            stderr.contains("Nothing was judged: the command line asks for what cannot be done."),
            "{args:?}: {stderr}"
        );
        // Neither blamed on a transcript, nor drawn against a text there is not.
        assert!(!stderr.contains("in the transcript"), "{args:?}: {stderr}");
        assert!(!stderr.contains("transcript::"), "{args:?}: {stderr}");
        assert!(!stderr.contains("<command line>"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_mistake_on_the_command_line_or_in_a_rules_file_is_no_json_verdict() {
    let dir = temp_dir("no-json-verdict");
    let house = dir.join("haaien.yaml");
    std::fs::write(&house, "profile: de1996\n").expect("rules file");
    let house = house.to_str().expect("utf-8 path");
    let evening = "fixtures/evening.yaml";
    let (line, file) = ("nos::command-line", "nos::rules-file");
    for (args, code) in [
        (&["check", evening, "--rules", "de1996"][..], line),
        (&["check", evening, "--rule", "D9=paid"], line),
        (&["audit", evening, "--rules", "de1996"], line),
        (&["compare", evening, "--rules", "en"], line),
        (&["check", evening, CLEAN, "--rules", "de1996"], line),
        (&["check", evening, "--rules-file", house], file),
        (&["audit", evening, "--rules-file", house], file),
        (&["check", evening, CLEAN, "--rules-file", house], file),
    ] {
        let args = [args, &["--format", "json"]].concat();
        let run = nos(&args, None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        // Standard output holds verdicts of transcripts, and there is none.
        assert_eq!(String::from_utf8_lossy(&run.stdout), "", "{args:?}");
        assert!(stderr.contains(code), "{args:?}: {stderr}");
    }
    // Nor is anything written to `--output`.
    let report = dir.join("report.json");
    let report_arg = report.to_str().expect("utf-8 path");
    let run = nos(
        &[
            "check", evening, "--rules", "de1996", "--format", "json", "--output", report_arg,
        ],
        None,
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(!report.exists(), "no report for a command-line mistake");
    // A transcript that cannot be read still has its problems document.
    let broken = nos(&["check", "-", "--format", "json"], Some(b"session: [\n"));
    assert_eq!(broken.status.code(), Some(2));
    let document: serde_json::Value = serde_json::from_slice(&broken.stdout).expect("JSON");
    assert_eq!(document["source"], "<stdin>");
    assert!(
        document["problems"][0]["code"]
            .as_str()
            .is_some_and(|code| code.starts_with("nos::transcript::")),
        "{document}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rules_file_larger_than_one_can_be_is_refused_unread() {
    let dir = temp_dir("rules-file-large");
    let large = dir.join("large.yaml");
    // A valid rules file, padded with comments past 1 MiB.
    let mut text = "profile: en\n".to_owned();
    while text.len() <= 1024 * 1024 {
        text.push_str("# the club's minutes, copied in by mistake\n");
    }
    std::fs::write(&large, &text).expect("rules file");
    let mut files = vec![large.to_str().expect("utf-8 path").to_owned()];
    // A device that never ends is refused too, not read for ever.
    if cfg!(unix) {
        files.push("/dev/zero".to_owned());
    }
    for file in &files {
        let run = nos(&["check", CLEAN, "--rules-file", file], None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{file}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "{file} holds more than the 1 MiB a rules file may"
            )),
            "{file}: {stderr}"
        );
        assert!(run.stdout.is_empty(), "{file}");
    }
    // A file of exactly 1 MiB is read, and changes nothing: its last comment
    // line cut short to end on the limit.
    text.truncate(1024 * 1024 - 1);
    text.push('\n');
    assert_eq!(text.len(), 1024 * 1024);
    std::fs::write(&large, &text).expect("rules file");
    let run = nos(&["check", CLEAN, "--rules-file", &files[0]], None);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rules_file_with_nothing_in_it_changes_nothing() {
    let dir = temp_dir("rules-file-empty");
    let house = dir.join("haaien.yaml");
    let house_arg = house.to_str().expect("utf-8 path");
    // The second names its profile in `session.rules`: an empty rules file
    // does not put `en` in its place.
    for (transcript, label) in [
        ("fixtures/evening.yaml", "en"),
        ("fixtures/example-11-book-p54-de1996.yaml", "de-1996"),
    ] {
        let alone = nos(&["check", transcript, "--format", "json"], None);
        let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).expect("JSON");
        assert_eq!(alone["rules"]["label"], label);
        for text in [
            "",
            "\n\n",
            "# the club keeps the book's readings\n",
            "---\n",
            "# none yet\n---\n# see the minutes\n...\n",
            "switches:\n",
            "profile:\nswitches: {}\n",
        ] {
            std::fs::write(&house, text).expect("rules file");
            let run = nos(
                &[
                    "check",
                    transcript,
                    "--format",
                    "json",
                    "--rules-file",
                    house_arg,
                ],
                None,
            );
            assert_eq!(
                run.status,
                nos(&["check", transcript], None).status,
                "{text:?}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
            let verdict: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
            assert_eq!(verdict, alone, "{transcript} with {text:?}");
            // And the text's last line names the reading in force.
            let text_run = nos(&["check", transcript, "--rules-file", house_arg], None);
            let stdout = String::from_utf8_lossy(&text_run.stdout);
            assert!(
                stdout.trim_end().ends_with(&format!("; rules {label}.")),
                "{text:?}: {stdout}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_mistake_in_a_rules_file_is_said_of_the_rules_file() {
    let dir = temp_dir("rules-file-problems");
    let house = dir.join("haaien.yaml");
    let house_arg = house.to_str().expect("utf-8 path");
    for (text, place, message, help) in [
        (
            "profile: en\nswitches:\n  D9: paid\n",
            "haaien.yaml:3:3",
            "no switch `D9`",
            "`nos rules` lists every switch",
        ),
        (
            "profile: de1996\n",
            "haaien.yaml:1:10",
            "`de1996` is not a rules profile",
            "the profiles are `en` and `de-1996`",
        ),
        (
            "profil: en\n",
            "haaien.yaml:1:1",
            "`profil` is not a key of the rules file",
            "the rules file may have: profile, switches",
        ),
        // Where the reader would speak of a transcript, it speaks of the
        // rules file, and of what one holds.
        (
            "- D3: paid\n",
            "haaien.yaml:1:1",
            "this is not a rules file: a rules file holds `profile:` and `switches:`",
            "a rules file names a profile and the switches it changes",
        ),
        (
            "profile: en\n---\nprofile: de-1996\n",
            "haaien.yaml:2:1",
            "a second YAML document starts here; a rules file is a single document",
            "give each set of readings a file of its own",
        ),
        (
            "switches: 3\n",
            "haaien.yaml:1:11",
            "`switches` takes a mapping of `key: value` pairs here",
            "one a line below `switches:`, e.g. `D3: paid`",
        ),
        (
            "profile: \u{1}en\n",
            "haaien.yaml:1:10",
            "a control character (U+0001), which a rules file cannot contain",
            "delete it in a text editor",
        ),
        (
            "profile: [en\n",
            "haaien.yaml:1:10",
            "`profile` takes a single value here",
            "a rules file names a profile and the switches it changes",
        ),
    ] {
        std::fs::write(&house, text).expect("rules file");
        let run = nos(&["check", CLEAN, "--rules-file", house_arg], None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{text}: {stderr}");
        assert!(stderr.contains("nos::rules-file"), "{text}: {stderr}");
        assert!(stderr.contains(place), "{text}: {stderr}");
        assert!(stderr.contains(message), "{text}: {stderr}");
        assert!(stderr.contains(help), "{text}: {stderr}");
        assert!(
            stderr.contains("1 problem in the rules file; nothing is judged until it is fixed."),
            "{text}: {stderr}"
        );
        assert!(!stderr.contains("transcript"), "{text}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[cfg(unix)]
fn a_transcript_from_a_pipe_or_a_device_is_read_as_from_a_file() {
    let dir = temp_dir("pipe");
    let evening = "fixtures/evening.yaml";
    let from_file = nos(&["check", evening, "--format", "json"], None);
    let mut expected: serde_json::Value = serde_json::from_slice(&from_file.stdout).expect("JSON");
    // A named pipe, as `nos check <(gunzip -c evening.yaml.gz)` gives one.
    let fifo = dir.join("evening.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let text = std::fs::read(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/fixtures/evening.yaml"
            ))
            .expect("fixture");
            std::fs::write(&fifo, text).expect("write the pipe");
        })
    };
    let fifo_arg = fifo.to_str().expect("utf-8 path");
    let from_pipe = nos(&["check", fifo_arg, "--format", "json"], None);
    writer.join().expect("writer");
    assert_eq!(from_pipe.status, from_file.status);
    expected["source"] = fifo_arg.into();
    let verdict: serde_json::Value = serde_json::from_slice(&from_pipe.stdout).expect("JSON");
    assert_eq!(verdict, expected);
    // A device that never ends is refused at its first NUL byte, named or
    // as standard input, not copied for ever.
    let named = nos(&["check", "/dev/zero"], None);
    let redirected = Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(["check", "-"])
        .env("NO_COLOR", "1")
        .stdin(std::fs::File::open("/dev/zero").expect("/dev/zero"))
        .output()
        .expect("nos runs");
    for (run, place) in [(named, "/dev/zero:1:1"), (redirected, "<stdin>:1:1")] {
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("nos::transcript::unreadable"), "{stderr}");
        assert!(
            stderr.contains("the file is binary, not text: it holds NUL bytes"),
            "{stderr}"
        );
        assert!(stderr.contains(place), "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `nos ARGS` started, its three streams piped.
fn spawned(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nos runs")
}

/// A stream that never ends and is no transcript (`yes | nos check -`) is
/// refused for its start, as a file of the same text is, and no more of it
/// is read than its start.
#[test]
fn an_endless_stream_that_is_no_transcript_is_refused_for_its_start() {
    use std::io::Write;
    let mut run = spawned(&["check", "-"]);
    let mut stdin = run.stdin.take().expect("standard input");
    // Written until the referee stops reading, or 256 MiB at most.
    let writer = std::thread::spawn(move || {
        let block = "y\n".repeat(32 * 1024);
        let mut written = 0;
        while written < 256 << 20 && stdin.write_all(block.as_bytes()).is_ok() {
            written += block.len();
        }
        written
    });
    let out = run.wait_with_output().expect("nos ends");
    let written = writer.join().expect("writer");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("this is not a transcript"), "{stderr}");
    assert!(stderr.contains("<stdin>:1:1"), "{stderr}");
    assert!(
        written < 4 << 20,
        "{written} bytes taken before the referee stopped"
    );
    // The same text as a file of its own, longer than the start looked at.
    let dir = std::env::temp_dir().join(format!("nos-yes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let file = dir.join("yes.yaml");
    std::fs::write(&file, "y\n".repeat(1 << 20)).expect("write");
    let named = nos(&["check", file.to_str().expect("utf-8 path")], None);
    let from_file = String::from_utf8_lossy(&named.stderr);
    assert_eq!(named.status.code(), Some(2), "{from_file}");
    assert_eq!(
        from_file.replace(&*file.to_string_lossy(), "<stdin>"),
        stderr,
        "a file and a stream of the same text are refused alike"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `nos ARGS` on a terminal of its own (through util-linux `script`, in
/// every Debian), its standard output into `out` unless `to_out` is false;
/// returns what the terminal showed and what went to `out`.
#[cfg(unix)]
fn on_a_terminal(dir: &std::path::Path, args: &[&str], to_out: bool) -> (String, Vec<u8>) {
    let out = dir.join("out");
    let shown = dir.join("terminal");
    let _ = std::fs::remove_file(&out);
    let mut line = format!("{} {}", env!("CARGO_BIN_EXE_nos"), args.join(" "));
    if to_out {
        line.push_str(&format!(" > {}", out.display()));
    }
    let run = Command::new("script")
        .args(["-qec", &line])
        .arg(&shown)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LC_ALL", "C")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("util-linux `script` runs a command on a terminal");
    assert!(
        matches!(run.status.code(), Some(0..=2)),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let shown = std::fs::read_to_string(shown).expect("the terminal's record");
    (shown, std::fs::read(out).unwrap_or_default())
}

#[cfg(unix)]
#[test]
fn a_long_transcript_shows_its_progress_on_a_terminal_and_a_short_one_none() {
    let dir = temp_dir("progress");
    let long = dir.join("long.yaml");
    let generated = nos(
        &[
            "simulate",
            "--players",
            "4",
            "--hands",
            "220",
            "--seed",
            "3",
        ],
        None,
    );
    assert_eq!(generated.status.code(), Some(0));
    assert!(
        generated.stdout.len() > 256 << 10,
        "{}",
        generated.stdout.len()
    );
    std::fs::write(&long, &generated.stdout).expect("long transcript");
    let long = long.display().to_string();
    for command in ["check", "compare"] {
        let (shown, report) = on_a_terminal(&dir, &[command, &long], true);
        assert!(shown.contains("KiB judged"), "{command}: {shown}");
        // Taken off the terminal at the end; the report is as it is without
        // a terminal.
        assert!(shown.contains("\u{1b}[2K"), "{command}: {shown}");
        assert_eq!(report, nos(&[command, &long], None).stdout, "{command}");
        let (shown, report) = on_a_terminal(&dir, &[command, CLEAN], true);
        assert!(!shown.contains("judged,"), "{command}: {shown}");
        assert_eq!(report, nos(&[command, CLEAN], None).stdout, "{command}");
    }
    // With the comparison (some 40 KB, more than is held back before it is
    // printed) on the terminal too, the bar is gone before its first line:
    // nothing is drawn over the comparison, nor a line of it erased.
    let (shown, _) = on_a_terminal(&dir, &["compare", &long], false);
    let first = shown.find("Comparing 2 readings").expect("the comparison");
    assert!(shown[..first].contains("KiB judged"), "{shown}");
    assert!(shown[..first].contains("\u{1b}[2K"), "{shown}");
    assert!(!shown[first..].contains("judged,"), "{shown}");
    assert!(!shown[first..].contains('\u{1b}'), "{shown}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `nos ARGS` run by `script`, with a terminal for its standard input,
/// output and error, the terminal closed at once (script passes on the end
/// of its own empty input); its exit code and what the terminal showed.
#[cfg(unix)]
fn typed_at_a_terminal(args: &str, vars: &[(&str, &str)]) -> (Option<i32>, String) {
    let mut command = Command::new("script");
    command
        .args(["-qec", &command_line(args), "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LC_ALL", "C")
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS")
        .env("TERM", "xterm-256color")
        .stdin(Stdio::null());
    for (name, value) in vars {
        command.env(name, value);
    }
    let output = command.output().expect("script (util-linux) runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

/// `nos ARGS`, or a shell line that names the binary itself.
fn command_line(args: &str) -> String {
    if args.contains(env!("CARGO_BIN_EXE_nos")) {
        args.to_owned()
    } else {
        format!("{} {args}", env!("CARGO_BIN_EXE_nos"))
    }
}

const WAITING: &str = "reading a transcript from standard input";

#[cfg(unix)]
#[test]
fn standard_input_from_a_terminal_says_it_waits_for_a_transcript() {
    for command in ["check -", "audit -", "compare -"] {
        let (status, shown) = typed_at_a_terminal(command, &[]);
        assert!(shown.contains(WAITING), "{command}: {shown}");
        // Nothing was typed: an empty transcript, which cannot be judged.
        assert_eq!(status, Some(2), "{command}: {shown}");
        assert!(shown.contains("the file is empty"), "{command}: {shown}");
    }
    // From a pipe or a file, nothing is said.
    let piped = nos(&["check", "-"], Some(EXAMPLE_2.as_bytes()));
    assert_eq!(piped.status.code(), Some(0));
    assert!(!String::from_utf8_lossy(&piped.stderr).contains(WAITING));
    let (status, shown) = typed_at_a_terminal(&format!("check {CLEAN}"), &[]);
    assert_eq!(status, Some(0), "{shown}");
    assert!(!shown.contains(WAITING), "{shown}");
}

#[cfg(unix)]
#[test]
fn standard_error_is_coloured_by_its_own_terminal() {
    let dir = temp_dir("stderr-colour");
    let bad = "tests/bad/tile-letter.yaml";
    // Standard output into a file, standard error on the terminal: the
    // problems in colour, the (empty) report plain.
    let report = dir.join("report");
    let (status, shown) = typed_at_a_terminal(&format!("check {bad} > {}", report.display()), &[]);
    assert_eq!(status, Some(2), "{shown}");
    assert!(shown.contains("is not a tile"), "{shown}");
    assert!(
        shown.contains("\u{1b}["),
        "no colour on the terminal: {shown}"
    );
    // Standard error into a file, standard output on the terminal: the
    // problems plain.
    let problems = dir.join("problems");
    let (status, shown) =
        typed_at_a_terminal(&format!("check {bad} 2> {}", problems.display()), &[]);
    assert_eq!(status, Some(2), "{shown}");
    let written = std::fs::read_to_string(&problems).expect("standard error written");
    assert!(written.contains("is not a tile"), "{written}");
    assert!(!written.contains('\u{1b}'), "{written}");
    // A report with infractions on the terminal is coloured.
    let (_, shown) = typed_at_a_terminal("check fixtures/evening.yaml", &[]);
    assert!(shown.contains("\u{1b}["), "{shown}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn a_report_on_a_terminal_follows_its_width() {
    let run = |columns: &str| {
        typed_at_a_terminal(
            &format!("stty rows 24 cols {columns}; nos audit fixtures/evening.yaml")
                .replace("nos ", &format!("{} ", env!("CARGO_BIN_EXE_nos"))),
            &[("NO_COLOR", "1")],
        )
        .1
    };
    let widest = |text: &str| text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    // No COLUMNS: the terminal's own width.
    let narrow = run("60");
    assert!(widest(&narrow) <= 60, "{narrow}");
    assert!(narrow.contains("434 ≠ 314"), "{narrow}");
    let wide = run("200");
    assert!(widest(&wide) > 100, "{wide}");
}
