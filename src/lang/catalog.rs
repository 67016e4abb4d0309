//! The messages: `locales/{en,nl,de}.ftl`, compiled into the binary, each
//! message parsed the first time it is written.
//!
//! A language's file is some 90 KB of Fluent, and a run writes a few dozen
//! of its 1,100 messages: nothing is read or built at start. Where each
//! message stands in its file is worked out when the binary is built
//! (`build.rs`), so finding one is a binary search of numbers; a message is
//! parsed when it is first written, and where it is simple (text, facts, a
//! choice by a word or a plural) it is written straight from its pieces
//! ([`super::pieces`]) rather than through Fluent's resolver. The slots a
//! message is kept in once parsed, and the place each `say!` keeps the
//! message it found, are zeroed memory until used, so the thousands of them
//! cost a run nothing it does not write.
//!
//! A message missing from a translation is written in English, and one
//! missing from English is written as its id; neither panics. The tests keep
//! both from happening: every id a source file names is in English, and
//! every language has the same messages with the same arguments
//! (`tests/locales.rs`).

use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use fluent_bundle::FluentResource;
use fluent_bundle::FluentValue;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast;
use intl_memoizer::concurrent::IntlLangMemoizer;
use intl_pluralrules::{PluralRuleType, PluralRules};
use once_cell::race::OnceBox;
use unic_langid::LanguageIdentifier;

#[cfg(test)]
use super::pieces::Key;
use super::pieces::{EXACT, Piece, fits, fluent_args, pieces_of, write_pieces};
pub use super::pieces::{Fact, Facts, Written};
use super::{Lang, current};

/// Each language's messages, in the order of [`Lang::ALL`].
pub const SOURCES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../../locales/en.ftl")),
    (Lang::Nl, include_str!("../../locales/nl.ftl")),
    (Lang::De, include_str!("../../locales/de.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

/// Where each message of each language stands in its file, in the order of
/// their ids, written by the build script (`build.rs`) as offsets: where the
/// message starts (its id), where its id ends, where its text ends.
mod places {
    include!(concat!(env!("OUT_DIR"), "/places.rs"));
}

/// A language's messages: its file, where each message stands in it, and
/// what each was parsed into once it has been written.
struct Catalogue {
    lang: Lang,
    source: &'static str,
    places: &'static [(u32, u32, u32)],
    parsed: &'static [OnceBox<Parsed>],
    plurals: OnceLock<Option<PluralRules>>,
}

/// A message of a catalogue: its id and its text.
#[derive(Clone, Copy)]
struct Message {
    id: &'static str,
    text: &'static str,
}

/// A message once parsed: its pieces if it is simple enough to have them;
/// the bundle that holds it and the messages it refers to, made only if
/// Fluent is to write it; and, for a message written without facts, the
/// sentence it always makes.
struct Parsed {
    pieces: Option<Vec<Piece>>,
    bundle: OnceLock<Bundle>,
    plain: OnceLock<String>,
}

// A slot is a null pointer until its message is parsed: zeroed memory.
static PARSED_EN: [OnceBox<Parsed>; places::EN_COUNT] =
    [const { OnceBox::new() }; places::EN_COUNT];
static PARSED_NL: [OnceBox<Parsed>; places::NL_COUNT] =
    [const { OnceBox::new() }; places::NL_COUNT];
static PARSED_DE: [OnceBox<Parsed>; places::DE_COUNT] =
    [const { OnceBox::new() }; places::DE_COUNT];

/// The catalogues, in the order of [`Lang::ALL`].
static CATALOGUES: [Catalogue; 3] = [
    Catalogue {
        lang: Lang::En,
        source: SOURCES[0].1,
        places: &places::EN,
        parsed: &PARSED_EN,
        plurals: OnceLock::new(),
    },
    Catalogue {
        lang: Lang::Nl,
        source: SOURCES[1].1,
        places: &places::NL,
        parsed: &PARSED_NL,
        plurals: OnceLock::new(),
    },
    Catalogue {
        lang: Lang::De,
        source: SOURCES[2].1,
        places: &places::DE,
        parsed: &PARSED_DE,
        plurals: OnceLock::new(),
    },
];

/// The messages of `lang`.
fn catalogue(lang: Lang) -> &'static Catalogue {
    &CATALOGUES[lang.index()]
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
                && number.value.abs() < EXACT as f64 =>
        {
            // Exact: a whole number below the bound is held exactly by a float.
            #[allow(clippy::cast_possible_truncation)]
            Some((number.value as i64).to_string())
        }
        _ => None,
    }
}

impl Catalogue {
    /// The language's rules for the plural of a number, which Fluent's own
    /// choices follow, made the first time a message is written.
    fn plurals(&self) -> Option<&PluralRules> {
        self.plurals
            .get_or_init(|| {
                let lang: LanguageIdentifier = self.lang.code().parse().ok()?;
                PluralRules::create(lang, PluralRuleType::CARDINAL).ok()
            })
            .as_ref()
    }

    /// The message at `at` in the order of the ids.
    fn at(&self, at: usize) -> Message {
        let (start, id_end, end) = self.places[at];
        let (start, id_end, end) = (start as usize, id_end as usize, end as usize);
        Message {
            id: &self.source[start..id_end],
            text: &self.source[start..end],
        }
    }

    /// Where message `id` is in the order of the ids, if the file has it.
    fn position(&self, id: &str) -> Option<usize> {
        self.places
            .binary_search_by(|&(start, id_end, _)| {
                self.source[start as usize..id_end as usize].cmp(id)
            })
            .ok()
    }

    /// Message `id`, if the file has it.
    fn message(&self, id: &str) -> Option<Message> {
        self.position(id).map(|at| self.at(at))
    }

    /// What the message at `at` is parsed into, the first time it is asked
    /// for: its pieces, if it has them.
    fn parsed(&self, at: usize) -> &'static Parsed {
        self.parsed[at].get_or_init(|| {
            let message = self.at(at);
            // Parsed in place: the pieces are slices of the text.
            let pieces = match fluent_syntax::parser::parse_runtime(message.text) {
                Ok(alone) => alone.body.iter().find_map(|entry| match entry {
                    ast::Entry::Message(parsed) if parsed.id.name == message.id => {
                        parsed.value.as_ref().and_then(pieces_of)
                    }
                    _ => None,
                }),
                Err(_) => None,
            };
            Box::new(Parsed {
                pieces,
                bundle: OnceLock::new(),
                plain: OnceLock::new(),
            })
        })
    }

    /// The bundle that holds the message at `at` and the messages it refers
    /// to, parsed the first time Fluent is to write it.
    fn bundle(&self, at: usize) -> &'static Bundle {
        self.parsed(at).bundle.get_or_init(|| {
            let mut text = String::new();
            let mut wanted = vec![self.at(at).id];
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

    /// Writes the message at `at` with its facts: straight from its pieces
    /// where it has them and the facts fit, through Fluent otherwise. One
    /// without facts is formatted once and kept.
    fn write<W: fmt::Write + ?Sized>(&self, out: &mut W, at: usize, facts: Facts) -> fmt::Result {
        if facts.is_empty() {
            return out.write_str(self.plain(at));
        }
        if let Some(pieces) = &self.parsed(at).pieces
            && let Some(rules) = self.plurals()
            && fits(pieces, facts, rules)
        {
            return write_pieces(out, pieces, facts, rules);
        }
        self.through_fluent(out, at, facts)
    }

    /// Writes the message at `at` with its facts through Fluent.
    fn through_fluent<W: fmt::Write + ?Sized>(
        &self,
        out: &mut W,
        at: usize,
        facts: Facts,
    ) -> fmt::Result {
        let bundle = self.bundle(at);
        let id = self.at(at).id;
        match bundle.get_message(id).and_then(|m| m.value()) {
            Some(pattern) => {
                let mut errors = Vec::new();
                let args = (!facts.is_empty()).then(|| fluent_args(facts));
                bundle.write_pattern(&mut Adapter(out), pattern, args.as_ref(), &mut errors)
            }
            None => out.write_str(id),
        }
    }

    /// The message at `at` written without facts, formatted the first time.
    fn plain(&self, at: usize) -> &'static str {
        let parsed = self.parsed(at);
        parsed.plain.get_or_init(|| {
            let mut plain = String::new();
            // Writing into a `String` cannot fail.
            let _ = match (&parsed.pieces, self.plurals()) {
                (Some(pieces), Some(rules)) if fits(pieces, &[], rules) => {
                    write_pieces(&mut plain, pieces, &[], rules)
                }
                _ => self.through_fluent(&mut plain, at, &[]),
            };
            plain
        })
    }
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
    facts: Facts,
) -> fmt::Result {
    match found(lang, id) {
        Some((catalogue, at)) => catalogue.write(out, at, facts),
        None => out.write_str(id),
    }
}

/// The message `id` in `lang`, or in English where `lang` lacks it: its
/// catalogue and its place there.
fn found(lang: Lang, id: &str) -> Option<(&'static Catalogue, usize)> {
    [lang, Lang::En].into_iter().find_map(|lang| {
        let catalogue = catalogue(lang);
        catalogue.position(id).map(|at| (catalogue, at))
    })
}

/// Where a message is named in the source, as [`say!`](crate::say) and
/// [`words!`](crate::words) name it: the message is looked up the first time
/// it is written from there, and found at once from then on.
///
/// A site is one number, nought until it is used (the macros hand it the id
/// at each call): the thousand of them are a few kilobytes of zeroed memory,
/// each page touched only if a run writes from it. The number says which
/// language the message was looked up for (the top byte: its place in
/// [`Lang::ALL`], plus one), in which catalogue it was found (the next byte,
/// the same way, English where the language lacks it; none if no language
/// has it) and where it stands there (the low half). A thread writing in
/// another language ([`super::within`]) looks it up again.
pub struct Site {
    found: AtomicU32,
}

/// A site's catalogue byte for a message no language has.
const NOWHERE: u32 = 0xFF;

impl Site {
    /// A site not yet used.
    #[must_use]
    pub const fn new() -> Site {
        Site {
            found: AtomicU32::new(0),
        }
    }

    /// The message `id` in the language chosen now, or in English where
    /// that language lacks it: its catalogue and its place there.
    fn found(&self, id: &str) -> Option<(&'static Catalogue, usize)> {
        let lang = current();
        // At most 3 languages: the index plus one fits a byte.
        #[allow(clippy::cast_possible_truncation)]
        let asked = lang.index() as u32 + 1;
        let mut number = self.found.load(Ordering::Relaxed);
        if number >> 24 != asked {
            let (catalogue, at) = found(lang, id)
                .and_then(|(catalogue, at)| {
                    let at = u16::try_from(at).ok()?;
                    #[allow(clippy::cast_possible_truncation)]
                    Some((catalogue.lang.index() as u32 + 1, u32::from(at)))
                })
                .unwrap_or((NOWHERE, 0));
            number = (asked << 24) | (catalogue << 16) | at;
            // Threads that look it up at once for one language store the
            // same number; for another, each keeps its own answer.
            self.found.store(number, Ordering::Relaxed);
        }
        let catalogue = (number >> 16) & 0xFF;
        if catalogue == NOWHERE {
            return None;
        }
        let catalogue = CATALOGUES.get((catalogue as usize).checked_sub(1)?)?;
        Some((catalogue, (number & 0xFFFF) as usize))
    }

    /// Writes the message `id` in the language chosen now, with its facts
    /// (see [`write_in`]).
    ///
    /// # Errors
    /// Only those of `out`.
    pub fn write<W: fmt::Write + ?Sized>(
        &self,
        id: &str,
        out: &mut W,
        facts: Facts,
    ) -> fmt::Result {
        match self.found(id) {
            Some((catalogue, at)) => catalogue.write(out, at, facts),
            None => out.write_str(id),
        }
    }

    /// The message `id` in the language chosen now, with its facts.
    #[must_use]
    pub fn text(&self, id: &str, facts: Facts) -> String {
        let mut out = String::new();
        // Writing into a `String` cannot fail.
        let _ = self.write(id, &mut out, facts);
        out
    }

    /// The message `id`, which has no facts, in the language chosen now:
    /// formatted once and kept for the rest of the run.
    #[must_use]
    pub fn word(&self, id: &'static str) -> &'static str {
        match self.found(id) {
            Some((catalogue, at)) => catalogue.plain(at),
            None => id,
        }
    }
}

impl Default for Site {
    fn default() -> Site {
        Site::new()
    }
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
    ($out:expr, $id:literal $(,)?) => {{
        static SITE: $crate::lang::catalog::Site = $crate::lang::catalog::Site::new();
        SITE.write($id, $out, &[])
    }};
    ($out:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        static SITE: $crate::lang::catalog::Site = $crate::lang::catalog::Site::new();
        SITE.write(
            $id,
            $out,
            &[$((stringify!($key), $crate::lang::catalog::Fact::from($value))),+],
        )
    }};
}

/// A message as a `String`, with its facts named as the message names them:
/// `words!("hands-judged", count = 9)`.
#[macro_export]
macro_rules! words {
    ($id:literal $(,)?) => {
        $crate::word!($id).to_owned()
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        static SITE: $crate::lang::catalog::Site = $crate::lang::catalog::Site::new();
        SITE.text(
            $id,
            &[$((stringify!($key), $crate::lang::catalog::Fact::from($value))),+],
        )
    }};
}

/// A message without facts, formatted once in the language chosen now and
/// kept for the run: `word!("report-pays")`.
#[macro_export]
macro_rules! word {
    ($id:literal $(,)?) => {{
        static SITE: $crate::lang::catalog::Site = $crate::lang::catalog::Site::new();
        SITE.word($id)
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
            let in_file = resource
                .entries()
                .filter(|entry| matches!(entry, ast::Entry::Message(_)))
                .count();
            let mut whole = Bundle::new_concurrent(vec![lang.code().parse().unwrap()]);
            whole.set_use_isolating(false);
            whole.add_resource(resource).expect("no id twice");
            let catalogue = catalogue(lang);
            assert!(in_file > 500, "{lang}: {in_file} messages");
            assert_eq!(
                catalogue.places.len(),
                in_file,
                "{lang}: every message placed"
            );
            for at in 0..catalogue.places.len() {
                let message = catalogue.at(at);
                let id = message.id;
                assert_eq!(
                    catalogue.position(id),
                    Some(at),
                    "{lang} {id} is found by its id"
                );
                let said = |bundle: &Bundle| {
                    let pattern = bundle
                        .get_message(id)
                        .and_then(|m| m.value())
                        .unwrap_or_else(|| panic!("{lang} {id}"));
                    // The variables stand as themselves, a number selects
                    // its plural the same way in both.
                    let args = fluent_args(&[("count", Fact::from(2))]);
                    let mut errors = Vec::new();
                    bundle
                        .format_pattern(pattern, Some(&args), &mut errors)
                        .into_owned()
                };
                let alone = catalogue.bundle(at);
                assert_eq!(said(alone), said(&whole), "{lang} {id}");
            }
        }
    }

    /// Each fact the pieces name once, with the facts a choice by it is
    /// tried with (none for a fact only written).
    fn facts_in(pieces: &[Piece], facts: &mut Vec<(String, Vec<Fact<'static>>)>) {
        for piece in pieces {
            match piece {
                Piece::Text(_) => {}
                Piece::Fact(fact) => {
                    if !facts.iter().any(|(named, _)| named == fact) {
                        facts.push(((*fact).to_owned(), Vec::new()));
                    }
                }
                Piece::Choice { fact, variants, .. } => {
                    // Each variant's key, a word none has, and numbers
                    // that are one and other in the plural rules.
                    let mut tried: Vec<Fact> = variants
                        .iter()
                        .map(|(key, _)| match key {
                            Key::Word(word) => Fact::from(*word),
                            Key::Whole(number) => Fact::from(*number),
                        })
                        .collect();
                    tried.push(Fact::from("no-such-variant"));
                    tried.extend([0, 1, -1, 2, 5, 12_345].map(Fact::from));
                    facts.retain(|(named, _)| named != fact);
                    facts.push(((*fact).to_owned(), tried));
                    for (_, pieces) in variants {
                        facts_in(pieces, facts);
                    }
                }
            }
        }
    }

    #[test]
    fn a_message_written_from_its_pieces_says_what_fluent_says() {
        for (lang, _) in SOURCES {
            let catalogue = catalogue(lang);
            let rules = catalogue.plurals().expect("the language has plural rules");
            let (mut plain, mut from_pieces, mut choices) = (0, 0, 0);
            for at in 0..catalogue.places.len() {
                let message = catalogue.at(at);
                let bundle = catalogue.bundle(at);
                let Some(pattern) = bundle.get_message(message.id).and_then(|m| m.value()) else {
                    continue;
                };
                let Some(pieces) = &catalogue.parsed(at).pieces else {
                    continue;
                };
                let mut named = Vec::new();
                facts_in(pieces, &mut named);
                if named.is_empty() {
                    // Text alone, which its pieces write as Fluent does.
                    let mut written = String::new();
                    write_pieces(&mut written, pieces, &[], rules).unwrap();
                    let mut errors = Vec::new();
                    let fluent = bundle.format_pattern(pattern, None, &mut errors);
                    assert_eq!(written, fluent, "{lang} {}", message.id);
                    assert_eq!(catalogue.plain(at), fluent, "{lang} {}", message.id);
                    plain += 1;
                    continue;
                }
                from_pieces += 1;
                choices += usize::from(named.iter().any(|(_, tried)| !tried.is_empty()));
                // Every fact written a word, then whole numbers (one, none,
                // below nought, many); each choice made by each fact it is
                // tried with in turn.
                let rounds = named
                    .iter()
                    .map(|(_, tried)| tried.len())
                    .max()
                    .unwrap_or(0)
                    .max(1);
                let written = [None, Some(1), Some(0), Some(-1), Some(-40), Some(12_345)];
                for round in 0..rounds {
                    for number in written {
                        let facts: Vec<(&str, Fact)> = named
                            .iter()
                            .map(|(name, tried)| {
                                let fact = match (tried.is_empty(), number) {
                                    (false, _) => tried[round % tried.len()].clone(),
                                    (true, None) => Fact::from(format!("<{name}>")),
                                    (true, Some(n)) => Fact::from(n),
                                };
                                (name.as_str(), fact)
                            })
                            .collect();
                        assert!(fits(pieces, &facts, rules), "{lang} {}", message.id);
                        let mut fast = String::new();
                        write_pieces(&mut fast, pieces, &facts, rules).unwrap();
                        let mut errors = Vec::new();
                        let args = fluent_args(&facts);
                        let slow = bundle.format_pattern(pattern, Some(&args), &mut errors);
                        assert!(errors.is_empty(), "{lang} {}: {errors:?}", message.id);
                        assert_eq!(fast, slow, "{lang} {} with {facts:?}", message.id);
                    }
                }
            }
            assert!(
                plain > 300 && from_pieces > 300 && choices > 50,
                "{lang}: {plain} messages of text alone, {from_pieces} with facts, \
                 {choices} with a choice"
            );
        }
    }

    #[test]
    fn facts_that_do_not_fit_the_pieces_are_left_to_fluent() {
        let said = |facts: Facts| {
            let mut out = String::new();
            write_in(&mut out, Lang::En, "report-next-on-set", facts).unwrap();
            out
        };
        assert_eq!(said(&[("player", Fact::from("Anna"))]), "next on set: Anna");
        assert_eq!(said(&[("player", Fact::from(2.5))]), "next on set: 2.5");
        assert_eq!(
            said(&[("player", Fact::from(u64::MAX))]),
            "next on set: 18446744073709552000"
        );
        assert_eq!(said(&[]), "next on set: {$player}");
    }

    #[test]
    fn a_message_no_language_has_is_written_as_its_id() {
        let mut out = String::new();
        write_in(&mut out, Lang::Nl, "no-such-message", &[]).unwrap();
        assert_eq!(out, "no-such-message");
    }
}
