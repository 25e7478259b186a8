//! Cranelift code generation for kernels.
//!
//! A kernel becomes one machine-code function that runs a range of a block's threads, each from
//! where it last stopped to its next synchronisation point:
//!
//! ```text
//! fn run(block: *mut BlockCtx, first: u32, end: u32) -> u32   // 0, or a fault code
//! for t in first..end:
//!     if stops[t] is DONE or WAITING: skip
//!     resume at stops[t] (0 = kernel entry, k = after sync point k)
//!     ... kernel code ...
//!     at sync point k: write its operands to the thread's frame, spill the registers live
//!     across it (to the block's spill area), stops[t] = k; next thread
//!     at return: stops[t] = DONE; next thread
//! ```
//!
//! So the loop over a block's threads is inside the compiled code, around each barrier-free
//! region; only registers live across a synchronisation point go through memory (the block's
//! spill area), everything else stays in machine registers.
//!
//! The spill area holds the registers of each group of four consecutive threads side by
//! side: a register of `w` bytes has `4 * w` bytes in the group's row, thread `t`'s at
//! `(t % 4) * w` in them. The scalar code addresses one thread's; the lockstep code
//! ([`lanes`]) moves a register's four lanes with one vector access.

mod lanes;

pub use lanes::LANES;

use crate::{int128, intrinsics};
use cranelift_codegen::ir::{
    self as cl, condcodes::FloatCC, condcodes::IntCC, types, AbiParam, InstBuilder, MemFlagsData,
    StackSlotData, StackSlotKind, UserFuncName,
};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch, Variable};
use cranelift_jit::{ArenaMemoryProvider, JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId as ClFuncId, Linkage, Module as _};
use ferrocuda_ir::{self as ir, BinOp, CastOp, CmpOp, Inst, Terminator, Type, UnOp, Var};
use std::collections::HashMap;

/// The address space reserved for one kernel's compiled code (its callees included): within
/// the reach of 32-bit relative calls and loads.
const JIT_ARENA_BYTES: usize = 1 << 30;

/// The per-block context compiled code reads. Field offsets are part of the generated code.
#[repr(C)]
pub struct BlockCtx {
    pub ctaid: [u32; 3],
    pub ntid: [u32; 3],
    pub nctaid: [u32; 3],
    pub nthreads: u32,
    pub shared: *mut u8,
    pub frames: *mut u8,
    pub params: *const u8,
    pub stops: *mut u32,
    /// The arena, for helpers (compiled code has its bounds as constants).
    pub arena_base: u64,
    pub arena_len: u64,
    pub fault_addr: u64,
    pub fault_thread: u32,
    /// Nonzero in a cooperative launch.
    pub cooperative: u32,
    pub dyn_shared: *mut u8,
    /// The launch's state for helpers (`printf`, `assert`, `malloc`).
    pub launch: *const crate::exec::LaunchShared,
    /// Each thread's last device-runtime error (`device_runtime`); not read by compiled code.
    pub device_errors: *mut u32,
    /// Registered host memory kernels may reach: `mapped_count` pairs of start and length.
    pub mapped: *const u64,
    pub mapped_count: u64,
    /// The end of the block's shared memory (static and dynamic): `shared..shared_end`.
    pub shared_end: *mut u8,
    /// The blocks of the thread block cluster along each axis (all 1 without clusters).
    pub cluster: [u32; 3],
    /// The start of each cluster block's shared memory, by rank in the cluster; read only where
    /// the cluster has more than one block (null, or the resident blocks' table, otherwise).
    pub cluster_shared: *const u64,
    /// The registers spilled at synchronisation points: a row of
    /// [`CompiledKernel::spill_row`] bytes for each group of four threads (see the module's
    /// comment).
    pub spills: *mut u8,
    /// The stop code every thread of the block holds when a run over all of them starts, where
    /// the executor knows one (not done, not waiting): the lockstep groups then go to its
    /// resume point without reading their stop codes (each thread runs one region per run, so
    /// a group not reached yet still holds it). [`NO_COMMON_STOP`] otherwise.
    pub common_stop: u32,
}

mod off {
    pub const CTAID: i32 = 0;
    pub const NTID: i32 = 12;
    pub const NCTAID: i32 = 24;
    pub const SHARED: i32 = 40;
    pub const FRAMES: i32 = 48;
    pub const PARAMS: i32 = 56;
    pub const STOPS: i32 = 64;
    pub const FAULT_ADDR: i32 = 88;
    pub const FAULT_THREAD: i32 = 96;
    pub const COOPERATIVE: i32 = 100;
    pub const DYN_SHARED: i32 = 104;
    pub const MAPPED: i32 = 128;
    pub const MAPPED_COUNT: i32 = 136;
    pub const SHARED_END: i32 = 144;
    pub const CLUSTER: i32 = 152;
    pub const SPILLS: i32 = 176;
    pub const COMMON_STOP: i32 = 184;
}

// The compiled code reads the context at these offsets.
const _: () = {
    use std::mem::offset_of;
    assert!(offset_of!(BlockCtx, ctaid) == off::CTAID as usize);
    assert!(offset_of!(BlockCtx, ntid) == off::NTID as usize);
    assert!(offset_of!(BlockCtx, nctaid) == off::NCTAID as usize);
    assert!(offset_of!(BlockCtx, shared) == off::SHARED as usize);
    assert!(offset_of!(BlockCtx, frames) == off::FRAMES as usize);
    assert!(offset_of!(BlockCtx, params) == off::PARAMS as usize);
    assert!(offset_of!(BlockCtx, stops) == off::STOPS as usize);
    assert!(offset_of!(BlockCtx, fault_addr) == off::FAULT_ADDR as usize);
    assert!(offset_of!(BlockCtx, fault_thread) == off::FAULT_THREAD as usize);
    assert!(offset_of!(BlockCtx, cooperative) == off::COOPERATIVE as usize);
    assert!(offset_of!(BlockCtx, dyn_shared) == off::DYN_SHARED as usize);
    assert!(offset_of!(BlockCtx, mapped) == off::MAPPED as usize);
    assert!(offset_of!(BlockCtx, mapped_count) == off::MAPPED_COUNT as usize);
    assert!(offset_of!(BlockCtx, shared_end) == off::SHARED_END as usize);
    assert!(offset_of!(BlockCtx, cluster) == off::CLUSTER as usize);
    assert!(offset_of!(BlockCtx, spills) == off::SPILLS as usize);
    assert!(offset_of!(BlockCtx, common_stop) == off::COMMON_STOP as usize);
};

/// `stops[t]` of a thread that has returned.
pub const STOP_DONE: u32 = 0x4000_0000;
/// Set on `stops[t]` of a thread held at a block barrier while its warp does warp operations,
/// or at a warp operation until the lanes it names arrive.
pub const STOP_WAITING: u32 = 0x8000_0000;
/// [`BlockCtx::common_stop`] where the threads' stop codes differ, or are not known to agree.
pub const NO_COMMON_STOP: u32 = STOP_WAITING;

/// Fault codes the compiled function returns.
pub const FAULT_ADDRESS: u32 = 1;
pub const FAULT_TRAP: u32 = 2;
/// A load, store or atomic at an address that is not a multiple of its size.
pub const FAULT_MISALIGNED: u32 = 3;
/// Not a fault: what a called function returns where the thread exits in it (PTX's `exit`),
/// which ends the thread as a kernel's return does.
const THREAD_EXIT: u32 = 4;

/// Frame layout: the synchronisation request (result, then up to four operands), then the
/// thread's local slots.
pub const FRAME_RESULT: u32 = 0;
pub const FRAME_ARGS: u32 = 8;
/// The most operands of a synchronisation point the frame holds.
pub const SYNC_OPERANDS: usize = 4;
const FRAME_LOCALS: u32 = FRAME_ARGS + 8 * SYNC_OPERANDS as u32;

pub type RunFn = unsafe extern "C" fn(*mut BlockCtx, u32, u32) -> u32;

/// A synchronisation point of a compiled kernel.
#[derive(Clone, Copy, Debug)]
pub struct SyncPoint {
    pub op: ir::SyncOp,
    /// Where it is in program order (see `schedule::program_order`): earlier points compare
    /// less.
    pub order: u64,
    /// How many operands a thread stopped here left in its frame.
    pub operands: u8,
}

pub struct CompiledKernel {
    pub run: RunFn,
    pub frame_size: u32,
    /// The bytes of a group of four threads' spilled registers (a multiple of 16).
    pub spill_row: u32,
    /// The bytes of the kernel's own addressed locals (arrays, variables whose address is
    /// taken): what a GPU keeps in local memory, without the executor's spills.
    pub local_bytes: u32,
    /// Indexed by resume point - 1.
    pub syncs: Vec<SyncPoint>,
    pub static_shared: u32,
    /// The kernel makes calls (native ones, on the running thread's stack) or keeps registers
    /// in stack slots of more than [`SHALLOW_STACK_SLOTS`] bytes: its threads need a deep
    /// native stack.
    pub deep_stack: bool,
    /// Some region of it runs four threads in lockstep (see `codegen::lanes`).
    pub lockstep: bool,
    _module: JitHolder,
}

/// Keeps the machine code alive; the module is never used again after finalisation.
struct JitHolder(Option<JITModule>);
// SAFETY: the JIT module is only kept to own the code memory; nothing calls into it after
// `compile` returns, and the finalized code is immutable.
unsafe impl Send for JitHolder {}
unsafe impl Sync for JitHolder {}

impl Drop for JitHolder {
    fn drop(&mut self) {
        if let Some(module) = self.0.take() {
            // SAFETY: the holder goes with its `CompiledKernel`, the only owner of pointers to
            // the code: nothing runs or calls it any more.
            unsafe { module.free_memory() };
        }
    }
}

/// Where module globals live: shared ones at an offset in the block's segment, the rest at a fixed
/// address in the arena.
#[derive(Clone, Copy, Debug)]
pub enum GlobalPlace {
    Shared(u32),
    Fixed(u64),
}

/// Bytes of each thread's frame set aside for the frames of calls, when the kernel
/// makes any. A call that would not fit is a fault at the callee's entry, which bounds the
/// recursion (and so the native stack the calls use: every frame takes at least
/// [`MIN_CALL_FRAME`] bytes of this).
pub const CALL_STACK: u32 = 64 * 1024;
const MIN_CALL_FRAME: u32 = 32;

/// Copies (`Inst::MemCopy`) up to this many bytes are compiled as loads and stores.
const INLINE_COPY_BYTES: u32 = 64;

/// The blocks past which a kernel's registers are allocated in a single pass.
const HUGE_KERNEL_BLOCKS: usize = 2000;

/// The blocks past which a kernel is compiled without optimization.
const GIANT_KERNEL_BLOCKS: usize = 100_000;

/// What a kernel is compiled from.
#[derive(Clone, Copy)]
pub struct KernelSource<'a> {
    pub kernel: &'a ir::Function,
    pub module: &'a ir::Module,
    /// By function: compiled beside the kernel as a function that runs one thread's call
    /// (every other call is inlined).
    pub called: &'a [bool],
    pub places: &'a [GlobalPlace],
    pub static_shared: u32,
    pub arena: ArenaBounds,
}

/// Compiles `source`'s kernel, with lockstep code where [`lanes`] finds regions for it.
pub fn compile(source: &KernelSource) -> Result<CompiledKernel, String> {
    // `FERROCUDA_LOCKSTEP=off` compiles the scalar code alone; `strict` makes a failure to
    // compile the lockstep code an error rather than a fallback (for testing the backend).
    let mode = std::env::var("FERROCUDA_LOCKSTEP").unwrap_or_default();
    let exiting = ir::opt::exiting_functions(source.module, source.called);
    let mut plan = match mode.as_str() {
        "off" => None,
        _ => lanes::LanePlan::new(source.kernel, source.module, &exiting),
    };
    loop {
        let lockstep = plan.is_some();
        match compile_with(source, plan.take(), &exiting) {
            // The lockstep code is a second rendering of the kernel: where the code generator
            // cannot lower one of its vector instructions on this CPU, the scalar code alone
            // runs.
            Err(_) if lockstep && mode != "strict" => continue,
            compiled => return compiled,
        }
    }
}

/// Compiles `source`'s kernel with the lockstep code of `plan`; `exiting` says, by function,
/// where a thread may exit in a call (see [`ir::opt::exiting_functions`]).
fn compile_with(
    source: &KernelSource,
    plan: Option<lanes::LanePlan>,
    exiting: &[bool],
) -> Result<CompiledKernel, String> {
    let KernelSource {
        kernel: f,
        module,
        called,
        places,
        static_shared,
        arena,
    } = *source;
    let mut flags = settings::builder();
    // A giant kernel is compiled without optimization, whose memory grows with the function's
    // size faster than the code does (libcu++'s atomics tests, inlined whole: 2.4 million
    // instructions).
    let optimized = f.blocks.len() <= GIANT_KERNEL_BLOCKS;
    let opt_level = if optimized { "speed" } else { "none" };
    flags
        .set("opt_level", opt_level)
        .map_err(|e| e.to_string())?;
    // The backtracking register allocator's time grows faster than the code's size: a kernel
    // of tens of thousands of blocks (a `switch` of that many cases) took minutes to compile.
    // Such a kernel gets the single-pass allocator, quick at the cost of more spills.
    if f.blocks.len() > HUGE_KERNEL_BLOCKS {
        flags
            .set("regalloc_algorithm", "single_pass")
            .map_err(|e| e.to_string())?;
    }
    flags.set("is_pic", "false").map_err(|e| e.to_string())?;
    flags
        .set("use_colocated_libcalls", "false")
        .map_err(|e| e.to_string())?;
    // `__int128` arguments and results in two registers, as the C ABI passes them (to the
    // helpers in `int128` and between device functions).
    flags
        .set("enable_llvm_abi_extensions", "true")
        .map_err(|e| e.to_string())?;
    let isa = cranelift_native::builder()
        .map_err(|e| format!("this CPU is not supported by the code generator: {e}"))?
        .finish(settings::Flags::new(flags))
        .map_err(|e| e.to_string())?;
    let fused_lanes = isa
        .isa_flags()
        .iter()
        .any(|flag| flag.name == "has_fma" && flag.as_bool() == Some(true));
    let mut jb = JITBuilder::with_isa(isa, default_libcall_names());
    // One reserved region for the kernel's code and constants: calls between its functions
    // and loads of its constants are 32-bit relative, which pages the system hands out
    // anywhere in the address space may not reach. Only address space is reserved.
    let code_memory = ArenaMemoryProvider::new_with_size(JIT_ARENA_BYTES)
        .map_err(|e| format!("cannot reserve memory for the kernel's code: {e}"))?;
    jb.memory_provider(Box::new(code_memory));
    for h in intrinsics::helpers() {
        jb.symbol(h.symbol, h.address as *const u8);
    }
    let mut jit = JITModule::new(jb);
    let ptr = types::I64;
    let mut sig = jit.make_signature();
    sig.params.push(AbiParam::new(ptr));
    sig.params.push(AbiParam::new(types::I32));
    sig.params.push(AbiParam::new(types::I32));
    sig.returns.push(AbiParam::new(types::I32));
    let fid = jit
        .declare_function(&f.name, Linkage::Export, &sig)
        .map_err(|e| e.to_string())?;
    let mut helper_ids: HashMap<&'static str, ClFuncId> = HashMap::new();
    for h in intrinsics::helpers() {
        let mut s = jit.make_signature();
        for p in h.params {
            s.params.push(AbiParam::new(*p));
        }
        if let Some(r) = h.ret {
            s.returns.push(AbiParam::new(r));
        }
        let id = jit
            .declare_function(h.symbol, Linkage::Import, &s)
            .map_err(|e| e.to_string())?;
        helper_ids.insert(h.symbol, id);
    }
    let callees = ir::opt::called_functions(module, f, called);
    let mut callee_ids: Vec<(u32, ClFuncId)> = Vec::new();
    for id in &callees {
        let s = callee_signature(&jit, &module.functions[id.0 as usize]);
        let cid = jit
            .declare_function(&format!("fc_call_{}", id.0), Linkage::Local, &s)
            .map_err(|e| e.to_string())?;
        callee_ids.push((id.0, cid));
    }
    let mut fbc = FunctionBuilderContext::new();
    let layout = FrameLayout::new(f, plan.as_ref().map(|p| p.spilled()).unwrap_or_default());
    let frame_stride = if callees.is_empty() {
        layout.size
    } else {
        layout.size + CALL_STACK
    };
    let mut syncs = Vec::new();
    let mut slot_bytes = 0;
    // The kernel, then each function it calls.
    let mut work: Vec<(ClFuncId, &ir::Function, Option<cl::Signature>)> = vec![(fid, f, None)];
    for (id, cid) in &callee_ids {
        let g = &module.functions[*id as usize];
        work.push((*cid, g, Some(callee_signature(&jit, g))));
    }
    let dump = std::env::var_os("FERROCUDA_DUMP_CLIF").is_some();
    for (cid, g, callee_sig) in work {
        let mut ctx = jit.make_context();
        let is_kernel = callee_sig.is_none();
        ctx.func.signature = callee_sig.unwrap_or_else(|| sig.clone());
        ctx.func.name = UserFuncName::user(0, cid.as_u32());
        let own_layout;
        let layout = if is_kernel {
            &layout
        } else {
            own_layout = FrameLayout::new(g, Vec::new());
            &own_layout
        };
        let target = jit.target_config();
        {
            let mut b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
            let mut helpers = HashMap::new();
            for (name, id) in &helper_ids {
                helpers.insert(*name, jit.declare_func_in_func(*id, b.func));
            }
            let mut callees = HashMap::new();
            for (id, callee) in &callee_ids {
                callees.insert(*id, jit.declare_func_in_func(*callee, b.func));
            }
            let mut gen = Gen::new(
                &mut b,
                g,
                module,
                DeviceData { places, arena },
                layout,
                helpers,
                callees,
            );
            gen.exiting = exiting;
            if is_kernel {
                if let Some(plan) = &plan {
                    gen.run_lanes(plan);
                }
                gen.frame_stride = frame_stride;
                gen.fused_lanes = fused_lanes;
                gen.emit()?;
                syncs = gen.syncs.clone();
            } else {
                gen.emit_function()?;
            }
            slot_bytes = slot_bytes.max(gen.slot_bytes);
            b.seal_all_blocks();
            b.finalize(target);
        }
        if dump {
            ctx.set_disasm(true);
        }
        jit.define_function(cid, &mut ctx)
            .map_err(|e| format!("code generation failed for '{}': {e:?}", g.name))?;
        if dump {
            if let Some(code) = ctx.compiled_code().and_then(|c| c.vcode.clone()) {
                eprintln!("{code}");
            }
        }
        jit.clear_context(&mut ctx);
    }
    jit.finalize_definitions().map_err(|e| e.to_string())?;
    let code = jit.get_finalized_function(fid);
    // SAFETY: the function was compiled with exactly this signature.
    let run: RunFn = unsafe { std::mem::transmute::<*const u8, RunFn>(code) };
    Ok(CompiledKernel {
        run,
        frame_size: frame_stride,
        spill_row: layout.spill_row,
        local_bytes: layout.local_bytes,
        syncs,
        static_shared,
        deep_stack: !callees.is_empty() || slot_bytes > SHALLOW_STACK_SLOTS,
        lockstep: plan.is_some(),
        _module: JitHolder(Some(jit)),
    })
}

/// Where device memory is, as compiled code addresses it.
struct DeviceData<'a> {
    /// The module's variables, by global index.
    places: &'a [GlobalPlace],
    /// The arena every device access must fall in: fixed for the module's life, so its
    /// bounds are immediates rather than values held in registers through every loop.
    arena: ArenaBounds,
}

/// Where the arena lies: compiled code checks every device access against it.
#[derive(Clone, Copy, Debug)]
pub struct ArenaBounds {
    pub base: u64,
    pub len: u64,
}

/// The signature of a called function compiled on its own: the block context, the thread's
/// index and `threadIdx`, its frame (in the caller's call stack) and the end of that stack,
/// then the IR parameters; it returns a fault code (0: none), then the IR result.
fn callee_signature(jit: &JITModule, g: &ir::Function) -> cl::Signature {
    let mut s = jit.make_signature();
    s.params.push(AbiParam::new(types::I64));
    for _ in 0..4 {
        s.params.push(AbiParam::new(types::I32));
    }
    s.params.push(AbiParam::new(types::I64));
    s.params.push(AbiParam::new(types::I64));
    for i in 0..g.params.len() {
        s.params.push(AbiParam::new(cl_type(g.var_types[i])));
    }
    s.returns.push(AbiParam::new(types::I32));
    if let Some(r) = g.ret {
        s.returns.push(AbiParam::new(cl_type(r)));
    }
    s
}

/// Where each register that crosses a synchronisation point is spilled, and each local slot.
struct FrameLayout {
    /// By register: its place in a group's row of the spill area.
    spill: HashMap<Var, SpillSlot>,
    /// The bytes of a group's row.
    spill_row: u32,
    locals: HashMap<Var, u32>,
    /// For each block, for each instruction index that is a sync: the registers live after it.
    live_after_sync: HashMap<(usize, usize), Vec<Var>>,
    size: u32,
    /// The bytes of the locals laid out as declared (without the padding that aligns each
    /// further in the frame): what the kernel reports as its local memory.
    local_bytes: u32,
}

/// A spilled register's place in a group's row of the spill area: four lanes of `width` bytes
/// from `offset`.
#[derive(Clone, Copy)]
struct SpillSlot {
    offset: u32,
    width: u32,
}

impl FrameLayout {
    /// `diverging`: the registers the lockstep lanes leave in the frames where they part
    /// (see [`lanes`]), spilled as those live across syncs are.
    fn new(f: &ir::Function, diverging: Vec<Var>) -> FrameLayout {
        let mut live_after_sync = ir::liveness::live_after_syncs(f);
        // Parameters the function never assigns keep their entry values, which every resume
        // point sees (a kernel defines them before its thread loop): nothing to spill.
        let assigned = f.assignment_counts();
        for live in live_after_sync.values_mut() {
            live.retain(|v| v.0 as usize >= f.params.len() || assigned[v.0 as usize] > 0);
        }
        let mut vars: Vec<Var> = live_after_sync.values().flatten().copied().collect();
        vars.extend(diverging);
        vars.sort();
        vars.dedup();
        // Widest first, so that each register's four lanes are aligned to their size.
        vars.sort_by_key(|v| std::cmp::Reverse(f.var_type(*v).bytes()));
        let mut spill = HashMap::new();
        let mut row = 0;
        for v in vars {
            let width = f.var_type(v).bytes();
            spill.insert(v, SpillSlot { offset: row, width });
            row += lanes::LANES * width;
        }
        let mut next = FRAME_LOCALS;
        let mut locals = HashMap::new();
        // The locals as declared, for what the kernel reports as its local memory.
        let mut declared = 0u32;
        for b in &f.blocks {
            for i in &b.insts {
                if let Inst::Local { dst, size, align } = i {
                    let align = (*align).clamp(1, 64);
                    declared = declared.next_multiple_of(align) + size;
                    // As aligned as a GPU's compiler leaves local arrays in practice: wide
                    // enough for a 16-byte access at the start (measured: an 8-byte load from
                    // a `uint32_t[7]` is not misaligned on an H200, even with `-G`).
                    let a = align.max(size.next_power_of_two().min(16));
                    next = next.next_multiple_of(a);
                    locals.insert(*dst, next);
                    next += size;
                }
            }
        }
        FrameLayout {
            spill,
            spill_row: row.next_multiple_of(16),
            locals,
            live_after_sync,
            size: next.div_ceil(16) * 16,
            local_bytes: declared,
        }
    }
}

/// Where the value of an IR register is while a function is generated.
enum Register {
    /// A variable of Cranelift's SSA builder, which finds the value reaching each use.
    Variable(Variable),
    /// The value itself, once defined: see [`block_local_registers`].
    Local(Option<cl::Value>),
    /// A stack slot, stored at each definition and loaded at each use: the registers that cross
    /// blocks of a function too large for variables (see [`SSA_TABLE_ENTRIES`]).
    Slot(cl::StackSlot, cl::Type),
}

/// The most entries Cranelift's SSA builder may need for a function's variables: it keeps, for
/// each variable, a table as long as the function has blocks. Past this (a kernel of a hundred
/// thousand blocks, libcu++'s tests inlined whole, came to tens of gigabytes), the registers that
/// cross blocks are kept in stack slots instead, slower but of bounded size.
const SSA_TABLE_ENTRIES: usize = 1 << 26;

/// Stack slots of more bytes than this in a function need the deep native stack that threads
/// running calls get (`CompiledKernel::deep_stack`).
const SHALLOW_STACK_SLOTS: u32 = 256 * 1024;

/// For each register, whether it is block-local ([`ir::liveness::block_local`]) and never live
/// across a sync: its one value dominates every use, so it needs no variable. Most registers
/// are such temporaries, and each variable costs Cranelift's SSA builder a table as long as the
/// function has blocks: a function of ten thousand blocks would need gigabytes.
fn block_local_registers(f: &ir::Function, layout: &FrameLayout) -> Vec<bool> {
    let mut local = ir::liveness::block_local(f);
    for v in layout.spill.keys() {
        local[v.0 as usize] = false;
    }
    local
}

fn cl_type(t: Type) -> cl::Type {
    match t {
        Type::Bool | Type::I8 => types::I8,
        Type::I16 => types::I16,
        Type::I32 => types::I32,
        Type::I64 | Type::Ptr => types::I64,
        Type::I128 => types::I128,
        Type::F32 => types::F32,
        Type::F64 => types::F64,
    }
}

pub(crate) struct Gen<'a, 'b> {
    b: &'a mut FunctionBuilder<'b>,
    f: &'a ir::Function,
    module: &'a ir::Module,
    layout: &'a FrameLayout,
    helpers: HashMap<&'static str, cl::FuncRef>,
    /// Where each IR register's value is, by register number.
    regs: Vec<Register>,
    blocks: Vec<cl::Block>,
    syncs: Vec<SyncPoint>,
    /// Each IR block's place in program order (see `schedule::program_order`).
    block_order: Vec<u32>,
    /// Resume blocks, by resume point (index 0 is the kernel entry).
    resumes: Vec<cl::Block>,
    ctx: cl::Value,
    t: Variable,
    /// `threadIdx` of thread `t`, kept up to date by the thread loop (no division per thread).
    tid: [Variable; 3],
    frame: Variable,
    /// Bytes from one thread's frame to the next (its call stack included).
    frame_stride: u32,
    /// The end of the call stack the frames of calls go in.
    stack_end: Variable,
    /// The functions this one calls, by IR function index.
    callees: HashMap<u32, cl::FuncRef>,
    /// Compiling a called function (one thread's call), not a kernel.
    is_callee: bool,
    /// By function: a thread may exit in a call of it (see [`ir::opt::exiting_functions`]).
    exiting: &'a [bool],
    latch: cl::Block,
    fault: cl::Block,
    misaligned: cl::Block,
    trap: cl::Block,
    data: DeviceData<'a>,
    /// What runs in lockstep (kernels only): see [`lanes`].
    lanes: Option<&'a lanes::LanePlan>,
    /// The vector variables of the varying registers, by register number.
    vregs: Vec<Option<[Variable; 2]>>,
    /// Generating the lockstep code: varying registers are read from their vectors.
    vector: bool,
    /// Generating one lane's code of the lockstep code: varying registers are that lane.
    lane: Option<u32>,
    /// The values each lane's code gave registers, by register, until they become vectors.
    lane_defs: Vec<(Var, Vec<cl::Value>)>,
    /// The masks (lanes of all ones or zeros) of the lockstep comparisons of the IR block being
    /// generated, by the `bool` register holding their result: a branch on one tests them.
    compare_masks: HashMap<Var, Vec<cl::Value>>,
    /// The kernel's synchronisation points: the divergences' resume points follow.
    syncs_total: usize,
    /// The CPU has fused multiply-adds on vectors.
    fused_lanes: bool,
    /// By register: it holds only addresses in the block's shared memory
    /// (`address_space::shared_only_addresses`).
    shared_only: Vec<bool>,
    /// The bytes of the stack slots that hold registers ([`Register::Slot`]).
    slot_bytes: u32,
}

impl<'a, 'b> Gen<'a, 'b> {
    fn new(
        b: &'a mut FunctionBuilder<'b>,
        f: &'a ir::Function,
        module: &'a ir::Module,
        data: DeviceData<'a>,
        layout: &'a FrameLayout,
        helpers: HashMap<&'static str, cl::FuncRef>,
        callees: HashMap<u32, cl::FuncRef>,
    ) -> Self {
        let t = b.declare_var(types::I32);
        let tid = [
            b.declare_var(types::I32),
            b.declare_var(types::I32),
            b.declare_var(types::I32),
        ];
        let frame = b.declare_var(types::I64);
        let stack_end = b.declare_var(types::I64);
        let local = block_local_registers(f, layout);
        let crossing = local.iter().filter(|l| !**l).count();
        let in_slots = crossing.saturating_mul(f.blocks.len()) > SSA_TABLE_ENTRIES;
        let mut slot_bytes = 0;
        let regs = (local.into_iter().zip(&f.var_types))
            .map(|(local, ty)| match (local, in_slots) {
                (true, _) => Register::Local(None),
                (false, false) => Register::Variable(b.declare_var(cl_type(*ty))),
                (false, true) => {
                    let ty = cl_type(*ty);
                    let bytes = ty.bytes();
                    let align = bytes.trailing_zeros() as u8;
                    let data = StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, align);
                    slot_bytes += bytes;
                    Register::Slot(b.create_sized_stack_slot(data), ty)
                }
            })
            .collect();
        let dummy = cl::Value::from_u32(0);
        let latch = b.create_block();
        let fault = b.create_block();
        let misaligned = b.create_block();
        let trap = b.create_block();
        Gen {
            b,
            f,
            module,
            data,
            layout,
            helpers,
            regs,
            blocks: vec![],
            syncs: vec![],
            block_order: vec![],
            resumes: vec![],
            ctx: dummy,
            t,
            tid,
            frame,
            frame_stride: layout.size,
            stack_end,
            callees,
            is_callee: false,
            exiting: &[],
            latch,
            fault,
            misaligned,
            trap,
            lanes: None,
            vregs: Vec::new(),
            vector: false,
            lane: None,
            lane_defs: Vec::new(),
            compare_masks: HashMap::new(),
            syncs_total: 0,
            fused_lanes: false,
            shared_only: crate::address_space::shared_only_addresses(f, module),
            slot_bytes,
        }
    }

    fn flags() -> MemFlagsData {
        MemFlagsData::trusted()
    }

    /// A field of the block context: constant while the function runs (the fault fields, which
    /// code writes, are never read back), so loads may be merged and hoisted out of loops.
    fn ctx_load(&mut self, ty: cl::Type, offset: i32) -> cl::Value {
        let flags = Self::flags().with_readonly().with_can_move();
        self.b.ins().load(ty, flags, self.ctx, offset)
    }

    fn emit(&mut self) -> Result<(), String> {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params = self.b.block_params(entry).to_vec();
        self.ctx = params[0];
        let (first, end) = (params[1], params[2]);
        self.b.def_var(self.t, first);
        let nx = self.ctx_load(types::I32, off::NTID);
        let ny = self.ctx_load(types::I32, off::NTID + 4);
        let x = self.b.ins().urem(first, nx);
        let q = self.b.ins().udiv(first, nx);
        let y = self.b.ins().urem(q, ny);
        let z = self.b.ins().udiv(q, ny);
        self.b.def_var(self.tid[0], x);
        self.b.def_var(self.tid[1], y);
        self.b.def_var(self.tid[2], z);
        self.define_params(true);
        let head = self.b.create_block();
        let body = self.b.create_block();
        let exit = self.b.create_block();
        // Where a thread starts: the test for a lockstep group first, where some region runs
        // in lockstep.
        let pick = match self.lanes {
            Some(_) => self.b.create_block(),
            None => body,
        };
        self.b.ins().jump(head, &[]);

        self.b.switch_to_block(head);
        let t = self.b.use_var(self.t);
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, t, end);
        self.b.ins().brif(more, pick, &[], exit, &[]);

        self.b.switch_to_block(exit);
        let zero = self.b.ins().iconst(types::I32, 0);
        self.b.ins().return_(&[zero]);

        self.emit_fault_blocks();

        // Per thread: skip finished or held threads, else dispatch on the resume point.
        self.b.switch_to_block(body);
        let saddr = self.stop_address();
        let stop = self.b.ins().load(types::I32, Self::flags(), saddr, 0);
        self.define_thread_frame();
        let held = self
            .b
            .ins()
            .band_imm_s(stop, (STOP_DONE | STOP_WAITING) as i64);
        let run = self.b.create_block();
        self.b.ins().brif(held, self.latch, &[], run, &[]);

        self.b.switch_to_block(self.latch);
        self.advance_threads(1, nx, ny, head);

        // Blocks of the kernel body and resume points.
        for _ in &self.f.blocks {
            let blk = self.b.create_block();
            self.blocks.push(blk);
        }
        let kernel_entry = self.b.create_block();
        self.resumes.push(kernel_entry);
        let nsync = self
            .f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(|i| matches!(i, Inst::Sync { .. }))
            .count();
        self.syncs_total = nsync;
        let exits = self.lanes.map_or(0, |plan| plan.exits.len());
        for _ in 0..nsync + exits {
            let blk = self.b.create_block();
            self.resumes.push(blk);
        }
        self.b.switch_to_block(run);
        let mut sw = Switch::new();
        for (k, blk) in self.resumes.iter().enumerate() {
            sw.set_entry(k as u128, *blk);
        }
        let bad = self.b.create_block();
        sw.emit(self.b, stop, bad);
        self.b.switch_to_block(bad);
        self.b.ins().jump(self.trap, &[]);

        // Kernel entry: the parameters the kernel assigns, from the parameter buffer, for
        // each thread; the others were read once, before the thread loop.
        self.b.switch_to_block(kernel_entry);
        self.define_params(false);
        let first_block = self.blocks[0];
        self.b.ins().jump(first_block, &[]);

        let mut sync_index = 0usize;
        self.block_order = crate::schedule::program_order(self.f);
        // Where the scalar code goes on after each lockstep exit before an instruction.
        let mut continuations = vec![None; exits];
        for bi in 0..self.f.blocks.len() {
            let blk = self.blocks[bi];
            self.b.switch_to_block(blk);
            for ii in 0..self.f.blocks[bi].insts.len() {
                if let Some(j) = self.lanes.and_then(|plan| plan.exit_at(bi, Some(ii))) {
                    let cont = self.b.create_block();
                    self.b.ins().jump(cont, &[]);
                    self.b.switch_to_block(cont);
                    continuations[j] = Some(cont);
                }
                let inst = self.f.blocks[bi].insts[ii].clone();
                if let Inst::Sync { dst, op, args } = &inst {
                    sync_index += 1;
                    self.emit_sync(bi, ii, sync_index, *dst, *op, args);
                    continue;
                }
                self.emit_inst(&inst)?;
            }
            let term = self.f.blocks[bi].term.clone();
            self.emit_term(&term);
        }
        self.emit_exit_resumes(1 + nsync, &continuations);
        if self.lanes.is_some() {
            self.b.switch_to_block(pick);
            let groups = self.emit_group_dispatch(end, nx, body);
            self.emit_lanes(&groups, body)?;
            self.emit_lanes_latch(&groups, end, nx, ny, head);
        }
        Ok(())
    }

    /// Moves the thread loop `step` threads on (`threadIdx.x` stays within its row: `step`
    /// divides `blockDim.x` where it is not 1), then goes to `head`.
    fn advance_threads(&mut self, step: u32, nx: cl::Value, ny: cl::Value, head: cl::Block) {
        let t = self.b.use_var(self.t);
        let next = self.b.ins().iadd_imm_s(t, i64::from(step));
        self.b.def_var(self.t, next);
        // threadIdx of the next thread: x counts up to blockDim.x, then carries into y, then z.
        // Branches, not selects: the carry is rare, and the common path is two instructions.
        let mut bump = i64::from(step);
        for (axis, dim) in [(0, nx), (1, ny)] {
            let v = self.b.use_var(self.tid[axis]);
            let next = self.b.ins().iadd_imm_s(v, bump);
            self.b.def_var(self.tid[axis], next);
            let carry = self.b.create_block();
            let wraps = self.b.ins().icmp(IntCC::Equal, next, dim);
            self.b.ins().brif(wraps, carry, &[], head, &[]);
            self.b.switch_to_block(carry);
            self.b.set_cold_block(carry);
            let zero = self.b.ins().iconst(types::I32, 0);
            self.b.def_var(self.tid[axis], zero);
            bump = 1;
        }
        let z = self.b.use_var(self.tid[2]);
        let z1 = self.b.ins().iadd_imm_s(z, 1);
        self.b.def_var(self.tid[2], z1);
        self.b.ins().jump(head, &[]);
    }

    /// Defines the kernel's parameters from the parameter buffer: those it never assigns
    /// (`shared`: one value for every thread, defined before the thread loop, so never spilled
    /// at a sync: see [`FrameLayout::new`]) or the others (at each thread's start).
    fn define_params(&mut self, shared: bool) {
        let pbuf = self.ctx_load(types::I64, off::PARAMS);
        let (offsets, _) = ir::param_layout(&self.f.params);
        let assigned = self.f.assignment_counts();
        for (i, (p, offset)) in self.f.params.iter().zip(offsets).enumerate() {
            if (assigned[i] == 0) != shared {
                continue;
            }
            let v = match p {
                ir::ParamKind::Scalar(t) => {
                    self.b
                        .ins()
                        .load(cl_type(*t), Self::flags(), pbuf, offset as i32)
                }
                ir::ParamKind::Aggregate { .. } => self.b.ins().iadd_imm_s(pbuf, offset as i64),
            };
            self.def(Var(i as u32), v);
        }
    }

    fn use_v(&mut self, v: Var) -> cl::Value {
        if self.is_varying(v) {
            // One lane's code reads its lane; the lockstep code reads lane 0 of a consecutive
            // register (see `lanes`), and no other varying register as a scalar.
            return match (self.lane, self.shape(v)) {
                (None, lanes::Shape::Consecutive(_)) => self.scalar_value(v),
                (lane, _) => {
                    debug_assert!(lane.is_some(), "register {} read without a lane", v.0);
                    self.lane_value(v, lane.unwrap_or(0))
                }
            };
        }
        self.scalar_value(v)
    }

    /// The scalar the register holds: its value, or lane 0's for a consecutive register of
    /// the lockstep code.
    fn scalar_value(&mut self, v: Var) -> cl::Value {
        match self.regs[v.0 as usize] {
            Register::Variable(var) => self.b.use_var(var),
            Register::Slot(slot, ty) => self.b.ins().stack_load(types::I64, ty, slot, 0),
            Register::Local(Some(x)) => x,
            Register::Local(None) => unreachable!("register {} read before its definition", v.0),
        }
    }

    fn def(&mut self, v: Var, x: cl::Value) {
        if let (true, Some(lane)) = (self.vector, self.lane) {
            self.def_lane(v, lane, x);
            return;
        }
        if self.shape(v) == lanes::Shape::Vector {
            // A value computed once for the four lanes.
            let (vt, parts) = lanes::lane_type(self.f.var_type(v)).expect("a register with lanes");
            let s = self.b.ins().splat(vt, x);
            self.def_lanes(v, &vec![s; parts]);
            return;
        }
        match &mut self.regs[v.0 as usize] {
            Register::Variable(var) => self.b.def_var(*var, x),
            Register::Slot(slot, _) => {
                self.b.ins().stack_store(types::I64, x, *slot, 0);
            }
            Register::Local(value) => *value = Some(x),
        }
    }

    /// `x` as a single-precision operation of a module built with `-ftz=true` reads it (or
    /// gives it): a subnormal `float` is a zero of its sign. Anything else is `x`.
    fn flushed(&mut self, x: cl::Value) -> cl::Value {
        if !self.module.flush_denormals || self.b.func.dfg.value_type(x) != types::F32 {
            return x;
        }
        let bits = self.b.ins().bitcast(types::I32, MemFlagsData::new(), x);
        let exponent = self.b.ins().band_imm_u(bits, 0x7f80_0000);
        let subnormal = self.b.ins().icmp_imm_u(IntCC::Equal, exponent, 0);
        let sign = self.b.ins().band_imm_u(bits, 0x8000_0000);
        let bits = self.b.ins().select(subnormal, sign, bits);
        self.b.ins().bitcast(types::F32, MemFlagsData::new(), bits)
    }

    /// [`Self::flushed`] of a variable's value.
    fn use_flushed(&mut self, v: Var) -> cl::Value {
        let x = self.use_v(v);
        self.flushed(x)
    }

    fn emit_term(&mut self, t: &Terminator) {
        match t {
            Terminator::Jump(b) => {
                let blk = self.blocks[b.0 as usize];
                self.b.ins().jump(blk, &[]);
            }
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } => {
                let c = self.use_v(*cond);
                let (tb, eb) = (
                    self.blocks[then_block.0 as usize],
                    self.blocks[else_block.0 as usize],
                );
                self.b.ins().brif(c, tb, &[], eb, &[]);
            }
            Terminator::Return(v) if self.is_callee => {
                let ok = self.b.ins().iconst(types::I32, 0);
                let mut results = vec![ok];
                if let (Some(v), Some(_)) = (v, self.f.ret) {
                    results.push(self.use_v(*v));
                }
                self.b.ins().return_(&results);
            }
            Terminator::Exit if self.is_callee => {
                let exit = self.b.ins().iconst(types::I32, THREAD_EXIT as i64);
                self.return_fault(exit);
            }
            Terminator::Return(_) | Terminator::Exit => {
                self.set_stop(STOP_DONE);
                self.b.ins().jump(self.latch, &[]);
            }
            Terminator::Unreachable => {
                self.b.ins().jump(self.trap, &[]);
            }
        }
    }

    /// The blocks that end the function with a fault code (the address fault's address and
    /// thread are in the block context by then).
    fn emit_fault_blocks(&mut self) {
        for (block, code) in [
            (self.fault, FAULT_ADDRESS),
            (self.misaligned, FAULT_MISALIGNED),
            (self.trap, FAULT_TRAP),
        ] {
            self.b.switch_to_block(block);
            let code = self.b.ins().iconst(types::I32, code as i64);
            self.return_fault(code);
        }
    }

    /// Returns fault code `code` to the caller: the executor, or for a called function the
    /// function that called it, which passes it on.
    fn return_fault(&mut self, code: cl::Value) {
        let mut results = vec![code];
        if let (true, Some(t)) = (self.is_callee, self.f.ret) {
            let t = cl_type(t);
            let zero = if t == types::F32 {
                self.b.ins().f32const(0.0)
            } else if t == types::F64 {
                self.b.ins().f64const(0.0)
            } else {
                self.b.ins().iconst(t, 0)
            };
            results.push(zero);
        }
        self.b.ins().return_(&results);
    }

    /// The bytes of this function's frame: a call's takes at least
    /// [`MIN_CALL_FRAME`], which bounds the depth of recursion.
    fn own_frame_size(&self) -> u32 {
        if self.is_callee {
            self.layout.size.max(MIN_CALL_FRAME)
        } else {
            self.layout.size
        }
    }

    /// A call of function `func`: its frame goes right after this one's.
    fn emit_call(&mut self, dst: Option<Var>, func: u32, args: &[Var]) -> Result<(), String> {
        let Some(&callee) = self.callees.get(&func) else {
            return Err(format!(
                "internal compiler error: call of function {func}, which is not compiled as a function"
            ));
        };
        let frame = self.b.use_var(self.frame);
        let size = self.own_frame_size();
        let stack = self.b.ins().iadd_imm_s(frame, size as i64);
        let mut values = vec![self.ctx, self.b.use_var(self.t)];
        for axis in self.tid {
            values.push(self.b.use_var(axis));
        }
        values.push(stack);
        values.push(self.b.use_var(self.stack_end));
        for a in args {
            values.push(self.use_v(*a));
        }
        let call = self.b.ins().call(callee, &values);
        let results = self.b.inst_results(call).to_vec();
        let (failed, done) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(results[0], failed, &[], done, &[]);
        self.b.switch_to_block(failed);
        if !self.is_callee && self.exiting.get(func as usize) == Some(&true) {
            // A thread that exits in the call ends as the kernel's return ends it. (Such a
            // call is never in lockstep code: see `lanes::supported`.)
            let exited = self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, results[0], THREAD_EXIT as i64);
            let (ended, fault) = (self.b.create_block(), self.b.create_block());
            self.b.ins().brif(exited, ended, &[], fault, &[]);
            self.b.switch_to_block(ended);
            self.set_stop(STOP_DONE);
            self.b.ins().jump(self.latch, &[]);
            self.b.switch_to_block(fault);
        }
        self.return_fault(results[0]);
        self.b.switch_to_block(done);
        if let (Some(d), Some(&r)) = (dst, results.get(1)) {
            self.def(d, r);
        }
        Ok(())
    }

    /// A called function: one thread's call, in the frame the caller passes (see
    /// [`callee_signature`]). The frame must fit before the call stack's end, else the call is
    /// an address fault at the frame, as a GPU's stack overflow is.
    fn emit_function(&mut self) -> Result<(), String> {
        self.is_callee = true;
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params = self.b.block_params(entry).to_vec();
        self.ctx = params[0];
        self.b.def_var(self.t, params[1]);
        for axis in 0..3 {
            self.b.def_var(self.tid[axis], params[2 + axis]);
        }
        self.b.def_var(self.frame, params[5]);
        self.b.def_var(self.stack_end, params[6]);
        for (i, v) in params[7..].iter().enumerate() {
            self.def(Var(i as u32), *v);
        }
        let size = self.own_frame_size();
        let end = self.b.ins().iadd_imm_s(params[5], size as i64);
        let overflow = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, end, params[6]);
        let (report, body) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(overflow, report, &[], body, &[]);
        self.b.switch_to_block(report);
        self.b
            .ins()
            .store(Self::flags(), params[6], self.ctx, off::FAULT_ADDR);
        self.b
            .ins()
            .store(Self::flags(), params[1], self.ctx, off::FAULT_THREAD);
        self.b.ins().jump(self.fault, &[]);
        self.emit_fault_blocks();
        for _ in &self.f.blocks {
            let blk = self.b.create_block();
            self.blocks.push(blk);
        }
        self.b.switch_to_block(body);
        self.b.ins().jump(self.blocks[0], &[]);
        for bi in 0..self.f.blocks.len() {
            self.b.switch_to_block(self.blocks[bi]);
            for inst in self.f.blocks[bi].insts.clone() {
                if let Inst::Sync { op, .. } = inst {
                    return Err(format!(
                        "'{}' is recursive and synchronizes ({op:?}): the CPU backend runs a recursive call for one thread at a time",
                        self.f.name
                    ));
                }
                self.emit_inst(&inst)?;
            }
            let term = self.f.blocks[bi].term.clone();
            self.emit_term(&term);
        }
        Ok(())
    }

    /// Makes the frame variables thread `t`'s (the first of a lockstep group's four).
    fn define_thread_frame(&mut self) {
        let t = self.b.use_var(self.t);
        let t64 = self.b.ins().uextend(types::I64, t);
        let frames = self.ctx_load(types::I64, off::FRAMES);
        let offset = self.b.ins().imul_imm_s(t64, i64::from(self.frame_stride));
        let frame = self.b.ins().iadd(frames, offset);
        self.set_frame(frame);
    }

    /// Makes `frame` the running thread's frame; its call stack ends a stride further.
    fn set_frame(&mut self, frame: cl::Value) {
        self.b.def_var(self.frame, frame);
        let end = self.b.ins().iadd_imm_s(frame, i64::from(self.frame_stride));
        self.b.def_var(self.stack_end, end);
    }

    /// Where thread `t`'s stop code is (the first of the lockstep group's four).
    fn stop_address(&mut self) -> cl::Value {
        let stops = self.ctx_load(types::I64, off::STOPS);
        let t = self.b.use_var(self.t);
        let t64 = self.b.ins().uextend(types::I64, t);
        let offset = self.b.ins().imul_imm_s(t64, 4);
        self.b.ins().iadd(stops, offset)
    }

    fn set_stop(&mut self, code: u32) {
        let saddr = self.stop_address();
        let c = self.b.ins().iconst(types::I32, code as i64);
        self.b.ins().store(Self::flags(), c, saddr, 0);
    }

    fn emit_sync(
        &mut self,
        bi: usize,
        ii: usize,
        k: usize,
        dst: Option<Var>,
        op: ir::SyncOp,
        args: &[Var],
    ) {
        let order = (u64::from(self.block_order[bi]) << 32) | ii as u64;
        let operands = args.len().min(SYNC_OPERANDS) as u8;
        self.syncs.push(SyncPoint {
            op,
            order,
            operands,
        });
        self.save_at_sync(bi, ii, k, args);
        self.b.ins().jump(self.latch, &[]);
        // The resume point: reload what was spilled, take the result, go on.
        let resume = self.resumes[k];
        self.b.switch_to_block(resume);
        self.restore_after_sync(bi, ii, dst);
    }

    /// The running thread stops at sync point `k` (instruction `ii` of block `bi`): its
    /// operands go to the thread's frame, the registers live across it to its spill slots.
    fn save_at_sync(&mut self, bi: usize, ii: usize, k: usize, args: &[Var]) {
        self.save_sync_operands(args);
        let live = self.live_after_sync(bi, ii);
        self.spill(&live);
        self.set_stop(k as u32);
    }

    /// The running thread's operands of a synchronisation point, to its frame.
    fn save_sync_operands(&mut self, args: &[Var]) {
        let frame = self.b.use_var(self.frame);
        for (i, a) in args.iter().take(SYNC_OPERANDS).enumerate() {
            let v = self.use_v(*a);
            let ty = cl_type(self.f.var_type(*a));
            let v = if ty.bits() < 64 && ty.is_int() {
                self.b.ins().sextend(types::I64, v)
            } else {
                v
            };
            self.b
                .ins()
                .store(Self::flags(), v, frame, (FRAME_ARGS + 8 * i as u32) as i32);
        }
    }

    /// The registers live after the sync point at instruction `ii` of block `bi`.
    fn live_after_sync(&self, bi: usize, ii: usize) -> Vec<Var> {
        self.layout
            .live_after_sync
            .get(&(bi, ii))
            .cloned()
            .unwrap_or_default()
    }

    /// The start of the spill area's row of the running thread's group (see the module's
    /// comment), and the thread's lane in it.
    fn spill_row(&mut self) -> (cl::Value, cl::Value) {
        let spills = self.ctx_load(types::I64, off::SPILLS);
        let t = self.b.use_var(self.t);
        let t64 = self.b.ins().uextend(types::I64, t);
        let group = self.b.ins().ushr_imm_u(t64, 2);
        let offset = self
            .b
            .ins()
            .imul_imm_s(group, i64::from(self.layout.spill_row));
        let row = self.b.ins().iadd(spills, offset);
        let lane = self.b.ins().band_imm_s(t64, i64::from(lanes::LANES - 1));
        (row, lane)
    }

    /// Where the running thread's copy of spilled register `v` is: an address and an offset.
    fn spill_slot(&mut self, row: cl::Value, lane: cl::Value, v: Var) -> (cl::Value, i32) {
        let slot = self.layout.spill[&v];
        let within = self.b.ins().imul_imm_s(lane, i64::from(slot.width));
        (self.b.ins().iadd(row, within), slot.offset as i32)
    }

    /// Stores registers `vars` in the running thread's spill slots.
    fn spill(&mut self, vars: &[Var]) {
        let (row, lane) = self.spill_row();
        for v in vars {
            let x = self.use_v(*v);
            let (at, offset) = self.spill_slot(row, lane, *v);
            self.b.ins().store(Self::flags(), x, at, offset);
        }
    }

    /// Loads registers `vars` from the running thread's spill slots.
    fn reload(&mut self, vars: &[Var]) {
        let (row, lane) = self.spill_row();
        for v in vars {
            let ty = cl_type(self.f.var_type(*v));
            let (at, offset) = self.spill_slot(row, lane, *v);
            let x = self.b.ins().load(ty, Self::flags(), at, offset);
            self.def(*v, x);
        }
    }

    /// The running thread goes on after the sync point at instruction `ii` of block `bi`:
    /// reloads what [`Self::save_at_sync`] saved and takes the result.
    fn restore_after_sync(&mut self, bi: usize, ii: usize, dst: Option<Var>) {
        let live = self.live_after_sync(bi, ii);
        self.reload(&live);
        self.take_sync_result(dst);
    }

    /// The running thread's result of a synchronisation point, from its frame, to `dst`.
    fn take_sync_result(&mut self, dst: Option<Var>) {
        let frame = self.b.use_var(self.frame);
        if let Some(d) = dst {
            let ty = cl_type(self.f.var_type(d));
            let x = self
                .b
                .ins()
                .load(ty, Self::flags(), frame, FRAME_RESULT as i32);
            self.def(d, x);
        }
    }

    /// Branches to the fault block unless `[addr, addr + size)` lies in the arena.
    /// Checks an access of `size` bytes at `addr`, which must lie in device memory (the arena
    /// or a registered host range) and be a multiple of `align` (a power of two: a scalar's size,
    /// 1 for a copy of bytes), as a GPU requires.
    ///
    /// Both tests are one comparison on the common path: the offset into the arena is rotated
    /// right by log2(`align`), which moves a misaligned offset's low bits to the top, so that
    /// it exceeds the (equally shifted) limit just as an offset past the arena does.
    fn check(&mut self, addr: cl::Value, size: u32, align: u32) {
        debug_assert!(align.is_power_of_two());
        let shift = i64::from(align.trailing_zeros());
        let rel = self
            .b
            .ins()
            .iadd_imm_s(addr, self.data.arena.base.wrapping_neg() as i64);
        let limit = self.data.arena.len.saturating_sub(u64::from(size)) >> shift;
        let rel = match shift {
            0 => rel,
            _ => self.b.ins().rotr_imm_s(rel, shift),
        };
        let bad = self
            .b
            .ins()
            .icmp_imm_u(IntCC::UnsignedGreaterThan, rel, limit as i64);
        let ok = self.b.create_block();
        let outside = self.b.create_block();
        let search = self.b.create_block();
        let next = self.b.create_block();
        let report = self.b.create_block();
        self.b.ins().brif(bad, outside, &[], ok, &[]);
        // Misaligned, or outside the arena: inside a registered host range, or a fault. The
        // ranges are searched inline: a call here would make every access a call site, and the
        // values live across accesses would have to leave the caller-saved registers.
        self.b.switch_to_block(outside);
        self.b.set_cold_block(outside);
        self.record_fault_address(addr);
        if shift > 0 {
            let low_bits = self.b.ins().band_imm_s(addr, i64::from(align) - 1);
            let aligned = self.b.create_block();
            self.b
                .ins()
                .brif(low_bits, self.misaligned, &[], aligned, &[]);
            self.b.switch_to_block(aligned);
            self.b.set_cold_block(aligned);
        }
        let count = self.ctx_load(types::I64, off::MAPPED_COUNT);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b.ins().jump(search, &[zero.into()]);
        self.b.switch_to_block(search);
        self.b.set_cold_block(search);
        let i = self.b.append_block_param(search, types::I64);
        let done = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, i, count);
        self.b.ins().brif(done, report, &[], next, &[]);
        self.b.switch_to_block(next);
        self.b.set_cold_block(next);
        let table = self.ctx_load(types::I64, off::MAPPED);
        let at = self.b.ins().imul_imm_s(i, 16);
        let entry = self.b.ins().iadd(table, at);
        let start = self.b.ins().load(types::I64, Self::flags(), entry, 0);
        let len = self.b.ins().load(types::I64, Self::flags(), entry, 8);
        let rel = self.b.ins().isub(addr, start);
        let room = self.b.ins().iadd_imm_s(len, -(size as i64));
        let fits = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, rel, room);
        let big_enough =
            self.b
                .ins()
                .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, len, size as i64);
        let inside = self.b.ins().band(fits, big_enough);
        let following = self.b.ins().iadd_imm_s(i, 1);
        self.b
            .ins()
            .brif(inside, ok, &[], search, &[following.into()]);
        self.b.switch_to_block(report);
        self.b.set_cold_block(report);
        self.b.ins().jump(self.fault, &[]);
        self.b.switch_to_block(ok);
    }

    /// Checks that an atomic operation on `size` bytes at `addr`, an address of shared memory,
    /// stays in the block's segment. (A store past the end lands in the guard after it, which
    /// the block's end finds changed; an atomic operation can leave the guard's bytes as they
    /// were, an `atomicOr` of bits they have, and write past it.)
    fn check_shared(&mut self, addr: cl::Value, size: u32) {
        let (start, end) = self.shared_segment();
        let rel = self.b.ins().isub(addr, start);
        let len = self.b.ins().isub(end, start);
        let room = self.b.ins().iadd_imm_s(len, -i64::from(size));
        // (Below the start, `rel` wraps to a large number.)
        let bad = self.b.ins().icmp(IntCC::UnsignedGreaterThan, rel, room);
        let ok = self.b.create_block();
        let outside = self.b.create_block();
        self.b.ins().brif(bad, outside, &[], ok, &[]);
        self.b.switch_to_block(outside);
        self.b.set_cold_block(outside);
        self.record_fault_address(addr);
        self.b.ins().jump(self.fault, &[]);
        self.b.switch_to_block(ok);
    }

    /// Stores the address of a faulting access and the running thread in the block context,
    /// where the executor reports them from.
    fn record_fault_address(&mut self, addr: cl::Value) {
        let t = self.b.use_var(self.t);
        self.b
            .ins()
            .store(Self::flags(), addr, self.ctx, off::FAULT_ADDR);
        self.b
            .ins()
            .store(Self::flags(), t, self.ctx, off::FAULT_THREAD);
    }

    /// The integer constant `value` of type `ty` (sign-extended to 128 bits, which Cranelift's
    /// `iconst` does not make).
    fn int_const(&mut self, ty: cl::Type, value: i64) -> cl::Value {
        match ty {
            types::I128 => {
                let low = self.b.ins().iconst(types::I64, value);
                self.b.ins().sextend(types::I128, low)
            }
            _ => self.b.ins().iconst(ty, value),
        }
    }

    fn call_helper(&mut self, name: &'static str, args: &[cl::Value]) -> Option<cl::Value> {
        let f = self.helpers[name];
        let call = self.b.ins().call(f, args);
        self.b.inst_results(call).first().copied()
    }

    fn emit_inst(&mut self, inst: &Inst) -> Result<(), String> {
        match inst {
            Inst::IConst { dst, value } => {
                let ty = cl_type(self.f.var_type(*dst));
                let v = self.int_const(ty, *value);
                self.def(*dst, v);
            }
            Inst::FConst { dst, value } => {
                let v = if self.f.var_type(*dst) == Type::F32 {
                    self.b.ins().f32const(*value as f32)
                } else {
                    self.b.ins().f64const(*value)
                };
                self.def(*dst, v);
            }
            Inst::Copy { dst, src } => {
                let v = self.use_v(*src);
                self.def(*dst, v);
            }
            Inst::Unary { dst, op, a } => {
                let x = self.use_flushed(*a);
                let v = match op {
                    UnOp::Neg => self.b.ins().ineg(x),
                    // A `bool` is a byte holding 0 or 1: its complement is the other value.
                    UnOp::Not if self.f.var_type(*a) == Type::Bool => self.b.ins().bxor_imm_u(x, 1),
                    UnOp::Not => self.b.ins().bnot(x),
                    UnOp::FNeg => {
                        let r = self.b.ins().fneg(x);
                        intrinsics::float_sign_op_result(self.b, x, r)
                    }
                };
                self.def(*dst, v);
            }
            Inst::Binary { dst, op, a, b } => {
                let (x, y) = (self.use_flushed(*a), self.use_flushed(*b));
                let v = self.binary(*op, x, y);
                let v = self.flushed(v);
                self.def(*dst, v);
            }
            Inst::Cmp { dst, op, a, b } => {
                let (x, y) = (self.use_flushed(*a), self.use_flushed(*b));
                let v = self.compare(*op, x, y);
                self.def(*dst, v);
            }
            Inst::Cast { dst, op, a } => {
                let x = match op {
                    CastOp::Bitcast => self.use_v(*a),
                    _ => self.use_flushed(*a),
                };
                let to = cl_type(self.f.var_type(*dst));
                let from = cl_type(self.f.var_type(*a));
                let v = match op {
                    CastOp::SExt if from == to => x,
                    CastOp::ZExt if from == to => x,
                    CastOp::Trunc if from == to => x,
                    CastOp::SExt => self.b.ins().sextend(to, x),
                    CastOp::ZExt => self.b.ins().uextend(to, x),
                    CastOp::Trunc => self.b.ins().ireduce(to, x),
                    // Cranelift converts between floats and 32- or 64-bit integers only;
                    // 8- and 16-bit ones go through 32 bits.
                    CastOp::SIToF if from.bits() < 32 => {
                        let wide = self.b.ins().sextend(types::I32, x);
                        self.b.ins().fcvt_from_sint(to, wide)
                    }
                    CastOp::UIToF if from.bits() < 32 => {
                        let wide = self.b.ins().uextend(types::I32, x);
                        self.b.ins().fcvt_from_uint(to, wide)
                    }
                    // ... and through helpers to and from 128 bits.
                    CastOp::SIToF | CastOp::UIToF if from == types::I128 => {
                        let signed = i64::from(*op == CastOp::SIToF);
                        let signed = self.b.ins().iconst(types::I32, signed);
                        let helper = match to {
                            types::F32 => "fc_i128_to_f32",
                            _ => "fc_i128_to_f64",
                        };
                        self.call_helper(helper, &[x, signed])
                            .expect("the helper returns the value")
                    }
                    CastOp::FToSI | CastOp::FToUI if to == types::I128 => {
                        let signed = i64::from(*op == CastOp::FToSI);
                        let signed = self.b.ins().iconst(types::I32, signed);
                        let x = match from {
                            types::F32 => self.b.ins().fpromote(types::F64, x),
                            _ => x,
                        };
                        self.call_helper("fc_f64_to_i128", &[x, signed])
                            .expect("the helper returns the value")
                    }
                    CastOp::SIToF => self.b.ins().fcvt_from_sint(to, x),
                    CastOp::UIToF => self.b.ins().fcvt_from_uint(to, x),
                    CastOp::FToSI => intrinsics::float_to_int(self.b, x, to, true),
                    CastOp::FToUI => intrinsics::float_to_int(self.b, x, to, false),
                    CastOp::FExt => {
                        let x = intrinsics::gpu_default_nan(self.b, x);
                        self.b.ins().fpromote(to, x)
                    }
                    CastOp::FTrunc => {
                        let narrowed = self.b.ins().fdemote(to, x);
                        self.flushed(narrowed)
                    }
                    CastOp::Bitcast if from == to => x,
                    CastOp::Bitcast => {
                        let x = intrinsics::gpu_default_nan(self.b, x);
                        self.b.ins().bitcast(to, MemFlagsData::new(), x)
                    }
                };
                self.def(*dst, v);
            }
            Inst::Select { dst, cond, a, b } => {
                let (c, x, y) = (self.use_v(*cond), self.use_v(*a), self.use_v(*b));
                let v = self.b.ins().select(c, x, y);
                self.def(*dst, v);
            }
            // A `volatile` access of 16 bytes is one access, as a GPU's aligned one is (the
            // host's plain 16-byte access is two).
            Inst::Load {
                dst,
                addr,
                volatile,
            } => {
                let p = self.use_v(*addr);
                let ty = self.f.var_type(*dst);
                self.check(p, ty.bytes(), ty.bytes());
                let v = match (ty, volatile) {
                    (Type::I128, true) => {
                        self.b
                            .ins()
                            .atomic_load(types::I128, MemFlagsData::new(), p)
                    }
                    _ => self.b.ins().load(cl_type(ty), MemFlagsData::new(), p, 0),
                };
                self.def(*dst, v);
            }
            Inst::Store {
                addr,
                value,
                volatile,
            } => {
                let p = self.use_v(*addr);
                let x = self.use_v(*value);
                let x = intrinsics::gpu_default_nan(self.b, x);
                let ty = self.f.var_type(*value);
                self.check(p, ty.bytes(), ty.bytes());
                match (ty, volatile) {
                    (Type::I128, true) => self.b.ins().atomic_store(MemFlagsData::new(), x, p),
                    _ => self.b.ins().store(MemFlagsData::new(), x, p, 0),
                };
            }
            Inst::Local { dst, .. } => {
                let frame = self.b.use_var(self.frame);
                let v = self
                    .b
                    .ins()
                    .iadd_imm_s(frame, self.layout.locals[dst] as i64);
                self.def(*dst, v);
            }
            Inst::GlobalAddr { dst, global } => {
                let v = match self.data.places.get(global.0 as usize) {
                    Some(GlobalPlace::Shared(o)) => {
                        let s = self.ctx_load(types::I64, off::SHARED);
                        self.b.ins().iadd_imm_s(s, *o as i64)
                    }
                    Some(GlobalPlace::Fixed(a)) => self.b.ins().iconst(types::I64, *a as i64),
                    None => return Err(format!("reference to missing global g{}", global.0)),
                };
                self.def(*dst, v);
            }
            Inst::Special { dst, reg } => {
                let v = self.special(*reg);
                self.def(*dst, v);
            }
            Inst::Call { dst, func, args } => self.emit_call(*dst, func.0, args)?,
            Inst::Intrinsic { dst, name, args } => self.intrinsic(*dst, name, args)?,
            // The host's atomics are atomic for the whole system: every scope is the widest.
            Inst::Atomic {
                dst,
                op,
                addr,
                value,
                ..
            } => {
                let p = self.use_v(*addr);
                let x = self.use_v(*value);
                let ty = self.f.var_type(*value);
                self.check(p, ty.bytes(), ty.bytes());
                let shared = self.shared_only[addr.0 as usize];
                if shared {
                    self.check_shared(p, ty.bytes());
                }
                let v = crate::intrinsics::emit_atomic(self, *op, ty, p, x, shared);
                self.def(*dst, v);
            }
            Inst::AtomicCas {
                dst,
                addr,
                expected,
                new,
                ..
            } => {
                let p = self.use_v(*addr);
                let (e, n) = (self.use_v(*expected), self.use_v(*new));
                let size = self.f.var_type(*new).bytes();
                self.check(p, size, size);
                let shared = self.shared_only[addr.0 as usize];
                if shared {
                    self.check_shared(p, size);
                }
                let v = crate::intrinsics::emit_atomic_cas(self.b, p, e, n, shared);
                self.def(*dst, v);
            }
            Inst::MemCopy {
                dst,
                src,
                size,
                align,
            } => {
                // A GPU moves at most 16 bytes at once, so no copy needs more alignment.
                let align = (*align).clamp(1, 16);
                let (d, s) = (self.use_v(*dst), self.use_v(*src));
                self.check(d, *size, align);
                self.check(s, *size, align);
                if *size <= INLINE_COPY_BYTES {
                    // A class or vector moved by value: a few loads and stores, where a call
                    // would cost more than the copy (and make every live register be saved).
                    let mut at = 0;
                    while at < *size {
                        let ty = [types::I64, types::I32, types::I16, types::I8]
                            .into_iter()
                            .find(|t| at + t.bytes() <= *size)
                            .expect("a byte fits");
                        let x = self.b.ins().load(ty, MemFlagsData::new(), s, at as i32);
                        self.b.ins().store(MemFlagsData::new(), x, d, at as i32);
                        at += ty.bytes();
                    }
                } else {
                    let n = self.b.ins().iconst(types::I64, *size as i64);
                    self.call_helper("fc_memcpy", &[d, s, n]);
                }
            }
            Inst::Fence => {
                self.b.ins().fence();
            }
            Inst::Trap { .. } => {
                self.b.ins().jump(self.trap, &[]);
                let cont = self.b.create_block();
                self.b.switch_to_block(cont);
            }
            Inst::Sync { .. } => unreachable!("handled by emit"),
            Inst::InlineAsm(_) => {
                return Err("internal compiler error: inline PTX reached code generation".into())
            }
            Inst::Launch(l) => self.device_launch(l),
        }
        Ok(())
    }

    /// A launch from device code: the shape (`device_runtime::LaunchShape`) and the parameter
    /// buffer are built in stack slots, which the device runtime copies into its queue.
    fn device_launch(&mut self, l: &ir::DeviceLaunch) {
        let kernel = self.module.function(l.kernel);
        let (offsets, size) = ir::param_layout(&kernel.params);
        // `stack_store` takes the address type first.
        let slot = |b: &mut FunctionBuilder, size: u32| {
            b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 4))
        };
        let shape = slot(self.b, 40);
        for (i, v) in l.grid.iter().chain(&l.block).enumerate() {
            let x = self.use_v(*v);
            self.b.ins().stack_store(types::I64, x, shape, 4 * i as i32);
        }
        let shared = self.use_v(l.shared);
        self.b.ins().stack_store(types::I64, shared, shape, 24);
        let stream = self.use_v(l.stream);
        self.b.ins().stack_store(types::I64, stream, shape, 32);
        let params = slot(self.b, size.max(1));
        for ((p, offset), a) in kernel.params.iter().zip(offsets).zip(&l.args) {
            let x = self.use_v(*a);
            match p {
                ir::ParamKind::Scalar(_) => {
                    self.b
                        .ins()
                        .stack_store(types::I64, x, params, offset as i32);
                }
                ir::ParamKind::Aggregate { size, .. } => {
                    self.check(x, *size, 1);
                    let dst = self.b.ins().stack_addr(types::I64, params, offset as i32);
                    let n = self.b.ins().iconst(types::I64, i64::from(*size));
                    self.call_helper("fc_memcpy", &[dst, x, n]);
                }
            }
        }
        let t = self.b.use_var(self.t);
        let id = self.b.ins().iconst(types::I32, i64::from(l.kernel.0));
        let max_threads = kernel.max_threads_per_block.unwrap_or(0);
        let max_threads = self.b.ins().iconst(types::I32, i64::from(max_threads));
        let shape = self.b.ins().stack_addr(types::I64, shape, 0);
        let params = self.b.ins().stack_addr(types::I64, params, 0);
        let len = self.b.ins().iconst(types::I32, i64::from(size));
        self.call_helper(
            "fc_device_launch",
            &[self.ctx, t, id, max_threads, shape, params, len],
        );
    }

    /// `x op y`: a `bool` for scalars, a mask of the lanes' width for vectors.
    fn compare(&mut self, op: CmpOp, x: cl::Value, y: cl::Value) -> cl::Value {
        let ins = self.b.ins();
        match op {
            CmpOp::Eq => ins.icmp(IntCC::Equal, x, y),
            CmpOp::Ne => ins.icmp(IntCC::NotEqual, x, y),
            CmpOp::Slt => ins.icmp(IntCC::SignedLessThan, x, y),
            CmpOp::Sle => ins.icmp(IntCC::SignedLessThanOrEqual, x, y),
            CmpOp::Sgt => ins.icmp(IntCC::SignedGreaterThan, x, y),
            CmpOp::Sge => ins.icmp(IntCC::SignedGreaterThanOrEqual, x, y),
            CmpOp::Ult => ins.icmp(IntCC::UnsignedLessThan, x, y),
            CmpOp::Ule => ins.icmp(IntCC::UnsignedLessThanOrEqual, x, y),
            CmpOp::Ugt => ins.icmp(IntCC::UnsignedGreaterThan, x, y),
            CmpOp::Uge => ins.icmp(IntCC::UnsignedGreaterThanOrEqual, x, y),
            CmpOp::FEq => ins.fcmp(FloatCC::Equal, x, y),
            CmpOp::FNe => ins.fcmp(FloatCC::NotEqual, x, y),
            CmpOp::FLt => ins.fcmp(FloatCC::LessThan, x, y),
            CmpOp::FLe => ins.fcmp(FloatCC::LessThanOrEqual, x, y),
            CmpOp::FGt => ins.fcmp(FloatCC::GreaterThan, x, y),
            CmpOp::FGe => ins.fcmp(FloatCC::GreaterThanOrEqual, x, y),
        }
    }

    fn binary(&mut self, op: BinOp, x: cl::Value, y: cl::Value) -> cl::Value {
        let ty = self.b.func.dfg.value_type(x);
        match op {
            BinOp::Add => self.b.ins().iadd(x, y),
            BinOp::Sub => self.b.ins().isub(x, y),
            BinOp::Mul => self.b.ins().imul(x, y),
            BinOp::And => self.b.ins().band(x, y),
            BinOp::Or => self.b.ins().bor(x, y),
            BinOp::Xor => self.b.ins().bxor(x, y),
            BinOp::Shl | BinOp::AShr | BinOp::LShr => {
                // PTX shifts clamp the amount to the width (shifting everything out); Cranelift
                // masks it, so clamp first.
                let yty = self.b.func.dfg.value_type(y);
                let y = if yty != ty {
                    if yty.bits() > ty.bits() {
                        self.b.ins().ireduce(ty, y)
                    } else {
                        self.b.ins().uextend(ty, y)
                    }
                } else {
                    y
                };
                let w = self.int_const(ty, ty.bits() as i64 - 1);
                let big = self.b.ins().icmp(IntCC::UnsignedGreaterThan, y, w);
                let r = match op {
                    BinOp::Shl => self.b.ins().ishl(x, y),
                    BinOp::AShr => self.b.ins().sshr(x, y),
                    _ => self.b.ins().ushr(x, y),
                };
                let saturated = match op {
                    BinOp::AShr => self.b.ins().sshr(x, w),
                    _ => self.int_const(ty, 0),
                };
                self.b.ins().select(big, saturated, r)
            }
            BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem if ty == types::I128 => {
                let code = self.b.ins().iconst(types::I32, int128::division_code(op));
                self.call_helper("fc_i128_divide", &[code, x, y])
                    .expect("the helper returns the quotient")
            }
            BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem => {
                // Integer division never traps on a GPU: keep the divisor away from 0 (and -1
                // for signed division, whose INT_MIN / -1 overflows) and fix the result up.
                let zero = self.b.ins().iconst(ty, 0);
                let one = self.b.ins().iconst(ty, 1);
                let is_zero = self.b.ins().icmp(IntCC::Equal, y, zero);
                let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
                let minus1 = self.b.ins().iconst(ty, -1);
                let is_m1 = self.b.ins().icmp(IntCC::Equal, y, minus1);
                let avoid = if signed {
                    self.b.ins().bor(is_zero, is_m1)
                } else {
                    is_zero
                };
                let safe = self.b.ins().select(avoid, one, y);
                let q = match op {
                    BinOp::SDiv => self.b.ins().sdiv(x, safe),
                    BinOp::UDiv => self.b.ins().udiv(x, safe),
                    BinOp::SRem => self.b.ins().srem(x, safe),
                    _ => self.b.ins().urem(x, safe),
                };
                let by_m1 = match op {
                    BinOp::SDiv => self.b.ins().ineg(x),
                    _ => zero,
                };
                let q = if signed {
                    self.b.ins().select(is_m1, by_m1, q)
                } else {
                    q
                };
                // x / 0 is all ones on NVIDIA GPUs, but for 64 bits, where nvcc's code divides a
                // dividend whose high word is 0 in 32 bits: 0xffffffff (measured); x % 0 is x.
                let by_zero = match op {
                    BinOp::SDiv | BinOp::UDiv if ty == types::I64 => {
                        let high = self.b.ins().ushr_imm_u(x, 32);
                        let narrow = self.b.ins().icmp(IntCC::Equal, high, zero);
                        let word = self.b.ins().iconst(ty, 0xffff_ffff);
                        self.b.ins().select(narrow, word, minus1)
                    }
                    BinOp::SDiv | BinOp::UDiv => minus1,
                    _ => x,
                };
                self.b.ins().select(is_zero, by_zero, q)
            }
            BinOp::FAdd => self.b.ins().fadd(x, y),
            BinOp::FSub => self.b.ins().fsub(x, y),
            BinOp::FMul => self.b.ins().fmul(x, y),
            BinOp::FDiv => self.b.ins().fdiv(x, y),
            BinOp::SMulHi => self.b.ins().smulhi(x, y),
            BinOp::UMulHi => self.b.ins().umulhi(x, y),
        }
    }

    fn special(&mut self, reg: ir::Special) -> cl::Value {
        use ir::Special::*;
        match reg {
            ThreadIdx(axis) => self.b.use_var(self.tid[axis.min(2) as usize]),
            BlockIdx(a) => self.ctx_load(types::I32, off::CTAID + 4 * a as i32),
            BlockDim(a) => self.ctx_load(types::I32, off::NTID + 4 * a as i32),
            GridDim(a) => self.ctx_load(types::I32, off::NCTAID + 4 * a as i32),
            LaneId => {
                let t = self.b.use_var(self.t);
                self.b.ins().band_imm_s(t, 31)
            }
            DynamicShared => self.ctx_load(types::I64, off::DYN_SHARED),
            Cooperative => self.ctx_load(types::I32, off::COOPERATIVE),
            ClusterDim(a) => self.ctx_load(types::I32, off::CLUSTER + 4 * a.min(2) as i32),
        }
    }

    fn intrinsic(&mut self, dst: Option<Var>, name: &str, args: &[Var]) -> Result<(), String> {
        let arg_types: Vec<Type> = args.iter().map(|a| self.f.var_type(*a)).collect();
        let arithmetic = arg_types.iter().any(|t| matches!(t, Type::F32 | Type::F64))
            && !intrinsics::moves_bits(name);
        let vals: Vec<cl::Value> = match arithmetic {
            true => args.iter().map(|a| self.use_flushed(*a)).collect(),
            false => args.iter().map(|a| self.use_v(*a)).collect(),
        };
        let r = intrinsics::emit(self, name, &vals, &arg_types)?;
        let r = match (arithmetic, r) {
            (true, Some(r)) => Some(self.flushed(r)),
            (_, r) => r,
        };
        if let (Some(d), Some(r)) = (dst, r) {
            let want = cl_type(self.f.var_type(d));
            let have = self.b.func.dfg.value_type(r);
            let r = if want == have {
                r
            } else if want.is_int() && have.is_int() && want.bits() < have.bits() {
                self.b.ins().ireduce(want, r)
            } else if want.is_int() && have.is_int() {
                self.b.ins().uextend(want, r)
            } else {
                return Err(format!(
                    "intrinsic '{name}' returns {have}, expected {want}"
                ));
            };
            self.def(d, r);
        }
        Ok(())
    }
}

impl<'a, 'b> Gen<'a, 'b> {
    pub(crate) fn builder(&mut self) -> &mut FunctionBuilder<'b> {
        self.b
    }
    pub(crate) fn helper(&mut self, symbol: &'static str, args: &[cl::Value]) -> Option<cl::Value> {
        self.call_helper(symbol, args)
    }
    /// Checks an access of a scalar of `size` bytes (which must be aligned to its size).
    pub(crate) fn check_access(&mut self, addr: cl::Value, size: u32) {
        self.check(addr, size, size)
    }
    pub(crate) fn block_ctx(&self) -> cl::Value {
        self.ctx
    }
    pub(crate) fn thread_index(&mut self) -> cl::Value {
        self.b.use_var(self.t)
    }
    /// The block's shared memory, static and dynamic: start and end.
    pub(crate) fn shared_segment(&mut self) -> (cl::Value, cl::Value) {
        (
            self.ctx_load(types::I64, off::SHARED),
            self.ctx_load(types::I64, off::SHARED_END),
        )
    }
    /// The start of the block's dynamic shared memory (`extern __shared__`).
    pub(crate) fn dynamic_shared(&mut self) -> cl::Value {
        self.special(ir::Special::DynamicShared)
    }
    /// The running thread's frame (its local slots and call stack): start and end.
    pub(crate) fn thread_frame(&mut self) -> (cl::Value, cl::Value) {
        let end = self.b.use_var(self.stack_end);
        let start = self.b.ins().iadd_imm_s(end, -(self.frame_stride as i64));
        (start, end)
    }
    /// Where the module's `__constant__` variables are: start and end of each.
    pub(crate) fn constant_ranges(&self) -> Vec<(u64, u64)> {
        self.module
            .globals
            .iter()
            .zip(self.data.places)
            .filter_map(|(g, place)| match (g.space, place) {
                (ir::GlobalSpace::Constant, GlobalPlace::Fixed(a)) => Some((*a, a + g.size)),
                _ => None,
            })
            .collect()
    }
    pub(crate) fn trap_block(&self) -> cl::Block {
        self.trap
    }
    pub(crate) fn fault_block(&self) -> cl::Block {
        self.fault
    }
}
