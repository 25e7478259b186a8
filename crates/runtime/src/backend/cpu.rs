//! The CPU device: memory from [`ferrocuda_cpu::Arena`], kernels run by [`ferrocuda_cpu::Module`].
//!
//! Device, pinned and managed memory all come from the one arena, so a kernel can touch every
//! one of them and a device address is an ordinary host address: copies are plain `memmove`s.

use super::instances::{lower_image, InstanceSpec, Instances, TemplateKind};
use super::{
    ArrayShape, ArrayStorage, Backend, CopyDirection, DeviceProperties, FaultKind, Fill, Kernel,
    KernelConfig, KernelError, KernelFault, KernelInfo, LaunchOutcome, LoadedModule, MemoryKind,
    ModuleKernel, PhysicalSpec, TensorMapSpec, TextureMemory, TextureSpec, SHAREABLE_POSIX_FD,
};
use crate::abi::CudaError;
use crate::abi::Limit;
use crate::ipc;
use crate::sysinfo;
use ferrocuda_cpu::{texture, Arena, Fault, LaunchConfig, Module};
use std::collections::{BTreeMap, HashMap};
use std::os::fd::{AsRawFd, BorrowedFd, IntoRawFd, OwnedFd};
use std::sync::{Arc, Mutex, MutexGuard};

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

pub struct CpuBackend {
    arena: Arc<Arena>,
    props: DeviceProperties,
    /// Page ranges of the arena moved into memory files for other processes (CUDA IPC):
    /// start → (length, file). They do not overlap.
    exported: Mutex<BTreeMap<u64, (usize, OwnedFd)>>,
    /// Other processes' memory mapped here: the pointer handed out → (range start, length).
    imported: Mutex<HashMap<u64, (u64, usize)>>,
}

/// The unit of mapping.
const PAGE: u64 = 4096;
/// What a memory handle of this backend starts with.
const MEMORY_TAG: &[u8; 4] = b"FCMM";

impl CpuBackend {
    /// Reserves the arena and describes the machine. Fails only if the address space cannot be
    /// reserved.
    pub fn new() -> Result<CpuBackend, String> {
        let arena = Arc::new(Arena::new()?);
        let props = cpu_properties(arena.len());
        // Device code's cudaDeviceGetAttribute answers as the host's does.
        let described = props.clone();
        ferrocuda_cpu::set_device_attributes(Box::new(move |attr| {
            crate::device::attribute_value(&described, attr)
        }));
        Ok(CpuBackend::over(arena, props))
    }

    fn over(arena: Arc<Arena>, props: DeviceProperties) -> CpuBackend {
        CpuBackend {
            arena,
            props,
            exported: Mutex::new(BTreeMap::new()),
            imported: Mutex::new(HashMap::new()),
        }
    }

    /// A backend over a smaller arena, for tests that want a bounded device.
    pub fn with_capacity(bytes: usize) -> Result<CpuBackend, String> {
        let arena = Arc::new(Arena::with_capacity(bytes)?);
        let props = cpu_properties(arena.len());
        Ok(CpuBackend::over(arena, props))
    }
}

/// An sm_90-like description of the CPU: CUDA's architectural limits (which the executor
/// implements) with the machine's own core count, clock, memory and cache.
fn cpu_properties(arena_len: usize) -> DeviceProperties {
    // Device code's cudaGetErrorString says what the host's does.
    ferrocuda_cpu::set_error_text(|code| {
        let e = crate::abi::CudaError(code as i32);
        (e.name(), e.description())
    });
    // The arena bounds what can be allocated, so never promise more than it holds.
    let total = sysinfo::total_memory().min(arena_len);
    let clock = sysinfo::cpu_clock_khz();
    let cores = ferrocuda_cpu::core_count().min(u32::MAX as usize) as u32;
    let name = format!("ferrocuda CPU ({})", sysinfo::cpu_model());
    // A stable per-machine identifier: the name and memory size hashed, FNV-1a.
    let mut uuid = [0u8; 16];
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes().chain(total.to_le_bytes()) {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    uuid[..8].copy_from_slice(&h.to_le_bytes());
    uuid[8..].copy_from_slice(&h.rotate_left(29).wrapping_mul(31).to_le_bytes());
    DeviceProperties {
        name,
        uuid,
        total_global_mem: total,
        shared_mem_per_block: 48 << 10,
        shared_mem_per_block_optin: ferrocuda_cpu::MAX_SHARED_PER_BLOCK as usize,
        shared_mem_per_multiprocessor: 228 << 10,
        reserved_shared_mem_per_block: 1 << 10,
        regs_per_block: 65536,
        regs_per_multiprocessor: 65536,
        warp_size: 32,
        mem_pitch: i32::MAX as usize,
        max_threads_per_block: ferrocuda_cpu::MAX_THREADS_PER_BLOCK,
        max_threads_dim: ferrocuda_cpu::MAX_BLOCK_DIM,
        max_grid_size: ferrocuda_cpu::MAX_GRID_DIM,
        // The rate `clock()` and `clock64()` count at, as a GPU's SM clock is theirs: they count
        // nanoseconds here, so that cycles divided by the rate are the time that passed.
        clock_rate_khz: 1_000_000,
        memory_clock_rate_khz: clock,
        memory_bus_width: 64,
        total_const_mem: 64 << 10,
        major: 9,
        minor: 0,
        texture_alignment: 512,
        texture_pitch_alignment: 32,
        multiprocessor_count: cores.max(1),
        integrated: false,
        l2_cache_size: sysinfo::last_level_cache(),
        // No L2 to set aside for persisting accesses (programs that need it waive); access
        // policy windows are taken as the hints they are, up to an H200's 128 MiB.
        persisting_l2_cache_max_size: 0,
        access_policy_max_window_size: 128 << 20,
        max_threads_per_multiprocessor: 2048,
        max_blocks_per_multiprocessor: 32,
        async_engine_count: 1,
        concurrent_kernels: true,
        unified_addressing: true,
        managed_memory: true,
        can_map_host_memory: true,
        concurrent_managed_access: true,
        // Kernels reach memory inside the arena and registered host memory, not arbitrary host
        // allocations.
        pageable_memory_access: false,
        host_native_atomics: true,
        // An allocation keeps the compression it asks for; the data is stored as written, as
        // compression is invisible to programs.
        generic_compression: true,
        // Physical memory is a memory file, exported as its descriptor.
        shareable_handle_types: SHAREABLE_POSIX_FD,
        driver_attributes: Default::default(),
        ecc_enabled: false,
        pci_bus_id: 0,
        pci_device_id: 0,
        pci_domain_id: 0,
    }
}

impl Backend for CpuBackend {
    fn name(&self) -> &'static str {
        "cpu"
    }

    fn properties(&self) -> &DeviceProperties {
        &self.props
    }

    fn alloc(&self, size: usize, kind: MemoryKind) -> Option<u64> {
        // The device has as much memory as the machine, even though the arena reserves more
        // address space; refuse what would exceed it, as a GPU would. Managed memory may
        // exceed it, as a GPU's oversubscribes its memory (the pages are touched on demand).
        let (used, total) = self.memory_usage();
        if kind != MemoryKind::Managed && size > total.saturating_sub(used) {
            return None;
        }
        self.arena.alloc(size).map(|p| p as u64)
    }

    fn free(&self, ptr: u64) -> bool {
        self.arena.free_allocation(ptr as *mut u8)
    }

    fn allocation_of(&self, ptr: u64) -> Option<(u64, usize)> {
        self.arena
            .allocation_of(ptr as *const u8)
            .filter(|&(start, _)| !self.arena.is_heap_block(start))
            .map(|(start, size)| (start as u64, size))
    }

    fn memory_usage(&self) -> (usize, usize) {
        (self.arena.in_use(), self.props.total_global_mem)
    }

    fn set_limit(&self, limit: Limit, value: usize) -> Result<(), String> {
        if limit == Limit::MALLOC_HEAP_SIZE && !self.arena.set_heap_limit(value) {
            return Err("the device heap's size is fixed once a kernel has allocated".into());
        }
        Ok(())
    }

    fn map_host(&self, base: u64, size: usize) -> bool {
        self.arena.map_host(base as usize, size);
        true
    }

    fn unmap_host(&self, base: u64) {
        self.arena.unmap_host(base as usize);
    }

    fn reserve_addresses(&self, size: usize, align: usize) -> Option<u64> {
        self.arena.alloc_aligned(size, align).map(|p| p as u64)
    }

    fn free_addresses(&self, base: u64) {
        self.arena.free(base as *mut u8);
    }

    fn create_physical(&self, size: usize, _spec: PhysicalSpec) -> Result<u64, String> {
        // A memory file, so that every range it is mapped at shows the same bytes (and so
        // that any of it can be exported: compression is invisible here).
        let file = ipc::memory_file(c"ferrocuda-physical", size)?;
        Ok(file.into_raw_fd() as u64)
    }

    fn export_physical(&self, handle: u64) -> Result<i32, String> {
        // SAFETY: the descriptor `create_physical` or `import_physical` made, still open.
        let file = unsafe { BorrowedFd::borrow_raw(handle as i32) };
        let copy = file.try_clone_to_owned().map_err(|e| format!("dup: {e}"))?;
        Ok(copy.into_raw_fd())
    }

    fn import_physical(&self, fd: i32) -> Result<(u64, Option<usize>), String> {
        // The program keeps its descriptor (and may close it): the memory gets one of its own.
        if fd < 0 {
            return Err(format!("descriptor {fd}"));
        }
        // SAFETY: not -1; only borrowed for the duplication, which checks it.
        let own = unsafe { BorrowedFd::borrow_raw(fd) }
            .try_clone_to_owned()
            .map_err(|e| format!("descriptor {fd}: {e}"))?;
        let file = std::fs::File::from(own);
        let size = file
            .metadata()
            .map_err(|e| format!("descriptor {fd}: {e}"))?
            .len();
        Ok((
            OwnedFd::from(file).into_raw_fd() as u64,
            Some(size as usize),
        ))
    }

    fn map_physical(&self, va: u64, size: usize, handle: u64, offset: usize) -> Result<(), String> {
        // SAFETY: `va` is a reserved range of the arena, which nothing else uses; the file
        // holds `offset + size` bytes.
        let p = unsafe {
            libc::mmap(
                va as *mut libc::c_void,
                size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_FIXED,
                handle as libc::c_int,
                offset as libc::off_t,
            )
        };
        match p == libc::MAP_FAILED {
            true => Err(format!("mmap: {}", std::io::Error::last_os_error())),
            false => Ok(()),
        }
    }

    fn export_memory(&self, base: u64, size: usize) -> Result<[u8; 64], String> {
        let mut exported = lock(&self.exported);
        let mut start = base / PAGE * PAGE;
        let mut end = (base + size as u64).div_ceil(PAGE) * PAGE;
        // A range exported before that holds this one already has its file.
        let holder = exported
            .range(..=start)
            .next_back()
            .filter(|(&s, (len, _))| s + *len as u64 >= end)
            .map(|(&s, (len, fd))| (s, *len, fd.as_raw_fd()));
        if let Some((s, len, fd)) = holder {
            return Ok(ipc::encode(
                MEMORY_TAG,
                fd,
                &[len as u64, base - s, size as u64],
            ));
        }
        // Ranges this one overlaps (allocations sharing a page) join it in one new file.
        let overlapping: Vec<u64> = exported
            .iter()
            .filter(|(&s, (len, _))| s < end && s + *len as u64 > start)
            .map(|(&s, _)| s)
            .collect();
        for s in &overlapping {
            let len = exported[s].0 as u64;
            start = start.min(*s);
            end = end.max(s + len);
        }
        let len = (end - start) as usize;
        let file = ipc::memory_file(c"ferrocuda-ipc", len)?;
        // The bytes there now go into the file, which then takes the range's place (a write
        // takes at most about 2 GiB).
        let mut done = 0;
        while done < len {
            // SAFETY: the range is arena memory (mapped, readable), the file as long.
            let written = unsafe {
                libc::pwrite(
                    file.as_raw_fd(),
                    (start as usize + done) as *const libc::c_void,
                    len - done,
                    done as libc::off_t,
                )
            };
            if written <= 0 {
                return Err(format!("cannot copy {len} bytes into a memory file"));
            }
            done += written as usize;
        }
        self.map_physical(start, len, file.as_raw_fd() as u64, 0)?;
        for s in overlapping {
            exported.remove(&s);
        }
        let fd = file.as_raw_fd();
        exported.insert(start, (len, file));
        Ok(ipc::encode(
            MEMORY_TAG,
            fd,
            &[len as u64, base - start, size as u64],
        ))
    }

    fn import_memory(&self, handle: &[u8; 64]) -> Result<u64, (CudaError, String)> {
        let Some((pid, fd, [len, offset, _size, ..])) = ipc::decode(MEMORY_TAG, handle) else {
            return Err((
                CudaError::InvalidValue,
                "not a memory handle of this device".into(),
            ));
        };
        let failed = |why: String| (CudaError::MapBufferObjectFailed, why);
        let file = ipc::open_peer_file(pid, fd).map_err(failed)?;
        let va = self
            .reserve_addresses(len as usize, PAGE as usize)
            .ok_or_else(|| {
                (
                    CudaError::MemoryAllocation,
                    format!("no room for {len} bytes"),
                )
            })?;
        if let Err(why) = self.map_physical(va, len as usize, file.as_raw_fd() as u64, 0) {
            self.free_addresses(va);
            return Err(failed(why));
        }
        let ptr = va + offset;
        lock(&self.imported).insert(ptr, (va, len as usize));
        Ok(ptr)
    }

    fn close_imported(&self, ptr: u64) -> bool {
        let Some((va, len)) = lock(&self.imported).remove(&ptr) else {
            return false;
        };
        let _ = self.unmap_physical(va, len);
        self.free_addresses(va);
        true
    }

    fn unmap_physical(&self, va: u64, size: usize) -> Result<(), String> {
        // The arena's own anonymous memory back in the range, as the arena reserved it.
        // SAFETY: `va` is a mapped range of the arena.
        let p = unsafe {
            libc::mmap(
                va as *mut libc::c_void,
                size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_FIXED,
                -1,
                0,
            )
        };
        match p == libc::MAP_FAILED {
            true => Err(format!("mmap: {}", std::io::Error::last_os_error())),
            false => Ok(()),
        }
    }

    unsafe fn copy(&self, dst: u64, src: u64, len: usize, _dir: CopyDirection) {
        // SAFETY: the caller guarantees both ranges; device addresses are host addresses here.
        // CUDA leaves overlapping copies undefined; `copy` (memmove) makes them harmless.
        unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, len) };
    }

    unsafe fn memset(&self, dst: u64, fill: Fill, len: usize) {
        let element = fill.value.to_le_bytes();
        let element = &element[..fill.element.clamp(1, 4)];
        // SAFETY: the caller guarantees the range lies in device-visible (arena) memory.
        let bytes = unsafe { std::slice::from_raw_parts_mut(dst as *mut u8, len) };
        // One element, then the filled part copied after itself, doubling: a handful of
        // memory copies whatever the size, where an element at a time runs at a byte a cycle.
        let first = len.min(element.len());
        bytes[..first].copy_from_slice(&element[..first]);
        let mut filled = first;
        while filled < len {
            let n = filled.min(len - filled);
            bytes.copy_within(..n, filled);
            filled += n;
        }
    }

    fn load_module(&self, image: &[u8]) -> Result<Box<dyn LoadedModule>, String> {
        let (ir, session) = lower_image(image)?;
        let const_bytes = ir
            .globals
            .iter()
            .filter(|g| g.space == ferrocuda_ir::GlobalSpace::Constant)
            .map(|g| g.size as usize)
            .sum();
        let kernels = ModuleKernel::of(&ir);
        let module = Module::load(ir, self.arena.clone())?;
        Ok(Box::new(CpuModule {
            instances: Arc::new(Instances::new(image, session, kernels, module)),
            const_bytes,
        }))
    }

    fn encode_tensor_map(&self, spec: &TensorMapSpec) -> Result<[u64; 16], String> {
        let map =
            ferrocuda_cpu::tensor_map::TensorMap::tiled(&ferrocuda_cpu::tensor_map::TiledSpec {
                data_type: spec.data_type,
                address: spec.address,
                dims: &spec.dims,
                strides: &spec.strides,
                box_dims: &spec.box_dims,
                element_strides: &spec.element_strides,
                interleave: spec.interleave,
                swizzle: spec.swizzle,
                oob_fill: spec.oob_fill,
            })?;
        Ok(map.encode())
    }

    fn create_texture(&self, spec: &TextureSpec) -> Result<u64, String> {
        let bytes = spec.format.bytes();
        let (base, extent, pitch, slice_pitch, layered) = match spec.memory {
            TextureMemory::Linear { ptr, width } => (ptr, [width, 1, 1], width * bytes, 0, false),
            TextureMemory::Pitch2D {
                ptr,
                width,
                height,
                pitch,
            } => (ptr, [width, height, 1], pitch, 0, false),
            TextureMemory::Array { storage, shape } => {
                return Ok(texture::create(texture::Texture {
                    image: array_image(storage, &shape)?,
                    levels: Vec::new(),
                    sampling: spec.sampling,
                }))
            }
            TextureMemory::Mipmapped {
                ref levels, shape, ..
            } => {
                let images = (levels.iter().enumerate())
                    .map(|(l, &storage)| array_image(storage, &shape.level(l)))
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(texture::create(texture::Texture {
                    image: images[0],
                    levels: images[1..].to_vec(),
                    sampling: spec.sampling,
                }));
            }
        };
        Ok(texture::create(texture::Texture {
            image: texture::TextureImage {
                base,
                format: spec.format,
                extent,
                pitch,
                slice_pitch,
                layered,
            },
            levels: Vec::new(),
            sampling: spec.sampling,
        }))
    }

    fn destroy_texture(&self, handle: u64) {
        texture::destroy(handle);
    }

    fn create_surface(&self, storage: ArrayStorage, shape: &ArrayShape) -> Result<u64, String> {
        // A surface is an image nothing samples: the sampling fields are never read.
        let sampling = texture::Sampling {
            address: [texture::AddressMode::Clamp; 3],
            linear_filter: false,
            normalized_float: false,
            normalized_coords: false,
            border: [0.0; 4],
            mipmap: Default::default(),
        };
        Ok(texture::create(texture::Texture {
            image: array_image(storage, shape)?,
            levels: Vec::new(),
            sampling,
        }))
    }

    fn destroy_surface(&self, handle: u64) {
        texture::destroy(handle);
    }
}

/// How the texture unit sees an array: the layer is the dimension after the coordinates (for
/// a layered 1D array, the row).
fn array_image(storage: ArrayStorage, shape: &ArrayShape) -> Result<texture::TextureImage, String> {
    let ArrayStorage::Pitched { ptr, pitch, slice } = storage else {
        return Err("the CPU device has no opaque arrays".into());
    };
    let e = shape.extent;
    let (extent, pitch, layered) = if shape.layered && shape.dims == 1 {
        ([e[0], e[2], 1], slice, true)
    } else {
        (e, pitch, shape.layered || shape.cubemap)
    };
    Ok(texture::TextureImage {
        base: ptr,
        format: shape.format,
        extent,
        pitch,
        slice_pitch: slice,
        layered,
    })
}

/// A loaded image. Templated kernels are instantiated on first launch: the front end's session
/// for the image adds the instance to its lowering, and the module is replaced by an extended
/// one that keeps the variables (addresses and contents) and the compiled kernels of the old one.
struct CpuModule {
    instances: Arc<Instances<Module>>,
    /// Bytes of `__constant__` data in the module.
    const_bytes: usize,
}

impl CpuModule {
    /// The module holding kernel `name` (instantiated for `template_args`) and its name there.
    fn resolve(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<(Arc<Module>, String), KernelError> {
        self.instances
            .resolve(TemplateKind::Kernel, name, template_args, |ir, current| {
                current.extended(ir)
            })
            .map_err(KernelError::Compile)
    }
}

impl LoadedModule for CpuModule {
    fn kernel(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Arc<dyn Kernel>, KernelError> {
        let (module, name) = self.resolve(name, template_args)?;
        let params = module
            .kernel_params(&name)
            .ok_or(KernelError::NotFound)?
            .to_vec();
        if let Some(msg) = self.instances.failure(&name) {
            return Err(KernelError::Compile(msg));
        }
        // Compiling now (it is cached for the launch) also tells the static shared size and
        // the thread's frame.
        let compiled = module.compiled(&name).map_err(|msg| {
            self.instances.record_failure(&name, &msg);
            KernelError::Compile(msg)
        })?;
        let info = KernelInfo {
            params,
            static_shared: compiled.static_shared as usize,
            const_bytes: self.const_bytes,
            local_bytes: compiled.local_bytes as usize,
            // The CPU has no register file. Occupancy figures are those of a simple sm_90
            // kernel, which is what programs that size their launches by them expect.
            num_regs: 32,
            launch_bound: module.kernel_max_threads(&name),
            cluster_dims: module.kernel_cluster_dims(&name),
        };
        Ok(Arc::new(CpuKernel {
            instances: self.instances.clone(),
            name,
            info,
        }))
    }

    fn variable(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Option<(u64, usize)>, String> {
        let (module, name) = self.instances.resolve(
            TemplateKind::Variable,
            name,
            template_args,
            |ir, current| current.extended(ir),
        )?;
        Ok(module.global(&name).map(|(p, size)| (p as u64, size)))
    }

    fn prepare_instances(&self, instances: &[InstanceSpec]) {
        self.instances
            .prepare(instances, |ir, current| current.extended(ir));
    }

    fn kernels(&self) -> Vec<ModuleKernel> {
        self.instances.kernels()
    }
}

/// A kernel of a [`CpuModule`], by its name in the module. A launch runs it in the newest
/// module, which holds every kernel of the older ones: a kernel does not keep the module it was
/// found in, for a program that instantiates many kernels would keep every module made.
struct CpuKernel {
    instances: Arc<Instances<Module>>,
    name: String,
    info: KernelInfo,
}

impl Kernel for CpuKernel {
    fn info(&self) -> &KernelInfo {
        &self.info
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn launch(&self, cfg: &KernelConfig, params: &[u8]) -> LaunchOutcome {
        let lc = LaunchConfig {
            grid: cfg.grid,
            block: cfg.block,
            dynamic_shared: cfg.dynamic_shared,
            cooperative: cfg.cooperative,
            cluster: cfg.cluster.unwrap_or([1; 3]),
        };
        let mut printf = Vec::new();
        let fault = self
            .instances
            .current()
            .launch(&self.name, &lc, params, &mut printf)
            .err()
            .map(describe_fault);
        LaunchOutcome { printf, fault }
    }
}

/// Maps an executor fault onto the CUDA error it raises and the line explaining it.
fn describe_fault(fault: Fault) -> KernelFault {
    let xyz = |v: [u32; 3]| format!("({},{},{})", v[0], v[1], v[2]);
    match fault {
        Fault::IllegalAddress {
            address,
            kernel,
            block,
            thread,
        } => KernelFault {
            kind: FaultKind::IllegalAddress,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' block {} thread {}: illegal address {address:#x}",
                xyz(block),
                xyz(thread)
            ),
        },
        Fault::MisalignedAddress {
            address,
            kernel,
            block,
            thread,
        } => KernelFault {
            kind: FaultKind::MisalignedAddress,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' block {} thread {}: misaligned address {address:#x}",
                xyz(block),
                xyz(thread)
            ),
        },
        Fault::SharedOverrun {
            kernel,
            block,
            offset,
            size,
        } => KernelFault {
            kind: FaultKind::IllegalAddress,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' block {}: a thread wrote past the end of shared \
                 memory, at byte offset {} of a block that has {size} bytes",
                xyz(block),
                size + offset
            ),
        },
        // CUDA prints the failed assertion itself; the message is already in its format.
        Fault::Assert { message } => KernelFault {
            kind: FaultKind::Assert,
            explanation: message.trim_end().to_string(),
        },
        Fault::LaneOutsideMask {
            kernel,
            block,
            thread,
            mask,
        } => KernelFault {
            kind: FaultKind::IllegalInstruction,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' block {} thread {}: the mask {mask:#010x} of a \
                 warp operation leaves out the calling thread's lane",
                xyz(block),
                xyz(thread)
            ),
        },
        Fault::BarrierDivergence { kernel, block } => KernelFault {
            kind: FaultKind::LaunchFailure,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' block {}: some threads wait at a barrier \
                 (__syncthreads) that others of the block never reach",
                xyz(block)
            ),
        },
        Fault::Trap { kernel, reason } => KernelFault {
            kind: FaultKind::LaunchFailure,
            explanation: format!(
                "ferrocuda: kernel '{kernel}': {}",
                reason.unwrap_or_else(|| "trap (__trap() or unrecoverable error)".into())
            ),
        },
        Fault::Compile { kernel, message } => KernelFault {
            kind: FaultKind::LaunchFailure,
            explanation: format!(
                "ferrocuda: kernel '{kernel}' cannot be compiled for the CPU: {}",
                message.trim_end()
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_and_memory() {
        let b = CpuBackend::with_capacity(1 << 26).unwrap();
        let p = b.properties();
        assert!(p.name.starts_with("ferrocuda CPU ("));
        assert!(p.total_global_mem <= 1 << 26);
        let a = b.alloc(1000, MemoryKind::Device).unwrap();
        assert_eq!(a % 256, 0);
        assert_eq!(b.allocation_of(a + 999), Some((a, 1024)));
        unsafe { b.memset(a, Fill::bytes(7), 1000) };
        let mut host = [0u8; 4];
        unsafe {
            b.copy(
                host.as_mut_ptr() as u64,
                a + 10,
                4,
                CopyDirection::DeviceToHost,
            )
        };
        assert_eq!(host, [7; 4]);
        // A 32-bit pattern over a length that is no multiple of it (cuMemsetD32 fills whole
        // elements; the runtime's checks keep lengths whole, the fill does not rely on it).
        let fill = Fill {
            value: 0x0403_0201,
            element: 4,
        };
        unsafe { b.memset(a, fill, 1000) };
        let mut all = [0u8; 1000];
        unsafe {
            b.copy(
                all.as_mut_ptr() as u64,
                a,
                1000,
                CopyDirection::DeviceToHost,
            )
        };
        assert!(all
            .iter()
            .enumerate()
            .all(|(i, &v)| v as usize == i % 4 + 1));
        assert!(b.alloc(1 << 27, MemoryKind::Device).is_none());
        assert!(b.free(a));
        assert!(!b.free(a));
    }

    #[test]
    fn faults_explain_themselves() {
        let f = describe_fault(Fault::IllegalAddress {
            address: 0x10,
            kernel: "k".into(),
            block: [1, 0, 0],
            thread: [2, 0, 0],
        });
        assert_eq!(f.kind, FaultKind::IllegalAddress);
        assert_eq!(
            f.explanation,
            "ferrocuda: kernel 'k' block (1,0,0) thread (2,0,0): illegal address 0x10"
        );
    }
}
