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

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
