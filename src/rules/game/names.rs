//! The book's 17 games by number and name, with their options and descriptions.
//!
//! One table that `nos games` prints and a transcript's `game:` is read
//! against, kept whole so that the 17 can be read top to bottom.

use std::fmt;

use super::Matching;

/// Which of the book's games, with the choices that change the layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameName {
    /// 1. Ordinary dominoes.
    Ordinary,
    /// 2. Ordinary cross.
    OrdinaryCross,
    /// 3. Ordinary double cross.
    OrdinaryDoubleCross,
    /// 4. Matador.
    Matador,
    /// 5. Matador cross.
    MatadorCross,
    /// 6. Matador double cross.
    MatadorDoubleCross,
    /// 7. Ordinary cross, then matador.
    OrdinaryCrossThenMatador,
    /// 8. Ordinary cross, then matador double cross.
    OrdinaryCrossThenMatadorDoubleCross,
    /// 9. Matador cross, then ordinary.
    MatadorCrossThenOrdinary,
    /// 10. Matador cross, then ordinary double cross.
    MatadorCrossThenOrdinaryDoubleCross,
    /// 11. Ordinary or matador single line with a condition, and perhaps a change of rule.
    WithCondition(Matching),
    /// 12. Volapük: a single line.
    Volapuk,
    /// 12. Volapük cross.
    VolapukCross,
    /// 12. Volapük double cross.
    VolapukDoubleCross,
    /// 13. Triangle.
    Triangle,
    /// 14. Triangle double cross.
    TriangleDoubleCross,
    /// 15. Triangle, then ordinary.
    TriangleThenOrdinary,
    /// 16. Triangle, then ordinary cross.
    TriangleThenOrdinaryCross,
    /// 17. Matador first here then there, then ordinary cross.
    MatadorThenOrdinaryCross,
    /// 17. Matador first here then there, then ordinary double cross.
    MatadorThenOrdinaryDoubleCross,
}

/// Every game name with its transcript spelling, in the book's order.
pub const GAME_NAMES: &[(GameName, &str)] = &[
    (GameName::Ordinary, "ordinary"),
    (GameName::OrdinaryCross, "ordinary-cross"),
    (GameName::OrdinaryDoubleCross, "ordinary-double-cross"),
    (GameName::Matador, "matador"),
    (GameName::MatadorCross, "matador-cross"),
    (GameName::MatadorDoubleCross, "matador-double-cross"),
    (
        GameName::OrdinaryCrossThenMatador,
        "ordinary-cross-then-matador",
    ),
    (
        GameName::OrdinaryCrossThenMatadorDoubleCross,
        "ordinary-cross-then-matador-double-cross",
    ),
    (
        GameName::MatadorCrossThenOrdinary,
        "matador-cross-then-ordinary",
    ),
    (
        GameName::MatadorCrossThenOrdinaryDoubleCross,
        "matador-cross-then-ordinary-double-cross",
    ),
    (
        GameName::WithCondition(Matching::Ordinary),
        "ordinary-with-condition",
    ),
    (
        GameName::WithCondition(Matching::Matador),
        "matador-with-condition",
    ),
    (GameName::Volapuk, "volapuk"),
    (GameName::VolapukCross, "volapuk-cross"),
    (GameName::VolapukDoubleCross, "volapuk-double-cross"),
    (GameName::Triangle, "triangle"),
    (GameName::TriangleDoubleCross, "triangle-double-cross"),
    (GameName::TriangleThenOrdinary, "triangle-then-ordinary"),
    (
        GameName::TriangleThenOrdinaryCross,
        "triangle-then-ordinary-cross",
    ),
    (
        GameName::MatadorThenOrdinaryCross,
        "matador-then-ordinary-cross",
    ),
    (
        GameName::MatadorThenOrdinaryDoubleCross,
        "matador-then-ordinary-double-cross",
    ),
];

impl GameName {
    /// The game's number in the book, 1 to 17.
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            GameName::Ordinary => 1,
            GameName::OrdinaryCross => 2,
            GameName::OrdinaryDoubleCross => 3,
            GameName::Matador => 4,
            GameName::MatadorCross => 5,
            GameName::MatadorDoubleCross => 6,
            GameName::OrdinaryCrossThenMatador => 7,
            GameName::OrdinaryCrossThenMatadorDoubleCross => 8,
            GameName::MatadorCrossThenOrdinary => 9,
            GameName::MatadorCrossThenOrdinaryDoubleCross => 10,
            GameName::WithCondition(_) => 11,
            GameName::Volapuk | GameName::VolapukCross | GameName::VolapukDoubleCross => 12,
            GameName::Triangle => 13,
            GameName::TriangleDoubleCross => 14,
            GameName::TriangleThenOrdinary => 15,
            GameName::TriangleThenOrdinaryCross => 16,
            GameName::MatadorThenOrdinaryCross | GameName::MatadorThenOrdinaryDoubleCross => 17,
        }
    }

    /// The transcript spelling.
    #[must_use]
    pub fn word(self) -> &'static str {
        GAME_NAMES
            .iter()
            .find(|(name, _)| *name == self)
            .map_or("?", |(_, word)| word)
    }

    /// Reads a game's transcript spelling.
    #[must_use]
    pub fn parse(word: &str) -> Option<GameName> {
        let word = word.replace('ü', "u");
        GAME_NAMES
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(name, _)| *name)
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}. {}", self.number(), self.word())
    }
}

/// The options an announcement of game `number` may carry, as the transcript
/// writes them; `None` for the games that take none.
fn options(number: u8) -> Option<String> {
    match number {
        11 => Some(crate::words!("games-options-11")),
        12 => Some(crate::words!("games-options-12")),
        17 => Some(crate::words!("games-options-17")),
        _ => None,
    }
}

/// What game `number` is, in one line.
fn description(number: u8) -> String {
    match number {
        1 => crate::words!("games-description-1"),
        2 => crate::words!("games-description-2"),
        3 => crate::words!("games-description-3"),
        4 => crate::words!("games-description-4"),
        5 => crate::words!("games-description-5"),
        6 => crate::words!("games-description-6"),
        7 => crate::words!("games-description-7"),
        8 => crate::words!("games-description-8"),
        9 => crate::words!("games-description-9"),
        10 => crate::words!("games-description-10"),
        11 => crate::words!("games-description-11"),
        12 => crate::words!("games-description-12"),
        13 => crate::words!("games-description-13"),
        14 => crate::words!("games-description-14"),
        15 => crate::words!("games-description-15"),
        16 => crate::words!("games-description-16"),
        17 => crate::words!("games-description-17"),
        _ => String::new(),
    }
}

/// The book's 17 games for `nos games`: one line per number, in order, each
/// starting with the number and a dot, then the transcript name(s), the options
/// the announcement may carry, and what the game is.
#[must_use]
pub fn games_list() -> String {
    let mut list = String::new();
    for number in 1..=17u8 {
        let names: Vec<&str> = GAME_NAMES
            .iter()
            .filter(|(name, _)| name.number() == number)
            .map(|(_, word)| *word)
            .collect();
        list.push_str(&format!("{number}. {}", names.join(", ")));
        if let Some(options) = options(number) {
            list.push_str(&format!(" [{options}]"));
        }
        list.push_str(&format!(" — {}\n", description(number)));
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_from_1_to_17_has_a_name() {
        let mut numbers: Vec<u8> = GAME_NAMES.iter().map(|(name, _)| name.number()).collect();
        numbers.dedup();
        assert_eq!(numbers, (1..=17).collect::<Vec<_>>());
        for (name, word) in GAME_NAMES {
            assert_eq!(GameName::parse(word), Some(*name));
            assert_eq!(name.word(), *word);
        }
        assert_eq!(GameName::parse("volapük"), Some(GameName::Volapuk));
    }

    #[test]
    fn the_games_list_has_the_17_games_in_order() {
        let list = games_list();
        let numbered: Vec<u8> = list
            .lines()
            .filter_map(|line| line.split_once(". "))
            .filter_map(|(number, _)| number.parse().ok())
            .collect();
        assert_eq!(numbered, (1..=17).collect::<Vec<u8>>());
        assert_eq!(list.lines().count(), 17, "{list}");
        for line in list.lines() {
            let (number, rest) = line.split_once(". ").expect("numbered");
            let number: u8 = number.parse().expect("a number");
            // Every name on the line reads back as a game with that number.
            let (head, description) = rest.split_once(" — ").expect("a description");
            assert!(!description.is_empty(), "{line}");
            let names = head.split(" [").next().unwrap_or(head);
            for word in names.split(", ") {
                assert_eq!(
                    GameName::parse(word).map(GameName::number),
                    Some(number),
                    "{word:?} on {line:?}"
                );
            }
            // Options appear exactly on the games that have them.
            let has = |option: &str| line.contains(&format!("{option}:"));
            assert_eq!(has("first"), matches!(number, 11 | 12 | 17), "{line}");
            assert_eq!(has("then"), number == 11, "{line}");
            assert_eq!(has("matching"), number == 11, "{line}");
            assert_eq!(has("ordinary"), number == 12, "{line}");
            assert_eq!(has("layout"), matches!(number, 12 | 17), "{line}");
        }
        // Every transcript spelling is listed.
        for (_, word) in GAME_NAMES {
            assert!(list.contains(word), "{word}");
        }
    }
}
