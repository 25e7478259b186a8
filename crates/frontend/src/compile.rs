//! The device compiler's entry points, as the driver, the runtime and the Rust API see them.
//!
//! The driver calls [`compile_device`] on each `.cu` file: it preprocesses, parses and lowers the
//! device side, reports every error with a location and, on success, returns the device image
//! embedded into the program. The image is the preprocessed device program as tokens with their
//! locations ([`image`]): the runtime lowers it again when the module is loaded
//! ([`lower_image`]), which needs no include files and lets templated kernels be instantiated on
//! demand for whatever arguments the host launches.

use crate::diag::Diagnostics;
use crate::lower::host_args;
use crate::lower::{KernelSummary, Lowerer};
pub use crate::preprocess::MacroOption;
use crate::preprocess::{preprocess, PreprocessOptions};
use crate::source::SourceMap;
use crate::{image, lex, parse};
use ferrocuda_ir as ir;
use std::collections::HashMap;
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
    /// The host compiler's header directories (see [`PreprocessOptions::host_dirs`]).
    pub host_dirs: Vec<PathBuf>,
    /// `-D NAME` (value `1`), `-D NAME=VALUE` and `-U NAME`, in command-line order.
    pub macros: Vec<MacroOption>,
    /// `-rdc=true`: the device code is linked with other files' (see [`image::Header`]).
    pub relocatable: bool,
    /// `-fmad=false`: floating-point products are never fused into multiply-adds.
    pub no_fmad: bool,
    /// `--expt-relaxed-constexpr`: host `constexpr` functions may be called from device code.
    pub relaxed_constexpr: bool,
    /// `--use_fast_math`: approximate single-precision math functions and divisions.
    pub fast_math: bool,
    /// `-ftz=true` (`--use_fast_math` implies it): single-precision subnormals flushed to zero.
    pub flush_denormals: bool,
    /// `--extended-lambda`: host code may define `__device__` lambdas.
    pub extended_lambda: bool,
    /// The translation unit's name for its extended lambdas' classes, which the host pass is
    /// given too (see [`crate::extended_lambda::class_name`]); empty where no host code is.
    pub lambda_unit: String,
    /// `__CUDA_ARCH__`: the compute capability the device code is compiled for, times 100
    /// (900 when not said: the device ferrocuda's backends present).
    pub cuda_arch: Option<u32>,
    /// The GPU code the build embeds (see [`image::GpuCode`]); empty: every device.
    pub gpu_code: Vec<image::GpuCode>,
    /// `__cplusplus`: the standard `-std` names (C++17's `201703` when not said).
    pub cplusplus: Option<u32>,
    /// `-include FILE`: headers read before the main file's first line, after
    /// `cuda_runtime.h` (a path, or a name searched for as `#include <FILE>` is).
    pub pre_includes: Vec<String>,
    /// Headers given as text rather than files (see [`PreprocessOptions::headers`]).
    pub headers: Vec<(String, Vec<u8>)>,
    /// Kernel template instances to make with the kernels (see [`image::Header::instances`]):
    /// a kernel's name and template arguments as written.
    pub instances: Vec<(String, String)>,
    /// `-Werror all-warnings`: every warning is reported as an error, and fails the build.
    pub warnings_as_errors: bool,
    /// `-Werror cross-execution-space-call`: a `__host__ __device__` function's call of a host
    /// function in device code is an error, not a warning.
    pub cross_space_calls_as_errors: bool,
}

/// `__CUDA_ARCH__` where the options do not say: the device ferrocuda's backends present.
const DEFAULT_CUDA_ARCH: u32 = 900;

/// The warnings `opts` makes errors of (`-Werror`), made so.
fn promote_warnings(opts: &DeviceOptions, diags: &mut Diagnostics) {
    if opts.warnings_as_errors {
        diags.promote_warnings();
    }
    if opts.cross_space_calls_as_errors {
        diags.promote_warnings_where(|m| m.starts_with("calling a __host__ function("));
    }
}

/// A kernel as the host pass needs to know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    pub name: String,
    pub param_count: usize,
    pub is_template: bool,
    /// The name CUDA's tools give it (see `ir::Function::symbol`); `None` for a template.
    pub symbol: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub struct DeviceCompilation {
    /// The bytes to embed and hand to `__ferrocudaRegisterModule`.
    pub image: Vec<u8>,
    pub kernels: Vec<KernelInfo>,
    /// Every file the device pass read, the main file included: part of the build cache key.
    pub included_files: Vec<PathBuf>,
    /// Warnings, rendered; empty when there are none.
    pub warnings: String,
    /// With relocatable device code, the linkage names of what this file's device code
    /// defines for other files and of what it uses from them (see `ir::Symbols`).
    pub device_exports: Vec<String>,
    pub device_imports: Vec<String>,
    /// The names CUDA's tools give the instances [`DeviceOptions::instances`] asked for, in
    /// order (`None` for one the front end cannot mangle).
    pub instance_symbols: Vec<Option<String>>,
}

/// What the host compiler made of a file: the symbols of its object, among them the records
/// of the kernel template instances the host code makes (see [`host_args::instance_record`]),
/// and the names of the kernels (as the host registers them: `ns::k`, `k#1`) by the id of
/// their records.
#[derive(Default)]
pub struct HostObject {
    pub symbols: Vec<String>,
    pub kernels_by_record: HashMap<usize, String>,
}

/// The front end of a file whose device code is built, waiting for the kernel template
/// instances the file's host code makes, which the host compiler alone knows (a launch may
/// deduce them, or name the parameters of a host template): building them reports errors in
/// their bodies when the file is built, as nvcc does, rather than at their first launch.
/// Dropping the check lets the front end go.
pub struct InstanceCheck {
    host: mpsc::Sender<HostObject>,
    front_end: std::thread::JoinHandle<Result<DeviceCompilation, String>>,
}

impl InstanceCheck {
    /// Builds the instances `host` has (those of kernel templates the file defines): their
    /// warnings, or their errors, rendered.
    pub fn finish(self, host: HostObject) -> Result<String, String> {
        let _ = self.host.send(host);
        match self.front_end.join() {
            Ok(checked) => checked.map(|c| c.warnings),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// Which kernel template instances the front end builds after the file's device code, so that
/// errors in their bodies are reported when the file is built.
enum Instances {
    /// None: the program builds them as it launches them.
    None,
    /// Those the file's launches name with written template arguments
    /// (`k<float, 4><<<...>>>`), which the file alone shows.
    WrittenLaunches,
    /// Those the host compiler made, which the function returns, given the file's device
    /// code; the front end's result is then the instances' diagnostics alone.
    FromHost(Box<dyn FnOnce(DeviceCompilation) -> HostObject + Send>),
}

/// The macros the device pass defines before the command line's.
fn predefined(opts: &DeviceOptions) -> Vec<(String, String)> {
    let arch = opts.cuda_arch.unwrap_or(DEFAULT_CUDA_ARCH).to_string();
    [
        ("__CUDACC__", "1"),
        ("__NVCC__", "1"),
        ("__FERROCUDA__", "1"),
        ("__CUDA_ARCH__", arch.as_str()),
        ("__CUDACC_VER_MAJOR__", "13"),
        ("__CUDACC_VER_MINOR__", "0"),
        ("__CUDACC_VER_BUILD__", "0"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect()
}

/// An include directory as ferrocuda reads it, where `toolkit` is its own `include/`: one
/// inside the toolkit reached through another path (a symbolic link, as `-I$(CUDA_DIR)/include`
/// often is) is named by the toolkit's path, which the front end knows the toolkit's headers
/// by; another CUDA toolkit's `include/` (NVIDIA's, on a machine that has one: it holds
/// `cuda_runtime_api.h` and `crt/host_defines.h`) or a directory in it (CUDA 13's `cccl/`) is
/// ferrocuda's, since its headers declare that toolkit's runtime and the program runs on
/// ferrocuda's.
pub fn as_toolkit_include(dir: &Path, toolkit: &Path) -> PathBuf {
    let Ok(canonical) = std::fs::canonicalize(dir) else {
        return dir.to_path_buf();
    };
    let own = std::fs::canonicalize(toolkit).unwrap_or_else(|_| toolkit.to_path_buf());
    if let Ok(inside) = canonical.strip_prefix(&own) {
        return toolkit.join(inside);
    }
    let another_toolkit = canonical.ancestors().any(|d| {
        d.join("cuda_runtime_api.h").is_file() && d.join("crt").join("host_defines.h").is_file()
    });
    match another_toolkit {
        true => toolkit.to_path_buf(),
        false => dir.to_path_buf(),
    }
}

/// Where the host's C and C++ libraries and compilers keep their headers, on the usual
/// layouts (GNU's multiarch directories, each installed C++ library version, each GCC's and
/// Clang's own headers: the x86 intrinsics, `<cpuid.h>`).
pub fn host_header_dirs() -> Vec<PathBuf> {
    let triple = format!("{}-linux-gnu", std::env::consts::ARCH);
    let mut dirs = vec![
        PathBuf::from("/usr/local/include"),
        Path::new("/usr/include").join(&triple),
        PathBuf::from("/usr/include"),
    ];
    // Each `parent/<entry>/below` whose entry's name starts with `prefix`.
    let subdirs = |parent: PathBuf, prefix: &str, below: &str| -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(parent) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
            .map(|e| e.path().join(below))
            .collect()
    };
    dirs.extend(subdirs(PathBuf::from("/usr/include/c++"), "", ""));
    dirs.extend(subdirs(
        Path::new("/usr/include").join(&triple).join("c++"),
        "",
        "",
    ));
    dirs.extend(subdirs(
        Path::new("/usr/lib/gcc").join(&triple),
        "",
        "include",
    ));
    for llvm in subdirs(PathBuf::from("/usr/lib"), "llvm-", "lib/clang") {
        dirs.extend(subdirs(llvm, "", "include"));
    }
    dirs
}

/// Compiles the device side of `path`. On failure the error is every diagnostic, rendered.
pub fn compile_device(path: &Path, opts: &DeviceOptions) -> Result<DeviceCompilation, String> {
    on_file(path, opts, compile_bytes)
}

/// `pass` (the device pass, or its check) on the contents of `path`, on the front end's stack.
fn on_file<T: Send + 'static>(
    path: &Path,
    opts: &DeviceOptions,
    pass: fn(&str, &[u8], &DeviceOptions) -> Result<T, String>,
) -> Result<T, String> {
    let bytes = read_source(path)?;
    let name = path.display().to_string();
    let opts = opts.clone();
    with_front_end_stack(move || pass(&name, &bytes, &opts))
}

fn read_source(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path)
        .map_err(|e| format!("ferrocuda: error: cannot read {}: {e}\n", path.display()))
}

/// [`compile_device`], the front end then staying to build the kernel template instances the
/// host compiler makes (see [`InstanceCheck`]).
pub fn compile_device_checking_instances(
    path: &Path,
    opts: &DeviceOptions,
) -> Result<(DeviceCompilation, InstanceCheck), String> {
    let bytes = read_source(path)?;
    let name = path.display().to_string();
    let opts = opts.clone();
    let (compiled, ready) = mpsc::channel();
    let (host, made) = mpsc::channel();
    let handoff = Box::new(move |device: DeviceCompilation| {
        let _ = compiled.send(device);
        made.recv().unwrap_or_default()
    });
    let front_end =
        spawn_front_end(move || front_end(&name, &bytes, &opts, Instances::FromHost(handoff)))?;
    match ready.recv() {
        Ok(device) => Ok((device, InstanceCheck { host, front_end })),
        // The front end stopped before the device code was built: its errors.
        Err(_) => match front_end.join() {
            Ok(failed) => Err(failed.err().unwrap_or_default()),
            Err(panic) => std::panic::resume_unwind(panic),
        },
    }
}

/// Compiles device source held in memory (`name` is what diagnostics call it).
pub fn compile_bytes(
    name: &str,
    bytes: &[u8],
    opts: &DeviceOptions,
) -> Result<DeviceCompilation, String> {
    front_end(name, bytes, opts, Instances::None)
}

/// The device pass on `path`, and then the instances of kernel templates its launches name
/// with written template arguments (`k<float, 4><<<...>>>`), so that their errors are
/// reported without a host compiler (`ferrocuda check`; a build checks every instance the host
/// compiler makes, see [`InstanceCheck`]): its warnings, or its errors.
pub fn check_launched_instances(path: &Path, opts: &DeviceOptions) -> Result<String, String> {
    on_file(path, opts, check_bytes)
}

/// [`check_launched_instances`] of source held in memory: what `ferrocuda check` reports.
pub fn check_bytes(name: &str, bytes: &[u8], opts: &DeviceOptions) -> Result<String, String> {
    front_end(name, bytes, opts, Instances::WrittenLaunches).map(|d| d.warnings)
}

fn front_end(
    name: &str,
    bytes: &[u8],
    opts: &DeviceOptions,
    instances: Instances,
) -> Result<DeviceCompilation, String> {
    let mut sm = SourceMap::new();
    let main = sm.add(name, name, bytes);
    let mut diags = Diagnostics::new();
    let macros = predefined(opts)
        .into_iter()
        .map(|(name, value)| MacroOption::Define(name, value))
        .chain(opts.macros.iter().cloned())
        .collect();
    let pp_opts = PreprocessOptions {
        include_dirs: opts.include_dirs.clone(),
        system_dirs: opts.system_dirs.clone(),
        host_dirs: opts.host_dirs.clone(),
        macros,
        // nvcc includes cuda_runtime.h in every .cu file before its first line.
        forced_includes: std::iter::once("cuda_runtime.h".to_string())
            .chain(opts.pre_includes.iter().cloned())
            .collect(),
        cplusplus: opts.cplusplus,
        headers: opts.headers.clone(),
    };
    let pre = preprocess(&mut sm, main, &pp_opts, &mut diags);
    promote_warnings(opts, &mut diags);
    if diags.has_errors() {
        return Err(diags.render(&sm));
    }
    let toolkit = |path: &Path, text: &str| is_toolkit_header(path, text, &opts.system_dirs);
    let header = image::Header {
        relocatable: opts.relocatable,
        no_fmad: opts.no_fmad,
        relaxed_constexpr: opts.relaxed_constexpr,
        fast_math: opts.fast_math,
        flush_denormals: opts.flush_denormals,
        cxx20: opts.cplusplus.is_some_and(|v| v >= 202002),
        program_files: sm
            .files()
            .map(|(_, f)| !toolkit(&f.path, &f.text))
            .collect(),
        gpu_code: opts.gpu_code.clone(),
        arch: opts.cuda_arch.unwrap_or(DEFAULT_CUDA_ARCH) / 10,
        instances: opts.instances.clone(),
        lambda_unit: opts.lambda_unit.clone(),
    };
    let launches = match instances {
        Instances::WrittenLaunches => launches_with_written_arguments(&pre.tokens),
        _ => Vec::new(),
    };
    let unit = parse::Unit {
        program_files: &header.program_files,
        lambda_unit: &header.lambda_unit,
    };
    let (tu, read) = parse::parse_keeping_tokens_read(
        pre.tokens,
        &unit,
        &instance_texts(&opts.instances),
        &mut diags,
    );
    let image = image::encode(&sm, &read, &header);
    if !opts.extended_lambda {
        for &loc in &tu.extended_lambdas {
            diags.error(
                loc,
                "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag",
            );
        }
    }
    let mut lowerer = Lowerer::new(&tu, &mut diags, &sm);
    lowerer.apply_image_header(&header, 0);
    let kernels = lowerer.lower_all();
    let symbols = lowerer.module().symbols.clone();
    let mut instance_symbols = Vec::new();
    if !lowerer.has_errors() {
        for (template, args) in &opts.instances {
            let written = format!("{}{args}", host_args::WRITTEN);
            // A variable template's instance is found by its name in the module.
            let instance = lowerer.instantiate_template_for_host(template, &written);
            match instance {
                Ok(instance) => {
                    instance_symbols.push(match lowerer.defines_variable_template(template) {
                        true => lowerer.variable_symbol(&instance).map(str::to_string),
                        false => kernel_symbol(lowerer.module(), &instance),
                    })
                }
                Err(why) => return Err(format!("{name}: error: {template}<{args}>: {why}\n")),
            }
        }
        for (name, written) in &launches {
            // (A kernel this file only declares is built where it is defined. Arguments that
            // do not resolve here, a template parameter of the enclosing host function, are
            // left to the launch.)
            if lowerer.defines_template_kernel(name) {
                let written = format!("{}{written}", host_args::WRITTEN);
                let _ = lowerer.instantiate_kernel_for_host(name, &written);
            }
        }
    }
    let mut reported = lowerer.take_diagnostics();
    promote_warnings(opts, &mut reported);
    if reported.has_errors() {
        return Err(reported.render(&sm));
    }
    let names = |list: Vec<(String, ir::Item)>| list.into_iter().map(|(name, _)| name).collect();
    let device = DeviceCompilation {
        image,
        kernels: kernels
            .into_iter()
            .map(
                |KernelSummary {
                     name,
                     param_count,
                     is_template,
                 }| KernelInfo {
                    symbol: kernel_symbol(lowerer.module(), &name),
                    name,
                    param_count,
                    is_template,
                },
            )
            .collect(),
        included_files: pre.included_files,
        warnings: reported.render(&sm),
        device_exports: names(symbols.exports),
        device_imports: names(symbols.imports),
        instance_symbols,
    };
    let Instances::FromHost(handoff) = instances else {
        return Ok(device);
    };
    let host = handoff(device);
    for symbol in &host.symbols {
        let Some((id, args)) = host_args::instance_record(symbol) else {
            if let Some((id, local)) = host_args::local_type_in_record(symbol) {
                if let Some(kernel) = host.kernels_by_record.get(&id) {
                    lowerer.report_local_type_argument(kernel, &local);
                }
            }
            continue;
        };
        match host.kernels_by_record.get(&id) {
            Some(kernel) if lowerer.defines_template_kernel(kernel) => {
                let _ = lowerer.instantiate_kernel_for_host_args(kernel, args);
            }
            _ => {}
        }
    }
    let mut reported = lowerer.take_diagnostics();
    promote_warnings(opts, &mut reported);
    match reported.has_errors() {
        true => Err(reported.render(&sm)),
        false => Ok(DeviceCompilation {
            warnings: reported.render(&sm),
            ..DeviceCompilation::default()
        }),
    }
}

/// The texts of kernel template instances (NVRTC's name expressions), which name
/// declarations the program's tokens need not spell (`ends<float4>`).
/// Whether the file at `path` holding `text` is one of the toolkit's headers: under one of
/// the `system_dirs`, or a copy of one, reached through another directory (a symbolic link to
/// the toolkit's `include/`, or the headers copied into a project), which the same relative path
/// under a system directory holds with the same text. Its declarations are the device API's,
/// which the backends provide, not the program's.
fn is_toolkit_header(path: &Path, text: &str, system_dirs: &[PathBuf]) -> bool {
    /// The deepest a toolkit header lies under its directory (`cuda/std/detail/...`).
    const DEPTH: usize = 6;
    if system_dirs.iter().any(|d| path.starts_with(d)) {
        return true;
    }
    let names: Vec<_> = (path.components().rev())
        .take_while(|c| matches!(c, std::path::Component::Normal(_)))
        .take(DEPTH)
        .collect();
    (1..=names.len()).any(|n| {
        let relative: PathBuf = names[..n].iter().rev().collect();
        system_dirs.iter().any(|d| {
            let candidate = d.join(&relative);
            std::fs::metadata(&candidate).is_ok_and(|m| m.is_file() && m.len() == text.len() as u64)
                && std::fs::read_to_string(&candidate).is_ok_and(|t| t == text)
        })
    })
}

fn instance_texts(instances: &[(String, String)]) -> Vec<&str> {
    instances
        .iter()
        .flat_map(|(kernel, args)| [kernel.as_str(), args.as_str()])
        .collect()
}

/// The templated kernels launched with written template arguments (`k<float, 256><<<...>>>`,
/// `ns::k<T><<<...>>>`), each once: the kernel's name and the arguments as written.
fn launches_with_written_arguments(tokens: &[lex::Token]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for i in 1..tokens.len().saturating_sub(1) {
        // `<<<` reads as `<<` `<`.
        if &*tokens[i].text != "<<" || &*tokens[i + 1].text != "<" {
            continue;
        }
        // Back to the `<` that opens the arguments.
        let mut depth = 0usize;
        let mut open = None;
        for j in (0..i).rev() {
            match &*tokens[j].text {
                ">" => depth += 1,
                ">>" => depth += 2,
                "<" if depth == 1 => {
                    open = Some(j);
                    break;
                }
                "<" => depth = depth.saturating_sub(1),
                ";" | "{" | "}" => break,
                _ => {}
            }
            if depth == 0 {
                break;
            }
        }
        let Some(open) = open.filter(|&o| o > 0) else {
            continue;
        };
        let mut start = open - 1;
        if tokens[start].kind != lex::TokenKind::Ident {
            continue;
        }
        while start >= 2
            && &*tokens[start - 1].text == "::"
            && tokens[start - 2].kind == lex::TokenKind::Ident
        {
            start -= 2;
        }
        let name: String = tokens[start..open].iter().map(|t| &*t.text).collect();
        let words: Vec<&str> = tokens[open + 1..i - 1].iter().map(|t| &*t.text).collect();
        // `k<A<int>><<<`: the last `>>` closes the arguments' and the list's.
        let written = match &*tokens[i - 1].text {
            ">>" => format!("{} >", words.join(" ")),
            _ => words.join(" "),
        };
        if !out.iter().any(|(n, w)| *n == name && *w == written) {
            out.push((name, written));
        }
    }
    out
}

/// Lowers an embedded device image to IR: every non-template kernel and every module variable
/// (of every file, linked, for a bundle of relocatable device code).
pub fn lower_image(image: &[u8]) -> Result<ir::Module, String> {
    let image = image.to_vec();
    with_front_end_stack(move || Program::with_lowered(&image, |program| program.module()))?
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

/// What a request instantiates: a templated kernel or a variable template.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TemplateKind {
    Kernel,
    Variable,
}

/// An instance to make: what it is, its template's name and its template arguments as the host
/// names them.
pub type InstanceSpec = (TemplateKind, String, String);

/// Instances to add together, and where the module with all of them and their names go.
struct InstanceRequest {
    wanted: Vec<InstanceSpec>,
    reply: mpsc::Sender<Result<(ir::Module, Vec<String>), String>>,
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

    /// Adds the instance of the templated kernel or variable template `name` for `host_args`
    /// (template arguments as the host names them): the whole module now, and the instance's
    /// name in it (a kernel's, or a module variable's).
    pub fn instantiate(
        &self,
        kind: TemplateKind,
        name: &str,
        host_args: &str,
    ) -> Result<(ir::Module, String), String> {
        let wanted = vec![(kind, name.to_string(), host_args.to_string())];
        let (module, mut names) = self.instantiate_all(wanted)?;
        Ok((module, names.remove(0)))
    }

    /// Adds every instance of `wanted` (see [`ImageSession::instantiate`]): the whole module
    /// then, once, and the instances' names in it, in order. One that fails fails the request.
    pub fn instantiate_all(
        &self,
        wanted: Vec<InstanceSpec>,
    ) -> Result<(ir::Module, Vec<String>), String> {
        let (reply, answer) = mpsc::channel();
        let stopped = || "the front end's session has ended after an earlier failure".to_string();
        self.requests
            .send(InstanceRequest { wanted, reply })
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
    let served = Program::with_lowered(image, |program| {
        if first.send(program.module()).is_err() {
            return;
        }
        for req in incoming {
            let names: Result<Vec<String>, String> = req
                .wanted
                .iter()
                .map(|(kind, name, args)| program.add_instance(*kind, name, args))
                .collect();
            let answer = names.and_then(|names| Ok((program.module()?, names)));
            let failed = answer.is_err();
            let _ = req.reply.send(answer);
            if failed {
                return;
            }
        }
    });
    if let Err(e) = served {
        let _ = first.send(Err(e));
    }
}

/// The lowering of an image's files: one, or the members of a bundle of relocatable device
/// code, each lowered on its own and linked.
struct Program<'t> {
    sm: &'t SourceMap,
    /// Each file's lowering and main file's name.
    files: Vec<(Lowerer<'t>, String)>,
    /// Whether the files are linked (relocatable device code) rather than one compiled whole.
    linked: bool,
}

impl Program<'_> {
    /// Decodes, parses and lowers every file of `image` (kernels, variables, exports), then runs
    /// `serve` on the result; an error if the image is corrupt or a file does not lower.
    fn with_lowered<T>(image: &[u8], serve: impl FnOnce(&mut Program) -> T) -> Result<T, String> {
        let mut sm = SourceMap::new();
        let mut decoded = Vec::new();
        for member in image::members(image)? {
            let main_file = sm.files().count() as u32;
            let (tokens, header) = image::decode(member, &mut sm)?;
            decoded.push((tokens, header, main_file));
        }
        let mut diags: Vec<Diagnostics> = decoded.iter().map(|_| Diagnostics::new()).collect();
        let mut units = Vec::new();
        for ((tokens, header, main_file), d) in decoded.into_iter().zip(&mut diags) {
            let named = instance_texts(&header.instances);
            let unit = parse::Unit {
                program_files: &header.program_files,
                lambda_unit: &header.lambda_unit,
            };
            let tu = parse::parse(tokens, &unit, &named, d);
            units.push((tu, header, main_file));
        }
        let linked = units.iter().any(|(_, header, _)| header.relocatable);
        let mut files = Vec::new();
        for (member, ((tu, header, main_file), d)) in units.iter().zip(&mut diags).enumerate() {
            let mut lowerer = Lowerer::new(tu, d, &sm);
            lowerer.apply_image_header(header, member);
            lowerer.lower_all();
            for (template, args) in &header.instances {
                // Made when the image was built, so it is made again.
                let written = format!("{}{args}", host_args::WRITTEN);
                let _ = lowerer.instantiate_template_for_host(template, &written);
            }
            let name = sm.file(crate::source::FileId(*main_file)).name.clone();
            files.push((lowerer, name));
        }
        let mut program = Program {
            sm: &sm,
            files,
            linked,
        };
        program.errors()?;
        Ok(serve(&mut program))
    }

    /// Every file's diagnostics, if any has an error.
    fn errors(&self) -> Result<(), String> {
        let mut text = String::new();
        for (lowerer, _) in &self.files {
            if lowerer.diagnostics().has_errors() {
                text.push_str(&lowerer.diagnostics().render(self.sm));
            }
        }
        match text.is_empty() {
            true => Ok(()),
            false => Err(text),
        }
    }

    /// The program's module as lowered so far.
    fn module(&self) -> Result<ir::Module, String> {
        if !self.linked {
            return Ok(self.files[0].0.module().clone());
        }
        let members: Vec<(&str, &ir::Module)> = self
            .files
            .iter()
            .map(|(lowerer, name)| (name.as_str(), lowerer.module()))
            .collect();
        ir::link::link(&members).map_err(|e| format!("device link: {e}"))
    }

    /// Adds an instance of the templated kernel or variable template `name` (in the first file
    /// that defines one, not just declares it): the instance's name in the module.
    fn add_instance(
        &mut self,
        kind: TemplateKind,
        name: &str,
        host_args: &str,
    ) -> Result<String, String> {
        let defines = |lowerer: &Lowerer| match kind {
            TemplateKind::Kernel => lowerer.defines_template_kernel(name),
            TemplateKind::Variable => lowerer.defines_variable_template(name),
        };
        let member = self
            .files
            .iter()
            .position(|(lowerer, _)| defines(lowerer))
            .ok_or_else(|| match kind {
                TemplateKind::Kernel => format!("no templated kernel '{name}' in the device code"),
                TemplateKind::Variable => {
                    format!("no variable template '{name}' in the device code")
                }
            })?;
        let lowerer = &mut self.files[member].0;
        let instance = match kind {
            TemplateKind::Kernel => lowerer.instantiate_kernel_for_host(name, host_args),
            TemplateKind::Variable => lowerer.instantiate_variable_for_host(name, host_args),
        };
        // The diagnostics say why, where there are any.
        let name = instance.or_else(|e| self.errors().and(Err(e)))?;
        self.errors()?;
        Ok(match self.linked {
            true => ir::link::internal_name(&name, member),
            false => name,
        })
    }
}

/// The name CUDA's tools give kernel `name` of `module` (see `ir::Function::symbol`).
fn kernel_symbol(module: &ir::Module, name: &str) -> Option<String> {
    let kernel = module
        .functions
        .iter()
        .find(|f| f.kind == ir::FunctionKind::Kernel && f.name == name)?;
    kernel.symbol.clone()
}

/// Compiles CUDA C device source (no host code needed) straight to IR, as NVRTC compiles to PTX.
/// It runs on the caller's thread: source nested as deeply as the parser allows needs the
/// stack [`with_front_end_stack`] gives.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_of_toolkit_headers_are_the_toolkit_s() {
        let root = std::env::temp_dir().join(format!("ferrocuda-headers-{}", std::process::id()));
        let (toolkit, copy) = (root.join("toolkit"), root.join("project/cuda"));
        for dir in [&toolkit, &copy] {
            std::fs::create_dir_all(dir.join("crt")).unwrap();
        }
        let header = "__device__ void __syncthreads(void);\n";
        std::fs::write(toolkit.join("crt/device_functions.h"), header).unwrap();
        std::fs::write(copy.join("crt/device_functions.h"), header).unwrap();
        std::fs::write(copy.join("crt/own.h"), header).unwrap();
        let dirs = [toolkit.clone()];
        let is = |path: &Path, text: &str| is_toolkit_header(path, text, &dirs);
        assert!(is(&toolkit.join("crt/device_functions.h"), header));
        assert!(is(&copy.join("crt/device_functions.h"), header));
        // A file of the toolkit's name with other text, or of another name, is the program's.
        assert!(!is(&copy.join("crt/device_functions.h"), "int edited;\n"));
        assert!(!is(&copy.join("crt/own.h"), header));
        // Nor does a program's file match itself by its full path.
        let program = root.join("program.cu");
        std::fs::write(&program, header).unwrap();
        assert!(!is(&program, header));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
