//! What the referee finds: each hand's verdict, the hands it could not judge,
//! and the session's verdict over them.

use super::*;

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Only one player still held tiles.
    OneLeft,
    /// A correct block closed the hand.
    Blocked,
    /// Every player still in passed in turn with two tiles left to draw.
    AllPassed,
    /// Nobody held a double in the first hand: the tiles were shuffled again.
    Redeal,
}

impl Ending {
    /// A word for reports.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Ending::OneLeft => "one-left",
            Ending::Blocked => "blocked",
            Ending::AllPassed => "all-passed",
            Ending::Redeal => "redeal",
        }
    }
}

/// An observation the verdict reports without a penalty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    /// Where.
    pub span: Span,
    /// What happened.
    pub what: Finding,
}

/// Where the table's scoresheet differs from the referee's ledger.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetDifference {
    /// Whose total.
    pub seat: Seat,
    /// The table's figure.
    pub table: i64,
    /// The referee's figure.
    pub referee: i64,
    /// Where the table's figure is written.
    pub span: Span,
}

/// The referee's judgement of one hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandVerdict {
    /// Counted from 1.
    pub number: usize,
    /// Who set the first tile.
    pub setter: Option<Seat>,
    /// The set tile as written.
    pub set_tile: Option<(u8, u8)>,
    /// The game played.
    pub game: Option<Announcement>,
    /// How the hand ended.
    pub ending: Ending,
    /// Each player's count at the end (0 where it is not known).
    pub counts: BySeat<u32>,
    /// The players whose count a public record leaves unknown: their tiles
    /// at the end were neither shown, nor counted, nor all placed. No count
    /// is paid, and the chips after the hand are not known.
    pub counts_unknown: SeatSet,
    /// Every payment, in order.
    pub payments: Vec<Payment>,
    /// Every infraction, in order.
    pub infractions: Vec<Infraction>,
    /// Infractions that hold in some ways the unseen tiles of a public
    /// record could have lain, not in all: not charged.
    pub possible: Vec<Possible>,
    /// Observations without penalty.
    pub notes: Vec<Note>,
    /// What each player won (positive) or lost (negative) in the hand.
    pub net: BySeat<i64>,
    /// Each player's chips after the hand; `None` where they are not known
    /// (after a hand that could not be judged, until a scoresheet gives them).
    pub chips: BySeat<Option<i64>>,
    /// Where the chips after the hand come from.
    pub chips_from: ChipsFrom,
    /// Who is on set for the next hand; `None` when a tie is left to the next hand's set.
    pub next_on_set: Option<Seat>,
    /// The readings that decided the next setter (D1 after a tie).
    pub next_on_set_switches: Vec<Switch>,
    /// Where the table's scoresheet disagrees.
    pub scoresheet: Vec<SheetDifference>,
    /// The table's scoresheet figures, where the transcript records them.
    pub sheet: Option<BySeat<Option<i64>>>,
    /// The transcript line where the hand starts.
    pub line: usize,
    /// Who played the hand.
    pub present: BySeat<bool>,
    /// The table as the hand ended: the layout, and the tiles left in each hand.
    pub end: Position,
}

/// Where a hand stands after some of its events: the layout, the tiles in each
/// hand and in the boneyard, and whose turn it is. What a drawing of the table needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    /// The events replayed so far.
    pub events: usize,
    /// Where the hand stands.
    pub phase: Phase,
    /// The layout, once the set tile is down and the game announced.
    pub layout: Option<Layout>,
    /// The tiles each player holds.
    pub hands: BySeat<TileSet>,
    /// The tiles not yet drawn.
    pub boneyard: TileSet,
    /// Whose turn it is, during the turns.
    pub turn: Seat,
    /// Who has played his last tile.
    pub out: BySeat<bool>,
    /// A tile the table may still have taken back: who played it, and the tile.
    pub pending: Option<(Seat, Tile)>,
}

/// Where the chips after a hand come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChipsFrom {
    /// The chips before the hand and what the hand moved: the referee's own figures.
    Referee,
    /// The table's scoresheet, taken as the base after a hand that could not be
    /// judged left the totals unknown.
    Scoresheet,
    /// Not known: a hand before could not be judged and no scoresheet since gives them.
    Unknown,
}

impl ChipsFrom {
    /// A word for reports.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ChipsFrom::Referee => "referee",
            ChipsFrom::Scoresheet => "scoresheet",
            ChipsFrom::Unknown => "unknown",
        }
    }
}

/// A hand the referee could not judge, with why, and where the chips stand after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnjudgedHand {
    /// Counted from 1.
    pub number: usize,
    /// The transcript line where the hand starts.
    pub line: usize,
    /// Why it could not be judged, in the order they stand.
    pub problems: Vec<Problem>,
    /// Each player's chips after the hand, where the table's scoresheet gives them.
    pub chips: BySeat<Option<i64>>,
    /// Where those chips come from: the table's scoresheet, or unknown.
    pub chips_from: ChipsFrom,
    /// Who played the hand.
    pub present: BySeat<bool>,
}

/// One hand of the verdict, judged or not, in the transcript's order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HandEntry<'a> {
    /// A hand the referee judged.
    Judged(&'a HandVerdict),
    /// A hand it could not judge.
    Unjudged(&'a UnjudgedHand),
}

impl HandEntry<'_> {
    /// The hand's number, from 1.
    #[must_use]
    pub fn number(&self) -> usize {
        match self {
            HandEntry::Judged(hand) => hand.number,
            HandEntry::Unjudged(hand) => hand.number,
        }
    }

    /// Each player's chips after the hand, where known.
    #[must_use]
    pub fn chips(&self) -> &BySeat<Option<i64>> {
        match self {
            HandEntry::Judged(hand) => &hand.chips,
            HandEntry::Unjudged(hand) => &hand.chips,
        }
    }

    /// Where the chips after the hand come from.
    #[must_use]
    pub fn chips_from(&self) -> ChipsFrom {
        match self {
            HandEntry::Judged(hand) => hand.chips_from,
            HandEntry::Unjudged(hand) => hand.chips_from,
        }
    }
}

/// The referee's judgement of a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// The readings used.
    pub interpretation: Interpretation,
    /// Names by seat.
    pub players: BySeat<String>,
    /// Chips each started with.
    pub start: i64,
    /// The hands judged, in order.
    pub hands: Vec<HandVerdict>,
    /// The hands that could not be judged, in order.
    pub unjudged: Vec<UnjudgedHand>,
    /// For each player who stopped part-way, the hand after which he left.
    pub left_after: BySeat<Option<usize>>,
    /// Who won the side pot, if the transcript says.
    pub side_pot: Option<Seat>,
}

impl Verdict {
    /// Every hand, judged or not, in the transcript's order.
    pub fn entries(&self) -> impl Iterator<Item = HandEntry<'_>> + '_ {
        let mut judged = self.hands.iter().peekable();
        let mut unjudged = self.unjudged.iter().peekable();
        std::iter::from_fn(move || match (judged.peek(), unjudged.peek()) {
            (Some(j), Some(u)) if u.number < j.number => unjudged.next().map(HandEntry::Unjudged),
            (Some(_), _) => judged.next().map(HandEntry::Judged),
            (None, _) => unjudged.next().map(HandEntry::Unjudged),
        })
    }

    /// Each player's chips at the end; `None` where they are not known.
    #[must_use]
    pub fn chips(&self) -> BySeat<Option<i64>> {
        self.entries().last().map_or_else(
            || BySeat::from_fn(self.players.len(), |_| Some(self.start)),
            |entry| entry.chips().clone(),
        )
    }

    /// Each player's chips at the end, when every one is known.
    #[must_use]
    pub fn final_chips(&self) -> Option<BySeat<i64>> {
        let chips = self.chips();
        chips
            .values()
            .all(Option::is_some)
            .then(|| chips.map(|_, c| c.unwrap_or_default()))
    }

    /// Whether every hand was judged.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.unjudged.is_empty()
    }

    /// The numbers of the hands that could not be judged.
    #[must_use]
    pub fn unjudged_numbers(&self) -> Vec<usize> {
        self.unjudged.iter().map(|hand| hand.number).collect()
    }

    /// Every problem of the hands that could not be judged, in order.
    #[must_use]
    pub fn problems(&self) -> Vec<Problem> {
        self.unjudged
            .iter()
            .flat_map(|hand| hand.problems.iter().cloned())
            .collect()
    }

    /// Whether any infraction was found, certain or possible.
    #[must_use]
    pub fn has_infractions(&self) -> bool {
        self.hands
            .iter()
            .any(|h| !h.infractions.is_empty() || !h.possible.is_empty())
    }

    /// Whether the scoresheet disagrees anywhere.
    #[must_use]
    pub fn has_sheet_differences(&self) -> bool {
        self.hands.iter().any(|h| !h.scoresheet.is_empty())
    }
}

/// What the table did about an infraction, as far as the transcript shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Correction {
    /// The tile was taken back.
    TakenBack,
    /// The table let it stand; the replay goes on with it in place.
    LetStand,
    /// Nothing to correct.
    None,
}

/// One infraction found in the replay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Infraction {
    /// Which hand, counted from 1.
    pub hand: usize,
    /// What kind.
    pub kind: InfractionKind,
    /// Who committed it.
    pub seat: Seat,
    /// The event where it happened.
    pub span: Span,
    /// What happened, as facts.
    pub what: Finding,
    /// The penalty each payee receives.
    pub penalty_each: i64,
    /// Who receives it.
    pub payees: Vec<Seat>,
    /// The doubtful points the ruling depends on.
    pub switches: Vec<Switch>,
    /// What the table did about it.
    pub correction: Correction,
}
