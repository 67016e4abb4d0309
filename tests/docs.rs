//! The README and the guide in `docs/`, read as a newcomer would use them.
//!
//! Every ```` ```yaml ```` block is read: a whole transcript (`session:` and
//! `hands:`) is judged as it stands, every hand judged and its scoresheet in
//! agreement; a rules file (`profile:`, `switches:`) is read as `--rules-file`
//! reads one; a block marked ```` ```yaml fragment ```` is part of a
//! transcript, its `announce:` lines read as events of a minimal hand and any
//! other fragment as a YAML mapping. Anything else fails, so that no example
//! drifts from the format unread. A ```` ```text ```` block whose first line is
//! `$ nos ...` (or `$ COLUMNS=60 nos ...`, with variables set) is run, and what
//! it prints must be the rest of the block, or begin with it where the block
//! ends in a line `...`.
//!
//! The README's first transcript is a whole hand worked by hand in its text
//! (the deal of 4 tiles at a table of four, Cees's [6-6] as the highest double,
//! a claim for [1-1], Cees's nos, Anna's pass with two tiles left, every player
//! passing in turn); its figures are asserted here one by one.

use std::path::{Path, PathBuf};
use std::process::Command;

use nos_referee::replay::ledger::Reason;
use nos_referee::replay::{Ending, judge};
use nos_referee::rules::interpretation::Interpretation;
use nos_referee::rules::seat::Seat;

/// A fenced block of a document: where it stands, its info string and text.
struct Block {
    file: String,
    line: usize,
    info: String,
    text: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README, then every page of the guide, by name.
fn documents() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    let mut all = vec![root().join("README.md"), root().join("CONTRIBUTING.md")];
    all.extend(pages);
    all
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Every fenced block of a text, with the line its fence opens on.
fn blocks_of(file: &str, text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in text.lines().enumerate() {
        match open.take() {
            None => {
                if let Some(info) = line.strip_prefix("```") {
                    open = Some(Block {
                        file: file.to_owned(),
                        line: i + 1,
                        info: info.trim().to_owned(),
                        text: String::new(),
                    });
                }
            }
            Some(mut block) => {
                if line.starts_with("```") {
                    blocks.push(block);
                } else {
                    block.text.push_str(line);
                    block.text.push('\n');
                    open = Some(block);
                }
            }
        }
    }
    assert!(open.is_none(), "{file}: a fence is never closed");
    blocks
}

fn all_blocks() -> Vec<Block> {
    documents()
        .iter()
        .flat_map(|path| {
            let text = std::fs::read_to_string(path).expect("a document");
            blocks_of(&relative(path), &text)
        })
        .collect()
}

/// Whether a line of the block stands at its top level with this key.
fn has_top_key(text: &str, key: &str) -> bool {
    text.lines()
        .any(|line| line.starts_with(key) && line[key.len()..].starts_with(':'))
}

fn nos(args: &[&str], dir: &Path) -> std::process::Output {
    nos_with(&[], args, dir)
}

/// `nos` with `env` set besides, as a shown command's `COLUMNS=60 nos ...`.
fn nos_with(env: &[(&str, &str)], args: &[&str], dir: &Path) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nos"));
    command.env("LC_ALL", "C");
    command
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS")
        .env_remove("TERM");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("nos runs")
}

/// The variables a shown command sets, and its arguments.
type Shown<'a> = (Vec<(&'a str, &'a str)>, Vec<&'a str>);

/// A shown command line, `$ nos ...` or `$ NAME=value nos ...`: the
/// variables set and the arguments, or `None` for another command.
fn shown_command(first: &str) -> Option<Shown<'_>> {
    let mut words = first.strip_prefix("$ ")?.split_whitespace();
    let mut env = Vec::new();
    loop {
        let word = words.next()?;
        if word == "nos" {
            return Some((env, words.collect()));
        }
        let (name, value) = word.split_once('=')?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
            return None;
        }
        env.push((name, value));
    }
}

/// The README's first whole transcript, as the test of it reads it.
fn first_transcript() -> String {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README");
    blocks_of("README.md", &readme)
        .into_iter()
        .find(|b| {
            b.info == "yaml" && has_top_key(&b.text, "session") && has_top_key(&b.text, "hands")
        })
        .expect("a whole transcript in the README")
        .text
}

/// A whole transcript is judged by `nos check` as the reader would run it:
/// every hand judged, and the table's scoresheet (where kept) agreeing.
fn judge_whole(block: &Block) {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("example.yaml");
    std::fs::write(&path, &block.text).expect("written");
    let run = nos(&["check", "example.yaml", "--format", "json"], dir.path());
    let place = format!("{}:{}", block.file, block.line);
    assert!(
        run.status.code() != Some(2),
        "{place}: not every hand could be judged\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let verdict: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    assert_eq!(verdict["unjudged"], 0, "{place}");
    assert_ne!(
        verdict["scoresheet_agrees"],
        serde_json::Value::Bool(false),
        "{place}: the scoresheet disagrees with the referee"
    );
}

/// The minimal hand an announcement fragment is read in: the first
/// transcript's deal, Cees setting the [6-6].
fn announced(value: &str) -> String {
    format!(
        "session:\n  players: [Anna, Bram, Cees, Dirk]\nhands:\n  - deal:\n      Anna: [3-0, 3-1, 4-3, 5-0]\n      Bram: [1-0, 6-2, 4-2, 4-1]\n      Cees: [6-3, 1-1, 2-1, 6-6]\n      Dirk: [6-4, 2-2, 5-4, 5-1]\n    events:\n      - {{by: Cees, set: 6-6}}\n      - {{by: Cees, announce: {value}}}\n"
    )
}

fn read_fragment(block: &Block) -> usize {
    let place = format!("{}:{}", block.file, block.line);
    let lines: Vec<&str> = block
        .text
        .lines()
        .map(|line| line.split(" #").next().unwrap_or(line).trim_end())
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .collect();
    if !lines.is_empty() && lines.iter().all(|line| line.starts_with("announce:")) {
        for line in &lines {
            let value = line.trim_start_matches("announce:").trim();
            let text = announced(value);
            if let Err(problems) = nos_referee::load(&text) {
                panic!("{place}: `{line}` is not read: {problems:#?}");
            }
        }
        lines.len()
    } else {
        let value: Result<serde_json::Value, _> = serde_saphyr::from_str(&block.text);
        match value {
            Ok(serde_json::Value::Object(_)) => 1,
            other => panic!("{place}: a fragment that is no YAML mapping: {other:?}"),
        }
    }
}

#[test]
fn every_yaml_example_is_read_and_every_whole_transcript_judged() {
    let mut transcripts = 0;
    let mut rules_files = 0;
    let mut fragments = 0;
    for block in all_blocks() {
        let place = format!("{}:{}", block.file, block.line);
        match block.info.as_str() {
            "yaml" => {
                if has_top_key(&block.text, "session") && has_top_key(&block.text, "hands") {
                    judge_whole(&block);
                    transcripts += 1;
                } else if has_top_key(&block.text, "profile")
                    || has_top_key(&block.text, "switches")
                {
                    if let Err(problems) = nos_referee::command::rules_file(&block.text) {
                        panic!("{place}: the rules file is not read: {problems:#?}");
                    }
                    rules_files += 1;
                } else {
                    panic!(
                        "{place}: a YAML example that is neither a transcript nor a rules file; \
                         mark it ```yaml fragment if it is part of one"
                    );
                }
            }
            "yaml fragment" => fragments += read_fragment(&block),
            info if info.starts_with("yaml") => {
                panic!("{place}: an unknown kind of example `{info}`")
            }
            _ => {}
        }
    }
    // The README's first transcript and the reference's worked example; the
    // club's rules file; the announcements, one a line.
    assert!(transcripts >= 2, "{transcripts} transcripts");
    assert!(rules_files >= 1, "{rules_files} rules files");
    assert!(fragments >= 6, "{fragments} fragments");
}

#[test]
fn a_wrong_announcement_in_a_fragment_is_not_read() {
    // The fragments' wrapper can fail: a misspelt game or option is refused.
    assert!(nos_referee::load(&announced("ordinary")).is_ok());
    assert!(nos_referee::load(&announced("{game: ordinary, frist: {here: 5}}")).is_err());
}

#[test]
fn every_command_shown_prints_what_is_shown() {
    let mut shown = 0;
    for block in all_blocks() {
        if block.info != "text" {
            continue;
        }
        let Some((first, expected)) = block.text.split_once('\n') else {
            continue;
        };
        let Some((env, args)) = shown_command(first) else {
            continue;
        };
        if args.contains(&"first-hand.yaml") {
            // Run on the README's own transcript, below.
            continue;
        }
        let run = nos_with(&env, &args, &root());
        let printed = String::from_utf8_lossy(&run.stdout);
        let place = format!("{}:{}: `{first}`", block.file, block.line);
        // A last line `...` shows the first lines of what is printed.
        match expected.strip_suffix("...\n") {
            Some(start) => assert!(
                printed.starts_with(start),
                "{place}: it prints\n{printed}\nnot starting with\n{start}"
            ),
            None => assert_eq!(printed, expected, "{place}"),
        }
        shown += 1;
    }
    // The audit of the quick start, the many files, a narrow audit, a
    // comparison of three readings, `nos show`.
    assert!(shown >= 5, "{shown} commands");
}

#[test]
fn a_shown_command_line_is_read_with_its_variables() {
    assert_eq!(
        shown_command("$ COLUMNS=60 nos audit f.yaml"),
        Some((vec![("COLUMNS", "60")], vec!["audit", "f.yaml"]))
    );
    assert_eq!(
        shown_command("$ nos check f.yaml"),
        Some((vec![], vec!["check", "f.yaml"]))
    );
    assert_eq!(shown_command("$ cargo run -- check f.yaml"), None);
    assert_eq!(shown_command("$ ls"), None);
}

#[test]
fn the_first_transcript_is_checked_as_the_readme_shows() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README");
    let command = "$ nos check first-hand.yaml\n";
    let shown = readme
        .split(command)
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the check of the first transcript in the README");
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::write(dir.path().join("first-hand.yaml"), first_transcript()).expect("written");
    let run = nos(&["check", "first-hand.yaml"], dir.path());
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&run.stdout), shown);
}

#[test]
fn the_first_transcript_is_the_hand_the_readme_works_out() {
    let text = first_transcript();
    assert!(text.starts_with("session:"), "the block as it stands");
    let session = nos_referee::load(&text).unwrap_or_else(|p| panic!("{p:#?}"));
    let verdict = judge(&session, Interpretation::default()).unwrap_or_else(|p| panic!("{p:#?}"));
    let [anna, bram, cees, dirk] = [Seat(0), Seat(1), Seat(2), Seat(3)];
    assert_eq!(verdict.hands.len(), 1);
    let hand = &verdict.hands[0];

    // 8 - 4 players: four tiles each.
    let dealt: Vec<usize> = text
        .lines()
        .filter(|line| line.trim_start().starts_with(['A', 'B', 'C', 'D']))
        .map(|line| line.matches('-').count())
        .collect();
    assert_eq!(dealt, [4, 4, 4, 4]);

    // The session's first hand: the highest double, Cees's [6-6], sets.
    assert_eq!(hand.setter, Some(cees));
    assert_eq!(hand.set_tile, Some((6, 6)));
    assert_eq!(hand.game.as_ref().map(|g| g.name.number()), Some(1));
    assert!(hand.infractions.is_empty(), "{:#?}", hand.infractions);
    assert!(hand.notes.is_empty(), "{:#?}", hand.notes);

    let paid = |reason: Reason| -> Vec<(Seat, Seat, i64)> {
        hand.payments
            .iter()
            .filter(|p| p.reason == reason)
            .map(|p| (p.from, p.to, p.amount))
            .collect()
    };
    // The set double from his hand: one end, 6, from each opponent.
    assert_eq!(
        paid(Reason::SetDouble),
        [(anna, cees, 6), (bram, cees, 6), (dirk, cees, 6)]
    );
    // [1-1] on Bram's [0-1], claimed: 1 from Bram.
    assert_eq!(paid(Reason::DoubleOnPredecessor), [(bram, cees, 1)]);
    // Cees out first: 5 from each.
    assert_eq!(
        paid(Reason::Nos),
        [(anna, cees, 5), (bram, cees, 5), (dirk, cees, 5)]
    );
    // Every player still in passed with two tiles left.
    assert_eq!(hand.ending, Ending::AllPassed);
    // Anna [5-0] 5 + [0-0] 14 + [0-2] 2 + [2-3] 5 + [2-5] 7 + [3-3] 6 + [3-5] 8
    // + [4-4] 8 = 55; Bram [4-2] 6; Cees out; Dirk [2-2] 4 + [0-4] 4 + [5-5] 10 = 18.
    let counts: Vec<u32> = hand.counts.iter().map(|(_, c)| *c).collect();
    assert_eq!(counts, [55, 6, 0, 18]);
    let mut count = paid(Reason::Count);
    count.sort_unstable();
    assert_eq!(
        count,
        [
            (anna, bram, 49),
            (anna, cees, 55),
            (anna, dirk, 37),
            (bram, cees, 6),
            (dirk, bram, 12),
            (dirk, cees, 18),
        ]
    );
    // Anna 500-6-5-141 = 348; Bram 500-6-1-5+49+12-6 = 543;
    // Cees 500+18+1+15+55+18+6 = 613; Dirk 500-6-5+37-18-12 = 496.
    let chips: Vec<Option<i64>> = hand.chips.iter().map(|(_, c)| *c).collect();
    assert_eq!(chips, [Some(348), Some(543), Some(613), Some(496)]);
    assert!(hand.scoresheet.is_empty(), "the table's sheet agrees");
    // The largest count sets the next hand.
    assert_eq!(hand.next_on_set, Some(anna));
}

#[test]
fn the_readme_stays_short() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README");
    assert!(readme.len() <= 30 * 1024, "{} bytes", readme.len());
    assert!(
        readme.lines().count() <= 300,
        "{} lines",
        readme.lines().count()
    );
}

#[test]
fn every_link_between_the_documents_leads_to_a_file() {
    let mut documents = documents();
    documents.push(root().join("ARCHITECTURE.md"));
    documents.push(root().join("CHANGELOG.md"));
    for path in documents {
        let text = std::fs::read_to_string(&path).expect("a document");
        let dir = path.parent().expect("a folder");
        for rest in text.split("](").skip(1) {
            let Some(target) = rest.split(')').next() else {
                continue;
            };
            if target.starts_with("http") || target.starts_with('#') || target.contains(' ') {
                continue;
            }
            let file = target.split('#').next().unwrap_or(target);
            assert!(
                dir.join(file).exists(),
                "{}: a link to {target}, which is not there",
                relative(&path)
            );
        }
    }
}

#[test]
fn every_json_example_is_json() {
    let mut read = 0;
    for block in all_blocks() {
        if block.info == "json" {
            let value: Result<serde_json::Value, _> = serde_json::from_str(&block.text);
            assert!(value.is_ok(), "{}:{}: {value:?}", block.file, block.line);
            read += 1;
        }
    }
    // The verdict, the corpus line, the comparison's hand.
    assert!(read >= 3, "{read} JSON examples");
}

/// Each switch `nos rules` lists, with its choice under `en` and `de-1996`.
fn switches_listed() -> Vec<(String, String, String)> {
    let run = nos(&["rules"], &root());
    let text = String::from_utf8_lossy(&run.stdout).into_owned();
    let mut header = "";
    let mut switches = Vec::new();
    for line in text.lines() {
        if !line.starts_with(' ') && !line.is_empty() {
            header = line;
        } else if let Some(choices) = line.strip_prefix("  en: ") {
            let mut words = choices.split_whitespace();
            let en = words.next().expect("the choice under en");
            assert_eq!(words.next(), Some("de-1996:"), "{line}");
            let de = words.next().expect("the choice under de-1996");
            switches.push((header.to_owned(), en.to_owned(), de.to_owned()));
        }
    }
    switches
}

#[test]
fn the_readings_table_has_every_switch_with_both_profiles_choices() {
    let page = std::fs::read_to_string(root().join("docs/readings.md")).expect("the page");
    let rows: Vec<&str> = page
        .lines()
        .filter(|line| line.starts_with("| D") || line.starts_with("| `"))
        .collect();
    let switches = switches_listed();
    assert_eq!(switches.len(), 14, "{switches:?}");
    assert_eq!(rows.len(), switches.len(), "one row a switch: {rows:#?}");
    for (header, en, de) in &switches {
        // `D1 (tie-for-set)` is written D1 `tie-for-set`; others by name.
        let start = match header.split_once(" (") {
            Some((id, name)) => format!("| {id} `{}` |", name.trim_end_matches(')')),
            None => format!("| `{header}` |"),
        };
        let row = rows
            .iter()
            .find(|row| row.starts_with(&start))
            .unwrap_or_else(|| panic!("no row {start}"));
        let cells: Vec<&str> = row.split(" | ").collect();
        assert!(cells[2].starts_with(&format!("`{en}`")), "{row}");
        assert!(cells[3].starts_with(&format!("`{de}`")), "{row}");
    }
    assert!(
        page.contains("fourteen in all"),
        "the page says how many switches there are"
    );
}

#[test]
fn the_comparison_shown_in_json_is_what_compare_writes() {
    let page = std::fs::read_to_string(root().join("docs/json.md")).expect("the page");
    let shown: serde_json::Value = blocks_of("docs/json.md", &page)
        .into_iter()
        .find(|b| b.info == "json" && b.text.contains("\"carried_in\""))
        .map(|b| serde_json::from_str(&b.text).expect("JSON"))
        .expect("a hand of the comparison in docs/json.md");
    let run = nos(
        &[
            "compare",
            "fixtures/dispute-d2-carried-over-evening.yaml",
            "--rules",
            "en",
            "--rules",
            "en,D2=paid",
            "--rules",
            "de-1996",
            "--format",
            "json",
        ],
        &root(),
    );
    assert_eq!(run.status.code(), Some(1));
    let written: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    let number = shown["hand"].as_u64().expect("a hand number");
    let hand = written["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .find(|h| h["hand"].as_u64() == Some(number))
        .expect("the hand shown");
    let keys = |value: &serde_json::Value| -> Vec<String> {
        value
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect()
    };
    assert_eq!(keys(&shown), keys(hand));
    for key in keys(hand) {
        if key == "readings" {
            // The page leaves the third reading out.
            let shown = shown[&key].as_array().expect("readings");
            assert_eq!(
                shown[..],
                hand[&key].as_array().expect("readings")[..shown.len()]
            );
        } else {
            assert_eq!(shown[&key], hand[&key], "{key}");
        }
    }
    // The hand after it agrees, with the difference carried in.
    let next = &written["hands"][number as usize];
    assert_eq!(next["agree"], true);
    assert_eq!(next["carried_in"], true);
}
