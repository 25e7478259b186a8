//! CUDA's driver API (`cuda.h`, `-lcuda`): the part programs use to load device code at run
//! time and launch it — initialization, devices, contexts, modules, memory, launches, streams,
//! events and errors — over the same runtime as the runtime API, so the two mix in one program
//! as they do in CUDA (a `CUdeviceptr` is a `cudaMalloc` pointer, a `CUstream` a
//! `cudaStream_t`).
//!
//! Modules are ferrocuda device images written as text (`ferrocuda nvcc -fatbin`, `-cubin` or
//! `-ptx`, and what `nvrtcGetPTX`/`nvrtcGetCUBIN` hand out) or PTX text, which is translated to
//! CUDA C and compiled as device code is (`ferrocuda_frontend::ptx`); machine code from NVIDIA's
//! compilers is refused with `CUDA_ERROR_INVALID_IMAGE` and a message saying so.
//!
//! Contexts are the devices' primary contexts, as the runtime API uses them: `cuCtxCreate`
//! makes the device current for the calling thread and `cuCtxDestroy` waits for its work (the
//! memory it holds stays allocated). Errors are `CUresult` values and, as in CUDA, do not
//! become the runtime API's last error.

use crate::driver_link::JitOptions;
use crate::register::text;
use crate::rt;
use ferrocuda_frontend::{image, ptx};
use ferrocuda_runtime::abi::{CudaError, DeviceAttr, IpcEventHandle, IpcMemHandle, MemcpyKind};
use ferrocuda_runtime::program::{compile_program, ProgramOptions};
use ferrocuda_runtime::{CudaResult, LaunchAttributes, STREAM_ATTRIBUTE_BYTES};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

/// `CUresult`.
pub(crate) type CuResult = c_int;

const CUDA_SUCCESS: CuResult = 0;
pub(crate) const CUDA_ERROR_INVALID_VALUE: CuResult = 1;
const CUDA_ERROR_NOT_INITIALIZED: CuResult = 3;
pub(crate) const CUDA_ERROR_INVALID_IMAGE: CuResult = 200;
pub(crate) const CUDA_ERROR_INVALID_PTX: CuResult = 218;
/// What diagnostics call PTX given in memory (`cuModuleLoadData`).
pub(crate) const PTX_DATA_NAME: &str = "module.ptx";
pub(crate) const CUDA_ERROR_INVALID_CONTEXT: CuResult = 201;
pub(crate) const CUDA_ERROR_FILE_NOT_FOUND: CuResult = 301;
pub(crate) const CUDA_ERROR_INVALID_HANDLE: CuResult = 400;
pub(crate) const CUDA_ERROR_NOT_FOUND: CuResult = 500;

/// `CUresult` for a runtime error. The two enumerations share their numbers from 100 on and
/// for the first few; the runtime's other errors below 100 have no driver twin and map onto
/// the driver's nearest kind.
pub(crate) fn cu_result(e: CudaError) -> CuResult {
    match e.0 {
        0..=8 | 34 | 36 | 100.. => e.0,
        _ if e == CudaError::InvalidDeviceFunction || e == CudaError::InvalidResourceHandle => {
            CUDA_ERROR_INVALID_HANDLE
        }
        _ if e == CudaError::InvalidSymbol => CUDA_ERROR_NOT_FOUND,
        _ => CUDA_ERROR_INVALID_VALUE,
    }
}

/// A driver call's result as the runtime API reports it: the `cudaError_t` of the same number
/// (the codes the driver calls the runtime borrows give are numbered alike in both).
pub(crate) fn runtime_result(r: CuResult) -> CudaResult<()> {
    match r {
        CUDA_SUCCESS => Ok(()),
        e => Err(CudaError(e)),
    }
}

/// Set by `cuInit`: every other call fails with `CUDA_ERROR_NOT_INITIALIZED` before it.
static INITIALIZED: AtomicBool = AtomicBool::new(false);

/// Runs the body of a driver API export: `CUDA_ERROR_NOT_INITIALIZED` before `cuInit`, a
/// panic becomes `CUDA_ERROR_UNKNOWN`, and errors are not recorded as the runtime's last error
/// (neither those of the runtime calls it makes).
pub(crate) fn cu_guard(f: impl FnOnce() -> Result<(), CuResult>) -> CuResult {
    // The runtime API initializes the driver too.
    if !INITIALIZED.load(Ordering::Acquire) && !crate::RUNTIME_API_USED.load(Ordering::Relaxed) {
        return CUDA_ERROR_NOT_INITIALIZED;
    }
    match rt().unrecorded(|| catch_unwind(AssertUnwindSafe(f))) {
        Ok(Ok(())) => CUDA_SUCCESS,
        Ok(Err(e)) => e,
        Err(_) => CudaError::Unknown.0,
    }
}

/// The result of `runtime_export`, a runtime API export run by the driver API export whose
/// twin it is (inside [`cu_guard`], which keeps its error from the runtime's last error).
pub(crate) fn as_driver_call(runtime_export: impl FnOnce() -> CudaError) -> Result<(), CuResult> {
    match runtime_export() {
        CudaError::Success => Ok(()),
        e => Err(cu_result(e)),
    }
}

/// A runtime call's result as the driver API reports it.
pub(crate) fn cu<T>(r: CudaResult<T>) -> Result<T, CuResult> {
    r.map_err(cu_result)
}

/// Writes an output parameter; `CUDA_ERROR_INVALID_VALUE` for a null one.
///
/// # Safety
/// `p` must be null or valid for a write of `T`.
pub(crate) unsafe fn out<T>(p: *mut T, v: T) -> Result<(), CuResult> {
    // SAFETY: forwarded from the caller.
    cu(unsafe { crate::put(p, v) })
}

/// A device ordinal the runtime has.
fn device(dev: c_int) -> Result<c_int, CuResult> {
    let count = cu(rt().device_count())?;
    match (0..count).contains(&dev) {
        true => Ok(dev),
        false => Err(CudaError::InvalidDevice.0),
    }
}

// ---------------------------------------------------------------------------------------------
// Initialization, version, errors
// ---------------------------------------------------------------------------------------------

#[no_mangle]
pub extern "C" fn cuInit(flags: c_uint) -> CuResult {
    if flags != 0 {
        return CUDA_ERROR_INVALID_VALUE;
    }
    match catch_unwind(|| rt().device_count()) {
        Ok(Ok(_)) => {
            INITIALIZED.store(true, Ordering::Release);
            CUDA_SUCCESS
        }
        Ok(Err(e)) => cu_result(e),
        Err(_) => CudaError::Unknown.0,
    }
}

/// Profiling is not collected; starting and stopping succeed in a context, as with no
/// profiler attached (`cudaProfiler.h`; the runtime's are `cudaProfilerStart`/`Stop`). Without
/// a current context: `CUDA_ERROR_INVALID_CONTEXT` (measured).
#[no_mangle]
pub extern "C" fn cuProfilerStart() -> CuResult {
    cu_guard(need_context)
}

#[no_mangle]
pub extern "C" fn cuProfilerStop() -> CuResult {
    cu_guard(need_context)
}

#[no_mangle]
pub unsafe extern "C" fn cuDriverGetVersion(version: *mut c_int) -> CuResult {
    // Answered before `cuInit` too, as CUDA does.
    match catch_unwind(|| rt().driver_version()) {
        // SAFETY: the caller passes a writable pointer or null.
        Ok(v) => unsafe { out(version, v) }.err().unwrap_or(CUDA_SUCCESS),
        Err(_) => CudaError::Unknown.0,
    }
}

/// The driver's names for its results, read from `cuda.h` (`CUDA_ERROR_X = N,`), so the names
/// are written down once.
fn result_names() -> &'static HashMap<CuResult, CString> {
    static NAMES: OnceLock<HashMap<CuResult, CString>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let header = include_str!("../../../include/cuda.h");
        header
            .lines()
            .filter_map(|line| {
                let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
                let name = name.trim();
                if name != "CUDA_SUCCESS" && !name.starts_with("CUDA_ERROR_") {
                    return None;
                }
                Some((value.trim().parse().ok()?, CString::new(name).ok()?))
            })
            .collect()
    })
}

/// Answers `cuGetErrorName`/`cuGetErrorString` for `result` with what `pick` gives.
///
/// # Safety
/// `p` must be null or writable.
unsafe fn error_text(
    result: CuResult,
    p: *mut *const c_char,
    pick: impl FnOnce(&CString) -> *const c_char,
) -> CuResult {
    let found = catch_unwind(AssertUnwindSafe(|| result_names().get(&result).map(pick)));
    let text = found.ok().flatten();
    // SAFETY: forwarded from the caller.
    let written = unsafe { out(p, text.unwrap_or(std::ptr::null())) };
    match (written, text) {
        (Err(e), _) => e,
        (Ok(()), Some(_)) => CUDA_SUCCESS,
        (Ok(()), None) => CUDA_ERROR_INVALID_VALUE,
    }
}

/// A driver result's description made from its name, kept for the life of the process.
fn described_by_name(name: &CString) -> *const c_char {
    static TEXTS: OnceLock<Mutex<HashMap<CString, &'static CStr>>> = OnceLock::new();
    let mut texts = TEXTS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let text = texts.entry(name.clone()).or_insert_with(|| {
        let words = name
            .to_string_lossy()
            .trim_start_matches("CUDA_ERROR_")
            .to_lowercase()
            .replace('_', " ");
        Box::leak(CString::new(words).unwrap_or_default().into_boxed_c_str())
    });
    text.as_ptr()
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorName(result: CuResult, name: *mut *const c_char) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { error_text(result, name, |n| n.as_ptr()) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorString(result: CuResult, text: *mut *const c_char) -> CuResult {
    // The runtime's description of the error of the same number; for one the runtime does not
    // have, the driver's own words, which are its name's (CUDA_ERROR_CONTEXT_ALREADY_CURRENT
    // is "context already current").
    let describe = |name: &CString| match result {
        CUDA_ERROR_INVALID_CONTEXT => c"invalid device context".as_ptr(),
        CUDA_ERROR_NOT_FOUND => c"named symbol not found".as_ptr(),
        _ if CudaError::ALL.iter().any(|&(e, ..)| e.0 == result) => {
            crate::error::cudaGetErrorString(CudaError(result))
        }
        _ => described_by_name(name),
    };
    // SAFETY: forwarded from the caller.
    unsafe { error_text(result, text, describe) }
}

// ---------------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------------

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetCount(count: *mut c_int) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| unsafe { out(count, cu(rt().device_count())?) })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGet(dev: *mut c_int, ordinal: c_int) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| unsafe { out(dev, device(ordinal)?) })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: c_int) -> CuResult {
    cu_guard(|| {
        if name.is_null() || len <= 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let props = cu(rt().properties(device(dev)?))?;
        let bytes = props.name.as_bytes();
        let n = bytes.len().min(len as usize - 1);
        // SAFETY: the caller's buffer holds `len` bytes; `n + 1 <= len`.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), name.cast::<u8>(), n);
            name.add(n).write(0);
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceTotalMem(bytes: *mut usize, dev: c_int) -> CuResult {
    cu_guard(|| {
        let props = cu(rt().properties(device(dev)?))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(bytes, props.total_global_mem) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetAttribute(
    value: *mut c_int,
    attr: c_int,
    dev: c_int,
) -> CuResult {
    // `CUdevice_attribute` numbers are `cudaDeviceAttr`'s.
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| unsafe { out(value, cu(rt().device_attribute(attr, device(dev)?))?) })
}

/// `cuDeviceComputeCapability`, from before device attributes (deprecated, still exported).
#[no_mangle]
pub unsafe extern "C" fn cuDeviceComputeCapability(
    major: *mut c_int,
    minor: *mut c_int,
    dev: c_int,
) -> CuResult {
    cu_guard(|| {
        let dev = device(dev)?;
        let a = |attr: DeviceAttr| cu(rt().device_attribute(attr.0, dev));
        let (ma, mi) = (
            a(DeviceAttr::COMPUTE_CAPABILITY_MAJOR)?,
            a(DeviceAttr::COMPUTE_CAPABILITY_MINOR)?,
        );
        // SAFETY: the caller passes writable pointers or null.
        unsafe {
            out(major, ma)?;
            out(minor, mi)
        }
    })
}

/// `CUdevprop`: the properties of `cuDeviceGetProperties`, each a device attribute.
#[repr(C)]
pub struct DeviceProp {
    max_threads_per_block: c_int,
    max_threads_dim: [c_int; 3],
    max_grid_size: [c_int; 3],
    shared_mem_per_block: c_int,
    total_constant_memory: c_int,
    simd_width: c_int,
    mem_pitch: c_int,
    regs_per_block: c_int,
    clock_rate: c_int,
    texture_align: c_int,
}

/// `cuDeviceGetProperties`, from before device attributes (deprecated, still exported).
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetProperties(prop: *mut DeviceProp, dev: c_int) -> CuResult {
    cu_guard(|| {
        let dev = device(dev)?;
        let a = |attr: DeviceAttr| cu(rt().device_attribute(attr.0, dev));
        let p = DeviceProp {
            max_threads_per_block: a(DeviceAttr::MAX_THREADS_PER_BLOCK)?,
            max_threads_dim: [
                a(DeviceAttr::MAX_BLOCK_DIM_X)?,
                a(DeviceAttr::MAX_BLOCK_DIM_Y)?,
                a(DeviceAttr::MAX_BLOCK_DIM_Z)?,
            ],
            max_grid_size: [
                a(DeviceAttr::MAX_GRID_DIM_X)?,
                a(DeviceAttr::MAX_GRID_DIM_Y)?,
                a(DeviceAttr::MAX_GRID_DIM_Z)?,
            ],
            shared_mem_per_block: a(DeviceAttr::MAX_SHARED_MEMORY_PER_BLOCK)?,
            total_constant_memory: a(DeviceAttr::TOTAL_CONSTANT_MEMORY)?,
            simd_width: a(DeviceAttr::WARP_SIZE)?,
            mem_pitch: a(DeviceAttr::MAX_PITCH)?,
            regs_per_block: a(DeviceAttr::MAX_REGISTERS_PER_BLOCK)?,
            clock_rate: a(DeviceAttr::CLOCK_RATE)?,
            texture_align: a(DeviceAttr::TEXTURE_ALIGNMENT)?,
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(prop, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid(uuid: *mut [u8; 16], dev: c_int) -> CuResult {
    cu_guard(|| {
        let props = cu(rt().properties(device(dev)?))?;
        // SAFETY: the caller passes a writable `CUuuid` or null.
        unsafe { out(uuid, props.uuid) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceCanAccessPeer(
    can: *mut c_int,
    dev: c_int,
    peer: c_int,
) -> CuResult {
    cu_guard(|| {
        let yes = cu(rt().can_access_peer(device(dev)?, device(peer)?))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(can, yes as c_int) }
    })
}

// ---------------------------------------------------------------------------------------------
// Contexts: each device's primary context, kept per thread as CUDA's context stack
// ---------------------------------------------------------------------------------------------

thread_local! {
    /// The thread's context stack; the top is its current context.
    static CONTEXTS: RefCell<Vec<c_int>> = const { RefCell::new(Vec::new()) };
}

/// The `CUcontext` of device `dev`'s primary context (never null).
pub(crate) fn context_handle(dev: c_int) -> *mut c_void {
    (dev as usize + 1) as *mut c_void
}

/// The device of a `CUcontext`, or of the current context for a null one.
pub(crate) fn context_device_or_current(ctx: *mut c_void) -> Result<c_int, CuResult> {
    match ctx.is_null() {
        true => current_context().ok_or(CUDA_ERROR_INVALID_CONTEXT),
        false => context_device(ctx),
    }
}

/// The device of a `CUcontext`.
fn context_device(ctx: *mut c_void) -> Result<c_int, CuResult> {
    let dev = (ctx as usize).wrapping_sub(1);
    match c_int::try_from(dev) {
        Ok(d) if device(d).is_ok() => Ok(d),
        _ => Err(CUDA_ERROR_INVALID_CONTEXT),
    }
}

/// Makes `dev` the calling thread's device, for the runtime API's calls too.
fn make_current(dev: c_int) -> Result<(), CuResult> {
    cu(rt().set_device(dev))
}

/// The thread's current context: the top of its stack, else, once the runtime API has been
/// used, the primary context of the runtime's current device (as CUDA makes it current).
fn current_context() -> Option<c_int> {
    let pushed = CONTEXTS.with(|s| s.borrow().last().copied());
    pushed.or_else(|| match crate::RUNTIME_API_USED.load(Ordering::Relaxed) {
        true => rt().get_device().ok(),
        false => None,
    })
}

/// `CUctxCreateParams`: execution affinity and CIG settings, which ferrocuda does not have.
#[repr(C)]
pub struct CtxCreateParams {
    exec_affinity_params: *mut c_void,
    num_exec_affinity_params: c_int,
    cig_params: *mut c_void,
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate(
    ctx: *mut *mut c_void,
    params: *const CtxCreateParams,
    _flags: c_uint,
    dev: c_int,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a readable `CUctxCreateParams` or null.
        if let Some(p) = unsafe { params.as_ref() } {
            if p.num_exec_affinity_params != 0 || !p.cig_params.is_null() {
                return Err(CudaError::NotSupported.0);
            }
        }
        let dev = device(dev)?;
        make_current(dev)?;
        CONTEXTS.with(|s| s.borrow_mut().push(dev));
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ctx, context_handle(dev)) }
    })
}

/// `cuCtxEnablePeerAccess`: access from the current context's device to `peer`'s, as
/// `cudaDeviceEnablePeerAccess` gives it.
#[no_mangle]
pub extern "C" fn cuCtxEnablePeerAccess(peer: *mut c_void, flags: c_uint) -> CuResult {
    cu_guard(|| cu(rt().enable_peer_access(context_device(peer)?, flags)))
}

#[no_mangle]
pub extern "C" fn cuCtxDisablePeerAccess(peer: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().disable_peer_access(context_device(peer)?)))
}

#[no_mangle]
pub extern "C" fn cuCtxDestroy(ctx: *mut c_void) -> CuResult {
    cu_guard(|| {
        let dev = context_device(ctx)?;
        CONTEXTS.with(|s| s.borrow_mut().retain(|&d| d != dev));
        let previous = cu(rt().get_device())?;
        make_current(dev)?;
        let synced = cu(rt().device_synchronize());
        make_current(previous)?;
        synced
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxRetain(ctx: *mut *mut c_void, dev: c_int) -> CuResult {
    cu_guard(|| {
        let handle = context_handle(device(dev)?);
        PRIMARY_RETAINS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ctx, handle) }
    })
}

/// `cuDevicePrimaryCtxRelease`: one retain fewer (the context, which the runtime keeps,
/// is not destroyed when none is left).
#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxRelease(dev: c_int) -> CuResult {
    cu_guard(|| {
        device(dev)?;
        let fewer = |n: u32| n.checked_sub(1);
        let released = PRIMARY_RETAINS.fetch_update(Ordering::Relaxed, Ordering::Relaxed, fewer);
        released.map(drop).map_err(|_| CUDA_ERROR_INVALID_CONTEXT)
    })
}

/// How many retains of the primary context have not been released.
static PRIMARY_RETAINS: AtomicU32 = AtomicU32::new(0);

/// `CU_CTX_MAP_HOST`, which the runtime's device flags always hold.
const CU_CTX_MAP_HOST: c_uint = 0x08;

/// `cuDevicePrimaryCtxGetState`: the flags as the runtime's device flags hold them (host
/// memory mapping, always on, is not a context flag), and whether the primary context is
/// active: retained through this API or used by the runtime API.
#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxGetState(
    dev: c_int,
    flags: *mut c_uint,
    active: *mut c_int,
) -> CuResult {
    cu_guard(|| {
        device(dev)?;
        let held = cu(rt().get_device_flags())? & !CU_CTX_MAP_HOST;
        let live = PRIMARY_RETAINS.load(Ordering::Relaxed) > 0
            || crate::RUNTIME_API_USED.load(Ordering::Relaxed);
        // SAFETY: the caller passes writable pointers or null.
        unsafe {
            out(flags, held)?;
            out(active, c_int::from(live))
        }
    })
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxSetFlags(dev: c_int, flags: c_uint) -> CuResult {
    cu_guard(|| {
        device(dev)?;
        cu(rt().set_device_flags(flags))
    })
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxReset(dev: c_int) -> CuResult {
    cu_guard(|| {
        make_current(device(dev)?)?;
        cu(rt().device_reset())
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetCurrent(ctx: *mut c_void) -> CuResult {
    cu_guard(|| {
        if ctx.is_null() {
            CONTEXTS.with(|s| s.borrow_mut().pop());
            return Ok(());
        }
        let dev = context_device(ctx)?;
        make_current(dev)?;
        CONTEXTS.with(|s| {
            let mut s = s.borrow_mut();
            s.pop();
            s.push(dev);
        });
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCurrent(ctx: *mut *mut c_void) -> CuResult {
    let current = current_context().map_or(std::ptr::null_mut(), context_handle);
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| unsafe { out(ctx, current) })
}

#[no_mangle]
pub extern "C" fn cuCtxPushCurrent(ctx: *mut c_void) -> CuResult {
    cu_guard(|| {
        let dev = context_device(ctx)?;
        make_current(dev)?;
        CONTEXTS.with(|s| s.borrow_mut().push(dev));
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxPopCurrent(ctx: *mut *mut c_void) -> CuResult {
    cu_guard(|| {
        let popped = CONTEXTS.with(|s| s.borrow_mut().pop());
        let dev = popped.ok_or(CUDA_ERROR_INVALID_CONTEXT)?;
        if let Some(below) = current_context() {
            make_current(below)?;
        }
        if !ctx.is_null() {
            // SAFETY: non-null, writable by the caller's contract.
            unsafe { ctx.write(context_handle(dev)) };
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetDevice(dev: *mut c_int) -> CuResult {
    cu_guard(|| {
        let current = current_context().ok_or(CUDA_ERROR_INVALID_CONTEXT)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(dev, current) }
    })
}

/// Fails with `CUDA_ERROR_INVALID_CONTEXT` when the thread has no current context, as calls
/// that work in one do.
pub(crate) fn need_context() -> Result<(), CuResult> {
    current_context()
        .map(drop)
        .ok_or(CUDA_ERROR_INVALID_CONTEXT)
}

/// `cuCtxAttach` (deprecated, still exported): the current context, whose use it counts;
/// contexts here live as long as their device, so the count changes nothing.
#[no_mangle]
pub unsafe extern "C" fn cuCtxAttach(ctx: *mut *mut c_void, flags: c_uint) -> CuResult {
    cu_guard(|| {
        if flags != 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let current = current_context().ok_or(CUDA_ERROR_INVALID_CONTEXT)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ctx, context_handle(current)) }
    })
}

/// `cuCtxDetach` (deprecated, still exported): ends a use `cuCtxAttach` counted.
#[no_mangle]
pub extern "C" fn cuCtxDetach(ctx: *mut c_void) -> CuResult {
    cu_guard(|| context_device(ctx).map(drop))
}

#[no_mangle]
pub extern "C" fn cuCtxSynchronize() -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().device_synchronize())
    })
}

/// `cuCtxGetId`: a context's id, unique in the process (each device has one context here).
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetId(ctx: *mut c_void, id: *mut u64) -> CuResult {
    cu_guard(|| {
        let dev = context_device_or_current(ctx)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(id, dev as u64 + 1) }
    })
}

/// `cuCtxRecordEvent`: `event` completes once all work submitted to the context so far has.
/// The work is waited for here, then the event recorded on the device's default stream.
#[no_mangle]
pub extern "C" fn cuCtxRecordEvent(ctx: *mut c_void, event: *mut c_void) -> CuResult {
    cu_guard(|| {
        let dev = context_device_or_current(ctx)?;
        cu(on_device(dev, || {
            rt().device_synchronize()?;
            rt().event_record(event as usize, 0, 0)
        }))
    })
}

/// `cuCtxWaitEvent`: the context's later work waits for `event`, which this waits for before
/// any of it is submitted.
#[no_mangle]
pub extern "C" fn cuCtxWaitEvent(ctx: *mut c_void, event: *mut c_void) -> CuResult {
    cu_guard(|| {
        context_device_or_current(ctx)?;
        cu(rt().event_synchronize(event as usize))
    })
}

/// `f` run with `dev` the runtime's current device, the current one restored after.
fn on_device<T>(dev: c_int, f: impl FnOnce() -> CudaResult<T>) -> CudaResult<T> {
    let current = rt().get_device()?;
    if current == dev {
        return f();
    }
    rt().set_device(dev)?;
    let result = f();
    rt().set_device(current)?;
    result
}

// ---------------------------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------------------------

/// Why the loader or the linker refuses device code: the `CUresult` and the message, which
/// goes to stderr (and to the program's error log where it gave one).
pub(crate) struct Refusal {
    pub code: CuResult,
    pub message: String,
}

impl Refusal {
    pub fn new(code: CuResult, message: String) -> Self {
        Refusal { code, message }
    }

    pub fn invalid_ptx(e: &impl std::fmt::Display) -> Self {
        Refusal::new(
            CUDA_ERROR_INVALID_PTX,
            format!("cannot load the PTX module: {e}"),
        )
    }

    /// Prints the message and answers the code.
    pub fn report(self) -> CuResult {
        eprintln!("ferrocuda: {}", self.message);
        self.code
    }
}

/// Device code the driver API was given, by what it is.
pub(crate) enum DeviceCode {
    /// A ferrocuda device image (decoded from its text).
    Image(Vec<u8>),
    /// PTX text.
    Ptx(String),
}

/// What `bytes` holds (read up to its first NUL byte): ferrocuda's image as text or PTX; any
/// other kind of device code is refused.
pub(crate) fn device_code(bytes: &[u8]) -> Result<DeviceCode, Refusal> {
    let bytes = &bytes[..bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len())];
    if bytes.starts_with(image::TEXT_MAGIC.as_bytes()) {
        return image::from_text(bytes)
            .map(DeviceCode::Image)
            .ok_or_else(|| {
                Refusal::new(
                    CUDA_ERROR_INVALID_IMAGE,
                    "cannot load the module: its ferrocuda device code is damaged".into(),
                )
            });
    }
    if ptx::is_ptx(bytes) {
        return Ok(DeviceCode::Ptx(String::from_utf8_lossy(bytes).into_owned()));
    }
    Err(not_ours())
}

/// Registers the device code `data` holds as a module; `data` is what `cuModuleLoadData`
/// was given, read no further than its text's end. `name` names a PTX module in diagnostics;
/// a refusal also goes to `jit`'s error log.
///
/// # Safety
/// `data` must be null or point to readable memory up to its first NUL byte, or to a device
/// image of another kind (whose first bytes are then read until they differ from ours).
unsafe fn load_module(
    module: *mut *mut c_void,
    data: *const c_char,
    name: &str,
    jit: &JitOptions,
) -> Result<(), CuResult> {
    if data.is_null() || module.is_null() {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    need_context()?;
    // SAFETY: the caller's contract: a first byte can be read.
    let first = unsafe { *data } as u8;
    // Compare the start byte by byte before reading on: another kind of image (a cubin is an
    // ELF file, holding NUL bytes) has no end we could find. PTX, like our text, is text.
    let ours = image::TEXT_MAGIC
        .as_bytes()
        .iter()
        .enumerate()
        .all(|(i, &m)| {
            // SAFETY: the bytes before `i` matched ours, none of them NUL, so the data goes on.
            unsafe { *data.add(i) as u8 == m }
        });
    let code = if ours || first.is_ascii_graphic() || first.is_ascii_whitespace() {
        // SAFETY: our text or other text (PTX), which the driver API takes NUL-terminated.
        device_code(unsafe { CStr::from_ptr(data) }.to_bytes())
    } else {
        Err(not_ours())
    };
    let bytes = match code {
        Ok(DeviceCode::Image(bytes)) => Ok(bytes),
        Ok(DeviceCode::Ptx(text)) => compile_ptx(&[(name, &text)]),
        Err(refusal) => Err(refusal),
    };
    let bytes = bytes.map_err(|refusal| {
        jit.write_logs(&refusal.message);
        refusal.report()
    })?;
    jit.write_logs("");
    let key = rt().register_image(&bytes);
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { module.write(key as *mut c_void) };
    Ok(())
}

/// What diagnostics call a module read from `path`: its file name.
pub(crate) fn module_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// Explains a refused image: the driver API loads ferrocuda's device code and PTX.
fn not_ours() -> Refusal {
    Refusal::new(
        CUDA_ERROR_INVALID_IMAGE,
        "cannot load the module: it is neither ferrocuda device code nor PTX (machine code \
         from NVIDIA's compilers is not supported); build it with `ferrocuda nvcc -fatbin` (or \
         -cubin, -ptx) or compile it with NVRTC's functions"
            .into(),
    )
}

/// The device image of the PTX modules `modules` (each its name and text) as one module:
/// their kernels as CUDA C ([`ptx::to_cuda`]), compiled as any device code is.
pub(crate) fn compile_ptx(modules: &[(&str, &str)]) -> Result<Vec<u8>, Refusal> {
    let source = ptx::to_cuda(modules).map_err(|e| Refusal::invalid_ptx(&e))?;
    let options = ProgramOptions {
        name: modules.first().map_or(PTX_DATA_NAME, |m| m.0).to_string(),
        ..ProgramOptions::default()
    };
    compile_program(&source, &options)
        .map(|compiled| compiled.image)
        .map_err(|e| Refusal::invalid_ptx(&e))
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoad(module: *mut *mut c_void, path: *const c_char) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a NUL-terminated path or null.
        let path = unsafe { text(path) }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        let mut bytes = std::fs::read(&path).map_err(|_| CUDA_ERROR_FILE_NOT_FOUND)?;
        bytes.push(0);
        let name = module_name(&path);
        // SAFETY: a buffer ending in a NUL byte.
        unsafe { load_module(module, bytes.as_ptr().cast(), &name, &JitOptions::default()) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadData(
    module: *mut *mut c_void,
    data: *const c_void,
) -> CuResult {
    // SAFETY: the caller passes a device image, by cuModuleLoadData's contract.
    cu_guard(|| unsafe { load_module(module, data.cast(), PTX_DATA_NAME, &JitOptions::default()) })
}

/// `cuModuleLoadFatBinary`: a fat binary is a device image as `cuModuleLoadData` takes one.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadFatBinary(
    module: *mut *mut c_void,
    data: *const c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { cuModuleLoadData(module, data) }
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadDataEx(
    module: *mut *mut c_void,
    data: *const c_void,
    count: c_uint,
    options: *const c_int,
    values: *const *mut c_void,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes `count` options and values.
        let jit = unsafe { JitOptions::read(count, options, values, false) };
        // SAFETY: the caller passes a device image.
        unsafe { load_module(module, data.cast(), PTX_DATA_NAME, &jit) }
    })
}

#[no_mangle]
pub extern "C" fn cuModuleUnload(module: *mut c_void) -> CuResult {
    // The image stays registered (kernels taken from it may still be in flight): unloading
    // frees nothing.
    cu_guard(|| match module.is_null() {
        true => Err(CUDA_ERROR_INVALID_HANDLE),
        false => Ok(()),
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal(
    address: *mut u64,
    bytes: *mut usize,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a NUL-terminated name or null.
        let name = unsafe { text(name) }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        // A variable is found by its name as written or as C++ mangles it (`_ZN1b1aE`, what
        // NVRTC's lowered names give).
        let found = match rt().variable_by_name(module as usize, &name) {
            Err(e) => match crate::driver_functions::variable_written_name(&name) {
                Some(written) => rt().variable_by_name(module as usize, &written),
                None => Err(e),
            },
            found => found,
        };
        let (addr, size) = cu(found)?;
        // Either output may be null: the caller wants only the other.
        // SAFETY: each is null or writable by the caller's contract.
        unsafe {
            if !address.is_null() {
                address.write(addr);
            }
            if !bytes.is_null() {
                bytes.write(size);
            }
        }
        Ok(())
    })
}

// ---------------------------------------------------------------------------------------------
// Functions and launches
// ---------------------------------------------------------------------------------------------

/// `CU_LAUNCH_PARAM_END`, `CU_LAUNCH_PARAM_BUFFER_POINTER`, `CU_LAUNCH_PARAM_BUFFER_SIZE`.
const LAUNCH_PARAM_END: usize = 0;
const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;

/// The argument buffer an `extra` list names, as (pointer, size).
///
/// # Safety
/// `extra` must be a `CU_LAUNCH_PARAM_END`-terminated list of key/value pairs.
unsafe fn packed_arguments(extra: *const *mut c_void) -> Result<&'static [u8], CuResult> {
    let (mut buffer, mut size) = (None, None);
    let mut i = 0;
    loop {
        // SAFETY: the list goes on until its end marker, by the caller's contract.
        let key = unsafe { *extra.add(i) } as usize;
        if key == LAUNCH_PARAM_END {
            break;
        }
        // SAFETY: every key but the end marker has a value after it.
        let value = unsafe { *extra.add(i + 1) };
        match key {
            LAUNCH_PARAM_BUFFER_POINTER => buffer = Some(value.cast::<u8>()),
            // SAFETY: this key's value points to a `size_t`.
            LAUNCH_PARAM_BUFFER_SIZE if !value.is_null() => {
                size = Some(unsafe { *value.cast::<usize>() })
            }
            _ => return Err(CUDA_ERROR_INVALID_VALUE),
        }
        i += 2;
    }
    match (buffer, size) {
        (Some(p), Some(n)) if !p.is_null() => {
            // SAFETY: the program's buffer holds the size it gives.
            Ok(unsafe { std::slice::from_raw_parts(p, n) })
        }
        _ => Err(CUDA_ERROR_INVALID_VALUE),
    }
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cuLaunchKernel(
    func: *mut c_void,
    grid_x: c_uint,
    grid_y: c_uint,
    grid_z: c_uint,
    block_x: c_uint,
    block_y: c_uint,
    block_z: c_uint,
    shared_mem: c_uint,
    stream: *mut c_void,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> CuResult {
    let shape = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
    // SAFETY: forwarded from the caller.
    unsafe {
        launch(
            func,
            shape,
            shared_mem,
            stream,
            (params, extra),
            LaunchAttributes::default(),
        )
    }
}

/// `CUlaunchConfig`.
#[repr(C)]
pub struct DriverLaunchConfig {
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared_mem: c_uint,
    stream: *mut c_void,
    attrs: *const crate::launch::LaunchAttribute,
    num_attrs: c_uint,
}

/// `cuLaunchKernelEx`: a launch as `cuLaunchKernel`'s, configured with attributes as
/// `cudaLaunchKernelExC`'s are.
#[no_mangle]
pub unsafe extern "C" fn cuLaunchKernelEx(
    config: *const DriverLaunchConfig,
    func: *mut c_void,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a configuration or null.
        let c = unsafe { config.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: the configuration holds `num_attrs` attributes.
        let configured = cu(unsafe { crate::launch::launch_attributes(c.attrs, c.num_attrs) })?;
        let shape = (c.grid, c.block);
        // SAFETY: forwarded from the caller.
        let launched = unsafe {
            launch(
                func,
                shape,
                c.shared_mem,
                c.stream,
                (params, extra),
                configured.launch,
            )
        };
        if launched != CUDA_SUCCESS {
            return Err(launched);
        }
        cu(crate::launch::record_triggered_events(
            &configured,
            c.stream as usize,
        ))
    })
}

/// `cuLaunchCooperativeKernel`: a launch whose blocks may all wait at a grid barrier
/// (`this_grid().sync()`), as `cudaLaunchCooperativeKernel`.
#[no_mangle]
pub unsafe extern "C" fn cuLaunchCooperativeKernel(
    func: *mut c_void,
    grid_x: c_uint,
    grid_y: c_uint,
    grid_z: c_uint,
    block_x: c_uint,
    block_y: c_uint,
    block_z: c_uint,
    shared_mem: c_uint,
    stream: *mut c_void,
    params: *mut *mut c_void,
) -> CuResult {
    let shape = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
    let attributes = LaunchAttributes {
        cooperative: true,
        ..LaunchAttributes::default()
    };
    let arguments = (params, std::ptr::null_mut());
    // SAFETY: forwarded from the caller.
    unsafe { launch(func, shape, shared_mem, stream, arguments, attributes) }
}

/// A launch of `func` with its arguments as one pointer each (`params`) or one packed buffer
/// (`extra`), not both.
unsafe fn launch(
    func: *mut c_void,
    (grid, block): ([c_uint; 3], [c_uint; 3]),
    shared_mem: c_uint,
    stream: *mut c_void,
    (params, extra): (*mut *mut c_void, *mut *mut c_void),
    attributes: LaunchAttributes,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let (func, stream, shared_mem) = (func as usize, stream as usize, shared_mem as usize);
        if !params.is_null() && !extra.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        if params.is_null() && !extra.is_null() {
            // SAFETY: `extra` is the end-terminated list the driver API describes.
            let buffer = unsafe { packed_arguments(extra) }?;
            return cu(rt().launch_kernel_packed(func, grid, block, buffer, shared_mem, stream));
        }
        // SAFETY: `params` holds one pointer per kernel parameter, by the launch's contract.
        cu(unsafe {
            rt().launch_kernel(
                func,
                grid,
                block,
                params as *const *const u8,
                shared_mem,
                stream,
                attributes,
            )
        })
    })
}

/// # Safety
/// `offset` and `size` are null or writable.
#[no_mangle]
pub unsafe extern "C" fn cuFuncGetParamInfo(
    func: *mut c_void,
    index: usize,
    offset: *mut usize,
    size: *mut usize,
) -> CuResult {
    cu_guard(|| {
        if offset.is_null() || size.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let (at, bytes) = cu(rt().func_param_info(func as usize, index))?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe {
            offset.write(at);
            size.write(bytes);
        }
        Ok(())
    })
}

/// `CUfunction_attribute`s, numbered as `cudaFuncAttributes`' members are ordered.
const FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: c_int = 0;
const FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: c_int = 1;
const FUNC_ATTRIBUTE_CONST_SIZE_BYTES: c_int = 2;
const FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: c_int = 3;
const FUNC_ATTRIBUTE_NUM_REGS: c_int = 4;
const FUNC_ATTRIBUTE_PTX_VERSION: c_int = 5;
const FUNC_ATTRIBUTE_BINARY_VERSION: c_int = 6;
const FUNC_ATTRIBUTE_CACHE_MODE_CA: c_int = 7;
const FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: c_int = 8;
const FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: c_int = 9;

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetAttribute(
    value: *mut c_int,
    attr: c_int,
    func: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let a = cu(rt().func_attributes(func as usize))?;
        let v = match attr {
            FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK => a.max_threads_per_block,
            FUNC_ATTRIBUTE_SHARED_SIZE_BYTES => a.shared_size_bytes as c_int,
            FUNC_ATTRIBUTE_CONST_SIZE_BYTES => a.const_size_bytes as c_int,
            FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES => a.local_size_bytes as c_int,
            FUNC_ATTRIBUTE_NUM_REGS => a.num_regs,
            FUNC_ATTRIBUTE_PTX_VERSION => a.ptx_version,
            FUNC_ATTRIBUTE_BINARY_VERSION => a.binary_version,
            FUNC_ATTRIBUTE_CACHE_MODE_CA => a.cache_mode_ca,
            FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES => a.max_dynamic_shared_size_bytes,
            FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => a.preferred_shmem_carveout,
            _ => return Err(CUDA_ERROR_INVALID_VALUE),
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(value, v) }
    })
}

#[no_mangle]
pub extern "C" fn cuFuncSetAttribute(func: *mut c_void, attr: c_int, value: c_int) -> CuResult {
    // The settable attributes have `cudaFuncAttribute`'s numbers.
    cu_guard(|| cu(rt().func_set_attribute(func as usize, attr, value)))
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    func: *mut c_void,
    block_size: c_int,
    dynamic_shared: usize,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
            blocks,
            func,
            block_size,
            dynamic_shared,
            0,
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    func: *mut c_void,
    block_size: c_int,
    dynamic_shared: usize,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        let occupancy =
            rt().occupancy_max_active_blocks(func as usize, block_size, dynamic_shared, flags);
        let n = cu(occupancy)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(blocks, n) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyAvailableDynamicSMemPerBlock(
    dynamic_shared: *mut usize,
    func: *mut c_void,
    num_blocks: c_int,
    block_size: c_int,
) -> CuResult {
    cu_guard(|| {
        let available =
            rt().occupancy_available_dynamic_smem(func as usize, num_blocks, block_size);
        let bytes = cu(available)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(dynamic_shared, bytes) }
    })
}

/// `CUoccupancyB2DSize`: a block size's dynamic shared memory.
type BlockSizeToSharedMemory = Option<unsafe extern "C" fn(c_int) -> usize>;

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxPotentialBlockSize(
    min_grid_size: *mut c_int,
    block_size: *mut c_int,
    func: *mut c_void,
    block_size_to_shared: BlockSizeToSharedMemory,
    dynamic_shared: usize,
    block_size_limit: c_int,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        cuOccupancyMaxPotentialBlockSizeWithFlags(
            min_grid_size,
            block_size,
            func,
            block_size_to_shared,
            dynamic_shared,
            block_size_limit,
            0,
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxPotentialBlockSizeWithFlags(
    min_grid_size: *mut c_int,
    block_size: *mut c_int,
    func: *mut c_void,
    block_size_to_shared: BlockSizeToSharedMemory,
    dynamic_shared: usize,
    block_size_limit: c_int,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        if min_grid_size.is_null() || block_size.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // The function, where given, replaces the fixed size.
        let mut shared = |n| match block_size_to_shared {
            // SAFETY: the program's function of the documented type.
            Some(f) => unsafe { f(n) },
            None => dynamic_shared,
        };
        let (grid, block) = cu(rt().occupancy_max_potential_block_size(
            func as usize,
            &mut shared,
            block_size_limit,
            flags,
        ))?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe {
            out(min_grid_size, grid)?;
            out(block_size, block)
        }
    })
}

// ---------------------------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------------------------

#[no_mangle]
pub unsafe extern "C" fn cuMemAlloc(ptr: *mut u64, size: usize) -> CuResult {
    cu_guard(|| {
        need_context()?;
        // Unlike cudaMalloc, the driver refuses an empty allocation.
        if size == 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, cu(rt().malloc(size))?) }
    })
}

#[no_mangle]
pub extern "C" fn cuMemFree(ptr: u64) -> CuResult {
    cu_guard(|| cu(rt().free(ptr)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocManaged(ptr: *mut u64, size: usize, flags: c_uint) -> CuResult {
    cu_guard(|| {
        need_context()?;
        if size == 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, cu(rt().malloc_managed(size, flags))?) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostAlloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        // `CU_MEMHOSTALLOC_*` are `cudaHostAlloc*`'s bits.
        let p = cu(rt().host_alloc(size, flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, p as *mut c_void) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocHost(ptr: *mut *mut c_void, size: usize) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        cuMemHostAlloc(
            ptr,
            size,
            ferrocuda_runtime::abi::flags::HOST_ALLOC_PORTABLE,
        )
    }
}

#[no_mangle]
pub extern "C" fn cuMemFreeHost(ptr: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().free_host(ptr as u64)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostGetDevicePointer(
    ptr: *mut u64,
    host: *mut c_void,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        let p = cu(rt().host_get_device_pointer(host as u64, flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetInfo(free: *mut usize, total: *mut usize) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let (f, t) = cu(rt().mem_get_info())?;
        // Either may be null, for a caller that wants only the other (as the driver takes it).
        for (p, value) in [(free, f), (total, t)] {
            if !p.is_null() {
                // SAFETY: non-null, writable by the caller's contract.
                unsafe { out(p, value)? };
            }
        }
        Ok(())
    })
}

/// A copy of `count` bytes, synchronous or on `stream`.
///
/// # Safety
/// As `cudaMemcpy`: host addresses must be valid for `count` bytes.
unsafe fn copy(
    dst: u64,
    src: u64,
    count: usize,
    kind: MemcpyKind,
    stream: Option<*mut c_void>,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: forwarded from the caller.
        cu(unsafe {
            match stream {
                None => rt().memcpy(dst, src, count, kind.0),
                Some(s) => rt().memcpy_async(dst, src, count, kind.0, s as usize),
            }
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoD(dst: u64, src: *const c_void, count: usize) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy(dst, src as u64, count, MemcpyKind::HOST_TO_DEVICE, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoH(dst: *mut c_void, src: u64, count: usize) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy(dst as u64, src, count, MemcpyKind::DEVICE_TO_HOST, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoD(dst: u64, src: u64, count: usize) -> CuResult {
    // SAFETY: both are device addresses, which the runtime checks.
    unsafe { copy(dst, src, count, MemcpyKind::DEVICE_TO_DEVICE, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy(dst: u64, src: u64, count: usize) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy(dst, src, count, MemcpyKind::DEFAULT, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAsync(
    dst: u64,
    src: u64,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy(dst, src, count, MemcpyKind::DEFAULT, Some(stream)) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoDAsync(
    dst: u64,
    src: *const c_void,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        copy(
            dst,
            src as u64,
            count,
            MemcpyKind::HOST_TO_DEVICE,
            Some(stream),
        )
    }
}

/// `cuMemcpyBatchAsync`: the runtime's `cudaMemcpyBatchAsync` (the attributes are laid out
/// alike, the codes it gives numbered alike).
#[no_mangle]
pub unsafe extern "C" fn cuMemcpyBatchAsync(
    dsts: *const u64,
    srcs: *const u64,
    sizes: *const usize,
    count: usize,
    attrs: *const crate::memory::MemcpyAttributes,
    attrs_idxs: *const usize,
    num_attrs: usize,
    stream: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller's contract is `cudaMemcpyBatchAsync`'s, addresses as integers.
        let r = unsafe {
            crate::memory::cudaMemcpyBatchAsync(
                dsts.cast(),
                srcs.cast(),
                sizes,
                count,
                attrs,
                attrs_idxs,
                num_attrs,
                stream.cast(),
            )
        };
        match r {
            CudaError::Success => Ok(()),
            e => Err(cu_result(e)),
        }
    })
}

/// `cuMemcpy3DBatchAsync`: the runtime's `cudaMemcpy3DBatchAsync` (`CUDA_MEMCPY3D_BATCH_OP` is
/// laid out as `cudaMemcpy3DBatchOp`, a `CUdeviceptr` where the runtime has a pointer).
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy3DBatchAsync(
    count: usize,
    ops: *const crate::memory::Memcpy3DBatchOp,
    flags: u64,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: the caller's contract is `cudaMemcpy3DBatchAsync`'s.
    match unsafe { crate::memory::cudaMemcpy3DBatchAsync(count, ops, flags, stream.cast()) } {
        CudaError::Success => CUDA_SUCCESS,
        e => cu_result(e),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoHAsync(
    dst: *mut c_void,
    src: u64,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        copy(
            dst as u64,
            src,
            count,
            MemcpyKind::DEVICE_TO_HOST,
            Some(stream),
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoDAsync(
    dst: u64,
    src: u64,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: both are device addresses, which the runtime checks.
    unsafe { copy(dst, src, count, MemcpyKind::DEVICE_TO_DEVICE, Some(stream)) }
}

/// Fills `count` elements of `size` bytes with `value`: one row of [`fill_2d`].
fn fill(dst: u64, value: u32, size: usize, count: usize, stream: usize) -> CuResult {
    fill_2d(dst, count * size, (value, size), (count, 1), stream)
}

#[no_mangle]
pub extern "C" fn cuMemsetD8(dst: u64, value: u8, count: usize) -> CuResult {
    fill(dst, value as u32, 1, count, 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16(dst: u64, value: u16, count: usize) -> CuResult {
    fill(dst, value as u32, 2, count, 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32(dst: u64, value: u32, count: usize) -> CuResult {
    fill(dst, value, 4, count, 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32Async(
    dst: u64,
    value: u32,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    fill(dst, value, 4, count, stream as usize)
}

#[no_mangle]
pub extern "C" fn cuMemsetD8Async(
    dst: u64,
    value: u8,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    fill(dst, value as u32, 1, count, stream as usize)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16Async(
    dst: u64,
    value: u16,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    fill(dst, value as u32, 2, count, stream as usize)
}

/// Fills `height` rows of `width` elements of `size` bytes, `pitch` bytes apart, with `value`.
fn fill_2d(
    dst: u64,
    pitch: usize,
    (value, size): (u32, usize),
    (width, height): (usize, usize),
    stream: usize,
) -> CuResult {
    cu_guard(|| cu(rt().memset_elements(dst, pitch, (value, size), width, height, stream)))
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D8(
    dst: u64,
    pitch: usize,
    value: u8,
    width: usize,
    height: usize,
) -> CuResult {
    fill_2d(dst, pitch, (value as u32, 1), (width, height), 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D16(
    dst: u64,
    pitch: usize,
    value: u16,
    width: usize,
    height: usize,
) -> CuResult {
    fill_2d(dst, pitch, (value as u32, 2), (width, height), 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D32(
    dst: u64,
    pitch: usize,
    value: u32,
    width: usize,
    height: usize,
) -> CuResult {
    fill_2d(dst, pitch, (value, 4), (width, height), 0)
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D8Async(
    dst: u64,
    pitch: usize,
    value: u8,
    width: usize,
    height: usize,
    stream: *mut c_void,
) -> CuResult {
    fill_2d(
        dst,
        pitch,
        (value as u32, 1),
        (width, height),
        stream as usize,
    )
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D16Async(
    dst: u64,
    pitch: usize,
    value: u16,
    width: usize,
    height: usize,
    stream: *mut c_void,
) -> CuResult {
    fill_2d(
        dst,
        pitch,
        (value as u32, 2),
        (width, height),
        stream as usize,
    )
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D32Async(
    dst: u64,
    pitch: usize,
    value: u32,
    width: usize,
    height: usize,
    stream: *mut c_void,
) -> CuResult {
    fill_2d(dst, pitch, (value, 4), (width, height), stream as usize)
}

/// `cuMemAllocPitch`: rows of `width` bytes, each at least as aligned as an element of
/// `element_size` bytes (4, 8 or 16) needs, which the runtime's pitch already is.
#[no_mangle]
pub unsafe extern "C" fn cuMemAllocPitch(
    ptr: *mut u64,
    pitch: *mut usize,
    width: usize,
    height: usize,
    element_size: c_uint,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        if !matches!(element_size, 4 | 8 | 16) || ptr.is_null() || pitch.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let (p, row) = cu(rt().malloc_pitch(width, height))?;
        // SAFETY: both checked non-null; writable by the caller's contract.
        unsafe {
            out(ptr, p)?;
            out(pitch, row)
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostGetFlags(flags: *mut c_uint, host: *mut c_void) -> CuResult {
    cu_guard(|| {
        let f = cu(rt().host_get_flags(host as u64))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(flags, f) }
    })
}

/// A copy between the memory of two contexts' devices.
///
/// # Safety
/// Both ends must be device memory of their contexts' devices, which the runtime checks.
unsafe fn copy_peer(
    dst: u64,
    dst_ctx: *mut c_void,
    src: u64,
    src_ctx: *mut c_void,
    count: usize,
    stream: Option<usize>,
) -> CuResult {
    cu_guard(|| {
        // (A null context is the current one, measured.)
        let dst_device = context_device_or_current(dst_ctx)?;
        let src_device = context_device_or_current(src_ctx)?;
        // SAFETY: forwarded from the caller.
        cu(unsafe { rt().memcpy_peer(dst, dst_device, src, src_device, count, stream) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyPeer(
    dst: u64,
    dst_ctx: *mut c_void,
    src: u64,
    src_ctx: *mut c_void,
    count: usize,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy_peer(dst, dst_ctx, src, src_ctx, count, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyPeerAsync(
    dst: u64,
    dst_ctx: *mut c_void,
    src: u64,
    src_ctx: *mut c_void,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy_peer(dst, dst_ctx, src, src_ctx, count, Some(stream as usize)) }
}

// ---------------------------------------------------------------------------------------------
// Streams and events: the runtime's handles
// ---------------------------------------------------------------------------------------------

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreate(stream: *mut *mut c_void, flags: c_uint) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { cuStreamCreateWithPriority(stream, flags, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreateWithPriority(
    stream: *mut *mut c_void,
    flags: c_uint,
    priority: c_int,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let s = cu(rt().stream_create(flags, priority))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(stream, s as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy(stream: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().stream_destroy(stream as usize)))
}

#[no_mangle]
pub extern "C" fn cuStreamSynchronize(stream: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().stream_synchronize(stream as usize)))
}

#[no_mangle]
pub extern "C" fn cuStreamQuery(stream: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().stream_query(stream as usize)))
}

#[no_mangle]
pub extern "C" fn cuStreamWaitEvent(
    stream: *mut c_void,
    event: *mut c_void,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| cu(rt().stream_wait_event(stream as usize, event as usize, flags)))
}

#[no_mangle]
pub unsafe extern "C" fn cuEventCreate(event: *mut *mut c_void, flags: c_uint) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let e = cu(rt().event_create(flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(event, e as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cuEventRecord(event: *mut c_void, stream: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().event_record(event as usize, stream as usize, 0)))
}

#[no_mangle]
pub extern "C" fn cuEventRecordWithFlags(
    event: *mut c_void,
    stream: *mut c_void,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| cu(rt().event_record(event as usize, stream as usize, flags)))
}

/// `CUstreamCallback`.
type DriverStreamCallback = Option<unsafe extern "C" fn(*mut c_void, CuResult, *mut c_void)>;

#[no_mangle]
pub extern "C" fn cuStreamAddCallback(
    stream: *mut c_void,
    callback: DriverStreamCallback,
    user: *mut c_void,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        let f = callback.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        let handle = stream as usize;
        let call = crate::stream::callback_call(f, handle, user, cu_result);
        cu(rt().stream_add_callback(handle, flags, call))
    })
}

#[no_mangle]
pub extern "C" fn cuLaunchHostFunc(
    stream: *mut c_void,
    f: crate::stream::HostFn,
    user: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let f = f.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        cu(rt().launch_host_func(stream as usize, crate::stream::host_call(f, user)))
    })
}

/// `cuStreamGetCtx`: every stream belongs to its device's primary context.
#[no_mangle]
pub unsafe extern "C" fn cuStreamGetCtx(stream: *mut c_void, ctx: *mut *mut c_void) -> CuResult {
    cu_guard(|| {
        let dev = stream_device(stream)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ctx, context_handle(dev)) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetDevice(stream: *mut c_void, dev: *mut c_int) -> CuResult {
    cu_guard(|| {
        let d = stream_device(stream)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(dev, d) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetFlags(stream: *mut c_void, flags: *mut c_uint) -> CuResult {
    cu_guard(|| {
        let f = cu(rt().stream_flags(stream as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(flags, f) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetPriority(
    stream: *mut c_void,
    priority: *mut c_int,
) -> CuResult {
    cu_guard(|| {
        let p = cu(rt().stream_priority(stream as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(priority, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetId(stream: *mut c_void, id: *mut u64) -> CuResult {
    cu_guard(|| {
        let i = cu(rt().stream_id(stream as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(id, i) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetAttribute(
    stream: *mut c_void,
    attr: c_int,
    value: *mut [u8; STREAM_ATTRIBUTE_BYTES],
) -> CuResult {
    cu_guard(|| {
        let v = cu(rt().stream_get_attribute(stream as usize, attr))?;
        // SAFETY: the caller passes a writable `CUstreamAttrValue` or null.
        unsafe { out(value, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamSetAttribute(
    stream: *mut c_void,
    attr: c_int,
    value: *const [u8; STREAM_ATTRIBUTE_BYTES],
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a `CUstreamAttrValue` or null.
        let v = unsafe { value.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        cu(rt().stream_set_attribute(stream as usize, attr, v))
    })
}

/// `cuStreamCopyAttributes`: the stream attributes of `src` (access policy window,
/// synchronization policy, memory synchronization domains) given to `dst`.
#[no_mangle]
pub extern "C" fn cuStreamCopyAttributes(dst: *mut c_void, src: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().stream_copy_attributes(dst as usize, src as usize)))
}

#[no_mangle]
pub extern "C" fn cuStreamAttachMemAsync(
    stream: *mut c_void,
    ptr: u64,
    _length: usize,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| cu(rt().stream_attach_mem(stream as usize, ptr, flags)))
}

/// The device of `stream` (querying it checks the handle).
fn stream_device(stream: *mut c_void) -> Result<c_int, CuResult> {
    cu(rt().stream_device(stream as usize))
}

#[no_mangle]
pub extern "C" fn cuEventSynchronize(event: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().event_synchronize(event as usize)))
}

#[no_mangle]
pub extern "C" fn cuEventQuery(event: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().event_query(event as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime(
    ms: *mut f32,
    start: *mut c_void,
    end: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let t = cu(rt().event_elapsed_time(start as usize, end as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ms, t) }
    })
}

#[no_mangle]
pub extern "C" fn cuEventDestroy(event: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().event_destroy(event as usize)))
}

// ---------------------------------------------------------------------------------------------
// IPC: the runtime API's handles, which are the driver's too
// ---------------------------------------------------------------------------------------------

#[no_mangle]
pub unsafe extern "C" fn cuIpcGetMemHandle(handle: *mut IpcMemHandle, ptr: u64) -> CuResult {
    cu_guard(|| {
        let h = cu(rt().ipc_get_mem_handle(ptr))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(handle, h) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuIpcOpenMemHandle(
    ptr: *mut u64,
    handle: IpcMemHandle,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        let p = cu(rt().ipc_open_mem_handle(&handle, flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, p) }
    })
}

#[no_mangle]
pub extern "C" fn cuIpcCloseMemHandle(ptr: u64) -> CuResult {
    cu_guard(|| cu(rt().ipc_close_mem_handle(ptr)))
}

#[no_mangle]
pub unsafe extern "C" fn cuIpcGetEventHandle(
    handle: *mut IpcEventHandle,
    event: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let h = cu(rt().ipc_get_event_handle(event as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(handle, h) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuIpcOpenEventHandle(
    event: *mut *mut c_void,
    handle: IpcEventHandle,
) -> CuResult {
    cu_guard(|| {
        let e = cu(rt().ipc_open_event_handle(&handle))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(event, e as *mut c_void) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_results_are_named_from_the_header() {
        let names = result_names();
        assert_eq!(names[&0].to_str().unwrap(), "CUDA_SUCCESS");
        assert_eq!(names[&1].to_str().unwrap(), "CUDA_ERROR_INVALID_VALUE");
        assert_eq!(names[&700].to_str().unwrap(), "CUDA_ERROR_ILLEGAL_ADDRESS");
        assert_eq!(cu_result(CudaError::InvalidSymbol), CUDA_ERROR_NOT_FOUND);
        assert_eq!(cu_result(CudaError::LaunchFailure), 719);
    }
}

versioned_names! {
    cuIpcOpenMemHandle_v2 => cuIpcOpenMemHandle(ptr: *mut u64, handle: IpcMemHandle, flags: c_uint);
    cuDeviceTotalMem_v2 => cuDeviceTotalMem(bytes: *mut usize, dev: c_int);
    cuCtxCreate_v4 => cuCtxCreate(ctx: *mut *mut c_void, params: *const CtxCreateParams, flags: c_uint, dev: c_int);
    cuCtxDestroy_v2 => cuCtxDestroy(ctx: *mut c_void);
    cuCtxPopCurrent_v2 => cuCtxPopCurrent(ctx: *mut *mut c_void);
    cuCtxPushCurrent_v2 => cuCtxPushCurrent(ctx: *mut c_void);
    cuModuleGetGlobal_v2 => cuModuleGetGlobal(address: *mut u64, bytes: *mut usize, module: *mut c_void, name: *const c_char);
    cuMemGetInfo_v2 => cuMemGetInfo(free: *mut usize, total: *mut usize);
    cuMemAlloc_v2 => cuMemAlloc(ptr: *mut u64, size: usize);
    cuMemFree_v2 => cuMemFree(ptr: u64);
    cuMemAllocHost_v2 => cuMemAllocHost(ptr: *mut *mut c_void, size: usize);
    cuMemHostGetDevicePointer_v2 => cuMemHostGetDevicePointer(ptr: *mut u64, host: *mut c_void, flags: c_uint);
    cuMemcpyHtoD_v2 => cuMemcpyHtoD(dst: u64, src: *const c_void, count: usize);
    cuMemcpyDtoH_v2 => cuMemcpyDtoH(dst: *mut c_void, src: u64, count: usize);
    cuMemcpyDtoD_v2 => cuMemcpyDtoD(dst: u64, src: u64, count: usize);
    cuMemcpyHtoDAsync_v2 => cuMemcpyHtoDAsync(dst: u64, src: *const c_void, count: usize, stream: *mut c_void);
    cuMemcpyDtoHAsync_v2 => cuMemcpyDtoHAsync(dst: *mut c_void, src: u64, count: usize, stream: *mut c_void);
    cuMemcpyDtoDAsync_v2 => cuMemcpyDtoDAsync(dst: u64, src: u64, count: usize, stream: *mut c_void);
    cuMemcpyBatchAsync_v2 => cuMemcpyBatchAsync(dsts: *const u64, srcs: *const u64, sizes: *const usize, count: usize, attrs: *const crate::memory::MemcpyAttributes, attrs_idxs: *const usize, num_attrs: usize, stream: *mut c_void);
    cuMemcpy3DBatchAsync_v2 => cuMemcpy3DBatchAsync(count: usize, ops: *const crate::memory::Memcpy3DBatchOp, flags: u64, stream: *mut c_void);
    cuMemsetD8_v2 => cuMemsetD8(dst: u64, value: u8, count: usize);
    cuMemsetD16_v2 => cuMemsetD16(dst: u64, value: u16, count: usize);
    cuMemsetD32_v2 => cuMemsetD32(dst: u64, value: u32, count: usize);
    cuMemsetD2D8_v2 => cuMemsetD2D8(dst: u64, pitch: usize, value: u8, width: usize, height: usize);
    cuMemsetD2D16_v2 => cuMemsetD2D16(dst: u64, pitch: usize, value: u16, width: usize, height: usize);
    cuMemsetD2D32_v2 => cuMemsetD2D32(dst: u64, pitch: usize, value: u32, width: usize, height: usize);
    cuMemAllocPitch_v2 => cuMemAllocPitch(ptr: *mut u64, pitch: *mut usize, width: usize, height: usize, element_size: c_uint);
    cuStreamDestroy_v2 => cuStreamDestroy(stream: *mut c_void);
    cuEventDestroy_v2 => cuEventDestroy(event: *mut c_void);
    cuDevicePrimaryCtxRelease_v2 => cuDevicePrimaryCtxRelease(dev: c_int);
    cuDevicePrimaryCtxReset_v2 => cuDevicePrimaryCtxReset(dev: c_int);
    cuDevicePrimaryCtxSetFlags_v2 => cuDevicePrimaryCtxSetFlags(dev: c_int, flags: c_uint);
    cuDeviceGetUuid_v2 => cuDeviceGetUuid(uuid: *mut [u8; 16], dev: c_int);
}

/// `cuCtxCreate` of CUDA 12's `cuda.h`, without creation parameters.
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v2(
    ctx: *mut *mut c_void,
    flags: c_uint,
    dev: c_int,
) -> CuResult {
    // SAFETY: forwarded from the caller; no parameters.
    unsafe { cuCtxCreate(ctx, std::ptr::null(), flags, dev) }
}
