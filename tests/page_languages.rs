//! The page, `nos rules` and `nos games` in Dutch and German: no English word
//! left in their own sentences, the page's `lang` attribute the language's
//! code, and snapshots of their words to read for grammar.
//!
//! The page quotes sentences written elsewhere (what a finding says, a
//! payment's reason, an announcement, the audit's explanation, the open
//! ends): those are taken out by their own text in the same language before
//! the page's words are checked, as are the transcript's values (the club,
//! the file name) and the codes a reader types (`D3=paid`, `draw-tiles`,
//! `ordinary-cross`).

mod common;

use std::path::{Path, PathBuf};

use common::english_in;
use nos_referee::command::{self, RulesChoice};
use nos_referee::lang::{self, Lang};
use nos_referee::replay::{HandEntry, Verdict, judge_all};
use nos_referee::report::audit;
use nos_referee::report::show::open_ends;
use nos_referee::report::{Style, announcement_in_words, game_in_words};
use nos_referee::rules::game::GAME_NAMES;
use nos_referee::rules::interpretation::{Interpretation, SWITCHES, listing};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|x| x == "yaml"))
        .collect();
    paths.sort();
    paths
}

/// The fixture's page in `lang`, and the verdict it draws, judged in `lang`.
fn page(lang: Lang, path: &Path) -> (String, Verdict, Vec<String>) {
    let bytes = std::fs::read(path).expect("a fixture");
    let name = format!(
        "fixtures/{}",
        path.file_name().unwrap_or_default().to_string_lossy()
    );
    lang::within(lang, || {
        let html = command::report(&name, &bytes, &RulesChoice::default(), Style::Plain).stdout;
        let session = nos_referee::load_bytes(&bytes).expect("a fixture loads");
        let spec = session.rules.as_ref().map_or("en", |r| r.value.as_str());
        let verdict = judge_all(&session, Interpretation::parse(spec).expect("a profile"));
        let mut quoted = quoted(&verdict);
        quoted.extend([
            name,
            session.club.unwrap_or_default(),
            session.date.unwrap_or_default(),
        ]);
        (html, verdict, quoted)
    })
}

/// The sentences the page quotes from the other reports' wording, in the
/// language chosen now: each finding, condition, note, payment's reason,
/// game, announcement, open ends, the audit's explanations and the problems
/// of a hand not judged.
fn quoted(verdict: &Verdict) -> Vec<String> {
    let mut quoted = Vec::new();
    for entry in verdict.entries() {
        match entry {
            HandEntry::Judged(hand) => {
                for infraction in &hand.infractions {
                    quoted.push(infraction.what.to_string());
                }
                for possible in &hand.possible {
                    quoted.push(possible.infraction.what.to_string());
                    quoted.push(possible.condition.to_string());
                }
                for note in &hand.notes {
                    quoted.push(note.what.to_string());
                }
                for payment in &hand.payments {
                    quoted.push(payment.reason.phrase().into_owned());
                }
                if let Some(game) = &hand.game {
                    quoted.push(announcement_in_words(game));
                    quoted.push(game_in_words(game.name));
                }
                if let Some(layout) = &hand.end.layout {
                    quoted.push(open_ends(layout));
                }
            }
            HandEntry::Unjudged(hand) => {
                for problem in &hand.problems {
                    quoted.push(problem.message.trim_end_matches('.').to_owned());
                    // The page writes a hint with its first letter capitalised.
                    let help = problem.help.trim_end_matches('.');
                    quoted.push(help.chars().skip(1).collect());
                }
            }
        }
    }
    quoted.extend(
        audit::differences(verdict)
            .into_iter()
            .filter_map(|d| d.explanation),
    );
    quoted
}

/// `text` with each whole occurrence of `quoted` (not one inside a longer
/// word) taken out.
fn without(text: &str, quoted: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(quoted) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + quoted.len()..].chars().next();
        let edges = quoted.chars().next().zip(quoted.chars().next_back());
        // Not whole where a letter runs on into the word before or after.
        let runs_on = |(first, last): (char, char)| {
            (word(before) && first.is_alphanumeric()) || (word(after) && last.is_alphanumeric())
        };
        let whole = edges.is_some_and(|edges| !runs_on(edges));
        out.push_str(&rest[..at]);
        out.push_str(if whole { " … " } else { quoted });
        rest = &rest[at + quoted.len()..];
    }
    out.push_str(rest);
    out
}

/// The page's text as a reader meets it: the stylesheet left out, the
/// tooltips and labels on lines of their own, the tags taken away and the
/// entities read; the tiles left in hand (the table at the end, worded by
/// `nos show`) left out.
fn page_text(html: &str) -> String {
    let mut html = html.to_owned();
    if let (Some(start), Some(end)) = (html.find("<style>"), html.find("</style>")) {
        html.replace_range(start..end, "");
    }
    while let Some(start) = html.find("<td class=\"tiles\">") {
        let end = start + html[start..].find("</td>").expect("a cell ends");
        html.replace_range(start..end, "");
    }
    let mut text = String::new();
    let mut rest = html.as_str();
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let close = open + rest[open..].find('>').expect("a tag ends");
        let tag = &rest[open..=close];
        for attribute in ["title=\"", "aria-label=\""] {
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                text.push('\n');
                text.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                text.push('\n');
            }
        }
        text.push(' ');
        rest = &rest[close + 1..];
    }
    text.push_str(rest);
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// `text` with every quoted sentence and every code a reader types taken
/// out: a switch's id, name or choice, a reading (`D3=paid`), a profile, a
/// game's transcript name.
fn own_words(text: &str, quoted: &[String]) -> String {
    // The longest first, so that a game's name inside an announcement goes
    // with the announcement.
    // A quoted word of three letters or fewer ("nos") is the game's own, in
    // every language: it stays.
    let mut quoted: Vec<&String> = quoted.iter().filter(|q| q.chars().count() > 3).collect();
    quoted.sort_by_key(|q| std::cmp::Reverse(q.len()));
    let mut text = text.to_owned();
    for sentence in quoted {
        text = without(&text, sentence);
    }
    let codes: Vec<&str> = SWITCHES
        .iter()
        .flat_map(|info| {
            [info.id, info.name]
                .into_iter()
                .chain(info.choices.iter().copied())
        })
        .chain(GAME_NAMES.iter().map(|(_, word)| *word))
        .collect();
    text.lines()
        .map(|line| {
            line.split(' ')
                .filter(|token| {
                    let bare = token.trim_matches(|c: char| !c.is_alphanumeric());
                    !token.contains('=') && !codes.contains(&bare)
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_page_of_every_fixture_speaks_dutch_and_german_and_says_so() {
    let mut checked = 0;
    for path in fixtures() {
        for lang in [Lang::Nl, Lang::De] {
            let (html, _, quoted) = page(lang, &path);
            assert!(
                html.contains(&format!("<html lang=\"{}\">", lang.code())),
                "{}: {lang}",
                path.display()
            );
            let words = own_words(&page_text(&html), &quoted);
            let english = english_in(&words);
            assert!(
                english.is_empty(),
                "{} in {lang}: {english:#?}",
                path.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 100, "{checked} pages");
}

#[test]
fn an_english_page_says_it_is_english() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/evening.yaml");
    let (html, _, quoted) = page(Lang::En, &path);
    assert!(html.contains("<html lang=\"en\">"));
    // The detector finds the English page's own words: the check above can fail.
    assert!(!english_in(&own_words(&page_text(&html), &quoted)).is_empty());
}

/// `nos rules` in `lang`, with the codes a reader types taken out.
fn rules_words(lang: Lang) -> String {
    own_words(&lang::within(lang, listing), &[])
}

/// `nos games` in `lang`, with the transcript's names taken out.
fn games_words(lang: Lang) -> String {
    own_words(
        &lang::within(lang, nos_referee::rules::game::games_list),
        &[],
    )
}

#[test]
fn nos_rules_and_nos_games_speak_dutch_and_german() {
    for lang in [Lang::Nl, Lang::De] {
        let english = english_in(&rules_words(lang));
        assert!(english.is_empty(), "nos rules in {lang}: {english:#?}");
        let english = english_in(&games_words(lang));
        assert!(english.is_empty(), "nos games in {lang}: {english:#?}");
    }
    assert!(!english_in(&rules_words(Lang::En)).is_empty());
    assert!(!english_in(&games_words(Lang::En)).is_empty());
}

#[test]
fn the_rule_of_every_infraction_is_said_in_each_language() {
    let en = Interpretation::default();
    let de = Interpretation::parse("de-1996,doubles-at-once-window=until-first-tile")
        .expect("a reading");
    for lang in [Lang::Nl, Lang::De] {
        lang::within(lang, || {
            let listing = listing();
            for info in SWITCHES {
                for choice in info.choices {
                    assert!(!info.meaning(choice).is_empty(), "{}={choice}", info.id);
                }
                assert!(listing.contains(&info.question()), "{}", info.id);
            }
            for reading in [&en, &de] {
                for kind in nos_referee::rules::infraction::InfractionKind::ALL {
                    let rule = kind.rule_under(reading);
                    assert!(english_in(rule).is_empty(), "{kind} in {lang}: {rule}");
                    assert!(english_in(&kind.title()).is_empty(), "{kind} in {lang}");
                }
            }
        });
    }
}

/// The page's own words for a fixture, for a snapshot: each quoted sentence
/// as `…`, one line a paragraph, the empty lines gone.
fn page_words(lang: Lang, fixture: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(fixture);
    let (html, verdict, quoted) = page(lang, &path);
    assert!(verdict.unjudged.is_empty());
    let html = html.replace("><", ">\n<");
    let mut out = String::new();
    for line in own_words(&page_text(&html), &quoted).lines() {
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

#[test]
fn the_page_of_a_small_fixture_in_dutch() {
    // Worked by hand from the fixture's header (tests/page.rs): Cees sets
    // [3-3] (3 from each), his illegal [4-2] costs him 40 to each of Anna and
    // Bram (let stand), his nos brings 5 from each, Bram's count of 4 goes to
    // each: 536, 524, 440; rounded down to 20, Anna and Bram receive 20 and
    // Cees pays 60, with 16 + 4 in the side pot.
    let words = page_words(Lang::Nl, "fixtures/penalty-illegal-tile-let-stand.yaml");
    assert!(words.contains("536"), "{words}");
    insta::assert_snapshot!(words);
}

#[test]
fn the_page_of_a_small_fixture_in_german() {
    let words = page_words(Lang::De, "fixtures/penalty-illegal-tile-let-stand.yaml");
    assert!(words.contains("536"), "{words}");
    insta::assert_snapshot!(words);
}

#[test]
fn nos_games_in_dutch_and_german() {
    let nl = lang::within(Lang::Nl, nos_referee::rules::game::games_list);
    let de = lang::within(Lang::De, nos_referee::rules::game::games_list);
    insta::assert_snapshot!(format!("{nl}\n{de}"));
}

#[test]
fn a_page_with_a_reading_apart_from_its_profile_names_the_switch_in_words() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/evening.yaml");
    let bytes = std::fs::read(path).expect("a fixture");
    let choice = RulesChoice {
        spec: Some("en,D3=paid".to_owned()),
        ..RulesChoice::default()
    };
    for (lang, name) in [
        (Lang::Nl, "dubbel na passen"),
        (Lang::De, "Pasch nach dem Passen"),
    ] {
        let html = lang::within(lang, || {
            command::report("evening.yaml", &bytes, &choice, Style::Plain).stdout
        });
        assert!(html.contains(name), "{lang}");
        // The masthead, where the reading is named, is the page's own words.
        let masthead = &html[..html.find("<main>").expect("a main part")];
        let english = english_in(&own_words(&page_text(masthead), &[]));
        assert!(english.is_empty(), "{lang}: {english:#?}");
    }
}
