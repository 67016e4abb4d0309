//! A message written without Fluent's resolver, where it is simple enough.
//!
//! Most messages are text and facts (`next on set: { $player }`), some with a
//! choice by a word (`{ $ending -> [blocked] … }`) or a plural
//! (`{ $count -> [one] tile *[other] tiles }`). Such a message is cut into
//! [`Piece`]s once, when it is parsed, and written straight from them with
//! the facts the source hands over ([`Fact`]): no arguments map, no string
//! made for a number, nothing allocated. A long session writes three such
//! lines a hand, so this is where a report in any language costs what one
//! written with `write!` did.
//!
//! Anything else (a reference to another message, a function, a fact that
//! is neither a word nor a whole number) is left to Fluent, and the tests
//! hold the two to the same sentence for every message of every language.

use std::borrow::Cow;
use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRules};

/// A fact of a message as the source hands it over (`player = name`).
#[derive(Clone)]
pub enum Fact<'a> {
    /// A word or a sentence, written as it is.
    Word(Cow<'a, str>),
    /// A whole number that a float holds exactly (below 10^15 either way),
    /// written as an integer is.
    Whole(i64),
    /// Something written as it displays itself (see [`Written`]).
    Written(&'a dyn fmt::Display),
    /// Any other value, left to Fluent.
    Other(FluentValue<'a>),
}

/// A fact written as it displays itself, a tile or an announcement, where
/// a string made of it would be written once and thrown away:
/// `tile = Written(&tile)`. Fluent, when it writes the message, is given the
/// string.
#[derive(Clone, Copy)]
pub struct Written<'a>(pub &'a dyn fmt::Display);

impl<'a> From<Written<'a>> for Fact<'a> {
    fn from(written: Written<'a>) -> Fact<'a> {
        Fact::Written(written.0)
    }
}

impl<'a> Fact<'a> {
    /// The fact as Fluent takes it.
    pub(super) fn value(&self) -> FluentValue<'a> {
        match self {
            Fact::Word(word) => FluentValue::String(word.clone()),
            Fact::Whole(number) => FluentValue::from(*number),
            Fact::Written(written) => FluentValue::from(written.to_string()),
            Fact::Other(value) => value.clone(),
        }
    }
}

impl fmt::Debug for Fact<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fact::Word(word) => write!(f, "Word({word:?})"),
            Fact::Whole(number) => write!(f, "Whole({number})"),
            Fact::Written(written) => write!(f, "Written({written})"),
            Fact::Other(value) => write!(f, "Other({value:?})"),
        }
    }
}

impl<'a> From<&'a str> for Fact<'a> {
    fn from(word: &'a str) -> Fact<'a> {
        Fact::Word(Cow::Borrowed(word))
    }
}

impl<'a> From<&'a String> for Fact<'a> {
    fn from(word: &'a String) -> Fact<'a> {
        Fact::Word(Cow::Borrowed(word))
    }
}

impl From<String> for Fact<'_> {
    fn from(word: String) -> Self {
        Fact::Word(Cow::Owned(word))
    }
}

impl<'a> From<Cow<'a, str>> for Fact<'a> {
    fn from(word: Cow<'a, str>) -> Fact<'a> {
        Fact::Word(word)
    }
}

/// The bound below which a whole number is written as an integer, by its
/// pieces and by Fluent alike: up to it, a float holds every whole number
/// exactly, as Fluent's numbers are floats.
pub(super) const EXACT: u64 = 1_000_000_000_000_000;

macro_rules! whole_facts {
    ($($number:ty),+) => {$(
        impl From<$number> for Fact<'_> {
            fn from(number: $number) -> Self {
                match i64::try_from(number) {
                    Ok(whole) if whole.unsigned_abs() < EXACT => Fact::Whole(whole),
                    _ => Fact::Other(FluentValue::from(number)),
                }
            }
        }

        impl From<&$number> for Fact<'_> {
            fn from(number: &$number) -> Self {
                Fact::from(*number)
            }
        }
    )+};
}

whole_facts!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl From<f64> for Fact<'_> {
    fn from(number: f64) -> Self {
        Fact::Other(FluentValue::from(number))
    }
}

/// The facts of one message, by the names the message gives them.
pub type Facts<'a, 'f> = &'f [(&'a str, Fact<'a>)];

/// The facts as Fluent takes them.
pub(super) fn fluent_args<'a>(facts: Facts<'a, '_>) -> FluentArgs<'a> {
    let mut args = FluentArgs::with_capacity(facts.len());
    for (name, fact) in facts {
        args.set(*name, fact.value());
    }
    args
}

/// A part of a simple message.
#[derive(Debug)]
pub(super) enum Piece {
    /// Text, written as it is.
    Text(&'static str),
    /// A fact, by its name.
    Fact(&'static str),
    /// A choice among variants by a fact: the first variant whose key the
    /// fact matches, else the default one.
    Choice {
        fact: &'static str,
        variants: Vec<(Key, Vec<Piece>)>,
        default: usize,
    },
}

/// A variant's key.
#[derive(Debug)]
pub(super) enum Key {
    /// A word: a word fact that is the same word matches it, and a number
    /// whose plural category it names (`one`, `other`).
    Word(&'static str),
    /// A whole number, which the same number matches.
    Whole(i64),
}

/// The pieces of `pattern`, if it is built of text, facts and choices by a
/// fact alone, each variant's key a word or a whole number. The pieces are
/// the message's own text, compiled into the binary: nothing is copied.
pub(super) fn pieces_of(pattern: &ast::Pattern<&'static str>) -> Option<Vec<Piece>> {
    pattern
        .elements
        .iter()
        .map(|element| match element {
            ast::PatternElement::TextElement { value } => Some(Piece::Text(value)),
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                    Some(Piece::Fact(id.name))
                }
                ast::Expression::Select {
                    selector: ast::InlineExpression::VariableReference { id },
                    variants,
                } => {
                    let default = variants.iter().position(|variant| variant.default)?;
                    let variants = variants
                        .iter()
                        .map(|variant| {
                            let key = match variant.key {
                                ast::VariantKey::Identifier { name } => Key::Word(name),
                                ast::VariantKey::NumberLiteral { value } => {
                                    Key::Whole(value.parse().ok()?)
                                }
                            };
                            Some((key, pieces_of(&variant.value)?))
                        })
                        .collect::<Option<Vec<_>>>()?;
                    Some(Piece::Choice {
                        fact: id.name,
                        variants,
                        default,
                    })
                }
                _ => None,
            },
        })
        .collect()
}

/// The fact named `name`.
fn fact<'f, 'a>(facts: Facts<'a, 'f>, name: &str) -> Option<&'f Fact<'a>> {
    facts
        .iter()
        .find_map(|(named, fact)| (*named == name).then_some(fact))
}

/// The plural category of a whole number under a language's rules, as a
/// variant's key names it.
fn plural(rules: &PluralRules, number: i64) -> Option<&'static str> {
    Some(match rules.select(number).ok()? {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    })
}

/// The pieces of the variant `fact` chooses, if it is a word or a whole
/// number.
fn chosen<'p>(
    variants: &'p [(Key, Vec<Piece>)],
    default: usize,
    fact: Option<&Fact>,
    rules: &PluralRules,
) -> Option<&'p [Piece]> {
    let matches = |key: &Key| match (key, fact) {
        (Key::Word(key), Some(Fact::Word(word))) => key == word,
        (Key::Word(key), Some(Fact::Whole(number))) => plural(rules, *number) == Some(*key),
        (Key::Whole(key), Some(Fact::Whole(number))) => key == number,
        _ => false,
    };
    match fact {
        Some(Fact::Word(_) | Fact::Whole(_)) => variants
            .iter()
            .find(|(key, _)| matches(key))
            .or_else(|| variants.get(default))
            .map(|(_, pieces)| pieces.as_slice()),
        _ => None,
    }
}

/// Whether `pieces` can be written with `facts` as Fluent writes them, a
/// plural chosen by the language's `rules` as Fluent chooses it: each
/// fact given, a word, a whole number or written as it displays itself; each choice made by a word
/// or a whole number.
pub(super) fn fits(pieces: &[Piece], facts: Facts, rules: &PluralRules) -> bool {
    pieces.iter().all(|piece| match piece {
        Piece::Text(_) => true,
        Piece::Fact(name) => matches!(
            fact(facts, name),
            Some(Fact::Word(_) | Fact::Whole(_) | Fact::Written(_))
        ),
        Piece::Choice {
            fact: name,
            variants,
            default,
        } => chosen(variants, *default, fact(facts, name), rules)
            .is_some_and(|pieces| fits(pieces, facts, rules)),
    })
}

/// Writes `pieces` with `facts`, which [`fits`] them.
pub(super) fn write_pieces<W: fmt::Write + ?Sized>(
    out: &mut W,
    pieces: &[Piece],
    facts: Facts,
    rules: &PluralRules,
) -> fmt::Result {
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.write_str(text)?,
            Piece::Fact(name) => match fact(facts, name) {
                Some(Fact::Word(word)) => out.write_str(word)?,
                Some(Fact::Whole(number)) => write!(out, "{number}")?,
                Some(Fact::Written(written)) => write!(out, "{written}")?,
                Some(Fact::Other(_)) | None => {}
            },
            Piece::Choice {
                fact: name,
                variants,
                default,
            } => {
                if let Some(pieces) = chosen(variants, *default, fact(facts, name), rules) {
                    write_pieces(out, pieces, facts, rules)?;
                }
            }
        }
    }
    Ok(())
}
