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

# (end of reports)

## The page, the rules and the games (src/report/page/, nos rules,
## nos games, the rule each infraction breaks).

# (end of page, rules and games)

## The recorder (src/record/).

# (end of the recorder)
