//! The word meant by a misspelt one: "did you mean" for names, keys and words.
//!
//! Used wherever a transcript gives a word from a known list (a player, an
//! arm, an action), so that a typo is answered with the word it most likely
//! was.
//!
//! The distance between two words is `strsim`'s optimal string alignment:
//! insertions, deletions, substitutions and swaps of neighbours, each one edit.

use strsim::osa_distance;

/// The candidate closest to a misspelt word, if one is close enough to be meant.
///
/// Close enough is one edit for a word of up to four letters, two for a longer
/// one; a word that begins with a candidate of three letters or more, or the
/// reverse (`waiting` and `wait`), counts as close. Between equally close
/// candidates, one with the word's first letter wins, then the first listed.
pub(crate) fn closest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let word = word.to_lowercase();
    let allowed = if word.chars().count() <= 4 { 1 } else { 2 };
    let first = word.chars().next();
    candidates
        .into_iter()
        .filter_map(|original| {
            let candidate = original.to_lowercase();
            let (short, long) = if candidate.len() <= word.len() {
                (&candidate, &word)
            } else {
                (&word, &candidate)
            };
            let prefix = short.chars().count() >= 3 && long.starts_with(short.as_str());
            let distance = osa_distance(&word, &candidate);
            let distance = if prefix {
                distance.min(allowed)
            } else {
                distance
            };
            let other_start = candidate.chars().next() != first;
            (distance <= allowed).then_some(((distance, other_start), original))
        })
        .min_by_key(|&(rank, _)| rank)
        .map(|(_, original)| original)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelt_words_find_the_word_meant() {
        let arms = ["north", "east", "south", "west"];
        let actions = [
            "by", "draw", "set", "play", "at", "takeback", "claim", "says",
        ];
        let cases: &[(&str, &[&str], Option<&str>)] = &[
            ("wast", &arms, Some("west")),
            ("est", &arms, Some("east")),
            ("noth", &arms, Some("north")),
            ("up", &arms, None),
            ("plya", &actions, Some("play")),
            ("PLAY", &actions, Some("play")),
            ("darw", &actions, Some("draw")),
            ("take-back", &actions, Some("takeback")),
            ("claims", &actions, Some("claim")),
            ("note", &actions, None),
            ("waiting", &["wait", "pass", "nos", "block"], Some("wait")),
            ("Dick", &["Anna", "Bram", "Cees", "Dirk"], Some("Dirk")),
            ("Evert", &["Anna", "Bram", "Cees", "Dirk"], None),
        ];
        for &(word, candidates, meant) in cases {
            assert_eq!(closest(word, candidates.iter().copied()), meant, "{word}");
        }
    }

    #[test]
    fn edit_distances() {
        let cases = [
            ("play", "play", 0),
            ("plya", "play", 1),
            ("ply", "play", 1),
            ("plays", "play", 1),
            ("wast", "west", 1),
            ("kitten", "sitting", 3),
            ("", "nos", 3),
        ];
        for (a, b, distance) in cases {
            assert_eq!(osa_distance(a, b), distance, "{a} {b}");
            assert_eq!(osa_distance(b, a), distance, "{b} {a}");
        }
    }
}
