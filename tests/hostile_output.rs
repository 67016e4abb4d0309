//! What the referee writes for hostile input: a name too long for any
//! column, control characters that YAML's escapes put into strings, and a few
//! kilobytes that hold thousands of problems or a label over thousands of lines.
//! Nothing panics, nothing from the input reaches the terminal raw, and the
//! output stays a small multiple of the input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const EVENING: &str = include_str!("../fixtures/evening.yaml");

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("nos runs")
}

/// A directory of its own under the target directory, emptied.
fn dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a directory");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path.to_str().expect("UTF-8").to_owned()
}

/// A character a terminal acts on: any control character but the line
/// feed, and the characters that turn text around.
fn acts_on_a_terminal(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
}

fn assert_nothing_raw(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let raw: Vec<(usize, char)> = text
        .char_indices()
        .filter(|&(_, c)| acts_on_a_terminal(c))
        .take(5)
        .collect();
    assert!(raw.is_empty(), "{what}: {raw:?} in\n{text}");
}

/// The evening with a fifth player, `name`, who is dealt nothing: every hand
/// has a problem naming him, and every table a column headed by him.
fn evening_with(name: &str) -> String {
    EVENING.replacen(
        "players: [Anna, Bram, Cees, Dirk]",
        &format!("players: [Anna, Bram, Cees, Dirk, {name}]"),
        1,
    )
}

#[test]
fn a_name_of_seventy_thousand_characters_is_cut_in_every_table_and_panics_nothing() {
    let dir = dir("long-name");
    let name = "E".repeat(70_000);
    let file = write(&dir, "long.yaml", &evening_with(&name));
    // A name of a thousand characters among the four who play (a YAML key
    // is at most 1,024): the hands are judged, and the ledger, the payments,
    // the audit's tables and the comparison's chips all have a column for him.
    let judged = write(
        &dir,
        "judged.yaml",
        &EVENING.replace("Anna", &"E".repeat(1000)),
    );
    let cut = format!("{}…", "E".repeat(23));
    for file in [&file, &judged] {
        for command in ["check", "audit", "compare"] {
            let output = nos(&[command, file]);
            let stdout = String::from_utf8_lossy(&output.stdout);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_ne!(output.status.code(), Some(101), "{command}: {stderr}");
            assert!(!stderr.contains("panicked"), "{command}: {stderr}");
            // 70,000 characters in, and well under that out, for nine hands.
            assert!(
                file == &judged || stdout.len() + stderr.len() < 70_000,
                "{command} {file}: {} and {} bytes",
                stdout.len(),
                stderr.len()
            );
            if file == &judged {
                assert!(stdout.contains(&cut), "{command}: {stdout}");
            }
        }
    }
    let output = nos(&["check", &judged]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    // The ledger's heading: the cut name in a column of 24.
    let head = stdout
        .lines()
        .find(|line| line.starts_with("hand  "))
        .expect("the ledger");
    assert_eq!(
        head,
        format!("hand   {cut} {:>24} {:>24} {:>24}", "Bram", "Cees", "Dirk")
    );
}

/// Each payload YAML's escapes can put in a string, as the escape is written
/// in a double-quoted YAML string.
const PAYLOADS: [&str; 9] = [
    "\\e[2J",
    "\\e]8;;http://example.com\\e\\\\here\\e]8;;\\e\\\\",
    "\\e]0;title\\a",
    "Cl\\rara",
    "Bo\\bb",
    "De\\x7fl",
    "\\x9b2J",
    "\\u202Eevil",
    "Two\\nlines",
];

#[test]
fn control_characters_in_names_club_and_date_never_reach_the_terminal() {
    let dir = dir("names");
    for (i, payload) in PAYLOADS.iter().enumerate() {
        let quoted = format!("\"An{payload}na\"");
        let text = EVENING
            .replace("club: de Haaien", &format!("club: \"{payload}\""))
            .replace("date: 2026-11-20", &format!("date: \"{payload}\""))
            .replace("Anna", &quoted);
        let file = write(&dir, &format!("payload-{i}.yaml"), &text);
        let dropped = write(&dir, &format!("dropped-{i}.yaml"), &evening_with(&quoted));
        for file in [&file, &dropped] {
            for command in ["check", "audit", "compare"] {
                let output = nos(&[command, file]);
                assert_ne!(output.status.code(), Some(101), "{command} {payload}");
                assert_nothing_raw(&format!("{command} {payload} stdout"), &output.stdout);
                assert_nothing_raw(&format!("{command} {payload} stderr"), &output.stderr);
            }
        }
        // Where the session is judged, the name is still there, escaped.
        let output = nos(&["check", &file]);
        let stdout = String::from_utf8_lossy(&output.stdout);
        if output.status.code() == Some(1) {
            assert!(stdout.contains("na says \"nos\""), "{payload}: {stdout}");
        }
    }
}

#[test]
fn control_characters_in_rules_and_file_names_never_reach_the_terminal() {
    let dir = dir("rules");
    let evening = write(&dir, "evening.yaml", EVENING);
    for payload in PAYLOADS {
        // In the transcript's rules, a rules file's profile and switches.
        let text = EVENING.replacen(
            "side_pot: Cees",
            &format!("side_pot: Cees\n  rules: \"{payload}\""),
            1,
        );
        let file = write(&dir, "rules.yaml", &text);
        let house = write(
            &dir,
            "house.yaml",
            &format!("profile: \"{payload}\"\nswitches:\n  \"{payload}\": \"{payload}\"\n"),
        );
        for output in [
            nos(&["check", &file]),
            nos(&["check", &evening, "--rules-file", &house]),
            nos(&["compare", &evening, "--rules-file", &house]),
        ] {
            assert_nothing_raw(&format!("{payload} stdout"), &output.stdout);
            assert_nothing_raw(&format!("{payload} stderr"), &output.stderr);
        }
    }
    // File names, in directory mode and in a diagnostic's header.
    let files = dir.join("files");
    std::fs::create_dir_all(&files).expect("a directory");
    write(&files, "\u{1b}]0;title\u{7}.yaml", EVENING);
    write(
        &files,
        "\u{1b}[2J\u{202e}lmay.yaml",
        "session:\n  players: [A]\nhands: x\n",
    );
    let broken = write(
        &dir,
        "\u{9b}2J.yaml",
        "session:\n  players: [A]\nhands: x\n",
    );
    let files = files.to_str().expect("UTF-8");
    for output in [
        nos(&["check", files]),
        nos(&["compare", files]),
        nos(&["check", &broken]),
        nos(&["audit", &broken]),
    ] {
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_nothing_raw("file names, stdout", &output.stdout);
        assert_nothing_raw("file names, stderr", &output.stderr);
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("\\x1b") || stderr.contains("\\u{9b}"),
            "{stderr}"
        );
    }
}

#[test]
fn sixteen_kilobytes_of_problems_draw_the_first_of_their_kind_and_count_the_rest() {
    let text = format!(
        "session:\n  players: [A, B, C]\nhands:\n{}",
        "  - x\n".repeat(2700)
    );
    assert!(text.len() < 17_000);
    let dir = dir("many-problems");
    let file = write(&dir, "many.yaml", &text);
    for command in ["check", "audit", "compare"] {
        let output = nos(&[command, &file]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}");
        // 50 drawn in full, a dozen lines each, and the rest counted.
        assert_eq!(
            stderr.matches("× expected a mapping").count(),
            50,
            "{command}"
        );
        assert!(
            stderr.contains("2650 more problems of the kind nos::transcript::yaml not drawn"),
            "{command}: {stderr}"
        );
        assert!(stderr.len() < 40_000, "{command}: {} bytes", stderr.len());
    }
}

#[test]
fn an_event_written_over_two_thousand_lines_is_drawn_on_its_first_line() {
    // Hand 3's false nos (line 121), its flow mapping spread over 2,001 lines.
    let text = EVENING.replacen(
        "- {by: Anna, says: nos}",
        &format!("- {{by: Anna,{}says: nos}}", "\n".repeat(2001)),
        1,
    );
    let dir = dir("long-label");
    let file = write(&dir, "long-label.yaml", &text);
    let output = nos(&["check", &file]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let false_nos = stdout
        .split("\n\n")
        .skip_while(|block| !block.contains("false-nos"))
        .take(2)
        .collect::<Vec<_>>()
        .join("\n\n");
    assert!(
        false_nos.contains("Anna pays 40 to each of Bram, Cees, Dirk (from here to line 2122)"),
        "{false_nos}"
    );
    assert!(false_nos.lines().count() < 15, "{false_nos}");
    assert!(stdout.len() < 20_000, "{} bytes", stdout.len());
}

#[test]
fn a_hand_of_many_infractions_draws_fifty_of_a_kind_and_lists_the_others_a_line_each() {
    // Hand 3's false nos said 400 times: 400 infractions of one kind, each
    // charged 40 to each of three.
    let text = EVENING.replacen(
        "      - {by: Anna, says: nos}\n",
        &"      - {by: Anna, says: nos}\n".repeat(400),
        1,
    );
    assert!(text.len() < 30_000);
    let dir = dir("many-infractions");
    let file = write(&dir, "many.yaml", &text);
    let output = nos(&["check", &file]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.matches("⚠ hand 3: Anna says \"nos\"").count(), 50);
    assert!(
        stdout.contains("More infractions of the kind nos::infraction::false-nos, one a line:"),
        "{stdout}"
    );
    assert_eq!(
        stdout
            .lines()
            .filter(|line| line.starts_with("  hand 3 (line ") && line.contains("says \"nos\""))
            .count(),
        350
    );
    // Every one is still charged: 400 × 3 payments of 40 in the hand's lines.
    assert_eq!(stdout.matches("penalty: false-nos").count(), 1200);
    assert!(stdout.len() < 25 * text.len(), "{} bytes", stdout.len());
}
