//! Module functions and library kernels: `cuModuleGetFunction`, the enumerations
//! (`cuModuleEnumerateFunctions`, `cuLibraryEnumerateKernels` and their counts) and what a
//! handle tells (`cuKernelGetName`, `cuKernelGetLibrary`).
//!
//! A module's kernel has one handle, whatever name finds it: the name CUDA's tools give it
//! (`_Z6kernelPfi`), its name as written (`ns::k`, an `extern "C"` kernel's), or a name
//! expression (`k<float>`), as the driver keeps one function per kernel. Each handle is
//! registered with the runtime for good, so a name is looked up once.

use crate::driver_api::{
    cu, cu_guard, cu_result, out, runtime_result, CuResult, CUDA_ERROR_INVALID_HANDLE,
    CUDA_ERROR_INVALID_PTX, CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_NOT_FOUND,
};
use crate::register::text;
use crate::{guard, rt};
use ferrocuda_frontend::lower::host_args::WRITTEN;
use ferrocuda_runtime::abi::CudaError;
use ferrocuda_runtime::KernelLookupError;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// The handles lookups have made.
#[derive(Default)]
struct Handles {
    /// By module and the name a lookup gave.
    by_lookup: HashMap<(usize, String), usize>,
    /// By module and the kernel's name in it.
    by_kernel: HashMap<(usize, String), usize>,
    /// Each handle's module and its kernel's name as CUDA's tools give it (kept for the life of
    /// the process, as the driver keeps a function's name).
    kernels: HashMap<usize, (usize, &'static CStr)>,
}

fn handles() -> MutexGuard<'static, Handles> {
    static HANDLES: OnceLock<Mutex<Handles>> = OnceLock::new();
    HANDLES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// The handle of the kernel of `module` that `name` finds.
fn module_function(module: usize, name: &str) -> Result<usize, CuResult> {
    let lookup = (module, name.to_string());
    if let Some(&h) = handles().by_lookup.get(&lookup) {
        return Ok(h);
    }
    // A PTX module's kernel has the name as written, mangled or not.
    let found = match rt().kernel_by_name(module, name, None) {
        Err(KernelLookupError::NotFound) => {
            let (base, template_args) = kernel_name(name);
            rt().kernel_by_name(module, &base, template_args.as_deref())
        }
        found => found,
    };
    let kernel = match found {
        Ok(k) => k,
        Err(KernelLookupError::NotFound) => return Err(CUDA_ERROR_NOT_FOUND),
        Err(KernelLookupError::Compile(why)) => {
            eprintln!("ferrocuda: kernel '{name}' cannot be compiled: {why}");
            return Err(CUDA_ERROR_INVALID_PTX);
        }
        Err(KernelLookupError::Cuda(e)) => return Err(cu_result(e)),
    };
    let symbol = CString::new(kernel.symbol).map_err(|_| CUDA_ERROR_INVALID_VALUE)?;
    let mut h = handles();
    let handle = *h
        .by_kernel
        .entry((module, kernel.name))
        .or_insert(kernel.func);
    h.kernels
        .entry(handle)
        .or_insert_with(|| (module, Box::leak(symbol.into_boxed_c_str())));
    h.by_lookup.insert(lookup, handle);
    Ok(handle)
}

/// The handles of every kernel `module` has now, in the module's order.
fn module_functions(module: usize) -> Result<Vec<usize>, CuResult> {
    let kernels = cu(rt().module_kernels(module))?;
    kernels
        .iter()
        .map(|k| module_function(module, &k.name))
        .collect()
}

/// The name CUDA's tools give the kernel of a handle a module lookup made.
pub(crate) fn function_symbol(handle: usize) -> Option<&'static CStr> {
    handles().kernels.get(&handle).map(|(_, symbol)| *symbol)
}

/// The names template instances are written with (`tv<int>`), by the mangled names NVRTC's
/// lowered names gave them (`_Z2tvIiE`), which a module's variables are looked up by too.
fn instance_symbols() -> MutexGuard<'static, HashMap<String, String>> {
    static SYMBOLS: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    SYMBOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Notes that `symbol` names the template instance written `written`.
pub(crate) fn note_instance_symbol(symbol: &str, written: &str) {
    instance_symbols().insert(symbol.to_string(), written.to_string());
}

/// The name a module's variable is written with, of a name as C++ mangles it (`_ZN1b1aE`
/// is `b::a`, and an instance's mangled name NVRTC gave is its written name).
pub(crate) fn variable_written_name(mangled: &str) -> Option<String> {
    if let Some(written) = instance_symbols().get(mangled) {
        return Some(written.clone());
    }
    demangled_name(mangled)
}

/// A kernel's name as the driver API gives it, as the runtime names it: `name` (an `extern
/// "C"` kernel's, or a C++ kernel's with its namespaces), `name<args>` (a name expression of
/// a template's instance), or the mangled name of a function that is not a template's
/// instance (`_Z6kernelPfi`, `_ZN2ns6kernelEv`), for a kernel the front end could not name so.
fn kernel_name(name: &str) -> (String, Option<String>) {
    if let Some(qualified) = demangled_name(name) {
        return (qualified, None);
    }
    match template_instance(name) {
        Some((base, args)) => (base.to_string(), Some(format!("{WRITTEN}{args}"))),
        None => (name.to_string(), None),
    }
}

/// The template's name and its arguments as written, of a name that names an instance
/// (`saxpy<float, 256>`).
pub(crate) fn template_instance(name: &str) -> Option<(&str, &str)> {
    let (base, rest) = name.split_once('<')?;
    let args = rest.strip_suffix('>')?;
    Some((base.trim(), args.trim()))
}

/// The qualified name in a mangled function name whose name is plain (no template
/// arguments): `_Z6kernelPfi` is `kernel`, `_ZN2ns6kernelEv` is `ns::kernel`.
fn demangled_name(mangled: &str) -> Option<String> {
    let rest = mangled.strip_prefix("_Z")?;
    let (nested, mut rest) = match rest.strip_prefix('N') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let mut parts = Vec::new();
    loop {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let len: usize = rest[..digits].parse().ok()?;
        let part = rest.get(digits..digits + len)?;
        parts.push(part);
        rest = &rest[digits + len..];
        if !nested {
            break;
        }
        if let Some(r) = rest.strip_prefix('E') {
            rest = r;
            break;
        }
    }
    // A template's arguments follow its name: that instance has no plain name.
    (!rest.starts_with('I')).then(|| parts.join("::"))
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunction(
    func: *mut *mut c_void,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a NUL-terminated name or null.
        let name = unsafe { text(name) }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        if module.is_null() {
            return Err(CUDA_ERROR_INVALID_HANDLE);
        }
        let handle = module_function(module as usize, &name)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(func, handle as *mut c_void) }
    })
}

/// `cuModuleGetFunctionCount` (and `cuLibraryGetKernelCount`: a library is its module): the
/// kernels the module has, template instances once made.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunctionCount(
    count: *mut c_uint,
    module: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if module.is_null() {
            return Err(CUDA_ERROR_INVALID_HANDLE);
        }
        let kernels = cu(rt().module_kernels(module as usize))?;
        let n = c_uint::try_from(kernels.len()).map_err(|_| CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(count, n) }
    })
}

/// `cuModuleEnumerateFunctions` (and `cuLibraryEnumerateKernels`): the handles of the first
/// `capacity` kernels of the module, in the module's order (CUDA's order is its own).
#[no_mangle]
pub unsafe extern "C" fn cuModuleEnumerateFunctions(
    functions: *mut *mut c_void,
    capacity: c_uint,
    module: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if module.is_null() {
            return Err(CUDA_ERROR_INVALID_HANDLE);
        }
        if functions.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let found = module_functions(module as usize)?;
        for (i, handle) in found.into_iter().take(capacity as usize).enumerate() {
            // SAFETY: the caller's array holds `capacity` handles.
            unsafe { *functions.add(i) = handle as *mut c_void };
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetKernelCount(
    count: *mut c_uint,
    library: *mut c_void,
) -> CuResult {
    // SAFETY: the same contract.
    unsafe { cuModuleGetFunctionCount(count, library) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryEnumerateKernels(
    kernels: *mut *mut c_void,
    capacity: c_uint,
    library: *mut c_void,
) -> CuResult {
    // SAFETY: the same contract.
    unsafe { cuModuleEnumerateFunctions(kernels, capacity, library) }
}

/// `cuKernelGetLibrary`: the library (module) a kernel was found in; a program's own kernel
/// (a handle `cudaGetKernel` gave) belongs to its file's device code, whose module key serves
/// as a library handle.
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetLibrary(
    library: *mut *mut c_void,
    kernel: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let module = kernel_module(kernel)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(library, module as *mut c_void) }
    })
}

/// `cuFuncGetModule`: the module a function handle was found in (a library is its module).
#[no_mangle]
pub unsafe extern "C" fn cuFuncGetModule(module: *mut *mut c_void, func: *mut c_void) -> CuResult {
    cu_guard(|| {
        let found = kernel_module(func)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(module, found as *mut c_void) }
    })
}

/// `CUfunctionLoadingState`'s loaded state: a module's functions are ready once it is loaded.
const FUNCTION_LOADING_STATE_LOADED: c_int = 1;

#[no_mangle]
pub unsafe extern "C" fn cuFuncIsLoaded(state: *mut c_int, func: *mut c_void) -> CuResult {
    cu_guard(|| {
        kernel_module(func)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(state, FUNCTION_LOADING_STATE_LOADED) }
    })
}

/// `cuFuncLoad`: nothing to do, every function being loaded with its module.
#[no_mangle]
pub extern "C" fn cuFuncLoad(func: *mut c_void) -> CuResult {
    cu_guard(|| kernel_module(func).map(drop))
}

/// `cuModuleGetLoadingMode`: lazy loading (`CU_MODULE_LAZY_LOADING`, CUDA's default) unless
/// `CUDA_MODULE_LOADING=EAGER` asks for eager loading, as the driver reads it.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetLoadingMode(mode: *mut c_int) -> CuResult {
    const EAGER_LOADING: c_int = 1;
    const LAZY_LOADING: c_int = 2;
    cu_guard(|| {
        let eager = std::env::var("CUDA_MODULE_LOADING").is_ok_and(|v| v == "EAGER");
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(mode, if eager { EAGER_LOADING } else { LAZY_LOADING }) }
    })
}

/// The module (or library) of a kernel handle that a lookup or `cudaGetKernel` gave.
fn kernel_module(kernel: *mut c_void) -> Result<usize, CuResult> {
    if kernel.is_null() {
        return Err(CUDA_ERROR_INVALID_HANDLE);
    }
    let found = handles().kernels.get(&(kernel as usize)).map(|(m, _)| *m);
    match found {
        Some(m) => Ok(m),
        None => (rt().kernel_module(kernel as usize)).map_err(|_| CUDA_ERROR_INVALID_HANDLE),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryGetKernelCount(
    count: *mut c_uint,
    library: *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| runtime_result(unsafe { cuLibraryGetKernelCount(count, library) }))
}

#[no_mangle]
pub unsafe extern "C" fn cudaLibraryEnumerateKernels(
    kernels: *mut *mut c_void,
    capacity: c_uint,
    library: *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| runtime_result(unsafe { cuLibraryEnumerateKernels(kernels, capacity, library) }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_names_as_the_runtime_names_them() {
        let n = |s: &str| kernel_name(s);
        assert_eq!(n("VecAdd_kernel"), ("VecAdd_kernel".into(), None));
        assert_eq!(n("ns::k"), ("ns::k".into(), None));
        assert_eq!(n("_Z6kernelPfi"), ("kernel".into(), None));
        assert_eq!(
            n("_ZN2ns5inner6kernelEv"),
            ("ns::inner::kernel".into(), None)
        );
        assert_eq!(
            n("saxpy<float, 256>"),
            ("saxpy".into(), Some("w:float, 256".into()))
        );
        // A mangled template instance has no plain name: looked up as written, not found.
        assert_eq!(n("_Z6kernelIfEvPT_").0, "_Z6kernelIfEvPT_");
        assert_eq!(n("_Z99x").0, "_Z99x");
    }
}
