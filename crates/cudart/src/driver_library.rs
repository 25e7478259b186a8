//! Library management, CUDA 12's context-independent loading: `cuLibraryLoadData`,
//! `cuLibraryGetKernel`, `cuKernelGetFunction` and the runtime's `cudaLibrary*` twins.
//!
//! Modules here belong to no context already (there is one device), so a library is a module
//! and a kernel is the module's function: the handles are the same values, and a kernel
//! launches wherever a function does (`cuLaunchKernel`, `cudaLaunchKernel`). The runtime's
//! functions are the driver's, their `CUresult`s read as the `cudaError_t`s of the same
//! numbers (the ones these calls give are numbered alike in both enumerations).

use crate::driver_api::{
    cuFuncGetAttribute, cuFuncSetAttribute, cuModuleGetGlobal, cuModuleLoad, cuModuleLoadDataEx,
    cuModuleUnload, runtime_result, CuResult,
};
use crate::driver_functions::{cuModuleGetFunction, function_symbol};
use crate::{guard, rt};
use ferrocuda_runtime::abi::CudaError;
use std::ffi::{c_char, c_int, c_uint, c_void};

/// `cuLibraryLoadData`: JIT options are those of `cuModuleLoadDataEx` (log buffers come back
/// empty); library options change nothing.
#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadData(
    library: *mut *mut c_void,
    code: *const c_void,
    jit_options: *const c_int,
    jit_values: *const *mut c_void,
    jit_count: c_uint,
    _library_options: *const c_int,
    _library_values: *const *mut c_void,
    _library_count: c_uint,
) -> CuResult {
    // SAFETY: the caller's contract is `cuModuleLoadDataEx`'s.
    unsafe { cuModuleLoadDataEx(library, code, jit_count, jit_options, jit_values) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadFromFile(
    library: *mut *mut c_void,
    path: *const c_char,
    _jit_options: *const c_int,
    _jit_values: *const *mut c_void,
    _jit_count: c_uint,
    _library_options: *const c_int,
    _library_values: *const *mut c_void,
    _library_count: c_uint,
) -> CuResult {
    // SAFETY: the caller's contract is `cuModuleLoad`'s.
    unsafe { cuModuleLoad(library, path) }
}

#[no_mangle]
pub extern "C" fn cuLibraryUnload(library: *mut c_void) -> CuResult {
    cuModuleUnload(library)
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetKernel(
    kernel: *mut *mut c_void,
    library: *mut c_void,
    name: *const c_char,
) -> CuResult {
    // SAFETY: the caller's contract is `cuModuleGetFunction`'s.
    unsafe { cuModuleGetFunction(kernel, library, name) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetModule(
    module: *mut *mut c_void,
    library: *mut c_void,
) -> CuResult {
    crate::driver_api::cu_guard(|| {
        if library.is_null() {
            return Err(CudaError::InvalidResourceHandle.0);
        }
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { crate::driver_api::out(module, library) }
    })
}

/// `cuKernelGetParamInfo`: a kernel's handle is its function's.
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetParamInfo(
    kernel: *mut c_void,
    index: usize,
    offset: *mut usize,
    size: *mut usize,
) -> crate::driver_api::CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { crate::driver_api::cuFuncGetParamInfo(kernel, index, offset, size) }
}

/// `cuKernelSetCacheConfig`: the cache preference of the kernel's function (one for every
/// device: the devices here are alike).
#[no_mangle]
pub extern "C" fn cuKernelSetCacheConfig(
    kernel: *mut c_void,
    config: c_int,
    _device: c_int,
) -> crate::driver_api::CuResult {
    crate::driver_settings::cuFuncSetCacheConfig(kernel, config)
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetFunction(
    function: *mut *mut c_void,
    kernel: *mut c_void,
) -> CuResult {
    crate::driver_api::cu_guard(|| {
        if kernel.is_null() {
            return Err(CudaError::InvalidResourceHandle.0);
        }
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { crate::driver_api::out(function, kernel) }
    })
}

/// `cuKernelGetName`: a kernel's name as CUDA's tools give it (its mangled name, the plain
/// name of an `extern "C"` one), for a program's kernel (a handle `cudaGetKernel` gave) and a
/// loaded module's alike.
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetName(
    name: *mut *const c_char,
    kernel: *mut c_void,
) -> CuResult {
    crate::driver_api::cu_guard(|| {
        if name.is_null() || kernel.is_null() {
            return Err(CudaError::InvalidValue.0);
        }
        let found = match function_symbol(kernel as usize) {
            Some(n) => n,
            None => rt()
                .func_name(kernel as usize)
                .map_err(|_| CudaError::InvalidResourceHandle.0)?,
        };
        // SAFETY: checked non-null; the name lives as long as the process.
        unsafe { crate::driver_api::out(name, found.as_ptr()) }
    })
}

/// `cuFuncGetName`: a function is its kernel here.
#[no_mangle]
pub unsafe extern "C" fn cuFuncGetName(
    name: *mut *const c_char,
    function: *mut c_void,
) -> CuResult {
    // SAFETY: the same contract.
    unsafe { cuKernelGetName(name, function) }
}

/// `cuLibraryGetGlobal` (and `cuLibraryGetManaged`: managed variables are globals of the
/// module too).
#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetGlobal(
    address: *mut u64,
    bytes: *mut usize,
    library: *mut c_void,
    name: *const c_char,
) -> CuResult {
    // SAFETY: the caller's contract is `cuModuleGetGlobal`'s.
    unsafe { cuModuleGetGlobal(address, bytes, library, name) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetManaged(
    address: *mut u64,
    bytes: *mut usize,
    library: *mut c_void,
    name: *const c_char,
) -> CuResult {
    // SAFETY: the same contract.
    unsafe { cuLibraryGetGlobal(address, bytes, library, name) }
}

/// `cuKernelGetAttribute` for the one device.
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetAttribute(
    value: *mut c_int,
    attr: c_int,
    kernel: *mut c_void,
    device: c_int,
) -> CuResult {
    if device != 0 {
        return CudaError::InvalidDevice.0;
    }
    // SAFETY: the caller's contract is `cuFuncGetAttribute`'s.
    unsafe { cuFuncGetAttribute(value, attr, kernel) }
}

#[no_mangle]
pub extern "C" fn cuKernelSetAttribute(
    attr: c_int,
    value: c_int,
    kernel: *mut c_void,
    device: c_int,
) -> CuResult {
    if device != 0 {
        return CudaError::InvalidDevice.0;
    }
    cuFuncSetAttribute(kernel, attr, value)
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryLoadData(
    library: *mut *mut c_void,
    code: *const c_void,
    jit_options: *const c_int,
    jit_values: *const *mut c_void,
    jit_count: c_uint,
    library_options: *const c_int,
    library_values: *const *mut c_void,
    library_count: c_uint,
) -> CudaError {
    guard(|| {
        // SAFETY: forwarded from the caller.
        runtime_result(unsafe {
            cuLibraryLoadData(
                library,
                code,
                jit_options,
                jit_values,
                jit_count,
                library_options,
                library_values,
                library_count,
            )
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryLoadFromFile(
    library: *mut *mut c_void,
    path: *const c_char,
    jit_options: *const c_int,
    jit_values: *const *mut c_void,
    jit_count: c_uint,
    library_options: *const c_int,
    library_values: *const *mut c_void,
    library_count: c_uint,
) -> CudaError {
    guard(|| {
        // SAFETY: forwarded from the caller.
        runtime_result(unsafe {
            cuLibraryLoadFromFile(
                library,
                path,
                jit_options,
                jit_values,
                jit_count,
                library_options,
                library_values,
                library_count,
            )
        })
    })
}

#[no_mangle]
pub extern "C" fn cudaLibraryUnload(library: *mut c_void) -> CudaError {
    guard(|| runtime_result(cuLibraryUnload(library)))
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryGetKernel(
    kernel: *mut *mut c_void,
    library: *mut c_void,
    name: *const c_char,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| runtime_result(unsafe { cuLibraryGetKernel(kernel, library, name) }))
}

/// `cudaLibraryGetGlobal` (and `cudaLibraryGetManaged`): the address as a pointer.
#[no_mangle]
pub unsafe extern "C" fn cudaLibraryGetGlobal(
    address: *mut *mut c_void,
    bytes: *mut usize,
    library: *mut c_void,
    name: *const c_char,
) -> CudaError {
    // SAFETY: forwarded from the caller; a pointer and a `CUdeviceptr` have one size here.
    guard(|| runtime_result(unsafe { cuLibraryGetGlobal(address.cast(), bytes, library, name) }))
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryGetManaged(
    address: *mut *mut c_void,
    bytes: *mut usize,
    library: *mut c_void,
    name: *const c_char,
) -> CudaError {
    // SAFETY: the same contract.
    unsafe { cudaLibraryGetGlobal(address, bytes, library, name) }
}

/// `cudaKernelSetAttributeForDevice`: `cudaFuncSetAttribute` on the one device.
#[no_mangle]
pub extern "C" fn cudaKernelSetAttributeForDevice(
    kernel: *mut c_void,
    attr: c_int,
    value: c_int,
    device: c_int,
) -> CudaError {
    guard(|| {
        if device != 0 {
            return Err(CudaError::InvalidDevice);
        }
        rt().func_set_attribute(kernel as usize, attr, value)
    })
}
