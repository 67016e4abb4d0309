//! Every fixture's verdict, as text and as JSON, is a reviewed snapshot; every
//! hand-worked figure on a fixture's scoresheet is asserted on its own, so a
//! carelessly accepted snapshot cannot hide a wrong one; and whatever a fixture
//! contains, the table's chips are conserved.

use nos_referee::command::{self, Format};
use nos_referee::replay::{Ending, Verdict, judge};
use nos_referee::report::Style;
use nos_referee::rules::interpretation::{Interpretation, Profile};
use nos_referee::transcript::session::Session;

fn name(path: &std::path::Path) -> String {
    format!(
        "fixtures/{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
    )
}

#[test]
fn verdict_text() {
    insta::glob!("../fixtures", "*.yaml", |path| {
        let bytes = std::fs::read(path).expect("fixture readable");
        let outcome = command::check(
            &name(path),
            &bytes,
            Format::Text,
            &Default::default(),
            Style::Plain,
        );
        let shown = format!(
            "exit {}\n{}{}",
            outcome.status.code(),
            outcome.stderr,
            outcome.stdout
        );
        insta::assert_snapshot!(shown);
    });
}

#[test]
fn verdict_json() {
    insta::glob!("../fixtures", "*.yaml", |path| {
        let bytes = std::fs::read(path).expect("fixture readable");
        let outcome = command::check(
            &name(path),
            &bytes,
            Format::Json,
            &Default::default(),
            Style::Plain,
        );
        let json: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON output");
        insta::assert_json_snapshot!(json);
    });
}

#[test]
fn chips_are_conserved_after_every_payment() {
    for path in fixtures() {
        let (_, session, verdict) = judged(&path);
        let players = session.players.len();
        let total = session.chips * players as i64;
        let mut chips = vec![session.chips; players];
        for hand in &verdict.hands {
            for payment in &hand.payments {
                chips[payment.from.index()] -= payment.amount;
                chips[payment.to.index()] += payment.amount;
                assert_eq!(chips.iter().sum::<i64>(), total, "{}", path.display());
            }
            let after: Option<Vec<i64>> = hand.chips.values().copied().collect();
            assert_eq!(
                after.as_ref(),
                Some(&chips),
                "{}: hand {} totals are the sum of its payments",
                path.display(),
                hand.number
            );
        }
    }
}

/// Every fixture in `fixtures/`, in name order: a fixture added later is covered
/// without touching this file.
fn fixtures() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures/ is readable")
        .map(|entry| entry.expect("fixtures/ is listed").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no fixtures in {}", dir.display());
    paths
}

/// A fixture replayed under the reading it names (`session.rules`, else `en`), as
/// `nos check` does. Every fixture must load and be judged: one that cannot fails.
fn judged(path: &std::path::Path) -> (String, Session, Verdict) {
    let text = std::fs::read_to_string(path).expect("fixture readable");
    let session = nos_referee::load(&text)
        .unwrap_or_else(|problems| panic!("{}: does not load: {problems:#?}", path.display()));
    let profile = session.rules.as_ref().map_or(Profile::En, |named| {
        Profile::parse(&named.value)
            .unwrap_or_else(|| panic!("{}: no profile `{}`", path.display(), named.value))
    });
    let verdict = judge(&session, Interpretation::of(profile))
        .unwrap_or_else(|problems| panic!("{}: cannot be judged: {problems:#?}", path.display()));
    (text, session, verdict)
}

/// What a fixture says the table's scoresheet got wrong: a comment on the
/// `scoresheet` line of the hand where a mistake was made,
///
/// ```text
///     scoresheet: {Anna: 435, Bram: 358, Cees: 665, Dirk: 552}  # sheet off: Cees +10
/// ```
///
/// each the table's figure minus the referee's, by player, added in that hand and
/// carried forward on paper from then on. The fixture's header works them out.
fn sheet_mistakes(
    path: &std::path::Path,
    text: &str,
    verdict: &Verdict,
) -> Vec<(usize, String, i64)> {
    let shown = path.display();
    let mut mistakes = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let Some((before, entries)) = line.split_once("# sheet off:") else {
            continue;
        };
        let number = index + 1;
        assert!(
            before.trim_start().starts_with("scoresheet:"),
            "{shown}:{number}: `# sheet off` goes on a hand's `scoresheet` line"
        );
        let hand = verdict
            .hands
            .iter()
            .rev()
            .find(|h| h.line <= number)
            .unwrap_or_else(|| panic!("{shown}:{number}: `# sheet off` before the first hand"))
            .number;
        for entry in entries.split(',') {
            let (name, delta) = entry
                .trim()
                .rsplit_once(' ')
                .unwrap_or_else(|| panic!("{shown}:{number}: `{entry}` is not `NAME +X`"));
            let delta: i64 = delta
                .trim_start_matches('+')
                .parse()
                .unwrap_or_else(|_| panic!("{shown}:{number}: `{delta}` is not a signed number"));
            assert_ne!(delta, 0, "{shown}:{number}: `{entry}` says nothing is off");
            mistakes.push((hand, name.to_owned(), delta));
        }
    }
    mistakes
}

/// The hand-worked figures are hard assertions, whatever a snapshot says: after
/// every hand of every fixture, each figure on the table's scoresheet is the
/// referee's, except by exactly what its `# sheet off` comments declare.
/// A hand may go without a scoresheet only where its figures are asserted
/// elsewhere: the last hand of a dispute fixture, whose `# chips` lines
/// `tests/compare.rs` checks under every reading it compares.
#[test]
fn every_hand_worked_scoresheet_is_the_referees() {
    let mut hands_checked = 0;
    let mut figures_off = 0;
    for path in fixtures() {
        let shown = path.display().to_string();
        let (text, session, verdict) = judged(&path);
        let mistakes = sheet_mistakes(&path, &text, &verdict);
        for (_, name, _) in &mistakes {
            assert!(
                session.players.values().any(|p| p == name),
                "{shown}: `# sheet off` names {name}, who is not at the table"
            );
        }
        let dispute = text
            .lines()
            .take_while(|l| l.starts_with('#'))
            .any(|l| l.starts_with("# compare:"));
        let last = verdict.hands.len();
        for hand in &verdict.hands {
            let Some(sheet) = &hand.sheet else {
                assert!(
                    hand.ending == Ending::Redeal || dispute && hand.number == last,
                    "{shown}: hand {} has no scoresheet to check the referee against",
                    hand.number
                );
                continue;
            };
            hands_checked += 1;
            let mut expected = Vec::new();
            for (seat, figure) in sheet.iter() {
                let name = &verdict.players[seat];
                let Some(figure) = figure else {
                    assert!(
                        !hand.present[seat],
                        "{shown}: hand {}: the scoresheet leaves out {name}, who played",
                        hand.number
                    );
                    continue;
                };
                let off: i64 = mistakes
                    .iter()
                    .filter(|(from, who, _)| *from <= hand.number && who == name)
                    .map(|(_, _, delta)| delta)
                    .sum();
                let Some(referee) = hand.chips[seat] else {
                    panic!(
                        "{shown}: hand {}: {name}'s chips are not known",
                        hand.number
                    );
                };
                // A player who left was settled then: his rounded figure is as
                // good as the exact one.
                let agreed =
                    nos_referee::report::audit::sheet_agrees(*figure, referee, hand.present[seat]);
                let table = if agreed { referee } else { *figure };
                assert_eq!(
                    table - referee,
                    off,
                    "{shown}: hand {}, {name}: the sheet has {figure}, the referee {referee}",
                    hand.number,
                );
                if off != 0 {
                    expected.push((seat, *figure, referee));
                }
            }
            let reported: Vec<_> = hand
                .scoresheet
                .iter()
                .map(|d| (d.seat, d.table, d.referee))
                .collect();
            assert_eq!(
                reported, expected,
                "{shown}: hand {}: the differences the verdict reports",
                hand.number
            );
            figures_off += expected.len();
        }
        // The verdict's own summary, which decides the exit code, says the same.
        assert_eq!(
            verdict.has_sheet_differences(),
            !mistakes.is_empty(),
            "{shown}: whether the scoresheet disagrees anywhere"
        );
    }
    // The sample evening alone has 28 figures off (hands 3 to 9, four players).
    assert!(hands_checked >= 80, "{hands_checked} hands checked");
    assert!(figures_off >= 28, "{figures_off} figures off");
}
