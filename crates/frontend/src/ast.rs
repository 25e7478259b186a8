//! The syntax tree the parser builds: declarations, statements, expressions and written types.
//!
//! Names are not resolved here and types are as written ([`TypeExpr`]): templates are kept
//! uninstantiated, so the same tree serves every instantiation the lowering makes.

use crate::diag::Diagnostic;
use crate::source::Loc;
use std::rc::Rc;

pub mod visit;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Void,
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    /// `wchar_t` (signed, 32 bits as on the host), `char8_t`, `char16_t` and `char32_t`.
    WChar,
    Char8,
    Char16,
    Char32,
    /// `__int128` and `unsigned __int128`.
    Int128,
    UInt128,
    Float,
    Double,
    LongDouble,
}

impl Builtin {
    pub const ALL: [Builtin; 22] = [
        Builtin::Void,
        Builtin::Bool,
        Builtin::Char,
        Builtin::SChar,
        Builtin::UChar,
        Builtin::Short,
        Builtin::UShort,
        Builtin::Int,
        Builtin::UInt,
        Builtin::Long,
        Builtin::ULong,
        Builtin::LongLong,
        Builtin::ULongLong,
        Builtin::WChar,
        Builtin::Char8,
        Builtin::Char16,
        Builtin::Char32,
        Builtin::Int128,
        Builtin::UInt128,
        Builtin::Float,
        Builtin::Double,
        Builtin::LongDouble,
    ];
}

/// One segment of a possibly qualified name: `std`, `vector<int>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    pub name: Rc<str>,
    pub targs: Option<Vec<TemplateArg>>,
}

/// The name of the first segment of a path qualified by a `decltype` (`decltype(e)::type`),
/// whose only template argument is `e`.
pub const DECLTYPE_SEGMENT: &str = "decltype";

/// A possibly qualified name: `x`, `ns::f`, `::g`, `Foo<int>::bar`.
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    pub global: bool,
    pub segments: Segments,
}

/// A path's segments. Most paths are one name, kept without an allocation of its own: the
/// syntax tree holds tens of thousands of them.
pub type Segments = smallvec::SmallVec<[Segment; 1]>;

impl Path {
    pub fn simple(name: Rc<str>) -> Path {
        Path {
            global: false,
            segments: smallvec::smallvec![Segment { name, targs: None }],
        }
    }
    pub fn last(&self) -> &Segment {
        self.segments
            .last()
            .expect("paths have at least one segment")
    }
    /// The path without its last segment (`a::B<int>` of `a::B<int>::c`); `None` for a path
    /// of one segment.
    pub fn qualifier(&self) -> Option<Path> {
        let (_, init) = self.segments.split_last()?;
        (!init.is_empty()).then(|| Path {
            global: self.global,
            segments: init.into(),
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(TypeExpr),
    Expr(Expr),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    /// A member function type's reference qualifier (`int (C::*)() &&`); `None` elsewhere.
    pub method_ref: Option<RefKind>,
}

/// Which reference a declarator writes: `&` binds lvalues, `&&` rvalues (or, as a function
/// template's `T&&` parameter, whatever the argument is).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefKind {
    Lvalue,
    Rvalue,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeExpr {
    Builtin(Builtin),
    Named(Path),
    Qualified(Box<TypeExpr>, Quals),
    Pointer(Box<TypeExpr>),
    Reference(Box<TypeExpr>, RefKind),
    Array(Box<TypeExpr>, Option<Box<Expr>>),
    Function(Box<TypeExpr>, Vec<Param>, bool),
    /// `T C::*`: a pointer to a member of class `C` of type `T` (a function type for a pointer
    /// to a member function).
    MemberPointer {
        class: Path,
        member: Box<TypeExpr>,
    },
    /// `pattern...`: a pack expansion, as a function parameter's type (`Ts... args`,
    /// `const Ts&... args`) or a template argument (`Tuple<Ts...>`).
    PackExpansion(Box<TypeExpr>),
    /// `auto`, deduced from an initializer.
    Auto,
    /// `decltype(auto)`: `decltype` of the initializer (of a function, its first `return`
    /// expression), so that a reference stays one.
    DecltypeAuto,
    Decltype(Box<Expr>),
    Struct(Rc<StructDecl>),
    Enum(Rc<EnumDecl>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: Option<Rc<str>>,
    pub ty: TypeExpr,
    pub default: Option<Expr>,
    pub loc: Loc,
}

/// A property of a type that only the compiler knows (see [`ExprKind::TypeTrait`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTrait {
    Class,
    Union,
    Empty,
    Polymorphic,
    Abstract,
    Aggregate,
    StandardLayout,
    Trivial,
    TriviallyCopyable,
    TriviallyDestructible,
    /// GCC's `__has_trivial_copy(T)`: whether copying a `T` by construction runs no code.
    TrivialCopyConstruction,
    /// GCC's `__has_trivial_assign(T)`: whether copying a `T` by assignment runs no code.
    TrivialCopyAssignment,
    Enum,
    Function,
    Final,
    VirtualDestructor,
    /// `__is_pod(T)`: trivial and of standard layout.
    Pod,
    /// `__has_unique_object_representations(T)`: trivially copyable, and every bit of its
    /// objects is part of their value (no padding, no floating point).
    UniqueObjectRepresentations,
}

impl TypeTrait {
    /// The trait a built-in's name asks for (`__is_empty`).
    pub fn from_builtin(name: &str) -> Option<TypeTrait> {
        Some(match name {
            "__is_class" => TypeTrait::Class,
            "__is_union" => TypeTrait::Union,
            "__is_enum" => TypeTrait::Enum,
            "__is_function" => TypeTrait::Function,
            "__is_empty" => TypeTrait::Empty,
            "__is_polymorphic" => TypeTrait::Polymorphic,
            "__is_abstract" => TypeTrait::Abstract,
            "__is_aggregate" => TypeTrait::Aggregate,
            "__is_final" => TypeTrait::Final,
            "__has_virtual_destructor" => TypeTrait::VirtualDestructor,
            "__is_pod" => TypeTrait::Pod,
            "__has_unique_object_representations" => TypeTrait::UniqueObjectRepresentations,
            "__is_standard_layout" => TypeTrait::StandardLayout,
            "__is_trivial" => TypeTrait::Trivial,
            "__is_trivially_copyable" => TypeTrait::TriviallyCopyable,
            "__has_trivial_copy" => TypeTrait::TrivialCopyConstruction,
            "__has_trivial_assign" => TypeTrait::TrivialCopyAssignment,
            // (GCC's older spelling, which the headers use so that GCC reads them too.)
            "__is_trivially_destructible" | "__has_trivial_destructor" => {
                TypeTrait::TriviallyDestructible
            }
            _ => return None,
        })
    }
}

/// A relation between two types that only the compiler knows (see
/// [`ExprKind::TypeRelation`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRelation {
    /// `__is_same(T, U)`: one type, with the same qualifiers and reference.
    Same,
    /// `__is_base_of(B, D)`: `B` is a class and `D` is `B` or derives from it.
    BaseOf,
}

impl TypeRelation {
    /// The relation a built-in's name asks for (`__is_same`).
    pub fn from_builtin(name: &str) -> Option<TypeRelation> {
        Some(match name {
            // (GCC's older spelling.)
            "__is_same" | "__is_same_as" => TypeRelation::Same,
            "__is_base_of" => TypeRelation::BaseOf,
            _ => return None,
        })
    }
}

/// Whether an operation on objects of the types a built-in names is well-formed, and in what
/// manner (see [`ExprKind::OperationTrait`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperationTrait {
    pub operation: Operation,
    pub manner: Manner,
}

/// The operation an [`OperationTrait`] asks about, on its types `T, A...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operation {
    /// `T t(declval<A>()...);`
    Construct,
    /// `declval<T>() = declval<A>()`, of exactly one `A`.
    Assign,
    /// `declval<U&>().~U()` of `T` with its array extents removed (`U`); every reference is
    /// destructible, no function, `void` or array of unknown bound is.
    Destroy,
}

/// What an [`OperationTrait`] asks of its operation besides being well-formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Manner {
    Any,
    /// It calls no function that is not trivial.
    Trivially,
    /// It calls no function that may throw.
    Nothrow,
}

/// How a built-in's written types become an [`OperationTrait`]'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperationOperands {
    /// As written: `__is_constructible(T, A...)`, `__is_assignable(T, U)`.
    Written,
    /// GCC's older one-type forms, asking about `T`'s default constructor
    /// (`__has_trivial_constructor(T)`: the operands are `T`).
    Default,
    /// ... its copy constructor (`__has_nothrow_copy(T)`: `T, const T&`).
    Copy,
    /// ... its copy assignment (`__has_nothrow_assign(T)`: `T&, const T&`).
    CopyAssign,
}

impl OperationTrait {
    /// The operation a built-in's name asks about, and how its written types are its operands.
    pub fn from_builtin(name: &str) -> Option<(OperationTrait, OperationOperands)> {
        use {Manner::*, Operation::*, OperationOperands::*};
        let (operation, manner, operands) = match name {
            "__is_constructible" => (Construct, Any, Written),
            "__is_trivially_constructible" => (Construct, Trivially, Written),
            "__is_nothrow_constructible" => (Construct, Nothrow, Written),
            "__is_assignable" => (Assign, Any, Written),
            "__is_trivially_assignable" => (Assign, Trivially, Written),
            "__is_nothrow_assignable" => (Assign, Nothrow, Written),
            "__is_destructible" => (Destroy, Any, Written),
            "__is_nothrow_destructible" => (Destroy, Nothrow, Written),
            "__has_trivial_constructor" => (Construct, Trivially, Default),
            "__has_nothrow_constructor" => (Construct, Nothrow, Default),
            "__has_nothrow_copy" => (Construct, Nothrow, Copy),
            "__has_nothrow_assign" => (Assign, Nothrow, CopyAssign),
            _ => return None,
        };
        Some((OperationTrait { operation, manner }, operands))
    }
}

/// Whether `name` is a built-in the parser reads as an operator of its own (a type trait, a
/// type relation, an operation trait, `__builtin_bit_cast`), which `__has_builtin` answers
/// for.
pub fn is_builtin_operator(name: &str) -> bool {
    name == "__builtin_bit_cast"
        || TypeTrait::from_builtin(name).is_some()
        || TypeRelation::from_builtin(name).is_some()
        || OperationTrait::from_builtin(name).is_some()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    CStyle,
    Static,
    Reinterpret,
    Const,
    Dynamic,
    /// `__builtin_bit_cast(T, e)` (what `std::bit_cast` is made of): `e`'s bytes read as a `T`
    /// of the same size.
    Bit,
    /// `T v(e)` of an arithmetic `T`: `e` converted as an initializer is, where a class's
    /// `explicit` conversion functions take part too (`bool ok(handle)`).
    DirectInit,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub loc: Loc,
}

impl Expr {
    /// The call `path(args...)` of the function (or function template) `path` names.
    pub fn call_of_name(path: Path, args: Vec<Expr>, loc: Loc) -> Expr {
        let callee = Expr {
            kind: ExprKind::Name(path),
            loc,
        };
        Expr {
            kind: ExprKind::Call(Box::new(callee), args),
            loc,
        }
    }

    /// The name or member access `e` read as an expression rather than as the entity it
    /// names, as `decltype((x))` reads it: `(0, x)`, of the same type and value category.
    pub fn read_as_expression(e: Expr) -> Expr {
        let loc = e.loc;
        let zero = Expr {
            kind: ExprKind::Int {
                value: 0,
                suffix: "".into(),
                decimal: true,
            },
            loc,
        };
        Expr {
            kind: ExprKind::Comma(Box::new(zero), Box::new(e)),
            loc,
        }
    }
}

/// The constraint a type constraint (`std::integral`, `std::convertible_to<int>`) puts on the
/// type named `name`: the concept with `name` as its first argument.
pub fn constraint_on(concept: &Path, name: &Rc<str>, loc: Loc) -> Expr {
    let mut path = concept.clone();
    let last = path.segments.last_mut().expect("a path has a segment");
    let mut targs = vec![TemplateArg::Type(TypeExpr::Named(Path::simple(
        name.clone(),
    )))];
    targs.extend(last.targs.take().unwrap_or_default());
    last.targs = Some(targs);
    Expr {
        kind: ExprKind::Name(path),
        loc,
    }
}

/// How a character or string literal's prefix encodes it: none, `u8`, `u`, `U` or `L`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Plain,
    Utf8,
    Utf16,
    Utf32,
    Wide,
}

impl Encoding {
    /// The encoding the prefix of the literal `text` (`u8`, `u`, `U`, `L`, with any `R` after
    /// it, before the opening quote) names.
    pub fn of_literal(text: &str) -> Encoding {
        let prefix = &text[..text.find(['"', '\'']).unwrap_or(0)];
        match prefix.strip_suffix('R').unwrap_or(prefix) {
            "u8" => Encoding::Utf8,
            "u" => Encoding::Utf16,
            "U" => Encoding::Utf32,
            "L" => Encoding::Wide,
            _ => Encoding::Plain,
        }
    }

    /// Bytes in one code unit (`wchar_t` is 4 bytes, as on the host).
    pub fn unit_bytes(self) -> usize {
        match self {
            Encoding::Plain | Encoding::Utf8 => 1,
            Encoding::Utf16 => 2,
            Encoding::Utf32 | Encoding::Wide => 4,
        }
    }
}

/// A string literal (adjacent ones joined into one): its code units as little-endian bytes,
/// without the terminating null, and their encoding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StringLiteral {
    pub bytes: Vec<u8>,
    pub encoding: Encoding,
}

impl StringLiteral {
    /// A narrow (`char`) string of these bytes.
    pub fn narrow(bytes: Vec<u8>) -> StringLiteral {
        StringLiteral {
            bytes,
            encoding: Encoding::Plain,
        }
    }

    /// Its array's length: the code units and the terminating null.
    pub fn array_len(&self) -> u64 {
        (self.bytes.len() / self.encoding.unit_bytes()) as u64 + 1
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal: its value and its suffix (`u`, `l`, `ul`, `ll`, `ull`, lowercase),
    /// and whether it was written in decimal (which changes the type it gets when large).
    Int {
        value: u64,
        suffix: Rc<str>,
        decimal: bool,
    },
    Float {
        value: f64,
        single: bool,
        /// Written with the `L` suffix: a `long double`.
        long: bool,
    },
    /// A character literal: its value and how its prefix encodes it (which gives its type).
    Char(i64, Encoding),
    Str(StringLiteral),
    Bool(bool),
    Nullptr,
    This,
    Name(Path),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `a = b` (op `None`) and compound assignments `a op= b`.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    /// `kernel<<<grid, block[, shared[, stream]]>>>(args)` in device code.
    Launch {
        kernel: Box<Expr>,
        config: Vec<Expr>,
        args: Vec<Expr>,
    },
    Index(Box<Expr>, Box<Expr>),
    Member {
        base: Box<Expr>,
        name: Path,
        arrow: bool,
    },
    /// `object.*member` and `pointer->*member` (`arrow`): the member of the object that a
    /// pointer to member designates.
    PointerToMember {
        base: Box<Expr>,
        member: Box<Expr>,
        arrow: bool,
    },
    Cast(CastKind, TypeExpr, Box<Expr>),
    /// `T(args)` and `T{args}` (`braced`): a functional cast or a construction. A
    /// parenthesized initializer (`S s(1, 2)`) is one with the `auto` type, never braced.
    Construct(TypeExpr, Vec<Expr>, bool),
    SizeofType(TypeExpr),
    SizeofExpr(Box<Expr>),
    /// `noexcept(e)`: whether the unevaluated operand calls no function that may throw.
    Noexcept(Box<Expr>),
    AlignofType(TypeExpr),
    /// GNU's `__alignof__(expr)`: the alignment of the expression's type, or for a variable or
    /// a member, the alignment it was declared with where that is more.
    AlignofExpr(Box<Expr>),
    /// `__is_trivially_copyable(T)` and the other properties of types only the compiler knows,
    /// which `<type_traits>` builds on.
    TypeTrait(TypeTrait, TypeExpr),
    /// `__is_same(T, U)` and the other relations between two types only the compiler knows.
    TypeRelation(TypeRelation, TypeExpr, TypeExpr),
    /// `__is_constructible(T, A...)` and the other questions of whether an operation on
    /// objects of the types written (the object's, then its arguments'; packs expanded where
    /// they are instantiated) is well-formed.
    OperationTrait(OperationTrait, Vec<TypeExpr>),
    /// `{a, b, c}` where an initializer may appear.
    InitList(Vec<Expr>),
    /// An item of an initializer list that names the member it initializes: `.x = 1`,
    /// `.in = {...}`, `.in{...}`. Only an aggregate's list takes them (see `lower::braces`).
    Designated(Rc<str>, Box<Expr>),
    /// An item standing for a member that a list's designators skip (`b` of `{.a = 1, .c =
    /// 3}`): the member takes its default member initializer, run in its class's scope, else
    /// is value-initialized. Made by `lower::braces`, never written.
    SkippedMember,
    /// `new T`, `new T(args)`, `new T{...}`, `new T[n]`, `new (place) T(args)`: `ty` is the
    /// type of one object; `count` is there for an array; `init` is a `Construct` with the
    /// `auto` type (the parenthesized arguments) or an `InitList`.
    /// `global` for `::new`, which skips the class's own `operator new`.
    New {
        global: bool,
        placement: Option<Vec<Expr>>,
        ty: TypeExpr,
        count: Option<Box<Expr>>,
        init: Option<Box<Expr>>,
    },
    /// `delete p` and `delete[] p` (`global` for `::delete`).
    Delete {
        array: bool,
        global: bool,
        operand: Box<Expr>,
    },
    Lambda(Rc<Lambda>),
    /// GNU's statement expression `({ stmts; e; })`: the statements run in a scope of their
    /// own; the value is the last one's, where it is an expression statement.
    Statements(Rc<Vec<Stmt>>),
    /// `pattern...` in a list of arguments or initializers: one item per element of the packs
    /// the pattern names.
    PackExpansion(Box<Expr>),
    /// `sizeof...(pack)`.
    SizeofPack(Rc<str>),
    /// A fold expression: `(pattern op ...)` (`init` none, `pattern_first`), `(... op pattern)`,
    /// `(pattern op ... op init)` and `(init op ... op pattern)`; which operand holds the pack
    /// is known when it is expanded.
    Fold {
        op: FoldOp,
        before: Option<Box<Expr>>,
        after: Option<Box<Expr>>,
    },
    /// `requires (params) { requirements }`: whether each requirement holds, a `bool`
    /// constant.
    Requires(Rc<RequiresExpr>),
    /// `a <=> b`: an object of `<compare>`'s `std::strong_ordering` (integers, pointers) or
    /// `std::partial_ordering` (floating point), or a call of `operator<=>` for classes.
    ThreeWay(Box<Expr>, Box<Expr>),
}

/// The parameters and requirements of a `requires` expression.
#[derive(Clone, Debug, PartialEq)]
pub struct RequiresExpr {
    /// Local names the requirements use, never made (`requires (T a, T b) { a + b; }`).
    pub params: Vec<Param>,
    pub requirements: Vec<Requirement>,
}

/// One requirement of a `requires` expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Requirement {
    /// `expr;`: the expression is valid.
    Simple(Expr),
    /// `typename T::value_type;`: the type names one.
    Type(TypeExpr, Loc),
    /// `{ expr } noexcept -> C<args>;`: the expression is valid, with `noexcept` (`nothrow`)
    /// throws nothing, and with a type constraint `C<decltype((expr)), args>` is satisfied.
    Compound {
        expr: Expr,
        nothrow: bool,
        constraint: Option<Path>,
    },
    /// `requires constraint;`: the constraint is satisfied.
    Nested(Expr),
}

/// The operator of a fold expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldOp {
    Binary(BinaryOp),
    Comma,
    /// `=` (`None`) or a compound assignment.
    Assign(Option<BinaryOp>),
    /// `.*`, or `->*` (`arrow`).
    PointerToMember {
        arrow: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    /// `[=]` or `[&]`: what the body uses of the enclosing function's variables is captured.
    pub default_capture: Option<CaptureDefault>,
    /// Names captured one by one, each with whether by reference (`&x`) or by copy (`x`), and
    /// where the name is.
    pub named_captures: Vec<(Rc<str>, bool, Loc)>,
    /// Packs captured one by one (`args...`, `&args...`), as `named_captures`; the expansion
    /// of a variadic template makes them captures of its elements.
    pub pack_captures: Vec<(Rc<str>, bool, Loc)>,
    /// `[this]` or `[*this]`, written; `[=]` and `[&]` capture `this` too.
    pub this_capture: Option<ThisCapture>,
    /// `[name = init]` and `[&name = init]`: variables of the lambda's own, made when it is.
    pub init_captures: Vec<InitCapture>,
    /// `[]<class T>(T x) {...}`: the call operator's own template parameters (the `auto`
    /// parameters add more).
    pub template: Vec<TemplateParam>,
    pub params: Vec<Param>,
    pub ret: Option<TypeExpr>,
    pub body: Rc<Vec<Stmt>>,
    /// `mutable`: the call operator may change the lambda's copies.
    pub mutable: bool,
    /// The call operator's exception specification (see [`FunctionDecl::exception_spec`]).
    pub exception_spec: Option<Rc<Expr>>,
    /// The call operator's constraints (see [`FunctionDecl::constraint`]).
    pub constraint: Option<Rc<Expr>>,
    /// In a template's expansion, the template's packs and their sizes, for the expansions of
    /// the body that name them with the lambda's own packs (`(x * y) + ...`, `y` the lambda's):
    /// those are left for the call operator's (see [`FunctionDecl::enclosing_packs`]), and the
    /// lambda captures the elements of the template's packs they name.
    pub enclosing_packs: Vec<(Rc<str>, usize)>,
    pub loc: Loc,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureDefault {
    Copy,
    Reference,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThisCapture {
    /// `this`: the object is reached through the pointer.
    Pointer,
    /// `*this`: the lambda holds a copy of the object.
    Copy,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InitCapture {
    pub name: Rc<str>,
    pub by_ref: bool,
    /// `...name = init` (C++20): `init` is a pattern whose expansion gives a capture per
    /// element, and `name` the pack of them in the body.
    pub pack: bool,
    pub init: Expr,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Expr(Expr),
    Decl(Vec<VarDecl>),
    /// A declaration the lowering ignores inside a function body (typedef, struct, using...).
    LocalItem(Item),
    Block(Vec<Stmt>),
    If {
        cond: Box<Stmt>,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
        /// `if constexpr`: the condition is a constant and only the branch it takes is
        /// compiled (the other may be ill-formed for this instance of a template).
        is_constexpr: bool,
        loc: Loc,
    },
    While {
        cond: Box<Stmt>,
        body: Box<Stmt>,
        loc: Loc,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
        loc: Loc,
    },
    For {
        init: Option<Box<Stmt>>,
        cond: Option<Box<Stmt>>,
        step: Option<Expr>,
        body: Box<Stmt>,
        loc: Loc,
    },
    Switch {
        cond: Expr,
        body: Box<Stmt>,
        loc: Loc,
    },
    /// `auto [a, b] = init;` (and `auto& [a, b]`): names for the fields of a struct or the
    /// elements of an array.
    Bindings {
        names: Vec<(Rc<str>, Loc)>,
        by_ref: bool,
        /// `const auto [a, b]`, `const auto& [a, b]`: the names are of `const` objects.
        constant: bool,
        init: Expr,
        loc: Loc,
    },
    /// `for (var : range) body` over an array.
    RangeFor {
        var: VarDecl,
        range: Expr,
        body: Box<Stmt>,
        loc: Loc,
    },
    /// `case e:`, or GNU's range `case lo ... hi:` with its upper bound.
    Case(Expr, Option<Expr>, Loc),
    Default(Loc),
    Return(Option<Expr>, Loc),
    Break(Loc),
    Continue(Loc),
    Goto(Rc<str>, Loc),
    Label(Rc<str>, Loc),
    /// `#pragma ...` kept by the preprocessor (`unroll`).
    Pragma(Rc<str>),
    /// `asm volatile("ptx" : outputs : inputs : clobbers);`
    Asm(Rc<InlineAsm>),
    Empty,
}

/// An inline PTX statement, GNU style: operands are numbered `%0`, `%1`... outputs first.
#[derive(Clone, Debug, PartialEq)]
pub struct InlineAsm {
    pub text: Vec<u8>,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    pub clobbers: Vec<Vec<u8>>,
    pub volatile: bool,
    pub loc: Loc,
}

/// `"=r"(x)`: a constraint (`=` writes, `+` reads and writes; then the register class) and
/// the operand.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmOperand {
    pub constraint: Vec<u8>,
    pub expr: Expr,
    pub loc: Loc,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CudaQuals {
    pub global: bool,
    pub device: bool,
    pub host: bool,
    pub shared: bool,
    pub constant: bool,
    pub managed: bool,
}

impl CudaQuals {
    pub fn any(&self) -> bool {
        self.global || self.device || self.shared || self.constant || self.managed
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Storage {
    pub is_static: bool,
    pub is_extern: bool,
    pub is_inline: bool,
    pub is_constexpr: bool,
    pub is_typedef: bool,
    /// An `explicit` constructor, which implicit conversions do not use.
    pub is_explicit: bool,
    /// A `mutable` member, which a `const` method may still change.
    pub is_mutable: bool,
    /// A `virtual` member function (one that overrides a virtual function is virtual too,
    /// said or not).
    pub is_virtual: bool,
    /// A member function written `override`: it must override a base's virtual function.
    pub is_override: bool,
    /// A member function written `final`: no derived class may override it.
    pub is_final: bool,
    /// A `friend` declaration in a class: a function defined there belongs to the enclosing
    /// namespace.
    pub is_friend: bool,
    /// `template <...> concept C = constraint;`: a variable template whose value is whether
    /// its constraint is satisfied (an atom that does not substitute is false, not an error).
    pub is_concept: bool,
    /// Declared with C's language linkage (`extern "C"`): its name is not mangled.
    pub c_linkage: bool,
    /// A member's access (what its class's `public:`, `protected:` or `private:` says).
    pub access: Access,
}

/// Who may name a class's member (C++'s member access control).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Access {
    #[default]
    Public,
    Protected,
    Private,
}

/// A `friend` declaration of a class: the function or class it names may name the class's
/// private and protected members.
#[derive(Clone, Debug, PartialEq)]
pub enum Friend {
    /// A friend function: its declaration, which argument-dependent lookup finds (and which is
    /// an item of the class too where the class defines it).
    Function(Rc<FunctionDecl>),
    Class(Rc<str>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub name: Rc<str>,
    pub ty: TypeExpr,
    pub init: Option<Expr>,
    pub storage: Storage,
    pub cuda: CudaQuals,
    /// `alignas(N)` (or `__align__(N)`) written on the declaration: the object's alignment is
    /// at least that.
    pub align: Option<Box<Expr>>,
    /// A constrained placeholder's type constraint (`std::integral` of `std::integral auto x
    /// = f();`) and where it is written: the type deduced for the placeholder must satisfy it.
    pub constraint: Option<(Path, Loc)>,
    /// A `deprecated` attribute: device code that reads the variable is warned.
    pub deprecated: Option<Deprecation>,
    /// The initializer is a braced list written after `=` (`S s = {1};`): copy-list-
    /// initialization, which may not choose an `explicit` constructor.
    pub copy_list: bool,
    pub loc: Loc,
}

impl VarDecl {
    /// The initializer as a scalar's value: `n` of `int n = 4;` and of `int n{4};`.
    pub fn scalar_initializer(&self) -> Option<&Expr> {
        match &self.init.as_ref()?.kind {
            ExprKind::InitList(items) if items.len() == 1 => Some(&items[0]),
            _ => self.init.as_ref(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateParamKind {
    Type {
        default: Option<TypeExpr>,
    },
    Value {
        ty: TypeExpr,
        default: Option<Expr>,
    },
    /// `template <typename> class Op`: a class template. Its own parameters are not kept: an
    /// argument is checked when the parameter is used (`Op<T>`).
    Template {
        default: Option<Path>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParam {
    pub name: Rc<str>,
    pub kind: TemplateParamKind,
    /// `typename... Ts`: not supported by the lowering, kept to report it.
    pub pack: bool,
}

impl TemplateParam {
    /// Whether the parameter has a default argument.
    pub fn has_default(&self) -> bool {
        match &self.kind {
            TemplateParamKind::Type { default } => default.is_some(),
            TemplateParamKind::Value { default, .. } => default.is_some(),
            TemplateParamKind::Template { default } => default.is_some(),
        }
    }

    /// Gives the parameter the default argument of `other`, a parameter of the same kind at
    /// the same place in another declaration of its template, where it has none; whether it
    /// took one.
    pub fn take_default_of(&mut self, other: &TemplateParam) -> bool {
        match (&mut self.kind, &other.kind) {
            (
                TemplateParamKind::Type { default: d @ None },
                TemplateParamKind::Type { default },
            ) => {
                *d = default.clone();
            }
            (
                TemplateParamKind::Value {
                    default: d @ None, ..
                },
                TemplateParamKind::Value { default, .. },
            ) => *d = default.clone(),
            (
                TemplateParamKind::Template { default: d @ None },
                TemplateParamKind::Template { default },
            ) => *d = default.clone(),
            _ => return false,
        }
        self.has_default()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionRole {
    Plain,
    Constructor,
    Destructor,
    /// `operator+` and friends; the name is the operator's spelling (`operator+`).
    Operator,
    Conversion,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDecl {
    /// The declared name; qualified for out-of-class member definitions (`Foo::bar`).
    pub name: Path,
    pub role: FunctionRole,
    pub ret: TypeExpr,
    pub params: Vec<Param>,
    pub variadic: bool,
    pub cuda: CudaQuals,
    pub storage: Storage,
    /// `const` after the parameter list of a member function.
    pub is_const_method: bool,
    /// `volatile` after the parameter list of a member function.
    pub is_volatile_method: bool,
    /// `&` or `&&` after the parameter list of a member function: it takes only lvalue
    /// (`&`, `const&` also rvalue) or only rvalue objects.
    pub ref_qualifier: Option<RefKind>,
    pub template: Option<Vec<TemplateParam>>,
    /// `template<>` specialization arguments written after the name (`f<int>`).
    pub specialization: Option<Vec<TemplateArg>>,
    /// Constructor member initializers `: a(x), b{y}`.
    pub member_inits: Vec<MemberInit>,
    pub body: Option<Rc<Vec<Stmt>>>,
    /// `__launch_bounds__(max_threads, ...)`: the most threads per block the kernel is built for.
    pub launch_bounds: Option<Expr>,
    /// `__cluster_dims__(x[, y[, z]])`: the blocks of each thread block cluster the kernel
    /// runs in.
    pub cluster_dims: Option<Vec<Expr>>,
    /// A host function's body: skipped unparsed (or, for a `constexpr` function, kept only for
    /// constant expressions): the function is defined, but not for device code.
    pub host_body: bool,
    /// `= 0`: a pure virtual function, which a class deriving from this one must override.
    pub pure: bool,
    /// `= delete`: choosing it in overload resolution is an error.
    pub deleted: bool,
    /// `= default`. (A defaulted `operator==` or `operator<=>` is given the body that compares
    /// the members in order.)
    pub defaulted: bool,
    /// The constraints of a template's parameters (`template <std::integral T>`, `C auto x`)
    /// and its `requires` clauses, joined with `&&`: a candidate whose arguments do not
    /// satisfy them is not viable.
    pub constraint: Option<Rc<Expr>>,
    /// The exception specification: `noexcept(e)` (`noexcept` alone and `throw()` are
    /// `noexcept(true)`, `throw(T)` is `noexcept(false)`), or `None` where none is written.
    pub exception_spec: Option<Rc<Expr>>,
    /// C++20's `explicit(condition)`: the function (declared `explicit`, see
    /// [`Storage::is_explicit`]) is explicit where the condition holds.
    pub explicit_condition: Option<Rc<Expr>>,
    /// For a member template with packs of its own, in an instance of a variadic class
    /// template: the class's packs and their sizes, which pack expansions naming both (`var_and<
    /// is_same<T, U>::value...>` of `S<T...>::S(U... u)`) expand with the member's.
    pub enclosing_packs: Vec<(Rc<str>, usize)>,
    /// `[[deprecated]]`, `__attribute__((deprecated("why")))`: a call is warned about.
    pub deprecated: Option<Deprecation>,
    pub loc: Loc,
}

impl FunctionDecl {
    /// Whether this declaration, as parsed, is an explicit specialization (`template <>`):
    /// its template arguments written after its name (`f<int>`) or deduced from its type.
    /// (A variadic template that the lowering expands for an empty pack has no template
    /// parameters either.)
    pub fn is_explicit_specialization(&self) -> bool {
        self.specialization.is_some() || self.template.as_ref().is_some_and(Vec::is_empty)
    }

    /// The function's signature as written: its template parameters' kinds, return type,
    /// parameter types, and whether it is variadic or a `const` method.
    pub fn written_signature(&self) -> String {
        let tparams: Vec<String> = self
            .template
            .iter()
            .flatten()
            .map(|p| match &p.kind {
                TemplateParamKind::Type { .. } => format!("type {}", p.pack),
                TemplateParamKind::Value { ty, .. } => format!("{ty:?} {}", p.pack),
                TemplateParamKind::Template { .. } => "template".to_string(),
            })
            .collect();
        let params: Vec<&TypeExpr> = self.params.iter().map(|p| &p.ty).collect();
        let mut signature = format!(
            "{tparams:?} {:?} {params:?} {} {} {}",
            self.ret, self.variadic, self.is_const_method, self.is_volatile_method
        );
        // The template's parameters by position (`T` in one definition is `U` in another): a
        // name is spelled `"T"` in the written types, and there it can only be the parameter.
        for (i, p) in self.template.iter().flatten().enumerate() {
            signature = signature.replace(&format!("{:?}", p.name), &format!("\"#{i}\""));
        }
        signature
    }
}

/// A `deprecated` attribute: its message, if it gives one, and where it is written.
#[derive(Clone, Debug, PartialEq)]
pub struct Deprecation {
    pub message: Option<Rc<str>>,
    pub loc: Loc,
}

/// A constructor's initializer of a member or base: `a(x)`, `Base<T>{y}`, or a pack expansion
/// of base initializers (`Leaf<Is, Ts>{vs}...`).
#[derive(Clone, Debug, PartialEq)]
pub struct MemberInit {
    /// The member's name, or the base's (with its template arguments when written).
    pub name: Path,
    pub args: Vec<Expr>,
    /// Followed by `...`: one initializer per element of the packs it names.
    pub pack: bool,
    /// Written with braces (`x{v}`): list-initialization, whose items may not narrow.
    pub braced: bool,
    pub loc: Loc,
}

impl MemberInit {
    /// The name alone: a member's, or a base's without its template arguments.
    pub fn simple_name(&self) -> &Rc<str> {
        &self.name.last().name
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: Option<Rc<str>>,
    pub ty: TypeExpr,
    pub bit_width: Option<Expr>,
    pub is_static: bool,
    pub is_mutable: bool,
    /// Declared `constexpr` (so `const`, whatever its type says).
    pub is_constexpr: bool,
    pub init: Option<Expr>,
    /// The default member initializer is written `= {..}`: copy-list-initialization, which
    /// may not choose an `explicit` constructor.
    pub copy_list: bool,
    /// `alignas(N)` written on the member: its offset, and the class's alignment, are at
    /// least that.
    pub align: Option<Expr>,
    /// `__attribute__((packed))` on the member: aligned to one byte (unless `align` says more).
    pub packed: bool,
    /// `[[no_unique_address]]`: a member of an empty class takes no room.
    pub no_unique_address: bool,
    pub access: Access,
    pub loc: Loc,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructKind {
    Struct,
    Class,
    Union,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDecl {
    pub kind: StructKind,
    pub name: Option<Rc<str>>,
    pub template: Option<Vec<TemplateParam>>,
    pub specialization: Option<Vec<TemplateArg>>,
    pub bases: Vec<TypeExpr>,
    /// How each of `bases` is inherited (`: private Base`; a `class`'s bases are private
    /// unless said otherwise, a `struct`'s public).
    pub base_access: Vec<Access>,
    /// The bases declared `virtual`, as written among `bases`.
    pub virtual_bases: Vec<TypeExpr>,
    /// `None` for a forward declaration.
    pub body: Option<StructBody>,
    pub align: Option<Expr>,
    /// The largest alignment a member may have (`__attribute__((packed))`: 1;
    /// `#pragma pack(N)` in effect where the class is defined: N).
    pub pack: Option<u64>,
    /// A non-static data member is private or protected: the class is not a POD for the
    /// ABI's layout, so a class deriving from it may use its tail padding.
    pub non_public_data: bool,
    /// As [`FunctionDecl::constraint`]: a partial specialization whose arguments do not
    /// satisfy it is not chosen; a primary template's is checked where it is instantiated.
    pub constraint: Option<Rc<Expr>>,
    /// Declared `final`.
    pub is_final: bool,
    /// The class a member class is declared outside of, as written (`Outer<T>` of
    /// `template <class T> template <class U> struct Outer<T>::In<U*>`).
    pub scope: Option<Path>,
    /// A `deprecated` attribute: device code that declares a variable of the class is warned.
    pub deprecated: Option<Deprecation>,
    /// As [`FunctionDecl::enclosing_packs`], for a member class template with packs of its
    /// own (`Pair<T, U>...` of `Outer<T...>::In<U...>`).
    pub enclosing_packs: Vec<(Rc<str>, usize)>,
    pub loc: Loc,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBody {
    pub fields: Vec<Field>,
    pub methods: Vec<Rc<FunctionDecl>>,
    /// Nested types, typedefs and `using` aliases.
    pub items: Vec<Item>,
    pub friends: Vec<Friend>,
    /// The enumerators of the class's unscoped enumerations declared `private` or
    /// `protected`: only some code may name them.
    pub restricted_enumerators: Vec<(Rc<str>, Access, Loc)>,
    /// The class's member types (nested classes, enumerations, aliases) declared `private` or
    /// `protected`, with where they are declared.
    pub restricted_types: Vec<(Rc<str>, Access, Loc)>,
    /// Why the data members the parser could not read (skipped as host code: `vec<T> v;` of a
    /// template it does not know) were not read: a class laid out for device code with
    /// such a member would have a wrong layout.
    pub unread_fields: Vec<Diagnostic>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumDecl {
    pub name: Option<Rc<str>>,
    pub scoped: bool,
    pub underlying: Option<TypeExpr>,
    /// `__attribute__((packed))`: without a fixed underlying type, the smallest integer type
    /// that holds every value.
    pub packed: bool,
    pub items: Vec<Enumerator>,
    pub loc: Loc,
}

/// An enumerator: its name, its value if written, and a `deprecated` attribute (device code
/// that names it is warned).
#[derive(Clone, Debug, PartialEq)]
pub struct Enumerator {
    pub name: Rc<str>,
    pub value: Option<Expr>,
    pub loc: Loc,
    pub deprecated: Option<Deprecation>,
}

/// `static_assert(condition, "message")`, checked where the front end reaches it: at namespace
/// scope before lowering, when its class is instantiated, when its block is lowered.
#[derive(Clone, Debug, PartialEq)]
pub struct StaticAssertion {
    pub condition: Expr,
    pub message: Option<Rc<str>>,
    pub loc: Loc,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Function(Rc<FunctionDecl>),
    Var(VarDecl),
    /// `template <...> constexpr T name = init;`: a variable template.
    VarTemplate {
        params: Rc<[TemplateParam]>,
        var: Rc<VarDecl>,
        /// The arguments an explicit or partial specialization writes (`sq<3>`, `is_ptr<T*>`).
        specialization: Option<Rc<[TemplateArg]>>,
        /// For a static data member defined outside its class, the arguments its qualifier
        /// writes for the class (`char` of `S<char>::k`, `T` of `V<T>::same<U*>`): its class
        /// template's parameters where they name them, else the one instance it is defined for.
        class_args: Option<Rc<[TemplateArg]>>,
    },
    Struct(Rc<StructDecl>),
    Enum(Rc<EnumDecl>),
    /// `typedef T name;`, `using name = T;`, possibly templated.
    Alias {
        name: Rc<str>,
        ty: TypeExpr,
        template: Option<Vec<TemplateParam>>,
        /// An alignment written on the alias (`typedef float __attribute__((aligned(16)))
        /// f4;`): what the aliased type is aligned to where the alias names it.
        align: Option<Expr>,
        loc: Loc,
    },
    Namespace {
        name: Option<Rc<str>>,
        items: Vec<Item>,
    },
    /// `namespace name = target;`
    NamespaceAlias {
        name: Rc<str>,
        target: Path,
    },
    /// `using namespace x;` and `using x::y;`; in a class, `pack` for `using Ts::f...;` (a
    /// declaration for each base of the pack `Ts`). `at` is where a using-directive the program
    /// writes stands: the bodies of functions before it do not see what it nominates.
    Using {
        path: Path,
        namespace: bool,
        pack: bool,
        at: Option<Loc>,
    },
    StaticAssert(Rc<StaticAssertion>),
    /// `using enum E;`: the enumerators of `E` are names of the scope.
    UsingEnum(Path),
}

/// A whole device translation unit.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TranslationUnit {
    pub items: Vec<Item>,
    /// Where the extended lambdas in host code are (`[=] __device__ (...) {...}`), in order;
    /// each has a class among `items` (see [`crate::extended_lambda`]).
    pub extended_lambdas: Vec<Loc>,
    /// The declarations the parser could not read and skipped as host code (they carry no
    /// CUDA qualifier): the name each seems to declare, with the first error reading it met.
    /// Device code that uses such a name is told why it is undefined.
    pub unread: Vec<(Rc<str>, Diagnostic)>,
}
