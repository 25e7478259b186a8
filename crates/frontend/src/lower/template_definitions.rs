//! Template definitions checked where they are written, before any instance exists.
//!
//! A function template is lowered only for the arguments an instance gives it, and a kernel
//! template's instances are often made only when the host program launches one; an error in
//! its body would then be found at run time. As C++'s two-phase lookup requires, a name that
//! depends on no template parameter must be declared where the template is defined; this pass
//! reports those that are not (declared nowhere, or only later in the file), when the file is
//! built. What it leaves to instantiation is
//! conservative: every name in a call's callee with arguments (argument-dependent lookup
//! may find it from an instance's argument types), every member name, and whatever follows a
//! template parameter in a qualified name (`T::value`). Only templates of a namespace (not
//! member functions, whose classes' and bases' members are also in scope) written by the
//! program (not the toolkit's headers) are checked.

use super::*;
use crate::ast::visit::{self, Visitor};

/// Names the lowering gives a meaning without a declaration in the program's headers.
const BUILTIN_NAMES: &[&str] = &[
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "__func__",
    "__FUNCTION__",
    "__PRETTY_FUNCTION__",
    DECLTYPE_SEGMENT,
];

/// The names declared in the template's body, innermost block last, and where the names that
/// are not declared there are looked up.
struct Scopes<'n> {
    blocks: Vec<HashSet<Rc<str>>>,
    names: &'n Namespaces,
    ns: NsId,
    /// Namespaces a `using namespace` in the body brings in.
    used: Vec<NsId>,
    undeclared: Vec<(Loc, String)>,
}

impl Lowerer<'_> {
    /// Reports the names of each function template's body among `items` that name nothing
    /// where the template is defined and depend on none of its parameters.
    pub(super) fn check_template_definitions(&mut self, items: &[(Entity, NsId)]) {
        // A using-declaration lists a function again in another namespace.
        let mut checked = HashSet::default();
        for (entity, _) in items {
            let Entity::Func(f, ns) = entity else {
                continue;
            };
            let (Some(template), Some(body)) = (&f.template, &f.body) else {
                continue;
            };
            // The program's own (the toolkit's headers are trusted; an image lowered again at
            // run time was checked when it was built).
            if f.name.segments.len() != 1
                || !(f.cuda.global || f.cuda.device)
                || !self.by_program(f.loc)
                || !checked.insert(Rc::as_ptr(f))
            {
                continue;
            }
            let mut scopes = Scopes {
                blocks: vec![template.iter().map(|p| p.name.clone()).collect()],
                names: &self.names,
                ns: *ns,
                used: Vec::new(),
                undeclared: Vec::new(),
            };
            for p in &f.params {
                scopes.ty(&p.ty, p.loc);
                if let Some(name) = &p.name {
                    scopes.declare(name);
                }
            }
            visit::walk_stmts(&mut scopes, body);
            for (loc, message) in scopes.undeclared {
                self.diags.error(loc, message);
            }
        }
    }
}

impl Scopes<'_> {
    fn declare(&mut self, name: &Rc<str>) {
        if let Some(block) = self.blocks.last_mut() {
            block.insert(name.clone());
        }
    }

    fn is_declared(&self, name: &str, global: bool) -> bool {
        if global {
            return self.names.declares_in(names::ROOT, name);
        }
        self.blocks.iter().any(|b| b.contains(name))
            || BUILTIN_NAMES.contains(&name)
            || self.names.finds(self.ns, name)
            || self.used.iter().any(|&u| self.names.declares_in(u, name))
    }

    /// Whether every declaration of the namespace-scope name `name`, used at `at`, comes later
    /// in the use's file: where the template is written, the name is not declared yet.
    fn declared_only_later(&self, name: &str, global: bool, at: Loc) -> bool {
        if self.blocks.iter().any(|b| b.contains(name)) {
            return false;
        }
        let found = match global {
            true => self.names.lookup_in(names::ROOT, name),
            false => self.names.lookup(self.ns, name),
        };
        let later = |d: Loc| d.is_later_in_file_than(at);
        !found.is_empty() && found.iter().all(|e| e.loc().is_some_and(later))
    }

    /// Checks the first name of `p` (what follows it belongs to what it names), and the
    /// template arguments of every segment.
    fn path(&mut self, p: &Path, loc: Loc) {
        let first = &p.segments[0].name;
        if !self.is_declared(first, p.global) || self.declared_only_later(first, p.global, loc) {
            self.undeclared
                .push((loc, crate::diag::undefined_identifier(first)));
        }
        visit::walk_template_args(self, p, loc);
    }

    /// `f` in a block scope of its own: what it declares is out of scope after it.
    fn in_block(&mut self, f: impl FnOnce(&mut Self)) {
        self.blocks.push(HashSet::default());
        f(self);
        self.blocks.pop();
    }

    fn block(&mut self, stmts: &[Stmt]) {
        self.in_block(|this| visit::walk_stmts(this, stmts));
    }

    /// `s` in a block of its own (the body of a loop or branch, which may declare names).
    fn scoped(&mut self, s: &Stmt) {
        self.in_block(|this| this.stmt(s));
    }
}

impl Visitor for Scopes<'_> {
    fn ty(&mut self, t: &TypeExpr, loc: Loc) {
        visit::walk_type(self, t, loc);
    }

    fn type_path(&mut self, p: &Path, loc: Loc) {
        self.path(p, loc);
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Name(p) => self.path(p, e.loc),
            // The callee of a call with arguments may be found through them.
            ExprKind::Call(f, args) => {
                match &f.kind {
                    ExprKind::Name(p) if !args.is_empty() => {
                        visit::walk_template_args(self, p, f.loc)
                    }
                    _ => self.expr(f),
                }
                visit::walk_exprs(self, args);
            }
            ExprKind::Statements(stmts) => self.block(stmts),
            _ => visit::walk_expr(self, e),
        }
    }

    fn lambda(&mut self, l: &Lambda) {
        for c in &l.init_captures {
            self.expr(&c.init);
        }
        self.in_block(|this| {
            for p in &l.template {
                this.declare(&p.name);
            }
            for c in &l.init_captures {
                this.declare(&c.name);
            }
            for p in &l.params {
                this.ty(&p.ty, p.loc);
                if let Some(name) = &p.name {
                    this.declare(name);
                }
            }
            if let Some(ret) = &l.ret {
                this.ty(ret, l.loc);
            }
            visit::walk_stmts(this, &l.body);
        });
    }

    fn var(&mut self, v: &VarDecl) {
        self.ty(&v.ty, v.loc);
        self.declare(&v.name);
        if let Some(init) = &v.init {
            self.expr(init);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Block(b) => self.block(b),
            Stmt::If {
                cond, then, els, ..
            } => self.in_block(|this| {
                this.stmt(cond);
                this.scoped(then);
                if let Some(els) = els {
                    this.scoped(els);
                }
            }),
            Stmt::While { cond, body, .. } => self.in_block(|this| {
                this.stmt(cond);
                this.scoped(body);
            }),
            Stmt::DoWhile { body, cond, .. } => {
                self.scoped(body);
                self.expr(cond);
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => self.in_block(|this| {
                for s in [init, cond].into_iter().flatten() {
                    this.stmt(s);
                }
                if let Some(step) = step {
                    this.expr(step);
                }
                this.scoped(body);
            }),
            Stmt::Switch { cond, body, .. } => {
                self.expr(cond);
                self.scoped(body);
            }
            Stmt::Bindings { names, init, .. } => {
                self.expr(init);
                for (name, _) in names {
                    self.declare(name);
                }
            }
            Stmt::RangeFor {
                var, range, body, ..
            } => {
                self.expr(range);
                self.in_block(|this| {
                    this.var(var);
                    this.scoped(body);
                });
            }
            _ => visit::walk_stmt(self, s),
        }
    }

    /// A declaration in the body other than of variables: what it declares is in scope after
    /// it (its own contents are checked when the lowering reaches them).
    fn local_item(&mut self, item: &Item) {
        match item {
            Item::Struct(c) => {
                if let Some(name) = &c.name {
                    self.declare(name);
                }
            }
            Item::Enum(e) => {
                if let Some(name) = &e.name {
                    self.declare(name);
                }
                if !e.scoped {
                    for Enumerator { name, .. } in &e.items {
                        self.declare(name);
                    }
                }
            }
            Item::Alias { name, .. } => self.declare(name),
            Item::Function(f) => self.declare(&f.name.last().name),
            Item::Var(v) => self.declare(&v.name),
            Item::VarTemplate { var, .. } => self.declare(&var.name),
            Item::Namespace {
                name: Some(name), ..
            }
            | Item::NamespaceAlias { name, .. } => self.declare(name),
            Item::Using {
                path,
                namespace: true,
                ..
            } => self
                .used
                .extend(self.names.resolve_namespace(self.ns, path)),
            Item::Using { path, .. } => self.declare(&path.last().name),
            Item::UsingEnum(path) => {
                let enums = self.names.lookup_path(self.ns, path);
                for e in enums {
                    if let Entity::Enum(decl, _) = e {
                        for Enumerator { name, .. } in &decl.items {
                            self.declare(name);
                        }
                    }
                }
            }
            Item::Namespace { name: None, .. } | Item::StaticAssert(_) => {}
        }
    }
}
