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
use std::sync::mpsc;

/// The stack the front end runs on: recursion depth is bounded by the parser's nesting limit,
/// and this leaves room for it whatever thread the caller is on.
pub const FRONT_END_STACK: usize = 256 << 20;

/// Runs `f` on a thread with [`FRONT_END_STACK`] bytes of stack (the memory is only reserved).
pub fn with_front_end_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    match spawn_front_end(f) {
        Ok(handle) => match handle.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(e) => panic!("{e}"),
    }
}

/// Starts `f` on a thread of its own with [`FRONT_END_STACK`] bytes of stack.
fn spawn_front_end<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<std::thread::JoinHandle<T>, String> {
    std::thread::Builder::new()
        .name("ferrocuda-front-end".into())
        .stack_size(FRONT_END_STACK)
        .spawn(f)
        .map_err(|e| format!("cannot start the front end's thread: {e}"))
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
        let mut lowerer = Lowerer::new(&tu, &mut diags, &sm);
        let toolkit = |path: &Path| opts.system_dirs.iter().any(|d| path.starts_with(d));
        lowerer.set_program_files(sm.files().map(|(_, f)| !toolkit(&f.path)).collect());
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
            let mut lowerer = Lowerer::new(&tu, &mut diags, &sm);
            lowerer.lower_all();
            lowerer.finish()
        };
        if diags.has_errors() {
            return Err(diags.render(&sm));
        }
        Ok(module)
    })
}

/// A device image parsed once and kept, with its lowering, on a front-end thread of its own, so
/// that templated kernel instances asked for later extend that lowering instead of parsing the
/// whole image again for each one. Dropping the session ends the thread.
///
/// A failed request may leave the lowering half-extended: the session then refuses further
/// requests, and its owner starts a new one.
pub struct ImageSession {
    requests: mpsc::Sender<InstanceRequest>,
}

struct InstanceRequest {
    kernel: String,
    host_args: String,
    reply: mpsc::Sender<Result<(ir::Module, String), String>>,
}

impl ImageSession {
    /// Parses and lowers `image` (its non-template kernels and its variables): the session and
    /// the module as lowered so far.
    pub fn start(image: &[u8]) -> Result<(ImageSession, ir::Module), String> {
        let image = image.to_vec();
        let (requests, incoming) = mpsc::channel::<InstanceRequest>();
        let (first_tx, first_rx) = mpsc::channel();
        spawn_front_end(move || serve_image(&image, &first_tx, &incoming))?;
        let module = first_rx
            .recv()
            .map_err(|_| "the front end stopped while lowering the device image".to_string())??;
        Ok((ImageSession { requests }, module))
    }

    /// Adds the instance of templated kernel `kernel` for `host_args` (template arguments as
    /// the host names them): the whole module now, and the instance's name in it.
    pub fn instantiate(
        &self,
        kernel: &str,
        host_args: &str,
    ) -> Result<(ir::Module, String), String> {
        let (reply, answer) = mpsc::channel();
        let stopped = || "the front end's session has ended after an earlier failure".to_string();
        self.requests
            .send(InstanceRequest {
                kernel: kernel.to_string(),
                host_args: host_args.to_string(),
                reply,
            })
            .map_err(|_| stopped())?;
        answer.recv().map_err(|_| stopped())?
    }
}

/// The session's thread: lowers the image, answers instance requests until the session is
/// dropped or a request fails.
fn serve_image(
    image: &[u8],
    first: &mpsc::Sender<Result<ir::Module, String>>,
    incoming: &mpsc::Receiver<InstanceRequest>,
) {
    let mut sm = SourceMap::new();
    let tokens = match image::decode(image, &mut sm) {
        Ok(t) => t,
        Err(e) => {
            let _ = first.send(Err(e));
            return;
        }
    };
    let mut diags = Diagnostics::new();
    let tu = parse::parse(tokens, &mut diags);
    let mut lowerer = Lowerer::new(&tu, &mut diags, &sm);
    lowerer.lower_all();
    if lowerer.diagnostics().has_errors() {
        let _ = first.send(Err(lowerer.diagnostics().render(&sm)));
        return;
    }
    if first.send(Ok(lowerer.module().clone())).is_err() {
        return;
    }
    for req in incoming {
        let answer = lowerer
            .instantiate_kernel_for_host(&req.kernel, &req.host_args)
            .and_then(|name| match lowerer.diagnostics().has_errors() {
                true => Err(lowerer.diagnostics().render(&sm)),
                false => Ok((lowerer.module().clone(), name)),
            });
        let failed = answer.is_err();
        let _ = req.reply.send(answer);
        if failed {
            return;
        }
    }
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
