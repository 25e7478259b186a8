//! Streams, host callbacks and stream capture.

use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{
    CudaError, CudaEvent, CudaGraph, CudaStream, StreamCaptureMode, StreamCaptureStatus,
};
use ferrocuda_runtime::STREAM_ATTRIBUTE_BYTES;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

/// `cudaStreamCallback_t`.
pub type StreamCallback = Option<unsafe extern "C" fn(CudaStream, CudaError, *mut c_void)>;
/// `cudaHostFn_t`.
pub type HostFn = Option<unsafe extern "C" fn(*mut c_void)>;

/// A user-data pointer handed back to the program's callback on a stream's worker thread.
#[derive(Clone, Copy)]
struct UserData(*mut c_void);
// SAFETY: CUDA runs stream callbacks on a thread of its own (and a graph may run one again on
// another); the program gives the pointer for exactly that use.
unsafe impl Send for UserData {}
// SAFETY: as for `Send`: the pointer is only handed back to the program's callback.
unsafe impl Sync for UserData {}

/// The program's host function `f` called with its user data, as a stream or a graph's host
/// node runs it.
pub(crate) fn host_call(
    f: unsafe extern "C" fn(*mut c_void),
    user: *mut c_void,
) -> Box<dyn Fn() + Send + Sync> {
    let user = UserData(user);
    Box::new(move || {
        let user = user;
        // SAFETY: the program registered `f` to be called with its user data.
        unsafe { f(user.0) }
    })
}

/// The program's stream callback `f` called with its stream, the status (the runtime API's
/// `cudaError_t` or, through `status`, the driver API's `CUresult`) and its user data.
pub(crate) fn callback_call<S: 'static>(
    f: unsafe extern "C" fn(CudaStream, S, *mut c_void),
    stream: usize,
    user: *mut c_void,
    status: fn(CudaError) -> S,
) -> Box<dyn Fn(CudaError) + Send + Sync> {
    let user = UserData(user);
    Box::new(move |e| {
        let user = user;
        // SAFETY: the program registered `f` to be called with these arguments.
        unsafe { f(stream as CudaStream, status(e), user.0) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreate(stream: *mut CudaStream) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaStreamCreateWithPriority(stream, 0, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreateWithFlags(
    stream: *mut CudaStream,
    flags: c_uint,
) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaStreamCreateWithPriority(stream, flags, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreateWithPriority(
    stream: *mut CudaStream,
    flags: c_uint,
    priority: c_int,
) -> CudaError {
    guard(|| {
        non_null(stream)?;
        let h = rt().stream_create(flags, priority)?;
        // SAFETY: checked non-null; the caller passes a writable cudaStream_t.
        unsafe { put(stream, h as CudaStream) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamSetAttribute(
    stream: CudaStream,
    attr: c_int,
    value: *const [u8; STREAM_ATTRIBUTE_BYTES],
) -> CudaError {
    guard(|| {
        non_null(value)?;
        // SAFETY: checked non-null; a `cudaStreamAttrValue` by the caller's contract.
        rt().stream_set_attribute(stream as usize, attr, unsafe { &*value })
    })
}

/// `cudaStreamCopyAttributes`: `dst` takes `src`'s attributes.
#[no_mangle]
pub extern "C" fn cudaStreamCopyAttributes(dst: CudaStream, src: CudaStream) -> CudaError {
    guard(|| rt().stream_copy_attributes(dst as usize, src as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetAttribute(
    stream: CudaStream,
    attr: c_int,
    value: *mut [u8; STREAM_ATTRIBUTE_BYTES],
) -> CudaError {
    guard(|| {
        non_null(value)?;
        let v = rt().stream_get_attribute(stream as usize, attr)?;
        // SAFETY: checked non-null.
        unsafe { put(value, v) }
    })
}

#[no_mangle]
pub extern "C" fn cudaCtxResetPersistingL2Cache() -> CudaError {
    guard(|| rt().reset_persisting_l2())
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetPriority(
    stream: CudaStream,
    priority: *mut c_int,
) -> CudaError {
    guard(|| {
        non_null(priority)?;
        let p = rt().stream_priority(stream as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(priority, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetFlags(stream: CudaStream, flags: *mut c_uint) -> CudaError {
    guard(|| {
        non_null(flags)?;
        let f = rt().stream_flags(stream as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(flags, f) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetId(stream: CudaStream, id: *mut c_ulonglong) -> CudaError {
    guard(|| {
        non_null(id)?;
        let v = rt().stream_id(stream as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(id, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetDevice(stream: CudaStream, device: *mut c_int) -> CudaError {
    guard(|| {
        non_null(device)?;
        let d = rt().stream_device(stream as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(device, d) }
    })
}

#[no_mangle]
pub extern "C" fn cudaStreamDestroy(stream: CudaStream) -> CudaError {
    guard(|| rt().stream_destroy(stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaStreamWaitEvent(
    stream: CudaStream,
    event: CudaEvent,
    flags: c_uint,
) -> CudaError {
    guard(|| rt().stream_wait_event(stream as usize, event as usize, flags))
}

#[no_mangle]
pub extern "C" fn cudaStreamAddCallback(
    stream: CudaStream,
    callback: StreamCallback,
    user: *mut c_void,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        let f = callback.ok_or(CudaError::InvalidValue)?;
        let handle = stream as usize;
        rt().stream_add_callback(handle, flags, callback_call(f, handle, user, |e| e))
    })
}

#[no_mangle]
pub extern "C" fn cudaLaunchHostFunc(
    stream: CudaStream,
    f: HostFn,
    user: *mut c_void,
) -> CudaError {
    guard(|| {
        let f = f.ok_or(CudaError::InvalidValue)?;
        rt().launch_host_func(stream as usize, host_call(f, user))
    })
}

#[no_mangle]
pub extern "C" fn cudaStreamSynchronize(stream: CudaStream) -> CudaError {
    guard(|| rt().stream_synchronize(stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaStreamQuery(stream: CudaStream) -> CudaError {
    guard(|| rt().stream_query(stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaStreamAttachMemAsync(
    stream: CudaStream,
    ptr: *mut c_void,
    _length: usize,
    flags: c_uint,
) -> CudaError {
    guard(|| rt().stream_attach_mem(stream as usize, ptr as u64, flags))
}

/// `cudaStreamBeginCapture`: the stream's work is kept in a graph from now on (see the
/// runtime's `graph` module); a thread-local capture behaves as a global one.
#[no_mangle]
pub extern "C" fn cudaStreamBeginCapture(stream: CudaStream, mode: StreamCaptureMode) -> CudaError {
    guard(|| rt().stream_begin_capture(stream as usize, mode.0))
}

#[no_mangle]
pub unsafe extern "C" fn cudaThreadExchangeStreamCaptureMode(
    mode: *mut StreamCaptureMode,
) -> CudaError {
    guard(|| {
        non_null(mode)?;
        // SAFETY: checked non-null; the program passes the mode to set there.
        let previous = rt().exchange_capture_mode(unsafe { mode.read() }.0)?;
        // SAFETY: as above.
        unsafe { put(mode, StreamCaptureMode(previous)) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamEndCapture(
    stream: CudaStream,
    graph: *mut CudaGraph,
) -> CudaError {
    guard(|| {
        let result = rt().stream_end_capture(stream as usize);
        // A capture into an existing graph (`cudaStreamBeginCaptureToGraph`) may pass null;
        // a failed end gives no graph (measured: the output is cleared).
        if !graph.is_null() {
            // SAFETY: checked non-null.
            unsafe { put(graph, result.unwrap_or(0) as CudaGraph)? };
        }
        result.map(|_| ())
    })
}

thread_local! {
    /// The dependencies `cudaStreamGetCaptureInfo` last gave this thread, which the program
    /// reads through the pointer it got (valid until its next call), with their edge data.
    static CAPTURE_DEPENDENCIES: std::cell::RefCell<(Vec<usize>, Vec<[u8; 8]>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// `cudaStreamGetCaptureInfo` (CUDA 13's, with edge data): every output but the status may
/// be null.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo(
    stream: CudaStream,
    status: *mut StreamCaptureStatus,
    id: *mut c_ulonglong,
    graph: *mut CudaGraph,
    dependencies: *mut *const usize,
    edge_data: *mut *const [u8; 8],
    count: *mut usize,
) -> CudaError {
    guard(|| {
        non_null(status)?;
        let info = rt().stream_capture_info(stream as usize)?;
        let Some(info) = info else {
            // SAFETY: checked non-null.
            return unsafe { put(status, StreamCaptureStatus::NONE) };
        };
        let (deps, edges) = CAPTURE_DEPENDENCIES.with(|cell| {
            let mut kept = cell.borrow_mut();
            kept.1 = vec![[0; 8]; info.dependencies.len()];
            kept.0 = info.dependencies;
            (kept.0.as_ptr(), kept.1.as_ptr())
        });
        // SAFETY: each output is checked non-null before it is written.
        unsafe {
            put(status, StreamCaptureStatus::ACTIVE)?;
            if !id.is_null() {
                put(id, info.id)?;
            }
            if !graph.is_null() {
                put(graph, info.graph as CudaGraph)?;
            }
            if !dependencies.is_null() {
                put(dependencies, deps)?;
            }
            if !edge_data.is_null() {
                put(edge_data, edges)?;
            }
            if !count.is_null() {
                put(count, CAPTURE_DEPENDENCIES.with(|c| c.borrow().0.len()))?;
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamIsCapturing(
    stream: CudaStream,
    status: *mut StreamCaptureStatus,
) -> CudaError {
    guard(|| {
        non_null(status)?;
        let s = rt().stream_capture_status(stream as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(status, s) }
    })
}

/// What `cuda_runtime.h` calls when the program starts, in code built with `--default-stream
/// per-thread` (`CUDA_API_PER_THREAD_DEFAULT_STREAM`): stream 0 is each thread's own.
#[no_mangle]
pub extern "C" fn __ferrocudaUsePerThreadDefaultStream() {
    rt().use_per_thread_default_stream();
}
