//! Lowering expressions: values, conversions, operators, calls and overload resolution.

use super::braces::{self, Element};
use super::cleanup::{Subobject, Temporary};
use super::half_fusion;
use super::narrowing::ListNarrowing;
use super::overloads::{self, ArgumentRank, Binding, Ranking, Viable};
use super::stmt::{promote, strip_quals, FnCtx, LocalVar};
use super::*;
use ferrocuda_ir::texture::{Fetch, FetchOp, SurfaceAccess, SurfaceShape, TexelKind, TexelType};
use ferrocuda_ir::{
    AtomicOp, AtomicScope, BinOp, CastOp, CmpOp, Inst, SyncOp, Type as IrType, UnOp,
};

/// The value of an expression.
#[derive(Clone, Debug)]
pub(super) enum Val {
    /// A scalar in a register.
    R(Var, Ty),
    /// An object in memory at the address in the register.
    L(Var, Ty),
    /// A bit-field of type `ty`: `bits` of the storage at `unit`.
    Bits {
        unit: Var,
        ty: Ty,
        bits: BitRange,
    },
    Void,
}

impl Val {
    pub fn ty(&self) -> &Ty {
        match self {
            Val::R(_, t) | Val::L(_, t) | Val::Bits { ty: t, .. } => t,
            Val::Void => &Ty::Void,
        }
    }
}

/// The arguments of a call: each with its type, as intrinsics take them, and as a call of a
/// module function passes them.
type ConvertedArgs = (Vec<(Var, Ty)>, Vec<Var>);

/// A function that a call may resolve to.
#[derive(Clone)]
pub(super) struct Candidate {
    pub decl: Rc<FunctionDecl>,
    pub ns: NsId,
    /// The class whose member this is (the call passes `this`).
    pub class: Option<StructId>,
    pub class_env: Option<TEnv>,
    /// Where the member's class lies inside the object the call is made on: a method inherited
    /// from a base class gets `this` pointing at the base subobject.
    pub base_offset: u64,
    /// Named with its class (`Base::f()`): a call of this function itself, never virtual.
    pub qualified: bool,
    /// A static member function of `class`: called without `this`.
    pub static_member: bool,
    /// A constructor of `class` that the classes named here inherit (`using Base::Base;`,
    /// the nearest first): it makes the base part of the object, and each such class's own
    /// members then take their default member initializers.
    pub inherited_by: Vec<StructId>,
    /// The class the call names the member in (the object's, or the one its name is qualified
    /// with), against which the chosen member's access is checked (see [`super::access`]);
    /// `None` where the call names no member.
    pub named_in: Option<access::Naming>,
    /// A function that is no member taking the object of an operator call as its first
    /// argument: the call's `this`, where member and non-member operator functions compete
    /// (`a - 1` with `A::operator-(long)` and `operator-(const A&, int)`).
    pub object_argument: Option<Ty>,
}

/// The paths of the `using Base::name;` declarations in the body of `class` (a pack's,
/// `using Ts::f...;`, spelled out in its instances).
pub(super) fn member_using_declarations(class: &StructDecl) -> impl Iterator<Item = &Path> {
    class
        .body
        .iter()
        .flat_map(|b| &b.items)
        .filter_map(|item| match item {
            Item::Using {
                path,
                namespace: false,
                pack: false,
                ..
            } => Some(path),
            _ => None,
        })
}

/// The environment of a member of `class` defined outside it: `class_env`, plus the names the
/// definition's template header gives the class's parameters (`template <class U> ...
/// C<U>::f()` for a `C<T>`), which stand for the same arguments.
fn header_env(class: &StructDecl, def: &FunctionDecl, class_env: &TEnv) -> TEnv {
    let (Some(class_params), Some(header)) = (&class.template, &def.template) else {
        return class_env.clone();
    };
    // (The class's own parameters end the classes' part of the header: those of the classes
    // enclosing it come first, `template <class T> template <class U> U Outer<T>::In<U>::go`.)
    let classes = class_parameter_count(def).min(header.len());
    let own = classes.saturating_sub(class_params.len());
    let renamed: Vec<(Rc<str>, TArg)> = header[own..classes]
        .iter()
        .zip(class_params)
        .filter(|(h, c)| h.name != c.name)
        .filter_map(|(h, c)| Some((h.name.clone(), class_env.get(&c.name)?.clone())))
        .collect();
    if renamed.is_empty() {
        return class_env.clone();
    }
    let mut env = (**class_env).clone();
    env.extend(renamed);
    Rc::new(env)
}

/// The parameters a call's missing arguments come from, and where their default arguments'
/// names are looked up: the callee's template environment and namespace.
struct Defaults<'a> {
    params: &'a [Param],
    env: &'a TEnv,
    ns: NsId,
    /// The class of a member function, whose members its default arguments name.
    class: Option<StructId>,
}

impl Candidate {
    /// A function found outside any class.
    pub(super) fn free(decl: Rc<FunctionDecl>, ns: NsId) -> Self {
        Candidate {
            decl,
            ns,
            class: None,
            class_env: None,
            base_offset: 0,
            qualified: false,
            static_member: false,
            inherited_by: Vec::new(),
            named_in: None,
            object_argument: None,
        }
    }

    /// A non-static member of `class` (an instance in `env`), called on the object itself.
    pub(super) fn member(decl: Rc<FunctionDecl>, ns: NsId, class: StructId, env: TEnv) -> Self {
        Candidate {
            class: Some(class),
            class_env: Some(env),
            ..Candidate::free(decl, ns)
        }
    }

    /// A template in its own right: not a member of a class template defined outside the
    /// class, whose template header is the class's.
    pub(super) fn is_function_template(&self) -> bool {
        let Some(tparams) = &self.decl.template else {
            return false;
        };
        let class_header = self.decl.name.segments.len() > 1
            && self
                .class_env
                .as_ref()
                .is_some_and(|env| tparams.iter().all(|p| env.contains_key(&p.name)));
        !class_header
    }
}

impl Lowerer<'_> {
    pub(super) fn expr(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<Val> {
        // An operand chain the parser reads without nesting (`f()()()...`, `s.f().f()...`)
        // nests here: stopped short of the front end's stack.
        if self.stack_exhausted() {
            return self.error(e.loc, "expression nests too deeply");
        }
        if let Some((_, v)) =
            (fx.reused_items.iter()).find(|(item, _)| item.loc == e.loc && item == e)
        {
            return Ok(v.clone());
        }
        // The braced lists of an item's expression initialize objects of their own.
        if fx.aggregate_root.is_some() {
            let root = fx.aggregate_root.take();
            let v = self.expr(fx, e);
            fx.aggregate_root = root;
            return v;
        }
        let loc = e.loc;
        match &e.kind {
            ExprKind::Int {
                value,
                suffix,
                decimal,
            } => {
                let ty = int_literal_type(*value, suffix, *decimal);
                let v = fx.b.iconst(ty.ir().unwrap_or(IrType::I32), *value as i64);
                Ok(Val::R(v, ty))
            }
            ExprKind::Float {
                value,
                single,
                long,
            } => {
                let (ty, irt) = match (*single, *long) {
                    (true, _) => (Ty::Float, IrType::F32),
                    (false, long) => (Ty::Double { long }, IrType::F64),
                };
                if *long && fx.unevaluated == 0 {
                    self.warn_long_double(loc);
                }
                let v = fx.b.fconst(
                    irt,
                    if *single {
                        *value as f32 as f64
                    } else {
                        *value
                    },
                );
                Ok(Val::R(v, ty))
            }
            ExprKind::Char(c, encoding) => {
                let ty = self.literal_char_type(*encoding);
                let v = fx.b.iconst(ty.ir().unwrap_or(IrType::I8), *c);
                Ok(Val::R(v, ty))
            }
            ExprKind::Bool(b) => {
                let v = fx.b.iconst(IrType::I8, *b as i64);
                Ok(Val::R(v, Ty::Bool))
            }
            ExprKind::ThreeWay(a, b) => self.three_way(fx, a, b, loc),
            ExprKind::Requires(r) => {
                let holds = self.requirements_hold(fx, r);
                Ok(Val::R(fx.b.iconst(IrType::I8, holds as i64), Ty::Bool))
            }
            ExprKind::Nullptr => {
                let v = fx.b.iconst(IrType::Ptr, 0);
                Ok(Val::R(v, Ty::Nullptr))
            }
            ExprKind::Str(literal) => {
                let g = self.string_global(literal);
                let dst = fx.b.global_addr(g);
                let elem = self.literal_char_type(literal.encoding);
                Ok(Val::L(
                    dst,
                    Ty::Array(Rc::new(elem), Some(literal.array_len())),
                ))
            }
            ExprKind::This => match fx.this {
                Some((this, sid)) => Ok(Val::R(this, Ty::ptr_to(Ty::Struct(sid)))),
                None => self.error(loc, "invalid use of 'this' outside of a member function"),
            },
            ExprKind::Name(p) => self.name(fx, p, loc),
            ExprKind::Unary(UnaryOp::Deref, a) => {
                let v = self.unary(fx, UnaryOp::Deref, a, loc)?;
                Ok(self.with_added_constness(fx, e, v))
            }
            ExprKind::Unary(op, a) => self.unary(fx, *op, a, loc),
            ExprKind::Binary(op, a, b) => self.binary_expr(fx, *op, a, b, loc),
            ExprKind::Assign(op, a, b) => self.assign(fx, *op, a, b, loc),
            ExprKind::Cond(c, a, b) => self.conditional(fx, c, a, b, loc),
            ExprKind::Comma(a, b) => {
                let first = self.expr(fx, a)?;
                let second = self.expr(fx, b)?;
                // An `operator,` declared for a class operand is called; without one, the
                // built-in comma gives the second operand.
                if [&first, &second]
                    .iter()
                    .any(|v| matches!(v.ty(), Ty::Struct(_)))
                {
                    let cp = self.diags.checkpoint();
                    let operands = vec![(first, a.loc), (second.clone(), b.loc)];
                    match self.operator_call(fx, "operator,", operands, loc) {
                        Ok(v) => return Ok(v),
                        Err(Reported) => self.diags.rollback(cp),
                    }
                }
                Ok(second)
            }
            ExprKind::Call(callee, args) => match half_fusion::fused_call(callee, args, loc) {
                Some(fused) => self.expr(fx, &fused),
                None => self.call(fx, callee, args, loc),
            },
            ExprKind::Launch {
                kernel,
                config,
                args,
            } => self.launch(fx, kernel, config, args, loc),
            ExprKind::Index(base, index) => {
                let v = self.index(fx, base, index, loc)?;
                Ok(self.with_added_constness(fx, e, v))
            }
            ExprKind::Member { base, name, arrow } => {
                let v = self.member(fx, base, name, *arrow, loc)?;
                Ok(self.with_added_constness(fx, e, v))
            }
            ExprKind::PointerToMember {
                base,
                member,
                arrow,
            } => self.pointer_to_member(fx, base, member, *arrow, loc),
            // (Measured: nvcc's message, at the operator.)
            ExprKind::Cast(CastKind::Dynamic, ..) => self.error(
                loc,
                "The operator 'dynamic_cast' is not allowed in device code",
            ),
            // `static_cast<decltype(r)>(v)`: each `decltype` bound as a template parameter
            // is, so that the cast sees the reference it may be.
            ExprKind::Cast(kind, t, a) if decltype::contains_decltype(t) => {
                let mut bound = (*fx.env).clone();
                let t = self.bind_decltypes(fx, t, &mut bound)?;
                let cast = Expr {
                    kind: ExprKind::Cast(*kind, t, a.clone()),
                    loc,
                };
                let outer = std::mem::replace(&mut fx.env, Rc::new(bound));
                let v = self.expr(fx, &cast);
                fx.env = outer;
                v
            }
            ExprKind::Cast(CastKind::Bit, t, a) => self.bit_cast(fx, t, a, loc),
            ExprKind::Cast(CastKind::DirectInit, t, a) => {
                let to = self.resolve_type_in(fx, t, loc)?;
                let v = self.expr_of_type(fx, a, &to)?;
                let v = self.converted_object(fx, v, &to, Conversion::Explicit, a.loc)?;
                let action = "used to initialize an entity of type";
                let v = self.implicit_scalar(fx, v, &to, action, a.loc)?;
                Ok(Val::R(v, to))
            }
            ExprKind::Cast(kind, t, a) => {
                let env = fx.env.clone();
                let may_cast_const_away = matches!(kind, CastKind::Const | CastKind::CStyle);
                let cp = self.diags.checkpoint();
                let to = match (
                    self.resolve_type_in(fx, t, loc),
                    name_read_as_cast(*kind, t, a),
                ) {
                    (Ok(to), _) => to,
                    // `(X::v) + 1` where `X::v` names no type: the sum it is.
                    (Err(_), Some(binary)) => {
                        self.diags.rollback(cp);
                        return self.expr(fx, &binary);
                    }
                    // `(ns::min)(a, b)` where a class template `min` elsewhere made the
                    // parser read a type: the call of the function the name finds.
                    (Err(e), None) => match self.function_read_as_cast(fx, *kind, t, a) {
                        Some(call) => {
                            self.diags.rollback(cp);
                            return self.expr(fx, &call);
                        }
                        None => return Err(e),
                    },
                };
                let reference = self.declared_reference(t, &env, fx.ns);
                if matches!(to, Ty::Struct(_)) && reference.is_none() {
                    return self.construct(fx, &to, std::slice::from_ref(a), false, loc);
                }
                // `reinterpret_cast` keeps the address, whatever the classes' relation (and
                // its type picks no overload).
                let reinterpret = *kind == CastKind::Reinterpret;
                let v = match reinterpret {
                    true => self.expr(fx, a)?,
                    false => self.expr_of_type(fx, a, &to)?,
                };
                if to == Ty::Void {
                    return Ok(Val::Void);
                }
                // `static_cast<const A&>(b)`, `(const long&)i`, `static_cast<T&&>(u)` of an
                // object the reference cannot name (neither of the type referred to nor of a
                // class related to it): a temporary of the type, converted from the operand
                // as `const A& r = b;` makes one, which the result names.
                let names_operand = match &v {
                    Val::L(_, from) => {
                        *from == to
                            || self.subobject_offset(from, &to).is_some()
                            || self.subobject_offset(&to, from).is_some()
                    }
                    _ => false,
                };
                if let Some(ref_kind) = reference.filter(|_| {
                    matches!(kind, CastKind::Static | CastKind::CStyle) && !names_operand
                }) {
                    let to_const = self.target_is_const(t, &env, fx.ns) == Some(true);
                    if ref_kind == RefKind::Rvalue || to_const {
                        let addr = self.bind_reference(fx, v, &to, loc)?;
                        return Ok(match ref_kind {
                            RefKind::Lvalue => {
                                fx.const_objects.insert(addr);
                                Val::L(addr, to)
                            }
                            RefKind::Rvalue => self.xvalue(fx, addr, to),
                        });
                    }
                }
                if let (Some(kind), Val::L(addr, from)) = (reference, &v) {
                    // A reference to a base class subobject refers into the object; one to a
                    // derived class, to the object around the subobject.
                    let addr = match (
                        self.subobject_offset(from, &to),
                        self.subobject_offset(&to, from),
                    ) {
                        _ if reinterpret => *addr,
                        (Some(offset), _) => self.offset_addr(fx, *addr, offset),
                        (None, Some(offset)) if offset > 0 => {
                            let back = fx.b.iconst(IrType::I64, -(offset as i64));
                            fx.b.binary(BinOp::Add, *addr, back)
                        }
                        _ => *addr,
                    };
                    let v = match kind {
                        RefKind::Lvalue => Val::L(addr, to),
                        RefKind::Rvalue => self.xvalue(fx, addr, to),
                    };
                    // A reference to `const` made of an object that is not: a name of its own
                    // for the object, which is `const` through it. One that is not to
                    // `volatile` made of a `volatile` object (`const_cast<T&>(v)`): a name of
                    // its own whose accesses are plain.
                    // One not to `const` made of a `const` object (`const_cast<T&>(c)`): a name
                    // of its own through which the object may be written.
                    let constness = self.target_is_const(t, &env, fx.ns);
                    let (to_const, to_mutable) =
                        (constness == Some(true), constness == Some(false));
                    let to_plain = self.target_is_volatile(t, &env, fx.ns) == Some(false);
                    let casts_const_away = to_mutable && may_cast_const_away;
                    return Ok(match v {
                        Val::L(at, ty)
                            if (to_const && !fx.const_objects.contains(&at))
                                || (casts_const_away && fx.const_objects.contains(&at))
                                || (to_plain && fx.volatile.contains(&at)) =>
                        {
                            let alias = fx.b.new_var(fx.b.var_type(at));
                            fx.b.copy(alias, at);
                            if fx.xvalues.contains(&at) {
                                fx.xvalues.insert(alias);
                            }
                            if to_const || (!casts_const_away && fx.const_objects.contains(&at)) {
                                fx.const_objects.insert(alias);
                            }
                            if !to_plain {
                                fx.volatile.insert(alias);
                            }
                            Val::L(alias, ty)
                        }
                        v => v,
                    });
                }
                let v = self.converted_object(fx, v, &to, Conversion::Explicit, loc)?;
                // `static_cast` converts no integer to a pointer or back (a null pointer
                // constant is a pointer already; a pointer tests for null as a `bool`).
                let integer_to_pointer = |a: &Ty, b: &Ty| a.is_arith() && b.is_ptr();
                if *kind == CastKind::Static
                    && !is_null_constant(fx, &v)
                    && (integer_to_pointer(v.ty(), &to)
                        || (integer_to_pointer(&to, v.ty()) && to != Ty::Bool))
                {
                    return self.error(loc, "invalid type conversion");
                }
                let (v, from) = self.rvalue(fx, v, loc)?;
                // (Pointers to members keep their values too, of data members or of functions
                // alike: converted back, they are what they were.)
                let same_bits = match (&from, &to) {
                    (Ty::MemberPtr(a, _), Ty::MemberPtr(b, _)) => {
                        matches!(**a, Ty::Func(_)) == matches!(**b, Ty::Func(_))
                    }
                    _ => matches!(
                        (from.pointee(), to.pointee()),
                        (Some(Ty::Struct(_)), Some(Ty::Struct(_)))
                    ),
                };
                let mut r = match (reinterpret && same_bits, to.ir()) {
                    (true, Some(irt)) => {
                        let same = fx.b.new_var(irt);
                        fx.b.copy(same, v);
                        same
                    }
                    _ => self.convert_explicit(fx, v, &from, &to, loc)?,
                };
                if to.is_ptr() && self.points_to_volatile(t, fx.ns) {
                    // `*(volatile int *)p`: a register of its own, as for members.
                    let fresh = fx.b.new_var(IrType::Ptr);
                    fx.b.copy(fresh, r);
                    fx.volatile.insert(fresh);
                    r = fresh;
                }
                // `*const_cast<int *>(&c)`: a pointer of its own, through which the `const`
                // object may be written.
                let casts_const_away = may_cast_const_away
                    && to.is_ptr()
                    && self.target_is_const(t, &env, fx.ns) == Some(false);
                if casts_const_away && fx.const_objects.contains(&r) {
                    let fresh = fx.b.new_var(IrType::Ptr);
                    fx.b.copy(fresh, r);
                    r = fresh;
                }
                Ok(Val::R(r, to))
            }
            // `T(x)` of a reference type `T` (`decltype(r)(v)`, an alias, a parameter bound to
            // one) is the cast `(T)x`, which refers to `x`'s object.
            ExprKind::Construct(t, args, false)
                if args.len() == 1 && self.writes_reference_type(fx, t) =>
            {
                let cast = Expr {
                    kind: ExprKind::Cast(CastKind::CStyle, t.clone(), Box::new(args[0].clone())),
                    loc,
                };
                self.expr(fx, &cast)
            }
            // `extents()` in a member function of a class with a member function `extents`:
            // the class's member hides a class template of that name outside the class.
            ExprKind::Construct(TypeExpr::Named(p), args, false)
                if self.names_member_function(fx, p) =>
            {
                self.expr(fx, &Expr::call_of_name(p.clone(), args.clone(), loc))
            }
            ExprKind::Construct(t, args, braced) => {
                // `Box(3)`: a class template's arguments deduced from the initializer.
                let deduced = match t {
                    TypeExpr::Named(p) if p.last().targs.is_none() => {
                        self.deduce_class_arguments(fx, p, args, loc)?
                    }
                    _ => None,
                };
                // `S::extent(2)` and `decay(x)` parse as casts to a type wherever a type of that
                // name exists in any namespace (`std::extent`, `std::decay`): where the name is
                // no type here, it is a call of the function (or function template) it names.
                if let (None, TypeExpr::Named(p)) = (&deduced, t) {
                    let names_function = p.segments.len() > 1
                        || self
                            .names
                            .lookup_path(fx.ns, p)
                            .iter()
                            .any(|e| matches!(e, Entity::Func(..)));
                    // (The type's `decltype`s see the locals.)
                    let names_type = names_function && {
                        let cp = self.diags.checkpoint();
                        let resolved = self.resolve_type_in(fx, t, loc);
                        self.diags.rollback(cp);
                        resolved.is_ok()
                    };
                    if names_function && !names_type {
                        return self.expr(fx, &Expr::call_of_name(p.clone(), args.clone(), loc));
                    }
                }
                let mut ty = match deduced {
                    Some(ty) => ty,
                    None => self.resolve_type_in(fx, t, loc)?,
                };
                // A compound literal of an array of unknown bound (`(int[]){1, 2, 3}`) is as
                // long as its items make it.
                if let Ty::Array(_, None) = ty {
                    let list = Expr {
                        kind: ExprKind::InitList(args.clone()),
                        loc,
                    };
                    let scalars = self.scalar_items(fx, &list);
                    ty = self.complete_array_type(ty, Some(&list), &scalars);
                }
                self.construct(fx, &ty, args, *braced, loc)
            }
            ExprKind::SizeofType(t) => {
                let ty = self.resolve_type_in(fx, t, loc)?;
                self.size_of(fx, &ty, loc)
            }
            ExprKind::AlignofType(t) => {
                let ty = self.resolve_type_in(fx, t, loc)?;
                let a = size_align(&ty, &self.structs).map(|s| s.1).unwrap_or(1);
                let a = self.alias_alignment(t, fx.ns).unwrap_or(a);
                let v = fx.b.iconst(IrType::I64, a as i64);
                Ok(Val::R(v, ULONG))
            }
            ExprKind::TypeTrait(k, t) => {
                let env = fx.env.clone();
                let answer = self.type_trait_of(*k, t, &env, fx.ns, loc)?;
                let v = fx.b.iconst(IrType::I8, answer as i64);
                Ok(Val::R(v, Ty::Bool))
            }
            ExprKind::TypeRelation(k, a, b) => {
                let env = fx.env.clone();
                let answer = self.type_relation(*k, a, b, &env, fx.ns, loc)?;
                let v = fx.b.iconst(IrType::I8, answer as i64);
                Ok(Val::R(v, Ty::Bool))
            }
            ExprKind::OperationTrait(k, types) => {
                let env = fx.env.clone();
                let answer = self.operation_trait(*k, types, &env, fx.ns, loc)?;
                let v = fx.b.iconst(IrType::I8, answer as i64);
                Ok(Val::R(v, Ty::Bool))
            }
            ExprKind::SizeofExpr(a) => {
                let ty = self.type_of_unevaluated(fx, a)?;
                self.size_of(fx, &ty, loc)
            }
            ExprKind::AlignofExpr(a) => {
                let ty = self.type_of_unevaluated(fx, a)?;
                let type_align = size_align(&ty, &self.structs).map_or(1, |s| s.1);
                let align = type_align.max(self.declared_alignment_of(fx, a)?);
                let v = fx.b.iconst(IrType::I64, align as i64);
                Ok(Val::R(v, ULONG))
            }
            ExprKind::Noexcept(a) => {
                let may_throw = self.may_throw(fx, a)?;
                let v = fx.b.iconst(IrType::I8, !may_throw as i64);
                Ok(Val::R(v, Ty::Bool))
            }
            // Designators are resolved where an aggregate's list is (`braces`); one left is
            // where no aggregate takes it.
            ExprKind::Designated(name, _) => self.stray_designator(loc, name),
            // Taken where an aggregate's members are initialized; never a value.
            ExprKind::SkippedMember => self.error(loc, "a skipped member has no value"),
            ExprKind::InitList(items) => {
                if items.len() == 1 {
                    return self.expr(fx, &items[0]);
                }
                match self.initializer_list(fx, items, None, loc)? {
                    Some(list) => Ok(list),
                    None => self.error(loc, "a braced list has no type here"),
                }
            }
            ExprKind::Lambda(l) => self.make_lambda(fx, l),
            ExprKind::Statements(stmts) => self.statement_expression(fx, stmts, loc),
            ExprKind::New { .. } => self.new_expr(fx, e),
            ExprKind::Delete {
                array,
                global,
                operand,
            } => self.delete_expr(fx, *array, *global, operand, loc),
            // (What an empty unary fold expands to, where no operator has a value for it.)
            ExprKind::Fold {
                before: None,
                after: None,
                ..
            } => self.error(
                loc,
                "a unary fold over an empty pack has no value for this operator",
            ),
            ExprKind::PackExpansion(_) | ExprKind::SizeofPack(_) | ExprKind::Fold { .. } => self
                .error(
                    loc,
                    "parameter packs are supported in device code only in function templates",
                ),
        }
    }

    /// The error for a binary operator that does not apply to operands of types `a` and `b`.
    fn invalid_operands<T>(&mut self, loc: Loc, a: &Ty, b: &Ty) -> LResult<T> {
        let message = format!(
            "invalid operands to binary expression ('{}' and '{}')",
            self.ty_name(a),
            self.ty_name(b)
        );
        self.error(loc, message)
    }

    pub(super) fn error<T>(&mut self, loc: Loc, msg: impl Into<String>) -> LResult<T> {
        self.diags.error(loc, msg);
        Err(Reported)
    }

    fn size_of(&mut self, fx: &mut FnCtx, ty: &Ty, loc: Loc) -> LResult<Val> {
        self.needs_definition(ty, loc)?;
        let Some((s, _)) = size_align(ty, &self.structs) else {
            return self.error(
                loc,
                format!(
                    "invalid application of 'sizeof' to incomplete type '{}'",
                    display(ty, &self.structs)
                ),
            );
        };
        let v = fx.b.iconst(IrType::I64, s as i64);
        Ok(Val::R(v, ULONG))
    }

    pub(super) fn ty_name(&self, t: &Ty) -> String {
        display(t, &self.structs)
    }

    // ---- values ----

    /// A scalar value: loads lvalues, decays arrays and functions to pointers.
    pub(super) fn rvalue(&mut self, fx: &mut FnCtx, v: Val, loc: Loc) -> LResult<(Var, Ty)> {
        match v {
            Val::R(v, t) => Ok((v, t)),
            Val::L(addr, Ty::Array(e, _)) => Ok((addr, Ty::Ptr(e))),
            // A function designator's value is its address (`+f`).
            Val::L(addr, t @ Ty::Func(_)) => Ok((addr, Ty::ptr_to(t))),
            Val::L(addr, t) if fx.item_values.contains_key(&addr) => Ok((fx.item_values[&addr], t)),
            Val::L(addr, t) => match t.ir() {
                Some(irt) if fx.unaligned.contains(&addr) && irt.bytes() > 1 => {
                    let aligned = self.aligned_copy(fx, irt, addr, None);
                    Ok((fx.b.load(irt, aligned), t))
                }
                Some(irt) => {
                    let v = fx.b.load_access(irt, addr, fx.volatile.contains(&addr));
                    if fx.volatile_pointees.contains(&addr) {
                        fx.volatile.insert(v);
                    }
                    if let Some(&cv) = fx.result_cvs.get(&addr) {
                        fx.result_cvs.insert(v, cv);
                    }
                    Ok((v, t))
                }
                None => self.error(
                    loc,
                    format!(
                        "expression of type '{}' where a scalar is required",
                        self.ty_name(&t)
                    ),
                ),
            },
            // An integer bit-field's value is promoted as its width says ([conv.prom]): to
            // `int` when `int` holds every value (an `unsigned x : 3` minus 8 is negative), else
            // to `unsigned int` when that does. An enumeration's promotes as its type does.
            Val::Bits { unit, ty, bits } => {
                let v = self.load_bits(fx, unit, &ty, bits);
                let integer = ty.is_int() && !matches!(ty, Ty::Enum(_));
                let promoted = match (ty.is_signed(), bits.width) {
                    (true, ..=32) | (false, ..=31) if integer => INT,
                    (false, 32) if integer => UINT,
                    _ => return Ok((v, ty)),
                };
                let v = self.convert(fx, v, &ty, &promoted, loc)?;
                Ok((v, promoted))
            }
            Val::Void => self.error(loc, "void value not ignored as it ought to be"),
        }
    }

    /// The value of a bit-field, sign-extended when its type is signed.
    fn load_bits(&mut self, fx: &mut FnCtx, unit: Var, ty: &Ty, bits: BitRange) -> Var {
        let irt = ty.ir().unwrap_or(IrType::I32);
        let container = bit_container(irt, bits);
        let copy = self.bit_storage_copy(fx, unit, container, bits);
        let raw = read_bit_storage(fx, unit, container, copy);
        let width = container.bytes() * 8;
        let up =
            fx.b.iconst(container, (width - bits.first - bits.width) as i64);
        let top = fx.b.binary(BinOp::Shl, raw, up);
        let down = fx.b.iconst(container, (width - bits.width) as i64);
        let shift = if ty.is_signed() {
            BinOp::AShr
        } else {
            BinOp::LShr
        };
        let value = fx.b.binary(shift, top, down);
        match container == irt {
            true => value,
            false => fx.b.cast(CastOp::Trunc, value, irt),
        }
    }

    /// Stores `value` (of the bit-field's type) into a bit-field, keeping the other bits of its
    /// storage.
    fn store_bits(&mut self, fx: &mut FnCtx, unit: Var, ty: &Ty, bits: BitRange, value: Var) {
        let irt = ty.ir().unwrap_or(IrType::I32);
        let container = bit_container(irt, bits);
        let copy = self.bit_storage_copy(fx, unit, container, bits);
        let width = container.bytes() * 8;
        let mask = u64::MAX >> (64 - bits.width);
        let in_container = |x: u64| ((x << (64 - width)) as i64) >> (64 - width);
        let keep = fx.b.iconst(container, in_container(!(mask << bits.first)));
        let old = read_bit_storage(fx, unit, container, copy);
        let cleared = fx.b.binary(BinOp::And, old, keep);
        let value = match container == irt {
            true => value,
            false => fx.b.cast(CastOp::ZExt, value, container),
        };
        let m = fx.b.iconst(container, in_container(mask));
        let v = fx.b.binary(BinOp::And, value, m);
        let shift = fx.b.iconst(container, bits.first as i64);
        let placed = fx.b.binary(BinOp::Shl, v, shift);
        let new = fx.b.binary(BinOp::Or, cleared, placed);
        match copy {
            Some(copy) => {
                fx.b.store(copy, new);
                fx.copy_object(unit, copy, bits.storage, 1);
            }
            None => fx.b.store_access(unit, new, fx.volatile.contains(&unit)),
        }
    }

    /// Where a bit-field's storage cannot be accessed as one `container` (it is narrower, as a
    /// packed bit-field's may be, or it may lie at less than the container's alignment): an
    /// aligned local `container` holding a copy of the storage's bytes, the rest zero. `None`
    /// where the storage is accessed in place.
    fn bit_storage_copy(
        &mut self,
        fx: &mut FnCtx,
        unit: Var,
        container: IrType,
        bits: BitRange,
    ) -> Option<Var> {
        let size = container.bytes();
        if bits.storage == size && (size == 1 || !fx.unaligned.contains(&unit)) {
            return None;
        }
        let copy = fx.b.local(size, size);
        let zero = fx.b.iconst(container, 0);
        fx.b.store(copy, zero);
        fx.copy_object(copy, unit, bits.storage, 1);
        Some(copy)
    }

    /// The field `f` of the object at `addr`, as an lvalue.
    pub(super) fn field_place(&mut self, fx: &mut FnCtx, addr: Var, f: FieldLayout) -> Val {
        let mut at = self.offset_addr(fx, addr, f.offset);
        if f.reference {
            return Val::L(fx.b.load(IrType::Ptr, at), f.ty);
        }
        if f.volatile || f.pointee_volatile || f.pointer_cv != Cv::NONE {
            if at == addr {
                // A register of its own, so that the object's other accesses stay plain.
                at = fx.b.new_var(IrType::Ptr);
                fx.b.copy(at, addr);
            }
            if f.volatile {
                fx.volatile.insert(at);
            }
            if f.pointee_volatile {
                fx.volatile_pointees.insert(at);
            }
            if f.pointer_cv != Cv::NONE {
                fx.result_cvs.insert(at, f.pointer_cv);
            }
        }
        if fx.volatile.contains(&addr) {
            fx.volatile.insert(at);
        }
        if f.unaligned || fx.unaligned.contains(&addr) {
            fx.unaligned.insert(at);
        }
        // A member of an rvalue (`T().a`) is an xvalue, at an address of its own (the first
        // member's too, which is not the temporary it lies in).
        if fx.xvalues.contains(&addr) || self.is_temporary(fx, addr) {
            if at == addr {
                at = own_address(fx, at);
            }
            fx.xvalues.insert(at);
        }
        match f.bits {
            Some(bits) => Val::Bits {
                unit: at,
                ty: f.ty,
                bits,
            },
            None => Val::L(at, f.ty),
        }
    }

    /// Assigns `value` to the object or bit-field that `place` denotes, converted to its type.
    pub(super) fn store_to(
        &mut self,
        fx: &mut FnCtx,
        place: &Val,
        value: Val,
        loc: Loc,
    ) -> LResult<()> {
        match place {
            Val::L(addr, ty) => self.store(fx, *addr, ty, value, Storing::Assignment, loc),
            Val::Bits { unit, ty, bits } => {
                let (v, from) = self.rvalue(fx, value, loc)?;
                let v = self.convert(fx, v, &from, ty, loc)?;
                self.store_bits(fx, *unit, ty, *bits, v);
                Ok(())
            }
            _ => self.error(loc, "expression is not assignable"),
        }
    }

    /// The object of the aggregate class `sid` at `addr` initialized from the braced list
    /// `items`: its bases and members in order, the rest by their default member initializers
    /// or as if from `{}`.
    fn init_aggregate(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        items: &[Expr],
        loc: Loc,
    ) -> LResult<()> {
        let ty = &Ty::Struct(sid);
        let elements = self.aggregate_elements(sid);
        // A braced item (`S s = {{1, 2, 3}}`) initializes the first element below; only
        // an expression can be an S to copy.
        // (Nor can a string literal, which initializes a first member that is a character
        // array: `Str s{"abc"}`.)
        let braced = |item: &Expr| matches!(item.kind, ExprKind::InitList(_) | ExprKind::Str(_));
        if items.len() == 1 && !braced(&items[0]) {
            // `S s = {other}` copies when the item is itself an S. (Zeroed first: a temporary
            // the item makes is made in place, which nothing may write after.)
            self.zero_init(fx, addr, ty);
            let probe = self.expr(fx, &items[0])?;
            if probe.ty() == ty {
                return self.store_val(fx, addr, ty, probe, loc);
            }
            match elements.first() {
                Some(Element::Base(base, offset)) => {
                    let at = self.offset_addr(fx, addr, *offset);
                    self.store_val(fx, at, &Ty::Struct(*base), probe, loc)?;
                }
                Some(Element::Member(f)) if f.reference => {
                    self.bind_reference_field(fx, addr, f, probe, loc)?;
                }
                Some(Element::Member(f)) => {
                    self.check_list_narrowing(fx, &items[0], probe.ty(), &f.ty)?;
                    self.check_dropped_const_in_member(fx, sid, f, &items[0])?;
                    match self.field_place(fx, addr, f.clone()) {
                        Val::L(at, ty) => self.store_val(fx, at, &ty, probe, loc)?,
                        place => self.store_to(fx, &place, probe, loc)?,
                    }
                }
                None => return self.too_many_initializers(&items[0]),
            }
            return self.init_remaining_members(fx, addr, sid, 1, loc);
        }
        if let Some(extra) = items.get(elements.len()) {
            return self.too_many_initializers(extra);
        }
        self.zero_init(fx, addr, ty);
        for (element, item) in elements.into_iter().zip(items) {
            match element {
                // (A base no designator names is initialized from `{}`.)
                Element::Base(base, offset) if item.kind == ExprKind::SkippedMember => {
                    let at = self.offset_addr(fx, addr, offset);
                    let empty = Expr {
                        kind: ExprKind::InitList(Vec::new()),
                        loc: item.loc,
                    };
                    self.init_object(fx, at, &Ty::Struct(base), Some(&empty), item.loc)?;
                }
                Element::Base(base, offset) => {
                    let at = self.offset_addr(fx, addr, offset);
                    self.init_object(fx, at, &Ty::Struct(base), Some(item), item.loc)?;
                }
                // (An anonymous union or struct: its members' default member initializers.)
                Element::Member(f) if item.kind == ExprKind::SkippedMember && f.name.is_empty() => {
                    let at = self.offset_addr(fx, addr, f.offset);
                    self.init_object(fx, at, &f.ty, None, item.loc)?;
                }
                Element::Member(f) if item.kind == ExprKind::SkippedMember => {
                    self.default_member_init(fx, addr, sid, &f.name.clone())?;
                }
                Element::Member(f) if f.bits.is_none() && !f.reference => {
                    self.check_dropped_const_in_member(fx, sid, &f, item)?;
                    if f.unaligned && f.ty.is_scalar() {
                        self.init_packed_member(fx, addr, f, item.loc, |this, fx, made, ty| {
                            this.init_from_list_item(fx, made, ty, item)
                        })?;
                        continue;
                    }
                    let at = self.offset_addr(fx, addr, f.offset);
                    self.init_from_list_item(fx, at, &f.ty, item)?;
                }
                // A bit-field narrows as its declared type does (`char c : 3` from an `int`).
                Element::Member(f)
                    if f.bits.is_some() && !matches!(item.kind, ExprKind::InitList(_)) =>
                {
                    let v = self.expr(fx, item)?;
                    self.check_list_narrowing(fx, item, v.ty(), &f.ty)?;
                    let place = self.field_place(fx, addr, f.clone());
                    self.store_to(fx, &place, v, item.loc)?;
                }
                Element::Member(f) => self.init_field(fx, addr, f, item, item.loc)?,
            }
        }
        self.init_remaining_members(fx, addr, sid, items.len(), loc)
    }

    /// Initializes the field `f` of the object at `addr` from `init`.
    pub(super) fn init_field(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        f: FieldLayout,
        init: &Expr,
        loc: Loc,
    ) -> LResult<()> {
        if f.reference {
            let referred = match &init.kind {
                ExprKind::InitList(items) | ExprKind::Construct(TypeExpr::Auto, items, _)
                    if items.len() == 1 =>
                {
                    &items[0]
                }
                _ => init,
            };
            let value = self.expr(fx, referred)?;
            return self.bind_reference_field(fx, addr, &f, value, loc);
        }
        if f.bits.is_none() && f.unaligned && f.ty.is_scalar() {
            return self.init_packed_member(fx, addr, f, loc, |this, fx, made, ty| {
                this.init_object(fx, made, ty, Some(init), loc)
            });
        }
        if f.bits.is_none() {
            let at = self.offset_addr(fx, addr, f.offset);
            return self.init_object(fx, at, &f.ty, Some(init), loc);
        }
        let value = match &init.kind {
            ExprKind::InitList(items) | ExprKind::Construct(TypeExpr::Auto, items, _) => {
                match &items[..] {
                    [] => {
                        let zero = fx.b.iconst(IrType::I32, 0);
                        Val::R(zero, INT)
                    }
                    [item] => self.expr(fx, item)?,
                    _ => return self.error(loc, "too many initializers for a bit-field"),
                }
            }
            _ => self.expr(fx, init)?,
        };
        let place = self.field_place(fx, addr, f);
        self.store_to(fx, &place, value, loc)
    }

    /// Initializes the packed scalar member `f` of the object at `addr` with `init`, which
    /// initializes an object of the member's type at the address it is given: a packed member
    /// may sit at any address, so its value is made where one may be stored whole, then stored
    /// as the member's own place allows.
    fn init_packed_member(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        f: FieldLayout,
        loc: Loc,
        init: impl FnOnce(&mut Self, &mut FnCtx, Var, &Ty) -> LResult<()>,
    ) -> LResult<()> {
        let made = self.local_slot(fx, &f.ty);
        init(self, fx, made, &f.ty)?;
        let value = Val::L(made, f.ty.clone());
        let place = self.field_place(fx, addr, f);
        self.store_to(fx, &place, value, loc)
    }

    /// Makes the reference member `f` of the object at `addr` refer to `value`: an object, or
    /// a temporary holding a value (a reference to `const` bound to one).
    fn bind_reference_field(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        f: &FieldLayout,
        value: Val,
        loc: Loc,
    ) -> LResult<()> {
        // A class object of another class binds through its conversion function (`int& r;`
        // given a `reference_wrapper<int>`): to what that refers to, or to a temporary.
        let value = match &value {
            Val::L(_, from @ Ty::Struct(_))
                if *from != f.ty && self.subobject_offset(from, &f.ty).is_none() =>
            {
                self.through_conversion_function(fx, value, &f.ty, loc)?
            }
            _ => value,
        };
        let target = match value {
            Val::L(a, from) => self.subobject_address(fx, a, &from, &f.ty),
            value => {
                let temporary = self.local_slot(fx, &f.ty);
                self.store_val(fx, temporary, &f.ty, value, loc)?;
                temporary
            }
        };
        if let Some(root) = fx.aggregate_root.filter(|_| self.is_temporary(fx, target)) {
            fx.member_bound.push((target, root));
        }
        let at = self.offset_addr(fx, addr, f.offset);
        fx.b.store(at, target);
        Ok(())
    }

    pub(super) fn lvalue_addr(&mut self, fx: &mut FnCtx, v: Val, loc: Loc) -> LResult<Var> {
        match v {
            Val::L(addr, _) => Ok(addr),
            Val::R(..) => {
                let _ = fx;
                self.error(loc, "lvalue required")
            }
            _ => self.error(loc, "lvalue required"),
        }
    }

    /// The address a reference to `ty` binds to: the object itself, or a temporary holding the
    /// converted value (as a `const T&` binds to an rvalue).
    pub(super) fn bind_reference(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        ty: &Ty,
        loc: Loc,
    ) -> LResult<Var> {
        if let Val::L(addr, from) = &v {
            if self.subobject_offset(from, ty).is_some() {
                return Ok(self.subobject_address(fx, *addr, from, ty));
            }
        }
        match v {
            Val::L(addr, t) if t == *ty => Ok(addr),
            // A function is where its address points: a reference to it holds that address.
            Val::R(f, Ty::Ptr(t)) if *t == *ty && matches!(ty, Ty::Func(_)) => Ok(f),
            Val::L(addr, from)
                if !ty.is_scalar()
                    && !matches!(ty, Ty::Struct(_))
                    && !matches!(from, Ty::Struct(_)) =>
            {
                Ok(addr)
            }
            // A class object whose conversion function returns a reference (`operator
            // int&()`): bound to what that refers to, not to a copy.
            v @ Val::L(_, Ty::Struct(_)) => {
                match self.through_conversion_function(fx, v, ty, loc)? {
                    Val::L(addr, t) if t == *ty => Ok(addr),
                    v => self.bind_reference_to_temporary(fx, v, ty, loc),
                }
            }
            v => self.bind_reference_to_temporary(fx, v, ty, loc),
        }
    }

    /// A temporary of type `ty` (of the full-expression) that `init` initializes: what a braced
    /// list makes where a value of the type is wanted.
    pub(super) fn temporary_from(
        &mut self,
        fx: &mut FnCtx,
        ty: &Ty,
        init: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        let slot = self.local_slot(fx, ty);
        self.init_object(fx, slot, ty, Some(init), loc)?;
        self.register_temporary(fx, slot, ty);
        Ok(Val::L(slot, ty.clone()))
    }

    /// A temporary (of the full-expression) holding a copy of the bytes of the trivially
    /// copyable object `v` of type `ty`; `v` itself where it is no object in memory.
    fn temporary_copy(&mut self, fx: &mut FnCtx, v: Val, ty: &Ty) -> Val {
        let Val::L(src, _) = v else {
            return v;
        };
        let slot = self.local_slot(fx, ty);
        let (size, align) = size_align(ty, &self.structs).unwrap_or((0, 1));
        fx.copy_object(slot, src, size as u32, align);
        self.register_temporary(fx, slot, ty);
        Val::L(slot, ty.clone())
    }

    /// `nan("")` and `nanf("")`: the quiet NaN, a constant, as nvcc computes it when it compiles
    /// the program (so that a negation of it is computed too: `-nan("")` is `-nan`, measured);
    /// `None` for another call, or one with a tag.
    fn constant_nan(
        &self,
        fx: &mut FnCtx,
        name: &str,
        args: &[(Var, Ty)],
        ret: &Ty,
    ) -> Option<Val> {
        let irt = match name {
            "nan" => IrType::F64,
            "nanf" => IrType::F32,
            _ => return None,
        };
        let [(tag, _)] = args else {
            return None;
        };
        let text = &self.module.globals[fx.b.global_of(*tag)?.0 as usize];
        let empty = text.space == GlobalSpace::ReadOnly && text.init.first() == Some(&0);
        empty.then(|| Val::R(fx.b.fconst(irt, f64::NAN), ret.clone()))
    }

    /// `__builtin_bit_cast(T, e)`: the bytes of `e`'s value, put in a temporary, read as a
    /// `T` (a prvalue; both types trivially copyable and of one size, as C++ requires).
    fn bit_cast(&mut self, fx: &mut FnCtx, t: &TypeExpr, a: &Expr, loc: Loc) -> LResult<Val> {
        let to = self.resolve_type_in(fx, t, loc)?;
        let v = self.expr(fx, a)?;
        let from = match v.ty() {
            Ty::Array(e, _) => Ty::Ptr(e.clone()),
            t => t.clone(),
        };
        let size = |ty: &Ty| size_align(ty, &self.structs).map(|s| s.0);
        if size(&to).is_none() || size(&to) != size(&from) {
            let (to, from) = (self.ty_name(&to), self.ty_name(&from));
            return self.error(
                loc,
                format!("__builtin_bit_cast from '{from}' to '{to}', types of different sizes"),
            );
        }
        for ty in [&from, &to] {
            if matches!(ty, Ty::Array(..)) || !self.is_trivially_copyable(ty) {
                let name = self.ty_name(ty);
                return self.error(
                    loc,
                    format!("__builtin_bit_cast of type '{name}', which is not trivially copyable"),
                );
            }
        }
        let slot = self.local_slot(fx, &from);
        self.store_val(fx, slot, &from, v, loc)?;
        Ok(match to.ir() {
            Some(irt) => Val::R(fx.b.load(irt, slot), to),
            None => Val::L(slot, to),
        })
    }

    /// A temporary of type `ty` holding `v`, for a reference to bind.
    fn bind_reference_to_temporary(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        ty: &Ty,
        loc: Loc,
    ) -> LResult<Var> {
        let slot = self.local_slot(fx, ty);
        self.store_val(fx, slot, ty, v, loc)?;
        // Destroyed with its full-expression, unless a reference declared with it keeps it.
        self.register_temporary(fx, slot, ty);
        Ok(slot)
    }

    /// Where an object of type `to` lies inside one of type `from`: at 0 when they are the same
    /// class, at its subobject when `to` is a base class of `from`.
    /// The address of the object of type `to` that a reference to it binds to the object of
    /// type `from` at `addr`: its base class subobject of that type where `to` is a base of
    /// `from`, else the object itself.
    pub(super) fn subobject_address(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        from: &Ty,
        to: &Ty,
    ) -> Var {
        match self.subobject_offset(from, to) {
            Some(offset) => self.offset_addr(fx, addr, offset),
            None => addr,
        }
    }

    pub(super) fn subobject_offset(&self, from: &Ty, to: &Ty) -> Option<u64> {
        match (from, to) {
            (Ty::Struct(f), Ty::Struct(t)) => base_offset(&self.structs, *f, *t),
            _ => None,
        }
    }

    /// The object at `addr` as an xvalue (what `std::move` makes of it).
    pub(super) fn xvalue(&mut self, fx: &mut FnCtx, addr: Var, ty: Ty) -> Val {
        let x = fx.b.new_var(fx.b.var_type(addr));
        fx.b.copy(x, addr);
        fx.xvalues.insert(x);
        Val::L(x, ty)
    }

    /// Whether the constructor or conversion function `c` is explicit: declared `explicit`,
    /// or `explicit(condition)` with a condition that holds (computed with `env`, the
    /// candidate's deduced arguments, else its class's; one it cannot compute, which names
    /// parameters not yet deduced, is taken as false).
    pub(super) fn is_explicit(&mut self, c: &Candidate, env: Option<&TEnv>) -> bool {
        if !c.decl.storage.is_explicit {
            return false;
        }
        let Some(condition) = &c.decl.explicit_condition else {
            return true;
        };
        let class_env = c.class_env.clone().unwrap_or_default();
        let env = env.unwrap_or(&class_env);
        let cp = self.diags.checkpoint();
        let holds = self.const_eval(condition, env, c.ns);
        self.diags.rollback(cp);
        holds.is_some_and(|v| v != 0)
    }

    /// Whether `ty` is a class with an `explicit` constructor of its own.
    fn declares_explicit_constructor(&mut self, ty: &Ty) -> bool {
        let Ty::Struct(sid) = ty else {
            return false;
        };
        self.own_methods(*sid, |m| m.role == FunctionRole::Constructor)
            .iter()
            .any(|c| c.decl.storage.is_explicit)
    }

    /// The constness and value category of the class object at `addr`.
    pub(super) fn object_kind(&self, fx: &FnCtx, addr: Var) -> ObjectKind {
        ObjectKind {
            is_const: is_const_object(fx, addr),
            is_volatile: fx.volatile.contains(&addr),
            is_rvalue: self.is_rvalue(fx, &Val::L(addr, Ty::Void)),
        }
    }

    /// Whether `v` is an rvalue: a value in a register, a temporary, or an xvalue.
    pub(super) fn is_rvalue(&self, fx: &FnCtx, v: &Val) -> bool {
        match v {
            Val::L(a, _) => fx.xvalues.contains(a) || self.is_temporary(fx, *a),
            Val::Bits { .. } => false,
            Val::R(..) | Val::Void => true,
        }
    }

    /// The address `offset` bytes into the object at `addr`: a base-class subobject.
    pub(super) fn offset_addr(&mut self, fx: &mut FnCtx, addr: Var, offset: u64) -> Var {
        if offset == 0 {
            return addr;
        }
        let off = fx.b.iconst(IrType::I64, offset as i64);
        let at = fx.b.binary(BinOp::Add, addr, off);
        // Inside a packed class's member, a subobject is no better aligned.
        if fx.unaligned.contains(&addr) {
            fx.unaligned.insert(at);
        }
        at
    }

    /// A pointer to a class converted to a pointer to one of its bases (or back, for
    /// `static_cast`): moved to the subobject, except that a null pointer stays null.
    fn class_pointer_cast(&mut self, fx: &mut FnCtx, p: Var, from: &Ty, to: &Ty) -> Var {
        let (Some(Ty::Struct(f)), Some(Ty::Struct(t))) = (from.pointee(), to.pointee()) else {
            return p;
        };
        let delta = match (
            base_offset(&self.structs, *f, *t),
            base_offset(&self.structs, *t, *f),
        ) {
            (Some(up), _) => up as i64,
            (None, Some(down)) => -(down as i64),
            (None, None) => 0,
        };
        if delta == 0 {
            return p;
        }
        moved_unless_null(fx, p, IrType::Ptr, delta, 0)
    }

    pub(super) fn truth_of(&mut self, fx: &mut FnCtx, v: Val, loc: Loc) -> LResult<Var> {
        // A condition converts a class object contextually: `explicit operator bool` counts.
        let v = self.converted_object(fx, v, &Ty::Bool, Conversion::Explicit, loc)?;
        let (v, t) = self.rvalue(fx, v, loc)?;
        self.truth(fx, v, &t, loc)
    }

    fn truth(&mut self, fx: &mut FnCtx, v: Var, t: &Ty, loc: Loc) -> LResult<Var> {
        if let Ty::MemberPtr(..) = t {
            return Ok(self.member_pointer_truth(fx, v, t));
        }
        let irt = match t.ir() {
            Some(i) => i,
            None => {
                return self.error(
                    loc,
                    format!("could not convert '{}' to 'bool'", self.ty_name(t)),
                )
            }
        };
        if irt.is_float() {
            let z = fx.b.fconst(irt, 0.0);
            Ok(fx.b.cmp(CmpOp::FNe, v, z))
        } else {
            let z = fx.b.iconst(irt, 0);
            Ok(fx.b.cmp(CmpOp::Ne, v, z))
        }
    }

    fn bool_to_int(&mut self, fx: &mut FnCtx, c: Var) -> Var {
        let one = fx.b.iconst(IrType::I8, 1);
        let zero = fx.b.iconst(IrType::I8, 0);
        fx.b.select(c, one, zero)
    }

    /// Implicit conversion of a scalar.
    pub(super) fn convert(
        &mut self,
        fx: &mut FnCtx,
        v: Var,
        from: &Ty,
        to: &Ty,
        loc: Loc,
    ) -> LResult<Var> {
        if from == to {
            return Ok(v);
        }
        if let Ty::MemberPtr(..) = to {
            return self.convert_to_member_pointer(fx, v, from, to, loc);
        }
        if to.is_ptr() && from.is_ptr() {
            return Ok(self.class_pointer_cast(fx, v, from, to));
        }
        if to.is_ptr() && from.is_int() {
            // Only a null pointer constant converts implicitly; accept any integer, as C does with
            // a warning, so that `(int*)0`-style code works.
            let w = self.int_cast(fx, v, from, &ULONG);
            return Ok(fx.b.cast(CastOp::Bitcast, w, IrType::Ptr));
        }
        // (An enumeration whose underlying type is `bool` holds what `bool` holds: 0 or 1.)
        if to.underlying() == &Ty::Bool && from.underlying() != &Ty::Bool {
            let c = self.truth(fx, v, from, loc)?;
            return Ok(self.bool_to_int(fx, c));
        }
        if to.is_int() && from.is_ptr() {
            let bits = fx.b.cast(CastOp::Bitcast, v, IrType::I64);
            return Ok(self.int_cast(fx, bits, &ULONG, to));
        }
        if !to.is_arith() || !from.is_arith() {
            return self.error(
                loc,
                format!(
                    "cannot convert '{}' to '{}'",
                    self.ty_name(from),
                    self.ty_name(to)
                ),
            );
        }
        let (fi, ti) = (
            from.ir().unwrap_or(IrType::I32),
            to.ir().unwrap_or(IrType::I32),
        );
        Ok(match (from.is_float(), to.is_float()) {
            // `double` and `long double` have one representation in device code.
            (true, true) if fi == ti => v,
            (true, true) => {
                if fi == IrType::F32 {
                    fx.b.cast(CastOp::FExt, v, ti)
                } else {
                    fx.b.cast(CastOp::FTrunc, v, ti)
                }
            }
            (false, true) => fx.b.cast(
                if from.is_signed() {
                    CastOp::SIToF
                } else {
                    CastOp::UIToF
                },
                v,
                ti,
            ),
            (true, false) => fx.b.cast(
                if to.is_signed() {
                    CastOp::FToSI
                } else {
                    CastOp::FToUI
                },
                v,
                ti,
            ),
            (false, false) => self.int_cast(fx, v, from, to),
        })
    }

    fn int_cast(&mut self, fx: &mut FnCtx, v: Var, from: &Ty, to: &Ty) -> Var {
        let fi = from.ir().unwrap_or(IrType::I64);
        let ti = to.ir().unwrap_or(IrType::I64);
        let (fb, tb) = (fi.bytes(), ti.bytes());
        if fb == tb {
            if fi == ti {
                return v;
            }
            return fx.b.cast(CastOp::Bitcast, v, ti);
        }
        if fb > tb {
            return fx.b.cast(CastOp::Trunc, v, ti);
        }
        let op = if from.is_signed() {
            CastOp::SExt
        } else {
            CastOp::ZExt
        };
        fx.b.cast(op, v, ti)
    }

    pub(super) fn convert_explicit(
        &mut self,
        fx: &mut FnCtx,
        v: Var,
        from: &Ty,
        to: &Ty,
        loc: Loc,
    ) -> LResult<Var> {
        if let Some(base) = self.member_pointer_to_base(fx, v, from, to) {
            return Ok(base);
        }
        // (A pointer converted to `bool` is tested for null, as implicitly.)
        if from.is_ptr() && to.is_int() && *to != Ty::Bool {
            let bits = fx.b.cast(CastOp::Bitcast, v, IrType::I64);
            return Ok(self.int_cast(fx, bits, &ULONG, to));
        }
        self.convert(fx, v, from, to, loc)
    }

    /// Initializes the object of type `ty` at `addr` from `v`, converting scalars.
    pub(super) fn store_val(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        v: Val,
        loc: Loc,
    ) -> LResult<()> {
        self.store(fx, addr, ty, v, Storing::Initialization, loc)
    }

    /// Stores `v` into an object of type `ty` at `addr`, converting scalars, as `how` says.
    fn store(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        v: Val,
        how: Storing,
        loc: Loc,
    ) -> LResult<()> {
        if ty.ir().is_none() {
            // A constructor template can take an object of the class, or of a derived one,
            // better than the copy constructor does (see `constructor_template_beats_copy`).
            if let (Ty::Struct(sid), Val::L(_, from)) = (ty, &v) {
                if self.subobject_offset(from, ty).is_some() {
                    let arg = (v.clone(), loc);
                    if self.constructor_template_beats_copy(fx, *sid, &arg, loc) {
                        return self.call_constructor_with_vals(fx, *sid, addr, vec![arg], loc);
                    }
                }
            }
            let src = match v {
                // Copy elision: the temporary becomes the object. Made in place where it is
                // initialized (an object keeping its own address keeps the right one); an
                // assigned object gets its bits, which may be read while the temporary is
                // made (`s = make(s)`).
                Val::L(src, t) if t == *ty && self.take_temporary(fx, src) => {
                    if how == Storing::Initialization && self.place_temporary(fx, src, addr) {
                        return Ok(());
                    }
                    src
                }
                Val::L(src, t) if t == *ty => {
                    if let Ty::Struct(sid) = ty {
                        let how = Transfer::of(fx, src);
                        return self.construct_from(fx, addr, src, *sid, how, loc);
                    }
                    // An array of objects a copy constructor copies (a lambda's capture):
                    // element by element.
                    if let Some((class, count)) = class_objects(ty) {
                        if matches!(ty, Ty::Array(..)) && self.copy_is_nontrivial(class) {
                            let part = Subobject {
                                class,
                                offset: 0,
                                count,
                                member: None,
                            };
                            let how = Transfer::of(fx, src);
                            return self.element_pairs(
                                fx,
                                addr,
                                src,
                                &part,
                                loc,
                                |this, fx, d, s| this.construct_from(fx, d, s, class, how, loc),
                            );
                        }
                    }
                    src
                }
                // Slicing: the base-class part of a derived object.
                Val::L(src, t) if self.subobject_offset(&t, ty).is_some() => {
                    let offset = self.subobject_offset(&t, ty).unwrap_or(0);
                    let part = self.offset_addr(fx, src, offset);
                    if let Ty::Struct(sid) = ty {
                        let how = Transfer::of(fx, src);
                        return self.construct_from(fx, addr, part, *sid, how, loc);
                    }
                    part
                }
                other => {
                    // A conversion function to the class (`operator W() const`).
                    if let (Val::L(_, Ty::Struct(_)), Ty::Struct(_)) = (&other, ty) {
                        let converted =
                            self.through_conversion_function(fx, other.clone(), ty, loc)?;
                        if converted.ty() == ty {
                            return self.store(fx, addr, ty, converted, how, loc);
                        }
                    }
                    if let Ty::Struct(sid) = ty {
                        if self.has_constructors(*sid) {
                            // A converting constructor: `S s = 5;`, or an `int` passed for an
                            // `S`. Copy-initialization takes no `explicit` one.
                            let mut converting = self.constructors(*sid);
                            converting.retain(|c| !self.is_explicit(c, None));
                            if converting.is_empty() {
                                let message = format!(
                                    "no suitable constructor exists to convert from \"{}\" to \"{}\"",
                                    self.ty_name(other.ty()),
                                    self.ty_name(ty)
                                );
                                return self.error(loc, message);
                            }
                            let name = self.structs[sid.0 as usize].name.clone();
                            let arg = vec![(other, loc)];
                            self.resolve_and_call(
                                fx,
                                &name,
                                converting,
                                None,
                                Some(addr),
                                arg,
                                loc,
                            )?;
                            return Ok(());
                        }
                    }
                    return self.error(
                        loc,
                        format!(
                            "cannot initialize an object of type '{}' with a value of type '{}'",
                            self.ty_name(ty),
                            self.ty_name(other.ty())
                        ),
                    );
                }
            };
            // Up to the data size: a base-class subobject's tail padding may hold fields of the
            // derived object.
            let (size, align) = size_align(ty, &self.structs).unwrap_or((0, 1));
            let size = match ty {
                Ty::Struct(sid) => self.copied_size(*sid),
                _ => size as u32,
            };
            fx.copy_object(addr, src, size, align);
            // A copy is an object of the type copied to, whatever it was copied from.
            if let Ty::Struct(sid) = ty {
                self.install_dynamic_type(fx, addr, *sid);
            }
            return Ok(());
        }
        // A class object stored into a scalar goes through its conversion function
        // (`float f = h;` with a `__half`).
        let v = self.through_conversion_function(fx, v, ty, loc)?;
        let action = "used to initialize an entity of type";
        if how == Storing::Initialization {
            let target = Val::L(addr, ty.clone());
            self.check_pointer_qualification(fx, (&target, &v), action, loc)?;
        }
        let v = self.implicit_scalar(fx, v, ty, action, loc)?;
        match ty.ir() {
            Some(irt) if fx.unaligned.contains(&addr) && irt.bytes() > 1 => {
                self.aligned_copy(fx, irt, addr, Some(v));
            }
            _ => fx.b.store_access(addr, v, fx.volatile.contains(&addr)),
        }
        Ok(())
    }

    /// For a load or store of an `irt` at `addr`, which may lie at less than `irt`'s
    /// alignment: a local of `irt`'s size and alignment, holding the bytes at `addr` for a
    /// load (`value` `None`), or holding `value`, copied to `addr` bytewise, for a store.
    fn aligned_copy(&mut self, fx: &mut FnCtx, irt: IrType, addr: Var, value: Option<Var>) -> Var {
        let size = irt.bytes();
        let local = fx.b.local(size, size);
        match value {
            None => fx.copy_object(local, addr, size, 1),
            Some(v) => {
                fx.b.store(local, v);
                fx.copy_object(addr, local, size, 1);
            }
        }
        local
    }

    /// Constructs the `class` object at `dst` from the one at `src`, copying or moving: by the
    /// class's constructor for it, or as the implicit one does, the bytes and then each base and
    /// member that has a constructor of its own. A move falls back on the copy constructor
    /// where the class declares no move constructor, as C++ does.
    pub(super) fn construct_from(
        &mut self,
        fx: &mut FnCtx,
        dst: Var,
        src: Var,
        class: StructId,
        how: Transfer,
        loc: Loc,
    ) -> LResult<()> {
        let source_const = is_const_object(fx, src);
        let TransferConstructor {
            how,
            ctor,
            move_constructor,
        } = self.transfer_constructor_chosen(class, how, source_const);
        let moving = matches!(how, Transfer::Move);
        let implicit = ctor.as_ref().is_none_or(|c| self.defaulted_anywhere(c));
        if implicit && self.implicit_transfer_deleted(class, how, false) {
            return self.deleted_implicit_member(class, false, loc);
        }
        // Without a move constructor (declared, or implicit where the class declares no copy
        // constructor, defaulted or not), the copy constructor moves nothing.
        let how = match how {
            Transfer::Move if !move_constructor && !self.declares_implicit_move(class, false) => {
                Transfer::Copy
            }
            how => how,
        };
        // A defaulted one is the implicit one, below.
        if let Some(ctor) = ctor.filter(|c| !self.defaulted_anywhere(c)) {
            let name = self.structs[class.0 as usize].name.clone();
            let source = self.transfer_source(fx, src, class, how);
            // A `const` object binds no `R(R&)`: a constructor template may take it
            // (`template <class T> R(const T&)`).
            let mut cands = vec![ctor];
            if source_const && !moving && !takes_const_reference(&cands[0].decl) {
                let templates = self.constructors(class);
                cands.extend(templates.into_iter().filter(|c| c.decl.template.is_some()));
            }
            self.resolve_and_call(fx, &name, cands, None, Some(dst), vec![(source, loc)], loc)?;
            return Ok(());
        }
        let size = self.copied_size(class);
        fx.copy_object(dst, src, size, self.structs[class.0 as usize].align);
        self.as_member_of(fx, class, |this, fx| {
            this.construct_subobjects_from(fx, dst, src, class, how, loc)
        })?;
        self.install_dynamic_type(fx, dst, class);
        Ok(())
    }

    /// The constructor that copies or moves (`how`) an object of `class`, `const` or not,
    /// into a new one.
    fn transfer_constructor_chosen(
        &mut self,
        class: StructId,
        how: Transfer,
        source_const: bool,
    ) -> TransferConstructor {
        // A `const` object is copied, whatever its value category, unless a constructor takes
        // a `const` rvalue (`S(const S&&)`).
        let const_move = match (how, source_const) {
            (Transfer::Move, true) => self
                .transfer_constructor_for(class, RefKind::Rvalue, true)
                .filter(|c| takes_const_reference(&c.decl)),
            _ => None,
        };
        let how = match how {
            Transfer::Move if source_const && const_move.is_none() => Transfer::Copy,
            how => self.transfer_chosen(class, how, false),
        };
        let move_constructor = match how {
            Transfer::Move if source_const => const_move,
            Transfer::Move => self.transfer_constructor_for(class, RefKind::Rvalue, false),
            Transfer::Copy => None,
        };
        // (An rvalue binds no reference to non-`const`.)
        let moving = matches!(how, Transfer::Move);
        let has_move_constructor = move_constructor.is_some();
        let ctor = move_constructor.or_else(|| {
            self.transfer_constructor_for(class, RefKind::Lvalue, source_const || moving)
        });
        TransferConstructor {
            how,
            ctor,
            move_constructor: has_move_constructor,
        }
    }

    /// [`Lowerer::store_val`] as copy-initialization (an argument passed by value, `T x =
    /// e;`, a `return`), which takes no `explicit` copy or move constructor: copying a class
    /// object from one of its class (or of a derived one) where the constructor chosen is one
    /// is an error.
    fn copy_initialize(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        v: Val,
        loc: Loc,
    ) -> LResult<()> {
        let explicit = |this: &mut Self, chosen: &TransferConstructor| {
            (chosen.ctor.as_ref()).is_some_and(|c| this.is_explicit(c, None))
        };
        if let (Ty::Struct(class), Val::L(src, from)) = (ty, &v) {
            // (A temporary becomes the object: nothing copies it.)
            let offset = self.subobject_offset(from, ty);
            if let (Some(offset), false) = (offset, self.is_temporary(fx, *src)) {
                let how = Transfer::of(fx, *src);
                let source_const = is_const_object(fx, *src);
                let chosen = self.transfer_constructor_chosen(*class, how, source_const);
                if explicit(self, &chosen) {
                    // An rvalue binds the copy constructor's `const S&` where the move
                    // constructor is the explicit one.
                    if chosen.how == Transfer::Move {
                        let copy =
                            self.transfer_constructor_chosen(*class, Transfer::Copy, source_const);
                        if copy.ctor.is_some() && !explicit(self, &copy) {
                            let part = self.offset_addr(fx, *src, offset);
                            return self.construct_from(
                                fx,
                                addr,
                                part,
                                *class,
                                Transfer::Copy,
                                loc,
                            );
                        }
                    }
                    let name = self.structs[class.0 as usize].name.clone();
                    let message = format!("class \"{name}\" has no suitable copy constructor");
                    return self.error(loc, message);
                }
            }
        }
        self.store_val(fx, addr, ty, v, loc)
    }

    /// What the implicit copy or move constructor of `class` does to the subobjects whose
    /// copies do more than copy bytes.
    fn construct_subobjects_from(
        &mut self,
        fx: &mut FnCtx,
        dst: Var,
        src: Var,
        class: StructId,
        how: Transfer,
        loc: Loc,
    ) -> LResult<()> {
        for part in self.subobjects(class) {
            if !self.copy_is_nontrivial(part.class) {
                continue;
            }
            let (d, s) = (
                self.offset_addr(fx, dst, part.offset),
                self.offset_addr(fx, src, part.offset),
            );
            // (The implicit move constructor moves a `const` member as a `const` xvalue, which
            // its copy constructor takes.)
            let const_member = (part.member.as_ref()).is_some_and(|m| self.const_field(class, m));
            self.element_pairs(fx, d, s, &part, loc, |this, fx, d, s| {
                // (The implicit copy constructor sees the source through `const S&`: its
                // address in a register of its own, the object's other uses staying as they
                // are.)
                let s = match (how, const_member) {
                    (Transfer::Copy, _) | (_, true) => {
                        let own = fx.b.new_var(IrType::Ptr);
                        fx.b.copy(own, s);
                        fx.const_objects.insert(own);
                        own
                    }
                    (Transfer::Move, false) => s,
                };
                this.construct_from(fx, d, s, part.class, how, loc)
            })?;
        }
        Ok(())
    }

    /// Runs `each` on the objects of the subobject `part` at `dst` and at `src`: the one, or
    /// the elements of an array member one by one.
    fn element_pairs(
        &mut self,
        fx: &mut FnCtx,
        dst: Var,
        src: Var,
        part: &Subobject,
        loc: Loc,
        mut each: impl FnMut(&mut Self, &mut FnCtx, Var, Var) -> LResult<()>,
    ) -> LResult<()> {
        if part.count == 1 {
            return each(self, fx, dst, src);
        }
        let size = self.structs[part.class.0 as usize].size as i64;
        let start = fx.b.iconst(IrType::I64, 0);
        let end = fx.b.iconst(IrType::I64, part.count as i64);
        self.count_up(fx, start, end, |this, fx, i, _| {
            let size = fx.b.iconst(IrType::I64, size);
            let off = fx.b.binary(BinOp::Mul, i, size);
            let (d, s) = (
                fx.b.binary(BinOp::Add, dst, off),
                fx.b.binary(BinOp::Add, src, off),
            );
            // (One element's temporaries, a default argument's, go before the next's.)
            this.full_expression(fx, loc, |this, fx| each(this, fx, d, s))
        })
    }

    /// The `class` object at `src` as the source of a copy (an lvalue) or a move (an xvalue).
    fn transfer_source(&mut self, fx: &mut FnCtx, src: Var, class: StructId, how: Transfer) -> Val {
        match how {
            Transfer::Move => self.xvalue(fx, src, Ty::Struct(class)),
            // An lvalue even where `src` is an rvalue (a member of an object being moved from
            // by an implicit copy).
            Transfer::Copy if self.is_rvalue(fx, &Val::L(src, Ty::Void)) => {
                let lvalue = fx.b.new_var(fx.b.var_type(src));
                fx.b.copy(lvalue, src);
                Val::L(lvalue, Ty::Struct(class))
            }
            Transfer::Copy => Val::L(src, Ty::Struct(class)),
        }
    }

    /// Whether the member function `c` is defaulted where it is declared or by its definition
    /// outside its class (`S::S(const S&) = default;`, which C++ counts as user-provided: the
    /// traits and the triviality of copies see [`is_defaulted`] alone).
    fn defaulted_anywhere(&self, c: &Candidate) -> bool {
        if is_defaulted(&c.decl) {
            return true;
        }
        let class = c
            .class
            .and_then(|class| self.struct_infos[class.0 as usize].decl.name.clone());
        let (Some(class), None, false) = (class, &c.decl.body, c.decl.host_body) else {
            return false;
        };
        let same_params = |m: &FunctionDecl| {
            m.params.len() == c.decl.params.len()
                && m.params
                    .iter()
                    .zip(&c.decl.params)
                    .all(|(a, b)| a.ty == b.ty)
        };
        self.names
            .out_of_class_methods(&class)
            .iter()
            .any(|(m, _)| {
                is_defaulted(m) && m.name.last().name == c.decl.name.last().name && same_params(m)
            })
    }

    /// The user-declared constructor of `class` that copies (`S(const S&)`, `reference` an
    /// lvalue one) or moves (`S(S&&)`) an object of it, other parameters defaulted, if it has
    /// one. Of two copy constructors, the one taking `const` is preferred.
    pub(super) fn transfer_constructor(
        &mut self,
        class: StructId,
        reference: RefKind,
    ) -> Option<Candidate> {
        self.transfer_constructor_for(class, reference, true)
    }

    /// [`Lowerer::transfer_constructor`] that copies or moves from an object that is
    /// `source_const` or not: of two that take one by the same kind of reference, the one
    /// that binds it with less `const` is preferred, as overload resolution prefers it
    /// (`S(S&)` for an object that is not `const`, else `S(const S&)`).
    fn transfer_constructor_for(
        &mut self,
        class: StructId,
        reference: RefKind,
        source_const: bool,
    ) -> Option<Candidate> {
        let mut ctors = self.constructors(class);
        let first_param = |c: &Candidate| c.decl.params.first().map(|p| strip_quals(&p.ty).clone());
        ctors.sort_by_key(|c| takes_const_reference(&c.decl) != source_const);
        for c in ctors {
            let rest_defaulted = c.decl.params.iter().skip(1).all(|p| p.default.is_some());
            let kind_matches =
                matches!(first_param(&c), Some(TypeExpr::Reference(_, k)) if k == reference);
            if c.decl.params.is_empty() || !rest_defaulted || !kind_matches {
                continue;
            }
            if self.candidate_signature(&c).is_some_and(|sig| {
                sig.params
                    .first()
                    .is_some_and(|p| p.is_ref() && p.ty == Ty::Struct(class))
            }) {
                return Some(c);
            }
        }
        None
    }

    /// Whether `class` declares an assignment operator that copies (`operator=(const S&)`,
    /// or by value) or moves (`operator=(S&&)`) an object of it.
    fn declares_transfer_assignment(&mut self, class: StructId, reference: RefKind) -> bool {
        self.transfer_assignment(class, reference).is_some()
    }

    /// The assignment operator `class` declares that copies or moves an object of it (see
    /// [`Lowerer::declares_transfer_assignment`]).
    pub(super) fn transfer_assignment(
        &mut self,
        class: StructId,
        reference: RefKind,
    ) -> Option<Candidate> {
        let assignments = self.own_methods(class, |m| &*m.name.last().name == "operator=");
        assignments.into_iter().find(|c| {
            let taken = self
                .candidate_signature(c)
                .and_then(|s| s.params.first().cloned());
            match (taken.map(|p| (p.ty, p.reference)), reference) {
                (Some((Ty::Struct(t), Some(k))), _) if t == class => k == reference,
                (Some((Ty::Struct(t), None)), RefKind::Lvalue) => t == class,
                _ => false,
            }
        })
    }

    /// Whether C++ declares the implicit move constructor (or with `assignment`, move
    /// assignment) of `class`: only where the class declares no copy constructor, copy
    /// assignment, destructor or other move operation.
    pub(super) fn declares_implicit_move(&mut self, class: StructId, assignment: bool) -> bool {
        let other_move = match assignment {
            true => self.transfer_constructor(class, RefKind::Rvalue).is_some(),
            false => self.declares_transfer_assignment(class, RefKind::Rvalue),
        };
        !(other_move
            || self.declared_destructor(class).is_some()
            || self.transfer_constructor(class, RefKind::Lvalue).is_some()
            || self.declares_transfer_assignment(class, RefKind::Lvalue))
    }

    /// Whether copying (or, `how`, moving) a `class` object, by constructor or with
    /// `assignment` by assignment, takes an operation C++ deletes implicitly: one the class
    /// does not declare, where it declares a move constructor or a move assignment (a move
    /// falls back on a declared copy), or one it declares defaulted, where the implicit one
    /// would be deleted for its members (see [`Lowerer::members_delete_transfer`]).
    fn implicit_transfer_deleted(
        &mut self,
        class: StructId,
        how: Transfer,
        assignment: bool,
    ) -> bool {
        match self.declared_transfer(class, how, assignment) {
            Some(op) if is_defaulted(&op.decl) => {
                self.members_delete_transfer(class, how, assignment)
            }
            Some(_) => false,
            None => {
                self.transfer_constructor(class, RefKind::Rvalue).is_some()
                    || self.declares_transfer_assignment(class, RefKind::Rvalue)
                    || self.members_delete_transfer(class, how, assignment)
            }
        }
    }

    /// The operation `class` declares that copies (or moves, falling back on a declared copy)
    /// an object of it, by constructor or with `assignment` by assignment.
    fn declared_transfer(
        &mut self,
        class: StructId,
        how: Transfer,
        assignment: bool,
    ) -> Option<Candidate> {
        let moving = match (how, assignment) {
            (Transfer::Move, false) => self.transfer_constructor(class, RefKind::Rvalue),
            (Transfer::Move, true) => self.transfer_assignment(class, RefKind::Rvalue),
            (Transfer::Copy, _) => None,
        };
        moving.or_else(|| match assignment {
            true => self.transfer_assignment(class, RefKind::Lvalue),
            false => self.transfer_constructor(class, RefKind::Lvalue),
        })
    }

    /// How a copy or move (by `assignment` or not) of a `class` object is made: a move whose
    /// implicit or defaulted operation would be deleted is one overload resolution ignores,
    /// so the copy moves where it is not deleted too ([class.copy.ctor], [class.copy.assign]:
    /// an `optional<T>` of a `T` whose move is deleted).
    fn transfer_chosen(&mut self, class: StructId, how: Transfer, assignment: bool) -> Transfer {
        match how {
            Transfer::Move
                if self.implicit_transfer_deleted(class, Transfer::Move, assignment)
                    && !self.implicit_transfer_deleted(class, Transfer::Copy, assignment) =>
            {
                Transfer::Copy
            }
            how => how,
        }
    }

    /// Whether the implicit copy (or move) of a `class` object is deleted for what the class
    /// holds: an assignment of a class with a reference or `const` member (or a closure's), a
    /// base's or member's operation that is deleted (written so or implicitly), or a variant
    /// member whose operation is not trivial.
    fn members_delete_transfer(
        &mut self,
        class: StructId,
        how: Transfer,
        assignment: bool,
    ) -> bool {
        let deleted_in = |this: &mut Self, part: StructId| {
            let op = this.declared_transfer(part, how, assignment);
            op.is_some_and(|op| op.decl.deleted)
                || this.implicit_transfer_deleted(part, how, assignment)
        };
        (assignment
            && (self.has_unassignable_member(class) || self.closure_without_defaults(class)))
            || (!assignment && how == Transfer::Copy && self.has_rvalue_reference_member(class))
            || (self.subobjects(class).into_iter()).any(|part| deleted_in(self, part.class))
            || (self.variant_member_classes(class).into_iter()).any(|c| {
                let reference = match how {
                    Transfer::Copy => RefKind::Lvalue,
                    Transfer::Move => RefKind::Rvalue,
                };
                !self.transfer_trivial(&Ty::Struct(c), reference, assignment)
            })
    }

    /// Whether `class` has a member of its own that no assignment can write: a reference, or
    /// one declared `const` (an array of `const` elements too).
    fn has_unassignable_member(&mut self, class: StructId) -> bool {
        let own = self.own_data_members(class);
        own.iter().any(|(name, _)| {
            let reference = self.structs[class.0 as usize]
                .field(name)
                .is_some_and(|f| f.reference);
            reference || self.const_field(class, name)
        })
    }

    /// Whether `class` has a member of its own that is an rvalue reference, which no copy
    /// constructor can bind to what the object copied refers to.
    fn has_rvalue_reference_member(&mut self, class: StructId) -> bool {
        let own = self.own_data_members(class);
        let env = self.struct_infos[class.0 as usize].env.clone();
        own.iter().any(|(name, _)| {
            let declared = self.declared_field_type(class, name);
            declared.is_some_and(|(ty, ns)| {
                self.declared_reference(&ty, &env, ns) == Some(RefKind::Rvalue)
            })
        })
    }

    /// nvcc's error for an implicitly deleted copy constructor or copy assignment used.
    fn deleted_implicit_member<T>(
        &mut self,
        class: StructId,
        assignment: bool,
        loc: Loc,
    ) -> LResult<T> {
        let name = self.structs[class.0 as usize].name.clone();
        let short = constructor_name(&name).to_string();
        let member = match assignment {
            true => format!("{name}::operator=(const {name} &)"),
            false => format!("{name}::{short}(const {name} &)"),
        };
        self.error(
            loc,
            format!("function \"{member}\" (declared implicitly) cannot be referenced -- it is a deleted function"),
        )
    }

    /// The signature of a member function candidate, or `None` where it has none to compare
    /// (a template, or one whose types do not resolve; their errors are not reported here).
    pub(super) fn candidate_signature(&mut self, c: &Candidate) -> Option<Signature> {
        let env = c.class_env.clone().unwrap_or_default();
        // A member function template's instance binds its parameters in its environment.
        let instance = c
            .decl
            .template
            .as_ref()
            .is_some_and(|t| !t.is_empty() && t.iter().all(|p| env.contains_key(&p.name)));
        if c.is_function_template() && !instance {
            return None;
        }
        let cp = self.diags.checkpoint();
        let sig = self
            .signature(&c.decl, &env, c.ns, Owner::of(c.class, c.static_member))
            .ok();
        if sig.is_none() {
            self.diags.rollback(cp);
        }
        sig
    }

    /// Whether copying a `class` object runs code: a copy constructor of its own, a base's or
    /// a member's.
    pub(super) fn copy_is_nontrivial(&mut self, class: StructId) -> bool {
        if let Some(&known) = self.nontrivial_copies.get(&class) {
            return known;
        }
        // (A deleted one is not provided: it copies nothing, so leaves copying trivial. A
        // variant member's own copy deletes the union's, which its copies must then report.)
        let user_provided =
            |c: Option<Candidate>| c.is_some_and(|c| !is_defaulted(&c.decl) && !c.decl.deleted);
        let nontrivial = user_provided(self.transfer_constructor(class, RefKind::Lvalue))
            || user_provided(self.transfer_constructor(class, RefKind::Rvalue))
            || (self.subobjects(class).into_iter())
                .map(|part| part.class)
                .chain(self.variant_member_classes(class))
                .any(|part| self.copy_is_nontrivial(part));
        self.nontrivial_copies.insert(class, nontrivial);
        nontrivial
    }

    /// Whether a by-value parameter of type `ty` is passed by address to an object the caller
    /// makes and destroys (a class with a nontrivial copy or destruction, as the x86-64 C++
    /// ABI passes them), rather than copied by the callee.
    pub(super) fn passed_by_address(&mut self, ty: &Ty) -> bool {
        match ty {
            Ty::Struct(s) => self.copy_is_nontrivial(*s) || self.has_destruction(*s),
            _ => false,
        }
    }

    /// nvcc's words for a class object `v` that no conversion function converts to `to`
    /// (qualified `to_cv`).
    pub(super) fn no_conversion_function(&self, fx: &FnCtx, v: &Val, to_cv: Cv, to: &Ty) -> String {
        let from_cv = match argument_target(fx, v, true).is_const() {
            true => "const ",
            false => "",
        };
        format!(
            "no suitable conversion function from \"{from_cv}{}\" to \"{}{}\" exists",
            self.ty_name(v.ty()),
            cv_spelling(to_cv),
            self.ty_name(to)
        )
    }

    /// `v` converted to the scalar type `to` where the language converts implicitly (an
    /// initializer, an assigned value, a returned value): C++'s standard conversions only, so
    /// that `float *p = ints;` is an error and `int *p = 0;` is not. `action` completes the
    /// message "a value of type A cannot be ... B".
    pub(super) fn implicit_scalar(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        to: &Ty,
        action: &str,
        loc: Loc,
    ) -> LResult<Var> {
        let null = is_null_constant(fx, &v);
        // An object of a class with no conversion to `to`.
        if let Val::L(_, Ty::Struct(_)) = &v {
            let message = self.no_conversion_function(fx, &v, Cv::NONE, to);
            return self.error(loc, message);
        }
        let (v, from) = self.rvalue(fx, v, loc)?;
        if !converts_implicitly(&self.structs, &from, to, null) {
            let message = format!(
                "a value of type \"{}\" cannot be {action} \"{}\"",
                self.ty_name(&from),
                self.ty_name(to)
            );
            return self.error(loc, message);
        }
        self.convert(fx, v, &from, to, loc)
    }

    /// How many bytes a copy of an object of `class` copies: its data size (a base's tail
    /// padding may hold the derived object's fields), none for an empty class, which as a base
    /// shares its address with other data (`struct T : Leaf<int&>, Empty`).
    fn copied_size(&self, class: StructId) -> u32 {
        let layout = &self.structs[class.0 as usize];
        match layout.fields.is_empty() {
            true => 0,
            false => layout.data_size as u32,
        }
    }

    /// Zero-initializes the object of type `ty` at `addr`: zero bytes, except that pointers to
    /// data members are null (-1). An empty class has no bytes to zero (see
    /// [`Lowerer::copied_size`]).
    fn zero_init(&mut self, fx: &mut FnCtx, addr: Var, ty: &Ty) {
        if matches!(ty, Ty::Struct(sid) if self.structs[sid.0 as usize].fields.is_empty()) {
            return;
        }
        let size = size_align(ty, &self.structs).map_or(0, |s| s.0);
        self.zero_fill(fx, addr, size);
        self.null_member_pointers(fx, addr, ty);
    }

    /// Sets the pointers to data members in the object of type `ty` at `addr` to null.
    fn null_member_pointers(&mut self, fx: &mut FnCtx, addr: Var, ty: &Ty) {
        let offsets = member_pointer_offsets(ty, &self.structs);
        if offsets.is_empty() {
            return;
        }
        let null = fx.b.iconst(IrType::I64, -1);
        for offset in offsets {
            let at = self.offset_addr(fx, addr, offset);
            fx.b.store(at, null);
        }
    }

    fn zero_fill(&mut self, fx: &mut FnCtx, addr: Var, size: u64) {
        if size == 0 {
            return;
        }
        let n = fx.b.iconst(IrType::I64, size as i64);
        self.zero_bytes(fx, addr, n);
    }

    /// Zeroes `n` bytes (an `I64`) from `addr`.
    pub(super) fn zero_bytes(&mut self, fx: &mut FnCtx, addr: Var, n: Var) {
        let z = fx.b.iconst(IrType::I8, 0);
        fx.b.push(Inst::Intrinsic {
            dst: None,
            name: "memset".into(),
            args: vec![addr, z, n],
        });
    }

    /// A temporary of type `ty` initialized from the braced list `list`.
    fn braced_temporary(&mut self, fx: &mut FnCtx, ty: &Ty, list: &Expr, loc: Loc) -> LResult<Val> {
        let slot = self.local_slot(fx, ty);
        self.init_object(fx, slot, ty, Some(list), loc)?;
        if let Ty::Struct(_) = ty {
            self.register_temporary(fx, slot, ty);
        }
        Ok(Val::L(slot, ty.clone()))
    }

    /// Initializes the object of type `ty` at `addr` from `init` (or default-initializes it).
    pub(super) fn init_object(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        init: Option<&Expr>,
        loc: Loc,
    ) -> LResult<()> {
        let Some(init) = init else {
            return match ty {
                Ty::Struct(sid) if self.has_constructors(*sid) => {
                    self.call_constructor(fx, *sid, addr, &[], loc)
                }
                // The implicit default constructor.
                Ty::Struct(sid) => self.as_member_of(fx, *sid, |this, fx| {
                    this.init_remaining_members(fx, addr, *sid, 0, loc)
                }),
                Ty::Array(elem, Some(n)) if self.default_init_does_work(elem) => {
                    let n = fx.b.iconst(IrType::I64, *n as i64);
                    let (size, _) = size_align(elem, &self.structs).unwrap_or((0, 1));
                    self.init_elements(fx, addr, n, elem, size, &[], false, loc)
                }
                _ => Ok(()),
            };
        };
        // `S s({1, 2})` where no constructor takes the list: the copy or move constructor
        // does, its parameter list-initialized from it and the copy elided, as `S s{1, 2}`
        // (an aggregate's too). Tried where nothing runs first, so that items are evaluated
        // once.
        if let (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Struct(_)) = (&init.kind, ty) {
            if let [list @ Expr {
                kind: ExprKind::InitList(_),
                ..
            }] = &args[..]
            {
                let cp = self.diags.checkpoint();
                let errors = self.diags.error_count();
                let _ = self.where_nothing_runs(fx, |this, fx| {
                    this.init_object_from(fx, addr, ty, init, loc)
                });
                let constructed = self.diags.error_count() == errors;
                self.diags.rollback(cp);
                if !constructed {
                    return self.init_object(fx, addr, ty, Some(list), loc);
                }
            }
        }
        self.init_object_from(fx, addr, ty, init, loc)
    }

    /// [`Lowerer::init_object`] from the initializer `init`.
    fn init_object_from(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        init: &Expr,
        loc: Loc,
    ) -> LResult<()> {
        let copy_list = std::mem::take(&mut fx.copy_list);
        self.check_designators(ty, init)?;
        let scalars = self.scalar_items(fx, init);
        // `S s{other}` copies an S (or the S part of a derived object) before any brace
        // elision could take `other` for the first member.
        if let (ExprKind::InitList(items), Ty::Struct(_)) = (&init.kind, ty) {
            if let [item] = &items[..] {
                let typed = !scalars.contains(&(item as *const Expr))
                    && !matches!(item.kind, ExprKind::InitList(_) | ExprKind::Str(_));
                if typed && self.is_aggregate(ty) && self.copies_object(fx, item, ty) {
                    let v = self.expr(fx, item)?;
                    return self.store_val(fx, addr, ty, v, loc);
                }
            }
        }
        let init = &*self.with_elided_braces(ty, init, &scalars, braces::Defaults::Left);
        match (&init.kind, ty) {
            (ExprKind::InitList(items), Ty::Struct(sid)) if self.is_initializer_list(*sid) => {
                let element = self.initializer_list_element(*sid);
                match self.initializer_list(fx, items, element, loc)? {
                    Some(list) => {
                        // The array lives as long as the object at `addr`.
                        if let Val::L(made, _) = list {
                            if let Some(array) = fx.backing_arrays.remove(&made) {
                                fx.backing_arrays.insert(addr, array);
                            }
                        }
                        self.store_val(fx, addr, ty, list, loc)
                    }
                    None => {
                        self.zero_init(fx, addr, ty);
                        Ok(())
                    }
                }
            }
            // List-initialization prefers a constructor taking an `std::initializer_list`, the
            // whole list its argument, except that `{}` runs a default constructor.
            (ExprKind::InitList(items), Ty::Struct(sid))
                if self.has_initializer_list_constructor(*sid)
                    && !(items.is_empty() && self.has_default_constructor(*sid)) =>
            {
                let list = Expr {
                    kind: ExprKind::InitList(items.clone()),
                    loc,
                };
                let list = std::slice::from_ref(&list);
                // Items not of one type are computed only once a constructor is chosen: where
                // no `initializer_list` constructor takes them, C++ takes the other
                // constructors, the items their arguments.
                if self.lists_one_type(fx, items)? {
                    let item = decayed(&self.type_of_unevaluated(fx, &items[0])?);
                    return match self.initializer_list_for(fx, *sid, &item) {
                        Some(Some(element)) => {
                            match self.initializer_list(fx, items, Some(element), loc)? {
                                Some(l) => self.call_constructor_with_vals(
                                    fx,
                                    *sid,
                                    addr,
                                    vec![(l, loc)],
                                    loc,
                                ),
                                None => self.call_constructor(fx, *sid, addr, list, loc),
                            }
                        }
                        Some(None) => self.call_constructor(fx, *sid, addr, list, loc),
                        None => self.call_constructor_with_items(fx, *sid, addr, items, loc),
                    };
                }
                let cp = self.diags.checkpoint();
                let (errors, narrowings) = (self.diags.error_count(), self.narrowing_errors);
                match self.call_constructor(fx, *sid, addr, list, loc) {
                    Ok(()) => Ok(()),
                    // Every item converts to the list's elements, some narrowing: the
                    // `initializer_list` constructor is still the one chosen.
                    Err(reported)
                        if self.narrowing_errors > narrowings
                            && self.diags.error_count() - errors
                                == self.narrowing_errors - narrowings =>
                    {
                        Err(reported)
                    }
                    Err(_) => {
                        self.diags.rollback(cp);
                        self.call_constructor_with_items(fx, *sid, addr, items, loc)
                    }
                }
            }
            (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Struct(sid))
            | (ExprKind::InitList(args), Ty::Struct(sid))
                if self.has_constructors(*sid)
                    && !(matches!(init.kind, ExprKind::InitList(_))
                        && !args.is_empty()
                        && self.aggregate_despite_constructors(*sid)) =>
            {
                // Value-initialization (`T{}`) zeroes an object whose default constructor is
                // not the class's own code before running it.
                if args.is_empty() && !self.default_constructor_is_user_provided(*sid) {
                    self.zero_init(fx, addr, ty);
                }
                let vals = match init.kind {
                    ExprKind::InitList(_) => self.lower_list_items(fx, args)?,
                    _ => self.lower_args(fx, args)?,
                };
                self.copy_list_constructor = copy_list.then_some(init.loc);
                let constructed = self.construct_from_vals(fx, *sid, addr, vals, loc);
                self.copy_list_constructor = None;
                constructed
            }
            // C++20: an aggregate initialized from a parenthesized list (`Agg g(3, 4);`), as
            // from a braced one.
            (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Struct(_))
                if self.cxx20
                    && !args.is_empty()
                    && self.is_aggregate(ty)
                    && (args.len() > 1 || !self.copies_object(fx, &args[0], ty)) =>
            {
                self.init_from_parenthesized_list(fx, addr, ty, args, loc)
            }
            // C++20: an array initialized from a parenthesized list (`int a[3](1, 2, 3);`).
            (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Array(..))
                if self.cxx20 && !args.is_empty() =>
            {
                self.init_from_parenthesized_list(fx, addr, ty, args, loc)
            }
            // (Of one value, nvcc's words for the value, there: measured.)
            (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Array(..)) if args.len() == 1 => {
                let v = self.expr(fx, &args[0])?;
                let (from, to) = (self.ty_name(&decayed(v.ty())), self.ty_name(ty));
                self.error(
                    args[0].loc,
                    format!("a value of type \"{from}\" cannot be used to initialize an entity of type \"{to}\""),
                )
            }
            (ExprKind::Construct(TypeExpr::Auto, args, _), Ty::Array(..)) if !args.is_empty() => {
                self.error(
                    loc,
                    "an array cannot be initialized with a parenthesized initializer",
                )
            }
            (ExprKind::Construct(TypeExpr::Auto, args, _), _) => {
                if args.len() == 1 {
                    let v = self.expr(fx, &args[0])?;
                    let v = self.directly_converted(fx, v, ty, loc)?;
                    return self.store_val(fx, addr, ty, v, loc);
                }
                if args.is_empty() {
                    self.zero_init(fx, addr, ty);
                    if let Ty::Struct(sid) = ty {
                        return self.init_remaining_members(fx, addr, *sid, 0, loc);
                    }
                    return Ok(());
                }
                self.error(loc, "too many initializers")
            }
            (ExprKind::InitList(items), Ty::Array(elem, n)) => {
                let (es, _) = size_align(elem, &self.structs).unwrap_or((0, 1));
                if let Some(extra) = n.and_then(|n| items.get(n as usize)) {
                    return self.too_many_initializers(extra);
                }
                let n =
                    fx.b.iconst(IrType::I64, n.unwrap_or(items.len() as u64) as i64);
                self.init_elements(fx, addr, n, elem, es, items, true, loc)
            }
            (ExprKind::Str(literal), Ty::Array(elem, n))
                if initializes_from_string(elem, literal) =>
            {
                self.check_string_fits(literal, elem, *n, init.loc)?;
                let unit = literal.encoding.unit_bytes();
                let len = n.unwrap_or(literal.array_len()) * unit as u64;
                self.zero_fill(fx, addr, len);
                let unit_ty = elem.ir().unwrap_or(IrType::I8);
                let units = literal.bytes.chunks(unit).take(len as usize / unit);
                for (i, bytes) in units.enumerate() {
                    let mut le = [0; 8];
                    le[..unit].copy_from_slice(bytes);
                    let off = fx.b.iconst(IrType::I64, (i * unit) as i64);
                    let a = fx.b.binary(BinOp::Add, addr, off);
                    let c = fx.b.iconst(unit_ty, i64::from_le_bytes(le));
                    fx.b.store(a, c);
                }
                Ok(())
            }
            // A class with virtual functions is no aggregate: its implicit constructors take
            // the items.
            (ExprKind::InitList(items), Ty::Struct(sid))
                if !items.is_empty() && self.structs[sid.0 as usize].polymorphic =>
            {
                self.call_constructor_with_items(fx, *sid, addr, items, init.loc)
            }
            (ExprKind::InitList(items), Ty::Struct(sid)) => {
                let root = fx.aggregate_root;
                fx.aggregate_root = root.or(Some(addr));
                let done = self.init_aggregate(fx, addr, *sid, items, loc);
                fx.aggregate_root = root;
                done
            }
            (ExprKind::InitList(items), _) if items.len() <= 1 => match items.first() {
                // An enumeration with a fixed underlying type takes an integer in braces
                // (`std::byte b{0xF0}`, C++17).
                Some(item) if matches!(ty, Ty::Enum(e) if e.fixed) => {
                    let v = self.expr(fx, item)?;
                    self.check_list_narrowing(fx, item, v.ty(), ty)?;
                    let v = match v.ty() {
                        Ty::Int { .. } | Ty::Bool => {
                            let (x, from) = self.rvalue(fx, v, loc)?;
                            Val::R(self.convert_explicit(fx, x, &from, ty, loc)?, ty.clone())
                        }
                        _ => v,
                    };
                    self.store_val(fx, addr, ty, v, loc)
                }
                Some(item) => {
                    let v = self.expr(fx, item)?;
                    let v = self.directly_converted(fx, v, ty, loc)?;
                    self.check_list_narrowing(fx, item, v.ty(), ty)?;
                    self.store_val(fx, addr, ty, v, loc)
                }
                None => {
                    self.zero_init(fx, addr, ty);
                    Ok(())
                }
            },
            _ => {
                let v = self.value_for(fx, init, ty)?;
                self.copy_initialize(fx, addr, ty, v, start_loc(init))
            }
        }
    }

    /// The error for `extra`, the first item of a braced list that its aggregate or array has
    /// no element for (nvcc's words and place).
    pub(super) fn too_many_initializers<T>(&mut self, extra: &Expr) -> LResult<T> {
        self.error(start_loc(extra), "too many initializer values")
    }

    /// `v` converted for direct-initialization of a scalar of type `ty` (`int b(x);`, `int
    /// d{x};`): a class object through its conversion functions, `explicit` ones included
    /// ([over.match.conv]); anything else as it is.
    fn directly_converted(&mut self, fx: &mut FnCtx, v: Val, ty: &Ty, loc: Loc) -> LResult<Val> {
        match (v.ty(), ty.is_scalar()) {
            (Ty::Struct(_), true) => self.converted_object(fx, v, ty, Conversion::Explicit, loc),
            _ => Ok(v),
        }
    }

    /// Initialization from a parenthesized list (`T(args)`, a base's initializer `B(v)`, C++20's
    /// `Agg g(3, 4)`): a class with constructors gets the arguments as a constructor's (never
    /// as one `std::initializer_list`), anything else as from a braced list but for narrowing,
    /// which it allows.
    pub(super) fn init_from_parenthesized_list(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<()> {
        if matches!(ty, Ty::Struct(sid) if self.has_constructors(*sid)) {
            let arguments = Expr {
                kind: ExprKind::Construct(TypeExpr::Auto, args.to_vec(), false),
                loc,
            };
            return self.init_object(fx, addr, ty, Some(&arguments), loc);
        }
        let list = Expr {
            kind: ExprKind::InitList(args.to_vec()),
            loc,
        };
        self.with_list_narrowing(fx, ListNarrowing::Allowed, |this, fx| {
            this.init_object(fx, addr, ty, Some(&list), loc)
        })
    }

    /// Initializes the object of type `ty` at `addr` from `item`, an item of a braced list
    /// (an element of an array, a member of an aggregate), as [`Self::init_object`] does,
    /// reporting a scalar's narrowing conversion.
    pub(super) fn init_from_list_item(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        ty: &Ty,
        item: &Expr,
    ) -> LResult<()> {
        let listed = matches!(
            item.kind,
            ExprKind::InitList(_) | ExprKind::Designated(..) | ExprKind::SkippedMember
        );
        if listed || !ty.is_arith() {
            // An element initialized from a braced item is copy-list-initialized (no
            // `explicit` constructor), whatever form the list around it has.
            fx.copy_list = matches!(item.kind, ExprKind::InitList(_));
            return self.init_object(fx, addr, ty, Some(item), item.loc);
        }
        let v = self.expr(fx, item)?;
        self.check_list_narrowing(fx, item, v.ty(), ty)?;
        self.store_val(fx, addr, ty, v, start_loc(item))
    }

    /// Initializes `n` elements from `first`: the first ones from `items`, the rest by default
    /// (zero first when `value_init`, as `new T[n]()` does, or when some came from `items`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn init_elements(
        &mut self,
        fx: &mut FnCtx,
        first: Var,
        n: Var,
        elem: &Ty,
        elem_size: u64,
        items: &[Expr],
        value_init: bool,
        loc: Loc,
    ) -> LResult<()> {
        // Known before the items are lowered, while `n`'s definition is in the current block.
        let all_listed =
            fx.b.int_constant(n)
                .is_some_and(|count| count <= items.len() as i64);
        let size = fx.b.iconst(IrType::I64, elem_size as i64);
        if value_init || !items.is_empty() {
            let bytes = fx.b.binary(ir::BinOp::Mul, n, size);
            self.zero_bytes(fx, first, bytes);
            if !member_pointer_offsets(elem, &self.structs).is_empty() {
                let start = fx.b.iconst(IrType::I64, 0);
                self.count_up(fx, start, n, |this, fx, i, _| {
                    let off = fx.b.binary(ir::BinOp::Mul, i, size);
                    let at = fx.b.binary(ir::BinOp::Add, first, off);
                    this.null_member_pointers(fx, at, elem);
                    Ok(())
                })?;
            }
        }
        for (i, item) in items.iter().enumerate() {
            let off = fx.b.iconst(IrType::I64, (i as u64 * elem_size) as i64);
            let at = fx.b.binary(ir::BinOp::Add, first, off);
            self.init_from_list_item(fx, at, elem, item)?;
        }
        if all_listed || !self.default_init_does_work(elem) {
            return Ok(());
        }
        // The rest are default-initialized, one by one (the temporaries of one element's
        // default arguments gone before the next is made, as C++ has them).
        let start = fx.b.iconst(IrType::I64, items.len() as i64);
        self.count_up(fx, start, n, |this, fx, i, _| {
            let off = fx.b.binary(ir::BinOp::Mul, i, size);
            let at = fx.b.binary(ir::BinOp::Add, first, off);
            this.full_expression(fx, loc, |this, fx| {
                this.init_object(fx, at, elem, None, loc)
            })
        })
    }

    /// Whether `e` is an object of class `ty` or of a class derived from it, which initializes
    /// a `ty` by copying (or moving) it.
    pub(super) fn copies_object(&mut self, fx: &mut FnCtx, e: &Expr, ty: &Ty) -> bool {
        let cp = self.diags.checkpoint();
        let from = self.type_of_unevaluated(fx, e);
        self.diags.rollback(cp);
        from.is_ok_and(|from| self.subobject_offset(&from, ty).is_some())
    }

    /// Whether default-initializing an object of type `ty` runs code: a constructor or a
    /// default member initializer, of the class itself, a base, a member or an element, or the
    /// recording of a polymorphic object's dynamic type (which virtual calls read).
    pub(super) fn default_init_does_work(&mut self, ty: &Ty) -> bool {
        match ty {
            Ty::Array(elem, _) => self.default_init_does_work(elem),
            Ty::Struct(sid) if self.structs[sid.0 as usize].polymorphic => true,
            Ty::Struct(sid) => {
                let decl = self.struct_infos[sid.0 as usize].decl.clone();
                let member_inits = decl
                    .body
                    .iter()
                    .flat_map(|b| &b.fields)
                    .any(|f| !f.is_static && f.init.is_some());
                if member_inits || self.has_constructors(*sid) {
                    return true;
                }
                let layout = self.structs[sid.0 as usize].clone();
                layout
                    .bases
                    .iter()
                    .map(|(b, _)| Ty::Struct(*b))
                    .chain(
                        layout
                            .fields
                            .iter()
                            .filter(|f| !f.reference)
                            .map(|f| f.ty.clone()),
                    )
                    .any(|t| self.default_init_does_work(&t))
            }
            _ => false,
        }
    }

    /// Completes the initialization of a class object whose first `first` elements (see
    /// [`Lowerer::aggregate_elements`]: the bases, then the members) an aggregate initializer
    /// has set: the bases it did not reach are default-initialized, and the members get their
    /// default member initializers.
    fn init_remaining_members(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        first: usize,
        loc: Loc,
    ) -> LResult<()> {
        let bases = self.structs[sid.0 as usize].bases.clone();
        for (k, &(base, offset)) in bases.iter().enumerate() {
            if k >= first {
                let base_addr = self.offset_addr(fx, addr, offset);
                self.init_object(fx, base_addr, &Ty::Struct(base), None, loc)?;
            }
        }
        self.install_dynamic_type(fx, addr, sid);
        let members = first.saturating_sub(bases.len());
        self.member_inits_in_order(fx, addr, sid, members, &[])
    }

    /// A constructor's base-class initializers: each base that `inits` names (`: Base(7)`) is
    /// constructed from its arguments, the others are default-initialized.
    pub(super) fn init_bases(
        &mut self,
        fx: &mut FnCtx,
        this: Var,
        sid: StructId,
        inits: &[MemberInit],
        loc: Loc,
    ) -> LResult<()> {
        for (base, offset) in self.structs[sid.0 as usize].bases.clone() {
            let base_addr = self.offset_addr(fx, this, offset);
            let written = inits
                .iter()
                .find(|i| self.base_named(fx, sid, i) == Some(base));
            let base_ty = Ty::Struct(base);
            // (Each initializer is a full-expression: its temporaries go before the next.)
            self.full_expression(fx, loc, |this, fx| match written {
                Some(i) if !i.braced => {
                    this.init_from_parenthesized_list(fx, base_addr, &base_ty, &i.args, loc)
                }
                Some(i) => {
                    let list = Expr {
                        kind: ExprKind::InitList(i.args.clone()),
                        loc: i.loc,
                    };
                    this.init_object(fx, base_addr, &base_ty, Some(&list), loc)
                }
                None => this.init_object(fx, base_addr, &base_ty, None, loc),
            })?;
        }
        Ok(())
    }

    /// The direct base class of `sid` that a member initializer names: a type that is one of
    /// its bases where the constructor is (`Leaf<0, int>`, one of several `Leaf` bases; a
    /// template parameter), the base's own name (`Base` for `Base<T>` too) or a type name
    /// declared in the class.
    pub(super) fn base_named(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        init: &MemberInit,
    ) -> Option<StructId> {
        let bases = self.structs[sid.0 as usize].bases.clone();
        // As a type where the constructor is (a template parameter, an element of a pack).
        let cp = self.diags.checkpoint();
        let written = TypeExpr::Named(init.name.clone());
        let found = self.resolve_type_in(fx, &written, init.loc);
        self.diags.rollback(cp);
        if let Ok(Ty::Struct(t)) = found {
            if bases.iter().any(|&(b, _)| b == t) {
                return Some(t);
            }
        }
        let name = init.simple_name();
        if let Some(&(base, _)) = bases
            .iter()
            .find(|(b, _)| self.struct_infos[b.0 as usize].decl.name.as_ref() == Some(name))
        {
            return Some(base);
        }
        let cp = self.diags.checkpoint();
        match self.member_type(sid, name, None, Loc::default()) {
            Ok(Ty::Struct(t)) if bases.iter().any(|&(b, _)| b == t) => Some(t),
            _ => {
                self.diags.rollback(cp);
                None
            }
        }
    }

    /// The class's own non-static members (not its bases'), after the `initialized` first
    /// (an anonymous union or struct counting as one member), initialized in declaration
    /// order, as C++ orders them: each by the constructor's member
    /// initializer in `explicit` that names it, else by its default member initializer (`int a
    /// = 7;`, `int b{2};`); members of class type without either are default-initialized.
    /// Member initializers that name no field (bases, already constructed, or errors) come
    /// last.
    pub(super) fn member_inits_in_order(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        initialized: usize,
        explicit: &[MemberInit],
    ) -> LResult<()> {
        let names_field = |m: &MemberInit, name: &str| {
            m.name.segments.len() == 1
                && m.name.last().targs.is_none()
                && **m.simple_name() == *name
        };
        let Some(body) = self.struct_infos[sid.0 as usize].decl.body.clone() else {
            return Ok(());
        };
        let fields = body
            .fields
            .iter()
            .filter(|f| !f.is_static && f.name.is_some());
        // A union's member that an initializer (or a braced list's item) names is the one it
        // holds: no other's default member initializer runs.
        let union_member_chosen = self.struct_infos[sid.0 as usize].decl.kind == StructKind::Union
            && (initialized > 0
                || (fields.clone()).any(|f| {
                    (f.name.as_deref())
                        .is_some_and(|name| explicit.iter().any(|m| names_field(m, name)))
                }));
        for field in body
            .fields
            .iter()
            .filter(|f| !f.is_static)
            .skip(initialized)
        {
            // (Each initializer is a full-expression: its temporaries go before the next.)
            let Some(name) = &field.name else {
                // An anonymous union's or struct's members, where no initializer names them.
                if let TypeExpr::Struct(inner) = &field.ty {
                    self.full_expression(fx, field.loc, |this, fx| {
                        this.anonymous_member_inits(fx, addr, sid, inner, explicit)
                    })?;
                }
                continue;
            };
            match explicit.iter().find(|m| names_field(m, name)) {
                Some(init) => {
                    self.full_expression(fx, init.loc, |this, fx| this.member_init(fx, init, sid))?
                }
                None if union_member_chosen => {}
                None => self.full_expression(fx, field.loc, |this, fx| {
                    this.default_member_init(fx, addr, sid, name)
                })?,
            }
        }
        let field_names: Vec<Rc<str>> = body.fields.iter().filter_map(|f| f.name.clone()).collect();
        for init in explicit {
            if !field_names.iter().any(|n| names_field(init, n)) {
                self.full_expression(fx, init.loc, |this, fx| this.member_init(fx, init, sid))?;
            }
        }
        Ok(())
    }

    /// The default member initializers of the members of the anonymous union or struct
    /// `inner` of class `sid` (whose members are `sid`'s, see the layout), those `explicit`
    /// does not name: each of a struct's, a union's one.
    fn anonymous_member_inits(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        inner: &StructDecl,
        explicit: &[MemberInit],
    ) -> LResult<()> {
        let Some(body) = &inner.body else {
            return Ok(());
        };
        let initialized = |name: &str| {
            explicit
                .iter()
                .any(|m| m.name.segments.len() == 1 && **m.simple_name() == *name)
        };
        if body
            .fields
            .iter()
            .any(|f| f.name.as_deref().is_some_and(initialized))
        {
            return Ok(());
        }
        for field in &body.fields {
            match (&field.name, &field.ty, &field.init) {
                (Some(name), _, Some(init)) => {
                    let Some(f) = self.structs[sid.0 as usize].field(name).cloned() else {
                        continue;
                    };
                    self.in_class_scope(fx, sid, addr, |this, fx| {
                        this.init_field(fx, addr, f, init, field.loc)
                    })?;
                }
                (None, TypeExpr::Struct(nested), _) => {
                    self.anonymous_member_inits(fx, addr, sid, nested, explicit)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Initializes the member `name` of the object of class `sid` at `addr` (zeroed) as no
    /// initializer names it: by its default member initializer, run in the class's scope, else
    /// by default (a class's constructor).
    fn default_member_init(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        name: &str,
    ) -> LResult<()> {
        let decl = self.struct_infos[sid.0 as usize].decl.clone();
        let fields = decl.body.iter().flat_map(|b| &b.fields);
        let Some(field) = fields.into_iter().find(|f| f.name.as_deref() == Some(name)) else {
            return Ok(());
        };
        let Some(f) = self.structs[sid.0 as usize].field(name).cloned() else {
            return Ok(());
        };
        match &field.init {
            Some(init) => self.in_class_scope(fx, sid, addr, |this, fx| {
                // (`I m = {5};` is copy-list-initialization; the object made reads the flag.)
                fx.copy_list = field.copy_list && !f.reference && f.bits.is_none();
                this.init_field(fx, addr, f, init, field.loc)
            }),
            // A reference refers to nothing until it is initialized: C++ has none left so.
            None if f.reference => {
                let class = self.structs[sid.0 as usize].name.clone();
                self.error(
                    field.loc,
                    format!("reference member \"{class}::{name}\" is not initialized"),
                )
            }
            // A member of a class type is default-constructed (a union's is not).
            None if !f.variant && self.default_init_does_work(&f.ty) => {
                let at = self.offset_addr(fx, addr, f.offset);
                self.init_object(fx, at, &f.ty, None, field.loc)
            }
            None => Ok(()),
        }
    }

    /// `f` run where the names are those of the class `sid`'s scope, for its object at `addr`:
    /// its template arguments, its members through `this`, its namespace's names, and none of
    /// the locals of the function lowering it (a default member initializer's meaning).
    fn in_class_scope<R>(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        addr: Var,
        f: impl FnOnce(&mut Self, &mut FnCtx) -> R,
    ) -> R {
        let info = &self.struct_infos[sid.0 as usize];
        let (env, ns) = (info.env.clone(), info.ns);
        let outer_env = std::mem::replace(&mut fx.env, env);
        let outer_ns = std::mem::replace(&mut fx.ns, ns);
        let outer_this = fx.this.replace((addr, sid));
        let outer_class = fx.class.replace(sid);
        let outer_const = std::mem::take(&mut fx.const_members);
        let outer_this_const = std::mem::replace(&mut fx.this_is_const, false);
        let outer_scopes = std::mem::replace(&mut fx.scopes, vec![HashMap::default()]);
        let result = self.as_member_of(fx, sid, f);
        fx.scopes = outer_scopes;
        fx.this_is_const = outer_this_const;
        fx.const_members = outer_const;
        fx.class = outer_class;
        fx.this = outer_this;
        fx.ns = outer_ns;
        fx.env = outer_env;
        result
    }

    /// A conversion of an object to the scalar type `to` (explicit, or implicit where the object
    /// initializes or is assigned to a scalar) calls the class's conversion function to `to`,
    /// or its only conversion function (the caller then converts the result); any other value
    /// is returned as it is.
    pub(super) fn through_conversion_function(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        to: &Ty,
        loc: Loc,
    ) -> LResult<Val> {
        self.converted_object(fx, v, to, Conversion::Implicit, loc)
    }

    /// [`Lowerer::through_conversion_function`] for an explicit conversion (a cast) or a
    /// contextual one (a condition), which `explicit` conversion functions take part in.
    pub(super) fn converted_object(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        to: &Ty,
        conversion: Conversion,
        loc: Loc,
    ) -> LResult<Val> {
        let Val::L(addr, Ty::Struct(sid)) = v else {
            return Ok(v);
        };
        let object = self.object_kind(fx, addr);
        let Some(conversion) = self.conversion_function(sid, object, to, conversion) else {
            return Ok(Val::L(addr, Ty::Struct(sid)));
        };
        let name = conversion.decl.name.last().name.to_string();
        let owner = conversion.class.unwrap_or(sid);
        let cands = self.with_definitions(owner, conversion);
        self.resolve_and_call(fx, &name, cands, None, Some(addr), Vec::new(), loc)
    }

    /// Whether the conversion function that direct-initializes a reference of `kind` to `to`
    /// from the class object `v` may be the `explicit` one it would call: where that returns
    /// a reference of the same kind ([over.match.ref]; nvcc refuses `const float& r(m)` with
    /// `explicit operator float()`, measured).
    pub(super) fn explicit_conversion_binds(
        &mut self,
        fx: &FnCtx,
        v: &Val,
        to: &Ty,
        kind: RefKind,
    ) -> bool {
        let Some(chosen) = self.object_conversion(fx, v, to, Conversion::Explicit) else {
            return false;
        };
        if !self.is_explicit(&chosen, None) {
            return true;
        }
        self.candidate_signature(&chosen)
            .is_some_and(|sig| sig.ret_is_ref && sig.ret_xvalue == (kind == RefKind::Rvalue))
    }

    /// Whether the class object `v` of a class unrelated to `to` converts to an lvalue of `to`
    /// through a conversion function that returns an lvalue reference (`operator int&()`): a
    /// `T&` binds the function's result whether the object is an lvalue or an rvalue
    /// ([dcl.init.ref]; a `reference_wrapper` prvalue bound to an `int&`).
    pub(super) fn converts_to_lvalue(&mut self, fx: &FnCtx, v: &Val, to: &Ty) -> bool {
        let Val::L(_, from @ Ty::Struct(_)) = v else {
            return false;
        };
        if from == to || self.subobject_offset(from, to).is_some() {
            return false;
        }
        let Some(chosen) = self.object_conversion(fx, v, to, Conversion::Implicit) else {
            return false;
        };
        self.candidate_signature(&chosen)
            .is_some_and(|sig| sig.ret_is_ref && !sig.ret_xvalue)
    }

    /// The conversion function that converts the class object `v` to `to` (see
    /// [`Lowerer::conversion_function`]), for the object's qualifiers and value category;
    /// `None` where `v` is no class object or none converts it.
    pub(super) fn object_conversion(
        &mut self,
        fx: &FnCtx,
        v: &Val,
        to: &Ty,
        conversion: Conversion,
    ) -> Option<Candidate> {
        let Val::L(addr, Ty::Struct(class)) = v else {
            return None;
        };
        let object = self.object_kind(fx, *addr);
        self.conversion_function(*class, object, to, conversion)
    }

    /// The conversion function `chosen` of `class` with the class's definitions of it outside
    /// the class (`C::operator int() const {...}`), among which a call finds its body.
    fn with_definitions(&mut self, class: StructId, chosen: Candidate) -> Vec<Candidate> {
        if chosen.decl.template.is_some() || chosen.decl.body.is_some() {
            return vec![chosen];
        }
        let name = chosen.decl.name.last().name.clone();
        let outside = self.own_methods(class, |m| {
            m.name.last().name == name && m.body.is_some() && m.name.segments.len() > 1
        });
        std::iter::once(chosen).chain(outside).collect()
    }

    /// The conversion function template `found` with its pack as long as the parameters of the
    /// function pointer type `to` make it (a generic lambda's with `auto... xs`, converted to
    /// `int (*)(int, int)`); `found` itself when it has no pack, `None` when `to` has too few
    /// parameters for it.
    fn conversion_packs_expanded(&mut self, found: Candidate, to: &Ty) -> Option<Candidate> {
        let Some(tparams) = &found.decl.template else {
            return Some(found);
        };
        if !tparams.iter().any(|p| p.pack) {
            return Some(found);
        }
        let TypeExpr::Pointer(pointee) = &found.decl.ret else {
            return None;
        };
        let (TypeExpr::Function(_, written, _), Some(Ty::Func(target))) =
            (&**pointee, to.pointee())
        else {
            return None;
        };
        let single = |p: &&Param| !matches!(p.ty, TypeExpr::PackExpansion(_));
        let pack_size = target
            .params
            .len()
            .checked_sub(written.iter().filter(single).count())?;
        let targs = tparams.iter().filter(|p| !p.pack).count() + pack_size;
        let decl = self.expanded_template_for(&found.decl, targs).ok()??;
        Some(Candidate { decl, ..found })
    }

    /// The conversion function of `class` that a conversion to `to` calls: of those whose
    /// result converts to `to` by a standard conversion, the one needing the least (its exact
    /// type, then a promotion, then a conversion), and of two alike the one not `const` (the
    /// implicit object argument binds to it better: `operator T*()` over `operator const T*()
    /// const`, whose results differ only in what types here do not carry), then the one not a
    /// template; only `const` ones for a `const` object. `None` when none converts, or when two
    /// are best alike (an ambiguity C++ rejects).
    fn conversion_function(
        &mut self,
        class: StructId,
        object: ObjectKind,
        to: &Ty,
        conversion: Conversion,
    ) -> Option<Candidate> {
        // Never to the object's own class or a base of it ([class.conv.fct]): copying does
        // that (a template `operator U()` is not instantiated for `U` = the class).
        if self.subobject_offset(&Ty::Struct(class), to).is_some() {
            return None;
        }
        let mut ranked = Vec::new();
        for found in self.conversion_functions(class, conversion) {
            let Some(found) = self.conversion_packs_expanded(found, to) else {
                continue;
            };
            let (m, ns, owner_class) = (found.decl.clone(), found.ns, found.class.unwrap_or(class));
            let env = found.class_env.clone().unwrap_or_default();
            let Some(added_qualifiers) = object.binding(&m) else {
                continue;
            };
            // A conversion function template (`template <class T> operator T*()`) deduces its
            // parameters from the type converted to; the candidate carries them bound.
            let env = match &m.template {
                Some(tparams) => {
                    let mut bound = (*env).clone();
                    let site = (env.clone(), ns);
                    let deduced = self.bind_template_params(
                        tparams,
                        None,
                        (&site.0, site.1),
                        ns,
                        m.loc,
                        &mut bound,
                        |this, names, bound| {
                            deduce(&m.ret, to, Cv::NONE, names, bound, &this.struct_infos)
                        },
                    );
                    if deduced.is_none() {
                        continue;
                    }
                    Rc::new(bound)
                }
                None => env.clone(),
            };
            let owner = Owner::of(Some(owner_class), false);
            let cp = self.diags.checkpoint();
            let Ok(sig) = self.signature(&m, &env, ns, owner) else {
                self.diags.rollback(cp);
                continue;
            };
            let candidate = Candidate {
                class_env: Some(env),
                ..found
            };
            // An `explicit` one converts to a scalar only where it gives that very type: a
            // direct-initialization leaves it no conversion but a qualification one
            // ([over.match.conv]; `explicit operator bool()` makes no `int`).
            if conversion == Conversion::Explicit
                && to.is_scalar()
                && sig.ret != *to
                && self.is_explicit(&candidate, None)
            {
                continue;
            }
            // (An array is converted to only by a reference to it: `operator int (&)[3]()`.)
            let to_array = matches!(to, Ty::Array(..));
            let exact_array = to_array && sig.ret_is_ref && sig.ret == *to;
            let result = match sig.ret {
                Ty::Struct(_) => Val::L(Var(0), sig.ret),
                ret => Val::R(Var(0), ret),
            };
            let cost = match to_array {
                true => exact_array.then_some(0),
                false => conversion_cost(&self.structs, &result, false, to, false),
            };
            // Of two alike, a function is chosen over a template's instance, as C++ says.
            if let Some(cost) = cost {
                ranked.push(((cost, added_qualifiers, m.template.is_some()), candidate));
            }
        }
        ranked.sort_by_key(|(rank, _)| *rank);
        match ranked.as_slice() {
            [(best, _), (next, _), ..] if best == next => None,
            [(_, chosen), ..] => Some(chosen.clone()),
            [] => None,
        }
    }

    /// The conversion functions of `class` and its bases that `conversion` may use, each as
    /// a candidate of the class declaring it (at its offset in `class`'s object).
    fn conversion_functions(&mut self, class: StructId, conversion: Conversion) -> Vec<Candidate> {
        let info = &self.struct_infos[class.0 as usize];
        let mut out: Vec<Candidate> = info
            .decl
            .body
            .iter()
            .flat_map(|b| &b.methods)
            .filter(|m| m.role == FunctionRole::Conversion)
            .map(|m| Candidate::member(m.clone(), info.ns, class, info.env.clone()))
            .collect();
        // A conversion function hides its bases' to the same type (the name it has).
        let converts_to = |this: &mut Self, c: &Candidate| {
            let sig = this.candidate_signature(c)?;
            Some((sig.ret, sig.ret_is_ref))
        };
        let own: Vec<_> = (out.iter().filter(|c| c.decl.template.is_none()))
            .filter_map(|c| converts_to(self, c))
            .collect();
        if conversion == Conversion::Implicit {
            out.retain(|c| !self.is_explicit(c, None));
        }
        for (base, offset) in self.structs[class.0 as usize].bases.clone() {
            for c in self.conversion_functions(base, conversion) {
                if c.decl.template.is_none()
                    && converts_to(self, &c).is_some_and(|to| own.contains(&to))
                {
                    continue;
                }
                out.push(Candidate {
                    base_offset: c.base_offset + offset,
                    ..c
                });
            }
        }
        out
    }

    /// The class object `v` converted by its class's only implicit conversion function that is
    /// not a template, where a built-in operator takes any scalar (`+lambda` makes a function
    /// pointer, `smem[i]` subscripts the pointer `smem` converts to); of a pair told apart by
    /// `const` (`operator T*()`, `operator const T*() const`), the one for the object's
    /// constness. `v` itself when there is no such function.
    pub(super) fn through_sole_conversion_function(
        &mut self,
        fx: &mut FnCtx,
        v: Val,
        loc: Loc,
    ) -> LResult<Val> {
        let Val::L(addr, Ty::Struct(class)) = v else {
            return Ok(v);
        };
        let mut conversions = self.conversion_functions(class, Conversion::Implicit);
        if conversions.len() == 2 {
            let object_is_const = is_const_object(fx, addr);
            conversions.retain(|c| c.decl.is_const_method == object_is_const);
        }
        let [candidate] = conversions.as_slice() else {
            return Ok(v);
        };
        if candidate.decl.template.is_some() {
            return Ok(v);
        }
        let name = candidate.decl.name.last().name.to_string();
        let owner = candidate.class.unwrap_or(class);
        let cands = self.with_definitions(owner, candidate.clone());
        self.resolve_and_call(fx, &name, cands, None, Some(addr), vec![], loc)
    }

    /// `object = value` for a class without `operator=`: the implicit copy (or, from an
    /// xvalue, move) assignment, which assigns the members and leaves the object's dynamic type
    /// as it was. Members are copied as bytes, except those of a class with an assignment of its
    /// own: they keep their value until their `operator=` runs.
    pub(super) fn assign_object(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        class: StructId,
        value: Val,
        loc: Loc,
    ) -> LResult<()> {
        let ty = Ty::Struct(class);
        let src = match value {
            Val::L(src, t) if t == ty => src,
            Val::L(src, t) if self.subobject_offset(&t, &ty).is_some() => {
                let offset = self.subobject_offset(&t, &ty).unwrap_or(0);
                self.offset_addr(fx, src, offset)
            }
            other => return self.store(fx, addr, &ty, other, Storing::Assignment, loc),
        };
        let how = self.transfer_chosen(class, Transfer::of(fx, src), true);
        if self.implicit_transfer_deleted(class, how, true) {
            return self.deleted_implicit_member(class, true, loc);
        }
        // Without a move assignment (implicit, or declared and defaulted), the implicit copy
        // assignment moves nothing.
        let how = match how {
            Transfer::Move
                if !self.declares_implicit_move(class, true)
                    && !self.declares_transfer_assignment(class, RefKind::Rvalue) =>
            {
                Transfer::Copy
            }
            how => how,
        };
        let layout = self.structs[class.0 as usize].clone();
        let kept: Vec<(Var, Var)> = layout
            .fields
            .iter()
            .filter(|f| &*f.name == super::virtuals::DYNAMIC_TYPE_FIELD)
            .map(|f| {
                let at = self.offset_addr(fx, addr, f.offset);
                (at, fx.b.load(IrType::Ptr, at))
            })
            .collect();
        let assigned: Vec<Subobject> = self
            .subobjects(class)
            .into_iter()
            .filter(|part| self.assignment_is_nontrivial(part.class))
            .collect();
        let mut saved = Vec::new();
        for part in &assigned {
            let part_ty = match part.count {
                1 => Ty::Struct(part.class),
                n => Ty::Array(Rc::new(Ty::Struct(part.class)), Some(n)),
            };
            let slot = self.local_slot(fx, &part_ty);
            let at = self.offset_addr(fx, addr, part.offset);
            let (size, align) = size_align(&part_ty, &self.structs).unwrap_or((0, 1));
            // (Not a base's tail padding, where the class's own members may lie.)
            let size = match part.count {
                1 => self.structs[part.class.0 as usize].data_size,
                _ => size,
            };
            fx.copy_object(slot, at, size as u32, align);
            saved.push((slot, at, size as u32, align));
        }
        let align = self.structs[class.0 as usize].align;
        fx.copy_object(addr, src, self.copied_size(class), align);
        for (at, tag) in kept {
            fx.b.store(at, tag);
        }
        for (part, (slot, at, size, align)) in assigned.iter().zip(saved) {
            fx.copy_object(at, slot, size, align);
            let from = self.offset_addr(fx, src, part.offset);
            self.as_member_of(fx, class, |this, fx| {
                this.element_pairs(fx, at, from, part, loc, |this, fx, d, s| {
                    this.assign_subobject(fx, d, s, part.class, how, loc)
                })
            })?;
        }
        Ok(())
    }

    /// `object.operator=(value)` (`Base::operator=(other)` in a member function) where the
    /// class of the object at `addr` declares no `operator=`: its implicit copy or move
    /// assignment, which returns the object.
    fn implicit_assignment_call(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        class: StructId,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        let [value] = args else {
            let name = self.structs[class.0 as usize].name.clone();
            return self.error(
                loc,
                format!(
                    "no matching function for call to '{name}::operator=' with {} arguments",
                    args.len()
                ),
            );
        };
        let value = self.expr(fx, value)?;
        self.assign_object(fx, addr, class, value, loc)?;
        Ok(Val::L(addr, Ty::Struct(class)))
    }

    /// Assigns the `class` object at `src` to the one at `dst`, as a member of an implicitly
    /// assigned object: by the class's `operator=`, or member by member.
    fn assign_subobject(
        &mut self,
        fx: &mut FnCtx,
        dst: Var,
        src: Var,
        class: StructId,
        how: Transfer,
        loc: Loc,
    ) -> LResult<()> {
        let source = self.transfer_source(fx, src, class, how);
        // (Its other assignment operators, `operator=(int)`, leave it the implicit ones.)
        let declared = self.declares_transfer_assignment(class, RefKind::Lvalue)
            || self.declares_transfer_assignment(class, RefKind::Rvalue);
        if !declared {
            return self.assign_object(fx, dst, class, source, loc);
        }
        // The subobject's own `operator=`, never an override of a derived class's.
        let cands = (self.methods_named(class, "operator=").into_iter())
            .map(|c| Candidate {
                qualified: true,
                ..c
            })
            .collect();
        self.resolve_and_call(
            fx,
            "operator=",
            cands,
            None,
            Some(dst),
            vec![(source, loc)],
            loc,
        )?;
        Ok(())
    }

    /// Whether assigning a `class` object runs code: an `operator=` of its own, a base's or a
    /// member's.
    pub(super) fn assignment_is_nontrivial(&mut self, class: StructId) -> bool {
        self.methods_named(class, "operator=")
            .iter()
            .any(|m| !is_defaulted(&m.decl))
            || (self.subobjects(class).into_iter())
                .map(|part| part.class)
                .chain(self.variant_member_classes(class))
                .any(|part| self.assignment_is_nontrivial(part))
    }

    /// `T(args)` / `T{args}` (`braced`): a converted scalar or a temporary object.
    pub(super) fn construct(
        &mut self,
        fx: &mut FnCtx,
        ty: &Ty,
        args: &[Expr],
        braced: bool,
        loc: Loc,
    ) -> LResult<Val> {
        // `void(expr)`: the expression, its value discarded.
        if *ty == Ty::Void {
            for a in args {
                self.expr(fx, a)?;
            }
            return Ok(Val::Void);
        }
        if ty.is_scalar() {
            return match args {
                [] => {
                    let irt = ty.ir().unwrap_or(IrType::I32);
                    let z = if irt.is_float() {
                        fx.b.fconst(irt, 0.0)
                    } else {
                        fx.b.iconst(irt, 0)
                    };
                    Ok(Val::R(z, ty.clone()))
                }
                // `float(x)` is the cast `(float)x`: explicit conversion functions count;
                // `float{x}` too, but may not narrow.
                [a] => {
                    let v = self.expr(fx, a)?;
                    if braced {
                        self.with_list_narrowing(fx, ListNarrowing::Warned, |this, fx| {
                            this.check_list_narrowing(fx, a, v.ty(), ty)
                        })?;
                    }
                    let v = self.converted_object(fx, v, ty, Conversion::Explicit, loc)?;
                    let (v, from) = self.rvalue(fx, v, loc)?;
                    let r = self.convert_explicit(fx, v, &from, ty, loc)?;
                    Ok(Val::R(r, ty.clone()))
                }
                _ => self.error(loc, "too many arguments to a functional cast"),
            };
        }
        // `T(s)` of an object of another class, where `T` has no constructors: `s`'s
        // conversion function to `T`, explicit ones included (`float4(q)`).
        if let ([arg], Ty::Struct(target)) = (args, ty) {
            let cp = self.diags.checkpoint();
            let arg_ty = self.type_of_unevaluated(fx, arg);
            self.diags.rollback(cp);
            if let Ok(Ty::Struct(from)) = arg_ty {
                let converts = from != *target
                    && !self.has_constructors(*target)
                    && self.subobject_offset(&Ty::Struct(from), ty).is_none()
                    && self
                        .conversion_function(from, ObjectKind::default(), ty, Conversion::Explicit)
                        .is_some();
                if converts {
                    let v = self.expr(fx, arg)?;
                    return self.converted_object(fx, v, ty, Conversion::Explicit, loc);
                }
            }
        }
        // A temporary is destroyed; in an unevaluated operand, where `<type_traits>` asks
        // whether `T(args...)` makes an object, it is not.
        if fx.unevaluated == 0 {
            self.require_destructible(fx, ty, loc)?;
        }
        let slot = self.local_slot(fx, ty);
        if braced {
            let list = Expr {
                kind: ExprKind::InitList(args.to_vec()),
                loc,
            };
            self.with_list_narrowing(fx, ListNarrowing::Warned, |this, fx| {
                this.init_object(fx, slot, ty, Some(&list), loc)
            })?;
        } else {
            self.init_from_parenthesized_list(fx, slot, ty, args, loc)?;
        }
        self.register_temporary(fx, slot, ty);
        Ok(Val::L(slot, ty.clone()))
    }

    /// GNU's `({ stmts; e; })`: the statements in a scope of their own, the value of the last
    /// where it is an expression, kept past the scope (a scalar in a register, an object
    /// copied into a temporary, as a returned one is).
    fn statement_expression(&mut self, fx: &mut FnCtx, stmts: &[Stmt], loc: Loc) -> LResult<Val> {
        fx.scopes.push(HashMap::default());
        let (outer_ns, outer_env) = (fx.ns, fx.env.clone());
        let mut value = Ok(Val::Void);
        for (k, s) in stmts.iter().enumerate() {
            match s {
                Stmt::Expr(e) if k + 1 == stmts.len() => {
                    value = self.expr(fx, e).and_then(|v| match v {
                        Val::Void => Ok(Val::Void),
                        Val::L(addr, Ty::Struct(class)) => {
                            let ty = Ty::Struct(class);
                            let slot = self.local_slot(fx, &ty);
                            self.construct_from(fx, slot, addr, class, Transfer::Copy, e.loc)?;
                            self.register_temporary(fx, slot, &ty);
                            Ok(Val::L(slot, ty))
                        }
                        v => {
                            let (r, ty) = self.rvalue(fx, v, e.loc)?;
                            Ok(Val::R(r, ty))
                        }
                    });
                }
                s => {
                    let _ = self.stmt(fx, s);
                }
            }
        }
        (fx.ns, fx.env) = (outer_ns, outer_env);
        self.pop_scope(fx, loc);
        value
    }

    /// The value of `e` where a `to` is expected. A function named where a function pointer is
    /// expected is the overload of the pointer's type; anything else is lowered as it is.
    pub(super) fn value_for(&mut self, fx: &mut FnCtx, e: &Expr, to: &Ty) -> LResult<Val> {
        if let Some(pointer) = self.member_pointer_for(fx, e, to)? {
            return Ok(pointer);
        }
        if let (Some(p), Some(Ty::Func(fty))) = (function_name_of(e), to.pointee()) {
            let static_member = self.class_of_member_functions(fx, p, e.loc).is_some();
            if static_member || self.function_named(fx, e).is_some() {
                let fty = fty.clone();
                let id = self.function_of_type(fx, p, Some(&fty), e.loc)?;
                let (value, ty) = self.pointer_to_function(id);
                let v = fx.b.iconst(IrType::Ptr, value);
                return Ok(Val::R(v, ty));
            }
        }
        self.expr(fx, e)
    }

    /// The function `path` names (a static member function of a class, or one a namespace
    /// declares) that a pointer to a function of type `expected` points to (see
    /// [`Lowerer::chosen_pointee`]).
    fn function_of_type(
        &mut self,
        fx: &FnCtx,
        path: &Path,
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<FuncId> {
        match self.class_of_member_functions(fx, path, loc) {
            Some(class) => self
                .static_member_function(fx, class, path, expected, loc)?
                .ok_or(Reported),
            None => self.pointed_function(path, (&fx.env, fx.ns), expected, loc),
        }
    }

    /// The path of the function `e` names (`f`, `&f`), whose overload or template arguments
    /// the pointer type it converts to picks; `None` for anything else.
    pub(super) fn function_named<'e>(&self, fx: &FnCtx, e: &'e Expr) -> Option<&'e Path> {
        let p = function_name_of(e)?;
        let local = p.segments.len() == 1 && fx.lookup(&p.segments[0].name).is_some();
        let function = || {
            self.names
                .lookup_path(fx.ns, p)
                .iter()
                .any(|ent| matches!(ent, Entity::Func(..)))
        };
        (!local && function()).then_some(p)
    }

    // ---- names ----

    /// The object a block-scope name stands for, used at `loc`.
    pub(super) fn local(&mut self, fx: &mut FnCtx, l: LocalVar, loc: Loc) -> LResult<Val> {
        match l {
            LocalVar::Object { addr, ty } => Ok(Val::L(addr, ty)),
            LocalVar::BitField { unit, ty, bits } => Ok(Val::Bits { unit, ty, bits }),
            LocalVar::Rejected | LocalVar::Declared => Err(Reported),
            // Only typed: an object nowhere, in code nothing runs.
            LocalVar::Enclosing {
                decltype: TArg::Type(ty, _) | TArg::Reference(ty, ..),
                ..
            } if fx.unevaluated > 0 => {
                let nowhere = fx.b.iconst(IrType::Ptr, 0);
                Ok(Val::L(nowhere, ty))
            }
            LocalVar::Enclosing { in_lambda: true, .. } => self.error(
                loc,
                "an enclosing-function local variable cannot be referenced in a lambda body unless it is in the capture list",
            ),
            LocalVar::Enclosing { .. } => self.error(
                loc,
                "reference to local variable of enclosing function is not allowed",
            ),
        }
    }

    fn name(&mut self, fx: &mut FnCtx, p: &Path, loc: Loc) -> LResult<Val> {
        let lasting = self.diags.lasting_reports();
        // `std::is_same_v<decltype(x), T>`: the template arguments' `decltype`s see the locals.
        let named = TypeExpr::Named(p.clone());
        if &*p.segments[0].name != DECLTYPE_SEGMENT && decltype::contains_decltype(&named) {
            let mut bound = (*fx.env).clone();
            let TypeExpr::Named(p) = self.bind_decltypes(fx, &named, &mut bound)? else {
                return self.error(loc, "a name was expected");
            };
            let outer = std::mem::replace(&mut fx.env, Rc::new(bound));
            let v = self.name(fx, &p, loc);
            fx.env = outer;
            return v;
        }
        if p.segments.len() == 1 && !p.global {
            let n = p.segments[0].name.clone();
            let declared = match fx.lookup(&n).cloned() {
                Some(LocalVar::Declared) => true,
                Some(l) => return self.local(fx, l, loc),
                None => false,
            };
            match fx.env.get(&n).cloned().filter(|_| !declared) {
                Some(TArg::Value(v, typed)) => {
                    let fits_int = i32::try_from(v).is_ok();
                    let ty = match super::value_param_type(&fx.env, &n) {
                        Some(t) => t.clone(),
                        None if fits_int => INT,
                        None => LONG,
                    };
                    let ir = ty.ir().unwrap_or(IrType::I64);
                    let c = match (ir, constexpr::argument_number(v, typed.as_ref())) {
                        (IrType::F32 | IrType::F64, number) => fx.b.fconst(ir, number.float()),
                        (_, number) => fx.b.iconst(ir, number.int()),
                    };
                    return Ok(Val::R(c, ty));
                }
                Some(TArg::Function(id)) => {
                    let (value, ty) = self.pointer_to_function(id);
                    let c = fx.b.iconst(IrType::Ptr, value);
                    return Ok(Val::R(c, ty));
                }
                Some(TArg::Object {
                    global,
                    ty,
                    reference,
                }) => {
                    let address = self.variable_address(fx, global);
                    if reference {
                        return Ok(Val::L(address, ty));
                    }
                    // The parameter's own pointer type: an array argument points to its first
                    // element (`int* P` given `table`).
                    let pointer = match super::value_param_type(&fx.env, &n) {
                        Some(t) if t.is_ptr() => t.clone(),
                        _ => Ty::ptr_to(ty),
                    };
                    return Ok(Val::R(address, pointer));
                }
                _ => {}
            }
            // A declaration of the body (`enum { nv = ... }`) hides the class's members.
            // Not a member of a base that depends on the template's parameters, which C++
            // leaves to `this->x`.
            if let (Some((this, sid)), false) = (fx.this, declared) {
                if let Some(f) = self.structs[sid.0 as usize].field(&n).cloned() {
                    if !self.in_dependent_base(sid, &f) {
                        self.check_unambiguous_field(sid, &n, loc)?;
                        self.check_field_access(fx, access::Naming::of(sid), &n, loc)?;
                        return Ok(self.field_place(fx, this, f));
                    }
                }
            }
            // A static member of the class whose member function this is (static ones too),
            // or of a class that one is nested in.
            if let Some(sid) = fx
                .this
                .map(|(_, sid)| sid)
                .or(fx.class)
                .filter(|_| !declared)
            {
                for class in self.enclosing_class_chain(sid).collect::<Vec<_>>() {
                    let env = fx.env.clone();
                    if let Some(instance) =
                        self.class_variable_template(class, p.last(), &env, fx.ns, loc)?
                    {
                        return self.variable_template_value(fx, &instance, loc);
                    }
                    if self.static_only_in_dependent_base(class, &n) {
                        continue;
                    }
                    if let Some(v) = self.static_member_constant(fx, class, &n, loc) {
                        return Ok(v);
                    }
                    if let Some(v) = self.unevaluated_static_member(fx, class, &n, loc) {
                        return Ok(v);
                    }
                }
            }
            match &*n {
                "warpSize" => {
                    let c = fx.b.iconst(IrType::I32, 32);
                    return Ok(Val::R(c, INT));
                }
                "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__" => {
                    let name = match &*n {
                        "__PRETTY_FUNCTION__" => fx.pretty_name.clone(),
                        _ => fx.func_name.clone(),
                    };
                    return self.narrow_string(fx, name, loc);
                }
                "threadIdx" | "blockIdx" | "blockDim" | "gridDim" => {
                    return self.builtin_index_vector(fx, &n, loc);
                }
                _ => {}
            }
        }
        let env = fx.env.clone();
        if let Some(prefix) = p.qualifier() {
            if let Some(sid) = self.class_named_in(fx, &prefix, loc) {
                let name_at = last_segment_loc(p, loc);
                self.check_enumerator_access(fx, sid, &p.last().name, name_at)?;
                if let Some(v) = self.static_member_constant(fx, sid, &p.last().name, name_at) {
                    return Ok(v);
                }
                if let Some(v) = self.static_function_pointer(fx, sid, p, loc)? {
                    return Ok(v);
                }
                // `Base::member` in a member function: the member of this object's `Base`.
                if let Some((this, this_class)) = fx.this {
                    if let Some((base, offset)) = self.qualifying_base(fx, p, this_class, loc) {
                        let field = self.structs[base.0 as usize].field(&p.last().name).cloned();
                        if let Some(field) = field {
                            let naming = access::Naming {
                                class: base,
                                object: this_class,
                            };
                            self.check_field_access(fx, naming, &p.last().name, name_at)?;
                            let at = self.offset_addr(fx, this, offset);
                            return Ok(self.field_place(fx, at, field));
                        }
                    }
                }
                // `sizeof(S::m)`, `decltype(S::m)`: a data member named without an object,
                // which an unevaluated operand may do.
                if fx.unevaluated > 0 {
                    let field = self.structs[sid.0 as usize].field(&p.last().name).cloned();
                    if let Some(field) = field {
                        self.check_field_access(
                            fx,
                            access::Naming::of(sid),
                            &p.last().name,
                            name_at,
                        )?;
                        let nowhere = fx.b.iconst(ir::Type::I64, 0);
                        return Ok(self.field_place(fx, nowhere, field));
                    }
                }
                if let Some(v) = self.unevaluated_static_member(fx, sid, &p.last().name, name_at) {
                    return Ok(v);
                }
            } else if let Some(v) = self.member_enumeration_enumerator(fx, &prefix, p, loc) {
                return Ok(v);
            }
        } else if let Some(class) = fx.class.filter(|_| !p.global) {
            if let Some(v) = self.static_function_pointer(fx, class, p, loc)? {
                return Ok(v);
            }
        }
        if let Some(instance) = self.variable_template(p, &env, fx.ns, loc)? {
            return self.variable_template_value(fx, &instance, loc);
        }
        let found = self.names_declared_before(fx, p, loc);
        for ent in &found {
            match ent {
                Entity::Var(v, var_ns) => {
                    if let (Some(deprecation), 0) = (&v.deprecated, fx.unevaluated) {
                        self.warn_deprecated_use("variable", &v.name, deprecation, loc);
                    }
                    if v.cuda.shared && v.storage.is_extern {
                        // Namespace-scope `extern __shared__`: the launch's dynamic shared memory.
                        let ty =
                            self.resolve_type(&v.ty, &Rc::new(HashMap::default()), fx.ns, loc)?;
                        let dst = fx.b.new_var(IrType::Ptr);
                        fx.b.push(Inst::Special {
                            dst,
                            reg: ir::Special::DynamicShared,
                        });
                        return Ok(Val::L(dst, ty));
                    }
                    if v.cuda.device || v.cuda.constant || v.cuda.managed || v.cuda.shared {
                        let g = match self.definition_of_extern(v, &found) {
                            Some(d) => self.global_var(d, *var_ns)?,
                            None => match self.imported_global(v, *var_ns) {
                                Some(g) => g,
                                None => {
                                    return self.error(loc, format!("'{}' is declared extern and not defined in this file (compile with -rdc=true to use a definition in another file)", v.name));
                                }
                            },
                        };
                        return Ok(self.variable_object(fx, g, v));
                    }
                    // A constant: its initializer's names are those of its own scope.
                    if is_constant_variable(v) {
                        let ns = *var_ns;
                        let ty = self.variable_type(v, &env, ns)?;
                        if ty.is_int128() {
                            return self.error(loc, format!("'{}': a namespace-scope constant of a 128-bit integer type is not supported in device code (declare it in the function, or as a __device__ or __constant__ variable)", v.name));
                        }
                        // (An unevaluated operand names the object: `decltype(f(c))` with
                        // `f(T&)` binds it.)
                        if let Some(init) = v.scalar_initializer().filter(|_| fx.unevaluated == 0) {
                            if let Some(c) = self.constant_initializer(fx, init, &ty, &env, ns) {
                                return Ok(c);
                            }
                        }
                        // A constant evaluation reads any constant (`table[3]`, `cfg.n`);
                        // an unevaluated operand (`decltype`, a `requires` expression's) names
                        // any variable.
                        if fx.constant_evaluation
                            || fx.unevaluated > 0
                            || fx.typing_constant_initializer
                            || (fx.constexpr_function && v.storage.is_constexpr)
                        {
                            let g = self.global_var(v, *var_ns)?;
                            return Ok(self.variable_object(fx, g, v));
                        }
                        // A `constexpr` object of a trivially copyable class is read whole
                        // where device code names it (`optional<T> o(nullopt);`): a temporary
                        // holding its value, as nvcc allows a copy of it (measured). (A
                        // lambda's is the host's object, below.)
                        let lambda = matches!(
                            &v.init,
                            Some(Expr {
                                kind: ExprKind::Lambda(_),
                                ..
                            })
                        );
                        if v.storage.is_constexpr
                            && !lambda
                            && matches!(ty, Ty::Struct(_))
                            && self.is_trivially_copyable(&ty)
                        {
                            let g = self.global_var(v, *var_ns)?;
                            let object = self.variable_object(fx, g, v);
                            let copy = self.temporary_copy(fx, object, &ty);
                            if let Val::L(at, _) = copy {
                                fx.const_objects.insert(at);
                            }
                            return Ok(copy);
                        }
                    }
                    if let (
                        true,
                        true,
                        Some(Expr {
                            kind: ExprKind::Lambda(l),
                            ..
                        }),
                    ) = (v.storage.is_constexpr, self.relaxed_constexpr, &v.init)
                    {
                        // A call names the host's object itself (its `this`), which device
                        // code does not have; a copy of the (empty) object it may make.
                        if fx.call_names.is_some_and(|(_, name_at)| name_at == loc) {
                            let written: Vec<&str> = p.segments.iter().map(|s| &*s.name).collect();
                            return self.error(
                                loc,
                                format!(
                                    "identifier \"{}\" is undefined in device code",
                                    written.join("::")
                                ),
                            );
                        }
                        return self.namespace_lambda(fx, l, *var_ns, loc);
                    }
                    if v.storage.is_constexpr
                        && matches!(
                            &v.init,
                            Some(Expr {
                                kind: ExprKind::Lambda(_),
                                ..
                            })
                        )
                    {
                        // Its call operator is a host `constexpr` function (nvcc's words).
                        let kind = if fx.is_kernel {
                            "__global__"
                        } else {
                            "__device__"
                        };
                        return self.error(
                            loc,
                            format!("calling a constexpr __host__ function(\"operator()\") from a {kind} function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", fx.func_name),
                        );
                    }
                    // An operand nothing evaluates may name it (`sizeof(w)`; measured).
                    if fx.unevaluated > 0 {
                        let ty = self.variable_type(v, &Rc::default(), *var_ns)?;
                        return Ok(unevaluated_object(fx, ty));
                    }
                    return self.error(
                        loc,
                        format!("identifier \"{}\" is undefined in device code (a host variable cannot be used in a __device__ or __global__ function)", v.name),
                    );
                }
                Entity::Enumerator(decl, i, dns) => {
                    let item = &decl.items[*i];
                    if let (Some(deprecation), 0) = (&item.deprecated, fx.unevaluated) {
                        self.warn_deprecated_use("constant", &item.name, deprecation, loc);
                    }
                    let scope = self.scope_env(*dns);
                    let lasting = self.diags.lasting_reports();
                    let Some(v) = self.enumerator_value(decl, *i, &scope, *dns) else {
                        if self.diags.lasting_reports() > lasting {
                            return Err(Reported); // (Why is reported.)
                        }
                        return self.error(loc, "enumerator value is not a constant");
                    };
                    // Inside the braces of an enumeration without a fixed underlying type
                    // (`B = sizeof(A)`), of its value's type: the enumeration's is not known yet.
                    let unfixed = decl.underlying.is_none();
                    let ty = match self.enumerator_being_valued(decl, &scope) {
                        Some(_) if unfixed && i32::try_from(v).is_ok() => INT,
                        Some(_) if unfixed => crate::types::LONG,
                        _ => self.enum_type(decl, &scope, *dns, loc),
                    };
                    let c = fx.b.iconst(ty.ir().unwrap_or(IrType::I32), v);
                    return Ok(Val::R(c, ty));
                }
                _ => {}
            }
        }
        if found.iter().any(|e| matches!(e, Entity::Func(..))) {
            // A function used as a value is a pointer to it (only typed where nothing
            // evaluates it).
            let site = (&fx.env, fx.ns);
            let (value, ty) = match fx.unevaluated {
                0 => self.function_pointer(p, site, None, loc)?,
                _ => (0, self.pointed_function_type(p, site, loc)?),
            };
            let v = fx.b.iconst(IrType::Ptr, value);
            return Ok(Val::R(v, ty));
        }
        let name = p
            .segments
            .iter()
            .map(|s| match &*s.name {
                DECLTYPE_SEGMENT => "decltype(...)".to_string(),
                other => other.to_string(),
            })
            .collect::<Vec<_>>()
            .join("::");
        // (`std::is_same<T, char8_t>::value` before C++20: the argument is what is undefined.)
        if let Some((argument, at)) = self.undeclared_template_argument(fx, p, loc) {
            return self.error(at, crate::diag::undefined_identifier(&argument));
        }
        // (`S<(int)1e30>::v`: an argument is no constant.)
        let written = p.segments.iter().flat_map(|s| s.targs.iter().flatten());
        let values: Vec<Expr> = written
            .filter_map(|a| match a {
                TemplateArg::Expr(e) => Some(e.clone()),
                TemplateArg::Type(_) => None,
            })
            .collect();
        for value in &values {
            let env = fx.env.clone();
            if let Some((at, why)) = self.not_a_constant(value, &env, fx.ns) {
                self.report_not_a_constant(at, why);
                return Err(Reported);
            }
            // (`V<fib(40)>::value`: a call of a function the evaluation does not finish.)
            let calls_function = match &value.kind {
                ExprKind::Call(callee, _) => matches!(&callee.kind, ExprKind::Name(f)
                    if self.names.lookup_path(fx.ns, f).iter().any(|e| matches!(e, Entity::Func(..)))),
                _ => false,
            };
            if calls_function && self.const_value(value, &env, fx.ns).is_none() {
                let at = start_loc(value);
                self.diags
                    .error(at, "expression must have a constant value");
                if let Some(note) = self.steps_exhausted_note() {
                    self.diags.note(at, note);
                }
                return Err(Reported);
            }
        }
        if self.diags.lasting_reports() > lasting {
            return Err(Reported);
        }
        self.report_undefined(loc, &name);
        Err(Reported)
    }

    /// A template argument of `p` (written at `loc`) that is a plain name naming nothing where
    /// `fx` is, and where it is (`char8_t` before C++20, a type without a place of its own: at
    /// `loc`).
    fn undeclared_template_argument(
        &mut self,
        fx: &FnCtx,
        p: &Path,
        loc: Loc,
    ) -> Option<(Rc<str>, Loc)> {
        let arguments = p.segments.iter().flat_map(|s| s.targs.iter().flatten());
        let arguments: Vec<&TemplateArg> = arguments.collect();
        let char8 = TemplateArg::Type(TypeExpr::Builtin(Builtin::Char8));
        if !self.cxx20 && arguments.contains(&&char8) {
            return Some(("char8_t".into(), loc));
        }
        let names = arguments.into_iter().filter_map(|a| match a {
            TemplateArg::Expr(Expr {
                kind: ExprKind::Name(name),
                loc,
            }) if name.segments.len() == 1 && name.last().targs.is_none() => Some((name, *loc)),
            _ => None,
        });
        for (name, at) in names.collect::<Vec<_>>() {
            let n = &name.last().name;
            let known = fx.lookup(n).is_some()
                || fx.env.contains_key(n)
                || !self.names.lookup_path(fx.ns, name).is_empty();
            if !known {
                return Some((n.clone(), at));
            }
        }
        None
    }

    /// A pointer to the static member function of `class` (or of a base) that `path` names as
    /// a value (a function template's instance where it writes template arguments); `None`
    /// when `class` has no member function of that name.
    fn static_function_pointer(
        &mut self,
        fx: &mut FnCtx,
        class: StructId,
        path: &Path,
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let Some(id) = self.static_member_function(fx, class, path, None, loc)? else {
            return Ok(None);
        };
        let (value, ty) = self.pointer_to_function(id);
        let v = fx.b.iconst(IrType::Ptr, value);
        Ok(Some(Val::R(v, ty)))
    }

    /// The static member function of `class` (or of a base) that `path` names and a pointer
    /// to a function of type `expected` points to (see [`Lowerer::chosen_pointee`]); `None`
    /// when `class` has no member function of that name.
    fn static_member_function(
        &mut self,
        fx: &FnCtx,
        class: StructId,
        path: &Path,
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<Option<FuncId>> {
        let name = path.last();
        let mut candidates = self.methods_named(class, &name.name);
        // A variadic template named with its arguments: its packs as long as they make them.
        if let ([c], Some(written)) = (candidates.as_mut_slice(), &name.targs) {
            if let Some(expanded) = self.expanded_template_for(&c.decl, written.len())? {
                c.decl = expanded;
            }
        }
        if candidates.is_empty() {
            return Ok(None);
        }
        candidates.retain(|c| c.static_member);
        if candidates.is_empty() {
            let problem = "a non-static member function can only be called, or its address taken with '&Class::name'";
            return self.error(loc, format!("'{}': {problem}", name.name));
        }
        let funcs = candidates.into_iter().map(|c| {
            let owner = Owner::of(c.class, true);
            (c.decl, c.ns, owner, c.class_env.unwrap_or_default())
        });
        let site = (&fx.env, fx.ns);
        let id = self.chosen_pointee(path, funcs.collect(), site, expected, loc)?;
        Ok(Some(id))
    }

    /// Whether `path`, a name written alone without template arguments, finds member
    /// functions of the class whose member is being lowered (not its constructors: `Box(1)`
    /// in a member of `Box` makes a `Box`).
    fn names_member_function(&mut self, fx: &FnCtx, path: &Path) -> bool {
        let [segment] = &path.segments[..] else {
            return false;
        };
        match fx.class {
            Some(class) if !path.global && segment.targs.is_none() => {
                fx.lookup(&segment.name).is_none()
                    && self
                        .methods_named_unqualified(class, &segment.name)
                        .iter()
                        .any(|m| m.decl.role == FunctionRole::Plain)
            }
            _ => false,
        }
    }

    /// The class whose static member functions `path` names as a value (`A::ts`, or `ts`
    /// written alone in a member function of `A`), where it names member functions.
    fn class_of_member_functions(&mut self, fx: &FnCtx, path: &Path, loc: Loc) -> Option<StructId> {
        let class = match path.qualifier() {
            Some(prefix) => {
                match self.resolve_type_quiet(&TypeExpr::Named(prefix), &fx.env, fx.ns, loc)? {
                    Ty::Struct(sid) => sid,
                    _ => return None,
                }
            }
            None if !path.global && fx.lookup(&path.last().name).is_none() => fx.class?,
            None => return None,
        };
        (!self.methods_named(class, &path.last().name).is_empty()).then_some(class)
    }

    /// The value of an instance of a variable template: a constant, of its declared type.
    fn variable_template_value(
        &mut self,
        fx: &mut FnCtx,
        instance: &VariableTemplateInstance,
        loc: Loc,
    ) -> LResult<Val> {
        let (var, env, ns) = (&instance.var, &instance.env, instance.ns);
        if let Some(satisfied) = self.concept_value(instance) {
            return Ok(Val::R(fx.b.iconst(IrType::I8, satisfied as i64), Ty::Bool));
        }
        let ty = self.variable_type(var, env, ns)?;
        let constant = is_constant_variable(var)
            .then_some(var.init.as_ref())
            .flatten();
        let value = constant.and_then(|init| self.constant_initializer(fx, init, &ty, env, ns));
        if let Some(v) = value {
            return Ok(v);
        }
        // A variable of its own for each instance (`template <class T> __device__ T buf[4];`);
        // a host one only in an operand nothing evaluates (`sizeof(v<long>)`; measured).
        let host = !(var.cuda.device || var.cuda.constant || var.cuda.managed);
        if host && fx.unevaluated > 0 {
            return Ok(unevaluated_object(fx, ty));
        }
        if host {
            return self.error(
                loc,
                format!(
                    "variable template '{}' is neither a constant nor a __device__ or __constant__ variable, so device code cannot use it",
                    var.name
                ),
            );
        }
        let g = self.global_var_instance(var, env, &instance.targs, ns)?;
        Ok(self.variable_object(fx, g, var))
    }

    /// The object of the module variable `g`, declared by `declared` (whose `const` and
    /// `volatile` its accesses keep).
    fn variable_object(&mut self, fx: &mut FnCtx, g: GlobalVar, declared: &VarDecl) -> Val {
        let dst = self.variable_address(fx, g.id);
        let dst = match g.reference {
            true => fx.b.load(IrType::Ptr, dst),
            false => dst,
        };
        self.mark_qualifiers(fx, dst, &declared.ty);
        // (`constexpr` makes the object `const` whatever its type says.)
        if declared.storage.is_constexpr {
            fx.const_objects.insert(dst);
        }
        Val::L(dst, g.ty)
    }

    /// The address of the module variable `global`; for a `__managed__` variable, the
    /// address its slot holds.
    fn variable_address(&mut self, fx: &mut FnCtx, global: ir::GlobalId) -> Var {
        let dst = fx.b.global_addr(global);
        match self.managed_slots.contains(&global) {
            true => fx.b.load(IrType::Ptr, dst),
            false => dst,
        }
    }

    /// `threadIdx` and friends used whole (`dim3 t = threadIdx;`): a temporary `uint3`
    /// (`threadIdx`, `blockIdx`) or `dim3` (`blockDim`, `gridDim`) holding the three registers.
    fn builtin_index_vector(&mut self, fx: &mut FnCtx, name: &str, loc: Loc) -> LResult<Val> {
        let type_name = if matches!(name, "threadIdx" | "blockIdx") {
            "uint3"
        } else {
            "dim3"
        };
        let empty: TEnv = Rc::new(HashMap::default());
        let written = TypeExpr::Named(Path::simple(type_name.into()));
        let ty = self.resolve_type(&written, &empty, names::ROOT, loc)?;
        let Ty::Struct(sid) = ty else {
            return self.error(loc, format!("'{type_name}' is not a struct"));
        };
        let slot = self.local_slot(fx, &ty);
        for (axis, field) in ["x", "y", "z"].into_iter().enumerate() {
            let reg = builtin_index_register(name, axis as u8);
            let f = self.structs[sid.0 as usize].field(field).cloned();
            let (Some(reg), Some(f)) = (reg, f) else {
                return self.error(loc, format!("'{type_name}' has no member '{field}'"));
            };
            let dst = fx.b.new_var(IrType::I32);
            fx.b.push(Inst::Special { dst, reg });
            let at = self.offset_addr(fx, slot, f.offset);
            fx.b.store(at, dst);
        }
        Ok(Val::L(slot, ty))
    }

    // ---- operators ----

    /// Whether `e` denotes a `const` object: as the declarations of the names in it tell (see
    /// [`FnCtx::writes_const`]), or a member its class declares `const`.
    pub(super) fn writes_const(&mut self, fx: &mut FnCtx, e: &Expr) -> bool {
        // A string literal is an array of `const` characters (`"ab"[0]` is a `const char`).
        if let ExprKind::Str(_) = e.kind {
            return true;
        }
        // A reference member is as `const` as what it refers to, whatever its object is.
        if let ExprKind::Member { base, name, arrow } = &e.kind {
            if let Some((class, field)) = self.member_field(fx, base, name, *arrow) {
                if field.reference {
                    return self.const_field(class, &name.last().name);
                }
                // A `mutable` member is not `const`, whatever its object is.
                let declared = self.declared_field(class, &name.last().name);
                if declared.is_some_and(|(f, _)| f.is_mutable) {
                    return false;
                }
            }
        }
        if fx.writes_const(e) {
            return true;
        }
        match &e.kind {
            // A cast to a reference to `const` (`(const S&)s`, `static_cast<const T&>(x)`,
            // `static_cast<T&&>(x)` with `T = const int&`).
            ExprKind::Cast(_, t, _) => {
                let cp = self.diags.checkpoint();
                let target = self
                    .decltypes_bound(fx, t)
                    .and_then(|(t, env)| self.type_arg(&t, &env, fx.ns, e.loc));
                self.diags.rollback(cp);
                if matches!(target, Ok(TArg::Reference(_, cv, _)) if cv.is_const()) {
                    return true;
                }
            }
            // A member of one.
            ExprKind::Member {
                base, arrow: false, ..
            }
            | ExprKind::PointerToMember {
                base, arrow: false, ..
            } if matches!(base.kind, ExprKind::Cast(..)) && self.writes_const(fx, base) => {
                return true;
            }
            // Lvalues of one type but for `const`: the more qualified one.
            ExprKind::Cond(_, a, b) if self.writes_const(fx, a) || self.writes_const(fx, b) => {
                return true;
            }
            _ => {}
        }
        // The result of a function returning a reference to `const`.
        let returns_const_reference =
            |this: &mut Self, ret: &TypeExpr, env: &TEnv, ns: NsId| match ret {
                TypeExpr::Reference(..) => this.target_is_const(ret, env, ns) == Some(true),
                _ => false,
            };
        if self.call_returns(fx, e, returns_const_reference)
            || self.member_call_returns(fx, e, returns_const_reference)
        {
            return true;
        }
        if let ExprKind::Index(base, _) | ExprKind::Unary(UnaryOp::Deref, base) = &e.kind {
            // An element of an array object is as `const` as the array (a member array in a
            // `const` method); through a pointer, as what the pointer points to; of a class
            // object, what its `operator[]` or `operator*` returns.
            let cp = self.diags.checkpoint();
            let base_ty = self.type_of_unevaluated(fx, base);
            self.diags.rollback(cp);
            return match base_ty {
                Ok(Ty::Array(..)) => self.writes_const(fx, base),
                Ok(Ty::Struct(_)) => {
                    let (name, args) = match &e.kind {
                        ExprKind::Index(_, i) => ("operator[]", vec![(**i).clone()]),
                        _ => ("operator*", Vec::new()),
                    };
                    let operator = Expr {
                        kind: ExprKind::Member {
                            base: base.clone(),
                            name: Path::simple(name.into()),
                            arrow: false,
                        },
                        loc: e.loc,
                    };
                    let call = Expr {
                        kind: ExprKind::Call(Box::new(operator), args),
                        loc: e.loc,
                    };
                    self.member_call_returns(fx, &call, returns_const_reference)
                }
                _ => self.points_to_const(fx, base),
            };
        }
        let ExprKind::Member { base, name, arrow } = &e.kind else {
            return false;
        };
        match self.member_field(fx, base, name, *arrow) {
            Some((class, _)) => self.const_field(class, &name.last().name),
            None => false,
        }
    }

    /// The class of `base.name` (`base->name` with `arrow`) and its field of that name, when
    /// it is one; found without diagnostics (lowering the expression for real reports them).
    pub(super) fn member_field(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        name: &Path,
        arrow: bool,
    ) -> Option<(StructId, FieldLayout)> {
        let cp = self.diags.checkpoint();
        let base_ty = self.type_of_unevaluated(fx, base);
        self.diags.rollback(cp);
        let class = match (base_ty.ok()?, arrow) {
            (Ty::Struct(sid), false) => sid,
            (Ty::Ptr(t), true) => match *t {
                Ty::Struct(sid) => sid,
                _ => return None,
            },
            _ => return None,
        };
        let field = self.structs[class.0 as usize]
            .field(&name.last().name)?
            .clone();
        Some((class, field))
    }

    /// Whether the pointer `e` computes points to `const`, as far as declarations show: a
    /// local declared so, arithmetic on one, the address of a `const` object, a cast to a
    /// pointer to `const`, a call of a function every overload of which returns a pointer to
    /// `const`.
    pub(super) fn points_to_const(&mut self, fx: &mut FnCtx, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Name(_) => fx.names_pointer_to_const(e),
            // A string literal's characters are `const`.
            ExprKind::Str(_) => true,
            ExprKind::Comma(_, b) => self.points_to_const(fx, b),
            ExprKind::Unary(UnaryOp::AddrOf, a) => self.writes_const(fx, a),
            ExprKind::Cast(_, t, _) => self.points_to_const_type(t, fx.ns),
            ExprKind::Binary(BinaryOp::Add | BinaryOp::Sub, a, b) => {
                self.points_to_const(fx, a) || self.points_to_const(fx, b)
            }
            ExprKind::Unary(
                UnaryOp::PreInc
                | UnaryOp::PreDec
                | UnaryOp::PostInc
                | UnaryOp::PostDec
                | UnaryOp::Plus,
                a,
            ) => self.points_to_const(fx, a),
            ExprKind::Cond(_, a, b) => self.points_to_const(fx, a) || self.points_to_const(fx, b),
            ExprKind::Member { base, name, arrow } => {
                let Some((class, _)) = self.member_field(fx, base, name, *arrow) else {
                    return false;
                };
                match self.declared_field_type(class, &name.last().name) {
                    Some((ty, ns)) => self.points_to_const_type(&ty, ns),
                    None => false,
                }
            }
            ExprKind::Call(..) => {
                let returns_pointer_to_const = |this: &mut Self, ret: &TypeExpr, _: &TEnv, ns| {
                    let TypeExpr::Pointer(inner) = ret else {
                        return false;
                    };
                    is_const_type(&this.unalias(inner, ns))
                };
                self.call_returns(fx, e, returns_pointer_to_const)
                    || self.member_call_returns(fx, e, returns_pointer_to_const)
            }
            _ => false,
        }
    }

    /// Whether the declared type `t` is a pointer to a type that is not `const`, whatever the
    /// template's arguments (a pointee written with a template parameter, which may be bound
    /// to a `const` type, is not one).
    pub(super) fn declares_pointer_to_mutable(&mut self, fx: &FnCtx, t: &TypeExpr) -> bool {
        self.declares_pointer_to_mutable_in(&fx.env, fx.ns, t)
    }

    /// [`Lowerer::declares_pointer_to_mutable`] of a type written where `env` and `ns` hold.
    fn declares_pointer_to_mutable_in(&mut self, env: &TEnv, ns: NsId, t: &TypeExpr) -> bool {
        let declared = self.unalias(t, ns);
        let TypeExpr::Pointer(written) = stmt::strip_quals(&declared) else {
            return false;
        };
        let written = self.unalias(written, ns);
        let plain = match stmt::strip_quals(&written) {
            TypeExpr::Builtin(_) => true,
            TypeExpr::Named(p) => p
                .segments
                .iter()
                .all(|s| s.targs.is_none() && !env.contains_key(&s.name)),
            _ => false,
        };
        plain && !is_const_type(&written)
    }

    /// Whether `target`, the left operand `lhs` of an assignment, is declared as a pointer to
    /// a type that is not `const`: a local or a parameter (see [`FnCtx::mutable_pointees`]),
    /// an element of a local array of such pointers, or a data member (`s.p`, `ps->p`, `p` in
    /// a member function), in its class's terms.
    pub(super) fn target_declares_pointer_to_mutable(
        &mut self,
        fx: &mut FnCtx,
        target: &Expr,
        lhs: &Val,
    ) -> bool {
        if matches!(lhs, Val::L(at, _) if fx.mutable_pointees.contains(at)) {
            return true;
        }
        let local = |fx: &FnCtx, e: &Expr| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 => fx.lookup(&p.last().name).cloned(),
            _ => None,
        };
        let (base, name, arrow) = match &target.kind {
            ExprKind::Index(array, _) => {
                return matches!(local(fx, array), Some(LocalVar::Object { addr, .. })
                    if fx.mutable_pointees.contains(&addr));
            }
            ExprKind::Name(p) if local(fx, target).is_none() => match fx.this {
                Some((_, class)) => {
                    return self.field_declares_pointer_to_mutable(class, &p.last().name);
                }
                None => return false,
            },
            ExprKind::Member { base, name, arrow } => (base, name, arrow),
            _ => return false,
        };
        match self.class_of_member_base(fx, base, *arrow) {
            Some(class) => self.field_declares_pointer_to_mutable(class, &name.last().name),
            None => false,
        }
    }

    /// The class whose member `base.m` (or with `arrow`, `base->m`) names, without a
    /// diagnostic where the base is no class object (or pointer to one).
    fn class_of_member_base(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        arrow: bool,
    ) -> Option<StructId> {
        let cp = self.diags.checkpoint();
        let base_ty = self.type_of_unevaluated(fx, base);
        self.diags.rollback(cp);
        match (base_ty.ok()?, arrow) {
            (Ty::Struct(sid), false) => Some(sid),
            (Ty::Ptr(t), true) => match *t {
                Ty::Struct(sid) => Some(sid),
                _ => None,
            },
            _ => None,
        }
    }

    /// Reports `item`, a pointer to `const`, initializing the member `f` of `class` that is
    /// declared as a pointer to a type that is not `const`.
    pub(super) fn check_dropped_const_in_member(
        &mut self,
        fx: &mut FnCtx,
        class: StructId,
        f: &FieldLayout,
        item: &Expr,
    ) -> LResult<()> {
        if !self.field_declares_pointer_to_mutable(class, &f.name) {
            return Ok(());
        }
        self.check_dropped_const(fx, item, &f.ty, "used to initialize an entity of type")
    }

    /// Whether the data member `name` of `class` is declared as a pointer to a type that is
    /// not `const`, in its class's terms.
    fn field_declares_pointer_to_mutable(&mut self, class: StructId, name: &str) -> bool {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let field = (decl.body.iter().flat_map(|b| &b.fields))
            .find(|f| f.name.as_deref() == Some(name) && f.bit_width.is_none());
        field.is_some_and(|f| self.declares_pointer_to_mutable_in(&env, ns, &f.ty))
    }

    /// Reports `e`, a pointer to `const` as far as declarations show (see
    /// [`Lowerer::points_to_const`]), converted implicitly to the pointer type `to` of a
    /// variable declared as a pointer to a type that is not `const` (see
    /// [`FnCtx::mutable_pointees`]): C++ drops no qualifier implicitly.
    pub(super) fn check_dropped_const(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
        to: &Ty,
        action: &str,
    ) -> LResult<()> {
        let Ty::Ptr(pointee) = to else {
            return Ok(());
        };
        if !self.points_to_const(fx, e) {
            return Ok(());
        }
        if self.literal_to_mutable_pointer(e, to) {
            return Ok(());
        }
        let message = format!(
            "a value of type \"const {} *\" cannot be {action} \"{}\"",
            self.ty_name(pointee),
            self.ty_name(to)
        );
        self.error(e.loc, message)
    }

    /// Reports the pointer `value` assigned to (or, as `action` says, initializing) the
    /// pointer object `target` where it drops a qualifier at some level that the target's
    /// declared type, where it is recorded (a call's result, a local pointer), does not have
    /// (`int*&` of `declval` given a `const int*`; an `int**` given a `const int**`).
    fn check_pointer_qualification(
        &mut self,
        fx: &FnCtx,
        (target, value): (&Val, &Val),
        action: &str,
        loc: Loc,
    ) -> LResult<()> {
        let Val::L(at, ty @ Ty::Ptr(_)) = target else {
            return Ok(());
        };
        let literal = matches!(value, Val::L(v, _) if fx.string_literals.contains(v));
        let from_ty = decayed(value.ty());
        if !fx.result_cvs.contains_key(at) || !matches!(from_ty, Ty::Ptr(_)) || literal {
            return Ok(());
        }
        // (Between pointers to different types, as to a base or to `void`, only the target's
        // own qualifiers can be compared.)
        let (to, from) = (object_cv(fx, target), value_cv(fx, value));
        let below = from_ty != *ty || converts_below_target(ty, from, to);
        if to.at(1).includes(from.at(1)) && below {
            return Ok(());
        }
        let message = format!(
            "a value of type \"{}\" cannot be {action} \"{}\"",
            display_qualified(&from_ty, from.below_top(), &self.structs),
            display_qualified(ty, to.below_top(), &self.structs)
        );
        self.error(loc, message)
    }

    /// Whether `e`, converted to the pointer type `to` whose pointee is not `const`, is a string
    /// literal: C's conversion, which C++ deprecated and nvcc takes with a warning (as GCC does),
    /// given here.
    pub(super) fn literal_to_mutable_pointer(&mut self, e: &Expr, to: &Ty) -> bool {
        if !matches!(e.kind, ExprKind::Str(_)) {
            return false;
        }
        let to = self.ty_name(to);
        let message = format!("conversion from a string literal to \"{to}\" is deprecated");
        self.diags.warning(e.loc, message);
        true
    }

    /// Whether `e` calls a member function (`obj.f()`, `p->f()`) every overload of which the
    /// object's constness lets it call (the `const` ones for a `const` object, else those that
    /// are not, where there are such) returns what `returns` accepts (as for
    /// [`Lowerer::call_returns`]).
    fn member_call_returns(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
        returns: impl Fn(&mut Self, &TypeExpr, &TEnv, NsId) -> bool,
    ) -> bool {
        let ExprKind::Call(callee, _) = &e.kind else {
            return false;
        };
        let ExprKind::Member { base, name, arrow } = &callee.kind else {
            return false;
        };
        let Some(class) = self.class_of_member_base(fx, base, *arrow) else {
            return false;
        };
        let const_object = match arrow {
            false => self.writes_const(fx, base),
            true => self.points_to_const(fx, base),
        };
        let methods = self.methods_named(class, &name.last().name);
        let mut callable: Vec<&Candidate> = methods
            .iter()
            .filter(|m| m.decl.is_const_method || !const_object)
            .collect();
        if !const_object && callable.iter().any(|m| !m.decl.is_const_method) {
            callable.retain(|m| !m.decl.is_const_method);
        }
        !callable.is_empty()
            && callable.iter().all(|m| {
                let ret = self.unalias(&m.decl.ret, m.ns);
                let env = m.class_env.clone().unwrap_or_default();
                returns(self, stmt::strip_quals(&ret), &env, m.ns)
            })
    }

    /// Whether `e` calls a function named in `fx`'s scope every overload of which returns
    /// what `returns` accepts (given the return type as declared, aliases expanded and top
    /// qualifiers dropped, and the namespace to resolve its names in).
    fn call_returns(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
        returns: impl Fn(&mut Self, &TypeExpr, &TEnv, NsId) -> bool,
    ) -> bool {
        let ExprKind::Call(callee, args) = &e.kind else {
            return false;
        };
        let ExprKind::Name(path) = &callee.kind else {
            return false;
        };
        if fx.lookup(&path.last().name).is_some() {
            return false;
        }
        let mut functions: Vec<(Rc<FunctionDecl>, NsId)> = self
            .names
            .lookup_path(fx.ns, path)
            .into_iter()
            .filter_map(|e| match e {
                Entity::Func(f, _) => Some((f, fx.ns)),
                _ => None,
            })
            .collect();
        // Else those argument-dependent lookup finds, each read in its own namespace.
        if functions.is_empty() && path.segments.len() == 1 && !path.global {
            let cp = self.diags.checkpoint();
            let types: Result<Vec<Ty>, _> = args
                .iter()
                .map(|a| self.type_of_unevaluated(fx, a))
                .collect();
            self.diags.rollback(cp);
            let mut cands = Vec::new();
            if let Ok(types) = types {
                self.add_argument_dependent(&path.last().name, &types, &mut cands);
            }
            functions = cands.into_iter().map(|c| (c.decl, c.ns)).collect();
        }
        !functions.is_empty()
            && functions.iter().all(|(f, ns)| {
                let ret = self.unalias(&f.ret, *ns);
                returns(self, stmt::strip_quals(&ret), &TEnv::default(), *ns)
            })
    }

    /// Whether the type `t` written in a cast is a pointer to `const`.
    fn points_to_const_type(&mut self, t: &TypeExpr, ns: NsId) -> bool {
        match stmt::strip_quals(&self.unalias(t, ns)) {
            TypeExpr::Pointer(p) => is_const_type(&self.unalias(p, ns)),
            _ => false,
        }
    }

    /// Whether the type `t` written in a cast is a pointer to `volatile`.
    fn points_to_volatile(&mut self, t: &TypeExpr, ns: NsId) -> bool {
        match stmt::strip_quals(&self.unalias(t, ns)) {
            TypeExpr::Pointer(p) => is_volatile_type(p),
            _ => false,
        }
    }

    /// Whether `class` (or the base that declares it) declares its field `name` `const` (a
    /// reference: to `const`; an array: of `const` elements).
    pub(super) fn const_field(&mut self, class: StructId, name: &str) -> bool {
        let Some((ty, ns)) = self.declared_field_type(class, name) else {
            return false;
        };
        let mut ty = self.unalias(&ty, ns);
        while let TypeExpr::Array(elem, _) = ty {
            ty = self.unalias(&elem, ns);
        }
        match ty {
            TypeExpr::Reference(referent, _) => is_const_type(&self.unalias(&referent, ns)),
            t => is_const_type(&t),
        }
    }

    /// The type `class` (or the base that declares it) writes for its field `name`, and the
    /// namespace it is written in.
    fn declared_field_type(&self, class: StructId, name: &str) -> Option<(TypeExpr, NsId)> {
        self.declared_field(class, name)
            .map(|(f, ns)| (f.ty.clone(), ns))
    }

    /// The declaration of the field `name` of `class` (or of the base that declares it), and
    /// the namespace it is written in.
    fn declared_field(&self, class: StructId, name: &str) -> Option<(&Field, NsId)> {
        let info = &self.struct_infos[class.0 as usize];
        let own = info
            .decl
            .body
            .iter()
            .flat_map(|b| &b.fields)
            .find(|f| f.name.as_deref() == Some(name));
        if let Some(f) = own {
            return Some((f, info.ns));
        }
        let bases = &self.structs[class.0 as usize].bases;
        bases
            .iter()
            .find_map(|&(b, _)| self.declared_field(b, name))
    }

    fn unary(&mut self, fx: &mut FnCtx, op: UnaryOp, a: &Expr, loc: Loc) -> LResult<Val> {
        if matches!(
            op,
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
        ) && self.writes_const(fx, a)
        {
            return self.error(start_loc(a), "expression must be a modifiable lvalue");
        }
        if let (UnaryOp::AddrOf, ExprKind::Name(path)) = (op, &a.kind) {
            if let Some(pointer) = self.member_pointer(fx, path, None, a.loc)? {
                return Ok(pointer);
            }
        }
        let mut v = self.expr(fx, a)?;
        let name = match op {
            UnaryOp::Neg => "operator-",
            UnaryOp::Plus => "operator+",
            UnaryOp::Not => "operator!",
            UnaryOp::BitNot => "operator~",
            UnaryOp::Deref => "operator*",
            UnaryOp::PreInc | UnaryOp::PostInc => "operator++",
            UnaryOp::PreDec | UnaryOp::PostDec => "operator--",
            UnaryOp::AddrOf => "operator&",
        };
        let mut operands = vec![(v.clone(), a.loc)];
        // `x++` calls `operator++(int)`, told from the prefix one by a second operand, 0.
        if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
            let zero = fx.b.iconst(IrType::I32, 0);
            operands.push((Val::R(zero, INT), a.loc));
        }
        if op != UnaryOp::AddrOf {
            if let Some(v) = self.enum_operator_call(fx, name, &operands, loc)? {
                return Ok(v);
            }
        }
        if let Ty::Struct(sid) = v.ty().clone() {
            if op == UnaryOp::AddrOf {
                // A class's own unary `operator&` where it has one, else the built-in.
                let cp = self.diags.checkpoint();
                if let Ok(v) = self.operator_call(fx, name, operands, loc) {
                    return Ok(v);
                }
                self.diags.rollback(cp);
                let addr = self.lvalue_addr(fx, v.clone(), loc)?;
                return Ok(Val::R(addr, Ty::ptr_to(Ty::Struct(sid))));
            }
            let cp = self.diags.checkpoint();
            let postfix = operands.len() == 2;
            let overloaded = self.operator_call(fx, name, operands, loc);
            if postfix && overloaded.is_err() {
                self.diags.rollback(cp);
                let (class, symbol) = (self.ty_name(v.ty()), &name["operator".len()..]);
                return self.error(
                    loc,
                    format!("no '{name}(int)' declared for postfix '{symbol}' (operand type is '{class}')"),
                );
            }
            let increments = matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            );
            if overloaded.is_ok() || increments {
                return overloaded;
            }
            // No operator for the object: the built-in one, on its conversion (`!` converts
            // contextually, to `bool`).
            let converted = match op {
                UnaryOp::Not => v,
                _ => self.through_sole_conversion_function(fx, v, a.loc)?,
            };
            if op != UnaryOp::Not && matches!(converted.ty(), Ty::Struct(_)) {
                return overloaded;
            }
            self.diags.rollback(cp);
            v = converted;
        }
        match op {
            // `&f` of a function `f`, which is already a pointer to it.
            UnaryOp::AddrOf if is_function_pointer(v.ty()) && matches!(v, Val::R(..)) => Ok(v),
            UnaryOp::AddrOf => {
                let ty = v.ty().clone();
                let object_cv = object_cv(fx, &v);
                let addr = self.lvalue_addr(fx, v, loc).map_err(|_| Reported)?;
                // What the object's type says below the levels the register sets show goes
                // with the pointer, in a register of its own (`&p` of a `const int* p` is a
                // `const int**`).
                if object_cv.held() == Cv::NONE && !fx.result_cvs.contains_key(&addr) {
                    return Ok(Val::R(addr, Ty::ptr_to(ty)));
                }
                let own = own_address(fx, addr);
                fx.result_cvs.insert(own, object_cv.holder());
                Ok(Val::R(own, Ty::ptr_to(ty)))
            }
            // A function designator decays to a pointer that `*` takes back to it: `**p` of a
            // pointer to a function is the function.
            UnaryOp::Deref if matches!(v, Val::L(_, Ty::Func(_))) => Ok(v),
            UnaryOp::Deref => {
                let (p, t) = self.rvalue(fx, v, loc)?;
                match t {
                    Ty::Ptr(inner) if *inner != Ty::Void => {
                        let mut element = self.element_of_literal(fx, a, p);
                        // The pointer's declared qualifiers, a level down, are the object's.
                        if let Some(&cv) = fx.result_cvs.get(&element) {
                            element = own_address(fx, element);
                            mark_object_cv(fx, element, &inner, cv.held());
                        }
                        Ok(Val::L(element, (*inner).clone()))
                    }
                    _ => self.error(
                        loc,
                        format!(
                            "indirection requires pointer operand ('{}' invalid)",
                            self.ty_name(&t)
                        ),
                    ),
                }
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let ty = v.ty().clone();
                if !matches!(v, Val::L(..) | Val::Bits { .. }) {
                    return self.error(loc, "lvalue required");
                }
                let (old, read) = self.rvalue(fx, v.clone(), loc)?;
                // (A bit-field reads promoted; it steps in its own type.)
                let old = self.convert(fx, old, &read, &ty, loc)?;
                let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
                let new = self.add_one(fx, old, &ty, inc, loc)?;
                self.store_to(fx, &v, Val::R(new, ty.clone()), loc)?;
                if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
                    Ok(v)
                } else {
                    Ok(Val::R(old, ty))
                }
            }
            UnaryOp::Not => {
                let c = self.truth_of(fx, v, loc)?;
                let t = fx.b.iconst(IrType::Bool, 1);
                let n = fx.b.binary(BinOp::Xor, c, t);
                Ok(Val::R(self.bool_to_int(fx, n), Ty::Bool))
            }
            UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot => {
                let (x, t) = self.rvalue(fx, v, loc)?;
                if op == UnaryOp::Plus && matches!(t, Ty::Ptr(_)) {
                    return Ok(Val::R(x, t));
                }
                // A scoped enumeration is not promoted: no built-in operator takes it.
                if matches!(&t, Ty::Enum(e) if e.scoped) {
                    let symbol = match op {
                        UnaryOp::Neg => "-",
                        UnaryOp::Plus => "+",
                        _ => "~",
                    };
                    let operands = format!("{symbol} {}", self.ty_name(&t));
                    return self.no_operator_matches(symbol, &operands, loc);
                }
                if !t.is_arith() || (op == UnaryOp::BitNot && !t.is_int()) {
                    return self.error(
                        loc,
                        format!(
                            "invalid argument type '{}' to unary expression",
                            self.ty_name(&t)
                        ),
                    );
                }
                let pt = promote(&t);
                let x = self.convert(fx, x, &t, &pt, loc)?;
                let r = match op {
                    UnaryOp::Plus => x,
                    UnaryOp::Neg if pt.is_float() => fx.b.unary(UnOp::FNeg, x),
                    UnaryOp::Neg => fx.b.unary(UnOp::Neg, x),
                    _ => fx.b.unary(UnOp::Not, x),
                };
                Ok(Val::R(r, pt))
            }
        }
    }

    fn add_one(&mut self, fx: &mut FnCtx, old: Var, ty: &Ty, inc: bool, loc: Loc) -> LResult<Var> {
        match ty {
            // Incrementing a `bool` makes it true: deprecated, gone from C++17 on, and only
            // warned about by nvcc 13.0 in every dialect (measured).
            Ty::Bool if inc => {
                self.diags
                    .warning(loc, "incrementing a bool value is deprecated");
                Ok(fx.b.iconst(IrType::I8, 1))
            }
            Ty::Bool => self.error(
                loc,
                "use of an operand of type 'bool' in 'operator--' is forbidden",
            ),
            Ty::Ptr(inner) => {
                let (es, _) = size_align(inner, &self.structs).unwrap_or((1, 1));
                let d =
                    fx.b.iconst(IrType::I64, if inc { es as i64 } else { -(es as i64) });
                Ok(fx.b.binary(BinOp::Add, old, d))
            }
            t if t.is_float() => {
                let irt = t.ir().unwrap_or(IrType::F32);
                let one = fx.b.fconst(irt, 1.0);
                Ok(fx
                    .b
                    .binary(if inc { BinOp::FAdd } else { BinOp::FSub }, old, one))
            }
            t if t.is_int() => {
                let irt = t.ir().unwrap_or(IrType::I32);
                let one = fx.b.iconst(irt, 1);
                Ok(fx
                    .b
                    .binary(if inc { BinOp::Add } else { BinOp::Sub }, old, one))
            }
            t => self.error(
                loc,
                format!("cannot increment value of type '{}'", self.ty_name(t)),
            ),
        }
    }

    fn binary_expr(
        &mut self,
        fx: &mut FnCtx,
        op: BinaryOp,
        a: &Expr,
        b: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            return self.logical(fx, op, a, b);
        }
        if matches!(op, BinaryOp::Add | BinaryOp::Sub) {
            if let Some(v) = self.fused_half_sum(fx, op, (a, b), loc)? {
                return Ok(v);
            }
        }
        // The outermost operation of literals alone checks them all for overflow, once (each
        // operation checking its operands would take time cubic in their number).
        let literal_root =
            !fx.in_literal_arithmetic && constexpr::literal_only(a) && constexpr::literal_only(b);
        fx.in_literal_arithmetic |= literal_root;
        // Both operands are lowered, so that the errors of each are reported. A shift reads
        // its left operand before the right one's side effects (C++17: `i << i++`).
        let va = self.expr(fx, a).and_then(|va| match va {
            Val::L(..) if matches!(op, BinaryOp::Shl | BinaryOp::Shr) && va.ty().is_arith() => {
                let (v, t) = self.rvalue(fx, va, a.loc)?;
                Ok(Val::R(v, t))
            }
            va => Ok(va),
        });
        let (va, vb) = (va, self.expr(fx, b));
        if literal_root {
            fx.in_literal_arithmetic = false;
        }
        let (va, vb) = (va?, vb?);
        self.check_shift_count(fx, op, va.ty(), b);
        if literal_root {
            self.check_literal_overflow(fx, op, (a, b), loc);
        }
        self.binary_vals(fx, op, (va, a.loc), (vb, b.loc), loc)
    }

    /// How the built-in operator compares with the operator functions for a class object and an
    /// arithmetic value (`h + 1`): C++ weighs them together. Where the object converts to the
    /// value's type and an operator function takes the operands only through a converting
    /// constructor, the built-in needs a user-defined conversion on the object where the
    /// function needs one on the value: neither is better, unless the function converts the
    /// object too, and then the built-in is.
    fn builtin_rival(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        operands: &[(Val, Loc); 2],
        loc: Loc,
    ) -> BuiltinRival {
        let (object, value) = match (&operands[0].0, &operands[1].0) {
            (o @ Val::L(_, Ty::Struct(_)), v) | (v, o @ Val::L(_, Ty::Struct(_)))
                if v.ty().is_arith() =>
            {
                (o.clone(), v.ty().clone())
            }
            _ => return BuiltinRival::None,
        };
        let Val::L(addr, Ty::Struct(class)) = &object else {
            return BuiltinRival::None;
        };
        let kind = self.object_kind(fx, *addr);
        if self
            .conversion_function(*class, kind, &value, Conversion::Implicit)
            .is_none()
            || self.operator_takes(fx, name, operands, false, loc)
            || !self.operator_takes(fx, name, operands, true, loc)
        {
            return BuiltinRival::None;
        }
        let object_loc = operands
            .iter()
            .find(|(v, _)| matches!(v, Val::L(_, Ty::Struct(_))));
        let both_objects = [
            (object.clone(), object_loc.map_or(loc, |o| o.1)),
            (object, loc),
        ];
        match self.operator_takes(fx, name, &both_objects, false, loc) {
            true => BuiltinRival::Alike,
            false => BuiltinRival::Better,
        }
    }

    /// Whether an operator function named `name` takes `operands` (the first one the object of
    /// a member), through user-defined conversions only where `user_conversions`.
    fn operator_takes(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        operands: &[(Val, Loc)],
        user_conversions: bool,
        loc: Loc,
    ) -> bool {
        let failure = self.binding_failure.take();
        let mut found = self
            .free_operator_candidates(fx, name, operands)
            .iter()
            .any(|c| {
                self.viability(fx, c, None, operands, user_conversions, loc)
                    .is_some()
            });
        if let (false, Ty::Struct(class)) = (found, operands[0].0.ty().clone()) {
            found = self.methods_named(class, name).iter().any(|c| {
                self.viability(fx, c, None, &operands[1..], user_conversions, loc)
                    .is_some()
            });
        }
        self.binding_failure = failure;
        found
    }

    /// nvcc's warning for arithmetic on literals whose result its signed type cannot hold
    /// (`2147483647 + 1`), in code that runs as in constant expressions: for the outermost
    /// operation of literals alone, whose operands' evaluation warns for those within them.
    fn check_literal_overflow(
        &mut self,
        fx: &FnCtx,
        op: BinaryOp,
        (a, b): (&Expr, &Expr),
        loc: Loc,
    ) {
        let env = fx.env.clone();
        let (Some(x), Some(y)) = (
            self.const_int(a, &env, fx.ns),
            self.const_int(b, &env, fx.ns),
        ) else {
            return;
        };
        if constexpr::Num::int_overflows(op, x, y) {
            self.diags.warning(loc, OUT_OF_RANGE);
        }
    }

    /// `a op b` of the operands' values, each with its location: an operator of their
    /// class, or the built-in one.
    pub(super) fn binary_vals(
        &mut self,
        fx: &mut FnCtx,
        op: BinaryOp,
        (va, a_loc): (Val, Loc),
        (vb, b_loc): (Val, Loc),
        loc: Loc,
    ) -> LResult<Val> {
        if matches!(va.ty(), Ty::Struct(_)) || matches!(vb.ty(), Ty::Struct(_)) {
            let cp = self.diags.checkpoint();
            let name = format!("operator{}", binary_spelling(op));
            let operands = [(va.clone(), a_loc), (vb.clone(), b_loc)];
            // (Weighed before any call is made: the one not chosen must not run.)
            let overloaded = match self.builtin_rival(fx, &name, &operands, loc) {
                BuiltinRival::None => self.operator_call(fx, &name, operands.to_vec(), loc),
                BuiltinRival::Better => Err(Reported),
                BuiltinRival::Alike => {
                    let symbol = binary_spelling(op);
                    self.diags.error(
                        loc,
                        format!("more than one operator \"{symbol}\" matches these operands"),
                    );
                    self.diags.note(
                        loc,
                        format!("built-in operator \"arithmetic {symbol} arithmetic\""),
                    );
                    let (ta, tb) = (self.ty_name(va.ty()), self.ty_name(vb.ty()));
                    self.diags
                        .note(loc, format!("operand types are: {ta} {symbol} {tb}"));
                    return Err(Reported);
                }
            };
            // No operator for the objects: the built-in one, on their conversions to scalars
            // (`h + 1.0f` with a class that converts to `float`).
            let (hint_a, hint_b) = (vb.ty().clone(), va.ty().clone());
            let mut va = self.through_conversion_function(fx, va, &hint_a, a_loc)?;
            let mut vb = self.through_conversion_function(fx, vb, &hint_b, b_loc)?;
            // Two objects (`n + m`, each converting to `int`): each through its own.
            if overloaded.is_err() {
                va = self.through_sole_conversion_function(fx, va, a_loc)?;
                vb = self.through_sole_conversion_function(fx, vb, b_loc)?;
            }
            if overloaded.is_ok()
                || matches!(va.ty(), Ty::Struct(_))
                || matches!(vb.ty(), Ty::Struct(_))
            {
                return overloaded;
            }
            self.diags.rollback(cp);
            let (x, tx) = self.rvalue(fx, va, a_loc)?;
            let (y, ty) = self.rvalue(fx, vb, b_loc)?;
            return self.arith(fx, op, x, &tx, y, &ty, loc);
        }
        let name = format!("operator{}", binary_spelling(op));
        let operands = [(va, a_loc), (vb, b_loc)];
        if let Some(v) = self.enum_operator_call(fx, &name, &operands, loc)? {
            return Ok(v);
        }
        let [(va, _), (vb, _)] = operands;
        let (x, tx) = self.rvalue(fx, va, a_loc)?;
        let (y, ty) = self.rvalue(fx, vb, b_loc)?;
        self.check_scoped_enum_operands(op, &tx, &ty, false, loc)?;
        self.arith(fx, op, x, &tx, y, &ty, loc)
    }

    /// nvcc's error where a built-in binary operator `op` (with `=`, `compound`) is given a
    /// scoped enumeration: it converts to nothing, so only a comparison with its own type
    /// takes it (nvcc's messages, measured).
    fn check_scoped_enum_operands(
        &mut self,
        op: BinaryOp,
        tx: &Ty,
        ty: &Ty,
        compound: bool,
        loc: Loc,
    ) -> LResult<()> {
        use BinaryOp::*;
        let scoped = |t: &Ty| matches!(t, Ty::Enum(e) if e.scoped);
        let compares_alike = matches!(op, Lt | Gt | Le | Ge | Eq | Ne) && tx == ty;
        // `e += 1` of any enumeration: the built-in operator's integer result cannot be
        // assigned back to it.
        let into_enum = compound && matches!(tx, Ty::Enum(_));
        if !(scoped(tx) || scoped(ty) || into_enum) || compares_alike {
            return Ok(());
        }
        if compound {
            return self.error(
                loc,
                "this operation on an enumerated type requires an applicable user-defined operator function",
            );
        }
        let symbol = binary_spelling(op);
        let operands = format!("{} {symbol} {}", self.ty_name(tx), self.ty_name(ty));
        self.no_operator_matches(symbol, &operands, loc)
    }

    /// nvcc's error where no operator, declared or built in, takes the operands (shown as
    /// `operands`, the operator between or before their types).
    fn no_operator_matches<T>(&mut self, symbol: &str, operands: &str, loc: Loc) -> LResult<T> {
        self.diags.error(
            loc,
            format!("no operator \"{symbol}\" matches these operands"),
        );
        self.diags
            .note(loc, format!("operand types are: {operands}"));
        Err(Reported)
    }

    /// nvcc's warning for a call of a function declared `deprecated` (candidate `c`, perhaps
    /// a template's instance with the arguments `env`), with a note at the attribute.
    fn warn_deprecated(
        &mut self,
        deprecation: &Deprecation,
        c: &Candidate,
        name: &str,
        decl: &FunctionDecl,
        env: &TEnv,
        loc: Loc,
    ) {
        let mut shown = match c.class {
            Some(class) => format!("{}::{name}", self.structs[class.0 as usize].name),
            None => name.to_string(),
        };
        // A template's instance as `f(T) [with T=int]`.
        if let Some(params) = decl.template.as_ref().filter(|p| !p.is_empty()) {
            let bindings: Option<Vec<String>> = params
                .iter()
                .map(|p| match env.get(&p.name)? {
                    TArg::Type(t, _) => Some(format!("{}={}", p.name, display(t, &self.structs))),
                    TArg::Value(v, _) => Some(format!("{}={v}", p.name)),
                    _ => None,
                })
                .collect();
            if let Some(bindings) = bindings {
                let written = self.parameter_list(decl, c.ns);
                shown = format!("{shown}({written}) [with {}]", bindings.join(", "));
            }
        }
        self.warn_deprecated_use("function", &shown, deprecation, loc);
    }

    /// nvcc's warning where the program's device code declares or writes a `long double`,
    /// which is computed as a `double` there.
    pub(super) fn warn_long_double(&mut self, loc: Loc) {
        if self.by_program(loc) {
            self.diags
                .warning(loc, "'long double' is treated as 'double' in device code");
        }
    }

    /// nvcc's warning where device code uses at `loc` what `deprecation` marks: a `kind`
    /// ("function", "variable", "class", "constant") shown as `shown`.
    pub(super) fn warn_deprecated_use(
        &mut self,
        kind: &str,
        shown: &str,
        deprecation: &Deprecation,
        loc: Loc,
    ) {
        let why = match &deprecation.message {
            Some(m) => format!(" (\"{m}\")"),
            None => String::new(),
        };
        self.diags.warning(
            loc,
            format!("{kind} \"{shown}\" was declared deprecated{why}"),
        );
        self.diags
            .note(deprecation.loc, "because of a \"deprecated\" attribute");
    }

    /// What `p`, used at `at`, names, where the body sees names in declaration order: the
    /// declarations before the use in its file (through the using-directives before it; of the
    /// functions, those [`Lowerer::functions_visible_at`] keeps).
    fn names_declared_before(&mut self, fx: &FnCtx, p: &Path, at: Loc) -> Vec<Entity> {
        if !fx.names_in_declaration_order {
            return self.names.lookup_path(fx.ns, p);
        }
        let found = match p.qualifier() {
            None if !p.global => self.names.lookup_before(fx.ns, &p.last().name, at),
            _ => self.names.lookup_path(fx.ns, p),
        };
        let later = |e: &Entity| e.loc().is_some_and(|d| d.is_later_in_file_than(at));
        if found.iter().all(later) {
            return Vec::new();
        }
        let functions: Vec<_> = (found.iter())
            .filter_map(|e| match e {
                Entity::Func(f, ns) => Some((f.clone(), *ns)),
                _ => None,
            })
            .collect();
        let mut visible = self.functions_visible_at(&functions, at).into_iter();
        found
            .into_iter()
            .filter(|e| !matches!(e, Entity::Func(..)) || visible.next() == Some(true))
            .collect()
    }

    /// Which of the functions `(declaration, namespace)` a non-dependent use at `at` sees: those
    /// declared before it, and of those declared after it the ones redeclaring one declared
    /// before (a function declared before its use and defined after it is called through its
    /// definition); an overload declared after the use takes no part.
    fn functions_visible_at(
        &mut self,
        functions: &[(Rc<FunctionDecl>, NsId)],
        at: Loc,
    ) -> Vec<bool> {
        let later = |f: &FunctionDecl| f.loc.is_later_in_file_than(at);
        if !functions.iter().any(|(f, _)| later(f)) {
            return vec![true; functions.len()];
        }
        let earlier: HashSet<_> = (functions.iter())
            .filter(|(f, _)| !later(f))
            .map(|(f, ns)| self.parameter_signature(f, *ns))
            .collect();
        (functions.iter())
            .map(|(f, ns)| !later(f) || earlier.contains(&self.parameter_signature(f, *ns)))
            .collect()
    }

    /// nvcc's warnings for a shift of an integer by a constant count that is negative or not
    /// less than the width of the promoted left operand (C++ leaves the result undefined).
    fn check_shift_count(&mut self, fx: &FnCtx, op: BinaryOp, left: &Ty, count: &Expr) {
        if !matches!(op, BinaryOp::Shl | BinaryOp::Shr) || !left.is_int() {
            return;
        }
        let Some(width) = promote(left).ir().map(|t| i64::from(t.bytes()) * 8) else {
            return;
        };
        // Only the value is wanted here: what evaluating it reports is reported where the
        // count itself is lowered.
        let cp = self.diags.checkpoint();
        let env = fx.env.clone();
        let value = self.const_eval(count, &env, fx.ns);
        self.diags.rollback(cp);
        let at = start_loc(count);
        match value {
            Some(n) if n < 0 => self.diags.warning(at, "shift count is negative"),
            Some(n) if n >= width => self.diags.warning(at, "shift count is too large"),
            _ => {}
        }
    }

    /// A binary operator on scalars with C's conversions.
    #[allow(clippy::too_many_arguments)] // two typed operands, spelled out as at every call site
    pub(super) fn arith(
        &mut self,
        fx: &mut FnCtx,
        op: BinaryOp,
        x: Var,
        tx: &Ty,
        y: Var,
        ty: &Ty,
        loc: Loc,
    ) -> LResult<Val> {
        use BinaryOp::*;
        // Pointers to members compare for equality, with each other or with null.
        if let Some(t) = [tx, ty]
            .into_iter()
            .find(|t| matches!(t, Ty::MemberPtr(..)))
        {
            if !matches!(op, Eq | Ne) {
                return self.invalid_operands(loc, tx, ty);
            }
            let t = t.clone();
            let x = self.convert(fx, x, tx, &t, loc)?;
            let y = self.convert(fx, y, ty, &t, loc)?;
            let c = fx.b.cmp(if op == Eq { CmpOp::Eq } else { CmpOp::Ne }, x, y);
            return Ok(Val::R(self.bool_to_int(fx, c), Ty::Bool));
        }
        // Pointer arithmetic and comparisons.
        if tx.is_ptr() || ty.is_ptr() {
            let to_function = |t: &Ty| matches!(t.pointee(), Some(Ty::Func(_)));
            if matches!(op, Add | Sub) && (to_function(tx) || to_function(ty)) {
                return self.error(
                    loc,
                    "expression must be a pointer to a complete object type",
                );
            }
            match op {
                Add | Sub if tx.is_ptr() && ty.is_int() => {
                    let inner = tx.pointee().cloned().unwrap_or(Ty::Void);
                    let (es, _) = size_align(&inner, &self.structs).unwrap_or((1, 1));
                    let i = self.convert(fx, y, ty, &LONG, loc)?;
                    let s = fx.b.iconst(IrType::I64, es as i64);
                    let off = fx.b.binary(BinOp::Mul, i, s);
                    let r =
                        fx.b.binary(if op == Add { BinOp::Add } else { BinOp::Sub }, x, off);
                    if fx.volatile.contains(&x) {
                        fx.volatile.insert(r);
                    }
                    if let Some(&cv) = fx.result_cvs.get(&x) {
                        fx.result_cvs.insert(r, cv);
                    }
                    return Ok(Val::R(r, tx.clone()));
                }
                Add if ty.is_ptr() && tx.is_int() => return self.arith(fx, op, y, ty, x, tx, loc),
                Sub if tx.is_ptr() && ty.is_ptr() => {
                    let inner = tx.pointee().cloned().unwrap_or(Ty::Void);
                    let (es, _) = size_align(&inner, &self.structs).unwrap_or((1, 1));
                    let d = fx.b.binary(BinOp::Sub, x, y);
                    let d = fx.b.cast(CastOp::Bitcast, d, IrType::I64);
                    let s = fx.b.iconst(IrType::I64, es.max(1) as i64);
                    let r = fx.b.binary(BinOp::SDiv, d, s);
                    return Ok(Val::R(r, LONG));
                }
                Lt | Gt | Le | Ge | Eq | Ne => {
                    // An integer compares with a pointer only as a null pointer constant.
                    let null_constant =
                        |v: Var, t: &Ty| is_null_constant(fx, &Val::R(v, t.clone()));
                    if [(x, tx), (y, ty)]
                        .iter()
                        .any(|(v, t)| !t.is_ptr() && !null_constant(*v, t))
                    {
                        let (a, b) = (self.ty_name(tx), self.ty_name(ty));
                        let message =
                            format!("operand types are incompatible (\"{a}\" and \"{b}\")");
                        return self.error(loc, message);
                    }
                    let x = if tx.is_ptr() {
                        x
                    } else {
                        self.convert(fx, x, tx, &Ty::ptr_to(Ty::Void), loc)?
                    };
                    let y = if ty.is_ptr() {
                        y
                    } else {
                        self.convert(fx, y, ty, &Ty::ptr_to(Ty::Void), loc)?
                    };
                    // Pointers to a class and to its base compare as pointers to the base.
                    let (x, y) = match (tx.pointee(), ty.pointee()) {
                        (Some(Ty::Struct(a)), Some(Ty::Struct(b))) if a != b => {
                            if base_offset(&self.structs, *a, *b).is_some() {
                                (self.class_pointer_cast(fx, x, tx, ty), y)
                            } else {
                                (x, self.class_pointer_cast(fx, y, ty, tx))
                            }
                        }
                        _ => (x, y),
                    };
                    let cc = match op {
                        Lt => CmpOp::Ult,
                        Gt => CmpOp::Ugt,
                        Le => CmpOp::Ule,
                        Ge => CmpOp::Uge,
                        Eq => CmpOp::Eq,
                        _ => CmpOp::Ne,
                    };
                    let c = fx.b.cmp(cc, x, y);
                    return Ok(Val::R(self.bool_to_int(fx, c), Ty::Bool));
                }
                _ => return self.invalid_operands(loc, tx, ty),
            }
        }
        if !tx.is_arith() || !ty.is_arith() {
            return self.invalid_operands(loc, tx, ty);
        }
        if matches!(op, Shl | Shr) {
            if !tx.is_int() || !ty.is_int() {
                return self.error(loc, "invalid operands to shift: integers required");
            }
            let pt = promote(tx);
            let x = self.convert(fx, x, tx, &pt, loc)?;
            let y = self.convert(fx, y, ty, &pt, loc)?;
            let o = if op == Shl {
                BinOp::Shl
            } else if pt.is_signed() {
                BinOp::AShr
            } else {
                BinOp::LShr
            };
            let r = fx.b.binary(o, x, y);
            return Ok(Val::R(r, pt));
        }
        let ct = usual_arith(tx, ty);
        let x = self.convert(fx, x, tx, &ct, loc)?;
        let y = self.convert(fx, y, ty, &ct, loc)?;
        let float = ct.is_float();
        let signed = ct.is_signed();
        if matches!(op, Rem | BitAnd | BitOr | BitXor) && float {
            return self.invalid_operands(loc, tx, ty);
        }
        let bop = match op {
            Add => Some(if float { BinOp::FAdd } else { BinOp::Add }),
            Sub => Some(if float { BinOp::FSub } else { BinOp::Sub }),
            Mul => Some(if float { BinOp::FMul } else { BinOp::Mul }),
            Div => Some(if float {
                BinOp::FDiv
            } else if signed {
                BinOp::SDiv
            } else {
                BinOp::UDiv
            }),
            Rem => Some(if signed { BinOp::SRem } else { BinOp::URem }),
            BitAnd => Some(BinOp::And),
            BitOr => Some(BinOp::Or),
            BitXor => Some(BinOp::Xor),
            _ => None,
        };
        let rounded_product = bop == Some(BinOp::FMul) && self.no_fmad;
        let fast_division = bop == Some(BinOp::FDiv) && self.fast_math && ct == Ty::Float;
        if rounded_product || fast_division {
            let (name, ty) = match ct {
                _ if fast_division => ("__fdividef(f32,f32)", IrType::F32),
                Ty::Double { .. } => ("__dmul_rn", IrType::F64),
                _ => ("__fmul_rn", IrType::F32),
            };
            let r = fx.b.new_var(ty);
            fx.b.push(Inst::Intrinsic {
                dst: Some(r),
                name: name.to_string(),
                args: vec![x, y],
            });
            return Ok(Val::R(r, ct));
        }
        if let Some(bop) = bop {
            let r = fx.b.binary(bop, x, y);
            return Ok(Val::R(r, ct));
        }
        let cc = match (op, float, signed) {
            (Eq, true, _) => CmpOp::FEq,
            (Ne, true, _) => CmpOp::FNe,
            (Lt, true, _) => CmpOp::FLt,
            (Gt, true, _) => CmpOp::FGt,
            (Le, true, _) => CmpOp::FLe,
            (Ge, true, _) => CmpOp::FGe,
            (Eq, false, _) => CmpOp::Eq,
            (Ne, false, _) => CmpOp::Ne,
            (Lt, false, true) => CmpOp::Slt,
            (Gt, false, true) => CmpOp::Sgt,
            (Le, false, true) => CmpOp::Sle,
            (Ge, false, true) => CmpOp::Sge,
            (Lt, false, false) => CmpOp::Ult,
            (Gt, false, false) => CmpOp::Ugt,
            (Le, false, false) => CmpOp::Ule,
            _ => CmpOp::Uge,
        };
        let c = fx.b.cmp(cc, x, y);
        Ok(Val::R(self.bool_to_int(fx, c), Ty::Bool))
    }

    fn logical(&mut self, fx: &mut FnCtx, op: BinaryOp, a: &Expr, b: &Expr) -> LResult<Val> {
        let result = fx.b.new_var(IrType::I8);
        let va = self.expr(fx, a)?;
        if let Ty::Struct(_) = va.ty() {
            let name = format!("operator{}", binary_spelling(op));
            // An `operator&&` or `operator||` that takes the operands is called, both
            // evaluated; else the built-in operator, short-circuiting, on their conversions to
            // `bool` (tried where nothing runs, so that `b` is not evaluated before it is known).
            let overloaded = self.where_nothing_runs(fx, |this, fx| {
                let cp = this.diags.checkpoint();
                let found = this.expr(fx, b).and_then(|vb| {
                    let operands = vec![(va.clone(), a.loc), (vb, b.loc)];
                    this.operator_call(fx, &name, operands, b.loc)
                });
                this.diags.rollback(cp);
                found.is_ok()
            });
            if overloaded {
                let vb = self.expr(fx, b)?;
                return self.operator_call(fx, &name, vec![(va, a.loc), (vb, b.loc)], b.loc);
            }
        }
        let ca = self.truth_of(fx, va, a.loc)?;
        let ia = self.bool_to_int(fx, ca);
        fx.b.copy(result, ia);
        let (rhs, join) = (fx.b.new_block(), fx.b.new_block());
        if op == BinaryOp::LogAnd {
            fx.b.branch(ca, rhs, join);
        } else {
            fx.b.branch(ca, join, rhs);
        }
        fx.b.switch_to(rhs);
        let mark = fx.temporaries.len();
        let vb = self.expr(fx, b)?;
        let cb = self.truth_of(fx, vb, b.loc)?;
        self.flag_conditional_temporaries(fx, mark);
        let ib = self.bool_to_int(fx, cb);
        fx.b.copy(result, ib);
        fx.b.jump(join);
        fx.b.switch_to(join);
        Ok(Val::R(result, Ty::Bool))
    }

    fn conditional(
        &mut self,
        fx: &mut FnCtx,
        c: &Expr,
        a: &Expr,
        b: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        let (eb, join) = self.branch_on(fx, c)?;
        // Lower both arms to learn their types, then convert each to the common type; the result
        // lives in a register (scalars) or a temporary (objects) that both arms write.
        // Each arm is evaluated only sometimes: the temporaries it makes are set aside until its
        // value has been taken, then flagged as made.
        let mark = fx.temporaries.len();
        let va = self.expr(fx, a)?;
        let a_end = fx.b.current_block();
        let a_temps: Vec<Temporary> = fx.temporaries.drain(mark..).collect();
        fx.b.switch_to(eb);
        let vb = self.expr(fx, b)?;
        let b_end = fx.b.current_block();
        let b_temps: Vec<Temporary> = fx.temporaries.drain(mark..).collect();
        let mut arms = [(a_end, va, a.loc, a_temps), (b_end, vb, b.loc, b_temps)];
        // An object beside a scalar converts to the scalar's type, through its conversion
        // function (`c ? proxy : 0` with `operator int()`); C++ tries no conversion the other way
        // that could succeed here.
        let is_class = |v: &Val| matches!(v.ty(), Ty::Struct(_));
        if is_class(&arms[0].1) != is_class(&arms[1].1) {
            let scalar = match is_class(&arms[0].1) {
                true => decayed(arms[1].1.ty()),
                false => decayed(arms[0].1.ty()),
            };
            if scalar.is_scalar() {
                for (end, v, vloc, _) in arms.iter_mut().filter(|(_, v, ..)| is_class(v)) {
                    fx.b.switch_to(*end);
                    *v = self.through_conversion_function(fx, v.clone(), &scalar, *vloc)?;
                    *end = fx.b.current_block();
                }
            }
        }
        // An object of a derived class beside one of its base: the derived one's base
        // subobject, keeping its value category (C++ converts it to the base's type).
        if let (Ty::Struct(x), Ty::Struct(y)) = (arms[0].1.ty().clone(), arms[1].1.ty().clone()) {
            let derived = match (
                base_offset(&self.structs, x, y),
                base_offset(&self.structs, y, x),
            ) {
                (Some(offset), _) if x != y => Some((0, offset, y)),
                (_, Some(offset)) if x != y => Some((1, offset, x)),
                _ => None,
            };
            if let Some((arm, offset, base)) = derived {
                let (end, v, ..) = &mut arms[arm];
                if let Val::L(addr, _) = *v {
                    fx.b.switch_to(*end);
                    let at = self.offset_addr(fx, addr, offset);
                    if fx.xvalues.contains(&addr) {
                        fx.xvalues.insert(at);
                    }
                    *v = Val::L(at, Ty::Struct(base));
                    *end = fx.b.current_block();
                }
            }
        }
        let (ta, tbty) = (decayed(arms[0].1.ty()), decayed(arms[1].1.ty()));
        // Objects of two unrelated classes: of the class the other converts to (through a
        // converting constructor or a conversion function), where only one way converts.
        let ta = match (&ta, &tbty) {
            (Ty::Struct(x), Ty::Struct(y)) if x != y => {
                let first_converts = self.converts_implicitly_to(fx, &arms[0].1, arms[0].2, &tbty);
                let second_converts = self.converts_implicitly_to(fx, &arms[1].1, arms[1].2, &ta);
                match (first_converts, second_converts) {
                    (true, false) => tbty.clone(),
                    _ => ta,
                }
            }
            _ => ta,
        };
        if ta == Ty::Void || tbty == Ty::Void {
            // A `void` operand beside an arithmetic one is converted to its type, which it
            // cannot be (nvcc's words, at the `void` one: measured).
            let (void_at, other) = match ta == Ty::Void {
                true => (start_loc(a), &tbty),
                false => (start_loc(b), &ta),
            };
            if other.is_arith() || matches!(other, Ty::Enum(e) if !e.scoped) {
                return self.error(
                    void_at,
                    "expression must have arithmetic or unscoped enum type",
                );
            }
            if ta != tbty {
                let (a, b) = (self.ty_name(&ta), self.ty_name(&tbty));
                return self.error(
                    loc,
                    format!("operand types are incompatible (\"{a}\" and \"{b}\")"),
                );
            }
            for (end, _, _, temps) in arms {
                fx.b.switch_to(end);
                self.end_arm(fx, temps);
                fx.b.jump(join);
            }
            fx.b.switch_to(join);
            return Ok(Val::Void);
        }
        // Glvalues of one category (two lvalues, two xvalues: `c ? std::move(x) :
        // std::move(y)`) give one of that category, `const` where either arm is; an lvalue
        // beside an xvalue gives a prvalue.
        let category = |v: &Val| match v {
            Val::L(addr, _) => (fx.xvalues.contains(addr), fx.const_objects.contains(addr)),
            _ => (false, false),
        };
        let (a_category, b_category) = (category(&arms[0].1), category(&arms[1].1));
        let one_category = a_category.0 == b_category.0;
        // What an unevaluated operand knows of each arm's qualifiers (`volatile`, a pointer's
        // target's), which the result has from both.
        let known_cv = |v: &Val| match v {
            Val::L(addr, _) => fx.result_cvs.get(addr).copied().unwrap_or_default(),
            _ => Cv::NONE,
        };
        let (a_cv, b_cv) = (known_cv(&arms[0].1), known_cv(&arms[1].1));
        let arms_cv = a_cv.union(b_cv);
        let mark_category = |fx: &mut FnCtx, result: Var| {
            if a_category.0 {
                fx.xvalues.insert(result);
            }
            if a_category.1 || b_category.1 {
                fx.const_objects.insert(result);
            }
            if arms_cv != Cv::NONE {
                fx.result_cvs.insert(result, arms_cv);
            }
        };
        // Two lvalues of one scalar or array type: the result is the one chosen, an lvalue too
        // (`(c ? a : b) = 5`, `return c ? v.x : v.y;` from a function returning `float&`,
        // `sizeof(c ? a : b)` of two arrays).
        let lvalue_type = arms[0].1.ty().clone();
        // (Pointers to differently qualified targets are of two types: `volatile int*` and
        // `int*` give a prvalue of the composite pointer type.)
        let same_scalar_lvalues = lvalue_type == *arms[1].1.ty()
            && a_cv.below_top() == b_cv.below_top()
            && one_category
            && (lvalue_type.is_scalar() || matches!(lvalue_type, Ty::Array(..)))
            && arms.iter().all(|(_, v, _, temps)| {
                matches!(v, Val::L(addr, _) if !temps.iter().any(|x| x.addr == *addr))
            });
        if same_scalar_lvalues {
            let result = fx.b.new_var(IrType::Ptr);
            for (end, v, _, temps) in arms {
                fx.b.switch_to(end);
                self.end_arm(fx, temps);
                if let Val::L(addr, _) = v {
                    fx.b.copy(result, addr);
                }
                fx.b.jump(join);
            }
            fx.b.switch_to(join);
            mark_category(fx, result);
            return Ok(Val::L(result, lvalue_type));
        }
        if let Ty::Struct(_) = ta {
            // Two lvalues (or xvalues) of one class: the result is the one chosen, not a copy.
            let lvalue = |v: &Val, temps: &[Temporary]| matches!(v, Val::L(addr, t) if *t == ta && !temps.iter().any(|x| x.addr == *addr));
            let both_lvalues = one_category && arms.iter().all(|(_, v, _, temps)| lvalue(v, temps));
            // Otherwise each arm makes the result object in a slot of its own, allocated in the
            // arm (no block before the branch knew the type); either way both leave its
            // address in one register.
            let result = fx.b.new_var(IrType::Ptr);
            let mut made_in = vec![];
            for (end, v, vloc, temps) in arms {
                fx.b.switch_to(end);
                let arm_mark = fx.temporaries.len();
                fx.temporaries.extend(temps);
                let addr = match v {
                    Val::L(addr, _) if both_lvalues => addr,
                    // An arm's own temporary is the result.
                    Val::L(addr, t) if t == ta && self.take_temporary(fx, addr) => {
                        made_in.extend(self.slots_made_in(fx, addr));
                        addr
                    }
                    v => {
                        let slot = self.local_slot(fx, &ta);
                        self.store_val(fx, slot, &ta, v, vloc)?;
                        made_in.push(slot);
                        slot
                    }
                };
                let temps = fx.temporaries.drain(arm_mark..).collect();
                self.end_arm(fx, temps);
                fx.b.copy(result, addr);
                fx.b.jump(join);
            }
            fx.b.switch_to(join);
            match both_lvalues {
                true => mark_category(fx, result),
                false => {
                    self.register_temporary(fx, result, &ta);
                    fx.made_in.insert(result, made_in);
                }
            }
            return Ok(Val::L(result, ta));
        }
        // Operands of one type give that type, unpromoted (an enumeration stays one, so
        // `c ? E::a : E::b` picks the overload taking `E`).
        let rt = if ta == tbty {
            ta.clone()
        } else if ta.is_arith() && tbty.is_arith() {
            usual_arith(&ta, &tbty)
        } else if base_depth(&self.structs, &ta, &tbty) > 0 {
            // Pointers to a derived class and to its base: the base's.
            tbty.clone()
        } else if ta == Ty::Nullptr {
            // `c ? nullptr : p`: the other operand's pointer type.
            tbty.clone()
        } else if ta.is_ptr() && tbty.is_ptr() && [&ta, &tbty].contains(&&Ty::ptr_to(Ty::Void)) {
            // A pointer to an object and a `void*`: a `void*`.
            Ty::ptr_to(Ty::Void)
        } else if ta.is_ptr() {
            ta.clone()
        } else {
            tbty.clone()
        };
        let Some(irt) = rt.ir() else {
            return self.error(loc, "incompatible operand types in conditional expression");
        };
        // Pointers give the composite pointer type: to what is as qualified as both targets,
        // at every level (a null pointer constant's arm takes the other's type).
        let arm_cvs: Vec<Cv> = (arms.iter())
            .filter(|(_, v, ..)| rt.is_ptr() && !is_null_constant(fx, v))
            .map(|(_, v, ..)| value_cv(fx, v))
            .collect();
        let targets = match arm_cvs[..] {
            [a, b] => composite_pointer_cv(&rt, a, b),
            [one] => one,
            _ => Cv::NONE,
        }
        .held();
        let result = fx.b.new_var(irt);
        for (end, v, vloc, temps) in arms {
            fx.b.switch_to(end);
            let (x, tx) = self.rvalue(fx, v, vloc)?;
            let x = self.convert(fx, x, &tx, &rt, vloc)?;
            self.end_arm(fx, temps);
            fx.b.copy(result, x);
            fx.b.jump(join);
        }
        fx.b.switch_to(join);
        if targets.is_const() {
            fx.const_objects.insert(result);
        }
        if targets.is_volatile() {
            fx.volatile.insert(result);
        }
        if targets != Cv::NONE {
            fx.result_cvs.insert(result, targets.holder());
        }
        Ok(Val::R(result, rt))
    }

    /// Lowers the condition `c` and branches on it, continuing in the block where it holds:
    /// the block where it does not, and a block for the two to join at.
    fn branch_on(&mut self, fx: &mut FnCtx, c: &Expr) -> LResult<(ir::BlockId, ir::BlockId)> {
        let vc = self.expr(fx, c)?;
        let cond = self.truth_of(fx, vc, c.loc)?;
        let (yes, no, join) = (fx.b.new_block(), fx.b.new_block(), fx.b.new_block());
        fx.b.branch(cond, yes, no);
        fx.b.switch_to(yes);
        Ok((no, join))
    }

    /// Whether `a`, a `const` object, is of a class with a `const` assignment operator for `op`
    /// (`const T& operator=(const T&) const`, as proxy references and tuples of references
    /// have), which overload resolution may choose for it.
    fn assigns_through_const_method(
        &mut self,
        fx: &mut FnCtx,
        op: Option<BinaryOp>,
        a: &Expr,
    ) -> bool {
        let cp = self.diags.checkpoint();
        let ty = self.type_of_unevaluated(fx, a);
        self.diags.rollback(cp);
        let Ok(Ty::Struct(sid)) = ty else {
            return false;
        };
        let name = match op {
            None => "operator=".to_string(),
            Some(o) => format!("operator{}=", binary_spelling(o)),
        };
        (self.methods_named(sid, &name).iter()).any(|m| m.decl.is_const_method)
    }

    /// Where an arm of `?:` ends: its temporaries join the full-expression's, flagged as made.
    fn end_arm(&mut self, fx: &mut FnCtx, temps: Vec<Temporary>) {
        let at = fx.temporaries.len();
        fx.temporaries.extend(temps);
        self.flag_conditional_temporaries(fx, at);
    }

    fn assign(
        &mut self,
        fx: &mut FnCtx,
        op: Option<BinaryOp>,
        a: &Expr,
        b: &Expr,
        loc: Loc,
    ) -> LResult<Val> {
        if self.writes_const(fx, a) && !self.assigns_through_const_method(fx, op, a) {
            return self.error(start_loc(a), "expression must be a modifiable lvalue");
        }
        // The right operand is sequenced before the left (C++17: `a[i++] = i` stores the old
        // `i`); one whose meaning depends on the target's type (a braced list, a function's
        // name) has no side effects and is lowered after.
        if let (Some(o @ (BinaryOp::Add | BinaryOp::Sub)), ExprKind::Binary(BinaryOp::Mul, ..)) =
            (op, &b.kind)
        {
            return self.fused_half_accumulate(fx, o, a, b, loc);
        }
        let address_of_name = matches!(&b.kind, ExprKind::Unary(UnaryOp::AddrOf, inner)
            if matches!(inner.kind, ExprKind::Name(_)));
        let typed_by_target = address_of_name
            || matches!(b.kind, ExprKind::InitList(_))
            || self.function_named(fx, b).is_some();
        let early = match typed_by_target {
            true => None,
            false => {
                let v = self.expr(fx, b)?;
                // Read now, before the left operand's side effects.
                match v.ty() {
                    t if t.is_scalar() && !matches!(v, Val::R(..)) => {
                        let (r, t) = self.rvalue(fx, v, b.loc)?;
                        Some(Val::R(r, t))
                    }
                    _ => Some(v),
                }
            }
        };
        self.assign_to(fx, op, (a, None), b, early, loc)
    }

    /// Whether `e` names a bit-field member (`s.bf`, `p->bf`).
    fn names_bit_field(&mut self, fx: &mut FnCtx, e: &Expr) -> bool {
        let ExprKind::Member { base, name, arrow } = &e.kind else {
            return false;
        };
        let cp = self.diags.checkpoint();
        let field = self.member_field(fx, base, name, *arrow);
        self.diags.rollback(cp);
        field.is_some_and(|(_, f)| f.bits.is_some())
    }

    /// `(c ? x : y) op= value` where an operand is a bit-field, which no address designates:
    /// the assignment to the operand the condition chooses. Its value is the assigned one.
    fn assign_to_chosen(
        &mut self,
        fx: &mut FnCtx,
        op: Option<BinaryOp>,
        (c, x, y): (&Expr, &Expr, &Expr),
        b: &Expr,
        value: Val,
        loc: Loc,
    ) -> LResult<Val> {
        let (second, join) = self.branch_on(fx, c)?;
        let assigned = self.assign_to(fx, op, (x, None), b, Some(value.clone()), loc)?;
        let (v, ty) = self.rvalue(fx, assigned, loc)?;
        let result = fx.b.new_var(fx.b.var_type(v));
        fx.b.copy(result, v);
        fx.b.jump(join);
        fx.b.switch_to(second);
        let assigned = self.assign_to(fx, op, (y, None), b, Some(value), loc)?;
        let (v, other) = self.rvalue(fx, assigned, loc)?;
        let v = self.convert(fx, v, &other, &ty, loc)?;
        fx.b.copy(result, v);
        fx.b.jump(join);
        fx.b.switch_to(join);
        Ok(Val::R(result, ty))
    }

    /// The rest of an assignment `a op= b` whose right operand `early` has been lowered (or
    /// is lowered here, where its meaning depends on the target's type), and its target too
    /// when `lhs` is given.
    pub(super) fn assign_to(
        &mut self,
        fx: &mut FnCtx,
        op: Option<BinaryOp>,
        (a, lhs): (&Expr, Option<Val>),
        b: &Expr,
        mut early: Option<Val>,
        loc: Loc,
    ) -> LResult<Val> {
        if let (None, Some(value), ExprKind::Cond(c, x, y)) = (&lhs, &early, &a.kind) {
            if self.names_bit_field(fx, x) || self.names_bit_field(fx, y) {
                return self.assign_to_chosen(fx, op, (c, x, y), b, value.clone(), loc);
            }
        }
        let lhs = match lhs {
            Some(lhs) => lhs,
            None => self.expr(fx, a)?,
        };
        let ty = lhs.ty().clone();
        // A call's result that only its type makes `const` (`declval<const int&>() = 1`).
        if let Val::L(addr, t) = &lhs {
            if t.is_scalar() && is_const_object(fx, *addr) {
                return self.error(start_loc(a), "expression must be a modifiable lvalue");
            }
        }
        // `x = {}`, `x = {a, b}` of a scalar: the operand is `T{...}`.
        if let (None, None, ExprKind::InitList(items)) = (op, &early, &b.kind) {
            if ty.is_scalar() && items.len() != 1 {
                early = Some(self.construct(fx, &ty, items, true, b.loc)?);
            }
        }
        // Only `=` takes a list for a scalar ([expr.ass]): `x += {v}` has no meaning.
        if let (Some(_), ExprKind::InitList(_)) = (op, &b.kind) {
            if ty.is_scalar() {
                return self.error(b.loc, "a brace-enclosed list is not allowed here");
            }
        }
        if let Ty::Struct(sid) = ty {
            // (An incomplete class has no assignment: `is_copy_assignable<Incomplete&>`.)
            if size_align(&ty, &self.structs).is_none() {
                let shown = self.ty_name(&ty);
                let message = format!("incomplete type \"{shown}\" is not allowed");
                return self.error(start_loc(a), message);
            }
            let name = match op {
                None => "operator=".to_string(),
                Some(o) => format!("operator{}=", binary_spelling(o)),
            };
            if op.is_some() || !self.methods_named(sid, &name).is_empty() {
                let rhs = match (early.take(), &b.kind) {
                    (Some(rhs), _) => rhs,
                    // `v = {1, 2}`, `v += {10, 20}`: the list initializes the operator's
                    // parameter. Where no declared operator takes it, the implicit copy
                    // assignment may (`p = {3, 4}` assigns `P{3, 4}`).
                    (None, ExprKind::InitList(items)) => {
                        let mut vals = self.lower_args(fx, std::slice::from_ref(b))?;
                        let operands = vec![(lhs.clone(), a.loc), (vals.remove(0).0, b.loc)];
                        let implicit_copy = op.is_none()
                            && !self.declares_transfer_assignment(sid, RefKind::Lvalue)
                            && !self.declares_transfer_assignment(sid, RefKind::Rvalue);
                        if !implicit_copy {
                            return self.operator_call(fx, &name, operands, loc);
                        }
                        let cp = self.diags.checkpoint();
                        match self.operator_call(fx, &name, operands, loc) {
                            Ok(v) => return Ok(v),
                            Err(_) => self.diags.rollback(cp),
                        }
                        self.construct(fx, &ty, items, true, b.loc)?
                    }
                    (None, _) => self.expr(fx, b)?,
                };
                // A class whose assignment operators neither copy nor move it still has the
                // implicit copy assignment, which an object of the class takes.
                let implicit = op.is_none()
                    && *rhs.ty() == ty
                    && !self.declares_transfer_assignment(sid, RefKind::Lvalue)
                    && !self.declares_transfer_assignment(sid, RefKind::Rvalue);
                if !implicit {
                    return self.operator_call(fx, &name, vec![(lhs, a.loc), (rhs, b.loc)], loc);
                }
                let addr = self.lvalue_addr(fx, lhs, a.loc)?;
                self.assign_object(fx, addr, sid, rhs, loc)?;
                return Ok(Val::L(addr, ty));
            }
            let addr = self.lvalue_addr(fx, lhs, a.loc)?;
            let rhs = if let ExprKind::InitList(_) = b.kind {
                // The list makes a temporary first: its items may read the target (`v = {v.y,
                // v.x}`). It is the implicit copy assignment's argument, and narrows as one.
                self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
                    this.temporary_from(fx, &ty, b, loc)
                })?
            } else {
                match early.take() {
                    Some(rhs) => rhs,
                    None => self.expr(fx, b)?,
                }
            };
            self.assign_object(fx, addr, sid, rhs, loc)?;
            return Ok(Val::L(addr, ty));
        }
        // An xvalue of a scalar type (`std::move(x) = 1`, `declval<int>() = 1`) is an rvalue.
        let xvalue = matches!(lhs, Val::L(a, _) if fx.xvalues.contains(&a));
        if !matches!(lhs, Val::L(..) | Val::Bits { .. }) || xvalue {
            return self.error(loc, "expression is not assignable");
        }
        if matches!(ty, Ty::Array(..)) {
            return self.error(loc, "array type is not assignable");
        }
        let rhs = match early {
            Some(rhs) => rhs,
            None => self.value_for(fx, b, &ty)?,
        };
        // `x = {v}` of a scalar: `v`, if it does not narrow.
        if let (None, ExprKind::InitList(items)) = (op, &b.kind) {
            if let [item] = &items[..] {
                self.check_refused_narrowing(fx, item, rhs.ty(), &ty)?;
            }
        }
        if let (Some(o), Ty::Enum(_)) = (op, &ty) {
            let name = format!("operator{}=", binary_spelling(o));
            let operands = [(lhs.clone(), a.loc), (rhs.clone(), b.loc)];
            if let Some(v) = self.enum_operator_call(fx, &name, &operands, loc)? {
                return Ok(v);
            }
        }
        let value = match op {
            None if ty.is_scalar() => {
                let rhs = self.through_conversion_function(fx, rhs, &ty, b.loc)?;
                // nvcc points at the operator where the target is an enumeration.
                let at = match ty {
                    Ty::Enum(_) => loc,
                    _ => b.loc,
                };
                let action = "assigned to an entity of type";
                if self.target_declares_pointer_to_mutable(fx, a, &lhs) {
                    self.check_dropped_const(fx, b, &ty, action)?;
                }
                self.check_pointer_qualification(fx, (&lhs, &rhs), action, b.loc)?;
                let v = self.implicit_scalar(fx, rhs, &ty, action, at)?;
                Val::R(v, ty.clone())
            }
            None => rhs,
            Some(o) => {
                let (x, tx) = self.rvalue(fx, lhs.clone(), loc)?;
                let rhs = self.through_conversion_function(fx, rhs, &ty, b.loc)?;
                let (y, tyy) = self.rvalue(fx, rhs, b.loc)?;
                self.check_scoped_enum_operands(o, &tx, &tyy, true, loc)?;
                self.check_shift_count(fx, o, &tx, b);
                self.arith(fx, o, x, &tx, y, &tyy, loc)?
            }
        };
        self.store_to(fx, &lhs, value, loc)?;
        Ok(lhs)
    }

    fn index(&mut self, fx: &mut FnCtx, base: &Expr, index: &Expr, loc: Loc) -> LResult<Val> {
        let mut vb = self.expr(fx, base)?;
        // A class without `operator[]` is subscripted as the pointer it converts to.
        if let Ty::Struct(sid) = vb.ty() {
            if self.methods_named(*sid, "operator[]").is_empty() {
                vb = self.through_sole_conversion_function(fx, vb, base.loc)?;
            }
        }
        if let Ty::Struct(_) = vb.ty() {
            let vi = self.expr(fx, index)?;
            return self.operator_call(
                fx,
                "operator[]",
                vec![(vb, base.loc), (vi, index.loc)],
                loc,
            );
        }
        let mut vi = self.expr(fx, index)?;
        // A class object as the index: the integer it converts to.
        if let Ty::Struct(_) = vi.ty() {
            vi = self.through_sole_conversion_function(fx, vi, index.loc)?;
        }
        let (p, tp) = self.rvalue(fx, vb, base.loc)?;
        let (i, ti) = self.rvalue(fx, vi, index.loc)?;
        let (p, tp, i, ti) = if tp.is_int() && ti.is_ptr() {
            (i, ti, p, tp)
        } else {
            (p, tp, i, ti)
        };
        let Ty::Ptr(elem) = &tp else {
            return self.error(
                loc,
                format!(
                    "subscripted value is not an array or pointer ('{}')",
                    self.ty_name(&tp)
                ),
            );
        };
        if !ti.is_int() {
            return self.error(index.loc, "array subscript is not an integer");
        }
        let elem = (**elem).clone();
        let Some((es, _)) = size_align(&elem, &self.structs) else {
            return self.error(loc, "subscript of pointer to incomplete type");
        };
        let i = self.convert(fx, i, &ti, &LONG, loc)?;
        let s = fx.b.iconst(IrType::I64, es as i64);
        let off = fx.b.binary(BinOp::Mul, i, s);
        let a = fx.b.binary(BinOp::Add, p, off);
        if fx.volatile.contains(&p) {
            fx.volatile.insert(a);
        }
        // (The element's qualifiers below its own, where the pointer's declared type says them.)
        if let Some(&cv) = fx.result_cvs.get(&p) {
            fx.result_cvs.insert(a, cv.held());
        }
        // (An element of a packed class's array member is as unaligned as the member.)
        if fx.unaligned.contains(&p) {
            fx.unaligned.insert(a);
        }
        let a = self.element_of_literal(fx, base, a);
        Ok(Val::L(a, elem))
    }

    /// `at`, the address of a character of `e` where `e` is a string literal, marked `const`
    /// (as a register of its own: the literal's address may be shared); `at` itself otherwise.
    fn element_of_literal(&mut self, fx: &mut FnCtx, e: &Expr, at: Var) -> Var {
        if !matches!(e.kind, ExprKind::Str(_)) {
            return at;
        }
        let own = fx.b.new_var(IrType::Ptr);
        fx.b.copy(own, at);
        fx.const_objects.insert(own);
        own
    }

    /// The object a member access `base.m` or `base->m` starts from: for `->` on a class
    /// object, what its `operator->` returns, and the result's while that is a class object
    /// too.
    fn member_base(&mut self, fx: &mut FnCtx, base: &Expr, arrow: bool, loc: Loc) -> LResult<Val> {
        let mut v = self.expr(fx, base)?;
        let mut chain = 0;
        while let (true, Ty::Struct(sid)) = (arrow, v.ty()) {
            if self.methods_named(*sid, "operator->").is_empty() {
                // Reported by the caller as nvcc words it: the object is not a pointer.
                break;
            }
            chain += 1;
            if chain > MAX_ARROW_CHAIN {
                return self.error(loc, "circular pointer delegation through 'operator->'");
            }
            v = self.operator_call(fx, "operator->", vec![(v, base.loc)], loc)?;
        }
        Ok(v)
    }

    /// `kPlan.depth` of a constant object of the host's (`constexpr Plan kPlan{8, 3};`, a
    /// namespace-scope variable that is no device variable): the member's value, which device
    /// code may read as nvcc folds it, where the member is of arithmetic type.
    fn host_constant_member(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        name: &Path,
        loc: Loc,
    ) -> Option<Val> {
        let mut root = base;
        while let ExprKind::Member {
            base, arrow: false, ..
        } = &root.kind
        {
            root = base;
        }
        let ExprKind::Name(p) = &root.kind else {
            return None;
        };
        if p.segments.len() == 1 && !p.global && fx.lookup(&p.segments[0].name).is_some() {
            return None;
        }
        let host_constant =
            self.names.lookup_path(fx.ns, p).into_iter().any(
                |e| matches!(e, Entity::Var(v, _) if is_constant_variable(&v) && !v.cuda.any()),
            );
        if !host_constant {
            return None;
        }
        let member = Expr {
            kind: ExprKind::Member {
                base: Box::new(base.clone()),
                name: name.clone(),
                arrow: false,
            },
            loc,
        };
        let env = fx.env.clone();
        let (ty, value) = self.constant_member_value(&member, &env, fx.ns)?;
        self.number_value(fx, value, ty)
    }

    /// The value of `init`, the initializer of a constant of arithmetic type `ty`, converted
    /// to `ty` (`constexpr bool b = 2;` is `true`, `const unsigned char c = -1;` 255).
    fn constant_initializer(
        &mut self,
        fx: &mut FnCtx,
        init: &Expr,
        ty: &Ty,
        env: &TEnv,
        ns: NsId,
    ) -> Option<Val> {
        let value = self.const_value(init, env, ns)?;
        let value = value.to(constexpr::arith_kind_of(ty)?);
        self.number_value(fx, value, ty.clone())
    }

    fn member(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        name: &Path,
        arrow: bool,
        loc: Loc,
    ) -> LResult<Val> {
        let field = name.last().name.clone();
        if let ExprKind::Name(p) = &base.kind {
            if p.segments.len() == 1 && !arrow && fx.lookup(&p.segments[0].name).is_none() {
                let axis = match &*field {
                    "x" => Some(0u8),
                    "y" => Some(1),
                    "z" => Some(2),
                    _ => None,
                };
                let reg = axis.and_then(|a| builtin_index_register(&p.segments[0].name, a));
                if let Some(reg) = reg {
                    let dst = fx.b.new_var(IrType::I32);
                    fx.b.push(Inst::Special { dst, reg });
                    return Ok(Val::R(dst, UINT));
                }
            }
        }
        if !arrow {
            if let Some(v) = self.host_constant_member(fx, base, name, loc) {
                return Ok(v);
            }
        }
        let vb = self.member_base(fx, base, arrow, loc)?;
        // A member of an xvalue (`std::move(s).v`) is one too.
        let of_xvalue = !arrow && matches!(&vb, Val::L(a, _) if fx.xvalues.contains(a));
        let (addr, sid) = match (vb, arrow) {
            (Val::L(a, Ty::Struct(sid)), false) => (a, sid),
            (Val::L(_, Ty::Struct(_)), true) => {
                return self.error(loc, "expression must have pointer type");
            }
            (v, true) => {
                let (p, t) = self.rvalue(fx, v, loc)?;
                match t {
                    Ty::Ptr(inner) => match &*inner {
                        Ty::Struct(sid) => (p, *sid),
                        _ => {
                            return self.error(
                                loc,
                                format!(
                                    "member reference base type '{}' is not a structure",
                                    self.ty_name(&inner)
                                ),
                            )
                        }
                    },
                    t => {
                        return self.error(
                            loc,
                            format!(
                                "member reference type '{}' is not a pointer",
                                self.ty_name(&t)
                            ),
                        )
                    }
                }
            }
            (v, false) => {
                let t = v.ty().clone();
                return self.error(
                    loc,
                    format!(
                        "member reference base type '{}' is not a structure or union",
                        self.ty_name(&t)
                    ),
                );
            }
        };
        let object_class = sid;
        // `object.Base::member`: the member of the object's `Base` subobject.
        let (addr, sid) = match self.qualifying_base(fx, name, sid, loc) {
            Some((base, offset)) => (self.offset_addr(fx, addr, offset), base),
            None => (addr, sid),
        };
        let Some(f) = self.structs[sid.0 as usize].field(&field).cloned() else {
            if let Some(v) = self.static_member_constant(fx, sid, &field, loc) {
                return Ok(v);
            }
            let sname = self.structs[sid.0 as usize].name.clone();
            return self.error(loc, format!("no member named '{field}' in '{sname}'"));
        };
        self.check_unambiguous_field(sid, &field, member_name_loc(loc, arrow))?;
        let naming = access::Naming {
            class: sid,
            object: object_class,
        };
        self.check_field_access(fx, naming, &field, member_name_loc(loc, arrow))?;
        let reference = f.reference;
        Ok(match self.field_place(fx, addr, f) {
            Val::L(at, ty) if of_xvalue && !reference => self.xvalue(fx, at, ty),
            place => place,
        })
    }

    /// Reports naming the field `name` of `class` where lookup finds it in several of its base
    /// subobjects (see [`StructLayout::ambiguous_fields`]), in nvcc's words (measured).
    pub(super) fn check_unambiguous_field(
        &mut self,
        class: StructId,
        name: &str,
        loc: Loc,
    ) -> LResult<()> {
        let layout = &self.structs[class.0 as usize];
        match layout.ambiguous_fields.iter().any(|f| &**f == name) {
            true => {
                let message = format!("\"{}::{name}\" is ambiguous", layout.name);
                self.error(loc, message)
            }
            false => Ok(()),
        }
    }

    // ---- calls ----

    /// For a member named with its class (`object.Base::f`), that class and the offset of its
    /// subobject in an object of class `sid`.
    fn qualifying_base(
        &mut self,
        fx: &FnCtx,
        name: &Path,
        sid: StructId,
        loc: Loc,
    ) -> Option<(StructId, u64)> {
        let prefix = name.qualifier()?;
        let env = fx.env.clone();
        let cp = self.diags.checkpoint();
        match self.resolve_named_type_quiet(&prefix, &env, fx.ns, loc) {
            Ok(Ty::Struct(base)) => base_offset(&self.structs, sid, base).map(|off| (base, off)),
            _ => {
                self.diags.rollback(cp);
                None
            }
        }
    }

    /// `object.~T()` or `pointer->~T()`: the object is destroyed as at the end of its
    /// lifetime (its destructor, then its members' and bases'); for an object not of a class
    /// (a template's `T` that is `int`), nothing happens. `loc` is where the `~` is, where
    /// nvcc reports a destructor that may not be called. With a `qualifier` (`p->B::~B()`),
    /// the destructor of the class it names runs, on that base of the object, and no other.
    fn explicit_destruction(
        &mut self,
        fx: &mut FnCtx,
        base: &Expr,
        arrow: bool,
        qualifier: Option<Path>,
        loc: Loc,
    ) -> LResult<Val> {
        let v = self.expr(fx, base)?;
        let (addr, ty) = match (v, arrow) {
            (Val::L(a, t), false) => (a, t),
            (v, true) => {
                let (p, t) = self.rvalue(fx, v, loc)?;
                match t.pointee() {
                    Some(t) => (p, t.clone()),
                    None => return self.error(loc, "'->~' needs a pointer"),
                }
            }
            (_, false) => return Ok(Val::Void),
        };
        let named = (qualifier.as_ref()).and_then(|class| self.class_named_in(fx, class, loc));
        let base = named.and_then(|b| Some((self.subobject_offset(&ty, &Ty::Struct(b))?, b)));
        let (addr, ty) = match base {
            Some((offset, b)) => (self.offset_addr(fx, addr, offset), Ty::Struct(b)),
            None => (addr, ty),
        };
        self.require_destructible(fx, &ty, loc)?;
        match ty {
            Ty::Struct(sid) if qualifier.is_none() => {
                self.destroy_dynamic_object(fx, addr, sid, loc);
            }
            Ty::Struct(sid) if self.has_destruction(sid) => self.destroy_object(fx, addr, sid, loc),
            _ => {}
        }
        Ok(Val::Void)
    }

    pub(super) fn call(
        &mut self,
        fx: &mut FnCtx,
        callee: &Expr,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        // Where the function's name is written: `f` of `f(x)`, `get` of `s.get()`.
        let name_at = match &callee.kind {
            ExprKind::Member { arrow, .. } => member_name_loc(callee.loc, *arrow),
            _ => callee.loc,
        };
        let outer = fx.call_names.replace((loc, name_at));
        let result = self.call_of(fx, callee, args, loc);
        fx.call_names = outer;
        result
    }

    /// [`Self::call`] once the call's place is recorded.
    fn call_of(&mut self, fx: &mut FnCtx, callee: &Expr, args: &[Expr], loc: Loc) -> LResult<Val> {
        // `(object->*pmf)(args)` of a class object calls what its `operator->*` returns.
        if let ExprKind::PointerToMember { base, arrow, .. } = &callee.kind {
            if self.overloads_arrow_star(fx, base, *arrow)? {
                let v = self.expr(fx, callee)?;
                return self.call_value(fx, v, args, loc);
            }
        }
        match &callee.kind {
            ExprKind::PointerToMember {
                base,
                member,
                arrow,
            } => self.call_through_member_pointer(fx, (base, member, *arrow), args, callee.loc),
            ExprKind::Member { base, name, arrow }
                if name.last().name.starts_with('~') && args.is_empty() =>
            {
                let at = member_name_loc(callee.loc, *arrow);
                // `p->~Base()` is a virtual call, `p->Base::~Base()` not.
                let qualifier = (name.segments.len() > 1).then(|| {
                    let mut class = name.clone();
                    class.segments.pop();
                    class
                });
                self.explicit_destruction(fx, base, *arrow, qualifier, at)
            }
            ExprKind::Member { base, name, arrow } => {
                let vb = self.member_base(fx, base, *arrow, loc)?;
                let (addr, sid) = match (vb, *arrow) {
                    (Val::L(a, Ty::Struct(sid)), false) => (a, sid),
                    (v, true) => {
                        let (p, t) = self.rvalue(fx, v, loc)?;
                        match t.pointee() {
                            // (`p->f()` of a pointer to `const` calls `f() const`.)
                            Some(Ty::Struct(sid)) if self.points_to_const(fx, base) => {
                                let object = own_address(fx, p);
                                fx.const_objects.insert(object);
                                (object, *sid)
                            }
                            Some(Ty::Struct(sid)) => (p, *sid),
                            _ => {
                                return self.error(
                                    loc,
                                    "member call on a value that is not a pointer to a class",
                                )
                            }
                        }
                    }
                    (v, false) => {
                        let t = v.ty().clone();
                        return self.error(
                            loc,
                            format!(
                                "member call on a value of type '{}' which is not a class",
                                self.ty_name(&t)
                            ),
                        );
                    }
                };
                let mname = name.last().name.clone();
                let object_class = sid;
                // `object.Base::f()`: `Base`'s function itself, on the object's `Base` part.
                let (addr, sid, qualified) = match self.qualifying_base(fx, name, sid, loc) {
                    Some((base, off)) => {
                        let part = self.offset_addr(fx, addr, off);
                        if part != addr && is_const_object(fx, addr) {
                            fx.const_objects.insert(part);
                        }
                        (part, base, true)
                    }
                    None => (addr, sid, false),
                };
                let cands: Vec<Candidate> = self
                    .methods_named(sid, &mname)
                    .into_iter()
                    .map(|c| Candidate {
                        qualified,
                        named_in: Some(access::Naming {
                            class: sid,
                            object: object_class,
                        }),
                        ..c
                    })
                    .collect();
                if cands.is_empty() {
                    if &*mname == "operator=" {
                        return self.implicit_assignment_call(fx, addr, sid, args, loc);
                    }
                    // A field holding a function pointer or a function object.
                    if let Some(field) = self.structs[sid.0 as usize].field(&mname).cloned() {
                        let place = self.field_place(fx, addr, field);
                        return self.call_value(fx, place, args, loc);
                    }
                    let sname = self.structs[sid.0 as usize].name.clone();
                    return self.error(
                        loc,
                        format!("no member function named '{mname}' in '{sname}'"),
                    );
                }
                if self.methods_ambiguous(sid, &mname) {
                    let sname = self.structs[sid.0 as usize].name.clone();
                    let at = member_name_loc(callee.loc, *arrow);
                    // (nvcc's words, measured.)
                    return self.error(at, format!("\"{sname}::{mname}\" is ambiguous"));
                }
                let vals = self.lower_args(fx, args)?;
                self.resolve_and_call(
                    fx,
                    &mname,
                    cands,
                    name.last().targs.as_deref(),
                    Some(addr),
                    vals,
                    loc,
                )
            }
            ExprKind::Name(p) => {
                let n = p.last().name.clone();
                // (`::g(1)` names no local.)
                if p.segments.len() == 1 && !p.global {
                    // (A type declared in the block is constructed, below.)
                    if let Some(l) = fx.lookup(&n).filter(|l| !matches!(l, LocalVar::Declared)) {
                        let callee = self.local(fx, l.clone(), loc)?;
                        return self.call_value(fx, callee, args, loc);
                    }
                    // A template parameter that is a function: a call of that function.
                    if let Some(&TArg::Function(id)) = fx.env.get(&n) {
                        let vals = self.lower_args(fx, args)?;
                        return self.call_pointed(fx, id, vals, 0, None, loc);
                    }
                }
                // Methods of the enclosing class, called without `this->`, unless a block
                // declares the name (`using std::swap;` in a member `swap`), which hides them.
                let mut cands = Vec::new();
                let declared_in_block = matches!(fx.lookup(&n), Some(LocalVar::Declared));
                let class = fx.class.filter(|_| !declared_in_block);
                if let (Some(sid), 1, false) = (class, p.segments.len(), p.global) {
                    cands = self.methods_named_unqualified(sid, &n);
                    for c in &mut cands {
                        c.named_in = Some(access::Naming::of(sid));
                    }
                    if !cands.is_empty() {
                        let this = fx.this.map(|(this, _)| this);
                        return self.call_candidates(fx, &n, cands, p, this, args, loc);
                    }
                    // A field holding a function object or pointer: `f(x)` calls `this->f`.
                    if let (Some(field), Some((this, _))) =
                        (self.structs[sid.0 as usize].field(&n).cloned(), fx.this)
                    {
                        let mut place = self.field_place(fx, this, field);
                        // (A `mutable` one is not `const` in a `const` member function, even
                        // where its address is the object's.)
                        let mutable = self
                            .declared_field(sid, &n)
                            .is_some_and(|(f, _)| f.is_mutable);
                        if let (true, Val::L(at, ty)) = (mutable, &place) {
                            let own = fx.b.new_var(IrType::Ptr);
                            fx.b.copy(own, *at);
                            place = Val::L(own, ty.clone());
                        }
                        return self.call_value(fx, place, args, loc);
                    }
                    // A static member function of a class this one is nested in.
                    for outer in self.enclosing_class_chain(sid).skip(1).collect::<Vec<_>>() {
                        let statics = self.static_methods_named(outer, &n);
                        if !statics.is_empty() {
                            return self.call_candidates(fx, &n, statics, p, None, args, loc);
                        }
                    }
                }
                // `Base::f()` in a member of a class derived from `Base`: that very function, on
                // the `Base` part of `this`.
                if let Some((this, class)) = fx.this {
                    if let Some((base, off)) = self.qualifying_base(fx, p, class, loc) {
                        let methods = self.methods_named(base, &n);
                        if methods.is_empty() && &*n == "operator=" {
                            let object = self.offset_addr(fx, this, off);
                            return self.implicit_assignment_call(fx, object, base, args, loc);
                        }
                        if methods.iter().any(|c| !c.static_member) {
                            let object = self.offset_addr(fx, this, off);
                            let cands = methods
                                .into_iter()
                                .map(|c| Candidate {
                                    qualified: true,
                                    named_in: Some(access::Naming {
                                        class: base,
                                        object: class,
                                    }),
                                    ..c
                                })
                                .collect();
                            return self.call_candidates(fx, &n, cands, p, Some(object), args, loc);
                        }
                    }
                }
                // A static member function reached through its class: `Limits<T>::max()`.
                if let Some(prefix) = p.qualifier() {
                    if let Some(sid) = self.class_named_in(fx, &prefix, loc) {
                        let statics = self.static_methods_named(sid, &n);
                        if !statics.is_empty() {
                            // Its name is after the class's: `Limits<T>::max`.
                            if let Some((_, name_at)) = &mut fx.call_names {
                                *name_at = last_segment_loc(p, *name_at);
                            }
                            return self.call_candidates(fx, &n, statics, p, None, args, loc);
                        }
                        // A member type of the class, constructed: `Outer::Inner(1, 2)`.
                        let env = fx.env.clone();
                        let cp = self.diags.checkpoint();
                        match self.resolve_named_type_quiet(p, &env, fx.ns, loc) {
                            Ok(ty) => return self.construct(fx, &ty, args, false, loc),
                            Err(_) => self.diags.rollback(cp),
                        }
                    }
                }
                let ents = self.names_declared_before(fx, p, loc);
                // A function or variable hides a class of its name (`stat(x)` beside `struct
                // stat`).
                let hidden_types = ents
                    .iter()
                    .any(|e| matches!(e, Entity::Func(..) | Entity::Var(..)));
                for ent in ents {
                    match ent {
                        Entity::Func(f, fns) => cands.push(Candidate::free(f, fns)),
                        Entity::Struct(..) | Entity::Alias { .. } if !hidden_types => {
                            let env = fx.env.clone();
                            let ty =
                                self.resolve_type(&TypeExpr::Named(p.clone()), &env, fx.ns, loc)?;
                            return self.construct(fx, &ty, args, false, loc);
                        }
                        // A device variable holding a function pointer.
                        Entity::Var(..) => {
                            let v = self.expr(fx, callee)?;
                            return self.call_value(fx, v, args, loc);
                        }
                        _ => {}
                    }
                }
                if cands.is_empty() {
                    if let Some(v) = self.builtin_call(fx, &n, args, loc)? {
                        return Ok(v);
                    }
                }
                // Before C++20, `conv<int>(v)` names a template only where ordinary lookup
                // finds one (a structured binding's `get<i>(tuple)` is looked up as C++20 does).
                let decomposing = matches!(args.first().map(|a| &a.kind),
                    Some(ExprKind::Name(a)) if *a.last().name == *stmt::DECOMPOSED);
                if cands.is_empty() && p.last().targs.is_some() && !self.cxx20 && !decomposing {
                    return self.error(start_loc(callee), crate::diag::undefined_identifier(&n));
                }
                let vals = self.lower_args(fx, args)?;
                // (Argument-dependent lookup adds nothing to a function declared in a block.)
                let hidden = self.names.block_declares_without_using(fx.ns, &n);
                if p.segments.len() == 1 && !p.global && !hidden {
                    let types: Vec<Ty> = vals.iter().map(|(v, _)| v.ty().clone()).collect();
                    self.add_argument_dependent(&n, &types, &mut cands);
                    if fx.names_in_declaration_order {
                        // What argument-dependent lookup adds is seen from the call too.
                        let functions: Vec<_> =
                            cands.iter().map(|c| (c.decl.clone(), c.ns)).collect();
                        let visible = self.functions_visible_at(&functions, loc);
                        let mut visible = visible.into_iter();
                        cands.retain(|_| visible.next() == Some(true));
                    }
                }
                // Found nowhere else, a member function of a base that depends on the class
                // template's parameters, where arguments may make the call depend on them
                // too, as nvcc's front end finds it (C++ leaves it to `this->f`; CUB's radix
                // sort calls one so). Without arguments, nothing depends on them: undefined.
                if let (true, false, Some(sid), 1, false) = (
                    cands.is_empty(),
                    args.is_empty(),
                    class,
                    p.segments.len(),
                    p.global,
                ) {
                    cands = self.methods_named(sid, &n);
                    if !cands.is_empty() {
                        let this = fx.this.map(|(this, _)| this);
                        let targs = p.last().targs.as_deref();
                        return self.resolve_and_call(fx, &n, cands, targs, this, vals, loc);
                    }
                }
                if cands.is_empty() {
                    self.report_undefined(start_loc(callee), &n);
                    return Err(Reported);
                }
                self.resolve_and_call(fx, &n, cands, p.last().targs.as_deref(), None, vals, loc)
            }
            _ => {
                let v = self.expr(fx, callee)?;
                self.call_value(fx, v, args, loc)
            }
        }
    }

    /// Argument-dependent lookup: adds to `cands` the functions named `name` of the namespaces
    /// that declare the classes of the arguments (an object of one, a pointer or array of
    /// one) and their bases, as C++ finds `init(&bar, n)` for a `cuda::barrier`, and the friend
    /// functions those classes define, which no other lookup finds. Such a friend is no
    /// template: it is a function of the class (of a class template's instance), lowered in
    /// the class's scope as a static member function is.
    fn add_argument_dependent(&mut self, name: &str, types: &[Ty], cands: &mut Vec<Candidate>) {
        let mut namespaces: Vec<NsId> = Vec::new();
        let mut classes: Vec<StructId> = Vec::new();
        // The arguments' types, then the type arguments of the class template instances among
        // them (`geo::Box<other::W>` brings `other` in).
        let mut types: Vec<Ty> = types.to_vec();
        while let Some(mut t) = types.pop() {
            while let Ty::Ptr(inner) | Ty::Array(inner, _) = t {
                t = (*inner).clone();
            }
            let t = &t;
            // A function's parameter and return types (`via(E::target)` of a `void
            // (*)(E::Fn)`), a member pointer's class and member type.
            match t {
                Ty::Func(f) => {
                    types.extend(
                        std::iter::once(&f.ret)
                            .chain(&f.params)
                            .map(|p| p.ty.clone()),
                    );
                }
                Ty::MemberPtr(member, class) => {
                    types.push((**member).clone());
                    types.push(Ty::Struct(*class));
                }
                _ => {}
            }
            // The class and its bases (a CRTP base supplying operators as friends).
            if let Ty::Enum(e) = t {
                if !namespaces.contains(&e.scope) {
                    namespaces.push(e.scope);
                }
            }
            let mut pending: Vec<StructId> = match t {
                Ty::Struct(sid) => vec![*sid],
                _ => vec![],
            };
            while let Some(sid) = pending.pop() {
                if classes.contains(&sid) {
                    continue;
                }
                classes.push(sid);
                let info = &self.struct_infos[sid.0 as usize];
                if !namespaces.contains(&info.ns) {
                    namespaces.push(info.ns);
                }
                types.extend(info.targs.iter().filter_map(|a| match a {
                    TArg::Type(t, _) | TArg::Reference(t, ..) => Some(t.clone()),
                    _ => None,
                }));
                pending.extend(self.structs[sid.0 as usize].bases.iter().map(|b| b.0));
            }
        }
        // (A friend only declared in the class, as a trait's operand may call it, unless the
        // namespace declares it too: that declaration is the one to call.)
        let mut declared_only = Vec::new();
        for sid in classes {
            let info = &self.struct_infos[sid.0 as usize];
            let body = info.decl.body.iter();
            let defined = body
                .clone()
                .flat_map(|b| &b.items)
                .filter_map(|item| match item {
                    Item::Function(f) if f.storage.is_friend => Some(f),
                    _ => None,
                });
            let declared = (body.flat_map(|b| &b.friends)).filter_map(|friend| match friend {
                Friend::Function(f) if f.body.is_none() && !f.host_body && !f.defaulted => Some(f),
                _ => None,
            });
            let friends = (declared.map(|f| (f, true))).chain(defined.map(|f| (f, false)));
            for (f, only_declared) in friends.filter(|(f, _)| &*f.name.last().name == name) {
                if only_declared {
                    declared_only.push(f.clone());
                }
                cands.push(Candidate {
                    class: Some(sid),
                    class_env: Some(info.env.clone()),
                    static_member: true,
                    ..Candidate::free(f.clone(), info.ns)
                });
            }
        }
        let mut k = 0;
        while k < namespaces.len() {
            if let Some(parent) = self.names.inline_parent(namespaces[k]) {
                if !namespaces.contains(&parent) {
                    namespaces.push(parent);
                }
            }
            k += 1;
        }
        for ns in namespaces {
            for e in self.names.lookup_in(ns, name) {
                if let Entity::Func(f, fns) = e {
                    if !cands.iter().any(|c| Rc::ptr_eq(&c.decl, &f)) {
                        cands.push(Candidate::free(f, fns));
                    }
                }
            }
        }
        let others: Vec<Candidate> = cands.clone();
        cands.retain(|c| {
            !declared_only.iter().any(|f| Rc::ptr_eq(f, &c.decl))
                || !others.iter().any(|o| self.declares_same_function(c, o))
        });
    }

    /// Whether the friend `friend`, which its class only declares, declares the function
    /// `other` does: a specialization of a template (`unwrap<>`), a template with the same
    /// parameters, or a function whose parameters are of the same types in their scopes
    /// (`get(Box<T>&)` of `Box<int>` and `get(Box<int>&)`).
    fn declares_same_function(&mut self, friend: &Candidate, other: &Candidate) -> bool {
        let (f, g) = (&friend.decl, &other.decl);
        if Rc::ptr_eq(f, g) {
            return false;
        }
        if f.name.last().targs.is_some() {
            return true;
        }
        let same_count = f.params.len() == g.params.len() && f.variadic == g.variadic;
        match (&f.template, &g.template) {
            (Some(_), Some(_)) => {
                same_count && f.params.iter().zip(&g.params).all(|(a, b)| a.ty == b.ty)
            }
            (None, None) if same_count => {
                let cp = self.diags.checkpoint();
                let scope = |c: &Candidate| c.class_env.clone().unwrap_or_default();
                let mine = self.param_types(&f.params, &scope(friend), friend.ns);
                let theirs = self.param_types(&g.params, &scope(other), other.ns);
                self.diags.rollback(cp);
                matches!((mine, theirs), (Ok(a), Ok(b)) if a == b)
            }
            _ => false,
        }
    }

    /// A call of a value: a lambda, an object with `operator()` or a function pointer.
    fn call_value(&mut self, fx: &mut FnCtx, v: Val, args: &[Expr], loc: Loc) -> LResult<Val> {
        match v {
            Val::L(addr, Ty::Struct(sid)) => {
                let cands = self.methods_named(sid, "operator()");
                if cands.is_empty() {
                    if let Some(pointer) = self.surrogate_function(fx, addr, sid, loc)? {
                        return self.call_value(fx, pointer, args, loc);
                    }
                }
                let vals = self.lower_args(fx, args)?;
                self.resolve_and_call(fx, "operator()", cands, None, Some(addr), vals, loc)
            }
            // `(*fp)(x)`: the function a pointer designates, called through the pointer.
            Val::L(pointer, Ty::Func(fty)) => {
                self.call_through_pointer(fx, pointer, &fty, None, args, loc)
            }
            v if is_function_pointer(v.ty()) => {
                let (pointer, ty) = self.rvalue(fx, v, loc)?;
                let Some(Ty::Func(fty)) = ty.pointee() else {
                    return self.error(loc, "called object is not a function");
                };
                let fty = fty.clone();
                self.call_through_pointer(fx, pointer, &fty, None, args, loc)
            }
            v => {
                let t = v.ty().clone();
                self.error(
                    loc,
                    format!(
                        "called object of type '{}' is not a function or function pointer",
                        self.ty_name(&t)
                    ),
                )
            }
        }
    }

    /// For a call of an object of class `sid` that has no `operator()`: the function pointer its
    /// only conversion function to one gives (a surrogate call function, `s(7)` with `operator
    /// FP()`); `None` where it has no such conversion function, or several.
    fn surrogate_function(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        sid: StructId,
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let object = self.object_kind(fx, addr);
        let mut surrogates = Vec::new();
        for c in self.conversion_functions(sid, Conversion::Implicit) {
            let returns_pointer = object.binding(&c.decl).is_some()
                && self
                    .candidate_signature(&c)
                    .is_some_and(|sig| is_function_pointer(&sig.ret));
            if returns_pointer {
                surrogates.push(c);
            }
        }
        let Ok([surrogate]) = <[Candidate; 1]>::try_from(surrogates) else {
            return Ok(None);
        };
        let name = surrogate.decl.name.last().name.to_string();
        let owner = surrogate.class.unwrap_or(sid);
        let cands = self.with_definitions(owner, surrogate);
        let pointer = self.resolve_and_call(fx, &name, cands, None, Some(addr), Vec::new(), loc)?;
        Ok(Some(pointer))
    }

    /// A call through a function pointer, or through a pointer to member function on the
    /// `object` at that address: a call of the dispatcher for its function type.
    pub(super) fn call_through_pointer(
        &mut self,
        fx: &mut FnCtx,
        pointer: Var,
        fty: &Rc<FuncTy>,
        object: Option<Var>,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        let mut vals = vec![(Val::R(pointer, Ty::ptr_to(Ty::Func(fty.clone()))), loc)];
        vals.extend(self.lower_args(fx, args)?);
        let id = self.dispatcher(fty, object.is_some());
        self.call_pointed(fx, id, vals, 1, object, loc)
    }

    /// A call of the function `id` with `vals`, the first `hidden` of them the call's own
    /// (a dispatcher's pointer), as a function pointer calls it: with no default arguments.
    fn call_pointed(
        &mut self,
        fx: &mut FnCtx,
        id: FuncId,
        vals: Vec<(Val, Loc)>,
        hidden: usize,
        object: Option<Var>,
        loc: Loc,
    ) -> LResult<Val> {
        let sig = self.signatures[id.0 as usize].clone();
        let count_fits = match sig.variadic {
            true => vals.len() >= sig.params.len(),
            false => vals.len() == sig.params.len(),
        };
        if !count_fits {
            return self.error(
                loc,
                format!(
                    "the function pointer takes {}{} arguments, {} given",
                    if sig.variadic { "at least " } else { "" },
                    sig.params.len() - hidden,
                    vals.len() - hidden
                ),
            );
        }
        // No overload resolution has checked the arguments: a scalar that does not convert to
        // its parameter's scalar type (an `int` for an `int*`) is reported here.
        for ((v, vloc), param) in vals.iter().zip(&sig.params).skip(hidden) {
            let (pty, from) = (&param.ty, decayed(v.ty()));
            let null = is_null_constant(fx, v);
            if from.is_scalar()
                && pty.is_scalar()
                && conversion_cost(&self.structs, v, null, pty, param.is_ref()).is_none()
            {
                let message = format!(
                    "argument of type \"{}\" is incompatible with parameter of type \"{}\"",
                    self.ty_name(&from),
                    self.ty_name(pty)
                );
                return self.error(*vloc, message);
            }
            // What its reference binds, and what its pointer points to, as qualified as the
            // function's type says.
            let known = param.is_ref() || matches!(pty, Ty::Ptr(_));
            let target = param.target_cv();
            let target_quals = (
                known.then_some(target.is_const()),
                known.then_some(target.is_volatile()),
            );
            if !self.binds_argument(fx, (v, *vloc), param, target_quals) {
                let message = match self.binding_failure.take() {
                    Some((_, message)) => message,
                    None => format!(
                        "argument of type \"{}\" is incompatible with parameter of type \"{}\"",
                        display_qualified(
                            &from,
                            argument_target(fx, v, false).holder(),
                            &self.structs
                        ),
                        display_qualified(pty, param.cv, &self.structs)
                    ),
                };
                return self.error(*vloc, message);
            }
        }
        let (_, call_args) = self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
            this.convert_args(fx, &sig, &vals, None, "", loc)
        })?;
        let (xvalue, cv, returns_const) = (sig.ret_xvalue, sig.ret_cv, sig.returns_const());
        let result = self.emit_call(fx, id, sig, object, call_args);
        Ok(self.marked_result(fx, result, xvalue, returns_const, cv))
    }

    /// The definition a module variable's declaration stands for: itself, or for an `extern`
    /// declaration the definition among `found`; `None` when this file has none.
    fn definition_of_extern<'v>(
        &self,
        v: &'v Rc<VarDecl>,
        found: &'v [Entity],
    ) -> Option<&'v Rc<VarDecl>> {
        if !v.storage.is_extern {
            return Some(v);
        }
        found.iter().find_map(|e| match e {
            Entity::Var(d, _) if !d.storage.is_extern && d.name == v.name => Some(d),
            _ => None,
        })
    }

    /// The string literal `text` (`__func__`, `__builtin_FILE()`), as a literal written `loc`.
    fn narrow_string(&mut self, fx: &mut FnCtx, text: String, loc: Loc) -> LResult<Val> {
        let literal = Expr {
            kind: ExprKind::Str(StringLiteral::narrow(text.into_bytes())),
            loc,
        };
        self.expr(fx, &literal)
    }

    /// GCC's `__builtin_LINE()`, `__builtin_COLUMN()`, `__builtin_FILE()` and
    /// `__builtin_FUNCTION()`: where they are written, or in a default argument, where the call
    /// that takes it is (what `std::source_location::current()` is built on); `None` for
    /// another name.
    fn source_location_builtin(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let site = fx.source_site.unwrap_or(loc);
        let text = match name {
            "__builtin_LINE" | "__builtin_COLUMN" => None,
            "__builtin_FILE" => Some(
                self.file_names
                    .get(site.file.0 as usize)
                    .cloned()
                    .unwrap_or_default(),
            ),
            "__builtin_FUNCTION" => Some(fx.func_name.clone()),
            _ => return Ok(None),
        };
        if !args.is_empty() {
            return self.error(loc, format!("'{name}' takes no arguments"));
        }
        let value = match text {
            Some(text) => self.narrow_string(fx, text, loc)?,
            None => {
                let number = if name == "__builtin_LINE" {
                    site.line
                } else {
                    site.col
                };
                Val::R(fx.b.iconst(IrType::I32, i64::from(number)), INT)
            }
        };
        Ok(Some(value))
    }

    /// Calls that need no declaration: `__syncthreads()` and friends are declared by the headers,
    /// but a program that includes nothing still gets the core of the device API.
    /// `__ferrocuda_vprintf(format, buffer)` is CUDA's `vprintf` (arguments packed in a
    /// buffer), which translated PTX calls.
    fn builtin_call(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Option<Val>> {
        if let Some(v) = self.source_location_builtin(fx, name, args, loc)? {
            return Ok(Some(v));
        }
        // `va_start`'s: where the variadic arguments of the function being lowered begin.
        if name == "__ferrocuda_va_start" && args.is_empty() {
            let Some(buffer) = fx.variadic_arguments else {
                return self.error(loc, "'va_start' used in a function with fixed arguments");
            };
            return Ok(Some(Val::R(buffer, Ty::ptr_to(CHAR))));
        }
        let known = matches!(
            name,
            "__syncthreads"
                | "__syncwarp"
                | "__threadfence"
                | "__threadfence_block"
                | "__threadfence_system"
                | "printf"
                | "__ferrocuda_vprintf"
        );
        if !known {
            return Ok(None);
        }
        let name = name.strip_prefix("__ferrocuda_").unwrap_or(name);
        let mut vals = Vec::new();
        for a in self.lower_args(fx, args)? {
            let (v, t) = match a.0 {
                // A class object is passed as the address of its copy (see `intrinsic`).
                Val::L(addr, t @ Ty::Struct(_)) => (addr, t),
                v => self.rvalue(fx, v, a.1)?,
            };
            vals.push((v, t));
        }
        if name == "vprintf" && !(vals.len() == 2 && vals.iter().all(|(_, t)| t.is_ptr())) {
            return self.error(
                loc,
                "'__ferrocuda_vprintf' takes a format and a pointer to the packed arguments",
            );
        }
        let ret = match name {
            "printf" | "vprintf" => INT,
            _ => Ty::Void,
        };
        self.intrinsic(fx, name, vals, &ret, loc).map(Some)
    }

    /// Lowers `args`, then calls the best of `cands` for the name `path` ends with (its
    /// template arguments included) on `this`.
    #[allow(clippy::too_many_arguments)]
    fn call_candidates(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        cands: Vec<Candidate>,
        path: &Path,
        this: Option<Var>,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        let vals = self.lower_args(fx, args)?;
        self.resolve_and_call(
            fx,
            name,
            cands,
            path.last().targs.as_deref(),
            this,
            vals,
            loc,
        )
    }

    pub(super) fn lower_args(&mut self, fx: &mut FnCtx, args: &[Expr]) -> LResult<Vec<(Val, Loc)>> {
        let mut out = Vec::new();
        // Every argument is lowered, so that the errors of each are reported.
        let mut failed = None;
        for a in args {
            // No `initializer_list` to make, or an overloaded function's name: it stands for
            // an object of whatever parameter type it initializes, made (or chosen) once a
            // candidate is chosen.
            let deferred = match &a.kind {
                // (Designators name the members of the aggregate to make.)
                ExprKind::InitList(items) => {
                    items.iter().any(braces::is_designated) || !self.lists_one_type(fx, items)?
                }
                ExprKind::Name(path) => self.names_overload_set(fx, path, a.loc),
                ExprKind::Unary(UnaryOp::AddrOf, inner) => matches!(&inner.kind,
                    ExprKind::Name(path) if self.names_member_overload_set(fx, path, inner.loc)
                        || self.names_overload_set(fx, path, inner.loc)),
                _ => false,
            };
            if deferred {
                let at = fx.b.new_var(IrType::Ptr);
                if let Some(items) = self.items_typed_apart(fx, a) {
                    fx.typed_items.insert(at, items);
                }
                fx.deferred_args.insert(at, a.clone());
                out.push((Val::L(at, Ty::Void), a.loc));
                continue;
            }
            let mut v = match self.expr(fx, a) {
                Ok(v) => v,
                Err(reported) => {
                    failed = Some(reported);
                    continue;
                }
            };
            // A pointer to `const` that only the expression shows (`&p->m`, `get()`, a member
            // declared so): its value is the address of a `const` object, for overload
            // resolution and deduction.
            if matches!(v.ty(), Ty::Ptr(_)) && !matches!(a.kind, ExprKind::Name(_)) {
                match v {
                    Val::R(p, _) if self.points_to_const(fx, a) => {
                        fx.const_objects.insert(p);
                    }
                    // An lvalue (a member): its address in a register of its own, so that
                    // the object's other uses stay as they are.
                    Val::L(at, ty) if self.points_to_const(fx, a) => {
                        let own = own_address(fx, at);
                        fx.const_pointees.insert(own);
                        v = Val::L(own, ty);
                    }
                    _ => {}
                }
            }
            v = self.with_shown_constness(fx, a, v);
            // A string literal is an array of `const` characters.
            if let (true, Val::L(at, Ty::Array(..))) = (is_string_literal(a), &v) {
                fx.const_pointees.insert(*at);
                fx.string_literals.insert(*at);
            }
            // A cast's result points to what the cast's type says: `(int*)p` of a pointer to
            // `volatile` no longer does, for overload resolution.
            if let (ExprKind::Cast(_, t, _), Val::R(p, ty)) = (&a.kind, &v) {
                if ty.is_ptr() && fx.volatile.contains(p) && !self.points_to_volatile(t, fx.ns) {
                    let own = fx.b.new_var(IrType::Ptr);
                    fx.b.copy(own, *p);
                    v = Val::R(own, ty.clone());
                }
            }
            if let (ExprKind::InitList(_), Val::L(at, _) | Val::R(at, _)) = (&a.kind, &v) {
                self.remember_lowered_items(fx, a, &v);
                fx.deferred_args.insert(*at, a.clone());
            }
            out.push((v, start_loc(a)));
        }
        if failed.is_none() {
            // `f({v})`: `v` may not narrow to the parameter.
            let items = args.iter().map(|a| match &a.kind {
                ExprKind::InitList(items) if items.len() == 1 => Some(&items[0]),
                _ => None,
            });
            self.mark_list_arguments(fx, &out, items);
        }
        match failed {
            Some(reported) => Err(reported),
            None => Ok(out),
        }
    }

    /// The object `v` that `e` was lowered to, as `const` as `e` shows it (`*p` of a pointer to
    /// `const`, an element of a `const` array, a `const` member, a member of a `const` object
    /// that is not `mutable`): its address in a register of its own that says so where the
    /// address does not, for overload resolution and deduction.
    pub(super) fn with_shown_constness(&mut self, fx: &mut FnCtx, e: &Expr, v: Val) -> Val {
        let Val::L(at, ty) = &v else {
            return v;
        };
        if !shows_constness(e) {
            return v;
        }
        // A namespace-scope variable is as `const` as its declaration, as naming it marked.
        if let ExprKind::Name(p) = &e.kind {
            let name = &p.last().name;
            let member = || {
                fx.this
                    .is_some_and(|(_, c)| self.declared_field(c, name).is_some())
            };
            if p.segments.len() > 1 || (fx.lookup(name).is_none() && !member()) {
                return v;
            }
        }
        let is_const = self.writes_const(fx, e);
        if is_const == fx.const_objects.contains(at) {
            return v;
        }
        let own = own_address(fx, *at);
        match is_const {
            true => fx.const_objects.insert(own),
            false => fx.const_objects.remove(&own),
        };
        Val::L(own, ty.clone())
    }

    /// The class object `v` that `e` (an element, a member, what a pointer points to) was
    /// lowered to, `const` where `e` shows it (`*p` and `p->s` of a pointer to `const`, an
    /// element of a `const` array, a member of a `const` object or one declared `const`), so
    /// that the overloads chosen for it (its member functions, operators, the constructor that
    /// copies it) are those a `const` object takes.
    fn with_added_constness(&mut self, fx: &mut FnCtx, e: &Expr, v: Val) -> Val {
        match &v {
            Val::L(at, Ty::Struct(_)) if !is_const_object(fx, *at) => {
                self.with_shown_constness(fx, e, v)
            }
            _ => v,
        }
    }

    /// Records the values that lowering the braced argument `list` to `v` gave its items (see
    /// [`FnCtx::lowered_items`]): a list of one item is that item's value; a longer one, an
    /// `initializer_list` whose backing array holds them.
    fn remember_lowered_items(&mut self, fx: &mut FnCtx, list: &Expr, v: &Val) {
        let ExprKind::InitList(items) = &list.kind else {
            return;
        };
        let (Val::L(at, _) | Val::R(at, _)) = v else {
            return;
        };
        // (The item in a register of its own: a value that is no braced argument, as it is
        // given to the constructors the list calls.)
        if items.len() == 1 {
            let item = match v {
                Val::L(_, ty) => Val::L(own_register(fx, *at, IrType::Ptr), ty.clone()),
                Val::R(_, ty) => {
                    let irt = ty.ir().unwrap_or(IrType::Ptr);
                    Val::R(own_register(fx, *at, irt), ty.clone())
                }
                _ => return,
            };
            fx.lowered_items.insert(*at, vec![item]);
            return;
        }
        let Some((array, Ty::Array(element, _))) = fx.backing_arrays.get(at).cloned() else {
            return;
        };
        let (size, _) = size_align(&element, &self.structs).unwrap_or((0, 1));
        let values = (0..items.len() as u64)
            .map(|k| {
                let addr = self.offset_addr(fx, array, k * size);
                match element.ir() {
                    Some(irt) => Val::R(fx.b.load(irt, addr), (*element).clone()),
                    None => Val::L(addr, (*element).clone()),
                }
            })
            .collect();
        fx.lowered_items.insert(*at, values);
    }

    /// [`Lowerer::braced_temporary`] of a braced argument `list` whose items were lowered
    /// when the argument was (to `v`): made from their values (see [`FnCtx::reused_items`]),
    /// unless two items are one expression (a macro's), which could not be told apart.
    fn braced_argument_temporary(
        &mut self,
        fx: &mut FnCtx,
        ty: &Ty,
        list: &Expr,
        v: &Val,
        loc: Loc,
    ) -> LResult<Val> {
        let values = match v {
            Val::L(at, _) | Val::R(at, _) => fx.lowered_items.get(at).cloned(),
            _ => None,
        };
        let reused = match (&list.kind, values) {
            (ExprKind::InitList(items), Some(values)) if values.len() == items.len() => {
                let distinct =
                    (items.iter().enumerate()).all(|(k, item)| !items[..k].contains(item));
                match distinct {
                    true => items.iter().cloned().zip(values).collect(),
                    false => Vec::new(),
                }
            }
            _ => Vec::new(),
        };
        let outer = std::mem::replace(&mut fx.reused_items, reused);
        // A parameter is copy-initialized: no `explicit` constructor makes it.
        fx.copy_list = true;
        let made = self.braced_temporary(fx, ty, list, loc);
        fx.reused_items = outer;
        made
    }

    /// Records the arithmetic arguments among `vals` that are braced list items (`items`,
    /// one per argument), for the call they are converted for to check their narrowing (see
    /// [`FnCtx::list_arguments`]).
    fn mark_list_arguments<'e>(
        &mut self,
        fx: &mut FnCtx,
        vals: &[(Val, Loc)],
        items: impl Iterator<Item = Option<&'e Expr>>,
    ) {
        let marks: Vec<(Loc, Option<Expr>)> = vals
            .iter()
            .zip(items)
            .map(|((v, loc), item)| {
                let narrowable = v.ty().is_arith() || matches!(v.ty(), Ty::Enum(_));
                (*loc, item.filter(|_| narrowable).cloned())
            })
            .collect();
        fx.list_arguments = match marks.iter().any(|(_, item)| item.is_some()) {
            true => marks,
            false => Vec::new(),
        };
    }

    /// The items of a braced list that a constructor takes as its arguments (`S s{v, w}`),
    /// lowered as arguments that may not narrow to their parameters (an item that is itself
    /// a list of one, `S s{{v}}`, as its item).
    fn lower_list_items(&mut self, fx: &mut FnCtx, items: &[Expr]) -> LResult<Vec<(Val, Loc)>> {
        let mut vals = Vec::new();
        let mut failed = None;
        for (k, item) in items.iter().enumerate() {
            match self.lower_args(fx, std::slice::from_ref(item)) {
                Ok(mut one) => {
                    if let [(Val::L(addr, ty), loc)] = &mut one[..] {
                        if items[k + 1..].iter().any(may_write) {
                            self.keep_item_value(fx, addr, ty, *loc);
                        }
                    }
                    vals.append(&mut one);
                }
                Err(reported) => failed = Some(reported),
            }
        }
        if let Some(reported) = failed {
            return Err(reported);
        }
        let items = items.iter().map(|item| match &item.kind {
            ExprKind::InitList(inner) if inner.len() == 1 => Some(&inner[0]),
            _ => Some(item),
        });
        self.mark_list_arguments(fx, &vals, items);
        Ok(vals)
    }

    /// Makes the lvalue item at `*addr` read, wherever a value is taken from it, the value it
    /// has now (see [`FnCtx::item_values`]); `*addr` becomes a register of its own for that.
    fn keep_item_value(&mut self, fx: &mut FnCtx, addr: &mut Var, ty: &Ty, loc: Loc) {
        if ty.ir().is_none() || fx.deferred_args.contains_key(addr) {
            return;
        }
        let Ok((value, _)) = self.rvalue(fx, Val::L(*addr, ty.clone()), loc) else {
            return;
        };
        let own = own_address(fx, *addr);
        fx.item_values.insert(own, value);
        *addr = own;
    }

    /// Whether the written type `t` is a reference type, or may be (a `decltype`, which the
    /// cast it makes tells).
    fn writes_reference_type(&mut self, fx: &FnCtx, t: &TypeExpr) -> bool {
        decltype::contains_decltype(t) || self.declared_reference(t, &fx.env, fx.ns).is_some()
    }

    /// Whether `path` names several functions, or a function template without arguments, and
    /// nothing else (no variable): which one a pointer to it points to is the parameter's to
    /// say.
    fn names_overload_set(&mut self, fx: &FnCtx, path: &Path, loc: Loc) -> bool {
        let local =
            matches!(path.segments.as_slice(), [s] if !path.global && fx.lookup(&s.name).is_some());
        // Written template arguments (`scale<int, 4>`) name one function already.
        if local || path.last().targs.is_some() {
            return false;
        }
        if let Some(class) = self.class_of_member_functions(fx, path, loc) {
            return self.member_overloads(class, path, true);
        }
        let found = self.names.lookup_path(fx.ns, path);
        let functions = found
            .iter()
            .filter(|e| matches!(e, Entity::Func(..)))
            .count();
        let template = found
            .iter()
            .any(|e| matches!(e, Entity::Func(f, _) if f.template.is_some()));
        functions == found.len() && (functions > 1 || template)
    }

    /// Whether `path` names several non-static member functions of a class, or a member
    /// function template without arguments: which one `&path` points to is the pointer
    /// type's to say.
    fn names_member_overload_set(&mut self, fx: &FnCtx, path: &Path, loc: Loc) -> bool {
        if path.qualifier().is_none() || path.last().targs.is_some() {
            return false;
        }
        let Some(class) = self.class_of_member_functions(fx, path, loc) else {
            return false;
        };
        self.member_overloads(class, path, false)
    }

    /// Whether the member functions of `class` that `path` names are all static ones
    /// (`statics`) or all non-static ones, and several, or a template: which one a pointer
    /// to them points to is the pointer type's to say.
    fn member_overloads(&mut self, class: StructId, path: &Path, statics: bool) -> bool {
        let methods = self.methods_named(class, &path.last().name);
        methods.iter().all(|m| m.static_member == statics)
            && (methods.len() > 1 || methods.first().is_some_and(|m| m.is_function_template()))
    }

    /// The pointer an overloaded name passed as an argument (`scale`, `&S::f`) makes, where
    /// the parameter type `to` is a pointer to a function or member function that one of the
    /// overloads is: its value and type.
    fn overloaded_argument(&mut self, fx: &FnCtx, v: &Val, to: &Ty, loc: Loc) -> Option<(i64, Ty)> {
        let Val::L(at, Ty::Void) = v else {
            return None;
        };
        match &fx.deferred_args.get(at)?.kind {
            ExprKind::Name(path) => {
                let id = self.overload_of_type(fx, &path.clone(), to, loc)?;
                Some(self.pointer_to_function(id))
            }
            // `&scale`, of functions that are no non-static members: as `scale`.
            ExprKind::Unary(UnaryOp::AddrOf, inner) if !matches!(to, Ty::MemberPtr(..)) => {
                let ExprKind::Name(path) = &inner.kind else {
                    return None;
                };
                let id = self.overload_of_type(fx, &path.clone(), to, loc)?;
                Some(self.pointer_to_function(id))
            }
            ExprKind::Unary(UnaryOp::AddrOf, inner) if matches!(to, Ty::MemberPtr(..)) => {
                let ExprKind::Name(path) = &inner.kind else {
                    return None;
                };
                let (path, env) = (path.clone(), fx.env.clone());
                let cp = self.diags.checkpoint();
                let needs_value = fx.unevaluated == 0;
                let pointer =
                    self.member_pointer_value(&path, (&env, fx.ns), Some(to), needs_value, loc);
                let pointer = pointer.ok().flatten();
                if pointer.is_none() {
                    self.diags.rollback(cp);
                }
                pointer
            }
            _ => None,
        }
    }

    /// The argument `v` a call passes for a parameter of type `to`, where it is an overloaded
    /// name (see [`Lowerer::overloaded_argument`]): the pointer it makes, its member's
    /// access checked.
    fn pointer_argument(&mut self, fx: &mut FnCtx, v: &Val, to: &Ty, loc: Loc) -> Option<Val> {
        let (value, ty) = self.overloaded_argument(fx, v, to, loc)?;
        let deferred = match v {
            Val::L(at, _) => fx.deferred_args.get(at).map(|a| &a.kind),
            _ => None,
        };
        if let Some(ExprKind::Unary(UnaryOp::AddrOf, inner)) = deferred {
            if let ExprKind::Name(path) = &inner.kind {
                let (path, at) = (path.clone(), inner.loc);
                let _ = self.check_member_pointer_access(fx, &path, at);
            }
        }
        Some(Val::R(
            fx.b.iconst(ty.ir().unwrap_or(IrType::I64), value),
            ty,
        ))
    }

    /// The function of the overload set `path` names whose type `to` points or refers to
    /// (`int (*)(int)`, or `int(int)` for a reference), if one has it.
    fn overload_of_type(&mut self, fx: &FnCtx, path: &Path, to: &Ty, loc: Loc) -> Option<FuncId> {
        let ((Some(Ty::Func(expected)), _) | (_, Ty::Func(expected))) = (to.pointee(), to) else {
            return None;
        };
        let expected = expected.clone();
        let cp = self.diags.checkpoint();
        let id = self.function_of_type(fx, path, Some(&expected), loc);
        if id.is_err() {
            self.diags.rollback(cp);
        }
        id.ok()
    }

    /// `e` where a value of type `to` is wanted: the name of an overloaded function
    /// (`static_cast<int (*)(int)>(ov)`, `int (&r)(int) = ov;`) as a pointer to its overload of
    /// the type `to` points or refers to; anything else as it is.
    pub(super) fn expr_of_type(&mut self, fx: &mut FnCtx, e: &Expr, to: &Ty) -> LResult<Val> {
        if let Some(pointer) = self.member_pointer_for(fx, e, to)? {
            return Ok(pointer);
        }
        if let ExprKind::Name(path) = &e.kind {
            if self.names_overload_set(fx, path, e.loc) {
                if let Some(id) = self.overload_of_type(fx, path, to, e.loc) {
                    let (value, ty) = self.pointer_to_function(id);
                    return Ok(Val::R(fx.b.iconst(IrType::Ptr, value), ty));
                }
            }
        }
        self.expr(fx, e)
    }

    /// `&C::f` where a pointer to member of type `to` is expected: the overload of `f` of
    /// that type.
    fn member_pointer_for(&mut self, fx: &mut FnCtx, e: &Expr, to: &Ty) -> LResult<Option<Val>> {
        match (&e.kind, to) {
            (ExprKind::Unary(UnaryOp::AddrOf, inner), Ty::MemberPtr(..)) => match &inner.kind {
                ExprKind::Name(path) => self.member_pointer(fx, path, Some(to), inner.loc),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// Whether the braced list `items` has items of one type, which an `initializer_list`
    /// of that type can hold (`{}` has none).
    fn lists_one_type(&mut self, fx: &mut FnCtx, items: &[Expr]) -> LResult<bool> {
        let Some(first) = items.first() else {
            return Ok(false);
        };
        if items.len() == 1 {
            return Ok(true);
        }
        let ty = decayed(&self.type_of_unevaluated(fx, first)?);
        for item in &items[1..] {
            if matches!(item.kind, ExprKind::InitList(_))
                || decayed(&self.type_of_unevaluated(fx, item)?) != ty
            {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The items of the braced list `list`, each typed where nothing runs (see
    /// [`FnCtx::typed_items`]); `None` for a list with designators, nested lists or lambdas
    /// (which would make their closure classes a second time), or an item that does not
    /// lower.
    fn items_typed_apart(&mut self, fx: &mut FnCtx, list: &Expr) -> Option<Vec<Val>> {
        let ExprKind::InitList(items) = &list.kind else {
            return None;
        };
        let plain = |e: &Expr| {
            !braces::is_designated(e)
                && !matches!(e.kind, ExprKind::InitList(_) | ExprKind::Lambda(_))
        };
        if !items.iter().all(plain) {
            return None;
        }
        let cp = self.diags.checkpoint();
        let typed = self.where_nothing_runs(fx, |this, fx| {
            fx.unevaluated += 1;
            let typed: LResult<Vec<Val>> = items.iter().map(|e| this.expr(fx, e)).collect();
            fx.unevaluated -= 1;
            typed
        });
        self.diags.rollback(cp);
        typed.ok()
    }

    /// The braced list an argument was written as, where it makes an object of the parameter
    /// type `to` (a class: an aggregate of at least as many members, or one with a constructor
    /// taking as many arguments; a scalar: from `{}`) rather than being the `initializer_list`
    /// it was lowered to.
    fn braced_argument(&mut self, fx: &FnCtx, v: &Val, to: &Ty) -> Option<Expr> {
        let (Val::L(at, from) | Val::R(at, from)) = v else {
            return None;
        };
        if from == to {
            return None;
        }
        let list = fx.deferred_args.get(at)?.clone();
        let ExprKind::InitList(items) = &list.kind else {
            return None;
        };
        // An array (a reference parameter's, `const int (&)[3]`) of at least as many elements.
        if let Ty::Array(_, Some(n)) = to {
            return (items.len() as u64 <= *n).then_some(list);
        }
        let Ty::Struct(sid) = to else {
            return (to.ir().is_some() && items.is_empty()).then_some(list);
        };
        // An `std::initializer_list` takes any number of items, each converted to its element
        // type (`{{1, 2}, {3, 4}}` of `P`s).
        if self.is_initializer_list(*sid) {
            return Some(list);
        }
        // (An `explicit` constructor takes part: the call is an error where it is chosen.)
        let fits = match self.has_constructors(*sid) {
            true => match fx.lowered_items.get(at).or_else(|| fx.typed_items.get(at)) {
                Some(values) => {
                    let vals: Vec<(Val, Loc)> =
                        values.iter().map(|v| (v.clone(), list.loc)).collect();
                    self.any_constructor_takes(fx, *sid, &vals, list.loc)
                }
                None if items.is_empty() => self.any_constructor_takes(fx, *sid, &[], list.loc),
                // (Items whose values are not known apart: by their number, which a pack
                // takes whatever it is.)
                None => self.constructors(*sid).iter().any(|c| {
                    let params = &c.decl.params;
                    let pack = params
                        .iter()
                        .any(|p| matches!(p.ty, TypeExpr::PackExpansion(_)));
                    (params.len() >= items.len() || pack)
                        && params.iter().skip(items.len()).all(|p| {
                            p.default.is_some() || matches!(p.ty, TypeExpr::PackExpansion(_))
                        })
                }),
            },
            false => self.aggregate_elements(*sid).len() >= items.len(),
        };
        fits.then_some(list)
    }

    /// Whether some constructor of `sid` takes `vals` (an `explicit` one too), asked without
    /// reporting anything.
    fn any_constructor_takes(
        &mut self,
        fx: &FnCtx,
        sid: StructId,
        vals: &[(Val, Loc)],
        loc: Loc,
    ) -> bool {
        let cp = self.diags.checkpoint();
        let failure = self.binding_failure.take();
        let takes = self.constructors(sid).iter().any(|c| {
            self.expanded_for(c, vals)
                .is_some_and(|c| self.viability(fx, &c, None, vals, true, loc).is_some())
        });
        self.binding_failure = failure;
        self.diags.rollback(cp);
        takes
    }

    /// `c` with its packs as long as a call with `vals` (and no template arguments written)
    /// needs; `None` where it cannot take so many.
    fn expanded_for(&mut self, c: &Candidate, vals: &[(Val, Loc)]) -> Option<Candidate> {
        let cp = self.diags.checkpoint();
        let unaliased = self.with_alias_parameters_expanded(&c.decl, c.ns);
        let arg_types: Vec<Ty> = vals.iter().map(|(v, _)| v.ty().clone()).collect();
        let expanded = self.expanded_template(&unaliased, &arg_types, 0);
        self.diags.rollback(cp);
        let decl = expanded.ok()??;
        Some(Candidate { decl, ..c.clone() })
    }

    /// The candidate among `cands` that defines the function `decl` declares with `sig`, with
    /// the environment its body is lowered in.
    pub(super) fn definition_among(
        &mut self,
        cands: &[Candidate],
        decl: &FunctionDecl,
        sig: &Signature,
    ) -> Option<(Rc<FunctionDecl>, TEnv)> {
        let name = &decl.name.last().name;
        // (The signature does not tell `const S&` from `S&&`: the written bindings do.)
        let bindings = |f: &FunctionDecl| {
            f.params
                .iter()
                .map(|p| binding_of(&p.ty))
                .collect::<Vec<_>>()
        };
        cands
            .iter()
            .filter(|d| {
                (d.decl.body.is_some() || d.decl.defaulted) && d.decl.name.last().name == *name
            })
            .filter(|d| bindings(&d.decl) == bindings(decl))
            .find(|d| {
                self.candidate_signature(d)
                    .is_some_and(|s| s.params == sig.params && s.ret == sig.ret)
            })
            .map(|d| (d.decl.clone(), d.class_env.clone().unwrap_or_default()))
    }

    /// The functions named `name` that namespace `ns` itself declares.
    fn functions_of_namespace(&self, ns: NsId, name: &str) -> Vec<Candidate> {
        let functions = self.names.lookup_in(ns, name).into_iter();
        functions
            .filter_map(|e| match e {
                Entity::Func(f, home) => Some(Candidate::free(f, home)),
                _ => None,
            })
            .collect()
    }

    /// The member functions of `sid` (or else of its nearest base that has some) named `name`.
    pub(super) fn methods_named(&mut self, sid: StructId, name: &str) -> Vec<Candidate> {
        self.methods_found(sid, name, &[])
    }

    /// The member functions a name written alone finds from a member of `sid`: as
    /// [`Lowerer::methods_named`], but not in a base that depends on the parameters of the
    /// class template `sid` is an instance of (`B<T>` of `D<T> : B<T>`), where C++ looks
    /// only when the name is written `this->f` or `B<T>::f`.
    pub(super) fn methods_named_unqualified(
        &mut self,
        sid: StructId,
        name: &str,
    ) -> Vec<Candidate> {
        let dependent = self.dependent_bases(sid);
        self.methods_found(sid, name, &dependent)
    }

    /// The direct bases of `sid` that depend on the parameters of the class template it is an
    /// instance of: a name written alone in its members is not looked up there.
    pub(super) fn dependent_bases(&self, sid: StructId) -> Vec<StructId> {
        let info = &self.struct_infos[sid.0 as usize];
        match &info.decl.template {
            Some(params) if !params.is_empty() => info
                .decl
                .bases
                .iter()
                .zip(&info.bases)
                .filter(|(written, _)| mentions_any(written, params))
                .map(|(_, &(base, _))| base)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Whether `field` of `sid` is one of a base that depends on the template's parameters
    /// (see [`Lowerer::dependent_bases`]) that no `using B<T>::x;` of `sid` names.
    fn in_dependent_base(&self, sid: StructId, field: &FieldLayout) -> bool {
        let decl = &self.struct_infos[sid.0 as usize].decl;
        if member_using_declarations(decl).any(|p| p.last().name == field.name) {
            return false;
        }
        let dependent = self.dependent_bases(sid);
        self.structs[sid.0 as usize]
            .bases
            .iter()
            .filter(|(base, _)| dependent.contains(base))
            .any(|&(base, offset)| {
                self.structs[base.0 as usize]
                    .field(&field.name)
                    .is_some_and(|f| f.offset + offset == field.offset)
            })
    }

    /// Whether the static data member (or member enumerator) `name` that `sid` has is one
    /// only a base depending on the template's parameters declares (see
    /// [`Lowerer::dependent_bases`]), and no `using B<T>::name;` of `sid` names.
    fn static_only_in_dependent_base(&self, sid: StructId, name: &str) -> bool {
        let dependent = self.dependent_bases(sid);
        if dependent.is_empty()
            || self.declares_own_static(sid, name)
            || member_using_declarations(&self.struct_infos[sid.0 as usize].decl)
                .any(|p| &*p.last().name == name)
        {
            return false;
        }
        let (in_dependent, in_others): (Vec<StructId>, Vec<StructId>) = self.structs
            [sid.0 as usize]
            .bases
            .iter()
            .map(|&(base, _)| base)
            .filter(|&base| self.declares_static(base, name))
            .partition(|base| dependent.contains(base));
        !in_dependent.is_empty() && in_others.is_empty()
    }

    /// Whether `sid` or a base declares the static data member or member enumerator `name`.
    fn declares_static(&self, sid: StructId, name: &str) -> bool {
        self.in_class_or_bases(sid, &|c| self.declares_own_static(c, name))
    }

    /// Whether `sid` itself declares the static data member or member enumerator `name`.
    fn declares_own_static(&self, sid: StructId, name: &str) -> bool {
        let Some(body) = &self.struct_infos[sid.0 as usize].decl.body else {
            return false;
        };
        body.fields
            .iter()
            .any(|f| f.is_static && f.name.as_deref() == Some(name))
            || body.items.iter().any(
                |item| matches!(item, Item::Enum(e) if e.items.iter().any(|i| &*i.name == name)),
            )
    }

    /// [`Lowerer::methods_named`], not looking in the direct bases `hidden`.
    fn methods_found(&mut self, sid: StructId, name: &str, hidden: &[StructId]) -> Vec<Candidate> {
        let mut out = self.own_methods(sid, |m| &*m.name.last().name == name);
        // `using Base::name;` adds the base's overloads (with their definitions outside the
        // base) to the class's own, except those the class declares again.
        let own = out.len();
        for (base, offset) in self.using_declared_bases(sid, name) {
            for c in self.methods_named(base, name) {
                let redeclared = (0..own).any(|i| self.same_parameters(&out[i], &c));
                if !redeclared {
                    out.push(Candidate {
                        base_offset: c.base_offset + offset,
                        ..c
                    });
                }
            }
        }
        if out.is_empty() {
            for (base, offset) in self.structs[sid.0 as usize].bases.clone() {
                if hidden.contains(&base) {
                    continue;
                }
                let mut inherited = self.methods_named(base, name);
                if !inherited.is_empty() {
                    for c in &mut inherited {
                        c.base_offset += offset;
                    }
                    return inherited;
                }
            }
        }
        out
    }

    /// Whether the member functions `name` of `sid` are found in several of its bases (none
    /// declared by the class itself or named by a using-declaration): naming them is ambiguous.
    fn methods_ambiguous(&mut self, sid: StructId, name: &str) -> bool {
        let bases = self.structs[sid.0 as usize].bases.clone();
        if bases.len() < 2
            || !self
                .own_methods(sid, |m| &*m.name.last().name == name)
                .is_empty()
            || !self.using_declared_bases(sid, name).is_empty()
        {
            return false;
        }
        let mut found = Vec::new();
        for (base, offset) in bases {
            let methods = self.methods_named(base, name);
            if let Some(first) = methods.first() {
                let subobject = (first.class, first.base_offset + offset);
                if !found.contains(&subobject) {
                    found.push(subobject);
                }
            }
        }
        found.len() > 1
    }

    /// Whether two member functions take the same parameters (and are alike `const`): written
    /// alike, and of the same types where those resolve (`f(T)` of two instances whose `T`s
    /// differ takes different ones).
    fn same_parameters(&mut self, a: &Candidate, b: &Candidate) -> bool {
        let written_alike = a.decl.params.iter().map(|p| &p.ty).eq(b
            .decl
            .params
            .iter()
            .map(|p| &p.ty))
            && a.decl.is_const_method == b.decl.is_const_method;
        if !written_alike {
            return false;
        }
        let mut types = |c: &Candidate| -> Option<Vec<Ty>> {
            let env = c.class_env.clone().unwrap_or_default();
            c.decl
                .params
                .iter()
                .map(|p| self.resolve_type_quiet(&p.ty, &env, c.ns, c.decl.loc))
                .collect()
        };
        match (types(a), types(b)) {
            (Some(ta), Some(tb)) => ta == tb,
            _ => true,
        }
    }

    /// The bases (and their offsets in `sid`) whose members `name` the class `sid` declares
    /// with `using Base::name;`.
    fn using_declared_bases(&mut self, sid: StructId, name: &str) -> Vec<(StructId, u64)> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let mut out = Vec::new();
        for path in member_using_declarations(&decl) {
            let Some((last, prefix)) = path.segments.split_last() else {
                continue;
            };
            if &*last.name != name || prefix.is_empty() {
                continue;
            }
            let prefix = Path {
                global: path.global,
                segments: prefix.into(),
            };
            let cp = self.diags.checkpoint();
            let base = self.resolve_named_type_quiet(&prefix, &env, ns, decl.loc);
            self.diags.rollback(cp);
            if let Ok(Ty::Struct(base)) = base {
                let ty = Ty::Struct(sid);
                if let Some(offset) = self.subobject_offset(&ty, &Ty::Struct(base)) {
                    out.push((base, offset));
                }
            }
        }
        out
    }

    /// The member functions of `sid` itself that `keep` selects: those its body declares, then
    /// those defined outside it (in the environment their template header names).
    pub(super) fn own_methods(
        &mut self,
        sid: StructId,
        keep: impl Fn(&FunctionDecl) -> bool,
    ) -> Vec<Candidate> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let mut out = Vec::new();
        // A definition outside the class does not repeat `static`: its declaration says it.
        let mut declared_static = false;
        for m in decl
            .body
            .iter()
            .flat_map(|b| &b.methods)
            .filter(|m| keep(m))
        {
            declared_static |= m.storage.is_static;
            out.push(Candidate {
                decl: m.clone(),
                ns,
                class: Some(sid),
                class_env: Some(env.clone()),
                base_offset: 0,
                qualified: false,
                static_member: m.storage.is_static,
                inherited_by: Vec::new(),
                named_in: None,
                object_argument: None,
            });
        }
        let class_args = self.struct_infos[sid.0 as usize].targs.len();
        if let Some(cname) = &decl.name {
            let variadic =
                self.names.lookup(ns, cname).iter().any(
                    |e| matches!(e, names::Entity::Struct(s, _) if super::packs::is_variadic(s)),
                );
            for (m, def_ns) in self.names.out_of_class_methods(cname) {
                // `template <> int Acc<int>::f()`: a member of one instance only, in place of
                // the template's.
                if let Some(explicit) = self.explicit_member_specialization(sid, &m, def_ns) {
                    if explicit && keep(&m) {
                        self.replace_specialized_member(&mut out, &m, def_ns, sid);
                    }
                    continue;
                }
                // `vec<2, T>::f` is a member of the partial specialization `vec<2, T>` only.
                if !defines_member_of(&decl, &m) {
                    continue;
                }
                if keep(&m) {
                    // A member of a variadic class template: its header's pack as long as
                    // the instance's.
                    let m = match variadic {
                        true => match self.expanded_template_for(&m, class_args) {
                            Ok(Some(expanded)) => expanded,
                            _ => continue,
                        },
                        false => m,
                    };
                    let class_env = header_env(&decl, &m, &env);
                    let m = self.member_own_template(&decl, m);
                    out.push(Candidate {
                        decl: m,
                        ns,
                        class: Some(sid),
                        class_env: Some(class_env),
                        base_offset: 0,
                        qualified: false,
                        static_member: declared_static,
                        inherited_by: Vec::new(),
                        named_in: None,
                        object_argument: None,
                    });
                }
            }
        }
        out
    }

    /// A member template of a class template defined outside it (`template <class T>
    /// template <int N> void Acc<T>::add()`) as the class declares it: its header without the
    /// class's parameters, which the class's instance binds, so that explicit template
    /// arguments (`a.add<3>()`) are its own. One declaration per definition, so that its
    /// instances are shared.
    fn member_own_template(
        &mut self,
        class: &StructDecl,
        def: Rc<FunctionDecl>,
    ) -> Rc<FunctionDecl> {
        let (Some(_), Some(header)) = (&class.template, &def.template) else {
            return def;
        };
        let classes = class_parameter_count(&def);
        if header.len() <= classes {
            return def;
        }
        let key = Rc::as_ptr(&def) as usize;
        if let Some(own) = self.member_templates.get(&key) {
            return own.clone();
        }
        let mut own = (*def).clone();
        own.template = Some(header[classes..].to_vec());
        let own = Rc::new(own);
        self.member_templates.insert(key, own.clone());
        own
    }

    /// Whether `m`, defined outside its class, is an explicit specialization of a member
    /// (`template <> int Acc<int>::f()`) or a member template defined for one instance
    /// (`template <> template <class U> int Acc<int>::g()`, whose qualifier names none of its
    /// template parameters) for the instance `sid` (`Some(true)`) or for another
    /// (`Some(false)`); `None` when it is neither.
    fn explicit_member_specialization(
        &mut self,
        sid: StructId,
        m: &FunctionDecl,
        def_ns: NsId,
    ) -> Option<bool> {
        let header = m.template.as_ref()?;
        // The class it is a member of, as its qualifier names it (`Acc<int>`, or `A<int>::N`
        // of a class nested in an instance): this instance or another.
        let segments = &m.name.segments;
        let qualifier = &segments[..segments.len().checked_sub(1)?];
        if !qualifier.iter().any(|s| s.targs.is_some()) {
            return None;
        }
        let names_header_parameter = qualifier
            .iter()
            .flat_map(|s| s.targs.iter().flatten())
            .any(|a| argument_mentions_any(a, header));
        if names_header_parameter {
            return None;
        }
        let class = Path {
            global: m.name.global,
            segments: qualifier.iter().cloned().collect(),
        };
        Some(self.names_instance(class, &TEnv::default(), (def_ns, m.loc), sid))
    }

    /// Puts the explicit specialization `m` of a member of `sid` among `members`, in place of
    /// the template's member of its name and parameter types.
    fn replace_specialized_member(
        &mut self,
        members: &mut Vec<Candidate>,
        m: &Rc<FunctionDecl>,
        def_ns: NsId,
        sid: StructId,
    ) {
        let env = TEnv::default();
        let own = self.param_types_quiet(m, &env, def_ns);
        let name = m.name.last().name.clone();
        let mut replaced = None;
        // A member template's specialization (`Gen<unsigned>::next<unsigned>`) replaces its
        // template for those arguments only, once a call chooses the template.
        let of_member_template = m.specialization.is_some();
        for (i, c) in members.iter().enumerate() {
            if of_member_template {
                break;
            }
            if c.decl.name.last().name != name
                || c.decl.params.len() != m.params.len()
                || c.decl.is_const_method != m.is_const_method
            {
                continue;
            }
            let class_env = c.class_env.clone().unwrap_or_default();
            if self.param_types_quiet(&c.decl, &class_env, c.ns) == own {
                replaced = Some(i);
                break;
            }
        }
        // A specialization does not repeat `static`: the member it specializes says it.
        let static_member = match replaced {
            Some(i) => members[i].static_member,
            None => members
                .iter()
                .any(|c| c.decl.name.last().name == name && c.static_member),
        };
        let info = &self.struct_infos[sid.0 as usize];
        let candidate = Candidate {
            decl: m.clone(),
            ns: def_ns,
            class: Some(sid),
            class_env: Some(info.env.clone()),
            base_offset: 0,
            qualified: false,
            static_member,
            inherited_by: Vec::new(),
            named_in: None,
            object_argument: None,
        };
        match replaced {
            Some(i) => members[i] = candidate,
            None => members.push(candidate),
        }
    }

    /// The types of `f`'s parameters in `env`, `None` for one that does not resolve there.
    fn param_types_quiet(&mut self, f: &FunctionDecl, env: &TEnv, ns: NsId) -> Vec<Option<Ty>> {
        f.params
            .iter()
            .map(|p| self.resolve_type_quiet(&p.ty, env, ns, f.loc))
            .collect()
    }

    /// Before C++20, a class whose constructors are all defaulted or deleted where declared
    /// (`P() = default;`) and not `explicit` is still an aggregate, which a braced list of
    /// items initializes member by member.
    pub(super) fn aggregate_despite_constructors(&self, sid: StructId) -> bool {
        if self.cxx20 || self.structs[sid.0 as usize].polymorphic {
            return false;
        }
        let decl = &self.struct_infos[sid.0 as usize].decl;
        let own = decl.body.as_ref().map_or(&[][..], |b| &b.methods);
        self.inherited_constructor_base(sid).is_none()
            && own
                .iter()
                .filter(|m| m.role == FunctionRole::Constructor)
                .all(|m| (m.defaulted || m.deleted) && !m.storage.is_explicit)
    }

    pub(super) fn has_constructors(&self, sid: StructId) -> bool {
        let info = &self.struct_infos[sid.0 as usize];
        let decl = info.decl.clone();
        let own = decl.body.as_ref().is_some_and(|b| {
            b.methods
                .iter()
                .any(|m| m.role == FunctionRole::Constructor)
        });
        own || self
            .inherited_constructor_base(sid)
            .is_some_and(|(base, _)| self.has_constructors(base))
    }

    /// The class's own destructor, when it has a body device code can run (a destructor that
    /// is only declared, or defaulted, does nothing of its own).
    pub(super) fn destructor(&mut self, sid: StructId) -> Option<Candidate> {
        self.own_methods(sid, |m| {
            m.role == FunctionRole::Destructor && m.body.is_some()
        })
        .into_iter()
        .next()
    }

    /// Whether the class has a constructor whose first parameter is an `std::initializer_list`
    /// (by value or reference) and whose others have defaults.
    fn has_initializer_list_constructor(&mut self, sid: StructId) -> bool {
        self.constructors(sid).iter().any(takes_initializer_list)
    }

    /// What list-initialization of the class from items of the one type `item` passes to an
    /// `initializer_list` constructor: `Some(Some(e))` a list of `e`, the element type of one
    /// that `item` converts to (the one it is, else the first it converts to, a class object
    /// through a conversion function); `Some(None)` a list whose element type overload
    /// resolution decides (a class element, a template constructor, an item that is neither a
    /// scalar nor a class object); `None` where no such
    /// constructor takes the items, so that C++ takes the class's other constructors, the
    /// items their arguments (`{"a", "b"}` beside `initializer_list<float>`, `{other}` of the
    /// class beside `initializer_list<int>`).
    fn initializer_list_for(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        item: &Ty,
    ) -> Option<Option<Ty>> {
        let elements = self.initializer_list_elements(sid);
        if let Ty::Struct(class) = item {
            // An object converts to a scalar element only through a conversion function.
            let mut taken = None;
            for e in elements {
                match e {
                    Some(e) if e.is_scalar() => {
                        let object = ObjectKind::default();
                        let function =
                            self.conversion_function(*class, object, &e, Conversion::Implicit);
                        if function.is_some() && taken.is_none() {
                            taken = Some(Some(e));
                        }
                    }
                    _ => return Some(None),
                }
            }
            return taken;
        }
        if !item.is_scalar() {
            return Some(None);
        }
        let probe = Val::R(fx.b.new_var(IrType::I64), item.clone());
        let mut converting = None;
        for element in elements {
            match element {
                Some(e) if e == *item => return Some(Some(e)),
                Some(e) if e.is_scalar() => {
                    if converting.is_none()
                        && conversion_cost(&self.structs, &probe, false, &e, false).is_some()
                    {
                        converting = Some(e);
                    }
                }
                _ => return Some(None),
            }
        }
        converting.map(Some)
    }

    /// The element type of each constructor of `sid` whose first parameter is an
    /// `std::initializer_list` (`None` where its signature does not resolve to an instance).
    fn initializer_list_elements(&mut self, sid: StructId) -> Vec<Option<Ty>> {
        let list_constructors: Vec<Candidate> = (self.constructors(sid).into_iter())
            .filter(takes_initializer_list)
            .collect();
        list_constructors
            .iter()
            .map(|c| match self.candidate_signature(c)?.params.first() {
                Some(DeclaredTy {
                    ty: Ty::Struct(list),
                    ..
                }) => self.initializer_list_element(*list),
                _ => None,
            })
            .collect()
    }

    /// Whether `T{}` of the class `sid` finds a default constructor.
    pub(super) fn has_default_constructor(&mut self, sid: StructId) -> bool {
        self.constructors(sid)
            .iter()
            .any(|c| c.decl.params.iter().all(|p| p.default.is_some()))
    }

    /// nvcc's error where `ctor`, a constructor `class` writes, leaves a `const` or reference
    /// member of the class's own without a value: neither its initializers `inits` nor a
    /// default member initializer give one. Whether it reported one.
    pub(super) fn report_uninitialized_members(
        &mut self,
        ctor: &FunctionDecl,
        ns: NsId,
        class: StructId,
        inits: &[MemberInit],
    ) -> bool {
        let uninitialized = self
            .own_data_members(class)
            .into_iter()
            .filter(|(_, initialized)| !initialized)
            .map(|(name, _)| name)
            .filter(|name| {
                !inits
                    .iter()
                    .any(|m| m.name.segments.len() == 1 && **m.simple_name() == **name)
            });
        let class_name = self.structs[class.0 as usize].name.clone();
        let missing: Vec<String> = uninitialized
            .filter_map(|name| {
                let kind = match self.member_needing_value(class, &name)? {
                    DeletedDefault::UninitializedReference => "reference",
                    _ => "const",
                };
                Some(format!("{kind} member \"{class_name}::{name}\""))
            })
            .collect();
        if missing.is_empty() {
            return false;
        }
        let short = constructor_name(&class_name);
        let shown = format!("{class_name}::{short}({})", self.parameter_list(ctor, ns));
        self.diags.error(
            ctor.loc,
            format!(
                "\"{shown}\" provides no initializer for: {}",
                missing.join(", ")
            ),
        );
        true
    }

    /// The named non-static data members `class` declares itself, each with whether it has a
    /// default member initializer.
    fn own_data_members(&self, class: StructId) -> Vec<(Rc<str>, bool)> {
        self.struct_infos[class.0 as usize]
            .decl
            .body
            .iter()
            .flat_map(|b| &b.fields)
            .filter(|f| !f.is_static)
            .filter_map(|f| Some((f.name.clone()?, f.init.is_some())))
            .collect()
    }

    /// Whether the member `name` of `class`'s own must be given a value where it is made: a
    /// reference, or a `const` object its type's constructor does not make.
    fn member_needing_value(&mut self, class: StructId, name: &str) -> Option<DeletedDefault> {
        let f = self.structs[class.0 as usize].field(name)?.clone();
        if f.reference {
            return Some(DeletedDefault::UninitializedReference);
        }
        let made_by_its_constructor = matches!(f.ty.strip_arrays(),
            Ty::Struct(s) if self.default_constructor_is_user_provided(*s));
        (self.const_field(class, name) && !made_by_its_constructor)
            .then_some(DeletedDefault::UninitializedConst)
    }

    /// Why C++ deletes the default constructor that `class`, which declares none, has
    /// implicitly; `None` where it is not deleted.
    pub(super) fn implicit_default_deleted(&mut self, class: StructId) -> Option<DeletedDefault> {
        if self.closure_without_defaults(class) {
            return Some(DeletedDefault::Closure);
        }
        let fields = self.own_data_members(class);
        let layout = self.structs[class.0 as usize].clone();
        let mut initialized_offsets = Vec::new();
        for (name, initialized) in &fields {
            let Some(f) = layout.field(name) else {
                continue;
            };
            if *initialized {
                initialized_offsets.push(f.offset);
                continue;
            }
            if let Some(why) = self.member_needing_value(class, name) {
                return Some(why);
            }
        }
        // (A variant member's default member initializer chooses the member a union starts
        // with; without one, none may need a constructor of its own.)
        let variant_initialized = (fields.iter()).any(|(name, initialized)| {
            *initialized && layout.field(name).is_some_and(|f| f.variant)
        });
        if !variant_initialized
            && (self.variant_member_classes(class).into_iter())
                .any(|c| self.default_constructor_is_user_provided(c))
        {
            return Some(DeletedDefault::Subobject);
        }
        for part in self.subobjects(class) {
            if self.deleted_destructor(part.class).is_some() {
                return Some(DeletedDefault::Subobject);
            }
            let is_base = layout.bases.iter().any(|&(b, _)| b == part.class);
            if !is_base && initialized_offsets.contains(&part.offset) {
                continue;
            }
            let constructible = match self.has_constructors(part.class) {
                true => self.has_default_constructor(part.class),
                false => self.implicit_default_deleted(part.class).is_none(),
            };
            if !constructible {
                return Some(DeletedDefault::Subobject);
            }
        }
        None
    }

    /// Whether the constructor that `T{}` of the class `sid` runs is written by the class (not
    /// defaulted or implicit).
    fn default_constructor_is_user_provided(&mut self, sid: StructId) -> bool {
        self.constructors(sid)
            .iter()
            .any(|c| c.decl.params.iter().all(|p| p.default.is_some()) && !c.decl.defaulted)
    }

    fn constructors(&mut self, sid: StructId) -> Vec<Candidate> {
        let mut out = self.own_methods(sid, |m| m.role == FunctionRole::Constructor);
        for c in &mut out {
            c.named_in = Some(access::Naming::of(sid));
        }
        // `using Base::Base;`: the base's constructors, but its copy and move constructors,
        // construct the base part of this class's object.
        if let Some((base, offset)) = self.inherited_constructor_base(sid) {
            let base_name = self.struct_infos[base.0 as usize].decl.name.clone();
            let copies_base = |c: &Candidate| match &c.decl.params[..] {
                [p] => matches!(
                    stmt::strip_quals(&p.ty),
                    TypeExpr::Reference(t, _)
                        if matches!(stmt::strip_quals(t), TypeExpr::Named(n) if Some(&n.last().name) == base_name.as_ref())
                ),
                _ => false,
            };
            out.extend(
                self.constructors(base)
                    .into_iter()
                    .filter(|c| !copies_base(c))
                    .map(|mut c| {
                        c.inherited_by.push(sid);
                        Candidate {
                            base_offset: c.base_offset + offset,
                            ..c
                        }
                    }),
            );
        }
        out
    }

    /// The base whose constructors the class `sid` inherits (`using Base::Base;`), and the
    /// offset of its part.
    fn inherited_constructor_base(&self, sid: StructId) -> Option<(StructId, u64)> {
        let decl = &self.struct_infos[sid.0 as usize].decl;
        member_using_declarations(decl).find_map(|path| {
            let n = path.segments.len();
            let name = &path.last().name;
            if n < 2 || &path.segments[n - 2].name != name {
                return None;
            }
            // `using Base::Base;` with `Base` a member alias of the base (`using Base = B<T>;`).
            let base_name = match own_member_alias(decl, name) {
                Some(TypeExpr::Named(p)) => &p.last().name,
                _ => name,
            };
            self.structs[sid.0 as usize]
                .bases
                .iter()
                .find(|(b, _)| {
                    self.struct_infos[b.0 as usize].decl.name.as_ref() == Some(base_name)
                })
                .copied()
        })
    }

    /// GNU's `__alignof__` of a variable or a member: the alignment `alignas` declared it with
    /// (1 for any other expression, whose type's alignment is the answer).
    fn declared_alignment_of(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<u64> {
        match &e.kind {
            ExprKind::Name(path) if path.segments.len() == 1 => {
                let name = path.segments[0].name.clone();
                match fx.lookup(&name) {
                    Some(LocalVar::Object { addr, .. }) => {
                        let addr = *addr;
                        if let Some(a) = fx.declared_alignments.get(&addr) {
                            return Ok(*a);
                        }
                        Ok(match fx.statics.get(&addr) {
                            Some(super::stmt::StaticPlace::Global(id)) => {
                                u64::from(self.module.globals[id.0 as usize].align)
                            }
                            _ => 1,
                        })
                    }
                    Some(_) => Ok(1),
                    None => Ok(self.variable_alignment(e, fx.ns)),
                }
            }
            ExprKind::Member { base, name, arrow } => {
                let ty = self.type_of_unevaluated(fx, base)?;
                let class = match (&ty, *arrow) {
                    (Ty::Ptr(inner), true) => (**inner).clone(),
                    _ => ty,
                };
                let Ty::Struct(sid) = class else {
                    return Ok(1);
                };
                let member = &name.last().name;
                Ok(self.structs[sid.0 as usize]
                    .fields
                    .iter()
                    .find(|f| f.name == *member)
                    .map_or(1, |f| f.declared_align))
            }
            _ => Ok(1),
        }
    }

    /// The alignment `alignas` declares the namespace-scope variable `e` names with (its
    /// declaration's, so that naming a host variable makes no device variable of it); 1 where
    /// `e` names none or it declares none.
    pub(super) fn variable_alignment(&mut self, e: &Expr, ns: NsId) -> u64 {
        let ExprKind::Name(path) = &e.kind else {
            return 1;
        };
        let var = self
            .names
            .lookup_path(ns, path)
            .into_iter()
            .find_map(|entity| match entity {
                Entity::Var(v, ns) => Some((v, ns)),
                _ => None,
            });
        let Some((v, ns)) = var else {
            return 1;
        };
        let cp = self.diags.checkpoint();
        let align = self.declared_alignment(v.align.as_deref(), &TEnv::default(), ns);
        self.diags.rollback(cp);
        align
    }

    pub(super) fn call_constructor(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        addr: Var,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<()> {
        let vals = self.lower_args(fx, args)?;
        self.call_constructor_with_vals(fx, sid, addr, vals, loc)
    }

    /// `S s{items}`, `S{items}`: a constructor of `sid` taking the items as its arguments,
    /// which may not narrow.
    fn call_constructor_with_items(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        addr: Var,
        items: &[Expr],
        loc: Loc,
    ) -> LResult<()> {
        let vals = self.lower_list_items(fx, items)?;
        self.construct_from_vals(fx, sid, addr, vals, loc)
    }

    /// A constructor of `sid` called with `vals`, or, for one object of the class (or of a
    /// class derived from it), that object copied or moved.
    fn construct_from_vals(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        addr: Var,
        vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<()> {
        let ty = Ty::Struct(sid);
        if let [(v, _)] = &vals[..] {
            if self.subobject_offset(v.ty(), &ty).is_some() {
                let v = v.clone();
                return self.store_val(fx, addr, &ty, v, loc);
            }
        }
        self.call_constructor_with_vals(fx, sid, addr, vals, loc)
    }

    fn call_constructor_with_vals(
        &mut self,
        fx: &mut FnCtx,
        sid: StructId,
        addr: Var,
        vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<()> {
        let cands = self.constructors(sid);
        let name = self.structs[sid.0 as usize].name.clone();
        if cands.is_empty() && !vals.is_empty() {
            // (A class with virtual functions given braced items: no aggregate, and its
            // implicit constructors take none of them.)
            let short = constructor_name(&name);
            self.diags.error(
                loc,
                format!("no instance of constructor \"{name}::{short}\" matches the argument list"),
            );
            let types = self.argument_types(fx, &vals);
            self.diags
                .note(loc, format!("argument types are: ({types})"));
            return Err(Reported);
        }
        if cands.is_empty() {
            return self.error(loc, format!("no constructor for '{name}'"));
        }
        // One object of another class that no constructor takes (`A a(b)`, `A(b)`,
        // `static_cast<A>(b)` with `B::operator A()`): the implicit copy or move constructor,
        // its parameter bound to what the object's conversion function makes.
        if let [(v @ Val::L(_, Ty::Struct(from)), _)] = &vals[..] {
            let to = Ty::Struct(sid);
            let converts = *from != sid
                && self
                    .conversion_function(*from, ObjectKind::default(), &to, Conversion::Implicit)
                    .is_some();
            if converts && !self.any_viable(fx, &cands, &vals, loc) {
                let v = self.converted_object(fx, v.clone(), &to, Conversion::Implicit, loc)?;
                return self.store_val(fx, addr, &to, v, loc);
            }
        }
        self.resolve_and_call(fx, &name, cands, None, Some(addr), vals, loc)?;
        Ok(())
    }

    /// Whether any of `cands` could be called with `vals` (its errors, if any, dropped).
    fn any_viable(
        &mut self,
        fx: &mut FnCtx,
        cands: &[Candidate],
        vals: &[(Val, Loc)],
        loc: Loc,
    ) -> bool {
        cands.iter().any(|c| {
            let cp = self.diags.checkpoint();
            let viable = self.viability(fx, c, None, vals, true, loc).is_some();
            self.diags.rollback(cp);
            viable
        })
    }

    /// Calls the best `operator<op>` for these operands: a member of the first operand's class
    /// or a free function.
    pub(super) fn operator_call(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<Val> {
        if !matches!(
            name,
            "operator<"
                | "operator>"
                | "operator<="
                | "operator>="
                | "operator!="
                | "operator=="
                | "operator<=>"
        ) {
            return self.declared_operator_call(fx, name, vals, loc);
        }
        // A comparison the class does not declare, through `<=>` or `==` or with the operands
        // reversed (C++20).
        let cp = self.diags.checkpoint();
        match self.declared_operator_call(fx, name, vals.clone(), loc) {
            Ok(v) => Ok(v),
            Err(Reported) => {
                let failed = self.diags.take_since(cp);
                if let Some(v) = self.rewritten_comparison(fx, name, &vals, loc) {
                    return Ok(v);
                }
                self.diags.replay(failed);
                Err(Reported)
            }
        }
    }

    /// [`Lowerer::operator_call`] of the operator functions declared for the operands.
    pub(super) fn declared_operator_call(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        mut vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<Val> {
        let frees = self.free_operator_candidates(fx, name, &vals);
        if let Ty::Struct(sid) = vals[0].0.ty().clone() {
            let mut cands = self.methods_named(sid, name);
            for c in &mut cands {
                c.named_in = Some(access::Naming::of(sid));
            }
            if !cands.is_empty() {
                let (first, _) = vals.remove(0);
                let addr = match first {
                    Val::L(a, _) => a,
                    _ => return self.error(loc, "operator on a non-object"),
                };
                // The members and the functions that are none compete, these given the
                // object as their first argument.
                let object = Some(Ty::Struct(sid));
                cands.extend(frees.iter().cloned().map(|c| Candidate {
                    object_argument: object.clone(),
                    ..c
                }));
                let cp = self.diags.checkpoint();
                match self.resolve_and_call(fx, name, cands, None, Some(addr), vals.clone(), loc) {
                    Ok(v) => return Ok(v),
                    Err(reported) => {
                        // Where none takes the operands, the error of the functions that are
                        // no members (or of the operands' types, without any).
                        let failed = self.diags.take_since(cp);
                        if !failed
                            .iter()
                            .any(|d| d.message.starts_with(NO_MATCHING_CALL))
                        {
                            self.diags.replay(failed);
                            return Err(reported);
                        }
                        vals.insert(0, (Val::L(addr, Ty::Struct(sid)), loc));
                    }
                }
            }
        }
        let cands = frees;
        if cands.is_empty() {
            let types: Vec<String> = vals.iter().map(|v| self.ty_name(v.0.ty())).collect();
            return self.error(
                loc,
                format!(
                    "no match for '{name}' (operand types are '{}')",
                    types.join("' and '")
                ),
            );
        }
        self.resolve_and_call(fx, name, cands, None, None, vals, loc)
    }

    /// The functions named `name` that ordinary and argument-dependent lookup find for
    /// these operands.
    fn free_operator_candidates(
        &mut self,
        fx: &FnCtx,
        name: &str,
        vals: &[(Val, Loc)],
    ) -> Vec<Candidate> {
        let mut cands: Vec<Candidate> = self
            .names
            .lookup(fx.ns, name)
            .into_iter()
            .filter_map(|e| match e {
                Entity::Func(f, fns) => Some(Candidate::free(f, fns)),
                _ => None,
            })
            .collect();
        let types: Vec<Ty> = vals.iter().map(|(v, _)| v.ty().clone()).collect();
        self.add_argument_dependent(name, &types, &mut cands);
        cands
    }

    /// An operator on operands of which some are enumerations and none are class objects:
    /// the operator function declared for the enumerations, where one takes each of them as
    /// it is; `None` where the built-in operator applies (the enumerations' values promoted).
    /// The built-in candidate wins over every function that would convert an enumeration.
    pub(super) fn enum_operator_call(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        vals: &[(Val, Loc)],
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let is_enum = |v: &Val| matches!(v.ty(), Ty::Enum(_));
        if !vals.iter().any(|(v, _)| is_enum(v)) {
            return Ok(None);
        }
        let mut exact = Vec::new();
        for c in self.free_operator_candidates(fx, name, vals) {
            let Some((_, _, sig)) = self.viability(fx, &c, None, vals, false, loc) else {
                continue;
            };
            let takes_as_is = sig
                .params
                .iter()
                .zip(vals)
                .all(|(param, (v, _))| !is_enum(v) || param.ty == *v.ty());
            if takes_as_is && sig.params.len() == vals.len() {
                exact.push(c);
            }
        }
        if exact.is_empty() {
            return Ok(None);
        }
        self.resolve_and_call(fx, name, exact, None, None, vals.to_vec(), loc)
            .map(Some)
    }

    /// Overload resolution, then the call; explicit template arguments written with
    /// `decltype` are typed here first.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn resolve_and_call(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        cands: Vec<Candidate>,
        explicit: Option<&[TemplateArg]>,
        this: Option<Var>,
        vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<Val> {
        let with_decltype =
            |a: &TemplateArg| matches!(a, TemplateArg::Type(t) if decltype::contains_decltype(t));
        let Some(written) = explicit.filter(|args| args.iter().any(with_decltype)) else {
            return self.resolve_and_call_with(fx, name, cands, explicit, this, vals, loc);
        };
        // `f<decltype(x)>(...)`: each `decltype` typed here, where the call's names are, and
        // bound in the environment the explicit arguments are resolved in.
        let mut bound = (*fx.env).clone();
        let mut explicit = Vec::with_capacity(written.len());
        for a in written {
            explicit.push(match a {
                TemplateArg::Type(t) => TemplateArg::Type(self.bind_decltypes(fx, t, &mut bound)?),
                other => other.clone(),
            });
        }
        let outer = std::mem::replace(&mut fx.env, Rc::new(bound));
        let result = self.resolve_and_call_with(fx, name, cands, Some(&explicit), this, vals, loc);
        fx.env = outer;
        result
    }

    /// Overload resolution, then the call.
    #[allow(clippy::too_many_arguments)]
    fn resolve_and_call_with(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        cands: Vec<Candidate>,
        explicit: Option<&[TemplateArg]>,
        this: Option<Var>,
        vals: Vec<(Val, Loc)>,
        loc: Loc,
    ) -> LResult<Val> {
        // Explicit specializations take no part in overload resolution: they replace the
        // template they specialize once it is chosen.
        // (A variadic template expanded for an empty pack has no parameters either.)
        let expanded = &self.expanded_templates;
        let (specializations, cands): (Vec<Candidate>, Vec<Candidate>) =
            cands.into_iter().partition(|c| {
                c.decl.template.as_ref().is_some_and(|t| t.is_empty())
                    && (c.decl.specialization.is_some() || c.decl.name.segments.len() == 1)
                    && !expanded.values().any(|e| Rc::ptr_eq(e, &c.decl))
            });
        // Variadic templates take part with their packs as long as this call needs.
        let mut variadic = Vec::with_capacity(cands.len());
        let mut expanded = Vec::with_capacity(cands.len());
        let written = explicit.map_or(0, |e| e.len());
        let arg_types: Vec<Ty> = vals.iter().map(|(v, _)| v.ty().clone()).collect();
        for c in cands {
            let unaliased = self.with_alias_parameters_expanded(&c.decl, c.ns);
            let arg_types = match &c.object_argument {
                Some(object) => [object.clone()]
                    .into_iter()
                    .chain(arg_types.clone())
                    .collect(),
                None => arg_types.clone(),
            };
            if let Some(decl) = self.expanded_template(&unaliased, &arg_types, written)? {
                variadic.push(!Rc::ptr_eq(&decl, &unaliased));
                expanded.push(Candidate { decl, ..c });
            }
        }
        let cands = expanded;
        // Why functions declared `auto` could not take part (see `deduced_return_type`):
        // reported if nothing else can.
        let outer_failures = std::mem::take(&mut self.deduction_failures);
        self.binding_failure = None;
        let copy_list = std::mem::take(&mut self.copy_list_constructor);
        let mut viable: Vec<Viable> = Vec::new();
        let mut best: Option<usize> = None;
        let object = this.map_or(ObjectKind::default(), |this| self.object_kind(fx, this));
        for (i, c) in cands.iter().enumerate() {
            let member = c.class.is_some()
                && !c.static_member
                && this.is_some()
                && !matches!(
                    c.decl.role,
                    FunctionRole::Constructor | FunctionRole::Destructor
                );
            let added_qualifiers = match (member, object.binding(&c.decl)) {
                (false, _) => 0,
                (true, Some(added)) => added,
                (true, None) => continue,
            };
            let cp = self.diags.checkpoint();
            let r = match object_and(&c.object_argument, this, &vals, loc) {
                Some(all) => self.viability(fx, c, explicit, &all, true, loc),
                None => self.viability(fx, c, explicit, &vals, true, loc),
            };
            self.diags.rollback(cp);
            let Some((mut ranking, env, sig)) = r else {
                continue;
            };
            // (The object's rank, where the candidate takes it as its first argument, is that
            // argument's.)
            if c.object_argument.is_none() {
                ranking.arguments.insert(
                    0,
                    ArgumentRank {
                        cost: 0,
                        binding: Binding::Reference,
                        qualification: added_qualifiers,
                        base_depth: 0,
                        to_underlying: false,
                        constructs: None,
                    },
                );
            }
            // After the conversions and bindings, C++ prefers a non-template, then one without
            // a pack; of two templates, the more specialized. Of two declarations alike in all
            // that (one function declared twice), the one with a body.
            let tail = c.is_function_template() as u32 * 2 + variadic[i] as u32;
            let candidate = Viable {
                ranking,
                tail,
                index: i,
                env,
                sig,
            };
            let better = match best {
                None => true,
                Some(b) => {
                    match self.better_candidate(&cands, &candidate, &viable[b], vals.len()) {
                        Some(better) => better,
                        None => c.decl.body.is_some() && cands[viable[b].index].decl.body.is_none(),
                    }
                }
            };
            if better {
                best = Some(viable.len());
            }
            viable.push(candidate);
        }
        let failures = std::mem::replace(&mut self.deduction_failures, outer_failures);
        let Some(best) = best else {
            if !failures.is_empty() {
                self.diags.replay(failures);
                return Err(Reported);
            }
            if !cands.is_empty()
                && cands.iter().all(|c| {
                    c.decl
                        .template
                        .as_ref()
                        .is_some_and(|t| too_many_template_args(t, explicit))
                })
            {
                return self.error(
                    loc,
                    format!("too many arguments for function template \"{name}\""),
                );
            }
            if let (1, Some((at, message))) = (cands.len(), self.binding_failure.take()) {
                return self.error(at, message);
            }
            // One function whose declared type is no function's (a parameter of an abstract
            // class type): its own error.
            if let [only] = &cands[..] {
                let env = only.class_env.clone().unwrap_or_default();
                let owner = Owner::of(only.class, only.static_member);
                let signature = (only.decl.template.is_none())
                    .then(|| self.signature_deducing(&only.decl, &env, only.ns, owner, false));
                if let Some(Err(reported)) = signature {
                    return Err(reported);
                }
            }
            // `f<1/0>()`: the argument is no constant, reported before the call.
            let written = explicit.into_iter().flatten();
            for a in written.filter_map(|a| match a {
                TemplateArg::Expr(e) => Some(e),
                TemplateArg::Type(_) => None,
            }) {
                let env = fx.env.clone();
                if let Some((at, why)) = self.not_a_constant(a, &env, fx.ns) {
                    self.report_not_a_constant(at, why);
                }
            }
            // A `const` object whose class has member functions of the name that are not
            // (nvcc's words, measured).
            let non_const_member =
                |c: &Candidate| c.class.is_some() && !c.static_member && !c.decl.is_const_method;
            if let (Some(object), Some(class)) = (this, cands.first().and_then(|c| c.class)) {
                if is_const_object(fx, object) && cands.iter().all(non_const_member) {
                    let class = self.structs[class.0 as usize].name.clone();
                    return self.error(
                        loc,
                        format!(
                            "the object has type qualifiers that are not compatible with the \
                             member function \"{class}::{name}\""
                        ),
                    );
                }
            }
            let types = self.argument_types(fx, &vals);
            let message = if cands.iter().any(|c| self.is_closure(c.class)) {
                format!("no matching call of the lambda with arguments ({types})")
            } else {
                format!("{NO_MATCHING_CALL} '{name}({types})'")
            };
            return self.error(loc, message);
        };
        if let Some(rivals) = self.rivals(&cands, &viable, best, vals.len()) {
            let types = self.argument_types(fx, &vals);
            return self.report_ambiguous(name, &cands, rivals, &types, loc);
        }
        let Viable {
            index, env, sig, ..
        } = viable.swap_remove(best);
        let c = cands[index].clone();
        let (this, vals) = match object_and(&c.object_argument, this, &vals, loc) {
            Some(all) => (None, all),
            None => (this, vals),
        };
        let (decl, env) = match self.explicit_specialization(&c, &env, &specializations, loc) {
            Some(spec) => with_primary_defaults(spec, &c.decl, &env, c.class_env.clone()),
            None => (c.decl.clone(), env),
        };
        // The chosen candidate's return type, where `auto`, is deduced now (see
        // `Lowerer::signature_deducing`).
        let sig = match is_deduced(&decl.ret) {
            true => self.signature(&decl, &env, c.ns, Owner::of(c.class, c.static_member))?,
            false => sig,
        };
        if let Some(list) = copy_list.filter(|_| decl.role == FunctionRole::Constructor) {
            if self.is_explicit(&c, Some(&env)) {
                let message =
                    "copy-list-initialization cannot use a constructor marked \"explicit\"";
                return self.error(list, message);
            }
        }
        if decl.deleted {
            let class = match c.class {
                Some(class) => format!("{}::", self.structs[class.0 as usize].name),
                None => String::new(),
            };
            let shown = format!("{class}{name}({})", self.parameter_list(&decl, c.ns));
            let line = decl.loc.line;
            return self.error(
                loc,
                format!("function \"{shown}\" (declared at line {line}) cannot be referenced -- it is a deleted function"),
            );
        }
        // At the function's name where this is the call being lowered (not an operator's).
        let name_at = match fx.call_names {
            Some((call, name_at)) if call == loc => name_at,
            _ => loc,
        };
        if let (Some(deprecation), 0) = (&decl.deprecated, fx.unevaluated) {
            self.warn_deprecated(deprecation, &c, name, &decl, &env, name_at);
        }
        if let (Some(named_in), Some(declared_in)) = (c.named_in, c.class) {
            // (nvcc shows a constructor with its parameters, and no kind; a copy or move
            // assignment with its result type too.)
            let transfer_assignment = name == "operator="
                && matches!(sig.params.as_slice(), [p] if p.is_ref() && p.ty == Ty::Struct(declared_in));
            let (kind, result, shown) = match decl.role {
                FunctionRole::Constructor => {
                    let params = self.parameter_list(&decl, c.ns);
                    (
                        "",
                        String::new(),
                        format!("{}({params})", constructor_name(name)),
                    )
                }
                _ if transfer_assignment => {
                    let params = self.parameter_list(&decl, c.ns);
                    // (`B &B::operator=`, `void B::operator=`.)
                    let result = self.written_type(&decl.ret, c.ns, decl.loc);
                    let gap = if result.ends_with('&') { "" } else { " " };
                    ("", format!("{result}{gap}"), format!("{name}({params})"))
                }
                _ => ("function", String::new(), name.to_string()),
            };
            let of_object = !c.static_member && decl.role != FunctionRole::Constructor;
            // (nvcc points at a constructor's first argument.)
            let at = match (decl.role, vals.first()) {
                (FunctionRole::Constructor, Some(&(_, first))) => first,
                _ => name_at,
            };
            // (nvcc shows where the chosen declaration is: a definition outside the class.)
            let (access, declared_at) = (self.declared_access(declared_in, &c.decl), c.decl.loc);
            let member = access::NamedMember {
                kind,
                result: &result,
                name: &shown,
                declared_in,
                access,
                declared_at,
                object: of_object.then_some(named_in.object),
            };
            let errors = self.diags.error_count();
            self.check_access(fx, named_in.class, &member, at)?;
            // An inaccessible function that nothing defines (a private `operator=` declared to
            // forbid copies): its access is all that is wrong with the call.
            if self.diags.error_count() > errors && decl.body.is_none() && !decl.defaulted {
                return Err(Reported);
            }
        }
        if fx.unevaluated > 0 && !fx.may_throw {
            let owner = Owner::of(c.class, c.static_member);
            fx.may_throw = self.call_may_throw((&decl, &env, c.ns, owner), &sig.params);
        }
        let returns_xvalue = sig.ret_xvalue;
        let returns_const = sig.returns_const();
        let result_cv = sig.ret_cv;
        if decl.cuda.global {
            let config = self.take_launch_config(fx, loc)?;
            let defaults = Defaults {
                params: &decl.params,
                env: &env,
                ns: c.ns,
                class: c.class,
            };
            let (_, args) = self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
                this.convert_args(fx, &sig, &vals, Some(defaults), name, loc)
            })?;
            let owner = Owner::of(c.class, c.static_member);
            let id = self.function_instance(&decl, env, c.ns, owner, loc)?;
            return Ok(self.emit_launch(fx, config, id, args));
        }
        // With `--expt-relaxed-constexpr`, a host `constexpr` function is a device function too;
        // and in a constant evaluation, where the compiler runs it.
        let relaxed = (self.relaxed_constexpr || fx.constant_evaluation)
            && decl.storage.is_constexpr
            && decl.body.is_some();
        // A function declared for the host alone, defined or not (`strlen`), is a host function.
        let declared_host_only = !decl.cuda.device && !decl.cuda.global && decl.body.is_none();
        if !decl.cuda.device && (decl.host_body || declared_host_only) && !relaxed {
            // An operand nothing evaluates (`decltype`, a trait's test) may name host code.
            if fx.unevaluated > 0 {
                return Ok(self.unevaluated_call(
                    fx,
                    &sig,
                    returns_xvalue,
                    returns_const,
                    result_cv,
                ));
            }
            if let Some(value) = self.folded_host_builtin(fx, name, &sig, &vals) {
                return Ok(value);
            }
            // A constant evaluation that calls a host function is not a constant: the call
            // stops it, with why (see `ir::eval`).
            if fx.constant_evaluation && !self.relaxed_constexpr {
                let shown = format!("{name}({})", self.parameter_list(&decl, c.ns));
                let text = format!("'{shown}' is called, which is not constexpr");
                let message = self.string_global(&StringLiteral::narrow(text.into_bytes()));
                let message = fx.b.global_addr(message);
                fx.b.push(Inst::Trap { message });
                return Ok(self.unevaluated_call(
                    fx,
                    &sig,
                    returns_xvalue,
                    returns_const,
                    result_cv,
                ));
            }
            let kind = if fx.is_kernel {
                "__global__"
            } else {
                "__device__"
            };
            if decl.storage.is_constexpr {
                // At the start of the function's name (measured: `std::sqrt(n)` at `std`).
                let at = fx
                    .call_names
                    .filter(|(call, _)| *call == loc)
                    .map_or(loc, |(_, name)| name);
                return self.error(
                    at,
                    format!("calling a constexpr __host__ function(\"{name}\") from a {kind} function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", fx.func_name),
                );
            }
            // nvcc's two errors, the callee shown with its parameter types unless it has C's
            // linkage (measured: `cudaDeviceSynchronize`); for a GNU builtin that nvcc's
            // device code has as a host function, the first alone, with its name alone
            // (measured: `__builtin_ctz`).
            let builtin = name.starts_with("__builtin_");
            // A member with its class (measured: `"S::f(int)"`, `identifier "S::S"`).
            let name = match c.class {
                Some(class) => format!("{}::{name}", self.structs[class.0 as usize].name),
                None => name.to_string(),
            };
            let shown = match decl.storage.c_linkage || builtin {
                true => name.clone(),
                false => format!("{name}({})", self.parameter_list(&decl, c.ns)),
            };
            // From a `__host__ __device__` function, nvcc's warning alone (#20011-D), and its
            // device code ends the thread at the call, silently (measured).
            if fx.host_device {
                let message = format!("calling a __host__ function(\"{shown}\") from a __host__ __device__ function(\"{}\") is not allowed", fx.func_name);
                self.diags.warning(loc, message);
                fx.b.terminate(ir::Terminator::Exit);
                let after = fx.b.new_block();
                fx.b.switch_to(after);
                return Ok(self.unevaluated_call(
                    fx,
                    &sig,
                    returns_xvalue,
                    returns_const,
                    result_cv,
                ));
            }
            let message = format!("calling a __host__ function(\"{shown}\") from a {kind} function(\"{}\") is not allowed", fx.func_name);
            if builtin {
                return self.error(loc, message);
            }
            self.diags.error(loc, message);
            return self.error(
                loc,
                format!("identifier \"{name}\" is undefined in device code"),
            );
        }
        let defaults = Defaults {
            params: &decl.params,
            env: &env,
            ns: c.ns,
            class: c.class,
        };
        // A constructor's arguments from a braced list are a declaration's (`S s{v}`), wherever
        // the list stands.
        let narrowing = match decl.role {
            FunctionRole::Constructor => ListNarrowing::Warned,
            _ => ListNarrowing::Refused,
        };
        let (args, call_args) = self.with_list_narrowing(fx, narrowing, |this, fx| {
            this.convert_args(fx, &sig, &vals, Some(defaults), name, loc)
        })?;
        // A virtual function called on an object goes to the object's dynamic type (destructors
        // are called for objects whose type is known; `delete` dispatches itself).
        if let (Some(class), Some(object), false) = (
            c.class,
            this,
            decl.role == FunctionRole::Destructor || c.qualified,
        ) {
            if let Some(slot) = self.virtual_slot(class, &decl, &sig) {
                let object = self.offset_addr(fx, object, c.base_offset);
                let id = self.virtual_dispatcher(class, slot, sig.clone());
                let result = self.emit_call(fx, id, sig, Some(object), call_args);
                return Ok(mark_reference(fx, result, returns_xvalue, returns_const));
            }
        }
        // A member declared in its class and defined outside: the definition's body, the
        // declaration's default arguments (already taken); a function declared in a block
        // (which lookup found alone): its namespace's definition.
        // (A copy or move constructor is chosen among the declarations alone: its class's
        // members are searched for its definition.)
        let (decl, env) = match decl.body {
            None => self
                .definition_among(&cands, &decl, &sig)
                .or_else(|| template_definition_among(&cands, &decl, &env))
                .or_else(|| {
                    let elsewhere = match c.class {
                        Some(class) => self.own_methods(class, |m| *m.name.last().name == *name),
                        None => self.functions_of_namespace(c.ns, name),
                    };
                    (self.definition_among(&elsewhere, &decl, &sig))
                        .or_else(|| template_definition_among(&elsewhere, &decl, &env))
                })
                .unwrap_or((decl, env)),
            Some(_) => (decl, env),
        };
        let owner = Owner::of(c.class, c.static_member);
        // A copy or move defaulted where it is declared does what the implicit one does (in an
        // unevaluated operand too, which sees whether it is deleted).
        if let (true, Some(class), Some(object), [(src, _)]) =
            (is_defaulted(&decl), c.class, this, args.as_slice())
        {
            let how = match decl.params.first().map(|p| stmt::strip_quals(&p.ty)) {
                Some(TypeExpr::Reference(_, RefKind::Rvalue)) => Transfer::Move,
                _ => Transfer::Copy,
            };
            let object = self.offset_addr(fx, object, c.base_offset);
            if decl.role == FunctionRole::Constructor {
                self.construct_from(fx, object, *src, class, how, loc)?;
                return Ok(Val::Void);
            }
            if &*decl.name.last().name == "operator=" {
                let source = self.transfer_source(fx, *src, class, how);
                self.assign_object(fx, object, class, source, loc)?;
                return Ok(Val::L(object, Ty::Struct(class)));
            }
        }
        // An unevaluated operand (`sizeof(f(1))`, `decltype(f(x))`) calls nothing: the call
        // has the declaration's type, and only a function whose return type is deduced is
        // instantiated for it (its body must be read for that type).
        if fx.unevaluated > 0 && (decl.body.is_none() && !decl.host_body || !is_deduced(&decl.ret))
        {
            return Ok(self.unevaluated_call(fx, &sig, returns_xvalue, returns_const, result_cv));
        }
        let defined_elsewhere = decl.body.is_none()
            && !decl.host_body
            && self.declared_never_defined(&decl, c.ns)
            && self.is_imported_function(&decl, c.ns, owner);
        if decl.body.is_none() && !decl.host_body && !defined_elsewhere {
            if self.declared_never_defined(&decl, c.ns) {
                let hint = match self.function_linkage(&decl, c.ns, owner).is_some() {
                    true => " (compile with -rdc=true to use a definition in another file)",
                    false => "",
                };
                return self.error(
                    loc,
                    format!("function '{name}' is declared but never defined in device code{hint}"),
                );
            }
            // Loads and stores with cache hints: plain ones, for any type (the hints only
            // place the data in the GPU's caches).
            if matches!(
                name,
                "__ldg" | "__ldcg" | "__ldca" | "__ldcs" | "__ldlu" | "__ldcv"
            ) {
                if let Some((p, Ty::Ptr(t))) = args.first() {
                    return Ok(Val::L(*p, (**t).clone()));
                }
            }
            if let ("__stwb" | "__stcg" | "__stcs" | "__stwt", [(p, Ty::Ptr(t)), (v, vt)]) =
                (name, args.as_slice())
            {
                if let (Ty::Struct(_), true) = (&**t, **t == *vt) {
                    // A vector type's value is passed as the address of its copy. (Stored
                    // over memory the value may have been made from.)
                    let value = Val::L(*v, vt.clone());
                    self.store(fx, *p, t, value, Storing::Assignment, loc)?;
                    return Ok(Val::Void);
                }
                let value = self.convert(fx, *v, vt, t, loc)?;
                self.store_to(
                    fx,
                    &Val::L(*p, (**t).clone()),
                    Val::R(value, (**t).clone()),
                    loc,
                )?;
                return Ok(Val::Void);
            }
            if let Some(op) = FetchOp::from_cuda_name(name) {
                return self.texture_fetch(fx, op, &args, &sig.ret, loc);
            }
            if let Some((shape, write)) = SurfaceAccess::from_cuda_name(name) {
                return self.surface_access(fx, shape, write, &args, &sig.ret, loc);
            }
            if let Some(nan) = self.constant_nan(fx, name, &args, &sig.ret) {
                return Ok(nan);
            }
            return self.intrinsic(fx, name, args, &sig.ret, loc);
        }
        let id = self.function_instance(&decl, env, c.ns, owner, loc)?;
        let object = match (owner.this(), this) {
            (None, _) => None,
            (Some(_), Some(t)) => Some(self.offset_addr(fx, t, c.base_offset)),
            (Some(_), None) => {
                return self.error(
                    loc,
                    format!("call to non-static member function '{name}' without an object"),
                )
            }
        };
        // An inherited constructor constructs its base's part; the class's other bases are
        // default-initialized around it in declaration order, and its members after it.
        let inheriting: Vec<(StructId, Option<StructId>)> = c
            .inherited_by
            .iter()
            .map(|&d| (d, self.inherited_constructor_base(d).map(|(b, _)| b)))
            .collect();
        let other_bases = |this: &Self, derived: StructId, inherited: Option<StructId>, before| {
            let bases = &this.structs[derived.0 as usize].bases;
            let at = bases.iter().position(|&(b, _)| Some(b) == inherited);
            let at = at.unwrap_or(bases.len());
            match before {
                true => bases[..at].to_vec(),
                false => bases.get(at + 1..).unwrap_or_default().to_vec(),
            }
        };
        if let Some(object) = this {
            for &(derived, inherited) in inheriting.iter().rev() {
                for (base, offset) in other_bases(self, derived, inherited, true) {
                    let at = self.offset_addr(fx, object, offset);
                    self.init_object(fx, at, &Ty::Struct(base), None, loc)?;
                }
            }
        }
        let result = self.emit_call(fx, id, sig, object, call_args);
        for &(derived, inherited) in &inheriting {
            let Some(object) = this else { break };
            for (base, offset) in other_bases(self, derived, inherited, false) {
                let at = self.offset_addr(fx, object, offset);
                self.init_object(fx, at, &Ty::Struct(base), None, loc)?;
            }
            // Its bases made, the object is one of the inheriting class.
            self.install_dynamic_type(fx, object, derived);
            self.member_inits_in_order(fx, object, derived, 0, &[])?;
        }
        Ok(self.marked_result(fx, result, returns_xvalue, returns_const, result_cv))
    }

    /// The arguments of a call converted to the parameter types of `sig` (defaults from
    /// `params` filled in, variadic extras promoted): each with its type, as intrinsics take
    /// them, and as a function call passes them.
    fn convert_args(
        &mut self,
        fx: &mut FnCtx,
        sig: &Signature,
        vals: &[(Val, Loc)],
        defaults: Option<Defaults>,
        name: &str,
        loc: Loc,
    ) -> LResult<ConvertedArgs> {
        let mut args: Vec<(Var, Ty)> = Vec::new();
        let mut call_args: Vec<Var> = Vec::new();
        // The marks are these arguments' where their places are these arguments' places.
        let marks = std::mem::take(&mut fx.list_arguments);
        let list_items = match marks.len() == vals.len()
            && marks
                .iter()
                .zip(vals)
                .all(|((at, _), (_, aloc))| at == aloc)
        {
            true => marks,
            false => Vec::new(),
        };
        for (
            k,
            DeclaredTy {
                ty: pty, reference, ..
            },
        ) in sig.params.iter().enumerate()
        {
            let is_ref = &reference.is_some();
            if let (Some((_, Some(item))), Some((v, _))) = (list_items.get(k), vals.get(k)) {
                self.check_list_narrowing(fx, item, v.ty(), pty)?;
            }
            let (val, aloc) = match vals.get(k) {
                Some((v, aloc)) => match self.braced_argument(fx, v, pty) {
                    Some(list) => (
                        self.braced_argument_temporary(fx, pty, &list, v, *aloc)?,
                        *aloc,
                    ),
                    None => match self.pointer_argument(fx, v, pty, *aloc) {
                        Some(pointer) => (pointer, *aloc),
                        None => (v.clone(), *aloc),
                    },
                },
                None => {
                    let Some((d, callee)) = defaults
                        .as_ref()
                        .and_then(|c| Some((c.params.get(k)?.default.clone()?, c)))
                    else {
                        return self
                            .error(loc, format!("too few arguments to function call '{name}'"));
                    };
                    // Names in a default argument mean what they mean at the declaration: a
                    // member function's see its class's members (`int a = DiagIndex`), and
                    // none the caller's locals.
                    let outer_env = std::mem::replace(&mut fx.env, callee.env.clone());
                    let outer_ns = std::mem::replace(&mut fx.ns, callee.ns);
                    let outer_this = fx.this.take();
                    let outer_class = std::mem::replace(&mut fx.class, callee.class);
                    let outer_scopes = std::mem::replace(&mut fx.scopes, vec![HashMap::default()]);
                    let outermost = fx.source_site.is_none();
                    if outermost {
                        fx.source_site = Some(loc);
                    }
                    // (A default that calls its own function, `int f(int a = f())`, nests
                    // without end.)
                    let v = self.nested_declaration(
                        d.loc,
                        || Err(Reported),
                        |this| match d.kind {
                            // `Op op = {}`: an object of the parameter's type made from the list.
                            ExprKind::InitList(_) => this.braced_temporary(fx, pty, &d, loc),
                            _ => this.expr(fx, &d),
                        },
                    );
                    (fx.env, fx.ns, fx.this, fx.class, fx.scopes) =
                        (outer_env, outer_ns, outer_this, outer_class, outer_scopes);
                    if outermost {
                        fx.source_site = None;
                    }
                    (v?, loc)
                }
            };
            if *is_ref {
                let a = self.bind_reference(fx, val, pty, aloc)?;
                call_args.push(a);
                args.push((a, Ty::ptr_to(pty.clone())));
            } else if pty.ir().is_some() {
                let val = self.through_conversion_function(fx, val, pty, aloc)?;
                let (v, t) = self.rvalue(fx, val, aloc)?;
                let v = self.convert(fx, v, &t, pty, aloc)?;
                call_args.push(v);
                args.push((v, pty.clone()));
            } else {
                // A class the callee does not copy gets an object of the caller's: the argument
                // itself when it is a temporary, else a copy, destroyed with the full-expression.
                let by_address = self.passed_by_address(pty);
                // (An object passed as it is, in registers, is copied as copy-initialization
                // says where its class has an `explicit` constructor, which may be the one
                // chosen.)
                let passed_as_is = |this: &mut Self, a: Var| {
                    this.is_temporary(fx, a)
                        || (!by_address && !this.declares_explicit_constructor(pty))
                };
                let a = match val {
                    Val::L(a, ref t) if t == pty && passed_as_is(self, a) => a,
                    other => {
                        let slot = self.local_slot(fx, pty);
                        self.copy_initialize(fx, slot, pty, other, aloc)?;
                        if by_address {
                            self.register_temporary(fx, slot, pty);
                        }
                        slot
                    }
                };
                call_args.push(a);
                args.push((a, pty.clone()));
            }
        }
        // Variadic extras get the default argument promotions; a class object is passed as a
        // copy.
        let fixed = args.len();
        for (val, aloc) in vals.iter().skip(sig.params.len()) {
            if let Val::L(_, t @ Ty::Struct(_)) = val {
                let slot = self.local_slot(fx, t);
                self.store_val(fx, slot, t, val.clone(), *aloc)?;
                args.push((slot, t.clone()));
                continue;
            }
            let (v, t) = self.rvalue(fx, val.clone(), *aloc)?;
            let pt = match &t {
                Ty::Float => DOUBLE,
                t if t.is_int() => promote(t),
                t => t.clone(),
            };
            let v = self.convert(fx, v, &t, &pt, *aloc)?;
            args.push((v, pt));
        }
        if sig.variadic {
            let buffer = self.variadic_buffer(fx, &args[fixed..]);
            call_args.push(buffer);
        }
        Ok((args, call_args))
    }

    /// The buffer of the variadic arguments `extras` (promoted; a class object as the address
    /// of its copy) that a variadic function of the program reads (see `Signature::variadic`):
    /// each at an offset aligned as its type is, up to 8.
    fn variadic_buffer(&mut self, fx: &mut FnCtx, extras: &[(Var, Ty)]) -> Var {
        let mut placed = Vec::with_capacity(extras.len());
        let mut size = 0u64;
        for (v, t) in extras {
            let (bytes, align) = size_align(t, &self.structs).unwrap_or((8, 8));
            let align = align.clamp(1, 8);
            let at = size.div_ceil(align) * align;
            placed.push((at, *v, t, bytes, align));
            size = at + bytes;
        }
        let words = Ty::Array(Rc::new(ULONG), Some(size.div_ceil(8).max(1)));
        let buffer = self.local_slot(fx, &words);
        for (at, v, t, bytes, align) in placed {
            let offset = fx.b.iconst(IrType::I64, at as i64);
            let dst = fx.b.binary(BinOp::Add, buffer, offset);
            match t {
                Ty::Struct(_) => fx.copy_object(dst, v, bytes as u32, align),
                _ => fx.b.store(dst, v),
            }
        }
        buffer
    }

    /// Whether the argument `v` may be passed for the parameter `param` (a reference binds
    /// it, or a value is made of it), as far as its value category and qualifiers decide, the
    /// target of `param` being `const` and `volatile` as `param_cv` says (`None`: not known);
    /// where it may not, `binding_failure` says why for a reference.
    pub(super) fn binds_argument(
        &mut self,
        fx: &FnCtx,
        (v, vloc): (&Val, Loc),
        param: &DeclaredTy,
        (param_const, param_volatile): (Option<bool>, Option<bool>),
    ) -> bool {
        let (pty, is_ref, reference) = (&param.ty, &param.is_ref(), param.reference);
        let rvalue = self.is_rvalue(fx, v);
        // An lvalue binds to `T&&` only through a temporary, made where its type is not
        // `T` or a class derived from it (`f(float&&)` given an `int`).
        let related = v.ty() == pty || self.subobject_offset(v.ty(), pty).is_some();
        if reference == Some(RefKind::Rvalue) && !rvalue && related {
            self.binding_failure = Some((
                vloc,
                "an rvalue reference cannot be bound to an lvalue".into(),
            ));
            return false;
        }
        // C++ binds an rvalue to `const T&` (not `const volatile T&`) and `T&&` only. (A
        // function's name, an lvalue, arrives here decayed to a pointer, which cannot be told
        // from one made by `&`.)
        let function = matches!(v.ty(), Ty::Ptr(t) if matches!(**t, Ty::Func(_)));
        if reference == Some(RefKind::Lvalue)
            && rvalue
            && (param_const == Some(false) || param_volatile == Some(true))
            && !function
            && !self.converts_to_lvalue(fx, v, pty)
        {
            let message = match param_const {
                Some(true) => "initial value of reference to const volatile must be an lvalue",
                _ => "initial value of reference to non-const must be an lvalue",
            };
            self.binding_failure = Some((vloc, message.into()));
            return false;
        }
        // A `T&` binds an lvalue of `T` (or of a class derived from it) only: another type
        // would need a temporary (`f(int&)` given a `long`). (A class object may convert to
        // a reference through a conversion function.)
        if reference == Some(RefKind::Lvalue)
            && !rvalue
            && param_const == Some(false)
            && !related
            && !function
            && !matches!(v.ty(), Ty::Struct(_) | Ty::Void)
            && !matches!(v, Val::Bits { .. })
        {
            let message = format!(
                "a reference of type \"{} &\" (not const-qualified) cannot be initialized with a value of type \"{}\"",
                self.ty_name(pty),
                self.ty_name(v.ty())
            );
            self.binding_failure = Some((vloc, message));
            return false;
        }
        let arg_target = argument_target(fx, v, *is_ref);
        let arg_const = arg_target.is_const();
        let arg_volatile = arg_target.is_volatile();
        let literal = matches!(v, Val::L(at, _) if fx.string_literals.contains(at));
        // A `T&&` given an object of another type binds a temporary converted from it,
        // whatever the object's qualifiers (`f(float&&)` given a `const int`); an object of
        // an unrelated class converts by a conversion function, which its qualifiers choose.
        let class_converted = matches!(v.ty(), Ty::Struct(_));
        let through_temporary = !related && (reference == Some(RefKind::Rvalue) || class_converted);
        let drops_const = param_const == Some(false) && arg_const && !literal;
        if !through_temporary && (drops_const || param_volatile == Some(false) && arg_volatile) {
            if let Some(kind) = reference {
                let param_cv = Cv::of(param_const == Some(true), param_volatile == Some(true));
                self.binding_failure = Some((
                    vloc,
                    self.qualifiers_dropped((pty, kind), param_cv, v.ty(), arg_target),
                ));
            }
            return false;
        }
        // Below the target, what declarations show of the argument's qualifiers (`const int**`
        // given for an `int**`).
        if let (None, Ty::Ptr(_)) = (reference, pty) {
            if decayed(v.ty()) == *pty && !converts_below_target(pty, value_cv(fx, v), param.cv) {
                return false;
            }
        }
        true
    }

    /// Calls the module function `id` of signature `sig`: the object of a method call first,
    /// then the slot an aggregate result is returned in, then `args`.
    pub(super) fn emit_call(
        &mut self,
        fx: &mut FnCtx,
        id: FuncId,
        sig: Signature,
        object: Option<Var>,
        args: Vec<Var>,
    ) -> Val {
        let mut ir_args: Vec<Var> = object.into_iter().collect();
        let sret_slot = if sig.sret {
            let slot = self.local_slot(fx, &sig.ret);
            ir_args.push(slot);
            Some(slot)
        } else {
            None
        };
        ir_args.extend(args);
        let ret_ir = self.module.function(id).ret;
        let dst = ret_ir.map(|t| fx.b.new_var(t));
        fx.b.push(Inst::Call {
            dst,
            func: id,
            args: ir_args,
        });
        match (sret_slot, dst) {
            (Some(slot), _) => {
                self.register_temporary(fx, slot, &sig.ret);
                Val::L(slot, sig.ret)
            }
            (None, Some(d)) if sig.ret_is_ref => Val::L(d, sig.ret),
            (None, Some(d)) => Val::R(d, sig.ret),
            (None, None) => Val::Void,
        }
    }

    /// The explicit specialization (`template <> int sum<0>()`) among `specializations` of the
    /// function template `c` for the template arguments that `env` binds.
    fn explicit_specialization(
        &mut self,
        c: &Candidate,
        env: &TEnv,
        specializations: &[Candidate],
        loc: Loc,
    ) -> Option<Rc<FunctionDecl>> {
        let params = c.decl.template.as_ref()?;
        let targs: Option<Vec<TArg>> = params.iter().map(|p| env.get(&p.name).cloned()).collect();
        let targs = targs?;
        let class_env = c.class_env.clone().unwrap_or_default();
        for s in specializations {
            let Some(written) = &s.decl.specialization else {
                if self.deduced_specialization_args(c, s, loc) == Some(targs.clone()) {
                    return Some(s.decl.clone());
                }
                continue;
            };
            // Of overloaded templates, the one whose parameters, given the arguments, are the
            // specialization's (`template <> int f<int>(int*)` specializes `f(T*)`, not `f(T)`).
            if written.len() == targs.len()
                && self.written_template_args(params, written, &class_env, s.ns, loc)
                    == Some(targs.clone())
                && self.same_parameter_types(c, env, s, loc)
            {
                return Some(s.decl.clone());
            }
        }
        None
    }

    /// Whether the function template `primary` with the template arguments `env` binds takes
    /// the parameter types the explicit specialization `spec` declares.
    fn same_parameter_types(
        &mut self,
        primary: &Candidate,
        env: &TEnv,
        spec: &Candidate,
        loc: Loc,
    ) -> bool {
        if primary.decl.params.len() != spec.decl.params.len() {
            return false;
        }
        let spec_env = spec.class_env.clone().unwrap_or_default();
        let cp = self.diags.checkpoint();
        let same = primary
            .decl
            .params
            .iter()
            .zip(&spec.decl.params)
            .all(|(p, q)| {
                let p =
                    self.resolve_type(stmt::strip_reference_and_quals(&p.ty), env, primary.ns, loc);
                let q = self.resolve_type(
                    stmt::strip_reference_and_quals(&q.ty),
                    &spec_env,
                    spec.ns,
                    loc,
                );
                matches!((p, q), (Ok(p), Ok(q)) if p == q)
            });
        self.diags.rollback(cp);
        same
    }

    /// The template arguments of the function template `primary` that the explicit
    /// specialization `spec`, declared without them (`template <> float from(float)`),
    /// specializes it for: deduced from its return and parameter types, as from a call.
    pub(super) fn deduced_specialization_args(
        &mut self,
        primary: &Candidate,
        spec: &Candidate,
        loc: Loc,
    ) -> Option<Vec<TArg>> {
        let params = primary.decl.template.as_ref()?;
        if spec.decl.params.len() != primary.decl.params.len() {
            return None;
        }
        let spec_env = spec.class_env.clone().unwrap_or_default();
        let declared = |f: &FunctionDecl| {
            std::iter::once(f.ret.clone())
                .chain(f.params.iter().map(|p| p.ty.clone()))
                .collect::<Vec<_>>()
        };
        let mut written = Vec::new();
        let mut actual = Vec::new();
        for (pattern, given) in declared(&primary.decl).iter().zip(declared(&spec.decl)) {
            let cp = self.diags.checkpoint();
            let given = stmt::strip_reference_and_quals(&given);
            let ty = self.resolve_type(given, &spec_env, spec.ns, loc);
            self.diags.rollback(cp);
            written.push(TemplateArg::Type(
                stmt::strip_reference_and_quals(pattern).clone(),
            ));
            actual.push(TArg::Type(ty.ok()?, Cv::NONE));
        }
        let names = param_names(params);
        let mut env = HashMap::default();
        deduce_template_args(&written, &actual, &names, &mut env, &self.struct_infos);
        params.iter().map(|p| env.get(&p.name).cloned()).collect()
    }

    /// Binds the parameters `tparams` of a function template declared in `decl_ns` into `env`:
    /// the `explicit` arguments, resolved where the template is used (`site`), then what
    /// `deduce` finds, then the defaults. `None` when an argument does not resolve, there are
    /// too many, or a parameter stays unbound.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn bind_template_params(
        &mut self,
        tparams: &[TemplateParam],
        explicit: Option<&[TemplateArg]>,
        (site_env, site_ns): (&TEnv, NsId),
        decl_ns: NsId,
        loc: Loc,
        env: &mut HashMap<Rc<str>, TArg>,
        deduce: impl FnOnce(&mut Self, &[Rc<str>], &mut HashMap<Rc<str>, TArg>),
    ) -> Option<()> {
        if too_many_template_args(tparams, explicit) {
            return None;
        }
        let names = param_names(tparams);
        // An explicit argument that does not fit its parameter (a type for `int N`) takes the
        // candidate out, with nothing reported.
        for (p, w) in tparams.iter().zip(explicit.unwrap_or(&[])) {
            let cp = self.diags.checkpoint();
            let param_scope = Some((&*env, decl_ns));
            let Ok(a) = self.template_arg(w, &p.kind, param_scope, site_env, site_ns, loc) else {
                self.diags.rollback(cp);
                return None;
            };
            env.insert(p.name.clone(), a);
        }
        deduce(self, &names, env);
        for p in tparams {
            if env.contains_key(&p.name) {
                continue;
            }
            let denv: TEnv = Rc::new(env.clone());
            let a = match &p.kind {
                TemplateParamKind::Type { default: Some(t) } => {
                    self.type_arg(t, &denv, decl_ns, loc).ok()?
                }
                TemplateParamKind::Value {
                    default: Some(e),
                    ty,
                } => {
                    // A type that does not resolve for these arguments
                    // (`std::enable_if_t<false, int> = 0`) takes the candidate out.
                    self.type_arg(ty, &denv, decl_ns, loc).ok()?;
                    let cp = self.diags.checkpoint();
                    let written = TemplateArg::Expr(e.clone());
                    let param_scope = Some((&*env, decl_ns));
                    match self.template_arg(&written, &p.kind, param_scope, &denv, decl_ns, loc) {
                        Ok(a) => a,
                        Err(_) => {
                            self.diags.rollback(cp);
                            return None;
                        }
                    }
                }
                TemplateParamKind::Template { default: Some(t) } => {
                    self.class_template_arg(t, &denv, decl_ns, loc).ok()?
                }
                _ => return None,
            };
            env.insert(p.name.clone(), a);
        }
        Some(())
    }

    /// Deduces the template parameters `names` of `decl` from the arguments of a call.
    fn deduce_from_arguments(
        &mut self,
        fx: &FnCtx,
        (decl, decl_ns): (&FunctionDecl, NsId),
        vals: &[(Val, Loc)],
        names: &[Rc<str>],
        env: &mut HashMap<Rc<str>, TArg>,
    ) {
        // Arguments for parameters given explicitly convert; only deduced ones must agree.
        let explicit: Vec<Rc<str>> = env.keys().map(|k| conflict_key(k)).collect();
        for (p, (v, vloc)) in decl.params.iter().zip(vals) {
            // A braced list without an `initializer_list` type deduces nothing; an overloaded
            // function's name, only what one of its overloads alone deduces.
            if is_deferred_argument(fx, v) {
                self.deduce_from_overload_set(fx, (v, *vloc), (&p.ty, decl_ns), names, env);
                continue;
            }
            // A braced list deduces only an `std::initializer_list<T>` or an array parameter;
            // for another, the parameter is not deduced from it (`const T&` given `{5}`).
            if is_braced_argument(fx, v) && !deduces_from_braced_list(&p.ty) {
                continue;
            }
            let is_ref = matches!(p.ty, TypeExpr::Reference(_, _))
                || matches!(&p.ty, TypeExpr::Qualified(t, _) if matches!(**t, TypeExpr::Reference(_, _)));
            // The qualifiers declarations show (see `argument_target`); a reference to a
            // pointer also refers to what it points to as declared (`const int* p` given for
            // `T&` makes `T` `const int*`).
            let target = argument_target(fx, v, is_ref);
            let cv = match (is_ref, v) {
                (true, Val::L(_, ty)) if ty.is_ptr() => {
                    target.union(argument_target(fx, v, false).holder())
                }
                // An array's qualifiers are its elements' (`const int ca[2]` is an array of
                // `const int`), as many levels down as it has dimensions.
                (true, Val::L(_, ty @ Ty::Array(..))) => {
                    let elements = target.union(argument_target(fx, v, false));
                    (0..ty.array_depth()).fold(elements, |cv, _| cv.holder())
                }
                (true, _) => target,
                (false, _) => target.holder(),
            };
            // And what the argument's declared type says below the levels those show (`const
            // int* volatile*`, a call's result or a parameter).
            let cv = match (is_ref, v) {
                (true, Val::L(var, _)) => cv.union(declared_cv(fx, *var)),
                _ => cv.union(value_cv(fx, v)),
            };
            // A forwarding reference (`T&&`) deduces `T` as an lvalue reference from an
            // lvalue, so that `std::forward<T>` passes it on as one.
            if let Some(t) = forwarding_reference(&p.ty, names) {
                if !self.is_rvalue(fx, v) {
                    env.entry(t)
                        .or_insert_with(|| TArg::Reference(v.ty().clone(), cv, RefKind::Lvalue));
                }
            }
            let at = match braced_array_argument(fx, v, &p.ty, &self.struct_infos) {
                // A braced list given for an array parameter (`const T (&)[N]` given `{7, 8}`):
                // an array of its elements' type and number.
                Some(array) => array,
                None if is_ref => v.ty().clone(),
                None => decayed(v.ty()),
            };
            // A parameter declared as an array is a pointer ([dcl.fct]): `O out[2]` deduces `O`
            // from an `int*` or an `int[2]`, which decays.
            let adjusted;
            let pattern = match &p.ty {
                TypeExpr::Array(element, _) if !is_braced_argument(fx, v) => {
                    adjusted = TypeExpr::Pointer(element.clone());
                    &adjusted
                }
                t => t,
            };
            let at = self.base_for_pattern(pattern, at, env);
            deduce(pattern, &at, cv, names, env, &self.struct_infos);
        }
        env.retain(|k, _| !explicit.contains(k));
    }

    /// Deduction from an overloaded function's name or address given for a parameter of type
    /// `param` (`R (C::*)() const` given `&S::g`): each overload is tried alone, and where
    /// exactly one deduces arguments that give the parameter that overload's type, its
    /// deductions are taken; otherwise the argument deduces nothing, as C++ says
    /// ([temp.deduct.call]: the parameter is then a non-deduced context).
    fn deduce_from_overload_set(
        &mut self,
        fx: &FnCtx,
        (v, loc): (&Val, Loc),
        (param, ns): (&TypeExpr, NsId),
        names: &[Rc<str>],
        env: &mut HashMap<Rc<str>, TArg>,
    ) {
        let pattern = stmt::strip_reference_and_quals(param);
        let mut found = None;
        for ty in self.overload_set_types(fx, v, loc) {
            // A parameter of function type (`R (&)(A)`) takes the function itself.
            let ty = match (pattern, &ty) {
                (TypeExpr::Function(..), Ty::Ptr(f)) => (**f).clone(),
                _ => ty,
            };
            let mut trial = env.clone();
            deduce(
                pattern,
                &ty,
                Cv::NONE,
                names,
                &mut trial,
                &self.struct_infos,
            );
            if trial.keys().any(|k| k.starts_with(DEDUCTION_CONFLICT)) {
                continue;
            }
            let cp = self.diags.checkpoint();
            let resolved = self.resolve_type(pattern, &Rc::new(trial.clone()), ns, loc);
            self.diags.rollback(cp);
            if resolved.is_ok_and(|r| r == ty) {
                if found.is_some() {
                    return;
                }
                found = Some(trial);
            }
        }
        if let Some(deduced) = found {
            *env = deduced;
        }
    }

    /// The types of what an overloaded name given as an argument (`scale`, `&scale`,
    /// `&S::f`) may stand for, one per overload: pointers to functions or to member
    /// functions. None where a template is among them (deduction tries no template's
    /// instances) or the argument is no such name.
    fn overload_set_types(&mut self, fx: &FnCtx, v: &Val, loc: Loc) -> Vec<Ty> {
        let Val::L(at, Ty::Void) = v else {
            return Vec::new();
        };
        let Some(e) = fx.deferred_args.get(at) else {
            return Vec::new();
        };
        let (path, address) = match &e.kind {
            ExprKind::Name(path) => (path.clone(), false),
            ExprKind::Unary(UnaryOp::AddrOf, inner) => match &inner.kind {
                ExprKind::Name(path) => (path.clone(), true),
                _ => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        let candidates: Vec<Candidate> = match self.class_of_member_functions(fx, &path, loc) {
            Some(class) => self.methods_named(class, &path.last().name),
            None => (self.names.lookup_path(fx.ns, &path).into_iter())
                .filter_map(|ent| match ent {
                    Entity::Func(decl, ns) => Some(Candidate::free(decl, ns)),
                    _ => None,
                })
                .collect(),
        };
        if candidates.iter().any(|c| c.is_function_template()) {
            return Vec::new();
        }
        let mut types = Vec::new();
        for c in candidates {
            let Some(sig) = self.candidate_signature(&c) else {
                return Vec::new();
            };
            let pointee = member_pointers::member_function_type(&c.decl, &sig);
            types.push(match (c.class, c.static_member) {
                // Only `&S::f` makes a pointer to a member function.
                (Some(class), false) if address => {
                    Ty::MemberPtr(Rc::new(Ty::Func(Rc::new(pointee))), class)
                }
                (Some(_), false) => return Vec::new(),
                _ => Ty::ptr_to(Ty::Func(Rc::new(FuncTy {
                    const_method: false,
                    volatile_method: false,
                    ref_method: None,
                    ..pointee
                }))),
            });
        }
        types
    }

    /// The argument type deduction matches against the parameter `pattern`: where the pattern
    /// is an instance of a class template (`const Base<S>&`, `Base<S>*`) and the argument's
    /// class is not one, the nearest base class of the argument's that is and whose arguments
    /// agree with the parameters `bound` already (C++ deduces from a derived class's base:
    /// `get<1>(tuple)` from the tuple's `Leaf<1, T>`).
    fn base_for_pattern(&self, pattern: &TypeExpr, arg: Ty, bound: &HashMap<Rc<str>, TArg>) -> Ty {
        match (pattern, arg) {
            (TypeExpr::Qualified(t, _) | TypeExpr::Reference(t, _), arg) => {
                self.base_for_pattern(t, arg, bound)
            }
            (TypeExpr::Pointer(t), Ty::Ptr(a)) => {
                Ty::Ptr(Rc::new(self.base_for_pattern(t, (*a).clone(), bound)))
            }
            (TypeExpr::Named(p), Ty::Struct(sid)) if p.last().targs.is_some() => {
                let template = &p.last().name;
                let written = p.last().targs.as_deref().unwrap_or_default();
                let agrees = |s: StructId| {
                    let actual = &self.struct_infos[s.0 as usize].targs;
                    written.iter().zip(actual).all(|(w, a)| {
                        let name = match w {
                            TemplateArg::Type(TypeExpr::Named(n))
                            | TemplateArg::Expr(Expr {
                                kind: ExprKind::Name(n),
                                ..
                            }) if n.segments.len() == 1 => &n.segments[0].name,
                            // A literal argument (`Base<N, true>`) is the instance's or not.
                            TemplateArg::Expr(Expr {
                                kind: ExprKind::Bool(b),
                                ..
                            }) => return !matches!(a, TArg::Value(y, _) if *y != i64::from(*b)),
                            TemplateArg::Expr(Expr {
                                kind: ExprKind::Int { value, .. },
                                ..
                            }) => return !matches!(a, TArg::Value(y, _) if *y as u64 != *value),
                            _ => return true,
                        };
                        match (bound.get(name), a) {
                            (Some(TArg::Value(x, _)), TArg::Value(y, _)) => x == y,
                            (Some(TArg::Type(x, _)), TArg::Type(y, _)) => x == y,
                            _ => true,
                        }
                    })
                };
                let is_instance = |s: StructId| {
                    self.struct_infos[s.0 as usize].decl.name.as_ref() == Some(template)
                        && agrees(s)
                };
                let mut queue = std::collections::VecDeque::from([sid]);
                while let Some(s) = queue.pop_front() {
                    if is_instance(s) {
                        return Ty::Struct(s);
                    }
                    queue.extend(self.structs[s.0 as usize].bases.iter().map(|b| b.0));
                }
                Ty::Struct(sid)
            }
            (_, arg) => arg,
        }
    }

    /// The types of a call's arguments as diagnostics show them (a braced list as `{...}`).
    /// nvcc's message for a reference of type `target` (qualified `target_cv`) bound to an
    /// object of type `object` (qualified `object_cv`) whose qualifiers it lacks.
    pub(super) fn qualifiers_dropped(
        &self,
        (target, kind): (&Ty, RefKind),
        target_cv: Cv,
        object: &Ty,
        object_cv: Cv,
    ) -> String {
        let ampersands = match kind {
            RefKind::Lvalue => "&",
            RefKind::Rvalue => "&&",
        };
        // A reference to an array is spelled around the bound: `int (&)[3]`.
        let reference = match target {
            Ty::Array(e, Some(n)) => format!("{} ({ampersands})[{n}]", self.ty_name(e)),
            _ => format!("{} {ampersands}", self.ty_name(target)),
        };
        format!(
            "qualifiers dropped in binding reference of type \"{}{reference}\" to initializer of type \"{}{}\"",
            cv_spelling(target_cv),
            cv_spelling(object_cv),
            self.ty_name(object)
        )
    }

    fn argument_types(&self, fx: &FnCtx, vals: &[(Val, Loc)]) -> String {
        let types: Vec<String> = vals
            .iter()
            .map(|(v, _)| match is_deferred_argument(fx, v) {
                true if is_braced_argument(fx, v) => "{...}".to_string(),
                // (An overloaded function's name: nvcc's spelling.)
                true => "<unknown-type>".to_string(),
                false => {
                    // A pointer's targets as declarations show them qualified (`volatile int
                    // *`, `const int **`).
                    let ty = decayed(v.ty());
                    match &ty {
                        Ty::Ptr(t) if t.is_ptr() => {
                            display_qualified(&ty, value_cv(fx, v), &self.structs)
                        }
                        Ty::Ptr(_) => format!(
                            "{}{}",
                            cv_spelling(argument_target(fx, v, false)),
                            self.ty_name(&ty)
                        ),
                        _ => self.ty_name(&ty),
                    }
                }
            })
            .collect();
        types.join(", ")
    }

    /// Whether `c` can take these arguments: its cost, template bindings and signature.
    /// `user_conversions` allows an argument to reach a class parameter through a converting
    /// constructor (C++ allows one such conversion per argument, so the constructor's own
    /// arguments are checked without).
    fn viability(
        &mut self,
        fx: &FnCtx,
        c: &Candidate,
        explicit: Option<&[TemplateArg]>,
        vals: &[(Val, Loc)],
        user_conversions: bool,
        loc: Loc,
    ) -> Option<(Ranking, TEnv, Signature)> {
        let decl = &c.decl;
        let required = decl
            .params
            .iter()
            .take_while(|p| p.default.is_none())
            .count();
        if vals.len() < required || (vals.len() > decl.params.len() && !decl.variadic) {
            return None;
        }
        let mut env: HashMap<Rc<str>, TArg> = c
            .class_env
            .as_ref()
            .map(|e| (**e).clone())
            .unwrap_or_default();
        if let Some(tparams) = &decl.template {
            self.bind_template_params(
                tparams,
                explicit,
                (&fx.env, fx.ns),
                c.ns,
                loc,
                &mut env,
                |this, names, env| this.deduce_from_arguments(fx, (decl, c.ns), vals, names, env),
            )?;
            if env.keys().any(|k| k.starts_with(DEDUCTION_CONFLICT)) {
                return None;
            }
        } else if explicit.is_some() {
            return None;
        }
        let env: TEnv = Rc::new(env);
        if !self.constraint_holds(decl, &env, c.ns) {
            return None;
        }
        let sig = self
            .signature_deducing(decl, &env, c.ns, Owner::of(c.class, c.static_member), false)
            .ok()?;
        // Bindings and pointer conversions that add `const`, and rvalues bound to `T&`: worse
        // than the same binding without (see `overloads::compare_arguments`).
        let mut arguments = Vec::with_capacity(vals.len());
        for ((param, (v, vloc)), p) in sig.params.iter().zip(vals).zip(&decl.params) {
            let (pty, is_ref, reference) = (&param.ty, &param.is_ref(), param.reference);
            let param_const = self.target_is_const(&p.ty, &env, c.ns);
            // `volatile` is never taken away either, and adding it ranks as adding `const`.
            let param_volatile = self.target_is_volatile(&p.ty, &env, c.ns);
            if !self.binds_argument(fx, (v, *vloc), param, (param_const, param_volatile)) {
                return None;
            }
            let rvalue = self.is_rvalue(fx, v);
            let arg_target = argument_target(fx, v, *is_ref);
            let arg_const = arg_target.is_const();
            let literal = matches!(v, Val::L(at, _) if fx.string_literals.contains(at));
            let added_volatile =
                u8::from(param_volatile == Some(true) && !arg_target.is_volatile());
            // An rvalue binds best to `T&&`, then to `const T&`, worst to `T&` (which C++
            // does not allow; taken here as the last resort).
            let qualification = match (reference, rvalue) {
                (Some(RefKind::Lvalue), true) => 1 + u8::from(param_const != Some(true)),
                // A string literal to a `char*`: worse than to a `const char*`.
                _ if literal && param_const == Some(false) => 2,
                _ => u8::from(param_const == Some(true) && !arg_const) + added_volatile,
            };
            let binding = match (reference, pty) {
                (Some(_), _) => Binding::Reference,
                (None, Ty::Ptr(_)) => Binding::Pointer,
                (None, _) => Binding::Value,
            };
            let null = is_null_constant(fx, v);
            // The type a conversion function gives the argument, where one converts it.
            let mut converted = None;
            // The class whose constructor converts it, where one does.
            let mut constructs = None;
            let cost = match conversion_cost(&self.structs, v, null, pty, *is_ref) {
                Some(c) => c,
                // A braced list to an array: better the fewer elements it leaves to their
                // default ([over.ics.rank]/3.1, `{1, 2}` of `int (&)[2]` over `int (&)[3]`).
                None if matches!(pty, Ty::Array(..))
                    && self.braced_argument(fx, v, pty).is_some() =>
                {
                    match (pty, braced_item_count(fx, v)) {
                        (Ty::Array(_, Some(n)), Some(items)) => {
                            (n - items as u64).min(USER_CONVERSION_COST as u64 - 1) as u32
                        }
                        _ => 0,
                    }
                }
                // A braced list of one item to an `std::initializer_list`: as the item converts
                // to the element type (`{1.0}` of `initializer_list<double>` over one of `long`).
                None if braced_item_count(fx, v) == Some(1)
                    && matches!(pty, Ty::Struct(s) if self.is_initializer_list(*s)) =>
                {
                    let Ty::Struct(list) = pty else { return None };
                    let element = self.initializer_list_element(*list)?;
                    conversion_cost(&self.structs, v, null, &element, false)
                        .unwrap_or(USER_CONVERSION_COST)
                }
                None if self.braced_argument(fx, v, pty).is_some() => {
                    constructs = pty.struct_id();
                    USER_CONVERSION_COST
                }
                None if self.overloaded_argument(fx, v, pty, *vloc).is_some() => 0,
                // A list of other than one item converts only as a list: not as the
                // `initializer_list` it was lowered to. A list to a class (or a reference to
                // one) converts only through the constructors that take its items (above,
                // `braced_argument`), never as its lowered value would.
                None if is_braced_argument(fx, v)
                    && (braced_item_count(fx, v) != Some(1) || matches!(pty, Ty::Struct(_))) =>
                {
                    return None;
                }
                None if user_conversions && self.converts_by_constructor(fx, v, *vloc, pty) => {
                    constructs = pty.struct_id();
                    USER_CONVERSION_COST
                }
                None if user_conversions => {
                    let binding = (reference, param_const == Some(true));
                    let (cost, result) = self.conversion_function_cost(fx, v, pty, binding)?;
                    converted = result;
                    USER_CONVERSION_COST + cost
                }
                None => return None,
            };
            // A braced argument converts better to an `std::initializer_list` than to anything
            // else, whatever the conversions of its items ([over.ics.rank]/3.1).
            let to_list = matches!(pty, Ty::Struct(s) if self.is_initializer_list(*s));
            let cost = match is_braced_argument(fx, v) && !to_list {
                true => cost + BRACED_LIST_NOT_TO_INITIALIZER_LIST_COST,
                false => cost,
            };
            let to_underlying =
                matches!(decayed(v.ty()), Ty::Enum(e) if promotes_to_underlying(&e, pty));
            arguments.push(ArgumentRank {
                cost,
                binding,
                qualification,
                // (After a conversion function, from what it returns: `operator C*()` to `B*`
                // beats it to `A*`.)
                base_depth: base_depth(
                    &self.structs,
                    &decayed(converted.as_ref().unwrap_or(v.ty())),
                    pty,
                ),
                to_underlying,
                constructs,
            });
        }
        // Arguments passed through `...` match worst of all.
        let through_ellipsis = ArgumentRank {
            cost: ELLIPSIS_COST,
            binding: Binding::Value,
            qualification: 0,
            base_depth: 0,
            to_underlying: false,
            constructs: None,
        };
        arguments.resize(vals.len().max(arguments.len()), through_ellipsis);
        Some((Ranking { arguments }, env, sig))
    }

    /// Whether a constructor template of `sid` takes `v`, an object of `sid` or of a class
    /// derived from it, better than copying (or moving) it does: a forwarding constructor
    /// (`template <class U> S(U&&)`) binds a non-`const` lvalue, or an object of a derived class,
    /// exactly, where the copy constructor's `const S&` adds `const` or converts to the base. The
    /// copy and move constructors compared are the implicit ones' (declared ones take part in
    /// the overload resolution this leads to).
    pub(super) fn constructor_template_beats_copy(
        &mut self,
        fx: &FnCtx,
        sid: StructId,
        v: &(Val, Loc),
        loc: Loc,
    ) -> bool {
        let templates: Vec<Candidate> = self
            .constructors(sid)
            .into_iter()
            .filter(Candidate::is_function_template)
            .collect();
        if templates.is_empty() {
            return false;
        }
        let class = Ty::Struct(sid);
        let rvalue = self.is_rvalue(fx, &v.0);
        let arg_const = argument_target(fx, &v.0, true).is_const();
        // An rvalue binds a move constructor's `S&&` exactly; where the class has none, the
        // copy constructor's `const S&`.
        let moved = rvalue
            && (self.transfer_constructor(sid, RefKind::Rvalue).is_some()
                || self.declares_implicit_move(sid, false));
        let copy = ArgumentRank {
            cost: conversion_cost(&self.structs, &v.0, false, &class, true).unwrap_or(0),
            binding: Binding::Reference,
            qualification: u8::from(!moved && !arg_const),
            base_depth: base_depth(&self.structs, &decayed(v.0.ty()), &class),
            to_underlying: false,
            constructs: None,
        };
        let outer_failures = std::mem::take(&mut self.deduction_failures);
        let outer_binding = self.binding_failure.take();
        let beats = templates.iter().any(|c| {
            // A template with a pack takes part with its packs as long as this call needs.
            let Some(c) = self.expanded_for(c, std::slice::from_ref(v)) else {
                return false;
            };
            let cp = self.diags.checkpoint();
            let ranking = self.viability(fx, &c, None, std::slice::from_ref(v), true, loc);
            self.diags.rollback(cp);
            ranking.is_some_and(|(r, ..)| {
                overloads::compare_arguments(&r.arguments, &[copy])
                    == Some(std::cmp::Ordering::Less)
            })
        });
        self.deduction_failures = outer_failures;
        self.binding_failure = outer_binding;
        beats
    }

    /// `U::E::e`: the enumerator `e` of the enumeration `E` a class declares (or `prefix`,
    /// `U::E`, names an enumeration of no class: `None`).
    fn member_enumeration_enumerator(
        &mut self,
        fx: &mut FnCtx,
        prefix: &Path,
        p: &Path,
        loc: Loc,
    ) -> Option<Val> {
        let outer = prefix.qualifier()?;
        let class = self.class_named_in(fx, &outer, loc)?;
        let (enum_name, name) = (&prefix.last().name, &p.last().name);
        let (declared_in, e, i) = self.class_enumerator(class, |e| {
            let items = &e.items;
            (e.name.as_ref() == Some(enum_name))
                .then(|| items.iter().position(|item| item.name == *name))?
        })?;
        let env = fx.env.clone();
        let _ = self.check_member_type_access(fx, &TypeExpr::Named(prefix.clone()), &env, loc);
        self.enumerator_of_class(fx, declared_in, &e, i, last_segment_loc(p, loc))
    }

    /// The static member functions of `class` (or its bases) named `name`, named in `class`.
    fn static_methods_named(&mut self, class: StructId, name: &str) -> Vec<Candidate> {
        self.methods_named(class, name)
            .into_iter()
            .filter(|c| c.static_member)
            .map(|c| Candidate {
                named_in: Some(access::Naming::of(class)),
                ..c
            })
            .collect()
    }

    /// Where the class object `v` converts to the scalar `to` by a conversion function, as
    /// [`Lowerer::through_conversion_function`] chooses one, the cost of the standard
    /// conversion from that function's result to `to`, which ranks two user-defined
    /// conversions through it (`operator long()` given for `long` and for `double`), and the
    /// result's type (`None` for a conversion function template's).
    fn conversion_function_cost(
        &mut self,
        fx: &FnCtx,
        v: &Val,
        to: &Ty,
        (reference, to_const): (Option<RefKind>, bool),
    ) -> Option<(u32, Option<Ty>)> {
        let array_reference = reference.is_some() && matches!(to, Ty::Array(..));
        let (Val::L(at, Ty::Struct(sid)), true) = (
            v,
            to.is_scalar() || matches!(to, Ty::Struct(_)) || array_reference,
        ) else {
            return None;
        };
        let object = self.object_kind(fx, *at);
        let chosen = self.conversion_function(*sid, object, to, Conversion::Implicit)?;
        let Some(sig) = self.candidate_signature(&chosen) else {
            // (A conversion function template: its result is what it converts to.)
            return Some((0, None));
        };
        // The result binds a reference as any value does: a `T&` only an lvalue (a reference
        // the function returns, not to `const` unless the `T&` is), a `T&&` only an rvalue.
        let lvalue = sig.ret_is_ref && !sig.ret_xvalue;
        let binds = match reference {
            Some(RefKind::Lvalue) if !to_const => {
                let returns_const = self.target_is_const(
                    &chosen.decl.ret,
                    &chosen.class_env.clone().unwrap_or_default(),
                    chosen.ns,
                );
                lvalue && returns_const != Some(true)
            }
            Some(RefKind::Rvalue) => !lvalue,
            _ => true,
        };
        if !binds {
            return None;
        }
        let result = match sig.ret {
            ret @ Ty::Struct(_) => Val::L(Var(0), ret),
            ret => Val::R(Var(0), ret),
        };
        let cost = conversion_cost(&self.structs, &result, false, to, false).unwrap_or(0);
        Some((cost, Some(result.ty().clone())))
    }

    /// Whether a non-explicit constructor of `to` takes `v` alone: a user-defined conversion.
    /// Whether the object `v` converts implicitly to the class `to`: through a converting
    /// constructor of `to` or a conversion function of its own.
    fn converts_implicitly_to(&mut self, fx: &FnCtx, v: &Val, loc: Loc, to: &Ty) -> bool {
        let by_function = match v.ty() {
            Ty::Struct(from) => self
                .conversion_function(*from, ObjectKind::default(), to, Conversion::Implicit)
                .is_some(),
            _ => false,
        };
        let cp = self.diags.checkpoint();
        let converts = by_function || self.converts_by_constructor(fx, v, loc, to);
        self.diags.rollback(cp);
        converts
    }

    fn converts_by_constructor(&mut self, fx: &FnCtx, v: &Val, loc: Loc, to: &Ty) -> bool {
        let Ty::Struct(sid) = to else {
            return false;
        };
        let arg = [(v.clone(), loc)];
        for c in self.constructors(*sid) {
            let Some(c) = self.expanded_for(&c, &arg) else {
                continue;
            };
            let viable = self.viability(fx, &c, None, &arg, false, loc);
            if viable.is_some_and(|(_, env, _)| !self.is_explicit(&c, Some(&env))) {
                return true;
            }
        }
        false
    }

    /// `stmts` with each `if constexpr` whose condition is a constant replaced by the branch it
    /// takes, as the function's instance is compiled (its conditions see the parameters `fx`
    /// declares).
    fn taken_branches(&mut self, fx: &mut FnCtx, stmts: &[Stmt]) -> Vec<Stmt> {
        stmts.iter().map(|s| self.taken_branch(fx, s)).collect()
    }

    fn taken_branch(&mut self, fx: &mut FnCtx, s: &Stmt) -> Stmt {
        match s {
            Stmt::If {
                cond,
                then,
                els,
                is_constexpr,
                loc,
            } => {
                let value = match &**cond {
                    Stmt::Expr(e) if *is_constexpr => self.constant_in(fx, e),
                    _ => None,
                };
                match value {
                    Some(0) => els
                        .as_deref()
                        .map_or(Stmt::Empty, |e| self.taken_branch(fx, e)),
                    Some(_) => self.taken_branch(fx, then),
                    None => Stmt::If {
                        cond: cond.clone(),
                        then: Box::new(self.taken_branch(fx, then)),
                        els: els.as_deref().map(|e| Box::new(self.taken_branch(fx, e))),
                        is_constexpr: *is_constexpr,
                        loc: *loc,
                    },
                }
            }
            Stmt::Block(v) => Stmt::Block(self.taken_branches(fx, v)),
            Stmt::For {
                init,
                cond,
                step,
                body,
                loc,
            } => Stmt::For {
                init: init.clone(),
                cond: cond.clone(),
                step: step.clone(),
                body: Box::new(self.taken_branch(fx, body)),
                loc: *loc,
            },
            Stmt::While { cond, body, loc } => Stmt::While {
                cond: cond.clone(),
                body: Box::new(self.taken_branch(fx, body)),
                loc: *loc,
            },
            Stmt::DoWhile { body, cond, loc } => Stmt::DoWhile {
                body: Box::new(self.taken_branch(fx, body)),
                cond: cond.clone(),
                loc: *loc,
            },
            other => other.clone(),
        }
    }

    /// The type of the first `return` expression of `body` (`None` where it has none), decayed,
    /// or `as_decltype`, `decltype` of it; found by lowering that expression where nothing
    /// reaches it, in `fx`, where `body`'s parameters are declared. Fails where the expression does not lower, with what lowering it reported,
    /// which is not reported.
    pub(super) fn first_return_type(
        &mut self,
        fx: &mut FnCtx,
        body: &[Stmt],
        deduction: ReturnDeduction,
        loc: Loc,
    ) -> Result<Option<TArg>, Vec<Diagnostic>> {
        let taken = self.taken_branches(fx, body);
        let body = &taken[..];
        let Some(e) = stmt::returned_expressions(body).first().copied() else {
            return Ok(None);
        };
        // `return {a, b};` deduces nothing (not an `std::initializer_list`).
        if matches!(&e.kind, ExprKind::InitList(items) if items.len() != 1) {
            let message = "a braced list has no type here".to_string();
            return Err(vec![Diagnostic {
                severity: Severity::Error,
                loc: Some(e.loc),
                message,
            }]);
        }
        // The return expression is typed by lowering it where nothing reaches, after the
        // declarations on the way to it (`float t = ...; return t + 1;`, also in the blocks,
        // branches and loops it is nested in). Their diagnostics are dropped: the body's real
        // lowering reports them.
        let here = fx.b.current_block();
        let dead = fx.b.new_block();
        fx.b.switch_to(dead);
        let cp = self.diags.checkpoint();
        let depth = fx.scopes.len();
        // A `static` or `__shared__` local is typed as an automatic one here (lowered as
        // itself, it would make its variable a second time).
        let as_automatic = |d: &VarDecl| {
            let mut d = d.clone();
            d.storage.is_static = false;
            d.cuda.shared = false;
            d
        };
        let mut level: &[Stmt] = body;
        'descend: loop {
            fx.scopes.push(HashMap::default());
            for st in level {
                if stmt::returned_expressions(std::slice::from_ref(st)).is_empty() {
                    match st {
                        Stmt::Decl(ds) => {
                            let automatic = ds.iter().map(as_automatic).collect();
                            let _ = self.stmt(fx, &Stmt::Decl(automatic));
                        }
                        // A type the return expression may name (`using W = long long;`), or
                        // names it may use (`auto [a, b] = p;`).
                        Stmt::LocalItem(_) | Stmt::Bindings { .. } => {
                            let _ = self.stmt(fx, st);
                        }
                        _ => {}
                    }
                    continue;
                }
                level = match st {
                    Stmt::Block(v) => v,
                    Stmt::If { then, els, .. } => {
                        match stmt::returned_expressions(std::slice::from_ref(then)).is_empty() {
                            false => std::slice::from_ref(&**then),
                            true => els.as_deref().map_or(&[][..], std::slice::from_ref),
                        }
                    }
                    Stmt::For { init, body, .. } => {
                        if let Some(init) = init {
                            let _ = self.stmt(fx, init);
                        }
                        std::slice::from_ref(&**body)
                    }
                    Stmt::While { body, .. }
                    | Stmt::DoWhile { body, .. }
                    | Stmt::Switch { body, .. } => std::slice::from_ref(&**body),
                    _ => break 'descend,
                };
                continue 'descend;
            }
            break;
        }
        let r = match deduction {
            ReturnDeduction::Decltype => self.decltype_of(fx, e),
            ReturnDeduction::Auto => self
                .expr(fx, e)
                .map(|v| TArg::Type(decayed(v.ty()), Cv::NONE)),
            // `decltype((e))`: a reference to an lvalue's type, else an rvalue reference (a
            // name or member access read as an expression, as the parser reads `(x)`).
            ReturnDeduction::Forwarding
                if matches!(e.kind, ExprKind::Name(_) | ExprKind::Member { .. }) =>
            {
                self.decltype_of(fx, &Expr::read_as_expression(e.clone()))
            }
            ReturnDeduction::Forwarding => self.decltype_of(fx, e),
        };
        let r = match (deduction, r) {
            (ReturnDeduction::Forwarding, Ok(TArg::Type(ty, cv))) => {
                Ok(TArg::Reference(ty, cv, RefKind::Rvalue))
            }
            (_, r) => r,
        };
        while fx.scopes.len() > depth {
            self.pop_scope(fx, loc);
        }
        fx.b.switch_to(here);
        let dropped = self.diags.take_since(cp);
        match r {
            Ok(t) => Ok(Some(t)),
            Err(Reported) => Err(dropped),
        }
    }

    // ---- intrinsics ----

    /// A call to a function the backends provide: CUDA's device API.
    /// A texture fetch: the result goes to a slot of the texel type the program asked for.
    fn texture_fetch(
        &mut self,
        fx: &mut FnCtx,
        op: FetchOp,
        args: &[(Var, Ty)],
        ret: &Ty,
        loc: Loc,
    ) -> LResult<Val> {
        let Some(texel) = self.texel_type(ret) else {
            return self.error(
                loc,
                format!(
                    "'{}' cannot return '{}': textures hold 8-, 16- or 32-bit integers or floats in 1, 2 or 4 components",
                    op.cuda_name(),
                    self.ty_name(ret)
                ),
            );
        };
        let coordinates = op.coordinates();
        if args.len() != coordinates.len() + 1 {
            return self.error(
                loc,
                format!("wrong number of arguments to '{}'", op.cuda_name()),
            );
        }
        let slot = self.local_slot(fx, ret);
        let mut ir_args = vec![slot];
        ir_args.extend(args.iter().map(|a| a.0));
        fx.b.push(Inst::Intrinsic {
            dst: None,
            name: Fetch { op, texel }.intrinsic_name(),
            args: ir_args,
        });
        Ok(Val::L(slot, ret.clone()))
    }

    /// A surface read or write. The data goes through memory: `surf2Dwrite(v, ...)` writes
    /// from a slot holding `v`, `surf2Dread<T>(...)` reads into a slot of `T`, and
    /// `surf2Dread(&v, ...)` into `v` itself.
    fn surface_access(
        &mut self,
        fx: &mut FnCtx,
        shape: SurfaceShape,
        write: bool,
        args: &[(Var, Ty)],
        ret: &Ty,
        loc: Loc,
    ) -> LResult<Val> {
        let returns_value = !write && !matches!(ret, Ty::Void);
        let (data, data_ty, rest) = match (returns_value, args.split_first()) {
            (true, _) => (None, ret.clone(), args),
            (false, Some(((v, Ty::Ptr(t)), rest))) if !write => (Some(*v), (**t).clone(), rest),
            (false, Some(((v, t), rest))) if write => (Some(*v), t.clone(), rest),
            _ => return self.error(loc, "a surface read needs a pointer to its result"),
        };
        let Some(texel) = self.texel_type(&data_ty) else {
            return self.error(
                loc,
                format!(
                    "surfaces cannot hold '{}': 8-, 16- or 32-bit integers or floats in 1, 2 or 4 components",
                    self.ty_name(&data_ty)
                ),
            );
        };
        if rest.len() != shape.coordinates() + 2 {
            return self.error(loc, "wrong number of arguments to a surface function");
        }
        let slot = match data {
            // A scalar written arrives as a value; a vector type as the address of one.
            Some(v) if write && data_ty.ir().is_some() => {
                let slot = self.local_slot(fx, &data_ty);
                fx.b.store(slot, v);
                slot
            }
            Some(addr) => addr,
            None => self.local_slot(fx, &data_ty),
        };
        let mut ir_args = vec![slot];
        ir_args.extend(rest.iter().map(|a| a.0));
        let access = SurfaceAccess {
            shape,
            write,
            texel,
        };
        fx.b.push(Inst::Intrinsic {
            dst: None,
            name: access.intrinsic_name(),
            args: ir_args,
        });
        Ok(if returns_value {
            Val::L(slot, data_ty)
        } else {
            Val::Void
        })
    }

    /// The texel a fetch of `ty` returns: a scalar, or a vector type's `x`, `y`, `z`, `w`.
    fn texel_type(&self, ty: &Ty) -> Option<TexelType> {
        let scalar = |t: &Ty| match t {
            Ty::Int { bytes, signed, .. } => Some((
                if *signed {
                    TexelKind::Signed
                } else {
                    TexelKind::Unsigned
                },
                *bytes as u32 * 8,
            )),
            Ty::Float => Some((TexelKind::Float, 32)),
            _ => None,
        };
        let (kind, bits, lanes) = match ty {
            Ty::Struct(sid) => {
                let layout = &self.structs[sid.0 as usize];
                let (kind, bits) = scalar(&layout.fields.first()?.ty)?;
                let same = layout
                    .fields
                    .iter()
                    .all(|f| scalar(&f.ty) == Some((kind, bits)) && f.bits.is_none());
                if !same || layout.size != u64::from(bits / 8) * layout.fields.len() as u64 {
                    return None;
                }
                (kind, bits, layout.fields.len() as u32)
            }
            t => {
                let (kind, bits) = scalar(t)?;
                (kind, bits, 1)
            }
        };
        let texel = TexelType { kind, bits, lanes };
        texel.is_fetchable().then_some(texel)
    }

    pub(super) fn intrinsic(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        args: Vec<(Var, Ty)>,
        ret: &Ty,
        loc: Loc,
    ) -> LResult<Val> {
        let arg = |i: usize| args.get(i).map(|a| a.0);
        let n = args.len();
        let special = match name {
            "__ferrocuda_grid_is_cooperative" => Some((ir::Special::Cooperative, INT)),
            "__ferrocuda_cluster_dim_x" => Some((ir::Special::ClusterDim(0), UINT)),
            "__ferrocuda_cluster_dim_y" => Some((ir::Special::ClusterDim(1), UINT)),
            "__ferrocuda_cluster_dim_z" => Some((ir::Special::ClusterDim(2), UINT)),
            _ => None,
        };
        if let Some((reg, ty)) = special {
            let dst = fx.b.new_var(IrType::I32);
            fx.b.push(Inst::Special { dst, reg });
            return Ok(Val::R(dst, ty));
        }
        let sync = |op| Some(op);
        let sync_op = match name {
            "__syncthreads" => sync(SyncOp::Barrier),
            "__syncthreads_count" => sync(SyncOp::BarrierCount),
            "__syncthreads_and" => sync(SyncOp::BarrierAnd),
            "__syncthreads_or" => sync(SyncOp::BarrierOr),
            "__ferrocuda_grid_sync" => sync(SyncOp::GridSync),
            "__cluster_barrier_wait" => sync(SyncOp::ClusterSync),
            "__ferrocuda_yield" => sync(SyncOp::Yield),
            "__syncwarp" => sync(SyncOp::WarpSync),
            "__activemask" => sync(SyncOp::ActiveMask),
            "__ballot_sync" | "__ballot" => sync(SyncOp::VoteBallot),
            "__all_sync" | "__all" => sync(SyncOp::VoteAll),
            "__any_sync" | "__any" => sync(SyncOp::VoteAny),
            "__match_any_sync" => sync(SyncOp::MatchAny),
            "__match_all_sync" => sync(SyncOp::MatchAll),
            "__reduce_add_sync" => sync(SyncOp::ReduceAdd),
            "__reduce_and_sync" => sync(SyncOp::ReduceAnd),
            "__reduce_or_sync" => sync(SyncOp::ReduceOr),
            "__reduce_xor_sync" => sync(SyncOp::ReduceXor),
            "__reduce_min_sync" | "__reduce_max_sync" => {
                let signed = args.get(1).is_some_and(|a| a.1.is_signed());
                sync(match (name == "__reduce_min_sync", signed) {
                    (true, true) => SyncOp::ReduceMin,
                    (true, false) => SyncOp::ReduceUMin,
                    (false, true) => SyncOp::ReduceMax,
                    (false, false) => SyncOp::ReduceUMax,
                })
            }
            "__shfl_sync" | "__shfl" => sync(SyncOp::ShflIdx),
            "__shfl_up_sync" | "__shfl_up" => sync(SyncOp::ShflUp),
            "__shfl_down_sync" | "__shfl_down" => sync(SyncOp::ShflDown),
            "__shfl_xor_sync" | "__shfl_xor" => sync(SyncOp::ShflXor),
            _ => None,
        };
        if let Some(op) = sync_op {
            let legacy = !name.ends_with("_sync")
                && name.starts_with("__")
                && !name.starts_with("__sync")
                && name != "__activemask";
            let mut vs: Vec<(Var, Ty)> = args.clone();
            if legacy {
                let m = fx.b.iconst(IrType::I32, -1);
                vs.insert(0, (m, UINT));
            }
            match op {
                SyncOp::Barrier | SyncOp::GridSync | SyncOp::ClusterSync | SyncOp::Yield => {
                    fx.b.push(Inst::Sync {
                        dst: None,
                        op,
                        args: vec![],
                    });
                    return Ok(Val::Void);
                }
                SyncOp::WarpSync => {
                    let m = match arg(0) {
                        Some(m) => m,
                        None => fx.b.iconst(IrType::I32, -1),
                    };
                    fx.b.push(Inst::Sync {
                        dst: None,
                        op,
                        args: vec![m],
                    });
                    return Ok(Val::Void);
                }
                SyncOp::ActiveMask => {
                    let dst = fx.b.new_var(IrType::I32);
                    fx.b.push(Inst::Sync {
                        dst: Some(dst),
                        op,
                        args: vec![],
                    });
                    return Ok(Val::R(dst, UINT));
                }
                SyncOp::ShflIdx | SyncOp::ShflUp | SyncOp::ShflDown | SyncOp::ShflXor => {
                    if vs.len() < 3 {
                        return self.error(loc, format!("too few arguments to '{name}'"));
                    }
                    let (val, vty) = vs[1].clone();
                    let bits = if size_align(&vty, &self.structs).map(|s| s.0) == Some(8) {
                        IrType::I64
                    } else {
                        IrType::I32
                    };
                    let as_bits = if vty.is_float() {
                        fx.b.cast(CastOp::Bitcast, val, bits)
                    } else {
                        let wide = if bits == IrType::I64 { LONG } else { INT };
                        self.int_cast(fx, val, &vty, &wide)
                    };
                    let lane = self.convert(fx, vs[2].0, &vs[2].1, &INT, loc)?;
                    let width = match vs.get(3) {
                        Some((w, t)) => self.convert(fx, *w, t, &INT, loc)?,
                        None => fx.b.iconst(IrType::I32, 32),
                    };
                    let mask = self.convert(fx, vs[0].0, &vs[0].1, &UINT, loc)?;
                    let dst = fx.b.new_var(bits);
                    fx.b.push(Inst::Sync {
                        dst: Some(dst),
                        op,
                        args: vec![mask, as_bits, lane, width],
                    });
                    let r = if vty.is_float() {
                        fx.b.cast(CastOp::Bitcast, dst, vty.ir().unwrap_or(bits))
                    } else {
                        let wide = if bits == IrType::I64 { LONG } else { INT };
                        self.int_cast(fx, dst, &wide, &vty)
                    };
                    return Ok(Val::R(r, vty));
                }
                SyncOp::MatchAny | SyncOp::MatchAll if vs.len() >= 2 => {
                    // Compared 32 bits at a time: lanes match when both halves of a 64-bit
                    // value do. `__match_all_sync` also says through its pointer whether all
                    // matched.
                    let mask = self.int_cast(fx, vs[0].0, &vs[0].1, &INT);
                    let (v, t) = vs[1].clone();
                    let bits = match t.ir() {
                        Some(IrType::F32) => fx.b.cast(CastOp::Bitcast, v, IrType::I32),
                        Some(IrType::F64) => fx.b.cast(CastOp::Bitcast, v, IrType::I64),
                        _ => v,
                    };
                    let halves = if fx.b.var_type(bits).bytes() == 8 {
                        let low = fx.b.cast(CastOp::Trunc, bits, IrType::I32);
                        let shift = fx.b.iconst(IrType::I64, 32);
                        let high = fx.b.binary(BinOp::LShr, bits, shift);
                        vec![low, fx.b.cast(CastOp::Trunc, high, IrType::I32)]
                    } else {
                        let int = if t.is_float() { INT } else { t.clone() };
                        vec![self.int_cast(fx, bits, &int, &INT)]
                    };
                    let mut result = None;
                    for half in halves {
                        let dst = fx.b.new_var(IrType::I32);
                        fx.b.push(Inst::Sync {
                            dst: Some(dst),
                            op,
                            args: vec![mask, half],
                        });
                        result = Some(match result {
                            Some(r) => fx.b.binary(BinOp::And, r, dst),
                            None => dst,
                        });
                    }
                    let result = result.expect("a value has at least one half");
                    if let (SyncOp::MatchAll, Some((pred, _))) = (op, vs.get(2)) {
                        let zero = fx.b.iconst(IrType::I32, 0);
                        let all = fx.b.cmp(CmpOp::Ne, result, zero);
                        let all = self.bool_to_int(fx, all);
                        let all = self.int_cast(fx, all, &Ty::Bool, &INT);
                        fx.b.store(*pred, all);
                    }
                    return Ok(Val::R(result, UINT));
                }
                _ => {
                    // Barriers with a predicate and votes: (mask?, value) → i32.
                    let mut ir_args = Vec::new();
                    for (v, t) in &vs {
                        let c = if t.is_float() {
                            let c = self.truth(fx, *v, t, loc)?;
                            let b = self.bool_to_int(fx, c);
                            self.int_cast(fx, b, &Ty::Bool, &INT)
                        } else {
                            self.int_cast(fx, *v, t, &INT)
                        };
                        ir_args.push(c);
                    }
                    let dst = fx.b.new_var(IrType::I32);
                    fx.b.push(Inst::Sync {
                        dst: Some(dst),
                        op,
                        args: ir_args,
                    });
                    let reduce_unsigned = name.starts_with("__reduce")
                        && !args.get(1).is_some_and(|a| a.1.is_signed());
                    let rt = if reduce_unsigned || op == SyncOp::VoteBallot {
                        UINT
                    } else {
                        INT
                    };
                    return Ok(Val::R(dst, rt));
                }
            }
        }
        // The scoped forms (sm_60) widen or narrow which threads see the operation atomically.
        let (name, scope) = match (name.strip_suffix("_block"), name.strip_suffix("_system")) {
            (Some(base), _) if base.starts_with("atomic") => (base, AtomicScope::Block),
            (_, Some(base)) if base.starts_with("atomic") => (base, AtomicScope::System),
            _ => (name, AtomicScope::Device),
        };
        let atomic = match name {
            "atomicAdd" => Some(if args.get(1).is_some_and(|a| a.1.is_float()) {
                AtomicOp::FAdd
            } else {
                AtomicOp::Add
            }),
            "atomicSub" => Some(AtomicOp::Sub),
            "atomicExch" => Some(AtomicOp::Exch),
            "atomicMin" => Some(if args.get(1).is_some_and(|a| a.1.is_signed()) {
                AtomicOp::SMin
            } else {
                AtomicOp::UMin
            }),
            "atomicMax" => Some(if args.get(1).is_some_and(|a| a.1.is_signed()) {
                AtomicOp::SMax
            } else {
                AtomicOp::UMax
            }),
            "atomicAnd" => Some(AtomicOp::And),
            "atomicOr" => Some(AtomicOp::Or),
            "atomicXor" => Some(AtomicOp::Xor),
            "atomicInc" => Some(AtomicOp::Inc),
            "atomicDec" => Some(AtomicOp::Dec),
            _ => None,
        };
        if let Some(op) = atomic {
            if n != 2 {
                return self.error(loc, format!("'{name}' takes 2 arguments"));
            }
            let (addr, value, vty) = (args[0].0, args[1].0, args[1].1.clone());
            let irt = vty.ir().unwrap_or(IrType::I32);
            // Float exchange goes through the integer of the same size.
            if op == AtomicOp::Exch && vty.is_float() {
                let bits = if irt == IrType::F64 {
                    IrType::I64
                } else {
                    IrType::I32
                };
                let b = fx.b.cast(CastOp::Bitcast, value, bits);
                let dst = fx.b.new_var(bits);
                fx.b.push(Inst::Atomic {
                    dst,
                    op,
                    addr,
                    value: b,
                    scope,
                });
                let r = fx.b.cast(CastOp::Bitcast, dst, irt);
                return Ok(Val::R(r, vty));
            }
            let dst = fx.b.new_var(irt);
            fx.b.push(Inst::Atomic {
                dst,
                op,
                addr,
                value,
                scope,
            });
            return Ok(Val::R(dst, vty));
        }
        if name == "atomicCAS" {
            if n != 3 {
                return self.error(loc, "'atomicCAS' takes 3 arguments");
            }
            let irt = args[1].1.ir().unwrap_or(IrType::I32);
            let dst = fx.b.new_var(irt);
            fx.b.push(Inst::AtomicCas {
                dst,
                addr: args[0].0,
                expected: args[1].0,
                new: args[2].0,
                scope,
            });
            return Ok(Val::R(dst, args[1].1.clone()));
        }
        if matches!(
            name,
            "__threadfence" | "__threadfence_block" | "__threadfence_system"
        ) {
            fx.b.push(Inst::Fence);
            return Ok(Val::Void);
        }
        // A class object goes into the GPU's argument buffer as its bytes, at an offset
        // aligned to 8, which conversions then read as they read other arguments (measured):
        // its words, 8 bytes each where it is aligned to 8, else 4, are arguments of their
        // own, after a zero word where the alignment skips 4 bytes (the GPU's are whatever the
        // buffer held).
        let mut args = args;
        if name == "printf" && args.iter().any(|a| matches!(a.1, Ty::Struct(_))) {
            let mut words = Vec::with_capacity(args.len());
            // Bytes the arguments so far fill (counting the format string's pointer, which
            // the buffer does not hold: 8 bytes, which leave the offsets' alignment as it is).
            let mut offset: u64 = 0;
            for (v, t) in args {
                if !matches!(t, Ty::Struct(_)) {
                    let (size, align) = size_align(&t, &self.structs).unwrap_or((8, 8));
                    offset = offset.next_multiple_of(align.max(1)) + size;
                    words.push((v, t));
                    continue;
                }
                if offset % 8 == 4 {
                    words.push((fx.b.iconst(IrType::I32, 0), INT));
                }
                offset = offset.next_multiple_of(8);
                let (size, align) = size_align(&t, &self.structs).unwrap_or((0, 1));
                let (word, wty) = match align {
                    8.. => (8, LONG),
                    _ => (4, INT),
                };
                let shown = display(&t, &self.structs);
                if size == 0 || size % word != 0 {
                    return self.error(
                        loc,
                        format!("an object of class type '{shown}' cannot be printed: its {size} bytes are not whole {word}-byte words of the argument buffer"),
                    );
                }
                self.diags.warning(
                    loc,
                    format!("an object of class type '{shown}' is passed to printf as its bytes, which the conversions read as {word}-byte words"),
                );
                for i in 0..size / word {
                    let at = self.offset_addr(fx, v, i * word);
                    let w = fx.b.load(wty.ir().unwrap_or(IrType::I32), at);
                    words.push((w, wty.clone()));
                }
                offset += size;
            }
            args = words;
        }
        // No conversion prints 128 bits: a 128-bit argument takes two 64-bit slots of the
        // GPU's argument buffer, low half first, which conversions read one at a time.
        if name == "printf" && args.iter().any(|a| a.1.is_int128()) {
            let mut split = Vec::with_capacity(args.len() + 1);
            for (v, t) in args {
                if !t.is_int128() {
                    split.push((v, t));
                    continue;
                }
                self.diags.warning(
                    loc,
                    format!("argument of type '{}' is passed to printf as two 64-bit words, low first (no printf conversion takes 128 bits)", display(&t, &self.structs)),
                );
                let low = fx.b.cast(CastOp::Trunc, v, IrType::I64);
                let shift = fx.b.iconst(IrType::I128, 64);
                let high = fx.b.binary(BinOp::LShr, v, shift);
                let high = fx.b.cast(CastOp::Trunc, high, IrType::I64);
                split.push((low, LONG));
                split.push((high, LONG));
            }
            args = split;
        }
        // Of single precision: a float first argument, no double (`sincosf` has pointers).
        let single = args.first().is_some_and(|a| a.1 == Ty::Float)
            && !args.iter().any(|a| matches!(a.1, Ty::Double { .. }));
        let name = match fast_math_intrinsic(name) {
            Some(fast) if self.fast_math && single => fast,
            _ => name,
        };
        let key = if name == "printf"
            || name == "vprintf"
            || name == "__ferrocuda_assert_fail"
            || name == "__assertfail"
            || name == "__assert_fail"
        {
            name.to_string()
        } else {
            let types: Vec<&str> = args.iter().map(|a| type_key(&a.1)).collect();
            format!("{name}({})", types.join(","))
        };
        let dst = ret.ir().map(|t| fx.b.new_var(t));
        fx.b.push(Inst::Intrinsic {
            dst,
            name: key,
            args: args.iter().map(|a| a.0).collect(),
        });
        Ok(match dst {
            Some(d) => Val::R(d, ret.clone()),
            None => Val::Void,
        })
    }
}

/// How many `operator->` calls one `->` may make before the chain is taken for a cycle.
const MAX_ARROW_CHAIN: usize = 64;

/// The approximate intrinsic `--use_fast_math` compiles a single-precision math function to
/// (its C name or the C++ overload's).
fn fast_math_intrinsic(name: &str) -> Option<&'static str> {
    Some(match name.strip_suffix('f').unwrap_or(name) {
        "sin" => "__sinf",
        "cos" => "__cosf",
        "tan" => "__tanf",
        "sincos" => "__sincosf",
        "exp" => "__expf",
        "exp10" => "__exp10f",
        "log" => "__logf",
        "log2" => "__log2f",
        "log10" => "__log10f",
        "pow" => "__powf",
        "sqrt" => "__ferrocuda_sqrt_approx",
        "tanh" => "__ferrocuda_tanh_approx",
        _ => return None,
    })
}

/// The register holding one axis (0 for `x`) of `threadIdx`, `blockIdx`, `blockDim` or
/// `gridDim`.
fn builtin_index_register(name: &str, axis: u8) -> Option<ir::Special> {
    Some(match name {
        "threadIdx" => ir::Special::ThreadIdx(axis),
        "blockIdx" => ir::Special::BlockIdx(axis),
        "blockDim" => ir::Special::BlockDim(axis),
        "gridDim" => ir::Special::GridDim(axis),
        _ => return None,
    })
}

/// How intrinsic keys spell parameter types: `sinf(f32)`, `min(u32,u32)`.
fn type_key(t: &Ty) -> &'static str {
    match t.underlying() {
        Ty::Bool => "bool",
        Ty::Int {
            bytes: 1,
            signed: true,
            ..
        } => "i8",
        Ty::Int {
            bytes: 1,
            signed: false,
            ..
        } => "u8",
        Ty::Int {
            bytes: 2,
            signed: true,
            ..
        } => "i16",
        Ty::Int {
            bytes: 2,
            signed: false,
            ..
        } => "u16",
        Ty::Int {
            bytes: 4,
            signed: true,
            ..
        } => "i32",
        Ty::Int {
            bytes: 4,
            signed: false,
            ..
        } => "u32",
        Ty::Int { signed: true, .. } => "i64",
        Ty::Int { signed: false, .. } => "u64",
        Ty::Float => "f32",
        Ty::Double { .. } => "f64",
        _ => "ptr",
    }
}

fn binary_spelling(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Mul => "*",
        Div => "/",
        Rem => "%",
        Add => "+",
        Sub => "-",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Gt => ">",
        Le => "<=",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        BitAnd => "&",
        BitXor => "^",
        BitOr => "|",
        LogAnd => "&&",
        LogOr => "||",
    }
}

fn is_function_pointer(t: &Ty) -> bool {
    matches!(t.pointee(), Some(Ty::Func(_)))
}

/// The type of a value of type `t` where an rvalue is needed: an array or a function is a
/// pointer to it.
pub(super) fn decayed(t: &Ty) -> Ty {
    match t {
        Ty::Array(e, _) => Ty::Ptr(e.clone()),
        Ty::Func(_) => Ty::ptr_to(t.clone()),
        t => t.clone(),
    }
}

/// C's usual arithmetic conversions.
pub(super) fn usual_arith(a: &Ty, b: &Ty) -> Ty {
    if *a == LONG_DOUBLE || *b == LONG_DOUBLE {
        return LONG_DOUBLE;
    }
    if *a == DOUBLE || *b == DOUBLE {
        return DOUBLE;
    }
    if *a == Ty::Float || *b == Ty::Float {
        return Ty::Float;
    }
    let (a, b) = (promote(a), promote(b));
    if a == b {
        return a;
    }
    match (a.is_signed(), b.is_signed()) {
        (true, true) | (false, false) => {
            if b.int_rank_above(&a) {
                b
            } else {
                a
            }
        }
        (s_a, _) => {
            let (s, u) = if s_a { (a, b) } else { (b, a) };
            if !s.int_rank_above(&u) {
                u
            } else if s.int_rank() > u.int_rank() {
                // The signed type holds every value of the unsigned one.
                s
            } else {
                // `long long` with `unsigned long`: the signed type's unsigned twin.
                match s {
                    Ty::Int {
                        bytes, spelling, ..
                    } => Ty::Int {
                        bytes,
                        signed: false,
                        spelling,
                    },
                    s => s,
                }
            }
        }
    }
}

pub(super) fn int_literal_type(value: u64, suffix: &str, decimal: bool) -> Ty {
    let unsigned = suffix.contains('u');
    let long = suffix.contains('l');
    if !long && !unsigned {
        if value <= i32::MAX as u64 {
            return INT;
        }
        if !decimal && value <= u32::MAX as u64 {
            return UINT;
        }
        if value <= i64::MAX as u64 {
            return LONG;
        }
        // A decimal one too: "integer constant is so large that it is unsigned" (warned where
        // it is read; measured: nvcc 13.0's device code and host build both make it `unsigned
        // long`, where GCC makes it a 128-bit integer).
        return ULONG;
    }
    if unsigned && !long {
        return if value <= u32::MAX as u64 {
            UINT
        } else {
            ULONG
        };
    }
    let (signed_long, unsigned_long) = if suffix.contains("ll") {
        (LONG_LONG, ULONG_LONG)
    } else {
        (LONG, ULONG)
    };
    if unsigned || value > i64::MAX as u64 {
        unsigned_long
    } else {
        signed_long
    }
}

/// What a user-defined conversion costs in overload resolution: more than any sequence of
/// standard conversions over a call's arguments.
const USER_CONVERSION_COST: u32 = 100;
/// The cost of an argument passed through a C variadic function's `...`.
const ELLIPSIS_COST: u32 = 1000;
/// What a braced argument's conversion to a parameter that is no `std::initializer_list`
/// costs beyond its own, so that one to an `initializer_list` beats it (still better than
/// passing through `...`, which a braced list cannot).
const BRACED_LIST_NOT_TO_INITIALIZER_LIST_COST: u32 = 500;

/// `const `, `volatile `, both or nothing, as a type's spelling starts with them.
fn cv_spelling(cv: Cv) -> &'static str {
    match (cv.is_const(), cv.is_volatile()) {
        (true, true) => "const volatile ",
        (true, false) => "const ",
        (false, true) => "volatile ",
        (false, false) => "",
    }
}

/// The qualifiers of the declared type of the value or object `var` holds, where one is
/// recorded (see [`FnCtx::result_cvs`]).
fn declared_cv(fx: &FnCtx, var: Var) -> Cv {
    fx.result_cvs.get(&var).copied().unwrap_or_default()
}

/// The qualifiers of the value `v` gives (read, or an array decayed), below its own top level,
/// at every level known: a pointer's target's as the register sets show them, and deeper
/// ones its declared type recorded.
pub(super) fn value_cv(fx: &FnCtx, v: &Val) -> Cv {
    let declared = match v {
        Val::L(var, _) | Val::R(var, _) => declared_cv(fx, *var).below_top(),
        _ => Cv::NONE,
    };
    argument_target(fx, v, false).holder().union(declared)
}

/// The qualifiers of the lvalue `v`'s object, at every level known: those the register sets
/// show (the object's own, and a pointer's target's) and those its declared type recorded.
pub(super) fn object_cv(fx: &FnCtx, v: &Val) -> Cv {
    let Val::L(addr, ty) = v else {
        return Cv::NONE;
    };
    let own = Cv::of(is_const_object(fx, *addr), fx.volatile.contains(addr));
    let target = match ty {
        Ty::Ptr(_) => Cv::of(
            fx.const_pointees.contains(addr),
            fx.volatile_pointees.contains(addr),
        ),
        _ => Cv::NONE,
    };
    own.union(target.holder()).union(declared_cv(fx, *addr))
}

/// Records `cv` as the qualifiers of the object of type `ty` at `addr`, its own `addr` (see
/// [`own_address`]): in the register sets, and all levels for deduction. (An array's are its
/// elements', which the sets do not take from here.)
pub(super) fn mark_object_cv(fx: &mut FnCtx, addr: Var, ty: &Ty, cv: Cv) {
    let target = match ty {
        Ty::Array(..) => Cv::NONE,
        _ => cv.held(),
    };
    for (set, holds) in [
        (&mut fx.const_objects, cv.is_const()),
        (&mut fx.volatile, cv.is_volatile()),
        (&mut fx.const_pointees, target.is_const()),
        (&mut fx.volatile_pointees, target.is_volatile()),
    ] {
        if holds {
            set.insert(addr);
        }
    }
    fx.result_cvs.insert(addr, cv);
}

/// The qualifiers of what the argument `v` refers to (bound to a reference parameter,
/// `is_ref`) or points to (a pointer), as declarations show them: a `const` or `volatile`
/// object, a local pointer to one, the address of one, a pointer computed from one.
pub(super) fn argument_target(fx: &FnCtx, v: &Val, is_ref: bool) -> Cv {
    // (An array is as qualified as its elements, which its address records: `const int c[3]`
    // given to `int (&)[3]`, `&c` to `int (*)[3]`.)
    let shows = |objects: &HashSet<Var>, pointees: &HashSet<Var>| match v {
        Val::L(addr, Ty::Array(..)) if is_ref => objects.contains(addr) || pointees.contains(addr),
        Val::L(addr, _) if is_ref => objects.contains(addr),
        Val::L(addr, _) => pointees.contains(addr),
        Val::R(p, Ty::Ptr(target)) if !is_ref && matches!(**target, Ty::Array(..)) => {
            objects.contains(p) || pointees.contains(p)
        }
        Val::R(p, t) => !is_ref && t.is_ptr() && objects.contains(p),
        _ => false,
    };
    Cv::of(
        shows(&fx.const_objects, &fx.const_pointees),
        shows(&fx.volatile, &fx.volatile_pointees),
    )
}

/// How many of the parameters of `def`'s template header are its classes' (`T` and `U` of
/// `template <class T> template <class U> U Outer<T>::In<U>::go`, `T` of `template <class T>
/// template <int N> void Acc<T>::add()`): those its qualifier's template arguments name.
fn class_parameter_count(def: &FunctionDecl) -> usize {
    let Some(header) = &def.template else {
        return 0;
    };
    let qualifier = &def.name.segments[..def.name.segments.len().saturating_sub(1)];
    let named: HashSet<&str> = qualifier
        .iter()
        .flat_map(|s| s.targs.iter().flatten())
        .filter_map(|a| match a {
            TemplateArg::Type(TypeExpr::Named(p)) => Some(p),
            TemplateArg::Type(TypeExpr::PackExpansion(t)) => match &**t {
                TypeExpr::Named(p) => Some(p),
                _ => None,
            },
            TemplateArg::Expr(Expr {
                kind: ExprKind::Name(p),
                ..
            }) => Some(p),
            TemplateArg::Expr(Expr {
                kind: ExprKind::PackExpansion(e),
                ..
            }) => match &e.kind {
                ExprKind::Name(p) => Some(p),
                _ => None,
            },
            _ => None,
        })
        .filter(|p| p.segments.len() == 1 && !p.global)
        .map(|p| &*p.segments[0].name)
        .collect();
    header.iter().filter(|p| named.contains(&*p.name)).count()
}

/// Whether the member `def` defined outside its class belongs to the class declaration `decl`
/// (a class template, or a partial or explicit specialization of one): whether the arguments
/// its name writes for the class (`vec<2, T>` of `vec<2, T>::f`) are `decl`'s pattern (the
/// template's parameters in order, or the specialization's arguments), matched as partial
/// ordering matches types, each of `decl`'s parameters standing for one of its own.
fn defines_member_of(decl: &StructDecl, def: &FunctionDecl) -> bool {
    let segments = &def.name.segments;
    let Some(written) = segments
        .len()
        .checked_sub(2)
        .and_then(|i| segments[i].targs.as_deref())
    else {
        return true;
    };
    let own = param_names(def.template.iter().flatten());
    qualifier_parameters(decl, written, &own).is_some()
}

/// How the arguments `written` for the class in the qualifier of a member defined outside it
/// (`vec<2, U>` of `vec<2, U>::f`), under the definition's template parameters `own`, name the
/// class declaration `decl`'s pattern (the template's parameters in order, or a partial or
/// explicit specialization's arguments), matched as partial ordering matches types: each of
/// `decl`'s parameters with the definition's standing for it (none where a variadic template's
/// instance spells its pack out); `None` where they name another of the template's
/// declarations.
pub(super) fn qualifier_parameters(
    decl: &StructDecl,
    written: &[TemplateArg],
    own: &[Rc<str>],
) -> Option<Vec<(Rc<str>, Rc<str>)>> {
    let params = param_names(decl.template.iter().flatten());
    let pattern: Vec<TemplateArg> = match &decl.specialization {
        Some(pattern) => pattern.clone(),
        None => params
            .iter()
            .map(|p| TemplateArg::Type(TypeExpr::Named(Path::simple(p.clone()))))
            .collect(),
    };
    let pack = |a: &TemplateArg| {
        matches!(a, TemplateArg::Type(TypeExpr::PackExpansion(_)))
            || matches!(
                a,
                TemplateArg::Expr(Expr {
                    kind: ExprKind::PackExpansion(_),
                    ..
                })
            )
    };
    // A variadic template's instance declares its pack one parameter per argument.
    if pattern.len() != written.len() {
        return written.iter().any(pack).then(Vec::new);
    }
    // The argument lists as those of one class, which partial ordering's matching takes whole
    // (a pack expansion as its pattern: `Tup<Ts...>::f` is `Tup<Ts>`'s).
    let as_class = |args: Vec<TemplateArg>| {
        let args = args
            .into_iter()
            .map(|a| match a {
                TemplateArg::Type(TypeExpr::PackExpansion(t)) => TemplateArg::Type(*t),
                TemplateArg::Expr(Expr {
                    kind: ExprKind::PackExpansion(e),
                    ..
                }) => TemplateArg::Expr(*e),
                a => a,
            })
            .collect();
        TypeExpr::Named(Path {
            global: false,
            segments: smallvec::smallvec![Segment {
                name: "".into(),
                targs: Some(args),
            }],
        })
    };
    let mut bound = HashMap::default();
    let written = as_class(written.to_vec());
    if !overloads::matches_pattern(&as_class(pattern), &written, &params, &mut bound) {
        return None;
    }
    // Each parameter stands for one of the definition's own, no two for the same.
    let mut taken = HashSet::default();
    bound
        .into_iter()
        .map(|(param, t)| match t {
            TypeExpr::Named(p) if p.segments.len() == 1 && own.contains(&p.segments[0].name) => {
                let name = p.segments[0].name.clone();
                taken.insert(name.clone()).then_some((param, name))
            }
            _ => None,
        })
        .collect()
}

/// How a parameter of the written type `t` binds its argument: by value, or by which kind of
/// reference to a `const` type or not.
pub(super) fn binding_of(t: &TypeExpr) -> Option<(RefKind, bool)> {
    match strip_quals(t) {
        TypeExpr::Reference(to, kind) => Some((*kind, is_const_type(to))),
        _ => None,
    }
}

/// Whether `decl` is defaulted where it is declared (`S(const S&) = default;`): a special
/// member that does what the implicit one would.
pub(super) fn is_defaulted(decl: &FunctionDecl) -> bool {
    decl.defaulted && decl.body.is_none() && !decl.host_body
}

/// Whether the object at `at` is `const`, as far as the function's code shows: one declared so,
/// or `*this` (and its members) in a `const` member function.
pub(super) fn is_const_object(fx: &FnCtx, at: Var) -> bool {
    fx.const_objects.contains(&at) || (fx.this_is_const && fx.this.is_some_and(|(t, _)| t == at))
}

/// `(X::v) + 1` read by the parser as a C-style cast of `+1` to the qualified type `X::v`: the
/// sum it is where `X::v` names no type (the operator a unary one of the operand is too).
fn name_read_as_cast(kind: CastKind, t: &TypeExpr, operand: &Expr) -> Option<Expr> {
    let (CastKind::CStyle, TypeExpr::Named(p), ExprKind::Unary(op, right)) =
        (kind, t, &operand.kind)
    else {
        return None;
    };
    let op = match op {
        UnaryOp::Plus => BinaryOp::Add,
        UnaryOp::Neg => BinaryOp::Sub,
        UnaryOp::Deref => BinaryOp::Mul,
        UnaryOp::AddrOf => BinaryOp::BitAnd,
        _ => return None,
    };
    p.qualifier()?;
    let left = Expr {
        kind: ExprKind::Name(p.clone()),
        loc: operand.loc,
    };
    Some(Expr {
        kind: ExprKind::Binary(op, Box::new(left), right.clone()),
        loc: operand.loc,
    })
}

impl Lowerer<'_> {
    /// The call `(f)(args)` that a C-style cast of `operand` to `t` is where `t` names a
    /// function (no type) from where `fx` is: the operand's comma-separated items are the
    /// arguments.
    fn function_read_as_cast(
        &self,
        fx: &FnCtx,
        kind: CastKind,
        t: &TypeExpr,
        operand: &Expr,
    ) -> Option<Expr> {
        let (CastKind::CStyle, TypeExpr::Named(p)) = (kind, t) else {
            return None;
        };
        let found = self.names.lookup_path(fx.ns, p);
        if !found.iter().any(|e| matches!(e, Entity::Func(..))) {
            return None;
        }
        let mut args = Vec::new();
        comma_items(operand, &mut args);
        let callee = Expr {
            kind: ExprKind::Name(p.clone()),
            loc: operand.loc,
        };
        Some(Expr {
            kind: ExprKind::Call(Box::new(callee), args),
            loc: operand.loc,
        })
    }
}

/// The items of a comma expression `a, b, c`, in order, added to `items`.
fn comma_items(e: &Expr, items: &mut Vec<Expr>) {
    match &e.kind {
        ExprKind::Comma(first, second) => {
            comma_items(first, items);
            comma_items(second, items);
        }
        _ => items.push(e.clone()),
    }
}

/// What chooses among member functions told apart by `const`, `volatile` and ref-qualifiers:
/// whether the object is `const` or `volatile` and whether it is an rvalue.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ObjectKind {
    pub(super) is_const: bool,
    is_volatile: bool,
    pub(super) is_rvalue: bool,
}

impl ObjectKind {
    /// Whether the member function `m` takes such an object (a `const` one only `const`
    /// functions, a `volatile` one only `volatile` functions; a ref-qualified one objects of its
    /// value category, `const&` rvalues too and `&&` no `const` object), and if so, how many
    /// qualifiers it adds in binding it (`const` for a `const` function taking an object that is
    /// not, `volatile` likewise, `const` for a `&` one taking an rvalue): more is a worse match.
    fn binding(self, m: &FunctionDecl) -> Option<u8> {
        self.binding_to(Quals {
            is_const: m.is_const_method,
            is_volatile: m.is_volatile_method,
            method_ref: m.ref_qualifier,
        })
    }

    /// [`ObjectKind::binding`] of a member function of the qualifiers `m`.
    pub(super) fn binding_to(self, m: Quals) -> Option<u8> {
        if (self.is_const && !m.is_const) || (self.is_volatile && !m.is_volatile) {
            return None;
        }
        let fits = match m.method_ref {
            // (An rvalue binds to `const&`, not to `const volatile&`.)
            Some(RefKind::Lvalue) => !self.is_rvalue || m.is_const && !m.is_volatile,
            Some(RefKind::Rvalue) => self.is_rvalue && (!self.is_const || m.is_const),
            None => true,
        };
        let added_const = (!self.is_const && m.is_const)
            || (self.is_rvalue && m.method_ref == Some(RefKind::Lvalue));
        let added_volatile = !self.is_volatile && m.is_volatile;
        fits.then_some(u8::from(added_const) + u8::from(added_volatile))
    }
}

/// Whether the first parameter of `f` is a reference to `const` (`S(const S&)`, `S(const
/// S&&)`).
fn takes_const_reference(f: &FunctionDecl) -> bool {
    f.params.first().is_some_and(|p| match strip_quals(&p.ty) {
        TypeExpr::Reference(inner, _) => is_const_type(inner),
        _ => false,
    })
}

/// How many items the braced argument `v` stands for (see [`FnCtx::deferred_args`]); `None`
/// where `v` is no braced argument.
fn braced_item_count(fx: &FnCtx, v: &Val) -> Option<usize> {
    let (Val::L(at, _) | Val::R(at, _)) = v else {
        return None;
    };
    match &fx.deferred_args.get(at)?.kind {
        ExprKind::InitList(items) => Some(items.len()),
        _ => None,
    }
}

/// How the error where no candidate takes a call's arguments starts.
const NO_MATCHING_CALL: &str = "no matching function for call to";

/// The arguments of a candidate that takes the call's object `this` (of type `object`) as its
/// first argument, before `vals` (see [`Candidate::object_argument`]); `None` for the others.
fn object_and(
    object: &Option<Ty>,
    this: Option<Var>,
    vals: &[(Val, Loc)],
    loc: Loc,
) -> Option<Vec<(Val, Loc)>> {
    let (object, this) = (object.as_ref()?, this?);
    Some(
        std::iter::once((Val::L(this, object.clone()), loc))
            .chain(vals.iter().cloned())
            .collect(),
    )
}

/// Whether `v` is the placeholder of an argument lowered once a candidate is chosen: a braced
/// list that no `initializer_list` holds, or an overloaded function's name (see
/// [`Lowerer::lower_args`]).
fn is_deferred_argument(fx: &FnCtx, v: &Val) -> bool {
    matches!(v, Val::L(at, Ty::Void) if fx.deferred_args.contains_key(at))
}

/// Whether `v` is an argument written as a braced list.
fn is_braced_argument(fx: &FnCtx, v: &Val) -> bool {
    match v {
        Val::L(at, _) | Val::R(at, _) => {
            matches!(
                fx.deferred_args.get(at).map(|e| &e.kind),
                Some(ExprKind::InitList(_))
            )
        }
        _ => false,
    }
}

/// The array type a braced list argument `v` (held as an `initializer_list`) gives a
/// parameter of array type `param` (referred to or not) to deduce from; `None` for others.
fn braced_array_argument(
    fx: &FnCtx,
    v: &Val,
    param: &TypeExpr,
    structs: &[StructInfo],
) -> Option<Ty> {
    let param = match stmt::strip_quals(param) {
        TypeExpr::Reference(inner, _) => stmt::strip_quals(inner),
        t => t,
    };
    let (TypeExpr::Array(..), Val::L(at, Ty::Struct(list)) | Val::R(at, Ty::Struct(list))) =
        (param, v)
    else {
        return None;
    };
    let ExprKind::InitList(items) = &fx.deferred_args.get(at)?.kind else {
        return None;
    };
    let element = match structs[list.0 as usize].targs.first()? {
        TArg::Type(t, _) => t.clone(),
        _ => return None,
    };
    Some(Ty::Array(Rc::new(element), Some(items.len() as u64)))
}

/// Whether a parameter of type `t` is deduced from a braced list: `std::initializer_list<T>`
/// or an array, either referred to.
fn deduces_from_braced_list(t: &TypeExpr) -> bool {
    let t = match stmt::strip_quals(t) {
        TypeExpr::Reference(inner, _) => stmt::strip_quals(inner),
        t => t,
    };
    match t {
        TypeExpr::Array(..) => true,
        TypeExpr::Named(p) => &*p.last().name == "initializer_list",
        _ => false,
    }
}

/// How many derivations up from `from` (a class, or a pointer to one) the base class `to` (or
/// a pointer to it) is; 0 where `to` is no base of `from`.
fn base_depth(structs: &[StructLayout], from: &Ty, to: &Ty) -> u32 {
    let classes = match (from, to) {
        (Ty::Struct(d), Ty::Struct(b)) => Some((*d, *b)),
        (Ty::Ptr(f), Ty::Ptr(t)) => match (&**f, &**t) {
            (Ty::Struct(d), Ty::Struct(b)) => Some((*d, *b)),
            _ => None,
        },
        _ => None,
    };
    classes
        .and_then(|(d, b)| crate::types::base_depth(structs, d, b))
        .unwrap_or(0)
}

fn conversion_cost(
    structs: &[StructLayout],
    v: &Val,
    null: bool,
    to: &Ty,
    is_ref: bool,
) -> Option<u32> {
    let from = decayed(v.ty());
    let is_base_of = |derived: &Ty, base: &Ty| match (derived, base) {
        (Ty::Struct(d), Ty::Struct(b)) => d != b && base_offset(structs, *d, *b).is_some(),
        _ => false,
    };
    if is_base_of(&from, to) {
        return Some(2);
    }
    // Nothing converts implicitly to an enumeration, nor from a scoped one.
    if from != *to && (matches!(to, Ty::Enum(_)) || matches!(&from, Ty::Enum(e) if e.scoped)) {
        return None;
    }
    if is_ref {
        // A function, which values hold as its address, binds a reference to its type.
        let function_bound = matches!((&from, to), (Ty::Ptr(f), Ty::Func(_)) if **f == *to);
        if *v.ty() == *to || function_bound {
            return Some(0);
        }
        // A `const T&` binds to a converted temporary; we do not track const, so allow scalars
        // (a null pointer constant to `int* const&` too).
        if from.is_arith() && to.is_arith() {
            return Some(3);
        }
        let scalars = from.is_scalar() && to.is_scalar();
        return conversion_cost(structs, v, null, to, false).filter(|_| scalars);
    }
    if from == *to {
        return Some(0);
    }
    match (&from, to) {
        (Ty::Enum(e), t) if promotes_to_underlying(e, t) => Some(1),
        (f, Ty::Ptr(_)) if f.is_int() => null.then_some(2),
        (f, t) if f.is_arith() && t.is_arith() => {
            let promotion =
                (f.is_int() && t.is_int() && promote(f) == *t) || (*f == Ty::Float && *t == DOUBLE);
            Some(if promotion { 1 } else { 2 })
        }
        (Ty::Nullptr, Ty::Ptr(_)) => Some(1),
        (Ty::Ptr(a), Ty::Ptr(b)) if a == b => Some(0),
        // Of the pointer conversions, C++ ranks one to a base class above one to `void*`, and
        // that above one to `bool` ([over.ics.rank]).
        (Ty::Ptr(a), Ty::Ptr(b)) if is_base_of(a, b) => Some(2),
        (Ty::Ptr(_), Ty::Ptr(t)) if **t == Ty::Void => Some(3),
        (f, Ty::Bool) if f.is_ptr() || matches!(f, Ty::MemberPtr(..)) => Some(4),
        (Ty::Nullptr, Ty::MemberPtr(..)) => Some(1),
        (f, Ty::MemberPtr(..)) if f.is_int() => null.then_some(2),
        (Ty::MemberPtr(fm, fc), Ty::MemberPtr(tm, tc)) if fm == tm => {
            base_offset(structs, *tc, *fc).map(|_| 2)
        }
        _ => None,
    }
}

/// Whether converting a value of the unscoped enumeration `e` to `to` is the promotion to
/// its fixed underlying type where that is narrower than what it promotes to (`signed char` of
/// `enum E : signed char`), which C++ ranks above the promotion to `int`.
fn promotes_to_underlying(e: &EnumTy, to: &Ty) -> bool {
    e.fixed && !e.scoped && e.underlying != e.promoted && *to == e.underlying
}

/// Which conversion functions a conversion may call: `explicit` ones only in a cast, a
/// condition or a direct-initialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Conversion {
    Implicit,
    Explicit,
}

/// The constructor a copy or a move of a class object calls (see
/// [`Lowerer::transfer_constructor_chosen`]).
struct TransferConstructor {
    /// A move of a `const` object or of a class that moves by copying is a copy.
    how: Transfer,
    /// The copy or move constructor the class declares; `None`: the implicit one.
    ctor: Option<Candidate>,
    /// Whether `ctor` is a move constructor.
    move_constructor: bool,
}

/// What a store into an object is: its initialization (nothing reads the object before), or
/// an assignment to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Storing {
    Initialization,
    Assignment,
}

/// Whether an object is made from another by copying or by moving it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Transfer {
    Copy,
    Move,
}

impl Transfer {
    /// Moving from an rvalue at `src` (an xvalue, a temporary), copying from anything else.
    pub(super) fn of(fx: &FnCtx, src: Var) -> Transfer {
        match fx.xvalues.contains(&src) || super::cleanup::is_temporary(fx, src) {
            true => Transfer::Move,
            false => Transfer::Copy,
        }
    }
}

/// The template parameter the type `ty` is, when it is one of `names` written alone (`T`).
fn template_parameter<'a>(ty: &'a TypeExpr, names: &[Rc<str>]) -> Option<&'a Rc<str>> {
    match ty {
        TypeExpr::Named(p)
            if p.segments.len() == 1
                && !p.global
                && p.segments[0].targs.is_none()
                && names.contains(&p.segments[0].name) =>
        {
            Some(&p.segments[0].name)
        }
        _ => None,
    }
}

/// The template parameter `T` of a parameter declared `T&&`, when `T` is one of `names`.
fn forwarding_reference(ty: &TypeExpr, names: &[Rc<str>]) -> Option<Rc<str>> {
    match ty {
        TypeExpr::Reference(inner, RefKind::Rvalue) => template_parameter(inner, names).cloned(),
        _ => None,
    }
}

impl Lowerer<'_> {
    /// The result of a call nothing evaluates, of the signature `sig`; `result_cv` are the
    /// qualifiers of its declared type (see [`FnCtx::result_cvs`]).
    fn unevaluated_call(
        &mut self,
        fx: &mut FnCtx,
        sig: &Signature,
        returns_xvalue: bool,
        returns_const: bool,
        result_cv: Cv,
    ) -> Val {
        let result = match (&sig.ret, sig.ret_is_ref) {
            (Ty::Void, false) => Val::Void,
            // (An address of its own, which the reference's `const` marks.)
            (ret, true) => unevaluated_object(fx, ret.clone()),
            (ret @ Ty::Struct(_), false) => {
                let slot = self.local_slot(fx, ret);
                self.register_temporary(fx, slot, ret);
                Val::L(slot, ret.clone())
            }
            (ret, false) => {
                let irt = ret.ir().unwrap_or(IrType::I32);
                let zero = if irt.is_float() {
                    fx.b.fconst(irt, 0.0)
                } else {
                    fx.b.iconst(irt, 0)
                };
                Val::R(zero, ret.clone())
            }
        };
        self.marked_result(fx, result, returns_xvalue, returns_const, result_cv)
    }

    /// A call's `result` marked as what the function's declared result makes it: an xvalue,
    /// a `const` object, and (in an operand nothing evaluates) of the qualifiers `result_cv`.
    fn marked_result(
        &mut self,
        fx: &mut FnCtx,
        result: Val,
        returns_xvalue: bool,
        returns_const: bool,
        result_cv: Cv,
    ) -> Val {
        // (A `volatile` object chooses `volatile` member functions, and is read as one.)
        if let (Val::L(addr, _), true) = (&result, result_cv.is_volatile()) {
            fx.volatile.insert(*addr);
        }
        // (Deduction from the result reads it too: `const int* volatile*` of `volatile T*`
        // with `T = const int*`; an assignment to a pointer it refers to, what it may take.)
        match &result {
            Val::L(var, Ty::Ptr(_)) => {
                fx.result_cvs.insert(*var, result_cv);
            }
            _ if result_cv == Cv::NONE => {
                return mark_reference(fx, result, returns_xvalue, returns_const);
            }
            Val::L(var, _) | Val::R(var, _) => {
                fx.result_cvs.insert(*var, result_cv);
            }
            _ => {}
        }
        if fx.unevaluated == 0 {
            return mark_reference(fx, result, returns_xvalue, returns_const);
        }
        // What a pointer (or an array's decay) points to as qualified as the declared type
        // says, where conversions look for it (`declval<const char*>()` given for a `char*`).
        let held = result_cv.held();
        if matches!(result.ty(), Ty::Ptr(_) | Ty::Array(..)) && held != Cv::NONE {
            let (consts, volatiles) = match result {
                Val::L(..) => (&mut fx.const_pointees, &mut fx.volatile_pointees),
                _ => (&mut fx.const_objects, &mut fx.volatile),
            };
            if let Val::L(var, _) | Val::R(var, _) = result {
                if held.is_const() {
                    consts.insert(var);
                }
                if held.is_volatile() {
                    volatiles.insert(var);
                }
            }
        }
        mark_reference(fx, result, returns_xvalue, returns_const)
    }
}

/// A call's result, marked as an xvalue when the function returns `T&&`, and as `const` when
/// it returns a reference to `const`.
fn mark_reference(fx: &mut FnCtx, result: Val, returns_xvalue: bool, returns_const: bool) -> Val {
    if let Val::L(addr, _) = &result {
        if returns_xvalue {
            fx.xvalues.insert(*addr);
        }
        if returns_const {
            fx.const_objects.insert(*addr);
        }
    }
    result
}

/// An object of type `ty` in an operand nothing evaluates: an address of its own, which marks
/// may qualify, and nothing there.
fn unevaluated_object(fx: &mut FnCtx, ty: Ty) -> Val {
    let null = fx.b.iconst(IrType::Ptr, 0);
    let addr = fx.b.new_var(IrType::Ptr);
    fx.b.copy(addr, null);
    Val::L(addr, ty)
}

/// Whether `v` is a null pointer constant: the literal `0`, or `nullptr`.
fn is_null_constant(fx: &FnCtx, v: &Val) -> bool {
    match v {
        Val::R(_, Ty::Nullptr) => true,
        Val::R(var, t) if t.is_int() => fx.b.int_constant(*var) == Some(0),
        _ => false,
    }
}

/// Whether a scalar of type `from` converts implicitly to `to` by C++'s standard conversions
/// (`null` when the value is a null pointer constant). Between pointers: to the same type, to
/// `void *` and to a base class; an integer becomes a pointer only as a null pointer constant,
/// and a pointer becomes an integer only as `bool`.
fn converts_implicitly(structs: &[StructLayout], from: &Ty, to: &Ty, null: bool) -> bool {
    match (from, to) {
        _ if from == to => true,
        // A scoped enumeration converts to nothing, and nothing converts to an enumeration
        // (but the same), without a cast.
        (Ty::Enum(e), _) if e.scoped => false,
        (_, Ty::Enum(_)) => false,
        (f, Ty::Bool) => f.is_scalar(),
        (Ty::Nullptr, t) => t.is_ptr() || matches!(t, Ty::MemberPtr(..)),
        (f, Ty::Ptr(_) | Ty::Nullptr) if f.is_int() => null,
        (Ty::Ptr(a), Ty::Ptr(b)) => {
            a == b
                || (**b == Ty::Void && !matches!(**a, Ty::Func(_)))
                || matches!((&**a, &**b), (Ty::Struct(d), Ty::Struct(base))
                    if base_offset(structs, *d, *base).is_some())
        }
        (f, Ty::MemberPtr(..)) if f.is_int() => null,
        (Ty::MemberPtr(fm, fc), Ty::MemberPtr(tm, tc)) => {
            fm == tm && base_offset(structs, *tc, *fc).is_some()
        }
        (Ty::Ptr(_) | Ty::MemberPtr(..), _) | (_, Ty::Ptr(_) | Ty::Nullptr | Ty::MemberPtr(..)) => {
            false
        }
        _ => true,
    }
}

/// How the keys start under which deduction notes that two arguments deduced one parameter
/// differently (see [`conflict_key`]); no template parameter can be spelled so.
const DEDUCTION_CONFLICT: &str = "<deduction conflict> ";

/// The key noting conflicting deductions of the template parameter `name`.
fn conflict_key(name: &str) -> Rc<str> {
    format!("{DEDUCTION_CONFLICT}{name}").into()
}

/// Template argument deduction from a function type's parameter or result `arg`: a template
/// parameter standing for a reference (`F(Args...)` for `G(const float &)`) is bound to the
/// reference.
pub(super) fn deduce_declared(
    param: &TypeExpr,
    arg: &DeclaredTy,
    names: &[Rc<str>],
    env: &mut HashMap<Rc<str>, TArg>,
    structs: &[StructInfo],
) {
    match (template_parameter(param, names), arg.reference) {
        (Some(name), Some(kind)) => {
            env.entry(name.clone())
                .or_insert(TArg::Reference(arg.ty.clone(), arg.cv, kind));
        }
        _ => deduce(param, &arg.ty, arg.cv, names, env, structs),
    }
}

/// Template argument deduction from one parameter/argument pair, the argument's type `arg`
/// with the qualifiers `cv` (those a value's type does not keep are not known: none).
pub(super) fn deduce(
    param: &TypeExpr,
    arg: &Ty,
    cv: Cv,
    names: &[Rc<str>],
    env: &mut HashMap<Rc<str>, TArg>,
    structs: &[StructInfo],
) {
    if let Some(name) = template_parameter(param, names) {
        match env.get(name) {
            None => {
                env.insert(name.clone(), TArg::Type(arg.clone(), cv));
            }
            // Two arguments deducing different types for one parameter: no match.
            Some(TArg::Type(t, _)) if t != arg => {
                env.insert(conflict_key(name), TArg::Value(0, None));
            }
            Some(_) => {}
        }
        return;
    }
    match param {
        TypeExpr::Named(p) => {
            if let (Some(targs), Ty::Struct(sid)) = (&p.last().targs, arg) {
                let instance = &structs[sid.0 as usize];
                // `C<T>` of a template template parameter `C`: the argument's class template.
                let template = &p.segments[0].name;
                let of_parameter = p.segments.len() == 1 && names.contains(template);
                if let (true, Some(id)) = (of_parameter, instance.template) {
                    // (`P<A, B>` is no pattern for `ptr<E, Tag, R, D>`, whatever defaults `R`
                    // and `D` have: the argument lists differ in length.)
                    let expands = targs.iter().any(|a| match a {
                        TemplateArg::Type(t) => matches!(t, TypeExpr::PackExpansion(_)),
                        TemplateArg::Expr(e) => matches!(e.kind, ExprKind::PackExpansion(_)),
                    });
                    if !expands && targs.len() != instance.targs.len() {
                        env.insert(conflict_key(template), TArg::Value(0, None));
                        return;
                    }
                    env.entry(template.clone()).or_insert(TArg::Template(id));
                }
                // Another class template's instance deduces nothing from its arguments.
                if of_parameter || instance.decl.name.as_ref() == Some(&p.last().name) {
                    deduce_template_args(targs, &instance.targs, names, env, structs);
                }
            }
        }
        TypeExpr::Pointer(p) => {
            if let Ty::Ptr(a) | Ty::Array(a, _) = arg {
                deduce(p, a, cv.held(), names, env, structs);
            }
        }
        // What the pattern qualifies is the argument without those qualifiers; an argument
        // that lacks them fails the check that substitutes the deduced arguments back.
        TypeExpr::Qualified(p, q) => {
            // (A function type has no qualifiers: `const T` deduces nothing from one.)
            if let (Ty::Func(_), true, Some(name)) = (
                arg,
                q.is_const || q.is_volatile,
                template_parameter(p, names),
            ) {
                env.insert(conflict_key(name), TArg::Value(0, None));
                return;
            }
            let cv = cv.without_at(q, arg.array_depth());
            deduce(p, arg, cv, names, env, structs)
        }
        TypeExpr::Reference(p, _) => deduce(p, arg, cv, names, env, structs),
        TypeExpr::MemberPointer { class, member } => {
            if let Ty::MemberPtr(m, c) = arg {
                let class = TypeExpr::Named(class.clone());
                deduce(&class, &Ty::Struct(*c), Cv::NONE, names, env, structs);
                deduce(member, m, Cv::NONE, names, env, structs);
            }
        }
        TypeExpr::Function(ret, params, _) => {
            if let Ty::Func(f) = arg {
                deduce_declared(ret, &f.ret, names, env, structs);
                for (p, a) in params.iter().zip(&f.params) {
                    deduce_declared(&p.ty, a, names, env, structs);
                }
            }
        }
        TypeExpr::Array(p, size) => {
            if let Ty::Array(a, n) = arg {
                deduce(p, a, cv.held(), names, env, structs);
                if let (Some(e), Some(n)) = (size, n) {
                    if let ExprKind::Name(sp) = &e.kind {
                        if sp.segments.len() == 1 && names.contains(&sp.segments[0].name) {
                            env.entry(sp.segments[0].name.clone())
                                .or_insert(TArg::Value(*n as i64, None));
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// Template argument deduction from written template arguments (`Pair<T, N>`) and the
/// arguments of an instance.
pub(super) fn deduce_template_args(
    written: &[TemplateArg],
    actual: &[TArg],
    names: &[Rc<str>],
    env: &mut HashMap<Rc<str>, TArg>,
    structs: &[StructInfo],
) {
    for (w, a) in written.iter().zip(actual) {
        let value_name = match w {
            TemplateArg::Expr(Expr {
                kind: ExprKind::Name(n),
                ..
            })
            | TemplateArg::Type(TypeExpr::Named(n)) => Some(n),
            _ => None,
        }
        .filter(|n| n.segments.len() == 1 && names.contains(&n.segments[0].name));
        match (w, a, value_name) {
            (
                _,
                TArg::Value(..)
                | TArg::Function(_)
                | TArg::Object { .. }
                | TArg::Template(_)
                | TArg::AliasTemplate(_),
                Some(n),
            ) => {
                env.entry(n.segments[0].name.clone())
                    .or_insert_with(|| a.clone());
            }
            (
                TemplateArg::Type(TypeExpr::Reference(t, kind)),
                TArg::Reference(at, cv, akind),
                _,
            ) if kind == akind => deduce(t, at, *cv, names, env, structs),
            (TemplateArg::Type(_), TArg::Reference(..), Some(n)) => {
                env.entry(n.segments[0].name.clone())
                    .or_insert_with(|| a.clone());
            }
            (TemplateArg::Type(t), TArg::Type(at, cv), _) => {
                deduce(t, at, *cv, names, env, structs)
            }
            _ => {}
        }
    }
}

/// The definition among `cands` of the function template `decl` declares without a body
/// (`template <class T> T inc(T* a, T m = 1);` before `template <class U> U inc(U* a, U m) {
/// ... }`): the template of the same written signature, its parameters by position, with
/// `env`'s arguments for `decl`'s parameters bound to its own parameters' names.
fn template_definition_among(
    cands: &[Candidate],
    decl: &FunctionDecl,
    env: &TEnv,
) -> Option<(Rc<FunctionDecl>, TEnv)> {
    let params = decl.template.as_ref()?;
    let signature = decl.written_signature();
    let definition = cands.iter().map(|c| &c.decl).find(|d| {
        d.body.is_some()
            && d.name.last().name == decl.name.last().name
            && d.written_signature() == signature
    })?;
    let mut bound = (**env).clone();
    for (declared, defined) in params.iter().zip(definition.template.iter().flatten()) {
        if let Some(arg) = env.get(&declared.name) {
            bound.insert(defined.name.clone(), arg.clone());
        }
    }
    Some((definition.clone(), Rc::new(bound)))
}

/// Whether more template arguments are written than a function template has parameters.
fn too_many_template_args(tparams: &[TemplateParam], explicit: Option<&[TemplateArg]>) -> bool {
    explicit.is_some_and(|e| e.len() > tparams.len() && !tparams.iter().any(|p| p.pack))
}

/// Where an expression begins: its leftmost operand for `a[i]`, `s.f`, `f(x)`, `a + b` and the
/// like, whose own location is the operator's.
pub(super) fn start_loc(e: &Expr) -> Loc {
    match &e.kind {
        ExprKind::Index(b, _)
        | ExprKind::Member { base: b, .. }
        | ExprKind::PointerToMember { base: b, .. }
        | ExprKind::Call(b, _)
        | ExprKind::Binary(_, b, _)
        | ExprKind::Assign(_, b, _)
        | ExprKind::Cond(b, _, _)
        | ExprKind::Comma(b, _) => start_loc(b),
        _ => e.loc,
    }
}

/// Whether constructor `c`'s first parameter is an `std::initializer_list` (by value or
/// reference) and its others have defaults.
fn takes_initializer_list(c: &Candidate) -> bool {
    match &c.decl.params[..] {
        [first, rest @ ..] => {
            let ty = match stmt::strip_quals(&first.ty) {
                TypeExpr::Reference(t, _) => stmt::strip_quals(t),
                t => t,
            };
            matches!(ty, TypeExpr::Named(n) if &*n.last().name == "initializer_list")
                && rest.iter().all(|p| p.default.is_some())
        }
        [] => false,
    }
}

/// A bit-field's storage as a `container`: from its copy (see
/// [`Lowerer::bit_storage_copy`]), or in place.
fn read_bit_storage(fx: &mut FnCtx, unit: Var, container: IrType, copy: Option<Var>) -> Var {
    match copy {
        Some(copy) => fx.b.load(container, copy),
        None => {
            fx.b.load_access(container, unit, fx.volatile.contains(&unit))
        }
    }
}

/// The integer type a bit-field's bits are worked in: its type's, for an ordinary bit-field
/// (whose storage is that type's unit); for a packed one, one that holds its storage and its
/// type.
fn bit_container(irt: IrType, bits: BitRange) -> IrType {
    match bits.storage {
        s if s == irt.bytes() => irt,
        s if s > 4 || irt.bytes() > 4 => IrType::I64,
        _ => IrType::I32,
    }
}

/// Why C++ deletes a class's implicit default constructor.
pub(super) enum DeletedDefault {
    /// A `const` member of its own has no initializer.
    UninitializedConst,
    /// A reference member of its own has no initializer.
    UninitializedReference,
    /// A base or member cannot be default-constructed or destroyed.
    Subobject,
    /// A lambda's closure type (see [`Lowerer::closure_without_defaults`]).
    Closure,
}

/// Where the member's name of `object.member` (`object->member`: `arrow`) is, given where the
/// `.` (`->`) is: right after it, as it is usually written.
fn member_name_loc(operator: Loc, arrow: bool) -> Loc {
    Loc {
        col: operator.col + if arrow { 2 } else { 1 },
        ..operator
    }
}

/// Where the last name of `path`, written at `loc`, is: after its qualifiers, as they are
/// usually written (without spaces); at `loc` where a qualifier has template arguments, whose
/// spelling is not known here.
pub(super) fn last_segment_loc(path: &Path, loc: Loc) -> Loc {
    let qualifiers = &path.segments[..path.segments.len() - 1];
    if qualifiers.iter().any(|s| s.targs.is_some()) {
        return loc;
    }
    let width: usize = qualifiers.iter().map(|s| s.name.len() + 2).sum();
    Loc {
        col: loc.col + (width + 2 * usize::from(path.global)) as u32,
        ..loc
    }
}

/// A register of its own holding the address `at`, with what the function knows of the
/// object there (`const`, `volatile`, an xvalue, unaligned), which it may then change without
/// changing it for the object's other uses.
fn own_address(fx: &mut FnCtx, at: Var) -> Var {
    own_register(fx, at, IrType::Ptr)
}

/// [`own_address`] of a register of type `irt`: an address, or a value (what a pointer
/// points to known too).
fn own_register(fx: &mut FnCtx, at: Var, irt: IrType) -> Var {
    let own = fx.b.new_var(irt);
    fx.b.copy(own, at);
    let sets = [
        &mut fx.const_objects,
        &mut fx.const_pointees,
        &mut fx.xvalues,
        &mut fx.unaligned,
        &mut fx.volatile,
        &mut fx.volatile_pointees,
    ];
    for set in sets {
        if set.contains(&at) {
            set.insert(own);
        }
    }
    if let Some(&cv) = fx.result_cvs.get(&at) {
        fx.result_cvs.insert(own, cv);
    }
    if fx.this_is_const && fx.this.is_some_and(|(this, _)| this == at) {
        fx.const_objects.insert(own);
    }
    own
}

/// Whether `e` is a string literal (the last operand of a comma, `(0, "ab")`, too).
fn is_string_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Str(_) => true,
        ExprKind::Comma(_, b) => is_string_literal(b),
        _ => false,
    }
}

/// Whether the lvalue `e` is one whose `const` the address it was lowered to may not show: an
/// object reached through a pointer, an element, a member (named alone in a `const` member
/// function too).
fn shows_constness(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Name(_)
            | ExprKind::Member { .. }
            | ExprKind::PointerToMember { .. }
            | ExprKind::Index(..)
            | ExprKind::Unary(UnaryOp::Deref, _)
    )
}

/// How the built-in operator compares with the operator function found for mixed operands
/// (see [`Lowerer::builtin_rival`]).
enum BuiltinRival {
    /// Not a candidate, or worse.
    None,
    /// Better: the built-in operator is used.
    Better,
    /// Neither is better: the expression is ambiguous.
    Alike,
}

/// Whether evaluating `e` may change an object: it assigns, increments or decrements, or calls
/// (a function, a constructor, `new`, `delete`, a statement expression's statements).
fn may_write(e: &Expr) -> bool {
    struct MayWrite(bool);
    impl Visitor for MayWrite {
        fn expr(&mut self, e: &Expr) {
            use UnaryOp::{PostDec, PostInc, PreDec, PreInc};
            match &e.kind {
                ExprKind::Assign(..)
                | ExprKind::Unary(PreInc | PreDec | PostInc | PostDec, _)
                | ExprKind::Call(..)
                | ExprKind::Construct(..)
                | ExprKind::New { .. }
                | ExprKind::Delete { .. }
                | ExprKind::Statements(_) => self.0 = true,
                _ => walk_expr(self, e),
            }
        }
    }
    let mut found = MayWrite(false);
    found.expr(e);
    found.0
}

/// `v` (held as `irt`) plus `delta`, unless it is `null`, which stays as it is: a pointer
/// moved to another subobject, a pointer to member to another class.
pub(super) fn moved_unless_null(fx: &mut FnCtx, v: Var, irt: IrType, delta: i64, null: i64) -> Var {
    let step = fx.b.iconst(IrType::I64, delta);
    let moved = fx.b.binary(BinOp::Add, v, step);
    let null = fx.b.iconst(irt, null);
    let is_null = fx.b.cmp(CmpOp::Eq, v, null);
    fx.b.select(is_null, null, moved)
}

/// The explicit specialization `spec` of the function template `primary`, to be called with
/// the defaults of `primary`'s parameters where it declares none (a specialization may not
/// declare them), and the environment its body and those defaults see: its class's, with the
/// primary's template parameters bound as `primary_env` binds them where a default is taken.
fn with_primary_defaults(
    spec: Rc<FunctionDecl>,
    primary: &FunctionDecl,
    primary_env: &TEnv,
    class_env: Option<TEnv>,
) -> (Rc<FunctionDecl>, TEnv) {
    let class_env = class_env.unwrap_or_default();
    let borrows =
        |(own, theirs): (&Param, &Param)| own.default.is_none() && theirs.default.is_some();
    if !spec.params.iter().zip(&primary.params).any(borrows) {
        return (spec, class_env);
    }
    let mut decl = (*spec).clone();
    for (own, theirs) in decl.params.iter_mut().zip(&primary.params) {
        if own.default.is_none() {
            own.default = theirs.default.clone();
        }
    }
    let mut env = (*class_env).clone();
    for p in primary.template.iter().flatten() {
        if let Some(arg) = primary_env.get(&p.name) {
            env.insert(p.name.clone(), arg.clone());
        }
    }
    (Rc::new(decl), Rc::new(env))
}
