//! `nos rules`: the table of switches written out for a reader, with each
//! profile's choice, and the points settled without a switch.

use super::*;

/// `nos rules`: every switch, its choices, the profiles' values and why it is open.
#[must_use]
pub fn listing() -> String {
    let en = Interpretation::of(Profile::En);
    let de = Interpretation::of(Profile::De1996);
    let mut out = String::new();
    for info in SWITCHES {
        let title = if info.id == info.name {
            info.id.to_owned()
        } else {
            format!("{} ({})", info.id, info.name)
        };
        out.push_str(&format!("{title}\n  {}\n", info.question));
        for (choice, meaning) in info.choices {
            out.push_str(&format!("  - {choice}: {meaning}\n"));
        }
        out.push_str(&format!(
            "  en: {}   de-1996: {}\n  why open: {}\n\n",
            en.choice(info.switch),
            de.choice(info.switch),
            info.reason
        ));
    }
    out.push_str("Settled without a switch, where the sources are silent:\n");
    for (point, reading) in SETTLED {
        out.push_str(&format!("  - {point}: {reading}\n"));
    }
    out.push('\n');
    out.push_str(
        "Choose a profile with --rules en|de-1996 (or `rules:` in the transcript's session),\n",
    );
    out.push_str("override single points with --rule ID=CHOICE, or keep a club's readings in a --rules-file.\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_names_every_switch() {
        let listing = listing();
        for info in SWITCHES {
            assert!(listing.contains(info.question), "{}", info.id);
        }
        for (point, reading) in SETTLED {
            assert!(
                listing.contains(point) && listing.contains(reading),
                "{point}"
            );
        }
    }

    #[test]
    fn the_listing_says_how_each_d1_choice_values_a_drawn_double_blank() {
        let listing = listing();
        let d1 = &listing[..listing.find("\nD2").expect("D2 follows D1")];
        assert!(d1.contains("a drawn [0-0] counting 0"), "{d1}");
        assert!(d1.contains("[0-0] counting 14"), "{d1}");
        assert!(listing.contains("equal draws tie and those tied draw again"));
    }

    #[test]
    fn the_listing_names_the_deferred_wait_with_each_profiles_choice() {
        let listing = listing();
        let entry = &listing[listing.find("deferred-wait\n").expect("listed")..];
        let entry = &entry[..entry.find("\n\n").expect("an entry ends")];
        assert!(
            entry.contains("en: first-open-turn   de-1996: next-turn"),
            "{entry}"
        );
        assert!(
            entry.contains("why open: the English text's game 11b"),
            "{entry}"
        );
    }
}
