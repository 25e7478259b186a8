//! Where the executor switches threads besides CUDA's own synchronisation points.
//!
//! A grid-stride loop (`for (i = tid; i < n; i += blockDim.x * gridDim.x)`) run one thread at a
//! time walks the whole array once per thread, each walk touching one element per page: the
//! accesses of neighbouring threads, which a GPU coalesces, end up far apart in time. A yield at
//! the loop's back edge makes every thread of the block do one iteration before any does the
//! next, so consecutive threads touch consecutive addresses again.

//!
//! Code written for warps that run in lockstep (the last steps of a shared-memory reduction
//! through a `volatile` pointer, with no `__syncwarp`) relies on every lane doing each
//! `volatile` access before any does the next. A GPU runs it so; run one thread at a time, a
//! lane would read its neighbour's element before the neighbour has added to it. A yield before
//! every `volatile` access keeps the block's threads in step there.

use ferrocuda_ir::{BlockId, Function, Inst, Special, SyncOp, Terminator};

/// Inserts a `Yield` before every `volatile` load and store.
pub fn insert_volatile_yields(f: &mut Function) {
    for block in &mut f.blocks {
        let volatile = |i: &Inst| {
            matches!(
                i,
                Inst::Load { volatile: true, .. } | Inst::Store { volatile: true, .. }
            )
        };
        if !block.insts.iter().any(volatile) {
            continue;
        }
        let insts = std::mem::take(&mut block.insts);
        for inst in insts {
            if volatile(&inst) {
                block.insts.push(yield_point());
            }
            block.insts.push(inst);
        }
    }
}

fn yield_point() -> Inst {
    Inst::Sync {
        dst: None,
        op: SyncOp::Yield,
        args: vec![],
    }
}

/// Inserts a `Yield` at the back edge of every loop that steps by the grid size (its latch reads
/// `gridDim`) and has no synchronisation of its own. Loops that merely run to `blockDim.x` (the
/// inner loop of a shared-memory tile) are left alone: each thread walking them alone is right.
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
        let synchronizes = body.iter().any(|b| {
            f.blocks[b.0 as usize]
                .insts
                .iter()
                .any(|i| matches!(i, Inst::Sync { .. }))
        });
        if strided && !synchronizes {
            f.blocks[latch.0 as usize].insts.push(yield_point());
        }
    }
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
                1 => edges.push((b, s)),
                _ => {}
            },
            None => {
                state[b.0 as usize] = 2;
                stack.pop();
            }
        }
    }
    // Only plain jumps can take a yield before them: a conditional back edge would need a block
    // of its own, and loops from C always close with a jump.
    edges.retain(|(latch, _)| matches!(f.blocks[latch.0 as usize].term, Terminator::Jump(_)));
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
