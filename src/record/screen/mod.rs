//! `nos record`: the recorder's full-screen terminal, on the recording of
//! [`crate::record`].
//!
//! The state between keys is [`App`] ([`app`]), the screen a pure drawing of
//! it ([`draw`]); this file only runs the terminal: it reads keys, hands them
//! to the app, and draws. The file is written by the recording after every
//! entry, so leaving at any key (Ctrl-C, Ctrl-D on an empty line, `quit`)
//! leaves a whole transcript.

pub mod app;
pub mod draw;

use std::io;
use std::path::Path;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};

pub use app::{App, Key};
pub use draw::{Said, Screen, draw};

use crate::command::RulesChoice;

/// Whether to colour the screen: not when `NO_COLOR` is set and not empty.
#[must_use]
pub fn colour_from(no_color: Option<&str>) -> bool {
    no_color.is_none_or(str::is_empty)
}

/// Records into `path` in the terminal until the scorekeeper leaves: a new
/// session when there is no file, else the one it holds gone on with.
///
/// # Errors
/// A file that cannot be read or gone on from (said before the screen
/// opens), or a terminal that cannot be drawn on.
pub fn run(path: &Path, choice: &RulesChoice, colour: bool) -> Result<(), String> {
    let mut app = if path.exists() {
        App::resume(path, choice).map_err(|error| error.to_string())?
    } else {
        App::new_session_under(path, choice)
    };
    let name = path.display().to_string();
    let mut terminal = ratatui::try_init().map_err(|error| error.to_string())?;
    let ran = run_app(&mut terminal, &mut app, &name, colour);
    ratatui::restore();
    ran.map_err(|error| crate::words!("record-terminal-failed", error = error.to_string()))
}

fn run_app(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    name: &str,
    colour: bool,
) -> io::Result<()> {
    let mut prompt = String::new();
    while !app.left() {
        terminal.draw(|frame| draw(frame, &app.screen(name, &mut prompt, colour)))?;
        if let Event::Key(key) = event::read()?
            && key.kind != KeyEventKind::Release
            && let Some(key) = key_of(key.code, key.modifiers)
        {
            app.key(key);
        }
    }
    Ok(())
}

/// The recorder's key for a terminal's.
fn key_of(code: KeyCode, modifiers: KeyModifiers) -> Option<Key> {
    let control = modifiers.contains(KeyModifiers::CONTROL);
    Some(match code {
        KeyCode::Char('c') if control => Key::Interrupt,
        KeyCode::Char('d') if control => Key::EndOfInput,
        KeyCode::Char(c) if !control => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Esc => Key::Escape,
        KeyCode::Tab => Key::Tab,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
