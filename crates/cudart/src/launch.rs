//! Kernel launches, the `<<<...>>>` configuration stack, kernel attributes and occupancy.

use crate::register::{register_own_record, Record};
use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{
    CudaError, CudaStream, Dim3, FuncAttribute, FuncAttributes, FuncCache, SharedMemConfig,
};
use ferrocuda_runtime::{CallConfig, CudaResult, LaunchAttributes};
use std::ffi::{c_char, c_int, c_uint, c_void};

fn dims(d: Dim3) -> [u32; 3] {
    [d.x, d.y, d.z]
}

#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared_mem: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: `args` holds one pointer per kernel parameter, each to a value of the
    // parameter's size, by cudaLaunchKernel's contract.
    guard(|| unsafe {
        rt().launch_kernel(
            func as usize,
            dims(grid),
            dims(block),
            args as *const *const u8,
            shared_mem,
            stream as usize,
            LaunchAttributes::default(),
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaLaunchCooperativeKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared_mem: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: as for cudaLaunchKernel.
    guard(|| unsafe {
        rt().launch_kernel(
            func as usize,
            dims(grid),
            dims(block),
            args as *const *const u8,
            shared_mem,
            stream as usize,
            LaunchAttributes {
                cooperative: true,
                cluster: None,
            },
        )
    })
}

/// `cudaLaunchAttribute`: an attribute's id and its value (a union of 64 bytes).
#[repr(C)]
pub struct LaunchAttribute {
    id: c_int,
    pad: [u8; 4],
    value: [u32; 16],
}

/// `cudaLaunchConfig_t`.
#[repr(C)]
pub struct LaunchConfig {
    grid: Dim3,
    block: Dim3,
    dynamic_smem_bytes: usize,
    stream: CudaStream,
    attrs: *const LaunchAttribute,
    num_attrs: c_uint,
}

const LAUNCH_ATTRIBUTE_COOPERATIVE: c_int = 2;
const LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION: c_int = 4;
const LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT: c_int = 7;
const LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT: c_int = 12;
/// The largest `cudaLaunchAttributeID` CUDA 13 defines (the later ones, past what
/// `driver_types.h` declares here, change nothing a launch here does).
const LAST_LAUNCH_ATTRIBUTE: c_int = 16;

/// `cudaLaunchKernelExC`: a launch as `cudaLaunchKernel`'s, configured with attributes: a
/// cooperative launch, thread block clusters, events to trigger; the other attributes
/// (priority, access policy, synchronization...) change no result and are accepted.
///
/// A programmatic event and a launch completion event are recorded on the launch's stream
/// after the kernel: a GPU triggers them once every block has begun (or has called
/// `cudaTriggerProgrammaticLaunchCompletion`), which is no later than the kernel's end.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernelExC(
    config: *const LaunchConfig,
    func: *const c_void,
    args: *mut *mut c_void,
) -> CudaError {
    guard(|| {
        // SAFETY: by cudaLaunchKernelExC's contract.
        let (c, attributes) = unsafe { launch_config(config) }?;
        // SAFETY: as for cudaLaunchKernel.
        unsafe {
            rt().launch_kernel(
                func as usize,
                dims(c.grid),
                dims(c.block),
                args as *const *const u8,
                c.dynamic_smem_bytes,
                c.stream as usize,
                attributes.launch,
            )
        }?;
        record_triggered_events(&attributes, c.stream as usize)
    })
}

/// What a launch's attributes (`cudaLaunchAttribute`, `CUlaunchAttribute`: one layout) ask
/// of it: how it runs, and the events to record on its stream after it.
pub(crate) struct ConfiguredLaunch {
    pub(crate) launch: LaunchAttributes,
    events: Vec<usize>,
}

/// Records the events a launch's attributes ask it to trigger, on its `stream`.
pub(crate) fn record_triggered_events(c: &ConfiguredLaunch, stream: usize) -> CudaResult<()> {
    for &event in &c.events {
        rt().event_record(event, stream, 0)?;
    }
    Ok(())
}

/// The `count` launch attributes at `attrs`, checked.
///
/// # Safety
/// `attrs` is null or holds `count` attributes.
pub(crate) unsafe fn launch_attributes(
    attrs: *const LaunchAttribute,
    count: c_uint,
) -> CudaResult<ConfiguredLaunch> {
    let attrs: &[LaunchAttribute] = match count {
        0 => &[],
        n => {
            non_null(attrs)?;
            // SAFETY: the caller's list holds `count` attributes.
            unsafe { std::slice::from_raw_parts(attrs, n as usize) }
        }
    };
    let mut configured = ConfiguredLaunch {
        launch: LaunchAttributes::default(),
        events: Vec::new(),
    };
    for a in attrs {
        match a.id {
            LAUNCH_ATTRIBUTE_COOPERATIVE => configured.launch.cooperative = a.value[0] != 0,
            LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION => {
                let dims = [a.value[0], a.value[1], a.value[2]];
                if dims.contains(&0) {
                    return Err(CudaError::InvalidClusterSize);
                }
                configured.launch.cluster = Some(dims);
            }
            // The value's first member is the event's handle.
            LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT | LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT => {
                let event = (a.value[0] as usize) | ((a.value[1] as usize) << 32);
                configured.events.push(event);
            }
            // The attributes CUDA 13 defines; another is an invalid value (measured).
            0..=LAST_LAUNCH_ATTRIBUTE => {}
            _ => return Err(CudaError::InvalidValue),
        }
    }
    Ok(configured)
}

/// A `cudaLaunchConfig_t` and what its attributes ask of the launch.
///
/// # Safety
/// `config` is null or points to a configuration whose `attrs` holds `numAttrs` attributes.
unsafe fn launch_config<'a>(
    config: *const LaunchConfig,
) -> CudaResult<(&'a LaunchConfig, ConfiguredLaunch)> {
    non_null(config)?;
    // SAFETY: checked non-null; the program describes its launch there.
    let c = unsafe { &*config };
    // SAFETY: by the caller's contract.
    let configured = unsafe { launch_attributes(c.attrs, c.num_attrs) }?;
    Ok((c, configured))
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveClusters(
    clusters: *mut c_int,
    func: *const c_void,
    config: *const LaunchConfig,
) -> CudaError {
    guard(|| {
        non_null(clusters)?;
        // SAFETY: by the function's contract.
        let (c, attributes) = unsafe { launch_config(config) }?;
        let n = rt().occupancy_max_active_clusters(
            func as usize,
            dims(c.grid),
            dims(c.block),
            c.dynamic_smem_bytes,
            attributes.launch.cluster,
        )?;
        // SAFETY: checked non-null.
        unsafe { put(clusters, n) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxPotentialClusterSize(
    size: *mut c_int,
    func: *const c_void,
    config: *const LaunchConfig,
) -> CudaError {
    guard(|| {
        non_null(size)?;
        // SAFETY: by the function's contract.
        let (c, _) = unsafe { launch_config(config) }?;
        let n = rt().occupancy_max_potential_cluster_size(
            func as usize,
            dims(c.block),
            c.dynamic_smem_bytes,
        )?;
        // SAFETY: checked non-null.
        unsafe { put(size, n) }
    })
}

/// Pushes the configuration of a `<<<...>>>` launch; returns 0, as the rewritten launch expects
/// (it calls the stub only on 0).
#[no_mangle]
pub extern "C" fn __cudaPushCallConfiguration(
    grid: Dim3,
    block: Dim3,
    shared_mem: usize,
    stream: CudaStream,
) -> c_uint {
    let cfg = CallConfig {
        grid: dims(grid),
        block: dims(block),
        shared_mem,
        stream: stream as usize,
    };
    match std::panic::catch_unwind(|| rt().push_call_configuration(cfg)) {
        Ok(()) => 0,
        Err(_) => 1,
    }
}

/// Pops the configuration the stub's launch was made with.
#[no_mangle]
pub unsafe extern "C" fn __cudaPopCallConfiguration(
    grid: *mut Dim3,
    block: *mut Dim3,
    shared_mem: *mut usize,
    stream: *mut c_void,
) -> CudaError {
    guard(|| {
        non_null(grid)?;
        non_null(block)?;
        non_null(shared_mem)?;
        non_null(stream)?;
        let c = rt().pop_call_configuration()?;
        // SAFETY: all checked non-null; the stub passes its own locals (`stream` is a
        // `cudaStream_t*`).
        unsafe {
            put(grid, Dim3::new(c.grid[0], c.grid[1], c.grid[2]))?;
            put(block, Dim3::new(c.block[0], c.block[1], c.block[2]))?;
            put(shared_mem, c.shared_mem)?;
            put(stream.cast::<CudaStream>(), c.stream as CudaStream)
        }
    })
}

/// What every kernel stub of the host rewrite does: registers the kernel's record if its
/// file's registration has not yet (a launch from a static initializer that runs first), pops
/// the configuration `<<<...>>>` pushed and launches the kernel with it. One call instead of
/// the pop and `cudaLaunchKernel` in each stub keeps the host compiler's work per kernel small.
///
/// # Safety
/// `record` as for [`__ferrocudaRegisterRecords`]; `args` as for [`cudaLaunchKernel`].
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaLaunch(
    record: *const Record,
    args: *mut *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    let Some(record) = (unsafe { record.as_ref() }) else {
        return CudaError::InvalidDeviceFunction;
    };
    let host_stub = record.host_stub();
    // SAFETY: forwarded from the caller.
    unsafe { register_own_record(record) };
    guard(|| {
        let c = rt().pop_call_configuration()?;
        // SAFETY: as in cudaLaunchKernel; the stub passes its parameters' addresses.
        unsafe {
            rt().launch_kernel(
                host_stub,
                c.grid,
                c.block,
                args as *const *const u8,
                c.shared_mem,
                c.stream,
                LaunchAttributes::default(),
            )
        }
    })
}

/// `__ferrocudaLaunch<N>`: what the stub of a kernel of `N` parameters (1 to 8, no pack)
/// calls, with its parameters' addresses as arguments. At `-O0` the host compiler spends
/// measurably more on filling an array in each stub than on passing the addresses to a call.
/// Each gathers the addresses and goes on as the array form.
macro_rules! launch_with_listed_args {
    ($($name:ident ($($arg:ident)+);)+) => {$(
        /// # Safety
        /// As for the array form, each argument the address of a parameter.
        #[no_mangle]
        pub unsafe extern "C" fn $name(record: *const Record, $($arg: *mut c_void),+) -> CudaError {
            let mut args = [$($arg),+];
            // SAFETY: forwarded from the caller.
            unsafe { __ferrocudaLaunch(record, args.as_mut_ptr()) }
        }
    )+};
}

launch_with_listed_args! {
    __ferrocudaLaunch1 (a0);
    __ferrocudaLaunch2 (a0 a1);
    __ferrocudaLaunch3 (a0 a1 a2);
    __ferrocudaLaunch4 (a0 a1 a2 a3);
    __ferrocudaLaunch5 (a0 a1 a2 a3 a4);
    __ferrocudaLaunch6 (a0 a1 a2 a3 a4 a5);
    __ferrocudaLaunch7 (a0 a1 a2 a3 a4 a5 a6);
    __ferrocudaLaunch8 (a0 a1 a2 a3 a4 a5 a6 a7);
}

/// # Safety
/// `offset` and `size` are null or writable.
#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetParamInfo(
    func: *const c_void,
    index: usize,
    offset: *mut usize,
    size: *mut usize,
) -> CudaError {
    guard(|| {
        non_null(offset)?;
        non_null(size)?;
        let (at, bytes) = rt().func_param_info(func as usize, index)?;
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe {
            put(offset, at)?;
            put(size, bytes)
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetAttributes(
    attr: *mut FuncAttributes,
    func: *const c_void,
) -> CudaError {
    guard(|| {
        non_null(attr)?;
        let a = rt().func_attributes(func as usize)?;
        // SAFETY: checked non-null; the caller passes a cudaFuncAttributes of this layout.
        unsafe { put(attr, a) }
    })
}

#[no_mangle]
pub extern "C" fn cudaFuncSetAttribute(
    func: *const c_void,
    attr: FuncAttribute,
    value: c_int,
) -> CudaError {
    guard(|| rt().func_set_attribute(func as usize, attr.0, value))
}

#[no_mangle]
pub extern "C" fn cudaFuncSetCacheConfig(func: *const c_void, config: FuncCache) -> CudaError {
    guard(|| rt().func_set_cache_config(func as usize, config.0))
}

#[no_mangle]
pub extern "C" fn cudaFuncSetSharedMemConfig(
    func: *const c_void,
    config: SharedMemConfig,
) -> CudaError {
    guard(|| rt().func_set_shared_mem_config(func as usize, config.0))
}

#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetName(
    name: *mut *const c_char,
    func: *const c_void,
) -> CudaError {
    guard(|| {
        non_null(name)?;
        let n = rt().func_name(func as usize)?;
        // SAFETY: checked non-null; the string lives as long as the process.
        unsafe { put(name, n.as_ptr()) }
    })
}

/// A kernel's function handle is its stub's address.
#[no_mangle]
pub unsafe extern "C" fn cudaGetFuncBySymbol(
    function: *mut *mut c_void,
    symbol: *const c_void,
) -> CudaError {
    guard(|| {
        non_null(function)?;
        let f = rt().func_by_symbol(symbol as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(function, f as *mut c_void) }
    })
}

/// `cudaGetKernel`: a kernel's handle is its stub too, so it launches and answers attribute
/// queries wherever the stub does.
#[no_mangle]
pub unsafe extern "C" fn cudaGetKernel(
    kernel: *mut *mut c_void,
    entry: *const c_void,
) -> CudaError {
    guard(|| {
        non_null(kernel)?;
        // Whatever is not a kernel's stub is no device function (measured: a host function's
        // address, null).
        let k = rt()
            .func_by_symbol(entry as usize)
            .map_err(|_| CudaError::InvalidDeviceFunction)?;
        // SAFETY: checked non-null.
        unsafe { put(kernel, k as *mut c_void) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dynamic_smem: usize,
) -> CudaError {
    // SAFETY: same contract.
    unsafe {
        cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
            blocks,
            func,
            block_size,
            dynamic_smem,
            0,
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dynamic_smem: usize,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(blocks)?;
        let n = rt().occupancy_max_active_blocks(func as usize, block_size, dynamic_smem, flags)?;
        // SAFETY: checked non-null.
        unsafe { put(blocks, n) }
    })
}

/// What `cuda_runtime.h`'s `cudaOccupancyMaxPotentialBlockSize*` templates call: `smem`
/// (given `smem_context`) is the program's block-size-to-dynamic-shared-memory function.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaOccupancyMaxPotentialBlockSize(
    min_grid_size: *mut c_int,
    block_size: *mut c_int,
    func: *const c_void,
    smem: Option<unsafe extern "C" fn(*const c_void, c_int) -> usize>,
    smem_context: *const c_void,
    block_size_limit: c_int,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(min_grid_size)?;
        non_null(block_size)?;
        let smem = smem.ok_or(CudaError::InvalidValue)?;
        // SAFETY: the header passes its functor's trampoline and the functor.
        let mut dynamic_shared = |n| unsafe { smem(smem_context, n) };
        let (grid, block) = rt().occupancy_max_potential_block_size(
            func as usize,
            &mut dynamic_shared,
            block_size_limit,
            flags,
        )?;
        // SAFETY: checked non-null.
        unsafe {
            put(min_grid_size, grid)?;
            put(block_size, block)
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyAvailableDynamicSMemPerBlock(
    size: *mut usize,
    func: *const c_void,
    blocks: c_int,
    block_size: c_int,
) -> CudaError {
    guard(|| {
        non_null(size)?;
        let n = rt().occupancy_available_dynamic_smem(func as usize, blocks, block_size)?;
        // SAFETY: checked non-null.
        unsafe { put(size, n) }
    })
}
