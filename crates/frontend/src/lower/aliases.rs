//! Alias templates in the parameter types of function templates, expanded before deduction:
//! `f(std::index_sequence<I...>)` deduces as `f(std::integer_sequence<std::size_t, I...>)`,
//! since deduction sees through an alias to the type it names (C++ [temp.alias]).
//!
//! The alias's type is written where the alias is declared; spliced into the function's
//! parameters, each name it takes from that namespace is qualified from the global one
//! (`::std::integer_sequence`), so that it names the same thing where the function is.

use super::names::Entity;
use super::*;

/// How many aliases of aliases [`Lowerer::expand_aliases`] sees through.
const MAX_ALIAS_CHAIN: u32 = 16;

impl Lowerer<'_> {
    /// `decl` with the alias templates in its parameter types replaced by the types they name
    /// (looked up from `ns`, where `decl` is declared); `decl` itself when it names none.
    pub(super) fn with_alias_parameters_expanded(
        &mut self,
        decl: &Rc<FunctionDecl>,
        ns: NsId,
    ) -> Rc<FunctionDecl> {
        if decl.template.is_none() {
            return decl.clone();
        }
        if let Some(done) = self.alias_expanded.get(&key(decl)) {
            return done.clone();
        }
        let mut changed = false;
        let params = decl
            .params
            .iter()
            .map(|p| match self.expand_aliases(&p.ty, ns) {
                Some(ty) => {
                    changed = true;
                    Param { ty, ..p.clone() }
                }
                None => p.clone(),
            })
            .collect();
        let expanded = match changed {
            true => Rc::new(FunctionDecl {
                params,
                ..(**decl).clone()
            }),
            false => decl.clone(),
        };
        self.alias_expanded.insert(key(decl), expanded.clone());
        expanded
    }

    /// The template arguments a partial specialization writes (`<std::index_sequence<I...>>`),
    /// with the alias templates they name replaced by the types those name, for deduction to
    /// see through (`integer_sequence<std::size_t, I...>`).
    pub(super) fn with_alias_arguments_expanded(
        &self,
        written: &[TemplateArg],
        ns: NsId,
    ) -> Vec<TemplateArg> {
        written
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) => {
                    TemplateArg::Type(self.expand_aliases(t, ns).unwrap_or_else(|| t.clone()))
                }
                a => a.clone(),
            })
            .collect()
    }

    /// The alias template `path` names from `ns`: its type, parameters and namespace.
    pub(super) fn alias_template_named(
        &self,
        path: &Path,
        ns: NsId,
    ) -> Option<(TypeExpr, Vec<TemplateParam>, NsId)> {
        self.names
            .lookup_path(ns, path)
            .into_iter()
            .find_map(|e| match e {
                Entity::Alias {
                    ty,
                    template: Some(params),
                    ns,
                    ..
                } => Some((ty, params, ns)),
                _ => None,
            })
    }

    /// `ty` with its alias templates expanded; `None` when it has none.
    pub(super) fn expand_aliases(&self, ty: &TypeExpr, ns: NsId) -> Option<TypeExpr> {
        self.expand_aliases_within(ty, ns, MAX_ALIAS_CHAIN)
    }

    /// [`Lowerer::expand_aliases`], through at most `depth` aliases of aliases (an alias
    /// declared as itself would otherwise never end).
    fn expand_aliases_within(&self, ty: &TypeExpr, ns: NsId, depth: u32) -> Option<TypeExpr> {
        let inner = |t: &TypeExpr| self.expand_aliases_within(t, ns, depth).map(Box::new);
        Some(match ty {
            TypeExpr::Qualified(t, q) => TypeExpr::Qualified(inner(t)?, *q),
            TypeExpr::Pointer(t) => TypeExpr::Pointer(inner(t)?),
            TypeExpr::Reference(t, k) => TypeExpr::Reference(inner(t)?, *k),
            TypeExpr::Named(path) => {
                let written = path.last().targs.as_deref()?;
                let (target, params, alias_ns) = self.alias_template_named(path, ns)?;
                let bindings = Bindings::new(&params, written)?;
                let target = self.substitute(&target, &bindings, alias_ns)?;
                // An alias of an alias (`thrust::index_sequence` of `std::index_sequence` of
                // `integer_sequence`): expanded to the type at the end of the chain.
                match depth {
                    0 => target,
                    _ => (self.expand_aliases_within(&target, ns, depth - 1)).unwrap_or(target),
                }
            }
            _ => return None,
        })
    }

    /// `ty` (written in `ns`) with the template parameters `params` replaced by `args`;
    /// `None` where it cannot be written out.
    pub(super) fn substitute_parameters(
        &self,
        ty: &TypeExpr,
        params: &[TemplateParam],
        args: &[TemplateArg],
        ns: NsId,
    ) -> Option<TypeExpr> {
        self.substitute(ty, &Bindings::new(params, args)?, ns)
    }

    /// The alias's type `ty` (declared in `alias_ns`) with its parameters replaced by the
    /// arguments `bindings` gives them; `None` where it cannot be written out.
    fn substitute(&self, ty: &TypeExpr, bindings: &Bindings, alias_ns: NsId) -> Option<TypeExpr> {
        let inner = |t: &TypeExpr| self.substitute(t, bindings, alias_ns).map(Box::new);
        Some(match ty {
            TypeExpr::Qualified(t, q) => TypeExpr::Qualified(inner(t)?, *q),
            TypeExpr::Pointer(t) => TypeExpr::Pointer(inner(t)?),
            TypeExpr::Reference(t, k) => TypeExpr::Reference(inner(t)?, *k),
            // An array's bound is a parameter or a literal.
            TypeExpr::Array(t, bound) => {
                let bound = match bound {
                    Some(e) => {
                        let mut out = Vec::new();
                        self.substitute_arg(
                            &TemplateArg::Expr((**e).clone()),
                            bindings,
                            alias_ns,
                            &mut out,
                        )?;
                        match out.pop()? {
                            TemplateArg::Expr(e) => Some(Box::new(e)),
                            TemplateArg::Type(_) => return None,
                        }
                    }
                    None => None,
                };
                TypeExpr::Array(inner(t)?, bound)
            }
            TypeExpr::Named(path) => {
                if let Some(arg) = bindings.single(path) {
                    return match arg {
                        TemplateArg::Type(t) => Some(t.clone()),
                        TemplateArg::Expr(_) => None,
                    };
                }
                let mut segments = path.segments.clone();
                for segment in &mut segments {
                    if let Some(args) = &segment.targs {
                        let mut out = Vec::with_capacity(args.len());
                        for a in args {
                            self.substitute_arg(a, bindings, alias_ns, &mut out)?;
                        }
                        segment.targs = Some(out);
                    }
                }
                let first = &path.segments[0].name;
                let declared_there = !path.global
                    && !self.names.lookup_in(alias_ns, first).is_empty()
                    && alias_ns != names::ROOT;
                match self
                    .names
                    .absolute_path(alias_ns)
                    .filter(|_| declared_there)
                {
                    Some(mut prefix) => {
                        prefix.segments.extend(segments);
                        TypeExpr::Named(prefix)
                    }
                    None => TypeExpr::Named(Path {
                        global: path.global,
                        segments,
                    }),
                }
            }
            TypeExpr::Builtin(_) => ty.clone(),
            _ => return None,
        })
    }

    /// Appends to `out` the template argument `a` of the alias's type with the alias's
    /// parameters replaced: a pack expansion of the alias's pack becomes the arguments it
    /// stands for.
    fn substitute_arg(
        &self,
        a: &TemplateArg,
        bindings: &Bindings,
        alias_ns: NsId,
        out: &mut Vec<TemplateArg>,
    ) -> Option<()> {
        let name_of = |e: &Expr| match &e.kind {
            ExprKind::Name(p) => Some(p.clone()),
            _ => None,
        };
        match a {
            TemplateArg::Type(TypeExpr::PackExpansion(pattern)) => match &**pattern {
                TypeExpr::Named(p) if bindings.is_pack(p) => out.extend(bindings.pack.clone()),
                _ => return None,
            },
            TemplateArg::Expr(Expr {
                kind: ExprKind::PackExpansion(e),
                ..
            }) => match name_of(e) {
                Some(p) if bindings.is_pack(&p) => out.extend(bindings.pack.clone()),
                _ => return None,
            },
            // `sizeof...(pack)`: how many arguments the pack stands for.
            TemplateArg::Expr(Expr {
                kind: ExprKind::SizeofPack(name),
                loc,
            }) if bindings.pack_name.as_ref() == Some(name) => out.push(TemplateArg::Expr(Expr {
                kind: ExprKind::Int {
                    value: bindings.pack.len() as u64,
                    suffix: "".into(),
                    decimal: true,
                },
                loc: *loc,
            })),
            // A parameter, or a literal; another expression might name a parameter inside.
            TemplateArg::Expr(e) => match name_of(e).and_then(|p| bindings.single(&p)) {
                Some(arg) => out.push(arg.clone()),
                None if matches!(
                    e.kind,
                    ExprKind::Int { .. } | ExprKind::Bool(_) | ExprKind::Char(..)
                ) =>
                {
                    out.push(a.clone())
                }
                None => return None,
            },
            TemplateArg::Type(t) => {
                out.push(TemplateArg::Type(self.substitute(t, bindings, alias_ns)?))
            }
        }
        Some(())
    }
}

/// What an alias template's parameters stand for where it is used: each single parameter an
/// argument, its pack (the last parameter) the arguments after.
struct Bindings {
    single: Vec<(Rc<str>, TemplateArg)>,
    pack_name: Option<Rc<str>>,
    pack: Vec<TemplateArg>,
}

impl Bindings {
    /// `None` when the arguments do not fit the parameters (too few, too many, a default).
    fn new(params: &[TemplateParam], args: &[TemplateArg]) -> Option<Bindings> {
        let mut single = Vec::new();
        let mut pack_name = None;
        let mut pack = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if p.pack {
                if i + 1 != params.len() {
                    return None;
                }
                pack_name = Some(p.name.clone());
                pack = args.get(i..).unwrap_or_default().to_vec();
            } else {
                single.push((p.name.clone(), args.get(i)?.clone()));
            }
        }
        (pack_name.is_some() || args.len() == params.len()).then_some(Bindings {
            single,
            pack_name,
            pack,
        })
    }

    /// The argument the path stands for, when it names a single parameter.
    fn single(&self, path: &Path) -> Option<&TemplateArg> {
        let [segment] = path.segments.as_slice() else {
            return None;
        };
        if path.global || segment.targs.is_some() {
            return None;
        }
        self.single
            .iter()
            .find(|(n, _)| *n == segment.name)
            .map(|(_, a)| a)
    }

    fn is_pack(&self, path: &Path) -> bool {
        matches!(path.segments.as_slice(), [s] if Some(&s.name) == self.pack_name.as_ref())
    }
}
