//! When a class instance's definition is made: C++ instantiates a class template's definition
//! only where the class must be complete, so a class named only as a template argument
//! (`Base<Ref<T>>`, `f<help<int, bad<int>>>()`) is never defined for that.
//!
//! The lowering lays a class out as soon as its instance is made, which is right wherever a
//! class is used and wrong for the two ways a merely named class breaks: its definition may
//! be invalid for the arguments (the branch a lazy metafunction does not take), or may need a
//! class that is still being defined (a pointer class whose base names its reference class,
//! which holds the pointer). So a class named as a type template argument is defined as
//! usual, but its failure is no error: the class stays declared, its errors are dropped, and
//! it is defined again once no class is being defined (see
//! [`Lowerer::retry_failed_definitions`]); a use that needs the class later reports its errors.
//!
//! Invariants: a class is defined at most once (a definition that fails leaves nothing of its
//! layout); each failed definition is tried again at most once by the retries.

use super::*;

/// How far the definition of a class instance has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Definition {
    /// Declared only: no definition has been started (a class declared and never defined).
    Declared,
    /// Being laid out: naming it again (`struct Node { Node *next; }`) finds it incomplete.
    Defining,
    Defined,
    /// Its definition failed: `retried` once no class was being defined (see
    /// [`Lowerer::retry_failed_definitions`]); `reported` unless the class was named only as
    /// a template argument, whose errors were dropped.
    Failed {
        retried: bool,
        reported: bool,
    },
}

impl Lowerer<'_> {
    /// Defines the declared class instance `id` (named at `loc`). Where it was named only as
    /// a template argument (`named_only`), a failure leaves it declared, with nothing
    /// reported, to be tried again.
    pub(super) fn define_class(
        &mut self,
        id: StructId,
        named_only: bool,
        loc: Loc,
    ) -> LResult<StructId> {
        if !named_only {
            return self.define_class_now(id, loc);
        }
        let cp = self.diags.checkpoint();
        let assertions_before = self.failed_class_assertions.len();
        match self.define_class_now(id, loc) {
            Err(Reported) => {
                self.diags.rollback(cp);
                let info = &mut self.struct_infos[id.0 as usize];
                if let Definition::Failed { reported, .. } = &mut info.definition {
                    *reported = false;
                }
                self.definitions_to_retry.push((id, loc));
            }
            // Its failed assertions wait for a use that needs the class (`cond<true, int,
            // Bad<4>>::type` never instantiates `Bad<4>`).
            Ok(_) if self.failed_class_assertions.len() > assertions_before => {
                self.diags.rollback(cp);
                let deferred = self.failed_class_assertions.split_off(assertions_before);
                self.struct_infos[id.0 as usize].deferred_assertions = deferred;
            }
            Ok(_) => {}
        }
        Ok(id)
    }

    /// Reports the failed assertions of class `id` that waited for a use needing it (see
    /// [`Lowerer::define_class`]).
    fn report_deferred_assertions(&mut self, id: StructId) {
        for failed in std::mem::take(&mut self.struct_infos[id.0 as usize].deferred_assertions) {
            self.diags.error(failed.loc, failed.message.clone());
            if let Some((at, text)) = &failed.use_note {
                self.diags.note(*at, text.clone());
            }
            self.failed_class_assertions.push(failed);
        }
    }

    fn define_class_now(&mut self, id: StructId, loc: Loc) -> LResult<StructId> {
        let retried = match self.struct_infos[id.0 as usize].definition {
            Definition::Failed { retried, .. } => retried || self.retrying_definitions,
            _ => self.retrying_definitions,
        };
        self.struct_infos[id.0 as usize].definition = Definition::Defining;
        self.classes_being_defined += 1;
        let defined = self.lay_out_class(id, loc);
        self.classes_being_defined -= 1;
        self.struct_infos[id.0 as usize].definition = match defined {
            Ok(_) => Definition::Defined,
            Err(Reported) => Definition::Failed {
                retried,
                reported: true,
            },
        };
        if self.classes_being_defined == 0 {
            self.retry_failed_definitions();
        }
        defined
    }

    /// The cached instance `id` named again (`named_only` as a template argument): a class
    /// whose failed definition was never reported is defined again where it is used (its
    /// errors reported now), and one whose definition failed while another class was being
    /// defined is defined again by the retries.
    pub(super) fn cached_class(
        &mut self,
        id: StructId,
        named_only: bool,
        loc: Loc,
    ) -> LResult<StructId> {
        if !named_only {
            self.report_deferred_assertions(id);
        }
        match self.struct_infos[id.0 as usize].definition {
            Definition::Failed { retried: false, .. } if self.retrying_definitions => {
                self.define_class_now(id, loc)
            }
            Definition::Failed {
                reported: false, ..
            } if !named_only => self.define_class_now(id, loc),
            _ => Ok(id),
        }
    }

    /// Defines the class `ty` is (or is an array of) where it is used as a complete type and
    /// was only named before, its definition failed: its errors reported now, as C++
    /// reports them where the class is first used.
    pub(super) fn needs_definition(&mut self, ty: &Ty, loc: Loc) -> LResult<()> {
        let mut element = ty;
        while let Ty::Array(inner, _) = element {
            element = inner;
        }
        let Ty::Struct(id) = *element else {
            return Ok(());
        };
        self.report_deferred_assertions(id);
        match self.struct_infos[id.0 as usize].definition {
            Definition::Failed {
                reported: false, ..
            } => self.define_class_now(id, loc).map(|_| ()),
            _ => Ok(()),
        }
    }

    /// Defines again, once each, the classes named only as template arguments whose
    /// definitions failed, now that no class is being defined: one that needed a class then
    /// incomplete succeeds; one invalid for its arguments fails again, with nothing reported.
    fn retry_failed_definitions(&mut self) {
        if self.retrying_definitions || self.definitions_to_retry.is_empty() {
            return;
        }
        self.retrying_definitions = true;
        for (id, loc) in std::mem::take(&mut self.definitions_to_retry) {
            let definition = self.struct_infos[id.0 as usize].definition;
            if definition
                != (Definition::Failed {
                    retried: false,
                    reported: false,
                })
            {
                continue;
            }
            let cp = self.diags.checkpoint();
            if self.define_class_now(id, loc).is_err() {
                self.diags.rollback(cp);
                self.struct_infos[id.0 as usize].definition = Definition::Failed {
                    retried: true,
                    reported: false,
                };
            }
        }
        self.retrying_definitions = false;
    }

    /// Resolves the type template argument `t` as [`Lowerer::type_arg`] does, a class it
    /// names with template arguments (`Ref<T>`, `const Ref<T> *`) named only (see the module
    /// documentation).
    pub(super) fn naming_classes<R>(
        &mut self,
        t: &TypeExpr,
        resolve: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.with_naming_class(names_class_template_instance(t), resolve)
    }

    /// Runs `resolve` with no class named only: the classes a value template argument's
    /// expression names are used.
    pub(super) fn using_classes<R>(&mut self, resolve: impl FnOnce(&mut Self) -> R) -> R {
        self.with_naming_class(false, resolve)
    }

    /// Runs `resolve` with [`Lowerer::naming_class`] set to `named`, restored after.
    fn with_naming_class<R>(&mut self, named: bool, resolve: impl FnOnce(&mut Self) -> R) -> R {
        let outer = std::mem::replace(&mut self.naming_class, named);
        let resolved = resolve(self);
        self.naming_class = outer;
        resolved
    }
}

/// Whether `t` names a class template's instance, through qualifiers, pointers and
/// references: a name whose last segment alone has template arguments.
fn names_class_template_instance(t: &TypeExpr) -> bool {
    match t {
        TypeExpr::Named(p) => {
            let (last, prefix) = p.segments.split_last().expect("a path has a segment");
            last.targs.is_some() && prefix.iter().all(|s| s.targs.is_none())
        }
        TypeExpr::Qualified(inner, _)
        | TypeExpr::Pointer(inner)
        | TypeExpr::Reference(inner, _) => names_class_template_instance(inner),
        _ => false,
    }
}
