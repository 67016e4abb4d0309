//! Chips: every payment of a hand, and each player's running total.
//!
//! A payment moves chips from one player to another, so the table's total never
//! changes; the ledger checks that after every payment. A total is settled
//! rounded down to the settlement unit, so a player who left agrees with the
//! scoresheet on his rounded total too (`sheet_agrees`): the replay asks it of
//! every scoresheet, and the audit settles the evening by it.

use serde::Serialize;

use crate::rules::infraction::InfractionKind;
use crate::rules::interpretation::Switch;
use crate::rules::seat::{BySeat, Seat};

/// Why chips changed hands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case", tag = "reason", content = "infraction")]
pub enum Reason {
    /// The setter's double from his hand: one end from each opponent.
    SetDouble,
    /// The setter's drawn double: both ends from each opponent.
    SetDrawnDouble,
    /// The setter's drawn tile that is not a double: he pays its spots to each opponent.
    SetDrawnTile,
    /// A double played on the predecessor's tile, claimed.
    DoubleOnPredecessor,
    /// A double played at once on the set tile, claimed from the setter.
    ImmediateDouble,
    /// Doubles declared after the announcement.
    DeclaredDoubles,
    /// The first player out.
    Nos,
    /// A correct block.
    Block,
    /// The difference of counts at the end of the hand.
    Count,
    /// A penalty.
    Penalty(InfractionKind),
}

impl Reason {
    /// The stable code, as in JSON output.
    #[must_use]
    pub fn code(self) -> String {
        match self {
            Reason::SetDouble => "set-double".into(),
            Reason::SetDrawnDouble => "set-drawn-double".into(),
            Reason::SetDrawnTile => "set-drawn-tile".into(),
            Reason::DoubleOnPredecessor => "double-on-predecessor".into(),
            Reason::ImmediateDouble => "immediate-double".into(),
            Reason::DeclaredDoubles => "declared-doubles".into(),
            Reason::Nos => "nos".into(),
            Reason::Block => "block".into(),
            Reason::Count => "count".into(),
            Reason::Penalty(kind) => format!("penalty:{}", kind.code()),
        }
    }
}

/// Chips moving from one player to another.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Payment {
    /// Who pays.
    pub from: Seat,
    /// Who receives.
    pub to: Seat,
    /// How much.
    pub amount: i64,
    /// Why.
    pub reason: Reason,
    /// The transcript line of the event that caused it (0 for the end-of-hand count).
    pub line: usize,
    /// The doubtful points the payment depends on.
    pub switches: Vec<Switch>,
}

/// Each player's chips.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ledger {
    chips: BySeat<i64>,
    total: i64,
}

impl Ledger {
    /// Every player starts with `chips`.
    #[must_use]
    pub fn new(players: usize, chips: i64) -> Ledger {
        Ledger {
            chips: BySeat::filled(players, chips),
            total: chips * players as i64,
        }
    }

    /// The totals now.
    #[must_use]
    pub fn chips(&self) -> &BySeat<i64> {
        &self.chips
    }

    /// The totals now, taken out of the ledger, which is left without players.
    pub(crate) fn take_chips(&mut self) -> BySeat<i64> {
        std::mem::take(&mut self.chips)
    }

    /// Moves the chips of one payment.
    pub fn pay(&mut self, payment: &Payment) {
        self.chips[payment.from] -= payment.amount;
        self.chips[payment.to] += payment.amount;
        debug_assert_eq!(
            self.chips.values().sum::<i64>(),
            self.total,
            "chips are conserved"
        );
    }
}

/// Chips are settled in multiples of this.
pub const SETTLEMENT_UNIT: i64 = 20;

/// Rounds a total down to the settlement unit: what is kept, and the remainder.
#[must_use]
pub const fn round_down(chips: i64) -> (i64, i64) {
    let remainder = chips.rem_euclid(SETTLEMENT_UNIT);
    (chips - remainder, remainder)
}

/// Whether the table's figure for a player agrees with the referee's: a player
/// who left was settled then, so his rounded total is as good as the exact one.
#[must_use]
pub const fn sheet_agrees(table: i64, referee: i64, present: bool) -> bool {
    table == referee || !present && table == round_down(referee).0
}

/// What each opponent pays for declared doubles, by the number of players in the
/// hand (so by how many tiles each was dealt) and the doubles shown; nothing for
/// any other number.
#[must_use]
pub const fn declared_amount(players: usize, doubles: usize) -> i64 {
    match (players, doubles) {
        (3, 4) => 200,
        (3, 5) => 500,
        (4, 3) => 25,
        (4, 4) => 250,
        (5, 3) => 50,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_down_to_twenty() {
        // Worked example 14: 476 keeps 460 and puts 16 in the pot.
        let cases = [
            (476, (460, 16)),
            (500, (500, 0)),
            (519, (500, 19)),
            (0, (0, 0)),
            (-7, (-20, 13)),
        ];
        for (chips, expected) in cases {
            assert_eq!(round_down(chips), expected, "{chips}");
        }
    }

    #[test]
    fn declared_doubles_pay_by_table_size() {
        // Every table size and every number of doubles a hand can hold.
        let paid = [
            (3, 4, 200),
            (3, 5, 500),
            (4, 3, 25),
            (4, 4, 250),
            (5, 3, 50),
        ];
        for players in 3..=5 {
            for doubles in 0..=(8 - players) {
                let expected = paid
                    .iter()
                    .find(|(p, d, _)| *p == players && *d == doubles)
                    .map_or(0, |(_, _, amount)| *amount);
                assert_eq!(
                    declared_amount(players, doubles),
                    expected,
                    "{players} players, {doubles} doubles"
                );
            }
        }
    }
}
