//! Virtual functions, without virtual tables: the IR has no indirect calls, so a polymorphic
//! object records its dynamic type as a tag, and a virtual call is a call of a dispatcher that
//! compares the tag with each class the module constructs and calls that class's final
//! overrider directly (as calls through function pointers do).
//!
//! - A polymorphic class has a pointer-sized field at offset 0 (where the x86-64 ABI puts the
//!   virtual table pointer, so `sizeof` agrees with the host compiler), shared with its primary
//!   base; each further polymorphic base subobject has its own.
//! - A tag names a complete class and the offset of the subobject whose field holds it
//!   ([`Lowerer::vtable_tag`]). Constructors store the tags of their class after the bases are
//!   constructed (so that during a base's constructor the object is a base, as C++ says), and so
//!   does every copy into an object of a polymorphic type.
//! - A call of a virtual function through an object of static type `S` calls the dispatcher for
//!   `S` and that function; `delete` through a pointer to a class with a virtual destructor
//!   calls the dispatcher that destroys the complete object and returns its address.
//! - Dispatchers are built once the module is otherwise complete, and rebuilt until lowering
//!   the functions they call constructs no new class ([`Lowerer::complete_module`]).

use super::expr::Candidate;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{Inst, Terminator, Type as IrType};

/// The element type of an array (of arrays), or `ty` itself.
fn strip_arrays(ty: &Ty) -> &Ty {
    match ty {
        Ty::Array(elem, _) => strip_arrays(elem),
        other => other,
    }
}

/// The name of the field that holds an object's dynamic type; no identifier can spell it.
pub(super) const DYNAMIC_TYPE_FIELD: &str = "$dynamic type";

/// What a dispatcher calls: a virtual function (by name and parameter types), or the
/// destruction of the complete object.
#[derive(Clone)]
pub(super) enum Slot {
    Method {
        name: Rc<str>,
        params: Vec<DeclaredTy>,
    },
    Destroy,
}

/// A dispatcher: the static class of the calls it serves, what it calls, and its function.
#[derive(Clone)]
pub(super) struct Dispatcher {
    class: StructId,
    slot: Slot,
    id: FuncId,
}

impl Lowerer<'_> {
    /// The tag of a complete object of `class` for its subobject at `offset`.
    fn vtable_tag(&mut self, class: StructId, offset: u64) -> i64 {
        let position = match self.vtables.iter().position(|&e| e == (class, offset)) {
            Some(p) => p,
            None => {
                self.vtables.push((class, offset));
                self.vtables.len() - 1
            }
        };
        self.numbered(position)
    }

    /// Records in the object of `class` at `addr` that it is a `class`, in each of its
    /// polymorphic subobjects.
    pub(super) fn install_dynamic_type(&mut self, fx: &mut FnCtx, addr: Var, class: StructId) {
        if !self.structs[class.0 as usize].polymorphic {
            return;
        }
        let offsets: Vec<u64> = self.structs[class.0 as usize]
            .fields
            .iter()
            .filter(|f| &*f.name == DYNAMIC_TYPE_FIELD)
            .map(|f| f.offset)
            .collect();
        for offset in offsets {
            let tag = self.vtable_tag(class, offset);
            let at = self.offset_addr(fx, addr, offset);
            let value = fx.b.iconst(IrType::Ptr, tag);
            fx.b.store(at, value);
        }
    }

    /// The member function of `class` itself (not of a base) that `slot` names.
    fn own_method(&mut self, class: StructId, slot: &Slot) -> Option<Candidate> {
        match slot {
            Slot::Destroy => self.declared_destructor(class),
            Slot::Method { name, params } => {
                for c in self.methods_named(class, name) {
                    if c.class != Some(class) || c.base_offset != 0 {
                        continue;
                    }
                    if self
                        .candidate_signature(&c)
                        .is_some_and(|sig| sig.params == *params)
                    {
                        return Some(c);
                    }
                }
                None
            }
        }
    }

    /// Destroys the object of static type `class` at `addr` as its dynamic type says (through a
    /// virtual destructor, the complete object), returning the complete object's address.
    pub(super) fn destroy_dynamic_object(
        &mut self,
        fx: &mut FnCtx,
        addr: Var,
        class: StructId,
        loc: Loc,
    ) -> Var {
        if !self.is_virtual(class, &Slot::Destroy) {
            self.destroy_object(fx, addr, class, loc);
            return addr;
        }
        let sig = Self::destroy_signature();
        let id = self.virtual_dispatcher(class, Slot::Destroy, sig.clone());
        match self.emit_call(fx, id, sig, Some(addr), vec![]) {
            super::expr::Val::R(complete, _) => complete,
            _ => addr,
        }
    }

    /// The destructor `class` declares, defined or not.
    pub(super) fn declared_destructor(&mut self, class: StructId) -> Option<Candidate> {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        decl.body
            .iter()
            .flat_map(|b| b.methods.iter())
            .find(|m| m.role == FunctionRole::Destructor)
            .map(|m| Candidate::member(m.clone(), ns, class, env))
    }

    /// The destructor `class` declares, or else the nearest one a base (at any depth) declares:
    /// the shape of the implicit destructor of a class whose own is not written.
    fn nearest_destructor(&mut self, class: StructId) -> Option<Candidate> {
        self.declared_destructor(class).or_else(|| {
            let bases = self.structs[class.0 as usize].bases.clone();
            bases.iter().find_map(|&(b, _)| self.nearest_destructor(b))
        })
    }

    /// The virtual function of a base of `class` (the nearest) that `slot` names.
    fn overridden(&mut self, class: StructId, slot: &Slot) -> Option<Candidate> {
        let bases = self.structs[class.0 as usize].bases.clone();
        bases
            .iter()
            .find_map(|&(b, _)| match self.own_method(b, slot) {
                Some(c) if self.is_virtual(b, slot) => Some(c),
                _ => self.overridden(b, slot),
            })
    }

    /// Checks what the member functions `class` declares say of overriding (nvcc's words,
    /// measured): one written `override` overrides a base's virtual function, none overrides
    /// one declared `final`, and an overrider returns the overridden function's type or, for
    /// a pointer or reference to a class, one to a class derived from it.
    pub(super) fn check_overriders(&mut self, class: StructId) {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let methods = decl.body.iter().flat_map(|b| &b.methods);
        let methods: Vec<_> = methods
            .filter(|m| m.role == FunctionRole::Plain && m.template.is_none())
            .filter(|m| !m.storage.is_static && !m.storage.is_friend)
            .filter(|m| m.storage.is_override || self.structs[class.0 as usize].polymorphic)
            .cloned()
            .collect();
        for m in methods {
            let own = Candidate::member(m.clone(), ns, class, env.clone());
            let Some(sig) = self.candidate_signature(&own) else {
                continue;
            };
            let slot = Slot::Method {
                name: m.name.last().name.clone(),
                params: sig.params.clone(),
            };
            let does_not_override = |this: &mut Self| {
                if m.storage.is_override {
                    this.diags.error(
                        m.loc,
                        "member function declared with \"override\" does not override a base \
                         class member",
                    );
                }
            };
            let overridden = self.overridden(class, &slot);
            let Some(base) = overridden.filter(|b| b.decl.is_const_method == m.is_const_method)
            else {
                does_not_override(self);
                continue;
            };
            let base_class = base.class.unwrap_or(class);
            let shown = format!(
                "{}::{}",
                self.structs[base_class.0 as usize].name,
                m.name.last().name
            );
            if base.decl.storage.is_final {
                self.diags.error(
                    m.loc,
                    format!(
                        "cannot override \"final\" function \"{shown}\" (declared at line {})",
                        base.decl.loc.line
                    ),
                );
            }
            let Some(base_sig) = self.candidate_signature(&base) else {
                continue;
            };
            if !self.covariant(&sig, &base_sig) {
                let message = format!(
                    "return type is not identical to nor covariant with return type \"{}\" of \
                     overridden virtual function \"{shown}\"",
                    self.ty_name(&base_sig.ret)
                );
                self.diags.error(m.loc, message);
                does_not_override(self);
            }
        }
    }

    /// Whether an overrider's signature `own` returns what the overridden function's `base`
    /// does, or a pointer or reference to a class derived from the class it returns one to.
    fn covariant(&self, own: &Signature, base: &Signature) -> bool {
        if own.ret == base.ret && own.ret_is_ref == base.ret_is_ref {
            return true;
        }
        let class_of = |sig: &Signature| match (&sig.ret, sig.ret_is_ref) {
            (Ty::Ptr(to), false) => match **to {
                Ty::Struct(c) => Some((c, false)),
                _ => None,
            },
            (Ty::Struct(c), true) => Some((*c, true)),
            _ => None,
        };
        match (class_of(own), class_of(base)) {
            (Some((derived, a)), Some((b, c))) => {
                a == c && base_offset(&self.structs, derived, b).is_some()
            }
            _ => false,
        }
    }

    /// Whether `slot` is virtual in `class`: declared `virtual` there or in a base.
    pub(super) fn is_virtual(&mut self, class: StructId, slot: &Slot) -> bool {
        if !self.structs[class.0 as usize].polymorphic {
            return false;
        }
        if self
            .own_method(class, slot)
            .is_some_and(|c| c.decl.storage.is_virtual)
        {
            return true;
        }
        let bases = self.structs[class.0 as usize].bases.clone();
        bases.iter().any(|&(b, _)| self.is_virtual(b, slot))
    }

    /// The slot a call of `decl` (a member of `class`, with signature `sig`) goes through when
    /// it is virtual.
    pub(super) fn virtual_slot(
        &mut self,
        class: StructId,
        decl: &FunctionDecl,
        sig: &Signature,
    ) -> Option<Slot> {
        if decl.template.is_some() || decl.storage.is_static {
            return None;
        }
        let slot = match decl.role {
            FunctionRole::Destructor => Slot::Destroy,
            _ => Slot::Method {
                name: decl.name.last().name.clone(),
                params: sig.params.clone(),
            },
        };
        self.is_virtual(class, &slot).then_some(slot)
    }

    /// Rejects an object of an abstract class: one with a pure virtual function that nothing
    /// in it overrides.
    pub(super) fn check_not_abstract(&mut self, ty: &Ty, loc: Loc) -> LResult<()> {
        let &Ty::Struct(class) = strip_arrays(ty) else {
            return Ok(());
        };
        if !self.structs[class.0 as usize].polymorphic {
            return Ok(());
        }
        let mut classes = vec![class];
        while let Some(c) = classes.pop() {
            classes.extend(self.structs[c.0 as usize].bases.iter().map(|b| b.0));
            let info = &self.struct_infos[c.0 as usize];
            let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
            for m in decl.body.iter().flat_map(|b| b.methods.iter()) {
                // A pure destructor makes its own class abstract only: every derived class's
                // destructor, declared or implicit, overrides it.
                if !m.pure || (m.role == FunctionRole::Destructor && c != class) {
                    continue;
                }
                let candidate = Candidate {
                    decl: m.clone(),
                    ns,
                    class: Some(c),
                    class_env: Some(env.clone()),
                    base_offset: 0,
                    qualified: false,
                    static_member: false,
                    inherited_by: Vec::new(),
                    named_in: None,
                    object_argument: None,
                };
                let Some(sig) = self.candidate_signature(&candidate) else {
                    continue;
                };
                let slot = Slot::Method {
                    name: m.name.last().name.clone(),
                    params: sig.params,
                };
                if self
                    .final_overrider(class, &slot)
                    .is_some_and(|(o, _)| o.decl.pure)
                {
                    let shown = &self.structs[class.0 as usize].name;
                    let owner = &self.structs[c.0 as usize].name;
                    return self.error(
                        loc,
                        format!(
                            "object of abstract class type '{shown}' is not allowed: pure virtual function '{owner}::{}' has no overrider",
                            m.name.last().name
                        ),
                    );
                }
            }
        }
        Ok(())
    }

    /// The final overrider of `slot` in a complete `class`, with the offset of its class's
    /// subobject.
    fn final_overrider(&mut self, class: StructId, slot: &Slot) -> Option<(Candidate, u64)> {
        self.final_overrider_toward(class, slot, None)
    }

    /// The final overrider of `slot` for the subobject `toward` (its class and offset) of a
    /// complete `class`, or for the first path when `None`: the first class that declares it
    /// on the way from `class` down to that subobject, with the offset of its subobject. A
    /// class that derives from one base twice has an overrider for each copy.
    fn final_overrider_toward(
        &mut self,
        class: StructId,
        slot: &Slot,
        toward: Option<(StructId, u64)>,
    ) -> Option<(Candidate, u64)> {
        if let Some(c) = self.own_method(class, slot) {
            return Some((c, 0));
        }
        let bases = self.structs[class.0 as usize].bases.clone();
        bases.iter().find_map(|&(b, offset)| {
            let inner_target = match toward {
                None => None,
                Some((target, at)) => {
                    let inner = at.checked_sub(offset)?;
                    if !has_base_at(&self.structs, b, target, inner) {
                        return None;
                    }
                    Some((target, inner))
                }
            };
            self.final_overrider_toward(b, slot, inner_target)
                .map(|(c, inner)| (c, inner + offset))
        })
    }

    /// Where the class an overrider `c` of `slot` returns (a pointer or reference to) lies in
    /// the class the calls on objects of static type `class` return, where they differ (a
    /// covariant return type), and whether it returns a reference.
    fn covariance(&mut self, class: StructId, slot: &Slot, c: &Candidate) -> Option<(u64, bool)> {
        let returned = |sig: Signature| match (sig.ret_is_ref, sig.ret) {
            (true, Ty::Struct(s)) => Some((s, true)),
            (false, Ty::Ptr(p)) => match *p {
                Ty::Struct(s) => Some((s, false)),
                _ => None,
            },
            _ => None,
        };
        let (declared, _) = self.final_overrider(class, slot)?;
        let (base, _) = returned(self.candidate_signature(&declared)?)?;
        let (derived, is_ref) = returned(self.candidate_signature(c)?)?;
        let delta = base_offset(&self.structs, derived, base)?;
        (derived != base && delta > 0).then_some((delta, is_ref))
    }

    /// The dispatcher for calls of `slot` on objects of static type `class` (its IR parameters
    /// are a member function's: the object, then what `sig` says).
    pub(super) fn virtual_dispatcher(
        &mut self,
        class: StructId,
        slot: Slot,
        sig: Signature,
    ) -> FuncId {
        let same = |d: &Dispatcher| {
            d.class == class
                && match (&d.slot, &slot) {
                    (Slot::Destroy, Slot::Destroy) => true,
                    (
                        Slot::Method { name, params },
                        Slot::Method {
                            name: n2,
                            params: p2,
                        },
                    ) => name == n2 && params == p2,
                    _ => false,
                }
        };
        if let Some(d) = self.virtual_dispatchers.iter().find(|d| same(d)) {
            return d.id;
        }
        let what = match &slot {
            Slot::Destroy => "destroy".to_string(),
            Slot::Method { name, .. } => name.to_string(),
        };
        let name = format!("{}::virtual {what}", self.structs[class.0 as usize].name);
        let id = self.add_function(name, FunctionKind::Device, sig, true, None);
        self.virtual_dispatchers
            .push(Dispatcher { class, slot, id });
        id
    }

    /// The signature of the dispatcher that destroys a complete object and returns its address.
    pub(super) fn destroy_signature() -> Signature {
        Signature {
            ret: Ty::ptr_to(Ty::Void),
            ret_is_ref: false,
            ret_xvalue: false,
            ret_cv: Cv::NONE,
            sret: false,
            params: Vec::new(),
            variadic: false,
        }
    }

    /// A function that destroys a complete object of `class` (its destructor, then its members
    /// and bases), for `delete` through a pointer to a base.
    fn complete_destroyer(&mut self, class: StructId) -> Option<FuncId> {
        if let Some(&id) = self.complete_destroyers.get(&class) {
            return Some(id);
        }
        let template = self.nearest_destructor(class)?;
        let decl = Rc::new(FunctionDecl {
            body: Some(Rc::new(Vec::new())),
            member_inits: Vec::new(),
            ..(*template.decl).clone()
        });
        let sig = Signature {
            ret: Ty::Void,
            ret_is_ref: false,
            ret_xvalue: false,
            ret_cv: Cv::NONE,
            sret: false,
            params: Vec::new(),
            variadic: false,
        };
        let name = format!("{}::destroy", self.structs[class.0 as usize].name);
        let id = self.add_function(name, FunctionKind::Device, sig, true, None);
        let info = &self.struct_infos[class.0 as usize];
        self.pending.push(PendingFunction {
            id,
            decl,
            env: info.env.clone(),
            ns: info.ns,
            owner: Owner::Object(class),
            destroys_object: true,
            used_by_program_at: None,
            depth: 0,
        });
        self.complete_destroyers.insert(class, id);
        Some(id)
    }

    /// Lowers what is pending, then (re)builds the virtual dispatchers, until building them
    /// asks for no function that is not lowered yet; then the function pointer dispatchers.
    pub(super) fn complete_module(&mut self) {
        loop {
            self.drain_pending();
            self.build_virtual_dispatchers();
            if self.pending.is_empty() {
                break;
            }
        }
        self.build_dispatchers();
        self.report_class_assertions();
    }

    pub(super) fn build_virtual_dispatchers(&mut self) {
        for d in self.virtual_dispatchers.clone() {
            let f = self.module.function(d.id);
            let (name, params, ret) = (f.name.clone(), f.params.clone(), f.ret);
            let mut b = FunctionBuilder::new(name, FunctionKind::Device, params.clone(), ret);
            let this = b.param(0);
            let rest: Vec<Var> = (1..params.len()).map(|i| b.param(i)).collect();
            let tag = b.load(IrType::Ptr, this);
            for (t, (complete, offset)) in self.vtables.clone().into_iter().enumerate() {
                if !has_base_at(&self.structs, complete, d.class, offset) {
                    continue;
                }
                let (target, adjust, covariance) = match &d.slot {
                    Slot::Destroy => match self.complete_destroyer(complete) {
                        Some(id) => (id, 0, None),
                        None => continue,
                    },
                    slot => {
                        let toward = Some((d.class, offset));
                        let Some((c, at)) = self.final_overrider_toward(complete, slot, toward)
                        else {
                            continue;
                        };
                        if c.decl.pure {
                            continue;
                        }
                        // Declared in its class and defined outside it: the definition.
                        let (decl, env) =
                            match (c.decl.body.is_none() && !c.decl.host_body, c.class) {
                                (true, Some(class)) => {
                                    let name = c.decl.name.last().name.clone();
                                    let cands = self.methods_named(class, &name);
                                    let definition = self.candidate_signature(&c).and_then(|sig| {
                                        self.definition_among(&cands, &c.decl, &sig)
                                    });
                                    match definition {
                                        Some(found) => found,
                                        None => continue,
                                    }
                                }
                                (true, None) => continue,
                                (false, _) => {
                                    (c.decl.clone(), c.class_env.clone().unwrap_or_default())
                                }
                            };
                        let Ok(id) = self.function_instance(
                            &decl,
                            env,
                            c.ns,
                            Owner::of(c.class, c.static_member),
                            c.decl.loc,
                        ) else {
                            continue;
                        };
                        (id, at, self.covariance(d.class, slot, &c))
                    }
                };
                let value = b.iconst(IrType::Ptr, self.numbered(t));
                let hit = b.cmp(ir::CmpOp::Eq, tag, value);
                let (call, next) = (b.new_block(), b.new_block());
                b.branch(hit, call, next);
                b.switch_to(call);
                // From the subobject to the complete object, then to the overrider's class.
                let delta = b.iconst(IrType::I64, adjust as i64 - offset as i64);
                let object = b.binary(ir::BinOp::Add, this, delta);
                let mut args = vec![object];
                args.extend(&rest);
                let dst = self.module.function(target).ret.map(|t| b.new_var(t));
                b.push(Inst::Call {
                    dst,
                    func: target,
                    args,
                });
                let result = match (d.slot.clone(), covariance, dst) {
                    (Slot::Destroy, ..) => Some(object),
                    // A covariant override's result, moved to the base the call's static type
                    // returns (a null pointer stays null).
                    (Slot::Method { .. }, Some((delta, is_ref)), Some(r)) => {
                        let d = b.iconst(IrType::I64, delta as i64);
                        let moved = b.binary(ir::BinOp::Add, r, d);
                        if is_ref {
                            Some(moved)
                        } else {
                            let null = b.iconst(IrType::Ptr, 0);
                            let is_null = b.cmp(ir::CmpOp::Eq, r, null);
                            Some(b.select(is_null, null, moved))
                        }
                    }
                    (Slot::Method { .. }, ..) => dst,
                };
                b.terminate(Terminator::Return(result));
                b.switch_to(next);
            }
            let text = self.string_global(&StringLiteral::narrow(
                b"pure virtual function called".to_vec(),
            ));
            let message = b.global_addr(text);
            b.push(Inst::Trap { message });
            b.terminate(Terminator::Unreachable);
            self.module.functions[d.id.0 as usize] = b.finish();
        }
    }
}
