//! A walk over the expressions and statements of a body, for passes that look at what a body
//! names without lowering it (the names a lambda captures, the names a template's definition
//! must find).
//!
//! A [`Visitor`] overrides the hooks it cares about and calls the matching `walk_*` function
//! for the rest, which visits the children in source order. The walk opens no scopes: a pass
//! that tracks declarations overrides the statements that open one.

use super::*;

pub trait Visitor {
    fn expr(&mut self, e: &Expr) {
        walk_expr(self, e);
    }

    fn stmt(&mut self, s: &Stmt) {
        walk_stmt(self, s);
    }

    fn lambda(&mut self, l: &Lambda) {
        walk_lambda(self, l);
    }

    /// A local variable's declaration (of a statement, a range-based `for`).
    fn var(&mut self, v: &VarDecl) {
        walk_var(self, v);
    }

    /// A type written in the body (a cast's, a declaration's, `sizeof`'s); nothing by default
    /// (a pass that looks into types calls [`walk_type`]).
    fn ty(&mut self, _t: &TypeExpr, _loc: Loc) {}

    /// A name of a type in a type [`walk_type`] walks (a named type, a member pointer's
    /// class); by default its template arguments.
    fn type_path(&mut self, p: &Path, loc: Loc) {
        walk_template_args(self, p, loc);
    }

    /// A declaration in the body other than of variables (a local class, `using`); nothing by
    /// default.
    fn local_item(&mut self, _item: &Item) {}
}

pub fn walk_exprs<V: Visitor + ?Sized>(v: &mut V, es: &[Expr]) {
    for e in es {
        v.expr(e);
    }
}

pub fn walk_stmts<V: Visitor + ?Sized>(v: &mut V, stmts: &[Stmt]) {
    for s in stmts {
        v.stmt(s);
    }
}

pub fn walk_expr<V: Visitor + ?Sized>(v: &mut V, e: &Expr) {
    match &e.kind {
        ExprKind::Unary(_, a)
        | ExprKind::SizeofExpr(a)
        | ExprKind::AlignofExpr(a)
        | ExprKind::Noexcept(a)
        | ExprKind::PackExpansion(a)
        | ExprKind::Designated(_, a)
        | ExprKind::Member { base: a, .. }
        | ExprKind::Delete { operand: a, .. } => v.expr(a),
        ExprKind::Binary(_, a, b)
        | ExprKind::ThreeWay(a, b)
        | ExprKind::Assign(_, a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Index(a, b)
        | ExprKind::PointerToMember {
            base: a, member: b, ..
        } => {
            v.expr(a);
            v.expr(b);
        }
        ExprKind::Cond(c, a, b) => {
            v.expr(c);
            v.expr(a);
            v.expr(b);
        }
        ExprKind::Call(f, args) => {
            v.expr(f);
            walk_exprs(v, args);
        }
        ExprKind::Launch {
            kernel,
            config,
            args,
        } => {
            v.expr(kernel);
            walk_exprs(v, config);
            walk_exprs(v, args);
        }
        ExprKind::Cast(_, t, a) => {
            v.ty(t, e.loc);
            v.expr(a);
        }
        ExprKind::Construct(t, args, _) => {
            v.ty(t, e.loc);
            walk_exprs(v, args);
        }
        ExprKind::SizeofType(t) | ExprKind::AlignofType(t) | ExprKind::TypeTrait(_, t) => {
            v.ty(t, e.loc)
        }
        ExprKind::TypeRelation(_, a, b) => {
            v.ty(a, e.loc);
            v.ty(b, e.loc);
        }
        ExprKind::OperationTrait(_, types) => {
            for t in types {
                v.ty(t, e.loc);
            }
        }
        ExprKind::InitList(items) => walk_exprs(v, items),
        ExprKind::New {
            placement,
            ty,
            count,
            init,
            ..
        } => {
            walk_exprs(v, placement.as_deref().unwrap_or_default());
            v.ty(ty, e.loc);
            for a in [count, init].into_iter().flatten() {
                v.expr(a);
            }
        }
        ExprKind::Statements(stmts) => walk_stmts(v, stmts),
        ExprKind::Fold { before, after, .. } => {
            for a in [before, after].into_iter().flatten() {
                v.expr(a);
            }
        }
        ExprKind::Lambda(l) => v.lambda(l),
        // Its parameters are its own; what it requires is checked where it is evaluated.
        ExprKind::Requires(_)
        | ExprKind::Name(_)
        | ExprKind::SizeofPack(_)
        | ExprKind::Int { .. }
        | ExprKind::Float { .. }
        | ExprKind::Char(..)
        | ExprKind::Str(_)
        | ExprKind::Bool(_)
        | ExprKind::Nullptr
        | ExprKind::SkippedMember
        | ExprKind::This => {}
    }
}

pub fn walk_stmt<V: Visitor + ?Sized>(v: &mut V, s: &Stmt) {
    match s {
        Stmt::Expr(e) | Stmt::Return(Some(e), _) => v.expr(e),
        Stmt::Decl(vars) => {
            for var in vars {
                v.var(var);
            }
        }
        Stmt::LocalItem(item) => v.local_item(item),
        Stmt::Block(b) => walk_stmts(v, b),
        Stmt::If {
            cond, then, els, ..
        } => {
            v.stmt(cond);
            v.stmt(then);
            if let Some(els) = els {
                v.stmt(els);
            }
        }
        Stmt::While { cond, body, .. } => {
            v.stmt(cond);
            v.stmt(body);
        }
        Stmt::DoWhile { body, cond, .. } => {
            v.stmt(body);
            v.expr(cond);
        }
        Stmt::For {
            init,
            cond,
            step,
            body,
            ..
        } => {
            for s in [init, cond].into_iter().flatten() {
                v.stmt(s);
            }
            if let Some(step) = step {
                v.expr(step);
            }
            v.stmt(body);
        }
        Stmt::Switch { cond, body, .. } => {
            v.expr(cond);
            v.stmt(body);
        }
        Stmt::Bindings { init, .. } => v.expr(init),
        Stmt::RangeFor {
            var, range, body, ..
        } => {
            v.expr(range);
            v.var(var);
            v.stmt(body);
        }
        Stmt::Case(low, high, _) => {
            v.expr(low);
            if let Some(high) = high {
                v.expr(high);
            }
        }
        Stmt::Asm(a) => {
            for o in a.outputs.iter().chain(&a.inputs) {
                v.expr(&o.expr);
            }
        }
        Stmt::Return(None, _)
        | Stmt::Default(_)
        | Stmt::Break(_)
        | Stmt::Continue(_)
        | Stmt::Goto(..)
        | Stmt::Label(..)
        | Stmt::Pragma(_)
        | Stmt::Empty => {}
    }
}

/// The initializers of its captures, then its parameters' and result's types and its body.
pub fn walk_lambda<V: Visitor + ?Sized>(v: &mut V, l: &Lambda) {
    for c in &l.init_captures {
        v.expr(&c.init);
    }
    for p in &l.params {
        v.ty(&p.ty, p.loc);
    }
    if let Some(ret) = &l.ret {
        v.ty(ret, l.loc);
    }
    walk_stmts(v, &l.body);
}

pub fn walk_var<V: Visitor + ?Sized>(v: &mut V, var: &VarDecl) {
    v.ty(&var.ty, var.loc);
    if let Some(init) = &var.init {
        v.expr(init);
    }
}

/// The parts of the type `t`: the types it is built from (through [`Visitor::ty`]), the names
/// of types (through [`Visitor::type_path`]) and the expressions in it (`decltype`'s operand,
/// array bounds).
pub fn walk_type<V: Visitor + ?Sized>(v: &mut V, t: &TypeExpr, loc: Loc) {
    match t {
        TypeExpr::Named(p) => v.type_path(p, loc),
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::PackExpansion(t) => v.ty(t, loc),
        TypeExpr::Array(t, n) => {
            v.ty(t, loc);
            if let Some(n) = n {
                v.expr(n);
            }
        }
        TypeExpr::Function(ret, params, _) => {
            v.ty(ret, loc);
            for p in params {
                v.ty(&p.ty, p.loc);
            }
        }
        TypeExpr::MemberPointer { class, member } => {
            v.type_path(class, loc);
            v.ty(member, loc);
        }
        TypeExpr::Decltype(e) => v.expr(e),
        TypeExpr::Builtin(_)
        | TypeExpr::Auto
        | TypeExpr::DecltypeAuto
        | TypeExpr::Struct(_)
        | TypeExpr::Enum(_) => {}
    }
}

/// The template arguments written in every segment of `p`.
pub fn walk_template_args<V: Visitor + ?Sized>(v: &mut V, p: &Path, loc: Loc) {
    for s in &p.segments {
        for a in s.targs.iter().flatten() {
            match a {
                TemplateArg::Type(t) => v.ty(t, loc),
                TemplateArg::Expr(e) => v.expr(e),
            }
        }
    }
}
