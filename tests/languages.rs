//! Every fixture, good and bad, judged in Dutch and in German: `check`,
//! `audit`, `compare` and `show` write no English sentence, whatever the
//! transcript holds (infractions, notes, possible infractions, problems).
//!
//! The language is chosen for the process, as the binary chooses it, so this
//! file holds one test in the process only: no other test runs beside it to
//! see the choice. The others run the binary.

mod common;

use nos_referee::command::{self, Format, RulesChoice};
use nos_referee::lang::{self, Lang};
use nos_referee::report::Style;

fn transcripts() -> Vec<(String, Vec<u8>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["fixtures", "tests/bad"] {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("a folder of transcripts")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
            .collect();
        paths.sort();
        for path in paths {
            let name = format!("{dir}/{}", path.file_name().unwrap().to_string_lossy());
            files.push((name, std::fs::read(&path).expect("readable")));
        }
    }
    files
}

#[test]
fn every_transcript_is_judged_in_dutch_and_german_without_an_english_sentence() {
    let readings = [
        RulesChoice {
            spec: Some("en".to_owned()),
            ..RulesChoice::default()
        },
        RulesChoice {
            spec: Some("de-1996".to_owned()),
            ..RulesChoice::default()
        },
    ];
    let files = transcripts();
    let mut english = Vec::new();
    for lang in [Lang::Nl, Lang::De] {
        lang::choose(lang);
        for (name, bytes) in &files {
            let rules = RulesChoice::default();
            let outcomes = [
                (
                    "check",
                    command::check(name, bytes, Format::Text, &rules, Style::Plain),
                ),
                (
                    "audit",
                    command::audit(name, bytes, Format::Text, &rules, Style::Plain),
                ),
                (
                    "compare",
                    command::compare(name, bytes, Format::Text, &readings, Style::Plain),
                ),
                (
                    "show",
                    command::show(name, bytes, &rules, 1, None, Style::Plain),
                ),
            ];
            for (what, outcome) in outcomes {
                for (word, line) in
                    common::english_in(&format!("{}{}", outcome.stdout, outcome.stderr))
                {
                    english.push(format!("{lang} {what} {name}: `{word}` in {line:?}"));
                }
            }
        }
    }
    lang::choose(Lang::En);
    assert!(
        english.is_empty(),
        "{} English words, the first: {:#?}",
        english.len(),
        &english[..english.len().min(30)]
    );
}

/// `nos ARGS` with the environment's locale variables set as given.
fn nos(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_nos"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("NO_COLOR", "1");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("nos runs")
}

#[test]
fn the_locale_chooses_the_language_and_lang_overrides_it() {
    let said = |args: &[&str], env: &[(&str, &str)]| {
        String::from_utf8_lossy(&nos(args, env).stdout).into_owned()
    };
    let check = ["check", "fixtures/evening.yaml"];
    let english = said(&check, &[]);
    assert!(english.contains("9 hands, 3 infractions"), "{english}");
    let dutch = said(&check, &[("LANG", "nl_NL.UTF-8")]);
    assert!(dutch.contains("9 spellen"), "{dutch}");
    // LC_ALL comes before LANG; --lang before both.
    let german = said(
        &check,
        &[("LANG", "nl_NL.UTF-8"), ("LC_ALL", "de_DE.UTF-8")],
    );
    assert!(german.contains("9 Hände"), "{german}");
    let forced = said(
        &["--lang", "en", "check", "fixtures/evening.yaml"],
        &[("LC_ALL", "de_DE")],
    );
    assert_eq!(forced, english);
    // A locale the referee does not speak is English.
    assert_eq!(said(&check, &[("LANG", "fr_FR.UTF-8")]), english);
}

#[test]
fn an_unknown_language_is_a_command_line_problem_that_names_the_languages() {
    let output = nos(&["--lang", "fr", "check", "fixtures/evening.yaml"], &[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("[possible values: en, nl, de]"), "{stderr}");
}

#[test]
fn the_command_line_s_own_problems_are_said_in_dutch_and_german() {
    let dir = std::env::temp_dir().join(format!("nos-languages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let copy = dir.join("evening.yaml");
    std::fs::copy("fixtures/evening.yaml", &copy).expect("copied");
    let copy = copy.to_string_lossy().into_owned();
    let cases: [&[&str]; 5] = [
        &["check", "fixtures/evening.yaml", "--rules", "fr"],
        &["check", "fixtures/evening.yaml", "--rule", "D3=maybe"],
        &["check", "fixtures/evening.yaml", "--rule", "D3"],
        &["check", &copy, "--output", &copy],
        &["show", "fixtures/evening.yaml", "--hand", "12"],
    ];
    for lang in ["nl", "de"] {
        for case in cases {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(case);
            let output = nos(&args, &[]);
            assert_eq!(output.status.code(), Some(2), "{args:?}");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(!stderr.trim().is_empty(), "{args:?}");
            assert_eq!(
                common::english_in(&stderr),
                Vec::new(),
                "{args:?}: {stderr}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
