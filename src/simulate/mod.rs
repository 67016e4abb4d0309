//! Self-play: seeded bots play legal sessions of Nos, written out as transcripts.
//!
//! The referee's strongest test is a game nobody wrote by hand. A generated
//! session must replay with no infraction and with the scoresheet the bots
//! kept; an infraction injected on purpose must be found exactly once, with
//! its penalty, and nothing else. The bots are the whole table: they see every
//! hand, so they block exactly when a block is right, and they play and keep
//! the chips by the reading asked for (`en` unless another is given), as the
//! table would; the transcript names its profile in `session.rules`.
//!
//! Everything comes from one seed: the shuffles from one stream, the bots'
//! choices from another, the injections' details from a third, each a
//! SplitMix64 generator. The same seed gives the same transcript byte for byte.
//!
//! The configuration, the bots' shared state and the results stand here; the
//! bots' play beside them: `table` (the session's loop, chips and injections),
//! `deal` (deal, set, announce, open), `turn` (a turn's choices), `text` (events
//! written as a transcript reads them), `rng` and `request` (the command).

use crate::replay::Ending;
use crate::rules::game::{Announcement, GameName};
use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::Interpretation;
use crate::rules::layout::{Layout, Timing};
use crate::rules::tile::{Tile, TileSet};

mod deal;
mod request;
mod rng;
mod table;
mod text;
mod turn;

pub use request::{Request, SCHEMA_LINE, command, with_schema_from};
pub use rng::Rng;

/// The infractions the simulator can inject, each at a point where it is one
/// infraction and nothing else: every kind there is.
pub const INJECTABLE: &[InfractionKind] = &InfractionKind::ALL;

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
    /// The last turn that laid a tile, and who passed or waited since (for D3).
    last_tile: Option<Last>,
    since_tile: Vec<usize>,
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

    /// The wait owed at this turn, if one falls now under the reading of the
    /// deferred wait: its index in the seat's waits.
    fn owed_wait(&self, seat: usize, rules: &Interpretation) -> Option<usize> {
        let layout = self.layout.as_ref()?;
        self.waits[seat]
            .iter()
            .position(|&arm| crate::replay::wait_falls(rules, layout, arm))
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_table_of_two_is_refused() {
        assert_eq!(simulate(&Config::new(2, 1, 0)), Err(SimError::Players(2)));
        assert_eq!(simulate(&Config::new(4, 0, 0)), Err(SimError::NoHands));
    }
}
