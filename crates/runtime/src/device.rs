//! Device management: selection, flags, limits, synchronisation, reset and attributes.
//!
//! There is one device, ordinal 0. Its attributes are derived from the backend's
//! [`DeviceProperties`], which is also what `cudaGetDeviceProperties` reports, so the two views
//! always agree.

use crate::abi::{CudaDeviceProp, CudaError, Limit};
use crate::backend::{DeviceProperties, SHAREABLE_FABRIC, SHAREABLE_POSIX_FD};
use crate::context::Runtime;
use crate::error::CudaResult;
use std::sync::atomic::Ordering;

/// CUDA's defaults for an sm_90 device, indexed by `cudaLimit`.
const DEFAULT_LIMITS: [usize; 7] = [1024, PRINTF_FIFO_SIZE, 8 << 20, 2, 2048, 64, 0];
/// The device `printf` buffer CUDA 13 gives an H200 by default.
const PRINTF_FIFO_SIZE: usize = 8650752;
/// The bounds of what a program can set the `printf` buffer, device heap and queue of
/// pending launches to.
const MIN_PRINTF_FIFO_SIZE: usize = 512 << 10;
const MAX_PRINTF_FIFO_SIZE: usize = 2 << 30;
const MIN_MALLOC_HEAP_SIZE: usize = 4 << 20;
const MIN_PENDING_LAUNCH_COUNT: usize = 32;

/// What a limit the device sizes itself (its stacks, heap, printf buffer and queue of launches
/// from device code) reads back as when `value` is asked for, as CUDA 13 rounds and bounds it
/// (measured on an H200): the stack in 16-byte steps, refused where every thread the device
/// holds at once could not have one in its memory; the heap in 64 KiB steps from 4 MiB, the
/// printf buffer from 512 KiB to 2 GiB, in 256-byte steps (measured on an H100, through the
/// runtime and the driver API alike); at least 32 pending launches. A
/// size whose rounding passes `usize::MAX` reads back as 0, as CUDA's does.
fn device_sized_limit(props: &DeviceProperties, limit: Limit, value: usize) -> CudaResult<usize> {
    let round = |step: usize| value.checked_next_multiple_of(step).unwrap_or(0);
    Ok(match limit {
        Limit::STACK_SIZE => {
            let threads =
                props.multiprocessor_count as usize * props.max_threads_per_multiprocessor as usize;
            value
                .checked_next_multiple_of(16)
                .filter(|&v| {
                    v.checked_mul(threads)
                        .is_some_and(|all| all <= props.total_global_mem)
                })
                .ok_or(CudaError::InvalidValue)?
        }
        Limit::MALLOC_HEAP_SIZE if value < MIN_MALLOC_HEAP_SIZE => MIN_MALLOC_HEAP_SIZE,
        Limit::MALLOC_HEAP_SIZE => round(64 << 10),
        Limit::PRINTF_FIFO_SIZE if value < MIN_PRINTF_FIFO_SIZE => MIN_PRINTF_FIFO_SIZE,
        Limit::PRINTF_FIFO_SIZE => round(256).min(MAX_PRINTF_FIFO_SIZE),
        Limit::DEV_RUNTIME_PENDING_LAUNCH_COUNT => value.max(MIN_PENDING_LAUNCH_COUNT),
        _ => value,
    })
}

/// `cudaStreamAttributeAccessPolicyWindow` (`cudaLaunchAttributeAccessPolicyWindow`).
const ATTRIBUTE_ACCESS_POLICY_WINDOW: i32 = 1;

/// What `cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, value)` sets aside: a whole
/// number of tenths of the most the device allows, rounded up (measured on an H200: 1 byte
/// sets aside 3932160 of 39321600), and more than that most is an invalid value. A device
/// with none to set aside keeps none, whatever is asked.
fn persisting_l2_size(p: &DeviceProperties, value: usize) -> CudaResult<usize> {
    let most = p.persisting_l2_cache_max_size;
    let tenth = most / 10;
    if tenth == 0 {
        return Ok(0);
    }
    if value > most {
        return Err(CudaError::InvalidValue);
    }
    Ok(value.div_ceil(tenth).saturating_mul(tenth).min(most))
}

/// The persisting L2 a context starts with: three tenths of the most (measured on an H200).
pub(crate) fn default_persisting_l2(p: &DeviceProperties) -> usize {
    p.persisting_l2_cache_max_size / 10 * 3
}

/// An access policy window (`cudaAccessPolicyWindow`: base, bytes, hit ratio, hit and miss
/// properties) as CUDA takes it: at most the device's largest window, a hit ratio from 0 to
/// 1 (measured: anything else is an invalid value).
fn check_access_policy_window(
    p: &DeviceProperties,
    value: &[u8; STREAM_ATTRIBUTE_BYTES],
) -> CudaResult<()> {
    let num_bytes = u64::from_ne_bytes(value[8..16].try_into().unwrap_or_default());
    let hit_ratio = f32::from_ne_bytes(value[16..20].try_into().unwrap_or_default());
    let fits = num_bytes <= p.access_policy_max_window_size as u64;
    match fits && (0.0..=1.0).contains(&hit_ratio) {
        true => Ok(()),
        false => Err(CudaError::InvalidValue),
    }
}

/// `cudaDeviceSetFlags` bits.
const DEVICE_SCHEDULE_MASK: u32 = 0x07;
const DEVICE_MAP_HOST: u32 = 0x08;
const DEVICE_LMEM_RESIZE_TO_MAX: u32 = 0x10;
const DEVICE_SYNC_MEMOPS: u32 = 0x80;
/// `cudaInitDeviceFlagsAreValid`.
const INIT_DEVICE_FLAGS_ARE_VALID: u32 = 0x01;

/// Device-wide settings a program can change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub limits: [usize; 7],
    pub cache_config: i32,
    pub device_flags: u32,
    /// `cudaStreamSetAttribute` values by (stream id, attribute): hints this runtime keeps and
    /// reports back (the CPU has no L2 to partition, and launches take no synchronisation
    /// policy).
    pub stream_attributes: std::collections::BTreeMap<(u64, i32), [u8; STREAM_ATTRIBUTE_BYTES]>,
}

/// `cudaLaunchAttributePriority`.
const ATTRIBUTE_PRIORITY: i32 = 8;

/// The size of `union cudaLaunchAttributeValue`.
pub const STREAM_ATTRIBUTE_BYTES: usize = 64;

impl Settings {
    /// A context's settings on a device described by `p`.
    pub fn for_device(p: &DeviceProperties) -> Self {
        let mut limits = DEFAULT_LIMITS;
        limits[Limit::PERSISTING_L2_CACHE_SIZE.0 as usize] = default_persisting_l2(p);
        Settings {
            limits,
            cache_config: 0,
            device_flags: 0,
            stream_attributes: Default::default(),
        }
    }
}

/// The limits of texture and surface sizes an H100 reports (ferrocuda's texture support follows
/// the same limits).
pub(crate) mod tex {
    pub const TEX_1D: i32 = 131072;
    pub const TEX_1D_MIPMAP: i32 = 32768;
    pub const TEX_1D_LINEAR: i32 = 1 << 28;
    pub const TEX_2D: [i32; 2] = [131072, 65536];
    pub const TEX_2D_MIPMAP: [i32; 2] = [32768, 32768];
    pub const TEX_2D_LINEAR: [i32; 3] = [131072, 65000, 2097120];
    pub const TEX_2D_GATHER: [i32; 2] = [32768, 32768];
    pub const TEX_3D: [i32; 3] = [16384, 16384, 16384];
    pub const TEX_3D_ALT: [i32; 3] = [8192, 8192, 32768];
    pub const TEX_CUBEMAP: i32 = 32768;
    pub const TEX_1D_LAYERED: [i32; 2] = [32768, 2048];
    pub const TEX_2D_LAYERED: [i32; 3] = [32768, 32768, 2048];
    pub const TEX_CUBEMAP_LAYERED: [i32; 2] = [32768, 2046];
    pub const SURF_1D: i32 = 32768;
    pub const SURF_2D: [i32; 2] = [131072, 65536];
    pub const SURF_3D: [i32; 3] = [16384, 16384, 16384];
    pub const SURF_1D_LAYERED: [i32; 2] = [32768, 2048];
    pub const SURF_2D_LAYERED: [i32; 3] = [32768, 32768, 2048];
    pub const SURF_CUBEMAP: i32 = 32768;
    pub const SURF_CUBEMAP_LAYERED: [i32; 2] = [32768, 2046];
    pub const SURFACE_ALIGNMENT: usize = 512;
}
pub(crate) use tex::*;

fn clamp_i32(v: usize) -> i32 {
    v.min(i32::MAX as usize) as i32
}

/// The value of `cudaDeviceAttr` `attr` (the driver's where it reported one), or `None` for a
/// value CUDA does not define.
pub fn attribute_value(p: &DeviceProperties, attr: i32) -> Option<i32> {
    if let Some(&v) = p.driver_attributes.get(&attr) {
        return Some(v);
    }
    let b = |v: bool| v as i32;
    let v = match attr {
        1 => p.max_threads_per_block as i32,
        2..=4 => p.max_threads_dim[(attr - 2) as usize] as i32,
        5..=7 => p.max_grid_size[(attr - 5) as usize] as i32,
        8 => clamp_i32(p.shared_mem_per_block),
        9 => clamp_i32(p.total_const_mem),
        10 => p.warp_size as i32,
        11 => clamp_i32(p.mem_pitch),
        12 => p.regs_per_block as i32,
        13 => p.clock_rate_khz as i32,
        14 => clamp_i32(p.texture_alignment),
        15 => b(p.async_engine_count > 0),
        16 => p.multiprocessor_count as i32,
        17 => 0,
        18 => b(p.integrated),
        19 => b(p.can_map_host_memory),
        20 => 0,
        21 => TEX_1D,
        22 | 23 => TEX_2D[(attr - 22) as usize],
        24..=26 => TEX_3D[(attr - 24) as usize],
        27..=29 => TEX_2D_LAYERED[(attr - 27) as usize],
        30 => SURFACE_ALIGNMENT as i32,
        31 => b(p.concurrent_kernels),
        32 => b(p.ecc_enabled),
        33 => p.pci_bus_id as i32,
        34 => p.pci_device_id as i32,
        35 => 0,
        36 => p.memory_clock_rate_khz as i32,
        37 => p.memory_bus_width as i32,
        38 => clamp_i32(p.l2_cache_size),
        39 => p.max_threads_per_multiprocessor as i32,
        40 => p.async_engine_count as i32,
        41 => b(p.unified_addressing),
        42 | 43 => TEX_1D_LAYERED[(attr - 42) as usize],
        45 | 46 => TEX_2D_GATHER[(attr - 45) as usize],
        47..=49 => TEX_3D_ALT[(attr - 47) as usize],
        50 => p.pci_domain_id as i32,
        51 => clamp_i32(p.texture_pitch_alignment),
        52 => TEX_CUBEMAP,
        53 | 54 => TEX_CUBEMAP_LAYERED[(attr - 53) as usize],
        55 => SURF_1D,
        56 | 57 => SURF_2D[(attr - 56) as usize],
        58..=60 => SURF_3D[(attr - 58) as usize],
        61 | 62 => SURF_1D_LAYERED[(attr - 61) as usize],
        63..=65 => SURF_2D_LAYERED[(attr - 63) as usize],
        66 => SURF_CUBEMAP,
        67 | 68 => SURF_CUBEMAP_LAYERED[(attr - 67) as usize],
        69 => TEX_1D_LINEAR,
        70..=72 => TEX_2D_LINEAR[(attr - 70) as usize],
        73 | 74 => TEX_2D_MIPMAP[(attr - 73) as usize],
        75 => p.major as i32,
        76 => p.minor as i32,
        77 => TEX_1D_MIPMAP,
        78..=80 => 1,
        81 => clamp_i32(p.shared_mem_per_multiprocessor),
        82 => p.regs_per_multiprocessor as i32,
        83 => b(p.managed_memory),
        84 | 85 => 0,
        86 => b(p.host_native_atomics),
        // Double precision at half the single-precision rate, as on an H100.
        87 => 2,
        88 => b(p.pageable_memory_access),
        89 => b(p.concurrent_managed_access),
        90 => 1,
        // A registered host range's device pointer is its host address (on an H200 too).
        91 => 1,
        92..=94 => 0,
        95 => 1,
        96 => 0,
        97 => clamp_i32(p.shared_mem_per_block_optin),
        98 => 0,
        99 => 1,
        100 => 0,
        // The host reads and writes managed memory directly, with no migration.
        101 => 1,
        // Virtual memory management (cuMemAddressReserve, cuMemCreate, cuMemMap).
        102 => 1,
        103 => b(p.shareable_handle_types & SHAREABLE_POSIX_FD != 0),
        104 | 105 => 0,
        106 => p.max_blocks_per_multiprocessor as i32,
        107 => b(p.generic_compression),
        108 => clamp_i32(p.persisting_l2_cache_max_size),
        109 => clamp_i32(p.access_policy_max_window_size),
        110 => 0,
        111 => clamp_i32(p.reserved_shared_mem_per_block),
        112 => 0,
        113 => 1,
        114 => 0,
        // Stream-ordered allocation (cudaMallocAsync) is supported.
        115 => 1,
        116..=118 => 0,
        119 => p.shareable_handle_types as i32,
        // Thread block clusters (`__cluster_dims__`, the cluster launch attribute).
        120 => 1,
        121 => 0,
        // Stream memory operations of 64 bits and the NOR condition (cuStreamWaitValue64).
        122 | 123 => 1,
        124 => 0,
        // Interprocess events (cudaIpcGetEventHandle).
        125 => 1,
        126 => 1,
        127 => 0,
        128 => b(p.shareable_handle_types & SHAREABLE_FABRIC != 0),
        129 | 130 => 0,
        131 => -1,
        132 | 133 => 0,
        134 => -1,
        135..=147 => 0,
        _ => return None,
    };
    Some(v)
}

/// `cudaDeviceProp` for a device, every field consistent with [`attribute_value`].
pub fn device_prop(p: &DeviceProperties) -> CudaDeviceProp {
    let a = |attr: i32| attribute_value(p, attr).unwrap_or(0);
    let mut d = CudaDeviceProp::zeroed();
    d.set_name(&p.name);
    for (dst, &src) in d.uuid.bytes.iter_mut().zip(&p.uuid) {
        *dst = src as std::ffi::c_char;
    }
    d.total_global_mem = p.total_global_mem;
    d.shared_mem_per_block = p.shared_mem_per_block;
    d.regs_per_block = a(12);
    d.warp_size = a(10);
    d.mem_pitch = p.mem_pitch;
    d.max_threads_per_block = a(1);
    d.max_threads_dim = [a(2), a(3), a(4)];
    d.max_grid_size = [a(5), a(6), a(7)];
    d.clock_rate = a(13);
    d.total_const_mem = p.total_const_mem;
    d.major = a(75);
    d.minor = a(76);
    d.texture_alignment = p.texture_alignment;
    d.texture_pitch_alignment = p.texture_pitch_alignment;
    d.device_overlap = a(15);
    d.multi_processor_count = a(16);
    d.kernel_exec_timeout_enabled = a(17);
    d.integrated = a(18);
    d.can_map_host_memory = a(19);
    d.compute_mode = a(20);
    d.max_texture_1d = TEX_1D;
    d.max_texture_1d_mipmap = TEX_1D_MIPMAP;
    d.max_texture_1d_linear = TEX_1D_LINEAR;
    d.max_texture_2d = TEX_2D;
    d.max_texture_2d_mipmap = TEX_2D_MIPMAP;
    d.max_texture_2d_linear = TEX_2D_LINEAR;
    d.max_texture_2d_gather = TEX_2D_GATHER;
    d.max_texture_3d = TEX_3D;
    d.max_texture_3d_alt = TEX_3D_ALT;
    d.max_texture_cubemap = TEX_CUBEMAP;
    d.max_texture_1d_layered = TEX_1D_LAYERED;
    d.max_texture_2d_layered = TEX_2D_LAYERED;
    d.max_texture_cubemap_layered = TEX_CUBEMAP_LAYERED;
    d.max_surface_1d = SURF_1D;
    d.max_surface_2d = SURF_2D;
    d.max_surface_3d = SURF_3D;
    d.max_surface_1d_layered = SURF_1D_LAYERED;
    d.max_surface_2d_layered = SURF_2D_LAYERED;
    d.max_surface_cubemap = SURF_CUBEMAP;
    d.max_surface_cubemap_layered = SURF_CUBEMAP_LAYERED;
    d.surface_alignment = SURFACE_ALIGNMENT;
    d.concurrent_kernels = a(31);
    d.ecc_enabled = a(32);
    d.pci_bus_id = a(33);
    d.pci_device_id = a(34);
    d.pci_domain_id = a(50);
    d.tcc_driver = a(35);
    d.async_engine_count = a(40);
    d.unified_addressing = a(41);
    d.memory_clock_rate = a(36);
    d.memory_bus_width = a(37);
    d.l2_cache_size = a(38);
    d.persisting_l2_cache_max_size = a(108);
    d.max_threads_per_multi_processor = a(39);
    d.stream_priorities_supported = a(78);
    d.global_l1_cache_supported = a(79);
    d.local_l1_cache_supported = a(80);
    d.shared_mem_per_multiprocessor = p.shared_mem_per_multiprocessor;
    d.regs_per_multiprocessor = a(82);
    d.managed_memory = a(83);
    d.is_multi_gpu_board = a(84);
    d.multi_gpu_board_group_id = a(85);
    d.host_native_atomic_supported = a(86);
    d.single_to_double_precision_perf_ratio = a(87);
    d.pageable_memory_access = a(88);
    d.concurrent_managed_access = a(89);
    d.compute_preemption_supported = a(90);
    d.can_use_host_pointer_for_registered_mem = a(91);
    d.cooperative_launch = a(95);
    d.cooperative_multi_device_launch = a(96);
    d.shared_mem_per_block_optin = p.shared_mem_per_block_optin;
    d.pageable_memory_access_uses_host_page_tables = a(100);
    d.direct_managed_mem_access_from_host = a(101);
    d.max_blocks_per_multi_processor = a(106);
    d.access_policy_max_window_size = a(109);
    d.reserved_shared_mem_per_block = p.reserved_shared_mem_per_block;
    d.host_register_supported = a(99);
    d.sparse_cuda_array_supported = a(112);
    d.host_register_read_only_supported = a(113);
    d.timeline_semaphore_interop_supported = a(114);
    d.memory_pools_supported = a(115);
    d.gpu_direct_rdma_supported = a(116);
    d.gpu_direct_rdma_flush_writes_options = a(117) as u32;
    d.gpu_direct_rdma_writes_ordering = a(118);
    d.memory_pool_supported_handle_types = a(119) as u32;
    d.deferred_mapping_cuda_array_supported = a(121);
    d.ipc_event_supported = a(125);
    d.cluster_launch = a(120);
    d.unified_function_pointers = 0;
    d.device_numa_config = a(130);
    d.device_numa_id = a(131);
    d.mps_enabled = a(133);
    d.host_numa_id = a(134);
    d.gpu_pci_device_id = a(139) as u32;
    d.gpu_pci_subsystem_id = a(140) as u32;
    d.host_numa_multinode_ipc_supported = a(143);
    d
}

/// A device's PCI address: domain, bus, device and function (0: a GPU is its card's first
/// function).
pub fn pci_address(props: &DeviceProperties) -> [u32; 4] {
    [
        props.pci_domain_id,
        props.pci_bus_id,
        props.pci_device_id,
        0,
    ]
}

/// The PCI address `id` spells, in any of the forms CUDA and NVML read
/// (`domain:bus:device.function`, `domain:bus:device`, `bus:device.function`, hexadecimal);
/// `None` for anything else.
pub fn parse_pci_bus_id(id: &str) -> Option<[u32; 4]> {
    let numbers = id
        .split([':', '.'])
        .map(|part| u32::from_str_radix(part.trim(), 16).ok())
        .collect::<Option<Vec<u32>>>()?;
    match (id.matches(':').count(), numbers.as_slice()) {
        (2, &[domain, bus, device]) => Some([domain, bus, device, 0]),
        (2, &[domain, bus, device, function]) => Some([domain, bus, device, function]),
        (1, &[bus, device, function]) => Some([0, bus, device, function]),
        _ => None,
    }
}

/// What [`Runtime::device_status`] reports.
pub struct DeviceStatus {
    /// The backend's short name ("cpu", "nvidia").
    pub backend: &'static str,
    pub props: DeviceProperties,
    /// Bytes of device memory allocated now.
    pub memory_used: usize,
}

impl Runtime {
    /// `cudaGetDeviceProperties` (answered after a sticky fault too, as CUDA answers it).
    pub fn device_properties(&self, device: i32) -> CudaResult<CudaDeviceProp> {
        self.query(|ctx| {
            check_device(device)?;
            Ok(device_prop(&ctx.props))
        })
    }

    /// `cudaGetDeviceCount` (answered after a sticky fault too).
    pub fn device_count(&self) -> CudaResult<i32> {
        self.query(|_| Ok(1))
    }

    /// `cudaSetDevice`. A device there is not is refused before a sticky fault is reported.
    pub fn set_device(&self, device: i32) -> CudaResult<()> {
        self.call_no_context(|| check_device(device))?;
        self.call(|_| {
            self.with_thread(|t| t.device = device);
            Ok(())
        })
    }

    /// `cudaGetDevice`.
    pub fn get_device(&self) -> CudaResult<i32> {
        self.query(|_| Ok(self.with_thread(|t| t.device)))
    }

    /// `cudaInitDevice`.
    pub fn init_device(&self, device: i32, device_flags: u32, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            check_device(device)?;
            if flags & !INIT_DEVICE_FLAGS_ARE_VALID != 0 {
                return Err(CudaError::InvalidValue);
            }
            if flags & INIT_DEVICE_FLAGS_ARE_VALID != 0 {
                check_device_flags(device_flags)?;
                ctx.settings
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .device_flags = device_flags;
            }
            Ok(())
        })
    }

    /// `cudaSetValidDevices`: every listed device must exist.
    pub fn set_valid_devices(&self, devices: &[i32]) -> CudaResult<()> {
        self.call(|_| devices.iter().try_for_each(|&d| check_device(d)))
    }

    /// `cudaChooseDevice`: the only device matches best.
    pub fn choose_device(&self) -> CudaResult<i32> {
        self.call(|_| Ok(0))
    }

    /// `cudaSetDeviceFlags`.
    pub fn set_device_flags(&self, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            check_device_flags(flags)?;
            ctx.settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .device_flags = flags;
            Ok(())
        })
    }

    /// `cudaGetDeviceFlags`. Host memory mapping is always on with unified addressing, and
    /// CUDA reports it, unless a reset released the primary context (asking does not make it
    /// again).
    pub fn get_device_flags(&self) -> CudaResult<u32> {
        self.query(|ctx| {
            let flags = ctx
                .settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .device_flags;
            Ok(match ctx.primary_released.load(Ordering::Relaxed) {
                true => flags,
                false => flags | DEVICE_MAP_HOST,
            })
        })
    }

    /// The device as the management library (NVML) sees it. Answered after a sticky fault
    /// too, and records no error: NVML's failures are not the runtime's last error.
    pub fn device_status(&self) -> CudaResult<DeviceStatus> {
        let ctx = self.context()?;
        Ok(DeviceStatus {
            backend: ctx.backend.name(),
            props: ctx.props.clone(),
            memory_used: ctx.backend.memory_usage().0,
        })
    }

    /// The device's properties in Rust terms.
    pub fn properties(&self, device: i32) -> CudaResult<DeviceProperties> {
        self.query(|ctx| {
            check_device(device)?;
            Ok(ctx.props.clone())
        })
    }

    /// `cudaDeviceGetAttribute`.
    pub fn device_attribute(&self, attr: i32, device: i32) -> CudaResult<i32> {
        self.query(|ctx| {
            check_device(device)?;
            attribute_value(&ctx.props, attr).ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaDeviceSynchronize`: waits for all work on every stream, writes device output and
    /// reports a fault.
    pub fn device_synchronize(&self) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.wait_all();
            ctx.sync_point()
        })
    }

    /// `cudaDeviceReset`: waits for all work, then destroys every stream, event and allocation
    /// and forgets loaded modules, settings and faults. The next call starts afresh; the
    /// default memory pool's attributes stay as set (measured).
    pub fn device_reset(&self) -> CudaResult<()> {
        let r = self.context().map(|ctx| {
            ctx.wait_all();
            ctx.printf.flush_to_stdout();
            ctx.streams.clear();
            ctx.events.clear();
            ctx.graphs.clear();
            ctx.release_all();
            ctx.symbols.clear();
            ctx.modules
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
            // Kernels hold their modules: forgotten with them.
            ctx.kernels
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
            // A kernel's attributes (`cudaFuncSetAttribute`) belong to the function, not the
            // device's state: they survive the reset (measured).
            *ctx.settings.lock().unwrap_or_else(|e| e.into_inner()) =
                Settings::for_device(&ctx.props);
            ctx.faults.clear();
            ctx.primary_released.store(true, Ordering::Relaxed);
        });
        // The thread's last error is the thread's, not the device's: it survives (measured).
        self.with_thread(|t| t.per_thread_stream = None);
        if let Err(e) = r {
            self.record_error(e);
        }
        r
    }

    /// `cudaDeviceSetLimit`.
    pub fn set_limit(&self, limit: i32, value: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let i = usize::try_from(limit)
                .ok()
                .filter(|&i| i < DEFAULT_LIMITS.len())
                .ok_or(CudaError::InvalidValue)?;
            let value = match limit {
                // The depth of device-side synchronization belongs to the device runtime's
                // `cudaDeviceSynchronize`, which compute capability 9.0 does not have.
                l if l == Limit::DEV_RUNTIME_SYNC_DEPTH.0 => {
                    return Err(CudaError::UnsupportedLimit)
                }
                l if l == Limit::PERSISTING_L2_CACHE_SIZE.0 => {
                    let value = persisting_l2_size(&ctx.props, value)?;
                    ctx.backend
                        .set_limit(Limit(l), value)
                        .map_err(|_| CudaError::InvalidValue)?;
                    value
                }
                // What the device itself sizes: its stacks, heap, printf buffer and queue of
                // launches from device code.
                l if [
                    Limit::STACK_SIZE,
                    Limit::MALLOC_HEAP_SIZE,
                    Limit::PRINTF_FIFO_SIZE,
                    Limit::DEV_RUNTIME_PENDING_LAUNCH_COUNT,
                ]
                .contains(&Limit(l)) =>
                {
                    let value = device_sized_limit(&ctx.props, Limit(l), value)?;
                    ctx.backend.set_limit(Limit(l), value).map_err(|_| {
                        // The heap's size is fixed once a kernel has allocated from it, and
                        // a GPU's driver may find no room for the stacks.
                        match Limit(l) {
                            Limit::MALLOC_HEAP_SIZE | Limit::STACK_SIZE => CudaError::InvalidValue,
                            _ => CudaError::MemoryAllocation,
                        }
                    })?;
                    value
                }
                // The L2 cache fetches at most 128 bytes at a time.
                l if l == Limit::MAX_L2_FETCH_GRANULARITY.0 && value > 128 => {
                    return Err(CudaError::InvalidValue)
                }
                _ => value,
            };
            ctx.settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .limits[i] = value;
            Ok(())
        })
    }

    /// `cudaStreamSetAttribute`: attributes 1 to 10 of `cudaLaunchAttributeID` are accepted
    /// and kept; the priority is the stream's own and cannot be changed after creation here.
    pub fn stream_set_attribute(
        &self,
        stream: usize,
        attr: i32,
        value: &[u8; STREAM_ATTRIBUTE_BYTES],
    ) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            if !(1..=10).contains(&attr) || attr == ATTRIBUTE_PRIORITY {
                return Err(CudaError::InvalidValue);
            }
            if attr == ATTRIBUTE_ACCESS_POLICY_WINDOW {
                check_access_policy_window(&ctx.props, value)?;
            }
            ctx.settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .stream_attributes
                .insert((s.id, attr), *value);
            Ok(())
        })
    }

    /// `cudaStreamGetAttribute`: what was set, zeros otherwise, and the stream's priority.
    pub fn stream_get_attribute(
        &self,
        stream: usize,
        attr: i32,
    ) -> CudaResult<[u8; STREAM_ATTRIBUTE_BYTES]> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            let mut out = [0u8; STREAM_ATTRIBUTE_BYTES];
            match attr {
                ATTRIBUTE_PRIORITY => out[..4].copy_from_slice(&s.priority.to_ne_bytes()),
                1..=10 => {
                    if let Some(v) = ctx
                        .settings
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .stream_attributes
                        .get(&(s.id, attr))
                    {
                        out = *v;
                    }
                }
                _ => return Err(CudaError::InvalidValue),
            }
            Ok(out)
        })
    }

    /// `cuStreamCopyAttributes`: the attributes set on `src` (all but its priority, which a
    /// stream is created with) set on `dst` too, replacing those `dst` had.
    pub fn stream_copy_attributes(&self, dst: usize, src: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let (d, s) = (
                self.resolve_stream(ctx, dst)?,
                self.resolve_stream(ctx, src)?,
            );
            let mut settings = ctx.settings.lock().unwrap_or_else(|e| e.into_inner());
            let attributes = &mut settings.stream_attributes;
            attributes.retain(|&(stream, attr), _| stream != d.id || attr == ATTRIBUTE_PRIORITY);
            let copied: Vec<((u64, i32), [u8; STREAM_ATTRIBUTE_BYTES])> = (attributes.iter())
                .filter(|((stream, _), _)| *stream == s.id)
                .map(|(&(_, attr), v)| ((d.id, attr), *v))
                .collect();
            attributes.extend(copied);
            Ok(())
        })
    }

    /// `cudaCtxResetPersistingL2Cache`: nothing persists in an L2 this runtime never
    /// partitions, so there is nothing to reset.
    pub fn reset_persisting_l2(&self) -> CudaResult<()> {
        self.call(|_| Ok(()))
    }

    /// `cudaDeviceGetLimit`.
    pub fn get_limit(&self, limit: i32) -> CudaResult<usize> {
        self.call(|ctx| {
            let i = usize::try_from(limit)
                .ok()
                .filter(|&i| i < DEFAULT_LIMITS.len())
                .ok_or(CudaError::InvalidValue)?;
            // Not asked for either (measured: CUDA 13 answers it unsupported).
            if limit == Limit::DEV_RUNTIME_SYNC_DEPTH.0 {
                return Err(CudaError::UnsupportedLimit);
            }
            Ok(ctx
                .settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .limits[i])
        })
    }

    /// `cudaDeviceSetCacheConfig`: remembered; the CPU has no L1/shared split to change.
    pub fn set_cache_config(&self, config: i32) -> CudaResult<()> {
        self.call(|ctx| {
            if !(0..=3).contains(&config) {
                return Err(CudaError::InvalidValue);
            }
            ctx.settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .cache_config = config;
            Ok(())
        })
    }

    /// `cudaDeviceGetCacheConfig`.
    pub fn get_cache_config(&self) -> CudaResult<i32> {
        self.call(|ctx| {
            Ok(ctx
                .settings
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .cache_config)
        })
    }

    /// `cudaDeviceSetSharedMemConfig`: a valid configuration is accepted and changes nothing,
    /// since the bank size is fixed on every GPU since Maxwell (measured on an H200: eight-byte
    /// banks asked for, four-byte banks reported after).
    pub fn set_shared_mem_config(&self, config: i32) -> CudaResult<()> {
        self.call(|_| match config {
            0..=2 => Ok(()),
            _ => Err(CudaError::InvalidValue),
        })
    }

    /// `cudaDeviceGetSharedMemConfig`: four-byte banks.
    pub fn get_shared_mem_config(&self) -> CudaResult<i32> {
        self.call(|_| Ok(1))
    }

    /// `cudaDeviceGetPCIBusId`: the device's address as `domain:bus:device.function` (the CPU
    /// device has none and reports zeros, which parse and round-trip).
    pub fn pci_bus_id(&self, device: i32) -> CudaResult<String> {
        self.call(|ctx| {
            check_device(device)?;
            let [domain, bus, dev, function] = pci_address(&ctx.props);
            Ok(format!("{domain:04X}:{bus:02X}:{dev:02X}.{function:X}"))
        })
    }

    /// `cudaDeviceGetByPCIBusId`: the device at the address in any of CUDA's spellings (see
    /// [`parse_pci_bus_id`]).
    pub fn device_by_pci_bus_id(&self, id: &str) -> CudaResult<i32> {
        self.call(|ctx| match parse_pci_bus_id(id) {
            Some(address) if address == pci_address(&ctx.props) => Ok(0),
            Some(_) => Err(CudaError::InvalidDevice),
            None => Err(CudaError::InvalidValue),
        })
    }

    /// `cudaDeviceCanAccessPeer`: a device is not its own peer.
    pub fn can_access_peer(&self, device: i32, peer: i32) -> CudaResult<bool> {
        self.call(|_| {
            check_device(device)?;
            check_device(peer)?;
            Ok(false)
        })
    }

    /// `cudaDeviceEnablePeerAccess`: there is no other device to enable.
    pub fn enable_peer_access(&self, peer: i32, flags: u32) -> CudaResult<()> {
        self.call(|_| {
            if flags != 0 {
                return Err(CudaError::InvalidValue);
            }
            check_device(peer)?;
            // The one device is its own only peer, which CUDA does not support (measured).
            Err(CudaError::PeerAccessUnsupported)
        })
    }

    /// `cudaDeviceDisablePeerAccess`.
    pub fn disable_peer_access(&self, peer: i32) -> CudaResult<()> {
        self.call(|_| {
            check_device(peer)?;
            // Access was never enabled: there is no other device to enable it to (measured
            // with the device itself as the peer).
            Err(CudaError::PeerAccessNotEnabled)
        })
    }

    /// `cudaDeviceGetP2PAttribute`: source and destination must be two different devices.
    pub fn p2p_attribute(&self, attr: i32, src: i32, dst: i32) -> CudaResult<i32> {
        self.call(|_| {
            if !(1..=5).contains(&attr) {
                return Err(CudaError::InvalidValue);
            }
            check_device(src)?;
            check_device(dst)?;
            Err(CudaError::InvalidDevice)
        })
    }
}

pub(crate) fn check_device(device: i32) -> CudaResult<()> {
    if device == 0 {
        Ok(())
    } else {
        Err(CudaError::InvalidDevice)
    }
}

fn check_device_flags(flags: u32) -> CudaResult<()> {
    let known =
        DEVICE_SCHEDULE_MASK | DEVICE_MAP_HOST | DEVICE_LMEM_RESIZE_TO_MAX | DEVICE_SYNC_MEMOPS;
    // The scheduling policy is one of auto (0), spin, yield or blocking sync, not a mix.
    let schedule = flags & DEVICE_SCHEDULE_MASK;
    if flags & !known != 0 || !matches!(schedule, 0 | 1 | 2 | 4) {
        return Err(CudaError::InvalidValue);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bounds measured on an H200, whose 132 multiprocessors of 2,048 threads had room
    /// for stacks of 400,000 bytes and not 524,272.
    #[test]
    fn device_sized_limits_round_and_bound_as_cuda_does() {
        let b = crate::backend::cpu::CpuBackend::with_capacity(1 << 24).unwrap();
        let mut p = crate::backend::Backend::properties(&b).clone();
        p.multiprocessor_count = 132;
        p.max_threads_per_multiprocessor = 2048;
        p.total_global_mem = 150_109_880_320;
        let limit = |l, v| device_sized_limit(&p, l, v);
        assert_eq!(limit(Limit::STACK_SIZE, 17), Ok(32));
        assert_eq!(limit(Limit::STACK_SIZE, 400_000), Ok(400_000));
        assert_eq!(
            limit(Limit::STACK_SIZE, 1 << 20),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(
            limit(Limit::STACK_SIZE, usize::MAX),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(limit(Limit::MALLOC_HEAP_SIZE, 1_000_000), Ok(4 << 20));
        assert_eq!(limit(Limit::MALLOC_HEAP_SIZE, 8_388_609), Ok(8_454_144));
        assert_eq!(limit(Limit::MALLOC_HEAP_SIZE, usize::MAX - 4096), Ok(0));
        assert_eq!(limit(Limit::PRINTF_FIFO_SIZE, 1000), Ok(512 << 10));
        assert_eq!(limit(Limit::PRINTF_FIFO_SIZE, 1_000_000), Ok(1_000_192));
        assert_eq!(limit(Limit::PRINTF_FIFO_SIZE, 8_650_240), Ok(8_650_240));
        assert_eq!(
            limit(Limit::PRINTF_FIFO_SIZE, usize::MAX - 4096),
            Ok(2 << 30)
        );
        assert_eq!(limit(Limit::PRINTF_FIFO_SIZE, usize::MAX), Ok(0));
        assert_eq!(limit(Limit::DEV_RUNTIME_PENDING_LAUNCH_COUNT, 1), Ok(32));
    }

    #[test]
    fn attributes_agree_with_properties() {
        let b = crate::backend::cpu::CpuBackend::with_capacity(1 << 24).unwrap();
        let p = crate::backend::Backend::properties(&b).clone();
        assert_eq!(attribute_value(&p, 1), Some(1024));
        assert_eq!(attribute_value(&p, 4), Some(64));
        // clock() counts nanoseconds on the CPU backend.
        assert_eq!(attribute_value(&p, 13), Some(1_000_000));
        assert_eq!(attribute_value(&p, 5), Some(i32::MAX));
        assert_eq!(attribute_value(&p, 7), Some(65535));
        assert_eq!(attribute_value(&p, 8), Some(48 << 10));
        assert_eq!(attribute_value(&p, 10), Some(32));
        assert_eq!(attribute_value(&p, 16), Some(p.multiprocessor_count as i32));
        assert_eq!(attribute_value(&p, 75), Some(9));
        assert_eq!(attribute_value(&p, 76), Some(0));
        assert_eq!(attribute_value(&p, 97), Some(227 << 10));
        assert_eq!(attribute_value(&p, 81), Some(228 << 10));
        assert_eq!(attribute_value(&p, 0), None);
        assert_eq!(attribute_value(&p, 44), None);
        assert_eq!(attribute_value(&p, 1000), None);
        for a in 1..=147 {
            if let Some(v) = attribute_value(&p, a) {
                assert!(v >= -1, "attribute {a} = {v}");
            }
        }
        let d = device_prop(&p);
        assert_eq!(d.max_threads_dim, [1024, 1024, 64]);
        assert_eq!(d.max_grid_size, [i32::MAX, 65535, 65535]);
        assert_eq!(d.shared_mem_per_block, 48 << 10);
        assert_eq!(d.shared_mem_per_block_optin, 227 << 10);
        assert_eq!((d.major, d.minor, d.warp_size), (9, 0, 32));
        assert_eq!(d.total_global_mem, p.total_global_mem);
        assert_eq!(
            d.name[..14].iter().map(|&c| c as u8).collect::<Vec<_>>(),
            b"ferrocuda CPU "
        );
        assert!(check_device_flags(0x08).is_ok());
        assert!(check_device_flags(0x03).is_err());
        assert!(check_device_flags(0x100).is_err());
    }
}
