//! The SIMT executor: runs a kernel's blocks on all cores and a block's threads region by region.

use crate::codegen::{self, BlockCtx, CompiledKernel, GlobalPlace, STOP_DONE, STOP_WAITING};
use crate::device_runtime::{DeviceOp, DeviceQueue};
use crate::memory::Arena;
use ferrocuda_ir::{self as ir, SyncOp};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The shape of one launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of `extern __shared__` memory per block.
    pub dynamic_shared: usize,
    /// A cooperative launch: every block is resident at once, so grid barriers work.
    pub cooperative: bool,
    /// The blocks of each thread block cluster along each axis, as a launch attribute gives
    /// them (all 1 for none: the kernel's `__cluster_dims__`, if any, apply).
    pub cluster: [u32; 3],
}

/// Why a launch stopped before every thread finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A load or store outside device memory (`cudaErrorIllegalAddress`).
    IllegalAddress {
        address: u64,
        kernel: String,
        block: [u32; 3],
        thread: [u32; 3],
    },
    /// A load, store or atomic at an address that is not a multiple of its size
    /// (`cudaErrorMisalignedAddress`).
    MisalignedAddress {
        address: u64,
        kernel: String,
        block: [u32; 3],
        thread: [u32; 3],
    },
    /// A failed `assert` (`cudaErrorAssert`); the message is what CUDA prints.
    Assert { message: String },
    /// A lane called a warp operation whose mask leaves it out (`__ballot_sync(lanemask_lt,
    /// p)` in lane 0): an illegal instruction on a GPU (`cudaErrorIllegalInstruction`).
    LaneOutsideMask {
        kernel: String,
        block: [u32; 3],
        thread: [u32; 3],
        mask: u32,
    },
    /// Some threads of a block wait at a barrier that others never reach; on a GPU this hangs or
    /// is undefined (`cudaErrorLaunchFailure` here, with this explanation printed).
    BarrierDivergence { kernel: String, block: [u32; 3] },
    /// `__trap()` or an unrecoverable condition inside the kernel (`cudaErrorLaunchFailure`),
    /// with the reason when one is known.
    Trap {
        kernel: String,
        reason: Option<String>,
    },
    /// The kernel could not be compiled for the CPU (an unsupported device function, say).
    Compile { kernel: String, message: String },
    /// A thread of the block wrote past the end of its shared memory (`cudaErrorIllegalAddress`,
    /// as a GPU reports it), `offset` bytes beyond the `size` bytes the block has; found when
    /// the block ends, from the guard bytes that follow the segment.
    SharedOverrun {
        kernel: String,
        block: [u32; 3],
        offset: usize,
        size: usize,
    },
}

/// Bytes after each block's shared segment that must stay as [`SHARED_GUARD_BYTE`]: a write
/// just past the end (an off-by-one index, a flag placed after the last element) lands there
/// and is reported, instead of changing another block's memory.
const SHARED_GUARD: usize = 64;
const SHARED_GUARD_BYTE: u8 = 0xd9;

use ir::MAX_STATIC_SHARED;

/// State one launch shares between its worker threads and the helpers compiled code calls.
pub struct LaunchShared {
    arena: Arc<Arena>,
    /// The registered host ranges as the launch began (`Arena::mapped_host_ranges`), which
    /// compiled code searches.
    mapped: Vec<u64>,
    printf: Mutex<Vec<u8>>,
    assert_message: Mutex<Option<String>>,
    /// Why the kernel trapped, when a helper knows (a fetch through a texture that does not
    /// exist).
    trap_reason: Mutex<Option<String>>,
    /// Child grids and device-stream work, run once this grid is complete.
    pub(crate) device: DeviceQueue,
}

impl LaunchShared {
    pub(crate) fn device_bytes(&self, p: *const u8, n: usize) -> Option<Vec<u8>> {
        if !self.arena.reaches(p, n) {
            return None;
        }
        // SAFETY: the range lies inside the arena's mapping.
        Some(unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
    }

    pub(crate) fn device_bytes_readable(&self, p: *const u8, n: usize) -> bool {
        self.arena.reaches(p, n)
    }

    pub(crate) fn device_str(&self, p: *const u8) -> String {
        let mut out = Vec::new();
        let mut at = p;
        while let Some(b) = self.device_bytes(at, 1) {
            if b[0] == 0 || out.len() > 4096 {
                break;
            }
            out.push(b[0]);
            at = at.wrapping_add(1);
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    pub(crate) fn print(&self, text: &[u8]) {
        if let Ok(mut p) = self.printf.lock() {
            p.extend_from_slice(text);
        }
    }

    pub(crate) fn trap_reason(&self, reason: String) {
        if let Ok(mut m) = self.trap_reason.lock() {
            m.get_or_insert(reason);
        }
    }

    pub(crate) fn assert_failed(&self, message: String) {
        if let Ok(mut m) = self.assert_message.lock() {
            m.get_or_insert(message);
        }
    }

    pub(crate) fn malloc(&self, n: usize) -> *mut u8 {
        self.arena.heap_alloc(n).unwrap_or(std::ptr::null_mut())
    }

    pub(crate) fn intern(&self, s: &'static str) -> *const u8 {
        self.arena.intern(s)
    }

    pub(crate) fn free(&self, p: *mut u8) {
        if !p.is_null() {
            self.arena.heap_free(p);
        }
    }
}

/// Translates `f`'s inline PTX, or leaves `f` as it was where a statement cannot be.
fn expand_inline_ptx(f: &mut ir::Function) -> Result<(), String> {
    let has_asm = f
        .blocks
        .iter()
        .any(|b| b.insts.iter().any(|i| matches!(i, ir::Inst::InlineAsm(_))));
    if !has_asm {
        return Ok(());
    }
    let mut expanded = f.clone();
    crate::ptx::expand(&mut expanded)?;
    *f = expanded;
    Ok(())
}

/// The native stack of a thread that runs blocks of a kernel that makes calls: each call
/// is a native call too, as deep as the call stack in the thread's frame allows
/// (`codegen::CALL_STACK`). Address space, committed only as far as it is used.
const CALLS_NATIVE_STACK: usize = 256 << 20;

/// Device functions of more IR instructions than this, their inlined callees counted, are
/// compiled once as functions their callers call, where the executor may run them as calls
/// (`schedule::may_run_as_call`), rather than copied into every caller: fully inlined, the
/// rounds of a hash function came to a kernel of a million instructions, which the code
/// generator could not compile in 12 GB. Smaller ones are inlined, which keeps their locals in
/// registers and lets the executor's passes see their loops and memory accesses.
const CALL_ABOVE: usize = 4000;

/// A loaded device module: its globals live in the arena; kernels compile on first launch.
pub struct Module {
    /// The program as prepared for compiling: calls inlined into kernels and the functions that
    /// stay functions, locals promoted, multiply-adds fused, small branches made selects.
    ir: ir::Module,
    /// The program's functions as the front end lowered them.
    source: Vec<ir::Function>,
    /// Which functions stay functions (see `ir::opt::functions_kept`): compiled beside the
    /// kernels that call them.
    called: Vec<bool>,
    arena: Arc<Arena>,
    fixed: Vec<Option<u64>>,
    compiled: Mutex<HashMap<String, Arc<CompiledKernel>>>,
    /// Why each kernel or called function that cannot be compiled for the CPU (inline PTX
    /// outside what `ptx` translates) cannot: it fails when launched, where the rest of the
    /// module runs.
    uncompilable: HashMap<usize, String>,
}

// SAFETY: the raw addresses a module holds point into its arena, which lives as long as the
// module through the `Arc`.
unsafe impl Send for Module {}
unsafe impl Sync for Module {}

impl Module {
    /// Inlines the module's calls, allocates and initialises its `__device__`, `__constant__` and
    /// read-only data in `arena`.
    pub fn load(ir: ir::Module, arena: Arc<Arena>) -> Result<Module, String> {
        Self::load_sharing(ir, arena, None)
    }

    /// A module for `ir`, a superset of this module's program (more template instances), whose
    /// variables are this module's: same addresses, same contents. Kernels already compiled are
    /// kept.
    pub fn extended(&self, ir: ir::Module) -> Result<Module, String> {
        let m = Self::load_sharing(ir, self.arena.clone(), Some(self))?;
        if let (Ok(old), Ok(mut new)) = (self.compiled.lock(), m.compiled.lock()) {
            new.extend(old.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        Ok(m)
    }

    fn load_sharing(
        mut ir: ir::Module,
        arena: Arc<Arena>,
        previous: Option<&Module>,
    ) -> Result<Module, String> {
        if std::env::var_os("FERROCUDA_DUMP_IR").is_some() {
            eprintln!("{ir}");
        }
        let source = ir.functions.clone();
        let called = ir::opt::functions_kept(&ir, CALL_ABOVE, |f| {
            crate::schedule::may_run_as_call(f, &ir)
        })?;
        // A larger program made by adding an instance starts with the previous one's functions:
        // where those are unchanged, what the previous module made of them is taken as it is,
        // so a program that instantiates a thousand kernels does not prepare each a thousand
        // times.
        let prepared = previous.map_or(0, |p| p.unchanged_functions(&source));
        if let Some(p) = previous.filter(|_| prepared > 0) {
            ir.functions[..prepared].clone_from_slice(&p.ir.functions[..prepared]);
        }
        let mut uncompilable: HashMap<usize, String> = previous
            .map(|p| p.uncompilable.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|&(id, _)| id < prepared)
            .collect();
        // A function whose inline PTX cannot all be translated keeps its statements: the
        // kernels it is inlined into meet them again below.
        for f in &mut ir.functions[prepared..] {
            let _ = expand_inline_ptx(f);
        }
        // Only kernels and the functions that stay functions are compiled: every other call is
        // inlined.
        for id in prepared..ir.functions.len() {
            if ir.functions[id].kind == ir::FunctionKind::Kernel || called[id] {
                ir::opt::inline_into(&mut ir, ir::FuncId(id as u32), &called);
                let f = &mut ir.functions[id];
                if let Err(e) = expand_inline_ptx(f) {
                    uncompilable.insert(id, e);
                    continue;
                }
                ir::fold::fold_constants(f);
                ir::fold::fold_boolean_round_trips(f);
                ir::opt::optimize_locals(f, ir::opt::MemoryCopies::ByField);
                ir::contract::contract_multiply_adds(f);
                ir::simplify::simplify_control_flow(f);
            }
        }
        ir::verify::verify_module(&ir).map_err(|e| format!("internal compiler error: {e}"))?;
        let mut fixed = Vec::new();
        // The globals this module allocates (not shared with `previous`), by position.
        let mut placed = Vec::new();
        for g in &ir.globals {
            if g.space == ir::GlobalSpace::Shared {
                fixed.push(None);
                continue;
            }
            let earlier = previous.and_then(|p| {
                let i =
                    p.ir.globals
                        .iter()
                        .position(|o| o.name == g.name && o.space == g.space && o.size == g.size)?;
                p.fixed[i]
            });
            if let Some(addr) = earlier {
                fixed.push(Some(addr));
                continue;
            }
            let p = arena
                .alloc(g.size.max(1) as usize)
                .ok_or("out of device memory for module variables")?;
            // SAFETY: `p` has room for `size` bytes and `init` is no longer than `size`.
            unsafe {
                std::ptr::write_bytes(p, 0, g.size as usize);
                std::ptr::copy_nonoverlapping(
                    g.init.as_ptr(),
                    p,
                    g.init.len().min(g.size as usize),
                );
            }
            fixed.push(Some(p as u64));
            placed.push(fixed.len() - 1);
        }
        // Pointers in the data of the globals placed now, to wherever their targets are.
        for &i in &placed {
            let g = &ir.globals[i];
            for r in &g.relocations {
                let target =
                    fixed[r.target.0 as usize].ok_or("pointer to shared memory in module data")?;
                let value = target.wrapping_add_signed(r.addend);
                // SAFETY: the verifier saw `offset + 8 <= size`, the room allocated at `fixed[i]`.
                unsafe {
                    let at = (fixed[i].expect("placed above") as *mut u8).add(r.offset as usize);
                    std::ptr::copy_nonoverlapping(value.to_le_bytes().as_ptr(), at, 8);
                }
            }
        }
        Ok(Module {
            ir,
            source,
            called,
            arena,
            fixed,
            compiled: Mutex::new(HashMap::new()),
            uncompilable,
        })
    }

    /// How many functions `source` starts with that are this module's own, unchanged: all of
    /// them or none (a changed function may have been inlined anywhere).
    fn unchanged_functions(&self, source: &[ir::Function]) -> usize {
        let n = self.source.len();
        match source.get(..n) {
            Some(first) if first == self.source => n,
            _ => 0,
        }
    }

    /// The index of kernel `name` among the module's functions.
    fn kernel_id(&self, name: &str) -> Option<usize> {
        self.ir
            .functions
            .iter()
            .position(|f| f.kind == ir::FunctionKind::Kernel && f.name == name)
    }

    fn kernel_ir(&self, name: &str) -> Option<&ir::Function> {
        self.kernel_id(name).map(|id| &self.ir.functions[id])
    }

    /// The parameters of kernel `name`, in order, if the module has such a kernel.
    pub fn kernel_params(&self, name: &str) -> Option<&[ir::ParamKind]> {
        self.kernel_ir(name).map(|f| f.params.as_slice())
    }

    /// The block size a kernel's `__launch_bounds__` allows.
    pub fn kernel_max_threads(&self, name: &str) -> Option<u32> {
        self.kernel_ir(name)?.max_threads_per_block
    }

    /// The blocks of each thread block cluster a kernel's `__cluster_dims__` ask for.
    pub fn kernel_cluster_dims(&self, name: &str) -> Option<[u32; 3]> {
        self.kernel_ir(name)?.cluster_dims
    }

    /// Names of the module's kernels.
    pub fn kernels(&self) -> impl Iterator<Item = &str> {
        self.ir
            .functions
            .iter()
            .filter(|f| f.kind == ir::FunctionKind::Kernel)
            .map(|f| f.name.as_str())
    }

    /// The address and size of a module variable (`__device__`, `__constant__`, `__managed__`).
    pub fn global(&self, name: &str) -> Option<(*mut u8, usize)> {
        let i = self
            .ir
            .globals
            .iter()
            .position(|g| g.name == name && g.space != ir::GlobalSpace::ReadOnly)?;
        Some((self.fixed[i]? as *mut u8, self.ir.globals[i].size as usize))
    }

    /// Compiles `name` for the CPU now (launches do it on first use); a kernel whose
    /// statically declared shared memory exceeds [`MAX_STATIC_SHARED`] is refused.
    pub fn compiled(&self, name: &str) -> Result<Arc<CompiledKernel>, String> {
        if let Some(k) = self.compiled.lock().map_err(|e| e.to_string())?.get(name) {
            return Ok(k.clone());
        }
        let id = self
            .kernel_id(name)
            .ok_or_else(|| format!("no kernel named '{name}' in the module"))?;
        let f = &self.ir.functions[id];
        let called = ir::opt::called_functions(&self.ir, f, &self.called);
        let failure = std::iter::once(id)
            .chain(called.iter().map(|c| c.0 as usize))
            .find_map(|i| self.uncompilable.get(&i));
        if let Some(why) = failure {
            return Err(why.clone());
        }
        // Shared variables this kernel uses get offsets in its block's segment.
        let reached = called.iter().map(|id| &self.ir.functions[id.0 as usize]);
        let (offsets, shared) = self.ir.shared_layout(std::iter::once(f).chain(reached));
        let places: Vec<GlobalPlace> = (self.fixed.iter().zip(offsets))
            .map(|(fixed, offset)| match (fixed, offset) {
                (Some(a), _) => GlobalPlace::Fixed(*a),
                (None, offset) => GlobalPlace::Shared(offset.unwrap_or(0) as u32),
            })
            .collect();
        // A block's statically declared shared memory is at most 48 KiB (the GPU compiler's
        // words when a kernel declares more).
        if shared > MAX_STATIC_SHARED {
            return Err(format!(
                "uses too much shared data ({shared:#x} bytes, {MAX_STATIC_SHARED:#x} max)"
            ));
        }
        let shared = shared as u32;
        let mut f = f.clone();
        crate::schedule::insert_volatile_yields(&mut f);
        crate::schedule::insert_lockstep_yields(&mut f, &self.ir);
        crate::schedule::insert_yields(&mut f);
        ir::remat::rematerialize_across_syncs(&mut f);
        let k = Arc::new(codegen::compile(&codegen::KernelSource {
            kernel: &f,
            module: &self.ir,
            called: &self.called,
            places: &places,
            static_shared: shared,
            arena: codegen::ArenaBounds {
                base: self.arena.base() as u64,
                len: self.arena.len() as u64,
            },
        })?);
        self.compiled
            .lock()
            .map_err(|e| e.to_string())?
            .insert(name.to_string(), k.clone());
        Ok(k)
    }

    /// Runs kernel `name` to completion, with the grids it launches. `params` holds the
    /// argument bytes, each at an offset aligned to its own alignment, in parameter order
    /// (CUDA's parameter-buffer layout). Kernel `printf` output is appended to `printf`.
    pub fn launch(
        &self,
        name: &str,
        cfg: &LaunchConfig,
        params: &[u8],
        printf: &mut Vec<u8>,
    ) -> Result<(), Fault> {
        let mut pending = self.run_grid(name, cfg, params, printf)?;
        // The device-runtime work of the grids run so far, next item last: a child grid's own
        // work goes before its parent's next item, as a stack (never as nested calls, so grids
        // nest to any depth).
        pending.reverse();
        while let Some(op) = pending.pop() {
            match op {
                DeviceOp::Launch {
                    kernel,
                    cfg,
                    params,
                } => {
                    let Some(f) = self.ir.functions.get(kernel as usize) else {
                        continue;
                    };
                    let name = f.name.clone();
                    let work = self.run_grid(&name, &cfg, &params, printf)?;
                    pending.extend(work.into_iter().rev());
                }
                DeviceOp::Copy { dst, src, len } => {
                    let (d, s) = (dst as *mut u8, src as *const u8);
                    if self.arena.contains(d, len as usize) && self.arena.contains(s, len as usize)
                    {
                        // SAFETY: both ranges lie inside the arena; they may overlap.
                        unsafe { std::ptr::copy(s, d, len as usize) };
                    }
                }
                DeviceOp::Fill { dst, value, len } => {
                    let d = dst as *mut u8;
                    if self.arena.contains(d, len as usize) {
                        // SAFETY: the range lies inside the arena.
                        unsafe { std::ptr::write_bytes(d, value, len as usize) };
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs one grid to completion; returns the work it queued on the device runtime, in the
    /// order it runs.
    fn run_grid(
        &self,
        name: &str,
        cfg: &LaunchConfig,
        params: &[u8],
        printf: &mut Vec<u8>,
    ) -> Result<Vec<DeviceOp>, Fault> {
        let kernel = self.compiled(name).map_err(|message| Fault::Compile {
            kernel: name.to_string(),
            message,
        })?;
        let nthreads = cfg.block.iter().product::<u32>();
        let nblocks = cfg.grid.iter().map(|&g| g as u64).product::<u64>();
        if nthreads == 0 || nblocks == 0 {
            return Ok(Vec::new());
        }
        let shared = LaunchShared {
            arena: self.arena.clone(),
            mapped: self.arena.mapped_host_ranges(),
            printf: Mutex::new(Vec::new()),
            assert_message: Mutex::new(None),
            trap_reason: Mutex::new(None),
            device: DeviceQueue::new(),
        };
        let oom = || Fault::Trap {
            kernel: name.to_string(),
            reason: Some("out of device memory for the launch".into()),
        };
        let pbuf = self
            .arena
            .alloc_high(params.len().max(16))
            .ok_or_else(oom)?;
        // SAFETY: `pbuf` has room for the parameters.
        unsafe { std::ptr::copy_nonoverlapping(params.as_ptr(), pbuf, params.len()) };
        let workers = core_count().min(nblocks.min(1 << 16) as usize).max(1);
        // Passed as an address: raw pointers are not `Sync`, and workers only hand it to kernels.
        let params_addr = pbuf as usize;
        let new_runner = || {
            BlockRunner::new(self, &kernel, name, cfg, params_addr as *mut u8, &shared)
                .ok_or_else(oom)
        };
        let cluster = match cfg.cluster {
            [1, 1, 1] => self.kernel_cluster_dims(name).unwrap_or([1; 3]),
            given => given,
        };
        let result = if cfg.cooperative {
            let blocks: Vec<u64> = (0..nblocks).collect();
            self.run_resident_blocks(&blocks, name, workers, kernel.deep_stack, new_runner)
        } else if cluster != [1; 3] {
            self.run_clusters(
                cfg.grid,
                cluster,
                name,
                workers,
                kernel.deep_stack,
                new_runner,
            )
        } else {
            let next = std::sync::atomic::AtomicU64::new(0);
            let fault = FirstFault::default();
            // Workers take blocks a batch at a time: one shared counter updated per block
            // moved its cache line between the cores at every block (a fifth of the time of a
            // grid of small blocks that do little); a batch still leaves each worker a share.
            let batch = (nblocks / (workers as u64 * 32)).clamp(1, 32);
            on_workers(workers, kernel.deep_stack, || {
                // Blocks that stalled spinning for other blocks' writes wait here and go on in
                // turn after the worker's new blocks (up to `MAX_STALLED_BLOCKS` of them);
                // runners of finished blocks are used again.
                let mut finished: Vec<BlockRunner> = Vec::new();
                let mut stalled: VecDeque<BlockRunner> = VecDeque::new();
                let mut skipped_in_a_row = 0;
                let mut taken = 0..0;
                while !fault.stopped() {
                    let admit = stalled.len() < MAX_STALLED_BLOCKS;
                    if admit && taken.is_empty() {
                        let first = next.fetch_add(batch, Ordering::Relaxed);
                        taken = first..(first + batch).min(nblocks);
                    }
                    let b = match admit {
                        true => taken.next().unwrap_or(nblocks),
                        false => nblocks,
                    };
                    let mut runner = if b < nblocks {
                        let mut runner = match finished.pop().map_or_else(&new_runner, Ok) {
                            Ok(r) => r,
                            Err(e) => return fault.record(e),
                        };
                        runner.may_suspend = true;
                        runner.start_block(b);
                        runner
                    } else {
                        let Some(mut r) = stalled.pop_front() else {
                            return;
                        };
                        if r.nothing_new_to_read() {
                            stalled.push_back(r);
                            // (Every stalled block waits for another worker's.)
                            skipped_in_a_row += 1;
                            if skipped_in_a_row >= stalled.len() {
                                skipped_in_a_row = 0;
                                std::thread::yield_now();
                            }
                            continue;
                        }
                        r
                    };
                    skipped_in_a_row = 0;
                    match runner.run_block() {
                        Ok(BlockEnd::Stalled) => stalled.push_back(runner),
                        Ok(_) => finished.push(runner),
                        Err(e) => return fault.record(e),
                    }
                }
            });
            fault.into_result()
        };
        self.arena.free(pbuf);
        if let Ok(mut p) = shared.printf.lock() {
            printf.append(&mut p);
        }
        result.map(|()| shared.device.take_in_order())
    }

    /// Runs a grid of thread block clusters of `cluster` blocks: each cluster's blocks are
    /// resident together (see [`Module::run_resident_blocks`]), with a table of their shared
    /// memories by rank for `__cluster_map_shared_rank`; the workers take one cluster at a time.
    fn run_clusters<'a>(
        &self,
        grid: [u32; 3],
        cluster: [u32; 3],
        name: &str,
        workers: usize,
        deep_stack: bool,
        new_runner: impl Fn() -> Result<BlockRunner<'a>, Fault> + Sync,
    ) -> Result<(), Fault> {
        if (0..3).any(|a| !grid[a].is_multiple_of(cluster[a])) {
            return Err(Fault::Trap {
                kernel: name.to_string(),
                reason: Some(format!(
                    "a grid of {grid:?} blocks is not a whole number of clusters of {cluster:?}"
                )),
            });
        }
        let clusters = [0, 1, 2].map(|a| (grid[a] / cluster[a]) as u64);
        let count = clusters.iter().product::<u64>();
        let size = cluster.iter().product::<u32>() as u64;
        // Block `rank` of cluster `c`, as a linear block index of the grid.
        let block_of = |c: u64, rank: u64| {
            let at = |v: u64, dims: [u64; 3]| {
                [v % dims[0], v / dims[0] % dims[1], v / (dims[0] * dims[1])]
            };
            let (origin, local) = (at(c, clusters), at(rank, cluster.map(u64::from)));
            let idx: [u64; 3] = std::array::from_fn(|a| origin[a] * cluster[a] as u64 + local[a]);
            (idx[2] * grid[1] as u64 + idx[1]) * grid[0] as u64 + idx[0]
        };
        let next = std::sync::atomic::AtomicU64::new(0);
        let fault = FirstFault::default();
        on_workers(workers.min(count as usize).max(1), deep_stack, || {
            while !fault.stopped() {
                let c = next.fetch_add(1, Ordering::Relaxed);
                if c >= count {
                    return;
                }
                let blocks: Vec<u64> = (0..size).map(|rank| block_of(c, rank)).collect();
                let cluster_runner = || {
                    let mut runner = new_runner()?;
                    runner.ctx.cluster = cluster;
                    Ok(runner)
                };
                if let Err(e) = self.run_resident_blocks(&blocks, name, 1, false, cluster_runner) {
                    fault.record(e);
                }
            }
        });
        fault.into_result()
    }

    /// Runs `blocks` resident from their start to their end, as a cooperative launch (the
    /// whole grid) or a cluster guarantees on a GPU, so that a barrier of blocks (grid or
    /// cluster) can hold all of them. The workers run every block until it finishes or waits
    /// at such a barrier; once all have, they go on past the barrier if every block waits at
    /// it, and stop with a fault if some finished instead (a GPU would wait forever). Each
    /// block's context has the table of their shared memories, by their place in `blocks`.
    fn run_resident_blocks<'a>(
        &self,
        blocks: &[u64],
        name: &str,
        workers: usize,
        deep_stack: bool,
        new_runner: impl Fn() -> Result<BlockRunner<'a>, Fault>,
    ) -> Result<(), Fault> {
        let mut runners = Vec::with_capacity(blocks.len());
        for &b in blocks {
            let mut runner = new_runner()?;
            runner.start_block(b);
            runners.push(runner);
        }
        let shared: Vec<u64> = runners.iter().map(|r| r.ctx.shared as u64).collect();
        let mut blocks: Vec<Mutex<(BlockRunner, Option<BlockEnd>)>> = runners
            .into_iter()
            .map(|mut r| {
                r.ctx.cluster_shared = shared.as_ptr();
                Mutex::new((r, None))
            })
            .collect();
        let mut release = None;
        loop {
            let next = AtomicUsize::new(0);
            let fault = FirstFault::default();
            on_workers(workers, deep_stack, || loop {
                let Some(block) = blocks.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    return;
                };
                let Ok(mut block) = block.lock() else {
                    return;
                };
                let (runner, end) = &mut *block;
                if *end == Some(BlockEnd::Done) {
                    continue;
                }
                match runner.resume(release) {
                    Ok(e) => *end = Some(e),
                    Err(e) => return fault.record(e),
                }
            });
            fault.into_result()?;
            let ends: Vec<Option<BlockEnd>> = blocks
                .iter_mut()
                .map(|b| b.get_mut().map_or(None, |b| b.1))
                .collect();
            let mut barriers = ends.iter().filter_map(|e| match e {
                Some(BlockEnd::AtGroupBarrier(k)) => Some(*k),
                _ => None,
            });
            let Some(k) = barriers.next() else {
                return Ok(());
            };
            if barriers.any(|other| other != k) || ends.contains(&Some(BlockEnd::Done)) {
                let cluster = blocks
                    .first_mut()
                    .and_then(|b| b.get_mut().ok())
                    .is_some_and(|b| b.0.sync_op(k) == Some(SyncOp::ClusterSync));
                let group = match cluster {
                    true => "this_cluster().sync()",
                    false => "this_grid().sync()",
                };
                return Err(Fault::Trap {
                    kernel: name.to_string(),
                    reason: Some(format!(
                        "some blocks left the kernel while others wait at {group}, which on a \
                         GPU never returns"
                    )),
                });
            }
            release = Some(k);
        }
    }
}

/// The first fault the workers of a launch meet; once there is one, they take no more work.
#[derive(Default)]
struct FirstFault {
    stopped: AtomicBool,
    fault: Mutex<Option<Fault>>,
}

impl FirstFault {
    fn record(&self, e: Fault) {
        self.stopped.store(true, Ordering::Relaxed);
        if let Ok(mut f) = self.fault.lock() {
            f.get_or_insert(e);
        }
    }

    fn stopped(&self) -> bool {
        self.stopped.load(Ordering::Relaxed)
    }

    fn into_result(self) -> Result<(), Fault> {
        match self.fault.into_inner().ok().flatten() {
            Some(f) => Err(f),
            None => Ok(()),
        }
    }
}

/// Runs `job` on `workers` threads (with the deep stack that native calls and large stack
/// frames need if `deep_stack`) and waits
/// for them; on one thread alone, the calling thread, when it can.
fn on_workers(workers: usize, deep_stack: bool, job: impl Fn() + Sync) {
    if workers == 1 && !deep_stack {
        return job();
    }
    std::thread::scope(|s| {
        for _ in 0..workers {
            let mut b = std::thread::Builder::new();
            if deep_stack {
                b = b.stack_size(CALLS_NATIVE_STACK);
            }
            // No thread to be had: this one does the work.
            if b.spawn_scoped(s, &job).is_err() {
                job();
            }
        }
    });
}

/// Whether every stop code is `first`: compared a chunk at a time, so that the comparison of a
/// block's threads, made after each pass over them, is a few vector instructions per chunk.
fn all_equal(stops: &[u32], first: u32) -> bool {
    let chunks = stops.chunks_exact(16);
    let rest = chunks.remainder();
    chunks
        .map(|c| c.iter().fold(0, |acc, &s| acc | (s ^ first)))
        .all(|differs| differs == 0)
        && rest.iter().all(|&s| s == first)
}

/// Where a block's threads stopped: all finished, all waiting at barrier `k` of blocks (a
/// grid or cluster barrier), or spinning long in loops that wait for other threads' writes,
/// which may be other blocks' (only where the runner may leave its block for others:
/// [`BlockRunner::may_suspend`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BlockEnd {
    Done,
    AtGroupBarrier(u32),
    Stalled,
}

/// One worker's memory for running blocks: frames, stop codes and a shared-memory segment.
struct BlockRunner<'a> {
    module: &'a Module,
    kernel: &'a CompiledKernel,
    name: &'a str,
    cfg: LaunchConfig,
    ctx: BlockCtx,
    stops: Vec<u32>,
    device_errors: Vec<u32>,
    frames: *mut u8,
    /// The spill area the context points to (`BlockCtx::spills`), in 16-byte units so that
    /// rows are aligned.
    _spills: Vec<u128>,
    shared_seg: *mut u8,
    launch: &'a LaunchShared,
    n: u32,
    /// Rounds of the block so far in which lanes were held for lanes of their warp earlier in
    /// program order, at ordered yields (see [`BlockRunner::order_warp_yields`]) and at
    /// `__activemask()` (see [`BlockRunner::warp_step`]).
    ordered_rounds: u32,
    /// Rounds in which the block's threads were only spinning (at a `SpinYield`) or waiting
    /// for the spinning ones, since it last passed a barrier or stalled.
    spin_rounds: u32,
    /// Whether `resume` may return [`BlockEnd::Stalled`] so that the worker runs other blocks.
    may_suspend: bool,
    /// Of a stalled block: the words of device memory its spinning threads read to decide
    /// whether to go on (see `schedule::waits_for_other_threads`), each with the value it held
    /// when the block stalled; empty where the threads wait for anything else too.
    watched: Vec<(usize, u64)>,
    /// Times in a row the stalled block was passed over because no watched word changed.
    passed_over: u32,
}

/// The most blocks one worker keeps stalled (see [`BlockEnd::Stalled`]) before it takes no
/// new ones: with two workers, about what an H200 keeps resident (132 multiprocessors of up to
/// 32 blocks). Blocks that wait for one not yet started beyond that wait for ever, as they
/// would on a GPU.
const MAX_STALLED_BLOCKS: usize = 2048;

/// Rounds of a block spinning with nothing else to run after which it stalls (each round is
/// 16 iterations of a spinning loop in each thread at one).
const SPIN_ROUND_LIMIT: u32 = 16;

/// Times in a row a stalled block whose watched words have not changed is passed over
/// before it runs anyway: its spin may also end on what the watch does not see (a count of
/// its own tries, the clock).
const PASS_OVER_LIMIT: u32 = 64;

/// Rounds of a block with lanes held for earlier ones after which its warps go on unordered:
/// lanes that run first may be waiting for a held one (spinning on a flag it sets), which a
/// GPU's scheduler would let run.
const ORDERED_ROUND_LIMIT: u32 = 1 << 16;

// SAFETY: the raw pointers (the context's included) address the arena and this runner's own
// vectors, none of which belongs to a thread; the compiled code keeps no state outside them, so
// a block resident in a cooperative grid may go on on another worker than the one it began on.
unsafe impl Send for BlockRunner<'_> {}

impl<'a> BlockRunner<'a> {
    fn new(
        module: &'a Module,
        kernel: &'a CompiledKernel,
        name: &'a str,
        cfg: &LaunchConfig,
        params: *mut u8,
        launch: &'a LaunchShared,
    ) -> Option<Self> {
        let n = cfg.block.iter().product::<u32>();
        let frames = module
            .arena
            .alloc_high(kernel.frame_size as usize * n as usize)?;
        let static_shared = (kernel.static_shared as usize).div_ceil(16) * 16;
        let shared_size = static_shared + cfg.dynamic_shared;
        let shared_seg = module.arena.alloc_high(shared_size + SHARED_GUARD)?;
        // SAFETY: the guard follows the segment inside the allocation just made.
        unsafe {
            shared_seg
                .add(shared_size)
                .write_bytes(SHARED_GUARD_BYTE, SHARED_GUARD)
        };
        let mut stops = vec![0u32; n as usize];
        let mut device_errors = vec![0u32; n as usize];
        let groups = n.div_ceil(codegen::LANES) as usize;
        let mut spills = vec![0u128; groups * kernel.spill_row as usize / 16];
        let ctx = BlockCtx {
            ctaid: [0; 3],
            ntid: cfg.block,
            nctaid: cfg.grid,
            nthreads: n,
            shared: shared_seg,
            frames,
            params,
            stops: stops.as_mut_ptr(),
            arena_base: module.arena.base() as u64,
            arena_len: module.arena.len() as u64,
            fault_addr: 0,
            fault_thread: 0,
            cooperative: u32::from(cfg.cooperative),
            // SAFETY: within the segment just allocated.
            dyn_shared: unsafe { shared_seg.add(static_shared) },
            launch,
            device_errors: device_errors.as_mut_ptr(),
            mapped: launch.mapped.as_ptr(),
            mapped_count: launch.mapped.len() as u64 / 2,
            // SAFETY: the end of the segment just allocated.
            shared_end: unsafe { shared_seg.add(static_shared + cfg.dynamic_shared) },
            cluster: [1; 3],
            cluster_shared: std::ptr::null(),
            spills: spills.as_mut_ptr().cast(),
            common_stop: codegen::NO_COMMON_STOP,
        };
        Some(BlockRunner {
            module,
            kernel,
            name,
            cfg: *cfg,
            ctx,
            stops,
            device_errors,
            frames,
            _spills: spills,
            shared_seg,
            launch,
            n,
            ordered_rounds: 0,
            spin_rounds: 0,
            may_suspend: false,
            watched: Vec::new(),
            passed_over: 0,
        })
    }

    /// Records what the block, about to stall, waits for: the words its spinning threads'
    /// yields name (see [`codegen::SyncPoint::operands`]) and their values. Nothing where a
    /// thread is neither spinning nor at a barrier (a yield of a thread making progress), or
    /// a spin names no word of device memory.
    fn watch_spins(&mut self) {
        self.watched.clear();
        self.passed_over = 0;
        for t in 0..self.n {
            let stop = self.stops[t as usize];
            if stop & STOP_DONE != 0 {
                continue;
            }
            let point = (self.kernel.syncs).get(((stop & !STOP_WAITING) as usize).wrapping_sub(1));
            let operands = match point {
                Some(p) if p.op == SyncOp::SpinYield && p.operands > 0 => p.operands,
                Some(p) if is_block_barrier(p.op) => continue,
                _ => return self.watched.clear(),
            };
            for i in 0..operands {
                match self.watched_word(self.arg(t, i.into())) {
                    Some(word) => self.watched.push(word),
                    None => return self.watched.clear(),
                }
            }
        }
        self.watched.sort_unstable();
        self.watched.dedup();
    }

    /// The aligned word of device memory holding `address`, and its value now.
    fn watched_word(&self, address: u64) -> Option<(usize, u64)> {
        let word = address as usize & !7;
        if !self.module.arena.contains(word as *const u8, 8) {
            return None;
        }
        // SAFETY: the arena is mapped readable throughout, and the word is aligned; blocks on
        // other workers may write it meanwhile, as they may while the spinning threads read.
        let value = unsafe { (*(word as *const AtomicU64)).load(Ordering::Relaxed) };
        Some((word, value))
    }

    /// Of a stalled block: whether none of the words its spins watch has changed since it
    /// stalled, so that running it now would only spin (at most [`PASS_OVER_LIMIT`] times in a
    /// row).
    fn nothing_new_to_read(&mut self) -> bool {
        if self.watched.is_empty() || self.passed_over >= PASS_OVER_LIMIT {
            return false;
        }
        let unchanged = (self.watched.iter())
            .all(|&(word, value)| self.watched_word(word as u64) == Some((word, value)));
        if unchanged {
            self.passed_over += 1;
        }
        unchanged
    }

    fn frame(&self, t: u32) -> *mut u8 {
        // SAFETY: t < n, and the frames hold n frames.
        unsafe {
            self.frames
                .add(t as usize * self.kernel.frame_size as usize)
        }
    }

    fn arg(&self, t: u32, i: u32) -> u64 {
        // SAFETY: the frame's request area is written by the thread before it stopped.
        unsafe {
            (self.frame(t).add((codegen::FRAME_ARGS + 8 * i) as usize) as *const u64)
                .read_unaligned()
        }
    }

    fn set_result(&self, t: u32, v: u64) {
        // SAFETY: as for `arg`.
        unsafe {
            (self.frame(t).add(codegen::FRAME_RESULT as usize) as *mut u64).write_unaligned(v)
        }
    }

    fn thread_xyz(&self, t: u32) -> [u32; 3] {
        let [x, y, _] = self.cfg.block;
        [t % x, (t / x) % y, t / (x * y)]
    }

    fn sync_op(&self, stop: u32) -> Option<SyncOp> {
        let k = stop & !STOP_WAITING;
        if k == 0 || k & STOP_DONE != 0 {
            return None;
        }
        self.kernel.syncs.get(k as usize - 1).map(|s| s.op)
    }

    /// Runs the block it holds until it finishes or stalls (see [`BlockEnd::Stalled`]), which
    /// must not be at a grid barrier.
    fn run_block(&mut self) -> Result<BlockEnd, Fault> {
        match self.resume(None)? {
            BlockEnd::AtGroupBarrier(_) => Err(Fault::Trap {
                kernel: self.name.to_string(),
                reason: Some(
                    "this_grid().sync() needs a cooperative launch (cudaLaunchCooperativeKernel)"
                        .into(),
                ),
            }),
            end => Ok(end),
        }
    }

    /// Makes the runner's threads those of block `b`, none started.
    fn start_block(&mut self, b: u64) {
        let [gx, gy, _] = self.cfg.grid;
        let (gx, gy) = (gx as u64, gy as u64);
        let ctaid = [
            (b % gx) as u32,
            ((b / gx) % gy) as u32,
            (b / (gx * gy)) as u32,
        ];
        self.ctx.ctaid = ctaid;
        self.stops.iter_mut().for_each(|s| *s = 0);
        self.ctx.stops = self.stops.as_mut_ptr();
        self.device_errors.iter_mut().for_each(|e| *e = 0);
        self.ctx.device_errors = self.device_errors.as_mut_ptr();
        self.ordered_rounds = 0;
    }

    /// The stop code every thread holds, where they hold one and it lets them run (see
    /// [`BlockCtx::common_stop`]).
    fn common_stop(&self) -> u32 {
        let first = self.stops[0];
        match all_equal(&self.stops, first) && first & (STOP_DONE | STOP_WAITING) == 0 {
            true => first,
            false => codegen::NO_COMMON_STOP,
        }
    }

    /// Runs the block's threads until all have finished or all wait at a grid barrier;
    /// `release` lets them past the grid barrier they wait at.
    fn resume(&mut self, release: Option<u32>) -> Result<BlockEnd, Fault> {
        let ctaid = self.ctx.ctaid;
        if let Some(k) = release {
            self.release(k);
        }
        // The stop code all threads hold, where the last pass showed it.
        let mut known_common = None;
        loop {
            self.ctx.common_stop = known_common.take().unwrap_or_else(|| self.common_stop());
            // SAFETY: the context points at this runner's frames, stops and shared segment, all
            // sized for the block; the compiled function checks every other address it touches.
            let code = unsafe { (self.kernel.run)(&mut self.ctx, 0, self.n) };
            if code != 0 {
                return Err(self.fault(code, ctaid));
            }
            // Every thread at one plain barrier or yield (they go on as they are: releasing
            // them leaves their stop codes unchanged), or every thread done: the common cases,
            // told by one comparison per thread.
            let first = self.stops[0];
            if all_equal(&self.stops, first) {
                if first == STOP_DONE {
                    return self.done(ctaid);
                }
                let plain = matches!(
                    self.sync_op(first),
                    Some(
                        SyncOp::Barrier | SyncOp::Yield | SyncOp::OrderedYield | SyncOp::SpinYield
                    )
                );
                if first & STOP_WAITING == 0 && plain {
                    if self.sync_op(first) == Some(SyncOp::SpinYield) && self.stall() {
                        self.watch_spins();
                        return Ok(BlockEnd::Stalled);
                    }
                    known_common = Some(first);
                    continue;
                }
                // Every thread at one warp operation (a shuffle of a converged warp): each
                // warp goes through it with all its lanes, as `warp_step` would decide.
                if let Some(op) = self.sync_op(first).filter(|op| {
                    first & STOP_WAITING == 0
                        && !is_block_barrier(*op)
                        && !matches!(op, SyncOp::Yield | SyncOp::OrderedYield | SyncOp::SpinYield)
                }) {
                    self.check_lanes_in_masks(ctaid)?;
                    for base in (0..self.n).step_by(32) {
                        let lanes = (self.n - base).min(32);
                        self.warp_op(op, base, u32::MAX >> (32 - lanes));
                    }
                    continue;
                }
            }
            // Otherwise one pass over the stop codes decides what happens next.
            let mut barrier: Option<u32> = None;
            let mut warp_ops = false;
            let mut yields = false;
            let mut spinning = false;
            let mut diverged = false;
            for &s in &self.stops {
                if s & STOP_DONE != 0 {
                    continue;
                }
                let k = s & !STOP_WAITING;
                match self.sync_op(k) {
                    Some(SyncOp::Yield | SyncOp::OrderedYield) => {
                        yields = true;
                        continue;
                    }
                    Some(SyncOp::SpinYield) => {
                        yields = true;
                        spinning = true;
                        continue;
                    }
                    Some(op) if !is_block_barrier(op) => {
                        warp_ops = true;
                        continue;
                    }
                    _ => {}
                }
                match barrier {
                    None => barrier = Some(k),
                    Some(b) if b != k => diverged = true,
                    Some(_) => {}
                }
            }
            if warp_ops {
                // A warp operation that names lanes still on their way waits for them, unless
                // no thread could move then: lanes that never arrive (at a block barrier, or at
                // another operation that waits for these) are undefined behaviour in CUDA,
                // and the operation goes ahead with the lanes that are there.
                self.check_lanes_in_masks(ctaid)?;
                if !self.warp_step(false) && !yields {
                    self.warp_step(true);
                }
                self.hold_barrier_threads();
                self.order_warp_yields();
                continue;
            }
            if yields {
                self.hold_barrier_threads();
                self.order_warp_yields();
                if spinning && self.stall() {
                    self.watch_spins();
                    return Ok(BlockEnd::Stalled);
                }
                continue;
            }
            self.spin_rounds = 0;
            let Some(k) = barrier else {
                return self.done(ctaid);
            };
            if diverged {
                // `__syncthreads()` at different places (the two arms of an `if` that splits
                // the block by warps): a GPU's barrier counts the threads that arrive at it,
                // whichever instruction each waits at, so they go on together.
                let all_plain = self
                    .stops
                    .iter()
                    .filter(|&&s| s & STOP_DONE == 0)
                    .all(|&s| self.sync_op(s & !STOP_WAITING) == Some(SyncOp::Barrier));
                if !all_plain {
                    return Err(Fault::BarrierDivergence {
                        kernel: self.name.to_string(),
                        block: ctaid,
                    });
                }
                for s in self.stops.iter_mut().filter(|s| **s & STOP_DONE == 0) {
                    *s &= !STOP_WAITING;
                }
                continue;
            }
            // A cluster barrier of a block that is its own cluster is a block barrier.
            let cluster_barrier = self.sync_op(k) == Some(SyncOp::ClusterSync)
                && self.ctx.cluster.iter().product::<u32>() > 1;
            if self.sync_op(k) == Some(SyncOp::GridSync) || cluster_barrier {
                return Ok(BlockEnd::AtGroupBarrier(k));
            }
            let live = |t: &u32| self.stops[*t as usize] & STOP_DONE == 0;
            let preds = || (0..self.n).filter(live).map(|t| self.arg(t, 0) as u32 != 0);
            let result = match self.sync_op(k) {
                Some(SyncOp::BarrierCount) => preds().filter(|&p| p).count() as u64,
                Some(SyncOp::BarrierAnd) => preds().all(|p| p) as u64,
                Some(SyncOp::BarrierOr) => preds().any(|p| p) as u64,
                _ => 0,
            };
            let counted = matches!(
                self.sync_op(k),
                Some(SyncOp::BarrierCount | SyncOp::BarrierAnd | SyncOp::BarrierOr)
            );
            if counted {
                for t in (0..self.n).filter(live) {
                    self.set_result(t, result);
                }
            }
            self.release(k);
        }
    }

    /// Lets every live thread past the barrier `k` it waits at.
    fn release(&mut self, k: u32) {
        for s in self.stops.iter_mut().filter(|s| **s & STOP_DONE == 0) {
            *s = k;
        }
    }

    /// A lane at a warp operation that takes a mask must be in it, as a GPU's warp-synchronous
    /// instructions require.
    fn check_lanes_in_masks(&self, ctaid: [u32; 3]) -> Result<(), Fault> {
        for (t, &s) in self.stops.iter().enumerate() {
            if s & STOP_DONE != 0 {
                continue;
            }
            let takes_mask = match self.sync_op(s & !STOP_WAITING) {
                Some(op) => {
                    !is_block_barrier(op)
                        && !matches!(
                            op,
                            SyncOp::Yield
                                | SyncOp::OrderedYield
                                | SyncOp::SpinYield
                                | SyncOp::ActiveMask
                        )
                }
                None => false,
            };
            let mask = self.arg(t as u32, 0) as u32;
            if takes_mask && mask >> (t % 32) & 1 == 0 {
                return Err(Fault::LaneOutsideMask {
                    kernel: self.name.to_string(),
                    block: ctaid,
                    thread: self.thread_xyz(t as u32),
                    mask,
                });
            }
        }
        Ok(())
    }

    /// Performs the warp operations whose lanes are all there, lanes at one operation going
    /// through it together: an operation taking a mask waits until every lane the mask names
    /// that has not returned waits at an operation of its kind (on a GPU the lanes of a
    /// diverged warp meet there, wherever each came from); `__activemask()` answers with the
    /// lanes that reached it together, once no lane of the warp earlier in program order is
    /// still on its way there (lanes that diverged before it and have reconverged reach it
    /// together on a GPU). Operations go in program order, so that lanes at an earlier one go
    /// on first. Lanes that must wait are held (`STOP_WAITING`); with `force`, every operation
    /// goes ahead with the lanes at it. Returns whether any lane went through an operation.
    fn warp_step(&mut self, force: bool) -> bool {
        let mut any = false;
        let mut held_for_earlier = false;
        let order = |r: &Self, k: u32| r.kernel.syncs[k as usize - 1].order;
        for w in 0..self.n.div_ceil(32) {
            let base = w * 32;
            let lanes = (self.n - base).min(32);
            let mut live = 0u32;
            let mut pending = 0u32;
            // Lanes at yields, which go on, and where each lane is in program order.
            let mut yielding = 0u32;
            let mut place = [0u64; 32];
            // The site and operation each pending lane waits at.
            let mut at = [(0u32, SyncOp::Yield); 32];
            for lane in 0..lanes {
                let s = self.stops[(base + lane) as usize];
                if s & STOP_DONE != 0 {
                    continue;
                }
                live |= 1 << lane;
                let k = s & !STOP_WAITING;
                match self.sync_op(k) {
                    Some(SyncOp::Yield | SyncOp::OrderedYield | SyncOp::SpinYield) => {
                        yielding |= 1 << lane;
                        place[lane as usize] = order(self, k);
                    }
                    Some(op) if !is_block_barrier(op) => {
                        pending |= 1 << lane;
                        at[lane as usize] = (k, op);
                        place[lane as usize] = order(self, k);
                    }
                    _ => {}
                }
            }
            let mut through = 0u32;
            let mut left = pending;
            while left != 0 {
                // Lanes go through an operation together: those at its site (a converged
                // warp's lanes go through an instruction together, whatever masks they pass:
                // each half of the warp its own), and but for `__activemask()` and under
                // `force` those at one of its kind elsewhere with the same mask (lanes of a
                // partial-mask shuffle do not take part in a full-warp shuffle other lanes
                // wait at elsewhere: that one waits for them).
                let first = lanes_of(left)
                    .min_by_key(|&l| place[l as usize])
                    .unwrap_or(0);
                let (site, op) = at[first as usize];
                let by_site = force || op == SyncOp::ActiveMask;
                let mask = self.arg(base + first, 0) as u32;
                let joins = |l: u32| {
                    at[l as usize].0 == site || !by_site && self.arg(base + l, 0) as u32 == mask
                };
                let group = lanes_of(left)
                    .filter(|&l| at[l as usize].1 == op && joins(l))
                    .fold(0u32, |m, l| m | 1 << l);
                left &= !group;
                let mut ready = group;
                // (With every live lane in the group, no mask can name one outside it.)
                if !by_site && group != live {
                    // Drop lanes whose mask names a live lane not in the group, until none do.
                    loop {
                        let waiting = lanes_of(ready)
                            .filter(|&l| self.arg(base + l, 0) as u32 & live & !ready != 0)
                            .fold(0u32, |m, l| m | 1 << l);
                        if waiting == 0 {
                            break;
                        }
                        ready &= !waiting;
                    }
                }
                // Lanes on their way (through an earlier operation or a yield) may reach an
                // `__activemask()` and be active there.
                let moving = lanes_of((through | yielding) & !group)
                    .any(|l| place[l as usize] < place[first as usize]);
                if op == SyncOp::ActiveMask
                    && !force
                    && moving
                    && self.ordered_rounds < ORDERED_ROUND_LIMIT
                {
                    held_for_earlier = true;
                    continue;
                }
                if ready == 0 {
                    continue;
                }
                any = true;
                through |= ready;
                self.warp_op(op, base, ready);
                for l in lanes_of(ready) {
                    self.stops[(base + l) as usize] &= !STOP_WAITING;
                }
            }
            // The rest wait, and the block runs the others on.
            for l in lanes_of(pending & !through) {
                self.stops[(base + l) as usize] |= STOP_WAITING;
            }
        }
        self.ordered_rounds += u32::from(held_for_earlier);
        any
    }

    /// Holds, in each warp, the lanes stopped at an ordered yield later in program order than
    /// another lane's, so that the lanes at the earliest one go on first, as a GPU's warp goes
    /// through each statement with the lanes that reach it together (see
    /// `SyncOp::OrderedYield`). The holds of the round before are lifted first: every round
    /// some lanes at ordered yields go on.
    fn order_warp_yields(&mut self) {
        let ordered = |r: &Self, t: u32| {
            let s = r.stops[t as usize];
            s & STOP_DONE == 0 && r.sync_op(s) == Some(SyncOp::OrderedYield)
        };
        let mut held = false;
        for w in 0..self.n.div_ceil(32) {
            let lanes = w * 32..(w * 32 + 32).min(self.n);
            let at: Vec<u32> = lanes.filter(|&t| ordered(self, t)).collect();
            for &t in &at {
                self.stops[t as usize] &= !STOP_WAITING;
            }
            let order = |r: &Self, t: u32| r.kernel.syncs[r.stops[t as usize] as usize - 1].order;
            let Some(earliest) = at.iter().map(|&t| order(self, t)).min() else {
                continue;
            };
            if self.ordered_rounds >= ORDERED_ROUND_LIMIT {
                continue;
            }
            for &t in &at {
                if order(self, t) != earliest {
                    self.stops[t as usize] |= STOP_WAITING;
                    held = true;
                }
            }
        }
        self.ordered_rounds += u32::from(held);
    }

    /// Keeps threads that reached a block barrier where they are while the others run on to
    /// their warp operations or yields.
    fn hold_barrier_threads(&mut self) {
        for s in self.stops.iter_mut() {
            if *s & (STOP_DONE | STOP_WAITING) == 0 && *s != 0 {
                let op = self.kernel.syncs.get(*s as usize - 1).map(|p| p.op);
                if op.is_some_and(is_block_barrier) {
                    *s |= STOP_WAITING;
                }
            }
        }
    }

    /// Performs `op` for the lanes `members` of the warp whose first thread is `base`: each
    /// lane's result goes to its frame.
    fn warp_op(&self, op: SyncOp, base: u32, members: u32) {
        let mut values = [0u64; 32];
        for l in lanes_of(members) {
            values[l as usize] = self.arg(base + l, 1);
        }
        let nonzero = lanes_of(members)
            .filter(|&l| values[l as usize] as u32 != 0)
            .fold(0u32, |m, l| m | 1 << l);
        for lane in lanes_of(members) {
            let t = base + lane;
            let mask = self.arg(t, 0) as u32;
            // The lanes the operation combines for this one.
            let named = members & mask;
            let value = values[lane as usize];
            let r: u64 = match op {
                SyncOp::WarpSync => 0,
                SyncOp::ActiveMask => u64::from(members),
                SyncOp::VoteBallot => u64::from(nonzero & mask),
                SyncOp::VoteAll => u64::from(named & !nonzero == 0),
                SyncOp::VoteAny => u64::from(named & nonzero != 0),
                SyncOp::MatchAny => u64::from(
                    lanes_of(named)
                        .filter(|&u| values[u as usize] == value)
                        .fold(0u32, |m, u| m | 1 << u),
                ),
                SyncOp::MatchAll => {
                    let all = lanes_of(named).all(|u| values[u as usize] == value);
                    if all {
                        u64::from(named)
                    } else {
                        0
                    }
                }
                SyncOp::ReduceAdd
                | SyncOp::ReduceMin
                | SyncOp::ReduceMax
                | SyncOp::ReduceUMin
                | SyncOp::ReduceUMax
                | SyncOp::ReduceAnd
                | SyncOp::ReduceOr
                | SyncOp::ReduceXor => {
                    let mut combined = lanes_of(named).map(|u| values[u as usize] as u32);
                    let first = combined.next().unwrap_or(0);
                    u64::from(combined.fold(first, |a, v| match op {
                        SyncOp::ReduceAdd => a.wrapping_add(v),
                        SyncOp::ReduceMin => (a as i32).min(v as i32) as u32,
                        SyncOp::ReduceMax => (a as i32).max(v as i32) as u32,
                        SyncOp::ReduceUMin => a.min(v),
                        SyncOp::ReduceUMax => a.max(v),
                        SyncOp::ReduceAnd => a & v,
                        SyncOp::ReduceOr => a | v,
                        _ => a ^ v,
                    }))
                }
                SyncOp::ShflIdx | SyncOp::ShflUp | SyncOp::ShflDown | SyncOp::ShflXor => {
                    let arg = self.arg(t, 2) as i32;
                    let width = (self.arg(t, 3) as i32).clamp(1, 32) as u32;
                    let seg = lane / width * width;
                    // (A GPU reads an offset's low five bits: up or down by 33 is by 1.)
                    let delta = arg as u32 & 31;
                    let src = match op {
                        SyncOp::ShflIdx => Some(seg + (arg as u32 % width)),
                        SyncOp::ShflUp => (lane - seg).checked_sub(delta).map(|_| lane - delta),
                        SyncOp::ShflDown => (lane - seg + delta < width).then_some(lane + delta),
                        // Butterfly: a lane may read any lane up to the end of its own segment,
                        // so a later segment reads an earlier one (PTX `shfl.bfly`).
                        _ => {
                            let s = (lane ^ arg as u32) & 31;
                            (s < seg + width).then_some(s)
                        }
                    };
                    // A source lane that takes no part (not launched, or not at this
                    // shuffle) reads as 0, as GPUs give (measured; CUDA leaves it undefined,
                    // and NVIDIA's reduction sample relies on it); one past the segment gives
                    // the lane its own value.
                    match src {
                        Some(s) if members >> s & 1 == 1 => values[s as usize],
                        Some(_) => 0,
                        None => value,
                    }
                }
                _ => 0,
            };
            self.set_result(t, r);
        }
    }

    /// The end of block `block`, unless one of its threads wrote into the guard after its
    /// shared segment.
    /// Counts a round in which the block's threads only spun; whether the block has spun
    /// long enough that its worker should run other blocks.
    fn stall(&mut self) -> bool {
        self.spin_rounds += 1;
        if self.may_suspend && self.spin_rounds >= SPIN_ROUND_LIMIT {
            self.spin_rounds = 0;
            return true;
        }
        false
    }

    fn done(&self, block: [u32; 3]) -> Result<BlockEnd, Fault> {
        let size = self.ctx.shared_end as usize - self.ctx.shared as usize;
        // SAFETY: the guard follows the segment, inside the runner's allocation.
        let guard = unsafe { std::slice::from_raw_parts(self.ctx.shared_end, SHARED_GUARD) };
        match guard.iter().position(|&b| b != SHARED_GUARD_BYTE) {
            None => Ok(BlockEnd::Done),
            Some(offset) => Err(Fault::SharedOverrun {
                kernel: self.name.to_string(),
                block,
                offset,
                size,
            }),
        }
    }

    fn fault(&self, code: u32, block: [u32; 3]) -> Fault {
        let kernel = self.name.to_string();
        let (address, thread) = (self.ctx.fault_addr, self.ctx.fault_thread);
        match code {
            codegen::FAULT_ADDRESS => {
                return Fault::IllegalAddress {
                    address,
                    kernel,
                    block,
                    thread: self.thread_xyz(thread),
                }
            }
            codegen::FAULT_MISALIGNED => {
                return Fault::MisalignedAddress {
                    address,
                    kernel,
                    block,
                    thread: self.thread_xyz(thread),
                }
            }
            _ => {}
        }
        match self
            .launch
            .assert_message
            .lock()
            .ok()
            .and_then(|m| m.clone())
        {
            Some(message) => Fault::Assert { message },
            None => Fault::Trap {
                kernel,
                reason: self.launch.trap_reason.lock().ok().and_then(|m| m.clone()),
            },
        }
    }
}

impl Drop for BlockRunner<'_> {
    fn drop(&mut self) {
        self.module.arena.free(self.frames);
        self.module.arena.free(self.shared_seg);
    }
}

/// The lanes set in a warp's lane mask, lowest first.
fn lanes_of(mask: u32) -> impl Iterator<Item = u32> {
    (0..32).filter(move |l| mask >> l & 1 == 1)
}

/// Whether every thread of the block waits at `op` (a grid barrier is one for each block).
fn is_block_barrier(op: SyncOp) -> bool {
    matches!(
        op,
        SyncOp::Barrier
            | SyncOp::BarrierCount
            | SyncOp::BarrierAnd
            | SyncOp::BarrierOr
            | SyncOp::GridSync
            | SyncOp::ClusterSync
    )
}

/// How many threads the machine runs at once (at least one; the multiprocessors the CPU
/// device reports), asked once: the answer reads files under `/proc` and `/sys` (the
/// process's CPU quota), which cost more than a small launch.
pub fn core_count() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
