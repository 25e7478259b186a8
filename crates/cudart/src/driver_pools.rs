//! The driver API's stream-ordered allocation and memory pools (`cuMemAllocAsync`,
//! `cuMemPoolCreate`, ...): the runtime API's pools under the driver's names, the work of each
//! call shared with its runtime twin (`CUmemPoolProps` and the pool attributes have the
//! runtime's layout and numbers). Pools' access and sharing with other processes are the
//! runtime API's only.

use crate::driver_api::{cu, cu_guard, CuResult};
use crate::graph_nodes::MemPoolProps;
use crate::memory::{alloc_into, get_pool_attribute, pool_create, pool_into, set_pool_attribute};
use crate::rt;
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
    cu_guard(|| cu(rt().mem_pool_attribute(pool as usize, 4).map(|_| ())))
}
