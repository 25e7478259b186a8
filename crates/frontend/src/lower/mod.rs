//! Lowering: the syntax tree to IR, type-checking as it goes.
//!
//! The lowering is demand-driven, like a C++ compiler's template instantiation: it starts from
//! the kernels and the module variables, and every function, struct or template instance they
//! reach is resolved, laid out and lowered once, with its template arguments substituted. So
//! host-only parts of the file are never looked at, and a template is checked for exactly the
//! arguments it is used with.
//!
//! Every local variable is lowered to a `Local` slot; `ferrocuda_ir::opt::promote_locals` turns
//! the slots whose address never escapes back into registers.

mod access;
mod aliases;
mod asm;
mod braces;
mod class_definitions;
mod cleanup;
mod closures;
mod comparisons;
mod constant_objects;
mod constexpr;
mod constraints;
mod decltype;
mod expr;
mod half_fusion;
mod heap;
pub mod host_args;
mod host_builtins;
mod initializer_lists;
mod launch;
mod linkage;
mod mangle;
mod member_pointers;
mod names;
mod narrowing;
mod overloads;
mod packs;
mod pretty_function;
mod recursion;
mod stmt;
mod template_definitions;
mod type_traits;
mod virtuals;

use crate::ast::visit::{walk_expr, Visitor};
use crate::ast::*;
use crate::collections::{HashMap, HashSet};
use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::source::{Loc, SourceMap};
use crate::types::*;
use constexpr::IntKind;
use ferrocuda_ir::{
    self as ir, FuncId, FunctionBuilder, FunctionKind, GlobalId, GlobalSpace, ParamKind,
    StaticValue, Var,
};
use names::{Entity, Namespaces, NsId};
use std::rc::Rc;

/// A template argument after substitution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TArg {
    /// A type, with the qualifiers the lowered type does not keep: `const int` and `int` are
    /// different arguments, which partial specializations (`is_const<const T>`) tell apart.
    Type(Ty, Cv),
    /// A reference to a (qualified) type: what a forwarding reference (`T&&` of a function
    /// template) deduces from an lvalue, or a written `U&` or `U&&`. Where a value's type is
    /// wanted it is the type; declared with it, a name is a reference.
    Reference(Ty, Cv, RefKind),
    /// A value; for an `auto` parameter (`template <auto V>`), with its argument's type, which
    /// tells `Const<10>` from `Const<10LL>`.
    Value(i64, Option<Ty>),
    /// A function, for a parameter of pointer-to-function type (`template <float (*F)(float)>`):
    /// named in the template, it is a pointer to this function.
    Function(FuncId),
    /// A `__device__`, `__constant__` or `__managed__` variable of type `ty`, for a parameter
    /// that points to an object (`template <int* P>`: named in the template, it is the
    /// variable's address) or refers to one (`template <int& R>`: the variable itself).
    Object {
        global: GlobalId,
        ty: Ty,
        reference: bool,
    },
    /// A class template (for a template template parameter): its position in
    /// `Lowerer::class_templates`.
    Template(u32),
    /// An alias template (for a template template parameter, `is_detected<has_size_t, T>`):
    /// its position in `Lowerer::alias_templates`.
    AliasTemplate(u32),
}

/// An alias template passed as a template argument: its name, the type it names, its
/// parameters and its namespace.
struct AliasTemplate {
    name: Rc<str>,
    ty: TypeExpr,
    params: Vec<TemplateParam>,
    ns: NsId,
}

/// Whether written type `t` names one of the template parameters `params`.
pub(super) fn mentions_any(t: &TypeExpr, params: &[TemplateParam]) -> bool {
    match t {
        TypeExpr::Named(path) => path.segments.iter().any(|seg| {
            (path.segments.len() == 1 && params.iter().any(|p| p.name == seg.name))
                || seg
                    .targs
                    .iter()
                    .flatten()
                    .any(|a| argument_mentions_any(a, params))
        }),
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::Array(t, _)
        | TypeExpr::PackExpansion(t) => mentions_any(t, params),
        _ => false,
    }
}

/// Whether written template argument `a` names one of the template parameters `params`.
pub(super) fn argument_mentions_any(a: &TemplateArg, params: &[TemplateParam]) -> bool {
    match a {
        TemplateArg::Type(t) => mentions_any(t, params),
        TemplateArg::Expr(e) => {
            let e = match &e.kind {
                ExprKind::PackExpansion(pattern) => pattern,
                _ => e,
            };
            matches!(&e.kind, ExprKind::Name(p)
                if p.segments.len() == 1 && params.iter().any(|k| k.name == p.segments[0].name))
        }
    }
}

/// The path `e` names as a function would be named (`f`, `&f`), whatever it names.
fn function_name_of(e: &Expr) -> Option<&Path> {
    match &e.kind {
        ExprKind::Name(p) => Some(p),
        ExprKind::Unary(UnaryOp::AddrOf, inner) => match &inner.kind {
            ExprKind::Name(p) => Some(p),
            _ => None,
        },
        _ => None,
    }
}

/// The name under which a class's environment binds the class itself, so that the names of its
/// member types resolve inside it; no identifier can be spelled so.
const CLASS_SCOPE: &str = "<class scope>";

/// Template parameter names bound to arguments, for the instance being lowered.
pub type TEnv = Rc<HashMap<Rc<str>, TArg>>;

/// The name under which an environment binds the type of the value template parameter `name`
/// (see [`Lowerer::bind_value_param_types`]); no identifier can be spelled so.
fn value_type_key(name: &str) -> Rc<str> {
    format!("<value type> {name}").into()
}

/// The type of the value template parameter `name` as `env` binds it: its argument's own
/// (an `auto` parameter's), else its declared one.
pub(super) fn value_param_type<'a>(env: &'a HashMap<Rc<str>, TArg>, name: &str) -> Option<&'a Ty> {
    match env.get(name) {
        Some(TArg::Value(_, Some(t))) => Some(t),
        _ => match env.get(&*value_type_key(name)) {
            Some(TArg::Type(t, _)) => Some(t),
            _ => None,
        },
    }
}

/// What makes a class instance distinct: its declaration, its template arguments and the names
/// bound around it, sorted.
type StructKey = (usize, Vec<TArg>, Vec<(Rc<str>, TArg)>);

/// What makes a function instance distinct: its declaration, the template arguments bound to
/// its parameters' names, sorted, and what it is a member of.
type InstanceKey = (usize, Vec<(Rc<str>, TArg)>, Owner);

/// A function a name finds, as a pointer to it may point to it: its declaration, the namespace
/// it is declared in, whose member it is, and what its class's template parameters are bound
/// to (see [`Lowerer::chosen_pointee`]).
type PointedCandidate = (Rc<FunctionDecl>, NsId, Owner, TEnv);

/// The error already reported; the caller stops lowering the construct.
#[derive(Debug)]
pub struct Reported;
pub type LResult<T> = Result<T, Reported>;

/// Identity of a declaration in the tree (its address, stable while the tree lives).
fn key<T>(r: &Rc<T>) -> usize {
    Rc::as_ptr(r) as usize
}

struct StructInfo {
    decl: Rc<StructDecl>,
    env: TEnv,
    ns: NsId,
    targs: Vec<TArg>,
    /// The class template this is an instance of, as a template template argument names it
    /// (see [`TArg::Template`]): what a pattern `C<T>` deduces `C` from.
    template: Option<u32>,
    /// The direct bases, as written, and how each is inherited (see [`access`]).
    bases: Vec<(StructId, crate::ast::Access)>,
    definition: class_definitions::Definition,
    /// The failed `static_assert`s of a class defined where it was named only as a template
    /// argument, which C++ does not instantiate there: reported where a use needs the class
    /// complete (see [`Lowerer::define_class`]).
    deferred_assertions: Vec<FailedAssertion>,
}

/// A class template as a template template argument names it: its declaration, namespace,
/// and for a member template, the instance of the class it is a member of (`Agent<int>::Plan`
/// is not `Agent<char>::Plan`: its instances see the enclosing class's arguments).
#[derive(Clone)]
struct ClassTemplate {
    decl: Rc<StructDecl>,
    ns: NsId,
    enclosing: Option<StructId>,
}

struct PendingFunction {
    id: FuncId,
    decl: Rc<FunctionDecl>,
    env: TEnv,
    ns: NsId,
    owner: Owner,
    /// The function destroys the complete object `this` points to (see
    /// [`virtuals`]); its body is empty.
    destroys_object: bool,
    /// Where the program's own code first used it, directly or through toolkit functions
    /// (an instance of a toolkit template that another one calls): where its errors come from.
    used_by_program_at: Option<Loc>,
    /// How deep in instantiations the function is (see [`recursion`]).
    depth: u32,
}

/// Where a qualified type name is and the environment it is resolved in (see
/// [`Lowerer::prefix_class`]).
type PrefixKey = (usize, usize, NsId);

/// A qualified type name, the environment it was resolved in, and the class its prefix names.
struct ResolvedPrefix {
    path: Path,
    env: TEnv,
    class: Option<StructId>,
}

/// A failed `static_assert` of a class instance: where, its message, and the note at the
/// program's use that made a toolkit class's instance.
struct FailedAssertion {
    loc: Loc,
    message: String,
    use_note: Option<(Loc, String)>,
}

/// How a function's return type is deduced from its first `return`: `auto` (the value's type,
/// decayed), `decltype(auto)` (the expression's `decltype`), or `auto&&` (a reference to an
/// lvalue's type, else an rvalue reference: a forwarding reference's deduction).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ReturnDeduction {
    Auto,
    Decltype,
    Forwarding,
}

/// What a function is a member of: how it is called and which names its body sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Owner {
    /// A function of a namespace.
    Namespace,
    /// A static member function: its class's names are in scope; there is no `this`.
    Static(StructId),
    /// A member function called on an object, which it gets as `this`.
    Object(StructId),
}

impl Owner {
    pub(super) fn of(class: Option<StructId>, static_member: bool) -> Owner {
        match (class, static_member) {
            (None, _) => Owner::Namespace,
            (Some(c), true) => Owner::Static(c),
            (Some(c), false) => Owner::Object(c),
        }
    }

    pub(super) fn class(self) -> Option<StructId> {
        match self {
            Owner::Namespace => None,
            Owner::Static(c) | Owner::Object(c) => Some(c),
        }
    }

    pub(super) fn this(self) -> Option<StructId> {
        match self {
            Owner::Object(c) => Some(c),
            _ => None,
        }
    }
}

/// A module variable as expressions see it.
#[derive(Clone)]
struct GlobalVar {
    id: GlobalId,
    /// The object's type; a reference's, the type of what it refers to.
    ty: Ty,
    /// Whether the variable is a reference (`__device__ const int& r = g;`): its module
    /// variable holds the address of the object it binds, read where it is named.
    reference: bool,
}

/// A variable template named with its arguments (`pi<float>`): its declaration, the
/// arguments, and the environment binding its parameters to them.
struct VariableTemplateInstance {
    var: Rc<VarDecl>,
    env: TEnv,
    ns: NsId,
    targs: Vec<TArg>,
}

/// The initial contents of a variable of static storage: its bytes (trailing zeros left
/// out), and the pointers among them, which the backends fill in.
/// The initial contents of a variable of static storage, as its initializer writes them: the
/// bytes past the last one written are zero and not kept, so a large variable costs what its
/// initializer writes, not its size.
struct StaticData {
    bytes: Vec<u8>,
    relocations: Vec<ir::Relocation>,
    /// The variable's size: no write reaches past it.
    size: u64,
}

impl StaticData {
    fn new(size: u64) -> StaticData {
        StaticData {
            bytes: Vec::new(),
            relocations: Vec::new(),
            size,
        }
    }

    /// The `len` bytes at `start`, to write (the bytes before them kept as zeros where none
    /// were written); `None` past the variable's end.
    fn slot(&mut self, start: u64, len: usize) -> Option<&mut [u8]> {
        let end = start.checked_add(len as u64).filter(|&e| e <= self.size)?;
        let (start, end) = (usize::try_from(start).ok()?, usize::try_from(end).ok()?);
        if self.bytes.len() < end {
            self.bytes.resize(end, 0);
        }
        self.bytes.get_mut(start..end)
    }
}

pub struct Lowerer<'t> {
    diags: &'t mut Diagnostics,
    /// See [`TranslationUnit::unread`].
    unread: &'t [(Rc<str>, Diagnostic)],
    /// The names of the source files by `FileId`, for locations the IR carries as text.
    file_names: Vec<String>,
    /// By `FileId`, whether the file is the program's own rather than a toolkit header: a
    /// function the program declares and never defines is an error, where a toolkit
    /// declaration without a body is the device API the backends provide. Empty (no file is
    /// the program's) when the program was checked before, as when the runtime lowers an image.
    program_files: Vec<bool>,
    names: Namespaces,
    pub structs: Vec<StructLayout>,
    struct_infos: Vec<StructInfo>,
    /// By declaration address, the underlying and promoted types of enumerations that do
    /// not fix an underlying type.
    unfixed_enum_types: HashMap<usize, (Ty, Ty)>,
    /// Class instances by declaration, template arguments and the names the class body sees
    /// from around it (a nested class of `Outer<T>`, a class declared in a function template
    /// instance), so that each distinct meaning is its own type.
    struct_cache: HashMap<StructKey, StructId>,
    /// The mangled names of the variable template instances made by their names, by their
    /// names in the module (see [`Lowerer::variable_symbol`]).
    variable_symbols: HashMap<String, String>,
    /// Whether the class instance being resolved is named only, as a type template argument
    /// (see [`class_definitions`]).
    naming_class: bool,
    /// How many class instances are being laid out, one inside another.
    classes_being_defined: u32,
    /// The classes named only as template arguments whose definitions failed, with where they
    /// were named, to define again once no class is being defined.
    definitions_to_retry: Vec<(StructId, Loc)>,
    retrying_definitions: bool,
    /// The dynamic types objects record: a complete class and the offset of the subobject (see
    /// [`virtuals`]); an object's tag is the position here plus one.
    vtables: Vec<(StructId, u64)>,
    virtual_dispatchers: Vec<virtuals::Dispatcher>,
    complete_destroyers: HashMap<StructId, FuncId>,
    /// Whether copying or moving each class runs code (see [`Lowerer::copy_is_nontrivial`]).
    nontrivial_copies: HashMap<StructId, bool>,
    /// The template arguments of the function a block scope's class is declared in (see
    /// [`Namespaces::block_scope`]).
    block_scope_envs: HashMap<NsId, TEnv>,
    module: ir::Module,
    func_cache: HashMap<(usize, Vec<TArg>, Owner), FuncId>,
    /// What each function of the module returns and takes, as the lowering needs to call it.
    signatures: Vec<Signature>,
    pending: Vec<PendingFunction>,
    /// The module variables made so far, by declaration (its address) and, for a variable
    /// template's instance, template arguments.
    globals: HashMap<(usize, Vec<TArg>), GlobalVar>,
    /// The items of a static-storage variable's initializer are being typed (see
    /// [`Lowerer::initializer_scalars`]): the variables they name are not made then.
    typing_initializer_items: bool,
    strings: HashMap<StringLiteral, GlobalId>,
    /// The `static` locals visible where a `static` local's initializer is being read (see
    /// [`FnCtx::visible_statics`]): its address constants may name them.
    enclosing_statics: Vec<(Rc<str>, GlobalId, Ty)>,
    /// The module variables whose initializers are being read, innermost last: one of them
    /// whose address an initializer takes closes a cycle, which CUDA's loader cannot order.
    initializing: Vec<GlobalId>,
    /// Of the `__device__` and `__constant__` variables whose initializers are being read,
    /// innermost last, where each is declared and its kind: an initializer that is not a
    /// constant is reported there, as nvcc reports dynamic initialization.
    initializing_variables: Vec<(Loc, &'static str)>,
    /// The slots of `__managed__` variables: each holds the address of the variable's managed
    /// memory, which the runtime allocates and host code shares, so device code reaches the
    /// variable through it (see [`Lowerer::variable_address`]).
    managed_slots: HashSet<GlobalId>,
    /// The failed `static_assert`s of the classes instantiated so far (see
    /// [`Lowerer::report_class_assertions`]), each with its note at the program's use that
    /// made a toolkit class's instance.
    failed_class_assertions: Vec<FailedAssertion>,
    /// Set while a partial specialization's pattern is lowered over stand-ins for its
    /// parameters (see [`Lowerer::pattern_args`]): the classes it makes are no classes of the
    /// program (`R<N>` of `is_r<R<N>>` with a stand-in value for `N`).
    making_pattern: bool,
    /// Member templates defined outside their class templates, by definition, as their
    /// classes declare them (see [`Lowerer::member_own_template`]).
    member_templates: HashMap<usize, Rc<FunctionDecl>>,
    /// The partial and explicit specializations a class body declares for its member class
    /// templates, by the primary's key: found where the member is named (see
    /// [`Lowerer::member_type`]), since namespace lookup does not see a class's members.
    member_specializations: HashMap<usize, Vec<(Rc<StructDecl>, NsId)>>,
    /// The member aliases of class instances resolved so far (`F<TL<int>>::type`), as
    /// template arguments (type, qualifiers, reference): an alias naming others twice
    /// (`CondT<c, Cat<H, rest>, rest>`) would otherwise resolve them again at each level of a
    /// recursion, exponentially (see [`Lowerer::member_alias_arg`]).
    member_alias_args: HashMap<(StructId, Rc<str>), TArg>,
    /// The closure classes of device-code lambdas (see [`closures`]) and their declarations,
    /// by lambda and members.
    closures: HashMap<StructId, closures::Closure>,
    closure_decls: HashMap<(usize, Vec<closures::Member>), Rc<StructDecl>>,
    /// The `extern __shared__` arrays declared so far, by name: one variable of the file, so
    /// every declaration must give it the same type (as the first one, at its location).
    extern_shared: HashMap<Rc<str>, (Ty, Loc)>,
    /// The values of constant static members found so far (see
    /// [`Lowerer::static_member_value`]).
    static_member_values: HashMap<(StructId, Rc<str>), Option<constexpr::Num>>,
    /// The constant static members whose values are being computed, and how many times one
    /// of them was asked for while it was (see [`Lowerer::static_member_value`]).
    static_members_computing: HashSet<(StructId, Rc<str>)>,
    static_member_cycles: u32,
    /// The classes the prefixes of qualified type names resolved to (see
    /// [`Lowerer::prefix_class`]).
    prefix_classes: HashMap<PrefixKey, Vec<ResolvedPrefix>>,
    /// How many [`Lowerer::resolve_type`] calls are under way: `prefix_classes` serves one
    /// outermost resolution (each holds its environments alive, and later resolutions make
    /// environments of their own).
    type_resolutions: u32,
    /// The module variables holding constant static members that are not numbers (see
    /// [`Lowerer::static_member_object`]).
    static_member_objects: HashMap<(StructId, Rc<str>), GlobalVar>,
    /// `extern __shared__` arrays all alias the dynamic shared memory.
    shared_counter: u32,
    /// Depth of constexpr calls being evaluated, bounded so recursion cannot run away.
    constexpr_depth: u32,
    /// The steps the outermost constexpr call being evaluated has taken (see `constexpr`).
    constexpr_steps: u32,
    /// How many narrowing conversions of list items have been reported (see `narrowing`).
    narrowing_errors: usize,
    /// The functions whose address device code takes (see
    /// [`Lowerer::function_pointer_value`]), each with whether it is a member function called
    /// through a pointer to member (with the object first).
    function_pointers: Vec<(FuncId, bool)>,
    /// The function that calls through pointers of each function type, and through pointers
    /// to member functions (`true`) of each.
    dispatchers: Vec<(Rc<FuncTy>, bool, FuncId)>,
    /// How many instances each template has in each instance of the templates enclosing it
    /// (a member template of `Unit<T>` counts apart for each `T`), bounded so that a template
    /// instantiating itself with ever new arguments (`sum<N - 1>` with no end) is reported
    /// instead of running away.
    template_instances: HashMap<(usize, Bindings), u32>,
    /// The instances of variable templates met so far, by the primary template's key, the
    /// enclosing templates' bindings and the arguments (see [`Lowerer::variable_template`]).
    variable_instances: HashSet<(usize, Bindings, Vec<TArg>)>,
    /// Relocatable device code (see [`linkage`]).
    relocatable: bool,
    /// Where function pointer values and class tags start (see [`Lowerer::apply_image_header`]).
    numbering_base: i64,
    /// The return types deduced for functions declared `auto`, by declaration, template
    /// arguments and owner; `None` while one is being deduced.
    deduced_returns: HashMap<InstanceKey, Option<(Ty, Option<RefKind>)>>,
    /// The signatures found without a report, by declaration, template arguments, owner,
    /// namespace and whether an `auto` return type was deduced: the emulated concepts of
    /// generic libraries weigh one candidate's signature thousands of times. Each keeps its
    /// declaration alive, so that no declaration made later (a deduction guide, a scratch
    /// function) takes its address, which the key holds.
    found_signatures: HashMap<(InstanceKey, NsId, bool), (Rc<FunctionDecl>, Signature)>,
    /// Why the return types that could not be deduced could not (see
    /// [`Lowerer::deduction_failed`]).
    deduction_failures: Vec<Diagnostic>,
    /// Where and why the last overload resolution could not bind an argument to a reference
    /// parameter (an rvalue given for `T&`, a `const` or `volatile` object for a reference
    /// without the qualifier): what makes a sole candidate not viable, reported as nvcc
    /// reports it.
    binding_failure: Option<(Loc, String)>,
    /// The braced list of a copy-list-initialization whose constructor the next overload
    /// resolution chooses, which may not be `explicit` (taken by that resolution).
    copy_list_constructor: Option<Loc>,
    /// Variadic function templates with their packs expanded, by template and pack size (see
    /// [`packs`]).
    expanded_templates: HashMap<(usize, Vec<usize>), Rc<FunctionDecl>>,
    /// The function template each of `expanded_templates` was expanded from (by the expanded
    /// declaration's address): partial ordering compares the written parameter lists.
    function_expansion_origins: HashMap<usize, Rc<FunctionDecl>>,
    /// Class templates and partial specializations with their packs expanded, likewise.
    expanded_classes: HashMap<(usize, Vec<usize>), Rc<StructDecl>>,
    /// By address of an expanded class template, the variadic template it expands: the class
    /// template its instances are of (a template template parameter deduced from `L<int,
    /// float>` is `L`, whatever the expansion).
    expansion_origins: HashMap<usize, Rc<StructDecl>>,
    /// The kernels that share their name with another that is not a template, by declaration
    /// address: their number among those (see [`Lowerer::kernel_name`]).
    overloaded_kernels: HashMap<usize, usize>,
    /// Every kernel (templates, their explicit specializations and declarations too) by the
    /// name the host knows it by ([`Lowerer::kernel_name`]), with the namespace it is entered
    /// in; of one name, definitions first, each group in declaration order. Made by
    /// [`Lowerer::lower_all`], so that a host's request for an instance looks up one name.
    kernels_by_name: HashMap<String, Vec<(Rc<FunctionDecl>, NsId)>>,
    /// The enumerators whose written values are being computed, by their enumeration's
    /// address, the template arguments of its instance and their index: an enumerator of one
    /// of them at or after that index is named before its declaration (`enum { A = B, B = 1
    /// }`). See [`Lowerer::enumerator_being_valued`].
    enumerators_valued: Vec<(*const EnumDecl, TEnv, usize)>,
    /// The module variables of `constexpr` and `const` variables: those a constant evaluation
    /// may read (see [`constant_objects`]).
    constant_globals: HashSet<GlobalId>,
    /// The module functions the program writes without `constexpr`: a constant evaluation
    /// that calls one is not a constant.
    not_constexpr: HashSet<FuncId>,
    /// By declaration address, the bytes of the constant variables whose values running their
    /// initializers computed (`None`: not a constant).
    computed_constants: HashMap<usize, Option<Rc<Vec<u8>>>>,
    /// The names the parser reads as types and as templates in template arguments written
    /// outside the program ([`Namespaces::type_and_template_names`]), once asked for.
    outside_names: Option<Rc<crate::parse::KnownNames>>,
    /// The text of the template arguments written outside the program, one file per
    /// instantiation asked for: one map, whose spelling table every such text shares.
    outside_sources: crate::source::SourceMap,
    /// Function templates with the alias templates in their parameters expanded (see
    /// [`aliases`]), by template.
    alias_expanded: HashMap<usize, Rc<FunctionDecl>>,
    /// The class templates passed as template arguments (see [`TArg::Template`]).
    class_templates: Vec<ClassTemplate>,
    /// The alias templates passed as template arguments (see [`TArg::AliasTemplate`]).
    alias_templates: Vec<AliasTemplate>,
    /// The class each nested class (or class local to a member function) is declared in,
    /// whose member types and constants its own scope sees after its own.
    enclosing_classes: HashMap<StructId, StructId>,
    /// The template parameter objects made so far, by class and value (see
    /// [`Lowerer::template_parameter_object`]).
    template_parameter_objects: HashMap<(Ty, Vec<u8>), GlobalId>,
    /// `-fmad=false`: products are lowered as `__fmul_rn`/`__dmul_rn`, which no backend fuses
    /// into a multiply-add (as nvcc then emits `mul.rn`, which the GPU compiler never fuses).
    no_fmad: bool,
    /// `--use_fast_math`: single-precision math functions and divisions are lowered as the
    /// approximate intrinsics nvcc then compiles them to (`logf` as `__logf`, `x / y` as
    /// `__fdividef`).
    fast_math: bool,
    /// `--expt-relaxed-constexpr`: host `constexpr` functions are device functions too.
    relaxed_constexpr: bool,
    /// C++20 and later: `char8_t` is a type, and `u8` literals are of it (before, of `char`);
    /// a function template named with explicit arguments may be one only argument-dependent
    /// lookup finds (`conv<int>(v)`).
    cxx20: bool,
    /// While a function is lowered: where the program's code used it (see
    /// `PendingFunction::used_by_program_at`), passed on to the instances it makes.
    lowering_used_at: Option<Loc>,
    /// How many class instances, and how many members of class instances, are being
    /// instantiated, one inside another (see [`recursion`]).
    instantiation_depth: [u32; 3],
    /// How deep lowering is in declarations that need others (see
    /// [`Lowerer::nested_declaration`]), and whether one too deep was reported.
    declaration_depth: u32,
    declaration_too_deep: bool,
    /// Where the stack was when lowering began (see [`recursion::stack_position`]).
    stack_start: usize,
    /// The instantiation depth of the function being lowered: 0 unless it is a template's
    /// instance (see [`recursion`]).
    lowering_depth: u32,
}

/// The most instances of one class or variable template; C++ compilers bound the depth of
/// nested instantiations alike.
const MAX_TEMPLATE_INSTANCES: u32 = 1000;
/// The most instances of one function template, whose nesting is bounded on its own
/// (`recursion::MAX_INSTANTIATION_DEPTH`): a program may well call thousands side by side
/// (`f<0>()` ... `f<4999>()`, which nvcc builds).
const MAX_FUNCTION_TEMPLATE_INSTANCES: u32 = 50_000;
/// Template parameters' bindings in a canonical order: those of the templates enclosing an
/// instance, which tell the enclosing instance apart.
type Bindings = Vec<(Rc<str>, TArg)>;

/// The bindings of `env`, in the order of their names.
fn sorted_bindings(env: &TEnv) -> Bindings {
    let mut bound: Bindings = env.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    bound.sort_by(|a, b| a.0.cmp(&b.0));
    bound
}

/// The bindings of `env` other than the template parameters `own`: those of the templates
/// enclosing one whose instance `env` is for.
fn enclosing_bindings(env: &TEnv, own: &[TemplateParam]) -> Bindings {
    let mut outer: Bindings = env
        .iter()
        .filter(|(name, _)| !own.iter().any(|p| p.name == **name))
        .map(|(n, a)| (n.clone(), a.clone()))
        .collect();
    outer.sort_by(|a, b| a.0.cmp(&b.0));
    outer
}

/// The widest bit-field a class may declare, in bits: wider than its type is padding, and a
/// sane program's padding is far below this.
const MAX_BIT_FIELD_WIDTH: u64 = 1 << 16;

#[derive(Clone, Debug)]
struct Signature {
    ret: Ty,
    ret_is_ref: bool,
    /// The function returns an rvalue reference (written `T&&`, or named through an alias or a
    /// `decltype`), so a call of it is an xvalue.
    ret_xvalue: bool,
    /// The qualifiers of what the function returns (what a returned reference refers to).
    ret_cv: Cv,
    /// The function returns an aggregate through a hidden first pointer parameter.
    sret: bool,
    params: Vec<DeclaredTy>,
    /// The function, the program's, takes variadic arguments (`int sum(int n, ...)`): its
    /// caller packs them into a buffer, each at an offset aligned as its type is (up to 8, as
    /// CUDA's `vprintf` reads its arguments), and passes the buffer's address as a hidden last
    /// parameter, which `va_start` reads (see `stmt::FnCtx::variadic_arguments`).
    variadic: bool,
}

impl Signature {
    /// Whether what a call of it gives is `const`: a reference to `const`, or a `const` class
    /// object by value.
    fn returns_const(&self) -> bool {
        self.ret_cv.is_const() && (self.ret_is_ref || matches!(self.ret, Ty::Struct(_)))
    }

    /// The reference the function returns, if it returns one.
    fn ret_reference(&self) -> Option<RefKind> {
        match (self.ret_is_ref, self.ret_xvalue) {
            (false, _) => None,
            (true, false) => Some(RefKind::Lvalue),
            (true, true) => Some(RefKind::Rvalue),
        }
    }

    /// The type of a function of this signature (a member function's, of those qualifiers).
    fn function_type(&self, method: Quals) -> FuncTy {
        FuncTy {
            ret: DeclaredTy {
                ty: self.ret.clone(),
                cv: self.ret_cv,
                reference: self.ret_reference(),
            },
            params: self.params.clone(),
            const_method: method.is_const,
            volatile_method: method.is_volatile,
            ref_method: method.method_ref,
            variadic: self.variadic,
        }
    }

    /// Whether a function of this signature has the parameters and result of the function
    /// type `f` (whatever qualifiers of a member function `f` has).
    fn fits(&self, f: &FuncTy) -> bool {
        let found = self.function_type(Quals::default());
        found.ret == f.ret && found.params == f.params
    }

    /// The signature of a call of a function of type `f`.
    fn calling(f: &FuncTy) -> Signature {
        Signature {
            ret: f.ret.ty.clone(),
            ret_is_ref: f.ret.is_ref(),
            ret_xvalue: f.ret.reference == Some(RefKind::Rvalue),
            ret_cv: f.ret.cv,
            sret: !f.ret.is_ref() && matches!(f.ret.ty, Ty::Struct(_)),
            params: f.params.clone(),
            variadic: f.variadic,
        }
    }
}

/// The type of a pointer to a function of signature `sig`.
fn function_pointer_type(sig: &Signature) -> Ty {
    Ty::ptr_to(Ty::Func(Rc::new(sig.function_type(Quals::default()))))
}

/// Whether a function's written return type is deduced: `auto`, possibly qualified, a
/// reference or a pointer (`auto*`, whose type is then the returned pointer's), or a pointer
/// to a function returning `auto` (a generic lambda's conversion to a function pointer).
pub(super) fn is_deduced(ret: &TypeExpr) -> bool {
    match ret {
        TypeExpr::Auto | TypeExpr::DecltypeAuto => true,
        TypeExpr::Qualified(t, _)
        | TypeExpr::Reference(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Function(t, ..) => is_deduced(t),
        _ => false,
    }
}

impl Lowerer<'_> {
    /// The name of kernel `f` of namespace `ns` as host code names it, and the module with it:
    /// qualified with its namespaces (`outer::inner::k`).
    /// The name a kernel is registered under: qualified, and for one of several kernels of a
    /// name that are not templates, `#k` for the `k`th of them (the host pass names them so).
    fn kernel_name(&self, f: &FunctionDecl, ns: NsId) -> String {
        let name = format!("{}{}", self.names.host_prefix(ns), f.name.last().name);
        match self
            .overloaded_kernels
            .get(&(f as *const FunctionDecl as usize))
        {
            Some(k) => format!("{name}#{k}"),
            None => name,
        }
    }

    /// Numbers the kernels that share a name, in declaration order, the templates apart from
    /// the others (see [`Lowerer::kernel_name`]); explicit specializations keep the name. Then
    /// files every kernel under its name ([`Lowerer::kernels_by_name`]).
    fn index_kernels(&mut self, items: &[(Entity, NsId)]) {
        let mut by_name: HashMap<(String, bool), Vec<usize>> = HashMap::default();
        for (e, ns) in items {
            if let Entity::Func(f, _) = e {
                if f.cuda.global && f.body.is_some() && !f.is_explicit_specialization() {
                    let name = format!("{}{}", self.names.host_prefix(*ns), f.name.last().name);
                    by_name
                        .entry((name, f.template.is_some()))
                        .or_default()
                        .push(Rc::as_ptr(f) as usize);
                }
            }
        }
        for decls in by_name.into_values().filter(|d| d.len() > 1) {
            for (k, decl) in decls.into_iter().enumerate() {
                self.overloaded_kernels.insert(decl, k);
            }
        }
        for (e, ns) in items {
            if let Entity::Func(f, _) = e {
                if f.cuda.global {
                    let name = self.kernel_name(f, *ns);
                    let kernels = self.kernels_by_name.entry(name).or_default();
                    kernels.push((f.clone(), *ns));
                }
            }
        }
        for kernels in self.kernels_by_name.values_mut() {
            kernels.sort_by_key(|(f, _)| f.body.is_none());
        }
    }

    /// The kernels the host calls `name` (see [`Lowerer::kernels_by_name`]).
    fn kernels_named(&self, name: &str) -> Vec<(Rc<FunctionDecl>, NsId)> {
        self.kernels_by_name.get(name).cloned().unwrap_or_default()
    }

    /// The templated kernels (not their explicit specializations) the host calls `name`.
    fn template_kernels_named(&self, name: &str) -> Vec<(Rc<FunctionDecl>, NsId)> {
        let mut kernels = self.kernels_named(name);
        kernels.retain(|(f, _)| f.template.is_some() && !f.is_explicit_specialization());
        kernels
    }
}

/// A function's parameters as [`Lowerer::parameter_signature`] compares them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum ParameterSignature {
    /// Each parameter's resolved type, then whether the function is variadic.
    Resolved(Vec<DeclaredTy>, bool),
    /// The parameters as written, where one does not resolve.
    Written(String),
}

/// A kernel the module exposes, with what launches need to know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSummary {
    pub name: String,
    pub param_count: usize,
    pub is_template: bool,
}

impl<'t> Lowerer<'t> {
    pub fn new(tu: &'t TranslationUnit, diags: &'t mut Diagnostics, sources: &SourceMap) -> Self {
        let names = Namespaces::build(tu);
        Lowerer {
            diags,
            unread: &tu.unread,
            file_names: sources.files().map(|(_, f)| f.name.clone()).collect(),
            program_files: Vec::new(),
            names,
            structs: Vec::new(),
            struct_infos: Vec::new(),
            unfixed_enum_types: HashMap::default(),
            struct_cache: HashMap::default(),
            variable_symbols: HashMap::default(),
            naming_class: false,
            classes_being_defined: 0,
            definitions_to_retry: Vec::new(),
            retrying_definitions: false,
            block_scope_envs: HashMap::default(),
            vtables: Vec::new(),
            virtual_dispatchers: Vec::new(),
            complete_destroyers: HashMap::default(),
            nontrivial_copies: HashMap::default(),
            module: ir::Module::default(),
            func_cache: HashMap::default(),
            signatures: Vec::new(),
            pending: Vec::new(),
            globals: HashMap::default(),
            typing_initializer_items: false,
            strings: HashMap::default(),
            enclosing_statics: Vec::new(),
            initializing: Vec::new(),
            initializing_variables: Vec::new(),
            managed_slots: HashSet::default(),
            failed_class_assertions: Vec::new(),
            making_pattern: false,
            member_templates: HashMap::default(),
            member_specializations: HashMap::default(),
            member_alias_args: HashMap::default(),
            closures: HashMap::default(),
            closure_decls: HashMap::default(),
            extern_shared: HashMap::default(),
            static_member_values: HashMap::default(),
            static_members_computing: HashSet::default(),
            static_member_cycles: 0,
            prefix_classes: HashMap::default(),
            type_resolutions: 0,
            static_member_objects: HashMap::default(),
            shared_counter: 0,
            constexpr_steps: 0,
            narrowing_errors: 0,
            constexpr_depth: 0,
            deduced_returns: HashMap::default(),
            found_signatures: HashMap::default(),
            deduction_failures: Vec::new(),
            binding_failure: None,
            copy_list_constructor: None,
            expanded_templates: HashMap::default(),
            function_expansion_origins: HashMap::default(),
            expanded_classes: HashMap::default(),
            expansion_origins: HashMap::default(),
            alias_expanded: HashMap::default(),
            overloaded_kernels: HashMap::default(),
            kernels_by_name: HashMap::default(),
            enumerators_valued: Vec::new(),
            constant_globals: HashSet::default(),
            not_constexpr: HashSet::default(),
            computed_constants: HashMap::default(),
            outside_names: None,
            outside_sources: crate::source::SourceMap::new(),
            function_pointers: Vec::new(),
            dispatchers: Vec::new(),
            template_instances: HashMap::default(),
            variable_instances: HashSet::default(),
            relocatable: false,
            numbering_base: 0,
            class_templates: Vec::new(),
            alias_templates: Vec::new(),
            enclosing_classes: HashMap::default(),
            template_parameter_objects: HashMap::default(),
            no_fmad: false,
            fast_math: false,
            relaxed_constexpr: false,
            cxx20: false,
            lowering_used_at: None,
            instantiation_depth: [0; 3],
            declaration_depth: 0,
            declaration_too_deep: false,
            stack_start: recursion::stack_position(),
            lowering_depth: 0,
        }
    }

    /// Lowers as the image's header says: which files are the program's own (see
    /// `program_files`), products fused or not, and whether this is relocatable device code,
    /// `member` of the program's linked files: function pointer values and class tags then
    /// start from a base of the member's own, so that one made by another file's code traps
    /// where it is called instead of naming a function or class of this file.
    pub fn apply_image_header(&mut self, header: &crate::image::Header, member: usize) {
        self.program_files = header.program_files.clone();
        self.no_fmad = header.no_fmad;
        self.fast_math = header.fast_math;
        // Linked files share one mode: flushing where any of them asked for it.
        self.module.flush_denormals |= header.flush_denormals;
        self.relaxed_constexpr = header.relaxed_constexpr;
        self.cxx20 = header.cxx20;
        if header.relocatable {
            self.relocatable = true;
            self.numbering_base = (member as i64) << 32;
        }
    }

    /// Whether `decl`, which has no body, is the program's declaration of a function it never
    /// defines (rather than one of the device API's, which the toolkit headers declare).
    pub(super) fn declared_never_defined(&self, decl: &FunctionDecl, ns: NsId) -> bool {
        self.by_program(decl.loc)
            && self
                .names
                .lookup(ns, &decl.name.last().name)
                .iter()
                .all(|e| !matches!(e, Entity::Func(f, _) if !self.by_program(f.loc)))
    }

    /// Lowers every non-template kernel and every module variable, and all they reach.
    pub fn lower_all(&mut self) -> Vec<KernelSummary> {
        let mut kernels = Vec::new();
        // The kernels lowered, where they are declared.
        let mut roots = Vec::new();
        let items: Vec<(Entity, NsId)> = self.names.all_entities();
        self.check_redefinitions(&items);
        self.check_template_definitions(&items);
        self.index_kernels(&items);
        let no_params: TEnv = Rc::default();
        self.declare_class_using_enums(&no_params);
        for (assertion, ns) in self.names.static_assertions.clone() {
            self.check_static_assertion(&assertion, &no_params, ns);
        }
        for (e, ns) in &items {
            match e {
                // An `extern` declaration is its definition's variable, not one of its own.
                Entity::Var(v, _)
                    if (v.cuda.device || v.cuda.constant || v.cuda.managed)
                        && !v.storage.is_extern =>
                {
                    let _ = self.global_var(v, *ns);
                }
                _ => {}
            }
        }
        for (e, ns) in &items {
            if let Entity::Func(f, _) = e {
                if !f.cuda.global {
                    continue;
                }
                if f.cuda.device {
                    // nvcc's words.
                    self.diags
                        .error(f.loc, "illegal combination of memory qualifiers");
                    continue;
                }
                if f.body.is_none() {
                    continue;
                }
                kernels.push(KernelSummary {
                    name: self.kernel_name(f, *ns),
                    param_count: f.params.len(),
                    is_template: f.template.is_some(),
                });
                if f.params.iter().any(|p| {
                    matches!(
                        stmt::strip_quals(&p.ty),
                        TypeExpr::Reference(_, RefKind::Rvalue)
                    )
                }) {
                    self.diags.error(
                        f.loc,
                        "a __global__ function cannot have a parameter with rvalue reference type",
                    );
                    continue;
                }
                if f.storage.is_inline {
                    // nvcc's words (its warning 20050): a kernel is never inlined.
                    self.diags.warning(
                        f.loc,
                        "inline qualifier ignored for \"__global__\" function",
                    );
                }
                if f.template.is_none() {
                    if !matches!(f.ret, TypeExpr::Builtin(Builtin::Void)) {
                        self.diags
                            .error(f.loc, "a __global__ function must have a void return type");
                        continue;
                    }
                    let lowered = self.function_instance(
                        f,
                        Rc::new(HashMap::default()),
                        *ns,
                        Owner::Namespace,
                        f.loc,
                    );
                    if let Ok(id) = lowered {
                        roots.push((id, f.loc));
                    }
                }
            }
        }
        self.export_definitions(&items);
        self.complete_module();
        for (kernel, loc) in roots {
            self.check_static_shared_size(kernel, loc);
        }
        kernels
    }

    /// The GPU compiler's refusal of a kernel whose statically declared shared memory (its
    /// own `__shared__` variables and those of the functions it calls) exceeds what a block
    /// may have.
    fn check_static_shared_size(&mut self, kernel: FuncId, loc: Loc) {
        let m = &self.module;
        let f = m.function(kernel);
        let all = vec![true; m.functions.len()];
        let called = ir::opt::called_functions(m, f, &all);
        let code = std::iter::once(f).chain(called.iter().map(|&c| m.function(c)));
        let (_, size) = m.shared_layout(code);
        if size > ir::MAX_STATIC_SHARED {
            let name = f.name.clone();
            let max = ir::MAX_STATIC_SHARED;
            self.diags.error(
                loc,
                format!("entry function '{name}' uses too much shared data ({size:#x} bytes, {max:#x} max)"),
            );
        }
    }

    /// The virtual bases of the class `decl` whose direct bases are `base_ids`: each direct
    /// base's own, and the base itself where it is declared `virtual`. A virtual base reached
    /// through two of them (a diamond, `struct D : B, C` with `B` and `C` both `: virtual A`)
    /// is one subobject in C++, which the layout here, one subobject per base, cannot share:
    /// it is reported rather than laid out twice silently.
    fn virtual_bases_of(&mut self, decl: &StructDecl, base_ids: &[StructId]) -> Vec<StructId> {
        let mut virtual_bases: Vec<(StructId, StructId)> = Vec::new();
        for (written, &bid) in decl.bases.iter().zip(base_ids) {
            let mut reached = self.structs[bid.0 as usize].virtual_bases.clone();
            if decl.virtual_bases.contains(written) {
                reached.push(bid);
            }
            for v in reached {
                match virtual_bases.iter().find(|(seen, _)| *seen == v) {
                    Some(&(_, other)) if other != bid => {
                        let name = |id: StructId| self.structs[id.0 as usize].name.clone();
                        self.diags.error(
                            decl.loc,
                            format!(
                                "virtual base class '{}' reached through both '{}' and '{}' is not supported in device code",
                                name(v),
                                name(other),
                                name(bid)
                            ),
                        );
                        // Laid out as two subobjects all the same, so that uses of the class
                        // report nothing more.
                        return virtual_bases.into_iter().map(|(v, _)| v).collect();
                    }
                    Some(_) => {}
                    None => virtual_bases.push((v, bid)),
                }
            }
        }
        virtual_bases.into_iter().map(|(v, _)| v).collect()
    }

    /// What tells overloads of a function apart: its parameter types as they resolve (so a
    /// `typedef` spelling is the type it names, with their qualifiers and references), and
    /// whether it is variadic. A type that does not resolve is compared as written.
    pub(super) fn parameter_signature(&mut self, f: &FunctionDecl, ns: NsId) -> ParameterSignature {
        match self.parameters_as_resolved(f, ns) {
            Some(params) => ParameterSignature::Resolved(params, f.variadic),
            None => {
                let params: Vec<&TypeExpr> = f.params.iter().map(|p| &p.ty).collect();
                ParameterSignature::Written(format!("{params:?} {}", f.variadic))
            }
        }
    }

    /// The parameters of `f` as they resolve, without a diagnostic; `None` when one does not.
    fn parameters_as_resolved(&mut self, f: &FunctionDecl, ns: NsId) -> Option<Vec<DeclaredTy>> {
        let cp = self.diags.checkpoint();
        let resolved = self.param_types(&f.params, &Rc::default(), ns);
        self.diags.rollback(cp);
        resolved.ok()
    }

    /// Two bodies for one function: `function "f" has already been defined (previous definition
    /// at line N)`, naming the parameters when the name is overloaded, as nvcc does. Plain
    /// functions of a namespace are compared by [`Self::parameter_signature`]; the allocation
    /// and deallocation functions are left out (GAPS.md).
    fn check_redefinitions(&mut self, items: &[(Entity, NsId)]) {
        self.check_class_redefinitions(items);
        type Key = (NsId, Rc<str>, ParameterSignature);
        let mut defined: HashMap<Key, Loc> = HashMap::default();
        let mut signatures: HashMap<(NsId, Rc<str>), HashSet<ParameterSignature>> =
            HashMap::default();
        let candidates: Vec<(&Rc<FunctionDecl>, NsId)> = items
            .iter()
            .filter_map(|(e, ns)| match e {
                Entity::Func(f, _)
                    if f.name.segments.len() == 1
                        && f.template.is_none()
                        && f.specialization.is_none()
                        && !is_allocation_function(&f.name.last().name) =>
                {
                    Some((f, *ns))
                }
                _ => None,
            })
            .collect();
        // Types are resolved only where two bodies share a name: resolving lays out classes,
        // whose own errors belong to where the program uses them.
        let mut bodies: HashMap<(NsId, Rc<str>), usize> = HashMap::default();
        for (f, ns) in &candidates {
            if f.body.is_some() {
                *bodies.entry((*ns, f.name.last().name.clone())).or_default() += 1;
            }
        }
        // Only a name with two bodies can be defined twice.
        let mut plain = Vec::new();
        for (f, ns) in candidates {
            if bodies.get(&(ns, f.name.last().name.clone())) > Some(&1) {
                let sig = self.parameter_signature(f, ns);
                plain.push((f, ns, sig));
            }
        }
        for (f, ns, sig) in &plain {
            signatures
                .entry((*ns, f.name.last().name.clone()))
                .or_default()
                .insert(sig.clone());
        }
        for (f, ns, sig) in plain.iter().cloned() {
            // Host bodies are the host compiler's to compare.
            if f.body.is_none() {
                continue;
            }
            let name = f.name.last().name.clone();
            let key = (ns, name.clone(), sig);
            let Some(first) = defined.get(&key).copied() else {
                defined.insert(key, f.loc);
                continue;
            };
            let overloaded = signatures.get(&(ns, name.clone())).map_or(0, HashSet::len) > 1;
            let shown = if overloaded {
                format!("{name}({})", self.parameter_list(f, ns))
            } else {
                name.to_string()
            };
            self.diags.error(
                f.loc,
                format!(
                    "function \"{shown}\" has already been defined (previous definition at line {})",
                    first.line
                ),
            );
        }
        // Function templates and member functions defined outside their class: two bodies
        // with the same written signature (template parameters by position) are one function
        // defined twice.
        let mut written: HashMap<(NsId, String, String), Loc> = HashMap::default();
        let templates = items.iter().filter_map(|(e, ns)| match e {
            Entity::Func(f, _) if f.template.is_some() => Some((f.clone(), *ns)),
            _ => None,
        });
        let definitions: Vec<(Rc<FunctionDecl>, NsId, String)> = templates
            .chain(self.names.out_of_class_definitions())
            .filter(|(f, _)| {
                // (Constrained declarations differ in what their constraints say.)
                f.body.is_some()
                    && f.specialization.is_none()
                    && f.constraint.is_none()
                    && f.name.segments.iter().all(|s| s.targs.is_none())
            })
            .map(|(f, ns)| {
                let name: Vec<&str> = f.name.segments.iter().map(|s| &*s.name).collect();
                let name = name.join("::");
                (f, ns, name)
            })
            .collect();
        // Signatures are compared only among definitions of one name (most names have one).
        let mut definitions_of: HashMap<(NsId, &str), usize> = HashMap::default();
        for (_, ns, name) in &definitions {
            *definitions_of.entry((*ns, name)).or_default() += 1;
        }
        for (f, ns, name) in &definitions {
            if definitions_of[&(*ns, name.as_str())] < 2 {
                continue;
            }
            match written.entry((*ns, name.clone(), f.written_signature())) {
                std::collections::hash_map::Entry::Vacant(v) => {
                    v.insert(f.loc);
                }
                std::collections::hash_map::Entry::Occupied(first) => {
                    let what = if f.template.is_some() {
                        "function template"
                    } else {
                        "function"
                    };
                    // At the last name, as nvcc points (`S::g` written without spaces).
                    let qualifier = name.len() - f.name.last().name.len();
                    let at = Loc {
                        col: f.loc.col + qualifier as u32,
                        ..f.loc
                    };
                    self.diags.error(
                        at,
                        format!(
                            "{what} \"{name}\" has already been defined (previous definition at line {})",
                            first.get().line
                        ),
                    );
                }
            }
        }
    }

    /// Two bodies for one class or class template of a namespace: `class "A" has already been
    /// defined (previous definition at line N)`, at the second's name.
    fn check_class_redefinitions(&mut self, items: &[(Entity, NsId)]) {
        // By name: the first definition, and where it is. A class named again by a
        // using-declaration (`using std::vector;`, which may be repeated) is the same one.
        let mut defined: HashMap<(NsId, Rc<str>), (*const StructDecl, Loc)> = HashMap::default();
        for (e, ns) in items {
            let Entity::Struct(decl, _) = e else {
                continue;
            };
            let Some(name) = &decl.name else {
                continue;
            };
            if decl.body.is_none() || decl.specialization.is_some() || decl.scope.is_some() {
                continue;
            }
            match defined.entry((*ns, name.clone())) {
                std::collections::hash_map::Entry::Vacant(v) => {
                    v.insert((Rc::as_ptr(decl), decl.loc));
                }
                std::collections::hash_map::Entry::Occupied(first)
                    if first.get().0 == Rc::as_ptr(decl) => {}
                std::collections::hash_map::Entry::Occupied(first) => {
                    let what = match decl.template {
                        Some(_) => "class template",
                        None => "class",
                    };
                    self.diags.error(
                        decl.loc,
                        format!(
                            "{what} \"{name}\" has already been defined (previous definition at line {})",
                            first.get().1.line
                        ),
                    );
                }
            }
        }
    }

    /// A type a declaration writes (`const float &`), as nvcc's messages print it; named
    /// as written where it does not resolve (it names a template's parameters).
    pub(super) fn written_type(&mut self, ty: &TypeExpr, ns: NsId, loc: Loc) -> String {
        let (mut ty, mut prefix, mut suffix) = (ty, "", "");
        if let TypeExpr::Reference(inner, kind) = ty {
            let sigil = match kind {
                RefKind::Lvalue => " &",
                RefKind::Rvalue => " &&",
            };
            (ty, suffix) = (&**inner, sigil);
        }
        if let TypeExpr::Qualified(inner, q) = ty {
            if q.is_const {
                prefix = "const ";
            }
            ty = &**inner;
        }
        let empty: TEnv = Rc::new(HashMap::default());
        let cp = self.diags.checkpoint();
        let text = match self.resolve_type(ty, &empty, ns, loc) {
            Ok(t) => display(&t, &self.structs),
            Err(Reported) => {
                self.diags.rollback(cp);
                crate::parse::type_key(ty)
            }
        };
        format!("{prefix}{text}{suffix}")
    }

    /// A function's parameter types as nvcc's messages print them: `int, const float *`.
    pub(super) fn parameter_list(&mut self, f: &FunctionDecl, ns: NsId) -> String {
        let mut shown = Vec::new();
        for p in &f.params {
            shown.push(self.written_type(&p.ty, ns, p.loc));
        }
        if f.variadic {
            shown.push("...".into());
        }
        shown.join(", ")
    }

    /// Reports that the host code instantiates the templated kernel `name` with the class
    /// `local`, defined inside a host function, as nvcc does (at the kernel: the device pass
    /// does not know the launch that made the instance).
    pub fn report_local_type_argument(&mut self, name: &str, local: &str) {
        let Some((kernel, _)) = self.template_kernels_named(name).into_iter().next() else {
            return;
        };
        self.diags.error(
            kernel.loc,
            format!(
                "A type defined inside a __host__ function  (\"{local}\") cannot be used in the template argument type of a __global__ function template instantiation"
            ),
        );
    }

    /// Whether this file defines a templated kernel named `name`.
    pub fn defines_template_kernel(&self, name: &str) -> bool {
        let mut kernels = self.kernels_by_name.get(name).into_iter().flatten();
        kernels.any(|(f, _)| f.body.is_some() && f.template.is_some())
    }

    /// Instantiates the templated kernel `name` with `targs` (written as C++ template arguments
    /// are: `float, 256`), returning the kernel's name in the module.
    pub fn instantiate_kernel(&mut self, name: &str, targs: &[TArg]) -> Option<String> {
        let kernels = self.kernels_named(name);
        for (f, ns) in kernels
            .iter()
            .filter(|(f, _)| !f.is_explicit_specialization())
        {
            if f.template.is_none() {
                continue;
            }
            let Ok(Some(f)) = self.expanded_template_for(f, targs.len()) else {
                continue;
            };
            let params = f.template.clone().unwrap_or_default();
            let mut env = HashMap::default();
            for (p, a) in params.iter().zip(targs) {
                env.insert(p.name.clone(), a.clone());
            }
            if env.len() != params.len() {
                continue;
            }
            // Of overloads told apart by a value parameter's type (`typename
            // std::enable_if<C, int>::type = 0`) or by the return type (`enable_if_t<C>`),
            // those whose types do not resolve for these arguments are not this instance's.
            let env_so_far: TEnv = Rc::new(env.clone());
            let cp = self.diags.checkpoint();
            let returns = self.resolve_type(&f.ret, &env_so_far, *ns, f.loc).is_ok();
            self.diags.rollback(cp);
            let fits = returns
                && params.iter().all(|p| match &p.kind {
                    // (`template <auto V>` takes a value of any type, and a parameter of a
                    // class template's type an object of any of its instances.)
                    TemplateParamKind::Value { ty, .. }
                        if *ty != TypeExpr::Auto
                            && !matches!(env_so_far.get(&p.name), Some(TArg::Object { .. })) =>
                    {
                        let cp = self.diags.checkpoint();
                        let resolved = self.type_arg(ty, &env_so_far, *ns, f.loc).is_ok();
                        self.diags.rollback(cp);
                        resolved
                    }
                    _ => true,
                });
            if !fits {
                continue;
            }
            // An explicit specialization for these arguments replaces the template.
            let empty: TEnv = Rc::default();
            let specialization = kernels.iter().find_map(|(s, sns)| {
                let args = match &s.specialization {
                    Some(written) => {
                        self.written_template_args(&params, written, &empty, *sns, s.loc)
                    }
                    None if s.is_explicit_specialization() => self.deduced_specialization_args(
                        &expr::Candidate::free(f.clone(), *ns),
                        &expr::Candidate::free(s.clone(), *sns),
                        s.loc,
                    ),
                    None => None,
                };
                (args.as_deref() == Some(targs)).then(|| (s.clone(), *sns))
            });
            let specialized = specialization.is_some();
            let (decl, env, ns) = match specialization {
                Some((s, sns)) => (s, empty, sns),
                None => (f, Rc::new(env), *ns),
            };
            let errors_before = self.diags.error_count();
            let id = self
                .function_instance(&decl, env, ns, Owner::Namespace, decl.loc)
                .ok();
            if let Some(id) = id.filter(|_| specialized) {
                // Named for its arguments, as an instance of the template is: an explicit
                // specialization has no template parameters of its own to name it.
                let args = self.template_args_text(targs);
                self.module.functions[id.0 as usize].name = format!("{name}<{args}>");
            }
            self.complete_module();
            if let Some(id) = id {
                self.check_static_shared_size(id, decl.loc);
            }
            if self.diags.error_count() > errors_before {
                // Which instance the errors above are in, as nvcc says "detected during
                // instantiation".
                let with = self.template_bindings_text(&params, targs, " = ");
                self.diags.note(
                    decl.loc,
                    format!(
                        "in the instance of kernel template '{name}' with {}",
                        with.join(", ")
                    ),
                );
            }
            return Some(self.module.function(id?).name.clone());
        }
        None
    }

    /// Every diagnostic reported so far, taken out: what follows is reported afresh.
    pub fn take_diagnostics(&mut self) -> Diagnostics {
        std::mem::take(self.diags)
    }

    /// Whether an error has been reported.
    pub fn has_errors(&self) -> bool {
        self.diags.has_errors()
    }

    /// Instantiates the templated kernel `name` for template arguments as the host names them
    /// (see [`host_args`]), returning the kernel's name in the module.
    pub fn instantiate_kernel_for_host(
        &mut self,
        name: &str,
        host_args: &str,
    ) -> Result<String, String> {
        if let Some(written) = host_args.strip_prefix(host_args::WRITTEN) {
            return self.instantiate_kernel_written(name, written);
        }
        self.instantiate_kernel_for_host_args(name, host_args::parse_host_args(host_args)?)
    }

    /// The instance of the kernel template or `__device__` variable template `name` for
    /// `host_args` (see [`Lowerer::instantiate_kernel_for_host`]): its name in the module.
    pub fn instantiate_template_for_host(
        &mut self,
        name: &str,
        host_args: &str,
    ) -> Result<String, String> {
        match self.defines_variable_template(name) {
            true => self.instantiate_variable_for_host(name, host_args),
            false => self.instantiate_kernel_for_host(name, host_args),
        }
    }

    /// [`Lowerer::instantiate_kernel_for_host`] of arguments already read.
    pub fn instantiate_kernel_for_host_args(
        &mut self,
        name: &str,
        args: Vec<host_args::HostArg>,
    ) -> Result<String, String> {
        let targs = self.host_template_args(&format!("kernel '{name}'"), args)?;
        self.instantiate_kernel(name, &targs)
            .ok_or_else(|| format!("no templated kernel '{name}' takes these template arguments"))
    }

    /// Instantiates the templated kernel `name` for template arguments written as C++ writes
    /// them (`float, 256`: an NVRTC name expression's), resolved at namespace scope, defaults
    /// filled in; returns the kernel's name in the module.
    fn instantiate_kernel_written(&mut self, name: &str, written: &str) -> Result<String, String> {
        let args = self
            .written_template_arguments(written)
            .ok_or_else(|| format!("cannot read the template arguments '{written}'"))?;
        let empty: TEnv = Rc::default();
        for (f, ns) in self.template_kernels_named(name) {
            let cp = self.diags.checkpoint();
            let targs = self.template_args_declared_in(
                &f.template,
                Some(&args),
                (&empty, names::ROOT),
                (&empty, ns),
                f.loc,
            );
            self.diags.rollback(cp);
            if let Some(kernel) = targs.ok().and_then(|t| self.instantiate_kernel(name, &t)) {
                return Ok(kernel);
            }
        }
        Err(format!(
            "no templated kernel '{name}' takes the template arguments '{written}'"
        ))
    }

    /// Template arguments written as C++ writes them, parsed with the names declared at
    /// namespace scope.
    fn written_template_arguments(&mut self, written: &str) -> Option<Vec<TemplateArg>> {
        let sm = &mut self.outside_sources;
        let file = sm.add("<name expression>", "", written.as_bytes());
        let mut diags = Diagnostics::new();
        let tokens = crate::lex::tokenize(sm, file, &mut diags);
        let outside = match &self.outside_names {
            Some(names) => names.clone(),
            None => Rc::new(self.names.type_and_template_names()),
        };
        self.outside_names = Some(outside.clone());
        crate::parse::template_arguments(tokens, outside).filter(|_| !diags.has_errors())
    }

    /// Whether this file defines a `__device__` or `__constant__` variable template named `name`
    /// (qualified, as the host registers it).
    pub fn defines_variable_template(&self, name: &str) -> bool {
        self.device_variable_template(name).is_some()
    }

    /// The primary `__device__` or `__constant__` variable template `name` (qualified, as the
    /// host registers it): its parameters, declaration and namespace.
    fn device_variable_template(
        &self,
        name: &str,
    ) -> Option<(Rc<[TemplateParam]>, Rc<VarDecl>, NsId)> {
        self.names
            .all_entities()
            .into_iter()
            .find_map(|(e, ns)| match e {
                Entity::VarTemplate(params, var, None, vns, _)
                    if self.is_device_variable_template(&var, ns, name) =>
                {
                    Some((params, var, vns))
                }
                _ => None,
            })
    }

    fn is_device_variable_template(&self, var: &VarDecl, ns: NsId, name: &str) -> bool {
        (var.cuda.device || var.cuda.constant)
            && format!("{}{}", self.names.host_prefix(ns), var.name) == name
    }

    /// Makes the instance of the variable template `name` for template arguments as the host
    /// names them (see [`host_args`]) a module variable, returning its name in the module: the
    /// host registers each instance it names, so that `cudaMemcpyToSymbol(table<float>, ...)`
    /// reaches the variable kernels use.
    pub fn instantiate_variable_for_host(
        &mut self,
        name: &str,
        host_args: &str,
    ) -> Result<String, String> {
        if let Some(written) = host_args.strip_prefix(host_args::WRITTEN) {
            return self.instantiate_variable_written(name, written);
        }
        let args = host_args::parse_host_args(host_args)?;
        let targs = self.host_template_args(&format!("variable '{name}'"), args)?;
        self.instantiate_variable_template(name, targs)
    }

    /// [`Lowerer::instantiate_variable_for_host`] of template arguments written as C++ writes
    /// them (a name expression's, `table<float, 4>`).
    fn instantiate_variable_written(
        &mut self,
        name: &str,
        written: &str,
    ) -> Result<String, String> {
        let args = self
            .written_template_arguments(written)
            .ok_or_else(|| format!("cannot read the template arguments '{written}'"))?;
        let empty: TEnv = Rc::default();
        let no_instance =
            || format!("no variable template '{name}' takes the template arguments '{written}'");
        let (params, var, vns) = self
            .device_variable_template(name)
            .ok_or_else(no_instance)?;
        let loc = var.loc;
        let cp = self.diags.checkpoint();
        let targs = self.template_args_declared_in(
            &Some(params.to_vec()),
            Some(&args),
            (&empty, names::ROOT),
            (&empty, vns),
            loc,
        );
        self.diags.rollback(cp);
        let targs = targs.map_err(|Reported| no_instance())?;
        self.instantiate_variable_template(name, targs)
    }

    /// The instance of the variable template `name` for `targs`, a module variable: its name
    /// in the module.
    fn instantiate_variable_template(
        &mut self,
        name: &str,
        targs: Vec<TArg>,
    ) -> Result<String, String> {
        let mut specializations = Vec::new();
        for (e, ns) in self.names.all_entities() {
            match e {
                Entity::VarTemplate(params, var, Some(spec), vns, _)
                    if format!("{}{}", self.names.host_prefix(ns), var.name) == name =>
                {
                    specializations.push((params, var, spec, vns));
                }
                _ => {}
            }
        }
        let no_instance =
            || format!("no variable template '{name}' takes these template arguments");
        let (params, var, vns) = self
            .device_variable_template(name)
            .ok_or_else(no_instance)?;
        let symbol = self.mangled_variable_instance(&var, &params, &targs, vns);
        let instance = match self.expanded_variable_template(&params, &var, targs.len()) {
            Ok(Some((params, var))) => Ok(self.select_variable_template(
                (&params, var, vns),
                specializations,
                targs,
                &Rc::new(HashMap::default()),
                Loc::default(),
            )),
            _ => Err(no_instance()),
        };
        let global = instance.and_then(|instance| {
            self.global_var_instance(&instance.var, &instance.env, &instance.targs, instance.ns)
                .map_err(|Reported| format!("variable '{name}' cannot be instantiated"))
        })?;
        self.complete_module();
        let instance = self.module.globals[global.id.0 as usize].name.clone();
        if let Some(symbol) = symbol {
            self.variable_symbols.insert(instance.clone(), symbol);
        }
        Ok(instance)
    }

    /// The mangled name of the variable template instance the module names `instance`, where
    /// one was made by its name (see [`Lowerer::instantiate_variable_for_host`]).
    pub fn variable_symbol(&self, instance: &str) -> Option<&str> {
        self.variable_symbols.get(instance).map(String::as_str)
    }

    /// Template arguments as the host names them (see [`host_args`]), resolved in this file;
    /// `what` (`kernel 'k'`) says whose they are in an error.
    fn host_template_args(
        &mut self,
        what: &str,
        args: Vec<host_args::HostArg>,
    ) -> Result<Vec<TArg>, String> {
        let empty: TEnv = Rc::new(HashMap::default());
        let mut targs = Vec::new();
        for a in args {
            targs.push(match a {
                host_args::HostArg::Value(v) => TArg::Value(v, None),
                host_args::HostArg::Object { ty, bytes } => {
                    let cp = self.diags.checkpoint();
                    let class = self.resolve_type(&ty, &empty, names::ROOT, Loc::default());
                    self.diags.rollback(cp);
                    let object = match class {
                        Ok(ty @ Ty::Struct(class))
                            if self.structs[class.0 as usize].size == bytes.len() as u64 =>
                        {
                            self.template_parameter_object_of(ty, bytes)
                        }
                        _ => None,
                    };
                    match object {
                        Some(object) => object,
                        None => {
                            let named = crate::parse::type_key(&ty);
                            return Err(format!("{what}: cannot read the template argument of class type '{named}'"));
                        }
                    }
                }
                host_args::HostArg::Float(v, single) => {
                    TArg::value(constexpr::Num::Float(v, single), None)
                }
                host_args::HostArg::Entity { ty, name: path } => {
                    let cp = self.diags.checkpoint();
                    let found = match self.function_template_arg(
                        &path,
                        &ty,
                        &empty,
                        names::ROOT,
                        Loc::default(),
                    ) {
                        None => self
                            .object_template_arg(&path, &ty, &empty, names::ROOT)
                            .or_else(|| {
                                let loc = Loc::default();
                                self.member_template_arg(&path, &ty, &empty, names::ROOT, loc)
                            }),
                        function => function,
                    };
                    self.diags.rollback(cp);
                    let named = crate::parse::type_key(&TypeExpr::Named(path));
                    match found {
                        Some(Ok(arg)) => arg,
                        Some(Err(Reported)) => {
                            return Err(format!(
                                "{what}: cannot find the device function or variable '{named}'"
                            ))
                        }
                        None => {
                            return Err(format!(
                                "{what}: the template argument '{named}' is not a device function or a __device__, __constant__ or __managed__ variable"
                            ))
                        }
                    }
                }
                host_args::HostArg::Template(path) => {
                    let cp = self.diags.checkpoint();
                    match self.class_template_arg(&path, &empty, names::ROOT, Loc::default()) {
                        Ok(t) => t,
                        Err(Reported) => {
                            self.diags.rollback(cp);
                            return Err(format!(
                                "{what}: cannot find the class template '{}'",
                                crate::parse::type_key(&TypeExpr::Named(path))
                            ));
                        }
                    }
                }
                // A mangled name writes a template argument that is a template as it writes a
                // class (`arity<list, int>`).
                host_args::HostArg::Type(TypeExpr::Named(path)) if path.last().targs.is_none() => {
                    let cp = self.diags.checkpoint();
                    match self.class_template_arg(&path, &empty, names::ROOT, Loc::default()) {
                        Ok(template) => template,
                        Err(Reported) => {
                            self.diags.rollback(cp);
                            self.host_type_arg(what, TypeExpr::Named(path))?
                        }
                    }
                }
                host_args::HostArg::Type(t) => self.host_type_arg(what, t)?,
                host_args::HostArg::WrittenType(written) => {
                    // A class name alone may parse as an expression naming it.
                    let ty = match self.written_template_arguments(&written).as_deref() {
                        Some([TemplateArg::Type(t)]) => Some(t.clone()),
                        Some([TemplateArg::Expr(e)]) => match &e.kind {
                            ExprKind::Name(path) => Some(TypeExpr::Named(path.clone())),
                            _ => None,
                        },
                        _ => None,
                    };
                    let ty = ty.ok_or_else(|| {
                        format!("{what}: cannot read the template argument type '{written}'")
                    })?;
                    self.host_type_arg(what, ty)?
                }
            });
        }
        Ok(targs)
    }

    /// The type `t` a host's template argument names, resolved at namespace scope.
    fn host_type_arg(&mut self, what: &str, t: TypeExpr) -> Result<TArg, String> {
        let empty: TEnv = Rc::default();
        let cp = self.diags.checkpoint();
        let cv = self.cv_of(&t, &empty, names::ROOT);
        match self.resolve_type(&t, &empty, names::ROOT, Loc::default()) {
            Ok(ty) => Ok(TArg::Type(ty, cv)),
            Err(Reported) => {
                self.diags.rollback(cp);
                Err(format!(
                    "{what}: cannot find the template argument type '{}'",
                    crate::parse::type_key(&t)
                ))
            }
        }
    }

    pub fn finish(self) -> ir::Module {
        self.module
    }

    /// The module as lowered so far.
    pub fn module(&self) -> &ir::Module {
        &self.module
    }

    pub fn diagnostics(&self) -> &Diagnostics {
        self.diags
    }

    fn drain_pending(&mut self) {
        while let Some(p) = self.pending.pop() {
            self.lower_pending(p);
        }
    }

    /// Lowers the waiting functions that `root` reaches through calls, leaving the others
    /// waiting: what a constant evaluation runs. An unrelated one may name a class whose
    /// instantiation asked for the evaluation (`struct H : Vals<count<E>()>`), incomplete
    /// until the evaluation ends.
    fn lower_pending_reached_from(&mut self, root: &ir::Function) {
        let mut reached: Vec<FuncId> = root.callees().collect();
        let mut seen = HashSet::default();
        while let Some(id) = reached.pop() {
            if !seen.insert(id) {
                continue;
            }
            if let Some(at) = self.pending.iter().position(|p| p.id == id) {
                let p = self.pending.remove(at);
                self.lower_pending(p);
            }
            reached.extend(self.module.function(id).callees());
        }
    }

    fn lower_pending(&mut self, p: PendingFunction) {
        let errors_before = self.diags.error_count();
        let reported_before = self.diags.checkpoint();
        let (decl, used_at, id) = (p.decl.clone(), p.used_by_program_at, p.id);
        let outer_use = std::mem::replace(&mut self.lowering_used_at, used_at);
        let outer_depth = std::mem::replace(&mut self.lowering_depth, p.depth);
        self.lower_function(p);
        self.lowering_used_at = outer_use;
        self.lowering_depth = outer_depth;
        // An error in a toolkit template's instance points at the header; say which use
        // of the program's made the instance (nvcc: "detected during instantiation").
        let in_toolkit_template = decl.template.is_some() && !self.by_program(decl.loc);
        if let (true, Some(at)) = (in_toolkit_template, used_at) {
            if self.diags.error_count() > errors_before {
                let name = self.module.function(id).name.clone();
                self.diags.note(at, instance_use_note(&name));
            }
        }
        // (A constant evaluation lowers the functions it runs, maybe in a trial.)
        self.diags.make_lasting_since(reported_before);
    }

    // ---- types ----

    /// Resolves a written type. References resolve to the referenced type; callers that care
    /// use [`Lowerer::declared_type`].
    fn resolve_type(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId, loc: Loc) -> LResult<Ty> {
        self.type_resolutions += 1;
        let ty = self.nested_declaration(
            loc,
            || Err(Reported),
            |this| this.resolve_type_here(t, env, ns, loc),
        );
        self.type_resolutions -= 1;
        if self.type_resolutions == 0 && !self.prefix_classes.is_empty() {
            // (Clearing costs the table's capacity: one grown by a deep resolution is let go.)
            match self.prefix_classes.capacity() > 8 * self.prefix_classes.len() {
                true => self.prefix_classes = HashMap::default(),
                false => self.prefix_classes.clear(),
            }
        }
        ty
    }

    /// An error where `ty` is a function type with qualifiers (`void() const`, a member
    /// function's type), which no pointer or reference may have as its target (C++'s
    /// "referenceable" types; `add_pointer` leaves such a type as it is).
    fn require_referenceable(&mut self, ty: &Ty, loc: Loc) -> LResult<()> {
        match ty {
            Ty::Func(f) if f.const_method || f.volatile_method || f.ref_method.is_some() => self
                .error(
                    loc,
                    "a pointer or reference to a function type with a cv-qualifier or ref-qualifier is not allowed",
                ),
            _ => Ok(()),
        }
    }

    /// [`Lowerer::resolve_type`], one level of it.
    fn resolve_type_here(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId, loc: Loc) -> LResult<Ty> {
        Ok(match t {
            // Before C++20, `char8_t` is a name like any other (nvcc's front end has none).
            TypeExpr::Builtin(Builtin::Char8) if !self.cxx20 => {
                return self.error(loc, crate::diag::undefined_identifier("char8_t"));
            }
            TypeExpr::Builtin(b) => builtin_ty(*b),
            // `R(A...) const`: a `const` member function's type.
            TypeExpr::Qualified(t, q) if matches!(**t, TypeExpr::Function(..)) => {
                match self.resolve_type(t, env, ns, loc)? {
                    Ty::Func(f) => Ty::Func(Rc::new(FuncTy {
                        const_method: q.is_const,
                        volatile_method: q.is_volatile,
                        ref_method: q.method_ref,
                        ..(*f).clone()
                    })),
                    other => other,
                }
            }
            TypeExpr::Qualified(t, _) => self.resolve_type(t, env, ns, loc)?,
            TypeExpr::Reference(t, _) => {
                let referent = self.resolve_type(t, env, ns, loc)?;
                self.require_referenceable(&referent, loc)?;
                if referent == Ty::Void {
                    return self.error(loc, "reference to void is not allowed");
                }
                referent
            }
            TypeExpr::Pointer(t) => {
                let pointee = self.resolve_type(t, env, ns, loc)?;
                self.require_referenceable(&pointee, loc)?;
                // `T*` with `T` a reference (`static_cast<A*>` for `A = float&`).
                let named = matches!(stmt::strip_quals(t), TypeExpr::Named(_));
                if named && self.declared_reference(t, env, ns).is_some() {
                    self.diags.error(loc, "pointer to reference is not allowed");
                    return Err(Reported);
                }
                Ty::ptr_to(pointee)
            }
            TypeExpr::Array(t, size) => {
                // Written, or through an alias or a template parameter (`T a[1]` for `T =
                // int&`; nvcc's words, measured).
                let reference = match stmt::strip_quals(t) {
                    TypeExpr::Reference(..) => true,
                    TypeExpr::Named(_) => self.declared_reference(t, env, ns).is_some(),
                    _ => false,
                };
                if reference {
                    return self.error(loc, "array of reference is not allowed");
                }
                let elem = self.resolve_type(t, env, ns, loc)?;
                let n = match size {
                    None => None,
                    Some(e) => match self.const_eval(e, env, ns) {
                        Some(n) if n >= 0 => Some(n as u64),
                        Some(_) => {
                            self.diags.error(e.loc, "size of array is negative");
                            return Err(Reported);
                        }
                        None => {
                            self.report_no_constant(
                                e,
                                env,
                                ns,
                                "array size is not a constant expression",
                            );
                            return Err(Reported);
                        }
                    },
                };
                // No object may span more than half the address space (nvcc: the same words).
                let elem_size = size_align(&elem, &self.structs).map_or(1, |(s, _)| s.max(1));
                if let (Some(n), Some(e)) = (n, size) {
                    if n.checked_mul(elem_size).is_none_or(|b| b > i64::MAX as u64) {
                        self.diags.error(e.loc, "array is too large");
                        return Err(Reported);
                    }
                }
                Ty::Array(Rc::new(elem), n)
            }
            TypeExpr::Named(path) => match decltype_root(path) {
                Some(e) => {
                    let (rest, bound) = self.decltype_root_bound(path, e, env, ns)?;
                    self.resolve_named_type(&rest, &bound, ns, loc)?
                }
                None => self.resolve_named_type(path, env, ns, loc)?,
            },
            // An unnamed class defined where it is used (`struct { T x[W]; } buf;` in a class
            // template) sees the names around it; a named one is found by its name too, so
            // it is one class wherever it is used.
            TypeExpr::Struct(decl)
                if decl.name.is_none() && decl.body.is_some() && !env.is_empty() =>
            {
                Ty::Struct(self.struct_instance_env(decl, vec![], env.clone(), ns, loc)?)
            }
            // `struct Shape` names the class that `Shape` names where one is declared: one
            // class, whatever the scope's environment (a block's local classes see its
            // locals').
            TypeExpr::Struct(decl)
                if decl.body.is_none()
                    && decl.template.is_none()
                    && decl.name.as_ref().is_some_and(|n| {
                        (self.names.lookup_type(ns, n).iter())
                            .any(|e| matches!(e, names::Entity::Struct(..)))
                    }) =>
            {
                let name = decl.name.clone().unwrap_or_default();
                self.resolve_named_type(&Path::simple(name), env, ns, loc)?
            }
            TypeExpr::Struct(decl) => Ty::Struct(self.struct_instance(decl, vec![], ns, loc)?),
            // `enum E` without a body names the enumeration declared as `E`, where there is one.
            TypeExpr::Enum(e) if e.items.is_empty() && e.underlying.is_none() => {
                let declared = e.name.clone().and_then(|name| {
                    self.resolve_named_type_quiet(&Path::simple(name), env, ns, loc)
                        .ok()
                        .filter(|t| matches!(t, Ty::Enum(_)))
                });
                declared.unwrap_or_else(|| self.enum_type(e, env, ns, loc))
            }
            TypeExpr::Enum(e) => self.enum_type(e, env, ns, loc),
            TypeExpr::Auto => {
                self.diags.error(loc, "'auto' is not allowed here");
                return Err(Reported);
            }
            TypeExpr::DecltypeAuto => {
                self.diags
                    .error(loc, "'decltype(auto)' is not allowed here");
                return Err(Reported);
            }
            TypeExpr::PackExpansion(_) => {
                self.diags.error(
                    loc,
                    "a pack expansion is supported in device code only in a function template's parameters and calls",
                );
                return Err(Reported);
            }
            TypeExpr::Decltype(e) => self.decltype_outside_functions(e, env, ns)?,
            TypeExpr::MemberPointer { class, member } => {
                let Ty::Struct(class) = self.resolve_named_type(class, env, ns, loc)? else {
                    let shown = class.last().name.clone();
                    self.diags.error(
                        loc,
                        format!("'{shown}' is not a class, namespace, or enumeration"),
                    );
                    return Err(Reported);
                };
                let member = self.resolve_type(member, env, ns, loc)?;
                if matches!(member, Ty::Void) {
                    self.diags
                        .error(loc, "a pointer to member cannot point to 'void'");
                    return Err(Reported);
                }
                Ty::MemberPtr(Rc::new(member), class)
            }
            TypeExpr::Function(ret, params, variadic) => {
                let ret = self.declared_type(ret, env, ns, loc)?;
                let params = self.param_types(params, env, ns)?;
                Ty::Func(Rc::new(FuncTy {
                    ret,
                    params,
                    const_method: false,
                    volatile_method: false,
                    ref_method: None,
                    variadic: *variadic,
                }))
            }
        })
    }

    fn resolve_named_type(&mut self, path: &Path, env: &TEnv, ns: NsId, loc: Loc) -> LResult<Ty> {
        let lasting = self.diags.lasting_reports();
        if path.segments.len() == 1 && !path.global {
            let seg = &path.segments[0];
            if let (Some(TArg::Type(t, _) | TArg::Reference(t, _, _)), None) =
                (env.get(&seg.name), &seg.targs)
            {
                return Ok(t.clone());
            }
            // (A declaration of the function's body hides the class's member types.)
            // Nor are the member types of bases that depend on a class template's parameters
            // found by their name alone (C++ wants `typename B<T>::type`).
            let hidden = self.names.block_declares(ns, &seg.name);
            let declaring = (self.class_scopes(env).into_iter())
                .filter(|_| !hidden)
                .find_map(|class| {
                    let declares = |this: &Self, c: StructId| match seg.targs {
                        None => this.declares_member_type(c, &seg.name),
                        Some(_) => this.declares_member_type_template(c, &seg.name),
                    };
                    let dependent = self.dependent_bases(class);
                    if dependent.is_empty() {
                        return declares(self, class).then_some(class);
                    }
                    // `using typename B<T>::type;` brings a base's in.
                    let decl = &self.struct_infos[class.0 as usize].decl;
                    let own = match seg.targs {
                        None => self.declares_own_member_type(class, &seg.name),
                        Some(_) => self.declares_own_member_type_template(class, &seg.name),
                    } || expr::member_using_declarations(decl)
                        .any(|p| p.last().name == seg.name);
                    own.then_some(class).or_else(|| {
                        self.structs[class.0 as usize]
                            .bases
                            .iter()
                            .map(|&(base, _)| base)
                            .find(|&base| !dependent.contains(&base) && declares(self, base))
                    })
                });
            if let Some(class) = declaring {
                let written = seg.targs.as_deref().map(|a| (a, env, ns));
                return self.member_type(class, &seg.name, written, loc);
            }
            // `Op<T>` with `Op` a template template parameter.
            if let Some(&TArg::Template(t)) = env.get(&seg.name) {
                let template = self.class_templates[t as usize].clone();
                let (decl, dns) = (&template.decl, template.ns);
                let written = seg.targs.as_deref();
                let targs = self.template_args_for(&decl.template, written, env, ns, dns, loc)?;
                let instance = match template.enclosing {
                    Some(class) => self.member_class_template_instance(class, decl, targs, loc)?,
                    None => self.struct_instance(decl, targs, dns, loc)?,
                };
                return Ok(Ty::Struct(instance));
            }
            if let Some(&TArg::AliasTemplate(t)) = env.get(&seg.name) {
                let alias = &self.alias_templates[t as usize];
                let (ty, params, ans) = (alias.ty.clone(), alias.params.clone(), alias.ns);
                let written = seg.targs.as_deref();
                let (ty, env, ans) =
                    self.alias_instance(&ty, &params, written, env, ns, ans, loc)?;
                return self.resolve_type(&ty, &env, ans, loc);
            }
            if let (crate::parse::UNDERLYING_TYPE, Some([TemplateArg::Type(t)])) =
                (&*seg.name, seg.targs.as_deref())
            {
                return match self.resolve_type(t, env, ns, loc)? {
                    Ty::Enum(e) => Ok(e.underlying.clone()),
                    t => self.error(
                        loc,
                        format!(
                            "'{}' is not an enumeration (__underlying_type)",
                            self.ty_name(&t)
                        ),
                    ),
                };
            }
            if let Some(t) = well_known_type(&seg.name) {
                if self.names.lookup(ns, &seg.name).is_empty() {
                    return Ok(t);
                }
            }
        }
        // A type nested in a struct: `Outer<T>::Inner`.
        if path.segments.len() >= 2 {
            if let Some(sid) = self.prefix_class(path, env, ns, loc) {
                let last = path.last();
                let written = last.targs.as_deref().map(|a| (a, env, ns));
                return self.member_type(sid, &last.name, written, loc);
            }
        }
        let mut found = self.names.lookup_path(ns, path);
        let single = path.segments.len() == 1 && !path.global;
        if single
            && found.iter().all(|e| {
                matches!(
                    e,
                    Entity::Var(..) | Entity::Func(..) | Entity::Enumerator(..)
                )
            })
        {
            found = self.names.lookup_type(ns, &path.segments[0].name);
        }
        // The primary template, where a specialization is declared in an enclosing namespace
        // of the inline one declaring it (`namespace lib { template <> struct Tr<int> ...`)
        // and found first.
        // Of a template declared before it is defined, the definition, whose parameters may
        // add default arguments (`template <class A, class B> struct X;` then `template <class
        // A, class B = int> struct X { ... };`).
        found.sort_by_key(|e| match e {
            Entity::Struct(d, _) => (d.specialization.is_some(), d.body.is_none()),
            _ => (false, false),
        });
        for e in found {
            match e {
                Entity::Struct(decl, dns) => {
                    let targs = self.template_args_for(
                        &decl.template,
                        path.last().targs.as_deref(),
                        env,
                        ns,
                        dns,
                        loc,
                    )?;
                    return Ok(Ty::Struct(self.struct_instance(&decl, targs, dns, loc)?));
                }
                Entity::Enum(e, ens) => return Ok(self.named_enum_type(&e, env, ens, loc)),
                Entity::Alias {
                    ty,
                    template,
                    ns: ans,
                    ..
                } => {
                    let (ty, env, ans) = match &template {
                        Some(params) => {
                            let written = path.last().targs.as_deref();
                            self.alias_instance(&ty, params, written, env, ns, ans, loc)?
                        }
                        None => (ty, env.clone(), ans),
                    };
                    return self.resolve_type(&ty, &env, ans, loc);
                }
                _ => {}
            }
        }
        let name = path
            .segments
            .iter()
            .map(|s| s.name.to_string())
            .collect::<Vec<_>>()
            .join("::");
        if self.diags.lasting_reports() == lasting {
            self.report_undefined(loc, &name);
        }
        Err(Reported)
    }

    /// Reports `name` undefined at `loc`; where a declaration the parser could not read seems
    /// to declare it (skipped as host code), a note says where and why.
    pub(super) fn report_undefined(&mut self, loc: Loc, name: &str) {
        self.diags
            .error(loc, crate::diag::undefined_identifier(name));
        let last = name.rsplit("::").next().unwrap_or(name);
        if let Some((_, unread)) = self.unread.iter().find(|(n, _)| &**n == last) {
            let message = format!(
                "\"{last}\" is declared in a declaration that device code cannot use: it could not be read ({})",
                unread.message
            );
            self.diags.note(unread.loc.unwrap_or(loc), message);
        }
    }

    /// `t` resolved, or `None` with nothing reported: for types that may not resolve here.
    fn resolve_type_quiet(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId, loc: Loc) -> Option<Ty> {
        let cp = self.diags.checkpoint();
        let ty = self.resolve_type(t, env, ns, loc).ok();
        if ty.is_none() {
            self.diags.rollback(cp);
        }
        ty
    }

    /// `path` as a type, or `Err` with nothing reported: for names that may not be types.
    /// The class the qualified type name `path` names a member of (`X<A>::type`: `X<A>`), where
    /// its prefix names a class; nothing is reported. A written type is resolved again and
    /// again (its type, its qualifiers, whether it is a reference, each through the aliases of
    /// its template arguments, which are such types too): each prefix is resolved once for an
    /// environment, or the work grows exponentially with the nesting of template arguments
    /// (`typename A<typename B<typename C<T>::type>::type>::type`).
    fn prefix_class(&mut self, path: &Path, env: &TEnv, ns: NsId, loc: Loc) -> Option<StructId> {
        let prefix = path.qualifier()?;
        // Found by where the path is and the environment, checked by what they hold (a
        // path's place may hold another one later; the environment is kept alive here).
        let key = (path as *const Path as usize, Rc::as_ptr(env) as usize, ns);
        let same = |r: &ResolvedPrefix| r.path == *path && Rc::ptr_eq(&r.env, env);
        if let Some(found) = self
            .prefix_classes
            .get(&key)
            .and_then(|v| v.iter().find(|r| same(r)))
        {
            return found.class;
        }
        let class = match self.resolve_named_type_quiet(&prefix, env, ns, loc) {
            Ok(Ty::Struct(class)) => Some(class),
            _ => None,
        };
        let resolved = ResolvedPrefix {
            path: path.clone(),
            env: env.clone(),
            class,
        };
        self.prefix_classes.entry(key).or_default().push(resolved);
        class
    }

    fn resolve_named_type_quiet(
        &mut self,
        path: &Path,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Ty> {
        let cp = self.diags.checkpoint();
        let ty = self.resolve_named_type(path, env, ns, loc);
        if ty.is_err() {
            self.diags.rollback(cp);
        }
        ty
    }

    /// The enumeration `e`, declared in `ns`, as a type; `env` binds the template parameters
    /// its underlying type names.
    /// The enumeration `e` named as a type (at `loc`): incomplete in its own enumerators'
    /// values where its underlying type depends on them (not fixed).
    fn named_enum_type(&mut self, e: &Rc<EnumDecl>, env: &TEnv, ns: NsId, loc: Loc) -> Ty {
        let fixed = e.scoped || e.underlying.is_some();
        if !fixed && self.enumerator_being_valued(e, env).is_some() {
            let name = e.name.as_deref().unwrap_or("<unnamed>");
            self.diags
                .lasting_error(loc, format!("incomplete type \"{name}\" is not allowed"));
        }
        self.enum_type(e, env, ns, loc)
    }

    fn enum_type(&mut self, e: &Rc<EnumDecl>, env: &TEnv, ns: NsId, loc: Loc) -> Ty {
        let (underlying, promoted) = match &e.underlying {
            Some(t) => {
                let t = self.resolve_type(t, env, ns, loc).unwrap_or(INT);
                let promoted = stmt::promote(&t);
                (t, promoted)
            }
            // A scoped enumeration's is `int` unless it says otherwise.
            None if e.scoped => (INT, INT),
            None => self.unfixed_enum_types(e, env, ns),
        };
        Ty::Enum(Rc::new(EnumTy {
            decl: Rc::as_ptr(e) as usize,
            name: e.name.clone().unwrap_or_else(|| "".into()),
            scoped: e.scoped,
            underlying,
            fixed: e.underlying.is_some() || e.scoped,
            promoted,
            scope: ns,
            class: None,
        }))
    }

    /// The underlying and promoted types of an enumeration that does not fix its underlying
    /// type, as GCC chooses them (the ABI leaves it to the compiler; nvcc agrees, measured):
    /// `unsigned int` or `unsigned long` where no enumerator is negative, else `int` or `long`,
    /// and for a packed one the first of `unsigned char`, `signed char`, `unsigned short` and
    /// `short` that holds every value; promotion gives the first of `int`, `unsigned int` and
    /// `long` that holds every value.
    fn unfixed_enum_types(&mut self, e: &Rc<EnumDecl>, env: &TEnv, ns: NsId) -> (Ty, Ty) {
        let key = Rc::as_ptr(e) as usize;
        if let Some(types) = self.unfixed_enum_types.get(&key) {
            return types.clone();
        }
        // Before the closing brace an enumerator is of its initializer's type, `int` for
        // what a value may ask for while the types are being chosen (`enum { a = 32, b =
        // f(a) }`, where the call's argument asks for `a`'s type).
        self.unfixed_enum_types.insert(key, (INT, INT));
        // A class's enumeration sees the class's names (`enum { bytes = sizeof(storage) }`),
        // a namespace's the namespace's. What cannot be computed is reported where the
        // enumerator's value is used.
        let scope = match env.is_empty() {
            true => self.scope_env(ns),
            false => env.clone(),
        };
        let cp = self.diags.checkpoint();
        let mut values = Vec::with_capacity(e.items.len());
        // (In 128 bits: an unsigned 64-bit enumerator past `LONG_MAX` is no negative one.)
        let mut next: i128 = 0;
        for (i, Enumerator { value, .. }) in e.items.iter().enumerate() {
            let v = match value {
                Some(x) => {
                    self.enumerators_valued
                        .push((Rc::as_ptr(e), scope.clone(), i));
                    let v = self.const_value(x, &scope, ns);
                    self.enumerators_valued.pop();
                    match v {
                        Some(constexpr::Num::Int(v, _)) => v,
                        Some(other) => other.int().into(),
                        None => next,
                    }
                }
                None => next,
            };
            values.push(v);
            next = v.wrapping_add(1);
        }
        self.diags.rollback(cp);
        let all = |fits: fn(i128) -> bool| values.iter().all(|v| fits(*v));
        let (fits_int, fits_uint) = (
            all(|v| i32::try_from(v).is_ok()),
            all(|v| u32::try_from(v).is_ok()),
        );
        let packed = [
            (all(|v| u8::try_from(v).is_ok()), Ty::int(1, false)),
            (all(|v| i8::try_from(v).is_ok()), CHAR),
            (all(|v| u16::try_from(v).is_ok()), Ty::int(2, false)),
            (all(|v| i16::try_from(v).is_ok()), Ty::int(2, true)),
        ]
        .into_iter()
        .find_map(|(fits, t)| (e.packed && fits).then_some(t));
        let fits_long = all(|v| i64::try_from(v).is_ok());
        let underlying = packed.unwrap_or(match (all(|v| v >= 0), fits_int || fits_uint) {
            (true, true) => UINT,
            (true, false) => ULONG,
            (false, true) => INT,
            (false, false) => LONG,
        });
        let promoted = match (fits_int, fits_uint, fits_long) {
            (true, _, _) => INT,
            (false, true, _) => UINT,
            (false, false, true) => LONG,
            (false, false, false) => ULONG,
        };
        let types = (underlying, promoted);
        self.unfixed_enum_types.insert(key, types.clone());
        types
    }

    /// Whether a field declared with `written` (which resolved to `ty`) is `volatile` (for an
    /// array: its elements), whether it points to `volatile`, and a pointer's qualifiers at
    /// every level (see [`FieldLayout::pointer_cv`]); template parameters bound to qualified
    /// types count.
    fn field_qualifiers(
        &mut self,
        written: &TypeExpr,
        ty: &Ty,
        env: &TEnv,
        ns: NsId,
    ) -> (bool, bool, Cv) {
        let declared = self.cv_of(written, env, ns);
        let mut cv = declared;
        let mut ty = ty;
        while let Ty::Array(element, _) = ty {
            cv = cv.held();
            ty = element;
        }
        // (A pointer's, or an array of pointers', whose elements are read through it.)
        let pointer_cv = match ty.is_ptr() {
            true => declared,
            false => Cv::NONE,
        };
        let pointee_volatile = ty.is_ptr() && cv.held().is_volatile();
        (cv.is_volatile(), pointee_volatile, pointer_cv)
    }

    /// The classes whose scopes `env` is in, innermost first: its class scope and the classes
    /// that one is nested in.
    fn class_scopes(&self, env: &TEnv) -> Vec<StructId> {
        match env.get(CLASS_SCOPE) {
            Some(TArg::Type(Ty::Struct(class), _)) => self.enclosing_class_chain(*class).collect(),
            _ => Vec::new(),
        }
    }

    /// The fields `class` declares itself: those of its layout after its bases' (and after
    /// the dynamic type it records first where no base records one).
    pub(super) fn own_fields(&self, class: StructId) -> &[FieldLayout] {
        let layout = &self.structs[class.0 as usize];
        let inherited: usize = (layout.bases.iter())
            .map(|(base, _)| self.structs[base.0 as usize].fields.len())
            .sum();
        let bases = &layout.bases;
        let own_dynamic_type = layout.polymorphic
            && !bases
                .iter()
                .any(|(b, _)| self.structs[b.0 as usize].polymorphic);
        let first = inherited + usize::from(own_dynamic_type);
        layout.fields.get(first..).unwrap_or_default()
    }

    /// `class` and the classes it is nested in, innermost first.
    pub(super) fn enclosing_class_chain(
        &self,
        class: StructId,
    ) -> impl Iterator<Item = StructId> + '_ {
        std::iter::successors(Some(class), |c| self.enclosing_classes.get(c).copied())
    }

    /// Whether `own` holds of `sid` or of one of its bases, direct or not (known before the
    /// class is laid out: its members' types may name its bases' member types).
    pub(super) fn in_class_or_bases(&self, sid: StructId, own: &dyn Fn(StructId) -> bool) -> bool {
        own(sid)
            || self.struct_infos[sid.0 as usize]
                .bases
                .iter()
                .any(|&(base, _)| self.in_class_or_bases(base, own))
    }

    /// Whether `sid` or one of its bases declares a member type `name` (not a template).
    fn declares_member_type(&self, sid: StructId, name: &str) -> bool {
        self.in_class_or_bases(sid, &|c| self.declares_own_member_type(c, name))
    }

    /// Whether `sid` itself declares a member type `name` (a class, an enumeration or an
    /// alias, a member class template too).
    fn declares_own_member_type(&self, sid: StructId, name: &str) -> bool {
        let decl = &self.struct_infos[sid.0 as usize].decl;
        own_member_alias(decl, name).is_some()
            || decl
                .body
                .iter()
                .flat_map(|b| &b.items)
                .any(|item| match item {
                    Item::Struct(s) => s.name.as_deref() == Some(name),
                    Item::Enum(e) => e.name.as_deref() == Some(name),
                    _ => false,
                })
    }

    /// Whether `sid` or one of its bases declares a member class template or member alias
    /// template `name`.
    fn declares_member_type_template(&self, sid: StructId, name: &str) -> bool {
        self.in_class_or_bases(sid, &|c| self.declares_own_member_type_template(c, name))
    }

    /// Whether `sid` itself declares a member class template or member alias template `name`.
    fn declares_own_member_type_template(&self, sid: StructId, name: &str) -> bool {
        let decl = &self.struct_infos[sid.0 as usize].decl;
        decl.body
            .iter()
            .flat_map(|b| &b.items)
            .any(|item| match item {
                Item::Struct(s) => s.template.is_some() && s.name.as_deref() == Some(name),
                Item::Alias {
                    name: n,
                    template: Some(_),
                    ..
                } => &**n == name,
                _ => false,
            })
    }

    /// The arguments written for a member template of parameters `template` (with the scope
    /// they are written in), and the class's environment `env` with them bound.
    fn bind_member_template(
        &mut self,
        template: &Option<Vec<TemplateParam>>,
        (args, use_env, use_ns): (&[TemplateArg], &TEnv, NsId),
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<(Vec<TArg>, TEnv)> {
        let targs = self.template_args_declared_in(
            template,
            Some(args),
            (use_env, use_ns),
            (env, ns),
            loc,
        )?;
        let mut inner = (**env).clone();
        for (p, a) in template.iter().flatten().zip(&targs) {
            inner.insert(p.name.clone(), a.clone());
        }
        Ok((targs, Rc::new(inner)))
    }

    /// The member alias `name` that the class `sid` itself declares (not a template), as a
    /// template argument binds it, resolved once per class: for a template's instance, an
    /// instantiation of the class's (see [`recursion`]).
    fn member_alias_arg(&mut self, sid: StructId, name: &Rc<str>, loc: Loc) -> LResult<TArg> {
        let key = (sid, name.clone());
        if let Some(known) = self.member_alias_args.get(&key) {
            return Ok(known.clone());
        }
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let Some(ty) = own_member_alias(&decl, name) else {
            return self.error(loc, format!("no type named '{name}'"));
        };
        let instance = !self.struct_infos[sid.0 as usize].targs.is_empty();
        if instance {
            let shown =
                |this: &mut Self| format!("class \"{}\"", this.structs[sid.0 as usize].name);
            self.enter_instantiation(recursion::Nesting::Member, shown, loc)?;
        }
        let resolved = self.type_arg(ty, &env, ns, loc);
        if instance {
            self.leave_instantiation(recursion::Nesting::Member);
        }
        let resolved = resolved?;
        self.member_alias_args.insert(key, resolved.clone());
        Ok(resolved)
    }

    /// A type declared inside a struct (`typedef`, `using`, nested struct). `written` is the
    /// template arguments of a member class template, with the scope they are written in.
    fn member_type(
        &mut self,
        sid: StructId,
        name: &Rc<str>,
        written: Option<(&[TemplateArg], &TEnv, NsId)>,
        loc: Loc,
    ) -> LResult<Ty> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        if let Some(body) = &decl.body {
            for item in &body.items {
                match item {
                    // A member alias template (`template <class U> using pair = P<T, U>;`):
                    // its arguments bound beside the class's.
                    Item::Alias {
                        name: n,
                        ty,
                        template: Some(params),
                        ..
                    } if n == name => {
                        let Some((args, use_env, use_ns)) = written else {
                            return self.error(
                                loc,
                                format!("alias template '{name}' needs template arguments"),
                            );
                        };
                        let written = (args, use_env, use_ns);
                        let (ty, inner, ns) =
                            self.member_alias_instance(ty, params, written, (&env, ns), loc)?;
                        return self.resolve_type(&ty, &inner, ns, loc);
                    }
                    Item::Alias { name: n, .. } if n == name => {
                        return Ok(match self.member_alias_arg(sid, name, loc)? {
                            TArg::Type(t, _) | TArg::Reference(t, ..) => t,
                            _ => return self.error(loc, format!("'{name}' is not a type")),
                        });
                    }
                    Item::Struct(s) if s.name.as_ref() == Some(name) => {
                        let instance = match (&s.template, written) {
                            (Some(_), Some(written)) => {
                                let (targs, _) =
                                    self.bind_member_template(&s.template, written, &env, ns, loc)?;
                                self.member_class_template_instance(sid, s, targs, loc)?
                            }
                            _ => {
                                let s = self.member_class_declaration(sid, s);
                                self.struct_instance_env(&s, vec![], env.clone(), ns, loc)?
                            }
                        };
                        return Ok(Ty::Struct(instance));
                    }
                    Item::Enum(e) if e.name.as_ref() == Some(name) => {
                        return Ok(match self.named_enum_type(e, &env, ns, loc) {
                            Ty::Enum(t) => Ty::Enum(Rc::new(EnumTy {
                                class: Some(sid),
                                ..(*t).clone()
                            })),
                            other => other,
                        });
                    }
                    _ => {}
                }
            }
        }
        let bases = self.struct_infos[sid.0 as usize].bases.clone();
        // A base's name is a member of it, and so of its derived classes (`Der::Base::id`).
        if written.is_none() {
            let named = |&&(base, _): &&(StructId, _)| {
                self.struct_infos[base.0 as usize].decl.name.as_ref() == Some(name)
            };
            if let Some(&(base, _)) = bases.iter().find(named) {
                return Ok(Ty::Struct(base));
            }
        }
        for (base, _) in bases {
            let cp = self.diags.checkpoint();
            match self.member_type(base, name, written, loc) {
                Ok(t) => return Ok(t),
                Err(Reported) => self.diags.rollback(cp),
            }
        }
        self.diags.error(
            loc,
            format!(
                "no type named '{name}' in '{}'",
                self.structs[sid.0 as usize].name
            ),
        );
        Err(Reported)
    }

    /// The declaration of the member class `s` of `sid` that its instances are made from:
    /// this instance's own definition, where one is written outside the class template. A
    /// member template's specializations in the class are noted as its own.
    fn member_class_declaration(&mut self, sid: StructId, s: &Rc<StructDecl>) -> Rc<StructDecl> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, ns) = (info.decl.clone(), info.ns);
        let name = s.name.clone().unwrap_or_default();
        let s = self
            .explicit_member_class(sid, &name, ns)
            .or_else(|| self.member_class_defined_outside(sid, s, ns))
            .unwrap_or(s.clone());
        if s.template.is_some() {
            let specs = (decl.body.iter().flat_map(|b| &b.items)).filter_map(|item| match item {
                Item::Struct(spec)
                    if spec.name.as_ref() == Some(&name)
                        && spec.specialization.is_some()
                        && spec.body.is_some() =>
                {
                    Some((spec.clone(), ns))
                }
                _ => None,
            });
            self.member_specializations
                .entry(key(&s))
                .or_insert_with(|| specs.collect());
        }
        s
    }

    /// The instance for the arguments `targs` of the member class template `s` of `class`.
    fn member_class_template_instance(
        &mut self,
        class: StructId,
        s: &Rc<StructDecl>,
        targs: Vec<TArg>,
        loc: Loc,
    ) -> LResult<StructId> {
        let s = self.member_class_declaration(class, s);
        let info = &self.struct_infos[class.0 as usize];
        let (env, ns) = (info.env.clone(), info.ns);
        // A variadic member template: its packs as long as the arguments make them, bound
        // element by element.
        let Some(s) = self.expanded_class(&s, targs.len())? else {
            return self.error(loc, "too few template arguments");
        };
        let mut inner = (*env).clone();
        for (p, a) in s.template.iter().flatten().zip(&targs) {
            inner.insert(p.name.clone(), a.clone());
        }
        self.struct_instance_env(&s, targs, Rc::new(inner), ns, loc)
    }

    /// The member class `name` of the class template instance `sid` as an explicit
    /// specialization defines it for that instance alone (`template <> struct A<int>::In {...}`,
    /// `template <> template <class U> struct A<char>::N {...}`), looked up from `ns`.
    fn explicit_member_class(
        &mut self,
        sid: StructId,
        name: &str,
        ns: NsId,
    ) -> Option<Rc<StructDecl>> {
        let definitions: Vec<(Rc<StructDecl>, NsId)> = self
            .names
            .lookup(ns, name)
            .into_iter()
            .filter_map(|e| match e {
                Entity::Struct(d, dns)
                    if d.body.is_some()
                        && d.specialization.is_none()
                        && d.scope.as_ref().is_some_and(|p| p.last().targs.is_some()) =>
                {
                    Some((d, dns))
                }
                _ => None,
            })
            .collect();
        definitions.into_iter().find_map(|(d, dns)| {
            let scope = d.scope.clone()?;
            self.names_instance(scope, &TEnv::default(), (dns, d.loc), sid)
                .then_some(d)
        })
    }

    /// The definition written outside class `sid` (`template <class T> class left::mapping
    /// {...}`) of its member class `decl`, declared without a body: of the definitions of that
    /// name, the one whose qualifier names the class (another class's member of the same name
    /// is another class).
    fn member_class_defined_outside(
        &self,
        sid: StructId,
        decl: &StructDecl,
        ns: NsId,
    ) -> Option<Rc<StructDecl>> {
        let class = self.struct_infos[sid.0 as usize].decl.name.clone()?;
        let name = decl.name.as_ref()?;
        if decl.body.is_some() {
            return None;
        }
        self.names
            .lookup(ns, name)
            .into_iter()
            .find_map(|e| match e {
                Entity::Struct(d, _)
                    if d.body.is_some()
                        && d.specialization.is_none()
                        && d.scope.as_ref().is_some_and(|p| p.last().name == class) =>
                {
                    Some(d)
                }
                _ => None,
            })
    }

    /// Whether the class the written `path` names, read in `ns` with `env`, is the instance
    /// `sid` (the qualifier of a member an explicit specialization defines outside its class:
    /// `A<int>`, `A<int>::N`); nothing is reported.
    pub(super) fn names_instance(
        &mut self,
        path: Path,
        env: &TEnv,
        (ns, loc): (NsId, Loc),
        sid: StructId,
    ) -> bool {
        let cp = self.diags.checkpoint();
        let class = self.resolve_type_quiet(&TypeExpr::Named(path), env, ns, loc);
        self.diags.rollback(cp);
        class == Some(Ty::Struct(sid))
    }

    /// Binds in `env` the declared types of the value parameters among `params` whose
    /// arguments `env` does not bind with one (all but `auto` parameters'), where the types
    /// resolve there and have a machine type: a parameter named in a constant expression or a
    /// body is a value of its type (`N - 1` of an `unsigned N` given 0 is `4294967295u`).
    pub(super) fn bind_value_param_types(
        &mut self,
        params: &[TemplateParam],
        env: &mut HashMap<Rc<str>, TArg>,
        ns: NsId,
        loc: Loc,
    ) {
        for p in params.iter().filter(|p| !p.pack) {
            let TemplateParamKind::Value { ty, .. } = &p.kind else {
                continue;
            };
            let key = value_type_key(&p.name);
            if env.contains_key(&key) || matches!(env.get(&p.name), Some(TArg::Value(_, Some(_)))) {
                continue;
            }
            let scope = Rc::new(env.clone());
            if let Some(t) = self
                .resolve_type_quiet(ty, &scope, ns, loc)
                .filter(|t| t.ir().is_some())
            {
                env.insert(key, TArg::Type(t, Cv::NONE));
            }
        }
    }

    /// The argument the constant `e` (resolved with `env` in `ns`) gives a value parameter of
    /// type `ty`, which `param_scope` resolves where it names a type (the template's scope
    /// and its earlier arguments): for an `auto` parameter, with the value's type; for one
    /// of a floating type, the value whole (see [`TArg::value`]). `None` where `e` is not a
    /// constant.
    fn value_argument(
        &mut self,
        e: &Expr,
        ty: &TypeExpr,
        param_scope: Option<(&HashMap<Rc<str>, TArg>, NsId)>,
        env: &TEnv,
        ns: NsId,
    ) -> Option<TArg> {
        let typed = match stmt::strip_quals(ty) {
            TypeExpr::Auto => self.value_type_outside_functions(e, env, ns),
            TypeExpr::Builtin(Builtin::Float) => Some(Ty::Float),
            TypeExpr::Builtin(Builtin::Double | Builtin::LongDouble) => Some(DOUBLE),
            // A parameter whose type is a name (`T V`, `size_t N`) is resolved only for a
            // floating-point argument: an integer given to one of floating type (`Const<float,
            // 2>`) keeps its value as an integer, read as the parameter's type.
            TypeExpr::Named(_) if constexpr::mentions_float(e, env) => param_scope
                .and_then(|(scope, scope_ns)| {
                    self.resolve_type_quiet(ty, &Rc::new(scope.clone()), scope_ns, e.loc)
                })
                .filter(|t| matches!(t, Ty::Float | Ty::Double { .. })),
            _ => None,
        };
        match typed {
            Some(t @ (Ty::Float | Ty::Double { .. })) => {
                let v = self.const_num(e, env, ns)?.float();
                Some(TArg::value(constexpr::Num::Float(v, t == Ty::Float), None))
            }
            typed => Some(TArg::Value(self.const_eval(e, env, ns)?, typed)),
        }
    }

    /// The template arguments of an instance: those written, then defaults.
    fn template_args_for(
        &mut self,
        params: &Option<Vec<TemplateParam>>,
        written: Option<&[TemplateArg]>,
        env: &TEnv,
        ns: NsId,
        decl_ns: NsId,
        loc: Loc,
    ) -> LResult<Vec<TArg>> {
        let declared_in = Rc::default();
        self.template_args_declared_in(params, written, (env, ns), (&declared_in, decl_ns), loc)
    }

    /// [`Lowerer::template_args_for`] of a template declared where `decl_env` holds (a member
    /// template's class: its defaults name the class's members, `ReturnScalar = Scalar`).
    fn template_args_declared_in(
        &mut self,
        params: &Option<Vec<TemplateParam>>,
        written: Option<&[TemplateArg]>,
        (env, ns): (&TEnv, NsId),
        (decl_env, decl_ns): (&TEnv, NsId),
        loc: Loc,
    ) -> LResult<Vec<TArg>> {
        let Some(params) = params else {
            return Ok(vec![]);
        };
        let written = written.unwrap_or(&[]);
        let pack = params.iter().any(|p| p.pack);
        if written.len() > params.len() && !pack {
            self.diags.error(loc, "too many template arguments");
            return Err(Reported);
        }
        let mut out = Vec::new();
        let mut inner_env = (**decl_env).clone();
        for (i, p) in params.iter().enumerate() {
            if p.pack {
                // A pack takes the rest, each of its kind (see `packs`).
                for w in written.iter().skip(i) {
                    let param_scope = Some((&inner_env, decl_ns));
                    out.push(self.template_arg(w, &p.kind, param_scope, env, ns, loc)?);
                }
                break;
            }
            let arg = if let Some(w) = written.get(i) {
                self.template_arg(w, &p.kind, Some((&inner_env, decl_ns)), env, ns, loc)?
            } else {
                let denv = Rc::new(inner_env.clone());
                match &p.kind {
                    TemplateParamKind::Type { default: Some(t) } => {
                        self.type_arg(t, &denv, decl_ns, loc)?
                    }
                    // A default is the argument written there: `nullptr`, an object, a
                    // function or a value, as `template_arg` takes each.
                    TemplateParamKind::Value {
                        default: Some(e), ..
                    } => self.template_arg(
                        &TemplateArg::Expr(e.clone()),
                        &p.kind,
                        Some((&inner_env, decl_ns)),
                        &denv,
                        decl_ns,
                        loc,
                    )?,
                    TemplateParamKind::Template { default: Some(t) } => {
                        self.class_template_arg(t, &denv, decl_ns, loc)?
                    }
                    _ => {
                        self.diags.error(
                            loc,
                            format!("too few template arguments: no argument for '{}'", p.name),
                        );
                        return Err(Reported);
                    }
                }
            };
            // A value parameter whose type the arguments before it make invalid
            // (`enable_if_t<B, int> = 0`): no instance (a substitution failure).
            if let TemplateParamKind::Value { ty, .. } = &p.kind {
                if !matches!(stmt::strip_quals(ty), TypeExpr::Builtin(_) | TypeExpr::Auto) {
                    self.resolve_type(ty, &Rc::new(inner_env.clone()), decl_ns, loc)?;
                }
            }
            inner_env.insert(p.name.clone(), arg.clone());
            out.push(arg);
        }
        Ok(out)
    }

    /// The argument `w` (resolved with `env` in `ns`) gives a parameter of `kind`, whose type,
    /// for a value, `param_scope` resolves (see [`Lowerer::value_argument`]).
    fn template_arg(
        &mut self,
        w: &TemplateArg,
        kind: &TemplateParamKind,
        param_scope: Option<(&HashMap<Rc<str>, TArg>, NsId)>,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<TArg> {
        self.using_classes(|this| this.template_arg_of_kind(w, kind, param_scope, env, ns, loc))
    }

    fn template_arg_of_kind(
        &mut self,
        w: &TemplateArg,
        kind: &TemplateParamKind,
        param_scope: Option<(&HashMap<Rc<str>, TArg>, NsId)>,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<TArg> {
        let value_name = match w {
            TemplateArg::Expr(e) => function_name_of(e),
            TemplateArg::Type(TypeExpr::Named(p)) => Some(p),
            TemplateArg::Type(_) => None,
        };
        if let TemplateParamKind::Value { ty, .. } = kind {
            if let Some(object) = self.class_object_template_arg(w, ty, param_scope, env, ns, loc) {
                return object;
            }
        }
        // `nullptr` for a pointer or a pointer to member: the null one of its kind.
        if let (TemplateArg::Expr(e), TemplateParamKind::Value { ty, .. }) = (w, kind) {
            if let ExprKind::Nullptr = e.kind {
                match stmt::strip_quals(ty) {
                    TypeExpr::Pointer(_) => return Ok(TArg::Value(0, None)),
                    TypeExpr::Auto => return Ok(TArg::Value(0, Some(Ty::Nullptr))),
                    TypeExpr::MemberPointer { .. } => {
                        if let Some(t) = self.resolve_type_quiet(ty, env, ns, loc) {
                            let irt = t.ir().unwrap_or(ir::Type::I64);
                            let null = member_pointers::null_member_pointer(irt);
                            return Ok(TArg::Value(null, Some(t)));
                        }
                    }
                    _ => {}
                }
            }
        }
        if let (Some(p), TemplateParamKind::Value { ty, .. }) = (value_name, kind) {
            if let Some(f) = self.function_template_arg(p, ty, env, ns, loc) {
                return f;
            }
            if let Some(object) = self.object_template_arg(p, ty, env, ns) {
                return object;
            }
            if let Some(member) = self.member_template_arg(p, ty, env, ns, loc) {
                return member;
            }
        }
        // `T::rank()` of a template parameter `T` parses as the type of a function returning
        // `T::rank`: for a value parameter it is the call.
        if let (
            TemplateArg::Type(TypeExpr::Function(ret, params, false)),
            TemplateParamKind::Value { .. },
        ) = (w, kind)
        {
            if let TypeExpr::Named(p) = &**ret {
                if params.is_empty() && p.segments.len() > 1 {
                    let call = Expr::call_of_name(p.clone(), Vec::new(), loc);
                    let call = TemplateArg::Expr(call);
                    return self.template_arg(&call, kind, param_scope, env, ns, loc);
                }
            }
        }
        match (w, kind) {
            (TemplateArg::Type(t), TemplateParamKind::Type { .. }) => {
                self.type_arg(t, env, ns, loc)
            }
            (TemplateArg::Expr(e), TemplateParamKind::Value { ty, .. }) => {
                match self.value_argument(e, ty, param_scope, env, ns) {
                    Some(arg) => Ok(arg),
                    None => {
                        let message = "template argument is not a constant expression";
                        self.report_no_constant(e, env, ns, message);
                        Err(Reported)
                    }
                }
            }
            // A name parsed as a type may be a value (and the reverse): decide by the parameter.
            (TemplateArg::Type(TypeExpr::Named(p)), TemplateParamKind::Value { ty, .. }) => {
                let e = Expr {
                    kind: ExprKind::Name(p.clone()),
                    loc,
                };
                match self.value_argument(&e, ty, param_scope, env, ns) {
                    Some(arg) => Ok(arg),
                    None => {
                        self.diags
                            .error(loc, "template argument is not a constant expression");
                        Err(Reported)
                    }
                }
            }
            (
                TemplateArg::Expr(Expr {
                    kind: ExprKind::Name(p),
                    ..
                }),
                TemplateParamKind::Type { .. },
            ) => self.type_arg(&TypeExpr::Named(p.clone()), env, ns, loc),
            (TemplateArg::Type(TypeExpr::Named(p)), TemplateParamKind::Template { .. })
            | (
                TemplateArg::Expr(Expr {
                    kind: ExprKind::Name(p),
                    ..
                }),
                TemplateParamKind::Template { .. },
            ) => self.class_template_arg(p, env, ns, loc),
            _ => {
                self.diags
                    .error(loc, "template argument kind does not match its parameter");
                Err(Reported)
            }
        }
    }

    /// A type as a template argument, with its qualifiers: a reference type keeps being one
    /// (`U&`, `U&&`, and `T&&` or a plain `T` when `T` is bound to one).
    pub(super) fn type_arg(
        &mut self,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<TArg> {
        self.naming_classes(t, |this| {
            let ty = this.resolve_type(t, env, ns, loc)?;
            let cv = this.cv_of(t, env, ns);
            // A function type has no qualifiers of its own: `const T` with `T = void()` is
            // `void()`, and `int(int) const` is a member function's type, not a `const` type.
            let cv = match ty {
                Ty::Func(_) => cv.below_top(),
                _ => cv,
            };
            Ok(match this.declared_reference(t, env, ns) {
                Some(kind) => TArg::Reference(ty, cv, kind),
                None => TArg::Type(ty, cv),
            })
        })
    }

    /// The alias the written type `t` names, where it names one: a member type of the classes
    /// whose scopes `env` is in or of a named class (`typename It::reference`), an alias of a
    /// namespace or an instance of an alias template (`LR<int>` with `template <class T> using
    /// LR = T &;`), or the member of a `decltype` (`decltype(f(x))::type`); its written
    /// type, with the environment and namespace that resolve it.
    fn aliased(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId) -> Option<(TypeExpr, TEnv, NsId)> {
        let TypeExpr::Named(p) = t else {
            return None;
        };
        // A member of `decltype(e)` (`typename decltype(at<I>(x))::type`): the member of the
        // operand's type, bound to a name.
        if let Some(e) = decltype_root(p) {
            let e = e.clone();
            let cp = self.diags.checkpoint();
            let bound = self.decltype_root_bound(p, &e, env, ns);
            self.diags.rollback(cp);
            let (rest, bound) = bound.ok()?;
            return Some((TypeExpr::Named(rest), bound, ns));
        }
        if let Some(written) = &p.last().targs {
            if let Some(instance) = self.alias_template_instance(p, written, env, ns) {
                return Some(instance);
            }
            let class = self.class_of_member_type(p, env, ns)?;
            return self.member_alias_template_instance(class, &p.last().name, (written, env, ns));
        }
        if let Some(class) = self.class_of_member_type(p, env, ns) {
            return self.member_alias(class, &p.last().name);
        }
        self.names
            .lookup_path(ns, p)
            .into_iter()
            .find_map(|e| match e {
                Entity::Alias {
                    ty,
                    template: None,
                    ns: alias_ns,
                    ..
                } => Some((ty, env.clone(), alias_ns)),
                _ => None,
            })
    }

    /// The instance of the member alias template `name` of `class` for the arguments
    /// `written` (`M::ref<int>` of `template <class T> using ref = T&;`): the aliased type and
    /// the environment that binds the class's and the alias's parameters; `None`, with nothing
    /// reported, where the class declares no such template or the arguments do not fit it.
    fn member_alias_template_instance(
        &mut self,
        class: StructId,
        name: &str,
        written: (&[TemplateArg], &TEnv, NsId),
    ) -> Option<(TypeExpr, TEnv, NsId)> {
        let info = &self.struct_infos[class.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let (ty, params) = match own_alias(&decl, name)? {
            (ty, Some(params)) => (ty.clone(), params.clone()),
            (_, None) => return None,
        };
        let cp = self.diags.checkpoint();
        let instance =
            self.member_alias_instance(&ty, &params, written, (&env, ns), Loc::default());
        if instance.is_err() {
            self.diags.rollback(cp);
        }
        instance.ok()
    }

    /// [`Lowerer::member_alias_template_instance`] of the alias `ty` with the parameters
    /// `params`, declared in a class whose scope is `(env, ns)`: its pack expanded to as many
    /// parameters as it takes arguments, as [`Lowerer::alias_instance`] does.
    fn member_alias_instance(
        &mut self,
        ty: &TypeExpr,
        params: &[TemplateParam],
        (written, use_env, use_ns): (&[TemplateArg], &TEnv, NsId),
        (env, ns): (&TEnv, NsId),
        loc: Loc,
    ) -> LResult<(TypeExpr, TEnv, NsId)> {
        let declared = Some(params.to_vec());
        let targs = self.template_args_declared_in(
            &declared,
            Some(written),
            (use_env, use_ns),
            (env, ns),
            loc,
        )?;
        let (ty, inner) = self.bound_alias(ty, params, targs, env, loc)?;
        Ok((ty, inner, ns))
    }

    /// The alias `ty` of the parameters `params` with them bound to `targs` beside `env`'s
    /// names, its pack first expanded to as many parameters as there are arguments.
    fn bound_alias(
        &mut self,
        ty: &TypeExpr,
        params: &[TemplateParam],
        targs: Vec<TArg>,
        env: &TEnv,
        loc: Loc,
    ) -> LResult<(TypeExpr, TEnv)> {
        let Some((params, ty)) = self.expanded_alias_template(params, ty, targs.len())? else {
            return self.error(loc, "too few template arguments");
        };
        let mut bound = (**env).clone();
        for (p, a) in params.iter().zip(targs) {
            bound.insert(p.name.clone(), a);
        }
        Ok((ty, Rc::new(bound)))
    }

    /// The alias template instance `path` names with the arguments `written`, as
    /// [`Lowerer::alias_instance`] gives it; `None`, with nothing reported, where `path` names
    /// no alias template or the arguments do not fit it.
    fn alias_template_instance(
        &mut self,
        path: &Path,
        written: &[TemplateArg],
        env: &TEnv,
        ns: NsId,
    ) -> Option<(TypeExpr, TEnv, NsId)> {
        let (ty, params, alias_ns) = self.alias_template_named(path, ns)?;
        let cp = self.diags.checkpoint();
        let instance = self.alias_instance(
            &ty,
            &params,
            Some(written),
            env,
            ns,
            alias_ns,
            Loc::default(),
        );
        if instance.is_err() {
            self.diags.rollback(cp);
        }
        instance.ok()
    }

    /// The type an instance of the alias template `ty` (declared in `alias_ns` with `params`)
    /// names for the arguments `written` at a use in `ns`: the alias's type with its parameters
    /// bound to the arguments (so that a reference or `const` an argument or the alias's type
    /// carries is seen), its pack first expanded to as many parameters as it takes arguments
    /// (each argument resolved: `void_t` of an ill-formed type is no type).
    #[allow(clippy::too_many_arguments)]
    fn alias_instance(
        &mut self,
        ty: &TypeExpr,
        params: &[TemplateParam],
        written: Option<&[TemplateArg]>,
        env: &TEnv,
        ns: NsId,
        alias_ns: NsId,
        loc: Loc,
    ) -> LResult<(TypeExpr, TEnv, NsId)> {
        let params_owned = Some(params.to_vec());
        let targs = self.template_args_for(&params_owned, written, env, ns, alias_ns, loc)?;
        let (ty, alias_env) = self.bound_alias(ty, params, targs, env, loc)?;
        Ok((ty, alias_env, alias_ns))
    }

    /// The class whose member type the path `p` (without template arguments on its last
    /// name) names: one whose scope `env` is in (`value_type` alone) or the class its prefix
    /// names (`typename It::reference`).
    fn class_of_member_type(&mut self, p: &Path, env: &TEnv, ns: NsId) -> Option<StructId> {
        let name = &p.last().name;
        if let ([seg], false) = (&p.segments[..], p.global) {
            if env.contains_key(&seg.name) {
                return None;
            }
            self.class_scopes(env)
                .into_iter()
                .find(|&class| self.declares_member_type(class, name))
        } else {
            self.prefix_class(p, env, ns, Loc::default())
        }
    }

    /// The class that declares the member alias `name` of `sid`: `sid` or a base.
    fn member_alias_owner(&mut self, sid: StructId, name: &str) -> Option<StructId> {
        if own_member_alias(&self.struct_infos[sid.0 as usize].decl, name).is_some() {
            return Some(sid);
        }
        let bases = self.struct_infos[sid.0 as usize].bases.clone();
        bases
            .into_iter()
            .find(|&(base, _)| self.declares_member_type(base, name))
            .and_then(|(base, _)| self.member_alias_owner(base, name))
    }

    /// The member alias `name` of `sid` or of the base that declares it.
    fn member_alias(&mut self, sid: StructId, name: &str) -> Option<(TypeExpr, TEnv, NsId)> {
        let owner = self.member_alias_owner(sid, name)?;
        let info = &self.struct_infos[owner.0 as usize];
        let ty = own_member_alias(&info.decl, name)?;
        Some((ty.clone(), info.env.clone(), info.ns))
    }

    /// The member alias the written type `t` names (see [`Lowerer::class_of_member_type`]) as
    /// a template argument binds it, where resolving a type has already resolved it (see
    /// [`Lowerer::member_alias_arg`]); `None` otherwise.
    fn resolved_member_alias(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId) -> Option<TArg> {
        let TypeExpr::Named(p) = t else {
            return None;
        };
        if p.last().targs.is_some() {
            return None;
        }
        let class = self.class_of_member_type(p, env, ns)?;
        let name = p.last().name.clone();
        let owner = self.member_alias_owner(class, &name)?;
        self.member_alias_args.get(&(owner, name)).cloned()
    }

    /// Which reference the written type `t` is: as written, a template parameter bound to one,
    /// or through aliases (`typedef T& reference;`, `typedef decltype(*p) reference;`).
    pub(super) fn declared_reference(
        &mut self,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<RefKind> {
        // `R&&` with `R` a reference to an lvalue through an alias is one too.
        if let TypeExpr::Reference(inner, RefKind::Rvalue) = stmt::strip_quals(t) {
            if self.declared_reference(inner, env, ns) == Some(RefKind::Lvalue) {
                return Some(RefKind::Lvalue);
            }
        }
        let mut written = (t.clone(), env.clone(), ns);
        // Aliases cannot name themselves; the bound only guards against a malformed program.
        for _ in 0..64 {
            let (t, env, ns) = &written;
            if let Some(kind) = reference_kind(t, env) {
                return Some(kind);
            }
            written = match stmt::strip_quals(t) {
                TypeExpr::Decltype(e) => {
                    return self.decltype_reference_outside_functions(e, env, *ns)
                }
                t => {
                    if let Some(arg) = self.resolved_member_alias(t, env, *ns) {
                        return match arg {
                            TArg::Reference(_, _, kind) => Some(kind),
                            _ => None,
                        };
                    }
                    self.aliased(t, env, *ns)?
                }
            };
        }
        None
    }

    /// `decltype(e)::type` (the path `path`, whose root's operand is `e`) where no function's
    /// locals are in scope: the rest of the path, its root the type of the operand bound to a
    /// name of its own in the environment given back.
    fn decltype_root_bound(
        &mut self,
        path: &Path,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<(Path, TEnv)> {
        let ty = self.decltype_outside_functions(e, env, ns)?;
        let name: Rc<str> = format!("decltype#{}", env.len()).into();
        let mut bound = (**env).clone();
        bound.insert(name.clone(), TArg::Type(ty, Cv::NONE));
        let mut segments = path.segments.clone();
        segments[0] = Segment { name, targs: None };
        let rest = Path {
            global: false,
            segments,
        };
        Ok((rest, Rc::new(bound)))
    }

    fn cv_of(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId) -> Cv {
        match t {
            // Qualifiers on a reference (`const R` with `R = int&`) are ignored.
            TypeExpr::Qualified(inner, _) if self.declared_reference(inner, env, ns).is_some() => {
                self.cv_of(inner, env, ns)
            }
            // `const T` with `T` an array qualifies the elements, as C++ does.
            TypeExpr::Qualified(inner, q) => self
                .cv_of(inner, env, ns)
                .with_at(q, array_depth(inner, env)),
            TypeExpr::Pointer(inner) | TypeExpr::Array(inner, _) => {
                self.cv_of(inner, env, ns).holder()
            }
            TypeExpr::Reference(inner, _) => self.cv_of(inner, env, ns),
            // `decltype("abc")`, `decltype(kLimit)` of a `const` variable.
            TypeExpr::Decltype(e) => {
                let cp = self.diags.checkpoint();
                let of = self.outside_functions(e.loc, env, ns, |this, fx| this.decltype_of(fx, e));
                self.diags.rollback(cp);
                match of {
                    Ok(TArg::Type(_, cv) | TArg::Reference(_, cv, _)) => cv,
                    _ => Cv::NONE,
                }
            }
            TypeExpr::Named(p) => {
                if let ([seg], false, None) = (&p.segments[..], p.global, &p.last().targs) {
                    match env.get(&seg.name) {
                        Some(TArg::Type(_, cv) | TArg::Reference(_, cv, _)) => return *cv,
                        Some(_) => return Cv::NONE,
                        None => {}
                    }
                }
                // `typename remove_reference<T>::type`: the member type's own qualifiers.
                if let Some(arg) = self.resolved_member_alias(t, env, ns) {
                    return match arg {
                        TArg::Type(_, cv) | TArg::Reference(_, cv, _) => cv,
                        _ => Cv::NONE,
                    };
                }
                match self.aliased(t, env, ns) {
                    Some((ty, env, ns)) => self.cv_of(&ty, &env, ns),
                    None => Cv::NONE,
                }
            }
            _ => Cv::NONE,
        }
    }

    /// Each template parameter of `params` with its argument in `targs`, as `N=200` (with
    /// `between` between them), as nvcc's messages name an instance.
    fn template_bindings_text(
        &self,
        params: &[TemplateParam],
        targs: &[TArg],
        between: &str,
    ) -> Vec<String> {
        let text = |a: &TArg| self.template_args_text(std::slice::from_ref(a));
        (params.iter().zip(targs))
            .map(|(p, a)| format!("{}{between}{}", p.name, text(a)))
            .collect()
    }

    /// Template arguments as an instance's name shows them: `float, 4, ns::Plus`.
    fn template_args_text(&self, targs: &[TArg]) -> String {
        let args: Vec<String> = targs
            .iter()
            .map(|a| match a {
                TArg::Type(t, cv) => display_qualified(t, *cv, &self.structs),
                TArg::Reference(t, cv, kind) => format!(
                    "{}{}",
                    display_qualified(t, *cv, &self.structs),
                    match kind {
                        RefKind::Lvalue => "&",
                        RefKind::Rvalue => "&&",
                    }
                ),
                TArg::Value(v, typed) => match constexpr::argument_number(*v, typed.as_ref()) {
                    constexpr::Num::Int(i, kind) => kind.display(i),
                    constexpr::Num::Float(f, true) => format!("{}f", f as f32),
                    constexpr::Num::Float(f, false) => f.to_string(),
                },
                TArg::Function(id) => self.module.function(*id).name.clone(),
                TArg::Object { global, .. } => self.module.globals[global.0 as usize].name.clone(),
                TArg::Template(t) => {
                    let template = &self.class_templates[*t as usize];
                    let name = template.decl.name.as_deref().unwrap_or("<anonymous>");
                    match template.enclosing {
                        Some(class) => format!("{}::{name}", self.structs[class.0 as usize].name),
                        None => format!("{}{name}", self.names.host_prefix(template.ns)),
                    }
                }
                TArg::AliasTemplate(t) => {
                    let alias = &self.alias_templates[*t as usize];
                    format!("{}{}", self.names.host_prefix(alias.ns), alias.name)
                }
            })
            .collect();
        args.join(", ")
    }

    /// The class template `path` names, as the argument of a template template parameter.
    fn class_template_arg(&mut self, path: &Path, env: &TEnv, ns: NsId, loc: Loc) -> LResult<TArg> {
        if let ([seg], false) = (&path.segments[..], path.global) {
            if let (Some(arg @ (TArg::Template(_) | TArg::AliasTemplate(_))), None) =
                (env.get(&seg.name), &seg.targs)
            {
                return Ok(arg.clone());
            }
        }
        // An alias template (the detection idiom's operations).
        let alias = match path.last().targs {
            None => self.alias_template_named(path, ns),
            Some(_) => None,
        };
        if let Some((ty, params, ans)) = alias {
            let name = path.last().name.clone();
            let known = self
                .alias_templates
                .iter()
                .position(|a| a.name == name && a.ns == ans && a.ty == ty && a.params == params);
            let id = known.unwrap_or_else(|| {
                self.alias_templates.push(AliasTemplate {
                    name,
                    ty,
                    params,
                    ns: ans,
                });
                self.alias_templates.len() - 1
            });
            return Ok(TArg::AliasTemplate(id as u32));
        }
        // A member class template of a class around the use (`SP<PP>` in a class template
        // that declares `template <class A> struct PP`).
        if let ([seg], false, None) = (&path.segments[..], path.global, &path.last().targs) {
            for class in self.class_scopes(env) {
                if let Some(d) = self.member_class_template(class, &seg.name) {
                    let cns = self.struct_infos[class.0 as usize].ns;
                    return Ok(TArg::Template(self.class_template_id(&d, cns, Some(class))));
                }
            }
        }
        // A member class template named with its class (`S::template apply`).
        if let (Some(qualifier), None) = (path.qualifier(), &path.last().targs) {
            let class = self.resolve_named_type_quiet(&qualifier, env, ns, loc);
            if let Ok(Ty::Struct(class)) = class {
                if let Some(d) = self.member_class_template(class, &path.last().name) {
                    let cns = self.struct_infos[class.0 as usize].ns;
                    return Ok(TArg::Template(self.class_template_id(&d, cns, Some(class))));
                }
            }
        }
        let found = self
            .names
            .lookup_path(ns, path)
            .into_iter()
            .find_map(|e| match e {
                Entity::Struct(decl, dns)
                    if decl.template.is_some() && path.last().targs.is_none() =>
                {
                    Some((decl, dns))
                }
                _ => None,
            });
        let Some((decl, dns)) = found else {
            self.diags.error(
                loc,
                "the argument of a template template parameter must name a class template",
            );
            return Err(Reported);
        };
        Ok(TArg::Template(self.class_template_id(&decl, dns, None)))
    }

    /// The member class template `name` that the class `class` itself declares (its primary
    /// declaration).
    fn member_class_template(&self, class: StructId, name: &str) -> Option<Rc<StructDecl>> {
        let decl = &self.struct_infos[class.0 as usize].decl;
        decl.body
            .iter()
            .flat_map(|b| &b.items)
            .find_map(|item| match item {
                Item::Struct(d)
                    if d.template.is_some()
                        && d.specialization.is_none()
                        && d.name.as_deref() == Some(name) =>
                {
                    Some(d.clone())
                }
                _ => None,
            })
    }

    /// The position of the class template `decl` (a member of `enclosing`) in
    /// [`Lowerer::class_templates`].
    fn class_template_id(
        &mut self,
        decl: &Rc<StructDecl>,
        ns: NsId,
        enclosing: Option<StructId>,
    ) -> u32 {
        let position = (self.class_templates.iter())
            .position(|t| Rc::ptr_eq(&t.decl, decl) && t.enclosing == enclosing)
            .unwrap_or_else(|| {
                self.class_templates.push(ClassTemplate {
                    decl: decl.clone(),
                    ns,
                    enclosing,
                });
                self.class_templates.len() - 1
            });
        position as u32
    }

    /// The template arguments in scope where `ns` is: those of the function a block scope is
    /// in (a local class or enumeration sees them), none at namespace scope.
    fn scope_env(&self, ns: NsId) -> TEnv {
        self.block_scope_envs.get(&ns).cloned().unwrap_or_default()
    }

    fn struct_instance(
        &mut self,
        decl: &Rc<StructDecl>,
        targs: Vec<TArg>,
        ns: NsId,
        loc: Loc,
    ) -> LResult<StructId> {
        let mut env = (*self.scope_env(ns)).clone();
        // A class template declared before its definition is instantiated from the
        // definition, whose packs are expanded.
        let definition = self.definition_if_declared(decl, ns);
        let decl = definition.as_ref().unwrap_or(decl);
        let decl = &match self.expanded_class(decl, targs.len())? {
            Some(expanded) => expanded,
            None => {
                self.diags.error(loc, "too few template arguments");
                return Err(Reported);
            }
        };
        if let Some(params) = &decl.template {
            for (p, a) in params.iter().zip(&targs) {
                env.insert(p.name.clone(), a.clone());
            }
        }
        self.struct_instance_env(decl, targs, Rc::new(env), ns, loc)
    }

    /// For a class only declared (`struct node_s;`), its definition; `None` for a definition.
    fn definition_if_declared(&self, decl: &Rc<StructDecl>, ns: NsId) -> Option<Rc<StructDecl>> {
        match decl.body {
            None => self.names.definition_of(decl, ns),
            Some(_) => None,
        }
    }

    fn struct_instance_env(
        &mut self,
        decl: &Rc<StructDecl>,
        targs: Vec<TArg>,
        env: TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<StructId> {
        let named_only = self.naming_class;
        self.using_classes(|this| this.struct_instance_named(decl, targs, env, ns, loc, named_only))
    }

    fn struct_instance_named(
        &mut self,
        decl: &Rc<StructDecl>,
        targs: Vec<TArg>,
        env: TEnv,
        ns: NsId,
        loc: Loc,
        named_only: bool,
    ) -> LResult<StructId> {
        // (A class named where no location is known, through an alias or a member type's
        // qualifier: its errors are the template's.)
        let loc = match loc.line {
            0 => decl.loc,
            _ => loc,
        };
        // A forward declaration (`struct node_s *next;` inside the definition of `node_s`):
        // the definition of the same name, so that both name one class, its template
        // parameters bound by the names the definition gives them.
        let (decl, env) = match self.definition_if_declared(decl, ns) {
            Some(definition) => {
                let mut env = (*env).clone();
                for (p, a) in definition.template.iter().flatten().zip(&targs) {
                    env.insert(p.name.clone(), a.clone());
                }
                (definition, Rc::new(env))
            }
            _ => (decl.clone(), env),
        };
        let decl = &decl;
        let primary = decl.clone();
        // A specialization for these arguments replaces the primary template; one a class
        // declares for its member template sees the class's names too.
        let (decl, env) = match self.matching_specialization(decl, &targs, &env) {
            Ok(Some((spec, own))) if self.member_specializations.contains_key(&key(decl)) => {
                let mut merged = (*env).clone();
                merged.extend(own.iter().map(|(n, a)| (n.clone(), a.clone())));
                (spec, Rc::new(merged))
            }
            Ok(Some(found)) => found,
            Ok(None) => (decl.clone(), env),
            Err(AmbiguousSpecialization) => {
                let name = decl.name.as_deref().unwrap_or_default();
                let shown = format!("{name}<{}>", self.template_args_text(&targs));
                return self.error(
                    loc,
                    format!("more than one partial specialization matches the template argument list of class \"{shown}\""),
                );
            }
        };
        let ck = (key(&decl), targs.clone(), sorted_bindings(&env));
        if let Some(&id) = self.struct_cache.get(&ck) {
            return self.cached_class(id, named_only, loc);
        }
        if let Some(constraint) = decl
            .constraint
            .as_ref()
            .filter(|_| Rc::ptr_eq(&decl, &primary))
        {
            if !self.satisfied(constraint, &env, ns) {
                let name = decl.name.clone().unwrap_or_default();
                return self.error(
                    loc,
                    format!("the template arguments of '{name}' do not satisfy its constraints"),
                );
            }
        }
        if !targs.is_empty() {
            let name = decl.name.clone().unwrap_or_else(|| "<anonymous>".into());
            // A variadic template's expansions (one per pack size) count as its own instances,
            // so that a pack that grows without end is stopped too.
            let counted = match self.expansion_origins.get(&key(&primary)) {
                Some(origin) => key(origin),
                None => key(&decl),
            };
            let own = primary.template.as_deref().unwrap_or_default();
            let enclosing = enclosing_bindings(&env, own);
            self.count_template_instance((counted, enclosing), &name, MAX_TEMPLATE_INSTANCES, loc)?;
        }
        let mut name = decl.name.as_deref().unwrap_or("<anonymous>").to_string();
        // (A template's instance for an empty pack is named with its brackets: `tup<>`.)
        if targs.is_empty() && primary.template.is_none() {
            let declared =
                self.declare_struct_instance(decl, primary, env, targs, ck, name, ns, loc);
            return self.define_class(declared, named_only, loc);
        }
        name = format!("{name}<{}>", self.template_args_text(&targs));
        let shown = format!("class \"{name}\"");
        self.enter_instantiation(recursion::Nesting::Class, |_| shown, loc)?;
        let declared = self.declare_struct_instance(decl, primary, env, targs, ck, name, ns, loc);
        let made = self.define_class(declared, named_only, loc);
        self.leave_instantiation(recursion::Nesting::Class);
        made
    }

    /// Reports member functions declared as their class may not have them (nvcc's words,
    /// measured): a `static` one with a qualifier (`static int f() const;`), a virtual one
    /// of a union.
    fn check_member_function_declarations(&mut self, decl: &StructDecl) {
        let union = decl.kind == StructKind::Union;
        for m in decl.body.iter().flat_map(|b| &b.methods) {
            if m.storage.is_static && (m.is_const_method || m.is_volatile_method) {
                self.diags.error(
                    m.loc,
                    "a type qualifier is not allowed on a static member function",
                );
            }
            if union && m.storage.is_virtual {
                self.diags.error(m.loc, "\"virtual\" is not allowed");
            }
        }
    }

    /// How name lookup in the class `decl` finds the fields it inherits from its `bases` (laid
    /// out as `inherited`): a using-declaration of a base's member (`using A::x;`) hides the
    /// other bases' of its name (added to `hidden`); the names found in several base subobjects
    /// otherwise, and not declared by the class itself, are returned (naming one is
    /// ambiguous).
    fn inherited_field_lookup(
        &mut self,
        (decl, bases): (&StructDecl, &[(StructId, u64)]),
        inherited: &[FieldLayout],
        hidden: &mut Vec<usize>,
        (env, ns): (&TEnv, NsId),
    ) -> Vec<Rc<str>> {
        if bases.len() < 2 {
            return bases
                .iter()
                .flat_map(|(b, _)| self.structs[b.0 as usize].ambiguous_fields.clone())
                .filter(|name| !declares_field(decl, name))
                .collect();
        }
        let mut chosen = Vec::new();
        for path in expr::member_using_declarations(decl) {
            let Some(qualifier) = path.qualifier() else {
                continue;
            };
            let name = &path.last().name;
            let class = self.resolve_type_quiet(&TypeExpr::Named(qualifier), env, ns, decl.loc);
            let Some(Ty::Struct(class)) = class else {
                continue;
            };
            let Some(&(_, at)) = bases.iter().find(|(b, _)| *b == class) else {
                continue;
            };
            let Some(field) = self.structs[class.0 as usize].field(name) else {
                continue;
            };
            let offset = at + field.offset;
            hidden.extend(
                (inherited.iter().enumerate())
                    .filter(|(_, f)| f.name == *name && f.offset != offset)
                    .map(|(i, _)| i),
            );
            chosen.push(name.clone());
        }
        let mut ambiguous: Vec<Rc<str>> = Vec::new();
        for f in inherited {
            let name = &f.name;
            if ambiguous.contains(name)
                || chosen.contains(name)
                || &**name == virtuals::DYNAMIC_TYPE_FIELD
                || declares_field(decl, name)
            {
                continue;
            }
            let mut found = Vec::new();
            let mut in_a_base = false;
            for (b, at) in bases {
                let layout = &self.structs[b.0 as usize];
                in_a_base |= layout.ambiguous_fields.contains(name);
                if let Some(f) = layout.field(name) {
                    if !found.contains(&(at + f.offset)) {
                        found.push(at + f.offset);
                    }
                }
            }
            if in_a_base || found.len() > 1 {
                ambiguous.push(name.clone());
            }
        }
        ambiguous
    }

    /// The instance `name` of the class (template) `decl` (a specialization of `primary`, or
    /// itself), declared: its template arguments `targs` bound in `env`, cached as `ck`.
    #[allow(clippy::too_many_arguments)]
    fn declare_struct_instance(
        &mut self,
        decl: Rc<StructDecl>,
        primary: Rc<StructDecl>,
        env: TEnv,
        targs: Vec<TArg>,
        ck: StructKey,
        name: String,
        ns: NsId,
        loc: Loc,
    ) -> StructId {
        let id = StructId(self.structs.len() as u32);
        self.structs.push(StructLayout {
            name,
            fields: vec![],
            bases: vec![],
            hidden_fields: vec![],
            ambiguous_fields: vec![],
            size: 0,
            data_size: 0,
            layout_pod: true,
            polymorphic: false,
            align: 1,
            complete: false,
            empty_subobjects: vec![],
            virtual_bases: vec![],
            anonymous_members: vec![],
        });
        // In its own scope a class's name is the class (a template's, without arguments, this
        // instance; a nested class's, which lookup from outside does not find), and the names
        // of the class's member types are its members' (`value_type get();`).
        let mut scoped = (*env).clone();
        if let Some(own) = &decl.name {
            scoped.insert(own.clone(), TArg::Type(Ty::Struct(id), Cv::NONE));
        }
        if let Some(params) = &decl.template {
            self.bind_value_param_types(params, &mut scoped, ns, loc);
        }
        let outer = scoped.insert(CLASS_SCOPE.into(), TArg::Type(Ty::Struct(id), Cv::NONE));
        let enclosing = match outer {
            Some(TArg::Type(Ty::Struct(outer), _)) => Some(outer),
            _ => None,
        };
        if let Some(outer) = enclosing {
            self.enclosing_classes.insert(id, outer);
            // Named with its class, as C++ names it (`Outer<char>::Inner`): instances of a
            // template named with one of its nested classes differ by the enclosing class.
            let qualified = format!(
                "{}::{}",
                self.structs[outer.0 as usize].name, self.structs[id.0 as usize].name
            );
            self.structs[id.0 as usize].name = qualified;
        }
        let env = Rc::new(scoped);
        let template = primary.template.as_ref().map(|_| {
            let origin = self.expansion_origins.get(&key(&primary)).cloned();
            self.class_template_id(origin.as_ref().unwrap_or(&primary), ns, enclosing)
        });
        self.struct_infos.push(StructInfo {
            decl: decl.clone(),
            env: env.clone(),
            ns,
            targs,
            template,
            bases: Vec::new(),
            definition: class_definitions::Definition::Declared,
            deferred_assertions: Vec::new(),
        });
        self.struct_cache.insert(ck, id);
        id
    }

    /// Lays out the declared class instance `id` (see [`class_definitions`]), named at `loc`.
    fn lay_out_class(&mut self, id: StructId, loc: Loc) -> LResult<StructId> {
        let info = &self.struct_infos[id.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let Some(body) = &decl.body else {
            return Ok(id);
        };
        if let Some(why) = body.unread_fields.first() {
            let at = why.loc.unwrap_or(loc);
            let name = self.structs[id.0 as usize].name.clone();
            return self.error(
                at,
                format!("a data member of '{name}' could not be read, so device code cannot lay the class out: {}", why.message),
            );
        }
        let mut fields = Vec::new();
        let mut bases = Vec::new();
        let mut empty_subobjects = Vec::new();
        let mut anonymous_members = Vec::new();
        let (mut offset, mut align) = (0u64, 1u64);
        // `__attribute__((packed))` and `#pragma pack(N)`: no member or base is aligned past
        // this (explicit member alignment still counts).
        let capped = |a: u64| decl.pack.map_or(a, |p| a.min(p.max(1)));
        let union = decl.kind == StructKind::Union;
        let mut size = 0u64;
        let mut hidden_fields = Vec::new();
        let mut base_ids = Vec::new();
        for base in &decl.bases {
            let bt = self.resolve_type(base, &env, ns, loc)?;
            let Ty::Struct(bid) = bt else {
                self.diags.error(
                    decl.loc,
                    format!(
                        "base specifier must name a class, not '{}'",
                        display(&bt, &self.structs)
                    ),
                );
                return Err(Reported);
            };
            // (nvcc's words, measured.)
            if self.struct_infos[bid.0 as usize].decl.is_final {
                self.diags.error(
                    decl.loc,
                    "a \"final\" class type cannot be used as a base class",
                );
                return Err(Reported);
            }
            base_ids.push(bid);
        }
        let virtual_bases = self.virtual_bases_of(&decl, &base_ids);
        let inherited = |i: usize| decl.base_access.get(i).copied().unwrap_or_default();
        self.struct_infos[id.0 as usize].bases = (base_ids.iter().enumerate())
            .map(|(i, &b)| (b, inherited(i)))
            .collect();
        // A polymorphic class holds the dynamic type of the object at offset 0, where the
        // x86-64 ABI puts the virtual table pointer: its own, or that of its first polymorphic
        // base (the primary base, laid out first).
        let primary = base_ids
            .iter()
            .position(|b| self.structs[b.0 as usize].polymorphic);
        let polymorphic = primary.is_some() || body.methods.iter().any(|m| m.storage.is_virtual);
        match primary {
            Some(i) => {
                let b = base_ids.remove(i);
                base_ids.insert(0, b);
            }
            None if polymorphic => {
                fields.push(FieldLayout::plain(
                    virtuals::DYNAMIC_TYPE_FIELD,
                    Ty::ptr_to(Ty::Void),
                    0,
                ));
                (offset, align, size) = (8, 8, 8);
            }
            None => {}
        }
        for bid in base_ids {
            self.needs_definition(&Ty::Struct(bid), loc)?;
            let bl = self.structs[bid.0 as usize].clone();
            if !bl.complete {
                self.diags.error(
                    decl.loc,
                    format!("base class has incomplete type '{}'", bl.name),
                );
                return Err(Reported);
            }
            // An empty base takes no room (the empty base optimization GCC and NVCC apply),
            // unless it would share its address with an empty subobject of its type: it goes
            // after the data then.
            let base_align = capped(bl.align);
            if bl.fields.is_empty() {
                let at =
                    place_empty_class(&bl, offset, base_align, &mut empty_subobjects, &mut size);
                bases.push((bid, at));
                align = align.max(base_align);
                continue;
            }
            offset = align_to(offset, base_align);
            while bl.collides_at(offset, &empty_subobjects) {
                offset += base_align;
            }
            place_empty_subobjects(&mut empty_subobjects, &bl, offset);
            let start = fields.len();
            hidden_fields.extend(bl.hidden_fields.iter().map(|i| start + i));
            for f in &bl.fields {
                fields.push(FieldLayout {
                    offset: f.offset + offset,
                    unaligned: f.unaligned || base_align < bl.align,
                    ..f.clone()
                });
            }
            bases.push((bid, offset));
            // The fields that follow may use the tail padding of a base that is not a POD.
            size = size.max(offset + bl.size);
            offset += bl.data_size;
            align = align.max(base_align);
        }
        let ambiguous_fields =
            self.inherited_field_lookup((&decl, &bases), &fields, &mut hidden_fields, (&env, ns));
        let mut members_pod = true;
        // Where the fields so far end, in bits: bit-fields pack into the storage units of their
        // types as the x86-64 ABI that GCC and NVCC share packs them.
        let mut end_bits = offset * 8;
        for f in &body.fields {
            if f.is_static {
                continue;
            }
            let ty = self.resolve_type(&f.ty, &env, ns, f.loc)?;
            let reference = self.declared_reference(&f.ty, &env, ns).is_some();
            members_pod &= f.init.is_none() && self.is_layout_pod(&ty) && !reference;
            let (volatile, pointee_volatile, pointer_cv) =
                self.field_qualifiers(&f.ty, &ty, &env, ns);
            let stored = match reference {
                true => Ty::ptr_to(ty.clone()),
                false => ty.clone(),
            };
            self.needs_definition(&stored, f.loc)?;
            let Some((fs, fa)) = size_align(&stored, &self.structs) else {
                self.diags.error(
                    f.loc,
                    format!(
                        "field has incomplete type '{}'",
                        display(&ty, &self.structs)
                    ),
                );
                return Err(Reported);
            };
            let fa = self.alias_alignment(&f.ty, ns).unwrap_or(fa);
            if let Some(w) = &f.bit_width {
                if ty.is_int128() {
                    self.diags.error(
                        w.loc,
                        "a bit-field of a 128-bit integer type is not supported in device code",
                    );
                    return Err(Reported);
                }
                let unit_bits = fs * 8;
                let width = match self.const_value(w, &env, ns) {
                    Some(constexpr::Num::Float(_, single)) => {
                        let ty = if single { "float" } else { "double" };
                        return self.error(w.loc, format!("this constant expression has type \"{ty}\" instead of the required integral or enum type"));
                    }
                    width => width.map(constexpr::Num::int),
                };
                if let (Some(0), Some(_)) = (width, &f.name) {
                    return self.error(f.loc, "zero-length bit field must be unnamed");
                }
                let width =
                    width.filter(|w| ty.is_int() && (0..=MAX_BIT_FIELD_WIDTH as i64).contains(w));
                let Some(width) = width.map(|w| w as u64) else {
                    self.diags.error(
                        w.loc,
                        format!(
                            "a bit-field of type '{}' needs a constant width from 0 to {MAX_BIT_FIELD_WIDTH}",
                            display(&ty, &self.structs)
                        ),
                    );
                    return Err(Reported);
                };
                let packed = f.packed || decl.pack.is_some();
                // Wider than its type: the type's bits hold the value, the rest are padding,
                // and the field starts where the widest integer type no wider than it would
                // (the x86-64 ABI's rule; nvcc's layout is the same, with its warning).
                let padded_unit = (width > unit_bits && !packed).then(|| {
                    self.diags.warning(
                        w.loc,
                        format!(
                            "declared size for bit field is larger than the size of the bit field type; truncated to {unit_bits} bits"
                        ),
                    );
                    [8u64, 4, 2, 1].into_iter().find(|b| b * 8 <= width).unwrap_or(1) * 8
                });
                let start = if union { 0 } else { end_bits };
                // One of width zero ends the unit. Otherwise a bit-field does not straddle its
                // unit, except where it is packed: a packed class, a packed member, or under
                // any `#pragma pack` (GCC's layout, which nvcc's follows).
                let start = match padded_unit {
                    Some(unit) => align_to(start, unit),
                    None if width == 0 || (!packed && start % unit_bits + width > unit_bits) => {
                        align_to(start, unit_bits)
                    }
                    None => start,
                };
                if let Some(unit) = padded_unit {
                    align = align.max(capped(unit / 8));
                }
                let value_width = width.min(unit_bits);
                let (offset, bits) = match packed {
                    false => {
                        let bits = BitRange {
                            first: (start % unit_bits) as u32,
                            width: value_width as u32,
                            storage: fs as u32,
                        };
                        (start / unit_bits * fs, bits)
                    }
                    true => {
                        let first = start % 8;
                        let storage = (first + value_width).div_ceil(8);
                        if storage > 8 && f.name.is_some() {
                            self.diags.error(
                                w.loc,
                                "a packed bit-field that spans nine bytes is not supported in device code",
                            );
                            return Err(Reported);
                        }
                        let bits = BitRange {
                            first: first as u32,
                            width: value_width as u32,
                            storage: storage as u32,
                        };
                        (start / 8, bits)
                    }
                };
                if let (Some(n), true) = (&f.name, width > 0) {
                    fields.push(FieldLayout {
                        name: n.clone(),
                        ty,
                        offset,
                        bits: Some(bits),
                        volatile,
                        pointee_volatile,
                        pointer_cv,
                        reference: false,
                        unaligned: packed,
                        variant: union,
                        declared_align: 1,
                    });
                    // Unnamed bit-fields do not align the struct, nor do packed members.
                    if !f.packed {
                        align = align.max(capped(fa));
                    }
                }
                end_bits = start + width;
                size = size.max(end_bits.div_ceil(8));
                continue;
            }
            let type_align = fa;
            let natural = if f.packed { 1 } else { capped(fa) };
            let declared_align = self.declared_alignment(f.align.as_ref(), &env, ns);
            let fa = natural.max(declared_align);
            let unaligned = fa < type_align;
            // `[[no_unique_address]]` of an empty class: a member that takes no room, placed
            // as an empty base is.
            let empty_member = match (&stored, f.no_unique_address && f.name.is_some()) {
                (Ty::Struct(es), true) => {
                    Some(self.structs[es.0 as usize].clone()).filter(|l| l.fields.is_empty())
                }
                _ => None,
            };
            let takes_room = empty_member.is_none();
            let data_end = end_bits.div_ceil(8);
            let at = match empty_member {
                Some(el) => place_empty_class(&el, data_end, fa, &mut empty_subobjects, &mut size),
                None if union => 0,
                None => self.member_place(
                    &stored,
                    align_to(data_end, fa),
                    fa,
                    size,
                    &mut empty_subobjects,
                ),
            };
            match (&f.name, &ty) {
                (Some(n), _) => fields.push(FieldLayout {
                    name: n.clone(),
                    ty,
                    offset: at,
                    bits: None,
                    volatile,
                    pointee_volatile,
                    pointer_cv,
                    reference,
                    unaligned,
                    variant: union,
                    declared_align,
                }),
                // The members of an anonymous union or struct, where it lies.
                (None, Ty::Struct(inner)) => {
                    anonymous_members.push(AnonymousMember {
                        first_field: fields.len(),
                        fields: self.structs[inner.0 as usize].fields.len(),
                        class: *inner,
                        offset: at,
                    });
                    for m in &self.structs[inner.0 as usize].fields {
                        fields.push(FieldLayout {
                            offset: m.offset + at,
                            unaligned: m.unaligned || unaligned,
                            variant: m.variant || union,
                            ..m.clone()
                        });
                    }
                }
                (None, _) => {}
            }
            align = align.max(fa);
            if takes_room {
                // The members after a `[[no_unique_address]]` one may use its tail padding, as
                // those after a base may (none of a class that is a POD for layout).
                let data = match (&stored, f.no_unique_address) {
                    (Ty::Struct(sid), true) => self.structs[sid.0 as usize].data_size,
                    _ => fs,
                };
                end_bits = (at + data) * 8;
                size = size.max(at + fs);
            }
        }
        if let Some(a) = &decl.align {
            if let Some(v) = self.const_eval(a, &env, ns) {
                align = align.max(v.max(1) as u64);
            }
        }
        size = align_to(
            size.max(end_bits.div_ceil(8))
                .max(if fields.is_empty() { 1 } else { 0 }),
            align,
        );
        let special_members = body.methods.iter().any(|m| {
            matches!(m.role, FunctionRole::Constructor | FunctionRole::Destructor)
                || &*m.name.last().name == "operator="
        });
        let layout_pod = decl.bases.is_empty()
            && !special_members
            && members_pod
            && !polymorphic
            && !decl.non_public_data;
        let data_size = if layout_pod || union {
            size
        } else {
            end_bits.div_ceil(8)
        };
        if fields.is_empty() {
            empty_subobjects.insert(0, (id, 0));
        }
        let l = &mut self.structs[id.0 as usize];
        l.empty_subobjects = empty_subobjects;
        l.virtual_bases = virtual_bases;
        l.anonymous_members = anonymous_members;
        l.fields = fields;
        l.bases = bases;
        l.hidden_fields = hidden_fields;
        l.ambiguous_fields = ambiguous_fields;
        l.size = size;
        l.data_size = data_size;
        l.layout_pod = layout_pod;
        l.align = align;
        l.polymorphic = polymorphic;
        l.complete = true;
        self.note_extended_lambda(id, &decl);
        self.check_member_function_declarations(&decl);
        self.check_overriders(id);
        // A class over the stand-ins of a partial specialization's parameters (see
        // [`Lowerer::pattern_args`]) is no class of the program: what it asserts of them is
        // not asked.
        let stand_in = self.making_pattern || self.stands_in_for_parameters(id);
        for item in body.items.iter().filter(|_| !stand_in) {
            if let Item::StaticAssert(assertion) = item {
                if let Some(message) = self.failed_static_assertion(assertion, &env, ns) {
                    // A toolkit class's: at the program's use that made the instance.
                    let note = self
                        .program_use(loc, decl.loc)
                        .filter(|_| !self.by_program(assertion.loc))
                        .map(|at| (at, instance_use_note(&self.structs[id.0 as usize].name)));
                    // Instantiating a class is never undone, so neither is its failure, though
                    // the overload resolution that instantiated it drops its errors.
                    self.failed_class_assertions.push(FailedAssertion {
                        loc: assertion.loc,
                        message: message.clone(),
                        use_note: note.clone(),
                    });
                    self.diags.error(assertion.loc, message);
                    if let Some((at, text)) = note {
                        self.diags.note(at, text);
                    }
                }
            }
        }
        Ok(id)
    }

    /// Reports a `static_assert` whose condition is the constant 0. A condition the front end
    /// cannot evaluate (a host-only type trait) is left to the host compiler, which sees every
    /// assertion too.
    pub(super) fn check_static_assertion(
        &mut self,
        assertion: &StaticAssertion,
        env: &TEnv,
        ns: NsId,
    ) {
        if let Some(message) = self.failed_static_assertion(assertion, env, ns) {
            self.diags.error(assertion.loc, message);
        }
    }

    /// The error of a `static_assert` whose condition is the constant 0.
    fn failed_static_assertion(
        &mut self,
        assertion: &StaticAssertion,
        env: &TEnv,
        ns: NsId,
    ) -> Option<String> {
        (self.const_eval(&assertion.condition, env, ns) == Some(0))
            .then(|| static_assertion_failure(assertion))
    }

    /// Reports again the failed assertions of instantiated classes whose errors were rolled
    /// back with the attempt that instantiated them.
    pub(super) fn report_class_assertions(&mut self) {
        for failed in std::mem::take(&mut self.failed_class_assertions) {
            let FailedAssertion {
                loc,
                message,
                use_note: note,
            } = failed;
            let reported = self
                .diags
                .items
                .iter()
                .any(|d| d.loc == Some(loc) && d.message == message);
            if !reported {
                self.diags.error(loc, message);
                if let Some((at, text)) = note {
                    self.diags.note(at, text);
                }
            }
        }
    }

    /// Where a member of type `stored` goes at or after `at` (its offset were the class not
    /// to hold empty subobjects): past any place where one of its empty subobjects would meet
    /// one of the same type, recording its own among `placed`. `size` is how far the class's
    /// data reaches so far.
    fn member_place(
        &self,
        stored: &Ty,
        at: u64,
        align: u64,
        size: u64,
        placed: &mut Vec<(StructId, u64)>,
    ) -> u64 {
        let mut at = at;
        let (element, count) = match stored {
            Ty::Array(..) => array_element_and_count(stored),
            _ => (stored.clone(), 1),
        };
        if let Ty::Struct(es) = &element {
            let el = &self.structs[es.0 as usize];
            if !el.empty_subobjects.is_empty() {
                // Elements past the data laid out so far meet nothing.
                let elements = |at: u64| {
                    (0..count)
                        .map(move |i| at + i * el.size)
                        .take_while(|&e| e <= size)
                };
                while elements(at).any(|e| el.collides_at(e, placed)) {
                    at += align;
                }
                for e in elements(at).collect::<Vec<_>>() {
                    place_empty_subobjects(placed, el, e);
                }
            }
        }
        at
    }

    fn is_layout_pod(&self, t: &Ty) -> bool {
        match t {
            Ty::Struct(sid) => self.structs[sid.0 as usize].layout_pod,
            Ty::Array(e, _) => self.is_layout_pod(e),
            _ => true,
        }
    }

    /// Counts a new instance of `template` inside the instance of its enclosing templates that
    /// `enclosing` binds: an error past `limit` of them.
    fn count_template_instance(
        &mut self,
        (template, enclosing): (usize, Bindings),
        name: &str,
        limit: u32,
        loc: Loc,
    ) -> LResult<()> {
        let count = self
            .template_instances
            .entry((template, enclosing))
            .or_default();
        *count += 1;
        if *count > limit {
            self.diags.lasting_error(
                loc,
                format!(
                    "more than {limit} instances of template '{name}': its instantiation recurses without end"
                ),
            );
            return Err(Reported);
        }
        Ok(())
    }

    /// The specialization of the class template `decl` that instantiates it for `targs`, with
    /// the bindings of its own template parameters: an explicit specialization for exactly
    /// these arguments, else the most specialized partial specialization that matches them;
    /// `Err` where several match and none is more specialized than the others.
    fn matching_specialization(
        &mut self,
        decl: &Rc<StructDecl>,
        targs: &[TArg],
        outer: &TEnv,
    ) -> Result<Option<(Rc<StructDecl>, TEnv)>, AmbiguousSpecialization> {
        // (An expanded variadic template may have no arguments and still be specialized.)
        if decl.template.is_none() {
            return Ok(None);
        }
        let mut partial = Vec::new();
        // The specializations as written, before their packs were expanded for `targs`.
        let mut written = Vec::new();
        // Those with packs after those without: of two as specialized as each other, C++
        // prefers the one without.
        let mut specs = self.names.specializations(decl);
        for member in self
            .member_specializations
            .get(&key(decl))
            .into_iter()
            .flatten()
        {
            if !specs.iter().any(|(s, _)| Rc::ptr_eq(s, &member.0)) {
                specs.push(member.clone());
            }
        }
        specs.sort_by_key(|(spec, _)| packs::is_variadic(spec));
        for (spec, sns) in specs {
            if !self.scope_matches(&spec, sns, outer) {
                continue;
            }
            let original = spec;
            let Ok(Some(spec)) = self.expanded_specialization(&original, targs, sns) else {
                continue;
            };
            if spec.template.as_ref().is_some_and(|p| !p.is_empty()) {
                if let Some(env) = self.match_partial_specialization(decl, &spec, sns, targs, outer)
                {
                    if spec
                        .constraint
                        .as_ref()
                        .is_none_or(|c| self.satisfied(c, &env, sns))
                    {
                        partial.push((spec, sns, env));
                        written.push(original);
                    }
                }
                continue;
            }
            let empty: TEnv = Rc::new(HashMap::default());
            if self
                .specialization_args(decl, &spec, &empty, sns)
                .as_deref()
                == Some(targs)
            {
                return Ok(Some((spec, empty)));
            }
        }
        // Partial ordering: a specialization is at least as specialized as another when the
        // other matches the arguments its own pattern stands for; of two alike in that, the
        // one whose pattern as written, packs and all, the other's covers (`L<H, T...>` over
        // `L<T...>`, alike once expanded for two arguments), then the more constrained.
        // Where a pattern's arguments do not resolve with its parameters standing for unique
        // types (a class over them needs what no type has), the patterns are compared as
        // written.
        let mut best = partial.len();
        let patterns: Vec<Option<Vec<TArg>>> = partial
            .iter()
            .map(|(spec, sns, _)| self.pattern_args(decl, spec, *sns))
            .collect();
        let covers = |this: &mut Self, general: usize, specific: usize| {
            let (general_spec, gns, _) = &partial[general];
            match &patterns[specific] {
                Some(pattern) => this
                    .match_partial_specialization(decl, general_spec, *gns, pattern, outer)
                    .is_some(),
                None => overloads::written_pattern_covers(general_spec, &partial[specific].0),
            }
        };
        for i in 0..partial.len() {
            let most_specialized = (0..partial.len()).all(|j| {
                if i == j {
                    return true;
                }
                if !covers(self, j, i) {
                    return false;
                }
                let alike = covers(self, i, j);
                if !alike {
                    return true;
                }
                let (wi, wj) = (&written[i], &written[j]);
                if overloads::written_pattern_covers(wi, wj)
                    && !overloads::written_pattern_covers(wj, wi)
                {
                    return false;
                }
                let (other, ons, other_env) = &partial[j];
                let (spec, sns, env) = &partial[i];
                !self.more_constrained(
                    (other.constraint.as_deref(), other_env, *ons),
                    (spec.constraint.as_deref(), env, *sns),
                )
            });
            if most_specialized {
                best = i;
                break;
            }
        }
        if best == partial.len() {
            // Patterns compared only as written may not show an order C++ finds: the first
            // is taken there.
            if partial.is_empty() {
                return Ok(None);
            }
            if patterns.iter().all(Option::is_some) {
                return Err(AmbiguousSpecialization);
            }
            best = 0;
        }
        let (spec, _, env) = partial.swap_remove(best);
        Ok(Some((spec, env)))
    }

    /// The bindings of the parameters of the partial specialization `spec` that make it match
    /// `targs`, if any: deduced from its pattern, then checked by substituting them back. A
    /// member template's pattern may name its enclosing class template's parameters, bound in
    /// `outer`.
    fn match_partial_specialization(
        &mut self,
        decl: &Rc<StructDecl>,
        spec: &Rc<StructDecl>,
        sns: NsId,
        targs: &[TArg],
        outer: &TEnv,
    ) -> Option<TEnv> {
        let params = spec.template.as_ref()?;
        let written = spec.specialization.as_ref()?;
        // A pattern may leave out trailing arguments that take the primary's defaults
        // (`unary_evaluator<CwiseUnaryOp<Op, Arg>, IndexBased>` of a three-parameter template).
        let primary = decl.template.as_deref()?;
        let defaulted = TemplateParam::has_default;
        if written.len() > targs.len() || !primary.iter().skip(written.len()).all(defaulted) {
            return None;
        }
        let names = param_names(params);
        let mut env = HashMap::default();
        let written_raw = written;
        let written = self.with_alias_arguments_expanded(written, sns);
        expr::deduce_template_args(&written, targs, &names, &mut env, &self.struct_infos);
        if !names.iter().all(|n| env.contains_key(n)) {
            return None;
        }
        for (name, arg) in outer.iter() {
            env.entry(name.clone()).or_insert_with(|| arg.clone());
        }
        let env: TEnv = Rc::new(env);
        // The pattern as deduction sees it (its aliases the types they name) must give the
        // arguments before those its aliases ignore are resolved: they may name this template
        // (`tsize<imp<const T, ic<sizeof(tsize<T>)>>>`, which deduction from `tsize<X>` would
        // otherwise instantiate for ever).
        if written.as_slice() != written_raw.as_slice() {
            let seen = self.written_template_args(primary, &written, &env, sns, spec.loc)?;
            if !targs.starts_with(&seen) {
                return None;
            }
        }
        // The arguments the pattern writes, resolved with the deduced bindings, and the
        // primary's defaults for those it leaves out, are the instance's (`MT<A, B>` of `MT<A,
        // B = Dflt, C = Dflt>` is `MT<A, B, Dflt>`, and no `MT<int, char, long>`).
        let resolved = self.written_template_args(primary, written_raw, &env, sns, spec.loc)?;
        if resolved.len() != written_raw.len() || !targs.starts_with(&resolved) {
            return None;
        }
        if resolved.len() == targs.len() {
            return Some(env);
        }
        let primary_ns = (self.class_templates.iter())
            .find(|t| Rc::ptr_eq(&t.decl, decl))
            .map_or(sns, |t| t.ns);
        let cp = self.diags.checkpoint();
        let declared_in = Rc::default();
        let full = self.template_args_declared_in(
            &decl.template,
            Some(written_raw),
            (&env, sns),
            (&declared_in, primary_ns),
            spec.loc,
        );
        self.diags.rollback(cp);
        (full.ok()? == targs).then_some(env)
    }

    /// Whether the class instance `id` has among its template arguments (or theirs) a type
    /// standing for a partial specialization's parameter.
    fn stands_in_for_parameters(&self, id: StructId) -> bool {
        fn stands_in(this: &Lowerer, t: &Ty) -> bool {
            match t {
                Ty::Unwritable(_) => true,
                Ty::Ptr(t) | Ty::Array(t, _) | Ty::MemberPtr(t, _) => stands_in(this, t),
                Ty::Struct(s) => this.stands_in_for_parameters(*s),
                _ => false,
            }
        }
        self.struct_infos[id.0 as usize]
            .targs
            .iter()
            .any(|a| matches!(a, TArg::Type(t, _) if stands_in(self, t)))
    }

    /// The arguments the pattern of the partial specialization `spec` stands for, with each of
    /// its parameters replaced by a type or value no program can write.
    fn pattern_args(
        &mut self,
        decl: &Rc<StructDecl>,
        spec: &Rc<StructDecl>,
        sns: NsId,
    ) -> Option<Vec<TArg>> {
        let outer = std::mem::replace(&mut self.making_pattern, true);
        let args = self.pattern_args_standing_in(decl, spec, sns);
        self.making_pattern = outer;
        args
    }

    fn pattern_args_standing_in(
        &mut self,
        decl: &Rc<StructDecl>,
        spec: &Rc<StructDecl>,
        sns: NsId,
    ) -> Option<Vec<TArg>> {
        let mut env = HashMap::default();
        for (i, p) in spec.template.as_ref()?.iter().enumerate() {
            let unique = match p.kind {
                TemplateParamKind::Type { .. } => TArg::Type(Ty::Unwritable(i as u32), Cv::NONE),
                TemplateParamKind::Value { .. } => TArg::Value(i64::MIN + i as i64, None),
                TemplateParamKind::Template { .. } => {
                    let written = spec.specialization.as_deref()?;
                    let uses = written.iter().find_map(|a| match a {
                        TemplateArg::Type(t) => template_use(t, &p.name),
                        TemplateArg::Expr(_) => None,
                    })?;
                    TArg::Template(self.stand_in_template(uses, sns))
                }
            };
            env.insert(p.name.clone(), unique);
        }
        // The arguments it leaves out take the primary's defaults where those resolve for the
        // stand-ins (`EnableIf = void`), so that it compares with patterns that write them.
        let env = Rc::new(env);
        if let Some(all) = self.specialization_args(decl, spec, &env, sns) {
            return Some(all);
        }
        let params = decl.template.as_deref()?;
        let written = spec.specialization.as_deref()?;
        self.written_template_args(params, written, &env, sns, spec.loc)
    }

    /// A class template no program can name, declared with a parameter for each of the
    /// arguments `written` (a type, or an `int` value), that a pattern's template template
    /// parameter stands for.
    fn stand_in_template(&mut self, written: &[TemplateArg], ns: NsId) -> u32 {
        let params = written
            .iter()
            .enumerate()
            .map(|(i, a)| TemplateParam {
                name: format!("__stand_in{i}").into(),
                kind: match a {
                    TemplateArg::Type(_) => TemplateParamKind::Type { default: None },
                    TemplateArg::Expr(_) => TemplateParamKind::Value {
                        ty: TypeExpr::Builtin(Builtin::Int),
                        default: None,
                    },
                },
                pack: false,
            })
            .collect();
        let decl = Rc::new(StructDecl {
            kind: StructKind::Struct,
            name: Some(format!("<stand-in {}>", self.class_templates.len()).into()),
            template: Some(params),
            specialization: None,
            bases: Vec::new(),
            base_access: Vec::new(),
            virtual_bases: Vec::new(),
            body: None,
            align: None,
            pack: None,
            non_public_data: false,
            constraint: None,
            is_final: false,
            scope: None,
            deprecated: None,
            enclosing_packs: Vec::new(),
            loc: Loc::default(),
        });
        self.class_template_id(&decl, ns, None)
    }

    /// The template arguments that the specialization `spec` of `decl` writes, resolved with
    /// `env`; `None` (and no diagnostic) when they do not resolve.
    fn specialization_args(
        &mut self,
        decl: &Rc<StructDecl>,
        spec: &Rc<StructDecl>,
        env: &TEnv,
        sns: NsId,
    ) -> Option<Vec<TArg>> {
        let params = decl.template.as_ref()?;
        let written = spec.specialization.as_ref()?;
        if written.len() < params.len() && !params.iter().any(|p| p.pack) {
            // `template <> struct Ops<float>` of `template <class T, class E = void>`: the
            // parameters it leaves out take their defaults.
            let cp = self.diags.checkpoint();
            let all =
                self.template_args_for(&decl.template, Some(written), env, sns, sns, spec.loc);
            if all.is_err() {
                self.diags.rollback(cp);
            }
            return all.ok();
        }
        self.written_template_args(params, written, env, sns, spec.loc)
    }

    /// Whether a member class template's specialization written outside its class is one for
    /// the enclosing class instance whose arguments `outer` binds: the arguments its scope
    /// writes (`W<int>` of `template <> template <> struct W<int>::In<char>`, `W<T>` of a
    /// partial specialization for every `W`) are those the instance binds its parameters to.
    fn scope_matches(&mut self, spec: &StructDecl, sns: NsId, outer: &TEnv) -> bool {
        let Some(scope) = &spec.scope else {
            return true;
        };
        let Some(written) = scope.last().targs.clone() else {
            return true;
        };
        let enclosing = self
            .names
            .lookup(sns, &scope.last().name)
            .into_iter()
            .find_map(|e| match e {
                Entity::Struct(s, _) if s.template.is_some() => Some(s),
                _ => None,
            });
        let Some(params) = enclosing.and_then(|s| s.template.clone()) else {
            return true;
        };
        let Some(args) = self.written_template_args(&params, &written, outer, sns, spec.loc) else {
            return false;
        };
        params
            .iter()
            .zip(&args)
            .all(|(p, a)| outer.get(&p.name).is_none_or(|bound| bound == a))
    }

    /// Template arguments as a specialization writes them (`<T*, 4>`) for the parameters
    /// `params`, resolved with `env`; `None` (and no diagnostic) when they do not resolve.
    fn written_template_args(
        &mut self,
        params: &[TemplateParam],
        written: &[TemplateArg],
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> Option<Vec<TArg>> {
        let cp = self.diags.checkpoint();
        let resolved: Option<Vec<TArg>> = written
            .iter()
            .zip(params)
            .map(|(w, p)| self.template_arg(w, &p.kind, None, env, ns, loc).ok())
            .collect();
        if resolved.is_none() {
            self.diags.rollback(cp);
        }
        resolved
    }

    // ---- functions ----

    /// The IR function for `decl` with `env`, queued for lowering on first use.
    fn function_instance(
        &mut self,
        decl: &Rc<FunctionDecl>,
        env: TEnv,
        ns: NsId,
        owner: Owner,
        loc: Loc,
    ) -> LResult<FuncId> {
        let mut targs: Vec<TArg> = Vec::new();
        if let Some(params) = &decl.template {
            for p in params {
                match env.get(&p.name) {
                    Some(a) => targs.push(a.clone()),
                    None => {
                        self.diags.error(
                            loc,
                            format!("couldn't deduce template parameter '{}'", p.name),
                        );
                        return Err(Reported);
                    }
                }
            }
        }
        let ck = (key(decl), targs.clone(), owner);
        if let Some(&id) = self.func_cache.get(&ck) {
            return Ok(id);
        }
        let depth = match targs.is_empty() {
            true => 0,
            false => self.lowering_depth + 1,
        };
        if depth > recursion::MAX_INSTANTIATION_DEPTH {
            let params = decl.template.as_deref().unwrap_or_default();
            let written = self.parameter_list(decl, ns);
            let name = &decl.name.last().name;
            let shown = self.instance_shown(name, params, &targs, &format!("({written})"));
            self.excessive_recursion(&format!("function \"{shown}\""), loc);
            return Err(Reported);
        }
        if !targs.is_empty() {
            let name = &decl.name.last().name;
            let own = decl.template.as_deref().unwrap_or_default();
            let counted = (key(decl), enclosing_bindings(&env, own));
            self.count_template_instance(counted, name, MAX_FUNCTION_TEMPLATE_INSTANCES, loc)?;
        }
        // What its signature instantiates, the program's use here makes (a kernel lowered as
        // a root is at its own declaration, no use).
        let used_by_program_at = self.program_use(loc, decl.loc);
        let outer_use = std::mem::replace(&mut self.lowering_used_at, used_by_program_at);
        let sig = self.signature(decl, &env, ns, owner);
        self.lowering_used_at = outer_use;
        let sig = sig?;
        let mut name = decl.name.last().name.to_string();
        if let Some(sid) = owner.class() {
            name = format!("{}::{name}", self.structs[sid.0 as usize].name);
        } else if decl.cuda.global {
            name = self.kernel_name(decl, ns);
        }
        if !targs.is_empty() {
            name = format!("{name}<{}>", self.template_args_text(&targs));
        }
        let kind = if decl.cuda.global {
            FunctionKind::Kernel
        } else {
            FunctionKind::Device
        };
        let max_threads_per_block = decl
            .launch_bounds
            .clone()
            .and_then(|e| self.const_eval(&e, &env, ns))
            .map(|v| v.clamp(1, u32::MAX as i64) as u32);
        let cluster_dims = match &decl.cluster_dims {
            Some(dims) => Some(self.cluster_dims(dims, &env, ns, decl.loc)?),
            None => None,
        };
        let id = self.add_function(
            name,
            kind,
            sig,
            owner.this().is_some(),
            max_threads_per_block,
        );
        let symbol = match decl.cuda.global {
            true if decl.storage.c_linkage => Some(decl.name.last().name.to_string()),
            true => self.mangled_kernel_name(decl, &env, ns),
            false => None,
        };
        let function = &mut self.module.functions[id.0 as usize];
        function.cluster_dims = cluster_dims;
        function.symbol = symbol;
        self.func_cache.insert(ck, id);
        if self.written_without_constexpr(decl) {
            self.not_constexpr.insert(id);
        }
        self.pending.push(PendingFunction {
            id,
            decl: decl.clone(),
            env,
            ns,
            owner,
            destroys_object: false,
            used_by_program_at,
            depth,
        });
        Ok(id)
    }

    /// The blocks of a cluster `__cluster_dims__(x, y, z)` asks for (an axis left out is 1),
    /// each a positive constant (how many a GPU runs is the launch's question).
    fn cluster_dims(&mut self, dims: &[Expr], env: &TEnv, ns: NsId, loc: Loc) -> LResult<[u32; 3]> {
        if dims.len() > 3 {
            return self.error(loc, "__cluster_dims__ takes at most three dimensions");
        }
        let mut out = [1u32; 3];
        for (axis, e) in dims.iter().enumerate() {
            match self.const_eval(e, env, ns) {
                Some(v) if v >= 1 => out[axis] = v.min(u32::MAX as i64) as u32,
                _ => {
                    return self.error(
                        e.loc,
                        "__cluster_dims__ arguments must be positive integers",
                    )
                }
            }
        }
        Ok(out)
    }

    /// The IR parameters of a function of signature `sig`: the object of a method
    /// (`has_this`), the slot of an aggregate result, then the parameters.
    fn ir_params(&self, sig: &Signature, has_this: bool) -> Vec<ParamKind> {
        let mut params = Vec::new();
        if has_this || sig.sret {
            params.push(ParamKind::Scalar(ir::Type::Ptr));
        }
        if has_this && sig.sret {
            params.push(ParamKind::Scalar(ir::Type::Ptr));
        }
        for p in &sig.params {
            params.push(self.param_kind(&p.ty, p.is_ref()));
        }
        if sig.variadic {
            params.push(ParamKind::Scalar(ir::Type::Ptr));
        }
        params
    }

    /// A function of the module, its body to come: the IR parameters are the object of a method
    /// (`has_this`), the slot of an aggregate result, then the parameters of `sig`.
    fn add_function(
        &mut self,
        name: String,
        kind: FunctionKind,
        sig: Signature,
        has_this: bool,
        max_threads_per_block: Option<u32>,
    ) -> FuncId {
        let params = self.ir_params(&sig, has_this);
        let ret = if sig.sret || sig.ret_is_ref {
            if sig.ret_is_ref {
                Some(ir::Type::Ptr)
            } else {
                None
            }
        } else {
            sig.ret.ir()
        };
        let id = FuncId(self.module.functions.len() as u32);
        self.module.functions.push(ir::Function {
            name,
            kind,
            params,
            ret,
            var_types: vec![],
            blocks: vec![],
            max_threads_per_block,
            cluster_dims: None,
            symbol: None,
        });
        self.signatures.push(sig);
        id
    }

    /// The function that `path` names as a value (`add` in `op = add`, `&sq<int>`), instantiated,
    /// and the value and type of a pointer to it. Of overloaded functions, the one of the
    /// `expected` type is chosen, a function before a template; a template's arguments are the
    /// written ones (resolved in `site`, where the name is used), the rest deduced from the
    /// `expected` type.
    fn function_pointer(
        &mut self,
        path: &Path,
        site: (&TEnv, NsId),
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<(i64, Ty)> {
        let id = self.pointed_function(path, site, expected, loc)?;
        Ok(self.pointer_to_function(id))
    }

    /// The function a pointer to `path` points to (see [`Lowerer::function_pointer`]).
    pub(super) fn pointed_function(
        &mut self,
        path: &Path,
        site: (&TEnv, NsId),
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<FuncId> {
        let funcs = self.namespace_functions_named(path, site.1, loc)?;
        self.chosen_pointee(path, funcs, site, expected, loc)
    }

    /// The type of a pointer to the function `path` names, in an operand nothing evaluates
    /// (`decltype(f)`): no instance is made, so a function declared and never defined may be
    /// named there.
    pub(super) fn pointed_function_type(
        &mut self,
        path: &Path,
        site: (&TEnv, NsId),
        loc: Loc,
    ) -> LResult<Ty> {
        let funcs = self.namespace_functions_named(path, site.1, loc)?;
        let (decl, fns, owner, env) = self.chosen_candidate(path, funcs, site, None, loc)?;
        let sig = self.signature(&decl, &env, fns, owner)?;
        Ok(function_pointer_type(&sig))
    }

    /// The functions of a namespace `path` names where `ns` is (reported where there are
    /// none), as candidates for a pointer (see [`Lowerer::chosen_pointee`]).
    fn namespace_functions_named(
        &mut self,
        path: &Path,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Vec<PointedCandidate>> {
        let funcs: Vec<PointedCandidate> = self
            .names
            .lookup_path(ns, path)
            .into_iter()
            .filter_map(|e| match e {
                Entity::Func(f, fns) => Some((f, fns, Owner::Namespace, TEnv::default())),
                _ => None,
            })
            .collect();
        if funcs.is_empty() {
            self.report_undefined(loc, &path.last().name);
            return Err(Reported);
        }
        Ok(funcs)
    }

    /// Of the functions `funcs` that `path` finds (each with the namespace it is declared in,
    /// whose member it is and what its class's parameters are bound to), the instance a
    /// pointer to it points to: the one of the `expected` type, a function before a template;
    /// a template's arguments those `path` writes (resolved in `site`), the rest deduced from
    /// the `expected` type.
    pub(super) fn chosen_pointee(
        &mut self,
        path: &Path,
        funcs: Vec<PointedCandidate>,
        site: (&TEnv, NsId),
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<FuncId> {
        let (decl, fns, owner, env) = self.chosen_candidate(path, funcs, site, expected, loc)?;
        // (An operand nothing evaluates may name a host function: `decltype(&f)`.)
        if decl.cuda.global || decl.host_body {
            let name = &path.last().name;
            return self.error(
                loc,
                format!("a device function pointer can only point to a __device__ function; '{name}' is not one"),
            );
        }
        self.function_instance(&decl, env, fns, owner, loc)
    }

    /// What [`Lowerer::chosen_pointee`] chooses, before its instance is made: the function
    /// and the arguments of its template.
    fn chosen_candidate(
        &mut self,
        path: &Path,
        funcs: Vec<PointedCandidate>,
        site: (&TEnv, NsId),
        expected: Option<&FuncTy>,
        loc: Loc,
    ) -> LResult<PointedCandidate> {
        let (name, written) = (&path.last().name, path.last().targs.as_deref());
        let several = funcs.len() > 1;
        let mut candidates: Vec<PointedCandidate> = Vec::new();
        let written_count = written.map_or(0, |w| w.len());
        for (f, fns, owner, outer) in funcs {
            // A variadic template's packs are as long as the expected type's parameters make
            // them, else as the written arguments leave them (a trailing pack: empty).
            let f = match expected {
                Some(e) => {
                    let args: Vec<Ty> = e.params.iter().map(|p| p.ty.clone()).collect();
                    self.expanded_template(&f, &args, written_count)?
                }
                None => self.expanded_template_for(&f, written_count)?,
            };
            let Some(f) = f else {
                continue;
            };
            let env = match &f.template {
                Some(tparams) => {
                    let mut env = (*outer).clone();
                    let bound = self.bind_template_params(
                        tparams,
                        written,
                        site,
                        fns,
                        loc,
                        &mut env,
                        |this, names, env| {
                            let structs = &this.struct_infos;
                            for (p, t) in
                                f.params.iter().zip(expected.iter().flat_map(|e| &e.params))
                            {
                                expr::deduce_declared(&p.ty, t, names, env, structs);
                            }
                            if let Some(e) = expected {
                                expr::deduce_declared(&f.ret, &e.ret, names, env, structs);
                            }
                        },
                    );
                    match bound {
                        Some(()) => Rc::new(env),
                        None => continue,
                    }
                }
                // `sq<int>` names templates only.
                None if written.is_some() => continue,
                None => outer,
            };
            // (One function is taken as it is: a type that does not fit is reported where the
            // pointer converts.)
            if let Some(expected) = expected.filter(|_| several || f.template.is_some()) {
                let cp = self.diags.checkpoint();
                let sig = self.signature(&f, &env, fns, owner);
                self.diags.rollback(cp);
                let fits = sig.is_ok_and(|s| s.fits(expected));
                if !fits {
                    continue;
                }
            }
            candidates.push((f, fns, owner, env));
        }
        // A function is preferred to a template, a definition to a declaration of the same
        // function.
        if candidates.iter().any(|c| c.0.template.is_none()) {
            candidates.retain(|c| c.0.template.is_none());
        }
        if candidates.iter().filter(|c| c.0.body.is_some()).count() == 1 {
            candidates.retain(|c| c.0.body.is_some());
        }
        let chosen = match &candidates[..] {
            [one] => one.clone(),
            [] if expected.is_some() => {
                let what = match several {
                    true => "overloaded function",
                    false => "function template",
                };
                let shown: Vec<&str> = path.segments.iter().map(|s| &*s.name).collect();
                let shown = shown.join("::");
                self.diags.error(
                    loc,
                    format!("no instance of {what} \"{shown}\" matches the required type"),
                );
                return Err(Reported);
            }
            [] => {
                self.diags.error(
                    loc,
                    format!("the template arguments of '{name}' cannot be deduced here: write them (`{name}<...>`)"),
                );
                return Err(Reported);
            }
            _ => {
                self.diags.error(
                    loc,
                    format!("the address of the overloaded function '{name}' cannot be taken in device code"),
                );
                return Err(Reported);
            }
        };
        Ok(chosen)
    }

    /// The argument `path` names for a value parameter of type `ty`, where it names a function
    /// (`sq`, `&ns::sq`, `sq<float>`) or a parameter that holds one; `None` where it names
    /// anything else. The parameter's type, where it resolves here, picks the overload.
    fn function_template_arg(
        &mut self,
        path: &Path,
        ty: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> Option<LResult<TArg>> {
        if let ([seg], false) = (&path.segments[..], path.global) {
            if let Some(TArg::Function(id)) = env.get(&seg.name) {
                return Some(Ok(TArg::Function(*id)));
            }
        }
        let names_function = self
            .names
            .lookup_path(ns, path)
            .iter()
            .any(|e| matches!(e, Entity::Func(..)));
        if !names_function {
            return None;
        }
        // A parameter of a type no function converts to takes another entity of the name (an
        // enumerator of the class, `size`, over a namespace's function `size`).
        let param = self.resolve_type_quiet(ty, env, ns, loc);
        if param
            .as_ref()
            .is_some_and(|t| !t.is_ptr() && !matches!(t, Ty::Func(_)))
        {
            return None;
        }
        let expected = param.and_then(|t| match t.pointee() {
            Some(Ty::Func(f)) => Some(f.clone()),
            _ => None,
        });
        Some(
            self.pointed_function(path, (env, ns), expected.as_deref(), loc)
                .map(TArg::Function),
        )
    }

    /// The argument `w` gives a value parameter of class type `ty` (resolved where
    /// `param_scope` says, else in `env` and `ns`): its template parameter object. `None` where
    /// the parameter is not of a class type.
    fn class_object_template_arg(
        &mut self,
        w: &TemplateArg,
        ty: &TypeExpr,
        param_scope: Option<(&HashMap<Rc<str>, TArg>, NsId)>,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> Option<LResult<TArg>> {
        if !matches!(stmt::strip_quals(ty), TypeExpr::Named(_)) {
            return None;
        }
        let param = match param_scope {
            Some((scope, scope_ns)) => {
                self.resolve_type_quiet(ty, &Rc::new(scope.clone()), scope_ns, loc)
            }
            None => self.resolve_type_quiet(ty, env, ns, loc),
        };
        let e = match w {
            TemplateArg::Expr(e) => e.clone(),
            TemplateArg::Type(TypeExpr::Named(p)) => Expr {
                kind: ExprKind::Name(p.clone()),
                loc,
            },
            TemplateArg::Type(_) => return None,
        };
        // A parameter of a class template's type, its arguments deduced from the argument
        // (`template <FixedString S>` given `"abc"`).
        let param = match (param, stmt::strip_quals(ty)) {
            (None, TypeExpr::Named(path)) if path.last().targs.is_none() => {
                let cp = self.diags.checkpoint();
                let deduced = self.in_initializer_context(loc, env, ns, |this, fx| {
                    this.deduce_class_arguments(fx, path, std::slice::from_ref(&e), loc)
                });
                self.diags.rollback(cp);
                deduced.ok().flatten()
            }
            (param, _) => param,
        };
        let Some(Ty::Struct(class)) = param else {
            return None;
        };
        Some(
            match self.template_parameter_object(&Ty::Struct(class), &e, env, ns) {
                Some(object) => Ok(object),
                None => self.error(e.loc, "template argument is not a constant expression"),
            },
        )
    }

    /// The argument `path` names for a value parameter of type `ty` that points or refers to an
    /// object, where it names a device variable (`table`, `&counter`, `ns::weights`) or a
    /// parameter that holds one; `None` where it names anything else.
    fn object_template_arg(
        &mut self,
        path: &Path,
        ty: &TypeExpr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<LResult<TArg>> {
        if let ([seg], false) = (&path.segments[..], path.global) {
            if let Some(arg @ TArg::Object { .. }) = env.get(&seg.name) {
                return Some(Ok(arg.clone()));
            }
        }
        let reference = match stmt::strip_quals(ty) {
            TypeExpr::Reference(..) => true,
            TypeExpr::Pointer(..) => false,
            _ => return None,
        };
        let found = self.names.lookup_path(ns, path);
        let (v, var_ns) = found.iter().find_map(|e| match e {
            // (A reference variable names no object of its own: what it binds is known only
            // where the module is loaded.)
            Entity::Var(v, var_ns)
                if (v.cuda.device || v.cuda.constant || v.cuda.managed)
                    && reference_kind(&v.ty, &TEnv::default()).is_none() =>
            {
                Some((v.clone(), *var_ns))
            }
            _ => None,
        })?;
        Some(self.global_var(&v, var_ns).map(|g| TArg::Object {
            global: g.id,
            ty: g.ty,
            reference,
        }))
    }

    /// The argument `path` names for a value parameter of pointer-to-member type (`template
    /// <int P::*M>` given `&P::y`): the pointer's value, as a value of that type; `None` where
    /// the parameter is of another type or `path` names no member.
    fn member_template_arg(
        &mut self,
        path: &Path,
        ty: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> Option<LResult<TArg>> {
        // (An `auto` parameter takes a pointer to member of whatever type: `&S::sum`.)
        let expected = match stmt::strip_quals(ty) {
            TypeExpr::MemberPointer { .. } => self.resolve_type_quiet(ty, env, ns, Loc::default()),
            TypeExpr::Auto if path.segments.len() > 1 => None,
            _ => return None,
        };
        match self.member_pointer_value(path, (env, ns), expected.as_ref(), true, Loc::default()) {
            // A template argument is of the parameter's type exactly: a pointer to a `const`
            // member function is no argument for a parameter pointing to a non-`const` one (a
            // failed substitution, as `BinaryOpHasIdxParam`-style detection relies on).
            Ok(Some((_, ty)))
                if expected
                    .as_ref()
                    .is_some_and(|e| !member_pointers::same_constness(e, &ty)) =>
            {
                self.diags.error(
                    loc,
                    format!(
                        "a value of type '{}' is no template argument of type '{}'",
                        self.ty_name(&ty),
                        self.ty_name(expected.as_ref()?)
                    ),
                );
                Some(Err(Reported))
            }
            Ok(Some((value, ty))) => Some(Ok(TArg::Value(value, Some(ty)))),
            Ok(None) => None,
            Err(Reported) => Some(Err(Reported)),
        }
    }

    /// The value and type of a pointer to the function `id`.
    pub(super) fn pointer_to_function(&mut self, id: FuncId) -> (i64, Ty) {
        let ty = function_pointer_type(&self.signatures[id.0 as usize]);
        (self.function_pointer_value(id, false), ty)
    }

    /// The value of a pointer to the function `id` (a pointer to member function when
    /// `member`): its position among the functions whose address is taken, plus one (zero is
    /// the null pointer).
    fn function_pointer_value(&mut self, id: FuncId, member: bool) -> i64 {
        let target = (id, member);
        let position = match self.function_pointers.iter().position(|&f| f == target) {
            Some(p) => p,
            None => {
                self.function_pointers.push(target);
                self.function_pointers.len() - 1
            }
        };
        self.numbered(position)
    }

    /// The value of the `position`-th function pointer or class tag: counted from one (zero is
    /// null) past this file's numbering base.
    fn numbered(&self, position: usize) -> i64 {
        self.numbering_base + position as i64 + 1
    }

    /// The function that calls through pointers of type `fty` (pointers to member functions
    /// of that type when `member`): it takes what the functions pointed to take (the object
    /// and the result's slot first), the pointer before the arguments. Its body, which compares
    /// the pointer with each function of that type whose address is taken, is built once the
    /// module is complete ([`Lowerer::build_dispatchers`]).
    fn dispatcher(&mut self, fty: &Rc<FuncTy>, member: bool) -> FuncId {
        if let Some((.., id)) = self
            .dispatchers
            .iter()
            .find(|(t, m, _)| t == fty && *m == member)
        {
            return *id;
        }
        let pointer = Ty::ptr_to(Ty::Func(fty.clone()));
        // (The caller's buffer of variadic arguments is forwarded as the last parameter.)
        let mut sig = Signature::calling(fty);
        sig.params
            .insert(0, DeclaredTy::plain(pointer.clone(), false));
        let what = if member { "member " } else { "" };
        let name = format!("call through {what}'{}'", display(&pointer, &self.structs));
        let id = self.add_function(name, FunctionKind::Device, sig, member, None);
        self.dispatchers.push((fty.clone(), member, id));
        id
    }

    /// The bodies of the dispatchers, for the functions whose address the module takes.
    fn build_dispatchers(&mut self) {
        for (fty, member, id) in self.dispatchers.clone() {
            let f = self.module.function(id);
            let (name, params, ret) = (f.name.clone(), f.params.clone(), f.ret);
            // The pointer follows the object and the result's slot.
            let at = member as usize + self.signatures[id.0 as usize].sret as usize;
            let mut b = FunctionBuilder::new(name, FunctionKind::Device, params.clone(), ret);
            let pointer = b.param(at);
            // The target takes what the dispatcher takes, less the pointer.
            let forwarded: Vec<Var> = (0..params.len())
                .filter(|&i| i != at)
                .map(|i| b.param(i))
                .collect();
            for (k, &(target, target_member)) in self.function_pointers.iter().enumerate() {
                let sig = &self.signatures[target.0 as usize];
                // (A pointer's type tells `const` member functions apart; the values of both
                // kinds with one signature are one dispatch.)
                let target_ty = sig.function_type(Quals {
                    is_const: fty.const_method,
                    is_volatile: fty.volatile_method,
                    method_ref: fty.ref_method,
                });
                if target_ty != *fty || target_member != member {
                    continue;
                }
                let value = b.iconst(ir::Type::Ptr, self.numbered(k));
                let hit = b.cmp(ir::CmpOp::Eq, pointer, value);
                let (call, next) = (b.new_block(), b.new_block());
                b.branch(hit, call, next);
                b.switch_to(call);
                let dst = ret.map(|t| b.new_var(t));
                b.push(ir::Inst::Call {
                    dst,
                    func: target,
                    args: forwarded.clone(),
                });
                b.terminate(ir::Terminator::Return(dst));
                b.switch_to(next);
            }
            let text = self.string_global(&StringLiteral::narrow(
                b"call through an invalid device function pointer".to_vec(),
            ));
            let message = b.global_addr(text);
            b.push(ir::Inst::Trap { message });
            b.terminate(ir::Terminator::Unreachable);
            self.module.functions[id.0 as usize] = b.finish();
        }
    }

    fn param_kind(&self, t: &Ty, is_ref: bool) -> ParamKind {
        if is_ref {
            return ParamKind::Scalar(ir::Type::Ptr);
        }
        match t.ir() {
            Some(ir) => ParamKind::Scalar(ir),
            None => {
                let (size, align) = size_align(t, &self.structs).unwrap_or((1, 1));
                ParamKind::Aggregate {
                    size: size as u32,
                    align: align as u32,
                }
            }
        }
    }

    /// What the function `decl` (a member of `owner`) returns and takes, its template
    /// parameters bound in `env`.
    fn signature(
        &mut self,
        decl: &Rc<FunctionDecl>,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
    ) -> LResult<Signature> {
        self.signature_deducing(decl, env, ns, owner, true)
    }

    /// [`Lowerer::signature`], the return type deduced where it is `auto` only if
    /// `deduce_return`: overload resolution weighs a candidate without it (left `void`), since
    /// deducing it instantiates the body, which C++ does only for the candidate chosen
    /// ([dcl.spec.auto]).
    fn signature_deducing(
        &mut self,
        decl: &Rc<FunctionDecl>,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
        deduce_return: bool,
    ) -> LResult<Signature> {
        let cache_key = ((key(decl), sorted_bindings(env), owner), ns, deduce_return);
        if let Some((_, sig)) = self.found_signatures.get(&cache_key) {
            return Ok(sig.clone());
        }
        let before = self.diags.checkpoint();
        let sig = self.nested_declaration(
            decl.loc,
            || Err(Reported),
            |this| this.signature_here(decl, env, ns, owner, deduce_return),
        )?;
        if self.diags.checkpoint() == before {
            self.found_signatures
                .insert(cache_key, (decl.clone(), sig.clone()));
        }
        Ok(sig)
    }

    /// [`Lowerer::signature_deducing`], one level of it.
    fn signature_here(
        &mut self,
        decl: &Rc<FunctionDecl>,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
        deduce_return: bool,
    ) -> LResult<Signature> {
        let params = if decl
            .params
            .iter()
            .any(|p| decltype::contains_decltype(&p.ty))
        {
            self.param_types_seeing_earlier(decl, env, ns, owner)?
        } else {
            self.param_types(&decl.params, env, ns)?
        };
        // (A constructor's and a destructor's are `void`; so is an `auto` one not deduced.)
        let returns_nothing = decl.role == FunctionRole::Constructor
            || decl.role == FunctionRole::Destructor
            || (is_deduced(&decl.ret) && !deduce_return);
        let (ret, ret_cv, reference) = if returns_nothing {
            (Ty::Void, Cv::NONE, None)
        } else if is_deduced(&decl.ret) {
            // (What `const auto&` writes; a deduced value's own qualifiers are dropped.)
            let (ret, reference) = self.deduced_return_type(decl, env, ns, owner, &params)?;
            (ret, self.cv_of(&decl.ret, env, ns), reference)
        } else if decltype::contains_decltype(&decl.ret) {
            // A trailing return type (`-> decltype(a + b)`) sees the parameters; `decltype`
            // of an lvalue or xvalue returns a reference.
            let ret = self.in_function_context(decl, env, ns, owner, &params, |this, fx| {
                this.decltype_arg(fx, &decl.ret, decl.loc)
            })?;
            match ret {
                TArg::Reference(t, cv, kind) => (t, cv, Some(kind)),
                TArg::Type(t, cv) => (t, cv, None),
                _ => return self.error(decl.loc, "a return type must be a type"),
            }
        } else {
            let ret = self.declared_type(&decl.ret, env, ns, decl.loc)?;
            (ret.ty, ret.cv, ret.reference)
        };
        let ret_is_ref = reference.is_some();
        let sret = !ret_is_ref && matches!(ret, Ty::Struct(_));
        Ok(Signature {
            ret,
            ret_is_ref,
            ret_xvalue: reference == Some(RefKind::Rvalue),
            ret_cv,
            sret,
            params,
            // (The toolkit's, `printf`, are the backends'.)
            variadic: decl.variadic && self.by_program(decl.loc),
        })
    }

    /// The return type of `decl`, declared `auto` (or `auto&`, `const auto&`...): the type of
    /// its first `return` expression, `void` where it has none; with the kind of reference it
    /// is (as written, or for `decltype(auto)`, as `decltype` of that expression says: `T&&`
    /// for an xvalue). Found once per instance.
    fn deduced_return_type(
        &mut self,
        decl: &Rc<FunctionDecl>,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
        params: &[DeclaredTy],
    ) -> LResult<(Ty, Option<RefKind>)> {
        let cache_key = (key(decl), sorted_bindings(env), owner);
        if let Some(ty) = self.deduced_returns.get(&cache_key) {
            return match ty {
                Some(ty) => Ok(ty.clone()),
                None => self.deduction_failed(
                    decl.loc,
                    vec![],
                    format!(
                        "function '{}' with a deduced return type is used before its return type is deduced",
                        decl.name.last().name
                    ),
                ),
            };
        }
        let Some(body) = decl.body.clone() else {
            return self.deduction_failed(
                decl.loc,
                vec![],
                format!(
                    "function '{}' with a deduced return type is used but not defined",
                    decl.name.last().name
                ),
            );
        };
        // Being deduced: a use inside its own first return expression is an error.
        self.deduced_returns.insert(cache_key.clone(), None);
        let deduction = match &decl.ret {
            TypeExpr::DecltypeAuto => ReturnDeduction::Decltype,
            TypeExpr::Reference(inner, RefKind::Rvalue) if **inner == TypeExpr::Auto => {
                ReturnDeduction::Forwarding
            }
            _ => ReturnDeduction::Auto,
        };
        // A body that calls the next instance (`auto f(T t) { return f(&t); }`) nests without
        // end: stopped as nvcc stops instantiations, and what failed above it only because of
        // that is not reported.
        let (cp, lasting) = (self.diags.checkpoint(), self.diags.lasting_reports());
        let shown = |_: &mut Self| format!("function \"{}\"", decl.name.last().name);
        if self
            .enter_instantiation(recursion::Nesting::DeducedReturn, shown, decl.loc)
            .is_err()
        {
            self.deduced_returns.remove(&cache_key);
            return Err(Reported);
        }
        let found = self.in_function_context(decl, env, ns, owner, params, |this, fx| {
            this.first_return_type(fx, &body, deduction, decl.loc)
        });
        self.leave_instantiation(recursion::Nesting::DeducedReturn);
        if found.is_err() && self.diags.lasting_reports() > lasting {
            self.diags.rollback(cp);
            self.deduced_returns.remove(&cache_key);
            return Err(Reported);
        }
        let ty = match found {
            Ok(None) => (Ty::Void, None),
            Ok(Some(TArg::Reference(ty, _, kind))) => (ty, Some(kind)),
            Ok(Some(TArg::Type(ty, _))) => (ty, reference_kind(&decl.ret, env)),
            Ok(Some(_)) => return self.error(decl.loc, "a return type must be a type"),
            Err(reasons) => {
                self.deduced_returns.remove(&cache_key);
                return self.deduction_failed(
                    decl.loc,
                    reasons,
                    match self.is_closure(owner.class()) {
                        true => "cannot deduce the return type of this lambda from its first return statement".to_string(),
                        false => format!(
                            "cannot deduce the return type of '{}' from its first return statement",
                            decl.name.last().name
                        ),
                    },
                );
            }
        };
        self.deduced_returns.insert(cache_key, Some(ty.clone()));
        Ok(ty)
    }

    /// `f` run in a context of its own for the function `decl` (a member of `owner`, taking
    /// `params`), where its parameters are declared, as they are before its body: what types
    /// its return type needs, before it is lowered.
    fn in_function_context<R>(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
        params: &[DeclaredTy],
        f: impl FnOnce(&mut Self, &mut stmt::FnCtx) -> R,
    ) -> R {
        let stub = Signature {
            ret: Ty::Void,
            ret_is_ref: false,
            ret_xvalue: false,
            ret_cv: Cv::NONE,
            sret: false,
            params: params.to_vec(),
            variadic: false,
        };
        let ir_params = self.ir_params(&stub, owner.this().is_some());
        let builder = FunctionBuilder::new("", FunctionKind::Device, ir_params, None);
        // The body's real lowering reports what declaring the parameters finds.
        let cp = self.diags.checkpoint();
        let mut fx = self.function_context(builder, (decl, env, ns, owner), &stub);
        self.diags.rollback(cp);
        f(self, &mut fx)
    }

    /// Reports that a return type could not be deduced, and keeps the report with its
    /// `reasons` for the call that needed it: overload resolution drops the errors of the
    /// candidates it rejects, and reports these when no candidate is left.
    fn deduction_failed<T>(
        &mut self,
        loc: Loc,
        reasons: Vec<Diagnostic>,
        message: String,
    ) -> LResult<T> {
        self.diags.replay(reasons.clone());
        self.diags.error(loc, message.clone());
        self.deduction_failures.extend(reasons);
        self.deduction_failures.push(Diagnostic {
            severity: Severity::Error,
            loc: Some(loc),
            message,
        });
        Err(Reported)
    }

    /// The types of parameters, each with whether it is a reference; array parameters are
    /// pointers.
    fn param_types(&mut self, params: &[Param], env: &TEnv, ns: NsId) -> LResult<Vec<DeclaredTy>> {
        let mut out = Vec::new();
        for p in params {
            out.push(self.param_type(&p.ty, env, ns, p.loc)?);
        }
        Ok(out)
    }

    /// A parameter's type, as the function takes it (an array as a pointer, no qualifiers at
    /// the top of a value).
    fn param_type(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId, loc: Loc) -> LResult<DeclaredTy> {
        let mut d = self.declared_type(t, env, ns, loc)?;
        if !d.is_ref() {
            if let Ty::Array(e, _) = d.ty {
                d.ty = Ty::Ptr(e);
            }
            d.cv = d.cv.below_top();
        }
        // No object of an abstract class is made, so none is passed by value: a signature
        // with one is no function's (a trait's test function taking `T` fails to substitute).
        if let (Ty::Struct(class), false) = (&d.ty, d.is_ref()) {
            if self.is_abstract(*class) {
                let shown = self.ty_name(&d.ty);
                return self.error(
                    loc,
                    format!("parameter of abstract class type \"{shown}\" is not allowed"),
                );
            }
        }
        Ok(d)
    }

    /// A declared type with its qualifiers and the reference it is.
    fn declared_type(
        &mut self,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<DeclaredTy> {
        let ty = self.resolve_type(t, env, ns, loc)?;
        Ok(DeclaredTy {
            ty,
            cv: self.cv_of(t, env, ns),
            reference: self.declared_reference(t, env, ns),
        })
    }

    // ---- module variables ----

    fn global_var(&mut self, v: &VarDecl, ns: NsId) -> LResult<GlobalVar> {
        self.global_var_instance(v, &Rc::default(), &[], ns)
    }

    /// The module variable `v` declares, or for a variable template, its instance for `targs`
    /// (bound in `env`).
    fn global_var_instance(
        &mut self,
        v: &VarDecl,
        env: &TEnv,
        targs: &[TArg],
        ns: NsId,
    ) -> LResult<GlobalVar> {
        let k = (v as *const VarDecl as usize, targs.to_vec());
        if let Some(g) = self.globals.get(&k) {
            return Ok(g.clone());
        }
        let env = env.clone();
        let ty = self.variable_type(v, &env, ns)?;
        self.check_placeholder_constraint((&env, ns), v, &ty)?;
        if self.typing_initializer_items {
            // Only its type is wanted, which an item may need before the variable is made
            // (`{1, &self}`, `{&other}` whose initializer names this one).
            let ty = self.complete_array_type(ty, v.init.as_ref(), &braces::Scalars::default());
            let id = GlobalId(u32::MAX);
            let reference = false;
            return Ok(GlobalVar { id, ty, reference });
        }
        let reference_to = reference_kind(&v.ty, &env);
        let reference = reference_to.is_some();
        let scalars = match reference {
            true => braces::Scalars::default(),
            false => self.initializer_scalars(v.init.as_ref(), &env, ns),
        };
        let ty = self.complete_array_type(ty, v.init.as_ref(), &scalars);
        // (A reference is the address it holds, whatever it refers to.)
        let layout = match reference {
            true => Some((8, 8)),
            false => size_align(&ty, &self.structs),
        };
        let Some((size, align)) = layout else {
            self.diags
                .error(v.loc, format!("variable '{}' has incomplete type", v.name));
            return Err(Reported);
        };
        let align = align
            .max(self.alias_alignment(&v.ty, ns).unwrap_or(1))
            .max(self.declared_alignment(v.align.as_deref(), &env, ns));
        // A managed variable's module variable is its slot (its initial value is the host's).
        let (size, align) = match v.cuda.managed {
            true => (8, 8),
            false => (size, align),
        };
        if v.cuda.shared && v.init.is_some() {
            self.diags.error(
                v.loc,
                "initialization is not supported for __shared__ variables",
            );
            return Err(Reported);
        }
        let space = if v.cuda.shared {
            GlobalSpace::Shared
        } else if v.cuda.constant {
            GlobalSpace::Constant
        } else {
            GlobalSpace::Device
        };
        // Known before its initializer is read, which may take its address (`Node n = {&n}`).
        let id = GlobalId(self.module.globals.len() as u32);
        if is_constant_variable(v) {
            self.constant_globals.insert(id);
        }
        let name = match targs {
            [] => format!("{}{}", self.names.host_prefix(ns), v.name),
            _ => format!(
                "{}{}<{}>",
                self.names.host_prefix(ns),
                v.name,
                self.template_args_text(targs)
            ),
        };
        self.module.globals.push(ir::Global {
            name,
            space,
            size,
            align: align as u32,
            init: Vec::new(),
            relocations: Vec::new(),
        });
        let g = GlobalVar {
            id,
            ty: ty.clone(),
            reference,
        };
        self.globals.insert(k, g.clone());
        if v.cuda.managed {
            self.managed_slots.insert(id);
            return Ok(g);
        }
        self.initializing.push(id);
        let kind = match (v.cuda.constant, v.cuda.device) {
            (true, _) => Some("__constant__"),
            (false, true) => Some("__device__"),
            _ => None,
        };
        let context = kind.map(|kind| self.initializing_variables.push((v.loc, kind)));
        let default = self.default_static_initializer(v, &ty);
        let init = v.init.as_ref().or(default.as_ref());
        let data = match reference_to {
            Some(kind) => self.static_reference(v, (&ty, kind), space, &env, ns),
            None => self.static_data(&ty, size, init, &scalars, &env, ns),
        };
        if context.is_some() {
            self.initializing_variables.pop();
        }
        self.initializing.pop();
        let data = data?;
        let global = &mut self.module.globals[id.0 as usize];
        global.init = data.bytes;
        global.relocations = data.relocations;
        Ok(g)
    }

    /// What a variable of static storage, of type `ty`, written without an initializer is
    /// initialized with where default-initializing a `ty` runs code (a constructor, default
    /// member initializers, a dynamic type to record): `{}`, which makes the same bytes of
    /// storage that starts zeroed. `__shared__` and `extern` variables are not initialized.
    pub(super) fn default_static_initializer(&mut self, v: &VarDecl, ty: &Ty) -> Option<Expr> {
        if v.init.is_some() || v.cuda.shared || v.storage.is_extern {
            return None;
        }
        self.default_init_does_work(ty).then(|| Expr {
            kind: ExprKind::InitList(Vec::new()),
            loc: v.loc,
        })
    }

    /// The alignment that aliases give `ty` where it is named through them (`typedef float
    /// __attribute__((aligned(16))) f16a;`), as the host compiler takes it: the one written
    /// nearest the name on the chain of aliases it names, which may also lower the type's
    /// (`typedef double __attribute__((aligned(4))) d4;`); `None` where none is written.
    pub(super) fn alias_alignment(&mut self, ty: &TypeExpr, ns: NsId) -> Option<u64> {
        // A chain longer than this is a cycle (`typedef struct X X;` names itself).
        const MAX_CHAIN: usize = 64;
        let (mut ty, mut ns) = (ty.clone(), ns);
        for _ in 0..MAX_CHAIN {
            let path = match &ty {
                TypeExpr::Qualified(inner, _) => match &**inner {
                    TypeExpr::Named(p) => p.clone(),
                    _ => break,
                },
                TypeExpr::Named(p) => p.clone(),
                _ => break,
            };
            if path.last().targs.is_some() {
                break;
            }
            let alias = self
                .names
                .lookup_path(ns, &path)
                .into_iter()
                .find_map(|e| match e {
                    names::Entity::Alias {
                        ty,
                        template: None,
                        align,
                        ns,
                    } => Some((ty, align, ns)),
                    _ => None,
                });
            let Some((aliased, written, alias_ns)) = alias else {
                break;
            };
            if written.is_some() {
                let env = TEnv::default();
                return Some(self.declared_alignment(written.as_deref(), &env, alias_ns));
            }
            if aliased == ty {
                break;
            }
            (ty, ns) = (aliased, alias_ns);
        }
        None
    }

    /// The alignment written on the declaration `v` (`alignas(16)`, `__align__(16)`), 1 if
    /// none; an alignment that is not a constant power of two is reported.
    fn declared_alignment(&mut self, align: Option<&Expr>, env: &TEnv, ns: NsId) -> u64 {
        let Some(e) = align else {
            return 1;
        };
        let value = self.const_eval(e, env, ns);
        // `alignas(Ts...)` is parsed as the fold `(alignof(Ts) | ...)`: its highest bit.
        let value = match (alignment_union(e), value) {
            (true, Some(a)) if a > 0 => Some(1i64 << (63 - a.leading_zeros())),
            _ => value,
        };
        match value {
            Some(a) if a > 0 && (a as u64).is_power_of_two() => a as u64,
            Some(0) => 1,
            _ => {
                self.diags.error(
                    e.loc,
                    "requested alignment is not a positive power of two constant",
                );
                1
            }
        }
    }

    /// The items of a static-storage variable's initializer that are not classes (see
    /// [`Lowerer::scalar_items`]): where braces elided around a class's members go back.
    fn initializer_scalars(
        &mut self,
        init: Option<&Expr>,
        env: &TEnv,
        ns: NsId,
    ) -> braces::Scalars {
        let Some(e) = init else {
            return braces::Scalars::default();
        };
        let outer = std::mem::replace(&mut self.typing_initializer_items, true);
        let scalars =
            self.in_initializer_context(e.loc, env, ns, |this, fx| this.scalar_items(fx, e));
        self.typing_initializer_items = outer;
        scalars
    }

    /// The initial contents of a variable of static storage of type `ty` (`size` bytes),
    /// initialized with `init` or zero-initialized (null pointers to members are -1), the
    /// items of `init` that are not classes being `scalars` (see
    /// [`Lowerer::initializer_scalars`]).
    fn static_data(
        &mut self,
        ty: &Ty,
        size: u64,
        init: Option<&Expr>,
        scalars: &braces::Scalars,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<StaticData> {
        let mut data = StaticData::new(size);
        for offset in member_pointer_offsets(ty, &self.structs) {
            if let Some(bytes) = data.slot(offset, 8) {
                bytes.copy_from_slice(&(-1i64).to_le_bytes());
            }
        }
        if let Some(e) = init {
            let e = match self.sole_object_item(ty, e, env, ns) {
                Some(item) => item.clone(),
                None => self
                    .with_elided_braces(ty, e, scalars, braces::Defaults::Appended)
                    .into_owned(),
            };
            self.const_init(&mut data, 0, ty, &e, env, ns)?;
        }
        while data.bytes.last() == Some(&0) {
            data.bytes.pop();
        }
        Ok(data)
    }

    /// A class object made by a constructor call in a device variable's initializer
    /// (`__device__ Config c(4, 0.5f);`, `= Config(8, 0.5f)`): an aggregate takes the arguments
    /// as its elements; a constructor whose body is empty sets each member from its
    /// initializer (a parameter, or a constant), else from the member's default initializer.
    #[allow(clippy::too_many_arguments)]
    fn const_construct(
        &mut self,
        out: &mut StaticData,
        off: u64,
        sid: StructId,
        args: &[Expr],
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<()> {
        let decl = self.struct_infos[sid.0 as usize].decl.clone();
        let class_env = self.struct_infos[sid.0 as usize].env.clone();
        let Some(body) = decl.body.as_ref() else {
            return self.error(loc, "unsupported initializer for a device variable");
        };
        let constructors: Vec<&Rc<FunctionDecl>> = body
            .methods
            .iter()
            .filter(|m| m.role == FunctionRole::Constructor)
            .collect();
        if constructors.is_empty() {
            let list = Expr {
                kind: ExprKind::InitList(args.to_vec()),
                loc,
            };
            return self.const_init(out, off, &Ty::Struct(sid), &list, env, ns);
        }
        // A `constexpr` constructor computing members from constant arguments (`v(x * 3)`).
        if let Some(list) = self.constructed_members(sid, args, ns, loc) {
            let ExprKind::InitList(items) = &list.kind else {
                return self.const_init(out, off, &Ty::Struct(sid), &list, env, ns);
            };
            return self.const_init_elements(out, off, sid, items, env, ns);
        }
        let takes = |c: &FunctionDecl| {
            let required = c.params.iter().filter(|p| p.default.is_none()).count();
            (required..=c.params.len()).contains(&args.len())
        };
        let Some(ctor) = constructors
            .iter()
            .find(|c| takes(c) && c.body.as_ref().is_some_and(|b| b.is_empty()))
            .cloned()
        else {
            return self.error(loc, "unsupported initializer for a device variable (only a constructor with an empty body, whose members are initialized from its parameters or constants, makes a device variable's initial value)");
        };
        // Each parameter's expression, with where it is read: the argument where the variable
        // is, else its default in the class.
        let param_value = |name: &str| -> Option<(Expr, TEnv)> {
            let i = ctor
                .params
                .iter()
                .position(|p| p.name.as_deref() == Some(name))?;
            match args.get(i) {
                Some(a) => Some((a.clone(), env.clone())),
                None => ctor.params[i]
                    .default
                    .clone()
                    .map(|d| (d, class_env.clone())),
            }
        };
        for field in body.fields.iter().filter(|f| !f.is_static) {
            let Some(name) = &field.name else { continue };
            let Some(layout) = self.structs[sid.0 as usize].field(name).cloned() else {
                continue;
            };
            if layout.bits.is_some() || layout.reference {
                return self.error(loc, "unsupported initializer for a device variable (a constructor that sets a bit-field or reference member)");
            }
            let written = ctor
                .member_inits
                .iter()
                .find(|m| m.name.segments.len() == 1 && m.simple_name() == name);
            let (init, init_env) = match written {
                Some(m) => {
                    let init = match m.args.as_slice() {
                        [one] => one.clone(),
                        many => Expr {
                            kind: ExprKind::InitList(many.to_vec()),
                            loc: m.loc,
                        },
                    };
                    // A parameter stands for its argument.
                    let parameter = match &init.kind {
                        ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                            param_value(&p.segments[0].name)
                        }
                        _ => None,
                    };
                    parameter.unwrap_or_else(|| (init, class_env.clone()))
                }
                None => match &field.init {
                    Some(i) => (i.clone(), class_env.clone()),
                    None => continue,
                },
            };
            self.const_init(out, off + layout.offset, &layout.ty, &init, &init_env, ns)?;
        }
        Ok(())
    }

    /// Writes the items of a braced list into the elements (bases, then members) of an object
    /// of class `sid` at `off` in `out`, one item each, as aggregate initialization does.
    fn const_init_elements(
        &mut self,
        out: &mut StaticData,
        off: u64,
        sid: StructId,
        items: &[Expr],
        env: &TEnv,
        ns: NsId,
    ) -> LResult<()> {
        let elements = self.aggregate_elements(sid);
        if let Some(extra) = items.get(elements.len()) {
            return self.too_many_initializers(extra);
        }
        for (element, item) in elements.iter().zip(items) {
            let f = match element {
                braces::Element::Base(base, offset) => {
                    let base = Ty::Struct(*base);
                    self.const_init(out, off + offset, &base, item, env, ns)?;
                    continue;
                }
                braces::Element::Member(f) => f,
            };
            if f.reference {
                let address = Expr {
                    kind: ExprKind::Unary(UnaryOp::AddrOf, Box::new(item.clone())),
                    loc: item.loc,
                };
                let pointer = Ty::ptr_to(f.ty.clone());
                self.const_init(out, off + f.offset, &pointer, &address, env, ns)?;
                continue;
            }
            let Some(bits) = f.bits else {
                self.const_init(out, off + f.offset, &f.ty, item, env, ns)?;
                continue;
            };
            // A bit-field: its bits of its (little-endian) storage.
            let unit_size = size_align(&f.ty, &self.structs).map_or(0, |s| s.0);
            let mut unit = StaticData::new(unit_size.min(16));
            self.const_init(&mut unit, 0, &f.ty, item, env, ns)?;
            let mut value = [0u8; 16];
            value[..unit.bytes.len()].copy_from_slice(&unit.bytes);
            let width_mask = u128::MAX >> (128 - bits.width);
            let bits_set = (u128::from_le_bytes(value) & width_mask) << bits.first;
            let storage = (bits.storage as usize).min(16);
            if let Some(slot) = out.slot(off + f.offset, storage) {
                for (dst, b) in slot.iter_mut().zip(bits_set.to_le_bytes()) {
                    *dst |= b;
                }
            }
        }
        Ok(())
    }

    /// Writes the constant initializer `e` of a `ty` at `off` into `out`.
    fn const_init(
        &mut self,
        out: &mut StaticData,
        off: u64,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<()> {
        if let Some(item) = self.sole_object_item(ty, e, env, ns) {
            return self.const_init(out, off, ty, item, env, ns);
        }
        self.check_designators(ty, e)?;
        let e = &*self.with_elided_braces(
            ty,
            e,
            &braces::Scalars::default(),
            braces::Defaults::Appended,
        );
        match (ty, &e.kind) {
            (_, ExprKind::Designated(name, _)) => self.stray_designator(e.loc, name),
            (Ty::Array(elem, n), ExprKind::InitList(items)) => {
                if let Some(extra) = n.and_then(|n| items.get(n as usize)) {
                    return self.too_many_initializers(extra);
                }
                let (es, _) = size_align(elem, &self.structs).unwrap_or((0, 1));
                for (i, item) in items.iter().enumerate() {
                    self.const_init(out, off + i as u64 * es, elem, item, env, ns)?;
                }
                Ok(())
            }
            (Ty::Array(elem, n), ExprKind::Str(literal))
                if initializes_from_string(elem, literal) =>
            {
                self.check_string_fits(literal, elem, *n, e.loc)?;
                let len = literal.bytes.len();
                if let Some(slot) = out.slot(off, len) {
                    slot.copy_from_slice(&literal.bytes[..len]);
                }
                Ok(())
            }
            // A class with constructors (or a dynamic type) is constructed: `P p{}`, `P
            // p{1, 2}`.
            (Ty::Struct(sid), ExprKind::InitList(items))
                if self.has_constructors(*sid) || self.structs[sid.0 as usize].polymorphic =>
            {
                self.const_constructed(out, off, *sid, items, e, env, ns)
            }
            (Ty::Struct(sid), ExprKind::InitList(items)) => {
                self.const_init_elements(out, off, *sid, items, env, ns)
            }
            (_, ExprKind::InitList(items)) if items.len() == 1 => {
                self.const_init(out, off, ty, &items[0], env, ns)
            }
            (Ty::Struct(sid), ExprKind::Construct(_, args, _)) => {
                self.const_constructed(out, off, *sid, args, e, env, ns)
            }
            (t, ExprKind::Construct(_, args, _)) if t.is_arith() && args.len() == 1 => {
                self.const_init(out, off, ty, &args[0], env, ns)
            }
            // An integer as wide as a pointer made from an address (`(uintptr_t)&table[1]`):
            // the address, relocated as a pointer's is.
            (t, _)
                if t.int_rank() == 8
                    && has_cast(e)
                    && self.relocated_address(out, off, ty, e, env, ns)? =>
            {
                Ok(())
            }
            (t, _) if t.is_arith() => {
                let not_constant = "initializer of a device variable must be a constant";
                let bytes: Vec<u8> = if t.is_float() {
                    let Some(v) = self.const_eval_float(e, env, ns) else {
                        let folded = vec![Diagnostic::error(e.loc, not_constant)];
                        return self.const_init_or_report(out, off, ty, e, env, ns, folded);
                    };
                    if *t == Ty::Float {
                        (v as f32).to_le_bytes().to_vec()
                    } else {
                        v.to_le_bytes().to_vec()
                    }
                } else {
                    // Folded constants are held in 64 bits: a 128-bit value is computed by
                    // running its initializer, in the IR's 128 bits.
                    let kind = constexpr::arith_kind_of(t).filter(|_| !t.is_int128());
                    let folded = kind.and_then(|k| Some(self.const_value(e, env, ns)?.to(k).int()));
                    let Some(v) = folded else {
                        let folded = vec![Diagnostic::error(e.loc, not_constant)];
                        return self.const_init_or_report(out, off, ty, e, env, ns, folded);
                    };
                    let n = t.int_rank().max(1) as usize;
                    i128::from(v).to_le_bytes()[..n].to_vec()
                };
                if let Some(dst) = out.slot(off, bytes.len()) {
                    dst.copy_from_slice(&bytes);
                }
                Ok(())
            }
            (Ty::MemberPtr(..), _) => {
                let value = match &e.kind {
                    ExprKind::Unary(UnaryOp::AddrOf, _) => {
                        self.constant_member_pointer(ty, e, env, ns)?
                    }
                    _ if matches!(e.kind, ExprKind::Nullptr)
                        || self.const_eval(e, env, ns) == Some(0) =>
                    {
                        member_pointers::null_member_pointer(ty.ir().unwrap_or(ir::Type::I64))
                    }
                    _ => {
                        self.diags
                            .error(e.loc, "initializer of a device variable must be a constant");
                        return Err(Reported);
                    }
                };
                if let Some(dst) = out.slot(off, 8) {
                    dst.copy_from_slice(&value.to_le_bytes());
                }
                Ok(())
            }
            // A null pointer: `nullptr`, `NULL`, `0`; the bytes are zero already.
            (Ty::Ptr(_), ExprKind::Nullptr) => Ok(()),
            (Ty::Ptr(_), _) if self.const_eval(e, env, ns) == Some(0) => Ok(()),
            (Ty::Ptr(target), ExprKind::Name(p)) if matches!(**target, Ty::Func(_)) => {
                let expected = match &**target {
                    Ty::Func(fty) => Some(fty.clone()),
                    _ => None,
                };
                let (value, _) = self.function_pointer(p, (env, ns), expected.as_deref(), e.loc)?;
                if let Some(dst) = out.slot(off, 8) {
                    dst.copy_from_slice(&value.to_le_bytes());
                }
                Ok(())
            }
            (Ty::Ptr(target), ExprKind::Unary(UnaryOp::AddrOf, f))
                if matches!(**target, Ty::Func(_)) =>
            {
                self.const_init(out, off, ty, f, env, ns)
            }
            (Ty::Ptr(target), _) if !matches!(**target, Ty::Func(_)) => {
                match self.static_pointer(ty, e, env, ns)? {
                    StaticValue::Address { global, offset } => {
                        self.relocate(out, off, (global, offset), e.loc)?;
                    }
                    StaticValue::Int(value) => {
                        if let Some(dst) = out.slot(off, 8) {
                            dst.copy_from_slice(&value.to_le_bytes());
                        }
                    }
                }
                Ok(())
            }
            _ => {
                let unsupported = "unsupported initializer for a device variable";
                let folded = vec![Diagnostic::error(e.loc, unsupported)];
                self.const_init_or_report(out, off, ty, e, env, ns, folded)
            }
        }
    }

    /// Records that the 8 bytes at `off` of `out` hold the address `offset` bytes into
    /// `global`, filled in where the device code is loaded.
    fn relocate(
        &mut self,
        out: &mut StaticData,
        off: u64,
        (global, offset): (GlobalId, i64),
        loc: Loc,
    ) -> LResult<()> {
        let target = &self.module.globals[global.0 as usize];
        if self.initializing.contains(&global) {
            let message = format!("the address of '{}' is part of its own initial data (device variables may not point at each other in a cycle)", target.name);
            return self.error(loc, message);
        }
        if target.space == GlobalSpace::Shared {
            return self.error(
                loc,
                "the address of a __shared__ variable is not a constant",
            );
        }
        out.relocations.push(ir::Relocation {
            offset: off,
            target: global,
            addend: offset,
        });
        Ok(())
    }

    /// Whether `e`, the initializer of an integer of type `ty` as wide as a pointer, is an
    /// address converted (which is then relocated at `off` of `out`); `false`, with nothing
    /// reported, where it is not.
    fn relocated_address(
        &mut self,
        out: &mut StaticData,
        off: u64,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<bool> {
        let cp = self.diags.checkpoint();
        let value = self.static_pointer(ty, e, env, ns);
        self.diags.rollback(cp);
        match value {
            Ok(StaticValue::Address { global, offset }) => {
                self.relocate(out, off, (global, offset), e.loc)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// [`Lowerer::const_init`] of an object of class `sid` made by a constructor from `args`
    /// (the initializer `e`): the members its constructor makes, else (a polymorphic class,
    /// whose dynamic type is recorded, or a constructor that computes) what running `e` makes.
    #[allow(clippy::too_many_arguments)]
    fn const_constructed(
        &mut self,
        out: &mut StaticData,
        off: u64,
        sid: StructId,
        args: &[Expr],
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<()> {
        let cp = self.diags.checkpoint();
        let constructed = match self.structs[sid.0 as usize].polymorphic {
            true => Err(Reported),
            false => self.const_construct(out, off, sid, args, env, ns, e.loc),
        };
        match constructed {
            Ok(()) => Ok(()),
            Err(Reported) => {
                let folded = self.diags.take_since(cp);
                self.const_init_or_report(out, off, &Ty::Struct(sid), e, env, ns, folded)
            }
        }
    }

    /// [`Lowerer::const_init`] of an initializer its constant folding does not compute: the
    /// value running it makes ([`Lowerer::const_init_by_running`]), else the `folded`
    /// diagnostics, with a note of why it is not a constant.
    #[allow(clippy::too_many_arguments)]
    fn const_init_or_report(
        &mut self,
        out: &mut StaticData,
        off: u64,
        ty: &Ty,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
        folded: Vec<Diagnostic>,
    ) -> LResult<()> {
        let cp = self.diags.checkpoint();
        let Err(reason) = self.const_init_by_running(out, off, ty, e, env, ns) else {
            return Ok(());
        };
        // An initializer that does not compile as code says so through `folded`, or as nvcc
        // does, at the variable.
        if reason.is_empty() {
            self.diags.rollback(cp);
        }
        match self.initializing_variables.last() {
            Some(&(at, kind)) => self.diags.error(
                at,
                format!("dynamic initialization is not supported for a {kind} variable"),
            ),
            None => self.diags.replay(folded),
        }
        if !reason.is_empty() {
            self.diags
                .note(e.loc, format!("its value is not a constant: {reason}"));
        }
        Err(Reported)
    }

    /// The initial data of the reference of static storage `v`, of `kind`, to an object of
    /// type `target` (`__device__ const int& r = g;`): the address of the object it binds,
    /// one of static storage, else of a temporary that lives as long as the reference
    /// (`const int& r = 5;`), a module variable of its own in `space`.
    fn static_reference(
        &mut self,
        v: &VarDecl,
        (target, kind): (&Ty, RefKind),
        space: GlobalSpace,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<StaticData> {
        let bound = self.in_initializer_context(v.loc, env, ns, |this, fx| {
            let at = this.declared_reference_binding(fx, v, target, kind)?;
            LResult::Ok(fx.b.static_value(at))
        })?;
        let mut data = StaticData::new(8);
        match (bound, &v.init) {
            (Some(StaticValue::Address { global, offset }), _) => {
                self.relocate(&mut data, 0, (global, offset), v.loc)?;
            }
            (Some(StaticValue::Int(address)), _) => {
                data.bytes = address.to_le_bytes().to_vec();
            }
            (None, Some(init)) => {
                let temporary = self.static_temporary(target, init, space, env, ns)?;
                self.relocate(&mut data, 0, (temporary, 0), init.loc)?;
            }
            (None, None) => {}
        }
        Ok(data)
    }

    /// A module variable in `space` of type `ty` initialized with `e`: the temporary a
    /// reference of static storage binds.
    fn static_temporary(
        &mut self,
        ty: &Ty,
        e: &Expr,
        space: GlobalSpace,
        env: &TEnv,
        ns: NsId,
    ) -> LResult<GlobalId> {
        let Some((size, align)) = size_align(ty, &self.structs) else {
            let shown = self.ty_name(ty);
            return self.error(e.loc, format!("incomplete type \"{shown}\" is not allowed"));
        };
        let scalars = self.initializer_scalars(Some(e), env, ns);
        let data = self.static_data(ty, size, Some(e), &scalars, env, ns)?;
        let id = GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!("__reference_temporary{}", id.0),
            space,
            size,
            align: align as u32,
            init: data.bytes,
            relocations: data.relocations,
        });
        Ok(id)
    }

    /// The value of `e`, the initializer of a pointer of static storage (`"text"`, `&var`,
    /// `&table[2].y`), known before the program runs: an integer or an address in a global.
    fn static_pointer(&mut self, ty: &Ty, e: &Expr, env: &TEnv, ns: NsId) -> LResult<StaticValue> {
        let value = self.in_initializer_context(e.loc, env, ns, |this, fx| {
            let v = this.expr(fx, e)?;
            let v =
                this.implicit_scalar(fx, v, ty, "used to initialize an entity of type", e.loc)?;
            Ok(fx.b.static_value(v))
        })?;
        match value {
            Some(v) => Ok(v),
            None => {
                self.diags
                    .error(e.loc, "initializer of a device variable must be a constant");
                Err(Reported)
            }
        }
    }

    /// `f` run in a function of its own where the initializer of a variable of static storage
    /// is read: the names it sees are those of `ns`, of the class whose scope `env` is in (a
    /// static data member's), and the enclosing function's `static` locals (see
    /// [`Lowerer::enclosing_statics`]).
    fn in_initializer_context<R>(
        &mut self,
        loc: Loc,
        env: &TEnv,
        ns: NsId,
        f: impl FnOnce(&mut Self, &mut stmt::FnCtx) -> R,
    ) -> R {
        let scratch = decltype::scratch_function("initializer", loc);
        // A static data member's initializer is in its class's scope (`static constexpr int
        // n = len(s);` names the member `s`).
        let owner = match self.class_scopes(env).first() {
            Some(&class) => Owner::Static(class),
            None => Owner::Namespace,
        };
        self.in_function_context(&scratch, env, ns, owner, &[], |this, fx| {
            this.declare_enclosing_statics(fx);
            f(this, fx)
        })
    }

    /// Declares in `fx` the `static` locals an initializer of static storage sees (see
    /// [`Lowerer::enclosing_statics`]; none outside such an initializer).
    fn declare_enclosing_statics(&mut self, fx: &mut stmt::FnCtx) {
        for (name, global, ty) in self.enclosing_statics.clone() {
            let addr = self.static_addr(fx, stmt::StaticPlace::Global(global));
            fx.declare(name, stmt::LocalVar::Object { addr, ty });
        }
    }

    fn string_global(&mut self, literal: &StringLiteral) -> GlobalId {
        if let Some(&g) = self.strings.get(literal) {
            return g;
        }
        let unit = literal.encoding.unit_bytes();
        let mut init = literal.bytes.clone();
        init.resize(init.len() + unit, 0);
        let id = GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!("__string{}", self.strings.len()),
            space: GlobalSpace::ReadOnly,
            size: init.len() as u64,
            align: unit as u32,
            init,
            relocations: Vec::new(),
        });
        self.strings.insert(literal.clone(), id);
        id
    }

    /// The type of a literal's characters in `encoding`.
    pub(super) fn literal_char_type(&self, encoding: Encoding) -> Ty {
        builtin_ty(match encoding {
            Encoding::Plain => Builtin::Char,
            Encoding::Utf8 if !self.cxx20 => Builtin::Char,
            Encoding::Utf8 => Builtin::Char8,
            Encoding::Utf16 => Builtin::Char16,
            Encoding::Utf32 => Builtin::Char32,
            Encoding::Wide => Builtin::WChar,
        })
    }

    // ---- constant expressions ----

    /// Evaluates an integer constant expression: literals, operators, `sizeof`, enumerators,
    /// template value parameters and `const`/`constexpr` variables with constant initializers.
    pub(super) fn const_eval(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<i64> {
        self.const_value(e, env, ns).map(constexpr::Num::int)
    }

    /// [`Lowerer::const_eval`] with the value's type: an integer's kind, or a floating-point
    /// value as such.
    fn const_value(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<constexpr::Num> {
        self.nested_declaration(e.loc, || None, |this| this.const_value_here(e, env, ns))
    }

    /// [`Lowerer::const_value`], one level of it.
    fn const_value_here(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<constexpr::Num> {
        if constexpr::mentions_float(e, env) {
            return self.const_num(e, env, ns);
        }
        self.integer_constant(e, env, ns)
    }

    /// `value`, the initializer of a constant declared with the written type `t`, converted to
    /// that type where it is arithmetic (`auto` and other types keep it as it is).
    fn as_declared(
        &mut self,
        value: constexpr::Num,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> constexpr::Num {
        if matches!(t, TypeExpr::Auto) {
            return value;
        }
        let ty = self.resolve_type_quiet(t, env, ns, loc);
        match ty.as_ref().and_then(constexpr::arith_kind_of) {
            Some(kind) => value.to(kind),
            None => value,
        }
    }

    /// [`Lowerer::const_value`] as an integer and its kind (a floating-point value converted
    /// as to `long`).
    fn const_int(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<(i128, IntKind)> {
        match self.const_value(e, env, ns)? {
            constexpr::Num::Int(v, k) => Some((v, k)),
            f => Some((f.int().into(), IntKind::LONG)),
        }
    }

    /// Reports `e`, a constant expression whose value the front end could not compute: why,
    /// where [`Lowerer::not_a_constant`] tells, else `otherwise` at the expression.
    fn report_no_constant(&mut self, e: &Expr, env: &TEnv, ns: NsId, otherwise: &str) {
        match self.not_a_constant(e, env, ns) {
            Some((loc, why)) => self.report_not_a_constant(loc, why),
            None => self.diags.error(e.loc, otherwise),
        }
    }

    /// nvcc's error (and note) for a reason [`Lowerer::not_a_constant`] found at `loc`.
    pub(super) fn report_not_a_constant(&mut self, loc: Loc, why: NotConstant) {
        self.diags.error(loc, why.message());
        if let NotConstant::OutsideArray {
            index,
            len,
            bracket,
        } = why
        {
            let note = match index == i128::from(len) {
                true => format!(
                    "attempt to access storage one position past the end of an array of {len} elements"
                ),
                false => format!("cannot access position {index} in array of {len} elements"),
            };
            self.diags.note(bracket, note);
        }
    }

    /// [`Lowerer::subobject_place`], its errors dropped.
    fn subobject_place_quiet(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(constant_objects::ConstantRoot, Ty, usize)> {
        let cp = self.diags.checkpoint();
        let place = self.subobject_place(e, env, ns);
        self.diags.rollback(cp);
        place
    }

    /// Where and why the constant expression `e` is no constant though its parts are: it
    /// divides by zero (`1/0` in a template argument), converts a floating-point value to an
    /// integer type that cannot hold it (`(int)1e30`) or reads an element outside a constant
    /// array (`pair[2]`), each of which nvcc reports there.
    pub(super) fn not_a_constant(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(Loc, NotConstant)> {
        match &e.kind {
            ExprKind::Binary(op, a, b) => {
                let divides = matches!(op, BinaryOp::Div | BinaryOp::Rem);
                self.not_a_constant(a, env, ns)
                    .or_else(|| self.not_a_constant(b, env, ns))
                    .or_else(|| {
                        (divides && self.const_eval(b, env, ns) == Some(0))
                            .then_some((e.loc, NotConstant::DivisionByZero))
                    })
            }
            ExprKind::Unary(_, a) => self.not_a_constant(a, env, ns),
            ExprKind::Cond(c, a, b) => [c, a, b]
                .into_iter()
                .find_map(|x| self.not_a_constant(x, env, ns)),
            // An element outside a constant array (`table[2]` of two).
            ExprKind::Index(base, index) => self
                .not_a_constant(base, env, ns)
                .or_else(|| self.not_a_constant(index, env, ns))
                .or_else(|| {
                    let i = self.const_int(index, env, ns)?.0;
                    // (A string literal's array holds its terminating null too.)
                    let len = match &base.kind {
                        ExprKind::Str(literal) => literal.array_len(),
                        _ => match self.subobject_place_quiet(base, env, ns)? {
                            (_, Ty::Array(_, Some(len)), _) => len,
                            _ => return None,
                        },
                    };
                    let outside = i < 0 || i >= i128::from(len);
                    let why = NotConstant::OutsideArray {
                        index: i,
                        len,
                        bracket: e.loc,
                    };
                    outside.then_some((expr::start_loc(base), why))
                }),
            ExprKind::Cast(_, t, a) => self.not_a_constant(a, env, ns).or_else(|| {
                let Some(constexpr::Num::Float(f, _)) = self.const_value(a, env, ns) else {
                    return None;
                };
                let kind = IntKind::of(&self.resolve_type_quiet(t, env, ns, e.loc)?)?;
                (!kind.holds_truncated(f)).then_some((e.loc, NotConstant::FloatOutOfRange))
            }),
            _ => None,
        }
    }

    /// `T::rank()` of a template parameter `T`, which parses as a cast to a type `T::rank`:
    /// where no such type resolves, the call of the static member function it is.
    fn call_read_as_construct(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<Expr> {
        let ExprKind::Construct(t @ TypeExpr::Named(p), args, false) = &e.kind else {
            return None;
        };
        if p.segments.len() < 2 || self.resolve_type_quiet(t, env, ns, e.loc).is_some() {
            return None;
        }
        Some(Expr::call_of_name(p.clone(), args.clone(), e.loc))
    }

    /// [`Lowerer::const_value`] of an expression whose operators are integers' (floating-point
    /// operands are converted first), computed in the operands' types as C++ computes (an
    /// `unsigned` wraps around; see [`constexpr::IntKind`]).
    fn integer_constant(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<constexpr::Num> {
        use constexpr::Num;
        use BinaryOp::*;
        let number = |v: i128| Num::Int(v, IntKind::fitting(v));
        let typed = |v: i128, t: &Ty| match IntKind::of(t) {
            Some(k) => Num::Int(k.wrap(v), k),
            None => number(v),
        };
        if let Some(call) = self.call_read_as_construct(e, env, ns) {
            return self.integer_constant(&call, env, ns);
        }
        Some(match &e.kind {
            ExprKind::Int {
                value,
                suffix,
                decimal,
            } => typed(
                (*value).into(),
                &expr::int_literal_type(*value, suffix, *decimal),
            ),
            ExprKind::Char(c, encoding) => {
                let ty = match encoding {
                    Encoding::Plain => CHAR,
                    Encoding::Wide => INT,
                    Encoding::Utf8 => Ty::int(1, false),
                    Encoding::Utf16 => Ty::int(2, false),
                    Encoding::Utf32 => UINT,
                };
                typed((*c).into(), &ty)
            }
            ExprKind::Bool(b) => Num::Int(*b as i128, IntKind::BOOL),
            ExprKind::Float { value, .. } => number(*value as i128),
            ExprKind::Unary(op, a) => {
                // An operand of floating type that only its value shows (a `constexpr`
                // function's result): the arithmetic is the floating-point evaluation's.
                let (a, k) = match self.const_value(a, env, ns)? {
                    Num::Int(v, k) => (v, k),
                    Num::Float(..) => return self.const_num(e, env, ns),
                };
                let k = k.promoted();
                let a = k.wrap(a);
                match op {
                    UnaryOp::Neg => {
                        let zero = (0, k);
                        if constexpr::literal_only(e) && Num::int_overflows(Sub, zero, (a, k)) {
                            self.diags.warning(e.loc, OUT_OF_RANGE);
                        }
                        Num::Int(k.wrap(a.wrapping_neg()), k)
                    }
                    UnaryOp::Plus => Num::Int(a, k),
                    UnaryOp::Not => Num::of_int((a == 0) as i64),
                    UnaryOp::BitNot => Num::Int(k.wrap(!a), k),
                    _ => return None,
                }
            }
            ExprKind::Binary(op, a, right) => {
                let (a, b) = match (
                    self.const_value(a, env, ns)?,
                    self.const_value(right, env, ns)?,
                ) {
                    (Num::Int(a, k), Num::Int(b, l)) => ((a, k), (b, l)),
                    (a, b) => return self.const_arith(*op, a, b),
                };
                if matches!(op, Shl | Shr) && !(0..a.1.promoted().width()).contains(&b.0) {
                    let problem = if b.0 < 0 { "negative" } else { "too large" };
                    self.diags
                        .warning(expr::start_loc(right), format!("shift count is {problem}"));
                }
                if constexpr::literal_only(e) && Num::int_overflows(*op, a, b) {
                    self.diags.warning(e.loc, OUT_OF_RANGE);
                }
                Num::int_arith(*op, a, b)?
            }
            // Of the type both branches convert to, whichever is taken.
            ExprKind::Cond(c, a, b) => {
                let (taken, other) = match self.const_eval(c, env, ns)? != 0 {
                    true => (a, b),
                    false => (b, a),
                };
                let (v, k) = self.const_int(taken, env, ns)?;
                let cp = self.diags.checkpoint();
                let other = self.const_int(other, env, ns);
                self.diags.rollback(cp);
                let k = other.map_or(k, |(_, other)| k.common(other));
                Num::Int(k.wrap(v), k)
            }
            // An object made with no arguments, converted: `std::is_same<T, float>{}`; or
            // called: `std::integral_constant<int, 1>{}()`.
            ExprKind::Construct(t, args, _) if args.is_empty() && !matches!(t, TypeExpr::Auto) => {
                match self.resolve_type_quiet(t, env, ns, e.loc)? {
                    Ty::Struct(sid) => number(
                        self.converted_constant(sid, FunctionRole::Conversion)?
                            .into(),
                    ),
                    t => typed(0, &t),
                }
            }
            ExprKind::Call(callee, args)
                if args.is_empty()
                    && matches!(&callee.kind, ExprKind::Construct(_, made, _) if made.is_empty()) =>
            {
                let ExprKind::Construct(t, _, _) = &callee.kind else {
                    return None;
                };
                match self.resolve_type_quiet(t, env, ns, e.loc)? {
                    Ty::Struct(sid) => {
                        number(self.converted_constant(sid, FunctionRole::Operator)?.into())
                    }
                    _ => return None,
                }
            }
            ExprKind::Cast(CastKind::Bit, ..) => self.const_num(e, env, ns)?,
            ExprKind::Cast(_, t, _) | ExprKind::Construct(t, _, _)
                if !matches!(t, TypeExpr::Auto) =>
            {
                let a = match &e.kind {
                    ExprKind::Cast(_, _, a) => self.const_value(a, env, ns)?,
                    ExprKind::Construct(_, args, _) if args.len() == 1 => {
                        self.const_value(&args[0], env, ns)?
                    }
                    _ => return None,
                };
                let t = self.resolve_type(t, env, ns, e.loc).ok()?;
                match (IntKind::of(&t), a) {
                    (Some(k), a @ Num::Float(..)) => a.to(constexpr::NumKind::Int(k)),
                    (Some(k), Num::Int(v, _)) => Num::Int(k.wrap(v), k),
                    (None, Num::Int(v, k)) => Num::Int(v, k),
                    (None, f) => Num::Int(f.int().into(), IntKind::LONG),
                }
            }
            ExprKind::SizeofType(t) => {
                let t = self.resolve_type(t, env, ns, e.loc).ok()?;
                Num::Int(size_align(&t, &self.structs)?.0.into(), IntKind::SIZE)
            }
            ExprKind::AlignofType(t) => {
                let resolved = self.resolve_type(t, env, ns, e.loc).ok()?;
                let a = size_align(&resolved, &self.structs)?.1;
                let a = self.alias_alignment(t, ns).unwrap_or(a);
                Num::Int(a.into(), IntKind::SIZE)
            }
            ExprKind::AlignofExpr(a) => {
                let cp = self.diags.checkpoint();
                let Ok(t) = self.decltype_outside_functions(a, env, ns) else {
                    self.diags.rollback(cp);
                    return None;
                };
                let a = size_align(&t, &self.structs)?
                    .1
                    .max(self.variable_alignment(a, ns));
                Num::Int(a.into(), IntKind::SIZE)
            }
            // `sizeof(f(x))`: the size of the expression's type, which nothing evaluates (the
            // classic overload test, `sizeof(test<T>(0)) == sizeof(yes)`).
            ExprKind::SizeofExpr(a) => {
                let cp = self.diags.checkpoint();
                let Ok(t) = self.decltype_outside_functions(a, env, ns) else {
                    self.diags.rollback(cp);
                    return None;
                };
                Num::Int(size_align(&t, &self.structs)?.0.into(), IntKind::SIZE)
            }
            ExprKind::TypeTrait(k, t) => {
                let holds = self.type_trait_of(*k, t, env, ns, e.loc).ok()?;
                Num::Int(holds.into(), IntKind::BOOL)
            }
            ExprKind::TypeRelation(k, a, b) => {
                let holds = self.type_relation(*k, a, b, env, ns, e.loc).ok()?;
                Num::Int(holds.into(), IntKind::BOOL)
            }
            ExprKind::OperationTrait(k, types) => {
                let holds = self.operation_trait(*k, types, env, ns, e.loc).ok()?;
                Num::Int(holds.into(), IntKind::BOOL)
            }
            ExprKind::Noexcept(a) => {
                let cp = self.diags.checkpoint();
                let may_throw =
                    self.outside_functions(e.loc, env, ns, |this, fx| this.may_throw(fx, a));
                let Ok(may_throw) = may_throw else {
                    self.diags.rollback(cp);
                    return None;
                };
                Num::Int((!may_throw).into(), IntKind::BOOL)
            }
            // `decltype(f(x))::value`: the type bound to a name of its own, as in a body.
            ExprKind::Name(p) if p.segments[0].name.as_ref() == DECLTYPE_SEGMENT => {
                let cp = self.diags.checkpoint();
                let bound = self.outside_functions(e.loc, env, ns, |this, fx| {
                    let mut bound = (**env).clone();
                    let e = this.bind_expr_decltypes(fx, e, &mut bound).ok()?;
                    Some((e, bound))
                });
                let Some((e, bound)) = bound else {
                    self.diags.rollback(cp);
                    return None;
                };
                return self.const_value(&e, &Rc::new(bound), ns);
            }
            ExprKind::Name(p) => {
                if p.segments.len() == 1 {
                    let n = &p.segments[0].name;
                    if let Some(TArg::Value(v, _)) = env.get(n) {
                        let v = constexpr::argument_number(*v, value_param_type(env, n));
                        return Some(match v {
                            Num::Float(..) => number(v.wide_int()),
                            int => int,
                        });
                    }
                    if &**n == "warpSize" {
                        return Some(Num::of_int(32));
                    }
                    // A static constant of the class whose members are being laid out or
                    // lowered (`static constexpr int N = 4; int a[N];`), unless a declaration
                    // of the function's body hides it (`enum { nv = nt * vt };` in a lambda).
                    let hidden = self.names.block_declares(ns, n);
                    for class in self.class_scopes(env).into_iter().filter(|_| !hidden) {
                        if let Some(v) = self.static_member_value(class, n) {
                            return Some(v);
                        }
                    }
                }
                if let Ok(Some(instance)) = self.variable_template(p, env, ns, e.loc) {
                    if let Some(satisfied) = self.concept_value(&instance) {
                        return Some(Num::Int(satisfied.into(), IntKind::BOOL));
                    }
                    let init = instance.var.init.clone()?;
                    let (env, ns) = (&instance.env, instance.ns);
                    let value = self.const_value(&init, env, ns)?;
                    return Some(self.as_declared(value, &instance.var.ty, env, ns, e.loc));
                }
                // `Struct<T>::value` static constants.
                if let Some(prefix) = p.qualifier() {
                    if let Ok(Ty::Struct(sid)) =
                        self.resolve_named_type_quiet(&prefix, env, ns, e.loc)
                    {
                        return self.static_member_value(sid, &p.last().name);
                    }
                }
                for ent in self.names.lookup_path(ns, p) {
                    match ent {
                        Entity::Enumerator(decl, i, dns) => {
                            let scope = self.scope_env(dns);
                            let valued = self.enumerator_being_valued(&decl, &scope);
                            if valued.is_some_and(|k| k <= i) {
                                let name = &decl.items[i].name;
                                self.diags
                                    .lasting_error(e.loc, crate::diag::undefined_identifier(name));
                                return None;
                            }
                            if valued.is_some() {
                                return self
                                    .enumerator_value(&decl, i, &scope, dns)
                                    .map(|v| number(v.into()));
                            }
                            return self.enumerator_number(&decl, i, &scope, dns);
                        }
                        // Converted to the variable's type (`const unsigned char c = -1;` is
                        // 255).
                        Entity::Var(v, vns) if is_constant_variable(&v) => {
                            let init = v.scalar_initializer()?;
                            let no_env = Rc::new(HashMap::default());
                            let value = self.const_value(init, &no_env, vns)?;
                            return Some(self.as_declared(value, &v.ty, &no_env, vns, e.loc));
                        }
                        _ => {}
                    }
                }
                return None;
            }
            ExprKind::Comma(_, b) => self.const_value(b, env, ns)?,
            // A scalar's braced initializer (`static constexpr int z{};`, `constexpr int q{3};`).
            ExprKind::InitList(items) => match items.as_slice() {
                [] => number(0),
                [item] => self.const_value(item, env, ns)?,
                _ => return None,
            },
            // A string literal's character (`"xyz"[2]`), its terminating null included.
            ExprKind::Index(base, index) if matches!(base.kind, ExprKind::Str(_)) => {
                let ExprKind::Str(literal) = &base.kind else {
                    return None;
                };
                let i = usize::try_from(self.const_int(index, env, ns)?.0).ok()?;
                let unit = literal.encoding.unit_bytes();
                let units = literal.bytes.chunks(unit);
                let value = match i.cmp(&(literal.bytes.len() / unit)) {
                    std::cmp::Ordering::Less => units
                        .clone()
                        .nth(i)?
                        .iter()
                        .rev()
                        .fold(0u64, |v, b| v << 8 | u64::from(*b)),
                    std::cmp::Ordering::Equal => 0,
                    std::cmp::Ordering::Greater => return None,
                };
                let ty = self.literal_char_type(literal.encoding);
                let kind = IntKind::of(&ty)?;
                // (The unit's bits, as the character type reads them: `char` is signed.)
                Num::Int(kind.wrap(i128::from(value)), kind)
            }
            ExprKind::Index(..) | ExprKind::Member { arrow: false, .. } => {
                match self.as_operator_call(e, env, ns) {
                    Some(call) => self.const_num(&call, env, ns)?,
                    None => self.subobject_value(e, env, ns)?,
                }
            }
            ExprKind::Requires(r) => {
                let holds = self.requirements_hold_outside_functions(r, env, ns, e.loc);
                Num::Int(holds.into(), IntKind::BOOL)
            }
            // A constexpr function, run (see `constexpr`).
            ExprKind::Call(..) => self.const_num(e, env, ns)?,
            _ => return None,
        })
    }

    /// The value of a constant expression of floating type.
    fn const_eval_float(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<f64> {
        self.const_num(e, env, ns).map(constexpr::Num::float)
    }

    fn float_constant(&mut self, v: &VarDecl, env: &TEnv, ns: NsId) -> Option<f64> {
        if !is_constant_variable(v) {
            return None;
        }
        let init = v.init.clone()?;
        self.const_eval_float(&init, env, ns)
    }

    /// The value of the `index`-th enumerator of `decl`; `env` binds the template parameters of
    /// the class template the enum is declared in.
    fn enumerator_value(
        &mut self,
        decl: &Rc<EnumDecl>,
        index: usize,
        env: &TEnv,
        ns: NsId,
    ) -> Option<i64> {
        // From the nearest enumerator at or before `index` that has a value written, so that
        // an enumerator does not depend on earlier ones it does not count from.
        let items = decl.items.get(..=index)?;
        Some(match items.iter().rposition(|e| e.value.is_some()) {
            Some(k) => {
                // A scoped enumeration's earlier enumerators are in scope in its body, as
                // unscoped ones are around it (`enum class E { a = 3, b = a + 1 }`).
                let mut inner = env.clone();
                if decl.scoped && k > 0 {
                    let mut bound = (**env).clone();
                    // (Of the fixed underlying type there: `enum class E : char`.)
                    let underlying = (decl.underlying.as_ref())
                        .and_then(|t| self.resolve_type_quiet(t, env, ns, decl.loc));
                    for (i, Enumerator { name, .. }) in items[..k].iter().enumerate() {
                        let v = self.enumerator_value(decl, i, env, ns)?;
                        bound.insert(name.clone(), TArg::Value(v, underlying.clone()));
                    }
                    inner = Rc::new(bound);
                }
                self.enumerators_valued
                    .push((Rc::as_ptr(decl), env.clone(), k));
                let value = items[k].value.as_ref()?;
                let written = self.const_eval(value, &inner, ns);
                self.enumerators_valued.pop();
                if written.is_none() && decl.scoped {
                    // (An unscoped enumeration's are found around it: see `const_value`.)
                    let mut later = LaterEnumerator {
                        later: &decl.items[k..],
                        found: None,
                    };
                    later.expr(value);
                    if let Some((name, loc)) = later.found {
                        self.diags
                            .lasting_error(loc, crate::diag::undefined_identifier(&name));
                    }
                }
                written?.wrapping_add((index - k) as i64)
            }
            None => index as i64,
        })
    }

    /// The index of the enumerator of `decl` whose written value is being computed, in the
    /// instance `env` binds the template arguments of (an instance of a class template's
    /// enumeration may need another's values: `Depth<T*>::value` is `1 + Depth<T>::value`).
    pub(super) fn enumerator_being_valued(&self, decl: &Rc<EnumDecl>, env: &TEnv) -> Option<usize> {
        self.enumerators_valued
            .iter()
            .rev()
            .find(|(d, e, _)| *d == Rc::as_ptr(decl) && (Rc::ptr_eq(e, env) || **e == **env))
            .map(|&(_, _, k)| k)
    }

    /// A constant static data member (or member enumerator) of `sid` or a base as a value of its
    /// declared type: `static constexpr float k = 0.5f` is a float, a `long long` keeps its 64
    /// bits, an enumerator or an `auto` member is an `int` or a `double` as its value is.
    fn static_member_constant(
        &mut self,
        fx: &mut stmt::FnCtx,
        sid: StructId,
        name: &str,
        loc: Loc,
    ) -> Option<expr::Val> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let field = decl
            .body
            .as_ref()
            .and_then(|b| {
                b.fields
                    .iter()
                    .find(|f| f.is_static && f.name.as_deref() == Some(name))
            })
            .cloned();
        let Some(field) = field else {
            // An enumerator of the class's enumeration (or a base's), of that enumeration's
            // type.
            if let Some((class, e, i)) =
                self.class_enumerator(sid, |e| e.items.iter().position(|item| &*item.name == name))
            {
                return self.enumerator_of_class(fx, class, &e, i, loc);
            }
            // A base's member, of its declared type (`D::value` of an `integral_constant<unsigned
            // long long, N>` base).
            let bases: Vec<StructId> = self.structs[sid.0 as usize]
                .bases
                .iter()
                .map(|b| b.0)
                .collect();
            for base in bases {
                if let Some(v) = self.static_member_constant(fx, base, name, loc) {
                    return Some(v);
                }
            }
            let value = self.static_member_value(sid, name)?.int();
            let c = fx.b.iconst(ir::Type::I32, value);
            return Some(expr::Val::R(c, INT));
        };
        let _ = self.check_field_access(fx, access::Naming::of(sid), name, loc);
        // Initialized where it is declared, or where it is defined outside the class.
        let (init, env) = match field.init.clone() {
            Some(init) => (init, env),
            None => self.out_of_class_initializer(sid, name)?,
        };
        let declared = match &field.ty {
            // `static constexpr auto v = e;`: the type of `e` (as far as it is a number's).
            TypeExpr::Auto => self
                .value_type_outside_functions(&init, &env, ns)
                .filter(|t| t.is_arith() || *t == Ty::Bool),
            t => {
                let cp = self.diags.checkpoint();
                let ty = self.resolve_type(t, &env, ns, loc).ok();
                if ty.is_none() {
                    self.diags.rollback(cp);
                }
                Some(ty?)
            }
        };
        if let Some(ty) = declared
            .as_ref()
            .filter(|t| !t.is_arith() && *t != &Ty::Bool)
        {
            let g = self.static_member_object(sid, &field, ty, &init)?;
            let dst = fx.b.global_addr(g.id);
            return Some(expr::Val::L(dst, g.ty));
        }
        let value = self.instantiating_member(sid, name, |this| this.const_num(&init, &env, ns))?;
        let ty = match (declared, value) {
            (Some(t), _) => t,
            (None, constexpr::Num::Float(_, true)) => Ty::Float,
            (None, constexpr::Num::Float(_, false)) => DOUBLE,
            (None, constexpr::Num::Int(..)) => INT,
        };
        self.number_value(fx, value.to(constexpr::arith_kind_of(&ty)?), ty)
    }

    /// A constant evaluation's number as a value of type `ty`.
    fn number_value(
        &mut self,
        fx: &mut stmt::FnCtx,
        n: constexpr::Num,
        ty: Ty,
    ) -> Option<expr::Val> {
        let ir = ty.ir()?;
        let v = match n {
            constexpr::Num::Float(f, _) => fx.b.fconst(ir, f),
            // (IR constants hold 64 bits: a 128-bit one is made of its halves.)
            constexpr::Num::Int(i, _) if ir == ir::Type::I128 => {
                let half = |fx: &mut stmt::FnCtx, bits: i128| {
                    let v = fx.b.iconst(ir::Type::I64, bits as i64);
                    fx.b.cast(ir::CastOp::ZExt, v, ir::Type::I128)
                };
                let (low, high) = (half(fx, i), half(fx, i >> 64));
                let sixty_four = fx.b.iconst(ir::Type::I128, 64);
                let high = fx.b.binary(ir::BinOp::Shl, high, sixty_four);
                fx.b.binary(ir::BinOp::Or, high, low)
            }
            constexpr::Num::Int(i, _) => fx.b.iconst(ir, i as i64),
        };
        Some(expr::Val::R(v, ty))
    }

    /// The static data member `name` of `sid` (or of a base) named in an unevaluated operand
    /// (`sizeof(S::count)`, or the `static T &t;` that overload tests declare and never define):
    /// a place of its declared type that nothing reads.
    fn unevaluated_static_member(
        &mut self,
        fx: &mut stmt::FnCtx,
        sid: StructId,
        name: &str,
        loc: Loc,
    ) -> Option<expr::Val> {
        if fx.unevaluated == 0 {
            return None;
        }
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let own = decl.body.as_ref().and_then(|b| {
            b.fields
                .iter()
                .find(|f| f.is_static && f.name.as_deref() == Some(name))
        });
        let Some(field) = own else {
            let bases = self.struct_infos[sid.0 as usize].bases.clone();
            return (bases.into_iter())
                .find_map(|(base, _)| self.unevaluated_static_member(fx, base, name, loc));
        };
        let ty = self.resolve_type_quiet(&field.ty, &env, ns, loc)?;
        let nowhere = fx.b.iconst(ir::Type::Ptr, 0);
        Some(expr::Val::L(nowhere, ty))
    }

    /// The enumeration of `sid` (or of a base) of which `find` finds an enumerator, with the
    /// class that declares it and the enumerator's place.
    fn class_enumerator(
        &mut self,
        sid: StructId,
        find: impl Fn(&EnumDecl) -> Option<usize> + Copy,
    ) -> Option<(StructId, Rc<EnumDecl>, usize)> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, ns, env) = (info.decl.clone(), info.ns, info.env.clone());
        for item in decl.body.iter().flat_map(|b| &b.items) {
            let found = match item {
                Item::Enum(e) => find(e).map(|i| (sid, e.clone(), i)),
                // `using enum E;` (C++20): `E`'s enumerators are the class's members.
                Item::UsingEnum(path) => {
                    let of_namespace =
                        self.names
                            .lookup_path(ns, path)
                            .into_iter()
                            .find_map(|e| match e {
                                Entity::Enum(e, _) => Some(e),
                                _ => None,
                            });
                    let e = match of_namespace {
                        Some(e) => Some(e),
                        None => self.member_enumeration(path, &env, ns).map(|(e, _)| e),
                    };
                    e.and_then(|e| find(&e).map(|i| (sid, e, i)))
                }
                _ => None,
            };
            if found.is_some() {
                return found;
            }
        }
        let bases = self.struct_infos[sid.0 as usize].bases.clone();
        bases
            .into_iter()
            .find_map(|(base, _)| self.class_enumerator(base, find))
    }

    /// The enumeration `path` names where it is a class's member (`K::Level`), with the
    /// namespace of the class, which namespaces' lookup does not find.
    fn member_enumeration(
        &mut self,
        path: &Path,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(Rc<EnumDecl>, NsId)> {
        let qualifier = path.qualifier()?;
        let cp = self.diags.checkpoint();
        let class = self.resolve_named_type_quiet(&qualifier, env, ns, Loc::default());
        self.diags.rollback(cp);
        let Ok(Ty::Struct(sid)) = class else {
            return None;
        };
        let info = &self.struct_infos[sid.0 as usize];
        let items = info.decl.body.iter().flat_map(|b| &b.items);
        items.into_iter().find_map(|item| match item {
            Item::Enum(e) if e.name.as_deref() == Some(&*path.last().name) => {
                Some((e.clone(), info.ns))
            }
            _ => None,
        })
    }

    /// Declares the enumerators of the class members' enumerations that `using enum`
    /// declarations name (see [`Namespaces::class_using_enums`]), each in its scope.
    pub(super) fn declare_class_using_enums(&mut self, env: &TEnv) {
        for (path, ns) in std::mem::take(&mut self.names.class_using_enums) {
            if let Some((decl, ens)) = self.member_enumeration(&path, env, ns) {
                self.names.add_enumerators(ns, &decl, ens);
            }
        }
    }

    /// The enumerator `i` of `e`, an enumeration of `class`, as a value of `e`'s type.
    fn enumerator_of_class(
        &mut self,
        fx: &mut stmt::FnCtx,
        class: StructId,
        e: &Rc<EnumDecl>,
        i: usize,
        loc: Loc,
    ) -> Option<expr::Val> {
        let info = &self.struct_infos[class.0 as usize];
        let (env, ns) = (info.env.clone(), info.ns);
        let item = &e.items[i];
        if let (Some(deprecation), 0) = (&item.deprecated, fx.unevaluated) {
            self.warn_deprecated_use("constant", &item.name, deprecation, loc);
        }
        let value = self.enumerator_value(e, i, &env, ns)?;
        let ty = self.enum_type(e, &env, ns, loc);
        let c = fx.b.iconst(ty.ir().unwrap_or(ir::Type::I32), value);
        Some(expr::Val::R(c, ty))
    }

    /// A constant static member of `sid` that is not a number (`static constexpr const char*
    /// name = "square";`, an array, a class object): a read-only module variable holding its
    /// initial value, made once.
    fn static_member_object(
        &mut self,
        sid: StructId,
        field: &Field,
        ty: &Ty,
        init: &Expr,
    ) -> Option<GlobalVar> {
        let name = field.name.clone()?;
        let key = (sid, name.clone());
        if let Some(g) = self.static_member_objects.get(&key) {
            return Some(g.clone());
        }
        let info = &self.struct_infos[sid.0 as usize];
        let (env, ns) = (info.env.clone(), info.ns);
        let scalars = self.initializer_scalars(Some(init), &env, ns);
        let ty = self.complete_array_type(ty.clone(), Some(init), &scalars);
        let (size, align) = size_align(&ty, &self.structs)?;
        let data = self
            .static_data(&ty, size, Some(init), &scalars, &env, ns)
            .ok()?;
        let id = GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!("{}::{name}", self.structs[sid.0 as usize].name),
            space: GlobalSpace::ReadOnly,
            size,
            align: align as u32,
            init: data.bytes,
            relocations: data.relocations,
        });
        let reference = false;
        let g = GlobalVar { id, ty, reference };
        self.static_member_objects.insert(key, g.clone());
        Some(g)
    }

    /// The value of the constant static member (or member enumerator) `name` of `sid` or a
    /// base, of its declared type (an enumerator's, its enumeration's promoted type).
    fn static_member_value(&mut self, sid: StructId, name: &str) -> Option<constexpr::Num> {
        // Once per member: a class template's members defined from other instances'
        // (`Fibo<N - 1>::v + Fibo<N - 2>::v`) would otherwise take exponential time. A member
        // being computed is not a constant to its own initializer; what was computed while
        // one was asked for is not kept, since it may be a constant once that one is known
        // (`enum { A = 1, B = A }`: `B`, computed while `A`'s value asks for its
        // enumeration's type, which asks for `B`).
        let key = (sid, Rc::<str>::from(name));
        if self.static_members_computing.contains(&key) {
            self.static_member_cycles += 1;
            return None;
        }
        if let Some(&value) = self.static_member_values.get(&key) {
            return value;
        }
        let cycles = self.static_member_cycles;
        self.static_members_computing.insert(key.clone());
        let value = self.instantiating_member(sid, name, |this| {
            this.compute_static_member_value(sid, name)
        });
        self.static_members_computing.remove(&key);
        if self.static_member_cycles == cycles {
            self.static_member_values.insert(key, value);
        }
        value
    }

    /// The value a value-initialized object of `sid` converts to (`role` a conversion) or
    /// gives when called with no arguments (`role` an operator: `operator()`), where its class
    /// (or a base) has such a `constexpr` function whose body returns a constant
    /// (`integral_constant`'s `return value;`).
    fn converted_constant(&mut self, sid: StructId, role: FunctionRole) -> Option<i64> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let conversion = decl.body.as_ref().and_then(|b| {
            b.methods.iter().find(|m| {
                m.role == role
                    && (role != FunctionRole::Operator
                        || (&*m.name.last().name == "operator()" && m.params.is_empty()))
                    && m.storage.is_constexpr
                    && m.template.is_none()
            })
        });
        let Some(conversion) = conversion else {
            // Inherited, as `is_same<T, T>` has `integral_constant`'s.
            let bases = self.struct_infos[sid.0 as usize].bases.clone();
            return bases
                .into_iter()
                .find_map(|(b, _)| self.converted_constant(b, role));
        };
        match &conversion.body.clone()?[..] {
            [Stmt::Return(Some(value), _)] => self.const_eval(value, &env, ns),
            _ => None,
        }
    }

    /// The value of enumerator `i` of `decl` once its enumeration is complete: of the type
    /// the enumeration promotes to (`A - 1` of `enum E : unsigned { A }` is unsigned).
    fn enumerator_number(
        &mut self,
        decl: &Rc<EnumDecl>,
        i: usize,
        env: &TEnv,
        ns: NsId,
    ) -> Option<constexpr::Num> {
        let value = self.enumerator_value(decl, i, env, ns)?;
        let promoted = match self.enum_type(decl, env, ns, decl.loc) {
            Ty::Enum(t) => IntKind::of(&t.promoted),
            _ => None,
        };
        let kind = promoted.unwrap_or(IntKind::fitting(value.into()));
        Some(constexpr::Num::Int(kind.wrap(value.into()), kind))
    }

    /// The initializer of the static data member `name` of `sid` written where it is defined
    /// outside its class (`const int S::n = 4;`, `template <class U> const int Z<U>::n =
    /// sizeof(U);`), with the template arguments its names are read with: those of the
    /// instance `sid`, under the definition's names for the class template's parameters.
    fn out_of_class_initializer(&mut self, sid: StructId, name: &str) -> Option<(Expr, TEnv)> {
        let info = &self.struct_infos[sid.0 as usize];
        let (class, class_ns, class_env) = (info.decl.name.clone()?, info.ns, info.env.clone());
        let definitions = self.names.lookup(class_ns, &format!("{class}::{name}"));
        let mut of_template = None;
        for e in definitions {
            match e {
                Entity::Var(v, _) => return Some((v.init.clone()?, class_env)),
                Entity::VarTemplate(params, v, None, vns, class_args) => {
                    let Some((bound, _)) =
                        self.member_definition_for(sid, &params, class_args.as_deref(), vns, v.loc)
                    else {
                        continue;
                    };
                    let mut env = (*class_env).clone();
                    env.extend(bound);
                    let found = (v.init.clone()?, Rc::new(env));
                    // A specialization for this instance (`template <> const int S<char>::k =
                    // 99;`) comes before the template's definition.
                    if params.is_empty() {
                        return Some(found);
                    }
                    of_template = of_template.or(Some(found));
                }
                _ => {}
            }
        }
        of_template
    }

    /// Whether a static data member (template) defined outside its class, with the template
    /// parameters `params` and the arguments `class_args` its qualifier writes for the class,
    /// is defined for the instance `sid`: `template <class T> ... V<T>::x` for every instance
    /// of `V` (or `V<T*>::x` for those of the partial specialization it names), `template <>
    /// ... V<int>::x` for `V<int>` alone. If it is, the parameters its qualifier names, bound
    /// to `sid`'s arguments, and the member's own parameters (the rest).
    fn member_definition_for(
        &mut self,
        sid: StructId,
        params: &[TemplateParam],
        class_args: Option<&[TemplateArg]>,
        ns: NsId,
        loc: Loc,
    ) -> Option<MemberDefinition> {
        let Some(class_args) = class_args else {
            return Some((HashMap::default(), params.to_vec()));
        };
        let (class_params, own): (Vec<TemplateParam>, Vec<TemplateParam>) =
            params.iter().cloned().partition(|p| {
                class_args
                    .iter()
                    .any(|a| argument_mentions_any(a, std::slice::from_ref(p)))
            });
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, class_env) = (info.decl.clone(), info.env.clone());
        let mut bound = HashMap::default();
        if class_params.is_empty() {
            let class = decl.name.clone()?;
            let instance = Path {
                global: false,
                segments: smallvec::smallvec![Segment {
                    name: class,
                    targs: Some(class_args.to_vec()),
                }],
            };
            return self
                .names_instance(instance, &class_env, (ns, loc), sid)
                .then_some((bound, own));
        }
        let names = param_names(&class_params);
        let standing_for = expr::qualifier_parameters(&decl, class_args, &names)?;
        for (param, name) in standing_for {
            if let Some(arg) = class_env.get(&param) {
                bound.insert(name, arg.clone());
            }
        }
        // (A variadic template's instance, which binds its pack's elements one by one, binds
        // no name of the definition's: see GAPS.)
        names
            .iter()
            .all(|n| bound.contains_key(n))
            .then_some((bound, own))
    }

    fn compute_static_member_value(&mut self, sid: StructId, name: &str) -> Option<constexpr::Num> {
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, env, ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let body = decl.body.as_ref()?;
        for f in &body.fields {
            if f.is_static && f.name.as_deref() == Some(name) {
                let (init, env) = match f.init.clone() {
                    Some(init) => (init, env),
                    None => self.out_of_class_initializer(sid, name)?,
                };
                let value = self.const_value(&init, &env, ns)?;
                return Some(self.as_declared(value, &f.ty, &env, ns, f.loc));
            }
        }
        for item in &body.items {
            if let Item::Enum(e) = item {
                if let Some(i) = e.items.iter().position(|e| &*e.name == name) {
                    return self.enumerator_number(e, i, &env, ns);
                }
            }
        }
        let bases = self.struct_infos[sid.0 as usize].bases.clone();
        bases
            .into_iter()
            .find_map(|(base, _)| self.static_member_value(base, name))
    }

    /// The instance of the variable template `path` names with its template arguments
    /// (`is_same_v<T, int>`): the variable, its parameters bound to the arguments, and its
    /// namespace. `None` when `path` names no variable template.
    fn variable_template(
        &mut self,
        path: &Path,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Option<VariableTemplateInstance>> {
        let Some(written) = path.last().targs.as_deref() else {
            return Ok(None);
        };
        let (primary, specializations) = variable_templates(self.names.lookup_path(ns, path));
        let Some(primary) = primary else {
            // A static data member template of a class (`Lim::sq<5>`, or `sq<5>` in the
            // class's scope).
            let Some(qualifier) = path.qualifier() else {
                for class in self.class_scopes(env).into_iter().filter(|_| !path.global) {
                    if let Some(found) =
                        self.class_variable_template(class, path.last(), env, ns, loc)?
                    {
                        return Ok(Some(found));
                    }
                }
                return Ok(None);
            };
            let cp = self.diags.checkpoint();
            let Ok(Ty::Struct(sid)) = self.resolve_type(&TypeExpr::Named(qualifier), env, ns, loc)
            else {
                self.diags.rollback(cp);
                return Ok(None);
            };
            return self.class_variable_template(sid, path.last(), env, ns, loc);
        };
        let outer = Rc::new(HashMap::default());
        self.variable_template_instance(primary, specializations, &outer, written, env, ns, loc)
    }

    /// The instance of the static data member template of `sid` (or of a base) that `segment`
    /// names with its template arguments (`sq<3>` in a member function of the class, or
    /// `Lim::sq<3>`): its initializer sees the class's template parameters and namespace.
    fn class_variable_template(
        &mut self,
        sid: StructId,
        segment: &Segment,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Option<VariableTemplateInstance>> {
        let Some(written) = segment.targs.as_deref() else {
            return Ok(None);
        };
        let info = &self.struct_infos[sid.0 as usize];
        let (decl, outer, class_ns) = (info.decl.clone(), info.env.clone(), info.ns);
        let mut primary = None;
        let mut specializations = Vec::new();
        for item in decl.body.iter().flat_map(|b| &b.items) {
            match item {
                Item::VarTemplate {
                    params,
                    var,
                    specialization,
                    ..
                } if var.name == segment.name => match specialization {
                    None => primary = primary.or(Some((params.clone(), var.clone(), class_ns))),
                    Some(spec) => {
                        specializations.push((params.clone(), var.clone(), spec.clone(), class_ns))
                    }
                },
                _ => {}
            }
        }
        let Some(primary) = primary else {
            let bases = self.struct_infos[sid.0 as usize].bases.clone();
            for (base, _) in bases {
                if let Some(found) = self.class_variable_template(base, segment, env, ns, loc)? {
                    return Ok(Some(found));
                }
            }
            return Ok(None);
        };
        // Defined (declared in the class without an initializer) or specialized outside it:
        // `template <class T> const T S::zero = T(0);` is a variable template named `S::zero`.
        // A class template's definition has the class's parameter list first (`template <class
        // V> template <class T> const T C<V>::z`, `template <class V> template <class T>
        // constexpr bool C<V>::same<T*>`), those parameters bound to the instance's arguments;
        // one for a single instance (`template <> template <class T> ... C<int>::same<T*>`)
        // is its alone.
        let mut primary = primary;
        let mut outer = (*outer).clone();
        if let Some(class) = &decl.name {
            let defined = format!("{class}::{}", segment.name);
            for e in self.names.lookup(class_ns, &defined) {
                let Entity::VarTemplate(params, var, spec, vns, class_args) = e else {
                    continue;
                };
                let Some((bound, own)) =
                    self.member_definition_for(sid, &params, class_args.as_deref(), vns, var.loc)
                else {
                    continue;
                };
                match spec {
                    Some(spec) => specializations.push((own.into(), var, spec, vns)),
                    None if primary.1.init.is_none() && own.len() == primary.0.len() => {
                        primary = (own.into(), var, vns)
                    }
                    None => continue,
                }
                outer.extend(bound);
            }
        }
        let outer = Rc::new(outer);
        self.variable_template_instance(primary, specializations, &outer, written, env, ns, loc)
    }

    /// The instance of the variable template `primary` (its parameters, the variable, its
    /// namespace), or of one of its `specializations`, for the arguments `written` (in `env`
    /// and `ns`); its initializer sees `outer`'s parameters too.
    #[allow(clippy::too_many_arguments)]
    fn variable_template_instance(
        &mut self,
        (params, var, vns): VariableTemplate,
        specializations: Vec<VariableTemplateSpecialization>,
        outer: &TEnv,
        written: &[TemplateArg],
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) -> LResult<Option<VariableTemplateInstance>> {
        let Some((params, var)) = self.expanded_variable_template(&params, &var, written.len())?
        else {
            return Ok(None);
        };
        let targs =
            self.template_args_for(&Some(params.clone()), Some(written), env, ns, vns, loc)?;
        // Each new instance counts, so that one whose initializer names another without end
        // (`f<N> = N * f<N - 1>` with no specialization to stop it) is reported, not followed
        // until the stack runs out.
        let enclosing = enclosing_bindings(outer, &[]);
        if self
            .variable_instances
            .insert((key(&var), enclosing.clone(), targs.clone()))
        {
            let counted = (key(&var), enclosing);
            self.count_template_instance(counted, &var.name, MAX_TEMPLATE_INSTANCES, loc)?;
        }
        Ok(Some(self.select_variable_template(
            (&params, var, vns),
            specializations,
            targs,
            outer,
            loc,
        )))
    }

    /// The instance of the variable template `var` (with parameters `params`, in namespace
    /// `vns`) for `targs`: a specialization whose pattern these arguments match replaces the
    /// primary (an explicit one first: it has no parameters left to deduce); its initializer
    /// sees `outer`'s parameters too (its class's, for a static data member template).
    fn select_variable_template(
        &mut self,
        (params, var, vns): (&[TemplateParam], Rc<VarDecl>, NsId),
        mut specializations: Vec<VariableTemplateSpecialization>,
        targs: Vec<TArg>,
        outer: &TEnv,
        loc: Loc,
    ) -> VariableTemplateInstance {
        specializations.sort_by_key(|(p, ..)| !p.is_empty());
        for (sparams, svar, spec, sns) in specializations {
            let names = param_names(sparams.iter());
            let mut bound = HashMap::default();
            expr::deduce_template_args(&spec, &targs, &names, &mut bound, &self.struct_infos);
            if !names.iter().all(|n| bound.contains_key(n)) {
                continue;
            }
            let mut scope = (**outer).clone();
            scope.extend(bound);
            let senv: TEnv = Rc::new(scope);
            let cp = self.diags.checkpoint();
            let resolved = self.written_template_args(params, &spec, &senv, sns, loc);
            self.diags.rollback(cp);
            if resolved.as_deref() == Some(&targs[..]) {
                return VariableTemplateInstance {
                    var: svar,
                    env: senv,
                    ns: sns,
                    targs,
                };
            }
        }
        let mut bound = (**outer).clone();
        bound.extend(
            params
                .iter()
                .map(|p| p.name.clone())
                .zip(targs.iter().cloned()),
        );
        VariableTemplateInstance {
            var,
            env: Rc::new(bound),
            ns: vns,
            targs,
        }
    }
}

impl Lowerer<'_> {
    /// `T a[] = {...}` and `char s[] = "..."`: the array's length from its initializer (its
    /// elided braces put back: `int m[][2] = {1, 2, 3, 4}` has two elements).
    pub(crate) fn complete_array_type(
        &self,
        ty: Ty,
        init: Option<&Expr>,
        scalars: &braces::Scalars,
    ) -> Ty {
        match (&ty, init.map(|e| &e.kind)) {
            (Ty::Array(e, None), Some(ExprKind::InitList(_))) => {
                let braced = init.map(|init| {
                    self.with_elided_braces(&ty, init, scalars, braces::Defaults::Appended)
                });
                match braced.as_deref().map(|b| &b.kind) {
                    Some(ExprKind::InitList(items)) => {
                        Ty::Array(e.clone(), Some(items.len() as u64))
                    }
                    Some(ExprKind::Str(s)) => Ty::Array(e.clone(), Some(s.array_len())),
                    _ => ty,
                }
            }
            (Ty::Array(e, None), Some(ExprKind::Str(s))) => {
                Ty::Array(e.clone(), Some(s.array_len()))
            }
            (Ty::Array(e, None), Some(ExprKind::Construct(TypeExpr::Auto, items, _)))
                if self.cxx20 && !items.is_empty() =>
            {
                Ty::Array(e.clone(), Some(items.len() as u64))
            }
            _ => ty,
        }
    }
}

/// Places an empty class's subobject (an empty base, a `[[no_unique_address]]` member) and
/// returns its offset: 0, unless that would share an address with an empty subobject of its
/// type already `placed`; then past the data laid out so far (`data_end`), at its alignment,
/// where it makes the class's `size` reach past it. Its empty subobjects join `placed`.
fn place_empty_class(
    layout: &StructLayout,
    data_end: u64,
    align: u64,
    placed: &mut Vec<(StructId, u64)>,
    size: &mut u64,
) -> u64 {
    let mut at = 0;
    if layout.collides_at(at, placed) {
        at = align_to(data_end, align);
        while layout.collides_at(at, placed) {
            at += align;
        }
        *size = (*size).max(at + layout.size);
    }
    place_empty_subobjects(placed, layout, at);
    at
}

/// Records where the empty subobjects of `layout`, placed at `at`, lie.
fn place_empty_subobjects(placed: &mut Vec<(StructId, u64)>, layout: &StructLayout, at: u64) {
    for &(ty, offset) in &layout.empty_subobjects {
        if !placed.contains(&(ty, at + offset)) {
            placed.push((ty, at + offset));
        }
    }
}

/// The class of the objects of type `t` (a class, or an array of them of any rank) and how
/// many there are; `None` for any other type.
pub(super) fn class_objects(t: &Ty) -> Option<(StructId, u64)> {
    match array_element_and_count(t) {
        (Ty::Struct(class), count) => Some((class, count)),
        _ => None,
    }
}

/// The innermost element type of an array type and how many of them it holds.
fn array_element_and_count(t: &Ty) -> (Ty, u64) {
    match t {
        Ty::Array(e, n) => {
            let (inner, count) = array_element_and_count(e);
            (inner, count * n.unwrap_or(0))
        }
        t => (t.clone(), 1),
    }
}

/// Several partial specializations of a class template match its arguments, none more
/// specialized than the others.
#[derive(Debug)]
struct AmbiguousSpecialization;

/// How a static data member defined outside its class applies to one instance (see
/// [`Lowerer::member_definition_for`]): the template parameters its qualifier names, bound to
/// the instance's arguments, and the member's own parameters.
type MemberDefinition = (HashMap<Rc<str>, TArg>, Vec<TemplateParam>);

/// A primary variable template: its parameters, the variable, its namespace.
type VariableTemplate = (Rc<[TemplateParam]>, Rc<VarDecl>, NsId);

/// A specialization of a variable template: its own parameters, the variable, the arguments it
/// is written for, its namespace.
type VariableTemplateSpecialization = (Rc<[TemplateParam]>, Rc<VarDecl>, Rc<[TemplateArg]>, NsId);

/// Of the entities a lookup found, the primary variable template (the first) and the explicit
/// and partial specializations.
fn variable_templates(
    entities: impl IntoIterator<Item = Entity>,
) -> (
    Option<VariableTemplate>,
    Vec<VariableTemplateSpecialization>,
) {
    let mut primary = None;
    let mut specializations = Vec::new();
    for e in entities {
        if let Entity::VarTemplate(params, var, spec, vns, _) = e {
            match spec {
                None => primary = primary.or(Some((params, var, vns))),
                Some(spec) => specializations.push((params, var, spec, vns)),
            }
        }
    }
    (primary, specializations)
}

/// The names of the template parameters `params`.
pub(super) fn param_names<'a>(params: impl IntoIterator<Item = &'a TemplateParam>) -> Vec<Rc<str>> {
    params.into_iter().map(|p| p.name.clone()).collect()
}

/// The reference a declared type is, with references to references collapsed as C++ does:
/// `T&&` is an lvalue reference when `T` is bound to one, `T&` always is one.
pub(super) fn reference_kind(t: &TypeExpr, env: &TEnv) -> Option<RefKind> {
    let bound_reference = |t: &TypeExpr| match stmt::strip_quals(t) {
        TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => {
            match env.get(&p.segments[0].name) {
                Some(TArg::Reference(_, _, kind)) => Some(*kind),
                _ => None,
            }
        }
        _ => None,
    };
    match stmt::strip_quals(t) {
        TypeExpr::Reference(inner, kind) => match bound_reference(inner) {
            Some(RefKind::Lvalue) => Some(RefKind::Lvalue),
            _ => Some(*kind),
        },
        t => bound_reference(t),
    }
}

/// The operand of the `decltype` that qualifies `path` (`decltype(e)::type`), if one does.
fn decltype_root(path: &Path) -> Option<&Expr> {
    match (
        path.segments[0].name.as_ref(),
        path.segments[0].targs.as_deref(),
    ) {
        (DECLTYPE_SEGMENT, Some([TemplateArg::Expr(e)])) if path.segments.len() > 1 => Some(e),
        _ => None,
    }
}

/// The arguments written for the template template parameter `name` where the type `t` uses
/// it (`C<T, 4>` in `Wrap<C<T, 4>*>`).
fn template_use<'a>(t: &'a TypeExpr, name: &str) -> Option<&'a [TemplateArg]> {
    match stmt::strip_quals(t) {
        TypeExpr::Pointer(inner) | TypeExpr::Reference(inner, _) => template_use(inner, name),
        TypeExpr::Named(p) => {
            let last = p.last();
            let targs = last.targs.as_deref()?;
            if p.segments.len() == 1 && &*last.name == name {
                return Some(targs);
            }
            targs.iter().find_map(|a| match a {
                TemplateArg::Type(t) => template_use(t, name),
                TemplateArg::Expr(_) => None,
            })
        }
        _ => None,
    }
}

/// The type of the alias `name` (`typedef`, `using`; not a template) that `decl` declares among
/// its own members.
fn own_member_alias<'d>(decl: &'d StructDecl, name: &str) -> Option<&'d TypeExpr> {
    match own_alias(decl, name)? {
        (ty, None) => Some(ty),
        (_, Some(_)) => None,
    }
}

/// The alias `name` that `decl` declares among its own members: its type, and its template
/// parameters where it is an alias template.
fn own_alias<'d>(
    decl: &'d StructDecl,
    name: &str,
) -> Option<(&'d TypeExpr, Option<&'d Vec<TemplateParam>>)> {
    decl.body
        .iter()
        .flat_map(|b| &b.items)
        .find_map(|item| match item {
            Item::Alias {
                name: n,
                ty,
                template,
                ..
            } if &**n == name => Some((ty, template.as_ref())),
            _ => None,
        })
}

/// How many arrays deep the written type `t` is, where it is written as an array or names a
/// template parameter bound to one.
fn array_depth(t: &TypeExpr, env: &TEnv) -> u32 {
    match t {
        TypeExpr::Array(inner, _) => 1 + array_depth(inner, env),
        TypeExpr::Named(p) => match (&p.segments[..], p.global, &p.last().targs) {
            ([seg], false, None) => match env.get(&seg.name) {
                Some(TArg::Type(ty, _)) => ty.array_depth(),
                _ => 0,
            },
            _ => 0,
        },
        _ => 0,
    }
}

fn is_const_type(t: &TypeExpr) -> bool {
    matches!(t, TypeExpr::Qualified(_, q) if q.is_const)
}

/// A variable whose initializer constant expressions may read: `constexpr`, or `const`.
fn is_constant_variable(v: &VarDecl) -> bool {
    v.storage.is_constexpr || is_const_type(&v.ty)
}

fn is_volatile_type(t: &TypeExpr) -> bool {
    matches!(t, TypeExpr::Qualified(_, q) if q.is_volatile)
}

/// `operator new`, `operator delete` and their array forms.
fn is_allocation_function(name: &str) -> bool {
    matches!(
        name,
        "operator new" | "operator new[]" | "operator delete" | "operator delete[]"
    )
}

/// The note at the program's use that made the instance `name` of a toolkit template, under an
/// error in it (nvcc: "detected during instantiation").
fn instance_use_note(name: &str) -> String {
    format!("in the instance '{name}' this use makes")
}

/// The name a class's constructors and destructor have: its own, unqualified, without template
/// arguments (`Box` of `ns::Box<int>`).
/// Whether the expression converts something with a cast (`(T)e`, `static_cast<T>(e)`, `T(e)`)
/// anywhere in it.
fn has_cast(e: &Expr) -> bool {
    struct Casts(bool);
    impl Visitor for Casts {
        fn expr(&mut self, e: &Expr) {
            self.0 |= matches!(e.kind, ExprKind::Cast(..) | ExprKind::Construct(..));
            if !self.0 {
                walk_expr(self, e);
            }
        }
    }
    let mut casts = Casts(false);
    casts.expr(e);
    casts.0
}

pub(super) fn constructor_name(class_name: &str) -> &str {
    let short = class_name.rsplit("::").next().unwrap_or(class_name);
    short.split('<').next().unwrap_or(short)
}

/// Whether an array of `elem` is initialized from `literal`'s characters (`char s[] = "ab"`,
/// `char16_t w[] = u"ab"`): its elements are integers of the literal's unit size.
impl Lowerer<'_> {
    /// Refuses a string literal longer, with its null, than the array of `n` elements of
    /// `elem` it initializes (C's `char s[2] = "ab"`, which C++ does not allow).
    pub(super) fn check_string_fits(
        &mut self,
        literal: &StringLiteral,
        elem: &Ty,
        n: Option<u64>,
        loc: Loc,
    ) -> LResult<()> {
        match n {
            Some(n) if literal.array_len() > n => {
                let elem = self.ty_name(elem);
                let message = format!(
                    "a value of type \"const {elem} [{}]\" cannot be used to initialize an entity of type \"{elem} [{n}]\"",
                    literal.array_len()
                );
                self.error(loc, message)
            }
            _ => Ok(()),
        }
    }
}

pub(super) fn initializes_from_string(elem: &Ty, literal: &StringLiteral) -> bool {
    matches!(elem.underlying(), Ty::Int { bytes, .. } if usize::from(*bytes) == literal.encoding.unit_bytes())
}

pub(crate) fn builtin_ty(b: Builtin) -> Ty {
    match b {
        Builtin::Void => Ty::Void,
        Builtin::Bool => Ty::Bool,
        Builtin::Char => CHAR,
        Builtin::SChar => Ty::Int {
            bytes: 1,
            signed: true,
            spelling: IntSpelling::SignedChar,
        },
        Builtin::UChar => Ty::int(1, false),
        Builtin::Short => Ty::int(2, true),
        Builtin::UShort => Ty::int(2, false),
        Builtin::Int => INT,
        Builtin::UInt => UINT,
        Builtin::Long => LONG,
        Builtin::ULong => ULONG,
        Builtin::LongLong => LONG_LONG,
        Builtin::ULongLong => ULONG_LONG,
        Builtin::WChar => Ty::Int {
            bytes: 4,
            signed: true,
            spelling: IntSpelling::WChar,
        },
        Builtin::Char8 => Ty::Int {
            bytes: 1,
            signed: false,
            spelling: IntSpelling::Char8,
        },
        Builtin::Char16 => Ty::Int {
            bytes: 2,
            signed: false,
            spelling: IntSpelling::Char16,
        },
        Builtin::Char32 => Ty::Int {
            bytes: 4,
            signed: false,
            spelling: IntSpelling::Char32,
        },
        Builtin::Int128 => Ty::int(16, true),
        Builtin::UInt128 => Ty::int(16, false),
        Builtin::Float => Ty::Float,
        Builtin::Double => DOUBLE,
        Builtin::LongDouble => LONG_DOUBLE,
    }
}

/// Types every CUDA translation unit can name even when no header declared them.
fn well_known_type(name: &str) -> Option<Ty> {
    Some(match name {
        "size_t" | "uintptr_t" | "uint64_t" => ULONG,
        "ptrdiff_t" | "intptr_t" | "int64_t" | "ssize_t" => LONG,
        "int32_t" => INT,
        "uint32_t" => UINT,
        "int16_t" => Ty::int(2, true),
        "uint16_t" => Ty::int(2, false),
        "int8_t" => CHAR,
        "uint8_t" => Ty::int(1, false),
        "nullptr_t" => Ty::Nullptr,
        _ => return None,
    })
}

/// Whether `e` is `alignas(Ts...)`'s fold, `alignof(T0) | alignof(T1) | ...`, before or after
/// its pack is expanded.
fn alignment_union(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Fold { .. } => true,
        ExprKind::Binary(BinaryOp::BitOr, a, b) => {
            let part = |x: &Expr| matches!(x.kind, ExprKind::AlignofType(_)) || alignment_union(x);
            part(a) && part(b)
        }
        _ => false,
    }
}

/// The error of a `static_assert` whose condition is false.
pub(super) fn static_assertion_failure(assertion: &StaticAssertion) -> String {
    match &assertion.message {
        Some(m) => format!("static assertion failed with \"{m}\""),
        None => "static assertion failed".to_string(),
    }
}

/// The first name in an enumerator's value of a scoped enumeration's enumerator declared at
/// or after it (`enum class E { a = b, b }`), which is not in scope there.
struct LaterEnumerator<'e> {
    later: &'e [Enumerator],
    found: Option<(Rc<str>, Loc)>,
}

impl Visitor for LaterEnumerator<'_> {
    fn expr(&mut self, e: &Expr) {
        if self.found.is_some() {
            return;
        }
        if let ExprKind::Name(p) = &e.kind {
            let name = &p.last().name;
            if p.segments.len() == 1 && !p.global && self.later.iter().any(|x| x.name == *name) {
                self.found = Some((name.clone(), e.loc));
                return;
            }
        }
        walk_expr(self, e);
    }
}

/// nvcc's warning for an operation on constants whose result its signed type cannot hold.
pub(super) const OUT_OF_RANGE: &str = "integer operation result is out of range";

/// Why an expression whose parts are constants is no constant (see
/// [`Lowerer::not_a_constant`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NotConstant {
    DivisionByZero,
    FloatOutOfRange,
    /// An element `index` of a constant array of `len`, read at `bracket`.
    OutsideArray {
        index: i128,
        len: u64,
        bracket: Loc,
    },
}

impl NotConstant {
    /// nvcc's words for it.
    pub(super) fn message(self) -> &'static str {
        match self {
            NotConstant::DivisionByZero => "division by zero",
            NotConstant::FloatOutOfRange => {
                "floating-point value does not fit in required integral type"
            }
            NotConstant::OutsideArray { .. } => "expression must have a constant value",
        }
    }
}

/// Whether the class `decl` declares a non-static data member `name` of its own.
fn declares_field(decl: &StructDecl, name: &str) -> bool {
    (decl.body.iter().flat_map(|b| &b.fields))
        .any(|f| !f.is_static && f.name.as_deref() == Some(name))
}
