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
/// writes them; empty for the games that take none.
const fn options(number: u8) -> &'static str {
    match number {
        11 => {
            "first: {here: 5} (then the other side) or {side: 2, tiles: 1-4}; \
             then: the other rule; by number also matching: ordinary or matador"
        }
        12 => {
            "ordinary: the ordinary side of a line (its pip, west or east) or pair of arms \
             (north-south or east-west, either order, or a list such as [north, south]); first: {side, tiles: 1-4}, a line only; \
             by number also layout: line, cross or double-cross"
        }
        17 => {
            "first: {here: arm, there: arm}, the two matador arms (there left out: \
             the arm across from here); \
             by number also layout: cross or double-cross"
        }
        _ => "",
    }
}

/// What game `number` is, in one line.
const fn description(number: u8) -> &'static str {
    match number {
        1 => "one line growing at both ends; a tile's touching end shows the open end's number",
        2 => {
            "set a double; one tile on each of its four sides before any arm grows, \
             all by ordinary matching"
        }
        3 => {
            "an ordinary cross whose arms each take the double of their open end next; \
             an arm grows again as soon as its double is down"
        }
        4 => {
            "one line where touching ends add up to 7; a blank takes only a matador, and the \
             matadors [0-0] [6-1] [5-2] [4-3] fit anywhere either way round"
        }
        5 => "set a double, not the [0-0]; a cross, then four arms, all by matador matching",
        6 => {
            "a matador cross whose arms each take the double adding up to 7 with their open end, \
             or a matador, next; an arm grows again as soon as that tile is down"
        }
        7 => "the cross by ordinary matching, then the arms grow by matador matching",
        8 => {
            "the cross by ordinary matching, then on each arm the double adding up to 7 \
             or a matador, then matador matching"
        }
        9 => {
            "set a double, not the [0-0]; the cross by matador matching, then the arms grow \
             by ordinary matching"
        }
        10 => {
            "set a double, not the [0-0]; the cross by matador matching, then on each arm the \
             double of its open end (an arm begun with a double is dead), then ordinary matching"
        }
        11 => {
            "a single line, ordinary or matador, whose first plays are ordered: first here then \
             there, or 1 to 4 tiles on one side before the other; optionally the other rule once \
             that is done (also written ordinary or matador with a first)"
        }
        12 => {
            "one side of a line, or two opposite arms of a cross on a double, play ordinary and \
             the rest matador; the double cross takes a double next on each arm, or a matador \
             on a matador arm"
        }
        13 => {
            "set the [0-0]; the other three matadors on three of its sides, then the three arms \
             grow by matador matching"
        }
        14 => {
            "a triangle whose arms each take the double adding up to 7 with their open end next, \
             then grow by matador matching"
        }
        15 => "a triangle, then the three arms grow by ordinary matching",
        16 => {
            "a triangle, then a blank end against the side of the [0-0] left free, \
             then an ordinary cross"
        }
        17 => {
            "set any double; the first tile on here and the second on there by matador \
             matching, the other two arms by ordinary matching, then all ordinary; the double \
             cross takes the double of each arm's open end next"
        }
        _ => "",
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
        let options = options(number);
        if !options.is_empty() {
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
