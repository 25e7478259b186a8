//! The driver API's launch functions from before `cuLaunchKernel`, which CUDA still exports
//! (deprecated) and older driver-API programs call: a function's block shape, dynamic shared
//! memory and parameter buffer are set on the function (`cuFuncSetBlockShape`,
//! `cuFuncSetSharedSize`, `cuParamSetSize`, `cuParamSeti`/`f`/`v`), then `cuLaunch`,
//! `cuLaunchGrid` or `cuLaunchGridAsync` launches it with them, as `cuLaunchKernel` launches
//! one packed parameter buffer.

use crate::driver_api::{cu, cu_guard, need_context, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use std::collections::HashMap;
use std::ffi::{c_int, c_uint, c_void};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// The most parameter bytes a kernel takes (CUDA's 32,764 since Volta, rounded up to whole
/// words): the setters write no further.
const MAX_PARAMETER_BYTES: usize = 32_768;

/// What the legacy functions have set on one function.
struct LaunchSetup {
    block: [u32; 3],
    shared_bytes: u32,
    /// `cuParamSetSize`'s size; the bytes set so far may run past it (the launch then fails).
    size: usize,
    parameters: Vec<u8>,
}

/// What a function nothing was set on launches with: one thread, no parameters.
impl Default for LaunchSetup {
    fn default() -> Self {
        LaunchSetup {
            block: [1, 1, 1],
            shared_bytes: 0,
            size: 0,
            parameters: Vec::new(),
        }
    }
}

impl LaunchSetup {
    /// The parameter buffer a launch passes: the bytes set, cut or padded to the size set.
    fn buffer(&self) -> Vec<u8> {
        let mut buffer = self.parameters.clone();
        buffer.resize(self.size, 0);
        buffer
    }
}

/// The setup of each function the legacy functions have been given, by handle.
fn setups() -> MutexGuard<'static, HashMap<usize, LaunchSetup>> {
    static SETUPS: OnceLock<Mutex<HashMap<usize, LaunchSetup>>> = OnceLock::new();
    SETUPS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Changes the setup of `func` (a function handle the runtime knows, or the call fails as a
/// launch of it would).
fn set_up(
    func: *mut c_void,
    change: impl FnOnce(&mut LaunchSetup) -> Result<(), CuResult>,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().func_attributes(func as usize))?;
        change(setups().entry(func as usize).or_default())
    })
}

/// Writes `bytes` at `offset` of the parameter buffer of `func`.
fn set_parameter(func: *mut c_void, offset: c_int, bytes: &[u8]) -> CuResult {
    set_up(func, |s| {
        let start = usize::try_from(offset).map_err(|_| CUDA_ERROR_INVALID_VALUE)?;
        let end = start + bytes.len();
        if end > MAX_PARAMETER_BYTES {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        if s.parameters.len() < end {
            s.parameters.resize(end, 0);
        }
        s.parameters[start..end].copy_from_slice(bytes);
        Ok(())
    })
}

/// Launches `func` on a `width` by `height` grid with what was set on it.
fn launch(func: *mut c_void, width: c_int, height: c_int, stream: *mut c_void) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let (Ok(width), Ok(height)) = (u32::try_from(width), u32::try_from(height)) else {
            return Err(CUDA_ERROR_INVALID_VALUE);
        };
        let nothing_set = LaunchSetup::default();
        let (block, shared, buffer) = {
            let all = setups();
            let setup = all.get(&(func as usize)).unwrap_or(&nothing_set);
            (setup.block, setup.shared_bytes, setup.buffer())
        };
        cu(rt().launch_kernel_packed(
            func as usize,
            [width, height, 1],
            block,
            &buffer,
            shared as usize,
            stream as usize,
        ))
    })
}

#[no_mangle]
pub extern "C" fn cuFuncSetBlockShape(func: *mut c_void, x: c_int, y: c_int, z: c_int) -> CuResult {
    set_up(func, |s| {
        let dims = [x, y, z].map(|d| u32::try_from(d).ok().filter(|&d| d > 0));
        let [Some(x), Some(y), Some(z)] = dims else {
            return Err(CUDA_ERROR_INVALID_VALUE);
        };
        s.block = [x, y, z];
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuFuncSetSharedSize(func: *mut c_void, bytes: c_uint) -> CuResult {
    set_up(func, |s| {
        s.shared_bytes = bytes;
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuParamSetSize(func: *mut c_void, bytes: c_uint) -> CuResult {
    set_up(func, |s| {
        if bytes as usize > MAX_PARAMETER_BYTES {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        s.size = bytes as usize;
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuParamSeti(func: *mut c_void, offset: c_int, value: c_uint) -> CuResult {
    set_parameter(func, offset, &value.to_ne_bytes())
}

#[no_mangle]
pub extern "C" fn cuParamSetf(func: *mut c_void, offset: c_int, value: f32) -> CuResult {
    set_parameter(func, offset, &value.to_ne_bytes())
}

/// # Safety
/// `ptr` is null or holds `bytes` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn cuParamSetv(
    func: *mut c_void,
    offset: c_int,
    ptr: *const c_void,
    bytes: c_uint,
) -> CuResult {
    if ptr.is_null() && bytes > 0 {
        return CUDA_ERROR_INVALID_VALUE;
    }
    let value = match bytes {
        0 => &[][..],
        // SAFETY: non-null and `bytes` long, by the caller's contract.
        _ => unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), bytes as usize) },
    };
    set_parameter(func, offset, value)
}

#[no_mangle]
pub extern "C" fn cuLaunch(func: *mut c_void) -> CuResult {
    launch(func, 1, 1, std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cuLaunchGrid(func: *mut c_void, width: c_int, height: c_int) -> CuResult {
    launch(func, width, height, std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cuLaunchGridAsync(
    func: *mut c_void,
    width: c_int,
    height: c_int,
    stream: *mut c_void,
) -> CuResult {
    launch(func, width, height, stream)
}
