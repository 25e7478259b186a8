//! The driver API's stream-ordered allocation and memory pools (`cuMemAllocAsync`,
//! `cuMemPoolCreate`, ...): the runtime API's pools under the driver's names, the work of each
//! call shared with its runtime twin (`CUmemPoolProps` and the pool attributes have the
//! runtime's layout and numbers, and so do the access descriptions and export data).

use crate::driver_api::{cu, cu_guard, CuResult};
use crate::graph_nodes::MemPoolProps;
use crate::memory::{
    alloc_into, get_pool_attribute, pool_create, pool_export, pool_export_pointer, pool_get_access,
    pool_import, pool_import_pointer, pool_into, pool_set_access, set_pool_attribute,
};
use crate::rt;
use ferrocuda_runtime::abi::{MemAccessDesc, MemLocation};
use std::ffi::{c_int, c_void};

type Handle = *mut c_void;

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocAsync(ptr: *mut u64, size: usize, stream: Handle) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { alloc_into(ptr.cast(), || rt().malloc_async(size, stream as usize)) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocFromPoolAsync(
    ptr: *mut u64,
    size: usize,
    pool: Handle,
    stream: Handle,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a writable pointer or null.
        cu(unsafe {
            alloc_into(ptr.cast(), || {
                rt().malloc_from_pool_async(size, pool as usize, stream as usize)
            })
        })
    })
}

#[no_mangle]
pub extern "C" fn cuMemFreeAsync(ptr: u64, stream: Handle) -> CuResult {
    cu_guard(|| cu(rt().free_async(ptr, stream as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolCreate(
    pool: *mut Handle,
    props: *const MemPoolProps,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_create(pool, props) }))
}

#[no_mangle]
pub extern "C" fn cuMemPoolDestroy(pool: Handle) -> CuResult {
    cu_guard(|| cu(rt().mem_pool_destroy(pool as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetDefaultMemPool(pool: *mut Handle, device: c_int) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { pool_into(pool, || rt().default_mem_pool(device)) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetMemPool(pool: *mut Handle, device: c_int) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { pool_into(pool, || rt().current_mem_pool(device)) }))
}

#[no_mangle]
pub extern "C" fn cuDeviceSetMemPool(device: c_int, pool: Handle) -> CuResult {
    cu_guard(|| cu(rt().set_current_mem_pool(device, pool as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolSetAttribute(
    pool: Handle,
    attr: c_int,
    value: Handle,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { set_pool_attribute(pool, attr, value) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolGetAttribute(
    pool: Handle,
    attr: c_int,
    value: Handle,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { get_pool_attribute(pool, attr, value) }))
}

/// `cuMemPoolTrimTo`: nothing is held back for reuse, so there is nothing to release.
#[no_mangle]
pub extern "C" fn cuMemPoolTrimTo(pool: Handle, _min_bytes_to_keep: usize) -> CuResult {
    cu_guard(|| cu(rt().mem_pool_trim(pool as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolSetAccess(
    pool: Handle,
    descs: *const MemAccessDesc,
    count: usize,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_set_access(pool, descs, count) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolGetAccess(
    flags: *mut c_int,
    pool: Handle,
    location: *const MemLocation,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_get_access(flags, pool, location) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolExportToShareableHandle(
    shareable: Handle,
    pool: Handle,
    handle_type: c_int,
    flags: u64,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_export(shareable, pool, handle_type, flags) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolImportFromShareableHandle(
    pool: *mut Handle,
    shareable: Handle,
    handle_type: c_int,
    flags: u64,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_import(pool, shareable, handle_type, flags) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolExportPointer(data: *mut [u8; 64], ptr: u64) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_export_pointer(data, ptr) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemPoolImportPointer(
    ptr: *mut u64,
    pool: Handle,
    data: *const [u8; 64],
) -> CuResult {
    // SAFETY: forwarded from the caller.
    cu_guard(|| cu(unsafe { pool_import_pointer(ptr.cast(), pool, data) }))
}
