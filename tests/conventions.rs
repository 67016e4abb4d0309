//! The conventions of a command-line tool: completions, a manual page, colour
//! as the user's environment asks, and text that fits the terminal.

use std::process::{Command, Output};

/// Runs `nos` in a clean environment (no colour or width settings) plus `vars`.
fn nos(args: &[&str], vars: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nos"));
    command.env("LC_ALL", "C");
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

#[test]
fn every_page_nos_man_names_is_written() {
    let dir = tempfile::tempdir().expect("a directory");
    let written = nos(
        &["man", "--dir", dir.path().to_str().expect("UTF-8 path")],
        &[],
    );
    assert_eq!(stdout(&written), "");
    let main = std::fs::read_to_string(dir.path().join("nos.1")).expect("nos.1 written");
    // Every page nos(1) refers to is there, and nothing else.
    let mut named: Vec<String> = main
        .split("\\fInos\\-")
        .skip(1)
        .filter_map(|rest| rest.split_once("(1)").map(|(name, _)| name.to_owned()))
        .collect();
    named.sort();
    named.dedup();
    let mut files: Vec<String> = std::fs::read_dir(dir.path())
        .expect("listed")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .into_string()
                .expect("UTF-8")
        })
        .filter_map(|name| {
            name.strip_prefix("nos-")
                .and_then(|rest| rest.strip_suffix(".1"))
                .map(str::to_owned)
        })
        .collect();
    files.sort();
    assert!(named.contains(&"check".to_owned()), "{main}");
    assert_eq!(named, files);
    // A page printed alone is the page written.
    let check = stdout(&nos(&["man", "check"], &[]));
    assert_eq!(
        check,
        std::fs::read_to_string(dir.path().join("nos-check.1")).expect("nos-check.1 written")
    );
    assert!(check.contains(".TH nos-check 1"), "{check}");
    assert_eq!(nos(&["man", "referee"], &[]).status.code(), Some(2));
}

#[test]
fn a_command_page_says_its_exit_status_environment_and_examples() {
    let page = stdout(&nos(&["man", "check"], &[]));
    for section in [
        ".SH \"EXIT STATUS\"",
        ".SH ENVIRONMENT",
        ".SH EXAMPLES",
        ".SH \"SEE ALSO\"",
    ] {
        assert!(page.contains(section), "{section}: {page}");
    }
    for variable in ["NO_COLOR", "CLICOLOR_FORCE", "COLUMNS", "TERM"] {
        assert!(page.contains(variable), "{variable}: {page}");
    }
    assert!(page.contains("nos check \\-\\-rules de\\-1996"), "{page}");
    // The listing commands exit 0 or 2, never 1.
    let games = stdout(&nos(&["man", "games"], &[]));
    assert!(games.contains(".SH \"EXIT STATUS\""), "{games}");
    assert!(games.contains("\\fB2\\fR"), "{games}");
    assert!(!games.contains("\\fB1\\fR"), "{games}");
}

#[test]
fn completions_offer_the_profiles_and_the_switches() {
    for shell in ["bash", "zsh", "fish"] {
        let script = stdout(&nos(&["completions", shell], &[]));
        for word in [
            "de-1996",
            "D3=paid",
            "double-after-pass=paid",
            "claim-window=next-tile",
        ] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
    // Offered, not required: a reading with overrides is still taken.
    let judged = nos(
        &["check", "fixtures/evening.yaml", "--rules", "en,D3=paid"],
        &[],
    );
    assert_eq!(judged.status.code(), Some(1));
}

#[test]
fn compare_takes_rule_for_every_reading() {
    let out = stdout(&nos(
        &[
            "compare",
            "fixtures/dispute-d2-double-on-out-tile.yaml",
            "--rule",
            "D2=paid",
        ],
        &[],
    ));
    assert!(
        out.starts_with(
            "Comparing 2 readings of fixtures/dispute-d2-double-on-out-tile.yaml: en,D2=paid | de-1996,D2=paid"
        ),
        "{out}"
    );
    let wrong = nos(
        &["compare", "fixtures/evening.yaml", "--rule", "D2=sometimes"],
        &[],
    );
    assert_eq!(wrong.status.code(), Some(2));
}

#[test]
fn o_is_short_for_output() {
    let dir = tempfile::tempdir().expect("a directory");
    let file = dir.path().join("games.txt");
    let written = nos(&["games", "-o", file.to_str().expect("UTF-8 path")], &[]);
    assert_eq!(stdout(&written), "");
    let games = std::fs::read_to_string(&file).expect("written");
    assert_eq!(games, stdout(&nos(&["games"], &[])));
}

/// The lines of `text` wider than `columns`, but for what is quoted from the
/// transcript in a diagnostic: its lines (`12 │ ...`) with the underline
/// beneath one, and its name (`╭─[fixtures/a-long-name.yaml:41:9]`).
fn too_wide(text: &str, columns: usize) -> Vec<String> {
    text.lines()
        .filter(|line| line.chars().count() > columns)
        .filter(|line| {
            let body = line.trim_start();
            let quoted = body
                .split_once(" │")
                .is_some_and(|(number, _)| number.chars().all(|c| c.is_ascii_digit()));
            let underline = body
                .strip_prefix('·')
                .is_some_and(|rest| rest.chars().all(|c| matches!(c, ' ' | '─' | '┬')));
            let named = body.starts_with("╭─[") && body.ends_with(']');
            !quoted && !underline && !named
        })
        .map(str::to_owned)
        .collect()
}

/// Every fixture, and every transcript that cannot be read.
fn transcripts() -> Vec<String> {
    let mut files: Vec<String> = ["fixtures", "tests/bad"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).expect("listed"))
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
        .map(|path| path.display().to_string())
        .collect();
    files.sort();
    files
}

#[test]
fn check_and_audit_fit_sixty_columns_but_for_quoted_lines() {
    let mut wider_unasked = 0;
    for file in transcripts() {
        for command in ["check", "audit"] {
            let narrow = nos(&[command, &file], &[("COLUMNS", "60")]);
            for (stream, text) in [("stdout", &narrow.stdout), ("stderr", &narrow.stderr)] {
                let text = String::from_utf8_lossy(text);
                let wide = too_wide(&text, 60);
                assert!(wide.is_empty(), "{command} {file} {stream}: {wide:#?}");
            }
            // Without COLUMNS, into a pipe: drawn as before, many lines wider.
            let unasked = nos(&[command, &file], &[]);
            wider_unasked += too_wide(&String::from_utf8_lossy(&unasked.stdout), 60).len();
            wider_unasked += too_wide(&String::from_utf8_lossy(&unasked.stderr), 60).len();
        }
    }
    assert!(wider_unasked > 100, "{wider_unasked}");
}

#[test]
fn the_audit_of_four_players_fits_by_numbering_its_games() {
    let wide = stdout_or_findings(&nos(&["audit", "fixtures/evening.yaml"], &[]));
    assert!(
        wide.contains("2     8. ordinary-cross-then-matador-double-cross"),
        "{wide}"
    );
    let narrow = stdout_or_findings(&nos(
        &["audit", "fixtures/evening.yaml"],
        &[("COLUMNS", "60")],
    ));
    // The games by number, the infractions under their rows, every figure kept.
    assert!(
        narrow.contains("\nstart             500        500"),
        "{narrow}"
    );
    assert!(
        narrow.contains(
            "\n3     7     434 ≠ 314  336 ≠ 376  694 ≠ 734  536 ≠ 576\n      (1 infraction)\n"
        ),
        "{narrow}"
    );
    assert!(narrow.contains("(the games by their numbers"), "{narrow}");
    // A difference's figures are never split inside `434 ≠ 314 (+120)`.
    assert!(
        narrow.contains("    Anna 434 ≠ 314 (+120); Bram 336 ≠ 376 (-40);\n      Cees 694 ≠ 734 (-40); Dirk 536 ≠ 576 (-40)\n"),
        "{narrow}"
    );
    let figures = |text: &str| {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|n| n.len() == 3)
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let table = |text: &str| text.split("\n\n").nth(1).map(figures);
    assert_eq!(table(&narrow), table(&wide));
}

/// Standard output of a run that found something (exit 1).
fn stdout_or_findings(output: &Output) -> String {
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}
