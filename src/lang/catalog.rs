//! The messages: `locales/{en,nl,de}.ftl`, compiled into the binary and
//! parsed the first time a sentence in their language is written.
//!
//! A message missing from a translation is written in English, and one
//! missing from English is written as its id; neither panics. The tests keep
//! both from happening: every id a source file names is in English, and
//! every language has the same messages with the same arguments
//! (`tests/locales.rs`).

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::{FluentArgs, FluentValue};

use super::{Lang, current};

/// Each language's messages, in the order of [`Lang::ALL`].
pub const SOURCES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../../locales/en.ftl")),
    (Lang::Nl, include_str!("../../locales/nl.ftl")),
    (Lang::De, include_str!("../../locales/de.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: [OnceLock<Bundle>; 3] = [const { OnceLock::new() }; 3];

/// The messages of `lang`, parsed once.
fn bundle(lang: Lang) -> &'static Bundle {
    let index = SOURCES.iter().position(|(l, _)| *l == lang).unwrap_or(0);
    BUNDLES[index].get_or_init(|| {
        // A message Fluent cannot parse is left out (and the tests fail);
        // the rest are kept.
        let resource = FluentResource::try_new(SOURCES[index].1.to_owned())
            .unwrap_or_else(|(resource, _errors)| resource);
        let mut bundle = Bundle::new_concurrent(vec![lang.code().parse().unwrap_or_default()]);
        // The sentences are read in a terminal or a file, left to right:
        // no bidirectional isolation marks around the facts.
        bundle.set_use_isolating(false);
        // A second message of one id is ignored, and reported by the tests.
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// Writes the message `id` in the language chosen now, with its facts.
///
/// # Errors
/// Only those of `out`.
pub fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    id: &str,
    args: Option<&FluentArgs>,
) -> fmt::Result {
    write_in(out, current(), id, args)
}

/// Writes the message `id` in `lang`, or in English where `lang` lacks it,
/// or its id where English lacks it too.
///
/// # Errors
/// Only those of `out`.
pub fn write_in<W: fmt::Write + ?Sized>(
    out: &mut W,
    lang: Lang,
    id: &str,
    args: Option<&FluentArgs>,
) -> fmt::Result {
    for lang in [lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            return bundle.write_pattern(&mut Adapter(out), pattern, args, &mut errors);
        }
    }
    out.write_str(id)
}

/// The message `id` in the language chosen now, with its facts.
#[must_use]
pub fn text(id: &str, args: Option<&FluentArgs>) -> String {
    let mut out = String::new();
    // Writing into a `String` cannot fail.
    let _ = write(&mut out, id, args);
    out
}

/// Lets `write_pattern`, which takes a sized writer, write into any.
struct Adapter<'a, W: fmt::Write + ?Sized>(&'a mut W);

impl<W: fmt::Write + ?Sized> fmt::Write for Adapter<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

/// Writes a message into a formatter or any [`fmt::Write`], with its facts
/// named as the message names them:
/// `say!(f, "pays", payer = name, amount = 40)`.
#[macro_export]
macro_rules! say {
    ($out:expr, $id:literal $(,)?) => {
        $crate::lang::catalog::write($out, $id, None)
    };
    ($out:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::catalog::FluentArgs::new();
        $( args.set(stringify!($key), $value); )+
        $crate::lang::catalog::write($out, $id, Some(&args))
    }};
}

/// A message as a `String`, with its facts named as the message names them:
/// `words!("hands-judged", count = 9)`.
#[macro_export]
macro_rules! words {
    ($id:literal $(,)?) => {
        $crate::lang::catalog::text($id, None)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::catalog::FluentArgs::new();
        $( args.set(stringify!($key), $value); )+
        $crate::lang::catalog::text($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use super::super::within;
    use super::*;

    #[test]
    fn a_message_is_written_in_the_language_chosen_for_the_thread() {
        let said = |lang| within(lang, || words!("language-name"));
        assert_eq!(said(Lang::En), "English");
        assert_eq!(said(Lang::Nl), "Nederlands");
        assert_eq!(said(Lang::De), "Deutsch");
    }

    #[test]
    fn plurals_come_from_the_language_s_rules() {
        let tiles = |lang, count: u32| within(lang, || words!("tiles-count", count = count));
        assert_eq!(tiles(Lang::En, 1), "1 tile");
        assert_eq!(tiles(Lang::En, 3), "3 tiles");
        assert_eq!(tiles(Lang::Nl, 1), "1 steen");
        assert_eq!(tiles(Lang::Nl, 0), "0 stenen");
        assert_eq!(tiles(Lang::De, 1), "1 Stein");
        assert_eq!(tiles(Lang::De, 2), "2 Steine");
    }

    #[test]
    fn a_message_no_language_has_is_written_as_its_id() {
        let mut out = String::new();
        write_in(&mut out, Lang::Nl, "no-such-message", None).unwrap();
        assert_eq!(out, "no-such-message");
    }
}
