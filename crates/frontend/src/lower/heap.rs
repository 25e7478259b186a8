//! `new` and `delete` in device code: objects on the device heap (what `malloc` and `free`
//! allocate from), constructed and destroyed as C++ does it.
//!
//! `new T[n]` of a class that has something to destroy keeps `n` in a header before the first
//! element (the larger of 8 bytes and `T`'s alignment), so that `delete[]` knows how many to
//! destroy; other arrays have none, as in the Itanium C++ ABI. An allocation that fails gives a null pointer and constructs nothing (device
//! `new` does not throw); `delete` of a null pointer does nothing.

use super::expr::Val;
use super::narrowing::ListNarrowing;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{CmpOp, Type as IrType};

/// Bytes before the elements of an array of `elem` whose count `delete[]` needs.
fn cookie_size(elem: &Ty, structs: &[StructLayout]) -> i64 {
    let align = size_align(elem, structs).map_or(8, |(_, align)| align);
    align.max(8) as i64
}

impl Lowerer<'_> {
    /// `new`: `e` is an `ExprKind::New`.
    pub(super) fn new_expr(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<Val> {
        let ExprKind::New {
            global,
            placement,
            ty,
            count,
            init,
        } = &e.kind
        else {
            return self.error(e.loc, "not a new-expression");
        };
        let (placement, count, init, loc) = (
            placement.as_deref(),
            count.as_deref(),
            init.as_deref(),
            e.loc,
        );
        let env = fx.env.clone();
        // `new Box(3)`: a class template's arguments deduced from the initializer.
        let deduced = match (ty, count, init.map(|e| &e.kind)) {
            (
                TypeExpr::Named(p),
                None,
                Some(ExprKind::Construct(TypeExpr::Auto, args, _) | ExprKind::InitList(args)),
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
            && class_objects(&elem).is_some_and(|(class, _)| self.has_destruction(class));
        let ptr_ty = Ty::ptr_to(elem.clone());
        let name = match count {
            Some(_) => "operator new[]",
            None => "operator new",
        };
        let size = fx.b.iconst(IrType::I64, elem_size as i64);
        let mut bytes = match count {
            Some(n) => fx.b.binary(ir::BinOp::Mul, n, size),
            None => size,
        };
        if cookie {
            let extra = fx.b.iconst(IrType::I64, cookie_size(&elem, &self.structs));
            bytes = fx.b.binary(ir::BinOp::Add, bytes, extra);
        }
        // The class's allocation functions hide the global ones, placement forms included; of
        // the global ones, the program's placement forms take their extra arguments (`new
        // (arena, 16) T`), and the standard one an address.
        let allocation = match self.class_allocation_function(&elem, name, *global) {
            Some(cands) => Some(cands),
            None if placement.is_some_and(|args| args.len() != 1) => {
                Some(self.global_allocation_functions(fx, name))
            }
            None => None,
        };
        let storage = match (placement, allocation) {
            (placement, Some(cands)) => {
                let mut vals = vec![(Val::R(bytes, ULONG), loc)];
                vals.extend(self.lower_args(fx, placement.unwrap_or_default())?);
                let raw = self.resolve_and_call(fx, name, cands, None, None, vals, loc)?;
                let (raw, _) = self.rvalue(fx, raw, loc)?;
                raw
            }
            (Some([place]), None) => {
                let v = self.expr(fx, place)?;
                let (v, t) = self.rvalue(fx, v, place.loc)?;
                self.convert(fx, v, &t, &ptr_ty, place.loc)?
            }
            (_, None) => {
                let void_ptr = Ty::ptr_to(Ty::Void);
                let raw = self.intrinsic(fx, "malloc", vec![(bytes, ULONG)], &void_ptr, loc)?;
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
            // A scalar's list narrows as an argument's does, a class's as a declaration's.
            None if elem.is_scalar() => {
                self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
                    this.init_object(fx, storage, &elem, init, loc)
                })?
            }
            None => self.init_object(fx, storage, &elem, init, loc)?,
            Some(n) => {
                let first = if cookie {
                    fx.b.store(storage, n);
                    let off = fx.b.iconst(IrType::I64, cookie_size(&elem, &self.structs));
                    let first = fx.b.binary(ir::BinOp::Add, storage, off);
                    fx.b.copy(result, first);
                    first
                } else {
                    storage
                };
                let items: &[Expr] = match init.map(|e| &e.kind) {
                    Some(ExprKind::InitList(items)) => items,
                    // C++20: the elements from a parenthesized list (`new int[3](1, 2, 3)`).
                    Some(ExprKind::Construct(_, items, _)) if self.cxx20 => items,
                    Some(ExprKind::Construct(_, items, _)) if !items.is_empty() => {
                        return self.error(
                            init.map_or(loc, |e| e.loc),
                            "a new-initializer may not be specified for an array",
                        );
                    }
                    _ => &[],
                };
                // `()` and `{}` value-initialize every element.
                let value_init = matches!(
                    init.map(|e| &e.kind),
                    Some(ExprKind::Construct(_, a, _) | ExprKind::InitList(a)) if a.is_empty()
                );
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

    /// The class's own allocation or deallocation function `name` (`operator new`, ...), its
    /// or a base's, for objects of type `ty`; `None` for the global one (`::new`, `::delete`,
    /// a type that is no class or declares none).
    /// The allocation functions named `name` the program declares at namespace scope (its
    /// placement forms: `void* operator new(size_t, Arena&)`), as candidates.
    fn global_allocation_functions(
        &mut self,
        fx: &FnCtx,
        name: &str,
    ) -> Vec<super::expr::Candidate> {
        (self
            .names
            .lookup_path(fx.ns, &Path::simple(name.into()))
            .into_iter())
        .filter_map(|e| match e {
            Entity::Func(f, fns) => Some(super::expr::Candidate::free(f, fns)),
            _ => None,
        })
        .collect()
    }

    fn class_allocation_function(
        &mut self,
        ty: &Ty,
        name: &str,
        global: bool,
    ) -> Option<Vec<super::expr::Candidate>> {
        let Ty::Struct(sid) = ty else {
            return None;
        };
        // They are static members, declared `static` or not.
        let cands: Vec<_> = self
            .methods_named(*sid, name)
            .into_iter()
            .map(|c| super::expr::Candidate {
                static_member: true,
                ..c
            })
            .collect();
        (!global && !cands.is_empty()).then_some(cands)
    }

    pub(super) fn delete_expr(
        &mut self,
        fx: &mut FnCtx,
        array: bool,
        global: bool,
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
        self.require_undeleted_destructor(&elem, loc)?;
        // (nvcc points at the operand where the destructor is not accessible.)
        self.check_destructor_access(fx, &elem, operand.loc)?;
        // (An array's elements may be arrays: `delete[]` of `new T[n][2]` destroys 2n.)
        let (class, per_element) = match class_objects(&elem) {
            Some((sid, count)) if self.has_destruction(sid) => (Some(sid), count),
            _ => (None, 1),
        };
        let (destroy, done) = (fx.b.new_block(), fx.b.new_block());
        let null = fx.b.iconst(IrType::Ptr, 0);
        let live = fx.b.cmp(CmpOp::Ne, p, null);
        fx.b.branch(live, destroy, done);
        fx.b.switch_to(destroy);
        // The block and the bytes it holds (a sized deallocation function takes them).
        let element_size = size_align(&elem, &self.structs).map_or(1, |s| s.0) as i64;
        let (block, bytes) = match (class, array) {
            (Some(sid), false) => {
                let block = self.destroy_dynamic_object(fx, p, sid, loc);
                (block, fx.b.iconst(IrType::I64, element_size))
            }
            (Some(sid), true) => {
                let cookie = cookie_size(&elem, &self.structs);
                let off = fx.b.iconst(IrType::I64, -cookie);
                let block = fx.b.binary(ir::BinOp::Add, p, off);
                let count = fx.b.load(IrType::I64, block);
                let per_element = fx.b.iconst(IrType::I64, per_element as i64);
                let n = fx.b.binary(ir::BinOp::Mul, count, per_element);
                self.destroy_elements(fx, p, sid, n, loc);
                let size = fx.b.iconst(IrType::I64, element_size);
                let bytes = fx.b.binary(ir::BinOp::Mul, count, size);
                let cookie = fx.b.iconst(IrType::I64, cookie);
                (block, fx.b.binary(ir::BinOp::Add, bytes, cookie))
            }
            (None, _) => (p, fx.b.iconst(IrType::I64, element_size)),
        };
        let name = match array {
            true => "operator delete[]",
            false => "operator delete",
        };
        match self.class_allocation_function(&elem, name, global) {
            Some(cands) => {
                // The unsized form where the class declares one, else the sized one.
                let mut args = vec![(Val::R(block, Ty::ptr_to(Ty::Void)), loc)];
                if !cands.iter().any(|c| c.decl.params.len() == 1) {
                    args.push((Val::R(bytes, ULONG), loc));
                }
                self.resolve_and_call(fx, name, cands, None, None, args, loc)?;
            }
            None => {
                self.intrinsic(
                    fx,
                    "free",
                    vec![(block, Ty::ptr_to(Ty::Void))],
                    &Ty::Void,
                    loc,
                )?;
            }
        }
        fx.b.jump(done);
        fx.b.switch_to(done);
        Ok(Val::Void)
    }
}
