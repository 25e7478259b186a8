//! Driver functions found by name at run time: the driver API's `cuGetProcAddress` and the
//! runtime's `cudaGetDriverEntryPoint` and `cudaGetDriverEntryPointByVersion`. A name is one
//! of this library's own driver exports, found by the loader; for a CUDA version before 13,
//! a function whose `_v2` export keeps the older signature (`cuCtxCreate`) is given as that.
//! A name that is not found is not an error (as on an H200): the status says so and the
//! pointer is null.

use crate::driver_api::{cu_guard, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::{guard, register::text};
use ferrocuda_runtime::abi::CudaError;
use std::ffi::{c_char, c_int, c_uint, c_ulonglong, c_void, CString};

/// `CU_GET_PROC_ADDRESS_SUCCESS` / `cudaDriverEntryPointSuccess`.
const FOUND: c_int = 0;
/// `CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND` / `cudaDriverEntryPointSymbolNotFound`.
const NOT_FOUND: c_int = 1;
/// The flags a query may give: the legacy default stream and the per-thread one.
const KNOWN_FLAGS: c_ulonglong = 0x3;
/// The first CUDA version whose `cuda.h` gives every function its current signature.
const CURRENT_SIGNATURES: c_int = 13000;

/// The address of this library's export `name`, if it has one.
fn own_export(name: &str) -> Option<*mut c_void> {
    let name = CString::new(name).ok()?;
    // SAFETY: a zeroed `Dl_info` is a valid out-parameter; the address is this library's.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    let here = own_export as *const c_void;
    // SAFETY: `here` is an address in this library; `info` is writable.
    if unsafe { libc::dladdr(here, &mut info) } == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: the loader's path of a loaded library; RTLD_NOLOAD only finds it again.
    let library = unsafe { libc::dlopen(info.dli_fname, libc::RTLD_LAZY | libc::RTLD_NOLOAD) };
    if library.is_null() {
        return None;
    }
    // SAFETY: a handle dlopen gave and a NUL-terminated name.
    let address = unsafe { libc::dlsym(library, name.as_ptr()) };
    // SAFETY: the handle is released once, as dlopen counted it; the library stays loaded.
    unsafe { libc::dlclose(library) };
    (!address.is_null()).then_some(address)
}

/// The driver function `symbol` names for programs built against CUDA `version`.
fn driver_function(symbol: &str, version: c_int) -> Option<*mut c_void> {
    if !symbol.starts_with("cu") || symbol.starts_with("cuda") {
        return None;
    }
    let older = (version < CURRENT_SIGNATURES)
        .then(|| own_export(&format!("{symbol}_v2")))
        .flatten();
    older.or_else(|| own_export(symbol))
}

/// Looks `symbol` up and writes the function (or null) to `pfn` and what was found to
/// `status` (when not null). Errors: a null name or pointer, flags no query has.
///
/// # Safety
/// `symbol` is null or a C string; `pfn` is null or writable; `status` is null or writable.
unsafe fn look_up(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: c_ulonglong,
    status: *mut c_int,
) -> Result<(), ()> {
    // SAFETY: null or a C string, by the caller's contract.
    let name = unsafe { text(symbol) }.ok_or(())?;
    if pfn.is_null() || flags & !KNOWN_FLAGS != 0 {
        return Err(());
    }
    let found = driver_function(&name, version);
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { pfn.write(found.unwrap_or(std::ptr::null_mut())) };
    if !status.is_null() {
        // SAFETY: non-null, and writable by the caller's contract.
        unsafe { status.write(if found.is_some() { FOUND } else { NOT_FOUND }) };
    }
    Ok(())
}

/// # Safety
/// As for [`look_up`].
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress_v2(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
    status: *mut c_int,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: forwarded from the caller.
        unsafe { look_up(symbol, pfn, version, flags, status) }
            .map_err(|()| CUDA_ERROR_INVALID_VALUE)
    })
}

/// `cuGetProcAddress` of CUDA 11, without a status.
///
/// # Safety
/// As for [`look_up`].
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
) -> CuResult {
    // SAFETY: forwarded from the caller; no status.
    unsafe { cuGetProcAddress_v2(symbol, pfn, version, flags, std::ptr::null_mut()) }
}

/// # Safety
/// As for [`look_up`].
#[no_mangle]
pub unsafe extern "C" fn cudaGetDriverEntryPointByVersion(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_uint,
    flags: c_ulonglong,
    status: *mut c_int,
) -> CudaError {
    guard(|| {
        let version = c_int::try_from(version).map_err(|_| CudaError::InvalidValue)?;
        // SAFETY: forwarded from the caller.
        unsafe { look_up(symbol, pfn, version, flags, status) }
            .map_err(|()| CudaError::InvalidValue)
    })
}

/// The entry point for this runtime's CUDA version.
///
/// # Safety
/// As for [`look_up`].
#[no_mangle]
pub unsafe extern "C" fn cudaGetDriverEntryPoint(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    flags: c_ulonglong,
    status: *mut c_int,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    unsafe {
        cudaGetDriverEntryPointByVersion(symbol, pfn, CURRENT_SIGNATURES as c_uint, flags, status)
    }
}

/// `cuGetExportTable`: the tables of private entry points NVIDIA's own libraries share are
/// not provided, so no identifier names one.
#[no_mangle]
pub extern "C" fn cuGetExportTable(table: *mut *const c_void, _id: *const c_void) -> CuResult {
    cu_guard(|| {
        if !table.is_null() {
            // SAFETY: non-null and writable by the caller's contract.
            unsafe { table.write(std::ptr::null()) };
        }
        Err(CUDA_ERROR_INVALID_VALUE)
    })
}
