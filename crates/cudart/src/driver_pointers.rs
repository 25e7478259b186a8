//! The driver API's pointer queries and host registration: `cuMemGetAddressRange`,
//! `cuPointerGetAttribute(s)` and `cuMemHostRegister`, from what the runtime knows of its
//! allocations (`cudaPointerGetAttributes`, `cudaHostRegister`).

use crate::driver_api::{
    context_handle, cu, cu_guard, CuResult, CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_NOT_FOUND,
};
use crate::rt;
use ferrocuda_runtime::abi::MemoryType;
use std::ffi::{c_int, c_uint, c_void};

/// `CUpointer_attribute` values this answers.
const CONTEXT: c_int = 1;
const MEMORY_TYPE: c_int = 2;
const DEVICE_POINTER: c_int = 3;
const HOST_POINTER: c_int = 4;
const IS_MANAGED: c_int = 8;
const DEVICE_ORDINAL: c_int = 9;
const RANGE_START_ADDR: c_int = 11;
const RANGE_SIZE: c_int = 12;
const MAPPED: c_int = 13;

/// `CUmemorytype`.
const MEMORYTYPE_HOST: c_uint = 1;
const MEMORYTYPE_DEVICE: c_uint = 2;

const CUDA_ERROR_NOT_SUPPORTED: CuResult = 801;

/// The device ordinal of memory no device has (`cudaInvalidDeviceId`).
const INVALID_DEVICE_ORDINAL: c_int = -2;

/// `cuMemGetAddressRange`: the start and size of the allocation `ptr` points into (either
/// output may be null).
#[no_mangle]
pub unsafe extern "C" fn cuMemGetAddressRange(
    base: *mut u64,
    size: *mut usize,
    ptr: u64,
) -> CuResult {
    cu_guard(|| {
        let (start, bytes) = cu(rt().allocation_range(ptr))?.ok_or(CUDA_ERROR_NOT_FOUND)?;
        // SAFETY: non-null outputs are the caller's to write, by the function's contract.
        unsafe {
            if !base.is_null() {
                base.write(start);
            }
            if !size.is_null() {
                size.write(bytes);
            }
        }
        Ok(())
    })
}

/// One attribute of the memory `ptr` points into, written to `data` as the driver API types
/// it; memory the runtime does not know is `CUDA_ERROR_INVALID_VALUE`.
unsafe fn write_attribute(data: *mut c_void, attribute: c_int, ptr: u64) -> Result<(), CuResult> {
    if data.is_null() {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    let a = cu(rt().pointer_attributes(ptr))?;
    let (start, bytes) = cu(rt().allocation_range(ptr))?.ok_or(CUDA_ERROR_INVALID_VALUE)?;
    let managed = a.type_ == MemoryType::MANAGED;
    // SAFETY: `data` points at an object of the attribute's type, by the caller's contract.
    unsafe {
        match attribute {
            // The device's primary context, the one context a device has here.
            CONTEXT => data.cast::<*mut c_void>().write(context_handle(a.device)),
            MEMORY_TYPE => data.cast::<c_uint>().write(match a.type_ {
                MemoryType::HOST => MEMORYTYPE_HOST,
                _ => MEMORYTYPE_DEVICE,
            }),
            DEVICE_POINTER => data.cast::<u64>().write(a.device_pointer as u64),
            HOST_POINTER if a.host_pointer.is_null() => return Err(CUDA_ERROR_INVALID_VALUE),
            HOST_POINTER => data.cast::<*mut c_void>().write(a.host_pointer),
            IS_MANAGED => data.cast::<c_uint>().write(managed.into()),
            DEVICE_ORDINAL => data.cast::<c_int>().write(a.device),
            RANGE_START_ADDR => data.cast::<u64>().write(start),
            RANGE_SIZE => data.cast::<usize>().write(bytes),
            MAPPED => data.cast::<c_uint>().write(1),
            _ => return Err(CUDA_ERROR_NOT_SUPPORTED),
        }
    }
    Ok(())
}

#[no_mangle]
pub unsafe extern "C" fn cuPointerGetAttribute(
    data: *mut c_void,
    attribute: c_int,
    ptr: u64,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| unsafe { write_attribute(data, attribute, ptr) })
}

/// `cuPointerGetAttributes`: several at once; for memory the runtime does not know, not an
/// error but memory type 0, not managed, device -2, the other outputs left as they were (as
/// CUDA 13 answers, measured).
#[no_mangle]
pub unsafe extern "C" fn cuPointerGetAttributes(
    count: c_uint,
    attributes: *const c_int,
    data: *mut *mut c_void,
    ptr: u64,
) -> CuResult {
    cu_guard(|| {
        if count == 0 || attributes.is_null() || data.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let known = cu(rt().allocation_range(ptr))?.is_some();
        for i in 0..count as usize {
            // SAFETY: both arrays hold `count` entries, by the caller's contract.
            let (attribute, out) = unsafe { (*attributes.add(i), *data.add(i)) };
            if known {
                // SAFETY: forwarded from the caller.
                unsafe { write_attribute(out, attribute, ptr) }?;
            } else if !out.is_null() {
                // SAFETY: `out` points at an object of the attribute's type.
                unsafe {
                    match attribute {
                        MEMORY_TYPE | IS_MANAGED | MAPPED => out.cast::<c_uint>().write(0),
                        DEVICE_ORDINAL => out.cast::<c_int>().write(INVALID_DEVICE_ORDINAL),
                        CONTEXT => out.cast::<*mut c_void>().write(std::ptr::null_mut()),
                        // (The range is left as it was: measured.)
                        _ => {}
                    }
                }
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostRegister(p: *mut c_void, size: usize, flags: c_uint) -> CuResult {
    cu_guard(|| cu(rt().host_register(p as u64, size, flags)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostUnregister(p: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().host_unregister(p as u64)))
}

versioned_names! {
    cuMemGetAddressRange_v2 => cuMemGetAddressRange(base: *mut u64, size: *mut usize, ptr: u64);
    cuMemHostRegister_v2 => cuMemHostRegister(p: *mut c_void, size: usize, flags: c_uint);
}
