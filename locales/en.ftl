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

# Names and mappings by name (src/transcript/session/seats.rs, hands.rs).
# $what: the mapping (deal, scoresheet, shown: the tiles shown at the
# count, counts).

problem-and = and
problem-or = or
problem-unknown-player = { $name } is not seated at this table
problem-unknown-player-label = unknown player
problem-did-you-mean = did you mean { $name }?
# $players: the seated players, joined by commas.
problem-unknown-player-help = the players are { $players }; a name must be written as in `players`
problem-named-twice = { $name } appears twice in the { $what ->
    [deal] deal
    [scoresheet] scoresheet
    [shown] tiles shown at the count
   *[counts] counts
}
problem-named-twice-label = second entry
problem-named-twice-help = give each player one entry
problem-named-left = { $name } has left the table and takes no part in the { $what ->
    [deal] deal
    [scoresheet] scoresheet
    [shown] tiles shown at the count
   *[counts] counts
}
problem-named-left-label = left in an earlier hand
problem-named-left-help = a player who left (see `leaves`) plays no later hand
# $players: the players left out, joined by "and".
problem-named-missing = the { $what ->
    [deal] deal
    [scoresheet] scoresheet
    [shown] tiles shown at the count
   *[counts] counts
} leaves out { $players }
# $players: the players left out, joined by "or".
problem-named-missing-label = no entry for { $players }
problem-named-missing-help = give every player at the table an entry in the { $what ->
    [deal] deal
    [scoresheet] scoresheet
    [shown] tiles shown at the count
   *[counts] counts
}
problem-figure = { $figure } is not a chip total a table could hold
problem-figure-label = far beyond any total
problem-figure-help = write each player's chips after the hand as the scoresheet shows them, e.g. `Anna: 489`
# $count: the players left at the table.
problem-too-few-left = hand { $hand } would be played by { $count } players after the others left
problem-too-few-left-label = too few players
problem-too-few-left-help = Nos is played by 3 to 5 players; check `leaves`

# The session (src/transcript/session/mod.rs).

problem-no-name = a player has no name
problem-no-name-label = empty name
problem-no-name-help = write each player's name as it should appear in the verdict
problem-seated-twice = { $name } is seated twice
problem-seated-twice-label = second seat for the same name
problem-seated-twice-help = give each player a distinct name, e.g. add an initial
# $players: the names the deals give that have no seat, joined by "and".
problem-seated-twice-unseated-help = the deals name { $players }, who has no seat: perhaps this seat is theirs; otherwise give each player a distinct name, e.g. add an initial
problem-players = Nos is played by 3 to 5 players; this table has { $count }
problem-players-label = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
problem-players-help = list every player at the table once, clockwise from any seat
problem-chips = starting chips must be a positive number
problem-chips-help = leave `chips` out for the usual 500 each
problem-no-hands = the transcript has no hands
problem-no-hands-label = empty list
problem-no-hands-help = add at least one hand with its `deal` and `events`
# $hand: the hand `leaves` names; $count: how many hands there are.
problem-leaves = { $name } leaves after hand { $hand }, but the transcript has hands 1 to { $count }
problem-leaves-label = no such hand
problem-leaves-help = write the number of the last hand the player played
problem-side-pot = { $name } left early and has no claim on the side pot
problem-side-pot-label = left before the settlement
problem-side-pot-help = the side pot goes to a player who stayed to the end
# $what: line-break, control or direction (a character that turns the
# direction of text); $code: the character as U+XXXX; $at: its place in the
# name, from 1.
problem-name-unreadable = a player's name holds { $what ->
    [line-break] a line break
    [control] a control character
   *[direction] a character that turns the direction of text
} ({ $code }, character { $at } of the name)
problem-name-unreadable-label = { $what ->
    [line-break] a line break
    [control] a control character
   *[direction] a character that turns the direction of text
}
problem-name-unreadable-help = write the name as it should appear in the verdict, in letters, digits and spaces; a name that moves the cursor or breaks a line would garble every table that shows it

# A hand's tiles (src/transcript/session/hand.rs).

problem-list-help = write a list in brackets, e.g. `[3-1, 4-6, 5-0, 4-1]`, or one item a line, each line starting with `- `
problem-unseen-tile = `?-?` stands for a tile no one saw, but this tile was seen
problem-unseen-tile-label = a tile the table saw
problem-unseen-tile-help = `?-?` may stand only in a deal, a draw or a return; a tile set, played, declared, taken back, drawn at a tiebreak or shown at the count is written as it is, e.g. `5-3`
# $text: the text written where a tile belongs.
problem-tile = `{ $text }` is not a tile
problem-tile-help = write a tile as its two ends joined by a dash, e.g. `5-3`; ends run from 0 to 6
problem-tile-no-dash = a tile is written as two ends joined by a dash
problem-tile-spaces = a tile is written without spaces around the dash
problem-tile-not-a-pip = each end of a tile is a digit from 0 to 6
problem-tile-pip-out-of-range = a double-six set has no end above 6
problem-dealt-twice-same = { $tile } is written twice in { $player }'s deal
# $first: the player it was dealt to first; $second: the other.
problem-dealt-twice = { $tile } is dealt to both { $first } and { $second }
problem-dealt-twice-label = dealt again here
# $line, $column: where the tile was first written.
problem-dealt-twice-help = a double-six set has one { $tile }, first written on line { $line }, column { $column }: one of the two is another tile
# $key: the transcript's key (a player's name in a deal).
problem-not-a-list = `{ $key }` takes a list here
problem-not-a-list-label = not a list
# $action: the transcript's word for the event's action (draw, set,
# announce, declare, play, takeback, claim, says, return, conduct).
problem-unexplained = { $action ->
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
} a tile he cannot have held: no way the unseen tiles lay gives it to him by then
problem-unexplained-label = { $player } cannot hold this
problem-unexplained-help = count his unseen tiles from the deal and the draws before this event against the tiles he has brought into the open; one of them is another player's, or a draw is missing
problem-unexplained-shown = the tiles shown at the count cannot all be their players' own: no way the unseen tiles lay gives each player the tiles he shows
problem-unexplained-shown-label = shown here
problem-unexplained-shown-help = each player shows the tiles left in his own hand; check the shown tiles against the deal, the draws and the plays
problem-unexplained-counting = the deal and the draws take more tiles than the set has
problem-unexplained-counting-label = too many tiles taken in this hand
problem-unexplained-counting-help = a double-six set has 28 tiles; check the counts in the deal and the draws

# An event and an announcement (src/transcript/session/event.rs,
# announcement.rs).

problem-no-by = the event does not say who acted
problem-no-by-label = no `by`
problem-no-by-help = add `by:` with the player's name, e.g. `{ "{" }by: Anna, play: 5-3{ "}" }`
problem-at-without-play = `at` says where a played tile went, but this event plays no tile
problem-at-without-play-label = no `play` in this event
problem-at-without-play-help = put `at` in the same event as the `play` it belongs to
problem-claim-huge = this claim is far more points than any double is worth
problem-claim-huge-label = far too many points
# $text: the claim as written.
problem-claim = `{ $text }` is not a number of points
problem-claim-label = not a whole number
problem-claim-help = write the points asked for the double, e.g. `claim: 4` for the [4-4]
problem-no-action = the event says who, but not what happened
problem-no-action-label = no action
problem-no-action-help = an event is `by` and one of draw, set, announce, declare, play, takeback, claim, says, return, conduct
# $count: how many actions; $actions: all but the last, the transcript's
# words joined by commas; $last: the last.
problem-actions = one event holds { $count } actions: { $actions } and { $last }
problem-actions-label = { $count } actions
problem-actions-help = write { $actions } and `{ $last }` as { $count } events, one a line, each with its own `by`, in the order they happened
problem-at = `{ $text }` names no open end or arm
problem-at-label = not a place on the layout
# $word: a word of the transcript.
problem-did-you-mean-word = did you mean `{ $word }`?
problem-at-help = `at` is the number on an open end (0 to 6), or an arm: west or east on a line; north, east, south or west on a cross or triangle
problem-side = `{ $word }` names no side of the set tile
problem-side-label = not a side
problem-side-help = name a side by the number it shows (e.g. `5`) or by arm (west, east; north, south on a cross)
problem-announcement-label = cannot be read as one of the 17 games
problem-no-game = the announcement does not name the game
problem-no-game-help = add `game:` with a name such as `ordinary-cross`, or the book's number
problem-game-11 = game 11 needs its matching rule
problem-game-11-help = add `matching: ordinary` or `matching: matador`
problem-game-17 = game 17 needs its layout
problem-game-17-help = add `layout: cross` or `layout: double-cross`
problem-game-number = the book has games 1 to 17, not { $number }
problem-game-number-help = `nos games` lists the 17 games with their numbers
problem-game-name = `{ $text }` is not one of the 17 games
problem-game-name-help = `nos games` lists the 17 games by name and number
problem-game-name-closest-help = did you mean `{ $word }`? `nos games` lists the 17 games by name and number
problem-layout-key = `layout` is only for games 12 and 17 given by number
problem-layout-key-help = the game's name already says its layout
problem-matching-key = `matching` is only for game 11 given by number
problem-matching-key-help = the game's name already says its matching rule
# $first, $second: arms, as the transcript names them.
problem-not-opposite = { $first } and { $second } are not opposite arms
problem-not-opposite-label = not a pair of opposite arms
problem-not-opposite-help = a volapük cross needs two opposite ordinary arms: `ordinary: [north, south]` or `ordinary: [east, west]`
problem-condition = a condition is either `{ "{" }here: .., there: ..{ "}" }` or `{ "{" }side: .., tiles: ..{ "}" }`
problem-condition-label = mixed or incomplete condition
problem-condition-help = first here then there: `first: { "{" }here: 5{ "}" }`; tiles first: `first: { "{" }side: 2, tiles: 3{ "}" }`

# Where each tile is, the tiles shown and the counts, and tiles no one saw
# (src/transcript/session/whereabouts.rs, count.rs, unseen.rs).

# Where a tile is, as seen by the player who uses it ($player: who holds
# or played it).
problem-place-boneyard = it is in the boneyard
problem-place-own-hand = it is already in his own hand
problem-place-hand = it is in { $player }'s hand
problem-place-own-play = it is on the table, played by himself
problem-place-play = it is on the table, played by { $player }
problem-set-size-label = a set has 28 tiles
problem-below-nought-label = below nought
problem-not-whole-label = not a whole number
problem-not-a-number-label = not a number
problem-deal-too-many = the deal gives out { $count } tiles, more than a set holds
problem-deal-too-many-help = check how many tiles each player took at the deal
# $action: set, play, return or declare; $place: where the tile is
# (problem-place-...).
problem-not-held = { $player } { $action ->
    [set] sets
    [play] plays
    [return] puts back
   *[declare] shows
} { $tile }, but { $place }
problem-not-held-label = { $player } does not hold { $tile }
problem-not-held-help = a tile must be dealt to or drawn by a player before he can use it; check the deal and the draws
problem-not-in-boneyard = { $player } draws { $tile }, but { $place }
problem-not-in-boneyard-label = { $tile } is not in the boneyard
problem-not-in-boneyard-help = each tile is in one place at a time; check the deal and earlier draws
# $left: the tiles left in the boneyard.
problem-boneyard-short = { $player } draws { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}, but the boneyard holds only { $left }
problem-boneyard-short-label = more tiles than the boneyard holds
problem-boneyard-short-help = count the tiles dealt and drawn before: each draw takes tiles that are still in the boneyard
# $held: the tiles he holds that no one saw.
problem-return-unseen = { $player } puts back { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} no one saw, but holds { $held ->
    [0] none
   *[other] only { $held }
} unseen
problem-return-unseen-none-label = every tile { $player } holds is known
problem-return-unseen-label = { $player } holds { $held ->
    [one] { $held } tile
   *[other] { $held } tiles
} not seen
problem-return-unseen-help = a tile put back unseen is one he took unseen: write the tiles he put back, or his deal with `?-?` for each tile no one saw
problem-takeback-not-played = { $player } takes back { $tile }, which he has not played: { $place }
problem-takeback-not-played-label = { $player } did not play { $tile }
problem-takeback-not-played-help = a player takes back a tile he played; check the name and the tile
# $text: the count as written.
problem-count-text = `{ $text }` is not a count of pips
problem-count-text-help = a count is the whole number of pips on the tiles a player still held at the end, e.g. `Anna: 17`
# $held: the tiles he holds at the end.
problem-shown-length = { $player } shows { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} at the count, but holds { $held } at the end
problem-shown-length-label = { $count } shown
problem-shown-length-help = a player shows every tile he still holds: his deal and draws, less the tiles he set, played and put back
problem-shown-twice = { $tile } is shown twice at the count
problem-shown-twice-label = shown before by { $player }
problem-shown-twice-himself-label = shown before by himself
problem-shown-twice-help = a double-six set has one { $tile }, first shown on line { $line }, column { $column }: one of the two is another tile
problem-shown-elsewhere = { $player } shows { $tile } at the count, but { $place }
problem-shown-elsewhere-help = a tile shown at the count is one the player still holds: check the shown tiles against the plays and the other hands
problem-shown-in-boneyard = { $player } shows { $tile } at the count, but it is in the boneyard
problem-shown-in-boneyard-help = a tile shown at the count was dealt to or drawn by the player: every tile he took unseen is already shown, or he holds a tile the list leaves out
# $count: the count written; $pips: what the tiles shown make.
problem-shown-count = { $player }'s count is { $count }, but the tiles { $player } showed make { $pips }
problem-shown-count-label = the tiles shown make { $pips }
problem-shown-count-help = a count is the sum of the pips on the tiles shown: correct the count or the shown tiles
problem-count-out = { $player } holds no tile at the end, but his count is { $count }
problem-count-out-label = no tile to count
problem-count-out-help = a player who went out counts nothing: write 0, or leave him out of `counts`
problem-count-too-high = { $player }'s count is { $count }, but the tiles he can hold at the end make at most { $most }
problem-count-too-high-label = at most { $most }
problem-count-too-high-help = a count is the sum of the pips on the tiles a player still holds: check the count against his tiles and the tiles played
# $word: the transcript's key (deal, draw or return).
problem-tile-count-how = write how many tiles, e.g. `{ $word }: 2`, or the tiles in a list, `?-?` for each one no one saw
problem-tile-count-zero = `{ $word }: 0` takes no tile
problem-tile-count-zero-label = no tile
# $how: problem-tile-count-how.
problem-tile-count-zero-help = a { $word } takes one tile or more: leave the event out if nothing was taken, or { $how }
problem-tile-count-like-a-tile-help = a number alone counts tiles no one saw; a tile is written with a dash, e.g. `{ $tile }`
problem-tile-count-too-many = { $text } tiles are more than a set holds
problem-tile-count-negative = `{ $text }` is fewer tiles than none
problem-tile-count-fraction = `{ $text }` is not a whole number of tiles
problem-too-many-unseen = this { $word } lists { $count } tiles no one saw, more than a set holds
problem-too-many-unseen-help = write `?-?` once for each tile no one saw

# Reading the transcript's parts (src/transcript/read.rs, find/, public/).

problem-session-read-twice = the session is read twice
problem-hand-read-twice = hand { $hand } is read twice
problem-empty-hand = hand { $hand } is empty: the item holds no `deal` and no `events`
problem-empty-hand-label = an empty hand
problem-empty-hand-help = write the hand's `deal` and `events` under the `-`, or delete the line if no hand was played
# $size: the part's length in bytes; $most: the most read of one hand.
problem-hand-too-large = hand { $hand } is { $size } bytes long, more than the 1 MiB ({ $most } bytes) the referee reads of one hand
problem-session-too-large = the session's facts is { $size } bytes long, more than the 1 MiB ({ $most } bytes) the referee reads of one hand
problem-part-too-large-label = not read: too large to be a record of play
problem-part-too-large-help = a hand at a real table takes a few kilobytes: check that this part of the file is what the table played
problem-outline = the transcript's outline cannot be read
problem-here-label = here
problem-outline-help = a transcript is one YAML document with `session:` and `hands:`, a list of hands
problem-public-unwritable = hand { $hand }'s tiles cannot be hidden where they are written; the hand is copied as it is
problem-public-unwritable-label = tiles given through an alias, a merge key or an anchor
problem-public-unwritable-help = write the hand's tiles out in the hand itself, without `&`, `*` or `<<`, and make its public record again

# A file that is too large or not text (src/transcript/problem/bytes.rs).

problem-save-utf8-help = save the transcript as UTF-8 (in most editors: Save As, then choose the encoding UTF-8)
# $character: the byte read as Windows-1252.
problem-not-utf8-1252-help = save the transcript as UTF-8 (in most editors: Save As, then choose the encoding UTF-8); in Windows-1252, the encoding older Windows editors use, this byte is `{ $character }`
# $byte: the byte, as 0xE9.
problem-not-utf8 = the file is not UTF-8 text: byte { $byte } on line { $line } cannot be read
problem-not-utf8-label = { $byte } is not UTF-8
# $code: the character, as U+0007.
problem-control = line { $line } holds a control character ({ $code }), which a transcript cannot contain
problem-control-label = control character
problem-control-help = delete it in a text editor; such characters come from copying out of other programs, or from a damaged file
problem-utf32 = the file is UTF-32 text; the referee reads UTF-8
problem-utf32-label = UTF-32 byte-order mark
problem-utf16 = the file is UTF-16 text; the referee reads UTF-8
problem-utf16-label = UTF-16 byte-order mark
problem-utf16-help = save the transcript as UTF-8 (in most editors: Save As, then choose the encoding UTF-8); Windows PowerShell writes UTF-16 when output is redirected with `>`
problem-unreadable-help = check the file's name, and that it can be read
# $limit, $size: sizes in MiB, as "16 MiB".
problem-too-large-size = the file is larger than the { $limit } a transcript may take: it is { $size }
problem-too-large = the file is larger than the { $limit } a transcript may take
problem-too-large-label = not read: too large to be a transcript
problem-too-large-help = a whole season of club evenings fits in well under 1 MiB: check that this is the transcript you meant to check
problem-binary = the file is binary, not text: it holds NUL bytes
problem-binary-label = NUL byte
problem-binary-help = a transcript is a plain text file: check that this is the right file; a file damaged in a crash can end in NUL bytes, which a text editor can delete

# Around the diagnostics (src/report/diagnostic.rs).

# A label over many lines, drawn on its first: $line is its last.
problem-label-to-line = { $label } (from here to line { $line })
problem-from-here-to-line = from here to line { $line }
problem-summary-command-line = Nothing was judged: the command line asks for what cannot be done.
problem-summary-rules-file = { $count ->
    [one] { $count } problem in the rules file; nothing is judged until it is fixed.
   *[other] { $count } problems in the rules file; nothing is judged until they are fixed.
}
problem-summary = { $count ->
    [one] { $count } problem in the transcript; it cannot be judged until it is fixed.
   *[other] { $count } problems in the transcript; it cannot be judged until they are fixed.
}
# $unjudged: the numbers of the hands not judged; $judged: how many were.
problem-summary-some-judged = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
} in the transcript: hand { $unjudged } could not be judged; the report judges the other { $judged }.
# $hands: how many hands are copied; $copied: their numbers; $public: how
# many are made public.
problem-summary-copied = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
} in the transcript: { $hands ->
    [one] hand { $copied } is
   *[other] hands { $copied } are
} copied as written, tiles and all; the public record hides the tiles of the other { $public }.
# $what: problem or infraction; $code: their kind's code; $drawn: how many
# of a kind are drawn.
problem-left-out = { $count } more { $what ->
    [infraction] { $count ->
        [one] infraction
       *[other] infractions
    }
   *[problem] { $count ->
        [one] problem
       *[other] problems
    }
} of the kind { $code } not drawn (the first { $drawn } are).

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
