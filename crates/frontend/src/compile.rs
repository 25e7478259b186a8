//! The device compiler's entry points, as the driver, the runtime and the Rust API see them.
//!
//! The driver calls [`compile_device`] on each `.cu` file: it preprocesses, parses and lowers the
//! device side, reports every error with a location and, on success, returns the device image
//! embedded into the program. The image is the preprocessed device program as tokens with their
//! locations ([`image`]): the runtime lowers it again when the module is loaded
//! ([`lower_image`]), which needs no include files and lets templated kernels be instantiated on
//! demand for whatever arguments the host launches.

use crate::diag::Diagnostics;
use crate::lower::{KernelSummary, Lowerer};
use crate::preprocess::{preprocess, PreprocessOptions};
use crate::source::SourceMap;
use crate::{image, lex, parse};
use ferrocuda_ir as ir;
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
    /// The toolkit's header directories (CUDA headers, then the device-side standard headers),
    /// searched after `-I`.
    pub system_dirs: Vec<PathBuf>,
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

/// The macros the device pass defines before the command line's.
fn predefined() -> Vec<(String, String)> {
    [
        ("__CUDACC__", "1"),
        ("__NVCC__", "1"),
        ("__FERROCUDA__", "1"),
        ("__CUDA_ARCH__", "900"),
        ("__CUDACC_VER_MAJOR__", "13"),
        ("__CUDACC_VER_MINOR__", "0"),
        ("__CUDACC_VER_BUILD__", "0"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect()
}

/// Compiles the device side of `path`. On failure the error is every diagnostic, rendered.
pub fn compile_device(path: &Path, opts: &DeviceOptions) -> Result<DeviceCompilation, String> {
    let bytes = std::fs::read(path)
        .map_err(|e| format!("ferrocuda: error: cannot read {}: {e}\n", path.display()))?;
    let name = path.display().to_string();
    let opts = opts.clone();
    with_front_end_stack(move || compile_bytes(&name, &bytes, &opts))
}

/// Compiles device source held in memory (`name` is what diagnostics call it).
pub fn compile_bytes(
    name: &str,
    bytes: &[u8],
    opts: &DeviceOptions,
) -> Result<DeviceCompilation, String> {
    let mut sm = SourceMap::new();
    let main = sm.add(name, name, bytes);
    let mut diags = Diagnostics::new();
    let mut defines = predefined();
    defines.extend(opts.defines.iter().cloned());
    let pp_opts = PreprocessOptions {
        include_dirs: opts.include_dirs.clone(),
        system_dirs: opts.system_dirs.clone(),
        defines,
        undefines: opts.undefines.clone(),
        // nvcc includes cuda_runtime.h in every .cu file before its first line.
        forced_includes: vec!["cuda_runtime.h".to_string()],
    };
    let pre = preprocess(&mut sm, main, &pp_opts, &mut diags);
    if diags.has_errors() {
        return Err(diags.render(&sm));
    }
    let image = image::encode(&sm, &pre.tokens);
    let tu = parse::parse(pre.tokens, &mut diags);
    let kernels = {
        let mut lowerer = Lowerer::new(&tu, &mut diags);
        lowerer.lower_all()
    };
    if diags.has_errors() {
        return Err(diags.render(&sm));
    }
    Ok(DeviceCompilation {
        image,
        kernels: kernels
            .into_iter()
            .map(
                |KernelSummary {
                     name,
                     param_count,
                     is_template,
                 }| KernelInfo {
                    name,
                    param_count,
                    is_template,
                },
            )
            .collect(),
        included_files: pre.included_files,
        warnings: diags.render(&sm),
    })
}

/// Lowers an embedded device image to IR: every non-template kernel and every module variable.
pub fn lower_image(image: &[u8]) -> Result<ir::Module, String> {
    let image = image.to_vec();
    with_front_end_stack(move || {
        let mut sm = SourceMap::new();
        let tokens = image::decode(&image, &mut sm)?;
        let mut diags = Diagnostics::new();
        let tu = parse::parse(tokens, &mut diags);
        let module = {
            let mut lowerer = Lowerer::new(&tu, &mut diags);
            lowerer.lower_all();
            lowerer.finish()
        };
        if diags.has_errors() {
            return Err(diags.render(&sm));
        }
        Ok(module)
    })
}

/// Lowers an embedded device image like [`lower_image`], plus the templated kernel instances
/// `(name, host template arguments)` launches asked for; returns the module and the module names
/// of those instances, in order.
pub fn lower_image_with_instances(
    image: &[u8],
    instances: &[(String, String)],
) -> Result<(ir::Module, Vec<String>), String> {
    let image = image.to_vec();
    let instances = instances.to_vec();
    with_front_end_stack(move || {
        let mut sm = SourceMap::new();
        let tokens = image::decode(&image, &mut sm)?;
        let mut diags = Diagnostics::new();
        let tu = parse::parse(tokens, &mut diags);
        let mut names = Vec::new();
        let module = {
            let mut lowerer = Lowerer::new(&tu, &mut diags);
            lowerer.lower_all();
            for (name, args) in &instances {
                names.push(lowerer.instantiate_kernel_for_host(name, args)?);
            }
            lowerer.finish()
        };
        if diags.has_errors() {
            return Err(diags.render(&sm));
        }
        Ok((module, names))
    })
}

/// Compiles CUDA C device source (no host code needed) straight to IR, as NVRTC compiles to PTX.
pub fn compile_source_to_ir(
    name: &str,
    source: &str,
    opts: &DeviceOptions,
) -> Result<ir::Module, String> {
    let c = compile_bytes(name, source.as_bytes(), opts)?;
    lower_image(&c.image)
}

/// Tokenizes a string with no preprocessing (tests).
pub fn tokens_of(
    sm: &mut SourceMap,
    name: &str,
    text: &str,
    diags: &mut Diagnostics,
) -> Vec<lex::Token> {
    let f = sm.add(name, name, text.as_bytes());
    lex::tokenize(sm, f, diags)
}
