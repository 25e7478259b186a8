//! Errors, versions and profiler control.

use crate::{guard, put, rt};
use ferrocuda_runtime::abi::CudaError;
use std::ffi::{c_char, c_int, CStr, CString};
use std::sync::OnceLock;

/// `cudaGetErrorName` and `cudaGetErrorString` texts as C strings, built once and kept for the
/// life of the process, since callers hold on to the pointers.
fn texts() -> &'static [(CudaError, CString, CString)] {
    static TEXTS: OnceLock<Vec<(CudaError, CString, CString)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        CudaError::ALL
            .iter()
            .filter_map(|&(e, name, desc)| {
                Some((e, CString::new(name).ok()?, CString::new(desc).ok()?))
            })
            .collect()
    })
}

const UNRECOGNIZED: &CStr = c"unrecognized error code";

fn text_of(
    error: CudaError,
    pick: impl Fn(&(CudaError, CString, CString)) -> &CStr,
) -> *const c_char {
    let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        texts()
            .iter()
            .find(|t| t.0 == error)
            .map(|t| pick(t).as_ptr())
    }));
    found.ok().flatten().unwrap_or(UNRECOGNIZED.as_ptr())
}

#[no_mangle]
pub extern "C" fn cudaGetErrorName(error: CudaError) -> *const c_char {
    text_of(error, |t| &t.1)
}

#[no_mangle]
pub extern "C" fn cudaGetErrorString(error: CudaError) -> *const c_char {
    text_of(error, |t| &t.2)
}

#[no_mangle]
pub extern "C" fn cudaGetLastError() -> CudaError {
    std::panic::catch_unwind(|| rt().get_last_error()).unwrap_or(CudaError::Unknown)
}

#[no_mangle]
pub extern "C" fn cudaPeekAtLastError() -> CudaError {
    std::panic::catch_unwind(|| rt().peek_at_last_error()).unwrap_or(CudaError::Unknown)
}

#[no_mangle]
pub unsafe extern "C" fn cudaDriverGetVersion(version: *mut c_int) -> CudaError {
    // SAFETY: the caller passes a writable int or null.
    guard(|| unsafe { put(version, rt().driver_version()) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaRuntimeGetVersion(version: *mut c_int) -> CudaError {
    // SAFETY: the caller passes a writable int or null.
    guard(|| unsafe { put(version, rt().runtime_version()) })
}

/// Profiling is not collected; starting and stopping succeed, as with no profiler attached.
#[no_mangle]
pub extern "C" fn cudaProfilerStart() -> CudaError {
    CudaError::Success
}

#[no_mangle]
pub extern "C" fn cudaProfilerStop() -> CudaError {
    CudaError::Success
}
