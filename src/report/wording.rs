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

use std::borrow::Cow;
use std::fmt;

mod announcement;
mod block;
mod facts;
mod possible;
mod stop;

pub use announcement::{announcement_in_words, describe_announcement, game_in_words};
pub use possible::PossibleLine;

use facts::{and_list, arm_in_words, each_and, listed, opens, paid_back};

use crate::replay::Verdict;
use crate::replay::finding::{Finding, NotDrawn};
use crate::replay::ledger::Reason;

impl fmt::Display for Finding {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::say;
        match self {
            // The deal.
            Finding::TooManyTiles {
                player,
                took,
                too_many,
            } => say!(
                f,
                "finding-too-many-tiles",
                player = player,
                took = took,
                too_many = too_many
            ),
            Finding::FewTooMany {
                player,
                took,
                too_many,
            } => say!(
                f,
                "finding-few-too-many",
                player = player,
                took = took,
                too_many = too_many
            ),
            Finding::TooFewTiles { player, short } => {
                say!(f, "finding-too-few-tiles", player = player, short = short)
            }
            Finding::TooFewLapsed {
                player,
                short,
                when,
            } => say!(
                f,
                "finding-too-few-lapsed",
                player = player,
                short = short,
                when = when
            ),
            Finding::ReturnedAfterSet { player } => {
                say!(f, "finding-returned-after-set", player = player)
            }
            Finding::DrewFromLastTwo { player } => {
                say!(f, "finding-drew-from-last-two", player = player)
            }

            // Who is on set.
            Finding::OnSetDiffers { written, by_rules } => say!(
                f,
                "finding-on-set-differs",
                written = written,
                by_rules = by_rules
            ),
            Finding::OnSetUnchecked {
                hand,
                count_unknown,
                written,
            } => say!(
                f,
                "finding-on-set-unchecked",
                why = if *count_unknown { "count" } else { "unjudged" },
                hand = hand,
                taken = if written.is_some() {
                    "written"
                } else {
                    "setter"
                },
                player = written.as_deref().unwrap_or_default()
            ),
            Finding::CountUnknown { players } => {
                say!(f, "finding-count-unknown", players = each_and(players))
            }
            Finding::SetterLeft { player } => say!(f, "finding-setter-left", player = player),
            Finding::TieBreakDrawsTie { draws, spots } => {
                let drawn: Vec<String> = draws
                    .iter()
                    .map(|(player, tile)| {
                        crate::words!(
                            "finding-tie-break-draw",
                            player = player,
                            tile = tile.to_string()
                        )
                    })
                    .collect();
                say!(
                    f,
                    "finding-tie-break-draws-tie",
                    draws = each_and(&drawn),
                    spots = spots
                )
            }
            Finding::TieBreakNames { named, tied } => say!(
                f,
                "finding-tie-break-names",
                named = listed(named),
                tied = listed(tied)
            ),

            // The set.
            Finding::SetterDrew { player } => say!(f, "finding-setter-drew", player = player),
            Finding::NotOnSet {
                player,
                tile,
                on_set,
            } => say!(
                f,
                "finding-not-on-set",
                player = player,
                tile = tile.to_string(),
                on_set = on_set.to_string()
            ),
            Finding::NotHighestDouble {
                player,
                tile,
                highest,
            } => say!(
                f,
                "finding-not-highest-double",
                player = player,
                tile = tile.to_string(),
                highest = highest.to_string()
            ),
            Finding::SetWhileHoldingDouble { player, tile } => say!(
                f,
                "finding-set-while-holding-double",
                player = player,
                tile = tile.to_string()
            ),
            Finding::SetFromHand { player, tile } => say!(
                f,
                "finding-set-from-hand",
                player = player,
                tile = tile.to_string()
            ),
            Finding::NotFirstDrawn {
                player,
                tile,
                first,
            } => say!(
                f,
                "finding-not-first-drawn",
                player = player,
                tile = tile.to_string(),
                first = first.to_string()
            ),
            Finding::DrawnDoublePaidAsHeld {
                player,
                tile,
                value,
            } => say!(
                f,
                "finding-drawn-double-paid-as-held",
                player = player,
                tile = tile.to_string(),
                value = value
            ),
            Finding::DrawnDoubleAsHeld {
                player,
                tile,
                value,
            } => say!(
                f,
                "finding-drawn-double-as-held",
                player = player,
                tile = tile.to_string(),
                value = value,
                double = 2 * value
            ),
            Finding::SetUnpaid { player, tile } => say!(
                f,
                "finding-set-unpaid",
                player = player,
                tile = tile.to_string()
            ),

            // The announcement.
            Finding::Game17NotOpposite {
                player,
                here,
                there,
                across,
            } => say!(
                f,
                "finding-game17-not-opposite",
                player = player,
                here = arm_in_words(*here),
                there = arm_in_words(*there),
                across = arm_in_words(*across)
            ),
            Finding::Game17SideBySide {
                here,
                there,
                reading,
            } => say!(
                f,
                "finding-game17-side-by-side",
                here = arm_in_words(*here),
                there = arm_in_words(*there),
                reading = reading
            ),
            Finding::Unplayable {
                player,
                game,
                error,
            } => say!(
                f,
                "finding-unplayable",
                player = player,
                game = game.to_string(),
                error = error.to_string()
            ),

            // Declared doubles.
            Finding::NotDeclarable {
                player,
                declared,
                why,
            } => say!(
                f,
                "finding-not-declarable",
                player = player,
                declared = declared,
                why = why.to_string()
            ),
            Finding::DeclaredOnTable {
                player,
                doubles,
                on_table,
                in_hand,
                owed,
                players,
                asked,
            } => say!(
                f,
                "finding-declared-on-table",
                player = player,
                doubles = doubles,
                on_table = on_table.to_string(),
                in_hand = in_hand,
                owed = owed,
                players = players,
                asked = asked
            ),
            Finding::DeclaredUnpaid { player } => {
                say!(f, "finding-declared-unpaid", player = player)
            }

            // Play and turns.
            Finding::OutOfTurn { player, tile, turn } => say!(
                f,
                "finding-out-of-turn",
                player = player,
                tile = tile.to_string(),
                turn = turn
            ),
            Finding::PlayedInsteadOfWaiting { player, tile } => say!(
                f,
                "finding-played-instead-of-waiting",
                player = player,
                tile = tile.to_string()
            ),
            Finding::LaidWrongWayRound {
                player,
                tile,
                touching,
                open_ends,
            } => say!(
                f,
                "finding-laid-wrong-way-round",
                player = player,
                tile = tile.to_string(),
                touching = touching,
                open_ends = opens(open_ends)
            ),
            Finding::FitsNoEnd {
                player,
                tile,
                open_ends,
                rule,
            } => say!(
                f,
                "finding-fits-no-end",
                player = player,
                tile = tile.to_string(),
                open_ends = opens(open_ends),
                rule = rule.word()
            ),
            Finding::Misfit {
                player,
                tile,
                misfit,
            } => say!(
                f,
                "finding-misfit",
                player = player,
                tile = tile.to_string(),
                misfit = misfit.to_string()
            ),
            Finding::LegalTakenBack {
                player,
                tile,
                at_once,
            } => {
                let tile = tile.to_string();
                if *at_once {
                    say!(
                        f,
                        "finding-legal-double-taken-back",
                        player = player,
                        tile = tile
                    )
                } else {
                    say!(f, "finding-legal-taken-back", player = player, tile = tile)
                }
            }

            // Doubles at once and claims.
            Finding::DoubleTooLate {
                player,
                tile,
                after,
            } => say!(
                f,
                "finding-double-too-late",
                player = player,
                tile = tile.to_string(),
                after = after
            ),
            Finding::DoubleAfterNextPlayer {
                player,
                tile,
                acted,
            } => say!(
                f,
                "finding-double-after-next-player",
                player = player,
                tile = tile.to_string(),
                acted = acted
            ),
            Finding::DoubleAtOnceMisfit {
                player,
                tile,
                misfit,
            } => say!(
                f,
                "finding-double-at-once-misfit",
                player = player,
                tile = tile.to_string(),
                misfit = misfit.to_string()
            ),
            Finding::ClaimForSeveral {
                player,
                amount,
                doubles,
            } => {
                let parts: Vec<String> = doubles
                    .iter()
                    .map(|(owed, double)| {
                        crate::words!(
                            "finding-claim-part",
                            owed = owed,
                            double = double.to_string()
                        )
                    })
                    .collect();
                say!(
                    f,
                    "finding-claim-for-several",
                    player = player,
                    amount = amount,
                    count = doubles.len(),
                    parts = each_and(&parts)
                )
            }
            Finding::ClaimCorrected {
                player,
                amount,
                owed,
            } => say!(
                f,
                "finding-claim-corrected",
                player = player,
                amount = amount,
                owed = owed
            ),
            Finding::ClaimTooLate {
                player,
                amount,
                double,
                against,
                closer,
            } => say!(
                f,
                "finding-claim-too-late",
                player = player,
                amount = amount,
                double = double.to_string(),
                against = against.to_string(),
                closer = closer.to_string()
            ),
            Finding::SetterAsks {
                player,
                amount,
                paid,
            } if i64::from(*amount) == *paid => {
                say!(f, "finding-setter-asks", player = player, amount = amount)
            }
            Finding::SetterAsks {
                player,
                amount,
                paid,
            } => say!(
                f,
                "finding-setter-asks-other",
                player = player,
                amount = amount,
                paid = paid
            ),
            Finding::ClaimNotOwed {
                player,
                amount,
                double,
                against,
                owner,
            } => say!(
                f,
                "finding-claim-not-owed",
                player = player,
                amount = amount,
                double = double.to_string(),
                against = against.to_string(),
                owner = owner.to_string()
            ),
            Finding::ClaimWithoutDouble { player, amount } => say!(
                f,
                "finding-claim-without-double",
                player = player,
                amount = amount
            ),
            Finding::ClaimForgotten {
                player,
                double,
                against,
                payer,
                amount,
            } => say!(
                f,
                "finding-claim-forgotten",
                player = player,
                double = double.to_string(),
                against = against.to_string(),
                payer = payer,
                amount = amount
            ),
            Finding::DeclarerAsks {
                player,
                amount,
                paid,
            } if i64::from(*amount) == *paid => {
                say!(f, "finding-declarer-asks", player = player, amount = amount)
            }
            Finding::DeclarerAsks {
                player,
                amount,
                paid,
            } => say!(
                f,
                "finding-declarer-asks-other",
                player = player,
                amount = amount,
                paid = paid
            ),
            Finding::DeclarerAsksUnowed {
                player,
                amount,
                too_many,
            } => say!(
                f,
                "finding-declarer-asks-unowed",
                player = player,
                amount = amount,
                too_many = too_many
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
                let (taken, tile, back) = (taken.to_string(), tile.to_string(), paid_back(*back));
                if *had_prior_right {
                    say!(
                        f,
                        "finding-made-room-with-right",
                        player = player,
                        taken = taken,
                        reading = reading,
                        for_player = for_player,
                        tile = tile,
                        back = back
                    )
                } else {
                    say!(
                        f,
                        "finding-made-room",
                        player = player,
                        taken = taken,
                        for_player = for_player,
                        tile = tile,
                        reading = reading,
                        back = back
                    )
                }
            }
            Finding::GaveUpPriorRight {
                player,
                tile,
                reading,
            } => say!(
                f,
                "finding-gave-up-prior-right",
                player = player,
                tile = tile.to_string(),
                reading = reading
            ),

            // Pass and wait.
            Finding::PassWhileAble { player, said } => say!(
                f,
                "finding-pass-while-able",
                player = player,
                said = said.to_string()
            ),
            Finding::PassWithBoneyard {
                player,
                said,
                boneyard,
                able,
            } => {
                let said = said.to_string();
                // Beside a pass while able the rule is said there; alone, here.
                if *able {
                    say!(
                        f,
                        "finding-pass-with-boneyard",
                        player = player,
                        said = said,
                        boneyard = boneyard
                    )
                } else {
                    say!(
                        f,
                        "finding-pass-with-boneyard-alone",
                        player = player,
                        said = said,
                        boneyard = boneyard
                    )
                }
            }
            Finding::CaughtPass { player } => say!(f, "finding-caught-pass", player = player),
            Finding::StoppedAfterPasses => say!(f, "finding-stopped-after-passes"),

            // Nos and block.
            Finding::FalseNos { player, held } => {
                say!(f, "finding-false-nos", player = player, held = held)
            }
            Finding::NosNotFirst { player, first } => say!(
                f,
                "finding-nos-not-first",
                player = player,
                first = first
                    .clone()
                    .unwrap_or_else(|| crate::words!("finding-nobody"))
            ),
            Finding::BlockBeforeGame { player } => {
                say!(f, "finding-block-before-game", player = player)
            }
            Finding::BlockWithoutTile { player } => {
                say!(f, "finding-block-without-tile", player = player)
            }
            Finding::BlockWhilePlayable {
                player, held_by, ..
            } => block::while_playable(f, player, held_by),
            Finding::BlockWithLastTile {
                player,
                other,
                held,
                to_draw,
            } => block::with_last_tile(f, player, other, *held, *to_draw),
            Finding::BlockWhileDrawable { player, tiles } => say!(
                f,
                "finding-block-while-drawable",
                player = player,
                tiles = tiles.to_string()
            ),
            Finding::BlockGivenBenefit { fitting, undrawn } => say!(
                f,
                "finding-block-given-benefit",
                fitting = fitting.to_string(),
                undrawn = undrawn
            ),
            Finding::NotDrawnAfterBlock { player, instead } => match instead {
                NotDrawn::Stopped { left } => {
                    say!(f, "finding-not-drawn-stopped", player = player, left = left)
                }
                NotDrawn::Said { said } => say!(
                    f,
                    "finding-not-drawn-said",
                    player = player,
                    said = said.to_string()
                ),
                NotDrawn::Played => say!(f, "finding-not-drawn-played", player = player),
            },

            // Conduct.
            Finding::Advice { player } => say!(f, "finding-advice", player = player),
            Finding::AdviceWhileIn { player } => {
                say!(f, "finding-advice-while-in", player = player)
            }
            Finding::CoveredTiles { player } => say!(f, "finding-covered-tiles", player = player),
            Finding::ExposedTiles { player } => say!(f, "finding-exposed-tiles", player = player),
        }
    }
}

impl Reason {
    /// A short phrase for reports: "set double", "penalty: wrong-block".
    #[must_use]
    pub fn phrase(self) -> Cow<'static, str> {
        let word = match self {
            Reason::SetDouble => crate::word!("finding-reason-set-double"),
            Reason::SetDrawnDouble => crate::word!("finding-reason-set-drawn-double"),
            Reason::SetDrawnTile => crate::word!("finding-reason-set-drawn-tile"),
            Reason::DoubleOnPredecessor => crate::word!("finding-reason-double-on-predecessor"),
            Reason::ImmediateDouble => crate::word!("finding-reason-immediate-double"),
            Reason::DeclaredDoubles => crate::word!("finding-reason-declared-doubles"),
            Reason::Nos => crate::word!("finding-reason-nos"),
            Reason::Block => crate::word!("finding-reason-block"),
            Reason::Count => crate::word!("finding-reason-count"),
            Reason::Penalty(kind) => {
                return Cow::Owned(crate::words!("finding-reason-penalty", code = kind.code()));
            }
        };
        Cow::Borrowed(word)
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
