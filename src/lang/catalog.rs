//! The messages: `locales/{en,nl,de}.ftl`, compiled into the binary, each
//! message parsed the first time it is written.
//!
//! A language's file is some 90 KB of Fluent, and parsing it whole would
//! cost every run of the binary more than a millisecond, where a report
//! uses a few dozen of its messages. So the file is only cut into its
//! messages when the language is first used (a scan of its lines), and a
//! message is parsed, with the messages it refers to, when it is first
//! written.
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
use intl_memoizer::concurrent::IntlLangMemoizer;
use rustc_hash::FxHashMap;

use super::{Lang, current};

/// Each language's messages, in the order of [`Lang::ALL`].
pub const SOURCES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../../locales/en.ftl")),
    (Lang::Nl, include_str!("../../locales/nl.ftl")),
    (Lang::De, include_str!("../../locales/de.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

/// A language's messages by id: each one's text in the file, and once it
/// has been parsed its bundle and, for a message written without facts, the
/// sentence it always makes.
struct Catalogue {
    lang: Lang,
    messages: FxHashMap<&'static str, Message>,
}

struct Message {
    id: &'static str,
    text: &'static str,
    bundle: OnceLock<Bundle>,
    plain: OnceLock<String>,
}

static CATALOGUES: [OnceLock<Catalogue>; 3] = [const { OnceLock::new() }; 3];

/// The messages of `lang`, cut apart once.
fn catalogue(lang: Lang) -> &'static Catalogue {
    let index = SOURCES.iter().position(|(l, _)| *l == lang).unwrap_or(0);
    CATALOGUES[index].get_or_init(|| {
        let messages = messages_in(SOURCES[index].1)
            .into_iter()
            .map(|(id, text)| {
                let message = Message {
                    id,
                    text,
                    bundle: OnceLock::new(),
                    plain: OnceLock::new(),
                };
                (id, message)
            })
            .collect();
        Catalogue { lang, messages }
    })
}

/// Each message of a Fluent file by its id, with its text: from the line
/// that starts with its id up to the next line that starts a message, a
/// term or a comment at the margin, its other lines (a select's variants and
/// closing brace, a long pattern) and blank lines included.
fn messages_in(source: &'static str) -> Vec<(&'static str, &'static str)> {
    let mut texts = Vec::with_capacity(1024);
    let mut current: Option<(&'static str, usize)> = None;
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        // A select's closing brace may stand at the margin too: only an
        // id, a term or a comment there begins something new.
        let at_margin = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#');
        if at_margin {
            if let Some((id, start)) = current.take() {
                texts.push((id, &source[start..offset]));
            }
            if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                let id = line.split('=').next().unwrap_or_default().trim();
                current = Some((id, offset));
            }
        }
        offset += line.len();
    }
    if let Some((id, start)) = current {
        texts.push((id, &source[start..]));
    }
    texts
}

/// The messages a message's text refers to by id (`{ show-arm }`).
fn references(text: &str) -> impl Iterator<Item = &str> {
    text.split('{').skip(1).filter_map(|after| {
        let name = after.trim_start();
        let end = name
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(name.len());
        let id = &name[..end];
        id.starts_with(|c: char| c.is_ascii_alphabetic())
            .then_some(id)
    })
}

/// A whole number as the facts give them (chips, lines, tiles), written as
/// an integer is, without Fluent's way through a float's text; any other
/// value is left to Fluent.
fn whole_number(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(number)
            if number.options.minimum_fraction_digits.is_none()
                && number.value.fract() == 0.0
                && number.value.abs() < 1e15 =>
        {
            // Exact: a whole number below 10^15 is held exactly by a float.
            #[allow(clippy::cast_possible_truncation)]
            Some((number.value as i64).to_string())
        }
        _ => None,
    }
}

impl Catalogue {
    /// Message `id`, if the file has it.
    fn message(&self, id: &str) -> Option<&Message> {
        self.messages.get(id)
    }

    /// The bundle that holds `message` and those it refers to, parsed the
    /// first time it is asked for.
    fn bundle_of<'a>(&self, message: &'a Message) -> &'a Bundle {
        message.bundle.get_or_init(|| {
            let mut text = String::new();
            let mut wanted = vec![message.id];
            let mut taken: Vec<&str> = Vec::new();
            while let Some(next) = wanted.pop() {
                if taken.contains(&next) {
                    continue;
                }
                let Some(found) = self.message(next) else {
                    continue;
                };
                taken.push(next);
                text.push_str(found.text);
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                wanted.extend(references(found.text));
            }
            // A message Fluent cannot parse is left out (and the tests
            // fail); it is then written as its id.
            let resource =
                FluentResource::try_new(text).unwrap_or_else(|(resource, _errors)| resource);
            let mut bundle =
                Bundle::new_concurrent(vec![self.lang.code().parse().unwrap_or_default()]);
            // The sentences are read in a terminal or a file, left to right:
            // no bidirectional isolation marks around the facts.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(whole_number));
            let _ = bundle.add_resource(resource);
            bundle
        })
    }

    /// Writes `message` with its facts; one without facts is formatted once
    /// and kept.
    fn write<W: fmt::Write + ?Sized>(
        &self,
        out: &mut W,
        message: &Message,
        args: Option<&FluentArgs>,
    ) -> fmt::Result {
        let format = |out: &mut dyn fmt::Write| {
            let bundle = self.bundle_of(message);
            match bundle.get_message(message.id).and_then(|m| m.value()) {
                Some(pattern) => {
                    let mut errors = Vec::new();
                    bundle.write_pattern(&mut Adapter(out), pattern, args, &mut errors)
                }
                None => out.write_str(message.id),
            }
        };
        if args.is_some() {
            return format(&mut Adapter(out));
        }
        let plain = message.plain.get_or_init(|| {
            let mut plain = String::new();
            // Writing into a `String` cannot fail.
            let _ = format(&mut plain);
            plain
        });
        out.write_str(plain)
    }
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
        let catalogue = catalogue(lang);
        if let Some(message) = catalogue.message(id) {
            return catalogue.write(out, message, args);
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
    fn every_message_parsed_alone_says_what_the_whole_file_says() {
        for (lang, source) in SOURCES {
            let resource = FluentResource::try_new(source.to_owned())
                .unwrap_or_else(|(_, errors)| panic!("{lang}: {errors:?}"));
            let mut whole = Bundle::new_concurrent(vec![lang.code().parse().unwrap()]);
            whole.set_use_isolating(false);
            whole.add_resource(resource).expect("no id twice");
            let catalogue = catalogue(lang);
            assert!(
                catalogue.messages.len() > 500,
                "{lang}: {} messages",
                catalogue.messages.len()
            );
            let mut messages: Vec<&Message> = catalogue.messages.values().collect();
            messages.sort_by_key(|message| message.id);
            for message in messages {
                let id = message.id;
                let said = |bundle: &Bundle| {
                    let pattern = bundle
                        .get_message(id)
                        .and_then(|m| m.value())
                        .unwrap_or_else(|| panic!("{lang} {id}"));
                    // The variables stand as themselves, a number selects
                    // its plural the same way in both.
                    let mut args = FluentArgs::new();
                    args.set("count", 2);
                    let mut errors = Vec::new();
                    bundle
                        .format_pattern(pattern, Some(&args), &mut errors)
                        .into_owned()
                };
                let alone = catalogue.bundle_of(message);
                assert_eq!(said(alone), said(&whole), "{lang} {id}");
            }
        }
    }

    #[test]
    fn a_message_no_language_has_is_written_as_its_id() {
        let mut out = String::new();
        write_in(&mut out, Lang::Nl, "no-such-message", None).unwrap();
        assert_eq!(out, "no-such-message");
    }
}
