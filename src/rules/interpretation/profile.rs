//! The profiles: a named reading of every doubtful point at once, `en` (the
//! English rules, the default) and `de-1996` (the German text's proposals).

use std::fmt;

use super::*;

/// A named set of readings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Profile {
    /// The English rules, the primary source.
    En,
    /// The German 1996 text's proposals.
    De1996,
}

impl Profile {
    /// Every profile.
    pub const ALL: [Profile; 2] = [Profile::En, Profile::De1996];

    /// The profile's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Profile::En => "en",
            Profile::De1996 => "de-1996",
        }
    }

    /// Reads a profile's name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Profile> {
        Profile::ALL.into_iter().find(|p| p.name() == name)
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Interpretation {
    /// The readings of a profile.
    #[must_use]
    pub fn of(profile: Profile) -> Interpretation {
        let mut reading = Interpretation {
            profile,
            choices: [0; SWITCHES.len()],
            overrides: Vec::new(),
        };
        match profile {
            Profile::En => {}
            Profile::De1996 => {
                reading.put(TieForSet::HighestTile);
                reading.put(DoubleAfterPass::Paid);
                reading.put(DoublesAtOncePriority::DoublesFirst);
                reading.put(DeferredWait::NextTurn);
            }
        }
        reading
    }
}

impl Default for Interpretation {
    fn default() -> Self {
        Interpretation::of(Profile::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_differ_where_the_table_says() {
        let en = Interpretation::of(Profile::En);
        let de = Interpretation::of(Profile::De1996);
        let differ: Vec<&str> = SWITCHES
            .iter()
            .filter(|s| en.choice(s.switch) != de.choice(s.switch))
            .map(|s| s.id)
            .collect();
        assert_eq!(differ, ["D1", "D3", "D5", "deferred-wait"]);
        assert_eq!(en.get::<DeferredWait>(), DeferredWait::FirstOpenTurn);
        assert_eq!(de.get::<DeferredWait>(), DeferredWait::NextTurn);
        assert_eq!(en.choice(Switch::D2), "unpaid");
        assert_eq!(de.choice(Switch::D2), "unpaid");
        assert_eq!(en.choice(Switch::D7), "80-instead");
        assert_eq!(de.get::<TieForSet>(), TieForSet::HighestTile);
        assert_eq!(de.get::<DoubleAfterPass>(), DoubleAfterPass::Paid);
        assert_eq!(
            de.get::<DoublesAtOncePriority>(),
            DoublesAtOncePriority::DoublesFirst
        );
        assert_eq!(en.get::<TieForSet>(), TieForSet::DrawTiles);
    }
}
