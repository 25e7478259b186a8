//! `new` and `delete` in device code: objects on the device heap (what `malloc` and `free`
//! allocate from), constructed and destroyed as C++ does it.
//!
//! `new T[n]` of a class that has something to destroy keeps `n` in a 16-byte header before the
//! first element, so that `delete[]` knows how many to destroy; other arrays have none, as in the
//! Itanium C++ ABI. An allocation that fails gives a null pointer and constructs nothing (device
//! `new` does not throw); `delete` of a null pointer does nothing.

use super::expr::Val;
use super::stmt::FnCtx;
use super::virtuals::Slot;
use super::*;
use ferrocuda_ir::{CmpOp, Type as IrType};

/// Bytes before the elements of an array whose count `delete[]` needs.
const COOKIE: i64 = 16;

impl Lowerer<'_> {
    pub(super) fn new_expr(
        &mut self,
        fx: &mut FnCtx,
        placement: Option<&[Expr]>,
        ty: &TypeExpr,
        count: Option<&Expr>,
        init: Option<&Expr>,
        loc: Loc,
    ) -> LResult<Val> {
        let env = fx.env.clone();
        // `new Box(3)`: a class template's arguments deduced from the initializer.
        let deduced = match (ty, count, init.map(|e| &e.kind)) {
            (
                TypeExpr::Named(p),
                None,
                Some(ExprKind::Construct(TypeExpr::Auto, args) | ExprKind::InitList(args)),
            ) if p.last().targs.is_none() => self.deduce_class_arguments(fx, p, args, loc)?,
            _ => None,
        };
        let elem = match deduced {
            Some(ty) => ty,
            None => self.resolve_type(ty, &env, fx.ns, loc)?,
        };
        let size = match elem {
            Ty::Void | Ty::Func(_) => None,
            _ => size_align(&elem, &self.structs),
        };
        let Some((elem_size, _)) = size else {
            return self.error(loc, "incomplete type is not allowed");
        };
        self.check_not_abstract(&elem, loc)?;
        // A constant count tells which elements the initializer list leaves to their default
        // constructor: none in `new T[3]{a, b, c}`, which needs no default constructor then.
        let constant_count = count.and_then(|e| self.const_eval(e, &env, fx.ns));
        let count = match count {
            Some(e) => {
                let v = self.expr(fx, e)?;
                let (v, t) = self.rvalue(fx, v, e.loc)?;
                Some(self.convert(fx, v, &t, &ULONG, e.loc)?)
            }
            None => None,
        };
        let cookie = count.is_some()
            && placement.is_none()
            && matches!(elem, Ty::Struct(sid) if self.has_destruction(sid));
        let ptr_ty = Ty::ptr_to(elem.clone());
        let storage = match placement {
            Some([place]) => {
                let v = self.expr(fx, place)?;
                let (v, t) = self.rvalue(fx, v, place.loc)?;
                self.convert(fx, v, &t, &ptr_ty, place.loc)?
            }
            Some(_) => return self.error(loc, "placement new takes one address here"),
            None => {
                let size = fx.b.iconst(IrType::I64, elem_size as i64);
                let mut bytes = match count {
                    Some(n) => fx.b.binary(ir::BinOp::Mul, n, size),
                    None => size,
                };
                if cookie {
                    let extra = fx.b.iconst(IrType::I64, COOKIE);
                    bytes = fx.b.binary(ir::BinOp::Add, bytes, extra);
                }
                let raw = self.intrinsic(
                    fx,
                    "malloc",
                    vec![(bytes, ULONG)],
                    &Ty::ptr_to(Ty::Void),
                    loc,
                )?;
                let (raw, _) = self.rvalue(fx, raw, loc)?;
                raw
            }
        };
        // Everything below runs only for a non-null allocation.
        let result = fx.b.new_var(IrType::Ptr);
        fx.b.copy(result, storage);
        let (build, done) = (fx.b.new_block(), fx.b.new_block());
        let null = fx.b.iconst(IrType::Ptr, 0);
        let ok = fx.b.cmp(CmpOp::Ne, storage, null);
        fx.b.branch(ok, build, done);
        fx.b.switch_to(build);
        match count {
            None => self.init_object(fx, storage, &elem, init, loc)?,
            Some(n) => {
                let first = if cookie {
                    fx.b.store(storage, n);
                    let off = fx.b.iconst(IrType::I64, COOKIE);
                    let first = fx.b.binary(ir::BinOp::Add, storage, off);
                    fx.b.copy(result, first);
                    first
                } else {
                    storage
                };
                let items: &[Expr] = match init.map(|e| &e.kind) {
                    Some(ExprKind::InitList(items)) => items,
                    _ => &[],
                };
                let value_init = matches!(init.map(|e| &e.kind), Some(ExprKind::Construct(_, a)) if a.is_empty());
                let n = match constant_count {
                    Some(c) => fx.b.iconst(IrType::I64, c),
                    None => n,
                };
                self.init_elements(fx, first, n, &elem, elem_size, items, value_init, loc)?;
            }
        }
        fx.b.jump(done);
        fx.b.switch_to(done);
        Ok(Val::R(result, ptr_ty))
    }

    pub(super) fn delete_expr(
        &mut self,
        fx: &mut FnCtx,
        array: bool,
        operand: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        let v = self.expr(fx, operand)?;
        let (p, t) = self.rvalue(fx, v, operand.loc)?;
        let Ty::Ptr(elem) = t else {
            return self.error(
                operand.loc,
                "expression must be a pointer to a complete object type",
            );
        };
        let class = match &*elem {
            Ty::Struct(sid) if self.has_destruction(*sid) => Some(*sid),
            _ => None,
        };
        let (destroy, done) = (fx.b.new_block(), fx.b.new_block());
        let null = fx.b.iconst(IrType::Ptr, 0);
        let live = fx.b.cmp(CmpOp::Ne, p, null);
        fx.b.branch(live, destroy, done);
        fx.b.switch_to(destroy);
        let block = match (class, array) {
            // Through a pointer to a base with a virtual destructor: the complete object.
            (Some(sid), false) if self.is_virtual(sid, &Slot::Destroy) => {
                let sig = Self::destroy_signature();
                let id = self.virtual_dispatcher(sid, Slot::Destroy, sig.clone());
                match self.emit_call(fx, id, sig, Some(p), vec![]) {
                    Val::R(complete, _) => complete,
                    _ => p,
                }
            }
            (Some(sid), false) => {
                self.destroy_object(fx, p, sid, loc);
                p
            }
            (Some(sid), true) => {
                let off = fx.b.iconst(IrType::I64, -COOKIE);
                let block = fx.b.binary(ir::BinOp::Add, p, off);
                let n = fx.b.load(IrType::I64, block);
                self.destroy_elements(fx, p, sid, n, loc);
                block
            }
            (None, _) => p,
        };
        self.intrinsic(
            fx,
            "free",
            vec![(block, Ty::ptr_to(Ty::Void))],
            &Ty::Void,
            loc,
        )?;
        fx.b.jump(done);
        fx.b.switch_to(done);
        Ok(Val::Void)
    }
}
