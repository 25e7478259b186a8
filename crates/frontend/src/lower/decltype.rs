//! `decltype(expression)` in written types.
//!
//! A written type holding `decltype(e)` is resolved where `e` can be typed: in a function body
//! with the function's locals ([`Lowerer::resolve_type_in`]), in a trailing return type with the
//! function's parameters, elsewhere with no locals. Each `decltype(e)` is replaced by a name no
//! identifier can spell, bound in a copy of the environment to `e`'s type (as a template
//! parameter is bound to its argument), so the rest of type resolution needs nothing new.
//!
//! An lvalue expression's `decltype` is a reference to its type, an xvalue's an rvalue
//! reference (bound as a template parameter bound to a reference is); a name's is its declared
//! type, a reference where it was declared one.

use super::expr::Candidate;
use super::stmt::{FnCtx, LocalVar};
use super::*;

/// Whether the written type `t` holds a `decltype`.
pub(super) fn contains_decltype(t: &TypeExpr) -> bool {
    contains_decltype_or(t, &|_| false)
}

/// [`contains_decltype`], or a constant in it names something `local` selects (a local whose
/// value is its type's, see [`Lowerer::empty_class_local`]).
fn contains_decltype_or(t: &TypeExpr, local: &dyn Fn(&Path) -> bool) -> bool {
    match t {
        TypeExpr::Decltype(_) => true,
        TypeExpr::Array(t, n) => {
            contains_decltype_or(t, local)
                || n.as_deref().is_some_and(|n| types_an_operand_or(n, local))
        }
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::PackExpansion(t) => contains_decltype_or(t, local),
        TypeExpr::Function(ret, params, _) => {
            contains_decltype_or(ret, local)
                || params.iter().any(|p| contains_decltype_or(&p.ty, local))
        }
        TypeExpr::MemberPointer { member, .. } => contains_decltype_or(member, local),
        TypeExpr::Named(p) => path_contains_decltype(p, local),
        TypeExpr::Builtin(_)
        | TypeExpr::Auto
        | TypeExpr::DecltypeAuto
        | TypeExpr::Struct(_)
        | TypeExpr::Enum(_) => false,
    }
}

/// Whether the path `p` starts with a `decltype` or has one in its template arguments (or a
/// name `local` selects).
fn path_contains_decltype(p: &Path, local: &dyn Fn(&Path) -> bool) -> bool {
    p.segments[0].name.as_ref() == DECLTYPE_SEGMENT
        || p.segments.iter().any(|s| {
            s.targs.iter().flatten().any(|a| match a {
                TemplateArg::Type(t) => contains_decltype_or(t, local),
                TemplateArg::Expr(e) => types_an_operand_or(e, local),
            })
        })
}

/// Whether the constant `e` (a template argument, an array bound) has an operand whose type,
/// not value, it needs (`sizeof(x)`, a `decltype`), which in a body may name its locals, as
/// [`Lowerer::bind_expr_decltypes`] binds them; or it names something `local` selects.
fn types_an_operand_or(e: &Expr, local: &dyn Fn(&Path) -> bool) -> bool {
    let operand = |a: &Expr| types_an_operand_or(a, local);
    match &e.kind {
        ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_) => true,
        // (`std::is_integral<decltype(x)>::value`, `decltype(x)::value`.)
        ExprKind::Name(p) => path_contains_decltype(p, local) || local(p),
        ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => contains_decltype_or(t, local),
        ExprKind::Cast(_, t, a) => contains_decltype_or(t, local) || operand(a),
        // (`decltype(f(), false){}`, libcu++'s emulated concepts.)
        ExprKind::Construct(t, args, _) => {
            contains_decltype_or(t, local) || args.iter().any(operand)
        }
        ExprKind::Unary(_, a) => operand(a),
        ExprKind::Binary(_, a, b) => operand(a) || operand(b),
        ExprKind::Cond(c, a, b) => operand(c) || operand(a) || operand(b),
        _ => false,
    }
}

impl Lowerer<'_> {
    /// `decltype(e)` as a template argument: `e`'s type, a reference to it for an lvalue
    /// other than a name or a member access (`a[i]`, `*p`), whose type is the entity's declared
    /// type (a reference for a local or parameter declared as one), an rvalue reference for an
    /// xvalue (`std::move(x)`), the type itself for a prvalue.
    pub(super) fn decltype_of(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<TArg> {
        let (ty, kind, known_cv) = self.unevaluated_with_qualifiers(fx, e)?;
        // A function's name is of the function's type (its value decays to a pointer).
        if let (ExprKind::Name(_), Ty::Ptr(target)) = (&e.kind, &ty) {
            if matches!(**target, Ty::Func(_)) && self.function_named(fx, e).is_some() {
                return Ok(TArg::Type((**target).clone(), Cv::NONE));
            }
        }
        if let ExprKind::Name(p) = &e.kind {
            let local = match (p.segments.as_slice(), p.global) {
                ([s], false) => fx.lookup(&s.name),
                _ => None,
            };
            match local {
                Some(LocalVar::Object { addr, .. }) => {
                    if let Some(&kind) = fx.declared_references.get(addr) {
                        let cv = local_cv(fx, *addr, &ty);
                        return Ok(TArg::Reference(ty, cv, kind));
                    }
                }
                Some(LocalVar::Enclosing { decltype, .. }) => return Ok(decltype.clone()),
                _ => {}
            }
        }
        // A namespace-scope reference (`__device__ const int& r = g;`): its declared type.
        let declared = self.named_variable(fx, e);
        if let Some(kind) = declared.and_then(|(v, _)| reference_kind(&v.ty, &TEnv::default())) {
            let cv = self.declared_cv(fx, e);
            return Ok(TArg::Reference(ty, cv, kind));
        }
        if let ExprKind::Member { base, name, arrow } = &e.kind {
            if self
                .member_field(fx, base, name, *arrow)
                .is_some_and(|(_, f)| f.reference)
            {
                return Ok(TArg::Reference(ty, Cv::NONE, RefKind::Lvalue));
            }
        }
        let named = matches!(e.kind, ExprKind::Name(_) | ExprKind::Member { .. });
        // A reference is to a `const` object where the expression shows one (`cb.*pm`, `*cp`,
        // `(cb.a)`); a name or member access is its declared type.
        let parenthesized = match &e.kind {
            ExprKind::Comma(_, inner) if !named => inner,
            _ => e,
        };
        let is_const = matches!(parenthesized.kind, ExprKind::Str(_))
            || kind.is_some()
                && !named
                && (known_cv.is_const() || self.writes_const(fx, parenthesized));
        let cv = match is_const {
            true => const_qualified(&ty),
            false => self.declared_cv(fx, e),
        };
        // What a pointer a call returns points to (`const X*`); a prvalue of a scalar type has
        // no qualifiers of its own.
        let cv = match (named, kind, &ty) {
            (true, _, _) => cv,
            (false, None, Ty::Struct(_)) | (false, Some(_), _) => cv.union(known_cv),
            (false, None, _) => cv.union(known_cv.below_top()),
        };
        // A conditional of lvalues is as `volatile` as the more qualified of them.
        let cv = match &parenthesized.kind {
            ExprKind::Cond(_, a, b) if kind.is_some() => {
                let volatile = [a, b]
                    .iter()
                    .any(|arm| self.declared_cv(fx, arm).is_volatile());
                cv.union(Cv::of(false, volatile))
            }
            _ => cv,
        };
        Ok(match kind {
            Some(kind) if !named => TArg::Reference(ty, cv, kind),
            _ => TArg::Type(ty, cv),
        })
    }

    /// The qualifiers of what `e` names as its declaration writes them: a data member, a
    /// local, a variable; none for another expression.
    fn declared_cv(&mut self, fx: &mut FnCtx, e: &Expr) -> Cv {
        match self.named_member_cv(fx, e) {
            Some(cv) => cv,
            None => match named_local_cv(fx, e) {
                Cv::NONE => self.named_variable_cv(fx, e).unwrap_or(Cv::NONE),
                cv => cv,
            },
        }
    }

    /// The namespace-scope variable `e` names, and its namespace; `None` where `e` names
    /// none (a local, say).
    fn named_variable(&self, fx: &FnCtx, e: &Expr) -> Option<(Rc<VarDecl>, NsId)> {
        let ExprKind::Name(p) = &e.kind else {
            return None;
        };
        if let ([s], false) = (p.segments.as_slice(), p.global) {
            if fx.lookup(&s.name).is_some() {
                return None;
            }
        }
        self.names
            .lookup_path(fx.ns, p)
            .into_iter()
            .find_map(|e| match e {
                Entity::Var(v, vns) => Some((v, vns)),
                _ => None,
            })
    }

    /// The qualifiers of the data member `e` names as its declaration writes them
    /// (`decltype(o.m)`, `decltype(S::value)`, `decltype(m)` in a member function); `None`
    /// where `e` names no data member.
    fn named_member_cv(&mut self, fx: &mut FnCtx, e: &Expr) -> Option<Cv> {
        let (class, name) = match &e.kind {
            ExprKind::Member { base, name, arrow } => (
                self.member_field(fx, base, name, *arrow)?.0,
                name.last().name.clone(),
            ),
            ExprKind::Name(p) => match p.qualifier() {
                Some(prefix) => {
                    let cp = self.diags.checkpoint();
                    let class = self.class_named_in(fx, &prefix, e.loc);
                    self.diags.rollback(cp);
                    (class?, p.last().name.clone())
                }
                None if !p.global && fx.lookup(&p.last().name).is_none() => {
                    (fx.class?, p.last().name.clone())
                }
                None => return None,
            },
            _ => return None,
        };
        self.member_declared_cv(class, &name)
    }

    /// The qualifiers the declaration of the namespace-scope variable `e` names writes (`const
    /// int g`; `const` for a `constexpr` one); `None` where `e` names no such variable.
    fn named_variable_cv(&mut self, fx: &FnCtx, e: &Expr) -> Option<Cv> {
        let (v, vns) = self.named_variable(fx, e)?;
        let env = TEnv::default();
        let cv = self.cv_of(&v.ty, &env, vns);
        Some(match v.storage.is_constexpr {
            true => cv.union(Cv::CONST),
            false => cv,
        })
    }

    /// The qualifiers the declaration of data member `name` of `class` (or of a base) writes:
    /// its type's, and `const` for a `constexpr` member.
    fn member_declared_cv(&mut self, class: StructId, name: &str) -> Option<Cv> {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let field = decl
            .body
            .as_ref()
            .and_then(|b| b.fields.iter().find(|f| f.name.as_deref() == Some(name)));
        if let Some(f) = field {
            let declared = match f.is_constexpr {
                true => TypeExpr::Qualified(
                    Box::new(f.ty.clone()),
                    Quals {
                        is_const: true,
                        ..Quals::default()
                    },
                ),
                false => f.ty.clone(),
            };
            return Some(self.cv_of(&declared, &env, ns));
        }
        let bases: Vec<StructId> = info.bases.iter().map(|b| b.0).collect();
        bases
            .into_iter()
            .find_map(|b| self.member_declared_cv(b, name))
    }

    /// The class template whose arguments a declaration naming `path` without arguments
    /// deduces, its namespace, and the alias template that named it, if one did (C++20: `template
    /// <class T> using BoxA = Box<T>;`, `template <class T> using Same = Pair<T, T>;`).
    fn deduced_class_template(
        &self,
        ns: NsId,
        path: &Path,
    ) -> Option<(Rc<StructDecl>, NsId, Option<DeducingAlias>)> {
        for entity in self.names.lookup_path(ns, path) {
            match entity {
                Entity::Struct(s, sns) if s.template.is_some() => return Some((s, sns, None)),
                Entity::Alias {
                    ty: TypeExpr::Named(target),
                    template: Some(params),
                    ns: alias_ns,
                    ..
                } if self.cxx20 && target.last().targs.is_some() => {
                    let mut class = target.clone();
                    if let Some(last) = class.segments.last_mut() {
                        last.targs = None;
                    }
                    let (decl, class_ns, None) = self.deduced_class_template(alias_ns, &class)?
                    else {
                        return None;
                    };
                    let alias = match forwards_parameters(&params, &target) {
                        true => DeducingAlias::Forwarding,
                        false => DeducingAlias::Pattern {
                            params,
                            args: target.last().targs.clone().unwrap_or_default(),
                        },
                    };
                    return Some((decl, class_ns, Some(alias)));
                }
                _ => {}
            }
        }
        None
    }

    /// The reference `decltype(e)` is, if it is one (see [`Lowerer::decltype_of`]).
    pub(super) fn decltype_reference(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
    ) -> LResult<Option<RefKind>> {
        Ok(match self.decltype_of(fx, e)? {
            TArg::Reference(_, _, kind) => Some(kind),
            _ => None,
        })
    }

    /// The written type `t`, which holds a `decltype`, resolved in the body `fx` is lowering,
    /// as a template argument: a reference where `t` is `decltype` of an lvalue or xvalue, or
    /// names a reference through one (`typename E<decltype(*p)>::type`).
    pub(super) fn decltype_arg(&mut self, fx: &mut FnCtx, t: &TypeExpr, loc: Loc) -> LResult<TArg> {
        if let TypeExpr::Decltype(e) = t {
            return self.decltype_of(fx, e);
        }
        let (t, env) = self.decltypes_bound(fx, t)?;
        self.type_arg(&t, &env, fx.ns, loc)
    }

    /// `t` with its `decltype`s bound (see [`Lowerer::bind_decltypes`]) in a copy of the
    /// environment of the body `fx` is lowering, and that environment.
    pub(super) fn decltypes_bound(
        &mut self,
        fx: &mut FnCtx,
        t: &TypeExpr,
    ) -> LResult<(TypeExpr, TEnv)> {
        // (A local whose value is its type's stands for an object made anew: `Sq<I + 1>` of
        // an `integral_constant` parameter `I`.)
        if !contains_decltype_or(t, &|p| self.empty_class_local(fx, p)) {
            return Ok((t.clone(), fx.env.clone()));
        }
        let mut bound = (*fx.env).clone();
        let t = self.bind_decltypes(fx, t, &mut bound)?;
        Ok((t, Rc::new(bound)))
    }

    /// The constant `e` with the `decltype`s of its operands (`std::is_same_v<decltype(x),
    /// int>`, `sizeof(decltype(p))`) bound to the types of the locals they name, and the
    /// environment that binds them: what a constant expression in a body evaluates.
    pub(super) fn operand_types_bound(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
    ) -> LResult<(Expr, TEnv)> {
        if !types_an_operand_or(e, &|p| self.empty_class_local(fx, p)) {
            return Ok((e.clone(), fx.env.clone()));
        }
        let mut bound = (*fx.env).clone();
        let e = self.bind_expr_decltypes(fx, e, &mut bound)?;
        Ok((e, Rc::new(bound)))
    }

    /// Which reference the written type `t` is in the body `fx` is lowering, where its
    /// `decltype`s see the locals (see [`Lowerer::declared_reference`]).
    pub(super) fn declared_reference_in(
        &mut self,
        fx: &mut FnCtx,
        t: &TypeExpr,
    ) -> LResult<Option<RefKind>> {
        if let TypeExpr::Decltype(e) = t {
            return self.decltype_reference(fx, e);
        }
        let (t, env) = self.decltypes_bound(fx, t)?;
        Ok(self.declared_reference(&t, &env, fx.ns))
    }

    /// The class the path `prefix` names, in the body `fx` is lowering (its `decltype`s see
    /// the locals); no diagnostic where it names none.
    pub(super) fn class_named_in(
        &mut self,
        fx: &mut FnCtx,
        prefix: &Path,
        loc: Loc,
    ) -> Option<StructId> {
        let t = TypeExpr::Named(prefix.clone());
        let cp = self.diags.checkpoint();
        match self.resolve_type_in(fx, &t, loc) {
            Ok(Ty::Struct(sid)) => Some(sid),
            _ => {
                self.diags.rollback(cp);
                None
            }
        }
    }

    /// Resolves the written type `t` in the body `fx` is lowering, where its `decltype`s see
    /// the locals.
    pub(super) fn resolve_type_in(
        &mut self,
        fx: &mut FnCtx,
        t: &TypeExpr,
        loc: Loc,
    ) -> LResult<Ty> {
        let (t, env) = self.decltypes_bound(fx, t)?;
        let ty = self.resolve_type(&t, &env, fx.ns, loc)?;
        self.check_member_type_access(fx, &t, &env, loc)?;
        Ok(ty)
    }

    /// The parameter types of `decl`, where a `decltype` in one sees the parameters before it
    /// (`const T* in, decltype(*in + 1)* out`).
    pub(super) fn param_types_seeing_earlier(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
    ) -> LResult<Vec<DeclaredTy>> {
        let mut out = Vec::with_capacity(decl.params.len());
        for (i, p) in decl.params.iter().enumerate() {
            if !contains_decltype(&p.ty) {
                out.push(self.param_type(&p.ty, env, ns, p.loc)?);
                continue;
            }
            let earlier = FunctionDecl {
                params: decl.params[..i].to_vec(),
                ..decl.clone()
            };
            let ty = self.in_function_context(&earlier, env, ns, owner, &out, |this, fx| {
                let mut bound = (*fx.env).clone();
                let t = this.bind_decltypes(fx, &p.ty, &mut bound)?;
                this.param_type(&t, &Rc::new(bound), ns, p.loc)
            })?;
            out.push(ty);
        }
        Ok(out)
    }

    /// The constant expression `e` with each `decltype` in the types it writes bound as
    /// [`Lowerer::bind_decltypes`] binds them, so that a constant expression evaluated in a
    /// body (`if constexpr (std::is_same_v<decltype(x), float>)`) sees the locals.
    pub(super) fn bind_expr_decltypes(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
        bound: &mut HashMap<Rc<str>, TArg>,
    ) -> LResult<Expr> {
        macro_rules! inner {
            ($e:expr) => {
                Box::new(self.bind_expr_decltypes(fx, $e, bound)?)
            };
        }
        let kind = match &e.kind {
            // A local object of an empty class (`auto I` bound to an `integral_constant`): its
            // value is its type's, so it stands for an object made anew, `decltype(I){}`.
            ExprKind::Name(p) if self.empty_class_local(fx, p) => {
                let ty = TypeExpr::Decltype(Box::new(e.clone()));
                ExprKind::Construct(self.bind_decltypes(fx, &ty, bound)?, Vec::new(), false)
            }
            ExprKind::Name(p) => {
                match self.bind_decltypes(fx, &TypeExpr::Named(p.clone()), bound)? {
                    TypeExpr::Named(p) => ExprKind::Name(p),
                    _ => e.kind.clone(),
                }
            }
            ExprKind::Unary(op, a) => ExprKind::Unary(*op, inner!(a)),
            ExprKind::Binary(op, a, b) => ExprKind::Binary(*op, inner!(a), inner!(b)),
            ExprKind::Cond(c, a, b) => ExprKind::Cond(inner!(c), inner!(a), inner!(b)),
            ExprKind::Call(callee, args) => {
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    out.push(*inner!(a));
                }
                ExprKind::Call(inner!(callee), out)
            }
            ExprKind::SizeofType(t) => ExprKind::SizeofType(self.bind_decltypes(fx, t, bound)?),
            // `sizeof(x)` of a local: the size of its type, bound as `decltype(x)` is.
            ExprKind::SizeofExpr(a) => {
                let t = TypeExpr::Decltype(a.clone());
                ExprKind::SizeofType(self.bind_decltypes(fx, &t, bound)?)
            }
            ExprKind::AlignofType(t) => ExprKind::AlignofType(self.bind_decltypes(fx, t, bound)?),
            // A namespace-scope variable's is computed where constants are, which sees its
            // `alignas`; other operands are bound as their types (so a local's `alignas` is
            // not seen there).
            ExprKind::AlignofExpr(a) if matches!(&a.kind, ExprKind::Name(p) if fx.lookup(&p.segments[0].name).is_none()) => {
                ExprKind::AlignofExpr(a.clone())
            }
            ExprKind::AlignofExpr(a) => {
                let t = TypeExpr::Decltype(a.clone());
                ExprKind::AlignofType(self.bind_decltypes(fx, &t, bound)?)
            }
            ExprKind::TypeTrait(k, t) => {
                ExprKind::TypeTrait(*k, self.bind_decltypes(fx, t, bound)?)
            }
            ExprKind::TypeRelation(k, a, b) => ExprKind::TypeRelation(
                *k,
                self.bind_decltypes(fx, a, bound)?,
                self.bind_decltypes(fx, b, bound)?,
            ),
            ExprKind::OperationTrait(k, types) => {
                let types: LResult<Vec<TypeExpr>> = types
                    .iter()
                    .map(|t| self.bind_decltypes(fx, t, bound))
                    .collect();
                ExprKind::OperationTrait(*k, types?)
            }
            ExprKind::Cast(k, t, a) => {
                let t = self.bind_decltypes(fx, t, bound)?;
                ExprKind::Cast(*k, t, inner!(a))
            }
            ExprKind::Construct(t, args, braced) => {
                let t = self.bind_decltypes(fx, t, bound)?;
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    out.push(*inner!(a));
                }
                ExprKind::Construct(t, out, *braced)
            }
            other => other.clone(),
        };
        Ok(Expr { kind, loc: e.loc })
    }

    /// Whether `p` names a local object of a class without data members or virtual functions.
    fn empty_class_local(&self, fx: &FnCtx, p: &Path) -> bool {
        let ([seg], false) = (&p.segments[..], p.global) else {
            return false;
        };
        match fx.lookup(&seg.name) {
            Some(LocalVar::Object {
                ty: Ty::Struct(sid),
                ..
            }) => {
                let layout = &self.structs[sid.0 as usize];
                layout.fields.is_empty() && !layout.polymorphic
            }
            _ => false,
        }
    }

    /// `t` with each `decltype(e)` replaced by a name bound in `bound` to `e`'s type, typed in
    /// `fx`.
    pub(super) fn bind_decltypes(
        &mut self,
        fx: &mut FnCtx,
        t: &TypeExpr,
        bound: &mut HashMap<Rc<str>, TArg>,
    ) -> LResult<TypeExpr> {
        // `decltype(e)::member`: the type of `e` bound to a name of its own.
        if let TypeExpr::Named(p) = t {
            if let (DECLTYPE_SEGMENT, Some([TemplateArg::Expr(e)])) =
                (p.segments[0].name.as_ref(), p.segments[0].targs.as_deref())
            {
                let arg = self.decltype_of(fx, e)?;
                let name: Rc<str> = format!("decltype#{}", bound.len()).into();
                bound.insert(name.clone(), arg);
                let mut segments = p.segments.clone();
                segments[0] = Segment { name, targs: None };
                let named = TypeExpr::Named(Path {
                    global: false,
                    segments,
                });
                return self.bind_decltypes(fx, &named, bound);
            }
        }
        let mut inner = |this: &mut Self, t: &TypeExpr| -> LResult<Box<TypeExpr>> {
            Ok(Box::new(this.bind_decltypes(fx, t, bound)?))
        };
        Ok(match t {
            TypeExpr::Decltype(e) => {
                let arg = self.decltype_of(fx, e)?;
                let name: Rc<str> = format!("decltype#{}", bound.len()).into();
                bound.insert(name.clone(), arg);
                TypeExpr::Named(Path::simple(name))
            }
            TypeExpr::Qualified(t, q) => TypeExpr::Qualified(inner(self, t)?, *q),
            TypeExpr::Pointer(t) => TypeExpr::Pointer(inner(self, t)?),
            TypeExpr::Reference(t, k) => TypeExpr::Reference(inner(self, t)?, *k),
            TypeExpr::Array(t, n) => {
                let t = inner(self, t)?;
                let n = match n {
                    Some(n) => Some(Box::new(self.bind_expr_decltypes(fx, n, bound)?)),
                    None => None,
                };
                TypeExpr::Array(t, n)
            }
            TypeExpr::PackExpansion(t) => TypeExpr::PackExpansion(inner(self, t)?),
            TypeExpr::MemberPointer { class, member } => TypeExpr::MemberPointer {
                class: class.clone(),
                member: inner(self, member)?,
            },
            TypeExpr::Function(ret, params, variadic) => {
                let ret = inner(self, ret)?;
                let mut ps = Vec::with_capacity(params.len());
                for p in params {
                    ps.push(Param {
                        ty: *inner(self, &p.ty)?,
                        ..p.clone()
                    });
                }
                TypeExpr::Function(ret, ps, *variadic)
            }
            TypeExpr::Named(p) => {
                let mut segments = crate::ast::Segments::with_capacity(p.segments.len());
                for s in &p.segments {
                    let targs = match &s.targs {
                        Some(args) => {
                            let mut out = Vec::with_capacity(args.len());
                            for a in args {
                                let typed = |e: &Expr| {
                                    types_an_operand_or(e, &|p| self.empty_class_local(fx, p))
                                };
                                out.push(match a {
                                    TemplateArg::Type(t) => {
                                        TemplateArg::Type(self.bind_decltypes(fx, t, bound)?)
                                    }
                                    TemplateArg::Expr(e) if typed(e) => {
                                        TemplateArg::Expr(self.bind_expr_decltypes(fx, e, bound)?)
                                    }
                                    a => a.clone(),
                                });
                            }
                            Some(out)
                        }
                        None => None,
                    };
                    segments.push(Segment {
                        name: s.name.clone(),
                        targs,
                    });
                }
                TypeExpr::Named(Path {
                    global: p.global,
                    segments,
                })
            }
            TypeExpr::Builtin(_)
            | TypeExpr::Auto
            | TypeExpr::DecltypeAuto
            | TypeExpr::Struct(_)
            | TypeExpr::Enum(_) => t.clone(),
        })
    }

    /// Class template argument deduction: the type of the local `d` declared with a class
    /// template's name and no arguments (`Box b(3);`, `Pair p{1, 2.5f};`, `Box c = b;`);
    /// `None` where `d` is not declared so.
    pub(super) fn deduced_class_type(
        &mut self,
        fx: &mut FnCtx,
        d: &VarDecl,
    ) -> LResult<Option<Ty>> {
        let TypeExpr::Named(path) = stmt::strip_quals(&d.ty) else {
            return Ok(None);
        };
        if path.last().targs.is_some() {
            return Ok(None);
        }
        match &d.init {
            Some(Expr {
                kind: ExprKind::Construct(TypeExpr::Auto, args, _) | ExprKind::InitList(args),
                ..
            }) => self.deduce_class_arguments(fx, path, args, d.loc),
            Some(init) => self.deduce_class_arguments(fx, path, std::slice::from_ref(init), d.loc),
            None => Ok(None),
        }
    }

    /// The class template instance that `path`, a class template named without arguments,
    /// makes from the initializer arguments `args` (`Box(3)`, `Pair{1, 2.5f}`, a local
    /// `Box b(3)`): the result of the deduction guides as overload resolution picks among them
    /// for a call with `args`. The guides are those the program writes, one per constructor
    /// (the class's parameters and the constructor's), the copy deduction candidate and, for
    /// an aggregate, one taking its bases and members (C++20). `None` where `path` names no
    /// class template, or names the class whose scope this is (its injected name).
    pub(super) fn deduce_class_arguments(
        &mut self,
        fx: &mut FnCtx,
        path: &Path,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Option<Ty>> {
        // A template parameter (`template <class It>` beside a class template `It` declared
        // later) or a member type of the enclosing classes hides a class template of the
        // namespace (`typedef holder<long, int> holder;` in a clock).
        if let ([segment], false) = (&path.segments[..], path.global) {
            if fx.env.contains_key(&segment.name) {
                return Ok(None);
            }
            let env = fx.env.clone();
            for class in self.class_scopes(&env) {
                if self.declares_member_type(class, &segment.name) {
                    return Ok(None);
                }
            }
        }
        let Some((decl, class_ns, alias)) = self.deduced_class_template(fx.ns, path) else {
            return Ok(None);
        };
        // Through an alias template, the class template's own name, where it is declared.
        let class_path;
        let (path, lookup_ns) = match (&alias, &decl.name) {
            (Some(_), Some(name)) => {
                class_path = Path::simple(name.clone());
                (&class_path, class_ns)
            }
            _ => (path, fx.ns),
        };
        let found = self.names.lookup_path(lookup_ns, path);
        let decl = match &decl.body {
            Some(_) => decl,
            None => self.names.definition_of(&decl, class_ns).unwrap_or(decl),
        };
        let Some(params) = decl.template.clone() else {
            return Ok(None);
        };
        // A primary template only declared (its instances all partial specializations) has
        // the written guides and the copy candidate alone.
        let body = decl.body.clone().unwrap_or_default();
        let name = path.last().name.clone();
        if let Some(TArg::Type(Ty::Struct(scope), _)) = fx.env.get(CLASS_SCOPE) {
            if self.struct_infos[scope.0 as usize].decl.name.as_ref() == Some(&name) {
                return Ok(None);
            }
        }
        // `Name<P...>`: the instance a guide's parameters make.
        let instance = {
            let args = params
                .iter()
                .map(|p| {
                    let named = || Path::simple(p.name.clone());
                    match (&p.kind, p.pack) {
                        (TemplateParamKind::Value { .. }, pack) => {
                            let e = Expr {
                                kind: ExprKind::Name(named()),
                                loc,
                            };
                            TemplateArg::Expr(match pack {
                                true => Expr {
                                    kind: ExprKind::PackExpansion(Box::new(e)),
                                    loc,
                                },
                                false => e,
                            })
                        }
                        (_, true) => TemplateArg::Type(TypeExpr::PackExpansion(Box::new(
                            TypeExpr::Named(named()),
                        ))),
                        (_, false) => TemplateArg::Type(TypeExpr::Named(named())),
                    }
                })
                .collect();
            let mut segments = path.segments.clone();
            if let Some(last) = segments.last_mut() {
                last.targs = Some(args);
            }
            TypeExpr::Named(Path {
                global: path.global,
                segments,
            })
        };
        let guide = |params_of: Vec<Param>, template: Vec<TemplateParam>, from: &FunctionDecl| {
            as_guide(FunctionDecl {
                name: Path::simple(name.clone()),
                ret: instance.clone(),
                params: params_of,
                template: Some(template),
                loc,
                ..from.clone()
            })
        };
        let mut guides: Vec<Candidate> = found
            .iter()
            .filter_map(|e| match e {
                Entity::Func(f, fns) if f.name.last().name == name => {
                    Some(Candidate::free(as_guide((**f).clone()), *fns))
                }
                _ => None,
            })
            .collect();
        let constructors: Vec<&Rc<FunctionDecl>> = body
            .methods
            .iter()
            .filter(|m| m.role == FunctionRole::Constructor)
            .collect();
        for ctor in &constructors {
            let own = ctor.template.clone().unwrap_or_default();
            let template = params.iter().cloned().chain(own).collect();
            guides.push(Candidate::free(
                guide(ctor.params.clone(), template, ctor),
                class_ns,
            ));
        }
        let model = match constructors.first() {
            Some(ctor) => (***ctor).clone(),
            None => scratch_function(&name, loc),
        };
        let unnamed = |ty: &TypeExpr| Param {
            name: None,
            ty: ty.clone(),
            default: None,
            loc,
        };
        if constructors.is_empty() && decl.body.is_some() {
            // An aggregate: its bases, then its members. An array member initialized by a
            // braced list is taken by an rvalue reference, so that the list deduces its
            // element type and bound (`Arr a{{1L, 2L, 3L}}`); by a string literal, by a
            // reference to `const`.
            let elements = decl
                .bases
                .iter()
                .chain(body.fields.iter().filter(|f| !f.is_static).map(|f| &f.ty))
                .enumerate()
                .map(|(i, ty)| match (ty, args.get(i).map(|a| &a.kind)) {
                    (TypeExpr::Array(..), Some(ExprKind::InitList(_))) => {
                        unnamed(&TypeExpr::Reference(Box::new(ty.clone()), RefKind::Rvalue))
                    }
                    (TypeExpr::Array(..), Some(ExprKind::Str(..))) => {
                        let constant = Quals {
                            is_const: true,
                            ..Quals::default()
                        };
                        let element = TypeExpr::Qualified(Box::new(ty.clone()), constant);
                        unnamed(&TypeExpr::Reference(Box::new(element), RefKind::Lvalue))
                    }
                    _ => unnamed(ty),
                })
                .collect();
            guides.push(Candidate::free(
                guide(elements, params.clone(), &model),
                class_ns,
            ));
        }
        let copy = vec![unnamed(&instance)];
        guides.push(Candidate::free(
            guide(copy, params.clone(), &model),
            class_ns,
        ));
        if let Some(DeducingAlias::Pattern {
            params: alias_params,
            args: alias_args,
        }) = &alias
        {
            guides = self.alias_guides(guides, &params, alias_params, alias_args, class_ns);
        }
        self.pick_guide(fx, &name, guides, args, loc).map(Some)
    }

    /// C++20's deduction guides of an alias template whose type is the class template
    /// `Class<alias_args...>` (`template <class T> using Same = Pair<T, T>;`), made from the
    /// class's guides that return `Class<P...>` of its parameters `class_params` (those of its
    /// constructors, its aggregate's, the copy candidate): each parameter replaced by the
    /// argument the alias gives it, the alias's parameters (and a constructor's own) the
    /// guide's. The guides the program writes, which may return other instances, are left out.
    fn alias_guides(
        &self,
        guides: Vec<Candidate>,
        class_params: &[TemplateParam],
        alias_params: &[TemplateParam],
        alias_args: &[TemplateArg],
        class_ns: NsId,
    ) -> Vec<Candidate> {
        guides
            .into_iter()
            .filter_map(|c| {
                let template = c.decl.template.as_ref()?;
                let own = template.get(class_params.len()..)?;
                let implicit = template
                    .iter()
                    .zip(class_params)
                    .all(|(a, b)| a.name == b.name);
                if !implicit {
                    return None;
                }
                let params = c
                    .decl
                    .params
                    .iter()
                    .map(|p| {
                        let ty =
                            self.substitute_parameters(&p.ty, class_params, alias_args, class_ns)?;
                        Some(Param { ty, ..p.clone() })
                    })
                    .collect::<Option<Vec<Param>>>()?;
                let ret =
                    self.substitute_parameters(&c.decl.ret, class_params, alias_args, class_ns)?;
                let template = alias_params.iter().chain(own).cloned().collect();
                let decl = FunctionDecl {
                    params,
                    ret,
                    template: Some(template),
                    ..(*c.decl).clone()
                };
                Some(Candidate::free(Rc::new(decl), class_ns))
            })
            .collect()
    }

    /// The class a call of the deduction guides `guides` with `args` makes, typed where
    /// nothing runs; the deduction's error where no guide takes them.
    fn pick_guide(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        guides: Vec<Candidate>,
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Ty> {
        let cp = self.diags.checkpoint();
        let here = fx.b.current_block();
        let dead = fx.b.new_block();
        fx.b.switch_to(dead);
        let temporaries = fx.temporaries.len();
        fx.unevaluated += 1;
        let typed = self
            .lower_args(fx, args)
            .and_then(|vals| self.resolve_and_call(fx, name, guides, None, None, vals, loc));
        fx.unevaluated -= 1;
        fx.temporaries.truncate(temporaries);
        fx.b.switch_to(here);
        match typed {
            Ok(v) if matches!(v.ty(), Ty::Struct(_)) => Ok(v.ty().clone()),
            _ => {
                self.diags.rollback(cp);
                self.error(
                    loc,
                    format!(
                        "cannot deduce the template arguments of '{name}' from its initializer"
                    ),
                )
            }
        }
    }

    /// The type of the module variable (or block-scope `static`) `v`: as written, or for
    /// `auto` its initializer's, typed where no function's locals are in scope.
    pub(super) fn variable_type(&mut self, v: &VarDecl, env: &TEnv, ns: NsId) -> LResult<Ty> {
        if !matches!(stmt::strip_quals(&v.ty), TypeExpr::Auto) {
            return self.resolve_type(&v.ty, env, ns, v.loc);
        }
        let init = match &v.init {
            Some(Expr {
                kind: ExprKind::InitList(items) | ExprKind::Construct(TypeExpr::Auto, items, _),
                ..
            }) if items.len() == 1 => &items[0],
            Some(init) => init,
            None => {
                return self.error(
                    v.loc,
                    format!("declaration of 'auto {}' has no initializer", v.name),
                )
            }
        };
        Ok(expr::decayed(
            &self.decltype_outside_functions(init, env, ns)?,
        ))
    }

    /// `decltype(e)` where no function's locals are in scope: `e` typed in a context of its
    /// own, which has the names of the class whose scope `env` is.
    pub(super) fn decltype_outside_functions(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<Ty> {
        self.outside_functions(e.loc, env, ns, |this, fx| this.type_of_unevaluated(fx, e))
    }

    /// The type of `e`'s value (decayed, as `auto` deduces it) where no function's locals are
    /// in scope, or `None` with nothing reported where `e` does not type.
    pub(super) fn value_type_outside_functions(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<Ty> {
        let cp = self.diags.checkpoint();
        let ty = self.decltype_outside_functions(e, env, ns).ok();
        if ty.is_none() {
            self.diags.rollback(cp);
        }
        ty.map(|t| expr::decayed(&t))
    }

    /// Which reference `decltype(e)` is where no function's locals are in scope (see
    /// [`Lowerer::decltype_outside_functions`]); `None` for none, or where `e` does not type.
    pub(super) fn decltype_reference_outside_functions(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<RefKind> {
        let cp = self.diags.checkpoint();
        let kind =
            self.outside_functions(e.loc, env, ns, |this, fx| this.decltype_reference(fx, e));
        self.diags.rollback(cp);
        kind.ok().flatten()
    }

    /// Runs `f` (a `decltype`, a `requires` expression) in a context of its own, which has the
    /// names of the class whose scope `env` is: in a class's scope (a member `typedef decltype(*data) reference;`), its members
    /// are names too, as an unevaluated operand may name a data member without an object.
    pub(super) fn outside_functions<R>(
        &mut self,
        loc: Loc,
        env: &TEnv,
        ns: NsId,
        f: impl FnOnce(&mut Self, &mut FnCtx) -> R,
    ) -> R {
        let scratch = scratch_function("decltype", loc);
        let owner = match env.get(CLASS_SCOPE) {
            Some(TArg::Type(Ty::Struct(class), _)) => Owner::Object(*class),
            _ => Owner::Namespace,
        };
        // In the initializer of a `static` local, the function's earlier ones are names too
        // (`sizeof(table) / sizeof(table[0])`).
        self.in_function_context(&scratch, env, ns, owner, &[], |this, fx| {
            this.declare_enclosing_statics(fx);
            f(this, fx)
        })
    }
}

/// `decl` as a deduction guide takes part in a call typed where nothing runs: a function of
/// either side, without a body.
fn as_guide(decl: FunctionDecl) -> Rc<FunctionDecl> {
    Rc::new(FunctionDecl {
        role: FunctionRole::Plain,
        cuda: CudaQuals {
            device: true,
            host: true,
            ..CudaQuals::default()
        },
        host_body: false,
        body: None,
        ..decl
    })
}

/// A function of the lowering's own, `name()` returning `auto`, with nothing else said.
pub(super) fn scratch_function(name: &str, loc: Loc) -> FunctionDecl {
    FunctionDecl {
        name: Path::simple(name.into()),
        role: FunctionRole::Plain,
        ret: TypeExpr::Auto,
        params: vec![],
        variadic: false,
        cuda: CudaQuals::default(),
        storage: Storage::default(),
        is_const_method: false,
        is_volatile_method: false,
        ref_qualifier: None,
        template: None,
        specialization: None,
        member_inits: vec![],
        body: None,
        launch_bounds: None,
        cluster_dims: None,
        host_body: false,
        pure: false,
        deleted: false,
        defaulted: false,
        constraint: None,
        exception_spec: None,
        explicit_condition: None,
        enclosing_packs: Vec::new(),
        deprecated: None,
        loc,
    }
}

/// Whether `e` names a local declared `const` or `constexpr`, or a reference to one (also
/// parenthesized, which the parser reads as `(0, x)`).
/// The qualifiers of `ty` made `const`: an array's are its elements' (C++ qualifies an array
/// through them, so `decltype` of a `const char s[3]` is `const char[3]`).
fn const_qualified(ty: &Ty) -> Cv {
    elements_qualified(ty, Cv::CONST)
}

/// `cv` on the innermost elements of `ty`, as many levels down as it has dimensions (the
/// qualifiers of an array are its elements').
fn elements_qualified(ty: &Ty, cv: Cv) -> Cv {
    match ty {
        Ty::Array(elem, _) => elements_qualified(elem, cv).holder(),
        _ => cv,
    }
}

/// The qualifiers of the local at `addr`, of type `ty`, that its declaration shows: its own
/// `const` and `volatile`, a pointer's pointee's, an array's elements'.
fn local_cv(fx: &FnCtx, addr: Var, ty: &Ty) -> Cv {
    if !matches!(ty, Ty::Array(..)) {
        return super::expr::object_cv(fx, &super::expr::Val::L(addr, ty.clone()));
    }
    let elements = Cv::of(
        fx.const_objects.contains(&addr) || fx.const_pointees.contains(&addr),
        fx.volatile.contains(&addr) || fx.volatile_pointees.contains(&addr),
    );
    // (Deeper levels, which its declaration recorded: `const int* a[2]`.)
    let declared = fx.result_cvs.get(&addr).copied().unwrap_or_default();
    elements_qualified(ty, elements).union(declared)
}

/// The qualifiers of the local `e` names (see [`local_cv`]); none for another expression.
fn named_local_cv(fx: &FnCtx, e: &Expr) -> Cv {
    let e = match &e.kind {
        ExprKind::Comma(_, named) => named,
        _ => e,
    };
    let ExprKind::Name(p) = &e.kind else {
        return Cv::NONE;
    };
    match (p.segments.as_slice(), p.global) {
        ([s], false) => match fx.lookup(&s.name) {
            Some(LocalVar::Object { addr, ty, .. }) => local_cv(fx, *addr, ty),
            _ => Cv::NONE,
        },
        _ => Cv::NONE,
    }
}

/// Whether `target`'s template arguments are the template parameters `params`, in order and
/// each once (`Box<T>` of `template <class T>`).
/// How an alias template names the class template whose arguments a declaration deduces
/// through it (see [`Lowerer::deduced_class_template`]).
enum DeducingAlias {
    /// Its parameters given to the class in order: the class's own guides serve.
    Forwarding,
    /// Any other arguments (`Pair<T, T>`, `Vec<T, 2>`): guides made for the alias.
    Pattern {
        params: Vec<TemplateParam>,
        args: Vec<TemplateArg>,
    },
}

fn forwards_parameters(params: &[TemplateParam], target: &Path) -> bool {
    let Some(args) = target.last().targs.as_deref() else {
        return false;
    };
    args.len() == params.len()
        && params.iter().zip(args).all(|(p, a)| {
            let named = match a {
                TemplateArg::Type(TypeExpr::Named(n)) => Some(n),
                TemplateArg::Expr(Expr {
                    kind: ExprKind::Name(n),
                    ..
                }) => Some(n),
                _ => None,
            };
            !p.pack
                && named.is_some_and(|n| {
                    !n.global && n.segments.len() == 1 && n.segments[0].name == p.name
                })
        })
}
