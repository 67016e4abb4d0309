//! The public record of a transcript: what the table itself could have
//! written down, where no one sees another player's tiles.
//!
//! A full transcript names every tile dealt and drawn; a scorekeeper at a
//! real table sees none of them. [`public_record`] turns the one into the
//! other, so that a committee can see what the table's own record would
//! have let the referee decide: each deal becomes a count (`Anna: 4`), each
//! draw a count (`draw: 2`) or, where a tile was turned up, a list with the
//! others unseen (`draw: [?-?, 5-4]`), each return a count, and after the
//! events `shown` gives the tiles each player still held at the count. What
//! the table sees (sets, plays, declared doubles, takebacks, sayings,
//! claims, the tie-break draws, the scoresheet) stays as it is written, and
//! so does everything else of the text: its comments, its order, its style.
//! `hand` says what the table sees of one hand; `tree` reads a hand's text
//! with the place of every value, so that only the values that change are
//! written anew.

mod hand;
mod tree;

#[cfg(test)]
mod tests;

use crate::rules::seat::BySeat;
use crate::transcript::problem::{Problem, ProblemKind};
use crate::transcript::session::{BrokenHand, Checked, Hand, Session};
use crate::transcript::{Extent, Origin, outline};

use hand::Edit;

/// A transcript's public record.
#[derive(Clone, Debug)]
pub struct PublicRecord {
    /// The text of the public record.
    pub text: String,
    /// The hands copied as they are written, tiles and all, with what kept
    /// each from being made public: a hand that cannot be read, or whose
    /// tiles are not written where they can be replaced. In the order they stand.
    pub copied: Vec<BrokenHand>,
    /// How many hands the transcript holds, copied or not.
    pub hands: usize,
}

/// The public record of the full transcript `source`: every value the table
/// does not see replaced, `shown` added to each hand, and the rest of the
/// text as it is. A hand that cannot be read is copied as it is written, and
/// listed in [`PublicRecord::copied`].
///
/// # Errors
/// Every problem, in the order they stand, when the transcript cannot be read
/// at all (as [`Session::read`]).
pub fn public_record(source: &str) -> Result<PublicRecord, Vec<Problem>> {
    let (session, hands) = Session::open(source)?;
    let mut edits: Vec<Edit> = Vec::new();
    let mut copied = Vec::new();
    let mut count = 0;
    let mut made_public = |checked: Checked, extent: &Extent| {
        count += 1;
        match checked {
            Checked::Hand(hand) => match hand_edits(source, extent, &hand, &session.players) {
                Ok(more) => edits.extend(more),
                Err(problem) => copied.push(BrokenHand {
                    number: hand.number,
                    span: hand.span,
                    problems: vec![problem],
                    scoresheet: hand.scoresheet,
                    present: hand.present,
                }),
            },
            Checked::Broken(hand) => copied.push(*hand),
        }
    };
    match hands.apart() {
        Ok((mut reader, apart)) => {
            while let Some(next) = reader.next_hand() {
                let (index, extent) = next.map_err(|problem| vec![problem])?;
                let kept = reader.kept();
                made_public(apart.check(index, &extent, kept), &extent);
            }
        }
        // Aliases that reach across hands: the transcript is read whole,
        // and each hand's place is found again.
        Err(hands) => {
            let extents = outline(source).map_err(|problem| vec![problem])?.hands;
            for (checked, extent) in hands.zip(&extents) {
                made_public(checked.map_err(|problem| vec![problem])?, extent);
            }
        }
    }
    Ok(PublicRecord {
        text: applied(source, &edits),
        copied,
        hands: count,
    })
}

/// The edits that make `hand`, standing at `extent` of `source`, public.
///
/// # Errors
/// The problem of tiles the record must hide that are not written where
/// they can be replaced.
fn hand_edits(
    source: &str,
    extent: &Extent,
    hand: &Hand,
    players: &BySeat<String>,
) -> Result<Vec<Edit>, Problem> {
    let unwritable = |span| {
        Problem::new(
            ProblemKind::Yaml,
            span,
            crate::words!("problem-public-unwritable", hand = hand.number),
        )
        .label(crate::words!("problem-public-unwritable-label"))
        .help(crate::words!("problem-public-unwritable-help"))
    };
    let tree = Origin::text_of(source, extent)
        .and_then(|(text, origin)| tree::parse(&text, origin.offset))
        .ok_or_else(|| unwritable(hand.span))?;
    hand::edits(hand, players, &tree, source).map_err(unwritable)
}

/// `source` with `edits` made, each in order, none overlapping another.
fn applied(source: &str, edits: &[Edit]) -> String {
    let added: usize = edits.iter().map(|edit| edit.text.len()).sum();
    let mut text = String::with_capacity(source.len() + added);
    let mut at = 0;
    for edit in edits {
        debug_assert!(edit.start >= at, "edits in order and apart");
        text.push_str(&source[at..edit.start]);
        text.push_str(&edit.text);
        at = edit.end;
    }
    text.push_str(&source[at..]);
    text
}
