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
finding-few-too-many = { $player } nahm beim Geben { $took } Steine, { $too_many } zu viel: keine Strafe, aber solange { $player } sie hält, gibt es nichts für einen vorgesetzten Pasch oder gemeldete Pasche
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
finding-set-while-holding-double = { $player } setzt { $tile } vor und hält dabei einen Pasch; der Eröffner setzt einen Pasch vor
finding-set-from-hand = { $player } setzt { $tile } aus der Hand vor; ein Eröffner ohne Pasch zieht einen Stein und setzt diesen vor
finding-not-first-drawn = { $player } setzt { $tile } vor, aber ein Eröffner ohne Pasch setzt den ersten gezogenen Stein vor, hier { $first }
finding-drawn-double-paid-as-held = { $player } zog { $tile } und setzte ihn vor, hielt aber vor dem Ziehen vielleicht schon einen Pasch: er wird als Pasch aus der Hand bezahlt, { $value } von jedem; hätte { $player } keinen gehalten, schuldete jeder { $value } mehr
finding-drawn-double-as-held = { $player } zog { $tile } mit einem Pasch in der Hand und musste also nicht ziehen: der Stein wird als Pasch aus der Hand bezahlt, { $value } von jedem, nicht { $double }
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
finding-pass-while-able = { $player } { $said } mit einem Stein in der Hand, der sich anlegen ließe
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
finding-false-nos = { $player } sagt "Nos" und hält noch { $held ->
        [one] { $held } Stein
       *[other] { $held } Steine
    }
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
finding-advice-while-in = { $player } gibt Rat, obwohl { $player } noch mitspielt: die Regeln verbieten es nur Spielern, die aus sind
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

# stop: a hand the replay cannot go past (src/report/wording/stop.rs).

stop-after-hand-over = { $action ->
    [draw] { $player } zieht
    [set] { $player } setzt vor
    [announce] { $player } sagt an
    [declare] { $player } meldet Pasche
    [play] { $player } legt an
    [takeback] { $player } nimmt zurück
    [claim] { $player } fordert ein
    [says] { $player } sagt etwas
    [return] { $player } legt zurück
   *[conduct] bei { $player } wird etwas bemerkt
}, obwohl die Hand schon vorbei ist
stop-unfinished-nobody-set = Hand { $hand } bricht ab, bevor sie vorbei ist: niemand hat den ersten Stein vorgesetzt
stop-unfinished-not-announced = Hand { $hand } bricht ab, bevor sie vorbei ist: der Eröffner hat keine Spielart angesagt, die die Regeln erlauben
stop-unfinished-turn = Hand { $hand } bricht ab, bevor sie vorbei ist: { $player } ist an der Reihe
stop-takeback-not-last = { $player } nimmt { $tile } zurück, aber das ist nicht der zuletzt gespielte Stein
stop-second-set = { $player } setzt { $tile } vor, aber der erste Stein liegt schon
stop-announce-before-set = { $player } sagt an, bevor der erste Stein vorgesetzt ist
stop-announce-not-setter = { $player } sagt an, aber { $setter } hat den ersten Stein vorgesetzt
stop-announce-twice = { $player } sagt ein zweites Mal an
stop-unplayable = die Ansage von { $setter } lässt sich nicht spielen: { $game }: { $error }
stop-unplayable-no-setter = die Ansage des Eröffners lässt sich nicht spielen: { $game }: { $error }
stop-stands-nowhere = { $tile } bleibt auf dem Tisch liegen, aber die Mitschrift sagt nicht, wo
stop-pass-before-turns = { $player } { $said ->
    [wait] wartet
   *[pass] passt
}, bevor die Züge beginnen
stop-pass-out-of-turn = { $player } { $said ->
    [wait] wartet
   *[pass] passt
}, aber { $turn } ist an der Reihe
stop-play-before-set = { $player } spielt { $tile }, bevor der erste Stein vorgesetzt ist
stop-play-before-game = { $player } spielt { $tile }, bevor eine Spielart angesagt ist, die die Regeln erlauben
stop-ambiguous = { $player } spielt { $tile }, der an mehr als einer Stelle passt
stop-no-such-place = { $player } spielt { $tile } an { $at }, das die Auslage nicht hat
stop-no-such-place-anywhere = { $player } spielt { $tile } an eine Stelle, die die Auslage nicht hat
stop-play-after-redeal = niemand hat in der ersten Hand einen Pasch, also wird neu gemischt; es wird nichts gespielt
stop-open-end = { $arm } (frei { $open })
stop-choice = `at: { $arm }` (an der freien { $open } neben { $tile })
stop-choice-set-tile = `at: { $arm }` (an der freien { $open } neben dem Ansatzstein)
stop-or = oder
stop-after-hand-over-label = die Hand war vor diesem Ereignis schon zu Ende
stop-after-hand-over-help = eine Hand endet, wenn nur noch ein Spieler Steine hat, nach einer richtigen Sperre und dem Ziehen danach, oder wenn alle, die noch mitspielen, gepasst haben; beginnen Sie eine neue Hand mit eigenem `deal`
stop-unfinished-label = die Mitschrift der Hand endet hier
stop-unfinished-help = schreiben Sie den Rest der Hand auf; für die Zählung am Ende muss jeder Stein gespielt, gezogen oder gepasst sein
stop-takeback-not-last-label = nichts zurückzunehmen
stop-takeback-not-last-help = ein Zurücknehmen folgt sofort auf das Spielen des Steins, durch denselben Spieler; spätere Ereignisse lassen sich nicht rückgängig machen
stop-second-set-label = ein zweiter Ansatz
stop-second-set-help = eine Hand hat einen Ansatz; spätere Steine werden als `play` geschrieben
stop-announce-before-set-label = noch kein Stein vorgesetzt
stop-announce-before-set-help = der Eröffner setzt seinen Stein vor und sagt dann die Spielart an
stop-announce-not-setter-label = nicht die Ansage des Eröffners
stop-announce-not-setter-help = nur der Eröffner sagt an, einmal, direkt nach dem Vorsetzen
stop-unplayable-label = die Spielart, die der Tisch gespielt hat, ist unbekannt
stop-unplayable-help = schreiben Sie die Ansage so, wie der Tisch sie gemeint hat; `nos games` nennt die Optionen jeder Spielart
stop-stands-nowhere-label = wo ist dieser Stein hin?
stop-stands-nowhere-help = fügen Sie `at:` mit der Zahl des freien Endes oder dem Namen des Arms hinzu, oder ein `takeback`, wenn der Tisch ihn zurücknehmen ließ
stop-pass-before-turns-label = noch kein Zug zum Passen
stop-pass-before-turns-help = die Züge beginnen nach der Ansage beim Spieler links vom Eröffner
stop-pass-out-of-turn-label = dieser Spieler ist nicht an der Reihe
stop-pass-out-of-turn-help = prüfen Sie den Namen: gespielt wird im Uhrzeigersinn ab links vom Eröffner, wer draußen ist, wird übersprungen
stop-play-before-set-label = noch keine Spielart zum Spielen
stop-play-before-set-help = eine Hand beginnt mit `set` und `announce` des Eröffners; der erste Stein wird als `set` geschrieben
stop-ambiguous-label = welches freie Ende?
stop-ambiguous-help = schreiben Sie, wo er hinkam: { $choices }
stop-no-such-place-label = kein solches freies Ende und kein solcher Arm
stop-no-such-place-help = die Arme der Auslage sind { $ends }
stop-play-after-redeal-label = kein Spiel nach dem Neumischen
stop-play-after-redeal-help = lassen Sie die `events` der Hand leer und schreiben Sie das neue Geben als nächste Hand

# Names and mappings by name (src/transcript/session/seats.rs, hands.rs).

problem-and = und
problem-or = oder
problem-unknown-player = { $name } sitzt nicht an diesem Tisch
problem-unknown-player-label = unbekannter Spieler
problem-did-you-mean = meinten Sie { $name }?
problem-unknown-player-help = die Spieler sind { $players }; schreiben Sie einen Namen so wie unter `players`
problem-named-twice = { $name } steht zweimal { $what ->
    [deal] im Geben
    [scoresheet] in der Punkteliste
    [shown] bei den Steinen, die bei der Zählung gezeigt wurden
   *[counts] bei den Zählungen
}
problem-named-twice-label = zweiter Eintrag
problem-named-twice-help = geben Sie jedem Spieler einen Eintrag
problem-named-left = { $name } hat den Tisch verlassen und ist { $what ->
    [deal] beim Geben
    [scoresheet] in der Punkteliste
    [shown] bei den Steinen, die bei der Zählung gezeigt wurden
   *[counts] bei den Zählungen
} nicht mehr dabei
problem-named-left-label = in einer früheren Hand gegangen
problem-named-left-help = ein Spieler, der gegangen ist (siehe `leaves`), spielt keine spätere Hand
problem-named-missing = { $what ->
    [deal] beim Geben
    [scoresheet] in der Punkteliste
    [shown] bei den Steinen, die bei der Zählung gezeigt wurden
   *[counts] bei den Zählungen
} fehlt { $players }
problem-named-missing-label = kein Eintrag für { $players }
problem-named-missing-help = geben Sie jedem Spieler am Tisch einen Eintrag { $what ->
    [deal] beim Geben
    [scoresheet] in der Punkteliste
    [shown] bei den Steinen, die bei der Zählung gezeigt wurden
   *[counts] bei den Zählungen
}
problem-figure = { $figure } ist kein Punktestand, den ein Tisch haben kann
problem-figure-label = weit über jedem Stand
problem-figure-help = schreiben Sie die Punkte jedes Spielers nach der Hand so, wie die Punkteliste sie zeigt, z. B. `Anna: 489`
problem-too-few-left = Hand { $hand } würde von { $count } Spielern gespielt, nachdem die anderen gegangen sind
problem-too-few-left-label = zu wenige Spieler
problem-too-few-left-help = Nos wird zu dritt bis zu fünft gespielt; prüfen Sie `leaves`

# The session (src/transcript/session/mod.rs).

problem-no-name = ein Spieler hat keinen Namen
problem-no-name-label = leerer Name
problem-no-name-help = schreiben Sie den Namen jedes Spielers so, wie er im Urteil stehen soll
problem-seated-twice = { $name } sitzt zweimal am Tisch
problem-seated-twice-label = zweiter Platz für denselben Namen
problem-seated-twice-help = geben Sie jedem Spieler einen eigenen Namen, z. B. mit einer Initiale dazu
problem-seated-twice-unseated-help = beim Geben werden { $players } genannt, ohne Platz am Tisch: vielleicht gehört dieser Platz ihnen; geben Sie sonst jedem Spieler einen eigenen Namen, z. B. mit einer Initiale dazu
problem-players = Nos wird zu dritt bis zu fünft gespielt; an diesem Tisch sitzen { $count }
problem-players-label = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
problem-players-help = nennen Sie jeden Spieler am Tisch einmal, im Uhrzeigersinn ab einem beliebigen Platz
problem-chips = die Punkte zu Beginn müssen eine positive Zahl sein
problem-chips-help = lassen Sie `chips` weg für die üblichen 500 je Spieler
problem-no-hands = die Mitschrift hat keine Hände
problem-no-hands-label = leere Liste
problem-no-hands-help = fügen Sie mindestens eine Hand mit ihrem `deal` und ihren `events` hinzu
problem-leaves = { $name } geht nach Hand { $hand }, aber die Mitschrift hat die Hände 1 bis { $count }
problem-leaves-label = keine solche Hand
problem-leaves-help = schreiben Sie die Nummer der letzten Hand, die der Spieler gespielt hat
problem-side-pot = { $name } ist früh gegangen und hat keinen Anspruch auf den Nebentopf
problem-side-pot-label = vor der Abrechnung gegangen
problem-side-pot-help = der Nebentopf geht an einen Spieler, der bis zum Schluss geblieben ist
problem-name-unreadable = der Name eines Spielers enthält { $what ->
    [line-break] einen Zeilenumbruch
    [control] ein Steuerzeichen
   *[direction] ein Zeichen, das die Schreibrichtung umkehrt
} ({ $code }, Zeichen { $at } des Namens)
problem-name-unreadable-label = { $what ->
    [line-break] ein Zeilenumbruch
    [control] ein Steuerzeichen
   *[direction] ein Zeichen, das die Schreibrichtung umkehrt
}
problem-name-unreadable-help = schreiben Sie den Namen so, wie er im Urteil stehen soll, mit Buchstaben, Ziffern und Leerzeichen; ein Name, der den Cursor bewegt oder eine Zeile umbricht, würde jede Tabelle verunstalten, die ihn zeigt

# A hand's tiles (src/transcript/session/hand.rs).

problem-list-help = schreiben Sie eine Liste in eckigen Klammern, z. B. `[3-1, 4-6, 5-0, 4-1]`, oder einen Eintrag je Zeile, jede Zeile beginnend mit `- `
problem-unseen-tile = `?-?` steht für einen Stein, den niemand gesehen hat, aber dieser Stein wurde gesehen
problem-unseen-tile-label = ein Stein, den der Tisch gesehen hat
problem-unseen-tile-help = `?-?` darf nur beim Geben, beim Ziehen oder beim Zurücklegen stehen; ein Stein, der vorgesetzt, gespielt, gemeldet, zurückgenommen, beim Stechen gezogen oder bei der Zählung gezeigt wurde, wird so geschrieben, wie er ist, z. B. `5-3`
problem-tile = `{ $text }` ist kein Stein
problem-tile-help = schreiben Sie einen Stein als seine zwei Hälften mit einem Bindestrich dazwischen, z. B. `5-3`; die Hälften reichen von 0 bis 6
problem-tile-no-dash = ein Stein wird als zwei Hälften mit Bindestrich geschrieben
problem-tile-spaces = ein Stein wird ohne Leerzeichen um den Bindestrich geschrieben
problem-tile-not-a-pip = jede Hälfte eines Steins ist eine Ziffer von 0 bis 6
problem-tile-pip-out-of-range = ein Doppel-Sechs-Satz hat keine Hälfte über 6
problem-dealt-twice-same = { $tile } steht zweimal im Blatt von { $player }
problem-dealt-twice = { $tile } wurde sowohl { $first } als auch { $second } gegeben
problem-dealt-twice-label = hier noch einmal gegeben
problem-dealt-twice-help = ein Doppel-Sechs-Satz hat nur einen { $tile }, zuerst geschrieben in Zeile { $line }, Spalte { $column }: einer der beiden ist ein anderer Stein
problem-not-a-list = `{ $key }` erwartet hier eine Liste
problem-not-a-list-label = keine Liste
problem-unexplained = { $action ->
    [draw] { $player } zieht
    [set] { $player } setzt
    [announce] { $player } sagt an mit
    [declare] { $player } meldet
    [play] { $player } spielt
    [takeback] { $player } nimmt zurück
    [claim] { $player } fordert ein mit
    [says] { $player } sagt etwas mit
    [return] { $player } legt zurück
   *[conduct] { $player } zeigt
} einen Stein, den er nicht gehabt haben kann: keine Verteilung der ungesehenen Steine gibt ihn ihm bis dahin
problem-unexplained-label = { $player } kann diesen nicht haben
problem-unexplained-help = rechnen Sie seine ungesehenen Steine aus dem Geben und dem Ziehen vor diesem Ereignis gegen die Steine, die er offen gelegt hat; einer davon gehört einem anderen Spieler, oder ein Ziehen fehlt
problem-unexplained-shown = die bei der Zählung gezeigten Steine können nicht alle ihren Spielern gehören: keine Verteilung der ungesehenen Steine gibt jedem Spieler die Steine, die er zeigt
problem-unexplained-shown-label = hier gezeigt
problem-unexplained-shown-help = jeder Spieler zeigt die Steine, die ihm selbst geblieben sind; vergleichen Sie die gezeigten Steine mit dem Geben, dem Ziehen und dem Spiel
problem-unexplained-counting = das Geben und das Ziehen nehmen mehr Steine, als der Satz hat
problem-unexplained-counting-label = zu viele Steine in dieser Hand genommen
problem-unexplained-counting-help = ein Doppel-Sechs-Satz hat 28 Steine; prüfen Sie die Anzahlen beim Geben und beim Ziehen

# An event and an announcement (src/transcript/session/event.rs,
# announcement.rs).

problem-no-by = das Ereignis sagt nicht, wer gehandelt hat
problem-no-by-label = kein `by`
problem-no-by-help = fügen Sie `by:` mit dem Namen des Spielers hinzu, z. B. `{ "{" }by: Anna, play: 5-3{ "}" }`
problem-at-without-play = `at` sagt, wohin ein gespielter Stein kam, aber in diesem Ereignis wird kein Stein gespielt
problem-at-without-play-label = kein `play` in diesem Ereignis
problem-at-without-play-help = setzen Sie `at` in dasselbe Ereignis wie das `play`, zu dem es gehört
problem-claim-huge = diese Forderung ist weit mehr, als ein Pasch je wert ist
problem-claim-huge-label = viel zu viele Punkte
problem-claim = `{ $text }` ist keine Punktzahl
problem-claim-label = keine ganze Zahl
problem-claim-help = schreiben Sie die für den Pasch geforderten Punkte, z. B. `claim: 4` für den [4-4]
problem-no-action = das Ereignis sagt wer, aber nicht was geschah
problem-no-action-label = keine Handlung
problem-no-action-help = ein Ereignis besteht aus `by` und einem von draw, set, announce, declare, play, takeback, claim, says, return, conduct
problem-actions = ein Ereignis enthält { $count } Handlungen: { $actions } und { $last }
problem-actions-label = { $count } Handlungen
problem-actions-help = schreiben Sie { $actions } und `{ $last }` als { $count } Ereignisse, eines je Zeile, jedes mit eigenem `by`, in der Reihenfolge, in der sie geschahen
problem-at = `{ $text }` nennt kein freies Ende und keinen Arm
problem-at-label = keine Stelle der Auslage
problem-did-you-mean-word = meinten Sie `{ $word }`?
problem-at-help = `at` ist die Zahl auf einem freien Ende (0 bis 6) oder ein Arm: west oder east bei einer Linie; north, east, south oder west bei einem Kreuz oder Dreieck
problem-side = `{ $word }` nennt keine Seite des Ansatzsteins
problem-side-label = keine Seite
problem-side-help = nennen Sie eine Seite nach der Zahl, die sie zeigt (z. B. `5`), oder nach dem Arm (west, east; north, south bei einem Kreuz)
problem-announcement-label = nicht als eine der 17 Spielarten lesbar
problem-no-game = die Ansage nennt die Spielart nicht
problem-no-game-help = fügen Sie `game:` mit einem Namen wie `ordinary-cross` oder der Nummer aus dem Buch hinzu
problem-game-11 = Spielart 11 braucht ihre Anlegeregel
problem-game-11-help = fügen Sie `matching: ordinary` oder `matching: matador` hinzu
problem-game-17 = Spielart 17 braucht ihre Auslage
problem-game-17-help = fügen Sie `layout: cross` oder `layout: double-cross` hinzu
problem-game-number = das Buch hat die Spielarten 1 bis 17, nicht { $number }
problem-game-number-help = `nos games` nennt die 17 Spielarten mit ihren Nummern
problem-game-name = `{ $text }` ist keine der 17 Spielarten
problem-game-name-help = `nos games` nennt die 17 Spielarten mit Namen und Nummer
problem-game-name-closest-help = meinten Sie `{ $word }`? `nos games` nennt die 17 Spielarten mit Namen und Nummer
problem-layout-key = `layout` gehört nur zu den Spielarten 12 und 17, wenn sie mit Nummer angegeben sind
problem-layout-key-help = der Name der Spielart sagt schon, welche Auslage es ist
problem-matching-key = `matching` gehört nur zu Spielart 11, wenn sie mit Nummer angegeben ist
problem-matching-key-help = der Name der Spielart sagt schon, welche Anlegeregel es ist
problem-not-opposite = { $first } und { $second } sind keine gegenüberliegenden Arme
problem-not-opposite-label = kein Paar gegenüberliegender Arme
problem-not-opposite-help = ein Volapük-Kreuz braucht zwei gegenüberliegende einfache Arme: `ordinary: [north, south]` oder `ordinary: [east, west]`
problem-condition = eine Bedingung ist entweder `{ "{" }here: .., there: ..{ "}" }` oder `{ "{" }side: .., tiles: ..{ "}" }`
problem-condition-label = gemischte oder unvollständige Bedingung
problem-condition-help = erst hier und dann da: `first: { "{" }here: 5{ "}" }`; erst Steine: `first: { "{" }side: 2, tiles: 3{ "}" }`

# Where each tile is, the tiles shown and the counts, and tiles no one saw
# (src/transcript/session/whereabouts.rs, count.rs, unseen.rs).

problem-place-boneyard = er liegt im Talon
problem-place-own-hand = er ist schon in seiner eigenen Hand
problem-place-hand = er ist in der Hand von { $player }
problem-place-own-play = er liegt auf dem Tisch, von ihm selbst gespielt
problem-place-play = er liegt auf dem Tisch, gespielt von { $player }
problem-set-size-label = ein Satz hat 28 Steine
problem-below-nought-label = unter null
problem-not-whole-label = keine ganze Zahl
problem-not-a-number-label = keine Zahl
problem-deal-too-many = beim Geben werden { $count } Steine ausgegeben, mehr als ein Satz hat
problem-deal-too-many-help = prüfen Sie, wie viele Steine jeder Spieler beim Geben bekam
problem-not-held = { $player } { $action ->
    [set] setzt { $tile } vor
    [play] spielt { $tile }
    [return] legt { $tile } zurück
   *[declare] zeigt { $tile }
}, aber { $place }
problem-not-held-label = { $player } hat { $tile } nicht
problem-not-held-help = ein Stein muss einem Spieler gegeben oder von ihm gezogen sein, bevor er ihn benutzen kann; prüfen Sie das Geben und das Ziehen
problem-not-in-boneyard = { $player } zieht { $tile }, aber { $place }
problem-not-in-boneyard-label = { $tile } liegt nicht im Talon
problem-not-in-boneyard-help = jeder Stein ist zur selben Zeit an nur einer Stelle; prüfen Sie das Geben und das Ziehen davor
problem-boneyard-short = { $player } zieht { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}, aber im Talon liegen nur noch { $left }
problem-boneyard-short-label = mehr Steine, als im Talon liegen
problem-boneyard-short-help = zählen Sie die vorher gegebenen und gezogenen Steine: gezogen wird nur, was noch im Talon liegt
problem-return-unseen = { $player } legt { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} zurück, die niemand gesehen hat, hat aber { $held ->
    [0] keinen
   *[other] nur { $held }
} ungesehen
problem-return-unseen-none-label = jeder Stein von { $player } ist bekannt
problem-return-unseen-label = { $player } hat { $held ->
    [one] { $held } Stein
   *[other] { $held } Steine
}, die niemand gesehen hat
problem-return-unseen-help = ein ungesehen zurückgelegter Stein ist einer, den er ungesehen bekam: schreiben Sie die Steine, die er zurücklegte, oder sein Blatt mit `?-?` für jeden Stein, den niemand gesehen hat
problem-takeback-not-played = { $player } nimmt { $tile } zurück, den er nicht gespielt hat: { $place }
problem-takeback-not-played-label = { $player } hat { $tile } nicht gespielt
problem-takeback-not-played-help = ein Spieler nimmt einen Stein zurück, den er gespielt hat; prüfen Sie den Namen und den Stein
problem-count-text = `{ $text }` ist keine Augenzahl
problem-count-text-help = eine Zählung ist die ganze Zahl der Augen auf den Steinen, die ein Spieler am Ende noch hatte, z. B. `Anna: 17`
problem-shown-length = { $player } zeigt bei der Zählung { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}, hat aber am Ende { $held }
problem-shown-length-label = { $count } gezeigt
problem-shown-length-help = ein Spieler zeigt jeden Stein, den er noch hat: sein Blatt und was er gezogen hat, abzüglich der Steine, die er vorgesetzt, gespielt und zurückgelegt hat
problem-shown-twice = { $tile } wird bei der Zählung zweimal gezeigt
problem-shown-twice-label = schon von { $player } gezeigt
problem-shown-twice-himself-label = schon von ihm selbst gezeigt
problem-shown-twice-help = ein Doppel-Sechs-Satz hat nur einen { $tile }, zuerst gezeigt in Zeile { $line }, Spalte { $column }: einer der beiden ist ein anderer Stein
problem-shown-elsewhere = { $player } zeigt { $tile } bei der Zählung, aber { $place }
problem-shown-elsewhere-help = ein bei der Zählung gezeigter Stein ist einer, den der Spieler noch hat: vergleichen Sie die gezeigten Steine mit dem Spiel und den anderen Händen
problem-shown-in-boneyard = { $player } zeigt { $tile } bei der Zählung, aber er liegt im Talon
problem-shown-in-boneyard-help = ein bei der Zählung gezeigter Stein wurde dem Spieler gegeben oder von ihm gezogen: jeder Stein, den er ungesehen bekam, ist schon gezeigt, oder er hat einen Stein, der in der Liste fehlt
problem-shown-count = die Zählung von { $player } ist { $count }, aber die Steine, die { $player } gezeigt hat, ergeben { $pips }
problem-shown-count-label = die gezeigten Steine ergeben { $pips }
problem-shown-count-help = eine Zählung ist die Summe der Augen auf den gezeigten Steinen: berichtigen Sie die Zählung oder die gezeigten Steine
problem-count-out = { $player } hat am Ende keinen Stein mehr, aber seine Zählung ist { $count }
problem-count-out-label = kein Stein zu zählen
problem-count-out-help = ein Spieler, der draußen ist, zählt nichts: schreiben Sie 0, oder lassen Sie ihn in `counts` weg
problem-count-too-high = die Zählung von { $player } ist { $count }, aber die Steine, die er am Ende haben kann, ergeben höchstens { $most }
problem-count-too-high-label = höchstens { $most }
problem-count-too-high-help = eine Zählung ist die Summe der Augen auf den Steinen, die ein Spieler noch hat: vergleichen Sie die Zählung mit seinen Steinen und den gespielten Steinen
problem-tile-count-how = schreiben Sie, wie viele Steine, z. B. `{ $word }: 2`, oder die Steine als Liste, mit `?-?` für jeden, den niemand gesehen hat
problem-tile-count-zero = `{ $word }: 0` nimmt keinen Stein
problem-tile-count-zero-label = kein Stein
problem-tile-count-zero-help = zu `{ $word }` gehört mindestens ein Stein: lassen Sie das Ereignis weg, wenn nichts genommen wurde, oder { $how }
problem-tile-count-like-a-tile-help = eine Zahl allein zählt Steine, die niemand gesehen hat; ein Stein wird mit Bindestrich geschrieben, z. B. `{ $tile }`
problem-tile-count-too-many = { $text } Steine sind mehr, als ein Satz hat
problem-tile-count-negative = `{ $text }` ist weniger als kein Stein
problem-tile-count-fraction = `{ $text }` ist keine ganze Zahl von Steinen
problem-too-many-unseen = { $word ->
    [deal] dieses Geben
    [draw] dieses Ziehen
   *[return] dieses Zurücklegen
} nennt { $count } Steine, die niemand gesehen hat, mehr als ein Satz hat
problem-too-many-unseen-help = schreiben Sie `?-?` einmal für jeden Stein, den niemand gesehen hat

# Reading the transcript's parts (src/transcript/read.rs, find/, public/).

problem-session-read-twice = die Sitzung wird zweimal gelesen
problem-hand-read-twice = Hand { $hand } wird zweimal gelesen
problem-empty-hand = Hand { $hand } ist leer: der Eintrag hat kein `deal` und keine `events`
problem-empty-hand-label = eine leere Hand
problem-empty-hand-help = schreiben Sie `deal` und `events` der Hand unter das `-`, oder löschen Sie die Zeile, wenn keine Hand gespielt wurde
problem-hand-too-large = Hand { $hand } ist { $size } Bytes lang, mehr als das 1 MiB ({ $most } Bytes), das der Schiedsrichter von einer Hand liest
problem-session-too-large = die Angaben zur Sitzung sind { $size } Bytes lang, mehr als das 1 MiB ({ $most } Bytes), das der Schiedsrichter von einer Hand liest
problem-part-too-large-label = nicht gelesen: zu groß für die Mitschrift eines Spiels
problem-part-too-large-help = eine Hand an einem echten Tisch braucht ein paar Kilobyte: prüfen Sie, ob dieser Teil der Datei ist, was der Tisch gespielt hat
problem-outline = der Aufbau der Mitschrift ist nicht lesbar
problem-here-label = hier
problem-outline-help = eine Mitschrift ist ein YAML-Dokument mit `session:` und `hands:`, einer Liste von Händen
problem-public-unwritable = die Steine von Hand { $hand } lassen sich dort, wo sie stehen, nicht verbergen; die Hand wird unverändert übernommen
problem-public-unwritable-label = Steine über einen Alias, einen Merge-Schlüssel oder einen Anker angegeben
problem-public-unwritable-help = schreiben Sie die Steine der Hand in der Hand selbst aus, ohne `&`, `*` oder `<<`, und erstellen Sie die öffentliche Mitschrift neu

# A file that is too large or not text (src/transcript/problem/bytes.rs).

problem-save-utf8-help = speichern Sie die Mitschrift als UTF-8 (in den meisten Editoren: Speichern unter, dann die Kodierung UTF-8 wählen)
problem-not-utf8-1252-help = speichern Sie die Mitschrift als UTF-8 (in den meisten Editoren: Speichern unter, dann die Kodierung UTF-8 wählen); in Windows-1252, der Kodierung älterer Windows-Editoren, ist dieses Byte `{ $character }`
problem-not-utf8 = die Datei ist kein UTF-8-Text: Byte { $byte } in Zeile { $line } ist nicht lesbar
problem-not-utf8-label = { $byte } ist kein UTF-8
problem-control = Zeile { $line } enthält ein Steuerzeichen ({ $code }), das in einer Mitschrift nicht stehen darf
problem-control-label = Steuerzeichen
problem-control-help = löschen Sie es in einem Texteditor; solche Zeichen kommen vom Kopieren aus anderen Programmen oder aus einer beschädigten Datei
problem-utf32 = die Datei ist UTF-32-Text; der Schiedsrichter liest UTF-8
problem-utf32-label = UTF-32-Bytereihenfolgemarke
problem-utf16 = die Datei ist UTF-16-Text; der Schiedsrichter liest UTF-8
problem-utf16-label = UTF-16-Bytereihenfolgemarke
problem-utf16-help = speichern Sie die Mitschrift als UTF-8 (in den meisten Editoren: Speichern unter, dann die Kodierung UTF-8 wählen); Windows PowerShell schreibt UTF-16, wenn die Ausgabe mit `>` umgeleitet wird
problem-unreadable-help = prüfen Sie den Namen der Datei und ob sie lesbar ist
problem-too-large-size = die Datei ist größer als die { $limit }, die eine Mitschrift haben darf: sie hat { $size }
problem-too-large = die Datei ist größer als die { $limit }, die eine Mitschrift haben darf
problem-too-large-label = nicht gelesen: zu groß für eine Mitschrift
problem-too-large-help = eine ganze Saison Clubabende passt bequem in 1 MiB: prüfen Sie, ob dies die Mitschrift ist, die Sie prüfen wollten
problem-binary = die Datei ist binär, kein Text: sie enthält NUL-Bytes
problem-binary-label = NUL-Byte
problem-binary-help = eine Mitschrift ist eine reine Textdatei: prüfen Sie, ob dies die richtige Datei ist; eine bei einem Absturz beschädigte Datei kann mit NUL-Bytes enden, die ein Texteditor löschen kann

# Around the diagnostics (src/report/diagnostic.rs).

problem-label-to-line = { $label } (von hier bis Zeile { $line })
problem-from-here-to-line = von hier bis Zeile { $line }
problem-summary-command-line = Nichts wurde beurteilt: die Befehlszeile verlangt, was nicht geht.
problem-summary-rules-file = { $count ->
    [one] { $count } Problem in der Regeldatei; nichts wird beurteilt, bis es behoben ist.
   *[other] { $count } Probleme in der Regeldatei; nichts wird beurteilt, bis sie behoben sind.
}
problem-summary = { $count ->
    [one] { $count } Problem in der Mitschrift; sie kann erst beurteilt werden, wenn es behoben ist.
   *[other] { $count } Probleme in der Mitschrift; sie kann erst beurteilt werden, wenn sie behoben sind.
}
problem-summary-some-judged = { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
} in der Mitschrift: Hand { $unjudged } konnte nicht beurteilt werden; der Bericht beurteilt die anderen { $judged }.
problem-summary-copied = { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
} in der Mitschrift: { $hands ->
    [one] Hand { $copied } wird
   *[other] Hände { $copied } werden
} so übernommen, wie sie geschrieben { $hands ->
    [one] ist
   *[other] sind
}, samt Steinen; die öffentliche Mitschrift verbirgt die Steine der anderen { $public }.
problem-left-out = { $count } { $what ->
    [infraction] { $count ->
        [one] weiterer Regelverstoß
       *[other] weitere Regelverstöße
    }
   *[problem] { $count ->
        [one] weiteres Problem
       *[other] weitere Probleme
    }
} der Art { $code } nicht gezeichnet (die ersten { $drawn } schon).

# The YAML reader's errors (src/transcript/problem/yaml.rs, syntax.rs).
# $doc: the file the error is in, transcript or rules-file. $want and
# $found are said in the accusative.

problem-yaml-shape-help = die README zeigt an einem Beispiel, wie eine Mitschrift aufgebaut ist; `schemas/transcript.schema.json` beschreibt es genau
problem-rules-file-help = eine Regeldatei nennt ein Profil und die Schalter, die sie ändert: `profile: en` und `switches:` mit einem `SWITCH: CHOICE` je Zeile; `nos rules` listet sie auf
problem-yaml-transcript-holds = eine Mitschrift hat `session:` und `hands:`; die README zeigt ein Beispiel
problem-yaml-reader = der YAML-Leser kann den Text hier nicht lesen: `{ $message }`
problem-yaml-this-key = dieser Schlüssel
problem-yaml-twice = `{ $key }` steht zweimal in derselben Zuordnung
problem-yaml-twice-label = zweites `{ $key }`
problem-yaml-twice-action-help = ein Ereignis enthält eine Handlung: wenn beides geschehen ist, schreiben Sie das zweite als eigenes Ereignis in die nächste Zeile
problem-yaml-twice-help = jeder Schlüssel darf in einer Zuordnung nur einmal stehen: behalten Sie den richtigen Eintrag und löschen Sie den anderen
problem-yaml-variant-key = `{ $key }` erwartet eines von { $words }, nicht `{ $variant }`
problem-yaml-variant = `{ $variant }` ist keines von { $words }
problem-yaml-variant-help = schreiben Sie eines von: { $words }
problem-yaml-says-help = `says` hält fest, was ein Spieler laut gesagt hat: `wait` (nach einem Pasch einmal aussetzen), `pass`, `nos` oder `block`
problem-yaml-conduct-help = `conduct` hält fest, was ein Schiedsrichter gesehen hat: `advice`, `covered-tiles` oder `exposed-tiles`
problem-yaml-unknown-word-label = unbekanntes Wort
problem-yaml-scalar-key = `{ $key }` erwartet { $whole ->
    [yes] eine ganze Zahl
   *[no] eine Zahl
}, nicht `{ $text }`
problem-yaml-scalar = `{ $text }` ist keine { $whole ->
    [yes] ganze Zahl
   *[no] Zahl
}
problem-yaml-scalar-help = schreiben Sie die Zahl in Ziffern, z. B. `{ $example }`
problem-yaml-want = { $want ->
    [value] einen einzelnen Wert
    [list] eine Liste
    [players] einen Eintrag je Spieler
    [mapping] eine Zuordnung von `key: value`-Paaren
    [tile] einen Stein
    [name] den Namen eines Spielers
    [place] ein freies Ende oder einen Arm
    [points] eine Zahl von Punkten
    [number] eine Zahl
    [whole] eine ganze Zahl
    [text] einen Text
    [yes-no] ja oder nein
   *[other] einen anderen Wert (`{ $raw }`)
}
problem-yaml-found = { $found ->
    [list] eine Liste
    [mapping] eine Zuordnung
    [text] den Text { $text }
    [nothing] nichts
    [number] die Zahl { $text }
    [yes-no] den Wert { $text }
   *[other] einen anderen Wert (`{ $raw }`)
}
problem-yaml-found-label = { $found ->
    [list] eine Liste
    [mapping] eine Zuordnung
    [text] der Text { $text }
    [nothing] nichts
    [number] die Zahl { $text }
    [yes-no] der Wert { $text }
   *[other] ein anderer Wert (`{ $raw }`)
}
problem-yaml-unexpected-key = `{ $key }` erwartet hier { $want }
problem-yaml-unexpected = hier erwartet der Schiedsrichter { $want }
problem-yaml-unexpected-label = erwartet: { $want }
problem-yaml-mapping-help = schreiben Sie `key: value`-Paare, in geschweiften Klammern `{ "{" }by: Anna, play: 5-3{ "}" }` oder eines je Zeile
problem-rules-file-mapping-help = schreiben Sie `key: value`-Paare, eines je Zeile unter `switches:`, z. B. `D3: paid`, oder in geschweiften Klammern `{ "{" }D3: paid{ "}" }`
problem-yaml-wrong-key = `{ $key }` erwartet { $want }, bekommt aber { $found }
problem-yaml-wrong = hier erwartet der Schiedsrichter { $want }, findet aber { $found }
problem-yaml-one-tile-help = schreiben Sie einen Stein, z. B. `play: 6-3`; nur `draw`, `declare` und `return` nehmen eine Liste von Steinen
problem-yaml-by-help = schreiben Sie den Namen des Spielers, z. B. `by: Anna`
problem-yaml-at-help = schreiben Sie die Zahl am freien Ende oder den Arm: Westen, Osten, Norden oder Süden (`west`, `east`, `north`, `south`)
problem-yaml-claim-help = schreiben Sie die für den Pasch geforderten Punkte, z. B. `claim: 4`
problem-yaml-item = `{ $key }` erwartet in jedem Eintrag { $want }, bekommt aber { $found }
problem-yaml-item-tiles-help = schreiben Sie die Steine nacheinander in eine einzige Liste, z. B. `draw: [4-2, 1-1]`
problem-yaml-empty = die Datei ist leer
problem-yaml-empty-label = hier steht nichts
problem-yaml-only-comments = die Datei enthält nur Kommentare, keine { $doc ->
    [transcript] Mitschrift
   *[rules-file] Regeldatei
}
problem-yaml-only-comments-label = nur Kommentare
problem-yaml-eof = die Datei endet mitten in einem Wert
problem-yaml-eof-label = hier endet die Datei
problem-yaml-eof-help = prüfen Sie die letzten Zeilen auf eine fehlende `]`, `{ "}" }` oder ein fehlendes schließendes Anführungszeichen
problem-yaml-documents = hier beginnt ein zweites YAML-Dokument; eine { $doc ->
    [transcript] Mitschrift
   *[rules-file] Regeldatei
} ist ein einziges Dokument
problem-yaml-documents-label = `---` beginnt ein neues Dokument
problem-yaml-documents-help = { $doc ->
    [transcript] löschen Sie die Zeile `---`, oder geben Sie jeder Sitzung eine eigene Datei
   *[rules-file] löschen Sie die Zeile `---`, oder geben Sie jeder Zusammenstellung von Lesarten eine eigene Datei
}
problem-yaml-alias-ratio = { $aliases } Aliasse (`*name`) wiederholen { $count ->
    [one] { $count } verankerten Wert
   *[other] { $count } verankerte Werte
}: mehr als zehnmal je Wert, und so weit folgt ihnen der Schiedsrichter nicht
problem-yaml-alias-ratio-label = der letzte Alias
problem-yaml-no-aliases-help = { $doc ->
    [transcript] eine Mitschrift braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jedes Geben und jedes Ereignis vollständig aus
   *[rules-file] eine Regeldatei braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jeden Schalter vollständig aus
}
problem-yaml-alias-bytes = der Text der Datei kommt, mit dem, was Aliasse wiederholen, auf mehr als { $size }
problem-yaml-stops-label = hier hört der Schiedsrichter auf
problem-yaml-alias-bytes-help = { $doc ->
    [transcript] eine Mitschrift braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jeden Wert vollständig aus
   *[rules-file] eine Regeldatei braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jeden Wert vollständig aus
}
problem-yaml-too-much = die Datei enthält mehr, als der Schiedsrichter in einer { $doc ->
    [transcript] Mitschrift
   *[rules-file] Regeldatei
} liest
problem-yaml-too-much-help = { $doc ->
    [transcript] die Mitschrift einer Sitzung enthält einige tausend Werte: prüfen Sie, ob dies die Mitschrift ist, die Sie prüfen lassen wollten
   *[rules-file] eine Regeldatei enthält ein Profil und einige Schalter: prüfen Sie, ob dies die Regeldatei ist, die Sie angeben wollten
}
problem-yaml-too-deep-levels = Listen und Zuordnungen sind hier mehr als { $levels } Ebenen tief verschachtelt
problem-yaml-too-deep = Listen und Zuordnungen sind hier zu tief verschachtelt
problem-yaml-too-deep-label = zu tief
problem-yaml-too-deep-help = { $doc ->
    [transcript] eine Mitschrift ist höchstens einige Ebenen tief (Hände, Ereignisse, die Bedingung einer Ansage): dies ist keine Mitschrift, oder es werden immer wieder Klammern geöffnet
   *[rules-file] eine Regeldatei ist zwei Ebenen tief (`switches:` und ein `SWITCH: CHOICE` je Zeile): dies ist keine Regeldatei, oder es werden immer wieder Klammern geöffnet
}
problem-yaml-alias-bomb = Aliasse entfalten sich hier zu weit mehr Werten, als irgendeine { $doc ->
    [transcript] Mitschrift
   *[rules-file] Regeldatei
} enthält
problem-yaml-alias-bomb-label = hier hört der Schiedsrichter auf, sie zu entfalten
problem-yaml-alias-bomb-help = { $doc ->
    [transcript] eine Mitschrift braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jedes Geben und jedes Ereignis vollständig aus; Aliasse, die sich so vervielfachen, ergeben eine „Billion Laughs“-Datei, die den Speicher erschöpfen soll
   *[rules-file] eine Regeldatei braucht keine Anker (`&name`) oder Aliasse (`*name`): schreiben Sie jeden Schalter vollständig aus; Aliasse, die sich so vervielfachen, ergeben eine „Billion Laughs“-Datei, die den Speicher erschöpfen soll
}
problem-yaml-unknown-key = `{ $field }` ist kein Schlüssel { $mapping ->
    [transcript] der Mitschrift
    [rules-file] der Regeldatei
    [session] der Sitzung
    [hand] einer Hand
    [event] eines Ereignisses
    [announcement] einer Ansage
    [condition] einer Bedingung
   *[other] dieser Zuordnung
}
problem-yaml-unknown-key-label = unbekannter Schlüssel
problem-yaml-unknown-key-help = { $mapping ->
    [transcript] die Mitschrift
    [rules-file] die Regeldatei
    [session] die Sitzung
    [hand] eine Hand
    [event] ein Ereignis
    [announcement] eine Ansage
    [condition] eine Bedingung
   *[other] diese Zuordnung
} kann enthalten: { $keys }; eine Bemerkung für den Leser gehört in einen Kommentar, eine Zeile, die mit `#` beginnt
problem-yaml-missing-key = { $mapping ->
    [transcript] die Mitschrift
    [session] die Sitzung
    [hand] diese Hand
   *[other] diese Zuordnung
} hat kein `{ $field }`
problem-yaml-missing-key-label = kein `{ $field }` in { $mapping ->
    [transcript] der Mitschrift
    [session] der Sitzung
    [hand] dieser Hand
   *[other] dieser Zuordnung
}
problem-yaml-missing-session-help = beginnen Sie die Mitschrift mit der Sitzung: `session: { "{" }players: [Anna, Bram, Cees, Dirk]{ "}" }`
problem-yaml-missing-hands-help = fügen Sie `hands:` hinzu, mit einem Eintrag je gespielter Hand, jeder mit `deal` und `events`
problem-yaml-missing-players-help = nennen Sie die Spieler in Sitzordnung, im Uhrzeigersinn: `players: [Anna, Bram, Cees, Dirk]`
problem-yaml-missing-deal-help = schreiben Sie die Steine, die jeder Spieler bekam: `deal:` und dann für jeden Spieler eine Zeile wie `Anna: [3-1, 4-6, 5-0, 4-1]`
problem-yaml-missing-events-help = schreiben Sie der Reihe nach, was geschah: `events:` und dann für jedes Ereignis eine Zeile wie `- { "{" }by: Anna, set: 4-4{ "}" }`
problem-rules-file-not = dies ist keine Regeldatei: eine Regeldatei enthält `profile:` und `switches:`
problem-rules-file-not-label = so kann eine Regeldatei nicht beginnen
problem-yaml-not = dies ist keine Mitschrift: eine Mitschrift beginnt mit `session:` und `hands:`
problem-yaml-not-label = so kann eine Mitschrift nicht beginnen
problem-yaml-not-ini-help = Überschriften wie `[session]` gehören in INI- und TOML-Dateien; eine Mitschrift ist YAML: schreiben Sie `session:` und rücken Sie die Felder darunter ein, wie im Beispiel der README
problem-yaml-not-help = die README zeigt eine Mitschrift als Beispiel
problem-yaml-control = ein Steuerzeichen ({ $code }), das in einer { $doc ->
    [transcript] Mitschrift
   *[rules-file] Regeldatei
} nicht stehen darf
problem-yaml-mismatched = ein `{ $open }` wird mit `{ $close }` geschlossen
problem-yaml-mismatched-label = `{ $close }` passt nicht dazu
problem-yaml-mismatched-help = eine Liste wird mit `]` geschlossen und eine Zuordnung mit `{ "}" }`
problem-yaml-misplaced = eine schließende Klammer, die nichts schließt
problem-yaml-misplaced-label = nichts zu schließen
problem-yaml-misplaced-help = löschen Sie sie, oder fügen Sie die öffnende Klammer hinzu, zu der sie gehört
problem-yaml-indentation = diese Zeile ist nicht so eingerückt wie die Zeilen um sie herum
problem-yaml-indentation-label = unerwartete Einrückung
problem-yaml-indentation-help = die Schlüssel einer Zuordnung beginnen in derselben Spalte, und die Zeilen eines Werts sind weiter eingerückt als sein Schlüssel; rücken Sie nur mit Leerzeichen ein
problem-yaml-colon = ein `: ` in einem Wert, das YAML als Beginn eines weiteren Schlüssels liest
problem-yaml-colon-label = zweiter `:` in dieser Zeile
problem-yaml-colon-help = setzen Sie den Wert in Anführungszeichen, z. B. `club: "de Haaien: Den Haag"`
problem-yaml-quote = ein Wert in Anführungszeichen wird nie geschlossen
problem-yaml-quote-label = das Anführungszeichen ist hier noch offen
problem-yaml-quote-help = schließen Sie das Anführungszeichen, `"` oder `'`, am Ende des Werts
problem-yaml-unclosed = ein `{ $open }` wird nie geschlossen
problem-yaml-unclosed-label = hier noch offen
problem-yaml-unclosed-help = schließen Sie jede Liste mit `]` und jede Zuordnung mit `{ "}" }`
problem-yaml-comma = ein `,` ohne etwas davor, in { $braces ->
    [yes] einer Zuordnung in geschweiften Klammern
   *[no] einer Liste in eckigen Klammern
}
problem-yaml-comma-label = nichts vor diesem `,`
problem-yaml-comma-help = { $braces ->
    [yes] eine Zuordnung in geschweiften Klammern hat zwischen je zwei Kommas ein `key: value`-Paar: löschen Sie das überzählige Komma, oder schreiben Sie, was davor gehört
   *[no] eine Liste in eckigen Klammern hat zwischen je zwei Kommas einen Eintrag: löschen Sie das überzählige Komma, oder schreiben Sie, was davor gehört
}
problem-yaml-tab-indent = Zeile { $line } ist mit einem Tabulator eingerückt; YAML erlaubt zum Einrücken nur Leerzeichen
problem-yaml-tab-label = ein Tabulator
problem-yaml-tab-indent-help = ersetzen Sie den Tabulator durch Leerzeichen; die meisten Editoren lassen sich so einstellen, dass die Tab-Taste Leerzeichen einfügt
problem-yaml-tab = ein Tabulator in Zeile { $line }, wo YAML nur Leerzeichen erlaubt
problem-yaml-tab-help = ersetzen Sie den Tabulator durch ein Leerzeichen
problem-yaml-never-closed = die { $mapping ->
    [yes] Zuordnung
   *[no] Liste
}, die in Zeile { $line } geöffnet wird, wird nie geschlossen
problem-yaml-never-closed-label = hier fehlt eine schließende `{ $close }`
problem-yaml-never-closed-help = setzen Sie die `{ $close }` ans Ende der { $mapping ->
    [yes] Zuordnung
   *[no] Liste
}; der Fehler zeigt nur, wo der Leser aufgegeben hat, in Zeile { $here }

# The command line's own words (src/command/, src/main.rs).

command-cannot-read = { $name } kann nicht gelesen werden: { $error }
command-cannot-write = { $name } kann nicht geschrieben werden: { $error }
command-corpus-status = { $status ->
    [clean] sauber
    [findings] Befunde
    [agree] einig
    [differ] uneinig
    [incomplete] unvollständig
   *[unreadable] unlesbar
}
command-corpus-at-line = { $message } (Zeile { $line })
command-corpus-unspooled = { $what ->
    [verdict] das Urteil
   *[comparison] der Vergleich
} zu { $name } kann nicht geschrieben werden: { $error }
command-corpus-unspooled-help = prüfen Sie, wie viel Platz für temporäre Dateien bleibt
command-corpus-cannot-be-read = kann nicht gelesen werden: { $error }
command-corpus-no-transcript = keine Mitschrift (`*.yaml`, `*.yml`) in diesem Verzeichnis
command-corpus-no-transcript-help = nennen Sie eine Mitschrift oder ein Verzeichnis mit `*.yaml`- oder `*.yml`-Dateien
command-corpus-agree = die Lesarten stimmen in jeder Hand überein
command-corpus-differ-on = die Lesarten unterscheiden sich in { $count ->
    [one] { $count } Hand
   *[other] { $count } Händen
} (Hand { $list })
command-corpus-compared = { $hands ->
    [one] { $hands } Hand
   *[other] { $hands } Hände
}{ $unjudged ->
    [0] {""}
   *[other] , { $unjudged } nicht beurteilt (Hand { $unjudged_list })
}, { $verdicts }; Lesarten { $readings }
command-corpus-total = gesamt: { $files ->
    [one] { $files } Datei
   *[other] { $files } Dateien
}, { $hands ->
    [one] { $hands } Hand
   *[other] { $hands } Hände
}, { $unjudged } nicht beurteilt, { $found }, { $unreadable ->
    [one] { $unreadable } Datei
   *[other] { $unreadable } Dateien
} unlesbar
command-corpus-total-check = { $infractions ->
    [one] { $infractions } Regelverstoß
   *[other] { $infractions } Regelverstöße
}, { $differences ->
    [one] { $differences } Zahl der Punkteliste weicht ab
   *[other] { $differences } Zahlen der Punkteliste weichen ab
}
command-corpus-total-compare = die Lesarten unterscheiden sich in { $count ->
    [one] { $count } Hand
   *[other] { $count } Händen
}

problem-rules-file-profile = `{ $profile }` ist kein Regelprofil
problem-rules-file-profile-label = unbekanntes Profil
problem-rules-file-profile-help = die Profile sind `en` und `de-1996`; `nos rules` listet sie auf
problem-rules-file-switch-label = kein Schalter mit Wahl
problem-rules-file-switch-help = `nos rules` listet jeden Schalter und seine Wahlmöglichkeiten auf
problem-session-profile-help = die Profile sind `en` (die Voreinstellung) und `de-1996`
command-rules-help = `nos rules` listet die Profile, die Schalter und ihre Wahlmöglichkeiten auf
command-rule-not-switch-choice = `{ $rule }` hat nicht die Form SWITCH=CHOICE
command-compare-two-readings = ein Vergleich braucht mindestens zwei Lesarten
command-compare-two-readings-help = geben Sie jede Lesart als --rules PROFIL[,SWITCH=CHOICE...] oder --rules-file DATEI an, z. B. --rules en --rules de-1996
command-compare-two-readings-usage = ein Vergleich braucht mindestens zwei Lesarten: geben Sie jede als --rules PROFIL[,SWITCH=CHOICE...] oder --rules-file DATEI an, z. B. --rules en --rules de-1996
command-show-no-hand = die Mitschrift hat keine Hand { $hand }
command-show-no-hand-help = Hände werden ab 1 gezählt; diese Mitschrift hat { $hands }
command-show-no-event = Hand { $hand } hat kein Ereignis { $event }
command-show-no-event-help = Ereignisse werden innerhalb der Hand ab 1 gezählt (0 ist das Geben); Hand { $hand } hat { $events }
command-show-not-reached = Hand { $hand } kann nach Ereignis { $event } nicht gezeigt werden
command-show-not-reached-help = das Nachspielen ist nie bis zu dieser Stelle der Hand gekommen
command-rules-file-too-large = { $name } enthält mehr als das 1 MiB, das eine Regeldatei haben darf: eine Regeldatei nennt ein Profil und die Schalter, die sie ändert; prüfen Sie, ob dies die gemeinte Datei ist
command-not-utf8 = { $name } ist kein UTF-8-Text
command-waiting = nos: liest eine Mitschrift von der Standardeingabe: tippen oder fügen Sie sie ein und drücken Sie dann Strg-D in einer eigenen Zeile (oder nennen Sie eine Datei statt `-`)
command-written = { $what ->
    [report] der Bericht
    [comparison] der Vergleich
   *[other] { $what }
}
command-cannot-keep-problems = die zu zeigenden Probleme können nicht aufbewahrt werden: { $error }
command-cannot-write-stdout = die Standardausgabe kann nicht geschrieben werden: { $error }
command-output-not-with-record = `--output` passt nicht zu `record`, das nur die Mitschrift schreibt, die es bekommt
command-several-files = nur check und compare beurteilen mehrere Dateien
command-stdin-alone = die Standardeingabe (`-`) wird allein beurteilt: geben Sie sie als einzige DATEI an, oder speichern Sie sie in einer Datei und nennen Sie diese
command-no-transcript = keine Mitschrift genannt

# Die Datei des Berichts (`--output`) wird selbst gelesen. $kind: transcript oder rules.
command-output-is-input = `--output { $output }` nennt { $kind ->
    [transcript] das Protokoll
   *[rules] die Regeldatei
}, die gerade gelesen wird: der Bericht würde sie ersetzen
command-output-same-file = `--output { $output }` ist dieselbe Datei wie { $kind ->
    [transcript] das Protokoll
   *[rules] die Regeldatei
} `{ $input }` (ein Link oder ein anderer Pfad dorthin): der Bericht würde sie ersetzen
command-output-is-stdin = die Standardeingabe wird aus `{ $output }` gelesen, der Datei, die `--output` nennt: der Bericht würde { $kind ->
    [transcript] das gelesene Protokoll
   *[rules] die gelesene Regeldatei
} ersetzen
command-output-is-input-help = schreiben Sie den Bericht in eine eigene Datei, z. B. `--output bericht.txt`; der Schiedsrichter schreibt nie in eine Datei, die er liest
command-output-not-a-file = es ist { $kind ->
    [directory] ein Verzeichnis
    [socket] ein Socket
    [block-device] ein Blockgerät
   *[other] keine gewöhnliche Datei
}: ein Bericht wird in eine Datei, ein Zeichengerät oder eine benannte Pipe geschrieben
command-output-too-many-links = mehr als { $links } symbolische Links führen von dort weiter
command-output-no-longer-a-file = es ist keine gewöhnliche Datei mehr: der Bericht würde sie ersetzen
command-reading-transcript = das Protokoll wird gelesen

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

## Der Textbericht (src/report/text.rs).

report-and-more = und { $more } weitere
report-more-of-kind = Weitere Regelverstöße der Art nos::infraction::{ $code }, einer pro Zeile:
report-one-a-line = Hand { $hand } (Zeile { $line }): { $what }
report-verdict = { $hands ->
        [one] { $hands } Hand
       *[other] { $hands } Hände
    }{ $unjudged ->
        [0] {""}
       *[other] , davon { $unjudged } nicht beurteilt (Hand { $unjudged_list })
    }, { $infractions ->
        [one] { $infractions } Regelverstoß
       *[other] { $infractions } Regelverstöße
    }{ $possible ->
        [0] {""}
        [one] {" "}und { $possible } möglicher
       *[other] {" "}und { $possible } mögliche
    }, { $differences ->
        [0] { $sheet ->
            [kept] Punkteliste stimmt
           *[none] keine Punkteliste geführt
        }
        [one] { $differences } Zahl der Punkteliste weicht ab
       *[other] { $differences } Zahlen der Punkteliste weichen ab
    }; Regeln { $rules }
report-summary = { report-verdict }.
report-hand = Hand { $hand } (Zeile { $line })
report-hand-set = Hand { $hand } (Zeile { $line }): { $setter } setzt { $tile } vor und sagt { $game } an
report-hand-redeal = Hand { $hand } (Zeile { $line }): niemand hat einen Pasch; die Steine werden neu gemischt
# Die Wörter einer Zahlung im Bericht: wer wem wie viel warum zahlt, dann
# wo, eine Zeile des Protokolls oder das Ende der Hand.
report-pays = zahlt
report-at-end = Ende
report-at-line = Zeile
report-note = Hinweis (Zeile { $line }): { $what }
report-count-not-known = { $player } unbekannt
report-ends = Ende: { $ending ->
        [one-left] nur noch ein Spieler mit Steinen
        [blocked] gesperrt
        [all-passed] alle haben gepasst
       *[other] { $ending }
    }; Zählung: { $counts }
report-next-on-set = nächster Eröffner: { $player }
report-next-on-set-count-not-known = nächster Eröffner: ergibt sich aus der nächsten Hand, da eine Zählung unbekannt ist
report-next-on-set-tie-break = nächster Eröffner: wird durch Stechen bestimmt
report-sheet-differs = Punkteliste weicht ab: { $player } hat { $table } auf der Liste, { $referee } nach den Regeln ({ $difference })
report-moved = Saldo: { $moved }
report-chips-referee = Punkte nach der Hand: die des Schiedsrichters
report-chips-sheet-before-not-known = Punkte nach der Hand: aus der Punkteliste des Tisches übernommen, da die Punkte davor unbekannt sind
report-chips-unknown-hand-not-judged = Punkte nach der Hand: unbekannt, da eine frühere Hand nicht beurteilt werden konnte und seither keine Punkteliste sie angibt
report-chips-sheet-count-not-known = Punkte nach der Hand: aus der Punkteliste des Tisches übernommen, da eine Zählung unbekannt ist
report-chips-unknown-count-not-known = Punkte nach der Hand: unbekannt, da eine Zählung unbekannt ist und keine Punkteliste sie angibt
report-hand-not-judged = Hand { $hand } (Zeile { $line }): nicht beurteilt, { $problems ->
        [one] { $problems } Problem
       *[other] { $problems } Probleme
    }
report-problem = Problem (Zeile { $line }): { $message }
report-chips-sheet = Punkte nach der Hand: aus der Punkteliste des Tisches übernommen
report-chips-unknown-no-sheet = Punkte nach der Hand: unbekannt, da der Tisch keine lesbare Punkteliste geführt hat
report-ledger-hand = Hand
report-ledger-start = Start
report-ledger-not-judged-sheet = nicht beurteilt; Punkteliste des Tisches
report-ledger-not-judged = nicht beurteilt
report-ledger-sheet = Punkteliste des Tisches
report-ledger-foot-differs = * hier weicht die Punkteliste des Tisches ab
report-ledger-foot-unknown = ? unbekannt: eine frühere Hand konnte nicht beurteilt werden

## Ein Regelverstoß als Meldung (src/report/infraction.rs).

report-infraction = Hand { $hand }: { $what }
report-penalty-none = keine Strafe für { $player }
report-penalty-to-one = { $player } zahlt { $amount } an { $payee }
report-penalty-to-each = { $player } zahlt je { $amount } an { $payees }
report-rule = Regel: { $rule }
report-taken-back = der Tisch ließ den Stein zurücknehmen
report-let-stand = der Tisch ließ ihn liegen, also geht die Wiederholung mit dem Stein an seinem Platz weiter
report-depends-on = diese Entscheidung hängt von der Lesart { $readings } ab
report-time-left = noch { $eta }

## Die Prüfung der Punkteliste und die Abrechnung (src/report/audit/).

audit-glance = Der Abend auf einen Blick (Zahl des Tisches ≠ die des Schiedsrichters, wo sie abweichen; ✓ wo sie stimmen)
audit-cell-left = weg
audit-game-redeal = neu gemischt
audit-game-not-judged = nicht beurteilt
audit-head-hand = Hand
audit-head-game = Spielart
audit-head-start = Start
audit-note-sheet = Punkteliste des Tisches
audit-note-infractions = { $count ->
        [one] { $count } Regelverstoß
       *[other] { $count } Regelverstöße
    }
audit-note-possible = { $count } möglich, nicht berechnet
audit-games-numbered = die Spielarten mit ihren Nummern, wie `nos games` sie auflistet
audit-no-sheet = Das Protokoll enthält keine Punkteliste: die Zahlen sind allein die des Schiedsrichters.
audit-agrees-where-checked = Die Punkteliste stimmt mit den Regeln überein, überall wo der Schiedsrichter sie prüfen konnte.
audit-agrees = Die Punkteliste stimmt nach jeder eingetragenen Hand mit den Regeln überein.
audit-part-ways = Wo Punkteliste und Regeln auseinandergehen (was jede Hand hinzufügt; der Rest läuft weiter):
audit-carried = aus einer früheren Hand übernommen
audit-not-traced = auf keine einzelne Zahlung zurückzuführen
audit-hand-why = Hand { $hand }: { $why }
audit-off-by = nach Hand { $hand } weicht die Liste ab um: { $figures }
audit-not-judged = Nicht beurteilt: Hand { $hands }; die Probleme stehen auf der Standardfehlerausgabe.
audit-no-settlement = Keine Abrechnung: der Endstand ist unbekannt, da eine Hand nicht beurteilt werden konnte und keine spätere Punkteliste ihn angibt.
audit-settlement = Abrechnung (Summen auf Vielfache von { $unit } abgerundet; die Reste gehen in den Nebentopf):
audit-keeps = behält { $kept }, { $to_pot } in den Topf
audit-wins-pot = gewinnt den Nebentopf { $pot }
audit-left-after = verließ den Tisch nach Hand { $hand }
audit-square = ausgeglichen
audit-receives = bekommt { $amount }
audit-pays = zahlt { $amount }
audit-pot-won = Nebentopf: { $chips } Punkte, gewonnen von { $player }
audit-pot-unclaimed = Nebentopf: { $chips } Punkte; das Protokoll sagt nicht, wer ihn gewann
audit-place = { $line ->
        [0] am Ende
       *[other] in Zeile { $line }
    }
audit-arithmetic-slip = ein Rechenfehler: die Zahlen des Tisches für Hand { $hand } ergeben { $chips } Punkte { $direction ->
        [more] mehr
       *[fewer] weniger
    }, als die Spieler haben
audit-never-charged = der Tisch hat die Strafe { $code } in Zeile { $line } nie berechnet ({ $player } zahlt je { $amount } an { $payees })
audit-left-out-payment = der Tisch hat vergessen, dass { $payer } { $payee } { $amount } für { $reason } { $place } zahlt
audit-counted-twice-payment = der Tisch hat doppelt gezählt, dass { $payer } { $payee } { $amount } für { $reason } { $place } zahlt
audit-count-wrong = der Tisch hat die Zählung von { $player } am Ende um { $far } zu { $direction ->
        [low] niedrig
       *[high] hoch
    } angesetzt (nach den Regeln { $count }){ $zero ->
        [double-blank] , wie wenn [0-0] mit 0 statt 14 gezählt wird
       *[other] {""}
    }
audit-claim-paid = der Tisch hat die Forderung von { $player } in Zeile { $line } bezahlt ({ $amount } von { $payer }), die nicht geschuldet war, statt die Strafe zu berechnen
audit-instead-of = statt des dort berechneten { $code }
audit-possibly-charged = der Tisch hat vielleicht den möglichen Regelverstoß { $code } in Zeile { $line } berechnet ({ $player } zahlt je { $amount } an { $payees }){ $instead }: er gilt nur, wenn { $condition }, was das Protokoll offenlässt, also berechnen die Regeln dafür nichts
audit-left-out = der Tisch hat { $what } vergessen
audit-counted-twice = der Tisch hat { $what } doppelt gezählt
audit-wrong-way-round = der Tisch hat { $what } in die falsche Richtung gezahlt
audit-ruling = die Zahlung für { $reason } { $place } ({ $who })
audit-paying = { $payer } zahlt { $payee } { $amount }
audit-paying-each = { $payers } zahlen { $payee } je { $amount }
audit-paying-to-each = { $payer } zahlt je { $amount } an { $payees }
audit-payments = { $count } Zahlungen
audit-paying-instead = { $payer } zahlt { $payee } { $paid } statt { $amount }
audit-wrong-amount = der Tisch hat { $reason } { $place } mit dem falschen Betrag gezahlt: { $parts }
audit-paying-instead-for = { $payer } zahlt { $payee } { $paid } statt { $amount } für { $reason } { $place }
audit-two-wrong-amounts = der Tisch hat zwei Zahlungen mit dem falschen Betrag geleistet: { $each }

## Lesarten verglichen (src/report/compare/).

compare-payment = { $payer } zahlt { $payee } { $amount } für { $reason } ({ $line ->
        [0] Ende
       *[other] Zeile { $line }
    })
compare-payees = { $count ->
        [one] {""}
       *[other] je{" "}
    }{ $amount } an { $payees }
compare-infraction = Regelverstoß { $code } von { $player } (Zeile { $line })
compare-possible = möglicher Regelverstoß { $code } von { $player } (Zeile { $line }){ $payees }, falls { $condition }
compare-opening = Vergleich von { $count } Lesarten von { $name }: { $readings }
compare-hand-skipped = Hand { $hand }: unter keiner Lesart beurteilt; aus dem Vergleich herausgelassen.
compare-hand-not-judged-under = Hand { $hand }: nicht beurteilt unter { $readings }, wohl aber unter { $others ->
        [one] der anderen Lesart
       *[other] den anderen Lesarten
    }.
compare-hand-carried-in = Hand { $hand }: die Lesarten stimmen in der Hand überein; die Punkte unterscheiden sich nur um das, was frühere Hände mitbrachten.
compare-chips-after = Punkte nach Hand { $hand }:
compare-hand-agrees = Hand { $hand }: die Lesarten stimmen überein.
compare-part-at-count = Hand { $hand }: die Lesarten gehen bei der Zählung am Ende der Hand auseinander.
compare-part-at-line = Hand { $hand }: die Lesarten gehen in Zeile { $line } auseinander: { $event }
compare-part-over-next-on-set = Hand { $hand }: die Lesarten gehen darüber auseinander, wer als Nächster den Ansatz hat.
compare-part-over-payments = Hand { $hand }: die Lesarten gehen darüber auseinander, was die Zahlungen der Hand ergeben.
compare-next-on-set = nächster Eröffner unter { $reading }: { $player }
compare-next-on-set-tie-break = nächster Eröffner unter { $reading }: wird durch Stechen bestimmt
compare-only-under = { $kind ->
        [possible] möglich, nicht berechnet, nur
       *[charged] nur
    } unter { $reading }:
compare-under-not-under = { $kind ->
        [possible] möglich, nicht berechnet, unter
       *[charged] unter
    } { $having }, nicht unter { $lacking }:
compare-and = und
compare-or = oder
compare-final-chips = Endstand:
compare-not-compared = Nicht verglichen: Hand { $hands }, die keine Lesart beurteilen konnte.
compare-agree-on-every-hand = Die Lesarten stimmen in jeder Hand überein.
compare-differ = Die Lesarten unterscheiden sich in { $count ->
        [one] { $count } Hand
       *[other] { $count } Händen
    }.
compare-shared = Jede verglichene Lesart wählt { $choices }: was { $count ->
        [one] dieser Schalter entscheidet
       *[other] diese Schalter entscheiden
    }, ist in allen gleich.
compare-switch-one = Vergleichen Sie mit einem davon umgestellt, um zu sehen, was er ändert, z. B.

## Der Tisch an einem Punkt einer Hand (src/report/show.rs, nos show).

show-not-seen = { $count } nicht gesehen
show-partly-seen = { $known } und { $count } nicht gesehen
show-arm = { $arm ->
        [north] Nord
        [east] Ost
        [south] Süd
       *[west] West
    }
show-arm-left-free = { show-arm } (frei gelassen)
show-arm-dead = { show-arm } (tot bei { $open })
show-arm-open = { show-arm } (offen { $open })
show-open-end = { show-arm } { $open }
show-open-end-dead = { show-arm } { $open } (tot)
show-open-ends-none = keine
show-layout = { $game } auf { $tile }, { $shape ->
        [line] eine Linie
        [cross] ein Kreuz
       *[triangle] ein Dreieck
    }, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } gelegt:
show-at-deal = Hand { $hand } (Zeile { $line }), nach dem Geben, vor jedem Ereignis
show-at-end = Hand { $hand } (Zeile { $line }), am Ende (nach allen { $total } Ereignissen)
show-after-event = Hand { $hand } (Zeile { $line }), nach Ereignis { $event } von { $total }, Zeile { $at }: { $written }
show-open-ends = Freie Enden: { $ends }
show-no-layout = Noch keine Auslage: der Ansatz liegt nicht, oder keine Spielart ist angesagt.
show-turn = Zug: { $whose }
show-turn-pending = Zug: der Tisch muss über { $tile } von { $player } entscheiden, der liegen bleibt, wo er hingelegt wurde, bis er zurückgenommen oder stehen gelassen wird
show-turn-before-set = noch niemand hat vorgesetzt
show-turn-announcing = der Eröffner muss die Spielart ansagen
show-turn-opening = Pasche dürfen noch sofort an den Ansatz; dann spielt { $player }
show-turn-to-play = { $player } ist an der Reihe
show-turn-block-draw = nach dem Sperren zieht { $player } den Talon bis auf zwei Steine
show-turn-over = die Hand ist vorbei ({ $ending ->
        [one-left] nur noch ein Spieler mit Steinen
        [blocked] gesperrt
        [all-passed] alle haben gepasst
       *[redeal] neu gemischt
    })
show-boneyard = Talon: { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
show-boneyard-none-known = Talon: { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }, keiner bekannt
show-boneyard-partly-known = Talon: { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }: { $known }
show-hands-unseen-counted = Hände (bis jetzt nicht gesehene Steine werden gezählt, nicht gezeigt):
show-hands = Hände:
show-out = draußen
show-count-noted = { $count } (notiert)
show-count-not-known = unbekannt
show-held = { $padded } { $tiles ->
        [one] Stein
       *[other] Steine
    }, Zählung { $count }

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# Die Regel, gegen die jede Art von Regelverstoß verstößt, in einem Satz.
rules-infraction-too-few-tiles = Jeder Spieler nimmt 8 Steine weniger die Zahl der Spieler; wer zu wenige nahm, zahlt jedem Gegenspieler 40 und zieht nach, wenn es bemerkt wird, bevor der erste Stein liegt (der zweite, wenn er selbst den Ansatz hat); sobald ein anderer gespielt hat, verfällt es.
rules-infraction-too-many-tiles = Ein oder zwei Steine zu viel kosten nichts (ungesehene Steine dürfen zurück), doch wer mehr als zwei zu viel nahm, zahlt jedem Gegenspieler 40.
rules-infraction-setter-drew = Wer den Ansatz hat und einen Pasch hält, setzt einen Pasch vor; wer stattdessen zieht, zahlt jedem Gegenspieler 40.
rules-infraction-wrong-set-tile = Zu Beginn des Abends wird der höchste Pasch vorgesetzt; danach setzt der Eröffner einen Pasch aus seiner Hand vor, oder, wenn er keinen hat, den Stein, den er zieht.
rules-infraction-not-on-set = Nur wer den Ansatz hat, darf den ersten Stein legen.
rules-infraction-bad-announcement = Der Eröffner sagt eine der 17 Spielarten an, und zwar eine, die sein vorgesetzter Stein erlaubt.
rules-infraction-illegal-tile = Jeder Stein muss dort, wo er liegt, der angesagten Spielart folgen; die Mitspieler lassen ihn zurücknehmen und einen anderen spielen.
rules-infraction-out-of-turn = Gespielt wird im Uhrzeigersinn, jeder ist einmal an der Reihe; nur ein Pasch an den Ansatzstein darf sofort, außer der Reihe, angelegt werden, solange das noch erlaubt ist.
rules-infraction-played-instead-of-waiting = Wer sofort einen Pasch an den Ansatzstein gelegt hat, sagt beim nächsten Zug "ich warte", statt zu spielen.
rules-infraction-drew-from-last-two = Die letzten zwei Steine des Talons werden nie gezogen.
rules-infraction-pass-with-boneyard = Ein Spieler darf erst passen, wenn er nicht anlegen kann und noch zwei Steine im Talon liegen; bis dahin zieht er.
rules-infraction-pass-while-able = Wer passt, obwohl er einen Stein hält, den er anlegen könnte, zahlt jedem Gegenspieler 80.
rules-infraction-false-nos = Nur wer seinen letzten Stein angelegt hat, darf "Nos" sagen.
rules-infraction-wrong-block = Ein Spieler darf erst sperren, wenn kein Stein in irgendeiner Hand und keiner im Talon mehr angelegt werden kann.
rules-infraction-not-drawn-after-block = Nach einer berechtigten Sperre zieht der nächste Spieler alle Steine des Talons bis auf die letzten zwei.
rules-infraction-wrong-claim = Wer Punkte fordert, die ihm nicht zustehen, zahlt jedem Gegenspieler 40.
rules-infraction-advice = Wer draußen ist, darf auf Fehler hinweisen, aber keinen Rat zum Spiel geben.
rules-infraction-covered-tiles = Die Steine stehen hochkant, sodass jeder Gegenspieler sie sieht; wer sie verdeckt, zahlt jedem Gegenspieler 40.
rules-infraction-exposed-tiles = Steine liegen nicht offen vor einem Spieler, außer gemeldeten Paschen und zurückgenommenen Steinen.
# Die Regel zum Spielen außer der Reihe, wie jede Lesart der Frist für
# sofortige Pasche sie hat.
rules-infraction-out-of-turn-first-round = Gespielt wird im Uhrzeigersinn, jeder ist einmal an der Reihe; nur ein Pasch an den Ansatzstein darf sofort, außer der Reihe, angelegt werden, und zwar bis die erste Runde vorbei ist.
rules-infraction-out-of-turn-until-first-tile = Gespielt wird im Uhrzeigersinn, jeder ist einmal an der Reihe; nur ein Pasch an den Ansatzstein darf sofort, außer der Reihe, angelegt werden, und zwar nur, bis der erste Spieler an der Reihe seinen Stein anlegt.
rules-infraction-out-of-turn-after-first-tile = Gespielt wird im Uhrzeigersinn, jeder ist einmal an der Reihe; nur ein Pasch an den Ansatzstein darf sofort, außer der Reihe, angelegt werden, und zwar bis ein Spieler nach dem ersten an der Reihe etwas tut.
# Das Warten nach einem sofortigen Pasch, wenn die Lesart es bis zum ersten
# Zug aufschiebt, in dem die Seite des Pasches frei ist.
rules-infraction-wait-at-first-open-turn = Wer sofort einen Pasch an den Ansatzstein gelegt hat, sagt beim nächsten Zug "ich warte", statt zu spielen, oder, wo eine Bedingung die Seite seines Pasches noch sperrt, beim ersten Zug, in dem er dort anlegen könnte.

# Der Name jeder Art von Regelverstoß, als Überschrift in einem Bericht.
rules-infraction-title-too-few-tiles = zu wenige Steine
rules-infraction-title-too-many-tiles = zu viele Steine
rules-infraction-title-setter-drew = Eröffner hat gezogen
rules-infraction-title-wrong-set-tile = falscher Ansatzstein
rules-infraction-title-not-on-set = ohne Ansatz vorgesetzt
rules-infraction-title-bad-announcement = ungültige Ansage
rules-infraction-title-illegal-tile = Stein passt nicht
rules-infraction-title-out-of-turn = außer der Reihe
rules-infraction-title-played-instead-of-waiting = gespielt statt gewartet
rules-infraction-title-drew-from-last-two = von den letzten zwei gezogen
rules-infraction-title-pass-with-boneyard = gepasst, obwohl noch zu ziehen war
rules-infraction-title-pass-while-able = gepasst, obwohl er anlegen konnte
rules-infraction-title-false-nos = falsches Nos
rules-infraction-title-wrong-block = unberechtigt gesperrt
rules-infraction-title-not-drawn-after-block = nach der Sperre nicht gezogen
rules-infraction-title-wrong-claim = unberechtigt gefordert
rules-infraction-title-advice = Rat gegeben
rules-infraction-title-covered-tiles = Steine verdeckt
rules-infraction-title-exposed-tiles = Steine offen gelegt


# Die Zweifelsfälle, wie `nos rules` sie aufführt: der Name jedes Schalters
# in Worten, seine Frage, was jede Wahl bedeutet und warum die Quellen es
# offen lassen.
rules-switch-d1-name = Gleichstand um den Ansatz
rules-switch-d1-question = Mehrere Spieler haben gemeinsam die höchste Zählung: wer hat als Nächster den Ansatz?
rules-choice-d1-draw-tiles = die gleichauf liegenden Spieler ziehen je einen Stein; die höhere Augenzahl hat den Ansatz, ein gezogener [0-0] zählt 0, wie seine Augen zeigen; bei gleicher Augenzahl stehen sie wieder gleich und ziehen erneut (steht kein Stechen im Protokoll, zeigt der nächste Ansatz, wer gewann)
rules-choice-d1-highest-tile = der gleichauf liegende Spieler, der den einzelnen Stein mit den meisten Augen hält, [0-0] zählt 14 wie bei der Zählung; danach das höhere Ende dieses Steins
rules-switch-d1-reason = der englische Text übernimmt das Stechen vom einfachen Domino; der deutsche Text schlägt vor, die gehaltenen Steine zu werten
rules-switch-d2-name = Pasch am Ausgangsstein
rules-switch-d2-question = Wird ein Pasch bezahlt, der an den Stein gelegt wird, mit dem der Vorgänger hinausging, wenn dieser nicht als Erster draußen war?
rules-choice-d2-unpaid = nein: wer draußen ist, zahlt nichts dafür
rules-choice-d2-paid = ja: nur wer als Erster draußen ist (Nos), wird verschont, wie die Regel wörtlich lautet
rules-switch-d2-reason = die Regel verschont nur den, der Nos gemacht hat; das Beispiel des Buches auf S. 43 verschont auch einen späteren
rules-switch-d3-name = Pasch nach dem Passen
rules-switch-d3-question = Wird ein Pasch bezahlt, der an einen Stein gelegt wird, nachdem der nächste Spieler gepasst hat?
rules-choice-d3-unpaid = nein: ein Passen ist ein Zug dazwischen
rules-choice-d3-paid = ja: dazwischen wurde kein Stein gespielt, also zahlt, wer diesen Stein gelegt hat
rules-switch-d3-reason = das Beispiel des Buches auf S. 54 zahlt nichts; der deutsche Text wendet ein, dass kein Stein dazwischen kam
rules-switch-d4-name = mehrere sofortige Pasche
rules-switch-d4-question = Mehrere Spieler legen sofort einen Pasch an den Ansatzstein: wer wird bezahlt?
rules-choice-d4-all-paid = der Eröffner bezahlt jeden solchen Pasch
rules-choice-d4-first-paid = nur der erste wird bezahlt; die späteren werden trotzdem gespielt und es wird auf sie gewartet
rules-switch-d4-reason = der englische Text bezahlt alle; der deutsche Text fragt, ob nur der erste bezahlt werden sollte
rules-switch-d5-name = Vorrecht bei sofortigen Paschen
rules-switch-d5-question = Mehr Spieler wollen sofort einen Stein an den Ansatzstein legen, als er freie Enden hat: wer hat das Recht?
rules-choice-d5-seat-order = die Sitzfolge ab dem ersten Spieler an der Reihe entscheidet, sein eigener Stein eingeschlossen; der Stein eines späteren Platzes an diesem Ende wird zurückgenommen, um Platz zu machen
rules-choice-d5-doubles-first = sofortige Pasche gehen dem anderen Stein des ersten Spielers vor, und unter ihnen frühere Plätze zuerst
rules-switch-d5-reason = der englische Text bemerkt nur, dass es vorkommen kann (mit [0-0]); der deutsche Text schlägt vor, dass Pasche vor anderen Steinen kommen, frühere Plätze zuerst
rules-switch-doubles-at-once-window-name = Frist für sofortige Pasche
rules-switch-doubles-at-once-window-question = Bis wann darf ein Pasch noch sofort an den Ansatzstein gelegt werden?
rules-choice-doubles-at-once-window-first-round = die ganze erste Runde, bis der Eröffner wieder an der Reihe ist: ein Pasch am Ansatzstein in der ersten Runde ist nie außer der Reihe
rules-choice-doubles-at-once-window-until-first-tile = nur, bis der erste Spieler an der Reihe einen Stein anlegt (Ziehen zählt nicht); ein späterer ist außer der Reihe
rules-choice-doubles-at-once-window-after-first-tile = auch gleich nach dem Stein des ersten Spielers, bis der nächste Spieler etwas tut: Pasche gehen anderen Steinen vor, also schließt die Eile des ersten Spielers sie nicht aus
rules-switch-doubles-at-once-window-reason = beide Texte lassen jeden Spieler sofort einen passenden Pasch anlegen und nehmen in ihren Strafenlisten einen Pasch am Ansatzstein in der ersten Runde von der Strafe für Spielen außer der Reihe aus; ein Verein darf "sofort" enger auslegen
rules-switch-d6-name = Bedingungen bei Volapük
rules-switch-d6-question = Welche Bedingungen darf Volapük haben?
rules-choice-d6-tiles-first = Volapük in einer Linie darf verlangen, dass zuerst 1 bis 4 Steine an einer Seite liegen; sonst nichts
rules-switch-d6-reason = die Quellen stimmen im Ergebnis überein; der deutsche Text fügt hinzu, dass Volapük Kreuz keine Bedingung annimmt
rules-switch-d7-name = Passen trotz Anlegemöglichkeit
rules-switch-d7-question = Was kostet ein Passen, obwohl man anlegen konnte?
rules-choice-d7-80-instead = 80 an jeden Gegenspieler, statt der 40 für Passen, solange noch Steine zu ziehen waren
rules-choice-d7-80-and-40 = 80 an jeden Gegenspieler, und dazu die 40, wenn noch Steine zu ziehen waren
rules-switch-d7-reason = im Text folgen die 80 auf die 40, und es bleibt offen, ob sie diese ersetzen oder hinzukommen; der deutsche Text verlangt sie, wenn es "nach dem Spiel" bemerkt wird, doch ein Protokoll hält nicht fest, wann die Spieler es bemerkten, also werden die 80 verlangt, sobald die Nachprüfung ein solches Passen findet
rules-switch-d8-name = Übersichtslisten
rules-switch-d8-question = Die Übersichtsliste nennt Spielart 10 ohne die Pflichtpasche: was gilt?
rules-choice-d8-descriptions = die vollständige Beschreibung jeder Spielart gilt
rules-switch-d8-reason = die Übersichtslisten weichen stellenweise von den Beschreibungen ab; beide Quellen lassen die Beschreibungen gelten
rules-switch-penalties-to-players-out-name = Strafen an Spieler, die draußen sind
rules-switch-penalties-to-players-out-question = Bekommen Spieler, die schon draußen sind, Strafzahlungen?
rules-choice-penalties-to-players-out-paid = ja: "jeder Gegenspieler" heißt jeder andere Spieler
rules-choice-penalties-to-players-out-unpaid = nein: nur Spieler, die noch Steine halten, werden bezahlt
rules-switch-penalties-to-players-out-reason = die Strafen gehen an "jeden Gegenspieler", und die Quellen sagen nicht, ob dazu Spieler gehören, die draußen sind
rules-switch-setter-declares-name = der Eröffner meldet
rules-switch-setter-declares-question = Darf der Eröffner Pasche melden und dabei die zählen, die nach dem Vorsetzen in seiner Hand sind?
rules-choice-setter-declares-allowed = ja, nach derselben Tabelle
rules-choice-setter-declares-not-allowed = nein: eine Meldung des Eröffners ist eine Forderung, die ihm nicht zusteht
rules-switch-setter-declares-reason = das Melden folgt auf das Ansagen, und die Quellen sagen nicht, ob der Eröffner daran teilnimmt
rules-switch-claim-window-name = Frist zum Einfordern
rules-switch-claim-window-question = Bis wann darf ein Spieler die Punkte für einen Pasch einfordern, den er angelegt hat?
rules-choice-claim-window-next-tile = bis irgendwer den nächsten Stein anlegt; Ziehen, Passen oder "ich warte" beenden die Frist nicht, ebenso wenig ein anderer Pasch, der sofort an den Ansatzstein kommt
rules-choice-claim-window-next-event = bis der nächste Zug eines anderen Spielers beginnt oder weitergeht: sein Stein, Ziehen, Passen oder "ich warte"
rules-choice-claim-window-end-of-hand = jederzeit, bis das Spiel vorbei ist
rules-switch-claim-window-reason = die Regeln sagen, dass der Spieler die Punkte einfordern muss, aber nicht bis wann
rules-switch-game17-arms-name = Arme der Spielart 17
rules-switch-game17-arms-question = Welche zwei Arme darf Spielart 17 für "erst hier und dann da" nennen?
rules-choice-game17-arms-opposite = zwei gegenüberliegende Arme: da ist die Seite gegenüber von hier, wie bei "erst hier und dann da" in Spielart 11a
rules-choice-game17-arms-any = zwei beliebige Arme des Kreuzes
rules-switch-game17-arms-reason = Spielart 17 übernimmt die Worte von Spielart 11a, wo da die Gegenseite ist; ihre eigene Beschreibung nennt keine Seiten
rules-switch-deferred-wait-name = aufgeschobenes Warten
rules-switch-deferred-wait-question = Ein sofort gelegter Pasch an einer Seite, die eine Bedingung "erst so viele Steine" noch sperrt: bei welchem Zug sagt sein Spieler "ich warte"?
rules-choice-deferred-wait-first-open-turn = beim ersten Zug, bei dem er dort anlegen könnte, wo sein Pasch liegt; bis dahin spielt er an der freien Seite
rules-choice-deferred-wait-next-turn = bei seinem nächsten Zug, wie bei jedem sofortigen Pasch; ein Stein, den er stattdessen dort spielt, ist statt des Wartens gespielt
rules-switch-deferred-wait-reason = Spielart 11b des englischen Textes schiebt das Warten auf, bis die Seite des Pasches frei wird, mit einem Beispiel; der deutsche Text hat keinen solchen Absatz, also gilt dort die allgemeine Regel für einen sofortigen Pasch
# Die Punkte, die ohne Schalter entschieden werden, jeder mit der gewählten Lesart.
rules-settled-setter-draws-twice = Ein Eröffner ohne Pasch zieht zweimal und setzt den zweiten Stein vor, einen Pasch
rules-settled-setter-draws-twice-reading = ein falscher Ansatzstein (40 an jeden Gegenspieler); lassen die Spieler ihn liegen, bekommt er von jedem den Wert eines Endes, wie für einen Pasch aus der Hand: die doppelte Zahlung gilt nur für den Stein, den er ziehen und vorsetzen musste
rules-settled-short-deal-set-draw = Ein Eröffner, der zu wenige Steine bekam und keinen Pasch hält, zieht und setzt vor
rules-settled-short-deal-set-draw-reading = ziehen und genau diesen Stein vorsetzen ist das Ziehen für den Ansatz, wie groß seine Hand auch ist; nur die Steine, die er sonst zieht, füllen die zu kleine Hand auf, und nur für sie werden die 40 verlangt
rules-settled-drawn-double-blank = Ein gezogener [0-0] bei D1
rules-settled-drawn-double-blank-reading = `draw-tiles` vergleicht die Augen der gezogenen Steine, also ist ein gezogener [0-0] 0 wert und verliert gegen jeden anderen Stein; `highest-tile` wertet die gehaltenen Steine wie die Zählung, also ist ein gehaltener [0-0] 14 wert: die beiden Wahlen bewerten denselben Stein verschieden
# `nos rules`: wie jedes Profil einen Punkt liest.
rules-listing-profiles = en: { $en }   de-1996: { $de }
rules-listing-why-open = warum offen: { $reason }
rules-listing-settled = Ohne Schalter entschieden, wo die Quellen schweigen:
rules-listing-choose-profile = Wählen Sie ein Profil mit --rules en|de-1996 (oder `rules:` in der Sitzung des Protokolls),
rules-listing-choose-override = weichen Sie in einzelnen Punkten mit --rule ID=WAHL ab, oder halten Sie die Lesarten eines Vereins in einer --rules-file fest.


# `nos games`: was jede der 17 Spielarten ist, in einer Zeile, und die
# Optionen, die eine Ansage der Spielarten 11, 12 und 17 haben darf, mit den
# Schlüsseln und Werten des Protokolls in Backticks.
games-description-1 = eine Linie, die an beiden Enden wächst; das anliegende Ende eines Steins zeigt die Zahl des freien Endes
games-description-2 = einen Pasch vorsetzen; an jede seiner vier Seiten ein Stein, bevor ein Arm wächst, alles nach einfachem Domino
games-description-3 = ein einfaches Kreuz, an dessen Arme zuerst je der Pasch ihres freien Endes kommt; ein Arm wächst weiter, sobald sein Pasch liegt
games-description-4 = eine Linie, in der anliegende Enden zusammen 7 ergeben; an ein Null-Ende passt nur ein Matador, und die Matadore [0-0] [6-1] [5-2] [4-3] passen überall, in beiden Richtungen
games-description-5 = einen Pasch vorsetzen, nicht den [0-0]; ein Kreuz, dann vier Arme, alles nach Matadorregeln
games-description-6 = ein Matador Kreuz, an dessen Arme zuerst je der Pasch kommt, der mit ihrem freien Ende 7 ergibt, oder ein Matador; ein Arm wächst weiter, sobald dieser Stein liegt
games-description-7 = das Kreuz nach einfachem Domino, dann wachsen die Arme nach Matadorregeln
games-description-8 = das Kreuz nach einfachem Domino, dann an jeden Arm der Pasch, der 7 ergibt, oder ein Matador, dann nach Matadorregeln
games-description-9 = einen Pasch vorsetzen, nicht den [0-0]; das Kreuz nach Matadorregeln, dann wachsen die Arme nach einfachem Domino
games-description-10 = einen Pasch vorsetzen, nicht den [0-0]; das Kreuz nach Matadorregeln, dann an jeden Arm der Pasch seines freien Endes (ein Arm, der mit einem Pasch begann, ist tot), dann nach einfachem Domino
games-description-11 = eine Linie, einfach oder Matador, deren erste Steine in fester Folge kommen: erst hier und dann da, oder 1 bis 4 Steine an einer Seite vor der anderen; wahlweise danach die andere Regel (auch als einfach oder Matador mit einem `first` geschrieben)
games-description-12 = eine Seite einer Linie, oder zwei gegenüberliegende Arme eines Kreuzes auf einem Pasch, spielen einfach und der Rest Matador; das Doppelkreuz nimmt zuerst einen Pasch an jedem Arm, oder einen Matador an einem Matadorarm
games-description-13 = den [0-0] vorsetzen; die drei anderen Matadore an drei seiner Seiten, dann wachsen die drei Arme nach Matadorregeln
games-description-14 = ein Dreieck, an dessen Arme zuerst je der Pasch kommt, der mit ihrem freien Ende 7 ergibt, dann wachsen sie nach Matadorregeln
games-description-15 = ein Dreieck, dann wachsen die drei Arme nach einfachem Domino
games-description-16 = ein Dreieck, dann ein Null-Ende an die freie Seite des [0-0], dann ein einfaches Kreuz
games-description-17 = einen beliebigen Pasch vorsetzen; den ersten Stein hier und den zweiten da nach Matadorregeln, die anderen zwei Arme nach einfachem Domino, dann alles einfach; das Doppelkreuz nimmt zuerst an jedem Arm den Pasch seines freien Endes
games-options-11 = `first: { "{" }here: 5{ "}" }` (dann die andere Seite) oder `{ "{" }side: 2, tiles: 1-4{ "}" }`; `then:` die andere Regel; bei Angabe als Nummer auch `matching: ordinary` oder `matador`
games-options-12 = `ordinary:` die einfache Seite einer Linie (ihre Zahl, `west` oder `east`) oder das Paar Arme (`north-south` oder `east-west`, in beliebiger Folge, oder eine Liste wie `[north, south]`); `first: { "{" }side, tiles: 1-4{ "}" }`, nur bei einer Linie; bei Angabe als Nummer auch `layout: line`, `cross` oder `double-cross`
games-options-17 = `first: { "{" }here: arm, there: arm{ "}" }`, die zwei Matadorarme (ohne `there`: der Arm gegenüber von `here`); bei Angabe als Nummer auch `layout: cross` oder `double-cross`


# Die Seite (nos report). Eine Nachricht mit einer fetten Zahl oder einem
# Dateinamen in Code bekommt diese als Argument ($shown, $amount, $source,
# $off), im Markup der Seite.
page-title-session = Ein Nos-Abend
page-head-title = Urteil: { $title }
page-kicker = Das Urteil des Schiedsrichters über einen Nos-Abend
page-nav-label = Spiele
page-nav-hands = Spiele:
# $reading ist die Lesart, wie --rules sie nimmt: en,D3=paid.
page-footer = Beurteilt von nos-referee aus { $source }, nach der Lesart { $reading }. Jede Entscheidung nennt die Zeile des Protokolls, auf der sie beruht.
page-reading-as-profile = (jeder Zweifelsfall so, wie das Profil ihn liest)
# Vor den Schaltern, die eine Lesart anders als ihr Profil setzt: "en, aber D3: paid".
page-reading-but = aber
page-facts-club = Verein
page-facts-date = Datum
page-facts-players = Spieler
page-facts-start = Punkte zu Beginn
page-facts-start-each = je { $chips }
page-facts-reading = Lesart
page-facts-transcript = Protokoll
page-summary-hands = { $count ->
    [one] { $shown } Spiel
   *[other] { $shown } Spiele
}
page-summary-unjudged = { $shown } nicht beurteilt
page-summary-infractions = { $count ->
    [one] { $shown } Regelverstoß
   *[other] { $shown } Regelverstöße
}
page-summary-possible = { $shown } möglich, nicht angerechnet
page-summary-agrees-where-checked = die Punkteliste stimmt mit den Regeln überein, wo immer es sich prüfen ließ
page-summary-agrees = die Punkteliste stimmt mit den Regeln überein
page-summary-departs = { $count ->
    [one] die Punkteliste weicht in { $shown } Spiel von den Regeln ab
   *[other] die Punkteliste weicht in { $shown } Spielen von den Regeln ab
}
# Was jeder Spieler am Ende des Abends abrechnet, in der Übersicht.
page-summary-settles = Abrechnung:
page-summary-square = { $player } ist quitt
page-summary-receives = { $player } bekommt { $amount }
page-summary-pays = { $player } zahlt { $amount }
# Tooltips und Wörter eines Feldes mit Punkten.
page-chips-unknown-since = unbekannt: ein früheres Spiel ließ sich nicht beurteilen und keine Punkteliste seither nennt sie
page-chips-from-sheet = die Punkteliste der Spieler: die Punkte vor diesem Spiel sind unbekannt
page-chips-sheet = die Punkteliste der Spieler
page-chips-unknown = unbekannt: das Spiel ließ sich nicht beurteilen und das Protokoll hat keine Punkteliste dafür
# Von einem Bildschirmleser vor einer Zahl gelesen: die der Liste, die der Regeln.
page-sr-sheet = Liste
page-sr-rules = Regeln
page-cell-left = gegangen
page-figure-table = die Zahl der Spieler
page-figure-referee = die Zahl des Schiedsrichters
page-game-redeal = neu gemischt
page-glance-title = Der Abend auf einen Blick
page-glance-caption = Punkte nach jedem Spiel nach den Regeln. Wo die Punkteliste der Spieler etwas anderes sagt, steht ihre Zahl durchgestrichen neben der des Schiedsrichters; ein markiertes Feld ist ein Spiel, das eine neue Abweichung hinzufügt, die anderen tragen eine frühere weiter.
page-column-hand = Spiel
page-column-game = Spielart
page-column-infractions = Regelverstöße
page-glance-start = Start
page-glance-possible = +{ $count } möglich
page-not-judged = nicht beurteilt
# $hands: die Nummern der nicht beurteilten Spiele, "3, 5".
page-glance-unjudged = { $count ->
    [one] Nicht beurteilt: Spiel { $hands }, unten gezeigt mit dem, was seine Beurteilung verhindert.
   *[other] Nicht beurteilt: Spiele { $hands }, unten gezeigt mit dem, was jeweils die Beurteilung verhindert.
} Die Punkte nach einem solchen Spiel sind die der Punkteliste der Spieler (kursiv), wo sie sie notiert hat, sonst unbekannt (?), bis eine spätere Punkteliste sie wieder nennt.
page-departures-title = Wo die Punkteliste von den Regeln abweicht
page-departures-none-where-checked = Die Punkteliste stimmt mit den Regeln überein, wo immer der Schiedsrichter sie prüfen konnte.
page-departures-none = Die Punkteliste stimmt nach jedem Spiel, das sie festhält, mit den Regeln überein.
page-hand = Spiel { $number }
page-departure-untraced = nicht auf eine einzelne Zahlung zurückzuführen
# $difference hat sein Vorzeichen: +40, −20.
page-sheet-and-rules = { $player } { $sheet } auf der Liste, { $rules } nach den Regeln ({ $difference })
page-sheet-off-by = Nach Spiel { $hand } weicht die Liste ab um: { $off }.
page-unjudged-chips-sheet = Die Punkte danach stammen aus der Punkteliste der Spieler.
page-unjudged-chips-unknown = Das Protokoll hat keine Punkteliste dafür: die Punkte danach sind unbekannt, bis eine spätere Punkteliste sie nennt.
page-unjudged-why = Der Schiedsrichter konnte dieses Spiel nicht beurteilen: was das Protokoll davon festhält, ist nicht lesbar oder geht nicht auf.
page-transcript-line = Zeile { $line } des Protokolls.
page-unjudged-problems = Was die Beurteilung verhindert
page-problem-at = Zeile { $line }, Spalte { $column } des Protokolls: { $problem }.
page-settlement-title = Die Abrechnung
page-settlement-caption = Die Summen werden auf Vielfache von { $unit } abgerundet; die Reste gehen in die Kasse.
page-column-player = Spieler
page-column-chips = Punkte
page-column-keeps = Behält
page-column-to-pot = In die Kasse
page-column-pot-won = Kasse gewonnen
page-column-settles = Rechnet ab
page-left-after = gegangen nach Spiel { $hand }
page-balance-square = quitt
page-balance-receives = bekommt { $amount }
page-balance-pays = zahlt { $amount }
page-side-pot-won = Kasse: { $chips } Punkte, gewonnen von { $winner }.
page-side-pot-unknown = Kasse: { $chips } Punkte; das Protokoll sagt nicht, wer sie gewann.
page-correction-taken-back = Die Spieler ließen den Stein zurücknehmen; die Strafe bleibt.
page-correction-let-stand = Die Spieler ließen ihn liegen; die Nachprüfung geht mit ihm an seinem Platz weiter.
# $what: der Satz über das, was geschah.
page-ruling-at = Zeile { $line } des Protokolls: { $what }.
page-label-rule = Regel
page-label-penalty = Strafe
page-penalty-nobody = niemand wird bezahlt
page-penalty-pays = { $player } zahlt { $each } an jeden von { $payees } ({ $total } insgesamt).
# $readings: die Schalter, von denen eine Entscheidung abhängt, wie --rule sie nimmt: D3=paid.
page-readings = Lesart: { $readings }.
page-possible-not-charged = möglich, nicht angerechnet
page-label-only-if = Nur wenn
# $condition: was einen möglichen Regelverstoß wirklich machen würde.
page-possible-condition = { $condition }. Das Protokoll lässt das offen: bei manchen Lagen, die seine ungesehenen Steine haben konnten, trifft es zu, bei anderen nicht, also wird es nicht angerechnet.
page-label-were-it-so = Wäre es so
page-penalty-nobody-would = niemand würde bezahlt.
page-penalty-would-pay = { $player } würde { $each } an jeden von { $payees } zahlen ({ $total } insgesamt).
# Nach einem Betrag, den jeder von mehreren Spielern zahlt oder bekommt.
page-payment-each = je
# In der Spalte der Zeile, bei einer Zahlung bei der Zählung.
page-payment-at-end = Ende
# $tile: der vorgesetzte Stein, [5-5]; $game: die Ansage in Worten.
page-hand-set = { $setter } setzt { $tile } vor und sagt { $game } an.
page-hand-redeal = Niemand hält einen Pasch: die Steine werden neu gemischt.
# $ending: wie das Spiel endete (one-left, blocked, all-passed).
page-hand-ends-next = { $ending ->
    [blocked] Das Spiel endet mit einer Sperre
    [all-passed] Das Spiel endet, weil alle passen
   *[one-left] Das Spiel endet, als nur noch ein Spieler Steine hält
}; { $player } hat als Nächster den Ansatz.
page-hand-ends-tie = { $ending ->
    [blocked] Das Spiel endet mit einer Sperre
    [all-passed] Das Spiel endet, weil alle passen
   *[one-left] Das Spiel endet, als nur noch ein Spieler Steine hält
}; das Stechen entscheidet, wer als Nächster den Ansatz hat.
# $ends: das freie Ende jedes Arms, "West 5, Ost 2".
page-layout-caption = { $count ->
    [one] Die Auslage am Ende: { $count } Stein; freie Enden { $ends }.
   *[other] Die Auslage am Ende: { $count } Steine; freie Enden { $ends }.
}
page-counts-caption = Zählung und Punkte nach Spiel { $hand }
page-column-left-in-hand = Noch in der Hand
page-column-count = Zählung
page-count-not-known = unbekannt
page-infractions-title = Regelverstöße
page-possible-title = Mögliche Regelverstöße, nicht angerechnet
page-notes-title = Anmerkungen
page-note-at = Zeile { $line } des Protokolls: { $what }.
# $differences: die Zahlen jedes Spielers, getrennt durch "; ".
page-sheet-differs = Die Punkteliste der Spieler weicht ab: { $differences }.
page-sheet-and-rules-at = { $player } { $sheet } auf der Liste, { $rules } nach den Regeln (Zeile { $line })
page-sheet-differs-here = Was dieses Spiel hinzufügt: { $why }.
page-sheet-differs-before = Es trägt eine Abweichung aus einem früheren Spiel weiter.
page-payments-caption = Zahlungen in Spiel { $hand }, der Reihe nach
page-column-payer = Wer zahlt
page-column-payee = An
page-column-for = Wofür
page-column-line = Zeile
# Die Grafik der Punkte über den Abend.
page-chart-title = Punkte über den Abend
page-chart-svg-title = Die Punkte jedes Spielers nach jedem Spiel
page-chart-axis-hand = Spiel
# Ein Vermerk über einem Spiel, in dem die Punkteliste von den Regeln abweicht.
page-chart-sheet-differs = Liste ≠
# Die Beschreibung der Grafik für einen Bildschirmleser: dies, dann die
# Punkte jedes Spielers Spiel für Spiel.
page-chart-description = Punkte nach jedem Spiel nach den Regeln:
page-chart-unknown = unbekannt
page-chart-departs = { $count ->
    [one] die Punkteliste der Spieler weicht in Spiel { $hands } von den Regeln ab.
   *[other] die Punkteliste der Spieler weicht in den Spielen { $hands } von den Regeln ab.
}
page-chart-unjudged = { $count ->
    [one] Spiel { $hands } ließ sich nicht beurteilen: die Punkte danach sind die der Punkteliste der Spieler, wo sie sie notiert hat.
   *[other] Die Spiele { $hands } ließen sich nicht beurteilen: die Punkte danach sind die der Punkteliste der Spieler, wo sie sie notiert hat.
}
page-chart-caption = Punkte nach jedem Spiel nach den Regeln, eine Linie und eine Form der Marke je Spieler.
page-chart-caption-unjudged = Graue Streifen markieren die Spiele, die sich nicht beurteilen ließen. Eine hohle Marke auf einer Linie ist die eigene Zahl der Spieler, genommen, wo die des Schiedsrichters nicht bekannt ist, und eine Linie bricht ab, wo die Punkte unbekannt sind.
page-chart-caption-agrees-where-checked = Die Punkteliste der Spieler stimmt, wo immer der Schiedsrichter sie prüfen konnte.
page-chart-caption-agrees = Die Punkteliste der Spieler stimmt durchweg.
page-chart-caption-departs = Schraffierte Streifen markieren die Spiele, in denen die Punkteliste der Spieler von den Regeln abweicht; hohle Marken zeigen die eigenen Zahlen der Spieler.
# Die Zeichnung der Auslage eines Spiels, wie ein Bildschirmleser ihren Titel liest.
page-layout-line = eine Linie
page-layout-cross = ein Kreuz
page-layout-triangle = ein Dreieck
page-layout-title = { $count ->
    [one] Die Auslage am Ende von Spiel { $hand }: { $shape } aus { $count } Stein; freie Enden { $ends }
   *[other] Die Auslage am Ende von Spiel { $hand }: { $shape } aus { $count } Steinen; freie Enden { $ends }
}

# Warum ein Stein nicht passt, wo er liegt. $open ist die Zahl des freien Endes.
rules-misfit-ordinary = das freie Ende ist { $open }, und einfaches Anlegen verlangt dort eine { $open }
rules-misfit-matador-blank = das freie Ende ist blank, und beim Matador passt an Blank nur ein Matador
rules-misfit-matador = das freie Ende ist { $open }, und Matador verlangt dort eine { $needed } oder einen Matador
rules-misfit-needs-double = dieser Arm des Doppelkreuzes nimmt als Nächstes den [{ $double }-{ $double }]
rules-misfit-needs-double-or-matador = dieser Arm des Doppelkreuzes nimmt als Nächstes den [{ $double }-{ $double }] oder einen Matador
rules-misfit-blank-arm-matador = dieser Arm des Doppelkreuzes endet blank und nimmt als Nächstes nur einen Matador
rules-misfit-blank-arm-nothing = dieser Arm des Doppelkreuzes endet blank, und kein Pasch ergibt damit 7
rules-misfit-needs-matador = die Seiten des Dreiecks sind die drei Matadore [6-1], [5-2] und [4-3]
rules-misfit-cross-incomplete = kein Arm wächst, bevor jeder Arm seinen ersten Stein hat
rules-misfit-triangle-none-down = noch liegt kein Matador am [0-0]: seine Seiten nehmen zuerst die drei Matadore, und erst die danach freie Seite nimmt ein blankes Ende
rules-misfit-triangle-one-down = einer der drei Matadore liegt am [0-0]: die anderen beiden kommen zuerst an seine freien Seiten, und erst dann steht fest, welche Seite für ein blankes Ende frei bleibt
rules-misfit-triangle-two-down = zwei der drei Matadore liegen am [0-0]: der dritte kommt an eine der beiden freien Seiten, und erst die danach freie Seite nimmt ein blankes Ende
rules-misfit-fourth-side-closed = das Dreieck hat seine drei Seiten, und die freie Seite nimmt keinen Stein
# $arm ist die Himmelsrichtung, wie das Protokoll sie schreibt: north, east, south, west.
rules-misfit-condition = die angesagte Bedingung verlangt zuerst { $needed ->
    [one] { $needed } Stein
   *[other] { $needed } Steine
} auf der { $arm ->
    [north] Nord
    [east] Ost
    [south] Süd
   *[west] West
}seite, und dort { $laid ->
    [one] liegt
   *[other] liegen
} { $laid }
rules-misfit-not-on-set-tile = ein sofort gespielter Pasch kommt an den vorgesetzten Stein
rules-misfit-not-a-double = nur ein Pasch darf sofort an den vorgesetzten Stein gespielt werden

# Warum eine angesagte Spielart nicht auf den vorgesetzten Stein passt oder keine der 17 ist.
rules-game-needs-double = ein Kreuz oder Doppelkreuz wird auf einen Pasch vorgesetzt
rules-game-not-on-double-blank = ein Matadorkreuz kann nicht auf den [0-0] vorgesetzt werden
rules-game-needs-double-blank = ein Dreieck wird auf den [0-0] vorgesetzt
rules-game-needs-condition = Spielart 11 braucht eine Bedingung: erst hier und dann da, oder zuerst 1 bis 4 Steine auf einer Seite
rules-game-needs-ordinary-side = Volapük nennt die Seite, die einfach spielt, `ordinary: 6` oder `ordinary: west`
rules-game-needs-ordinary-arms = ein Volapük-Kreuz braucht zwei gegenüberliegende einfache Arme, `ordinary: [north, south]` oder `[east, west]`
rules-game-needs-here-and-there = Spielart 17 nennt ihre zwei Matador-Arme, `first: { "{" }here: north, there: south{ "}" }` (there darf für den Arm gegenüber von here fehlen)
rules-game-option-not-allowed = diese Spielart hat keine Option `{ $option }`
rules-game-no-such-side = { $side } ist kein Ende des vorgesetzten Steins oder nicht eindeutig
rules-game-tiles-out-of-range = eine Bedingung verlangt 1 bis 4 Steine auf einer Seite, nicht { $tiles }
rules-game-same-rule-after = der Regelwechsel nach der Bedingung muss die andere Regel nennen
rules-game-here-is-there = hier und da müssen zwei verschiedene Arme sein

# Eine Lesart auf der Befehlszeile oder in einer Regeldatei, die sich nicht lesen lässt.
rules-no-such-switch = es gibt keinen Schalter `{ $switch }`; die Schalter sind { $switches }
rules-no-such-choice = { $switch } kennt { $choices }, nicht `{ $choice }`
# A switch's choice as a sentence names it, quoted where the words around it are not English.
rules-choice = `{ $choice }`
rules-or = oder
rules-no-such-profile = es gibt kein Profil `{ $profile }`; die Profile sind en und de-1996
rules-not-a-setting = `{ $part }` ist nicht SCHALTER=WAHL

# (end of page, rules and games)

## The recorder (src/record/).

# Die Fehler einer getippten Zeile (src/record/mistake.rs). $verb, $typed,
# $word, $event und $extra sind Wörter wie getippt oder die eigenen Wörter
# des Protokolls: zwischen Backticks. $meant: record-did-you-mean mit einem
# Leerzeichen davor, oder nichts.
record-did-you-mean = (meinen Sie `{ $word }`?)
record-mistake-empty = nichts getippt: tippen Sie ein Ereignis wie `Bram play 4-5 at west`, oder `45` für den Spieler, der an der Reihe ist
record-mistake-unknown-player = kein Spieler `{ $typed }`{ $meant }
record-mistake-ambiguous-player = `{ $typed }` kann { $names } sein: tippen Sie mehr vom Namen
record-mistake-no-action = was macht { $player }? Tippen Sie das Ereignis nach dem Namen, z. B. `{ $player } play 4-5`
record-mistake-no-player-in-turn = wer macht `{ $verb }`? Noch ist niemand an der Reihe: tippen Sie zuerst den Namen
record-mistake-no-player-acting = wer macht `{ $verb }`? Noch hat niemand etwas getan: tippen Sie zuerst den Namen
record-mistake-player-needed = zu `{ $verb }` gehört der Name des Spielers: tippen Sie z. B. `Anna { $verb } ...`
record-mistake-unknown-verb = `{ $typed }` ist kein Ereignis{ $meant }: erwartet wird `play`, `draw`, `says`, `claim`, `set`, `announce`, `declare`, `takeback`, `return`, `conduct`, `deal`, `shown` oder `count`, oder ein Stein
record-mistake-not-a-tile = `{ $typed }` ist kein Stein: erwartet werden zwei Zahlen von 0 bis 6, wie `4-5` oder `45`
record-mistake-tile-out-of-range = `{ $typed }` ist kein Stein eines Doppel-Sechs-Spiels: seine Zahlen gehen von 0 bis 6
record-mistake-missing-tile = welcher Stein bei `{ $verb }`? Tippen Sie einen Stein nach `{ $verb }`, wie `{ $verb } 4-5`
record-mistake-not-a-place = `{ $typed }` ist keine Stelle der Auslage{ $meant }: erwartet wird ein Arm (`w`, `e`, `n`, `s`, oder `west`, `east`, `north`, `south`) oder die freie Zahl, 0 bis 6
record-mistake-not-taken = `{ $typed }` ist weder eine Anzahl Steine noch ein Stein: erwartet wird eine Zahl (`{ $verb } 2`) oder Steine mit ihrem Strich (`{ $verb } 5-5 ?-?`)
record-mistake-mixed-taken = `{ $verb }` nimmt eine Anzahl Steine oder die Steine selbst, nicht beides: `{ $verb } 2` oder `{ $verb } 5-5 ?-?`
record-mistake-nothing-taken = wie viele bei `{ $verb }`? Tippen Sie eine Zahl oder Steine nach `{ $verb }`
record-mistake-too-many = { $count } Steine sind mehr, als ein Spiel hat: `{ $verb }` gilt für 1 bis 28 Steine
record-mistake-not-claim-points = erwartet werden die Punkte, die für den Pasch gefordert werden, wie `claim 4`, nicht `{ $typed }`
record-mistake-not-count = erwartet werden die Augen auf den Steinen des Spielers, 0 bis 168, wie `count 11`, nicht `{ $typed }`
record-mistake-unknown-saying = `{ $typed }` ist nichts, was ein Spieler sagt{ $meant }: erwartet wird `pass`, `wait`, `nos` oder `block`
record-mistake-unknown-conduct = `{ $typed }` ist kein Verhalten{ $meant }: erwartet wird `advice`, `covered-tiles` oder `exposed-tiles`
record-mistake-nothing-to-take-back = welchen Stein zurücknehmen? { $player } hat eben keinen Stein gespielt: tippen Sie ihn, wie `x 4-5`
record-mistake-extra = `{ $extra }` nach dem Ereignis: nach `{ $event }` kommt nichts mehr

# Eine Ansage auf einer Zeile (src/record/announce.rs); $key ist der
# Schlüssel einer Option, wie das Protokoll ihn schreibt, $a, $b, $c ihre Werte.
record-announce-no-game = welche Spielart wird angesagt? Erwartet wird der Name oder die Nummer einer Spielart, wie `announce ordinary` oder `announce 4`
record-announce-unknown-game = `{ $game }` ist keine der 17 Spielarten{ $meant }: erwartet wird der Name oder die Nummer einer Spielart, 1 bis 17 (`nos games` listet sie auf)
record-announce-unknown-key = `{ $key }` ist keine Option einer Ansage{ $meant }: erwartet wird `matching`, `then`, `layout`, `ordinary` oder `first`
record-announce-twice = `{ $key }` steht zweimal da: eine Ansage nennt es nur einmal
record-announce-takes-two = `{ $key }` nimmt `{ $a }` oder `{ $b }`: wie `{ $key } { $a }`
record-announce-takes-three = `{ $key }` nimmt `{ $a }`, `{ $b }` oder `{ $c }`: wie `{ $key } { $a }`
record-announce-ordinary = `ordinary` nimmt eine Seite (eine Zahl des Ansatzsteins oder einen Arm) oder ein Paar Arme, wie `ordinary west` oder `ordinary north south`
record-announce-first = `first` nimmt `here SIDE`, `here SIDE there SIDE` oder `side SIDE tiles N`, wie `first side east tiles 2`
record-announce-tiles = `tiles` nimmt, wie viele Steine zuerst gehen, 1 bis 4, wie `tiles 2`

# Warum eine Eingabe oder die Aufnahme nicht angenommen wurde
# (src/record/session.rs, resume.rs, file.rs). $tile: "[4-5]"; $places: die
# freien Enden, jedes wie finding-open-end es sagt, verbunden wie finding-list-or.
record-error-which-place = { $tile } passt an mehr als ein Ende: { $places }; sagen Sie, welches
record-error-deal-after-events = das Geben kommt vor dem ersten Ereignis der Hand: machen Sie bis dahin rückgängig, oder lassen Sie das Geben weg
record-error-deal-twice = die gegebenen Steine von { $player } sind schon eingegeben: machen Sie das rückgängig, um sie neu einzugeben
record-error-count-twice = die Zählung von { $player } ist schon eingegeben: machen Sie sie rückgängig, um sie neu einzugeben
record-error-not-over-yet = die Steine werden erst gezeigt und gezählt, wenn die Hand vorbei ist
record-error-over = die Hand ist vorbei: tippen Sie die gezeigten Steine (`Anna shown 1-2`) oder die Zählungen, dann schließen Sie die Hand ab
record-error-nothing-to-undo = in dieser Hand ist noch nichts eingegeben, das rückgängig gemacht werden könnte
record-error-not-over = die Hand ist noch nicht vorbei: { $why }
record-problem-at = { $problem } (Zeile { $line })
record-unusable-transcript = das Protokoll kann nicht gelesen werden{ $why }
record-unusable-hand-unread = Hand { $hand } kann nicht gelesen werden{ $why }; berichtigen Sie sie und öffnen Sie die Datei erneut
record-unusable-hand-unjudged = Hand { $hand } kann nicht beurteilt werden{ $why }; berichtigen Sie sie und öffnen Sie die Datei erneut
record-unusable-no-hand = das Protokoll hat keine Hand, mit der die Aufnahme weitermachen kann
record-unusable-not-over = Hand { $hand } ist nicht vorbei, hat aber eine Punkteliste, `on_set` oder `tiebreak`: schreiben Sie ihre Ereignisse von Hand zu Ende, oder nehmen Sie diese heraus
record-unusable-indent = den Händen kann so, wie sie geschrieben sind, nichts angefügt werden (Zeile { $line }): schreiben Sie jede Hand als Eintrag `- ` einer Blockliste
record-file-cannot-write = { $path } kann nicht geschrieben werden: { $error }
record-file-cannot-read = { $path } kann nicht gelesen werden: { $error }
record-file-not-text = die Datei ist kein UTF-8-Text
record-file-exists = { $path } gibt es schon: öffnen Sie die Datei, um damit weiterzumachen
record-no-terminal = nos record läuft in einem Terminal: starten Sie es dort
record-terminal-failed = das Terminal hat versagt: { $error }

# Der Bildschirm (src/record/screen/): Titel, Fragen und Meldungen.
record-title = nos record { $file }
record-title-hand = nos record { $file }, Hand { $hand }
record-question-players = Spieler in Sitzreihenfolge, im Uhrzeigersinn (Leerzeichen oder Kommas dazwischen):
record-question-club = Verein (leer: keiner):
record-question-date = Datum (leer: keines):
record-question-chips = Punkte für jeden zu Beginn (leer: die Vorgabe):
record-question-rules = Regelprofil, en oder de-1996 (leer: en):
record-new-session = Ein neuer Abend: beantworten Sie jede Frage, nach jeder Enter.
record-file-new = { $path } ist neu: geben Sie zuerst die Angaben zum Abend.
record-file-opened = { $path } geöffnet: es geht weiter.
record-players-needed = die Spieler werden gebraucht: tippen Sie ihre Namen
record-not-chips = `{ $typed }` ist keine Anzahl Punkte
record-session-written = Abend gespeichert. Tippen Sie die erste Eingabe der Hand.
record-session-again = { $error }: geben Sie die Angaben zum Abend noch einmal
record-taken = aufgenommen: { $line }
record-taken-decide = aufgenommen: { $line }. Der Tisch entscheidet: `x` nimmt den Stein zurück; mit dem nächsten Ereignis bleibt er liegen.
record-undone = rückgängig gemacht: { $entry }
record-not-taken = nicht aufgenommen: { $line }
record-entry-deal = die gegebenen Steine von { $player }
record-entry-shown = die gezeigten Steine von { $player }
record-entry-count = die Zählung von { $player }, { $count }
record-cannot-end = die Hand kann so noch nicht beurteilt werden: sie geht weiter
record-which-end = { $tile } passt an mehr als ein Ende: tippen Sie den Buchstaben des Endes (w, e, n, s) oder die Zahl, an die er kommt.
record-question-which-end = Welches Ende für { $tile }: { $places }? (leer: keines)
record-not-an-end-asked = `{ $typed }` ist keines der gefragten Enden: tippen Sie Buchstaben oder Zahl eines Endes, oder nichts, um den Stein zu lassen
record-end-ambiguous = `{ $typed }` passt zu mehr als einem Ende: tippen Sie den Buchstaben des Endes
record-nothing-to-complete = hier gibt es nichts zu ergänzen
record-no-one-to-play = noch muss niemand einen Stein spielen
record-no-legal-play = kein erlaubter Zug für { $player } bekannt: keiner der Steine, die das Protokoll bei ihm sieht, passt
record-can-play = { $player } kann spielen: { $plays } (Tab für den nächsten)
record-hand-over = Die Hand ist vorbei: zuerst die gezeigten Steine, dann die Punkteliste.
record-question-shown = { $player } zeigt (Steine, `count N`; leer: nicht notiert):
record-question-sheet = Zahl von { $player } auf der Punkteliste (leer: nicht aufgeschrieben):
record-not-a-figure = `{ $typed }` ist keine Zahl
record-hand-ended = Hand { $hand } beendet.
record-hand-chips = Punkte: { $chips }.
record-sheet-differs = Punkteliste weicht ab: { $figures }.
record-sheet-figure = { $player } { $table } (Regeln { $referee })
record-next-on-set = { $player } setzt als Nächster vor.
record-end-again = { $error }; tippen Sie `end`, um die Punkteliste noch einmal zu geben

# Die Felder des Bildschirms (src/record/screen/draw.rs).
record-heading-layout = Auslage
record-no-layout = Noch keine Auslage.
record-heading-table = Tisch (Punkte: zu Beginn, jetzt)
record-column-player = Spieler
record-column-tiles = Steine
record-column-start = Beginn
record-column-now = jetzt
record-turn-nothing-yet = noch nichts getippt
record-turn-before-set = vor dem Vorsetzen
record-turn-announcing = der Eröffner sagt an
record-turn-draws = { $player } zieht
record-turn-over = vorbei ({ $ending ->
        [one-left] nur noch ein Spieler mit Steinen
        [blocked] gesperrt
        [all-passed] alle haben gepasst
       *[redeal] neu gemischt
    })
record-owed-set = Offen: den ersten Stein vorsetzen
record-owed-announcement = Offen: die Spielart ansagen
record-owed-opening = Offen: erst Pasche sofort, dann { $player }
record-owed-draw-after-block = Offen: { $player } zieht nach dem Sperren { $tiles ->
        [one] { $tiles } Stein
       *[other] { $tiles } Steine
    }
record-owed-wait-at-turn = Offen: { $player } wartet, wenn er an der Reihe ist
record-owed-wait-arm-opens = Offen: { $player } wartet, sobald sein Arm frei wird
record-claim-open = Fordern möglich: { $claimant } { $amount } von { $payer }
record-owed-decision = Offen: { $tile } von { $player } zurücknehmen (x) oder liegen lassen
record-boneyard = Talon: { $count }
record-heading-findings = Befunde
record-cannot-go-past = Kommt nicht weiter: { $problem }
record-infraction = Regelverstoß: { $what } ({ $payment })
record-nothing-typed = In dieser Hand ist noch nichts getippt.
record-no-findings = Keine Befunde: der Schiedsrichter kommt nicht bis zu dieser Eingabe.
record-nothing-found = Letzte Eingabe: nichts gefunden. Diese Hand: { $total ->
        [one] { $total } Regelverstoß
       *[other] { $total } Regelverstöße
    }, { $possible } möglich.

# (end of the recorder)
