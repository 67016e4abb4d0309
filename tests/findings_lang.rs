//! The findings in Dutch and German: every sentence the replay's findings
//! become (infractions, possible ones, notes, payment reasons, the
//! announcement), on every fixture, is said in the language with no English
//! word left; a few are snapshots read for their grammar; and the JSON keeps
//! its English sentences, with the language's beside them as `message`.

use nos_referee::lang::{Lang, within};
use nos_referee::replay::ledger::Reason;
use nos_referee::replay::{Verdict, judge};
use nos_referee::report::describe_announcement;
use nos_referee::report::wording::PossibleLine;
use nos_referee::rules::interpretation::{Interpretation, Profile};

mod common;

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

/// A fixture replayed under the reading it names, as `nos check` does.
fn judged(name: &str) -> Verdict {
    let text = common::fixture(name);
    let session = nos_referee::load(&text).unwrap_or_else(|p| panic!("{name} loads: {p:#?}"));
    let profile = session.rules.as_ref().map_or(Profile::En, |named| {
        Profile::parse(&named.value).unwrap_or_else(|| panic!("{name}: a profile"))
    });
    judge(&session, Interpretation::of(profile))
        .unwrap_or_else(|p| panic!("{name} is judged: {p:#?}"))
}

/// Every sentence of a verdict's findings, in the language of the thread,
/// one a line: each hand's announcement, infractions, possible infractions,
/// notes and the reasons of its payments.
fn findings(verdict: &Verdict) -> Vec<String> {
    let mut said = Vec::new();
    for hand in &verdict.hands {
        // Outside English the report's announcement is the page's, in words.
        said.extend(hand.game.as_ref().map(describe_announcement));
        said.extend(hand.infractions.iter().map(|i| i.what.to_string()));
        said.extend(hand.possible.iter().map(|possible| {
            PossibleLine {
                possible,
                players: &verdict.players,
            }
            .to_string()
        }));
        said.extend(hand.notes.iter().map(|n| n.what.to_string()));
        let mut reasons: Vec<Reason> = Vec::new();
        for payment in &hand.payments {
            if !reasons.contains(&payment.reason) {
                reasons.push(payment.reason);
                let phrase = payment.reason.phrase();
                // A penalty is named by its infraction's code, which is no word
                // of any language: the words around it are checked.
                said.push(match payment.reason {
                    Reason::Penalty(kind) => phrase.replace(kind.code(), "…"),
                    _ => phrase.into_owned(),
                });
            }
        }
    }
    said
}

fn name_of(path: &std::path::Path) -> String {
    path.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("?")
        .to_owned()
}

#[test]
fn every_finding_of_every_fixture_is_said_in_dutch_and_german_without_english() {
    let mut sentences = 0;
    for path in fixtures() {
        let name = name_of(&path);
        let verdict = judged(&name);
        let english = findings(&verdict);
        for lang in [Lang::Nl, Lang::De] {
            let said = within(lang, || findings(&verdict));
            assert_eq!(said.len(), english.len(), "{name}");
            for (sentence, in_english) in said.iter().zip(&english) {
                let left = common::english_in(sentence);
                assert!(left.is_empty(), "{name} in {lang}: {left:?}\n{sentence}");
                // A sentence with words in it is not the English one again
                // (a bare code or a name may be).
                if in_english.split_whitespace().count() > 2 {
                    assert_ne!(sentence, in_english, "{name} in {lang}");
                }
            }
            sentences += said.len();
        }
    }
    // The fixtures give the words a fair trial, not a handful of sentences.
    assert!(sentences > 500, "only {sentences} sentences");
}

/// The findings of a fixture in `lang`, a line each, for a snapshot.
fn said_in(lang: Lang, name: &str) -> String {
    let verdict = judged(name);
    within(lang, || findings(&verdict)).join("\n")
}

// Read for grammar and the game's own words: Dutch and German snapshots of
// fixtures that between them hold most kinds of sentence.

#[test]
fn an_evening_in_dutch() {
    insta::assert_snapshot!(said_in(Lang::Nl, "evening.yaml"));
}

#[test]
fn an_evening_in_german() {
    insta::assert_snapshot!(said_in(Lang::De, "evening.yaml"));
}

#[test]
fn conduct_and_claims_in_dutch() {
    let said = [
        "penalty-conduct.yaml",
        "penalty-claim-declared-too-many-tiles.yaml",
    ]
    .map(|name| said_in(Lang::Nl, name))
    .join("\n");
    insta::assert_snapshot!(said);
}

#[test]
fn conduct_and_claims_in_german() {
    let said = [
        "penalty-conduct.yaml",
        "penalty-claim-declared-too-many-tiles.yaml",
    ]
    .map(|name| said_in(Lang::De, name))
    .join("\n");
    insta::assert_snapshot!(said);
}

#[test]
fn a_possible_pass_in_dutch_and_german() {
    let name = "public-pass-while-able-possible.yaml";
    let said = [Lang::Nl, Lang::De]
        .map(|lang| said_in(lang, name))
        .join("\n");
    insta::assert_snapshot!(said);
}

/// The infractions and notes of a JSON verdict: each `what` or `text`, and
/// its `message` if it has one.
fn json_findings(json: &serde_json::Value) -> Vec<(String, Option<String>)> {
    let hands = json["hands"].as_array().expect("hands");
    hands
        .iter()
        .flat_map(|hand| {
            let infractions = hand["infractions"].as_array().cloned().unwrap_or_default();
            let notes = hand["notes"].as_array().cloned().unwrap_or_default();
            infractions
                .into_iter()
                .map(|i| (i["what"].clone(), i.get("message").cloned()))
                .chain(
                    notes
                        .into_iter()
                        .map(|n| (n["text"].clone(), n.get("message").cloned())),
                )
                .collect::<Vec<_>>()
        })
        .map(|(english, message)| {
            (
                english.as_str().expect("an English sentence").to_owned(),
                message.map(|m| m.as_str().expect("a sentence").to_owned()),
            )
        })
        .collect()
}

#[test]
fn the_json_keeps_its_english_sentences_and_adds_the_language_s_as_message() {
    let mut checked = 0;
    for name in [
        "evening.yaml",
        "penalty-conduct.yaml",
        "public-pass-while-able-possible.yaml",
    ] {
        let verdict = judged(name);
        let english = nos_referee::report::json(&verdict, name);
        let english_findings = json_findings(&english);
        assert!(!english_findings.is_empty(), "{name}");
        assert!(
            english_findings
                .iter()
                .all(|(_, message)| message.is_none()),
            "{name}: English JSON has no `message`"
        );
        for lang in [Lang::Nl, Lang::De] {
            let json = within(lang, || nos_referee::report::json(&verdict, name));
            // Everything but the messages is the English document.
            let mut without = json.clone();
            for hand in without["hands"].as_array_mut().expect("hands") {
                for key in ["infractions", "notes"] {
                    for entry in hand[key].as_array_mut().into_iter().flatten() {
                        entry.as_object_mut().expect("an object").remove("message");
                    }
                }
            }
            assert_eq!(without, english, "{name} in {lang}");
            let whats: Vec<String> = within(lang, || {
                verdict
                    .hands
                    .iter()
                    .flat_map(|hand| {
                        let infractions = hand.infractions.iter().map(|i| &i.what);
                        let possible = hand.possible.iter().map(|p| &p.infraction.what);
                        let notes = hand.notes.iter().map(|n| &n.what);
                        infractions.chain(possible).chain(notes)
                    })
                    .map(ToString::to_string)
                    .collect()
            });
            for (english, message) in json_findings(&json) {
                let message = message.unwrap_or_else(|| panic!("{name}: a message for {english}"));
                assert!(common::english_in(&message).is_empty(), "{message}");
                assert!(whats.contains(&message), "{name}: {message}");
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "{checked}");
}
