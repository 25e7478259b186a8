//! Events.

use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{CudaError, CudaEvent, CudaStream, IpcEventHandle};
use std::ffi::c_uint;

#[no_mangle]
pub unsafe extern "C" fn cudaEventCreate(event: *mut CudaEvent) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaEventCreateWithFlags(event, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaEventCreateWithFlags(
    event: *mut CudaEvent,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(event)?;
        let h = rt().event_create(flags)?;
        // SAFETY: checked non-null; the caller passes a writable cudaEvent_t.
        unsafe { put(event, h as CudaEvent) }
    })
}

#[no_mangle]
pub extern "C" fn cudaEventRecord(event: CudaEvent, stream: CudaStream) -> CudaError {
    guard(|| rt().event_record(event as usize, stream as usize, 0))
}

#[no_mangle]
pub extern "C" fn cudaEventRecordWithFlags(
    event: CudaEvent,
    stream: CudaStream,
    flags: c_uint,
) -> CudaError {
    guard(|| rt().event_record(event as usize, stream as usize, flags))
}

#[no_mangle]
pub extern "C" fn cudaEventQuery(event: CudaEvent) -> CudaError {
    guard(|| rt().event_query(event as usize))
}

#[no_mangle]
pub extern "C" fn cudaEventSynchronize(event: CudaEvent) -> CudaError {
    guard(|| rt().event_synchronize(event as usize))
}

#[no_mangle]
pub extern "C" fn cudaEventDestroy(event: CudaEvent) -> CudaError {
    guard(|| rt().event_destroy(event as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaEventElapsedTime(
    ms: *mut f32,
    start: CudaEvent,
    end: CudaEvent,
) -> CudaError {
    guard(|| {
        non_null(ms)?;
        let t = rt().event_elapsed_time(start as usize, end as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(ms, t) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaIpcGetEventHandle(
    handle: *mut IpcEventHandle,
    event: CudaEvent,
) -> CudaError {
    guard(|| {
        non_null(handle)?;
        let h = rt().ipc_get_event_handle(event as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(handle, h) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaIpcOpenEventHandle(
    event: *mut CudaEvent,
    handle: IpcEventHandle,
) -> CudaError {
    guard(|| {
        non_null(event)?;
        let e = rt().ipc_open_event_handle(&handle)?;
        // SAFETY: checked non-null.
        unsafe { put(event, e as CudaEvent) }
    })
}
