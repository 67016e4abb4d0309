//! The small facts a finding's sentence is made of, in words: what a player
//! said, who was on set, why doubles were not paid, what closed a claim's
//! window, whose tile a double lay against, an open end, a place a tile
//! fits; and lists of names and tiles joined as a sentence joins them.

use std::fmt;

use crate::replay::finding::{
    Choice, Closer, NotDeclarable, OnSetWas, OpenEnd, Owner, Said, Unfinished,
};
use crate::rules::game::ArmName;

/// Names joined by commas: "Anna, Bram, Cees".
pub(super) fn listed(names: &[String]) -> String {
    names.join(", ")
}

/// Open numbers joined by commas: "3, 5, 0".
pub(super) fn opens(ends: &[u8]) -> String {
    ends.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Items joined as a sentence lists them: "A", "A and B", "A, B and C".
pub(super) fn and_list(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            crate::words!("finding-list-and", first = rest.join(", "), last = last)
        }
    }
}

/// Items each joined to the next by "and": "A and B and C".
pub(super) fn each_and(items: &[String]) -> String {
    let mut items = items.iter();
    let first = items.next().cloned().unwrap_or_default();
    items.fold(first, |so_far, item| {
        crate::words!("finding-list-and", first = so_far, last = item)
    })
}

/// An arm of the layout in words: "north", as `nos show` names it.
pub(crate) fn arm_in_words(arm: ArmName) -> String {
    crate::words!("show-arm", arm = arm.word())
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Pass => crate::say!(f, "finding-said-pass"),
            Said::Wait => crate::say!(f, "finding-said-wait"),
        }
    }
}

impl fmt::Display for OnSetWas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OnSetWas::Player { player } => crate::say!(f, "finding-on-set-player", player = player),
            OnSetWas::Tied { players } => {
                crate::say!(f, "finding-on-set-tied", players = listed(players))
            }
            OnSetWas::HighestDouble => Ok(()),
        }
    }
}

impl fmt::Display for NotDeclarable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotDeclarable::NotInOpening => crate::say!(f, "finding-not-declarable-not-in-opening"),
            NotDeclarable::NotAllDoubles => {
                crate::say!(f, "finding-not-declarable-not-all-doubles")
            }
            NotDeclarable::EarnsNothing { doubles, players } => crate::say!(
                f,
                "finding-not-declarable-earns-nothing",
                doubles = doubles,
                players = players
            ),
            NotDeclarable::Twice => crate::say!(f, "finding-not-declarable-twice"),
            NotDeclarable::SetterUnderReading => crate::say!(f, "finding-not-declarable-setter"),
        }
    }
}

impl fmt::Display for Closer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Closer::TurnBegan { player } => {
                crate::say!(f, "finding-closer-turn-began", player = player)
            }
            Closer::Laid { player, tile } => crate::say!(
                f,
                "finding-closer-laid",
                player = player,
                tile = tile.to_string()
            ),
            Closer::TookTurn { player } => {
                crate::say!(f, "finding-closer-took-turn", player = player)
            }
        }
    }
}

/// Whose tile a double was laid against: "Bram's tile".
impl fmt::Display for Owner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Owner::Nobody => crate::say!(f, "finding-owner-nobody"),
            Owner::Own { player } => crate::say!(f, "finding-owner-own", player = player),
            Owner::Other { player } => crate::say!(f, "finding-owner-other", player = player),
        }
    }
}

impl fmt::Display for Unfinished {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfinished::NobodySet => crate::say!(f, "finding-unfinished-nobody-set"),
            Unfinished::NotAnnounced => crate::say!(f, "finding-unfinished-not-announced"),
            Unfinished::Turn { player } => {
                crate::say!(f, "finding-unfinished-turn", player = player)
            }
        }
    }
}

impl fmt::Display for OpenEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::say!(
            f,
            "finding-open-end",
            arm = arm_in_words(self.arm),
            open = self.open
        )
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (arm, open) = (self.end.arm.word(), self.end.open);
        match self.beside {
            Some(tile) => crate::say!(
                f,
                "finding-choice",
                arm = arm,
                open = open,
                beside = tile.to_string()
            ),
            None => crate::say!(f, "finding-choice-set-tile", arm = arm, open = open),
        }
    }
}

/// ", and the 3 paid for it goes back", or nothing.
pub(super) fn paid_back(amount: Option<i64>) -> String {
    amount
        .map(|amount| crate::words!("finding-paid-back", amount = amount))
        .unwrap_or_default()
}
