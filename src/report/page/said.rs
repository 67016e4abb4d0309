//! The page's sentences whose facts are markup: a figure in bold, a file name
//! in code. The message is written with a mark in place of each such fact,
//! its words escaped as maud escapes any text, and each mark then replaced by
//! the fact's markup, so that a language puts the facts where its sentences
//! want them.

use maud::{Markup, PreEscaped, html};

/// The mark that stands for the `i`th fact of a message (characters of the
/// private use area, which maud leaves as they are).
pub(super) fn mark(i: usize) -> String {
    format!("\u{E000}{i}\u{E001}")
}

/// `text`, a message written with [`mark`]s, escaped, each mark replaced by
/// its fact's markup.
pub(super) fn filled(text: &str, facts: &[Markup]) -> Markup {
    let mut out = html! { (text) }.into_string();
    for (i, fact) in facts.iter().enumerate() {
        out = out.replacen(&mark(i), &fact.0, 1);
    }
    PreEscaped(out)
}

/// A message with one figure, at mark 0, in bold.
pub(super) fn counted(text: String, figure: impl maud::Render) -> Markup {
    filled(&text, &[html! { strong { (figure) } }])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_escaped_and_the_facts_kept_as_markup() {
        let text = format!("Tom & <Jerry> pay {} to {}", mark(0), mark(1));
        let filled = filled(
            &text,
            &[html! { strong { "40" } }, html! { code { "<b>" } }],
        );
        assert_eq!(
            filled.into_string(),
            "Tom &amp; &lt;Jerry&gt; pay <strong>40</strong> to <code>&lt;b&gt;</code>"
        );
    }
}
