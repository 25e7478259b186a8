//! What the runtime needs from a device implementation.
//!
//! A [`Backend`] is one device: its properties, its memory and a way to load device images. The
//! runtime above it owns every CUDA semantic (streams, events, errors, validation, the module
//! registry); a backend only moves bytes and runs kernels.
//!
//! A backend either completes each operation before returning (the CPU backend: a launch runs
//! the kernel on the calling thread) or, like a GPU, only *issues* launches and device-side
//! fills and copies, in order, to one device queue ([`Backend::launches_asynchronously`]). The
//! runtime then waits for the device with [`Backend::synchronize`] wherever CUDA's host waits
//! for it, and takes event times from the device's own event stamps when it offers them
//! ([`Backend::create_event`]).
//!
//! Addresses are `u64` device addresses. On the CPU backend a device address is also a host
//! address; a backend for a discrete GPU would not promise that, which is why copies go through
//! [`Backend::copy`] with an explicit direction.

pub mod cpu;
mod instances;
pub mod nvidia;

use crate::abi::{CudaError, Limit};
use ferrocuda_ir::texture::{Sampling, TexelFormat};
use ferrocuda_ir::ParamKind;
use std::sync::Arc;

/// `CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR`: memory exported as a file descriptor.
pub const SHAREABLE_POSIX_FD: u32 = 0x1;
/// `CU_MEM_HANDLE_TYPE_FABRIC`: memory exported for other nodes of a fabric.
pub const SHAREABLE_FABRIC: u32 = 0x8;

/// What `cuMemCreate` asks of physical memory besides its size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhysicalSpec {
    /// The `CUmemAllocationHandleType` bits it may be exported as.
    pub shareable: u32,
    /// Compressible (`CU_MEM_ALLOCATION_COMP_GENERIC`), on a device that has compression.
    pub compressed: bool,
}

/// Static description of a device, in Rust terms. The runtime derives `cudaDeviceProp` and every
/// `cudaDeviceGetAttribute` value from it, so the two never disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceProperties {
    pub name: String,
    pub uuid: [u8; 16],
    pub total_global_mem: usize,
    pub shared_mem_per_block: usize,
    pub shared_mem_per_block_optin: usize,
    pub shared_mem_per_multiprocessor: usize,
    /// Shared memory the hardware keeps for itself in every block (1 KiB on sm_80 and later).
    pub reserved_shared_mem_per_block: usize,
    pub regs_per_block: u32,
    pub regs_per_multiprocessor: u32,
    pub warp_size: u32,
    pub mem_pitch: usize,
    pub max_threads_per_block: u32,
    pub max_threads_dim: [u32; 3],
    pub max_grid_size: [u32; 3],
    /// The rate device code's `clock()` counts at (`cudaDevAttrClockRate`).
    pub clock_rate_khz: u32,
    pub memory_clock_rate_khz: u32,
    pub memory_bus_width: u32,
    pub total_const_mem: usize,
    pub major: u32,
    pub minor: u32,
    pub texture_alignment: usize,
    pub texture_pitch_alignment: usize,
    pub multiprocessor_count: u32,
    pub integrated: bool,
    pub l2_cache_size: usize,
    /// The most L2 that can be set aside for persisting accesses (`cudaLimitPersistingL2CacheSize`).
    pub persisting_l2_cache_max_size: usize,
    /// The largest access policy window a stream or launch may be given.
    pub access_policy_max_window_size: usize,
    pub max_threads_per_multiprocessor: u32,
    pub max_blocks_per_multiprocessor: u32,
    pub async_engine_count: u32,
    pub concurrent_kernels: bool,
    pub unified_addressing: bool,
    pub managed_memory: bool,
    pub can_map_host_memory: bool,
    /// Whether host and device may touch managed memory at the same time.
    pub concurrent_managed_access: bool,
    /// Whether kernels can dereference ordinary (pageable, unregistered) host memory.
    pub pageable_memory_access: bool,
    pub host_native_atomics: bool,
    /// Whether memory can be allocated compressible (`CU_MEM_ALLOCATION_COMP_GENERIC`).
    pub generic_compression: bool,
    /// The `CUmemAllocationHandleType` bits that physical memory and memory pools can be
    /// exported as, for other processes to import.
    pub shareable_handle_types: u32,
    /// Attribute values a driver reported (`cudaDeviceAttr` → value), which the runtime
    /// reports rather than its own model's (empty for the CPU backend).
    pub driver_attributes: std::collections::BTreeMap<i32, i32>,
    pub ecc_enabled: bool,
    pub pci_bus_id: u32,
    pub pci_device_id: u32,
    pub pci_domain_id: u32,
}

/// Memory a backend hands out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryKind {
    /// `cudaMalloc`: device memory.
    Device,
    /// `cudaMallocHost`/`cudaHostAlloc`: page-locked host memory the device can address.
    PinnedHost,
    /// `cudaMallocManaged`: one address valid on host and device.
    Managed,
}

/// Which side of a copy is host memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyDirection {
    HostToHost,
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
}

/// A tiled tensor map's parameters, as `cuTensorMapEncodeTiled` is given them: `strides` has
/// one stride fewer than `dims` (the first dimension's is the element's size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorMapSpec {
    pub data_type: u32,
    pub address: u64,
    pub dims: Vec<u64>,
    pub strides: Vec<u64>,
    pub box_dims: Vec<u32>,
    pub element_strides: Vec<u32>,
    pub interleave: u32,
    pub swizzle: u32,
    pub l2_promotion: u32,
    pub oob_fill: u32,
}

/// The shape of a launch, already validated by the runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of `extern __shared__` memory per block.
    pub dynamic_shared: usize,
    /// `cudaLaunchCooperativeKernel`: every block resident at once (the runtime has checked
    /// that they fit), so that grid barriers work.
    pub cooperative: bool,
    /// The blocks of each thread block cluster a launch attribute asks for (the runtime has
    /// checked that the grid holds a whole number of them); `None` runs the kernel's own
    /// `__cluster_dims__`, if any.
    pub cluster: Option<[u32; 3]>,
}

/// What a launch asks beyond its shape and arguments (`cudaLaunchKernelEx`'s attributes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaunchAttributes {
    /// `cudaLaunchAttributeCooperative` (`cudaLaunchCooperativeKernel`).
    pub cooperative: bool,
    /// `cudaLaunchAttributeClusterDimension`: the blocks of each thread block cluster.
    pub cluster: Option<[u32; 3]>,
}

/// What the runtime knows about a kernel before launching it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// The parameters in order; the launch marshals arguments by these.
    pub params: Vec<ParamKind>,
    /// Bytes of statically declared `__shared__` memory per block.
    pub static_shared: usize,
    /// Bytes of `__constant__` memory the kernel's module uses.
    pub const_bytes: usize,
    /// Bytes of per-thread local memory.
    pub local_bytes: usize,
    /// Registers per thread, as an occupancy calculation should assume them.
    pub num_regs: u32,
    /// The block size `__launch_bounds__` allows, when the kernel declares one.
    pub launch_bound: Option<u32>,
    /// The blocks of each thread block cluster, when the kernel declares `__cluster_dims__`.
    pub cluster_dims: Option<[u32; 3]>,
}

/// How a faulting kernel maps onto CUDA's errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// `cudaErrorIllegalAddress`.
    IllegalAddress,
    /// `cudaErrorAssert`.
    Assert,
    /// `cudaErrorLaunchFailure`: barrier divergence, `__trap()`.
    LaunchFailure,
    /// `cudaErrorMisalignedAddress`.
    MisalignedAddress,
    /// `cudaErrorIllegalInstruction`.
    IllegalInstruction,
    /// `cudaErrorLaunchTimeout`: the kernel ran past the display watchdog.
    LaunchTimeout,
    /// `cudaErrorLaunchOutOfResources`: the device refused the launch's resources.
    OutOfResources,
}

/// A kernel that stopped before every thread finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelFault {
    pub kind: FaultKind,
    /// One line explaining what happened, written to stderr when the fault is reported.
    pub explanation: String,
}

/// The result of running one kernel to its end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchOutcome {
    /// Bytes the kernel's `printf` calls produced, in the order the device produced them.
    pub printf: Vec<u8>,
    pub fault: Option<KernelFault>,
}

/// One device.
///
/// Invariant: every address returned by `alloc` stays valid, and inside the range that
/// `allocation_of` reports, until it is passed to `free` with the same kind.
/// What a fill writes: elements of 1, 2 or 4 bytes (`cudaMemset` writes bytes; a graph's memset
/// node may write wider elements), each `value`'s low bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fill {
    pub value: u32,
    pub element: usize,
}

impl Fill {
    pub fn bytes(value: u8) -> Fill {
        Fill {
            value: value.into(),
            element: 1,
        }
    }
}

pub trait Backend: Send + Sync {
    /// A short name for messages ("cpu").
    fn name(&self) -> &'static str;

    fn properties(&self) -> &DeviceProperties;

    /// Allocates `size` bytes (at least 256-byte aligned). `None` means out of memory.
    fn alloc(&self, size: usize, kind: MemoryKind) -> Option<u64>;

    /// Frees an allocation made by `alloc`; false when `ptr` is not the start of one.
    fn free(&self, ptr: u64) -> bool;

    /// The live device-visible allocation containing `ptr` (module variables included), as
    /// (start, size). Blocks of the device heap (in-kernel `malloc`) are not the host's to
    /// name: CUDA's runtime does not know them.
    fn allocation_of(&self, ptr: u64) -> Option<(u64, usize)>;

    /// Bytes of device memory currently allocated, and the total the device offers.
    fn memory_usage(&self) -> (usize, usize);

    /// Makes the `size` host bytes at `base` (registered with `cudaHostRegister`) reachable
    /// from kernels; false when the device refuses.
    fn map_host(&self, _base: u64, _size: usize) -> bool {
        true
    }

    /// Undoes [`Backend::map_host`].
    fn unmap_host(&self, _base: u64) {}

    /// Virtual memory management (`cuMemAddressReserve`): `size` bytes of device address space
    /// aligned to `align`, into which physical memory is then mapped. `None` when the device
    /// has no such range free or does not manage its addresses.
    fn reserve_addresses(&self, _size: usize, _align: usize) -> Option<u64> {
        None
    }

    /// Frees a range [`Backend::reserve_addresses`] made, with nothing mapped into it.
    fn free_addresses(&self, _base: u64) {}

    /// `cuMemCreate`: `size` bytes of physical device memory, without an address; a handle of
    /// the backend's own.
    fn create_physical(&self, _size: usize, _spec: PhysicalSpec) -> Result<u64, String> {
        Err("this device does not manage virtual memory".into())
    }

    /// `cuMemExportToShareableHandle`: a new file descriptor another process imports physical
    /// memory by (made with [`SHAREABLE_POSIX_FD`] in its [`PhysicalSpec`]).
    fn export_physical(&self, _handle: u64) -> Result<i32, String> {
        Err("this device does not share memory with other processes".into())
    }

    /// `cuMemImportFromShareableHandle`: physical memory from a descriptor
    /// [`Backend::export_physical`] made (in this process or another): a handle of the backend's
    /// own and the memory's size where the backend knows it (else the backend checks mappings).
    fn import_physical(&self, _fd: i32) -> Result<(u64, Option<usize>), String> {
        Err("this device does not share memory with other processes".into())
    }

    /// Frees physical memory [`Backend::create_physical`] made, once nothing maps it.
    fn release_physical(&self, _handle: u64) {}

    /// Maps `size` bytes of `handle` from `offset` at `va`, a reserved range with nothing
    /// mapped there (all three multiples of the granularity), readable and writable by kernels.
    fn map_physical(
        &self,
        _va: u64,
        _size: usize,
        _handle: u64,
        _offset: usize,
    ) -> Result<(), String> {
        Err("this device does not manage virtual memory".into())
    }

    /// CUDA IPC: a handle another process opens to the device allocation `[base, base +
    /// size)` (see [`crate::ipc`]).
    fn export_memory(&self, _base: u64, _size: usize) -> Result<[u8; 64], String> {
        Err("this device does not share memory with other processes".into())
    }

    /// Maps the allocation another process's handle names: its address here, or the error
    /// and why.
    fn import_memory(&self, _handle: &[u8; 64]) -> Result<u64, (CudaError, String)> {
        Err((
            CudaError::InvalidValue,
            "this device does not share memory with other processes".into(),
        ))
    }

    /// Unmaps what [`Backend::import_memory`] mapped at `ptr`; false when nothing was.
    fn close_imported(&self, _ptr: u64) -> bool {
        false
    }

    /// Undoes [`Backend::map_physical`] of the range `[va, va + size)`.
    fn unmap_physical(&self, _va: u64, _size: usize) -> Result<(), String> {
        Err("this device does not manage virtual memory".into())
    }

    /// Copies `len` bytes. Host-side addresses are host pointers.
    ///
    /// # Safety
    /// Both ranges must be valid for `len` bytes on their side (the runtime has validated the
    /// device side; the host side is the caller's promise, as in CUDA).
    unsafe fn copy(&self, dst: u64, src: u64, len: usize, dir: CopyDirection);

    /// Fills `len` bytes of device-visible memory at `dst` with `fill`'s elements (`len` is a
    /// multiple of their size, and `dst` of their alignment).
    ///
    /// # Safety
    /// `[dst, dst + len)` must be valid device-visible memory.
    unsafe fn memset(&self, dst: u64, fill: Fill, len: usize);

    /// Turns an embedded device image into a loaded module, or explains why it cannot.
    fn load_module(&self, image: &[u8]) -> Result<Box<dyn LoadedModule>, String>;

    /// Creates an opaque CUDA array, for a device whose textures need them. `None` (the
    /// default) means this device keeps arrays in pitched device memory, which the runtime
    /// allocates and copies itself.
    fn create_array(&self, _shape: &ArrayShape) -> Option<Result<u64, String>> {
        None
    }

    /// Frees an array made by `create_array`.
    fn destroy_array(&self, _handle: u64) {}

    /// Creates an opaque mipmapped array of `levels` levels and returns its handle and each
    /// level's array handle; `None` (the default) as for [`Backend::create_array`].
    fn create_mipmapped_array(
        &self,
        _shape: &ArrayShape,
        _levels: usize,
    ) -> Option<Result<(u64, Vec<u64>), String>> {
        None
    }

    /// Frees a mipmapped array made by `create_mipmapped_array`, its levels with it.
    fn destroy_mipmapped_array(&self, _handle: u64) {}

    /// Copies a block of `extent` (width in bytes) where one side or both are opaque arrays.
    /// Only a backend that hands out [`ArrayStorage::Opaque`] is asked.
    ///
    /// # Safety
    /// As for [`Backend::copy`]; array regions have been checked against the array's shape.
    unsafe fn copy_array(
        &self,
        _dst: ArrayCopySide,
        _src: ArrayCopySide,
        _extent: [usize; 3],
    ) -> Result<(), String> {
        Err("this device has no opaque arrays".into())
    }

    /// Creates a texture object; the handle is what kernels receive as `cudaTextureObject_t`.
    fn create_texture(&self, spec: &TextureSpec) -> Result<u64, String>;

    fn destroy_texture(&self, handle: u64);

    /// Creates a surface object over an array (CUDA does not insist on
    /// `cudaArraySurfaceLoadStore`).
    fn create_surface(&self, storage: ArrayStorage, shape: &ArrayShape) -> Result<u64, String>;

    fn destroy_surface(&self, handle: u64);

    /// Encodes a tiled tensor map (`cuTensorMapEncodeTiled`) as the device's copies read it.
    fn encode_tensor_map(&self, spec: &TensorMapSpec) -> Result<[u64; 16], String>;

    /// Whether launches, device-side fills and device-to-device copies return once issued
    /// rather than done. Such work is cheap to issue, so the runtime issues it from the calling
    /// thread when its stream has nothing queued.
    fn launches_asynchronously(&self) -> bool {
        false
    }

    /// Sets a limit of the device's own (`cudaLimitStackSize`, `cudaLimitMallocHeapSize`,
    /// `cudaLimitPrintfFifoSize`, `cudaLimitDevRuntimePendingLaunchCount`; CUDA's runtime and
    /// driver number them alike). The default does nothing: a device whose stacks, heap and
    /// queues are its own (the CPU backend's) keeps them.
    fn set_limit(&self, _limit: Limit, _value: usize) -> Result<(), String> {
        Ok(())
    }

    /// Waits until the device has done all work issued to it, and returns the first kernel
    /// fault found since the last call (on a GPU a fault surfaces at the next call that waits).
    fn synchronize(&self) -> Option<KernelFault> {
        None
    }

    /// Whether the device has done all work issued to it, without waiting; a fault found on the
    /// way is the error.
    fn is_idle(&self) -> Result<bool, KernelFault> {
        Ok(true)
    }

    /// Creates an event the device stamps itself (`timing` false: one that is never measured).
    /// `None` (the default) means the runtime stamps events with the host's clock when the
    /// stream reaches them, which is exact for a device that completes work as it is issued.
    fn create_event(&self, _timing: bool) -> Option<u64> {
        None
    }

    /// Destroys an event made by [`Backend::create_event`] (a backend without device events is
    /// never asked about events); a pending record of it still completes.
    fn destroy_event(&self, _event: u64) {}

    /// Records the event after all work issued to the device so far.
    fn record_event(&self, _event: u64) -> Result<(), KernelFault> {
        Ok(())
    }

    /// Whether the device has passed the event's last record.
    fn query_event(&self, _event: u64) -> Result<bool, KernelFault> {
        Ok(true)
    }

    /// Waits until the device has passed the event's last record.
    fn synchronize_event(&self, _event: u64) -> Result<(), KernelFault> {
        Ok(())
    }

    /// Milliseconds between the device's stamps of two completed records; `None` when either
    /// record has no stamp.
    fn event_elapsed_ms(&self, _start: u64, _end: u64) -> Option<f32> {
        None
    }
}

/// The shape of a CUDA array: `extent` in elements, unused dimensions 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrayShape {
    pub format: TexelFormat,
    pub extent: [usize; 3],
    /// `cudaArrayLayered`: the third dimension (the second, for a 1D array) counts layers.
    pub layered: bool,
    /// `cudaArrayCubemap`: six square faces.
    pub cubemap: bool,
    /// How many dimensions the program gave (1 for `cudaMallocArray` with height 0).
    pub dims: u32,
}

impl ArrayShape {
    /// The shape of level `level` of a mipmapped array of this shape: each dimension halved
    /// `level` times, down to 1 (layers are not).
    pub fn level(&self, level: usize) -> ArrayShape {
        let mut shape = *self;
        for (d, n) in shape.extent.iter_mut().enumerate() {
            if d < self.dims as usize {
                *n = (*n >> level.min(63)).max(1);
            }
        }
        shape
    }
}

/// Where a CUDA array's elements live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayStorage {
    /// Device memory: element (x, y, z) at `ptr + z * slice + y * pitch + x * element size`.
    Pitched {
        ptr: u64,
        pitch: usize,
        slice: usize,
    },
    /// An array only the backend can address; copies go through [`Backend::copy_array`].
    Opaque(u64),
}

/// One side of a copy to or from an opaque array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayCopySide {
    /// Memory on the host (`device == false`) or the device, with row and slice pitches.
    Memory {
        ptr: u64,
        pitch: usize,
        slice: usize,
        device: bool,
    },
    /// An array, from the byte offset `x` of row `y` of slice `z`.
    Array { handle: u64, origin: [usize; 3] },
}

/// What a texture object reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextureMemory {
    /// `cudaResourceTypeLinear`: `width` elements, fetched with `tex1Dfetch`.
    Linear { ptr: u64, width: usize },
    /// `cudaResourceTypePitch2D`.
    Pitch2D {
        ptr: u64,
        width: usize,
        height: usize,
        pitch: usize,
    },
    Array {
        storage: ArrayStorage,
        shape: ArrayShape,
    },
    /// `cudaResourceTypeMipmappedArray`: `shape` is level 0's, `levels` each level's storage,
    /// level 0 first; `handle` the backend's handle of the whole array, where it keeps one
    /// ([`Backend::create_mipmapped_array`]).
    Mipmapped {
        handle: Option<u64>,
        levels: Vec<ArrayStorage>,
        shape: ArrayShape,
    },
}

/// A texture object to create.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureSpec {
    pub memory: TextureMemory,
    pub format: TexelFormat,
    pub sampling: Sampling,
}

/// Why a kernel cannot be launched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelError {
    /// The module has no kernel of that name.
    NotFound,
    /// The kernel exists but cannot be compiled for this device; the message says why.
    Compile(String),
}

/// A device image loaded on a backend.
pub trait LoadedModule: Send + Sync {
    /// The kernel `name` (with its template arguments, if it is a template instance), ready to
    /// launch: a backend that compiles lazily compiles it here, so that a kernel it cannot
    /// compile is reported by the launch call rather than as a fault.
    fn kernel(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Arc<dyn Kernel>, KernelError>;

    /// The device address and size of module variable `name` (an instance of a variable
    /// template, made now if it is new, where `template_args` are given): `Err` with the
    /// reason where the instance cannot be made, `Ok(None)` where there is no such variable.
    fn variable(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Option<(u64, usize)>, String>;

    /// Makes the template instances `instances` ahead of their first use, together where the
    /// backend gains by it. Failures are left for [`LoadedModule::kernel`] to report.
    fn prepare_instances(&self, _instances: &[instances::InstanceSpec]) {}

    /// The kernels the module has now (template instances once made), in the module's order.
    fn kernels(&self) -> Vec<ModuleKernel>;
}

/// A kernel of a loaded module as the driver API lists it: its name in the module (what
/// [`LoadedModule::kernel`] takes) and the name CUDA's tools give it (`_Z6kernelPfi`), which
/// programs may look it up by too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleKernel {
    pub name: String,
    pub symbol: String,
}

impl ModuleKernel {
    /// The kernels of `module`; one whose name the front end could not mangle is known by its
    /// name in the module.
    pub fn of(module: &ferrocuda_ir::Module) -> Vec<ModuleKernel> {
        module
            .functions
            .iter()
            .filter(|f| f.kind == ferrocuda_ir::FunctionKind::Kernel)
            .map(|f| ModuleKernel {
                name: f.name.clone(),
                symbol: f.symbol.clone().unwrap_or_else(|| f.name.clone()),
            })
            .collect()
    }
}

/// A kernel found in a loaded module, to be launched any number of times without being looked
/// up again. It keeps what it runs in alive: the module it came from, or (on the CPU backend)
/// the module's newest version, which holds every kernel of the older ones; a module extended
/// with template instances shares its variables with the one it extends, so an older kernel
/// stays valid.
pub trait Kernel: Send + Sync {
    fn info(&self) -> &KernelInfo;

    /// Its name in the module it was found in (a template instance's, `scale<float>`), as
    /// [`LoadedModule::kernels`] lists it.
    fn name(&self) -> &str;

    /// How many blocks of `block_size` threads with `dynamic_shared` bytes of dynamic shared
    /// memory one multiprocessor holds, where the backend knows it better than a calculation
    /// from [`Kernel::info`] (a GPU driver, which allocates registers and shared memory
    /// itself, does). `None`: the runtime calculates it.
    fn max_active_blocks(&self, _block_size: i32, _dynamic_shared: usize) -> Option<i32> {
        None
    }

    /// Runs the kernel to its end on the calling thread, or issues it when the backend
    /// [launches asynchronously](Backend::launches_asynchronously) (a fault then surfaces at
    /// [`Backend::synchronize`]). `params` is the parameter buffer: each argument at an offset
    /// aligned to its own alignment, in parameter order.
    fn launch(&self, cfg: &KernelConfig, params: &[u8]) -> LaunchOutcome;
}
