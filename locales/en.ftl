# The referee's sentences in English.
#
# Every language has the same messages with the same arguments
# (tests/locales.rs checks it). A message's arguments are its facts:
# players' names, tiles, amounts. Plurals are chosen by the language's
# plural rules: { $count -> [one] ... *[other] ... }.

## The language itself

language-name = English

## Counts

tiles-count = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
