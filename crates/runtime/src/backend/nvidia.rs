//! The NVIDIA device: memory, copies and kernels through `ferrocuda_nvidia`, which loads the
//! CUDA driver and NVRTC at run time (a build without a GPU still links and runs).
//!
//! A device image is lowered to IR here, as the CPU backend does, and handed to
//! [`Gpu::load`], which emits CUDA C, compiles it with NVRTC for the GPU (cached on disk) and
//! loads it. Templated kernels are instantiated on first launch: the front end's session for the
//! image adds the instance to its lowering, and the result is loaded as a module that *shares* the
//! old module's
//! `__device__` and `__constant__` variables ([`Gpu::load_extending`]), so their addresses and
//! contents never change under the program.
//!
//! Launches, fills and device-to-device copies are only issued, all to the driver's one legacy
//! stream, so the device runs them in the order the runtime issues them; copies that touch host
//! memory complete before they return, as `cuMemcpy` does. A kernel fault surfaces at the next
//! driver call that waits: [`Backend::synchronize`] and the event waits report it, and an
//! operation that cannot (a copy) keeps it for the next of those. Events are the driver's.
//! Kernel `printf` output is written by the driver to the process's stdout when the host waits
//! for the device, as with NVIDIA's runtime, so [`LaunchOutcome::printf`] is always empty here.

use super::instances::{lower_image, InstanceSpec, Instances, TemplateKind};
use super::{
    ArrayCopySide, ArrayShape, ArrayStorage, Backend, CopyDirection, DeviceProperties, FaultKind,
    Fill, Kernel, KernelConfig, KernelError, KernelFault, KernelInfo, LaunchOutcome, LoadedModule,
    MemoryKind, ModuleKernel, PhysicalSpec, TensorMapSpec, TextureMemory, TextureSpec,
};
use crate::abi::{CudaError, Limit};
use ferrocuda_ir::ParamKind;
use ferrocuda_nvidia::driver::{CopySide, TextureSource};
use ferrocuda_nvidia::{Gpu, GpuError, GpuKernel, GpuModule, GpuProperties, LaunchKind};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Device-visible ranges the runtime may ask about: allocations and module variables, by start.
#[derive(Default)]
struct Ranges {
    allocations: BTreeMap<u64, (usize, MemoryKind)>,
    variables: BTreeMap<u64, usize>,
    /// Address ranges reserved for virtual memory management, and other processes'
    /// allocations mapped here: start → size.
    mapped: BTreeMap<u64, usize>,
}

impl Ranges {
    fn containing(&self, ptr: u64) -> Option<(u64, usize)> {
        let within = |(&start, &size): (&u64, &usize)| {
            (ptr >= start && ptr - start < size.max(1) as u64).then_some((start, size))
        };
        let alloc = self
            .allocations
            .range(..=ptr)
            .next_back()
            .and_then(|(s, (size, _))| within((s, size)));
        alloc
            .or_else(|| self.variables.range(..=ptr).next_back().and_then(within))
            .or_else(|| self.mapped.range(..=ptr).next_back().and_then(within))
    }
}

pub struct NvidiaBackend {
    gpu: Gpu,
    props: DeviceProperties,
    ranges: Arc<Mutex<Ranges>>,
    /// A fault met by an operation that has no way to report it, kept for the next wait.
    kept_fault: Mutex<Option<KernelFault>>,
}

impl NvidiaBackend {
    /// Opens GPU 0. Fails, with a message naming what is missing (driver, NVRTC, device), on
    /// machines that cannot run kernels.
    pub fn new() -> Result<NvidiaBackend, String> {
        let gpu = Gpu::open()?;
        let props = convert_properties(gpu.properties());
        Ok(NvidiaBackend {
            gpu,
            props,
            ranges: Arc::default(),
            kept_fault: Mutex::new(None),
        })
    }

    fn ranges(&self) -> std::sync::MutexGuard<'_, Ranges> {
        self.ranges.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn kept_fault(&self) -> std::sync::MutexGuard<'_, Option<KernelFault>> {
        self.kept_fault.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps the fault behind a failed copy or fill for the next wait; any other failure of a
    /// validated operation is only explained.
    fn keep(&self, e: &GpuError, what: &str) {
        if e.is_sticky() {
            self.kept_fault()
                .get_or_insert_with(|| device_fault(None, e));
        } else {
            eprintln!("ferrocuda: {what} failed on the GPU: {e}");
        }
    }

    /// The result of a call that waits for the device: its fault, or the earlier one kept.
    fn waited<T>(&self, r: Result<T, GpuError>) -> Result<T, KernelFault> {
        let kept = self.kept_fault().take();
        match (r, kept) {
            (_, Some(f)) => Err(f),
            (Ok(v), None) => Ok(v),
            (Err(e), None) => Err(device_fault(None, &e)),
        }
    }
}

fn convert_properties(p: &GpuProperties) -> DeviceProperties {
    DeviceProperties {
        name: p.name.clone(),
        uuid: p.uuid,
        total_global_mem: p.total_global_mem,
        shared_mem_per_block: p.shared_mem_per_block,
        shared_mem_per_block_optin: p.shared_mem_per_block_optin,
        shared_mem_per_multiprocessor: p.shared_mem_per_multiprocessor,
        reserved_shared_mem_per_block: p.reserved_shared_mem_per_block,
        regs_per_block: p.regs_per_block,
        regs_per_multiprocessor: p.regs_per_multiprocessor,
        warp_size: p.warp_size,
        mem_pitch: p.mem_pitch,
        max_threads_per_block: p.max_threads_per_block,
        max_threads_dim: p.max_threads_dim,
        max_grid_size: p.max_grid_size,
        clock_rate_khz: p.clock_rate_khz,
        memory_clock_rate_khz: p.memory_clock_rate_khz,
        memory_bus_width: p.memory_bus_width,
        total_const_mem: p.total_const_mem,
        major: p.major,
        minor: p.minor,
        texture_alignment: p.texture_alignment,
        texture_pitch_alignment: p.texture_pitch_alignment,
        multiprocessor_count: p.multiprocessor_count,
        integrated: p.integrated,
        l2_cache_size: p.l2_cache_size,
        persisting_l2_cache_max_size: p.persisting_l2_cache_max_size,
        access_policy_max_window_size: p.access_policy_max_window_size,
        max_threads_per_multiprocessor: p.max_threads_per_multiprocessor,
        max_blocks_per_multiprocessor: p.max_blocks_per_multiprocessor,
        async_engine_count: p.async_engine_count,
        concurrent_kernels: p.concurrent_kernels,
        unified_addressing: p.unified_addressing,
        managed_memory: p.managed_memory,
        can_map_host_memory: p.can_map_host_memory,
        concurrent_managed_access: p.concurrent_managed_access,
        pageable_memory_access: p.pageable_memory_access,
        host_native_atomics: p.host_native_atomics,
        generic_compression: p.generic_compression,
        shareable_handle_types: p.shareable_handle_types,
        driver_attributes: p.attributes.clone(),
        ecc_enabled: p.ecc_enabled,
        pci_bus_id: p.pci_bus_id,
        pci_device_id: p.pci_device_id,
        pci_domain_id: p.pci_domain_id,
    }
}

impl Backend for NvidiaBackend {
    fn name(&self) -> &'static str {
        "nvidia"
    }

    fn properties(&self) -> &DeviceProperties {
        &self.props
    }

    fn alloc(&self, size: usize, kind: MemoryKind) -> Option<u64> {
        let p = match kind {
            MemoryKind::Device => self.gpu.alloc(size),
            MemoryKind::PinnedHost => self.gpu.alloc_host(size),
            MemoryKind::Managed => self.gpu.alloc_managed(size),
        }
        .ok()?;
        self.ranges().allocations.insert(p, (size, kind));
        Some(p)
    }

    fn free(&self, ptr: u64) -> bool {
        let Some((_, kind)) = self.ranges().allocations.remove(&ptr) else {
            return false;
        };
        let freed = match kind {
            MemoryKind::PinnedHost => self.gpu.free_host(ptr),
            MemoryKind::Device | MemoryKind::Managed => self.gpu.free(ptr),
        };
        // After a kernel fault every driver call fails; the allocation is gone for the runtime
        // either way, and the context with it.
        let _ = freed;
        true
    }

    fn allocation_of(&self, ptr: u64) -> Option<(u64, usize)> {
        self.ranges().containing(ptr)
    }

    fn map_host(&self, base: u64, size: usize) -> bool {
        // Portable and mapped (CU_MEMHOSTREGISTER_PORTABLE | _DEVICEMAP), as every
        // registration is under unified addressing.
        // SAFETY: the program registers memory it owns and keeps until it unregisters it.
        unsafe { self.gpu.host_register(base as *mut u8, size, 0x1 | 0x2) }.is_ok()
    }

    fn unmap_host(&self, base: u64) {
        let _ = self.gpu.host_unregister(base as *mut u8);
    }

    fn reserve_addresses(&self, size: usize, align: usize) -> Option<u64> {
        let va = self.gpu.reserve_addresses(size, align).ok()?;
        self.ranges().mapped.insert(va, size);
        Some(va)
    }

    fn free_addresses(&self, base: u64) {
        if let Some(size) = self.ranges().mapped.remove(&base) {
            let _ = self.gpu.free_addresses(base, size);
        }
    }

    fn create_physical(&self, size: usize, spec: PhysicalSpec) -> Result<u64, String> {
        self.gpu
            .create_physical(size, spec.shareable, spec.compressed)
            .map_err(|e| e.to_string())
    }

    fn export_physical(&self, handle: u64) -> Result<i32, String> {
        self.gpu.export_physical(handle).map_err(|e| e.to_string())
    }

    fn import_physical(&self, fd: i32) -> Result<(u64, Option<usize>), String> {
        let handle = self.gpu.import_physical(fd).map_err(|e| e.to_string())?;
        Ok((handle, None))
    }

    fn release_physical(&self, handle: u64) {
        let _ = self.gpu.release_physical(handle);
    }

    fn export_memory(&self, base: u64, _size: usize) -> Result<[u8; 64], String> {
        self.gpu.export_memory(base).map_err(|e| e.to_string())
    }

    fn import_memory(&self, handle: &[u8; 64]) -> Result<u64, (CudaError, String)> {
        let (ptr, size) = self
            .gpu
            .import_memory(handle)
            .map_err(|e| (CudaError(e.cuda as i32), e.to_string()))?;
        self.ranges().mapped.insert(ptr, size);
        Ok(ptr)
    }

    fn close_imported(&self, ptr: u64) -> bool {
        if self.ranges().mapped.remove(&ptr).is_none() {
            return false;
        }
        self.gpu.close_imported(ptr).is_ok()
    }

    fn map_physical(&self, va: u64, size: usize, handle: u64, offset: usize) -> Result<(), String> {
        self.gpu
            .map_physical(va, size, handle, offset)
            .map_err(|e| e.to_string())
    }

    fn unmap_physical(&self, va: u64, size: usize) -> Result<(), String> {
        self.gpu.unmap_physical(va, size).map_err(|e| e.to_string())
    }

    fn memory_usage(&self) -> (usize, usize) {
        match self.gpu.mem_info() {
            // The driver's view: what every process and context has taken, as cudaMemGetInfo
            // reports it.
            Ok((free, total)) => (total.saturating_sub(free), total),
            Err(_) => {
                let used = self.ranges().allocations.values().map(|(s, _)| *s).sum();
                (used, self.props.total_global_mem)
            }
        }
    }

    unsafe fn copy(&self, dst: u64, src: u64, len: usize, dir: CopyDirection) {
        if len == 0 {
            return;
        }
        if dir == CopyDirection::HostToHost {
            // SAFETY: the caller guarantees both host ranges; pinned memory is host memory.
            unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, len) };
            return;
        }
        // SAFETY: the caller guarantees the host-side range and the runtime has validated the
        // device side. With unified addressing the driver tells host from device pointers.
        // Only a kernel fault before it makes a validated copy fail.
        if let Err(e) = unsafe { self.gpu.copy(dst, src, len) } {
            self.keep(&e, &format!("copy of {len} bytes"));
        }
    }

    unsafe fn memset(&self, dst: u64, fill: Fill, len: usize) {
        if let Err(e) = self.gpu.memset(dst, fill.value, fill.element, len) {
            self.keep(&e, &format!("memset of {len} bytes"));
        }
    }

    fn load_module(&self, image: &[u8]) -> Result<Box<dyn LoadedModule>, String> {
        let (ir, session) = lower_image(image)?;
        let module = self.gpu.load(&ir)?;
        let loaded = NvidiaModule {
            gpu: self.gpu.clone(),
            instances: Instances::new(image, session, ModuleKernel::of(&ir), module),
            ranges: self.ranges.clone(),
            registered: Mutex::new(Vec::new()),
        };
        loaded.register_variables(&loaded.instances.current());
        Ok(Box::new(loaded))
    }

    fn create_array(&self, shape: &ArrayShape) -> Option<Result<u64, String>> {
        Some(
            self.gpu
                .create_array(
                    &shape.format,
                    driver_extent(shape),
                    shape.layered,
                    shape.cubemap,
                )
                .map_err(|e| e.to_string()),
        )
    }

    fn destroy_array(&self, handle: u64) {
        let _ = self.gpu.destroy_array(handle);
    }

    fn create_mipmapped_array(
        &self,
        shape: &ArrayShape,
        levels: usize,
    ) -> Option<Result<(u64, Vec<u64>), String>> {
        let extent = driver_extent(shape);
        Some(
            self.gpu
                .create_mipmapped_array(&shape.format, extent, shape.layered, shape.cubemap, levels)
                .map_err(|e| e.to_string()),
        )
    }

    fn destroy_mipmapped_array(&self, handle: u64) {
        let _ = self.gpu.destroy_mipmapped_array(handle);
    }

    unsafe fn copy_array(
        &self,
        dst: ArrayCopySide,
        src: ArrayCopySide,
        extent: [usize; 3],
    ) -> Result<(), String> {
        let side = |s: ArrayCopySide| match s {
            ArrayCopySide::Memory {
                ptr,
                pitch,
                slice,
                device,
            } => CopySide::Memory {
                ptr,
                pitch,
                rows: slice.checked_div(pitch).unwrap_or(0),
                device,
            },
            ArrayCopySide::Array { handle, origin } => CopySide::Array { handle, origin },
        };
        // SAFETY: forwarded from the caller.
        unsafe { self.gpu.copy_3d(side(dst), side(src), extent) }.map_err(|e| e.to_string())
    }

    fn create_texture(&self, spec: &TextureSpec) -> Result<u64, String> {
        let source = match spec.memory {
            TextureMemory::Linear { ptr, width } => TextureSource::Linear { ptr, width },
            TextureMemory::Pitch2D {
                ptr,
                width,
                height,
                pitch,
            } => TextureSource::Pitch2D {
                ptr,
                width,
                height,
                pitch,
            },
            TextureMemory::Array {
                storage: ArrayStorage::Opaque(a),
                ..
            } => TextureSource::Array(a),
            TextureMemory::Mipmapped {
                handle: Some(m), ..
            } => TextureSource::Mipmapped(m),
            TextureMemory::Array {
                storage: ArrayStorage::Pitched { .. },
                ..
            }
            | TextureMemory::Mipmapped { .. } => {
                return Err("arrays on this device are opaque".into())
            }
        };
        self.gpu
            .create_texture(source, &spec.format, &spec.sampling)
            .map_err(|e| e.to_string())
    }

    fn destroy_texture(&self, handle: u64) {
        let _ = self.gpu.destroy_texture(handle);
    }

    fn create_surface(&self, storage: ArrayStorage, _shape: &ArrayShape) -> Result<u64, String> {
        let ArrayStorage::Opaque(array) = storage else {
            return Err("arrays on this device are opaque".into());
        };
        self.gpu.create_surface(array).map_err(|e| e.to_string())
    }

    fn destroy_surface(&self, handle: u64) {
        let _ = self.gpu.destroy_surface(handle);
    }

    fn encode_tensor_map(&self, spec: &TensorMapSpec) -> Result<[u64; 16], String> {
        self.gpu
            .encode_tensor_map(
                spec.data_type,
                spec.address,
                &spec.dims,
                &spec.strides,
                &spec.box_dims,
                &spec.element_strides,
                [
                    spec.interleave,
                    spec.swizzle,
                    spec.l2_promotion,
                    spec.oob_fill,
                ],
            )
            .map_err(|e| e.to_string())
    }

    fn launches_asynchronously(&self) -> bool {
        true
    }

    fn set_limit(&self, limit: Limit, value: usize) -> Result<(), String> {
        self.gpu
            .set_limit(limit.0, value)
            .map_err(|e| e.to_string())
    }

    fn synchronize(&self) -> Option<KernelFault> {
        self.waited(self.gpu.synchronize()).err()
    }

    fn is_idle(&self) -> Result<bool, KernelFault> {
        self.waited(self.gpu.is_idle())
    }

    fn create_event(&self, timing: bool) -> Option<u64> {
        // Without the driver's timing every event is the host's, so that two events can always
        // be measured against each other.
        if !self.gpu.has_event_timing() {
            return None;
        }
        self.gpu.event_create(timing).ok()
    }

    fn destroy_event(&self, event: u64) {
        let _ = self.gpu.event_destroy(event);
    }

    fn record_event(&self, event: u64) -> Result<(), KernelFault> {
        self.gpu
            .event_record(event)
            .map_err(|e| device_fault(None, &e))
    }

    fn query_event(&self, event: u64) -> Result<bool, KernelFault> {
        self.waited(self.gpu.event_query(event))
    }

    fn synchronize_event(&self, event: u64) -> Result<(), KernelFault> {
        self.waited(self.gpu.event_synchronize(event))
    }

    fn event_elapsed_ms(&self, start: u64, end: u64) -> Option<f32> {
        self.gpu.event_elapsed_ms(start, end).ok()
    }
}

/// A loaded image and its template instances (see the module documentation).
struct NvidiaModule {
    gpu: Gpu,
    /// The newest module holds the older ones, whose variables it uses.
    instances: Instances<GpuModule>,
    ranges: Arc<Mutex<Ranges>>,
    /// The module variables this module added to `ranges`.
    registered: Mutex<Vec<u64>>,
}

impl Drop for NvidiaModule {
    fn drop(&mut self) {
        let mut ranges = self.ranges.lock().unwrap_or_else(|e| e.into_inner());
        let registered = self.registered.lock().unwrap_or_else(|e| e.into_inner());
        for a in registered.iter() {
            ranges.variables.remove(a);
        }
    }
}

impl NvidiaModule {
    /// The module holding kernel `name` (instantiated for `template_args`) and its name there.
    fn resolve(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<(Arc<GpuModule>, String), KernelError> {
        self.instances
            .resolve(TemplateKind::Kernel, name, template_args, |ir, current| {
                self.extend(&ir, current)
            })
            .map_err(KernelError::Compile)
    }

    /// The module of the larger program `ir`, keeping `current`'s variables; the variables it
    /// adds (a variable template's instances) join the ranges copies are checked against.
    fn extend(&self, ir: &ferrocuda_ir::Module, current: &GpuModule) -> Result<GpuModule, String> {
        let module = self.gpu.load_extending(ir, current)?;
        self.register_variables(&module);
        Ok(module)
    }

    /// Adds the variables of `module` not known yet to the ranges copies are checked against.
    fn register_variables(&self, module: &GpuModule) {
        let mut ranges = self.ranges.lock().unwrap_or_else(|e| e.into_inner());
        let mut registered = self.registered.lock().unwrap_or_else(|e| e.into_inner());
        for (_, addr, size) in module.globals() {
            if let std::collections::btree_map::Entry::Vacant(v) = ranges.variables.entry(addr) {
                v.insert(size);
                registered.push(addr);
            }
        }
    }
}

impl LoadedModule for NvidiaModule {
    fn kernel(
        &self,
        name: &str,
        template_args: Option<&str>,
    ) -> Result<Arc<dyn Kernel>, KernelError> {
        let (module, name) = self.resolve(name, template_args)?;
        let Some(params) = module.kernel_params(&name) else {
            return Err(match module.kernel_error(&name) {
                Some(msg) => KernelError::Compile(msg.to_string()),
                None => KernelError::NotFound,
            });
        };
        let params = params.to_vec();
        let attrs = module
            .kernel_attributes(&name)
            .map_err(|e| KernelError::Compile(e.to_string()))?;
        let info = KernelInfo {
            params,
            static_shared: attrs.static_shared,
            const_bytes: attrs.const_bytes,
            local_bytes: attrs.local_bytes,
            num_regs: attrs.num_regs,
            launch_bound: attrs.launch_bound,
            cluster_dims: attrs.cluster_dims,
        };
        let launcher = module
            .launcher(&name)
            .map_err(|e| KernelError::Compile(e.to_string()))?;
        let driver_offsets = launcher
            .param_offsets(info.params.len())
            .map_err(|e| KernelError::Compile(e.to_string()))?;
        let relayout = driver_offsets.and_then(|o| Relayout::between(&info.params, &o));
        Ok(Arc::new(NvidiaKernel {
            launcher,
            name,
            info,
            relayout,
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
            |ir, current| self.extend(&ir, current),
        )?;
        Ok(module.global(&name))
    }

    fn prepare_instances(&self, instances: &[InstanceSpec]) {
        self.instances
            .prepare(instances, |ir, current| self.extend(&ir, current));
    }

    fn kernels(&self) -> Vec<ModuleKernel> {
        self.instances.kernels()
    }
}

/// A kernel of an [`NvidiaModule`], with its name in the GPU module that holds it.
struct NvidiaKernel {
    launcher: GpuKernel,
    name: String,
    info: KernelInfo,
    /// Where the GPU's driver places the parameters otherwise than `param_layout` does.
    relayout: Option<Relayout>,
}

/// How to move a parameter buffer laid out by `ferrocuda_ir::param_layout` (as a Hopper GPU
/// lays it out) to where the driver of another GPU, whose parameter bank starts elsewhere,
/// places parameters aligned to more than 16 bytes.
#[derive(Debug, PartialEq)]
struct Relayout {
    /// Each parameter's offset in the runtime's buffer, its offset in the driver's, its size.
    moves: Vec<(usize, usize, usize)>,
    size: usize,
}

impl Relayout {
    /// `None` where the driver's offsets are the runtime's.
    fn between(params: &[ParamKind], driver_offsets: &[usize]) -> Option<Relayout> {
        let (ours, _) = ferrocuda_ir::param_layout(params);
        if ours
            .iter()
            .map(|&o| o as usize)
            .eq(driver_offsets.iter().copied())
        {
            return None;
        }
        let moves: Vec<_> = ours
            .iter()
            .zip(driver_offsets)
            .zip(params)
            .map(|((&from, &to), p)| (from as usize, to, p.size_align().0 as usize))
            .collect();
        let size = moves.iter().map(|&(_, to, n)| to + n).max().unwrap_or(0);
        Some(Relayout { moves, size })
    }

    fn apply(&self, params: &[u8]) -> Vec<u8> {
        let mut out = vec![0; self.size];
        for &(from, to, n) in &self.moves {
            if let Some(bytes) = params.get(from..from + n) {
                out[to..to + n].copy_from_slice(bytes);
            }
        }
        out
    }

    fn offsets(&self) -> Vec<u32> {
        self.moves.iter().map(|&(_, to, _)| to as u32).collect()
    }
}

impl Kernel for NvidiaKernel {
    fn info(&self) -> &KernelInfo {
        &self.info
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn max_active_blocks(&self, block_size: i32, dynamic_shared: usize) -> Option<i32> {
        self.launcher
            .max_active_blocks(block_size, dynamic_shared)
            .ok()
    }

    fn launch(&self, cfg: &KernelConfig, params: &[u8]) -> LaunchOutcome {
        let moved = self.relayout.as_ref().map(|r| r.apply(params));
        let params = moved.as_deref().unwrap_or(params);
        let offsets = match (cfg.cooperative, &self.relayout) {
            (false, _) => Vec::new(),
            (true, Some(r)) => r.offsets(),
            (true, None) => ferrocuda_ir::param_layout(&self.info.params).0,
        };
        let kind = match (cfg.cooperative, cfg.cluster) {
            (true, _) => LaunchKind::Cooperative(&offsets),
            (false, Some(dims)) => LaunchKind::Clusters(dims),
            (false, None) => LaunchKind::Plain,
        };
        let fault = self
            .launcher
            .launch(cfg.grid, cfg.block, cfg.dynamic_shared, params, kind)
            .err()
            .map(|e| device_fault(Some(&self.name), &e));
        LaunchOutcome {
            printf: Vec::new(),
            fault,
        }
    }
}

/// Maps a failed launch, or a fault found when waiting for the device, onto the fault the
/// runtime records; `kernel` names the launch when it was the launch that failed. The GPU's
/// errors without a fault kind of their own (hardware stack error 714, invalid PC 718, ...)
/// become a launch failure whose explanation names the exact error.
fn device_fault(kernel: Option<&str>, e: &GpuError) -> KernelFault {
    use ferrocuda_nvidia::error::code;
    let kind = match e.cuda {
        code::ILLEGAL_ADDRESS => FaultKind::IllegalAddress,
        code::ASSERT => FaultKind::Assert,
        code::MISALIGNED_ADDRESS => FaultKind::MisalignedAddress,
        code::ILLEGAL_INSTRUCTION => FaultKind::IllegalInstruction,
        code::LAUNCH_TIMEOUT => FaultKind::LaunchTimeout,
        code::LAUNCH_OUT_OF_RESOURCES => FaultKind::OutOfResources,
        _ => FaultKind::LaunchFailure,
    };
    let at = match kernel {
        Some(k) => format!("kernel '{k}'"),
        None => "a kernel on the GPU".to_string(),
    };
    let explanation = if kind == FaultKind::Assert {
        // The GPU has already printed the assertion itself, in CUDA's format.
        format!("ferrocuda: {at}: device-side assertion failed")
    } else {
        format!("ferrocuda: {at}: {} ({})", e.message, e.name)
    };
    KernelFault { kind, explanation }
}

/// An array's extent as the driver wants it: 0 for the dimensions the array does not have.
fn driver_extent(shape: &ArrayShape) -> [usize; 3] {
    let [w, h, d] = shape.extent;
    match (shape.dims, shape.layered || shape.cubemap) {
        (1, false) => [w, 0, 0],
        (1, true) => [w, 0, d],
        (2, false) => [w, h, 0],
        _ => [w, h, d],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A GPU whose parameter bank starts at a multiple of 64 places a 64-byte-aligned class
    /// after an `int` at 64, where a Hopper places it at 48.
    #[test]
    fn parameters_move_where_the_driver_places_them() {
        let params = [
            ParamKind::Scalar(ferrocuda_ir::Type::I32),
            ParamKind::Aggregate {
                size: 64,
                align: 64,
            },
            ParamKind::Scalar(ferrocuda_ir::Type::Ptr),
        ];
        assert_eq!(Relayout::between(&params, &[0, 48, 112]), None);
        let r = Relayout::between(&params, &[0, 64, 128]).unwrap();
        let mut buffer = vec![0u8; 120];
        buffer[..4].copy_from_slice(&7i32.to_ne_bytes());
        buffer[48..112].fill(9);
        buffer[112..].copy_from_slice(&0x1234u64.to_ne_bytes());
        let moved = r.apply(&buffer);
        assert_eq!(moved.len(), 136);
        assert_eq!(moved[..4], 7i32.to_ne_bytes());
        assert!(moved[4..64].iter().all(|&b| b == 0));
        assert!(moved[64..128].iter().all(|&b| b == 9));
        assert_eq!(moved[128..], 0x1234u64.to_ne_bytes());
        assert_eq!(r.offsets(), [0, 64, 128]);
    }

    #[test]
    fn ranges_find_allocations_and_variables() {
        let mut r = Ranges::default();
        r.allocations.insert(0x1000, (256, MemoryKind::Device));
        r.variables.insert(0x2000, 16);
        assert_eq!(r.containing(0x10ff), Some((0x1000, 256)));
        assert_eq!(r.containing(0x1100), None);
        assert_eq!(r.containing(0x200f), Some((0x2000, 16)));
        assert_eq!(r.containing(0xfff), None);
    }

    #[test]
    fn faults_keep_the_gpu_error() {
        let e = GpuError::from_driver(
            716,
            "CUDA_ERROR_MISALIGNED_ADDRESS".into(),
            "cuCtxSynchronize: misaligned address".into(),
        );
        let f = device_fault(None, &e);
        assert_eq!(f.kind, FaultKind::MisalignedAddress);
        assert!(f.explanation.contains("CUDA_ERROR_MISALIGNED_ADDRESS"));
        let kind = |code: u32| {
            let e = GpuError::from_driver(code, "CUDA_ERROR_X".into(), "x".into());
            device_fault(Some("k"), &e).kind
        };
        assert_eq!(kind(700), FaultKind::IllegalAddress);
        assert_eq!(kind(710), FaultKind::Assert);
        assert_eq!(kind(715), FaultKind::IllegalInstruction);
        assert_eq!(kind(702), FaultKind::LaunchTimeout);
        assert_eq!(kind(701), FaultKind::OutOfResources);
        assert_eq!(kind(718), FaultKind::LaunchFailure);
        assert_eq!(kind(719), FaultKind::LaunchFailure);
    }

    /// On a machine with a GPU: a device image compiled from CUDA C runs through this backend.
    #[test]
    fn runs_a_kernel_when_there_is_a_gpu() {
        let Ok(b) = NvidiaBackend::new() else {
            println!("skipped: no NVIDIA driver");
            return;
        };
        // The headers the front end needs: `$FERROCUDA_INCLUDE_DIR`, else the checkout's.
        let include = std::env::var_os("FERROCUDA_INCLUDE_DIR")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| {
                std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../include")
            });
        if !include.join("cuda_runtime.h").is_file() {
            println!("skipped: no CUDA headers at {}", include.display());
            return;
        }
        let opts = ferrocuda_frontend::compile::DeviceOptions {
            system_dirs: vec![include.clone(), include.join("ferrocuda/device-std")],
            ..Default::default()
        };
        let c = ferrocuda_frontend::compile::compile_bytes(
            "t.cu",
            b"__global__ void inc(int* p) { p[threadIdx.x] += threadIdx.x; }",
            &opts,
        )
        .unwrap();
        let m = b.load_module(&c.image).unwrap();
        let k = m.kernel("inc", None).unwrap();
        assert_eq!(k.info().params.len(), 1);
        let p = b.alloc(128, MemoryKind::Device).unwrap();
        unsafe { b.memset(p, Fill::bytes(0), 128) };
        let cfg = KernelConfig {
            grid: [1, 1, 1],
            block: [32, 1, 1],
            dynamic_shared: 0,
            cooperative: false,
            cluster: None,
        };
        let outcome = k.launch(&cfg, &p.to_ne_bytes());
        assert_eq!(outcome.fault, None);
        assert_eq!(b.synchronize(), None);
        let mut host = [0i32; 32];
        unsafe {
            b.copy(
                host.as_mut_ptr() as u64,
                p,
                128,
                CopyDirection::DeviceToHost,
            )
        };
        assert!(host.iter().enumerate().all(|(i, &v)| v == i as i32));
        assert_eq!(b.allocation_of(p + 64), Some((p, 128)));
        assert!(b.free(p));
    }
}
