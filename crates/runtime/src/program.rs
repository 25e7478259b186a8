//! Device code compiled from CUDA C source while the program runs, as NVRTC compiles it: the
//! Rust API's `Module::compile` and the C library's `nvrtcCompileProgram` both come here, so
//! the two compile alike (same headers, same predefined macros, same options).
//!
//! The headers are ferrocuda's `include/` directory, found as [`include_dir`] says: a program
//! built by `ferrocuda nvcc` loads the runtime from the toolkit prefix, whose `include/` lies
//! beside its `lib64/`; a Rust program has the runtime linked in and uses the checkout it was
//! built from. `FERROCUDA_INCLUDE_DIR` overrides both.

pub use ferrocuda_frontend::compile::DeviceCompilation;
use ferrocuda_frontend::compile::{
    as_toolkit_include, compile_bytes, with_front_end_stack, DeviceOptions, MacroOption,
};
use std::path::{Path, PathBuf};

/// The environment variable that names ferrocuda's `include/` directory.
pub const INCLUDE_DIR_VAR: &str = "FERROCUDA_INCLUDE_DIR";

/// The checkout's `include/`, for a runtime linked into a program built from it.
const BUILT_INCLUDE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../include");

/// What a run-time compilation takes besides the source.
#[derive(Clone, Debug)]
pub struct ProgramOptions {
    /// The file name diagnostics give the source.
    pub name: String,
    /// `-I` directories, searched before ferrocuda's own headers.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME=VALUE`, in order.
    pub defines: Vec<(String, String)>,
    /// `--fmad`: whether products may fuse into multiply-adds.
    pub fmad: bool,
    /// `--std=c++NN` as `__cplusplus` (C++17's when `None`).
    pub cplusplus: Option<u32>,
    /// `--expt-relaxed-constexpr`.
    pub relaxed_constexpr: bool,
    /// `--use_fast_math`.
    pub fast_math: bool,
    /// `-ftz=`: whether single-precision subnormals are flushed to zero (`None`: as
    /// `--use_fast_math` says).
    pub ftz: Option<bool>,
    /// Headers given as text, by the name `#include` spells (NVRTC's in-memory headers).
    pub headers: Vec<(String, Vec<u8>)>,
    /// Kernel template instances to compile in (NVRTC's name expressions): a kernel's name
    /// and its template arguments as written.
    pub instances: Vec<(String, String)>,
    /// `--pre-include=FILE`: headers read before the source's first line.
    pub pre_includes: Vec<String>,
    /// `-rdc=true`: code to be linked with other programs' (`cuLink*`).
    pub relocatable: bool,
}

impl Default for ProgramOptions {
    fn default() -> Self {
        ProgramOptions {
            name: "source.cu".into(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            fmad: true,
            cplusplus: None,
            relaxed_constexpr: false,
            fast_math: false,
            ftz: None,
            headers: Vec::new(),
            instances: Vec::new(),
            pre_includes: Vec::new(),
            relocatable: false,
        }
    }
}

/// ferrocuda's `include/` directory: `FERROCUDA_INCLUDE_DIR`, else, where this runtime is the
/// shared `libcudart.so`, the `include/` beside the directory it was loaded from (the toolkit
/// prefix's `lib64/`), else the checkout the runtime was built from. Errors: a message saying
/// where it looked.
pub fn include_dir() -> Result<PathBuf, String> {
    let has_headers = |d: &Path| d.join("cuda_runtime.h").is_file();
    if let Some(d) = std::env::var_os(INCLUDE_DIR_VAR).filter(|d| !d.is_empty()) {
        let d = PathBuf::from(d);
        return match has_headers(&d) {
            true => Ok(d),
            false => Err(format!(
                "ferrocuda: error: cannot find the CUDA headers: {} ({INCLUDE_DIR_VAR}) has no \
                 cuda_runtime.h",
                d.display()
            )),
        };
    }
    let shared_runtime = |lib: &PathBuf| {
        lib.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("libcudart.so"))
    };
    let beside = loaded_from()
        .filter(shared_runtime)
        .and_then(|lib| Some(lib.parent()?.parent()?.join("include")));
    if let Some(d) = beside {
        if has_headers(&d) {
            return Ok(d);
        }
    }
    let d = PathBuf::from(BUILT_INCLUDE_DIR);
    match has_headers(&d) {
        true => Ok(d),
        false => Err(format!(
            "ferrocuda: error: cannot find the CUDA headers: {} (the build-time default) has \
             no cuda_runtime.h; set {INCLUDE_DIR_VAR} to the include/ directory of a ferrocuda \
             checkout",
            d.display()
        )),
    }
}

/// The file this code was loaded from, as the dynamic loader names it (not resolving links:
/// the toolkit's `lib64/libcudart.so.13` links to the build's library).
fn loaded_from() -> Option<PathBuf> {
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: any address inside this object is a valid argument; `info` is written on success.
    let found = unsafe { libc::dladdr(include_dir as *const libc::c_void, &mut info) };
    if found == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: on success `dli_fname` is a NUL-terminated path owned by the loader.
    let name = unsafe { std::ffi::CStr::from_ptr(info.dli_fname) };
    use std::os::unix::ffi::OsStrExt;
    Some(PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes())))
}

/// Compiles device source as NVRTC does: `cuda_runtime.h` and `assert` available without an
/// `#include`, `__CUDACC_RTC__` defined, `__global__` functions become kernels, host code is
/// skimmed. Runs the front end on its own stack.
///
/// Errors: every diagnostic, rendered (`name:line:col: error: ...`).
pub fn compile_program(source: &str, opts: &ProgramOptions) -> Result<DeviceCompilation, String> {
    let root = include_dir()?;
    let device_options = DeviceOptions {
        include_dirs: opts
            .include_dirs
            .iter()
            .map(|dir| as_toolkit_include(dir, &root))
            .collect(),
        system_dirs: vec![root.clone(), root.join("ferrocuda").join("device-std")],
        // Source compiled for the device alone: no host headers.
        host_dirs: Vec::new(),
        macros: std::iter::once(("__CUDACC_RTC__".to_string(), "1".to_string()))
            .chain(opts.defines.iter().cloned())
            .map(|(name, value)| MacroOption::Define(name, value))
            .collect(),
        relocatable: opts.relocatable,
        no_fmad: !opts.fmad,
        relaxed_constexpr: opts.relaxed_constexpr,
        fast_math: opts.fast_math,
        flush_denormals: opts.ftz.unwrap_or(opts.fast_math),
        // Host code is skimmed, extended lambdas in it too (named as in a unit alone).
        extended_lambda: true,
        lambda_unit: String::new(),
        // Compiled for the device it runs on, as NVRTC compiles for the one it is given.
        cuda_arch: None,
        gpu_code: Vec::new(),
        cplusplus: opts.cplusplus,
        // NVRTC's `assert` needs no header (its kernels call it as they call `printf`).
        pre_includes: std::iter::once("assert.h".to_string())
            .chain(opts.pre_includes.iter().cloned())
            .collect(),
        headers: opts.headers.clone(),
        instances: opts.instances.clone(),
        // NVRTC's warnings are in its log, never errors.
        warnings_as_errors: false,
        cross_space_calls_as_errors: false,
    };
    let name = opts.name.clone();
    let bytes = source.as_bytes().to_vec();
    let run = move || compile_bytes(&name, &bytes, &device_options);
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| with_front_end_stack(run))) {
        Ok(result) => result,
        Err(_) => Err(format!(
            "{}: internal error in the CUDA C compiler",
            opts.name
        )),
    }
}
