//! Device modules on the GPU: IR in, emitted C compiled by NVRTC (or found in the disk cache),
//! loaded by the driver, kernels launched by IR name.

use crate::cache;
use crate::driver::{image_is_complete, FunctionHandle, Gpu, LaunchKind, LoadedImage, Output};
use crate::emit::{self, EmitOptions, EmittedModule};
use crate::error::{code, GpuError};
use ferrocuda_ir::{Module, ParamKind};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

/// Bumped whenever the emitter's output for the same IR changes meaning without changing its
/// text (it is part of the cache key).
const CACHE_FORMAT: &[u8] = b"ferrocuda-nvidia-2";

/// NVRTC's options besides the architecture. Multiply-adds are fused in the IR, as CUDA's
/// compiler fuses them in the program's source (`ferrocuda_ir::contract`), not by NVRTC.
const NVRTC_OPTIONS: &[&str] = &["--std=c++17", "--fmad=false"];

/// The file name NVRTC gives the emitted source in its messages.
const SOURCE_NAME: &str = "ferrocuda.cu";

/// NVRTC's log with each line it points at (`ferrocuda.cu(N): ...`) quoted from the emitted
/// source under the message, since the source itself exists only in memory.
fn annotate_log(log: &str, source: &str) -> String {
    const MAX_QUOTED: usize = 20;
    let lines: Vec<&str> = source.lines().collect();
    let mut quoted = 0;
    let mut out = String::with_capacity(log.len());
    for l in log.lines() {
        out.push_str(l);
        out.push('\n');
        let n = l
            .strip_prefix(SOURCE_NAME)
            .and_then(|r| r.strip_prefix('('))
            .and_then(|r| r.split(')').next())
            .and_then(|n| n.parse::<usize>().ok());
        if let Some(text) = n.and_then(|n| lines.get(n.wrapping_sub(1))) {
            if quoted < MAX_QUOTED {
                out.push_str("    > ");
                out.push_str(text.trim());
                out.push('\n');
                quoted += 1;
            }
        }
    }
    out
}

/// `CUfunction_attribute` numbers.
mod func_attr {
    pub const MAX_THREADS_PER_BLOCK: i32 = 0;
    pub const SHARED_SIZE_BYTES: i32 = 1;
    pub const CONST_SIZE_BYTES: i32 = 2;
    pub const LOCAL_SIZE_BYTES: i32 = 3;
    pub const NUM_REGS: i32 = 4;
    pub const MAX_DYNAMIC_SHARED_SIZE_BYTES: i32 = 8;
}

/// What the compiled code of a kernel needs, as the driver reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelAttributes {
    /// Bytes of statically declared `__shared__` memory per block.
    pub static_shared: usize,
    /// Bytes of `__constant__` memory the kernel's module uses.
    pub const_bytes: usize,
    /// Bytes of local memory per thread (spills, local arrays).
    pub local_bytes: usize,
    pub num_regs: u32,
    /// The largest block the compiled kernel can run (registers and `__launch_bounds__`).
    pub max_threads_per_block: u32,
    /// The kernel's `__launch_bounds__`, if it declares one.
    pub launch_bound: Option<u32>,
    /// The kernel's `__cluster_dims__`, if it declares them.
    pub cluster_dims: Option<[u32; 3]>,
}

struct Kernel {
    params: Vec<ParamKind>,
    launch_bound: Option<u32>,
    cluster_dims: Option<[u32; 3]>,
    handle: FunctionHandle,
    /// The dynamic shared memory the kernel has been allowed so far.
    dynamic_limit: AtomicU32,
    /// Read from the driver on first use: the runtime asks at every launch.
    attributes: OnceLock<KernelAttributes>,
    /// See [`crate::emit::EmittedKernel::takes_cooperative_flag`].
    takes_cooperative_flag: bool,
}

/// A module loaded on the GPU.
///
/// Invariant: every kernel handle belongs to `image` or to an image in `keep_alive` (the
/// modules this one extends, which hold their kernels and the variables this one addresses
/// directly), all of which live as long as the module.
pub struct GpuModule {
    gpu: Gpu,
    image: Arc<LoadedImage>,
    keep_alive: Vec<Arc<LoadedImage>>,
    kernels: HashMap<String, Arc<Kernel>>,
    failed: HashMap<String, String>,
    /// IR name → (device address, size), the variables this module defines or shares.
    globals: HashMap<String, (u64, usize)>,
    source: String,
    from_cache: bool,
}

impl std::fmt::Debug for GpuModule {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_struct("GpuModule")
            .field("kernels", &self.kernels.keys().collect::<Vec<_>>())
            .field("failed", &self.failed)
            .finish()
    }
}

impl Gpu {
    /// Compiles and loads a module.
    pub fn load(&self, module: &Module) -> Result<GpuModule, String> {
        self.load_with(module, HashMap::new(), Vec::new(), HashSet::new())
    }

    /// Loads `module`, a superset of `previous`'s program (more template instances, say), so
    /// that its `__device__` and `__constant__` variables are `previous`'s: same addresses,
    /// same contents. Only what `previous` lacks is compiled (the new instances, and kernels
    /// device code launches, which must be in the module of the code that launches them):
    /// `previous`'s kernels stay where they are, so a program that makes many instances one
    /// after another compiles each once. `previous` stays loaded as long as the new module
    /// lives.
    pub fn load_extending(
        &self,
        module: &Module,
        previous: &GpuModule,
    ) -> Result<GpuModule, String> {
        let fixed = previous
            .globals
            .iter()
            .map(|(name, (addr, _))| (name.clone(), *addr))
            .collect();
        let mut keep = previous.keep_alive.clone();
        keep.push(previous.image.clone());
        let launched = emit::launched_kernel_names(module);
        let compiled = previous
            .kernels
            .keys()
            .chain(previous.failed.keys())
            .filter(|name| !launched.contains(*name))
            .cloned()
            .collect();
        let mut m = self.load_with(module, fixed, keep, compiled)?;
        for (name, place) in &previous.globals {
            m.globals.entry(name.clone()).or_insert(*place);
        }
        for (name, kernel) in &previous.kernels {
            m.kernels
                .entry(name.clone())
                .or_insert_with(|| kernel.clone());
        }
        for (name, why) in &previous.failed {
            m.failed.entry(name.clone()).or_insert_with(|| why.clone());
        }
        Ok(m)
    }

    /// Compiles and loads `module` but for the kernels in `compiled` (loaded already).
    fn load_with(
        &self,
        module: &Module,
        fixed: HashMap<String, u64>,
        keep_alive: Vec<Arc<LoadedImage>>,
        compiled: HashSet<String>,
    ) -> Result<GpuModule, String> {
        let mut opts = EmitOptions {
            fixed_globals: fixed,
            exclude: compiled.clone(),
        };
        let mut emitted = emit::emit_module(module, &opts)?;
        let mut failed: HashMap<String, String> = emitted.failed.iter().cloned().collect();
        let (image, from_cache) = match self.image_for(&emitted) {
            Ok(r) => r,
            Err(log) if emitted.kernels.len() > 1 => {
                // One kernel NVRTC rejects must not take the others with it: find the ones
                // that fail alone and build the module without them.
                for k in emitted.kernels.clone() {
                    opts.exclude = emitted
                        .kernels
                        .iter()
                        .filter(|o| o.name != k.name)
                        .map(|o| o.name.clone())
                        .chain(compiled.iter().cloned())
                        .collect();
                    let alone = emit::emit_module(module, &opts)?;
                    if let Err(e) = self.image_for(&alone) {
                        failed.insert(k.name.clone(), e);
                    }
                }
                if failed.len() == emitted.failed.len() {
                    // No kernel fails alone: the module as a whole is the problem.
                    return Err(log);
                }
                opts.exclude = failed.keys().chain(&compiled).cloned().collect();
                emitted = emit::emit_module(module, &opts)?;
                self.image_for(&emitted)?
            }
            Err(log) => return Err(log),
        };
        self.finish_load(emitted, image, from_cache, failed, keep_alive)
    }

    /// The compiled image of an emitted module: from the disk cache, or compiled (and linked
    /// with the device runtime, when it needs it) now and cached.
    fn image_for(&self, emitted: &EmittedModule) -> Result<(LoadedImage, bool), String> {
        let source = emitted.source.as_str();
        if std::env::var_os("FERROCUDA_DUMP_CUDA").is_some() {
            eprintln!("{source}");
        }
        let target = self.target().clone();
        let mut options: Vec<String> = NVRTC_OPTIONS.iter().map(|s| s.to_string()).collect();
        if emitted.device_runtime {
            options.push("-rdc=true".into());
        }
        if emitted.wide_integers {
            options.push("--device-int128".into());
        }
        if emitted.flush_denormals {
            options.push("-ftz=true".into());
        }
        let ext = match target.output {
            Output::Ptx if !emitted.device_runtime => "ptx",
            _ => "cubin",
        };
        let key = cache::key(&[
            CACHE_FORMAT,
            source.as_bytes(),
            target.tag().as_bytes(),
            options.join(" ").as_bytes(),
        ]);
        let dir = cache::cache_dir();
        if let Some(image) = cache::load(&dir, &key, ext).filter(|i| image_is_complete(i)) {
            match LoadedImage::load(self, &image) {
                Ok(l) => return Ok((l, true)),
                // A stale or damaged entry: compile afresh and replace it.
                Err(_) => cache::remove(&dir, &key, ext),
            }
        }
        let compiled = self.compile(source, SOURCE_NAME, &options).map_err(|log| {
            format!(
                "NVRTC cannot compile the module for {}: {}",
                target
                    .arch_option()
                    .trim_start_matches("--gpu-architecture="),
                annotate_log(&log, source)
            )
        })?;
        let image = if emitted.device_runtime {
            self.link_with_device_runtime(&compiled)?
        } else {
            compiled
        };
        let loaded = LoadedImage::load(self, &image).map_err(|e| e.to_string())?;
        let _ = cache::store(&dir, &key, ext, &image);
        Ok((loaded, false))
    }

    fn finish_load(
        &self,
        emitted: EmittedModule,
        image: LoadedImage,
        from_cache: bool,
        mut failed: HashMap<String, String>,
        keep_alive: Vec<Arc<LoadedImage>>,
    ) -> Result<GpuModule, String> {
        let mut kernels = HashMap::new();
        for k in &emitted.kernels {
            match image.function(&k.c_name) {
                Ok(handle) => {
                    // What the kernel may use without opting in: 48 KiB less its static
                    // shared memory, by the driver's count (0 if it will not say).
                    let dynamic_limit = self
                        .function_attribute(handle, func_attr::MAX_DYNAMIC_SHARED_SIZE_BYTES)
                        .map_or(0, |v| v.max(0) as u32);
                    kernels.insert(
                        k.name.clone(),
                        Arc::new(Kernel {
                            params: k.params.clone(),
                            launch_bound: k.max_threads_per_block,
                            cluster_dims: k.cluster_dims,
                            handle,
                            dynamic_limit: AtomicU32::new(dynamic_limit),
                            attributes: OnceLock::new(),
                            takes_cooperative_flag: k.takes_cooperative_flag,
                        }),
                    );
                }
                Err(e) => {
                    failed.insert(k.name.clone(), e.to_string());
                }
            }
        }
        let mut globals = HashMap::new();
        for g in &emitted.globals {
            if let Ok(place) = image.global(&g.c_name) {
                globals.insert(g.name.clone(), place);
            }
        }
        Ok(GpuModule {
            gpu: self.clone(),
            image: Arc::new(image),
            keep_alive,
            kernels,
            failed,
            globals,
            source: emitted.source,
            from_cache,
        })
    }
}

impl GpuModule {
    /// The IR names of the kernels ready to launch.
    pub fn kernels(&self) -> impl Iterator<Item = &str> {
        self.kernels.keys().map(String::as_str)
    }

    pub fn kernel_params(&self, name: &str) -> Option<&[ParamKind]> {
        self.kernels.get(name).map(|k| k.params.as_slice())
    }

    /// Why kernel `name` of the IR could not be compiled, if it could not.
    pub fn kernel_error(&self, name: &str) -> Option<&str> {
        self.failed.get(name).map(String::as_str)
    }

    /// The compiled kernel's resource usage.
    pub fn kernel_attributes(&self, name: &str) -> Result<KernelAttributes, GpuError> {
        let k = self.kernel(name)?;
        if let Some(attrs) = k.attributes.get() {
            return Ok(*attrs);
        }
        let a = |attr| {
            self.gpu
                .function_attribute(k.handle, attr)
                .map(|v| v.max(0) as u32)
        };
        let attrs = KernelAttributes {
            static_shared: a(func_attr::SHARED_SIZE_BYTES)? as usize,
            const_bytes: a(func_attr::CONST_SIZE_BYTES)? as usize,
            local_bytes: a(func_attr::LOCAL_SIZE_BYTES)? as usize,
            num_regs: a(func_attr::NUM_REGS)?,
            max_threads_per_block: a(func_attr::MAX_THREADS_PER_BLOCK)?,
            launch_bound: k.launch_bound,
            cluster_dims: k.cluster_dims,
        };
        Ok(*k.attributes.get_or_init(|| attrs))
    }

    fn kernel(&self, name: &str) -> Result<&Arc<Kernel>, GpuError> {
        self.kernels.get(name).ok_or_else(|| {
            let why = match self.failed.get(name) {
                Some(e) => format!("kernel '{name}' could not be compiled: {e}"),
                None => format!("no kernel named '{name}' in the module"),
            };
            GpuError::new(
                code::INVALID_DEVICE_FUNCTION,
                "cudaErrorInvalidDeviceFunction",
                why,
            )
        })
    }

    /// The device address and size of module variable `name` (its IR name).
    pub fn global(&self, name: &str) -> Option<(u64, usize)> {
        self.globals.get(name).copied()
    }

    /// Every module variable: (IR name, device address, size).
    pub fn globals(&self) -> impl Iterator<Item = (&str, u64, usize)> {
        self.globals.iter().map(|(n, (a, s))| (n.as_str(), *a, *s))
    }

    /// The CUDA C the module was compiled from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Whether the compiled image came from the disk cache.
    pub fn from_cache(&self) -> bool {
        self.from_cache
    }

    /// Issues kernel `name` and returns without waiting for it. `params` is the parameter
    /// buffer in CUDA's layout (each argument at an offset aligned to its alignment, in order).
    /// A fault in the kernel is the error of the next call that waits for the device (`cuda`
    /// 700 for an illegal address, 710 for a failed assert, ...), and leaves the context
    /// unusable, as in CUDA.
    pub fn launch(
        &self,
        name: &str,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_shared: usize,
        params: &[u8],
    ) -> Result<(), GpuError> {
        self.launch_kernel(
            self.kernel(name)?,
            grid,
            block,
            dynamic_shared,
            params,
            LaunchKind::Plain,
        )
    }

    /// Kernel `name`, found once for any number of launches (each [`GpuModule::launch`] looks
    /// the name up again).
    pub fn launcher(self: &Arc<Self>, name: &str) -> Result<GpuKernel, GpuError> {
        Ok(GpuKernel {
            kernel: self.kernel(name)?.clone(),
            module: self.clone(),
        })
    }

    /// Beyond 48 KiB of shared memory, static and dynamic together, a kernel must opt in; the
    /// runtime has already checked the size against the kernel's limit, so opt in as far as
    /// `shared` needs.
    fn opt_in(&self, k: &Kernel, shared: u32) -> Result<(), GpuError> {
        if shared > k.dynamic_limit.load(Ordering::Relaxed) {
            self.gpu.set_function_attribute(
                k.handle,
                func_attr::MAX_DYNAMIC_SHARED_SIZE_BYTES,
                shared as i32,
            )?;
            k.dynamic_limit.fetch_max(shared, Ordering::Relaxed);
        }
        Ok(())
    }

    fn launch_kernel(
        &self,
        k: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_shared: usize,
        params: &[u8],
        kind: LaunchKind,
    ) -> Result<(), GpuError> {
        let shared = u32::try_from(dynamic_shared).map_err(|_| {
            GpuError::new(
                code::INVALID_VALUE,
                "cudaErrorInvalidValue",
                "dynamic shared memory size too large",
            )
        })?;
        self.opt_in(k, shared)?;
        if !k.takes_cooperative_flag {
            return self.gpu.launch(k.handle, grid, block, shared, params, kind);
        }
        let mut with_flag = params.to_vec();
        with_flag.resize(params.len().next_multiple_of(4), 0);
        let at = with_flag.len() as u32;
        let cooperative = matches!(kind, LaunchKind::Cooperative(_));
        with_flag.extend_from_slice(&u32::from(cooperative).to_ne_bytes());
        let offsets = match kind {
            LaunchKind::Cooperative(o) => [o, &[at]].concat(),
            _ => Vec::new(),
        };
        let kind = match kind {
            LaunchKind::Cooperative(_) => LaunchKind::Cooperative(&offsets),
            other => other,
        };
        self.gpu
            .launch(k.handle, grid, block, shared, &with_flag, kind)
    }
}

/// A kernel of a [`GpuModule`], ready to launch: it keeps its module loaded.
pub struct GpuKernel {
    module: Arc<GpuModule>,
    kernel: Arc<Kernel>,
}

impl GpuKernel {
    /// As [`GpuModule::launch`], cooperative or in clusters as `kind` says.
    pub fn launch(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_shared: usize,
        params: &[u8],
        kind: LaunchKind,
    ) -> Result<(), GpuError> {
        self.module
            .launch_kernel(&self.kernel, grid, block, dynamic_shared, params, kind)
    }

    /// Where the driver places each of the kernel's `count` parameters in its parameter
    /// buffer; `None` where the driver cannot say.
    pub fn param_offsets(&self, count: usize) -> Result<Option<Vec<usize>>, GpuError> {
        (0..count)
            .map(|i| self.module.gpu.param_offset(self.kernel.handle, i))
            .collect()
    }

    /// How many blocks of `block_size` threads with `dynamic_shared` bytes fit on one
    /// multiprocessor, by the driver's count.
    pub fn max_active_blocks(
        &self,
        block_size: i32,
        dynamic_shared: usize,
    ) -> Result<i32, GpuError> {
        // The driver counts no block for memory the kernel has not opted in to.
        let shared = u32::try_from(dynamic_shared).unwrap_or(u32::MAX);
        self.module.opt_in(&self.kernel, shared)?;
        self.module
            .gpu
            .max_active_blocks(self.kernel.handle, block_size, dynamic_shared)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs_quote_the_lines_they_blame() {
        let log = "ferrocuda.cu(2): error: identifier \"x\" is undefined\n1 error detected\n";
        let out = annotate_log(log, "int a;\n  y = x;\n");
        assert_eq!(
            out,
            "ferrocuda.cu(2): error: identifier \"x\" is undefined\n    > y = x;\n1 error detected\n"
        );
        assert_eq!(
            annotate_log("ferrocuda.cu(99): error\n", "a\n"),
            "ferrocuda.cu(99): error\n"
        );
    }
}
