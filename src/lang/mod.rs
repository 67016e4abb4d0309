//! The language the referee speaks: English, Dutch or German.
//!
//! Every sentence a person reads is a message in `locales/{en,nl,de}.ftl`,
//! written in Fluent and compiled into the binary ([`catalog`]). The replay
//! and the reports hand a message's id and its facts (players, tiles,
//! amounts) to [`say!`](crate::say) or [`words!`](crate::words), which word
//! them in the language chosen here.
//!
//! The language is chosen once for the process ([`choose`], from `--lang` or
//! the locale), because the sentences are written deep inside `Display`
//! impls that take no argument. A test that words something in another
//! language sets it for its own thread only ([`within`]).

pub mod catalog;
mod pieces;

use std::cell::Cell;
use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the referee speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the language of the rules' primary source.
    En,
    /// Dutch, the game's own.
    Nl,
    /// German, the language of the 1996 rules text.
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Nl, Lang::De];

    /// The language's place in [`Lang::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language's code, as `--lang` takes it and a page's `lang`
    /// attribute writes it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::De => "de",
        }
    }

    /// The language a code names (`nl`, `NL`), if the referee speaks it.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(code))
    }

    /// The language a locale names, as POSIX writes it: `nl_NL.UTF-8`,
    /// `de_AT`, `nl`. `C`, `POSIX` and a language the referee does not speak
    /// are `None`.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        Lang::from_code(language)
    }

    /// The language the environment asks for: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides, as the C
    /// library decides a program's messages; English where it names a
    /// language the referee does not speak, or where none is set.
    #[must_use]
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or(Lang::En)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The language chosen for the process, as its index in [`Lang::ALL`].
static CHOSEN: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language set for one thread by [`within`], over the process's.
    static WITHIN: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Chooses the language for the whole process (every thread, including a
/// pool's).
pub fn choose(lang: Lang) {
    CHOSEN.store(u8::try_from(lang.index()).unwrap_or(0), Ordering::Relaxed);
}

/// The language sentences are written in now.
#[must_use]
pub fn current() -> Lang {
    WITHIN.with(Cell::get).unwrap_or_else(|| {
        Lang::ALL
            .get(usize::from(CHOSEN.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or(Lang::En)
    })
}

/// Runs `f` with sentences written in `lang` on this thread, then returns to
/// the language before.
pub fn within<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            WITHIN.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(WITHIN.with(|cell| cell.replace(Some(lang))));
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_s_index_is_its_place_among_all() {
        for (place, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(lang.index(), place, "{lang}");
        }
    }

    #[test]
    fn a_locale_names_its_language_by_its_first_part() {
        let cases = [
            ("nl_NL.UTF-8", Some(Lang::Nl)),
            ("nl_BE", Some(Lang::Nl)),
            ("de_AT.UTF-8@euro", Some(Lang::De)),
            ("de", Some(Lang::De)),
            ("en_GB.UTF-8", Some(Lang::En)),
            ("C", None),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("fr_FR.UTF-8", None),
            ("", None),
        ];
        for (locale, lang) in cases {
            assert_eq!(Lang::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn the_environment_is_read_as_the_c_library_reads_it() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        let cases: [(&[(&str, &str)], Lang); 6] = [
            (&[], Lang::En),
            (&[("LANG", "nl_NL.UTF-8")], Lang::Nl),
            (
                &[("LANG", "nl_NL.UTF-8"), ("LC_MESSAGES", "de_DE")],
                Lang::De,
            ),
            (&[("LANG", "de_DE"), ("LC_ALL", "nl_NL")], Lang::Nl),
            // An empty variable is passed over, as if unset.
            (&[("LC_ALL", ""), ("LANG", "de_DE")], Lang::De),
            // A language not spoken falls back to English, not to the next.
            (&[("LC_ALL", "fr_FR"), ("LANG", "nl_NL")], Lang::En),
        ];
        for (pairs, lang) in cases {
            assert_eq!(Lang::from_env(env(pairs)), lang, "{pairs:?}");
        }
    }

    #[test]
    fn a_thread_speaks_its_own_language_within_and_the_chosen_one_after() {
        assert_eq!(current(), Lang::En);
        within(Lang::De, || {
            assert_eq!(current(), Lang::De);
            within(Lang::Nl, || assert_eq!(current(), Lang::Nl));
            assert_eq!(current(), Lang::De);
        });
        assert_eq!(current(), Lang::En);
    }
}
