//! C++20 comparisons: `a <=> b`, and the comparison operators of classes rewritten through
//! `operator<=>` and `operator==`, with the operands in either order, where a class declares
//! only those.
//!
//! On scalars, `<=>` makes an object of `<compare>`'s `std::strong_ordering` (integers,
//! pointers) or `std::partial_ordering` (floating point), whose first member is the order as a
//! `signed char`: -1, 0 or 1, the values the host's library gives them, so that an ordering
//! means the same bytes on both sides. Operands that are unordered (a NaN) compare
//! equivalent, as nvcc's device code has them (measured), not unordered.

use super::expr::Val;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{BinOp, Type as IrType};

impl Lowerer<'_> {
    /// `a <=> b`: `operator<=>` where an operand is a class object, else the built-in order.
    pub(super) fn three_way(
        &mut self,
        fx: &mut FnCtx,
        a: &Expr,
        b: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        let va = self.expr(fx, a)?;
        let vb = self.expr(fx, b)?;
        if matches!(va.ty(), Ty::Struct(_)) || matches!(vb.ty(), Ty::Struct(_)) {
            return self.operator_call(fx, "operator<=>", vec![(va, a.loc), (vb, b.loc)], loc);
        }
        // Two arrays are not compared by `<=>` (C++ makes it ill-formed, not an address
        // order); an array and a pointer are, the array decayed.
        if (matches!(va.ty(), Ty::Array(..)) && !vb.ty().is_ptr())
            || (matches!(vb.ty(), Ty::Array(..)) && !va.ty().is_ptr())
        {
            return self.error(loc, "invalid operands to '<=>': arrays are not compared");
        }
        let (x, tx) = self.rvalue(fx, va, a.loc)?;
        let (y, ty) = self.rvalue(fx, vb, b.loc)?;
        self.check_three_way_narrowing(fx, [(a, &tx), (b, &ty)])?;
        let partial = tx.is_float() || ty.is_float();
        let category = match partial {
            true => "partial_ordering",
            false => "strong_ordering",
        };
        let Some(class) = self.ordering_class(category, loc)? else {
            return self.error(loc, "'<=>' needs the declarations of <compare>");
        };
        let widen = |this: &mut Self, fx: &mut FnCtx, v: Val| -> LResult<Var> {
            let (r, t) = this.rvalue(fx, v, loc)?;
            this.convert(fx, r, &t, &INT, loc)
        };
        let lt = self.arith(fx, BinaryOp::Lt, x, &tx, y, &ty, loc)?;
        let gt = self.arith(fx, BinaryOp::Gt, x, &tx, y, &ty, loc)?;
        let lt = widen(self, fx, lt)?;
        let gt = widen(self, fx, gt)?;
        let order = fx.b.binary(BinOp::Sub, gt, lt);
        let byte = fx.b.cast(ferrocuda_ir::CastOp::Trunc, order, IrType::I8);
        let object = self.local_slot(fx, &Ty::Struct(class));
        fx.b.store(object, byte);
        // A prvalue: a temporary of the full-expression.
        self.register_temporary(fx, object, &Ty::Struct(class));
        Ok(Val::L(object, Ty::Struct(class)))
    }

    /// C++ rejects `<=>` of integers whose usual arithmetic conversions narrow an operand: a
    /// signed one made unsigned, unless it is a constant that fits (`-1 <=> 1u` is an error,
    /// `1 <=> 1u` is not).
    fn check_three_way_narrowing(
        &mut self,
        fx: &mut FnCtx,
        operands: [(&Expr, &Ty); 2],
    ) -> LResult<()> {
        let [(_, ta), (_, tb)] = operands;
        if !(ta.is_int() && tb.is_int()) {
            return Ok(());
        }
        let common = expr::usual_arith(&stmt::promote(ta), &stmt::promote(tb));
        for (e, t) in operands {
            let from = stmt::promote(t);
            if !from.is_signed() || common.is_signed() {
                continue;
            }
            let shown = |t: &Ty| display(t, &self.structs);
            let narrowing = format!(
                "invalid narrowing conversion from \"{}\" to \"{}\"",
                shown(&from),
                shown(&common)
            );
            match self.constant_in(fx, e) {
                Some(v) if v >= 0 => {}
                Some(_) => {
                    return self.error(
                        e.loc,
                        format!("{narrowing}: constant value does not fit in destination type"),
                    )
                }
                None => return self.error(e.loc, narrowing),
            }
        }
        Ok(())
    }

    /// `std::<name>` of `<compare>`, if it is declared.
    fn ordering_class(&mut self, name: &str, loc: Loc) -> LResult<Option<StructId>> {
        let found = self
            .names
            .std_class(name)
            .filter(|(decl, _)| decl.template.is_none());
        match found {
            Some((decl, ns)) => Ok(Some(self.struct_instance(&decl, vec![], ns, loc)?)),
            None => Ok(None),
        }
    }

    /// `a op b` for a comparison operator on operands with no `operator op`, rewritten as
    /// C++20 rewrites it: `b == a` for `a == b`, `0 <=> (b <=> a)` for `a <=> b`, `!(a == b)`
    /// for `a != b` and `(a <=> b) op 0` for a relational operator (each `a <=> b` and `a == b`
    /// reversed in turn where only the reversed operands have an operator, so that `7 < s`
    /// reads as `0 < (s <=> 7)`). `None` where `op` is not one of those or the rewritten
    /// form does not apply either. (C++ weighs the written candidates and the rewritten ones
    /// together; here a rewritten one is tried only where no written one applies.)
    pub(super) fn rewritten_comparison(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        vals: &[(Val, Loc)],
        loc: Loc,
    ) -> Option<Val> {
        // (Before C++20 a comparison is only what it is written as.)
        let ([(a, aloc), (b, bloc)], true) = (vals, self.cxx20) else {
            return None;
        };
        let cp = self.diags.checkpoint();
        let reversed = vec![(b.clone(), *bloc), (a.clone(), *aloc)];
        let rewritten = match name {
            "operator==" => self.declared_operator_call(fx, name, reversed, loc),
            "operator<=>" => self
                .declared_operator_call(fx, name, reversed, loc)
                .and_then(|order| {
                    let zero = fx.b.iconst(IrType::I32, 0);
                    let operands = vec![(Val::R(zero, INT), loc), (order, loc)];
                    self.declared_operator_call(fx, name, operands, loc)
                }),
            "operator!=" => self
                .operator_call(fx, "operator==", vals.to_vec(), loc)
                .and_then(|eq| {
                    let (v, t) = self.rvalue(fx, eq, loc)?;
                    let zero = fx.b.iconst(t.ir().unwrap_or(IrType::I8), 0);
                    self.arith(fx, BinaryOp::Eq, v, &t, zero, &t, loc)
                }),
            "operator<" | "operator>" | "operator<=" | "operator>=" => {
                let forward = vec![(a.clone(), *aloc), (b.clone(), *bloc)];
                let tried = self.diags.checkpoint();
                match self.operator_call(fx, "operator<=>", forward, loc) {
                    Ok(order) => self.compared_with_zero(fx, name, order, false, loc),
                    // An `operator<=>` of another type than an ordering (`int`) is not
                    // reversed by the call itself: `0 op (b <=> a)`.
                    Err(_) => {
                        self.diags.rollback(tried);
                        self.declared_operator_call(fx, "operator<=>", reversed, loc)
                            .and_then(|order| self.compared_with_zero(fx, name, order, true, loc))
                    }
                }
            }
            _ => return None,
        };
        match rewritten {
            Ok(v) => Some(v),
            Err(_) => {
                self.diags.rollback(cp);
                None
            }
        }
    }

    /// `order op 0` (or, `reversed`, `0 op order`) for the relational operator `name`: through
    /// the ordering's operator, or the built-in one where `operator<=>` gave a number.
    fn compared_with_zero(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        order: Val,
        reversed: bool,
        loc: Loc,
    ) -> LResult<Val> {
        let zero = fx.b.iconst(IrType::I32, 0);
        if let Ty::Struct(_) = order.ty() {
            let zero = (Val::R(zero, INT), loc);
            let operands = match reversed {
                true => vec![zero, (order, loc)],
                false => vec![(order, loc), zero],
            };
            return self.operator_call(fx, name, operands, loc);
        }
        let op = match name {
            "operator<" => BinaryOp::Lt,
            "operator>" => BinaryOp::Gt,
            "operator<=" => BinaryOp::Le,
            _ => BinaryOp::Ge,
        };
        let (v, t) = self.rvalue(fx, order, loc)?;
        match reversed {
            true => self.arith(fx, op, zero, &INT, v, &t, loc),
            false => self.arith(fx, op, v, &t, zero, &INT, loc),
        }
    }
}
