//! Tests of the runtime's semantics through its public API, each on its own runtime instance.

mod async_device;
mod errors;
mod events;
mod kernels;
mod memory;
mod streams;

use crate::backend::cpu::CpuBackend;
use crate::Runtime;
use std::sync::Arc;

/// A runtime over a 256 MiB CPU device.
pub(crate) fn runtime() -> Runtime {
    Runtime::with_backend(Arc::new(
        CpuBackend::with_capacity(256 << 20).expect("arena"),
    ))
}

/// Copies `n` bytes from device memory into a vector (blocking).
pub(crate) fn read(rt: &Runtime, ptr: u64, n: usize) -> Vec<u8> {
    let mut v = vec![0u8; n];
    // SAFETY: `v` holds `n` bytes.
    unsafe {
        rt.memcpy(
            v.as_mut_ptr() as u64,
            ptr,
            n,
            crate::copy::MEMCPY_DEVICE_TO_HOST,
        )
    }
    .expect("read back");
    v
}

/// Copies a slice into device memory (blocking).
pub(crate) fn write(rt: &Runtime, ptr: u64, data: &[u8]) {
    // SAFETY: `data` is a valid slice.
    unsafe {
        rt.memcpy(
            ptr,
            data.as_ptr() as u64,
            data.len(),
            crate::copy::MEMCPY_HOST_TO_DEVICE,
        )
    }
    .expect("write");
}

/// Issues a host function that sleeps for `ms` and then runs `f`, to make a stream busy.
pub(crate) fn busy(rt: &Runtime, stream: usize, ms: u64, f: impl Fn() + Send + Sync + 'static) {
    rt.launch_host_func(
        stream,
        Box::new(move || {
            std::thread::sleep(std::time::Duration::from_millis(ms));
            f();
        }),
    )
    .expect("host function");
}
