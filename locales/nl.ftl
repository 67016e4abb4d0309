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
