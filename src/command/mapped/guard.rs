//! A map whose file is cut short under it stays readable.
//!
//! A page of a mapped file that lies past the file's end is no page at all:
//! touching it raises SIGBUS, which ends the run without a word. That happens
//! when another program truncates the transcript while the referee reads it.
//! Rather than read the file into memory (and lose reading a file of any
//! length in the same memory), the referee catches the fault: a handler for
//! SIGBUS that finds the address in a map it guards puts zeros in place of
//! the rest of that map, notes that the file was cut short, and lets the
//! reader go on. The reader reads zeros where the text was; the run then says
//! that the file changed while it was read (exit 2), whatever it made of them.
//! A fault anywhere else is left to the handler that was there before (Rust's
//! own, which tells a stack overflow), or ends the run as it would have.
//!
//! The handler only reads atomics and calls `mmap`, a system call, as a
//! signal handler may.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// How many maps can be guarded at once: one a file being judged, and files
/// are judged one a core. A map beyond them is not guarded (a truncation then
/// ends the run as it did before the guard).
const GUARDED: usize = 256;

/// The part of the address space a map covers, while it is guarded; `end`
/// is 0 for a free slot.
struct Slot {
    start: AtomicUsize,
    end: AtomicUsize,
    /// Whether the file was found cut short under the map.
    cut: AtomicBool,
}

static SLOTS: [Slot; GUARDED] = [const {
    Slot {
        start: AtomicUsize::new(0),
        end: AtomicUsize::new(0),
        cut: AtomicBool::new(false),
    }
}; GUARDED];

/// The system's page size, read when the handler is installed.
static PAGE: AtomicUsize = AtomicUsize::new(0);

/// A map guarded while this lives: drop it before the map is unmapped.
pub(super) struct Guard {
    slot: Option<usize>,
}

impl Guard {
    /// Guards the map at `bytes` (the whole of it, as mapped).
    pub(super) fn over(bytes: &[u8]) -> Guard {
        if bytes.is_empty() || !install() {
            return Guard { slot: None };
        }
        let start = bytes.as_ptr() as usize;
        let end = start + bytes.len();
        // Claimed with an end that covers nothing mapped (address 0 to 1), then
        // given its range.
        let slot = SLOTS.iter().position(|slot| {
            slot.end
                .compare_exchange(0, 1, Ordering::AcqRel, Ordering::Relaxed)
                .is_ok()
        });
        if let Some(index) = slot {
            let slot = &SLOTS[index];
            slot.cut.store(false, Ordering::Release);
            slot.start.store(start, Ordering::Release);
            slot.end.store(end, Ordering::Release);
        }
        Guard { slot }
    }

    /// Whether the file was found cut short under the map.
    pub(super) fn cut(&self) -> bool {
        self.slot
            .is_some_and(|index| SLOTS[index].cut.load(Ordering::Acquire))
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(index) = self.slot {
            SLOTS[index].start.store(0, Ordering::Release);
            SLOTS[index].end.store(0, Ordering::Release);
        }
    }
}

/// What SIGBUS did before the handler was installed.
struct Previous(libc::sigaction);

// SAFETY: written once, before the handler that reads it is installed, and
// never again.
unsafe impl Sync for Previous {}

static PREVIOUS: std::sync::OnceLock<Previous> = std::sync::OnceLock::new();

/// Installs the handler, once; whether it is there.
fn install() -> bool {
    static INSTALLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *INSTALLED.get_or_init(|| {
        // SAFETY: `sysconf` has no preconditions.
        let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        let Ok(page) = usize::try_from(page) else {
            return false;
        };
        PAGE.store(page, Ordering::Release);
        // SAFETY: the structures are zeroed as C expects, and filled in before
        // use; the handler has the signature `SA_SIGINFO` calls for.
        unsafe {
            let mut previous: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(libc::SIGBUS, std::ptr::null(), &raw mut previous) != 0 {
                return false;
            }
            let _ = PREVIOUS.set(Previous(previous));
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_fault as *const () as usize;
            // On the thread's alternate stack, if it has one, as Rust's own
            // handler runs: it may be called from here.
            action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&raw mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &raw const action, std::ptr::null_mut()) == 0
        }
    })
}

/// The SIGBUS handler: zeros over the rest of a guarded map from the faulting
/// page on, or the handler before.
extern "C" fn on_fault(
    signal: libc::c_int,
    info: *mut libc::siginfo_t,
    context: *mut libc::c_void,
) {
    // SAFETY: the system gives the handler of a fault its siginfo.
    let address = unsafe { (*info).si_addr() } as usize;
    let page = PAGE.load(Ordering::Acquire);
    for slot in &SLOTS {
        let end = slot.end.load(Ordering::Acquire);
        let start = slot.start.load(Ordering::Acquire);
        if start == 0 || address < start || address >= end {
            continue;
        }
        let from = address & !(page - 1);
        // SAFETY: `from..end` lies in a map this process made and still holds
        // (its guard lives): the pages past the file's end are replaced by
        // zeros, readable as the map was.
        let zeros = unsafe {
            libc::mmap(
                from as *mut libc::c_void,
                end - from,
                libc::PROT_READ,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                -1,
                0,
            )
        };
        if zeros != libc::MAP_FAILED {
            slot.cut.store(true, Ordering::Release);
            return;
        }
    }
    // SAFETY: the handler before is called as it asked to be called.
    unsafe { previous(signal, info, context) }
}

/// Hands a fault that is not a guarded map's to the handler before: Rust's
/// (which tells a stack overflow and otherwise restores the default), another
/// one, or the default, restored so that the fault, raised again, ends the run.
unsafe fn previous(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut libc::c_void) {
    let Some(Previous(previous)) = PREVIOUS.get() else {
        // SAFETY: restoring the default action has no preconditions.
        unsafe { libc::signal(signal, libc::SIG_DFL) };
        return;
    };
    let handler = previous.sa_sigaction;
    if handler == libc::SIG_DFL || handler == libc::SIG_IGN {
        // SAFETY: as above.
        unsafe { libc::signal(signal, libc::SIG_DFL) };
    } else if previous.sa_flags & libc::SA_SIGINFO != 0 {
        // SAFETY: a handler installed with `SA_SIGINFO` has this signature.
        let handler: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
            unsafe { std::mem::transmute(handler) };
        handler(signal, info, context);
    } else {
        // SAFETY: a handler installed without it has this one.
        let handler: extern "C" fn(libc::c_int) = unsafe { std::mem::transmute(handler) };
        handler(signal);
    }
}
