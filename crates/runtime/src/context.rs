//! The runtime object: registrations, the lazily created device context, per-thread state.
//!
//! [`Runtime::global`] is the process-wide instance the C library uses; tests build their own
//! with [`Runtime::with_backend`] so that one test's sticky fault or reset cannot disturb
//! another. Per-thread state (last error, launch configurations, the per-thread default stream)
//! is kept per runtime instance.
//!
//! Every API entry point runs through [`Runtime::call`], which creates the context on first use,
//! returns the sticky error once there is one, and records failures as the thread's last error.

use crate::abi::CudaError;
use crate::backend::{
    cpu::CpuBackend, Backend, DeviceProperties, FaultKind, KernelFault, LoadedModule,
};
use crate::error::{CudaResult, FaultState};
use crate::event::Events;
use crate::launch::{CallConfig, ResolvedKernel};
use crate::memory::MemoryTable;
use crate::printf::PrintfBuffer;
use crate::queue::Marker;
use crate::registry::Registry;
use crate::stream::{StreamObj, Streams};
use crate::symbol::SymbolState;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

/// The CUDA version this runtime implements, as `cudaRuntimeGetVersion` reports it.
pub const CUDA_VERSION: i32 = 13000;

/// A CUDA runtime: what one process's `libcudart` holds.
pub struct Runtime {
    /// Distinguishes instances in thread-local state.
    id: u64,
    pub(crate) registry: Registry,
    source: BackendSource,
    context: OnceLock<CudaResult<Arc<Context>>>,
    /// Stream 0 is each host thread's own default stream, as in code built with
    /// `--default-stream per-thread` (see [`Runtime::use_per_thread_default_stream`]).
    pub(crate) per_thread_default: AtomicBool,
}

enum BackendSource {
    /// `FERROCUDA_BACKEND`, read when the context is first needed.
    Environment,
    Given(Arc<dyn Backend>),
}

/// The device context: everything `cudaDeviceReset` throws away.
pub(crate) struct Context {
    /// `cudaDeviceReset` released the primary context and no call has made it again
    /// ([`Runtime::call`] does): the device flags read as none (measured).
    pub primary_released: AtomicBool,
    pub backend: Arc<dyn Backend>,
    pub props: DeviceProperties,
    pub faults: FaultState,
    pub memory: MemoryTable,
    pub streams: Streams,
    pub events: Events,
    pub graphs: crate::graph::Graphs,
    pub graph_memory: crate::graph_memory::GraphMemory,
    pub virtual_memory: Mutex<crate::virtual_memory::VirtualMemory>,
    pub printf: PrintfBuffer,
    pub symbols: SymbolState,
    pub textures: crate::texture::TextureState,
    /// Loaded device images by module key; each loads once, on first use.
    pub modules: Mutex<HashMap<usize, Arc<ModuleSlot>>>,
    pub settings: Mutex<crate::device::Settings>,
    pub functions: Mutex<HashMap<usize, crate::function::FuncSettings>>,
    /// Whether `functions` holds anything: every launch asks, without the lock.
    pub functions_set: AtomicBool,
    /// Kernels by host stub, resolved on their first launch or query.
    pub kernels: RwLock<HashMap<usize, Arc<ResolvedKernel>>>,
    /// Host stubs of kernels that could not be resolved, whose reason is on stderr already:
    /// a program that launches one in a loop gets the error code every time, the reason once.
    pub unresolved_explained: Mutex<HashSet<usize>>,
}

/// A module's load, done once: the module or why it could not be loaded.
pub(crate) type ModuleSlot = OnceLock<Result<Arc<dyn LoadedModule>, String>>;

/// What a host thread remembers between calls.
#[derive(Default)]
pub(crate) struct ThreadState {
    pub last_error: Option<CudaError>,
    /// Set while a driver API call runs (see [`Runtime::unrecorded`]).
    pub unrecorded: bool,
    pub device: i32,
    /// `__cudaPushCallConfiguration` pushes, the kernel stub pops.
    pub configs: Vec<CallConfig>,
    /// The thread's `cudaStreamPerThread`, created on first use.
    pub per_thread_stream: Option<Arc<StreamObj>>,
    /// The thread's capture interaction mode (`cudaThreadExchangeStreamCaptureMode`):
    /// global (0) by default.
    pub capture_mode: i32,
}

thread_local! {
    /// Set while a host function or stream callback of the program runs on a stream's worker.
    static IN_HOST_FUNCTION: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs a host function or stream callback of the program: the API calls it makes are refused
/// (`cudaErrorNotPermitted`, as CUDA refuses them), where one that waits for the stream running
/// it would wait for ever.
pub(crate) fn as_host_function<R>(f: impl FnOnce() -> R) -> R {
    IN_HOST_FUNCTION.with(|flag| flag.set(true));
    let r = f();
    IN_HOST_FUNCTION.with(|flag| flag.set(false));
    r
}

fn not_in_host_function() -> CudaResult<()> {
    match IN_HOST_FUNCTION.with(|flag| flag.get()) {
        true => Err(CudaError::NotPermitted),
        false => Ok(()),
    }
}

thread_local! {
    /// Per runtime instance; a process has one outside tests, so a list beats hashing the id
    /// on every launch.
    static THREADS: ThreadStates = const { ThreadStates(RefCell::new(Vec::new())) };
}

/// A thread's state for each runtime instance.
struct ThreadStates(RefCell<Vec<(u64, ThreadState)>>);

/// At `exit`, the C library destroys the main thread's thread-locals before it runs `atexit`
/// handlers and static destructors, which may still launch kernels and read the last error:
/// the state a thread leaves goes on in [`AFTER_THREAD_EXIT`].
impl Drop for ThreadStates {
    fn drop(&mut self) {
        let mut after = AFTER_THREAD_EXIT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for (id, state) in self.0.take() {
            *state_of(&mut after, id) = state;
        }
    }
}

/// The state of threads whose own is gone (one for them all: by then one thread runs).
static AFTER_THREAD_EXIT: std::sync::Mutex<Vec<(u64, ThreadState)>> =
    std::sync::Mutex::new(Vec::new());

fn state_of(states: &mut Vec<(u64, ThreadState)>, id: u64) -> &mut ThreadState {
    let at = match states.iter().position(|(i, _)| *i == id) {
        Some(at) => at,
        None => {
            states.push((id, ThreadState::default()));
            states.len() - 1
        }
    };
    &mut states[at].1
}

static NEXT_RUNTIME_ID: AtomicU64 = AtomicU64::new(1);
static GLOBAL: OnceLock<Runtime> = OnceLock::new();

impl Runtime {
    /// The process-wide runtime, whose backend `FERROCUDA_BACKEND` selects.
    pub fn global() -> &'static Runtime {
        GLOBAL.get_or_init(|| Runtime::new(BackendSource::Environment))
    }

    /// A runtime over a given backend (tests, embedding).
    pub fn with_backend(backend: Arc<dyn Backend>) -> Runtime {
        Runtime::new(BackendSource::Given(backend))
    }

    /// A runtime whose context could not be created (tests of initialisation failures).
    #[cfg(test)]
    pub(crate) fn failing(e: CudaError) -> Runtime {
        let rt = Runtime::new(BackendSource::Environment);
        let _ = rt.context.set(Err(e));
        rt
    }

    fn new(source: BackendSource) -> Runtime {
        Runtime {
            id: NEXT_RUNTIME_ID.fetch_add(1, Ordering::Relaxed),
            registry: Registry::default(),
            source,
            context: OnceLock::new(),
            per_thread_default: AtomicBool::new(false),
        }
    }

    /// Makes stream 0 name the calling thread's default stream (`cudaStreamPerThread`) rather
    /// than the legacy default stream, for the whole program: code built with `--default-stream
    /// per-thread` asks for it when the program starts (CUDA decides it for each file's calls;
    /// a program mixes the two seldom).
    pub fn use_per_thread_default_stream(&self) {
        self.per_thread_default.store(true, Ordering::Relaxed);
    }

    /// The context, created on first use. An initialisation failure is permanent, as CUDA's is.
    pub(crate) fn context(&self) -> CudaResult<&Arc<Context>> {
        let r = self.context.get_or_init(|| {
            let backend = match &self.source {
                BackendSource::Given(b) => b.clone(),
                BackendSource::Environment => select_backend()?,
            };
            if matches!(self.source, BackendSource::Environment) {
                register_exit_flush();
            }
            Ok(Arc::new(Context::new(backend)))
        });
        r.as_ref().map_err(|e| *e)
    }

    /// The context if it exists already; never creates it.
    pub(crate) fn existing_context(&self) -> Option<&Arc<Context>> {
        self.context.get().and_then(|r| r.as_ref().ok())
    }

    /// Runs an API call: creates the context, refuses work once a fault is sticky, records a
    /// failure as the thread's last error. Inside a host function every call is refused.
    pub(crate) fn call<T>(&self, f: impl FnOnce(&Arc<Context>) -> CudaResult<T>) -> CudaResult<T> {
        let r = not_in_host_function().and_then(|()| self.context());
        if let Ok(ctx) = &r {
            if ctx.primary_released.load(Ordering::Relaxed) {
                ctx.primary_released.store(false, Ordering::Relaxed);
            }
        }
        let r = r.and_then(|ctx| match ctx.faults.sticky() {
            Some(e) => Err(e),
            None => f(ctx),
        });
        if let Err(e) = &r {
            self.record_error(*e);
        }
        r
    }

    /// Like [`Runtime::call`] for the queries CUDA answers even once a fault is sticky: which
    /// device is current and its fixed properties (measured: `cudaGetDevice` and
    /// `cudaDeviceGetAttribute` succeed after an illegal address).
    pub(crate) fn query<T>(&self, f: impl FnOnce(&Arc<Context>) -> CudaResult<T>) -> CudaResult<T> {
        let r = not_in_host_function().and_then(|()| self.context().and_then(f));
        if let Err(e) = &r {
            self.record_error(*e);
        }
        r
    }

    /// Like [`Runtime::call`] for calls that need no context (version queries, configuration
    /// stack): only records a failure.
    pub(crate) fn call_no_context<T>(&self, f: impl FnOnce() -> CudaResult<T>) -> CudaResult<T> {
        let r = f();
        if let Err(e) = &r {
            self.record_error(*e);
        }
        r
    }

    /// Stores `e` as the calling thread's last error, as a failing call does (for failures the
    /// C layer detects itself, such as null output pointers). `cudaErrorNotReady` is a status,
    /// not an error, and CUDA does not record it.
    pub fn record_error(&self, e: CudaError) {
        if e != CudaError::NotReady && e != CudaError::Success {
            self.with_thread(|t| {
                if !t.unrecorded {
                    t.last_error = Some(e)
                }
            });
        }
    }

    /// Runs `f` with the failures of the calls it makes not recorded as the thread's last
    /// error: a driver API call's, whose errors CUDA keeps from `cudaGetLastError`.
    pub fn unrecorded<T>(&self, f: impl FnOnce() -> T) -> T {
        let outer = self.with_thread(|t| std::mem::replace(&mut t.unrecorded, true));
        let r = f();
        self.with_thread(|t| t.unrecorded = outer);
        r
    }

    /// Runs `f` on this thread's state for this runtime. `f` must not call back into the
    /// runtime's thread state.
    pub(crate) fn with_thread<R>(&self, f: impl FnOnce(&mut ThreadState) -> R) -> R {
        let mut f = Some(f);
        let r = THREADS.try_with(|t| {
            (f.take().expect("called once"))(state_of(&mut t.0.borrow_mut(), self.id))
        });
        match r {
            Ok(r) => r,
            Err(_) => {
                let mut states = AFTER_THREAD_EXIT
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                (f.take().expect("called once"))(state_of(&mut states, self.id))
            }
        }
    }

    /// `cudaGetLastError`: the thread's last error, cleared. A sticky error is the last error
    /// of each call it fails, so it comes back once after each (as CUDA 13 does: a second
    /// `cudaGetLastError` gives `cudaSuccess` while other calls still fail).
    pub fn get_last_error(&self) -> CudaError {
        self.with_thread(|t| t.last_error.take())
            .unwrap_or(CudaError::Success)
    }

    /// `cudaPeekAtLastError`: like [`Runtime::get_last_error`] without clearing.
    pub fn peek_at_last_error(&self) -> CudaError {
        self.with_thread(|t| t.last_error)
            .unwrap_or(CudaError::Success)
    }

    /// `cudaRuntimeGetVersion`.
    pub fn runtime_version(&self) -> i32 {
        CUDA_VERSION
    }

    /// `cudaDriverGetVersion`: the version of CUDA the device implementation supports.
    pub fn driver_version(&self) -> i32 {
        CUDA_VERSION
    }

    /// Waits for all device work and writes pending device output, then returns whether a
    /// fault happened. Used at process exit, when CUDA tears its context down.
    pub fn shutdown_flush(&self) {
        if let Some(ctx) = self.existing_context() {
            ctx.wait_all();
            ctx.printf.flush_to_stdout();
        }
    }
}

impl Context {
    fn new(backend: Arc<dyn Backend>) -> Context {
        let props = backend.properties().clone();
        let settings = crate::device::Settings::for_device(&props);
        Context {
            primary_released: AtomicBool::new(false),
            backend,
            props,
            faults: FaultState::default(),
            memory: MemoryTable::default(),
            streams: Streams::new(),
            events: Events::default(),
            graphs: Default::default(),
            graph_memory: Default::default(),
            virtual_memory: Default::default(),
            printf: PrintfBuffer::default(),
            symbols: SymbolState::default(),
            textures: Default::default(),
            modules: Mutex::new(HashMap::new()),
            settings: Mutex::new(settings),
            functions: Mutex::new(HashMap::new()),
            functions_set: AtomicBool::new(false),
            kernels: RwLock::new(HashMap::new()),
            unresolved_explained: Mutex::new(HashSet::new()),
        }
    }

    /// Blocks until every stream, created or default, has finished its queued work and the
    /// device has done what that work issued.
    pub fn wait_all(&self) {
        for m in self.streams.all_tails() {
            m.wait();
        }
        self.wait_device();
    }

    /// Waits until the device has done all work issued to it; a fault found there becomes the
    /// context's pending fault. A no-op on a backend that completes work as it issues it.
    pub fn wait_device(&self) {
        if let Some(f) = self.backend.synchronize() {
            self.raise_fault(f);
        }
    }

    /// Records a kernel fault as the error CUDA reports for it, and explains the first one on
    /// stderr (a GPU reports the same fault again at every later wait).
    pub fn raise_fault(&self, f: KernelFault) {
        let e = match f.kind {
            FaultKind::IllegalAddress => CudaError::IllegalAddress,
            FaultKind::Assert => CudaError::Assert,
            FaultKind::LaunchFailure => CudaError::LaunchFailure,
            FaultKind::MisalignedAddress => CudaError::MisalignedAddress,
            FaultKind::IllegalInstruction => CudaError::IllegalInstruction,
            FaultKind::LaunchTimeout => CudaError::LaunchTimeout,
            FaultKind::OutOfResources => CudaError::LaunchOutOfResources,
        };
        if self.faults.raise(e) {
            eprintln!("{}", f.explanation);
        }
    }

    /// Issues `work` to `s` after what the stream rules order before it. On a backend that only
    /// issues device work, work with nothing queued before it is issued at once from the calling
    /// thread, which saves the hand-off to the stream's worker and keeps back-to-back launches
    /// as close together on the device as the host can issue them.
    pub fn issue(&self, s: &Arc<StreamObj>, work: impl Fn() + Send + Sync + 'static) -> Marker {
        if self.backend.launches_asynchronously() {
            self.streams.enqueue_eager(s, work)
        } else {
            self.streams.enqueue(s, vec![], work)
        }
    }

    /// The tail of a synchronising call, once it has waited: device output is written out and
    /// a fault is reported.
    pub fn sync_point(&self) -> CudaResult<()> {
        self.printf.flush_to_stdout();
        self.faults.observe()
    }
}

/// Chooses the device implementation from `FERROCUDA_BACKEND` (`cpu`, `nvidia` or `auto`, the
/// default). Failures are explained on stderr once, here, since the error code alone cannot say
/// why there is no device.
fn select_backend() -> CudaResult<Arc<dyn Backend>> {
    let choice = std::env::var("FERROCUDA_BACKEND").unwrap_or_default();
    let cpu = || -> CudaResult<Arc<dyn Backend>> {
        match CpuBackend::new() {
            Ok(b) => Ok(Arc::new(b)),
            Err(msg) => {
                eprintln!("ferrocuda: cannot initialise the CPU backend: {msg}");
                Err(CudaError::InitializationError)
            }
        }
    };
    match choice.trim() {
        "cpu" => cpu(),
        // The GPU when one is present (driver and NVRTC load, a device exists), else the CPU.
        "" | "auto" => match crate::backend::nvidia::NvidiaBackend::new() {
            Ok(b) => Ok(Arc::new(b)),
            Err(_) => cpu(),
        },
        "nvidia" => match crate::backend::nvidia::NvidiaBackend::new() {
            Ok(b) => Ok(Arc::new(b)),
            Err(msg) => {
                eprintln!("ferrocuda: NVIDIA backend not available: {msg}");
                Err(CudaError::NoDevice)
            }
        },
        other => {
            eprintln!(
                "ferrocuda: FERROCUDA_BACKEND='{other}' is not one of 'cpu', 'nvidia' or 'auto'"
            );
            Err(CudaError::NoDevice)
        }
    }
}

/// Makes the process wait for its device work and print pending device output at exit, as
/// CUDA's context teardown does.
fn register_exit_flush() {
    extern "C" fn at_exit() {
        if let Some(rt) = GLOBAL.get() {
            // A panic must not unwind into the C library's exit path.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rt.shutdown_flush()));
        }
    }
    // SAFETY: `at_exit` is a plain function that lives as long as the process.
    unsafe { libc::atexit(at_exit) };
}
