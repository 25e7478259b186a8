//! CUDA for Rust: compile CUDA C kernels from source at run time and run them, on the CPU or
//! (with the NVIDIA backend) a GPU, with the same code.
//!
//! This crate is a typed layer over ferrocuda's CUDA runtime, the same process-wide runtime
//! that `libcudart.so` exposes to C and C++ programs: devices, memory, streams, events, errors
//! and their semantics (asynchronous launches, stream ordering, sticky kernel faults) are
//! CUDA's. The device is chosen once per process by `FERROCUDA_BACKEND` (`cpu`, `nvidia`, or
//! `auto`, the default, which uses the CPU when there is no GPU).
//!
//! # Example
//!
//! ```
//! use ferrocuda::{launch, Device, Module};
//!
//! # fn main() -> ferrocuda::Result<()> {
//! let device = Device::get(0)?;
//! let module = Module::from_cuda_source(
//!     &device,
//!     r#"
//!     __global__ void vector_add(const float* a, const float* b, float* c, int n) {
//!         int i = blockIdx.x * blockDim.x + threadIdx.x;
//!         if (i < n) c[i] = a[i] + b[i];
//!     }
//!     "#,
//! )?;
//! let vector_add = module.kernel("vector_add")?;
//!
//! let n = 1000;
//! let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
//! let b: Vec<f32> = (0..n).map(|i| (2 * i) as f32).collect();
//! let da = device.alloc_from(&a)?;
//! let db = device.alloc_from(&b)?;
//! let dc = device.alloc::<f32>(n)?;
//!
//! let block = 256u32;
//! let grid = (n as u32).div_ceil(block);
//! launch!(vector_add[grid, block](da, db, dc, n as i32))?;
//! // The same launch without the macro:
//! vector_add.launch(&device.default_stream(), grid, block, 0, &[&da, &db, &dc, &(n as i32)])?;
//!
//! let c = dc.to_vec()?; // waits for the kernels, like cudaMemcpy
//! assert!(c.iter().enumerate().all(|(i, &x)| x == (3 * i) as f32));
//! # Ok(())
//! # }
//! ```
//!
//! # Pieces
//!
//! - [`Device`]: enumeration ([`Device::count`], [`Device::get`]), [`Device::properties`],
//!   [`Device::synchronize`], and allocation ([`Device::alloc`], [`Device::alloc_from`]).
//! - [`DeviceBuffer`]: `len` typed elements in device memory, freed on drop; copies to and
//!   from host slices check lengths and return [`Error::InvalidArgument`] on a mismatch.
//! - [`Module`]: CUDA C device source compiled like NVRTC compiles it, by ferrocuda's own
//!   compiler (no CUDA toolkit, no host compiler); [`Module::kernel`] finds a kernel by name.
//! - [`Kernel::launch`] and [`launch!`]: arguments are checked against the kernel's parameters
//!   (count, size, and integer/float/pointer class) before anything is queued.
//! - [`Stream`] and [`Event`]: ordering and timing.
//! - [`Error`]: CUDA's error codes (printed as `cudaErrorIllegalAddress: an illegal memory
//!   access was encountered`), compilation errors with their locations, and argument errors.
//!
//! # Headers
//!
//! Device source is compiled against ferrocuda's CUDA headers (`cuda_runtime.h` is included
//! implicitly, as NVRTC and nvcc do). They are found in the repository's `include/` directory
//! at the path this crate was built from, or in `$FERROCUDA_INCLUDE_DIR` when that is set: see
//! [`include_dir`].
//!
//! # Errors are sticky
//!
//! A kernel that faults (an out-of-bounds access, a failed `assert`, `__trap()`) corrupts the
//! device context, as on a GPU: the fault is returned by the next synchronising call and by
//! every call after it, for the rest of the process.

mod device;
mod error;
mod launch;
mod memory;
mod module;
mod stream;

pub use device::{Device, DeviceProperties};
pub use error::{Error, Result};
pub use ferrocuda_runtime::abi::CudaError;
pub use launch::{Dim3, Kernel, KernelArg};
#[doc(hidden)]
pub use memory::ArgClass;
pub use memory::{DeviceBuffer, DeviceRepr};
pub use module::{include_dir, CompileOptions, Module, INCLUDE_DIR_VAR};
pub use stream::{Event, Stream};
