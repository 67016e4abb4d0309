//! `nos check`'s report written hand by hand: the same bytes as the whole
//! report, and really written as the hands come, not gathered for the end.
//!
//! Every fixture and every partly judged session is fed to the writers one
//! hand at a time through an output that records what has arrived after each
//! hand. The JSON must be exactly serde_json's pretty print of itself (so the
//! document is whole and formatted as it always was); the text must be the
//! report the snapshots in `tests/snapshots` hold, which `command::check`
//! produces.

use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;

use nos_referee::command::{self, Format};
use nos_referee::replay::{HandEntry, Verdict, judge_all};
use nos_referee::report::{self, JsonWriter, Opening, Source, Style, TextWriter};
use nos_referee::rules::interpretation::{Interpretation, Profile};

/// An output whose bytes can be read while a writer still holds it.
#[derive(Clone, Default)]
struct Recorder(Rc<RefCell<Vec<u8>>>);

impl Recorder {
    fn bytes(&self) -> Vec<u8> {
        self.0.borrow().clone()
    }

    fn len(&self) -> usize {
        self.0.borrow().len()
    }
}

impl Write for Recorder {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Every transcript the referee judges at least in part: the fixtures and the
/// sessions with broken hands, with the name the snapshots show.
fn transcripts() -> Vec<(String, Vec<u8>)> {
    let mut found = Vec::new();
    for dir in ["fixtures", "tests/partial"] {
        let mut paths: Vec<_> = std::fs::read_dir(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR")))
            .expect("directory")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        paths.sort();
        for path in paths {
            let file = path.file_name().and_then(|n| n.to_str()).expect("name");
            found.push((
                format!("{dir}/{file}"),
                std::fs::read(&path).expect("readable"),
            ));
        }
    }
    assert!(found.len() > 90, "{} transcripts", found.len());
    found
}

fn verdict_of(bytes: &[u8]) -> Verdict {
    let session = nos_referee::read_bytes(bytes).expect("a transcript the referee reads");
    let reading = match &session.rules {
        Some(named) => Interpretation::of(Profile::parse(&named.value).expect("a profile")),
        None => Interpretation::of(Profile::En),
    };
    judge_all(&session, reading)
}

/// The infractions' diagnostics of one hand, as the text report opens with them.
fn diagnostics(verdict: &Verdict, entry: HandEntry<'_>, source: &Source) -> String {
    let HandEntry::Judged(hand) = entry else {
        return String::new();
    };
    hand.infractions
        .iter()
        .map(|infraction| {
            let shown = nos_referee::report::infraction::Shown {
                infraction,
                players: &verdict.players,
                readings: verdict.interpretation.describe(&infraction.switches),
                rule: infraction.kind.rule_under(&verdict.interpretation),
            };
            format!("{}\n", report::render(&shown, source, Style::Plain))
        })
        .collect()
}

#[test]
fn the_text_written_hand_by_hand_is_the_whole_report_and_streams_its_diagnostics() {
    let mut with_diagnostics = 0;
    for (name, bytes) in transcripts() {
        let verdict = verdict_of(&bytes);
        let source = Source::new(&name, &String::from_utf8_lossy(&bytes));
        let recorder = Recorder::default();
        let mut writer = TextWriter::begin(
            recorder.clone(),
            Opening::of(&verdict),
            &source,
            Style::Plain,
        );
        let mut expected = String::new();
        for entry in verdict.entries() {
            writer.hand(entry).expect("written");
            // Each hand's diagnostics are out as soon as the hand is in; its
            // lines wait for the end.
            expected.push_str(&diagnostics(&verdict, entry, &source));
            assert_eq!(
                String::from_utf8_lossy(&recorder.bytes()),
                expected,
                "{name}: after hand {}",
                entry.number()
            );
        }
        let before_end = recorder.len();
        // Only a certain infraction is drawn; a possible one is a line of its hand.
        let certain = verdict.hands.iter().any(|h| !h.infractions.is_empty());
        assert_eq!(before_end > 0, certain, "{name}");
        with_diagnostics += usize::from(before_end > 0);
        writer.finish().expect("written");
        let whole = String::from_utf8(recorder.bytes()).expect("UTF-8");
        assert_eq!(
            whole,
            command::check(
                &name,
                &bytes,
                Format::Text,
                &Default::default(),
                Style::Plain
            )
            .stdout,
            "{name}: the report the snapshots hold"
        );
        assert_eq!(
            whole,
            report::text(&verdict, &source, Style::Plain),
            "{name}"
        );
        let rest = &whole[before_end..];
        assert!(
            rest.starts_with("Hand ") || verdict.entries().next().is_none(),
            "{name}: every diagnostic is written before the end: {rest:.80}"
        );
    }
    assert!(
        with_diagnostics >= 30,
        "{with_diagnostics} transcripts with an infraction"
    );
}

#[test]
fn the_json_written_hand_by_hand_is_the_whole_document_and_streams_its_hands() {
    for (name, bytes) in transcripts() {
        let verdict = verdict_of(&bytes);
        let recorder = Recorder::default();
        let mut writer =
            JsonWriter::begin(recorder.clone(), Opening::of(&verdict), &name).expect("written");
        let opened = recorder.len();
        assert!(
            opened > 0,
            "{name}: the keys before the hands are written at once"
        );
        let mut before = opened;
        for entry in verdict.entries() {
            writer.hand(entry).expect("written");
            let now = recorder.bytes();
            let tail = String::from_utf8_lossy(&now[before..]);
            // The hand is out, whole, before the next one comes.
            assert!(
                tail.starts_with(&format!("\n    {{\n      \"hand\": {},", entry.number()))
                    || tail.starts_with(&format!(",\n    {{\n      \"hand\": {},", entry.number())),
                "{name}: hand {}: {tail:.80}",
                entry.number()
            );
            assert!(tail.ends_with("\n    }"), "{name}: hand {}", entry.number());
            before = now.len();
        }
        writer.finish().expect("written");
        let whole = recorder.bytes();
        let document: serde_json::Value = serde_json::from_slice(&whole).expect("a JSON document");
        // Byte for byte serde_json's pretty print of the document, as the whole
        // report was printed, with its line end.
        assert_eq!(
            String::from_utf8_lossy(&whole),
            format!("{document:#}\n"),
            "{name}"
        );
        assert_eq!(document, report::json(&verdict, &name), "{name}");
        assert_eq!(
            document["hands"].as_array().map(Vec::len),
            Some(verdict.hands.len() + verdict.unjudged.len()),
            "{name}"
        );
        let check = command::check(
            &name,
            &bytes,
            Format::Json,
            &Default::default(),
            Style::Plain,
        );
        assert_eq!(check.stdout.as_bytes(), whole, "{name}");
        // What comes after the last hand is the closing keys only.
        let rest = String::from_utf8_lossy(&whole[before..]);
        assert!(!rest.contains("\"hand\":"), "{name}: {rest}");
    }
}

#[test]
fn a_session_with_no_hands_is_reported_whole() {
    let verdict = verdict_of(include_bytes!("../fixtures/evening.yaml"));
    let empty = Verdict {
        hands: Vec::new(),
        unjudged: Vec::new(),
        ..verdict
    };
    let written = {
        let writer =
            JsonWriter::begin(Vec::new(), Opening::of(&empty), "none.yaml").expect("written");
        writer.finish().expect("written")
    };
    let document: serde_json::Value = serde_json::from_slice(&written).expect("JSON");
    assert_eq!(String::from_utf8_lossy(&written), format!("{document:#}\n"));
    assert_eq!(document["hands"], serde_json::json!([]));
    assert_eq!(document["judged"], 0);
    // Nobody has played: everyone has the chips they started with.
    let start = empty.start;
    assert!(
        document["chips"]
            .as_object()
            .is_some_and(|chips| chips.values().all(|c| c == start)),
        "{document:#}"
    );
    let source = Source::new("none.yaml", "");
    let text = report::text(&empty, &source, Style::Plain);
    let ledger = report::ledger_table(&empty);
    assert_eq!(
        ledger.lines().count(),
        2,
        "the names and the start: {ledger}"
    );
    assert_eq!(
        text,
        format!(
            "\n{ledger}\n0 hands, 0 infractions, no scoresheet kept; rules {}.\n",
            empty.interpretation.label()
        )
    );
}

/// An output that takes `room` bytes, then fails as a full disk does.
struct Full {
    room: usize,
}

impl Write for Full {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.len() > self.room {
            return Err(io::Error::other("no space left"));
        }
        self.room -= buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_report_that_fails_part_way_still_ends_the_run_as_the_whole_run_ends() {
    let name = "tests/partial/two-broken-hands.yaml";
    let bytes = include_bytes!("../tests/partial/two-broken-hands.yaml");
    for format in [Format::Text, Format::Json] {
        let whole = command::check(name, bytes, format, &Default::default(), Style::Plain);
        assert_eq!(whole.status.code(), 2);
        assert!(!whole.stderr.is_empty());
        for room in [0, 100, whole.stdout.len() / 2] {
            let (outcome, written) = command::check_to(
                name,
                bytes,
                format,
                &Default::default(),
                Style::Plain,
                Full { room },
            );
            let error = written.expect_err("the report does not fit");
            assert_eq!(error.to_string(), "no space left");
            // The exit code and the unjudged hands' problems are the whole run's.
            assert_eq!(outcome.status, whole.status, "{format:?} {room}");
            assert_eq!(outcome.stderr, whole.stderr, "{format:?} {room}");
            assert!(outcome.stdout.is_empty());
        }
    }
}
