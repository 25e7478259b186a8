//! The driver API's virtual memory management (`cuMemAddressReserve`, `cuMemCreate`,
//! `cuMemMap`, ...) over [`ferrocuda_runtime::virtual_memory`]. Physical memory is pinned
//! device memory of the one device; handles are not exported to other processes.

use crate::driver_api::{cu, cu_guard, out, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use ferrocuda_runtime::virtual_memory::GRANULARITY;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

/// `CUmemLocation`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct MemLocation {
    kind: c_int,
    id: c_int,
}

/// `CUmemAllocationProp`.
#[repr(C)]
pub struct MemAllocationProp {
    kind: c_int,
    requested_handle_types: c_int,
    location: MemLocation,
    win32_handle_meta_data: *mut c_void,
    alloc_flags: [u8; 8],
}

/// `CUmemAccessDesc`.
#[repr(C)]
pub struct MemAccessDesc {
    location: MemLocation,
    flags: c_int,
}

const LOCATION_DEVICE: c_int = 1;
const ALLOCATION_PINNED: c_int = 1;
/// `CU_MEM_ACCESS_FLAGS_PROT_READWRITE`, the one access provided.
const ACCESS_READ_WRITE: c_int = 3;

/// The one device, as a location.
fn on_the_device(l: &MemLocation) -> bool {
    l.kind == LOCATION_DEVICE && l.id == 0
}

/// # Safety
/// `prop` must be null or point to a valid `CUmemAllocationProp`.
unsafe fn pinned_on_the_device(prop: *const MemAllocationProp) -> Result<(), CuResult> {
    // SAFETY: the caller's contract.
    let p = unsafe { prop.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
    // No shareable handle types: memory is not exported.
    match p.kind == ALLOCATION_PINNED && on_the_device(&p.location) && p.requested_handle_types == 0
    {
        true => Ok(()),
        false => Err(CUDA_ERROR_INVALID_VALUE),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetAllocationGranularity(
    granularity: *mut usize,
    prop: *const MemAllocationProp,
    _option: c_uint,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: forwarded from the caller.
        unsafe { pinned_on_the_device(prop) }?;
        // The minimum and the recommended granularity are the same.
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(granularity, GRANULARITY) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAddressReserve(
    ptr: *mut u64,
    size: usize,
    alignment: usize,
    _addr: u64,
    flags: c_ulonglong,
) -> CuResult {
    cu_guard(|| {
        if flags != 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let va = cu(rt().mem_address_reserve(size, alignment))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(ptr, va) }
    })
}

#[no_mangle]
pub extern "C" fn cuMemAddressFree(ptr: u64, size: usize) -> CuResult {
    cu_guard(|| cu(rt().mem_address_free(ptr, size)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemCreate(
    handle: *mut u64,
    size: usize,
    prop: *const MemAllocationProp,
    flags: c_ulonglong,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: forwarded from the caller.
        unsafe { pinned_on_the_device(prop) }?;
        if flags != 0 || handle.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let h = cu(rt().mem_create(size))?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { out(handle, h) }
    })
}

#[no_mangle]
pub extern "C" fn cuMemRelease(handle: u64) -> CuResult {
    cu_guard(|| cu(rt().mem_release(handle)))
}

#[no_mangle]
pub extern "C" fn cuMemMap(
    ptr: u64,
    size: usize,
    offset: usize,
    handle: u64,
    flags: c_ulonglong,
) -> CuResult {
    cu_guard(|| {
        if flags != 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        cu(rt().mem_map(ptr, size, offset, handle))
    })
}

#[no_mangle]
pub extern "C" fn cuMemUnmap(ptr: u64, size: usize) -> CuResult {
    cu_guard(|| cu(rt().mem_unmap(ptr, size)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemSetAccess(
    ptr: u64,
    size: usize,
    desc: *const MemAccessDesc,
    count: usize,
) -> CuResult {
    cu_guard(|| {
        if desc.is_null() || count == 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: `count` descriptors by the caller's contract.
        let descs = unsafe { std::slice::from_raw_parts(desc, count) };
        // Mapped memory is readable and writable by the device already; that is the one
        // access granted.
        if !descs
            .iter()
            .all(|d| on_the_device(&d.location) && d.flags == ACCESS_READ_WRITE)
        {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        cu(rt().mem_set_access(ptr, size))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetAccess(
    flags: *mut c_ulonglong,
    location: *const MemLocation,
    ptr: u64,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid location by the caller's contract.
        let l = unsafe { location.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        if !on_the_device(l) {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        cu(rt().mem_mapped_at(ptr))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(flags, ACCESS_READ_WRITE as c_ulonglong) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemRetainAllocationHandle(
    handle: *mut u64,
    addr: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if handle.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let h = cu(rt().mem_retain_allocation_handle(addr as u64))?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { out(handle, h) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetAllocationPropertiesFromHandle(
    prop: *mut MemAllocationProp,
    handle: u64,
) -> CuResult {
    cu_guard(|| {
        cu(rt().mem_physical_size(handle))?;
        let p = MemAllocationProp {
            kind: ALLOCATION_PINNED,
            requested_handle_types: 0,
            location: MemLocation {
                kind: LOCATION_DEVICE,
                id: 0,
            },
            win32_handle_meta_data: std::ptr::null_mut(),
            alloc_flags: [0; 8],
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(prop, p) }
    })
}
