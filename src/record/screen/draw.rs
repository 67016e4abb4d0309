//! The recorder's screen, drawn from the recording as it stands and the line
//! being typed: nothing here decides anything, so that a state drawn into a
//! test backend shows what a scorekeeper would see.
//!
//! In 80 columns by 24 rows: a title line; the layout as `nos show` draws it
//! beside the table's state (whose turn, what is owed, the boneyard, each
//! player's tiles, his chips at the hand's start and as they stand now); the
//! findings of the last entry; the message and the line being typed at the
//! bottom.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::record::{Owed, Recording};
use crate::replay::Phase;
use crate::report::wording::PossibleLine;

/// What the message line says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// Nothing.
    #[default]
    Nothing,
    /// What happened: an entry taken, an undo, a hand ended.
    Done(String),
    /// A mistake: the line was not taken, and why.
    Mistake(String),
}

/// Everything the screen shows.
#[derive(Clone, Copy, Debug)]
pub struct Screen<'a> {
    /// The file recorded into, as named.
    pub file: &'a str,
    /// The recording, once the session is given.
    pub recording: Option<&'a Recording>,
    /// Before the session is given: the answers so far.
    pub answers: &'a [String],
    /// The question the input line answers, or the prompt.
    pub prompt: &'a str,
    /// The line being typed.
    pub input: &'a str,
    /// The last message.
    pub said: &'a Said,
    /// Whether to colour.
    pub colour: bool,
}

impl Screen<'_> {
    fn style(&self, style: Style) -> Style {
        if self.colour { style } else { Style::default() }
    }

    fn warning(&self) -> Style {
        self.style(Style::default().fg(Color::Red).add_modifier(Modifier::BOLD))
    }

    fn possible(&self) -> Style {
        self.style(Style::default().fg(Color::Yellow))
    }

    fn heading(&self) -> Style {
        self.style(Style::default().add_modifier(Modifier::BOLD))
    }
}

/// Draws `screen` into the frame.
pub fn draw(frame: &mut Frame, screen: &Screen) {
    let [title, body, findings, message, input] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(6),
        Constraint::Length(2),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    let heading = match screen.recording {
        Some(r) => crate::words!(
            "record-title-hand",
            file = screen.file,
            hand = r.hand_number()
        ),
        None => crate::words!("record-title", file = screen.file),
    };
    frame.render_widget(
        Paragraph::new(Line::styled(heading, screen.heading())),
        title,
    );
    match screen.recording {
        Some(recording) => {
            let [left, right] =
                Layout::horizontal([Constraint::Min(40), Constraint::Length(34)]).areas(body);
            draw_layout(frame, left, recording);
            draw_table(frame, right, recording, screen);
            draw_findings(frame, findings, recording, screen);
        }
        None => {
            let lines: Vec<Line> = std::iter::once(Line::styled(
                crate::words!("record-new-session"),
                screen.heading(),
            ))
            .chain(screen.answers.iter().map(|a| Line::raw(a.clone())))
            .collect();
            frame.render_widget(
                Paragraph::new(lines).block(Block::new().borders(Borders::TOP)),
                body,
            );
        }
    }
    let said = match screen.said {
        Said::Nothing => Line::raw(""),
        Said::Done(text) => Line::raw(text.clone()),
        Said::Mistake(text) => Line::styled(text.clone(), screen.warning()),
    };
    frame.render_widget(Paragraph::new(said).wrap(Wrap { trim: true }), message);
    let prompt = format!("{} ", screen.prompt);
    let column = input.x
        + u16::try_from(prompt.chars().count() + screen.input.chars().count()).unwrap_or(u16::MAX);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(prompt, screen.heading()),
            Span::raw(screen.input),
        ])),
        input,
    );
    frame.set_cursor_position((column.min(input.right().saturating_sub(1)), input.y));
}

/// The layout as `nos show` draws it, and the open ends.
fn draw_layout(frame: &mut Frame, area: Rect, recording: &Recording) {
    let mut lines: Vec<Line> = Vec::new();
    match recording.layout_text() {
        Some(layout) => {
            lines.extend(layout.lines().map(|l| Line::raw(l.to_owned())));
            if let Some(ends) = recording.open_ends() {
                lines.push(Line::raw(crate::words!("show-open-ends", ends = ends)));
            }
        }
        None => lines.push(Line::raw(crate::words!("record-no-layout"))),
    }
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::new()
                .borders(Borders::TOP)
                .title(crate::words!("record-heading-layout")),
        ),
        area,
    );
}

/// Whose turn, what is owed, the boneyard, and each player's tiles and chips.
fn draw_table(frame: &mut Frame, area: Rect, recording: &Recording, screen: &Screen) {
    let players = recording.players();
    let mut lines: Vec<Line> = Vec::new();
    let turn = recording.position().map(|p| match p.phase {
        Phase::BeforeSet => crate::words!("record-turn-before-set"),
        Phase::Announcing => crate::words!("record-turn-announcing"),
        Phase::Opening | Phase::Turns => {
            crate::words!("show-turn-to-play", player = &players[p.turn])
        }
        Phase::BlockDraw(drawer) => crate::words!("record-turn-draws", player = &players[drawer]),
        Phase::Over(ending) => crate::words!("record-turn-over", ending = ending.word()),
    });
    let whose = turn.unwrap_or_else(|| crate::words!("record-turn-nothing-yet"));
    lines.push(Line::raw(crate::words!("show-turn", whose = whose)));
    for owed in recording.owed() {
        let text = match owed {
            Owed::Set => crate::words!("record-owed-set"),
            Owed::Announcement => crate::words!("record-owed-announcement"),
            Owed::Opening(seat) => crate::words!("record-owed-opening", player = &players[seat]),
            Owed::DrawAfterBlock { drawer, tiles } => crate::words!(
                "record-owed-draw-after-block",
                player = &players[drawer],
                tiles = tiles
            ),
            Owed::Wait {
                player,
                falls: true,
            } => crate::words!("record-owed-wait-at-turn", player = &players[player]),
            Owed::Wait {
                player,
                falls: false,
            } => crate::words!("record-owed-wait-arm-opens", player = &players[player]),
            Owed::Claim {
                claimant,
                payer,
                amount,
                double: _,
            } => crate::words!(
                "record-claim-open",
                claimant = &players[claimant],
                amount = amount,
                payer = &players[payer]
            ),
            Owed::Decision { player, tile } => crate::words!(
                "record-owed-decision",
                player = &players[player],
                tile = tile.to_string()
            ),
        };
        lines.push(Line::styled(text, screen.possible()));
    }
    if let Some(boneyard) = recording.boneyard() {
        lines.push(Line::raw(crate::words!(
            "record-boneyard",
            count = boneyard
        )));
    }
    // The columns are as wide as the English words need; a longer word
    // widens its column and the chips at the start give up the room.
    let tiles_heading = crate::words!("record-column-tiles");
    let tiles_width = tiles_heading.chars().count().max(5);
    let start_width = 8usize.saturating_sub(tiles_width - 5).max(6);
    lines.push(Line::styled(
        format!(
            "{:<12}{:>tiles_width$}{:>start_width$}{:>8}",
            crate::words!("record-column-player"),
            tiles_heading,
            crate::words!("record-column-start"),
            crate::words!("record-column-now"),
        ),
        screen.heading(),
    ));
    let counts = recording.tile_counts();
    let chips = recording.chips();
    let running = recording.running_chips();
    let turn_seat = recording.position().and_then(|p| match p.phase {
        Phase::Opening | Phase::Turns => Some(p.turn),
        Phase::BlockDraw(drawer) => Some(drawer),
        _ => None,
    });
    for (seat, name) in players.iter() {
        let tiles = counts
            .as_ref()
            .map_or_else(|| "-".to_owned(), |c| c[seat].to_string());
        let figure = |chips: Option<i64>| chips.map_or_else(|| "?".to_owned(), |c| c.to_string());
        let (start, now) = (figure(chips[seat]), figure(running[seat]));
        let mark = if turn_seat == Some(seat) { ">" } else { " " };
        let name: String = name.chars().take(10).collect();
        lines.push(Line::raw(format!(
            "{mark}{name:<11}{tiles:>tiles_width$}{start:>start_width$}{now:>8}"
        )));
    }
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: false }).block(
            Block::new()
                .borders(Borders::TOP | Borders::LEFT)
                .title(crate::words!("record-heading-table")),
        ),
        area,
    );
}

/// The findings of the last entry: infractions charged with who pays whom,
/// and those possible where tiles were not seen.
fn draw_findings(frame: &mut Frame, area: Rect, recording: &Recording, screen: &Screen) {
    let players = recording.players();
    let shown = recording.findings();
    let mut lines: Vec<Line> = Vec::new();
    if let Some(problem) = recording.stopped() {
        lines.push(Line::styled(
            crate::words!("record-cannot-go-past", problem = &problem.message),
            screen.warning(),
        ));
    }
    for infraction in shown.last_infractions() {
        let payment = crate::report::infraction::Shown {
            infraction,
            players,
            readings: Vec::new(),
            rule: "",
        }
        .payment_sentence();
        lines.push(Line::styled(
            crate::words!(
                "record-infraction",
                what = infraction.what.to_string(),
                payment = payment
            ),
            screen.warning(),
        ));
    }
    // The line says itself that it is possible, and not charged.
    for possible in shown.last_possible() {
        lines.push(Line::styled(
            PossibleLine { possible, players }.to_string(),
            screen.possible(),
        ));
    }
    if lines.is_empty() {
        let total = shown.infractions.len();
        let possible = shown.possible.len();
        let text = if recording.entries().is_empty() {
            crate::words!("record-nothing-typed")
        } else if !shown.known {
            crate::words!("record-no-findings")
        } else {
            crate::words!("record-nothing-found", total = total, possible = possible)
        };
        lines.push(Line::raw(text));
    }
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(
            Block::new()
                .borders(Borders::TOP)
                .title(crate::words!("record-heading-findings")),
        ),
        area,
    );
}
