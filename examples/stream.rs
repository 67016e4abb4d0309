//! Judges a transcript hand by hand as `nos check` does, keeping nothing of
//! a hand once it is judged: it prints how many hands were judged and what
//! they found. What `nos check` costs before the report is written, for
//! measuring memory and speed on large files:
//!
//! `cargo run --release --example stream -- FILE`

use std::process::ExitCode;

use nos_referee::command::mapped::Mapped;
use nos_referee::replay::{Judged, Referee};
use nos_referee::transcript::session::Checked;

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: stream FILE");
        return ExitCode::from(2);
    };
    let mapped = match Mapped::open(path.as_ref()) {
        Ok(mapped) => mapped,
        Err(error) => {
            eprintln!("cannot read {}: {error}", path.display());
            return ExitCode::from(2);
        }
    };
    let started = std::time::Instant::now();
    let opened = mapped
        .text()
        .map_err(|problem| vec![problem])
        .and_then(|(start, text)| nos_referee::open_text_with(start, text, mapped.may_alias()));
    let (session, hands) = match opened {
        Ok(opened) => opened,
        Err(problems) => {
            eprintln!("{} problems; the first: {}", problems.len(), problems[0]);
            return ExitCode::from(2);
        }
    };
    let mut referee = Referee::new(&session, Default::default());
    let (mut judged, mut unjudged, mut infractions) = (0_usize, 0_usize, 0_usize);
    for checked in hands {
        let (offset, verdict) = match checked {
            Ok(Checked::Hand(hand)) => (hand.span.offset, referee.hand(&hand, None)),
            Ok(Checked::Broken(hand)) => {
                (hand.span.offset, Judged::Unjudged(referee.broken(&hand)))
            }
            Err(problem) => {
                eprintln!("the transcript cannot be read: {problem}");
                return ExitCode::from(2);
            }
        };
        match verdict {
            Judged::Hand(hand) => {
                judged += 1;
                infractions += hand.infractions.len();
            }
            Judged::Unjudged(_) => unjudged += 1,
        }
        mapped.release_before(offset);
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{judged} hands judged, {unjudged} not, {infractions} infractions; {seconds:.2} s, {:.0} hands/s",
        (judged + unjudged) as f64 / seconds
    );
    // Where the memory is at the end: the file's pages still mapped, and the rest.
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        for line in status
            .lines()
            .filter(|l| l.starts_with("Rss") || l.starts_with("VmHWM"))
        {
            println!("{line}");
        }
    }
    ExitCode::SUCCESS
}
