//! Throughput of `nos check`'s stages over a generated corpus of 100,000 hands.
//!
//! The corpus is made here, by `nos simulate`'s bots (100 sessions of 1,000
//! hands, tables of 3, 4 and 5), and never committed. Divan times one session
//! per sample for each stage:
//! - `floor`: the YAML parser's events over the session's text, and nothing
//!   else (saphyr-parser: no tree, no serde): what reading YAML costs at least;
//! - `parse`: YAML text to a checked `Session` (`nos_referee::load`);
//! - `replay`: an already parsed session through the referee hand by hand, each
//!   verdict let go as it comes, as `nos check` does once it has written it
//!   (`Referee::hand`);
//! - `judge`: the same, every verdict kept and handed back whole
//!   (`referee::judge`, as the audit, `report` and `show` use it). With glibc's
//!   allocator this is the slower by far: the verdicts' memory, given back to
//!   the system when a session's verdict is dropped, is faulted in afresh for
//!   the next;
//! - `check`: the whole `nos check` on the session's bytes, verdict text included.
//!
//! Then a timed pass of each stage over the whole corpus prints hands/s and
//! events/s (for the replay and the judge, whose pass is some 20 to 40 ms and
//! so at the mercy of one interruption, the best of three passes), the replay
//! once more with each session's data in the cache, and one session of
//! 20,000 hands at a table of 4 is checked and scanned side by side; the
//! corpus's sessions as their public records (`nos public`) are parsed,
//! replayed and checked beside the full ones. The goals: the replay at
//! 1,000,000 hands/s or more on one core, `nos check` within 1.0 times the
//! floor (1.5 at most), and a public record's check within 1.5 times the
//! full record's. The core's clock is measured too, so
//! that the replay is also given in cycles a hand: runs on machines of other
//! speeds then compare.
//!
//! Apart from the corpus, `nos check` of one generated evening in English,
//! Dutch and German, side by side (`-- lang`): the words are Fluent messages
//! in every language, English too, and Dutch must cost no more than English.
//!
//! Apart from the corpus, the recorder (`nos record`): one entry typed at the
//! end of a 60-event hand of a 30-hand evening, judged as the recorder judges
//! it, and undone. The goal: within 16 ms, one frame of the screen.
//!
//! `cargo bench --bench throughput`; `NOS_BENCH_SESSIONS=10` for a smaller
//! corpus (the 20,000-hand session is made whatever the corpus). Words after
//! `--` choose the stages, as divan's filters do (`-- replay check`): the
//! corpus is made only for one of its stages, and `-- record` measures the
//! recorder alone. A divan option with a value is written `--option=value`.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use divan::Bencher;
use divan::counter::ItemsCount;
use nos_referee::Session;
use nos_referee::command::{self, Format, RulesChoice};
use nos_referee::replay::{Judged, Referee};
use nos_referee::report::Style;
use nos_referee::simulate::{Config, simulate};

const HANDS: usize = 1_000;

struct Corpus {
    texts: Vec<String>,
    sessions: Vec<Session>,
    events: usize,
}

fn sessions_wanted() -> usize {
    std::env::var("NOS_BENCH_SESSIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(100)
}

fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let started = Instant::now();
        let mut texts = Vec::new();
        let mut events = 0;
        for i in 0..sessions_wanted() {
            let config = Config::new(3 + i % 3, HANDS, 0xBE7C_0000 + i as u64);
            let simulation = simulate(&config).expect("the bots play");
            events += simulation.events();
            texts.push(simulation.text);
        }
        let sessions: Vec<Session> = texts
            .iter()
            .map(|text| nos_referee::load(text).expect("a generated transcript loads"))
            .collect();
        let bytes: usize = texts.iter().map(String::len).sum();
        eprintln!(
            "corpus: {} sessions, {} hands, {events} events, {:.1} MB of YAML (made in {:.1} s)",
            texts.len(),
            texts.len() * HANDS,
            bytes as f64 / 1e6,
            started.elapsed().as_secs_f64()
        );
        Corpus {
            texts,
            sessions,
            events,
        }
    })
}

/// The stages measured over the corpus, by the names divan knows them by.
const CORPUS_STAGES: [&str; 5] = ["floor", "parse", "replay", "judge", "check"];

/// Whether a stage is chosen: no word after `--` chooses them all, a word
/// chooses the stages whose names hold it.
fn chosen(stage: &str) -> bool {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with('-'))
        .collect();
    words.is_empty() || words.iter().any(|word| stage.contains(word.as_str()))
}

fn main() {
    if CORPUS_STAGES.iter().any(|stage| chosen(stage)) {
        corpus();
        divan::main();
        summary(corpus());
    }
    if chosen("record") {
        recorder_entry();
    }
    if chosen("lang") {
        languages_side_by_side();
    }
}

#[divan::bench(sample_count = 100, sample_size = 1)]
fn floor(bencher: Bencher) {
    let corpus = corpus();
    let mut next = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let text = &corpus.texts[next % corpus.texts.len()];
        next += 1;
        scan(divan::black_box(text))
    });
}

/// The parser's events over `text`, counted: the floor under any YAML reader.
fn scan(text: &str) -> usize {
    let mut events = 0;
    for event in saphyr_parser::Parser::new_from_str(text) {
        divan::black_box(event.expect("generated YAML parses"));
        events += 1;
    }
    events
}

#[divan::bench(sample_count = 100, sample_size = 1)]
fn parse(bencher: Bencher) {
    let corpus = corpus();
    let mut next = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let text = &corpus.texts[next % corpus.texts.len()];
        next += 1;
        nos_referee::load(divan::black_box(text)).is_ok()
    });
}

#[divan::bench(sample_count = 100, sample_size = 1)]
fn replay(bencher: Bencher) {
    let corpus = corpus();
    let mut next = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let session = &corpus.sessions[next % corpus.sessions.len()];
        next += 1;
        hand_by_hand(divan::black_box(session))
    });
}

#[divan::bench(sample_count = 100, sample_size = 1)]
fn judge(bencher: Bencher) {
    let corpus = corpus();
    let mut next = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let session = &corpus.sessions[next % corpus.sessions.len()];
        next += 1;
        nos_referee::replay::judge(divan::black_box(session), Default::default()).is_ok()
    });
}

/// The session's hands through one referee in order, each verdict looked at
/// and let go: the replay as `nos check` runs it. Returns the hands judged
/// with no infraction.
fn hand_by_hand(session: &Session) -> usize {
    let mut referee = Referee::new(session, Default::default());
    let mut clean = 0;
    for hand in &session.hands {
        if let Judged::Hand(verdict) = referee.hand(hand, None) {
            clean += usize::from(verdict.infractions.is_empty());
        }
    }
    clean
}

#[divan::bench(sample_count = 100, sample_size = 1)]
fn check(bencher: Bencher) {
    let corpus = corpus();
    let mut next = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let text = &corpus.texts[next % corpus.texts.len()];
        next += 1;
        whole_check(text)
    });
}

fn whole_check(text: &str) -> u8 {
    let outcome = command::check(
        "corpus.yaml",
        divan::black_box(text.as_bytes()),
        Format::Text,
        &RulesChoice::default(),
        Style::Plain,
    );
    outcome.status.code()
}

/// One pass of a stage over the whole corpus.
fn timed(mut stage: impl FnMut(usize)) -> Duration {
    let started = Instant::now();
    for i in 0..corpus().texts.len() {
        stage(i);
    }
    started.elapsed()
}

/// The best of three passes of a stage over the whole corpus.
fn best_of_three(mut stage: impl FnMut(usize)) -> Duration {
    (0..3).map(|_| timed(&mut stage)).min().unwrap_or_default()
}

fn summary(corpus: &Corpus) {
    let hands = (corpus.texts.len() * HANDS) as f64;
    let events = corpus.events as f64;
    let mb = corpus.texts.iter().map(String::len).sum::<usize>() as f64 / 1e6;
    let floor = timed(|i| {
        assert!(scan(&corpus.texts[i]) > 0);
    });
    let parse = timed(|i| {
        assert!(nos_referee::load(&corpus.texts[i]).is_ok());
    });
    let replay = best_of_three(|i| {
        let session = &corpus.sessions[i];
        assert_eq!(
            hand_by_hand(session),
            session.hands.len(),
            "a clean session"
        );
    });
    // The same, each session's data already in the cache, as `nos check` has
    // a hand it has just read: the referee's own work, without waiting on
    // memory for the session parsed long before.
    let warm = (0..3)
        .map(|_| {
            (0..corpus.sessions.len())
                .map(|i| {
                    let session = &corpus.sessions[i];
                    hand_by_hand(session);
                    let started = Instant::now();
                    divan::black_box(hand_by_hand(divan::black_box(session)));
                    started.elapsed()
                })
                .sum::<Duration>()
        })
        .min()
        .unwrap_or_default();
    let judge = best_of_three(|i| {
        let verdict = nos_referee::replay::judge(&corpus.sessions[i], Default::default());
        assert!(verdict.is_ok_and(|v| !v.has_infractions()));
    });
    let check = timed(|i| {
        assert_eq!(whole_check(&corpus.texts[i]), 0, "a clean session");
    });
    println!(
        "\nwhole corpus, one pass each, replay and judge the best of three \
         (check on every core, the others on one):"
    );
    for (stage, time) in [
        ("floor", floor),
        ("parse", parse),
        ("replay", replay),
        ("judge", judge),
        ("check", check),
    ] {
        let s = time.as_secs_f64();
        println!(
            "  {stage:<6} {s:>8.2} s  {:>12.0} hands/s  {:>12.0} events/s  {:>6.1} MB/s",
            hands / s,
            events / s,
            mb / s
        );
    }
    println!(
        "  replay, each session's data in the cache (replayed twice in a row, the second timed): \
         {:.0} hands/s",
        hands / warm.as_secs_f64()
    );
    let replay_rate = hands / replay.as_secs_f64();
    let verdict = |met: bool| if met { "met" } else { "not met" };
    println!(
        "  goal: replay >= 1,000,000 hands/s: {replay_rate:.0} hands/s, {}",
        verdict(replay_rate >= 1e6)
    );
    // The same figures in the core's cycles, its clock measured in this run:
    // what a hand costs the code, whatever machine the run was given.
    if let Some(hz) = clock() {
        let cycles = |time: Duration| time.as_secs_f64() * hz / hands;
        println!(
            "  the core's clock, measured: {:.2} GHz; a hand replayed: {:.0} cycles, {:.0} in the cache; \
             a million hands a second at this clock asks for {:.0}",
            hz / 1e9,
            cycles(replay),
            cycles(warm),
            hz / 1e6
        );
    }
    public_side_by_side(corpus);
    side_by_side();
}

/// The same sessions as their public records (`nos public`: deals and draws
/// not seen, the tiles shown at the count), read and judged beside the full
/// records: what judging the tiles no one saw costs. Goal: the public record
/// within 1.5 times the full one.
fn public_side_by_side(corpus: &Corpus) {
    let texts: Vec<String> = corpus
        .texts
        .iter()
        .map(|text| {
            nos_referee::public_record(text)
                .expect("a generated transcript reads")
                .text
        })
        .collect();
    let sessions: Vec<Session> = texts
        .iter()
        .map(|text| nos_referee::load(text).expect("a public record loads"))
        .collect();
    let parse = |texts: &[String]| {
        timed(|i| {
            assert!(nos_referee::load(&texts[i]).is_ok());
        })
    };
    let replay = |sessions: &[Session]| {
        best_of_three(|i| {
            assert_eq!(hand_by_hand(&sessions[i]), sessions[i].hands.len());
        })
    };
    // A public record may leave an infraction possible (exit 1), never unreadable.
    let check = |texts: &[String]| {
        timed(|i| {
            assert_ne!(whole_check(&texts[i]), 2, "a public record reads");
        })
    };
    let rows = [
        ("parse", parse(&corpus.texts), parse(&texts)),
        ("replay", replay(&corpus.sessions), replay(&sessions)),
        ("check", check(&corpus.texts), check(&texts)),
    ];
    let hands = (corpus.texts.len() * HANDS) as f64;
    println!("\nthe same sessions as their public records, side by side:");
    println!("  stage       full hands/s  public hands/s  public / full");
    for (stage, full, public) in rows {
        println!(
            "  {stage:<6} {:>16.0} {:>15.0} {:>10.2} x",
            hands / full.as_secs_f64(),
            hands / public.as_secs_f64(),
            public.as_secs_f64() / full.as_secs_f64()
        );
    }
    let ratio = rows[2].2.as_secs_f64() / rows[2].1.as_secs_f64();
    let met = if ratio <= 1.5 { "met" } else { "not met" };
    println!("  goal: a public record's check <= 1.5 x the full record's: {ratio:.2} x, {met}");
}

/// The core's clock in cycles a second, as a chain of dependent additions
/// times it (one a cycle: each waits on the one before, so no processor runs
/// them faster, and none is folded away as an addition of a constant may be);
/// the best of three passes of some 0.2 s. `None` where the chain is not
/// written for the processor.
fn clock() -> Option<f64> {
    #[cfg(target_arch = "x86_64")]
    {
        const ROUNDS: u64 = 6_000_000;
        const ADDITIONS: u64 = 100;
        let pass = || {
            let started = Instant::now();
            // SAFETY: the additions work on two registers given to them alone;
            // nothing in memory is read or written.
            unsafe {
                std::arch::asm!(
                    "2:",
                    ".rept {additions}",
                    "add {sum}, {one}",
                    ".endr",
                    "dec {left}",
                    "jnz 2b",
                    sum = inout(reg) 0_u64 => _,
                    one = in(reg) 1_u64,
                    left = inout(reg) ROUNDS => _,
                    additions = const ADDITIONS,
                    options(nomem, nostack),
                );
            }
            started.elapsed()
        };
        let best = (0..3).map(|_| pass()).min().unwrap_or_default();
        Some((ROUNDS * ADDITIONS) as f64 / best.as_secs_f64())
    }
    #[cfg(not(target_arch = "x86_64"))]
    None
}

/// `nos check` and the floor on one session of 20,000 hands, each timed
/// after a pass to warm up, one after the other, the best of three passes (on
/// a shared machine, the pass least disturbed by other work).
fn side_by_side() {
    let hands = 20_000;
    let text = long_session(hands);
    let mb = text.len() as f64 / 1e6;
    let time = |stage: &dyn Fn()| {
        stage();
        (0..3)
            .map(|_| {
                let started = Instant::now();
                stage();
                started.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    let floor = time(&|| assert!(scan(&text) > 0));
    let check = time(&|| assert_eq!(whole_check(&text), 0, "a clean session"));
    println!("\none session of {hands} hands ({mb:.1} MB), side by side:");
    for (stage, time) in [("floor", floor), ("check", check)] {
        let s = time.as_secs_f64();
        println!(
            "  {stage:<6} {s:>8.2} s  {:>12.0} hands/s  {:>6.1} MB/s",
            hands as f64 / s,
            mb / s
        );
    }
    let ratio = check.as_secs_f64() / floor.as_secs_f64();
    let met = if ratio <= 1.0 {
        "met"
    } else if ratio <= 1.5 {
        "within the 1.5 allowed"
    } else {
        "not met"
    };
    println!("  goal: check <= 1.0 x floor (1.5 at most): {ratio:.2} x, {met}");
    // On a shared machine the figures are only as good as the machine was quiet.
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        let load: Vec<&str> = load.split_whitespace().take(3).collect();
        println!("  load average (1, 5, 15 min): {}", load.join(", "));
    }
}

/// `nos check` of one evening (30 hands at a table of 4, five infractions
/// the bots inject among them, so that the report words infractions and
/// their diagnostics as well as payments) in each language, one after the
/// other: each run after one to warm up (its messages parsed), the best of
/// 200 runs.
fn languages_side_by_side() {
    use nos_referee::lang::{self, Lang};
    use nos_referee::rules::infraction::InfractionKind;
    let mut config = Config::new(4, 30, 0x1A96_2026);
    config.inject = vec![
        InfractionKind::FalseNos,
        InfractionKind::IllegalTile,
        InfractionKind::PassWhileAble,
        InfractionKind::WrongClaim,
        InfractionKind::OutOfTurn,
    ];
    let text = simulate(&config).expect("the bots play").text;
    let time = |chosen: Lang| {
        lang::choose(chosen);
        assert_eq!(whole_check(&text), 1, "the injected infractions are found");
        (0..200)
            .map(|_| {
                let started = Instant::now();
                whole_check(&text);
                started.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    let english = time(Lang::En);
    let rows = [
        ("en", english),
        ("nl", time(Lang::Nl)),
        ("de", time(Lang::De)),
    ];
    lang::choose(Lang::En);
    println!(
        "\nnos check of one evening ({} hands, {} injected infractions, {:.0} KB) in each language:",
        30,
        config.inject.len(),
        text.len() as f64 / 1e3
    );
    for (code, time) in rows {
        println!(
            "  {code}  {:>8.3} ms  {:>5.2} x English",
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() / english.as_secs_f64()
        );
    }
}

/// One session of `hands` hands at a table of 4, played by the bots.
fn long_session(hands: usize) -> String {
    let config = Config::new(4, hands, 0x5EED_2000);
    simulate(&config).expect("the bots play").text
}

/// The players of the recorder's evening.
const RECORDED: usize = 5;

/// One entry typed into the recorder at the end of a long hand of a long
/// evening: the bots' public record of a 30-hand evening at a table of 5
/// whose last hand has 60 events or more (the first seed that plays one),
/// typed into a `Recording` line by line in the long form as a scorekeeper
/// types it (each hand ended with its scoresheet), the last hand up to its
/// 59th event. Then the 60th is typed (`type_line`, the line read and
/// judged), taken as a parsed entry (`take`), and undone (`undo`), each the
/// best of 20 on a copy of the recording, which is what the recorder does
/// between a key and the screen it draws (the file written apart).
fn recorder_entry() {
    let started = Instant::now();
    let (seed, record) = (0..20_000u64)
        .find_map(|i| {
            let seed = 0x5EC0_0000 + i;
            let simulation = simulate(&Config::new(RECORDED, 30, seed)).ok()?;
            (simulation.hands.get(29)?.events >= 60).then_some((seed, simulation.text))
        })
        .expect("a seed whose 30th hand has 60 events");
    let record = nos_referee::public_record(&record)
        .expect("a simulated evening has a public record")
        .text;
    let players: Vec<String> = nos_referee::simulate::NAMES[..RECORDED]
        .iter()
        .map(|name| (*name).to_owned())
        .collect();
    let hands = typed_hands(&record, &players);
    let mut recording = nos_referee::record::Recording::start(&nos_referee::record::Started {
        players: players.clone(),
        rules: Some("en".to_owned()),
        ..Default::default()
    })
    .expect("a session");
    let (last, earlier) = hands.split_last().expect("30 hands");
    for hand in earlier {
        for line in &hand.lines {
            recording
                .type_line(line)
                .expect("a line of the record is taken");
        }
        recording.end_hand(&hand.sheet).expect("the hand is over");
    }
    // The last hand's deal, then its events up to the 59th.
    let up_to = last.deal + 59;
    for line in &last.lines[..up_to] {
        recording
            .type_line(line)
            .expect("a line of the record is taken");
    }
    let line = &last.lines[up_to];
    let entry = nos_referee::record::parse(line, recording.players(), &recording.context())
        .expect("the 60th event reads");
    let set_up = started.elapsed();
    let best = |mut timed: Box<dyn FnMut() -> Duration>| {
        (0..20).map(|_| timed()).min().unwrap_or_default()
    };
    let typed = best(Box::new(|| {
        let mut copy = recording.clone();
        let started = Instant::now();
        copy.type_line(divan::black_box(line)).expect("taken");
        started.elapsed()
    }));
    let taken = best(Box::new(|| {
        let mut copy = recording.clone();
        let started = Instant::now();
        copy.take(divan::black_box(entry.clone())).expect("taken");
        started.elapsed()
    }));
    let undone = best(Box::new(|| {
        let mut copy = recording.clone();
        copy.take(entry.clone()).expect("taken");
        let started = Instant::now();
        divan::black_box(copy.undo().expect("undone"));
        started.elapsed()
    }));
    let ms = |time: Duration| time.as_secs_f64() * 1e3;
    println!(
        "\nthe recorder: the 60th event of hand 30 of an evening at a table of {RECORDED} \
         (seed {seed:#x}, {:.1} KB of transcript; set up in {:.1} s), the best of 20:",
        recording.text().len() as f64 / 1e3,
        set_up.as_secs_f64()
    );
    println!("  `{line}`");
    for (what, time) in [("type_line", typed), ("take", taken), ("undo", undone)] {
        println!("  {what:<9} {:>8.2} ms an entry", ms(time));
    }
    let worst = typed.max(taken).max(undone);
    let met = if ms(worst) <= 16.0 { "met" } else { "not met" };
    println!(
        "  goal: an entry judged within 16 ms (one frame): {:.2} ms, {met}",
        ms(worst)
    );
}

/// One hand of a public record as the scorekeeper types it.
struct TypedHand {
    /// The deal's lines, the events', then the tiles shown, in the long form.
    lines: Vec<String>,
    /// How many of `lines` are the deal's.
    deal: usize,
    /// The scoresheet's figures, by seat.
    sheet: Vec<(nos_referee::rules::seat::Seat, i64)>,
}

/// A flow value's text as a line of the long form: no braces, brackets,
/// commas or colons, and no comment.
fn long_form(text: &str) -> String {
    let text = text.split(" #").next().unwrap_or_default();
    let words: String = text
        .chars()
        .map(|c| if "{}[],:".contains(c) { ' ' } else { c })
        .collect();
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The hands of a simulated public record, as lines to type.
fn typed_hands(text: &str, players: &[String]) -> Vec<TypedHand> {
    let seat = |name: &str| {
        let index = players.iter().position(|p| p == name).expect("a player");
        nos_referee::rules::seat::Seat(u8::try_from(index).expect("a seat"))
    };
    let mut hands: Vec<TypedHand> = Vec::new();
    let mut in_deal = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("- deal:") || trimmed.starts_with("- events:") {
            hands.push(TypedHand {
                lines: Vec::new(),
                deal: 0,
                sheet: Vec::new(),
            });
            in_deal = trimmed.starts_with("- deal:");
            continue;
        }
        let Some(hand) = hands.last_mut() else {
            continue;
        };
        if trimmed == "events:" {
            in_deal = false;
        } else if in_deal {
            hand.lines
                .push(long_form(&trimmed.replacen(':', " deal", 1)));
            hand.deal += 1;
        } else if let Some(event) = trimmed.strip_prefix("- {by:") {
            hand.lines.push(long_form(event));
        } else if let Some(shown) = trimmed.strip_prefix("shown:") {
            let shown = shown.trim().trim_start_matches('{').trim_end_matches('}');
            for item in shown.split("], ") {
                let (name, tiles) = item.split_once(':').expect("a player's tiles");
                hand.lines
                    .push(format!("{} shown {}", name.trim(), long_form(tiles)));
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
