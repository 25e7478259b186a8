//! Device management, the deprecated `cudaThread*` aliases, peer access and asynchronous
//! notifications.

use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{
    ChannelFormatDesc, CudaDeviceProp, CudaError, DeviceAttr, DeviceP2PAttr, FuncCache, Limit,
    SharedMemConfig,
};
use ferrocuda_runtime::CudaResult;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};

#[no_mangle]
pub extern "C" fn cudaDeviceReset() -> CudaError {
    guard(|| rt().device_reset())
}

#[no_mangle]
pub extern "C" fn cudaDeviceSynchronize() -> CudaError {
    guard(|| rt().device_synchronize())
}

#[no_mangle]
pub extern "C" fn cudaDeviceSetLimit(limit: Limit, value: usize) -> CudaError {
    guard(|| rt().set_limit(limit.0, value))
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetLimit(value: *mut usize, limit: Limit) -> CudaError {
    guard(|| {
        non_null(value)?;
        let v = rt().get_limit(limit.0)?;
        // SAFETY: checked non-null; the caller passes a writable size_t.
        unsafe { put(value, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetCacheConfig(config: *mut FuncCache) -> CudaError {
    guard(|| {
        non_null(config)?;
        let v = rt().get_cache_config()?;
        // SAFETY: checked non-null; the caller passes a writable enum.
        unsafe { put(config, FuncCache(v)) }
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceSetCacheConfig(config: FuncCache) -> CudaError {
    guard(|| rt().set_cache_config(config.0))
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetSharedMemConfig(config: *mut SharedMemConfig) -> CudaError {
    guard(|| {
        non_null(config)?;
        let v = rt().get_shared_mem_config()?;
        // SAFETY: checked non-null; the caller passes a writable enum.
        unsafe { put(config, SharedMemConfig(v)) }
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceSetSharedMemConfig(config: SharedMemConfig) -> CudaError {
    guard(|| rt().set_shared_mem_config(config.0))
}

/// Either output may be null, as in CUDA.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetStreamPriorityRange(
    least: *mut c_int,
    greatest: *mut c_int,
) -> CudaError {
    guard(|| {
        let (l, g) = rt().stream_priority_range()?;
        // SAFETY: each pointer is null (skipped) or writable.
        unsafe {
            if !least.is_null() {
                least.write(l);
            }
            if !greatest.is_null() {
                greatest.write(g);
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetByPCIBusId(
    device: *mut c_int,
    id: *const c_char,
) -> CudaError {
    guard(|| {
        non_null(device)?;
        non_null(id)?;
        // SAFETY: the caller passes a NUL-terminated string.
        let id = unsafe { CStr::from_ptr(id) }.to_string_lossy();
        let d = rt().device_by_pci_bus_id(&id)?;
        // SAFETY: checked non-null.
        unsafe { put(device, d) }
    })
}

/// Writes at most `len` bytes, NUL included, truncating as CUDA does.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetPCIBusId(
    buf: *mut c_char,
    len: c_int,
    device: c_int,
) -> CudaError {
    guard(|| {
        // (The device is checked first, measured.)
        let id = rt().pci_bus_id(device)?;
        // SAFETY: the caller's buffer of `len` bytes, or null.
        unsafe { write_pci_bus_id(buf, len, &id) }
    })
}

/// Writes a PCI bus id and its NUL into a caller's buffer of `len` bytes: the identifier
/// whole or an invalid value (measured with a 4-byte buffer).
///
/// # Safety
/// `buf` must be null or valid for `len` bytes of writes.
pub(crate) unsafe fn write_pci_bus_id(buf: *mut c_char, len: c_int, id: &str) -> CudaResult<()> {
    non_null(buf)?;
    if len <= 0 || (len as usize) <= id.len() {
        return Err(CudaError::InvalidValue);
    }
    let n = id.len();
    // SAFETY: the caller's buffer holds `len` bytes; `n + 1 <= len` are written.
    unsafe {
        std::ptr::copy_nonoverlapping(id.as_ptr().cast::<c_char>(), buf, n);
        buf.add(n).write(0);
    }
    Ok(())
}

/// On failure the count is 0, as CUDA leaves it when there is no device.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceCount(count: *mut c_int) -> CudaError {
    guard(|| {
        non_null(count)?;
        let r = rt().device_count();
        // SAFETY: checked non-null; the caller passes a writable int.
        unsafe { put(count, *r.as_ref().unwrap_or(&0))? };
        r.map(|_| ())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties_v2(
    prop: *mut CudaDeviceProp,
    device: c_int,
) -> CudaError {
    guard(|| {
        non_null(prop)?;
        let p = rt().device_properties(device)?;
        // SAFETY: checked non-null; the caller passes a cudaDeviceProp of this layout.
        unsafe { put(prop, p) }
    })
}

/// The pre-CUDA 12 symbol, same layout (the headers always name the `_v2` one).
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties(
    prop: *mut CudaDeviceProp,
    device: c_int,
) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaGetDeviceProperties_v2(prop, device) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetAttribute(
    value: *mut c_int,
    attr: DeviceAttr,
    device: c_int,
) -> CudaError {
    guard(|| {
        non_null(value)?;
        let v = rt().device_attribute(attr.0, device)?;
        // SAFETY: checked non-null.
        unsafe { put(value, v) }
    })
}

/// The widest 1D linear texture of elements `desc` describes: at most 2^30 elements of at
/// most 4 GiB in all (measured on an H200 for elements of 1 to 16 bytes).
///
/// # Safety
/// `width` is null or writable; `desc` is null or readable.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetTexture1DLinearMaxWidth(
    width: *mut usize,
    desc: *const ChannelFormatDesc,
    device: c_int,
) -> CudaError {
    /// `cudaDevAttrMaxTexture1DLinearWidth`, asked for to validate the device.
    const MAX_TEXTURE_1D_LINEAR_WIDTH: i32 = 69;
    guard(|| {
        non_null(width)?;
        // SAFETY: null or a readable descriptor, by the caller's contract.
        let desc = unsafe { desc.as_ref() }.ok_or(CudaError::InvalidValue)?;
        rt().device_attribute(MAX_TEXTURE_1D_LINEAR_WIDTH, device)?;
        let bits = [desc.x, desc.y, desc.z, desc.w]
            .iter()
            .map(|&b| b.max(0) as usize)
            .sum::<usize>();
        if bits == 0 || bits % 8 != 0 {
            return Err(CudaError::InvalidValue);
        }
        let elements = ((1usize << 32) / (bits / 8)).min(1 << 30);
        // SAFETY: checked non-null.
        unsafe { put(width, elements) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetP2PAttribute(
    value: *mut c_int,
    attr: DeviceP2PAttr,
    src: c_int,
    dst: c_int,
) -> CudaError {
    guard(|| {
        non_null(value)?;
        let v = rt().p2p_attribute(attr.0, src, dst)?;
        // SAFETY: checked non-null.
        unsafe { put(value, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaChooseDevice(
    device: *mut c_int,
    prop: *const CudaDeviceProp,
) -> CudaError {
    guard(|| {
        non_null(device)?;
        non_null(prop)?;
        let d = rt().choose_device()?;
        // SAFETY: checked non-null.
        unsafe { put(device, d) }
    })
}

#[no_mangle]
pub extern "C" fn cudaInitDevice(device: c_int, device_flags: c_uint, flags: c_uint) -> CudaError {
    guard(|| rt().init_device(device, device_flags, flags))
}

#[no_mangle]
pub extern "C" fn cudaSetDevice(device: c_int) -> CudaError {
    guard(|| rt().set_device(device))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDevice(device: *mut c_int) -> CudaError {
    guard(|| {
        non_null(device)?;
        let d = rt().get_device()?;
        // SAFETY: checked non-null.
        unsafe { put(device, d) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaSetValidDevices(devices: *mut c_int, len: c_int) -> CudaError {
    guard(|| {
        let list: &[c_int] = match len {
            n if n < 0 => return Err(CudaError::InvalidValue),
            0 => &[],
            n => {
                non_null(devices)?;
                // SAFETY: the caller passes `len` ints.
                unsafe { std::slice::from_raw_parts(devices, n as usize) }
            }
        };
        rt().set_valid_devices(list)
    })
}

#[no_mangle]
pub extern "C" fn cudaSetDeviceFlags(flags: c_uint) -> CudaError {
    guard(|| rt().set_device_flags(flags))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceFlags(flags: *mut c_uint) -> CudaError {
    guard(|| {
        non_null(flags)?;
        let f = rt().get_device_flags()?;
        // SAFETY: checked non-null.
        unsafe { put(flags, f) }
    })
}

#[no_mangle]
pub extern "C" fn cudaThreadExit() -> CudaError {
    cudaDeviceReset()
}

#[no_mangle]
pub extern "C" fn cudaThreadSynchronize() -> CudaError {
    cudaDeviceSynchronize()
}

#[no_mangle]
pub extern "C" fn cudaThreadSetLimit(limit: Limit, value: usize) -> CudaError {
    cudaDeviceSetLimit(limit, value)
}

#[no_mangle]
pub unsafe extern "C" fn cudaThreadGetLimit(value: *mut usize, limit: Limit) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaDeviceGetLimit(value, limit) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaThreadGetCacheConfig(config: *mut FuncCache) -> CudaError {
    // SAFETY: same contract.
    unsafe { cudaDeviceGetCacheConfig(config) }
}

#[no_mangle]
pub extern "C" fn cudaThreadSetCacheConfig(config: FuncCache) -> CudaError {
    cudaDeviceSetCacheConfig(config)
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceCanAccessPeer(
    can: *mut c_int,
    device: c_int,
    peer: c_int,
) -> CudaError {
    guard(|| {
        non_null(can)?;
        let v = rt().can_access_peer(device, peer)?;
        // SAFETY: checked non-null.
        unsafe { put(can, v as c_int) }
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceEnablePeerAccess(peer: c_int, flags: c_uint) -> CudaError {
    guard(|| rt().enable_peer_access(peer, flags))
}

#[no_mangle]
pub extern "C" fn cudaDeviceDisablePeerAccess(peer: c_int) -> CudaError {
    guard(|| rt().disable_peer_access(peer))
}

/// The handles of registered asynchronous notification callbacks. Neither backend has a
/// memory budget to go over, so no notification is ever sent: registering only hands out a
/// handle that unregistering takes back.
fn notification_handles() -> &'static std::sync::Mutex<std::collections::BTreeSet<usize>> {
    static HANDLES: std::sync::Mutex<std::collections::BTreeSet<usize>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    &HANDLES
}

/// Checks a device number given to the notification functions: there is device 0.
fn notification_device(device: c_int) -> CudaResult<()> {
    match device {
        0 => Ok(()),
        _ => Err(CudaError::InvalidDevice),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceRegisterAsyncNotification(
    device: c_int,
    callback: Option<unsafe extern "C" fn(*mut c_void, *mut c_void, *mut c_void)>,
    _user_data: *mut c_void,
    handle: *mut *mut c_void,
) -> CudaError {
    guard(|| {
        notification_device(device)?;
        non_null(handle)?;
        callback.ok_or(CudaError::InvalidValue)?;
        // Handles are opaque to the program: numbers that are never null, never reused.
        static LAST: AtomicUsize = AtomicUsize::new(0);
        let next = LAST.fetch_add(1, Ordering::Relaxed) + 1;
        notification_handles()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(next);
        // SAFETY: checked non-null.
        unsafe { put(handle, next as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceUnregisterAsyncNotification(
    device: c_int,
    handle: *mut c_void,
) -> CudaError {
    guard(|| {
        notification_device(device)?;
        let mut handles = notification_handles()
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        match handles.remove(&(handle as usize)) {
            true => Ok(()),
            false => Err(CudaError::InvalidValue),
        }
    })
}
