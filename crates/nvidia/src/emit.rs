//! IR → CUDA C that NVRTC compiles.
//!
//! The module is first made mostly kernel-local: calls are inlined, except calls of recursive
//! functions and of large ones (see [`OUTLINE_ABOVE`]), and local slots are promoted to
//! registers (`ferrocuda_ir::opt`). Those passes number registers deterministically, so the same
//! program always gives the same text (the disk cache's key). The output is one translation unit:
//! - a prelude with the emitter's own definitions (`fcx_...`);
//! - one `struct` per by-value aggregate parameter shape (`fcx_byval_<size>_<align>`);
//! - the module variables as byte arrays with their initial bytes (see `globals`):
//!   `__shared__`, `__constant__`, `__device__`, and `__device__ const` for read-only data
//!   (string literals), named `fcg<index>_<name>` so `cuModuleGetGlobal` finds them by that
//!   name;
//! - the device functions not inlined, as `static __device__` functions (`fcf<index>`);
//! - one `extern "C" __global__` function per kernel (unmangled, found by its C name).
//!
//! [`EmittedModule`] maps IR names to C names both ways. A kernel the emitter cannot translate
//! is left out and reported in [`EmittedModule::failed`]; the others are unaffected.

mod function;
mod globals;
mod intrinsics;
mod memory;
mod names;
mod types;

pub use names::sanitize;

use ferrocuda_ir::{contract, opt, verify, FunctionKind, GlobalSpace, Inst, Module, ParamKind};
use function::KernelEmitter;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt::Write;

/// How the module is emitted.
#[derive(Clone, Debug, Default)]
pub struct EmitOptions {
    /// `__device__` and `__constant__` variables (by IR name) that already live at a device
    /// address, in a module loaded earlier: they are addressed there instead of defined again,
    /// so a module extended with new template instances shares its variables with the old one.
    pub fixed_globals: HashMap<String, u64>,
    /// Kernels (by IR name) to leave out.
    pub exclude: HashSet<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmittedKernel {
    /// The IR name (`scale<float>`).
    pub name: String,
    /// The C name `cuModuleGetFunction` finds it by.
    pub c_name: String,
    pub params: Vec<ParamKind>,
    pub max_threads_per_block: Option<u32>,
    /// The kernel's `__cluster_dims__`, if it declares them.
    pub cluster_dims: Option<[u32; 3]>,
    /// The kernel waits at grid barriers or asks whether its launch is cooperative, and takes
    /// after `params` an `unsigned int` saying so (see [`function::COOPERATIVE_FLAG`]).
    pub takes_cooperative_flag: bool,
}

/// A `__device__` or `__constant__` variable the source defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmittedGlobal {
    pub name: String,
    pub c_name: String,
    pub space: GlobalSpace,
    pub size: u64,
}

#[derive(Clone, Debug, Default)]
pub struct EmittedModule {
    pub source: String,
    pub kernels: Vec<EmittedKernel>,
    /// Kernels left out, with the reason.
    pub failed: Vec<(String, String)>,
    /// Variables the source defines (not the shared, read-only or fixed ones).
    pub globals: Vec<EmittedGlobal>,
    /// Device code launches kernels or calls the device runtime's API: the source must be
    /// compiled as relocatable device code and linked with CUDA's device runtime library.
    pub device_runtime: bool,
    /// The source uses `__int128`, which NVRTC accepts only when asked (`--device-int128`).
    pub wide_integers: bool,
    /// Single-precision subnormals are flushed to zero (`-ftz=true` for NVRTC).
    pub flush_denormals: bool,
}

impl EmittedModule {
    pub fn kernel(&self, name: &str) -> Option<&EmittedKernel> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

/// Where a module variable's address comes from.
pub(crate) enum GlobalPlace {
    /// Defined in this source under this C name, with this alignment (a power of two).
    Defined { name: String, align: u32 },
    /// Already at this device address.
    Fixed(u64),
}

impl GlobalPlace {
    /// The largest power of two the address is known to be a multiple of.
    pub fn align(&self) -> u32 {
        match self {
            GlobalPlace::Defined { align, .. } => *align,
            GlobalPlace::Fixed(addr) => 1u32 << addr.trailing_zeros().min(31),
        }
    }
}

/// The kernels launched from device code, by module function index.
fn launched_kernels(m: &Module) -> BTreeSet<u32> {
    m.functions
        .iter()
        .flat_map(|f| &f.blocks)
        .flat_map(|b| &b.insts)
        .filter_map(|i| match i {
            Inst::Launch(l) => Some(l.kernel.0),
            _ => None,
        })
        .collect()
}

/// The names of the kernels device code launches.
pub fn launched_kernel_names(m: &Module) -> HashSet<String> {
    launched_kernels(m)
        .into_iter()
        .map(|id| m.functions[id as usize].name.clone())
        .collect()
}

/// Whether device code calls the device runtime's API (`cudaMalloc`, `cudaGetLastError`...).
fn uses_runtime_api(m: &Module) -> bool {
    m.functions
        .iter()
        .flat_map(|f| &f.blocks)
        .flat_map(|b| &b.insts)
        .any(|i| matches!(i, Inst::Intrinsic { name, .. } if intrinsics::is_device_runtime(name)))
}

/// The C type of a by-value aggregate parameter of this size and alignment.
pub(crate) fn byval_type_name(size: u32, align: u32) -> String {
    format!("fcx_byval_{size}_{align}")
}

/// The parameter structs for by-value aggregates, one per (size, alignment).
#[derive(Default)]
pub(crate) struct ByvalTypes {
    shapes: BTreeMap<(u32, u32), String>,
}

impl ByvalTypes {
    pub fn name(&mut self, size: u32, align: u32) -> Result<String, String> {
        if !align.is_power_of_two() || align > 4096 {
            return Err(format!(
                "by-value parameter alignment {align} is not supported"
            ));
        }
        Ok(self
            .shapes
            .entry((size, align))
            .or_insert_with(|| byval_type_name(size, align))
            .clone())
    }

    fn definitions(&self) -> String {
        let mut s = String::new();
        for ((size, align), name) in &self.shapes {
            // As aligned as the class it stands for, which the GPU's own instructions may
            // require (a tensor map's address must be a multiple of 64), and which decides
            // where the driver places the parameter (`ferrocuda_ir::param_layout`).
            let _ = writeln!(
                s,
                "struct __align__({align}) {name} {{ unsigned char b[{}]; }};",
                (*size).max(1)
            );
        }
        s
    }
}

/// The definitions every emitted module starts with.
const PRELUDE: &str = "\
// CUDA C generated by ferrocuda from device IR.
// A pointer argument of a device function whose pointee the IR does not record: it converts
// to whatever pointer type the function takes.
struct fcx_anyptr {
  char* p;
  template <class T> __device__ operator T*() const { return (T*)p; }
};
extern __shared__ __align__(16) unsigned char fcx_dynamic_shared[];
// this_grid().sync(): a barrier over every block, which a cooperative launch keeps resident;
// launched otherwise, the kernel traps, as CUDA's does. The last block to arrive resets the
// count and advances the generation the others wait on.
__device__ unsigned int fcx_grid_arrived;
__device__ volatile unsigned int fcx_grid_generation;
__device__ void fcx_grid_sync(unsigned int cooperative) {
  if (!cooperative) __trap();
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
    unsigned int generation = fcx_grid_generation;
    __threadfence();
    if (atomicAdd(&fcx_grid_arrived, 1u) == blocks - 1) {
      fcx_grid_arrived = 0;
      __threadfence();
      fcx_grid_generation = generation + 1;
    } else {
      while (fcx_grid_generation == generation) {}
    }
    __threadfence();
  }
  __syncthreads();
}
";

/// Device functions of more IR instructions than this (their own inlined callees counted) are
/// emitted as functions of their own rather than copied into each caller: NVRTC then
/// optimizes each once and inlines it where that pays, as it does a program's own functions.
/// Copied, a large function called in many places (the half-precision conversions, say)
/// multiplies the text NVRTC parses and optimizes: a program of four half-precision kernels
/// came to 169,000 lines. Smaller functions are inlined here, which keeps what the emitter
/// knows about their pointers (see `memory`).
pub const OUTLINE_ABOVE: usize = 200;

/// Emits `module` as CUDA C: each kernel with its calls inlined, except calls of recursive and
/// of large device functions, which are device functions of their own. Fails only when the
/// module is malformed; a kernel that cannot be translated is reported in
/// [`EmittedModule::failed`].
pub fn emit_module(module: &Module, opts: &EmitOptions) -> Result<EmittedModule, String> {
    let mut m = module.clone();
    let recursive = opt::recursive_functions(&m)?;
    // A function with a grid barrier needs the kernel's hidden cooperative flag: inlined.
    let kept = opt::inline_all_but(&mut m, OUTLINE_ABOVE, |f| {
        !function::takes_cooperative_flag(f)
    })?;
    for f in &mut m.functions {
        opt::optimize_locals(f, opt::MemoryCopies::Whole);
        // NVRTC compiles with `--fmad=false`: the emitted code already says which operations
        // fuse, as CUDA's compiler would fuse them in the program's own code, which the
        // emitted code's shape (registers as locals, blocks as labels) would otherwise change.
        contract::contract_multiply_adds(f);
    }
    verify::verify_module(&m).map_err(|e| format!("internal compiler error: {e}"))?;

    let places: Vec<GlobalPlace> = m
        .globals
        .iter()
        .enumerate()
        .map(|(i, g)| match opts.fixed_globals.get(&g.name) {
            Some(&a) if matches!(g.space, GlobalSpace::Device | GlobalSpace::Constant) => {
                GlobalPlace::Fixed(a)
            }
            _ => GlobalPlace::Defined {
                name: names::global_name(i, &g.name),
                align: g.align.clamp(1, 4096).next_power_of_two(),
            },
        })
        .collect();

    let mut out = EmittedModule::default();
    let mut byval = ByvalTypes::default();
    // Kernels are named up front: device code may launch any of them, before its definition.
    let launched = launched_kernels(&m);
    let mut kernel_names = names::KernelNames::default();
    let c_names: HashMap<u32, String> = m
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.kind == FunctionKind::Kernel)
        .map(|(id, f)| (id as u32, kernel_names.name(&f.name)))
        .collect();
    let mut launch_targets = function::LaunchTargets::new();
    let mut kernel_text = String::new();
    for &id in &launched {
        let f = &m.functions[id as usize];
        // A launch of a kernel left out fails the kernel that makes it.
        if opts.exclude.contains(&f.name) {
            continue;
        }
        let mut em = KernelEmitter {
            places: &places,
            byval: &mut byval,
            launch_targets: &launch_targets,
        };
        // A kernel whose head cannot be written fails on its own below, and so does a launch
        // of it.
        if let Ok((head, _)) = em.kernel_head(f, &c_names[&id]) {
            let _ = writeln!(kernel_text, "{head};");
            launch_targets.insert(
                id,
                (
                    c_names[&id].clone(),
                    f.params.clone(),
                    function::takes_cooperative_flag(f),
                ),
            );
        }
    }
    out.device_runtime = !launched.is_empty() || uses_runtime_api(&m);
    out.flush_denormals = m.flush_denormals;
    out.wide_integers = m
        .functions
        .iter()
        .any(|f| f.var_types.contains(&ferrocuda_ir::Type::I128));
    // The functions kept are declared first (they may call each other) and defined before the
    // kernels. A kernel that calls one that cannot be emitted fails with it.
    let mut failed_functions: HashMap<u32, String> = HashMap::new();
    for (id, f) in m.functions.iter().enumerate() {
        if !kept[id] {
            continue;
        }
        let _ = writeln!(
            kernel_text,
            "{};",
            function::device_function_head(f, id as u32, recursive[id])
        );
    }
    for (id, f) in m.functions.iter().enumerate() {
        if !kept[id] {
            continue;
        }
        let mut em = KernelEmitter {
            places: &places,
            byval: &mut byval,
            launch_targets: &launch_targets,
        };
        match em.device_function(f, id as u32, recursive[id]) {
            Ok(text) => {
                kernel_text.push('\n');
                kernel_text.push_str(&text);
            }
            Err(e) => {
                failed_functions.insert(id as u32, format!("in '{}': {e}", f.name));
            }
        }
    }
    for (id, f) in m.functions.iter().enumerate() {
        if f.kind != FunctionKind::Kernel || opts.exclude.contains(&f.name) {
            continue;
        }
        let failed_callee = opt::called_functions(&m, f, &kept)
            .into_iter()
            .find_map(|id| failed_functions.get(&id.0));
        if let Some(e) = failed_callee {
            out.failed.push((f.name.clone(), e.clone()));
            continue;
        }
        let c_name = c_names[&(id as u32)].clone();
        let mut em = KernelEmitter {
            places: &places,
            byval: &mut byval,
            launch_targets: &launch_targets,
        };
        match em.kernel(f, &c_name) {
            Ok(text) => {
                kernel_text.push('\n');
                kernel_text.push_str(&text);
                out.kernels.push(EmittedKernel {
                    name: f.name.clone(),
                    c_name,
                    params: f.params.clone(),
                    max_threads_per_block: f.max_threads_per_block,
                    cluster_dims: f.cluster_dims,
                    takes_cooperative_flag: function::takes_cooperative_flag(f),
                });
            }
            Err(e) => out.failed.push((f.name.clone(), e)),
        }
    }

    let mut src = String::from(PRELUDE);
    let calls_vprintf = m.functions.iter().any(|f| {
        f.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|i| matches!(i, Inst::Intrinsic { name, .. } if name == "vprintf"))
    });
    if calls_vprintf {
        // What CUDA's `printf` calls, with the arguments packed in a buffer (PTX modules call it).
        src.push_str("extern \"C\" __device__ int vprintf(const char*, const char*);\n");
    }
    src.push_str(&byval.definitions());
    let (definitions, globals) = globals::define(&m, &places)?;
    src.push_str(&definitions);
    out.globals = globals;
    src.push_str(&kernel_text);
    out.source = src;
    Ok(out)
}
