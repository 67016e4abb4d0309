//! The languages' messages: each `.ftl` file parses whole, every language has
//! the same messages with the same arguments, and every message a source
//! file names is there.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use nos_referee::lang::Lang;
use nos_referee::lang::catalog::SOURCES;

/// Each message of a language, with the variables its value refers to.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn variables_in(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, found);
        }
    }
}

fn variables_in_expression(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            variables_in_inline(selector, found);
            for variant in variants {
                variables_in(&variant.value, found);
            }
        }
        Expression::Inline(inline) => variables_in_inline(inline, found),
    }
}

fn variables_in_inline(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                variables_in_inline(argument, found);
            }
            for argument in &arguments.named {
                variables_in_inline(&argument.value, found);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                variables_in_inline(argument, found);
            }
            for argument in &arguments.named {
                variables_in_inline(&argument.value, found);
            }
        }
        InlineExpression::Placeable { expression } => variables_in_expression(expression, found),
        _ => {}
    }
}

/// The messages of one language, every entry parsed and no id twice.
fn messages(lang: Lang, source: &str) -> Messages {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
        panic!("locales/{lang}.ftl does not parse: {errors:?}");
    });
    let mut messages = Messages::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                let mut found = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables_in(value, &mut found);
                }
                for attribute in &message.attributes {
                    variables_in(&attribute.value, &mut found);
                }
                let id = message.id.name.to_owned();
                assert!(
                    messages.insert(id.clone(), found).is_none(),
                    "locales/{lang}.ftl has `{id}` twice"
                );
            }
            Entry::Junk { content } => panic!("locales/{lang}.ftl: junk {content:?}"),
            _ => {}
        }
    }
    messages
}

#[test]
fn every_language_has_the_same_messages_with_the_same_arguments() {
    let english = messages(Lang::En, SOURCES[0].1);
    assert!(!english.is_empty());
    for (lang, source) in &SOURCES[1..] {
        let other = messages(*lang, source);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<&String> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "locales/{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "locales/{lang}.ftl has {extra:?}, English does not"
        );
        for (id, arguments) in &english {
            assert_eq!(
                &other[id], arguments,
                "`{id}` takes other arguments in locales/{lang}.ftl than in English"
            );
        }
    }
}

/// The message ids named in `say!` and `words!` in the source files under
/// `dir`, with where each is named.
fn named_ids(dir: &Path, found: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            named_ids(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for macro_name in ["say!(", "words!("] {
                for (at, _) in text.match_indices(macro_name) {
                    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                    // A comment's example names no message of the catalogue.
                    if text[line_start..at].trim_start().starts_with("//") {
                        continue;
                    }
                    let rest = &text[at + macro_name.len()..];
                    let Some(open) = rest.find('"') else { continue };
                    let Some(close) = rest[open + 1..].find('"') else {
                        continue;
                    };
                    let id = &rest[open + 1..open + 1 + close];
                    // The macros' own definitions name `$id`, no message.
                    if id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                        found.push((id.to_owned(), path.display().to_string()));
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_the_sources_name_is_in_english() {
    let english = messages(Lang::En, SOURCES[0].1);
    let mut named = Vec::new();
    named_ids(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut named,
    );
    assert!(!named.is_empty());
    let missing: Vec<_> = named
        .iter()
        .filter(|(id, _)| !english.contains_key(id))
        .collect();
    assert!(
        missing.is_empty(),
        "named but not in locales/en.ftl: {missing:?}"
    );
}

mod common;

#[test]
fn the_english_detector_finds_an_english_report_and_passes_a_dutch_sentence() {
    let bytes = common::fixture("evening.yaml");
    let outcome = nos_referee::command::check(
        "fixtures/evening.yaml",
        bytes.as_bytes(),
        nos_referee::command::Format::Text,
        &Default::default(),
        nos_referee::report::Style::Plain,
    );
    let report = outcome.stdout;
    assert!(!common::english_in(&report).is_empty());
    assert!(
        common::english_in(
            "Bram betaalt Anna 40 (regel 12): `says: pass` bij nos::infraction::pass-while-able"
        )
        .is_empty()
    );
}
