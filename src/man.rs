//! `nos man`: a manual page for `nos` and one for each of its commands,
//! drawn by clap_mangen from the definitions in `cli.rs`, with the sections a
//! manual page has that clap does not know of: exit status, environment,
//! examples and the pages to see also.

use std::path::Path;

use clap::CommandFactory;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};
use nos_referee::command::Outcome;
use nos_referee::command::output;

use crate::cli::{Cli, PAGES};

/// `nos man [COMMAND]` prints one page; `nos man --dir DIR` writes them all.
pub fn command(page: Option<&str>, dir: Option<&Path>) -> Outcome {
    if let Some(dir) = dir {
        return match write_all(dir) {
            Ok(()) => Outcome {
                stdout: String::new(),
                stderr: String::new(),
                status: nos_referee::command::Status::Clean,
            },
            Err(error) => Outcome::failed(&format!(
                "cannot write the manual pages into {}: {error}",
                dir.display()
            )),
        };
    }
    let mut page_text = Vec::new();
    match render(page, &mut page_text) {
        Ok(()) => Outcome {
            stdout: String::from_utf8_lossy(&page_text).into_owned(),
            stderr: String::new(),
            status: nos_referee::command::Status::Clean,
        },
        Err(error) => Outcome::failed(&format!("cannot write the manual page: {error}")),
    }
}

/// Writes `nos.1` and `nos-COMMAND.1` for every command into `dir` (made if
/// it is not there), each page whole or not at all.
fn write_all(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for page in std::iter::once(None).chain(PAGES.iter().copied().map(Some)) {
        let mut text = Vec::new();
        render(page, &mut text)?;
        output::write_atomically(&dir.join(file_name(page)), &text)?;
    }
    Ok(())
}

/// The file a page is kept in: `nos.1`, `nos-check.1`.
fn file_name(page: Option<&str>) -> String {
    match page {
        None => "nos.1".to_owned(),
        Some(command) => format!("nos-{command}.1"),
    }
}

/// The command line as the pages show it: built, so that each command is
/// named `nos-COMMAND`, and without clap's own `help` command.
fn built() -> clap::Command {
    let mut nos = Cli::command().disable_help_subcommand(true);
    nos.build();
    nos
}

/// Renders the page of `page` (a command's name, or `nos` itself) into `out`.
fn render(page: Option<&str>, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let nos = built();
    let command = match page {
        None => nos.clone(),
        Some(name) => nos.find_subcommand(name).cloned().ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("nos has no command `{name}`"),
            )
        })?,
    };
    let man = Man::new(command.clone())
        .source(format!("nos {}", env!("CARGO_PKG_VERSION")))
        .manual("nos-referee");
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    if command.get_arguments().any(|arg| !arg.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if command.has_subcommands() {
        man.render_subcommands_section(out)?;
    }
    let mut roff = Roff::new();
    exit_status(&mut roff, page);
    environment(&mut roff, page);
    examples(&mut roff, page);
    see_also(&mut roff, page);
    roff.to_writer(out)?;
    if command.get_version().is_some() {
        man.render_version_section(out)?;
    }
    Ok(())
}

/// A paragraph tagged with `tag` in bold, as clap_mangen lists options.
fn tagged(roff: &mut Roff, tag: &str, text: &str) {
    roff.control("TP", []);
    roff.text([bold(tag)]);
    roff.text([roman(text)]);
}

fn exit_status(roff: &mut Roff, page: Option<&str>) {
    roff.control("SH", ["EXIT STATUS"]);
    let found = match page {
        None | Some("check") => Some(
            "every hand was judged, and infractions were found (certain, or possible where \
                 tiles were not seen) or the scoresheet differs.",
        ),
        Some("audit") => Some("every hand was judged, and the scoresheet differs from the rules."),
        Some("report") => Some(
            "every hand was judged, and infractions were found (certain, or possible where \
                 tiles were not seen) or the scoresheet differs.",
        ),
        Some("compare") => Some("every hand was judged, and the readings disagree."),
        _ => None,
    };
    if page == Some("public") {
        tagged(roff, "0", "every hand was made public.");
        tagged(
            roff,
            "2",
            "a hand could not be read and is copied as written, tiles and all (its problems on \
             standard error; the other hands are made public), or the transcript cannot be read \
             at all, or the command line is wrong, or the record cannot be written (said on \
             standard error, but for a reader that stopped reading).",
        );
        return;
    }
    let judges = matches!(
        page,
        None | Some("check" | "audit" | "report" | "compare" | "show")
    );
    if judges {
        tagged(
            roff,
            "0",
            "every hand was judged, and nothing is wrong (for show: the table was shown).",
        );
    } else {
        tagged(roff, "0", "done.");
    }
    if let Some(found) = found {
        tagged(roff, "1", found);
    }
    if judges {
        tagged(
            roff,
            "2",
            "not everything could be judged (the hands that could are still reported), or the \
             command line or a rules file is wrong, or the report cannot be written (said on \
             standard error, but for a reader that stopped reading), or the transcript changed \
             while it was read.",
        );
    } else {
        tagged(
            roff,
            "2",
            "the command line is wrong, or the output cannot be written (said on standard error, \
             but for a reader that stopped reading).",
        );
    }
    if matches!(page, None | Some("check" | "compare")) {
        roff.control("PP", []);
        roff.text([roman(
            "Judging several files, the status is the worst of theirs.",
        )]);
    }
}

fn environment(roff: &mut Roff, page: Option<&str>) {
    roff.control("SH", ["ENVIRONMENT"]);
    tagged(
        roff,
        "NO_COLOR",
        "Set and not empty: no colour, unless --color always.",
    );
    tagged(
        roff,
        "CLICOLOR_FORCE",
        "Set and not 0: colour even into a pipe or a file, unless NO_COLOR is set or --color never. \
         Standard output and standard error are each coloured by whether it is a terminal.",
    );
    tagged(
        roff,
        "TERM",
        "dumb: no colour, and diagnostics drawn in plain ASCII.",
    );
    tagged(
        roff,
        "COLUMNS",
        "The width to draw at: diagnostics, the report's lines, the audit's table and the \
         listings of rules and games. Else the terminal's width; into a pipe or a file, \
         listings are 80 columns wide and reports are not wrapped.",
    );
    if matches!(page, None | Some("check" | "compare")) {
        tagged(
            roff,
            "RAYON_NUM_THREADS",
            "How many threads judge several files at once; one a core by default.",
        );
    }
}

/// The examples of each page: a command line and what it does.
fn examples(roff: &mut Roff, page: Option<&str>) {
    let examples: &[(&str, &str)] = match page {
        None => &[
            (
                "nos audit evening.yaml",
                "The evening at a glance: the table's scoresheet against the rules, and the settlement.",
            ),
            (
                "nos check evening.yaml",
                "Every infraction with its penalty, each hand's payments, and the corrected ledger.",
            ),
            (
                "nos report evening.yaml -o evening.html",
                "The evening as one page to print or send round.",
            ),
        ],
        Some("check") => &[
            (
                "nos check evening.yaml",
                "Judges the evening under the reading its session names (en by default).",
            ),
            (
                "nos check --rules de-1996 --rule D3=paid evening.yaml",
                "Judges it under the 1996 German reading, with one doubtful point read otherwise.",
            ),
            (
                "nos check --format json -o verdict.json evening.yaml",
                "Writes the verdict as JSON into verdict.json, whole or not at all.",
            ),
            (
                "nos check transcripts/",
                "Judges every transcript under transcripts/: a line for each, then the totals.",
            ),
            (
                "nos check - < evening.yaml",
                "Reads the transcript from standard input.",
            ),
        ],
        Some("compare") => &[
            (
                "nos compare evening.yaml",
                "Replays the evening under en and under de-1996 and shows where they differ.",
            ),
            (
                "nos compare --rules en --rules en,D3=paid evening.yaml",
                "Shows what reading one doubtful point otherwise changes.",
            ),
            (
                "nos compare --rule D2=paid evening.yaml",
                "Compares en and de-1996, both with D2 read as paid.",
            ),
        ],
        Some("audit") => &[
            (
                "nos audit evening.yaml",
                "Hand by hand, the table's figures beside the referee's, what explains each difference, and the settlement.",
            ),
            (
                "COLUMNS=60 nos audit evening.yaml",
                "The same, drawn to fit 60 columns.",
            ),
            ("nos audit --format json evening.yaml", "The audit as JSON."),
        ],
        Some("report") => &[(
            "nos report evening.yaml -o evening.html",
            "Writes the evening as one self-contained HTML page.",
        )],
        Some("show") => &[
            (
                "nos show evening.yaml --hand 3",
                "The table at the end of hand 3.",
            ),
            (
                "nos show evening.yaml --hand 3 --event 0",
                "The table just after hand 3's deal.",
            ),
        ],
        Some("public") => &[
            (
                "nos public evening.yaml -o evening-public.yaml",
                "Writes what the table itself could have recorded of the evening: deals and draws as counts, the tiles shown at each count.",
            ),
            (
                "nos simulate --players 4 --hands 9 --seed 7 | nos public -",
                "The public record of a simulated evening (as nos simulate --public writes it).",
            ),
        ],
        Some("record") => &[
            (
                "nos record evening.yaml",
                "Records a new evening into evening.yaml (the session asked first), or goes on with the one it holds.",
            ),
            (
                "NO_COLOR=1 nos record evening.yaml",
                "The same without colour.",
            ),
        ],
        Some("rules") => &[(
            "nos rules",
            "Every doubtful point, its choices, and how en and de-1996 read it.",
        )],
        Some("games") => &[("nos games", "The 17 games a setter may announce.")],
        Some("schema") => &[(
            "nos schema -o transcript.schema.json",
            "Writes the JSON Schema an editor checks a transcript against.",
        )],
        Some("simulate") => &[
            (
                "nos simulate --players 4 --hands 9 --seed 7 -o session.yaml",
                "A legal evening of nine hands at four, the same for the same seed.",
            ),
            (
                "nos simulate --players 4 --hands 9 --seed 7 --inject false-nos",
                "The same with one false nos in it, marked on its line.",
            ),
            (
                "nos simulate --players 4 --hands 9 --seed 7 --public",
                "The same evening as its public record: deals and draws not seen, the tiles shown at each count.",
            ),
        ],
        Some("completions") => &[
            (
                "nos completions bash > ~/.local/share/bash-completion/completions/nos",
                "Completion for bash, including the profiles and switches of --rules and --rule.",
            ),
            (
                "nos completions zsh > ~/.zfunc/_nos",
                "Completion for zsh (with ~/.zfunc in fpath).",
            ),
            (
                "nos completions fish > ~/.config/fish/completions/nos.fish",
                "Completion for fish.",
            ),
        ],
        Some("man") => &[
            ("nos man check | man -l -", "Reads the page of nos check."),
            (
                "nos man --dir ~/.local/share/man/man1",
                "Writes every page where man finds them.",
            ),
        ],
        Some(_) => &[],
    };
    if examples.is_empty() {
        return;
    }
    roff.control("SH", ["EXAMPLES"]);
    for (line, what) in examples {
        tagged(roff, line, what);
    }
}

fn see_also(roff: &mut Roff, page: Option<&str>) {
    roff.control("SH", ["SEE ALSO"]);
    let pages: Vec<String> = match page {
        None => PAGES
            .iter()
            .map(|command| format!("nos-{command}(1)"))
            .collect(),
        Some(_) => vec!["nos(1)".to_owned()],
    };
    let mut inlines = Vec::new();
    for (i, page) in pages.into_iter().enumerate() {
        if i > 0 {
            inlines.push(roman(", "));
        }
        inlines.push(italic(page));
    }
    roff.text(inlines);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_has_the_sections_clap_does_not_write() {
        for page in std::iter::once(None).chain(PAGES.iter().copied().map(Some)) {
            let mut text = Vec::new();
            render(page, &mut text).expect("rendered");
            let text = String::from_utf8(text).expect("UTF-8");
            for section in [
                ".SH NAME",
                ".SH SYNOPSIS",
                ".SH \"EXIT STATUS\"",
                ".SH ENVIRONMENT",
                ".SH EXAMPLES",
            ] {
                assert!(text.contains(section), "{page:?} lacks {section}");
            }
        }
    }
}
