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

# The words a finding's sentence is made of.

finding-said-pass = passes
finding-said-wait = waits
# $first: the items before the last, already joined with commas.
finding-list-and = { $first } and { $last }
finding-list-or = { $first } or { $last }
# Two possibilities, each a clause: "Anna held [3-5], or Bram held [6-6]".
finding-list-or-clause = { $first }, or { $last }
finding-nobody = nobody

# Who was on set, as a wrong set says it.
finding-on-set-player = { $player } is on set
finding-on-set-tied = one of { $players } is on set, by the tie-break draw

# Why declared doubles are not paid.
finding-not-declarable-not-in-opening = doubles are declared straight after the announcement, before the turns begin
finding-not-declarable-not-all-doubles = only doubles can be declared
finding-not-declarable-earns-nothing = { $doubles } doubles earn nothing at a table of { $players }
finding-not-declarable-twice = a player declares once
finding-not-declarable-setter = under this reading the setter does not declare doubles

# What closed a claim's window; the claim's sentence says "since" after it.
finding-closer-turn-began = { $player }'s turn began
finding-closer-laid = { $player } laid { $tile }
finding-closer-took-turn = { $player } took a turn

# Whose tile a double was laid against.
finding-owner-nobody = nobody's tile
finding-owner-own = { $player }'s own tile
finding-owner-other = { $player }'s tile

# Where a hand stops before it is over.
finding-unfinished-nobody-set = nobody has set the first tile
finding-unfinished-not-announced = the setter has not announced a game the rules allow
finding-unfinished-turn = it is { $player }'s turn

# An arm and its open number; $arm is already in words.
finding-open-end = { $arm } (open { $open })
# A place a tile fits: $arm as the transcript writes it after `at:`.
finding-choice = `at: { $arm }` (on the open { $open } next to { $beside })
finding-choice-set-tile = `at: { $arm }` (on the open { $open } next to the set tile)

# The deal.
finding-too-many-tiles = { $player } took { $took } tiles at the deal, { $too_many } too many
finding-few-too-many = { $player } took { $took } tiles at the deal, { $too_many } too many: no penalty, but no payment for a set double or declared doubles while holding them
finding-too-few-tiles = { $player } took { $short ->
        [one] { $short } tile
       *[other] { $short } tiles
    } too few at the deal and draws up
# $when: the player whose play closed the window.
finding-too-few-lapsed = { $player } took { $short ->
        [one] { $short } tile
       *[other] { $short } tiles
    } too few at the deal; the penalty lapsed when { $when } played
finding-returned-after-set = { $player } put back tiles after the first tile was set
finding-drew-from-last-two = { $player } draws from the last two tiles of the boneyard

# Who is on set.
finding-on-set-differs = the transcript says { $written } is on set, but by the rules it is { $by_rules }
# $why: count (the count of hand $hand is not known) or unjudged;
# $taken: written (the transcript's on_set, $player) or setter.
finding-on-set-unchecked = { $why ->
        [count] the count of hand { $hand } is not known
       *[unjudged] hand { $hand } could not be judged
    }, so who is on set here cannot be checked: { $taken ->
        [written] the transcript's `on_set`, { $player }, is taken
       *[setter] the player who sets is taken to be on set
    }
finding-count-unknown = the count cannot be known: the tiles { $players } held at the end were neither shown nor counted, and the record does not place them; no count is paid, the chips after this hand are not known, and who sets next is taken from the next hand
finding-setter-left = { $player } would be on set but has left the table; the rules do not say who sets instead, so any player still at the table may
# One player's draw in a tied tie-break.
finding-tie-break-draw = { $player }'s { $tile }
finding-tie-break-draws-tie = the tie-break draws tie, { $draws } at { $spots } spots each, so those tied draw again; no deciding draw is written, and the next hand's set shows who won
finding-tie-break-names = the tie-break names { $named }, but the players tied for the largest count are { $tied }

# The set.
finding-setter-drew = { $player } is on set and holds a double, but draws instead of setting it
# $on_set: who was on set, a clause.
finding-not-on-set = { $player } sets { $tile }, but { $on_set }
finding-not-highest-double = { $player } sets { $tile }, but the first set of the session is the highest double, here { $highest }
finding-set-while-holding-double = { $player } sets { $tile } while holding a double; the setter sets a double
finding-set-from-hand = { $player } sets { $tile } from the hand; a setter holding no double draws a tile and sets that one
finding-not-first-drawn = { $player } sets { $tile }, but a setter holding no double sets the first tile drawn, here { $first }
finding-drawn-double-paid-as-held = { $player } drew { $tile } and set it, but may have held a double before drawing: it is paid as a double from the hand, { $value } from each; had { $player } held none, { $value } more from each would be owed
# $double: twice $value, what a drawn double would earn.
finding-drawn-double-as-held = { $player } drew { $tile } while holding a double, so did not have to draw: it is paid as a double from the hand, { $value } from each, not { $double }
finding-set-unpaid = { $player } took too many tiles at the deal, so nobody owes anything for the set { $tile }

# The announcement; arms in words.
finding-game17-not-opposite = { $player } announces game 17 first on { $here }, then on { $there }; there is the arm across from here, { $across }
finding-game17-side-by-side = game 17 first on { $here }, then on { $there }, two arms side by side: allowed under { $reading }
# $error: why the game cannot be played on this set tile.
finding-unplayable = { $player } announces { $game }, but { $error }

# Declared doubles.
finding-not-declarable = { $player } declares { $declared ->
        [one] { $declared } double
       *[other] { $declared } doubles
    }, but { $why }
finding-declared-on-table = { $player } declares { $doubles } doubles, but { $on_table } already lies on the table; the { $in_hand } in hand earn { $owed } from each at a table of { $players }, not the { $asked } asked
finding-declared-unpaid = { $player } took too many tiles at the deal, so nobody owes anything for the declared doubles

# Play and turns.
finding-out-of-turn = { $player } plays { $tile }, but it is { $turn }'s turn
finding-played-instead-of-waiting = { $player } plays { $tile }, but after a double played at once this turn is an "I wait"
# $touching: the number of the tile's end written first; $open_ends: the open numbers, listed.
finding-laid-wrong-way-round = { $player } plays { $tile } with its { $touching } touching, as written, which fits none of the open ends ({ $open_ends }); turned round it would have fitted, but the table had it taken back as it lay
# $rule: ordinary or matador.
finding-fits-no-end = { $player } plays { $tile }, which fits none of the open ends ({ $open_ends }) by { $rule } matching
# $misfit: why the tile does not fit there.
finding-misfit = { $player } plays { $tile }, which does not fit: { $misfit }
finding-legal-taken-back = { $player } plays { $tile }, a legal tile, and the table has it taken back: the rules do not allow taking back a legal tile, but charge nothing for it, so it returns to the hand and the turn goes on
finding-legal-double-taken-back = { $player } plays { $tile } at once, a legal double, and the table has it taken back: the rules do not allow taking back a legal tile, but charge nothing for it, so it returns to the hand

# Doubles at once and claims.
finding-double-too-late = { $player } plays { $tile } on the set tile after { $after } has laid a tile: too late for a double at once
finding-double-after-next-player = { $player } plays { $tile } on the set tile after { $acted } has taken a turn: too late for a double at once
finding-double-at-once-misfit = { $player } plays { $tile } at once, out of turn, but it does not fit the set tile: { $misfit }
# One double's part of a claim for several.
finding-claim-part = { $owed } for { $double }
finding-claim-for-several = { $player } claims { $amount } once for { $count } doubles: { $parts }, each paid
finding-claim-corrected = { $player } claims { $amount } for the double; { $owed } is owed, and that is what the ledger pays
# $closer: what closed the window, a clause.
finding-claim-too-late = { $player } claims { $amount } for the { $double } laid against { $against }, too late: { $closer } since, and the claim had to come before that
finding-setter-asks = { $player } asks { $amount } for the set double; set payments are paid without asking, so the claim adds nothing and costs nothing
finding-setter-asks-other = { $player } asks { $amount } for the set double; { $paid } from each is owed and paid without asking, so the claim adds nothing and costs nothing
# $owner: whose tile it was.
finding-claim-not-owed = { $player } claims { $amount } for the { $double } laid against { $against } ({ $owner }), but no payment is owed for it
finding-claim-without-double = { $player } claims { $amount } for a double, but has laid no double to be paid for
finding-claim-forgotten = { $player }'s { $double } on { $payer }'s { $against } would have been paid { $amount } if asked; no claim came before its window closed, so nothing is paid
finding-declarer-asks = { $player } asks { $amount } for the declared doubles; they are paid without asking, so the claim adds nothing and costs nothing
finding-declarer-asks-other = { $player } asks { $amount } for the declared doubles; { $paid } from each is owed and paid without asking, so the claim adds nothing and costs nothing
finding-declarer-asks-unowed = { $player } asks { $amount } for the declared doubles, but took { $too_many ->
        [one] { $too_many } tile
       *[other] { $too_many } tiles
    } too many at the deal, so nobody owes anything for them

# The opening round's fought-over ends; $reading: the reading in force.
finding-paid-back = , and the { $amount } paid for it goes back
finding-made-room = { $player } takes back { $taken } to make room: { $for_player }'s { $tile } had the prior right to that end of the set tile [{ $reading }]{ $back }
finding-made-room-with-right = { $player } takes back { $taken } although it had the prior right to that end of the set tile [{ $reading }]; the table made room for { $for_player }'s { $tile }{ $back }
finding-gave-up-prior-right = { $player } takes back { $tile }, giving up the prior right to that end of the set tile [{ $reading }]; no penalty

# Pass and wait; $said: passes or waits.
finding-pass-while-able = { $player } { $said } while holding a tile that could be played
finding-pass-with-boneyard = { $player } { $said } with { $boneyard } tiles left in the boneyard
finding-pass-with-boneyard-alone = { $player } { $said } with { $boneyard } tiles left in the boneyard; a player who cannot play draws until able to, or until two are left
finding-caught-pass = the table caught { $player }'s pass at once: this tile is the turn the pass skipped, and the pass's penalty stands
finding-stopped-after-passes = every player still in passed in turn, but not every pass was correct, so by the rules the hand went on; the table stopped here, and the hand is counted as it stands

# Nos and block.
finding-false-nos = { $player } says "nos" while still holding { $held ->
        [one] { $held } tile
       *[other] { $held } tiles
    }
finding-nos-not-first = { $player } says "nos", but { $first } went out first
finding-block-before-game = { $player } blocks before the game is under way
finding-block-without-tile = { $player } says "I block" without having just played a tile
# $held: whose tiles can still be played, listed.
finding-block-while-playable = { $player } says "I block", but { $held } can still be played
finding-held-own = his own { $tiles }
finding-held-other = { $player }'s { $tiles }
# $tiles: the fitting tiles the other player holds.
finding-block-with-last-tile = { $player } blocks with his last tile and only { $other } still in: that ends the hand, so { $other }'s { $tiles } cannot follow, and the block is correct
finding-block-with-last-tile-boneyard = { $player } blocks with his last tile and only { $other } still in: that ends the hand, so the boneyard's { $tiles } cannot follow, and the block is correct
finding-block-while-drawable = { $player } says "I block", but { $tiles } in the boneyard can be drawn and played
finding-block-given-benefit = { $fitting } in the boneyard would fit, but { $undrawn } tiles stay undrawn to the end of the hand and any two of them may be the last two, which are never drawn: the block stands as correct
finding-not-drawn-stopped = { $player } stops with { $left } tiles in the boneyard, all but two of which he should have drawn after the correct block
finding-not-drawn-said = { $player } { $said } instead of drawing after the correct block
finding-not-drawn-played = { $player } plays instead of drawing after the correct block

# Conduct.
finding-advice = { $player }, who is out, gives advice on the play
finding-advice-while-in = { $player } gives advice while still in the hand: the rules forbid it only to players who are out
finding-covered-tiles = { $player } covers tiles from the opponents' view
finding-exposed-tiles = { $player } lays tiles face up on the table

# What a payment is for.
finding-reason-set-double = set double
finding-reason-set-drawn-double = set drawn double
finding-reason-set-drawn-tile = set drawn tile
finding-reason-double-on-predecessor = double on predecessor's tile
finding-reason-immediate-double = double at once on the set tile
finding-reason-declared-doubles = declared doubles
finding-reason-nos = nos
finding-reason-block = block
finding-reason-count = count
# $code: the infraction's code.
finding-reason-penalty = penalty: { $code }

# A possible infraction: what would make it so, after "if".
finding-if-held = { $player } held { $tiles } at the time
finding-if-held-by = { $held } at the time
finding-if-held-one = { $player } held { $tiles }
finding-if-dealt = { $tiles } was in another player's deal
finding-if-in-boneyard = { $tiles } lay in the boneyard to be drawn
# $what: the infraction; $condition: what would make it so; $penalty: chips each payee would get.
finding-possible = possible, not charged (line { $line }): { $what }, if { $condition }: { $penalty } to { $payees }
finding-possible-instead-of = possible, not charged (line { $line }): { $what }, if { $condition }: { $penalty } to { $payees }, instead of the { $charged } charged
finding-payees-each = each of { $players }

# Games in words, as the book names them.
finding-game-ordinary = ordinary
finding-game-ordinary-cross = ordinary cross
finding-game-ordinary-double-cross = ordinary double cross
finding-game-matador = matador
finding-game-matador-cross = matador cross
finding-game-matador-double-cross = matador double cross
finding-game-ordinary-cross-then-matador = ordinary cross, then matador
finding-game-ordinary-cross-then-matador-double-cross = ordinary cross, then matador double cross
finding-game-matador-cross-then-ordinary = matador cross, then ordinary
finding-game-matador-cross-then-ordinary-double-cross = matador cross, then ordinary double cross
finding-game-ordinary-with-condition = ordinary with a condition
finding-game-matador-with-condition = matador with a condition
finding-game-volapuk = volapük
finding-game-volapuk-cross = volapük cross
finding-game-volapuk-double-cross = volapük double cross
finding-game-triangle = triangle
finding-game-triangle-double-cross = triangle double cross
finding-game-triangle-then-ordinary = triangle, then ordinary
finding-game-triangle-then-ordinary-cross = triangle, then ordinary cross
finding-game-matador-then-ordinary-cross = matador here then there, then ordinary cross
finding-game-matador-then-ordinary-double-cross = matador here then there, then ordinary double cross

# An announcement's options; a side is a pip ("the 5") or an arm in words.
finding-side-pip = the { $pip }
finding-option-here-then-there = first { $here } then { $there }
finding-option-here-then-other = first { $here } then the other side
finding-option-tiles-first = { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } on { $side } first
# $rule: ordinary or matador.
finding-option-then = then { $rule }
finding-option-ordinary-on = ordinary on { $side }
finding-option-ordinary-north-south = ordinary north-south
finding-option-ordinary-east-west = ordinary east-west

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

# The YAML reader's errors (src/transcript/problem/yaml.rs, syntax.rs).
# $doc: the file the error is in, transcript or rules-file.

problem-yaml-shape-help = the README shows a transcript's shape by example; `schemas/transcript.schema.json` gives it exactly
problem-rules-file-help = a rules file names a profile and the switches it changes: `profile: en` and `switches:` with one `SWITCH: CHOICE` a line; `nos rules` lists them
problem-yaml-transcript-holds = a transcript has `session:` and `hands:`; the README shows one by example
# The reader's own message, which has no words of ours: $message.
problem-yaml-reader = { $message }
# A key written twice: $key, the key (or problem-yaml-this-key).
problem-yaml-this-key = this key
problem-yaml-twice = `{ $key }` is written twice in one mapping
problem-yaml-twice-label = second `{ $key }`
problem-yaml-twice-action-help = an event holds one action: if both happened, write the second as an event of its own on the next line
problem-yaml-twice-help = each key may appear once in a mapping: keep the right entry and delete the other
# A word that is not one of those allowed: $words, the words allowed,
# joined by commas; $variant: the word written.
problem-yaml-variant-key = `{ $key }` takes one of { $words }, not `{ $variant }`
problem-yaml-variant = `{ $variant }` is not one of { $words }
problem-yaml-variant-help = write one of: { $words }
problem-yaml-says-help = `says` records what a player said aloud: `wait` (missing a turn after a double), `pass`, `nos` or `block`
problem-yaml-conduct-help = `conduct` records what an umpire saw: `advice`, `covered-tiles` or `exposed-tiles`
problem-yaml-unknown-word-label = unknown word
# A value that is not a number: $whole, yes for a whole number; $text: as written.
problem-yaml-scalar-key = `{ $key }` takes { $whole ->
    [yes] a whole number
   *[no] a number
}, not `{ $text }`
problem-yaml-scalar = `{ $text }` is not { $whole ->
    [yes] a whole number
   *[no] a number
}
# $example: a key and value as the transcript writes them.
problem-yaml-scalar-help = write the number in digits, e.g. `{ $example }`
# What a place takes ($want) or holds ($found), in a sentence; $raw: the
# reader's own words, where ours have no name for it.
problem-yaml-want = { $want ->
    [value] a single value
    [list] a list
    [players] one entry per player
    [mapping] a mapping of `key: value` pairs
    [tile] one tile
    [name] one player's name
    [place] one open end or arm
    [points] a number of points
   *[other] { $raw }
}
# $text: the text found, as written.
problem-yaml-found = { $found ->
    [list] a list
    [mapping] a mapping
    [text] the text { $text }
    [nothing] nothing
   *[other] { $raw }
}
# The same, under the place.
problem-yaml-found-label = { $found ->
    [list] a list
    [mapping] a mapping
    [text] the text { $text }
    [nothing] nothing
   *[other] { $raw }
}
problem-yaml-unexpected-key = `{ $key }` takes { $want } here
problem-yaml-unexpected = expected { $want } here
problem-yaml-unexpected-label = not { $want }
problem-yaml-mapping-help = write `key: value` pairs, in braces `{ "{" }by: Anna, play: 5-3{ "}" }` or one a line
problem-rules-file-mapping-help = write `key: value` pairs, one a line below `switches:`, e.g. `D3: paid`, or in braces `{ "{" }D3: paid{ "}" }`
problem-yaml-wrong-key = `{ $key }` takes { $want }, not { $found }
problem-yaml-wrong = expected { $want } here, not { $found }
problem-yaml-one-tile-help = write one tile, e.g. `play: 6-3`; only `draw`, `declare` and `return` take a list of tiles
problem-yaml-by-help = write the player's name, e.g. `by: Anna`
problem-yaml-at-help = write the number on the open end, or the arm: west, east, north or south
problem-yaml-claim-help = write the points asked for the double, e.g. `claim: 4`
problem-yaml-item = each item of `{ $key }` is { $want }, not { $found }
problem-yaml-item-tiles-help = write the tiles one after another in a single list, e.g. `draw: [4-2, 1-1]`
problem-yaml-empty = the file is empty
problem-yaml-empty-label = nothing here
problem-yaml-only-comments = the file holds only comments, no { $doc ->
    [transcript] transcript
   *[rules-file] rules file
}
problem-yaml-only-comments-label = only comments
problem-yaml-eof = the file ends in the middle of a value
problem-yaml-eof-label = the file ends here
problem-yaml-eof-help = check the last lines for a missing `]`, `{ "}" }` or closing quote
problem-yaml-documents = a second YAML document starts here; a { $doc ->
    [transcript] transcript
   *[rules-file] rules file
} is a single document
problem-yaml-documents-label = `---` starts a new document
problem-yaml-documents-help = { $doc ->
    [transcript] delete the `---` line, or give each session a file of its own
   *[rules-file] delete the `---` line, or give each set of readings a file of its own
}
# $aliases: how many aliases; $count: how many anchored values they repeat.
problem-yaml-alias-ratio = { $aliases } aliases (`*name`) repeat { $count ->
    [one] { $count } anchored value
   *[other] { $count } anchored values
}: more than ten for each, which the referee does not follow
problem-yaml-alias-ratio-label = the last alias
problem-yaml-no-aliases-help = { $doc ->
    [transcript] a transcript needs no anchors (`&name`) or aliases (`*name`): write each deal and event out in full
   *[rules-file] a rules file needs no anchors (`&name`) or aliases (`*name`): write each switch out in full
}
# $size: a size in MiB, as "16 MiB".
problem-yaml-alias-bytes = the file's text, counting what aliases repeat, comes to more than { $size }
problem-yaml-stops-label = the referee stops here
problem-yaml-alias-bytes-help = { $doc ->
    [transcript] a transcript needs no anchors (`&name`) or aliases (`*name`): write each value out in full
   *[rules-file] a rules file needs no anchors (`&name`) or aliases (`*name`): write each value out in full
}
problem-yaml-too-much = the file holds more than the referee reads in one { $doc ->
    [transcript] transcript
   *[rules-file] rules file
}
problem-yaml-too-much-help = { $doc ->
    [transcript] a session's transcript holds a few thousand values: check that this is the transcript you meant to check
   *[rules-file] a rules file holds a profile and a few switches: check that this is the rules file you meant to give
}
# $levels: how many levels of nesting the referee follows.
problem-yaml-too-deep-levels = lists and mappings are nested more than { $levels } levels deep here
problem-yaml-too-deep = lists and mappings are nested too deep here
problem-yaml-too-deep-label = too deep
problem-yaml-too-deep-help = { $doc ->
    [transcript] a transcript nests a few levels at most (hands, events, an announcement's condition): this is not a transcript, or brackets are opened over and over
   *[rules-file] a rules file nests two levels (`switches:` and one `SWITCH: CHOICE` a line): this is not a rules file, or brackets are opened over and over
}
problem-yaml-alias-bomb = aliases here expand into far more values than any { $doc ->
    [transcript] transcript
   *[rules-file] rules file
} holds
problem-yaml-alias-bomb-label = the referee stops expanding here
problem-yaml-alias-bomb-help = { $doc ->
    [transcript] a transcript needs no anchors (`&name`) or aliases (`*name`): write each deal and event out in full; aliases that multiply like this are a "billion laughs" file, built to exhaust memory
   *[rules-file] a rules file needs no anchors (`&name`) or aliases (`*name`): write each switch out in full; aliases that multiply like this are a "billion laughs" file, built to exhaust memory
}
# A key that is not one: $mapping, the mapping it stands in (transcript,
# rules-file, session, hand, event, announcement, condition, other);
# $keys: the keys it may have, joined by commas.
problem-yaml-unknown-key = `{ $field }` is not a key of { $mapping ->
    [transcript] the transcript
    [rules-file] the rules file
    [session] the session
    [hand] a hand
    [event] an event
    [announcement] an announcement
    [condition] a condition
   *[other] this mapping
}
problem-yaml-unknown-key-label = unknown key
problem-yaml-unknown-key-help = { $mapping ->
    [transcript] the transcript
    [rules-file] the rules file
    [session] the session
    [hand] a hand
    [event] an event
    [announcement] an announcement
    [condition] a condition
   *[other] this mapping
} may have: { $keys }; a remark for the reader can go in a comment, a line starting with `#`
# A key missing: $mapping is transcript, session, hand (this hand) or other.
problem-yaml-missing-key = { $mapping ->
    [transcript] the transcript
    [session] the session
    [hand] this hand
   *[other] this mapping
} has no `{ $field }`
problem-yaml-missing-key-label = no `{ $field }` in { $mapping ->
    [transcript] the transcript
    [session] the session
    [hand] this hand
   *[other] this mapping
}
problem-yaml-missing-session-help = start the transcript with the session: `session: { "{" }players: [Anna, Bram, Cees, Dirk]{ "}" }`
problem-yaml-missing-hands-help = add `hands:` with one entry per hand played, each with its `deal` and `events`
problem-yaml-missing-players-help = list the players in seating order, clockwise: `players: [Anna, Bram, Cees, Dirk]`
problem-yaml-missing-deal-help = write the tiles each player took: `deal:` then a line such as `Anna: [3-1, 4-6, 5-0, 4-1]` for each player
problem-yaml-missing-events-help = write what happened, in order: `events:` then a line such as `- { "{" }by: Anna, set: 4-4{ "}" }` for each event
problem-rules-file-not = this is not a rules file: a rules file holds `profile:` and `switches:`
problem-rules-file-not-label = a rules file cannot start like this
problem-yaml-not = this is not a transcript: a transcript starts with `session:` and `hands:`
problem-yaml-not-label = a transcript cannot start like this
problem-yaml-not-ini-help = `[session]` headings belong to INI and TOML files; a transcript is YAML: write `session:` and indent its fields below it, as in the README's example
problem-yaml-not-help = the README shows a transcript by example
# A syntax error (syntax.rs). $code: a character as U+0007.
problem-yaml-control = a control character ({ $code }), which a { $doc ->
    [transcript] transcript
   *[rules-file] rules file
} cannot contain
# $open, $close: brackets.
problem-yaml-mismatched = a `{ $open }` is closed by `{ $close }`
problem-yaml-mismatched-label = `{ $close }` does not match
problem-yaml-mismatched-help = a list is closed by `]` and a mapping by `{ "}" }`
problem-yaml-misplaced = a closing bracket that closes nothing
problem-yaml-misplaced-label = nothing to close
problem-yaml-misplaced-help = delete it, or add the opening bracket it belongs to
problem-yaml-indentation = this line is not indented like the lines around it
problem-yaml-indentation-label = unexpected indentation
problem-yaml-indentation-help = the keys of one mapping start in the same column, and the lines of a value are indented further than its key; indent with spaces only
problem-yaml-colon = a `: ` inside a value, which YAML reads as the start of another key
problem-yaml-colon-label = second `:` on this line
problem-yaml-colon-help = put the value in quotes, e.g. `club: "de Haaien: Den Haag"`
problem-yaml-quote = a quoted value is never closed
problem-yaml-quote-label = the quote is still open here
problem-yaml-quote-help = close the quote, `"` or `'`, at the end of the value
problem-yaml-unclosed = a `{ $open }` is never closed
problem-yaml-unclosed-label = still open here
problem-yaml-unclosed-help = close each list with `]` and each mapping with `{ "}" }`
# $braces: yes in a mapping in braces, no in a list in brackets.
problem-yaml-comma = a `,` with nothing before it, in { $braces ->
    [yes] a mapping in braces
   *[no] a list in brackets
}
problem-yaml-comma-label = nothing before this `,`
problem-yaml-comma-help = { $braces ->
    [yes] a mapping in braces holds one `key: value` pair between each two commas: delete the extra comma, or write what belongs before it
   *[no] a list in brackets holds one item between each two commas: delete the extra comma, or write what belongs before it
}
problem-yaml-tab-indent = line { $line } is indented with a tab; YAML allows only spaces for indentation
problem-yaml-tab-label = a tab
problem-yaml-tab-indent-help = replace the tab with spaces; most editors can be set to insert spaces when Tab is pressed
problem-yaml-tab = a tab on line { $line } where YAML allows only spaces
problem-yaml-tab-help = replace the tab with a space
# $mapping: yes for a mapping, no for a list; $line: where it opens; $here:
# where the reader gave up.
problem-yaml-never-closed = the { $mapping ->
    [yes] mapping
   *[no] list
} opened on line { $line } is never closed
problem-yaml-never-closed-label = this needs a closing `{ $close }`
problem-yaml-never-closed-help = add the `{ $close }` at the end of the { $mapping ->
    [yes] mapping
   *[no] list
}; the error shows only where the reader gave up, on line { $here }

# The command line's own words (src/command/, src/main.rs).

# $name: a file's name; $error: what the system said.
command-cannot-read = cannot read { $name }: { $error }
command-cannot-write = cannot write { $name }: { $error }
# The many-files mode (src/command/corpus/). A file's line starts with its
# status: clean, findings, agree, differ, incomplete or unreadable.
command-corpus-status = { $status ->
    [clean] clean
    [findings] findings
    [agree] agree
    [differ] differ
    [incomplete] incomplete
   *[unreadable] unreadable
}
command-corpus-at-line = { $message } (line { $line })
# $what: verdict or comparison.
command-corpus-unspooled = cannot write { $name }'s { $what ->
    [verdict] verdict
   *[comparison] comparison
}: { $error }
command-corpus-unspooled-help = check the room left for temporary files
command-corpus-cannot-be-read = cannot be read: { $error }
command-corpus-no-transcript = no transcript (`*.yaml`, `*.yml`) under this directory
command-corpus-no-transcript-help = name a transcript, or a directory that holds `*.yaml` or `*.yml` files
command-corpus-agree = the readings agree on every hand
# $list: the hands' numbers, the first five and how many more.
command-corpus-differ-on = the readings differ on { $count ->
    [one] { $count } hand
   *[other] { $count } hands
} (hand { $list })
# A compared file's line: $verdicts is command-corpus-agree or
# command-corpus-differ-on; $readings: the readings, joined by " / ".
command-corpus-compared = { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}{ $unjudged ->
    [0] {""}
   *[other] , { $unjudged } not judged (hand { $unjudged_list })
}, { $verdicts }; readings { $readings }
command-corpus-total = total: { $files ->
    [one] { $files } file
   *[other] { $files } files
}, { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}, { $unjudged } not judged, { $found }, { $unreadable ->
    [one] { $unreadable } file
   *[other] { $unreadable } files
} unreadable
command-corpus-total-check = { $infractions ->
    [one] { $infractions } infraction
   *[other] { $infractions } infractions
}, { $differences ->
    [one] { $differences } scoresheet figure differs
   *[other] { $differences } scoresheet figures differ
}
command-corpus-total-compare = the readings differ on { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}

# Rules files, --rules and --rule (src/command/readings.rs); $profile: the
# profile as written.
problem-rules-file-profile = `{ $profile }` is not a rules profile
problem-rules-file-profile-label = unknown profile
problem-rules-file-profile-help = the profiles are `en` and `de-1996`; `nos rules` lists them
problem-rules-file-switch-label = not a switch and choice
problem-rules-file-switch-help = `nos rules` lists every switch and its choices
problem-session-profile-help = the profiles are `en` (the default) and `de-1996`
command-rules-help = `nos rules` lists the profiles, the switches and their choices
# $rule: a --rule as written.
command-rule-not-switch-choice = `{ $rule }` is not SWITCH=CHOICE
command-compare-two-readings = compare needs at least two readings
command-compare-two-readings-help = give each reading as --rules PROFILE[,SWITCH=CHOICE...] or --rules-file FILE, e.g. --rules en --rules de-1996
command-compare-two-readings-usage = compare needs at least two readings: give each as --rules PROFILE[,SWITCH=CHOICE...] or --rules-file FILE, e.g. --rules en --rules de-1996
# nos show (src/command/mod.rs): $hands and $events, how many there are.
command-show-no-hand = the transcript has no hand { $hand }
command-show-no-hand-help = hands are counted from 1; this transcript has { $hands }
command-show-no-event = hand { $hand } has no event { $event }
command-show-no-event-help = events are counted from 1 within the hand (0 is the deal); hand { $hand } has { $events }
command-show-not-reached = hand { $hand } could not be shown after event { $event }
command-show-not-reached-help = the replay never reached that point of the hand
# A file read whole (src/command/input.rs).
command-rules-file-too-large = { $name } holds more than the 1 MiB a rules file may: a rules file names a profile and the switches it changes; check that this is the file you meant
command-not-utf8 = { $name } is not UTF-8 text
command-waiting = nos: reading a transcript from standard input: type or paste it, then press Ctrl-D on a line of its own (or name a file instead of `-`)
# $what: the report, the comparison, ... as command-written names it.
command-written = { $what ->
    [report] the report
    [comparison] the comparison
   *[other] { $what }
}
command-cannot-keep-problems = cannot keep the problems to show: { $error }
command-cannot-write-stdout = cannot write to standard output: { $error }
# src/main.rs.
command-output-not-with-record = `--output` does not go with `record`, which writes the transcript it is given and nothing else
command-several-files = only check and compare judge several files
command-stdin-alone = standard input (`-`) is judged alone: give it as the only FILE, or save it to a file and name that
command-no-transcript = no transcript named

# The report's file (`--output`) is one the run reads. $kind: transcript or rules.
command-output-is-input = `--output { $output }` names the { $kind ->
    [transcript] transcript
   *[rules] rules file
} being read: the report would replace it
command-output-same-file = `--output { $output }` is the same file as the { $kind ->
    [transcript] transcript
   *[rules] rules file
} `{ $input }` (a link or another path to it): the report would replace it
command-output-is-stdin = standard input is read from `{ $output }`, the file `--output` names: the report would replace the { $kind ->
    [transcript] transcript
   *[rules] rules file
} being read
command-output-is-input-help = write the report to a file of its own, e.g. `--output report.txt`; the referee never writes to a file it reads
# $kind: directory, socket, block-device or other.
command-output-not-a-file = it is { $kind ->
    [directory] a directory
    [socket] a socket
    [block-device] a block device
   *[other] no regular file
}: a report is written to a file, a character device or a named pipe
command-output-too-many-links = more than { $links } symbolic links lead from it
command-output-no-longer-a-file = it is no longer a regular file: the report would replace it
command-reading-transcript = reading the transcript

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

## The text report (src/report/text.rs).

report-and-more = and { $more } more
# The diagnostics of one kind past the first ones drawn: one line each.
report-more-of-kind = More infractions of the kind nos::infraction::{ $code }, one a line:
report-one-a-line = hand { $hand } (line { $line }): { $what }
# What a transcript's report comes to, at its end and on its line when
# several files are checked: the hands (those not judged with their
# numbers), the infractions certain and possible, the scoresheet
# (differences: how many figures differ; sheet: kept or none), and the
# readings in force.
report-verdict = { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }{ $unjudged ->
        [0] {""}
       *[other] , { $unjudged } not judged (hand { $unjudged_list })
    }, { $infractions ->
        [one] { $infractions } infraction
       *[other] { $infractions } infractions
    }{ $possible ->
        [0] {""}
       *[other] {" "}and { $possible } possible
    }, { $differences ->
        [0] { $sheet ->
            [kept] scoresheet agrees
           *[none] no scoresheet kept
        }
        [one] { $differences } scoresheet figure differs
       *[other] { $differences } scoresheet figures differ
    }; rules { $rules }
# The report's last line (report-verdict and a full stop).
report-summary = { report-verdict }.
report-hand = Hand { $hand } (line { $line })
# The setter, the set tile ([6-6]) and the game as announced, in words.
report-hand-set = Hand { $hand } (line { $line }): { $setter } sets { $tile } and announces { $game }
report-hand-redeal = Hand { $hand } (line { $line }): nobody holds a double; the tiles are shuffled again
# The words of a payment's row in the report: who pays whom how much and
# why, then where, a line of the transcript or the end of the hand.
report-pays = pays
report-at-end = end
report-at-line = line
report-note = note (line { $line }): { $what }
report-count-not-known = { $player } not known
# How the hand ended, then each player's count ("Anna 12, Bram not known").
report-ends = ends { $ending ->
        [one-left] one left
        [blocked] blocked
        [all-passed] all passed
       *[other] { $ending }
    }; counts: { $counts }
report-next-on-set = next on set: { $player }
report-next-on-set-count-not-known = next on set: taken from the next hand, as a count is not known
report-next-on-set-tie-break = next on set: decided by the tie-break draw
# difference: the table's figure less the referee's, with its sign (+20).
report-sheet-differs = scoresheet differs: { $player } has { $table } on the sheet, { $referee } by the rules ({ $difference })
# What each player won or lost in the hand: "Anna +12, Bram -12".
report-moved = moved: { $moved }
report-chips-referee = chips after the hand: the referee's
report-chips-sheet-before-not-known = chips after the hand: taken from the table's scoresheet, as the chips before it are not known
report-chips-unknown-hand-not-judged = chips after the hand: not known, as a hand before could not be judged and no scoresheet since gives them
report-chips-sheet-count-not-known = chips after the hand: taken from the table's scoresheet, as a count is not known
report-chips-unknown-count-not-known = chips after the hand: not known, as a count is not known and no scoresheet gives them
report-hand-not-judged = Hand { $hand } (line { $line }): not judged, { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    }
report-problem = problem (line { $line }): { $message }
report-chips-sheet = chips after the hand: taken from the table's scoresheet
report-chips-unknown-no-sheet = chips after the hand: not known, as the table wrote no scoresheet that can be read
# The ledger's column headings (at most 6 characters wide).
report-ledger-hand = hand
report-ledger-start = start
report-ledger-not-judged-sheet = not judged; the table's scoresheet
report-ledger-not-judged = not judged
report-ledger-sheet = the table's scoresheet
report-ledger-foot-differs = * the table's scoresheet differs here
report-ledger-foot-unknown = ? not known: a hand before could not be judged

## An infraction drawn as a diagnostic (src/report/infraction.rs).

report-infraction = hand { $hand }: { $what }
# Who pays the penalty to whom, under the place of the infraction.
report-penalty-none = no penalty for { $player }
report-penalty-to-one = { $player } pays { $amount } to { $payee }
report-penalty-to-each = { $player } pays { $amount } to each of { $payees }
report-rule = rule: { $rule }
report-taken-back = the table had the tile taken back
report-let-stand = the table let it stand, so the replay goes on with it in place
# The readings of the doubtful points, as codes: D3=paid, D4=all-paid.
report-depends-on = this ruling depends on the reading { $readings }

# A progress bar's time left; eta stands for the time, as the bar fills it in.
report-time-left = { $eta } left

## The audit of a scoresheet and the settlement (src/report/audit/).

audit-glance = The evening at a glance (table's figure ≠ the referee's where they differ; ✓ where they agree)
# A cell of the glance for a player who has left the table.
audit-cell-left = left
audit-game-redeal = redeal
audit-game-not-judged = not judged
# The glance's column headings.
audit-head-hand = hand
audit-head-game = game
audit-head-start = start
audit-note-sheet = the table's scoresheet
audit-note-infractions = { $count ->
        [one] { $count } infraction
       *[other] { $count } infractions
    }
audit-note-possible = { $count } possible, not charged
audit-games-numbered = the games by their numbers, as `nos games` lists them
audit-no-sheet = The transcript records no scoresheet: the figures are the referee's alone.
audit-agrees-where-checked = The scoresheet agrees with the rules wherever the referee could check it.
audit-agrees = The scoresheet agrees with the rules after every hand it records.
audit-part-ways = Where the scoresheet and the rules part ways (what each hand adds; the rest carries on):
# A difference a hand only carries on from an earlier one.
audit-carried = carried from an earlier hand
audit-not-traced = not traced to a single payment
audit-hand-why = hand { $hand }: { $why }
# figures: each player's difference after the last hand, "Anna +20, Bram -20".
audit-off-by = after hand { $hand } the sheet is off by: { $figures }
audit-not-judged = Not judged: hand { $hands }; the problems are drawn on standard error.
audit-no-settlement = No settlement: the final chips are not known, as a hand could not be judged and no scoresheet after it gives them.
audit-settlement = Settlement (totals rounded down to multiples of { $unit }; remainders to the side pot):
# What a player keeps after rounding and what goes to the side pot, padded
# to their columns.
audit-keeps = keeps { $kept }, { $to_pot } to the pot
audit-wins-pot = wins the side pot { $pot }
audit-left-after = left after hand { $hand }
audit-square = square
audit-receives = receives { $amount }
audit-pays = pays { $amount }
audit-pot-won = side pot: { $chips } chips, won by { $player }
audit-pot-unclaimed = side pot: { $chips } chips; the transcript does not say who won it

# What explains a hand's new difference from the scoresheet
# (src/report/audit/explain.rs). A reason is a payment's reason in words
# ("set double", "nos"); a place is audit-place.
audit-place = { $line ->
        [0] at the end
       *[other] on line { $line }
    }
# direction: more or fewer chips on the sheet than the players hold.
audit-arithmetic-slip = an arithmetic slip: the table's figures for hand { $hand } add up to { $chips } chips { $direction ->
        [more] more
       *[fewer] fewer
    } than the players hold
audit-never-charged = the table never charged the { $code } penalty on line { $line } ({ $player } pays { $amount } to each of { $payees })
audit-left-out-payment = the table left out { $payer } paying { $payee } { $amount } for { $reason } { $place }
audit-counted-twice-payment = the table counted { $payer } paying { $payee } { $amount } for { $reason } { $place } twice
# far: how many points the count was off; direction: low or high; zero:
# double-blank where the slip is the [0-0] counted 0 instead of 14.
audit-count-wrong = the table took { $player }'s count at the end { $far } too { $direction ->
        [low] low
       *[high] high
    } (the rules count { $count }){ $zero ->
        [double-blank] , as when [0-0] is counted 0 instead of 14
       *[other] {""}
    }
audit-claim-paid = the table paid { $player }'s claim on line { $line } ({ $amount } from { $payer }), which was not owed, instead of charging the penalty
audit-instead-of = instead of the { $code } charged there
# instead: audit-instead-of after a comma, or nothing; condition: what would
# make the infraction so, in words.
audit-possibly-charged = the table may have charged the possible { $code } on line { $line } ({ $player } pays { $amount } to each of { $payees }){ $instead }: it holds only if { $condition }, which the record leaves open, so the rules charge nothing for it
# what: one ruling's payments (audit-ruling).
audit-left-out = the table left out { $what }
audit-counted-twice = the table counted { $what } twice
audit-wrong-way-round = the table paid { $what } the wrong way round
# who: the ruling's payments (audit-paying and the like).
audit-ruling = the { $reason } { $place } ({ $who })
audit-paying = { $payer } paying { $payee } { $amount }
audit-paying-each = { $payers } paying { $payee } { $amount } each
audit-paying-to-each = { $payer } paying { $amount } to each of { $payees }
audit-payments = { $count } payments
audit-paying-instead = { $payer } paying { $payee } { $paid } instead of { $amount }
audit-wrong-amount = the table paid { $reason } { $place } at the wrong amount: { $parts }
audit-paying-instead-for = { $payer } paying { $payee } { $paid } instead of { $amount } for { $reason } { $place }
audit-two-wrong-amounts = the table made two payments at the wrong amount: { $each }

## Readings compared (src/report/compare/). An item's readings, as codes in
## brackets ([D3=paid]), follow it.

compare-payment = { $payer } pays { $payee } { $amount } for { $reason } ({ $line ->
        [0] end
       *[other] line { $line }
    })
# Who receives a penalty where an opponent is out: count is how many.
compare-payees = { $amount }{ $count ->
        [one] {""}
       *[other] {" "}each
    } to { $payees }
compare-infraction = infraction { $code } by { $player } (line { $line })
# payees: compare-payees after a comma, or nothing; condition: what would
# make the infraction so, in words.
compare-possible = possible { $code } by { $player } (line { $line }){ $payees }, if { $condition }
# readings: the readings' labels, "standard | house"; name: the transcript.
compare-opening = Comparing { $count } readings of { $name }: { $readings }
compare-hand-skipped = Hand { $hand }: not judged under any reading; left out of the comparison.
# readings: those the hand could not be judged under; others: how many
# judged it.
compare-hand-not-judged-under = Hand { $hand }: not judged under { $readings }, judged under the other { $others ->
        [one] reading
       *[other] readings
    }.
compare-hand-carried-in = Hand { $hand }: the readings agree on the hand; the chips differ only by what earlier hands carried in.
compare-chips-after = chips after hand { $hand }:
compare-hand-agrees = Hand { $hand }: the readings agree.
compare-part-at-count = Hand { $hand }: the readings part at the end-of-hand count.
# event: the transcript's line where they part, as it is written.
compare-part-at-line = Hand { $hand }: the readings part at line { $line }: { $event }
compare-part-over-next-on-set = Hand { $hand }: the readings part over who is on set next.
compare-part-over-payments = Hand { $hand }: the readings part over what the hand's payments come to.
compare-next-on-set = next on set under { $reading }: { $player }
compare-next-on-set-tie-break = next on set under { $reading }: decided by the tie-break draw
# kind: charged, or possible (a public record's infraction, not charged).
compare-only-under = { $kind ->
        [possible] possible, not charged, only
       *[charged] only
    } under { $reading }:
# having: the readings that have the items, joined by compare-and; lacking:
# those that do not, joined by compare-or.
compare-under-not-under = { $kind ->
        [possible] possible, not charged, under
       *[charged] under
    } { $having }, not under { $lacking }:
compare-and = and
compare-or = or
compare-final-chips = Final chips:
compare-not-compared = Not compared: hand { $hands }, which no reading could judge.
compare-agree-on-every-hand = The readings agree on every hand.
compare-differ = The readings differ in { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }.
# choices: the switches every reading takes alike, as codes (D3=paid).
compare-shared = Every reading compared takes { $choices }: what { $count ->
        [one] that switch decides
       *[other] these switches decide
    } is the same in each.
# Followed by a command line that compares with one switch changed.
compare-switch-one = To see what one of them changes, compare with it switched, e.g.

## The table at one point of a hand (src/report/show.rs, nos show).

show-not-seen = { $count } not seen
# known: the tiles seen, "[6-5] [3-1]".
show-partly-seen = { $known } and { $count } not seen
# An arm of the layout by its compass point, as the transcript names it.
show-arm = { $arm ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }
show-arm-left-free = { show-arm } (left free)
show-arm-dead = { show-arm } (dead at { $open })
show-arm-open = { show-arm } (open { $open })
show-open-end = { show-arm } { $open }
show-open-end-dead = { show-arm } { $open } (dead)
show-open-ends-none = none
# game: the game by its number and name as `nos games` lists it; shape:
# line, cross or triangle; count: the tiles laid so far.
show-layout = { $game } on { $tile }, { $shape ->
        [line] a line
        [cross] a cross
       *[triangle] a triangle
    }, { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } down:
show-at-deal = Hand { $hand } (line { $line }), after the deal, before any event
show-at-end = Hand { $hand } (line { $line }), at the end (after all { $total } events)
# at: the line of the event; written: the event as the transcript writes it.
show-after-event = Hand { $hand } (line { $line }), after event { $event } of { $total }, line { $at }: { $written }
show-open-ends = Open ends: { $ends }
show-no-layout = No layout yet: the set tile is not down, or no game is announced.
show-turn = Turn: { $whose }
show-turn-pending = Turn: the table is to decide on { $player }'s { $tile }, which lies where it was put until it is taken back or let stand
show-turn-before-set = nobody has set the first tile yet
show-turn-announcing = the setter is to announce the game
show-turn-opening = doubles may still be played at once on the set tile; then { $player } plays
show-turn-to-play = { $player } to play
show-turn-block-draw = after the block, { $player } draws the boneyard down to two
show-turn-over = the hand is over ({ $ending ->
        [one-left] one left
        [blocked] blocked
        [all-passed] all passed
       *[redeal] redeal
    })
show-boneyard = Boneyard: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
show-boneyard-none-known = Boneyard: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }, none known
show-boneyard-partly-known = Boneyard: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }: { $known }
show-hands-unseen-counted = Hands (tiles not seen by now are counted, not drawn):
show-hands = Hands:
# A player who has played his last tile.
show-out = out
# count: the points a count noted at the end gives, padded to 2 columns.
show-count-noted = { $count } (noted)
show-count-not-known = not known
# padded: the number of tiles padded to 2 columns; tiles: that number;
# count: the points in the hand (padded), show-count-noted or -not-known.
show-held = { $padded } { $tiles ->
        [one] tile
       *[other] tiles
    }, count { $count }

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# The rule each kind of infraction breaks, in a sentence.
rules-infraction-too-few-tiles = Each player takes 8 minus the number of players at the deal; one who took too few pays 40 to each opponent and draws up, if this is raised before the first tile is played (before the second when he is on set); once someone else has played, it lapses.
rules-infraction-too-many-tiles = Taking one or two tiles too many costs nothing (unseen extras may go back), but more than two too many costs 40 to each opponent.
rules-infraction-setter-drew = A player on set who holds a double sets a double; drawing instead costs 40 to each opponent.
rules-infraction-wrong-set-tile = The first set of a session is the highest double; later the setter sets a double he holds, or, holding none, the tile he draws.
rules-infraction-not-on-set = Only the player on set may put down the first tile.
rules-infraction-bad-announcement = The setter announces one of the 17 games, and one that his set tile allows.
rules-infraction-illegal-tile = Every tile must follow the announced game where it is put; the table has it taken back and another played.
rules-infraction-out-of-turn = Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, while the window for doubles at once is open.
rules-infraction-played-instead-of-waiting = A player who played a double at once on the set tile says "I wait" at his next turn instead of playing.
rules-infraction-drew-from-last-two = The last two tiles of the boneyard are never drawn.
rules-infraction-pass-with-boneyard = A player may pass only when he cannot play and two tiles are left in the boneyard; until then he draws.
rules-infraction-pass-while-able = A player who passes while holding a tile he could play pays 80 to each opponent.
rules-infraction-false-nos = Only a player who has played his last tile may say "nos".
rules-infraction-wrong-block = A player may block only when no tile in any hand, nor any tile left to draw, can be played.
rules-infraction-not-drawn-after-block = After a correct block the next player draws every tile of the boneyard but the last two.
rules-infraction-wrong-claim = Asking for points one is not owed costs 40 to each opponent.
rules-infraction-advice = A player who is out may point out mistakes but must not advise on the play.
rules-infraction-covered-tiles = Tiles stand on edge where every opponent can see them; covering them costs 40 to each opponent.
rules-infraction-exposed-tiles = Tiles are not laid face up in front of a player, except declared doubles and tiles taken back.
# The out-of-turn rule as each reading of the window for doubles at once has it.
rules-infraction-out-of-turn-first-round = Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that until the first round is over.
rules-infraction-out-of-turn-until-first-tile = Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that only until the first player in turn lays his tile.
rules-infraction-out-of-turn-after-first-tile = Play goes clockwise, one turn each; only a double on the set tile may be played at once, out of turn, and that until a player after the first in turn acts.
# The wait owed after a double at once, when the reading puts it off to the
# first turn at which the double's side is open.
rules-infraction-wait-at-first-open-turn = A player who played a double at once on the set tile says "I wait" instead of playing at his next turn, or, where a condition keeps his double's side closed, at the first turn at which he could play there.

# Each kind of infraction's name in words, as a report heads it.
rules-infraction-title-too-few-tiles = too few tiles
rules-infraction-title-too-many-tiles = too many tiles
rules-infraction-title-setter-drew = setter drew
rules-infraction-title-wrong-set-tile = wrong set tile
rules-infraction-title-not-on-set = not on set
rules-infraction-title-bad-announcement = bad announcement
rules-infraction-title-illegal-tile = illegal tile
rules-infraction-title-out-of-turn = out of turn
rules-infraction-title-played-instead-of-waiting = played instead of waiting
rules-infraction-title-drew-from-last-two = drew from last two
rules-infraction-title-pass-with-boneyard = pass with boneyard
rules-infraction-title-pass-while-able = pass while able
rules-infraction-title-false-nos = false nos
rules-infraction-title-wrong-block = wrong block
rules-infraction-title-not-drawn-after-block = not drawn after block
rules-infraction-title-wrong-claim = wrong claim
rules-infraction-title-advice = advice
rules-infraction-title-covered-tiles = covered tiles
rules-infraction-title-exposed-tiles = exposed tiles


# The doubtful points as `nos rules` lists them: each switch's name in words,
# its question, what each choice means, and why the sources leave it open.
rules-switch-d1-name = tie for set
rules-switch-d1-question = Several players tie for the largest count: who is on set next?
rules-choice-d1-draw-tiles = the tied players each draw a tile; the higher spot total is on set, a drawn [0-0] counting 0 as its spots show; equal draws tie and those tied draw again (the next hand's set shows who won when no draw is written)
rules-choice-d1-highest-tile = the tied player holding the single tile with most spots, [0-0] counting 14 as in the count; then the higher end of that tile
rules-switch-d1-reason = the English text borrows the tie-break draw from plain dominoes; the German text proposes judging the tiles held
rules-switch-d2-name = double on out tile
rules-switch-d2-question = Is a double paid when laid on the tile with which the predecessor went out, if he was not the first out?
rules-choice-d2-unpaid = no: a player who went out pays nothing for it
rules-choice-d2-paid = yes: only the first player out (nos) is spared, as the rule reads literally
rules-switch-d2-reason = the rule spares only the player who made nos; the book's example on p. 43 spares a later one too
rules-switch-d3-name = double after pass
rules-switch-d3-question = Is a double paid when laid on a tile after the next player passed?
rules-choice-d3-unpaid = no: a pass is a turn in between
rules-choice-d3-paid = yes: no tile was played in between, so the player of that tile pays
rules-switch-d3-reason = the book's example on p. 54 pays nothing; the German text argues that no tile came between
rules-switch-d4-name = several immediate doubles
rules-switch-d4-question = Several players play doubles at once on the set tile: who is paid?
rules-choice-d4-all-paid = every such double is paid by the setter
rules-choice-d4-first-paid = only the first is paid; later ones are still played and waited for
rules-switch-d4-reason = the English text pays all; the German text asks whether only the first should be
rules-switch-d5-name = doubles at once priority
rules-switch-d5-question = More players want to lay a tile on the set tile at once than it has open ends: who has the right?
rules-choice-d5-seat-order = seat order from the first player in turn decides, his own tile included; a later seat's tile on the end is taken back to make room
rules-choice-d5-doubles-first = doubles at once come before the first player's other tile, and among them earlier seats first
rules-switch-d5-reason = the English text only notes that it could happen (with [0-0]); the German text proposes doubles before other tiles, earlier seats first
rules-switch-doubles-at-once-window-name = doubles at once window
rules-switch-doubles-at-once-window-question = Until when may a double still be laid at once on the set tile?
rules-choice-doubles-at-once-window-first-round = through the whole first round, until the setter's turn comes again: a double on the set tile in the first round is never a tile out of turn
rules-choice-doubles-at-once-window-until-first-tile = only until the first player in turn lays a tile (a draw is not one); a later one is out of turn
rules-choice-doubles-at-once-window-after-first-tile = also straight after the first player's tile, until the next player acts: doubles come before other tiles, so the first player's haste does not shut them out
rules-switch-doubles-at-once-window-reason = both texts let any player lay a fitting double at once and, in their penalty lists, exempt a double on the set tile in the first round from the penalty for playing out of turn; a club may read "at once" more narrowly
rules-switch-d6-name = volapuk conditions
rules-switch-d6-question = Which conditions may go with volapük?
rules-choice-d6-tiles-first = a single-line volapük may ask for 1 to 4 tiles on one side first; nothing else
rules-switch-d6-reason = the sources agree in effect; the German text adds that volapük crosses take no condition
rules-switch-d7-name = pass while able
rules-switch-d7-question = What does a pass made while able to play cost?
rules-choice-d7-80-instead = 80 to each opponent, instead of the 40 for passing with tiles left to draw
rules-choice-d7-80-and-40 = 80 to each opponent, and the 40 as well when tiles were left to draw
rules-switch-d7-reason = the 80 follows the 40 in the text, which leaves open whether it replaces or adds to it; the German text charges it when found "after the game", but a transcript does not record when the table noticed, so the 80 is charged whenever the replay finds such a pass
rules-switch-d8-name = summary lists
rules-switch-d8-question = The summary list names game 10 without the compulsory doubles: which governs?
rules-choice-d8-descriptions = the full description of each game governs
rules-switch-d8-reason = the summary lists disagree with the descriptions in places; both sources let the descriptions govern
rules-switch-penalties-to-players-out-name = penalties to players out
rules-switch-penalties-to-players-out-question = Do players who are already out receive penalty payments?
rules-choice-penalties-to-players-out-paid = yes: "each opponent" means every other player
rules-choice-penalties-to-players-out-unpaid = no: only players still holding tiles are paid
rules-switch-penalties-to-players-out-reason = the penalties are paid to "each opponent", and the sources do not say whether that includes players out
rules-switch-setter-declares-name = setter declares
rules-switch-setter-declares-question = May the setter declare doubles, counting those left in his hand after the set?
rules-choice-setter-declares-allowed = yes, by the same table
rules-choice-setter-declares-not-allowed = no: a declaration by the setter is a claim not owed
rules-switch-setter-declares-reason = declarations follow the announcement, and the sources do not say whether the setter takes part
rules-switch-claim-window-name = claim window
rules-switch-claim-window-question = Until when may a player ask for the points of a double he laid?
rules-choice-claim-window-next-tile = until the next tile is laid, by anyone; a draw, a pass or "I wait" does not end it, nor does another double laid at once on the set tile
rules-choice-claim-window-next-event = until another player's next turn begins or goes on: his tile, a draw, a pass or "I wait"
rules-choice-claim-window-end-of-hand = at any time until the hand is over
rules-switch-claim-window-reason = the rules say the player must ask for the points to be paid them, but not by when
rules-switch-game17-arms-name = game17 arms
rules-switch-game17-arms-question = Which two arms may game 17 name for "first here, then there"?
rules-choice-game17-arms-opposite = two opposite arms: there is the side facing here, as in game 11a's "first here, then there"
rules-choice-game17-arms-any = any two arms of the cross
rules-switch-game17-arms-reason = game 17 borrows game 11a's words, where there is the opposite side; its own description names no sides
rules-switch-deferred-wait-name = deferred wait
rules-switch-deferred-wait-question = A double played at once on a side that a "so many tiles first" condition keeps closed: at which turn does its player say "I wait"?
rules-choice-deferred-wait-first-open-turn = at the first turn at which he could play where his double lies; until then he plays on the open side
rules-choice-deferred-wait-next-turn = at his next turn, as for any double at once; a tile played there instead is one played instead of waiting
rules-switch-deferred-wait-reason = the English text's game 11b puts the wait off until the double's side opens, with an example; the German text has no such paragraph, so there the general rule for a double at once holds
# The points settled without a switch, each with the reading taken.
rules-settled-setter-draws-twice = A setter without a double draws twice and sets the second tile, a double
rules-settled-setter-draws-twice-reading = a wrong set tile (40 to each opponent); if the table lets it stand, it is paid one end's value from each, as a double from the hand: the doubled payment is only for the tile he had to draw and set
rules-settled-short-deal-set-draw = A setter dealt too few tiles who holds no double draws and sets
rules-settled-short-deal-set-draw-reading = a draw followed by setting that very tile is the set draw, whatever the size of his deal; only his other draws make up the short deal, and only they are charged the 40
rules-settled-drawn-double-blank = A drawn [0-0] under D1
rules-settled-drawn-double-blank-reading = draw-tiles compares the spots of the tiles drawn, so a drawn [0-0] is worth 0 and loses to any other tile; highest-tile judges the tiles held as the count does, so a held [0-0] is worth 14: the two choices value the same tile differently
# `nos rules`: how each profile reads a point.
rules-listing-profiles = en: { $en }   de-1996: { $de }
rules-listing-why-open = why open: { $reason }
rules-listing-settled = Settled without a switch, where the sources are silent:
rules-listing-choose-profile = Choose a profile with --rules en|de-1996 (or `rules:` in the transcript's session),
rules-listing-choose-override = override single points with --rule ID=CHOICE, or keep a club's readings in a --rules-file.


# `nos games`: what each of the 17 games is, in a line, and the options an
# announcement of games 11, 12 and 17 may carry, with the transcript's own
# keys and values (first, here, side, tiles, then, matching, layout...).
games-description-1 = one line growing at both ends; a tile's touching end shows the open end's number
games-description-2 = set a double; one tile on each of its four sides before any arm grows, all by ordinary matching
games-description-3 = an ordinary cross whose arms each take the double of their open end next; an arm grows again as soon as its double is down
games-description-4 = one line where touching ends add up to 7; a blank takes only a matador, and the matadors [0-0] [6-1] [5-2] [4-3] fit anywhere either way round
games-description-5 = set a double, not the [0-0]; a cross, then four arms, all by matador matching
games-description-6 = a matador cross whose arms each take the double adding up to 7 with their open end, or a matador, next; an arm grows again as soon as that tile is down
games-description-7 = the cross by ordinary matching, then the arms grow by matador matching
games-description-8 = the cross by ordinary matching, then on each arm the double adding up to 7 or a matador, then matador matching
games-description-9 = set a double, not the [0-0]; the cross by matador matching, then the arms grow by ordinary matching
games-description-10 = set a double, not the [0-0]; the cross by matador matching, then on each arm the double of its open end (an arm begun with a double is dead), then ordinary matching
games-description-11 = a single line, ordinary or matador, whose first plays are ordered: first here then there, or 1 to 4 tiles on one side before the other; optionally the other rule once that is done (also written ordinary or matador with a first)
games-description-12 = one side of a line, or two opposite arms of a cross on a double, play ordinary and the rest matador; the double cross takes a double next on each arm, or a matador on a matador arm
games-description-13 = set the [0-0]; the other three matadors on three of its sides, then the three arms grow by matador matching
games-description-14 = a triangle whose arms each take the double adding up to 7 with their open end next, then grow by matador matching
games-description-15 = a triangle, then the three arms grow by ordinary matching
games-description-16 = a triangle, then a blank end against the side of the [0-0] left free, then an ordinary cross
games-description-17 = set any double; the first tile on here and the second on there by matador matching, the other two arms by ordinary matching, then all ordinary; the double cross takes the double of each arm's open end next
games-options-11 = first: { "{" }here: 5{ "}" } (then the other side) or { "{" }side: 2, tiles: 1-4{ "}" }; then: the other rule; by number also matching: ordinary or matador
games-options-12 = ordinary: the ordinary side of a line (its pip, west or east) or pair of arms (north-south or east-west, either order, or a list such as [north, south]); first: { "{" }side, tiles: 1-4{ "}" }, a line only; by number also layout: line, cross or double-cross
games-options-17 = first: { "{" }here: arm, there: arm{ "}" }, the two matador arms (there left out: the arm across from here); by number also layout: cross or double-cross


# The page (nos report). A message with a figure in bold or a file name in
# code has it as an argument ($shown, $amount, $source, $off), marked in the
# page's markup.
page-title-session = A Nos session
page-head-title = Verdict: { $title }
page-kicker = The referee's verdict on an evening of Nos
page-nav-label = Hands
page-nav-hands = Hands:
# $reading is the reading as --rules takes it: en,D3=paid.
page-footer = Judged by nos-referee from { $source }, under the reading { $reading }. Every ruling cites the line of the transcript it rests on.
page-reading-as-profile = (every doubtful point as the profile reads it)
# Before the switches a reading sets apart from its profile: "en, but D3: paid".
page-reading-but = but
page-facts-club = Club
page-facts-date = Date
page-facts-players = Players
page-facts-start = Chips at the start
page-facts-start-each = { $chips } each
page-facts-reading = Reading
page-facts-transcript = Transcript
page-summary-hands = { $count ->
    [one] { $shown } hand
   *[other] { $shown } hands
}
page-summary-unjudged = { $shown } not judged
page-summary-infractions = { $count ->
    [one] { $shown } infraction
   *[other] { $shown } infractions
}
page-summary-possible = { $shown } possible, not charged
page-summary-agrees-where-checked = the scoresheet agrees with the rules wherever they could be checked
page-summary-agrees = the scoresheet agrees with the rules
page-summary-departs = { $count ->
    [one] the scoresheet departs from the rules in { $shown } hand
   *[other] the scoresheet departs from the rules in { $shown } hands
}
# What each player settles at the end of the evening, in the summary.
page-summary-settles = settles:
page-summary-square = { $player } square
page-summary-receives = { $player } receives { $amount }
page-summary-pays = { $player } pays { $amount }
# Tooltips and words of a cell of chips.
page-chips-unknown-since = unknown: a hand before could not be judged and no scoresheet since gives them
page-chips-from-sheet = the table's scoresheet: the chips before this hand are unknown
page-chips-sheet = the table's scoresheet
page-chips-unknown = unknown: the hand could not be judged and the transcript has no scoresheet for it
# Read out by a screen reader before a figure: the sheet's, the rules'.
page-sr-sheet = sheet
page-sr-rules = rules
page-cell-left = left
page-figure-table = the table's figure
page-figure-referee = the referee's figure
page-game-redeal = redeal
page-glance-title = The evening at a glance
page-glance-caption = Chips after each hand by the rules. Where the table's scoresheet says otherwise, its figure is struck through beside the referee's; a marked cell is where a hand adds a new difference, the others carry an earlier one.
page-column-hand = Hand
page-column-game = Game
page-column-infractions = Infractions
page-glance-start = start
page-glance-possible = +{ $count } possible
page-not-judged = not judged
# $hands: the numbers of the hands not judged, "3, 5".
page-glance-unjudged = { $count ->
    [one] Not judged: hand { $hands }, shown below with what keeps it from being judged.
   *[other] Not judged: hands { $hands }, shown below with what keeps each from being judged.
} The chips after such a hand are the table's scoresheet's (in italics) where it wrote them, unknown (?) otherwise, until a later scoresheet gives them again.
page-departures-title = Where the scoresheet departs from the rules
page-departures-none-where-checked = The scoresheet agrees with the rules wherever the referee could check it.
page-departures-none = The scoresheet agrees with the rules after every hand it records.
page-hand = Hand { $number }
page-departure-untraced = not traced to a single payment
# $difference has its sign: +40, −20.
page-sheet-and-rules = { $player } { $sheet } on the sheet, { $rules } by the rules ({ $difference })
page-sheet-off-by = After hand { $hand } the sheet is off by: { $off }.
page-unjudged-chips-sheet = The chips after it are taken from the table's scoresheet.
page-unjudged-chips-unknown = The transcript has no scoresheet for it: the chips after it are unknown until a later scoresheet gives them.
page-unjudged-why = The referee could not judge this hand: what the transcript records of it cannot be read, or does not add up.
page-transcript-line = Transcript line { $line }.
page-unjudged-problems = What keeps it from being judged
page-problem-at = Transcript line { $line }, column { $column }: { $problem }.
page-settlement-title = The settlement
page-settlement-caption = Totals are rounded down to multiples of { $unit }; the remainders go to the side pot.
page-column-player = Player
page-column-chips = Chips
page-column-keeps = Keeps
page-column-to-pot = To the pot
page-column-pot-won = Side pot won
page-column-settles = Settles
page-left-after = left after hand { $hand }
page-balance-square = square
page-balance-receives = receives { $amount }
page-balance-pays = pays { $amount }
page-side-pot-won = Side pot: { $chips } chips, won by { $winner }.
page-side-pot-unknown = Side pot: { $chips } chips; the transcript does not say who won it.
page-correction-taken-back = The table had the tile taken back; the penalty stands.
page-correction-let-stand = The table let it stand; the replay goes on with it in place.
# $what: the sentence of what happened.
page-ruling-at = transcript line { $line }: { $what }.
page-label-rule = Rule
page-label-penalty = Penalty
page-penalty-nobody = nobody is paid
page-penalty-pays = { $player } pays { $each } to each of { $payees } ({ $total } in all).
# $readings: the switches a ruling depends on, as --rule takes them: D3=paid.
page-readings = Reading: { $readings }.
page-possible-not-charged = possible, not charged
page-label-only-if = Only if
# $condition: what would make a possible infraction so.
page-possible-condition = { $condition }. The record leaves this open: in some ways its unseen tiles could have lain it holds, in others not, so it is not charged.
page-label-were-it-so = Were it so
page-penalty-nobody-would = nobody would be paid.
page-penalty-would-pay = { $player } would pay { $each } to each of { $payees } ({ $total } in all).
# After an amount that each of several players pays or receives.
page-payment-each = each
# In the line column of a payment made at the count.
page-payment-at-end = end
# $tile: the set tile, [5-5]; $game: the announcement in words.
page-hand-set = { $setter } sets { $tile } and announces { $game }.
page-hand-redeal = Nobody holds a double: the tiles are shuffled again.
# $ending: how the hand ended (one-left, blocked, all-passed).
page-hand-ends-next = The hand ends { $ending ->
    [blocked] blocked
    [all-passed] all passed
   *[one-left] one left
}; { $player } is on set next.
page-hand-ends-tie = The hand ends { $ending ->
    [blocked] blocked
    [all-passed] all passed
   *[one-left] one left
}; the tie-break draw decides who is on set next.
# $ends: each arm's open end, "west 5, east 2".
page-layout-caption = { $count ->
    [one] The layout at the end: { $count } tile; open ends { $ends }.
   *[other] The layout at the end: { $count } tiles; open ends { $ends }.
}
page-counts-caption = Counts and chips after hand { $hand }
page-column-left-in-hand = Left in hand
page-column-count = Count
page-count-not-known = not known
page-infractions-title = Infractions
page-possible-title = Possible infractions, not charged
page-notes-title = Notes
page-note-at = Transcript line { $line }: { $what }.
# $differences: each player's figures, joined by "; ".
page-sheet-differs = The table's scoresheet differs: { $differences }.
page-sheet-and-rules-at = { $player } { $sheet } on the sheet, { $rules } by the rules (line { $line })
page-sheet-differs-here = What this hand adds: { $why }.
page-sheet-differs-before = It carries a difference from an earlier hand.
page-payments-caption = Payments in hand { $hand }, in order
page-column-payer = Who pays
page-column-payee = To
page-column-for = For
page-column-line = Line
# The chart of the chips over the evening.
page-chart-title = Chips over the evening
page-chart-svg-title = Each player's chips after every hand
page-chart-axis-hand = hand
# A note above a hand whose scoresheet departs from the rules.
page-chart-sheet-differs = sheet ≠
# The chart's description for a screen reader: this, then each player's
# chips hand by hand.
page-chart-description = Chips after each hand by the rules:
page-chart-unknown = unknown
page-chart-departs = { $count ->
    [one] the table's scoresheet departs from the rules in hand { $hands }.
   *[other] the table's scoresheet departs from the rules in hands { $hands }.
}
page-chart-unjudged = { $count ->
    [one] Hand { $hands } could not be judged: the chips after it are the table's scoresheet's, where it wrote them.
   *[other] Hands { $hands } could not be judged: the chips after them are the table's scoresheet's, where it wrote them.
}
page-chart-caption = Chips after each hand by the rules, one line and mark shape per player.
page-chart-caption-unjudged = Grey bands mark the hands that could not be judged. A hollow mark on a line is the table's own figure, taken where the referee's is not known, and a line breaks where the chips are unknown.
page-chart-caption-agrees-where-checked = The table's scoresheet agrees wherever the referee could check it.
page-chart-caption-agrees = The table's scoresheet agrees throughout.
page-chart-caption-departs = Hatched bands mark the hands where the table's scoresheet departs from the rules; hollow marks show the table's own figures.
# The drawing of a hand's layout, as a screen reader reads its title.
page-layout-line = a line
page-layout-cross = a cross
page-layout-triangle = a triangle
page-layout-title = { $count ->
    [one] The layout at the end of hand { $hand }: { $shape } of { $count } tile; open ends { $ends }
   *[other] The layout at the end of hand { $hand }: { $shape } of { $count } tiles; open ends { $ends }
}

# Why a tile does not fit where it was put. $open is the open end's number.
rules-misfit-ordinary = the open end is { $open }, and ordinary matching needs a { $open } against it
rules-misfit-matador-blank = the open end is a blank, and under matador matching only a matador goes on a blank
rules-misfit-matador = the open end is { $open }, and matador matching needs a { $needed } against it, or a matador
rules-misfit-needs-double = this arm of the double cross takes the [{ $double }-{ $double }] next
rules-misfit-needs-double-or-matador = this arm of the double cross takes the [{ $double }-{ $double }] or a matador next
rules-misfit-blank-arm-matador = this arm of the double cross shows a blank, and takes only a matador next
rules-misfit-blank-arm-nothing = this arm of the double cross shows a blank, and no double adds up to 7 with it
rules-misfit-needs-matador = the sides of the triangle are the three matadors [6-1], [5-2] and [4-3]
rules-misfit-cross-incomplete = no arm grows until every arm has its first tile
rules-misfit-triangle-none-down = no matador lies on the [0-0] yet: its sides take the three matadors first, and only the side left free after them takes a blank end
rules-misfit-triangle-one-down = one of the three matadors lies on the [0-0]: the other two go on its free sides first, and which side is left over for a blank end is settled only then
rules-misfit-triangle-two-down = two of the three matadors lie on the [0-0]: the third goes on one of the two free sides, and only the side left free after it takes a blank end
rules-misfit-fourth-side-closed = the triangle has its three sides, and the side left free takes no tile
# $arm is the compass point as the transcript writes it: north, east, south, west.
rules-misfit-condition = the announced condition wants { $needed ->
    [one] { $needed } tile
   *[other] { $needed } tiles
} on the { $arm } side first, and it holds { $laid }
rules-misfit-not-on-set-tile = a double played at once goes against the set tile
rules-misfit-not-a-double = only a double may be played at once on the set tile

# Why an announced game cannot be played on the set tile, or is not one of the 17.
rules-game-needs-double = a cross or double cross is set on a double
rules-game-not-on-double-blank = a matador cross cannot be set on the [0-0]
rules-game-needs-double-blank = a triangle is set on the [0-0]
rules-game-needs-condition = game 11 needs a condition: first here then there, or 1 to 4 tiles on one side first
rules-game-needs-ordinary-side = volapük names the side that plays ordinary, `ordinary: 6` or `ordinary: west`
rules-game-needs-ordinary-arms = a volapük cross needs two opposite ordinary arms, `ordinary: [north, south]` or `[east, west]`
rules-game-needs-here-and-there = game 17 names its two matador arms, `first: { "{" }here: north, there: south{ "}" }` (there may be left out for the arm across from here)
rules-game-option-not-allowed = this game has no option `{ $option }`
rules-game-no-such-side = { $side } is not one end of the set tile, or is not unique
rules-game-tiles-out-of-range = a condition asks for 1 to 4 tiles on one side, not { $tiles }
rules-game-same-rule-after = the change of rule after the condition must name the other rule
rules-game-here-is-there = here and there must be two different arms

# A reading given on the command line or in a rules file that cannot be read.
rules-no-such-switch = no switch `{ $switch }`; the switches are { $switches }
rules-no-such-choice = { $switch } takes { $choices }, not `{ $choice }`
# A switch's choice as a sentence names it, quoted where the words around it are not English.
rules-choice = { $choice }
rules-or = or
rules-no-such-profile = no profile `{ $profile }`; the profiles are en and de-1996
rules-not-a-setting = `{ $part }` is not SWITCH=CHOICE

# (end of page, rules and games)

## The recorder (src/record/).

# A typed line's mistakes (src/record/mistake.rs). $verb, $typed, $word,
# $event and $extra are words as typed or the transcript's own words.
# $meant: record-did-you-mean with a space before it, or nothing.
record-did-you-mean = (did you mean `{ $word }`?)
record-mistake-empty = nothing typed: type an event such as `Bram play 4-5 at west`, or `45` for the player in turn
record-mistake-unknown-player = no player `{ $typed }`{ $meant }
# $names: the names the beginning could be, joined as finding-list-or joins them.
record-mistake-ambiguous-player = `{ $typed }` could be { $names }: type more of the name
record-mistake-no-action = { $player } does what? Type the event after the name, e.g. `{ $player } play 4-5`
# An event typed without its player, before anyone is in turn (a play, a
# draw, a pass) or has acted (a claim, a nos).
record-mistake-no-player-in-turn = whose { $verb }? No player is in turn yet: type the name first
record-mistake-no-player-acting = whose { $verb }? No player is acting yet: type the name first
record-mistake-player-needed = `{ $verb }` names its player: type e.g. `Anna { $verb } ...`
record-mistake-unknown-verb = `{ $typed }` is no event{ $meant }: expected play, draw, says, claim, set, announce, declare, takeback, return, conduct, deal, shown or count, or a tile
record-mistake-not-a-tile = `{ $typed }` is no tile: expected two ends from 0 to 6, as `4-5` or `45`
record-mistake-tile-out-of-range = `{ $typed }` is no tile of a double-six set: its ends are 0 to 6
record-mistake-missing-tile = { $verb } which tile? Expected a tile after `{ $verb }`, as `{ $verb } 4-5`
record-mistake-not-a-place = `{ $typed }` is no place on the layout{ $meant }: expected an arm (w, e, n, s, or west, east, north, south) or the open number, 0 to 6
record-mistake-not-taken = `{ $typed }` is neither how many tiles nor a tile: expected a number (`{ $verb } 2`) or tiles with their dash (`{ $verb } 5-5 ?-?`)
record-mistake-mixed-taken = `{ $verb }` takes how many tiles or the tiles, not both: `{ $verb } 2` or `{ $verb } 5-5 ?-?`
record-mistake-nothing-taken = { $verb } how many? Expected a number or tiles after `{ $verb }`
# count: the number as typed, more than 28.
record-mistake-too-many = { $count } tiles is more than a set holds: a { $verb } is 1 to 28 tiles
record-mistake-not-claim-points = expected the points asked for the double, as `claim 4`, not `{ $typed }`
record-mistake-not-count = expected the pips of the player's tiles, 0 to 168, as `count 11`, not `{ $typed }`
record-mistake-unknown-saying = `{ $typed }` is nothing a player says{ $meant }: expected pass, wait, nos or block
record-mistake-unknown-conduct = `{ $typed }` is no conduct{ $meant }: expected advice, covered-tiles or exposed-tiles
record-mistake-nothing-to-take-back = take back which tile? { $player } played no tile just now: type it, as `x 4-5`
record-mistake-extra = `{ $extra }` after the event: expected nothing more after `{ $event }`

# An announcement typed on one line (src/record/announce.rs); $key is an
# option's key as the transcript writes it, $a, $b, $c its values.
record-announce-no-game = announce which game? Expected a game's name or number, as `announce ordinary` or `announce 4`
record-announce-unknown-game = `{ $game }` is none of the 17 games{ $meant }: expected a game's name or its number, 1 to 17 (`nos games` lists them)
record-announce-unknown-key = `{ $key }` is no option of an announcement{ $meant }: expected matching, then, layout, ordinary or first
record-announce-twice = `{ $key }` is given twice: an announcement names it once
record-announce-takes-two = `{ $key }` takes { $a } or { $b }: as `{ $key } { $a }`
record-announce-takes-three = `{ $key }` takes { $a } or { $b } or { $c }: as `{ $key } { $a }`
record-announce-ordinary = `ordinary` takes a side (a number of the set tile, or an arm) or a pair of arms, as `ordinary west` or `ordinary north south`
record-announce-first = `first` takes `here SIDE`, `here SIDE there SIDE` or `side SIDE tiles N`, as `first side east tiles 2`
record-announce-tiles = `tiles` takes how many tiles go first, 1 to 4, as `tiles 2`

# Why an entry or the recording was not taken (src/record/session.rs,
# resume.rs, file.rs). $tile: "[4-5]"; $places: the open ends, each as
# finding-open-end says it, joined as finding-list-or joins them.
record-error-which-place = { $tile } fits more than one end: { $places }; say which
record-error-deal-after-events = the deal comes before the hand's first event: undo back to it, or leave the deal out
record-error-deal-twice = { $player }'s deal is typed already: undo it to type it again
record-error-count-twice = { $player }'s count is typed already: undo it to type it again
record-error-not-over-yet = the tiles are shown and counted once the hand is over
record-error-over = the hand is over: type the tiles shown (`Anna shown 1-2`) or counts, then end the hand
record-error-nothing-to-undo = nothing typed in this hand to undo
# why: the reader's problem with the hand.
record-error-not-over = the hand is not over yet: { $why }
# A problem of the reader's, with the line of the file it is on.
record-problem-at = { $problem } (line { $line })
# why: a colon and record-problem-at, or nothing.
record-unusable-transcript = the transcript cannot be read{ $why }
record-unusable-hand-unread = hand { $hand } cannot be read{ $why }; correct it, then open the file again
record-unusable-hand-unjudged = hand { $hand } cannot be judged{ $why }; correct it, then open the file again
record-unusable-no-hand = the transcript has no hand the recorder can go on from
record-unusable-not-over = hand { $hand } is not over, but has a scoresheet, `on_set` or `tiebreak`: finish its events by hand, or take those out
record-unusable-indent = the hands cannot be added to as they are written (line { $line }): write each hand as an item `- ` of a block list
# error: the system's own words.
record-file-cannot-write = cannot write { $path }: { $error }
record-file-cannot-read = cannot read { $path }: { $error }
record-file-not-text = the file is not UTF-8 text
record-file-exists = { $path } exists already: open it to go on with it
record-no-terminal = nos record types into a terminal: run it in one
record-terminal-failed = the terminal failed: { $error }

# The screen (src/record/screen/): its title, questions and messages.
record-title = nos record { $file }
record-title-hand = nos record { $file }, hand { $hand }
record-question-players = Players in seating order, clockwise (spaces or commas between):
record-question-club = Club (empty: none):
record-question-date = Date (empty: none):
record-question-chips = Starting chips each (empty: the default):
record-question-rules = Rules profile, en or de-1996 (empty: en):
record-new-session = A new session: answer each question, Enter after each.
record-file-new = { $path } is new: give the session first.
record-file-opened = { $path } opened: going on.
record-players-needed = the players are needed: type their names
record-not-chips = `{ $typed }` is not a number of chips
record-session-written = Session written. Type the hand's first entry.
# error: why the session was not written.
record-session-again = { $error }: give the session again
# line: the line as typed; entry: an entry in its long form.
record-taken = taken: { $line }
record-taken-decide = taken: { $line }. The table decides: `x` takes the tile back; the next event lets it stand.
record-undone = undone: { $entry }
record-not-taken = not taken: { $line }
record-entry-deal = { $player }'s deal
record-entry-shown = { $player }'s tiles shown
record-entry-count = { $player }'s count { $count }
record-cannot-end = the hand cannot be judged as it stands: it goes on
record-which-end = { $tile } fits more than one end: type the end's letter (w, e, n, s) or the number it touches.
record-question-which-end = Which end for { $tile }: { $places }? (empty: neither)
record-not-an-end-asked = `{ $typed }` is none of the ends asked: type one's letter or number, or nothing to leave the tile
record-end-ambiguous = `{ $typed }` names more than one end: type the end's letter
record-nothing-to-complete = nothing to complete here
record-no-one-to-play = no one is to play a tile yet
record-no-legal-play = no legal play known for { $player }: none of the tiles the record places with him fits
# plays: the plays in their short form, "45 w, 54 e".
record-can-play = { $player } can play { $plays } (Tab for the next)
record-hand-over = The hand is over: the tiles shown, then the scoresheet.
record-question-shown = { $player } shows (tiles, `count N`; empty: not noted):
record-question-sheet = { $player }'s figure on the scoresheet (empty: not written):
record-not-a-figure = `{ $typed }` is not a figure
record-hand-ended = Hand { $hand } ended.
# chips: each player and his chips, "Anna 80, Bram 120".
record-hand-chips = Chips: { $chips }.
# figures: record-sheet-figure for each player whose figure differs.
record-sheet-differs = Sheet differs: { $figures }.
record-sheet-figure = { $player } { $table } (rules { $referee })
record-next-on-set = { $player } is on set next.
record-end-again = { $error }; type `end` to give the scoresheet again

# The screen's panels (src/record/screen/draw.rs).
record-heading-layout = Layout
record-no-layout = No layout yet.
record-heading-table = Table (chips: at the start, now)
# The table's columns, padded in the code.
record-column-player = player
record-column-tiles = tiles
record-column-start = start
record-column-now = now
record-turn-nothing-yet = nothing typed yet
record-turn-before-set = before the set
record-turn-announcing = the setter announces
record-turn-draws = { $player } draws
record-turn-over = over ({ $ending ->
        [one-left] one left
        [blocked] blocked
        [all-passed] all passed
       *[redeal] redeal
    })
record-owed-set = Owed: the set tile
record-owed-announcement = Owed: the announcement
record-owed-opening = Owed: doubles at once, then { $player }
record-owed-draw-after-block = Owed: { $player } draws { $tiles } after the block
record-owed-wait-at-turn = Owed: { $player } waits at his turn
record-owed-wait-arm-opens = Owed: { $player } waits once his arm opens
record-claim-open = Claim open: { $claimant } { $amount } from { $payer }
record-owed-decision = Owed: take back { $player }'s { $tile } (x) or let it stand
record-boneyard = Boneyard: { $count }
record-heading-findings = Findings
record-cannot-go-past = Cannot go past: { $problem }
record-infraction = Infraction: { $what } ({ $payment })
record-nothing-typed = Nothing typed in this hand yet.
record-no-findings = No findings: the replay does not reach this entry.
record-nothing-found = Last entry: nothing found. This hand: { $total ->
        [one] { $total } infraction
       *[other] { $total } infractions
    }, { $possible } possible.

# (end of the recorder)
