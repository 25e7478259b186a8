//! Relocatable device code (`-rdc=true`): what a file's device code shares with the device code
//! of the program's other files.
//!
//! A relocatable module exports every definition other files can name — a namespace-scope
//! `__device__` function or kernel that is not `static`, `inline`, a template or in an anonymous
//! namespace, and such a `__device__`, `__constant__` or `__managed__` variable — and imports
//! what the file declares and does not define, under a linkage name: the qualified name, and
//! for a function the parameter types as they resolve. The device linker
//! (`ferrocuda_ir::link`) then makes each import its definition.
//!
//! Only the program's own declarations link: the toolkit's headers declare the device API,
//! which the backends provide, and their definitions are every file's own.

use super::*;
use ferrocuda_ir::{Item, Symbols};

impl Lowerer<'_> {
    fn by_program(&self, loc: Loc) -> bool {
        self.program_files.get(loc.file.0 as usize) == Some(&true)
    }

    /// The linkage name of the non-member function `decl` declared in `ns`, or `None` when other
    /// files cannot name it.
    pub(super) fn function_linkage(&mut self, decl: &FunctionDecl, ns: NsId) -> Option<String> {
        let local = decl.storage.is_static
            || decl.storage.is_inline
            || decl.template.is_some()
            || decl.specialization.is_some()
            || decl.name.segments.len() != 1;
        if local || !self.by_program(decl.loc) {
            return None;
        }
        let prefix = self.names.linkage_prefix(ns)?;
        let params: Vec<String> = self
            .parameters_as_resolved(decl, ns)?
            .iter()
            .map(|p| {
                let constness = if p.const_target { "const " } else { "" };
                let reference = if p.is_ref { "&" } else { "" };
                format!("{constness}{}{reference}", display(&p.ty, &self.structs))
            })
            .collect();
        let variadic = if decl.variadic { ", ..." } else { "" };
        let name = &decl.name.last().name;
        Some(format!("{prefix}{name}({}{variadic})", params.join(", ")))
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
                    let Some(symbol) = self.function_linkage(f, *ns) else {
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
    }

    /// Whether a call of `decl`, which has no body here, is a call of a function another file
    /// defines.
    pub(super) fn is_imported_function(&mut self, decl: &FunctionDecl, ns: NsId) -> bool {
        self.relocatable && self.function_linkage(decl, ns).is_some()
    }

    /// Makes function `id` (of `decl`, which has no body here) an import; false when other
    /// files cannot define it.
    pub(super) fn import_function(&mut self, id: FuncId, decl: &FunctionDecl, ns: NsId) -> bool {
        let Some(symbol) = self.function_linkage(decl, ns).filter(|_| self.relocatable) else {
            return false;
        };
        self.symbols().imports.push((symbol, Item::Function(id)));
        true
    }

    /// The variable another file defines that the `extern` declaration `v` names, or `None`
    /// when other files cannot define it.
    pub(super) fn imported_global(&mut self, v: &VarDecl, ns: NsId) -> Option<GlobalVar> {
        let k = v as *const VarDecl as usize;
        if let Some(g) = self.globals.get(&k) {
            return Some(g.clone());
        }
        let symbol = self.variable_linkage(v, ns).filter(|_| self.relocatable)?;
        let env: TEnv = Rc::default();
        let ty = self.resolve_type(&v.ty, &env, ns, v.loc).ok()?;
        // `extern __device__ int table[];`: the definition says how large it is.
        let (size, align) = size_align(&ty, &self.structs).unwrap_or((0, 1));
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
        });
        self.symbols().imports.push((symbol, Item::Global(id)));
        let g = GlobalVar { id, ty };
        self.globals.insert(k, g.clone());
        Some(g)
    }
}
