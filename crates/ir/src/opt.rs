//! Module-level transformations every backend that runs whole kernels wants: inlining the calls
//! that can be inlined (a block's threads must meet at the same barriers, which is simplest to
//! arrange when a kernel is one function) and promoting local slots back into registers.

use crate::*;
use std::collections::{HashMap, HashSet};

/// Inlines every call in the kernels and the recursive functions (those on a call cycle), except
/// calls of recursive functions, which stay calls: backends compile those as functions of their
/// own. Returns which functions are recursive.
///
/// The other functions are left as written, for nothing calls them once this is done. Each
/// kernel takes its callees' bodies as written and inlines their calls in turn, as its block
/// loop reaches them: expanding every function of a call chain on its own first would cost the
/// chain's length squared.
pub fn inline_all(m: &mut Module) -> Result<Vec<bool>, String> {
    let recursive = recursive_functions(m)?;
    for id in 0..m.functions.len() {
        if m.functions[id].kind == FunctionKind::Kernel || recursive[id] {
            inline_into(m, FuncId(id as u32), &recursive);
        }
    }
    Ok(recursive)
}

/// Inlines every call in kernel or kept function `id` but calls of `kept` functions (the
/// recursive ones, or those [`functions_kept`] picks), as [`inline_all`] does for each.
pub fn inline_into(m: &mut Module, id: FuncId, kept: &[bool]) {
    // Nothing inlines a kernel or a kept function, so its body is not read while it is out of
    // the module.
    let mut f = std::mem::replace(&mut m.functions[id.0 as usize], placeholder());
    inline_calls(&mut f, m, kept);
    m.functions[id.0 as usize] = f;
}

/// As [`inline_all`], except that the functions [`functions_kept`] picks stay functions too.
/// Every function has its calls inlined, callees first. Returns which functions stay.
pub fn inline_all_but(
    m: &mut Module,
    outline_above: usize,
    may_stay: impl Fn(&Function) -> bool,
) -> Result<Vec<bool>, String> {
    let kept = functions_kept(m, outline_above, may_stay)?;
    for id in callees_first(m, &kept)? {
        let mut f = std::mem::replace(&mut m.functions[id], placeholder());
        inline_calls(&mut f, m, &kept);
        m.functions[id] = f;
    }
    Ok(kept)
}

/// Which functions stay functions where the calls of every other are inlined: the recursive
/// ones, and the device functions of more than `outline_above` instructions with their calls
/// of the others inlined, where `may_stay` accepts the function and each function inlined
/// into it. A backend compiles those once each, rather than a copy in every caller: a kernel
/// of fully inlined calls can run to a million instructions, more than a code generator
/// handles in memory and time.
pub fn functions_kept(
    m: &Module,
    outline_above: usize,
    may_stay: impl Fn(&Function) -> bool,
) -> Result<Vec<bool>, String> {
    let mut kept = recursive_functions(m)?;
    let n = m.functions.len();
    // Each function's instructions with the calls that do not stay inlined, and whether it and
    // everything inlined into it may stay.
    let mut size = vec![0usize; n];
    let mut movable = vec![false; n];
    for id in callees_first(m, &kept)? {
        let f = &m.functions[id];
        size[id] = instruction_count(f);
        movable[id] = may_stay(f);
        for c in callees(f).filter(|&c| !kept[c]) {
            size[id] = size[id].saturating_add(size[c]);
            movable[id] &= movable[c];
        }
        kept[id] |= f.kind == FunctionKind::Device && movable[id] && size[id] > outline_above;
    }
    Ok(kept)
}

/// The functions kept as functions (see [`inline_all_but`]) that `f` calls, directly or
/// through others kept: after inlining, the functions a backend must compile beside `f`.
pub fn called_functions(m: &Module, f: &Function, kept: &[bool]) -> Vec<FuncId> {
    let mut seen = vec![false; m.functions.len()];
    let mut stack: Vec<usize> = callees(f).collect();
    let mut out = Vec::new();
    while let Some(c) = stack.pop() {
        if c < seen.len() && kept[c] && !seen[c] {
            seen[c] = true;
            out.push(FuncId(c as u32));
            stack.extend(callees(&m.functions[c]));
        }
    }
    out.sort_by_key(|id| id.0);
    out
}

/// By function of `m`: whether a thread may exit (PTX's `exit`) during a call of it, in its
/// own code or in a function kept as a function (`kept`, see [`inline_all_but`]) that it calls.
pub fn exiting_functions(m: &Module, kept: &[bool]) -> Vec<bool> {
    let mut exits: Vec<bool> = m
        .functions
        .iter()
        .map(|f| f.blocks.iter().any(|b| b.term == Terminator::Exit))
        .collect();
    loop {
        let mut changed = false;
        for (i, f) in m.functions.iter().enumerate() {
            if !exits[i] && callees(f).any(|c| c < exits.len() && kept[c] && exits[c]) {
                exits[i] = true;
                changed = true;
            }
        }
        if !changed {
            return exits;
        }
    }
}

/// The number of instructions of `f`: the measure of its size that inlining decisions use.
pub fn instruction_count(f: &Function) -> usize {
    f.blocks.iter().map(|b| b.insts.len() + 1).sum()
}

fn placeholder() -> Function {
    Function {
        name: String::new(),
        kind: FunctionKind::Device,
        params: vec![],
        ret: None,
        var_types: vec![],
        blocks: vec![],
        max_threads_per_block: None,
        cluster_dims: None,
        symbol: None,
    }
}

fn callees(f: &Function) -> impl Iterator<Item = usize> + '_ {
    f.callees().map(|func| func.0 as usize)
}

/// For each function, whether it can reach itself through calls: whether it is in a cycle of
/// the call graph (a strongly connected component of several functions, or one that calls
/// itself). One depth-first pass finds them all (Tarjan's algorithm), with a stack of its own
/// so that a deep call graph cannot overflow the thread's.
pub fn recursive_functions(m: &Module) -> Result<Vec<bool>, String> {
    let n = m.functions.len();
    let calls: Vec<Vec<usize>> = m
        .functions
        .iter()
        .map(|f| {
            let cs: Vec<usize> = callees(f).collect();
            match cs.iter().any(|&c| c >= n) {
                true => Err(format!("call to a missing function from '{}'", f.name)),
                false => Ok(cs),
            }
        })
        .collect::<Result<_, _>>()?;
    const UNVISITED: usize = usize::MAX;
    // `index`: the order of discovery; `low`: the earliest function still on `open` that the
    // search below a function reaches.
    let mut index = vec![UNVISITED; n];
    let mut low = vec![0; n];
    let mut on_open = vec![false; n];
    let mut open = Vec::new();
    let mut discovered = 0;
    let mut out = vec![false; n];
    for root in 0..n {
        if index[root] != UNVISITED {
            continue;
        }
        // The search path: each function and how many of its calls it has followed.
        let mut path = vec![(root, 0usize)];
        index[root] = discovered;
        low[root] = discovered;
        discovered += 1;
        open.push(root);
        on_open[root] = true;
        while let Some(top) = path.last_mut() {
            let f = top.0;
            if let Some(&c) = calls[f].get(top.1) {
                top.1 += 1;
                if index[c] == UNVISITED {
                    index[c] = discovered;
                    low[c] = discovered;
                    discovered += 1;
                    open.push(c);
                    on_open[c] = true;
                    path.push((c, 0));
                } else if on_open[c] {
                    low[f] = low[f].min(index[c]);
                }
                continue;
            }
            path.pop();
            if let Some(&(caller, _)) = path.last() {
                low[caller] = low[caller].min(low[f]);
            }
            if low[f] == index[f] {
                // `f` and what is above it on `open` are one component.
                let mut members = Vec::new();
                while let Some(g) = open.pop() {
                    on_open[g] = false;
                    members.push(g);
                    if g == f {
                        break;
                    }
                }
                if members.len() > 1 || calls[f].contains(&f) {
                    for g in members {
                        out[g] = true;
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Functions in an order where each comes after everything it calls but recursive functions
/// (which leaves no cycle).
fn callees_first(m: &Module, recursive: &[bool]) -> Result<Vec<usize>, String> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Active,
        Done,
    }
    let n = m.functions.len();
    let mut mark = vec![Mark::New; n];
    let mut order = Vec::with_capacity(n);
    for root in 0..n {
        if mark[root] != Mark::New {
            continue;
        }
        // Iterative depth-first search: (function, its callees not yet visited).
        let inlinable = |f: &Function| -> Vec<usize> {
            callees(f).filter(|&c| c >= n || !recursive[c]).collect()
        };
        let mut stack: Vec<(usize, Vec<usize>)> = vec![(root, inlinable(&m.functions[root]))];
        mark[root] = Mark::Active;
        while let Some((f, pending)) = stack.last_mut() {
            match pending.pop() {
                Some(c) if c >= n => {
                    return Err(format!(
                        "call to a missing function from '{}'",
                        m.functions[*f].name
                    ))
                }
                Some(c) => match mark[c] {
                    Mark::Done => {}
                    Mark::Active => {
                        let cycle: Vec<&str> = stack
                            .iter()
                            .map(|(g, _)| m.functions[*g].name.as_str())
                            .collect();
                        return Err(format!(
                            "internal compiler error: a call cycle through {} -> {} was not found recursive",
                            cycle.join(" -> "),
                            m.functions[c].name
                        ));
                    }
                    Mark::New => {
                        mark[c] = Mark::Active;
                        let cs = inlinable(&m.functions[c]);
                        stack.push((c, cs));
                    }
                },
                None => {
                    mark[*f] = Mark::Done;
                    order.push(*f);
                    stack.pop();
                }
            }
        }
    }
    Ok(order)
}

/// Replaces each call in `f` of a function not `kept` by a copy of the callee's body, whose
/// own calls are replaced in turn as the loop reaches the copied blocks.
fn inline_calls(f: &mut Function, m: &Module, kept: &[bool]) {
    // Code the entry never reaches (what lowering leaves after a `return`) is not inlined
    // into: a chain of functions each holding a dead copy of its call would double at every
    // level.
    empty_unreachable_blocks(f);
    let mut bi = 0;
    while bi < f.blocks.len() {
        let Some(pos) = f.blocks[bi]
            .insts
            .iter()
            .position(|i| matches!(i, Inst::Call { func, .. } if !kept[func.0 as usize]))
        else {
            bi += 1;
            continue;
        };
        let Inst::Call { dst, func, args } = f.blocks[bi].insts[pos].clone() else {
            unreachable!()
        };
        let callee = &m.functions[func.0 as usize];
        let var_base = f.var_types.len() as u32;
        f.var_types.extend_from_slice(&callee.var_types);
        let block_base = f.blocks.len() as u32;
        let cont = BlockId(block_base + callee.blocks.len() as u32);
        let rv = |v: Var| Var(v.0 + var_base);
        let rb = |b: BlockId| BlockId(b.0 + block_base);
        let live = reachable_blocks(callee);
        for (cb, live) in callee.blocks.iter().zip(live) {
            if !live {
                f.blocks.push(Block {
                    insts: vec![],
                    term: Terminator::Unreachable,
                });
                continue;
            }
            let insts = cb.insts.iter().map(|i| renumber(i, &rv)).collect();
            let (mut extra, term) = match &cb.term {
                Terminator::Jump(t) => (vec![], Terminator::Jump(rb(*t))),
                Terminator::Branch {
                    cond,
                    then_block,
                    else_block,
                } => (
                    vec![],
                    Terminator::Branch {
                        cond: rv(*cond),
                        then_block: rb(*then_block),
                        else_block: rb(*else_block),
                    },
                ),
                Terminator::Return(v) => {
                    let copy = match (dst, v) {
                        (Some(d), Some(v)) => vec![Inst::Copy {
                            dst: d,
                            src: rv(*v),
                        }],
                        _ => vec![],
                    };
                    (copy, Terminator::Jump(cont))
                }
                Terminator::Exit => (vec![], Terminator::Exit),
                Terminator::Unreachable => (vec![], Terminator::Unreachable),
            };
            let mut insts: Vec<Inst> = insts;
            insts.append(&mut extra);
            f.blocks.push(Block { insts, term });
        }
        let block = &mut f.blocks[bi];
        let rest: Vec<Inst> = block.insts.split_off(pos + 1);
        block.insts.pop();
        for (i, a) in args.iter().enumerate() {
            block.insts.push(Inst::Copy {
                dst: Var(var_base + i as u32),
                src: *a,
            });
        }
        let term = std::mem::replace(&mut block.term, Terminator::Jump(BlockId(block_base)));
        f.blocks.push(Block { insts: rest, term });
        // Continue with the same block: its remaining calls moved to `cont`, reached later.
        bi += 1;
    }
}

/// Which blocks of `f` its entry reaches.
pub(crate) fn reachable_blocks(f: &Function) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![0usize];
    while let Some(b) = stack.pop() {
        if b >= seen.len() || seen[b] {
            continue;
        }
        seen[b] = true;
        stack.extend(f.blocks[b].term.successors().iter().map(|s| s.0 as usize));
    }
    seen
}

/// Leaves each block of `f` its entry does not reach empty and unreachable (the blocks keep
/// their numbers).
fn empty_unreachable_blocks(f: &mut Function) {
    let live = reachable_blocks(f);
    for (block, live) in f.blocks.iter_mut().zip(live) {
        if !live {
            block.insts.clear();
            block.term = Terminator::Unreachable;
        }
    }
}

fn renumber(i: &Inst, rv: &impl Fn(Var) -> Var) -> Inst {
    use Inst::*;
    let vs = |v: &[Var]| v.iter().map(|x| rv(*x)).collect::<Vec<_>>();
    match i {
        IConst { dst, value } => IConst {
            dst: rv(*dst),
            value: *value,
        },
        FConst { dst, value } => FConst {
            dst: rv(*dst),
            value: *value,
        },
        Copy { dst, src } => Copy {
            dst: rv(*dst),
            src: rv(*src),
        },
        Unary { dst, op, a } => Unary {
            dst: rv(*dst),
            op: *op,
            a: rv(*a),
        },
        Binary { dst, op, a, b } => Binary {
            dst: rv(*dst),
            op: *op,
            a: rv(*a),
            b: rv(*b),
        },
        Cmp { dst, op, a, b } => Cmp {
            dst: rv(*dst),
            op: *op,
            a: rv(*a),
            b: rv(*b),
        },
        Cast { dst, op, a } => Cast {
            dst: rv(*dst),
            op: *op,
            a: rv(*a),
        },
        Select { dst, cond, a, b } => Select {
            dst: rv(*dst),
            cond: rv(*cond),
            a: rv(*a),
            b: rv(*b),
        },
        Load {
            dst,
            addr,
            volatile,
        } => Load {
            dst: rv(*dst),
            addr: rv(*addr),
            volatile: *volatile,
        },
        Store {
            addr,
            value,
            volatile,
        } => Store {
            addr: rv(*addr),
            value: rv(*value),
            volatile: *volatile,
        },
        Local { dst, size, align } => Local {
            dst: rv(*dst),
            size: *size,
            align: *align,
        },
        GlobalAddr { dst, global } => GlobalAddr {
            dst: rv(*dst),
            global: *global,
        },
        Special { dst, reg } => Special {
            dst: rv(*dst),
            reg: *reg,
        },
        Call { dst, func, args } => Call {
            dst: dst.map(rv),
            func: *func,
            args: vs(args),
        },
        Intrinsic { dst, name, args } => Intrinsic {
            dst: dst.map(rv),
            name: name.clone(),
            args: vs(args),
        },
        Atomic {
            dst,
            op,
            addr,
            value,
            scope,
        } => Atomic {
            dst: rv(*dst),
            op: *op,
            addr: rv(*addr),
            value: rv(*value),
            scope: *scope,
        },
        AtomicCas {
            dst,
            addr,
            expected,
            new,
            scope,
        } => AtomicCas {
            dst: rv(*dst),
            addr: rv(*addr),
            expected: rv(*expected),
            new: rv(*new),
            scope: *scope,
        },
        Sync { dst, op, args } => Sync {
            dst: dst.map(rv),
            op: *op,
            args: vs(args),
        },
        MemCopy {
            dst,
            src,
            size,
            align,
        } => MemCopy {
            dst: rv(*dst),
            src: rv(*src),
            size: *size,
            align: *align,
        },
        Fence => Fence,
        Trap { message } => Trap {
            message: rv(*message),
        },
        InlineAsm(asm) => {
            let operands = asm
                .operands
                .iter()
                .map(|op| match *op {
                    AsmOperand::Out { addr, ty } => AsmOperand::Out { addr: rv(addr), ty },
                    AsmOperand::InOut { addr, ty } => AsmOperand::InOut { addr: rv(addr), ty },
                    AsmOperand::In(v) => AsmOperand::In(rv(v)),
                    AsmOperand::Imm(value) => AsmOperand::Imm(value),
                })
                .collect();
            InlineAsm(Box::new(crate::InlineAsm {
                operands,
                ..(**asm).clone()
            }))
        }
        Launch(l) => Launch(Box::new(crate::DeviceLaunch {
            kernel: l.kernel,
            grid: l.grid.map(rv),
            block: l.block.map(rv),
            shared: rv(l.shared),
            stream: rv(l.stream),
            args: vs(&l.args),
        })),
    }
}

/// How a copy between a local slot and memory (not another slot) is kept: see
/// [`crate::locals::split_aggregates`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryCopies {
    /// One copy, as wide as the backend makes it (a GPU loads a `float4` at once, and faults
    /// where it is not aligned to 16).
    Whole,
    /// A load or store per field, after a check of the alignment the whole copy needs: the
    /// slot's fields become registers.
    ByField,
}

/// Turns the local slots whose addresses only reach loads and stores into registers: through
/// copies of the address, and field by field for aggregates (see [`crate::locals`]).
pub fn optimize_locals(f: &mut Function, memory_copies: MemoryCopies) {
    crate::locals::direct_accesses(f);
    crate::locals::split_aggregates(f, memory_copies);
    promote_locals(f);
    // Promoting made copies of addresses that were stored in slots: accesses through them
    // become direct, and the slots they point to promotable in turn.
    crate::locals::direct_accesses(f);
    crate::locals::remove_dead(f);
    promote_locals(f);
}

/// Turns local slots that are only loaded from and stored to, always as the same scalar type
/// filling the slot, into registers. Lowering puts every variable in a slot; this gives most of
/// them back to the register allocator.
pub fn promote_locals(f: &mut Function) {
    let mut slots: HashMap<Var, u32> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let Inst::Local { dst, size, .. } = i {
                slots.insert(*dst, *size);
            }
        }
    }
    let mut bad: HashSet<Var> = HashSet::new();
    let mut slot_type: HashMap<Var, Type> = HashMap::new();
    let mut defs: HashMap<Var, u32> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let Some(d) = i.dst() {
                *defs.entry(d).or_default() += 1;
            }
            match i {
                Inst::Load {
                    dst,
                    addr,
                    volatile,
                } if slots.contains_key(addr) => {
                    let t = f.var_type(*dst);
                    if *slot_type.entry(*addr).or_insert(t) != t
                        || t.bytes() != slots[addr]
                        || *volatile
                    {
                        bad.insert(*addr);
                    }
                }
                Inst::Store {
                    addr,
                    value,
                    volatile,
                } if slots.contains_key(addr) => {
                    let t = f.var_type(*value);
                    if *slot_type.entry(*addr).or_insert(t) != t
                        || t.bytes() != slots[addr]
                        || *volatile
                    {
                        bad.insert(*addr);
                    }
                    if slots.contains_key(value) {
                        bad.insert(*value);
                    }
                }
                other => other.for_each_use(|v| {
                    if slots.contains_key(&v) {
                        bad.insert(v);
                    }
                }),
            }
        }
        b.term.for_each_use(|v| {
            if slots.contains_key(&v) {
                bad.insert(v);
            }
        });
    }
    let mut reg: HashMap<Var, Var> = HashMap::new();
    // New registers are numbered in slot order, so the result depends on the program alone
    // (backends key caches on the text of what they emit).
    let mut slots: Vec<Var> = slots.into_keys().collect();
    slots.sort();
    for slot in slots {
        if bad.contains(&slot) || defs.get(&slot) != Some(&1) {
            continue;
        }
        let Some(&t) = slot_type.get(&slot) else {
            // Never read or written: the slot just goes away.
            reg.insert(slot, slot);
            continue;
        };
        f.var_types.push(t);
        reg.insert(slot, Var(f.var_types.len() as u32 - 1));
    }
    for b in &mut f.blocks {
        b.insts.retain_mut(|i| match i {
            Inst::Local { dst, .. } => !reg.contains_key(dst),
            Inst::Load { dst, addr, .. } => {
                if let Some(&r) = reg.get(addr) {
                    *i = Inst::Copy { dst: *dst, src: r };
                }
                true
            }
            Inst::Store { addr, value, .. } => {
                if let Some(&r) = reg.get(addr) {
                    *i = Inst::Copy {
                        dst: r,
                        src: *value,
                    };
                }
                true
            }
            _ => true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inlines_and_promotes() {
        let mut callee = FunctionBuilder::new(
            "sq",
            FunctionKind::Device,
            vec![ParamKind::Scalar(Type::I32)],
            Some(Type::I32),
        );
        let x = callee.param(0);
        let y = callee.binary(BinOp::Mul, x, x);
        callee.terminate(Terminator::Return(Some(y)));
        let mut k = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr)],
            None,
        );
        let p = k.param(0);
        let slot = k.new_var(Type::Ptr);
        k.push(Inst::Local {
            dst: slot,
            size: 4,
            align: 4,
        });
        let three = k.iconst(Type::I32, 3);
        k.store(slot, three);
        let v = k.load(Type::I32, slot);
        let r = k.new_var(Type::I32);
        k.push(Inst::Call {
            dst: Some(r),
            func: FuncId(0),
            args: vec![v],
        });
        k.store(p, r);
        k.terminate(Terminator::Return(None));
        let mut m = Module {
            functions: vec![callee.finish(), k.finish()],
            globals: vec![],
            symbols: Symbols::default(),
            ..Module::default()
        };
        inline_all(&mut m).unwrap();
        promote_locals(&mut m.functions[1]);
        verify::verify_module(&m).unwrap();
        let text = m.functions[1].to_string();
        assert!(!text.contains("call"), "{text}");
        assert!(!text.contains("local"), "{text}");
    }

    #[test]
    fn a_thread_exits_through_the_functions_kept_that_call_an_exiting_one() {
        // f0 exits; f1 calls f0; f2 calls f1; f3 calls nothing.
        let mut functions = Vec::new();
        for level in 0..4u32 {
            let mut f =
                FunctionBuilder::new(format!("f{level}"), FunctionKind::Device, vec![], None);
            match level {
                0 => f.terminate(Terminator::Exit),
                3 => f.terminate(Terminator::Return(None)),
                _ => {
                    f.push(Inst::Call {
                        dst: None,
                        func: FuncId(level - 1),
                        args: vec![],
                    });
                    f.terminate(Terminator::Return(None));
                }
            }
            functions.push(f.finish());
        }
        let m = Module {
            functions,
            ..Module::default()
        };
        assert_eq!(exiting_functions(&m, &[true; 4]), [true, true, true, false]);
        // Calls of a function inlined (not kept) are not followed: its own code was copied
        // into its callers.
        assert_eq!(
            exiting_functions(&m, &[true, false, true, true]),
            [true, true, false, false]
        );
    }

    #[test]
    fn code_after_a_return_is_not_inlined_into() {
        // Each function calls the one before it, and again in a block its entry never
        // reaches (as lowering leaves one after a `return`): 40 levels stay linear.
        let mut functions = Vec::new();
        for level in 0..40u32 {
            let kind = match level {
                39 => FunctionKind::Kernel,
                _ => FunctionKind::Device,
            };
            let mut f = FunctionBuilder::new(format!("f{level}"), kind, vec![], None);
            if level > 0 {
                let call = Inst::Call {
                    dst: None,
                    func: FuncId(level - 1),
                    args: vec![],
                };
                f.push(call.clone());
                f.terminate(Terminator::Return(None));
                let dead = f.new_block();
                f.switch_to(dead);
                f.push(call);
            }
            f.terminate(Terminator::Return(None));
            functions.push(f.finish());
        }
        let mut m = Module {
            functions,
            ..Module::default()
        };
        inline_into(&mut m, FuncId(39), &[false; 40]);
        verify::verify_module(&m).unwrap();
        let kernel = &m.functions[39];
        assert_eq!(callees(kernel).count(), 0);
        assert!(
            instruction_count(kernel) < 40 * 40,
            "{}",
            instruction_count(kernel)
        );
    }

    #[test]
    fn a_call_chain_is_inlined_into_the_kernel_alone() {
        // f0; f1 calls f0; f2 calls f1 twice; the kernel calls f2.
        let call = |b: &mut FunctionBuilder, func: u32| {
            b.push(Inst::Call {
                dst: None,
                func: FuncId(func),
                args: vec![],
            })
        };
        let mut functions = Vec::new();
        for (name, callees) in [("f0", vec![]), ("f1", vec![0]), ("f2", vec![1, 1])] {
            let mut f = FunctionBuilder::new(name, FunctionKind::Device, vec![], None);
            for c in callees {
                call(&mut f, c);
            }
            f.terminate(Terminator::Return(None));
            functions.push(f.finish());
        }
        let mut k = FunctionBuilder::new("k", FunctionKind::Kernel, vec![], None);
        call(&mut k, 2);
        k.terminate(Terminator::Return(None));
        functions.push(k.finish());
        let mut m = Module {
            functions,
            ..Module::default()
        };
        assert_eq!(inline_all(&mut m).unwrap(), vec![false; 4]);
        verify::verify_module(&m).unwrap();
        assert_eq!(callees(&m.functions[3]).count(), 0, "{}", m.functions[3]);
        assert_eq!(callees(&m.functions[2]).collect::<Vec<_>>(), vec![1, 1]);
        assert_eq!(callees(&m.functions[1]).collect::<Vec<_>>(), vec![0]);
    }

    #[test]
    fn functions_on_a_call_cycle_are_recursive_and_their_callers_are_not() {
        // f0 calls f1, f1 calls f2, f2 calls f1 (a cycle of two); f3 calls itself; the kernel
        // calls f0 and f3.
        let calls: [&[u32]; 5] = [&[1], &[2], &[1], &[3], &[0, 3]];
        let functions = calls
            .iter()
            .enumerate()
            .map(|(i, callees)| {
                let kind = match i {
                    4 => FunctionKind::Kernel,
                    _ => FunctionKind::Device,
                };
                let mut f = FunctionBuilder::new(format!("f{i}"), kind, vec![], None);
                for &c in *callees {
                    f.push(Inst::Call {
                        dst: None,
                        func: FuncId(c),
                        args: vec![],
                    });
                }
                f.terminate(Terminator::Return(None));
                f.finish()
            })
            .collect();
        let m = Module {
            functions,
            ..Module::default()
        };
        assert_eq!(
            recursive_functions(&m).unwrap(),
            vec![false, true, true, true, false]
        );
    }

    #[test]
    fn promotion_is_deterministic() {
        let build = || {
            let mut k = FunctionBuilder::new("k", FunctionKind::Kernel, vec![], None);
            for i in 0..50 {
                let slot = k.new_var(Type::Ptr);
                k.push(Inst::Local {
                    dst: slot,
                    size: 4,
                    align: 4,
                });
                let c = k.iconst(Type::I32, i);
                k.store(slot, c);
            }
            k.terminate(Terminator::Return(None));
            let mut f = k.finish();
            promote_locals(&mut f);
            f.to_string()
        };
        assert_eq!(build(), build());
    }

    #[test]
    fn calls_of_recursive_functions_stay() {
        // f calls itself and helper; the kernel calls f and helper.
        let mut helper = FunctionBuilder::new("helper", FunctionKind::Device, vec![], None);
        helper.terminate(Terminator::Return(None));
        let call = |b: &mut FunctionBuilder, func: u32| {
            b.push(Inst::Call {
                dst: None,
                func: FuncId(func),
                args: vec![],
            })
        };
        let mut f = FunctionBuilder::new("f", FunctionKind::Device, vec![], None);
        call(&mut f, 0);
        call(&mut f, 1);
        f.terminate(Terminator::Return(None));
        let mut k = FunctionBuilder::new("k", FunctionKind::Kernel, vec![], None);
        call(&mut k, 1);
        call(&mut k, 0);
        k.terminate(Terminator::Return(None));
        let mut m = Module {
            functions: vec![helper.finish(), f.finish(), k.finish()],
            globals: vec![],
            symbols: Symbols::default(),
            ..Module::default()
        };
        let recursive = inline_all(&mut m).unwrap();
        assert_eq!(recursive, vec![false, true, false]);
        verify::verify_module(&m).unwrap();
        let called: Vec<usize> = callees(&m.functions[2]).collect();
        assert_eq!(called, vec![1], "{}", m.functions[2]);
        assert_eq!(callees(&m.functions[1]).collect::<Vec<_>>(), vec![1]);
        assert_eq!(
            called_functions(&m, &m.functions[2], &recursive),
            vec![FuncId(1)]
        );
    }

    #[test]
    fn large_functions_stay_where_everything_inlined_into_them_may() {
        // leaf: 5 instructions; mid: 10 calls of leaf; top: 2 calls of mid; the kernel calls
        // top. With leaf inlined, mid has 60 instructions and top 2 x 60 + 3.
        let call = |b: &mut FunctionBuilder, func: u32| {
            b.push(Inst::Call {
                dst: None,
                func: FuncId(func),
                args: vec![],
            })
        };
        let module = |leaf_syncs: bool| {
            let mut leaf = FunctionBuilder::new("leaf", FunctionKind::Device, vec![], None);
            for _ in 0..4 {
                leaf.iconst(Type::I32, 1);
            }
            if leaf_syncs {
                leaf.push(Inst::Fence);
            }
            leaf.terminate(Terminator::Return(None));
            let mut mid = FunctionBuilder::new("mid", FunctionKind::Device, vec![], None);
            (0..10).for_each(|_| call(&mut mid, 0));
            mid.terminate(Terminator::Return(None));
            let mut top = FunctionBuilder::new("top", FunctionKind::Device, vec![], None);
            (0..2).for_each(|_| call(&mut top, 1));
            top.terminate(Terminator::Return(None));
            let mut k = FunctionBuilder::new("k", FunctionKind::Kernel, vec![], None);
            call(&mut k, 2);
            k.terminate(Terminator::Return(None));
            Module {
                functions: vec![leaf.finish(), mid.finish(), top.finish(), k.finish()],
                ..Module::default()
            }
        };
        let no_fence = |f: &Function| {
            !f.blocks
                .iter()
                .flat_map(|b| &b.insts)
                .any(|i| *i == Inst::Fence)
        };
        let m = module(false);
        // Above 50, mid stays, so top has 2 calls and 3 instructions.
        assert_eq!(
            functions_kept(&m, 50, no_fence).unwrap(),
            vec![false, true, false, false]
        );
        // Above 100, top alone is large enough.
        assert_eq!(
            functions_kept(&m, 100, no_fence).unwrap(),
            vec![false, false, true, false]
        );
        // A function inlined into them that may not stay keeps both inlined.
        assert_eq!(
            functions_kept(&module(true), 50, no_fence).unwrap(),
            vec![false; 4]
        );
        let mut m = module(false);
        let kept = inline_all_but(&mut m, 50, no_fence).unwrap();
        verify::verify_module(&m).unwrap();
        assert_eq!(callees(&m.functions[2]).collect::<Vec<_>>(), vec![1, 1]);
        assert_eq!(
            called_functions(&m, &m.functions[3], &kept),
            vec![FuncId(1)]
        );
    }
}
