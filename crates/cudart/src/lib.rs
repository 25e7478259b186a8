//! `libcudart.so`: CUDA's runtime API as C functions, over [`ferrocuda_runtime`].
//!
//! Every export converts its C arguments, calls the runtime and converts the result back; the
//! semantics live in the runtime crate. Each export runs inside [`guard`], so a panic never
//! unwinds into C (it becomes `cudaErrorUnknown`), and every failure, including the null
//! pointers detected here, becomes the calling thread's last error, as in CUDA.
//!
//! Handles (`cudaStream_t`, `cudaEvent_t`), kernel stubs and symbols are passed to the runtime as
//! the integer values of the C pointers; the runtime never dereferences them.

#![deny(unsafe_op_in_unsafe_fn)]
// The exports keep CUDA's names.
#![allow(non_snake_case)]

/// Exports the versioned names NVIDIA's `cuda.h` gives driver functions (`#define cuMemAlloc
/// cuMemAlloc_v2`), so that code built against that header, or that looks the functions up by
/// those names, links and runs: each calls the function of the plain name, whose signature
/// (CUDA's newest) it has.
/// The runtime lowers the program's device code when it starts, allocating as a compiler
/// does; this library's own allocations (never the program's, nor memory handed across the C
/// functions) come from the allocator the `ferrocuda` command compiles with.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

macro_rules! versioned_names {
    ($($versioned:ident => $plain:ident($($arg:ident: $ty:ty),* $(,)?);)*) => {
        $(
            #[no_mangle]
            #[allow(unused_unsafe)]
            pub unsafe extern "C" fn $versioned($($arg: $ty),*) -> CuResult {
                // SAFETY: forwarded from the caller, whose contract is the plain function's.
                unsafe { $plain($($arg),*) }
            }
        )*
    };
}

/// Exports driver functions whose C signatures are their runtime twins' (the handles and
/// structures are the same): each runs the runtime function as a driver call
/// (`as_driver_call`).
macro_rules! runtime_twins {
    ($($driver:ident => $runtime:path { $($arg:ident: $ty:ty),* $(,)? })*) => {
        $(
            #[no_mangle]
            #[allow(unused_unsafe)]
            pub unsafe extern "C" fn $driver($($arg: $ty),*) -> crate::driver_api::CuResult {
                crate::driver_api::cu_guard(|| {
                    // SAFETY: forwarded from the caller, whose contract is the twin's.
                    crate::driver_api::as_driver_call(|| unsafe { $runtime($($arg),*) })
                })
            }
        )*
    };
}

mod device;
mod driver_api;
mod driver_arrays;
mod driver_entry_points;
mod driver_functions;
mod driver_graphs;
mod driver_legacy_launch;
mod driver_library;
mod driver_link;
mod driver_managed_memory;
mod driver_pointers;
mod driver_pools;
mod driver_settings;
mod driver_stream_memory;
mod driver_tensor_maps;
mod driver_texture_references;
mod driver_virtual_memory;
mod error;
mod event;
mod graph;
mod graph_nodes;
mod graphics;
mod launch;
mod memory;
mod nvml;
mod nvrtc;
mod register;
mod stream;
mod texture;

use ferrocuda_runtime::abi::CudaError;
use ferrocuda_runtime::{CudaResult, Runtime};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};

/// The process's runtime.
fn rt() -> &'static Runtime {
    Runtime::global()
}

/// Set by the first runtime API call that runs through [`guard`]: from then on the driver API
/// finds itself initialized and the primary context current, as CUDA's runtime leaves it.
static RUNTIME_API_USED: AtomicBool = AtomicBool::new(false);

/// Runs the body of an export: a panic becomes `cudaErrorUnknown`, and any error is recorded
/// as the thread's last error (not where a driver API export runs it, see
/// `driver_api::cu_guard`).
fn guard(f: impl FnOnce() -> CudaResult<()>) -> CudaError {
    RUNTIME_API_USED.store(true, Ordering::Relaxed);
    let e = match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => return CudaError::Success,
        Ok(Err(e)) => e,
        Err(_) => CudaError::Unknown,
    };
    // Recording must not panic out of an export either.
    let _ = catch_unwind(|| rt().record_error(e));
    e
}

/// Writes an output parameter.
///
/// # Safety
/// `p` must be null or valid for a write of `T`.
unsafe fn put<T>(p: *mut T, v: T) -> CudaResult<()> {
    if p.is_null() {
        return Err(CudaError::InvalidValue);
    }
    // SAFETY: non-null, and valid for writes by the caller's contract.
    unsafe { p.write(v) };
    Ok(())
}

/// Fails with `cudaErrorInvalidValue` for a null pointer, before any work is done.
fn non_null<T>(p: *const T) -> CudaResult<()> {
    if p.is_null() {
        Err(CudaError::InvalidValue)
    } else {
        Ok(())
    }
}
