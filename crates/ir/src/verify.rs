//! The verifier: checks the invariants stated in the crate documentation.
//!
//! Lowering bugs show up here as a message naming the function, block and instruction, instead of
//! as wrong code or a crash in a backend.

use crate::*;

pub fn verify_module(m: &Module) -> Result<(), String> {
    for g in &m.globals {
        for r in &g.relocations {
            let target = m.globals.get(r.target.0 as usize);
            if target.is_none_or(|t| t.space == GlobalSpace::Shared) {
                return Err(format!(
                    "{}: pointer to g{}, which has no fixed address",
                    g.name, r.target.0
                ));
            }
            if r.offset.checked_add(8).is_none_or(|end| end > g.size) {
                return Err(format!("{}: pointer at {} past its end", g.name, r.offset));
            }
        }
    }
    for (i, f) in m.functions.iter().enumerate() {
        let imported = m.symbols.is_imported(Item::Function(FuncId(i as u32)));
        if f.blocks.is_empty() && !imported {
            return Err(format!(
                "{}: a function with no body that is not imported",
                f.name
            ));
        }
        verify_function(m, f)?;
    }
    Ok(())
}

pub fn verify_function(m: &Module, f: &Function) -> Result<(), String> {
    let nvars = f.var_types.len() as u32;
    let nblocks = f.blocks.len() as u32;
    for (bi, block) in f.blocks.iter().enumerate() {
        let at = |what: &str| format!("{}: b{bi}: {what}", f.name);
        for inst in &block.insts {
            let mut bad = None;
            inst.for_each_use(|v| {
                if v.0 >= nvars {
                    bad = Some(v);
                }
            });
            if let Some(d) = inst.dst() {
                if d.0 >= nvars {
                    bad = Some(d);
                }
            }
            if let Some(v) = bad {
                return Err(at(&format!("undeclared register {v}")));
            }
            check_types(m, f, inst).map_err(|e| at(&e))?;
        }
        for s in block.term.successors() {
            if s.0 >= nblocks {
                return Err(at(&format!("branch to missing block {s}")));
            }
        }
        match &block.term {
            Terminator::Branch { cond, .. }
                if cond.0 >= nvars || f.var_type(*cond) != Type::Bool =>
            {
                return Err(at("branch condition is not a bool"));
            }
            Terminator::Return(v) => {
                let got = v.map(|v| f.var_type(v));
                if got != f.ret {
                    return Err(at(&format!(
                        "returns {got:?}, function returns {:?}",
                        f.ret
                    )));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_types(m: &Module, f: &Function, inst: &Inst) -> Result<(), String> {
    use Inst::*;
    let t = |v: &Var| f.var_type(*v);
    let ok = match inst {
        IConst { dst, .. } => t(dst).is_int(),
        FConst { dst, .. } => t(dst).is_float(),
        Copy { dst, src } => t(dst) == t(src),
        Unary { dst, op, a } => {
            t(dst) == t(a)
                && if *op == UnOp::FNeg {
                    t(a).is_float()
                } else {
                    t(a).is_int()
                }
        }
        Binary { dst, op, a, b } => {
            let float_op = matches!(op, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv);
            let shift = matches!(op, BinOp::Shl | BinOp::AShr | BinOp::LShr);
            // Pointer arithmetic: a pointer plus or minus a 64-bit offset.
            let pointer =
                matches!(op, BinOp::Add | BinOp::Sub) && t(a) == Type::Ptr && t(b) == Type::I64;
            t(dst) == t(a)
                && (shift || pointer || t(a) == t(b))
                && t(a).is_float() == float_op
                && t(b).is_float() == float_op
        }
        Cmp { dst, op, a, b } => {
            let float_op = matches!(
                op,
                CmpOp::FEq | CmpOp::FNe | CmpOp::FLt | CmpOp::FLe | CmpOp::FGt | CmpOp::FGe
            );
            t(dst) == Type::Bool && t(a) == t(b) && t(a).is_float() == float_op
        }
        Cast { dst, op, a } => {
            let (from, to) = (t(a), t(dst));
            match op {
                CastOp::SExt | CastOp::ZExt => {
                    from.is_int() && to.is_int() && from.bytes() <= to.bytes()
                }
                CastOp::Trunc => from.is_int() && to.is_int() && from.bytes() >= to.bytes(),
                CastOp::SIToF | CastOp::UIToF => from.is_int() && to.is_float(),
                CastOp::FToSI | CastOp::FToUI => from.is_float() && to.is_int(),
                CastOp::FExt => from == Type::F32 && to == Type::F64,
                CastOp::FTrunc => from == Type::F64 && to == Type::F32,
                CastOp::Bitcast => from.bytes() == to.bytes(),
            }
        }
        Select { dst, cond, a, b } => t(cond) == Type::Bool && t(a) == t(b) && t(dst) == t(a),
        Load { addr, .. } | Store { addr, .. } => t(addr) == Type::Ptr,
        Local { dst, .. } | GlobalAddr { dst, .. } => t(dst) == Type::Ptr,
        Special { dst, reg } => match reg {
            crate::Special::DynamicShared => t(dst) == Type::Ptr,
            _ => t(dst) == Type::I32,
        },
        Call { dst, func, args } => {
            let Some(callee) = m.functions.get(func.0 as usize) else {
                return Err(format!("call to missing function f{}", func.0));
            };
            callee.params.len() == args.len() && dst.map(|d| t(&d)) == callee.ret
        }
        Intrinsic { .. } | Sync { .. } | Fence | Trap { .. } => true,
        Atomic {
            dst, addr, value, ..
        } => t(addr) == Type::Ptr && t(dst) == t(value),
        AtomicCas {
            dst,
            addr,
            expected,
            new,
            ..
        } => t(addr) == Type::Ptr && t(dst) == t(expected) && t(expected) == t(new),
        MemCopy { dst, src, .. } => t(dst) == Type::Ptr && t(src) == Type::Ptr,
        InlineAsm(asm) => asm.operands.iter().all(|op| match op {
            crate::AsmOperand::Out { addr, .. } | crate::AsmOperand::InOut { addr, .. } => {
                t(addr) == Type::Ptr
            }
            crate::AsmOperand::In(_) | crate::AsmOperand::Imm(_) => true,
        }),
        Launch(l) => {
            let Some(kernel) = m.functions.get(l.kernel.0 as usize) else {
                return Err(format!("launch of missing function f{}", l.kernel.0));
            };
            let dims = l.grid.iter().chain(&l.block).all(|v| t(v) == Type::I32);
            let args = kernel.params.len() == l.args.len()
                && kernel.params.iter().zip(&l.args).all(|(p, a)| match p {
                    crate::ParamKind::Scalar(ty) => t(a) == *ty,
                    crate::ParamKind::Aggregate { .. } => t(a) == Type::Ptr,
                });
            kernel.kind == crate::FunctionKind::Kernel
                && dims
                && args
                && t(&l.shared) == Type::I64
                && t(&l.stream) == Type::Ptr
        }
    };
    if let GlobalAddr { global, .. } = inst {
        if global.0 as usize >= m.globals.len() {
            return Err(format!("address of missing global g{}", global.0));
        }
    }
    if ok {
        Ok(())
    } else {
        Err(format!("ill-typed instruction {inst:?}"))
    }
}
