//! Reading the parts the finder marked: the session, and each hand on its own
//! with every place as it stands in the whole file; the transcript read whole
//! when an alias reaches across hands.

use super::*;

use serde::Deserialize;
use serde::de::{self};

use crate::transcript::problem::Problem;

/// The reader's options for a whole transcript.
pub(super) fn options() -> serde_saphyr::Options {
    options_replaying(100_000)
}

/// The reader's options, copying at most `replayed` events through aliases.
pub(super) fn options_replaying(replayed: usize) -> serde_saphyr::Options {
    // Events and nodes are budgeted for the largest honest transcript; nesting
    // keeps the reader's default of 64 levels, where a transcript needs about
    // six. A transcript has no use for anchors and aliases, so copying through
    // them stops at 100,000 events (for a hand read on its own, at as many
    // events as it has bytes): a "billion laughs" file is refused after a
    // fraction of a second instead of filling memory. Text is capped at the
    // largest transcript read, so that one long text repeated through aliases
    // cannot take more memory than an honest file.
    // `.inf` and `.nan`, which YAML reads as numbers, are read as the text
    // written where a text is taken (a name, a tile, a claim), so that what
    // is wrong with them is said in a transcript's words.
    serde_saphyr::options! {
        strict_booleans: true,
        non_finite_float_policy: serde_saphyr::NonFiniteFloatPolicy::AsString,
        budget: serde_saphyr::budget! {
            max_events: 50_000_000,
            max_nodes: 50_000_000,
            max_total_scalar_bytes: crate::transcript::problem::MAX_TRANSCRIPT_BYTES,
            max_recorded_anchor_events: 100_000,
        },
        alias_limits: serde_saphyr::alias_limits! {
            max_total_replayed_events: replayed,
        },
    }
}

/// Reads the value at `extent` on its own, with every place as in the file.
///
/// # Errors
/// The reader's error, as a problem at its place in the file.
pub(super) fn read_at<T: de::DeserializeOwned>(
    source: &str,
    extent: &Extent,
) -> Result<T, Problem> {
    let (text, origin) = Origin::text_of(source, extent).unwrap_or_else(|| {
        // Not on characters of the text: the finder never gives such a place.
        let origin = Origin {
            offset: extent.start.min(source.len()),
            line: extent.line.saturating_sub(1),
            padding: 0,
            column: extent.column,
        };
        (String::new(), origin)
    });
    let read = ORIGIN.with(|cell| {
        let before = cell.replace(origin);
        // A part read on its own copies through aliases no more events than it
        // has bytes, so that all the parts of a file together copy no more
        // than the whole file would.
        let replayed = (extent.end - extent.start).min(100_000);
        let read = serde_saphyr::from_str_with_options::<T>(&text, options_replaying(replayed));
        cell.set(before);
        read
    });
    read.map_err(|error| {
        crate::transcript::problem::from_yaml_within(&error, source, &text, origin)
    })
}

/// Reads a transcript part by part: the session, then each hand on its own,
/// in order, as the parser reaches it.
///
/// Hands are read apart, so that a mistake in one leaves the others readable,
/// and one at a time, so that a transcript of any length is read in the same
/// memory. A transcript whose aliases (`*name`) reach into another hand or
/// into the session cannot be read apart: it is read whole, as one document
/// (and then only up to [`crate::transcript::problem::MAX_TRANSCRIPT_BYTES`]), and a
/// mistake anywhere in it is the only problem reported.
pub struct Reader<'a> {
    source: &'a str,
    session: Extent,
    hands_span: Span,
    hands: Parts<'a>,
    /// The hand after the last one given, when it has been looked at.
    peeked: Option<Option<Result<Extent, Problem>>>,
    /// The number of the next hand, from 0.
    index: usize,
    /// How many hands there are, once known.
    count: Option<usize>,
    /// The session and hands of a transcript read whole; each hand is taken once.
    whole: Option<Whole>,
}

/// Where the hands come from.
pub(super) enum Parts<'a> {
    /// Found one by one as the parser goes.
    Found(Box<Hands<'a>>),
    /// Listed by an outline of the whole text (for a transcript read whole).
    Listed(std::vec::IntoIter<Extent>),
}

/// A transcript read whole: its session and hands, each taken once.
pub(super) struct Whole {
    session: Option<Located<RawSession>>,
    hands: Vec<Option<Located<RawHand>>>,
}

impl<'a> Reader<'a> {
    /// Finds the session and the start of the hands in the text.
    ///
    /// # Errors
    /// The problem that leaves nothing to judge: the text is not YAML, not one
    /// document, not `session:` and `hands:` with a list; or, for a transcript
    /// read whole, the first thing in it that is not as the model says. A
    /// text whose trouble lies past the hands read so far gives its problem
    /// when the reader gets there (see [`Reader::next_hand`]).
    pub fn new(source: &'a str) -> Result<Reader<'a>, Problem> {
        Reader::with(source, memchr::memchr(b'*', source.as_bytes()).is_some())
    }

    /// As [`Reader::new`], for a text already known to hold no `*` (and so
    /// no alias) when `star` is false.
    ///
    /// # Errors
    /// As [`Reader::new`].
    pub fn with(source: &'a str, star: bool) -> Result<Reader<'a>, Problem> {
        let opening = open(source)?;
        // Only a text with an alias can read across hands; to know whether
        // one does, the whole text is looked through before anything is read.
        let mut count = None;
        if star {
            let (hands, crossing) = survey(source)?;
            count = Some(hands);
            if crossing {
                return Reader::whole(source);
            }
        }
        Ok(Reader {
            source,
            session: opening.session,
            hands_span: opening.hands_span,
            // The events of each hand are kept as it is found, to build it from.
            hands: Parts::Found(Box::new(opening.hands.keeping())),
            peeked: None,
            index: 0,
            count,
            whole: None,
        })
    }

    /// Reads a transcript whose aliases cross hands as one document.
    fn whole(source: &'a str) -> Result<Reader<'a>, Problem> {
        if source.len() > crate::transcript::problem::MAX_TRANSCRIPT_BYTES {
            return Err(crate::transcript::problem::too_large(Some(
                source.len() as u64
            )));
        }
        let outline = outline(source)?;
        let raw: RawTranscript = serde_saphyr::from_str_with_options(source, options())
            .map_err(|error| crate::transcript::problem::from_yaml(&error, source))?;
        Ok(Reader {
            source,
            session: outline.session,
            hands_span: outline.hands_span,
            count: Some(outline.hands.len()),
            hands: Parts::Listed(outline.hands.into_iter()),
            peeked: None,
            index: 0,
            whole: Some(Whole {
                session: Some(raw.session),
                hands: raw.hands.value.into_iter().map(Some).collect(),
            }),
        })
    }

    /// Where the session's facts stand.
    #[must_use]
    pub fn session_extent(&self) -> &Extent {
        &self.session
    }

    /// Where the value of `hands` starts.
    #[must_use]
    pub fn hands_span(&self) -> Span {
        self.hands_span
    }

    /// How many hands the transcript holds. Unless already known, the rest of
    /// the text is looked through once to count them.
    ///
    /// # Errors
    /// The problem that makes the whole text unreadable, found on the way.
    pub fn count(&mut self) -> Result<usize, Problem> {
        if let Some(count) = self.count {
            return Ok(count);
        }
        let (count, _) = survey(self.source)?;
        self.count = Some(count);
        Ok(count)
    }

    /// Whether the transcript has no hands at all.
    pub fn is_empty(&mut self) -> bool {
        self.index == 0 && self.peek().is_none()
    }

    fn peek(&mut self) -> Option<&Result<Extent, Problem>> {
        if self.peeked.is_none() {
            let next = match &mut self.hands {
                Parts::Found(hands) => hands.next(),
                Parts::Listed(extents) => extents.next().map(Ok),
            };
            self.peeked = Some(next);
        }
        self.peeked.as_ref().and_then(Option::as_ref)
    }

    /// The next hand: its index (from 0) and where it stands.
    ///
    /// # Errors
    /// The problem that makes the whole text unreadable, when the text turns
    /// out not to be YAML or not shaped like a transcript past the hands read
    /// so far; nothing follows it.
    pub fn next_hand(&mut self) -> Option<Result<(usize, Extent), Problem>> {
        self.peek();
        let next = self.peeked.take().flatten()?;
        let index = self.index;
        self.index += 1;
        Some(next.map(|extent| (index, extent)))
    }

    /// Reads the session's facts.
    ///
    /// # Errors
    /// The first thing in the session that is not as the model says.
    pub fn session(&mut self) -> Result<Located<RawSession>, Problem> {
        if self.session.end - self.session.start > MAX_HAND_BYTES {
            return Err(too_large_part(&self.session, None));
        }
        match &mut self.whole {
            Some(Whole { session, .. }) => session.take().ok_or_else(|| {
                Problem::new(
                    crate::transcript::problem::ProblemKind::Missing,
                    self.session.span(),
                    crate::words!("problem-session-read-twice"),
                )
            }),
            None => read_at(self.source, &self.session),
        }
    }

    /// Reads the hand at `index` (from 0), which stands at `extent`; each hand is read once.
    ///
    /// # Errors
    /// The first thing in the hand that is not as the model says (a wrong
    /// type, an unknown key, a missing field), or a hand too large to be one.
    pub fn hand(&mut self, index: usize, extent: &Extent) -> Result<Located<RawHand>, Problem> {
        match &mut self.whole {
            Some(Whole { hands, .. }) => {
                hands.get_mut(index).and_then(Option::take).ok_or_else(|| {
                    Problem::new(
                        crate::transcript::problem::ProblemKind::Missing,
                        self.hands_span,
                        crate::words!("problem-hand-read-twice", hand = index + 1),
                    )
                })
            }
            None => {
                let kept = self.kept();
                read_kept(kept, self.source, index, extent)
            }
        }
    }

    /// The events of the hand [`Reader::next_hand`] gave last, kept as it was
    /// found, when they are all of the kinds a hand is built from without
    /// `serde-saphyr`.
    pub fn kept(&mut self) -> Option<Kept<'a>> {
        match &mut self.hands {
            Parts::Found(hands) => hands.kept(),
            Parts::Listed(_) => None,
        }
    }

    /// The text, for a transcript read apart: each hand can then be read on
    /// its own with [`read_hand`], on any thread.
    #[must_use]
    pub fn source_apart(&self) -> Option<&'a str> {
        self.whole.is_none().then_some(self.source)
    }

    /// What can be read of the hand at `index`, standing at `extent`, when it
    /// cannot be read whole.
    #[must_use]
    pub fn hand_facts(&self, index: usize, extent: &Extent) -> HandFacts {
        match &self.whole {
            Some(Whole { hands, .. }) => hands
                .get(index)
                .and_then(Option::as_ref)
                .map(|hand| HandFacts {
                    scoresheet: None,
                    dealt_to: hand
                        .value
                        .deal
                        .iter()
                        .flat_map(|deal| &deal.value.0)
                        .map(|(name, _)| name.value.clone())
                        .collect(),
                })
                .unwrap_or_default(),
            None => read_facts(self.source, extent),
        }
    }
}

/// Reads the hand at `index` (from 0) of a transcript read apart, standing at
/// `extent` of `source`.
///
/// # Errors
/// The first thing in the hand that is not as the model says (a wrong type,
/// an unknown key, a missing field), or a hand too large to be one.
pub fn read_hand(source: &str, index: usize, extent: &Extent) -> Result<Located<RawHand>, Problem> {
    within_budget(index, extent)?;
    not_empty(source, index, extent)?;
    if let Some(hand) = events::read_hand(source, extent) {
        return Ok(hand);
    }
    read_at(source, extent)
}

/// A hand larger than [`MAX_HAND_BYTES`] is not read.
fn within_budget(index: usize, extent: &Extent) -> Result<(), Problem> {
    if extent.end - extent.start > MAX_HAND_BYTES {
        return Err(too_large_part(extent, Some(index + 1)));
    }
    Ok(())
}

/// As [`read_hand`], built from the hand's events when the pass that found
/// it kept them.
///
/// # Errors
/// As [`read_hand`].
pub fn read_kept(
    kept: Option<Kept<'_>>,
    source: &str,
    index: usize,
    extent: &Extent,
) -> Result<Located<RawHand>, Problem> {
    let Some(kept) = kept else {
        return read_hand(source, index, extent);
    };
    within_budget(index, extent)?;
    not_empty(source, index, extent)?;
    // Events the builder would not take from the finding pass it would not take
    // from the hand's own text either: that goes straight to `serde-saphyr`.
    match events::build_kept(kept, extent.start) {
        Some(hand) => Ok(hand),
        None => read_at(source, extent),
    }
}

/// A hand item with nothing in it (`-` alone on its line, or `- ~`) is a
/// hand with neither deal nor events: said so at its dash, not as a text
/// that ends early.
fn not_empty(source: &str, index: usize, extent: &Extent) -> Result<(), Problem> {
    let value = source
        .get(extent.start..extent.end)
        .unwrap_or_default()
        .trim();
    if !matches!(value, "" | "~" | "null" | "Null" | "NULL") {
        return Ok(());
    }
    let before = &source.as_bytes()[..extent.start.min(source.len())];
    let line_start = memchr::memrchr2(b'\n', b'\r', before).map_or(0, |i| i + 1);
    let dash = memchr::memrchr(b'-', &before[line_start..]).map(|i| line_start + i);
    let span = match dash {
        Some(dash) if before[dash + 1..].iter().all(|&b| b == b' ' || b == b'\t') => Span {
            offset: dash,
            len: 1,
            line: extent.line,
            column: extent.column.saturating_sub(extent.start - dash).max(1),
        },
        _ => Span {
            len: value.len(),
            ..extent.span()
        },
    };
    Err(Problem::new(
        crate::transcript::problem::ProblemKind::Missing,
        span,
        crate::words!("problem-empty-hand", hand = index + 1),
    )
    .label(crate::words!("problem-empty-hand-label"))
    .help(crate::words!("problem-empty-hand-help")))
}

/// What can be read of a hand of a transcript read apart, standing at
/// `extent` of `source`, when it cannot be read whole.
#[must_use]
pub fn read_facts(source: &str, extent: &Extent) -> HandFacts {
    if extent.end - extent.start > MAX_HAND_BYTES {
        return HandFacts::default();
    }
    read_hand_facts(source, extent)
}

/// Looks through the whole text: how many hands it holds, and whether an
/// alias names an anchor outside its own hand.
///
/// # Errors
/// The problem that makes the whole text unreadable.
pub(super) fn survey(source: &str) -> Result<(usize, bool), Problem> {
    let mut hands = open(source)?.hands;
    let mut count = 0;
    for extent in hands.by_ref() {
        extent?;
        count += 1;
    }
    Ok((count, hands.crossing()))
}

/// The problem of hand `hand` (from 1), or of the session's facts (`None`),
/// too large to be read as one.
pub(super) fn too_large_part(extent: &Extent, hand: Option<usize>) -> Problem {
    let size = extent.end - extent.start;
    let message = match hand {
        Some(hand) => crate::words!(
            "problem-hand-too-large",
            hand = hand,
            size = size,
            most = MAX_HAND_BYTES
        ),
        None => crate::words!(
            "problem-session-too-large",
            size = size,
            most = MAX_HAND_BYTES
        ),
    };
    Problem::new(
        crate::transcript::problem::ProblemKind::Unreadable,
        extent.span(),
        message,
    )
    .label(crate::words!("problem-part-too-large-label"))
    .help(crate::words!("problem-part-too-large-help"))
}

/// What can still be read of a hand that cannot be read whole: its scoresheet
/// and the names in its deal, each where it is shaped as it should be.
#[derive(Debug, Default)]
pub struct HandFacts {
    /// The table's totals after the hand.
    pub scoresheet: Option<Located<ByName<Located<i64>>>>,
    /// The names the deal gives.
    pub dealt_to: Vec<String>,
}

#[derive(Deserialize)]
pub(super) struct SheetOnly {
    #[serde(default)]
    scoresheet: Option<Located<ByName<Located<i64>>>>,
}

#[derive(Deserialize)]
pub(super) struct DealOnly {
    #[serde(default)]
    deal: Option<ByName<de::IgnoredAny>>,
}

/// Reads what it can of a hand, ignoring everything else in it. A hand that
/// holds aliases is not read again: what they expand to has been paid for once.
pub(super) fn read_hand_facts(source: &str, extent: &Extent) -> HandFacts {
    if extent.aliases {
        return HandFacts::default();
    }
    let scoresheet = read_at::<SheetOnly>(source, extent)
        .ok()
        .and_then(|s| s.scoresheet);
    let dealt_to = read_at::<DealOnly>(source, extent)
        .ok()
        .and_then(|d| d.deal)
        .map(|deal| deal.0.into_iter().map(|(name, _)| name.value).collect())
        .unwrap_or_default();
    HandFacts {
        scoresheet,
        dealt_to,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Block and flow hands, a hand on the line of another, names that are not
    /// ASCII, comments and blank lines between hands, an empty value at a hand's end.
    pub(in crate::transcript) const MIXED: &str = "\
session: {players: [Änna, Bram, Cees]}
hands:
  - deal: {Änna: [1-1], Bram: [2-2], Cees: [3-3]}
    events: []
    scoresheet:
    # between two hands

  - deal:
      Änna: [4-4]
    events: [{by: Änna, says: pass}]   # a comment
  - {deal: {Bram: [5-5]}, events: [{by: Bram, play: 5-5}]}
hands_after: 1
";

    #[test]
    fn each_hand_is_found_from_its_first_to_its_last_character() {
        let source = MIXED.replace("hands_after: 1\n", "");
        let outline = outline(&source).expect("an outline");
        let texts: Vec<&str> = outline
            .hands
            .iter()
            .map(|e| &source[e.start..e.end])
            .collect();
        assert_eq!(
            texts,
            [
                "deal: {Änna: [1-1], Bram: [2-2], Cees: [3-3]}\n    events: []\n    scoresheet:",
                "deal:\n      Änna: [4-4]\n    events: [{by: Änna, says: pass}]",
                "{deal: {Bram: [5-5]}, events: [{by: Bram, play: 5-5}]}",
            ]
        );
        assert_eq!(
            &source[outline.session.start..outline.session.end],
            "{players: [Änna, Bram, Cees]}"
        );
        let places: Vec<(usize, usize)> =
            outline.hands.iter().map(|e| (e.line, e.column)).collect();
        assert_eq!(places, [(3, 5), (8, 5), (11, 5)]);
        assert!(!outline.crossing);
    }

    #[test]
    fn a_hand_read_apart_keeps_every_place_it_has_in_the_file() {
        // The same transcript written twice: hands one a line, and all on one
        // line after a name that is not ASCII, where columns and bytes differ.
        let block = "\
session: {players: [Änna, Bram, Cees]}
hands:
  - deal: {Änna: [1-1, 4-4], Bram: [2-2], Cees: [3-3]}
    events:
      - {by: Änna, play: 1-1, at: 4}
      - by: Bram
        draw: [2-3, 3-4]
    scoresheet: {Änna: 1, Bram: 2, Cees: 3}
  - deal: {Änna: [5-5], Bram: [6-6], Cees: [0-0]}
    events: [{by: Cees, says: nos}]
";
        let flow = "session: {players: [Änna, Bram, Cees]}\nhands: [{deal: {Änna: [1-1]}, events: [{by: Änna, says: wait}]}, {deal: {Bram: [2-2]}, events: [{by: Bram, says: pass}]}]\n";
        for source in [block, flow] {
            let whole: RawTranscript =
                serde_saphyr::from_str_with_options(source, options()).expect("reads whole");
            let mut reader = Reader::new(source).expect("an outline");
            let mut read = 0;
            while let Some(next) = reader.next_hand() {
                let (index, extent) = next.expect("the next hand");
                let apart = reader.hand(index, &extent).expect("reads apart");
                let expected = &whole.hands.value[index];
                assert_eq!(format!("{apart:?}"), format!("{expected:?}"), "{source}");
                read += 1;
            }
            assert_eq!(read, whole.hands.value.len());
            let session = reader.session().expect("the session");
            assert_eq!(format!("{session:?}"), format!("{:?}", whole.session));
        }
    }

    #[test]
    fn a_mistake_in_one_hand_leaves_the_others_readable() {
        let source = MIXED
            .replace("hands_after: 1\n", "")
            .replace("says: pass", "says: [pass]");
        let mut reader = Reader::new(&source).expect("an outline");
        let mut read = Vec::new();
        while let Some(next) = reader.next_hand() {
            let (index, extent) = next.expect("the next hand");
            read.push(reader.hand(index, &extent));
        }
        assert!(read[0].is_ok());
        let problem = read[1].as_ref().expect_err("a list where a word belongs");
        assert_eq!(problem.kind, crate::transcript::problem::ProblemKind::Yaml);
        assert_eq!((problem.span.line, problem.span.column), (10, 31));
        assert_eq!(&source[problem.span.offset..][..6], "[pass]");
        assert!(read[2].is_ok());
    }

    #[test]
    fn what_leaves_nothing_to_read() {
        let cases = [
            MIXED,                                                   // a third key at the top
            "session: {players: [A, B, C]}\n",                       // no hands
            "session: {players: [A, B, C]}\nhands: {}\n",            // hands not a list
            "hands: []\n",                                           // no session
            "[session]\n",                                           // not a mapping
            "",                                                      // nothing at all
            "session: {}\nhands: []\n---\nsession: {}\nhands: []\n", // two documents
            "session: {players: [A, B, C]}\nhands: [{deal: }\n",     // not YAML
        ];
        for source in cases {
            let problem = outline(source).expect_err(source);
            assert_eq!(
                problem.kind,
                crate::transcript::problem::ProblemKind::Yaml,
                "{source}"
            );
        }
    }

    #[test]
    fn aliases_into_another_hand_read_the_transcript_whole() {
        let source = "\
session: {players: [A, B, C]}
hands:
  - {deal: &deal {A: [1-1], B: [2-2], C: [3-3]}, events: []}
  - {deal: *deal, events: [&pass {by: A, says: pass}, *pass]}
";
        assert!(outline(source).expect("an outline").crossing);
        let mut reader = Reader::new(source).expect("reads whole");
        let _first = reader.next_hand();
        let (index, extent) = reader.next_hand().expect("two hands").expect("the second");
        let second = reader.hand(index, &extent).expect("the second hand");
        assert_eq!(
            second.value.deal.as_ref().map(|deal| deal.value.0.len()),
            Some(3)
        );
        assert_eq!(second.value.events.value.len(), 2);
    }
}
