//! Pointers to members: `int C::*`, `int (C::*)(int)`, `&C::member`, `object.*p`,
//! `pointer->*p`.
//!
//! - A pointer to a data member is the member's offset in its class, an `I64`; null is -1, as
//!   in the x86-64 ABI, since 0 is the offset of the first member.
//! - A pointer to a member function is a function pointer value (see
//!   [`Lowerer::function_pointer_value`]) of the member function, or, for a virtual one, of
//!   the dispatcher that virtual calls through its class go to, so that a call through the
//!   pointer reaches the object's final overrider as C++ says. Null is 0.
//! - A call through a pointer to member function calls the dispatcher for pointers to member
//!   functions of its type ([`Lowerer::dispatcher`]), which passes the object on first.
//! - A pointer to a member function of a base that is not at the start of the derived class,
//!   converted to the derived class's, carries the base's offset in its upper 32 bits (the
//!   function's number is in the lower ones), which a call adds to the object's address, as
//!   the ABI's second word does ([`MEMBER_FUNCTION_OFFSET_SHIFT`]).
//! - The pointer's class is the class that declares the member (`&D::f` of a function `D`
//!   inherits from `B` is an `R (B::*)()`, `&D::b` of its data member `b` an `int B::*`), and
//!   `.*` finds that class's subobject in the object.

use super::expr::{moved_unless_null, start_loc, Candidate, Val};
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{BinOp, CastOp, CmpOp, Type as IrType};

/// Where a pointer to member function keeps the offset of the base subobject its function
/// is a member of (see the module's documentation): function numbers stay below 2^32.
const MEMBER_FUNCTION_OFFSET_SHIFT: i64 = 32;

/// What `object.*pointer` reaches: the object's address (its subobject of the pointer's
/// class), the pointer's value, the member's type and class, and whether the object is an
/// xvalue.
struct MemberAccess {
    object: Var,
    pointer: Var,
    member_ty: Rc<Ty>,
    class: StructId,
    of_xvalue: bool,
}

impl Lowerer<'_> {
    /// `&C::name` as a pointer to member, when `C` names a class and `name` one of its
    /// non-static members; `None` when it names something else (a static member, a function
    /// of a namespace). Of overloaded member functions, the one of the `expected` type.
    pub(super) fn member_pointer(
        &mut self,
        fx: &mut FnCtx,
        path: &Path,
        expected: Option<&Ty>,
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let env = fx.env.clone();
        let needs_value = fx.unevaluated == 0;
        let Some((value, ty)) =
            self.member_pointer_value(path, (&env, fx.ns), expected, needs_value, loc)?
        else {
            return Ok(None);
        };
        self.check_member_pointer_access(fx, path, loc)?;
        let v = fx.b.iconst(ty.ir().unwrap_or(IrType::I64), value);
        Ok(Some(Val::R(v, ty)))
    }

    /// Reports the member `&C::name` names where the code `fx` is lowering may not name it: a
    /// data member, or member functions of the name that are all declared with one access.
    pub(super) fn check_member_pointer_access(
        &mut self,
        fx: &FnCtx,
        path: &Path,
        loc: Loc,
    ) -> LResult<()> {
        // (`&scale` names no member.)
        let Some((_, prefix)) = path.segments.split_last().filter(|(_, p)| !p.is_empty()) else {
            return Ok(());
        };
        let prefix = Path {
            global: path.global,
            segments: prefix.into(),
        };
        let env = fx.env.clone();
        let Ok(Ty::Struct(class)) = self.resolve_named_type_quiet(&prefix, &env, fx.ns, loc) else {
            return Ok(());
        };
        let name = path.last().name.clone();
        // (At the member's name, after its class's.)
        let at = expr::last_segment_loc(path, loc);
        if declaring_class(&self.structs, class, &name).is_some() {
            return self.check_field_access(fx, access::Naming::of(class), &name, at);
        }
        let methods = self.methods_named(class, &name);
        let Some(first) = methods.first() else {
            return Ok(());
        };
        let declared_in = first.class.unwrap_or(class);
        let (access, declared_at) = (
            self.declared_access(declared_in, &first.decl),
            first.decl.loc,
        );
        let one_access = methods
            .iter()
            .all(|m| self.declared_access(m.class.unwrap_or(class), &m.decl) == access);
        if one_access {
            let member = access::NamedMember {
                kind: "function",
                result: "",
                name: &name,
                declared_in,
                access,
                declared_at,
                object: None,
            };
            self.check_access(fx, class, &member, at)?;
        }
        Ok(())
    }

    /// The value of `&C::name` written in the initializer `e` of a module variable of the
    /// pointer to member type `ty`.
    pub(super) fn constant_member_pointer(
        &mut self,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<i64> {
        if let ExprKind::Unary(UnaryOp::AddrOf, inner) = &e.kind {
            if let ExprKind::Name(path) = &inner.kind {
                if let Some((value, found)) =
                    self.member_pointer_value(path, (env, ns), Some(ty), true, e.loc)?
                {
                    // Also a member of a base class (`int D::* p = &D::b;`, whose `b` is `B`'s),
                    // converted as code converts it.
                    match self.base_member_offset(&found, ty) {
                        Some(0) => return Ok(value),
                        Some(offset) if ty.ir() == Some(IrType::I64) => {
                            return Ok(value + offset as i64)
                        }
                        _ => {}
                    }
                    return self.error(
                        e.loc,
                        format!(
                            "a value of type '{}' cannot initialize a variable of type '{}'",
                            self.ty_name(&found),
                            self.ty_name(ty)
                        ),
                    );
                }
            }
        }
        self.error(e.loc, "initializer of a device variable must be a constant")
    }

    /// The value and type of `&C::name` (see [`Lowerer::member_pointer`]), its names looked
    /// up in `site`; where `needs_value` is false (an unevaluated operand: `decltype(&C::g)`),
    /// the type alone, with no function made (one declared and never defined may be named).
    pub(super) fn member_pointer_value(
        &mut self,
        path: &Path,
        site: (&TEnv, NsId),
        expected: Option<&Ty>,
        needs_value: bool,
        loc: Loc,
    ) -> LResult<Option<(i64, Ty)>> {
        let Some((_, prefix)) = path.segments.split_last() else {
            return Ok(None);
        };
        if prefix.is_empty() {
            return Ok(None);
        }
        let prefix = Path {
            global: path.global,
            segments: prefix.into(),
        };
        let Ok(Ty::Struct(class)) = self.resolve_named_type_quiet(&prefix, site.0, site.1, loc)
        else {
            return Ok(None);
        };
        let name = path.last().name.clone();
        if let Some((owner, field)) = declaring_class(&self.structs, class, &name) {
            self.check_unambiguous_field(class, &name, expr::last_segment_loc(path, loc))?;
            if field.bits.is_some() {
                return self.error(loc, format!("cannot form a pointer to bit-field '{name}'"));
            }
            let ty = Ty::MemberPtr(Rc::new(field.ty), owner);
            return Ok(Some((field.offset as i64, ty)));
        }
        let cands: Vec<Candidate> = self
            .methods_named(class, &name)
            .into_iter()
            .filter(|c| !c.static_member)
            .collect();
        if cands.is_empty() {
            return Ok(None);
        }
        let cands = self.member_template_instances(cands, path.last(), site, expected, loc)?;
        let (c, sig) = self.pointed_member_function(&cands, expected, &name, loc)?;
        let fty = Rc::new(member_function_type(&c.decl, &sig));
        let owner = c.class.unwrap_or(class);
        if !needs_value {
            return Ok(Some((0, Ty::MemberPtr(Rc::new(Ty::Func(fty)), owner))));
        }
        let id = match self.virtual_slot(owner, &c.decl, &sig) {
            Some(slot) => self.virtual_dispatcher(owner, slot, sig),
            None => {
                let (decl, env) = match c.decl.body {
                    // A member function template's instance: its environment binds its own
                    // parameters too.
                    _ if c.decl.template.is_some() && c.decl.body.is_some() => {
                        (c.decl.clone(), c.class_env.clone().unwrap_or_default())
                    }
                    Some(_) => (c.decl.clone(), c.class_env.clone().unwrap_or_default()),
                    None => match self.definition_among(&cands, &c.decl, &sig) {
                        Some(definition) => definition,
                        None => {
                            return self.error(
                                loc,
                                format!("member function '{name}' is declared but never defined in device code"),
                            )
                        }
                    },
                };
                self.function_instance(&decl, env, c.ns, Owner::Object(owner), loc)?
            }
        };
        let value = self.function_pointer_value(id, true);
        Ok(Some((value, Ty::MemberPtr(Rc::new(Ty::Func(fty)), owner))))
    }

    /// `cands` with each member function template that `segment` (`add<3>`) names replaced by
    /// its instance: its parameters bound to the written template arguments (resolved in
    /// `site`), the rest deduced from the function type the pointer to member `expected`
    /// points to. A template whose parameters stay unbound is left out, a plain member
    /// function kept.
    fn member_template_instances(
        &mut self,
        cands: Vec<Candidate>,
        segment: &Segment,
        site: (&TEnv, NsId),
        expected: Option<&Ty>,
        loc: Loc,
    ) -> LResult<Vec<Candidate>> {
        let wanted = pointed_function_type(expected);
        let mut instances = Vec::new();
        for mut c in cands {
            if !c.is_function_template() {
                if segment.targs.is_none() {
                    instances.push(c);
                }
                continue;
            }
            if let Some(written) = &segment.targs {
                if let Some(expanded) = self.expanded_template_for(&c.decl, written.len())? {
                    c.decl = expanded;
                }
            }
            let Some(tparams) = c.decl.template.clone() else {
                continue;
            };
            let mut env = (*c.class_env.clone().unwrap_or_default()).clone();
            let decl = c.decl.clone();
            let bound = self.bind_template_params(
                &tparams,
                segment.targs.as_deref(),
                site,
                c.ns,
                loc,
                &mut env,
                |this, names, env| {
                    let Some(wanted) = &wanted else {
                        return;
                    };
                    let structs = &this.struct_infos;
                    for (p, t) in decl.params.iter().zip(&wanted.params) {
                        expr::deduce_declared(&p.ty, t, names, env, structs);
                    }
                    expr::deduce_declared(&decl.ret, &wanted.ret, names, env, structs);
                },
            );
            if bound.is_some() {
                c.class_env = Some(Rc::new(env));
                instances.push(c);
            }
        }
        Ok(instances)
    }

    /// The member function among `cands` that `&C::name` designates: the one of the type a
    /// pointer to member function `expected` points to, or else the only one.
    fn pointed_member_function(
        &mut self,
        cands: &[Candidate],
        expected: Option<&Ty>,
        name: &str,
        loc: Loc,
    ) -> LResult<(Candidate, Signature)> {
        let wanted = pointed_function_type(expected);
        let mut found: Vec<(Candidate, Signature)> = Vec::new();
        for c in cands {
            let Some(sig) = self.candidate_signature(c) else {
                continue;
            };
            let fits = wanted.as_ref().is_none_or(|w| sig.fits(w));
            // A member declared in its class and defined outside is one function.
            let same_as_found = found.iter().any(|(f, s)| {
                s.params == sig.params
                    && s.ret == sig.ret
                    && f.decl.is_const_method == c.decl.is_const_method
                    && f.decl.is_volatile_method == c.decl.is_volatile_method
                    && f.decl.ref_qualifier == c.decl.ref_qualifier
            });
            if fits && !same_as_found {
                found.push((c.clone(), sig));
            }
        }
        // Overloads that differ only in `const`, `volatile` or a reference qualifier are told
        // apart by the pointer's type (one that matches none is reported as the conversion it
        // would need, as nvcc does).
        if let (Some(w), true) = (&wanted, found.len() > 1) {
            found.retain(|(c, _)| {
                c.decl.is_const_method == w.const_method
                    && c.decl.is_volatile_method == w.volatile_method
                    && c.decl.ref_qualifier == w.ref_method
            });
        }
        let (c, sig) = match found.len() {
            1 => found.remove(0),
            0 if wanted.is_some() => {
                return self.error(
                    loc,
                    format!("no overload of '{name}' has the type the pointer to member points to"),
                )
            }
            0 => {
                return self.error(
                    loc,
                    format!("the template arguments of '{name}' cannot be deduced here: write them (`{name}<...>`)"),
                )
            }
            _ => {
                return self.error(
                    loc,
                    format!("the address of the overloaded member function '{name}' needs a pointer type that picks one"),
                )
            }
        };
        if c.decl.deleted {
            return self.error(
                loc,
                format!("function \"{name}\" cannot be referenced -- it is a deleted function"),
            );
        }
        if !c.decl.cuda.device && c.decl.host_body {
            return self.error(
                loc,
                format!("a device function pointer can only point to a __device__ function; '{name}' is not one"),
            );
        }
        Ok((c, sig))
    }

    /// For `base.*member` and `base->*member` (`arrow`): the address of the subobject of the
    /// class the pointer belongs to, the pointer, the member's type, and whether the object is
    /// an xvalue (`std::move(s).*pm`, whose member is one too).
    fn member_access(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        member: &Expr,
        arrow: bool,
        loc: Loc,
    ) -> LResult<MemberAccess> {
        let op = if arrow { "->*" } else { ".*" };
        let object = self.expr(fx, base)?;
        let of_xvalue = !arrow && matches!(&object, Val::L(a, _) if fx.xvalues.contains(a));
        let shown = object.ty().clone();
        let found = match (object, arrow) {
            (Val::L(addr, Ty::Struct(sid)), false) => Some((addr, sid)),
            (v, true) if v.ty().is_ptr() => match self.rvalue(fx, v, loc)? {
                (p, Ty::Ptr(t)) => match *t {
                    Ty::Struct(sid) => Some((p, sid)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let Some((addr, object_class)) = found else {
            let what = if arrow {
                "a pointer to a class"
            } else {
                "a class"
            };
            let shown = self.ty_name(&shown);
            return self.error(
                loc,
                format!("left hand operand to {op} must be {what}, but is '{shown}'"),
            );
        };
        let pointer = self.expr(fx, member)?;
        let (pointer, pointer_ty) = self.rvalue(fx, pointer, member.loc)?;
        let Ty::MemberPtr(member_ty, class) = pointer_ty else {
            return self.error(
                member.loc,
                format!(
                    "right hand operand to {op} has non-pointer-to-member type '{}'",
                    self.ty_name(&pointer_ty)
                ),
            );
        };
        let Some(offset) = base_offset(&self.structs, object_class, class) else {
            let object_ty = Ty::Struct(object_class);
            return self.error(
                loc,
                format!(
                    "the object of type '{}' has no member that a '{}' points to",
                    self.ty_name(&object_ty),
                    self.ty_name(&Ty::MemberPtr(member_ty.clone(), class))
                ),
            );
        };
        Ok(MemberAccess {
            object: self.offset_addr(fx, addr, offset),
            pointer,
            member_ty,
            class,
            of_xvalue,
        })
    }

    /// Whether `base->*` (`arrow`) of this base is a call of an `operator->*` (a member or a
    /// free function): the base is a class object, not a pointer.
    pub(super) fn overloads_arrow_star(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        arrow: bool,
    ) -> LResult<bool> {
        Ok(arrow && matches!(self.type_of_unevaluated(fx, base)?, Ty::Struct(_)))
    }

    /// `base.*member` or `base->*member` of a pointer to data member: the member of the object.
    pub(super) fn pointer_to_member(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        member: &Expr,
        arrow: bool,
        loc: Loc,
    ) -> LResult<Val> {
        // `object->*m` of a class object: its `operator->*` (a member or a free function).
        if self.overloads_arrow_star(fx, base, arrow)? {
            let vals = vec![
                (self.expr(fx, base)?, base.loc),
                (self.expr(fx, member)?, member.loc),
            ];
            return self.operator_call(fx, "operator->*", vals, loc);
        }
        let MemberAccess {
            object,
            pointer: offset,
            member_ty,
            of_xvalue,
            ..
        } = self.member_access(fx, base, member, arrow, loc)?;
        if matches!(*member_ty, Ty::Func(_)) {
            return self.error(
                loc,
                "a pointer to member function can only be called: (object.*pointer)(arguments)",
            );
        }
        let addr = fx.b.binary(BinOp::Add, object, offset);
        Ok(match of_xvalue {
            true => self.xvalue(fx, addr, (*member_ty).clone()),
            false => Val::L(addr, (*member_ty).clone()),
        })
    }

    /// `(base.*member)(args)` or `(base->*member)(args)`: a call through a pointer to member
    /// function.
    pub(super) fn call_through_member_pointer(
        &mut self,
        fx: &mut FnCtx,
        (base, member, arrow): (&Expr, &Expr, bool),
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        let MemberAccess {
            object,
            pointer,
            member_ty,
            class,
            ..
        } = self.member_access(fx, base, member, arrow, loc)?;
        // A member function that is not `const` takes no `const` object: one the expression
        // shows, or the lowered object does (a call's `const` reference result).
        let const_object = match arrow {
            true => self.points_to_const(fx, base),
            false => self.writes_const(fx, base) || super::expr::is_const_object(fx, object),
        };
        let mut object_kind = self.object_kind(fx, object);
        object_kind.is_const |= const_object;
        let takes_object = |f: &FuncTy| {
            object_kind
                .binding_to(Quals {
                    is_const: f.const_method,
                    is_volatile: f.volatile_method,
                    method_ref: f.ref_method,
                })
                .is_some()
        };
        // (C++17: an `&`-qualified one, `const&` too, takes no rvalue through a pointer.)
        if matches!(&*member_ty, Ty::Func(f) if f.ref_method == Some(RefKind::Lvalue))
            && object_kind.is_rvalue
        {
            let shown = self.ty_name(&Ty::MemberPtr(member_ty.clone(), class));
            return self.error(
                member.loc,
                format!("a pointer-to-member function with type \"{shown}\" can only be used with an lvalue object"),
            );
        }
        if matches!(&*member_ty, Ty::Func(f) if !takes_object(f)) {
            // At the object, as nvcc points (measured).
            return self.error(
                start_loc(base),
                "the object has type qualifiers that are not compatible with the member function",
            );
        }
        let Ty::Func(fty) = &*member_ty else {
            let t = (*member_ty).clone();
            return self.error(
                loc,
                format!(
                    "called object of type '{}' is not a function or function pointer",
                    self.ty_name(&t)
                ),
            );
        };
        // The base subobject the function is a member of (signed: a pointer cast to one of a
        // base's members reaches back to the derived object), and the function's own number.
        let bits = fx.b.cast(CastOp::Bitcast, pointer, IrType::I64);
        let shift = fx.b.iconst(IrType::I64, MEMBER_FUNCTION_OFFSET_SHIFT);
        let offset = fx.b.binary(BinOp::AShr, bits, shift);
        let object = fx.b.binary(BinOp::Add, object, offset);
        let low =
            fx.b.iconst(IrType::I64, (1 << MEMBER_FUNCTION_OFFSET_SHIFT) - 1);
        let number = fx.b.binary(BinOp::And, bits, low);
        let pointer = fx.b.cast(CastOp::Bitcast, number, IrType::Ptr);
        self.call_through_pointer(fx, pointer, &fty.clone(), Some(object), args, loc)
    }

    /// A scalar of type `from` converted to the pointer to member type `to`: a null pointer
    /// constant, or a pointer to a member of a base class of `to`'s class (which the
    /// derived class has too, at its base subobject).
    pub(super) fn convert_to_member_pointer(
        &mut self,
        fx: &mut FnCtx,
        v: Var,
        from: &Ty,
        to: &Ty,
        loc: Loc,
    ) -> LResult<Var> {
        let Ty::MemberPtr(..) = to else {
            return Ok(v);
        };
        let irt = to.ir().unwrap_or(IrType::I64);
        let is_null = *from == Ty::Nullptr || (from.is_int() && fx.b.int_constant(v) == Some(0));
        if is_null {
            return Ok(fx.b.iconst(irt, null_member_pointer(irt)));
        }
        match self.base_member_offset(from, to) {
            Some(0) => Ok(v),
            Some(offset) => Ok(self.moved_member_pointer(fx, v, irt, offset as i64)),
            None => self.error(
                loc,
                format!(
                    "cannot convert '{}' to '{}'",
                    self.ty_name(from),
                    self.ty_name(to)
                ),
            ),
        }
    }

    /// `static_cast` of a pointer to member of a derived class to one of its base's (which
    /// the member must be in, as C++ leaves to the program): `None` where `to`'s class is
    /// not a base of `from`'s.
    pub(super) fn member_pointer_to_base(
        &mut self,
        fx: &mut FnCtx,
        v: Var,
        from: &Ty,
        to: &Ty,
    ) -> Option<Var> {
        let offset = self.base_member_offset(to, from)?;
        let irt = to.ir().unwrap_or(IrType::I64);
        Some(match offset {
            0 => v,
            _ => self.moved_member_pointer(fx, v, irt, -(offset as i64)),
        })
    }

    /// `v`, a pointer to member held as `irt`, for a class whose subobject of the member's
    /// class is `delta` bytes further in: a data member's offset moves by `delta`, a member
    /// function's base offset (in its upper bits) too; null stays null.
    fn moved_member_pointer(&mut self, fx: &mut FnCtx, v: Var, irt: IrType, delta: i64) -> Var {
        let null = null_member_pointer(irt);
        match irt {
            IrType::I64 => moved_unless_null(fx, v, irt, delta, null),
            _ => {
                let bits = fx.b.cast(CastOp::Bitcast, v, IrType::I64);
                let step = delta << MEMBER_FUNCTION_OFFSET_SHIFT;
                let moved = moved_unless_null(fx, bits, IrType::I64, step, null);
                fx.b.cast(CastOp::Bitcast, moved, irt)
            }
        }
    }

    /// How far a pointer to member of type `from` moves to become one of type `to`: the
    /// offset of the base subobject, where `to`'s class derives from `from`'s (or is it) and
    /// both point to members of one type.
    fn base_member_offset(&self, from: &Ty, to: &Ty) -> Option<u64> {
        match (from, to) {
            (Ty::MemberPtr(from_member, from_class), Ty::MemberPtr(member, class))
                if from_member == member =>
            {
                base_offset(&self.structs, *class, *from_class)
            }
            _ => None,
        }
    }

    /// Whether a pointer to member of type `ty` in `v` is not null.
    pub(super) fn member_pointer_truth(&mut self, fx: &mut FnCtx, v: Var, ty: &Ty) -> Var {
        let irt = ty.ir().unwrap_or(IrType::I64);
        let null = fx.b.iconst(irt, null_member_pointer(irt));
        fx.b.cmp(CmpOp::Ne, v, null)
    }
}

/// The type of the member function `decl` of signature `sig`, which a pointer to it points to:
/// its qualifiers are part of it.
pub(super) fn member_function_type(decl: &FunctionDecl, sig: &Signature) -> FuncTy {
    sig.function_type(Quals {
        is_const: decl.is_const_method,
        is_volatile: decl.is_volatile_method,
        method_ref: decl.ref_qualifier,
    })
}

/// The function type a pointer to member function type `expected` points to.
fn pointed_function_type(expected: Option<&Ty>) -> Option<Rc<FuncTy>> {
    match expected? {
        Ty::MemberPtr(m, _) => match &**m {
            Ty::Func(f) => Some(f.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `a` and `b` do not differ in pointing to a `const` member function (types that are
/// not both pointers to member functions do not).
pub(super) fn same_constness(a: &Ty, b: &Ty) -> bool {
    match (
        pointed_function_type(Some(a)),
        pointed_function_type(Some(b)),
    ) {
        (Some(a), Some(b)) => {
            (a.const_method, a.volatile_method, a.ref_method)
                == (b.const_method, b.volatile_method, b.ref_method)
        }
        _ => true,
    }
}

/// The null value of a pointer to member held as `irt`: -1 for a data member's offset, 0 for a
/// member function.
pub(super) fn null_member_pointer(irt: IrType) -> i64 {
    if irt == IrType::I64 {
        -1
    } else {
        0
    }
}
