//! What overload resolution compares beyond the conversions' costs: the `const` a parameter
//! adds to what it refers or points to, and which of two function templates is the more
//! specialized (C++'s partial ordering, done on the written parameter types).

use super::expr::Candidate;
use super::*;

/// How a candidate binds one argument (the object of a member call included), as C++ compares
/// two candidates' bindings of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Binding {
    Value,
    Reference,
    Pointer,
}

/// What a viable candidate needs to take a call's arguments.
pub(super) struct Ranking {
    /// How each argument is taken (the object of a member call first).
    pub arguments: Vec<ArgumentRank>,
}

/// A candidate that can take a call's arguments, with what overload resolution compares.
pub(super) struct Viable {
    pub ranking: Ranking,
    /// 0 for a function that is not a template, 2 for a function template, plus 1 where a
    /// pack takes part: C++ prefers the lower where all else is alike.
    pub tail: u32,
    /// The candidate's place in the call's list of candidates.
    pub index: usize,
    pub env: TEnv,
    pub sig: Signature,
}

/// How a candidate takes one argument, beyond its conversion's cost.
#[derive(Clone, Copy, Debug)]
pub(super) struct ArgumentRank {
    /// The conversion's cost: 0 for none, then promotions, standard conversions,
    /// user-defined ones and, worst, passing through `...`.
    pub cost: u32,
    pub binding: Binding,
    /// How much worse the binding is than the best of its kind: 1 where it adds `const` to
    /// what it refers or points to (or binds an rvalue to a `const T&` rather than a `T&&`), 2
    /// for an rvalue bound to a `T&`.
    pub qualification: u8,
    /// For a conversion of a class (or a pointer to one) to a base class, how many derivations
    /// up the base is; 0 for any other conversion.
    pub base_depth: u32,
    /// A promotion of an enumeration whose underlying type is fixed to that type, which C++
    /// prefers to its promotion to the promoted type (`int` for `enum E : signed char`).
    pub to_underlying: bool,
    /// For a user-defined conversion by a constructor (of a braced list too), the class it
    /// makes: two conversions that make different classes are alike whatever binds their
    /// results ([over.ics.rank]/3.3: `{3}` given for `const A&` and `B&&`).
    pub constructs: Option<StructId>,
}

/// How two candidates take the arguments, as a partial order: `Less` where `a` takes them
/// better (better somewhere, worse nowhere), `Equal` where alike everywhere, `None` where each
/// takes some argument better (C++ then prefers neither, whatever else tells them apart). In
/// each argument,
/// the cheaper conversion is better; of two alike, a conversion to a nearer base class is
/// better than one to a base further up (`const B&` over `const A&` for a `C` derived from `B`
/// derived from `A`); then a binding is worse only than one of the same kind (two references,
/// or two pointers): a by-value parameter and a `const&` one take an argument alike.
pub(super) fn compare_arguments(
    a: &[ArgumentRank],
    b: &[ArgumentRank],
) -> Option<std::cmp::Ordering> {
    compare_places(a.iter().zip(b).map(|(a, b)| {
        let nearer = match (a.base_depth, b.base_depth) {
            (0, _) | (_, 0) => std::cmp::Ordering::Equal,
            (da, db) => da.cmp(&db),
        };
        let same_kind = a.binding == b.binding
            && a.binding != Binding::Value
            && !matches!((a.constructs, b.constructs), (Some(x), Some(y)) if x != y);
        let underlying = b.to_underlying.cmp(&a.to_underlying);
        a.cost
            .cmp(&b.cost)
            .then(nearer)
            .then(underlying)
            .then(match same_kind {
                true => a.qualification.cmp(&b.qualification),
                false => std::cmp::Ordering::Equal,
            })
    }))
}

/// Two sides compared place by place (`Less` where the first is better) as a partial order:
/// `Less` where the first is better in some place and worse in none, `Equal` where they are
/// alike in every place, `None` where each is better somewhere.
fn compare_places(places: impl Iterator<Item = std::cmp::Ordering>) -> Option<std::cmp::Ordering> {
    let (mut first, mut second) = (false, false);
    for place in places {
        first |= place.is_lt();
        second |= place.is_gt();
    }
    match (first, second) {
        (true, true) => None,
        (true, false) => Some(std::cmp::Ordering::Less),
        (false, true) => Some(std::cmp::Ordering::Greater),
        (false, false) => Some(std::cmp::Ordering::Equal),
    }
}

impl Lowerer<'_> {
    /// Of two viable candidates of a call with `args` arguments, which C++ calls the better:
    /// `Some(true)` for `a`, `Some(false)` for `b`, `None` for neither.
    pub(super) fn better_candidate(
        &mut self,
        cands: &[Candidate],
        a: &Viable,
        b: &Viable,
        args: usize,
    ) -> Option<bool> {
        match compare_arguments(&a.ranking.arguments, &b.ranking.arguments)? {
            std::cmp::Ordering::Less => return Some(true),
            std::cmp::Ordering::Greater => return Some(false),
            std::cmp::Ordering::Equal => {}
        }
        // A function before a function template; of two templates, the more specialized, and
        // where neither is, the one without a pack.
        if a.tail / 2 != b.tail / 2 {
            return Some(a.tail < b.tail);
        }
        let without_pack = (a.tail != b.tail).then_some(a.tail < b.tail);
        let (a, b) = ((&cands[a.index], &a.env), (&cands[b.index], &b.env));
        // A class's own constructor is better than one it inherits from a base (C++17).
        match (a.0.inherited_by.len(), b.0.inherited_by.len()) {
            (x, y) if x < y => return Some(true),
            (x, y) if x > y => return Some(false),
            _ => {}
        }
        if self.more_specialized(a, b, args) {
            Some(true)
        } else if self.more_specialized(b, a, args) {
            Some(false)
        } else {
            without_pack
        }
    }

    /// The viable candidates other than the chosen `best` that it is not better than, where
    /// C++ finds the call ambiguous. Two candidates taking the same parameter types are taken
    /// for one function declared twice (or reached by two lookups), which is no ambiguity,
    /// unless both are function templates written with different parameters (`g(T, int)`
    /// and `g(int, T)` called with two `int`s), neither more specialized.
    pub(super) fn rivals(
        &mut self,
        cands: &[Candidate],
        viable: &[Viable],
        best: usize,
        args: usize,
    ) -> Option<Vec<usize>> {
        let chosen = &viable[best];
        let mut rivals = vec![chosen.index];
        for (i, other) in viable.iter().enumerate() {
            if i != best
                && !self.one_declaration(cands, chosen, other, args)
                && self.better_candidate(cands, chosen, other, args) != Some(true)
            {
                rivals.push(other.index);
            }
        }
        (rivals.len() > 1).then_some(rivals)
    }

    /// Whether two viable candidates are one function declared twice (or reached by two
    /// lookups): the same parameter types, and where both are templates, parameters written
    /// alike but for the template parameters' names.
    fn one_declaration(
        &mut self,
        cands: &[Candidate],
        a: &Viable,
        b: &Viable,
        args: usize,
    ) -> bool {
        if a.sig.params != b.sig.params {
            return false;
        }
        let (a, b) = (&cands[a.index], &cands[b.index]);
        // Functions of two namespaces are two functions, unless C's linkage makes one name
        // of them (`using namespace A; using namespace B;` finding `A::f` and `B::f`).
        let of_namespace = |c: &Candidate| c.class.is_none() && !c.decl.storage.c_linkage;
        if of_namespace(a) && of_namespace(b) && a.ns != b.ns {
            return false;
        }
        if !(a.is_function_template() && b.is_function_template()) {
            return true;
        }
        self.at_least_as_specialized(a, b, args) && self.at_least_as_specialized(b, a, args)
    }

    /// Reports a call that more than one of `rivals` (indices into `cands`) matches alike, as
    /// nvcc reports it.
    pub(super) fn report_ambiguous<T>(
        &mut self,
        name: &str,
        cands: &[Candidate],
        rivals: Vec<usize>,
        argument_types: &str,
        loc: Loc,
    ) -> LResult<T> {
        self.diags.error(
            loc,
            format!("more than one instance of overloaded function \"{name}\" matches the argument list"),
        );
        for index in rivals {
            let c = &cands[index];
            let shown = format!("{name}({})", self.parameter_list(&c.decl, c.ns));
            let what = match c.is_function_template() {
                true => "function template",
                false => "function",
            };
            self.diags.note(c.decl.loc, format!("{what} \"{shown}\""));
        }
        self.diags
            .note(loc, format!("argument types are: ({argument_types})"));
        Err(Reported)
    }

    /// For a parameter declared `t` (a reference or a pointer; `None` for other types, and
    /// where a member type hides it), whether what it refers or points to is `const`, written
    /// so or through a template parameter bound to a `const` type (`env`).
    pub(super) fn target_is_const(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId) -> Option<bool> {
        self.target_is(Qualifier::Const, t, env, ns)
    }

    /// [`Lowerer::target_is_const`] for `volatile`.
    pub(super) fn target_is_volatile(
        &mut self,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<bool> {
        self.target_is(Qualifier::Volatile, t, env, ns)
    }

    fn target_is(&mut self, q: Qualifier, t: &TypeExpr, env: &TEnv, ns: NsId) -> Option<bool> {
        let t = self.unalias(t, ns);
        let target = match stmt::strip_quals(&t) {
            TypeExpr::Reference(inner, _) | TypeExpr::Pointer(inner) => inner,
            // A template parameter that is a reference (`T` with `T = int&`).
            TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => {
                return match env.get(&p.segments[0].name) {
                    Some(TArg::Reference(_, cv, _)) => Some(q.of_cv(*cv)),
                    // A pointer (`T` with `T = const char*`): what it points to.
                    Some(TArg::Type(Ty::Ptr(_), cv)) => Some(q.of_cv(cv.held())),
                    _ => None,
                };
            }
            // A reference `decltype` gives (`decltype(__declval<T>(0))`, libcu++'s `declval`).
            TypeExpr::Decltype(_) => {
                let reference = self.declared_reference(&t, env, ns);
                return reference.map(|_| q.of_cv(self.cv_of(&t, env, ns)));
            }
            _ => return None,
        };
        let mut target = self.unalias(target, ns);
        // Qualifiers written on a reference are ignored (`const T&` with `T = int&` is `int&`).
        if let TypeExpr::Qualified(referent, _) = &target {
            if self.declared_reference(referent, env, ns).is_some() {
                target = (**referent).clone();
            }
        }
        // An array is as qualified as its elements.
        while let TypeExpr::Array(element, _) = stmt::strip_quals(&target) {
            if q.of_type(&target) {
                break;
            }
            target = self.unalias(element, ns);
        }
        if q.of_type(&target) {
            return Some(true);
        }
        match &target {
            TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => {
                match env.get(&p.segments[0].name) {
                    // (An array type's qualifiers are its elements': `T = const int[2]`.)
                    Some(TArg::Type(ty, cv) | TArg::Reference(ty, cv, _)) => {
                        let (mut all, mut elements) = (*cv, *cv);
                        for _ in 0..ty.array_depth() {
                            elements = elements.held();
                            all = all.union(elements);
                        }
                        Some(q.of_cv(all))
                    }
                    Some(_) => Some(false),
                    // A member type of the class (`typedef _T T;` for `T&`), or none.
                    None => Some(q.of_cv(self.cv_of(&target, env, ns))),
                }
            }
            // A member type (`typename remove_reference<T>::type`): as far as its alias shows;
            // a class named with its namespace (`ns::P<S>`) is as written.
            TypeExpr::Named(_) => match q.of_cv(self.cv_of(&target, env, ns)) {
                true => Some(true),
                false if self.aliased(&target, env, ns).is_none() => Some(false),
                false => None,
            },
            _ => Some(false),
        }
    }

    /// Whether the candidate `a` is better than `b` (each with the arguments it binds), which
    /// conversions rank alike, for a call with `args` arguments: of two function templates,
    /// the more specialized (`b`'s parameters match `a`'s, not the other way round); of two
    /// alike in that, or two functions that are not templates, the more constrained.
    pub(super) fn more_specialized(
        &mut self,
        (a, a_env): (&Candidate, &TEnv),
        (b, b_env): (&Candidate, &TEnv),
        args: usize,
    ) -> bool {
        let alike = match (a.is_function_template(), b.is_function_template()) {
            (true, true) => {
                let a_matches_b = self.at_least_as_specialized(a, b, args);
                let b_matches_a = self.at_least_as_specialized(b, a, args);
                if a_matches_b != b_matches_a {
                    return a_matches_b;
                }
                // Alike once their packs are expanded for this call: as written, packs and
                // all (`f(T, A...)` over `f(A...)`).
                if a_matches_b {
                    let written = |d: &Rc<FunctionDecl>| {
                        self.function_expansion_origins
                            .get(&key(d))
                            .cloned()
                            .unwrap_or_else(|| d.clone())
                    };
                    let (wa, wb) = (written(&a.decl), written(&b.decl));
                    let a_covered = written_parameters_cover(&wb, &wa);
                    if a_covered != written_parameters_cover(&wa, &wb) {
                        return a_covered;
                    }
                }
                if a_matches_b {
                    if let Some(more) = more_specialized_references(a, b, args) {
                        return more;
                    }
                }
                a_matches_b
            }
            (false, false) => true,
            _ => false,
        };
        alike
            && self.more_constrained(
                (a.decl.constraint.as_deref(), a_env, a.ns),
                (b.decl.constraint.as_deref(), b_env, b.ns),
            )
    }

    /// Whether the parameter types of `b`, its template parameters free, match those of `a`,
    /// its template parameters fixed (each a type of its own), over the first `args`.
    fn at_least_as_specialized(&mut self, a: &Candidate, b: &Candidate, args: usize) -> bool {
        let free = param_names(b.decl.template.iter().flatten());
        let mut bound = HashMap::default();
        let own = |c: &Candidate| param_names(c.decl.template.iter().flatten());
        let (own_a, own_b) = (own(a), own(b));
        for (pa, pb) in a.decl.params.iter().zip(&b.decl.params).take(args) {
            let pa = self.unalias(&pa.ty, a.ns);
            let pb = self.unalias(&pb.ty, b.ns);
            let pa = self.with_absolute_class_names(&pa, a.ns, &own_a);
            let pb = self.with_absolute_class_names(&pb, b.ns, &own_b);
            // Compared as partial ordering adjusts them: without a reference or top-level
            // qualifiers.
            let (pa, pb) = (
                stmt::strip_reference_and_quals(&pa),
                stmt::strip_reference_and_quals(&pb),
            );
            if !matches_pattern(pb, pa, &free, &mut bound) {
                return false;
            }
        }
        true
    }
}

impl Lowerer<'_> {
    /// `t` (written in `ns`) with the class templates it names written from the global
    /// namespace (`::ns::tup<T>` for `tup<T>` and `ns::tup<T>`), so that two spellings of one
    /// parameter type compare alike; the names in `params` (template parameters) are kept.
    fn with_absolute_class_names(&self, t: &TypeExpr, ns: NsId, params: &[Rc<str>]) -> TypeExpr {
        let inner = |t: &TypeExpr| Box::new(self.with_absolute_class_names(t, ns, params));
        match t {
            TypeExpr::Qualified(t, q) => TypeExpr::Qualified(inner(t), *q),
            TypeExpr::Pointer(t) => TypeExpr::Pointer(inner(t)),
            TypeExpr::Reference(t, k) => TypeExpr::Reference(inner(t), *k),
            TypeExpr::Array(t, n) => TypeExpr::Array(inner(t), n.clone()),
            TypeExpr::Named(p) if !(p.segments.len() == 1 && params.contains(&p.last().name)) => {
                let targs = p.last().targs.as_ref().map(|args| {
                    (args.iter())
                        .map(|a| match a {
                            TemplateArg::Type(t) => {
                                TemplateArg::Type(self.with_absolute_class_names(t, ns, params))
                            }
                            other => other.clone(),
                        })
                        .collect()
                });
                let mut bare = p.clone();
                if let Some(last) = bare.segments.last_mut() {
                    last.targs = None;
                }
                let home = self
                    .names
                    .lookup_path(ns, &bare)
                    .into_iter()
                    .find_map(|e| match e {
                        Entity::Struct(d, home) if d.template.is_some() => Some(home),
                        _ => None,
                    });
                let absolute = home.and_then(|home| self.names.absolute_path(home));
                let Some(mut path) = absolute else {
                    return t.clone();
                };
                path.segments.push(Segment {
                    name: p.last().name.clone(),
                    targs,
                });
                TypeExpr::Named(path)
            }
            other => other.clone(),
        }
    }
}

/// Of two function templates whose parameters match each other, whether `a` is the more
/// specialized by its references ([temp.deduct.partial]/9: `Some(true)`), `b` is
/// (`Some(false)`), or neither: in each place an lvalue reference is more specialized than an
/// rvalue reference (`f(T&)` than `f(T&&)`), and of two alike, one that refers to `const` than
/// one that does not (`f(const T&)` than `f(T&)`).
fn more_specialized_references(a: &Candidate, b: &Candidate, args: usize) -> Option<bool> {
    // (Whether it is an lvalue reference, whether what it refers to is `const`.)
    let binding = |t: &TypeExpr| {
        super::expr::binding_of(t).map(|(kind, to_const)| (kind == RefKind::Lvalue, to_const))
    };
    let places = a.decl.params.iter().zip(&b.decl.params).take(args);
    let places = places.filter_map(|(pa, pb)| {
        let ((lvalue_a, const_a), (lvalue_b, const_b)) = (binding(&pa.ty)?, binding(&pb.ty)?);
        Some(lvalue_b.cmp(&lvalue_a).then(const_b.cmp(&const_a)))
    });
    match compare_places(places)? {
        std::cmp::Ordering::Equal => None,
        order => Some(order.is_lt()),
    }
}

/// A template argument as a type where it is one or a name (`N` of `vec<N, T>`, which may be a
/// value parameter's), so that names compare alike however they were read.
fn as_type(a: &TemplateArg) -> Option<TypeExpr> {
    match a {
        TemplateArg::Type(t) => Some(t.clone()),
        TemplateArg::Expr(Expr {
            kind: ExprKind::Name(p),
            ..
        }) => Some(TypeExpr::Named(p.clone())),
        TemplateArg::Expr(_) => None,
    }
}

/// Whether two value template arguments are written alike (where they are literals, by value;
/// otherwise as written, wherever they are).
fn same_value(a: &TemplateArg, b: &TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Expr(x), TemplateArg::Expr(y)) => match (&x.kind, &y.kind) {
            (ExprKind::Int { value: x, .. }, ExprKind::Int { value: y, .. }) => x == y,
            (ExprKind::Bool(x), ExprKind::Bool(y)) => x == y,
            _ => x == y,
        },
        _ => false,
    }
}

/// Whether the partial specialization `general`'s written arguments match `specific`'s, its
/// parameters standing for anything and `specific`'s for themselves: `specific` is then at least
/// as specialized (`Product<L, R, LazyProduct>` against `Product<L, R, Options>`).
pub(super) fn written_pattern_covers(general: &StructDecl, specific: &StructDecl) -> bool {
    let (Some(params), Some(g), Some(s)) = (
        &general.template,
        &general.specialization,
        &specific.specialization,
    ) else {
        return false;
    };
    let free = param_names(params);
    let mut bound = HashMap::default();
    // Arguments `specific` leaves to the primary's defaults are matched by parameters of
    // `general` alone (`Weak` of `Assignment<D, S, F, Dense2Dense, Weak>`).
    let takes_anything = |a: &TemplateArg| match as_type(a) {
        Some(TypeExpr::Named(p)) => p.segments.len() == 1 && free.contains(&p.segments[0].name),
        _ => false,
    };
    let pack = |a: &TemplateArg| match a {
        TemplateArg::Type(TypeExpr::PackExpansion(_)) => true,
        TemplateArg::Expr(e) => matches!(e.kind, ExprKind::PackExpansion(_)),
        _ => false,
    };
    let matches = |x: &TemplateArg, y: &TemplateArg, bound: &mut HashMap<_, _>| match (
        as_type(x),
        as_type(y),
    ) {
        (Some(x), Some(y)) => matches_pattern(&x, &y, &free, bound),
        _ => same_value(x, y),
    };
    // A pack expansion ending `general`'s arguments takes the rest of `specific`'s, each on
    // its own (a pack of values takes any values); a pack expansion of `specific`'s is taken
    // by no other argument.
    if let Some((last, fixed)) = g.split_last().filter(|(last, _)| pack(last)) {
        let rest_taken = |y: &TemplateArg, bound: &HashMap<_, _>| match (last, y) {
            (TemplateArg::Expr(_), _) => true,
            (TemplateArg::Type(TypeExpr::PackExpansion(pattern)), y) => {
                let y = match y {
                    TemplateArg::Type(TypeExpr::PackExpansion(inner)) => {
                        TemplateArg::Type((**inner).clone())
                    }
                    y => y.clone(),
                };
                let pattern = TemplateArg::Type((**pattern).clone());
                matches(&pattern, &y, &mut bound.clone())
            }
            _ => false,
        };
        if s.len() < fixed.len() {
            return false;
        }
        let heads = fixed
            .iter()
            .zip(s)
            .all(|(x, y)| !pack(y) && matches(x, y, &mut bound));
        return heads && s[fixed.len()..].iter().all(|y| rest_taken(y, &bound));
    }
    g.len() >= s.len()
        && g[s.len()..].iter().all(takes_anything)
        && g.iter()
            .zip(s)
            .all(|(x, y)| !pack(y) && matches(x, y, &mut bound))
}

/// Whether the parameters of the function template `general` as written, its template
/// parameters standing for anything, match those of `specific`, its own standing for
/// themselves (each compared as partial ordering adjusts it: without a reference or top-level
/// qualifiers): `specific` is then at least as specialized.
fn written_parameters_cover(general: &FunctionDecl, specific: &FunctionDecl) -> bool {
    let free = param_names(general.template.iter().flatten());
    let adjusted = |f: &FunctionDecl| -> Vec<TypeExpr> {
        let adjust = |t: &TypeExpr| stmt::strip_reference_and_quals(t).clone();
        f.params
            .iter()
            .map(|p| match &p.ty {
                TypeExpr::PackExpansion(inner) => TypeExpr::PackExpansion(Box::new(adjust(inner))),
                t => adjust(t),
            })
            .collect()
    };
    let (g, s) = (adjusted(general), adjusted(specific));
    matches_list(&g, &s, &free, &mut HashMap::default())
}

/// Whether `pattern`, whose names in `free` are template parameters, matches `ty`, binding
/// those names consistently in `bound`.
pub(super) fn matches_pattern(
    pattern: &TypeExpr,
    ty: &TypeExpr,
    free: &[Rc<str>],
    bound: &mut HashMap<Rc<str>, TypeExpr>,
) -> bool {
    match (pattern, ty) {
        // (A parameter that is not a pack takes no pack's elements.)
        (TypeExpr::Named(_), TypeExpr::PackExpansion(_)) => false,
        (TypeExpr::Named(p), _) if p.segments.len() == 1 && free.contains(&p.segments[0].name) => {
            let name = &p.segments[0].name;
            match bound.get(name) {
                Some(earlier) => {
                    let earlier = earlier.clone();
                    matches_pattern(&earlier, ty, &[], &mut HashMap::default())
                }
                None => {
                    bound.insert(name.clone(), ty.clone());
                    true
                }
            }
        }
        (TypeExpr::Qualified(p, pq), TypeExpr::Qualified(t, tq)) => {
            let covered = (!pq.is_const || tq.is_const) && (!pq.is_volatile || tq.is_volatile);
            let rest = Quals {
                is_const: tq.is_const && !pq.is_const,
                is_volatile: tq.is_volatile && !pq.is_volatile,
                method_ref: None,
            };
            let t = match rest.is_const || rest.is_volatile {
                true => TypeExpr::Qualified(t.clone(), rest),
                false => (**t).clone(),
            };
            covered && matches_pattern(p, &t, free, bound)
        }
        (TypeExpr::Qualified(..), _) => false,
        (TypeExpr::Pointer(p), TypeExpr::Pointer(t)) => matches_pattern(p, t, free, bound),
        (TypeExpr::Reference(p, pk), TypeExpr::Reference(t, tk)) => {
            pk == tk && matches_pattern(p, t, free, bound)
        }
        (TypeExpr::Array(p, _), TypeExpr::Array(t, _)) => matches_pattern(p, t, free, bound),
        (TypeExpr::Named(p), TypeExpr::Named(t)) => {
            p.global == t.global
                && p.segments.len() == t.segments.len()
                && p.segments.iter().zip(&t.segments).all(|(ps, ts)| {
                    ps.name == ts.name
                        && match (&ps.targs, &ts.targs) {
                            (None, None) => true,
                            (Some(pa), Some(ta)) => {
                                let types = |args: &[TemplateArg]| -> Option<Vec<TypeExpr>> {
                                    args.iter().map(as_type).collect()
                                };
                                match (types(pa), types(ta)) {
                                    (Some(pa), Some(ta)) => matches_list(&pa, &ta, free, bound),
                                    _ => matches_argument_list(pa, ta, free, bound),
                                }
                            }
                            _ => false,
                        }
                })
        }
        (TypeExpr::Function(pr, pp, pv), TypeExpr::Function(tr, tp, tv)) => {
            let types = |ps: &[Param]| ps.iter().map(|p| p.ty.clone()).collect::<Vec<_>>();
            pv == tv
                && matches_pattern(pr, tr, free, bound)
                && matches_list(&types(pp), &types(tp), free, bound)
        }
        (
            TypeExpr::MemberPointer {
                class: pc,
                member: pm,
            },
            TypeExpr::MemberPointer {
                class: tc,
                member: tm,
            },
        ) => {
            matches_pattern(
                &TypeExpr::Named(pc.clone()),
                &TypeExpr::Named(tc.clone()),
                free,
                bound,
            ) && matches_pattern(pm, tm, free, bound)
        }
        (TypeExpr::PackExpansion(p), TypeExpr::PackExpansion(t)) => {
            matches_pattern(p, t, free, bound)
        }
        (p, t) => p == t,
    }
}

/// Whether the template arguments `patterns`, some of them values, match `args` one by one,
/// except that a pack expansion of values ending `patterns` takes the rest of `args`
/// (`Ints<I...>` matches `Ints<H, T...>`); a pack expansion in `args` is matched only by one in
/// `patterns`.
fn matches_argument_list(
    patterns: &[TemplateArg],
    args: &[TemplateArg],
    free: &[Rc<str>],
    bound: &mut HashMap<Rc<str>, TypeExpr>,
) -> bool {
    let is_pack = |a: &TemplateArg| match a {
        TemplateArg::Type(t) => matches!(t, TypeExpr::PackExpansion(_)),
        TemplateArg::Expr(e) => matches!(e.kind, ExprKind::PackExpansion(_)),
    };
    let (fixed, value_pack) = match patterns.split_last() {
        Some((last @ TemplateArg::Expr(_), fixed)) if is_pack(last) => (fixed, true),
        _ => (patterns, false),
    };
    let heads_match = args.len() >= fixed.len()
        && fixed.iter().zip(args).all(|(x, y)| {
            !is_pack(y)
                && match (as_type(x), as_type(y)) {
                    (Some(x), Some(y)) => matches_pattern(&x, &y, free, bound),
                    // A value parameter takes any value (`K<N>` matches `K<1>`), the same
                    // wherever it stands (bound as the value's `decltype`, a marker).
                    (Some(TypeExpr::Named(p)), None)
                        if p.segments.len() == 1 && free.contains(&p.segments[0].name) =>
                    {
                        let TemplateArg::Expr(value) = y else {
                            return false;
                        };
                        match bound.get(&p.segments[0].name) {
                            Some(TypeExpr::Decltype(earlier)) => {
                                same_value(&TemplateArg::Expr((**earlier).clone()), y)
                            }
                            Some(_) => false,
                            None => {
                                let marker = TypeExpr::Decltype(Box::new(value.clone()));
                                bound.insert(p.segments[0].name.clone(), marker);
                                true
                            }
                        }
                    }
                    _ => same_value(x, y),
                }
        });
    heads_match && (value_pack || args.len() == fixed.len())
}

/// Whether the list `patterns` (template arguments, parameter types) matches `types` item by
/// item, except that a pack expansion ending `patterns` takes the rest of `types`, each item
/// matched on its own (a pack's elements may differ); a pack expansion in `types` is matched
/// only by one in `patterns` (a single parameter cannot take a pack's elements).
pub(super) fn matches_list(
    patterns: &[TypeExpr],
    types: &[TypeExpr],
    free: &[Rc<str>],
    bound: &mut HashMap<Rc<str>, TypeExpr>,
) -> bool {
    let is_pack = |t: &TypeExpr| matches!(t, TypeExpr::PackExpansion(_));
    let (fixed, pack) = match patterns.split_last() {
        Some((TypeExpr::PackExpansion(p), fixed)) => (fixed, Some(p)),
        _ => (patterns, None),
    };
    let heads_match = types.len() >= fixed.len()
        && fixed
            .iter()
            .zip(types)
            .all(|(p, t)| !is_pack(t) && matches_pattern(p, t, free, bound));
    match pack {
        None => heads_match && types.len() == fixed.len(),
        Some(p) => {
            heads_match
                && types[fixed.len()..].iter().all(|t| {
                    let t = match t {
                        TypeExpr::PackExpansion(inner) => inner,
                        t => t,
                    };
                    matches_pattern(p, t, free, &mut bound.clone())
                })
        }
    }
}

/// A qualifier whose presence on what a parameter points or refers to overloads tell apart.
#[derive(Clone, Copy)]
enum Qualifier {
    Const,
    Volatile,
}

impl Qualifier {
    fn of_type(self, t: &TypeExpr) -> bool {
        match self {
            Qualifier::Const => is_const_type(t),
            Qualifier::Volatile => is_volatile_type(t),
        }
    }

    fn of_cv(self, cv: Cv) -> bool {
        match self {
            Qualifier::Const => cv.is_const(),
            Qualifier::Volatile => cv.is_volatile(),
        }
    }
}
