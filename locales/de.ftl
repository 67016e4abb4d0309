# Die Sätze des Schiedsrichters auf Deutsch.
#
# Jede Sprache hat dieselben Meldungen mit denselben Argumenten
# (tests/locales.rs prüft das).

## Die Sprache selbst

language-name = Deutsch

## Anzahlen

tiles-count = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}

## Findings: what the replay finds, its stops, notes and payment reasons
## (src/report/wording.rs, src/report/wording/).

# Die Wörter, aus denen der Satz eines Befunds besteht.

finding-said-pass = passt
finding-said-wait = wartet
finding-arm-north = Nord
finding-arm-east = Ost
finding-arm-south = Süd
finding-arm-west = West
# $first: die Namen vor dem letzten, schon mit Kommas verbunden.
finding-list-and = { $first } und { $last }
finding-list-or = { $first } oder { $last }
# Zwei Möglichkeiten, jede ein Nebensatz: "Anna [3-5] hatte, oder Bram [6-6] hatte".
finding-list-or-clause = { $first }, oder { $last }
finding-nobody = niemand

# Wer den Ansatz hatte, wie ein falsches Vorsetzen es sagt.
finding-on-set-player = { $player } hat den Ansatz
finding-on-set-tied = einer von { $players } hat den Ansatz, nach dem Stechen
# Warum gemeldete Pasche nicht bezahlt werden.
finding-not-declarable-not-in-opening = Pasche werden gleich nach dem Ansagen gemeldet, bevor die Züge beginnen
finding-not-declarable-not-all-doubles = nur Pasche können gemeldet werden
finding-not-declarable-earns-nothing = { $doubles } Pasche bringen an einem Tisch mit { $players } Spielern nichts ein
finding-not-declarable-twice = ein Spieler meldet nur einmal
finding-not-declarable-setter = nach dieser Lesart meldet der Eröffner keine Pasche

# Was die Frist zum Fordern schloss; "inzwischen" steht hier, nicht im Satz darum.
finding-closer-turn-began = inzwischen hat der Zug von { $player } begonnen
finding-closer-laid = inzwischen hat { $player } { $tile } angelegt
finding-closer-took-turn = inzwischen war { $player } an der Reihe

# An wessen Stein ein Pasch angelegt wurde.
finding-owner-nobody = ein Stein, der niemandem gehört
finding-owner-own = der eigene Stein von { $player }
finding-owner-other = der Stein von { $player }

# Wo eine Hand endet, bevor sie aus ist.
finding-unfinished-nobody-set = niemand hat den ersten Stein vorgesetzt
finding-unfinished-not-announced = der Eröffner hat keine Spielart angesagt, die die Regeln erlauben
finding-unfinished-turn = { $player } ist an der Reihe

finding-open-end = { $arm } (frei { $open })
finding-choice = `at: { $arm }` (an der freien { $open } neben { $beside })
finding-choice-set-tile = `at: { $arm }` (an der freien { $open } neben dem vorgesetzten Stein)

# Das Geben.
finding-too-many-tiles = { $player } nahm beim Geben { $took } Steine, { $too_many } zu viel
finding-few-too-many = { $player } nahm beim Geben { $took } Steine, { $too_many } zu viel: keine Strafe, aber solange er sie hält, bekommt er nichts für einen vorgesetzten Pasch oder gemeldete Pasche
finding-too-few-tiles = { $player } nahm beim Geben { $short ->
        [one] { $short } Stein
       *[other] { $short } Steine
    } zu wenig und zieht nach
finding-too-few-lapsed = { $player } nahm beim Geben { $short ->
        [one] { $short } Stein
       *[other] { $short } Steine
    } zu wenig; die Strafe verfiel, als { $when } spielte
finding-returned-after-set = { $player } legte Steine zurück, nachdem der erste Stein vorgesetzt war
finding-drew-from-last-two = { $player } zieht von den letzten zwei Steinen des Talons

# Wer den Ansatz hat.
finding-on-set-differs = laut Protokoll hat { $written } den Ansatz, aber nach den Regeln { $by_rules }
finding-on-set-unchecked = { $why ->
        [count] die Zählung von Hand { $hand } ist nicht bekannt
       *[unjudged] Hand { $hand } konnte nicht beurteilt werden
    }, also lässt sich nicht prüfen, wer hier den Ansatz hat: { $taken ->
        [written] das `on_set` des Protokolls, { $player }, wird angenommen
       *[setter] wer vorsetzt, gilt als der, der den Ansatz hat
    }
finding-count-unknown = die Zählung lässt sich nicht wissen: die Steine, die { $players } am Ende hielten, wurden weder gezeigt noch gezählt, und das Protokoll legt sie nirgends hin; keine Zählung wird bezahlt, die Punkte nach dieser Hand sind nicht bekannt, und wer als Nächster vorsetzt, ergibt sich aus der nächsten Hand
finding-setter-left = { $player } hätte den Ansatz, hat aber den Tisch verlassen; die Regeln sagen nicht, wer stattdessen vorsetzt, also darf es jeder Spieler, der noch am Tisch ist
finding-tie-break-draw = { $tile } von { $player }
finding-tie-break-draws-tie = das Stechen endet gleich, { $draws } mit je { $spots } Augen, also ziehen die Gleichen noch einmal; der entscheidende Zug steht nicht im Protokoll, und das Vorsetzen der nächsten Hand zeigt, wer gewann
finding-tie-break-names = das Stechen nennt { $named }, aber die Spieler mit der gleichen höchsten Zählung sind { $tied }

# Das Vorsetzen.
finding-setter-drew = { $player } hat den Ansatz und hält einen Pasch, zieht aber, statt ihn vorzusetzen
finding-not-on-set = { $player } setzt { $tile } vor, aber { $on_set }
finding-not-highest-double = { $player } setzt { $tile } vor, aber das erste Vorsetzen des Abends ist der höchste Pasch, hier { $highest }
finding-set-while-holding-double = { $player } setzt { $tile } vor, obwohl er einen Pasch hält; der Eröffner setzt einen Pasch vor
finding-set-from-hand = { $player } setzt { $tile } aus der Hand vor; ein Eröffner ohne Pasch zieht einen Stein und setzt diesen vor
finding-not-first-drawn = { $player } setzt { $tile } vor, aber ein Eröffner ohne Pasch setzt den ersten gezogenen Stein vor, hier { $first }
finding-drawn-double-paid-as-held = { $player } zog { $tile } und setzte ihn vor, hielt aber vor dem Ziehen vielleicht schon einen Pasch: er wird als Pasch aus der Hand bezahlt, { $value } von jedem; hätte { $player } keinen gehalten, schuldete jeder { $value } mehr
finding-drawn-double-as-held = { $player } zog { $tile }, obwohl er einen Pasch hielt, musste also nicht ziehen: er wird als Pasch aus der Hand bezahlt, { $value } von jedem, nicht { $double }
finding-set-unpaid = { $player } nahm beim Geben zu viele Steine, also schuldet niemand etwas für den vorgesetzten { $tile }

# Das Ansagen.
finding-game17-not-opposite = { $player } sagt Spiel 17 an, erst auf { $here }, dann auf { $there }; da ist der Arm gegenüber von hier, { $across }
finding-game17-side-by-side = Spiel 17 erst auf { $here }, dann auf { $there }, zwei Arme nebeneinander: erlaubt nach { $reading }
finding-unplayable = { $player } sagt { $game } an, aber { $error }

# Gemeldete Pasche.
finding-not-declarable = { $player } meldet { $declared ->
        [one] { $declared } Pasch
       *[other] { $declared } Pasche
    }, aber { $why }
finding-declared-on-table = { $player } meldet { $doubles } Pasche, aber { $on_table } liegt schon auf dem Tisch; die { $in_hand } in der Hand bringen an einem Tisch mit { $players } Spielern { $owed } von jedem ein, nicht die geforderten { $asked }
finding-declared-unpaid = { $player } nahm beim Geben zu viele Steine, also schuldet niemand etwas für die gemeldeten Pasche

# Anlegen und Züge.
finding-out-of-turn = { $player } spielt { $tile }, aber { $turn } ist an der Reihe
finding-played-instead-of-waiting = { $player } spielt { $tile }, aber nach einem sofort gespielten Pasch ist dieser Zug ein "ich warte"
finding-laid-wrong-way-round = { $player } spielt { $tile } mit der { $touching } zum Anlegen, wie geschrieben, und so passt er an keines der freien Enden ({ $open_ends }); umgedreht hätte er gepasst, aber der Tisch ließ ihn zurücknehmen, wie er lag
finding-fits-no-end = { $player } spielt { $tile }, der { $rule ->
        [matador] nach Matador-Regel
       *[ordinary] nach einfacher Regel
    } an keines der freien Enden ({ $open_ends }) passt
finding-misfit = { $player } spielt { $tile }, der nicht passt: { $misfit }
finding-legal-taken-back = { $player } spielt { $tile }, einen regelgerechten Stein, und der Tisch lässt ihn zurücknehmen: die Regeln erlauben nicht, einen regelgerechten Stein zurückzunehmen, bestrafen es aber nicht, also geht er in die Hand zurück und der Zug geht weiter
finding-legal-double-taken-back = { $player } spielt { $tile } sofort, einen regelgerechten Pasch, und der Tisch lässt ihn zurücknehmen: die Regeln erlauben nicht, einen regelgerechten Stein zurückzunehmen, bestrafen es aber nicht, also geht er in die Hand zurück

# Sofort gespielte Pasche und Forderungen.
finding-double-too-late = { $player } spielt { $tile } an den vorgesetzten Stein, nachdem { $after } einen Stein angelegt hat: zu spät für einen sofort gespielten Pasch
finding-double-after-next-player = { $player } spielt { $tile } an den vorgesetzten Stein, nachdem { $acted } an der Reihe war: zu spät für einen sofort gespielten Pasch
finding-double-at-once-misfit = { $player } spielt { $tile } sofort, außer der Reihe, aber er passt nicht an den vorgesetzten Stein: { $misfit }
finding-claim-part = { $owed } für { $double }
finding-claim-for-several = { $player } fordert auf einmal { $amount } für { $count } Pasche: { $parts }, jeder bezahlt
finding-claim-corrected = { $player } fordert { $amount } für den Pasch; { $owed } ist geschuldet, und so viel zahlt die Abrechnung
finding-claim-too-late = { $player } fordert { $amount } für den { $double } an { $against }, zu spät: { $closer }, und die Forderung hätte vorher kommen müssen
finding-setter-asks = { $player } fordert { $amount } für den vorgesetzten Pasch; das Vorsetzen wird ohne Forderung bezahlt, also bringt die Forderung nichts und kostet nichts
finding-setter-asks-other = { $player } fordert { $amount } für den vorgesetzten Pasch; { $paid } von jedem ist geschuldet und wird ohne Forderung bezahlt, also bringt die Forderung nichts und kostet nichts
finding-claim-not-owed = { $player } fordert { $amount } für den { $double } an { $against } ({ $owner }), aber dafür ist nichts geschuldet
finding-claim-without-double = { $player } fordert { $amount } für einen Pasch, hat aber keinen Pasch angelegt, für den bezahlt wird
finding-claim-forgotten = der { $double } von { $player } an { $against } von { $payer } hätte auf Forderung { $amount } gebracht; keine Forderung kam, bevor die Frist ablief, also wird nichts bezahlt
finding-declarer-asks = { $player } fordert { $amount } für die gemeldeten Pasche; sie werden ohne Forderung bezahlt, also bringt die Forderung nichts und kostet nichts
finding-declarer-asks-other = { $player } fordert { $amount } für die gemeldeten Pasche; { $paid } von jedem ist geschuldet und wird ohne Forderung bezahlt, also bringt die Forderung nichts und kostet nichts
finding-declarer-asks-unowed = { $player } fordert { $amount } für die gemeldeten Pasche, nahm aber beim Geben { $too_many ->
        [one] { $too_many } Stein
       *[other] { $too_many } Steine
    } zu viel, also schuldet niemand etwas dafür

# Die umkämpften Enden des vorgesetzten Steins in der ersten Runde.
finding-paid-back = , und die { $amount } dafür bezahlten gehen zurück
finding-made-room = { $player } nimmt { $taken } zurück, um Platz zu machen: { $tile } von { $for_player } hatte das Vorrecht auf dieses Ende des vorgesetzten Steins [{ $reading }]{ $back }
finding-made-room-with-right = { $player } nimmt { $taken } zurück, obwohl er das Vorrecht auf dieses Ende des vorgesetzten Steins hatte [{ $reading }]; der Tisch machte Platz für { $tile } von { $for_player }{ $back }
finding-gave-up-prior-right = { $player } nimmt { $tile } zurück und gibt damit das Vorrecht auf dieses Ende des vorgesetzten Steins auf [{ $reading }]; keine Strafe

# Passen und warten; $said: passt oder wartet.
finding-pass-while-able = { $player } { $said }, obwohl er einen Stein hält, der sich anlegen ließe
finding-pass-with-boneyard = { $player } { $said }, obwohl noch { $boneyard ->
        [one] { $boneyard } Stein
       *[other] { $boneyard } Steine
    } im Talon liegen
finding-pass-with-boneyard-alone = { $player } { $said }, obwohl noch { $boneyard ->
        [one] { $boneyard } Stein
       *[other] { $boneyard } Steine
    } im Talon liegen; wer nicht anlegen kann, zieht, bis er kann oder nur noch zwei übrig sind
finding-caught-pass = der Tisch bemerkte das Passen von { $player } sofort: dieser Stein ist der übersprungene Zug, und die Strafe für das Passen bleibt
finding-stopped-after-passes = jeder Spieler, der noch dabei war, passte der Reihe nach, aber nicht jedes Passen war korrekt, also ging die Hand nach den Regeln weiter; der Tisch hörte hier auf, und die Hand wird gezählt, wie sie liegt

# Nos und Sperren.
finding-false-nos = { $player } sagt "Nos", obwohl er noch { $held ->
        [one] { $held } Stein
       *[other] { $held } Steine
    } hält
finding-nos-not-first = { $player } sagt "Nos", aber { $first } war zuerst aus
finding-block-before-game = { $player } sperrt, bevor das Spiel im Gang ist
finding-block-without-tile = { $player } sagt "ich sperre", ohne gerade einen Stein angelegt zu haben
finding-block-while-playable = { $player } sagt "ich sperre", aber { $held } lässt sich noch anlegen
finding-held-own = sein eigener { $tiles }
finding-held-other = { $tiles } von { $player }
finding-block-with-last-tile = { $player } sperrt mit seinem letzten Stein, und nur { $other } ist noch dabei: das beendet die Hand, also kann { $tiles } von { $other } nicht mehr folgen, und die Sperre ist korrekt
finding-block-with-last-tile-boneyard = { $player } sperrt mit seinem letzten Stein, und nur { $other } ist noch dabei: das beendet die Hand, also kann { $tiles } aus dem Talon nicht mehr folgen, und die Sperre ist korrekt
finding-block-while-drawable = { $player } sagt "ich sperre", aber { $tiles } im Talon lässt sich ziehen und anlegen
finding-block-given-benefit = { $fitting } im Talon würde passen, aber { $undrawn } Steine bleiben bis zum Ende der Hand ungezogen, und je zwei davon können die letzten zwei sein, die nie gezogen werden: die Sperre gilt als korrekt
finding-not-drawn-stopped = { $player } hört nach der korrekten Sperre mit { $left } Steinen im Talon auf, die er bis auf zwei alle hätte ziehen müssen
finding-not-drawn-said = { $player } { $said } nach der korrekten Sperre, statt zu ziehen
finding-not-drawn-played = { $player } spielt nach der korrekten Sperre, statt zu ziehen

# Verhalten.
finding-advice = { $player }, der aus ist, gibt Rat zum Spiel
finding-advice-while-in = { $player } gibt Rat, obwohl er noch dabei ist: die Regeln verbieten es nur Spielern, die aus sind
finding-covered-tiles = { $player } verdeckt Steine vor den Gegenspielern
finding-exposed-tiles = { $player } legt Steine offen auf den Tisch

# Wofür eine Zahlung ist.
finding-reason-set-double = vorgesetzter Pasch
finding-reason-set-drawn-double = vorgesetzter gezogener Pasch
finding-reason-set-drawn-tile = vorgesetzter gezogener Stein
finding-reason-double-on-predecessor = Pasch am Stein des Vorgängers
finding-reason-immediate-double = Pasch sofort am vorgesetzten Stein
finding-reason-declared-doubles = gemeldete Pasche
finding-reason-nos = Nos
finding-reason-block = Sperre
finding-reason-count = Zählung
finding-reason-penalty = Strafe: { $code }

# Ein möglicher Regelverstoß: was ihn sicher machte, nach "falls".
finding-if-held = { $player } damals { $tiles } hielt
finding-if-held-by = { $held }
finding-if-held-one = { $player } damals { $tiles } hielt
finding-if-dealt = { $tiles } an einen anderen Spieler gegeben wurde
finding-if-in-boneyard = { $tiles } zum Ziehen im Talon lag
finding-possible = möglich, nicht angerechnet (Zeile { $line }): { $what }, falls { $condition }: { $penalty } an { $payees }
finding-possible-instead-of = möglich, nicht angerechnet (Zeile { $line }): { $what }, falls { $condition }: { $penalty } an { $payees }, statt der angerechneten { $charged }
finding-payees-each = jeden von { $players }

# Die Spielarten in Worten, wie das Buch sie nennt.
finding-game-ordinary = einfach
finding-game-ordinary-cross = einfaches Kreuz
finding-game-ordinary-double-cross = einfaches Doppelkreuz
finding-game-matador = Matador
finding-game-matador-cross = Matador-Kreuz
finding-game-matador-double-cross = Matador-Doppelkreuz
finding-game-ordinary-cross-then-matador = einfaches Kreuz, dann Matador
finding-game-ordinary-cross-then-matador-double-cross = einfaches Kreuz, dann Matador-Doppelkreuz
finding-game-matador-cross-then-ordinary = Matador-Kreuz, dann einfach
finding-game-matador-cross-then-ordinary-double-cross = Matador-Kreuz, dann einfaches Doppelkreuz
finding-game-ordinary-with-condition = einfach mit Bedingung
finding-game-matador-with-condition = Matador mit Bedingung
finding-game-volapuk = Volapük
finding-game-volapuk-cross = Volapük-Kreuz
finding-game-volapuk-double-cross = Volapük-Doppelkreuz
finding-game-triangle = Dreieck
finding-game-triangle-double-cross = Dreieck-Doppelkreuz
finding-game-triangle-then-ordinary = Dreieck, dann einfach
finding-game-triangle-then-ordinary-cross = Dreieck, dann einfaches Kreuz
finding-game-matador-then-ordinary-cross = Matador erst hier und dann da, dann einfaches Kreuz
finding-game-matador-then-ordinary-double-cross = Matador erst hier und dann da, dann einfaches Doppelkreuz

# Die Optionen einer Ansage.
finding-side-pip = Seite { $pip }
finding-option-here-then-there = erst { $here }, dann { $there }
finding-option-here-then-other = erst { $here }, dann die andere Seite
finding-option-tiles-first = erst { $tiles ->
        [one] { $tiles } Stein
       *[other] { $tiles } Steine
    } auf { $side }
finding-option-then = danach { $rule ->
        [matador] Matador
       *[ordinary] einfach
    }
finding-option-ordinary-on = einfach auf { $side }
finding-option-ordinary-north-south = einfach Nord-Süd
finding-option-ordinary-east-west = einfach Ost-West

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
