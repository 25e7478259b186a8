//! C++20 constraints: `concept` definitions, `requires` clauses and expressions, constrained
//! template parameters (`template <std::integral T>`) and constrained placeholders
//! (`Number auto x`), which with plain `auto` parameters make abbreviated function templates.
//!
//! Every constraint a declaration gathers (its parameters' type constraints, the `requires`
//! clause after its template parameter list, its placeholders', its trailing `requires`
//! clause) becomes one expression, the `&&` of them in that order, stored on the function or
//! class (see [`FunctionDecl::constraint`]). A concept is a `bool` variable template marked
//! [`Storage::is_concept`]; the lowering decides satisfaction.

use super::*;

/// What the declaration being parsed has gathered: constraints for the next function or class
/// definition that takes a template parameter list, and template parameters invented for its
/// constrained placeholders (`C auto x`).
#[derive(Default)]
pub(super) struct Gathered {
    /// The type constraints and `requires` clause of the template parameter list read last.
    pub template: Option<Expr>,
    /// The parameters invented for constrained placeholders of the parameter list read last,
    /// and their constraints.
    pub invented: Vec<TemplateParam>,
    pub invented_constraint: Option<Expr>,
    /// How many parameters have been invented so far in the file: each gets a name of its own.
    pub count: usize,
}

/// `a && b`, or whichever of them there is.
pub(super) fn conjunction(a: Option<Expr>, b: Option<Expr>) -> Option<Expr> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let loc = b.loc;
            Some(Expr {
                kind: ExprKind::Binary(BinaryOp::LogAnd, Box::new(a), Box::new(b)),
                loc,
            })
        }
        (a, b) => a.or(b),
    }
}

/// `(c && ...)`: the constraint `c` on a pack, satisfied by each of its elements.
fn every_element(c: Expr) -> Expr {
    let loc = c.loc;
    Expr {
        kind: ExprKind::Fold {
            op: FoldOp::Binary(BinaryOp::LogAnd),
            before: Some(Box::new(c)),
            after: None,
        },
        loc,
    }
}

/// The name of the template parameter invented for the `count`th placeholder.
fn invented_name(count: usize) -> Rc<str> {
    format!("__auto{count}").into()
}

/// Replaces the placeholder `auto` that `ty` is built on with the type named `name()`: that
/// name, or `None` where there is no placeholder (the name is made only when one is found).
fn replace_placeholder(ty: &mut TypeExpr, name: impl FnOnce() -> Rc<str>) -> Option<Rc<str>> {
    match ty {
        TypeExpr::Auto => {
            let name = name();
            *ty = TypeExpr::Named(Path::simple(name.clone()));
            Some(name)
        }
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::PackExpansion(t) => replace_placeholder(t, name),
        _ => None,
    }
}

impl Parser {
    /// Whether a type constraint starts here: a (qualified) name of a concept.
    pub(super) fn concept_ahead(&self) -> bool {
        let mut i = self.pos;
        if self.toks[i].is("::") {
            i += 1;
        }
        loop {
            let t = &self.toks[i];
            if !t.is_ident() {
                return false;
            }
            if self.toks[i + 1].is("::") && self.toks[i + 2].is_ident() {
                i += 2;
                continue;
            }
            return self.concepts.contains(&t.text);
        }
    }

    /// Whether a constrained placeholder (`std::integral auto`, `C<int> decltype(auto)`)
    /// starts here, at a concept's name.
    pub(super) fn constrained_placeholder_ahead(&self) -> bool {
        let mut i = self.pos;
        if self.toks[i].is("::") {
            i += 1;
        }
        let i = self.after_qualified_name(i);
        let is = |s: &str| self.toks.get(i).is_some_and(|t| t.is(s));
        is("auto") || is("decltype")
    }

    /// `concept Name = constraint;`, after the template parameter list `params`.
    pub(super) fn concept_definition(&mut self, params: Vec<TemplateParam>) -> PResult<Item> {
        self.bump();
        let loc = self.loc();
        let name = self.ident()?;
        self.expect("=")?;
        let init = self.cond_expr()?;
        self.expect(";")?;
        self.concepts.insert(name.clone());
        Ok(Item::VarTemplate {
            class_args: None,
            params: params.into(),
            var: Rc::new(VarDecl {
                copy_list: false,
                constraint: None,
                deprecated: None,
                name,
                ty: TypeExpr::Builtin(Builtin::Bool),
                init: Some(init),
                storage: Storage {
                    is_constexpr: true,
                    is_concept: true,
                    ..Storage::default()
                },
                cuda: CudaQuals::default(),
                align: None,
                loc,
            }),
            specialization: None,
        })
    }

    /// A template type parameter declared with a type constraint (`std::integral T`,
    /// `std::convertible_to<int> U = int`), its constraint gathered for the declaration.
    pub(super) fn constrained_type_param(&mut self, position: usize) -> PResult<TemplateParam> {
        let loc = self.loc();
        let concept = self.path()?;
        let (pack, name) = self.template_param_name(position);
        let default = if self.eat("=") {
            Some(self.with_no_gt(|p| p.type_name())?)
        } else {
            None
        };
        self.declare_type(&name);
        let c = match pack {
            true => every_element(constraint_on(&concept, &name, loc)),
            false => constraint_on(&concept, &name, loc),
        };
        self.gathered.template = conjunction(self.gathered.template.take(), Some(c));
        Ok(TemplateParam {
            name,
            kind: TemplateParamKind::Type { default },
            pack,
        })
    }

    /// `requires` and a conjunction or disjunction of primary expressions: a parenthesized
    /// expression, a concept's or trait's name with its arguments, a `requires` expression,
    /// `true` or `false`.
    pub(super) fn requires_clause(&mut self) -> PResult<Expr> {
        self.bump();
        self.constraint_chain(BinaryOp::LogOr)
    }

    /// Operands joined by `op` (`||` of `&&`s, `&&` of primaries), left to right.
    fn constraint_chain(&mut self, op: BinaryOp) -> PResult<Expr> {
        let operand = |p: &mut Self| match op {
            BinaryOp::LogOr => p.constraint_chain(BinaryOp::LogAnd),
            _ => p.constraint_primary(),
        };
        let spelling = match op {
            BinaryOp::LogOr => "||",
            _ => "&&",
        };
        let mut e = operand(self)?;
        while self.at(spelling) {
            let loc = self.take().loc;
            let rhs = operand(self)?;
            e = Expr {
                kind: ExprKind::Binary(op, Box::new(e), Box::new(rhs)),
                loc,
            };
        }
        Ok(e)
    }

    fn constraint_primary(&mut self) -> PResult<Expr> {
        self.enter()?;
        let loc = self.loc();
        let r = if self.eat("(") {
            let saved = std::mem::replace(&mut self.no_gt, false);
            // (A fold, `(std::integral<Ts> && ...)`, reads through its parenthesis.)
            let e = match self.is_fold_ahead() {
                true => self.fold_expr(loc),
                false => self.expr().and_then(|e| self.expect(")").map(|_| e)),
            };
            self.no_gt = saved;
            e
        } else if self.at("requires") || self.at("true") || self.at("false") {
            self.primary_expr()
        } else {
            self.path().map(|p| Expr {
                kind: ExprKind::Name(p),
                loc,
            })
        };
        self.leave();
        r
    }

    /// `requires (params) { requirements }`, at `requires`.
    pub(super) fn requires_expr(&mut self) -> PResult<Expr> {
        let loc = self.take().loc;
        let params = if self.eat("(") {
            let (params, _) = self.params()?;
            self.expect(")")?;
            params
        } else {
            Vec::new()
        };
        let saved = std::mem::replace(&mut self.no_gt, false);
        let requirements = self.requirements();
        self.no_gt = saved;
        Ok(Expr {
            kind: ExprKind::Requires(Rc::new(RequiresExpr {
                params,
                requirements: requirements?,
            })),
            loc,
        })
    }

    fn requirements(&mut self) -> PResult<Vec<Requirement>> {
        self.expect("{")?;
        let mut requirements = Vec::new();
        while !self.eat("}") {
            if self.tok().is_eof() {
                let loc = self.loc();
                return self.err(loc, "expected '}' to end the requirements");
            }
            let requirement = if self.eat("{") {
                let expr = self.expr()?;
                self.expect("}")?;
                let nothrow = self.eat("noexcept");
                let constraint = match self.eat("->") {
                    true => Some(self.path()?),
                    false => None,
                };
                Requirement::Compound {
                    expr,
                    nothrow,
                    constraint,
                }
            } else if self.at("typename") {
                let loc = self.take().loc;
                Requirement::Type(TypeExpr::Named(self.path()?), loc)
            } else if self.eat("requires") {
                Requirement::Nested(self.expr()?)
            } else {
                Requirement::Simple(self.expr()?)
            };
            self.expect(";")?;
            requirements.push(requirement);
        }
        Ok(requirements)
    }

    /// After a parameter's specifiers and declarator: a constrained placeholder
    /// (`C auto x`, `const C auto& x`) makes the function a template with a parameter of its
    /// own for it, constrained by `C`.
    pub(super) fn invent_for_constrained_placeholder(&mut self, concept: &Path, ty: &mut TypeExpr) {
        let count = self.gathered.count;
        let Some(name) = replace_placeholder(ty, || invented_name(count)) else {
            return;
        };
        self.gathered.count += 1;
        let pack = matches!(ty, TypeExpr::PackExpansion(_));
        let c = match pack {
            true => every_element(constraint_on(concept, &name, self.loc())),
            false => constraint_on(concept, &name, self.loc()),
        };
        let gathered = &mut self.gathered;
        gathered.invented_constraint = conjunction(gathered.invented_constraint.take(), Some(c));
        self.gathered.invented.push(TemplateParam {
            name,
            kind: TemplateParamKind::Type { default: None },
            pack,
        });
    }

    /// The template parameters and constraint of a function with the parameters `params`:
    /// those of its template parameter list (`template`), with one more parameter for each
    /// placeholder among `params` (an abbreviated function template: `void f(auto x)`).
    pub(super) fn function_template(
        &mut self,
        template: Option<Vec<TemplateParam>>,
        params: &mut [Param],
    ) -> (Option<Vec<TemplateParam>>, Option<Expr>) {
        let mut invented = std::mem::take(&mut self.gathered.invented);
        for p in params.iter_mut() {
            let count = self.gathered.count;
            if let Some(name) = replace_placeholder(&mut p.ty, || invented_name(count)) {
                self.gathered.count += 1;
                invented.push(TemplateParam {
                    name,
                    kind: TemplateParamKind::Type { default: None },
                    pack: matches!(p.ty, TypeExpr::PackExpansion(_)),
                });
            }
        }
        let constraint = match &template {
            Some(_) => self.gathered.template.take(),
            None => None,
        };
        let constraint = conjunction(constraint, self.gathered.invented_constraint.take());
        let template = match (template, invented.is_empty()) {
            (t, true) => t,
            (t, false) => {
                let mut t = t.unwrap_or_default();
                t.extend(invented);
                Some(t)
            }
        };
        (template, constraint)
    }
}
