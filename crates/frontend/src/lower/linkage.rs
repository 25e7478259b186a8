//! Relocatable device code (`-rdc=true`): what a file's device code shares with the device code
//! of the program's other files.
//!
//! A relocatable module exports every definition other files can name — a namespace-scope
//! `__device__` function or kernel that is not `static`, `inline`, a template or in an anonymous
//! namespace, a member function of such a class (not a template) defined outside the class
//! and not `inline`, and a namespace-scope `__device__`, `__constant__` or `__managed__`
//! variable — and imports what the file declares and does not define, under a linkage name:
//! the qualified name, and for a function the parameter types as they resolve (and `const`
//! for a `const` member function). The device linker (`ferrocuda_ir::link`) then makes each
//! import its definition.
//!
//! Only the program's own declarations link: the toolkit's headers declare the device API,
//! which the backends provide, and their definitions are every file's own.

use super::*;
use ferrocuda_ir::{Item, Symbols};

impl Lowerer<'_> {
    /// Whether `loc` lies in one of the program's own files (not a toolkit header).
    pub(super) fn by_program(&self, loc: Loc) -> bool {
        self.program_files.get(loc.file.0 as usize) == Some(&true)
    }

    /// The program's use that makes an instance of what is declared at `declared`, named at
    /// `loc`: `loc` where it is the program's (and not the declaration itself, as a kernel
    /// lowered as a root is), else the use that the code being lowered came from.
    pub(super) fn program_use(&self, loc: Loc, declared: Loc) -> Option<Loc> {
        match self.by_program(loc) && loc != declared {
            true => Some(loc),
            false => self.lowering_used_at,
        }
    }

    /// The linkage name of function `decl` declared in `ns`, a member of `owner`'s class if it
    /// has one, or `None` when other files cannot name it.
    pub(super) fn function_linkage(
        &mut self,
        decl: &FunctionDecl,
        ns: NsId,
        owner: Owner,
    ) -> Option<String> {
        let local = decl.storage.is_inline
            || decl.template.is_some()
            || decl.specialization.is_some()
            || !self.by_program(decl.loc);
        if local {
            return None;
        }
        let (prefix, ns, qualifiers) = match owner.class() {
            None if decl.storage.is_static || decl.name.segments.len() != 1 => return None,
            None => (self.names.linkage_prefix(ns)?, ns, ""),
            Some(class) => {
                let info = &self.struct_infos[class.0 as usize];
                let (decl_of_class, class_ns) = (info.decl.clone(), info.ns);
                let name = decl_of_class.name.as_ref()?;
                if !info.targs.is_empty() || !self.by_program(decl_of_class.loc) {
                    return None;
                }
                let prefix = format!("{}{name}::", self.names.linkage_prefix(class_ns)?);
                let qualifiers = match (decl.is_const_method, decl.is_volatile_method) {
                    (true, true) => " const volatile",
                    (true, false) => " const",
                    (false, true) => " volatile",
                    (false, false) => "",
                };
                (prefix, class_ns, qualifiers)
            }
        };
        let params: Vec<String> = self
            .parameters_as_resolved(decl, ns)?
            .iter()
            .map(|p| {
                let reference = if p.is_ref() { "&" } else { "" };
                format!(
                    "{}{reference}",
                    display_qualified(&p.ty, p.cv, &self.structs)
                )
            })
            .collect();
        let variadic = if decl.variadic { ", ..." } else { "" };
        let name = &decl.name.last().name;
        Some(format!(
            "{prefix}{name}({}{variadic}){qualifiers}",
            params.join(", ")
        ))
    }

    /// The linkage name of the namespace-scope device variable `v`, or `None` when other files
    /// cannot name it.
    fn variable_linkage(&self, v: &VarDecl, ns: NsId) -> Option<String> {
        if v.storage.is_static || v.cuda.shared || !self.by_program(v.loc) {
            return None;
        }
        Some(format!("{}{}", self.names.linkage_prefix(ns)?, v.name))
    }

    fn symbols(&mut self) -> &mut Symbols {
        &mut self.module.symbols
    }

    /// Lowers and exports every definition of this file that other files can name (see the
    /// module documentation).
    pub(super) fn export_definitions(&mut self, items: &[(Entity, NsId)]) {
        if !self.relocatable {
            return;
        }
        for (e, ns) in items {
            match e {
                Entity::Var(v, _)
                    if (v.cuda.device || v.cuda.constant || v.cuda.managed)
                        && !v.storage.is_extern =>
                {
                    if let (Some(symbol), Ok(g)) =
                        (self.variable_linkage(v, *ns), self.global_var(v, *ns))
                    {
                        self.symbols().exports.push((symbol, Item::Global(g.id)));
                    }
                }
                Entity::Func(f, _) if f.body.is_some() && (f.cuda.device || f.cuda.global) => {
                    let Some(symbol) = self.function_linkage(f, *ns, Owner::Namespace) else {
                        continue;
                    };
                    let env: TEnv = Rc::default();
                    if let Ok(id) = self.function_instance(f, env, *ns, Owner::Namespace, f.loc) {
                        self.symbols().exports.push((symbol, Item::Function(id)));
                    }
                }
                _ => {}
            }
        }
        for (definition, ns) in self.names.out_of_class_definitions() {
            if definition.body.is_some() && definition.cuda.device {
                self.export_member_function(&definition, ns);
            }
        }
    }

    /// Exports the member function `definition`, defined outside its class in `ns`, when
    /// other files can call it.
    fn export_member_function(&mut self, definition: &Rc<FunctionDecl>, ns: NsId) {
        let Some(class_path) = definition.name.qualifier() else {
            return;
        };
        let no_params: TEnv = Rc::default();
        let cp = self.diags.checkpoint();
        let class = self.resolve_type(&TypeExpr::Named(class_path), &no_params, ns, definition.loc);
        self.diags.rollback(cp);
        let Ok(Ty::Struct(class)) = class else {
            return;
        };
        let name = &definition.name.last().name;
        let Some(c) = self
            .own_methods(class, |m| m.name.last().name == *name)
            .into_iter()
            .find(|c| Rc::ptr_eq(&c.decl, definition))
        else {
            return;
        };
        let owner = Owner::of(c.class, c.static_member);
        let Some(symbol) = self.function_linkage(definition, ns, owner) else {
            return;
        };
        let env = c.class_env.unwrap_or_default();
        if let Ok(id) = self.function_instance(&c.decl, env, c.ns, owner, definition.loc) {
            self.symbols().exports.push((symbol, Item::Function(id)));
        }
    }

    /// Whether a call of `decl`, which has no body here, is a call of a function another file
    /// defines.
    pub(super) fn is_imported_function(
        &mut self,
        decl: &FunctionDecl,
        ns: NsId,
        owner: Owner,
    ) -> bool {
        self.relocatable && self.function_linkage(decl, ns, owner).is_some()
    }

    /// Makes the pending function `p`, which has no body here, an import; false when other
    /// files cannot define it.
    pub(super) fn import_function(&mut self, p: &PendingFunction) -> bool {
        let linkage = self.function_linkage(&p.decl, p.ns, p.owner);
        let Some(symbol) = linkage.filter(|_| self.relocatable) else {
            return false;
        };
        self.symbols().imports.push((symbol, Item::Function(p.id)));
        true
    }

    /// The variable another file defines that the `extern` declaration `v` names, or `None`
    /// when other files cannot define it.
    pub(super) fn imported_global(&mut self, v: &VarDecl, ns: NsId) -> Option<GlobalVar> {
        let k = (v as *const VarDecl as usize, Vec::new());
        if let Some(g) = self.globals.get(&k) {
            return Some(g.clone());
        }
        let symbol = self.variable_linkage(v, ns).filter(|_| self.relocatable)?;
        let env: TEnv = Rc::default();
        let ty = self.variable_type(v, &env, ns).ok()?;
        // `extern __device__ int table[];`: the definition says how large it is.
        let reference = reference_kind(&v.ty, &env).is_some();
        let (size, align) = match v.cuda.managed || reference {
            true => (8, 8),
            false => size_align(&ty, &self.structs).unwrap_or((0, 1)),
        };
        let id = GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!("{}{}", self.names.host_prefix(ns), v.name),
            space: if v.cuda.constant {
                GlobalSpace::Constant
            } else {
                GlobalSpace::Device
            },
            size,
            align: align as u32,
            init: Vec::new(),
            relocations: Vec::new(),
        });
        self.symbols().imports.push((symbol, Item::Global(id)));
        if v.cuda.managed {
            self.managed_slots.insert(id);
        }
        let g = GlobalVar { id, ty, reference };
        self.globals.insert(k, g.clone());
        Some(g)
    }
}
