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
//! Adding a switch takes five steps, each checked by the compiler or a test:
//! 1. a variant of [`Switch`];
//! 2. its entry in [`SWITCHES`] (`switches.rs`), at the same position, with
//!    each choice's word and meaning;
//! 3. its choices as a type, here, with the same words in the same order (the
//!    first is the `en` profile's unless [`Interpretation::of`] in
//!    `profile.rs` says otherwise):
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
//! The switches, their choices and the reading in force stand here, with the
//! tests that hold the switches, the table and the choices to one another;
//! beside them the table of switches with every choice's meaning
//! (`switches.rs`), the profiles (`profile.rs`) and the listing of
//! `nos rules` (`listing.rs`).

use std::fmt;

mod listing;
mod profile;
mod switches;

pub use listing::listing;
pub use profile::Profile;
pub use switches::{SETTLED, SWITCHES, Settled, SwitchInfo};

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
        switch.info().choices[usize::from(self.choices[switch as usize])]
    }

    /// Sets one switch, by id or name, to a choice.
    ///
    /// # Errors
    /// A [`SwitchError`] naming the valid switches or choices.
    pub fn set(&mut self, key: &str, choice: &str) -> Result<(), SwitchError> {
        let Some(switch) = Switch::find(key.trim()) else {
            let known: Vec<&str> = SWITCHES.iter().map(|s| s.id).collect();
            return Err(SwitchError(crate::words!(
                "rules-no-such-switch",
                switch = key,
                switches = known.join(", ")
            )));
        };
        let info = switch.info();
        let Some(index) = info.choices.iter().position(|c| *c == choice.trim()) else {
            let known: &[&str] = info.choices;
            return Err(SwitchError(crate::words!(
                "rules-no-such-choice",
                switch = info.id,
                choices = known
                    .iter()
                    .map(|choice| crate::words!("rules-choice", choice = *choice))
                    .collect::<Vec<_>>()
                    .join(&format!(" {} ", crate::words!("rules-or"))),
                choice = choice
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
                SwitchError(crate::words!("rules-no-such-profile", profile = first))
            })?;
            (Interpretation::of(profile), parts.collect())
        };
        for part in rest {
            let (key, choice) = part
                .split_once('=')
                .ok_or_else(|| SwitchError(crate::words!("rules-not-a-setting", part = part)))?;
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
            assert_eq!(info.switch.words(), info.choices, "{}", info.id);
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
}
