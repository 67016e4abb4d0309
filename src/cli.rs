//! The command line as clap reads it: every command and switch with the help
//! it prints, which `nos man` and `nos completions` draw on too. `main` turns
//! what is parsed here into calls of the library.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand, ValueEnum, ValueHint};
use nos_referee::command::Format;
use nos_referee::lang::Lang;
use nos_referee::report::terminal::ColorChoice;
use nos_referee::rules::interpretation::{Profile, SWITCHES};

/// A match referee for Nos: replays a table's transcript through the rules,
/// flags every infraction and prints the corrected chip ledger.
///
/// Exit codes: 0 every hand judged and clean, 1 every hand judged and infractions found
/// (certain, or possible where tiles were not seen) or the scoresheet (or readings) disagree, 2 not everything could be judged (the
/// judged hands are still reported), or the command line or a rules file is wrong, or the
/// report cannot be written (said on standard error, except to a reader that stopped
/// reading, a closed pipe), or a transcript changed while it was read (no report of it is
/// written to `--output`). With several files, the worst of theirs. `public` exits 0 when
/// every hand was made public, and 2 when one was copied as written or for the reasons above.
#[derive(Parser)]
#[command(name = "nos", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Write the report to FILE instead of standard output, whole or not at all.
    ///
    /// The report is written to a temporary file beside FILE, then renamed, and
    /// never over a file the command reads (refused with exit 2). A symbolic link
    /// is followed and the file it names replaced, keeping its mode; a device or a
    /// named pipe is written into; a directory or a socket is refused (exit 2).
    /// The report holds the infractions; problems that keep a transcript from
    /// being judged go to standard error, and then no file is written (with
    /// `--format json` the problems document is the report, and is written).
    /// Judging several files, the lines and the totals are the report, and are
    /// written.
    #[arg(
        short = 'o',
        long,
        global = true,
        value_name = "FILE",
        value_hint = ValueHint::FilePath
    )]
    pub output: Option<PathBuf>,
    /// When to use colour.
    ///
    /// `auto` colours for a terminal, unless `NO_COLOR` is set; `CLICOLOR_FORCE`
    /// asks for colour into a pipe too. `TERM=dumb` draws diagnostics in plain ASCII.
    #[arg(
        long,
        global = true,
        value_enum,
        default_value = "auto",
        value_name = "WHEN"
    )]
    pub color: ColorArg,
    /// The language of the report: English, Dutch or German.
    ///
    /// Without it, the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
    /// decides (`nl_NL.UTF-8` is Dutch), and English where it names another
    /// language. Transcripts are written in the same words in every language:
    /// their keys and values are a file format.
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum LangArg {
    En,
    Nl,
    De,
}

impl From<LangArg> for Lang {
    fn from(lang: LangArg) -> Lang {
        match lang {
            LangArg::En => Lang::En,
            LangArg::Nl => Lang::Nl,
            LangArg::De => Lang::De,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub enum ColorArg {
    Auto,
    Always,
    Never,
}

impl From<ColorArg> for ColorChoice {
    fn from(choice: ColorArg) -> ColorChoice {
        match choice {
            ColorArg::Auto => ColorChoice::Auto,
            ColorArg::Always => ColorChoice::Always,
            ColorArg::Never => ColorChoice::Never,
        }
    }
}

#[derive(Subcommand)]
pub enum Command {
    /// Judge a transcript: infractions, payments and the corrected ledger.
    ///
    /// Given several files or a directory, judges them all side by side and
    /// prints a line for each and the totals.
    Check(Check),
    /// Replay a transcript under several readings and show what each changes.
    ///
    /// Given several files or a directory, compares them all side by side and
    /// prints a line for each and the totals.
    Compare {
        /// The transcripts (YAML), or directories of them (every `*.yaml` and
        /// `*.yml` under each); one file alone may be `-`, standard input.
        #[arg(required = true, value_name = "FILE", value_hint = ValueHint::AnyPath)]
        files: Vec<PathBuf>,
        /// A reading: a profile with optional overrides, e.g. `en` or `de-1996,D2=paid`
        /// (repeatable). With no reading named, `en` and `de-1996` are compared.
        #[arg(long, value_name = "PROFILE[,SWITCH=CHOICE...]", value_parser = profiles(), hide_possible_values = true)]
        rules: Vec<String>,
        /// A reading kept in a rules file (repeatable).
        #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
        rules_file: Vec<PathBuf>,
        /// Override one doubtful point in every reading compared, e.g. `D3=paid` (repeatable).
        #[arg(long = "rule", value_name = "SWITCH=CHOICE", value_parser = switches(), hide_possible_values = true)]
        rule: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: FormatArg,
    },
    /// Audit an evening: the table's scoresheet against the rules, hand by hand, and the settlement.
    Audit(Judge),
    /// The evening as one HTML page to print or send round: the glance, the chips
    /// chart, and hand by hand the layout drawn and every ruling.
    Report {
        /// The transcript (YAML); `-` reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        #[command(flatten)]
        readings: Readings,
    },
    /// The table at one point of a hand: the layout, open ends, whose turn it is,
    /// the boneyard and each player's tiles.
    Show {
        /// The transcript (YAML); `-` reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        /// The hand, counted from 1.
        #[arg(long)]
        hand: usize,
        /// Show the table after this many of the hand's events (0: just after the deal); the end by default.
        #[arg(long, value_name = "K")]
        event: Option<usize>,
        #[command(flatten)]
        readings: Readings,
    },
    /// Write a full transcript's public record: what the table itself could have
    /// written down, seeing no one's tiles.
    ///
    /// Each deal becomes a count (`Anna: 4`); each draw a count (`draw: 2`), or,
    /// where the player drew to set and set the tile drawn, a list with that tile
    /// turned up and the others unseen (`draw: [?-?, 5-4]`); each return a count;
    /// and each hand gains `shown:`, the tiles each player still held at the
    /// count. What the table sees (sets, plays, declared doubles, takebacks,
    /// sayings, claims, tie-break draws, the scoresheet), the comments and the
    /// layout of the file stay as written. A hand that cannot be read is copied
    /// as written, tiles and all, its problems said on standard error (exit 2).
    /// The transcript itself is never written to.
    Public {
        /// The full transcript (YAML); `-` reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
    },
    /// Record an evening at the table, event by event, judged as typed.
    ///
    /// A full-screen recorder: a new FILE asks for the session first (players in
    /// seating order, club, date, starting chips, rules profile); an existing
    /// transcript is gone on with, at the next hand or where its last hand stops.
    /// Each line is one event, in the transcript's words without braces or colons
    /// (`Bram play 4-5 at west`, `Cees draw 2`, `Dirk says pass`) or short (`45 w`,
    /// `+2`, `p`, `!3`, `x`); the screen shows the layout, whose turn it is, what
    /// is owed, the boneyard, each player's tiles and chips, and the last entry's
    /// infractions with who pays whom. `undo` removes the last entry (a typing
    /// slip, not a takeback); `end` ends a hand the rules can judge. At the end of
    /// a hand it asks for the tiles shown and the scoresheet (an empty line leaves
    /// a question unanswered). Ctrl-C, Ctrl-D on an empty line or `quit` leave.
    /// FILE is written whole after every entry and is always a transcript that
    /// `nos check` reads.
    Record {
        /// The transcript to write, new or to go on with.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        /// The readings each entry is judged under, as `check` takes them; the
        /// transcript names only its profile, so judge it later with the same.
        #[command(flatten)]
        readings: Readings,
    },
    /// List the doubtful points: every switch, its choices and the profiles' readings.
    Rules,
    /// List the 17 games a setter may announce.
    Games,
    /// Print the transcript's JSON Schema.
    Schema,
    /// Write the transcript of a legal session played by seeded bots.
    Simulate {
        /// Players at the table, 3 to 5.
        #[arg(long)]
        players: usize,
        /// Hands to play, 1 to 1,000,000.
        #[arg(long)]
        hands: usize,
        /// The seed: the same seed gives the same transcript, byte for byte; without one, one is picked and said on standard error.
        #[arg(long)]
        seed: Option<u64>,
        /// The games the setter may announce, by number or name, e.g. `1,2,13`; all 17 by default.
        #[arg(long, value_name = "LIST")]
        games: Option<String>,
        /// Insert one infraction of this kind, marked `# injected:` on its line (repeatable).
        #[arg(long = "inject", value_name = "KIND", value_parser = injectable())]
        inject: Vec<String>,
        /// Write the session's public record, as `nos public` makes it: deals and
        /// draws not seen, the tiles each player holds shown at the count.
        #[arg(long)]
        public: bool,
        /// The reading the bots play and keep the scoresheet by; its profile is written in `session.rules`.
        #[command(flatten)]
        readings: Readings,
    },
    /// Print a completion script for a shell, e.g. `nos completions bash > ~/.local/share/bash-completion/completions/nos`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print a manual page (roff): `nos man` for nos(1), `nos man check` for
    /// nos-check(1), or `nos man --dir DIR` to write every page into DIR.
    ///
    /// e.g. `nos man check > nos-check.1; man ./nos-check.1`, or
    /// `nos man --dir ~/.local/share/man/man1`.
    Man {
        /// The command whose page to print; nos(1) itself by default.
        #[arg(value_name = "COMMAND", value_parser = PossibleValuesParser::new(PAGES), conflicts_with = "dir")]
        command: Option<String>,
        /// Write every page (nos.1 and nos-COMMAND.1 for each command) into DIR.
        #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
        dir: Option<PathBuf>,
    },
}

/// The commands that have a manual page of their own, as `nos man` names them.
pub const PAGES: [&str; 13] = [
    "check",
    "compare",
    "audit",
    "report",
    "show",
    "public",
    "record",
    "rules",
    "games",
    "schema",
    "simulate",
    "completions",
    "man",
];

/// What `check` reads: transcripts and the readings to judge them by.
#[derive(clap::Args)]
pub struct Check {
    /// The transcripts (YAML), or directories of them (every `*.yaml` and `*.yml`
    /// under each); one file alone may be `-`, standard input.
    #[arg(required = true, value_name = "FILE", value_hint = ValueHint::AnyPath)]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub options: JudgeOptions,
}

/// What `audit` reads: a transcript and the readings to judge it by.
#[derive(clap::Args)]
pub struct Judge {
    /// The transcript (YAML); `-` reads standard input.
    #[arg(value_hint = ValueHint::FilePath)]
    pub file: PathBuf,
    #[command(flatten)]
    pub options: JudgeOptions,
}

/// How `check` and `audit` judge and print.
#[derive(clap::Args)]
pub struct JudgeOptions {
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: FormatArg,
    #[command(flatten)]
    pub readings: Readings,
}

/// The readings of the doubtful points: `--rules`, `--rules-file` and `--rule`.
#[derive(clap::Args)]
pub struct Readings {
    /// The readings of the doubtful points: a profile (`en`, `de-1996`), optionally with
    /// overrides, e.g. `en,D3=paid`. Overrides the transcript's `session.rules`.
    #[arg(long, value_name = "PROFILE[,SWITCH=CHOICE...]", value_parser = profiles(), hide_possible_values = true)]
    pub rules: Option<String>,
    /// A club's house readings: a YAML file with `profile` and `switches`.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub rules_file: Option<PathBuf>,
    /// Override one doubtful point, e.g. `D3=paid` or `double-after-pass=paid` (repeatable).
    #[arg(long = "rule", value_name = "SWITCH=CHOICE", value_parser = switches(), hide_possible_values = true)]
    pub rule: Vec<String>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum FormatArg {
    Text,
    Json,
}

impl From<FormatArg> for Format {
    fn from(format: FormatArg) -> Format {
        match format {
            FormatArg::Text => Format::Text,
            FormatArg::Json => Format::Json,
        }
    }
}

/// The kinds of infraction `simulate --inject` can add, listed in `--help`.
fn injectable() -> PossibleValuesParser {
    PossibleValuesParser::new(
        nos_referee::simulate::INJECTABLE
            .iter()
            .map(|kind| PossibleValue::new(kind.code())),
    )
}

/// A value taken as it is written, with `offered` the values a shell's
/// completion suggests. A reading is checked where the rules are read, with a
/// diagnostic of its own; here the words only help the user type it.
#[derive(Clone, Copy)]
struct Offered {
    /// The values offered, made only when clap asks for them (help,
    /// completions, a mistake): the switches' meanings are messages, and
    /// most runs never show them.
    offered: fn() -> Vec<PossibleValue>,
}

impl TypedValueParser for Offered {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.offered)().into_iter()))
    }
}

/// `--rules`: any reading, the profiles offered.
fn profiles() -> Offered {
    Offered {
        offered: || {
            Profile::ALL
                .into_iter()
                .map(|profile| PossibleValue::new(profile.name()))
                .collect()
        },
    }
}

/// `--rule`: any override, every switch's choices offered by its id and by
/// its name, e.g. `D3=paid` and `double-after-pass=paid`.
fn switches() -> Offered {
    Offered {
        offered: offered_switches,
    }
}

fn offered_switches() -> Vec<PossibleValue> {
    // The help of the command line stays English, whatever the language.
    nos_referee::lang::within(Lang::En, || {
        let by_id = SWITCHES.iter().flat_map(|switch| {
            switch.choices.iter().map(move |choice| {
                PossibleValue::new(format!("{}={choice}", switch.id)).help(format!(
                    "{}: {}",
                    switch.name,
                    switch.meaning(choice)
                ))
            })
        });
        let by_name = SWITCHES
            .iter()
            .filter(|switch| switch.name != switch.id)
            .flat_map(|switch| {
                switch.choices.iter().map(move |choice| {
                    PossibleValue::new(format!("{}={choice}", switch.name))
                        .help(switch.meaning(choice))
                })
            });
        by_id.chain(by_name).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn every_command_has_its_page_and_every_page_a_command() {
        let nos = Cli::command();
        let commands: Vec<&str> = nos.get_subcommands().map(clap::Command::get_name).collect();
        assert_eq!(commands, PAGES);
    }

    #[test]
    fn the_definitions_are_consistent() {
        Cli::command().debug_assert();
    }
}
