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

# (end of problems)

## Reports: the text report and ledger, show, audit and compare
## (src/report/text.rs, show.rs, audit/, compare/, terminal.rs).

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
