//! Properties over generated sessions: the referee and the bots must agree.
//!
//! `nos simulate`'s bots play legal sessions of every game, table size and
//! option. Over thousands of their hands:
//! - a clean session replays with no infraction, and the referee's ledger is the
//!   bots' scoresheet, hand by hand;
//! - the table's chips are the same after every single payment;
//! - at every position reached, the legal-move generator (`placements`), the
//!   single-play check (`check`) and the transcript reader (`resolve`) agree
//!   for every tile, arm and way round;
//! - an injected infraction is found exactly once, at its line, with its kind,
//!   offender and penalty, and nothing else is;
//! - all of this under each profile and under random sets of switches too, the
//!   bots playing and keeping the scoresheet by the reading in force, and every
//!   way of committing an infraction the bots know is injected somewhere.

use std::collections::{BTreeMap, BTreeSet};

use nos_referee::command::{self, Format, RulesChoice, Status};
use nos_referee::replay::{Verdict, judge};
use nos_referee::report::Style;
use nos_referee::rules::game::{Announced, GameName};
use nos_referee::rules::infraction::InfractionKind;
use nos_referee::rules::interpretation::{
    Interpretation, PassWhileAble, PenaltiesToPlayersOut, Profile, SWITCHES,
};
use nos_referee::rules::layout::{At, Layout, Placement, Resolution, Timing};
use nos_referee::rules::tile::{Laid, Tile};
use nos_referee::simulate::{self, Config, INJECTABLE, Rng, Simulation, simulate_observed};

/// Replays a simulated session under the readings the bots played by.
fn verdict_of(simulation: &Simulation, rules: &Interpretation) -> Verdict {
    let session = nos_referee::load(&simulation.text)
        .unwrap_or_else(|problems| panic!("generated transcript does not load: {problems:#?}"));
    judge(&session, rules.clone())
        .unwrap_or_else(|problems| panic!("generated transcript cannot be judged: {problems:#?}"))
}

/// The generator and the single-play check agree at this position, and so does
/// the transcript reader: for every tile off the table, every arm and both ways round.
fn placements_agree_with_check(layout: &Layout) {
    let timings: &[Timing] = if layout.arms().iter().all(|arm| arm.laid == 0) {
        &[Timing::Turn, Timing::Immediate]
    } else {
        &[Timing::Turn]
    };
    for tile in Tile::all().filter(|t| !layout.tiles().contains(*t)) {
        let ends = Laid {
            touching: tile.high(),
            open: tile.low(),
        };
        let ways: &[Laid] = if tile.is_double() {
            &[ends]
        } else {
            &[ends, ends.turned()]
        };
        for &timing in timings {
            let listed: Vec<Placement> = layout.placements(tile, timing).collect();
            let mut checked = Vec::new();
            for arm in 0..layout.arms().len() {
                let on_arm: Vec<Placement> = ways
                    .iter()
                    .map(|&laid| Placement { arm, laid })
                    .filter(|&p| layout.check(p, timing).is_ok())
                    .collect();
                // Named by arm, the reader finds a legal place exactly where the check does,
                // laid as written when both ways round fit.
                let name = layout.game().arms[arm].name;
                for &laid in ways {
                    let read =
                        layout.resolve((laid.touching, laid.open), Some(At::Arm(name)), timing);
                    match (&read, on_arm.as_slice()) {
                        (Resolution::Legal(p), [one]) => assert_eq!(p, one, "{tile} on {layout}"),
                        (Resolution::Legal(p), [_, _]) => {
                            assert_eq!(p.laid, laid, "{tile} as written on {layout}");
                        }
                        (Resolution::Illegal { .. }, []) => {}
                        _ => panic!(
                            "{tile} at {name} on {layout}: read {read:?}, checked {on_arm:?}"
                        ),
                    }
                }
                checked.extend(on_arm);
            }
            assert_eq!(listed, checked, "{tile} ({timing:?}) on {layout}");
            let read = layout.resolve((tile.high(), tile.low()), None, timing);
            assert_eq!(
                matches!(read, Resolution::Illegal { .. }),
                listed.is_empty(),
                "{tile} anywhere on {layout}: {read:?}"
            );
            if timing == Timing::Turn {
                assert_eq!(
                    layout.can_play(std::iter::once(tile).collect()),
                    !listed.is_empty(),
                    "{tile} on {layout}"
                );
            }
        }
    }
}

/// What the clean sessions covered, to prove the generator reaches every game and option.
#[derive(Default)]
struct Coverage {
    hands: usize,
    events: usize,
    positions: usize,
    games: BTreeSet<u8>,
    names: BTreeSet<&'static str>,
    options: BTreeSet<&'static str>,
    endings: BTreeSet<&'static str>,
    players: BTreeSet<usize>,
    reasons: BTreeSet<String>,
}

impl Coverage {
    fn add(&mut self, config: &Config, simulation: &Simulation, verdict: &Verdict) {
        self.players.insert(config.players);
        self.events += simulation.events();
        for hand in &simulation.hands {
            self.hands += 1;
            self.endings.insert(hand.end.word());
            let Some(a) = hand.game else { continue };
            self.games.insert(a.name.number());
            self.names.insert(a.name.word());
            if a.then.is_some() {
                self.options.insert("then");
            }
            if a.ordinary_side.is_some() {
                self.options.insert("volapuk side");
            }
            if a.ordinary_axis.is_some() {
                self.options.insert("volapuk axis");
            }
            match a.first {
                Some(Announced::HereThenThere { there: None, .. }) => {
                    self.options.insert("here");
                }
                Some(Announced::HereThenThere { there: Some(_), .. }) => {
                    let option = if a.name.number() == 17 {
                        "game 17 arms"
                    } else {
                        "here and there"
                    };
                    self.options.insert(option);
                }
                Some(Announced::TilesFirst { .. }) => {
                    let option = if a.name == GameName::Volapuk {
                        "volapuk tiles first"
                    } else {
                        "tiles first"
                    };
                    self.options.insert(option);
                }
                None => {}
            }
        }
        for hand in &verdict.hands {
            for payment in &hand.payments {
                self.reasons.insert(payment.reason.code());
            }
        }
    }
}

/// Checks one clean session: it loads, replays with no infraction, keeps the
/// chips after every payment, and the referee's ledger is the bots' scoresheet.
/// With `positions`, every position reached is also checked for the placements.
fn check_clean(config: &Config, coverage: &mut Coverage, positions_too: bool) {
    let mut positions = 0;
    let simulation = simulate_observed(config, &mut |layout| {
        if positions_too {
            positions += 1;
            placements_agree_with_check(layout);
        }
    })
    .expect("simulates");
    coverage.positions += positions;
    assert!(
        simulation
            .text
            .starts_with("# yaml-language-server: $schema=../schemas/transcript.schema.json\n"),
        "the first line is the schema modeline"
    );
    let verdict = verdict_of(&simulation, &config.rules);
    let what = format!("{config:?}");
    let infractions: Vec<_> = verdict.hands.iter().flat_map(|h| &h.infractions).collect();
    assert!(infractions.is_empty(), "{what}: {infractions:#?}");
    assert_eq!(verdict.hands.len(), simulation.hands.len(), "{what}");
    let total = verdict.start * config.players as i64;
    let mut chips = vec![verdict.start; config.players];
    for (hand, bots) in verdict.hands.iter().zip(&simulation.hands) {
        for payment in &hand.payments {
            chips[payment.from.index()] -= payment.amount;
            chips[payment.to.index()] += payment.amount;
            assert_eq!(
                chips.iter().sum::<i64>(),
                total,
                "{what}: after {payment:?}"
            );
        }
        let referee: Option<Vec<i64>> = hand.chips.values().copied().collect();
        assert_eq!(
            referee.as_ref(),
            Some(&chips),
            "{what}: hand {}",
            hand.number
        );
        assert_eq!(
            referee.as_ref(),
            Some(&bots.chips),
            "{what}: hand {} against the bots' sheet",
            hand.number
        );
        assert_eq!(hand.ending, bots.end, "{what}: hand {}", hand.number);
        assert_eq!(
            hand.next_on_set.map(|s| s.index()),
            bots.next_on_set,
            "{what}: hand {}: who is on set next",
            hand.number
        );
    }
    assert!(!verdict.has_sheet_differences(), "{what}");
    coverage.add(config, &simulation, &verdict);
}

#[test]
fn generated_legal_sessions_replay_clean_and_keep_the_chips() {
    let mut coverage = Coverage::default();
    // Every game's transcripts, at every table size; then sessions that ask for
    // the games a random set rarely allows (the triangles need the [0-0]).
    for seed in 0..30u64 {
        for players in 3..=5 {
            check_clean(&Config::new(players, 21, seed), &mut coverage, true);
        }
    }
    for (seed, games) in [
        (100, vec![13, 14, 15, 16]),
        (101, vec![12, 17]),
        (102, vec![11]),
    ] {
        for players in 3..=5 {
            let config = Config {
                games: games.clone(),
                ..Config::new(players, 21, seed)
            };
            check_clean(&config, &mut coverage, true);
        }
    }
    assert!(coverage.hands >= 2_000, "{} hands", coverage.hands);
    assert_eq!(coverage.games, (1..=17).collect(), "every game is played");
    assert_eq!(
        coverage.names.len(),
        nos_referee::rules::game::GAME_NAMES.len(),
        "every variant: {:?}",
        coverage.names
    );
    let options: BTreeSet<&str> = [
        "then",
        "volapuk side",
        "volapuk axis",
        "here",
        "here and there",
        "tiles first",
        "volapuk tiles first",
        "game 17 arms",
    ]
    .into_iter()
    .collect();
    assert_eq!(coverage.options, options);
    assert_eq!(coverage.players, (3..=5).collect());
    for ending in ["one-left", "blocked", "all-passed"] {
        assert!(
            coverage.endings.contains(ending),
            "{ending}: {:?}",
            coverage.endings
        );
    }
    for reason in [
        "set-double",
        "set-drawn-double",
        "set-drawn-tile",
        "double-on-predecessor",
        "immediate-double",
        "declared-doubles",
        "nos",
        "block",
        "count",
    ] {
        assert!(
            coverage.reasons.contains(reason),
            "{reason}: {:?}",
            coverage.reasons
        );
    }
    println!(
        "{} hands, {} events, {} positions checked; games {:?}; {} variants; options {:?}; endings {:?}; players {:?}",
        coverage.hands,
        coverage.events,
        coverage.positions,
        coverage.games,
        coverage.names.len(),
        coverage.options,
        coverage.endings,
        coverage.players
    );
}

/// Checks a session with injections: exactly the injected infractions, each
/// once, at its line, by its offender, with its penalty; the rest of the
/// ledger as the bots kept it.
fn check_injected(config: &Config) -> Vec<simulate::Injected> {
    let simulation = simulate::simulate(config).unwrap_or_else(|e| panic!("{config:?}: {e}"));
    let what = format!("{config:?}");
    assert_eq!(simulation.injected.len(), config.inject.len(), "{what}");
    let verdict = verdict_of(&simulation, &config.rules);
    let found: Vec<_> = verdict.hands.iter().flat_map(|h| &h.infractions).collect();
    let mut expected = simulation.injected.clone();
    // Under D7=80-and-40 a pass while able with tiles left to draw is charged the
    // 40 for passing with tiles to draw as well, on the same line.
    if config.rules.get::<PassWhileAble>() == PassWhileAble::EightyAndForty {
        for injected in &simulation.injected {
            if injected.kind == InfractionKind::PassWhileAble {
                expected.push(simulate::Injected {
                    kind: InfractionKind::PassWithBoneyard,
                    ..*injected
                });
            }
        }
    }
    for infraction in &found {
        let Some(i) = expected.iter().position(|x| {
            x.kind == infraction.kind
                && x.hand == infraction.hand
                && x.seat == infraction.seat.index()
                && x.line == infraction.span.line
        }) else {
            panic!(
                "{what}: found {infraction:#?}, injected {:#?}\n{}",
                simulation.injected, simulation.text
            );
        };
        let injected = expected.remove(i);
        let line = simulation.text.lines().nth(injected.line - 1).unwrap_or("");
        assert!(
            line.contains("# injected: "),
            "{what}: line {} is {line:?}",
            injected.line
        );
        assert_eq!(infraction.penalty_each, injected.kind.penalty(), "{what}");
        let others: Vec<usize> = (0..config.players)
            .filter(|&s| s != injected.seat)
            .collect();
        let payees: Vec<usize> = infraction.payees.iter().map(|s| s.index()).collect();
        match config.rules.get::<PenaltiesToPlayersOut>() {
            PenaltiesToPlayersOut::Paid => assert_eq!(payees, others, "{what}: {infraction:#?}"),
            // Only the opponents still holding tiles; the bots' scoresheet, which
            // pays exactly those, is checked against the ledger below.
            PenaltiesToPlayersOut::Unpaid => assert!(
                payees.iter().all(|p| others.contains(p)),
                "{what}: {infraction:#?}"
            ),
        }
    }
    for injected in &simulation.injected {
        let line = simulation.text.lines().nth(injected.line - 1).unwrap_or("");
        assert!(
            line.ends_with(&format!("# injected: {}", injected.kind.code())),
            "{what}: line {} is {line:?}",
            injected.line
        );
    }
    assert!(
        expected.is_empty(),
        "{what}: not found {expected:#?}\n{}",
        simulation.text
    );
    for (hand, bots) in verdict.hands.iter().zip(&simulation.hands) {
        let referee: Option<Vec<i64>> = hand.chips.values().copied().collect();
        assert_eq!(
            referee.as_ref(),
            Some(&bots.chips),
            "{what}: hand {}\n{}",
            hand.number,
            simulation.text
        );
    }
    simulation.injected
}

/// A reading with every switch set at random from `seed`.
fn random_reading(seed: u64) -> Interpretation {
    let mut rng = Rng::new(seed);
    let mut reading = Interpretation::default();
    for info in SWITCHES {
        let word = info.choices[rng.below(info.choices.len())];
        reading.set(info.id, word).expect("a registry choice");
    }
    reading
}

/// Whether every choice of every switch is in force under one of `readings`.
fn every_choice_in_force(readings: &[Interpretation]) -> bool {
    SWITCHES.iter().all(|info| {
        info.choices
            .iter()
            .all(|word| readings.iter().any(|r| r.choice(info.switch) == *word))
    })
}

/// The readings the properties run under: each profile, then at least six
/// random sets of switches, and more until every choice of every switch is in
/// force under one of them.
fn readings() -> Vec<Interpretation> {
    let mut all: Vec<Interpretation> = Profile::ALL.into_iter().map(Interpretation::of).collect();
    for seed in 7_000..7_100 {
        if all.len() >= 8 && every_choice_in_force(&all) {
            break;
        }
        all.push(random_reading(seed));
    }
    assert!(every_choice_in_force(&all), "some choice is never in force");
    all
}

#[test]
fn generated_sessions_replay_clean_under_every_reading() {
    let mut coverage = Coverage::default();
    for (i, rules) in readings().iter().enumerate() {
        for players in 3..=5 {
            for seed in 0..2u64 {
                let config = Config {
                    rules: rules.clone(),
                    ..Config::new(players, 21, 3_000 + 10 * i as u64 + seed)
                };
                check_clean(&config, &mut coverage, false);
            }
        }
    }
    assert!(coverage.hands >= 1_000, "{} hands", coverage.hands);
}

/// The ways the bots commit each kind, where they know several.
fn variants(kind: InfractionKind) -> &'static [&'static str] {
    match kind {
        InfractionKind::WrongSetTile => &["lower-double", "holding-double", "from-hand"],
        InfractionKind::WrongBlock => &["tile-still-fits", "nothing-just-played"],
        _ => &[""],
    }
}

#[test]
fn every_injected_infraction_is_found_once_with_its_penalty() {
    let readings = readings();
    for &kind in INJECTABLE {
        // At least eight sessions for each kind, from the first seeds whose
        // session has a place for it, each under the next reading in turn, and
        // more until every way of committing it has been injected: a block with
        // tiles left to draw that none of them fit, or a double played at once,
        // is rare, and those kinds get longer sessions; a lower double set first
        // needs a session's first hand, and short sessions find it sooner.
        let hands = match kind {
            InfractionKind::NotDrawnAfterBlock | InfractionKind::PlayedInsteadOfWaiting => 40,
            InfractionKind::WrongSetTile => 3,
            _ => 12,
        };
        let mut sessions = 0;
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        let done = |sessions: usize, seen: &BTreeMap<&str, usize>| {
            sessions >= 8 && variants(kind).iter().all(|v| seen.contains_key(v))
        };
        for seed in 0..80u64 {
            let config = Config {
                inject: vec![kind],
                rules: readings[sessions % readings.len()].clone(),
                ..Config::new(3 + (seed % 3) as usize, hands, 1_000 + seed)
            };
            match simulate::simulate(&config) {
                Err(simulate::SimError::NoPlace(_)) => continue,
                Err(error) => panic!("{config:?}: {error}"),
                Ok(_) => {
                    for injected in check_injected(&config) {
                        *seen.entry(injected.variant).or_default() += 1;
                    }
                }
            }
            sessions += 1;
            if done(sessions, &seen) {
                break;
            }
        }
        assert!(
            sessions >= 8,
            "{kind}: too few sessions with a place for it"
        );
        let known: BTreeSet<&str> = variants(kind).iter().copied().collect();
        let got: BTreeSet<&str> = seen.keys().copied().collect();
        assert_eq!(got, known, "{kind}: the ways it was injected, {seen:?}");
    }
}

#[test]
fn several_injections_in_one_session_are_each_found() {
    use InfractionKind as K;
    let kinds = vec![
        K::FalseNos,
        K::CoveredTiles,
        K::IllegalTile,
        K::OutOfTurn,
        K::WrongClaim,
        K::WrongBlock,
        K::ExposedTiles,
        K::BadAnnouncement,
        K::NotOnSet,
        K::FalseNos,
    ];
    for seed in 0..6u64 {
        let config = Config {
            inject: kinds.clone(),
            ..Config::new(3 + (seed % 3) as usize, 15, 2_000 + seed)
        };
        check_injected(&config);
    }
}

#[test]
fn the_same_seed_gives_the_same_transcript_byte_for_byte() {
    let config = Config {
        inject: vec![InfractionKind::PassWhileAble],
        ..Config::new(4, 10, 42)
    };
    let first = simulate::simulate(&config).expect("simulates");
    let second = simulate::simulate(&config).expect("simulates");
    assert_eq!(first.text, second.text);
    let other = simulate::simulate(&Config { seed: 43, ..config }).expect("simulates");
    assert_ne!(first.text, other.text);
}

#[test]
fn an_injection_with_no_place_is_refused() {
    // One hand at a table where nobody goes out cannot host advice from a player who is out
    // in every seed; at least one of these refuses rather than injecting something else.
    let refused = (0..50u64).any(|seed| {
        let config = Config {
            inject: vec![InfractionKind::Advice],
            ..Config::new(5, 1, seed)
        };
        matches!(
            simulate::simulate(&config),
            Err(simulate::SimError::NoPlace("advice"))
        )
    });
    assert!(refused);
}

#[test]
fn output_is_written_whole_or_not_at_all() {
    let dir = std::env::temp_dir().join(format!("nos-simulate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("session.yaml");
    let request = simulate::Request {
        players: 3,
        hands: 2,
        seed: Some(5),
        output: Some(path.clone()),
        ..Default::default()
    };
    let outcome = simulate::command(&request);
    assert_eq!(outcome.status.code(), 0, "{}", outcome.stderr);
    assert!(outcome.stdout.is_empty());
    let written = std::fs::read_to_string(&path).expect("written");
    let printed = simulate::command(&simulate::Request {
        output: None,
        ..request.clone()
    });
    assert_eq!(written, printed.stdout);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .expect("listed")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(leftovers, [std::ffi::OsString::from("session.yaml")]);

    // A failed simulation leaves the old file as it was; a directory that does
    // not exist gets no file at all.
    let failed = simulate::command(&simulate::Request {
        players: 7,
        ..request.clone()
    });
    assert_eq!(failed.status.code(), 2);
    assert_eq!(std::fs::read_to_string(&path).expect("kept"), written);
    let missing = dir.join("no-such-dir").join("session.yaml");
    let failed = simulate::command(&simulate::Request {
        output: Some(missing.clone()),
        ..request
    });
    assert_eq!(failed.status.code(), 2);
    assert!(!missing.exists());
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

/// `nos simulate` under `spec` and `rules` (each `--rule`), written as the
/// command writes it.
fn simulated_under(spec: &str, rules: &[&str], players: usize, seed: u64) -> String {
    let request = simulate::Request {
        players,
        hands: 12,
        seed: Some(seed),
        rules: RulesChoice {
            spec: Some(spec.to_owned()),
            overrides: rules.iter().map(|r| (*r).to_owned()).collect(),
            ..RulesChoice::default()
        },
        ..Default::default()
    };
    let outcome = simulate::command(&request);
    assert_eq!(outcome.status, Status::Clean, "{}", outcome.stderr);
    assert!(outcome.stderr.is_empty(), "{}", outcome.stderr);
    outcome.stdout
}

/// `nos check` of a transcript with `overrides` on its command line and the
/// profile left to the transcript.
fn checked(text: &str, overrides: &[&str]) -> command::Outcome {
    let choice = RulesChoice {
        overrides: overrides.iter().map(|r| (*r).to_owned()).collect(),
        ..RulesChoice::default()
    };
    command::check(
        "simulated.yaml",
        text.as_bytes(),
        Format::Text,
        &choice,
        Style::Plain,
    )
}

#[test]
fn a_session_simulated_under_a_reading_checks_clean_under_it() {
    // Each profile, and single switches the bots play differently under: the
    // transcript names its profile in `session.rules`, so `nos check` with no
    // `--rules` reads it as the bots played it; a switch the transcript cannot
    // name is given again with `--rule`.
    let cases: &[(&str, &[&str])] = &[
        ("en", &[]),
        ("de-1996", &[]),
        ("en", &["D1=highest-tile"]),
        ("en", &["setter-declares=not-allowed"]),
        ("de-1996", &["D4=first-paid"]),
        ("de-1996", &["D2=paid"]),
    ];
    let mut differs_elsewhere = 0;
    for (i, &(profile, rules)) in cases.iter().enumerate() {
        for players in 3..=5 {
            let seed = 4_000 + 10 * i as u64 + players as u64;
            let text = simulated_under(profile, rules, players, seed);
            assert!(text.contains("\nsession:\n  players: ["), "{text}");
            assert!(
                text.contains(&format!("\n  rules: {profile}\n")),
                "the transcript names its profile"
            );
            let outcome = checked(&text, rules);
            let label = std::iter::once(profile)
                .chain(rules.iter().copied())
                .collect::<Vec<_>>()
                .join(",");
            assert_eq!(
                outcome.status,
                Status::Clean,
                "{label}, {players} players:\n{}{}",
                outcome.stdout,
                outcome.stderr
            );
            assert!(
                outcome
                    .stdout
                    .contains(&format!("0 infractions, scoresheet agrees; rules {label}.")),
                "{label}: {}",
                outcome.stdout
            );
            // The reading matters: the same transcript read under the other
            // profile is not always clean.
            let other = if profile == "en" { "de-1996" } else { "en" };
            let elsewhere = text.replace(
                &format!("\n  rules: {profile}\n"),
                &format!("\n  rules: {other}\n"),
            );
            if checked(&elsewhere, rules).status != Status::Clean {
                differs_elsewhere += 1;
            }
        }
    }
    assert!(differs_elsewhere >= 6, "{differs_elsewhere} of 18");
}

#[test]
fn a_run_without_a_seed_says_the_seed_it_picked_and_that_seed_repeats_it() {
    let request = simulate::Request {
        players: 4,
        hands: 3,
        ..Default::default()
    };
    let picked = simulate::command(&request);
    assert_eq!(picked.status, Status::Clean, "{}", picked.stderr);
    let seed: u64 = picked
        .stderr
        .strip_prefix("seed ")
        .and_then(|rest| rest.split_once(' '))
        .and_then(|(seed, _)| seed.parse().ok())
        .unwrap_or_else(|| panic!("no seed said: {:?}", picked.stderr));
    assert!(
        picked
            .stderr
            .contains(&format!("`--seed {seed}` to play the same session again")),
        "{}",
        picked.stderr
    );
    assert!(
        picked.stdout.contains(&format!("--seed {seed}\n")),
        "the transcript's header names the seed"
    );
    let again = simulate::command(&simulate::Request {
        seed: Some(seed),
        ..request
    });
    assert_eq!(again.stdout, picked.stdout);
    assert!(again.stderr.is_empty(), "a given seed is not said again");
}

/// The command a simulated transcript's header names plays the same session
/// again, byte for byte, whatever the reading it was played under.
#[test]
fn the_command_in_a_simulated_header_plays_the_same_session_again() {
    for rules in ["en", "de-1996", "en,D3=paid", "de-1996,D2=paid"] {
        let run = |args: &[&str]| {
            let output = std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
                .env("LC_ALL", "C")
                .args(args)
                .output()
                .expect("nos runs");
            assert!(output.status.success(), "{args:?}");
            String::from_utf8(output.stdout).expect("UTF-8")
        };
        let first = run(&[
            "simulate",
            "--players",
            "4",
            "--hands",
            "2",
            "--seed",
            "31",
            "--rules",
            rules,
        ]);
        let command = first
            .lines()
            .find_map(|line| line.strip_prefix("# A legal session played by seeded bots: nos "))
            .unwrap_or_else(|| panic!("{rules}: no command in the header"));
        let args: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(run(&args), first, "{rules}: {command}");
    }
}
