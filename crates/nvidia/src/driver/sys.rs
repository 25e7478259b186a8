//! The raw C interfaces of `libcuda.so.1` and NVRTC: handle types, the constants this crate
//! passes, and tables of entry points resolved from the libraries at run time.
//!
//! Nothing here is linked: a table is filled by `dlsym` through `libloading`, so a machine
//! without the libraries gets an error from [`load_driver`] or [`load_nvrtc`], not a loader
//! failure at start-up. A loaded library is never unloaded (it lives in a process-wide
//! `OnceLock`), which is what keeps every function pointer in a table valid.

use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void};

pub type CuResult = c_uint;
pub type CuDevice = c_int;
pub type CuDevicePtr = u64;
pub type CuContextRaw = *mut c_void;
pub type CuModuleRaw = *mut c_void;
pub type CuFunctionRaw = *mut c_void;
pub type CuStreamRaw = *mut c_void;
pub type CuEventRaw = *mut c_void;
pub type NvrtcResult = c_int;
pub type NvrtcProgram = *mut c_void;

pub type CuArrayRaw = *mut c_void;
pub type CuLinkStateRaw = *mut c_void;

/// `CUjitInputType`: what `cuLinkAddData`/`cuLinkAddFile` are given.
pub const CU_JIT_INPUT_CUBIN: c_int = 0;
pub const CU_JIT_INPUT_PTX: c_int = 1;
pub const CU_JIT_INPUT_LIBRARY: c_int = 4;

pub const CUDA_SUCCESS: CuResult = 0;
/// What `cuEventQuery` and `cuStreamQuery` return while work is pending.
pub const CUDA_ERROR_NOT_READY: CuResult = 600;

/// `cuEventCreate` flags.
pub const CU_EVENT_DISABLE_TIMING: c_uint = 2;
pub const NVRTC_SUCCESS: NvrtcResult = 0;

/// `cuMemAllocManaged` flag: memory any stream may touch.
pub const CU_MEM_ATTACH_GLOBAL: c_uint = 1;

/// `CUmemLocation`.
#[repr(C)]
pub struct MemLocation {
    /// `CU_MEM_LOCATION_TYPE_DEVICE` (1).
    pub kind: c_int,
    pub id: c_int,
}

/// `CUmemAllocationProp`.
#[repr(C)]
pub struct MemAllocationProp {
    /// `CU_MEM_ALLOCATION_TYPE_PINNED` (1).
    pub kind: c_int,
    pub requested_handle_types: c_int,
    pub location: MemLocation,
    pub win32_handle_meta_data: *mut c_void,
    pub alloc_flags: [u8; 8],
}

/// `CUipcMemHandle`, passed by value.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IpcMemHandle(pub [u8; 64]);

/// `CUmemAccessDesc`.
#[repr(C)]
pub struct MemAccessDesc {
    pub location: MemLocation,
    /// `CU_MEM_ACCESS_FLAGS_PROT_READWRITE` (3).
    pub flags: c_int,
}

/// `CUpointer_attribute` values.
pub const CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: c_int = 11;
pub const CU_POINTER_ATTRIBUTE_RANGE_SIZE: c_int = 12;

/// `CUlaunchConfig`: `cuLaunchKernelEx`'s shape, stream and attributes.
#[repr(C)]
pub struct CuLaunchConfig {
    pub grid: [c_uint; 3],
    pub block: [c_uint; 3],
    pub shared_mem_bytes: c_uint,
    pub stream: CuStreamRaw,
    pub attrs: *mut CuLaunchAttribute,
    pub num_attrs: c_uint,
}

/// `CUlaunchAttribute`: an attribute's id, then its value (a union of 64 bytes).
#[repr(C)]
pub struct CuLaunchAttribute {
    pub id: c_uint,
    pub pad: c_uint,
    pub value: [c_uint; 16],
}

/// `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`: the value is the blocks of a cluster, x, y, z.
pub const CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION: c_uint = 4;

/// `cuLaunchKernel`'s `extra` keys: the parameter buffer, its size, the end of the list.
pub const CU_LAUNCH_PARAM_END: usize = 0;
pub const CU_LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
pub const CU_LAUNCH_PARAM_BUFFER_SIZE: usize = 2;

/// Declares a table of entry points and the function that resolves them from a library.
macro_rules! entry_points {
    ($(#[$doc:meta])* $table:ident { $($name:ident: fn($($arg:ty),*) -> $ret:ty;)* }) => {
        $(#[$doc])*
        #[allow(non_snake_case)]
        pub struct $table {
            $(pub $name: unsafe extern "C" fn($($arg),*) -> $ret,)*
        }

        impl $table {
            /// Resolves every entry point, or names the first one missing.
            ///
            /// # Safety
            /// `lib` must export these names with exactly these C signatures, and must stay
            /// loaded as long as the table is used.
            unsafe fn resolve(lib: &Library) -> Result<$table, String> {
                Ok($table {
                    $($name: {
                        // SAFETY: the caller guarantees the symbol has this signature.
                        let sym = unsafe {
                            lib.get::<unsafe extern "C" fn($($arg),*) -> $ret>(stringify!($name))
                        };
                        *sym.map_err(|e| format!("missing entry point {}: {e}", stringify!($name)))?
                    },)*
                })
            }
        }
    };
}

entry_points! {
    /// The driver API entry points the backend uses (their `_v2` names where CUDA versioned
    /// them: the unversioned symbols keep the 32-bit signatures of CUDA 3).
    DriverFns {
        cuInit: fn(c_uint) -> CuResult;
        cuDriverGetVersion: fn(*mut c_int) -> CuResult;
        cuGetErrorName: fn(CuResult, *mut *const c_char) -> CuResult;
        cuGetErrorString: fn(CuResult, *mut *const c_char) -> CuResult;
        cuDeviceGetCount: fn(*mut c_int) -> CuResult;
        cuDeviceGet: fn(*mut CuDevice, c_int) -> CuResult;
        cuDeviceGetName: fn(*mut c_char, c_int, CuDevice) -> CuResult;
        cuDeviceGetAttribute: fn(*mut c_int, c_int, CuDevice) -> CuResult;
        cuDeviceTotalMem_v2: fn(*mut usize, CuDevice) -> CuResult;
        cuDevicePrimaryCtxRetain: fn(*mut CuContextRaw, CuDevice) -> CuResult;
        cuDevicePrimaryCtxRelease_v2: fn(CuDevice) -> CuResult;
        cuCtxSetCurrent: fn(CuContextRaw) -> CuResult;
        cuCtxSynchronize: fn() -> CuResult;
        cuCtxSetLimit: fn(c_int, usize) -> CuResult;
        cuStreamQuery: fn(CuStreamRaw) -> CuResult;
        cuEventCreate: fn(*mut CuEventRaw, c_uint) -> CuResult;
        cuEventDestroy_v2: fn(CuEventRaw) -> CuResult;
        cuEventRecord: fn(CuEventRaw, CuStreamRaw) -> CuResult;
        cuEventQuery: fn(CuEventRaw) -> CuResult;
        cuEventSynchronize: fn(CuEventRaw) -> CuResult;
        cuMemAlloc_v2: fn(*mut CuDevicePtr, usize) -> CuResult;
        cuMemFree_v2: fn(CuDevicePtr) -> CuResult;
        cuMemAllocHost_v2: fn(*mut *mut c_void, usize) -> CuResult;
        cuMemFreeHost: fn(*mut c_void) -> CuResult;
        cuMemHostRegister_v2: fn(*mut c_void, usize, c_uint) -> CuResult;
        cuMemHostUnregister: fn(*mut c_void) -> CuResult;
        cuMemAllocManaged: fn(*mut CuDevicePtr, usize, c_uint) -> CuResult;
        cuMemAddressReserve: fn(*mut CuDevicePtr, usize, usize, CuDevicePtr, u64) -> CuResult;
        cuMemAddressFree: fn(CuDevicePtr, usize) -> CuResult;
        cuMemCreate: fn(*mut u64, usize, *const MemAllocationProp, u64) -> CuResult;
        cuMemRelease: fn(u64) -> CuResult;
        cuMemExportToShareableHandle: fn(*mut c_void, u64, c_int, u64) -> CuResult;
        cuMemImportFromShareableHandle: fn(*mut u64, *mut c_void, c_int) -> CuResult;
        cuMemMap: fn(CuDevicePtr, usize, usize, u64, u64) -> CuResult;
        cuMemUnmap: fn(CuDevicePtr, usize) -> CuResult;
        cuMemSetAccess: fn(CuDevicePtr, usize, *const MemAccessDesc, usize) -> CuResult;
        cuIpcGetMemHandle: fn(*mut IpcMemHandle, CuDevicePtr) -> CuResult;
        cuIpcOpenMemHandle_v2: fn(*mut CuDevicePtr, IpcMemHandle, c_uint) -> CuResult;
        cuIpcCloseMemHandle: fn(CuDevicePtr) -> CuResult;
        cuMemGetAddressRange_v2: fn(*mut CuDevicePtr, *mut usize, CuDevicePtr) -> CuResult;
        cuMemcpy: fn(CuDevicePtr, CuDevicePtr, usize) -> CuResult;
        cuMemcpyHtoD_v2: fn(CuDevicePtr, *const c_void, usize) -> CuResult;
        cuMemcpyDtoH_v2: fn(*mut c_void, CuDevicePtr, usize) -> CuResult;
        cuMemcpyDtoD_v2: fn(CuDevicePtr, CuDevicePtr, usize) -> CuResult;
        cuMemsetD8_v2: fn(CuDevicePtr, u8, usize) -> CuResult;
        cuMemsetD16_v2: fn(CuDevicePtr, u16, usize) -> CuResult;
        cuMemsetD32_v2: fn(CuDevicePtr, u32, usize) -> CuResult;
        cuMemGetInfo_v2: fn(*mut usize, *mut usize) -> CuResult;
        cuPointerGetAttribute: fn(*mut c_void, c_int, CuDevicePtr) -> CuResult;
        cuModuleLoadData: fn(*mut CuModuleRaw, *const c_void) -> CuResult;
        cuLinkCreate_v2: fn(c_uint, *mut c_int, *mut *mut c_void, *mut CuLinkStateRaw) -> CuResult;
        cuLinkAddData_v2: fn(
            CuLinkStateRaw, c_int, *mut c_void, usize, *const c_char, c_uint, *mut c_int,
            *mut *mut c_void
        ) -> CuResult;
        cuLinkAddFile_v2: fn(
            CuLinkStateRaw, c_int, *const c_char, c_uint, *mut c_int, *mut *mut c_void
        ) -> CuResult;
        cuLinkComplete: fn(CuLinkStateRaw, *mut *mut c_void, *mut usize) -> CuResult;
        cuLinkDestroy: fn(CuLinkStateRaw) -> CuResult;
        cuModuleUnload: fn(CuModuleRaw) -> CuResult;
        cuModuleGetFunction: fn(*mut CuFunctionRaw, CuModuleRaw, *const c_char) -> CuResult;
        cuModuleGetGlobal_v2: fn(*mut CuDevicePtr, *mut usize, CuModuleRaw, *const c_char) -> CuResult;
        cuFuncGetAttribute: fn(*mut c_int, c_int, CuFunctionRaw) -> CuResult;
        cuFuncSetAttribute: fn(CuFunctionRaw, c_int, c_int) -> CuResult;
        cuOccupancyMaxActiveBlocksPerMultiprocessor: fn(
            *mut c_int, CuFunctionRaw, c_int, usize
        ) -> CuResult;
        cuArray3DCreate_v2: fn(*mut CuArrayRaw, *const CuArray3DDescriptor) -> CuResult;
        cuArrayDestroy: fn(CuArrayRaw) -> CuResult;
        cuMipmappedArrayCreate: fn(*mut CuArrayRaw, *const CuArray3DDescriptor, c_uint) -> CuResult;
        cuMipmappedArrayGetLevel: fn(*mut CuArrayRaw, CuArrayRaw, c_uint) -> CuResult;
        cuMipmappedArrayDestroy: fn(CuArrayRaw) -> CuResult;
        cuMemcpy3D_v2: fn(*const CuMemcpy3D) -> CuResult;
        cuTexObjectCreate: fn(
            *mut u64, *const CuResourceDesc, *const CuTextureDesc, *const c_void
        ) -> CuResult;
        cuTexObjectDestroy: fn(u64) -> CuResult;
        cuSurfObjectCreate: fn(*mut u64, *const CuResourceDesc) -> CuResult;
        cuSurfObjectDestroy: fn(u64) -> CuResult;
        cuLaunchKernel: fn(
            CuFunctionRaw, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint,
            CuStreamRaw, *mut *mut c_void, *mut *mut c_void
        ) -> CuResult;
        cuLaunchCooperativeKernel: fn(
            CuFunctionRaw, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint,
            CuStreamRaw, *mut *mut c_void
        ) -> CuResult;
        cuLaunchKernelEx: fn(
            *const CuLaunchConfig, CuFunctionRaw, *mut *mut c_void, *mut *mut c_void
        ) -> CuResult;
    }
}

entry_points! {
    /// The NVRTC entry points the backend uses.
    NvrtcFns {
        nvrtcVersion: fn(*mut c_int, *mut c_int) -> NvrtcResult;
        nvrtcGetErrorString: fn(NvrtcResult) -> *const c_char;
        nvrtcCreateProgram: fn(
            *mut NvrtcProgram, *const c_char, *const c_char, c_int,
            *const *const c_char, *const *const c_char
        ) -> NvrtcResult;
        nvrtcDestroyProgram: fn(*mut NvrtcProgram) -> NvrtcResult;
        nvrtcCompileProgram: fn(NvrtcProgram, c_int, *const *const c_char) -> NvrtcResult;
        nvrtcGetProgramLogSize: fn(NvrtcProgram, *mut usize) -> NvrtcResult;
        nvrtcGetProgramLog: fn(NvrtcProgram, *mut c_char) -> NvrtcResult;
        nvrtcGetCUBINSize: fn(NvrtcProgram, *mut usize) -> NvrtcResult;
        nvrtcGetCUBIN: fn(NvrtcProgram, *mut c_char) -> NvrtcResult;
        nvrtcGetPTXSize: fn(NvrtcProgram, *mut usize) -> NvrtcResult;
        nvrtcGetPTX: fn(NvrtcProgram, *mut c_char) -> NvrtcResult;
    }
}

/// NVRTC's list of the real architectures it can compile for (NVRTC 11.2 and later).
pub struct NvrtcArchFns {
    pub get_num: unsafe extern "C" fn(*mut c_int) -> NvrtcResult,
    pub get: unsafe extern "C" fn(*mut c_int) -> NvrtcResult,
}

pub type ElapsedTimeFn = unsafe extern "C" fn(*mut f32, CuEventRaw, CuEventRaw) -> CuResult;

/// `cuTensorMapEncodeTiled`: the map, data type, rank, address, dimensions, strides, box,
/// element strides, interleave, swizzle, L2 promotion and out-of-bounds fill.
pub type TensorMapEncodeTiledFn = unsafe extern "C" fn(
    *mut [u64; 16],
    c_uint,
    c_uint,
    *mut c_void,
    *const u64,
    *const u64,
    *const u32,
    *const u32,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
) -> CuResult;

/// `cuFuncGetParamInfo`: a kernel parameter's offset in the parameter buffer and its size.
pub type FuncGetParamInfoFn =
    unsafe extern "C" fn(CuFunctionRaw, usize, *mut usize, *mut usize) -> CuResult;

/// `libcuda.so.1` and its entry points.
pub struct DriverLib {
    pub fns: DriverFns,
    /// `cuDeviceGetUuid_v2` (CUDA 11.4 and later), absent on older drivers.
    pub get_uuid: Option<unsafe extern "C" fn(*mut [u8; 16], CuDevice) -> CuResult>,
    /// `cuEventElapsedTime_v2` (CUDA 12.8 and later, the only name CUDA 13's header declares),
    /// else the original `cuEventElapsedTime`.
    pub event_elapsed: Option<ElapsedTimeFn>,
    /// `cuTensorMapEncodeTiled` (CUDA 12 and later).
    pub encode_tensor_map: Option<TensorMapEncodeTiledFn>,
    /// `cuFuncGetParamInfo` (CUDA 12.4 and later).
    pub param_info: Option<FuncGetParamInfoFn>,
    _lib: Library,
}

/// NVRTC and its entry points.
pub struct NvrtcLib {
    pub fns: NvrtcFns,
    pub archs: Option<NvrtcArchFns>,
    /// Where it was found, for messages.
    pub path: String,
    _lib: Library,
}

/// Loads `libcuda.so.1` (or, for development machines with only the linker name, `libcuda.so`).
pub fn load_driver() -> Result<DriverLib, String> {
    let mut errors = Vec::new();
    for name in ["libcuda.so.1", "libcuda.so"] {
        // SAFETY: loading the NVIDIA driver runs its initialisers, which have no preconditions.
        match unsafe { Library::new(name) } {
            Ok(lib) if is_this_library(&lib) => errors.push(format!(
                "{name} is ferrocuda's own runtime (a search path names the toolkit's driver directory)"
            )),
            Ok(lib) => {
                // SAFETY: these are the driver API's documented names and C signatures; the
                // library moves into the returned value, which keeps it loaded.
                let fns = unsafe { DriverFns::resolve(&lib) }.map_err(|e| {
                    format!("NVIDIA driver ({name}) is too old or not a CUDA driver: {e}")
                })?;
                // SAFETY: as above, for the one optional entry point.
                let get_uuid = unsafe {
                    lib.get::<unsafe extern "C" fn(*mut [u8; 16], CuDevice) -> CuResult>(
                        "cuDeviceGetUuid_v2",
                    )
                }
                .ok()
                .map(|s| *s);
                let event_elapsed = ["cuEventElapsedTime_v2", "cuEventElapsedTime"]
                    .into_iter()
                    // SAFETY: both names have this signature.
                    .find_map(|name| unsafe { lib.get::<ElapsedTimeFn>(name) }.ok().map(|s| *s));
                // SAFETY: the driver API's documented name and C signature.
                let encode_tensor_map =
                    unsafe { lib.get::<TensorMapEncodeTiledFn>("cuTensorMapEncodeTiled") }
                        .ok()
                        .map(|s| *s);
                // SAFETY: as above.
                let param_info = unsafe { lib.get::<FuncGetParamInfoFn>("cuFuncGetParamInfo") }
                    .ok()
                    .map(|s| *s);
                return Ok(DriverLib {
                    fns,
                    get_uuid,
                    event_elapsed,
                    encode_tensor_map,
                    param_info,
                    _lib: lib,
                });
            }
            Err(e) => errors.push(e.to_string()),
        }
    }
    Err(format!(
        "NVIDIA driver not found (libcuda.so.1): {}",
        errors.first().map(String::as_str).unwrap_or("not loadable")
    ))
}

/// Whether `lib`'s `cuInit` is in the library this code is part of: ferrocuda's runtime, which
/// has the driver API's names too and is reached by the driver's name where a program's search
/// path names the toolkit's driver directory.
fn is_this_library(lib: &Library) -> bool {
    // SAFETY: the symbol is read as an address, not called.
    let Ok(init) = (unsafe { lib.get::<*const c_void>(b"cuInit") }) else {
        return false;
    };
    let object_of = |address: *const c_void| {
        let mut info = std::mem::MaybeUninit::<libc::Dl_info>::zeroed();
        // SAFETY: dladdr fills `info` for an address in a loaded object and reads nothing else.
        let found = unsafe { libc::dladdr(address, info.as_mut_ptr()) } != 0;
        // SAFETY: filled by the successful call.
        found.then(|| unsafe { info.assume_init() }.dli_fbase)
    };
    let this = object_of(is_this_library as *const c_void);
    this.is_some() && this == object_of(*init)
}

/// The places NVRTC is looked for, in order: `$CUDA_PATH/lib64`, `/usr/local/cuda/lib64`, then
/// the dynamic loader's own search path, each with the unversioned name first.
pub fn nvrtc_candidates(cuda_path: Option<&str>) -> Vec<String> {
    const NAMES: [&str; 3] = ["libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"];
    let mut dirs = Vec::new();
    if let Some(p) = cuda_path.filter(|p| !p.is_empty()) {
        dirs.push(format!("{}/lib64", p.trim_end_matches('/')));
    }
    dirs.push("/usr/local/cuda/lib64".to_string());
    let mut out: Vec<String> = dirs
        .iter()
        .flat_map(|d| NAMES.iter().map(move |n| format!("{d}/{n}")))
        .collect();
    out.extend(NAMES.iter().map(|n| n.to_string()));
    out
}

/// CUDA's device runtime library (`libcudadevrt.a`, which device-side launches link with):
/// beside the NVRTC that was loaded, else where NVRTC is looked for.
pub fn device_runtime_library(nvrtc_path: &str) -> Option<String> {
    const NAME: &str = "libcudadevrt.a";
    let beside = std::path::Path::new(nvrtc_path)
        .parent()
        .filter(|_| nvrtc_path.starts_with('/'))
        .map(|d| d.join(NAME).to_string_lossy().into_owned());
    let cuda_path = std::env::var("CUDA_PATH").ok();
    let elsewhere = nvrtc_candidates(cuda_path.as_deref())
        .into_iter()
        .filter(|c| c.starts_with('/'))
        .filter_map(|c| Some(std::path::Path::new(&c).parent()?.join(NAME)))
        .map(|p| p.to_string_lossy().into_owned());
    beside
        .into_iter()
        .chain(elsewhere)
        .find(|p| std::path::Path::new(p).is_file())
}

/// Loads NVRTC from the first of [`nvrtc_candidates`] that loads.
pub fn load_nvrtc() -> Result<NvrtcLib, String> {
    let cuda_path = std::env::var("CUDA_PATH").ok();
    let mut last_error = String::from("no candidate");
    for path in nvrtc_candidates(cuda_path.as_deref()) {
        // A full path that does not exist is skipped quietly; its error would hide the useful
        // one (the loader's, for the bare names).
        if path.starts_with('/') && !std::path::Path::new(&path).exists() {
            continue;
        }
        // SAFETY: loading NVRTC runs its initialisers, which have no preconditions.
        match unsafe { Library::new(path.as_str()) } {
            Ok(lib) => {
                // SAFETY: NVRTC's documented names and C signatures; the library moves into the
                // returned value.
                let fns = unsafe { NvrtcFns::resolve(&lib) }
                    .map_err(|e| format!("NVRTC at {path} is not usable: {e}"))?;
                // SAFETY: as above, for the optional pair.
                let archs = unsafe {
                    let num = lib.get::<unsafe extern "C" fn(*mut c_int) -> NvrtcResult>(
                        "nvrtcGetNumSupportedArchs",
                    );
                    let get = lib.get::<unsafe extern "C" fn(*mut c_int) -> NvrtcResult>(
                        "nvrtcGetSupportedArchs",
                    );
                    match (num, get) {
                        (Ok(n), Ok(g)) => Some(NvrtcArchFns {
                            get_num: *n,
                            get: *g,
                        }),
                        _ => None,
                    }
                };
                return Ok(NvrtcLib {
                    fns,
                    archs,
                    path,
                    _lib: lib,
                });
            }
            Err(e) => last_error = e.to_string(),
        }
    }
    Err(format!(
        "NVRTC not found (libnvrtc.so, libnvrtc.so.13 or libnvrtc.so.12 in $CUDA_PATH/lib64, \
         /usr/local/cuda/lib64 or the loader path): {last_error}"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nvrtc_search_order() {
        let c = nvrtc_candidates(Some("/opt/cuda/"));
        assert_eq!(c[0], "/opt/cuda/lib64/libnvrtc.so");
        assert_eq!(c[2], "/opt/cuda/lib64/libnvrtc.so.12");
        assert_eq!(c[3], "/usr/local/cuda/lib64/libnvrtc.so");
        assert_eq!(&c[6..], ["libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"]);
        assert_eq!(nvrtc_candidates(Some("")).len(), 6);
        assert_eq!(nvrtc_candidates(None).len(), 6);
    }
}

/// `CUDA_ARRAY3D_DESCRIPTOR`: unused dimensions are 0.
#[repr(C)]
pub struct CuArray3DDescriptor {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub format: c_uint,
    pub num_channels: c_uint,
    pub flags: c_uint,
}

pub const CUDA_ARRAY3D_LAYERED: c_uint = 0x01;
pub const CUDA_ARRAY3D_SURFACE_LDST: c_uint = 0x02;
pub const CUDA_ARRAY3D_CUBEMAP: c_uint = 0x04;

/// `CUmemorytype` values.
pub const CU_MEMORYTYPE_HOST: c_uint = 1;
pub const CU_MEMORYTYPE_DEVICE: c_uint = 2;
pub const CU_MEMORYTYPE_ARRAY: c_uint = 3;

/// `CUDA_MEMCPY3D`.
#[repr(C)]
pub struct CuMemcpy3D {
    pub src_x_in_bytes: usize,
    pub src_y: usize,
    pub src_z: usize,
    pub src_lod: usize,
    pub src_memory_type: c_uint,
    pub src_host: *const c_void,
    pub src_device: CuDevicePtr,
    pub src_array: CuArrayRaw,
    pub reserved0: *mut c_void,
    pub src_pitch: usize,
    pub src_height: usize,
    pub dst_x_in_bytes: usize,
    pub dst_y: usize,
    pub dst_z: usize,
    pub dst_lod: usize,
    pub dst_memory_type: c_uint,
    pub dst_host: *mut c_void,
    pub dst_device: CuDevicePtr,
    pub dst_array: CuArrayRaw,
    pub reserved1: *mut c_void,
    pub dst_pitch: usize,
    pub dst_height: usize,
    pub width_in_bytes: usize,
    pub height: usize,
    pub depth: usize,
}

/// `CUresourcetype` values.
pub const CU_RESOURCE_TYPE_ARRAY: c_uint = 0;
pub const CU_RESOURCE_TYPE_MIPMAPPED_ARRAY: c_uint = 1;
pub const CU_RESOURCE_TYPE_LINEAR: c_uint = 2;
pub const CU_RESOURCE_TYPE_PITCH2D: c_uint = 3;

/// `CUDA_RESOURCE_DESC`; `res` is the union, written as the pitch-2D member (the largest one
/// used; the array member is its first word, the linear member its first four).
#[repr(C)]
pub struct CuResourceDesc {
    pub res_type: c_uint,
    pub dev_ptr_or_array: u64,
    pub format: c_uint,
    pub num_channels: c_uint,
    /// `sizeInBytes` for linear memory, `width` for pitch 2D.
    pub size_or_width: usize,
    pub height: usize,
    pub pitch_in_bytes: usize,
    pub reserved: [u64; 11],
    pub flags: c_uint,
}

/// `CUDA_TEXTURE_DESC`.
#[repr(C)]
pub struct CuTextureDesc {
    pub address_mode: [c_uint; 3],
    pub filter_mode: c_uint,
    pub flags: c_uint,
    pub max_anisotropy: c_uint,
    pub mipmap_filter_mode: c_uint,
    pub mipmap_level_bias: f32,
    pub min_mipmap_level_clamp: f32,
    pub max_mipmap_level_clamp: f32,
    pub border_color: [f32; 4],
    pub reserved: [c_int; 12],
}

/// `CUDA_TEXTURE_DESC` flags.
pub const CU_TRSF_READ_AS_INTEGER: c_uint = 0x01;
pub const CU_TRSF_NORMALIZED_COORDINATES: c_uint = 0x02;

#[cfg(test)]
mod layout_tests {
    use super::*;

    #[test]
    fn structures_have_cudas_sizes() {
        assert_eq!(std::mem::size_of::<CuArray3DDescriptor>(), 40);
        assert_eq!(std::mem::size_of::<CuMemcpy3D>(), 200);
        assert_eq!(std::mem::size_of::<CuResourceDesc>(), 144);
        assert_eq!(std::mem::size_of::<CuTextureDesc>(), 104);
    }
}
