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

# De woorden waaruit de zin van een bevinding bestaat.

finding-said-pass = past
finding-said-wait = wacht
# $first: de namen vóór de laatste, al met komma's verbonden.
finding-list-and = { $first } en { $last }
finding-list-or = { $first } of { $last }
# Twee mogelijkheden, elk een bijzin: "Anna had [3-5], of Bram had [6-6]".
finding-list-or-clause = { $first }, of { $last }
finding-nobody = niemand

# Wie moest uitzetten, zoals een verkeerde uitzet het zegt.
finding-on-set-player = { $player } is aan de beurt om uit te zetten
finding-on-set-tied = een van { $players } is aan de beurt om uit te zetten, volgens de loting

# Waarom gemelde dubbelen niet betaald worden.
finding-not-declarable-not-in-opening = dubbelen worden meteen na het aanzeggen gemeld, voordat de beurten beginnen
finding-not-declarable-not-all-doubles = alleen dubbelen kunnen gemeld worden
finding-not-declarable-earns-nothing = { $doubles } dubbelen leveren niets op aan een tafel van { $players }
finding-not-declarable-twice = een speler meldt maar één keer
finding-not-declarable-setter = volgens deze lezing meldt de uitzetter geen dubbelen

# Wat de tijd om op te eisen afsloot; "intussen" staat hier, niet in de zin eromheen.
finding-closer-turn-began = intussen is de beurt van { $player } begonnen
finding-closer-laid = intussen heeft { $player } { $tile } aangelegd
finding-closer-took-turn = intussen heeft { $player } een beurt gespeeld

# Tegen wiens steen een dubbel werd aangelegd.
finding-owner-nobody = een steen van niemand
finding-owner-own = de eigen steen van { $player }
finding-owner-other = de steen van { $player }

# Waar een spel ophoudt voordat het uit is.
finding-unfinished-nobody-set = niemand heeft de eerste steen uitgezet
finding-unfinished-not-announced = de uitzetter heeft geen spelsoort aangezegd die de regels toelaten
finding-unfinished-turn = { $player } is aan de beurt

finding-open-end = { $arm } (open { $open })
finding-choice = `at: { $arm }` (aan de open { $open } naast { $beside })
finding-choice-set-tile = `at: { $arm }` (aan de open { $open } naast de uitgezette steen)

# Het delen.
finding-too-many-tiles = { $player } nam bij het delen { $took } stenen, { $too_many } te veel
finding-few-too-many = { $player } nam bij het delen { $took } stenen, { $too_many } te veel: geen boete, maar zolang { $player } ze heeft, is er geen betaling voor een uitgezette dubbel of gemelde dubbelen
finding-too-few-tiles = { $player } nam bij het delen { $short ->
        [one] { $short } steen
       *[other] { $short } stenen
    } te weinig en koopt bij
finding-too-few-lapsed = { $player } nam bij het delen { $short ->
        [one] { $short } steen
       *[other] { $short } stenen
    } te weinig; de boete verviel toen { $when } speelde
finding-returned-after-set = { $player } legde stenen terug nadat de eerste steen was uitgezet
finding-drew-from-last-two = { $player } koopt van de laatste twee stenen in de pot

# Wie moet uitzetten.
finding-on-set-differs = volgens het verslag moet { $written } uitzetten, maar volgens de regels is dat { $by_rules }
finding-on-set-unchecked = { $why ->
        [count] de telling van spel { $hand } is niet bekend
       *[unjudged] spel { $hand } kon niet beoordeeld worden
    }, dus wie hier moet uitzetten, valt niet na te gaan: { $taken ->
        [written] de `on_set` van het verslag, { $player }, wordt aangenomen
       *[setter] wie uitzet, wordt geacht aan de beurt te zijn
    }
finding-count-unknown = de telling valt niet te kennen: de stenen die { $players } aan het eind hadden, zijn niet getoond en niet geteld, en het verslag legt ze nergens neer; er wordt geen telling betaald, de fiches na dit spel zijn niet bekend, en wie daarna uitzet, volgt uit het volgende spel
finding-setter-left = { $player } zou moeten uitzetten, maar heeft de tafel verlaten; de regels zeggen niet wie dan uitzet, dus elke speler die nog aan tafel zit, mag het
finding-tie-break-draw = { $tile } van { $player }
finding-tie-break-draws-tie = de loting eindigt gelijk, { $draws } met elk { $spots } ogen, dus wie gelijk staan, trekken opnieuw; de beslissende trekking staat niet in het verslag, en de uitzet van het volgende spel laat zien wie won
finding-tie-break-names = de loting noemt { $named }, maar de spelers die gelijk staan met de hoogste telling zijn { $tied }

# De uitzet.
finding-setter-drew = { $player } moet uitzetten en heeft een dubbel, maar koopt in plaats van die uit te zetten
finding-not-on-set = { $player } zet { $tile } uit, maar { $on_set }
finding-not-highest-double = { $player } zet { $tile } uit, maar de eerste uitzet van de avond is de hoogste dubbel, hier { $highest }
finding-set-while-holding-double = { $player } zet { $tile } uit met een dubbel in de hand; de uitzetter zet een dubbel uit
finding-set-from-hand = { $player } zet { $tile } uit de hand uit; een uitzetter zonder dubbel koopt een steen en zet die uit
finding-not-first-drawn = { $player } zet { $tile } uit, maar een uitzetter zonder dubbel zet de eerste gekochte steen uit, hier { $first }
finding-drawn-double-paid-as-held = { $player } kocht { $tile } en zette die uit, maar had vóór het kopen misschien al een dubbel: de steen wordt betaald als dubbel uit de hand, { $value } van elke speler; had { $player } er geen, dan zou elke speler nog { $value } meer schuldig zijn
finding-drawn-double-as-held = { $player } kocht { $tile } met een dubbel in de hand en hoefde dus niet te kopen: de steen wordt betaald als dubbel uit de hand, { $value } van elke speler, niet { $double }
finding-set-unpaid = { $player } nam bij het delen te veel stenen, dus niemand is iets schuldig voor de uitgezette { $tile }

# Het aanzeggen.
finding-game17-not-opposite = { $player } zegt spel 17 aan, eerst op { $here }, dan op { $there }; daar is de arm tegenover hier, { $across }
finding-game17-side-by-side = spel 17 eerst op { $here }, dan op { $there }, twee armen naast elkaar: toegestaan volgens { $reading }
finding-unplayable = { $player } zegt { $game } aan, maar { $error }

# Gemelde dubbelen.
finding-not-declarable = { $player } meldt { $declared ->
        [one] { $declared } dubbel
       *[other] { $declared } dubbelen
    }, maar { $why }
finding-declared-on-table = { $player } meldt { $doubles } dubbelen, maar { $on_table } ligt al op tafel; de { $in_hand } in de hand leveren aan een tafel van { $players } { $owed } van elke speler op, niet de gevraagde { $asked }
finding-declared-unpaid = { $player } nam bij het delen te veel stenen, dus niemand is iets schuldig voor de gemelde dubbelen

# Aanleggen en beurten.
finding-out-of-turn = { $player } speelt { $tile }, maar { $turn } is aan de beurt
finding-played-instead-of-waiting = { $player } speelt { $tile }, maar na een dubbel die meteen werd aangelegd, is deze beurt een "ik wacht"
finding-laid-wrong-way-round = { $player } speelt { $tile } met de { $touching } ertegen, zoals geschreven, en zo past hij aan geen enkel open eind ({ $open_ends }); omgedraaid had hij gepast, maar de tafel liet hem terugnemen zoals hij lag
finding-fits-no-end = { $player } speelt { $tile }, die aan geen enkel open eind ({ $open_ends }) past { $rule ->
        [matador] volgens de matadorregel
       *[ordinary] volgens de gewone regel
    }
finding-misfit = { $player } speelt { $tile }, die niet past: { $misfit }
finding-legal-taken-back = { $player } speelt { $tile }, een geldige steen, en de tafel laat hem terugnemen: de regels staan niet toe dat een geldige steen wordt teruggenomen, maar geven er geen boete voor, dus hij gaat terug in de hand en de beurt gaat verder
finding-legal-double-taken-back = { $player } speelt { $tile } meteen, een geldige dubbel, en de tafel laat hem terugnemen: de regels staan niet toe dat een geldige steen wordt teruggenomen, maar geven er geen boete voor, dus hij gaat terug in de hand

# Dubbelen meteen en opeisen.
finding-double-too-late = { $player } speelt { $tile } aan de uitgezette steen nadat { $after } een steen heeft aangelegd: te laat voor een dubbel die meteen wordt aangelegd
finding-double-after-next-player = { $player } speelt { $tile } aan de uitgezette steen nadat { $acted } een beurt heeft gespeeld: te laat voor een dubbel die meteen wordt aangelegd
finding-double-at-once-misfit = { $player } speelt { $tile } meteen, buiten zijn beurt, maar hij past niet aan de uitgezette steen: { $misfit }
finding-claim-part = { $owed } voor { $double }
finding-claim-for-several = { $player } eist in één keer { $amount } op voor { $count } dubbelen: { $parts }, elk betaald
finding-claim-corrected = { $player } eist { $amount } op voor de dubbel; { $owed } is verschuldigd, en dat betaalt de afrekening
finding-claim-too-late = { $player } eist { $amount } op voor de { $double } tegen { $against }, te laat: { $closer }, en het opeisen had daarvoor moeten komen
finding-setter-asks = { $player } vraagt { $amount } voor de uitgezette dubbel; een uitzet wordt betaald zonder dat erom gevraagd wordt, dus het opeisen voegt niets toe en kost niets
finding-setter-asks-other = { $player } vraagt { $amount } voor de uitgezette dubbel; { $paid } van elke speler is verschuldigd en wordt betaald zonder dat erom gevraagd wordt, dus het opeisen voegt niets toe en kost niets
finding-claim-not-owed = { $player } eist { $amount } op voor de { $double } tegen { $against } ({ $owner }), maar daarvoor is niets verschuldigd
finding-claim-without-double = { $player } eist { $amount } op voor een dubbel, maar heeft geen dubbel aangelegd waarvoor betaald wordt
finding-claim-forgotten = de { $double } van { $player } aan de { $against } van { $payer } had { $amount } opgeleverd als het was gevraagd; er werd niets opgeëist voordat de tijd daarvoor om was, dus er wordt niets betaald
finding-declarer-asks = { $player } vraagt { $amount } voor de gemelde dubbelen; die worden betaald zonder dat erom gevraagd wordt, dus het opeisen voegt niets toe en kost niets
finding-declarer-asks-other = { $player } vraagt { $amount } voor de gemelde dubbelen; { $paid } van elke speler is verschuldigd en wordt betaald zonder dat erom gevraagd wordt, dus het opeisen voegt niets toe en kost niets
finding-declarer-asks-unowed = { $player } vraagt { $amount } voor de gemelde dubbelen, maar nam bij het delen { $too_many ->
        [one] { $too_many } steen
       *[other] { $too_many } stenen
    } te veel, dus niemand is er iets voor schuldig

# De betwiste einden van de uitgezette steen in de eerste ronde.
finding-paid-back = , en de { $amount } die ervoor betaald is, gaat terug
finding-made-room = { $player } neemt { $taken } terug om plaats te maken: { $tile } van { $for_player } had het eerste recht op dat eind van de uitgezette steen [{ $reading }]{ $back }
finding-made-room-with-right = { $player } neemt { $taken } terug, hoewel die het eerste recht had op dat eind van de uitgezette steen [{ $reading }]; de tafel maakte plaats voor { $tile } van { $for_player }{ $back }
finding-gave-up-prior-right = { $player } neemt { $tile } terug en geeft daarmee het eerste recht op dat eind van de uitgezette steen op [{ $reading }]; geen boete

# Passen en wachten; $said: past of wacht.
finding-pass-while-able = { $player } { $said } met een steen in de hand die aangelegd kon worden
finding-pass-with-boneyard = { $player } { $said } terwijl er nog { $boneyard ->
        [one] { $boneyard } steen
       *[other] { $boneyard } stenen
    } in de pot liggen
finding-pass-with-boneyard-alone = { $player } { $said } terwijl er nog { $boneyard ->
        [one] { $boneyard } steen
       *[other] { $boneyard } stenen
    } in de pot liggen; wie niet kan aanleggen, koopt tot hij kan, of tot er twee over zijn
finding-caught-pass = de tafel betrapte het passen van { $player } meteen: deze steen is de beurt die met het passen werd overgeslagen, en de boete voor het passen blijft staan
finding-stopped-after-passes = elke speler die nog meedeed, paste op zijn beurt, maar niet elke keer terecht, dus volgens de regels ging het spel door; de tafel hield hier op, en het spel wordt geteld zoals het ligt

# Nos en sluiten.
finding-false-nos = { $player } zegt "nos" en heeft nog { $held ->
        [one] { $held } steen
       *[other] { $held } stenen
    }
finding-nos-not-first = { $player } zegt "nos", maar { $first } was als eerste uit
finding-block-before-game = { $player } sluit voordat het spel op gang is
finding-block-without-tile = { $player } zegt "ik sluit" zonder net een steen te hebben aangelegd
finding-block-while-playable = { $player } zegt "ik sluit", maar { $held } kan nog worden aangelegd
finding-held-own = zijn eigen { $tiles }
finding-held-other = { $tiles } van { $player }
finding-block-with-last-tile = { $player } sluit met zijn laatste steen en alleen { $other } doet nog mee: daarmee is het spel uit, dus { $tiles } van { $other } kan niet meer volgen, en het sluiten is terecht
finding-block-with-last-tile-boneyard = { $player } sluit met zijn laatste steen en alleen { $other } doet nog mee: daarmee is het spel uit, dus { $tiles } uit de pot kan niet meer volgen, en het sluiten is terecht
finding-block-while-drawable = { $player } zegt "ik sluit", maar { $tiles } in de pot kan gekocht en aangelegd worden
finding-block-given-benefit = { $fitting } in de pot zou passen, maar { $undrawn } stenen blijven tot het eind van het spel ongekocht en elke twee daarvan kunnen de laatste twee zijn, die nooit gekocht worden: het sluiten geldt als terecht
finding-not-drawn-stopped = { $player } houdt na het terechte sluiten op met { $left } stenen in de pot, die hij op twee na allemaal had moeten kopen
finding-not-drawn-said = { $player } { $said } na het terechte sluiten, in plaats van te kopen
finding-not-drawn-played = { $player } speelt na het terechte sluiten, in plaats van te kopen

# Gedrag.
finding-advice = { $player }, die uit is, geeft advies over het spel
finding-advice-while-in = { $player } geeft advies terwijl { $player } nog meedoet: de regels verbieden het alleen aan spelers die uit zijn
finding-covered-tiles = { $player } houdt stenen voor de tegenspelers verborgen
finding-exposed-tiles = { $player } legt stenen open op tafel

# Waarvoor een betaling is.
finding-reason-set-double = uitgezette dubbel
finding-reason-set-drawn-double = uitgezette gekochte dubbel
finding-reason-set-drawn-tile = uitgezette gekochte steen
finding-reason-double-on-predecessor = dubbel aan de steen van de voorganger
finding-reason-immediate-double = dubbel meteen aan de uitgezette steen
finding-reason-declared-doubles = gemelde dubbelen
finding-reason-nos = nos
finding-reason-block = sluiten
finding-reason-count = telling
finding-reason-penalty = boete: { $code }

# Een mogelijke overtreding: wat haar zeker zou maken, na "als".
finding-if-held = { $player } toen { $tiles } had
finding-if-held-by = { $held }
finding-if-held-one = { $player } toen { $tiles } had
finding-if-dealt = { $tiles } bij een andere speler was gedeeld
finding-if-in-boneyard = { $tiles } in de pot lag om gekocht te worden
finding-possible = mogelijk, niet aangerekend (regel { $line }): { $what }, als { $condition }: { $penalty } aan { $payees }
finding-possible-instead-of = mogelijk, niet aangerekend (regel { $line }): { $what }, als { $condition }: { $penalty } aan { $payees }, in plaats van de aangerekende { $charged }
finding-payees-each = elk van { $players }

# De spelsoorten in woorden, zoals het boek ze noemt.
finding-game-ordinary = gewoon
finding-game-ordinary-cross = gewoon kruis
finding-game-ordinary-double-cross = gewoon dubbel kruis
finding-game-matador = matador
finding-game-matador-cross = matadorkruis
finding-game-matador-double-cross = matador dubbel kruis
finding-game-ordinary-cross-then-matador = gewoon kruis, dan matador
finding-game-ordinary-cross-then-matador-double-cross = gewoon kruis, dan matador dubbel kruis
finding-game-matador-cross-then-ordinary = matadorkruis, dan gewoon
finding-game-matador-cross-then-ordinary-double-cross = matadorkruis, dan gewoon dubbel kruis
finding-game-ordinary-with-condition = gewoon met een voorwaarde
finding-game-matador-with-condition = matador met een voorwaarde
finding-game-volapuk = volapük
finding-game-volapuk-cross = volapük kruis
finding-game-volapuk-double-cross = volapük dubbel kruis
finding-game-triangle = driehoek
finding-game-triangle-double-cross = driehoek dubbel kruis
finding-game-triangle-then-ordinary = driehoek, dan gewoon
finding-game-triangle-then-ordinary-cross = driehoek, dan gewoon kruis
finding-game-matador-then-ordinary-cross = matador eerst hier, dan daar, dan gewoon kruis
finding-game-matador-then-ordinary-double-cross = matador eerst hier, dan daar, dan gewoon dubbel kruis

# De opties van het aanzeggen.
finding-side-pip = de { $pip }
finding-option-here-then-there = eerst { $here }, dan { $there }
finding-option-here-then-other = eerst { $here }, dan de andere kant
finding-option-tiles-first = eerst { $tiles ->
        [one] { $tiles } steen
       *[other] { $tiles } stenen
    } op { $side }
finding-option-then = daarna { $rule ->
        [matador] matador
       *[ordinary] gewoon
    }
finding-option-ordinary-on = gewoon op { $side }
finding-option-ordinary-north-south = gewoon noord-zuid
finding-option-ordinary-east-west = gewoon oost-west

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

# Names and mappings by name (src/transcript/session/seats.rs, hands.rs).

problem-and = en
problem-or = of
problem-unknown-player = { $name } zit niet aan deze tafel
problem-unknown-player-label = onbekende speler
problem-did-you-mean = bedoelt u { $name }?
problem-unknown-player-help = de spelers zijn { $players }; schrijf een naam zoals hij onder `players` staat
problem-named-twice = { $name } staat twee keer in { $what ->
    [deal] de deling
    [scoresheet] de puntenlijst
    [shown] de stenen die bij de telling getoond zijn
   *[counts] de tellingen
}
problem-named-twice-label = tweede vermelding
problem-named-twice-help = geef elke speler één vermelding
problem-named-left = { $name } heeft de tafel verlaten en doet niet mee aan { $what ->
    [deal] de deling
    [scoresheet] de puntenlijst
    [shown] de stenen die bij de telling getoond zijn
   *[counts] de tellingen
}
problem-named-left-label = in een eerder spel vertrokken
problem-named-left-help = een speler die vertrokken is (zie `leaves`) speelt geen later spel meer
problem-named-missing = { $what ->
    [deal] in de deling
    [scoresheet] op de puntenlijst
    [shown] bij de stenen die bij de telling getoond zijn
   *[counts] bij de tellingen
} ontbreekt { $players }
problem-named-missing-label = niets voor { $players }
problem-named-missing-help = geef elke speler aan tafel een vermelding { $what ->
    [deal] in de deling
    [scoresheet] op de puntenlijst
    [shown] bij de stenen die bij de telling getoond zijn
   *[counts] bij de tellingen
}
problem-figure = { $figure } is geen stand in fiches die een tafel kan hebben
problem-figure-label = ver boven elke stand
problem-figure-help = schrijf de fiches van elke speler na het spel zoals de puntenlijst ze geeft, bijv. `Anna: 489`
problem-too-few-left = spel { $hand } zou door { $count } spelers gespeeld worden nadat de anderen vertrokken zijn
problem-too-few-left-label = te weinig spelers
problem-too-few-left-help = Nos wordt met 3 tot 5 spelers gespeeld; controleer `leaves`

# The session (src/transcript/session/mod.rs).

problem-no-name = een speler heeft geen naam
problem-no-name-label = lege naam
problem-no-name-help = schrijf de naam van elke speler zoals hij in de uitspraak moet staan
problem-seated-twice = { $name } zit twee keer aan tafel
problem-seated-twice-label = tweede plaats voor dezelfde naam
problem-seated-twice-help = geef elke speler een eigen naam, bijv. met een voorletter erbij
problem-seated-twice-unseated-help = de delingen noemen { $players }, zonder plaats aan tafel: misschien is deze plaats van hen; geef anders elke speler een eigen naam, bijv. met een voorletter erbij
problem-players = Nos wordt met 3 tot 5 spelers gespeeld; aan deze tafel zitten er { $count }
problem-players-label = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
problem-players-help = noem elke speler aan tafel één keer, met de klok mee vanaf een willekeurige plaats
problem-chips = het aantal fiches bij het begin moet positief zijn
problem-chips-help = laat `chips` weg voor de gebruikelijke 500 per speler
problem-no-hands = het verslag heeft geen spellen
problem-no-hands-label = lege lijst
problem-no-hands-help = voeg minstens één spel toe met zijn `deal` en `events`
problem-leaves = { $name } vertrekt na spel { $hand }, maar het verslag heeft de spellen 1 tot en met { $count }
problem-leaves-label = zo'n spel is er niet
problem-leaves-help = schrijf het nummer van het laatste spel dat de speler meespeelde
problem-side-pot = { $name } is vroeg vertrokken en heeft geen recht op de bijpot
problem-side-pot-label = vertrokken voor de afrekening
problem-side-pot-help = de bijpot gaat naar een speler die tot het eind gebleven is
problem-name-unreadable = de naam van een speler bevat { $what ->
    [line-break] een regeleinde
    [control] een stuurteken
   *[direction] een teken dat de schrijfrichting omdraait
} ({ $code }, teken { $at } van de naam)
problem-name-unreadable-label = { $what ->
    [line-break] een regeleinde
    [control] een stuurteken
   *[direction] een teken dat de schrijfrichting omdraait
}
problem-name-unreadable-help = schrijf de naam zoals hij in de uitspraak moet staan, met letters, cijfers en spaties; een naam die de cursor verplaatst of een regel afbreekt, verminkt elke tabel waarin hij staat

# A hand's tiles (src/transcript/session/hand.rs).

problem-list-help = schrijf een lijst tussen rechte haken, bijv. `[3-1, 4-6, 5-0, 4-1]`, of één item per regel, elke regel beginnend met `- `
problem-unseen-tile = `?-?` staat voor een steen die niemand zag, maar deze steen is gezien
problem-unseen-tile-label = een steen die de tafel zag
problem-unseen-tile-help = `?-?` mag alleen in een deling, bij het kopen of bij het terugleggen staan; een steen die uitgezet, gespeeld, gemeld, teruggenomen, bij een loting getrokken of bij de telling getoond is, schrijf je zoals hij is, bijv. `5-3`
problem-tile = `{ $text }` is geen steen
problem-tile-help = schrijf een steen als zijn twee helften met een streepje ertussen, bijv. `5-3`; de helften gaan van 0 tot 6
problem-tile-no-dash = een steen schrijf je als twee helften met een streepje ertussen
problem-tile-spaces = een steen schrijf je zonder spaties rond het streepje
problem-tile-not-a-pip = elke helft van een steen is een cijfer van 0 tot 6
problem-tile-pip-out-of-range = een dubbelzes-set heeft geen helft boven de 6
problem-dealt-twice-same = { $tile } staat twee keer in de deling van { $player }
problem-dealt-twice = { $tile } is zowel aan { $first } als aan { $second } gedeeld
problem-dealt-twice-label = hier nog eens gedeeld
problem-dealt-twice-help = een dubbelzes-set heeft één { $tile }, voor het eerst geschreven op regel { $line }, kolom { $column }: een van de twee is een andere steen
problem-not-a-list = `{ $key }` hoort hier een lijst te krijgen
problem-not-a-list-label = geen lijst
problem-unexplained = { $action ->
    [draw] { $player } koopt
    [set] { $player } zet uit
    [announce] { $player } zegt aan met
    [declare] { $player } meldt
    [play] { $player } speelt
    [takeback] { $player } neemt terug
    [claim] { $player } eist op met
    [says] { $player } zegt iets met
    [return] { $player } legt terug
   *[conduct] { $player } toont
} een steen die hij niet gehad kan hebben: geen enkele verdeling van de ongeziene stenen geeft hem die op dat moment
problem-unexplained-label = { $player } kan deze niet hebben
problem-unexplained-help = zet zijn ongeziene stenen uit de deling en het kopen vóór dit voorval af tegen de stenen die hij open heeft gelegd; een ervan is van een andere speler, of er ontbreekt een keer kopen
problem-unexplained-shown = de stenen die bij de telling getoond zijn, kunnen niet allemaal van hun spelers zijn: geen enkele verdeling van de ongeziene stenen geeft elke speler de stenen die hij toont
problem-unexplained-shown-label = hier getoond
problem-unexplained-shown-help = elke speler toont de stenen die hij zelf nog heeft; vergelijk de getoonde stenen met de deling, het kopen en het spel
problem-unexplained-counting = de deling en het kopen nemen meer stenen dan de set heeft
problem-unexplained-counting-label = te veel stenen genomen in dit spel
problem-unexplained-counting-help = een dubbelzes-set heeft 28 stenen; controleer de aantallen in de deling en bij het kopen

# An event and an announcement (src/transcript/session/event.rs,
# announcement.rs).

problem-no-by = het voorval zegt niet wie er iets deed
problem-no-by-label = geen `by`
problem-no-by-help = voeg `by:` toe met de naam van de speler, bijv. `{ "{" }by: Anna, play: 5-3{ "}" }`
problem-at-without-play = `at` zegt waar een gespeelde steen terechtkwam, maar in dit voorval wordt geen steen gespeeld
problem-at-without-play-label = geen `play` in dit voorval
problem-at-without-play-help = zet `at` in hetzelfde voorval als de `play` waar het bij hoort
problem-claim-huge = dit is veel meer dan een dubbel ooit waard is
problem-claim-huge-label = veel te veel punten
problem-claim = `{ $text }` is geen aantal punten
problem-claim-label = geen geheel getal
problem-claim-help = schrijf de punten die voor de dubbel worden opgeëist, bijv. `claim: 4` voor de [4-4]
problem-no-action = het voorval zegt wie, maar niet wat er gebeurde
problem-no-action-label = geen handeling
problem-no-action-help = een voorval bestaat uit `by` en één van draw, set, announce, declare, play, takeback, claim, says, return, conduct
problem-actions = één voorval bevat { $count } handelingen: { $actions } en { $last }
problem-actions-label = { $count } handelingen
problem-actions-help = schrijf { $actions } en `{ $last }` als { $count } voorvallen, één per regel, elk met een eigen `by`, in de volgorde waarin ze gebeurden
problem-at = `{ $text }` noemt geen open eind of arm
problem-at-label = geen plaats in de ligging
problem-did-you-mean-word = bedoelt u `{ $word }`?
problem-at-help = `at` is het getal op een open eind (0 tot 6), of een arm: west of east bij een lijn; north, east, south of west bij een kruis of driehoek
problem-side = `{ $word }` noemt geen kant van de uitgezette steen
problem-side-label = geen kant
problem-side-help = noem een kant bij het getal dat hij toont (bijv. `5`) of bij de arm (west, east; north, south bij een kruis)
problem-announcement-label = niet te lezen als een van de 17 spelsoorten
problem-no-game = de aanzegging noemt de spelsoort niet
problem-no-game-help = voeg `game:` toe met een naam als `ordinary-cross`, of het nummer uit het boek
problem-game-11 = spelsoort 11 heeft zijn aanlegregel nodig
problem-game-11-help = voeg `matching: ordinary` of `matching: matador` toe
problem-game-17 = spelsoort 17 heeft zijn ligging nodig
problem-game-17-help = voeg `layout: cross` of `layout: double-cross` toe
problem-game-number = het boek heeft de spelsoorten 1 tot en met 17, niet { $number }
problem-game-number-help = `nos games` noemt de 17 spelsoorten met hun nummers
problem-game-name = `{ $text }` is geen van de 17 spelsoorten
problem-game-name-help = `nos games` noemt de 17 spelsoorten met naam en nummer
problem-game-name-closest-help = bedoelt u `{ $word }`? `nos games` noemt de 17 spelsoorten met naam en nummer
problem-layout-key = `layout` hoort alleen bij de spelsoorten 12 en 17 als die met hun nummer gegeven zijn
problem-layout-key-help = de naam van de spelsoort zegt al welke ligging het is
problem-matching-key = `matching` hoort alleen bij spelsoort 11 als die met zijn nummer gegeven is
problem-matching-key-help = de naam van de spelsoort zegt al welke aanlegregel het is
problem-not-opposite = { $first } en { $second } zijn geen tegenover elkaar liggende armen
problem-not-opposite-label = geen paar tegenover elkaar liggende armen
problem-not-opposite-help = een volapük-kruis heeft twee gewone armen nodig die tegenover elkaar liggen: `ordinary: [north, south]` of `ordinary: [east, west]`
problem-condition = een voorwaarde is ofwel `{ "{" }here: .., there: ..{ "}" }` ofwel `{ "{" }side: .., tiles: ..{ "}" }`
problem-condition-label = gemengde of onvolledige voorwaarde
problem-condition-help = eerst hier, dan daar: `first: { "{" }here: 5{ "}" }`; eerst stenen: `first: { "{" }side: 2, tiles: 3{ "}" }`

# Where each tile is, the tiles shown and the counts, and tiles no one saw
# (src/transcript/session/whereabouts.rs, count.rs, unseen.rs).

problem-place-boneyard = die ligt in de pot
problem-place-own-hand = die heeft hij al zelf in handen
problem-place-hand = die heeft { $player } in handen
problem-place-own-play = die ligt op tafel, door hemzelf gespeeld
problem-place-play = die ligt op tafel, gespeeld door { $player }
problem-set-size-label = een set heeft 28 stenen
problem-below-nought-label = onder nul
problem-not-whole-label = geen geheel getal
problem-not-a-number-label = geen getal
problem-deal-too-many = de deling geeft { $count } stenen uit, meer dan een set heeft
problem-deal-too-many-help = controleer hoeveel stenen elke speler bij de deling kreeg
problem-not-held = { $player } { $action ->
    [set] zet { $tile } uit
    [play] speelt { $tile }
    [return] legt { $tile } terug
   *[declare] toont { $tile }
}, maar { $place }
problem-not-held-label = { $player } heeft { $tile } niet
problem-not-held-help = een steen moet aan een speler gedeeld of door hem gekocht zijn voordat hij hem kan gebruiken; controleer de deling en het kopen
problem-not-in-boneyard = { $player } koopt { $tile }, maar { $place }
problem-not-in-boneyard-label = { $tile } ligt niet in de pot
problem-not-in-boneyard-help = elke steen is op één plaats tegelijk; controleer de deling en het kopen daarvoor
problem-boneyard-short = { $player } koopt { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
}, maar in de pot liggen er nog maar { $left }
problem-boneyard-short-label = meer stenen dan er in de pot liggen
problem-boneyard-short-help = tel de stenen die eerder gedeeld en gekocht zijn: bij het kopen komen de stenen uit wat er nog in de pot ligt
problem-return-unseen = { $player } legt { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
} terug die niemand zag, maar heeft { $held ->
    [0] er geen
   *[other] er maar { $held }
} ongezien
problem-return-unseen-none-label = elke steen van { $player } is bekend
problem-return-unseen-label = { $player } heeft { $held ->
    [one] { $held } steen
   *[other] { $held } stenen
} die niemand zag
problem-return-unseen-help = een steen die ongezien wordt teruggelegd, heeft hij ongezien gekregen: schrijf de stenen die hij teruglegde, of zijn deling met `?-?` voor elke steen die niemand zag
problem-takeback-not-played = { $player } neemt { $tile } terug, maar die heeft hij niet gespeeld: { $place }
problem-takeback-not-played-label = { $player } heeft { $tile } niet gespeeld
problem-takeback-not-played-help = een speler neemt een steen terug die hij gespeeld heeft; controleer de naam en de steen
problem-count-text = `{ $text }` is geen aantal ogen
problem-count-text-help = een telling is het gehele aantal ogen op de stenen die een speler aan het eind nog had, bijv. `Anna: 17`
problem-shown-length = { $player } toont bij de telling { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
}, maar heeft er aan het eind { $held }
problem-shown-length-label = { $count } getoond
problem-shown-length-help = een speler toont elke steen die hij nog heeft: zijn deling en wat hij kocht, min de stenen die hij uitzette, speelde en teruglegde
problem-shown-twice = { $tile } is bij de telling twee keer getoond
problem-shown-twice-label = al getoond door { $player }
problem-shown-twice-himself-label = al door hemzelf getoond
problem-shown-twice-help = een dubbelzes-set heeft één { $tile }, voor het eerst getoond op regel { $line }, kolom { $column }: een van de twee is een andere steen
problem-shown-elsewhere = { $player } toont { $tile } bij de telling, maar { $place }
problem-shown-elsewhere-help = een steen die bij de telling getoond wordt, heeft de speler nog in handen: vergelijk de getoonde stenen met het spel en met de andere handen
problem-shown-in-boneyard = { $player } toont { $tile } bij de telling, maar die ligt in de pot
problem-shown-in-boneyard-help = een steen die bij de telling getoond wordt, is aan de speler gedeeld of door hem gekocht: elke steen die hij ongezien kreeg, is al getoond, of hij heeft een steen die in de lijst ontbreekt
problem-shown-count = de telling van { $player } is { $count }, maar de stenen die { $player } toonde, maken { $pips }
problem-shown-count-label = de getoonde stenen maken { $pips }
problem-shown-count-help = een telling is de som van de ogen op de getoonde stenen: verbeter de telling of de getoonde stenen
problem-count-out = { $player } heeft aan het eind geen steen meer, maar zijn telling is { $count }
problem-count-out-label = geen steen om te tellen
problem-count-out-help = een speler die uit is, telt niets: schrijf 0, of laat hem weg uit `counts`
problem-count-too-high = de telling van { $player } is { $count }, maar de stenen die hij aan het eind kan hebben, maken hoogstens { $most }
problem-count-too-high-label = hoogstens { $most }
problem-count-too-high-help = een telling is de som van de ogen op de stenen die een speler nog heeft: vergelijk de telling met zijn stenen en met de gespeelde stenen
problem-tile-count-how = schrijf hoeveel stenen, bijv. `{ $word }: 2`, of de stenen in een lijst, met `?-?` voor elke steen die niemand zag
problem-tile-count-zero = `{ $word }: 0` neemt geen steen
problem-tile-count-zero-label = geen steen
problem-tile-count-zero-help = bij `{ $word }` hoort minstens één steen: laat het voorval weg als er niets genomen is, of { $how }
problem-tile-count-like-a-tile-help = een getal alleen telt stenen die niemand zag; een steen schrijf je met een streepje, bijv. `{ $tile }`
problem-tile-count-too-many = { $text } stenen zijn meer dan een set heeft
problem-tile-count-negative = `{ $text }` is minder dan geen enkele steen
problem-tile-count-fraction = `{ $text }` is geen geheel aantal stenen
problem-too-many-unseen = { $word ->
    [deal] deze deling
    [draw] dit kopen
   *[return] dit terugleggen
} noemt { $count } stenen die niemand zag, meer dan een set heeft
problem-too-many-unseen-help = schrijf `?-?` één keer voor elke steen die niemand zag

# Reading the transcript's parts (src/transcript/read.rs, find/, public/).

problem-session-read-twice = de sessie wordt twee keer gelezen
problem-hand-read-twice = spel { $hand } wordt twee keer gelezen
problem-empty-hand = spel { $hand } is leeg: het item heeft geen `deal` en geen `events`
problem-empty-hand-label = een leeg spel
problem-empty-hand-help = schrijf de `deal` en de `events` van het spel onder de `-`, of verwijder de regel als er geen spel gespeeld is
problem-hand-too-large = spel { $hand } is { $size } bytes lang, meer dan de 1 MiB ({ $most } bytes) die de scheidsrechter van één spel leest
problem-session-too-large = de gegevens van de sessie zijn { $size } bytes lang, meer dan de 1 MiB ({ $most } bytes) die de scheidsrechter van één spel leest
problem-part-too-large-label = niet gelezen: te groot om een verslag van een spel te zijn
problem-part-too-large-help = een spel aan een echte tafel beslaat een paar kilobytes: controleer of dit deel van het bestand is wat de tafel speelde
problem-outline = de opbouw van het verslag is niet te lezen
problem-here-label = hier
problem-outline-help = een verslag is één YAML-document met `session:` en `hands:`, een lijst van spellen
problem-public-unwritable = de stenen van spel { $hand } kunnen niet verborgen worden waar ze staan; het spel wordt ongewijzigd overgenomen
problem-public-unwritable-label = stenen gegeven via een alias, een merge-sleutel of een anker
problem-public-unwritable-help = schrijf de stenen van het spel uit in het spel zelf, zonder `&`, `*` of `<<`, en maak het openbare verslag opnieuw

# A file that is too large or not text (src/transcript/problem/bytes.rs).

problem-save-utf8-help = sla het verslag op als UTF-8 (in de meeste editors: Opslaan als, en kies dan de codering UTF-8)
problem-not-utf8-1252-help = sla het verslag op als UTF-8 (in de meeste editors: Opslaan als, en kies dan de codering UTF-8); in Windows-1252, de codering van oudere Windows-editors, is deze byte `{ $character }`
problem-not-utf8 = het bestand is geen UTF-8-tekst: byte { $byte } op regel { $line } is niet te lezen
problem-not-utf8-label = { $byte } is geen UTF-8
problem-control = regel { $line } bevat een stuurteken ({ $code }), en dat mag niet in een verslag staan
problem-control-label = stuurteken
problem-control-help = verwijder het in een teksteditor; zulke tekens komen van kopiëren uit andere programma's, of uit een beschadigd bestand
problem-utf32 = het bestand is UTF-32-tekst; de scheidsrechter leest UTF-8
problem-utf32-label = UTF-32-bytevolgordemarkering
problem-utf16 = het bestand is UTF-16-tekst; de scheidsrechter leest UTF-8
problem-utf16-label = UTF-16-bytevolgordemarkering
problem-utf16-help = sla het verslag op als UTF-8 (in de meeste editors: Opslaan als, en kies dan de codering UTF-8); Windows PowerShell schrijft UTF-16 als uitvoer met `>` wordt omgeleid
problem-unreadable-help = controleer de naam van het bestand, en of het te lezen is
problem-too-large-size = het bestand is groter dan de { $limit } die een verslag mag beslaan: het is { $size }
problem-too-large = het bestand is groter dan de { $limit } die een verslag mag beslaan
problem-too-large-label = niet gelezen: te groot om een verslag te zijn
problem-too-large-help = een heel seizoen clubavonden past ruim in 1 MiB: controleer of dit het verslag is dat u wilde controleren
problem-binary = het bestand is binair, geen tekst: het bevat NUL-bytes
problem-binary-label = NUL-byte
problem-binary-help = een verslag is een gewoon tekstbestand: controleer of dit het juiste bestand is; een bestand dat bij een crash beschadigd is, kan eindigen op NUL-bytes, die een teksteditor kan verwijderen

# Around the diagnostics (src/report/diagnostic.rs).

problem-label-to-line = { $label } (van hier tot regel { $line })
problem-from-here-to-line = van hier tot regel { $line }
problem-summary-command-line = Er is niets beoordeeld: de opdrachtregel vraagt iets wat niet kan.
problem-summary-rules-file = { $count ->
    [one] { $count } probleem in het regelbestand; er wordt niets beoordeeld tot het verholpen is.
   *[other] { $count } problemen in het regelbestand; er wordt niets beoordeeld tot ze verholpen zijn.
}
problem-summary = { $count ->
    [one] { $count } probleem in het verslag; het kan pas beoordeeld worden als het verholpen is.
   *[other] { $count } problemen in het verslag; het kan pas beoordeeld worden als ze verholpen zijn.
}
problem-summary-some-judged = { $count ->
    [one] { $count } probleem
   *[other] { $count } problemen
} in het verslag: spel { $unjudged } kon niet beoordeeld worden; de uitspraak beoordeelt de andere { $judged }.
problem-summary-copied = { $count ->
    [one] { $count } probleem
   *[other] { $count } problemen
} in het verslag: { $hands ->
    [one] spel { $copied } wordt
   *[other] spellen { $copied } worden
} overgenomen zoals geschreven, met stenen en al; het openbare verslag verbergt de stenen van de andere { $public }.
problem-left-out = nog { $count } { $what ->
    [infraction] { $count ->
        [one] overtreding
       *[other] overtredingen
    }
   *[problem] { $count ->
        [one] probleem
       *[other] problemen
    }
} van de soort { $code } niet uitgetekend (de eerste { $drawn } wel).

# The YAML reader's errors (src/transcript/problem/yaml.rs, syntax.rs).
# $doc: the file the error is in, transcript or rules-file.

problem-yaml-shape-help = de README laat met een voorbeeld zien hoe een verslag eruitziet; `schemas/transcript.schema.json` beschrijft het precies
problem-rules-file-help = een regelbestand noemt een profiel en de schakelaars die het wijzigt: `profile: en` en `switches:` met één `SWITCH: CHOICE` per regel; `nos rules` somt ze op
problem-yaml-transcript-holds = een verslag heeft `session:` en `hands:`; de README geeft een voorbeeld
# The reader's own message, which has no words of ours: $message.
problem-yaml-reader = de YAML-lezer kan de tekst hier niet lezen: `{ $message }`
problem-yaml-this-key = deze sleutel
problem-yaml-twice = `{ $key }` staat twee keer in dezelfde mapping
problem-yaml-twice-label = tweede `{ $key }`
problem-yaml-twice-action-help = een gebeurtenis bevat één handeling: als beide gebeurd zijn, schrijf de tweede dan als eigen gebeurtenis op de volgende regel
problem-yaml-twice-help = elke sleutel mag één keer in een mapping staan: houd de juiste regel en verwijder de andere
problem-yaml-variant-key = `{ $key }` krijgt een van { $words }, niet `{ $variant }`
problem-yaml-variant = `{ $variant }` is geen van { $words }
problem-yaml-variant-help = schrijf een van: { $words }
problem-yaml-says-help = `says` legt vast wat een speler hardop zei: `wait` (een beurt overslaan na een dubbel), `pass`, `nos` of `block`
problem-yaml-conduct-help = `conduct` legt vast wat een scheidsrechter zag: `advice`, `covered-tiles` of `exposed-tiles`
problem-yaml-unknown-word-label = onbekend woord
problem-yaml-scalar-key = `{ $key }` krijgt { $whole ->
    [yes] een heel getal
   *[no] een getal
}, niet `{ $text }`
problem-yaml-scalar = `{ $text }` is geen { $whole ->
    [yes] heel getal
   *[no] getal
}
problem-yaml-scalar-help = schrijf het getal in cijfers, bijv. `{ $example }`
problem-yaml-want = { $want ->
    [value] één enkele waarde
    [list] een lijst
    [players] één regel per speler
    [mapping] een mapping van `key: value`-paren
    [tile] één steen
    [name] de naam van één speler
    [place] één open eind of arm
    [points] een aantal punten
    [number] een getal
    [whole] een heel getal
    [text] een tekst
    [yes-no] ja of nee
   *[other] een andere waarde (`{ $raw }`)
}
problem-yaml-found = { $found ->
    [list] een lijst
    [mapping] een mapping
    [text] de tekst { $text }
    [nothing] niets
    [number] het getal { $text }
    [yes-no] de waarde { $text }
   *[other] een andere waarde (`{ $raw }`)
}
problem-yaml-found-label = { $found ->
    [list] een lijst
    [mapping] een mapping
    [text] de tekst { $text }
    [nothing] niets
    [number] het getal { $text }
    [yes-no] de waarde { $text }
   *[other] een andere waarde (`{ $raw }`)
}
problem-yaml-unexpected-key = `{ $key }` krijgt hier { $want }
problem-yaml-unexpected = hier hoort { $want }
problem-yaml-unexpected-label = verwacht: { $want }
problem-yaml-mapping-help = schrijf `key: value`-paren, tussen accolades `{ "{" }by: Anna, play: 5-3{ "}" }` of één per regel
problem-rules-file-mapping-help = schrijf `key: value`-paren, één per regel onder `switches:`, bijv. `D3: paid`, of tussen accolades `{ "{" }D3: paid{ "}" }`
problem-yaml-wrong-key = `{ $key }` krijgt { $want }, niet { $found }
problem-yaml-wrong = hier hoort { $want }, niet { $found }
problem-yaml-one-tile-help = schrijf één steen, bijv. `play: 6-3`; alleen `draw`, `declare` en `return` krijgen een lijst stenen
problem-yaml-by-help = schrijf de naam van de speler, bijv. `by: Anna`
problem-yaml-at-help = schrijf het getal op het open eind, of de arm: west, oost, noord of zuid (`west`, `east`, `north`, `south`)
problem-yaml-claim-help = schrijf de punten die voor de dubbel worden opgeëist, bijv. `claim: 4`
problem-yaml-item = elk item van `{ $key }` is { $want }, niet { $found }
problem-yaml-item-tiles-help = schrijf de stenen na elkaar in één lijst, bijv. `draw: [4-2, 1-1]`
problem-yaml-empty = het bestand is leeg
problem-yaml-empty-label = hier staat niets
problem-yaml-only-comments = het bestand bevat alleen commentaar, geen { $doc ->
    [transcript] verslag
   *[rules-file] regelbestand
}
problem-yaml-only-comments-label = alleen commentaar
problem-yaml-eof = het bestand houdt op midden in een waarde
problem-yaml-eof-label = hier houdt het bestand op
problem-yaml-eof-help = kijk in de laatste regels of er een `]`, `{ "}" }` of sluitend aanhalingsteken ontbreekt
problem-yaml-documents = hier begint een tweede YAML-document; een { $doc ->
    [transcript] verslag
   *[rules-file] regelbestand
} is één document
problem-yaml-documents-label = `---` begint een nieuw document
problem-yaml-documents-help = { $doc ->
    [transcript] verwijder de regel `---`, of geef elke sessie een eigen bestand
   *[rules-file] verwijder de regel `---`, of geef elke set lezingen een eigen bestand
}
problem-yaml-alias-ratio = { $aliases } aliassen (`*name`) herhalen { $count ->
    [one] { $count } verankerde waarde
   *[other] { $count } verankerde waarden
}: meer dan tien per waarde, en zo ver volgt de scheidsrechter ze niet
problem-yaml-alias-ratio-label = de laatste alias
problem-yaml-no-aliases-help = { $doc ->
    [transcript] een verslag heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke deling en gebeurtenis volledig uit
   *[rules-file] een regelbestand heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke schakelaar volledig uit
}
problem-yaml-alias-bytes = de tekst van het bestand komt, met wat aliassen herhalen, op meer dan { $size }
problem-yaml-stops-label = hier stopt de scheidsrechter
problem-yaml-alias-bytes-help = { $doc ->
    [transcript] een verslag heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke waarde volledig uit
   *[rules-file] een regelbestand heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke waarde volledig uit
}
problem-yaml-too-much = het bestand bevat meer dan de scheidsrechter in één { $doc ->
    [transcript] verslag
   *[rules-file] regelbestand
} leest
problem-yaml-too-much-help = { $doc ->
    [transcript] het verslag van een sessie bevat een paar duizend waarden: kijk of dit het verslag is dat u wilde laten nakijken
   *[rules-file] een regelbestand bevat een profiel en een paar schakelaars: kijk of dit het regelbestand is dat u wilde opgeven
}
problem-yaml-too-deep-levels = lijsten en mappings zijn hier meer dan { $levels } niveaus diep genest
problem-yaml-too-deep = lijsten en mappings zijn hier te diep genest
problem-yaml-too-deep-label = te diep
problem-yaml-too-deep-help = { $doc ->
    [transcript] een verslag is hooguit een paar niveaus diep (spellen, gebeurtenissen, de voorwaarde van een aanzegging): dit is geen verslag, of er worden steeds weer haken geopend
   *[rules-file] een regelbestand is twee niveaus diep (`switches:` en één `SWITCH: CHOICE` per regel): dit is geen regelbestand, of er worden steeds weer haken geopend
}
problem-yaml-alias-bomb = aliassen breiden zich hier uit tot veel meer waarden dan enig { $doc ->
    [transcript] verslag
   *[rules-file] regelbestand
} bevat
problem-yaml-alias-bomb-label = hier stopt de scheidsrechter met uitbreiden
problem-yaml-alias-bomb-help = { $doc ->
    [transcript] een verslag heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke deling en gebeurtenis volledig uit; aliassen die zich zo vermenigvuldigen maken een "billion laughs"-bestand, gemaakt om het geheugen uit te putten
   *[rules-file] een regelbestand heeft geen ankers (`&name`) of aliassen (`*name`) nodig: schrijf elke schakelaar volledig uit; aliassen die zich zo vermenigvuldigen maken een "billion laughs"-bestand, gemaakt om het geheugen uit te putten
}
problem-yaml-unknown-key = `{ $field }` is geen sleutel van { $mapping ->
    [transcript] het verslag
    [rules-file] het regelbestand
    [session] de sessie
    [hand] een spel
    [event] een gebeurtenis
    [announcement] een aanzegging
    [condition] een voorwaarde
   *[other] deze mapping
}
problem-yaml-unknown-key-label = onbekende sleutel
problem-yaml-unknown-key-help = { $mapping ->
    [transcript] het verslag
    [rules-file] het regelbestand
    [session] de sessie
    [hand] een spel
    [event] een gebeurtenis
    [announcement] een aanzegging
    [condition] een voorwaarde
   *[other] deze mapping
} kan hebben: { $keys }; een opmerking voor de lezer kan in een commentaarregel, een regel die met `#` begint
problem-yaml-missing-key = { $mapping ->
    [transcript] het verslag
    [session] de sessie
    [hand] dit spel
   *[other] deze mapping
} heeft geen `{ $field }`
problem-yaml-missing-key-label = geen `{ $field }` in { $mapping ->
    [transcript] het verslag
    [session] de sessie
    [hand] dit spel
   *[other] deze mapping
}
problem-yaml-missing-session-help = begin het verslag met de sessie: `session: { "{" }players: [Anna, Bram, Cees, Dirk]{ "}" }`
problem-yaml-missing-hands-help = voeg `hands:` toe met één item per gespeeld spel, elk met zijn `deal` en `events`
problem-yaml-missing-players-help = noem de spelers in de volgorde waarin ze zitten, met de klok mee: `players: [Anna, Bram, Cees, Dirk]`
problem-yaml-missing-deal-help = schrijf de stenen die elke speler nam: `deal:` en dan voor elke speler een regel als `Anna: [3-1, 4-6, 5-0, 4-1]`
problem-yaml-missing-events-help = schrijf op wat er gebeurde, op volgorde: `events:` en dan voor elke gebeurtenis een regel als `- { "{" }by: Anna, set: 4-4{ "}" }`
problem-rules-file-not = dit is geen regelbestand: een regelbestand bevat `profile:` en `switches:`
problem-rules-file-not-label = zo kan een regelbestand niet beginnen
problem-yaml-not = dit is geen verslag: een verslag begint met `session:` en `hands:`
problem-yaml-not-label = zo kan een verslag niet beginnen
problem-yaml-not-ini-help = kopjes als `[session]` horen in INI- en TOML-bestanden; een verslag is YAML: schrijf `session:` en zet de velden ingesprongen eronder, zoals in het voorbeeld van de README
problem-yaml-not-help = de README geeft een voorbeeld van een verslag
problem-yaml-control = een stuurteken ({ $code }), en dat mag niet in een { $doc ->
    [transcript] verslag
   *[rules-file] regelbestand
} staan
problem-yaml-mismatched = een `{ $open }` wordt gesloten door `{ $close }`
problem-yaml-mismatched-label = `{ $close }` past er niet bij
problem-yaml-mismatched-help = een lijst sluit je met `]` en een mapping met `{ "}" }`
problem-yaml-misplaced = een sluithaak die niets sluit
problem-yaml-misplaced-label = niets te sluiten
problem-yaml-misplaced-help = verwijder hem, of voeg de openingshaak toe waar hij bij hoort
problem-yaml-indentation = deze regel springt niet in zoals de regels eromheen
problem-yaml-indentation-label = onverwachte inspringing
problem-yaml-indentation-help = de sleutels van één mapping beginnen in dezelfde kolom, en de regels van een waarde springen verder in dan hun sleutel; spring alleen in met spaties
problem-yaml-colon = een `: ` binnen een waarde, wat YAML leest als het begin van een nieuwe sleutel
problem-yaml-colon-label = tweede `:` op deze regel
problem-yaml-colon-help = zet de waarde tussen aanhalingstekens, bijv. `club: "de Haaien: Den Haag"`
problem-yaml-quote = een waarde tussen aanhalingstekens wordt nooit gesloten
problem-yaml-quote-label = het aanhalingsteken staat hier nog open
problem-yaml-quote-help = sluit het aanhalingsteken, `"` of `'`, aan het eind van de waarde
problem-yaml-unclosed = een `{ $open }` wordt nooit gesloten
problem-yaml-unclosed-label = staat hier nog open
problem-yaml-unclosed-help = sluit elke lijst met `]` en elke mapping met `{ "}" }`
problem-yaml-comma = een `,` zonder iets ervoor, in { $braces ->
    [yes] een mapping tussen accolades
   *[no] een lijst tussen rechte haken
}
problem-yaml-comma-label = niets voor deze `,`
problem-yaml-comma-help = { $braces ->
    [yes] een mapping tussen accolades heeft één `key: value`-paar tussen elke twee komma's: verwijder de overtollige komma, of schrijf wat ervoor hoort
   *[no] een lijst tussen rechte haken heeft één item tussen elke twee komma's: verwijder de overtollige komma, of schrijf wat ervoor hoort
}
problem-yaml-tab-indent = regel { $line } springt in met een tab; YAML staat voor inspringen alleen spaties toe
problem-yaml-tab-label = een tab
problem-yaml-tab-indent-help = vervang de tab door spaties; de meeste editors kun je zo instellen dat Tab spaties invoegt
problem-yaml-tab = een tab op regel { $line } waar YAML alleen spaties toestaat
problem-yaml-tab-help = vervang de tab door een spatie
problem-yaml-never-closed = de { $mapping ->
    [yes] mapping
   *[no] lijst
} die op regel { $line } begint, wordt nooit gesloten
problem-yaml-never-closed-label = hier hoort een sluitende `{ $close }`
problem-yaml-never-closed-help = zet de `{ $close }` aan het eind van de { $mapping ->
    [yes] mapping
   *[no] lijst
}; de foutmelding wijst alleen aan waar de lezer het opgaf, op regel { $here }

# The command line's own words (src/command/, src/main.rs).

command-cannot-read = { $name } kan niet gelezen worden: { $error }
command-cannot-write = { $name } kan niet geschreven worden: { $error }
command-corpus-status = { $status ->
    [clean] in orde
    [findings] bevindingen
    [agree] eensgezind
    [differ] verschillen
    [incomplete] onvolledig
   *[unreadable] onleesbaar
}
command-corpus-at-line = { $message } (regel { $line })
command-corpus-unspooled = { $what ->
    [verdict] het oordeel
   *[comparison] de vergelijking
} over { $name } kan niet geschreven worden: { $error }
command-corpus-unspooled-help = kijk hoeveel ruimte er nog is voor tijdelijke bestanden
command-corpus-cannot-be-read = kan niet gelezen worden: { $error }
command-corpus-no-transcript = geen verslag (`*.yaml`, `*.yml`) in deze map
command-corpus-no-transcript-help = noem een verslag, of een map met `*.yaml`- of `*.yml`-bestanden
command-corpus-agree = de lezingen komen in elk spel overeen
command-corpus-differ-on = de lezingen verschillen in { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
} (spel { $list })
command-corpus-compared = { $hands ->
    [one] { $hands } spel
   *[other] { $hands } spellen
}{ $unjudged ->
    [0] {""}
   *[other] , { $unjudged } niet beoordeeld (spel { $unjudged_list })
}, { $verdicts }; lezingen { $readings }
command-corpus-total = totaal: { $files ->
    [one] { $files } bestand
   *[other] { $files } bestanden
}, { $hands ->
    [one] { $hands } spel
   *[other] { $hands } spellen
}, { $unjudged } niet beoordeeld, { $found }, { $unreadable ->
    [one] { $unreadable } bestand
   *[other] { $unreadable } bestanden
} onleesbaar
command-corpus-total-check = { $infractions ->
    [one] { $infractions } overtreding
   *[other] { $infractions } overtredingen
}, { $differences ->
    [one] { $differences } getal op de puntenlijst wijkt af
   *[other] { $differences } getallen op de puntenlijst wijken af
}
command-corpus-total-compare = de lezingen verschillen in { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
}

problem-rules-file-profile = `{ $profile }` is geen regelprofiel
problem-rules-file-profile-label = onbekend profiel
problem-rules-file-profile-help = de profielen zijn `en` en `de-1996`; `nos rules` somt ze op
problem-rules-file-switch-label = geen schakelaar met keuze
problem-rules-file-switch-help = `nos rules` somt elke schakelaar en zijn keuzes op
problem-session-profile-help = de profielen zijn `en` (de standaard) en `de-1996`
command-rules-help = `nos rules` somt de profielen, de schakelaars en hun keuzes op
command-rule-not-switch-choice = `{ $rule }` is niet van de vorm SWITCH=CHOICE
command-compare-two-readings = vergelijken vraagt minstens twee lezingen
command-compare-two-readings-help = geef elke lezing als --rules PROFIEL[,SWITCH=CHOICE...] of --rules-file BESTAND, bijv. --rules en --rules de-1996
command-compare-two-readings-usage = vergelijken vraagt minstens twee lezingen: geef elke lezing als --rules PROFIEL[,SWITCH=CHOICE...] of --rules-file BESTAND, bijv. --rules en --rules de-1996
command-show-no-hand = het verslag heeft geen spel { $hand }
command-show-no-hand-help = spellen worden geteld vanaf 1; dit verslag heeft er { $hands }
command-show-no-event = spel { $hand } heeft geen gebeurtenis { $event }
command-show-no-event-help = gebeurtenissen worden binnen het spel geteld vanaf 1 (0 is de deling); spel { $hand } heeft er { $events }
command-show-not-reached = spel { $hand } kan niet getoond worden na gebeurtenis { $event }
command-show-not-reached-help = het naspelen kwam nooit zo ver in het spel
command-rules-file-too-large = { $name } bevat meer dan de 1 MiB die een regelbestand mag hebben: een regelbestand noemt een profiel en de schakelaars die het wijzigt; kijk of dit het bestand is dat u bedoelde
command-not-utf8 = { $name } is geen UTF-8-tekst
command-waiting = nos: leest een verslag van standaardinvoer: typ of plak het, en druk dan Ctrl-D op een eigen regel (of noem een bestand in plaats van `-`)
command-written = { $what ->
    [report] het rapport
    [comparison] de vergelijking
   *[other] { $what }
}
command-cannot-keep-problems = de problemen om te tonen kunnen niet bewaard worden: { $error }
command-cannot-write-stdout = kan niet naar standaarduitvoer schrijven: { $error }
command-output-not-with-record = `--output` gaat niet samen met `record`, dat alleen het verslag schrijft dat het krijgt
command-several-files = alleen check en compare beoordelen meerdere bestanden
command-stdin-alone = standaardinvoer (`-`) wordt alleen beoordeeld: geef hem als enige BESTAND, of sla hem op in een bestand en noem dat
command-no-transcript = geen verslag genoemd

# Het bestand van het rapport (`--output`) wordt zelf gelezen. $kind: transcript of rules.
command-output-is-input = `--output { $output }` noemt { $kind ->
    [transcript] het verslag
   *[rules] het regelbestand
} dat gelezen wordt: het rapport zou het vervangen
command-output-same-file = `--output { $output }` is hetzelfde bestand als { $kind ->
    [transcript] het verslag
   *[rules] het regelbestand
} `{ $input }` (een link of een ander pad ernaartoe): het rapport zou het vervangen
command-output-is-stdin = standaardinvoer wordt gelezen uit `{ $output }`, het bestand dat `--output` noemt: het rapport zou { $kind ->
    [transcript] het verslag
   *[rules] het regelbestand
} vervangen dat gelezen wordt
command-output-is-input-help = schrijf het rapport naar een eigen bestand, bijvoorbeeld `--output rapport.txt`; de scheidsrechter schrijft nooit in een bestand dat hij leest
command-output-not-a-file = het is { $kind ->
    [directory] een map
    [socket] een socket
    [block-device] een blokapparaat
   *[other] geen gewoon bestand
}: een rapport wordt geschreven naar een bestand, een tekenapparaat of een named pipe
command-output-too-many-links = er leiden meer dan { $links } symbolische links vandaan
command-output-no-longer-a-file = het is geen gewoon bestand meer: het rapport zou het vervangen
command-reading-transcript = het verslag wordt gelezen

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
# De woorden van een betaling in het rapport: wie betaalt wie hoeveel en
# waarom, dan waar, een regel van het verslag of het einde van het spel.
report-pays = betaalt
report-at-end = einde
report-at-line = regel
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

# De regel die elke soort overtreding breekt, in één zin.
rules-infraction-too-few-tiles = Elke speler neemt 8 stenen min het aantal spelers; wie te weinig nam, betaalt elke tegenspeler 40 en vult aan, als het wordt opgemerkt voordat de eerste steen ligt (de tweede, als hij zelf uitzet); zodra een ander heeft gespeeld, vervalt het.
rules-infraction-too-many-tiles = Eén of twee stenen te veel kost niets (ongeziene stenen mogen terug), maar wie er meer dan twee te veel nam, betaalt elke tegenspeler 40.
rules-infraction-setter-drew = Een uitzetter met een dubbel in de hand zet een dubbel uit; wie in plaats daarvan koopt, betaalt elke tegenspeler 40.
rules-infraction-wrong-set-tile = Het eerste spel van de avond wordt met de hoogste dubbel uitgezet; daarna zet de uitzetter een dubbel uit zijn hand uit, of, heeft hij er geen, de steen die hij koopt.
rules-infraction-not-on-set = Alleen de uitzetter mag de eerste steen neerleggen.
rules-infraction-bad-announcement = De uitzetter zegt een van de 17 spelsoorten aan, en wel een die zijn uitgezette steen toelaat.
rules-infraction-illegal-tile = Elke steen moet passen volgens de aangezegde spelsoort op de plek waar hij ligt; de tafel laat hem terugnemen en een andere spelen.
rules-infraction-out-of-turn = Er wordt met de klok mee gespeeld, ieder één beurt; alleen een dubbel op de uitgezette steen mag direct, buiten de beurt, worden aangelegd, zolang dat nog mag.
rules-infraction-played-instead-of-waiting = Wie direct een dubbel op de uitgezette steen aanlegde, zegt bij zijn volgende beurt "ik wacht" in plaats van te spelen.
rules-infraction-drew-from-last-two = De laatste twee stenen van de pot worden nooit gekocht.
rules-infraction-pass-with-boneyard = Een speler mag pas passen als hij niet kan aanleggen en er nog twee stenen in de pot liggen; tot dan koopt hij.
rules-infraction-pass-while-able = Wie past terwijl hij een steen heeft die hij kon aanleggen, betaalt elke tegenspeler 80.
rules-infraction-false-nos = Alleen wie zijn laatste steen heeft aangelegd, mag "nos" zeggen.
rules-infraction-wrong-block = Een speler mag pas sluiten als geen steen in enige hand, en ook geen steen in de pot, nog kan worden aangelegd.
rules-infraction-not-drawn-after-block = Na een terecht gesloten spel koopt de volgende speler alle stenen uit de pot, op de laatste twee na.
rules-infraction-wrong-claim = Wie punten opeist die hem niet toekomen, betaalt elke tegenspeler 40.
rules-infraction-advice = Wie uit is, mag op fouten wijzen, maar geen raad geven over het spel.
rules-infraction-covered-tiles = De stenen staan op hun kant, zodat elke tegenspeler ze ziet; wie ze afdekt, betaalt elke tegenspeler 40.
rules-infraction-exposed-tiles = Stenen liggen niet open voor een speler, behalve gemelde dubbelen en teruggenomen stenen.
# De regel over spelen buiten de beurt, zoals elke lezing van de termijn voor
# directe dubbelen hem heeft.
rules-infraction-out-of-turn-first-round = Er wordt met de klok mee gespeeld, ieder één beurt; alleen een dubbel op de uitgezette steen mag direct, buiten de beurt, worden aangelegd, en dat tot de eerste ronde voorbij is.
rules-infraction-out-of-turn-until-first-tile = Er wordt met de klok mee gespeeld, ieder één beurt; alleen een dubbel op de uitgezette steen mag direct, buiten de beurt, worden aangelegd, en dat alleen tot de eerste speler aan de beurt zijn steen aanlegt.
rules-infraction-out-of-turn-after-first-tile = Er wordt met de klok mee gespeeld, ieder één beurt; alleen een dubbel op de uitgezette steen mag direct, buiten de beurt, worden aangelegd, en dat tot een speler na de eerste aan de beurt iets doet.
# Het wachten na een directe dubbel, als de lezing het uitstelt tot de eerste
# beurt waarin de kant van de dubbel open is.
rules-infraction-wait-at-first-open-turn = Wie direct een dubbel op de uitgezette steen aanlegde, zegt "ik wacht" in plaats van te spelen bij zijn volgende beurt, of, als een voorwaarde de kant van zijn dubbel nog dichthoudt, bij de eerste beurt waarin hij daar kon aanleggen.

# De naam van elke soort overtreding, als kop in een verslag.
rules-infraction-title-too-few-tiles = te weinig stenen
rules-infraction-title-too-many-tiles = te veel stenen
rules-infraction-title-setter-drew = uitzetter kocht
rules-infraction-title-wrong-set-tile = verkeerde steen uitgezet
rules-infraction-title-not-on-set = niet aan de beurt om uit te zetten
rules-infraction-title-bad-announcement = ongeldige aanzegging
rules-infraction-title-illegal-tile = steen past niet
rules-infraction-title-out-of-turn = buiten de beurt
rules-infraction-title-played-instead-of-waiting = gespeeld in plaats van gewacht
rules-infraction-title-drew-from-last-two = gekocht van de laatste twee
rules-infraction-title-pass-with-boneyard = gepast terwijl er te kopen viel
rules-infraction-title-pass-while-able = gepast terwijl hij kon aanleggen
rules-infraction-title-false-nos = valse nos
rules-infraction-title-wrong-block = onterecht gesloten
rules-infraction-title-not-drawn-after-block = niet gekocht na sluiten
rules-infraction-title-wrong-claim = onterecht opgeëist
rules-infraction-title-advice = raad gegeven
rules-infraction-title-covered-tiles = stenen afgedekt
rules-infraction-title-exposed-tiles = stenen open gelegd


# De twijfelpunten zoals `nos rules` ze opsomt: de naam van elke schakelaar
# in woorden, de vraag, wat elke keuze betekent en waarom de bronnen het open
# laten.
rules-switch-d1-name = gelijke stand om het uitzetten
rules-switch-d1-question = Meerdere spelers hebben samen de hoogste telling: wie zet het volgende spel uit?
rules-choice-d1-draw-tiles = de gelijk geëindigde spelers trekken elk een steen; wie de meeste ogen trekt, zet uit, een getrokken [0-0] telt 0, zoals zijn ogen laten zien; gelijke trekkingen staan weer gelijk en die spelers trekken opnieuw (staat er geen loting in het verslag, dan laat het volgende uitzetten zien wie won)
rules-choice-d1-highest-tile = de gelijk geëindigde speler met de steen met de meeste ogen, [0-0] telt 14 zoals bij de telling; daarna het hoogste eind van die steen
rules-switch-d1-reason = de Engelse tekst leent de loting van het gewone domino; de Duitse tekst stelt voor de stenen in de hand te beoordelen
rules-switch-d2-name = dubbel op de uitgaande steen
rules-switch-d2-question = Wordt een dubbel betaald als hij wordt aangelegd op de steen waarmee de voorganger uitging, als die niet als eerste uit was?
rules-choice-d2-unpaid = nee: wie uit is, betaalt er niets voor
rules-choice-d2-paid = ja: alleen wie als eerste uit was (nos) wordt ontzien, zoals de regel letterlijk luidt
rules-switch-d2-reason = de regel ontziet alleen wie nos maakte; het voorbeeld in het boek op blz. 43 ontziet ook een latere
rules-switch-d3-name = dubbel na passen
rules-switch-d3-question = Wordt een dubbel betaald als hij op een steen wordt aangelegd nadat de volgende speler heeft gepast?
rules-choice-d3-unpaid = nee: een pas is een beurt ertussen
rules-choice-d3-paid = ja: er is geen steen tussen gespeeld, dus de speler van die steen betaalt
rules-switch-d3-reason = het voorbeeld in het boek op blz. 54 betaalt niets; de Duitse tekst voert aan dat er geen steen tussen kwam
rules-switch-d4-name = meerdere directe dubbelen
rules-switch-d4-question = Meerdere spelers leggen direct een dubbel op de uitgezette steen: wie wordt betaald?
rules-choice-d4-all-paid = de uitzetter betaalt elke zulke dubbel
rules-choice-d4-first-paid = alleen de eerste wordt betaald; de latere worden toch gespeeld en er wordt op gewacht
rules-switch-d4-reason = de Engelse tekst betaalt ze allemaal; de Duitse tekst vraagt of alleen de eerste betaald moet worden
rules-switch-d5-name = voorrang bij directe dubbelen
rules-switch-d5-question = Meer spelers willen direct een steen op de uitgezette steen leggen dan hij open einden heeft: wie heeft het recht?
rules-choice-d5-seat-order = de volgorde van de plaatsen vanaf de eerste speler aan de beurt beslist, zijn eigen steen inbegrepen; de steen van een latere plaats op dat eind wordt teruggenomen om plaats te maken
rules-choice-d5-doubles-first = directe dubbelen gaan voor de andere steen van de eerste speler, en onder hen de vroegere plaatsen eerst
rules-switch-d5-reason = de Engelse tekst merkt alleen op dat het kan gebeuren (met [0-0]); de Duitse tekst stelt voor dat dubbelen voor andere stenen gaan, vroegere plaatsen eerst
rules-switch-doubles-at-once-window-name = termijn voor directe dubbelen
rules-switch-doubles-at-once-window-question = Tot wanneer mag een dubbel nog direct op de uitgezette steen worden gelegd?
rules-choice-doubles-at-once-window-first-round = de hele eerste ronde, tot de uitzetter weer aan de beurt is: een dubbel op de uitgezette steen in de eerste ronde is nooit buiten de beurt
rules-choice-doubles-at-once-window-until-first-tile = alleen tot de eerste speler aan de beurt een steen aanlegt (kopen telt niet); een latere is buiten de beurt
rules-choice-doubles-at-once-window-after-first-tile = ook nog vlak na de steen van de eerste speler, tot de volgende speler iets doet: dubbelen gaan voor andere stenen, dus de haast van de eerste speler sluit ze niet uit
rules-switch-doubles-at-once-window-reason = beide teksten laten elke speler direct een passende dubbel aanleggen en stellen, in hun lijst van boetes, een dubbel op de uitgezette steen in de eerste ronde vrij van de boete voor spelen buiten de beurt; een club mag "direct" nauwer opvatten
rules-switch-d6-name = voorwaarden bij volapük
rules-switch-d6-question = Welke voorwaarden mogen bij volapük horen?
rules-choice-d6-tiles-first = volapük op één lijn mag eisen dat eerst 1 tot 4 stenen aan één kant komen; verder niets
rules-switch-d6-reason = de bronnen komen in feite overeen; de Duitse tekst voegt toe dat volapük met een kruis geen voorwaarde krijgt
rules-switch-d7-name = passen terwijl men kan spelen
rules-switch-d7-question = Wat kost passen terwijl men kon aanleggen?
rules-choice-d7-80-instead = 80 aan elke tegenspeler, in plaats van de 40 voor passen terwijl er nog te kopen viel
rules-choice-d7-80-and-40 = 80 aan elke tegenspeler, en daarbij de 40 als er nog te kopen viel
rules-switch-d7-reason = in de tekst volgt de 80 op de 40, en er staat niet of hij die vervangt of erbij komt; de Duitse tekst rekent hem als het "na het spel" blijkt, maar een verslag legt niet vast wanneer de tafel het merkte, dus de 80 wordt gerekend zodra de naspeling zo'n pas vindt
rules-switch-d8-name = overzichtslijsten
rules-switch-d8-question = De overzichtslijst noemt spelsoort 10 zonder de verplichte dubbelen: wat geldt?
rules-choice-d8-descriptions = de volledige beschrijving van elke spelsoort geldt
rules-switch-d8-reason = de overzichtslijsten wijken hier en daar af van de beschrijvingen; beide bronnen laten de beschrijvingen gelden
rules-switch-penalties-to-players-out-name = boetes aan spelers die uit zijn
rules-switch-penalties-to-players-out-question = Krijgen spelers die al uit zijn boetes uitbetaald?
rules-choice-penalties-to-players-out-paid = ja: "elke tegenspeler" is iedere andere speler
rules-choice-penalties-to-players-out-unpaid = nee: alleen spelers die nog stenen hebben worden betaald
rules-switch-penalties-to-players-out-reason = de boetes gaan naar "elke tegenspeler", en de bronnen zeggen niet of daar spelers die uit zijn bij horen
rules-switch-setter-declares-name = de uitzetter meldt
rules-switch-setter-declares-question = Mag de uitzetter dubbelen melden, en dan de dubbelen tellen die na het uitzetten in zijn hand zitten?
rules-choice-setter-declares-allowed = ja, volgens dezelfde tabel
rules-choice-setter-declares-not-allowed = nee: een melding van de uitzetter is opeisen wat hem niet toekomt
rules-switch-setter-declares-reason = het melden volgt op het aanzeggen, en de bronnen zeggen niet of de uitzetter meedoet
rules-switch-claim-window-name = termijn voor opeisen
rules-switch-claim-window-question = Tot wanneer mag een speler de punten opeisen voor een dubbel die hij aanlegde?
rules-choice-claim-window-next-tile = tot iemand de volgende steen aanlegt; kopen, passen of "ik wacht" beëindigt het niet, en een andere dubbel die direct op de uitgezette steen komt ook niet
rules-choice-claim-window-next-event = tot de volgende beurt van een andere speler begint of doorgaat: zijn steen, kopen, passen of "ik wacht"
rules-choice-claim-window-end-of-hand = op elk moment tot het spel voorbij is
rules-switch-claim-window-reason = de regels zeggen dat de speler de punten moet opeisen, maar niet tot wanneer
rules-switch-game17-arms-name = armen van spelsoort 17
rules-switch-game17-arms-question = Welke twee armen mag spelsoort 17 noemen voor "eerst hier, dan daar"?
rules-choice-game17-arms-opposite = twee tegenover elkaar liggende armen: daar is de kant tegenover hier, zoals in "eerst hier, dan daar" van spelsoort 11a
rules-choice-game17-arms-any = elke twee armen van het kruis
rules-switch-game17-arms-reason = spelsoort 17 leent de woorden van spelsoort 11a, waar daar de overkant is; de eigen beschrijving noemt geen kanten
rules-switch-deferred-wait-name = uitgesteld wachten
rules-switch-deferred-wait-question = Een dubbel die direct is aangelegd aan een kant die een voorwaarde "eerst zoveel stenen" nog dichthoudt: bij welke beurt zegt zijn speler "ik wacht"?
rules-choice-deferred-wait-first-open-turn = bij de eerste beurt waarin hij kon aanleggen waar zijn dubbel ligt; tot dan speelt hij aan de open kant
rules-choice-deferred-wait-next-turn = bij zijn volgende beurt, zoals bij elke directe dubbel; een steen die hij daar in plaats daarvan speelt, is gespeeld in plaats van te wachten
rules-switch-deferred-wait-reason = spelsoort 11b van de Engelse tekst stelt het wachten uit tot de kant van de dubbel opengaat, met een voorbeeld; de Duitse tekst heeft zo'n alinea niet, dus daar geldt de algemene regel voor een directe dubbel
# De punten die zonder schakelaar worden beslist, elk met de gekozen lezing.
rules-settled-setter-draws-twice = Een uitzetter zonder dubbel koopt twee keer en zet de tweede steen uit, een dubbel
rules-settled-setter-draws-twice-reading = een verkeerd uitgezette steen (40 aan elke tegenspeler); laat de tafel hem liggen, dan krijgt hij van ieder de waarde van één eind, als voor een dubbel uit de hand: de dubbele betaling geldt alleen voor de steen die hij moest kopen en uitzetten
rules-settled-short-deal-set-draw = Een uitzetter die te weinig stenen kreeg en geen dubbel heeft, koopt en zet uit
rules-settled-short-deal-set-draw-reading = kopen en precies die steen uitzetten is het kopen om uit te zetten, hoe groot zijn hand ook is; alleen zijn andere aankopen vullen de te kleine hand aan, en alleen daarvoor wordt de 40 gerekend
rules-settled-drawn-double-blank = Een getrokken [0-0] bij D1
rules-settled-drawn-double-blank-reading = `draw-tiles` vergelijkt de ogen van de getrokken stenen, dus een getrokken [0-0] is 0 waard en verliest van elke andere steen; `highest-tile` beoordeelt de stenen in de hand zoals de telling, dus een [0-0] in de hand is 14 waard: de twee keuzes waarderen dezelfde steen verschillend
# `nos rules`: hoe elk profiel een punt leest.
rules-listing-profiles = en: { $en }   de-1996: { $de }
rules-listing-why-open = waarom open: { $reason }
rules-listing-settled = Zonder schakelaar beslist, waar de bronnen zwijgen:
rules-listing-choose-profile = Kies een profiel met --rules en|de-1996 (of `rules:` in de sessie van het verslag),
rules-listing-choose-override = wijk op losse punten af met --rule ID=KEUZE, of bewaar de lezingen van een club in een --rules-file.


# `nos games`: wat elk van de 17 spelsoorten is, in één regel, en de opties
# die een aanzegging van spelsoort 11, 12 en 17 mag hebben, met de eigen
# sleutels en waarden van het verslag tussen backticks.
games-description-1 = één lijn die aan beide einden groeit; het aanliggende eind van een steen toont het getal van het open eind
games-description-2 = zet een dubbel uit; aan elk van zijn vier kanten één steen voordat een arm groeit, alles gewoon aangelegd
games-description-3 = een gewoon kruis waarvan elke arm eerst de dubbel van zijn open eind krijgt; een arm groeit weer zodra zijn dubbel ligt
games-description-4 = één lijn waarin aanliggende einden samen 7 zijn; aan een blank eind past alleen een matador, en de matadors [0-0] [6-1] [5-2] [4-3] passen overal, in beide richtingen
games-description-5 = zet een dubbel uit, niet de [0-0]; een kruis, dan vier armen, alles volgens matador
games-description-6 = een matadorkruis waarvan elke arm eerst de dubbel krijgt die met zijn open eind 7 maakt, of een matador; een arm groeit weer zodra die steen ligt
games-description-7 = het kruis gewoon aangelegd, daarna groeien de armen volgens matador
games-description-8 = het kruis gewoon aangelegd, dan op elke arm de dubbel die samen 7 maakt of een matador, daarna volgens matador
games-description-9 = zet een dubbel uit, niet de [0-0]; het kruis volgens matador, daarna groeien de armen gewoon
games-description-10 = zet een dubbel uit, niet de [0-0]; het kruis volgens matador, dan op elke arm de dubbel van zijn open eind (een arm die met een dubbel begon, is dood), daarna gewoon
games-description-11 = één lijn, gewoon of matador, waarvan de eerste stenen in een vaste volgorde komen: eerst hier, dan daar, of 1 tot 4 stenen aan één kant vóór de andere; naar keuze daarna de andere regel (ook te schrijven als gewoon of matador met een `first`)
games-description-12 = één kant van een lijn, of twee tegenover elkaar liggende armen van een kruis op een dubbel, spelen gewoon en de rest matador; het dubbel kruis krijgt eerst een dubbel op elke arm, of een matador op een matadorarm
games-description-13 = zet de [0-0] uit; de andere drie matadors aan drie van zijn kanten, daarna groeien de drie armen volgens matador
games-description-14 = een driehoek waarvan elke arm eerst de dubbel krijgt die met zijn open eind 7 maakt, en daarna groeit volgens matador
games-description-15 = een driehoek, daarna groeien de drie armen gewoon
games-description-16 = een driehoek, dan een blank eind tegen de vrije kant van de [0-0], daarna een gewoon kruis
games-description-17 = zet een willekeurige dubbel uit; de eerste steen hier en de tweede daar volgens matador, de andere twee armen gewoon, daarna alles gewoon; het dubbel kruis krijgt eerst de dubbel van het open eind van elke arm
games-options-11 = `first: { "{" }here: 5{ "}" }` (daarna de andere kant) of `{ "{" }side: 2, tiles: 1-4{ "}" }`; `then:` de andere regel; bij opgave als nummer ook `matching: ordinary` of `matador`
games-options-12 = `ordinary:` de gewone kant van een lijn (zijn getal, `west` of `east`) of het paar armen (`north-south` of `east-west`, in elke volgorde, of een lijst zoals `[north, south]`); `first: { "{" }side, tiles: 1-4{ "}" }`, alleen op een lijn; bij opgave als nummer ook `layout: line`, `cross` of `double-cross`
games-options-17 = `first: { "{" }here: arm, there: arm{ "}" }`, de twee matadorarmen (zonder `there`: de arm tegenover `here`); bij opgave als nummer ook `layout: cross` of `double-cross`


# De pagina (nos report). Een bericht met een vet getal of een bestandsnaam
# in code krijgt die als argument ($shown, $amount, $source, $off), in de
# opmaak van de pagina.
page-title-session = Een avond nos
page-head-title = Uitspraak: { $title }
page-kicker = De uitspraak van de scheidsrechter over een avond nos
page-nav-label = Spellen
page-nav-hands = Spellen:
# $reading is de lezing zoals --rules haar neemt: en,D3=paid.
page-footer = Beoordeeld door nos-referee uit { $source }, volgens de lezing { $reading }. Elke uitspraak noemt de regel van het verslag waarop zij berust.
page-reading-as-profile = (elk twijfelpunt zoals het profiel het leest)
# Voor de schakelaars die een lezing anders zet dan haar profiel: "en, maar D3: paid".
page-reading-but = maar
page-facts-club = Club
page-facts-date = Datum
page-facts-players = Spelers
page-facts-start = Fiches bij het begin
page-facts-start-each = { $chips } elk
page-facts-reading = Lezing
page-facts-transcript = Verslag
page-summary-hands = { $count ->
    [one] { $shown } spel
   *[other] { $shown } spellen
}
page-summary-unjudged = { $shown } niet beoordeeld
page-summary-infractions = { $count ->
    [one] { $shown } overtreding
   *[other] { $shown } overtredingen
}
page-summary-possible = { $shown } mogelijk, niet aangerekend
page-summary-agrees-where-checked = de puntenlijst klopt met de regels overal waar dat na te gaan was
page-summary-agrees = de puntenlijst klopt met de regels
page-summary-departs = { $count ->
    [one] de puntenlijst wijkt in { $shown } spel af van de regels
   *[other] de puntenlijst wijkt in { $shown } spellen af van de regels
}
# Wat elke speler aan het eind van de avond afrekent, in het overzicht.
page-summary-settles = afrekening:
page-summary-square = { $player } staat quitte
page-summary-receives = { $player } ontvangt { $amount }
page-summary-pays = { $player } betaalt { $amount }
# Tooltips en woorden van een vakje met fiches.
page-chips-unknown-since = onbekend: een eerder spel kon niet worden beoordeeld en geen puntenlijst sindsdien geeft ze
page-chips-from-sheet = de puntenlijst van de tafel: de fiches vóór dit spel zijn onbekend
page-chips-sheet = de puntenlijst van de tafel
page-chips-unknown = onbekend: het spel kon niet worden beoordeeld en het verslag heeft er geen puntenlijst voor
# Door een schermlezer voorgelezen vóór een getal: dat van de lijst, dat van de regels.
page-sr-sheet = lijst
page-sr-rules = regels
page-cell-left = vertrokken
page-figure-table = het getal van de tafel
page-figure-referee = het getal van de scheidsrechter
page-game-redeal = opnieuw geschud
page-glance-title = De avond in één oogopslag
page-glance-caption = Fiches na elk spel volgens de regels. Waar de puntenlijst van de tafel iets anders zegt, staat haar getal doorgestreept naast dat van de scheidsrechter; een gemarkeerd vakje is een spel dat een nieuw verschil toevoegt, de andere dragen een eerder verschil mee.
page-column-hand = Spel
page-column-game = Spelsoort
page-column-infractions = Overtredingen
page-glance-start = start
page-glance-possible = +{ $count } mogelijk
page-not-judged = niet beoordeeld
# $hands: de nummers van de spellen die niet beoordeeld zijn, "3, 5".
page-glance-unjudged = { $count ->
    [one] Niet beoordeeld: spel { $hands }, hieronder getoond met wat beoordelen verhindert.
   *[other] Niet beoordeeld: spellen { $hands }, hieronder getoond met wat bij elk beoordelen verhindert.
} De fiches na zo'n spel zijn die van de puntenlijst van de tafel (schuin) waar zij ze opschreef, anders onbekend (?), tot een latere puntenlijst ze weer geeft.
page-departures-title = Waar de puntenlijst afwijkt van de regels
page-departures-none-where-checked = De puntenlijst klopt met de regels overal waar de scheidsrechter haar kon nagaan.
page-departures-none = De puntenlijst klopt met de regels na elk spel dat zij vastlegt.
page-hand = Spel { $number }
page-departure-untraced = niet terug te voeren op één betaling
# $difference heeft zijn teken: +40, −20.
page-sheet-and-rules = { $player } { $sheet } op de lijst, { $rules } volgens de regels ({ $difference })
page-sheet-off-by = Na spel { $hand } wijkt de lijst af met: { $off }.
page-unjudged-chips-sheet = De fiches erna komen van de puntenlijst van de tafel.
page-unjudged-chips-unknown = Het verslag heeft er geen puntenlijst voor: de fiches erna zijn onbekend tot een latere puntenlijst ze geeft.
page-unjudged-why = De scheidsrechter kon dit spel niet beoordelen: wat het verslag ervan vastlegt, is niet te lezen of klopt niet.
page-transcript-line = Regel { $line } van het verslag.
page-unjudged-problems = Wat beoordelen verhindert
page-problem-at = Regel { $line }, kolom { $column } van het verslag: { $problem }.
page-settlement-title = De afrekening
page-settlement-caption = De totalen worden naar beneden afgerond op veelvouden van { $unit }; de resten gaan naar de pot.
page-column-player = Speler
page-column-chips = Fiches
page-column-keeps = Houdt
page-column-to-pot = Naar de pot
page-column-pot-won = Pot gewonnen
page-column-settles = Rekent af
page-left-after = vertrokken na spel { $hand }
page-balance-square = quitte
page-balance-receives = ontvangt { $amount }
page-balance-pays = betaalt { $amount }
page-side-pot-won = Pot: { $chips } fiches, gewonnen door { $winner }.
page-side-pot-unknown = Pot: { $chips } fiches; het verslag zegt niet wie hem won.
page-correction-taken-back = De tafel liet de steen terugnemen; de boete blijft staan.
page-correction-let-stand = De tafel liet hem liggen; het spel wordt nagespeeld met de steen op zijn plaats.
# $what: de zin over wat er gebeurde.
page-ruling-at = regel { $line } van het verslag: { $what }.
page-label-rule = Spelregel
page-label-penalty = Boete
page-penalty-nobody = niemand wordt betaald
page-penalty-pays = { $player } betaalt { $each } aan elk van { $payees } ({ $total } in totaal).
# $readings: de schakelaars waarvan een uitspraak afhangt, zoals --rule ze neemt: D3=paid.
page-readings = Lezing: { $readings }.
page-possible-not-charged = mogelijk, niet aangerekend
page-label-only-if = Alleen als
# $condition: wat een mogelijke overtreding waar zou maken.
page-possible-condition = { $condition }. Het verslag laat dit open: in sommige manieren waarop de ongeziene stenen konden liggen, geldt het, in andere niet, dus het wordt niet aangerekend.
page-label-were-it-so = Als het zo was
page-penalty-nobody-would = niemand zou worden betaald.
page-penalty-would-pay = { $player } zou { $each } betalen aan elk van { $payees } ({ $total } in totaal).
# Na een bedrag dat elk van meerdere spelers betaalt of ontvangt.
page-payment-each = elk
# In de kolom met de regel, bij een betaling bij de telling.
page-payment-at-end = eind
# $tile: de uitgezette steen, [5-5]; $game: de aanzegging in woorden.
page-hand-set = { $setter } zet { $tile } uit en zegt { $game } aan.
page-hand-redeal = Niemand heeft een dubbel: de stenen worden opnieuw geschud.
# $ending: hoe het spel eindigde (one-left, blocked, all-passed).
page-hand-ends-next = { $ending ->
    [blocked] Het spel eindigt doordat het gesloten is
    [all-passed] Het spel eindigt doordat iedereen past
   *[one-left] Het spel eindigt als nog maar één speler stenen heeft
}; { $player } zet het volgende spel uit.
page-hand-ends-tie = { $ending ->
    [blocked] Het spel eindigt doordat het gesloten is
    [all-passed] Het spel eindigt doordat iedereen past
   *[one-left] Het spel eindigt als nog maar één speler stenen heeft
}; de loting beslist wie het volgende spel uitzet.
# $ends: het open eind van elke arm, "west 5, oost 2".
page-layout-caption = { $count ->
    [one] De ligging aan het eind: { $count } steen; open einden { $ends }.
   *[other] De ligging aan het eind: { $count } stenen; open einden { $ends }.
}
page-counts-caption = Telling en fiches na spel { $hand }
page-column-left-in-hand = Over in de hand
page-column-count = Telling
page-count-not-known = onbekend
page-infractions-title = Overtredingen
page-possible-title = Mogelijke overtredingen, niet aangerekend
page-notes-title = Opmerkingen
page-note-at = Regel { $line } van het verslag: { $what }.
# $differences: de getallen van elke speler, gescheiden door "; ".
page-sheet-differs = De puntenlijst van de tafel wijkt af: { $differences }.
page-sheet-and-rules-at = { $player } { $sheet } op de lijst, { $rules } volgens de regels (regel { $line })
page-sheet-differs-here = Wat dit spel toevoegt: { $why }.
page-sheet-differs-before = Het draagt een verschil uit een eerder spel mee.
page-payments-caption = Betalingen in spel { $hand }, op volgorde
page-column-payer = Wie betaalt
page-column-payee = Aan
page-column-for = Waarvoor
page-column-line = Regel
# De grafiek van de fiches over de avond.
page-chart-title = Fiches over de avond
page-chart-svg-title = De fiches van elke speler na elk spel
page-chart-axis-hand = spel
# Een aantekening boven een spel waarin de puntenlijst afwijkt van de regels.
page-chart-sheet-differs = lijst ≠
# De beschrijving van de grafiek voor een schermlezer: dit, en dan de fiches
# van elke speler spel na spel.
page-chart-description = Fiches na elk spel volgens de regels:
page-chart-unknown = onbekend
page-chart-departs = { $count ->
    [one] de puntenlijst van de tafel wijkt af van de regels in spel { $hands }.
   *[other] de puntenlijst van de tafel wijkt af van de regels in de spellen { $hands }.
}
page-chart-unjudged = { $count ->
    [one] Spel { $hands } kon niet worden beoordeeld: de fiches erna zijn die van de puntenlijst van de tafel, waar zij ze opschreef.
   *[other] De spellen { $hands } konden niet worden beoordeeld: de fiches erna zijn die van de puntenlijst van de tafel, waar zij ze opschreef.
}
page-chart-caption = Fiches na elk spel volgens de regels, één lijn en één vorm van merkteken per speler.
page-chart-caption-unjudged = Grijze banden tonen de spellen die niet konden worden beoordeeld. Een hol merkteken op een lijn is het eigen getal van de tafel, genomen waar dat van de scheidsrechter niet bekend is, en een lijn breekt waar de fiches onbekend zijn.
page-chart-caption-agrees-where-checked = De puntenlijst van de tafel klopt overal waar de scheidsrechter haar kon nagaan.
page-chart-caption-agrees = De puntenlijst van de tafel klopt van begin tot eind.
page-chart-caption-departs = Gearceerde banden tonen de spellen waarin de puntenlijst van de tafel afwijkt van de regels; holle merktekens tonen de eigen getallen van de tafel.
# De tekening van de ligging van een spel, zoals een schermlezer haar titel leest.
page-layout-line = een lijn
page-layout-cross = een kruis
page-layout-triangle = een driehoek
page-layout-title = { $count ->
    [one] De ligging aan het eind van spel { $hand }: { $shape } van { $count } steen; open einden { $ends }
   *[other] De ligging aan het eind van spel { $hand }: { $shape } van { $count } stenen; open einden { $ends }
}

# Waarom een steen niet past waar hij gelegd is. $open is het getal van het open eind.
rules-misfit-ordinary = het open eind is { $open }, en gewoon aanleggen vraagt daar een { $open } tegen
rules-misfit-matador-blank = het open eind is blank, en bij matador past op blank alleen een matador
rules-misfit-matador = het open eind is { $open }, en matador vraagt daar een { $needed } tegen, of een matador
rules-misfit-needs-double = deze arm van het dubbel kruis neemt eerst de [{ $double }-{ $double }]
rules-misfit-needs-double-or-matador = deze arm van het dubbel kruis neemt eerst de [{ $double }-{ $double }] of een matador
rules-misfit-blank-arm-matador = deze arm van het dubbel kruis eindigt blank en neemt eerst alleen een matador
rules-misfit-blank-arm-nothing = deze arm van het dubbel kruis eindigt blank, en geen dubbel maakt daarmee 7
rules-misfit-needs-matador = de zijden van de driehoek zijn de drie matadors [6-1], [5-2] en [4-3]
rules-misfit-cross-incomplete = geen arm groeit voordat elke arm zijn eerste steen heeft
rules-misfit-triangle-none-down = er ligt nog geen matador aan de [0-0]: de zijden nemen eerst de drie matadors, en pas de zijde die daarna vrij is, neemt een blank eind
rules-misfit-triangle-one-down = een van de drie matadors ligt aan de [0-0]: de andere twee gaan eerst aan de vrije zijden, en pas dan staat vast welke zijde vrij blijft voor een blank eind
rules-misfit-triangle-two-down = twee van de drie matadors liggen aan de [0-0]: de derde gaat aan een van de twee vrije zijden, en pas de zijde die daarna vrij is, neemt een blank eind
rules-misfit-fourth-side-closed = de driehoek heeft zijn drie zijden, en de vrije zijde neemt geen steen
# $arm is de windrichting zoals het verslag die schrijft: north, east, south, west.
rules-misfit-condition = de aangezegde voorwaarde wil eerst { $needed ->
    [one] { $needed } steen
   *[other] { $needed } stenen
} aan de { $arm ->
    [north] noord
    [east] oost
    [south] zuid
   *[west] west
}kant, en er { $laid ->
    [one] ligt
   *[other] liggen
} er { $laid }
rules-misfit-not-on-set-tile = een dubbel die meteen wordt gespeeld, komt tegen de uitgezette steen
rules-misfit-not-a-double = alleen een dubbel mag meteen tegen de uitgezette steen worden gespeeld

# Waarom een aangezegde spelsoort niet op de uitgezette steen kan, of niet een van de 17 is.
rules-game-needs-double = een kruis of dubbel kruis wordt op een dubbel uitgezet
rules-game-not-on-double-blank = een matadorkruis kan niet op de [0-0] worden uitgezet
rules-game-needs-double-blank = een driehoek wordt op de [0-0] uitgezet
rules-game-needs-condition = spelsoort 11 vraagt een voorwaarde: eerst hier, dan daar, of eerst 1 tot 4 stenen aan één kant
rules-game-needs-ordinary-side = volapük noemt de kant die gewoon speelt, `ordinary: 6` of `ordinary: west`
rules-game-needs-ordinary-arms = een volapükkruis vraagt twee tegenover elkaar liggende gewone armen, `ordinary: [north, south]` of `[east, west]`
rules-game-needs-here-and-there = spelsoort 17 noemt zijn twee matadorarmen, `first: { "{" }here: north, there: south{ "}" }` (there mag wegblijven voor de arm tegenover here)
rules-game-option-not-allowed = deze spelsoort kent geen optie `{ $option }`
rules-game-no-such-side = { $side } is geen eind van de uitgezette steen, of niet het enige
rules-game-tiles-out-of-range = een voorwaarde vraagt 1 tot 4 stenen aan één kant, niet { $tiles }
rules-game-same-rule-after = de andere regel na de voorwaarde moet de andere spelregel noemen
rules-game-here-is-there = hier en daar moeten twee verschillende armen zijn

# Een lezing op de opdrachtregel of in een regelbestand die niet te lezen is.
rules-no-such-switch = er is geen schakelaar `{ $switch }`; de schakelaars zijn { $switches }
rules-no-such-choice = { $switch } kent { $choices }, niet `{ $choice }`
# A switch's choice as a sentence names it, quoted where the words around it are not English.
rules-choice = `{ $choice }`
rules-or = of
rules-no-such-profile = er is geen profiel `{ $profile }`; de profielen zijn en en de-1996
rules-not-a-setting = `{ $part }` is geen SCHAKELAAR=KEUZE

# (end of page, rules and games)

## The recorder (src/record/).

# De vergissingen in een getypte regel (src/record/mistake.rs). $verb,
# $typed, $word, $event en $extra zijn woorden zoals getypt of de eigen
# woorden van het verslag: tussen backticks. $meant: record-did-you-mean
# met een spatie ervoor, of niets.
record-did-you-mean = (bedoel je `{ $word }`?)
record-mistake-empty = niets getypt: typ een gebeurtenis zoals `Bram play 4-5 at west`, of `45` voor de speler die aan de beurt is
record-mistake-unknown-player = geen speler `{ $typed }`{ $meant }
record-mistake-ambiguous-player = `{ $typed }` kan { $names } zijn: typ meer van de naam
record-mistake-no-action = wat doet { $player }? Typ de gebeurtenis na de naam, bijv. `{ $player } play 4-5`
record-mistake-no-player-in-turn = wie doet `{ $verb }`? Er is nog niemand aan de beurt: typ eerst de naam
record-mistake-no-player-acting = wie doet `{ $verb }`? Er heeft nog niemand iets gedaan: typ eerst de naam
record-mistake-player-needed = bij `{ $verb }` hoort de naam van de speler: typ bijv. `Anna { $verb } ...`
record-mistake-unknown-verb = `{ $typed }` is geen gebeurtenis{ $meant }: verwacht `play`, `draw`, `says`, `claim`, `set`, `announce`, `declare`, `takeback`, `return`, `conduct`, `deal`, `shown` of `count`, of een steen
record-mistake-not-a-tile = `{ $typed }` is geen steen: verwacht twee getallen van 0 tot 6, zoals `4-5` of `45`
record-mistake-tile-out-of-range = `{ $typed }` is geen steen van een dubbel-zes-spel: de getallen gaan van 0 tot 6
record-mistake-missing-tile = welke steen bij `{ $verb }`? Typ een steen na `{ $verb }`, zoals `{ $verb } 4-5`
record-mistake-not-a-place = `{ $typed }` is geen plaats in de ligging{ $meant }: verwacht een arm (`w`, `e`, `n`, `s`, of `west`, `east`, `north`, `south`) of het open getal, 0 tot 6
record-mistake-not-taken = `{ $typed }` is geen aantal stenen en ook geen steen: verwacht een getal (`{ $verb } 2`) of stenen met hun streepje (`{ $verb } 5-5 ?-?`)
record-mistake-mixed-taken = `{ $verb }` krijgt een aantal stenen of de stenen zelf, niet allebei: `{ $verb } 2` of `{ $verb } 5-5 ?-?`
record-mistake-nothing-taken = hoeveel bij `{ $verb }`? Typ een getal of stenen na `{ $verb }`
record-mistake-too-many = { $count } stenen is meer dan er in een spel zitten: `{ $verb }` gaat over 1 tot 28 stenen
record-mistake-not-claim-points = verwacht de fiches die voor de dubbel opgeëist worden, zoals `claim 4`, niet `{ $typed }`
record-mistake-not-count = verwacht de ogen op de stenen van de speler, 0 tot 168, zoals `count 11`, niet `{ $typed }`
record-mistake-unknown-saying = `{ $typed }` is niets wat een speler zegt{ $meant }: verwacht `pass`, `wait`, `nos` of `block`
record-mistake-unknown-conduct = `{ $typed }` is geen gedraging{ $meant }: verwacht `advice`, `covered-tiles` of `exposed-tiles`
record-mistake-nothing-to-take-back = welke steen terugnemen? { $player } heeft zojuist geen steen gespeeld: typ hem, zoals `x 4-5`
record-mistake-extra = `{ $extra }` na de gebeurtenis: na `{ $event }` hoort niets meer

# Een aanzegging op één regel (src/record/announce.rs); $key is de sleutel
# van een optie zoals het verslag hem schrijft, $a, $b, $c de waarden.
record-announce-no-game = welke spelsoort wordt aangezegd? Verwacht de naam of het nummer van een spelsoort, zoals `announce ordinary` of `announce 4`
record-announce-unknown-game = `{ $game }` is geen van de 17 spelsoorten{ $meant }: verwacht de naam of het nummer van een spelsoort, 1 tot 17 (`nos games` somt ze op)
record-announce-unknown-key = `{ $key }` is geen optie van een aanzegging{ $meant }: verwacht `matching`, `then`, `layout`, `ordinary` of `first`
record-announce-twice = `{ $key }` staat er twee keer: een aanzegging noemt het maar één keer
record-announce-takes-two = `{ $key }` krijgt `{ $a }` of `{ $b }`: zoals `{ $key } { $a }`
record-announce-takes-three = `{ $key }` krijgt `{ $a }`, `{ $b }` of `{ $c }`: zoals `{ $key } { $a }`
record-announce-ordinary = `ordinary` krijgt een kant (een getal van de uitgezette steen, of een arm) of een paar armen, zoals `ordinary west` of `ordinary north south`
record-announce-first = `first` krijgt `here SIDE`, `here SIDE there SIDE` of `side SIDE tiles N`, zoals `first side east tiles 2`
record-announce-tiles = `tiles` krijgt het aantal stenen dat eerst gaat, 1 tot 4, zoals `tiles 2`

# Waarom een invoer of de opname niet aangenomen werd (src/record/session.rs,
# resume.rs, file.rs). $tile: "[4-5]"; $places: de open einden, elk zoals
# finding-open-end ze zegt, verbonden zoals finding-list-or.
record-error-which-place = { $tile } past aan meer dan één eind: { $places }; zeg welk
record-error-deal-after-events = het delen komt vóór de eerste gebeurtenis van het spel: maak ongedaan tot daar, of laat het delen weg
record-error-deal-twice = de gedeelde stenen van { $player } zijn al ingevoerd: maak dat ongedaan om ze opnieuw in te voeren
record-error-count-twice = de telling van { $player } is al ingevoerd: maak die ongedaan om hem opnieuw in te voeren
record-error-not-over-yet = de stenen worden pas getoond en geteld als het spel uit is
record-error-over = het spel is uit: typ de getoonde stenen (`Anna shown 1-2`) of de tellingen, en sluit dan het spel af
record-error-nothing-to-undo = in dit spel is nog niets ingevoerd om ongedaan te maken
record-error-not-over = het spel is nog niet uit: { $why }
record-problem-at = { $problem } (regel { $line })
record-unusable-transcript = het verslag kan niet gelezen worden{ $why }
record-unusable-hand-unread = spel { $hand } kan niet gelezen worden{ $why }; verbeter het en open het bestand opnieuw
record-unusable-hand-unjudged = spel { $hand } kan niet beoordeeld worden{ $why }; verbeter het en open het bestand opnieuw
record-unusable-no-hand = het verslag heeft geen spel waar de opname mee verder kan
record-unusable-not-over = spel { $hand } is nog niet uit, maar heeft al een puntenlijst, `on_set` of `tiebreak`: maak de gebeurtenissen met de hand af, of haal die weg
record-unusable-indent = aan de spellen kan niets toegevoegd worden zoals ze geschreven zijn (regel { $line }): schrijf elk spel als een item `- ` van een bloklijst
record-file-cannot-write = kan { $path } niet schrijven: { $error }
record-file-cannot-read = kan { $path } niet lezen: { $error }
record-file-not-text = het bestand is geen UTF-8-tekst
record-file-exists = { $path } bestaat al: open het om ermee verder te gaan
record-no-terminal = nos record werkt in een terminal: start het daarin
record-terminal-failed = de terminal gaf een fout: { $error }

# Het scherm (src/record/screen/): titel, vragen en meldingen.
record-title = nos record { $file }
record-title-hand = nos record { $file }, spel { $hand }
record-question-players = Spelers in zitvolgorde, met de klok mee (spaties of komma's ertussen):
record-question-club = Club (leeg: geen):
record-question-date = Datum (leeg: geen):
record-question-chips = Fiches per speler bij het begin (leeg: de standaard):
record-question-rules = Regelprofiel, en of de-1996 (leeg: en):
record-new-session = Een nieuwe avond: beantwoord elke vraag, Enter na elk antwoord.
record-file-new = { $path } is nieuw: geef eerst de gegevens van de avond.
record-file-opened = { $path } geopend: we gaan verder.
record-players-needed = de spelers zijn nodig: typ hun namen
record-not-chips = `{ $typed }` is geen aantal fiches
record-session-written = Avond opgeslagen. Typ de eerste invoer van het spel.
record-session-again = { $error }: geef de gegevens van de avond opnieuw
record-taken = genoteerd: { $line }
record-taken-decide = genoteerd: { $line }. De tafel beslist: `x` neemt de steen terug; met de volgende gebeurtenis blijft hij liggen.
record-undone = ongedaan gemaakt: { $entry }
record-not-taken = niet genoteerd: { $line }
record-entry-deal = de gedeelde stenen van { $player }
record-entry-shown = de getoonde stenen van { $player }
record-entry-count = de telling van { $player }, { $count }
record-cannot-end = het spel kan zo nog niet beoordeeld worden: het gaat verder
record-which-end = { $tile } past aan meer dan één eind: typ de letter van het eind (w, e, n, s) of het getal waar hij tegen komt.
record-question-which-end = Welk eind voor { $tile }: { $places }? (leeg: geen van beide)
record-not-an-end-asked = `{ $typed }` is geen van de gevraagde einden: typ de letter of het getal van een eind, of niets om de steen te laten
record-end-ambiguous = `{ $typed }` past bij meer dan één eind: typ de letter van het eind
record-nothing-to-complete = hier valt niets aan te vullen
record-no-one-to-play = er hoeft nog niemand een steen te spelen
record-no-legal-play = geen geldige zet bekend voor { $player }: geen van de stenen die het verslag bij hem legt, past
record-can-play = { $player } kan spelen: { $plays } (Tab voor de volgende)
record-hand-over = Het spel is uit: eerst de getoonde stenen, dan de puntenlijst.
record-question-shown = { $player } toont (stenen, `count N`; leeg: niet genoteerd):
record-question-sheet = Getal van { $player } op de puntenlijst (leeg: niet opgeschreven):
record-not-a-figure = `{ $typed }` is geen getal
record-hand-ended = Spel { $hand } afgesloten.
record-hand-chips = Fiches: { $chips }.
record-sheet-differs = Puntenlijst wijkt af: { $figures }.
record-sheet-figure = { $player } { $table } (regels { $referee })
record-next-on-set = { $player } zet hierna uit.
record-end-again = { $error }; typ `end` om de puntenlijst opnieuw te geven

# De vakken van het scherm (src/record/screen/draw.rs).
record-heading-layout = Ligging
record-no-layout = Nog geen ligging.
record-heading-table = Tafel (fiches: bij het begin, nu)
record-column-player = speler
record-column-tiles = stenen
record-column-start = begin
record-column-now = nu
record-turn-nothing-yet = nog niets getypt
record-turn-before-set = vóór het uitzetten
record-turn-announcing = de uitzetter zegt aan
record-turn-draws = { $player } koopt
record-turn-over = uit ({ $ending ->
        [one-left] nog één speler met stenen
        [blocked] gesloten
        [all-passed] iedereen heeft gepast
       *[redeal] opnieuw geschud
    })
record-owed-set = Te doen: de steen uitzetten
record-owed-announcement = Te doen: de spelsoort aanzeggen
record-owed-opening = Te doen: eerst dubbelen meteen, dan { $player }
record-owed-draw-after-block = Te doen: { $player } koopt na het sluiten { $tiles ->
        [one] { $tiles } steen
       *[other] { $tiles } stenen
    }
record-owed-wait-at-turn = Te doen: { $player } wacht bij zijn beurt
record-owed-wait-arm-opens = Te doen: { $player } wacht zodra zijn arm opengaat
record-claim-open = Opeisen kan nog: { $claimant } { $amount } van { $payer }
record-owed-decision = Te doen: { $tile } van { $player } terugnemen (x) of laten liggen
record-boneyard = Pot: { $count }
record-heading-findings = Bevindingen
record-cannot-go-past = Kan niet verder: { $problem }
record-infraction = Overtreding: { $what } ({ $payment })
record-nothing-typed = In dit spel is nog niets getypt.
record-no-findings = Geen bevindingen: de scheidsrechter komt niet tot deze invoer.
record-nothing-found = Laatste invoer: niets gevonden. Dit spel: { $total ->
        [one] { $total } overtreding
       *[other] { $total } overtredingen
    }, { $possible } mogelijk.

# (end of the recorder)
