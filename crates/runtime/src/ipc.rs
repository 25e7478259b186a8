//! CUDA IPC: device memory and events one process hands to another through a 64-byte handle
//! (`cudaIpcGetMemHandle`, `cudaIpcOpenMemHandle`, `cudaIpcGetEventHandle`, ...).
//!
//! What is shared lives in memory files: the exporting process keeps the file open, and its
//! handle names the process and the descriptor, which the importing process opens through
//! `/proc/<pid>/fd/<fd>` (a process of the same user may). Memory is the backend's to export
//! (the CPU backend moves the allocation into such a file, the NVIDIA backend hands the
//! driver's handle on); an interprocess event is the runtime's own: two counters in a shared
//! page, records issued and records completed, which every process holding the event reads.

use crate::abi::{CudaError, IpcEventHandle, IpcMemHandle};
use crate::backend::MemoryKind;
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::memory::Region;
use std::ffi::c_char;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A memory file of `len` bytes, zeroed.
pub(crate) fn memory_file(name: &std::ffi::CStr, len: usize) -> Result<OwnedFd, String> {
    // SAFETY: a NUL-terminated name; the descriptor is ours.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(format!("memfd_create: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: a descriptor just made, owned from here.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    // SAFETY: `fd` is the file just made.
    if unsafe { libc::ftruncate(fd.as_raw_fd(), len as libc::off_t) } != 0 {
        return Err(format!(
            "cannot size a memory file of {len} bytes: {}",
            std::io::Error::last_os_error()
        ));
    }
    Ok(fd)
}

/// Opens descriptor `fd` of process `pid`: the file another process's handle names.
pub(crate) fn open_peer_file(pid: u32, fd: i32) -> Result<OwnedFd, String> {
    let path = std::ffi::CString::new(format!("/proc/{pid}/fd/{fd}")).unwrap_or_default();
    // SAFETY: a NUL-terminated path.
    let opened = unsafe { libc::open(path.as_ptr(), libc::O_RDWR | libc::O_CLOEXEC) };
    if opened < 0 {
        return Err(format!(
            "cannot open {}: {} (has the exporting process ended?)",
            path.to_string_lossy(),
            std::io::Error::last_os_error()
        ));
    }
    // SAFETY: a descriptor just opened, owned from here.
    Ok(unsafe { OwnedFd::from_raw_fd(opened) })
}

/// The bytes of a handle: a tag, the exporting process, its descriptor and `extra` words.
pub(crate) fn encode(tag: &[u8; 4], fd: i32, extra: &[u64]) -> [u8; 64] {
    let mut h = [0u8; 64];
    h[..4].copy_from_slice(tag);
    h[4..8].copy_from_slice(&std::process::id().to_le_bytes());
    h[8..12].copy_from_slice(&fd.to_le_bytes());
    for (i, w) in extra.iter().enumerate().take(6) {
        h[16 + 8 * i..24 + 8 * i].copy_from_slice(&w.to_le_bytes());
    }
    h
}

/// A handle's process, descriptor and extra words, if it has `tag`.
pub(crate) fn decode(tag: &[u8; 4], h: &[u8; 64]) -> Option<(u32, i32, [u64; 6])> {
    if &h[..4] != tag {
        return None;
    }
    let word = |at: usize| u64::from_le_bytes(h[at..at + 8].try_into().unwrap_or_default());
    let pid = u32::from_le_bytes(h[4..8].try_into().ok()?);
    let fd = i32::from_le_bytes(h[8..12].try_into().ok()?);
    Some((pid, fd, std::array::from_fn(|i| word(16 + 8 * i))))
}

fn bytes_of(reserved: &[c_char; 64]) -> [u8; 64] {
    reserved.map(|c| c as u8)
}

fn chars_of(bytes: [u8; 64]) -> [c_char; 64] {
    bytes.map(|b| b as c_char)
}

const EVENT_TAG: &[u8; 4] = b"FCEV";
const PAGE: usize = 4096;

/// The state an interprocess event shares: how many records were issued, and the number of
/// the last one completed (records complete in order in one stream; across streams and
/// processes the largest completed number stands for all before it, as CUDA's event names
/// only its latest record).
pub(crate) struct SharedEvent {
    file: OwnedFd,
    page: *mut u8,
}

// SAFETY: the page holds atomics only, shared by design.
unsafe impl Send for SharedEvent {}
unsafe impl Sync for SharedEvent {}

impl SharedEvent {
    fn map(file: OwnedFd) -> Result<SharedEvent, String> {
        // SAFETY: a file of at least a page, mapped where the kernel chooses.
        let page = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                PAGE,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED,
                file.as_raw_fd(),
                0,
            )
        };
        if page == libc::MAP_FAILED {
            return Err(format!("mmap: {}", std::io::Error::last_os_error()));
        }
        Ok(SharedEvent {
            file,
            page: page.cast(),
        })
    }

    /// A new event's state: nothing recorded.
    pub fn create() -> Result<SharedEvent, String> {
        Self::map(memory_file(c"ferrocuda-event", PAGE)?)
    }

    fn counter(&self, i: usize) -> &AtomicU64 {
        // SAFETY: the page is mapped for the object's life, 8-byte aligned, and holds two
        // counters that every process touches only atomically.
        unsafe { &*(self.page.add(8 * i) as *const AtomicU64) }
    }

    /// Issues a record: its number, which [`SharedEvent::complete`] is given when it is done.
    pub fn issue(&self) -> u64 {
        self.counter(0).fetch_add(1, Ordering::AcqRel) + 1
    }

    pub fn complete(&self, record: u64) {
        self.counter(1).fetch_max(record, Ordering::AcqRel);
    }

    /// The latest record issued: what a wait begun now waits for.
    pub fn latest(&self) -> u64 {
        self.counter(0).load(Ordering::Acquire)
    }

    pub fn is_complete(&self, record: u64) -> bool {
        self.counter(1).load(Ordering::Acquire) >= record
    }

    /// Waits until `record` has completed, in whichever process it was issued.
    pub fn wait(&self, record: u64) {
        let mut spins = 0u32;
        while !self.is_complete(record) {
            spins += 1;
            match spins {
                0..=64 => std::hint::spin_loop(),
                65..=256 => std::thread::yield_now(),
                _ => std::thread::sleep(Duration::from_micros(50)),
            }
        }
    }
}

impl Drop for SharedEvent {
    fn drop(&mut self) {
        // SAFETY: the page `map` made.
        unsafe { libc::munmap(self.page.cast(), PAGE) };
    }
}

impl Runtime {
    /// `cudaIpcGetEventHandle`: for an event created with `cudaEventInterprocess`.
    pub fn ipc_get_event_handle(&self, event: usize) -> CudaResult<IpcEventHandle> {
        self.call(|ctx| {
            let e = ctx.events.lookup(event)?;
            let shared = e.shared().ok_or(CudaError::InvalidResourceHandle)?;
            Ok(IpcEventHandle {
                reserved: chars_of(encode(EVENT_TAG, shared.file.as_raw_fd(), &[])),
            })
        })
    }

    /// `cudaIpcOpenEventHandle`: an event of this process naming the other's.
    pub fn ipc_open_event_handle(&self, handle: &IpcEventHandle) -> CudaResult<usize> {
        self.call(|ctx| {
            let (pid, fd, _) =
                decode(EVENT_TAG, &bytes_of(&handle.reserved)).ok_or(CudaError::InvalidValue)?;
            let shared = open_peer_file(pid, fd)
                .and_then(SharedEvent::map)
                .map_err(|why| {
                    eprintln!("ferrocuda: cudaIpcOpenEventHandle: {why}");
                    CudaError::InvalidValue
                })?;
            let flags =
                crate::abi::flags::EVENT_INTERPROCESS | crate::abi::flags::EVENT_DISABLE_TIMING;
            Ok(ctx.events.create(flags, None, Some(shared)))
        })
    }

    /// `cudaIpcGetMemHandle`: for the allocation `ptr` is the start of.
    pub fn ipc_get_mem_handle(&self, ptr: u64) -> CudaResult<IpcMemHandle> {
        self.call(|ctx| {
            let h = ctx.export_allocation(ptr, "cudaIpcGetMemHandle")?;
            Ok(IpcMemHandle {
                reserved: chars_of(h),
            })
        })
    }

    /// `cudaIpcOpenMemHandle`: the other process's allocation, mapped into this one.
    pub fn ipc_open_mem_handle(&self, handle: &IpcMemHandle, flags: u32) -> CudaResult<u64> {
        if flags & !crate::abi::flags::IPC_MEM_LAZY_ENABLE_PEER_ACCESS != 0 {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| ctx.import_allocation(&bytes_of(&handle.reserved), "cudaIpcOpenMemHandle"))
    }

    /// `cudaIpcCloseMemHandle`: unmaps what `cudaIpcOpenMemHandle` mapped.
    pub fn ipc_close_mem_handle(&self, ptr: u64) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.wait_all();
            match ctx.backend.close_imported(ptr) {
                true => Ok(()),
                false => Err(CudaError::InvalidValue),
            }
        })
    }
}

impl Context {
    /// The backend's handle to the device allocation `ptr` is in, for another
    /// process to import (`what` names the call in messages).
    pub(crate) fn export_allocation(&self, ptr: u64, what: &str) -> CudaResult<[u8; 64]> {
        let (base, size) = match self.classify(ptr) {
            Region::Alloc { base, alloc } if alloc.kind == MemoryKind::Device => (base, alloc.size),
            _ => return Err(CudaError::InvalidValue),
        };
        // The CPU backend moves the memory into a file: nothing may touch it meanwhile.
        self.wait_all();
        self.backend.export_memory(base, size).map_err(|why| {
            eprintln!("ferrocuda: {what}: {why}");
            CudaError::InvalidValue
        })
    }

    /// Maps the allocation another process's [`Context::export_allocation`] handle names.
    pub(crate) fn import_allocation(&self, handle: &[u8; 64], what: &str) -> CudaResult<u64> {
        self.backend.import_memory(handle).map_err(|(error, why)| {
            eprintln!("ferrocuda: {what}: {why}");
            error
        })
    }
}
