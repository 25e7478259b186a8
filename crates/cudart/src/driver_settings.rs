//! The driver API's context and function settings and the device queries the runtime API has
//! twins of: limits, cache and shared-memory configuration, context flags, stream priorities,
//! PCI bus ids and peer attributes. The driver's enumerations (`CUlimit`, `CUfunc_cache`,
//! `CUsharedconfig`, `CUdevice_P2PAttribute`) have the runtime's numbers, so each call is its
//! runtime twin's work, checked for a current context where the driver wants one.

use crate::driver_api::{context_device_or_current, cu, cu_guard, need_context, out, CuResult};
use crate::rt;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};

/// The API version a context reports (`cuCtxGetApiVersion`): that of the `_v2` context
/// functions, which every context of CUDA 4 and later is made with.
const CONTEXT_API_VERSION: c_uint = 3020;

#[no_mangle]
pub extern "C" fn cuCtxSetLimit(limit: c_int, value: usize) -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().set_limit(limit, value))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetLimit(value: *mut usize, limit: c_int) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let v = cu(rt().get_limit(limit))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(value, v) }
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetCacheConfig(config: c_int) -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().set_cache_config(config))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCacheConfig(config: *mut c_int) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let c = cu(rt().get_cache_config())?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(config, c) }
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetSharedMemConfig(config: c_int) -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().set_shared_mem_config(config))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetSharedMemConfig(config: *mut c_int) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let c = cu(rt().get_shared_mem_config())?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(config, c) }
    })
}

/// `cuCtxGetFlags`: the current context's flags, which are its device's flags.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetFlags(flags: *mut c_uint) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let f = cu(rt().get_device_flags())?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(flags, f) }
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetFlags(flags: c_uint) -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().set_device_flags(flags))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetApiVersion(ctx: *mut c_void, version: *mut c_uint) -> CuResult {
    cu_guard(|| {
        context_device_or_current(ctx)?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(version, CONTEXT_API_VERSION) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetStreamPriorityRange(
    least: *mut c_int,
    greatest: *mut c_int,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        let (l, g) = cu(rt().stream_priority_range())?;
        // Either may be null, for a caller that wants only the other.
        for (p, v) in [(least, l), (greatest, g)] {
            if !p.is_null() {
                // SAFETY: non-null, writable by the caller's contract.
                unsafe { p.write(v) };
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuCtxResetPersistingL2Cache() -> CuResult {
    cu_guard(|| {
        need_context()?;
        cu(rt().reset_persisting_l2())
    })
}

#[no_mangle]
pub extern "C" fn cuFuncSetCacheConfig(func: *mut c_void, config: c_int) -> CuResult {
    cu_guard(|| cu(rt().func_set_cache_config(func as usize, config)))
}

#[no_mangle]
pub extern "C" fn cuFuncSetSharedMemConfig(func: *mut c_void, config: c_int) -> CuResult {
    cu_guard(|| cu(rt().func_set_shared_mem_config(func as usize, config)))
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetPCIBusId(id: *mut c_char, len: c_int, dev: c_int) -> CuResult {
    cu_guard(|| {
        let text = cu(rt().pci_bus_id(dev))?;
        // SAFETY: the caller's buffer of `len` bytes, or null.
        cu(unsafe { crate::device::write_pci_bus_id(id, len, &text) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetByPCIBusId(dev: *mut c_int, id: *const c_char) -> CuResult {
    cu_guard(|| {
        if id.is_null() {
            return Err(crate::driver_api::CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: non-null and NUL-terminated by the caller's contract.
        let id = unsafe { CStr::from_ptr(id) }.to_string_lossy();
        let d = cu(rt().device_by_pci_bus_id(&id))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(dev, d) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetP2PAttribute(
    value: *mut c_int,
    attr: c_int,
    src: c_int,
    dst: c_int,
) -> CuResult {
    cu_guard(|| {
        let v = cu(rt().p2p_attribute(attr, src, dst))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(value, v) }
    })
}
