//! What the verdict says about itself: a scoresheet agrees only where one was
//! kept, the audit grid stays a grid, and a comparison says what it cannot show.

use std::process::{Command, Output};

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("nos runs")
}

fn text(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

/// The claim-window dispute records no scoresheet; example 2 records the table's.
const WITHOUT_SHEET: &str = "fixtures/dispute-claim-window.yaml";
const WITH_SHEET: &str = "fixtures/example-02-wait.yaml";

#[test]
fn a_scoresheet_agrees_only_where_one_was_kept() {
    let without = text(&nos(&["check", WITHOUT_SHEET]));
    assert!(
        without.ends_with("1 hand, 0 infractions, no scoresheet kept; rules en.\n"),
        "{without}"
    );
    assert!(!without.contains("scoresheet agrees"));
    let with = text(&nos(&["check", WITH_SHEET]));
    assert!(
        with.ends_with("1 hand, 0 infractions, scoresheet agrees; rules en.\n"),
        "{with}"
    );

    let json = |file: &str| -> serde_json::Value {
        serde_json::from_slice(&nos(&["check", file, "--format", "json"]).stdout).expect("JSON")
    };
    assert_eq!(
        json(WITHOUT_SHEET)["scoresheet_agrees"],
        serde_json::Value::Null
    );
    assert_eq!(json(WITH_SHEET)["scoresheet_agrees"], true);

    let audit = text(&nos(&["audit", WITHOUT_SHEET]));
    assert!(
        audit.contains("The transcript records no scoresheet"),
        "{audit}"
    );
    assert!(!audit.contains("agrees"), "{audit}");
}

#[test]
fn the_audit_grid_stays_aligned_where_figures_differ() {
    let audit = text(&nos(&["audit", "fixtures/evening.yaml"]));
    let grid: Vec<&str> = audit
        .lines()
        .skip(2)
        .take_while(|line| !line.is_empty())
        .map(|line| line.split("  (").next().unwrap_or(line))
        .collect();
    assert_eq!(grid.len(), 11, "header, start and nine hands: {audit}");
    assert!(grid.iter().any(|line| line.contains('≠')), "{audit}");
    // Every row as wide as the header, and each player's column ends where his name does.
    let width = |line: &str| line.chars().count();
    let header = grid[0];
    for row in &grid {
        assert_eq!(width(row), width(header), "{row}\n{header}");
    }
    for name in ["Anna", "Bram", "Cees", "Dirk"] {
        let end = header[..header.find(name).expect("name") + name.len()]
            .chars()
            .count();
        for row in &grid[1..] {
            let cell_end: Vec<char> = row.chars().collect();
            assert!(
                cell_end[end - 1].is_ascii_digit() || cell_end[end - 1] == '✓',
                "{row}"
            );
            assert!(end == cell_end.len() || cell_end[end] == ' ', "{row}");
        }
    }
    // Two cells that differ never run together.
    assert!(audit.contains("434 ≠ 314  336 ≠ 376"), "{audit}");
}

#[test]
fn compare_without_readings_compares_the_two_profiles_and_names_what_they_share() {
    let output = nos(&["compare", "fixtures/dispute-d3-double-after-pass.yaml"]);
    assert_eq!(output.status.code(), Some(1), "D3 parts the profiles");
    let text = text(&output);
    assert!(
        text.starts_with(
            "Comparing 2 readings of fixtures/dispute-d3-double-after-pass.yaml: en | de-1996\n"
        ),
        "{text}"
    );
    // en and de-1996 share D2=unpaid (and more): the comparison cannot show what D2 does.
    assert!(
        text.contains("Every reading compared takes D2=unpaid, D4=all-paid,"),
        "{text}"
    );
    assert!(
        !text.contains("D3=unpaid,"),
        "D3 differs between the profiles: {text}"
    );
    assert!(
        text.contains(
            "\n  nos compare fixtures/dispute-d3-double-after-pass.yaml --rules en --rules en,D2=paid\n"
        ),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_slice(
        &nos(&[
            "compare",
            "fixtures/dispute-d3-double-after-pass.yaml",
            "--format",
            "json",
        ])
        .stdout,
    )
    .expect("JSON");
    assert_eq!(json["readings"], serde_json::json!(["en", "de-1996"]));
    assert_eq!(json["shared"]["D2"], "unpaid");
    assert!(json["shared"].get("D3").is_none());
    // One reading is no comparison.
    let one = nos(&["compare", WITH_SHEET, "--rules", "en"]);
    assert_eq!(one.status.code(), Some(2), "one reading is no comparison");
}
