# The referee's sentences in English.
#
# Every language has the same messages with the same arguments
# (tests/locales.rs checks it). A message's arguments are its facts:
# players' names, tiles, amounts. Plurals are chosen by the language's
# plural rules: { $count -> [one] ... *[other] ... }.

## The language itself

language-name = English

## Counts

tiles-count = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}

## Findings: what the replay finds, its stops, notes and payment reasons
## (src/report/wording.rs, src/report/wording/).

# (end of findings)

## Problems: what keeps a transcript, a rules file or a command line from
## being read, and the hints (src/transcript/, src/command/, diagnostics).

# stop: a hand the replay cannot go past (src/report/wording/stop.rs).

# $action: the transcript's action of the event (draw, set, announce,
# declare, play, takeback, claim, says, return, conduct).
stop-after-hand-over = { $action ->
    [draw] { $player } draws
    [set] { $player } sets
    [announce] { $player } announces
    [declare] { $player } declares doubles
    [play] { $player } plays
    [takeback] { $player } takes back
    [claim] { $player } claims
    [says] { $player } speaks
    [return] { $player } puts back
   *[conduct] { $player } is seen
} after the hand is over
stop-unfinished-nobody-set = hand { $hand } stops before it is over: nobody has set the first tile
stop-unfinished-not-announced = hand { $hand } stops before it is over: the setter has not announced a game the rules allow
stop-unfinished-turn = hand { $hand } stops before it is over: it is { $player }'s turn
stop-takeback-not-last = { $player } takes back { $tile }, which is not the tile just played
stop-second-set = { $player } sets { $tile }, but the first tile is already down
stop-announce-before-set = { $player } announces before the first tile is set
stop-announce-not-setter = { $player } announces, but { $setter } set the first tile
stop-announce-twice = { $player } announces a second time
# $game: the game as the transcript names it; $error: why it cannot be played.
stop-unplayable = { $setter }'s announcement cannot be played: { $game }: { $error }
stop-unplayable-no-setter = the setter's announcement cannot be played: { $game }: { $error }
stop-stands-nowhere = { $tile } stays on the table, but the transcript does not say where it lay
# $said: pass or wait.
stop-pass-before-turns = { $player } { $said ->
    [wait] waits
   *[pass] passes
} before the turns begin
stop-pass-out-of-turn = { $player } { $said ->
    [wait] waits
   *[pass] passes
}, but it is { $turn }'s turn
stop-play-before-set = { $player } plays { $tile } before the first tile is set
stop-play-before-game = { $player } plays { $tile } before a game the rules allow is announced
stop-ambiguous = { $player } plays { $tile }, which fits in more than one place
# $at: the open end or arm the transcript's `at:` names.
stop-no-such-place = { $player } plays { $tile } at { $at }, which the layout does not have
stop-no-such-place-anywhere = { $player } plays { $tile } at anywhere, which the layout does not have
stop-play-after-redeal = nobody holds a double in the first hand, so the tiles are shuffled again; nothing is played
# An open end as the help lists it: its arm's name and its open number.
stop-open-end = { $arm } (open { $open })
# A place an ambiguous tile fits: the `at:` to write, the open number, and
# the tile the open end belongs to.
stop-choice = `at: { $arm }` (on the open { $open } next to { $tile })
stop-choice-set-tile = `at: { $arm }` (on the open { $open } next to the set tile)
stop-or = or
stop-after-hand-over-label = the hand ended before this event
stop-after-hand-over-help = a hand ends when one player is left with tiles, after a correct block and its draw, or when everyone still in has passed; start a new hand with its own `deal`
stop-unfinished-label = the transcript of the hand ends here
stop-unfinished-help = write the rest of the hand; the count at the end needs every tile played, drawn or passed
stop-takeback-not-last-label = nothing to take back
stop-takeback-not-last-help = a takeback follows the play of its tile straight away, by the same player; later events cannot be undone
stop-second-set-label = a second set
stop-second-set-help = a hand has one set; later tiles are written `play`
stop-announce-before-set-label = no set tile yet
stop-announce-before-set-help = the setter sets his tile, then announces the game
stop-announce-not-setter-label = not the setter's announcement
stop-announce-not-setter-help = only the setter announces, once, straight after the set
stop-unplayable-label = the game the table played is not known
stop-unplayable-help = write the announcement as the table meant it; `nos games` lists each game's options
stop-stands-nowhere-label = where did this tile go?
stop-stands-nowhere-help = add `at:` with the open end's number or the arm's name, or a `takeback` if the table had it taken back
stop-pass-before-turns-label = no turn to pass yet
stop-pass-before-turns-help = turns start with the player to the setter's left, after the announcement
stop-pass-out-of-turn-label = not this player's turn
stop-pass-out-of-turn-help = check the name: play goes clockwise from the setter's left, skipping players who are out
stop-play-before-set-label = no game to play yet
stop-play-before-set-help = a hand starts with the setter's `set` and `announce`; the first tile is written `set`
stop-ambiguous-label = which open end?
# $choices: the places the tile fits, joined by "or".
stop-ambiguous-help = say where it went: { $choices }
stop-no-such-place-label = no such open end or arm
# $ends: the layout's open ends, joined by commas.
stop-no-such-place-help = the layout's arms are { $ends }
stop-play-after-redeal-label = no play after a redeal
stop-play-after-redeal-help = leave the hand's `events` empty and write the new deal as the next hand

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
