//! Constraints (C++20): whether template arguments satisfy a concept, a `requires` clause or a
//! `requires` expression, and which of two candidates is the more constrained.
//!
//! A constraint is satisfied on its conjunctions and disjunctions, each atom a constant
//! expression with the arguments substituted: an atom that does not substitute (it names a
//! member the type lacks, or its expression is ill-formed) is false, not an error, as C++
//! requires. A `requires` expression's requirements are typed where nothing runs, in a dead
//! block of the function that holds it (or of a function of its own where no function's
//! locals are in scope), with its parameters declared but never made.
//!
//! Of two candidates otherwise alike, the one whose constraint's atoms include all of the
//! other's (after concepts are expanded into their definitions) is the more constrained. An
//! atom is known by where it is written and the arguments of the concept it comes from, so
//! the same concept used by two declarations gives the same atoms, as C++'s normal form does.

use super::stmt::{FnCtx, LocalVar};
use super::*;
use ferrocuda_ir::Type as IrType;

/// An atomic constraint: where it is written, and the arguments of the concept whose
/// definition holds it (none for one written in a declaration's own constraint).
type Atom = (Loc, Vec<TArg>);

/// The name a type that a type constraint is checked on (a compound requirement's expression
/// type, a constrained placeholder's deduced type) is bound to, in the environment the
/// constraint is checked in; no identifier can spell it.
const CONSTRAINED_TYPE: &str = "<constrained type>";

impl Lowerer<'_> {
    /// Whether `constraint` holds for the arguments `env` binds, its names resolved in `ns`.
    pub(super) fn satisfied(&mut self, constraint: &Expr, env: &TEnv, ns: NsId) -> bool {
        match &constraint.kind {
            ExprKind::Binary(BinaryOp::LogAnd, a, b) => {
                self.satisfied(a, env, ns) && self.satisfied(b, env, ns)
            }
            ExprKind::Binary(BinaryOp::LogOr, a, b) => {
                self.satisfied(a, env, ns) || self.satisfied(b, env, ns)
            }
            _ => {
                let cp = self.diags.checkpoint();
                let value = self.const_eval(constraint, env, ns);
                self.diags.rollback(cp);
                value.is_some_and(|v| v != 0)
            }
        }
    }

    /// Whether the constraint of the function `decl` holds for the arguments `env` binds
    /// (true where it has none).
    pub(super) fn constraint_holds(&mut self, decl: &FunctionDecl, env: &TEnv, ns: NsId) -> bool {
        match &decl.constraint {
            // A trailing `requires` may name the parameters
            // (`requires std::floating_point<decltype(x)>`): checked where they are declared.
            Some(c) if !decl.params.is_empty() => {
                let cp = self.diags.checkpoint();
                let held = match self.param_types(&decl.params, env, ns) {
                    Ok(params) => self.in_function_context(
                        decl,
                        env,
                        ns,
                        Owner::Namespace,
                        &params,
                        |this, fx| this.constant_in(fx, c).is_some_and(|v| v != 0),
                    ),
                    Err(Reported) => false,
                };
                self.diags.rollback(cp);
                held
            }
            Some(c) => self.satisfied(c, env, ns),
            None => true,
        }
    }

    /// The value of the concept `instance` (`std::integral<int>`): whether its definition is
    /// satisfied. `None` where `instance` is a variable template that is not a concept.
    pub(super) fn concept_value(&mut self, instance: &VariableTemplateInstance) -> Option<bool> {
        if !instance.var.storage.is_concept {
            return None;
        }
        let definition = instance.var.init.as_ref()?;
        Some(self.satisfied(definition, &instance.env, instance.ns))
    }

    /// A constant condition in the function `fx` is lowering (`if constexpr`): a `requires`
    /// expression in it sees the function's locals.
    pub(super) fn constant_in(&mut self, fx: &mut FnCtx, e: &Expr) -> Option<i64> {
        match &e.kind {
            ExprKind::Requires(r) => Some(self.requirements_hold(fx, r) as i64),
            ExprKind::Noexcept(a) => {
                let cp = self.diags.checkpoint();
                let may_throw = self.may_throw(fx, a);
                self.diags.rollback(cp);
                Some(!may_throw.ok()? as i64)
            }
            ExprKind::Unary(UnaryOp::Not, a) => self.constant_in(fx, a).map(|v| (v == 0) as i64),
            ExprKind::Binary(BinaryOp::LogAnd, a, b) => {
                Some((self.constant_in(fx, a)? != 0 && self.constant_in(fx, b)? != 0) as i64)
            }
            ExprKind::Binary(BinaryOp::LogOr, a, b) => {
                Some((self.constant_in(fx, a)? != 0 || self.constant_in(fx, b)? != 0) as i64)
            }
            _ => {
                let mut bound = (*fx.env).clone();
                let e = self.bind_expr_decltypes(fx, e, &mut bound).ok()?;
                self.const_eval(&e, &Rc::new(bound), fx.ns)
            }
        }
    }

    /// A `requires` expression where no function's locals are in scope (a concept's
    /// definition, a `requires` clause): typed in a function of its own.
    pub(super) fn requirements_hold_outside_functions(
        &mut self,
        r: &RequiresExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> bool {
        self.outside_functions(loc, env, ns, |this, fx| this.requirements_hold(fx, r))
    }

    /// Whether every requirement of `r` holds, typed in a dead block of the function `fx` is
    /// lowering.
    pub(super) fn requirements_hold(&mut self, fx: &mut FnCtx, r: &RequiresExpr) -> bool {
        self.well_formed_where_nothing_runs(fx, |this, fx| {
            this.declare_requirement_params(fx, &r.params)
                && r.requirements
                    .iter()
                    .all(|req| this.requirement_holds(fx, req))
        })
    }

    /// Whether `typed` succeeds with no error, typing code in a dead block of the function
    /// `fx` is lowering, in a scope of its own, as an operand nothing evaluates; its
    /// diagnostics are dropped.
    pub(super) fn well_formed_where_nothing_runs(
        &mut self,
        fx: &mut FnCtx,
        typed: impl FnOnce(&mut Self, &mut FnCtx) -> bool,
    ) -> bool {
        self.where_nothing_runs(fx, |this, fx| {
            fx.scopes.push(HashMap::default());
            fx.unevaluated += 1;
            let cp = this.diags.checkpoint();
            let errors = this.diags.error_count();
            let holds = typed(this, fx) && this.diags.error_count() == errors;
            this.diags.rollback(cp);
            fx.unevaluated -= 1;
            fx.scopes.pop();
            holds
        })
    }

    /// Declares the parameters of a `requires` expression as locals that are never made;
    /// false where a type does not resolve.
    fn declare_requirement_params(&mut self, fx: &mut FnCtx, params: &[Param]) -> bool {
        for p in params {
            // As written or through a template parameter (`T& t` with `T = const int`).
            let env = fx.env.clone();
            let (ty, cv, reference) = match self.type_arg(&p.ty, &env, fx.ns, p.loc) {
                Ok(TArg::Type(ty, cv)) => (ty, cv, None),
                Ok(TArg::Reference(ty, cv, kind)) => (ty, cv, Some(kind)),
                _ => return false,
            };
            declare_unmade_local(fx, p.name.clone(), ty, reference, cv);
        }
        true
    }

    fn requirement_holds(&mut self, fx: &mut FnCtx, requirement: &Requirement) -> bool {
        match requirement {
            Requirement::Simple(e) => self.unevaluated(fx, e).is_ok(),
            Requirement::Type(t, loc) => self.resolve_type_in(fx, t, *loc).is_ok(),
            Requirement::Compound {
                expr,
                nothrow,
                constraint,
            } => {
                let Ok((ty, category)) = self.unevaluated(fx, expr) else {
                    return false;
                };
                if *nothrow && self.may_throw(fx, expr).unwrap_or(true) {
                    return false;
                }
                let Some(concept) = constraint else {
                    return true;
                };
                // `decltype((expr))`: a reference for an lvalue or xvalue.
                let result = match category {
                    Some(kind) => TArg::Reference(ty, Cv::NONE, kind),
                    None => TArg::Type(ty, Cv::NONE),
                };
                self.satisfies_type_constraint((&fx.env, fx.ns), concept, result, expr.loc)
            }
            Requirement::Nested(e) => {
                let env = fx.env.clone();
                self.satisfied(e, &env, fx.ns)
            }
        }
    }

    /// Whether `ty` satisfies the type constraint `concept` (`std::integral`,
    /// `std::convertible_to<int>`): the concept with `ty` as its first argument.
    pub(super) fn satisfies_type_constraint(
        &mut self,
        (env, ns): (&TEnv, NsId),
        concept: &Path,
        ty: TArg,
        loc: Loc,
    ) -> bool {
        let mut env = (**env).clone();
        env.insert(CONSTRAINED_TYPE.into(), ty);
        let check = constraint_on(concept, &CONSTRAINED_TYPE.into(), loc);
        self.satisfied(&check, &Rc::new(env), ns)
    }

    /// Whether the constraint `a` (its arguments bound in `a_env`) is more constrained than
    /// `b` (in `b_env`): `b`'s atoms are all `a`'s, and `a` has more.
    pub(super) fn more_constrained(
        &mut self,
        (a, a_env, a_ns): (Option<&Expr>, &TEnv, NsId),
        (b, b_env, b_ns): (Option<&Expr>, &TEnv, NsId),
    ) -> bool {
        let mut a_atoms = Vec::new();
        let mut b_atoms = Vec::new();
        if let Some(c) = a {
            self.atoms(c, a_env, a_ns, &[], &mut a_atoms);
        }
        if let Some(c) = b {
            self.atoms(c, b_env, b_ns, &[], &mut b_atoms);
        }
        b_atoms.iter().all(|atom| a_atoms.contains(atom))
            && a_atoms.iter().any(|atom| !b_atoms.contains(atom))
    }

    /// The atoms of the conjunction `e`, concepts expanded into their definitions.
    fn atoms(&mut self, e: &Expr, env: &TEnv, ns: NsId, mapping: &[TArg], out: &mut Vec<Atom>) {
        match &e.kind {
            ExprKind::Binary(BinaryOp::LogAnd, a, b) => {
                self.atoms(a, env, ns, mapping, out);
                self.atoms(b, env, ns, mapping, out);
            }
            ExprKind::Name(p) => {
                let cp = self.diags.checkpoint();
                let instance = self.variable_template(p, env, ns, e.loc);
                self.diags.rollback(cp);
                match instance {
                    Ok(Some(i)) if i.var.storage.is_concept && i.var.init.is_some() => {
                        let definition = i.var.init.clone().expect("checked above");
                        self.atoms(&definition, &i.env, i.ns, &i.targs, out);
                    }
                    _ => out.push((e.loc, mapping.to_vec())),
                }
            }
            _ => out.push((e.loc, mapping.to_vec())),
        }
    }
}

/// Declares `name` (where there is one) as a local of type `ty` that is never made, for code
/// typed where nothing runs: declared as the reference `reference` says, qualified `cv`.
pub(super) fn declare_unmade_local(
    fx: &mut FnCtx,
    name: Option<Rc<str>>,
    ty: Ty,
    reference: Option<RefKind>,
    cv: Cv,
) {
    let addr = fx.b.new_var(IrType::Ptr);
    if let Some(kind) = reference {
        fx.declared_references.insert(addr, kind);
    }
    expr::mark_object_cv(fx, addr, &ty, cv);
    if let Some(name) = name {
        fx.declare(name, LocalVar::Object { addr, ty });
    }
}
