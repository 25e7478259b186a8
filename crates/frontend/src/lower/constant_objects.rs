//! Constants that only running code computes: device variables' initial values made by a
//! `constexpr` call returning a class object (`__constant__ Cfg c = make_cfg(4);`) or a
//! `constexpr` constructor with a body; members of constant objects such calls make
//! (`k.pad[1]`); the outermost `constexpr` call of a constant expression that the evaluation
//! over numbers ([`super::constexpr`]) does not compute. The expression is lowered as the
//! body of a function of its own, in a constant-evaluation context, and run on constants
//! ([`ir::eval`]), as a C++ compiler evaluates a constant expression; what the constant
//! folding of [`Lowerer::const_init`] covers never comes here.

use super::constexpr::Num;
use super::*;
use std::borrow::Cow;

impl Lowerer<'_> {
    /// Whether `decl` is a function the program writes, with a body, and without `constexpr`
    /// (not a lambda's, which C++17 makes `constexpr` where it can be, nor one the compiler
    /// declares or defaults).
    pub(super) fn written_without_constexpr(&self, decl: &FunctionDecl) -> bool {
        !decl.storage.is_constexpr
            && decl.body.is_some()
            && !decl.defaulted
            && matches!(decl.role, FunctionRole::Plain | FunctionRole::Operator)
            && &*decl.name.last().name != "operator()"
            && self.by_program(decl.loc)
    }

    /// The one item of `e`, a braced list initializing an object of class `ty`, where that item
    /// is itself an object of `ty` (`Cfg c{make_cfg(4)};`), which the object is copied from
    /// rather than its first member.
    pub(super) fn sole_object_item<'e>(
        &mut self,
        ty: &Ty,
        e: &'e Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<&'e Expr> {
        let (Ty::Struct(_), ExprKind::InitList(items)) = (ty, &e.kind) else {
            return None;
        };
        let [item] = items.as_slice() else {
            return None;
        };
        if !matches!(
            item.kind,
            ExprKind::Call(..) | ExprKind::Name(_) | ExprKind::Construct(..)
        ) {
            return None;
        }
        (self.value_type_outside_functions(item, env, ns).as_ref() == Some(ty)).then_some(item)
    }

    /// Writes at `off` in `out` the `ty` that running `e` (in `env` and `ns`) makes. The error
    /// says why that is not a constant; an initializer that does not compile reports its
    /// errors here, and gives an empty reason.
    pub(super) fn const_init_by_running(
        &mut self,
        out: &mut StaticData,
        off: u64,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Result<(), String> {
        let (size, _) = size_align(ty, &self.structs).ok_or("its type is incomplete")?;
        let errors = self.diags.error_count();
        let lowered = self.in_initializer_context(e.loc, env, ns, |this, fx| {
            fx.constant_evaluation = true;
            let slot = this.local_slot(fx, ty);
            this.init_object(fx, slot, ty, Some(e), e.loc)?;
            fx.b.terminate(ir::Terminator::Return(Some(slot)));
            let rest = FunctionBuilder::new("", FunctionKind::Device, Vec::new(), None);
            Ok::<_, Reported>(std::mem::replace(&mut fx.b, rest).finish())
        });
        let Ok(initializer) = lowered else {
            return Err(String::new());
        };
        if self.diags.error_count() > errors {
            return Err(String::new());
        }
        // The functions it calls, lowered, and the dispatchers of its virtual calls built
        // (`constexpr` virtual functions; built again once the module is complete).
        self.lower_pending_reached_from(&initializer);
        if !self.virtual_dispatchers.is_empty() {
            self.build_virtual_dispatchers();
            self.lower_pending_reached_from(&initializer);
        }
        let constant_globals = &self.constant_globals;
        let unready = &self.initializing;
        let readable = |g: GlobalId| constant_globals.contains(&g) && !unready.contains(&g);
        let not_constexpr = &self.not_constexpr;
        let callable = |f: FuncId| !not_constexpr.contains(&f);
        let rules = ir::eval::Constants {
            readable: &readable,
            callable: &callable,
        };
        let object = ir::eval::evaluate_object(&self.module, &initializer, size, &rules)?;
        if let Some(slot) = out.slot(off, object.bytes.len()) {
            slot.copy_from_slice(&object.bytes);
        }
        out.relocations
            .extend(object.relocations.into_iter().map(|r| ir::Relocation {
                offset: r.offset + off,
                ..r
            }));
        Ok(())
    }
}

/// What a constant's bytes come from: a variable whose initializer is run, a module
/// variable that holds them already, or an object a `constexpr` call returns (run already).
pub(super) enum ConstantRoot {
    Variable(Rc<VarDecl>, NsId),
    Global(GlobalId),
    Temporary(Rc<Vec<u8>>),
}

impl Lowerer<'_> {
    /// The type and value of an arithmetic member or element of a constant object whose
    /// initializer only running code computes (`k.pad[1]`, with `constexpr Cfg k =
    /// make_cfg(3);`), read from the object's bytes.
    pub(super) fn run_subobject(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<(Ty, Num)> {
        let (root, ty, offset) = self.subobject_place(e, env, ns)?;
        let bytes = match root {
            ConstantRoot::Variable(v, vns) => self.computed_constant(&v, vns)?,
            ConstantRoot::Global(g) => {
                let global = &self.module.globals[g.0 as usize];
                let mut bytes = global.init.clone();
                bytes.resize(global.size as usize, 0);
                Rc::new(bytes)
            }
            ConstantRoot::Temporary(bytes) => bytes,
        };
        let size = size_align(&ty, &self.structs)?.0 as usize;
        let value = number_from_bytes(&ty, bytes.get(offset..offset + size)?)?;
        Some((ty, value))
    }

    /// The constant an element or member expression reads, and the type and offset of the
    /// part read.
    pub(super) fn subobject_place(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(ConstantRoot, Ty, usize)> {
        match &e.kind {
            ExprKind::Name(p) => {
                // A template parameter object (`P` of `template <Pt P>`), constant.
                if let ([seg], false) = (&p.segments[..], p.global) {
                    if let Some(TArg::Object {
                        global,
                        ty,
                        reference: true,
                    }) = env.get(&seg.name)
                    {
                        let read_only =
                            self.module.globals[global.0 as usize].space == GlobalSpace::ReadOnly;
                        return read_only.then(|| (ConstantRoot::Global(*global), ty.clone(), 0));
                    }
                }
                let found = self
                    .names
                    .lookup_path(ns, p)
                    .into_iter()
                    .find_map(|ent| match ent {
                        Entity::Var(v, vns)
                            if is_constant_variable(&v)
                                && (v.init.is_some() || v.storage.is_constexpr) =>
                        {
                            Some((v, vns))
                        }
                        _ => None,
                    });
                let Some((v, vns)) = found else {
                    return self.static_member_place(e, env, ns);
                };
                let ty = self.variable_type(&v, &Rc::default(), vns).ok()?;
                Some((ConstantRoot::Variable(v, vns), ty, 0))
            }
            ExprKind::Member {
                base,
                name,
                arrow: false,
            } => {
                let (root, ty, offset) = self.subobject_place(base, env, ns)?;
                let Ty::Struct(sid) = ty else {
                    return None;
                };
                let field = self.structs[sid.0 as usize].field(&name.last().name)?;
                if field.bits.is_some() || field.reference {
                    return None;
                }
                Some((root, field.ty.clone(), offset + field.offset as usize))
            }
            ExprKind::Index(base, index) => {
                let (root, ty, offset) = self.subobject_place(base, env, ns)?;
                let Ty::Array(elem, Some(len)) = ty else {
                    return None;
                };
                let i = u64::try_from(self.const_eval(index, env, ns)?).ok()?;
                if i >= len {
                    return None;
                }
                let size = size_align(&elem, &self.structs)?.0;
                Some((root, (*elem).clone(), offset + (i * size) as usize))
            }
            // A member of the object a `constexpr` call returns (`mk().y`) or a constant
            // constructs (`P{3, 4}.y`).
            ExprKind::Call(callee, _) if !self.calls_constexpr(callee, env, ns) => None,
            ExprKind::Call(..) | ExprKind::Construct(..) => {
                let ty = self.value_type_outside_functions(e, env, ns)?;
                if !matches!(ty, Ty::Struct(_)) {
                    return None;
                }
                let bytes = self.bytes_by_running(&ty, e, env, ns)?;
                Some((ConstantRoot::Temporary(Rc::new(bytes)), ty, 0))
            }
            _ => None,
        }
    }

    /// A constant static data member of a class that is not a number (`Limits::defaults`), as
    /// the read-only module variable that holds it.
    fn static_member_place(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(ConstantRoot, Ty, usize)> {
        let ExprKind::Name(p) = &e.kind else {
            return None;
        };
        if p.segments.len() < 2 {
            return None;
        }
        let cp = self.diags.checkpoint();
        let place = self.in_initializer_context(e.loc, env, ns, |this, fx| {
            match this.expr(fx, e).ok()? {
                expr::Val::L(addr, ty) => Some((fx.b.static_value(addr)?, ty)),
                _ => None,
            }
        });
        self.diags.rollback(cp);
        let (StaticValue::Address { global, offset }, ty) = place? else {
            return None;
        };
        let constant = self.module.globals[global.0 as usize].space == GlobalSpace::ReadOnly
            || self.constant_globals.contains(&global);
        let offset = usize::try_from(offset).ok()?;
        constant.then_some((ConstantRoot::Global(global), ty, offset))
    }

    /// The bytes of the constant variable `v` (of namespace `vns`) that running its
    /// initializer makes, computed once; `None` when that is not a constant.
    fn computed_constant(&mut self, v: &Rc<VarDecl>, vns: NsId) -> Option<Rc<Vec<u8>>> {
        let key = Rc::as_ptr(v) as usize;
        if let Some(known) = self.computed_constants.get(&key) {
            return known.clone();
        }
        // (A variable read in its own initializer is not a constant.)
        self.computed_constants.insert(key, None);
        let no_env: TEnv = Rc::default();
        let ty = self.variable_type(v, &no_env, vns).ok()?;
        let init = constant_initializer(v, &ty)?;
        let computed = self.bytes_by_running(&ty, &init, &no_env, vns).map(Rc::new);
        self.computed_constants.insert(key, computed.clone());
        computed
    }
}

impl Lowerer<'_> {
    /// The value of `e`, a call of a `constexpr` function of arithmetic type that
    /// [`super::constexpr`] does not compute (class objects among its arguments, say: `int
    /// b[dot(V(2, 3))]`, or a member function of an object a call made), by running its
    /// lowered code.
    pub(super) fn run_constexpr_call(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<Num> {
        let ExprKind::Call(callee, _) = &e.kind else {
            return None;
        };
        if !self.calls_constexpr(callee, env, ns) {
            return None;
        }
        let ty = self.value_type_outside_functions(e, env, ns)?;
        let bytes = self.bytes_by_running(&ty, e, env, ns)?;
        number_from_bytes(&ty, &bytes)
    }

    /// Whether `callee` names `constexpr` functions: a function, or the member functions of an
    /// object (`k.threads()`, `V(1, 2).length()`), all of that name `constexpr` (of those
    /// that overload on `const`, the `const` ones), or is a
    /// lambda (called in place: `[] { return 3; }()`), whose call operator C++17 makes
    /// `constexpr` where it can be.
    fn calls_constexpr(&mut self, callee: &Expr, env: &TEnv, ns: NsId) -> bool {
        match &callee.kind {
            ExprKind::Lambda(_) => true,
            ExprKind::Name(p) => self
                .names
                .lookup_path(ns, p)
                .iter()
                .any(|ent| matches!(ent, Entity::Func(f, _) if f.storage.is_constexpr)),
            ExprKind::Member {
                base,
                name,
                arrow: false,
            } => {
                let Some(Ty::Struct(sid)) = self.value_type_outside_functions(base, env, ns) else {
                    return false;
                };
                let mut methods = self.methods_named(sid, &name.last().name);
                // The object of a constant expression is a constant: a `const` overload is
                // what a call on it chooses where there is one (`std::array`'s `operator[]`).
                if methods.iter().any(|m| m.decl.is_const_method) {
                    methods.retain(|m| m.decl.is_const_method);
                }
                !methods.is_empty() && methods.iter().all(|m| m.decl.storage.is_constexpr)
            }
            _ => false,
        }
    }

    /// The template parameter object that the constant `e` (in `env` and `ns`) makes for a
    /// value parameter of class type (`template <Pt P>`, C++20): a read-only variable holding
    /// the value, one per type and value, so that the instances of one value are one; also
    /// the object a `constexpr` local array's elements are read from in constant expressions
    /// (`Arr<sq[3]>`). `None` where `e` is not a constant.
    pub(super) fn template_parameter_object(
        &mut self,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<TArg> {
        let bytes = self.bytes_by_running(ty, e, env, ns)?;
        self.template_parameter_object_of(ty.clone(), bytes)
    }

    /// The template parameter object of type `ty` whose bytes are `bytes` (see
    /// [`Lowerer::template_parameter_object`]); `None` where `ty` is incomplete.
    pub(super) fn template_parameter_object_of(&mut self, ty: Ty, bytes: Vec<u8>) -> Option<TArg> {
        let (size, align) = size_align(&ty, &self.structs)?;
        let key = (ty, bytes);
        let global = match self.template_parameter_objects.get(&key) {
            Some(&global) => global,
            None => {
                let global = GlobalId(self.module.globals.len() as u32);
                self.module.globals.push(ir::Global {
                    name: format!("__template_object{}", self.template_parameter_objects.len()),
                    space: GlobalSpace::ReadOnly,
                    size,
                    align: align as u32,
                    init: key.1.clone(),
                    relocations: Vec::new(),
                });
                self.template_parameter_objects.insert(key.clone(), global);
                global
            }
        };
        Some(TArg::Object {
            global,
            ty: key.0,
            reference: true,
        })
    }

    /// The bytes of the `ty` that running `e` makes, where that is a constant: the question
    /// of a constant expression, so nothing is reported (the errors of lowering `e` itself
    /// are taken back).
    fn bytes_by_running(&mut self, ty: &Ty, e: &Expr, env: &TEnv, ns: NsId) -> Option<Vec<u8>> {
        let size = size_align(ty, &self.structs)?.0;
        // (An object larger than any device memory is not made in the compiler's either.)
        if size > 1 << 32 {
            return None;
        }
        let mut data = StaticData::new(size);
        let cp = self.diags.checkpoint();
        match self.const_init_by_running(&mut data, 0, ty, e, env, ns) {
            Ok(()) => {
                // The whole object: its reader takes every byte.
                data.slot(0, usize::try_from(size).ok()?)?;
                Some(data.bytes)
            }
            Err(reason) => {
                if reason.is_empty() {
                    self.diags.rollback(cp);
                }
                None
            }
        }
    }
}

/// The number of type `ty` whose bytes are `raw` (`None` for a type that is not arithmetic).
fn number_from_bytes(ty: &Ty, raw: &[u8]) -> Option<Num> {
    let size = raw.len().min(8);
    let mut le = [0u8; 8];
    le[..size].copy_from_slice(&raw[..size]);
    let bits = u64::from_le_bytes(le);
    Some(match ty.underlying() {
        Ty::Float => Num::Float(f32::from_bits(bits as u32) as f64, true),
        Ty::Double { .. } => Num::Float(f64::from_bits(bits), false),
        t => {
            let kind = IntKind::of(t)?;
            Num::Int(kind.wrap(bits.into()), kind)
        }
    })
}

/// What initializes the constant `v` of type `ty`: its initializer, or for a `constexpr` object
/// of a class declared without one (`constexpr T t;`, which a `constexpr` default constructor
/// makes), an empty list, which runs the same constructor.
pub(super) fn constant_initializer<'v>(v: &'v VarDecl, ty: &Ty) -> Option<Cow<'v, Expr>> {
    match &v.init {
        Some(init) => Some(Cow::Borrowed(init)),
        None if v.storage.is_constexpr && matches!(ty, Ty::Struct(_)) => Some(Cow::Owned(Expr {
            kind: ExprKind::InitList(Vec::new()),
            loc: v.loc,
        })),
        None => None,
    }
}
