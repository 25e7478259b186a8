//! Variadic function templates: parameter packs, expanded before anything else looks at them.
//!
//! A function template with a pack (`template <typename T, typename... Rest> T sum(T x, Rest...
//! rest)`) is, for a call with a given number of arguments, the same template with the pack
//! spelled out: `template <typename T, typename Rest#0, typename Rest#1> T sum(T x, Rest#0
//! rest#0, Rest#1 rest#1)`, each pack expansion in its body (`f(rest...)`, `{rest...}`,
//! `Tuple<Rest...>`) a list of one item per element, `sizeof...(rest)` a constant, and each fold
//! expression (`(rest + ...)`) the chain of operators it stands for. Deduction, overload
//! resolution and lowering then see an ordinary template. `#` cannot appear in an identifier, so
//! the elements' names never meet the program's.
//!
//! Expansions are made once per template and size ([`Lowerer::expanded_template`]), so that the
//! instances of an expanded template are cached as those of any other.

use super::*;

/// The most arguments one pack of a class template takes: a pack that grows with each
/// instantiation (`G<T..., T...>`) is stopped before its expansions exhaust memory.
const MAX_PACK_SIZE: usize = 1 << 14;

/// What a pack's size is taken from.
#[derive(Clone, Copy)]
enum PackSize<'a> {
    /// A call's arguments (their number for a function parameter pack, the class template
    /// arguments of one for a pack in a parameter's class type) or else its written template
    /// arguments.
    Call { args: &'a [Ty], explicit: usize },
    /// A complete list of template arguments.
    TemplateArgs(usize),
}

/// The packs of one expansion: each pack's name (a template parameter's or a function
/// parameter's) and how many elements it has.
struct Expansion {
    sizes: HashMap<Rc<str>, usize>,
    /// Every pack expansion met must expand one of `sizes` (see [`Expansion::of_template`]).
    strict: bool,
    /// The size of the last pack a substitution renamed (see [`Expansion::pattern_size`]).
    seen: std::cell::Cell<Option<usize>>,
    /// The packs of a member template inside the class being expanded: an expansion whose
    /// pattern names one is left whole, for the member's expansion (which also expands the
    /// class's packs it names, see [`FunctionDecl::enclosing_packs`]).
    deferred: HashSet<Rc<str>>,
    /// Whether a substitution met one of `deferred` (see [`Expansion::pattern_size`]).
    seen_deferred: std::cell::Cell<bool>,
}

/// An error of the expansion, with where it is.
type XResult<T> = Result<T, (Loc, String)>;

/// Whether the class template or specialization `decl` has a template parameter pack.
pub(super) fn is_variadic(decl: &StructDecl) -> bool {
    decl.template.iter().flatten().any(|p| p.pack)
}

/// The name of element `i` of the pack `name`.
pub(super) fn element_name(name: &str, i: usize) -> Rc<str> {
    format!("{name}#{i}").into()
}

impl Lowerer<'_> {
    /// `decl` with its packs expanded for a call with arguments of the types `args` and
    /// `explicit` written template arguments; `decl` itself when it has no pack, `None` when
    /// the call cannot match it (too few arguments). Errors in the template's use of packs are
    /// reported.
    pub(super) fn expanded_template(
        &mut self,
        decl: &Rc<FunctionDecl>,
        args: &[Ty],
        explicit: usize,
    ) -> LResult<Option<Rc<FunctionDecl>>> {
        self.expanded_template_sized(decl, PackSize::Call { args, explicit })
    }

    /// `decl` with its packs expanded for a list of `targs` template arguments, all given.
    pub(super) fn expanded_template_for(
        &mut self,
        decl: &Rc<FunctionDecl>,
        targs: usize,
    ) -> LResult<Option<Rc<FunctionDecl>>> {
        self.expanded_template_sized(decl, PackSize::TemplateArgs(targs))
    }

    /// The class template `decl` with its packs expanded for `targs` template arguments;
    /// `decl` itself when it has no pack, `None` when `targs` are too few.
    pub(super) fn expanded_class(
        &mut self,
        decl: &Rc<StructDecl>,
        targs: usize,
    ) -> LResult<Option<Rc<StructDecl>>> {
        let Some(tparams) = &decl.template else {
            return Ok(Some(decl.clone()));
        };
        if !tparams.iter().any(|p| p.pack) {
            return Ok(Some(decl.clone()));
        }
        match targs.checked_sub(tparams.len() - 1) {
            Some(size) => self.expanded_struct(decl, size).map(Some),
            None => Ok(None),
        }
    }

    /// The partial specialization `spec` with its packs expanded so that its pattern matches
    /// the arguments `targs`: as many as its pattern's last argument, a pack expansion, needs
    /// (`Tuple<T, Rest...>`), or each as many as the class argument whose written arguments end
    /// in it takes (`Length<List<Ts...>>` for `Length<List<int, char>>`; an alias template,
    /// declared in `ns` where `spec` is, counted as the type it names).
    /// `spec` itself when it has no pack, `None` when no expansion can match.
    pub(super) fn expanded_specialization(
        &mut self,
        spec: &Rc<StructDecl>,
        targs: &[TArg],
        ns: NsId,
    ) -> LResult<Option<Rc<StructDecl>>> {
        let (Some(tparams), Some(pattern)) = (&spec.template, &spec.specialization) else {
            return Ok(Some(spec.clone()));
        };
        let packs: Vec<&TemplateParam> = tparams.iter().filter(|p| p.pack).collect();
        if packs.is_empty() {
            return Ok(Some(spec.clone()));
        }
        let last_is_pack = match pattern.last() {
            Some(TemplateArg::Type(TypeExpr::PackExpansion(_))) => true,
            Some(TemplateArg::Expr(e)) => matches!(e.kind, ExprKind::PackExpansion(_)),
            _ => false,
        };
        // The pack the last argument expands takes the arguments after the others.
        let trailing = match last_is_pack {
            true => match targs.len().checked_sub(pattern.len() - 1) {
                Some(size) if packs.len() == 1 => {
                    return self.expanded_struct(spec, size).map(Some)
                }
                Some(size) => Some(size),
                None => return Ok(None),
            },
            false if pattern.len() != targs.len() => return Ok(None),
            false => None,
        };
        // Each other pack as long as the class (or function type) argument whose written
        // arguments end in it takes (`two<list<A...>, list<B...>>`, `c<list<A...>, Rest...>`).
        let mut sizes = Vec::with_capacity(packs.len());
        for pack in &packs {
            let expanded_last = trailing.filter(|_| {
                pattern
                    .last()
                    .is_some_and(|last| expands_pack(last, &pack.name))
            });
            let size = expanded_last.map(Some).or_else(|| {
                pattern
                    .iter()
                    .zip(targs)
                    .find_map(|(w, a)| self.pack_size_in_argument(w, a, &pack.name, tparams, ns))
            });
            match size {
                Some(Some(size)) => sizes.push(size),
                _ => return Ok(None),
            }
        }
        self.expanded_struct_sized(spec, &sizes).map(Some)
    }

    /// The size of `pack` that matching the written template argument `w` against `a` gives:
    /// `R(Args...)` against a function type, `V<T, Rest...>` against an instance of `V` (an
    /// alias template, declared in `ns`, counted as the type it names); `Some(None)` where `a`
    /// is a class of another template (no expansion is made, whose instantiation could fail),
    /// `None` where `w` does not expand the pack.
    fn pack_size_in_argument(
        &mut self,
        w: &TemplateArg,
        a: &TArg,
        pack: &str,
        tparams: &[TemplateParam],
        ns: NsId,
    ) -> Option<Option<usize>> {
        if let Some((params, f)) = function_in(w, a) {
            let last = params.last()?;
            if !matches!(&last.ty, TypeExpr::PackExpansion(t) if mentions_pack(t, pack)) {
                return None;
            }
            return f.params.len().checked_sub(params.len() - 1).map(Some);
        }
        let (TemplateArg::Type(t), TArg::Type(Ty::Struct(sid), _)) = (w, a) else {
            return None;
        };
        let expanded = self.expand_aliases(t, ns);
        let pattern = expanded.as_ref().unwrap_or(t);
        let written = class_pattern(pattern, pack)?;
        let template = named_template(pattern, tparams)?;
        let actual = self.instance_argument_count(*sid, template);
        Some(actual.and_then(|n| n.checked_sub(written.len() - 1)))
    }

    fn expanded_struct(&mut self, decl: &Rc<StructDecl>, size: usize) -> LResult<Rc<StructDecl>> {
        let packs = decl
            .template
            .as_deref()
            .unwrap_or_default()
            .iter()
            .filter(|p| p.pack)
            .count();
        self.expanded_struct_sized(decl, &vec![size; packs.max(1)])
    }

    /// `decl` with its packs, in order, as long as `sizes` says.
    fn expanded_struct_sized(
        &mut self,
        decl: &Rc<StructDecl>,
        sizes: &[usize],
    ) -> LResult<Rc<StructDecl>> {
        let key = (key(decl), sizes.to_vec());
        if let Some(done) = self.expanded_classes.get(&key) {
            return Ok(done.clone());
        }
        if let Some(&size) = sizes.iter().find(|&&n| n > MAX_PACK_SIZE) {
            let name = decl.name.as_deref().unwrap_or("<anonymous>");
            self.diags.lasting_error(
                decl.loc,
                format!("a pack of {size} arguments for template '{name}' (at most {MAX_PACK_SIZE}): its instantiation recurses without end"),
            );
            return Err(Reported);
        }
        match expand_class(decl, sizes) {
            Ok(expanded) => {
                let expanded = Rc::new(expanded);
                self.expanded_classes.insert(key, expanded.clone());
                self.expansion_origins
                    .insert(super::key(&expanded), decl.clone());
                Ok(expanded)
            }
            Err((loc, message)) => self.error(loc, message),
        }
    }

    /// The variable template `var` (with the parameters `params`) with its pack expanded for
    /// `targs` template arguments; itself when it has no pack, `None` when `targs` are too
    /// few. (`template <class... B> constexpr bool all_v = (B::value && ...);`)
    pub(super) fn expanded_variable_template(
        &mut self,
        params: &[TemplateParam],
        var: &Rc<VarDecl>,
        targs: usize,
    ) -> LResult<Option<(Vec<TemplateParam>, Rc<VarDecl>)>> {
        self.expanded_with_parameters(params, targs, var, |x, var| {
            Ok(Rc::new(VarDecl {
                ty: x.ty(&var.ty, None)?,
                init: var.init.as_ref().map(|e| x.expr(e, None)).transpose()?,
                ..(**var).clone()
            }))
        })
    }

    /// The alias template `ty` (with the parameters `params`) with its pack expanded for
    /// `targs` template arguments, as [`Lowerer::expanded_variable_template`] expands a
    /// variable template (`template <class... P> using all = dummy<((void)P, true)...>;`).
    pub(super) fn expanded_alias_template(
        &mut self,
        params: &[TemplateParam],
        ty: &TypeExpr,
        targs: usize,
    ) -> LResult<Option<(Vec<TemplateParam>, TypeExpr)>> {
        self.expanded_with_parameters(params, targs, ty, |x, ty| x.ty(ty, None))
    }

    /// What `expand` makes of `item`, declared with the template parameters `params`, with
    /// their pack expanded for `targs` arguments, and the parameters so expanded; `item` and
    /// `params` as they are where there is no pack, `None` where `targs` are too few.
    fn expanded_with_parameters<T: Clone>(
        &mut self,
        params: &[TemplateParam],
        targs: usize,
        item: &T,
        expand: impl FnOnce(&Expansion, &T) -> XResult<T>,
    ) -> LResult<Option<(Vec<TemplateParam>, T)>> {
        if !params.iter().any(|p| p.pack) {
            return Ok(Some((params.to_vec(), item.clone())));
        }
        let Some(size) = targs.checked_sub(params.len() - 1) else {
            return Ok(None);
        };
        let (template, x) = Expansion::of_template(Some(params), |_| size, &[], true);
        match expand(&x, item) {
            Ok(expanded) => Ok(Some((template, expanded))),
            Err((loc, message)) => self.error(loc, message),
        }
    }

    /// The size of the pack of `decl` that a parameter of a class template instance type
    /// whose written arguments end in a pack expansion (`const Tuple<T, Rest...>&`) takes from
    /// its argument (`Tuple<int, float, double>`: two).
    /// The size of `pack` that the class argument of a parameter whose class expands it gives
    /// (`const V<T...>&` given a `V<int, char>`, or a class derived from one): `Some(None)`
    /// where that argument is of no instance of the class template (the call deduces nothing,
    /// and no expansion is made whose instantiation could fail), `None` where no parameter
    /// says.
    fn pack_size_from_class_argument(
        &self,
        decl: &FunctionDecl,
        pack: &str,
        args: &[Ty],
    ) -> Option<Option<usize>> {
        decl.params.iter().zip(args).find_map(|(p, arg)| {
            // `R (*)(A...)` given a pointer to a function: as many as its parameters after
            // those the pattern writes before the pack.
            if let Some(written) = function_pattern(&p.ty, pack) {
                let mut arg = arg;
                while let Ty::Ptr(inner) | Ty::MemberPtr(inner, _) = arg {
                    arg = inner;
                }
                let Ty::Func(f) = arg else {
                    return Some(None);
                };
                return Some(f.params.len().checked_sub(written.len() - 1));
            }
            let written = class_pattern(&p.ty, pack)?;
            // An argument of no class type cannot be the parameter's class (`idx<U...>` given
            // an `int`): no call of this template.
            let class = match arg {
                Ty::Struct(sid) => *sid,
                Ty::Ptr(t) => match **t {
                    Ty::Struct(sid) => sid,
                    _ => return Some(None),
                },
                _ => return Some(None),
            };
            let tparams = decl.template.as_deref().unwrap_or_default();
            let template = named_template(&p.ty, tparams)?;
            let actual = self.instance_argument_count(class, template);
            Some(actual.and_then(|n| n.checked_sub(written.len() - 1)))
        })
    }

    /// How many template arguments the instance of the class template `template` that
    /// `class` is, or derives from, has (any class template for `None`, a template template
    /// parameter); `None` where it is none.
    fn instance_argument_count(&self, class: StructId, template: Option<&str>) -> Option<usize> {
        let info = self.struct_infos.get(class.0 as usize)?;
        if template.is_none() || info.decl.name.as_deref() == template {
            return Some(info.targs.len());
        }
        self.structs[class.0 as usize]
            .bases
            .iter()
            .find_map(|&(base, _)| self.instance_argument_count(base, template))
    }

    fn expanded_template_sized(
        &mut self,
        decl: &Rc<FunctionDecl>,
        wanted: PackSize,
    ) -> LResult<Option<Rc<FunctionDecl>>> {
        let Some(tparams) = &decl.template else {
            return Ok(Some(decl.clone()));
        };
        let packs: Vec<Rc<str>> = tparams
            .iter()
            .filter(|p| p.pack)
            .map(|p| p.name.clone())
            .collect();
        if packs.is_empty() {
            return Ok(Some(decl.clone()));
        }
        let function_packs = decl
            .params
            .iter()
            .filter(|p| matches!(p.ty, TypeExpr::PackExpansion(_)))
            .count();
        let last_is_pack =
            matches!(decl.params.last(), Some(p) if matches!(p.ty, TypeExpr::PackExpansion(_)));
        if function_packs > 1 || function_packs == 1 && !last_is_pack {
            return self.error(
                decl.loc,
                "a function parameter pack must be the last parameter and the only one in device code",
            );
        }
        let fixed_tparams = tparams.len() - packs.len();
        // Each pack's size: from the arguments a function parameter pack takes, from the
        // class template arguments of an argument whose parameter's class expands it, or
        // (with one pack) from the written template arguments.
        let mut sizes = Vec::with_capacity(packs.len());
        for pack in &packs {
            let size = match wanted {
                PackSize::Call { args, .. }
                    if matches!(decl.params.last().map(|p| &p.ty),
                        Some(TypeExpr::PackExpansion(pattern)) if mentions_pack(pattern, pack)) =>
                {
                    args.len().checked_sub(decl.params.len() - 1)
                }
                // Written template arguments go to the parameters in order, the first pack
                // taking all those left (`f<int, float>(u...)` of `template <class... T, class...
                // U>`; the parameters after a pack are deduced or defaulted, never written).
                PackSize::Call { args, explicit } => {
                    let position = tparams.iter().position(|p| p.name == *pack);
                    let first = position.filter(|&at| !tparams[..at].iter().any(|p| p.pack));
                    match self.pack_size_from_class_argument(decl, pack, args) {
                        Some(None) => return Ok(None),
                        Some(size) => size,
                        None => first
                            .filter(|&at| explicit >= at)
                            .map(|at| explicit - at)
                            .or((packs.len() == 1).then(|| explicit.saturating_sub(fixed_tparams))),
                    }
                }
                PackSize::TemplateArgs(n) if packs.len() == 1 => n.checked_sub(fixed_tparams),
                PackSize::TemplateArgs(_) => None,
            };
            // (A call with too few arguments for the parameters is no call of this template,
            // whatever its packs.)
            let too_few_arguments = match wanted {
                PackSize::Call { args, .. } => {
                    let required = (decl.params.iter())
                        .filter(|p| {
                            p.default.is_none() && !matches!(p.ty, TypeExpr::PackExpansion(_))
                        })
                        .count();
                    args.len() < required
                }
                PackSize::TemplateArgs(_) => false,
            };
            match size {
                Some(n) => sizes.push(n),
                None if too_few_arguments => return Ok(None),
                None if packs.len() > 1 => {
                    return self.error(
                        decl.loc,
                        format!("the size of the template parameter pack '{pack}' cannot be deduced here: a function template with several packs needs each deduced from an argument in device code"),
                    )
                }
                None => return Ok(None),
            }
        }
        let key = (key(decl), sizes.clone());
        if let Some(done) = self.expanded_templates.get(&key) {
            return Ok(Some(done.clone()));
        }
        let sized: HashMap<Rc<str>, usize> = packs.into_iter().zip(sizes).collect();
        match expand_function(decl, &sized) {
            Ok(expanded) => {
                let expanded = Rc::new(expanded);
                self.expanded_templates.insert(key, expanded.clone());
                self.function_expansion_origins
                    .insert(super::key(&expanded), decl.clone());
                Ok(Some(expanded))
            }
            Err((loc, message)) => self.error(loc, message),
        }
    }
}

/// Whether the pattern `t` names the pack `pack` (alone, or in a compound type).
fn mentions_pack(t: &TypeExpr, pack: &str) -> bool {
    match t {
        TypeExpr::Named(p) => p.segments.iter().enumerate().any(|(i, s)| {
            (i == 0 && &*s.name == pack)
                || s.targs.iter().flatten().any(|a| match a {
                    TemplateArg::Type(t) => mentions_pack(t, pack),
                    TemplateArg::Expr(e) => {
                        matches!(&e.kind, ExprKind::Name(p) if &*p.segments[0].name == pack)
                    }
                })
        }),
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::Array(t, _)
        | TypeExpr::PackExpansion(t) => mentions_pack(t, pack),
        _ => false,
    }
}

/// `decl` with each of its packs as many elements long as `sizes` says.
fn expand_function(decl: &FunctionDecl, sizes: &HashMap<Rc<str>, usize>) -> XResult<FunctionDecl> {
    let params = decl.template.as_deref();
    let (template, x) = Expansion::of_template(params, |p| sizes[p], &decl.enclosing_packs, true);
    x.function(decl, Some(template))
}

/// The class template (or partial specialization) `decl` with each of its packs `size`
/// elements long.
fn expand_class(decl: &StructDecl, sizes: &[usize]) -> XResult<StructDecl> {
    let packs: Vec<&str> = decl
        .template
        .as_deref()
        .unwrap_or_default()
        .iter()
        .filter(|p| p.pack)
        .map(|p| &*p.name)
        .collect();
    let size_of = |name: &str| {
        let at = packs.iter().position(|p| *p == name).unwrap_or(0);
        sizes.get(at).or(sizes.first()).copied().unwrap_or(0)
    };
    let params = decl.template.as_deref();
    let (template, x) = Expansion::of_template(params, size_of, &decl.enclosing_packs, false);
    let specialization = match &decl.specialization {
        Some(args) => Some(x.template_args(args, None)?),
        None => None,
    };
    Ok(StructDecl {
        template: Some(template),
        specialization,
        ..x.class(decl)?
    })
}

impl Expansion {
    /// The bases and members of the class `decl` with this expansion's packs expanded (a
    /// member class of a variadic class is written with its pack too).
    fn class(&self, decl: &StructDecl) -> XResult<StructDecl> {
        let x = self;
        let mut bases = Vec::new();
        let mut base_access = Vec::new();
        for (b, &access) in decl.bases.iter().zip(&decl.base_access) {
            match b {
                TypeExpr::PackExpansion(pattern) => {
                    let size = x.pattern_size(|x| x.ty(pattern, Some(0)).map(drop))?;
                    for i in 0..size.unwrap_or(0) {
                        bases.push(x.ty(pattern, Some(i))?);
                        base_access.push(access);
                    }
                }
                b => {
                    bases.push(x.ty(b, None)?);
                    base_access.push(access);
                }
            }
        }
        let body = match &decl.body {
            Some(body) => Some(StructBody {
                fields: body
                    .fields
                    .iter()
                    .map(|f| {
                        Ok(Field {
                            ty: x.ty(&f.ty, None)?,
                            bit_width: f.bit_width.as_ref().map(|e| x.expr(e, None)).transpose()?,
                            init: f.init.as_ref().map(|e| x.expr(e, None)).transpose()?,
                            align: f.align.as_ref().map(|e| x.expr(e, None)).transpose()?,
                            ..f.clone()
                        })
                    })
                    .collect::<XResult<_>>()?,
                methods: body
                    .methods
                    .iter()
                    .map(|m| Ok(Rc::new(x.function(m, x.member_template(&m.template)?)?)))
                    .collect::<XResult<_>>()?,
                items: {
                    let mut items = Vec::new();
                    for item in &body.items {
                        match item {
                            // `using Ts::f...;`: one declaration per base.
                            Item::Using {
                                path,
                                namespace: false,
                                pack: true,
                                ..
                            } => {
                                let size = x.pattern_size(|x| x.path(path, Some(0)).map(drop))?;
                                for i in 0..size.unwrap_or(0) {
                                    items.push(Item::Using {
                                        path: x.path(path, Some(i))?,
                                        namespace: false,
                                        pack: false,
                                        at: None,
                                    });
                                }
                            }
                            item => items.push(x.item(item)?),
                        }
                    }
                    items
                },
                friends: body.friends.clone(),
                restricted_enumerators: body.restricted_enumerators.clone(),
                restricted_types: body.restricted_types.clone(),
                unread_fields: body.unread_fields.clone(),
            }),
            None => None,
        };
        Ok(StructDecl {
            bases,
            base_access,
            body,
            constraint: x.optional_expr(decl.constraint.as_deref())?,
            ..decl.clone()
        })
    }
}

impl Expansion {
    /// The template parameters `params` with each pack spelled out as `size_of` its name
    /// parameters, and the expansion of those packs and of the enclosing class's, `enclosing`
    /// (which the parameters' defaults may expand beside the member's own:
    /// `var_and<is_constructible<T, U&&>::value...>`); `strict` when every pack expansion met
    /// must be one of them (in a class, a member template may have packs of its own).
    fn of_template(
        params: Option<&[TemplateParam]>,
        size_of: impl Fn(&str) -> usize,
        enclosing: &[(Rc<str>, usize)],
        strict: bool,
    ) -> (Vec<TemplateParam>, Expansion) {
        let own = params.unwrap_or_default().iter().filter(|p| p.pack);
        let sizes: HashMap<Rc<str>, usize> = (own.map(|p| (p.name.clone(), size_of(&p.name))))
            .chain(enclosing.iter().cloned())
            .collect();
        let x = Expansion {
            sizes,
            seen: std::cell::Cell::new(None),
            strict,
            deferred: HashSet::default(),
            seen_deferred: std::cell::Cell::new(false),
        };
        let mut template = Vec::new();
        for p in params.unwrap_or_default() {
            if !p.pack {
                // A default after a pack may use it (`int N = sizeof...(U)`), as may a value
                // parameter's type (`enable_if_t<(sizeof...(U) < 4), int> = 0`); one that does
                // not expand stays as written.
                let kind = match &p.kind {
                    TemplateParamKind::Type { default: Some(t) } => TemplateParamKind::Type {
                        default: Some(x.ty(t, None).unwrap_or_else(|_| t.clone())),
                    },
                    TemplateParamKind::Value { ty, default } => TemplateParamKind::Value {
                        ty: x.ty(ty, None).unwrap_or_else(|_| ty.clone()),
                        default: default
                            .as_ref()
                            .map(|e| x.expr(e, None).unwrap_or_else(|_| e.clone())),
                    },
                    kind => kind.clone(),
                };
                template.push(TemplateParam { kind, ..p.clone() });
                continue;
            }
            let size = x.sizes[&p.name];
            for i in 0..size {
                template.push(TemplateParam {
                    name: element_name(&p.name, i),
                    kind: match &p.kind {
                        TemplateParamKind::Type { .. } => TemplateParamKind::Type { default: None },
                        TemplateParamKind::Value { ty, .. } => TemplateParamKind::Value {
                            ty: ty.clone(),
                            default: None,
                        },
                        TemplateParamKind::Template { .. } => {
                            TemplateParamKind::Template { default: None }
                        }
                    },
                    pack: false,
                });
            }
        }
        (template, x)
    }

    /// The function `decl` (with the template parameters `template`) with the packs expanded:
    /// its parameters of a pack's type become one parameter per element, named for the
    /// element, and those names join the packs its body expands. A member template's own
    /// packs, in a class's expansion, are left for the member's.
    fn function(
        &self,
        decl: &FunctionDecl,
        template: Option<Vec<TemplateParam>>,
    ) -> XResult<FunctionDecl> {
        let mut sizes = self.sizes.clone();
        let mut deferred = self.deferred.clone();
        let own_packs: Vec<&Rc<str>> = match (&decl.template, self.strict) {
            (Some(own), false) => own.iter().filter(|p| p.pack).map(|p| &p.name).collect(),
            _ => Vec::new(),
        };
        if !own_packs.is_empty() {
            deferred.extend(own_packs.iter().map(|&p| p.clone()));
            deferred.extend(decl.params.iter().filter_map(|p| match &p.ty {
                TypeExpr::PackExpansion(t) if own_packs.iter().any(|&o| mentions_pack(t, o)) => {
                    p.name.clone()
                }
                _ => None,
            }));
        }
        let params = self.expanded_params(&decl.params, None, &mut sizes)?;
        let x = Expansion {
            sizes,
            seen: std::cell::Cell::new(None),
            strict: self.strict,
            deferred,
            seen_deferred: std::cell::Cell::new(false),
        };
        // The class's packs, its function parameter packs among them (`x` of `X... x`), for
        // the member's expansions that name them with its own (`(x * y) + ...`).
        let enclosing_packs = match own_packs.is_empty() {
            true => decl.enclosing_packs.clone(),
            false => x.with_sizes(&decl.enclosing_packs),
        };
        Ok(FunctionDecl {
            template,
            enclosing_packs,
            ret: x.ty(&decl.ret, None)?,
            params,
            member_inits: x.member_inits(&decl.member_inits)?,
            body: match &decl.body {
                Some(body) => Some(Rc::new(x.stmts(body, None)?)),
                None => None,
            },
            constraint: x.optional_expr(decl.constraint.as_deref())?,
            // (`noexcept(noexcept(f(xs...)))`, `explicit(sizeof...(Xs) == 1)`.)
            exception_spec: x.optional_expr(decl.exception_spec.as_deref())?,
            explicit_condition: x.optional_expr(decl.explicit_condition.as_deref())?,
            ..decl.clone()
        })
    }

    /// `params` with each of a pack's type (`A... a`, `A` a pack this expansion sizes) made one
    /// per element, named for the element; the names of such parameters join `sizes`, for the
    /// body's expansions that name them. One whose pattern names no pack of a known size (a
    /// generic lambda's `auto... xs`) stays as written.
    fn expanded_params(
        &self,
        params: &[Param],
        sub: Option<usize>,
        sizes: &mut HashMap<Rc<str>, usize>,
    ) -> XResult<Vec<Param>> {
        let mut out = Vec::new();
        for p in params {
            let pack_size = match &p.ty {
                TypeExpr::PackExpansion(pattern) => {
                    self.pattern_size(|x| x.ty(pattern, Some(0)).map(drop))?
                }
                _ => None,
            };
            let (TypeExpr::PackExpansion(pattern), Some(size)) = (&p.ty, pack_size) else {
                out.push(Param {
                    ty: self.ty(&p.ty, sub)?,
                    default: p.default.as_ref().map(|d| self.expr(d, sub)).transpose()?,
                    ..p.clone()
                });
                continue;
            };
            if let Some(name) = &p.name {
                sizes.insert(name.clone(), size);
            }
            for i in 0..size {
                out.push(Param {
                    name: p.name.as_ref().map(|n| element_name(n, i)),
                    ty: self.ty(pattern, Some(i))?,
                    default: None,
                    loc: p.loc,
                });
            }
        }
        Ok(out)
    }

    /// A declaration's constraint, exception specification or `explicit` condition with its
    /// packs expanded (`(std::integral<Ts> && ...)`), where it has one.
    fn optional_expr(&self, e: Option<&Expr>) -> XResult<Option<Rc<Expr>>> {
        e.map(|e| self.expr(e, None).map(Rc::new)).transpose()
    }

    /// This expansion, leaving whole the expansions that name a pack of `params` (a member
    /// template's own, expanded with its instances).
    fn deferring(&self, params: &[TemplateParam]) -> Expansion {
        let own = params.iter().filter(|p| p.pack).map(|p| p.name.clone());
        Expansion {
            sizes: self.sizes.clone(),
            seen: std::cell::Cell::new(None),
            strict: self.strict,
            deferred: self.deferred.iter().cloned().chain(own).collect(),
            seen_deferred: std::cell::Cell::new(false),
        }
    }

    /// `enclosing` with this expansion's packs and sizes added, in order: the enclosing packs
    /// of a member template inside the class being expanded.
    fn with_sizes(&self, enclosing: &[(Rc<str>, usize)]) -> Vec<(Rc<str>, usize)> {
        let mut packs = enclosing.to_vec();
        packs.extend(self.sizes.iter().map(|(name, &n)| (name.clone(), n)));
        packs.sort();
        packs.dedup();
        packs
    }

    /// The template parameters of a member template of a class whose packs are expanded: their
    /// defaults may expand the class's packs (`class = decltype(U(declval<Args>()...))`).
    fn member_template(
        &self,
        params: &Option<Vec<TemplateParam>>,
    ) -> XResult<Option<Vec<TemplateParam>>> {
        let Some(params) = params else {
            return Ok(None);
        };
        // An expansion that names the member's own packs too is left for the member's.
        let x = self.deferring(params);
        let expanded = params.iter().map(|p| {
            let kind = match &p.kind {
                TemplateParamKind::Type { default } => TemplateParamKind::Type {
                    default: default.as_ref().map(|t| x.ty(t, None)).transpose()?,
                },
                TemplateParamKind::Value { ty, default } => TemplateParamKind::Value {
                    ty: x.ty(ty, None)?,
                    default: default.as_ref().map(|e| x.expr(e, None)).transpose()?,
                },
                kind => kind.clone(),
            };
            Ok(TemplateParam { kind, ..p.clone() })
        });
        expanded.collect::<XResult<_>>().map(Some)
    }

    /// A class member declaration other than a field or method.
    fn item(&self, item: &Item) -> XResult<Item> {
        Ok(match item {
            Item::Alias {
                name,
                ty,
                template,
                align,
                loc,
            } => Item::Alias {
                name: name.clone(),
                ty: self.ty(ty, None)?,
                template: template.clone(),
                align: align.as_ref().map(|e| self.expr(e, None)).transpose()?,
                loc: *loc,
            },
            Item::Var(v) => Item::Var(self.var(v, None)?),
            Item::Function(f) => Item::Function(Rc::new(
                self.function(f, self.member_template(&f.template)?)?,
            )),
            Item::Enum(e) => Item::Enum(Rc::new(EnumDecl {
                underlying: e
                    .underlying
                    .as_ref()
                    .map(|t| self.ty(t, None))
                    .transpose()?,
                items: e
                    .items
                    .iter()
                    .map(|item| {
                        let value = item
                            .value
                            .as_ref()
                            .map(|v| self.expr(v, None))
                            .transpose()?;
                        Ok(Enumerator {
                            value,
                            ..item.clone()
                        })
                    })
                    .collect::<XResult<_>>()?,
                ..(**e).clone()
            })),
            Item::Struct(c) if c.template.is_none() => Item::Struct(Rc::new(self.class(c)?)),
            // A member class template: the class's packs expanded, its own left for its
            // instances' expansion (see `Lowerer::member_type`).
            Item::Struct(c) => {
                let x = self.deferring(c.template.as_deref().unwrap_or_default());
                Item::Struct(Rc::new(StructDecl {
                    template: x.member_template(&c.template)?,
                    enclosing_packs: self.with_sizes(&c.enclosing_packs),
                    ..x.class(c)?
                }))
            }
            Item::StaticAssert(a) => Item::StaticAssert(Rc::new(StaticAssertion {
                condition: self.expr(&a.condition, None)?,
                ..(**a).clone()
            })),
            // `using Base<I + 1, R...>::f;`: the base's arguments expanded.
            Item::Using {
                path,
                namespace: false,
                pack: false,
                ..
            } => Item::Using {
                path: self.path(path, None)?,
                namespace: false,
                pack: false,
                at: None,
            },
            other => other.clone(),
        })
    }
}

impl Expansion {
    /// How many elements the pattern that `render` makes element 0 of expands to: the size of
    /// the packs it names (all of one template parameter pack's size). `None` when it names none.
    fn pattern_size(&self, render: impl FnOnce(&Self) -> XResult<()>) -> XResult<Option<usize>> {
        Ok(self.pattern_packs(render)?.0)
    }

    /// [`Expansion::pattern_size`], and whether the pattern names a pack left for a template
    /// inside (see [`Expansion::deferred`]). The packs of an expansion nested in the pattern
    /// (`ts...` of `g(ts, ts...)...`) are its own, not the pattern's.
    fn pattern_packs(
        &self,
        render: impl FnOnce(&Self) -> XResult<()>,
    ) -> XResult<(Option<usize>, bool)> {
        self.nested(|x| {
            render(x)?;
            Ok((x.seen.get(), x.seen_deferred.get()))
        })
    }

    /// What `expand` makes of an expansion nested in a pattern (or the pattern itself, to
    /// measure it), whose packs are not the enclosing pattern's: what it meets is forgotten.
    fn nested<T>(&self, expand: impl FnOnce(&Self) -> XResult<T>) -> XResult<T> {
        let enclosing = (self.seen.take(), self.seen_deferred.take());
        let expanded = expand(self);
        self.seen.set(enclosing.0);
        self.seen_deferred.set(enclosing.1);
        expanded
    }

    /// Whether the pattern that `render` makes element 0 of is left whole for a template
    /// inside, which only a class's expansion allows: it names none of this expansion's packs
    /// (a member template's or a generic lambda's own), or it names a member template's
    /// (see [`Expansion::deferred`]).
    fn foreign_with(&self, render: impl FnOnce(&Self) -> XResult<()>) -> XResult<bool> {
        let (size, deferred) = self.pattern_packs(render)?;
        Ok(!self.strict && (size.is_none() || deferred))
    }

    /// A constructor's member initializers, a pack expansion of base initializers
    /// (`Leaf<Is, Ts>{vs}...`) spelled out as one initializer per element.
    fn member_inits(&self, inits: &[MemberInit]) -> XResult<Vec<MemberInit>> {
        let mut out = Vec::with_capacity(inits.len());
        for init in inits {
            let render = |x: &Self| {
                x.path(&init.name, Some(0))?;
                init.args
                    .iter()
                    .try_for_each(|a| x.expr(a, Some(0)).map(drop))
            };
            if init.pack && self.foreign_with(render)? {
                out.push(init.clone());
                continue;
            }
            if !init.pack {
                out.push(MemberInit {
                    name: self.path(&init.name, None)?,
                    args: self.list(&init.args, None)?,
                    ..init.clone()
                });
                continue;
            }
            let size = self.pattern_size(render)?.ok_or((
                init.loc,
                "the pattern of a pack expansion names no parameter pack".into(),
            ))?;
            for i in 0..size {
                out.push(MemberInit {
                    name: self.path(&init.name, Some(i))?,
                    args: init
                        .args
                        .iter()
                        .map(|a| self.expr(a, Some(i)))
                        .collect::<XResult<_>>()?,
                    pack: false,
                    braced: init.braced,
                    loc: init.loc,
                });
            }
        }
        Ok(out)
    }

    /// The size of the packs the expression pattern `e` names.
    fn size_in(&self, e: &Expr, loc: Loc) -> XResult<usize> {
        self.pattern_size(|x| x.expr(e, Some(0)).map(drop))?.ok_or((
            loc,
            "the pattern of a pack expansion names no parameter pack".into(),
        ))
    }

    /// Whether the pattern `e` expands none of this expansion's packs and is left for a
    /// template inside (a member template's own pack), which only a class's expansion allows.
    fn foreign(&self, e: &Expr) -> XResult<bool> {
        self.foreign_with(|x| x.expr(e, Some(0)).map(drop))
    }

    /// `name` as element `sub` when it names a pack and an element is being made.
    fn name(&self, name: &Rc<str>, sub: Option<usize>) -> Rc<str> {
        if self.deferred.contains(name) {
            self.seen_deferred.set(true);
        }
        match (sub, self.sizes.get(name)) {
            (Some(i), Some(&n)) => {
                self.seen.set(Some(n));
                element_name(name, i)
            }
            _ => name.clone(),
        }
    }

    fn path(&self, p: &Path, sub: Option<usize>) -> XResult<Path> {
        let mut segments = crate::ast::Segments::with_capacity(p.segments.len());
        for (k, s) in p.segments.iter().enumerate() {
            let name = if k == 0 && !p.global {
                self.name(&s.name, sub)
            } else {
                s.name.clone()
            };
            let targs = match &s.targs {
                Some(args) => Some(self.template_args(args, sub)?),
                None => None,
            };
            segments.push(Segment { name, targs });
        }
        Ok(Path {
            global: p.global,
            segments,
        })
    }

    /// A member's name after `.` or `->`: its template arguments expanded (`g.get<Ns>()`), and
    /// a qualifier (`x.Base::f`) as a path's; a name alone is the class's member's, whatever
    /// a parameter of that name is.
    fn member_name(&self, p: &Path, sub: Option<usize>) -> XResult<Path> {
        if p.segments.len() > 1 || p.global {
            return self.path(p, sub);
        }
        let mut name = p.clone();
        for s in name.segments.iter_mut() {
            if let Some(args) = &s.targs {
                s.targs = Some(self.template_args(args, sub)?);
            }
        }
        Ok(name)
    }

    fn template_args(&self, args: &[TemplateArg], sub: Option<usize>) -> XResult<Vec<TemplateArg>> {
        let mut out = Vec::new();
        for a in args {
            match a {
                TemplateArg::Type(TypeExpr::PackExpansion(pattern)) => {
                    let render = |x: &Self| x.ty(pattern, Some(0)).map(drop);
                    if self.foreign_with(render)? {
                        out.push(a.clone());
                        continue;
                    }
                    let size = self.pattern_size(render)?.unwrap_or(0);
                    self.nested(|x| {
                        for i in 0..size {
                            out.push(TemplateArg::Type(x.ty(pattern, Some(i))?));
                        }
                        Ok(())
                    })?;
                }
                TemplateArg::Type(t) => out.push(TemplateArg::Type(self.ty(t, sub)?)),
                TemplateArg::Expr(e) => match &e.kind {
                    ExprKind::PackExpansion(pattern) if self.foreign(pattern)? => {
                        out.push(a.clone())
                    }
                    ExprKind::PackExpansion(pattern) => {
                        let size = self.size_in(pattern, e.loc)?;
                        self.nested(|x| {
                            for i in 0..size {
                                out.push(TemplateArg::Expr(x.expr(pattern, Some(i))?));
                            }
                            Ok(())
                        })?;
                    }
                    _ => out.push(TemplateArg::Expr(self.expr(e, sub)?)),
                },
            }
        }
        Ok(out)
    }

    /// A list of types as template arguments' are expanded (`_Tp, _Args...`).
    fn type_list(&self, types: &[TypeExpr], sub: Option<usize>) -> XResult<Vec<TypeExpr>> {
        let args: Vec<TemplateArg> = types.iter().cloned().map(TemplateArg::Type).collect();
        let expanded = self.template_args(&args, sub)?.into_iter();
        Ok(expanded
            .filter_map(|a| match a {
                TemplateArg::Type(t) => Some(t),
                TemplateArg::Expr(_) => None,
            })
            .collect())
    }

    fn ty(&self, t: &TypeExpr, sub: Option<usize>) -> XResult<TypeExpr> {
        let boxed = |t: &TypeExpr| -> XResult<Box<TypeExpr>> { Ok(Box::new(self.ty(t, sub)?)) };
        Ok(match t {
            TypeExpr::Named(p) => TypeExpr::Named(self.path(p, sub)?),
            TypeExpr::Qualified(t, q) => TypeExpr::Qualified(boxed(t)?, *q),
            TypeExpr::Pointer(t) => TypeExpr::Pointer(boxed(t)?),
            TypeExpr::Reference(t, k) => TypeExpr::Reference(boxed(t)?, *k),
            TypeExpr::Array(t, n) => TypeExpr::Array(
                boxed(t)?,
                n.as_ref()
                    .map(|n| self.expr(n, sub).map(Box::new))
                    .transpose()?,
            ),
            TypeExpr::Function(ret, params, variadic) => {
                // `F(Args...)`: a parameter for each element of the pack.
                let mut expanded = Vec::with_capacity(params.len());
                for p in params {
                    match &p.ty {
                        TypeExpr::PackExpansion(pattern) => {
                            let size = self.pattern_size(|x| x.ty(pattern, Some(0)).map(drop))?;
                            for i in 0..size.unwrap_or(0) {
                                expanded.push(Param {
                                    ty: self.ty(pattern, Some(i))?,
                                    ..p.clone()
                                });
                            }
                        }
                        t => expanded.push(Param {
                            ty: self.ty(t, sub)?,
                            ..p.clone()
                        }),
                    }
                }
                TypeExpr::Function(boxed(ret)?, expanded, *variadic)
            }
            TypeExpr::MemberPointer { class, member } => TypeExpr::MemberPointer {
                class: self.path(class, sub)?,
                member: boxed(member)?,
            },
            TypeExpr::Decltype(e) => TypeExpr::Decltype(Box::new(self.expr(e, sub)?)),
            TypeExpr::PackExpansion(_) => t.clone(),
            TypeExpr::Builtin(_)
            | TypeExpr::Auto
            | TypeExpr::DecltypeAuto
            | TypeExpr::Struct(_)
            | TypeExpr::Enum(_) => t.clone(),
        })
    }

    /// A list of arguments or initializers, each pack expansion in it made its elements.
    fn list(&self, items: &[Expr], sub: Option<usize>) -> XResult<Vec<Expr>> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match &item.kind {
                ExprKind::PackExpansion(pattern) => match self.foreign(pattern)? {
                    true => out.push(Expr {
                        kind: ExprKind::PackExpansion(self.nested(|x| x.boxed(pattern, None))?),
                        loc: item.loc,
                    }),
                    false => {
                        let size = self.size_in(pattern, item.loc)?;
                        self.nested(|x| {
                            for i in 0..size {
                                out.push(x.expr(pattern, Some(i))?);
                            }
                            Ok(())
                        })?;
                    }
                },
                _ => out.push(self.expr(item, sub)?),
            }
        }
        Ok(out)
    }

    fn boxed(&self, e: &Expr, sub: Option<usize>) -> XResult<Box<Expr>> {
        Ok(Box::new(self.expr(e, sub)?))
    }

    fn expr(&self, e: &Expr, sub: Option<usize>) -> XResult<Expr> {
        let kind = match &e.kind {
            ExprKind::Name(p) => ExprKind::Name(self.path(p, sub)?),
            ExprKind::Requires(r) => ExprKind::Requires(r.clone()),
            ExprKind::Unary(op, a) => ExprKind::Unary(*op, self.boxed(a, sub)?),
            ExprKind::Binary(op, a, b) => {
                ExprKind::Binary(*op, self.boxed(a, sub)?, self.boxed(b, sub)?)
            }
            ExprKind::ThreeWay(a, b) => ExprKind::ThreeWay(self.boxed(a, sub)?, self.boxed(b, sub)?),
            ExprKind::Assign(op, a, b) => {
                ExprKind::Assign(*op, self.boxed(a, sub)?, self.boxed(b, sub)?)
            }
            ExprKind::Cond(c, a, b) => ExprKind::Cond(
                self.boxed(c, sub)?,
                self.boxed(a, sub)?,
                self.boxed(b, sub)?,
            ),
            ExprKind::Comma(a, b) => ExprKind::Comma(self.boxed(a, sub)?, self.boxed(b, sub)?),
            ExprKind::Call(f, args) => ExprKind::Call(self.boxed(f, sub)?, self.list(args, sub)?),
            ExprKind::Launch {
                kernel,
                config,
                args,
            } => ExprKind::Launch {
                kernel: self.boxed(kernel, sub)?,
                config: self.list(config, sub)?,
                args: self.list(args, sub)?,
            },
            ExprKind::Index(a, i) => ExprKind::Index(self.boxed(a, sub)?, self.boxed(i, sub)?),
            ExprKind::Member { base, name, arrow } => ExprKind::Member {
                base: self.boxed(base, sub)?,
                name: self.member_name(name, sub)?,
                arrow: *arrow,
            },
            ExprKind::PointerToMember {
                base,
                member,
                arrow,
            } => ExprKind::PointerToMember {
                base: self.boxed(base, sub)?,
                member: self.boxed(member, sub)?,
                arrow: *arrow,
            },
            ExprKind::Cast(k, t, a) => ExprKind::Cast(*k, self.ty(t, sub)?, self.boxed(a, sub)?),
            ExprKind::Construct(t, args, braced) => {
                ExprKind::Construct(self.ty(t, sub)?, self.list(args, sub)?, *braced)
            }
            ExprKind::SizeofType(t) => ExprKind::SizeofType(self.ty(t, sub)?),
            ExprKind::SizeofExpr(a) => ExprKind::SizeofExpr(self.boxed(a, sub)?),
            ExprKind::AlignofExpr(a) => ExprKind::AlignofExpr(self.boxed(a, sub)?),
            ExprKind::Noexcept(a) => ExprKind::Noexcept(self.boxed(a, sub)?),
            ExprKind::AlignofType(t) => ExprKind::AlignofType(self.ty(t, sub)?),
            ExprKind::TypeTrait(k, t) => ExprKind::TypeTrait(*k, self.ty(t, sub)?),
            ExprKind::TypeRelation(k, a, b) => {
                ExprKind::TypeRelation(*k, self.ty(a, sub)?, self.ty(b, sub)?)
            }
            ExprKind::OperationTrait(k, types) => {
                ExprKind::OperationTrait(*k, self.type_list(types, sub)?)
            }
            ExprKind::InitList(items) => ExprKind::InitList(self.list(items, sub)?),
            ExprKind::Designated(name, value) => {
                ExprKind::Designated(name.clone(), self.boxed(value, sub)?)
            }
            ExprKind::New {
                global,
                placement,
                ty,
                count,
                init,
            } => ExprKind::New {
                global: *global,
                placement: placement
                    .as_ref()
                    .map(|p| self.list(p, sub))
                    .transpose()?,
                ty: self.ty(ty, sub)?,
                count: count.as_ref().map(|c| self.boxed(c, sub)).transpose()?,
                init: init.as_ref().map(|i| self.boxed(i, sub)).transpose()?,
            },
            ExprKind::Delete {
                array,
                global,
                operand,
            } => ExprKind::Delete {
                array: *array,
                global: *global,
                operand: self.boxed(operand, sub)?,
            },
            ExprKind::Statements(stmts) => ExprKind::Statements(Rc::new(self.stmts(stmts, sub)?)),
            ExprKind::Lambda(l) => {
                // `[...ys = f(xs)...]`: a capture per element of the pattern's expansion, and
                // `ys` a pack of them in the body.
                let mut init_captures = Vec::new();
                let mut init_packs = Vec::new();
                for c in &l.init_captures {
                    if !c.pack {
                        init_captures.push(InitCapture {
                            init: self.expr(&c.init, sub)?,
                            ..c.clone()
                        });
                        continue;
                    }
                    let expansion = Expr {
                        kind: ExprKind::PackExpansion(Box::new(c.init.clone())),
                        loc: c.init.loc,
                    };
                    let items = self.list(std::slice::from_ref(&expansion), sub)?;
                    init_packs.push((c.name.clone(), items.len()));
                    for (i, init) in items.into_iter().enumerate() {
                        init_captures.push(InitCapture {
                            name: element_name(&c.name, i),
                            pack: false,
                            init,
                            ..c.clone()
                        });
                    }
                }
                // A generic lambda's own packs (`[](auto... xs) { return (xs + ...); }`,
                // `[]<int... I>(Seq<I...>)`) are expanded when it is called: the expansions
                // naming them stay.
                // Parameters of an enclosing pack's type (`[](A... a)` in a template of `A...`)
                // are one per element, and `a` a pack of them in the body.
                let mut own = Expansion {
                    sizes: init_packs.iter().fold(self.sizes.clone(), |mut sizes, (name, n)| {
                        sizes.insert(name.clone(), *n);
                        sizes
                    }),
                    strict: false,
                    seen: std::cell::Cell::new(None),
                    deferred: self.deferred.clone(),
                    seen_deferred: std::cell::Cell::new(false),
                };
                let mut sizes = own.sizes.clone();
                let params = own.expanded_params(&l.params, sub, &mut sizes)?;
                own.sizes = sizes;
                // The lambda's own packs: an expansion naming one is left for the call
                // operator's, which also expands the template's packs it names.
                let own_packs = l.template.iter().filter(|p| p.pack).map(|p| &p.name);
                let own_params = params.iter().filter_map(|p| match &p.ty {
                    TypeExpr::PackExpansion(_) => p.name.as_ref(),
                    _ => None,
                });
                let own_packs: Vec<Rc<str>> = own_packs.chain(own_params).cloned().collect();
                let enclosing_packs = match own_packs.is_empty() {
                    true => l.enclosing_packs.clone(),
                    false => own.with_sizes(&l.enclosing_packs),
                };
                own.deferred.extend(own_packs);
                let ret = l.ret.as_ref().map(|t| own.ty(t, sub)).transpose()?;
                let body = Rc::new(own.stmts(&l.body, sub)?);
                // A pack the body names is the pattern's too (`[](void* d) { (*(Fs*)d)(); }...`).
                if let Some(n) = own.seen.get() {
                    self.seen.set(Some(n));
                }
                ExprKind::Lambda(Rc::new(Lambda {
                params,
                ret,
                body,
                named_captures: {
                    let mut captures = l.named_captures.clone();
                    for (name, by_ref, loc) in &l.pack_captures {
                        let Some(&n) = self.sizes.get(name) else {
                            return Err((*loc, format!("'{name}' does not refer to a parameter pack")));
                        };
                        captures.extend((0..n).map(|i| (element_name(name, i), *by_ref, *loc)));
                    }
                    captures
                },
                pack_captures: vec![],
                init_captures,
                enclosing_packs,
                ..(**l).clone()
            }))
            }
            ExprKind::PackExpansion(_) => {
                return Err((
                    e.loc,
                    "a pack expansion may appear only in a list of arguments, initializers or template arguments".into(),
                ))
            }
            ExprKind::SizeofPack(name) => match self.sizes.get(name) {
                Some(&n) => ExprKind::Int {
                    value: n as u64,
                    suffix: "ul".into(),
                    decimal: true,
                },
                None if !self.strict => e.kind.clone(),
                None => return Err((e.loc, format!("'{name}' does not refer to a parameter pack"))),
            },
            ExprKind::Fold { op, before, after } => {
                return self.fold(*op, before.as_deref(), after.as_deref(), e.loc, sub);
            }
            ExprKind::Int { .. }
            | ExprKind::Float { .. }
            | ExprKind::Char(..)
            | ExprKind::Str(_)
            | ExprKind::Bool(_)
            | ExprKind::Nullptr
            | ExprKind::SkippedMember
            | ExprKind::This => e.kind.clone(),
        };
        Ok(Expr { kind, loc: e.loc })
    }

    /// A fold expression as the chain of operators it stands for: `(p op ...)` is
    /// `p#0 op (p#1 op (... op p#n))`, `(... op p)` is `((p#0 op p#1) op ...) op p#n`, an
    /// initial operand ends or starts the chain. An empty unary fold of `&&` is true, of `||`
    /// false, of `,` nothing (`void()`).
    fn fold(
        &self,
        op: FoldOp,
        before: Option<&Expr>,
        after: Option<&Expr>,
        loc: Loc,
        sub: Option<usize>,
    ) -> XResult<Expr> {
        let names_pack = |e: &Expr| {
            self.pattern_size(|x| x.expr(e, Some(0)).map(drop))
                .is_ok_and(|n| n.is_some())
        };
        let names_deferred = |e: &Expr| {
            self.pattern_packs(|x| x.expr(e, Some(0)).map(drop))
                .is_ok_and(|(_, deferred)| deferred)
        };
        let leave_whole = !before.is_some_and(names_pack) && !after.is_some_and(names_pack)
            || before.is_some_and(names_deferred)
            || after.is_some_and(names_deferred);
        if !self.strict && leave_whole {
            return Ok(Expr {
                kind: ExprKind::Fold {
                    op,
                    before: before.map(|e| self.boxed(e, sub)).transpose()?,
                    after: after.map(|e| self.boxed(e, sub)).transpose()?,
                },
                loc,
            });
        }
        // Which operand is the pattern: a right fold's is before the `...`.
        let (pattern, init, right) = match (before, after) {
            (Some(b), Some(a)) if names_pack(b) => (b, Some(a), true),
            (Some(b), Some(a)) => (a, Some(b), false),
            (Some(b), None) => (b, None, true),
            (None, Some(a)) => (a, None, false),
            // An empty unary fold already expanded (see below).
            (None, None) => {
                return Ok(Expr {
                    kind: ExprKind::Fold {
                        op,
                        before: None,
                        after: None,
                    },
                    loc,
                })
            }
        };
        let n = self.size_in(pattern, loc)?;
        let mut items: Vec<Expr> =
            self.nested(|x| (0..n).map(|i| x.expr(pattern, Some(i))).collect())?;
        if let Some(init) = init {
            // (Inside an enclosing expansion's pattern, the enclosing element's.)
            let init = self.expr(init, sub)?;
            if right {
                items.push(init);
            } else {
                items.insert(0, init);
            }
        }
        let combine = |a: Expr, b: Expr| Expr {
            kind: match op {
                FoldOp::Binary(op) => ExprKind::Binary(op, Box::new(a), Box::new(b)),
                FoldOp::Comma => ExprKind::Comma(Box::new(a), Box::new(b)),
                FoldOp::Assign(op) => ExprKind::Assign(op, Box::new(a), Box::new(b)),
                FoldOp::PointerToMember { arrow } => ExprKind::PointerToMember {
                    base: Box::new(a),
                    member: Box::new(b),
                    arrow,
                },
            },
            loc,
        };
        let folded = if right {
            items.into_iter().rev().reduce(|acc, e| combine(e, acc))
        } else {
            items.into_iter().reduce(combine)
        };
        let kind = match (folded, op) {
            (Some(e), _) => return Ok(e),
            (None, FoldOp::Binary(BinaryOp::LogAnd)) => ExprKind::Bool(true),
            (None, FoldOp::Binary(BinaryOp::LogOr)) => ExprKind::Bool(false),
            (None, FoldOp::Comma) => ExprKind::Cast(
                CastKind::Static,
                TypeExpr::Builtin(Builtin::Void),
                Box::new(zero(loc)),
            ),
            // An error only where it is lowered: a discarded `if constexpr` branch may hold it
            // (`if constexpr (sizeof...(Ts) == 0) return 0; else return (ts + ...);`).
            (None, _) => ExprKind::Fold {
                op,
                before: None,
                after: None,
            },
        };
        Ok(Expr { kind, loc })
    }

    fn stmts(&self, stmts: &[Stmt], sub: Option<usize>) -> XResult<Vec<Stmt>> {
        stmts.iter().map(|s| self.stmt(s, sub)).collect()
    }

    fn boxed_stmt(&self, s: &Stmt, sub: Option<usize>) -> XResult<Box<Stmt>> {
        Ok(Box::new(self.stmt(s, sub)?))
    }

    fn var(&self, v: &VarDecl, sub: Option<usize>) -> XResult<VarDecl> {
        Ok(VarDecl {
            ty: self.ty(&v.ty, sub)?,
            init: v.init.as_ref().map(|e| self.expr(e, sub)).transpose()?,
            ..v.clone()
        })
    }

    fn stmt(&self, s: &Stmt, sub: Option<usize>) -> XResult<Stmt> {
        Ok(match s {
            Stmt::Expr(e) => Stmt::Expr(self.expr(e, sub)?),
            Stmt::Decl(vars) => Stmt::Decl(
                vars.iter()
                    .map(|v| self.var(v, sub))
                    .collect::<XResult<_>>()?,
            ),
            Stmt::Block(b) => Stmt::Block(self.stmts(b, sub)?),
            Stmt::If {
                cond,
                then,
                els,
                is_constexpr,
                loc,
            } => Stmt::If {
                cond: self.boxed_stmt(cond, sub)?,
                then: self.boxed_stmt(then, sub)?,
                els: els.as_ref().map(|e| self.boxed_stmt(e, sub)).transpose()?,
                is_constexpr: *is_constexpr,
                loc: *loc,
            },
            Stmt::While { cond, body, loc } => Stmt::While {
                cond: self.boxed_stmt(cond, sub)?,
                body: self.boxed_stmt(body, sub)?,
                loc: *loc,
            },
            Stmt::DoWhile { body, cond, loc } => Stmt::DoWhile {
                body: self.boxed_stmt(body, sub)?,
                cond: self.expr(cond, sub)?,
                loc: *loc,
            },
            Stmt::For {
                init,
                cond,
                step,
                body,
                loc,
            } => Stmt::For {
                init: init.as_ref().map(|s| self.boxed_stmt(s, sub)).transpose()?,
                cond: cond.as_ref().map(|s| self.boxed_stmt(s, sub)).transpose()?,
                step: step.as_ref().map(|e| self.expr(e, sub)).transpose()?,
                body: self.boxed_stmt(body, sub)?,
                loc: *loc,
            },
            Stmt::Switch { cond, body, loc } => Stmt::Switch {
                cond: self.expr(cond, sub)?,
                body: self.boxed_stmt(body, sub)?,
                loc: *loc,
            },
            Stmt::Bindings {
                names,
                by_ref,
                constant,
                init,
                loc,
            } => Stmt::Bindings {
                names: names.clone(),
                by_ref: *by_ref,
                constant: *constant,
                init: self.expr(init, sub)?,
                loc: *loc,
            },
            Stmt::RangeFor {
                var,
                range,
                body,
                loc,
            } => Stmt::RangeFor {
                var: self.var(var, sub)?,
                range: self.expr(range, sub)?,
                body: self.boxed_stmt(body, sub)?,
                loc: *loc,
            },
            Stmt::Case(low, high, loc) => Stmt::Case(
                self.expr(low, sub)?,
                high.as_ref().map(|h| self.expr(h, sub)).transpose()?,
                *loc,
            ),
            Stmt::Return(e, loc) => {
                Stmt::Return(e.as_ref().map(|e| self.expr(e, sub)).transpose()?, *loc)
            }
            Stmt::Asm(a) => {
                let operands = |ops: &[AsmOperand]| -> XResult<Vec<AsmOperand>> {
                    ops.iter()
                        .map(|o| {
                            Ok(AsmOperand {
                                expr: self.expr(&o.expr, sub)?,
                                ..o.clone()
                            })
                        })
                        .collect()
                };
                Stmt::Asm(Rc::new(InlineAsm {
                    outputs: operands(&a.outputs)?,
                    inputs: operands(&a.inputs)?,
                    ..(**a).clone()
                }))
            }
            // A local class's members are written with the pack too (`int v[sizeof...(Is)];`).
            Stmt::LocalItem(Item::Struct(c)) if c.template.is_none() && c.body.is_some() => {
                let mut c = (**c).clone();
                if let Some(body) = &mut c.body {
                    for f in &mut body.fields {
                        f.ty = self.ty(&f.ty, sub)?;
                    }
                }
                Stmt::LocalItem(Item::Struct(Rc::new(c)))
            }
            // `typedef Tup<P...> value_t;`, `using other_t = Tup<P..., int>;`,
            // `static_assert(sizeof...(P) > 0);`
            Stmt::LocalItem(
                item @ (Item::Alias { template: None, .. } | Item::StaticAssert(_)),
            ) => Stmt::LocalItem(self.item(item)?),
            Stmt::LocalItem(_)
            | Stmt::Default(_)
            | Stmt::Break(_)
            | Stmt::Continue(_)
            | Stmt::Goto(..)
            | Stmt::Label(..)
            | Stmt::Pragma(_)
            | Stmt::Empty => s.clone(),
        })
    }
}

fn zero(loc: Loc) -> Expr {
    Expr {
        kind: ExprKind::Int {
            value: 0,
            suffix: "".into(),
            decimal: true,
        },
        loc,
    }
}

/// The written arguments of the class template instance type `t` (through qualifiers,
/// references and pointers: `const Tuple<T, Rest...>&`) when they end in an expansion of the
/// pack `pack`.
/// The class template a pattern (`const V<T...>&`) names, `V`: `Some(None)` where it is one
/// of the template parameters `tparams` (`C<Ts...>`), which any class template matches.
fn named_template<'t>(t: &'t TypeExpr, tparams: &[TemplateParam]) -> Option<Option<&'t str>> {
    match t {
        TypeExpr::Qualified(inner, _)
        | TypeExpr::Reference(inner, _)
        | TypeExpr::Pointer(inner) => named_template(inner, tparams),
        TypeExpr::Named(p) => {
            let name = &p.last().name;
            let parameter = p.segments.len() == 1 && tparams.iter().any(|tp| tp.name == *name);
            Some((!parameter).then_some(&**name))
        }
        _ => None,
    }
}

/// Whether the template argument `a` is an expansion of `pack` (`Rest...`, `N...`).
fn expands_pack(a: &TemplateArg, pack: &str) -> bool {
    match a {
        TemplateArg::Type(TypeExpr::PackExpansion(t)) => mentions_pack(t, pack),
        TemplateArg::Expr(Expr {
            kind: ExprKind::PackExpansion(e),
            ..
        }) => {
            matches!(&e.kind, ExprKind::Name(p) if p.segments.len() == 1 && &*p.segments[0].name == pack)
        }
        _ => false,
    }
}

/// `t` without the pointers, references and qualifiers around what it is built on.
fn behind_indirections(mut t: &TypeExpr) -> &TypeExpr {
    while let TypeExpr::Qualified(inner, _)
    | TypeExpr::Reference(inner, _)
    | TypeExpr::Pointer(inner) = t
    {
        t = inner;
    }
    t
}

/// The parameters of the function type `t` writes (behind pointers, pointers to members,
/// references and qualifiers), where they end in an expansion of `pack` (`R (*)(A...)`, `R
/// (C::*)(A...) const`).
fn function_pattern<'t>(t: &'t TypeExpr, pack: &str) -> Option<&'t [Param]> {
    let function = match behind_indirections(t) {
        TypeExpr::MemberPointer { member, .. } => behind_indirections(member),
        t => t,
    };
    let TypeExpr::Function(_, params, _) = function else {
        return None;
    };
    match &params.last()?.ty {
        TypeExpr::PackExpansion(inner) if mentions_pack(inner, pack) => Some(params),
        _ => None,
    }
}

fn class_pattern<'t>(t: &'t TypeExpr, pack: &str) -> Option<&'t [TemplateArg]> {
    let TypeExpr::Named(p) = behind_indirections(t) else {
        return None;
    };
    let written = p.last().targs.as_deref()?;
    expands_pack(written.last()?, pack).then_some(written)
}

/// The written function type in the template argument `w` and the function type of `a` at
/// the same place: `w` itself (`R(Args...)`), or what a reference, a pointer, a pointer to
/// member or qualifiers around it refer or point to (`R(&)(Args...)`, `R(*)(Args...)`,
/// `R (C::*)(Args...)`).
fn function_in<'w>(w: &'w TemplateArg, a: &TArg) -> Option<(&'w [Param], Rc<FuncTy>)> {
    let (TemplateArg::Type(written), TArg::Type(actual, _) | TArg::Reference(actual, ..)) = (w, a)
    else {
        return None;
    };
    // (A reference's type is what it refers to.)
    let written = match written {
        TypeExpr::Reference(inner, _) if matches!(a, TArg::Reference(..)) => inner,
        w => w,
    };
    let (mut w, mut a): (&TypeExpr, Ty) = (written, actual.clone());
    loop {
        let next = match (w, &a) {
            (TypeExpr::Function(_, params, _), Ty::Func(f)) => return Some((params, f.clone())),
            (TypeExpr::Pointer(inner), Ty::Ptr(target)) => (&**inner, (**target).clone()),
            (TypeExpr::MemberPointer { member, .. }, Ty::MemberPtr(m, _)) => {
                (&**member, (**m).clone())
            }
            (TypeExpr::Qualified(inner, _), _) => (&**inner, a.clone()),
            _ => return None,
        };
        (w, a) = next;
    }
}
