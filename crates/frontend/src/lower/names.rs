//! Name lookup: the namespaces of a translation unit and what each name in them denotes.

use crate::ast::*;
use crate::collections::{HashMap, HashSet};
use crate::source::Loc;
use std::rc::Rc;

pub type NsId = usize;

/// The names declared as types, and those declared as templates.

#[derive(Clone)]
pub enum Entity {
    /// A function and the namespace it is declared in (where its signature's names resolve).
    Func(Rc<FunctionDecl>, NsId),
    Struct(Rc<StructDecl>, NsId),
    Enum(Rc<EnumDecl>, NsId),
    /// The `usize`-th enumerator of an enum.
    Enumerator(Rc<EnumDecl>, usize, NsId),
    Alias {
        ty: TypeExpr,
        template: Option<Vec<TemplateParam>>,
        /// The alignment written on the alias, if any (see [`Item::Alias`]).
        align: Option<Rc<Expr>>,
        ns: NsId,
    },
    /// A variable and the namespace it is declared in.
    Var(Rc<VarDecl>, NsId),
    /// A variable template, or a specialization of one: its parameters, the variable, the
    /// arguments a specialization writes, its namespace, its qualifier's class arguments.
    VarTemplate(
        Rc<[TemplateParam]>,
        Rc<VarDecl>,
        Option<Rc<[TemplateArg]>>,
        NsId,
        /// The arguments of a member's qualifier ([`Item::VarTemplate`]'s `class_args`).
        Option<Rc<[TemplateArg]>>,
    ),
    Namespace(NsId),
}

impl Entity {
    /// Where the entity is declared, where the declaration has a place of its own (not for
    /// aliases and namespaces).
    pub fn loc(&self) -> Option<Loc> {
        match self {
            Entity::Func(f, _) => Some(f.loc),
            Entity::Struct(s, _) => Some(s.loc),
            Entity::Enum(e, _) | Entity::Enumerator(e, _, _) => Some(e.loc),
            Entity::Var(v, _) | Entity::VarTemplate(_, v, ..) => Some(v.loc),
            Entity::Alias { .. } | Entity::Namespace(_) => None,
        }
    }
}

#[derive(Default)]
struct NsData {
    parent: Option<NsId>,
    /// `None` for the global namespace, anonymous namespaces and block scopes.
    name: Option<Rc<str>>,
    entries: HashMap<Rc<str>, Vec<Entity>>,
    /// Namespaces brought in by `using namespace`.
    usings: Vec<NsId>,
    /// Where each of `usings` is written in the program (`None`: in effect from the start, as
    /// an anonymous or inline namespace's).
    using_locs: Vec<Option<Loc>>,
    /// Every entity in declaration order, for whole-module walks.
    order: Vec<Entity>,
    /// A block scope (see [`Namespaces::block_scope`]).
    block: bool,
    /// The names that using-declarations brought in (`using std::swap;`).
    used: HashSet<Rc<str>>,
}

pub struct Namespaces {
    spaces: Vec<NsData>,
    /// Member functions defined outside their class (`Foo::bar`), by class name, with the
    /// namespace the definition is in.
    out_of_class: HashMap<Rc<str>, Vec<(Rc<FunctionDecl>, NsId)>>,
    /// The `static_assert`s of namespace scopes, with their namespace.
    pub static_assertions: Vec<(Rc<StaticAssertion>, NsId)>,
    /// `using enum C::E;` declarations whose enumeration no namespace declares (a class's
    /// member, which only the lowering can find), with the scope they declare its enumerators
    /// in.
    pub class_using_enums: Vec<(Path, NsId)>,
}

pub const ROOT: NsId = 0;

/// `::std::name`.
pub fn std_path(name: &str) -> Path {
    Path {
        global: true,
        segments: ["std", name]
            .map(|name| Segment {
                name: name.into(),
                targs: None,
            })
            .into_iter()
            .collect(),
    }
}

impl Namespaces {
    /// The class or class template `::std::name` (one the language itself makes objects of:
    /// `initializer_list`, `strong_ordering`), if the program's headers declare it.
    pub fn std_class(&self, name: &str) -> Option<(Rc<StructDecl>, NsId)> {
        self.lookup_path(ROOT, &std_path(name))
            .into_iter()
            .find_map(|e| match e {
                Entity::Struct(decl, ns) => Some((decl, ns)),
                _ => None,
            })
    }

    pub fn build(tu: &TranslationUnit) -> Namespaces {
        let mut n = Namespaces {
            spaces: vec![NsData::default()],
            out_of_class: HashMap::default(),
            static_assertions: Vec::new(),
            class_using_enums: Vec::new(),
        };
        n.add_items(ROOT, &tu.items);
        n
    }

    fn add(&mut self, ns: NsId, name: Rc<str>, e: Entity) {
        self.spaces[ns].order.push(e.clone());
        self.spaces[ns].entries.entry(name).or_default().push(e);
    }

    fn add_items(&mut self, ns: NsId, items: &[Item]) {
        for item in items {
            match item {
                Item::Function(f) => {
                    if let Some(qualifier) = f.name.qualifier() {
                        // `void app::k() {...}`: a function of namespace `app` defined outside
                        // it, whose names are looked up there.
                        if let Some(home) = self.resolve_namespace(ns, &qualifier) {
                            self.add(
                                home,
                                f.name.last().name.clone(),
                                Entity::Func(f.clone(), home),
                            );
                            continue;
                        }
                        let class = f.name.segments[f.name.segments.len() - 2].name.clone();
                        self.out_of_class
                            .entry(class)
                            .or_default()
                            .push((f.clone(), ns));
                        continue;
                    }
                    self.add(ns, f.name.last().name.clone(), Entity::Func(f.clone(), ns));
                }
                Item::Var(v) => {
                    // `__device__ int app::x = 5;`: a variable of namespace `app` defined outside
                    // it (a static data member's definition, `int S::n = 0;`, keeps its name).
                    if let Some((qualifier, name)) = v.name.rsplit_once("::") {
                        let path = Path {
                            global: qualifier.is_empty() || qualifier.starts_with("::"),
                            segments: qualifier
                                .split("::")
                                .filter(|s| !s.is_empty())
                                .map(|s| Segment {
                                    name: s.into(),
                                    targs: None,
                                })
                                .collect(),
                        };
                        if let Some(home) = self.resolve_namespace(ns, &path) {
                            let var = VarDecl {
                                name: name.into(),
                                ..v.clone()
                            };
                            self.add(home, var.name.clone(), Entity::Var(Rc::new(var), home));
                            continue;
                        }
                    }
                    self.add(ns, v.name.clone(), Entity::Var(Rc::new(v.clone()), ns))
                }
                Item::VarTemplate {
                    params,
                    var,
                    specialization,
                    class_args,
                } => self.add(
                    ns,
                    var.name.clone(),
                    Entity::VarTemplate(
                        params.clone(),
                        var.clone(),
                        specialization.clone(),
                        ns,
                        class_args.clone(),
                    ),
                ),
                Item::Struct(s) => {
                    if let Some(name) = &s.name {
                        let s = self.with_earlier_defaults(ns, name, s);
                        self.add(ns, name.clone(), Entity::Struct(s, ns));
                    }
                    // (Friend functions defined in a class are found by argument-dependent
                    // lookup alone: `Lowerer::add_argument_dependent`.)
                }
                Item::Enum(e) => self.add_enum(ns, e),
                Item::Alias {
                    name,
                    ty,
                    template,
                    align,
                    ..
                } => self.add(
                    ns,
                    name.clone(),
                    Entity::Alias {
                        ty: ty.clone(),
                        template: template.clone(),
                        align: align.clone().map(Rc::new),
                        ns,
                    },
                ),
                Item::Namespace { name, items } => {
                    let child = match name.as_ref().and_then(|n| self.child_namespace(ns, n)) {
                        Some(c) => c,
                        None => {
                            self.spaces.push(NsData {
                                parent: Some(ns),
                                name: name.clone(),
                                ..Default::default()
                            });
                            let c = self.spaces.len() - 1;
                            match name {
                                Some(n) => self.add(ns, n.clone(), Entity::Namespace(c)),
                                // An anonymous namespace's names are visible in its parent.
                                None => self.add_using(ns, c, None),
                            }
                            c
                        }
                    };
                    self.add_items(child, items);
                }
                Item::NamespaceAlias { name, target } => {
                    if let Some(t) = self.resolve_namespace(ns, target) {
                        self.add(ns, name.clone(), Entity::Namespace(t));
                    }
                }
                Item::Using {
                    path,
                    namespace: true,
                    at,
                    ..
                } => {
                    if let Some(target) = self.resolve_namespace(ns, path) {
                        self.add_using(ns, target, *at);
                    }
                }
                Item::Using {
                    path,
                    namespace: false,
                    ..
                } => {
                    // (Two declarations naming one function, in headers included one after
                    // the other, add it once.)
                    let name = path.last().name.clone();
                    for e in self.lookup_path(ns, path) {
                        let known = self.spaces[ns].entries.get(&name).is_some_and(|es| {
                            es.iter().any(|k| match (k, &e) {
                                (Entity::Func(a, _), Entity::Func(b, _)) => Rc::ptr_eq(a, b),
                                _ => false,
                            })
                        });
                        if !known {
                            self.add(ns, name.clone(), e);
                        }
                    }
                    self.spaces[ns].used.insert(name);
                }
                Item::StaticAssert(a) => self.static_assertions.push((a.clone(), ns)),
                Item::UsingEnum(path) => {
                    let enums = self
                        .lookup_path(ns, path)
                        .into_iter()
                        .filter_map(|e| match e {
                            Entity::Enum(decl, ens) => Some((decl, ens)),
                            _ => None,
                        });
                    let enums: Vec<_> = enums.collect();
                    if enums.is_empty() {
                        self.class_using_enums.push((path.clone(), ns));
                    }
                    for (decl, ens) in enums {
                        self.add_enumerators(ns, &decl, ens);
                    }
                }
            }
        }
    }

    /// Declares in `ns` the enumerators of `decl`, an enumeration of the scope `ens`
    /// (`using enum E;`).
    pub fn add_enumerators(&mut self, ns: NsId, decl: &Rc<EnumDecl>, ens: NsId) {
        for (i, Enumerator { name: n, .. }) in decl.items.iter().enumerate() {
            self.add(ns, n.clone(), Entity::Enumerator(decl.clone(), i, ens));
        }
    }

    fn add_enum(&mut self, ns: NsId, e: &Rc<EnumDecl>) {
        if let Some(name) = &e.name {
            self.add(ns, name.clone(), Entity::Enum(e.clone(), ns));
        }
        if !e.scoped {
            for (i, Enumerator { name: n, .. }) in e.items.iter().enumerate() {
                self.add(ns, n.clone(), Entity::Enumerator(e.clone(), i, ns));
            }
        }
    }

    fn child_namespace(&self, ns: NsId, name: &str) -> Option<NsId> {
        self.spaces[ns]
            .entries
            .get(name)?
            .iter()
            .find_map(|e| match e {
                Entity::Namespace(c) => Some(*c),
                _ => None,
            })
    }

    pub fn resolve_namespace(&self, ns: NsId, path: &Path) -> Option<NsId> {
        let mut cur = if path.global {
            ROOT
        } else {
            let first = &path.segments.first()?.name;
            let mut scope = Some(ns);
            let mut found = None;
            while let Some(s) = scope {
                if let Some(c) = self.member_namespace(s, first) {
                    found = Some(c);
                    break;
                }
                scope = self.spaces[s].parent;
            }
            return path.segments[1..]
                .iter()
                .try_fold(found?, |c, seg| self.member_namespace(c, &seg.name));
        };
        for seg in &path.segments {
            cur = self.member_namespace(cur, &seg.name)?;
        }
        Some(cur)
    }

    /// The namespace an inline namespace `ns` belongs to (`lib` of `lib::v2`), whose names
    /// argument-dependent lookup finds too.
    pub fn inline_parent(&self, ns: NsId) -> Option<NsId> {
        let data = &self.spaces[ns];
        let parent = data.parent?;
        let nested_inline = self
            .nominated_by(parent)
            .any(|(u, member)| u == ns && member);
        (data.name.is_some() && nested_inline).then_some(parent)
    }

    /// The namespace `name` as a qualified name finds it in `ns`: declared there, else in a
    /// namespace `ns` nominates (an inline namespace, a using-directive), or one those do in
    /// turn (`lib::internal` where `lib` has `using namespace ::lib;` and `::lib` an inline
    /// namespace that declares `internal`).
    fn member_namespace(&self, ns: NsId, name: &str) -> Option<NsId> {
        let mut seen = vec![ns];
        let mut next = 0;
        while let Some(&n) = seen.get(next) {
            if let Some(c) = self.child_namespace(n, name) {
                return Some(c);
            }
            for &u in &self.spaces[n].usings {
                if !seen.contains(&u) {
                    seen.push(u);
                }
            }
            next += 1;
        }
        None
    }

    /// The scope of a declaration inside a function body (a class, an enum, a `typedef`, a
    /// `using`): a namespace nested in `parent` that holds just that declaration, so that from
    /// there to the end of the block it hides what `parent` declares under the same name.
    pub fn block_scope(&mut self, parent: NsId, item: &Item) -> NsId {
        self.spaces.push(NsData {
            parent: Some(parent),
            block: true,
            ..Default::default()
        });
        let scope = self.spaces.len() - 1;
        match item {
            // A function declared in a block (`int f(double);`) is the enclosing namespace's
            // (its linkage name and overloads are that namespace's); the block's calls see
            // this declaration of it alone.
            Item::Function(f) => {
                let mut home = parent;
                while let (true, Some(outer)) = (self.spaces[home].block, self.spaces[home].parent)
                {
                    home = outer;
                }
                // Written without execution spaces, it has those of the function it declares
                // again (a kernel's `int clamp(int);`).
                let name = f.name.last().name.clone();
                let signature = f.written_signature();
                let declared = (!f.cuda.any() && !f.cuda.host)
                    .then(|| {
                        self.lookup_in(home, &name)
                            .into_iter()
                            .find_map(|e| match e {
                                Entity::Func(g, _) if g.written_signature() == signature => Some(g),
                                _ => None,
                            })
                    })
                    .flatten();
                let f = match declared {
                    Some(g) => Rc::new(FunctionDecl {
                        cuda: g.cuda,
                        ..(**f).clone()
                    }),
                    None => f.clone(),
                };
                self.add(scope, name, Entity::Func(f, home));
            }
            _ => self.add_items(scope, std::slice::from_ref(item)),
        }
        scope
    }

    /// Adds to the scope `scope` of a block's function declaration the `functions` of its name
    /// the block declared before it.
    pub fn add_earlier_functions(&mut self, scope: NsId, functions: Vec<Entity>) {
        for e in functions {
            if let Entity::Func(f, _) = &e {
                self.add(scope, f.name.last().name.clone(), e);
            }
        }
    }

    /// The names declared in `ns` itself.
    pub fn declared_in(&self, ns: NsId) -> Vec<Rc<str>> {
        self.spaces[ns].entries.keys().cloned().collect()
    }

    /// Whether `ns` is the scope of a declaration in a function body (see
    /// [`Self::block_scope`]).
    pub fn is_block_scope(&self, ns: NsId) -> bool {
        self.spaces[ns].block
    }

    /// Whether a declaration in the function body whose innermost scope is `ns` declares
    /// `name` (a local enumeration's enumerator, a local `typedef`), which hides a member of
    /// the class of the function.
    pub fn block_declares(&self, ns: NsId, name: &str) -> bool {
        self.block_declaring(ns, name).is_some()
    }

    /// The innermost block scope, from `ns` out, that declares `name`.
    fn block_declaring(&self, mut ns: NsId, name: &str) -> Option<&NsData> {
        while self.spaces[ns].block {
            if self.spaces[ns].entries.contains_key(name) {
                return Some(&self.spaces[ns]);
            }
            ns = self.spaces[ns].parent?;
        }
        None
    }

    /// Whether a block scope of the function body whose innermost scope is `ns` declares
    /// `name` other than by a using-declaration (a block's function declaration), which leaves
    /// argument-dependent lookup out of a call of the name; `using std::swap;` does not.
    pub fn block_declares_without_using(&self, ns: NsId, name: &str) -> bool {
        self.block_declaring(ns, name)
            .is_some_and(|space| !space.used.contains(name))
    }

    /// The qualification (`a::b::`) of names declared in `ns` as other files see them, or
    /// `None` when they are this file's alone (an anonymous namespace, a block scope).
    pub fn linkage_prefix(&self, ns: NsId) -> Option<String> {
        let names = self.enclosing_names(ns);
        names
            .iter()
            .all(Option::is_some)
            .then(|| qualification(names.iter().flatten()))
    }

    /// The qualification (`a::b::`) of names declared in `ns` as the host pass registers them:
    /// anonymous namespaces left out.
    pub fn host_prefix(&self, ns: NsId) -> String {
        qualification(self.enclosing_names(ns).iter().flatten())
    }

    /// The names of `ns` and the namespaces around it, outermost first (`None`: unnamed).
    pub fn namespace_names(&self, ns: NsId) -> Vec<Option<Rc<str>>> {
        self.enclosing_names(ns)
    }

    /// The path from the global namespace to `ns` (`::a::b`), or `None` when an unnamed
    /// namespace is on the way.
    pub fn absolute_path(&self, ns: NsId) -> Option<Path> {
        let segments = self
            .enclosing_names(ns)
            .into_iter()
            .map(|name| {
                Some(Segment {
                    name: name?,
                    targs: None,
                })
            })
            .collect::<Option<_>>()?;
        Some(Path {
            global: true,
            segments,
        })
    }

    /// The names of `ns` and the namespaces around it, outermost first (`None`: unnamed).
    fn enclosing_names(&self, ns: NsId) -> Vec<Option<Rc<str>>> {
        let mut names = Vec::new();
        let mut scope = ns;
        while let Some(parent) = self.spaces[scope].parent {
            names.push(self.spaces[scope].name.clone());
            scope = parent;
        }
        names.reverse();
        names
    }

    /// Unqualified lookup from `ns` outward; the innermost namespace with the name wins.
    pub fn lookup(&self, ns: NsId, name: &str) -> Vec<Entity> {
        self.lookup_seeing_usings(ns, name, None)
    }

    /// [`Namespaces::lookup`] from a place `at` in the program that sees only the
    /// using-directives of its file written before it.
    pub fn lookup_before(&self, ns: NsId, name: &str, at: Loc) -> Vec<Entity> {
        self.lookup_seeing_usings(ns, name, Some(at))
    }

    /// `decl`, a declaration of a class template, with the default arguments that earlier
    /// declarations of the template in `ns` give and it does not (C++ merges them: `template
    /// <class A, class B = D> struct MT;` then `template <class A, class B> struct MT { ... };`).
    fn with_earlier_defaults(&self, ns: NsId, name: &str, decl: &Rc<StructDecl>) -> Rc<StructDecl> {
        let (Some(params), None) = (&decl.template, &decl.specialization) else {
            return decl.clone();
        };
        let earlier = self.spaces[ns].entries.get(name).into_iter().flatten();
        let earlier: Vec<&Rc<StructDecl>> = earlier
            .filter_map(|e| match e {
                Entity::Struct(d, _) if d.specialization.is_none() => Some(d),
                _ => None,
            })
            .filter(|d| d.template.as_ref().is_some_and(|t| t.len() == params.len()))
            .collect();
        let mut merged = params.clone();
        let mut changed = false;
        for (i, p) in merged.iter_mut().enumerate() {
            let at = earlier.iter().filter_map(|d| d.template.as_deref()?.get(i));
            changed |= !p.has_default() && at.into_iter().any(|q| p.take_default_of(q));
        }
        if !changed {
            return decl.clone();
        }
        let mut merged_decl = (**decl).clone();
        merged_decl.template = Some(merged);
        Rc::new(merged_decl)
    }

    /// Unqualified lookup of a name that must be a type (an elaborated type specifier's,
    /// `struct height`, or one with template arguments, `width<long>`): variables, functions
    /// and enumerators of the name in inner scopes do not hide the type (`enum { width =
    /// width<long>::value };` in a block, `enum { height = 3 }` beside `struct height`).
    pub fn lookup_type(&self, ns: NsId, name: &str) -> Vec<Entity> {
        let is_type = |e: &Entity| {
            matches!(
                e,
                Entity::Struct(..) | Entity::Enum(..) | Entity::Alias { .. } | Entity::Namespace(_)
            )
        };
        let mut scope = Some(ns);
        while let Some(s) = scope {
            let found = self.lookup(s, name);
            if found.is_empty() {
                return found;
            }
            if found.iter().any(is_type) {
                return found.into_iter().filter(is_type).collect();
            }
            // What hid the type is declared in the scope where lookup stopped, or one a
            // using-directive joins to it: the type is further out.
            scope = self.spaces[self.scope_declaring(s, name)].parent;
        }
        Vec::new()
    }

    /// The scope from `ns` outward that declares `name` (or is joined to one that does), as
    /// [`Namespaces::lookup`] stops at it; `ns` where none does.
    fn scope_declaring(&self, ns: NsId, name: &str) -> NsId {
        let mut scope = Some(ns);
        while let Some(s) = scope {
            if self.declares_in(s, name) {
                return s;
            }
            scope = self.spaces[s].parent;
        }
        ns
    }

    fn lookup_seeing_usings(&self, ns: NsId, name: &str, at: Option<Loc>) -> Vec<Entity> {
        // The names a using-directive nominates are found as if declared in the nearest
        // namespace enclosing both the directive and the nominated namespace ([namespace.udir]):
        // `using namespace H;` in a block joins `H::q` to the global `q`, hiding neither.
        let mut nominated: Vec<(NsId, NsId)> = Vec::new();
        let mut scope = Some(ns);
        while let Some(s) = scope {
            let data = &self.spaces[s];
            for (&used, written) in data.usings.iter().zip(&data.using_locs) {
                let later = |w: &Loc| at.is_some_and(|at| w.is_later_in_file_than(at));
                if !written.as_ref().is_some_and(later) {
                    nominated.push((self.nearest_enclosing_both(s, used), used));
                }
            }
            let here = (nominated.iter())
                .filter(|&&(at, _)| at == s)
                .map(|&(_, used)| used)
                .collect();
            let found = self.declared_with_nominated(s, here, name);
            if !found.is_empty() {
                return found;
            }
            scope = self.spaces[s].parent;
        }
        Vec::new()
    }

    /// Makes `ns` nominate `target` from `at` on (from its start where `at` is `None`). A
    /// namespace nominated again (an inline namespace reopened in every header, a repeated
    /// using-directive) is nominated once, from its earliest place: lookups walk the
    /// nominations, and libraries reopen their inline namespaces hundreds of times.
    fn add_using(&mut self, ns: NsId, target: NsId, at: Option<Loc>) {
        let data = &mut self.spaces[ns];
        if let Some(i) = data.usings.iter().position(|&u| u == target) {
            let replaces = match (data.using_locs[i], at) {
                (Some(old), Some(new)) => old.is_later_in_file_than(new),
                (Some(_), None) => true,
                (None, _) => false,
            };
            if replaces {
                data.using_locs[i] = at;
            }
            return;
        }
        data.usings.push(target);
        data.using_locs.push(at);
    }

    /// The innermost scope that is `a` or encloses it and is `b` or encloses it.
    fn nearest_enclosing_both(&self, a: NsId, b: NsId) -> NsId {
        let enclosing = |mut s: NsId| {
            let mut chain = vec![s];
            while let Some(parent) = self.spaces[s].parent {
                chain.push(parent);
                s = parent;
            }
            chain
        };
        let around_b = enclosing(b);
        enclosing(a)
            .into_iter()
            .find(|s| around_b.contains(s))
            .unwrap_or(ROOT)
    }

    /// Whether unqualified lookup of `name` from `ns` finds anything (as [`Namespaces::lookup`],
    /// without collecting what).
    pub fn finds(&self, ns: NsId, name: &str) -> bool {
        let mut scope = Some(ns);
        while let Some(s) = scope {
            if self.declares_in(s, name) {
                return true;
            }
            scope = self.spaces[s].parent;
        }
        false
    }

    /// Whether `ns` itself or a namespace it uses declares `name`.
    pub fn declares_in(&self, ns: NsId, name: &str) -> bool {
        let mut seen = vec![ns];
        let mut stack = vec![ns];
        while let Some(u) = stack.pop() {
            if self.spaces[u].entries.contains_key(name) {
                return true;
            }
            for &next in &self.spaces[u].usings {
                if !seen.contains(&next) {
                    seen.push(next);
                    stack.push(next);
                }
            }
        }
        false
    }

    /// The entities named `name` in `ns` itself and the namespaces it uses.
    pub fn lookup_in(&self, ns: NsId, name: &str) -> Vec<Entity> {
        self.declared_with_nominated(ns, self.spaces[ns].usings.clone(), name)
    }

    /// The entities named `name` in `ns` itself and in the namespaces `nominated` (and those
    /// they use in turn).
    fn declared_with_nominated(&self, ns: NsId, nominated: Vec<NsId>, name: &str) -> Vec<Entity> {
        let mut found: Vec<Entity> = self.spaces[ns]
            .entries
            .get(name)
            .cloned()
            .unwrap_or_default();
        let mut seen = vec![ns];
        let mut stack = nominated;
        while let Some(u) = stack.pop() {
            if seen.contains(&u) {
                continue;
            }
            seen.push(u);
            found.extend(
                self.spaces[u]
                    .entries
                    .get(name)
                    .cloned()
                    .unwrap_or_default(),
            );
            stack.extend(self.spaces[u].usings.iter().copied());
        }
        found
    }

    /// Qualified lookup of `name` in `ns` (`ns::name`), as C++ does it: the names `ns`
    /// declares, with those of its inline and unnamed namespaces; only where it declares none,
    /// those of the namespaces its using-directives nominate, by the same rule. So
    /// `cuda::std::prev` is `cuda::std`'s own, not also the `std::prev` that its
    /// `using namespace ::std` nominates.
    pub fn lookup_qualified(&self, ns: NsId, name: &str) -> Vec<Entity> {
        self.qualified_in(ns, name, &mut Vec::new())
    }

    fn qualified_in(&self, ns: NsId, name: &str, seen: &mut Vec<NsId>) -> Vec<Entity> {
        if seen.contains(&ns) {
            return Vec::new();
        }
        seen.push(ns);
        let found = self.declared_with_members(ns, name);
        if !found.is_empty() {
            return found;
        }
        let mut found = Vec::new();
        for (u, member) in self.nominated_by(ns) {
            if !member {
                found.extend(self.qualified_in(u, name, seen));
            }
        }
        found
    }

    /// The namespaces `ns` nominates, each with whether it is one whose names are `ns`'s own
    /// (an inline or unnamed namespace nested in it) rather than one a using-directive names.
    fn nominated_by(&self, ns: NsId) -> impl Iterator<Item = (NsId, bool)> + '_ {
        let data = &self.spaces[ns];
        (data.usings.iter().zip(&data.using_locs))
            .map(move |(&u, written)| (u, written.is_none() && self.spaces[u].parent == Some(ns)))
    }

    /// The entities named `name` that `ns` declares, with those of the namespaces nested in it
    /// whose names are its own (inline and unnamed namespaces, which it nominates).
    fn declared_with_members(&self, ns: NsId, name: &str) -> Vec<Entity> {
        let mut found: Vec<Entity> = self.spaces[ns]
            .entries
            .get(name)
            .cloned()
            .unwrap_or_default();
        for (u, member) in self.nominated_by(ns) {
            if member {
                found.extend(self.declared_with_members(u, name));
            }
        }
        found
    }

    pub fn lookup_path(&self, ns: NsId, path: &Path) -> Vec<Entity> {
        let last = &path.last().name;
        let Some(prefix) = path.qualifier() else {
            if path.global {
                return self.lookup_qualified(ROOT, last);
            }
            return self.lookup(ns, last);
        };
        if let Some(target) = self.resolve_namespace(ns, &prefix) {
            return self.lookup_qualified(target, last);
        }
        // `Enum::Value` for scoped and unscoped enums alike.
        for e in self.lookup_path(ns, &prefix) {
            if let Entity::Enum(decl, dns) = e {
                if let Some(i) = decl.items.iter().position(|e| e.name == *last) {
                    return vec![Entity::Enumerator(decl.clone(), i, dns)];
                }
            }
        }
        Vec::new()
    }

    /// The names declared as types and as templates, in any namespace: what the parser needs
    /// to read template arguments written outside the program (see
    /// [`crate::parse::template_arguments`]).
    pub fn type_and_template_names(&self) -> crate::parse::KnownNames {
        let mut known = crate::parse::KnownNames::default();
        for (name, entities) in self.spaces.iter().flat_map(|s| &s.entries) {
            for e in entities {
                let (is_type, is_template) = match e {
                    Entity::Struct(d, _) => (true, d.template.is_some()),
                    Entity::Enum(..) => (true, false),
                    Entity::Alias { template, .. } => (true, template.is_some()),
                    Entity::Func(f, _) => (false, f.template.is_some()),
                    Entity::VarTemplate(..) => (false, true),
                    Entity::Enumerator(..) | Entity::Var(..) | Entity::Namespace(_) => {
                        (false, false)
                    }
                };
                if is_type {
                    known.types.insert(name.clone());
                }
                if is_template {
                    known.templates.insert(name.clone());
                }
            }
        }
        known
    }

    /// Every entity of every namespace, with its namespace, in declaration order.
    pub fn all_entities(&self) -> Vec<(Entity, NsId)> {
        let mut out = Vec::new();
        for (i, s) in self.spaces.iter().enumerate() {
            for e in &s.order {
                out.push((e.clone(), i));
            }
        }
        out
    }

    /// The member functions defined outside a class named `class`, with the namespace of
    /// each definition.
    pub fn out_of_class_methods(&self, class: &str) -> Vec<(Rc<FunctionDecl>, NsId)> {
        let defined = self.out_of_class.get(class).into_iter().flatten();
        defined.cloned().collect()
    }

    /// Every member function defined outside its class, with the namespace of its definition,
    /// in source order.
    pub fn out_of_class_definitions(&self) -> Vec<(Rc<FunctionDecl>, NsId)> {
        let mut all: Vec<_> = self.out_of_class.values().flatten().cloned().collect();
        all.sort_by_key(|(f, _)| (f.loc.file.0, f.loc.line, f.loc.col));
        all
    }

    /// Explicit specializations of the class template `decl` declared beside it.
    pub fn specializations(&self, decl: &StructDecl) -> Vec<(Rc<StructDecl>, NsId)> {
        let Some(name) = &decl.name else {
            return vec![];
        };
        let mut out = Vec::new();
        for (i, s) in self.spaces.iter().enumerate() {
            for e in s.entries.get(name).into_iter().flatten() {
                if let Entity::Struct(d, _) = e {
                    if d.specialization.is_some()
                        && d.body.is_some()
                        && self.specializes(i, name, decl)
                    {
                        out.push((d.clone(), i));
                    }
                }
            }
        }
        out
    }

    /// Whether a specialization named `name` declared in namespace `ns` specializes the
    /// primary template `decl`: whether the class template its name finds there is declared
    /// where `decl` is (where it finds one: a specialization declared through a qualified name
    /// elsewhere is taken as `decl`'s).
    fn specializes(&self, ns: NsId, name: &Rc<str>, decl: &StructDecl) -> bool {
        let primaries = self.lookup(ns, name).into_iter().filter_map(|e| match e {
            Entity::Struct(d, _) if d.specialization.is_none() && d.template.is_some() => Some(d),
            _ => None,
        });
        let mut homes = primaries
            .map(|d| self.namespace_declaring(name, &d))
            .peekable();
        // (A member template, which no namespace declares, is specialized by none of a
        // namespace's that finds a template of its own there.)
        let home = self.namespace_declaring(name, decl);
        homes.peek().is_none() || homes.any(|h| h.is_some() && h == home)
    }

    /// The namespace in which the class `decl`, named `name`, is declared (a class template's
    /// instances carry copies of its declaration, told by their place).
    fn namespace_declaring(&self, name: &Rc<str>, decl: &StructDecl) -> Option<NsId> {
        self.spaces.iter().position(|s| {
            s.entries
                .get(name)
                .into_iter()
                .flatten()
                .any(|e| matches!(e, Entity::Struct(d, _) if d.loc == decl.loc))
        })
    }

    /// The definition (with a body) of a struct that `decl` forward-declares.
    pub fn definition_of(&self, decl: &StructDecl, ns: NsId) -> Option<Rc<StructDecl>> {
        let name = decl.name.as_ref()?;
        self.lookup(ns, name).into_iter().find_map(|e| match e {
            Entity::Struct(d, _) if d.body.is_some() && d.specialization.is_none() => Some(d),
            _ => None,
        })
    }
}

fn qualification<'n>(names: impl Iterator<Item = &'n Rc<str>>) -> String {
    names.map(|n| format!("{n}::")).collect()
}
