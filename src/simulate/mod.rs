//! Self-play: seeded bots play legal sessions of Nos, written out as transcripts.
//!
//! The referee's strongest test is a game nobody wrote by hand. A generated
//! session must replay with no infraction and with the scoresheet the bots
//! kept; an infraction injected on purpose must be found exactly once, with
//! its penalty, and nothing else. The bots are the whole table: they see every
//! hand, so they block exactly when a block is right, and they keep the chips
//! by the rules (the `en` readings of the doubtful points) as the table would.
//!
//! Everything comes from one seed: the shuffles from one stream, the bots'
//! choices from another, the injections' details from a third, each a
//! SplitMix64 generator. The same seed gives the same transcript byte for byte.

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::command::{Outcome, Status};
use crate::replay::ledger::declared_amount;
use crate::replay::{Ending, OnSet};
use crate::rules::game::{
    Announced, Announcement, ArmName, Axis, GAME_NAMES, Game, GameName, Side,
};
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::{
    DoubleOnOutTile, Interpretation, PassWhileAble, PenaltiesToPlayersOut, SetterDeclares,
    SeveralImmediateDoubles, TieForSet,
};
use crate::rules::layout::{At, Layout, Placement, Resolution, Timing};
use crate::rules::seat::Seat;
use crate::rules::tile::{Tile, TileSet};

/// A small seeded generator (SplitMix64): no OS randomness, the same numbers on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        // Multiply-shift: the bias is below 2^-50 for any n a game needs.
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// Shuffles in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// One of `items`, or `None` when there are none.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[self.below(items.len())])
        }
    }
}

/// The infractions the simulator can inject, each at a point where it is one
/// infraction and nothing else.
pub const INJECTABLE: &[InfractionKind] = &[
    InfractionKind::TooFewTiles,
    InfractionKind::TooManyTiles,
    InfractionKind::SetterDrew,
    InfractionKind::WrongSetTile,
    InfractionKind::NotOnSet,
    InfractionKind::BadAnnouncement,
    InfractionKind::IllegalTile,
    InfractionKind::OutOfTurn,
    InfractionKind::PlayedInsteadOfWaiting,
    InfractionKind::DrewFromLastTwo,
    InfractionKind::PassWithBoneyard,
    InfractionKind::PassWhileAble,
    InfractionKind::FalseNos,
    InfractionKind::WrongBlock,
    InfractionKind::NotDrawnAfterBlock,
    InfractionKind::WrongClaim,
    InfractionKind::Advice,
    InfractionKind::CoveredTiles,
    InfractionKind::ExposedTiles,
];

/// The players' names, in seating order.
pub const NAMES: [&str; 5] = ["Anna", "Bram", "Cees", "Dirk", "Eva"];

/// The most hands a session is simulated with: a bound on the time and memory
/// one command may take (a million hands is some 1.3 GB of YAML).
pub const MAX_HANDS: usize = 1_000_000;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// 3 to 5.
    pub players: usize,
    /// Hands in the transcript (a first hand shuffled again for want of a double counts as one).
    pub hands: usize,
    /// The seed of every random choice.
    pub seed: u64,
    /// The book's numbers of the games the setter may announce; empty for all 17.
    pub games: Vec<u8>,
    /// Infractions to inject, one each.
    pub inject: Vec<InfractionKind>,
    /// The readings the bots play and keep the scoresheet by (`en` by default).
    pub rules: Interpretation,
}

impl Config {
    /// A clean session of `hands` hands at a table of `players`.
    #[must_use]
    pub fn new(players: usize, hands: usize, seed: u64) -> Config {
        Config {
            players,
            hands,
            seed,
            games: Vec::new(),
            inject: Vec::new(),
            rules: Interpretation::default(),
        }
    }
}

/// Why no session could be simulated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// Not 3 to 5 players.
    #[error("Nos is played by 3 to 5 players, not {0}")]
    Players(usize),
    /// No hands asked for.
    #[error("a session has at least one hand")]
    NoHands,
    /// More hands than a session is simulated with.
    #[error("a simulated session has at most 1,000,000 hands (about 1.3 GB of YAML), not {0}")]
    TooManyHands(usize),
    /// A game that is not one of the 17.
    #[error(
        "`{0}` is not one of the 17 games: give numbers 1 to 17 or names from `nos games`, separated by commas"
    )]
    UnknownGame(String),
    /// An infraction kind the simulator does not inject.
    #[error("`{0}` is not an infraction the simulator can inject; it injects {1}")]
    UnknownKind(String, String),
    /// The session offers no place for an infraction.
    #[error("the session has no point where {0} can be injected; try more hands or another seed")]
    NoPlace(&'static str),
}

/// An infraction put into the transcript on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Injected {
    /// What kind.
    pub kind: InfractionKind,
    /// Which way of committing it, where the kind has several (a wrong set tile
    /// may be a lower double in a session's first hand, a non-double while
    /// holding a double, or a tile from the hand instead of a drawn one); empty
    /// where it has one.
    pub variant: &'static str,
    /// Which hand, counted from 1.
    pub hand: usize,
    /// The offender's seat, counted from 0.
    pub seat: usize,
    /// The transcript line that carries the `# injected:` comment (counted from 1).
    pub line: usize,
}

/// One simulated hand, as the bots saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimulatedHand {
    /// The announcement, for every hand that was played.
    pub game: Option<Announcement>,
    /// The set tile as written.
    pub set: Option<(u8, u8)>,
    /// How it ended.
    pub end: Ending,
    /// Events written.
    pub events: usize,
    /// Each player's chips after the hand, as the bots kept them.
    pub chips: Vec<i64>,
    /// Who is on set next by the rules, where they name one player (not after a
    /// redeal, nor after a tie that a draw settles).
    pub next_on_set: Option<usize>,
}

/// A simulated session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Simulation {
    /// The transcript.
    pub text: String,
    /// Hand by hand.
    pub hands: Vec<SimulatedHand>,
    /// What was injected, where.
    pub injected: Vec<Injected>,
}

impl Simulation {
    /// Events in the whole transcript.
    #[must_use]
    pub fn events(&self) -> usize {
        self.hands.iter().map(|h| h.events).sum()
    }
}

/// Reads `--games`: book numbers or names, separated by commas.
///
/// # Errors
/// [`SimError::UnknownGame`] for an entry that is neither.
pub fn parse_games(list: &str) -> Result<Vec<u8>, SimError> {
    let mut numbers = Vec::new();
    for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let number = match entry.parse::<u8>() {
            Ok(number) if (1..=17).contains(&number) => number,
            _ => GameName::parse(entry)
                .map(GameName::number)
                .ok_or_else(|| SimError::UnknownGame(entry.to_owned()))?,
        };
        if !numbers.contains(&number) {
            numbers.push(number);
        }
    }
    if numbers.is_empty() {
        return Err(SimError::UnknownGame(list.to_owned()));
    }
    Ok(numbers)
}

/// Reads an `--inject` kind by its code (`false-nos`).
///
/// # Errors
/// [`SimError::UnknownKind`] listing the kinds that can be injected.
pub fn parse_kind(code: &str) -> Result<InfractionKind, SimError> {
    INJECTABLE
        .iter()
        .copied()
        .find(|kind| kind.code() == code.trim())
        .ok_or_else(|| {
            let known: Vec<&str> = INJECTABLE.iter().map(|k| k.code()).collect();
            SimError::UnknownKind(code.to_owned(), known.join(", "))
        })
}

/// Plays a session.
///
/// # Errors
/// A [`SimError`] for a table that is not 3 to 5, no hands, or an injection
/// that has no place in the session.
pub fn simulate(config: &Config) -> Result<Simulation, SimError> {
    simulate_observed(config, &mut |_| {})
}

/// Plays a session, showing `observe` the layout after every tile laid (and the
/// empty layout after each announcement).
///
/// # Errors
/// As [`simulate`].
pub fn simulate_observed(
    config: &Config,
    observe: &mut dyn FnMut(&Layout),
) -> Result<Simulation, SimError> {
    if !(3..=5).contains(&config.players) {
        return Err(SimError::Players(config.players));
    }
    if config.hands == 0 {
        return Err(SimError::NoHands);
    }
    if config.hands > MAX_HANDS {
        return Err(SimError::TooManyHands(config.hands));
    }
    if config.inject.is_empty() {
        return Ok(Sim::new(config, Vec::new(), Some(observe)).run());
    }
    // A dry run counts the points where each kind could go; one is drawn for
    // each, and the real run injects there. Until the first injection the two
    // runs are the same game, because injections draw from a stream of their own.
    let dry = Sim::new(config, Vec::new(), None);
    let seen = dry.count_points();
    let mut chooser = Rng::new(config.seed ^ 0x1A7E_C7ED_5EED_0003);
    let mut targets = Vec::new();
    for &kind in &config.inject {
        let count = seen[kind_index(kind)];
        if count == 0 {
            return Err(SimError::NoPlace(kind.code()));
        }
        targets.push((kind, chooser.below(count)));
    }
    let mut sim = Sim::new(config, targets, Some(observe));
    let simulation = sim.run_keeping();
    if let Some(&(kind, _)) = sim.pending.first() {
        return Err(SimError::NoPlace(kind.code()));
    }
    Ok(simulation)
}

fn kind_index(kind: InfractionKind) -> usize {
    INJECTABLE.iter().position(|k| *k == kind).unwrap_or(0)
}

/// An infraction carried on purpose: its kind, the offender and the variant.
type Mark = (InfractionKind, usize, &'static str);

/// One event line, with the infraction it carries on purpose.
struct Line {
    text: String,
    mark: Option<Mark>,
}

/// The last turn, for the double on the predecessor's tile.
#[derive(Clone, Copy)]
struct Last {
    seat: usize,
    played: Option<Tile>,
    went_out: bool,
}

struct HandState {
    hands: Vec<TileSet>,
    /// The boneyard; the top (next drawn) is the last element, the last two are the first two.
    boneyard: Vec<Tile>,
    layout: Option<Layout>,
    setter: usize,
    turn: usize,
    out: Vec<bool>,
    first_out: Option<usize>,
    waits: Vec<Vec<usize>>,
    last: Option<Last>,
    passes_in_row: usize,
    just_played: Option<usize>,
    turns_started: bool,
    excess: Vec<bool>,
    events: Vec<Line>,
    deal: Vec<Vec<Tile>>,
    deal_marks: Vec<Option<InfractionKind>>,
    end: Option<Ending>,
}

impl HandState {
    fn n(&self) -> usize {
        self.hands.len()
    }

    fn layout(&self) -> &Layout {
        self.layout.as_ref().expect("the game is announced")
    }

    fn active(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n()).filter(|&s| !self.out[s])
    }

    fn next_active(&self, after: usize) -> usize {
        let n = self.n();
        (1..=n)
            .map(|step| (after + step) % n)
            .find(|&s| !self.out[s])
            .unwrap_or(after)
    }

    fn can_play(&self, seat: usize) -> bool {
        self.layout().can_play(self.hands[seat])
    }

    fn fits(&self, tile: Tile) -> bool {
        self.layout()
            .placements(tile, Timing::Turn)
            .next()
            .is_some()
    }

    fn owed_wait(&self, seat: usize) -> Option<usize> {
        let layout = self.layout.as_ref()?;
        self.waits[seat]
            .iter()
            .position(|&arm| layout.open_to_turns(arm))
    }

    /// Whether nobody can play again: no tile in a hand fits, and no tile
    /// that can still be drawn (all but the last two) fits.
    fn block_right(&self) -> bool {
        let in_hands = self
            .active()
            .any(|s| self.hands[s].iter().any(|t| self.fits(t)));
        let drawable = self.boneyard.len() > 2 && self.boneyard[2..].iter().any(|t| self.fits(*t));
        !in_hands && !drawable
    }

    fn draw(&mut self, seat: usize) -> Tile {
        let tile = self.boneyard.pop().expect("the boneyard is not empty");
        self.hands[seat].insert(tile);
        tile
    }
}

struct Sim<'a> {
    config: &'a Config,
    n: usize,
    deal_rng: Rng,
    bot: Rng,
    detail: Rng,
    chips: Vec<i64>,
    seen: Vec<usize>,
    pending: Vec<(InfractionKind, usize)>,
    observe: Option<&'a mut dyn FnMut(&Layout)>,
}

fn tile_text(a: u8, b: u8) -> String {
    format!("{a}-{b}")
}

fn tiles_text(tiles: &[Tile]) -> String {
    let parts: Vec<String> = tiles.iter().map(|t| tile_text(t.high(), t.low())).collect();
    format!("[{}]", parts.join(", "))
}

fn at_text(at: At) -> String {
    match at {
        At::Pip(pip) => pip.to_string(),
        At::Arm(arm) => arm.word().to_owned(),
    }
}

fn side_text(side: Side) -> String {
    match side {
        Side::Pip(pip) => pip.to_string(),
        Side::Arm(arm) => arm.word().to_owned(),
    }
}

/// An announcement of `name` with the plainest options it needs, to ask
/// whether a set tile allows the game at all.
fn plainest(name: GameName) -> Announcement {
    let mut a = Announcement::plain(name);
    match name {
        GameName::WithCondition(_) => {
            a.first = Some(Announced::TilesFirst {
                side: Side::Arm(ArmName::West),
                tiles: 1,
            });
        }
        GameName::Volapuk => a.ordinary_side = Some(Side::Arm(ArmName::West)),
        GameName::VolapukCross | GameName::VolapukDoubleCross => {
            a.ordinary_axis = Some(Axis::NorthSouth);
        }
        GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => {
            a.first = Some(Announced::HereThenThere {
                here: Side::Arm(ArmName::North),
                there: Some(Side::Arm(ArmName::South)),
            });
        }
        _ => {}
    }
    a
}

/// Writes an announcement as a transcript would, by name or (one time in four) by the book's number.
fn announcement_text(a: &Announcement, by_number: bool) -> String {
    let mut fields: Vec<String> = Vec::new();
    let number = a.name.number();
    match (a.name, by_number) {
        (GameName::WithCondition(rule), true) => {
            fields.push("game: 11".into());
            fields.push(format!("matching: {}", rule.word()));
        }
        (GameName::WithCondition(rule), false) => {
            // "Ordinary (or matador) with a condition" reads as game 11 too.
            fields.push(format!("game: {}", rule.word()));
        }
        (GameName::Volapuk, true) => fields.push("game: 12, layout: line".into()),
        (GameName::VolapukCross, true) => fields.push("game: 12, layout: cross".into()),
        (GameName::VolapukDoubleCross, true) => {
            fields.push("game: 12, layout: double-cross".into());
        }
        (GameName::MatadorThenOrdinaryCross, true) => {
            fields.push("game: 17, layout: cross".into());
        }
        (GameName::MatadorThenOrdinaryDoubleCross, true) => {
            fields.push("game: 17, layout: double-cross".into());
        }
        (_, true) => fields.push(format!("game: {number}")),
        (name, false) => fields.push(format!("game: {}", name.word())),
    }
    if let Some(side) = a.ordinary_side {
        fields.push(format!("ordinary: {}", side_text(side)));
    }
    if let Some(axis) = a.ordinary_axis {
        let word = match axis {
            Axis::NorthSouth => "north-south",
            Axis::EastWest => "east-west",
        };
        fields.push(format!("ordinary: {word}"));
    }
    match a.first {
        Some(Announced::HereThenThere { here, there: None }) => {
            fields.push(format!("first: {{here: {}}}", side_text(here)));
        }
        Some(Announced::HereThenThere {
            here,
            there: Some(there),
        }) => fields.push(format!(
            "first: {{here: {}, there: {}}}",
            side_text(here),
            side_text(there)
        )),
        Some(Announced::TilesFirst { side, tiles }) => {
            fields.push(format!(
                "first: {{side: {}, tiles: {tiles}}}",
                side_text(side)
            ));
        }
        None => {}
    }
    if let Some(then) = a.then {
        fields.push(format!("then: {}", then.word()));
    }
    if fields.len() == 1 && !matches!(a.name, GameName::WithCondition(_)) {
        // A game without options is announced by its bare name or number.
        return fields[0].trim_start_matches("game: ").to_owned();
    }
    format!("{{{}}}", fields.join(", "))
}

/// Where to say a tile went: nothing when it fits in one place only, else
/// the open end's number or the arm, whichever names this placement.
fn at_for(layout: &Layout, placement: Placement, timing: Timing, rng: &mut Rng) -> Option<At> {
    let tile = placement.laid.tile();
    let written = (placement.laid.touching, placement.laid.open);
    let mut arms: Vec<usize> = layout.placements(tile, timing).map(|p| p.arm).collect();
    arms.dedup();
    if arms.len() <= 1 && layout.resolve(written, None, timing) == Resolution::Legal(placement) {
        return None;
    }
    let by_arm = At::Arm(layout.game().arms[placement.arm].name);
    let by_pip = At::Pip(layout.arms()[placement.arm].open);
    let first = if rng.one_in(2) { by_pip } else { by_arm };
    [first, by_arm]
        .into_iter()
        .find(|&at| layout.resolve(written, Some(at), timing) == Resolution::Legal(placement))
        .or(Some(by_arm))
}

impl<'a> Sim<'a> {
    fn new(
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

    fn count_points(mut self) -> Vec<usize> {
        self.run_keeping();
        self.seen
    }

    fn run(mut self) -> Simulation {
        self.run_keeping()
    }

    fn run_keeping(&mut self) -> Simulation {
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
        let _ = writeln!(out, "# A legal session played by seeded bots: {command}");
        out.push_str("session:\n");
        let _ = writeln!(out, "  players: [{}]", NAMES[..self.n].join(", "));
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
    fn point(&mut self, kind: InfractionKind, eligible: bool, free: bool) -> bool {
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

    fn show(&mut self, layout: &Layout) {
        if let Some(observe) = self.observe.as_mut() {
            observe(layout);
        }
    }

    fn pay(&mut self, from: usize, to: usize, amount: i64) {
        self.chips[from] -= amount;
        self.chips[to] += amount;
    }

    /// A penalty paid to each opponent; under penalties-to-players-out=unpaid
    /// only to those still holding tiles (`out` says who is out).
    fn penalty(&mut self, kind: InfractionKind, offender: usize, out: &[bool]) {
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

    fn emit(&self, st: &mut HandState, seat: usize, body: &str, mark: Option<InfractionKind>) {
        self.emit_variant(st, seat, body, mark, "");
    }

    fn emit_variant(
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

    fn emit_draw(&mut self, st: &mut HandState, seat: usize, tiles: &[Tile], one_by_one: bool) {
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

    /// Plays one hand; returns its state, its summary and who is on set next.
    fn hand(&mut self, on_set: &OnSet) -> (HandState, SimulatedHand, OnSet) {
        let n = self.n;
        let mut boneyard: Vec<Tile> = Tile::all().collect();
        self.deal_rng.shuffle(&mut boneyard);
        let mut deal: Vec<Vec<Tile>> = vec![Vec::new(); n];
        for hand in &mut deal {
            for _ in 0..8 - n {
                hand.extend(boneyard.pop());
            }
        }
        let mut st = HandState {
            hands: vec![TileSet::EMPTY; n],
            boneyard,
            layout: None,
            setter: 0,
            turn: 0,
            out: vec![false; n],
            first_out: None,
            waits: vec![Vec::new(); n],
            last: None,
            passes_in_row: 0,
            just_played: None,
            turns_started: false,
            excess: vec![false; n],
            events: Vec::new(),
            deal,
            deal_marks: vec![None; n],
            end: None,
        };
        let first_hand = matches!(on_set, OnSet::HighestDouble);
        if first_hand && st.deal.iter().flatten().all(|t| !t.is_double()) {
            let summary = SimulatedHand {
                game: None,
                set: None,
                end: Ending::Redeal,
                events: 0,
                chips: self.chips.clone(),
                next_on_set: None,
            };
            return (st, summary, OnSet::HighestDouble);
        }
        let seats: Vec<usize> = (0..n).collect();

        // Dealt three too many.
        if self.point(InfractionKind::TooManyTiles, true, true) {
            let seat = self.detail.pick(&seats).unwrap_or(0);
            for _ in 0..3 {
                let tile = st.boneyard.pop().expect("tiles to deal");
                st.deal[seat].push(tile);
            }
            st.deal_marks[seat] = Some(InfractionKind::TooManyTiles);
            st.excess[seat] = true;
            self.penalty(InfractionKind::TooManyTiles, seat, &st.out);
        }
        let setter = match on_set {
            OnSet::HighestDouble => {
                let top = st
                    .deal
                    .iter()
                    .enumerate()
                    .flat_map(|(s, tiles)| tiles.iter().map(move |t| (*t, s)))
                    .filter(|(t, _)| t.is_double())
                    .max();
                top.map_or(0, |(_, s)| s)
            }
            OnSet::Seat(seat) => seat.index(),
            OnSet::AnyOf(seats) => seats[self.bot.below(seats.len())].index(),
        };
        st.setter = setter;
        // Dealt one too few, made up straight away.
        let short: Vec<(usize, Tile)> = seats
            .iter()
            .filter(|&&s| s != setter && !st.excess[s])
            .flat_map(|&s| st.deal[s].iter().map(move |t| (s, *t)))
            .filter(|(_, t)| !t.is_double())
            .collect();
        let mut made_up = None;
        if self.point(InfractionKind::TooFewTiles, !short.is_empty(), true) {
            let (seat, tile) = self.detail.pick(&short).expect("a short deal");
            st.deal[seat].retain(|t| *t != tile);
            let at = 2 + self.detail.below(st.boneyard.len() - 1);
            st.boneyard.insert(at, tile);
            st.deal_marks[seat] = Some(InfractionKind::TooFewTiles);
            self.penalty(InfractionKind::TooFewTiles, seat, &st.out);
            made_up = Some(seat);
        }
        for seat in 0..n {
            st.hands[seat] = st.deal[seat].iter().copied().collect();
        }
        if let Some(seat) = made_up {
            let tile = st.draw(seat);
            self.emit_draw(&mut st, seat, &[tile], true);
        }

        // Someone else puts down the first tile, and takes it back.
        let others: Vec<usize> = seats.iter().copied().filter(|&s| s != setter).collect();
        if self.point(InfractionKind::NotOnSet, true, true) {
            let seat = self.detail.pick(&others).unwrap_or(0);
            let tiles: Vec<Tile> = st.hands[seat].iter().collect();
            let tile = self.detail.pick(&tiles).expect("a dealt hand");
            let written = tile_text(tile.high(), tile.low());
            self.emit(
                &mut st,
                seat,
                &format!("set: {written}"),
                Some(InfractionKind::NotOnSet),
            );
            self.emit(&mut st, seat, &format!("takeback: {written}"), None);
            self.penalty(InfractionKind::NotOnSet, seat, &st.out);
        }

        // The set.
        let dealt: Vec<Tile> = st.hands[setter].iter().collect();
        let doubles: Vec<Tile> = dealt.iter().copied().filter(|t| t.is_double()).collect();
        let choice = if first_hand {
            doubles.last().copied()
        } else if doubles.is_empty() {
            None
        } else {
            Some(self.choose_set_double(&doubles))
        };
        if self.point(InfractionKind::SetterDrew, choice.is_some(), true) {
            let tile = st.draw(setter);
            let text = format!("draw: {}", tile_text(tile.high(), tile.low()));
            self.emit(&mut st, setter, &text, Some(InfractionKind::SetterDrew));
            self.penalty(InfractionKind::SetterDrew, setter, &st.out);
        }
        let wrong: Vec<Tile> = if first_hand {
            doubles[..doubles.len().saturating_sub(1)].to_vec()
        } else if choice.is_some() {
            dealt.iter().copied().filter(|t| !t.is_double()).collect()
        } else {
            dealt.clone()
        };
        let mut drawn = false;
        let mut mark = None;
        let variant = if first_hand {
            "lower-double"
        } else if choice.is_some() {
            "holding-double"
        } else {
            "from-hand"
        };
        let set_tile = if self.point(InfractionKind::WrongSetTile, !wrong.is_empty(), true) {
            mark = Some(InfractionKind::WrongSetTile);
            self.penalty(InfractionKind::WrongSetTile, setter, &st.out);
            self.detail.pick(&wrong).expect("a wrong tile")
        } else if let Some(double) = choice {
            double
        } else {
            let tile = st.draw(setter);
            self.emit_draw(&mut st, setter, &[tile], true);
            drawn = true;
            tile
        };
        let written = if self.bot.one_in(2) {
            (set_tile.high(), set_tile.low())
        } else {
            (set_tile.low(), set_tile.high())
        };
        self.emit_variant(
            &mut st,
            setter,
            &format!("set: {}", tile_text(written.0, written.1)),
            mark,
            variant,
        );
        st.hands[setter].remove(set_tile);
        if let Some(value) = set_tile.double_value() {
            let amount = i64::from(value) * if drawn { 2 } else { 1 };
            if !st.excess[setter] {
                for other in others.iter().copied() {
                    self.pay(other, setter, amount);
                }
            }
        } else if drawn {
            for other in others.iter().copied() {
                self.pay(setter, other, i64::from(set_tile.spots()));
            }
        }
        st.last = Some(Last {
            seat: setter,
            played: Some(set_tile),
            went_out: false,
        });

        // The announcement.
        if self.point(InfractionKind::BadAnnouncement, true, true) {
            let bad: Vec<GameName> = GAME_NAMES
                .iter()
                .map(|(name, _)| *name)
                .filter(|name| {
                    Announcement::plain(*name) == plainest(*name)
                        && Game::new(Announcement::plain(*name), written).is_err()
                })
                .collect();
            let name = self.detail.pick(&bad).unwrap_or(GameName::Triangle);
            let text = format!("announce: {}", name.word());
            self.emit(
                &mut st,
                setter,
                &text,
                Some(InfractionKind::BadAnnouncement),
            );
            self.penalty(InfractionKind::BadAnnouncement, setter, &st.out);
        }
        let announcement = self.choose_announcement(written);
        let by_number = self.bot.one_in(4);
        let text = format!("announce: {}", announcement_text(&announcement, by_number));
        self.emit(&mut st, setter, &text, None);
        let game =
            Game::new(announcement, written).expect("the bots announce games their set allows");
        let layout = Layout::new(game);
        self.show(&layout);
        st.layout = Some(layout);
        st.turn = st.next_active(setter);

        self.opening(&mut st);
        while st.end.is_none() {
            let seat = st.turn;
            self.turn_start(&mut st, seat);
            self.take_turn(&mut st, seat);
            st.turns_started = true;
        }

        // The count.
        let counts: Vec<u32> = st.hands.iter().map(|h| h.count()).collect();
        for payer in 0..n {
            for payee in 0..n {
                if counts[payer] > counts[payee] {
                    self.pay(payer, payee, i64::from(counts[payer] - counts[payee]));
                }
            }
        }
        let top = counts.iter().copied().max().unwrap_or(0);
        // A tie is settled by a draw the transcript does not record (D1=draw-tiles).
        let tied: Vec<Seat> = (0..n)
            .filter(|&s| counts[s] == top)
            .filter_map(|s| u8::try_from(s).ok().map(Seat))
            .collect();
        let next = match (tied.as_slice(), self.config.rules.get::<TieForSet>()) {
            ([one], _) => OnSet::Seat(*one),
            (_, TieForSet::DrawTiles) => OnSet::AnyOf(tied),
            // The tied player holding the single tile with most spots ([0-0]
            // counting 14), then the higher end of that tile; the first in seat
            // order if still level.
            (_, TieForSet::HighestTile) => {
                let best = |seat: &Seat| {
                    st.hands[seat.index()]
                        .iter()
                        .map(|t| (t.count(), t.high()))
                        .max()
                };
                let top = tied.iter().map(best).max().flatten();
                let first = tied.iter().copied().find(|s| best(s) == top);
                first.map_or(OnSet::AnyOf(tied), OnSet::Seat)
            }
        };
        let summary = SimulatedHand {
            game: Some(announcement),
            set: Some(written),
            end: st.end.unwrap_or(Ending::AllPassed),
            events: st.events.len(),
            chips: self.chips.clone(),
            next_on_set: match &next {
                OnSet::Seat(seat) => Some(seat.index()),
                OnSet::HighestDouble | OnSet::AnyOf(_) => None,
            },
        };
        (st, summary, next)
    }

    /// Which double the loser sets: one that allows a listed game, the [0-0]
    /// half the time he holds it (so that the triangles are played).
    fn choose_set_double(&mut self, doubles: &[Tile]) -> Tile {
        let allows = |tile: Tile| {
            let set = (tile.high(), tile.low());
            self.allowed(set).next().is_some()
        };
        let usable: Vec<Tile> = doubles.iter().copied().filter(|d| allows(*d)).collect();
        let usable = if usable.is_empty() {
            doubles.to_vec()
        } else {
            usable
        };
        let blank = Tile::new(0, 0);
        if usable.contains(&blank) && self.bot.one_in(2) {
            return blank;
        }
        self.bot.pick(&usable).unwrap_or(blank)
    }

    /// The listed games (all 17 when none are) that `set` allows.
    fn allowed(&self, set: (u8, u8)) -> impl Iterator<Item = GameName> + '_ {
        GAME_NAMES
            .iter()
            .map(|(name, _)| *name)
            .filter(|name| {
                self.config.games.is_empty() || self.config.games.contains(&name.number())
            })
            .filter(move |name| Game::new(plainest(*name), set).is_ok())
    }

    /// The setter's announcement: a game number drawn evenly among those his
    /// set allows, then its variant and options. With `--games` naming none
    /// that the set allows, he plays ordinary dominoes.
    fn choose_announcement(&mut self, set: (u8, u8)) -> Announcement {
        let names: Vec<GameName> = self.allowed(set).collect();
        let mut numbers: Vec<u8> = names.iter().map(|n| n.number()).collect();
        numbers.dedup();
        let Some(number) = self.bot.pick(&numbers) else {
            return Announcement::plain(GameName::Ordinary);
        };
        let variants: Vec<GameName> = names
            .iter()
            .copied()
            .filter(|n| n.number() == number)
            .collect();
        let name = self.bot.pick(&variants).unwrap_or(GameName::Ordinary);
        let mut a = Announcement::plain(name);
        let double = set.0 == set.1;
        let mut sides = vec![Side::Arm(ArmName::West), Side::Arm(ArmName::East)];
        if !double {
            sides.extend([Side::Pip(set.0), Side::Pip(set.1)]);
        }
        let other = |side: Side| match side {
            Side::Pip(pip) if pip == set.0 => Side::Pip(set.1),
            Side::Pip(_) => Side::Pip(set.0),
            Side::Arm(ArmName::West) => Side::Arm(ArmName::East),
            Side::Arm(_) => Side::Arm(ArmName::West),
        };
        match name {
            GameName::WithCondition(rule) => {
                let side = self.bot.pick(&sides).unwrap_or(Side::Arm(ArmName::West));
                a.first = Some(if self.bot.one_in(2) {
                    Announced::HereThenThere {
                        here: side,
                        there: self.bot.one_in(2).then(|| other(side)),
                    }
                } else {
                    Announced::TilesFirst {
                        side,
                        tiles: 1 + self.bot.below(4) as u8,
                    }
                });
                if self.bot.one_in(2) {
                    a.then = Some(rule.other());
                }
            }
            GameName::Volapuk => {
                a.ordinary_side = self.bot.pick(&sides);
                if self.bot.one_in(2) {
                    let side = self.bot.pick(&sides).unwrap_or(Side::Arm(ArmName::West));
                    a.first = Some(Announced::TilesFirst {
                        side,
                        tiles: 1 + self.bot.below(4) as u8,
                    });
                }
            }
            GameName::VolapukCross | GameName::VolapukDoubleCross => {
                a.ordinary_axis = Some(if self.bot.one_in(2) {
                    Axis::NorthSouth
                } else {
                    Axis::EastWest
                });
            }
            GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => {
                let mut arms = [ArmName::North, ArmName::East, ArmName::South, ArmName::West];
                self.bot.shuffle(&mut arms);
                // Opposite arms, as both profiles read game 17.
                a.first = Some(Announced::HereThenThere {
                    here: Side::Arm(arms[0]),
                    there: Some(Side::Arm(arms[0].opposite())),
                });
            }
            _ => {}
        }
        if Game::new(a, set).is_ok() {
            a
        } else {
            plainest(name)
        }
    }

    /// Declarations, then doubles played at once on the set tile, each claimed.
    fn opening(&mut self, st: &mut HandState) {
        let n = self.n;
        let setter = st.setter;
        let first = st.turn;
        for seat in (0..n).map(|i| (first + i) % n) {
            let doubles: Vec<Tile> = st.hands[seat].iter().filter(|t| t.is_double()).collect();
            let amount = declared_amount(n, doubles.len());
            let may = seat != setter
                || match self.config.rules.get::<SetterDeclares>() {
                    SetterDeclares::Allowed => true,
                    SetterDeclares::NotAllowed => false,
                };
            if amount > 0 && may {
                self.emit(
                    st,
                    seat,
                    &format!("declare: {}", tiles_text(&doubles)),
                    None,
                );
                if !st.excess[seat] {
                    for other in (0..n).filter(|&s| s != seat) {
                        self.pay(other, seat, amount);
                    }
                }
            }
        }
        let first_only = match self.config.rules.get::<SeveralImmediateDoubles>() {
            SeveralImmediateDoubles::AllPaid => false,
            SeveralImmediateDoubles::FirstPaid => true,
        };
        let mut first_player = None;
        for seat in (1..n).map(|i| (first + i) % n).filter(|&s| s != setter) {
            let doubles: Vec<Tile> = st.hands[seat].iter().filter(|t| t.is_double()).collect();
            for double in doubles {
                let places: Vec<Placement> =
                    st.layout().placements(double, Timing::Immediate).collect();
                let Some(placement) = self.bot.pick(&places) else {
                    continue;
                };
                let at = at_for(st.layout(), placement, Timing::Immediate, &mut self.bot);
                self.emit(st, seat, &play_text(placement, at), None);
                self.lay(st, seat, placement);
                st.waits[seat].push(placement.arm);
                // Under D4=first-paid only the first player's doubles are paid.
                if first_only && *first_player.get_or_insert(seat) != seat {
                    continue;
                }
                let value = double.double_value().unwrap_or(0);
                self.emit(st, seat, &format!("claim: {value}"), None);
                self.pay(setter, seat, i64::from(value));
            }
        }
    }

    fn lay(&mut self, st: &mut HandState, seat: usize, placement: Placement) {
        st.hands[seat].remove(placement.laid.tile());
        let layout = st.layout.as_mut().expect("a layout");
        layout.place(placement);
        if let Some(observe) = self.observe.as_mut() {
            observe(layout);
        }
    }

    /// The injection points at the start of a turn.
    fn turn_start(&mut self, st: &mut HandState, seat: usize) {
        use InfractionKind as K;
        let owes = st.owed_wait(seat).is_some();
        let can = st.can_play(seat);
        let bone = st.boneyard.len();
        let layout = st.layout();
        let misfits: Vec<(Tile, usize)> = st.hands[seat]
            .iter()
            .flat_map(|t| (0..layout.arms().len()).map(move |arm| (t, arm)))
            .filter(|&(t, arm)| {
                let laid = crate::rules::tile::Laid {
                    touching: t.high(),
                    open: t.low(),
                };
                [laid, laid.turned()]
                    .iter()
                    .all(|&laid| layout.check(Placement { arm, laid }, Timing::Turn).is_err())
            })
            .collect();
        let others: Vec<usize> = st.active().filter(|&s| s != seat).collect();
        let out: Vec<usize> = (0..self.n).filter(|&s| st.out[s]).collect();
        let active: Vec<usize> = st.active().collect();
        let block_wrong = match st.just_played {
            Some(_) => !st.block_right(),
            None => true,
        };
        let kinds = [
            (K::IllegalTile, !owes && !misfits.is_empty()),
            (K::OutOfTurn, st.turns_started && !others.is_empty()),
            (K::PlayedInsteadOfWaiting, owes),
            (K::PassWhileAble, !owes && can && bone > 2),
            (K::PassWithBoneyard, !owes && !can && bone > 2),
            (K::DrewFromLastTwo, !owes && (1..=2).contains(&bone)),
            (K::FalseNos, true),
            (K::WrongClaim, true),
            (K::WrongBlock, block_wrong),
            (K::CoveredTiles, true),
            (K::ExposedTiles, true),
            (K::Advice, !out.is_empty()),
        ];
        let mut fire = None;
        for (kind, eligible) in kinds {
            if self.point(kind, eligible, fire.is_none()) {
                fire = Some(kind);
            }
        }
        let Some(kind) = fire else { return };
        let mut offender = seat;
        match kind {
            K::IllegalTile => {
                let (tile, arm) = self.detail.pick(&misfits).expect("a misfit");
                let at = At::Arm(st.layout().game().arms[arm].name);
                let text = format!(
                    "play: {}, at: {}",
                    tile_text(tile.high(), tile.low()),
                    at_text(at)
                );
                self.emit(st, seat, &text, Some(kind));
                self.emit(
                    st,
                    seat,
                    &format!("takeback: {}", tile_text(tile.high(), tile.low())),
                    None,
                );
            }
            K::OutOfTurn | K::PlayedInsteadOfWaiting => {
                if kind == K::OutOfTurn {
                    offender = self.detail.pick(&others).expect("another player");
                }
                let tiles: Vec<Tile> = st.hands[offender].iter().collect();
                let tile = self.detail.pick(&tiles).expect("a tile in hand");
                let places: Vec<Placement> = st.layout().placements(tile, Timing::Turn).collect();
                let text = match self.detail.pick(&places) {
                    Some(placement) => {
                        let at = at_for(st.layout(), placement, Timing::Turn, &mut self.detail);
                        play_text(placement, at)
                    }
                    None => format!("play: {}", tile_text(tile.high(), tile.low())),
                };
                self.emit(st, offender, &text, Some(kind));
                self.emit(
                    st,
                    offender,
                    &format!("takeback: {}", tile_text(tile.high(), tile.low())),
                    None,
                );
            }
            K::PassWhileAble | K::PassWithBoneyard => {
                // The table has him draw or play on: his turn goes on.
                self.emit(st, seat, "says: pass", Some(kind));
                // Under D7=80-and-40 a pass while able with tiles left to draw
                // costs the 40 as well (the referee finds it as a second infraction).
                let and_forty = match self.config.rules.get::<PassWhileAble>() {
                    PassWhileAble::EightyInstead => false,
                    PassWhileAble::EightyAndForty => true,
                };
                if kind == K::PassWhileAble && and_forty {
                    self.penalty(K::PassWithBoneyard, seat, &st.out);
                }
            }
            K::DrewFromLastTwo => {
                let tile = st.draw(seat);
                let text = format!("draw: {}", tile_text(tile.high(), tile.low()));
                self.emit(st, seat, &text, Some(kind));
            }
            K::FalseNos => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "says: nos", Some(kind));
            }
            K::WrongClaim => {
                // Before the first turn is over a setter's claim asks for his set
                // payment, which is noted, not charged: someone else claims.
                let claimants: Vec<usize> = active
                    .iter()
                    .copied()
                    .filter(|&s| st.turns_started || s != st.setter)
                    .collect();
                offender = self.detail.pick(&claimants).unwrap_or(seat);
                let amount = 1 + self.detail.below(6);
                self.emit(st, offender, &format!("claim: {amount}"), Some(kind));
            }
            K::WrongBlock => {
                let variant;
                (offender, variant) = match st.just_played {
                    Some(player) => (player, "tile-still-fits"),
                    None => (
                        self.detail.pick(&active).unwrap_or(seat),
                        "nothing-just-played",
                    ),
                };
                self.emit_variant(st, offender, "says: block", Some(kind), variant);
            }
            K::CoveredTiles => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "conduct: covered-tiles", Some(kind));
            }
            K::ExposedTiles => {
                offender = self.detail.pick(&active).unwrap_or(seat);
                self.emit(st, offender, "conduct: exposed-tiles", Some(kind));
            }
            K::Advice => {
                offender = self.detail.pick(&out).unwrap_or(seat);
                self.emit(st, offender, "conduct: advice", Some(kind));
            }
            _ => {}
        }
        self.penalty(kind, offender, &st.out);
    }

    /// A regular turn: wait, or draw as needed and play, or pass.
    fn take_turn(&mut self, st: &mut HandState, seat: usize) {
        if let Some(i) = st.owed_wait(seat) {
            self.emit(st, seat, "says: wait", None);
            st.waits[seat].remove(i);
            st.last = Some(Last {
                seat,
                played: None,
                went_out: false,
            });
            st.just_played = None;
            st.turn = st.next_active(seat);
            return;
        }
        let mut drawn = Vec::new();
        // Now and then a player draws although he could play, as he may.
        if st.can_play(seat) && st.boneyard.len() > 2 && self.bot.one_in(20) {
            drawn.push(st.draw(seat));
        }
        while !st.can_play(seat) && st.boneyard.len() > 2 {
            drawn.push(st.draw(seat));
        }
        let one_by_one = self.bot.one_in(2);
        self.emit_draw(st, seat, &drawn, one_by_one);
        if st.can_play(seat) {
            self.play(st, seat);
        } else {
            self.emit(st, seat, "says: pass", None);
            st.last = Some(Last {
                seat,
                played: None,
                went_out: false,
            });
            st.just_played = None;
            st.passes_in_row += 1;
            if st.passes_in_row >= st.active().count() {
                st.end = Some(Ending::AllPassed);
            } else {
                st.turn = st.next_active(seat);
            }
        }
    }

    fn play(&mut self, st: &mut HandState, seat: usize) {
        let layout = st.layout();
        let options: Vec<Placement> = st.hands[seat]
            .iter()
            .flat_map(|t| layout.placements(t, Timing::Turn))
            .collect();
        // A double the predecessor pays for is worth playing half the time.
        // Under D2=paid a player out after the first pays too.
        let out_pays = match self.config.rules.get::<DoubleOnOutTile>() {
            DoubleOnOutTile::Unpaid => false,
            DoubleOnOutTile::Paid => true,
        };
        let paid_for = |p: &Placement| {
            p.laid.tile().is_double()
                && matches!(st.last, Some(Last { seat: s, played: Some(t), went_out })
                    if s != seat && t == layout.arms()[p.arm].last
                        && (!went_out || out_pays && st.first_out != Some(s)))
        };
        let paid: Vec<Placement> = options.iter().copied().filter(paid_for).collect();
        let placement = if !paid.is_empty() && self.bot.one_in(2) {
            self.bot.pick(&paid)
        } else {
            self.bot.pick(&options)
        }
        .expect("a playable tile");
        let owed = paid.contains(&placement);
        let at = at_for(layout, placement, Timing::Turn, &mut self.bot);
        self.emit(st, seat, &play_text(placement, at), None);
        let tile = placement.laid.tile();
        self.lay(st, seat, placement);
        if owed {
            let value = tile.double_value().unwrap_or(0);
            if let Some(last) = st.last {
                self.pay(last.seat, seat, i64::from(value));
            }
            self.emit(st, seat, &format!("claim: {value}"), None);
        }
        let went_out = st.hands[seat].is_empty();
        if went_out {
            st.out[seat] = true;
            if st.first_out.is_none() {
                st.first_out = Some(seat);
                for other in (0..self.n).filter(|&s| s != seat) {
                    self.pay(other, seat, 5);
                }
                self.emit(st, seat, "says: nos", None);
            }
        }
        st.last = Some(Last {
            seat,
            played: Some(tile),
            went_out,
        });
        st.passes_in_row = 0;
        st.just_played = Some(seat);
        if st.active().count() <= 1 {
            st.end = Some(Ending::OneLeft);
            return;
        }
        st.turn = st.next_active(seat);
        // Block when a block is right (now and then a player misses the chance).
        if st.block_right() && !self.bot.one_in(4) {
            self.emit(st, seat, "says: block", None);
            let others: Vec<usize> = st.active().filter(|&s| s != seat).collect();
            for other in others {
                self.pay(other, seat, 20);
            }
            st.end = Some(Ending::Blocked);
            if st.boneyard.len() > 2 {
                let drawer = st.next_active(seat);
                let nothing_fits = st.boneyard.iter().all(|t| !st.fits(*t));
                if self.point(InfractionKind::NotDrawnAfterBlock, nothing_fits, true) {
                    if let Some(line) = st.events.last_mut() {
                        line.mark = Some((InfractionKind::NotDrawnAfterBlock, drawer, ""));
                    }
                    self.penalty(InfractionKind::NotDrawnAfterBlock, drawer, &st.out);
                } else {
                    let count = st.boneyard.len() - 2;
                    let tiles: Vec<Tile> = (0..count).map(|_| st.draw(drawer)).collect();
                    self.emit_draw(st, drawer, &tiles, false);
                }
            }
        }
    }
}

fn play_text(placement: Placement, at: Option<At>) -> String {
    let tile = tile_text(placement.laid.touching, placement.laid.open);
    match at {
        Some(at) => format!("play: {tile}, at: {}", at_text(at)),
        None => format!("play: {tile}"),
    }
}

/// `nos simulate`'s command line, read.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// `--players`.
    pub players: usize,
    /// `--hands`.
    pub hands: usize,
    /// `--seed`.
    pub seed: u64,
    /// `--games LIST`.
    pub games: Option<String>,
    /// `--inject KIND`, repeatable.
    pub inject: Vec<String>,
    /// `--output FILE`.
    pub output: Option<PathBuf>,
}

/// The schema line a generated transcript starts with, naming the schema from
/// the repository's `fixtures/` (as the fixtures do).
pub const SCHEMA_LINE: &str = "# yaml-language-server: $schema=../schemas/transcript.schema.json\n";

/// `text`, a generated transcript, with its schema line naming the schema from
/// `dir`, where the transcript is written: a relative path to the schema this
/// referee was built with, or its full path where no relative one exists. The
/// text is returned as it was when the schema is not found where it was built.
#[must_use]
pub fn with_schema_from(text: String, dir: &std::path::Path) -> String {
    let schema = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("schemas")
        .join("transcript.schema.json");
    let (Ok(schema), Ok(dir), Some(rest)) = (
        std::fs::canonicalize(schema),
        std::fs::canonicalize(dir),
        text.strip_prefix(SCHEMA_LINE),
    ) else {
        return text;
    };
    let shared = schema
        .components()
        .zip(dir.components())
        .take_while(|(a, b)| a == b)
        .count();
    let mut relative = std::path::PathBuf::new();
    for _ in dir.components().skip(shared) {
        relative.push("..");
    }
    relative.extend(schema.components().skip(shared));
    // Only the root in common: the full path reads better than a climb to it.
    let reference = if shared <= 1 { schema } else { relative };
    format!(
        "# yaml-language-server: $schema={}\n{rest}",
        reference.display()
    )
}

/// `nos simulate`: the transcript to standard output, or written atomically to a file.
#[must_use]
pub fn command(request: &Request) -> Outcome {
    let failed = |message: String| Outcome::failed(&message);
    let mut config = Config::new(request.players, request.hands, request.seed);
    if let Some(list) = &request.games {
        match parse_games(list) {
            Ok(games) => config.games = games,
            Err(error) => return failed(error.to_string()),
        }
    }
    for code in &request.inject {
        match parse_kind(code) {
            Ok(kind) => config.inject.push(kind),
            Err(error) => return failed(error.to_string()),
        }
    }
    let simulation = match simulate(&config) {
        Ok(simulation) => simulation,
        Err(error) => return failed(error.to_string()),
    };
    match &request.output {
        None => Outcome {
            stdout: simulation.text,
            stderr: String::new(),
            status: Status::Clean,
        },
        Some(path) => {
            match crate::command::output::write_atomically(path, simulation.text.as_bytes()) {
                Ok(()) => Outcome {
                    stdout: String::new(),
                    stderr: String::new(),
                    status: Status::Clean,
                },
                Err(error) => failed(format!("cannot write {}: {error}", path.display())),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Matching;

    #[test]
    fn splitmix_is_the_reference_sequence() {
        // The first outputs of SplitMix64 from seed 0, as published with the algorithm.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut rng = Rng::new(7);
        for n in [1, 2, 3, 28, 1000] {
            for _ in 0..100 {
                assert!(rng.below(n) < n);
            }
        }
    }

    #[test]
    fn the_number_of_hands_is_bounded_both_ways() {
        let config = |hands| Config::new(3, hands, 1);
        assert_eq!(simulate(&config(0)), Err(SimError::NoHands));
        // Refused before a single hand is played, so this takes no time.
        assert_eq!(
            simulate(&config(MAX_HANDS + 1)),
            Err(SimError::TooManyHands(MAX_HANDS + 1))
        );
        assert_eq!(
            simulate(&config(usize::MAX)),
            Err(SimError::TooManyHands(usize::MAX))
        );
        assert!(simulate(&config(1)).is_ok());
    }

    #[test]
    fn games_and_kinds_are_read_by_number_or_name() {
        assert_eq!(parse_games("1, 13,volapuk-cross,13"), Ok(vec![1, 13, 12]));
        assert!(matches!(parse_games("18"), Err(SimError::UnknownGame(_))));
        assert!(matches!(parse_games(""), Err(SimError::UnknownGame(_))));
        assert_eq!(parse_kind("false-nos"), Ok(InfractionKind::FalseNos));
        assert!(matches!(
            parse_kind("cheating"),
            Err(SimError::UnknownKind(..))
        ));
    }

    #[test]
    fn announcements_are_written_as_the_transcript_reads_them() {
        let cases: &[(Announcement, bool, &str)] = &[
            (Announcement::plain(GameName::Matador), false, "matador"),
            (Announcement::plain(GameName::Matador), true, "4"),
            (
                Announcement {
                    first: Some(Announced::HereThenThere {
                        here: Side::Pip(5),
                        there: None,
                    }),
                    then: Some(Matching::Matador),
                    ..Announcement::plain(GameName::WithCondition(Matching::Ordinary))
                },
                false,
                "{game: ordinary, first: {here: 5}, then: matador}",
            ),
            (
                Announcement {
                    ordinary_axis: Some(Axis::EastWest),
                    ..Announcement::plain(GameName::VolapukDoubleCross)
                },
                true,
                "{game: 12, layout: double-cross, ordinary: east-west}",
            ),
        ];
        for (announcement, by_number, text) in cases {
            assert_eq!(announcement_text(announcement, *by_number), *text);
        }
    }

    #[test]
    fn a_table_of_two_is_refused() {
        assert_eq!(simulate(&Config::new(2, 1, 0)), Err(SimError::Players(2)));
        assert_eq!(simulate(&Config::new(4, 0, 0)), Err(SimError::NoHands));
    }
}
