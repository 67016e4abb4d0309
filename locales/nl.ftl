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
finding-arm-north = noord
finding-arm-east = oost
finding-arm-south = zuid
finding-arm-west = west
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
finding-few-too-many = { $player } nam bij het delen { $took } stenen, { $too_many } te veel: geen boete, maar zolang hij ze heeft, krijgt hij niets voor een uitgezette dubbel of gemelde dubbelen
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
finding-set-while-holding-double = { $player } zet { $tile } uit terwijl hij een dubbel heeft; de uitzetter zet een dubbel uit
finding-set-from-hand = { $player } zet { $tile } uit de hand uit; een uitzetter zonder dubbel koopt een steen en zet die uit
finding-not-first-drawn = { $player } zet { $tile } uit, maar een uitzetter zonder dubbel zet de eerste gekochte steen uit, hier { $first }
finding-drawn-double-paid-as-held = { $player } kocht { $tile } en zette die uit, maar had vóór het kopen misschien al een dubbel: hij wordt betaald als dubbel uit de hand, { $value } van elke speler; had { $player } er geen, dan zou elke speler nog { $value } meer schuldig zijn
finding-drawn-double-as-held = { $player } kocht { $tile } terwijl hij een dubbel had, dus hoefde hij niet te kopen: hij wordt betaald als dubbel uit de hand, { $value } van elke speler, niet { $double }
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
finding-pass-while-able = { $player } { $said } terwijl hij een steen heeft die hij had kunnen aanleggen
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
finding-false-nos = { $player } zegt "nos" terwijl hij nog { $held ->
        [one] { $held } steen
       *[other] { $held } stenen
    } heeft
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
finding-advice-while-in = { $player } geeft advies terwijl hij nog meedoet: de regels verbieden het alleen aan spelers die uit zijn
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

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
