//! Canonical register numbering.
//!
//! Earlier passes number registers in an order that is not stable from one run to the next
//! (`promote_locals` walks a hash map), and the emitted text names registers by number; the
//! disk cache is keyed by that text. Renumbering in order of first appearance — parameters
//! first, then every register as the blocks mention it — makes the text a function of the
//! program alone, and leaves out registers nothing mentions.

use ferrocuda_ir::{Function, Inst, Terminator, Var};

/// `f` with its registers renumbered in order of first appearance. The parameters keep
/// registers `0..params.len()`, as the IR requires.
pub fn canonical(f: &Function) -> Function {
    let n = f.var_types.len();
    let mut map: Vec<Option<u32>> = vec![None; n];
    let mut types = Vec::new();
    let mut see = |v: Var| {
        if let Some(slot) = map.get_mut(v.0 as usize) {
            if slot.is_none() {
                *slot = Some(types.len() as u32);
                types.push(f.var_types[v.0 as usize]);
            }
        }
    };
    for i in 0..f.params.len().min(n) {
        see(Var(i as u32));
    }
    for b in &f.blocks {
        for inst in &b.insts {
            inst.for_each_use(&mut see);
            if let Some(d) = inst.dst() {
                see(d);
            }
        }
        b.term.for_each_use(&mut see);
    }
    // A register out of range (never in a verified function) keeps its number.
    let rv = |v: Var| Var(map.get(v.0 as usize).copied().flatten().unwrap_or(v.0));
    let mut out = f.clone();
    out.var_types = types;
    for b in &mut out.blocks {
        for inst in &mut b.insts {
            *inst = map_vars(inst, &rv);
        }
        b.term = match &b.term {
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } => Terminator::Branch {
                cond: rv(*cond),
                then_block: *then_block,
                else_block: *else_block,
            },
            Terminator::Return(v) => Terminator::Return(v.map(rv)),
            t => t.clone(),
        };
    }
    out
}

/// `inst` with every register replaced by `rv` of it.
fn map_vars(inst: &Inst, rv: &impl Fn(Var) -> Var) -> Inst {
    use Inst::*;
    let vs = |v: &[Var]| v.iter().map(|x| rv(*x)).collect::<Vec<_>>();
    match inst {
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
        Load { dst, addr } => Load {
            dst: rv(*dst),
            addr: rv(*addr),
        },
        Store { addr, value } => Store {
            addr: rv(*addr),
            value: rv(*value),
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
        } => Atomic {
            dst: rv(*dst),
            op: *op,
            addr: rv(*addr),
            value: rv(*value),
        },
        AtomicCas {
            dst,
            addr,
            expected,
            new,
        } => AtomicCas {
            dst: rv(*dst),
            addr: rv(*addr),
            expected: rv(*expected),
            new: rv(*new),
        },
        Sync { dst, op, args } => Sync {
            dst: dst.map(rv),
            op: *op,
            args: vs(args),
        },
        MemCopy { dst, src, size } => MemCopy {
            dst: rv(*dst),
            src: rv(*src),
            size: *size,
        },
        Fence => Fence,
        Trap { message } => Trap {
            message: rv(*message),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrocuda_ir::{BinOp, FunctionBuilder, FunctionKind, ParamKind, Type};

    #[test]
    fn registers_are_numbered_by_appearance() {
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr)],
            None,
        );
        let unused = b.new_var(Type::F64);
        let late = b.new_var(Type::I32);
        let early = b.iconst(Type::I32, 5);
        b.push(Inst::Binary {
            dst: late,
            op: BinOp::Add,
            a: early,
            b: early,
        });
        b.store(b.param(0), late);
        b.terminate(Terminator::Return(None));
        let f = b.finish();
        let c = canonical(&f);
        assert_eq!(c.var_types, vec![Type::Ptr, Type::I32, Type::I32]);
        assert_eq!(
            c.blocks[0].insts[1],
            Inst::Binary {
                dst: Var(2),
                op: BinOp::Add,
                a: Var(1),
                b: Var(1)
            }
        );
        let _ = unused;
        assert_eq!(canonical(&c), c);
    }
}
