//! ferrocuda's CUDA runtime: the semantics of CUDA's runtime API in safe Rust, shared by the C
//! library (`libcudart.so`, crate `ferrocuda-cudart`) and the Rust API.
//!
//! [`Runtime`] is the entry point: [`Runtime::global`] is the process-wide instance, and every
//! API call is a method returning [`CudaResult`]. The device behind it is a [`backend::Backend`];
//! `FERROCUDA_BACKEND` chooses it (`cpu`, `nvidia` or `auto`, the default).
//!
//! Layout:
//! - [`abi`]: `repr(C)` mirrors of CUDA's types and error codes;
//! - [`backend`]: what a device implementation provides, and the CPU one;
//! - `context`, `error`: the runtime object, per-thread state, last and sticky errors;
//! - `device`, `memory`, `copy`, `stream`, `event`, `launch`, `function`, `symbol`: the API,
//!   grouped as CUDA's documentation groups it;
//! - `queue`, `printf`, `registry`, `sysinfo`: the machinery under them;
//! - [`program`]: device code compiled from source while the program runs (NVRTC's job).
//!
//! Pointers cross this API as `u64` addresses and handles (`cudaStream_t`, `cudaEvent_t`, kernel
//! stubs, symbols) as `usize` values; the C layer converts.

pub mod abi;
pub mod backend;

mod context;
mod copy;
mod device;
mod error;
mod event;
mod function;
mod graph;
mod graph_memory;
mod ipc;
mod launch;
mod managed_advice;
mod mem_pool;
mod memory;
mod printf;
pub mod program;
mod queue;
mod registry;
mod rust_api;
mod stream;
mod symbol;
mod symbolize;
mod sysinfo;
mod tensor_map;
#[cfg(test)]
mod tests;
mod texture;
pub mod virtual_memory;

pub use backend::{LaunchAttributes, TensorMapSpec};
pub use context::{Runtime, CUDA_VERSION};
pub use copy::{Extent, Pitched};
pub use device::{
    attribute_value, device_prop, parse_pci_bus_id, pci_address, DeviceStatus, Settings,
    STREAM_ATTRIBUTE_BYTES,
};
pub use error::CudaResult;
pub use function::FuncSettings;
pub use graph::{CaptureInfo, ConditionalKind, ExecUpdateError, NodeKind, NodeParams};
pub use launch::{marshal_args, marshal_slices, validate_shape, CallConfig, MAX_PARAM_BYTES};
pub use mem_pool::PoolProps;
pub use memory::PITCH_ALIGNMENT;
pub use registry::VarRegistration;
pub use rust_api::{KernelLookupError, NamedKernel};
pub use stream::{StreamMemoryOp, WaitCondition};
pub use stream::{GREATEST_PRIORITY, LEAST_PRIORITY, STREAM_LEGACY, STREAM_PER_THREAD};
pub use texture::{CopyEnd, ReferenceVar};
