//! The sentences: every finding and every stop of the replay, written out from
//! its facts, and the phrases for the reasons of payments.
//!
//! This is the one place the referee's verdicts are worded. The replay records
//! facts ([`Finding`], [`Stop`](crate::replay::finding::Stop)); the text
//! report, the JSON's `what` and `text`, the page and the diagnostics all
//! print them through the [`fmt::Display`] impls here. Each arm of a `match`
//! below is the sentence for one kind of fact, so a change of wording is a
//! change here only. Every finding's sentence is kept in this file, so that
//! the wording can be read, and revised, as a whole; beside it, in `wording/`,
//! are the announcement in words, the block's sentences that take more than a
//! line to put together, and the sentence of each stop with the problem it
//! becomes (`stop.rs`).

use std::fmt;

mod announcement;
mod block;
mod stop;

pub use announcement::{announcement_in_words, describe_announcement, game_in_words};

use crate::replay::finding::{
    Choice, Closer, Finding, NotDeclarable, NotDrawn, OnSetWas, OpenEnd, Owner, Said, Unfinished,
};
use crate::replay::ledger::Reason;
use crate::replay::{Condition, Possible, Verdict};
use crate::rules::tile::TileSet;

/// Names joined by commas: "Anna, Bram, Cees".
fn listed(names: &[String]) -> String {
    names.join(", ")
}

/// Open numbers joined by commas: "3, 5, 0".
fn opens(ends: &[u8]) -> String {
    ends.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Said::Pass => "passes",
            Said::Wait => "waits",
        })
    }
}

impl fmt::Display for OnSetWas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OnSetWas::Player { player } => write!(f, "{player} is on set"),
            OnSetWas::Tied { players } => write!(
                f,
                "one of {} is on set, by the tie-break draw",
                listed(players)
            ),
            OnSetWas::HighestDouble => Ok(()),
        }
    }
}

impl fmt::Display for NotDrawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotDrawn::Stopped { left } => write!(
                f,
                "stops with {left} tiles in the boneyard, all but two of which he should have drawn"
            ),
            NotDrawn::Said { said } => write!(f, "{said} instead of drawing"),
            NotDrawn::Played => f.write_str("plays instead of drawing"),
        }
    }
}

impl fmt::Display for NotDeclarable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotDeclarable::NotInOpening => f.write_str(
                "doubles are declared straight after the announcement, before the turns begin",
            ),
            NotDeclarable::NotAllDoubles => f.write_str("only doubles can be declared"),
            NotDeclarable::EarnsNothing { doubles, players } => {
                write!(f, "{doubles} doubles earn nothing at a table of {players}")
            }
            NotDeclarable::Twice => f.write_str("a player declares once"),
            NotDeclarable::SetterUnderReading => {
                f.write_str("under this reading the setter does not declare doubles")
            }
        }
    }
}

impl fmt::Display for Closer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Closer::TurnBegan { player } => write!(f, "{player}'s turn began"),
            Closer::Laid { player, tile } => write!(f, "{player} laid {tile}"),
            Closer::TookTurn { player } => write!(f, "{player} took a turn"),
        }
    }
}

impl fmt::Display for Owner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Owner::Nobody => f.write_str("nobody's"),
            Owner::Own { player } => write!(f, "{player}'s own"),
            Owner::Other { player } => write!(f, "{player}'s"),
        }
    }
}

impl fmt::Display for Unfinished {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfinished::NobodySet => f.write_str("nobody has set the first tile"),
            Unfinished::NotAnnounced => {
                f.write_str("the setter has not announced a game the rules allow")
            }
            Unfinished::Turn { player } => write!(f, "it is {player}'s turn"),
        }
    }
}

impl fmt::Display for OpenEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (open {})", self.arm, self.open)
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`at: {}` (on the open {} next to ",
            self.end.arm, self.end.open
        )?;
        match self.beside {
            Some(tile) => write!(f, "{tile})"),
            None => f.write_str("the set tile)"),
        }
    }
}

/// ", and the 3 paid for it goes back", or nothing.
fn paid_back(amount: Option<i64>) -> String {
    amount
        .map(|amount| format!(", and the {amount} paid for it goes back"))
        .unwrap_or_default()
}

impl fmt::Display for Finding {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The deal.
            Finding::TooManyTiles {
                player,
                took,
                too_many,
            } => write!(f, "{player} took {took} tiles at the deal, {too_many} too many"),
            Finding::FewTooMany {
                player,
                took,
                too_many,
            } => write!(
                f,
                "{player} took {took} tiles at the deal, {too_many} too many: no penalty, but no payment for a set double or declared doubles while holding them"
            ),
            Finding::TooFewTiles { player, short } => write!(
                f,
                "{player} took {short} tile(s) too few at the deal and draws up"
            ),
            Finding::TooFewLapsed {
                player,
                short,
                when,
            } => write!(
                f,
                "{player} took {short} tile(s) too few at the deal; the penalty lapsed when {when} played"
            ),
            Finding::ReturnedAfterSet { player } => {
                write!(f, "{player} put back tiles after the first tile was set")
            }
            Finding::DrewFromLastTwo { player } => {
                write!(f, "{player} draws from the last two tiles of the boneyard")
            }

            // Who is on set.
            Finding::OnSetDiffers { written, by_rules } => write!(
                f,
                "the transcript says {written} is on set, but by the rules it is {by_rules}"
            ),
            Finding::OnSetUnchecked {
                hand,
                count_unknown,
                written,
            } => {
                if *count_unknown {
                    write!(f, "the count of hand {hand} is not known")?;
                } else {
                    write!(f, "hand {hand} could not be judged")?;
                }
                f.write_str(", so who is on set here cannot be checked: ")?;
                match written {
                    Some(player) => write!(f, "the transcript's `on_set`, {player}, is taken"),
                    None => f.write_str("the player who sets is taken to be on set"),
                }
            }
            Finding::CountUnknown { players } => write!(
                f,
                "the count cannot be known: the tiles {} held at the end were neither shown nor counted, and the record does not place them; no count is paid, the chips after this hand are not known, and who sets next is taken from the next hand",
                players.join(" and ")
            ),
            Finding::SetterLeft { player } => write!(
                f,
                "{player} would be on set but has left the table; the rules do not say who sets instead, so any player still at the table may"
            ),
            Finding::TieBreakDrawsTie { draws, spots } => {
                let drawn: Vec<String> = draws
                    .iter()
                    .map(|(player, tile)| format!("{player}'s {tile}"))
                    .collect();
                write!(
                    f,
                    "the tie-break draws tie, {} at {spots} spots each, so those tied draw again; no deciding draw is written, and the next hand's set shows who won",
                    drawn.join(" and ")
                )
            }
            Finding::TieBreakNames { named, tied } => write!(
                f,
                "the tie-break names {}, but the players tied for the largest count are {}",
                listed(named),
                listed(tied)
            ),

            // The set.
            Finding::SetterDrew { player } => write!(
                f,
                "{player} is on set and holds a double, but draws instead of setting it"
            ),
            Finding::NotOnSet {
                player,
                tile,
                on_set,
            } => write!(f, "{player} sets {tile}, but {on_set}"),
            Finding::NotHighestDouble {
                player,
                tile,
                highest,
            } => write!(
                f,
                "{player} sets {tile}, but the first set of the session is the highest double, here {highest}"
            ),
            Finding::SetWhileHoldingDouble { player, tile } => write!(
                f,
                "{player} sets {tile} while holding a double; the setter sets a double"
            ),
            Finding::SetFromHand { player, tile } => write!(
                f,
                "{player} sets {tile} from the hand; a setter holding no double draws a tile and sets that one"
            ),
            Finding::NotFirstDrawn {
                player,
                tile,
                first,
            } => write!(
                f,
                "{player} sets {tile}, but a setter holding no double sets the first tile drawn, here {first}"
            ),
            Finding::DrawnDoublePaidAsHeld {
                player,
                tile,
                value,
            } => write!(
                f,
                "{player} drew {tile} and set it, but may have held a double before drawing: it is paid as a double from the hand, {value} from each; had {player} held none, {value} more from each would be owed",
            ),
            Finding::DrawnDoubleAsHeld {
                player,
                tile,
                value,
            } => write!(
                f,
                "{player} drew {tile} while holding a double, so did not have to draw: it is paid as a double from the hand, {value} from each, not {}",
                2 * value
            ),
            Finding::SetUnpaid { player, tile } => write!(
                f,
                "{player} took too many tiles at the deal, so nobody owes anything for the set {tile}"
            ),

            // The announcement.
            Finding::Game17NotOpposite {
                player,
                here,
                there,
                across,
            } => write!(
                f,
                "{player} announces game 17 first on {here}, then on {there}; there is the arm across from here, {across}"
            ),
            Finding::Game17SideBySide {
                here,
                there,
                reading,
            } => write!(
                f,
                "game 17 first on {here}, then on {there}, two arms side by side: allowed under {reading}"
            ),
            Finding::Unplayable {
                player,
                game,
                error,
            } => write!(f, "{player} announces {game}, but {error}"),

            // Declared doubles.
            Finding::NotDeclarable {
                player,
                declared,
                why,
            } => write!(f, "{player} declares {declared} double(s), but {why}"),
            Finding::DeclaredOnTable {
                player,
                doubles,
                on_table,
                in_hand,
                owed,
                players,
                asked,
            } => write!(
                f,
                "{player} declares {doubles} doubles, but {on_table} already lies on the table; the {in_hand} in hand earn {owed} from each at a table of {players}, not the {asked} asked"
            ),
            Finding::DeclaredUnpaid { player } => write!(
                f,
                "{player} took too many tiles at the deal, so nobody owes anything for the declared doubles"
            ),

            // Play and turns.
            Finding::OutOfTurn { player, tile, turn } => {
                write!(f, "{player} plays {tile}, but it is {turn}'s turn")
            }
            Finding::PlayedInsteadOfWaiting { player, tile } => write!(
                f,
                "{player} plays {tile}, but after a double played at once this turn is an \"I wait\""
            ),
            Finding::LaidWrongWayRound {
                player,
                tile,
                touching,
                open_ends,
            } => write!(
                f,
                "{player} plays {tile} with its {touching} touching, as written, which fits none of the open ends ({}); turned round it would have fitted, but the table had it taken back as it lay",
                opens(open_ends)
            ),
            Finding::FitsNoEnd {
                player,
                tile,
                open_ends,
                rule,
            } => write!(
                f,
                "{player} plays {tile}, which fits none of the open ends ({}) by {rule} matching",
                opens(open_ends)
            ),
            Finding::Misfit {
                player,
                tile,
                misfit,
            } => write!(f, "{player} plays {tile}, which does not fit: {misfit}"),
            Finding::LegalTakenBack {
                player,
                tile,
                at_once,
            } => {
                let (what, and_then) = if *at_once {
                    (" at once, a legal double", "")
                } else {
                    (", a legal tile", " and the turn goes on")
                };
                write!(
                    f,
                    "{player} plays {tile}{what}, and the table has it taken back: the rules do not allow taking back a legal tile, but charge nothing for it, so it returns to the hand{and_then}"
                )
            }

            // Doubles at once and claims.
            Finding::DoubleTooLate {
                player,
                tile,
                after,
            } => write!(
                f,
                "{player} plays {tile} on the set tile after {after} has laid a tile: too late for a double at once"
            ),
            Finding::DoubleAfterNextPlayer {
                player,
                tile,
                acted,
            } => write!(
                f,
                "{player} plays {tile} on the set tile after {acted} has taken a turn: too late for a double at once"
            ),
            Finding::DoubleAtOnceMisfit {
                player,
                tile,
                misfit,
            } => write!(
                f,
                "{player} plays {tile} at once, out of turn, but it does not fit the set tile: {misfit}"
            ),
            Finding::ClaimForSeveral {
                player,
                amount,
                doubles,
            } => {
                let parts: Vec<String> = doubles
                    .iter()
                    .map(|(owed, double)| format!("{owed} for {double}"))
                    .collect();
                write!(
                    f,
                    "{player} claims {amount} once for {} doubles: {}, each paid",
                    doubles.len(),
                    parts.join(" and ")
                )
            }
            Finding::ClaimCorrected {
                player,
                amount,
                owed,
            } => write!(
                f,
                "{player} claims {amount} for the double; {owed} is owed, and that is what the ledger pays"
            ),
            Finding::ClaimTooLate {
                player,
                amount,
                double,
                against,
                closer,
            } => write!(
                f,
                "{player} claims {amount} for the {double} laid against {against}, too late: {closer} since, and the claim had to come before that"
            ),
            Finding::SetterAsks {
                player,
                amount,
                paid,
            } if i64::from(*amount) == *paid => write!(
                f,
                "{player} asks {amount} for the set double; set payments are paid without asking, so the claim adds nothing and costs nothing"
            ),
            Finding::SetterAsks {
                player,
                amount,
                paid,
            } => write!(
                f,
                "{player} asks {amount} for the set double; {paid} from each is owed and paid without asking, so the claim adds nothing and costs nothing"
            ),
            Finding::ClaimNotOwed {
                player,
                amount,
                double,
                against,
                owner,
            } => write!(
                f,
                "{player} claims {amount} for the {double} laid against {against} ({owner} tile), but no payment is owed for it"
            ),
            Finding::ClaimWithoutDouble { player, amount } => write!(
                f,
                "{player} claims {amount} for a double, but has laid no double to be paid for"
            ),
            Finding::ClaimForgotten {
                player,
                double,
                against,
                payer,
                amount,
            } => write!(
                f,
                "{player}'s {double} on {payer}'s {against} would have been paid {amount} if asked; no claim came before its window closed, so nothing is paid"
            ),
            Finding::DeclarerAsks {
                player,
                amount,
                paid,
            } if i64::from(*amount) == *paid => write!(
                f,
                "{player} asks {amount} for the declared doubles; they are paid without asking, so the claim adds nothing and costs nothing"
            ),
            Finding::DeclarerAsks {
                player,
                amount,
                paid,
            } => write!(
                f,
                "{player} asks {amount} for the declared doubles; {paid} from each is owed and paid without asking, so the claim adds nothing and costs nothing"
            ),
            Finding::DeclarerAsksUnowed {
                player,
                amount,
                too_many,
            } => write!(
                f,
                "{player} asks {amount} for the declared doubles, but took {too_many} tile(s) too many at the deal, so nobody owes anything for them"
            ),

            // The opening round's fought-over ends.
            Finding::MadeRoom {
                player,
                taken,
                for_player,
                tile,
                reading,
                paid_back: back,
                had_prior_right,
            } => {
                let back = paid_back(*back);
                if *had_prior_right {
                    write!(
                        f,
                        "{player} takes back {taken} although it had the prior right to that end of the set tile [{reading}]; the table made room for {for_player}'s {tile}{back}"
                    )
                } else {
                    write!(
                        f,
                        "{player} takes back {taken} to make room: {for_player}'s {tile} had the prior right to that end of the set tile [{reading}]{back}"
                    )
                }
            }
            Finding::GaveUpPriorRight {
                player,
                tile,
                reading,
            } => write!(
                f,
                "{player} takes back {tile}, giving up the prior right to that end of the set tile [{reading}]; no penalty"
            ),

            // Pass and wait.
            Finding::PassWhileAble { player, said } => write!(
                f,
                "{player} {said} while holding a tile that could be played"
            ),
            Finding::PassWithBoneyard {
                player,
                said,
                boneyard,
                able,
            } => {
                write!(f, "{player} {said} with {boneyard} tiles left in the boneyard")?;
                // Beside a pass while able the rule is said there; alone, here.
                if !able {
                    f.write_str(
                        "; a player who cannot play draws until able to, or until two are left",
                    )?;
                }
                Ok(())
            }
            Finding::CaughtPass { player } => write!(
                f,
                "the table caught {player}'s pass at once: this tile is the turn the pass skipped, and the pass's penalty stands"
            ),
            Finding::StoppedAfterPasses => f.write_str(
                "every player still in passed in turn, but not every pass was correct, so by the rules the hand went on; the table stopped here, and the hand is counted as it stands",
            ),

            // Nos and block.
            Finding::FalseNos { player, held } => write!(
                f,
                "{player} says \"nos\" while still holding {held} tile(s)"
            ),
            Finding::NosNotFirst { player, first } => write!(
                f,
                "{player} says \"nos\", but {} went out first",
                first.as_deref().unwrap_or("nobody")
            ),
            Finding::BlockBeforeGame { player } => {
                write!(f, "{player} blocks before the game is under way")
            }
            Finding::BlockWithoutTile { player } => write!(
                f,
                "{player} says \"I block\" without having just played a tile"
            ),
            Finding::BlockWhilePlayable {
                player, held_by, ..
            } => block::while_playable(f, player, held_by),
            Finding::BlockWithLastTile {
                player,
                other,
                held,
                to_draw,
            } => block::with_last_tile(f, player, other, *held, *to_draw),
            Finding::BlockWhileDrawable { player, tiles } => write!(
                f,
                "{player} says \"I block\", but {tiles} in the boneyard can be drawn and played"
            ),
            Finding::BlockGivenBenefit { fitting, undrawn } => write!(
                f,
                "{fitting} in the boneyard would fit, but {undrawn} tiles stay undrawn to the end of the hand and any two of them may be the last two, which are never drawn: the block stands as correct"
            ),
            Finding::NotDrawnAfterBlock { player, instead } => {
                write!(f, "{player} {instead} after the correct block")
            }

            // Conduct.
            Finding::Advice { player } => {
                write!(f, "{player}, who is out, gives advice on the play")
            }
            Finding::AdviceWhileIn { player } => write!(
                f,
                "{player} gives advice while still in the hand: the rules forbid it only to players who are out"
            ),
            Finding::CoveredTiles { player } => {
                write!(f, "{player} covers tiles from the opponents' view")
            }
            Finding::ExposedTiles { player } => {
                write!(f, "{player} lays tiles face up on the table")
            }
        }
    }
}

impl Reason {
    /// A short phrase for reports: "set double", "penalty: wrong-block".
    #[must_use]
    pub fn phrase(self) -> String {
        match self {
            Reason::SetDouble => "set double".into(),
            Reason::SetDrawnDouble => "set drawn double".into(),
            Reason::SetDrawnTile => "set drawn tile".into(),
            Reason::DoubleOnPredecessor => "double on predecessor's tile".into(),
            Reason::ImmediateDouble => "double at once on the set tile".into(),
            Reason::DeclaredDoubles => "declared doubles".into(),
            Reason::Nos => "nos".into(),
            Reason::Block => "block".into(),
            Reason::Count => "count".into(),
            Reason::Penalty(kind) => format!("penalty: {}", kind.code()),
        }
    }
}

impl Verdict {
    /// The numbers of the hands that could not be judged, as a sentence lists
    /// them: `2, 5`.
    #[must_use]
    pub fn unjudged_list(&self) -> String {
        self.unjudged
            .iter()
            .map(|hand| hand.number.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A list of tiles any one of which would do: "[3-5]", "[3-5] or [6-5]",
/// "[1-1], [3-3] or [5-5]".
fn any_of(tiles: TileSet) -> String {
    let shown: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// What would make a possible infraction so, after "if".
impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Held { player, tiles } => {
                write!(f, "{player} held {} at the time", any_of(*tiles))
            }
            Condition::HeldBy { held_by } => {
                let held: Vec<String> = held_by
                    .iter()
                    .map(|(player, tiles)| format!("{player} held {}", any_of(*tiles)))
                    .collect();
                write!(f, "{} at the time", held.join(", or "))
            }
            Condition::Dealt { tiles } => {
                write!(f, "{} was in another player's deal", any_of(*tiles))
            }
            Condition::InBoneyard { tiles } => {
                write!(f, "{} lay in the boneyard to be drawn", any_of(*tiles))
            }
        }
    }
}

/// A possible infraction in one line: what, if what, and its chips.
pub struct PossibleLine<'a> {
    /// The infraction.
    pub possible: &'a Possible,
    /// The players' names.
    pub players: &'a crate::rules::seat::BySeat<String>,
}

impl fmt::Display for PossibleLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let infraction = &self.possible.infraction;
        let payees: Vec<String> = infraction
            .payees
            .iter()
            .map(|s| self.players[*s].clone())
            .collect();
        write!(
            f,
            "possible, not charged (line {}): {}, if {}: {} to {}",
            infraction.span.line,
            infraction.what,
            self.possible.condition,
            infraction.penalty_each,
            match payees.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, rest)) => format!("each of {} and {last}", rest.join(", ")),
                None => "nobody".to_owned(),
            }
        )?;
        match self.possible.instead_of {
            0 => Ok(()),
            charged => write!(f, ", instead of the {charged} charged"),
        }
    }
}
