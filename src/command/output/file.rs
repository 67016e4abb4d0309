//! The file `--output` names, and the report on its way into it.
//!
//! What the name leads to decides how the report is written:
//! - a regular file, or no file yet: into a temporary file in the same
//!   directory, renamed over it once whole, so that a reader sees the old file
//!   or the whole new one. A symbolic link is followed to the file it names,
//!   and that file is replaced; the link stays as it was. The new file takes
//!   the old one's mode, and its owner and group where the system lets the user
//!   running the referee give them (root always may; another user may keep a
//!   group of their own).
//! - a character device (`/dev/null`, a terminal) or a named pipe (`>(gzip)`):
//!   written straight into, as a shell's `>` writes. A device or a pipe has no
//!   old contents for a rename to keep whole, and a rename would put a plain
//!   file in the device's place (run as root, in place of the system's
//!   `/dev/null`); refusing them would refuse what `> /dev/null` does every day.
//! - anything else (a directory, a socket, a block device): refused. A report
//!   over a disk or into a socket is never what was meant.
//!
//! The temporary file must not outlive the run. On Linux it has no name until
//! the report is whole (`O_TMPFILE`), so that a run killed outright, or a
//! machine that loses its power, leaves nothing a person would see; it is given
//! a name only for the moment between being linked into the directory and
//! renamed over the output. Where a file cannot be made without a name, it is
//! named `.nos-output-….tmp`. A named temporary file is removed when the report
//! is not delivered, and when the run is interrupted (SIGINT, SIGTERM, SIGHUP):
//! only a kill that cannot be caught, during that moment, leaves one.
//!
//! No error says the temporary file's name: it is no name the user gave.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// How many symbolic links are followed to the file they name, as the system's
/// own limit.
const LINKS_FOLLOWED: usize = 40;

/// How many names are tried for a temporary file before giving up.
const NAMES_TRIED: usize = 100;

/// Where a report goes into the file `--output` names.
pub(super) enum Sink {
    /// A regular file, replaced whole when the report is.
    Replacing(Temporary),
    /// A character device or a named pipe, written into.
    Into(File),
}

impl Sink {
    /// Opens the way into the file at `path`, as what it leads to asks.
    ///
    /// # Errors
    /// A file that cannot be written, or that is no place for a report (see the
    /// module's documentation); no error names the temporary file.
    pub(super) fn open(path: &Path) -> io::Result<Sink> {
        let opened = match resolve(path)? {
            Resolved::Replaced(target) => Temporary::beside(target).map(Sink::Replacing),
            Resolved::Stream(device) => std::fs::OpenOptions::new()
                .write(true)
                .open(device)
                .map(Sink::Into),
        };
        opened.map_err(plain)
    }

    /// Puts the whole report in place: the temporary file renamed over the
    /// output. A device or a pipe has it already.
    ///
    /// # Errors
    /// The report could not be put in place; the output is as it was.
    pub(super) fn finish(self) -> io::Result<()> {
        match self {
            Sink::Replacing(temporary) => temporary.put_in_place().map_err(plain),
            Sink::Into(_) => Ok(()),
        }
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Sink::Replacing(temporary) => temporary.file.write(buf),
            Sink::Into(file) => file.write(buf),
        }
        .map_err(plain)
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Sink::Replacing(temporary) => temporary.file.flush(),
            Sink::Into(file) => file.flush(),
        }
        .map_err(plain)
    }
}

/// An error without the paths a library may have added to it: the system's
/// own words for it (a temporary file's name is no name the user gave).
fn plain(error: io::Error) -> io::Error {
    match error.raw_os_error() {
        Some(code) => io::Error::from_raw_os_error(code),
        None => error,
    }
}

/// What `--output` leads to, symbolic links followed.
enum Resolved {
    /// A regular file, or no file yet, at this path.
    Replaced(PathBuf),
    /// A character device or a named pipe.
    Stream(PathBuf),
}

/// Follows `path`'s symbolic links to the file they name and says how a
/// report is written there. The system follows them, so that the links of
/// `/proc` (`/dev/stdout`, `/dev/fd/63` of `>(gzip)`) lead where they lead.
fn resolve(path: &Path) -> io::Result<Resolved> {
    match std::fs::metadata(path) {
        Ok(metadata) if metadata.is_file() => std::fs::canonicalize(path).map(Resolved::Replaced),
        Ok(metadata) => match stream_or_refused(&metadata) {
            Ok(()) => Ok(Resolved::Stream(path.to_path_buf())),
            Err(what) => Err(io::Error::other(crate::words!(
                "command-output-not-a-file",
                kind = what
            ))),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            dangling_end(path).map(Resolved::Replaced)
        }
        Err(error) => Err(error),
    }
}

/// Where the file a path leads to would be, when there is none: at the end of
/// its symbolic links, if any (a link to a report not written yet).
fn dangling_end(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..LINKS_FOLLOWED {
        match std::fs::symlink_metadata(&path) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                // A relative link is read from the directory it is in.
                let to = std::fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) => dir.join(to),
                    None => to,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::other(crate::words!(
        "command-output-too-many-links",
        links = LINKS_FOLLOWED
    )))
}

/// Whether a file that is neither regular nor a link takes a report written
/// into it; if not, what it is, as a message's choice (`directory`, `socket`,
/// `block-device`, `other`).
#[cfg(unix)]
fn stream_or_refused(metadata: &std::fs::Metadata) -> Result<(), &'static str> {
    use std::os::unix::fs::FileTypeExt;
    let kind = metadata.file_type();
    if kind.is_char_device() || kind.is_fifo() {
        Ok(())
    } else if kind.is_dir() {
        Err("directory")
    } else if kind.is_socket() {
        Err("socket")
    } else if kind.is_block_device() {
        Err("block-device")
    } else {
        Err("other")
    }
}

#[cfg(not(unix))]
fn stream_or_refused(metadata: &std::fs::Metadata) -> Result<(), &'static str> {
    if metadata.is_dir() {
        Err("directory")
    } else {
        Err("other")
    }
}

/// A report being written beside the file it will replace.
pub(super) struct Temporary {
    file: File,
    /// The file the report replaces (or becomes), links followed.
    target: PathBuf,
    /// The temporary file's name while it has one: removed unless the report
    /// takes the target's place.
    named: Option<PathBuf>,
}

impl Temporary {
    /// A new temporary file in the directory of `target`, without a name where
    /// the system allows.
    fn beside(target: PathBuf) -> io::Result<Temporary> {
        watch_signals();
        let dir = directory_of(&target);
        if let Some(file) = unnamed_in(dir) {
            return Ok(Temporary {
                file,
                target,
                named: None,
            });
        }
        let mut pending = pending();
        let (file, name) = named_in(dir, |name| {
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            // A report is as readable as any new file (0666 less the umask).
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o666);
            options.open(name)
        })?;
        pending.push(name.clone());
        Ok(Temporary {
            file,
            target,
            named: Some(name),
        })
    }

    /// Renames the whole report over the target, with the old file's mode and,
    /// where the system allows, its owner and group, once it is safely on disk.
    fn put_in_place(mut self) -> io::Result<()> {
        self.take_on_the_old_file()?;
        self.file.sync_all()?;
        let mut pending = pending();
        // Checked again at the last moment: a rename never puts a plain file
        // in the place of a device, a pipe or a link that appeared meanwhile.
        if let Ok(now) = std::fs::symlink_metadata(&self.target)
            && !now.is_file()
        {
            return Err(io::Error::other(crate::words!(
                "command-output-no-longer-a-file"
            )));
        }
        let name = match &self.named {
            Some(name) => name.clone(),
            None => {
                let name = link_in(&self.file, directory_of(&self.target))?;
                pending.push(name.clone());
                self.named = Some(name.clone());
                name
            }
        };
        std::fs::rename(&name, &self.target)?;
        pending.retain(|kept| kept != &name);
        self.named = None;
        Ok(())
    }

    /// Gives the report the replaced file's owner, group and mode.
    fn take_on_the_old_file(&self) -> io::Result<()> {
        let Ok(old) = std::fs::metadata(&self.target) else {
            return Ok(());
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::{MetadataExt, fchown};
            // Only root may give a file away; anyone may give it a group of
            // their own. Where neither is allowed, the report is the user's.
            if fchown(&self.file, Some(old.uid()), Some(old.gid())).is_err() {
                let _ = fchown(&self.file, None, Some(old.gid()));
            }
        }
        // After the owner: a change of owner clears the set-user and set-group bits.
        self.file.set_permissions(old.permissions())
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        if let Some(name) = self.named.take() {
            let mut pending = pending();
            let _ = std::fs::remove_file(&name);
            pending.retain(|kept| kept != &name);
        }
    }
}

/// The directory a file is in (`.` for a bare name).
fn directory_of(path: &Path) -> &Path {
    path.parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Makes a file under a new name `.nos-output-….tmp` in `dir` with `make`,
/// trying other names while one is taken.
fn named_in<T>(
    dir: &Path,
    mut make: impl FnMut(&Path) -> io::Result<T>,
) -> io::Result<(T, PathBuf)> {
    use std::hash::BuildHasher;
    for _ in 0..NAMES_TRIED {
        // Each `RandomState` is keyed anew: a name no run is likely to share.
        let random = std::hash::RandomState::new().hash_one(std::process::id());
        let name = dir.join(format!(".nos-output-{random:016x}.tmp"));
        match make(&name) {
            Ok(made) => return Ok((made, name)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::from(io::ErrorKind::AlreadyExists))
}

/// A file without a name in `dir` (Linux's `O_TMPFILE`), where the file system
/// makes one and it can be linked in later (through `/proc/self/fd`).
#[cfg(any(target_os = "linux", target_os = "android"))]
fn unnamed_in(dir: &Path) -> Option<File> {
    use rustix::fs::{Mode, OFlags};
    if !Path::new("/proc/self/fd").is_dir() {
        return None;
    }
    let flags = OFlags::WRONLY | OFlags::TMPFILE | OFlags::CLOEXEC;
    // As readable as any new file: 0666 less the umask.
    let fd = rustix::fs::open(dir, flags, Mode::from_raw_mode(0o666)).ok()?;
    Some(File::from(fd))
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn unnamed_in(_dir: &Path) -> Option<File> {
    None
}

/// Gives the unnamed `file` a name `.nos-output-….tmp` in `dir`.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn link_in(file: &File, dir: &Path) -> io::Result<PathBuf> {
    use rustix::fs::{AtFlags, CWD};
    use std::os::fd::AsRawFd;
    let itself = format!("/proc/self/fd/{}", file.as_raw_fd());
    let ((), name) = named_in(dir, |name| {
        rustix::fs::linkat(CWD, itself.as_str(), CWD, name, AtFlags::SYMLINK_FOLLOW)
            .map_err(io::Error::from)
    })?;
    Ok(name)
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn link_in(_file: &File, _dir: &Path) -> io::Result<PathBuf> {
    Err(io::Error::from(io::ErrorKind::Unsupported))
}

/// The names of the temporary files that exist now. Whoever creates, renames
/// or removes one holds the lock while doing it, so that an interrupted run
/// finds each one that is there.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn pending() -> MutexGuard<'static, Vec<PathBuf>> {
    PENDING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// From the first temporary file on, a run interrupted by SIGINT, SIGTERM or
/// SIGHUP removes its named temporary files, then ends as the signal would
/// have ended it.
#[cfg(unix)]
fn watch_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    static WATCHING: std::sync::Once = std::sync::Once::new();
    WATCHING.call_once(|| {
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        let _ = std::thread::Builder::new()
            .name("signals".to_owned())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    // Held to the end: no temporary file is made after this.
                    let mut pending = pending();
                    for name in pending.drain(..) {
                        let _ = std::fs::remove_file(name);
                    }
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    std::process::exit(128 + signal);
                }
            });
    });
}

#[cfg(not(unix))]
fn watch_signals() {}
