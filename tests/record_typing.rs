//! Typing a session into the recorder, line by line through its input layer,
//! writes a transcript that judges as the session typed from.
//!
//! The sessions are the bots' (`nos simulate`), as their public records
//! (what a scorekeeper sees at the table: deals and draws not seen, the
//! tiles shown at the count), some with infractions injected. Each event line
//! of the record is typed in its long form (the line without braces,
//! brackets, commas or colons), each hand ended with its scoresheet; the file
//! the recorder wrote must give the same chips after every hand, the same
//! infractions charged and the same possible ones as the record itself.

use std::path::Path;

use nos_referee::record::screen::{App, Key, Said as Message};
use nos_referee::record::{Owed, Recorder, Recording, Started};
use nos_referee::replay::{HandVerdict, Verdict, judge_all};
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::Interpretation;
use nos_referee::rules::seat::Seat;
use nos_referee::rules::tile::Tile;
use nos_referee::simulate::{Config, simulate};

/// One hand of a record, as lines to type.
#[derive(Clone, Debug, Default)]
struct Typed {
    /// The deal, the events, then the shown tiles, in their long form.
    lines: Vec<String>,
    /// How many of `lines` are the deal's.
    deal: usize,
    /// How many are events.
    events: usize,
    /// The scoresheet figures, by seat.
    sheet: Vec<(Seat, i64)>,
    /// The tiles each player shows at the count, in their long form
    /// (`1-0 3-0`), by seat; also the last of `lines`.
    shown: Vec<(Seat, String)>,
}

/// A flow value's text as a line of the long form: no braces, brackets,
/// commas or colons.
fn long_form(text: &str) -> String {
    let text = text.split(" #").next().unwrap_or_default();
    let words: String = text
        .chars()
        .map(|c| if "{}[],:".contains(c) { ' ' } else { c })
        .collect();
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The hands of a simulated public record, as a scorekeeper types them.
fn hands_of(text: &str, players: &[&str]) -> Vec<Typed> {
    let seat = |name: &str| Seat(players.iter().position(|p| *p == name).expect("a player") as u8);
    let mut hands: Vec<Typed> = Vec::new();
    let mut in_deal = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("- deal:") || trimmed.starts_with("- events:") {
            hands.push(Typed::default());
            in_deal = trimmed.starts_with("- deal:");
            continue;
        }
        let Some(hand) = hands.last_mut() else {
            continue;
        };
        if trimmed == "events:" {
            in_deal = false;
        } else if in_deal {
            // `Anna: 4`
            hand.lines
                .push(long_form(&trimmed.replacen(':', " deal", 1)));
            hand.deal += 1;
        } else if let Some(event) = trimmed.strip_prefix("- {by:") {
            hand.lines.push(long_form(event));
            hand.events += 1;
        } else if let Some(shown) = trimmed.strip_prefix("shown:") {
            // `{Anna: [4-4], Bram: [1-0, 3-0]}`: one line a player.
            let shown = shown.trim().trim_start_matches('{').trim_end_matches('}');
            for item in shown.split("], ") {
                let (name, tiles) = item.split_once(':').expect("a player's tiles");
                hand.lines
                    .push(format!("{} shown {}", name.trim(), long_form(tiles)));
                hand.shown.push((seat(name.trim()), long_form(tiles)));
            }
        } else if let Some(sheet) = trimmed.strip_prefix("scoresheet:") {
            let sheet = sheet.trim().trim_start_matches('{').trim_end_matches('}');
            for item in sheet.split(", ") {
                let (name, figure) = item.split_once(": ").expect("a figure");
                hand.sheet
                    .push((seat(name.trim()), figure.trim().parse().expect("a number")));
            }
        }
    }
    hands
}

fn started(players: &[&str]) -> Started {
    Started {
        players: players.iter().map(|p| (*p).to_owned()).collect(),
        rules: Some("en".to_owned()),
        ..Started::default()
    }
}

/// What a verdict says of each hand: the chips after it, what it charged
/// (kind, who, how much to whom) and what it found possible.
type Said = Vec<(
    usize,
    Vec<Option<i64>>,
    Vec<(InfractionKind, Seat, i64, Vec<Seat>)>,
    Vec<(InfractionKind, Seat)>,
)>;

fn said(verdict: &Verdict) -> Said {
    let hand = |h: &HandVerdict| {
        (
            h.number,
            h.chips.values().copied().collect(),
            h.infractions
                .iter()
                .map(|i| (i.kind, i.seat, i.penalty_each, i.payees.clone()))
                .collect(),
            h.possible
                .iter()
                .map(|p| (p.infraction.kind, p.infraction.seat))
                .collect(),
        )
    };
    verdict.hands.iter().map(hand).collect()
}

fn judged(text: &str) -> Verdict {
    let session = nos_referee::load(text)
        .unwrap_or_else(|problems| panic!("{:?}\n{text}", problems.first().map(|p| &p.message)));
    let verdict = judge_all(&session, Interpretation::default());
    assert!(verdict.unjudged.is_empty(), "{:?}", verdict.unjudged);
    verdict
}

/// The sessions typed: tables of 3 to 5, some with infractions injected.
fn sessions() -> Vec<(Config, String)> {
    let mut sessions = Vec::new();
    for seed in 0..12u64 {
        let players = 3 + (seed % 3) as usize;
        let mut config = Config::new(players, 4, seed);
        config.inject = match seed % 4 {
            1 => vec![
                InfractionKind::IllegalTile,
                InfractionKind::PassWithBoneyard,
            ],
            2 => vec![InfractionKind::FalseNos, InfractionKind::WrongClaim],
            3 => vec![InfractionKind::TooFewTiles, InfractionKind::WrongBlock],
            _ => Vec::new(),
        };
        let Ok(simulation) = simulate(&config) else {
            continue;
        };
        let public = nos_referee::public_record(&simulation.text)
            .expect("a simulated session has a public record");
        sessions.push((config, public.text));
    }
    sessions
}

fn names(config: &Config) -> Vec<&'static str> {
    nos_referee::simulate::NAMES[..config.players].to_vec()
}

/// Types every hand into `recording`, checking each line is taken.
fn type_all(recording: &mut Recording, hands: &[Typed]) {
    for (number, hand) in hands.iter().enumerate() {
        for line in &hand.lines {
            if let Err(error) = recording.type_line(line) {
                panic!(
                    "hand {}: `{line}`: {error}\n{}",
                    number + 1,
                    recording.text()
                );
            }
        }
        recording
            .end_hand(&hand.sheet)
            .unwrap_or_else(|error| panic!("hand {}: {error}", number + 1));
    }
}

#[test]
fn a_session_typed_line_by_line_judges_as_its_record() {
    let sessions = sessions();
    assert!(sessions.len() >= 10, "the bots play most seeds");
    for (config, record) in sessions {
        let players = names(&config);
        let hands = hands_of(&record, &players);
        let mut recording = Recording::start(&started(&players)).expect("a session");
        type_all(&mut recording, &hands);
        let typed = recording.text();
        assert_eq!(
            said(&judged(&typed)),
            said(&judged(&record)),
            "seed {}\n{typed}",
            config.seed
        );
    }
}

#[test]
fn each_events_findings_shown_as_typed_are_those_of_the_whole_hand() {
    for (config, record) in sessions() {
        let players = names(&config);
        let hands = hands_of(&record, &players);
        let verdict = judged(&record);
        let mut recording = Recording::start(&started(&players)).expect("a session");
        for (hand, verdict) in hands.iter().zip(&verdict.hands) {
            // What the whole hand charged, in the order charged.
            let charged: Vec<(InfractionKind, Seat)> = verdict
                .infractions
                .iter()
                .map(|i| (i.kind, i.seat))
                .collect();
            let mut seen: Vec<(InfractionKind, Seat)> = Vec::new();
            for line in &hand.lines {
                recording.type_line(line).expect("taken");
                let findings = recording.findings();
                if findings.known {
                    for infraction in findings.last_infractions() {
                        seen.push((infraction.kind, infraction.seat));
                    }
                }
            }
            // Every infraction shown as its event was typed is one the hand
            // charged (the findings at the end of the hand, a count or a
            // block's draw, come with the hand's own end).
            for found in &seen {
                assert!(
                    charged.contains(found),
                    "seed {} hand {}: {found:?} shown, not charged: {charged:?}",
                    config.seed,
                    verdict.number
                );
            }
            recording.end_hand(&hand.sheet).expect("over");
        }
    }
}

#[test]
fn undo_then_retype_gives_the_same_file() {
    for (config, record) in sessions().into_iter().take(6) {
        let players = names(&config);
        let hands = hands_of(&record, &players);
        let mut straight = Recording::start(&started(&players)).expect("a session");
        type_all(&mut straight, &hands);
        let mut slipped = Recording::start(&started(&players)).expect("a session");
        for hand in &hands {
            for (i, line) in hand.lines.iter().enumerate() {
                slipped.type_line(line).expect("taken");
                if i % 3 == 0 {
                    let before = slipped.text();
                    slipped.undo().expect("an entry to undo");
                    slipped.type_line(line).expect("taken again");
                    assert_eq!(slipped.text(), before, "seed {}: `{line}`", config.seed);
                }
            }
            slipped.end_hand(&hand.sheet).expect("over");
        }
        assert_eq!(slipped.text(), straight.text(), "seed {}", config.seed);
    }
}

#[test]
fn a_recorder_killed_mid_hand_and_reopened_finishes_with_the_same_verdict() {
    let dir = tempfile::tempdir().expect("a directory");
    for (config, record) in sessions().into_iter().take(6) {
        let players = names(&config);
        let hands = hands_of(&record, &players);
        let path = dir.path().join(format!("seed-{}.yaml", config.seed));
        let mut recorder = Recorder::create(&path, &started(&players)).expect("a new file");
        // Killed in the middle of the second hand's events.
        let (cut_hand, cut_line) = (1, hands[1].deal + hands[1].events / 2);
        for (number, hand) in hands.iter().enumerate() {
            for (i, line) in hand.lines.iter().enumerate() {
                if (number, i) == (cut_hand, cut_line) {
                    drop(recorder);
                    recorder = reopened(&path);
                }
                recorder.type_line(line).expect("taken");
            }
            recorder.end_hand(&hand.sheet).expect("over");
        }
        let written = std::fs::read_to_string(&path).expect("the file");
        assert_eq!(written, recorder.recording().text());
        assert_eq!(
            said(&judged(&written)),
            said(&judged(&record)),
            "seed {}",
            config.seed
        );
    }
}

fn reopened(path: &Path) -> Recorder {
    Recorder::open(path, &Default::default()).expect("the file reopens")
}

/// Types `line` into the app key by key, then Enter, as the terminal hands
/// the keys over.
fn keyed(app: &mut App, line: &str) {
    for c in line.chars() {
        app.key(Key::Char(c));
    }
    app.key(Key::Enter);
}

/// The question the app asks, and what it said last.
fn asked(app: &App) -> (String, Message) {
    let mut prompt = String::new();
    let said = app.screen("record.yaml", &mut prompt, false).said.clone();
    (prompt, said)
}

#[test]
fn a_session_keyed_into_the_recorders_app_judges_as_its_record() {
    let dir = tempfile::tempdir().expect("a directory");
    // A few sessions, one of each kind of injection: the debug suite stays quick.
    for (config, record) in sessions().into_iter().skip(1).take(3) {
        let players = names(&config);
        let hands = hands_of(&record, &players);
        let path = dir.path().join(format!("seed-{}.yaml", config.seed));
        let mut app = App::new_session(&path);
        // The session's questions: players, club, date, chips, rules.
        for answer in [players.join(", ").as_str(), "", "", "", "en"] {
            keyed(&mut app, answer);
        }
        for (number, hand) in hands.iter().enumerate() {
            let at = |line: &str| format!("seed {} hand {}: `{line}`", config.seed, number + 1);
            // Every event is taken, one the table makes after the last tile
            // (a claim for the double laid last) too, though the end is
            // being asked by then.
            for line in &hand.lines[..hand.deal + hand.events] {
                keyed(&mut app, line);
                let (_, said) = asked(&app);
                let taken = format!("taken: {line}");
                assert!(
                    matches!(&said, Message::Done(text) if text.starts_with(&taken)),
                    "{}: {said:?}",
                    at(line)
                );
            }
            // A hand the rules have over is ended at once; one that is only
            // judged as it stands (a block's draw left owed), with `end`.
            if asked(&app).0 == ">" {
                keyed(&mut app, "end");
            }
            // Each player still holding tiles is asked what he shows.
            while let Some(name) = asked(&app)
                .0
                .strip_suffix(" shows (tiles, `count N`; empty: not noted):")
            {
                let seat = players.iter().position(|p| *p == name).expect("a player");
                let shown = hand.shown.iter().find(|(s, _)| s.index() == seat);
                keyed(&mut app, shown.map_or("", |(_, tiles)| tiles.as_str()));
                let (_, said) = asked(&app);
                assert!(
                    !matches!(said, Message::Mistake(_)),
                    "{}: {said:?}",
                    at(name)
                );
            }
            // Then every player's figure, in seating order.
            for (seat, player) in players.iter().enumerate() {
                let (prompt, said) = asked(&app);
                assert_eq!(
                    prompt,
                    format!("{player}'s figure on the scoresheet (empty: not written):"),
                    "{}: {said:?}",
                    at("the scoresheet")
                );
                let figure = hand.sheet.iter().find(|(s, _)| s.index() == seat);
                keyed(
                    &mut app,
                    &figure.map_or_else(String::new, |(_, f)| f.to_string()),
                );
            }
            let (_, said) = asked(&app);
            let next = app.recorder().map(|r| r.recording().hand_number());
            assert_eq!(next, Some(number + 2), "{}: {said:?}", at("end"));
        }
        keyed(&mut app, "quit");
        assert!(app.left());
        let written = std::fs::read_to_string(&path).expect("the file");
        assert_eq!(
            said(&judged(&written)),
            said(&judged(&record)),
            "seed {}\n{written}",
            config.seed
        );
    }
}

#[test]
fn a_play_out_of_turn_typed_last_leaves_the_table_its_decision() {
    let players = ["Anna", "Bram", "Cees", "Dirk"];
    let mut recording = Recording::start(&started(&players)).expect("a session");
    for line in [
        "Anna set 4-4",
        "Anna announce ordinary-cross",
        "41 n",
        "Cees draw 10",
        "42 e",
        "46 s",
        "43 w",
        // Bram's turn.
        "Dirk play 6-0 at south",
    ] {
        recording.type_line(line).expect("taken");
    }
    let dirk = Seat(3);
    let six_blank = Tile::new(6, 0);
    assert!(
        recording.owed().contains(&Owed::Decision {
            player: dirk,
            tile: six_blank
        }),
        "{:?}",
        recording.owed()
    );
    let position = recording.position().expect("a position");
    assert_eq!(position.pending, Some((dirk, six_blank)));
    // Still Bram's turn: a play out of turn does not move it.
    assert_eq!(recording.context().turn, Some(Seat(1)));
    // Taken back, nothing is owed.
    recording.type_line("x").expect("taken back");
    assert!(recording.owed().is_empty(), "{:?}", recording.owed());
    // Played again and let stand by the next event, nothing is owed either.
    recording
        .type_line("Dirk play 6-0 at south")
        .expect("taken");
    recording.type_line("Bram says pass").expect("taken");
    assert!(recording.owed().is_empty(), "{:?}", recording.owed());
}

#[test]
fn a_claim_typed_after_the_last_tile_is_taken_while_the_end_is_asked() {
    // The hand of tests/record/whole-hand.yaml: Dirk's [2-2] on Cees's
    // [2-1] is the hand's last tile, and this time he asks for it after.
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("hand.yaml");
    let mut app = App::new_session(&path);
    for answer in ["Anna, Bram, Cees, Dirk", "", "", "", ""] {
        keyed(&mut app, answer);
    }
    for line in [
        "Anna set 4-4",
        "Anna announce ordinary-cross",
        "41 n",
        "Cees draw 10",
        "42 e",
        "46 s",
        "43 w",
        "Dirk play 6-0 at south",
        "x",
        "Bram says pass",
        "25 e",
        "60 s",
        "35 w",
        "13 n",
        "02 s",
        "23 s",
        "Bram play 3-6 at north",
        "Anna play 5-1 at west",
        "a n",
        "65 n",
        "12 w",
        "22 w",
    ] {
        keyed(&mut app, line);
    }
    let cees_shows = "Cees shows (tiles, `count N`; empty: not noted):";
    assert_eq!(asked(&app).0, cees_shows);
    keyed(&mut app, "Dirk claim 2");
    let (prompt, said) = asked(&app);
    assert!(
        matches!(&said, Message::Done(text) if text.starts_with("taken: Dirk claim 2")),
        "{said:?}"
    );
    assert_eq!(prompt, cees_shows, "the end asked again");
    keyed(&mut app, "1-0 3-0 6-1 6-2 0-0 5-0 1-1 3-3 5-5 6-6");
    for figure in ["755", "239", "445", "561"] {
        keyed(&mut app, figure);
    }
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(
        text.contains("      - {by: Dirk, play: 2-2, at: west}\n      - {by: Dirk, claim: 2}\n"),
        "{text}"
    );
    // The chips tests/record/whole-hand.yaml's header works out, Dirk's
    // claim now paid: 2 from Cees.
    let verdict = judged(&text);
    assert_eq!(
        verdict.hands[0].chips.values().copied().collect::<Vec<_>>(),
        [Some(755), Some(239), Some(445), Some(561)]
    );
    assert!(verdict.hands[0].scoresheet.is_empty());
}
