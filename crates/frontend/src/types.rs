//! Semantic types of the device language and the layout of structs, as the x86-64 and NVIDIA
//! ABIs agree on them (LP64: `long` is 8 bytes, natural alignment).

use crate::ast::{Quals, RefKind};
use ferrocuda_ir::Type as IrType;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StructId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Void,
    Bool,
    Int {
        bytes: u8,
        signed: bool,
        /// Which of two integer types of one size and signedness this is.
        spelling: IntSpelling,
    },
    Float,
    /// `double`, or (`long`) `long double`: a type of its own, which device code computes as
    /// `double`, as CUDA does, kept in the 16 bytes the host's layout gives it (the value in
    /// the first 8).
    Double {
        long: bool,
    },
    Ptr(Rc<Ty>),
    /// An array; `None` for `extern __shared__ T s[]` and `T a[]` parameters.
    Array(Rc<Ty>, Option<u64>),
    Struct(StructId),
    /// A type no program can write, standing for the `n`th template parameter of a partial
    /// specialization while its pattern is matched; laid out as `char`.
    Unwritable(u32),
    /// A function type, which function pointers point to.
    Func(Rc<FuncTy>),
    Nullptr,
    /// A pointer to a member of the class, of the type given (a function type for a pointer to
    /// member function). A pointer to a data member is the member's offset in the class (-1 is
    /// null, as in the x86-64 ABI); a pointer to a member function is a function pointer value
    /// called with the object first, in the first 8 of its ABI's 16 bytes.
    MemberPtr(Rc<Ty>, StructId),
    /// An enumeration: a type of its own for overloading, deduction and traits, whose values
    /// are those of its underlying integer type.
    Enum(Rc<EnumTy>),
}

/// C++ has several integer types for some pairs of size and signedness: `char` and `signed
/// char`, (LP64) `long` and `long long` (each with its `unsigned` form), `int` and `wchar_t`,
/// and the Unicode character types beside the unsigned integers of their size. They are
/// distinct types for overloading, deduction and traits, and one type for values, layout and
/// the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntSpelling {
    /// Every integer type but the two below.
    Plain,
    /// `signed char` (1 byte, signed), beside `char`.
    SignedChar,
    /// `long long` and `unsigned long long` (8 bytes), beside `long` and `unsigned long`.
    LongLong,
    /// The character types of their own: `wchar_t` (beside `int`), `char8_t` (beside
    /// `unsigned char`), `char16_t` (beside `unsigned short`) and `char32_t` (beside
    /// `unsigned int`). They promote as those do.
    WChar,
    Char8,
    Char16,
    Char32,
}

/// An enumeration type. Two are the same type when they come from one declaration and have
/// one underlying type (a class template's instances share their member enumerations unless
/// the underlying types differ).
#[derive(Clone, Debug)]
pub struct EnumTy {
    /// The address of the declaration, which tells enumerations apart.
    pub decl: usize,
    /// The name diagnostics print (empty for an unnamed enumeration).
    pub name: Rc<str>,
    /// `enum class`: no implicit conversion to integers.
    pub scoped: bool,
    /// The integer type whose values the enumeration has.
    pub underlying: Ty,
    /// Its declaration fixes `underlying` (`enum E : short`).
    pub fixed: bool,
    /// What integral promotion makes of a value: the underlying type's promotion where the
    /// enumeration fixes that type, else the first of `int`, `unsigned int`, `long` and
    /// `unsigned long` that holds every enumerator (`int` where the underlying type is
    /// `unsigned int`, as it is for enumerators that are all small and not negative).
    pub promoted: Ty,
    /// The namespace the enumeration is declared in, where argument-dependent lookup finds
    /// the operators declared for it.
    pub scope: usize,
    /// The class it is a member of, where it is named as one (`Outer::Mode`): its mangled
    /// name is nested in the class's.
    pub class: Option<StructId>,
}

impl PartialEq for EnumTy {
    fn eq(&self, other: &EnumTy) -> bool {
        (self.decl, &self.underlying) == (other.decl, &other.underlying)
    }
}

impl Eq for EnumTy {}

impl std::hash::Hash for EnumTy {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.decl, &self.underlying).hash(state)
    }
}

/// The `const` and `volatile` of each level of a type: level 0 is the type itself, level 1 what
/// a pointer or array at level 0 holds, and so on (16 levels are kept).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cv(u32);

impl Cv {
    pub const NONE: Cv = Cv(0);
    pub const CONST: Cv = Cv(1);

    /// The qualifiers of a type `const`, `volatile`, both or neither at level 0.
    pub fn of(is_const: bool, is_volatile: bool) -> Cv {
        Cv(u32::from(is_const) | u32::from(is_volatile) << 1)
    }

    fn bits(q: &Quals) -> u32 {
        u32::from(q.is_const) | u32::from(q.is_volatile) << 1
    }

    /// These qualifiers with `q` added at level `level` (0: the type itself; an array's
    /// elements `level` arrays deep, where C++ puts an array's qualifiers).
    pub fn with_at(self, q: &Quals, level: u32) -> Cv {
        Cv(self.0 | Self::bits(q).checked_shl(2 * level).unwrap_or(0))
    }

    /// These qualifiers with `q` taken away at level `level` (see [`Cv::with_at`]).
    pub fn without_at(self, q: &Quals, level: u32) -> Cv {
        Cv(self.0 & !Self::bits(q).checked_shl(2 * level).unwrap_or(0))
    }

    /// These qualifiers without those of level 0.
    pub fn below_top(self) -> Cv {
        Cv(self.0 & !3)
    }

    /// The qualifiers of what a pointer or array with these qualifiers holds.
    pub fn held(self) -> Cv {
        Cv(self.0 >> 2)
    }

    /// The qualifiers of an unqualified pointer to (or array of) a type with these.
    pub fn holder(self) -> Cv {
        Cv(self.0 << 2)
    }

    /// The qualifiers of both, at each level.
    pub fn union(self, other: Cv) -> Cv {
        Cv(self.0 | other.0)
    }

    pub fn is_const(self) -> bool {
        self.0 & 1 != 0
    }

    /// The qualifiers at level `level` alone, as level 0's.
    pub fn at(self, level: u32) -> Cv {
        Cv(self.0.checked_shr(2 * level).unwrap_or(0) & 3)
    }

    /// Whether these have every qualifier `other` has, at each level.
    pub fn includes(self, other: Cv) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn is_volatile(self) -> bool {
        self.0 & 2 != 0
    }
}

/// Whether C++'s qualification conversion ([conv.qual]) takes a value of the pointer type
/// `ty` qualified `from` to one qualified `to`, below the pointer's target (the target's own
/// qualifiers, level 1, are compared where the first level's exceptions are known): no level
/// drops a qualifier, and a level that adds one has `const` at every level above it but the
/// top (`int**` converts to `const int* const*`, not to `const int**`).
pub fn converts_below_target(ty: &Ty, from: Cv, to: Cv) -> bool {
    let levels = ty.pointer_depth();
    let mut const_above = to.at(1).is_const();
    for level in 2..=levels {
        let (f, t) = (from.at(level), to.at(level));
        if !t.includes(f) || (f != t && !const_above) {
            return false;
        }
        const_above &= t.is_const();
    }
    true
}

/// The qualifiers of the composite pointer type of two values of the pointer type `ty`
/// qualified `a` and `b` ([expr.type]): both's at every level, and `const` at every level
/// (but the top) above one where they differ (`const int**` and `int**` make `const int*
/// const*`).
pub fn composite_pointer_cv(ty: &Ty, a: Cv, b: Cv) -> Cv {
    let levels = ty.pointer_depth();
    let mut cv = a.union(b);
    if let Some(deepest) = (2..=levels).rev().find(|&l| a.at(l) != b.at(l)) {
        for level in 1..deepest {
            cv = cv.with_at(&CONST_QUALS, level);
        }
    }
    cv
}

const CONST_QUALS: Quals = Quals {
    is_const: true,
    is_volatile: false,
    method_ref: None,
};

/// A function's parameter or result as its declaration writes it: the type (a parameter's
/// array adjusted to a pointer), the qualifiers of each level, and whether it is a reference
/// and which. A parameter that is no reference has no qualifiers at the top (`void(const int)`
/// is `void(int)`); a reference's qualifiers are its referent's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeclaredTy {
    pub ty: Ty,
    pub cv: Cv,
    pub reference: Option<RefKind>,
}

impl DeclaredTy {
    /// An unqualified value of type `ty`, or where `is_ref`, an lvalue reference to one.
    pub fn plain(ty: Ty, is_ref: bool) -> DeclaredTy {
        DeclaredTy {
            ty,
            cv: Cv::NONE,
            reference: is_ref.then_some(RefKind::Lvalue),
        }
    }

    pub fn is_ref(&self) -> bool {
        self.reference.is_some()
    }

    /// The qualifiers of what it refers to, or for a pointer, of what it points to.
    pub fn target_cv(&self) -> Cv {
        match self.reference {
            Some(_) => self.cv,
            None => self.cv.held(),
        }
    }
}

/// What a function returns and takes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncTy {
    pub ret: DeclaredTy,
    pub params: Vec<DeclaredTy>,
    /// A `const` member function's type (`int (C::*)() const` points to one): a type of its
    /// own, as in C++.
    pub const_method: bool,
    /// A `volatile` member function's type (`int (C::*)() volatile` points to one).
    pub volatile_method: bool,
    /// A reference-qualified member function's type (`int (C::*)() &&` points to one).
    pub ref_method: Option<RefKind>,
    /// A C variadic function's type (`int (int, ...)`): a call through a pointer to one packs
    /// its extra arguments as a direct call does (see the lowering's `Signature::variadic`).
    pub variadic: bool,
}

pub const INT: Ty = Ty::int(4, true);
pub const DOUBLE: Ty = Ty::Double { long: false };
pub const LONG_DOUBLE: Ty = Ty::Double { long: true };
pub const UINT: Ty = Ty::int(4, false);
pub const LONG: Ty = Ty::int(8, true);
pub const ULONG: Ty = Ty::int(8, false);
pub const CHAR: Ty = Ty::int(1, true);

pub const LONG_LONG: Ty = Ty::Int {
    bytes: 8,
    signed: true,
    spelling: IntSpelling::LongLong,
};
pub const ULONG_LONG: Ty = Ty::Int {
    bytes: 8,
    signed: false,
    spelling: IntSpelling::LongLong,
};

impl Ty {
    /// The plain integer type of this size and signedness (`char`, not `signed char`; `long`,
    /// not `long long`).
    pub const fn int(bytes: u8, signed: bool) -> Ty {
        Ty::Int {
            bytes,
            signed,
            spelling: IntSpelling::Plain,
        }
    }
    pub fn ptr_to(t: Ty) -> Ty {
        Ty::Ptr(Rc::new(t))
    }
    /// Integers, `bool` and enumerations: the types whose values are integers.
    pub fn is_int(&self) -> bool {
        matches!(self, Ty::Int { .. } | Ty::Bool | Ty::Enum(_))
    }
    /// The type whose values this one has: an enumeration's underlying type, else itself.
    pub fn underlying(&self) -> &Ty {
        match self {
            Ty::Enum(e) => &e.underlying,
            t => t,
        }
    }
    pub fn is_float(&self) -> bool {
        matches!(self, Ty::Float | Ty::Double { .. })
    }
    /// How many arrays deep this type is (`int[2][3]`: 2).
    pub fn array_depth(&self) -> u32 {
        match self {
            Ty::Array(elem, _) => 1 + elem.array_depth(),
            _ => 0,
        }
    }

    /// How many pointers deep this type is (`const int**`: 2).
    pub fn pointer_depth(&self) -> u32 {
        match self {
            Ty::Ptr(target) => 1 + target.pointer_depth(),
            _ => 0,
        }
    }

    pub fn is_arith(&self) -> bool {
        self.is_int() || self.is_float()
    }
    pub fn is_ptr(&self) -> bool {
        matches!(self, Ty::Ptr(_) | Ty::Nullptr)
    }
    /// The class this type is, where it is one.
    pub fn struct_id(&self) -> Option<StructId> {
        match self {
            Ty::Struct(sid) => Some(*sid),
            _ => None,
        }
    }
    pub fn is_scalar(&self) -> bool {
        self.is_arith() || self.is_ptr() || matches!(self, Ty::MemberPtr(..))
    }
    pub fn is_signed(&self) -> bool {
        matches!(self.underlying(), Ty::Int { signed: true, .. })
    }
    /// The pointee of a pointer, or the element of an array.
    pub fn pointee(&self) -> Option<&Ty> {
        match self {
            Ty::Ptr(t) | Ty::Array(t, _) => Some(t),
            _ => None,
        }
    }
    /// The IR type of a scalar value of this type.
    pub fn ir(&self) -> Option<IrType> {
        Some(match self.underlying() {
            Ty::Bool => IrType::I8,
            Ty::Int { bytes: 1, .. } => IrType::I8,
            Ty::Int { bytes: 2, .. } => IrType::I16,
            Ty::Int { bytes: 4, .. } => IrType::I32,
            Ty::Int { bytes: 16, .. } => IrType::I128,
            Ty::Int { .. } => IrType::I64,
            Ty::Float => IrType::F32,
            Ty::Double { .. } => IrType::F64,
            Ty::Ptr(_) | Ty::Nullptr => IrType::Ptr,
            Ty::MemberPtr(m, _) if matches!(**m, Ty::Func(_)) => IrType::Ptr,
            Ty::MemberPtr(..) => IrType::I64,
            _ => return None,
        })
    }
    /// `__int128` or `unsigned __int128`, whose values constant expressions (computed in 64
    /// bits) do not hold.
    pub fn is_int128(&self) -> bool {
        matches!(self, Ty::Int { bytes: 16, .. })
    }

    /// The element type of (possibly nested) arrays; any other type itself.
    pub fn strip_arrays(&self) -> &Ty {
        match self {
            Ty::Array(element, _) => element.strip_arrays(),
            t => t,
        }
    }

    /// The size of an integer type in bytes (0 for other types), which orders the integer
    /// conversion ranks but for `long long` above `long`.
    pub fn int_rank(&self) -> u8 {
        match self.underlying() {
            Ty::Bool => 0,
            Ty::Int { bytes, .. } => *bytes,
            _ => 0,
        }
    }
    /// Whether C++'s integer conversion rank of this type is above `other`'s: the larger
    /// size, or `long long` above `long` of the same size.
    pub fn int_rank_above(&self, other: &Ty) -> bool {
        let key = |t: &Ty| {
            let long_long = matches!(
                t.underlying(),
                Ty::Int {
                    spelling: IntSpelling::LongLong,
                    ..
                }
            );
            (t.int_rank(), long_long)
        };
        key(self) > key(other)
    }
}

/// A struct, class or union after instantiation: its members at their offsets.
#[derive(Clone, Debug)]
pub struct StructLayout {
    /// The name diagnostics print, with template arguments (`Vec3`, `Pair<int, float>`).
    pub name: String,
    /// Every field, those of the base classes included, at its offset in this struct: the
    /// bases' first, base by base, then the class's own.
    pub fields: Vec<FieldLayout>,
    /// The direct base classes and the offsets of their subobjects.
    pub bases: Vec<(StructId, u64)>,
    /// The entries of `fields` that name lookup does not find: a base's member that a
    /// using-declaration of another base's member of its name hides (`B::x` in `struct C : A,
    /// B { using A::x; }`), here or in a base.
    pub hidden_fields: Vec<usize>,
    /// The names of the fields that name lookup finds in several base subobjects (`x` of
    /// `struct C : A, B {}` where both have one): naming one is ambiguous.
    pub ambiguous_fields: Vec<Rc<str>>,
    pub size: u64,
    /// The size less the tail padding that a derived class may reuse (the x86-64 ABI's data
    /// size): all of it for a class that is a POD in C++03's sense.
    pub data_size: u64,
    /// Whether the class is a POD in C++03's sense, which the ABI lays out as C does: no
    /// bases, no user-declared constructor, destructor or copy assignment, no default member
    /// initializers, and only such members.
    pub layout_pod: bool,
    /// Whether the class has virtual functions (its own or a base's): its objects record their
    /// dynamic type (see `lower::virtuals`).
    pub polymorphic: bool,
    pub align: u64,
    /// Whether the body has been seen; an incomplete struct has no size.
    pub complete: bool,
    /// The empty classes among its subobjects (itself, if it is one, its bases' and its
    /// members'), with their offsets: the ABI never puts two subobjects of one type at one
    /// address, so a base or member is moved past where one of its own would collide.
    pub empty_subobjects: Vec<(StructId, u64)>,
    /// The classes it has as virtual bases, directly or through its bases.
    pub virtual_bases: Vec<StructId>,
    /// Its anonymous unions and structs, whose members `fields` holds as its own: where the
    /// first of them is in `fields`, how many there are, the anonymous class and its offset.
    pub anonymous_members: Vec<AnonymousMember>,
}

/// An anonymous union or struct member of a class (see [`StructLayout::anonymous_members`]).
#[derive(Clone, Copy, Debug)]
pub struct AnonymousMember {
    pub first_field: usize,
    pub fields: usize,
    pub class: StructId,
    pub offset: u64,
}

/// Where a bit-field's bits lie: `width` bits from bit `first` of the `storage` bytes at its
/// offset, read as one little-endian integer. An ordinary bit-field's storage is the unit of
/// its type (its offset a multiple of the unit's size); a packed one's (which may straddle
/// units) is the bytes from the one holding its first bit to the one holding its last
/// (`first` below 8, `storage` at most 8), so that no access reaches past them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitRange {
    pub first: u32,
    pub width: u32,
    pub storage: u32,
}

#[derive(Clone, Debug)]
pub struct FieldLayout {
    pub name: Rc<str>,
    pub ty: Ty,
    pub offset: u64,
    /// For bit-fields: where their bits lie in the bytes at `offset`.
    pub bits: Option<BitRange>,
    /// Declared `volatile` (an array: its elements): its loads and stores are volatile.
    pub volatile: bool,
    /// A pointer to `volatile`: the accesses through the pointer it holds are volatile.
    pub pointee_volatile: bool,
    /// A pointer (or an array of pointers): the qualifiers its declaration writes at every
    /// level, which deduction and conversions read where the register sets do not show them
    /// (`&s.p` of a `const int* p` is a `const int**`); none for another type.
    pub pointer_cv: Cv,
    /// Declared as a reference: the member holds the address of the object it refers to
    /// (8 bytes, as the ABI lays a reference member out), and `ty` is that object's type.
    pub reference: bool,
    /// Placed at less than its type's alignment (in a packed class, or under `#pragma pack`):
    /// its loads and stores may not assume that alignment.
    pub unaligned: bool,
    /// A member of a union (named, or anonymous in a class): never constructed, copied by
    /// its class or destroyed but as the program says.
    pub variant: bool,
    /// The alignment `alignas` asks of the member (1 where it asks none): GNU's
    /// `__alignof__(s.member)` answers the greater of it and the type's.
    pub declared_align: u64,
}

impl FieldLayout {
    /// A field of type `ty` at `offset` that nothing qualifies: no bit-field, no reference,
    /// aligned, not a union's.
    pub fn plain(name: &str, ty: Ty, offset: u64) -> FieldLayout {
        FieldLayout {
            name: name.into(),
            ty,
            offset,
            bits: None,
            volatile: false,
            pointee_volatile: false,
            pointer_cv: Cv::NONE,
            reference: false,
            unaligned: false,
            variant: false,
            declared_align: 1,
        }
    }
}

impl StructLayout {
    /// Whether no subobject of it may be placed at `at` among the empty subobjects `placed`
    /// (see [`StructLayout::empty_subobjects`]).
    pub fn collides_at(&self, at: u64, placed: &[(StructId, u64)]) -> bool {
        self.empty_subobjects
            .iter()
            .any(|&(ty, offset)| placed.contains(&(ty, at + offset)))
    }

    /// The field called `name`; a class's own fields come after its bases' and hide them.
    pub fn field(&self, name: &str) -> Option<&FieldLayout> {
        let found = self.fields.iter().enumerate().rev();
        found
            .filter(|(i, f)| &*f.name == name && !self.hidden_fields.contains(i))
            .map(|(_, f)| f)
            .next()
    }
}

/// The class that declares the field `name` of `class` (`class` itself or the base class it
/// inherits the field from), and the field as that class lays it out.
pub fn declaring_class(
    structs: &[StructLayout],
    class: StructId,
    name: &str,
) -> Option<(StructId, FieldLayout)> {
    let layout = structs.get(class.0 as usize)?;
    let field = layout.field(name)?;
    for &(base, offset) in &layout.bases {
        let inherited = structs
            .get(base.0 as usize)
            .and_then(|b| b.field(name))
            .is_some_and(|f| f.offset + offset == field.offset);
        if inherited {
            return declaring_class(structs, base, name);
        }
    }
    Some((class, field.clone()))
}

/// The offset of the `base` subobject inside a `derived` object, when `base` is `derived` or one
/// of its (direct or indirect) base classes.
pub fn base_offset(structs: &[StructLayout], derived: StructId, base: StructId) -> Option<u64> {
    base_path(structs, derived, base).map(|(offset, _)| offset)
}

/// Whether `derived` has a `base` subobject at `offset`, through any path: a class that
/// derives from one base twice (`struct D : L, R` with `L` and `R` both `: B`) has two.
pub fn has_base_at(
    structs: &[StructLayout],
    derived: StructId,
    base: StructId,
    offset: u64,
) -> bool {
    if derived == base && offset == 0 {
        return true;
    }
    structs.get(derived.0 as usize).is_some_and(|l| {
        l.bases.iter().any(|&(b, off)| {
            offset
                .checked_sub(off)
                .is_some_and(|inner| has_base_at(structs, b, base, inner))
        })
    })
}

/// How many derivations up from `derived` its base class `base` is (0 for the class itself).
pub fn base_depth(structs: &[StructLayout], derived: StructId, base: StructId) -> Option<u32> {
    base_path(structs, derived, base).map(|(_, depth)| depth)
}

/// The offset of `derived`'s `base` subobject and how many derivations up it is.
fn base_path(structs: &[StructLayout], derived: StructId, base: StructId) -> Option<(u64, u32)> {
    if derived == base {
        return Some((0, 0));
    }
    structs
        .get(derived.0 as usize)?
        .bases
        .iter()
        .find_map(|&(b, off)| {
            let (offset, depth) = base_path(structs, b, base)?;
            Some((off + offset, depth + 1))
        })
}

/// Size and alignment of a complete type; `structs` gives struct layouts.
pub fn size_align(t: &Ty, structs: &[StructLayout]) -> Option<(u64, u64)> {
    Some(match t {
        Ty::Void => (1, 1),
        Ty::Bool => (1, 1),
        Ty::Int { bytes, .. } => (*bytes as u64, *bytes as u64),
        Ty::Float => (4, 4),
        Ty::Double { long: false } => (8, 8),
        Ty::Double { long: true } => (16, 16),
        Ty::Ptr(_) | Ty::Nullptr => (8, 8),
        Ty::Array(e, n) => {
            let (s, a) = size_align(e, structs)?;
            (s.checked_mul(n.unwrap_or(0))?, a)
        }
        Ty::Struct(id) => {
            let l = structs.get(id.0 as usize)?;
            if !l.complete {
                return None;
            }
            (l.size, l.align)
        }
        Ty::Unwritable(_) => (1, 1),
        Ty::Func(_) => return None,
        Ty::MemberPtr(m, _) if matches!(**m, Ty::Func(_)) => (16, 8),
        Ty::MemberPtr(..) => (8, 8),
        Ty::Enum(e) => return size_align(&e.underlying, structs),
    })
}

/// Where an object of type `t` holds pointers to data members: zero-initialization sets those
/// to their null value, -1, where everything else is zero bytes.
pub fn member_pointer_offsets(t: &Ty, structs: &[StructLayout]) -> Vec<u64> {
    match t {
        Ty::MemberPtr(m, _) if !matches!(**m, Ty::Func(_)) => vec![0],
        Ty::Array(elem, Some(n)) => {
            let inner = member_pointer_offsets(elem, structs);
            let size = size_align(elem, structs).map_or(0, |s| s.0);
            if inner.is_empty() || size == 0 {
                return inner;
            }
            (0..*n)
                .flat_map(|i| inner.iter().map(move |o| i * size + o))
                .collect()
        }
        Ty::Struct(id) => structs
            .get(id.0 as usize)
            .into_iter()
            .flat_map(|l| &l.fields)
            // A reference member holds an address, whose zero is null; its type is the
            // referred type's (which may be this class).
            .filter(|f| f.bits.is_none() && !f.reference)
            .flat_map(|f| {
                member_pointer_offsets(&f.ty, structs)
                    .into_iter()
                    .map(move |o| f.offset + o)
            })
            .collect(),
        _ => Vec::new(),
    }
}

pub fn align_to(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// How diagnostics spell a type.
pub fn display(t: &Ty, structs: &[StructLayout]) -> String {
    match t {
        Ty::Void => "void".into(),
        Ty::Bool => "bool".into(),
        Ty::Int {
            bytes,
            signed,
            spelling,
        } => {
            let base = match (bytes, spelling) {
                (1, IntSpelling::SignedChar) => return "signed char".into(),
                (_, IntSpelling::WChar) => return "wchar_t".into(),
                (_, IntSpelling::Char8) => return "char8_t".into(),
                (_, IntSpelling::Char16) => return "char16_t".into(),
                (_, IntSpelling::Char32) => return "char32_t".into(),
                (1, _) => "char",
                (2, _) => "short",
                (4, _) => "int",
                (16, _) => "__int128",
                (_, IntSpelling::LongLong) => "long long",
                _ => "long",
            };
            if *signed {
                base.into()
            } else {
                format!("unsigned {base}")
            }
        }
        Ty::Float => "float".into(),
        Ty::Double { long: false } => "double".into(),
        Ty::Double { long: true } => "long double".into(),
        // A pointer to an array is spelled around the bound: `int (*)[3]`.
        Ty::Ptr(p) => match &**p {
            Ty::Array(e, Some(n)) => format!("{} (*)[{n}]", display(e, structs)),
            Ty::Func(f) => display_function(f, "(*)", structs),
            p => pointer_to(&display(p, structs)),
        },
        Ty::Array(e, Some(n)) => format!("{} [{n}]", display(e, structs)),
        Ty::Array(e, None) => format!("{} []", display(e, structs)),
        Ty::Struct(id) => structs
            .get(id.0 as usize)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| "struct".into()),
        Ty::Unwritable(n) => format!("<parameter {n}>"),
        Ty::Func(f) => display_function(f, "", structs),
        Ty::Nullptr => "std::nullptr_t".into(),
        Ty::Enum(e) if e.name.is_empty() => "<unnamed enum>".into(),
        Ty::Enum(e) => e.name.to_string(),
        Ty::MemberPtr(m, class) => {
            let class = display(&Ty::Struct(*class), structs);
            match &**m {
                Ty::Func(f) => display_function(f, &format!("({class}::*)"), structs),
                m => format!("{} {class}::*", display(m, structs)),
            }
        }
    }
}

/// The function type `f` around `declarator`: `int (int)`, `int (*)(int)`, `int (C::*)(int)`.
fn display_function(f: &FuncTy, declarator: &str, structs: &[StructLayout]) -> String {
    let part = |d: &DeclaredTy| {
        let amp = match d.reference {
            None => "",
            Some(RefKind::Lvalue) => " &",
            Some(RefKind::Rvalue) => " &&",
        };
        format!("{}{amp}", display_qualified(&d.ty, d.cv, structs))
    };
    let mut params: Vec<String> = f.params.iter().map(part).collect();
    if f.variadic {
        params.push("...".into());
    }
    let ret = part(&f.ret);
    let qualifier = method_qualifiers(f);
    format!("{ret} {declarator}({}){qualifier}", params.join(", "))
}

/// `ty` as C++ writes it with the qualifiers `cv` gives each level: `const int *volatile`.
pub fn display_qualified(ty: &Ty, cv: Cv, structs: &[StructLayout]) -> String {
    let quals = |cv: Cv| {
        let mut q = String::new();
        if cv.is_const() {
            q.push_str("const ");
        }
        if cv.is_volatile() {
            q.push_str("volatile ");
        }
        q
    };
    match ty {
        Ty::Ptr(inner) if cv != Cv::NONE => {
            let held = display_qualified(inner, cv.held(), structs);
            let own = quals(cv);
            format!("{}{}", pointer_to(&held), own.trim_end())
        }
        // (An array's qualifiers are its elements'.)
        Ty::Array(element, n) if cv.held() != Cv::NONE => {
            let element = display_qualified(element, cv.held(), structs);
            match n {
                Some(n) => format!("{element} [{n}]"),
                None => format!("{element} []"),
            }
        }
        _ => format!("{}{}", quals(cv), display(ty, structs)),
    }
}

/// A pointer to the type spelled `target`, as nvcc spells it: `int *`, `int **`, `const int
/// *const *`.
fn pointer_to(target: &str) -> String {
    match target.ends_with('*') {
        true => format!("{target}*"),
        false => format!("{target} *"),
    }
}

/// What a member function type writes after its parameters: ` const`, ` &`, ` const &&`.
pub fn method_qualifiers(f: &FuncTy) -> String {
    let mut out = String::new();
    if f.const_method {
        out += " const";
    }
    if f.volatile_method {
        out += " volatile";
    }
    match f.ref_method {
        Some(RefKind::Lvalue) => out += " &",
        Some(RefKind::Rvalue) => out += " &&",
        None => {}
    }
    out
}
