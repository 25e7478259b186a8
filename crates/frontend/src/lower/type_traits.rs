//! The properties of types that only the compiler knows (`__is_trivially_copyable(T)`...),
//! and whether an operation on objects of given types is well-formed
//! (`__is_constructible(T, Args...)`, `__is_assignable(T, U)`, `__is_destructible(T)`, their
//! trivially and nothrow forms), which the device-side `<type_traits>` builds its traits on.
//!
//! An operation is answered by typing it, as code, where nothing runs: the one mechanism
//! `requires` expressions use, so that the traits see every rule the lowering knows.
//!
//! A class's answers come from what the lowering already knows of it: whether copying,
//! assigning or destroying one runs code, whether it has virtual functions, which of its
//! classes hold its fields. They are the language's rules as far as those facts reach: a
//! constructor or assignment operator the class declares counts as one that runs code even
//! where it is defaulted.

use super::constraints;
use super::stmt::FnCtx;
use super::*;

impl Lowerer<'_> {
    /// Whether the written type `t` has the property `k`: a reference has none of them but
    /// trivial destruction.
    pub(super) fn type_trait_of(
        &mut self,
        k: TypeTrait,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<bool> {
        let ty = self.resolve_type(t, env, ns, loc)?;
        if self.declared_reference(t, env, ns).is_some() {
            return Ok(k == TypeTrait::TriviallyDestructible);
        }
        Ok(self.type_trait(k, &ty))
    }

    /// Whether the written types `a` and `b` are in the relation `k`.
    pub(super) fn type_relation(
        &mut self,
        k: TypeRelation,
        a: &TypeExpr,
        b: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<bool> {
        let (a, b) = (
            self.type_arg(a, env, ns, loc)?,
            self.type_arg(b, env, ns, loc)?,
        );
        Ok(match k {
            TypeRelation::Same => a == b,
            TypeRelation::BaseOf => match (a, b) {
                (TArg::Type(Ty::Struct(base), _), TArg::Type(Ty::Struct(derived), _)) => {
                    !self.type_trait(TypeTrait::Union, &Ty::Struct(base))
                        && !self.type_trait(TypeTrait::Union, &Ty::Struct(derived))
                        && base_depth(&self.structs, derived, base).is_some()
                }
                _ => false,
            },
        })
    }

    /// The member functions the class's own definition declares (none for a class only
    /// declared).
    fn declared_methods(&self, c: StructId) -> &[Rc<FunctionDecl>] {
        self.struct_infos[c.0 as usize]
            .decl
            .body
            .as_ref()
            .map_or(&[], |b| &b.methods)
    }

    /// Whether destroying a `c` object is not trivial as C++ says: the class declares a
    /// destructor not defaulted where it is declared (with a body or not: the lowering, which
    /// runs only the bodies it has, may see nothing to run), or a virtual or deleted one; or a
    /// subobject's is not trivial.
    fn destruction_is_nontrivial(&mut self, c: StructId) -> bool {
        let declared = self.declared_methods(c).iter().any(|m| {
            m.role == FunctionRole::Destructor
                && (!m.defaulted || m.host_body || m.storage.is_virtual || m.deleted)
        });
        declared
            || self
                .subobjects(c)
                .into_iter()
                .any(|part| self.destruction_is_nontrivial(part.class))
    }

    /// Whether the class's destructor is virtual: declared so, or overriding a base's.
    fn has_virtual_destructor(&self, sid: StructId) -> bool {
        let own = self
            .declared_methods(sid)
            .iter()
            .any(|m| m.role == FunctionRole::Destructor && m.storage.is_virtual);
        own || self.structs[sid.0 as usize]
            .bases
            .iter()
            .any(|&(base, _)| self.has_virtual_destructor(base))
    }

    /// Whether the operation `k` asks about is well-formed (and trivial, or cannot throw, as
    /// it asks) on operands of the written types `types`: the object's, then the arguments'.
    ///
    /// The operation is typed as code (a declaration `T t(args...)`, an assignment, the
    /// checks a destruction makes) in a function of its own where nothing runs, each argument
    /// a local never made that names what `declval` would give: an lvalue for an lvalue
    /// reference, an xvalue otherwise. Member access is checked as from outside every class.
    pub(super) fn operation_trait(
        &mut self,
        k: OperationTrait,
        types: &[TypeExpr],
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<bool> {
        let operands: Vec<TArg> = types
            .iter()
            .map(|t| self.type_arg(t, env, ns, loc))
            .collect::<LResult<_>>()?;
        let arity_ok = match k.operation {
            Operation::Construct => !operands.is_empty(),
            Operation::Assign => operands.len() == 2,
            Operation::Destroy => operands.len() == 1,
        };
        if !arity_ok {
            self.diags.error(
                loc,
                match k.operation {
                    Operation::Construct => "wrong number of type arguments: expected at least one",
                    Operation::Assign => "wrong number of type arguments: expected two",
                    Operation::Destroy => "wrong number of type arguments: expected one",
                },
            );
            return Err(Reported);
        }
        if k.operation == Operation::Destroy {
            match &operands[0] {
                TArg::Reference(..) => return Ok(true),
                TArg::Type(Ty::Void | Ty::Func(_) | Ty::Array(_, None), _) => return Ok(false),
                _ => {}
            }
        }
        let mut bound = (**env).clone();
        for (i, operand) in operands.iter().enumerate() {
            bound.insert(operand_type_name(i), operand.clone());
        }
        let (well_formed, may_throw) =
            self.outside_functions(loc, &Rc::new(bound), ns, |this, fx| {
                let outer = std::mem::replace(&mut fx.may_throw, false);
                fx.typing_trait = true;
                let well_formed = this.well_formed_where_nothing_runs(fx, |this, fx| {
                    this.operation_typed(fx, k.operation, &operands, loc)
                        .is_ok()
                });
                (well_formed, std::mem::replace(&mut fx.may_throw, outer))
            });
        // A destruction throws as its destructor does; a construction's object is destroyed
        // too (`noexcept(T(args...))`, which the standard libraries ask).
        let destruction_may_throw = |this: &mut Self| match (k.operation, &operands[0]) {
            (Operation::Construct | Operation::Destroy, TArg::Type(ty, _)) => {
                match ty.strip_arrays() {
                    Ty::Struct(class) => this.destructor_may_throw(*class),
                    _ => false,
                }
            }
            _ => false,
        };
        Ok(well_formed
            && match k.manner {
                Manner::Any => true,
                Manner::Nothrow => !may_throw && !destruction_may_throw(self),
                Manner::Trivially => self.operation_is_trivial(k.operation, &operands),
            })
    }

    /// Whether `class` declares an unnamed bit-field of a width other than zero (`int : 1`),
    /// which the layout has no field for and which makes the class not empty.
    fn has_unnamed_bits(&mut self, class: StructId) -> bool {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let fields = decl.body.iter().flat_map(|b| &b.fields);
        let widths: Vec<&Expr> = fields
            .filter(|f| f.name.is_none() && !f.is_static)
            .filter_map(|f| f.bit_width.as_ref())
            .collect();
        widths
            .into_iter()
            .any(|w| self.const_eval(w, &env, ns) != Some(0))
    }

    /// Whether destroying a `class` object may throw: its destructor says so
    /// (`noexcept(false)`), or, implicit or defaulted without saying, a base's or a member's.
    fn destructor_may_throw(&mut self, class: StructId) -> bool {
        if let Some(d) = self.declared_destructor(class) {
            if d.decl.exception_spec.is_some() || !d.decl.defaulted {
                let env = d.class_env.clone().unwrap_or_default();
                let owner = Owner::of(Some(class), false);
                return self.call_may_throw((&d.decl, &env, d.ns, owner), &[]);
            }
        }
        let parts = self.subobjects(class);
        parts
            .into_iter()
            .any(|part| self.destructor_may_throw(part.class))
    }

    /// Types the operation on `operands`, bound to their [`operand_type_name`]s.
    fn operation_typed(
        &mut self,
        fx: &mut FnCtx,
        operation: Operation,
        operands: &[TArg],
        loc: Loc,
    ) -> LResult<()> {
        let mut values = Vec::new();
        for (i, operand) in operands.iter().enumerate() {
            values.push(self.declare_operand(fx, i, operand, loc)?);
        }
        let object_type = TypeExpr::Named(Path::simple(operand_type_name(0)));
        let expr = |kind| Expr { kind, loc };
        match operation {
            // `T()`: value-initialization (which the lowering reads as `T{}` for a class
            // without constructors, so the implicit default constructor's deletion is asked
            // apart).
            Operation::Construct if values.len() == 1 => {
                let made = expr(ExprKind::Construct(object_type, vec![], false));
                self.expr(fx, &made)?;
                match operands[0] {
                    TArg::Type(ref ty, _) if self.default_constructible(ty) => Ok(()),
                    _ => Err(Reported),
                }
            }
            Operation::Construct => {
                let args = values.split_off(1);
                let declaration = VarDecl {
                    name: "<constructed object>".into(),
                    ty: object_type,
                    init: Some(expr(ExprKind::Construct(TypeExpr::Auto, args, false))),
                    storage: Storage::default(),
                    cuda: CudaQuals::default(),
                    align: None,
                    constraint: None,
                    deprecated: None,
                    copy_list: false,
                    loc,
                };
                self.stmt(fx, &Stmt::Decl(vec![declaration]))
            }
            // (Accessible from outside every class, not deleted.)
            Operation::Destroy => match &operands[0] {
                TArg::Type(ty, _) => self.require_destructible(fx, ty, loc),
                _ => Err(Reported),
            },
            Operation::Assign => {
                let source = values.pop().map(Box::new);
                let target = values.pop().map(Box::new);
                let (Some(target), Some(source)) = (target, source) else {
                    return Err(Reported);
                };
                self.expr(fx, &expr(ExprKind::Assign(None, target, source)))?;
                Ok(())
            }
        }
    }

    /// Declares a local standing for the `i`th operand, never made, and gives the expression
    /// that names it as `declval` would: `static_cast<T&&>(operand)`.
    fn declare_operand(
        &mut self,
        fx: &mut FnCtx,
        i: usize,
        operand: &TArg,
        loc: Loc,
    ) -> LResult<Expr> {
        let (ty, cv, reference) = match operand {
            TArg::Type(ty, cv) => (ty, *cv, RefKind::Rvalue),
            TArg::Reference(ty, cv, kind) => (ty, *cv, *kind),
            _ => return Err(Reported),
        };
        let name = operand_value_name(i);
        constraints::declare_unmade_local(fx, Some(name.clone()), ty.clone(), Some(reference), cv);
        let own_type = TypeExpr::Named(Path::simple(operand_type_name(i)));
        let forwarded = TypeExpr::Reference(Box::new(own_type), RefKind::Rvalue);
        let named = Expr {
            kind: ExprKind::Name(Path::simple(name)),
            loc,
        };
        Ok(Expr {
            kind: ExprKind::Cast(CastKind::Static, forwarded, Box::new(named)),
            loc,
        })
    }

    /// Whether an operation known to be well-formed on `operands` is trivial: binding a
    /// reference; making a scalar; making a class (or an array of them) from nothing, or from
    /// one of its own class or a class derived from it, by constructors that run no code;
    /// assigning to a class (through any reference) by an assignment that runs none.
    fn operation_is_trivial(&mut self, operation: Operation, operands: &[TArg]) -> bool {
        let (ty, reference) = match &operands[0] {
            TArg::Type(ty, _) => (ty, false),
            TArg::Reference(ty, ..) => (ty, true),
            _ => return false,
        };
        match operation {
            Operation::Construct if reference => true,
            Operation::Construct => match &operands[1..] {
                [] => self.type_trait(TypeTrait::Trivial, ty),
                [from @ (TArg::Type(from_ty, _) | TArg::Reference(from_ty, ..))] => {
                    self.transfers_from_its_class(ty, from_ty)
                        && self.transfer_trivial(ty, transfer_kind(from), false)
                        && self.type_trait(TypeTrait::TriviallyDestructible, ty)
                }
                _ => false,
            },
            Operation::Destroy => self.type_trait(TypeTrait::TriviallyDestructible, ty),
            Operation::Assign => match operands.get(1) {
                Some(from @ (TArg::Type(from_ty, _) | TArg::Reference(from_ty, ..))) => {
                    self.transfers_from_its_class(ty, from_ty)
                        && self.transfer_trivial(ty, transfer_kind(from), true)
                }
                _ => false,
            },
        }
    }

    /// Whether making or assigning a `to` object (an array: its elements) from a `from` one
    /// copies or moves it, which may be trivial: a scalar from any, a class from one of its
    /// class or a class derived from it (from anything else, the class's own constructor,
    /// operator or conversion runs).
    fn transfers_from_its_class(&self, to: &Ty, from: &Ty) -> bool {
        match (to.strip_arrays(), from) {
            (Ty::Struct(c), Ty::Struct(f)) => base_depth(&self.structs, *f, *c).is_some(),
            (element, _) => element.is_scalar() || matches!(element, Ty::Enum(_)),
        }
    }

    /// Whether copying (`Lvalue`) or moving (`Rvalue`) a `ty` object, by construction or with
    /// `assignment` by assignment, is trivial as C++ says: for a class, the operation chosen is
    /// not user-provided (defaulted where it is declared, or implicit), the class has no virtual
    /// functions, and so for each subobject; a class that declares no move operation moves by
    /// copying.
    pub(super) fn transfer_trivial(
        &mut self,
        ty: &Ty,
        reference: RefKind,
        assignment: bool,
    ) -> bool {
        let class = match ty.strip_arrays() {
            Ty::Struct(c) => *c,
            Ty::Void | Ty::Func(_) => return false,
            _ => return true,
        };
        if self.structs[class.0 as usize].polymorphic {
            return false;
        }
        let chosen = match assignment {
            true => self.transfer_assignment(class, reference),
            false => self.transfer_constructor(class, reference),
        };
        let provided = match chosen {
            Some(c) => !expr::is_defaulted(&c.decl) && !c.decl.deleted,
            None if reference == RefKind::Rvalue
                && !self.declares_implicit_move(class, assignment) =>
            {
                return self.transfer_trivial(ty, RefKind::Lvalue, assignment);
            }
            None => false,
        };
        let parts: Vec<StructId> = (self.subobjects(class).into_iter())
            .map(|part| part.class)
            .chain(self.variant_member_classes(class))
            .collect();
        !provided
            && parts
                .into_iter()
                .all(|part| self.transfer_trivial(&Ty::Struct(part), reference, assignment))
    }

    /// Whether `T()` makes a `ty` as far as its constructors say: a class that declares none,
    /// if its implicit default constructor is not deleted; one that declares some, if one
    /// takes no arguments; not an abstract class, nor what is no object type.
    fn default_constructible(&mut self, ty: &Ty) -> bool {
        match ty {
            Ty::Void | Ty::Func(_) | Ty::Array(_, None) => false,
            _ => match ty.strip_arrays() {
                Ty::Struct(c) if self.is_abstract(*c) => false,
                Ty::Struct(c) if self.has_constructors(*c) => self.has_default_constructor(*c),
                Ty::Struct(c) => self.implicit_default_deleted(*c).is_none(),
                _ => true,
            },
        }
    }

    /// Whether `ty` has the property `k`.
    fn type_trait(&mut self, k: TypeTrait, ty: &Ty) -> bool {
        let class = match ty {
            Ty::Struct(sid) => Some(*sid),
            _ => None,
        };
        let union =
            class.is_some_and(|c| self.struct_infos[c.0 as usize].decl.kind == StructKind::Union);
        match k {
            TypeTrait::Class => class.is_some() && !union,
            TypeTrait::Union => union,
            TypeTrait::Enum => matches!(ty, Ty::Enum(_)),
            TypeTrait::Function => matches!(ty, Ty::Func(_)),
            TypeTrait::Polymorphic => class.is_some_and(|c| self.structs[c.0 as usize].polymorphic),
            TypeTrait::Empty => class.is_some_and(|c| {
                let layout = &self.structs[c.0 as usize];
                !union
                    && layout.fields.is_empty()
                    && !layout.polymorphic
                    && layout.virtual_bases.is_empty()
                    && !self.has_unnamed_bits(c)
            }),
            TypeTrait::Abstract => class.is_some_and(|c| self.is_abstract(c)),
            TypeTrait::Final => {
                class.is_some_and(|c| self.struct_infos[c.0 as usize].decl.is_final)
            }
            TypeTrait::VirtualDestructor => class.is_some_and(|c| self.has_virtual_destructor(c)),
            TypeTrait::Aggregate => match ty {
                Ty::Array(..) => true,
                Ty::Struct(c) => {
                    !self.structs[c.0 as usize].polymorphic
                        && (self.declared_constructors(*c) == 0
                            || self.aggregate_despite_constructors(*c))
                        && self.own_field_accesses(*c).all(|a| a == Access::Public)
                }
                _ => false,
            },
            TypeTrait::StandardLayout => self.is_standard_layout(ty),
            TypeTrait::TriviallyCopyable => self.is_trivially_copyable(ty),
            TypeTrait::TrivialCopyConstruction => self.transfer_trivial(ty, RefKind::Lvalue, false),
            TypeTrait::TrivialCopyAssignment => self.transfer_trivial(ty, RefKind::Lvalue, true),
            TypeTrait::TriviallyDestructible => match ty {
                // (An array of unknown bound is incomplete: nothing is known to destroy it.)
                Ty::Array(_, None) | Ty::Void | Ty::Func(_) => false,
                _ => match ty.strip_arrays() {
                    Ty::Struct(c) => !self.destruction_is_nontrivial(*c),
                    _ => true,
                },
            },
            TypeTrait::Pod => {
                self.type_trait(TypeTrait::Trivial, ty)
                    && self.type_trait(TypeTrait::StandardLayout, ty)
            }
            TypeTrait::UniqueObjectRepresentations => self.has_unique_representation(ty),
            TypeTrait::Trivial => {
                !matches!(ty, Ty::Func(_))
                    && self.is_trivially_copyable(ty)
                    && match ty.strip_arrays() {
                        Ty::Struct(c) => self.default_construction_is_trivial(*c),
                        _ => true,
                    }
            }
        }
    }

    /// Whether two objects of `ty` with the same value have the same bits: a class's fields
    /// (of such types) fill its every bit, a union's members each fill all of it.
    fn has_unique_representation(&mut self, ty: &Ty) -> bool {
        match ty.strip_arrays() {
            Ty::Float | Ty::Double { .. } | Ty::Nullptr | Ty::Void | Ty::Func(_) => false,
            Ty::Struct(c) => {
                if !self.is_trivially_copyable(ty) {
                    return false;
                }
                let layout = self.structs[c.0 as usize].clone();
                let union = self.struct_infos[c.0 as usize].decl.kind == StructKind::Union;
                let mut value_bits = 0;
                for f in &layout.fields {
                    if f.reference || !self.has_unique_representation(&f.ty) {
                        return false;
                    }
                    let bits = match &f.bits {
                        Some(range) => u64::from(range.width),
                        None => size_align(&f.ty, &self.structs).map_or(0, |(size, _)| size * 8),
                    };
                    if union && bits != layout.size * 8 {
                        return false;
                    }
                    value_bits += bits;
                }
                !layout.fields.is_empty() && (union || value_bits == layout.size * 8)
            }
            _ => true,
        }
    }

    pub(super) fn is_trivially_copyable(&mut self, ty: &Ty) -> bool {
        match ty.strip_arrays() {
            Ty::Struct(c) => {
                let c = *c;
                let ty = Ty::Struct(c);
                [RefKind::Lvalue, RefKind::Rvalue]
                    .into_iter()
                    .all(|reference| {
                        self.transfer_trivial(&ty, reference, false)
                            && self.transfer_trivial(&ty, reference, true)
                    })
                    && !self.destruction_is_nontrivial(c)
            }
            Ty::Void => false,
            _ => true,
        }
    }

    /// The access of each non-static data member the class itself declares, in order.
    fn own_field_accesses(&self, c: StructId) -> impl Iterator<Item = Access> + '_ {
        let body = self.struct_infos[c.0 as usize].decl.body.as_ref();
        body.into_iter()
            .flat_map(|b| &b.fields)
            .filter(|f| !f.is_static)
            .map(|f| f.access)
    }

    /// No virtual functions, data members of one access, every field of standard layout and
    /// declared in one class of the hierarchy, and no base of the type of the first member.
    fn is_standard_layout(&mut self, ty: &Ty) -> bool {
        let Ty::Struct(c) = ty.strip_arrays() else {
            return !matches!(ty, Ty::Void);
        };
        let layout = self.structs[c.0 as usize].clone();
        if layout.polymorphic || layout.fields.iter().any(|f| f.reference) {
            return false;
        }
        let mixed_access = {
            let mut accesses = self.own_field_accesses(*c);
            accesses
                .next()
                .is_some_and(|first| accesses.any(|a| a != first))
        };
        if mixed_access {
            return false;
        }
        let first_is_base = layout.fields.first().is_some_and(|f| {
            matches!(f.ty.strip_arrays(), Ty::Struct(m) if layout.bases.iter().any(|(b, _)| b == m))
        });
        if first_is_base {
            return false;
        }
        let own_fields = self.struct_infos[c.0 as usize]
            .decl
            .body
            .as_ref()
            .is_some_and(|b| b.fields.iter().any(|f| !f.is_static));
        let bases_with_fields = layout
            .bases
            .iter()
            .filter(|(b, _)| !self.structs[b.0 as usize].fields.is_empty())
            .count();
        own_fields as usize + bases_with_fields <= 1
            && layout.fields.iter().all(|f| self.is_standard_layout(&f.ty))
    }

    /// How many constructors the class declares.
    fn declared_constructors(&self, c: StructId) -> usize {
        self.declared_methods(c)
            .iter()
            .filter(|m| m.role == FunctionRole::Constructor)
            .count()
    }

    /// A default constructor that is not user-provided (implicit where no constructor is
    /// declared, or defaulted where it is declared: `T() = default;`), no default member
    /// initializer, in the class and in each class its objects hold.
    fn default_construction_is_trivial(&mut self, c: StructId) -> bool {
        let initialized = self.struct_infos[c.0 as usize]
            .decl
            .body
            .as_ref()
            .is_some_and(|b| b.fields.iter().any(|f| !f.is_static && f.init.is_some()));
        let methods = self.declared_methods(c);
        let mut constructors = methods
            .iter()
            .filter(|m| m.role == FunctionRole::Constructor);
        let trivial_default = match constructors
            .clone()
            .find(|m| m.params.iter().all(|p| p.default.is_some()))
        {
            Some(m) => m.defaulted && !m.deleted && !m.host_body && m.params.is_empty(),
            None => constructors.next().is_none(),
        };
        if initialized || !trivial_default || self.structs[c.0 as usize].polymorphic {
            return false;
        }
        self.subobjects(c)
            .into_iter()
            .all(|part| self.default_construction_is_trivial(part.class))
    }

    /// Whether some pure virtual function of the class or a base has no overrider of the same
    /// name in a class derived from its own.
    pub(super) fn is_abstract(&self, c: StructId) -> bool {
        let mut chain = vec![c];
        let mut i = 0;
        while i < chain.len() {
            let bases = &self.structs[chain[i].0 as usize].bases;
            chain.extend(bases.iter().map(|&(b, _)| b));
            i += 1;
        }
        // `chain` lists each class before its bases: a pure function is abstract unless a class
        // before it declares that name without `= 0` (a destructor: unless there is a class
        // before it, whose destructor overrides it, declared or not).
        chain.iter().enumerate().any(|(k, &class)| {
            let methods = self.declared_methods(class);
            let overridden = |m: &&Rc<FunctionDecl>| m.role == FunctionRole::Destructor && k > 0;
            methods
                .iter()
                .filter(|m| m.pure && !overridden(m))
                .any(|pure| {
                    let name = &pure.name.last().name;
                    !chain[..k].iter().any(|&derived| {
                        self.declared_methods(derived)
                            .iter()
                            .any(|m| !m.pure && &m.name.last().name == name)
                    })
                })
        })
    }
}

/// The name an operation trait's `i`th operand type is bound to in the environment its
/// operation is typed in; no identifier can spell it.
/// Whether an operand that `declval` gives is copied (an lvalue) or moved from (an xvalue).
fn transfer_kind(operand: &TArg) -> RefKind {
    match operand {
        TArg::Reference(_, _, RefKind::Lvalue) => RefKind::Lvalue,
        _ => RefKind::Rvalue,
    }
}

fn operand_type_name(i: usize) -> Rc<str> {
    format!("<operand type {i}>").into()
}

/// The name of the local standing for an operation trait's `i`th operand.
fn operand_value_name(i: usize) -> Rc<str> {
    format!("<operand {i}>").into()
}
