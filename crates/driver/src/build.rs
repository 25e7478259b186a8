//! Compiling and linking, nvcc style.
//!
//! A `.cu` input takes four steps: the device pass (ferrocuda's front end, whose image is
//! embedded), the host preprocessor, the host rewrite ([`crate::host_pass`]) and the host
//! compiler on the rewritten text. `.c` and `.cpp` inputs go to the system compilers as they
//! are. The link adds the toolkit's `libcudart.so`, by its full path (nvcc's default static
//! runtime) or with a run path to it (`-cudart shared`), so the program runs without
//! `LD_LIBRARY_PATH`.

use crate::cmdline::{
    kind_of, Cudart, DepsOnly, Input, InputKind, MacroOp, Options, PreprocessorOption, TargetList,
};
use crate::compiler::{self, Tool};
use crate::host_pass;
use crate::host_pch::{self, Plan};
use crate::tempdir::TempDir;
use crate::toolkit::{self, Setup, Toolkit};
use crate::{Error, Result};
use ferrocuda_frontend::compile::{
    as_toolkit_include, check_launched_instances, compile_device,
    compile_device_checking_instances, DeviceCompilation, DeviceOptions, HostObject, InstanceCheck,
    MacroOption,
};
use ferrocuda_frontend::image::{self, GpuCode};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What a build read, for `ferrocuda run`'s cache.
#[derive(Debug, Default)]
pub struct BuildOutput {
    /// Every file the device pass or the host preprocessor read (sources and headers).
    pub files: Vec<PathBuf>,
}

/// Libraries of the CUDA toolkit: linked from the toolkit prefix when it has them, an error
/// naming the library otherwise.
const TOOLKIT_LIBS: &[&str] = &[
    "cublas",
    "cublasLt",
    "curand",
    "cufft",
    "cufftw",
    "cusparse",
    "cusolver",
    "nvjpeg",
    "nvToolsExt",
    "nvblas",
    "npps",
    "nppc",
    "nppi",
    "cupti",
];

/// Libraries whose functions ferrocuda's runtime has (the runtime's, the driver API's, NVRTC's
/// and NVML's): a link names the runtime once for all of them.
const RUNTIME_LIBS: &[&str] = &[
    "cudart",
    "cudart_static",
    "cudadevrt",
    "cuda",
    "nvrtc",
    "nvidia-ml",
];

/// The state of one build: options, tools and the temporary directory.
struct Ctx<'a> {
    opts: &'a Options,
    toolkit: Toolkit,
    cxx: Tool,
    /// Precompiled preludes being made; they finish when the build ends, before `tmp`, which
    /// holds their sources, goes.
    header_makers: Vec<host_pch::Maker>,
    tmp: TempDir,
    files: Vec<PathBuf>,
}

/// Runs a whole nvcc command line.
pub fn nvcc(args: &[String], setup: &Setup) -> Result<()> {
    // `-v` describes the installation first, whatever else the line says (build systems run
    // `nvcc -v` on a name that is no input to read it).
    if crate::cmdline::asks_verbose(args) {
        crate::err!("{}", toolkit::materialize(setup)?.environment_lines());
    }
    let opts = crate::cmdline::parse(args).map_err(Error::Msg)?;
    if opts.version {
        crate::out!("{}", crate::version_banner());
        return Ok(());
    }
    if opts.help {
        crate::out!("{}", help());
        return Ok(());
    }
    if let Some(list) = opts.list_targets {
        let prefix = match list {
            TargetList::Virtual => "compute",
            TargetList::Real => "sm",
        };
        for cc in GPU_TARGETS {
            crate::outln!("{prefix}_{cc}");
        }
        return Ok(());
    }
    build(&opts, setup)?;
    if opts.run && !opts.dryrun {
        let program = opts
            .output
            .clone()
            .unwrap_or_else(|| PathBuf::from("a.out"));
        let backend = opts.backend.as_deref();
        if crate::run::exec_program(&program, &opts.run_args, backend)? != 0 {
            return Err(Error::Reported);
        }
    }
    Ok(())
}

/// The compute capabilities `-arch` and `-code` take, as nvcc 13 lists them.
pub(crate) const GPU_TARGETS: &[&str] = &[
    "75", "80", "86", "87", "88", "89", "90", "100", "103", "110", "120", "121",
];

/// The short help of `nvcc --help`.
pub fn help() -> String {
    "usage: nvcc [options] <inputs>\n\
     \n\
     Inputs: .cu (CUDA), .c, .cpp/.cc/.cxx, .o, .a, .so\n\
     Common options: -c -o <file> -E -O<n> -g -G -lineinfo -I<dir> -D<macro>[=<v>] -U<macro>\n\
     \x20 -L<dir> -l<lib> -std=c++11|14|17|20 -x cu -Xcompiler <a,b> -Xlinker <a,b>\n\
     \x20 -ccbin <compiler> -shared -arch=<arch> --use_fast_math -M -MM -MD -MF <file>\n\
     \x20 -v -dryrun -keep --version\n"
        .to_string()
}

/// Builds what `opts` asks for: preprocessed text, dependencies, objects or a linked program.
pub fn build(opts: &Options, setup: &Setup) -> Result<BuildOutput> {
    if opts.inputs.is_empty() {
        return Err(Error::msg("ferrocuda nvcc: no input files"));
    }
    let toolkit = toolkit::materialize(setup)?;
    let cxx = compiler::find_cxx(opts.ccbin.as_deref())?;
    // `-keep` leaves them in the working directory unless `--keep-dir` says where, as nvcc's.
    let tmp = match (&opts.keep_dir, opts.keep) {
        (Some(dir), true) => TempDir::kept_at(dir),
        (None, true) => TempDir::kept_at(Path::new(".")),
        _ => TempDir::new("ferrocuda-"),
    };
    let mut tmp = tmp.map_err(|e| {
        Error::msg(format!(
            "ferrocuda: error: cannot create a temporary directory: {e}"
        ))
    })?;
    if opts.keep {
        tmp.keep();
        crate::errln!(
            "ferrocuda: keeping intermediate files in {}",
            tmp.path().display()
        );
    }
    let mut cx = Ctx {
        opts,
        toolkit,
        cxx,
        header_makers: Vec::new(),
        tmp,
        files: Vec::new(),
    };
    let sources: Vec<&Input> = opts.inputs.iter().filter(|i| is_source(i.kind)).collect();
    let single_output = opts.preprocess_only
        || opts.deps_only.is_some()
        || opts.compile_only
        || opts.host_translation_only
        || opts.device_code_only.is_some();
    if single_output && opts.output.is_some() && sources.len() > 1 {
        return Err(Error::msg(
            "ferrocuda nvcc: a single input file is required when -o is given with -c, -E, -M, -cuda, -ptx, -cubin or -fatbin",
        ));
    }
    for i in &opts.inputs {
        if !i.path.exists() {
            return Err(Error::msg(format!(
                "ferrocuda nvcc: input file '{}' not found",
                i.path.display()
            )));
        }
    }

    if opts.preprocess_only || opts.deps_only.is_some() {
        for input in &sources {
            let mut cmd = cx.preprocess_cmd(input);
            if let Some(kind) = opts.deps_only {
                cmd.arg(if kind == DepsOnly::All { "-M" } else { "-MM" });
                if opts.deps_phony {
                    cmd.arg("-MP");
                }
                if let Some(f) = &opts.deps_file {
                    cmd.arg("-MF").arg(f);
                }
                // The rule is for the object a compile would make: in `-odir` where one is given.
                let object_in_dir = opts.object_dir.as_ref().map(|dir| {
                    let target = dir.join(format!("{}.o", stem(&input.path)));
                    target.display().to_string()
                });
                if let Some(t) = opts.deps_target.clone().or(object_in_dir) {
                    cmd.arg("-MT").arg(t);
                }
            }
            if let Some(o) = &opts.output {
                cmd.arg("-o").arg(o);
            }
            cx.run(&mut cmd)?;
        }
        return Ok(BuildOutput::default());
    }

    if opts.device_link {
        check_device_references(&opts.inputs, !opts.libs.is_empty())?;
        let output = opts
            .output
            .clone()
            .unwrap_or_else(|| PathBuf::from("a_dlink.o"));
        let empty = cx.tmp.path().join("device_link.c");
        std::fs::write(&empty, "/* device code is linked within each file */\n")
            .map_err(|e| Error::msg(format!("ferrocuda nvcc: {e}")))?;
        let mut cmd = cx.c_compiler();
        cmd.arg("-c").arg(&empty).arg("-o").arg(&output);
        cx.common_flags(&mut cmd);
        cx.run(&mut cmd)?;
        return Ok(BuildOutput { files: cx.files });
    }

    if opts.host_translation_only {
        for input in sources.iter().filter(|i| i.kind == InputKind::Cuda) {
            let out = opts.output.clone().unwrap_or_else(|| {
                let name = input.path.file_name().unwrap_or_default().to_string_lossy();
                PathBuf::from(format!("{name}.cpp.ii"))
            });
            cx.compile_cuda(input, &out, CudaOutput::HostSource)?;
        }
        return Ok(BuildOutput { files: cx.files });
    }

    if let Some(kind) = opts.device_code_only {
        let device_opts = cx.device_options();
        for input in sources.iter().filter(|i| i.kind == InputKind::Cuda) {
            let out = opts.output.clone().unwrap_or_else(|| {
                PathBuf::from(format!("{}.{}", stem(&input.path), kind.extension()))
            });
            if opts.dryrun {
                crate::errln!(
                    "#$ ferrocuda device pass: {} > {}",
                    input.path.display(),
                    out.display()
                );
                continue;
            }
            let device = device_pass(&input.path, &device_opts).map_err(|diags| {
                crate::err!("{diags}");
                Error::Reported
            })?;
            crate::err!("{}", device.warnings);
            cx.files.extend(device.included_files);
            write_file(&out, image::to_text(&device.image).as_bytes())?;
        }
        return Ok(BuildOutput { files: cx.files });
    }

    if opts.compile_only {
        for input in &sources {
            let obj = match (&opts.output, &opts.object_dir) {
                (Some(o), _) => o.clone(),
                (None, Some(dir)) => dir.join(format!("{}.o", stem(&input.path))),
                (None, None) => PathBuf::from(format!("{}.o", stem(&input.path))),
            };
            cx.compile(input, &obj)?;
        }
        return Ok(BuildOutput { files: cx.files });
    }

    // Compile the sources into the temporary directory, then link everything in order (or
    // archive it, for `-lib`).
    let mut link_inputs = Vec::new();
    let mut compiled = Vec::new();
    for (n, input) in opts.inputs.iter().enumerate() {
        if is_source(input.kind) {
            let obj = cx.tmp.path().join(format!("{}-{n}.o", stem(&input.path)));
            cx.compile(input, &obj)?;
            compiled.push(obj.clone());
            link_inputs.push(obj);
        } else {
            link_inputs.push(input.path.clone());
        }
    }
    let default_output = if opts.static_library { "a.a" } else { "a.out" };
    let output = opts
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from(default_output));
    if opts.static_library {
        cx.archive(&link_inputs, &output)?;
    } else {
        cx.link(&link_inputs, &output)?;
    }
    cx.merge_dependencies(&compiled, &output)?;
    Ok(BuildOutput { files: cx.files })
}

fn is_source(kind: InputKind) -> bool {
    matches!(kind, InputKind::Cuda | InputKind::C | InputKind::Cxx)
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".to_string())
}

impl Ctx<'_> {
    fn run(&self, cmd: &mut Command) -> Result<()> {
        if self.opts.dryrun {
            crate::errln!("#$ {}", compiler::render(cmd));
            return Ok(());
        }
        compiler::run(cmd, self.opts.verbose)
    }

    /// The flags every host compiler step shares: optimization, debug info, warnings and the
    /// `-Xcompiler` options.
    fn common_flags(&self, cmd: &mut Command) {
        let o = self.opts;
        if let Some(level) = o.opt_level {
            cmd.arg(format!("-O{level}"));
        }
        if o.no_warnings {
            cmd.arg("-w");
        }
        if o.werror.iter().any(|k| k == "all-warnings") {
            cmd.arg("-Werror");
        }
        // A shared library's code must not depend on where it is loaded, whatever the host
        // compiler's default.
        if o.shared {
            cmd.arg("-fPIC");
        }
        cmd.args(&o.compiler_options);
    }

    /// `-I`, `-isystem`, the toolkit headers and `-D`/`-U` in command-line order.
    fn include_and_macro_flags(&self, cmd: &mut Command) {
        let o = self.opts;
        let toolkit = self.toolkit.include_dir();
        for d in &o.include_dirs {
            cmd.arg(format!("-I{}", as_toolkit_include(d, &toolkit).display()));
        }
        for d in &o.system_include_dirs {
            cmd.arg("-isystem").arg(as_toolkit_include(d, &toolkit));
        }
        cmd.arg(format!("-I{}", toolkit.display()));
        for m in &o.macros {
            match m {
                MacroOp::Define(n, Some(v)) => cmd.arg(format!("-D{n}={v}")),
                MacroOp::Define(n, None) => cmd.arg(format!("-D{n}")),
                MacroOp::Undef(n) => cmd.arg(format!("-U{n}")),
            };
        }
    }

    fn cuda_macros(&self) -> Vec<&'static str> {
        cuda_macros(self.opts)
    }

    fn device_options(&self) -> DeviceOptions {
        device_options(self.opts, &self.toolkit)
    }
}

/// The compute capability of the device ferrocuda's backends present (9.0, as tens): what
/// `-arch=native` and the toolkit's `__nvcc_device_query` name.
pub const DEVICE_COMPUTE_CAPABILITY: u32 = 90;

/// `__CUDA_ARCH__` for the device code a 9.0 device runs of what `-arch`, `-gencode` and
/// `-code` ask for (see [`gpu_code`]): the virtual architecture that the highest code up to 9.0
/// is compiled from (`native` and `all` are 9.0), and 7.5 when nothing is asked, nvcc 13's
/// default (measured: `__CUDA_ARCH__` is 750 in a plain `nvcc` build, 800 with `-arch=sm_80`,
/// 900 with sm_80 and sm_90 targets, 800 with `-arch=compute_80 -code=sm_90`).
pub fn cuda_arch(targets: &[String]) -> u32 {
    const DEVICE: u32 = DEVICE_COMPUTE_CAPABILITY;
    let fits = compiled_code(targets)
        .into_iter()
        .filter(|&(_, code)| code.number() <= DEVICE)
        .max_by_key(|&(_, code)| code.number());
    // Every device (`native`, `all`) or none of the targets runs here: the device's own.
    fits.map_or(DEVICE, |(arch, _)| arch) * 10
}

/// The macros of the architecture-specific or family-specific target (`sm_90a`, `sm_100f`)
/// that device code compiled for `arch` (as `__CUDA_ARCH__` gives it) comes from, measured with
/// nvcc 13.0: `sm_90a` defines `__CUDA_ARCH_SPECIFIC__` and `__CUDA_ARCH_FAMILY_SPECIFIC__` as
/// 900 and `__CUDA_ARCH_FEAT_SM90_ALL`; `sm_100a` the same for 1000 with
/// `__CUDA_ARCH_FEAT_SM100_ALL`; `sm_120a` the first two only; `sm_100f` the family's alone.
fn arch_specific_macros(targets: &[String], arch: u32) -> Vec<(String, String)> {
    let number = (arch / 10).to_string();
    let suffix = targets
        .iter()
        .flat_map(|t| t.split(['=', ',', '[', ']', '"', ' ']))
        .filter_map(|name| {
            let rest = name.strip_prefix("sm_").or(name.strip_prefix("compute_"))?;
            rest.strip_prefix(number.as_str())
        })
        .find(|suffix| matches!(*suffix, "a" | "f"));
    let value = arch.to_string();
    let mut out = Vec::new();
    if suffix == Some("a") {
        out.push(("__CUDA_ARCH_SPECIFIC__".to_string(), value.clone()));
        if matches!(arch, 900 | 1000) {
            out.push((format!("__CUDA_ARCH_FEAT_SM{number}_ALL"), "1".to_string()));
        }
    }
    if suffix.is_some() {
        out.push(("__CUDA_ARCH_FAMILY_SPECIFIC__".to_string(), value));
    }
    out
}

/// `__CUDA_ARCH_LIST__`: the virtual architectures the build compiles device code for, in
/// ascending order (`800,900`); for `all` and `all-major` those nvcc 13.0 lists (measured),
/// for `native` the device's own.
pub fn cuda_arch_list(targets: &[String]) -> String {
    let asked = |name: &str| {
        targets
            .iter()
            .any(|t| t.split_once('=').is_some_and(|(_, v)| v == name))
    };
    if asked("all") {
        return "750,800,860,870,880,890,900,1000,1030,1100,1200,1210".into();
    }
    if asked("all-major") {
        return "750,800,900,1000,1100,1200".into();
    }
    let mut archs: Vec<u32> = compiled_code(targets).iter().map(|&(a, _)| a).collect();
    archs.sort_unstable();
    archs.dedup();
    if archs.is_empty() {
        archs.push(DEVICE_COMPUTE_CAPABILITY);
    }
    let names: Vec<String> = archs.iter().map(|a| (a * 10).to_string()).collect();
    names.join(",")
}

/// The GPU code a build embeds, as nvcc reads `-arch`, `-code` and `-gencode`: `-arch=sm_XY`
/// alone is machine code for sm_XY plus intermediate code for compute_XY, `-arch=compute_XY`
/// alone the intermediate code, `-code` lists what `-arch` is compiled to, and each `-gencode`
/// adds its `code=` list; no flag at all is nvcc's default, sm_75 and compute_75. Empty (every
/// device) for `native`, `all` and `all-major`.
pub fn gpu_code(targets: &[String]) -> Vec<GpuCode> {
    compiled_code(targets)
        .into_iter()
        .map(|(_, code)| code)
        .collect()
}

/// Each code of [`gpu_code`] with the virtual architecture it is compiled from (`-arch`'s, or
/// a `-gencode`'s `arch=`).
fn compiled_code(targets: &[String]) -> Vec<(u32, GpuCode)> {
    fn parse(name: &str) -> Option<GpuCode> {
        let number = |digits: &str| -> Option<u32> {
            let n: String = digits.chars().take_while(char::is_ascii_digit).collect();
            n.parse().ok()
        };
        if let Some(d) = name.strip_prefix("sm_") {
            number(d).map(GpuCode::Binary)
        } else {
            name.strip_prefix("compute_")
                .or_else(|| name.strip_prefix("lto_"))
                .and_then(number)
                .map(GpuCode::Virtual)
        }
    }
    let list = |v: &str| -> Vec<GpuCode> {
        v.trim_matches(['[', ']', '"'])
            .split(',')
            .filter_map(|n| parse(n.trim()))
            .collect()
    };
    let (mut arch, mut code, mut out) = (None, None, Vec::new());
    for t in targets {
        let (flag, value) = t.split_once('=').unwrap_or((t.as_str(), ""));
        if ["native", "all", "all-major"].contains(&value) {
            return Vec::new();
        }
        match flag {
            "-arch" | "--gpu-architecture" => arch = Some(value),
            "-code" | "--gpu-code" => code = Some(value),
            _ => {
                let (arch_part, codes) = value.split_once("code=").unwrap_or((value, ""));
                let codes = list(codes);
                let virtual_arch = arch_part
                    .trim_end_matches(',')
                    .strip_prefix("arch=")
                    .and_then(parse)
                    .or(codes.first().copied());
                if let Some(a) = virtual_arch {
                    out.extend(codes.into_iter().map(|c| (a.number(), c)));
                }
            }
        }
    }
    match (arch.and_then(|a| list(a).first().copied()), code) {
        (Some(a), Some(c)) => out.extend(list(c).into_iter().map(|c| (a.number(), c))),
        (Some(a), None) => {
            let n = a.number();
            out.extend(matches!(a, GpuCode::Binary(_)).then_some((n, a)));
            out.push((n, GpuCode::Virtual(n)));
        }
        (None, _) if out.is_empty() => {
            out.extend([(75, GpuCode::Binary(75)), (75, GpuCode::Virtual(75))]);
        }
        (None, _) => {}
    }
    out
}

/// The macros nvcc defines for the C and C++ files it hands to the host compiler (`.cu`
/// files have them from the toolkit's headers and [`cuda_macros`]), as `-D` options.
fn host_input_macros(o: &Options) -> Vec<String> {
    vec![
        "-D__NVCC__".to_string(),
        "-D__CUDACC_VER_MAJOR__=13".to_string(),
        "-D__CUDACC_VER_MINOR__=0".to_string(),
        "-D__CUDACC_VER_BUILD__=0".to_string(),
        format!("-D__CUDA_ARCH_LIST__={}", cuda_arch_list(&o.gpu_targets)),
    ]
}

/// Macros nvcc predefines in both passes.
fn cuda_macros(o: &Options) -> Vec<&'static str> {
    let mut m = vec!["__CUDACC__", "__NVCC__", "__FERROCUDA__"];
    if o.relaxed_constexpr {
        m.push("__CUDACC_RELAXED_CONSTEXPR__");
    }
    if o.extended_lambda {
        m.push("__CUDACC_EXTENDED_LAMBDA__");
    }
    if o.relocatable_device_code {
        m.push("__CUDACC_RDC__");
    }
    if o.default_stream.as_deref() == Some("per-thread") {
        m.push("CUDA_API_PER_THREAD_DEFAULT_STREAM");
    }
    m
}

/// What [`Ctx::compile_cuda`] makes of a `.cu` file.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CudaOutput {
    Object,
    /// The host C++ the host compiler would compile (`-cuda`).
    HostSource,
}

/// The device pass's view of the command line: the same include path and macros as the host's.
/// The device compiler predefines `__CUDACC__` and friends itself; the toolkit's headers and
/// its device-side standard headers are its system directories.
/// The translation unit's name for its extended lambdas' classes: of its file, its text and
/// the macros it is built with, so that two units linked together (one file built twice with
/// different `-D`s too) name theirs apart.
fn lambda_unit(path: &Path, o: &Options) -> String {
    let mut h = crate::hash::Hasher::new();
    h.str(&path.to_string_lossy())
        .field(&std::fs::read(path).unwrap_or_default())
        .str(&format!("{:?}", o.macros))
        .str(&o.compiler_options.join(" "));
    h.short_hex()
}

fn device_options(o: &Options, toolkit: &Toolkit) -> DeviceOptions {
    let mut d = DeviceOptions {
        relocatable: o.relocatable_device_code,
        no_fmad: !o.fmad(),
        relaxed_constexpr: o.relaxed_constexpr,
        fast_math: o.fast_math,
        flush_denormals: o.flush_denormals(),
        extended_lambda: o.extended_lambda,
        cuda_arch: Some(cuda_arch(&o.gpu_targets)),
        gpu_code: gpu_code(&o.gpu_targets),
        cplusplus: Some(o.cxx_std().cplusplus()),
        warnings_as_errors: !o.no_warnings && o.werror.iter().any(|k| k == "all-warnings"),
        cross_space_calls_as_errors: o.werror.iter().any(|k| k == "cross-execution-space-call"),
        ..DeviceOptions::default()
    };
    d.include_dirs.extend(o.include_dirs.iter().cloned());
    d.include_dirs.extend(o.system_include_dirs.iter().cloned());
    let include = toolkit.include_dir();
    d.system_dirs
        .push(include.join("ferrocuda").join("device-std"));
    d.system_dirs.insert(0, include.clone());
    d.host_dirs = ferrocuda_frontend::compile::host_header_dirs();
    for m in cuda_macros(o) {
        if !matches!(m, "__CUDACC__" | "__NVCC__" | "__FERROCUDA__") {
            d.macros.push(MacroOption::define(m, "1"));
        }
    }
    if o.device_debug {
        d.macros.push(MacroOption::define("__CUDACC_DEBUG__", "1"));
    }
    // What the host compiler's preprocessing, which nvcc's device pass is, defines from the
    // command line (measured): `-std=c++NN` is strict ANSI, where GCC's GNU dialect also
    // names the system without underscores (`linux`, `unix`), and without `-O` GCC inlines
    // nothing.
    match o.std {
        Some(_) => d.macros.push(MacroOption::define("__STRICT_ANSI__", "1")),
        None => {
            d.macros.push(MacroOption::define("linux", "1"));
            d.macros.push(MacroOption::define("unix", "1"));
        }
    }
    match o.opt_level {
        Some(level) if level > 0 => d.macros.push(MacroOption::define("__OPTIMIZE__", "1")),
        _ => d.macros.push(MacroOption::define("__NO_INLINE__", "1")),
    }
    d.macros.push(MacroOption::define(
        "__CUDA_ARCH_LIST__",
        cuda_arch_list(&o.gpu_targets),
    ));
    let arch = cuda_arch(&o.gpu_targets);
    for (name, value) in arch_specific_macros(&o.gpu_targets, arch) {
        d.macros.push(MacroOption::define(name, value));
    }
    let mut macro_op = |m: &MacroOp| {
        d.macros.push(match m {
            MacroOp::Define(n, v) => MacroOption::define(n, v.as_deref().unwrap_or("1")),
            MacroOp::Undef(n) => MacroOption::Undefine(n.clone()),
        })
    };
    o.macros.iter().for_each(&mut macro_op);
    let mut pre_includes = o.pre_includes.clone();
    for option in o.compiler_preprocessor_options() {
        match option {
            PreprocessorOption::Macro(m) => macro_op(&m),
            PreprocessorOption::Include(dir) => d.include_dirs.push(dir),
            PreprocessorOption::PreInclude(f) => pre_includes.push(f),
        }
    }
    for dir in &mut d.include_dirs {
        *dir = as_toolkit_include(dir, &include);
    }
    // As the host compiler finds them: from the working directory, else on the include path.
    d.pre_includes = pre_includes
        .iter()
        .map(|f| match f.is_file() {
            true => std::path::absolute(f).unwrap_or_else(|_| f.clone()),
            false => f.clone(),
        })
        .map(|f| f.display().to_string())
        .collect();
    d
}

/// The device pass on `path`. A crash inside the device compiler becomes an error naming the
/// file instead of taking the driver down.
fn device_pass(path: &Path, opts: &DeviceOptions) -> Result<DeviceCompilation, String> {
    crash_reported(path, || compile_device(path, opts))
}

/// [`device_pass`], its front end staying for the instances the host compiler makes (see
/// [`InstanceCheck`]).
fn device_pass_checking_instances(
    path: &Path,
    opts: &DeviceOptions,
) -> Result<(DeviceCompilation, InstanceCheck), String> {
    crash_reported(path, || compile_device_checking_instances(path, opts))
}

/// `pass` on `path`, a crash inside it an error naming the file.
fn crash_reported<T>(path: &Path, pass: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(pass))
        .unwrap_or_else(|_| Err(crashed(path)))
}

fn crashed(path: &Path) -> String {
    format!(
        "ferrocuda: internal error: the device compiler crashed on {}\n",
        path.display()
    )
}

/// The instances a file's launches name with written arguments, built as
/// [`check_launched_instances`] does (`ferrocuda check`, where no host compiler runs); a crash
/// becomes an error naming the file.
fn launched_instances(path: &Path, opts: &DeviceOptions) -> Result<String, String> {
    crash_reported(path, || check_launched_instances(path, opts))
}

/// `ferrocuda check`: the device pass alone on each CUDA input (with the kernel template
/// instances its launches name). Warnings are printed; any error makes the result
/// [`Error::Reported`] after every file was checked.
pub fn check(args: &[String], setup: &Setup) -> Result<()> {
    let opts = crate::cmdline::parse(args).map_err(Error::Msg)?;
    let cuda: Vec<&Input> = opts
        .inputs
        .iter()
        .filter(|i| i.kind == InputKind::Cuda)
        .collect();
    if cuda.is_empty() {
        return Err(Error::msg("ferrocuda check: no .cu input files"));
    }
    let toolkit = toolkit::materialize(setup)?;
    let dopts = device_options(&opts, &toolkit);
    let mut failed = false;
    for input in cuda {
        match launched_instances(&input.path, &dopts) {
            Ok(warnings) => crate::err!("{warnings}"),
            Err(diags) => {
                crate::err!("{diags}");
                failed = true;
            }
        }
    }
    if failed {
        Err(Error::Reported)
    } else {
        Ok(())
    }
}

impl Ctx<'_> {
    /// The preprocessor command for `input`, printing to standard output.
    fn preprocess_cmd(&self, input: &Input) -> Command {
        let o = self.opts;
        let mut cmd = match input.kind {
            InputKind::C => self.c_compiler(),
            _ => self.cxx.command(),
        };
        cmd.arg("-E");
        match input.kind {
            InputKind::Cuda => {
                cmd.arg("-x").arg("c++");
                cmd.arg(o.host_std_flag());
                for m in self.cuda_macros() {
                    cmd.arg(format!("-D{m}"));
                }
                cmd.arg(format!(
                    "-D__CUDA_ARCH_LIST__={}",
                    cuda_arch_list(&o.gpu_targets)
                ));
            }
            InputKind::Cxx => {
                cmd.arg("-x").arg("c++");
                cmd.arg(o.host_std_flag());
                cmd.args(host_input_macros(o));
            }
            _ => {
                cmd.arg("-x").arg("c");
                cmd.args(host_input_macros(o));
            }
        }
        self.include_and_macro_flags(&mut cmd);
        self.common_flags(&mut cmd);
        if input.kind == InputKind::Cuda {
            // nvcc reads cuda_runtime.h before every .cu file. <typeinfo> is read too because
            // the registration of templated kernels names types with typeid.
            if self.toolkit.has_header("cuda_runtime.h") {
                cmd.arg("-include")
                    .arg(self.toolkit.include_dir().join("cuda_runtime.h"));
            }
            cmd.arg("-include").arg("typeinfo");
        }
        for f in &o.pre_includes {
            cmd.arg("-include").arg(f);
        }
        cmd.arg(&input.path);
        cmd
    }

    /// Whether the host pass's preprocessing must say which tokens come from system headers'
    /// macros. GCC marks them with line markers (from the locations it tracks through every
    /// macro expansion, a sixth of its preprocessing's work) so that the compile, which reads
    /// the text, leaves out warnings about them; a build that asks for no warnings beyond the
    /// default ones (`-W...` or `-pedantic` through `-Xcompiler`, or `-Werror`) has nothing to
    /// leave out that those defaults would report (they concern the code as written, not
    /// where its tokens came from). Other compilers keep their own defaults.
    fn wants_system_macro_locations(&self) -> bool {
        let o = self.opts;
        let asks_for_warnings = o.compiler_options.iter().any(|f| {
            (f.starts_with("-W") && !f.starts_with("-Wno-")) || f.starts_with("-pedantic")
        });
        let own_choice = o
            .compiler_options
            .iter()
            .any(|f| f.starts_with("-ftrack-macro-expansion"));
        let werror = o.werror.iter().any(|k| k == "all-warnings");
        !self.cxx.is_gcc() || own_choice || asks_for_warnings || werror
    }

    /// `-MD`/`-MMD` flags for the step that compiles `input` to `obj`. With `-c` the rule is
    /// for the object and sits beside it; when linking, the object is temporary, so the rule
    /// is for the program and the file is `<input stem>.d` in the working directory.
    fn deps_flags(&self, cmd: &mut Command, obj: &Path) {
        let o = self.opts;
        let Some(user_only) = o.deps_with_compile else {
            return;
        };
        cmd.arg(if user_only { "-MMD" } else { "-MD" });
        if o.deps_phony {
            cmd.arg("-MP");
        }
        let (file, target) = if o.compile_only {
            (obj.with_extension("d"), obj.display().to_string())
        } else {
            // Each source's rules, merged into the program's file once it is linked.
            let program = o.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
            (obj.with_extension("d"), program.display().to_string())
        };
        cmd.arg("-MF").arg(o.deps_file.clone().unwrap_or(file));
        cmd.arg("-MT").arg(o.deps_target.clone().unwrap_or(target));
    }

    fn c_compiler(&self) -> Command {
        match compiler::find_cc() {
            Some(cc) if self.opts.ccbin.is_none() => cc.command(),
            _ => {
                let mut c = self.cxx.command();
                c.arg("-x").arg("c");
                c
            }
        }
    }

    fn compile(&mut self, input: &Input, obj: &Path) -> Result<()> {
        let o = self.opts;
        match input.kind {
            InputKind::Cuda => return self.compile_cuda(input, obj, CudaOutput::Object),
            InputKind::C => {
                let mut cmd = self.c_compiler();
                cmd.arg("-c").args(host_input_macros(o));
                self.plain_compile(&mut cmd, input, obj)
            }
            _ => {
                let mut cmd = self.cxx.command();
                cmd.arg("-c").arg(o.host_std_flag());
                cmd.args(host_input_macros(o));
                self.plain_compile(&mut cmd, input, obj)
            }
        }?;
        self.files.push(input.path.clone());
        Ok(())
    }

    fn plain_compile(&self, cmd: &mut Command, input: &Input, obj: &Path) -> Result<()> {
        if self.opts.host_debug {
            cmd.arg("-g");
        }
        self.include_and_macro_flags(cmd);
        self.common_flags(cmd);
        self.deps_flags(cmd, obj);
        for f in &self.opts.pre_includes {
            cmd.arg("-include").arg(f);
        }
        // The language, which `-x` may have given a file of another extension (`-x c++ a.cu`).
        let language = match input.kind {
            InputKind::C => "c",
            _ => "c++",
        };
        cmd.arg("-x")
            .arg(language)
            .arg(&input.path)
            .arg("-o")
            .arg(obj);
        self.run(cmd)
    }

    /// The device pass and the host rewrite of `input`, then the host compiler's object file
    /// at `obj`, or (`HostSource`) the rewritten host code itself there.
    fn compile_cuda(&mut self, input: &Input, obj: &Path, output: CudaOutput) -> Result<()> {
        let o = self.opts;
        let mut pre = self.preprocess_cmd(input);
        if !self.wants_system_macro_locations() {
            pre.arg("-ftrack-macro-expansion=0");
        }
        self.deps_flags(&mut pre, obj);
        let rewritten = self.tmp.path().join(format!("{}.cudafe1.cpp", stem(obj)));
        let image_file = std::path::absolute(self.tmp.path().join(format!("{}.image", stem(obj))))
            .map_err(|e| Error::msg(format!("ferrocuda: error: {e}")))?;
        let mut cc = self.cxx.command();
        // `-pipe` lets the assembler work beside the compiler instead of after it, on a file:
        // the rewritten unit is large, and this step is most of a build's time.
        cc.arg("-pipe")
            .arg("-c")
            .arg("-x")
            .arg("c++-cpp-output")
            .arg(o.host_std_flag());
        if o.host_debug {
            cc.arg("-g");
        }
        // A kernel may take a class aligned past 16 bytes by value (a tensor map), which GCC
        // notes at its host stub as an ABI change since GCC 4.6, where nvcc's builds are quiet.
        if self.cxx.is_gcc() {
            cc.arg("-Wno-psabi");
        }
        self.common_flags(&mut cc);
        let compile_options: Vec<_> = cc.get_args().map(|a| a.to_os_string()).collect();
        cc.arg("-").arg("-o").arg(obj);

        // The rewritten unit stands alone when it is the output, or when the host compiler
        // assembles it at link time, after the temporary directory is gone (link-time
        // optimization): the image then goes into its text.
        let image_in_text = o.lto() || output == CudaOutput::HostSource;
        if o.dryrun {
            let into = if image_in_text {
                &rewritten
            } else {
                &image_file
            };
            crate::errln!(
                "#$ ferrocuda device pass -arch compute_{}: {} (image embedded from {})",
                cuda_arch(&o.gpu_targets) / 10,
                input.path.display(),
                into.display()
            );
            crate::errln!("#$ {} > {}", compiler::render(&pre), rewritten.display());
            if output == CudaOutput::Object {
                crate::errln!("#$ {} < {}", compiler::render(&cc), rewritten.display());
            }
            return Ok(());
        }

        // The compiler of the rewritten unit starts now and waits for its input, which it
        // reads from a pipe. The device pass and the host preprocessor need nothing of each
        // other: they run side by side. Device errors stop the build before anything of the
        // host's is printed.
        let compile = match output {
            CudaOutput::Object => Some(compiler::start_on_stdin(&mut cc, obj, o.verbose)?),
            CudaOutput::HostSource => None,
        };
        let device_opts = DeviceOptions {
            lambda_unit: lambda_unit(&input.path, o),
            ..self.device_options()
        };
        if o.verbose {
            // (With the architecture in nvcc's words, which build systems read.)
            crate::errln!(
                "#$ ferrocuda device pass -arch compute_{}: {}",
                cuda_arch(&o.gpu_targets) / 10,
                input.path.display()
            );
        }
        let (device, host) = std::thread::scope(|s| {
            let device = s.spawn(|| device_pass_checking_instances(&input.path, &device_opts));
            let host = compiler::output_captured(&mut pre, o.verbose);
            (device.join(), host)
        });
        let (device, instance_check) = device
            .unwrap_or_else(|_| Err(crashed(&input.path)))
            .map_err(|diags| {
                crate::err!("{diags}");
                Error::Reported
            })?;
        // `-w` silences the device pass's warnings (`-Werror all-warnings` made them errors).
        if !device.warnings.is_empty() && !o.no_warnings {
            crate::err!("{}", device.warnings);
        }
        let host = host?;
        crate::err!("{}", String::from_utf8_lossy(&host.stderr));
        if !host.status.success() {
            return Err(Error::Reported);
        }
        let text = String::from_utf8_lossy(&host.stdout);
        let main_file = input.path.to_string_lossy();
        let image = if image_in_text {
            host_pass::Image::Literal(&device.image)
        } else {
            write_file(&image_file, &device.image)?;
            host_pass::Image::File {
                path: &image_file,
                len: device.image.len(),
            }
        };
        let options = host_pass::RewriteOptions {
            relaxed_constexpr: o.relaxed_constexpr,
            lambda_unit: &device_opts.lambda_unit,
            relocatable: o.relocatable_device_code,
            qualify_self_named_aliases: self.cxx.is_gcc(),
        };
        let rw = host_pass::rewrite(&text, &main_file, image, options).map_err(|diags| {
            crate::err!("{diags}");
            Error::Reported
        })?;
        let mut text = rw.text;
        text.push_str(&host_pass::device_link_anchors(
            &device.device_exports,
            &device.device_imports,
        ));
        if o.keep {
            write_file(&rewritten, text.as_bytes())?;
        }
        if let Some(compile) = compile {
            let headers = host_pch::Store {
                dir: self.toolkit.root.join("host-headers"),
                cxx: &self.cxx,
                options: compile_options,
                verbose: o.verbose,
                making: self
                    .header_makers
                    .iter()
                    .map(|m| m.header().to_path_buf())
                    .collect(),
            };
            match headers.plan(&text, rw.prelude_len, self.tmp.path()) {
                Plan::Text => compile.finish(text.as_bytes())?,
                Plan::Read(input) => compile.finish(input.as_bytes())?,
                Plan::Make(maker) => {
                    self.header_makers.push(maker);
                    compile.finish(text.as_bytes())?;
                }
            }
        } else {
            write_file(obj, text.as_bytes())?;
        }
        // The kernel template instances the host code makes are built now, from the object's
        // records of them (an object for link-time optimization has no such symbols).
        let templates = device.kernels.iter().any(|k| k.is_template);
        if templates && output == CudaOutput::Object && !o.lto() {
            let host = HostObject {
                symbols: std::fs::read(obj)
                    .map(|bytes| crate::object_symbols::symbol_names(&bytes))
                    .unwrap_or_default(),
                kernels_by_record: rw.template_kernels.clone(),
            };
            let checked = crash_reported(&input.path, || instance_check.finish(host));
            match checked {
                Ok(warnings) => crate::err!("{warnings}"),
                Err(diags) => {
                    crate::err!("{diags}");
                    let _ = std::fs::remove_file(obj);
                    return Err(Error::Reported);
                }
            }
        }
        self.files.extend(device.included_files);
        self.files.extend(rw.files.iter().map(PathBuf::from));
        Ok(())
    }

    /// `-lib`: the objects into a static library, replacing any of that name.
    fn archive(&self, objects: &[PathBuf], output: &Path) -> Result<()> {
        if !self.opts.dryrun && output.exists() {
            std::fs::remove_file(output).map_err(|e| {
                Error::msg(format!(
                    "ferrocuda nvcc: cannot replace {}: {e}",
                    output.display()
                ))
            })?;
        }
        let mut cmd = Command::new("ar");
        cmd.arg("rcs").arg(output).args(objects);
        self.run(&mut cmd)
    }

    /// `-MD`/`-MMD` while linking without `-MF`: the rules the compilation of each object in
    /// `compiled` wrote beside it (see [`Ctx::deps_flags`]), in one file beside the output
    /// (`app.d` for `app`).
    fn merge_dependencies(&self, compiled: &[PathBuf], output: &Path) -> Result<()> {
        let o = self.opts;
        if o.deps_with_compile.is_none() || o.deps_file.is_some() || o.dryrun {
            return Ok(());
        }
        let mut rules = Vec::new();
        for obj in compiled {
            rules.extend(std::fs::read(obj.with_extension("d")).unwrap_or_default());
        }
        write_file(&output.with_extension("d"), &rules)
    }

    fn link(&self, inputs: &[PathBuf], output: &Path) -> Result<()> {
        let o = self.opts;
        let mut cmd = self.cxx.command();
        // Archives after the objects: nvcc's device link takes device code from an archive
        // wherever the command names it (`nvcc libdev.a main.o`), and the host linker pulls a
        // member in only for what the objects before it use (see
        // `host_pass::device_link_anchors`).
        let archive = |p: &&PathBuf| kind_of(p) == Some(InputKind::Archive);
        let (archives, others): (Vec<&PathBuf>, Vec<&PathBuf>) = inputs.iter().partition(archive);
        cmd.args(others).args(archives).arg("-o").arg(output);
        if o.shared {
            cmd.arg("-shared");
        }
        if o.host_debug {
            cmd.arg("-g");
        }
        for d in &o.lib_dirs {
            cmd.arg(format!("-L{}", d.display()));
        }
        let lib_dir = self.toolkit.lib_dir();
        cmd.arg(format!("-L{}", lib_dir.display()));
        for l in &o.libs {
            if RUNTIME_LIBS.contains(&l.as_str()) {
                continue;
            }
            if TOOLKIT_LIBS.contains(&l.as_str()) && !self.toolkit.has_library(l) {
                return Err(Error::msg(format!(
                    "ferrocuda nvcc: library '{l}' (-l{l}) is not provided by ferrocuda's toolkit (no lib{l}.so in {})",
                    lib_dir.display()
                )));
            }
            cmd.arg(format!("-l{l}"));
        }
        // `-cudart none` with the runtime named (`-lcudart`, `-lcuda`): the user's choice.
        let runtime_named = o.libs.iter().any(|l| RUNTIME_LIBS.contains(&l.as_str()));
        if o.cudart != Cudart::None || runtime_named {
            if !o.dryrun {
                self.toolkit.cudart()?;
            }
            // The runtime by its full path (each of its names in the toolkit is a linker script
            // naming the file): neither a run path nor LD_LIBRARY_PATH, which on a machine with
            // NVIDIA's toolkit often names another runtime, decides which one loads. (Build
            // systems that read this line, CMake's, then link `-lcudart_static` too.)
            cmd.arg(match o.cudart {
                Cudart::Static => "-lcudart_static",
                Cudart::Shared | Cudart::None => "-lcudart",
            });
            // The program's own `dlopen("libcuda.so.1")` finds the runtime's driver API. A run
            // path (not the older kind, which libraries' own `dlopen` calls search too) applies
            // to the program's calls alone: the runtime's, on the NVIDIA backend, still open
            // the system's driver.
            cmd.arg("-Wl,--enable-new-dtags");
            cmd.arg(format!(
                "-Wl,-rpath,{}",
                self.toolkit.driver_dir().display()
            ));
        }
        cmd.arg("-lpthread");
        cmd.args(&o.compiler_options);
        for l in &o.linker_options {
            cmd.arg("-Xlinker").arg(l);
        }
        self.run(&mut cmd)
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<()> {
    std::fs::write(path, bytes).map_err(|e| {
        Error::msg(format!(
            "ferrocuda: error: cannot write {}: {e}",
            path.display()
        ))
    })
}

/// nvlink's check of a device link (`-dlink`): every device function or variable that the
/// objects' relocatable device code uses is defined by one of them. Skipped where an input is
/// not an object this reads, or libraries are named: what they define is not known here.
fn check_device_references(inputs: &[Input], libraries: bool) -> Result<()> {
    let mut tables = Vec::new();
    for input in inputs {
        let table = match input.kind {
            InputKind::Object if !libraries => std::fs::read(&input.path)
                .ok()
                .and_then(|bytes| crate::object_symbols::symbols(&bytes)),
            _ => None,
        };
        let Some(table) = table else {
            return Ok(());
        };
        tables.push((input, table));
    }
    let defined: std::collections::HashSet<&str> = tables
        .iter()
        .flat_map(|(_, table)| table.iter().filter(|s| s.defined))
        .map(|s| s.name.as_str())
        .collect();
    let mut missing = Vec::new();
    for (input, table) in &tables {
        for symbol in table {
            if symbol.defined || defined.contains(symbol.name.as_str()) {
                continue;
            }
            if let Some(name) = host_pass::device_symbol_linkage(&symbol.name) {
                missing.push(format!(
                    "nvlink error   : Undefined reference to '{name}' in '{}'",
                    input.path.display()
                ));
            }
        }
    }
    match missing.is_empty() {
        true => Ok(()),
        false => Err(Error::msg(missing.join("\n"))),
    }
}
