//! The driver API's managed memory hints: `cuMemAdvise`, `cuMemPrefetchAsync` and the range
//! queries, the runtime's functions under the driver's names (CUDA 13's forms, which take a
//! `CUmemLocation`).

use crate::driver_api::{cu, cu_guard, CuResult};
use crate::driver_virtual_memory::MemLocation;
use crate::memory::write_range_attributes;
use crate::rt;
use std::ffi::{c_int, c_uint, c_void};

#[no_mangle]
pub extern "C" fn cuMemAdvise(
    ptr: u64,
    count: usize,
    advice: c_int,
    location: MemLocation,
) -> CuResult {
    cu_guard(|| cu(rt().mem_advise(ptr, count, advice, location.kind, location.id)))
}

#[no_mangle]
pub extern "C" fn cuMemPrefetchAsync(
    ptr: u64,
    count: usize,
    location: MemLocation,
    flags: c_uint,
    stream: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if flags != 0 {
            return Err(crate::driver_api::CUDA_ERROR_INVALID_VALUE);
        }
        cu(rt().mem_prefetch(ptr, count, location.kind, location.id, stream as usize))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemRangeGetAttribute(
    data: *mut c_void,
    data_size: usize,
    attribute: c_int,
    ptr: u64,
    count: usize,
) -> CuResult {
    let (mut data, mut data_size, mut attribute) = (data, data_size, attribute);
    // SAFETY: a single attribute is the plural form's one-element arrays.
    unsafe { cuMemRangeGetAttributes(&mut data, &mut data_size, &mut attribute, 1, ptr, count) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemRangeGetAttributes(
    data: *mut *mut c_void,
    data_sizes: *mut usize,
    attributes: *mut c_int,
    num_attributes: usize,
    ptr: u64,
    count: usize,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| {
        cu(unsafe {
            write_range_attributes(data, data_sizes, attributes, num_attributes, ptr, count)
        })
    })
}

versioned_names! {
    cuMemAdvise_v2 => cuMemAdvise(ptr: u64, count: usize, advice: c_int, location: MemLocation);
    cuMemPrefetchAsync_v2 => cuMemPrefetchAsync(ptr: u64, count: usize, location: MemLocation, flags: c_uint, stream: *mut c_void);
}
