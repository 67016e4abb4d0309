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
# A row of the hand's payments: the names and the amount come padded to
# their columns; line 0 is the count at the end of the hand.
report-payment = { $payer } pays { $payee } { $amount }  { $reason } ({ $line ->
        [0] end
       *[other] line { $line }
    })
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

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
