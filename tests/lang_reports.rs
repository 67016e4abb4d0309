//! The reports in Dutch and German: the text report's hands and ledger, an
//! infraction's diagnostic, the audit, the comparison and `nos show` leave
//! no English word of their own on any fixture, and a few of them are kept
//! as snapshots to be read for their grammar and the game's words.
//!
//! A finding's sentence, a payment's reason, a problem, the game announced
//! and a rule's text are written by other parts of the product; they are
//! taken out of a report before it is searched, so that what is searched is
//! the reports' own words.

mod common;

use std::path::{Path, PathBuf};

use nos_referee::Session;
use nos_referee::lang::{Lang, within};
use nos_referee::replay::{HandEntry, Verdict, judge_all, judge_showing};
use nos_referee::report::compare::{self, event_text};
use nos_referee::report::escape::Sentence;
use nos_referee::report::infraction::Shown;
use nos_referee::report::wording::PossibleLine;
use nos_referee::report::{Source, Style, audit, describe_announcement, show};
use nos_referee::rules::interpretation::{Interpretation, Profile};

use miette::Diagnostic;

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("fixtures")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
        .collect();
    paths.sort();
    assert!(paths.len() > 100, "{} fixtures", paths.len());
    paths
}

fn name(path: &Path) -> String {
    format!(
        "fixtures/{}",
        path.file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
    )
}

fn loaded(path: &Path) -> (String, Session) {
    let text = std::fs::read_to_string(path).expect("readable");
    let session = nos_referee::load(&text).unwrap_or_else(|problems| {
        panic!("{}: {problems:?}", path.display());
    });
    (text, session)
}

/// The sentences of other parts of the product that `verdict`'s reports
/// quote, as the language chosen now writes them, longest first.
fn theirs(verdict: &Verdict, source: &str) -> Vec<String> {
    let players = &verdict.players;
    let mut out: Vec<String> = Vec::new();
    for entry in verdict.entries() {
        match entry {
            HandEntry::Judged(hand) => {
                for infraction in &hand.infractions {
                    out.push(Sentence(&infraction.what).to_string());
                    out.push(infraction.what.to_string());
                }
                for note in &hand.notes {
                    out.push(Sentence(&note.what).to_string());
                }
                for payment in &hand.payments {
                    out.push(payment.reason.phrase().into_owned());
                }
                for possible in &hand.possible {
                    out.push(Sentence(PossibleLine { possible, players }).to_string());
                    out.push(possible.condition.to_string());
                    out.push(possible.infraction.what.to_string());
                }
                if let Some(game) = &hand.game {
                    out.push(describe_announcement(game).to_string());
                }
            }
            HandEntry::Unjudged(hand) => {
                for problem in &hand.problems {
                    out.push(Sentence(&problem.message).to_string());
                }
            }
        }
    }
    // The transcript's own lines, as compare and show quote an event.
    out.extend(
        source
            .lines()
            .map(|line| event_text(line).to_owned())
            .filter(|line| line.len() > 3),
    );
    out.sort_by_key(|s| std::cmp::Reverse(s.len()));
    out.dedup();
    out
}

/// `text` with `theirs` taken out, and the codes the reports write as they
/// are in every language: a reading (`D7=80-instead`), a file's name, and a
/// code of an infraction or a game (`not-on-set`, `matador-with-condition`).
fn own_words(text: &str, theirs: &[String]) -> String {
    let mut text = text.to_owned();
    // A one-word reason ("count") is taken out wherever it stands, which
    // could hide the same word of the reports' own: those are searched in
    // the messages themselves (below).
    for sentence in theirs.iter().filter(|s| !s.is_empty()) {
        text = text.replace(sentence.as_str(), " ");
    }
    text.lines()
        .map(|line| {
            line.split(' ')
                .filter(|word| {
                    !(word.contains('=')
                        || word.contains('/')
                        || word.contains(".yaml")
                        || (word.contains('-')
                            && word
                                .trim_matches(|c: char| !c.is_alphanumeric())
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())))
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn assert_no_english(what: &str, text: &str, theirs: &[String]) {
    let found = common::english_in(&own_words(text, theirs));
    assert!(found.is_empty(), "{what}: English words {found:?}\n{text}");
}

/// Everything the reports of one fixture write in `lang`, each searched for
/// English words of their own.
fn judged_in(lang: Lang, path: &Path) {
    within(lang, || {
        let (text, session) = loaded(path);
        let name = name(path);
        let verdict = judge_all(&session, Interpretation::default());
        let theirs = theirs(&verdict, &text);
        let what = |report: &str| format!("{name} in {lang}, {report}");

        // The text report from the first hand's lines on: the diagnostics
        // before them are drawn by miette, and their words are checked below.
        let report = nos_referee::report::text(&verdict, &Source::new(&name, &text), Style::Plain);
        let hands = report
            .lines()
            .skip_while(|line| !line.starts_with(['S', 'H']) || !line.contains(" ("))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(!hands.is_empty(), "{}", what("hands"));
        assert_no_english(&what("text report"), &hands, &theirs);

        // Each infraction's diagnostic: its title, who pays whom, and the
        // help under it but for the rule's own text.
        let interpretation = &verdict.interpretation;
        for hand in &verdict.hands {
            for infraction in &hand.infractions {
                let rule = infraction.kind.rule_under(interpretation);
                let shown = Shown {
                    infraction,
                    players: &verdict.players,
                    readings: interpretation.describe(&infraction.switches),
                    rule,
                };
                let help = shown.help().map(|h| h.to_string()).unwrap_or_default();
                let said = format!("{shown}\n{}\n{help}", shown.payment_sentence());
                let mut theirs = theirs.clone();
                theirs.insert(0, rule.to_owned());
                assert_no_english(&what("diagnostic"), &said, &theirs);
            }
        }

        // The audit, with the settlement.
        let differences = audit::differences(&verdict);
        let settlement = audit::settlement(&verdict);
        let audited = audit::text(&verdict, &differences, settlement.as_ref(), None);
        assert_no_english(&what("audit"), &audited, &theirs);
        for difference in &differences {
            let explanation = difference.explanation.clone().unwrap_or_default();
            assert_no_english(&what("explanation"), &explanation, &theirs);
        }

        // The two profiles compared.
        let readings = [
            Interpretation::default(),
            Interpretation::of(Profile::De1996),
        ];
        let (comparison, verdicts) = compare::run(&session, &readings);
        let mut theirs_compared = theirs.clone();
        theirs_compared.extend(verdicts.iter().flat_map(|v| self::theirs(v, &text)));
        theirs_compared.sort_by_key(|s| std::cmp::Reverse(s.len()));
        let compared = compare::text(&comparison, &text, &name);
        assert_no_english(&what("compare"), &compared, &theirs_compared);

        // The table after the deal, half-way and at the end of every hand.
        for hand in &session.hands {
            let number = hand.number;
            let events = hand.events.len();
            for after in [0, events / 2, events] {
                let (verdict, position) =
                    judge_showing(&session, Interpretation::default(), number, after);
                let Some(position) = position else { continue };
                let drawn = show::text(&verdict, hand, number, &position, &text);
                assert_no_english(&what("show"), &drawn, &theirs);
            }
        }
    });
}

#[test]
fn the_reports_in_dutch_leave_no_english_word_of_their_own() {
    for path in fixtures() {
        judged_in(Lang::Nl, &path);
    }
}

#[test]
fn the_reports_in_german_leave_no_english_word_of_their_own() {
    for path in fixtures() {
        judged_in(Lang::De, &path);
    }
}

#[test]
fn the_detector_finds_the_english_reports_words() {
    // The same search over the English reports finds their words: the test
    // above can fail.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/evening.yaml");
    within(Lang::En, || {
        let (text, session) = loaded(&path);
        let verdict = judge_all(&session, Interpretation::default());
        let theirs = theirs(&verdict, &text);
        let differences = audit::differences(&verdict);
        let audited = audit::text(&verdict, &differences, None, None);
        let found = common::english_in(&own_words(&audited, &theirs));
        assert!(
            found.iter().any(|(word, _)| word == "scoresheet"),
            "{found:?}"
        );
    });
}

fn snapshot_of(lang: Lang, fixture: &str, report: impl FnOnce(&str, &str, &Session) -> String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(fixture);
    let (text, session) = loaded(&path);
    let name = name(&path);
    let said = within(lang, || report(&name, &text, &session));
    insta::assert_snapshot!(
        format!("{}-{lang}", fixture.trim_end_matches(".yaml")),
        said
    );
}

fn text_report(name: &str, text: &str, session: &Session) -> String {
    let verdict = judge_all(session, Interpretation::default());
    nos_referee::report::text(&verdict, &Source::new(name, text), Style::Plain)
}

fn audited(_: &str, _: &str, session: &Session) -> String {
    let verdict = judge_all(session, Interpretation::default());
    let differences = audit::differences(&verdict);
    let settlement = audit::settlement(&verdict);
    audit::text(&verdict, &differences, settlement.as_ref(), None)
}

fn compared(name: &str, text: &str, session: &Session) -> String {
    let readings = [
        Interpretation::default(),
        Interpretation::of(Profile::De1996),
    ];
    compare::text(&compare::run(session, &readings).0, text, name)
}

/// The table half-way through the first hand.
fn shown(_: &str, text: &str, session: &Session) -> String {
    let hand = &session.hands[0];
    let after = hand.events.len() / 2;
    let (verdict, position) = judge_showing(session, Interpretation::default(), hand.number, after);
    show::text(
        &verdict,
        hand,
        hand.number,
        &position.expect("reached"),
        text,
    )
}

#[test]
fn the_evening_in_dutch_and_german() {
    for lang in [Lang::Nl, Lang::De] {
        snapshot_of(lang, "evening.yaml", text_report);
        snapshot_of(lang, "audit-slip-forgotten-nos.yaml", audited);
        snapshot_of(lang, "audit-two-payments-halved.yaml", audited);
        snapshot_of(lang, "dispute-d1-tie-break-draws-again.yaml", compared);
        snapshot_of(lang, "penalty-not-on-set.yaml", text_report);
        snapshot_of(lang, "example-03-ordinary-double-cross.yaml", shown);
        snapshot_of(lang, "session-player-leaves.yaml", audited);
    }
}

/// The values of the messages of the reports' section of `locales/{lang}.ftl`,
/// their facts, variant keys and message references left out.
fn section_words(lang: Lang) -> String {
    let path = format!("{}/locales/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("readable");
    let start = text.find("\n## Reports:").expect("the reports' section");
    let end = text.find("# (end of reports)").expect("its end");
    let mut out = String::new();
    for line in text[start..end].lines() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        // The message's id.
        let mut line = match line.split_once(" = ") {
            Some((id, value)) if !id.contains(' ') => value.to_owned(),
            _ => line.to_owned(),
        };
        // Placeables, whole or opening a selection; variant keys.
        while let Some(open) = line.find('{') {
            let close = line[open..].find('}').map_or(line.len(), |c| open + c + 1);
            line.replace_range(open..close, " ");
        }
        let line = line.trim_start_matches(['*', ' ']);
        let line = match line.strip_prefix('[') {
            Some(rest) => rest.split_once(']').map_or(rest, |(_, value)| value),
            None => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

#[test]
fn the_reports_messages_in_dutch_and_german_hold_no_english_word() {
    for lang in [Lang::Nl, Lang::De] {
        let words = section_words(lang);
        assert!(words.lines().count() > 100, "{lang}: {words}");
        let found = common::english_in(&words);
        assert!(found.is_empty(), "locales/{lang}.ftl: {found:?}");
    }
    // The same reading of the English messages finds their words.
    let found = common::english_in(&section_words(Lang::En));
    assert!(
        found.iter().any(|(word, _)| word == "scoresheet"),
        "{found:?}"
    );
}
