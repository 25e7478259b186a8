//! Modules compiled from CUDA C source at run time, as NVRTC compiles them.
//!
//! The source goes through ferrocuda's own device compiler (`ferrocuda_frontend`): no CUDA
//! toolkit and no host compiler is involved. What it produces is a device image, which is
//! registered with the runtime like the images `nvcc`-style builds embed; the backend loads
//! it when a kernel is first looked up.

use crate::device::{rt, Device};
use crate::error::{Error, Result};
use crate::launch::{Kernel, ParamDecl};
use crate::memory::ArgClass;
use ferrocuda_frontend::ast::{Builtin, Item, RefKind, TypeExpr};
use ferrocuda_frontend::compile::with_front_end_stack;
use ferrocuda_runtime::program::{compile_program, DeviceCompilation, ProgramOptions};
use ferrocuda_runtime::KernelLookupError;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

pub use ferrocuda_runtime::program::INCLUDE_DIR_VAR;

/// The directory holding ferrocuda's CUDA headers (`cuda_runtime.h` and the rest of the
/// repository's `include/`): `$FERROCUDA_INCLUDE_DIR` when set, else the repository's
/// `include/` as found when the runtime was built.
///
/// The headers are located rather than embedded: a program built from the repository (or a
/// checkout of it) finds them where they are, and one moved to another machine is pointed at a
/// copy with `FERROCUDA_INCLUDE_DIR`. Either way the directory must contain `cuda_runtime.h`.
pub fn include_dir() -> Result<PathBuf> {
    ferrocuda_runtime::program::include_dir().map_err(Error::Compile)
}

/// How CUDA C source is compiled: the options NVRTC takes on its command line.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The file name diagnostics give the source (`"source.cu"` unless set).
    pub name: String,
    /// `-I` directories, searched for `#include` before ferrocuda's own headers.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME=VALUE` definitions, in order.
    pub defines: Vec<(String, String)>,
    /// `--fmad`: whether floating-point products may fuse into multiply-adds (true unless set).
    pub fmad: bool,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            name: "source.cu".into(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            fmad: true,
        }
    }
}

impl CompileOptions {
    /// Sets the file name diagnostics use.
    pub fn name(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// Adds an `-I` directory.
    pub fn include_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Adds `-D name=value` (`value` `"1"` for a plain `-D name`).
    pub fn define(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.defines.push((name.into(), value.into()));
        self
    }

    /// `--fmad=false` (`fmad(false)`): every product is rounded on its own.
    pub fn fmad(mut self, fmad: bool) -> Self {
        self.fmad = fmad;
        self
    }
}

/// A kernel as the source declares it.
#[derive(Clone, Debug)]
struct KernelDecl {
    name: String,
    is_template: bool,
    /// The written parameters, when the declaration was found (it always is for kernels the
    /// compiler reported, short of an internal inconsistency).
    params: Option<Vec<ParamDecl>>,
}

/// Device code compiled from CUDA C source and registered with the runtime.
///
/// Invariant: `key` is the runtime's key for this module's image, registered on `device`'s
/// runtime; the image stays registered (and, once loaded, stays loaded) for the rest of the
/// process, so [`Kernel`]s taken from a module stay valid after it is dropped.
pub struct Module {
    device: Device,
    key: usize,
    kernels: Vec<KernelDecl>,
    warnings: String,
    /// Kernels already looked up: each lookup registers a handle with the runtime, so it is
    /// done once per name.
    found: Mutex<HashMap<String, Kernel>>,
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module")
            .field("device", &self.device.ordinal())
            .field("kernels", &self.kernel_names())
            .finish()
    }
}

impl Module {
    /// Compiles CUDA C device source for `device`, as NVRTC would: `cuda_runtime.h` is
    /// included implicitly, `__global__` functions become kernels, host code is ignored.
    ///
    /// Errors: [`Error::Compile`] with every diagnostic (`source.cu:line:col: error: ...`).
    pub fn from_cuda_source(device: &Device, source: &str) -> Result<Module> {
        Module::compile(device, source, &CompileOptions::default())
    }

    /// [`from_cuda_source`](Self::from_cuda_source) with options.
    pub fn compile(device: &Device, source: &str, options: &CompileOptions) -> Result<Module> {
        let program_options = ProgramOptions {
            name: options.name.clone(),
            include_dirs: options.include_dirs.clone(),
            defines: options.defines.clone(),
            fmad: options.fmad,
            ..ProgramOptions::default()
        };
        let compiled = compile_program(source, &program_options).map_err(Error::Compile)?;
        let kernels = kernel_decls(&compiled);
        device.make_current()?;
        let key = rt().register_image(&compiled.image);
        Ok(Module {
            device: *device,
            key,
            kernels,
            warnings: compiled.warnings,
            found: Mutex::new(HashMap::new()),
        })
    }

    /// The device the module was compiled for.
    pub fn device(&self) -> Device {
        self.device
    }

    /// The compiler's warnings, rendered like errors; empty when there were none.
    pub fn warnings(&self) -> &str {
        &self.warnings
    }

    /// The names of the module's kernels, templates included, in source order.
    pub fn kernel_names(&self) -> Vec<&str> {
        self.kernels.iter().map(|k| k.name.as_str()).collect()
    }

    /// The kernel `name`, ready to launch: named with its namespaces (`inner::nested`), or
    /// without them where no other kernel has that name. The first lookup of a kernel compiles
    /// it for the device (the CPU backend compiles kernels lazily), so a kernel the backend
    /// cannot handle fails here rather than at launch.
    ///
    /// Errors: [`Error::NotFound`] for a name the module does not define;
    /// [`Error::InvalidArgument`] for a templated kernel (not launchable by name yet);
    /// [`Error::Compile`] when the backend cannot compile it.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(k) = found.get(name) {
            return Ok(k.clone());
        }
        let suffix = format!("::{name}");
        let unqualified: Vec<&KernelDecl> = self
            .kernels
            .iter()
            .filter(|k| k.name.ends_with(&suffix))
            .collect();
        let exact = self.kernels.iter().find(|k| k.name == name);
        let Some(decl) = exact.or(match unqualified[..] {
            [one] => Some(one),
            _ => None,
        }) else {
            let known = self.kernel_names().join("`, `");
            return Err(Error::NotFound(if known.is_empty() {
                format!("the module has no kernel `{name}` (it defines no kernels)")
            } else {
                format!("the module has no kernel `{name}` (its kernels: `{known}`)")
            }));
        };
        if decl.is_template {
            return Err(Error::InvalidArgument(format!(
                "kernel `{name}` is a template; templated kernels cannot be launched by name yet"
            )));
        }
        self.device.make_current()?;
        let nk = rt()
            .kernel_by_name(self.key, &decl.name, None)
            .map_err(|e| match e {
                KernelLookupError::Cuda(e) => Error::Cuda(e),
                KernelLookupError::NotFound => {
                    Error::NotFound(format!("kernel `{name}` is missing from the loaded module"))
                }
                KernelLookupError::Compile(msg) => Error::Compile(format!(
                    "kernel `{name}` cannot be compiled for this device: {}",
                    msg.trim_end()
                )),
            })?;
        // Parameter names only label messages; they are dropped if the declaration found
        // does not match the compiled kernel.
        let decls = decl
            .params
            .clone()
            .filter(|p| p.len() == nk.info.params.len());
        let k = Kernel::new(self.device, decl.name.clone(), nk, decls);
        found.insert(name.to_string(), k.clone());
        Ok(k)
    }
}

/// The kernels a compilation reports, with their written parameters.
fn kernel_decls(compiled: &DeviceCompilation) -> Vec<KernelDecl> {
    let image = compiled.image.clone();
    let decls = with_front_end_stack(move || declarations(&image));
    compiled
        .kernels
        .iter()
        .map(|k| KernelDecl {
            name: k.name.clone(),
            is_template: k.is_template,
            params: decls
                .iter()
                .find(|(n, p)| *n == k.name && p.len() == k.param_count)
                .map(|(_, p)| p.clone()),
        })
        .collect()
}

/// The written parameters of every kernel defined in a device image, by kernel name. Parses
/// the image again: the compiler's summary has counts but not declarations. Must run on the
/// front end's stack.
fn declarations(image: &[u8]) -> Vec<(String, Vec<ParamDecl>)> {
    use ferrocuda_frontend::{diag::Diagnostics, image, parse, source::SourceMap};
    let mut sm = SourceMap::new();
    let Ok((tokens, header)) = image::decode(image, &mut sm) else {
        return Vec::new();
    };
    let mut diags = Diagnostics::new();
    let unit = parse::Unit {
        program_files: &header.program_files,
        lambda_unit: &header.lambda_unit,
    };
    let tu = parse::parse(tokens, &unit, &[], &mut diags);
    let mut out = Vec::new();
    collect_kernels(&tu.items, "", &mut out);
    out
}

/// The kernels of `items`, named with their namespaces (`prefix`, then those inside).
fn collect_kernels(items: &[Item], prefix: &str, out: &mut Vec<(String, Vec<ParamDecl>)>) {
    for item in items {
        match item {
            Item::Function(f) if f.cuda.global && f.body.is_some() => {
                let params = f
                    .params
                    .iter()
                    .map(|p| ParamDecl {
                        name: p.name.as_deref().map(str::to_string),
                        ty: spell(&p.ty),
                        pointee: pointee(&p.ty),
                    })
                    .collect();
                out.push((format!("{prefix}{}", f.name.last().name), params));
            }
            Item::Namespace { items, name } => {
                let inner = match name {
                    Some(n) => format!("{prefix}{n}::"),
                    None => prefix.to_string(),
                };
                collect_kernels(items, &inner, out)
            }
            _ => {}
        }
    }
}

/// The class and size of what a pointer parameter points to, when it is a builtin type whose
/// size is fixed on every CUDA platform (`float*` → a 4-byte float); `None` for anything else
/// (typedefs, structs, `void*`), which arguments are not checked against.
fn pointee(t: &TypeExpr) -> Option<(ArgClass, usize)> {
    let TypeExpr::Pointer(inner) = strip(t) else {
        return None;
    };
    let TypeExpr::Builtin(b) = strip(inner) else {
        return None;
    };
    use Builtin::*;
    Some(match b {
        Char | SChar | UChar | Char8 => (ArgClass::Int, 1),
        Short | UShort | Char16 => (ArgClass::Int, 2),
        Int | UInt | WChar | Char32 => (ArgClass::Int, 4),
        Long | ULong | LongLong | ULongLong => (ArgClass::Int, 8),
        Int128 | UInt128 => (ArgClass::Int, 16),
        Float => (ArgClass::Float, 4),
        Double => (ArgClass::Float, 8),
        Void | Bool | LongDouble => return None,
    })
}

/// `t` without `const`/`volatile`.
fn strip(t: &TypeExpr) -> &TypeExpr {
    match t {
        TypeExpr::Qualified(inner, _) => strip(inner),
        other => other,
    }
}

/// A written type as C spells it, for messages.
fn spell(t: &TypeExpr) -> String {
    match t {
        TypeExpr::Builtin(b) => {
            use Builtin::*;
            match b {
                Void => "void",
                Bool => "bool",
                Char => "char",
                SChar => "signed char",
                UChar => "unsigned char",
                Short => "short",
                UShort => "unsigned short",
                Int => "int",
                UInt => "unsigned int",
                Long => "long",
                ULong => "unsigned long",
                LongLong => "long long",
                ULongLong => "unsigned long long",
                Int128 => "__int128",
                UInt128 => "unsigned __int128",
                WChar => "wchar_t",
                Char8 => "char8_t",
                Char16 => "char16_t",
                Char32 => "char32_t",
                Float => "float",
                Double => "double",
                LongDouble => "long double",
            }
            .to_string()
        }
        TypeExpr::Named(p) => p
            .segments
            .iter()
            .map(|s| s.name.to_string())
            .collect::<Vec<_>>()
            .join("::"),
        TypeExpr::Qualified(inner, q) => {
            let mut s = String::new();
            if q.is_const {
                s.push_str("const ");
            }
            if q.is_volatile {
                s.push_str("volatile ");
            }
            s + &spell(inner)
        }
        TypeExpr::Pointer(inner) => format!("{}*", spell(inner)),
        TypeExpr::Reference(inner, RefKind::Lvalue) => format!("{}&", spell(inner)),
        TypeExpr::Reference(inner, RefKind::Rvalue) => format!("{}&&", spell(inner)),
        TypeExpr::Struct(s) => s.name.as_deref().unwrap_or("struct").to_string(),
        _ => "?".to_string(),
    }
}
