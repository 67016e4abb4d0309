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

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
