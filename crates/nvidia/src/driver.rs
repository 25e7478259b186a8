//! The FFI layer: the CUDA driver and NVRTC, loaded at run time, behind a safe [`Gpu`].
//!
//! Every `unsafe` block of the crate is in this module and its children. The rest of the crate
//! sees device memory as `u64` addresses, modules as [`LoadedImage`]s and kernels as
//! [`FunctionHandle`]s, and every failure as a [`GpuError`] or a message.
//!
//! Threads: the driver keeps a "current context" per thread; the runtime calls a backend from
//! several threads (one per stream), so every operation makes the device's primary context
//! current first. That is one cheap driver call, and it means no caller has to know.

mod management;
mod nvrtc;
mod sys;
mod texture;

pub use management::ManagementLib;
pub use nvrtc::Output;
pub use texture::{CopySide, TextureSource};

use crate::error::GpuError;
use crate::props::GpuProperties;
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::ptr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use sys::{CuResult, DriverLib, NvrtcLib, CUDA_SUCCESS};

/// `CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR`.
const POSIX_FILE_DESCRIPTOR: c_int = 1;

static DRIVER: OnceLock<Result<DriverLib, String>> = OnceLock::new();
static NVRTC: OnceLock<Result<NvrtcLib, String>> = OnceLock::new();

/// The driver, loaded and initialised once per process.
fn driver_lib() -> Result<&'static DriverLib, String> {
    DRIVER
        .get_or_init(|| {
            let lib = sys::load_driver()?;
            // SAFETY: cuInit takes flags (0) and may be called any number of times.
            let r = unsafe { (lib.fns.cuInit)(0) };
            if r != CUDA_SUCCESS {
                let (name, text) = lib.describe(r);
                return Err(format!(
                    "NVIDIA driver found but it cannot be initialised: {name}: {text}"
                ));
            }
            Ok(lib)
        })
        .as_ref()
        .map_err(Clone::clone)
}

fn nvrtc_lib() -> Result<&'static NvrtcLib, String> {
    NVRTC
        .get_or_init(sys::load_nvrtc)
        .as_ref()
        .map_err(Clone::clone)
}

impl DriverLib {
    /// The driver's name and description of a result code.
    fn describe(&self, r: CuResult) -> (String, String) {
        let read = |f: unsafe extern "C" fn(CuResult, *mut *const c_char) -> CuResult| {
            let mut p: *const c_char = ptr::null();
            // SAFETY: a valid out-pointer; the driver stores a static string or nothing.
            let ok = unsafe { f(r, &mut p) } == CUDA_SUCCESS && !p.is_null();
            // SAFETY: on success `p` is a NUL-terminated static string.
            ok.then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
        };
        (
            read(self.fns.cuGetErrorName).unwrap_or_else(|| format!("CUresult {r}")),
            read(self.fns.cuGetErrorString).unwrap_or_else(|| "unknown error".to_string()),
        )
    }

    fn check(&self, r: CuResult, call: &str) -> Result<(), GpuError> {
        if r == CUDA_SUCCESS {
            return Ok(());
        }
        let (name, text) = self.describe(r);
        Err(GpuError::from_driver(r, name, format!("{call}: {text}")))
    }
}

/// A driver handle (context, module, function). The driver's handles are plain identifiers
/// valid on any thread, which is what makes sharing them sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Handle(*mut c_void);
// SAFETY: driver handles carry no thread affinity; the driver API is thread-safe.
unsafe impl Send for Handle {}
// SAFETY: as above.
unsafe impl Sync for Handle {}

/// What NVRTC is asked to produce for this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The architecture compiled for, as `XY` in `sm_XY`.
    pub arch: u32,
    pub output: Output,
    pub nvrtc_version: (i32, i32),
}

impl Target {
    /// NVRTC's `--gpu-architecture` option for this target.
    pub fn arch_option(&self) -> String {
        match self.output {
            Output::Cubin => format!("--gpu-architecture=sm_{}", self.arch),
            Output::Ptx => format!("--gpu-architecture=compute_{}", self.arch),
        }
    }

    /// A short description that changes whenever the compiled image would: part of the cache
    /// key.
    pub fn tag(&self) -> String {
        let kind = match self.output {
            Output::Cubin => "sm",
            Output::Ptx => "compute",
        };
        format!(
            "{kind}_{}-nvrtc{}.{}",
            self.arch, self.nvrtc_version.0, self.nvrtc_version.1
        )
    }
}

/// Picks what to compile for a device of architecture `device` (`XY`): a CUBIN when NVRTC
/// knows the architecture, else PTX for the newest one it knows below it (the driver compiles
/// that for the device when loading it).
pub fn choose_target(
    device: u32,
    supported: Option<&[i32]>,
    nvrtc_version: (i32, i32),
) -> Result<Target, String> {
    let cubin = |arch| Target {
        arch,
        output: Output::Cubin,
        nvrtc_version,
    };
    let Some(archs) = supported else {
        return Ok(cubin(device));
    };
    if archs.iter().any(|&a| a as i64 == device as i64) {
        return Ok(cubin(device));
    }
    match archs
        .iter()
        .filter(|&&a| a > 0 && (a as u32) < device)
        .max()
    {
        Some(&a) => Ok(Target {
            arch: a as u32,
            output: Output::Ptx,
            nvrtc_version,
        }),
        None => Err(format!(
            "this GPU (sm_{device}) is older than every architecture NVRTC {}.{} compiles for \
             (oldest: sm_{})",
            nvrtc_version.0,
            nvrtc_version.1,
            archs.iter().min().copied().unwrap_or(0)
        )),
    }
}

/// One GPU, with its primary context retained. Cloning shares it.
#[derive(Clone)]
pub struct Gpu {
    inner: Arc<GpuInner>,
}

struct GpuInner {
    cu: &'static DriverLib,
    nvrtc: &'static NvrtcLib,
    device: sys::CuDevice,
    ctx: Handle,
    props: GpuProperties,
    target: Target,
    driver_version: i32,
    /// NVRTC does not promise that concurrent compilations are safe; they are rare anyway.
    compile_lock: Mutex<()>,
    /// Tells this value's context from any other, for [`BOUND`] (a context handle can be
    /// reused once released).
    id: u64,
}

static NEXT_GPU_ID: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// The [`GpuInner::id`] whose context this thread made current last. Only this crate makes
    /// contexts current in a ferrocuda program, so while it matches, the driver's current
    /// context is that one and binding again would be a wasted driver call on every launch.
    static BOUND: Cell<u64> = const { Cell::new(0) };
}

impl Drop for GpuInner {
    fn drop(&mut self) {
        // SAFETY: the context was retained once for this value and is released once.
        unsafe { (self.cu.fns.cuDevicePrimaryCtxRelease_v2)(self.device) };
    }
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_struct("Gpu")
            .field("name", &self.inner.props.name)
            .field("target", &self.inner.target)
            .finish()
    }
}

impl Gpu {
    /// The number of CUDA devices, or why there is no driver.
    pub fn device_count() -> Result<usize, String> {
        let cu = driver_lib()?;
        let mut n: c_int = 0;
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuDeviceGetCount)(&mut n) },
            "cuDeviceGetCount",
        )
        .map_err(|e| e.to_string())?;
        Ok(n.max(0) as usize)
    }

    /// Opens device 0. Fails with a message naming what is missing (the driver, NVRTC, a
    /// device) on machines that cannot run kernels; never panics.
    pub fn open() -> Result<Gpu, String> {
        Self::open_device(0)
    }

    /// Opens device `ordinal`.
    pub fn open_device(ordinal: usize) -> Result<Gpu, String> {
        let cu = driver_lib()?;
        let count = Self::device_count()?;
        if count == 0 {
            return Err("no CUDA device: the NVIDIA driver reports no GPU".to_string());
        }
        if ordinal >= count {
            return Err(format!(
                "no CUDA device {ordinal}: the driver reports {count}"
            ));
        }
        let msg = |e: GpuError| e.to_string();
        let mut device: sys::CuDevice = 0;
        // SAFETY: a valid out-pointer and an ordinal below the device count.
        cu.check(
            unsafe { (cu.fns.cuDeviceGet)(&mut device, ordinal as c_int) },
            "cuDeviceGet",
        )
        .map_err(msg)?;
        let nvrtc = nvrtc_lib()?;
        let nvrtc_version = nvrtc.version()?;

        let mut name_buf = [0u8; 256];
        // SAFETY: the buffer holds the 256 bytes the call is told about.
        cu.check(
            unsafe { (cu.fns.cuDeviceGetName)(name_buf.as_mut_ptr() as *mut c_char, 256, device) },
            "cuDeviceGetName",
        )
        .map_err(msg)?;
        let end = name_buf
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(name_buf.len());
        let name = String::from_utf8_lossy(&name_buf[..end]).into_owned();
        let mut total = 0usize;
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuDeviceTotalMem_v2)(&mut total, device) },
            "cuDeviceTotalMem",
        )
        .map_err(msg)?;
        let mut uuid = [0u8; 16];
        if let Some(get_uuid) = cu.get_uuid {
            // SAFETY: a 16-byte out-buffer, CUuuid's size. On failure it stays zero.
            unsafe { get_uuid(&mut uuid, device) };
        }
        let attribute = |a: i32| {
            let mut v: c_int = 0;
            // SAFETY: a valid out-pointer; unknown attributes fail without writing.
            let r = unsafe { (cu.fns.cuDeviceGetAttribute)(&mut v, a, device) };
            (r == CUDA_SUCCESS).then_some(v)
        };
        let props = GpuProperties::from_attributes(name, uuid, total, attribute);
        let target = choose_target(
            props.arch(),
            nvrtc.supported_archs().as_deref(),
            nvrtc_version,
        )?;
        let mut driver_version: c_int = 0;
        // SAFETY: a valid out-pointer.
        unsafe { (cu.fns.cuDriverGetVersion)(&mut driver_version) };

        let mut ctx: sys::CuContextRaw = ptr::null_mut();
        // SAFETY: a valid out-pointer and device; released in `GpuInner::drop`.
        cu.check(
            unsafe { (cu.fns.cuDevicePrimaryCtxRetain)(&mut ctx, device) },
            "cuDevicePrimaryCtxRetain",
        )
        .map_err(msg)?;
        let gpu = Gpu {
            inner: Arc::new(GpuInner {
                cu,
                nvrtc,
                device,
                ctx: Handle(ctx),
                props,
                target,
                driver_version,
                compile_lock: Mutex::new(()),
                id: NEXT_GPU_ID.fetch_add(1, Ordering::Relaxed),
            }),
        };
        gpu.bind().map_err(msg)?;
        Ok(gpu)
    }

    pub fn properties(&self) -> &GpuProperties {
        &self.inner.props
    }

    /// What kernels are compiled for.
    pub fn target(&self) -> &Target {
        &self.inner.target
    }

    /// The driver's CUDA version, as `cuDriverGetVersion` reports it (13000 for 13.0).
    pub fn driver_version(&self) -> i32 {
        self.inner.driver_version
    }

    /// Where NVRTC was loaded from.
    pub fn nvrtc_path(&self) -> &str {
        &self.inner.nvrtc.path
    }

    /// Makes this device's context current on the calling thread.
    fn bind(&self) -> Result<&'static DriverLib, GpuError> {
        let cu = self.inner.cu;
        if BOUND.get() == self.inner.id {
            return Ok(cu);
        }
        // SAFETY: the context is retained for as long as `self.inner` lives.
        cu.check(
            unsafe { (cu.fns.cuCtxSetCurrent)(self.inner.ctx.0) },
            "cuCtxSetCurrent",
        )?;
        BOUND.set(self.inner.id);
        Ok(cu)
    }

    /// Sets a context limit (`CUlimit`: the stack of each thread, the device heap, the
    /// `printf` buffer, the launches device code may leave pending...).
    pub fn set_limit(&self, limit: c_int, value: usize) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: plain values; the context is current.
        cu.check(
            unsafe { (cu.fns.cuCtxSetLimit)(limit, value) },
            "cuCtxSetLimit",
        )
    }

    /// `cuTensorMapEncodeTiled`: the driver's encoding of a tensor map, which the GPU reads.
    #[allow(clippy::too_many_arguments)]
    pub fn encode_tensor_map(
        &self,
        data_type: u32,
        address: u64,
        dims: &[u64],
        strides: &[u64],
        box_dims: &[u32],
        element_strides: &[u32],
        modes: [u32; 4],
    ) -> Result<[u64; 16], GpuError> {
        let cu = self.bind()?;
        let encode = cu.encode_tensor_map.ok_or_else(|| {
            GpuError::from_driver(
                801,
                "CUDA_ERROR_NOT_SUPPORTED".into(),
                "cuTensorMapEncodeTiled: the driver has no tensor maps".into(),
            )
        })?;
        let mut map = [0u64; 16];
        let [interleave, swizzle, l2_promotion, oob_fill] = modes;
        // SAFETY: the arrays hold `dims.len()` (strides one fewer) elements, as the driver
        // reads them; the map is 128 writable bytes.
        cu.check(
            unsafe {
                encode(
                    &mut map,
                    data_type,
                    dims.len() as c_uint,
                    address as *mut c_void,
                    dims.as_ptr(),
                    strides.as_ptr(),
                    box_dims.as_ptr(),
                    element_strides.as_ptr(),
                    interleave,
                    swizzle,
                    l2_promotion,
                    oob_fill,
                )
            },
            "cuTensorMapEncodeTiled",
        )?;
        Ok(map)
    }

    /// Waits for all work on the device; reports a kernel fault that happened meanwhile.
    pub fn synchronize(&self) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: no arguments; the context is current.
        cu.check(unsafe { (cu.fns.cuCtxSynchronize)() }, "cuCtxSynchronize")
    }

    /// Whether the device has finished all work issued to it; a kernel fault is the error.
    pub fn is_idle(&self) -> Result<bool, GpuError> {
        let cu = self.bind()?;
        // SAFETY: the null stream of the current context, which all work here is issued to.
        match unsafe { (cu.fns.cuStreamQuery)(ptr::null_mut()) } {
            sys::CUDA_ERROR_NOT_READY => Ok(false),
            r => cu.check(r, "cuStreamQuery").map(|()| true),
        }
    }

    /// Whether the driver can measure the time between two events.
    pub fn has_event_timing(&self) -> bool {
        self.inner.cu.event_elapsed.is_some()
    }

    /// Creates an event, which the device stamps when it reaches a record of it; one created
    /// without `timing` can be waited for but not measured, and costs less to record.
    pub fn event_create(&self, timing: bool) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let flags = if timing {
            0
        } else {
            sys::CU_EVENT_DISABLE_TIMING
        };
        let mut e: sys::CuEventRaw = ptr::null_mut();
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuEventCreate)(&mut e, flags) },
            "cuEventCreate",
        )?;
        Ok(e as u64)
    }

    /// Destroys an event made by [`Gpu::event_create`]; a pending record still completes.
    pub fn event_destroy(&self, event: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: `event` came from `event_create` and is destroyed once (the caller's promise,
        // as for every handle here; the driver rejects unknown ones).
        cu.check(
            unsafe { (cu.fns.cuEventDestroy_v2)(event as sys::CuEventRaw) },
            "cuEventDestroy",
        )
    }

    /// Records `event` after all work issued to the device so far.
    pub fn event_record(&self, event: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: an event of this context, on the null stream.
        cu.check(
            unsafe { (cu.fns.cuEventRecord)(event as sys::CuEventRaw, ptr::null_mut()) },
            "cuEventRecord",
        )
    }

    /// Whether the device has passed the last record of `event` (or it was never recorded).
    pub fn event_query(&self, event: u64) -> Result<bool, GpuError> {
        let cu = self.bind()?;
        // SAFETY: an event of this context.
        match unsafe { (cu.fns.cuEventQuery)(event as sys::CuEventRaw) } {
            sys::CUDA_ERROR_NOT_READY => Ok(false),
            r => cu.check(r, "cuEventQuery").map(|()| true),
        }
    }

    /// Waits until the device has passed the last record of `event`.
    pub fn event_synchronize(&self, event: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: an event of this context.
        cu.check(
            unsafe { (cu.fns.cuEventSynchronize)(event as sys::CuEventRaw) },
            "cuEventSynchronize",
        )
    }

    /// Milliseconds between the device's stamps of two recorded, completed timing events.
    pub fn event_elapsed_ms(&self, start: u64, end: u64) -> Result<f32, GpuError> {
        let cu = self.bind()?;
        let Some(elapsed) = cu.event_elapsed else {
            return Err(GpuError::new(
                crate::error::code::UNKNOWN,
                "cudaErrorUnknown",
                "the driver cannot time events",
            ));
        };
        let mut ms = 0f32;
        // SAFETY: a valid out-pointer and two events of this context.
        cu.check(
            unsafe { elapsed(&mut ms, start as sys::CuEventRaw, end as sys::CuEventRaw) },
            "cuEventElapsedTime",
        )?;
        Ok(ms)
    }

    /// Reserves `size` bytes of device address space aligned to `align`.
    pub fn reserve_addresses(&self, size: usize, align: usize) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut va: sys::CuDevicePtr = 0;
        // SAFETY: a valid out-pointer; no fixed address is asked for.
        cu.check(
            unsafe { (cu.fns.cuMemAddressReserve)(&mut va, size, align, 0, 0) },
            "cuMemAddressReserve",
        )?;
        Ok(va)
    }

    pub fn free_addresses(&self, va: u64, size: usize) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the range.
        cu.check(
            unsafe { (cu.fns.cuMemAddressFree)(va, size) },
            "cuMemAddressFree",
        )
    }

    /// `size` bytes of physical memory on this device, exportable as the `shareable`
    /// `CUmemAllocationHandleType`s and compressible if asked: the driver's allocation handle.
    pub fn create_physical(
        &self,
        size: usize,
        shareable: u32,
        compressed: bool,
    ) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut alloc_flags = [0; 8];
        // `allocFlags.compressionType`: CU_MEM_ALLOCATION_COMP_GENERIC.
        alloc_flags[0] = compressed as u8;
        let prop = sys::MemAllocationProp {
            kind: 1,
            requested_handle_types: shareable as c_int,
            location: self.location(),
            win32_handle_meta_data: std::ptr::null_mut(),
            alloc_flags,
        };
        let mut handle = 0u64;
        // SAFETY: a valid out-pointer and property structure.
        cu.check(
            unsafe { (cu.fns.cuMemCreate)(&mut handle, size, &prop, 0) },
            "cuMemCreate",
        )?;
        Ok(handle)
    }

    /// Physical memory as a new POSIX file descriptor, for another process to import.
    pub fn export_physical(&self, handle: u64) -> Result<i32, GpuError> {
        let cu = self.bind()?;
        let mut fd: c_int = -1;
        // SAFETY: an int out-location, as the descriptor handle type writes.
        cu.check(
            unsafe {
                (cu.fns.cuMemExportToShareableHandle)(
                    (&mut fd as *mut c_int).cast(),
                    handle,
                    POSIX_FILE_DESCRIPTOR,
                    0,
                )
            },
            "cuMemExportToShareableHandle",
        )?;
        Ok(fd)
    }

    /// Physical memory from a descriptor [`Gpu::export_physical`] made: the driver's handle.
    pub fn import_physical(&self, fd: i32) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut handle = 0u64;
        // SAFETY: a valid out-pointer; the descriptor travels as the pointer's value.
        cu.check(
            unsafe {
                (cu.fns.cuMemImportFromShareableHandle)(
                    &mut handle,
                    fd as isize as *mut c_void,
                    POSIX_FILE_DESCRIPTOR,
                )
            },
            "cuMemImportFromShareableHandle",
        )?;
        Ok(handle)
    }

    pub fn release_physical(&self, handle: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the handle.
        cu.check(unsafe { (cu.fns.cuMemRelease)(handle) }, "cuMemRelease")
    }

    /// Maps physical memory at a reserved address and lets this device read and write it.
    pub fn map_physical(
        &self,
        va: u64,
        size: usize,
        handle: u64,
        offset: usize,
    ) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the range and the handle.
        cu.check(
            unsafe { (cu.fns.cuMemMap)(va, size, offset, handle, 0) },
            "cuMemMap",
        )?;
        let access = sys::MemAccessDesc {
            location: self.location(),
            flags: 3,
        };
        // SAFETY: one valid descriptor.
        cu.check(
            unsafe { (cu.fns.cuMemSetAccess)(va, size, &access, 1) },
            "cuMemSetAccess",
        )
    }

    pub fn unmap_physical(&self, va: u64, size: usize) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the range.
        cu.check(unsafe { (cu.fns.cuMemUnmap)(va, size) }, "cuMemUnmap")
    }

    /// CUDA IPC: the driver's handle to the allocation at `ptr`.
    pub fn export_memory(&self, ptr: u64) -> Result<[u8; 64], GpuError> {
        let cu = self.bind()?;
        let mut h = sys::IpcMemHandle([0; 64]);
        // SAFETY: a valid out-pointer; the driver validates the address.
        cu.check(
            unsafe { (cu.fns.cuIpcGetMemHandle)(&mut h, ptr) },
            "cuIpcGetMemHandle",
        )?;
        Ok(h.0)
    }

    /// Maps the allocation another process's handle names: its address and size here.
    pub fn import_memory(&self, handle: &[u8; 64]) -> Result<(u64, usize), GpuError> {
        let cu = self.bind()?;
        let mut ptr: sys::CuDevicePtr = 0;
        // SAFETY: a valid out-pointer; the driver validates the handle.
        // CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS, the one flag.
        cu.check(
            unsafe { (cu.fns.cuIpcOpenMemHandle_v2)(&mut ptr, sys::IpcMemHandle(*handle), 1) },
            "cuIpcOpenMemHandle",
        )?;
        let (mut base, mut size) = (0, 0usize);
        // SAFETY: valid out-pointers for an address just mapped.
        cu.check(
            unsafe { (cu.fns.cuMemGetAddressRange_v2)(&mut base, &mut size, ptr) },
            "cuMemGetAddressRange",
        )?;
        Ok((ptr, size))
    }

    pub fn close_imported(&self, ptr: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the address.
        cu.check(
            unsafe { (cu.fns.cuIpcCloseMemHandle)(ptr) },
            "cuIpcCloseMemHandle",
        )
    }

    fn location(&self) -> sys::MemLocation {
        sys::MemLocation {
            kind: 1,
            id: self.inner.device,
        }
    }

    /// Allocates device memory (256-byte aligned, as every driver allocation is).
    pub fn alloc(&self, size: usize) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut p: sys::CuDevicePtr = 0;
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuMemAlloc_v2)(&mut p, size.max(1)) },
            "cuMemAlloc",
        )?;
        Ok(p)
    }

    pub fn free(&self, ptr: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the address; an unknown one is an error, not a crash.
        cu.check(unsafe { (cu.fns.cuMemFree_v2)(ptr) }, "cuMemFree")
    }

    /// Allocates page-locked host memory mapped into the device's address space; with unified
    /// addressing its host address is also its device address.
    pub fn alloc_host(&self, size: usize) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut p: *mut c_void = ptr::null_mut();
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuMemAllocHost_v2)(&mut p, size.max(1)) },
            "cuMemAllocHost",
        )?;
        Ok(p as u64)
    }

    pub fn free_host(&self, ptr: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver checks that the address came from cuMemAllocHost.
        cu.check(
            unsafe { (cu.fns.cuMemFreeHost)(ptr as *mut c_void) },
            "cuMemFreeHost",
        )
    }

    /// Allocates managed memory, valid at the same address on host and device.
    pub fn alloc_managed(&self, size: usize) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let mut p: sys::CuDevicePtr = 0;
        // SAFETY: a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuMemAllocManaged)(&mut p, size.max(1), sys::CU_MEM_ATTACH_GLOBAL) },
            "cuMemAllocManaged",
        )?;
        Ok(p)
    }

    /// Page-locks and maps an existing host range (`cudaHostRegister`); `flags` are the
    /// driver's `CU_MEMHOSTREGISTER_*` bits, which equal the runtime's.
    ///
    /// # Safety
    /// `[ptr, ptr + len)` must be host memory owned by the caller that stays allocated until
    /// [`Gpu::host_unregister`]; the device may read and write it meanwhile.
    pub unsafe fn host_register(
        &self,
        ptr: *mut u8,
        len: usize,
        flags: u32,
    ) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the caller guarantees the range.
        cu.check(
            unsafe { (cu.fns.cuMemHostRegister_v2)(ptr as *mut c_void, len, flags) },
            "cuMemHostRegister",
        )
    }

    pub fn host_unregister(&self, ptr: *mut u8) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver checks that the range was registered.
        cu.check(
            unsafe { (cu.fns.cuMemHostUnregister)(ptr as *mut c_void) },
            "cuMemHostUnregister",
        )
    }

    /// Copies host bytes to device memory at `dst`.
    pub fn copy_to_device(&self, dst: u64, src: &[u8]) -> Result<(), GpuError> {
        if src.is_empty() {
            return Ok(());
        }
        let cu = self.bind()?;
        // SAFETY: `src` is valid for its length; the driver validates the device range.
        cu.check(
            unsafe { (cu.fns.cuMemcpyHtoD_v2)(dst, src.as_ptr() as *const c_void, src.len()) },
            "cuMemcpyHtoD",
        )
    }

    /// Copies device memory at `src` into `dst`.
    pub fn copy_from_device(&self, dst: &mut [u8], src: u64) -> Result<(), GpuError> {
        if dst.is_empty() {
            return Ok(());
        }
        let cu = self.bind()?;
        // SAFETY: `dst` is valid for writes of its length; the driver validates the device
        // range. The copy is complete when the call returns.
        cu.check(
            unsafe { (cu.fns.cuMemcpyDtoH_v2)(dst.as_mut_ptr() as *mut c_void, src, dst.len()) },
            "cuMemcpyDtoH",
        )
    }

    /// Copies between two device ranges and waits for the copy (the driver does it
    /// asynchronously; a backend's operations are complete when they return).
    pub fn copy_device_to_device(&self, dst: u64, src: u64, len: usize) -> Result<(), GpuError> {
        if len == 0 {
            return Ok(());
        }
        let cu = self.bind()?;
        // SAFETY: both ranges are device addresses the driver validates.
        cu.check(
            unsafe { (cu.fns.cuMemcpyDtoD_v2)(dst, src, len) },
            "cuMemcpyDtoD",
        )?;
        self.synchronize()
    }

    /// Copies `len` bytes between any two addresses the device or the host can name (unified
    /// addressing decides which is which), after all work issued to the device before it. As
    /// with `cuMemcpy`, a copy that touches host memory is done when this returns (or, from
    /// pageable memory, staged, so the source may be reused); a device-to-device copy is only
    /// issued.
    ///
    /// # Safety
    /// A host-side range must be valid for the access (reads at `src`, writes at `dst`) for
    /// `len` bytes; device-side ranges are checked by the driver.
    pub unsafe fn copy(&self, dst: u64, src: u64, len: usize) -> Result<(), GpuError> {
        if len == 0 {
            return Ok(());
        }
        let cu = self.bind()?;
        // SAFETY: the caller guarantees the host-side ranges.
        cu.check(unsafe { (cu.fns.cuMemcpy)(dst, src, len) }, "cuMemcpy")
    }

    /// Issues a fill of `len` bytes at `dst` (device, pinned or managed memory) with elements
    /// of `element` bytes (1, 2 or 4) holding `value`'s low bytes, after all work issued before
    /// it; [`Gpu::synchronize`] waits for it.
    pub fn memset(&self, dst: u64, value: u32, element: usize, len: usize) -> Result<(), GpuError> {
        if len == 0 {
            return Ok(());
        }
        let cu = self.bind()?;
        let count = len / element.max(1);
        // SAFETY: the driver validates the range (it must be device-accessible memory).
        let (r, call) = unsafe {
            match element {
                4 => ((cu.fns.cuMemsetD32_v2)(dst, value, count), "cuMemsetD32"),
                2 => (
                    (cu.fns.cuMemsetD16_v2)(dst, value as u16, count),
                    "cuMemsetD16",
                ),
                _ => ((cu.fns.cuMemsetD8_v2)(dst, value as u8, len), "cuMemsetD8"),
            }
        };
        cu.check(r, call)
    }

    /// Free and total device memory, in bytes.
    pub fn mem_info(&self) -> Result<(usize, usize), GpuError> {
        let cu = self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: valid out-pointers.
        cu.check(
            unsafe { (cu.fns.cuMemGetInfo_v2)(&mut free, &mut total) },
            "cuMemGetInfo",
        )?;
        Ok((free, total))
    }

    /// The driver allocation containing `ptr`, as (start, size), if the driver knows one.
    pub fn pointer_range(&self, ptr: u64) -> Option<(u64, usize)> {
        let cu = self.bind().ok()?;
        let mut start: u64 = 0;
        let mut size: usize = 0;
        // SAFETY: the out-pointers have the types these attributes write (CUdeviceptr and
        // size_t); unknown addresses fail without writing.
        let ok = unsafe {
            (cu.fns.cuPointerGetAttribute)(
                &mut start as *mut u64 as *mut c_void,
                sys::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                ptr,
            ) == CUDA_SUCCESS
                && (cu.fns.cuPointerGetAttribute)(
                    &mut size as *mut usize as *mut c_void,
                    sys::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
                    ptr,
                ) == CUDA_SUCCESS
        };
        ok.then_some((start, size))
    }

    /// Compiles CUDA C for this device's target (NVRTC, serialised).
    pub(crate) fn compile(
        &self,
        source: &str,
        name: &str,
        extra_options: &[String],
    ) -> Result<Vec<u8>, String> {
        let _guard = self
            .inner
            .compile_lock
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let mut options = vec![self.inner.target.arch_option()];
        options.extend_from_slice(extra_options);
        self.inner
            .nvrtc
            .compile(source, name, &options, self.inner.target.output)
    }

    /// Links relocatable device code (NVRTC's output with `-rdc=true`) with CUDA's device
    /// runtime library into a loadable CUBIN.
    pub(crate) fn link_with_device_runtime(&self, image: &[u8]) -> Result<Vec<u8>, String> {
        let library = sys::device_runtime_library(self.nvrtc_path()).ok_or_else(|| {
            format!(
                "device code launches kernels or calls the device runtime, which needs CUDA's \
                 libcudadevrt.a; it is not beside {} nor in $CUDA_PATH/lib64 or \
                 /usr/local/cuda/lib64",
                self.nvrtc_path()
            )
        })?;
        let cu = self.bind().map_err(|e| e.to_string())?;
        let fail = |r: CuResult, call: &str| {
            let (name, text) = cu.describe(r);
            format!("linking with {library} failed: {call}: {name}: {text}")
        };
        let mut state: sys::CuLinkStateRaw = ptr::null_mut();
        // SAFETY: no options; a valid out-pointer.
        let r =
            unsafe { (cu.fns.cuLinkCreate_v2)(0, ptr::null_mut(), ptr::null_mut(), &mut state) };
        if r != CUDA_SUCCESS {
            return Err(fail(r, "cuLinkCreate"));
        }
        let linked = (|| {
            let kind = if image.starts_with(b"\x7fELF") {
                sys::CU_JIT_INPUT_CUBIN
            } else {
                sys::CU_JIT_INPUT_PTX
            };
            let name = c"ferrocuda";
            // SAFETY: a live link state and `image.len()` readable bytes (the driver copies
            // them); no options.
            let r = unsafe {
                (cu.fns.cuLinkAddData_v2)(
                    state,
                    kind,
                    image.as_ptr() as *mut c_void,
                    image.len(),
                    name.as_ptr(),
                    0,
                    ptr::null_mut(),
                    ptr::null_mut(),
                )
            };
            if r != CUDA_SUCCESS {
                return Err(fail(r, "cuLinkAddData"));
            }
            let path = CString::new(library.as_str()).map_err(|e| e.to_string())?;
            // SAFETY: a live link state and a NUL-terminated path; no options.
            let r = unsafe {
                (cu.fns.cuLinkAddFile_v2)(
                    state,
                    sys::CU_JIT_INPUT_LIBRARY,
                    path.as_ptr(),
                    0,
                    ptr::null_mut(),
                    ptr::null_mut(),
                )
            };
            if r != CUDA_SUCCESS {
                return Err(fail(r, "cuLinkAddFile"));
            }
            let (mut cubin, mut size): (*mut c_void, usize) = (ptr::null_mut(), 0);
            // SAFETY: a live link state and valid out-pointers.
            let r = unsafe { (cu.fns.cuLinkComplete)(state, &mut cubin, &mut size) };
            if r != CUDA_SUCCESS || cubin.is_null() {
                return Err(fail(r, "cuLinkComplete"));
            }
            // SAFETY: the driver's output, `size` bytes owned by the link state until it is
            // destroyed (below), so it is copied first.
            Ok(unsafe { std::slice::from_raw_parts(cubin as *const u8, size) }.to_vec())
        })();
        // SAFETY: the state was created above and is destroyed once.
        unsafe { (cu.fns.cuLinkDestroy)(state) };
        linked
    }

    /// A function attribute (`CU_FUNC_ATTRIBUTE_*`).
    pub(crate) fn function_attribute(
        &self,
        f: FunctionHandle,
        attribute: i32,
    ) -> Result<i32, GpuError> {
        let cu = self.bind()?;
        let mut v: c_int = 0;
        // SAFETY: `f` is a live function of a loaded module (its owner keeps the module).
        cu.check(
            unsafe { (cu.fns.cuFuncGetAttribute)(&mut v, attribute, f.0 .0) },
            "cuFuncGetAttribute",
        )?;
        Ok(v)
    }

    /// Where the driver places parameter `index` of `f` in its parameter buffer: `None` where
    /// the driver cannot say (it predates `cuFuncGetParamInfo`).
    pub(crate) fn param_offset(
        &self,
        f: FunctionHandle,
        index: usize,
    ) -> Result<Option<usize>, GpuError> {
        let cu = self.bind()?;
        let Some(param_info) = cu.param_info else {
            return Ok(None);
        };
        let (mut offset, mut size) = (0usize, 0usize);
        // SAFETY: as for `function_attribute`; both outputs are writable locals.
        cu.check(
            unsafe { param_info(f.0 .0, index, &mut offset, &mut size) },
            "cuFuncGetParamInfo",
        )?;
        Ok(Some(offset))
    }

    /// How many blocks of `f` with `block_size` threads and `dynamic_shared` bytes of dynamic
    /// shared memory one multiprocessor holds at once, as the driver allocates them.
    pub(crate) fn max_active_blocks(
        &self,
        f: FunctionHandle,
        block_size: i32,
        dynamic_shared: usize,
    ) -> Result<i32, GpuError> {
        let cu = self.bind()?;
        let mut blocks: c_int = 0;
        // SAFETY: as for `function_attribute`.
        cu.check(
            unsafe {
                (cu.fns.cuOccupancyMaxActiveBlocksPerMultiprocessor)(
                    &mut blocks,
                    f.0 .0,
                    block_size,
                    dynamic_shared,
                )
            },
            "cuOccupancyMaxActiveBlocksPerMultiprocessor",
        )?;
        Ok(blocks)
    }

    pub(crate) fn set_function_attribute(
        &self,
        f: FunctionHandle,
        attribute: i32,
        value: i32,
    ) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: as for `function_attribute`.
        cu.check(
            unsafe { (cu.fns.cuFuncSetAttribute)(f.0 .0, attribute, value) },
            "cuFuncSetAttribute",
        )
    }

    /// Issues `f` on the legacy default stream with `params` as its parameter buffer, after all
    /// work issued before it, and returns without waiting: a fault during the kernel is the
    /// error of the next call that waits for the device ([`Gpu::synchronize`], a copy to the
    /// host, an event wait).
    pub(crate) fn launch(
        &self,
        f: FunctionHandle,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_shared: u32,
        params: &[u8],
        kind: LaunchKind,
    ) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // The buffer is copied into 8-byte words so that it is aligned for any parameter; on
        // the stack for the usual few parameters, since this is every launch's path.
        let mut inline = [0u64; 32];
        let mut spilled = Vec::new();
        let words: &mut [u64] = if params.len() <= 8 * inline.len() {
            &mut inline
        } else {
            spilled.resize(params.len().div_ceil(8), 0u64);
            &mut spilled
        };
        for (w, c) in words.iter_mut().zip(params.chunks(8)) {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            *w = u64::from_ne_bytes(b);
        }
        // A cooperative launch takes a pointer to each parameter rather than the buffer.
        let base = words.as_mut_ptr() as *mut u8;
        let offsets = match kind {
            LaunchKind::Cooperative(offsets) => offsets,
            _ => &[],
        };
        let mut each: Vec<*mut c_void> = offsets
            .iter()
            .map(|&o| base.wrapping_add(o as usize) as *mut c_void)
            .collect();
        let mut size: usize = params.len();
        let mut extra: [*mut c_void; 5] = [
            sys::CU_LAUNCH_PARAM_BUFFER_POINTER as *mut c_void,
            words.as_mut_ptr() as *mut c_void,
            sys::CU_LAUNCH_PARAM_BUFFER_SIZE as *mut c_void,
            &mut size as *mut usize as *mut c_void,
            sys::CU_LAUNCH_PARAM_END as *mut c_void,
        ];
        let extra_ptr = if params.is_empty() {
            ptr::null_mut()
        } else {
            extra.as_mut_ptr()
        };
        let ([gx, gy, gz], [bx, by, bz]) = (grid, block);
        // Both entry points take the kernel, its shape and its stream first; each call gives
        // its result and the entry point's name.
        macro_rules! launch_with {
            ($entry:ident, $($rest:expr),+) => {
                // SAFETY: `f` is live (its owner keeps the module); `extra` is the documented
                // key/value list and `each` points into the same buffer, which, with its size,
                // outlives the call (the driver copies them).
                (
                    unsafe {
                        (cu.fns.$entry)(f.0 .0, gx, gy, gz, bx, by, bz, dynamic_shared, ptr::null_mut(), $($rest),+)
                    },
                    stringify!($entry),
                )
            };
        }
        let (r, call) = match kind {
            LaunchKind::Cooperative(_) => {
                launch_with!(cuLaunchCooperativeKernel, each.as_mut_ptr())
            }
            LaunchKind::Plain => launch_with!(cuLaunchKernel, ptr::null_mut(), extra_ptr),
            LaunchKind::Clusters(dims) => {
                let mut value = [0; 16];
                value[..3].copy_from_slice(&dims);
                let mut cluster = sys::CuLaunchAttribute {
                    id: sys::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
                    pad: 0,
                    value,
                };
                let config = sys::CuLaunchConfig {
                    grid,
                    block,
                    shared_mem_bytes: dynamic_shared,
                    stream: ptr::null_mut(),
                    attrs: &mut cluster,
                    num_attrs: 1,
                };
                // SAFETY: as for `launch_with!`; the configuration and its attribute outlive
                // the call.
                let r = unsafe {
                    (cu.fns.cuLaunchKernelEx)(&config, f.0 .0, ptr::null_mut(), extra_ptr)
                };
                (r, "cuLaunchKernelEx")
            }
        };
        cu.check(r, call)
    }
}

/// How a kernel is launched, beyond its shape.
#[derive(Clone, Copy, Debug, Default)]
pub enum LaunchKind<'a> {
    #[default]
    Plain,
    /// `cudaLaunchCooperativeKernel`: every block resident at once; the offset of each
    /// parameter in the parameter buffer.
    Cooperative(&'a [u32]),
    /// In thread block clusters of these blocks (`cudaLaunchAttributeClusterDimension`).
    Clusters([u32; 3]),
}

/// Whether `image` can be handed to `cuModuleLoadData` without the driver reading past its
/// end: the driver takes no length, so an ELF image (CUBIN) must contain every header and
/// section its header describes, and a text image (PTX) must be NUL-terminated. This is what
/// makes loading a corrupt or truncated cache file an error instead of undefined behaviour.
pub fn image_is_complete(image: &[u8]) -> bool {
    if !image.starts_with(b"\x7fELF") {
        return image.contains(&0);
    }
    // 64-bit little-endian ELF only: that is what NVRTC produces for every current GPU.
    if image.len() < 64 || image[4] != 2 || image[5] != 1 {
        return false;
    }
    let u16_at = |o: usize| u16::from_le_bytes([image[o], image[o + 1]]) as u64;
    let u64_at = |o: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&image[o..o + 8]);
        u64::from_le_bytes(b)
    };
    let len = image.len() as u64;
    let within = |off: u64, size: u64| off.checked_add(size).is_some_and(|end| end <= len);
    let (phoff, shoff) = (u64_at(0x20), u64_at(0x28));
    let (phentsize, phnum) = (u16_at(0x36), u16_at(0x38));
    let (shentsize, shnum) = (u16_at(0x3a), u16_at(0x3c));
    if !within(phoff, phentsize * phnum) || !within(shoff, shentsize * shnum) {
        return false;
    }
    if shnum > 0 && shentsize < 64 {
        return false;
    }
    (0..shnum).all(|i| {
        let h = (shoff + i * shentsize) as usize;
        let (kind, off, size) = (
            u32::from_le_bytes([image[h + 4], image[h + 5], image[h + 6], image[h + 7]]),
            u64_at(h + 0x18),
            u64_at(h + 0x20),
        );
        // SHT_NOBITS sections (.bss, .nv.shared) occupy no bytes of the file.
        kind == 8 || within(off, size)
    })
}

/// A kernel of a [`LoadedImage`]; valid while the image is loaded.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FunctionHandle(Handle);

/// A compiled image loaded as a driver module; unloaded when dropped.
pub(crate) struct LoadedImage {
    gpu: Gpu,
    module: Handle,
}

impl LoadedImage {
    /// Loads a CUBIN or NUL-terminated PTX image.
    pub(crate) fn load(gpu: &Gpu, image: &[u8]) -> Result<LoadedImage, GpuError> {
        if !image_is_complete(image) {
            return Err(GpuError::new(
                crate::error::code::INVALID_KERNEL_IMAGE,
                "cudaErrorInvalidKernelImage",
                "the compiled image is truncated or malformed",
            ));
        }
        let cu = gpu.bind()?;
        let mut m: sys::CuModuleRaw = ptr::null_mut();
        // SAFETY: `image` is complete (checked above), so the driver reads only inside it.
        cu.check(
            unsafe { (cu.fns.cuModuleLoadData)(&mut m, image.as_ptr() as *const c_void) },
            "cuModuleLoadData",
        )?;
        Ok(LoadedImage {
            gpu: gpu.clone(),
            module: Handle(m),
        })
    }

    pub(crate) fn function(&self, name: &str) -> Result<FunctionHandle, GpuError> {
        let cu = self.gpu.bind()?;
        let c = c_name(name)?;
        let mut f: sys::CuFunctionRaw = ptr::null_mut();
        // SAFETY: a loaded module, a NUL-terminated name and a valid out-pointer.
        cu.check(
            unsafe { (cu.fns.cuModuleGetFunction)(&mut f, self.module.0, c.as_ptr()) },
            "cuModuleGetFunction",
        )?;
        Ok(FunctionHandle(Handle(f)))
    }

    /// The device address and size of a module variable.
    pub(crate) fn global(&self, name: &str) -> Result<(u64, usize), GpuError> {
        let cu = self.gpu.bind()?;
        let c = c_name(name)?;
        let (mut p, mut size) = (0u64, 0usize);
        // SAFETY: as for `function`.
        cu.check(
            unsafe { (cu.fns.cuModuleGetGlobal_v2)(&mut p, &mut size, self.module.0, c.as_ptr()) },
            "cuModuleGetGlobal",
        )?;
        Ok((p, size))
    }
}

impl Drop for LoadedImage {
    fn drop(&mut self) {
        if let Ok(cu) = self.gpu.bind() {
            // SAFETY: the module was loaded by `load` and is unloaded once, here.
            unsafe { (cu.fns.cuModuleUnload)(self.module.0) };
        }
    }
}

fn c_name(name: &str) -> Result<CString, GpuError> {
    CString::new(name).map_err(|_| {
        GpuError::new(
            crate::error::code::INVALID_VALUE,
            "cudaErrorInvalidValue",
            "a name contains a NUL byte",
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets() {
        let v = (13, 0);
        let t = choose_target(90, Some(&[75, 80, 86, 89, 90, 100, 120]), v).unwrap();
        assert_eq!((t.arch, t.output), (90, Output::Cubin));
        assert_eq!(t.arch_option(), "--gpu-architecture=sm_90");
        assert_eq!(t.tag(), "sm_90-nvrtc13.0");
        let t = choose_target(121, Some(&[75, 80, 90, 120]), v).unwrap();
        assert_eq!((t.arch, t.output), (120, Output::Ptx));
        assert_eq!(t.arch_option(), "--gpu-architecture=compute_120");
        assert!(choose_target(60, Some(&[75, 80]), v)
            .unwrap_err()
            .contains("sm_60"));
        assert_eq!(choose_target(87, None, v).unwrap().arch, 87);
    }

    #[test]
    fn incomplete_images_are_refused() {
        assert!(image_is_complete(b".version 8.0\n\0"));
        assert!(!image_is_complete(b".version 8.0\n"));
        assert!(!image_is_complete(b"\x7fELF\x02\x01"));
        // A minimal ELF header with no sections or segments is complete.
        let mut h = vec![0u8; 64];
        h[..6].copy_from_slice(b"\x7fELF\x02\x01");
        assert!(image_is_complete(&h));
        // One section header claimed at offset 64, absent from the file.
        h[0x28] = 64;
        h[0x3a] = 64;
        h[0x3c] = 1;
        assert!(!image_is_complete(&h));
        // Present, describing a section that runs past the end.
        h.extend_from_slice(&[0u8; 64]);
        h[64 + 0x18] = 100;
        h[64 + 0x20] = 100;
        assert!(!image_is_complete(&h));
        h[64 + 0x20] = 0;
        h[64 + 0x18] = 10;
        assert!(image_is_complete(&h));
    }

    #[test]
    fn a_missing_driver_is_an_error_that_names_it() {
        // On a machine with a GPU this opens it; elsewhere the message must say what is
        // missing, and nothing may panic.
        if let Err(e) = Gpu::open() {
            assert!(
                e.contains("libcuda.so.1") || e.contains("NVRTC") || e.contains("CUDA device"),
                "{e}"
            );
        }
    }
}
