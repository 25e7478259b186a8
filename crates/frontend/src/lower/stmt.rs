//! Lowering function bodies: locals, statements and control flow.

use super::expr::{self, decayed, Conversion, DeletedDefault, Val};
use super::narrowing::ListNarrowing;
use super::*;
use crate::collections::HashSet;
use ferrocuda_ir::{BlockId, CmpOp, Inst, Position, Terminator, Type as IrType};

/// A name in a block scope.
#[derive(Clone)]
pub(super) enum LocalVar {
    /// An object at an address (a local slot, a reference's target, a shared array).
    Object { addr: Var, ty: Ty },
    /// A structured binding to a bit-field of type `ty`: `bits` of the storage at `unit`.
    BitField { unit: Var, ty: Ty, bits: BitRange },
    /// A variable of an enclosing function that this body (a lambda's that does not capture
    /// it, a local class's member function's) may name only where nothing evaluates it
    /// (`decltype(x)`, `sizeof x`): what `decltype` of its name is there.
    Enclosing { decltype: TArg, in_lambda: bool },
    /// A name whose declaration was rejected: its uses report nothing more.
    Rejected,
    /// A type or an enumerator that a declaration of the block declares: looked up in the
    /// block's scope (`FnCtx::ns`), it hides the locals of enclosing blocks of its name (a
    /// lambda's captures among them).
    Declared,
}

/// The named class or the enumeration a declaration's type defines (`struct Pt { ... } a,
/// *p;`, `enum { X, Y } e;`), as the item that declares its names, if any.
fn type_defined_in(ty: &TypeExpr) -> Option<Item> {
    match ty {
        TypeExpr::Struct(s) if s.name.is_some() && s.body.is_some() => {
            Some(Item::Struct(s.clone()))
        }
        TypeExpr::Enum(e) if !e.items.is_empty() => Some(Item::Enum(e.clone())),
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::Array(t, _) => type_defined_in(t),
        _ => None,
    }
}

/// The local name a tuple-like object being decomposed is bound to while its elements' `get`
/// calls are lowered; no identifier can spell it.
pub(super) const DECOMPOSED: &str = "<decomposed>";

/// An element a structured binding names: its offset in the object, its type, and for a
/// bit-field where its bits lie.
/// An environment naming `ty` [`DECOMPOSED`], and the type that names it: how the traits of
/// the tuple protocol (`std::tuple_size`, `std::tuple_element`) are asked about the object a
/// structured binding decomposes.
fn decomposed(ty: &Ty) -> (TEnv, TypeExpr) {
    let env = Rc::new(HashMap::from_iter([(
        DECOMPOSED.into(),
        TArg::Type(ty.clone(), Cv::NONE),
    )]));
    (env, TypeExpr::Named(Path::simple(DECOMPOSED.into())))
}

/// A part of an object a structured binding names: its offset, type and bits (a bit-field),
/// and whether it is declared `const` (a `const` member).
type BindingPart = (u64, Ty, Option<BitRange>, bool);

/// A `goto` whose label may come later: it jumps to `pad`, a block that destroys the objects
/// alive at the `goto` but not at the label, filled in when the function's labels are known.
pub(super) struct PendingGoto {
    pub label: Rc<str>,
    pub loc: Loc,
    pub pad: BlockId,
    pub alive: Vec<super::cleanup::Cleanup>,
    /// The initialized locals in scope where the `goto` stands.
    pub initialized: InitState,
}

/// The locals in scope whose declarations initialize them (an initializer, or a constructor
/// that runs without one), a jump into whose scope past the declaration is an error. A stack
/// every version of which stays readable: a `goto`, a label and a `switch` each keep the
/// version where they stand at no cost, and a jump bypasses the declarations of the target's
/// version above what the two versions share.
#[derive(Default)]
pub(super) struct Initializations {
    entries: Vec<Initialized>,
    top: InitState,
}

/// A version of [`Initializations`]: its top entry.
pub(super) type InitState = Option<usize>;

pub(super) struct Initialized {
    /// `fx.scopes.len()` when it was declared.
    depth: usize,
    name: Rc<str>,
    loc: Loc,
    /// The entry below this one, and how many entries this version holds.
    below: InitState,
    height: usize,
}

impl Initializations {
    pub fn push(&mut self, depth: usize, name: Rc<str>, loc: Loc) {
        self.entries.push(Initialized {
            depth,
            name,
            loc,
            below: self.top,
            height: self.height(self.top) + 1,
        });
        self.top = Some(self.entries.len() - 1);
    }

    /// Forgets the entries of the scopes at `depth` and deeper, which are ending.
    pub fn leave_scopes(&mut self, depth: usize) {
        while let Some(t) = self.top.filter(|&t| self.entries[t].depth >= depth) {
            self.top = self.entries[t].below;
        }
    }

    pub fn state(&self) -> InitState {
        self.top
    }

    fn height(&self, s: InitState) -> usize {
        s.map_or(0, |t| self.entries[t].height)
    }

    /// The declarations in scope at `to` and not at `from`, in order of declaration: those a
    /// jump from `from` to `to` bypasses.
    fn bypassed(&self, from: InitState, to: InitState) -> Vec<&Initialized> {
        let (mut to, mut from) = (to, from);
        let mut out = Vec::new();
        while self.height(to) > self.height(from) {
            let e = &self.entries[to.unwrap_or_default()];
            out.push(e);
            to = e.below;
        }
        while self.height(from) > self.height(to) {
            from = from.and_then(|f| self.entries[f].below);
        }
        while to != from {
            let e = &self.entries[to.unwrap_or_default()];
            out.push(e);
            to = e.below;
            from = from.and_then(|f| self.entries[f].below);
        }
        out.reverse();
        out
    }
}

/// nvcc's error for a jump past the initializations of `bypassed`, if any.
fn bypass_error(bypassed: &[&Initialized]) -> Option<String> {
    let names: Vec<String> = bypassed
        .iter()
        .map(|v| format!("variable \"{}\" (declared at line {})", v.name, v.loc.line))
        .collect();
    (!names.is_empty()).then(|| {
        format!(
            "transfer of control bypasses initialization of: {}",
            names.join(", ")
        )
    })
}

/// Where a `__shared__` or `static` variable of a function body lies.
#[derive(Clone, Copy)]
pub(super) enum StaticPlace {
    Global(GlobalId),
    /// `extern __shared__`: the dynamic shared memory.
    DynamicShared,
}

/// A loop or `switch` being lowered.
#[derive(Clone, Copy)]
pub(super) struct LoopTarget {
    pub exit: BlockId,
    /// `None` for a `switch`.
    pub cont: Option<BlockId>,
    /// `fx.scopes.len()` when the body starts: a jump out destroys what is deeper.
    pub depth: usize,
}

impl LoopTarget {
    pub fn new(fx: &FnCtx, exit: BlockId, cont: Option<BlockId>) -> LoopTarget {
        LoopTarget {
            exit,
            cont,
            depth: fx.scopes.len(),
        }
    }
}

pub(super) struct FnCtx {
    pub b: FunctionBuilder,
    pub scopes: Vec<HashMap<Rc<str>, LocalVar>>,
    pub env: TEnv,
    pub ns: NsId,
    pub this: Option<(Var, StructId)>,
    /// The class of a member function (static or not), whose names its body sees.
    pub class: Option<StructId>,
    pub ret: Ty,
    pub ret_is_ref: bool,
    /// `ret` was deduced from the first `return` (the function is declared `auto`): every
    /// other must agree with it.
    pub ret_deduced: bool,
    /// The local every `return` of the body names, if one: the result itself (the named
    /// return value optimization, which nvcc makes only then).
    pub elided_return: Option<Rc<str>>,
    pub sret: Option<Var>,
    /// Innermost last: where `break` and `continue` go.
    pub loops: Vec<LoopTarget>,
    /// The objects to destroy when their scopes end, in order of construction.
    pub cleanups: Vec<super::cleanup::Cleanup>,
    pub labels: HashMap<Rc<str>, BlockId>,
    /// The labels that appeared as statements, where; the `goto`s, to check that their labels
    /// exist.
    pub defined_labels: HashMap<Rc<str>, Loc>,
    pub gotos: Vec<PendingGoto>,
    /// The objects alive where each label stands (see [`PendingGoto`]).
    pub label_cleanups: HashMap<Rc<str>, Vec<super::cleanup::Cleanup>>,
    /// The initialized locals in scope.
    pub initialized: Initializations,
    /// The initialized locals in scope where each label stands.
    pub label_initialized: HashMap<Rc<str>, InitState>,
    /// For each `switch` being lowered, the initialized locals in scope at its start and where
    /// it stands: a case label should not come after a declaration that initializes in the
    /// switch's own scopes.
    pub switch_initialized: Vec<(InitState, Loc)>,
    /// The switches already warned of that.
    pub switch_warned: HashSet<Loc>,
    /// The addresses of `const` locals and parameters, and of locals whose type is a pointer to
    /// `const` or an array of `const`, to reject writes through them.
    pub const_objects: HashSet<Var>,
    /// Of `const_objects`, a lambda's copies of its captures that are `const` only because its
    /// call operator is (not `mutable`): a lambda inside that copies one gets the variable's
    /// own type.
    pub const_in_call_operator: HashSet<Var>,
    pub const_pointees: HashSet<Var>,
    /// The qualifiers at every level of the declared type of what a register holds, where it
    /// is known (the lowered type keeps none): of a call's result (`const X*` of
    /// `opt.operator->()`), of the object at a local's, a parameter's or a pointer member's
    /// address, of a pointer that `&` or a conditional made. `decltype`, deduction and the
    /// qualification conversions read them below the levels the sets above show. A pointer
    /// object recorded here with no qualifiers is known to have none (an assignment may not
    /// add a `const` value to it).
    pub result_cvs: HashMap<Var, super::Cv>,
    /// The addresses of locals and parameters declared as pointers to a type that is not
    /// `const` (see [`Lowerer::declares_pointer_to_mutable`]): a pointer to `const` may not
    /// be stored in them.
    pub mutable_pointees: HashSet<Var>,
    /// The function's declared return type is a pointer to a type that is not `const`.
    pub returns_pointer_to_mutable: bool,
    /// Locals declared with an alignment beyond their type's (`alignas(32) int v;`), by
    /// address: what GNU's `__alignof__(v)` answers.
    pub declared_alignments: HashMap<Var, u64>,
    /// The string literals given as arguments: arrays of `const` characters, which convert to
    /// a `char*` all the same, as a worse match (C++03's deprecated conversion, which nvcc
    /// only warns about).
    pub string_literals: HashSet<Var>,
    /// The addresses structured bindings name (a binding to a bit-field is a
    /// `LocalVar::BitField`): before C++20, a lambda that captures one is warned about.
    pub structured_bindings: HashSet<Var>,
    /// The addresses whose loads and stores are `volatile`: of `volatile` locals (or their
    /// elements), of `volatile` members, and the pointers to `volatile` computed from them or
    /// loaded from `volatile_pointees`. Addresses derived from one (a member, an element,
    /// pointer arithmetic) join it as they are made; each is a register of its own, so an
    /// object reached otherwise is accessed plainly.
    pub volatile: HashSet<Var>,
    /// The addresses of objects holding pointers to `volatile`: the pointers loaded from them
    /// join `volatile`.
    pub volatile_pointees: HashSet<Var>,
    /// The addresses that may lie at less than their type's alignment: of the members of a
    /// packed class (see [`FieldLayout::unaligned`]) and the members of those. Their loads
    /// and stores go through a copy of the bytes.
    pub unaligned: HashSet<Var>,
    /// The addresses that are xvalues: results of `std::move`, of casts to `T&&` and of calls
    /// returning `T&&`. Each is a register of its own, so the object's address elsewhere stays
    /// an lvalue.
    pub xvalues: HashSet<Var>,
    /// Arguments written as braced lists (`f({1, 2})`), by the register of the
    /// `initializer_list` each was lowered to: a parameter of class type makes its object from
    /// the list instead. Also those that stand for what the chosen parameter makes of them
    /// (a list without a common item type, an overloaded function's name), by the placeholder
    /// register of type `void` standing for each.
    pub deferred_args: HashMap<Var, Expr>,
    /// The values that the items of braced arguments got when their lists were lowered before
    /// a candidate was chosen (the list's one item, an `initializer_list`'s elements), by the
    /// register of `deferred_args` the list has.
    pub lowered_items: HashMap<Var, Vec<Val>>,
    /// The items of a braced argument lowered only once a candidate is chosen (a list
    /// without a common item type), typed where nothing runs: what overload resolution
    /// weighs the list by, never values to use (see [`Lowerer::where_nothing_runs`]).
    pub typed_items: HashMap<Var, Vec<Val>>,
    /// While the chosen parameter makes its object from such a list, its items with their
    /// values: lowering one of them (or a copy of it, as brace elision makes) takes its value,
    /// so that the items are not evaluated again (`f({++i})` of `f(S)` increments once).
    pub reused_items: Vec<(Expr, Val)>,
    /// The values braced list items that are scalar lvalues had when they were lowered, by
    /// the item's own address register, where a later item of the list may change the
    /// object: the parameter a constructor initializes from the item reads that value, as
    /// C++ sequences each item's initialization before the next item (`Pair p{++i, ++i}`).
    pub item_values: HashMap<Var, Var>,
    /// The addresses of by-value class parameters whose objects the caller made: `return p;`
    /// moves from them, as it would from a local it did not elide.
    pub object_params: HashSet<Var>,
    /// In a `const` method: the members `this` reaches that it may not change (all but the
    /// `mutable` ones).
    pub const_members: HashSet<Rc<str>>,
    /// The function is a `const` member function: `*this` is `const`.
    pub this_is_const: bool,
    /// The addresses of the `__shared__` and `static` variables declared in the body, which a
    /// lambda uses without capturing them.
    pub statics: HashMap<Var, StaticPlace>,
    /// The temporaries of the full-expressions being lowered, innermost last.
    pub temporaries: Vec<super::cleanup::Temporary>,
    /// The array behind each `std::initializer_list` object made here (a temporary), by the
    /// object's address: it lives as long as that object does where a declaration keeps it.
    pub backing_arrays: HashMap<Var, (Var, Ty)>,
    /// The local slots a class temporary that a conditional chose was made in, one per arm,
    /// by the register holding its address: where the temporary is made in place of an
    /// object, each is.
    pub made_in: HashMap<Var, Vec<Var>>,
    /// The outermost object a braced list is initializing member by member (see
    /// `Lowerer::bind_reference_field`); `None` while an item's expression is lowered.
    pub aggregate_root: Option<Var>,
    /// The buffer of a variadic function's variadic arguments (its hidden last parameter, see
    /// `Signature::variadic`), which `va_start` reads.
    pub variadic_arguments: Option<Var>,
    /// The initialization being lowered is copy-list-initialization (`S s = {1};`, `return
    /// {1};`): set for the outermost object only, taken by `Lowerer::init_object_from`.
    pub copy_list: bool,
    /// How a narrowing conversion of the braced list being lowered is diagnosed (see
    /// `lower::narrowing`).
    pub list_narrowing: ListNarrowing,
    /// The arguments `Lowerer::lower_args` lowered last where some are braced list items,
    /// each argument's location with the item whose conversion to its parameter may not
    /// narrow (`f({v})`, `S s{v, w}`); taken by the call those arguments are converted for.
    pub list_arguments: Vec<(Loc, Option<Expr>)>,
    /// Temporaries bound to reference members by a braced list, with the outermost object
    /// that list initialized: a declared object keeps them as long as it lives.
    pub member_bound: Vec<(Var, Var)>,
    /// The case blocks of the switches being lowered, innermost last, keyed by the case
    /// statement (see [`case_key`]; `None` for `default`). Not by location: the labels one
    /// macro expands to share theirs.
    pub cases: Vec<HashMap<Option<usize>, BlockId>>,
    pub func_name: String,
    /// Who the body is for member access control (a lambda's: the function it is written in).
    pub accessor: super::access::Accessor,
    /// `__PRETTY_FUNCTION__`: the function's signature (`void k(int *)`), which device
    /// `assert` messages name.
    pub pretty_name: String,
    pub is_kernel: bool,
    /// Declared `__host__ __device__`: a call of a host function in its device code is nvcc's
    /// warning, and a trap where it runs (see `Lowerer::call_candidate`).
    pub host_device: bool,
    /// The call whose default arguments are being lowered (the outermost, where they nest):
    /// where `__builtin_LINE()` and its siblings in them say they are, as GCC has them.
    pub source_site: Option<Loc>,
    /// Names of the body's file declared after their use are not visible there (see
    /// `Lowerer::names_in_declaration_order`).
    pub names_in_declaration_order: bool,
    /// The call being lowered: where it is (its parenthesis) and where its function's name is.
    pub call_names: Option<(Loc, Loc)>,
    /// The configuration of the kernel launch being lowered, until its kernel takes it.
    pub launch: Option<super::launch::LaunchConfig>,
    /// The addresses of the locals and parameters declared as references, with the reference
    /// (`decltype` of their names keeps it). Each is a register of its own.
    pub declared_references: HashMap<Var, RefKind>,
    /// How many unevaluated operands (`decltype`) enclose what is being lowered: there a call
    /// of a function without a definition (`std::declval<T>()`) only has a type.
    pub unevaluated: u32,
    /// Typing a trait's operation (`__is_assignable(T, U)`): member access is checked there as
    /// from code outside every class, wherever the trait is asked (a toolkit header's too).
    pub typing_trait: bool,
    /// Whether the operand of the innermost `noexcept(e)` being lowered has called a function
    /// that may throw.
    pub may_throw: bool,
    /// The body runs only in constant evaluations (a device variable's initializer, and the
    /// host's `constexpr` functions it calls; see [`super::constant_objects`]), so it may
    /// call the host's `constexpr` functions.
    pub constant_evaluation: bool,
    /// The function is `constexpr`: its body may read the elements of the host's `constexpr`
    /// arrays and objects (CUDA allows it where the call is a constant expression).
    pub constexpr_function: bool,
    /// Typing a constant initializer, which nothing runs, for the functions it calls: it may
    /// read any constant, as the constant evaluation that computed it does (`offsets[3]` of a
    /// namespace-scope `constexpr` object, which CUDA lets a constant expression read).
    pub typing_constant_initializer: bool,
    /// Lowering an operand of an arithmetic expression of literals alone (`1 + 2 + 3`), whose
    /// outermost operation checks the whole for overflow once.
    pub in_literal_arithmetic: bool,
}

impl FnCtx {
    /// Copies `size` bytes of an object aligned to `align` from `src` to `dst`; at no
    /// alignment where either address is a packed class's member.
    pub fn copy_object(&mut self, dst: Var, src: Var, size: u32, align: u64) {
        let packed = self.unaligned.contains(&dst) || self.unaligned.contains(&src);
        let align = match packed {
            true => 1,
            false => align.clamp(1, 4096) as u32,
        };
        self.b.push(Inst::MemCopy {
            dst,
            src,
            size,
            align,
        });
    }

    pub fn lookup(&self, name: &str) -> Option<&LocalVar> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }
    /// The name, in `e`'s arithmetic, of a local or parameter that is not a constant (`x` of
    /// `x > 0`): what makes `e` not a constant expression. Unevaluated operands, members and
    /// calls are not looked into.
    pub fn runtime_value_read(&self, e: &Expr) -> Option<(Rc<str>, Loc)> {
        match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                let name = &p.segments[0].name;
                let constant = matches!(self.env.get(name), Some(TArg::Value(..)));
                match self.lookup(name) {
                    Some(LocalVar::Object { addr, ty })
                        if !constant && ty.is_arith() && !self.const_objects.contains(addr) =>
                    {
                        Some((name.clone(), e.loc))
                    }
                    _ => None,
                }
            }
            ExprKind::Unary(op, a) if *op != UnaryOp::AddrOf => self.runtime_value_read(a),
            ExprKind::Cast(_, _, a) => self.runtime_value_read(a),
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => self
                .runtime_value_read(a)
                .or_else(|| self.runtime_value_read(b)),
            ExprKind::Cond(c, a, b) => self
                .runtime_value_read(c)
                .or_else(|| self.runtime_value_read(a))
                .or_else(|| self.runtime_value_read(b)),
            _ => None,
        }
    }
    /// Declares a local; it hides a constant of the same name from constant expressions.
    pub fn declare(&mut self, name: Rc<str>, v: LocalVar) {
        let closure = super::closures::constant_closure_key(&name);
        if matches!(self.env.get(&name), Some(TArg::Value(..))) || self.env.contains_key(&closure) {
            let mut env = (*self.env).clone();
            env.remove(&name);
            env.remove(&closure);
            self.env = Rc::new(env);
        }
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name, v);
        }
    }
    /// Makes the `const` local `name`, whose initializer is the constant `value` (an integer,
    /// or the template parameter object of a `constexpr` class object), usable in constant
    /// expressions (array bounds, template arguments, `static_assert`) until its block ends:
    /// bound in the function's environment as a template parameter would be.
    pub fn bind_constant(&mut self, name: Rc<str>, value: TArg) {
        let mut env = (*self.env).clone();
        env.insert(name, value);
        self.env = Rc::new(env);
    }
    /// Records the `const` and `volatile` the declared type `ty` (aliases already expanded)
    /// gives the object at `addr`.
    fn record_qualifiers(&mut self, addr: Var, ty: &TypeExpr) {
        if is_const_type(ty) {
            self.const_objects.insert(addr);
        }
        if is_volatile_type(ty) {
            self.volatile.insert(addr);
        }
        match strip_quals(ty) {
            TypeExpr::Pointer(p) => {
                if is_const_type(p) {
                    self.const_pointees.insert(addr);
                }
                if is_volatile_type(p) {
                    self.volatile_pointees.insert(addr);
                }
            }
            TypeExpr::Array(p, _) => {
                // An element's address is computed from the array's.
                if is_const_type(innermost_element(p)) {
                    self.const_pointees.insert(addr);
                }
                if is_volatile_type(innermost_element(p)) {
                    self.volatile.insert(addr);
                }
            }
            _ => {}
        }
    }
    /// Whether `e` names a `const` object or an element of one reached through a pointer to
    /// `const`, as far as the declarations of the names in it tell.
    pub fn writes_const(&self, e: &Expr) -> bool {
        let addr_of = |e: &Expr| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                match self.lookup(&p.segments[0].name) {
                    Some(LocalVar::Object { addr, .. }) => Some(*addr),
                    _ => None,
                }
            }
            _ => None,
        };
        let this_member = |name: &Rc<str>| self.const_members.contains(name);
        match &e.kind {
            ExprKind::Name(p)
                if p.segments.len() == 1
                    && !p.global
                    && self.lookup(&p.segments[0].name).is_none() =>
            {
                this_member(&p.segments[0].name)
            }
            ExprKind::Name(_) => addr_of(e).is_some_and(|a| self.const_objects.contains(&a)),
            ExprKind::Member {
                base,
                name,
                arrow: true,
            } if matches!(base.kind, ExprKind::This) => this_member(&name.last().name),
            ExprKind::Member {
                base, arrow: false, ..
            }
            | ExprKind::PointerToMember {
                base, arrow: false, ..
            } => self.writes_const(base),
            ExprKind::Member {
                base, arrow: true, ..
            }
            | ExprKind::PointerToMember {
                base, arrow: true, ..
            }
            | ExprKind::Index(base, _)
            | ExprKind::Unary(UnaryOp::Deref, base) => self.names_pointer_to_const(base),
            _ => false,
        }
    }

    /// The `static` locals (not `__shared__` ones) in scope, outermost first: each one's name,
    /// variable and type.
    pub fn visible_statics(&self) -> Vec<(Rc<str>, GlobalId, Ty)> {
        let mut out = Vec::new();
        for scope in &self.scopes {
            for (name, local) in scope {
                if let LocalVar::Object { addr, ty } = local {
                    if let Some(StaticPlace::Global(global)) = self.statics.get(addr) {
                        out.push((name.clone(), *global, ty.clone()));
                    }
                }
            }
        }
        out
    }

    /// Whether `e` names a local declared as a pointer to `const` or an array of `const`.
    pub fn names_pointer_to_const(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                match self.lookup(&p.segments[0].name) {
                    Some(LocalVar::Object { addr, .. }) => self.const_pointees.contains(addr),
                    _ => false,
                }
            }
            _ => false,
        }
    }
    pub fn label(&mut self, name: &Rc<str>) -> BlockId {
        if let Some(&b) = self.labels.get(name) {
            return b;
        }
        let b = self.b.new_block();
        self.labels.insert(name.clone(), b);
        b
    }
}

impl Lowerer<'_> {
    /// Records the `const` and `volatile` that the declared type `ty` (of a local, a
    /// parameter, a `for` variable, a global; a reference's referenced type) gives the object
    /// at `addr`, seen through `typedef` and `using` aliases.
    pub(super) fn mark_qualifiers(&mut self, fx: &mut FnCtx, addr: Var, ty: &TypeExpr) {
        // (An array of such pointers too, for assignments to its elements.)
        let mut elements = ty;
        while let TypeExpr::Array(element, _) = strip_quals(elements) {
            elements = element;
        }
        if self.declares_pointer_to_mutable(fx, elements) {
            fx.mutable_pointees.insert(addr);
        }
        let ty = match strip_quals(ty) {
            TypeExpr::Reference(inner, _) => inner,
            _ => ty,
        };
        let ty = self.unalias(ty, fx.ns);
        // A reference named through an alias or a template's argument (`const R r` with `R =
        // int&`): qualifiers on a reference are ignored, the referred type's are its own.
        match strip_quals(&ty) {
            TypeExpr::Reference(inner, _) => {
                let inner = self.unalias(inner, fx.ns);
                fx.record_qualifiers(addr, &inner);
            }
            TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => {
                match fx.env.get(&p.segments[0].name) {
                    Some(TArg::Reference(_, cv, _)) => {
                        if cv.is_const() {
                            fx.const_objects.insert(addr);
                        }
                        if cv.is_volatile() {
                            fx.volatile.insert(addr);
                        }
                    }
                    _ => fx.record_qualifiers(addr, &ty),
                }
            }
            // A member alias of a reference (`const elem<int&>::type& r`): the referred type's
            // qualifiers.
            t @ TypeExpr::Named(_)
                if self.declared_reference(t, &fx.env.clone(), fx.ns).is_some() =>
            {
                let cv = self.cv_of(t, &fx.env.clone(), fx.ns);
                if cv.is_const() {
                    fx.const_objects.insert(addr);
                }
                if cv.is_volatile() {
                    fx.volatile.insert(addr);
                }
            }
            _ => fx.record_qualifiers(addr, &ty),
        }
        // Below a pointer's target, which the sets above do not show, for deduction and
        // `decltype` (`const int**`); a pointer's at all, for what may be assigned to it.
        // (A built-in type has no levels below.)
        if matches!(strip_quals(&ty), TypeExpr::Builtin(_)) {
            return;
        }
        let cv = self.cv_of(&ty, &fx.env.clone(), fx.ns);
        let pointer = match strip_quals(&ty) {
            TypeExpr::Pointer(_) => true,
            TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => matches!(
                fx.env.get(&p.segments[0].name),
                Some(TArg::Type(Ty::Ptr(_), _) | TArg::Reference(Ty::Ptr(_), ..))
            ),
            _ => false,
        };
        if cv.held().held() != Cv::NONE || pointer {
            let known = fx.result_cvs.get(&addr).copied().unwrap_or_default();
            fx.result_cvs.insert(addr, known.union(cv));
        }
    }

    /// A register of a reference's own holding the address it binds, `addr`, which says the
    /// name was declared a reference of `kind`: to `const` where it binds a `const` object
    /// (`auto& r = c`) or its declared type `ty` says so.
    fn reference_name(&mut self, fx: &mut FnCtx, addr: Var, kind: RefKind, ty: &TypeExpr) -> Var {
        let name_addr = fx.b.new_var(IrType::Ptr);
        fx.b.copy(name_addr, addr);
        fx.declared_references.insert(name_addr, kind);
        if fx.const_objects.contains(&addr) {
            fx.const_objects.insert(name_addr);
        }
        if fx.const_pointees.contains(&addr) {
            fx.const_pointees.insert(name_addr);
        }
        self.mark_qualifiers(fx, name_addr, ty);
        name_addr
    }

    /// `t` with the aliases at its top and under its first pointer or array replaced by what
    /// they name, so that the `const` they carry shows.
    pub(super) fn unalias(&mut self, t: &TypeExpr, ns: NsId) -> TypeExpr {
        match t {
            TypeExpr::Named(p) if p.last().targs.is_none() => {
                for e in self.names.lookup_path(ns, p) {
                    if let Entity::Alias {
                        ty,
                        template: None,
                        ns: alias_ns,
                        ..
                    } = e
                    {
                        return self.unalias(&ty, alias_ns);
                    }
                }
                t.clone()
            }
            TypeExpr::Qualified(inner, q) => match self.unalias(inner, ns) {
                // `const T` with `T` an alias of `const int`, or of `int`.
                TypeExpr::Qualified(innermost, q2) => TypeExpr::Qualified(
                    innermost,
                    Quals {
                        is_const: q.is_const || q2.is_const,
                        is_volatile: q.is_volatile || q2.is_volatile,
                        method_ref: None,
                    },
                ),
                other => TypeExpr::Qualified(Box::new(other), *q),
            },
            TypeExpr::Pointer(inner) => TypeExpr::Pointer(Box::new(self.unalias(inner, ns))),
            TypeExpr::Array(inner, n) => {
                TypeExpr::Array(Box::new(self.unalias(inner, ns)), n.clone())
            }
            other => other.clone(),
        }
    }

    /// The members a `const` method of `class` may not change: every field, its bases' too,
    /// except those declared `mutable` in the class or a base and references to what is not
    /// `const` (what a reference refers to is not part of the object).
    pub(super) fn const_members(&self, class: StructId) -> HashSet<Rc<str>> {
        let mut mutable = HashSet::default();
        let mut classes = vec![class];
        while let Some(c) = classes.pop() {
            let decl = &self.struct_infos[c.0 as usize].decl;
            for f in decl.body.iter().flat_map(|b| &b.fields) {
                let writable_referent = match strip_quals(&f.ty) {
                    TypeExpr::Reference(referent, _) => !super::is_const_type(referent),
                    _ => false,
                };
                if let (true, Some(n)) = (f.is_mutable || writable_referent, &f.name) {
                    mutable.insert(n.clone());
                }
            }
            classes.extend(self.structs[c.0 as usize].bases.iter().map(|b| b.0));
        }
        self.structs[class.0 as usize]
            .fields
            .iter()
            .map(|f| f.name.clone())
            .filter(|n| !mutable.contains(n))
            .collect()
    }

    /// `env` with the types of the value template parameters `decl`'s body sees (its own and
    /// its class's) bound where they resolve (see [`Lowerer::bind_value_param_types`]).
    fn with_value_param_types(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
    ) -> TEnv {
        let class_params = owner
            .class()
            .and_then(|sid| self.struct_infos[sid.0 as usize].decl.template.clone());
        let params: Vec<TemplateParam> = (decl.template.iter().chain(class_params.iter()))
            .flatten()
            .cloned()
            .collect();
        let mut bound = (**env).clone();
        self.bind_value_param_types(&params, &mut bound, ns, decl.loc);
        Rc::new(bound)
    }

    /// Whether the body of `decl` (a member of `owner`, its template arguments `env`) sees
    /// only the namespace-scope names of its file declared before their use, as C++ says: the
    /// program's own functions that are neither templates nor members of one (whose dependent
    /// names are looked up where they are instantiated).
    fn names_in_declaration_order(&self, decl: &FunctionDecl, env: &TEnv, owner: Owner) -> bool {
        let own_file = self.by_program(decl.loc);
        if decl.template.is_some() || !own_file {
            return false;
        }
        let mut class = match owner {
            Owner::Namespace => return env.is_empty(),
            Owner::Static(class) | Owner::Object(class) => class,
        };
        // A lambda's body as the function it is written in; a class's member functions where
        // neither the class nor one it is nested in is a template's or a function's.
        if let Some(closure) = self.closures.get(&class) {
            return closure.names_in_declaration_order;
        }
        loop {
            let info = &self.struct_infos[class.0 as usize];
            if info.decl.template.is_some()
                || !info.targs.is_empty()
                || self.names.is_block_scope(info.ns)
            {
                return false;
            }
            match self.enclosing_classes.get(&class) {
                Some(&outer) => class = outer,
                None => return true,
            }
        }
    }

    /// The context of a function's body: its parameters declared (`this`, the result's slot,
    /// then the named ones, as the IR parameters of `builder` come) in the environment and
    /// namespace of `site`'s declaration, a member of `site`'s owner.
    pub(super) fn function_context(
        &mut self,
        builder: FunctionBuilder,
        (decl, env, ns, owner): (&FunctionDecl, &TEnv, NsId, Owner),
        sig: &Signature,
    ) -> FnCtx {
        let kind = builder.kind();
        let env = &self.with_value_param_types(decl, env, ns, owner);
        let mut fx = FnCtx {
            b: builder,
            scopes: vec![HashMap::default()],
            env: env.clone(),
            ns,
            this: None,
            class: None,
            ret: sig.ret.clone(),
            ret_is_ref: sig.ret_is_ref,
            ret_deduced: false,
            elided_return: None,
            sret: None,
            loops: vec![],
            cleanups: vec![],
            labels: HashMap::default(),
            defined_labels: HashMap::default(),
            gotos: vec![],
            label_cleanups: HashMap::default(),
            initialized: Initializations::default(),
            label_initialized: HashMap::default(),
            switch_initialized: vec![],
            switch_warned: HashSet::default(),
            const_objects: HashSet::default(),
            result_cvs: HashMap::default(),
            const_in_call_operator: HashSet::default(),
            declared_alignments: HashMap::default(),
            const_pointees: HashSet::default(),
            mutable_pointees: HashSet::default(),
            returns_pointer_to_mutable: false,
            string_literals: HashSet::default(),
            structured_bindings: HashSet::default(),
            volatile: HashSet::default(),
            unaligned: HashSet::default(),
            volatile_pointees: HashSet::default(),
            xvalues: HashSet::default(),
            deferred_args: HashMap::default(),
            lowered_items: HashMap::default(),
            typed_items: HashMap::default(),
            reused_items: Vec::new(),
            item_values: HashMap::default(),
            object_params: HashSet::default(),
            const_members: HashSet::default(),
            this_is_const: false,
            statics: HashMap::default(),
            temporaries: vec![],
            backing_arrays: HashMap::default(),
            made_in: HashMap::default(),
            aggregate_root: None,
            copy_list: false,
            variadic_arguments: None,
            list_narrowing: ListNarrowing::Warned,
            list_arguments: vec![],
            member_bound: vec![],
            cases: vec![],
            func_name: decl.name.last().name.to_string(),
            accessor: super::access::Accessor::new(owner.class(), decl.name.last().name.clone()),
            pretty_name: self.pretty_function(decl, env, ns, owner, sig),
            is_kernel: kind == FunctionKind::Kernel,
            host_device: decl.cuda.host && decl.cuda.device,
            source_site: None,
            names_in_declaration_order: self.names_in_declaration_order(decl, env, owner),
            call_names: None,
            launch: None,
            declared_references: HashMap::default(),
            unevaluated: 0,
            typing_trait: false,
            may_throw: false,
            constant_evaluation: decl.storage.is_constexpr
                && !decl.cuda.device
                && !decl.cuda.global,
            constexpr_function: decl.storage.is_constexpr,
            typing_constant_initializer: false,
            in_literal_arithmetic: false,
        };
        let mut next = 0;
        fx.returns_pointer_to_mutable =
            !sig.ret_is_ref && self.declares_pointer_to_mutable(&fx, &decl.ret);
        fx.class = owner.class();
        if let Some(sid) = owner.this() {
            fx.this = Some((fx.b.param(0), sid));
            next = 1;
            if decl.is_const_method {
                fx.const_members = self.const_members(sid);
                fx.this_is_const = true;
            }
            // (Its members' accesses are volatile, and it calls `volatile` member functions.)
            if decl.is_volatile_method {
                fx.volatile.insert(fx.b.param(0));
            }
        }
        self.enter_closure(&mut fx, decl);
        self.declare_enclosing_locals(&mut fx, decl);
        if sig.sret {
            fx.sret = Some(fx.b.param(next));
            next += 1;
        }
        for (param, declared) in decl.params.iter().zip(&sig.params) {
            let DeclaredTy { ty, reference, cv } = declared;
            if let Some(n) = &param.name {
                if fx.lookup(n).is_some() {
                    self.diags.error(param.loc, "duplicate parameter name");
                }
            }
            let v = fx.b.param(next);
            next += 1;
            let addr = if let Some(kind) = *reference {
                fx.declared_references.insert(v, kind);
                v
            } else if ty.ir().is_some() {
                let slot = self.local_slot(&mut fx, ty);
                fx.b.store(slot, v);
                slot
            } else if kind != FunctionKind::Kernel && self.passed_by_address(ty) {
                // The caller's object, which the caller destroys (see `convert_args`).
                fx.object_params.insert(v);
                v
            } else if kind == FunctionKind::Kernel && is_const_type(&param.ty) {
                // A `const` one of a kernel, which nothing writes, is read where the launch put
                // it: on a GPU its parameter space, whose address is the one a bulk tensor copy
                // reads a `__grid_constant__` tensor map at.
                v
            } else {
                // By-value aggregates are copied so that the callee's writes stay its own.
                let slot = self.local_slot(&mut fx, ty);
                let (size, align) = size_align(ty, &self.structs).unwrap_or((0, 1));
                fx.copy_object(slot, v, size as u32, align);
                slot
            };
            self.mark_qualifiers(&mut fx, addr, &param.ty);
            // `const` that a template argument brings (`T&` with `T = const int`).
            if declared.target_cv().is_const() {
                match reference.is_some() {
                    true => fx.const_objects.insert(addr),
                    false => fx.const_pointees.insert(addr),
                };
            }
            // (What an unevaluated operand sees of it: `volatile`, a pointer's target's.)
            if *cv != Cv::NONE {
                fx.result_cvs.insert(addr, *cv);
            }
            if let Some(n) = &param.name {
                fx.declare(
                    n.clone(),
                    LocalVar::Object {
                        addr,
                        ty: ty.clone(),
                    },
                );
            }
        }
        if sig.variadic {
            fx.variadic_arguments = Some(fx.b.param(next));
        }
        fx
    }

    /// Whether a constructor's member initializer names the constructor's own class (it
    /// delegates), not a base of the same name: in a class template derived from one of its
    /// specializations, `Tile<N, void>(x)` in `Tile<N, P>` initializes the base.
    fn names_own_class(
        &mut self,
        fx: &mut FnCtx,
        init: &MemberInit,
        sid: StructId,
        class: Option<&Rc<str>>,
    ) -> bool {
        if Some(init.simple_name()) != class {
            return false;
        }
        if init.name.last().targs.is_none() {
            return true;
        }
        let cp = self.diags.checkpoint();
        let named = self.resolve_type_in(fx, &TypeExpr::Named(init.name.clone()), init.loc);
        self.diags.rollback(cp);
        matches!(named, Ok(Ty::Struct(s)) if s == sid)
    }

    pub(super) fn lower_function(&mut self, p: PendingFunction) {
        let p = match p.decl.body {
            None if p.owner == Owner::Namespace && !self.declared_never_defined(&p.decl, p.ns) => {
                builtin_thunk(p)
            }
            _ => p,
        };
        let sig = self.signatures[p.id.0 as usize].clone();
        let f = self.module.function(p.id);
        let (name, kind, params, ret) = (f.name.clone(), f.kind, f.params.clone(), f.ret);
        let Some(body) = p.decl.body.clone() else {
            if self.import_function(&p) {
                return;
            }
            self.diags.error(
                p.decl.loc,
                format!(
                    "function '{}' is declared but never defined in device code",
                    p.decl.name.last().name
                ),
            );
            return;
        };
        let builder = FunctionBuilder::new(name, kind, params, ret);
        let site = (&*p.decl, &p.env, p.ns, p.owner);
        let mut fx = self.function_context(builder, site, &sig);
        fx.ret_deduced = super::is_deduced(&p.decl.ret);
        fx.elided_return = the_returned_local(&body);
        if let (FunctionRole::Constructor, Some((this, sid))) = (p.decl.role, fx.this) {
            let class = self.struct_infos[sid.0 as usize].decl.name.clone();
            match &p.decl.member_inits[..] {
                // A delegating constructor (`S() : S(0) {}`): the other constructor initializes.
                [init] if self.names_own_class(&mut fx, init, sid, class.as_ref()) => {
                    let _ = self.full_expression(&mut fx, init.loc, |lowerer, fx| {
                        lowerer.call_constructor(fx, sid, this, &init.args, init.loc)
                    });
                }
                inits => {
                    let _ = self.init_bases(&mut fx, this, sid, inits, p.decl.loc);
                    self.install_dynamic_type(&mut fx, this, sid);
                    if !self.report_uninitialized_members(&p.decl, p.ns, sid, inits) {
                        let _ = self.member_inits_in_order(&mut fx, this, sid, 0, inits);
                    }
                }
            }
        }
        if let (true, Some((this, sid))) = (p.destroys_object, fx.this) {
            self.destroy_object(&mut fx, this, sid, p.decl.loc);
        }
        // While a base's destructor runs, the object is of the base's type: virtual calls in
        // it (and in what it calls) reach the base's overriders, not the destroyed class's.
        if let (FunctionRole::Destructor, Some((this, sid))) = (p.decl.role, fx.this) {
            self.install_dynamic_type(&mut fx, this, sid);
        }
        let hoisted = self.hoist_local_class_definitions(fx.ns, &body);
        for s in hoisted.as_deref().unwrap_or(&body) {
            let _ = self.stmt(&mut fx, s);
        }
        // Falling off the end leaves the body's scope.
        if !fx.b.is_terminated() {
            self.destroy_above(&mut fx, 0, p.decl.loc);
        }
        self.finish_gotos(&mut fx);
        if !fx.b.is_terminated() {
            match ret {
                None => fx.b.terminate(Terminator::Return(None)),
                Some(t) => {
                    // Falling off the end of a value-returning function is undefined; return
                    // zero rather than leave the block open.
                    let z = if t.is_float() {
                        fx.b.fconst(t, 0.0)
                    } else {
                        fx.b.iconst(t, 0)
                    };
                    fx.b.terminate(Terminator::Return(Some(z)));
                }
            }
        }
        let mut func = fx.b.finish();
        // The body replaces the declaration, which keeps what the declaration said.
        let declared = &mut self.module.functions[p.id.0 as usize];
        func.max_threads_per_block = declared.max_threads_per_block;
        func.cluster_dims = declared.cluster_dims;
        func.symbol = declared.symbol.take();
        *declared = func;
    }

    pub(super) fn member_init(
        &mut self,
        fx: &mut FnCtx,
        init: &MemberInit,
        class: StructId,
    ) -> LResult<()> {
        let Some((this, sid)) = fx.this else {
            return Ok(());
        };
        let (field, args, loc) = (init.simple_name(), &init.args, init.loc);
        let init_braced = init.braced;
        let own_field = init.name.segments.len() == 1 && init.name.last().targs.is_none();
        let found = own_field
            .then(|| self.structs[sid.0 as usize].field(field).cloned())
            .flatten();
        let Some(f) = found else {
            if self.base_named(fx, class, init).is_some() {
                // Constructed with the other bases, before any field.
                return Ok(());
            }
            self.diags.error(
                loc,
                format!(
                    "class '{}' does not have any field named '{field}'",
                    self.structs[sid.0 as usize].name
                ),
            );
            return Err(Reported);
        };
        if let [arg] = &args[..] {
            self.check_dropped_const_in_member(fx, sid, &f, arg)?;
        }
        // `m{args}` is list-initialization; `m(args)` passes the arguments to `m`'s
        // constructors, or initializes an aggregate from them (C++20), as `T m(args);` does.
        let init = Expr {
            kind: match init_braced {
                true => ExprKind::InitList(args.to_vec()),
                false => ExprKind::Construct(TypeExpr::Auto, args.to_vec(), false),
            },
            loc,
        };
        self.init_field(fx, this, f, &init, loc)
    }

    /// A fresh thread-private slot for an object of type `ty`.
    pub(super) fn local_slot(&mut self, fx: &mut FnCtx, ty: &Ty) -> Var {
        self.aligned_local_slot(fx, ty, 1)
    }

    /// `union { int i; float f; };` in a block: an object whose members the block names as
    /// variables.
    fn anonymous_local_union(&mut self, fx: &mut FnCtx, decl: &Rc<StructDecl>) -> LResult<()> {
        let ty = self.resolve_type_in(fx, &TypeExpr::Struct(decl.clone()), decl.loc)?;
        let Ty::Struct(sid) = ty else {
            return Ok(());
        };
        let addr = self.aligned_local_slot(fx, &ty, 1);
        self.init_object(fx, addr, &ty, None, decl.loc)?;
        for f in self.structs[sid.0 as usize].fields.clone() {
            let at = self.offset_addr(fx, addr, f.offset);
            let member = match f.bits {
                Some(bits) => LocalVar::BitField {
                    unit: at,
                    ty: f.ty,
                    bits,
                },
                None => LocalVar::Object { addr: at, ty: f.ty },
            };
            fx.declare(f.name, member);
        }
        Ok(())
    }

    /// A local slot for an object of type `ty` made at the function's entry: before every
    /// object the body makes, so that those may be placed in it (see
    /// `FunctionBuilder::place_locals_at`).
    fn entry_local_slot(&mut self, fx: &mut FnCtx, ty: &Ty) -> Var {
        let (size, align) = self.slot_size_align(ty, 1);
        let dst = fx.b.new_var(IrType::Ptr);
        fx.b.insert_at_entry(vec![Inst::Local { dst, size, align }]);
        dst
    }

    /// [`Lowerer::local_slot`] aligned to at least `at_least` bytes (`alignas(16)` written on
    /// the variable).
    fn aligned_local_slot(&mut self, fx: &mut FnCtx, ty: &Ty, at_least: u64) -> Var {
        let (size, align) = self.slot_size_align(ty, at_least);
        fx.b.local(size, align)
    }

    /// The size and alignment of a local slot for an object of type `ty`, aligned to at least
    /// `at_least` bytes: never zero.
    fn slot_size_align(&self, ty: &Ty, at_least: u64) -> (u32, u32) {
        let (size, align) = size_align(ty, &self.structs).unwrap_or((8, 8));
        (size.max(1) as u32, align.max(at_least).max(1) as u32)
    }

    /// A block's statements with each local class that is declared before its definition
    /// (`struct Node;`, or named by a declaration, `struct Node* head;`) defined at that first
    /// declaration instead, so that both name one class, as C++ makes them (each block item
    /// here opens a scope of its own, in which a later definition would be another class).
    /// Only where no other block item lies between (the definition might name it) and no
    /// enclosing scope has a class of the name (which the first declaration names then).
    /// `None` where nothing moves.
    pub(super) fn hoist_local_class_definitions(
        &self,
        ns: NsId,
        stmts: &[Stmt],
    ) -> Option<Vec<Stmt>> {
        let mut out: Option<Vec<Stmt>> = None;
        // Each move takes a definition earlier: at most one per statement.
        for _ in 0..stmts.len() {
            let list = out.as_deref().unwrap_or(stmts);
            let Some((first, definition)) = list.iter().enumerate().find_map(|(j, s)| {
                let c = class_defined_by(s)?;
                let name = c.name.as_ref()?;
                if c.body.is_none() || c.template.is_some() || !self.names.lookup(ns, name).is_empty()
                {
                    return None;
                }
                let first = list[..j].iter().position(|s| names_class(s, name))?;
                let forward = |s: &Stmt| {
                    matches!(s, Stmt::LocalItem(Item::Struct(f)) if f.body.is_none() && f.name.as_ref() == Some(name))
                };
                let between_clear = list[first + 1..j]
                    .iter()
                    .all(|s| !matches!(s, Stmt::LocalItem(_)) || forward(s));
                between_clear.then_some((first, j))
            }) else {
                break;
            };
            let mut moved = list.to_vec();
            // `struct Pt {...} a;` stays a declaration of `a`, its type named.
            let item = match moved.remove(definition) {
                Stmt::Decl(vars) => {
                    let class = class_defined_by(&Stmt::Decl(vars.clone()));
                    let named = vars
                        .into_iter()
                        .map(|v| VarDecl {
                            ty: class_named_instead(&v.ty),
                            ..v
                        })
                        .collect();
                    moved.insert(definition, Stmt::Decl(named));
                    Stmt::LocalItem(Item::Struct(class?))
                }
                item => item,
            };
            match matches!(&moved[first], Stmt::LocalItem(Item::Struct(f)) if f.body.is_none()) {
                true => moved[first] = item,
                false => moved.insert(first, item),
            }
            out = Some(moved);
        }
        out
    }

    /// Declares the type or enumeration `item` of a function body in a scope of its own. A
    /// class's member functions see the body's variables where nothing evaluates them.
    pub(super) fn declare_block_item(&mut self, fx: &mut FnCtx, item: &Item) {
        // Functions of one name declared in one block are one overload set (`int f(int); int
        // f(char);`); an inner block's declaration hides the outer's.
        let earlier = match item {
            Item::Function(f) => {
                let name = &f.name.last().name;
                let in_this_block = fx.scopes.last().is_some_and(|s| s.contains_key(name));
                match in_this_block {
                    true => self.names.lookup(fx.ns, name),
                    false => Vec::new(),
                }
            }
            _ => Vec::new(),
        };
        fx.ns = self.names.block_scope(fx.ns, item);
        self.names.add_earlier_functions(fx.ns, earlier);
        let env = fx.env.clone();
        self.declare_class_using_enums(&env);
        for name in self.names.declared_in(fx.ns) {
            // A variable and a class of one name in one block: the variable's name hides the
            // class's (which `struct val` still names), whichever comes first.
            let variable_here = fx
                .scopes
                .last()
                .and_then(|s| s.get(&name))
                .is_some_and(|v| matches!(v, LocalVar::Object { .. } | LocalVar::BitField { .. }));
            if variable_here && matches!(item, Item::Struct(_)) {
                continue;
            }
            fx.declare(name, LocalVar::Declared);
        }
        let env = match item {
            Item::Struct(_) => {
                let mut env = (*fx.env).clone();
                self.add_enclosing_locals(fx, &mut env, EnclosingBody::LocalClass, None);
                Rc::new(env)
            }
            _ => fx.env.clone(),
        };
        self.block_scope_envs.insert(fx.ns, env);
    }

    /// Adds to `env`, the environment of a body written in the one `fx` is lowering (a
    /// lambda's, a local class's member functions'), what `decltype` of each variable `fx`
    /// sees (those of names in `only`, if given) is, under names no identifier spells that say
    /// which kind of body it is (replacing those of bodies further out): that body names them
    /// only where nothing evaluates them.
    pub(super) fn add_enclosing_locals(
        &mut self,
        fx: &mut FnCtx,
        env: &mut HashMap<Rc<str>, TArg>,
        body: EnclosingBody,
        only: Option<&HashSet<Rc<str>>>,
    ) {
        env.retain(|key, _| EnclosingBody::of_key(key).is_none());
        let mut names: Vec<Rc<str>> = fx
            .scopes
            .iter()
            .flat_map(|s| s.keys())
            .filter(|n| only.is_none_or(|only| only.contains(*n)))
            .cloned()
            .collect();
        names.sort();
        names.dedup();
        for name in names {
            let decltype = match fx.lookup(&name).cloned() {
                Some(LocalVar::Enclosing { decltype, .. }) => decltype,
                Some(LocalVar::Object { .. } | LocalVar::BitField { .. }) => {
                    let e = Expr {
                        kind: ExprKind::Name(Path::simple(name.clone())),
                        loc: Loc::default(),
                    };
                    let cp = self.diags.checkpoint();
                    let typed = self.decltype_of(fx, &e);
                    self.diags.rollback(cp);
                    let Ok(decltype) = typed else {
                        continue;
                    };
                    decltype
                }
                _ => continue,
            };
            env.insert(format!("{}{name}", body.prefix()).into(), decltype);
        }
    }

    /// Declares in `fx` the enclosing function's variables its environment holds (see
    /// [`Lowerer::add_enclosing_locals`]), but those it has names of its own for (a lambda's
    /// captures, `decl`'s parameters).
    fn declare_enclosing_locals(&mut self, fx: &mut FnCtx, decl: &FunctionDecl) {
        let env = fx.env.clone();
        for (key, decltype) in env.iter() {
            let Some((body, name)) = EnclosingBody::of_key(key) else {
                continue;
            };
            let in_lambda = body == EnclosingBody::Lambda;
            let param = decl.params.iter().any(|p| p.name.as_deref() == Some(name));
            if param || fx.lookup(name).is_some() {
                continue;
            }
            let decltype = decltype.clone();
            fx.declare(
                name.into(),
                LocalVar::Enclosing {
                    decltype,
                    in_lambda,
                },
            );
        }
    }

    pub(super) fn stmt(&mut self, fx: &mut FnCtx, s: &Stmt) -> LResult<()> {
        match s {
            Stmt::Expr(e) => {
                let start = fx.b.position();
                let value = self.full_expression(fx, e.loc, |this, fx| this.expr(fx, e))?;
                self.warn_without_effect(fx, e, &value, start);
            }
            Stmt::Decl(decls) => {
                // `struct Pt {...} a;` declares the class `Pt` in the block too, and
                // `enum {X, Y} e;` the enumerators.
                if let Some(item) = decls.first().and_then(|d| type_defined_in(&d.ty)) {
                    self.declare_block_item(fx, &item);
                }
                for d in decls {
                    let declared = fx.scopes.last().is_some_and(|s| s.contains_key(&d.name));
                    if self.local_decl(fx, d).is_err() && !declared {
                        fx.declare(d.name.clone(), LocalVar::Rejected);
                    }
                }
            }
            // The condition sees the locals (`decltype(cfg)::N == 4`, a `constexpr` local).
            // Device code's assertions are checked here alone (the host compiler never sees
            // them), so one that reads a variable's value when the code runs is an error too.
            Stmt::LocalItem(Item::StaticAssert(assertion)) => {
                match self.constant_in(fx, &assertion.condition) {
                    Some(0) => {
                        let message = static_assertion_failure(assertion);
                        self.diags.error(assertion.loc, message);
                    }
                    None => self.reject_runtime_read(fx, &assertion.condition),
                    Some(_) => {}
                }
            }
            // An alias of a `decltype` sees the locals: bound where it is declared, as a
            // template parameter is.
            Stmt::LocalItem(Item::Alias {
                name,
                ty,
                template: None,
                loc,
                ..
            }) if decltype::contains_decltype(ty) => {
                let arg = self.decltype_arg(fx, ty, *loc)?;
                let mut env = (*fx.env).clone();
                env.insert(name.clone(), arg);
                fx.env = Rc::new(env);
            }
            Stmt::LocalItem(Item::Struct(s))
                if s.name.is_none() && s.kind == StructKind::Union && s.body.is_some() =>
            {
                self.anonymous_local_union(fx, s)?
            }
            Stmt::LocalItem(item) => self.declare_block_item(fx, item),
            Stmt::Asm(asm) => self.inline_asm(fx, asm)?,
            Stmt::Empty | Stmt::Pragma(_) => {}
            Stmt::Block(stmts) => {
                fx.scopes.push(HashMap::default());
                let (outer_ns, outer_env) = (fx.ns, fx.env.clone());
                let hoisted = self.hoist_local_class_definitions(fx.ns, stmts);
                for s in hoisted.as_deref().unwrap_or(stmts) {
                    let _ = self.stmt(fx, s);
                }
                (fx.ns, fx.env) = (outer_ns, outer_env);
                self.pop_scope(fx, fx_loc(s));
            }
            Stmt::If { .. } => self.if_chain(fx, s)?,
            Stmt::While { cond, body, .. } => {
                let (head, bodyb, exit) = (fx.b.new_block(), fx.b.new_block(), fx.b.new_block());
                fx.b.jump(head);
                fx.b.switch_to(head);
                fx.scopes.push(HashMap::default());
                let declared = fx.cleanups.len();
                let c = self.condition(fx, cond)?;
                fx.b.branch(c, bodyb, exit);
                fx.b.switch_to(bodyb);
                // Each iteration ends with the condition's variable destroyed (`continue`
                // too); the last one's is destroyed on the way out.
                let latch = fx.b.new_block();
                fx.loops.push(LoopTarget::new(fx, exit, Some(latch)));
                let _ = self.scoped_stmt(fx, body);
                fx.loops.pop();
                fx.b.jump(latch);
                fx.b.switch_to(latch);
                self.destroy_since(fx, declared, fx_loc(s));
                fx.b.jump(head);
                fx.b.switch_to(exit);
                self.pop_scope(fx, fx_loc(s));
            }
            Stmt::DoWhile { body, cond, .. } => {
                let (bodyb, condb, exit) = (fx.b.new_block(), fx.b.new_block(), fx.b.new_block());
                fx.b.jump(bodyb);
                fx.b.switch_to(bodyb);
                fx.loops.push(LoopTarget::new(fx, exit, Some(condb)));
                let _ = self.scoped_stmt(fx, body);
                fx.loops.pop();
                fx.b.jump(condb);
                fx.b.switch_to(condb);
                let c = self.full_expression(fx, cond.loc, |this, fx| {
                    let c = this.expr(fx, cond)?;
                    this.truth_of(fx, c, cond.loc)
                })?;
                fx.b.branch(c, bodyb, exit);
                fx.b.switch_to(exit);
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                fx.scopes.push(HashMap::default());
                if let Some(i) = init {
                    self.stmt(fx, i)?;
                }
                let (head, bodyb, stepb, exit) = (
                    fx.b.new_block(),
                    fx.b.new_block(),
                    fx.b.new_block(),
                    fx.b.new_block(),
                );
                fx.b.jump(head);
                fx.b.switch_to(head);
                let declared = fx.cleanups.len();
                match cond {
                    Some(c) => {
                        let c = self.condition(fx, c)?;
                        fx.b.branch(c, bodyb, exit);
                    }
                    None => fx.b.jump(bodyb),
                }
                fx.b.switch_to(bodyb);
                fx.loops.push(LoopTarget::new(fx, exit, Some(stepb)));
                let _ = self.scoped_stmt(fx, body);
                fx.loops.pop();
                fx.b.jump(stepb);
                fx.b.switch_to(stepb);
                if let Some(s) = step {
                    self.full_expression(fx, s.loc, |this, fx| this.expr(fx, s).map(|_| ()))?;
                }
                self.destroy_since(fx, declared, fx_loc(s));
                fx.b.jump(head);
                fx.b.switch_to(exit);
                self.pop_scope(fx, fx_loc(s));
            }
            Stmt::Switch { cond, body, loc } => self.switch(fx, cond, body, *loc)?,
            Stmt::RangeFor {
                var,
                range,
                body,
                loc,
            } => self.range_for(fx, var, range, body, *loc)?,
            Stmt::Bindings {
                names,
                by_ref,
                constant,
                init,
                loc,
            } => self.bindings(fx, names, (*by_ref, *constant), init, *loc)?,
            Stmt::Case(_, _, loc) => {
                let target = fx
                    .cases
                    .last()
                    .and_then(|m| m.get(&Some(case_key(s))).copied());
                let Some(b) = target else {
                    self.diags
                        .error(*loc, "case label not within a switch statement");
                    return Err(Reported);
                };
                self.check_case_bypass(fx);
                fx.b.jump(b);
                fx.b.switch_to(b);
            }
            Stmt::Default(loc) => {
                let target = fx.cases.last().and_then(|m| m.get(&None).copied());
                let Some(b) = target else {
                    self.diags
                        .error(*loc, "'default' label not within a switch statement");
                    return Err(Reported);
                };
                self.check_case_bypass(fx);
                fx.b.jump(b);
                fx.b.switch_to(b);
            }
            Stmt::Break(loc) => match fx.loops.last().copied() {
                Some(l) => {
                    self.destroy_above(fx, l.depth, *loc);
                    fx.b.jump(l.exit);
                }
                None => {
                    self.diags
                        .error(*loc, "break statement not within loop or switch");
                    return Err(Reported);
                }
            },
            Stmt::Continue(loc) => match fx
                .loops
                .iter()
                .rev()
                .find_map(|l| l.cont.map(|c| (c, l.depth)))
            {
                Some((c, depth)) => {
                    self.destroy_above(fx, depth, *loc);
                    fx.b.jump(c);
                }
                None => {
                    self.diags
                        .error(*loc, "continue statement not within a loop");
                    return Err(Reported);
                }
            },
            Stmt::Goto(l, loc) => {
                let pad = fx.b.new_block();
                fx.gotos.push(PendingGoto {
                    label: l.clone(),
                    loc: *loc,
                    pad,
                    alive: fx.cleanups.clone(),
                    initialized: fx.initialized.state(),
                });
                fx.b.jump(pad);
            }
            Stmt::Label(l, loc) => {
                if let Some(first) = fx.defined_labels.insert(l.clone(), *loc) {
                    return self.error(
                        *loc,
                        format!(
                            "label \"{l}\" has already been defined (previous definition at line {})",
                            first.line
                        ),
                    );
                }
                fx.label_cleanups.insert(l.clone(), fx.cleanups.clone());
                fx.label_initialized
                    .insert(l.clone(), fx.initialized.state());
                let b = fx.label(l);
                fx.b.jump(b);
                fx.b.switch_to(b);
            }
            Stmt::Return(e, loc) => self.return_stmt(fx, e.as_ref(), *loc)?,
        }
        Ok(())
    }

    /// Fills the pad of every `goto`: the objects alive at the `goto` and not at its label are
    /// destroyed, innermost first, then the jump goes on to the label.
    fn finish_gotos(&mut self, fx: &mut FnCtx) {
        let here = fx.b.current_block();
        for g in std::mem::take(&mut fx.gotos) {
            if !fx.defined_labels.contains_key(&g.label) {
                self.diags.error(
                    g.loc,
                    format!("label \"{}\" was referenced but not defined", g.label),
                );
                continue;
            }
            let at_label = fx.label_initialized.get(&g.label).copied().flatten();
            let bypassed = fx.initialized.bypassed(g.initialized, at_label);
            if let Some(message) = bypass_error(&bypassed) {
                self.diags.error(g.loc, message);
                continue;
            }
            let at_label = fx.label_cleanups.get(&g.label).cloned().unwrap_or_default();
            let shared = g
                .alive
                .iter()
                .zip(&at_label)
                .take_while(|(a, b)| a.addr == b.addr)
                .count();
            fx.b.switch_to(g.pad);
            for c in g.alive[shared..].iter().rev() {
                self.destroy_counted(fx, c.addr, c.class, c.count, g.loc);
            }
            let target = fx.label(&g.label);
            fx.b.jump(target);
        }
        fx.b.switch_to(here);
    }

    /// Warns, at the `switch`, of a case label its jump reaches past the initialization of a
    /// local of the switch's body (nvcc warns there rather than rejecting the program).
    fn check_case_bypass(&mut self, fx: &mut FnCtx) {
        let Some(&(start, switch_loc)) = fx.switch_initialized.last() else {
            return;
        };
        let bypassed = fx.initialized.bypassed(start, fx.initialized.state());
        if let Some(message) = bypass_error(&bypassed) {
            // Once per switch: the first label past the declaration says it.
            if fx.switch_warned.insert(switch_loc) {
                self.diags.warning(switch_loc, message);
            }
        }
    }

    /// Rejects a second definition of a local name in one scope (`int i = 0; int i = 1;`).
    fn check_redefinition(&mut self, fx: &FnCtx, name: &str, loc: Loc) -> LResult<()> {
        if fx.scopes.last().is_some_and(|s| s.contains_key(name)) {
            self.diags
                .error(loc, format!("variable \"{name}\" has already been defined"));
            return Err(Reported);
        }
        Ok(())
    }

    fn scoped_stmt(&mut self, fx: &mut FnCtx, s: &Stmt) -> LResult<()> {
        fx.scopes.push(HashMap::default());
        let r = self.stmt(fx, s);
        self.pop_scope(fx, fx_loc(s));
        r
    }

    /// nvcc's warning for an expression statement that does nothing (`x + 1;`, `p[0];`,
    /// `sizeof(x);`): one whose code computes values and reads memory, none of it `volatile`,
    /// and stores to nothing but the temporaries it makes (measured: none for a call, an
    /// operator function, a `volatile` read, an increment or a cast to `void`). A comma is left
    /// alone: nvcc judges one by its left operand, whose code is not told apart here.
    fn warn_without_effect(&mut self, fx: &FnCtx, e: &Expr, value: &Val, start: Position) {
        let discarded = matches!(
            &e.kind,
            ExprKind::Cast(_, TypeExpr::Builtin(Builtin::Void), _) | ExprKind::Comma(..)
        );
        let volatile_object = matches!(value, Val::L(a, _) if fx.volatile.contains(a));
        if discarded || volatile_object || !operations_alone(e) || !self.by_program(e.loc) {
            return;
        }
        let mut made = HashSet::default();
        let effect = fx.b.emitted_since(start).any(|i| match i {
            Inst::Local { dst, .. } => {
                made.insert(*dst);
                false
            }
            Inst::Store { addr, .. } | Inst::MemCopy { dst: addr, .. } => !made.contains(addr),
            Inst::Load { volatile, .. } => *volatile,
            // (A division that may trap does nothing else either.)
            Inst::Binary { .. } => false,
            i => !i.is_speculatable(&[]),
        });
        if !effect {
            self.diags
                .warning(expr::start_loc(e), "expression has no effect");
        }
    }

    /// The condition of `if`/`while`/`for`, which may declare a variable.
    fn condition(&mut self, fx: &mut FnCtx, s: &Stmt) -> LResult<Var> {
        match s {
            Stmt::Expr(e) => self.full_expression(fx, e.loc, |this, fx| {
                let v = this.expr(fx, e)?;
                this.truth_of(fx, v, e.loc)
            }),
            Stmt::Decl(ds) if ds.len() == 1 => {
                self.local_decl(fx, &ds[0])?;
                let e = Expr {
                    kind: ExprKind::Name(Path::simple(ds[0].name.clone())),
                    loc: ds[0].loc,
                };
                let v = self.expr(fx, &e)?;
                self.truth_of(fx, v, e.loc)
            }
            _ => {
                self.diags.error(fx_loc(s), "invalid condition");
                Err(Reported)
            }
        }
    }

    fn bindings(
        &mut self,
        fx: &mut FnCtx,
        names: &[(Rc<str>, Loc)],
        (by_ref, constant): (bool, bool),
        init: &Expr,
        loc: Loc,
    ) -> LResult<()> {
        let init = match &init.kind {
            ExprKind::Construct(TypeExpr::Auto, a, _) | ExprKind::InitList(a) if a.len() == 1 => {
                &a[0]
            }
            _ => init,
        };
        let v = self.expr(fx, init)?;
        let ty = v.ty().clone();
        let Val::L(src, _) = v else {
            self.diags.error(
                loc,
                "cannot decompose a value that is not a struct or an array",
            );
            return Err(Reported);
        };
        // (`auto& [a, b] = c;` of a `const` object deduces a `const` type too.)
        let constant = constant || (by_ref && self.writes_const(fx, init));
        // The object the names refer into: the initializer itself (a temporary kept to the end
        // of the scope) or a copy of it (an array's elements copied one by one).
        let base = if by_ref {
            self.extend_temporary(fx, src, &ty);
            src
        } else {
            let slot = self.local_slot(fx, &ty);
            match (&ty, class_objects(&ty)) {
                (Ty::Array(..), Some((class, count))) => {
                    let how = expr::Transfer::of(fx, src);
                    let size = self.structs[class.0 as usize].size;
                    for i in 0..count {
                        let (d, s) = (
                            self.offset_addr(fx, slot, i * size),
                            self.offset_addr(fx, src, i * size),
                        );
                        self.construct_from(fx, d, s, class, how, loc)?;
                    }
                }
                _ => self.store_val(fx, slot, &ty, Val::L(src, ty.clone()), loc)?,
            }
            self.schedule_destruction(fx, slot, &ty);
            slot
        };
        if let Some(n) = self.tuple_size(&ty, loc) {
            return self.tuple_bindings(fx, names, (base, &ty), n, loc);
        }
        let parts: Vec<BindingPart> = match &ty {
            Ty::Struct(sid) => {
                let fields = self.structs[sid.0 as usize].fields.clone();
                // (Not the dynamic type a polymorphic object records.)
                let members = fields
                    .iter()
                    .filter(|f| &*f.name != super::virtuals::DYNAMIC_TYPE_FIELD);
                let parts = members.map(|f| {
                    let constant = self.const_field(*sid, &f.name);
                    (f.offset, f.ty.clone(), f.bits, constant)
                });
                parts.collect()
            }
            Ty::Array(e, Some(n)) => {
                let (es, _) = size_align(e, &self.structs).unwrap_or((1, 1));
                (0..*n)
                    .map(|i| (i * es, (**e).clone(), None, false))
                    .collect()
            }
            _ => vec![],
        };
        if parts.len() != names.len() {
            self.diags.error(
                loc,
                format!(
                    "type '{}' decomposes into {} elements, but {} names were provided",
                    display(&ty, &self.structs),
                    parts.len(),
                    names.len()
                ),
            );
            return Err(Reported);
        }
        for ((name, _), (off, ty, bits, const_member)) in names.iter().zip(parts) {
            let o = fx.b.iconst(IrType::I64, off as i64);
            let addr = fx.b.binary(ir::BinOp::Add, base, o);
            let binding = match bits {
                Some(bits) => LocalVar::BitField {
                    unit: addr,
                    ty,
                    bits,
                },
                None => {
                    fx.structured_bindings.insert(addr);
                    if constant || const_member {
                        fx.const_objects.insert(addr);
                    }
                    LocalVar::Object { addr, ty }
                }
            };
            fx.declare(name.clone(), binding);
        }
        Ok(())
    }

    /// `std::tuple_size<ty>::value`, where that names a constant: `ty` is tuple-like, and
    /// structured bindings decompose it through `get`.
    fn tuple_size(&mut self, ty: &Ty, loc: Loc) -> Option<u64> {
        if !matches!(ty, Ty::Struct(_)) {
            return None;
        }
        let (env, decomposed) = decomposed(ty);
        let mut tuple_size = names::std_path("tuple_size");
        tuple_size.segments[1].targs = Some(vec![TemplateArg::Type(decomposed)]);
        let cp = self.diags.checkpoint();
        let class = self.resolve_type(&TypeExpr::Named(tuple_size), &env, names::ROOT, loc);
        let size = match class {
            Ok(Ty::Struct(sid)) => self.static_member_value(sid, "value").map(|v| v.int()),
            _ => None,
        };
        self.diags.rollback(cp);
        size.and_then(|n| u64::try_from(n).ok())
    }

    /// Which reference `std::tuple_element<i, ty>::type` is, if it is one.
    fn tuple_element_reference(&mut self, ty: &Ty, i: u64, loc: Loc) -> Option<RefKind> {
        let (env, decomposed) = decomposed(ty);
        let index = Expr {
            kind: ExprKind::Int {
                value: i,
                suffix: "".into(),
                decimal: true,
            },
            loc,
        };
        let mut element = names::std_path("tuple_element");
        element.segments[1].targs = Some(vec![
            TemplateArg::Expr(index),
            TemplateArg::Type(decomposed),
        ]);
        element.segments.push(Segment {
            name: "type".into(),
            targs: None,
        });
        let cp = self.diags.checkpoint();
        let kind = self.declared_reference(&TypeExpr::Named(element), &env, names::ROOT);
        self.diags.rollback(cp);
        kind
    }

    /// Structured bindings of a tuple-like object (at `base`, of type `ty`, with `n`
    /// elements): each name the result of `get<i>`, a member template of the class if it has
    /// one, else a function found by argument-dependent lookup; a reference it returns is
    /// the element itself.
    fn tuple_bindings(
        &mut self,
        fx: &mut FnCtx,
        names: &[(Rc<str>, Loc)],
        (base, ty): (Var, &Ty),
        n: u64,
        loc: Loc,
    ) -> LResult<()> {
        let tuple_ty = ty;
        if n != names.len() as u64 {
            let shown = display(ty, &self.structs);
            let message = format!(
                "type '{shown}' decomposes into {n} elements, but {} names were provided",
                names.len()
            );
            return self.error(loc, message);
        }
        fx.declare(
            DECOMPOSED.into(),
            LocalVar::Object {
                addr: base,
                ty: ty.clone(),
            },
        );
        let member = matches!(ty, Ty::Struct(sid) if !self.methods_named(*sid, "get").is_empty());
        for (i, (name, name_loc)) in names.iter().enumerate() {
            let index = Expr {
                kind: ExprKind::Int {
                    value: i as u64,
                    suffix: "".into(),
                    decimal: true,
                },
                loc: *name_loc,
            };
            let get = Path {
                global: false,
                segments: smallvec::smallvec![Segment {
                    name: "get".into(),
                    targs: Some(vec![TemplateArg::Expr(index)]),
                }],
            };
            let object = Expr {
                kind: ExprKind::Name(Path::simple(DECOMPOSED.into())),
                loc: *name_loc,
            };
            let callee = match member {
                true => ExprKind::Member {
                    base: Box::new(object.clone()),
                    name: get,
                    arrow: false,
                },
                false => ExprKind::Name(get),
            };
            let args = match member {
                true => vec![],
                false => vec![object],
            };
            let call = Expr {
                kind: ExprKind::Call(
                    Box::new(Expr {
                        kind: callee,
                        loc: *name_loc,
                    }),
                    args,
                ),
                loc: *name_loc,
            };
            let (addr, ty) = match self.expr(fx, &call)? {
                // An object `get` returns lives as long as the name bound to it (C++ binds a
                // reference to it).
                Val::L(addr, ty) => {
                    self.extend_temporary(fx, addr, &ty);
                    (addr, ty)
                }
                v => {
                    let ty = v.ty().clone();
                    let slot = self.local_slot(fx, &ty);
                    self.store_val(fx, slot, &ty, v, *name_loc)?;
                    (slot, ty)
                }
            };
            // A name is an lvalue, whatever reference `get` returns (`auto&& [a, b] =
            // std::move(t);` binds `tuple&&`'s elements, and `a = 10` assigns one).
            fx.xvalues.remove(&addr);
            // Its declared type is the element's, a reference for `std::tuple<int, int&>`'s
            // second (what `decltype` answers).
            let addr = match self.tuple_element_reference(tuple_ty, i as u64, *name_loc) {
                Some(kind) => {
                    let own = fx.b.new_var(IrType::Ptr);
                    fx.b.copy(own, addr);
                    fx.declared_references.insert(own, kind);
                    own
                }
                None => addr,
            };
            fx.structured_bindings.insert(addr);
            fx.declare(name.clone(), LocalVar::Object { addr, ty });
        }
        Ok(())
    }

    /// `for (T x : array)`: an index loop binding `x` to each element (a copy, or the element
    /// itself for a reference). Over a class object, the loop C++ defines it as, through the
    /// object's `begin()` and `end()` ([`range_for_over_class`]).
    fn range_for(
        &mut self,
        fx: &mut FnCtx,
        var: &VarDecl,
        range: &Expr,
        body: &Stmt,
        loc: Loc,
    ) -> LResult<()> {
        let cp = self.diags.checkpoint();
        let class = match self.type_of_unevaluated(fx, range) {
            Ok(Ty::Struct(sid)) => Some(sid),
            _ => None,
        };
        self.diags.rollback(cp);
        if let Some(sid) = class {
            // `r.begin()` where the class has the member, else `begin(r)` (found by
            // argument-dependent lookup too).
            let members = !self.methods_named(sid, "begin").is_empty();
            return self.scoped_stmt(fx, &range_for_over_class(var, range, body, members, loc));
        }
        // The range is kept for the loop (`for (T& x : Arr().a)` keeps the `Arr`).
        fx.scopes.push(HashMap::default());
        let first_temporary = fx.temporaries.len();
        let r = match &range.kind {
            // `for (x : {v})`: a list of one element, which a braced scalar elsewhere is not.
            ExprKind::InitList(items) if items.len() == 1 => {
                let v = self.expr(fx, &items[0])?;
                match v.ty().is_scalar() {
                    true => {
                        let (v, ty) = self.rvalue(fx, v, range.loc)?;
                        let list = Ty::Array(Rc::new(ty.clone()), Some(1));
                        let slot = self.local_slot(fx, &list);
                        self.store_val(fx, slot, &ty, Val::R(v, ty.clone()), range.loc)?;
                        Val::L(slot, list)
                    }
                    false => v,
                }
            }
            _ => self.expr(fx, range)?,
        };
        let made: Vec<(Var, Ty)> = fx.temporaries[first_temporary..]
            .iter()
            .filter(|t| !t.consumed)
            .map(|t| (t.addr, t.ty.clone()))
            .collect();
        for (at, ty) in made {
            self.extend_temporary(fx, at, &ty);
        }
        let result = self.range_for_over_array(fx, var, range, r, body, loc);
        self.pop_scope(fx, loc);
        result
    }

    /// [`Lowerer::range_for`] over `r`, the value of the array expression `range`.
    fn range_for_over_array(
        &mut self,
        fx: &mut FnCtx,
        var: &VarDecl,
        range: &Expr,
        r: Val,
        body: &Stmt,
        loc: Loc,
    ) -> LResult<()> {
        let (base, elem, n) = match r {
            Val::L(addr, Ty::Array(e, Some(n))) => (addr, (*e).clone(), n),
            other => {
                let t = display(other.ty(), &self.structs);
                self.diags.error(
                    range.loc,
                    format!("range-based for needs an array of known size here, not '{t}'"),
                );
                return Err(Reported);
            }
        };
        let (es, _) = size_align(&elem, &self.structs).unwrap_or((1, 1));
        let start = fx.b.iconst(IrType::I64, 0);
        let limit = fx.b.iconst(IrType::I64, n as i64);
        self.count_up(fx, start, limit, |this, fx, index, target| {
            fx.scopes.push(HashMap::default());
            let size = fx.b.iconst(IrType::I64, es as i64);
            let off = fx.b.binary(ir::BinOp::Mul, index, size);
            let at = fx.b.binary(ir::BinOp::Add, base, off);
            let by_ref = matches!(strip_quals(&var.ty), TypeExpr::Reference(_, _));
            let (addr, ty) = if by_ref {
                // (An element is an lvalue: `auto&&` collapses to `auto&`.)
                fx.declared_references.insert(at, RefKind::Lvalue);
                (at, elem.clone())
            } else {
                let ty = match strip_quals(&var.ty) {
                    TypeExpr::Auto => elem.clone(),
                    t if is_auto_pointer(t) && elem.is_ptr() => elem.clone(),
                    t => {
                        let env = fx.env.clone();
                        this.resolve_type(t, &env, fx.ns, var.loc)?
                    }
                };
                let slot = this.local_slot(fx, &ty);
                this.store_val(fx, slot, &ty, Val::L(at, elem.clone()), loc)?;
                this.schedule_destruction(fx, slot, &ty);
                (slot, ty)
            };
            this.check_placeholder_constraint((&fx.env, fx.ns), var, &ty)?;
            this.mark_qualifiers(fx, addr, &var.ty);
            fx.declare(var.name.clone(), LocalVar::Object { addr, ty });
            // (`break` and `continue` leave the iteration's copy: it is destroyed.)
            fx.loops.push(LoopTarget {
                depth: fx.scopes.len() - 1,
                ..target
            });
            let _ = this.scoped_stmt(fx, body);
            fx.loops.pop();
            this.pop_scope(fx, loc);
            Ok(())
        })
    }

    /// `for (i = start; i < end; ++i) body(i)` over 64-bit integers. The body gets the loop's
    /// `break` and `continue` targets, for a loop the program wrote.
    pub(super) fn count_up(
        &mut self,
        fx: &mut FnCtx,
        start: Var,
        end: Var,
        mut body: impl FnMut(&mut Self, &mut FnCtx, Var, LoopTarget) -> LResult<()>,
    ) -> LResult<()> {
        let i = fx.b.new_var(IrType::I64);
        fx.b.copy(i, start);
        let (head, first, step, exit) = (
            fx.b.new_block(),
            fx.b.new_block(),
            fx.b.new_block(),
            fx.b.new_block(),
        );
        fx.b.jump(head);
        fx.b.switch_to(head);
        let more = fx.b.cmp(CmpOp::Slt, i, end);
        fx.b.branch(more, first, exit);
        fx.b.switch_to(first);
        body(self, fx, i, LoopTarget::new(fx, exit, Some(step)))?;
        fx.b.jump(step);
        fx.b.switch_to(step);
        let one = fx.b.iconst(IrType::I64, 1);
        let next = fx.b.binary(ir::BinOp::Add, i, one);
        fx.b.copy(i, next);
        fx.b.jump(head);
        fx.b.switch_to(exit);
        Ok(())
    }

    /// A case label converts to the promoted type of the condition, `switch_ty`, as a
    /// converted constant expression, which may not narrow (nvcc's words, measured).
    fn check_case_fits(
        &mut self,
        fx: &mut FnCtx,
        label: &Expr,
        switch_ty: &Ty,
        (env, ns): (&TEnv, NsId),
    ) -> LResult<()> {
        let (Some(constexpr::Num::Int(value, kind)), Some(to)) = (
            self.const_value(label, env, ns),
            constexpr::IntKind::of(switch_ty),
        ) else {
            return Ok(());
        };
        if to.wrap(value) == value {
            return Ok(());
        }
        let cp = self.diags.checkpoint();
        let from = self.type_of_unevaluated(fx, label).unwrap_or(kind.ty());
        self.diags.rollback(cp);
        let message = format!(
            "invalid narrowing conversion from \"{}\" to \"{}\": constant value does not fit in \
             destination type",
            self.ty_name(&from),
            self.ty_name(switch_ty)
        );
        self.error(label.loc, message)
    }

    fn switch(&mut self, fx: &mut FnCtx, cond: &Expr, body: &Stmt, loc: Loc) -> LResult<()> {
        // (The condition is a full-expression: its temporaries are gone before any case.)
        let (cv, pty) = self.full_expression(fx, cond.loc, |this, fx| {
            let mut v = this.expr(fx, cond)?;
            // A class object switches on the integer it converts to.
            if let Ty::Struct(_) = v.ty() {
                v = this.through_sole_conversion_function(fx, v, cond.loc)?;
            }
            let (cv, cty) = this.rvalue(fx, v, cond.loc)?;
            if !cty.is_int() {
                this.diags.error(cond.loc, "switch quantity not an integer");
                return Err(Reported);
            }
            let pty = promote(&cty);
            Ok((this.convert(fx, cv, &cty, &pty, cond.loc)?, pty))
        })?;
        let mut labels = Vec::new();
        collect_cases(body, &mut labels);
        let exit = fx.b.new_block();
        let mut map = HashMap::default();
        let mut dispatch = Vec::new();
        let mut seen: Vec<(i64, i64)> = Vec::new();
        let env = fx.env.clone();
        // The labels see the enumerators a `using enum` at the top of the body names.
        let mut label_ns = fx.ns;
        if let Stmt::Block(stmts) = body {
            for st in stmts {
                if let Stmt::LocalItem(item @ Item::UsingEnum(_)) = st {
                    label_ns = self.names.block_scope(label_ns, item);
                    self.declare_class_using_enums(&env);
                }
            }
        }
        for (value, key, at) in &labels {
            let b = fx.b.new_block();
            match value {
                Some((low, high)) => {
                    let mut bound = |e: &Expr| match self.const_eval(e, &env, label_ns) {
                        Some(n) => Ok(n),
                        None => {
                            self.diags
                                .error(e.loc, "case label does not reduce to an integer constant");
                            Err(Reported)
                        }
                    };
                    let n = bound(low)?;
                    let last = match high {
                        Some(h) => bound(h)?,
                        None => n,
                    };
                    self.check_case_fits(fx, low, &pty, (&env, label_ns))?;
                    if seen.iter().any(|&(a, b)| n <= b && a <= last) {
                        self.diags.error(low.loc, "duplicate case label value");
                        return Err(Reported);
                    }
                    seen.push((n, last));
                    map.insert(Some(*key), b);
                    dispatch.push((n, b));
                }
                None => {
                    if map.insert(None, b).is_some() {
                        let message = "default label has already appeared in this switch";
                        return self.error(*at, message);
                    }
                }
            }
        }
        let default = map.get(&None).copied().unwrap_or(exit);
        // A GNU case range (`case lo ... hi:`) is taken only at its first value, as nvcc's
        // device code takes it (measured with CUDA 13.0: `case 0 ... 9:` does not match 5);
        // its bounds are still checked above.
        for (n, b) in dispatch {
            let k = fx.b.iconst(pty.ir().unwrap_or(IrType::I32), n);
            let c = fx.b.cmp(CmpOp::Eq, cv, k);
            let next = fx.b.new_block();
            fx.b.branch(c, b, next);
            fx.b.switch_to(next);
        }
        fx.b.jump(default);
        // Code before the first label is unreachable.
        let dead = fx.b.new_block();
        fx.b.switch_to(dead);
        fx.cases.push(map);
        fx.switch_initialized.push((fx.initialized.state(), loc));
        fx.loops.push(LoopTarget::new(fx, exit, None));
        let _ = loc;
        let r = self.scoped_stmt(fx, body);
        fx.loops.pop();
        fx.cases.pop();
        fx.switch_initialized.pop();
        fx.b.jump(exit);
        fx.b.switch_to(exit);
        r
    }

    fn return_stmt(&mut self, fx: &mut FnCtx, e: Option<&Expr>, loc: Loc) -> LResult<()> {
        let ret = fx.ret.clone();
        if fx.ret_deduced {
            let t = match e {
                Some(e) => decayed(&self.type_of_unevaluated(fx, e)?),
                None => Ty::Void,
            };
            if t != ret {
                return self.error(
                    e.map_or(loc, |e| e.loc),
                    format!(
                        "inconsistent deduction for auto return type: '{}' and then '{}'",
                        display(&ret, &self.structs),
                        display(&t, &self.structs)
                    ),
                );
            }
        }
        let Some(e) = e else {
            if ret != Ty::Void && fx.sret.is_none() {
                self.diags.error(
                    loc,
                    "return-statement with no value, in function returning non-void",
                );
                return Err(Reported);
            }
            self.destroy_above(fx, 0, loc);
            fx.b.terminate(Terminator::Return(None));
            return Ok(());
        };
        // `return f();` of an expression of type `void` returns nothing, which a kernel may do
        // (its errors, if any, are reported where it is lowered below).
        let void_value = |this: &mut Self, fx: &mut FnCtx| {
            let cp = this.diags.checkpoint();
            let void = matches!(this.unevaluated(fx, e), Ok((Ty::Void, _)));
            this.diags.rollback(cp);
            void
        };
        if fx.is_kernel && !void_value(self, fx) {
            self.diags.error(
                loc,
                "return-statement with a value, in a __global__ function returning 'void'",
            );
            return Err(Reported);
        }
        // The value, then the temporaries of its full-expression, then the function's locals.
        let mut kept = None;
        let value = self.full_expression(fx, loc, |this, fx| {
            if fx.ret_is_ref {
                let v = this.expr(fx, e)?;
                let from = v.ty().clone();
                let addr = this.lvalue_addr(fx, v, e.loc)?;
                let ret = fx.ret.clone();
                return Ok(Some(this.subobject_address(fx, addr, &from, &ret)));
            }
            if let Some(sret) = fx.sret {
                // A local returned by name is the result itself (the named return value
                // optimization nvcc makes): no copy, and it is not destroyed.
                let elided = |e: &Expr| match &e.kind {
                    ExprKind::Name(p) => fx.elided_return.as_ref() == Some(&p.last().name),
                    _ => false,
                };
                match this.returned_object(fx, e, &ret) {
                    Some(local) if fx.b.is_local_slot(local) && elided(e) => {
                        // Made in the result where no other object of the name was (a local
                        // of a nested block may live beside it): else its bits are copied.
                        if !fx.b.place_locals_at(&[local], sret) {
                            let (size, align) = size_align(&ret, &this.structs).unwrap_or((0, 1));
                            fx.copy_object(sret, local, size as u32, align);
                        }
                        kept = Some(local);
                    }
                    // A by-value parameter, or a local not every `return` names, is moved
                    // from.
                    Some(param) => {
                        let v = this.xvalue(fx, param, ret.clone());
                        this.store_val(fx, sret, &ret, v, loc)?;
                    }
                    None => match this.movable_local(fx, e) {
                        // A local (or by-value parameter) of another class, returned by name, is
                        // an rvalue to the constructor that converts it (`Wr(T&&)`), where one
                        // takes it so; else an lvalue.
                        // (A derived class's object returned as its base is moved under C++17
                        // too, as nvcc does: measured.)
                        Some((local, ty)) => {
                            let moved = this.where_nothing_runs(fx, |this, fx| {
                                let cp = this.diags.checkpoint();
                                let scratch = this.local_slot(fx, &ret);
                                let v = this.xvalue(fx, local, ty.clone());
                                let ok = this.store_val(fx, scratch, &ret, v, loc).is_ok();
                                this.diags.rollback(cp);
                                ok
                            });
                            let v = match moved {
                                true => this.xvalue(fx, local, ty),
                                false => Val::L(local, ty),
                            };
                            this.store_val(fx, sret, &ret, v, loc)?;
                        }
                        None => {
                            fx.copy_list = matches!(e.kind, ExprKind::InitList(_));
                            this.init_object(fx, sret, &ret, Some(e), loc)?
                        }
                    },
                }
                return Ok(None);
            }
            if ret == Ty::Void {
                this.expr(fx, e)?;
                return Ok(None);
            }
            // `return {};` of a scalar: its value-initialized value; `return {v};`: `v`, if it
            // does not narrow.
            let v = match &e.kind {
                ExprKind::InitList(items) if items.is_empty() => {
                    this.construct(fx, &ret, &[], true, e.loc)?
                }
                ExprKind::InitList(items) if items.len() == 1 => {
                    let v = this.value_for(fx, &items[0], &ret)?;
                    this.check_refused_narrowing(fx, &items[0], v.ty(), &ret)?;
                    v
                }
                _ => {
                    // (nvcc's message for a pointer to `const` too.)
                    if fx.returns_pointer_to_mutable
                        && this.points_to_const(fx, e)
                        && !this.literal_to_mutable_pointer(e, &ret)
                    {
                        return this
                            .error(e.loc, "return value type does not match the function type");
                    }
                    this.value_for(fx, e, &ret)?
                }
            };
            let v = this.through_conversion_function(fx, v, &ret, e.loc)?;
            // nvcc words a mismatch of enumerations apart from other types'.
            let from = v.ty();
            if from != &ret
                && (matches!(ret, Ty::Enum(_)) || matches!(from, Ty::Enum(e) if e.scoped))
            {
                return this.error(e.loc, "return value type does not match the function type");
            }
            let v =
                this.implicit_scalar(fx, v, &ret, "returned from a function returning", e.loc)?;
            Ok(Some(v))
        })?;
        self.destroy_above_keeping(fx, 0, kept, loc);
        fx.b.terminate(Terminator::Return(value));
        Ok(())
    }

    /// `if ... else if ... else ...`, walked as a chain rather than by recursion (a generated
    /// chain may have thousands of links). Each condition's scope lasts to the end of its `if`,
    /// which holds the rest of the chain: each link has a join block where its scope closes,
    /// reached from its own branch and from the join of the link inside it. Only a condition
    /// that declares a variable opens a scope: lookups walk every open scope.
    fn if_chain(&mut self, fx: &mut FnCtx, first: &Stmt) -> LResult<()> {
        let mut link = Some(first);
        let mut opened: Vec<(&Stmt, BlockId, bool)> = Vec::new();
        let mut failed = None;
        while let Some(s) = link.take() {
            let Stmt::If {
                cond,
                then,
                els,
                is_constexpr,
                loc,
            } = s
            else {
                let _ = self.scoped_stmt(fx, s);
                break;
            };
            if *is_constexpr {
                let value = match &**cond {
                    Stmt::Expr(e) => self.constant_in(fx, e),
                    _ => None,
                };
                match value {
                    Some(0) => link = els.as_deref(),
                    Some(_) => {
                        let _ = self.scoped_stmt(fx, then);
                        break;
                    }
                    None => {
                        let message =
                            "the condition of 'if constexpr' is not a constant expression";
                        failed = self.error::<()>(*loc, message).err();
                        break;
                    }
                }
                continue;
            }
            let declares = !matches!(**cond, Stmt::Expr(_));
            if declares {
                fx.scopes.push(HashMap::default());
            }
            let join = fx.b.new_block();
            opened.push((s, join, declares));
            let c = match self.condition(fx, cond) {
                Ok(c) => c,
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            };
            let (tb, eb) = (fx.b.new_block(), fx.b.new_block());
            fx.b.branch(c, tb, eb);
            fx.b.switch_to(tb);
            let _ = self.scoped_stmt(fx, then);
            fx.b.jump(join);
            fx.b.switch_to(eb);
            link = els.as_deref();
        }
        for (s, join, declares) in opened.into_iter().rev() {
            fx.b.jump(join);
            fx.b.switch_to(join);
            if declares {
                self.pop_scope(fx, fx_loc(s));
            }
        }
        failed.map_or(Ok(()), Err)
    }

    /// The local object (or by-value parameter; from C++20 also rvalue reference) of class
    /// type that `e` names alone, which a `return` may move from.
    fn movable_local(&self, fx: &FnCtx, e: &Expr) -> Option<(Var, Ty)> {
        let ExprKind::Name(p) = &e.kind else {
            return None;
        };
        if p.segments.len() != 1 || p.global {
            return None;
        }
        match fx.lookup(&p.segments[0].name) {
            Some(LocalVar::Object {
                addr,
                ty: ty @ Ty::Struct(_),
            }) if fx.b.is_local_slot(*addr)
                || fx.object_params.contains(addr)
                || self.cxx20 && fx.declared_references.get(addr) == Some(&RefKind::Rvalue) =>
            {
                Some((*addr, ty.clone()))
            }
            _ => None,
        }
    }

    /// The object of the local variable or by-value parameter `e` names, when it is one of
    /// this function's own of the return type `ret` (not a reference): a local slot, which
    /// becomes the result, or a parameter's object, which the result is moved from.
    fn returned_object(&self, fx: &FnCtx, e: &Expr, ret: &Ty) -> Option<Var> {
        let (addr, ty) = self.movable_local(fx, e)?;
        (ty == *ret).then_some(addr)
    }

    /// Reports `e`, which must be a constant expression, where its arithmetic reads a value
    /// known only when the code runs (see [`FnCtx::runtime_value_read`]) or is no constant
    /// for another reason ([`Lowerer::not_a_constant`]).
    fn reject_runtime_read(&mut self, fx: &FnCtx, e: &Expr) {
        let (note, loc) = match fx.runtime_value_read(e) {
            Some((name, loc)) => (
                format!("the value of '{name}' is not known until the code runs"),
                loc,
            ),
            None => match self.not_a_constant(e, &fx.env, fx.ns) {
                Some((loc, why @ NotConstant::DivisionByZero)) => (why.message().to_string(), loc),
                // An error of its own, as nvcc reports it.
                Some((loc, why)) => {
                    self.report_not_a_constant(loc, why);
                    return;
                }
                None => return,
            },
        };
        self.diags
            .error(e.loc, "expression must have a constant value");
        self.diags.note(loc, note);
    }

    fn local_decl(&mut self, fx: &mut FnCtx, d: &VarDecl) -> LResult<()> {
        let env = fx.env.clone();
        self.check_device_variable_in_body(d)?;
        if !d.storage.is_extern {
            self.check_redefinition(fx, &d.name, d.loc)?;
        } else if !d.cuda.shared && d.init.is_none() {
            // `extern __device__ int g;` in a block names the namespace-scope variable, which
            // the block's uses find where no local of the name hides it.
            return Ok(());
        }
        if d.cuda.shared || d.storage.is_static {
            let outer = std::mem::replace(&mut self.enclosing_statics, fx.visible_statics());
            let declared = self.block_scope_global(fx, d);
            self.enclosing_statics = outer;
            return declared;
        }
        if let TypeExpr::Auto = strip_quals(&d.ty) {
            return self.auto_decl(fx, d, false);
        }
        if is_auto_pointer(&d.ty) {
            self.auto_decl(fx, d, false)?;
            if let Some(LocalVar::Object { ty, .. }) = fx.lookup(&d.name) {
                if !ty.is_ptr() {
                    let shown = display(ty, &self.structs);
                    return self.error(
                        d.loc,
                        format!("'auto *' cannot be deduced from a value of type '{shown}'"),
                    );
                }
            }
            return Ok(());
        }
        if let (TypeExpr::DecltypeAuto, Some(init)) = (&d.ty, &d.init) {
            let declared = VarDecl {
                ty: TypeExpr::Decltype(Box::new(init.clone())),
                ..d.clone()
            };
            return self.local_decl(fx, &declared);
        }
        // A reference as written, a template parameter bound to one, or `decltype` of an
        // lvalue or xvalue.
        let kind = self.declared_reference_in(fx, strip_quals(&d.ty))?;
        if let Some(kind) = kind {
            let inner = match strip_quals(&d.ty) {
                TypeExpr::Reference(inner, _) => inner,
                t => t,
            };
            if matches!(strip_quals(inner), TypeExpr::Auto) {
                return self.auto_decl(fx, d, true);
            }
            let ty = self.resolve_type_in(fx, inner, d.loc)?;
            let addr = self.declared_reference_binding(fx, d, &ty, kind)?;
            self.check_placeholder_constraint((&fx.env, fx.ns), d, &ty)?;
            let addr = self.reference_name(fx, addr, kind, &d.ty);
            fx.declare(d.name.clone(), LocalVar::Object { addr, ty });
            fx.initialized.push(fx.scopes.len(), d.name.clone(), d.loc);
            return Ok(());
        }
        let ty = match self.deduced_class_type(fx, d)? {
            Some(ty) => Ok(ty),
            None => self.resolve_type_in(fx, &d.ty, d.loc),
        };
        let scalars = match &d.init {
            Some(init) => self.scalar_items(fx, init),
            None => Default::default(),
        };
        let ty = self.complete_array_type(ty?, d.init.as_ref(), &scalars);
        // A function declared in a block (`int inc(int);`, old C's habit) declares the
        // namespace's function, which lookup finds already.
        if matches!(ty, Ty::Func(_)) && d.init.is_none() {
            return Ok(());
        }
        self.check_declared_type(fx, d, &ty)?;
        self.check_not_abstract(&ty, d.loc)?;
        if matches!(ty, Ty::Array(_, Some(0))) {
            return self.error(
                d.loc,
                format!(
                    "zero-sized variable \"{}\" is not allowed in device code",
                    d.name
                ),
            );
        }
        self.needs_definition(&ty, d.loc)?;
        if size_align(&ty, &self.structs).is_none() {
            self.diags.error(
                d.loc,
                format!(
                    "variable '{}' has incomplete type '{}'",
                    d.name,
                    display(&ty, &self.structs)
                ),
            );
            return Err(Reported);
        }
        let at_least = self
            .declared_alignment(d.align.as_deref(), &env, fx.ns)
            .max(self.alias_alignment(&d.ty, fx.ns).unwrap_or(1));
        let addr = self.aligned_local_slot(fx, &ty, at_least);
        if at_least > 1 {
            fx.declared_alignments.insert(addr, at_least);
        }
        self.mark_qualifiers(fx, addr, &d.ty);
        if d.storage.is_constexpr {
            fx.const_objects.insert(addr);
        }
        let const_value = self.constant_local_value(fx, d, &ty);
        // Declared before its initializer runs, as C++ scopes it.
        fx.declare(
            d.name.clone(),
            LocalVar::Object {
                addr,
                ty: ty.clone(),
            },
        );
        if let Some(value) = const_value {
            fx.bind_constant(d.name.clone(), TArg::Value(value, None));
        }
        // A `constexpr` object of class type is also a constant a template argument can name
        // (`sum<p>()` with `template <Pt P>`): the template parameter object of its value. A
        // `constexpr` array's elements are constants too (`Arr<sq[3]>`).
        let constant_init = super::constant_objects::constant_initializer(d, &ty);
        if let (Some(e), true, Ty::Struct(_) | Ty::Array(_, Some(_))) =
            (constant_init.as_deref(), d.storage.is_constexpr, &ty)
        {
            let cp = self.diags.checkpoint();
            let object = self.template_parameter_object(&ty, e, &env, fx.ns);
            self.diags.rollback(cp);
            if let Some(object) = object {
                fx.bind_constant(d.name.clone(), object);
            }
        }
        // A `constexpr` floating-point local is its value too (`int a[(int)(d * 2)];`).
        let float_value = match &d.init {
            Some(e) if d.storage.is_constexpr && ty.is_float() => {
                let (e, env) = self.operand_types_bound(fx, e)?;
                self.const_eval_float(&e, &env, fx.ns)
            }
            _ => None,
        };
        if let Some(value) = float_value {
            let value = super::constexpr::Num::Float(value, ty == Ty::Float);
            fx.bind_constant(d.name.clone(), TArg::value(value, None));
        }
        if let (Some(e), true, None, None) =
            (&d.init, d.storage.is_constexpr, const_value, float_value)
        {
            self.reject_runtime_read(fx, e);
        }
        // Device code may call a host `constexpr` function only under
        // `--expt-relaxed-constexpr`, in a constant initializer too: the initializer is typed as
        // code (where nothing runs it) for that error.
        if let (Some(e), false, true) = (
            d.scalar_initializer(),
            self.relaxed_constexpr,
            const_value.is_some() || float_value.is_some(),
        ) {
            // (`T zero{}` calls nothing.)
            if !matches!(e.kind, ExprKind::InitList(_)) {
                fx.typing_constant_initializer = true;
                let _ = self.where_nothing_runs(fx, |this, fx| this.expr(fx, e));
                fx.typing_constant_initializer = false;
            }
        }
        if let (None, Ty::Struct(class)) = (&d.init, ty.strip_arrays()) {
            let class = *class;
            let deleted = match self.has_constructors(class) {
                true => None,
                false => self.implicit_default_deleted(class),
            };
            let name = &self.structs[class.0 as usize].name;
            let message = match deleted {
                None => None,
                Some(DeletedDefault::UninitializedConst) => Some(format!(
                    "variable \"{}\" has an uninitialized const or reference member",
                    d.name
                )),
                Some(DeletedDefault::UninitializedReference | DeletedDefault::Closure) => Some(format!(
                    "the default constructor of \"{name}\" cannot be referenced -- it is a deleted function"
                )),
                Some(DeletedDefault::Subobject) => {
                    Some(format!("no default constructor exists for class \"{name}\""))
                }
            };
            if let Some(message) = message {
                self.diags.error(d.loc, message);
                // A destructor that is deleted too is reported with it, as nvcc does.
                let _ = self.require_destructible(fx, &ty, d.loc);
                return Err(Reported);
            }
        }
        if let (Some(init), true) = (d.scalar_initializer(), fx.mutable_pointees.contains(&addr)) {
            let action = "used to initialize an entity of type";
            self.check_dropped_const(fx, init, &ty, action)?;
        }
        match (const_value, float_value, ty.ir()) {
            // A constant integer is its value (computed by the constant evaluator).
            // (An enumeration's value is already of its type.)
            (Some(value), _, Some(ir)) if matches!(ty, Ty::Enum(_)) => {
                let v = fx.b.iconst(ir, value);
                self.store_val(fx, addr, &ty, Val::R(v, ty.clone()), d.loc)?;
            }
            (Some(value), _, _) if ty.is_int() => {
                let v = fx.b.iconst(IrType::I64, value);
                self.store_val(fx, addr, &ty, Val::R(v, LONG), d.loc)?;
            }
            (_, Some(value), Some(ir)) => {
                let v = fx.b.fconst(ir, value);
                self.store_val(fx, addr, &ty, Val::R(v, ty.clone()), d.loc)?;
            }
            _ => self.full_expression(fx, d.loc, |this, fx| {
                fx.copy_list = d.copy_list;
                this.init_object(fx, addr, &ty, d.init.as_ref(), d.loc)?;
                this.keep_initializer_temporaries(fx, addr);
                Ok(())
            })?,
        }
        self.require_destructible(fx, &ty, d.loc)?;
        self.schedule_destruction(fx, addr, &ty);
        let constructed = match &ty {
            Ty::Struct(sid) => self.has_constructors(*sid),
            Ty::Array(elem, _) => matches!(&**elem, Ty::Struct(sid) if self.has_constructors(*sid)),
            _ => false,
        };
        if d.init.is_some() || constructed {
            fx.initialized.push(fx.scopes.len(), d.name.clone(), d.loc);
        }
        Ok(())
    }

    /// The type of an expression that is not evaluated (`decltype`): lowered into a block nothing
    /// reaches.
    pub(super) fn type_of_unevaluated(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<Ty> {
        Ok(self.unevaluated(fx, e)?.0)
    }

    /// The type of `e`, lowered where nothing reaches it, and its value category as the
    /// reference a `decltype` would add: lvalue, xvalue (rvalue reference) or prvalue (none).
    pub(super) fn unevaluated(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
    ) -> LResult<(Ty, Option<RefKind>)> {
        self.unevaluated_with_qualifiers(fx, e)
            .map(|(ty, category, _)| (ty, category))
    }

    /// [`Lowerer::unevaluated`], and the qualifiers the lowering knows of its value: `const`
    /// where the lvalue it gives is of a `const` object (the result of a call returning `T&&`
    /// with `T = const S&`), and those of a call's declared result (see
    /// [`FnCtx::result_cvs`]).
    pub(super) fn unevaluated_with_qualifiers(
        &mut self,
        fx: &mut FnCtx,
        e: &Expr,
    ) -> LResult<(Ty, Option<RefKind>, super::Cv)> {
        let (v, category) = self.where_nothing_runs(fx, |this, fx| {
            fx.unevaluated += 1;
            let v = this.expr(fx, e);
            fx.unevaluated -= 1;
            let category = match &v {
                Ok(v @ Val::L(..)) if this.is_rvalue(fx, v) => {
                    let temporary = matches!(v, Val::L(a, _) if this.is_temporary(fx, *a));
                    (!temporary).then_some(RefKind::Rvalue)
                }
                Ok(Val::L(..) | Val::Bits { .. }) => Some(RefKind::Lvalue),
                _ => None,
            };
            (v, category)
        });
        let declared = |fx: &FnCtx, var: &Var| fx.result_cvs.get(var).copied().unwrap_or_default();
        Ok(match v? {
            Val::L(addr, t) => {
                let marked = super::Cv::of(fx.const_objects.contains(&addr), false);
                (t, category, marked.union(declared(fx, &addr)))
            }
            Val::R(var, t) => {
                let cv = declared(fx, &var);
                (t, category, cv)
            }
            Val::Bits { ty: t, .. } => (t, category, super::Cv::NONE),
            _ => (Ty::Void, None, super::Cv::NONE),
        })
    }

    /// Runs `f` lowering code into a block nothing reaches: typed, never run. The temporaries
    /// it makes are never made, so none is destroyed either.
    pub(super) fn where_nothing_runs<R>(
        &mut self,
        fx: &mut FnCtx,
        f: impl FnOnce(&mut Self, &mut FnCtx) -> R,
    ) -> R {
        let here = fx.b.current_block();
        let dead = fx.b.new_block();
        fx.b.switch_to(dead);
        let temporaries = fx.temporaries.len();
        let result = f(self, fx);
        fx.temporaries.truncate(temporaries);
        fx.b.switch_to(here);
        result
    }

    /// Whether the operand of `noexcept(e)` may throw: whether it calls a function whose
    /// exception specification allows it to (device code has no `throw` expressions).
    pub(super) fn may_throw(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<bool> {
        let outer = std::mem::replace(&mut fx.may_throw, false);
        let typed = self.unevaluated(fx, e);
        let may_throw = std::mem::replace(&mut fx.may_throw, outer);
        typed.map(|_| may_throw)
    }

    /// Whether a call of `decl` may throw, as its exception specification says (evaluated with
    /// the call's template arguments, and where it names them, its parameters of the types
    /// `params`); without one, every function may but destructors, deallocation functions and
    /// defaulted functions (whose implicit specification is taken as `noexcept`, as it is
    /// where their members' functions do not throw).
    pub(super) fn call_may_throw(
        &mut self,
        (decl, env, ns, owner): (&FunctionDecl, &TEnv, NsId, Owner),
        params: &[DeclaredTy],
    ) -> bool {
        match &decl.exception_spec {
            Some(spec) => {
                let cp = self.diags.checkpoint();
                let value = self.const_eval(spec, env, ns).or_else(|| {
                    self.in_function_context(decl, env, ns, owner, params, |this, fx| {
                        this.constant_in(fx, spec)
                    })
                });
                self.diags.rollback(cp);
                value == Some(0)
            }
            None => {
                let name = &decl.name.last().name;
                let deallocation = matches!(&**name, "operator delete" | "operator delete[]");
                !(decl.role == FunctionRole::Destructor || decl.defaulted || deallocation)
            }
        }
    }

    /// What a block-scope variable `d` of type `ty` (as its declaration writes it) is checked
    /// for: a constrained placeholder's constraint, and warnings where it is a `long double`
    /// or its class is `deprecated`.
    fn check_declared_type(&mut self, fx: &FnCtx, d: &VarDecl, ty: &Ty) -> LResult<()> {
        self.check_placeholder_constraint((&fx.env, fx.ns), d, ty)?;
        if *ty.strip_arrays() == (Ty::Double { long: true }) {
            self.warn_long_double(d.loc);
        }
        if let Ty::Struct(class) = ty.strip_arrays() {
            let decl = self.struct_infos[class.0 as usize].decl.clone();
            if let (Some(deprecation), Some(name)) = (&decl.deprecated, &decl.name) {
                self.warn_deprecated_use("class", name, deprecation, d.loc);
            }
        }
        Ok(())
    }

    /// An error where the variable `d`, of type `ty`, is declared with a constrained
    /// placeholder (`std::integral auto x`) whose deduced type does not satisfy its constraint.
    pub(super) fn check_placeholder_constraint(
        &mut self,
        site: (&TEnv, NsId),
        d: &VarDecl,
        ty: &Ty,
    ) -> LResult<()> {
        let Some((concept, at)) = &d.constraint else {
            return Ok(());
        };
        let deduced = placeholder_type(&d.ty, ty);
        let arg = TArg::Type(deduced.clone(), Cv::NONE);
        if self.satisfies_type_constraint(site, concept, arg, *at) {
            return Ok(());
        }
        let shown = self.ty_name(&deduced);
        self.error(
            *at,
            format!("the deduced placeholder type \"{shown}\" failed the type constraint"),
        )
    }

    /// A `__device__` variable declared in a function body is `static` (or `extern`), as
    /// nvcc's device pass requires. (A `__shared__` or `static __device__` one in a `__host__
    /// __device__` function is its host pass's error, where that pass sees it: not under
    /// `#ifdef __CUDA_ARCH__`.)
    fn check_device_variable_in_body(&mut self, d: &VarDecl) -> LResult<()> {
        if d.cuda.device && !d.cuda.shared && !d.storage.is_static && !d.storage.is_extern {
            return self.error(
                d.loc,
                "an automatic \"__device__\" variable declaration is not allowed inside a device function body",
            );
        }
        Ok(())
    }

    fn auto_decl(&mut self, fx: &mut FnCtx, d: &VarDecl, is_ref: bool) -> LResult<()> {
        let Some(init) = &d.init else {
            self.diags.error(
                d.loc,
                format!("declaration of 'auto {}' has no initializer", d.name),
            );
            return Err(Reported);
        };
        let init = match &init.kind {
            ExprKind::Construct(TypeExpr::Auto, args, _) | ExprKind::InitList(args)
                if args.len() == 1 =>
            {
                &args[0]
            }
            _ => init,
        };
        let declared = self.full_expression(fx, init.loc, |this, fx| {
            let first_temporary = fx.temporaries.len();
            let v = this.expr(fx, init)?;
            let v = this.with_shown_constness(fx, init, v);
            // A pointer deduced from one to `const` (or from an array of `const`) points to
            // `const`.
            let points_to_const = match &v {
                Val::L(at, Ty::Array(..)) => {
                    fx.const_objects.contains(at) || fx.const_pointees.contains(at)
                }
                Val::L(at, ty) if ty.is_ptr() => fx.const_pointees.contains(at),
                Val::R(p, ty) if ty.is_ptr() => fx.const_objects.contains(p),
                _ => false,
            } || matches!(v.ty(), Ty::Ptr(_) | Ty::Array(..))
                && this.points_to_const(fx, init);
            if is_ref {
                let ty = v.ty().clone();
                // `const auto&` and `auto&&` bind a prvalue to a temporary of its own.
                let binds_temporary = match strip_quals(&d.ty) {
                    TypeExpr::Reference(inner, RefKind::Lvalue) => is_const_type(inner),
                    _ => true,
                };
                // `auto&&` is an rvalue reference where it binds an rvalue.
                let kind = match (strip_quals(&d.ty), this.is_rvalue(fx, &v)) {
                    (TypeExpr::Reference(_, RefKind::Rvalue), true) => RefKind::Rvalue,
                    _ => RefKind::Lvalue,
                };
                let addr = match v {
                    Val::R(..) if binds_temporary => this.bind_reference(fx, v, &ty, init.loc)?,
                    v => this.lvalue_addr(fx, v, init.loc)?,
                };
                this.keep_temporary_referred_to(fx, first_temporary, init, &ty, addr);
                return Ok((this.reference_name(fx, addr, kind, &d.ty), ty, true));
            }
            let ty = match v.ty() {
                Ty::Array(e, _) => Ty::Ptr(e.clone()),
                t => t.clone(),
            };
            if ty == Ty::Void {
                this.diags.error(
                    init.loc,
                    format!("variable '{}' declared with deduced type 'void'", d.name),
                );
                return Err(Reported);
            }
            // A conditional made its class prvalue in a slot per arm, before this variable's
            // slot could be made: the variable's slot, made first of all, is where each arm
            // makes it.
            let made_by_arms = matches!(&v, Val::L(made, t)
                if *t == ty && fx.made_in.contains_key(made) && this.is_temporary(fx, *made));
            let addr = match made_by_arms {
                true => this.entry_local_slot(fx, &ty),
                false => this.local_slot(fx, &ty),
            };
            if points_to_const {
                fx.const_pointees.insert(addr);
            }
            // (One deduced from a pointer to `volatile` points to `volatile`.)
            if ty.is_ptr() && expr::argument_target(fx, &v, false).is_volatile() {
                fx.volatile_pointees.insert(addr);
            }
            // (And below its target, what the value's type shows: `auto p = &chain;`.)
            if ty.is_ptr() {
                let below = expr::value_cv(fx, &v);
                if below.held().held() != Cv::NONE {
                    fx.result_cvs.insert(addr, below);
                }
            }
            // (`auto xs = {T(1), T(2)};` keeps the list's array.)
            if let Val::L(made, _) = v {
                this.keep_initializer_temporaries(fx, made);
            }
            match v {
                // A temporary of the type becomes the object: its storage is the variable's.
                Val::L(made, ref t)
                    if *t == ty
                        && this.is_temporary(fx, made)
                        && (fx.b.place_locals_at(&[addr], made)
                            || made_by_arms && this.place_temporary(fx, made, addr)) =>
                {
                    this.take_temporary(fx, made);
                }
                v => this.store_val(fx, addr, &ty, v, init.loc)?,
            }
            Ok((addr, ty, false))
        })?;
        self.check_placeholder_constraint((&fx.env, fx.ns), d, &declared.1)?;
        let (addr, ty) = match declared {
            (addr, ty, true) => {
                fx.declare(d.name.clone(), LocalVar::Object { addr, ty });
                return Ok(());
            }
            (addr, ty, false) => (addr, ty),
        };
        self.require_destructible(fx, &ty, d.loc)?;
        self.schedule_destruction(fx, addr, &ty);
        self.mark_qualifiers(fx, addr, &d.ty);
        if d.storage.is_constexpr {
            fx.const_objects.insert(addr);
        }
        let const_value = match is_constant_variable(d) && !ty.is_int128() {
            true => {
                let (init, env) = self.operand_types_bound(fx, init)?;
                self.const_eval(&init, &env, fx.ns)
            }
            false => None,
        };
        let closure = match ty {
            Ty::Struct(class) => self.is_constant_closure(class).then_some(class),
            _ => None,
        };
        fx.declare(d.name.clone(), LocalVar::Object { addr, ty });
        if let Some(value) = const_value {
            fx.bind_constant(d.name.clone(), TArg::Value(value, None));
        }
        if let Some(class) = closure {
            let mut env = (*fx.env).clone();
            let key = super::closures::constant_closure_key(&d.name);
            env.insert(key, TArg::Type(Ty::Struct(class), Cv::NONE));
            fx.env = Rc::new(env);
        }
        Ok(())
    }

    /// `__shared__` and `static` variables declared in a function body: module globals.
    fn block_scope_global(&mut self, fx: &mut FnCtx, d: &VarDecl) -> LResult<()> {
        // A `decltype` in its type sees the locals (`__shared__ int tile[decltype(cfg)::N]`).
        let (written, env) = self.decltypes_bound(fx, &d.ty)?;
        let ty = match written == d.ty {
            true => self.variable_type(d, &env, fx.ns)?,
            false => {
                let bound = VarDecl {
                    ty: written,
                    ..d.clone()
                };
                self.variable_type(&bound, &env, fx.ns)?
            }
        };
        let scalars = self.initializer_scalars(d.init.as_ref(), &env, fx.ns);
        let ty = self.complete_array_type(ty, d.init.as_ref(), &scalars);
        self.check_declared_type(fx, d, &ty)?;
        if d.cuda.shared && d.storage.is_extern {
            if !matches!(ty, Ty::Array(_, None)) && size_align(&ty, &self.structs).is_none() {
                self.diags.error(
                    d.loc,
                    "extern __shared__ variable must be an array of unspecified size",
                );
                return Err(Reported);
            }
            // Each declaration names the same variable, which has one type (a kernel template
            // declaring `extern __shared__ T s[]` for two types is rejected by nvcc alike).
            match self.extern_shared.get(&d.name) {
                Some((first, at)) if *first != ty => {
                    // Kernels are not lowered in source order: the later declaration is the
                    // one in error.
                    let key = |l: &Loc| (l.file.0, l.line, l.col);
                    let (earlier, later) = match key(at) <= key(&d.loc) {
                        true => (*at, d.loc),
                        false => (d.loc, *at),
                    };
                    self.diags.error(
                        later,
                        format!(
                            "declaration is incompatible with previous \"{}\" (declared at line {})",
                            d.name, earlier.line
                        ),
                    );
                    return Err(Reported);
                }
                Some(_) => {}
                None => {
                    self.extern_shared
                        .insert(d.name.clone(), (ty.clone(), d.loc));
                }
            }
            let dst = fx.b.new_var(IrType::Ptr);
            fx.b.push(Inst::Special {
                dst,
                reg: ir::Special::DynamicShared,
            });
            fx.statics.insert(dst, StaticPlace::DynamicShared);
            fx.declare(d.name.clone(), LocalVar::Object { addr: dst, ty });
            return Ok(());
        }
        if d.cuda.shared && d.init.is_some() {
            self.diags.error(
                d.loc,
                "initialization is not supported for __shared__ variables",
            );
            return Err(Reported);
        }
        self.needs_definition(&ty, d.loc)?;
        let Some((size, align)) = size_align(&ty, &self.structs) else {
            self.diags
                .error(d.loc, format!("variable '{}' has incomplete type", d.name));
            return Err(Reported);
        };
        let default = self.default_static_initializer(d, &ty);
        let init = d.init.as_ref().or(default.as_ref());
        let data = self.static_data(&ty, size, init, &scalars, &env, fx.ns)?;
        let align = align
            .max(self.alias_alignment(&d.ty, fx.ns).unwrap_or(1))
            .max(self.declared_alignment(d.align.as_deref(), &env, fx.ns));
        self.shared_counter += 1;
        let id = GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!("{}::{}#{}", fx.func_name, d.name, self.shared_counter),
            space: if d.cuda.shared {
                GlobalSpace::Shared
            } else {
                GlobalSpace::Device
            },
            size,
            align: align as u32,
            init: data.bytes,
            relocations: data.relocations,
        });
        let dst = fx.b.global_addr(id);
        self.mark_qualifiers(fx, dst, &d.ty);
        fx.statics.insert(dst, StaticPlace::Global(id));
        let constant = self.constant_local_value(fx, d, &ty);
        fx.declare(d.name.clone(), LocalVar::Object { addr: dst, ty });
        if let Some(value) = constant {
            fx.bind_constant(d.name.clone(), TArg::Value(value, None));
        }
        Ok(())
    }

    /// The value of the local `d` of type `ty` where it is a constant expression's: a `const`
    /// or `constexpr` integer initialized by one (array bounds and template arguments after
    /// it read it, whether it is `static` or not). 128-bit values are computed when the code
    /// runs (constants are held in 64 bits).
    fn constant_local_value(&mut self, fx: &mut FnCtx, d: &VarDecl, ty: &Ty) -> Option<i64> {
        let init = d.init.as_ref()?;
        if !(is_const_type(&d.ty) || d.storage.is_constexpr) || !ty.is_int() || ty.is_int128() {
            return None;
        }
        let (init, env) = self.operand_types_bound(fx, init).ok()?;
        self.const_eval(&init, &env, fx.ns)
    }

    /// The address of the static-storage object at `place`, computed in `fx`'s function.
    pub(super) fn static_addr(&mut self, fx: &mut FnCtx, place: StaticPlace) -> Var {
        let dst = fx.b.new_var(IrType::Ptr);
        fx.b.push(match place {
            StaticPlace::Global(global) => Inst::GlobalAddr { dst, global },
            StaticPlace::DynamicShared => Inst::Special {
                dst,
                reg: ir::Special::DynamicShared,
            },
        });
        fx.statics.insert(dst, place);
        dst
    }
}

/// The expressions the `return` statements of `stmts` return, in order (not those of the
/// lambdas in them).
pub(super) fn returned_expressions(stmts: &[Stmt]) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut pending: Vec<&Stmt> = stmts.iter().rev().collect();
    while let Some(s) = pending.pop() {
        match s {
            Stmt::Return(Some(e), _) => out.push(e),
            Stmt::Block(v) => pending.extend(v.iter().rev()),
            Stmt::If { then, els, .. } => {
                pending.extend(els.as_deref());
                pending.push(then);
            }
            Stmt::For { body, .. }
            | Stmt::While { body, .. }
            | Stmt::DoWhile { body, .. }
            | Stmt::Switch { body, .. }
            | Stmt::RangeFor { body, .. } => pending.push(body),
            _ => {}
        }
    }
    out
}

/// The local that every `return` of `body` names, if there is one (see
/// [`FnCtx::elided_return`]).
fn the_returned_local(body: &[Stmt]) -> Option<Rc<str>> {
    let mut names = returned_expressions(body)
        .into_iter()
        .map(|e| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => Some(p.last().name.clone()),
            _ => None,
        });
    let first = names.next()??;
    names.all(|n| n.as_ref() == Some(&first)).then_some(first)
}

impl Lowerer<'_> {
    /// The address of the object that the reference `d` declares (of `kind`, to a `ty`)
    /// binds: what its initializer names, else a temporary made from it, kept as long as the
    /// reference is (in a function); with C++'s rules and nvcc's words for what may not bind.
    pub(super) fn declared_reference_binding(
        &mut self,
        fx: &mut FnCtx,
        d: &VarDecl,
        ty: &Ty,
        kind: RefKind,
    ) -> LResult<Var> {
        let ty = ty.clone();
        let Some(init) = &d.init else {
            self.diags.error(
                d.loc,
                format!("'{}' declared as reference but not initialized", d.name),
            );
            return Err(Reported);
        };
        let written = init;
        let written_braced = matches!(
            &init.kind,
            ExprKind::InitList(_) | ExprKind::Construct(TypeExpr::Auto, _, true)
        );
        // A reference only its type's alias shows (`typename R::type r(x);`, `{x}`) is
        // initialized by its one argument, as the parser does for `T &r(x)`; a list of
        // other items makes a temporary of the type referred to (`const P& r = {1, 2};`).
        let init = match &init.kind {
            ExprKind::InitList(args)
                if args.len() == 1
                    && matches!(ty, Ty::Struct(_))
                    && !self.copies_object(fx, &args[0], &ty) =>
            {
                init
            }
            ExprKind::Construct(TypeExpr::Auto, args, _) | ExprKind::InitList(args)
                if args.len() == 1 =>
            {
                &args[0]
            }
            _ => init,
        };
        let rvalue_reference = kind == RefKind::Rvalue;
        let listed = !std::ptr::eq(init, written);
        // `T& r(x)`: a direct-initialization, which `explicit` conversion functions to the
        // very type referred to take part in ([over.match.ref]).
        let conversion = match &written.kind {
            ExprKind::Construct(TypeExpr::Auto, _, false) => Conversion::Explicit,
            _ => Conversion::Implicit,
        };
        self.full_expression(fx, init.loc, |this, fx| {
            let first_temporary = fx.temporaries.len();
            let v = match &init.kind {
                // `const P& r = {1, 2};`: the list makes a temporary of the type referred to.
                ExprKind::InitList(_) => this.temporary_from(fx, &ty, init, init.loc)?,
                _ => this.expr_of_type(fx, init, &ty)?,
            };
            // `const int& r{v}`: `v` may not narrow to the temporary it may make.
            if listed && written_braced && ty.is_arith() {
                this.check_refused_narrowing(fx, init, v.ty(), &ty)?;
            }
            // Of `ty` or a class derived from it: what a reference binds without a
            // conversion.
            let related = |this: &Self, v: &Val| {
                v.ty() == &ty || this.subobject_offset(v.ty(), &ty).is_some()
            };
            // (An `explicit` one only where it returns a reference of the kind declared: one
            // that returns a value would make a temporary, which copy-initialization makes,
            // without it.)
            let conversion = match conversion {
                Conversion::Explicit if !this.explicit_conversion_binds(fx, &v, &ty, kind) => {
                    Conversion::Implicit
                }
                conversion => conversion,
            };
            // A class object of another class binds through its conversion function
            // (`S&& r = c;` with `operator S&&()`; `int& r = W();` with `operator int&()`).
            let v = match v.ty() {
                Ty::Struct(_)
                    if !related(this, &v)
                        && (rvalue_reference || conversion == Conversion::Explicit) =>
                {
                    this.converted_object(fx, v, &ty, conversion, init.loc)?
                }
                Ty::Struct(_) if this.converts_to_lvalue(fx, &v, &ty) => {
                    this.through_conversion_function(fx, v, &ty, init.loc)?
                }
                _ => v,
            };
            // (An lvalue of another type, or a function, binds through a temporary, or
            // as it is.)
            let related = related(this, &v);
            if rvalue_reference && related && !matches!(ty, Ty::Func(_)) && !this.is_rvalue(fx, &v)
            {
                return this.error(init.loc, "an rvalue reference cannot be bound to an lvalue");
            }
            // A reference keeps every qualifier of the object it binds.
            let object = expr::argument_target(fx, &v, true);
            // (`decltype(c)&` of a `const` local is a reference to `const`.)
            let (declared, env) = this.decltypes_bound(fx, &d.ty)?;
            let target_const = this.target_is_const(&declared, &env, fx.ns);
            let target_volatile = this.target_is_volatile(&declared, &env, fx.ns);
            // A `const volatile T&` binds no rvalue either (nvcc's words, measured).
            if !rvalue_reference
                && target_const == Some(true)
                && target_volatile == Some(true)
                && this.is_rvalue(fx, &v)
            {
                return this.error(
                    init.loc,
                    "initial value of reference to const volatile must be an lvalue",
                );
            }
            // A `T&` binds no rvalue (a prvalue, a temporary, an xvalue) and no temporary
            // converted from an lvalue of another type (nvcc's words, measured).
            if !rvalue_reference && target_const == Some(false) && !matches!(ty, Ty::Func(_)) {
                let message = match &v {
                    v if this.is_rvalue(fx, v) => {
                        Some("initial value of reference to non-const must be an lvalue".into())
                    }
                    Val::L(_, from) if from.is_arith() && *from != ty => Some(format!(
                        "a reference of type \"{} &\" (not const-qualified) cannot be \
                         initialized with a value of type \"{}\"",
                        this.ty_name(&ty),
                        this.ty_name(from)
                    )),
                    _ => None,
                };
                if let Some(message) = message {
                    return this.error(init.loc, message);
                }
            }
            let target_volatile = this.target_is_volatile(&declared, &env, fx.ns);
            let target_cv = Cv::of(target_const == Some(true), target_volatile == Some(true));
            if object.is_const() && target_const == Some(false) && (!rvalue_reference || related)
                || object.is_volatile() && target_volatile == Some(false)
            {
                let message = this.qualifiers_dropped((&ty, kind), target_cv, v.ty(), object);
                return this.error(init.loc, message);
            }
            // A class object that no conversion function makes a scalar of the type referred
            // to (nvcc shows the reference's qualifiers).
            if matches!(v, Val::L(_, Ty::Struct(_)))
                && ty.is_scalar()
                && this
                    .object_conversion(fx, &v, &ty, Conversion::Implicit)
                    .is_none()
            {
                let message = this.no_conversion_function(fx, &v, target_cv, &ty);
                return this.error(init.loc, message);
            }
            // A temporary of a class derived from the one referred to (`const B& b =
            // D();`) is kept whole, wherever its base lies in it.
            let made = match &v {
                Val::L(at, Ty::Struct(_)) => {
                    Some(*at).filter(|at| fx.temporaries.iter().any(|t| t.addr == *at))
                }
                _ => None,
            };
            let addr = this.bind_reference(fx, v, &ty, init.loc)?;
            this.keep_temporary_referred_to(fx, first_temporary, init, &ty, made.unwrap_or(addr));
            Ok(addr)
        })
    }

    /// Keeps for a reference's scope the temporary it binds (`bound`, of type `ty`, made by
    /// its initializer `init`), or, where it binds a class or array member of one (`One().t`,
    /// `T().arr`) or a temporary cast to a reference (`static_cast<T&&>(T(6))`), the first
    /// temporary the initializer made (after `first_temporary`), as nvcc 13.0's device code
    /// does (measured; a member of a scalar type keeps nothing, measured too).
    fn keep_temporary_referred_to(
        &mut self,
        fx: &mut FnCtx,
        first_temporary: usize,
        init: &Expr,
        ty: &Ty,
        bound: Var,
    ) {
        let whole = fx.temporaries[first_temporary..]
            .iter()
            .find(|t| !t.consumed)
            .map(|t| (t.addr, t.ty.clone()));
        match whole {
            Some((at, whole_ty))
                if matches!(ty, Ty::Struct(_) | Ty::Array(..)) && refers_into_operand(init) =>
            {
                self.extend_temporary(fx, at, &whole_ty)
            }
            _ => self.extend_temporary(fx, bound, ty),
        }
    }
}

/// Whether `e` is written with names, literals and operators alone (no call, construction,
/// assignment, increment or other expression that may do something whatever it lowers to).
fn operations_alone(e: &Expr) -> bool {
    struct Plain(bool);
    impl Visitor for Plain {
        fn expr(&mut self, e: &Expr) {
            self.0 &= match &e.kind {
                ExprKind::Unary(op, _) => !matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ),
                ExprKind::Int { .. }
                | ExprKind::Float { .. }
                | ExprKind::Char(..)
                | ExprKind::Str(_)
                | ExprKind::Bool(_)
                | ExprKind::Nullptr
                | ExprKind::This
                | ExprKind::Name(_)
                | ExprKind::Binary(..)
                | ExprKind::Cond(..)
                | ExprKind::Index(..)
                | ExprKind::Member { .. }
                | ExprKind::Cast(..)
                | ExprKind::SizeofType(_)
                | ExprKind::SizeofExpr(_)
                | ExprKind::AlignofType(_)
                | ExprKind::AlignofExpr(_) => true,
                _ => false,
            };
            if self.0 {
                walk_expr(self, e);
            }
        }
    }
    let mut plain = Plain(true);
    plain.expr(e);
    plain.0
}

/// Whether `e` refers into the object its operand makes: a member of it (`One().t`, through
/// `.` only) or the operand cast to a reference (`static_cast<T&&>(T(6))`).
fn refers_into_operand(e: &Expr) -> bool {
    matches!(
        &e.kind,
        ExprKind::Member { arrow: false, .. } | ExprKind::Cast(_, TypeExpr::Reference(..), _)
    )
}

/// Whether `t` is `auto*` (or `const auto*`...): a pointer of a deduced type.
fn is_auto_pointer(t: &TypeExpr) -> bool {
    matches!(strip_quals(t), TypeExpr::Pointer(inner) if matches!(strip_quals(inner), TypeExpr::Auto))
}

/// The type of the elements of the (possibly nested) array type `t`, or `t`.
fn innermost_element(t: &TypeExpr) -> &TypeExpr {
    match strip_quals(t) {
        TypeExpr::Array(e, _) => innermost_element(e),
        _ => t,
    }
}

/// `for (var : range) body` over a class object, as C++ defines it:
/// `{ auto& r = range; auto b = r.begin(); auto e = r.end(); for (; b != e; ++b) { var = *b;
/// body } }` (`begin(r)` and `end(r)` where the class has no `begin` of its own, `members`
/// false), its own names spelled so that no program's can meet them.
fn range_for_over_class(var: &VarDecl, range: &Expr, body: &Stmt, members: bool, loc: Loc) -> Stmt {
    let name = |n: &str| Expr {
        kind: ExprKind::Name(Path::simple(n.into())),
        loc,
    };
    let local = |n: &str, ty: TypeExpr, init: Expr| VarDecl {
        copy_list: false,
        constraint: None,
        deprecated: None,
        name: n.into(),
        ty,
        init: Some(init),
        storage: Storage::default(),
        cuda: CudaQuals::default(),
        align: None,
        loc,
    };
    let call = |object: &str, method: &str| {
        let (callee, args) = match members {
            true => (
                ExprKind::Member {
                    base: Box::new(name(object)),
                    name: Path::simple(method.into()),
                    arrow: false,
                },
                vec![],
            ),
            false => (
                ExprKind::Name(Path::simple(method.into())),
                vec![name(object)],
            ),
        };
        Expr {
            kind: ExprKind::Call(Box::new(Expr { kind: callee, loc }), args),
            loc,
        }
    };
    let element = VarDecl {
        init: Some(Expr {
            kind: ExprKind::Unary(UnaryOp::Deref, Box::new(name("begin#"))),
            loc,
        }),
        ..var.clone()
    };
    Stmt::Block(vec![
        Stmt::Decl(vec![local(
            "range#",
            TypeExpr::Reference(Box::new(TypeExpr::Auto), RefKind::Lvalue),
            range.clone(),
        )]),
        Stmt::Decl(vec![local(
            "begin#",
            TypeExpr::Auto,
            call("range#", "begin"),
        )]),
        Stmt::Decl(vec![local("end#", TypeExpr::Auto, call("range#", "end"))]),
        Stmt::For {
            init: None,
            cond: Some(Box::new(Stmt::Expr(Expr {
                kind: ExprKind::Binary(
                    BinaryOp::Ne,
                    Box::new(name("begin#")),
                    Box::new(name("end#")),
                ),
                loc,
            }))),
            step: Some(Expr {
                kind: ExprKind::Unary(UnaryOp::PreInc, Box::new(name("begin#"))),
                loc,
            }),
            body: Box::new(Stmt::Block(vec![Stmt::Decl(vec![element]), body.clone()])),
            loc,
        },
    ])
}

pub(super) fn strip_quals(t: &TypeExpr) -> &TypeExpr {
    match t {
        TypeExpr::Qualified(t, _) => strip_quals(t),
        t => t,
    }
}

/// `t` without a reference or top-level qualifiers: `T` of `const T&`.
pub(super) fn strip_reference_and_quals(t: &TypeExpr) -> &TypeExpr {
    match strip_quals(t) {
        TypeExpr::Reference(inner, _) => strip_quals(inner),
        t => t,
    }
}

/// The named class the statement `s` defines: a class's definition, or a declaration whose
/// type is one (`struct Pt {...} a;`).
fn class_defined_by(s: &Stmt) -> Option<Rc<StructDecl>> {
    let defined = match s {
        Stmt::LocalItem(Item::Struct(c)) => c.clone(),
        Stmt::Decl(vars) => match type_defined_in(&vars.first()?.ty)? {
            Item::Struct(c) => c,
            _ => return None,
        },
        _ => return None,
    };
    (defined.name.is_some() && defined.body.is_some()).then_some(defined)
}

/// `ty` with the class definition it holds (`struct Pt {...}`) replaced by the class's name.
fn class_named_instead(ty: &TypeExpr) -> TypeExpr {
    match ty {
        TypeExpr::Struct(c) => match &c.name {
            Some(name) => TypeExpr::Named(Path::simple(name.clone())),
            None => ty.clone(),
        },
        TypeExpr::Qualified(t, q) => TypeExpr::Qualified(Box::new(class_named_instead(t)), *q),
        TypeExpr::Pointer(t) => TypeExpr::Pointer(Box::new(class_named_instead(t))),
        TypeExpr::Reference(t, k) => TypeExpr::Reference(Box::new(class_named_instead(t)), *k),
        TypeExpr::Array(t, n) => TypeExpr::Array(Box::new(class_named_instead(t)), n.clone()),
        _ => ty.clone(),
    }
}

/// Whether the statement `s` declares the class `name` (`struct name;`) or declares variables
/// of a type written with it (`struct name* p;`, `name v[2];`).
fn names_class(s: &Stmt, name: &str) -> bool {
    fn names(t: &TypeExpr, name: &str) -> bool {
        match t {
            TypeExpr::Named(p) => {
                p.segments.len() == 1 && !p.global && &*p.segments[0].name == name
            }
            // An elaborated name (`struct name`).
            TypeExpr::Struct(c) => c.body.is_none() && c.name.as_deref() == Some(name),
            TypeExpr::Pointer(t)
            | TypeExpr::Qualified(t, _)
            | TypeExpr::Reference(t, _)
            | TypeExpr::Array(t, _) => names(t, name),
            _ => false,
        }
    }
    match s {
        Stmt::LocalItem(Item::Struct(c)) => c.body.is_none() && c.name.as_deref() == Some(name),
        Stmt::Decl(vars) => vars.iter().any(|v| names(&v.ty, name)),
        _ => false,
    }
}

fn fx_loc(s: &Stmt) -> Loc {
    match s {
        Stmt::Expr(e) => e.loc,
        Stmt::Decl(d) => d.first().map(|d| d.loc).unwrap_or_default(),
        _ => Loc::default(),
    }
}

/// A `case` label's value, or its range's bounds (`None` for `default`).
type CaseLabel = Option<(Expr, Option<Expr>)>;

/// A `case` statement's identity while its switch is lowered: its address in the body.
fn case_key(s: &Stmt) -> usize {
    s as *const Stmt as usize
}

/// The `case` and `default` labels of a switch body, each with its [`case_key`], not
/// descending into nested switches.
fn collect_cases(s: &Stmt, out: &mut Vec<(CaseLabel, usize, Loc)>) {
    match s {
        Stmt::Case(low, high, loc) => {
            out.push((Some((low.clone(), high.clone())), case_key(s), *loc))
        }
        Stmt::Default(loc) => out.push((None, case_key(s), *loc)),
        Stmt::Block(v) => v.iter().for_each(|s| collect_cases(s, out)),
        Stmt::If { then, els, .. } => {
            collect_cases(then, out);
            if let Some(e) = els {
                collect_cases(e, out);
            }
        }
        Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::For { body, .. } => {
            collect_cases(body, out)
        }
        _ => {}
    }
}

/// C's integer promotion; an enumeration promotes as its underlying type does.
pub(super) fn promote(t: &Ty) -> Ty {
    match t {
        Ty::Bool => INT,
        Ty::Enum(e) => e.promoted.clone(),
        Ty::Int { bytes, .. } if *bytes < 4 => INT,
        // `wchar_t` and `char32_t` promote to the integer type of their size.
        Ty::Int {
            bytes,
            signed,
            spelling: IntSpelling::WChar | IntSpelling::Char32,
        } => Ty::int(*bytes, *signed),
        t => t.clone(),
    }
}

/// A function the device headers declare and the lowering provides (`sqrtf`, `__expf`), whose
/// address is taken: a function of its own that calls it, `return sqrtf(x);`, where the call is
/// what a call of the declaration lowers to.
fn builtin_thunk(p: PendingFunction) -> PendingFunction {
    let loc = p.decl.loc;
    let mut decl = (*p.decl).clone();
    for (i, param) in decl.params.iter_mut().enumerate() {
        param
            .name
            .get_or_insert_with(|| format!("__fc_arg{i}").into());
    }
    let args = decl
        .params
        .iter()
        .filter_map(|param| param.name.clone())
        .map(|name| Expr {
            kind: ExprKind::Name(Path::simple(name)),
            loc,
        })
        .collect();
    let call = Expr::call_of_name(Path::simple(decl.name.last().name.clone()), args, loc);
    let body = match decl.ret {
        TypeExpr::Builtin(Builtin::Void) => Stmt::Expr(call),
        _ => Stmt::Return(Some(call), loc),
    };
    decl.body = Some(Rc::new(vec![body]));
    PendingFunction {
        decl: Rc::new(decl),
        ..p
    }
}

/// The type deduced for the placeholder that the written type of a variable of type `ty`
/// holds: `ty` itself for `auto` and `const auto&`, what it points to for `auto*`.
fn placeholder_type(written: &TypeExpr, ty: &Ty) -> Ty {
    match (written, ty) {
        (TypeExpr::Qualified(t, _) | TypeExpr::Reference(t, _), _) => placeholder_type(t, ty),
        (TypeExpr::Pointer(t), Ty::Ptr(pointee)) => placeholder_type(t, pointee),
        _ => ty.clone(),
    }
}

/// A body written in another function, which sees that function's variables (see
/// [`Lowerer::add_enclosing_locals`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum EnclosingBody {
    Lambda,
    LocalClass,
}

impl EnclosingBody {
    /// The start of the names under which an environment holds the variables.
    fn prefix(self) -> &'static str {
        match self {
            EnclosingBody::Lambda => "lambda-local#",
            EnclosingBody::LocalClass => "class-local#",
        }
    }

    /// The body and the variable's name an environment's `key` holds one for, if it does.
    fn of_key(key: &str) -> Option<(Self, &str)> {
        [Self::Lambda, Self::LocalClass]
            .into_iter()
            .find_map(|body| Some((body, key.strip_prefix(body.prefix())?)))
    }
}
