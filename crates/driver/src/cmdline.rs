//! nvcc's command line, parsed into [`Options`].
//!
//! Every option nvcc spells with a value accepts it three ways: `-opt value`, `-opt=value` and,
//! for the one-letter options of the C compiler family (`-I`, `-D`, `-U`, `-L`, `-l`, `-O`),
//! `-optvalue`. Options that only tune code generation for real NVIDIA hardware (`-arch`,
//! `-Xptxas`, ...) are accepted and recorded so that existing build scripts work unchanged.
//! Anything unknown is an error, as it is for nvcc, so a typo never passes silently.

use std::path::{Path, PathBuf};

/// What an input file is, from its extension (or `-x`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    Cuda,
    C,
    Cxx,
    Object,
    Archive,
    SharedLib,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub path: PathBuf,
    pub kind: InputKind,
}

/// `-D` and `-U`, kept in command-line order because a later `-U X` cancels an earlier `-D X`
/// and the other way round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroOp {
    /// `-D NAME` (value `None`, meaning 1) or `-D NAME=VALUE`.
    Define(String, Option<String>),
    Undef(String),
}

/// A preprocessor option among the `-Xcompiler` options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PreprocessorOption {
    Macro(MacroOp),
    Include(PathBuf),
    PreInclude(PathBuf),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CxxStd {
    Cxx11,
    Cxx14,
    Cxx17,
    Cxx20,
}

impl CxxStd {
    /// The spelling the host compiler takes after `-std=`.
    pub fn as_str(self) -> &'static str {
        match self {
            CxxStd::Cxx11 => "c++11",
            CxxStd::Cxx14 => "c++14",
            CxxStd::Cxx17 => "c++17",
            CxxStd::Cxx20 => "c++20",
        }
    }

    /// The value of `__cplusplus` under this standard.
    pub fn cplusplus(self) -> u32 {
        match self {
            CxxStd::Cxx11 => 201103,
            CxxStd::Cxx14 => 201402,
            CxxStd::Cxx17 => 201703,
            CxxStd::Cxx20 => 202002,
        }
    }
}

/// `-M` (all headers) or `-MM` (user headers only): print the dependencies and stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepsOnly {
    All,
    User,
}

/// What `--list-gpu-arch` / `--list-gpu-code` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetList {
    /// Virtual architectures (`compute_90`).
    Virtual,
    /// Real ones (`sm_90`).
    Real,
}

/// `-cudart`: which runtime library to link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Cudart {
    /// nvcc's default, `-cudart static`: ferrocuda has one runtime, the shared
    /// `libcudart.so.13`, which the program names by its full path (through the toolkit's
    /// `libcudart_static.a`, a linker script), so that it runs without a search path.
    #[default]
    Static,
    /// `-cudart shared`: `-lcudart`, the same runtime by its full path (through the toolkit's
    /// `libcudart.so`, a linker script too).
    Shared,
    None,
}

/// What `-ptx`, `-cubin` or `-fatbin` asked for: the same device code, under each one's file
/// extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceCode {
    Ptx,
    Cubin,
    Fatbin,
}

impl DeviceCode {
    pub fn extension(self) -> &'static str {
        match self {
            DeviceCode::Ptx => "ptx",
            DeviceCode::Cubin => "cubin",
            DeviceCode::Fatbin => "fatbin",
        }
    }
}

/// The parsed command line. Defaults are nvcc's: link into `a.out`, `-std=c++17`.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub inputs: Vec<Input>,
    pub output: Option<PathBuf>,
    /// `-c`: compile each input to an object file and stop.
    pub compile_only: bool,
    /// `-rdc=true` (or `-dc`): device code linked across files.
    pub relocatable_device_code: bool,
    /// `-dlink`: make the device link object of the given objects.
    pub device_link: bool,
    /// `-E`: preprocess the inputs to standard output (or `-o`) and stop.
    pub preprocess_only: bool,
    /// `-cuda`: translate each `.cu` input to the host C++ the host compiler compiles (its
    /// device code embedded), `x.cu.cpp.ii` or `-o`, and stop.
    pub host_translation_only: bool,
    /// `-ptx`, `-cubin`, `-fatbin`: write each `.cu` input's device code alone, as text a
    /// program loads with `cuModuleLoad`, to `x.ptx` (`.cubin`, `.fatbin`) or `-o`, and stop.
    pub device_code_only: Option<DeviceCode>,
    pub deps_only: Option<DepsOnly>,
    /// `-MD`/`-MMD`: write a dependency file while compiling; `true` in `.1` for `-MMD`.
    pub deps_with_compile: Option<bool>,
    /// `-MF file`.
    pub deps_file: Option<PathBuf>,
    /// `-MT target`.
    pub deps_target: Option<String>,
    /// `-MP`: a phony rule for each header, so that a deleted header does not break `make`.
    pub deps_phony: bool,
    /// `-lib`: compile the inputs and put the objects in a static library.
    pub static_library: bool,
    /// `-odir`: where `-c` puts the objects it names itself.
    pub object_dir: Option<PathBuf>,
    /// `--keep-dir`: where `-keep` leaves the intermediate files.
    pub keep_dir: Option<PathBuf>,
    /// `--list-gpu-arch` / `--list-gpu-code`: print the targets `-arch` / `-code` take, and stop.
    pub list_targets: Option<TargetList>,
    pub shared: bool,
    /// `-O0` .. `-O3`; `None` leaves the host compiler's default.
    pub opt_level: Option<u8>,
    /// `-g`: host debug information.
    pub host_debug: bool,
    /// `-G`: device debug information.
    pub device_debug: bool,
    /// `-dopt=on|off`: whether device code is optimized (`-G` alone: not).
    pub device_optimization: Option<bool>,
    pub lineinfo: bool,
    pub include_dirs: Vec<PathBuf>,
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include file` (nvcc's `--pre-include`).
    pub pre_includes: Vec<PathBuf>,
    pub macros: Vec<MacroOp>,
    pub lib_dirs: Vec<PathBuf>,
    /// `-l` names in order, `cudart` included when given.
    pub libs: Vec<String>,
    pub std: Option<CxxStd>,
    /// `-Xcompiler` / `--compiler-options`, split at commas and spaces.
    pub compiler_options: Vec<String>,
    /// `-Xlinker` / `--linker-options`, split at commas.
    pub linker_options: Vec<String>,
    /// `-arch`, `-gencode` and `-code` values as given (`flag=value`): they decide
    /// `__CUDA_ARCH__` and the devices the program runs on (`build::gpu_code`).
    pub gpu_targets: Vec<String>,
    pub fast_math: bool,
    /// `-ftz=`, `-prec-div=`, `-prec-sqrt=`, `-fmad=` as (name, value).
    pub float_modes: Vec<(String, bool)>,
    /// `-ccbin`: the host compiler (a name, a path or a directory holding one).
    pub ccbin: Option<String>,
    /// `-w`.
    pub no_warnings: bool,
    /// `-Werror` kinds (`all-warnings`, `cross-execution-space-call`, ...).
    pub werror: Vec<String>,
    pub relaxed_constexpr: bool,
    pub extended_lambda: bool,
    pub cudart: Cudart,
    /// `--default-stream legacy|per-thread`.
    pub default_stream: Option<String>,
    /// `-v`: print each command before running it.
    pub verbose: bool,
    /// `-dryrun`: print the commands without running them.
    pub dryrun: bool,
    /// `-run`: run the program once it is built, with `run_args` (`-run-args a,b`).
    pub run: bool,
    pub run_args: Vec<String>,
    /// `-keep`: keep the intermediate files.
    pub keep: bool,
    /// `--forward-unknown-to-host-compiler`: options nvcc does not know go to the host
    /// compiler instead of being errors.
    pub forward_unknown: bool,
    /// `--version` / `-V`.
    pub version: bool,
    /// `--help` / `-h`.
    pub help: bool,
    /// `--backend cpu|nvidia|auto`: only on `ferrocuda run`'s command line.
    pub backend: Option<String>,
}

impl Options {
    /// The `-std` in effect: nvcc's default is C++17.
    pub fn cxx_std(&self) -> CxxStd {
        self.std.unwrap_or(CxxStd::Cxx17)
    }

    /// The host compiler's `-std=` option. Without a `-std`, nvcc gives the host compiler
    /// none, so GCC's default GNU dialect applies (`__STRICT_ANSI__` undefined, measured):
    /// `gnu++17`, written so that a host compiler with another default still builds C++17.
    pub fn host_std_flag(&self) -> String {
        match self.std {
            Some(std) => format!("-std={}", std.as_str()),
            None => "-std=gnu++17".to_string(),
        }
    }

    /// Whether products may fuse into multiply-adds: the last `-fmad=`, else nvcc's default:
    /// true (which `--use_fast_math` also implies), but for device code built for debugging
    /// (`-G`) without `-dopt=on`, which nvcc does not optimize.
    pub fn fmad(&self) -> bool {
        let unoptimized = self.device_debug && self.device_optimization != Some(true);
        self.float_mode("fmad").unwrap_or(!unoptimized)
    }

    /// Whether single-precision subnormals are flushed to zero: the last `-ftz=`, else
    /// `--use_fast_math` (measured: an explicit `-ftz=false` wins wherever it is written).
    pub fn flush_denormals(&self) -> bool {
        self.float_mode("ftz").unwrap_or(self.fast_math)
    }

    /// The last value given to `-NAME=` of the floating-point modes, if any.
    fn float_mode(&self, name: &str) -> Option<bool> {
        self.float_modes
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|&(_, on)| on)
    }

    /// Whether `-Xcompiler` asked for OpenMP, which the link then needs too.
    pub fn openmp(&self) -> bool {
        self.compiler_options
            .iter()
            .any(|o| o == "-fopenmp" || o == "-qopenmp" || o == "-fopenmp=libomp")
    }

    /// What the `-Xcompiler` options say to the preprocessor (`-D`, `-U`, `-I`, `-isystem`,
    /// `-include`, and the options that change the host compiler's predefined macros, see
    /// [`macros_of_host_option`]): nvcc preprocesses device code with the host compiler, so
    /// they reach device code too.
    pub fn compiler_preprocessor_options(&self) -> Vec<PreprocessorOption> {
        let mut out = Vec::new();
        let mut words = self.compiler_options.iter().map(String::as_str);
        while let Some(w) = words.next() {
            let mut value = |prefix: &str| match w.strip_prefix(prefix) {
                Some("") => words.next().map(str::to_string),
                Some(v) => Some(v.to_string()),
                None => None,
            };
            if let Some(v) = value("-include") {
                out.push(PreprocessorOption::PreInclude(PathBuf::from(v)));
            } else if let Some(v) = value("-isystem") {
                out.push(PreprocessorOption::Include(PathBuf::from(v)));
            } else if let Some(v) = value("-I") {
                out.push(PreprocessorOption::Include(PathBuf::from(v)));
            } else if let Some(v) = value("-D") {
                out.push(PreprocessorOption::Macro(match v.split_once('=') {
                    Some((n, val)) => MacroOp::Define(n.to_string(), Some(val.to_string())),
                    None => MacroOp::Define(v, None),
                }));
            } else if let Some(v) = value("-U") {
                out.push(PreprocessorOption::Macro(MacroOp::Undef(v)));
            } else {
                let ops = macros_of_host_option(w).into_iter();
                out.extend(ops.map(PreprocessorOption::Macro));
            }
        }
        out
    }

    /// Whether `-Xcompiler` asked for link-time optimization: the host compiler then assembles
    /// top-level `asm` when linking, not when compiling.
    pub fn lto(&self) -> bool {
        self.compiler_options
            .iter()
            .rev()
            .find(|a| *a == "-flto" || a.starts_with("-flto=") || *a == "-fno-lto")
            .is_some_and(|a| a != "-fno-lto")
    }
}

/// How the host compiler option `option` changes GCC 12's predefined macros, which device code
/// sees changed too (measured with nvcc 13.0: `-Xcompiler
/// -funsigned-char,-O2,-fno-exceptions,-fno-rtti,-fopenmp` defines `__CHAR_UNSIGNED__`,
/// `__OPTIMIZE__` and `_OPENMP` in device code and drops `__EXCEPTIONS` and `__GXX_RTTI`, while
/// `char` stays signed there).
fn macros_of_host_option(option: &str) -> Vec<MacroOp> {
    let define = |name: &str, value: &str| MacroOp::Define(name.into(), Some(value.into()));
    let undef = |name: &str| MacroOp::Undef(name.into());
    let fast_math = || {
        let mut ops: Vec<MacroOp> = [
            "__FAST_MATH__",
            "__ASSOCIATIVE_MATH__",
            "__NO_MATH_ERRNO__",
            "__NO_SIGNED_ZEROS__",
            "__NO_TRAPPING_MATH__",
            "__RECIPROCAL_MATH__",
        ]
        .iter()
        .map(|name| define(name, "1"))
        .collect();
        ops.push(define("__FINITE_MATH_ONLY__", "1"));
        ops.extend(["__GCC_IEC_559", "__GCC_IEC_559_COMPLEX"].map(|n| define(n, "0")));
        ops.extend(
            [
                "__STDC_IEC_559__",
                "__STDC_IEC_559_COMPLEX__",
                "__STDC_IEC_60559_BFP__",
                "__STDC_IEC_60559_COMPLEX__",
            ]
            .map(undef),
        );
        ops
    };
    let optimized = |size: bool| {
        vec![
            define("__OPTIMIZE__", "1"),
            undef("__NO_INLINE__"),
            match size {
                true => define("__OPTIMIZE_SIZE__", "1"),
                false => undef("__OPTIMIZE_SIZE__"),
            },
        ]
    };
    let ops = match option {
        "-O0" => vec![
            undef("__OPTIMIZE__"),
            undef("__OPTIMIZE_SIZE__"),
            define("__NO_INLINE__", "1"),
        ],
        "-O" | "-O1" | "-O2" | "-O3" | "-Og" => optimized(false),
        "-Os" | "-Oz" => optimized(true),
        "-Ofast" => [optimized(false), fast_math()].concat(),
        "-ffast-math" => fast_math(),
        "-funsigned-char" | "-fno-signed-char" => vec![define("__CHAR_UNSIGNED__", "1")],
        "-fsigned-char" | "-fno-unsigned-char" => vec![undef("__CHAR_UNSIGNED__")],
        "-fno-exceptions" => vec![undef("__EXCEPTIONS"), undef("__cpp_exceptions")],
        "-fno-rtti" => vec![undef("__GXX_RTTI"), undef("__cpp_rtti")],
        "-fopenmp" => vec![define("_OPENMP", "201511"), define("_REENTRANT", "1")],
        "-pthread" => vec![define("_REENTRANT", "1")],
        _ => Vec::new(),
    };
    // The option changes what GCC predefines, which no redefinition warning reports: each
    // macro is removed before it is defined anew.
    ops.into_iter()
        .flat_map(|op| match op {
            MacroOp::Define(ref name, _) => vec![undef(name), op],
            undefine => vec![undefine],
        })
        .collect()
}

fn err(msg: impl std::fmt::Display) -> String {
    format!("ferrocuda nvcc: {msg}")
}

/// What a value-taking option does with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Takes {
    Output,
    Include,
    ISystem,
    PreInclude,
    Define,
    Undef,
    LibDir,
    Lib,
    Std,
    Lang,
    XCompiler,
    XLinker,
    RunArgs,
    /// Options for tools ferrocuda does not have (`-Xptxas`, `-maxrregcount`, ...).
    Ignored,
    GpuTarget,
    Ccbin,
    Opt,
    Rdc,
    FloatMode,
    Cudart,
    DefaultStream,
    DepsFile,
    DepsTarget,
    Machine,
    ObjectDir,
    KeepDir,
    DeviceOpt,
}

/// Options written with a value, by every name nvcc knows them by.
fn value_option(name: &str) -> Option<Takes> {
    Some(match name {
        "-o" | "--output-file" => Takes::Output,
        "-I" | "--include-path" => Takes::Include,
        "-isystem" | "--system-include" => Takes::ISystem,
        "-include" | "--pre-include" => Takes::PreInclude,
        "-D" | "--define-macro" => Takes::Define,
        "-U" | "--undefine-macro" => Takes::Undef,
        "-L" | "--library-path" => Takes::LibDir,
        "-l" | "--library" => Takes::Lib,
        "-std" | "--std" => Takes::Std,
        "-x" | "--x" => Takes::Lang,
        "-Xcompiler" | "--compiler-options" => Takes::XCompiler,
        "-Xlinker" | "--linker-options" => Takes::XLinker,
        "-run-args" | "--run-args" => Takes::RunArgs,
        "-Xptxas" | "--ptxas-options" | "-Xnvlink" | "--nvlink-options" | "-Xfatbin"
        | "--fatbin-options" | "-Xcudafe" | "-Xarchive" | "--archive-options" | "-maxrregcount"
        | "--maxrregcount" | "-t" | "--threads" | "-split-compile" | "--split-compile"
        | "-Xptxas-options"
        // Numbers of nvcc's own diagnostics, which ferrocuda's are not numbered by.
        | "-diag-suppress" | "--diag-suppress" | "-diag-warn" | "--diag-warn" | "-diag-error"
        | "--diag-error"
        // nvcc's own timing report.
        | "-time" | "--time"
        // How nvcc makes and packs GPU code and its own tools, which ferrocuda has not.
        | "-static-global-template-stub" | "--static-global-template-stub" | "-compress-mode"
        | "--compress-mode" | "-jtd" | "--jump-table-density" | "-device-entity-has-hidden-visibility"
        | "--device-entity-has-hidden-visibility" | "-cudadevrt" | "--cudadevrt" | "-arbin"
        | "--archiver-binary" | "-target-dir" | "--target-directory" | "-Ofc"
        | "--Ofast-compile" | "-hls" | "--host-linker-script" | "-ldir" | "--libdevice-directory"
        | "-Xcicc" | "-opt-info" | "--optimization-info" | "-fdevice-time-trace"
        // Limits and seeds of nvcc's device front end, which ferrocuda's has its own of.
        | "-ftemplate-backtrace-limit" | "-ftemplate-depth" | "-frandom-seed" => Takes::Ignored,
        "-odir" | "--output-directory" => Takes::ObjectDir,
        "-keep-dir" | "--keep-dir" => Takes::KeepDir,
        "-arch" | "--gpu-architecture" | "-gencode" | "--generate-code" | "-code"
        | "--gpu-code" => Takes::GpuTarget,
        "-ccbin" | "--compiler-bindir" => Takes::Ccbin,
        "-O" | "--optimize" => Takes::Opt,
        "-rdc" | "--relocatable-device-code" => Takes::Rdc,
        "-ftz" | "--ftz" | "-prec-div" | "--prec-div" | "-prec-sqrt" | "--prec-sqrt" | "-fmad"
        | "--fmad" => Takes::FloatMode,
        "-cudart" | "--cudart" => Takes::Cudart,
        "-default-stream" | "--default-stream" => Takes::DefaultStream,
        "-MF" | "--dependency-output" => Takes::DepsFile,
        "-MT" | "--dependency-target-name" => Takes::DepsTarget,
        "--machine" | "-m" => Takes::Machine,
        "-dopt" | "--dopt" => Takes::DeviceOpt,
        _ => return None,
    })
}

/// One-letter options whose value may be glued on: `-Idir`, `-DX=1`, `-lm`, `-O2`.
const GLUED: &[(&str, Takes)] = &[
    ("-I", Takes::Include),
    ("-D", Takes::Define),
    ("-U", Takes::Undef),
    ("-L", Takes::LibDir),
    ("-l", Takes::Lib),
    ("-O", Takes::Opt),
];

/// `-Werror` kinds nvcc defines; only these are taken as the value of a bare `-Werror`.
const WERROR_KINDS: &[&str] = &[
    "all-warnings",
    "cross-execution-space-call",
    "reorder",
    "default-stream-launch",
    "missing-launch-bounds",
    "ext-lambda-captures-this",
    "deprecated-declarations",
];

/// Modes nvcc has and ferrocuda does not (yet): named in the error so the user knows it is a
/// known gap rather than a typo.
const UNSUPPORTED_MODES: &[&str] = &["-optix-ir", "-ltoir"];

/// The parser's state: the options so far and the language `-x` imposes on later inputs.
struct Parser {
    /// The command line, with `--options-file` contents spliced in where they were named.
    args: Vec<String>,
    pos: usize,
    opts: Options,
    lang: Option<InputKind>,
    /// `ferrocuda run`: `--backend` is an option too.
    run_mode: bool,
}

/// Parses a whole nvcc command line (without the program name), between the options of
/// `$NVCC_PREPEND_FLAGS` and `$NVCC_APPEND_FLAGS`, as nvcc does.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let from_env = |var: &str| {
        std::env::var(var)
            .map(|v| split_words(&v))
            .unwrap_or_default()
    };
    let mut all = from_env("NVCC_PREPEND_FLAGS");
    all.extend_from_slice(args);
    all.extend(from_env("NVCC_APPEND_FLAGS"));
    let mut p = Parser::new(&all);
    while p.pos < p.args.len() {
        p.step()?;
    }
    // `-dlink` on the line that compiles a CUDA file (`-rdc=true -dlink -c x.cu`, as CMake
    // writes a target's device-link options): nvcc compiles it (measured), and links its
    // device code with the others' when the program links.
    let compiles_cuda =
        p.opts.compile_only && p.opts.inputs.iter().any(|i| i.kind == InputKind::Cuda);
    if p.opts.device_link && compiles_cuda {
        p.opts.device_link = false;
    }
    // `$NVCC_CCBIN` names the host compiler where `-ccbin` does not.
    if p.opts.ccbin.is_none() {
        p.opts.ccbin = std::env::var("NVCC_CCBIN").ok().filter(|v| !v.is_empty());
    }
    Ok(p.opts)
}

/// Whether the command line asks for nvcc's own `-v`, read without parsing the rest (which
/// may fail): a `-v` that is another option's value (`-Xptxas -v`) is that option's.
pub fn asks_verbose(args: &[String]) -> bool {
    let mut words = args.iter();
    while let Some(a) = words.next() {
        match a.as_str() {
            "-v" | "--verbose" => return true,
            name if value_option(name).is_some() => {
                words.next();
            }
            _ => {}
        }
    }
    false
}

/// Splits an options file or variable into words as a shell would: at whitespace, with
/// quotes and backslashes keeping a word together.
pub fn split_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') | (None, '\\') => {
                if let Some(next) = chars.next() {
                    word.get_or_insert_with(String::new).push(next);
                }
            }
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// The items of an option's comma-separated list as nvcc splits it (`-Ia,b`,
/// `-Xcompiler -O2,-Wall`): not at a comma inside double quotes, which stay in the item, nor
/// at one written `\,`, which stays as a comma.
fn list_items(v: &str) -> Vec<String> {
    let (mut items, mut item) = (Vec::new(), String::new());
    let mut quoted = false;
    let mut chars = v.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&',') => item.push(chars.next().unwrap_or(',')),
            '"' => {
                quoted = !quoted;
                item.push(c);
            }
            ',' if !quoted => items.push(std::mem::take(&mut item)),
            c => item.push(c),
        }
    }
    items.push(item);
    items
}

/// The non-empty values of an option's list (see [`list_items`]), without their quotes.
fn list_values(v: &str) -> impl Iterator<Item = String> {
    list_items(v)
        .into_iter()
        .map(|item| item.replace('"', ""))
        .filter(|item| !item.is_empty())
}

/// Parses options up to and including the first CUDA input (for `ferrocuda run`, which also
/// takes `--backend`); returns the options and the index in `args` where the program's own
/// arguments begin (a `--` right after the `.cu` file is skipped). Without a CUDA input the
/// whole line is parsed.
pub fn parse_until_cuda_input(args: &[String]) -> Result<(Options, usize), String> {
    let mut p = Parser::new(args);
    p.run_mode = true;
    while p.pos < p.args.len() {
        p.step()?;
        if p.opts.inputs.iter().any(|i| i.kind == InputKind::Cuda) {
            if p.args.get(p.pos).map(String::as_str) == Some("--") {
                p.pos += 1;
            }
            // The program's arguments begin there in `args` as well: an options file given
            // before the source adds words only to the parser's copy.
            let added = p.args.len() - args.len();
            return Ok((p.opts, p.pos - added));
        }
    }
    Ok((p.opts, args.len()))
}

impl Parser {
    fn new(args: &[String]) -> Self {
        Parser {
            args: args.to_vec(),
            pos: 0,
            opts: Options::default(),
            lang: None,
            run_mode: false,
        }
    }

    /// The value of `name`: the part after `=` when there is one, else the next argument.
    fn value(&mut self, name: &str, inline: Option<&str>) -> Result<String, String> {
        if let Some(v) = inline {
            return Ok(v.to_string());
        }
        match self.args.get(self.pos) {
            Some(v) => {
                self.pos += 1;
                Ok(v.clone())
            }
            None => Err(err(format_args!("option '{name}' needs a value"))),
        }
    }

    /// Consumes one argument (and its value, if separate).
    fn step(&mut self) -> Result<(), String> {
        let arg = self.args[self.pos].clone();
        let arg = arg.as_str();
        self.pos += 1;
        if !arg.starts_with('-') || arg.len() == 1 {
            return self.input(arg);
        }
        if self.flag(arg)? {
            return Ok(());
        }
        // `--name=value` / `-name=value` / `-name value`.
        let (name, inline) = match arg.find('=') {
            Some(i) => (&arg[..i], Some(&arg[i + 1..])),
            None => (arg, None),
        };
        if matches!(name, "-optf" | "--options-file") {
            let file = self.value(name, inline)?;
            let text = std::fs::read_to_string(&file)
                .map_err(|e| err(format_args!("cannot read options file '{file}': {e}")))?;
            let words = split_words(&text);
            self.args.splice(self.pos..self.pos, words);
            return Ok(());
        }
        if let Some(takes) = value_option(name) {
            if name == "-O" && inline.is_none() {
                // A bare `-O` is `-O3`-like for gcc; nvcc wants a level, so take none silently
                // only if what follows is not a level.
                if let Some(next) = self.args.get(self.pos).cloned() {
                    if next.len() == 1 && next.as_bytes()[0].is_ascii_digit() {
                        self.pos += 1;
                        return self.apply(takes, name, &next);
                    }
                }
                return self.apply(takes, name, "3");
            }
            let v = self.value(name, inline)?;
            return self.apply(takes, name, &v);
        }
        if self.run_mode && name == "--backend" {
            let v = self.value(name, inline)?;
            if !matches!(v.as_str(), "cpu" | "nvidia" | "auto") {
                return Err(format!(
                    "ferrocuda run: unknown backend '{v}' (expected cpu, nvidia or auto)"
                ));
            }
            self.opts.backend = Some(v);
            return Ok(());
        }
        if name == "-Werror" || name == "--Werror" {
            return self.werror(inline);
        }
        for &(prefix, takes) in GLUED {
            if let Some(rest) = arg.strip_prefix(prefix) {
                if !rest.is_empty() {
                    return self.apply(takes, prefix, rest);
                }
            }
        }
        if UNSUPPORTED_MODES.contains(&name) {
            return Err(err(format_args!(
                "option '{name}' is not supported by ferrocuda yet"
            )));
        }
        if self.opts.forward_unknown {
            // (The link line has the compiler's options too.)
            self.opts.compiler_options.push(arg.to_string());
            return Ok(());
        }
        Err(err(format_args!("unknown option '{arg}'")))
    }

    /// Options without a value. Returns whether `arg` was one.
    fn flag(&mut self, arg: &str) -> Result<bool, String> {
        let o = &mut self.opts;
        match arg {
            "-c" | "--compile" => o.compile_only = true,
            "-lib" | "--lib" => o.static_library = true,
            "-MP" | "--generate-dependency-targets" => o.deps_phony = true,
            "-arch-ls" | "--list-gpu-arch" => o.list_targets = Some(TargetList::Virtual),
            "-code-ls" | "--list-gpu-code" => o.list_targets = Some(TargetList::Real),
            "-E" | "--preprocess" => o.preprocess_only = true,
            "-cuda" | "--cuda" => o.host_translation_only = true,
            "-ptx" | "--ptx" => o.device_code_only = Some(DeviceCode::Ptx),
            "-cubin" | "--cubin" => o.device_code_only = Some(DeviceCode::Cubin),
            "-fatbin" | "--fatbin" => o.device_code_only = Some(DeviceCode::Fatbin),
            "-M" | "--generate-dependencies" => o.deps_only = Some(DepsOnly::All),
            "-MM" | "--generate-nonsystem-dependencies" => o.deps_only = Some(DepsOnly::User),
            "-MD" | "--generate-dependencies-with-compile" => o.deps_with_compile = Some(false),
            "-MMD" | "--generate-nonsystem-dependencies-with-compile" => {
                o.deps_with_compile = Some(true)
            }
            "-g" | "--debug" => o.host_debug = true,
            "-G" | "--device-debug" => o.device_debug = true,
            "-lineinfo" | "--generate-line-info" => o.lineinfo = true,
            "-shared" | "--shared" => o.shared = true,
            "-use_fast_math" | "--use_fast_math" => o.fast_math = true,
            "-m64" => {}
            "-m32" => return Err(err("only 64-bit host code is supported (-m32 was given)")),
            "-w" | "--disable-warnings" => o.no_warnings = true,
            "-expt-relaxed-constexpr" | "--expt-relaxed-constexpr" => o.relaxed_constexpr = true,
            "-expt-extended-lambda"
            | "--expt-extended-lambda"
            | "-extended-lambda"
            | "--extended-lambda" => o.extended_lambda = true,
            "-V" | "--version" => o.version = true,
            "-h" | "--help" => o.help = true,
            "-v" | "--verbose" => o.verbose = true,
            "-dryrun" | "--dryrun" => o.dryrun = true,
            "-run" | "--run" => o.run = true,
            // Device code is optimized and linked whole when the program loads it.
            "-dlto" | "--dlink-time-opt" => {}
            "-keep" | "--keep" => o.keep = true,
            "-link" | "--link" => {}
            // Compile to an object with relocatable device code (`-c -rdc=true`).
            "-dc" | "--device-c" => {
                o.compile_only = true;
                o.relocatable_device_code = true;
            }
            // Compile to an object whose device code is whole (`-c -rdc=false`).
            "-dw" | "--device-w" => {
                o.compile_only = true;
                o.relocatable_device_code = false;
            }
            // The device link step of separate compilation (`nvcc -dlink a.o b.o -o link.o`):
            // the runtime links the program's relocatable device code when it loads it, so the
            // object this makes is empty.
            "-dlink" | "--device-link" => o.device_link = true,
            // Warnings nvcc emits about device code generation: nothing to silence here.
            "-Wno-deprecated-gpu-targets"
            | "--Wno-deprecated-gpu-targets"
            | "-Wno-deprecated-declarations"
            | "--Wno-deprecated-declarations"
            | "-Wreorder"
            | "--Wreorder"
            | "-Wdefault-stream-launch"
            | "--Wdefault-stream-launch"
            | "-Wmissing-launch-bounds"
            | "--Wmissing-launch-bounds"
            | "-Wext-lambda-captures-this"
            | "--Wext-lambda-captures-this"
            | "-restrict"
            | "--restrict"
            | "-res-usage"
            | "--resource-usage"
            | "-src-in-ptx"
            | "--source-in-ptx"
            | "-noprof"
            | "--dont-use-profile"
            | "-nohdinitlist"
            | "--no-host-device-initializer-list"
            | "-allow-unsupported-compiler"
            | "--allow-unsupported-compiler"
            | "-objtemp"
            | "--objdir-as-tempdir"
            | "-extra-device-vectorization"
            | "--extra-device-vectorization"
            | "-ewp"
            | "--extensible-whole-program"
            | "-err-no"
            | "--display-error-number"
            | "-no-err-no"
            | "--no-display-error-number"
            | "-keep-device-functions"
            | "--keep-device-functions"
            | "-nohdmoveforward"
            | "--no-host-device-move-forward"
            | "-fdevice-syntax-only"
            | "-no-compress"
            | "--no-compress" => {}
            // Host code without exceptions, or profiled: the host compiler's options.
            "-noeh" | "--no-exceptions" => o.compiler_options.push("-fno-exceptions".into()),
            "-pg" | "--profile" => o.compiler_options.push("-pg".into()),
            "-forward-unknown-to-host-compiler"
            | "--forward-unknown-to-host-compiler"
            | "-forward-unknown-opts"
            | "--forward-unknown-opts"
            | "-forward-unknown-to-host-linker"
            | "--forward-unknown-to-host-linker" => o.forward_unknown = true,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn werror(&mut self, inline: Option<&str>) -> Result<(), String> {
        let value = match inline {
            Some(v) => v.to_string(),
            None => match self.args.get(self.pos) {
                Some(next) if next.split(',').all(|k| WERROR_KINDS.contains(&k)) => {
                    self.pos += 1;
                    next.clone()
                }
                _ => "all-warnings".to_string(),
            },
        };
        for kind in value.split(',') {
            if !WERROR_KINDS.contains(&kind) {
                return Err(err(format_args!("unknown -Werror kind '{kind}'")));
            }
            self.opts.werror.push(kind.to_string());
        }
        Ok(())
    }

    fn apply(&mut self, takes: Takes, name: &str, v: &str) -> Result<(), String> {
        let o = &mut self.opts;
        match takes {
            Takes::Output => o.output = Some(PathBuf::from(v)),
            Takes::Include => o.include_dirs.extend(list_values(v).map(PathBuf::from)),
            Takes::ISystem => o
                .system_include_dirs
                .extend(list_values(v).map(PathBuf::from)),
            Takes::PreInclude => o.pre_includes.extend(list_values(v).map(PathBuf::from)),
            Takes::Define => {
                if v.is_empty() {
                    return Err(err(format_args!("option '{name}' needs a macro name")));
                }
                // A value keeps its double quotes (`-DSTR="hello"` is a string literal), as
                // nvcc hands them to both passes (measured).
                let definitions = list_items(v).into_iter().filter(|d| !d.is_empty());
                o.macros.extend(definitions.map(|d| match d.split_once('=') {
                    Some((n, val)) => MacroOp::Define(n.to_string(), Some(val.to_string())),
                    None => MacroOp::Define(d, None),
                }));
            }
            Takes::Undef => o.macros.extend(list_values(v).map(MacroOp::Undef)),
            Takes::LibDir => o.lib_dirs.extend(list_values(v).map(PathBuf::from)),
            Takes::Lib => o.libs.extend(list_values(v)),
            Takes::Std => {
                o.std = Some(match v {
                    "c++03" | "c++98" => {
                        return Err(err(format_args!(
                            "'-std={v}' is not supported: ferrocuda's headers need C++11 or later"
                        )))
                    }
                    "c++11" => CxxStd::Cxx11,
                    "c++14" => CxxStd::Cxx14,
                    "c++17" => CxxStd::Cxx17,
                    "c++20" => CxxStd::Cxx20,
                    _ => {
                        return Err(err(format_args!(
                            "unsupported value '{v}' for '-std' (expected c++11, c++14, c++17 or c++20)"
                        )))
                    }
                })
            }
            Takes::Lang => {
                self.lang = match v {
                    "cu" | "cuda" => Some(InputKind::Cuda),
                    "c" => Some(InputKind::C),
                    "c++" | "cpp" => Some(InputKind::Cxx),
                    "none" => None,
                    _ => {
                        return Err(err(format_args!(
                            "unsupported language '{v}' for '-x' (expected cu, c, c++ or none)"
                        )))
                    }
                }
            }
            // The host compiler gets the value as words of its command line.
            Takes::XCompiler => o
                .compiler_options
                .extend(list_items(v).iter().flat_map(|item| split_words(item))),
            Takes::XLinker => o.linker_options.extend(list_values(v)),
            Takes::RunArgs => o.run_args.extend(list_values(v)),
            Takes::Ignored => {}
            Takes::GpuTarget => {
                // CUDA 13 builds for the architectures it lists, Turing (7.5) and later: nvcc
                // refuses the older ones, and ones that do not exist.
                let names = v.split([',', '=', '[', ']', '"', ' ']);
                for arch in names {
                    let number = ["sm_", "compute_", "lto_"]
                        .iter()
                        .find_map(|p| arch.strip_prefix(p))
                        .map(|d| d.trim_end_matches(|c: char| c.is_ascii_alphabetic()));
                    if number.is_some_and(|n| !crate::build::GPU_TARGETS.contains(&n)) {
                        return Err(err(format_args!("Unsupported gpu architecture '{arch}'")));
                    }
                }
                o.gpu_targets.push(format!("{name}={v}"))
            }
            Takes::Ccbin => o.ccbin = Some(v.to_string()),
            Takes::Opt => match v {
                "0" | "1" | "2" | "3" => o.opt_level = Some(v.as_bytes()[0] - b'0'),
                _ => {
                    return Err(err(format_args!(
                        "unsupported optimization level '{v}' (expected 0, 1, 2 or 3)"
                    )))
                }
            },
            Takes::Rdc => match parse_bool(v) {
                Some(b) => o.relocatable_device_code = b,
                None => return Err(bad_bool(name, v)),
            },
            Takes::DeviceOpt => match v {
                "on" => o.device_optimization = Some(true),
                "off" => o.device_optimization = Some(false),
                _ => {
                    return Err(err(format_args!(
                        "unsupported value '{v}' for '-dopt' (expected on or off)"
                    )))
                }
            },
            Takes::FloatMode => match parse_bool(v) {
                Some(b) => o
                    .float_modes
                    .push((name.trim_start_matches('-').to_string(), b)),
                None => return Err(bad_bool(name, v)),
            },
            Takes::Cudart => match v {
                "static" => o.cudart = Cudart::Static,
                "shared" => o.cudart = Cudart::Shared,
                "none" => o.cudart = Cudart::None,
                _ => {
                    return Err(err(format_args!(
                        "unsupported value '{v}' for '-cudart' (expected shared, static or none)"
                    )))
                }
            },
            Takes::DefaultStream => match v {
                "legacy" | "per-thread" | "null" => o.default_stream = Some(v.to_string()),
                _ => {
                    return Err(err(format_args!(
                        "unsupported value '{v}' for '--default-stream' (expected legacy or per-thread)"
                    )))
                }
            },
            Takes::DepsFile => o.deps_file = Some(PathBuf::from(v)),
            Takes::DepsTarget => o.deps_target = Some(v.to_string()),
            Takes::ObjectDir => o.object_dir = Some(PathBuf::from(v)),
            Takes::KeepDir => o.keep_dir = Some(PathBuf::from(v)),
            Takes::Machine => {
                if v != "64" {
                    return Err(err(format_args!("only 64-bit host code is supported (got '{name} {v}')")));
                }
            }
        }
        Ok(())
    }

    fn input(&mut self, arg: &str) -> Result<(), String> {
        if arg == "-" {
            return Err(err(
                "reading a source file from standard input is not supported",
            ));
        }
        let path = PathBuf::from(arg);
        let by_ext = kind_of(&path);
        let kind = match (self.lang, by_ext) {
            // `-x` changes how sources are compiled; objects and libraries are still linked.
            (Some(lang), Some(k))
                if !matches!(
                    k,
                    InputKind::Object | InputKind::Archive | InputKind::SharedLib
                ) =>
            {
                lang
            }
            (Some(lang), None) => lang,
            (_, Some(k)) => k,
            (None, None) => {
                return Err(err(format_args!(
                "don't know what to do with '{arg}' (expected a .cu, .c, .cpp, .o, .a or .so file)"
            )))
            }
        };
        self.opts.inputs.push(Input { path, kind });
        Ok(())
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

fn bad_bool(name: &str, v: &str) -> String {
    err(format_args!(
        "unsupported value '{v}' for '{name}' (expected true or false)"
    ))
}

/// The kind of an input from its extension; `None` when the extension says nothing.
pub fn kind_of(path: &Path) -> Option<InputKind> {
    let name = path.file_name()?.to_str()?;
    let ext = name.rsplit_once('.').map(|(_, e)| e)?;
    Some(match ext {
        "cu" => InputKind::Cuda,
        // (`.i` and `.ii` are preprocessed C and C++, which the host compiler takes as such.)
        "c" | "i" => InputKind::C,
        "cpp" | "cc" | "cxx" | "c++" | "C" | "cp" | "ii" => InputKind::Cxx,
        "o" | "obj" => InputKind::Object,
        "a" => InputKind::Archive,
        "so" => InputKind::SharedLib,
        // `libfoo.so.1`, `libfoo.so.1.2`.
        _ if name.contains(".so.") => InputKind::SharedLib,
        _ => return None,
    })
}
