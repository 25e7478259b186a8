//! ferrocuda's device IR: what the front end produces and every backend consumes.
//!
//! A [`Module`] holds functions and global variables. A [`Function`] is a control-flow graph of
//! [`Block`]s over typed virtual registers ([`Var`]). Registers may be assigned more than once —
//! backends that need SSA build it (Cranelift's frontend does) — which keeps lowering from C simple.
//!
//! Invariants, checked by [`verify::verify_function`], that every backend may assume:
//! - every register has one [`Type`], and each instruction's operands and result have the types
//!   its opcode requires;
//! - every block ends in exactly one [`Terminator`] and every branch target exists;
//! - memory is addressed by 64-bit pointers (`Type::Ptr`) in one flat address space, as CUDA's
//!   generic addressing is: a global, shared, constant or local address is just a pointer.

pub mod builder;
pub mod contract;
pub mod eval;
pub mod fold;
pub mod link;
pub mod liveness;
pub mod locals;
pub mod opt;
pub mod print;
pub mod remat;
pub mod simplify;
pub mod texture;
pub mod verify;

pub use builder::{FunctionBuilder, Position, StaticValue};

/// A scalar type. Integers are signless; signedness lives in the opcodes, as in Cranelift.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// A truth value, 0 or 1, the result of comparisons.
    Bool,
    I8,
    I16,
    I32,
    I64,
    /// `__int128`: its constants are `i64`s, sign-extended.
    I128,
    F32,
    F64,
    Ptr,
}

impl Type {
    pub fn bytes(self) -> u32 {
        match self {
            Type::Bool | Type::I8 => 1,
            Type::I16 => 2,
            Type::I32 | Type::F32 => 4,
            Type::I64 | Type::F64 | Type::Ptr => 8,
            Type::I128 => 16,
        }
    }
    pub fn is_int(self) -> bool {
        matches!(
            self,
            Type::Bool | Type::I8 | Type::I16 | Type::I32 | Type::I64 | Type::I128 | Type::Ptr
        )
    }
    pub fn is_float(self) -> bool {
        matches!(self, Type::F32 | Type::F64)
    }
}

/// A virtual register of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    AShr,
    LShr,
    FAdd,
    FSub,
    FMul,
    FDiv,
    /// High half of the full product, signed and unsigned (`__mulhi`, `__umulhi`).
    SMulHi,
    UMulHi,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Not,
    FNeg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
    /// Ordered float comparisons (false when either side is NaN), as C's operators are, except
    /// `FNe`, which is true for NaN as C's `!=` is.
    FEq,
    FNe,
    FLt,
    FLe,
    FGt,
    FGe,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    SExt,
    ZExt,
    Trunc,
    SIToF,
    UIToF,
    /// Float to integer, truncating toward zero and saturating (NVIDIA's `cvt.rzi` behaviour).
    FToSI,
    FToUI,
    FExt,
    FTrunc,
    /// Reinterpret the bits; both types have the same size.
    Bitcast,
}

/// The special registers of a CUDA thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    ThreadIdx(u8),
    BlockIdx(u8),
    BlockDim(u8),
    GridDim(u8),
    /// The lane of this thread in its warp.
    LaneId,
    /// The address of the block's dynamic shared memory (`extern __shared__`).
    DynamicShared,
    /// Nonzero in a cooperative launch (`this_grid().is_valid()`).
    Cooperative,
    /// The blocks of the thread block cluster along an axis (`__clusterDim()`); 1 in a launch
    /// without clusters.
    ClusterDim(u8),
}

/// Atomic read-modify-write operations on memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    FAdd,
    Sub,
    Exch,
    SMin,
    SMax,
    UMin,
    UMax,
    And,
    Or,
    Xor,
    /// `atomicInc`: `old >= v ? 0 : old + 1`.
    Inc,
    /// `atomicDec`: `(old == 0 || old > v) ? v : old - 1`.
    Dec,
}

/// Points where the threads of a block or of a warp meet. Backends that run a block's threads
/// one after another split kernels at these points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SyncOp {
    /// `__syncthreads()`: args none, no result.
    Barrier,
    /// `__syncthreads_count/and/or(pred)`: one i32 argument, i32 result.
    BarrierCount,
    BarrierAnd,
    BarrierOr,
    /// `this_grid().sync()`: every thread of the grid waits for all others, which a GPU can do
    /// only when every block is resident at once (a cooperative launch). No operands, no result.
    GridSync,
    /// `__cluster_barrier_wait()` (`this_cluster().sync()`): every thread of the thread block
    /// cluster waits for all others; a block barrier in a launch without clusters. No operands,
    /// no result.
    ClusterSync,
    /// `__syncwarp(mask)`.
    WarpSync,
    /// Warp shuffles: `(mask, value, lane_or_delta, width)`, the value an i32/i64 bit pattern.
    ShflIdx,
    ShflUp,
    ShflDown,
    ShflXor,
    /// Warp votes: `(mask, pred)`; ballot gives the mask of lanes whose predicate holds.
    VoteAll,
    VoteAny,
    VoteBallot,
    /// `__match_any_sync(mask, value)` and `__match_all_sync` on 32 bits (the front end compares
    /// wider values a half at a time and writes `__match_all_sync`'s predicate).
    MatchAny,
    MatchAll,
    /// `__reduce_{add,min,max,and,or,xor}_sync(mask, value)`: the i32 value combined over the
    /// lanes of `mask`; min and max compare as signed (`ReduceMin`/`ReduceMax`) or unsigned.
    ReduceAdd,
    ReduceMin,
    ReduceMax,
    ReduceUMin,
    ReduceUMax,
    ReduceAnd,
    ReduceOr,
    ReduceXor,
    /// `__activemask()`.
    ActiveMask,
    /// Not CUDA's: a point where a backend that runs a block's threads in turn lets the others
    /// catch up (inserted by such backends into grid-stride loops, and written by the device
    /// library where a thread waits for others, as `__ferrocuda_yield()`). No operands, no
    /// result.
    Yield,
    /// A [`SyncOp::Yield`] where the lanes of a warp go on in program order: those stopped at
    /// an earlier one of these (by position in the function) run first, as the lanes of a
    /// GPU's warp go through each statement together (inserted before `printf` by backends
    /// that run a warp's threads in turn, so that a warp prints as a GPU's does).
    OrderedYield,
    /// A [`SyncOp::Yield`] at the back edge of a loop that waits for another thread's write
    /// (leaving it depends on what an atomic operation or a `volatile` load reads): where a
    /// block's threads spin there long, a backend that runs blocks in turn may run other
    /// blocks of the grid, which a GPU would hold resident meanwhile.
    SpinYield,
}

/// Which threads an atomic operation is atomic for (CUDA's `atomicAdd_block`, `atomicAdd`,
/// `atomicAdd_system`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicScope {
    Block,
    Device,
    /// The device, other devices and the host (concurrent access to managed memory).
    System,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    IConst {
        dst: Var,
        value: i64,
    },
    FConst {
        dst: Var,
        value: f64,
    },
    Copy {
        dst: Var,
        src: Var,
    },
    Unary {
        dst: Var,
        op: UnOp,
        a: Var,
    },
    Binary {
        dst: Var,
        op: BinOp,
        a: Var,
        b: Var,
    },
    Cmp {
        dst: Var,
        op: CmpOp,
        a: Var,
        b: Var,
    },
    Cast {
        dst: Var,
        op: CastOp,
        a: Var,
    },
    Select {
        dst: Var,
        cond: Var,
        a: Var,
        b: Var,
    },
    /// Load `dst`'s type from `addr`.
    ///
    /// A `volatile` access (of a `volatile` object, C's sense) happens where the program puts
    /// it: never merged, hoisted or left out, as a spin on a flag that other threads set
    /// needs. The NVIDIA backend prints it through a `volatile` pointer; a backend that runs a
    /// block's threads in turn lets the others catch up before each one, since code written
    /// for lockstep warps expects every lane's access to happen before any lane's next.
    Load {
        dst: Var,
        addr: Var,
        volatile: bool,
    },
    /// Store `value` at `addr`; `volatile` as for [`Inst::Load`].
    Store {
        addr: Var,
        value: Var,
        volatile: bool,
    },
    /// The address of `size` bytes private to the thread, valid until the kernel ends.
    Local {
        dst: Var,
        size: u32,
        align: u32,
    },
    /// The address of a module global (shared, constant, device data or a string).
    GlobalAddr {
        dst: Var,
        global: GlobalId,
    },
    Special {
        dst: Var,
        reg: Special,
    },
    Call {
        dst: Option<Var>,
        func: FuncId,
        args: Vec<Var>,
    },
    /// A function the backend provides: math, bit tricks, `printf`, `malloc`... by CUDA name
    /// and C++ signature (see the backends' intrinsic tables; [`IS_CONSTANT_EVALUATED`] is
    /// the interpreter's too).
    Intrinsic {
        dst: Option<Var>,
        name: String,
        args: Vec<Var>,
    },
    Atomic {
        dst: Var,
        op: AtomicOp,
        addr: Var,
        value: Var,
        scope: AtomicScope,
    },
    AtomicCas {
        dst: Var,
        addr: Var,
        expected: Var,
        new: Var,
        scope: AtomicScope,
    },
    Sync {
        dst: Option<Var>,
        op: SyncOp,
        args: Vec<Var>,
    },
    /// Copy `size` bytes between non-overlapping locations (struct assignment). Both
    /// addresses are multiples of `align`, the copied type's alignment (1 for bytes that may
    /// lie anywhere: a packed class's member, a bit-field's storage), so a backend may move
    /// units that wide; a GPU faults where an address is not aligned.
    MemCopy {
        dst: Var,
        src: Var,
        size: u32,
        align: u32,
    },
    /// `__threadfence*`: order this thread's memory operations.
    Fence,
    /// The failed `assert` of a kernel: prints the message and ends the kernel with an error.
    Trap {
        message: Var,
    },
    /// Inline PTX from the source (`asm("..." : outputs : inputs)`). The NVIDIA backend passes
    /// it through; a backend without PTX translates the instructions it knows.
    InlineAsm(Box<InlineAsm>),
    /// A kernel launch from device code (dynamic parallelism).
    Launch(Box<DeviceLaunch>),
}

/// `kernel<<<grid, block, shared, stream>>>(args)` in device code. The child grid may run at any
/// time after the launch and before its parent grid is complete (a tail launch: once the parent
/// grid is done); a backend that runs grids one at a time runs children after their parent. A
/// launch the device refuses (a bad shape, too deep a nesting) does nothing but set the
/// launching thread's last error, which the device runtime's `cudaGetLastError` returns.
#[derive(Clone, Debug, PartialEq)]
pub struct DeviceLaunch {
    /// A function of kind [`FunctionKind::Kernel`].
    pub kernel: FuncId,
    /// Grid and block dimensions, `I32` registers holding unsigned values.
    pub grid: [Var; 3],
    pub block: [Var; 3],
    /// Bytes of dynamic shared memory, an `I64`.
    pub shared: Var,
    /// The device-side `cudaStream_t`, a `Ptr`.
    pub stream: Var,
    /// One per kernel parameter: a scalar's value, or an aggregate's address (its bytes are
    /// copied at the launch).
    pub args: Vec<Var>,
}

impl DeviceLaunch {
    /// The registers the launch reads, configuration first.
    pub fn operands(&self) -> impl Iterator<Item = Var> + '_ {
        self.grid
            .iter()
            .chain(&self.block)
            .chain([&self.shared, &self.stream])
            .chain(&self.args)
            .copied()
    }
}

/// An inline PTX statement: `text` refers to `operands` as `%0`, `%1`... (GNU style), and
/// writes its outputs through the addresses given.
#[derive(Clone, Debug, PartialEq)]
pub struct InlineAsm {
    pub text: String,
    pub operands: Vec<AsmOperand>,
    /// `volatile`: the statement is not moved or removed.
    pub volatile: bool,
    /// A `"memory"` clobber: the statement reads or writes memory the operands do not name.
    pub clobbers_memory: bool,
    /// Where the statement is in the source (`file:line:col`), for a backend's diagnostics.
    pub loc: String,
}

/// One operand of an [`InlineAsm`]; `ty` is the PTX register's type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AsmOperand {
    /// Written (`"=r"`) through `addr`.
    Out { addr: Var, ty: Type },
    /// Read and written (`"+r"`) through `addr`.
    InOut { addr: Var, ty: Type },
    /// Read (`"r"`), a register of the value's type.
    In(Var),
    /// A constant (`"n"`).
    Imm(i64),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    Jump(BlockId),
    Branch {
        cond: Var,
        then_block: BlockId,
        else_block: BlockId,
    },
    Return(Option<Var>),
    /// The thread ends here, from whatever depth of calls (PTX's `exit`): a kernel's return,
    /// which a called function passes to its callers.
    Exit,
    /// A block control cannot reach the end of (after `__trap`, say).
    Unreachable,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub insts: Vec<Inst>,
    pub term: Terminator,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    Kernel,
    Device,
}

/// How a kernel parameter is passed: a scalar register, or a by-value aggregate whose bytes the
/// launch copies (the parameter's register then holds their address).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    Scalar(Type),
    Aggregate { size: u32, align: u32 },
}

impl ParamKind {
    pub fn size_align(self) -> (u32, u32) {
        match self {
            ParamKind::Scalar(t) => (t.bytes(), t.bytes()),
            ParamKind::Aggregate { size, align } => (size, align),
        }
    }
}

/// The intrinsic behind `std::is_constant_evaluated()`, a `bool`: true where [`eval`]
/// computes a constant expression, false where a backend runs the code. One lowered function
/// serves both (a `constexpr` function called at run time and in a constant), so the answer
/// is the executor's.
pub const IS_CONSTANT_EVALUATED: &str = "__builtin_is_constant_evaluated";

/// The intrinsic that checks an address's alignment (its arguments: the address and the
/// alignment, a power of two in an `i64`), as the access it stands for would: what remains of a
/// copy of a class or vector value (which a GPU moves in units as wide as its alignment) once
/// [`locals`] has split it into a load or store per field.
pub const CHECK_ALIGNED: &str = "__ferrocuda_check_aligned";

/// The name of the intrinsic `key`: the key is a name, or a name and its argument types
/// (`name(types)`).
pub fn intrinsic_name(key: &str) -> &str {
    key.split('(').next().unwrap_or(key)
}

/// Where a Hopper GPU's parameter buffer starts in its constant bank (`c[0x0][0x210]`): a
/// parameter aligned to more than 16 bytes is placed so that its address there is aligned,
/// which puts it at an offset the buffer's own start is not aligned to.
pub const PARAM_BANK_START: u32 = 0x210;

/// CUDA's parameter buffer as an H100 or H200 lays it out: the offset of each parameter, in
/// order, at the first offset past the previous one whose address in the constant bank
/// ([`PARAM_BANK_START`] plus the offset) is a multiple of the parameter's alignment, and the
/// buffer's size. (Measured with `cuFuncGetParamInfo` for `k(int, S, float*)`: a 32-byte-aligned
/// `S` at 16, a 64-byte-aligned one at 48, a 128-byte-aligned one at 112.) GPUs whose buffer
/// starts elsewhere lay such parameters out differently; their backends move them.
pub fn param_layout(params: &[ParamKind]) -> (Vec<u32>, u32) {
    let mut offsets = Vec::with_capacity(params.len());
    let mut end = 0u32;
    for p in params {
        let (size, align) = p.size_align();
        let align = align.max(1).next_power_of_two();
        let off = (end + PARAM_BANK_START).next_multiple_of(align) - PARAM_BANK_START;
        offsets.push(off);
        end = off + size;
    }
    (offsets, end)
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub kind: FunctionKind,
    /// The first `params.len()` registers hold the parameters on entry.
    pub params: Vec<ParamKind>,
    pub ret: Option<Type>,
    pub var_types: Vec<Type>,
    pub blocks: Vec<Block>,
    /// `__launch_bounds__`: launches with larger blocks are rejected.
    pub max_threads_per_block: Option<u32>,
    /// `__cluster_dims__`: the kernel runs in thread block clusters of these blocks.
    pub cluster_dims: Option<[u32; 3]>,
    /// The name CUDA's tools give a kernel (its Itanium C++ ABI mangling, or the plain name of
    /// one with C's linkage), which programs look it up by; `None` for other functions, and
    /// for a kernel whose name the front end cannot mangle.
    pub symbol: Option<String>,
}

impl Function {
    pub fn var_type(&self, v: Var) -> Type {
        self.var_types[v.0 as usize]
    }

    /// The functions this one calls, once per call.
    pub fn callees(&self) -> impl Iterator<Item = FuncId> + '_ {
        self.blocks
            .iter()
            .flat_map(|b| b.insts.iter())
            .filter_map(|i| match i {
                Inst::Call { func, .. } => Some(*func),
                _ => None,
            })
    }

    /// How many times each register is assigned, by register number.
    pub fn assignment_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.var_types.len()];
        for d in self
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(Inst::dst)
        {
            counts[d.0 as usize] += 1;
        }
        counts
    }

    /// The value of each register assigned once (by `counts`, [`Function::assignment_counts`])
    /// and by an integer constant, by register number: the same wherever it is read, since
    /// nothing else assigns it.
    pub fn constants_assigned_once(&self, counts: &[u32]) -> Vec<Option<i64>> {
        let mut constants = vec![None; self.var_types.len()];
        for i in self.blocks.iter().flat_map(|b| &b.insts) {
            if let Inst::IConst { dst, value } = i {
                if counts[dst.0 as usize] == 1 {
                    constants[dst.0 as usize] = Some(*value);
                }
            }
        }
        constants
    }

    /// For each register, whether its value may be computed (by copies, arithmetic, casts and
    /// selections, flow-insensitively) from a register `seeds` marks: where an address may
    /// come from.
    pub fn derived_registers(&self, mut seeds: Vec<bool>) -> Vec<bool> {
        let mut grew = true;
        while grew {
            grew = false;
            for inst in self.blocks.iter().flat_map(|b| &b.insts) {
                let computes = matches!(
                    inst,
                    Inst::Copy { .. }
                        | Inst::Unary { .. }
                        | Inst::Binary { .. }
                        | Inst::Cast { .. }
                        | Inst::Select { .. }
                );
                let Some(dst) = inst.dst().filter(|d| computes && !seeds[d.0 as usize]) else {
                    continue;
                };
                let mut from_one = false;
                inst.for_each_use(|v| from_one |= seeds[v.0 as usize]);
                if from_one {
                    seeds[dst.0 as usize] = true;
                    grew = true;
                }
            }
        }
        seeds
    }
    pub const ENTRY: BlockId = BlockId(0);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalSpace {
    /// `__shared__`: one copy per block, zero-filled is not guaranteed (we zero it anyway).
    Shared,
    /// `__constant__`.
    Constant,
    /// `__device__` / `__managed__` data.
    Device,
    /// Read-only data the compiler made (string literals).
    ReadOnly,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub space: GlobalSpace,
    pub size: u64,
    pub align: u32,
    /// Initial bytes (shorter than `size` means the rest is zero).
    pub init: Vec<u8>,
    /// The pointers among the initial data (`__device__ const char* names[] = {"a", "b"}`):
    /// filled in where the backend places the module's globals, over whatever `init` has there.
    pub relocations: Vec<Relocation>,
}

/// A pointer in a global's initial data: the address of global `target` plus `addend`, as 8
/// little-endian bytes at `offset`.
///
/// Invariants (checked by the verifier): `offset + 8 <= size` of the global holding it, and
/// `target` is not shared memory, which has no address before a block runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relocation {
    pub offset: u64,
    pub target: GlobalId,
    pub addend: i64,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub functions: Vec<Function>,
    pub globals: Vec<Global>,
    /// What the module shares with the device code of other files (`-rdc=true`); empty for a
    /// module compiled whole.
    pub symbols: Symbols,
    /// `-ftz=true` (which `--use_fast_math` implies): every single-precision operation, but
    /// moves and loads and stores, reads a subnormal operand as a zero of its sign and gives
    /// such a zero for a subnormal result, as the GPU's `.ftz` instructions do.
    pub flush_denormals: bool,
}

/// A function or global of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    Function(FuncId),
    Global(GlobalId),
}

/// A module's linkage, by linkage name (a qualified name, with the parameter types for a
/// function, as the source declares it).
///
/// Invariant: an imported function has no blocks and an imported global no storage of its own
/// (size as declared, no initializer); [`link::link`] replaces every use of an import with the
/// definition another module exports, so no backend ever sees one.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Symbols {
    /// Definitions other modules may use.
    pub exports: Vec<(String, Item)>,
    /// Declarations whose definition another module holds.
    pub imports: Vec<(String, Item)>,
}

impl Symbols {
    pub fn is_imported(&self, item: Item) -> bool {
        self.imports.iter().any(|(_, i)| *i == item)
    }
}

impl Module {
    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.0 as usize]
    }
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.0 as usize]
    }
    pub fn find_function(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .position(|f| f.name == name)
            .map(|i| FuncId(i as u32))
    }

    /// Where the `__shared__` variables that `code` (a kernel and the functions it calls)
    /// names go in a block's shared memory: by global, its offset (`None` for a global that is
    /// not shared or not named), each aligned, in module order; and the bytes they take.
    pub fn shared_layout<'f>(
        &self,
        code: impl IntoIterator<Item = &'f Function>,
    ) -> (Vec<Option<u64>>, u64) {
        let mut used = vec![false; self.globals.len()];
        for b in code.into_iter().flat_map(|f| &f.blocks) {
            for i in &b.insts {
                if let Inst::GlobalAddr { global, .. } = i {
                    used[global.0 as usize] = true;
                }
            }
        }
        let mut end = 0u64;
        let offsets = (self.globals.iter().zip(used))
            .map(|(g, used)| {
                if !used || g.space != GlobalSpace::Shared {
                    return None;
                }
                let align = u64::from(g.align.max(1));
                let at = end.div_ceil(align) * align;
                end = at.saturating_add(g.size);
                Some(at)
            })
            .collect();
        (offsets, end)
    }
}

/// The most statically declared shared memory a kernel may use, as on CUDA's GPUs (the GPU
/// compiler refuses a kernel that declares more: "uses too much shared data").
pub const MAX_STATIC_SHARED: u64 = 0xc000;

impl Inst {
    /// Whether the instruction only computes its register, from its operands and from what
    /// stays fixed while a thread runs (its indices, the launch's dimensions, globals'
    /// addresses), reading no memory and unable to trap: it may run where the program would
    /// not run it, and gives the same value wherever its operands have theirs. `constants`:
    /// the registers known to hold one integer constant
    /// ([`Function::constants_assigned_once`]; registers past its end are not known).
    pub fn is_speculatable(&self, constants: &[Option<i64>]) -> bool {
        let constant = |v: &Var| constants.get(v.0 as usize).copied().flatten();
        match self {
            Inst::Binary { op, b, .. } => match op {
                // A division traps by zero, and a signed one overflows at MIN / -1.
                BinOp::SDiv | BinOp::SRem => matches!(constant(b), Some(d) if d != 0 && d != -1),
                BinOp::UDiv | BinOp::URem => matches!(constant(b), Some(d) if d != 0),
                _ => true,
            },
            Inst::IConst { .. }
            | Inst::FConst { .. }
            | Inst::Copy { .. }
            | Inst::Unary { .. }
            | Inst::Cmp { .. }
            | Inst::Cast { .. }
            | Inst::Select { .. }
            | Inst::Special { .. }
            | Inst::GlobalAddr { .. } => true,
            _ => false,
        }
    }

    /// The register this instruction writes, if any.
    pub fn dst(&self) -> Option<Var> {
        use Inst::*;
        match self {
            IConst { dst, .. }
            | FConst { dst, .. }
            | Copy { dst, .. }
            | Unary { dst, .. }
            | Binary { dst, .. }
            | Cmp { dst, .. }
            | Cast { dst, .. }
            | Select { dst, .. }
            | Load { dst, .. }
            | Local { dst, .. }
            | GlobalAddr { dst, .. }
            | Special { dst, .. }
            | Atomic { dst, .. }
            | AtomicCas { dst, .. } => Some(*dst),
            Call { dst, .. } | Intrinsic { dst, .. } | Sync { dst, .. } => *dst,
            Store { .. } | MemCopy { .. } | Fence | Trap { .. } | InlineAsm(_) | Launch(_) => None,
        }
    }

    /// Calls `f` on every register this instruction reads.
    pub fn for_each_use(&self, mut f: impl FnMut(Var)) {
        use Inst::*;
        match self {
            IConst { .. }
            | FConst { .. }
            | Local { .. }
            | GlobalAddr { .. }
            | Special { .. }
            | Fence => {}
            Copy { src, .. } => f(*src),
            Unary { a, .. } | Cast { a, .. } => f(*a),
            Binary { a, b, .. } | Cmp { a, b, .. } => {
                f(*a);
                f(*b)
            }
            Select { cond, a, b, .. } => {
                f(*cond);
                f(*a);
                f(*b)
            }
            Load { addr, .. } => f(*addr),
            Store { addr, value, .. } => {
                f(*addr);
                f(*value)
            }
            Call { args, .. } | Intrinsic { args, .. } | Sync { args, .. } => {
                args.iter().copied().for_each(f)
            }
            Atomic { addr, value, .. } => {
                f(*addr);
                f(*value)
            }
            AtomicCas {
                addr,
                expected,
                new,
                ..
            } => {
                f(*addr);
                f(*expected);
                f(*new)
            }
            MemCopy { dst, src, .. } => {
                f(*dst);
                f(*src)
            }
            Trap { message } => f(*message),
            InlineAsm(asm) => {
                for op in &asm.operands {
                    match op {
                        AsmOperand::Out { addr, .. } | AsmOperand::InOut { addr, .. } => f(*addr),
                        AsmOperand::In(v) => f(*v),
                        AsmOperand::Imm(_) => {}
                    }
                }
            }
            Launch(l) => l.operands().for_each(f),
        }
    }
}

impl Terminator {
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Jump(b) => vec![*b],
            Terminator::Branch {
                then_block,
                else_block,
                ..
            } => vec![*then_block, *else_block],
            Terminator::Return(_) | Terminator::Exit | Terminator::Unreachable => vec![],
        }
    }
    pub fn for_each_use(&self, mut f: impl FnMut(Var)) {
        match self {
            Terminator::Branch { cond, .. } => f(*cond),
            Terminator::Return(Some(v)) => f(*v),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CUDA's layout, as the driver reports it on an H200 for `k(int, S, float*)` with `S`
    /// aligned to 32, 64 and 128 bytes.
    #[test]
    fn wide_parameters_are_aligned_in_the_constant_bank() {
        for (align, at, pointer_at) in [(32, 16, 48), (64, 48, 112), (128, 112, 240)] {
            let params = [
                ParamKind::Scalar(Type::I32),
                ParamKind::Aggregate { size: align, align },
                ParamKind::Scalar(Type::Ptr),
            ];
            assert_eq!(
                param_layout(&params),
                (vec![0, at, pointer_at], pointer_at + 8)
            );
        }
    }
}
