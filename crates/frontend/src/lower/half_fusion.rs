//! Multiply-adds of 16-bit floats fused as CUDA's compiler fuses them.
//!
//! `__half` and `__nv_bfloat16` arithmetic is the headers' functions, each rounding its result.
//! On a GPU, a product added to or subtracted from a value, or a value subtracted from it, is
//! one fused multiply-add, rounded once: `x * y + z`, `z + x * y`, `acc += x * y`,
//! `__hadd(__hmul(x, y), z)` compute `__hfma(x, y, z)`; `x * y - z` and
//! `__hsub(__hmul(x, y), z)` compute `__hfma(x, y, -z)`; `z - x * y` and `acc -= x * y`
//! compute `__hfma(-x, y, z)` (and likewise for `__half2` and `__nv_bfloat162`), while
//! `__hmul_rn(x, y) + z` and a product kept in a variable are rounded before the addition
//! (measured on an H200 with nvcc's sm_90 output). The fusion is written where the expression
//! says it, so both backends compute the GPU's bits.

use super::expr::Val;
use super::stmt::FnCtx;
use super::*;

/// The fused multiply-add of the 16-bit float type `t`, if it is one: scalars and pairs.
fn fma_of(structs: &[StructLayout], t: &Ty) -> Option<&'static str> {
    let Ty::Struct(sid) = t else { return None };
    match structs[sid.0 as usize].name.as_str() {
        "__half" | "__nv_bfloat16" => Some("__hfma"),
        "__half2" | "__nv_bfloat162" => Some("__hfma2"),
        _ => None,
    }
}

/// `__hadd` or `__hsub` of `__hmul(x, y)` and `z` (and `__hadd2`, `__hsub2` of `__hmul2`) as
/// the call of the fused multiply-add that computes it.
pub(super) fn fused_call(callee: &Expr, args: &[Expr], loc: Loc) -> Option<Expr> {
    let name = |e: &Expr| match &e.kind {
        ExprKind::Name(p) if p.segments.len() == 1 && p.last().targs.is_none() => {
            Some(p.last().name.clone())
        }
        _ => None,
    };
    let (fma, product, op) = match name(callee)?.as_ref() {
        "__hadd" => ("__hfma", "__hmul", BinaryOp::Add),
        "__hsub" => ("__hfma", "__hmul", BinaryOp::Sub),
        "__hadd2" => ("__hfma2", "__hmul2", BinaryOp::Add),
        "__hsub2" => ("__hfma2", "__hmul2", BinaryOp::Sub),
        _ => return None,
    };
    let [a, b] = args else { return None };
    let factors = |e: &Expr| match &e.kind {
        ExprKind::Call(f, xy) if xy.len() == 2 && name(f).as_deref() == Some(product) => {
            Some((xy[0].clone(), xy[1].clone()))
        }
        _ => None,
    };
    let negated = |e: Expr| Expr {
        loc: e.loc,
        kind: ExprKind::Unary(UnaryOp::Neg, Box::new(e)),
    };
    let args = match (factors(a), factors(b), op) {
        (Some((x, y)), _, BinaryOp::Add) => vec![x, y, b.clone()],
        (Some((x, y)), _, _) => vec![x, y, negated(b.clone())],
        (None, Some((x, y)), BinaryOp::Add) => vec![x, y, a.clone()],
        (None, Some((x, y)), _) => vec![negated(x), y, a.clone()],
        (None, None, _) => return None,
    };
    let callee = Expr {
        kind: ExprKind::Name(Path {
            global: true,
            segments: smallvec::smallvec![Segment {
                name: fma.into(),
                targs: None,
            }],
        }),
        loc: callee.loc,
    };
    Some(Expr {
        kind: ExprKind::Call(Box::new(callee), args),
        loc,
    })
}

impl Lowerer<'_> {
    /// `a + b` or `a - b` (`op`) where one operand is a product: of 16-bit floats, their fused
    /// multiply-add; else the two operations as written. `None` (nothing lowered) when neither
    /// operand is a product. The operands are lowered in their order.
    pub(super) fn fused_half_sum(
        &mut self,
        fx: &mut FnCtx,
        op: BinaryOp,
        (a, b): (&Expr, &Expr),
        loc: Loc,
    ) -> LResult<Option<Val>> {
        // Of two products, the left one fuses.
        let (product, product_first) = match (&a.kind, &b.kind) {
            (ExprKind::Binary(BinaryOp::Mul, ..), _) => (a, true),
            (_, ExprKind::Binary(BinaryOp::Mul, ..)) => (b, false),
            _ => return Ok(None),
        };
        let ExprKind::Binary(_, x, y) = &product.kind else {
            return Ok(None);
        };
        let other = if product_first { b } else { a };
        let early = match product_first {
            true => None,
            false => Some(self.expr(fx, other)?),
        };
        let vx = self.expr(fx, x)?;
        let vy = self.expr(fx, y)?;
        let vz = match early {
            Some(v) => v,
            None => self.expr(fx, other)?,
        };
        let same = [vy.ty(), vz.ty()].iter().all(|t| *t == vx.ty());
        if let Some(fma) = fma_of(&self.structs, vx.ty()).filter(|_| same) {
            let (vx, vz) = match (op, product_first) {
                (BinaryOp::Add, _) => (vx, vz),
                (_, true) => (
                    vx,
                    self.operator_call(fx, "operator-", vec![(vz, other.loc)], loc)?,
                ),
                (_, false) => (
                    self.operator_call(fx, "operator-", vec![(vx, x.loc)], loc)?,
                    vz,
                ),
            };
            let args = vec![(vx, x.loc), (vy, y.loc), (vz, other.loc)];
            return self.operator_call(fx, fma, args, loc).map(Some);
        }
        let vp = self.binary_vals(fx, BinaryOp::Mul, (vx, x.loc), (vy, y.loc), product.loc)?;
        let (first, second) = match product_first {
            true => ((vp, a.loc), (vz, b.loc)),
            false => ((vz, a.loc), (vp, b.loc)),
        };
        self.binary_vals(fx, op, first, second, loc).map(Some)
    }

    /// `target += x * y` or `target -= x * y` (`op`; `product` is the right operand): of
    /// 16-bit floats, `target = fma(±x, y, target)`; else the product, then the compound
    /// assignment.
    pub(super) fn fused_half_accumulate(
        &mut self,
        fx: &mut FnCtx,
        op: BinaryOp,
        target: &Expr,
        product: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        let ExprKind::Binary(BinaryOp::Mul, x, y) = &product.kind else {
            return self.assign_to(fx, Some(op), (target, None), product, None, loc);
        };
        // The right operand first, as C++17 sequences a compound assignment.
        let vx = self.expr(fx, x)?;
        let vy = self.expr(fx, y)?;
        let fma = fma_of(&self.structs, vx.ty()).filter(|_| vy.ty() == vx.ty());
        let Some(fma) = fma else {
            let vp = self.binary_vals(fx, BinaryOp::Mul, (vx, x.loc), (vy, y.loc), product.loc)?;
            return self.assign_to(fx, Some(op), (target, None), product, Some(vp), loc);
        };
        let lhs = self.expr(fx, target)?;
        match lhs.ty().clone() {
            Ty::Struct(sid) if *lhs.ty() == *vx.ty() => {
                let vx = match op {
                    BinaryOp::Add => vx,
                    _ => self.operator_call(fx, "operator-", vec![(vx, x.loc)], loc)?,
                };
                let args = vec![(vx, x.loc), (vy, y.loc), (lhs.clone(), target.loc)];
                let sum = self.operator_call(fx, fma, args, loc)?;
                let addr = self.lvalue_addr(fx, lhs.clone(), target.loc)?;
                self.assign_object(fx, addr, sid, sum, loc)?;
                Ok(lhs)
            }
            _ => {
                let vp =
                    self.binary_vals(fx, BinaryOp::Mul, (vx, x.loc), (vy, y.loc), product.loc)?;
                self.assign_to(fx, Some(op), (target, Some(lhs)), product, Some(vp), loc)
            }
        }
    }
}
