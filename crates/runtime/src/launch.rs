//! Kernel launches: the `<<<...>>>` configuration stack, validation and argument marshalling.
//!
//! `f<<<g, b, s, st>>>(args)` becomes `__cudaPushCallConfiguration(g, b, s, st)` followed by a
//! call of `f`'s host stub, which pops the configuration and calls `cudaLaunchKernel` with an
//! array of pointers to its arguments. The launch validates the configuration as CUDA does,
//! copies the arguments into a parameter buffer laid out by the kernel's parameter list, and
//! issues the kernel to the stream.

use crate::abi::CudaError;
use crate::backend::{
    DeviceProperties, Kernel, KernelConfig, KernelError, KernelInfo, LaunchAttributes,
};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::function::FuncSettings;
use crate::graph::KernelLaunch;
use crate::registry::KernelEntry;
use ferrocuda_ir::{param_layout, ParamKind};
use std::sync::Arc;

/// One pending `<<<...>>>` configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_mem: usize,
    pub stream: usize,
}

/// The most bytes of kernel parameters CUDA 12.1 and later accept (on sm_70 and newer).
pub const MAX_PARAM_BYTES: usize = 32764;

/// Checks a launch shape against the device's limits, as CUDA does before launching: a zero
/// dimension, a block beyond `maxThreadsDim` or `maxThreadsPerBlock` threads, or a grid beyond
/// `maxGridSize` is an error. CUDA 13 reports it as `cudaErrorInvalidValue` (its launches are
/// validated by the driver's `cuLaunchKernel` checks); CUDA 12 and earlier runtimes said
/// `cudaErrorInvalidConfiguration`. The corpus records what CUDA 13 prints on an H100.
pub fn validate_shape(grid: [u32; 3], block: [u32; 3], props: &DeviceProperties) -> CudaResult<()> {
    let threads = block.iter().map(|&d| d as u64).product::<u64>();
    let block_ok = block
        .iter()
        .zip(props.max_threads_dim)
        .all(|(&d, m)| d >= 1 && d <= m)
        && threads <= props.max_threads_per_block as u64;
    let grid_ok = grid
        .iter()
        .zip(props.max_grid_size)
        .all(|(&d, m)| d >= 1 && d <= m);
    if block_ok && grid_ok {
        Ok(())
    } else {
        Err(CudaError::InvalidValue)
    }
}

/// Builds the parameter buffer from CUDA's `void** args`: `args[i]` points to argument `i`.
///
/// # Safety
/// `args` must point to at least `params.len()` pointers, each readable for its parameter's
/// size (the launch contract of `cudaLaunchKernel`).
pub unsafe fn marshal_args(params: &[ParamKind], args: *const *const u8) -> CudaResult<Vec<u8>> {
    let (offsets, size) = param_layout(params);
    let size = size as usize;
    if size > MAX_PARAM_BYTES {
        return Err(CudaError::InvalidValue);
    }
    let mut buf = vec![0u8; size];
    if params.is_empty() {
        return Ok(buf);
    }
    if args.is_null() {
        return Err(CudaError::InvalidValue);
    }
    for (i, (p, &off)) in params.iter().zip(&offsets).enumerate() {
        // SAFETY: the caller guarantees `args` has `params.len()` entries.
        let arg = unsafe { *args.add(i) };
        if arg.is_null() {
            return Err(CudaError::InvalidValue);
        }
        let n = p.size_align().0 as usize;
        // SAFETY: the caller guarantees `arg` is readable for the parameter's size; the buffer
        // has room by construction of the layout.
        unsafe { std::ptr::copy_nonoverlapping(arg, buf.as_mut_ptr().add(off as usize), n) };
    }
    Ok(buf)
}

/// Builds the parameter buffer from each argument's bytes; every slice must be exactly its
/// parameter's size.
pub fn marshal_slices(params: &[ParamKind], args: &[&[u8]]) -> CudaResult<Vec<u8>> {
    if args.len() != params.len() {
        return Err(CudaError::InvalidValue);
    }
    let (offsets, size) = param_layout(params);
    let size = size as usize;
    if size > MAX_PARAM_BYTES {
        return Err(CudaError::InvalidValue);
    }
    let mut buf = vec![0u8; size];
    for ((p, &off), a) in params.iter().zip(&offsets).zip(args) {
        if a.len() != p.size_align().0 as usize {
            return Err(CudaError::InvalidValue);
        }
        let off = off as usize;
        buf[off..off + a.len()].copy_from_slice(a);
    }
    Ok(buf)
}

/// A kernel resolved for launching: what its host stub is registered as, and the backend's
/// kernel.
pub(crate) struct ResolvedKernel {
    pub entry: Arc<KernelEntry>,
    pub kernel: Arc<dyn Kernel>,
}

/// The most blocks of a thread block cluster any GPU runs.
const PORTABLE_CLUSTER_BLOCKS: u64 = 8;
/// The most blocks of a thread block cluster of a kernel that allows non-portable sizes
/// (`cudaFuncAttributeNonPortableClusterSizeAllowed`), as compute capability 9.0 runs them.
const MAX_CLUSTER_BLOCKS: u64 = 16;

impl ResolvedKernel {
    pub fn info(&self) -> &KernelInfo {
        self.kernel.info()
    }

    /// Resident blocks per multiprocessor for blocks of `block_size` threads using
    /// `dynamic_shared` bytes: the backend's count where it keeps one, else the calculation.
    pub fn active_blocks(
        &self,
        p: &DeviceProperties,
        block_size: i32,
        dynamic_shared: usize,
    ) -> i32 {
        self.kernel
            .max_active_blocks(block_size, dynamic_shared)
            .unwrap_or_else(|| {
                crate::function::active_blocks(p, self.info(), block_size, dynamic_shared)
            })
    }
}

impl Runtime {
    /// `__cudaPushCallConfiguration`.
    pub fn push_call_configuration(&self, cfg: CallConfig) {
        self.with_thread(|t| t.configs.push(cfg));
    }

    /// `__cudaPopCallConfiguration`: the configuration the innermost pending launch pushed.
    pub fn pop_call_configuration(&self) -> CudaResult<CallConfig> {
        self.call_no_context(|| {
            self.with_thread(|t| t.configs.pop())
                .ok_or(CudaError::MissingConfiguration)
        })
    }

    /// The kernel a host stub launches, loading its module on first use. Resolved once per
    /// context: later launches find it by the stub's address alone (a stub's registration never
    /// changes once it has launched). A failure is not kept, so it is the error of every call
    /// (its reason is on stderr once).
    /// The kernel registered for the handle `func`. CUDA 13 answers a null handle with
    /// `cudaErrorInvalidDeviceFunction` and one it does not know (a host function's address)
    /// with `cudaErrorInvalidResourceHandle`, in launches and the function API alike
    /// (measured).
    pub(crate) fn registered_kernel(&self, func: usize) -> CudaResult<Arc<KernelEntry>> {
        match (func, self.registry.kernel(func)) {
            (_, Some(entry)) => Ok(entry),
            (0, None) => Err(CudaError::InvalidDeviceFunction),
            (_, None) => Err(CudaError::InvalidResourceHandle),
        }
    }

    pub(crate) fn resolve_kernel(
        &self,
        ctx: &Context,
        func: usize,
    ) -> CudaResult<Arc<ResolvedKernel>> {
        if let Some(k) = ctx
            .kernels
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&func)
        {
            return Ok(k.clone());
        }
        let entry = self.registered_kernel(func)?;
        let module = self.loaded_module(ctx, &entry.module)?;
        let kernel = module
            .kernel(&entry.name, entry.template_args.as_deref())
            .map_err(|e| {
                let (reason, code) = match e {
                    KernelError::NotFound => (
                        "is missing from its device image".to_string(),
                        CudaError::InvalidDeviceFunction,
                    ),
                    // CUDA's nearest case: the JIT compiler rejected the kernel.
                    KernelError::Compile(msg) => (
                        format!("cannot be compiled: {}", msg.trim_end()),
                        CudaError::InvalidPtx,
                    ),
                };
                let mut explained = ctx
                    .unresolved_explained
                    .lock()
                    .unwrap_or_else(|e| e.into_inner());
                if explained.insert(func) {
                    eprintln!("ferrocuda: kernel '{}' {reason}", entry.name);
                }
                code
            })?;
        let resolved = Arc::new(ResolvedKernel { entry, kernel });
        ctx.kernels
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(func, resolved.clone());
        Ok(resolved)
    }

    /// `cudaLaunchKernel` (and `cudaLaunchCooperativeKernel` or `cudaLaunchKernelEx`, with
    /// their `attributes`).
    ///
    /// # Safety
    /// `args` must satisfy [`marshal_args`] for the kernel's parameters.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn launch_kernel(
        &self,
        func: usize,
        grid: [u32; 3],
        block: [u32; 3],
        args: *const *const u8,
        shared_mem: usize,
        stream: usize,
        attributes: LaunchAttributes,
    ) -> CudaResult<()> {
        self.launch_with(
            func,
            grid,
            block,
            shared_mem,
            stream,
            attributes,
            |params| {
                // SAFETY: forwarded from the caller.
                unsafe { marshal_args(params, args) }
            },
        )
    }

    /// A launch whose arguments are given as byte slices, one per parameter (the Rust API's
    /// form, which needs no pointers).
    pub fn launch_kernel_slices(
        &self,
        func: usize,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[&[u8]],
        shared_mem: usize,
        stream: usize,
    ) -> CudaResult<()> {
        let plain = LaunchAttributes::default();
        self.launch_with(func, grid, block, shared_mem, stream, plain, |params| {
            marshal_slices(params, args)
        })
    }

    /// A launch whose arguments are one buffer laid out as the kernel's parameters are (the
    /// driver API's `CU_LAUNCH_PARAM_BUFFER_POINTER`). A buffer of another size than the
    /// parameters' is `cudaErrorLaunchOutOfResources`, as CUDA 13 answers one padded to the
    /// parameters' alignment (measured).
    pub fn launch_kernel_packed(
        &self,
        func: usize,
        grid: [u32; 3],
        block: [u32; 3],
        buffer: &[u8],
        shared_mem: usize,
        stream: usize,
    ) -> CudaResult<()> {
        self.launch_with(
            func,
            grid,
            block,
            shared_mem,
            stream,
            LaunchAttributes::default(),
            |params| match buffer.len() == param_layout(params).1 as usize {
                true => Ok(buffer.to_vec()),
                false => Err(CudaError::LaunchOutOfResources),
            },
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn launch_with(
        &self,
        func: usize,
        grid: [u32; 3],
        block: [u32; 3],
        shared_mem: usize,
        stream: usize,
        attributes: LaunchAttributes,
        marshal: impl FnOnce(&[ParamKind]) -> CudaResult<Vec<u8>>,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            let request = LaunchRequest {
                grid,
                block,
                shared_mem,
                stream,
                attributes,
            };
            let launched = self.checked_launch(ctx, func, request, marshal);
            // A launch refused on a capturing stream breaks the capture (measured).
            if launched.is_err() {
                if let Some(graph) = self
                    .resolve_stream(ctx, stream)
                    .ok()
                    .and_then(|s| s.capturing())
                {
                    graph.invalidate();
                }
            }
            launched
        })
    }

    /// Checks a launch and issues it to its stream (or its stream's capture).
    fn checked_launch(
        &self,
        ctx: &Arc<Context>,
        func: usize,
        request: LaunchRequest,
        marshal: impl FnOnce(&[ParamKind]) -> CudaResult<Vec<u8>>,
    ) -> CudaResult<()> {
        let LaunchRequest {
            grid,
            block,
            shared_mem,
            stream,
            attributes:
                LaunchAttributes {
                    cooperative,
                    cluster,
                },
        } = request;
        self.registered_kernel(func)?;
        let k = self.resolve_kernel(ctx, func)?;
        validate_shape(grid, block, &ctx.props)?;
        // A block larger than the kernel's launch bounds is an invalid value (as CUDA 13
        // reports it); one its registers cannot hold is out of resources.
        let threads = block.iter().product::<u32>();
        if k.info().launch_bound.is_some_and(|b| threads > b.max(1)) {
            return Err(CudaError::InvalidValue);
        }
        if threads > crate::function::max_threads_for(&ctx.props, k.info()) {
            return Err(CudaError::LaunchOutOfResources);
        }
        let settings = self.func_settings(ctx, func);
        // (A cooperative grid that cannot be resident is reported before its shared memory
        // is checked: one asking more than a block may have fits no multiprocessor.)
        if cooperative {
            let threads = block.iter().product::<u32>() as i32;
            let per_sm = k.active_blocks(&ctx.props, threads, shared_mem);
            let blocks = grid.iter().map(|&d| d as u64).product::<u64>();
            if blocks > per_sm as u64 * ctx.props.multiprocessor_count as u64 {
                return Err(CudaError::CooperativeLaunchTooLarge);
            }
        }
        // Dynamic shared memory beyond the kernel's limit (48 KiB unless raised with
        // cudaFuncSetAttribute) is an invalid value in CUDA, not a configuration error.
        if shared_mem > settings.dynamic_shared_limit(&ctx.props, k.info())
            || k.info().static_shared + shared_mem > ctx.props.shared_mem_per_block_optin
        {
            return Err(CudaError::InvalidValue);
        }
        cluster_shape(&settings, k.info(), grid, cluster)?;
        let params = marshal(&k.info().params)?;
        let s = self.stream_for_work(ctx, stream)?;
        let cfg = KernelConfig {
            grid,
            block,
            dynamic_shared: shared_mem,
            cooperative,
            cluster,
        };
        // Captured, the launch is kept with its node, each argument's bytes apart.
        let captured = s.capturing().map(|graph| {
            let kinds = &k.info().params;
            let (offsets, _) = param_layout(kinds);
            let args = kinds
                .iter()
                .zip(offsets)
                .map(|(p, at)| {
                    let at = at as usize;
                    params[at..at + p.size_align().0 as usize].to_vec()
                })
                .collect();
            let launch = KernelLaunch::new(func, (grid, block, shared_mem), args);
            (graph, launch)
        });
        let c = ctx.clone();
        ctx.issue(&s, move || run_kernel(&c, &k, &cfg, &params));
        if let Some((graph, launch)) = captured {
            graph.mark_last_launch(launch);
        }
        Ok(())
    }
}

/// A launch as the program asks for it.
struct LaunchRequest {
    grid: [u32; 3],
    block: [u32; 3],
    shared_mem: usize,
    stream: usize,
    attributes: LaunchAttributes,
}

/// The shape of a launch's clusters, if it has any: a grid of clusters must hold a whole
/// number of them, each of at most the portable 8 blocks (16 where the kernel allows
/// non-portable sizes); a kernel that declares its clusters' shape takes no other.
pub(crate) fn cluster_shape(
    settings: &FuncSettings,
    k: &KernelInfo,
    grid: [u32; 3],
    cluster: Option<[u32; 3]>,
) -> CudaResult<Option<[u32; 3]>> {
    if cluster.is_some() && k.cluster_dims.is_some_and(|d| Some(d) != cluster) {
        return Err(CudaError::InvalidClusterSize);
    }
    let Some(cluster) = cluster.or(k.cluster_dims) else {
        return Ok(None);
    };
    let blocks = cluster.iter().map(|&d| d as u64).product::<u64>();
    if (0..3).any(|a| !grid[a].is_multiple_of(cluster[a].max(1)))
        || blocks > most_cluster_blocks(settings)
    {
        return Err(CudaError::InvalidClusterSize);
    }
    Ok(Some(cluster))
}

/// The most blocks a cluster of the kernel may have.
pub(crate) fn most_cluster_blocks(settings: &FuncSettings) -> u64 {
    match settings.non_portable_cluster {
        0 => PORTABLE_CLUSTER_BLOCKS,
        _ => MAX_CLUSTER_BLOCKS,
    }
}

/// Runs one kernel on the stream's worker: nothing after a fault, as the context is lost.
fn run_kernel(ctx: &Context, k: &ResolvedKernel, cfg: &KernelConfig, params: &[u8]) {
    if ctx.faults.has_fault() {
        return;
    }
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        k.kernel.launch(cfg, params)
    }));
    let outcome = match run {
        Ok(o) => o,
        Err(_) => {
            eprintln!(
                "ferrocuda: kernel '{}': internal error in the executor",
                k.entry.name
            );
            ctx.faults.raise(CudaError::LaunchFailure);
            return;
        }
    };
    ctx.printf.append(&outcome.printf);
    if let Some(f) = outcome.fault {
        ctx.raise_fault(f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrocuda_ir::Type;

    fn props() -> DeviceProperties {
        use crate::backend::Backend;
        crate::backend::cpu::CpuBackend::with_capacity(1 << 24)
            .unwrap()
            .properties()
            .clone()
    }

    #[test]
    fn shapes_follow_cuda_limits() {
        let p = props();
        let ok = |g, b| validate_shape(g, b, &p).is_ok();
        assert!(ok([1, 1, 1], [1024, 1, 1]));
        assert!(ok([i32::MAX as u32, 65535, 65535], [32, 32, 1]));
        assert!(ok([1, 1, 1], [1, 1, 64]));
        assert!(!ok([1, 1, 1], [2048, 1, 1]));
        assert!(!ok([1, 1, 1], [1, 1, 65]));
        assert!(!ok([1, 1, 1], [64, 32, 1]));
        assert!(!ok([1, 70000, 1], [32, 1, 1]));
        assert!(!ok([1 << 31, 1, 1], [32, 1, 1]));
        assert!(!ok([0, 1, 1], [32, 1, 1]));
        assert!(!ok([1, 1, 1], [32, 0, 1]));
    }

    #[test]
    fn parameters_are_laid_out_at_their_alignment() {
        let params = [
            ParamKind::Scalar(Type::I8),
            ParamKind::Scalar(Type::Ptr),
            ParamKind::Scalar(Type::I32),
            ParamKind::Aggregate { size: 12, align: 4 },
            ParamKind::Scalar(Type::F64),
            ParamKind::Scalar(Type::I16),
        ];
        let (offsets, size) = param_layout(&params);
        assert_eq!(offsets, vec![0, 8, 16, 20, 32, 40]);
        assert_eq!(size, 42);

        let a: i8 = -3;
        let b: u64 = 0x1122_3344_5566_7788;
        let c: i32 = 7;
        let d: [u32; 3] = [1, 2, 3];
        let e: f64 = 2.5;
        let f: i16 = -1;
        let args: [*const u8; 6] = [
            (&a as *const i8).cast(),
            (&b as *const u64).cast(),
            (&c as *const i32).cast(),
            d.as_ptr().cast(),
            (&e as *const f64).cast(),
            (&f as *const i16).cast(),
        ];
        let buf = unsafe { marshal_args(&params, args.as_ptr()) }.unwrap();
        assert_eq!(buf.len(), 42);
        assert_eq!(buf[0], 0xfd);
        assert_eq!(&buf[8..16], &b.to_ne_bytes());
        assert_eq!(&buf[16..20], &c.to_ne_bytes());
        assert_eq!(&buf[20..24], &1u32.to_ne_bytes());
        assert_eq!(&buf[28..32], &3u32.to_ne_bytes());
        assert_eq!(&buf[32..40], &e.to_ne_bytes());
        assert_eq!(&buf[40..42], &f.to_ne_bytes());

        let slices: [&[u8]; 6] = [
            &[0xfd],
            &b.to_ne_bytes(),
            &c.to_ne_bytes(),
            &[1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0],
            &e.to_ne_bytes(),
            &f.to_ne_bytes(),
        ];
        assert_eq!(marshal_slices(&params, &slices).unwrap(), buf);
        assert_eq!(
            marshal_slices(&params, &slices[..5]),
            Err(CudaError::InvalidValue)
        );
    }

    #[test]
    fn null_arguments_are_invalid() {
        let params = [ParamKind::Scalar(Type::I32)];
        assert_eq!(
            unsafe { marshal_args(&params, std::ptr::null()) },
            Err(CudaError::InvalidValue)
        );
        let args = [std::ptr::null::<u8>()];
        assert_eq!(
            unsafe { marshal_args(&params, args.as_ptr()) },
            Err(CudaError::InvalidValue)
        );
        assert_eq!(unsafe { marshal_args(&[], std::ptr::null()) }, Ok(vec![]));
    }
}
