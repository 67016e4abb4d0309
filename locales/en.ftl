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
finding-arm-north = north
finding-arm-east = east
finding-arm-south = south
finding-arm-west = west
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

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
