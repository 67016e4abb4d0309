//! The recorder's state between keys: the line being typed, the question
//! asked, and the recording in its file. A key changes it ([`App::key`]);
//! the screen only draws it ([`App::screen`]). Nothing here touches the
//! terminal, so that a whole evening can be typed into it in a test.

use std::path::{Path, PathBuf};

use crate::command::RulesChoice;
use crate::record::line::{Act, Typed, place_of};
use crate::record::session::{places_words, tile_words};
use crate::record::{Entry, FileError, Place, RecordError, Recorder, Started};
use crate::rules::layout::At;
use crate::rules::seat::Seat;

use super::draw::{Said, Screen};

/// A key, as the recorder tells them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character typed.
    Char(char),
    /// Enter: the line is given.
    Enter,
    /// Backspace: the last character is rubbed out.
    Backspace,
    /// Escape: the line is cleared.
    Escape,
    /// Tab.
    Tab,
    /// Ctrl-C: leave.
    Interrupt,
    /// Ctrl-D: leave, on an empty line.
    EndOfInput,
}

/// How many questions a new session asks.
const SESSION: usize = 5;

/// The question of a new session with `answered` answers so far, in the
/// order asked: the players, the club, the date, the chips, the rules.
fn session_question(answered: usize) -> Option<String> {
    Some(match answered {
        0 => crate::words!("record-question-players"),
        1 => crate::words!("record-question-club"),
        2 => crate::words!("record-question-date"),
        3 => crate::words!("record-question-chips"),
        4 => crate::words!("record-question-rules"),
        _ => return None,
    })
}

/// Where the scorekeeper is.
#[derive(Debug)]
enum Stage {
    /// A new session: the answers so far.
    Session(Vec<String>),
    /// Typing the hand's entries.
    Typing(Recorder),
    /// A tile typed without its place fits more than one open end: asking
    /// which.
    Placing {
        recorder: Recorder,
        /// The line as typed.
        line: String,
        /// Who plays it, and the tile.
        player: Seat,
        tile: Typed,
        /// The open ends it could go to.
        places: Vec<Place>,
    },
    /// The hand is over: asking each player's shown tiles, then the
    /// scoresheet's figures.
    Ending {
        recorder: Recorder,
        /// The players still to show, in order.
        to_show: Vec<Seat>,
        /// The scoresheet's figures so far, and the next seat to ask.
        sheet: Vec<(Seat, i64)>,
        asked: usize,
    },
}

/// The recorder between keys.
#[derive(Debug)]
pub struct App {
    path: PathBuf,
    /// The readings the session is judged under, beside the profile it names.
    choice: RulesChoice,
    stage: Option<Stage>,
    input: String,
    said: Said,
    left: bool,
    /// The plays Tab offers, and which is on the input line.
    completing: Option<(Vec<String>, usize)>,
}

impl App {
    /// A new session in `path`, asked for first.
    #[must_use]
    pub fn new_session(path: &Path) -> App {
        App::new_session_under(path, &RulesChoice::default())
    }

    /// A new session in `path`, judged under `choice` (`--rules`, `--rule`,
    /// `--rules-file`).
    #[must_use]
    pub fn new_session_under(path: &Path, choice: &RulesChoice) -> App {
        App {
            path: path.to_path_buf(),
            choice: choice.clone(),
            stage: Some(Stage::Session(Vec::new())),
            input: String::new(),
            said: Said::Done(crate::words!(
                "record-file-new",
                path = path.display().to_string()
            )),
            left: false,
            completing: None,
        }
    }

    /// The session in `path`, gone on with where it stops.
    ///
    /// # Errors
    /// A file that cannot be read or gone on from.
    pub fn resume(path: &Path, choice: &RulesChoice) -> Result<App, FileError> {
        let recorder = Recorder::open(path, choice)?;
        let mut app = App {
            path: path.to_path_buf(),
            choice: choice.clone(),
            stage: Some(Stage::Typing(recorder)),
            input: String::new(),
            said: Said::Done(crate::words!(
                "record-file-opened",
                path = path.display().to_string()
            )),
            left: false,
            completing: None,
        };
        app.end_if_over();
        Ok(app)
    }

    /// Whether the scorekeeper has left.
    #[must_use]
    pub fn left(&self) -> bool {
        self.left
    }

    /// The recorder, once the session is given.
    #[must_use]
    pub fn recorder(&self) -> Option<&Recorder> {
        match self.stage.as_ref()? {
            Stage::Session(_) => None,
            Stage::Typing(recorder)
            | Stage::Placing { recorder, .. }
            | Stage::Ending { recorder, .. } => Some(recorder),
        }
    }

    /// The screen to draw, `file` the name shown and `colour` whether to
    /// colour it. Drawn in the prompt is the question asked.
    #[must_use]
    pub fn screen<'a>(&'a self, file: &'a str, prompt: &'a mut String, colour: bool) -> Screen<'a> {
        *prompt = self.prompt();
        let answers = match &self.stage {
            Some(Stage::Session(answers)) => answers.as_slice(),
            _ => &[],
        };
        Screen {
            file,
            recording: self.recorder().map(Recorder::recording),
            answers,
            prompt,
            input: &self.input,
            said: &self.said,
            colour,
        }
    }

    /// What the input line asks.
    fn prompt(&self) -> String {
        match &self.stage {
            Some(Stage::Session(answers)) => {
                session_question(answers.len()).unwrap_or_else(|| ">".to_owned())
            }
            Some(Stage::Ending {
                recorder,
                to_show,
                sheet: _,
                asked,
            }) => {
                let players = recorder.recording().players();
                match to_show.first() {
                    Some(seat) => crate::words!("record-question-shown", player = &players[*seat]),
                    None => crate::words!(
                        "record-question-sheet",
                        player = &players[Seat(u8::try_from(*asked).unwrap_or(0))]
                    ),
                }
            }
            Some(Stage::Placing { tile, places, .. }) => crate::words!(
                "record-question-which-end",
                tile = tile_words(*tile),
                places = places_words(places)
            ),
            _ => ">".to_owned(),
        }
    }

    /// Takes one key.
    pub fn key(&mut self, key: Key) {
        match key {
            Key::Char(c) => self.input.push(c),
            Key::Backspace => {
                self.input.pop();
            }
            Key::Escape => self.input.clear(),
            Key::Tab => self.complete(),
            Key::Interrupt => self.left = true,
            Key::EndOfInput => {
                if self.input.is_empty() {
                    self.left = true;
                }
            }
            Key::Enter => {
                let line = std::mem::take(&mut self.input);
                self.enter(line.trim());
            }
        }
    }

    /// Takes a line given with Enter.
    pub fn enter(&mut self, line: &str) {
        if line == "quit" {
            self.left = true;
            return;
        }
        let Some(stage) = self.stage.take() else {
            return;
        };
        self.stage = Some(match stage {
            Stage::Session(answers) => self.session(answers, line),
            Stage::Typing(recorder) => self.typing(recorder, line),
            Stage::Placing {
                recorder,
                line: typed,
                player,
                tile,
                places,
            } => self.placing(recorder, typed, player, tile, places, line),
            Stage::Ending {
                recorder,
                to_show,
                sheet,
                asked,
            } => self.ending(recorder, to_show, sheet, asked, line),
        });
        self.end_if_over();
    }

    fn session(&mut self, mut answers: Vec<String>, line: &str) -> Stage {
        if answers.is_empty() && line.is_empty() {
            self.said = Said::Mistake(crate::words!("record-players-needed"));
            return Stage::Session(answers);
        }
        if answers.len() == 3 && !line.is_empty() && line.parse::<i64>().is_err() {
            self.said = Said::Mistake(crate::words!("record-not-chips", typed = line));
            return Stage::Session(answers);
        }
        answers.push(line.to_owned());
        self.said = Said::Nothing;
        if answers.len() < SESSION {
            return Stage::Session(answers);
        }
        let given = |i: usize| Some(answers[i].clone()).filter(|a| !a.is_empty());
        let separator = if answers[0].contains(',') { ',' } else { ' ' };
        let started = Started {
            players: answers[0]
                .split(separator)
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_owned)
                .collect(),
            club: given(1),
            date: given(2),
            chips: given(3).and_then(|c| c.parse().ok()),
            rules: given(4),
        };
        match Recorder::create_under(&self.path, &started, &self.choice) {
            Ok(recorder) => {
                self.said = Said::Done(crate::words!("record-session-written"));
                Stage::Typing(recorder)
            }
            Err(error) => {
                self.said = Said::Mistake(crate::words!(
                    "record-session-again",
                    error = error.to_string()
                ));
                Stage::Session(Vec::new())
            }
        }
    }

    fn typing(&mut self, mut recorder: Recorder, line: &str) -> Stage {
        if line.is_empty() {
            self.said = Said::Nothing;
            return Stage::Typing(recorder);
        }
        if line == "undo" {
            self.said = match recorder.undo() {
                Ok(entry) => Said::Done(crate::words!(
                    "record-undone",
                    entry = entry_words(&recorder, &entry)
                )),
                Err(error) => Said::Mistake(error.to_string()),
            };
            return Stage::Typing(recorder);
        }
        if line == "end" {
            if recorder.recording().can_end() {
                return self.start_ending(recorder);
            }
            self.said = Said::Mistake(crate::words!("record-cannot-end"));
            return Stage::Typing(recorder);
        }
        match recorder.type_line(line) {
            Ok(()) => self.said = taken(&recorder, line),
            Err(FileError::Record(RecordError::WhichPlace {
                player,
                tile,
                places,
            })) => {
                self.said = Said::Done(crate::words!("record-which-end", tile = tile_words(tile)));
                return Stage::Placing {
                    recorder,
                    line: line.to_owned(),
                    player,
                    tile,
                    places,
                };
            }
            Err(error) => self.said = Said::Mistake(error.to_string()),
        }
        Stage::Typing(recorder)
    }

    /// Takes the answer to which open end a tile goes to: an arm's letter
    /// or name, or the number it touches, among those asked; an empty
    /// line takes neither.
    fn placing(
        &mut self,
        mut recorder: Recorder,
        typed: String,
        player: Seat,
        tile: Typed,
        places: Vec<Place>,
        answer: &str,
    ) -> Stage {
        if answer.is_empty() {
            self.said = Said::Done(crate::words!("record-not-taken", line = &typed));
            return Stage::Typing(recorder);
        }
        let asked = match place_of(answer) {
            Ok(At::Arm(arm)) => places.iter().any(|p| p.arm == arm).then_some(At::Arm(arm)),
            Ok(At::Pip(pip)) => places.iter().any(|p| p.open == pip).then_some(At::Pip(pip)),
            Err(_) => None,
        };
        let Some(at) = asked else {
            self.said = Said::Mistake(crate::words!("record-not-an-end-asked", typed = answer));
            return Stage::Placing {
                recorder,
                line: typed,
                player,
                tile,
                places,
            };
        };
        if matches!(at, At::Pip(pip) if places.iter().filter(|p| p.open == pip).count() > 1) {
            self.said = Said::Mistake(crate::words!("record-end-ambiguous", typed = answer));
            return Stage::Placing {
                recorder,
                line: typed,
                player,
                tile,
                places,
            };
        }
        let entry = Entry::Event(player, Act::Play { tile, at: Some(at) });
        self.said = match recorder.take(entry) {
            Ok(()) => taken(&recorder, &format!("{typed} at {answer}")),
            Err(error) => Said::Mistake(error.to_string()),
        };
        Stage::Typing(recorder)
    }

    /// Tab: the next legal play of the player in turn on the input line.
    /// The first Tab offers those that begin as the line does (a tile's
    /// number or both, in either order); each Tab after it the next.
    fn complete(&mut self) {
        if let Some((offered, at)) = &mut self.completing
            && offered.get(*at) == Some(&self.input)
        {
            *at = (*at + 1) % offered.len();
            self.input = offered[*at].clone();
            return;
        }
        self.completing = None;
        let Some(Stage::Typing(recorder)) = &self.stage else {
            self.said = Said::Mistake(crate::words!("record-nothing-to-complete"));
            return;
        };
        let recording = recorder.recording();
        let Some(turn) = recording.context().turn else {
            self.said = Said::Mistake(crate::words!("record-no-one-to-play"));
            return;
        };
        let name = &recording.players()[turn];
        let typed: Vec<u8> = self
            .input
            .trim()
            .chars()
            .filter_map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
            .collect();
        let offered: Vec<String> = recording
            .legal_plays()
            .iter()
            .filter(|play| {
                let (a, b) = (play.laid.touching, play.laid.open);
                match typed.as_slice() {
                    [] => true,
                    [x] => a == *x || b == *x,
                    [x, y, ..] => (a, b) == (*x, *y) || (a, b) == (*y, *x),
                }
            })
            .map(|play| play.short_form())
            .collect();
        if offered.is_empty() {
            self.said = Said::Mistake(crate::words!("record-no-legal-play", player = name));
            return;
        }
        self.said = Said::Done(crate::words!(
            "record-can-play",
            player = name,
            plays = offered.join(", ")
        ));
        self.input = offered[0].clone();
        self.completing = Some((offered, 0));
    }

    /// Begins the questions of a hand's end: the players still holding
    /// tiles whose tiles or count are not typed yet.
    fn start_ending(&mut self, recorder: Recorder) -> Stage {
        let recording = recorder.recording();
        let counts = recording.tile_counts();
        let typed: Vec<Seat> = recording
            .entries()
            .iter()
            .filter_map(|e| match e {
                Entry::Shown(seat, _) | Entry::Count(seat, _) => Some(*seat),
                _ => None,
            })
            .collect();
        let to_show = recording
            .players()
            .seats()
            .filter(|seat| counts.as_ref().is_none_or(|c| c[*seat] > 0))
            .filter(|seat| !typed.contains(seat))
            .collect();
        self.said = Said::Done(crate::words!("record-hand-over"));
        Stage::Ending {
            recorder,
            to_show,
            sheet: Vec::new(),
            asked: 0,
        }
    }

    fn ending(
        &mut self,
        mut recorder: Recorder,
        mut to_show: Vec<Seat>,
        mut sheet: Vec<(Seat, i64)>,
        mut asked: usize,
        line: &str,
    ) -> Stage {
        if line == "undo" {
            self.said = match recorder.undo() {
                Ok(entry) => Said::Done(crate::words!(
                    "record-undone",
                    entry = entry_words(&recorder, &entry)
                )),
                Err(error) => Said::Mistake(error.to_string()),
            };
            return Stage::Typing(recorder);
        }
        let players = recorder.recording().players().clone();
        // Before anything of the end is answered, an event the table still
        // makes once the last tile is down (a claim for the double laid
        // last, say) is taken as in the hand, and the end asked again.
        let recording = recorder.recording();
        let answered = asked > 0
            || recording
                .entries()
                .iter()
                .any(|e| matches!(e, Entry::Shown(..) | Entry::Count(..)));
        if !answered
            && recording.is_over()
            && let Ok(Entry::Event(..)) = crate::record::parse(line, &players, &recording.context())
        {
            return self.typing(recorder, line);
        }
        if let Some(seat) = to_show.first().copied() {
            if !line.is_empty() {
                let name = &players[seat];
                let typed = match line.strip_prefix("count") {
                    Some(count) => format!("{name} count {}", count.trim()),
                    None => format!("{name} shown {line}"),
                };
                if let Err(error) = recorder.type_line(&typed) {
                    self.said = Said::Mistake(error.to_string());
                    return Stage::Ending {
                        recorder,
                        to_show,
                        sheet,
                        asked,
                    };
                }
            }
            to_show.remove(0);
            self.said = Said::Nothing;
        } else {
            if !line.is_empty() {
                match line.parse::<i64>() {
                    Ok(figure) => sheet.push((Seat(u8::try_from(asked).unwrap_or(0)), figure)),
                    Err(_) => {
                        self.said =
                            Said::Mistake(crate::words!("record-not-a-figure", typed = line));
                        return Stage::Ending {
                            recorder,
                            to_show,
                            sheet,
                            asked,
                        };
                    }
                }
            }
            asked += 1;
            if asked == players.len() {
                return self.end_hand(recorder, &sheet);
            }
        }
        Stage::Ending {
            recorder,
            to_show,
            sheet,
            asked,
        }
    }

    fn end_hand(&mut self, mut recorder: Recorder, sheet: &[(Seat, i64)]) -> Stage {
        let players = recorder.recording().players().clone();
        let number = recorder.recording().hand_number();
        match recorder.end_hand(sheet) {
            Ok(()) => {
                let verdict = recorder
                    .recording()
                    .verdict()
                    .hands
                    .iter()
                    .find(|hand| hand.number == number)
                    .cloned();
                let mut said = crate::words!("record-hand-ended", hand = number);
                if let Some(verdict) = verdict {
                    let chips: Vec<String> = verdict
                        .chips
                        .iter()
                        .map(|(seat, c)| {
                            let c = c.map_or_else(|| "?".to_owned(), |c| c.to_string());
                            format!("{} {c}", players[seat])
                        })
                        .collect();
                    said.push(' ');
                    said.push_str(&crate::words!(
                        "record-hand-chips",
                        chips = chips.join(", ")
                    ));
                    let differs: Vec<String> = verdict
                        .scoresheet
                        .iter()
                        .map(|d| {
                            crate::words!(
                                "record-sheet-figure",
                                player = &players[d.seat],
                                table = d.table,
                                referee = d.referee
                            )
                        })
                        .collect();
                    if !differs.is_empty() {
                        said.push(' ');
                        said.push_str(&crate::words!(
                            "record-sheet-differs",
                            figures = differs.join(", ")
                        ));
                    }
                    if let Some(next) = verdict.next_on_set {
                        said.push(' ');
                        said.push_str(&crate::words!(
                            "record-next-on-set",
                            player = &players[next]
                        ));
                    }
                }
                self.said = Said::Done(said);
                Stage::Typing(recorder)
            }
            Err(error) => {
                self.said =
                    Said::Mistake(crate::words!("record-end-again", error = error.to_string()));
                Stage::Typing(recorder)
            }
        }
    }

    /// Asks for the hand's end once the rules have it over and nothing of
    /// the end is typed yet.
    fn end_if_over(&mut self) {
        let begin = matches!(
            &self.stage,
            Some(Stage::Typing(recorder)) if recorder.recording().is_over()
                && !recorder.recording().entries().iter().any(|e| matches!(e, Entry::Shown(..) | Entry::Count(..)))
        );
        if begin && let Some(Stage::Typing(recorder)) = self.stage.take() {
            let kept = std::mem::take(&mut self.said);
            self.stage = Some(self.start_ending(recorder));
            if let (Said::Done(before), Said::Done(now)) = (&kept, &self.said) {
                self.said = Said::Done(format!("{before}. {now}"));
            } else if matches!(kept, Said::Mistake(_)) {
                self.said = kept;
            }
        }
    }
}

/// What is said of a line taken: that it was, and where the table is to
/// decide on a tile, how.
fn taken(recorder: &Recorder, line: &str) -> Said {
    let decision = recorder
        .recording()
        .owed()
        .iter()
        .any(|o| matches!(o, crate::record::Owed::Decision { .. }));
    if decision {
        Said::Done(crate::words!("record-taken-decide", line = line))
    } else {
        Said::Done(crate::words!("record-taken", line = line))
    }
}

/// An entry as the scorekeeper typed it, in its long form.
fn entry_words(recorder: &Recorder, entry: &Entry) -> String {
    let players = recorder.recording().players();
    match entry {
        Entry::Event(seat, act) => act.event_text(&players[*seat]),
        Entry::Deal(seat, _) => crate::words!("record-entry-deal", player = &players[*seat]),
        Entry::Shown(seat, _) => crate::words!("record-entry-shown", player = &players[*seat]),
        Entry::Count(seat, count) => crate::words!(
            "record-entry-count",
            player = &players[*seat],
            count = *count
        ),
    }
}
