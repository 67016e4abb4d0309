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

# stop: a hand the replay cannot go past (src/report/wording/stop.rs).

stop-after-hand-over = { $action ->
    [draw] { $player } koopt
    [set] { $player } zet uit
    [announce] { $player } zegt aan
    [declare] { $player } meldt dubbelen
    [play] { $player } legt aan
    [takeback] { $player } neemt terug
    [claim] { $player } eist op
    [says] { $player } zegt iets
    [return] { $player } legt terug
   *[conduct] bij { $player } wordt iets gezien
} nadat het spel al voorbij is
stop-unfinished-nobody-set = spel { $hand } houdt op voordat het voorbij is: niemand heeft de eerste steen uitgezet
stop-unfinished-not-announced = spel { $hand } houdt op voordat het voorbij is: de uitzetter heeft geen spelsoort aangezegd die de regels toestaan
stop-unfinished-turn = spel { $hand } houdt op voordat het voorbij is: { $player } is aan de beurt
stop-takeback-not-last = { $player } neemt { $tile } terug, maar dat is niet de steen die net is gespeeld
stop-second-set = { $player } zet { $tile } uit, maar de eerste steen ligt al
stop-announce-before-set = { $player } zegt aan voordat de eerste steen is uitgezet
stop-announce-not-setter = { $player } zegt aan, maar { $setter } heeft de eerste steen uitgezet
stop-announce-twice = { $player } zegt voor de tweede keer aan
stop-unplayable = de aanzegging van { $setter } kan niet gespeeld worden: { $game }: { $error }
stop-unplayable-no-setter = de aanzegging van de uitzetter kan niet gespeeld worden: { $game }: { $error }
stop-stands-nowhere = { $tile } blijft op tafel liggen, maar het verslag zegt niet waar
stop-pass-before-turns = { $player } { $said ->
    [wait] wacht
   *[pass] past
} voordat de beurten beginnen
stop-pass-out-of-turn = { $player } { $said ->
    [wait] wacht
   *[pass] past
}, maar { $turn } is aan de beurt
stop-play-before-set = { $player } speelt { $tile } voordat de eerste steen is uitgezet
stop-play-before-game = { $player } speelt { $tile } voordat er een spelsoort is aangezegd die de regels toestaan
stop-ambiguous = { $player } speelt { $tile }, die op meer dan één plaats past
stop-no-such-place = { $player } speelt { $tile } bij { $at }, en dat heeft de ligging niet
stop-no-such-place-anywhere = { $player } speelt { $tile } op een plaats die de ligging niet heeft
stop-play-after-redeal = niemand heeft een dubbel in het eerste spel, dus de stenen worden opnieuw geschud; er wordt niets gespeeld
stop-open-end = { $arm } (open { $open })
stop-choice = `at: { $arm }` (aan de open { $open } naast { $tile })
stop-choice-set-tile = `at: { $arm }` (aan de open { $open } naast de uitgezette steen)
stop-or = of
stop-after-hand-over-label = het spel was voor dit voorval al afgelopen
stop-after-hand-over-help = een spel eindigt als nog één speler stenen heeft, na een terecht sluiten en het kopen daarna, of als iedereen die nog meedoet gepast heeft; begin een nieuw spel met een eigen `deal`
stop-unfinished-label = het verslag van dit spel houdt hier op
stop-unfinished-help = schrijf de rest van het spel op; voor de telling aan het eind moet elke steen gespeeld, gekocht of gepast zijn
stop-takeback-not-last-label = niets om terug te nemen
stop-takeback-not-last-help = terugnemen volgt direct op het spelen van de steen, door dezelfde speler; latere voorvallen kunnen niet ongedaan worden gemaakt
stop-second-set-label = een tweede keer uitgezet
stop-second-set-help = in een spel wordt één keer uitgezet; latere stenen schrijf je als `play`
stop-announce-before-set-label = nog geen steen uitgezet
stop-announce-before-set-help = de uitzetter zet zijn steen uit en zegt dan de spelsoort aan
stop-announce-not-setter-label = niet de aanzegging van de uitzetter
stop-announce-not-setter-help = alleen de uitzetter zegt aan, één keer, direct na het uitzetten
stop-unplayable-label = de spelsoort die aan tafel gespeeld is, is onbekend
stop-unplayable-help = schrijf de aanzegging zoals de tafel haar bedoelde; `nos games` noemt de opties van elke spelsoort
stop-stands-nowhere-label = waar is deze steen gebleven?
stop-stands-nowhere-help = voeg `at:` toe met het getal van het open eind of de naam van de arm, of een `takeback` als de tafel hem liet terugnemen
stop-pass-before-turns-label = nog geen beurt om te passen
stop-pass-before-turns-help = de beurten beginnen na de aanzegging bij de speler links van de uitzetter
stop-pass-out-of-turn-label = deze speler is niet aan de beurt
stop-pass-out-of-turn-help = controleer de naam: er wordt met de klok mee gespeeld vanaf links van de uitzetter, en wie uit is wordt overgeslagen
stop-play-before-set-label = nog geen spelsoort om te spelen
stop-play-before-set-help = een spel begint met `set` en `announce` van de uitzetter; de eerste steen schrijf je als `set`
stop-ambiguous-label = welk open eind?
stop-ambiguous-help = schrijf waar hij terechtkwam: { $choices }
stop-no-such-place-label = zo'n open eind of arm is er niet
stop-no-such-place-help = de armen van de ligging zijn { $ends }
stop-play-after-redeal-label = geen spel na opnieuw schudden
stop-play-after-redeal-help = laat de `events` van dit spel leeg en schrijf de nieuwe deling als het volgende spel

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
