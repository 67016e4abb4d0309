use super::*;

fn players(names: &[&str]) -> BySeat<String> {
    BySeat::from_fn(names.len(), |seat| names[seat.index()].to_owned())
}

const ANNA: Seat = Seat(0);
const BRAM: Seat = Seat(1);
const CEES: Seat = Seat(2);
const DIRK: Seat = Seat(3);

/// Bram is in turn; Anna acted last, with the [4-5].
fn context() -> Context {
    Context {
        turn: Some(BRAM),
        last: Some(ANNA),
        last_play: Some((ANNA, (4, 5))),
    }
}

/// Every line of the table read at the table of four, with the event it is
/// written as (or the hand's entry, in words of the test).
#[test]
fn each_long_and_short_form_is_read_as_its_event() {
    let table = players(&["Anna", "Bram", "Cees", "Dirk"]);
    let event = |seat: Seat, written: &str| (seat, written.to_owned());
    let cases: &[(&str, (Seat, String))] = &[
        // The long form, as the transcript writes the event.
        ("Bram play 4-5 at west", event(BRAM, "play: 4-5, at: west")),
        ("Bram play 4-5 at 4", event(BRAM, "play: 4-5, at: 4")),
        ("Bram play 4-5", event(BRAM, "play: 4-5")),
        ("Cees draw 2", event(CEES, "draw: 2")),
        ("Cees draw 5-5", event(CEES, "draw: 5-5")),
        ("Cees draw 5-5 ?-?", event(CEES, "draw: [5-5, ?-?]")),
        ("Cees draw 12", event(CEES, "draw: 12")),
        ("Dirk says pass", event(DIRK, "says: pass")),
        ("Dirk says wait", event(DIRK, "says: wait")),
        ("Anna says nos", event(ANNA, "says: nos")),
        ("Anna says block", event(ANNA, "says: block")),
        ("Cees claim 3", event(CEES, "claim: 3")),
        ("Anna announce ordinary", event(ANNA, "announce: ordinary")),
        ("Anna announce 4", event(ANNA, "announce: 4")),
        (
            "Anna announce matador first side east tiles 2",
            event(
                ANNA,
                "announce: {game: matador, first: {side: east, tiles: 2}}",
            ),
        ),
        ("Anna set 6-6", event(ANNA, "set: 6-6")),
        ("Bram takeback 4-5", event(BRAM, "takeback: 4-5")),
        (
            "Dirk declare 1-1 3-3 5-5",
            event(DIRK, "declare: [1-1, 3-3, 5-5]"),
        ),
        ("Anna return 1", event(ANNA, "return: 1")),
        ("Anna return 2-1", event(ANNA, "return: 2-1")),
        ("Dirk conduct advice", event(DIRK, "conduct: advice")),
        (
            "Dirk conduct covered-tiles",
            event(DIRK, "conduct: covered-tiles"),
        ),
        // Commas and capitals as a transcript's line has them.
        ("Dirk declare 1-1, 3-3", event(DIRK, "declare: [1-1, 3-3]")),
        ("BRAM PLAY 4-5 AT WEST", event(BRAM, "play: 4-5, at: west")),
        // The player by a beginning of the name.
        ("b play 45", event(BRAM, "play: 4-5")),
        ("ce draw 1", event(CEES, "draw: 1")),
        ("d says pass", event(DIRK, "says: pass")),
        // The player in turn (Bram) left out.
        ("45", event(BRAM, "play: 4-5")),
        ("4-5", event(BRAM, "play: 4-5")),
        ("45w", event(BRAM, "play: 4-5, at: west")),
        ("45 w", event(BRAM, "play: 4-5, at: west")),
        ("45 e", event(BRAM, "play: 4-5, at: east")),
        ("45n", event(BRAM, "play: 4-5, at: north")),
        ("45 s", event(BRAM, "play: 4-5, at: south")),
        ("45 4", event(BRAM, "play: 4-5, at: 4")),
        ("45 at south", event(BRAM, "play: 4-5, at: south")),
        ("play 45 w", event(BRAM, "play: 4-5, at: west")),
        ("+", event(BRAM, "draw: 1")),
        ("+2", event(BRAM, "draw: 2")),
        ("+ 2", event(BRAM, "draw: 2")),
        ("+ 5-5 ?-?", event(BRAM, "draw: [5-5, ?-?]")),
        ("draw 3", event(BRAM, "draw: 3")),
        ("p", event(BRAM, "says: pass")),
        ("w", event(BRAM, "says: wait")),
        ("pass", event(BRAM, "says: pass")),
        ("set 66", event(BRAM, "set: 6-6")),
        // The player who acted last (Anna) left out.
        ("n", event(ANNA, "says: nos")),
        ("b", event(ANNA, "says: block")),
        ("nos", event(ANNA, "says: nos")),
        ("!3", event(ANNA, "claim: 3")),
        ("! 3", event(ANNA, "claim: 3")),
        ("claim 3", event(ANNA, "claim: 3")),
        ("x", event(ANNA, "takeback: 4-5")),
        ("x 45", event(ANNA, "takeback: 4-5")),
        ("announce 1", event(ANNA, "announce: 1")),
        ("declare 11 33", event(ANNA, "declare: [1-1, 3-3]")),
        // A key after a player: that player's saying.
        ("b n", event(BRAM, "says: nos")),
        ("c p", event(CEES, "says: pass")),
        ("d b", event(DIRK, "says: block")),
        ("a w", event(ANNA, "says: wait")),
        ("c !6", event(CEES, "claim: 6")),
        ("d +3", event(DIRK, "draw: 3")),
        ("c 33", event(CEES, "play: 3-3")),
        ("c x 33", event(CEES, "takeback: 3-3")),
    ];
    for (typed, (seat, written)) in cases {
        match parse(typed, &table, &context()) {
            Ok(Entry::Event(by, act)) => {
                assert_eq!((by, act.text()), (*seat, written.clone()), "`{typed}`");
            }
            other => panic!("`{typed}`: {other:?}"),
        }
    }
}

#[test]
fn the_hands_own_entries_are_read_with_their_player() {
    let table = players(&["Anna", "Bram", "Cees", "Dirk"]);
    let cases: &[(&str, Entry)] = &[
        (
            "Anna shown 1-2 0-0",
            Entry::Shown(ANNA, vec![(1, 2), (0, 0)]),
        ),
        ("a shown 12 00", Entry::Shown(ANNA, vec![(1, 2), (0, 0)])),
        ("Anna shown", Entry::Shown(ANNA, vec![])),
        ("Bram count 11", Entry::Count(BRAM, 11)),
        ("Cees deal 3", Entry::Deal(CEES, Taken::Count(3))),
        (
            "Cees deal 1-2 ?-? ?-?",
            Entry::Deal(CEES, Taken::Tiles(vec![Some((1, 2)), None, None])),
        ),
    ];
    for (typed, entry) in cases {
        assert_eq!(
            parse(typed, &table, &context()).as_ref(),
            Ok(entry),
            "`{typed}`"
        );
    }
}

#[test]
fn a_name_is_written_plain_where_it_reads_back_and_quoted_elsewhere() {
    let play = Act::Play {
        tile: (4, 5),
        at: None,
    };
    let cases: &[(&str, &str)] = &[
        ("Anna", "{by: Anna, play: 4-5}"),
        ("Jan Piet", "{by: Jan Piet, play: 4-5}"),
        ("yes", "{by: \"yes\", play: 4-5}"),
        ("O'Neill", "{by: \"O'Neill\", play: 4-5}"),
        ("a: b", "{by: \"a: b\", play: 4-5}"),
        ("\"x\"", "{by: \"\\\"x\\\"\", play: 4-5}"),
        ("7even", "{by: \"7even\", play: 4-5}"),
    ];
    for (name, written) in cases {
        assert_eq!(play.event_text(name), *written, "{name}");
    }
}

/// Every mistake, with the message that says what was expected.
#[test]
fn every_mistake_says_what_was_expected() {
    let table = players(&["Anna", "Bram", "Bea", "Dirk"]);
    let context = context();
    let nobody = Context::default();
    let cases: &[(&str, &Context, &str)] = &[
        (
            "",
            &context,
            "nothing typed: type an event such as `Bram play 4-5 at west`, or `45` for the player in turn",
        ),
        (
            "   ",
            &context,
            "nothing typed: type an event such as `Bram play 4-5 at west`, or `45` for the player in turn",
        ),
        (
            "Brma play 4-5",
            &context,
            "no player `Brma` (did you mean `Bram`?)",
        ),
        ("Zoe play 4-5", &context, "no player `Zoe`"),
        (
            "b play 4-5",
            &context,
            "`b` could be Bram or Bea: type more of the name",
        ),
        (
            "Dirk",
            &context,
            "Dirk does what? Type the event after the name, e.g. `Dirk play 4-5`",
        ),
        (
            "45",
            &nobody,
            "whose play? No player is in turn yet: type the name first",
        ),
        (
            "n",
            &nobody,
            "whose nos? No player is acting yet: type the name first",
        ),
        (
            "shown 1-2",
            &context,
            "`shown` names its player: type e.g. `Anna shown ...`",
        ),
        (
            "count 3",
            &context,
            "`count` names its player: type e.g. `Anna count ...`",
        ),
        (
            "deal 4",
            &context,
            "`deal` names its player: type e.g. `Anna deal ...`",
        ),
        (
            "conduct advice",
            &context,
            "`conduct` names its player: type e.g. `Anna conduct ...`",
        ),
        (
            "Anna plya 4-5",
            &context,
            "`plya` is no event (did you mean `play`?): expected play, draw, says, claim, set, announce, declare, takeback, return, conduct, deal, shown or count, or a tile",
        ),
        (
            "Anna jump",
            &context,
            "`jump` is no event: expected play, draw, says, claim, set, announce, declare, takeback, return, conduct, deal, shown or count, or a tile",
        ),
        (
            "Anna play 47",
            &context,
            "`47` is no tile of a double-six set: its ends are 0 to 6",
        ),
        (
            "Anna play 9-1",
            &context,
            "`9-1` is no tile of a double-six set: its ends are 0 to 6",
        ),
        (
            "456",
            &context,
            "`456` is no tile: expected two ends from 0 to 6, as `4-5` or `45`",
        ),
        (
            "Anna play 4",
            &context,
            "`4` is no tile: expected two ends from 0 to 6, as `4-5` or `45`",
        ),
        (
            "Anna play four",
            &context,
            "`four` is no tile: expected two ends from 0 to 6, as `4-5` or `45`",
        ),
        (
            "Anna play",
            &context,
            "play which tile? Expected a tile after `play`, as `play 4-5`",
        ),
        (
            "Anna set",
            &context,
            "set which tile? Expected a tile after `set`, as `set 4-5`",
        ),
        (
            "Anna declare",
            &context,
            "declare which tile? Expected a tile after `declare`, as `declare 4-5`",
        ),
        (
            "45 wets",
            &context,
            "`wets` is no place on the layout (did you mean `west`?): expected an arm (w, e, n, s, or west, east, north, south) or the open number, 0 to 6",
        ),
        (
            "45 9",
            &context,
            "`9` is no place on the layout: expected an arm (w, e, n, s, or west, east, north, south) or the open number, 0 to 6",
        ),
        (
            "45q",
            &context,
            "`q` is no place on the layout: expected an arm (w, e, n, s, or west, east, north, south) or the open number, 0 to 6",
        ),
        (
            "45 w now",
            &context,
            "`now` after the event: expected nothing more after `45 w`",
        ),
        (
            "45w now",
            &context,
            "`now` after the event: expected nothing more after `45w`",
        ),
        (
            "Anna play 4-5 at west now",
            &context,
            "`now` after the event: expected nothing more after `play 4-5 at west`",
        ),
        (
            "Anna draw",
            &context,
            "draw how many? Expected a number or tiles after `draw`",
        ),
        (
            "Anna draw 0",
            &context,
            "draw how many? Expected a number or tiles after `draw`",
        ),
        (
            "Anna draw 29",
            &context,
            "29 tiles is more than a set holds: a draw is 1 to 28 tiles",
        ),
        (
            "+55",
            &context,
            "55 tiles is more than a set holds: a draw is 1 to 28 tiles",
        ),
        (
            "Anna draw 2 5-5",
            &context,
            "`draw` takes how many tiles or the tiles, not both: `draw 2` or `draw 5-5 ?-?`",
        ),
        (
            "Anna draw 5-5 2",
            &context,
            "`draw` takes how many tiles or the tiles, not both: `draw 2` or `draw 5-5 ?-?`",
        ),
        (
            "Anna draw 5-5 x",
            &context,
            "`x` is neither how many tiles nor a tile: expected a number (`draw 2`) or tiles with their dash (`draw 5-5 ?-?`)",
        ),
        (
            "Anna draw 5-8",
            &context,
            "`5-8` is no tile of a double-six set: its ends are 0 to 6",
        ),
        (
            "Anna return",
            &context,
            "return how many? Expected a number or tiles after `return`",
        ),
        (
            "Anna claim",
            &context,
            "expected the points asked for the double, as `claim 4`, not ``",
        ),
        (
            "Anna claim three",
            &context,
            "expected the points asked for the double, as `claim 4`, not `three`",
        ),
        (
            "!x",
            &context,
            "expected the points asked for the double, as `claim 4`, not `x`",
        ),
        (
            "Anna claim 3 4",
            &context,
            "`4` after the event: expected nothing more after `claim 3`",
        ),
        (
            "Anna says pas",
            &context,
            "`pas` is nothing a player says (did you mean `pass`?): expected pass, wait, nos or block",
        ),
        (
            "Anna says",
            &context,
            "`` is nothing a player says: expected pass, wait, nos or block",
        ),
        (
            "Anna says pass now",
            &context,
            "`now` after the event: expected nothing more after `says pass`",
        ),
        (
            "Anna p now",
            &context,
            "`now` after the event: expected nothing more after `p`",
        ),
        (
            "Anna conduct advise",
            &context,
            "`advise` is no conduct (did you mean `advice`?): expected advice, covered-tiles or exposed-tiles",
        ),
        (
            "Dirk x",
            &context,
            "take back which tile? Dirk played no tile just now: type it, as `x 4-5`",
        ),
        (
            "Anna takeback 4-5 3-3",
            &context,
            "`3-3` after the event: expected nothing more after `takeback 4-5`",
        ),
        (
            "Anna count eleven",
            &context,
            "expected the pips of the player's tiles, 0 to 168, as `count 11`, not `eleven`",
        ),
        (
            "Anna count 200",
            &context,
            "expected the pips of the player's tiles, 0 to 168, as `count 11`, not `200`",
        ),
        (
            "Anna announce matadr",
            &context,
            "`matadr` is none of the 17 games (did you mean `matador`?): expected a game's name or its number, 1 to 17 (`nos games` lists them)",
        ),
    ];
    for (typed, context, message) in cases {
        match parse(typed, &table, context) {
            Err(error) => assert_eq!(error.to_string(), *message, "`{typed}`"),
            Ok(entry) => panic!("`{typed}` was read as {entry:?}"),
        }
    }
}
