# De zinnen van de scheidsrechter in het Nederlands.
#
# Elke taal heeft dezelfde berichten met dezelfde argumenten
# (tests/locales.rs controleert dat).

## De taal zelf

language-name = Nederlands

## Aantallen

tiles-count = { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
}

## Findings: what the replay finds, its stops, notes and payment reasons
## (src/report/wording.rs, src/report/wording/).

# (end of findings)

## Problems: what keeps a transcript, a rules file or a command line from
## being read, and the hints (src/transcript/, src/command/, diagnostics).

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

## Het tekstverslag (src/report/text.rs).

report-and-more = en nog { $more }
report-more-of-kind = Meer overtredingen van de soort nos::infraction::{ $code }, één per regel:
report-one-a-line = spel { $hand } (regel { $line }): { $what }
report-verdict = { $hands ->
        [one] { $hands } spel
       *[other] { $hands } spellen
    }{ $unjudged ->
        [0] {""}
       *[other] , waarvan { $unjudged } niet beoordeeld (spel { $unjudged_list })
    }, { $infractions ->
        [one] { $infractions } overtreding
       *[other] { $infractions } overtredingen
    }{ $possible ->
        [0] {""}
       *[other] {" "}en { $possible } mogelijke
    }, { $differences ->
        [0] { $sheet ->
            [kept] puntenlijst klopt
           *[none] geen puntenlijst bijgehouden
        }
        [one] { $differences } getal op de puntenlijst wijkt af
       *[other] { $differences } getallen op de puntenlijst wijken af
    }; regels { $rules }
report-summary = { report-verdict }.
report-hand = Spel { $hand } (regel { $line })
report-hand-set = Spel { $hand } (regel { $line }): { $setter } zet { $tile } uit en zegt { $game } aan
report-hand-redeal = Spel { $hand } (regel { $line }): niemand heeft een dubbel; de stenen worden opnieuw geschud
report-payment = { $payer } betaalt { $payee } { $amount }  { $reason } ({ $line ->
        [0] einde
       *[other] regel { $line }
    })
report-note = opmerking (regel { $line }): { $what }
report-count-not-known = { $player } onbekend
report-ends = einde: { $ending ->
        [one-left] nog één speler met stenen
        [blocked] gesloten
        [all-passed] iedereen heeft gepast
       *[other] { $ending }
    }; telling: { $counts }
report-next-on-set = volgende uitzetter: { $player }
report-next-on-set-count-not-known = volgende uitzetter: volgt uit het volgende spel, want een telling is onbekend
report-next-on-set-tie-break = volgende uitzetter: wordt door loting bepaald
report-sheet-differs = puntenlijst wijkt af: { $player } heeft { $table } op de lijst, { $referee } volgens de regels ({ $difference })
report-moved = saldo: { $moved }
report-chips-referee = fiches na het spel: die van de scheidsrechter
report-chips-sheet-before-not-known = fiches na het spel: overgenomen van de puntenlijst van de tafel, want de fiches ervoor zijn onbekend
report-chips-unknown-hand-not-judged = fiches na het spel: onbekend, want een eerder spel kon niet worden beoordeeld en geen puntenlijst sindsdien geeft ze
report-chips-sheet-count-not-known = fiches na het spel: overgenomen van de puntenlijst van de tafel, want een telling is onbekend
report-chips-unknown-count-not-known = fiches na het spel: onbekend, want een telling is onbekend en geen puntenlijst geeft ze
report-hand-not-judged = Spel { $hand } (regel { $line }): niet beoordeeld, { $problems ->
        [one] { $problems } probleem
       *[other] { $problems } problemen
    }
report-problem = probleem (regel { $line }): { $message }
report-chips-sheet = fiches na het spel: overgenomen van de puntenlijst van de tafel
report-chips-unknown-no-sheet = fiches na het spel: onbekend, want de tafel hield geen leesbare puntenlijst bij
report-ledger-hand = spel
report-ledger-start = begin
report-ledger-not-judged-sheet = niet beoordeeld; puntenlijst van de tafel
report-ledger-not-judged = niet beoordeeld
report-ledger-sheet = puntenlijst van de tafel
report-ledger-foot-differs = * hier wijkt de puntenlijst van de tafel af
report-ledger-foot-unknown = ? onbekend: een eerder spel kon niet worden beoordeeld

## Een overtreding als melding (src/report/infraction.rs).

report-infraction = spel { $hand }: { $what }
report-penalty-none = geen boete voor { $player }
report-penalty-to-one = { $player } betaalt { $amount } aan { $payee }
report-penalty-to-each = { $player } betaalt { $amount } aan ieder van { $payees }
report-rule = spelregel: { $rule }
report-taken-back = de tafel liet de steen terugnemen
report-let-stand = de tafel liet hem liggen, dus het spel gaat verder met de steen op zijn plaats
report-depends-on = deze uitspraak hangt af van de lezing { $readings }
report-time-left = nog { $eta }

## De controle van de puntenlijst en de afrekening (src/report/audit/).

audit-glance = De avond in één oogopslag (getal van de tafel ≠ dat van de scheidsrechter waar ze verschillen; ✓ waar ze kloppen)
audit-cell-left = weg
audit-game-redeal = opnieuw geschud
audit-game-not-judged = niet beoordeeld
audit-head-hand = spel
audit-head-game = soort
audit-head-start = begin
audit-note-sheet = puntenlijst van de tafel
audit-note-infractions = { $count ->
        [one] { $count } overtreding
       *[other] { $count } overtredingen
    }
audit-note-possible = { $count } mogelijk, niet aangerekend
audit-games-numbered = de spelsoorten bij hun nummer, zoals `nos games` ze opsomt
audit-no-sheet = Het verslag bevat geen puntenlijst: de getallen zijn alleen die van de scheidsrechter.
audit-agrees-where-checked = De puntenlijst klopt met de regels overal waar de scheidsrechter haar kon nagaan.
audit-agrees = De puntenlijst klopt met de regels na elk spel dat erop staat.
audit-part-ways = Waar de puntenlijst en de regels uiteenlopen (wat elk spel toevoegt; de rest loopt door):
audit-carried = overgenomen uit een eerder spel
audit-not-traced = niet tot één betaling terug te voeren
audit-hand-why = spel { $hand }: { $why }
audit-off-by = na spel { $hand } wijkt de lijst af met: { $figures }
audit-not-judged = Niet beoordeeld: spel { $hands }; de problemen staan op standaardfout.
audit-no-settlement = Geen afrekening: de eindstand in fiches is onbekend, want een spel kon niet worden beoordeeld en geen latere puntenlijst geeft haar.
audit-settlement = Afrekening (totalen afgerond naar beneden op veelvouden van { $unit }; de resten gaan naar de bijpot):
audit-keeps = houdt { $kept }, { $to_pot } naar de pot
audit-wins-pot = wint de bijpot { $pot }
audit-left-after = vertrok na spel { $hand }
audit-square = quitte
audit-receives = ontvangt { $amount }
audit-pays = betaalt { $amount }
audit-pot-won = bijpot: { $chips } fiches, gewonnen door { $player }
audit-pot-unclaimed = bijpot: { $chips } fiches; het verslag zegt niet wie hem won
audit-place = { $line ->
        [0] aan het einde
       *[other] op regel { $line }
    }
audit-arithmetic-slip = een rekenfout: de getallen van de tafel voor spel { $hand } tellen op tot { $chips } fiches { $direction ->
        [more] meer
       *[fewer] minder
    } dan de spelers hebben
audit-never-charged = de tafel rekende de boete { $code } op regel { $line } nooit aan ({ $player } betaalt { $amount } aan ieder van { $payees })
audit-left-out-payment = de tafel vergat dat { $payer } { $payee } { $amount } betaalt voor { $reason } { $place }
audit-counted-twice-payment = de tafel telde dubbel dat { $payer } { $payee } { $amount } betaalt voor { $reason } { $place }
audit-count-wrong = de tafel nam de telling van { $player } aan het einde { $far } te { $direction ->
        [low] laag
       *[high] hoog
    } (volgens de regels { $count }){ $zero ->
        [double-blank] , zoals wanneer [0-0] als 0 geteld wordt in plaats van 14
       *[other] {""}
    }
audit-claim-paid = de tafel betaalde wat { $player } op regel { $line } opeiste ({ $amount } van { $payer }), wat niet verschuldigd was, in plaats van de boete aan te rekenen
audit-instead-of = in plaats van de daar aangerekende { $code }
audit-possibly-charged = de tafel heeft misschien de mogelijke { $code } op regel { $line } aangerekend ({ $player } betaalt { $amount } aan ieder van { $payees }){ $instead }: die geldt alleen als { $condition }, wat het verslag openlaat, dus de regels rekenen er niets voor
audit-left-out = de tafel vergat { $what }
audit-counted-twice = de tafel telde { $what } dubbel
audit-wrong-way-round = de tafel betaalde { $what } in de verkeerde richting
audit-ruling = de betaling voor { $reason } { $place } ({ $who })
audit-paying = { $payer } betaalt { $payee } { $amount }
audit-paying-each = { $payers } betalen { $payee } elk { $amount }
audit-paying-to-each = { $payer } betaalt ieder van { $payees } { $amount }
audit-payments = { $count } betalingen
audit-paying-instead = { $payer } betaalt { $payee } { $paid } in plaats van { $amount }
audit-wrong-amount = de tafel betaalde { $reason } { $place } met het verkeerde bedrag: { $parts }
audit-paying-instead-for = { $payer } betaalt { $payee } { $paid } in plaats van { $amount } voor { $reason } { $place }
audit-two-wrong-amounts = de tafel deed twee betalingen met het verkeerde bedrag: { $each }

## Lezingen vergeleken (src/report/compare/).

compare-payment = { $payer } betaalt { $payee } { $amount } voor { $reason } ({ $line ->
        [0] einde
       *[other] regel { $line }
    })
compare-payees = { $amount }{ $count ->
        [one] {""}
       *[other] {" "}elk
    } aan { $payees }
compare-infraction = overtreding { $code } door { $player } (regel { $line })
compare-possible = mogelijk { $code } door { $player } (regel { $line }){ $payees }, als { $condition }
compare-opening = { $count } lezingen van { $name } vergeleken: { $readings }
compare-hand-skipped = Spel { $hand }: onder geen enkele lezing beoordeeld; buiten de vergelijking gelaten.
compare-hand-not-judged-under = Spel { $hand }: niet beoordeeld onder { $readings }, wel onder de { $others ->
        [one] andere lezing
       *[other] andere lezingen
    }.
compare-hand-carried-in = Spel { $hand }: de lezingen zijn het over het spel eens; de fiches verschillen alleen door wat eerdere spellen meebrachten.
compare-chips-after = fiches na spel { $hand }:
compare-hand-agrees = Spel { $hand }: de lezingen zijn het eens.
compare-part-at-count = Spel { $hand }: de lezingen lopen uiteen bij de telling aan het einde van het spel.
compare-part-at-line = Spel { $hand }: de lezingen lopen uiteen op regel { $line }: { $event }
compare-part-over-next-on-set = Spel { $hand }: de lezingen lopen uiteen over wie daarna uitzet.
compare-part-over-payments = Spel { $hand }: de lezingen lopen uiteen over wat de betalingen van het spel opleveren.
compare-next-on-set = volgende uitzetter onder { $reading }: { $player }
compare-next-on-set-tie-break = volgende uitzetter onder { $reading }: wordt door loting bepaald
compare-only-under = { $kind ->
        [possible] mogelijk, niet aangerekend, alleen
       *[charged] alleen
    } onder { $reading }:
compare-under-not-under = { $kind ->
        [possible] mogelijk, niet aangerekend, onder
       *[charged] onder
    } { $having }, niet onder { $lacking }:
compare-and = en
compare-or = of
compare-final-chips = Eindstand in fiches:
compare-not-compared = Niet vergeleken: spel { $hands }, dat geen enkele lezing kon beoordelen.
compare-agree-on-every-hand = De lezingen zijn het over elk spel eens.
compare-differ = De lezingen verschillen in { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    }.
compare-shared = Elke vergeleken lezing kiest { $choices }: wat { $count ->
        [one] die schakelaar bepaalt
       *[other] die schakelaars bepalen
    } is in elk gelijk.
compare-switch-one = Vergelijk met één ervan omgezet om te zien wat die verandert, bijvoorbeeld

## De tafel op één moment van een spel (src/report/show.rs, nos show).

show-not-seen = { $count } niet gezien
show-partly-seen = { $known } en { $count } niet gezien
show-arm = { $arm ->
        [north] noord
        [east] oost
        [south] zuid
       *[west] west
    }
show-arm-left-free = { show-arm } (vrijgelaten)
show-arm-dead = { show-arm } (dood bij { $open })
show-arm-open = { show-arm } (open { $open })
show-open-end = { show-arm } { $open }
show-open-end-dead = { show-arm } { $open } (dood)
show-open-ends-none = geen
show-layout = { $game } op { $tile }, { $shape ->
        [line] een lijn
        [cross] een kruis
       *[triangle] een driehoek
    }, { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gelegd:
show-at-deal = Spel { $hand } (regel { $line }), na het delen, voor elke gebeurtenis
show-at-end = Spel { $hand } (regel { $line }), aan het einde (na alle { $total } gebeurtenissen)
show-after-event = Spel { $hand } (regel { $line }), na gebeurtenis { $event } van { $total }, regel { $at }: { $written }
show-open-ends = Open einden: { $ends }
show-no-layout = Nog niets op tafel: de eerste steen is niet uitgezet, of er is geen spelsoort aangezegd.
show-turn = Beurt: { $whose }
show-turn-pending = Beurt: de tafel moet beslissen over { $tile } van { $player }, die blijft liggen waar hij gelegd is tot hij teruggenomen of aanvaard wordt
show-turn-before-set = niemand heeft de eerste steen nog uitgezet
show-turn-announcing = de uitzetter moet de spelsoort aanzeggen
show-turn-opening = dubbelen mogen nog meteen op de uitgezette steen; daarna speelt { $player }
show-turn-to-play = { $player } moet spelen
show-turn-block-draw = na het sluiten koopt { $player } de pot leeg tot op twee stenen
show-turn-over = het spel is uit ({ $ending ->
        [one-left] nog één speler met stenen
        [blocked] gesloten
        [all-passed] iedereen heeft gepast
       *[redeal] opnieuw geschud
    })
show-boneyard = Pot: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }
show-boneyard-none-known = Pot: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }, geen bekend
show-boneyard-partly-known = Pot: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }: { $known }
show-hands-unseen-counted = Handen (stenen die nog niet gezien zijn, worden geteld, niet getoond):
show-hands = Handen:
show-out = uit
show-count-noted = { $count } (genoteerd)
show-count-not-known = onbekend
show-held = { $padded } { $tiles ->
        [one] steen
       *[other] stenen
    }, telling { $count }

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
