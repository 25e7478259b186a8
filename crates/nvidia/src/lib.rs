//! The NVIDIA backend's engine: CUDA's driver and NVRTC, loaded at run time, and an emitter
//! from ferrocuda's IR to CUDA C.
//!
//! ```text
//! ir::Module ── emit (inline, promote, C) ── NVRTC (sm_XY CUBIN, disk cache) ── cuModuleLoadData
//! ```
//!
//! - [`Gpu`] is one device: properties, memory, copies, and [`Gpu::load`], which turns a
//!   module into a [`GpuModule`] whose kernels launch by IR name with the runtime's parameter
//!   buffer.
//! - Nothing is linked against CUDA: `libcuda.so.1` and NVRTC are opened with `dlopen` when a
//!   [`Gpu`] is first opened, so one binary runs on machines with and without a GPU;
//!   [`Gpu::open`] explains what is missing.
//! - [`ManagementLib`] is the system's NVML, which the NVML functions forward to on a GPU.
//! - Errors carry the CUDA runtime's error numbers ([`GpuError::cuda`]).
//!
//! Every `unsafe` block is in [`driver`] (the FFI layer).

pub mod cache;
pub mod driver;
pub mod emit;
pub mod error;
pub mod module;
pub mod props;
mod sha256;

pub use driver::{Gpu, LaunchKind, ManagementLib, Output, Target};
pub use error::GpuError;
pub use module::{GpuKernel, GpuModule, KernelAttributes};
pub use props::GpuProperties;
