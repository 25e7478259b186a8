//! Constant expressions over integers and floating-point values, and calls of `constexpr`
//! functions in them (array bounds, template arguments, `static_assert`, initializers of device
//! variables): a function's body is run with its parameters and locals as [`Num`]s, each
//! converted to its declared type when assigned, as C++ converts. What has no floating-point
//! in it is left to the integer evaluator ([`Lowerer::const_eval`]), which sees the locals as
//! template value parameters.
//!
//! What runs: declarations of locals (numbers, and arrays of them), assignments (compound
//! too), increments, `if`, `switch`, `while`, `do`, `for`, `break`, `continue`, `return`,
//! blocks; function templates are called with their parameters deduced from the values. Anything else makes the call not a
//! constant (the caller reports that). An evaluation (the calls it makes included) is bounded
//! in steps, so a loop that never ends is not a constant either.

use super::*;

/// The most statements and loop conditions one outermost call, and the calls it makes, may run.
const MAX_STEPS: u32 = 8_388_608;

/// An integer type as a constant evaluation computes in it: C++'s conversions and wrap-around
/// follow from its width and signedness (`~0u >> 28` is 15, `-1 < 0u` is false).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct IntKind {
    bytes: u8,
    signed: bool,
    /// `bool`: a value converted to it is 0 or 1.
    boolean: bool,
}

impl IntKind {
    pub(super) const INT: IntKind = IntKind::int(4, true);
    pub(super) const LONG: IntKind = IntKind::int(8, true);
    /// `size_t`, what `sizeof` and `alignof` give.
    pub(super) const SIZE: IntKind = IntKind::int(8, false);
    pub(super) const BOOL: IntKind = IntKind {
        bytes: 1,
        signed: false,
        boolean: true,
    };

    const fn int(bytes: u8, signed: bool) -> IntKind {
        IntKind {
            bytes,
            signed,
            boolean: false,
        }
    }

    /// The kind of an integer type (an enumeration's is its underlying type's); `None` for
    /// other types.
    pub(super) fn of(t: &Ty) -> Option<IntKind> {
        match t.underlying() {
            Ty::Bool => Some(IntKind::BOOL),
            Ty::Int { bytes, signed, .. } => Some(IntKind::int(*bytes, *signed)),
            _ => None,
        }
    }

    /// The kind of a value whose type the evaluation does not know (an enumerator, a template
    /// argument, a static member): `int` where it fits, else `long`.
    pub(super) fn fitting(v: i128) -> IntKind {
        match i32::try_from(v) {
            Ok(_) => IntKind::INT,
            Err(_) => IntKind::LONG,
        }
    }

    /// The type of a value of this kind.
    pub(super) fn ty(self) -> Ty {
        match self.boolean {
            true => Ty::Bool,
            false => Ty::int(self.bytes, self.signed),
        }
    }

    /// `v` converted to this type: cut to its width and extended as its signedness says (an
    /// unsigned 128-bit value is kept as its bits).
    pub(super) fn wrap(self, v: i128) -> i128 {
        if self.boolean {
            return (v != 0) as i128;
        }
        let bits = u32::from(self.bytes) * 8;
        if bits >= 128 {
            return v;
        }
        let low = v & ((1i128 << bits) - 1);
        match self.signed && low >> (bits - 1) != 0 {
            true => low - (1i128 << bits),
            false => low,
        }
    }

    /// Whether the floating-point value `f`, its fraction dropped, is a value of this type (C++
    /// makes a conversion of one that is not undefined, so no constant).
    pub(super) fn holds_truncated(self, f: f64) -> bool {
        if self.boolean {
            return true;
        }
        let bits = i32::from(self.bytes) * 8;
        let (low, high) = match self.signed {
            true => (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1)),
            false => (0.0, 2f64.powi(bits)),
        };
        let t = f.trunc();
        t >= low && t < high
    }

    /// What integral promotion makes of it: `int` for the types narrower than `int`.
    pub(super) fn promoted(self) -> IntKind {
        match self.bytes < 4 || self.boolean {
            true => IntKind::INT,
            false => self,
        }
    }

    /// The type the usual arithmetic conversions bring two (promoted) operands to.
    pub(super) fn common(self, other: IntKind) -> IntKind {
        let (a, b) = (self.promoted(), other.promoted());
        if a == b {
            return a;
        }
        if a.signed == b.signed {
            return if a.bytes >= b.bytes { a } else { b };
        }
        let (signed, unsigned) = if a.signed { (a, b) } else { (b, a) };
        match (
            unsigned.bytes >= signed.bytes,
            signed.bytes > unsigned.bytes,
        ) {
            (true, _) => unsigned,
            (_, true) => signed,
            _ => IntKind::int(signed.bytes, false),
        }
    }

    /// How a value of this kind is written (a template argument in a message).
    pub(super) fn display(self, v: i128) -> String {
        match self.unsigned_128() {
            true => (v as u128).to_string(),
            false => v.to_string(),
        }
    }

    /// How many bits a value of this kind has.
    pub(super) fn width(self) -> i128 {
        i128::from(self.bytes) * 8
    }

    /// Whether values of this kind are read as unsigned 128-bit numbers from the bits they are
    /// kept as (every narrower one is kept as its value).
    fn unsigned_128(self) -> bool {
        !self.signed && self.bytes >= 16 && !self.boolean
    }
}

/// What kind of number a constant evaluation holds for a type: an integer of a kind, or a
/// floating-point value (`float` when `true`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NumKind {
    Int(IntKind),
    Float(bool),
}

/// A value a constant evaluation holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Num {
    /// An integer, kept converted to its kind (see [`IntKind::wrap`]).
    Int(i128, IntKind),
    /// A floating-point value, and whether it is a `float` (kept rounded to single precision).
    Float(f64, bool),
}

impl Num {
    /// An `int`'s value (a truth value, a count).
    pub(super) fn of_int(v: i64) -> Num {
        Num::Int(v.into(), IntKind::INT)
    }

    /// The value converted to an integer (toward zero, as C++ converts), as the 64 bits IR
    /// constants and template arguments hold.
    pub(super) fn int(self) -> i64 {
        self.wide_int() as i64
    }

    /// The value converted to an integer of 128 bits.
    pub(super) fn wide_int(self) -> i128 {
        match self {
            Num::Int(v, _) => v,
            Num::Float(f, _) => f as i128,
        }
    }

    pub(super) fn float(self) -> f64 {
        match self {
            Num::Int(v, k) if k.unsigned_128() => v as u128 as f64,
            Num::Int(v, _) => v as f64,
            Num::Float(f, _) => f,
        }
    }

    fn truthy(self) -> bool {
        match self {
            Num::Int(v, _) => v != 0,
            Num::Float(f, _) => f != 0.0,
        }
    }

    /// The value converted to a number of `kind`, as C++ converts.
    pub(super) fn to(self, kind: NumKind) -> Num {
        match (kind, self) {
            (NumKind::Int(k), Num::Float(f, _)) if k.boolean => Num::Int((f != 0.0) as i128, k),
            (NumKind::Int(k), Num::Float(f, _)) if !k.signed => {
                Num::Int(k.wrap(f as u128 as i128), k)
            }
            (NumKind::Int(k), v) => Num::Int(k.wrap(v.wide_int()), k),
            (NumKind::Float(single), v) => Num::Float(rounded(v.float(), single), single),
        }
    }

    /// The kind of the value.
    pub(super) fn kind(self) -> NumKind {
        match self {
            Num::Int(_, k) => NumKind::Int(k),
            Num::Float(_, single) => NumKind::Float(single),
        }
    }

    /// Whether `a op b` of two integers (`+`, `-`, `*`, `/`) leaves the range of their common
    /// type where that is signed: C++ makes it no constant, and nvcc computes it wrapped
    /// around, with its warning "integer operation result is out of range".
    pub(super) fn int_overflows(
        op: BinaryOp,
        (a, ka): (i128, IntKind),
        (b, kb): (i128, IntKind),
    ) -> bool {
        let k = ka.common(kb);
        if !k.signed || k.bytes > 8 {
            return false;
        }
        let (a, b) = (k.wrap(a), k.wrap(b));
        let exact = match op {
            BinaryOp::Add => a.checked_add(b),
            BinaryOp::Sub => a.checked_sub(b),
            BinaryOp::Mul => a.checked_mul(b),
            BinaryOp::Div if b != 0 => a.checked_div(b),
            _ => return false,
        };
        exact.is_some_and(|v| k.wrap(v) != v)
    }

    /// `self op other` of two integers, after the usual arithmetic conversions (for a shift,
    /// integral promotion of the left operand); `None` for a division by zero. A shift count
    /// past the width shifts every bit out, as nvcc's front end computes it (with a warning),
    /// where C++ leaves it undefined.
    pub(super) fn int_arith(
        op: BinaryOp,
        (a, ka): (i128, IntKind),
        (b, kb): (i128, IntKind),
    ) -> Option<Num> {
        use BinaryOp::*;
        let truth = |t: bool| Some(Num::of_int(t as i64));
        if matches!(op, Shl | Shr) {
            let k = ka.promoted();
            let a = k.wrap(a);
            let in_range = (0..k.width()).contains(&b);
            let value = match op {
                _ if !in_range && op == Shr && k.signed => a >> 127,
                _ if !in_range => 0,
                Shl => a.wrapping_shl(b as u32),
                _ if k.unsigned_128() => ((a as u128) >> b) as i128,
                _ => a >> b,
            };
            return Some(Num::Int(k.wrap(value), k));
        }
        if matches!(op, LogAnd | LogOr) {
            return truth(if op == LogAnd {
                a != 0 && b != 0
            } else {
                a != 0 || b != 0
            });
        }
        let k = ka.common(kb);
        let (a, b) = (k.wrap(a), k.wrap(b));
        let unsigned = k.unsigned_128();
        let ordered = match unsigned {
            true => (a as u128).cmp(&(b as u128)),
            false => a.cmp(&b),
        };
        let value = match op {
            Mul => a.wrapping_mul(b),
            Div if unsigned => (a as u128).checked_div(b as u128)? as i128,
            Rem if unsigned => (a as u128).checked_rem(b as u128)? as i128,
            Div => a.checked_div(b)?,
            Rem => a.checked_rem(b)?,
            Add => a.wrapping_add(b),
            Sub => a.wrapping_sub(b),
            BitAnd => a & b,
            BitXor => a ^ b,
            BitOr => a | b,
            Lt => return truth(ordered.is_lt()),
            Gt => return truth(ordered.is_gt()),
            Le => return truth(ordered.is_le()),
            Ge => return truth(ordered.is_ge()),
            Eq => return truth(a == b),
            Ne => return truth(a != b),
            Shl | Shr | LogAnd | LogOr => unreachable!("handled above"),
        };
        Some(Num::Int(k.wrap(value), k))
    }
}

impl TArg {
    /// The template argument a constant makes for a value parameter: an integer as it is
    /// (with its type for an `auto` parameter); a floating-point value (`template <float S>`)
    /// as the bits of its value as a `double`, with its type, which is always there.
    pub(super) fn value(v: Num, typed: Option<Ty>) -> TArg {
        match v {
            Num::Int(i, _) => TArg::Value(i as i64, typed),
            Num::Float(f, single) => TArg::Value(
                rounded(f, single).to_bits() as i64,
                Some(if single { Ty::Float } else { DOUBLE }),
            ),
        }
    }
}

/// The number a value argument holds (see [`TArg::value`]); an integer without a type, of
/// the kind that holds it (see [`IntKind::fitting`]).
pub(super) fn argument_number(v: i64, typed: Option<&Ty>) -> Num {
    match typed {
        Some(Ty::Float) => Num::Float(f64::from_bits(v as u64), true),
        Some(Ty::Double { .. }) => Num::Float(f64::from_bits(v as u64), false),
        Some(t) => match IntKind::of(t) {
            Some(k) => Num::Int(k.wrap(v.into()), k),
            None => Num::Int(v.into(), IntKind::fitting(v.into())),
        },
        None => Num::Int(v.into(), IntKind::fitting(v.into())),
    }
}

/// `v` rounded to single precision when `single`.
fn rounded(v: f64, single: bool) -> f64 {
    if single {
        v as f32 as f64
    } else {
        v
    }
}

/// Whether `e` is computed from literals alone (`2147483647 + 1`, `-(-2147483647 - 1)`), so
/// that the types its arithmetic is done in are certain: the one kind of expression whose
/// overflow is warned about, where a value of a name may be of a type the evaluation guesses.
pub(super) fn literal_only(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int { .. } | ExprKind::Char(..) | ExprKind::Bool(_) => true,
        ExprKind::Unary(UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot, a) => literal_only(a),
        ExprKind::Binary(_, a, b) => literal_only(a) && literal_only(b),
        ExprKind::Cond(c, a, b) => literal_only(c) && literal_only(a) && literal_only(b),
        _ => false,
    }
}

/// Whether `e` computes with floating-point values: a literal, a cast or construction of a
/// floating type, or a floating-point template argument `env` binds. Integer constant
/// expressions that hold one are evaluated as C++ does (`(int)(2.5 * 4)` is 10), through
/// [`Lowerer::const_num`].
pub(super) fn mentions_float(e: &Expr, env: &TEnv) -> bool {
    let mentions_float = |e: &Expr| mentions_float(e, env);
    // (A template parameter bound to a floating type, `T(3) / 4` with `T = double`, too.)
    let floating = |t: &TypeExpr| match t {
        TypeExpr::Builtin(b) => matches!(b, Builtin::Float | Builtin::Double | Builtin::LongDouble),
        TypeExpr::Named(p) => match (p.global, p.segments.as_slice()) {
            (false, [segment]) => matches!(
                env.get(&segment.name),
                Some(TArg::Type(Ty::Float | Ty::Double { .. }, _))
            ),
            _ => false,
        },
        _ => false,
    };
    match &e.kind {
        ExprKind::Float { .. } => true,
        ExprKind::Name(p) => match (p.global, p.segments.as_slice()) {
            (false, [segment]) => matches!(
                env.get(&segment.name),
                Some(TArg::Value(_, Some(Ty::Float | Ty::Double { .. })))
            ),
            _ => false,
        },
        ExprKind::Unary(_, a) => mentions_float(a),
        ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) => mentions_float(a) || mentions_float(b),
        ExprKind::Cond(c, a, b) => mentions_float(c) || mentions_float(a) || mentions_float(b),
        ExprKind::Cast(_, t, a) => floating(t) || mentions_float(a),
        ExprKind::Construct(t, args, _) => floating(t) || args.iter().any(mentions_float),
        _ => false,
    }
}

/// Where a statement leaves control.
enum Flow {
    Next,
    Return(Num),
    Break,
    Continue,
}

/// A call being run: its variables, and the template parameters of where it runs.
struct Frame {
    locals: HashMap<Rc<str>, Num>,
    /// Its local arrays (of numbers, one dimension): the elements, and what kind of number
    /// each is (as [`Num::to`] takes it).
    arrays: HashMap<Rc<str>, (Vec<Num>, NumKind)>,
    env: TEnv,
    ns: NsId,
}

/// What an assignment or increment in a constant evaluation changes.
enum Place {
    Local(Rc<str>),
    Element(Rc<str>, usize),
}

impl Frame {
    fn new(env: TEnv, ns: NsId) -> Frame {
        Frame {
            locals: HashMap::default(),
            arrays: HashMap::default(),
            env,
            ns,
        }
    }

    fn get(&self, place: &Place) -> Num {
        match place {
            Place::Local(n) => self.locals[n],
            Place::Element(n, i) => self.arrays[n].0[*i],
        }
    }

    /// Stores `v`, converted to the kind of number the place holds; returns what it holds.
    fn set(&mut self, place: Place, v: Num) -> Num {
        match place {
            Place::Local(n) => {
                let v = v.to(self.locals[&n].kind());
                self.locals.insert(n, v);
                v
            }
            Place::Element(n, i) => {
                let (elements, kind) = self.arrays.get_mut(&n).expect("a place is an element");
                elements[i] = v.to(*kind);
                elements[i]
            }
        }
    }
}

impl Frame {
    /// The environment of an expression evaluated in the frame: its locals bound as template
    /// value parameters are, integers with their types.
    fn env(&self) -> TEnv {
        let mut env = (*self.env).clone();
        for (n, v) in &self.locals {
            let typed = match v {
                Num::Int(_, k) => Some(k.ty()),
                Num::Float(..) => None,
            };
            env.insert(n.clone(), TArg::value(*v, typed));
        }
        Rc::new(env)
    }
}

impl Lowerer<'_> {
    /// The value of the constant expression `e` (template parameters `env`, namespace `ns`),
    /// floating-point values kept as such.
    /// The value of an element or member of a constant object (`table[2]`, `cfg.v[1]`).
    pub(super) fn subobject_value(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<Num> {
        let Some((item, _, (venv, vns))) = self.constant_subobject(e, env, ns) else {
            return self.run_subobject(e, env, ns).map(|(_, v)| v);
        };
        self.const_num(&item, &venv, vns)
    }

    /// The type and value of an arithmetic member or element of a constant object (see
    /// [`Lowerer::subobject_value`]).
    pub(super) fn constant_member_value(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(Ty, Num)> {
        let Some((item, ty, (venv, vns))) = self.constant_subobject(e, env, ns) else {
            return self.run_subobject(e, env, ns);
        };
        let kind = arith_kind_of(&ty)?;
        let value = self.const_num(&item, &venv, vns)?;
        Some((ty, value.to(kind)))
    }

    /// A constant static data member named alone in its class's scope (`arr` in `static
    /// constexpr int n = arr[2];`): its initializer, its type and its class's parameters and
    /// namespace.
    fn static_member_subobject(
        &mut self,
        p: &Path,
        env: &TEnv,
    ) -> Option<(Expr, Ty, (TEnv, NsId))> {
        let [segment] = p.segments.as_slice() else {
            return None;
        };
        for class in self.class_scopes(env) {
            let info = &self.struct_infos[class.0 as usize];
            let (decl, cenv, cns) = (info.decl.clone(), info.env.clone(), info.ns);
            let fields = decl.body.iter().flat_map(|b| &b.fields);
            let field = fields.into_iter().find(|f| {
                f.is_static && f.name.as_deref() == Some(&*segment.name) && f.init.is_some()
            });
            if let Some(field) = field {
                let cp = self.diags.checkpoint();
                let ty = self.resolve_type(&field.ty, &cenv, cns, field.loc);
                self.diags.rollback(cp);
                let init = field.init.clone()?;
                let ty = self.complete_array_type(ty.ok()?, Some(&init), &Default::default());
                return Some((init, ty, (cenv, cns)));
            }
        }
        None
    }

    /// The part of the initializer of a `constexpr` (or `const`) object at namespace scope,
    /// or of a constant static data member of a class in `env`'s scope, that an element or
    /// member of it is initialized with (`table[2]`, `cfg.v[1]`), with its type and where the
    /// initializer is evaluated (the class's parameters and namespace); braces elided in the
    /// initializer put back first.
    fn constant_subobject(
        &mut self,
        e: &Expr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<(Expr, Ty, (TEnv, NsId))> {
        let (whole, ty, vns) = match &e.kind {
            ExprKind::Name(p) => {
                let found = self
                    .names
                    .lookup_path(ns, p)
                    .into_iter()
                    .find_map(|ent| match ent {
                        Entity::Var(v, vns) if is_constant_variable(&v) => Some((v, vns)),
                        _ => None,
                    });
                let Some((v, vns)) = found else {
                    return self.static_member_subobject(p, env);
                };
                let ty = self
                    .variable_type(&v, &Rc::new(HashMap::default()), vns)
                    .ok()?;
                let init = v.init.clone()?;
                // An object a `constexpr` constructor makes (`constexpr Dim d(4, 8);`): the
                // list of its members' values.
                let made = match (&init.kind, &ty) {
                    (ExprKind::Construct(_, args, _), Ty::Struct(sid)) => {
                        self.constructed_members(*sid, args, vns, init.loc)
                    }
                    _ => None,
                };
                return Some((made.unwrap_or(init), ty, (Rc::new(HashMap::default()), vns)));
            }
            ExprKind::Index(base, _) | ExprKind::Member { base, .. } => {
                self.constant_subobject(base, env, ns)?
            }
            _ => return None,
        };
        let mut whole = self
            .with_elided_braces(
                &ty,
                &whole,
                &braces::Scalars::default(),
                braces::Defaults::Appended,
            )
            .into_owned();
        let mut ty = ty;
        // An index into an aggregate holding one array (`std::array`'s `operator[]`) indexes
        // that array.
        if let (ExprKind::Index(..), Ty::Struct(sid)) = (&e.kind, &ty) {
            if let [braces::Element::Member(f)] = &self.aggregate_elements(*sid)[..] {
                if let (Ty::Array(..), ExprKind::InitList(items)) = (&f.ty, &whole.kind) {
                    let inner = items.first().cloned()?;
                    ty = f.ty.clone();
                    whole = self
                        .with_elided_braces(
                            &ty,
                            &inner,
                            &braces::Scalars::default(),
                            braces::Defaults::Appended,
                        )
                        .into_owned();
                }
            }
        }
        let ExprKind::InitList(items) = &whole.kind else {
            return None;
        };
        let (at, part) = match (&e.kind, &ty) {
            // An index past the array is no constant.
            (ExprKind::Index(_, index), Ty::Array(elem, len)) => {
                let i = usize::try_from(self.const_eval(index, env, ns)?).ok()?;
                if len.is_some_and(|n| i as u64 >= n) {
                    return None;
                }
                (i, (**elem).clone())
            }
            (
                ExprKind::Member {
                    name, arrow: false, ..
                },
                Ty::Struct(sid),
            ) => {
                let field = &name.last().name;
                self.aggregate_elements(*sid)
                    .iter()
                    .enumerate()
                    .find_map(|(i, el)| match el {
                        braces::Element::Member(f) if f.name == *field => Some((i, f.ty.clone())),
                        _ => None,
                    })?
            }
            _ => return None,
        };
        // An element or member the list leaves out is zero.
        let item = items
            .get(at)
            .cloned()
            .unwrap_or_else(|| literal(Num::of_int(0), e.loc));
        Some((item, part, vns))
    }

    /// The members of an object of class `sid` that a `constexpr` constructor makes from
    /// `args` (evaluated in `ns`), as an initializer list of their values: each from the
    /// constructor's member initializer, else the member's default initializer, else zero.
    /// `None` where a value is not a constant or the constructor has a body that does
    /// anything.
    pub(super) fn constructed_members(
        &mut self,
        sid: StructId,
        args: &[Expr],
        ns: NsId,
        loc: Loc,
    ) -> Option<Expr> {
        let no_env: TEnv = Rc::new(HashMap::default());
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.const_num(a, &no_env, ns)?);
        }
        let info = &self.struct_infos[sid.0 as usize];
        let (cenv, cns) = (info.env.clone(), info.ns);
        let ctor = info.decl.body.as_ref()?.methods.iter().find(|m| {
            m.role == FunctionRole::Constructor
                && m.storage.is_constexpr
                && takes_count(m, values.len())
        })?;
        let ctor = ctor.clone();
        if ctor.body.as_ref().is_some_and(|b| !b.is_empty()) {
            return None;
        }
        let mut frame = Frame::new(cenv, cns);
        for (p, v) in ctor.params.iter().zip(values) {
            let kind = self.arith_kind(&p.ty, &frame)?;
            frame.locals.insert(p.name.clone()?, v.to(kind));
        }
        let mut items = Vec::new();
        for element in self.aggregate_elements(sid) {
            let braces::Element::Member(field) = &element else {
                return None;
            };
            let written = ctor
                .member_inits
                .iter()
                .find(|m| *m.simple_name() == field.name);
            let value = match written.map(|m| m.args.as_slice()) {
                Some([arg]) => self.eval(&mut frame, arg)?,
                Some([]) => Num::of_int(0),
                Some(_) => return None,
                None => {
                    let item = self.default_member_item(sid, &element);
                    self.eval(&mut frame, &item)?
                }
            };
            let kind = arith_kind_of(&field.ty)?;
            items.push(literal(value.to(kind), loc));
        }
        Some(Expr {
            kind: ExprKind::InitList(items),
            loc,
        })
    }

    pub(super) fn const_num(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<Num> {
        let mut frame = Frame::new(env.clone(), ns);
        self.eval(&mut frame, e)
    }

    /// The value of calling the `constexpr` function `p` names with `args`: its body run, its
    /// parameters and result converted to their types; `None` when it is not a constant.
    pub(super) fn call_constexpr(
        &mut self,
        p: &Path,
        args: Vec<Num>,
        env: &TEnv,
        ns: NsId,
    ) -> Option<Num> {
        let takes = |f: &FunctionDecl| f.storage.is_constexpr && takes_count(f, args.len());
        let overloads = self
            .names
            .lookup_path(ns, p)
            .into_iter()
            .filter_map(|e| match e {
                Entity::Func(f, fns) if takes(&f) => Some((f, fns)),
                _ => None,
            })
            .collect();
        let function = self
            .best_constexpr_overload(overloads, &args)
            .map(|(f, fns)| (f, fns, Rc::new(HashMap::default())));
        // A static member function (`Cfg::sq(3)`): its class's parameters are bound.
        let function = function.or_else(|| {
            let prefix = Path {
                global: p.global,
                segments: p.segments.get(..p.segments.len().checked_sub(1)?)?.into(),
            };
            if prefix.segments.is_empty() {
                return None;
            }
            let cp = self.diags.checkpoint();
            let class = self.resolve_named_type_quiet(&prefix, env, ns, Loc::default());
            self.diags.rollback(cp);
            let Ok(Ty::Struct(sid)) = class else {
                return None;
            };
            self.constexpr_method(sid, p, args.len(), true)
        });
        // A local holding a lambda without captures (`square(3)`): its invoker.
        let function = function.or_else(|| {
            let [segment] = p.segments.as_slice() else {
                return None;
            };
            let key = super::closures::constant_closure_key(&segment.name);
            let Some(TArg::Type(Ty::Struct(sid), _)) = env.get(&key) else {
                return None;
            };
            let info = &self.struct_infos[sid.0 as usize];
            let invoker = info
                .decl
                .body
                .as_ref()?
                .methods
                .iter()
                .find(|m| &*m.name.last().name == super::closures::INVOKER && takes(m))?;
            Some((invoker.clone(), info.ns, info.env.clone()))
        });
        // A namespace-scope `constexpr` variable holding a lambda without captures
        // (`constexpr auto sq = [](int x) { return x * x; };`): its body, as its invoker's.
        // Its call operator is a host `constexpr` function, which device code calls only under
        // `--expt-relaxed-constexpr`, in constant expressions too (measured).
        let relaxed = self.relaxed_constexpr;
        let function = function.or_else(|| {
            if !relaxed {
                return None;
            }
            self.names
                .lookup_path(ns, p)
                .into_iter()
                .find_map(|e| match e {
                    Entity::Var(v, vns) if v.storage.is_constexpr => {
                        let invoker = super::closures::constant_lambda_invoker(&v)?;
                        Some((invoker, vns, Rc::new(HashMap::default())))
                    }
                    _ => None,
                })
                .filter(|(f, _, _)| takes(f))
        });
        let (f, fns, fenv) = function?;
        self.run_constexpr(f, fns, fenv, p, args, env, ns)
    }

    /// The value of calling the `constexpr` member function `name` of a class object made
    /// with no arguments (`P().add(1, 2)`, `std::plus<int>()(1, 2)`, the function `operator()`),
    /// whose body reads nothing of the object.
    fn call_constexpr_method(
        &mut self,
        class: &TypeExpr,
        name: &Path,
        args: Vec<Num>,
        frame: &Frame,
    ) -> Option<Num> {
        let cp = self.diags.checkpoint();
        let ty = self.resolve_type(class, &frame.env, frame.ns, Loc::default());
        if ty.is_err() {
            self.diags.rollback(cp);
        }
        let Ty::Struct(sid) = ty.ok()? else {
            return None;
        };
        self.call_member_function(sid, name, args, &[], frame)
    }

    /// The value of calling the `constexpr` member function `name` of class `sid` on an object
    /// whose arithmetic `members` are known (by name; those not listed are not constants).
    fn call_member_function(
        &mut self,
        sid: StructId,
        name: &Path,
        args: Vec<Num>,
        members: &[(Rc<str>, Num)],
        frame: &Frame,
    ) -> Option<Num> {
        let (method, cns, cenv) = self.constexpr_method(sid, name, args.len(), false)?;
        let env = frame.env.clone();
        self.run_constexpr_with(method, cns, cenv, name, args, members, &env, frame.ns)
    }

    /// The value of calling the `constexpr` member function `name` of a constant aggregate
    /// (`kCfg.threads()` with `constexpr Cfg kCfg{16, 2};`, or a member of one): the body reads
    /// the object's members of arithmetic type by name.
    fn call_constant_object_method(
        &mut self,
        object: &Expr,
        name: &Path,
        args: Vec<Num>,
        frame: &Frame,
    ) -> Option<Num> {
        let env = frame.env.clone();
        let (_, ty, _) = self.constant_subobject(object, &env, frame.ns)?;
        let Ty::Struct(sid) = ty else {
            return None;
        };
        let mut members = Vec::new();
        for element in self.aggregate_elements(sid) {
            let braces::Element::Member(field) = element else {
                continue;
            };
            let member = Expr {
                kind: ExprKind::Member {
                    base: Box::new(object.clone()),
                    name: Path::simple(field.name.clone()),
                    arrow: false,
                },
                loc: object.loc,
            };
            if let Some(value) = self.subobject_value(&member, &env, frame.ns) {
                members.push((field.name.clone(), value));
            }
        }
        self.call_member_function(sid, name, args, &members, frame)
    }

    /// The `constexpr` member function of `sid` that `name` ends with, taking `arity`
    /// arguments (a `static` one where `static_only`), with its class's namespace and
    /// template parameters.
    fn constexpr_method(
        &self,
        sid: StructId,
        name: &Path,
        arity: usize,
        static_only: bool,
    ) -> Option<(Rc<FunctionDecl>, NsId, TEnv)> {
        let info = &self.struct_infos[sid.0 as usize];
        let method = info.decl.body.as_ref()?.methods.iter().find(|m| {
            m.storage.is_constexpr
                && (m.storage.is_static || !static_only)
                && m.name.last().name == name.last().name
                && takes_count(m, arity)
        })?;
        Some((method.clone(), info.ns, info.env.clone()))
    }

    /// Runs the `constexpr` function `f` (of namespace `fns`, its class's parameters `fenv`)
    /// on `args`, for a call written `p` where `env` and `ns` hold.
    #[allow(clippy::too_many_arguments)]
    fn run_constexpr(
        &mut self,
        f: Rc<FunctionDecl>,
        fns: NsId,
        fenv: TEnv,
        p: &Path,
        args: Vec<Num>,
        env: &TEnv,
        ns: NsId,
    ) -> Option<Num> {
        self.run_constexpr_with(f, fns, fenv, p, args, &[], env, ns)
    }

    /// [`Lowerer::run_constexpr`] of a member function, the object's `members` in scope by
    /// name (its parameters and locals hide them).
    #[allow(clippy::too_many_arguments)]
    fn run_constexpr_with(
        &mut self,
        f: Rc<FunctionDecl>,
        fns: NsId,
        fenv: TEnv,
        p: &Path,
        args: Vec<Num>,
        members: &[(Rc<str>, Num)],
        env: &TEnv,
        ns: NsId,
    ) -> Option<Num> {
        // A variadic template (`f<Ts...>()`) with its pack as long as the written arguments.
        let f = match f
            .template
            .as_ref()
            .is_some_and(|t| t.iter().any(|t| t.pack))
        {
            true => {
                let written = p.last().targs.as_ref().map_or(0, Vec::len);
                let cp = self.diags.checkpoint();
                let expanded = self.expanded_template_for(&f, written);
                self.diags.rollback(cp);
                expanded.ok()??
            }
            false => f,
        };
        let body = f.body.clone()?;
        if self.constexpr_depth > 64 {
            return None;
        }
        let fenv = match &f.template {
            Some(params) => self.constexpr_template_env(params, &f, p, &args, env, ns, fenv)?,
            None => fenv,
        };
        // Numbers are values: a parameter that writes through to the caller's object is left
        // to the evaluation that runs code (`super::constant_objects`).
        if f.params.iter().any(|p| writes_through(&p.ty)) {
            return None;
        }
        let mut frame = Frame::new(fenv, fns);
        frame.locals.extend(members.iter().cloned());
        let given = args.len();
        // More arguments than parameters: a pack expanded for the written template arguments
        // alone, which the deduced ones lengthen; left to the evaluation that runs code.
        if given > f.params.len() {
            return None;
        }
        for (p, v) in f.params.iter().zip(args) {
            let kind = self.arith_kind(&p.ty, &frame)?;
            frame.locals.insert(p.name.clone()?, v.to(kind));
        }
        // The parameters left out take their default arguments.
        for p in &f.params[given..] {
            let kind = self.arith_kind(&p.ty, &frame)?;
            let v = self.eval(&mut frame, p.default.as_ref()?)?;
            frame.locals.insert(p.name.clone()?, v.to(kind));
        }
        let ret = match f.ret {
            TypeExpr::Auto => None,
            ref t => Some(self.arith_kind(t, &frame)?),
        };
        if self.constexpr_depth == 0 {
            self.constexpr_steps = 0;
        }
        self.constexpr_depth += 1;
        let flow = self.run_stmts(&mut frame, &body);
        self.constexpr_depth -= 1;
        match flow? {
            Flow::Return(v) => Some(match ret {
                Some(kind) => v.to(kind),
                None => v,
            }),
            _ => None,
        }
    }

    /// Of the overloads a call names, the one whose parameters take `args` with the least
    /// conversion, ranked as C++ ranks them between arithmetic types (coarsely: an exact match,
    /// then `float` to `double`, then between integers and floating types; the integer types
    /// are one kind); of equals, a non-template before a template, then the first declared.
    fn best_constexpr_overload(
        &mut self,
        overloads: Vec<(Rc<FunctionDecl>, NsId)>,
        args: &[Num],
    ) -> Option<(Rc<FunctionDecl>, NsId)> {
        let mut best: Option<(u32, Rc<FunctionDecl>, NsId)> = None;
        for (f, fns) in overloads {
            let frame = Frame::new(Rc::new(HashMap::default()), fns);
            let mut cost = f.template.is_some() as u32;
            for (param, arg) in f.params.iter().zip(args) {
                // A parameter of a template's type takes the argument as it is.
                let Some(kind) = self.arith_kind(&param.ty, &frame) else {
                    continue;
                };
                cost += match (arg.kind(), kind) {
                    (NumKind::Int(_), NumKind::Int(_)) => 0,
                    (a, k) if a == k => 0,
                    (NumKind::Float(true), NumKind::Float(false)) => 2,
                    _ => 4,
                } * 2;
            }
            if best.as_ref().is_none_or(|(c, ..)| cost < *c) {
                best = Some((cost, f, fns));
            }
        }
        best.map(|(_, f, fns)| (f, fns))
    }

    /// The environment of a call of the function template `f` in a constant expression: its
    /// template parameters bound to the arguments written in `p` (resolved in `env` and `ns`,
    /// where the call is), then to the types of the values `args` that parameters declared
    /// with one of them alone take (an integer is an `int`). `None` when some parameter
    /// stays unbound.
    #[allow(clippy::too_many_arguments)]
    fn constexpr_template_env(
        &mut self,
        params: &[TemplateParam],
        f: &FunctionDecl,
        p: &Path,
        args: &[Num],
        env: &TEnv,
        ns: NsId,
        fenv: TEnv,
    ) -> Option<TEnv> {
        let mut bound = (*fenv).clone();
        let written = p.last().targs.as_deref().unwrap_or_default();
        for (param, arg) in params.iter().zip(written) {
            let value = match arg {
                TemplateArg::Type(t) => {
                    let cp = self.diags.checkpoint();
                    let ty = self.resolve_type(t, env, ns, Loc::default());
                    if ty.is_err() {
                        self.diags.rollback(cp);
                    }
                    TArg::Type(ty.ok()?, Cv::NONE)
                }
                TemplateArg::Expr(e) => match &param.kind {
                    TemplateParamKind::Value { ty, .. } => {
                        self.value_argument(e, ty, None, env, ns)?
                    }
                    _ => TArg::Value(self.const_eval(e, env, ns)?, None),
                },
            };
            bound.insert(param.name.clone(), value);
        }
        for (param, arg) in f.params.iter().zip(args) {
            // `T`, `const T` or `const T&`.
            let TypeExpr::Named(name) = crate::lower::stmt::strip_reference_and_quals(&param.ty)
            else {
                continue;
            };
            let [segment] = name.segments.as_slice() else {
                continue;
            };
            let is_param = params.iter().any(|t| t.name == segment.name);
            if is_param && !bound.contains_key(&segment.name) {
                let ty = match arg {
                    Num::Int(..) => INT,
                    Num::Float(_, true) => Ty::Float,
                    Num::Float(_, false) => DOUBLE,
                };
                bound.insert(segment.name.clone(), TArg::Type(ty, Cv::NONE));
            }
        }
        params
            .iter()
            .all(|t| bound.contains_key(&t.name))
            .then(|| Rc::new(bound))
    }

    /// How a constant evaluation keeps a value of the written type `t` (its names resolved
    /// where `frame` runs); `None` for a type it does not evaluate.
    fn arith_kind(&mut self, t: &TypeExpr, frame: &Frame) -> Option<NumKind> {
        let cp = self.diags.checkpoint();
        let ty = self.resolve_type(t, &frame.env, frame.ns, Loc::default());
        if ty.is_err() {
            self.diags.rollback(cp);
        }
        arith_kind_of(&ty.ok()?)
    }

    /// `v` converted to the written type `t`: to its kind of number, and an integer to the
    /// values of its width and signedness (`(unsigned short)65541` is 5).
    fn converted(&mut self, v: Num, t: &TypeExpr, frame: &Frame) -> Option<Num> {
        let cp = self.diags.checkpoint();
        let ty = self.resolve_type(t, &frame.env, frame.ns, Loc::default());
        let Ok(ty) = ty else {
            self.diags.rollback(cp);
            return None;
        };
        let kind = arith_kind_of(&ty)?;
        match (v, kind) {
            (Num::Float(f, _), NumKind::Int(k)) if !k.holds_truncated(f) => None,
            _ => Some(v.to(kind)),
        }
    }

    /// `v`'s bytes read as a `t` (`__builtin_bit_cast`), for arithmetic types of one size.
    fn bits_read_as(&mut self, v: Num, t: &TypeExpr, frame: &Frame) -> Option<Num> {
        let cp = self.diags.checkpoint();
        let Ok(ty) = self.resolve_type(t, &frame.env, frame.ns, Loc::default()) else {
            self.diags.rollback(cp);
            return None;
        };
        let bits: u64 = match v {
            Num::Float(f, true) => (f as f32).to_bits().into(),
            Num::Float(f, false) => f.to_bits(),
            Num::Int(i, k) if k.bytes <= 8 => i as u64,
            Num::Int(..) => return None,
        };
        let from_bytes = match v {
            Num::Float(_, single) => {
                if single {
                    4
                } else {
                    8
                }
            }
            Num::Int(_, k) => k.bytes,
        };
        let to_bytes = size_align(&ty, &self.structs)?.0;
        if u64::from(from_bytes) != to_bytes {
            return None;
        }
        Some(match arith_kind_of(&ty)? {
            NumKind::Float(true) => Num::Float(f32::from_bits(bits as u32).into(), true),
            NumKind::Float(false) => Num::Float(f64::from_bits(bits), false),
            NumKind::Int(k) => Num::Int(k.wrap(bits.into()), k),
        })
    }

    fn run_stmts(&mut self, frame: &mut Frame, stmts: &[Stmt]) -> Option<Flow> {
        for s in stmts {
            match self.run_stmt(frame, s)? {
                Flow::Next => {}
                flow => return Some(flow),
            }
        }
        Some(Flow::Next)
    }

    /// Why the last outermost evaluation stopped, where it ran out of steps (see
    /// [`MAX_STEPS`]).
    pub(super) fn steps_exhausted_note(&self) -> Option<String> {
        (self.constexpr_steps > MAX_STEPS)
            .then(|| format!("the evaluation did not finish within {MAX_STEPS} steps"))
    }

    /// Counts one step; `None` once the evaluation has run out of them.
    fn step(&mut self) -> Option<()> {
        self.constexpr_steps += 1;
        (self.constexpr_steps <= MAX_STEPS).then_some(())
    }

    fn run_stmt(&mut self, frame: &mut Frame, s: &Stmt) -> Option<Flow> {
        self.step()?;
        Some(match s {
            Stmt::Expr(e) => {
                self.eval(frame, e)?;
                Flow::Next
            }
            Stmt::Decl(vars) => {
                for v in vars {
                    // (A reference local is another name for an object: left to the
                    // evaluation that runs code, as above.)
                    if matches!(
                        crate::lower::stmt::strip_quals(&v.ty),
                        TypeExpr::Reference(..)
                    ) {
                        return None;
                    }
                    if let TypeExpr::Array(elem, size) = &v.ty {
                        let kind = self.arith_kind(elem, frame)?;
                        let items = match &v.init {
                            Some(Expr {
                                kind: ExprKind::InitList(items),
                                ..
                            }) => items.as_slice(),
                            None => &[],
                            Some(_) => return None,
                        };
                        // `T s[] = {4, 8}` is as long as its list.
                        let size = match size {
                            Some(size) => {
                                let env = frame.env();
                                usize::try_from(self.const_eval(size, &env, frame.ns)?).ok()?
                            }
                            None => items.len(),
                        };
                        if items.len() > size || size > 1 << 16 {
                            return None;
                        }
                        let mut elements = vec![Num::of_int(0).to(kind); size];
                        for (slot, item) in elements.iter_mut().zip(items) {
                            *slot = self.eval(frame, item)?.to(kind);
                        }
                        frame.arrays.insert(v.name.clone(), (elements, kind));
                        continue;
                    }
                    let value = match &v.init {
                        Some(Expr {
                            kind:
                                ExprKind::InitList(items)
                                | ExprKind::Construct(TypeExpr::Auto, items, _),
                            ..
                        }) => match items.as_slice() {
                            [] => Num::of_int(0),
                            [one] => self.eval(frame, one)?,
                            _ => return None,
                        },
                        Some(init) => self.eval(frame, init)?,
                        None => Num::of_int(0),
                    };
                    let value = match crate::lower::stmt::strip_quals(&v.ty) {
                        TypeExpr::Auto => value,
                        t => value.to(self.arith_kind(t, frame)?),
                    };
                    frame.locals.insert(v.name.clone(), value);
                }
                Flow::Next
            }
            Stmt::Block(stmts) => self.run_stmts(frame, stmts)?,
            Stmt::If {
                cond, then, els, ..
            } => {
                if self.condition_in(frame, cond)? {
                    self.run_stmt(frame, then)?
                } else if let Some(els) = els {
                    self.run_stmt(frame, els)?
                } else {
                    Flow::Next
                }
            }
            Stmt::While { cond, body, .. } => {
                while self.condition_in(frame, cond)? {
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                }
                Flow::Next
            }
            Stmt::DoWhile { body, cond, .. } => {
                loop {
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                    if !self.eval(frame, cond)?.truthy() {
                        break;
                    }
                }
                Flow::Next
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                if let Some(init) = init {
                    self.run_stmt(frame, init)?;
                }
                loop {
                    if let Some(cond) = cond {
                        if !self.condition_in(frame, cond)? {
                            break;
                        }
                    }
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                    if let Some(step) = step {
                        self.eval(frame, step)?;
                    }
                }
                Flow::Next
            }
            Stmt::Switch { cond, body, .. } => {
                let value = self.eval(frame, cond)?.int();
                let stmts = match &**body {
                    Stmt::Block(stmts) => stmts.as_slice(),
                    one => std::slice::from_ref(one),
                };
                // The label control goes to (one in a nested statement is not looked for).
                let mut matched = None;
                for (i, s) in stmts.iter().enumerate() {
                    if let Stmt::Case(low, high, _) = s {
                        let env = frame.env();
                        let low = self.const_eval(low, &env, frame.ns)?;
                        let high = match high {
                            Some(h) => self.const_eval(h, &env, frame.ns)?,
                            None => low,
                        };
                        if (low..=high).contains(&value) {
                            matched = Some(i);
                            break;
                        }
                    }
                }
                let start =
                    matched.or_else(|| stmts.iter().position(|s| matches!(s, Stmt::Default(_))));
                let Some(start) = start else {
                    return Some(Flow::Next);
                };
                match self.run_stmts(frame, &stmts[start..])? {
                    Flow::Break | Flow::Next => Flow::Next,
                    flow => flow,
                }
            }
            Stmt::Case(..) | Stmt::Default(_) => Flow::Next,
            Stmt::Return(Some(e), _) => Flow::Return(self.eval(frame, e)?),
            Stmt::Break(_) => Flow::Break,
            Stmt::Continue(_) => Flow::Continue,
            Stmt::Empty | Stmt::Pragma(_) => Flow::Next,
            // (Checked where the function is compiled.)
            Stmt::LocalItem(Item::StaticAssert(_)) => Flow::Next,
            // A local `typedef` or alias: bound as a template parameter is.
            Stmt::LocalItem(Item::Alias {
                name,
                ty,
                template: None,
                ..
            }) => {
                let cp = self.diags.checkpoint();
                let resolved = self.resolve_type(ty, &frame.env, frame.ns, Loc::default());
                let Ok(resolved) = resolved else {
                    self.diags.rollback(cp);
                    return None;
                };
                let cv = self.cv_of(ty, &frame.env, frame.ns);
                let mut env = (*frame.env).clone();
                env.insert(name.clone(), TArg::Type(resolved, cv));
                frame.env = Rc::new(env);
                Flow::Next
            }
            _ => return None,
        })
    }

    /// A condition: an expression or a declaration (`if (int k = f())`).
    fn condition_in(&mut self, frame: &mut Frame, cond: &Stmt) -> Option<bool> {
        self.step()?;
        match cond {
            Stmt::Expr(e) => Some(self.eval(frame, e)?.truthy()),
            Stmt::Decl(vars) if vars.len() == 1 => {
                self.run_stmt(frame, cond)?;
                Some(frame.locals.get(&vars[0].name).copied()?.truthy())
            }
            _ => None,
        }
    }

    /// The value of `e` with the frame's variables, carrying out its assignments.
    fn eval(&mut self, frame: &mut Frame, e: &Expr) -> Option<Num> {
        let local = |e: &Expr| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                Some(p.segments[0].name.clone())
            }
            _ => None,
        };
        match &e.kind {
            ExprKind::Float { value, single, .. } => {
                Some(Num::Float(rounded(*value, *single), *single))
            }
            ExprKind::Name(_) if local(e).is_some_and(|n| frame.locals.contains_key(&n)) => {
                local(e).and_then(|n| frame.locals.get(&n).copied())
            }
            ExprKind::Name(p) => {
                if let (false, [segment]) = (p.global, p.segments.as_slice()) {
                    if let (None, Some(TArg::Value(v, _))) =
                        (&segment.targs, frame.env.get(&segment.name))
                    {
                        let typed = super::value_param_type(&frame.env, &segment.name);
                        return Some(argument_number(*v, typed));
                    }
                }
                // A constant of floating type keeps its fraction.
                let env = frame.env();
                let var = match self.variable_template(p, &env, frame.ns, e.loc) {
                    Ok(Some(found)) => Some((found.var, found.env, found.ns)),
                    _ => {
                        self.names
                            .lookup_path(frame.ns, p)
                            .into_iter()
                            .find_map(|ent| match ent {
                                Entity::Var(v, vns) if p.last().targs.is_none() => {
                                    Some((v, Rc::new(HashMap::default()), vns))
                                }
                                _ => None,
                            })
                    }
                };
                if let Some((v, venv, vns)) = var {
                    let scope = Frame::new(venv.clone(), vns);
                    if let Some(NumKind::Float(single)) = self.arith_kind(&v.ty, &scope) {
                        let f = self.float_constant(&v, &venv, vns)?;
                        return Some(Num::Float(rounded(f, single), single));
                    }
                }
                self.integer_constant(e, &env, frame.ns)
            }
            ExprKind::Index(..) => match self.place(frame, e) {
                Some(place) => Some(frame.get(&place)),
                None => self.subobject_value(e, &frame.env.clone(), frame.ns),
            },
            ExprKind::Member { arrow: false, .. } => {
                self.subobject_value(e, &frame.env.clone(), frame.ns)
            }
            ExprKind::Assign(op, target, value) => {
                let place = self.place(frame, target)?;
                let v = self.eval(frame, value)?;
                let old = frame.get(&place);
                let v = match op {
                    None => v,
                    Some(op) => self.const_arith(*op, old, v)?,
                };
                Some(frame.set(place, v))
            }
            ExprKind::Unary(
                op @ (UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec),
                target,
            ) => {
                let place = self.place(frame, target)?;
                let old = frame.get(&place);
                let new = match (old, op) {
                    (Num::Int(v, k), UnaryOp::PreInc | UnaryOp::PostInc) => {
                        Num::Int(k.wrap(v.wrapping_add(1)), k)
                    }
                    (Num::Int(v, k), _) => Num::Int(k.wrap(v.wrapping_sub(1)), k),
                    (Num::Float(v, s), UnaryOp::PreInc | UnaryOp::PostInc) => {
                        Num::Float(rounded(v + 1.0, s), s)
                    }
                    (Num::Float(v, s), _) => Num::Float(rounded(v - 1.0, s), s),
                };
                let new = frame.set(place, new);
                Some(match op {
                    UnaryOp::PreInc | UnaryOp::PreDec => new,
                    _ => old,
                })
            }
            // A scalar's braced initializer (`int x{3};`, `T zero{};`).
            ExprKind::InitList(items) => match items.as_slice() {
                [] => Some(Num::of_int(0)),
                [item] => self.eval(frame, item),
                _ => None,
            },
            ExprKind::Comma(a, b) => {
                self.eval(frame, a)?;
                self.eval(frame, b)
            }
            ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), a, b) => {
                let a = self.eval(frame, a)?.truthy();
                if a == (*op == BinaryOp::LogOr) {
                    return Some(Num::of_int(a as i64));
                }
                Some(Num::of_int(self.eval(frame, b)?.truthy() as i64))
            }
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.eval(frame, a)?, self.eval(frame, b)?);
                self.const_arith(*op, a, b)
            }
            ExprKind::Unary(op @ (UnaryOp::Neg | UnaryOp::Plus | UnaryOp::Not), a) => {
                match (self.eval(frame, a)?, op) {
                    (v, UnaryOp::Not) => Some(Num::of_int(!v.truthy() as i64)),
                    (Num::Float(v, s), UnaryOp::Neg) => Some(Num::Float(-v, s)),
                    (v @ Num::Float(..), _) => Some(v),
                    (Num::Int(v, k), UnaryOp::Neg) => {
                        let k = k.promoted();
                        Some(Num::Int(k.wrap(v.wrapping_neg()), k))
                    }
                    (Num::Int(v, k), _) => Some(Num::Int(v, k.promoted())),
                }
            }
            // The chosen operand converted to the conditional's type (`b ? 7 : 2.5` is 7.0),
            // where the other one's is known without evaluating it.
            ExprKind::Cond(c, a, b) => {
                let (chosen, other) = match self.eval(frame, c)?.truthy() {
                    true => (a, b),
                    false => (b, a),
                };
                let v = self.eval(frame, chosen)?;
                Some(match self.static_kind(frame, other) {
                    Some(kind) => v.to(common_kind(v.kind(), kind)),
                    None => v,
                })
            }
            ExprKind::Cast(CastKind::Bit, t, a) => {
                let v = self.eval(frame, a)?;
                self.bits_read_as(v, t, frame)
            }
            ExprKind::Cast(_, t, a) => {
                let v = self.eval(frame, a)?;
                self.converted(v, t, frame)
            }
            ExprKind::Construct(t, args, _) => match args.as_slice() {
                [] => self.converted(Num::of_int(0), t, frame),
                [a] => {
                    let v = self.eval(frame, a)?;
                    self.converted(v, t, frame)
                }
                _ => None,
            },
            ExprKind::Unary(UnaryOp::BitNot, a) => match self.eval(frame, a)? {
                Num::Int(v, k) => {
                    let k = k.promoted();
                    Some(Num::Int(k.wrap(!v), k))
                }
                Num::Float(..) => None,
            },
            ExprKind::Call(callee, args) => {
                let mut computed = self.call_in_frame(frame, callee, args);
                // What this evaluation does not compute, the lowered code of the outermost
                // call computes (see `constant_objects`).
                if computed.is_none() && self.constexpr_depth == 0 {
                    let env = frame.env();
                    computed = self.run_constexpr_call(e, &env, frame.ns);
                }
                if computed.is_none() {
                    let env = frame.env();
                    if let Some(call) = self.as_operator_call(e, &env, frame.ns) {
                        return self.eval(frame, &call);
                    }
                }
                computed
            }
            ExprKind::Unary(..) => None,
            _ => {
                let env = frame.env();
                self.integer_constant(e, &env, frame.ns)
            }
        }
    }

    /// `e` as the call of the operator function it is, where it applies `[]` or `()` to a
    /// class object (`table[1]`, `scale(2)` of a constant object): `table.operator[](1)`, a
    /// member function call as any other.
    pub(super) fn as_operator_call(&mut self, e: &Expr, env: &TEnv, ns: NsId) -> Option<Expr> {
        let (object, operator, args) = match &e.kind {
            ExprKind::Index(base, index) => (base, "operator[]", vec![(**index).clone()]),
            ExprKind::Call(callee, args) => match &callee.kind {
                // (A constant local is bound in `env`.)
                ExprKind::Name(p) if p.segments.len() == 1 && env.contains_key(&p.last().name) => {
                    (callee, "operator()", args.clone())
                }
                ExprKind::Name(p)
                    if self
                        .names
                        .lookup_path(ns, p)
                        .iter()
                        .any(|ent| matches!(ent, Entity::Var(..))) =>
                {
                    (callee, "operator()", args.clone())
                }
                _ => return None,
            },
            _ => return None,
        };
        let cp = self.diags.checkpoint();
        let ty = self.value_type_outside_functions(object, env, ns);
        self.diags.rollback(cp);
        let Some(Ty::Struct(_)) = ty else {
            return None;
        };
        let callee = Expr {
            kind: ExprKind::Member {
                base: object.clone(),
                name: Path::simple(operator.into()),
                arrow: false,
            },
            loc: object.loc,
        };
        Some(Expr {
            kind: ExprKind::Call(Box::new(callee), args),
            loc: e.loc,
        })
    }

    /// The value of a call of `callee` with `args` that this evaluation computes.
    /// The kind of number `e` gives, where it is known without running anything that could
    /// change the frame or not end (literals, the frame's locals, casts and arithmetic of
    /// those); `None` otherwise.
    fn static_kind(&mut self, frame: &mut Frame, e: &Expr) -> Option<NumKind> {
        match &e.kind {
            ExprKind::Int { .. }
            | ExprKind::Float { .. }
            | ExprKind::Char(..)
            | ExprKind::Bool(_) => Some(self.eval(frame, e)?.kind()),
            ExprKind::Name(p) if p.segments.len() == 1 => {
                frame.locals.get(&p.last().name).map(|v| v.kind())
            }
            ExprKind::Cast(CastKind::Bit, ..) => None,
            ExprKind::Cast(_, t, _) => self.arith_kind(t, frame),
            ExprKind::Unary(UnaryOp::Not, _) => Some(NumKind::Int(IntKind::INT)),
            ExprKind::Unary(UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot, a) => {
                Some(match self.static_kind(frame, a)? {
                    NumKind::Int(k) => NumKind::Int(k.promoted()),
                    float => float,
                })
            }
            ExprKind::Binary(op, a, b) => {
                use BinaryOp::*;
                match op {
                    Lt | Gt | Le | Ge | Eq | Ne | LogAnd | LogOr => {
                        Some(NumKind::Int(IntKind::INT))
                    }
                    Shl | Shr => match self.static_kind(frame, a)? {
                        NumKind::Int(k) => Some(NumKind::Int(k.promoted())),
                        NumKind::Float(_) => None,
                    },
                    _ => {
                        let (ka, kb) = (self.static_kind(frame, a)?, self.static_kind(frame, b)?);
                        Some(common_kind(ka, kb))
                    }
                }
            }
            ExprKind::Cond(_, a, b) => {
                let (ka, kb) = (self.static_kind(frame, a)?, self.static_kind(frame, b)?);
                Some(common_kind(ka, kb))
            }
            _ => None,
        }
    }

    fn call_in_frame(&mut self, frame: &mut Frame, callee: &Expr, args: &[Expr]) -> Option<Num> {
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.eval(frame, a)?);
        }
        match &callee.kind {
            ExprKind::Name(p) => {
                let env = frame.env.clone();
                self.call_constexpr(p, values, &env, frame.ns)
            }
            // `P().add(1, 2)`
            ExprKind::Member {
                base,
                name,
                arrow: false,
            } => match &base.kind {
                ExprKind::Construct(t, made, _) if made.is_empty() => {
                    self.call_constexpr_method(t, name, values, frame)
                }
                // `kCfg.threads()` of a constant aggregate.
                _ => self.call_constant_object_method(base, name, values, frame),
            },
            // `std::plus<int>()(1, 2)`
            ExprKind::Construct(t, made, _) if made.is_empty() => {
                let call = Path::simple("operator()".into());
                self.call_constexpr_method(t, &call, values, frame)
            }
            _ => None,
        }
    }

    /// What the assignment target `e` is: a local of the frame, or an element (in bounds) of
    /// one of its arrays.
    fn place(&mut self, frame: &mut Frame, e: &Expr) -> Option<Place> {
        let name = |e: &Expr| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                Some(p.segments[0].name.clone())
            }
            _ => None,
        };
        match &e.kind {
            ExprKind::Index(array, index) => {
                let array = name(array).filter(|n| frame.arrays.contains_key(n))?;
                let index = usize::try_from(self.eval(frame, index)?.int()).ok()?;
                (index < frame.arrays[&array].0.len()).then_some(Place::Element(array, index))
            }
            _ => name(e)
                .filter(|n| frame.locals.contains_key(n))
                .map(Place::Local),
        }
    }

    /// `a op b` as C++ computes it on constants: integers as the integer evaluator does,
    /// floating-point values in the wider of the two types.
    pub(super) fn const_arith(&mut self, op: BinaryOp, a: Num, b: Num) -> Option<Num> {
        use BinaryOp::*;
        let (Num::Int(x, kx), Num::Int(y, ky)) = (a, b) else {
            let single = [a, b].iter().all(|v| v.kind() != NumKind::Float(false));
            let (x, y) = (a.float(), b.float());
            let value = |v: f64| Some(Num::Float(rounded(v, single), single));
            let truth = |t: bool| Some(Num::of_int(t as i64));
            return match op {
                Add => value(x + y),
                Sub => value(x - y),
                Mul => value(x * y),
                Div => value(x / y),
                Lt => truth(x < y),
                Gt => truth(x > y),
                Le => truth(x <= y),
                Ge => truth(x >= y),
                Eq => truth(x == y),
                Ne => truth(x != y),
                _ => None,
            };
        };
        Num::int_arith(op, (x, kx), (y, ky))
    }
}

/// The kind of number the usual arithmetic conversions make of operands of kinds `a` and `b`.
fn common_kind(a: NumKind, b: NumKind) -> NumKind {
    match (a, b) {
        (NumKind::Int(x), NumKind::Int(y)) => NumKind::Int(x.common(y)),
        (NumKind::Float(x), NumKind::Float(y)) => NumKind::Float(x && y),
        (NumKind::Float(single), _) | (_, NumKind::Float(single)) => NumKind::Float(single),
    }
}

/// Whether a call with `count` arguments gives `f` each parameter without a default argument,
/// and none too many.
/// Whether a parameter of written type `t` can change the caller's object: a reference that
/// is not an lvalue reference to `const`.
fn writes_through(t: &TypeExpr) -> bool {
    match crate::lower::stmt::strip_quals(t) {
        TypeExpr::Reference(inner, RefKind::Lvalue) => !is_const_type(inner),
        TypeExpr::Reference(..) => true,
        _ => false,
    }
}

fn takes_count(f: &FunctionDecl, count: usize) -> bool {
    let required = f.params.iter().take_while(|p| p.default.is_none()).count();
    (required..=f.params.len()).contains(&count)
}

/// The literal of a constant's value, as an initializer's item.
fn literal(v: Num, loc: Loc) -> Expr {
    let kind = match v {
        Num::Float(value, single) => ExprKind::Float {
            value,
            single,
            long: false,
        },
        Num::Int(n, k) if n < 0 && !k.unsigned_128() => ExprKind::Unary(
            UnaryOp::Neg,
            Box::new(literal(Num::Int(n.wrapping_neg(), IntKind::LONG), loc)),
        ),
        Num::Int(n, k) => ExprKind::Int {
            value: n as u64,
            suffix: Rc::from(if !k.signed && k.bytes >= 8 { "ull" } else { "" }),
            decimal: true,
        },
    };
    Expr { kind, loc }
}

/// How a value of type `t` is kept; `None` for a type a constant evaluation does not hold.
pub(super) fn arith_kind_of(t: &Ty) -> Option<NumKind> {
    match t {
        Ty::Float => Some(NumKind::Float(true)),
        Ty::Double { .. } => Some(NumKind::Float(false)),
        t => IntKind::of(t).map(NumKind::Int),
    }
}
