//! The doubtful points of the rules, each a named switch with documented choices.
//!
//! The sources disagree or are silent in places. Every such point is a field of
//! [`Interpretation`]; the profiles `en` (the English rules, the default) and
//! `de-1996` (the German text's proposals) set them all, single switches can be
//! overridden by id (`D3=paid`) or by name (`double-after-pass=paid`), and every
//! verdict says which reading it used where a ruling depended on one.
//!
//! Each switch's choices are also a type ([`TieForSet`], [`DoubleAfterPass`], ...),
//! so the rules ask for one with [`Interpretation::get`] and `match` on it: a
//! choice is never compared as a string, and a new choice fails to compile until
//! every rule that reads the switch says what it does under it.
//!
//! Adding a switch takes five steps, each checked by the compiler or a test here:
//! 1. a variant of [`Switch`];
//! 2. its entry in [`SWITCHES`], at the same position, with each choice's word and meaning;
//! 3. its choices as a type, with the same words in the same order (the first
//!    is the `en` profile's unless [`Interpretation::of`] says otherwise):
//!    ```text
//!    choices! {
//!        /// D9: ...
//!        ClaimWindow for D9 {
//!            /// ...
//!            UntilNextTile = "until-next-tile",
//!            /// ...
//!            UntilNextTurn = "until-next-turn",
//!        }
//!    }
//!    ```
//! 4. its arm in [`Switch::words`];
//! 5. in the rules, `match self.rules.get::<ClaimWindow>() { ... }` with an arm for
//!    every choice.
//!
//! The file is long (some 850 lines) on purpose: the first four of those places,
//! the table of switches with every choice's meaning, and the tests that hold
//! them to one another are read and changed together, so they stay in one file.

use std::fmt;

/// A named set of readings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Profile {
    /// The English rules, the primary source.
    En,
    /// The German 1996 text's proposals.
    De1996,
}

impl Profile {
    /// Every profile.
    pub const ALL: [Profile; 2] = [Profile::En, Profile::De1996];

    /// The profile's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Profile::En => "en",
            Profile::De1996 => "de-1996",
        }
    }

    /// Reads a profile's name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Profile> {
        Profile::ALL.into_iter().find(|p| p.name() == name)
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A doubtful point.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Switch {
    /// D1: who is on set after a tie for the largest count.
    D1,
    /// D2: a double on the tile with which a player went out, not as the first.
    D2,
    /// D3: a double on a tile after the next player passed.
    D3,
    /// D4: several players play doubles at once on the set tile.
    D4,
    /// D5: more players want the set tile's ends at once than it has open ends.
    D5,
    /// Whether a double may still be laid at once straight after the first
    /// player in turn has laid his tile.
    DoublesAtOnceWindow,
    /// D6: conditions announced with volapük.
    D6,
    /// D7: the penalty for a pass made while able to play.
    D7,
    /// D8: the book's summary list against the full descriptions (game 10).
    D8,
    /// Whether players already out receive penalty payments.
    PenaltiesToPlayersOut,
    /// Whether the setter may declare doubles.
    SetterDeclares,
    /// Until when a double's points may be claimed.
    ClaimWindow,
    /// Which two arms game 17 may name for its matador plays.
    Game17Arms,
    /// When a player whose double at once lies on a side a tiles-first
    /// condition keeps closed says "I wait".
    DeferredWait,
}

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

/// The choices of one switch as a type.
pub trait Choice: Copy + Eq + fmt::Debug + 'static {
    /// The switch whose choices these are.
    const SWITCH: Switch;
    /// Every choice, in the registry's order.
    const ALL: &'static [Self];
    /// The choice's word, as the registry, the command line and reports write it.
    fn word(self) -> &'static str;
}

/// The words of a switch's choices, from its type.
fn words_of<C: Choice>() -> Vec<&'static str> {
    C::ALL.iter().map(|c| c.word()).collect()
}

/// Declares a switch's choices as an enum implementing [`Choice`].
macro_rules! choices {
    (
        $(#[$doc:meta])*
        $name:ident for $switch:ident {
            $($(#[$vdoc:meta])* $variant:ident = $word:literal,)+
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl Choice for $name {
            const SWITCH: Switch = Switch::$switch;
            const ALL: &'static [Self] = &[$($name::$variant,)+];
            fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)+
                }
            }
        }
    };
}

choices! {
    /// D1: who is on set after a tie for the largest count.
    TieForSet for D1 {
        /// The tied players draw; the higher spot total is on set.
        DrawTiles = "draw-tiles",
        /// The tied player holding the single tile with most spots.
        HighestTile = "highest-tile",
    }
}

choices! {
    /// D2: a double on the tile with which a player went out, not as the first.
    DoubleOnOutTile for D2 {
        /// A player who went out pays nothing for it.
        Unpaid = "unpaid",
        /// Only the first player out is spared.
        Paid = "paid",
    }
}

choices! {
    /// D3: a double on a tile after the next player passed.
    DoubleAfterPass for D3 {
        /// A pass is a turn in between: nothing is paid.
        Unpaid = "unpaid",
        /// No tile came in between: the player of that tile pays.
        Paid = "paid",
    }
}

choices! {
    /// D4: several players play doubles at once on the set tile.
    SeveralImmediateDoubles for D4 {
        /// Every such double is paid.
        AllPaid = "all-paid",
        /// Only the first player's is paid.
        FirstPaid = "first-paid",
    }
}

choices! {
    /// D5: more players want an end of the set tile at once than it has open.
    DoublesAtOncePriority for D5 {
        /// Seat order from the first player in turn decides.
        SeatOrder = "seat-order",
        /// Doubles come before other tiles, then earlier seats.
        DoublesFirst = "doubles-first",
    }
}

choices! {
    /// Until when a double may still go on the set tile at once.
    DoublesAtOnceWindow for DoublesAtOnceWindow {
        /// Through the whole first round, until the setter's turn comes again.
        FirstRound = "first-round",
        /// Only until the first player in turn lays a tile.
        UntilFirstTile = "until-first-tile",
        /// Also straight after it, until the next player acts.
        AfterFirstTile = "after-first-tile",
    }
}

choices! {
    /// D6: conditions announced with volapük.
    VolapukConditions for D6 {
        /// A single-line volapük may ask for tiles on one side first; nothing else.
        TilesFirst = "tiles-first",
    }
}

choices! {
    /// D7: the penalty for a pass made while able to play.
    PassWhileAble for D7 {
        /// 80 to each opponent instead of the 40.
        EightyInstead = "80-instead",
        /// 80 to each opponent, and the 40 as well with tiles left to draw.
        EightyAndForty = "80-and-40",
    }
}

choices! {
    /// D8: the summary lists against the full descriptions.
    SummaryLists for D8 {
        /// The full description of each game governs.
        Descriptions = "descriptions",
    }
}

choices! {
    /// Whether players already out receive penalty payments.
    PenaltiesToPlayersOut for PenaltiesToPlayersOut {
        /// Every other player is paid.
        Paid = "paid",
        /// Only players still holding tiles are paid.
        Unpaid = "unpaid",
    }
}

choices! {
    /// Whether the setter may declare doubles.
    SetterDeclares for SetterDeclares {
        /// By the same table as everyone.
        Allowed = "allowed",
        /// A declaration by the setter is a claim not owed.
        NotAllowed = "not-allowed",
    }
}

choices! {
    /// Until when a double's points may be claimed.
    ClaimWindow for ClaimWindow {
        /// Until the next tile is laid, by anyone.
        NextTile = "next-tile",
        /// Until another player's next turn begins or goes on.
        NextEvent = "next-event",
        /// At any time until the hand is over.
        EndOfHand = "end-of-hand",
    }
}

choices! {
    /// When a double at once on a side a tiles-first condition keeps closed is waited for.
    DeferredWait for DeferredWait {
        /// At the first turn at which he could play where his double lies.
        FirstOpenTurn = "first-open-turn",
        /// At his next turn, as for any double at once.
        NextTurn = "next-turn",
    }
}

choices! {
    /// Which two arms game 17 may name for its matador plays.
    Game17Arms for Game17Arms {
        /// Two opposite arms, as in game 11a.
        Opposite = "opposite",
        /// Any two arms.
        Any = "any",
    }
}

/// A full reading of the doubtful points: for each switch, the index of its choice.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Interpretation {
    /// The profile these readings started from.
    pub profile: Profile,
    choices: [u8; SWITCHES.len()],
    /// Switches overridden from the profile, in the order given.
    pub overrides: Vec<Switch>,
}

/// A switch or choice that does not exist.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SwitchError(pub String);

impl fmt::Display for SwitchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SwitchError {}

impl Switch {
    /// The registry entry.
    #[must_use]
    pub fn info(self) -> &'static SwitchInfo {
        &SWITCHES[self as usize]
    }

    /// Finds a switch by id (`D3`, `d3`) or name (`double-after-pass`).
    #[must_use]
    pub fn find(key: &str) -> Option<Switch> {
        SWITCHES
            .iter()
            .find(|s| s.id.eq_ignore_ascii_case(key) || s.name == key)
            .map(|s| s.switch)
    }

    /// The switch's short id.
    #[must_use]
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The words of the switch's choices, from its [`Choice`] type (a test holds
    /// them equal to the registry's).
    #[must_use]
    pub fn words(self) -> Vec<&'static str> {
        match self {
            Switch::D1 => words_of::<TieForSet>(),
            Switch::D2 => words_of::<DoubleOnOutTile>(),
            Switch::D3 => words_of::<DoubleAfterPass>(),
            Switch::D4 => words_of::<SeveralImmediateDoubles>(),
            Switch::D5 => words_of::<DoublesAtOncePriority>(),
            Switch::DoublesAtOnceWindow => words_of::<DoublesAtOnceWindow>(),
            Switch::D6 => words_of::<VolapukConditions>(),
            Switch::D7 => words_of::<PassWhileAble>(),
            Switch::D8 => words_of::<SummaryLists>(),
            Switch::PenaltiesToPlayersOut => words_of::<PenaltiesToPlayersOut>(),
            Switch::SetterDeclares => words_of::<SetterDeclares>(),
            Switch::ClaimWindow => words_of::<ClaimWindow>(),
            Switch::Game17Arms => words_of::<Game17Arms>(),
            Switch::DeferredWait => words_of::<DeferredWait>(),
        }
    }

    /// The switch's id and the choice in force, e.g. `D3=unpaid`.
    #[must_use]
    pub fn describe(self, reading: &Interpretation) -> String {
        format!("{}={}", self.id(), reading.choice(self))
    }
}

impl Interpretation {
    /// The readings of a profile.
    #[must_use]
    pub fn of(profile: Profile) -> Interpretation {
        let mut reading = Interpretation {
            profile,
            choices: [0; SWITCHES.len()],
            overrides: Vec::new(),
        };
        match profile {
            Profile::En => {}
            Profile::De1996 => {
                reading.put(TieForSet::HighestTile);
                reading.put(DoubleAfterPass::Paid);
                reading.put(DoublesAtOncePriority::DoublesFirst);
                reading.put(DeferredWait::NextTurn);
            }
        }
        reading
    }

    /// The choice in force for the switch whose choices are `C`.
    #[must_use]
    pub fn get<C: Choice>(&self) -> C {
        let index = usize::from(self.choices[C::SWITCH as usize]);
        // Every index stored is a position in the registry's list of choices,
        // which a test holds equal to `C::ALL`.
        C::ALL[index]
    }

    /// Sets a switch to a choice, as an override of the profile.
    pub fn set_choice<C: Choice>(&mut self, choice: C) {
        self.put(choice);
        if !self.overrides.contains(&C::SWITCH) {
            self.overrides.push(C::SWITCH);
        }
    }

    /// Sets a switch to a choice without recording an override.
    fn put<C: Choice>(&mut self, choice: C) {
        let index = C::ALL.iter().position(|c| *c == choice).unwrap_or(0);
        self.choices[C::SWITCH as usize] = u8::try_from(index).unwrap_or(0);
    }

    /// The choice in force for a switch.
    #[must_use]
    pub fn choice(&self, switch: Switch) -> &'static str {
        switch.info().choices[usize::from(self.choices[switch as usize])].0
    }

    /// Sets one switch, by id or name, to a choice.
    ///
    /// # Errors
    /// A [`SwitchError`] naming the valid switches or choices.
    pub fn set(&mut self, key: &str, choice: &str) -> Result<(), SwitchError> {
        let Some(switch) = Switch::find(key.trim()) else {
            let known: Vec<&str> = SWITCHES.iter().map(|s| s.id).collect();
            return Err(SwitchError(format!(
                "no switch `{key}`; the switches are {}",
                known.join(", ")
            )));
        };
        let info = switch.info();
        let Some(index) = info.choices.iter().position(|(c, _)| *c == choice.trim()) else {
            let known: Vec<&str> = info.choices.iter().map(|(c, _)| *c).collect();
            return Err(SwitchError(format!(
                "{} takes {}, not `{choice}`",
                info.id,
                known.join(" or ")
            )));
        };
        self.choices[switch as usize] = u8::try_from(index).unwrap_or(0);
        if !self.overrides.contains(&switch) {
            self.overrides.push(switch);
        }
        Ok(())
    }

    /// Reads a reading as written on the command line: a profile, optionally
    /// followed by overrides, `en,D3=paid,D1=highest-tile`.
    ///
    /// # Errors
    /// A [`SwitchError`] for an unknown profile, switch or choice.
    pub fn parse(spec: &str) -> Result<Interpretation, SwitchError> {
        let mut parts = spec.split(',');
        let first = parts.next().unwrap_or("").trim();
        let (mut reading, rest): (Interpretation, Vec<&str>) = if first.contains('=') {
            (
                Interpretation::default(),
                std::iter::once(first).chain(parts).collect(),
            )
        } else {
            let profile = Profile::parse(first).ok_or_else(|| {
                SwitchError(format!(
                    "no profile `{first}`; the profiles are en and de-1996"
                ))
            })?;
            (Interpretation::of(profile), parts.collect())
        };
        for part in rest {
            let (key, choice) = part
                .split_once('=')
                .ok_or_else(|| SwitchError(format!("`{part}` is not SWITCH=CHOICE")))?;
            reading.set(key, choice)?;
        }
        Ok(reading)
    }

    /// The reading's name: the profile and its overrides, `en,D3=paid`.
    #[must_use]
    pub fn label(&self) -> String {
        let mut label = self.profile.name().to_owned();
        for switch in &self.overrides {
            label.push(',');
            label.push_str(&switch.describe(self));
        }
        label
    }

    /// The choices in force for `switches`, e.g. `["D3=paid"]`.
    #[must_use]
    pub fn describe(&self, switches: &[Switch]) -> Vec<String> {
        switches.iter().map(|s| s.describe(self)).collect()
    }

    /// The choices in force for `switches` as a bracketed suffix for reports,
    /// ` [D3=paid]`, or nothing.
    #[must_use]
    pub fn bracketed(&self, switches: &[Switch]) -> String {
        if switches.is_empty() {
            String::new()
        } else {
            format!(" [{}]", self.describe(switches).join(", "))
        }
    }

    /// Every switch with its choice, in registry order.
    pub fn all(&self) -> impl Iterator<Item = (Switch, &'static str)> + '_ {
        SWITCHES.iter().map(|s| (s.switch, self.choice(s.switch)))
    }
}

impl Default for Interpretation {
    fn default() -> Self {
        Interpretation::of(Profile::En)
    }
}

/// `nos rules`: every switch, its choices, the profiles' values and why it is open.
#[must_use]
pub fn listing() -> String {
    let en = Interpretation::of(Profile::En);
    let de = Interpretation::of(Profile::De1996);
    let mut out = String::new();
    for info in SWITCHES {
        let title = if info.id == info.name {
            info.id.to_owned()
        } else {
            format!("{} ({})", info.id, info.name)
        };
        out.push_str(&format!("{title}\n  {}\n", info.question));
        for (choice, meaning) in info.choices {
            out.push_str(&format!("  - {choice}: {meaning}\n"));
        }
        out.push_str(&format!(
            "  en: {}   de-1996: {}\n  why open: {}\n\n",
            en.choice(info.switch),
            de.choice(info.switch),
            info.reason
        ));
    }
    out.push_str("Settled without a switch, where the sources are silent:\n");
    for (point, reading) in SETTLED {
        out.push_str(&format!("  - {point}: {reading}\n"));
    }
    out.push('\n');
    out.push_str(
        "Choose a profile with --rules en|de-1996 (or `rules:` in the transcript's session),\n",
    );
    out.push_str("override single points with --rule ID=CHOICE, or keep a club's readings in a --rules-file.\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_order_matches_the_switch_enum() {
        for (i, info) in SWITCHES.iter().enumerate() {
            assert_eq!(info.switch as usize, i, "{}", info.id);
            assert!(!info.choices.is_empty());
        }
    }

    #[test]
    fn every_switch_has_its_choices_as_a_type_with_the_registrys_words() {
        for info in SWITCHES {
            let registry: Vec<&str> = info.choices.iter().map(|(word, _)| *word).collect();
            assert_eq!(info.switch.words(), registry, "{}", info.id);
        }
    }

    /// Every choice of `C` set and read back, by type and by word.
    fn round_trip<C: Choice>() {
        for &choice in C::ALL {
            let mut typed = Interpretation::default();
            typed.set_choice(choice);
            assert_eq!(typed.get::<C>(), choice);
            assert_eq!(typed.choice(C::SWITCH), choice.word());
            let mut worded = Interpretation::default();
            worded
                .set(C::SWITCH.id(), choice.word())
                .expect("a registry word");
            assert_eq!(worded, typed, "{choice:?}");
        }
    }

    #[test]
    fn every_choice_reads_back_by_type_and_by_word() {
        round_trip::<TieForSet>();
        round_trip::<DoubleOnOutTile>();
        round_trip::<DoubleAfterPass>();
        round_trip::<SeveralImmediateDoubles>();
        round_trip::<DoublesAtOncePriority>();
        round_trip::<VolapukConditions>();
        round_trip::<PassWhileAble>();
        round_trip::<SummaryLists>();
        round_trip::<PenaltiesToPlayersOut>();
        round_trip::<SetterDeclares>();
        round_trip::<DoublesAtOnceWindow>();
        round_trip::<ClaimWindow>();
        round_trip::<Game17Arms>();
        round_trip::<DeferredWait>();
    }

    #[test]
    fn profiles_differ_where_the_table_says() {
        let en = Interpretation::of(Profile::En);
        let de = Interpretation::of(Profile::De1996);
        let differ: Vec<&str> = SWITCHES
            .iter()
            .filter(|s| en.choice(s.switch) != de.choice(s.switch))
            .map(|s| s.id)
            .collect();
        assert_eq!(differ, ["D1", "D3", "D5", "deferred-wait"]);
        assert_eq!(en.get::<DeferredWait>(), DeferredWait::FirstOpenTurn);
        assert_eq!(de.get::<DeferredWait>(), DeferredWait::NextTurn);
        assert_eq!(en.choice(Switch::D2), "unpaid");
        assert_eq!(de.choice(Switch::D2), "unpaid");
        assert_eq!(en.choice(Switch::D7), "80-instead");
        assert_eq!(de.get::<TieForSet>(), TieForSet::HighestTile);
        assert_eq!(de.get::<DoubleAfterPass>(), DoubleAfterPass::Paid);
        assert_eq!(
            de.get::<DoublesAtOncePriority>(),
            DoublesAtOncePriority::DoublesFirst
        );
        assert_eq!(en.get::<TieForSet>(), TieForSet::DrawTiles);
    }

    #[test]
    fn specs_with_overrides() {
        let cases: &[(&str, Result<&str, &str>)] = &[
            ("en", Ok("en")),
            ("de-1996", Ok("de-1996")),
            ("en,D3=paid", Ok("en,D3=paid")),
            (
                "en,double-after-pass=paid,d2=paid",
                Ok("en,D3=paid,D2=paid"),
            ),
            ("D3=paid", Ok("en,D3=paid")),
            (
                "fr",
                Err("no profile `fr`; the profiles are en and de-1996"),
            ),
            ("en,D3=maybe", Err("D3 takes unpaid or paid, not `maybe`")),
            ("en,D9=paid", Err("no switch `D9`")),
            ("en,D3", Err("`D3` is not SWITCH=CHOICE")),
        ];
        for (spec, expected) in cases {
            match (Interpretation::parse(spec), expected) {
                (Ok(reading), Ok(label)) => assert_eq!(reading.label(), *label, "{spec}"),
                (Err(error), Err(message)) => {
                    assert!(error.0.starts_with(message), "{spec}: {error}")
                }
                (got, _) => panic!("{spec}: {got:?}"),
            }
        }
    }

    #[test]
    fn listing_names_every_switch() {
        let listing = listing();
        for info in SWITCHES {
            assert!(listing.contains(info.question), "{}", info.id);
        }
        for (point, reading) in SETTLED {
            assert!(
                listing.contains(point) && listing.contains(reading),
                "{point}"
            );
        }
    }

    #[test]
    fn the_listing_says_how_each_d1_choice_values_a_drawn_double_blank() {
        let listing = listing();
        let d1 = &listing[..listing.find("\nD2").expect("D2 follows D1")];
        assert!(d1.contains("a drawn [0-0] counting 0"), "{d1}");
        assert!(d1.contains("[0-0] counting 14"), "{d1}");
        assert!(listing.contains("equal draws tie and those tied draw again"));
    }

    #[test]
    fn the_listing_names_the_deferred_wait_with_each_profiles_choice() {
        let listing = listing();
        let entry = &listing[listing.find("deferred-wait\n").expect("listed")..];
        let entry = &entry[..entry.find("\n\n").expect("an entry ends")];
        assert!(
            entry.contains("en: first-open-turn   de-1996: next-turn"),
            "{entry}"
        );
        assert!(
            entry.contains("why open: the English text's game 11b"),
            "{entry}"
        );
    }
}
