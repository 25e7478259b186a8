//! The CPU backend: device memory, Cranelift code generation and the SIMT executor.
//!
//! CUDA threads are never OS threads here. A kernel is compiled into a function that runs one
//! thread from one resume point to the next synchronisation point (a barrier, a warp shuffle or
//! vote) or to its end; the executor runs each block's threads through those regions in turn and
//! performs the synchronisation itself, and spreads blocks over all cores.
//!
//! Device memory is one reserved arena of address space ([`memory::Arena`]): every device
//! allocation, pinned host buffer, shared-memory segment and thread frame lives in it, so a single
//! range check per access keeps a faulty kernel from touching host memory.

pub mod memory;

mod address_space;
mod c_math;
mod codegen;
mod device_runtime;
mod exec;
mod half;
mod int128;
mod intrinsics;
mod mbarrier;
mod printf;
mod ptx;
mod schedule;
mod special_math;
pub mod tensor_map;
pub mod texture;

pub use device_runtime::{
    set_device_attributes, set_error_text, MAX_BLOCK_DIM, MAX_GRID_DIM, MAX_SHARED_PER_BLOCK,
    MAX_THREADS_PER_BLOCK,
};
pub use exec::{core_count, Fault, LaunchConfig, Module};
pub use memory::Arena;
