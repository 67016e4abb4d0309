//! The table of switches: for every doubtful point its id, its name, the
//! question it answers, each choice with what it means, and why the sources
//! leave it open; and the points the referee settles one way without a switch.

use super::Switch;

/// What the registry says about a switch.
pub struct SwitchInfo {
    /// The switch.
    pub switch: Switch,
    /// Its short id (`D3`, or the name where the table has no id).
    pub id: &'static str,
    /// Its descriptive name.
    pub name: &'static str,
    /// The question it answers.
    pub question: &'static str,
    /// The choices, each with what it means.
    pub choices: &'static [(&'static str, &'static str)],
    /// Why the sources leave it open, in a line.
    pub reason: &'static str,
}

/// Every switch, in the order reports list them.
pub const SWITCHES: &[SwitchInfo] = &[
    SwitchInfo {
        switch: Switch::D1,
        id: "D1",
        name: "tie-for-set",
        question: "Several players tie for the largest count: who is on set next?",
        choices: &[
            (
                "draw-tiles",
                "the tied players each draw a tile; the higher spot total is on set, a drawn [0-0] counting 0 as its spots show; equal draws tie and those tied draw again (the next hand's set shows who won when no draw is written)",
            ),
            (
                "highest-tile",
                "the tied player holding the single tile with most spots, [0-0] counting 14 as in the count; then the higher end of that tile",
            ),
        ],
        reason: "the English text borrows the tie-break draw from plain dominoes; the German text proposes judging the tiles held",
    },
    SwitchInfo {
        switch: Switch::D2,
        id: "D2",
        name: "double-on-out-tile",
        question: "Is a double paid when laid on the tile with which the predecessor went out, if he was not the first out?",
        choices: &[
            ("unpaid", "no: a player who went out pays nothing for it"),
            (
                "paid",
                "yes: only the first player out (nos) is spared, as the rule reads literally",
            ),
        ],
        reason: "the rule spares only the player who made nos; the book's example on p. 43 spares a later one too",
    },
    SwitchInfo {
        switch: Switch::D3,
        id: "D3",
        name: "double-after-pass",
        question: "Is a double paid when laid on a tile after the next player passed?",
        choices: &[
            ("unpaid", "no: a pass is a turn in between"),
            (
                "paid",
                "yes: no tile was played in between, so the player of that tile pays",
            ),
        ],
        reason: "the book's example on p. 54 pays nothing; the German text argues that no tile came between",
    },
    SwitchInfo {
        switch: Switch::D4,
        id: "D4",
        name: "several-immediate-doubles",
        question: "Several players play doubles at once on the set tile: who is paid?",
        choices: &[
            ("all-paid", "every such double is paid by the setter"),
            (
                "first-paid",
                "only the first is paid; later ones are still played and waited for",
            ),
        ],
        reason: "the English text pays all; the German text asks whether only the first should be",
    },
    SwitchInfo {
        switch: Switch::D5,
        id: "D5",
        name: "doubles-at-once-priority",
        question: "More players want to lay a tile on the set tile at once than it has open ends: who has the right?",
        choices: &[
            (
                "seat-order",
                "seat order from the first player in turn decides, his own tile included; a later seat's tile on the end is taken back to make room",
            ),
            (
                "doubles-first",
                "doubles at once come before the first player's other tile, and among them earlier seats first",
            ),
        ],
        reason: "the English text only notes that it could happen (with [0-0]); the German text proposes doubles before other tiles, earlier seats first",
    },
    SwitchInfo {
        switch: Switch::DoublesAtOnceWindow,
        id: "doubles-at-once-window",
        name: "doubles-at-once-window",
        question: "Until when may a double still be laid at once on the set tile?",
        choices: &[
            (
                "first-round",
                "through the whole first round, until the setter's turn comes again: a double on the set tile in the first round is never a tile out of turn",
            ),
            (
                "until-first-tile",
                "only until the first player in turn lays a tile (a draw is not one); a later one is out of turn",
            ),
            (
                "after-first-tile",
                "also straight after the first player's tile, until the next player acts: doubles come before other tiles, so the first player's haste does not shut them out",
            ),
        ],
        reason: "both texts let any player lay a fitting double at once and, in their penalty lists, exempt a double on the set tile in the first round from the penalty for playing out of turn; a club may read \"at once\" more narrowly",
    },
    SwitchInfo {
        switch: Switch::D6,
        id: "D6",
        name: "volapuk-conditions",
        question: "Which conditions may go with volapük?",
        choices: &[(
            "tiles-first",
            "a single-line volapük may ask for 1 to 4 tiles on one side first; nothing else",
        )],
        reason: "the sources agree in effect; the German text adds that volapük crosses take no condition",
    },
    SwitchInfo {
        switch: Switch::D7,
        id: "D7",
        name: "pass-while-able",
        question: "What does a pass made while able to play cost?",
        choices: &[
            (
                "80-instead",
                "80 to each opponent, instead of the 40 for passing with tiles left to draw",
            ),
            (
                "80-and-40",
                "80 to each opponent, and the 40 as well when tiles were left to draw",
            ),
        ],
        reason: "the 80 follows the 40 in the text, which leaves open whether it replaces or adds to it; the German text charges it when found \"after the game\", but a transcript does not record when the table noticed, so the 80 is charged whenever the replay finds such a pass",
    },
    SwitchInfo {
        switch: Switch::D8,
        id: "D8",
        name: "summary-lists",
        question: "The summary list names game 10 without the compulsory doubles: which governs?",
        choices: &[("descriptions", "the full description of each game governs")],
        reason: "the summary lists disagree with the descriptions in places; both sources let the descriptions govern",
    },
    SwitchInfo {
        switch: Switch::PenaltiesToPlayersOut,
        id: "penalties-to-players-out",
        name: "penalties-to-players-out",
        question: "Do players who are already out receive penalty payments?",
        choices: &[
            ("paid", "yes: \"each opponent\" means every other player"),
            ("unpaid", "no: only players still holding tiles are paid"),
        ],
        reason: "the penalties are paid to \"each opponent\", and the sources do not say whether that includes players out",
    },
    SwitchInfo {
        switch: Switch::SetterDeclares,
        id: "setter-declares",
        name: "setter-declares",
        question: "May the setter declare doubles, counting those left in his hand after the set?",
        choices: &[
            ("allowed", "yes, by the same table"),
            (
                "not-allowed",
                "no: a declaration by the setter is a claim not owed",
            ),
        ],
        reason: "declarations follow the announcement, and the sources do not say whether the setter takes part",
    },
    SwitchInfo {
        switch: Switch::ClaimWindow,
        id: "claim-window",
        name: "claim-window",
        question: "Until when may a player ask for the points of a double he laid?",
        choices: &[
            (
                "next-tile",
                "until the next tile is laid, by anyone; a draw, a pass or \"I wait\" does not end it, nor does another double laid at once on the set tile",
            ),
            (
                "next-event",
                "until another player's next turn begins or goes on: his tile, a draw, a pass or \"I wait\"",
            ),
            ("end-of-hand", "at any time until the hand is over"),
        ],
        reason: "the rules say the player must ask for the points to be paid them, but not by when",
    },
    SwitchInfo {
        switch: Switch::Game17Arms,
        id: "game17-arms",
        name: "game17-arms",
        question: "Which two arms may game 17 name for \"first here, then there\"?",
        choices: &[
            (
                "opposite",
                "two opposite arms: there is the side facing here, as in game 11a's \"first here, then there\"",
            ),
            ("any", "any two arms of the cross"),
        ],
        reason: "game 17 borrows game 11a's words, where there is the opposite side; its own description names no sides",
    },
    SwitchInfo {
        switch: Switch::DeferredWait,
        id: "deferred-wait",
        name: "deferred-wait",
        question: "A double played at once on a side that a \"so many tiles first\" condition keeps closed: at which turn does its player say \"I wait\"?",
        choices: &[
            (
                "first-open-turn",
                "at the first turn at which he could play where his double lies; until then he plays on the open side",
            ),
            (
                "next-turn",
                "at his next turn, as for any double at once; a tile played there instead is one played instead of waiting",
            ),
        ],
        reason: "the English text's game 11b puts the wait off until the double's side opens, with an example; the German text has no such paragraph, so there the general rule for a double at once holds",
    },
];

/// Points the sources leave open that the referee settles one way, without a
/// switch: each with the reading taken. `nos rules` lists them after the switches.
pub const SETTLED: &[(&str, &str)] = &[
    (
        "A setter without a double draws twice and sets the second tile, a double",
        "a wrong set tile (40 to each opponent); if the table lets it stand, it is paid one end's value from each, as a double from the hand: the doubled payment is only for the tile he had to draw and set",
    ),
    (
        "A setter dealt too few tiles who holds no double draws and sets",
        "a draw followed by setting that very tile is the set draw, whatever the size of his deal; only his other draws make up the short deal, and only they are charged the 40",
    ),
    (
        "A drawn [0-0] under D1",
        "draw-tiles compares the spots of the tiles drawn, so a drawn [0-0] is worth 0 and loses to any other tile; highest-tile judges the tiles held as the count does, so a held [0-0] is worth 14: the two choices value the same tile differently",
    ),
];
