//! Where the executor switches threads besides CUDA's own synchronisation points.
//!
//! A grid-stride loop (`for (i = tid; i < n; i += blockDim.x * gridDim.x)`) run one thread at a
//! time walks the whole array once per thread, each walk touching one element per page: the
//! accesses of neighbouring threads, which a GPU coalesces, end up far apart in time. A yield at
//! the loop's back edge every `GRID_STRIDE_BURST` iterations makes every thread of the block do
//! that many iterations before any does more, so consecutive threads touch consecutive
//! addresses again while what a burst touches stays in the cache; a yield at every iteration
//! would cost a switch through every thread of the block per element.
//!
//! A loop that retries an atomic operation (a spin lock's `while (atomicCAS(lock, 0, 1))`, a
//! thread waiting for a flag another sets with `atomicAdd(flag, 0)`) waits for another thread
//! of the block, which a GPU runs meanwhile; run one thread at a time, the waiting thread
//! would spin for ever where the holder stopped (at a yield of its own) before releasing. A
//! yield every `GRID_STRIDE_BURST` iterations of such a loop lets the others run. Where leaving
//! the loop depends on what an atomic operation or a `volatile` load reads, the thread may
//! wait for another block, which a GPU keeps resident beside it: the yield is a `SpinYield`,
//! at which a block that has spun long gives its worker to other blocks (see `exec`).
//!
//! Code written for warps that run in lockstep (the last steps of a shared-memory reduction
//! through a `volatile` pointer, with no `__syncwarp`) relies on every lane doing each
//! `volatile` access before any does the next. A GPU runs it so; run one thread at a time, a
//! lane would read its neighbour's element before the neighbour has added to it. A yield before
//! every `volatile` access keeps the block's threads in step there.
//!
//! The same code without `volatile` (lanes writing their elements of a shared array and
//! reading their neighbours' with no `__syncwarp` or barrier between, as older programs do: a
//! race since Volta, which a GPU's warps running in step hide) gets a yield before every load
//! of shared memory that a store to shared memory may precede with no synchronisation point
//! between them: every thread of the block has made its stores before any reads. Likewise
//! every thread makes its loads before any stores where a store may follow loads of shared
//! memory (a flag each lane reads, which one lane then flips).
//!
//! A warp's `printf`s come out on a GPU statement by statement, each for all the lanes that
//! reach it together (`if (lane == 0) printf("row: "); printf("%d ", lane);` prints the row's
//! head first). An ordered yield before every `printf` lets the executor run a warp's lanes
//! that stopped at the earliest such point first (see `exec`).

use ferrocuda_ir::{
    BinOp, Block, BlockId, CmpOp, Function, GlobalSpace, Inst, Module, Special, SyncOp, Terminator,
    Type, Var,
};

/// Whether the executor may run `f` as a call: one thread's call at a time, with no switch to
/// another thread inside it. That needs `f` to have none of the points where a block's threads
/// meet (barriers, warp operations) and nothing the passes of this module put a switch before
/// or around, which they only see in the kernel itself: `volatile` accesses, atomic
/// operations (which a loop may retry), `printf`, shared memory and launches of grids.
pub fn may_run_as_call(f: &Function, module: &Module) -> bool {
    !f.blocks.iter().flat_map(|b| &b.insts).any(|i| match i {
        Inst::Sync { .. } | Inst::Atomic { .. } | Inst::AtomicCas { .. } | Inst::Launch(_) => true,
        Inst::Load { volatile, .. } | Inst::Store { volatile, .. } => *volatile,
        Inst::Intrinsic { name, .. } => name == "printf" || name == "vprintf",
        Inst::Special { reg, .. } => *reg == Special::DynamicShared,
        Inst::GlobalAddr { global, .. } => module.global(*global).space == GlobalSpace::Shared,
        Inst::InlineAsm(_) => true,
        _ => false,
    })
}

/// Inserts a `Yield` before every `volatile` load and store, and an `OrderedYield` before every
/// `printf`.
pub fn insert_volatile_yields(f: &mut Function) {
    let yield_before = |i: &Inst| match i {
        Inst::Load { volatile: true, .. } | Inst::Store { volatile: true, .. } => {
            Some(SyncOp::Yield)
        }
        Inst::Intrinsic { name, .. } if name == "printf" || name == "vprintf" => {
            Some(SyncOp::OrderedYield)
        }
        _ => None,
    };
    for block in &mut f.blocks {
        if !block.insts.iter().any(|i| yield_before(i).is_some()) {
            continue;
        }
        let insts = std::mem::take(&mut block.insts);
        for inst in insts {
            if let Some(op) = yield_before(&inst) {
                block.insts.push(yield_point(op));
            }
            block.insts.push(inst);
        }
    }
}

/// Inserts a `Yield` before every load of shared memory that a store to shared memory (or an
/// atomic operation on it) may precede on a path with no synchronisation point between them,
/// and before a store to shared memory that loads of other shared addresses precede in its
/// block.
/// Shared addresses are those computed from a `__shared__` variable's or the dynamic shared
/// memory's address.
pub fn insert_lockstep_yields(f: &mut Function, module: &Module) {
    let shared = shared_addresses(f, module);
    let is_shared = |v: &Var| shared[v.0 as usize];
    let writes_shared = |i: &Inst| match i {
        Inst::Store { addr, .. }
        | Inst::Atomic { addr, .. }
        | Inst::AtomicCas { addr, .. }
        | Inst::MemCopy { dst: addr, .. } => is_shared(addr),
        _ => false,
    };
    if !f.blocks.iter().flat_map(|b| &b.insts).any(writes_shared) {
        return;
    }
    // Whether a store may be unsynchronised at each block's entry, and whether a load may
    // be, to a fixed point.
    let n = f.blocks.len();
    let mut entry = vec![Unsynchronised::default(); n];
    // In a block, also the shared addresses loaded since the last synchronisation point: a
    // store to another address (`v[perm[i]] = v[i]`, a permutation in place) waits for every
    // thread's loads, as a GPU's lanes load before any stores; a store back to a loaded
    // address (`s[i] += s[i + k]`, a swap) reads nothing another lane could have changed. A
    // copy of an object from shared memory to another shared address is both: it is split in
    // two through a local copy, with the yield between. A store that a load in another block
    // may precede waits for every thread's loads too: the load may be another lane's of the
    // same address (a flag every thread reads and one thread then flips: `q = odd ? a : b;`
    // ... `if (tid == 0) odd = !odd;`).
    let walk =
        |block: &Block, state: Unsynchronised, mut at: Option<&mut Vec<(usize, Lockstep)>>| {
            let Unsynchronised {
                mut pending,
                loaded: mut loaded_earlier,
            } = state;
            let mut loaded: Vec<Var> = Vec::new();
            for (k, inst) in block.insts.iter().enumerate() {
                let (reads, writes) = match inst {
                    Inst::Sync { .. } => {
                        pending = false;
                        loaded_earlier = false;
                        loaded.clear();
                        continue;
                    }
                    Inst::Load { addr, .. } => (Some(*addr), None),
                    Inst::Store { addr, .. } => (None, Some(*addr)),
                    Inst::MemCopy { dst, src, .. } => (Some(*src), Some(*dst)),
                    i if writes_shared(i) => {
                        pending = true;
                        continue;
                    }
                    _ => continue,
                };
                let reads = reads.filter(is_shared);
                let writes = writes.filter(is_shared);
                let mut need = None;
                if let Some(addr) = reads {
                    if std::mem::take(&mut pending) {
                        loaded.clear();
                        loaded_earlier = false;
                        need = Some(Lockstep::Before);
                    }
                    loaded.push(addr);
                }
                if let Some(addr) = writes {
                    let others = loaded.iter().any(|l| *l != addr);
                    if others && !loaded.contains(&addr) {
                        need = match reads {
                            Some(_) => Some(Lockstep::Inside),
                            None => Some(Lockstep::Before),
                        };
                    } else if loaded_earlier && need.is_none() {
                        need = Some(Lockstep::Before);
                    }
                    loaded.clear();
                    loaded_earlier = false;
                    pending = true;
                }
                if let (Some(need), Some(at)) = (need, at.as_deref_mut()) {
                    at.push((k, need));
                }
            }
            Unsynchronised {
                pending,
                loaded: loaded_earlier || !loaded.is_empty(),
            }
        };
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            let exit = walk(&f.blocks[b], entry[b], None);
            for s in f.blocks[b].term.successors() {
                let next = &mut entry[s.0 as usize];
                let joined = Unsynchronised {
                    pending: next.pending || exit.pending,
                    loaded: next.loaded || exit.loaded,
                };
                if joined != *next {
                    *next = joined;
                    changed = true;
                }
            }
        }
    }
    for (block, &state) in f.blocks.iter_mut().zip(&entry) {
        let mut at = Vec::new();
        walk(block, state, Some(&mut at));
        if at.is_empty() {
            continue;
        }
        let insts = std::mem::take(&mut block.insts);
        for (k, inst) in insts.into_iter().enumerate() {
            match (at.iter().find(|(i, _)| *i == k).map(|&(_, l)| l), inst) {
                (
                    Some(Lockstep::Inside),
                    Inst::MemCopy {
                        dst,
                        src,
                        size,
                        align,
                    },
                ) => {
                    let copy = Var(f.var_types.len() as u32);
                    f.var_types.push(Type::Ptr);
                    block.insts.extend([
                        Inst::Local {
                            dst: copy,
                            size,
                            align: 16,
                        },
                        Inst::MemCopy {
                            dst: copy,
                            src,
                            size,
                            align,
                        },
                        yield_point(SyncOp::Yield),
                        Inst::MemCopy {
                            dst,
                            src: copy,
                            size,
                            align,
                        },
                    ]);
                }
                (Some(_), inst) => {
                    block.insts.push(yield_point(SyncOp::Yield));
                    block.insts.push(inst);
                }
                (None, inst) => block.insts.push(inst),
            }
        }
    }
}

/// What may have happened to shared memory since the last synchronisation point, on some path:
/// a store (or atomic operation), a load.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Unsynchronised {
    pending: bool,
    loaded: bool,
}

/// Where an access that must wait for the block's other threads yields: before it, or (a copy
/// from one shared address to another) between its load and its store.
#[derive(Clone, Copy)]
enum Lockstep {
    Before,
    Inside,
}

/// For each register of `f`, whether it may hold an address in shared memory: one computed
/// from a `__shared__` variable's address or the dynamic shared memory's.
fn shared_addresses(f: &Function, module: &Module) -> Vec<bool> {
    let mut seeds = vec![false; f.var_types.len()];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        let shared = match inst {
            Inst::GlobalAddr { dst, global } => module
                .globals
                .get(global.0 as usize)
                .is_some_and(|g| g.space == GlobalSpace::Shared)
                .then_some(*dst),
            Inst::Special {
                dst,
                reg: Special::DynamicShared,
            } => Some(*dst),
            _ => None,
        };
        if let Some(dst) = shared {
            seeds[dst.0 as usize] = true;
        }
    }
    f.derived_registers(seeds)
}

fn yield_point(op: SyncOp) -> Inst {
    Inst::Sync {
        dst: None,
        op,
        args: vec![],
    }
}

/// Iterations of a grid-stride loop a thread runs between yields: a power of two. A block of
/// 256 threads then reads 16 lines of 64 bytes per iteration and burst, 16 KiB in all, which
/// the first-level cache holds.
const GRID_STRIDE_BURST: i64 = 16;

/// Makes the back edge of every loop that steps by the grid size (its latch reads `gridDim`)
/// and has no synchronisation of its own, and of every loop that does an atomic operation,
/// yield every `GRID_STRIDE_BURST` iterations. Loops that merely run to `blockDim.x` (the inner loop of a
/// shared-memory tile) are left alone: each thread walking them alone is right.
pub fn insert_yields(f: &mut Function) {
    for (latch, header) in back_edges(f) {
        let body = natural_loop(f, latch, header);
        let strided = f.blocks[latch.0 as usize].insts.iter().any(|i| {
            matches!(
                i,
                Inst::Special {
                    reg: Special::GridDim(_),
                    ..
                }
            )
        });
        let body_has = |pred: fn(&Inst) -> bool| {
            body.iter()
                .any(|b| f.blocks[b.0 as usize].insts.iter().any(pred))
        };
        let synchronizes = body_has(|i| matches!(i, Inst::Sync { .. }));
        let atomic = body_has(|i| matches!(i, Inst::Atomic { .. } | Inst::AtomicCas { .. }));
        let spin = waits_for_other_threads(f, header, &body);
        // A spin's synchronisation may be on the path that takes the lock only (the yield
        // before a `volatile` access in the critical section), so atomic loops always yield.
        if !(strided && !synchronizes || atomic || spin.is_some()) {
            continue;
        }
        let latch = match f.blocks[latch.0 as usize].term {
            Terminator::Jump(_) => latch,
            _ => split_back_edge(f, latch, header),
        };
        let point = match spin {
            Some(watched) => Inst::Sync {
                dst: None,
                op: SyncOp::SpinYield,
                args: watched,
            },
            None => yield_point(SyncOp::Yield),
        };
        yield_every_burst(f, latch, header, point);
    }
}

/// Whether leaving the loop `body` (entered at `header`) depends on what an atomic operation
/// or a `volatile` load in it reads: the loop waits for a write of another thread, of the
/// block or of another block. A register depends on such a read through its operands, or
/// through a branch on one that decides whether its assignment runs (`done = false` in an
/// `if` on a flag).
///
/// Where it does: the addresses of such reads, the spin's [`SyncOp::SpinYield`] operands,
/// whose memory the executor watches to tell whether a stalled block has anything new to read
/// (none where there are more than [`MAX_WATCHED`]). A read that the last iteration skipped
/// (the flag of `while (i > 0 && flag[i] == 0)`) leaves its register as an earlier iteration
/// or thread set it, or zero: the executor then watches a word the spin may not read, or
/// none, which costs it time only.
fn waits_for_other_threads(f: &Function, header: BlockId, body: &[BlockId]) -> Option<Vec<Var>> {
    let place = |b: BlockId| body.iter().position(|&x| x == b);
    // The blocks each block of the body leads to within one iteration: a branch to the header
    // or out of the loop ends the iteration (`None`).
    let next: Vec<Vec<Option<usize>>> = body
        .iter()
        .map(|b| {
            f.blocks[b.0 as usize]
                .term
                .successors()
                .into_iter()
                .map(|s| if s == header { None } else { place(s) })
                .collect()
        })
        .collect();
    // Control dependence is followed in loops of a few hundred blocks (its cost grows with
    // the square of the size); larger ones are judged by their registers' operands alone.
    let post_dominators = match body.len() <= MAX_CONTROL_DEPENDENCE_BLOCKS {
        true => Some(iteration_post_dominators(&next)),
        false => None,
    };
    let mut read: std::collections::HashSet<Var> = Default::default();
    loop {
        let before = read.len();
        for (k, b) in body.iter().enumerate() {
            for i in &f.blocks[b.0 as usize].insts {
                let source = matches!(
                    i,
                    Inst::Atomic { .. }
                        | Inst::AtomicCas { .. }
                        | Inst::Load { volatile: true, .. }
                );
                let mut derived = source;
                i.for_each_use(|v| derived |= read.contains(&v));
                if let (true, Some(d)) = (derived, i.dst()) {
                    read.insert(d);
                }
            }
            let (Terminator::Branch { cond, .. }, Some(post_dominators)) =
                (&f.blocks[b.0 as usize].term, &post_dominators)
            else {
                continue;
            };
            if !read.contains(cond) {
                continue;
            }
            // What runs after the branch until the paths meet again depends on it.
            let mut seen = vec![false; body.len()];
            let mut stack: Vec<usize> = next[k].iter().flatten().copied().collect();
            while let Some(y) = stack.pop() {
                if seen[y] || post_dominators[k][y] {
                    continue;
                }
                seen[y] = true;
                for i in &f.blocks[body[y].0 as usize].insts {
                    read.extend(i.dst());
                }
                stack.extend(next[y].iter().flatten());
            }
        }
        if read.len() == before {
            break;
        }
    }
    let waits = body.iter().any(|b| match &f.blocks[b.0 as usize].term {
        Terminator::Branch {
            cond,
            then_block,
            else_block,
        } => {
            let leaves = !body.contains(then_block) || !body.contains(else_block);
            leaves && read.contains(cond)
        }
        _ => false,
    });
    if !waits {
        return None;
    }
    let mut watched = Vec::new();
    for i in body.iter().flat_map(|b| &f.blocks[b.0 as usize].insts) {
        if let Inst::Atomic { addr, .. }
        | Inst::AtomicCas { addr, .. }
        | Inst::Load {
            addr,
            volatile: true,
            ..
        } = i
        {
            if !watched.contains(addr) {
                watched.push(*addr);
            }
        }
    }
    if watched.len() > MAX_WATCHED {
        watched.clear();
    }
    Some(watched)
}

/// The most addresses a spin's yield names (see `waits_for_other_threads`).
const MAX_WATCHED: usize = crate::codegen::SYNC_OPERANDS;

/// The largest loop body whose control dependences `waits_for_other_threads` follows.
const MAX_CONTROL_DEPENDENCE_BLOCKS: usize = 256;

/// For the blocks of one loop iteration (`next[k]`: the blocks block `k` leads to, `None` for
/// the iteration's end), whether each block `y` post-dominates block `k`: every path from `k`
/// to the iteration's end goes through `y` (`result[k][y]`).
fn iteration_post_dominators(next: &[Vec<Option<usize>>]) -> Vec<Vec<bool>> {
    let n = next.len();
    let mut pd = vec![vec![true; n]; n];
    let mut changed = true;
    while changed {
        changed = false;
        for k in (0..n).rev() {
            // The blocks every successor's paths go through (none past the iteration's end).
            let mut common: Option<Vec<bool>> = None;
            for s in &next[k] {
                let through = match s {
                    Some(s) => pd[*s].clone(),
                    None => vec![false; n],
                };
                common = Some(match common {
                    None => through,
                    Some(c) => c.iter().zip(&through).map(|(a, b)| *a && *b).collect(),
                });
            }
            let mut new = common.unwrap_or_else(|| vec![false; n]);
            new[k] = true;
            if new != pd[k] {
                pd[k] = new;
                changed = true;
            }
        }
    }
    pd
}

/// Routes the conditional back edge `latch → header` (a `do`-`while` loop's) through a new
/// block that jumps to the header, and returns that block.
fn split_back_edge(f: &mut Function, latch: BlockId, header: BlockId) -> BlockId {
    let edge = BlockId(f.blocks.len() as u32);
    f.blocks.push(Block {
        insts: Vec::new(),
        term: Terminator::Jump(header),
    });
    if let Terminator::Branch {
        then_block,
        else_block,
        ..
    } = &mut f.blocks[latch.0 as usize].term
    {
        for target in [then_block, else_block] {
            if *target == header {
                *target = edge;
            }
        }
    }
    edge
}

/// Replaces `latch`'s jump to `header` by a count of the iterations (in a register of the
/// loop's own, zero on entry to the function) and a detour through a yield (`op`) every
/// `GRID_STRIDE_BURST`th time.
fn yield_every_burst(f: &mut Function, latch: BlockId, header: BlockId, point: Inst) {
    let mut var = |ty: Type| {
        f.var_types.push(ty);
        Var(f.var_types.len() as u32 - 1)
    };
    let (count, one, mask, low, zero, due) = (
        var(Type::I32),
        var(Type::I32),
        var(Type::I32),
        var(Type::I32),
        var(Type::I32),
        var(Type::Bool),
    );
    f.blocks[Function::ENTRY.0 as usize].insts.insert(
        0,
        Inst::IConst {
            dst: count,
            value: 0,
        },
    );
    let detour = BlockId(f.blocks.len() as u32);
    f.blocks.push(Block {
        insts: vec![point],
        term: Terminator::Jump(header),
    });
    let block = &mut f.blocks[latch.0 as usize];
    block.insts.extend([
        Inst::IConst { dst: one, value: 1 },
        Inst::Binary {
            dst: count,
            op: BinOp::Add,
            a: count,
            b: one,
        },
        Inst::IConst {
            dst: mask,
            value: GRID_STRIDE_BURST - 1,
        },
        Inst::Binary {
            dst: low,
            op: BinOp::And,
            a: count,
            b: mask,
        },
        Inst::IConst {
            dst: zero,
            value: 0,
        },
        Inst::Cmp {
            dst: due,
            op: CmpOp::Eq,
            a: low,
            b: zero,
        },
    ]);
    block.term = Terminator::Branch {
        cond: due,
        then_block: detour,
        else_block: header,
    };
}

/// Each block's place in program order: a reverse postorder of the control flow graph, in
/// which a block comes before every block it leads to other than through a loop's back edge
/// (the body of an `if` before the code after it). A branch's `else` successor is visited
/// first, so that its `then` successor comes first: the front end branches to an `if`'s
/// `then` part, and to a loop's body, that way (a loop's body then comes before the code after
/// the loop, which it reaches only through the loop's header).
pub fn program_order(f: &Function) -> Vec<u32> {
    let n = f.blocks.len();
    let mut visited = vec![false; n];
    let mut postorder = Vec::with_capacity(n);
    let mut stack: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
    if n > 0 {
        visited[0] = true;
        stack.push((BlockId(0), f.blocks[0].term.successors()));
    }
    while let Some((b, succs)) = stack.last_mut() {
        let b = *b;
        match succs.pop() {
            Some(s) if !visited[s.0 as usize] => {
                visited[s.0 as usize] = true;
                let next = f.blocks[s.0 as usize].term.successors();
                stack.push((s, next));
            }
            Some(_) => {}
            None => {
                postorder.push(b);
                stack.pop();
            }
        }
    }
    let mut order = vec![u32::MAX; n];
    for (rank, b) in postorder.iter().rev().enumerate() {
        order[b.0 as usize] = rank as u32;
    }
    order
}

/// Edges `latch → header` whose header is on the depth-first path to the latch.
fn back_edges(f: &Function) -> Vec<(BlockId, BlockId)> {
    let n = f.blocks.len();
    let mut state = vec![0u8; n]; // 0 new, 1 on the path, 2 done
    let mut edges = Vec::new();
    let mut stack: Vec<(BlockId, Vec<BlockId>)> = vec![(BlockId(0), f.blocks[0].term.successors())];
    state[0] = 1;
    while let Some((b, succs)) = stack.last_mut() {
        let b = *b;
        match succs.pop() {
            Some(s) => match state[s.0 as usize] {
                0 => {
                    state[s.0 as usize] = 1;
                    let next = f.blocks[s.0 as usize].term.successors();
                    stack.push((s, next));
                }
                1 if !edges.contains(&(b, s)) => edges.push((b, s)),
                _ => {}
            },
            None => {
                state[b.0 as usize] = 2;
                stack.pop();
            }
        }
    }
    edges
}

/// The blocks of the loop closed by `latch → header`: those that reach the latch without going
/// through the header.
fn natural_loop(f: &Function, latch: BlockId, header: BlockId) -> Vec<BlockId> {
    let n = f.blocks.len();
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (i, b) in f.blocks.iter().enumerate() {
        for s in b.term.successors() {
            preds[s.0 as usize].push(BlockId(i as u32));
        }
    }
    let mut in_loop = vec![false; n];
    in_loop[header.0 as usize] = true;
    let mut work = vec![latch];
    while let Some(b) = work.pop() {
        if in_loop[b.0 as usize] {
            continue;
        }
        in_loop[b.0 as usize] = true;
        work.extend(preds[b.0 as usize].iter().copied());
    }
    (0..n)
        .filter(|&i| in_loop[i])
        .map(|i| BlockId(i as u32))
        .collect()
}
