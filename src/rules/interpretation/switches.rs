//! The table of switches: for every doubtful point its id, its name and its
//! choices; the question it answers, what each choice means and why the
//! sources leave it open, in words (`locales/`); and the points the referee
//! settles one way without a switch.

use super::Switch;

/// What the registry says about a switch.
pub struct SwitchInfo {
    /// The switch.
    pub switch: Switch,
    /// Its short id (`D3`, or the name where the table has no id).
    pub id: &'static str,
    /// Its descriptive name.
    pub name: &'static str,
    /// The words of its choices, as `--rule` takes them.
    pub choices: &'static [&'static str],
}

/// Every switch, in the order reports list them.
pub const SWITCHES: &[SwitchInfo] = &[
    SwitchInfo {
        switch: Switch::D1,
        id: "D1",
        name: "tie-for-set",
        choices: &["draw-tiles", "highest-tile"],
    },
    SwitchInfo {
        switch: Switch::D2,
        id: "D2",
        name: "double-on-out-tile",
        choices: &["unpaid", "paid"],
    },
    SwitchInfo {
        switch: Switch::D3,
        id: "D3",
        name: "double-after-pass",
        choices: &["unpaid", "paid"],
    },
    SwitchInfo {
        switch: Switch::D4,
        id: "D4",
        name: "several-immediate-doubles",
        choices: &["all-paid", "first-paid"],
    },
    SwitchInfo {
        switch: Switch::D5,
        id: "D5",
        name: "doubles-at-once-priority",
        choices: &["seat-order", "doubles-first"],
    },
    SwitchInfo {
        switch: Switch::DoublesAtOnceWindow,
        id: "doubles-at-once-window",
        name: "doubles-at-once-window",
        choices: &["first-round", "until-first-tile", "after-first-tile"],
    },
    SwitchInfo {
        switch: Switch::D6,
        id: "D6",
        name: "volapuk-conditions",
        choices: &["tiles-first"],
    },
    SwitchInfo {
        switch: Switch::D7,
        id: "D7",
        name: "pass-while-able",
        choices: &["80-instead", "80-and-40"],
    },
    SwitchInfo {
        switch: Switch::D8,
        id: "D8",
        name: "summary-lists",
        choices: &["descriptions"],
    },
    SwitchInfo {
        switch: Switch::PenaltiesToPlayersOut,
        id: "penalties-to-players-out",
        name: "penalties-to-players-out",
        choices: &["paid", "unpaid"],
    },
    SwitchInfo {
        switch: Switch::SetterDeclares,
        id: "setter-declares",
        name: "setter-declares",
        choices: &["allowed", "not-allowed"],
    },
    SwitchInfo {
        switch: Switch::ClaimWindow,
        id: "claim-window",
        name: "claim-window",
        choices: &["next-tile", "next-event", "end-of-hand"],
    },
    SwitchInfo {
        switch: Switch::Game17Arms,
        id: "game17-arms",
        name: "game17-arms",
        choices: &["opposite", "any"],
    },
    SwitchInfo {
        switch: Switch::DeferredWait,
        id: "deferred-wait",
        name: "deferred-wait",
        choices: &["first-open-turn", "next-turn"],
    },
];

impl SwitchInfo {
    /// Its name in words, as a reader names the point.
    #[must_use]
    pub fn title(&self) -> String {
        match self.switch {
            Switch::D1 => crate::words!("rules-switch-d1-name"),
            Switch::D2 => crate::words!("rules-switch-d2-name"),
            Switch::D3 => crate::words!("rules-switch-d3-name"),
            Switch::D4 => crate::words!("rules-switch-d4-name"),
            Switch::D5 => crate::words!("rules-switch-d5-name"),
            Switch::DoublesAtOnceWindow => {
                crate::words!("rules-switch-doubles-at-once-window-name")
            }
            Switch::D6 => crate::words!("rules-switch-d6-name"),
            Switch::D7 => crate::words!("rules-switch-d7-name"),
            Switch::D8 => crate::words!("rules-switch-d8-name"),
            Switch::PenaltiesToPlayersOut => {
                crate::words!("rules-switch-penalties-to-players-out-name")
            }
            Switch::SetterDeclares => crate::words!("rules-switch-setter-declares-name"),
            Switch::ClaimWindow => crate::words!("rules-switch-claim-window-name"),
            Switch::Game17Arms => crate::words!("rules-switch-game17-arms-name"),
            Switch::DeferredWait => crate::words!("rules-switch-deferred-wait-name"),
        }
    }

    /// The question it answers.
    #[must_use]
    pub fn question(&self) -> String {
        match self.switch {
            Switch::D1 => crate::words!("rules-switch-d1-question"),
            Switch::D2 => crate::words!("rules-switch-d2-question"),
            Switch::D3 => crate::words!("rules-switch-d3-question"),
            Switch::D4 => crate::words!("rules-switch-d4-question"),
            Switch::D5 => crate::words!("rules-switch-d5-question"),
            Switch::DoublesAtOnceWindow => {
                crate::words!("rules-switch-doubles-at-once-window-question")
            }
            Switch::D6 => crate::words!("rules-switch-d6-question"),
            Switch::D7 => crate::words!("rules-switch-d7-question"),
            Switch::D8 => crate::words!("rules-switch-d8-question"),
            Switch::PenaltiesToPlayersOut => {
                crate::words!("rules-switch-penalties-to-players-out-question")
            }
            Switch::SetterDeclares => crate::words!("rules-switch-setter-declares-question"),
            Switch::ClaimWindow => crate::words!("rules-switch-claim-window-question"),
            Switch::Game17Arms => crate::words!("rules-switch-game17-arms-question"),
            Switch::DeferredWait => crate::words!("rules-switch-deferred-wait-question"),
        }
    }

    /// Why the sources leave it open, in a line.
    #[must_use]
    pub fn reason(&self) -> String {
        match self.switch {
            Switch::D1 => crate::words!("rules-switch-d1-reason"),
            Switch::D2 => crate::words!("rules-switch-d2-reason"),
            Switch::D3 => crate::words!("rules-switch-d3-reason"),
            Switch::D4 => crate::words!("rules-switch-d4-reason"),
            Switch::D5 => crate::words!("rules-switch-d5-reason"),
            Switch::DoublesAtOnceWindow => {
                crate::words!("rules-switch-doubles-at-once-window-reason")
            }
            Switch::D6 => crate::words!("rules-switch-d6-reason"),
            Switch::D7 => crate::words!("rules-switch-d7-reason"),
            Switch::D8 => crate::words!("rules-switch-d8-reason"),
            Switch::PenaltiesToPlayersOut => {
                crate::words!("rules-switch-penalties-to-players-out-reason")
            }
            Switch::SetterDeclares => crate::words!("rules-switch-setter-declares-reason"),
            Switch::ClaimWindow => crate::words!("rules-switch-claim-window-reason"),
            Switch::Game17Arms => crate::words!("rules-switch-game17-arms-reason"),
            Switch::DeferredWait => crate::words!("rules-switch-deferred-wait-reason"),
        }
    }

    /// What `choice`, one of its words, means; empty for a word it does not take.
    #[must_use]
    pub fn meaning(&self, choice: &str) -> String {
        match (self.switch, choice) {
            (Switch::D1, "draw-tiles") => crate::words!("rules-choice-d1-draw-tiles"),
            (Switch::D1, "highest-tile") => crate::words!("rules-choice-d1-highest-tile"),
            (Switch::D2, "unpaid") => crate::words!("rules-choice-d2-unpaid"),
            (Switch::D2, "paid") => crate::words!("rules-choice-d2-paid"),
            (Switch::D3, "unpaid") => crate::words!("rules-choice-d3-unpaid"),
            (Switch::D3, "paid") => crate::words!("rules-choice-d3-paid"),
            (Switch::D4, "all-paid") => crate::words!("rules-choice-d4-all-paid"),
            (Switch::D4, "first-paid") => crate::words!("rules-choice-d4-first-paid"),
            (Switch::D5, "seat-order") => crate::words!("rules-choice-d5-seat-order"),
            (Switch::D5, "doubles-first") => crate::words!("rules-choice-d5-doubles-first"),
            (Switch::DoublesAtOnceWindow, "first-round") => {
                crate::words!("rules-choice-doubles-at-once-window-first-round")
            }
            (Switch::DoublesAtOnceWindow, "until-first-tile") => {
                crate::words!("rules-choice-doubles-at-once-window-until-first-tile")
            }
            (Switch::DoublesAtOnceWindow, "after-first-tile") => {
                crate::words!("rules-choice-doubles-at-once-window-after-first-tile")
            }
            (Switch::D6, "tiles-first") => crate::words!("rules-choice-d6-tiles-first"),
            (Switch::D7, "80-instead") => crate::words!("rules-choice-d7-80-instead"),
            (Switch::D7, "80-and-40") => crate::words!("rules-choice-d7-80-and-40"),
            (Switch::D8, "descriptions") => crate::words!("rules-choice-d8-descriptions"),
            (Switch::PenaltiesToPlayersOut, "paid") => {
                crate::words!("rules-choice-penalties-to-players-out-paid")
            }
            (Switch::PenaltiesToPlayersOut, "unpaid") => {
                crate::words!("rules-choice-penalties-to-players-out-unpaid")
            }
            (Switch::SetterDeclares, "allowed") => {
                crate::words!("rules-choice-setter-declares-allowed")
            }
            (Switch::SetterDeclares, "not-allowed") => {
                crate::words!("rules-choice-setter-declares-not-allowed")
            }
            (Switch::ClaimWindow, "next-tile") => {
                crate::words!("rules-choice-claim-window-next-tile")
            }
            (Switch::ClaimWindow, "next-event") => {
                crate::words!("rules-choice-claim-window-next-event")
            }
            (Switch::ClaimWindow, "end-of-hand") => {
                crate::words!("rules-choice-claim-window-end-of-hand")
            }
            (Switch::Game17Arms, "opposite") => crate::words!("rules-choice-game17-arms-opposite"),
            (Switch::Game17Arms, "any") => crate::words!("rules-choice-game17-arms-any"),
            (Switch::DeferredWait, "first-open-turn") => {
                crate::words!("rules-choice-deferred-wait-first-open-turn")
            }
            (Switch::DeferredWait, "next-turn") => {
                crate::words!("rules-choice-deferred-wait-next-turn")
            }
            _ => String::new(),
        }
    }
}

/// A point the sources leave open that the referee settles one way, without
/// a switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// A setter without a double who draws twice and sets the second tile.
    SetterDrawsTwice,
    /// A setter dealt too few tiles who draws and sets.
    ShortDealSetDraw,
    /// What a drawn [0-0] is worth under D1.
    DrawnDoubleBlank,
}

/// Points the sources leave open that the referee settles one way, without a
/// switch. `nos rules` lists them after the switches.
pub const SETTLED: &[Settled] = &[
    Settled::SetterDrawsTwice,
    Settled::ShortDealSetDraw,
    Settled::DrawnDoubleBlank,
];

impl Settled {
    /// The point, in words.
    #[must_use]
    pub fn point(self) -> String {
        match self {
            Settled::SetterDrawsTwice => crate::words!("rules-settled-setter-draws-twice"),
            Settled::ShortDealSetDraw => crate::words!("rules-settled-short-deal-set-draw"),
            Settled::DrawnDoubleBlank => crate::words!("rules-settled-drawn-double-blank"),
        }
    }

    /// The reading taken.
    #[must_use]
    pub fn reading(self) -> String {
        match self {
            Settled::SetterDrawsTwice => {
                crate::words!("rules-settled-setter-draws-twice-reading")
            }
            Settled::ShortDealSetDraw => {
                crate::words!("rules-settled-short-deal-set-draw-reading")
            }
            Settled::DrawnDoubleBlank => {
                crate::words!("rules-settled-drawn-double-blank-reading")
            }
        }
    }
}
