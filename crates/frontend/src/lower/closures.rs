//! Lambdas written in device code: each is an object of a class of its own (its closure type),
//! as C++ makes it, so that it can be copied, passed to and returned from functions and kept
//! in other objects.
//!
//! The class is made where the lambda expression is lowered, from a declaration of ours:
//!
//! ```text
//! struct { C0 x; C1* y; C2* this; auto operator()(params) const { body } };
//! ```
//!
//! with a member for each captured variable (its copy, or for a capture by reference its
//! address) and for a captured `this`, whose types `Ck` the class's environment binds. Its call
//! operator is a member function like any other (a template over the types of the `auto`
//! parameters of a generic lambda; its return type deduced where none is written), so overload
//! resolution, deduction, copies and destruction are the class machinery's. Only the body's
//! names differ: the body sees the captures as variables and the enclosing function's `this`,
//! class, namespace and template arguments, never the closure object itself (see
//! [`Lowerer::enter_closure`]).

use super::expr::{decayed, Val};
use super::stmt::{EnclosingBody, FnCtx, LocalVar, StaticPlace};
use super::*;
use crate::ast::visit::{self, Visitor};
use crate::extended_lambda;

/// What the call operator's body of a closure class needs to see its captures.
#[derive(Clone)]
pub(super) struct Closure {
    /// Each captured variable.
    captures: Vec<Capture>,
    /// The class of the member function the lambda is written in, whose members the body
    /// names; with `this` captured, a member `"this"` holds the pointer, with `*this`, a member
    /// `"*this"` holds a copy of the object.
    class: Option<StructId>,
    this: Option<ThisCapture>,
    /// The member function the lambda is written in is `const`: the `this` it captures points
    /// to `const`, and a copy of `*this` is `const` even in a `mutable` lambda.
    this_of_const: bool,
    /// The `__shared__` and `static` variables of the enclosing function the body names, which
    /// it uses where they are (they are not captured), each with whether it is `volatile`.
    statics: Vec<(Rc<str>, StaticPlace, Ty, bool)>,
    mutable: bool,
    /// The lambda writes a capture (a default, a name, `this`): from C++20 on, its closure
    /// type then has no default constructor or copy assignment, as before C++20 every one.
    writes_capture: bool,
    /// The class scope where the lambda is written, which the body has.
    class_scope: Option<TArg>,
    /// The enclosing function sees names in declaration order, and so does the body.
    pub(super) names_in_declaration_order: bool,
    /// The body names members as the function it is written in may.
    pub(super) accessor: super::access::Accessor,
}

/// A variable a lambda captures.
#[derive(Clone)]
struct Capture {
    /// The name the body uses, also the member's.
    name: Rc<str>,
    /// The member holds the variable's address.
    by_ref: bool,
    /// The variable is `const`: so is its copy, in a `mutable` lambda too.
    of_const: bool,
    /// The variable is a constant of the enclosing function (`constexpr int n = 4;`): the
    /// body's constant expressions read it (`int a[n];`), as they may without a capture.
    constant: Option<TArg>,
}

/// The member that holds a captured `this`, as extended lambdas name it.
fn this_member(how: ThisCapture) -> &'static str {
    match how {
        ThisCapture::Pointer => extended_lambda::THIS,
        ThisCapture::Copy => extended_lambda::SELF,
    }
}

/// The class's type parameter standing for the type of its `k`th member.
fn member_type(k: usize) -> Rc<str> {
    format!("__closure_C{k}").into()
}

/// A member of a closure class: its name, the index of the type parameter its type is made
/// from, and whether it holds an address (the type is a pointer to that type).
pub(super) type Member = (Rc<str>, usize, bool);

/// What a capture's member is initialized from.
enum Source {
    /// An object of the enclosing function: copied, or its address kept.
    Object { addr: Var, ty: Ty, by_ref: bool },
    /// An init capture's value.
    Init(Val, bool, Loc),
}

impl Lowerer<'_> {
    /// The closure object of the lambda `l`, made here: a temporary whose members are the
    /// captures, copied or addressed now.
    pub(super) fn make_lambda(&mut self, fx: &mut FnCtx, l: &Rc<Lambda>) -> LResult<Val> {
        let mut sources: Vec<(Rc<str>, Source)> = Vec::new();
        let captured =
            |sources: &[(Rc<str>, Source)], n: &Rc<str>| sources.iter().any(|(c, _)| c == n);
        if let Some((name, _, loc)) = l.pack_captures.first() {
            return self.error(*loc, format!("'{name}' does not refer to a parameter pack"));
        }
        // (Every bit-field captured by reference is reported before the lambda is refused.)
        let mut bit_field_referenced = false;
        for (name, by_ref, loc) in &l.named_captures {
            if captured(&sources, name) {
                return self.error(
                    *loc,
                    "a name cannot appear more than once in a capture-list",
                );
            }
            match fx.lookup(name).cloned() {
                Some(LocalVar::Object { addr, ty }) => {
                    if fx.structured_bindings.contains(&addr) {
                        self.warn_binding_captured(*loc);
                    }
                    let by_ref = *by_ref;
                    sources.push((name.clone(), Source::Object { addr, ty, by_ref }));
                }
                Some(LocalVar::Rejected) => return Err(Reported),
                Some(enclosing @ LocalVar::Enclosing { .. }) => {
                    self.local(fx, enclosing, *loc)?;
                }
                Some(LocalVar::BitField { unit, ty, bits }) => {
                    if *by_ref {
                        self.bit_field_address(*loc);
                        bit_field_referenced = true;
                        continue;
                    }
                    // A copy holds the bit-field's value.
                    self.warn_binding_captured(*loc);
                    let value = Val::Bits { unit, ty, bits };
                    sources.push((name.clone(), Source::Init(value, false, *loc)));
                }
                Some(LocalVar::Declared) | None => {
                    return self.error(*loc, format!("identifier \"{name}\" is undefined"))
                }
            }
        }
        for c in &l.init_captures {
            // Expanded with the template that holds the lambda; there is none here.
            if c.pack {
                return self.error(
                    c.init.loc,
                    format!("the init-capture '...{}' expands no parameter pack", c.name),
                );
            }
            let v = self.expr(fx, &c.init)?;
            sources.push((c.name.clone(), Source::Init(v, c.by_ref, c.init.loc)));
        }
        // The variables of the enclosing function the body names, which a default captures;
        // without one, those a constant expression may read (C++ lets the body use them
        // uncaptured), copied. The body's own names may be among them: a capture that a
        // declaration of the body hides is never read.
        let mut used = NamesUsed::default();
        visit::walk_stmts(&mut used, &l.body);
        let mut statics = Vec::new();
        // A pack of the enclosing template that the body names in an expansion left for the
        // call operator stands for its elements.
        let used = used.0.into_iter().flat_map(|(name, uses)| {
            let elements = l.enclosing_packs.iter().find(|(pack, _)| *pack == name);
            match elements {
                Some(&(_, n)) if fx.lookup(&name).is_none() => (0..n)
                    .map(|i| (super::packs::element_name(&name, i), uses.clone()))
                    .collect(),
                _ => vec![(name, uses)],
            }
        });
        for (name, uses) in used {
            let own = l.params.iter().any(|p| p.name.as_ref() == Some(&name));
            if own || captured(&sources, &name) {
                continue;
            }
            let (addr, ty) = match fx.lookup(&name).cloned() {
                Some(LocalVar::Object { addr, ty }) => (addr, ty),
                Some(LocalVar::BitField { unit, ty, bits }) => {
                    match l.default_capture {
                        Some(CaptureDefault::Copy) => {
                            self.warn_binding_uses(&uses);
                            let value = Val::Bits { unit, ty, bits };
                            sources.push((name, Source::Init(value, false, l.loc)));
                        }
                        Some(CaptureDefault::Reference) => {
                            for &loc in &uses {
                                self.bit_field_address(loc);
                            }
                            bit_field_referenced = true;
                        }
                        None => {}
                    }
                    continue;
                }
                _ => continue,
            };
            if let Some(&place) = fx.statics.get(&addr) {
                statics.push((name, place, ty, fx.volatile.contains(&addr)));
                continue;
            }
            if l.default_capture.is_some() && fx.structured_bindings.contains(&addr) {
                self.warn_binding_uses(&uses);
            }
            let by_ref = match l.default_capture {
                Some(CaptureDefault::Reference) => true,
                Some(CaptureDefault::Copy) => false,
                None if fx.const_objects.contains(&addr) && ty.is_arith() => false,
                None => continue,
            };
            sources.push((name, Source::Object { addr, ty, by_ref }));
        }
        if bit_field_referenced {
            return Err(Reported);
        }
        let this = match (l.this_capture, l.default_capture, fx.this) {
            (Some(how), _, Some(_)) => Some(how),
            (None, Some(_), Some(_)) => Some(ThisCapture::Pointer),
            (Some(_), _, None) => {
                return self.error(
                    l.loc,
                    "'this' cannot be captured outside of a member function",
                )
            }
            _ => None,
        };

        // The class: a member per capture, of the type its parameter is bound to. Its
        // functions see the enclosing function's variables where nothing evaluates them.
        let mut env = (*fx.env).clone();
        // (Only those the lambda names: its class is the same wherever the others differ, as
        // where a declaration's own name is not yet declared for its initializer's deduction.)
        let mut mentioned = NamesMentioned::default();
        visit::walk_lambda(&mut mentioned, l);
        self.add_enclosing_locals(fx, &mut env, EnclosingBody::Lambda, Some(&mentioned.0));
        let mut fields = Vec::new();
        let mut captures = Vec::new();
        for (k, (name, source)) in sources.iter().enumerate() {
            let (ty, by_ref, of_const) = match source {
                Source::Object { ty, by_ref, addr } => {
                    let of_const = fx.const_objects.contains(addr)
                        && (*by_ref || !fx.const_in_call_operator.contains(addr));
                    (ty.clone(), *by_ref, of_const)
                }
                Source::Init(v, by_ref, _) if *by_ref => {
                    let of_const = matches!(v, Val::L(at, _) if fx.const_objects.contains(at));
                    (v.ty().clone(), true, of_const)
                }
                Source::Init(v, ..) => (decayed(v.ty()), false, false),
            };
            env.insert(member_type(k), TArg::Type(ty, Cv::NONE));
            fields.push((name.clone(), k, by_ref));
            let constant = match source {
                Source::Object { .. } => fx.env.get(name).filter(|c| matches!(c, TArg::Value(..))),
                Source::Init(..) => None,
            };
            captures.push(Capture {
                name: name.clone(),
                by_ref,
                of_const,
                constant: constant.cloned(),
            });
        }
        let this_field = this.zip(fx.this).map(|(how, (_, class))| {
            let k = sources.len();
            env.insert(member_type(k), TArg::Type(Ty::Struct(class), Cv::NONE));
            (
                Rc::<str>::from(this_member(how)),
                k,
                how == ThisCapture::Pointer,
            )
        });
        fields.extend(this_field.clone());
        let closure = Closure {
            captures,
            class: fx.class,
            this,
            this_of_const: fx.this_is_const,
            statics,
            mutable: l.mutable,
            writes_capture: writes_capture(l),
            class_scope: fx.env.get(CLASS_SCOPE).cloned(),
            names_in_declaration_order: fx.names_in_declaration_order,
            accessor: fx.accessor.clone(),
        };
        let sid = self.closure_class(l, &fields, Rc::new(env), fx.ns, closure)?;

        // The object.
        let ty = Ty::Struct(sid);
        let object = self.local_slot(fx, &ty);
        for (name, source) in sources {
            let Some(field) = self.structs[sid.0 as usize].field(&name).cloned() else {
                continue;
            };
            let at = self.offset_addr(fx, object, field.offset);
            match source {
                Source::Object {
                    addr, by_ref: true, ..
                } => fx.b.store(at, addr),
                Source::Object { addr, ty, .. } => {
                    self.store_val(fx, at, &ty, Val::L(addr, ty.clone()), l.loc)?
                }
                Source::Init(v, true, loc) => {
                    let ty = v.ty().clone();
                    let addr = self.bind_reference(fx, v, &ty, loc)?;
                    fx.b.store(at, addr);
                }
                Source::Init(v, false, loc) => self.store_val(fx, at, &field.ty, v, loc)?,
            }
        }
        if let (Some((name, ..)), Some((this_ptr, class))) = (this_field, fx.this) {
            let field = self.structs[sid.0 as usize].field(&name).cloned();
            if let Some(field) = field {
                let at = self.offset_addr(fx, object, field.offset);
                match this {
                    Some(ThisCapture::Copy) => {
                        let class = Ty::Struct(class);
                        self.store_val(fx, at, &class, Val::L(this_ptr, class.clone()), l.loc)?;
                    }
                    _ => fx.b.store(at, this_ptr),
                }
            }
        }
        self.register_temporary(fx, object, &ty);
        Ok(Val::L(object, ty))
    }

    /// Before C++20 a lambda may not capture a structured binding; nvcc takes it, with a
    /// warning at the capture.
    fn warn_binding_captured(&mut self, loc: Loc) {
        if !self.cxx20 {
            self.diags
                .warning(loc, "capturing structured bindings is a C++20 feature");
        }
    }

    /// [`Lowerer::warn_binding_captured`] for a structured binding that a default capture
    /// captures: at each of its uses in the body, `uses`, as nvcc warns.
    fn warn_binding_uses(&mut self, uses: &[Loc]) {
        for &loc in uses {
            self.warn_binding_captured(loc);
        }
    }

    /// A structured binding to a bit-field captured by reference, at `loc` (the capture, or
    /// a use a default capture captures): a reference cannot bind a bit-field.
    fn bit_field_address(&mut self, loc: Loc) {
        self.diags
            .error(loc, "taking the address of a bit field is not allowed");
    }

    /// The closure object of the lambda `l` that initializes a namespace-scope `constexpr`
    /// variable, for a call in code that runs (`--expt-relaxed-constexpr` makes its call
    /// operator a device function too): a lambda there captures nothing, so its object is an
    /// empty one of its class, which is made in the variable's namespace, the same wherever the
    /// variable is named.
    pub(super) fn namespace_lambda(
        &mut self,
        fx: &mut FnCtx,
        l: &Rc<Lambda>,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Val> {
        if !l.init_captures.is_empty() || !l.named_captures.is_empty() {
            return self.error(
                loc,
                "a namespace-scope lambda with captures is not supported in device code",
            );
        }
        let closure = Closure {
            captures: Vec::new(),
            class: None,
            this: None,
            this_of_const: false,
            statics: Vec::new(),
            mutable: l.mutable,
            writes_capture: writes_capture(l),
            class_scope: None,
            names_in_declaration_order: false,
            accessor: Default::default(),
        };
        let sid = self.closure_class(l, &[], Rc::default(), ns, closure)?;
        let ty = Ty::Struct(sid);
        let object = self.local_slot(fx, &ty);
        Ok(Val::L(object, ty))
    }

    /// The closure class of `l` with the members `fields`, instantiated with `env` (the
    /// members' types) in `ns`, and what its call operator's body needs to know of where the
    /// lambda is written (`closure`, kept from the first time the class is made).
    fn closure_class(
        &mut self,
        l: &Rc<Lambda>,
        fields: &[Member],
        env: TEnv,
        ns: NsId,
        closure: Closure,
    ) -> LResult<StructId> {
        let decl = self.closure_decl(l, fields);
        let sid = self.struct_instance_env(&decl, vec![], env, ns, l.loc)?;
        self.structs[sid.0 as usize].name = "lambda".into();
        self.closures.entry(sid).or_insert(closure);
        Ok(sid)
    }

    /// Makes the class of an extended lambda that captures `this` (see [`extended_lambda`]) a
    /// closure, whose call operator's body sees the copies as variables and the members of
    /// the enclosing object through `this`, as a device-code lambda's does.
    pub(super) fn note_extended_lambda(&mut self, sid: StructId, decl: &StructDecl) {
        if !decl
            .name
            .as_deref()
            .is_some_and(extended_lambda::is_class_name)
        {
            return;
        }
        let layout = &self.structs[sid.0 as usize];
        let (this, class) = match (
            layout.field(extended_lambda::THIS).map(|f| &f.ty),
            layout.field(extended_lambda::SELF).map(|f| &f.ty),
        ) {
            (Some(Ty::Ptr(to)), _) => match **to {
                Ty::Struct(class) => (ThisCapture::Pointer, class),
                _ => return,
            },
            (_, Some(&Ty::Struct(class))) => (ThisCapture::Copy, class),
            _ => return,
        };
        let captures = layout
            .fields
            .iter()
            .filter(|f| ![extended_lambda::THIS, extended_lambda::SELF].contains(&&*f.name))
            .map(|f| Capture {
                name: f.name.clone(),
                by_ref: false,
                of_const: false,
                constant: None,
            })
            .collect();
        let mutable = decl
            .body
            .iter()
            .flat_map(|b| &b.methods)
            .any(|m| &*m.name.last().name == "operator()" && !m.is_const_method);
        self.closures.insert(
            sid,
            Closure {
                captures,
                class: Some(class),
                this: Some(this),
                this_of_const: false,
                statics: vec![],
                mutable,
                writes_capture: true,
                class_scope: Some(TArg::Type(Ty::Struct(class), Cv::NONE)),
                // Instantiated for the host's instance of a kernel template.
                names_in_declaration_order: false,
                accessor: super::access::Accessor::new(Some(class), "".into()),
            },
        );
    }

    /// Whether `class` is the closure class of a lambda without captures, whose calls constant
    /// expressions may run (through its [`INVOKER`]).
    pub(super) fn is_constant_closure(&self, class: StructId) -> bool {
        self.closures
            .get(&class)
            .is_some_and(|c| c.captures.is_empty() && c.this.is_none())
            && self.structs[class.0 as usize].fields.is_empty()
    }

    /// Whether `class` is a lambda's closure class.
    /// Whether `class` is a lambda's closure type whose default constructor and copy
    /// assignment C++ deletes: every one before C++20, one that writes a capture from C++20 on.
    pub(super) fn closure_without_defaults(&self, class: StructId) -> bool {
        self.closures
            .get(&class)
            .is_some_and(|c| !self.cxx20 || c.writes_capture)
    }

    pub(super) fn is_closure(&self, class: Option<StructId>) -> bool {
        class.is_some_and(|c| self.closures.contains_key(&c))
    }

    /// The declaration of a closure class with the members `fields` (name, type parameter,
    /// whether it holds an address), made once per lambda and set of members.
    fn closure_decl(&mut self, l: &Rc<Lambda>, fields: &[Member]) -> Rc<StructDecl> {
        let cache_key = (key(l), fields.to_vec());
        if let Some(decl) = self.closure_decls.get(&cache_key) {
            return decl.clone();
        }
        let named = |k: usize| TypeExpr::Named(Path::simple(member_type(k)));
        let fields: Vec<Field> = fields
            .iter()
            .map(|(name, k, address)| Field {
                name: Some(name.clone()),
                ty: if *address {
                    TypeExpr::Pointer(Box::new(named(*k)))
                } else {
                    named(*k)
                },
                bit_width: None,
                is_static: false,
                is_mutable: false,
                is_constexpr: false,
                init: None,
                copy_list: false,
                align: None,
                packed: false,
                no_unique_address: false,
                access: Access::Public,
                loc: l.loc,
            })
            .collect();
        // A generic lambda's call operator is a template over the types of its `auto`
        // parameters, after those its template parameter list names. The parameters are named
        // after the lambda's place, so that those of a generic lambda made inside another's
        // call operator do not take the enclosing one's types.
        let mut template = l.template.clone();
        let at = l.loc;
        let params = l
            .params
            .iter()
            .map(|p| {
                let name: Rc<str> = format!(
                    "{AUTO_PARAM}{}_{}_{}_{}",
                    at.file.0,
                    at.line,
                    at.col,
                    template.len()
                )
                .into();
                match with_auto_replaced(&p.ty, &name) {
                    Some(ty) => {
                        template.push(TemplateParam {
                            name,
                            kind: TemplateParamKind::Type { default: None },
                            pack: matches!(ty, TypeExpr::PackExpansion(_)),
                        });
                        Param { ty, ..p.clone() }
                    }
                    None => p.clone(),
                }
            })
            .collect();
        let call = FunctionDecl {
            name: Path::simple("operator()".into()),
            role: FunctionRole::Operator,
            ret: l.ret.clone().unwrap_or(TypeExpr::Auto),
            params,
            variadic: false,
            cuda: CudaQuals {
                device: true,
                ..CudaQuals::default()
            },
            storage: Storage::default(),
            is_const_method: !l.mutable,
            is_volatile_method: false,
            ref_qualifier: None,
            template: (!template.is_empty()).then_some(template),
            specialization: None,
            member_inits: vec![],
            body: Some(l.body.clone()),
            launch_bounds: None,
            cluster_dims: None,
            host_body: false,
            pure: false,
            deleted: false,
            defaulted: false,
            constraint: l.constraint.clone(),
            exception_spec: l.exception_spec.clone(),
            explicit_condition: None,
            enclosing_packs: l.enclosing_packs.clone(),
            deprecated: None,
            loc: l.loc,
        };
        let mut methods = vec![Rc::new(call)];
        if fields.is_empty() {
            methods.extend(function_pointer_conversion(&methods[0]));
        }
        let decl = Rc::new(StructDecl {
            kind: StructKind::Class,
            name: None,
            template: None,
            specialization: None,
            bases: vec![],
            base_access: vec![],
            virtual_bases: vec![],
            body: Some(StructBody {
                fields,
                methods,
                items: vec![],
                friends: vec![],
                restricted_enumerators: vec![],
                restricted_types: vec![],
                unread_fields: vec![],
            }),
            align: None,
            pack: None,
            non_public_data: false,
            constraint: None,
            is_final: false,
            scope: None,
            deprecated: None,
            enclosing_packs: Vec::new(),
            loc: l.loc,
        });
        self.closure_decls.insert(cache_key, decl.clone());
        decl
    }

    /// Makes the body of a closure's call operator see what the lambda's body sees where it is
    /// written: the captures as variables (the closure object is `this` of the operator's
    /// context `fx`, never seen by the body), the enclosing member function's `this` and class.
    /// The same for the [`INVOKER`] of a closure without captures; nothing for other functions.
    pub(super) fn enter_closure(&mut self, fx: &mut FnCtx, function: &FunctionDecl) {
        if ![INVOKER, "operator()"].contains(&&*function.name.last().name) {
            return;
        }
        let Some(sid) = fx.class else {
            return;
        };
        let Some(closure) = self.closures.get(&sid).cloned() else {
            return;
        };
        let object = fx.this.map(|(object, _)| object);
        fx.const_members.clear();
        fx.this_is_const = false;
        let mut env = (*fx.env).clone();
        match closure.class_scope {
            Some(scope) => env.insert(CLASS_SCOPE.into(), scope),
            None => env.remove(CLASS_SCOPE),
        };
        fx.env = Rc::new(env);
        for Capture {
            name,
            by_ref,
            of_const,
            constant,
        } in &closure.captures
        {
            let (Some(object), Some(field)) =
                (object, self.structs[sid.0 as usize].field(name).cloned())
            else {
                continue;
            };
            let at = self.offset_addr(fx, object, field.offset);
            let (addr, ty) = match (&field.ty, by_ref) {
                (Ty::Ptr(target), true) => {
                    let addr = fx.b.load(ir::Type::Ptr, at);
                    if *of_const {
                        fx.const_objects.insert(addr);
                    }
                    (addr, (**target).clone())
                }
                _ => {
                    if !closure.mutable || *of_const {
                        fx.const_objects.insert(at);
                    }
                    if !closure.mutable && !*of_const {
                        fx.const_in_call_operator.insert(at);
                    }
                    (at, field.ty.clone())
                }
            };
            fx.declare(name.clone(), LocalVar::Object { addr, ty });
            if let Some(constant) = constant {
                fx.bind_constant(name.clone(), constant.clone());
            }
        }
        // An extended lambda's class declares again the types and integer constants of the
        // function around it (see `extended_lambda::local_types`); its body, which sees the
        // enclosing class's members, sees them as the lambda's body does: as the block's.
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, ns) = (info.decl.clone(), info.ns);
        let extended = decl
            .name
            .as_deref()
            .is_some_and(extended_lambda::is_class_name);
        if let Some(body) = decl.body.as_ref().filter(|_| extended) {
            for item in &body.items {
                match item {
                    Item::Alias { .. } | Item::Struct(_) => self.declare_block_item(fx, item),
                    Item::Enum(e) => {
                        for (i, Enumerator { name, .. }) in e.items.iter().enumerate() {
                            let env = fx.env.clone();
                            if let Some(value) = self.enumerator_value(e, i, &env, ns) {
                                fx.bind_constant(name.clone(), TArg::Value(value, None));
                            }
                        }
                    }
                    _ => {}
                }
            }
            for field in body.fields.iter().filter(|f| f.is_static) {
                let (Some(name), Some(init)) = (&field.name, &field.init) else {
                    continue;
                };
                let env = fx.env.clone();
                let ty = self.resolve_type_quiet(&field.ty, &env, ns, field.loc);
                if let Some(value) = self.const_eval(init, &env, ns) {
                    fx.bind_constant(name.clone(), TArg::Value(value, ty));
                }
            }
        }
        for (name, place, ty, volatile) in closure.statics {
            let addr = self.static_addr(fx, place);
            if volatile {
                fx.volatile.insert(addr);
            }
            fx.declare(name, LocalVar::Object { addr, ty });
        }
        fx.class = closure.class;
        fx.accessor = closure.accessor.clone();
        fx.this = match (closure.this, closure.class, object) {
            (Some(how), Some(class), Some(object)) => {
                let field = self.structs[sid.0 as usize]
                    .field(this_member(how))
                    .cloned();
                field.map(|f| {
                    let at = self.offset_addr(fx, object, f.offset);
                    let this = match how {
                        ThisCapture::Pointer => fx.b.load(ir::Type::Ptr, at),
                        ThisCapture::Copy => at,
                    };
                    (this, class)
                })
            }
            _ => None,
        };
        let const_this = match closure.this {
            Some(ThisCapture::Copy) => !closure.mutable || closure.this_of_const,
            Some(ThisCapture::Pointer) => closure.this_of_const,
            None => false,
        };
        if let (Some((_, class)), true) = (fx.this, const_this) {
            fx.const_members = self.const_members(class);
            fx.this_is_const = true;
        }
        // The parameters and the body's own declarations hide the captures.
        fx.scopes.push(HashMap::default());
    }
}

/// The static member function of a closure class without captures that does what its call
/// operator does, which the class's conversion to a function pointer points to.
pub(super) const INVOKER: &str = "__closure_invoke";

/// How the names of the template parameters made for a generic lambda's `auto` parameters
/// start.
const AUTO_PARAM: &str = "__closure_A";

/// Whether `name` is a template parameter made for a generic lambda's `auto` parameter.
pub(super) fn is_auto_param(name: &str) -> bool {
    name.starts_with(AUTO_PARAM)
}

/// The name under which a function's environment binds its local `name` holding a lambda
/// without captures (to the closure class), so that constant expressions can call it
/// (`constexpr int n = square(3);`).
pub(super) fn constant_closure_key(name: &str) -> Rc<str> {
    format!("{name}#closure").into()
}

/// The function a constant expression runs for a call of variable `v` when it holds a lambda
/// that captures nothing and is not generic: the lambda's parameters and body, `constexpr`
/// (as a lambda's call operator is where it can be); `None` for any other variable.
pub(super) fn constant_lambda_invoker(v: &VarDecl) -> Option<Rc<FunctionDecl>> {
    let Some(Expr {
        kind: ExprKind::Lambda(l),
        loc,
    }) = &v.init
    else {
        return None;
    };
    let captures = l.default_capture.is_some()
        || !l.named_captures.is_empty()
        || !l.pack_captures.is_empty()
        || l.this_capture.is_some()
        || !l.init_captures.is_empty();
    let generic = !l.template.is_empty() || l.params.iter().any(|p| is_auto(&p.ty));
    if captures || generic {
        return None;
    }
    let mut f = super::decltype::scratch_function(INVOKER, *loc);
    f.params = l.params.clone();
    f.ret = l.ret.clone().unwrap_or(TypeExpr::Auto);
    f.body = Some(l.body.clone());
    f.storage.is_constexpr = true;
    Some(Rc::new(f))
}

/// Whether a parameter is declared with `auto` (possibly qualified or a reference to it).
fn is_auto(ty: &TypeExpr) -> bool {
    with_auto_replaced(ty, &Rc::from("")).is_some()
}

/// What a closure class without captures has besides its call operator `call`: a static member
/// function [`INVOKER`] with the same parameters and body, and the conversion function to a
/// pointer to it (`operator decltype(&INVOKER)() const { return INVOKER; }`), as C++ gives
/// every lambda that captures nothing. A generic lambda's are templates of the call operator's
/// parameters, the conversion's deduced from the function pointer type converted to
/// (`template <class T> operator auto (*)(T)() const { return INVOKER<T>; }`).
fn function_pointer_conversion(call: &FunctionDecl) -> [Rc<FunctionDecl>; 2] {
    let loc = call.loc;
    let invoker = FunctionDecl {
        name: Path::simple(INVOKER.into()),
        role: FunctionRole::Plain,
        // A lambda's call operator is `constexpr` where it can be (C++17).
        storage: Storage {
            is_static: true,
            is_constexpr: true,
            ..Storage::default()
        },
        is_const_method: false,
        is_volatile_method: false,
        ..call.clone()
    };
    let at = |kind| Expr { kind, loc };
    let targs = call.template.as_ref().map(|params| {
        params
            .iter()
            .map(|p| {
                let named = Path::simple(p.name.clone());
                match (&p.kind, p.pack) {
                    (TemplateParamKind::Value { .. }, _) => {
                        TemplateArg::Expr(at(ExprKind::Name(named)))
                    }
                    (_, false) => TemplateArg::Type(TypeExpr::Named(named)),
                    (_, true) => {
                        TemplateArg::Type(TypeExpr::PackExpansion(Box::new(TypeExpr::Named(named))))
                    }
                }
            })
            .collect()
    });
    let invoker_name = || {
        let mut name = Path::simple(INVOKER.into());
        name.segments[0].targs = targs.clone();
        at(ExprKind::Name(name))
    };
    let ret = match &call.template {
        // The pointer's return type is the invoker instance's, deduced from the body.
        Some(_) => TypeExpr::Pointer(Box::new(TypeExpr::Function(
            Box::new(TypeExpr::Auto),
            call.params.clone(),
            false,
        ))),
        None => {
            let pointer = ExprKind::Unary(UnaryOp::AddrOf, Box::new(invoker_name()));
            TypeExpr::Decltype(Box::new(at(pointer)))
        }
    };
    let conversion = FunctionDecl {
        name: Path::simple(format!("operator {INVOKER}*").into()),
        role: FunctionRole::Conversion,
        ret,
        params: vec![],
        is_const_method: true,
        is_volatile_method: false,
        body: Some(Rc::new(vec![Stmt::Return(Some(invoker_name()), loc)])),
        ..call.clone()
    };
    [Rc::new(invoker), Rc::new(conversion)]
}

/// `ty` with the `auto` it is declared with (`auto`, `const auto&`, `auto&&`, `auto*`,
/// `auto...`) replaced
/// by the type parameter `name`; `None` when it has none.
fn with_auto_replaced(ty: &TypeExpr, name: &Rc<str>) -> Option<TypeExpr> {
    Some(match ty {
        TypeExpr::Auto => TypeExpr::Named(Path::simple(name.clone())),
        TypeExpr::Qualified(t, q) => {
            TypeExpr::Qualified(Box::new(with_auto_replaced(t, name)?), *q)
        }
        TypeExpr::Reference(t, k) => {
            TypeExpr::Reference(Box::new(with_auto_replaced(t, name)?), *k)
        }
        TypeExpr::Pointer(t) => TypeExpr::Pointer(Box::new(with_auto_replaced(t, name)?)),
        TypeExpr::PackExpansion(t) => {
            TypeExpr::PackExpansion(Box::new(with_auto_replaced(t, name)?))
        }
        _ => return None,
    })
}

/// The unqualified names a body uses as expressions (nested lambdas' included), each once, in
/// the order of their first use, with where each use is.
#[derive(Default)]
struct NamesUsed(Vec<(Rc<str>, Vec<Loc>)>);

/// The names a lambda mentions alone, where they are values and in the types it writes
/// (`decltype(x)`, array bounds, template arguments).
#[derive(Default)]
struct NamesMentioned(HashSet<Rc<str>>);

impl Visitor for NamesMentioned {
    fn expr(&mut self, x: &Expr) {
        if let ExprKind::Name(p) = &x.kind {
            if let ([s], false) = (&p.segments[..], p.global) {
                self.0.insert(s.name.clone());
            }
        }
        visit::walk_expr(self, x);
    }

    fn ty(&mut self, t: &TypeExpr, loc: Loc) {
        visit::walk_type(self, t, loc);
    }
}

impl Visitor for NamesUsed {
    fn expr(&mut self, x: &Expr) {
        match &x.kind {
            ExprKind::Name(p) if !p.global && p.segments.len() == 1 => {
                let n = &p.segments[0].name;
                match self.0.iter_mut().find(|(used, _)| used == n) {
                    Some((_, at)) => at.push(x.loc),
                    None => self.0.push((n.clone(), vec![x.loc])),
                }
            }
            _ => visit::walk_expr(self, x),
        }
    }
}

/// Whether the lambda writes any capture: a default (`[=]`, `[&]`, whether or not it captures
/// anything), a name, a pack, `this` or an initialized capture.
fn writes_capture(l: &Lambda) -> bool {
    l.default_capture.is_some()
        || !l.named_captures.is_empty()
        || !l.pack_captures.is_empty()
        || l.this_capture.is_some()
        || !l.init_captures.is_empty()
}
