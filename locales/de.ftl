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
report-payment = { $payer } zahlt { $payee } { $amount }  { $reason } ({ $line ->
        [0] Ende
       *[other] Zeile { $line }
    })
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

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
