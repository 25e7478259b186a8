//! Devices: enumeration, properties, synchronisation, and the constructors of what lives on one.

use crate::error::{Error, Result};
use crate::memory::{DeviceBuffer, DeviceRepr};
use crate::stream::Stream;
use ferrocuda_runtime::abi::CudaError;
use ferrocuda_runtime::Runtime;

/// The runtime every object of this crate talks to: the process-wide one, the same instance
/// `libcudart.so` uses, so that Rust code and CUDA C code in one process share devices, memory
/// and errors.
pub(crate) fn rt() -> &'static Runtime {
    Runtime::global()
}

/// One CUDA device, named by its ordinal.
///
/// A `Device` is a plain handle: copying it is free and it owns nothing. Which implementation
/// backs it (the CPU or an NVIDIA GPU) is chosen once per process by `FERROCUDA_BACKEND`
/// (`cpu`, `nvidia` or `auto`, the default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Device {
    /// Invariant: `0 <= ordinal < Device::count()` when the handle was made.
    ordinal: i32,
}

/// What a device offers, in the terms kernels are written for.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DeviceProperties {
    /// The device's name (`"ferrocuda CPU (...)"` on the CPU backend).
    pub name: String,
    /// The compute capability kernels are compiled for, (major, minor).
    pub compute_capability: (u32, u32),
    /// Multiprocessors: blocks run on this many at once (CPU cores on the CPU backend).
    pub multiprocessor_count: u32,
    /// Threads per warp (32).
    pub warp_size: u32,
    /// The most threads one block may have.
    pub max_threads_per_block: u32,
    /// The largest block in each dimension.
    pub max_block_dim: [u32; 3],
    /// The largest grid in each dimension.
    pub max_grid_dim: [u32; 3],
    /// Threads resident on one multiprocessor at most.
    pub max_threads_per_multiprocessor: u32,
    /// Shared memory one block may use without opting in (bytes).
    pub shared_mem_per_block: usize,
    /// Shared memory one block may use at most, after opting in (bytes).
    pub shared_mem_per_block_optin: usize,
    /// Global memory (bytes).
    pub total_global_mem: usize,
    /// Constant memory (bytes).
    pub total_const_mem: usize,
    /// 32-bit registers available to one block.
    pub regs_per_block: u32,
    /// Last-level cache size (bytes).
    pub l2_cache_size: usize,
    /// Core clock (kHz).
    pub clock_rate_khz: u32,
}

impl Device {
    /// How many devices there are.
    ///
    /// The first call of the process initialises the runtime; if no backend can start, this
    /// (and every later call) returns the reason, e.g. `cudaErrorNoDevice`.
    pub fn count() -> Result<usize> {
        let n = rt().device_count()?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// The device with ordinal `ordinal`; `cudaErrorInvalidDevice` when there is none.
    pub fn get(ordinal: usize) -> Result<Device> {
        let count = Device::count()?;
        if ordinal >= count {
            return Err(Error::Cuda(CudaError::InvalidDevice));
        }
        let ordinal = i32::try_from(ordinal).map_err(|_| Error::Cuda(CudaError::InvalidDevice))?;
        Ok(Device { ordinal })
    }

    /// This device's ordinal.
    pub fn ordinal(&self) -> usize {
        self.ordinal as usize
    }

    /// The device's properties.
    pub fn properties(&self) -> Result<DeviceProperties> {
        let p = rt().properties(self.ordinal)?;
        Ok(DeviceProperties {
            name: p.name,
            compute_capability: (p.major, p.minor),
            multiprocessor_count: p.multiprocessor_count,
            warp_size: p.warp_size,
            max_threads_per_block: p.max_threads_per_block,
            max_block_dim: p.max_threads_dim,
            max_grid_dim: p.max_grid_size,
            max_threads_per_multiprocessor: p.max_threads_per_multiprocessor,
            shared_mem_per_block: p.shared_mem_per_block,
            shared_mem_per_block_optin: p.shared_mem_per_block_optin,
            total_global_mem: p.total_global_mem,
            total_const_mem: p.total_const_mem,
            regs_per_block: p.regs_per_block,
            l2_cache_size: p.l2_cache_size,
            clock_rate_khz: p.clock_rate_khz,
        })
    }

    /// Free and total device memory, in bytes.
    pub fn memory_info(&self) -> Result<(usize, usize)> {
        self.make_current()?;
        Ok(rt().mem_get_info()?)
    }

    /// Waits for all work on every stream of the device (`cudaDeviceSynchronize`). This is
    /// where a kernel fault is reported: it returns the fault, which is sticky from then on.
    pub fn synchronize(&self) -> Result<()> {
        self.make_current()?;
        Ok(rt().device_synchronize()?)
    }

    /// The device's default stream (CUDA's legacy stream `0`): work on it waits for, and is
    /// waited for by, work on every stream created with [`Stream::new`].
    pub fn default_stream(&self) -> Stream {
        Stream::default_of(*self)
    }

    /// Allocates room for `len` values of `T`, uninitialised (whatever the memory held).
    pub fn alloc<T: DeviceRepr>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::new(*self, len)
    }

    /// Allocates room for `len` values of `T`, every byte zero.
    ///
    /// The zeroing is done when this returns: work on any stream, non-blocking ones included,
    /// sees zeros (a fill left queued on the default stream would race with them).
    pub fn alloc_zeroed<T: DeviceRepr>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        let buf = DeviceBuffer::new(*self, len)?;
        buf.fill_zero()?;
        self.default_stream().synchronize()?;
        Ok(buf)
    }

    /// Allocates a buffer holding a copy of `data`.
    pub fn alloc_from<T: DeviceRepr>(&self, data: &[T]) -> Result<DeviceBuffer<T>> {
        let buf = DeviceBuffer::new(*self, data.len())?;
        buf.copy_from(data)?;
        Ok(buf)
    }

    /// Makes this device the calling thread's current one, which the runtime's calls act on.
    /// Every operation on a device's objects does this first, so that a thread can use several
    /// devices without keeping track of which is current.
    pub(crate) fn make_current(&self) -> Result<()> {
        Ok(rt().set_device(self.ordinal)?)
    }
}
