//! The driver API's virtual memory management (`cuMemAddressReserve`, `cuMemCreate`,
//! `cuMemMap`, ...) over [`ferrocuda_runtime::virtual_memory`]. Physical memory is pinned
//! device memory of the one device, exported to other processes as a file descriptor where it
//! was created so (`cuMemExportToShareableHandle`, `cuMemImportFromShareableHandle`).

use crate::driver_api::{cu, cu_guard, out, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use ferrocuda_runtime::backend::PhysicalSpec;
use ferrocuda_runtime::virtual_memory::GRANULARITY;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

/// `CUmemLocation`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct MemLocation {
    pub(crate) kind: c_int,
    pub(crate) id: c_int,
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

/// `allocFlags.compressionType`'s values: none, `CU_MEM_ALLOCATION_COMP_GENERIC`.
const COMPRESSION_NONE: u8 = 0;
const COMPRESSION_GENERIC: u8 = 1;

/// What a `CUmemAllocationProp` asks for: pinned memory of the one device, exportable as its
/// handle types say, compressed or not.
///
/// # Safety
/// `prop` must be null or point to a valid `CUmemAllocationProp`.
unsafe fn pinned_on_the_device(prop: *const MemAllocationProp) -> Result<PhysicalSpec, CuResult> {
    // SAFETY: the caller's contract.
    let p = unsafe { prop.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
    let compression = p.alloc_flags[0];
    let valid = p.kind == ALLOCATION_PINNED
        && on_the_device(&p.location)
        && p.requested_handle_types >= 0
        && matches!(compression, COMPRESSION_NONE | COMPRESSION_GENERIC);
    match valid {
        true => Ok(PhysicalSpec {
            shareable: p.requested_handle_types as u32,
            compressed: compression == COMPRESSION_GENERIC,
        }),
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
        let spec = unsafe { pinned_on_the_device(prop) }?;
        if flags != 0 || handle.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let h = cu(rt().mem_create(size, spec))?;
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
        let spec = cu(rt().mem_physical_spec(handle))?;
        let mut alloc_flags = [0; 8];
        alloc_flags[0] = match spec.compressed {
            true => COMPRESSION_GENERIC,
            false => COMPRESSION_NONE,
        };
        let p = MemAllocationProp {
            kind: ALLOCATION_PINNED,
            requested_handle_types: spec.shareable as c_int,
            location: MemLocation {
                kind: LOCATION_DEVICE,
                id: 0,
            },
            win32_handle_meta_data: std::ptr::null_mut(),
            alloc_flags,
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(prop, p) }
    })
}

/// `cuMemExportToShareableHandle`: for `CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR`, an `int`.
#[no_mangle]
pub unsafe extern "C" fn cuMemExportToShareableHandle(
    shareable: *mut c_void,
    handle: u64,
    handle_type: c_int,
    flags: c_ulonglong,
) -> CuResult {
    cu_guard(|| {
        if flags != 0 || shareable.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let fd = cu(rt().mem_export_shareable(handle, handle_type as u32))?;
        // SAFETY: checked non-null; the descriptor type writes an `int` there.
        unsafe { out(shareable.cast::<c_int>(), fd) }
    })
}

/// `cuMemImportFromShareableHandle`: a descriptor travels as the pointer's value.
#[no_mangle]
pub unsafe extern "C" fn cuMemImportFromShareableHandle(
    handle: *mut u64,
    os_handle: *mut c_void,
    handle_type: c_int,
) -> CuResult {
    cu_guard(|| {
        if handle.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let fd = c_int::try_from(os_handle as isize).map_err(|_| CUDA_ERROR_INVALID_VALUE)?;
        let h = cu(rt().mem_import_shareable(fd, handle_type as u32))?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { out(handle, h) }
    })
}
