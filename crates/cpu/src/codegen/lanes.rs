//! Lockstep lanes: a kernel's regions compiled a second time, four consecutive threads to each
//! instruction.
//!
//! The scalar thread loop runs one thread at a time from its resume point to its next
//! synchronisation point. Where four consecutive threads of a row (`blockDim.x` a multiple of
//! four) stand at the same resume point, the loop instead runs them together through a vector
//! version of the region: registers whose value can differ between the four (*varying*:
//! `threadIdx.x` and what is computed from it, loads from varying addresses, a thread's own
//! local memory, atomics' results) live in SIMD registers, one lane per thread; the others
//! (*uniform*) stay scalar and are computed once.
//!
//! Control flow stays uniform while the lanes run together. A branch on a varying condition
//! that the four take alike is one branch; one they do not take alike makes them *diverge*:
//! the live registers go to the spill area (a vector store each) and each lane's condition to
//! its frame, the stop codes name the branch (a resume point of the scalar code of its own,
//! after the synchronisation points), and the scalar loop finishes the region for each of the
//! four. Registers live across a synchronisation point go through the spill area as in the
//! scalar code (the four lanes of one side by side), so a region can start in lockstep after
//! one that diverged; a register the analysis takes as uniform is checked equal in the four
//! lanes there (a loop the lanes left at different iterations makes it differ), and the four
//! run one by one where it is not.
//!
//! Instructions with a vector form (integer and float arithmetic of 32 and 64 bits,
//! comparisons, selects, common conversions, square roots and multiply-adds, loads and stores
//! of four consecutive elements) run as SIMD instructions; every other instruction runs once
//! per lane, in lane order, through the scalar code generator, with the thread's index, its
//! `threadIdx.x` and its frame set to the lane's. Loads and stores check that the four
//! addresses are consecutive and in the arena and take the lane-by-lane path otherwise, which
//! reports faults with the faulting thread as the scalar code does.
//!
//! Invariant: the uniform registers of a lockstep region hold the same value in all four
//! threads at every point of it, and the thread loop's `t`, `threadIdx` and frame variables
//! hold the first lane's values wherever the vector code is between instructions.

use super::{cl_type, off, Gen, FRAME_RESULT, STOP_DONE, STOP_WAITING};
use cranelift_codegen::ir::{
    self as cl, condcodes::IntCC, types, ConstantData, Endianness, InstBuilder, MemFlagsData,
};
use cranelift_frontend::Switch;
use ferrocuda_ir::{self as ir, BinOp, CastOp, Inst, Terminator, Type, UnOp, Var};

/// Threads per lockstep group.
pub const LANES: u32 = 4;

/// Kernels larger than this (IR instructions) are not compiled a second time: the vector code
/// doubles the machine code, and each vector register is two variables of the SSA builder.
const MAX_INSTRUCTIONS: usize = 4000;

/// How a register's four lanes relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// One value for the four: held as a scalar, computed once.
    Uniform,
    /// Lane k holds lane 0's value plus k times the stride (in the register's type, wrapping
    /// as it wraps): held as lane 0's scalar. Indices (`blockIdx.x * blockDim.x +
    /// threadIdx.x`) and the addresses of consecutive elements are such, so their arithmetic
    /// is scalar and their loads and stores are whole vectors without a test of the lanes.
    Consecutive(i64),
    /// Anything else: a vector (two for 64-bit types).
    Vector,
}

impl Shape {
    fn join(self, other: Shape) -> Shape {
        match self == other {
            true => self,
            false => Shape::Vector,
        }
    }
}

/// What runs in lockstep, decided before code generation.
pub(super) struct LanePlan {
    /// By register.
    pub(super) shapes: Vec<Shape>,
    /// By register: its value can differ between the lanes (its shape is not uniform).
    pub(super) varying: Vec<bool>,
    /// By resume point (0: the kernel's entry, k: after synchronisation point k): four
    /// threads standing there run in lockstep.
    pub(super) entries: Vec<bool>,
    /// By IR block: the vector code reaches its start.
    pub(super) blocks: Vec<bool>,
    /// Where the lanes may leave lockstep, in block and instruction order; the scalar code
    /// resumes the j-th at resume point `1 + syncs + j`.
    pub(super) exits: Vec<LaneExit>,
}

/// A place where the lanes may leave lockstep: a branch on a varying condition (they part),
/// or the widening of a consecutive 32-bit index (its lanes wrap around, so the wide values
/// are not consecutive).
pub(super) struct LaneExit {
    pub(super) block: usize,
    /// The instruction it comes before; `None` for the block's branch.
    pub(super) at: Option<usize>,
    /// The registers live there, which the lanes leave in the spill area (a branch's
    /// condition goes at [`FRAME_RESULT`] of each lane's frame).
    pub(super) live: Vec<Var>,
}

impl LanePlan {
    /// The plan for kernel `f` of module `m`, or `None` where no region of it runs in
    /// lockstep.
    /// `exiting` says, by function, where a thread may exit in a call (see
    /// [`ir::opt::exiting_functions`]).
    pub(super) fn new(f: &ir::Function, m: &ir::Module, exiting: &[bool]) -> Option<LanePlan> {
        let count: usize = f.blocks.iter().map(|b| b.insts.len()).sum();
        if count > MAX_INSTRUCTIONS {
            return None;
        }
        let facts = Facts {
            f,
            shapes: register_shapes(f),
            thread_x: thread_x_registers(f),
            shared_only: crate::address_space::shared_only_addresses(f, m),
            exiting,
        };
        let varying: Vec<bool> = facts.shapes.iter().map(|s| *s != Shape::Uniform).collect();
        let mut starts = vec![(0usize, 0usize)];
        for (bi, b) in f.blocks.iter().enumerate() {
            for (ii, i) in b.insts.iter().enumerate() {
                if matches!(i, Inst::Sync { .. }) {
                    starts.push((bi, ii + 1));
                }
            }
        }
        let mut entries = vec![false; starts.len()];
        let mut blocks = vec![false; f.blocks.len()];
        let mut places = std::collections::BTreeSet::new();
        for (k, start) in starts.into_iter().enumerate() {
            if let Some((reached, exits)) = region(&facts, start, k == 0) {
                entries[k] = true;
                reached.into_iter().for_each(|b| blocks[b] = true);
                places.extend(exits);
            }
        }
        if !entries.iter().any(|e| *e) {
            return None;
        }
        let wanted = ir::liveness::successors_of(f, places.iter().map(|&(block, _)| block));
        let live_in = ir::liveness::live_in(f, &wanted);
        let assigned = f.assignment_counts();
        // Parameters never assigned hold their entry values at every resume point.
        let kept = |v: &Var| v.0 as usize >= f.params.len() || assigned[v.0 as usize] > 0;
        let exits = places
            .into_iter()
            .map(|(block, at)| {
                let at = (at != usize::MAX).then_some(at);
                let live = live_before(f, &live_in, block, at)
                    .into_iter()
                    .filter(kept)
                    .collect();
                LaneExit { block, at, live }
            })
            .collect();
        Some(LanePlan {
            shapes: facts.shapes,
            varying,
            entries,
            blocks,
            exits,
        })
    }

    /// The registers some exit leaves in the frames.
    pub(super) fn spilled(&self) -> Vec<Var> {
        self.exits
            .iter()
            .flat_map(|d| d.live.iter().copied())
            .collect()
    }

    pub(super) fn exit_at(&self, block: usize, at: Option<usize>) -> Option<usize> {
        self.exits
            .iter()
            .position(|d| d.block == block && d.at == at)
    }
}

/// What the plan is made from: a kernel and what is known of its registers.
struct Facts<'f> {
    f: &'f ir::Function,
    shapes: Vec<Shape>,
    /// By register: `threadIdx.x` itself (see [`thread_x_registers`]).
    thread_x: Vec<bool>,
    /// By register: only addresses in the block's shared memory.
    shared_only: Vec<bool>,
    /// By function: a thread may exit in a call of it.
    exiting: &'f [bool],
}

/// The registers live before instruction `at` of block `block` (`None`: before its terminator).
fn live_before(
    f: &ir::Function,
    live_in: &[Vec<Var>],
    block: usize,
    at: Option<usize>,
) -> Vec<Var> {
    let b = &f.blocks[block];
    let mut live: std::collections::BTreeSet<Var> =
        ir::liveness::live_out(f, live_in, ir::BlockId(block as u32))
            .into_iter()
            .collect();
    b.term.for_each_use(|v| {
        live.insert(v);
    });
    if let Some(at) = at {
        for i in b.insts[at..].iter().rev() {
            if let Some(d) = i.dst() {
                live.remove(&d);
            }
            i.for_each_use(|v| {
                live.insert(v);
            });
        }
    }
    live.into_iter().collect()
}

/// Each register's [`Shape`]: the join of what each instruction writing it gives. Within a
/// lockstep region control flow is uniform, so only what an instruction reads (or what it is:
/// a thread's index, its own memory, an atomic's answer) makes its result vary.
fn register_shapes(f: &ir::Function) -> Vec<Shape> {
    let mut constant: Vec<Option<i64>> = vec![None; f.var_types.len()];
    let mut defs = vec![0u32; f.var_types.len()];
    for i in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(d) = i.dst() {
            defs[d.0 as usize] += 1;
            if let Inst::IConst { value, .. } = i {
                constant[d.0 as usize] = Some(*value);
            }
        }
    }
    for (c, n) in constant.iter_mut().zip(&defs) {
        if *n != 1 {
            *c = None;
        }
    }
    // `None`: no write seen yet (optimistically nothing); parameters start uniform.
    let mut shapes: Vec<Option<Shape>> = vec![None; f.var_types.len()];
    for s in shapes.iter_mut().take(f.params.len()) {
        *s = Some(Shape::Uniform);
    }
    loop {
        let mut changed = false;
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            let Some(d) = i.dst() else { continue };
            let Some(shape) = instruction_shape(f, i, &shapes, &constant) else {
                continue;
            };
            let joined = match shapes[d.0 as usize] {
                Some(old) => old.join(shape),
                None => shape,
            };
            if shapes[d.0 as usize] != Some(joined) {
                shapes[d.0 as usize] = Some(joined);
                changed = true;
            }
        }
        if changed {
            continue;
        }
        // What is still unknown (registers never written, or written only from each other)
        // is uniform; iterating again from there makes every instruction's shape agree with
        // its operands'.
        if shapes.iter().all(Option::is_some) {
            return shapes.into_iter().flatten().collect();
        }
        shapes
            .iter_mut()
            .filter(|s| s.is_none())
            .for_each(|s| *s = Some(Shape::Uniform));
    }
}

/// The shape of what instruction `i` writes, from its operands' (`None` while one is not
/// known yet).
fn instruction_shape(
    f: &ir::Function,
    i: &Inst,
    shapes: &[Option<Shape>],
    constant: &[Option<i64>],
) -> Option<Shape> {
    use Shape::*;
    let mut operands = Vec::new();
    let mut unknown = false;
    i.for_each_use(|v| match shapes[v.0 as usize] {
        Some(s) => operands.push(s),
        None => unknown = true,
    });
    if unknown {
        return None;
    }
    let int = |v: &Var| matches!(f.var_type(*v), Type::I32 | Type::I64 | Type::Ptr);
    let shape = |v: &Var| shapes[v.0 as usize].unwrap_or(Uniform);
    let stride = |x: Option<i64>| x.map_or(Vector, Consecutive);
    Some(match i {
        Inst::Special {
            reg: ir::Special::ThreadIdx(0) | ir::Special::LaneId,
            ..
        } => Consecutive(1),
        Inst::Special { .. } => Uniform,
        Inst::Local { .. } | Inst::Sync { .. } => Vector,
        Inst::Copy { src, .. } => shape(src),
        Inst::Binary { op, a, b, .. } if int(a) && int(b) => match (op, shape(a), shape(b)) {
            (_, Uniform, Uniform) => Uniform,
            (BinOp::Add, Consecutive(x), Uniform) | (BinOp::Add, Uniform, Consecutive(x)) => {
                Consecutive(x)
            }
            (BinOp::Sub, Consecutive(x), Uniform) => Consecutive(x),
            (BinOp::Sub, Uniform, Consecutive(y)) => stride(y.checked_neg()),
            (BinOp::Add, Consecutive(x), Consecutive(y)) => stride(x.checked_add(y)),
            (BinOp::Sub, Consecutive(x), Consecutive(y)) => stride(x.checked_sub(y)),
            (BinOp::Mul, Consecutive(x), Uniform) => {
                stride(constant[b.0 as usize].and_then(|c| x.checked_mul(c)))
            }
            (BinOp::Mul, Uniform, Consecutive(y)) => {
                stride(constant[a.0 as usize].and_then(|c| y.checked_mul(c)))
            }
            (BinOp::Shl, Consecutive(x), Uniform) => stride(
                constant[b.0 as usize]
                    .filter(|c| (0..32).contains(c))
                    .and_then(|c| x.checked_mul(1 << c)),
            ),
            _ => Vector,
        },
        Inst::Cast { op, a, dst } if int(a) && int(dst) => {
            let (from, to) = (f.var_type(*a).bytes(), f.var_type(*dst).bytes());
            match (op, shape(a)) {
                (_, Uniform) => Uniform,
                // Widening a 32-bit index whose lanes do not wrap (checked where it runs).
                (CastOp::SExt | CastOp::ZExt, Consecutive(x))
                    if from == 4 && to == 8 && x.unsigned_abs() < 1 << 29 =>
                {
                    Consecutive(x)
                }
                (CastOp::SExt | CastOp::ZExt | CastOp::Bitcast | CastOp::Trunc, Consecutive(x))
                    if to <= from =>
                {
                    Consecutive(x)
                }
                _ => Vector,
            }
        }
        _ if operands.iter().any(|s| *s != Uniform) || per_thread(f, i) => Vector,
        _ => Uniform,
    })
}

/// Whether instruction `i` widens a consecutive 32-bit index that may wrap: the lanes leave
/// lockstep where it does. `threadIdx.x` itself (`thread_x`) never does: a group's four
/// threads are below `blockDim.x`.
fn widens_index(facts: &Facts, i: &Inst) -> bool {
    let (f, shapes, thread_x) = (facts.f, &facts.shapes, &facts.thread_x);
    match i {
        Inst::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            a,
            dst,
        } => {
            matches!(shapes[dst.0 as usize], Shape::Consecutive(_))
                && f.var_type(*a).bytes() < f.var_type(*dst).bytes()
                && !thread_x[a.0 as usize]
        }
        _ => false,
    }
}

/// By register: every assignment of it is `threadIdx.x` or the lane's index in its warp, or a
/// copy of such a register.
fn thread_x_registers(f: &ir::Function) -> Vec<bool> {
    let mut assigned = vec![false; f.var_types.len()];
    let mut other = vec![false; f.var_types.len()];
    loop {
        let before = other.iter().filter(|o| **o).count();
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            let Some(d) = i.dst() else { continue };
            let d = d.0 as usize;
            assigned[d] = true;
            other[d] |= match i {
                Inst::Special {
                    reg: ir::Special::ThreadIdx(0) | ir::Special::LaneId,
                    ..
                } => false,
                Inst::Copy { src, .. } => other[src.0 as usize] || !assigned[src.0 as usize],
                _ => true,
            };
        }
        if other.iter().filter(|o| **o).count() == before {
            break;
        }
    }
    assigned.iter().zip(&other).map(|(a, o)| *a && !o).collect()
}

/// Whether `i` must run once per thread even where every operand is uniform: its effect or
/// its answer is each thread's own.
fn per_thread(f: &ir::Function, i: &Inst) -> bool {
    match i {
        Inst::Atomic { .. } | Inst::AtomicCas { .. } | Inst::Call { .. } | Inst::Launch(_) => true,
        // An alignment check faults alike for every lane of one address.
        Inst::Intrinsic { name, args, .. } => {
            !pure_math(f, args) && ir::intrinsic_name(name) != ir::CHECK_ALIGNED
        }
        _ => false,
    }
}

/// Intrinsics of floating-point operands only are math functions: their result depends on
/// the operands alone (those with effects, `printf`, `malloc`, texture fetches, take other
/// operands).
fn pure_math(f: &ir::Function, args: &[Var]) -> bool {
    !args.is_empty()
        && args
            .iter()
            .all(|a| matches!(f.var_type(*a), Type::F32 | Type::F64))
}

/// Whether the vector code can hold `i`'s registers: a varying 128-bit integer has no lanes.
fn supported(facts: &Facts, i: &Inst) -> bool {
    let (f, shapes) = (facts.f, &facts.shapes);
    match i {
        Inst::InlineAsm(_) => return false,
        // A lane may end there while the others go on.
        Inst::Call { func, .. } if facts.exiting.get(func.0 as usize) == Some(&true) => {
            return false
        }
        _ => {}
    }
    let mut ok = true;
    let mut see =
        |v: Var| ok &= !(shapes[v.0 as usize] != Shape::Uniform && f.var_type(v) == Type::I128);
    i.for_each_use(&mut see);
    if let Some(d) = i.dst() {
        see(d);
    }
    ok
}

/// The region that starts at instruction `start` (a block and an index): the blocks it
/// reaches at their start and the places the lanes may leave lockstep (block, instruction;
/// `usize::MAX` for a branch), or `None` where some instruction in it has no lockstep form. A
/// region ends at synchronisation points.
#[allow(clippy::type_complexity)]
fn region(
    facts: &Facts,
    start: (usize, usize),
    at_entry: bool,
) -> Option<(Vec<usize>, Vec<(usize, usize)>)> {
    let (f, shapes) = (facts.f, &facts.shapes[..]);
    let mut seen = vec![false; f.blocks.len()];
    let mut reached = Vec::new();
    let mut exits = Vec::new();
    if at_entry {
        seen[start.0] = true;
        reached.push(start.0);
    }
    let mut work = vec![start];
    // Instructions of the four lanes: as SIMD instructions, and once per lane.
    let (mut vector, mut per_lane) = (0usize, 0usize);
    while let Some((bi, from)) = work.pop() {
        let b = &f.blocks[bi];
        let mut stopped = false;
        for (ii, i) in b.insts.iter().enumerate().skip(from) {
            if !supported(facts, i) {
                return None;
            }
            if matches!(i, Inst::Sync { .. }) {
                stopped = true;
                break;
            }
            match lane_cost(facts, i) {
                LaneCost::Once => {}
                LaneCost::Vector => vector += 1,
                LaneCost::PerLane(weight) => per_lane += weight,
            }
            if widens_index(facts, i) {
                exits.push((bi, ii));
            }
        }
        if stopped {
            continue;
        }
        let mut term_ok = true;
        b.term.for_each_use(|v| {
            term_ok &= !(shapes[v.0 as usize] != Shape::Uniform && f.var_type(v) == Type::I128)
        });
        if !term_ok {
            return None;
        }
        if let Terminator::Branch { cond, .. } = b.term {
            if shapes[cond.0 as usize] != Shape::Uniform {
                exits.push((bi, usize::MAX));
            }
        }
        for s in b.term.successors() {
            let s = s.0 as usize;
            if !seen[s] {
                seen[s] = true;
                reached.push(s);
                work.push((s, 0));
            }
        }
    }
    // Each lane's own copy of an instruction costs about three times its scalar code
    // (moving its operands out of the vectors and its result in), a SIMD instruction a
    // quarter: measured on the bench kernels, a region pays off where the first (weighed by
    // `LaneCost::PerLane`) are fewer than three eighths of the second.
    if per_lane * 8 > vector * 3 {
        return None;
    }
    Some((reached, exits))
}

/// How the lockstep code runs an instruction.
enum LaneCost {
    /// Once for the four (uniform), or as lane 0's scalar (consecutive).
    Once,
    Vector,
    /// Once per lane, weighing this many ordinary instructions: an atomic operation or a call
    /// gains nothing from the lanes around it and waits as long as in the scalar code.
    PerLane(usize),
}

/// How the lockstep code runs instruction `i`; [`Gen::emit_vector`] decides what has a vector
/// form, and this follows it for what costs most: memory accesses, copies, calls.
fn lane_cost(facts: &Facts, i: &Inst) -> LaneCost {
    let (f, shapes) = (facts.f, &facts.shapes);
    let shape = |v: &Var| shapes[v.0 as usize];
    let mut reads_varying = false;
    i.for_each_use(|v| reads_varying |= shape(&v) != Shape::Uniform);
    let dst_vector = i.dst().is_some_and(|d| shape(&d) == Shape::Vector);
    if !reads_varying && !per_thread(f, i) && !dst_vector {
        return LaneCost::Once;
    }
    if matches!(i.dst().map(|d| shape(&d)), Some(Shape::Consecutive(_))) {
        return LaneCost::Once;
    }
    // A whole vector where consecutive elements are accessed.
    let whole = |addr: &Var, size: u32| match shape(addr) {
        Shape::Consecutive(stride) => stride == i64::from(size),
        Shape::Uniform => true,
        Shape::Vector => false,
    };
    match i {
        Inst::Load {
            dst,
            addr,
            volatile: false,
        } if whole(addr, f.var_type(*dst).bytes()) => LaneCost::Vector,
        Inst::Store {
            addr,
            value,
            volatile: false,
        } if shape(addr) != Shape::Uniform && whole(addr, f.var_type(*value).bytes()) => {
            LaneCost::Vector
        }
        Inst::Load { .. } | Inst::Store { .. } | Inst::MemCopy { .. } => LaneCost::PerLane(1),
        // In shared memory: a plain load and store (see `intrinsics::emit_atomic`).
        Inst::Atomic { addr, op, .. }
            if facts.shared_only[addr.0 as usize]
                && !matches!(op, ir::AtomicOp::Inc | ir::AtomicOp::Dec) =>
        {
            LaneCost::PerLane(1)
        }
        Inst::Atomic { .. } | Inst::AtomicCas { .. } | Inst::Call { .. } | Inst::Launch(_) => {
            LaneCost::PerLane(3)
        }
        Inst::Intrinsic { name, .. } if vector_math(name).is_none() => LaneCost::PerLane(1),
        _ => LaneCost::Vector,
    }
}

/// The math functions the lockstep code computes as SIMD instructions.
#[derive(Clone, Copy)]
enum VectorMath {
    Sqrt,
    ReciprocalSqrt,
    FusedMultiplyAdd,
}

fn vector_math(name: &str) -> Option<VectorMath> {
    match ir::intrinsic_name(name).trim_start_matches('_') {
        "sqrtf" | "sqrt" => Some(VectorMath::Sqrt),
        "rsqrtf" | "rsqrt" => Some(VectorMath::ReciprocalSqrt),
        "fmaf" | "fma" | "fmaf_rn" | "fma_rn" => Some(VectorMath::FusedMultiplyAdd),
        _ => None,
    }
}

/// The vector type that holds a register of IR type `t`, and how many such vectors hold the
/// four lanes (two for 64-bit types). Narrower types use the first four lanes of their
/// vector: the others hold whatever the operations leave there.
pub(super) fn lane_type(t: Type) -> Option<(cl::Type, usize)> {
    Some(match t {
        Type::Bool | Type::I8 => (types::I8X16, 1),
        Type::I16 => (types::I16X8, 1),
        Type::I32 => (types::I32X4, 1),
        Type::F32 => (types::F32X4, 1),
        Type::I64 | Type::Ptr => (types::I64X2, 2),
        Type::F64 => (types::F64X2, 2),
        Type::I128 => return None,
    })
}

/// Where lane `lane` is among `parts` vectors: which vector, which element.
fn lane_slot(parts: usize, lane: u32) -> (usize, u8) {
    match parts {
        1 => (0, lane as u8),
        _ => ((lane / 2) as usize, (lane % 2) as u8),
    }
}

/// The thread loop's values for the first lane, while code for each lane is emitted.
#[derive(Clone, Copy)]
pub(super) struct LaneBase {
    t: cl::Value,
    x: cl::Value,
    frame: cl::Value,
}

/// The vector code's blocks.
pub(super) struct LaneBlocks {
    /// By IR block, where the plan reaches its start.
    blocks: Vec<Option<cl::Block>>,
    /// By resume point, where the plan runs lanes from there.
    resumes: Vec<Option<cl::Block>>,
    /// After four threads stopped: the next four.
    latch: cl::Block,
    /// The test of a group's stop codes, where the thread loop stands at a group of four in a
    /// row whose length is a multiple of four.
    check: cl::Block,
}

impl<'a> Gen<'a, '_> {
    /// Generates lockstep code as `plan` says (a kernel's), declaring the vector variables of
    /// its vector registers.
    pub(super) fn run_lanes(&mut self, plan: &'a LanePlan) {
        self.vregs = self
            .f
            .var_types
            .iter()
            .zip(&plan.shapes)
            .map(|(t, shape)| match (shape, lane_type(*t)) {
                (Shape::Vector, Some((vt, _))) => {
                    Some([self.b.declare_var(vt), self.b.declare_var(vt)])
                }
                _ => None,
            })
            .collect();
        self.lanes = Some(plan);
    }
}

impl Gen<'_, '_> {
    fn plan(&self) -> &LanePlan {
        self.lanes.expect("lockstep code is generated with a plan")
    }

    pub(super) fn is_varying(&self, v: Var) -> bool {
        self.vector && self.plan().varying[v.0 as usize]
    }

    /// Register `v`'s shape in the lockstep code (uniform in the scalar code).
    pub(super) fn shape(&self, v: Var) -> Shape {
        match self.vector {
            true => self.plan().shapes[v.0 as usize],
            false => Shape::Uniform,
        }
    }

    /// A 128-bit constant of type `ty` from its lanes' bytes.
    fn vconst_bytes(&mut self, ty: cl::Type, bytes: Vec<u8>) -> cl::Value {
        let c = self.b.func.dfg.constants.insert(ConstantData::from(bytes));
        self.b.ins().vconst(ty, c)
    }

    /// The lanes' offsets `[0, step, 2 step, 3 step]` as `parts` vectors of `ty` (`I32X4`,
    /// or two `I64X2`).
    fn lane_steps(&mut self, ty: cl::Type, step: i64) -> Vec<cl::Value> {
        let lanes: Vec<i64> = (0..LANES as i64).map(|l| l * step).collect();
        match ty {
            types::I32X4 => {
                let bytes = lanes
                    .iter()
                    .flat_map(|l| (*l as i32).to_le_bytes())
                    .collect();
                vec![self.vconst_bytes(ty, bytes)]
            }
            _ => lanes
                .chunks(2)
                .map(|pair| {
                    let bytes = pair.iter().flat_map(|l| l.to_le_bytes()).collect();
                    self.vconst_bytes(ty, bytes)
                })
                .collect(),
        }
    }

    /// Register `v`'s lanes as vectors.
    fn lanes_of(&mut self, v: Var) -> Vec<cl::Value> {
        let (vt, parts) = lane_type(self.f.var_type(v)).expect("a register with lanes");
        match self.shape(v) {
            Shape::Vector => {
                let vars = self.vregs[v.0 as usize].expect("a vector register's variables");
                vars[..parts].iter().map(|x| self.b.use_var(*x)).collect()
            }
            Shape::Uniform => {
                let x = self.use_v(v);
                let s = self.b.ins().splat(vt, x);
                vec![s; parts]
            }
            Shape::Consecutive(stride) => {
                let x = self.scalar_value(v);
                let s = self.b.ins().splat(vt, x);
                let steps = self.lane_steps(vt, stride);
                steps.iter().map(|d| self.b.ins().iadd(s, *d)).collect()
            }
        }
    }

    /// Defines vector register `v` from its lanes' vectors.
    pub(super) fn def_lanes(&mut self, v: Var, parts: &[cl::Value]) {
        self.compare_masks.remove(&v);
        let vars = self.vregs[v.0 as usize].expect("a vector register's variables");
        for (var, x) in vars.iter().zip(parts) {
            self.b.def_var(*var, *x);
        }
    }

    /// Lane `lane` of varying register `v`, as a scalar.
    pub(super) fn lane_value(&mut self, v: Var, lane: u32) -> cl::Value {
        if let Shape::Consecutive(stride) = self.shape(v) {
            let first = self.scalar_value(v);
            return self.offset_by(first, stride.wrapping_mul(i64::from(lane)));
        }
        let (_, parts) = lane_type(self.f.var_type(v)).expect("a register with lanes");
        let (part, index) = lane_slot(parts, lane);
        let var = self.vregs[v.0 as usize].expect("a varying register's variables")[part];
        let x = self.b.use_var(var);
        self.b.ins().extractlane(x, index)
    }

    /// The vectors of IR type `t` holding the four scalars `values`.
    fn gather(&mut self, t: Type, values: &[cl::Value]) -> Vec<cl::Value> {
        let (vt, parts) = lane_type(t).expect("a register with lanes");
        let per = LANES as usize / parts;
        values
            .chunks(per)
            .map(|chunk| {
                let mut x = self.b.ins().splat(vt, chunk[0]);
                for (i, v) in chunk.iter().enumerate().skip(1) {
                    x = self.b.ins().insertlane(x, *v, i as u8);
                }
                x
            })
            .collect()
    }

    fn lane_base(&mut self) -> LaneBase {
        LaneBase {
            t: self.b.use_var(self.t),
            x: self.b.use_var(self.tid[0]),
            frame: self.b.use_var(self.frame),
        }
    }

    /// Makes the thread loop's variables those of lane `lane` (see the module's invariant).
    fn enter_lane(&mut self, base: LaneBase, lane: u32) {
        let step = i64::from(lane);
        let t = self.b.ins().iadd_imm_s(base.t, step);
        let x = self.b.ins().iadd_imm_s(base.x, step);
        let frame = self
            .b
            .ins()
            .iadd_imm_s(base.frame, step * i64::from(self.frame_stride));
        self.b.def_var(self.t, t);
        self.b.def_var(self.tid[0], x);
        self.set_frame(frame);
        self.lane = Some(lane);
    }

    /// Back to the first lane's variables; the values each lane gave varying registers become
    /// their vectors.
    fn leave_lanes(&mut self, base: LaneBase) {
        self.b.def_var(self.t, base.t);
        self.b.def_var(self.tid[0], base.x);
        self.set_frame(base.frame);
        self.lane = None;
        for (v, values) in std::mem::take(&mut self.lane_defs) {
            debug_assert_eq!(self.plan().shapes[v.0 as usize], Shape::Vector);
            let parts = self.gather(self.f.var_type(v), &values);
            self.def_lanes(v, &parts);
        }
    }

    /// In lane `lane`'s code: records the lane's value of varying register `v`.
    pub(super) fn def_lane(&mut self, v: Var, lane: u32, x: cl::Value) {
        let dummy = cl::Value::from_u32(0);
        match self.lane_defs.iter_mut().find(|(d, _)| *d == v) {
            Some((_, values)) => values[lane as usize] = x,
            None => {
                let mut values = vec![dummy; LANES as usize];
                values[lane as usize] = x;
                self.lane_defs.push((v, values));
            }
        }
    }

    /// Runs `inst` once per lane through the scalar code generator.
    fn per_lane(&mut self, inst: &Inst) -> Result<(), String> {
        let base = self.lane_base();
        for lane in 0..LANES {
            self.enter_lane(base, lane);
            self.emit_inst(inst)?;
        }
        self.leave_lanes(base);
        Ok(())
    }

    /// Sets the stop code of the group's four threads.
    fn set_group_stop(&mut self, code: u32) {
        let at = self.stop_address();
        let code = self.b.ins().iconst(types::I32, i64::from(code));
        let codes = self.b.ins().splat(types::I32X4, code);
        self.b
            .ins()
            .store(MemFlagsData::new().with_notrap(), codes, at, 0);
    }

    /// The thread loop's test for a lockstep group at thread `t`: `t` starts a group of four in
    /// one row, the four are at one resume point that runs in lockstep, and none is held.
    /// Otherwise thread `t` runs alone (`scalar`).
    pub(super) fn emit_group_dispatch(
        &mut self,
        end: cl::Value,
        nx: cl::Value,
        scalar: cl::Block,
    ) -> LaneBlocks {
        let plan_entries = self.plan().entries.clone();
        let nblocks = self.f.blocks.len();
        let blocks = (0..nblocks)
            .map(|bi| self.plan().blocks[bi].then(|| self.b.create_block()))
            .collect();
        let resumes: Vec<Option<cl::Block>> = plan_entries
            .iter()
            .map(|on| on.then(|| self.b.create_block()))
            .collect();
        let latch = self.b.create_block();
        let (check, dispatch) = (self.b.create_block(), self.b.create_block());

        let t = self.b.use_var(self.t);
        let misplaced = self.b.ins().band_imm_s(t, i64::from(LANES - 1));
        let first_ok = self.b.ins().icmp_imm_u(IntCC::Equal, misplaced, 0);
        let last = self.b.ins().iadd_imm_s(t, i64::from(LANES));
        let room = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, last, end);
        let row_rest = self.b.ins().band_imm_s(nx, i64::from(LANES - 1));
        let rows_ok = self.b.ins().icmp_imm_u(IntCC::Equal, row_rest, 0);
        let ok = self.b.ins().band(first_ok, room);
        let ok = self.b.ins().band(ok, rows_ok);
        self.b.ins().brif(ok, check, &[], scalar, &[]);

        // Where the executor names the point every thread stands at, the group goes there;
        // else its four stop codes must agree.
        self.b.switch_to_block(check);
        let common = self.ctx_load(types::I32, off::COMMON_STOP);
        let unknown = self
            .b
            .ins()
            .band_imm_s(common, i64::from(STOP_DONE | STOP_WAITING));
        let test = self.b.create_block();
        self.b.append_block_param(dispatch, types::I32);
        self.b
            .ins()
            .brif(unknown, test, &[], dispatch, &[common.into()]);

        self.b.switch_to_block(test);
        let saddr = self.stop_address();
        let four = self
            .b
            .ins()
            .load(types::I32X4, MemFlagsData::new().with_notrap(), saddr, 0);
        let first = self.b.ins().extractlane(four, 0);
        let splat = self.b.ins().splat(types::I32X4, first);
        let same = self.b.ins().icmp(IntCC::Equal, four, splat);
        let same = self.b.ins().vall_true(same);
        let held = self
            .b
            .ins()
            .band_imm_s(first, i64::from(STOP_DONE | STOP_WAITING));
        let free = self.b.ins().icmp_imm_u(IntCC::Equal, held, 0);
        let go = self.b.ins().band(same, free);
        self.b
            .ins()
            .brif(go, dispatch, &[first.into()], scalar, &[]);

        self.b.switch_to_block(dispatch);
        let first = self.b.block_params(dispatch)[0];
        let mut sw = Switch::new();
        for (k, blk) in resumes.iter().enumerate() {
            if let Some(blk) = blk {
                sw.set_entry(k as u128, *blk);
            }
        }
        sw.emit(self.b, first, scalar);
        LaneBlocks {
            blocks,
            resumes,
            latch,
            check,
        }
    }

    /// The vector code of every region the plan runs in lockstep.
    pub(super) fn emit_lanes(&mut self, lb: &LaneBlocks, scalar: cl::Block) -> Result<(), String> {
        self.vector = true;
        if let Some(entry) = lb.resumes[0] {
            self.b.switch_to_block(entry);
            self.define_thread_frame();
            self.define_params(false);
            let first = lb.blocks[0].expect("the entry region reaches the first block");
            self.b.ins().jump(first, &[]);
        }
        let mut sync_index = 0usize;
        for bi in 0..self.f.blocks.len() {
            // Masks of comparisons dominate the rest of their block only.
            self.compare_masks.clear();
            let mut live = lb.blocks[bi].is_some();
            if let Some(blk) = lb.blocks[bi] {
                self.b.switch_to_block(blk);
            }
            for ii in 0..self.f.blocks[bi].insts.len() {
                let inst = self.f.blocks[bi].insts[ii].clone();
                let Inst::Sync { dst, args, .. } = &inst else {
                    if live {
                        if let Some(j) = self.plan().exit_at(bi, Some(ii)) {
                            self.check_index_wrap(&inst, j, scalar);
                        }
                        self.emit_lanes_inst(&inst)?;
                    }
                    continue;
                };
                sync_index += 1;
                if live {
                    if !args.is_empty() {
                        self.each_lane(|gen, _| gen.save_sync_operands(args));
                    }
                    let spilled = self.live_after_sync(bi, ii);
                    self.spill_lanes(&spilled);
                    self.set_group_stop(sync_index as u32);
                    self.b.ins().jump(lb.latch, &[]);
                }
                live = lb.resumes[sync_index].is_some();
                if let Some(resume) = lb.resumes[sync_index] {
                    self.b.switch_to_block(resume);
                    self.define_thread_frame();
                    let spilled = self.live_after_sync(bi, ii);
                    self.reload_lanes(&spilled, scalar);
                    if dst.is_some() {
                        self.each_lane_checked(scalar, |gen| gen.take_sync_result(*dst));
                    }
                }
            }
            if live {
                let term = self.f.blocks[bi].term.clone();
                self.emit_lanes_term(bi, &term, lb, scalar);
            }
        }
        self.vector = false;
        Ok(())
    }

    /// Stores the four lanes of registers `vars` in the group's row of the spill area (see
    /// the code generator's module comment): a vector access per register.
    pub(super) fn spill_lanes(&mut self, vars: &[Var]) {
        let (row, _) = self.spill_row();
        for v in vars {
            let slot = self.layout.spill[v];
            let ty = self.f.var_type(*v);
            if lane_type(ty).is_none() {
                self.each_lane(|gen, _| gen.spill(&[*v]));
                continue;
            }
            let parts = self.lanes_of(*v);
            self.store_four(ty, &parts, Self::flags(), row, slot.offset as i32);
        }
    }

    /// Loads the four lanes of registers `vars` from the group's row of the spill area: a
    /// register the lanes do not hold in the shape the plan gives it (a uniform one whose
    /// lanes differ, a consecutive one whose lanes are not) sends the four to the scalar code
    /// (`scalar`), one at a time.
    pub(super) fn reload_lanes(&mut self, vars: &[Var], scalar: cl::Block) {
        let (row, _) = self.spill_row();
        for v in vars {
            let slot = self.layout.spill[v];
            let t = self.f.var_type(*v);
            let Some((vt, _)) = lane_type(t) else {
                self.each_lane_checked(scalar, |gen| gen.reload(&[*v]));
                continue;
            };
            let vectors = self.load_four(t, Self::flags(), row, slot.offset as i32);
            let stride = match self.plan().shapes[v.0 as usize] {
                Shape::Vector => {
                    self.def_lanes(*v, &vectors);
                    continue;
                }
                Shape::Uniform => 0,
                Shape::Consecutive(stride) => stride,
            };
            let first = self.b.ins().extractlane(vectors[0], 0);
            let same = match slot.width {
                // A uniform byte or half: its four copies make the word.
                1 | 2 => {
                    let (word, repeat) = match slot.width {
                        1 => (types::I32, 0x0101_0101i64),
                        _ => (types::I64, 0x0001_0001_0001_0001i64),
                    };
                    let low = self.b.ins().extractlane(vectors[0], 0);
                    let wide = self.b.ins().uextend(word, low);
                    let want = self.b.ins().imul_imm_s(wide, repeat);
                    let words = self.b.ins().bitcast(
                        if slot.width == 1 {
                            types::I32X4
                        } else {
                            types::I64X2
                        },
                        little(),
                        vectors[0],
                    );
                    let got = self.b.ins().extractlane(words, 0);
                    self.b.ins().icmp(IntCC::Equal, got, want)
                }
                _ => {
                    let ints = vt.as_int();
                    let first_bits = self.bits_of(first);
                    let splat = self.b.ins().splat(ints, first_bits);
                    let steps = self.lane_steps(ints, stride);
                    let mut all = None;
                    for (i, x) in vectors.iter().enumerate() {
                        let want = match stride {
                            0 => splat,
                            _ => self.b.ins().iadd(splat, steps[i]),
                        };
                        let got = self.b.ins().bitcast(ints, little(), *x);
                        let eq = self.b.ins().icmp(IntCC::Equal, got, want);
                        let eq = self.b.ins().vall_true(eq);
                        all = Some(match all {
                            None => eq,
                            Some(a) => self.b.ins().band(a, eq),
                        });
                    }
                    all.expect("a register has a vector")
                }
            };
            let go = self.b.create_block();
            self.b.ins().brif(same, go, &[], scalar, &[]);
            self.b.switch_to_block(go);
            self.def(*v, first);
        }
    }

    /// Runs `emit` for each lane, with the thread loop's variables the lane's.
    fn each_lane(&mut self, mut emit: impl FnMut(&mut Self, u32)) {
        let base = self.lane_base();
        for lane in 0..LANES {
            self.enter_lane(base, lane);
            emit(self, lane);
        }
        self.leave_lanes(base);
    }

    /// [`Self::each_lane`] for code that defines registers, followed by the check of
    /// [`Self::leave_lanes_checked`] (`scalar`: where the four go one at a time).
    fn each_lane_checked(&mut self, scalar: cl::Block, mut emit: impl FnMut(&mut Self)) {
        let base = self.lane_base();
        for lane in 0..LANES {
            self.enter_lane(base, lane);
            emit(self);
        }
        self.leave_lanes_checked(base, scalar);
    }

    /// The four lanes of a register of IR type `ty` from memory at `addr + offset`, where they
    /// lie one after another: its vectors (bytes and halves: one scalar load of their word,
    /// the vector's first lanes).
    fn load_four(
        &mut self,
        ty: Type,
        flags: MemFlagsData,
        addr: cl::Value,
        offset: i32,
    ) -> Vec<cl::Value> {
        let (vt, parts) = lane_type(ty).expect("a register with lanes");
        match ty.bytes() {
            1 | 2 => {
                let (word, words) = four_lanes_word(ty);
                let x = self.b.ins().load(word, flags, addr, offset);
                let x = self.b.ins().scalar_to_vector(words, x);
                vec![self.b.ins().bitcast(vt, little(), x)]
            }
            _ => (0..parts)
                .map(|i| {
                    let at = offset + 16 * i as i32;
                    self.b.ins().load(vt, flags, addr, at)
                })
                .collect(),
        }
    }

    /// Stores the four lanes (`parts`, [`Self::lanes_of`]) of a register of IR type `ty` at
    /// `addr + offset`, one after another, as [`Self::load_four`] reads them.
    fn store_four(
        &mut self,
        ty: Type,
        parts: &[cl::Value],
        flags: MemFlagsData,
        addr: cl::Value,
        offset: i32,
    ) {
        match ty.bytes() {
            1 | 2 => {
                let (_, words) = four_lanes_word(ty);
                let w = self.b.ins().bitcast(words, little(), parts[0]);
                let w = self.b.ins().extractlane(w, 0);
                self.b.ins().store(flags, w, addr, offset);
            }
            _ => {
                for (i, part) in parts.iter().enumerate() {
                    self.b
                        .ins()
                        .store(flags, *part, addr, offset + 16 * i as i32);
                }
            }
        }
    }

    /// [`Self::leave_lanes`] after each lane reloaded its registers: a register the lanes
    /// do not hold in its shape (a uniform one they hold different values of, a consecutive
    /// one whose lanes are not) sends the four to the scalar code (`scalar`), one at a time.
    fn leave_lanes_checked(&mut self, base: LaneBase, scalar: cl::Block) {
        let defs = std::mem::take(&mut self.lane_defs);
        let (scalars, vectors): (Vec<_>, Vec<_>) = defs
            .into_iter()
            .partition(|(v, _)| self.plan().shapes[v.0 as usize] != Shape::Vector);
        self.lane_defs = vectors;
        self.leave_lanes(base);
        for (v, values) in scalars {
            let stride = match self.plan().shapes[v.0 as usize] {
                Shape::Consecutive(stride) => stride,
                _ => 0,
            };
            let first = self.bits_of(values[0]);
            for (lane, other) in values.iter().enumerate().skip(1) {
                let want = self.offset_by(first, stride.wrapping_mul(lane as i64));
                let other = self.bits_of(*other);
                let differ = self.b.ins().icmp(IntCC::NotEqual, want, other);
                let same = self.b.create_block();
                self.b.ins().brif(differ, scalar, &[], same, &[]);
                self.b.switch_to_block(same);
            }
            self.def(v, values[0]);
        }
    }

    /// `x + amount`, wrapping in `x`'s type.
    fn offset_by(&mut self, x: cl::Value, amount: i64) -> cl::Value {
        let amount = match self.b.func.dfg.value_type(x).bits() {
            32 => i64::from(amount as i32),
            _ => amount,
        };
        self.b.ins().iadd_imm_s(x, amount)
    }

    /// A scalar's bits as an integer, for comparing values of any type.
    fn bits_of(&mut self, x: cl::Value) -> cl::Value {
        let ty = self.b.func.dfg.value_type(x);
        match ty {
            types::F32 => self.b.ins().bitcast(types::I32, MemFlagsData::new(), x),
            types::F64 => self.b.ins().bitcast(types::I64, MemFlagsData::new(), x),
            _ => x,
        }
    }

    fn emit_lanes_term(&mut self, bi: usize, t: &Terminator, lb: &LaneBlocks, scalar: cl::Block) {
        let block = |b: &ir::BlockId| lb.blocks[b.0 as usize].expect("a reached block");
        match t {
            Terminator::Jump(b) => {
                self.b.ins().jump(block(b), &[]);
            }
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } if !self.is_varying(*cond) => {
                let c = self.use_v(*cond);
                self.b
                    .ins()
                    .brif(c, block(then_block), &[], block(else_block), &[]);
            }
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } => {
                // All four true, all four false, or the lanes part: from the comparison's
                // masks where the block computed them, else from the condition's bytes.
                let (all, any) = match self.compare_masks.get(cond).cloned() {
                    Some(masks) => {
                        let mut all = self.b.ins().vall_true(masks[0]);
                        let mut any = self.b.ins().vany_true(masks[0]);
                        for m in &masks[1..] {
                            let (a, b) = (self.b.ins().vall_true(*m), self.b.ins().vany_true(*m));
                            all = self.b.ins().band(all, a);
                            any = self.b.ins().bor(any, b);
                        }
                        (all, any)
                    }
                    None => {
                        let c = self.lanes_of(*cond)[0];
                        let zero = self.b.ins().iconst(types::I8, 0);
                        let zero = self.b.ins().splat(types::I8X16, zero);
                        let set = self.b.ins().icmp(IntCC::NotEqual, c, zero);
                        let words = self.b.ins().bitcast(types::I32X4, little(), set);
                        let first_four = self.b.ins().extractlane(words, 0);
                        let all = self.b.ins().icmp_imm_s(IntCC::Equal, first_four, -1);
                        let any = self.b.ins().icmp_imm_s(IntCC::NotEqual, first_four, 0);
                        (all, any)
                    }
                };
                let (test_none, part) = (self.b.create_block(), self.b.create_block());
                self.b
                    .ins()
                    .brif(all, block(then_block), &[], test_none, &[]);
                self.b.switch_to_block(test_none);
                self.b.ins().brif(any, part, &[], block(else_block), &[]);
                self.b.switch_to_block(part);
                self.b.set_cold_block(part);
                let j = self
                    .plan()
                    .exit_at(bi, None)
                    .expect("a reached branch on a varying condition");
                self.leave_lockstep(j, Some(*cond), scalar);
            }
            Terminator::Return(_) | Terminator::Exit => {
                self.set_group_stop(STOP_DONE);
                self.b.ins().jump(lb.latch, &[]);
            }
            Terminator::Unreachable => {
                self.b.ins().jump(self.trap, &[]);
            }
        }
    }

    /// The four lanes leave lockstep at exit `j`: the registers live there go to the spill
    /// area, the branch's condition (`cond`) to each lane's frame, and the stop codes name the
    /// exit; then the scalar loop (`scalar`) runs them one at a time from there.
    fn leave_lockstep(&mut self, j: usize, cond: Option<Var>, scalar: cl::Block) {
        let live = self.plan().exits[j].live.clone();
        let resume = 1 + self.syncs_total + j;
        self.spill_lanes(&live);
        if let Some(cond) = cond {
            self.each_lane(|gen, _| {
                let frame = gen.b.use_var(gen.frame);
                let c = gen.use_v(cond);
                gen.b
                    .ins()
                    .store(Self::flags(), c, frame, FRAME_RESULT as i32);
            });
        }
        self.set_group_stop(resume as u32);
        self.b.ins().jump(scalar, &[]);
    }

    /// Before `inst`, the widening of a consecutive 32-bit index: where its lanes wrap around
    /// (their wide values are not consecutive), the four leave lockstep at exit `j`.
    fn check_index_wrap(&mut self, inst: &Inst, j: usize, scalar: cl::Block) {
        let Inst::Cast { op, a, .. } = inst else {
            return;
        };
        let Shape::Consecutive(stride) = self.shape(*a) else {
            return;
        };
        let first = self.scalar_value(*a);
        let last = self.offset_by(first, 3 * stride);
        let cc = match (op, stride >= 0) {
            (CastOp::SExt, true) => IntCC::SignedLessThan,
            (CastOp::SExt, false) => IntCC::SignedGreaterThan,
            (_, true) => IntCC::UnsignedLessThan,
            (_, false) => IntCC::UnsignedGreaterThan,
        };
        let wraps = self.b.ins().icmp(cc, last, first);
        let (leave, stay) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(wraps, leave, &[], stay, &[]);
        self.b.switch_to_block(leave);
        self.b.set_cold_block(leave);
        self.leave_lockstep(j, None, scalar);
        self.b.switch_to_block(stay);
    }

    /// The scalar code's resume points for the lane exits: each thread reloads the registers
    /// live there and goes on, at a branch by its own condition (`continuations`: where the
    /// scalar code of each exit before an instruction goes on).
    pub(super) fn emit_exit_resumes(&mut self, first: usize, continuations: &[Option<cl::Block>]) {
        let Some(plan) = self.lanes else { return };
        for (j, d) in plan.exits.iter().enumerate() {
            self.b.switch_to_block(self.resumes[first + j]);
            self.reload(&d.live);
            let frame = self.b.use_var(self.frame);
            if let Some(cont) = continuations[j] {
                self.b.ins().jump(cont, &[]);
                continue;
            }
            let c = self
                .b
                .ins()
                .load(types::I8, Self::flags(), frame, FRAME_RESULT as i32);
            let Terminator::Branch {
                then_block,
                else_block,
                ..
            } = self.f.blocks[d.block].term
            else {
                unreachable!("an exit at a terminator is a branch")
            };
            let (tb, eb) = (
                self.blocks[then_block.0 as usize],
                self.blocks[else_block.0 as usize],
            );
            self.b.ins().brif(c, tb, &[], eb, &[]);
        }
    }

    /// The latch of the lockstep groups: the thread loop goes on four threads further, to the
    /// test of their stop codes where four more threads remain (the next four start a group:
    /// rows are a multiple of four long), else to the loop's head (`head`).
    pub(super) fn emit_lanes_latch(
        &mut self,
        lb: &LaneBlocks,
        end: cl::Value,
        nx: cl::Value,
        ny: cl::Value,
        head: cl::Block,
    ) {
        self.b.switch_to_block(lb.latch);
        let next = self.b.create_block();
        self.advance_threads(LANES, nx, ny, next);
        self.b.switch_to_block(next);
        let t = self.b.use_var(self.t);
        let last = self.b.ins().iadd_imm_s(t, i64::from(LANES));
        let room = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, last, end);
        self.b.ins().brif(room, lb.check, &[], head, &[]);
    }

    fn emit_lanes_inst(&mut self, inst: &Inst) -> Result<(), String> {
        if let Some(Shape::Consecutive(_)) = inst.dst().map(|d| self.shape(d)) {
            // Lane 0's value, from lane 0's operands: the scalar instruction.
            return self.emit_inst(inst);
        }
        if let Inst::Local { dst, .. } = inst {
            let frame = self.b.use_var(self.frame);
            let first = self
                .b
                .ins()
                .iadd_imm_s(frame, self.layout.locals[dst] as i64);
            let first = self.b.ins().splat(types::I64X2, first);
            let steps = self.lane_steps(types::I64X2, i64::from(self.frame_stride));
            let parts: Vec<_> = steps.iter().map(|s| self.b.ins().iadd(first, *s)).collect();
            self.def_lanes(*dst, &parts);
            return Ok(());
        }
        let mut reads_varying = false;
        inst.for_each_use(|v| reads_varying |= self.plan().varying[v.0 as usize]);
        if !reads_varying && !per_thread(self.f, inst) {
            // Once for all four; a varying destination takes the value in every lane.
            return self.emit_inst(inst);
        }
        if self.emit_vector(inst)? {
            return Ok(());
        }
        self.per_lane(inst)
    }

    /// `inst` as SIMD instructions, where it has such a form: `false` where not.
    fn emit_vector(&mut self, inst: &Inst) -> Result<bool, String> {
        let float_ok = !self.module.flush_denormals;
        let vt = |f: &ir::Function, v: Var| f.var_type(v);
        match inst {
            Inst::Copy { dst, src } => {
                let x = self.lanes_of(*src);
                self.def_lanes(*dst, &x);
                if let Some(masks) = self.compare_masks.get(src).cloned() {
                    self.compare_masks.insert(*dst, masks);
                }
            }
            Inst::Binary { dst, op, a, b } => {
                let ty = vt(self.f, *dst);
                let int = matches!(ty, Type::I32 | Type::I64 | Type::Ptr);
                let float = float_ok && matches!(ty, Type::F32 | Type::F64);
                let shift = matches!(op, BinOp::Shl | BinOp::AShr | BinOp::LShr);
                let same_width = |t: Type| t.bytes() == ty.bytes() && !t.is_float();
                let ok = match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor => {
                        int && same_width(vt(self.f, *a)) && same_width(vt(self.f, *b))
                    }
                    BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv => float,
                    _ if shift => {
                        int && !self.plan().varying[b.0 as usize] && same_width(vt(self.f, *b))
                    }
                    _ => false,
                };
                if !ok {
                    return Ok(false);
                }
                let x = self.lanes_of(*a);
                let parts = if shift {
                    let amount = self.use_v(*b);
                    x.iter()
                        .map(|p| self.vector_shift(*op, *p, amount))
                        .collect()
                } else {
                    let y = self.lanes_of(*b);
                    x.iter()
                        .zip(&y)
                        .map(|(p, q)| self.vector_binary(*op, *p, *q))
                        .collect::<Vec<_>>()
                };
                self.def_lanes(*dst, &parts);
            }
            Inst::Unary { dst, op, a } => {
                let ty = vt(self.f, *dst);
                let x = self.lanes_of(*a);
                let parts: Vec<_> = match (op, ty) {
                    (UnOp::Neg, Type::I32 | Type::I64) => {
                        x.iter().map(|p| self.b.ins().ineg(*p)).collect()
                    }
                    (UnOp::Not, Type::I32 | Type::I64) => {
                        x.iter().map(|p| self.b.ins().bnot(*p)).collect()
                    }
                    (UnOp::FNeg, Type::F32) if float_ok => {
                        let r = self.b.ins().fneg(x[0]);
                        vec![crate::intrinsics::canonical_nan(self.b, r)]
                    }
                    _ => return Ok(false),
                };
                self.def_lanes(*dst, &parts);
            }
            Inst::Cmp { dst, op, a, b } => {
                let ty = vt(self.f, *a);
                if ty == Type::I128 || (ty.is_float() && !float_ok) {
                    return Ok(false);
                }
                let (x, y) = (self.lanes_of(*a), self.lanes_of(*b));
                let masks: Vec<_> = x
                    .iter()
                    .zip(&y)
                    .map(|(p, q)| self.compare(*op, *p, *q))
                    .collect();
                let bools = self.masks_to_bools(&masks);
                self.def_lanes(*dst, &[bools]);
                if self.b.func.dfg.value_type(masks[0]).lane_bits() >= 32 {
                    self.compare_masks.insert(*dst, masks);
                }
            }
            Inst::Select { dst, cond, a, b } => {
                let ty = vt(self.f, *dst);
                if lane_type(ty).is_none() {
                    return Ok(false);
                }
                let (x, y) = (self.lanes_of(*a), self.lanes_of(*b));
                let parts: Vec<_> = if self.plan().varying[cond.0 as usize] {
                    let c = self.lanes_of(*cond)[0];
                    let masks = self.bools_to_masks(c, ty);
                    (0..x.len())
                        .map(|i| self.b.ins().bitselect(masks[i], x[i], y[i]))
                        .collect()
                } else {
                    let c = self.use_v(*cond);
                    (0..x.len())
                        .map(|i| self.b.ins().select(c, x[i], y[i]))
                        .collect()
                };
                self.def_lanes(*dst, &parts);
            }
            Inst::Cast { dst, op, a } => return Ok(self.vector_cast(*dst, *op, *a, float_ok)),
            Inst::Load {
                dst,
                addr,
                volatile: false,
            } => return Ok(self.vector_load(*dst, *addr)),
            Inst::Store {
                addr,
                value,
                volatile: false,
            } => return Ok(self.vector_store(*addr, *value)),
            Inst::Intrinsic {
                dst: Some(dst),
                name,
                args,
            } if float_ok => {
                let ty = vt(self.f, *dst);
                let same = args.iter().all(|a| vt(self.f, *a) == ty);
                let parts: Vec<_> = match (vector_math(name), args.len()) {
                    (Some(VectorMath::Sqrt), 1) if same => {
                        let x = self.lanes_of(args[0]);
                        x.iter().map(|p| self.b.ins().sqrt(*p)).collect()
                    }
                    // The reciprocal of the rounded root, rounded: the scalar helper's.
                    (Some(VectorMath::ReciprocalSqrt), 1) if same => {
                        let x = self.lanes_of(args[0]);
                        let (vt, _) = lane_type(ty).expect("a register with lanes");
                        let one = match ty {
                            Type::F32 => self.b.ins().f32const(1.0),
                            _ => self.b.ins().f64const(1.0),
                        };
                        let one = self.b.ins().splat(vt, one);
                        x.iter()
                            .map(|p| {
                                let root = self.b.ins().sqrt(*p);
                                self.b.ins().fdiv(one, root)
                            })
                            .collect()
                    }
                    (Some(VectorMath::FusedMultiplyAdd), 3) if same && self.fused_lanes => {
                        let x = self.lanes_of(args[0]);
                        let y = self.lanes_of(args[1]);
                        let z = self.lanes_of(args[2]);
                        (0..x.len())
                            .map(|i| self.b.ins().fma(x[i], y[i], z[i]))
                            .collect()
                    }
                    _ => return Ok(false),
                };
                self.def_lanes(*dst, &parts);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// A shift of every lane of `x` by the uniform `amount`, clamped as PTX clamps it.
    fn vector_shift(&mut self, op: BinOp, x: cl::Value, amount: cl::Value) -> cl::Value {
        let ty = self.b.func.dfg.value_type(x);
        let width = i64::from(ty.lane_bits()) - 1;
        let big = self
            .b
            .ins()
            .icmp_imm_u(IntCC::UnsignedGreaterThan, amount, width);
        let r = match op {
            BinOp::Shl => self.b.ins().ishl(x, amount),
            BinOp::AShr => self.b.ins().sshr(x, amount),
            _ => self.b.ins().ushr(x, amount),
        };
        let saturated = match op {
            BinOp::AShr => {
                let w = self.b.ins().iconst(types::I32, width);
                self.b.ins().sshr(x, w)
            }
            _ => {
                let zero = self.b.ins().iconst(ty.lane_type(), 0);
                self.b.ins().splat(ty, zero)
            }
        };
        self.b.ins().select(big, saturated, r)
    }

    /// `x op y` on every lane; a product with a power of two in every lane is a shift (the
    /// code generator multiplies 64-bit lanes with a sequence of 32-bit products).
    fn vector_binary(&mut self, op: BinOp, x: cl::Value, y: cl::Value) -> cl::Value {
        if let (BinOp::Mul, Some(c)) = (op, self.splat_constant(y)) {
            if c > 0 && (c as u64).is_power_of_two() {
                return self.b.ins().ishl_imm_s(x, i64::from(c.trailing_zeros()));
            }
        }
        self.binary(op, x, y)
    }

    /// The constant every lane of `v` holds, where `v` is a splat of an integer constant.
    fn splat_constant(&self, v: cl::Value) -> Option<i64> {
        let dfg = &self.b.func.dfg;
        let cl::ValueDef::Result(inst, _) = dfg.value_def(v) else {
            return None;
        };
        if dfg.insts[inst].opcode() != cl::Opcode::Splat {
            return None;
        }
        crate::intrinsics::constant_of(self.b, dfg.inst_args(inst)[0])
    }

    /// The low 32 bits of the four 64-bit lanes of `low` and `high` (two `I64X2`), as one
    /// `I32X4`.
    fn low_words(&mut self, low: cl::Value, high: cl::Value) -> cl::Value {
        let a = self.b.ins().bitcast(types::I8X16, little(), low);
        let b = self.b.ins().bitcast(types::I8X16, little(), high);
        let pick: Vec<u8> = [0u8, 8, 16, 24].iter().flat_map(|s| *s..*s + 4).collect();
        let pick = self.b.func.dfg.immediates.push(ConstantData::from(pick));
        let w = self.b.ins().shuffle(a, b, pick);
        self.b.ins().bitcast(types::I32X4, little(), w)
    }

    /// Masks (one vector, or two `I64X2`) as a `bool` register's lanes: bytes 0 or 1.
    fn masks_to_bools(&mut self, masks: &[cl::Value]) -> cl::Value {
        let little = little();
        let one = self.b.ins().iconst(types::I8, 1);
        let one = self.b.ins().splat(types::I8X16, one);
        match self.b.func.dfg.value_type(masks[0]).lane_bits() {
            8 => return self.b.ins().band(masks[0], one),
            16 => {
                let bytes = self.b.ins().snarrow(masks[0], masks[0]);
                return self.b.ins().band(bytes, one);
            }
            _ => {}
        }
        let words = match masks {
            [low, high] => self.low_words(*low, *high),
            _ => self.b.ins().bitcast(types::I32X4, little, masks[0]),
        };
        let halves = self.b.ins().snarrow(words, words);
        let bytes = self.b.ins().snarrow(halves, halves);
        self.b.ins().band(bytes, one)
    }

    /// A `bool` register's lanes as masks for values of IR type `t` (one vector, or two for
    /// 64-bit types).
    fn bools_to_masks(&mut self, c: cl::Value, t: Type) -> Vec<cl::Value> {
        let halves = self.b.ins().swiden_low(c);
        let words = self.b.ins().swiden_low(halves);
        let (vt, parts) = lane_type(t).expect("a register with lanes");
        let wide = match (vt.lane_bits(), parts) {
            (32, _) => vec![words],
            (64, _) => vec![
                self.b.ins().swiden_low(words),
                self.b.ins().swiden_high(words),
            ],
            (16, _) => vec![halves],
            _ => vec![c],
        };
        wide.into_iter()
            .map(|w| {
                let it = self.b.func.dfg.value_type(w);
                let zero = self.b.ins().iconst(it.lane_type(), 0);
                let zero = self.b.ins().splat(it, zero);
                let mask = self.b.ins().icmp(IntCC::NotEqual, w, zero);
                match vt.lane_type().is_float() {
                    true => self.b.ins().bitcast(vt, MemFlagsData::new(), mask),
                    false => mask,
                }
            })
            .collect()
    }

    /// The conversions with a vector form; `false` for the others.
    fn vector_cast(&mut self, dst: Var, op: CastOp, a: Var, float_ok: bool) -> bool {
        let (from, to) = (self.f.var_type(a), self.f.var_type(dst));
        let x = self.lanes_of(a);
        let parts: Vec<cl::Value> = match (op, from, to) {
            (CastOp::SExt | CastOp::ZExt | CastOp::Trunc | CastOp::Bitcast, f, t)
                if f == t
                    || (matches!(f, Type::I64 | Type::Ptr)
                        && matches!(t, Type::I64 | Type::Ptr)) =>
            {
                x
            }
            (CastOp::SExt, Type::I32, Type::I64 | Type::Ptr) => vec![
                self.b.ins().swiden_low(x[0]),
                self.b.ins().swiden_high(x[0]),
            ],
            (CastOp::ZExt, Type::I32, Type::I64 | Type::Ptr) => vec![
                self.b.ins().uwiden_low(x[0]),
                self.b.ins().uwiden_high(x[0]),
            ],
            (CastOp::ZExt, Type::Bool | Type::I8, Type::I32)
            | (CastOp::SExt, Type::Bool, Type::I32) => {
                let halves = self.b.ins().uwiden_low(x[0]);
                vec![self.b.ins().uwiden_low(halves)]
            }
            (CastOp::SExt, Type::I8, Type::I32) => {
                let halves = self.b.ins().swiden_low(x[0]);
                vec![self.b.ins().swiden_low(halves)]
            }
            (CastOp::ZExt, Type::I16, Type::I32) => vec![self.b.ins().uwiden_low(x[0])],
            (CastOp::SExt, Type::I16, Type::I32) => vec![self.b.ins().swiden_low(x[0])],
            (CastOp::Trunc, Type::I32, Type::I8 | Type::I16) => {
                let bytes = self.b.ins().bitcast(types::I8X16, little(), x[0]);
                let width = to.bytes() as u8;
                let pick: Vec<u8> = (0..16u8)
                    .map(|i| (i / width) * 4 + i % width)
                    .map(|b| b % 16)
                    .collect();
                let pick = self.b.func.dfg.immediates.push(ConstantData::from(pick));
                let narrow = self.b.ins().shuffle(bytes, bytes, pick);
                let (vt, _) = lane_type(to).expect("a register with lanes");
                vec![self.b.ins().bitcast(vt, little(), narrow)]
            }
            (CastOp::Trunc, Type::I64 | Type::Ptr, Type::I32) => vec![self.low_words(x[0], x[1])],
            (CastOp::SIToF, Type::I32, Type::F32) if float_ok => {
                vec![self.b.ins().fcvt_from_sint(types::F32X4, x[0])]
            }
            (CastOp::Bitcast, Type::F32, Type::I32) => {
                let canonical = crate::intrinsics::gpu_default_nan(self.b, x[0]);
                vec![self
                    .b
                    .ins()
                    .bitcast(types::I32X4, MemFlagsData::new(), canonical)]
            }
            (CastOp::Bitcast, Type::I32, Type::F32) => {
                vec![self
                    .b
                    .ins()
                    .bitcast(types::F32X4, MemFlagsData::new(), x[0])]
            }
            (CastOp::FExt, Type::F32, Type::F64) if float_ok => {
                let x = crate::intrinsics::gpu_default_nan(self.b, x[0]);
                let little = little();
                let bytes = self.b.ins().bitcast(types::I8X16, little, x);
                let pick: Vec<u8> = (8u8..16).chain(8..16).collect();
                let pick = self.b.func.dfg.immediates.push(ConstantData::from(pick));
                let high = self.b.ins().shuffle(bytes, bytes, pick);
                let high = self.b.ins().bitcast(types::F32X4, little, high);
                vec![
                    self.b.ins().fvpromote_low(x),
                    self.b.ins().fvpromote_low(high),
                ]
            }
            _ => return false,
        };
        self.def_lanes(dst, &parts);
        true
    }

    /// The test that takes a load or store of `size` bytes at register `addr` to one vector
    /// access: the four addresses are consecutive elements, aligned, and all in the arena
    /// (the condition, and lane 0's address). `None` where they are never consecutive.
    fn whole_vector_test(&mut self, addr: Var, size: u32) -> Option<(cl::Value, cl::Value)> {
        let (first, consecutive) = match self.shape(addr) {
            Shape::Consecutive(stride) if stride == i64::from(size) => {
                (self.scalar_value(addr), None)
            }
            Shape::Vector => {
                let p = self.lanes_of(addr);
                let first = self.b.ins().extractlane(p[0], 0);
                let splat = self.b.ins().splat(types::I64X2, first);
                let steps = self.lane_steps(types::I64X2, i64::from(size));
                let low = self.b.ins().iadd(splat, steps[0]);
                let high = self.b.ins().iadd(splat, steps[1]);
                let low = self.b.ins().icmp(IntCC::Equal, p[0], low);
                let high = self.b.ins().icmp(IntCC::Equal, p[1], high);
                let both = self.b.ins().band(low, high);
                (first, Some(self.b.ins().vall_true(both)))
            }
            _ => return None,
        };
        let shift = i64::from(size.trailing_zeros());
        let rel = self
            .b
            .ins()
            .iadd_imm_s(first, self.data.arena.base.wrapping_neg() as i64);
        let rel = self.b.ins().rotr_imm_s(rel, shift);
        let limit = self.data.arena.len.saturating_sub(u64::from(size * LANES)) >> shift;
        let inside = self
            .b
            .ins()
            .icmp_imm_u(IntCC::UnsignedLessThanOrEqual, rel, limit as i64);
        let fast = match consecutive {
            Some(c) => self.b.ins().band(c, inside),
            None => inside,
        };
        Some((fast, first))
    }

    /// Branches on [`Self::whole_vector_test`]: to a block where the access is one of the
    /// whole vector, which is the current block on return, and to one (`each`) where each lane
    /// accesses its element; both go on at `join`. Gives lane 0's address too.
    fn branch_whole_or_each(
        &mut self,
        addr: Var,
        size: u32,
    ) -> Option<(cl::Value, cl::Block, cl::Block)> {
        let (fast, first) = self.whole_vector_test(addr, size)?;
        let (whole, each, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().brif(fast, whole, &[], each, &[]);
        self.b.switch_to_block(whole);
        Some((first, each, join))
    }

    fn vector_load(&mut self, dst: Var, addr: Var) -> bool {
        let ty = self.f.var_type(dst);
        if ty == Type::I128 {
            return false;
        }
        let size = ty.bytes();
        let Some((first, each, join)) = self.branch_whole_or_each(addr, size) else {
            return false;
        };
        let loaded = self.load_four(ty, MemFlagsData::new(), first, 0);
        self.def_lanes(dst, &loaded);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(each);
        self.b.set_cold_block(each);
        let mut values = Vec::new();
        self.each_lane(|gen, lane| {
            let a = gen.lane_value(addr, lane);
            gen.check(a, size, size);
            values.push(gen.b.ins().load(cl_type(ty), MemFlagsData::new(), a, 0));
        });
        let gathered = self.gather(ty, &values);
        self.def_lanes(dst, &gathered);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
        true
    }

    fn vector_store(&mut self, addr: Var, value: Var) -> bool {
        let ty = self.f.var_type(value);
        if ty == Type::I128 {
            return false;
        }
        let size = ty.bytes();
        let (_, parts) = lane_type(ty).expect("a register with lanes");
        let mut x = self.lanes_of(value);
        if ty == Type::F32 {
            x[0] = crate::intrinsics::gpu_default_nan(self.b, x[0]);
        }
        let Some((first, each, join)) = self.branch_whole_or_each(addr, size) else {
            return false;
        };
        self.store_four(ty, &x, MemFlagsData::new(), first, 0);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(each);
        self.b.set_cold_block(each);
        self.each_lane(|gen, lane| {
            let a = gen.lane_value(addr, lane);
            let (part, index) = lane_slot(parts, lane);
            let v = gen.b.ins().extractlane(x[part], index);
            gen.check(a, size, size);
            gen.b.ins().store(MemFlagsData::new(), v, a, 0);
        });
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
        true
    }
}

/// For a register of bytes or halves: the scalar holding its four lanes, and the vector of
/// such scalars whose first lane it is.
fn four_lanes_word(ty: Type) -> (cl::Type, cl::Type) {
    match ty.bytes() {
        1 => (types::I32, types::I32X4),
        _ => (types::I64, types::I64X2),
    }
}

/// Flags for bit casts between vectors of different lanes (the lanes' bytes in memory order).
fn little() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{FunctionBuilder, FunctionKind, ParamKind};

    /// `p[zext(x)] = 0` in a kernel, `x` being what `index` makes: the places the lanes may
    /// leave lockstep.
    fn exits_of_store(index: impl Fn(&mut FunctionBuilder) -> Var) -> usize {
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr)],
            None,
        );
        let x = index(&mut b);
        let wide = b.cast(CastOp::ZExt, x, Type::I64);
        let four = b.iconst(Type::I64, 4);
        let offset = b.binary(BinOp::Mul, wide, four);
        let addr = b.binary(BinOp::Add, b.param(0), offset);
        let zero = b.iconst(Type::I32, 0);
        b.store(addr, zero);
        b.terminate(Terminator::Return(None));
        let f = b.finish();
        LanePlan::new(&f, &ir::Module::default(), &[])
            .expect("a lockstep plan")
            .exits
            .len()
    }

    fn thread_x(b: &mut FunctionBuilder) -> Var {
        let x = b.new_var(Type::I32);
        b.push(Inst::Special {
            dst: x,
            reg: ir::Special::ThreadIdx(0),
        });
        x
    }

    #[test]
    fn widening_thread_x_needs_no_wrap_test_and_other_indices_do() {
        assert_eq!(exits_of_store(thread_x), 0);
        // A copy of it is as good.
        assert_eq!(
            exits_of_store(|b| {
                let x = thread_x(b);
                let y = b.new_var(Type::I32);
                b.copy(y, x);
                y
            }),
            0
        );
        // `blockIdx.x * blockDim.x + threadIdx.x` can wrap at 2^32 between two lanes.
        assert_eq!(
            exits_of_store(|b| {
                let x = thread_x(b);
                let base = b.new_var(Type::I32);
                b.push(Inst::Special {
                    dst: base,
                    reg: ir::Special::BlockIdx(0),
                });
                b.binary(BinOp::Add, base, x)
            }),
            1
        );
    }
}
