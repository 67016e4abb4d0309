//! The simulated session's loop: hands in turn, chips paid, event lines written.
//!
//! Also where an infraction may be injected (a point in the play where it is
//! one infraction and nothing else) and where a penalty is charged, so that
//! the bots keep the chips as the table would.

use std::fmt::Write as _;

use crate::replay::{Ending, OnSet};
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::{Interpretation, PenaltiesToPlayersOut, SWITCHES};
use crate::rules::layout::Layout;
use crate::rules::tile::Tile;

use super::text::{tile_text, tiles_text};
use super::{
    Config, HandState, INJECTABLE, Injected, Line, Mark, NAMES, Rng, SCHEMA_LINE, Sim, Simulation,
    kind_index,
};

/// The switches `rules` sets apart from its profile, as `D3=paid`.
fn apart_from_profile(rules: &Interpretation) -> Vec<String> {
    let profile = Interpretation::of(rules.profile);
    SWITCHES
        .iter()
        .filter(|s| rules.choice(s.switch) != profile.choice(s.switch))
        .map(|s| s.switch.describe(rules))
        .collect()
}

impl<'a> Sim<'a> {
    pub(super) fn new(
        config: &'a Config,
        pending: Vec<(InfractionKind, usize)>,
        observe: Option<&'a mut dyn FnMut(&Layout)>,
    ) -> Sim<'a> {
        let seed = config.seed;
        Sim {
            config,
            n: config.players,
            deal_rng: Rng::new(seed),
            bot: Rng::new(seed ^ 0xB075_B075_B075_0001),
            detail: Rng::new(seed ^ 0xDE7A_11ED_5EED_0002),
            chips: vec![crate::transcript::session::DEFAULT_CHIPS; config.players],
            seen: vec![0; INJECTABLE.len()],
            pending,
            observe,
        }
    }

    pub(super) fn count_points(mut self) -> Vec<usize> {
        self.run_keeping();
        self.seen
    }

    pub(super) fn run(mut self) -> Simulation {
        self.run_keeping()
    }

    pub(super) fn run_keeping(&mut self) -> Simulation {
        let mut out = String::new();
        out.push_str(SCHEMA_LINE);
        let mut command = format!(
            "nos simulate --players {} --hands {} --seed {}",
            self.n, self.config.hands, self.config.seed
        );
        if !self.config.games.is_empty() {
            let list: Vec<String> = self.config.games.iter().map(u8::to_string).collect();
            let _ = write!(command, " --games {}", list.join(","));
        }
        for kind in &self.config.inject {
            let _ = write!(command, " --inject {}", kind.code());
        }
        // The reading the bots played by: its profile in `session.rules`, where
        // `nos check` finds it; switches set apart from the profile, which a
        // transcript cannot name, on the command line that repeats the run.
        let profile = self.config.rules.profile;
        let apart = apart_from_profile(&self.config.rules);
        if !apart.is_empty() {
            let _ = write!(command, " --rules {profile},{}", apart.join(","));
        } else if profile != Interpretation::default().profile {
            let _ = write!(command, " --rules {profile}");
        }
        let _ = writeln!(out, "# A legal session played by seeded bots: {command}");
        if !apart.is_empty() {
            let _ = writeln!(
                out,
                "# Judge it as they played it: nos check FILE --rules {profile},{}",
                apart.join(",")
            );
        }
        out.push_str("session:\n");
        let _ = writeln!(out, "  players: [{}]", NAMES[..self.n].join(", "));
        let _ = writeln!(out, "  rules: {profile}");
        out.push_str("hands:\n");
        let mut line = out.lines().count();
        let mut hands = Vec::new();
        let mut injected = Vec::new();
        let mut on_set = OnSet::HighestDouble;
        for number in 1..=self.config.hands {
            let (state, summary, next) = self.hand(&on_set);
            on_set = next;
            // Assemble the hand, counting lines for the injected comments.
            let mut push = |out: &mut String, text: &str, mark: Option<Mark>| {
                line += 1;
                out.push_str(text);
                if let Some((kind, seat, variant)) = mark {
                    let _ = write!(out, "  # injected: {}", kind.code());
                    injected.push(Injected {
                        kind,
                        variant,
                        hand: number,
                        seat,
                        line,
                    });
                }
                out.push('\n');
            };
            push(&mut out, "  - deal:", None);
            for (seat, (name, tiles)) in NAMES.iter().zip(&state.deal).enumerate() {
                let text = format!("      {name}: {}", tiles_text(tiles));
                push(
                    &mut out,
                    &text,
                    state.deal_marks[seat].map(|k| (k, seat, "")),
                );
            }
            if state.events.is_empty() {
                push(&mut out, "    events: []", None);
            } else {
                push(&mut out, "    events:", None);
                for event in &state.events {
                    push(&mut out, &format!("      - {}", event.text), event.mark);
                }
            }
            if summary.end != Ending::Redeal {
                let figures: Vec<String> = (0..self.n)
                    .map(|s| format!("{}: {}", NAMES[s], summary.chips[s]))
                    .collect();
                push(
                    &mut out,
                    &format!("    scoresheet: {{{}}}", figures.join(", ")),
                    None,
                );
            }
            hands.push(summary);
        }
        Simulation {
            text: out,
            hands,
            injected,
        }
    }

    /// An injection point for `kind`: counts it, and says whether to inject here.
    pub(super) fn point(&mut self, kind: InfractionKind, eligible: bool, free: bool) -> bool {
        if !eligible {
            return false;
        }
        let index = kind_index(kind);
        let seen = self.seen[index];
        self.seen[index] += 1;
        if !free {
            return false;
        }
        match self
            .pending
            .iter()
            .position(|&(k, target)| k == kind && target <= seen)
        {
            Some(i) => {
                self.pending.remove(i);
                true
            }
            None => false,
        }
    }

    pub(super) fn show(&mut self, layout: &Layout) {
        if let Some(observe) = self.observe.as_mut() {
            observe(layout);
        }
    }

    pub(super) fn pay(&mut self, from: usize, to: usize, amount: i64) {
        self.chips[from] -= amount;
        self.chips[to] += amount;
    }

    /// A penalty paid to each opponent; under penalties-to-players-out=unpaid
    /// only to those still holding tiles (`out` says who is out).
    pub(super) fn penalty(&mut self, kind: InfractionKind, offender: usize, out: &[bool]) {
        let to_players_out = match self.config.rules.get::<PenaltiesToPlayersOut>() {
            PenaltiesToPlayersOut::Paid => true,
            PenaltiesToPlayersOut::Unpaid => false,
        };
        for other in (0..self.n).filter(|&s| s != offender) {
            if to_players_out || !out.get(other).copied().unwrap_or(false) {
                self.pay(offender, other, kind.penalty());
            }
        }
    }

    pub(super) fn emit(
        &self,
        st: &mut HandState,
        seat: usize,
        body: &str,
        mark: Option<InfractionKind>,
    ) {
        self.emit_variant(st, seat, body, mark, "");
    }

    pub(super) fn emit_variant(
        &self,
        st: &mut HandState,
        seat: usize,
        body: &str,
        mark: Option<InfractionKind>,
        variant: &'static str,
    ) {
        st.events.push(Line {
            text: format!("{{by: {}, {body}}}", NAMES[seat]),
            mark: mark.map(|kind| (kind, seat, variant)),
        });
    }

    pub(super) fn emit_draw(
        &mut self,
        st: &mut HandState,
        seat: usize,
        tiles: &[Tile],
        one_by_one: bool,
    ) {
        if one_by_one || tiles.len() == 1 {
            for tile in tiles {
                self.emit(
                    st,
                    seat,
                    &format!("draw: {}", tile_text(tile.high(), tile.low())),
                    None,
                );
            }
        } else if !tiles.is_empty() {
            self.emit(st, seat, &format!("draw: {}", tiles_text(tiles)), None);
        }
    }
}
