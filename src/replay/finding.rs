//! What the replay finds, as facts.
//!
//! The replay records every infraction and every note as a [`Finding`], and
//! every event it cannot go past as a [`Stop`]: values that name the players,
//! tiles, open ends and amounts concerned, and nothing else. The sentences are
//! written from them in one place, `report::wording`, so the text report, the
//! JSON (which carries the facts as fields too) and the page say the same
//! thing, and a rule can be changed without touching a sentence.

use serde::{Serialize, Serializer};

use crate::rules::game::{ArmName, GameError, GameName, Matching};
use crate::rules::layout::{At, Misfit};
use crate::rules::tile::{Laid, Tile, TileSet};

/// A player, by the name the transcript gives.
pub type Name = String;

/// Writes a rules value in the facts by its text (a game, an arm, why a tile misfits).
fn text<T: std::fmt::Display, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}

/// Writes an optional rules value by its text.
fn optional_text<T: std::fmt::Display, S: Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => serializer.collect_str(value),
        None => serializer.serialize_none(),
    }
}

/// What a player said for a turn without a tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Said {
    /// "Pass".
    Pass,
    /// "I wait".
    Wait,
}

/// Who the transcript or the rules put on set, as a wrong set names it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "by", rename_all = "kebab-case")]
pub enum OnSetWas {
    /// The loser of the last hand.
    Player {
        /// Who.
        player: Name,
    },
    /// One of these, by the tie-break draw.
    Tied {
        /// The players tied.
        players: Vec<Name>,
    },
    /// The first hand: the holder of the highest double.
    HighestDouble,
}

/// How the drawer after a correct block failed to draw the boneyard down to two.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "instead", rename_all = "kebab-case")]
pub enum NotDrawn {
    /// The transcript stops with this many tiles still in the boneyard.
    Stopped {
        /// Tiles left.
        left: usize,
    },
    /// He said "pass" or "I wait".
    Said {
        /// Which.
        said: Said,
    },
    /// He played a tile.
    Played,
}

/// Why declared doubles are not paid.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "because", rename_all = "kebab-case")]
pub enum NotDeclarable {
    /// Not straight after the announcement.
    NotInOpening,
    /// Not every tile is a double.
    NotAllDoubles,
    /// So few doubles earn nothing at this table.
    EarnsNothing {
        /// Doubles declared.
        doubles: usize,
        /// Players at the table.
        players: usize,
    },
    /// A player declares once.
    Twice,
    /// Under setter-declares=not-allowed.
    SetterUnderReading,
}

/// What closed a claim's window.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "closed-by", rename_all = "kebab-case")]
pub enum Closer {
    /// The turns began with this player's turn.
    TurnBegan {
        /// Whose turn.
        player: Name,
    },
    /// A tile was laid.
    Laid {
        /// Who laid it.
        player: Name,
        /// The tile, as written.
        tile: Laid,
    },
    /// A player took a turn.
    TookTurn {
        /// Who.
        player: Name,
    },
}

/// Whose tile a double was laid against.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "owner", rename_all = "kebab-case")]
pub enum Owner {
    /// Nobody laid it (the set tile before anyone owned it).
    Nobody,
    /// The claimant's own.
    Own {
        /// The claimant.
        player: Name,
    },
    /// Another player's.
    Other {
        /// Who laid it.
        player: Name,
    },
}

/// Where a hand stops before it is over.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "at", rename_all = "kebab-case")]
pub enum Unfinished {
    /// Before the first tile.
    NobodySet,
    /// Before a game the rules allow was announced.
    NotAnnounced,
    /// In the turns, with this player to play.
    Turn {
        /// Whose turn.
        player: Name,
    },
}

/// An arm of the layout and its open number.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct OpenEnd {
    /// The arm.
    #[serde(serialize_with = "text")]
    pub arm: ArmName,
    /// Its open number.
    pub open: u8,
}

/// A place a tile fits, as an ambiguous play lists it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct Choice {
    /// The arm and its open number.
    #[serde(flatten)]
    pub end: OpenEnd,
    /// The tile the open end belongs to; none for the set tile.
    pub beside: Option<Tile>,
}

/// An infraction's or a note's facts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "finding", rename_all = "kebab-case")]
pub enum Finding {
    // The deal.
    /// Took too many tiles, enough to be penalised.
    TooManyTiles {
        player: Name,
        took: usize,
        too_many: usize,
    },
    /// Took one or two too many: no penalty, but nothing is paid for his set or declared doubles.
    FewTooMany {
        player: Name,
        took: usize,
        too_many: usize,
    },
    /// Took too few and draws up while the window is open.
    TooFewTiles { player: Name, short: usize },
    /// The window for too few tiles closed when another player played.
    TooFewLapsed {
        player: Name,
        short: usize,
        when: Name,
    },
    /// Tiles put back after the set.
    ReturnedAfterSet { player: Name },
    /// Drew from the last two tiles.
    DrewFromLastTwo { player: Name },

    // Who is on set.
    /// A later hand's `on_set` disagrees with the rules.
    OnSetDiffers { written: Name, by_rules: Name },
    /// The hand before could not be judged: the table's word is taken.
    OnSetUnchecked {
        hand: usize,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        count_unknown: bool,
        written: Option<Name>,
    },
    /// The player on set has left.
    SetterLeft { player: Name },
    /// A public record's count that cannot be known: these players' tiles at
    /// the end were neither shown, nor counted, nor all placed by the record.
    CountUnknown { players: Vec<Name> },
    /// The tie-break draw names other players than those tied.
    TieBreakNames { named: Vec<Name>, tied: Vec<Name> },
    /// The tie-break draws tie, and no deciding draw is written: the tied
    /// players draw again, and the next hand's set shows who won.
    TieBreakDrawsTie {
        draws: Vec<(Name, Tile)>,
        spots: u32,
    },

    // The set.
    /// On set with a double, but drew.
    SetterDrew { player: Name },
    /// Set by a player not on set.
    NotOnSet {
        player: Name,
        tile: Laid,
        on_set: OnSetWas,
    },
    /// The first set of the session is not the highest double.
    NotHighestDouble {
        player: Name,
        tile: Laid,
        highest: Tile,
    },
    /// A non-double set while holding a double.
    SetWhileHoldingDouble { player: Name, tile: Laid },
    /// A non-double set from the hand instead of drawn.
    SetFromHand { player: Name, tile: Laid },
    /// Not the first tile drawn.
    NotFirstDrawn {
        player: Name,
        tile: Laid,
        first: Tile,
    },
    /// A drawn double whose setter possibly held a double before drawing (a
    /// public record): paid as from the hand, the doubled rate possible.
    DrawnDoublePaidAsHeld {
        player: Name,
        tile: Laid,
        value: u32,
    },
    /// A drawn double while holding one is paid as a double from the hand.
    DrawnDoubleAsHeld {
        player: Name,
        tile: Laid,
        value: u32,
    },
    /// Nothing paid for the set: too many tiles at the deal.
    SetUnpaid { player: Name, tile: Laid },

    // The announcement.
    /// Game 17's two arms are not opposite, under game17-arms=opposite.
    Game17NotOpposite {
        player: Name,
        #[serde(serialize_with = "text")]
        here: ArmName,
        #[serde(serialize_with = "text")]
        there: ArmName,
        #[serde(serialize_with = "text")]
        across: ArmName,
    },
    /// Game 17 on two arms side by side, as the reading allows.
    Game17SideBySide {
        #[serde(serialize_with = "text")]
        here: ArmName,
        #[serde(serialize_with = "text")]
        there: ArmName,
        reading: String,
    },
    /// A game that cannot be played on this set tile.
    Unplayable {
        player: Name,
        #[serde(serialize_with = "text")]
        game: GameName,
        #[serde(serialize_with = "text")]
        error: GameError,
    },

    // Declared doubles.
    /// Declared doubles not paid.
    NotDeclarable {
        player: Name,
        declared: usize,
        why: NotDeclarable,
    },
    /// Declared a double already on the table.
    DeclaredOnTable {
        player: Name,
        doubles: usize,
        on_table: TileSet,
        in_hand: usize,
        owed: i64,
        players: usize,
        asked: i64,
    },
    /// Nothing paid for declared doubles: too many tiles at the deal.
    DeclaredUnpaid { player: Name },

    // Play and turns.
    /// A tile out of turn.
    OutOfTurn {
        player: Name,
        tile: Laid,
        turn: Name,
    },
    /// A tile where an "I wait" was owed.
    PlayedInsteadOfWaiting { player: Name, tile: Laid },
    /// A tile laid the wrong way round, taken back as it lay.
    LaidWrongWayRound {
        player: Name,
        tile: Laid,
        touching: u8,
        open_ends: Vec<u8>,
    },
    /// A tile that fits none of the open ends.
    FitsNoEnd {
        player: Name,
        tile: Laid,
        open_ends: Vec<u8>,
        #[serde(serialize_with = "text")]
        rule: Matching,
    },
    /// A tile that does not fit where it was put.
    Misfit {
        player: Name,
        tile: Laid,
        #[serde(serialize_with = "text")]
        misfit: Misfit,
    },
    /// A legal tile the table had taken back.
    LegalTakenBack {
        player: Name,
        tile: Laid,
        at_once: bool,
    },

    // Doubles at once and claims.
    /// A double on the set tile after the first player's tile, under until-first-tile.
    DoubleTooLate {
        player: Name,
        tile: Laid,
        after: Name,
    },
    /// A double on the set tile after a player after the first in turn acted,
    /// under a narrow reading of the window for doubles at once.
    DoubleAfterNextPlayer {
        player: Name,
        tile: Laid,
        acted: Name,
    },
    /// A double at once that does not fit the set tile.
    DoubleAtOnceMisfit {
        player: Name,
        tile: Laid,
        #[serde(serialize_with = "text")]
        misfit: Misfit,
    },
    /// One claim for several doubles, their sum.
    ClaimForSeveral {
        player: Name,
        amount: u32,
        doubles: Vec<(i64, Tile)>,
    },
    /// A claim for the wrong figure: the ledger pays what is owed.
    ClaimCorrected {
        player: Name,
        amount: u32,
        owed: i64,
    },
    /// A claim after its window closed.
    ClaimTooLate {
        player: Name,
        amount: u32,
        double: Tile,
        against: Tile,
        closer: Closer,
    },
    /// The setter asks for his set payment, paid without asking.
    SetterAsks {
        player: Name,
        amount: u32,
        paid: i64,
    },
    /// A claim for a double that earns nothing.
    ClaimNotOwed {
        player: Name,
        amount: u32,
        double: Tile,
        against: Tile,
        owner: Owner,
    },
    /// A claim with no double laid.
    ClaimWithoutDouble { player: Name, amount: u32 },
    /// A double that earned a payment, never asked for before its claim's
    /// window closed (or the hand ended): nothing is paid for it.
    ClaimForgotten {
        player: Name,
        double: Tile,
        against: Tile,
        payer: Name,
        amount: i64,
    },
    /// A declarer asks for the payment for his declared doubles, paid without asking.
    DeclarerAsks {
        player: Name,
        amount: u32,
        paid: i64,
    },
    /// A declarer who took too many tiles at the deal asks for the payment
    /// for his declared doubles, which nobody owes him.
    DeclarerAsksUnowed {
        player: Name,
        amount: u32,
        too_many: usize,
    },

    // The opening round's fought-over ends.
    /// A tile taken back to make room for another on the same end of the set
    /// tile; `had_prior_right`: the tile taken back had it, and gave way all the same.
    MadeRoom {
        player: Name,
        taken: Tile,
        for_player: Name,
        tile: Laid,
        reading: String,
        paid_back: Option<i64>,
        had_prior_right: bool,
    },
    /// A tile with the prior right taken back by its own player.
    GaveUpPriorRight {
        player: Name,
        tile: Laid,
        reading: String,
    },

    // Pass and wait.
    /// A pass while able to play.
    PassWhileAble { player: Name, said: Said },
    /// A pass with tiles to draw; `able`: charged besides the pass while able.
    PassWithBoneyard {
        player: Name,
        said: Said,
        boneyard: usize,
        able: bool,
    },
    /// A pass while able, caught at once.
    CaughtPass { player: Name },
    /// The table stopped after a round of passes with a wrong one.
    StoppedAfterPasses,

    // Nos and block.
    /// "Nos" while holding tiles.
    FalseNos { player: Name, held: usize },
    /// "Nos" from a player who did not go out first.
    NosNotFirst { player: Name, first: Option<Name> },
    /// A block before the game is under way.
    BlockBeforeGame { player: Name },
    /// A block without having just played.
    BlockWithoutTile { player: Name },
    /// A block while tiles in hand fit; `held_by`: whose hands hold them.
    BlockWhilePlayable {
        player: Name,
        tiles: TileSet,
        held_by: Vec<(Name, TileSet)>,
    },
    /// A block while tiles to draw fit.
    BlockWhileDrawable { player: Name, tiles: TileSet },
    /// A block with the blocker's last tile, one other player still in: it
    /// ends the hand, so the fitting tiles `held` in the other's hand (or
    /// `to_draw` in the boneyard) cannot follow, and the block is correct.
    BlockWithLastTile {
        player: Name,
        other: Name,
        held: TileSet,
        to_draw: TileSet,
    },
    /// A block that stands because the fitting tiles may be the last two.
    BlockGivenBenefit { fitting: TileSet, undrawn: usize },
    /// The drawer after a correct block did not draw down to two.
    NotDrawnAfterBlock { player: Name, instead: NotDrawn },

    // Conduct.
    /// Advice from a player who is out.
    Advice { player: Name },
    /// Advice from a player still in: not forbidden.
    AdviceWhileIn { player: Name },
    /// Tiles covered from view.
    CoveredTiles { player: Name },
    /// Tiles laid face up.
    ExposedTiles { player: Name },
}

/// An event the replay cannot go past: the hand is set aside as unjudged.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "stop", rename_all = "kebab-case")]
pub enum Stop {
    /// An event after the hand is over.
    AfterHandOver { player: Name, verb: &'static str },
    /// The transcript of the hand ends early.
    Unfinished { hand: usize, at: Unfinished },
    /// A takeback of a tile that is not the one just played.
    TakebackNotLast { player: Name, tile: Tile },
    /// A second set.
    SecondSet { player: Name, tile: Laid },
    /// An announcement before the set.
    AnnounceBeforeSet { player: Name },
    /// An announcement by a player who did not set.
    AnnounceNotSetter { player: Name, setter: Name },
    /// A second announcement.
    AnnounceTwice { player: Name },
    /// The announcement cannot be played, and the table played on.
    Unplayable {
        setter: Option<Name>,
        #[serde(serialize_with = "text")]
        game: GameName,
        #[serde(serialize_with = "text")]
        error: GameError,
    },
    /// A tile let stand, but where it lay is not written.
    StandsNowhere { tile: Tile },
    /// A pass before the turns.
    PassBeforeTurns { player: Name, said: Said },
    /// A pass by a player whose turn it is not.
    PassOutOfTurn {
        player: Name,
        said: Said,
        turn: Name,
    },
    /// A tile before the set.
    PlayBeforeSet { player: Name, tile: Laid },
    /// A tile before a game the rules allow is announced.
    PlayBeforeGame { player: Name, tile: Laid },
    /// A tile that fits in more than one place, with no `at:`.
    Ambiguous {
        player: Name,
        tile: Tile,
        choices: Vec<Choice>,
    },
    /// A tile put where the layout has no end.
    NoSuchPlace {
        player: Name,
        tile: Tile,
        #[serde(serialize_with = "optional_text")]
        at: Option<At>,
        ends: Vec<OpenEnd>,
    },
    /// Play after a redeal.
    PlayAfterRedeal,
}
