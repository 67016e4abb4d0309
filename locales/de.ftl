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
