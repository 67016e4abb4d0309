//! Checking one hand: its deal, its events and its scoresheet, in that order.
//!
//! A hand is the unit of failing, so its checks gather here; the tiles as
//! written (`5-3`) are read here too, since the deal and the events both list
//! them.

use crate::rules::seat::{BySeat, Seat};
use crate::rules::tile::{ParseTileError, Tile};
use crate::transcript::problem::{Problem, ProblemKind, list_help};
use crate::transcript::{
    ByName, DealtText, Located, OneOrMore, RawEvent, RawHand, Span, TileText, UNSEEN,
};
use crate::words;

use super::count::{check_count, read_counts, read_shown};
use super::event::check_event;
use super::seats::{Roll, check_sheet, named, seat_of};
use super::unseen::{SET_SIZE, Taking, is_unseen, tile_count, too_many_unseen};
use super::whereabouts::check_whereabouts;
use super::{Action, Contradiction, Event, Hand, Problems, Sheet, Tiles, Worlds, covering};

pub(super) fn tile_of(text: &Located<TileText>, problems: &mut Problems) -> Option<(u8, u8)> {
    tile_at(&text.value, text.span, problems)
}

/// What is wrong with a tile as written, under it.
fn tile_error(error: ParseTileError) -> String {
    match error {
        ParseTileError::NoDash => words!("problem-tile-no-dash"),
        ParseTileError::Spaces => words!("problem-tile-spaces"),
        ParseTileError::NotAPip => words!("problem-tile-not-a-pip"),
        ParseTileError::PipOutOfRange => words!("problem-tile-pip-out-of-range"),
    }
}

/// A tile's ends as written, the tile standing at `span`. Here the tile was
/// seen: `?-?` is a problem of its own.
pub(super) fn tile_at(text: &TileText, span: Span, problems: &mut Problems) -> Option<(u8, u8)> {
    match Tile::parse(&text.0.0) {
        Ok(ends) => Some(ends),
        Err(_) if text.0.0.trim() == UNSEEN => {
            problems.push(
                Problem::new(ProblemKind::UnseenTile, span, words!("problem-unseen-tile"))
                    .label(words!("problem-unseen-tile-label"))
                    .help(words!("problem-unseen-tile-help")),
            );
            None
        }
        Err(error) => {
            problems.push(
                Problem::new(
                    ProblemKind::Tile,
                    span,
                    words!("problem-tile", text = &text.0.0),
                )
                .label(tile_error(error))
                .help(words!("problem-tile-help")),
            );
            None
        }
    }
}

/// The tiles of a list, each read (and each wrong one reported), when all
/// are tiles.
pub(super) fn tiles_of(texts: &[Located<TileText>], problems: &mut Problems) -> Option<Tiles> {
    let mut tiles = Tiles::with_capacity(texts.len());
    let mut all = true;
    for text in texts {
        match tile_of(text, problems) {
            Some((a, b)) => tiles.push(Tile::new(a, b)),
            None => all = false,
        }
    }
    all.then_some(tiles)
}

/// Checks one hand.
///
/// # Errors
/// When the hand has problems (pushed to `problems`): its scoresheet, when
/// that alone is right.
pub(super) fn check_hand(
    raw: RawHand,
    span: Span,
    number: usize,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> Result<Hand, Option<Sheet>> {
    let before = problems.0.len();
    let (deal, deal_unseen, deal_spans) = check_deal(raw.deal, span, players, present, problems);
    let scoresheet = raw
        .scoresheet
        .and_then(|sheet| check_sheet(sheet, players, present, problems));
    let tiebreak = raw.tiebreak.map(|drawn| {
        let mut tiles = Vec::new();
        for (name, list) in drawn.value.0 {
            let seat = seat_of(players, &name, problems);
            let (drawn, places) = listed(&list, problems);
            if let (Some(seat), Some(drawn)) = (seat, drawn) {
                for (&tile, span) in drawn.iter().zip(places) {
                    tiles.push((seat, tile, span));
                }
            }
        }
        tiles
    });
    let on_set = raw.on_set.and_then(|name| {
        let located = Located {
            value: name.value.0,
            span: name.span,
        };
        seat_of(players, &located, problems).map(|seat| Located {
            value: seat,
            span: name.span,
        })
    });

    let (shown, shown_at) = read_shown(raw.shown, players, present, problems);
    let counts = read_counts(raw.counts, players, present, problems);

    let events_span = raw.events.span;
    let mut events = Vec::with_capacity(raw.events.value.len());
    // Where each tile of a draw, a return or a declaration is written.
    let mut tile_spans = Vec::with_capacity(raw.events.value.len());
    for event in &raw.events.value {
        if let Some((event, spans)) = check_event(&event.value, event.span, span, players, problems)
        {
            events.push(event);
            tile_spans.push(spans);
        }
    }

    if problems.0.len() > before {
        return Err(scoresheet);
    }
    mark_taken_back(&mut events);
    let hand = Hand {
        number,
        span,
        deal,
        deal_unseen,
        deal_spans,
        events,
        scoresheet,
        on_set,
        events_span,
        present: present.clone(),
        tiebreak,
        shown: shown.into(),
        counts: counts.into(),
        worlds: None,
    };
    let mut whereabouts = check_whereabouts(&hand, &tile_spans, players, problems);
    check_count(&hand, &shown_at, &mut whereabouts, players, problems);
    let mut hand = hand;
    if problems.0.len() == before && hand.is_public() {
        match Worlds::new(&hand) {
            Ok(worlds) => hand.worlds = Some(Box::new(worlds)),
            Err(contradiction) => problems.push(unexplained(&hand, contradiction, players)),
        }
    }
    if problems.0.len() == before {
        Ok(hand)
    } else {
        Err(hand.scoresheet)
    }
}

/// What each player took at the deal: the tiles seen, how many more no one
/// saw, and where each player's deal is written. A hand without `deal`
/// (its place `hand`) gave each player the proper number, none seen.
fn check_deal(
    raw: Option<Located<ByName<Located<DealtText>>>>,
    hand: Span,
    players: &BySeat<String>,
    present: &BySeat<bool>,
    problems: &mut Problems,
) -> (BySeat<Tiles>, BySeat<u8>, BySeat<Span>) {
    let mut tiles: BySeat<Tiles> = BySeat::from_fn(players.len(), |_| Tiles::new());
    let mut unseen: BySeat<u8> = BySeat::filled(players.len(), 0);
    let Some(raw) = raw else {
        let playing = present.values().filter(|&&at| at).count();
        let full = u8::try_from(8usize.saturating_sub(playing)).unwrap_or(0);
        for (seat, _) in present.iter().filter(|(_, at)| **at) {
            unseen[seat] = full;
        }
        return (tiles, unseen, BySeat::filled(players.len(), hand));
    };
    let deal_span = raw.span;
    let mut spans: BySeat<Span> = BySeat::filled(players.len(), deal_span);
    let deal = named(
        raw.value,
        players,
        Roll::AtTable(present),
        "deal",
        deal_span,
        |dealt| match &dealt.value {
            DealtText::Tiles(items) => covering(dealt.span, items.iter().map(|tile| tile.span)),
            DealtText::Count(_) => dealt.span,
        },
        problems,
    );
    let Some(deal) = deal else {
        return (tiles, unseen, spans);
    };
    // Where each tile is first written, to point at both places of a tile dealt twice.
    let mut first_seen: [Option<(Span, Seat)>; 28] = [None; 28];
    // In the order written, so that the second of two copies is the one shown.
    let mut written: Vec<_> = deal
        .iter()
        .filter_map(|(seat, dealt)| dealt.as_ref().map(|dealt| (seat, dealt)))
        .collect();
    written.sort_by_key(|(_, dealt)| dealt.span.offset);
    for (seat, dealt) in written {
        spans[seat] = dealt.span;
        let texts = match &dealt.value {
            DealtText::Tiles(texts) => texts,
            DealtText::Count(text) => {
                match tile_count(text, dealt.span, Taking::Deal, problems) {
                    Some(count) => unseen[seat] = count.unwrap_or(0),
                    None => problems.push(not_a_list(&players[seat], dealt.span)),
                }
                continue;
            }
        };
        let mut not_seen = 0usize;
        for text in texts {
            if is_unseen(&text.value) {
                not_seen += 1;
                continue;
            }
            let Some((a, b)) = tile_of(text, problems) else {
                continue;
            };
            let tile = Tile::new(a, b);
            if let Some((earlier, holder)) = first_seen[tile.index()] {
                let message = if holder == seat {
                    words!(
                        "problem-dealt-twice-same",
                        tile = tile.to_string(),
                        player = &players[seat]
                    )
                } else {
                    words!(
                        "problem-dealt-twice",
                        tile = tile.to_string(),
                        first = &players[holder],
                        second = &players[seat]
                    )
                };
                problems.push(
                    Problem::new(ProblemKind::TileTwice, text.span, message)
                        .label(words!("problem-dealt-twice-label"))
                        .help(words!(
                            "problem-dealt-twice-help",
                            tile = tile.to_string(),
                            line = earlier.line,
                            column = earlier.column
                        )),
                );
            } else {
                first_seen[tile.index()] = Some((text.span, seat));
                tiles[seat].push(tile);
            }
        }
        match u8::try_from(not_seen) {
            Ok(n) if n <= SET_SIZE => unseen[seat] = n,
            _ => problems.push(too_many_unseen(spans[seat], not_seen, Taking::Deal)),
        }
    }
    (tiles, unseen, spans)
}

/// A player's deal written as one value that is no number: the reader's
/// words for a list expected.
fn not_a_list(name: &str, span: Span) -> Problem {
    Problem::new(
        ProblemKind::Yaml,
        span,
        words!("problem-not-a-list", key = name),
    )
    .label(words!("problem-not-a-list-label"))
    .help(list_help())
}

/// The tiles of a draw or a return, when all are tiles (each wrong one
/// reported), and the place of each: a single tile's place is that of the
/// whole value.
pub(super) fn listed(
    located: &Located<OneOrMore<Located<TileText>>>,
    problems: &mut Problems,
) -> (Option<Tiles>, Vec<Span>) {
    match &located.value {
        OneOrMore::One(one) => {
            let tile = tile_at(&one.value, located.span, problems);
            let tiles = tile.map(|(a, b)| Tiles::from_slice(&[Tile::new(a, b)]));
            (tiles, vec![located.span])
        }
        OneOrMore::More(more) => (tiles_of(more, problems), places(more)),
    }
}

/// A public record that no way of the unseen tiles explains, said where it
/// stops being explained.
#[cold]
fn unexplained(hand: &Hand, contradiction: Contradiction, players: &BySeat<String>) -> Problem {
    match contradiction {
        Contradiction::At(at) => {
            let event = &hand.events[at];
            let who = &players[event.seat];
            Problem::new(
                ProblemKind::NotHeld,
                hand.value_span_of(event),
                words!(
                    "problem-unexplained",
                    player = who,
                    action = event.action.word()
                ),
            )
            .label(words!("problem-unexplained-label", player = who))
            .help(words!("problem-unexplained-help"))
        }
        Contradiction::Shown => {
            let span = hand
                .shown
                .values()
                .flatten()
                .map(|shown| shown.span)
                .next()
                .unwrap_or(hand.events_span);
            Problem::new(
                ProblemKind::NotHeld,
                span,
                words!("problem-unexplained-shown"),
            )
            .label(words!("problem-unexplained-shown-label"))
            .help(words!("problem-unexplained-shown-help"))
        }
        Contradiction::Counting => Problem::new(
            ProblemKind::NotInBoneyard,
            hand.events_span,
            words!("problem-unexplained-counting"),
        )
        .label(words!("problem-unexplained-counting-label"))
        .help(words!("problem-unexplained-counting-help")),
    }
}

/// Marks each play whose tile its player takes back in the next event.
fn mark_taken_back(events: &mut [Event]) {
    for index in 1..events.len() {
        let (play, next) = (&events[index - 1], &events[index]);
        events[index - 1].taken_back_next = match (&play.action, &next.action) {
            (Action::Play { written, .. }, Action::Takeback(tile)) => {
                next.seat == play.seat && *tile == Tile::new(written.0, written.1)
            }
            _ => false,
        };
    }
}

/// The places of tiles.
pub(super) fn places(tiles: &[Located<TileText>]) -> Vec<Span> {
    tiles.iter().map(|tile| tile.span).collect()
}

/// The place of a whole event, from its start to the end of its last value (its
/// own span covers only the opening brace of `{by: Anna, play: 5-3}`).
pub(super) fn event_extent(raw: &RawEvent, span: Span) -> Span {
    let mut end = span.offset + span.len;
    let mut reach = |value: Span| end = end.max(value.offset + value.len);
    let values = [
        raw.by.as_ref().map(|f| f.span),
        raw.set.as_ref().map(|f| f.span),
        raw.announce.as_ref().map(|f| f.span),
        raw.play.as_ref().map(|f| f.span),
        raw.at.as_ref().map(|f| f.span),
        raw.takeback.as_ref().map(|f| f.span),
        raw.claim.as_ref().map(|f| f.span),
        raw.says.as_ref().map(|f| f.span),
        raw.conduct.as_ref().map(|f| f.span),
    ];
    values.into_iter().flatten().for_each(&mut reach);
    for list in [&raw.draw, &raw.put_back].into_iter().flatten() {
        reach(list.span);
        list_places(list).for_each(&mut reach);
    }
    if let Some(declare) = &raw.declare {
        reach(declare.span);
        declare.value.iter().for_each(|tile| reach(tile.span));
    }
    Span {
        len: end - span.offset,
        ..span
    }
}

/// The places of the tiles of a list written as one tile or several, as
/// [`listed`] gives them.
fn list_places(list: &Located<OneOrMore<Located<TileText>>>) -> impl Iterator<Item = Span> + '_ {
    let (one, more) = match &list.value {
        OneOrMore::One(_) => (Some(list.span), &[][..]),
        OneOrMore::More(more) => (None, more.as_slice()),
    };
    one.into_iter().chain(more.iter().map(|tile| tile.span))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_is_read_as_the_tile_reader_reads_it() {
        for text in crate::rules::tile::spellings() {
            let mut problems = Problems::default();
            let located = Located {
                value: TileText(crate::transcript::Scalar(text.clone())),
                span: Span::default(),
            };
            let read = tile_of(&located, &mut problems);
            assert_eq!(read, Tile::parse(&text).ok(), "{text:?}");
            assert_eq!(problems.0.len(), usize::from(read.is_none()), "{text:?}");
        }
    }

    #[test]
    fn a_play_is_marked_taken_back_only_when_its_player_takes_it_at_once() {
        let text = "session: {players: [A, B, C]}
hands:
  - deal: {A: [6-6, 0-0], B: [6-3, 6-1], C: [6-4, 2-2]}
    events:
      - {by: A, set: 6-6}
      - {by: A, announce: 1}
      - {by: B, play: 6-3}
      - {by: B, takeback: 3-6}
      - {by: B, play: 6-1}
      - {by: C, says: pass}
      - {by: B, takeback: 6-1}
      - {by: C, play: 6-4}
";
        let session = crate::load(text).expect("the transcript reads");
        let marked: Vec<bool> = session.hands[0]
            .events
            .iter()
            .map(|event| event.taken_back_next)
            .collect();
        assert_eq!(
            marked,
            [false, false, true, false, false, false, false, false]
        );
    }
}
