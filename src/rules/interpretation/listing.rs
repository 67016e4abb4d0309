//! `nos rules`: the table of switches written out for a reader, with each
//! profile's choice, and the points settled without a switch.

use std::fmt::{self, Write as _};

use super::*;

/// `nos rules`: every switch, its choices, the profiles' values and why it is open.
#[must_use]
pub fn listing() -> String {
    let en = Interpretation::of(Profile::En);
    let de = Interpretation::of(Profile::De1996);
    let mut out = String::new();
    // Writing into a `String` cannot fail.
    let _ = write_listing(&mut out, &en, &de);
    out
}

fn write_listing(out: &mut String, en: &Interpretation, de: &Interpretation) -> fmt::Result {
    for info in SWITCHES {
        if info.id == info.name {
            out.push_str(info.id);
        } else {
            write!(out, "{} ({})", info.id, info.name)?;
        }
        writeln!(out, "\n  {}", info.question())?;
        for choice in info.choices {
            writeln!(out, "  - {choice}: {}", info.meaning(choice))?;
        }
        out.push_str("  ");
        crate::say!(
            out,
            "rules-listing-profiles",
            en = en.choice(info.switch),
            de = de.choice(info.switch)
        )?;
        out.push_str("\n  ");
        crate::say!(out, "rules-listing-why-open", reason = info.reason())?;
        out.push_str("\n\n");
    }
    crate::say!(out, "rules-listing-settled")?;
    out.push('\n');
    for settled in SETTLED {
        writeln!(out, "  - {}: {}", settled.point(), settled.reading())?;
    }
    out.push('\n');
    crate::say!(out, "rules-listing-choose-profile")?;
    out.push('\n');
    crate::say!(out, "rules-listing-choose-override")?;
    out.push('\n');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_names_every_switch() {
        let listing = listing();
        for info in SWITCHES {
            assert!(listing.contains(&info.question()), "{}", info.id);
            for choice in info.choices {
                let meaning = info.meaning(choice);
                assert!(!meaning.is_empty(), "{}={choice}", info.id);
                assert!(listing.contains(&meaning), "{}={choice}", info.id);
            }
        }
        for settled in SETTLED {
            assert!(
                listing.contains(&settled.point()) && listing.contains(&settled.reading()),
                "{settled:?}"
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
