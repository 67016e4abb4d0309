//! The conventions of a command-line tool: completions, a manual page, colour
//! as the user's environment asks, and text that fits the terminal.

use std::process::{Command, Output};

/// Runs `nos` in a clean environment (no colour or width settings) plus `vars`.
fn nos(args: &[&str], vars: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nos"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS")
        .env("TERM", "xterm-256color");
    for (name, value) in vars {
        command.env(name, value);
    }
    command.output().expect("nos runs")
}

fn stdout(output: &Output) -> String {
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

#[test]
fn completions_for_each_shell_know_the_commands_and_switches() {
    for (shell, marker) in [
        ("bash", "complete -F _nos"),
        ("zsh", "#compdef nos"),
        ("fish", "complete -c nos"),
        ("elvish", "edit:completion:arg-completer[nos]"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let script = stdout(&nos(&["completions", shell], &[]));
        assert!(script.contains(marker), "{shell}: {script}");
        for word in [
            "check",
            "audit",
            "compare",
            "simulate",
            "color",
            "rules-file",
        ] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
    assert_eq!(nos(&["completions", "tcsh"], &[]).status.code(), Some(2));
}

#[test]
fn the_manual_page_is_roff_with_every_command() {
    let page = stdout(&nos(&["man"], &[]));
    assert!(page.contains(".TH nos 1"), "{page}");
    assert!(page.contains(".SH NAME"));
    assert!(
        page.contains(".SH SUBCOMMANDS") || page.contains(".SH COMMANDS"),
        "{page}"
    );
    for command in [
        "check",
        "audit",
        "compare",
        "rules",
        "games",
        "simulate",
        "completions",
    ] {
        assert!(
            page.contains(&format!("nos\\-{command}")),
            "no {command}: {page}"
        );
    }
    assert!(page.contains("Exit codes"));
}

/// A transcript that cannot be judged: its diagnostic goes to standard error.
const BAD: &str = "tests/bad/tile-letter.yaml";

#[test]
fn colour_follows_the_flag_and_the_environment() {
    let colour = |args: &[&str], vars: &[(&str, &str)]| {
        let output = nos(args, vars);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(stderr.contains("is not a tile"), "{stderr}");
        stderr.contains("\u{1b}[")
    };
    // Into a pipe, as here: no colour unless asked for.
    assert!(!colour(&["check", BAD], &[]));
    assert!(colour(&["check", BAD, "--color", "always"], &[]));
    assert!(colour(
        &["check", BAD, "--color", "always"],
        &[("NO_COLOR", "1")]
    ));
    assert!(colour(&["check", BAD], &[("CLICOLOR_FORCE", "1")]));
    assert!(!colour(&["check", BAD], &[("CLICOLOR_FORCE", "0")]));
    assert!(!colour(
        &["check", BAD],
        &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]
    ));
    assert!(!colour(
        &["check", BAD, "--color", "never"],
        &[("CLICOLOR_FORCE", "1")]
    ));
    // A dumb terminal gets no colour unless it is forced.
    assert!(!colour(&["check", BAD], &[("TERM", "dumb")]));
    assert!(colour(
        &["check", BAD],
        &[("CLICOLOR_FORCE", "1"), ("TERM", "dumb")]
    ));
    assert_eq!(
        nos(&["check", BAD, "--color", "sometimes"], &[])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn a_dumb_terminal_gets_plain_ascii() {
    let output = nos(&["check", BAD], &[("TERM", "dumb")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(",-[tests/bad/tile-letter.yaml:20:26]"),
        "{stderr}"
    );
    assert!(stderr.is_ascii(), "{stderr}");
    assert!(!stderr.contains('\u{1b}'));
    // Unicode box drawing everywhere else.
    let output = nos(&["check", BAD], &[]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("╭─[tests/bad/tile-letter.yaml:20:26]"),
        "{stderr}"
    );
}

#[test]
fn listings_fit_the_width_and_lose_no_word() {
    for command in ["games", "rules"] {
        let wide = stdout(&nos(&[command], &[("COLUMNS", "1000")]));
        assert!(
            wide.lines().any(|l| l.chars().count() > 120),
            "{command}: the listing has long lines to wrap"
        );
        for columns in [80, 60] {
            let narrow = stdout(&nos(&[command], &[("COLUMNS", &columns.to_string())]));
            let widest = narrow.lines().map(|l| l.chars().count()).max().unwrap_or(0);
            assert!(widest <= columns, "{command} at {columns}: {widest}");
            let words = |text: &str| {
                text.split_whitespace()
                    .map(str::to_owned)
                    .collect::<Vec<_>>()
            };
            assert_eq!(words(&narrow), words(&wide), "{command} at {columns}");
        }
        // Without COLUMNS and without a terminal: 80.
        let default = stdout(&nos(&[command], &[]));
        assert!(
            default.lines().all(|l| l.chars().count() <= 80),
            "{command}"
        );
    }
}

#[test]
fn simulate_help_lists_every_kind_it_can_inject() {
    let help = stdout(&nos(&["simulate", "--help"], &[("COLUMNS", "100")]));
    for kind in nos_referee::simulate::INJECTABLE {
        assert!(
            help.contains(kind.code()),
            "{} missing: {help}",
            kind.code()
        );
    }
    let refused = nos(
        &[
            "simulate",
            "--players",
            "3",
            "--hands",
            "1",
            "--seed",
            "1",
            "--inject",
            "cheating",
        ],
        &[],
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("false-nos"));
}

#[test]
fn the_help_says_where_the_report_and_the_problems_go() {
    let help = stdout(&nos(&["check", "--help"], &[]));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains("problems that keep a transcript from being judged go to standard error"),
        "{help}"
    );
    assert!(
        help.contains("the problems document is the report"),
        "{help}"
    );
}
