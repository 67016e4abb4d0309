//! `nos check` and `nos compare` over many files at once: a line per file in a
//! stable order, the totals, JSON Lines, and the worst exit code.
//!
//! The figures are those of the fixtures' headers, worked by hand there:
//! - `fixtures/evening.yaml`: 9 hands, 3 infractions (hand 3's false nos, hand
//!   5's illegal tile, hand 7's double on the wrong tile), and the sheet off for
//!   all four players from hand 3 to hand 9: 7 × 4 = 28 figures;
//! - `fixtures/example-01-set-payments.yaml`: 5 hands, nothing wrong, the sheet agrees;
//! - `fixtures/example-02-wait.yaml`: 1 hand, nothing wrong, the sheet agrees;
//! - `tests/partial/cut-short.yaml`: 3 hands, hand 2 not judged, hand 3's false
//!   nos (1 infraction), the sheet agrees where it can be compared.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const EVENING: &str = "fixtures/evening.yaml";
const EXAMPLE_1: &str = "fixtures/example-01-set-payments.yaml";
const EXAMPLE_2: &str = "fixtures/example-02-wait.yaml";
const CUT_SHORT: &str = "tests/partial/cut-short.yaml";
const NOT_YAML: &str = "tests/bad/not-yaml.yaml";
const D3: &str = "fixtures/dispute-d3-double-after-pass.yaml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn nos_with(args: &[&str], threads: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env("RAYON_NUM_THREADS", threads)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("nos runs")
}

fn nos(args: &[&str]) -> Output {
    nos_with(args, "2")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A corpus in a directory of its own:
///
/// ```text
/// corpus/a-evening.yaml          findings
/// corpus/b/cut-short.yml         incomplete (in a subdirectory, `.yml`)
/// corpus/b/notes.txt             not a transcript: left out
/// corpus/c-broken.yaml           not YAML: unreadable
/// corpus/d-binary.yaml           not text: unreadable
/// corpus/e-example-01.yaml       clean
/// ```
struct Corpus {
    dir: tempfile::TempDir,
}

impl Corpus {
    fn new() -> Corpus {
        let dir = tempfile::tempdir().expect("temp dir");
        let corpus = dir.path().join("corpus");
        std::fs::create_dir_all(corpus.join("b")).expect("dirs");
        let copy = |from: &str, to: &str| {
            std::fs::copy(root().join(from), corpus.join(to)).expect("copy");
        };
        copy(EVENING, "a-evening.yaml");
        copy(CUT_SHORT, "b/cut-short.yml");
        copy(NOT_YAML, "c-broken.yaml");
        copy(EXAMPLE_1, "e-example-01.yaml");
        std::fs::write(corpus.join("b/notes.txt"), "not a transcript").expect("notes");
        std::fs::write(corpus.join("d-binary.yaml"), [0xff, 0xfe, 0x00, 0x01, 0x9c]).expect("bin");
        Corpus { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn arg(&self, name: &str) -> String {
        self.path(name).display().to_string()
    }
}

/// The lines of standard output, without the blank line before the totals.
fn lines(output: &Output) -> Vec<String> {
    stdout(output)
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_directory_and_files_give_a_line_each_in_order_and_the_totals() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let missing = corpus.arg("missing.yaml");
    let run = nos(&["check", EXAMPLE_2, &dir, &missing]);
    let lines = lines(&run);
    let expected = [
        format!(
            "clean       {EXAMPLE_2}: 1 hand, 0 infractions, scoresheet agrees; rules en"
        ),
        format!(
            "findings    {dir}/a-evening.yaml: 9 hands, 3 infractions, 28 scoresheet figures differ; rules en"
        ),
        format!(
            "incomplete  {dir}/b/cut-short.yml: 3 hands, 1 not judged (hand 2), 1 infraction, scoresheet agrees; rules en"
        ),
        format!(
            "unreadable  {dir}/c-broken.yaml: this is not a transcript: a transcript starts with `session:` and `hands:` (line 3)"
        ),
        format!("unreadable  {dir}/d-binary.yaml: "),
        format!(
            "clean       {dir}/e-example-01.yaml: 5 hands, 0 infractions, scoresheet agrees; rules en"
        ),
        format!("unreadable  {missing}: cannot read {missing}: "),
        // 1 + 9 + 3 + 5 hands; 3 + 1 infractions; 7 entries, 3 of them unreadable.
        "total: 7 files, 18 hands, 1 not judged, 4 infractions, 28 scoresheet figures differ, 3 files unreadable".to_owned(),
    ];
    assert_eq!(lines.len(), expected.len(), "{lines:#?}");
    for (line, expected) in lines.iter().zip(&expected) {
        assert!(
            line.starts_with(expected.as_str()),
            "{line}\n  expected {expected}"
        );
    }
    assert_eq!(run.status.code(), Some(2), "{}", stderr(&run));

    // The problems go to standard error, each file's headed by its name, in order.
    let err = stderr(&run);
    let headers: Vec<&str> = err
        .lines()
        .filter(|l| l.ends_with(".yaml:") || l.ends_with(".yml:"))
        .collect();
    assert_eq!(
        headers,
        [
            format!("{dir}/b/cut-short.yml:"),
            format!("{dir}/c-broken.yaml:"),
            format!("{dir}/d-binary.yaml:"),
            format!("{missing}:"),
        ],
        "{err}"
    );
    assert!(err.contains("nos::transcript::missing"), "{err}");
    assert!(err.contains("nos::transcript::yaml"), "{err}");
}

#[test]
fn each_figure_is_the_single_file_runs() {
    // The per-file lines say what each file alone says at the end of its report.
    for (file, summary) in [
        (
            EVENING,
            "9 hands, 3 infractions, 28 scoresheet figures differ; rules en",
        ),
        (
            CUT_SHORT,
            "3 hands, 1 not judged (hand 2), 1 infraction, scoresheet agrees; rules en",
        ),
        (
            EXAMPLE_1,
            "5 hands, 0 infractions, scoresheet agrees; rules en",
        ),
    ] {
        let alone = stdout(&nos(&["check", file]));
        assert!(
            alone.ends_with(&format!("\n{summary}.\n")),
            "{file}: {alone}"
        );
        let together = stdout(&nos(&["check", file, EXAMPLE_2]));
        assert!(
            together
                .lines()
                .next()
                .is_some_and(|l| l.ends_with(&format!("{file}: {summary}"))),
            "{together}"
        );
    }
}

#[test]
fn json_lines_hold_each_files_own_document_then_the_totals() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let run = nos(&["check", &dir, EXAMPLE_2, "--format", "json"]);
    assert_eq!(run.status.code(), Some(2));
    let documents: Vec<serde_json::Value> = stdout(&run)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    let files = [
        format!("{dir}/a-evening.yaml"),
        format!("{dir}/b/cut-short.yml"),
        format!("{dir}/c-broken.yaml"),
        format!("{dir}/d-binary.yaml"),
        format!("{dir}/e-example-01.yaml"),
        EXAMPLE_2.to_owned(),
    ];
    assert_eq!(documents.len(), files.len() + 1);
    for (document, file) in documents.iter().zip(&files) {
        assert_eq!(document["source"], file.as_str(), "{document}");
        // The same document as the file judged alone, one line instead of many.
        let alone = nos(&["check", file, "--format", "json"]);
        let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).expect("JSON");
        assert_eq!(document, &alone, "{file}");
    }
    assert_eq!(documents[2]["problems"][0]["code"], "nos::transcript::yaml");
    assert_eq!(
        documents[3]["problems"][0]["code"],
        "nos::transcript::unreadable"
    );
    let totals = &documents[files.len()];
    assert_eq!(
        totals,
        &serde_json::json!({
            "format": "nos-corpus/1",
            "command": "check",
            "files": 6,
            "unreadable": 2,
            "hands": 18,
            "unjudged": 1,
            "infractions": 4,
            "scoresheet_differences": 28,
            "exit": 2,
        })
    );
}

#[test]
fn the_exit_code_is_the_worst_of_the_files() {
    let corpus = Corpus::new();
    let broken = corpus.arg("corpus/c-broken.yaml");
    let cases: &[(&[&str], i32)] = &[
        (&[EXAMPLE_2, EXAMPLE_1], 0),
        (&[EXAMPLE_2, EVENING, EXAMPLE_1], 1),
        (&[EVENING, CUT_SHORT], 2),
        (&[EXAMPLE_2, &broken], 2),
        (&[&broken, EVENING], 2),
    ];
    for (files, code) in cases {
        let mut args = vec!["check"];
        args.extend_from_slice(files);
        let run = nos(&args);
        assert_eq!(
            run.status.code(),
            Some(*code),
            "{files:?}\n{}",
            stdout(&run)
        );
    }
}

#[test]
fn the_order_is_the_same_on_one_thread_or_two() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let args = ["check", EVENING, &dir, EXAMPLE_2, CUT_SHORT, EXAMPLE_1];
    let one = nos_with(&args, "1");
    let two = nos_with(&args, "2");
    assert_eq!(stdout(&one), stdout(&two));
    assert_eq!(stderr(&one), stderr(&two));
    let files: Vec<String> = lines(&two)
        .iter()
        .filter_map(|line| line.get(12..)?.split(": ").next().map(str::to_owned))
        .collect();
    assert_eq!(
        files[..9],
        [
            EVENING.to_owned(),
            format!("{dir}/a-evening.yaml"),
            format!("{dir}/b/cut-short.yml"),
            format!("{dir}/c-broken.yaml"),
            format!("{dir}/d-binary.yaml"),
            format!("{dir}/e-example-01.yaml"),
            EXAMPLE_2.to_owned(),
            CUT_SHORT.to_owned(),
            EXAMPLE_1.to_owned(),
        ]
    );
}

#[test]
fn one_file_alone_gets_the_whole_report_and_a_directory_of_one_a_line() {
    let corpus = Corpus::new();
    let alone = nos(&["check", EXAMPLE_2]);
    assert!(
        stdout(&alone).contains("hand     Anna"),
        "{}",
        stdout(&alone)
    );
    let only = corpus.path("only");
    std::fs::create_dir(&only).expect("dir");
    std::fs::copy(root().join(EXAMPLE_2), only.join("x.yaml")).expect("copy");
    let run = nos(&["check", &only.display().to_string()]);
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(lines(&run).len(), 2, "{}", stdout(&run));
    assert!(lines(&run)[0].starts_with("clean "), "{}", stdout(&run));
}

#[test]
fn a_directory_without_transcripts_is_one_unreadable_line() {
    let corpus = Corpus::new();
    let empty = corpus.path("empty");
    std::fs::create_dir(&empty).expect("dir");
    std::fs::write(empty.join("readme.txt"), "no transcripts here").expect("file");
    let empty = empty.display().to_string();
    let run = nos(&["check", &empty, EXAMPLE_2]);
    assert_eq!(run.status.code(), Some(2));
    assert!(
        lines(&run)[0].starts_with(&format!("unreadable  {empty}: no transcript")),
        "{}",
        stdout(&run)
    );
    assert!(lines(&run)[1].starts_with("clean "), "{}", stdout(&run));
    assert!(
        stderr(&run).starts_with(&format!("{empty}:\nerror: no transcript")),
        "{}",
        stderr(&run)
    );
}

#[test]
fn standard_input_cannot_be_mixed_with_files() {
    for args in [
        ["check", "-", EXAMPLE_2],
        ["check", EXAMPLE_2, "-"],
        ["compare", "-", EXAMPLE_2],
    ] {
        let run = nos(&args);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert!(
            stderr(&run).contains("standard input (`-`) is judged alone"),
            "{}",
            stderr(&run)
        );
    }
}

#[test]
fn a_wrong_reading_is_said_once_and_nothing_is_judged() {
    let run = nos(&["check", EVENING, EXAMPLE_2, "--rule", "D3=sometimes"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(run.stdout.is_empty(), "{}", stdout(&run));
    let err = stderr(&run);
    assert_eq!(err.matches("D3").count(), 1, "{err}");
}

#[test]
fn output_gets_the_combined_report_whole() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let report = corpus.path("report.txt");
    let shown = nos(&["check", &dir, EXAMPLE_2]);
    let written = nos(&[
        "check",
        &dir,
        EXAMPLE_2,
        "--output",
        &report.display().to_string(),
    ]);
    assert_eq!(written.status.code(), shown.status.code());
    assert!(written.stdout.is_empty());
    assert_eq!(
        std::fs::read(&report).expect("report written"),
        shown.stdout
    );
    assert_eq!(stderr(&written), stderr(&shown));
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(corpus.dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn output_never_names_a_transcript_found_in_a_directory() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let inside = corpus.path("corpus/e-example-01.yaml");
    let before = std::fs::read(&inside).expect("transcript");
    let run = nos(&[
        "check",
        &dir,
        EXAMPLE_2,
        "--output",
        &inside.display().to_string(),
    ]);
    assert_eq!(run.status.code(), Some(2));
    assert!(
        stderr(&run).contains("nos::output::same-file"),
        "{}",
        stderr(&run)
    );
    assert_eq!(std::fs::read(&inside).expect("transcript"), before);
}

#[test]
fn output_that_cannot_be_written_leaves_nothing() {
    let corpus = Corpus::new();
    let nowhere = corpus.path("no-such-dir/report.txt");
    let run = nos(&[
        "check",
        EVENING,
        EXAMPLE_2,
        "--output",
        &nowhere.display().to_string(),
    ]);
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr(&run).contains("cannot write"), "{}", stderr(&run));
    assert!(!nowhere.exists());
}

#[test]
fn compare_gives_a_line_per_file_and_its_documents_as_json_lines() {
    let run = nos(&["compare", EVENING, D3, CUT_SHORT]);
    let lines = lines(&run);
    // The evening's readings agree (as `nos compare` says of it alone); D3's
    // hand differs between en (D3=unpaid, the claim costs Anna 40 to each) and
    // de-1996 (D3=paid, Cees pays her 6); hand 2 of the cut-short evening is
    // judged under neither reading, so it is not compared.
    assert_eq!(
        lines,
        [
            format!("agree       {EVENING}: 9 hands, the readings agree on every hand; readings en / de-1996"),
            format!("differ      {D3}: 1 hand, the readings differ on 1 hand (hand 1); readings en / de-1996"),
            format!("incomplete  {CUT_SHORT}: 3 hands, 1 not judged (hand 2), the readings agree on every hand; readings en / de-1996"),
            "total: 3 files, 13 hands, 1 not judged, the readings differ on 1 hand, 0 files unreadable".to_owned(),
        ]
    );
    assert_eq!(run.status.code(), Some(2));
    assert_eq!(nos(&["compare", EVENING, D3]).status.code(), Some(1));
    assert_eq!(nos(&["compare", EVENING, EXAMPLE_2]).status.code(), Some(0));

    let json = nos(&["compare", EVENING, D3, "--format", "json"]);
    let documents: Vec<serde_json::Value> = stdout(&json)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    for (document, file) in documents.iter().zip([EVENING, D3]) {
        let alone = nos(&["compare", file, "--format", "json"]);
        let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).expect("JSON");
        assert_eq!(document, &alone, "{file}");
    }
    assert_eq!(
        documents[2],
        serde_json::json!({
            "format": "nos-corpus/1",
            "command": "compare",
            "files": 2,
            "unreadable": 0,
            "hands": 10,
            "unjudged": 0,
            "differing": 1,
            "exit": 1,
        })
    );
}

#[test]
fn compare_needs_two_readings_for_a_corpus_too() {
    let run = nos(&["compare", EVENING, D3, "--rules", "en"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(run.stdout.is_empty());
    assert!(
        stderr(&run).contains("at least two readings"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn the_guides_example_is_what_nos_prints() {
    let readme = include_str!("../docs/judging.md");
    let command = "$ nos check fixtures/evening.yaml tests/partial/ tests/bad/not-yaml.yaml\n";
    let shown = readme
        .split(command)
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the example in docs/judging.md");
    let args = ["check", EVENING, "tests/partial/", NOT_YAML];
    assert_eq!(stdout(&nos(&args)), shown);
    let json = nos(&[
        "check",
        EVENING,
        "tests/partial/",
        NOT_YAML,
        "--format",
        "json",
    ]);
    let totals = stdout(&json)
        .lines()
        .last()
        .map(str::to_owned)
        .expect("totals");
    assert!(
        readme.contains(&format!("```json\n{totals}\n```")),
        "{totals}"
    );
}

#[test]
fn a_file_larger_than_any_read_whole_is_judged_and_compared_alone_and_in_a_corpus() {
    // Example 2 followed by 65 MiB of comment lines: larger than the 64 MiB a
    // transcript read whole may be, and judged as `nos check` judges it alone,
    // hand by hand; `compare` reads it the same way.
    let dir = tempfile::tempdir().expect("temp dir");
    let padded = dir.path().join("padded.yaml");
    let mut text = std::fs::read_to_string(root().join(EXAMPLE_2)).expect("fixture");
    let comment = format!("# {}\n", "x".repeat(77));
    text.push_str(&comment.repeat((65 << 20) / comment.len() + 1));
    assert!(text.len() > 65 << 20);
    std::fs::write(&padded, text).expect("padded transcript");
    let padded = padded.display().to_string();
    let run = nos(&["check", &padded, EXAMPLE_1]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert_eq!(
        lines(&run),
        [
            format!(
                "clean       {padded}: 1 hand, 0 infractions, scoresheet agrees; rules en"
            ),
            format!(
                "clean       {EXAMPLE_1}: 5 hands, 0 infractions, scoresheet agrees; rules en"
            ),
            "total: 2 files, 6 hands, 0 not judged, 0 infractions, 0 scoresheet figures differ, 0 files unreadable".to_owned(),
        ]
    );
    let alone = nos(&["compare", &padded]);
    assert_eq!(alone.status.code(), Some(0), "{}", stderr(&alone));
    let shown = stdout(&alone);
    assert!(
        shown.starts_with(&format!(
            "Comparing 2 readings of {padded}: en | de-1996\n\nHand 1: the readings agree.\n"
        )),
        "{shown}"
    );
    assert!(
        shown.contains("\nThe readings agree on every hand.\n"),
        "{shown}"
    );
    let both = nos(&["compare", &padded, EXAMPLE_1]);
    assert_eq!(both.status.code(), Some(0), "{}", stderr(&both));
    assert_eq!(
        lines(&both),
        [
            format!(
                "agree       {padded}: 1 hand, the readings agree on every hand; readings en / de-1996"
            ),
            format!(
                "agree       {EXAMPLE_1}: 5 hands, the readings agree on every hand; readings en / de-1996"
            ),
            "total: 2 files, 6 hands, 0 not judged, the readings differ on 0 hands, 0 files unreadable".to_owned(),
        ]
    );
}

/// `nos --lang LANG ARGS` in the corpus's directory.
fn nos_in(lang: &str, args: &[&str]) -> Output {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    nos(&all)
}

#[test]
fn the_lines_and_totals_of_many_files_are_said_without_english_in_dutch_and_german() {
    let corpus = Corpus::new();
    let dir = corpus.arg("corpus");
    let missing = corpus.arg("missing.yaml");
    let empty = corpus.path("empty");
    std::fs::create_dir_all(&empty).expect("an empty directory");
    let empty = empty.display().to_string();
    let runs = [
        vec!["check", EXAMPLE_2, &dir, &missing, &empty],
        vec!["compare", EVENING, D3, CUT_SHORT, NOT_YAML],
    ];
    for lang in ["nl", "de"] {
        for args in &runs {
            let run = nos_in(lang, args);
            // The file names are the test's, not words of the report.
            let out = args
                .iter()
                .filter(|arg| arg.contains('/'))
                .fold(stdout(&run), |out, file| out.replace(file, "FILE"));
            let english = common::english_in(&out);
            assert!(english.is_empty(), "{lang} {args:?}: {english:#?}\n{out}");
            let totals = out.lines().last().unwrap_or_default();
            assert!(
                totals.starts_with(if lang == "nl" { "totaal: " } else { "gesamt: " }),
                "{lang}: {out}"
            );
        }
    }
    // Each file's line is what the file's own report says at its end.
    let run = nos_in("de", &["check", EVENING, EXAMPLE_2]);
    let alone = nos_in("de", &["check", EVENING]);
    let last = stdout(&alone);
    let last = last
        .lines()
        .last()
        .unwrap_or_default()
        .trim_end_matches('.');
    assert_eq!(
        lines(&run)[0],
        format!("Befunde     {EVENING}: {last}"),
        "{}",
        stdout(&run)
    );
    // The totals' plurals, in each language: 1 + 9 hands, 3 infractions,
    // 28 figures (the fixtures' headers), 2 files, none unreadable.
    let nl = nos_in("nl", &["check", EVENING, EXAMPLE_2]);
    assert_eq!(
        lines(&nl).last().map(String::as_str),
        Some(
            "totaal: 2 bestanden, 10 spellen, 0 niet beoordeeld, 3 overtredingen, \
             28 getallen op de puntenlijst wijken af, 0 bestanden onleesbaar"
        )
    );
    let de = nos_in("de", &["compare", D3, EXAMPLE_2]);
    insta::assert_snapshot!("corpus-compare-de", stdout(&de));
    let nl = nos_in("nl", &["compare", D3, CUT_SHORT]);
    insta::assert_snapshot!("corpus-compare-nl", stdout(&nl));
}
