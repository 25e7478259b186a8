//! Template arguments as the host side of a program names them.
//!
//! A templated kernel's host stub registers its instantiation with a string built by the host
//! compiler: `t:<type>` for a type argument, where `<type>` is the Itanium-mangled name
//! `typeid(T).name()` gives (`f`, `Pi`, `PK6Vector`, `N2ns4PairIifEE`), `v:<decimal>` for a
//! value argument, `F:<hex>` or `D:<hex>` for one of type `float` or `double` (the bits of
//! its value as a `double`), `o:<type>:<hex>` for a value of class type (its object's bytes),
//! and `T:<type>` for a template argument, `<type>` being a tag class
//! instantiated with the template (`N12_GLOBAL__N_116__fc_template_0_0I4PlusEE`), or
//! `x:<name>` for a template an explicit specialization names as written (`ns::Plus`),
//! separated by commas. In a program built without RTTI (`-fno-rtti`) a `<type>` is the host
//! compiler's pretty name of the function that gives it (`const char*
//! __ferrocuda_type_name() [with _T = __fc_cv_tag<float>]`), which spells the type as C++
//! writes it. This module turns such strings back into written types and template names.
//! (Arguments written as C++ writes them, [`WRITTEN`], are parsed as a program's are.)

use crate::ast::*;
use std::rc::Rc;

/// The prefix of template arguments given as C++ writes them (`w:float, 256`), as NVRTC's name
/// expressions give them, rather than in the host's encoding.
pub const WRITTEN: &str = "w:";

/// One argument from the host: a type as written, or a value.
#[derive(Clone, Debug, PartialEq)]
pub enum HostArg {
    Type(TypeExpr),
    /// A type as C++ writes it (from a program built without RTTI), to be parsed where the
    /// program's names are known.
    WrittenType(String),
    Value(i64),
    /// A floating-point value, and whether its type is `float`.
    Float(f64, bool),
    /// A function or an object, by its qualified name, for a parameter of type `ty` (a
    /// pointer, or a reference to an object).
    Entity {
        ty: TypeExpr,
        name: Path,
    },
    /// A class template, by its qualified name.
    Template(Path),
    /// A value of class type (C++20), by its class and its object's bytes.
    Object {
        ty: TypeExpr,
        bytes: Vec<u8>,
    },
}

pub fn parse_host_args(s: &str) -> Result<Vec<HostArg>, String> {
    let mut out = Vec::new();
    for part in top_level_parts(s).filter(|p| !p.is_empty()) {
        if let Some(v) = part.strip_prefix("v:") {
            // An unsigned value past `i64::MAX` is kept as its bits.
            let v = v.trim();
            let value = v
                .parse::<i64>()
                .ok()
                .or_else(|| v.parse::<u64>().ok().map(|u| u as i64))
                .ok_or_else(|| format!("bad template value argument '{v}'"))?;
            out.push(HostArg::Value(value));
        } else if let Some((single, bits)) = part
            .strip_prefix("F:")
            .map(|b| (true, b))
            .or_else(|| part.strip_prefix("D:").map(|b| (false, b)))
        {
            let bits = u64::from_str_radix(bits.trim(), 16)
                .map_err(|_| format!("bad template value argument '{bits}'"))?;
            out.push(HostArg::Float(f64::from_bits(bits), single));
        } else if let Some(written) = part.strip_prefix("t:").and_then(pretty_type_argument) {
            let written = written
                .strip_prefix("__fc_cv_tag<")
                .and_then(|w| w.strip_suffix('>'));
            let written = written
                .ok_or_else(|| format!("cannot read the template type argument '{part}'"))?;
            out.push(HostArg::WrittenType(written.trim().to_string()));
        } else if let Some(t) = part.strip_prefix("T:").and_then(pretty_type_argument) {
            // `__fc_template_0_0<ops::Plus>`: the tag's argument is the template.
            let template = t
                .split_once('<')
                .and_then(|(_, rest)| rest.strip_suffix('>'))
                .ok_or_else(|| format!("cannot read the template argument '{t}'"))?;
            out.push(HostArg::Template(written_template(template)?));
        } else if let Some(t) = ["f:", "o:"]
            .iter()
            .find_map(|kind| part.strip_prefix(kind))
            .filter(|t| pretty_type_argument(t).is_some())
        {
            return Err(format!(
                "cannot read the template argument '{t}': a function, an object or a value of class type as a kernel's template argument needs the host code built with RTTI (not -fno-rtti)"
            ));
        } else if let Some(t) = part.strip_prefix("t:") {
            let ty = demangle(t)
                .map(unwrap_cv_tag)
                .ok_or_else(|| format!("cannot read the template type argument '{t}'"))?;
            out.push(HostArg::Type(ty));
        } else if let Some(t) = part.strip_prefix("o:") {
            // `<type>:<hex bytes>`
            let bad = || format!("cannot read the template argument '{t}'");
            let (name, hex) = t.rsplit_once(':').ok_or_else(bad)?;
            let ty = demangle(name).ok_or_else(bad)?;
            let bytes = (0..hex.len() / 2)
                .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2).unwrap_or("?"), 16))
                .collect::<Result<Vec<u8>, _>>()
                .map_err(|_| bad())?;
            out.push(HostArg::Object { ty, bytes });
        } else if let Some(t) = part.strip_prefix("f:") {
            let function = demangle_value_tag(t)
                .ok_or_else(|| format!("cannot read the template argument '{t}'"))?;
            out.push(function);
        } else if let Some(t) = part.strip_prefix("T:") {
            let template = match demangle(t) {
                Some(TypeExpr::Named(tag)) => match tag.last().targs.as_deref() {
                    Some([TemplateArg::Type(TypeExpr::Named(template))]) => Some(template.clone()),
                    _ => None,
                },
                _ => None,
            };
            let template =
                template.ok_or_else(|| format!("cannot read the template argument '{t}'"))?;
            out.push(HostArg::Template(template));
        } else if let Some(written) = part.strip_prefix("x:") {
            // A template as an explicit specialization writes it (`Other`, `ns::Other`).
            out.push(HostArg::Template(written_template(written)?));
        } else {
            return Err(format!("bad template argument '{part}'"));
        }
    }
    Ok(out)
}

/// The type the pretty name of `__ferrocuda_type_name<T>` gives `T` as: GCC's `... () [with
/// __T = TYPE]`, Clang's `... () [__T = TYPE]` (the parameter's name is the first
/// declaration's); a name in an unnamed namespace (GCC's `{anonymous}::`) as the namespace
/// around it sees it. `None` for a mangled name.
fn pretty_type_argument(name: &str) -> Option<String> {
    let body = name.strip_suffix(']')?;
    let (_, parameter) = body.split_once("() [")?;
    let (_, ty) = parameter.split_once(" = ")?;
    Some(
        ty.replace("{anonymous}::", "")
            .replace("(anonymous namespace)::", ""),
    )
}

/// `s` split at its commas outside brackets: a type that RTTI does not mangle has its own
/// (`Vec<int, 2>`).
fn top_level_parts(s: &str) -> impl Iterator<Item = &str> {
    let mut depth = 0i32;
    s.split(move |c| {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            _ => {}
        }
        c == ',' && depth == 0
    })
}

/// A template's name as written (`Other`, `ns::Other`, `::Other`).
fn written_template(written: &str) -> Result<Path, String> {
    let names: Vec<&str> = written.split("::").map(str::trim).collect();
    let global = names.first() == Some(&"");
    let segments: crate::ast::Segments = names
        .iter()
        .filter(|n| !n.is_empty())
        .map(|n| Segment {
            name: (*n).into(),
            targs: None,
        })
        .collect();
    let plain = |n: &Segment| n.name.chars().all(|c| c.is_alphanumeric() || c == '_');
    if segments.is_empty() || !segments.iter().all(plain) {
        return Err(format!("cannot read the template argument '{written}'"));
    }
    Ok(Path { global, segments })
}

/// The kernel template instance a symbol of the host's object stands for: the host pass's
/// `__fc_instance_<id><args...>::record` (see the driver's stubs), as the instance's `id` and
/// its template arguments. `None` for any other symbol, and for one whose arguments are not
/// types and numbers (a closure's type, a function, a template).
pub fn instance_record(symbol: &str) -> Option<(usize, Vec<HostArg>)> {
    let mut d = Demangler {
        s: symbol.strip_prefix("_Z")?.as_bytes(),
        pos: 0,
        subs: Vec::new(),
    };
    if d.peek()? != b'N' {
        return None;
    }
    let TypeExpr::Named(path) = d.ty_inner()? else {
        return None;
    };
    let ([.., instance, record], true) = (path.segments.as_slice(), d.pos == d.s.len()) else {
        return None;
    };
    if &*record.name != "record" {
        return None;
    }
    let id = instance.name.strip_prefix("__fc_instance_")?.parse().ok()?;
    let args = instance
        .targs
        .as_ref()?
        .iter()
        .map(host_arg)
        .collect::<Option<_>>()?;
    Some((id, args))
}

/// For an instance record whose template arguments name a class local to a function (a
/// type `main` defines, mangled `Z4mainE5Local`), which device code cannot name and CUDA does
/// not allow as a kernel's template argument: the record's number and the class's name.
pub fn local_type_in_record(symbol: &str) -> Option<(usize, String)> {
    let after = &symbol[symbol.find("__fc_instance_")? + "__fc_instance_".len()..];
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    let id = after[..digits].parse().ok()?;
    // The template arguments, `I ... E`, without the record's own name.
    let local = after[digits..].strip_suffix("E6recordE")?;
    let b = local.as_bytes();
    // A local name is `Z <function> E <entity>` (where `L_Z` is an external name, a function's
    // or variable's): the entity is the first length-prefixed name after an `E` that follows.
    let start = (1..b.len()).find(|&i| b[i] == b'Z' && b[i - 1] != b'_')?;
    (start..b.len()).find_map(|i| {
        let rest = local.get(i + 1..).filter(|_| b[i] == b'E')?;
        let n_digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let n: usize = rest[..n_digits].parse().ok()?;
        let name = rest.get(n_digits..n_digits + n)?;
        let identifier = name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_');
        identifier.then(|| (id, name.to_string()))
    })
}

/// A template argument a mangled name spells, as the host's registration gives it.
fn host_arg(arg: &TemplateArg) -> Option<HostArg> {
    let int = |e: &Expr| match e.kind {
        ExprKind::Int { value, .. } => Some(value as i64),
        _ => None,
    };
    match arg {
        TemplateArg::Type(t) => Some(HostArg::Type(t.clone())),
        TemplateArg::Expr(e) => match &e.kind {
            ExprKind::Unary(UnaryOp::Neg, v) => Some(HostArg::Value(int(v)?.wrapping_neg())),
            ExprKind::Float { value, single, .. } => Some(HostArg::Float(*value, *single)),
            _ => Some(HostArg::Value(int(e)?)),
        },
    }
}

/// The type a host stub names as `__fc_cv_tag<T>`, which keeps the `const` and `volatile` that
/// `typeid(T)` would drop; any other type as it is.
fn unwrap_cv_tag(tag: TypeExpr) -> TypeExpr {
    if let TypeExpr::Named(p) = &tag {
        if let ("__fc_cv_tag", Some([TemplateArg::Type(t)])) =
            (p.last().name.as_ref(), p.last().targs.as_deref())
        {
            return t.clone();
        }
    }
    tag
}

/// The type `mangled` (an Itanium-mangled type name) names.
fn demangle(mangled: &str) -> Option<TypeExpr> {
    let mut d = Demangler {
        s: mangled.as_bytes(),
        pos: 0,
        subs: Vec::new(),
    };
    d.ty()
}

/// The function or object a value tag names: `typeid(__fc_value_tag<float (*)(float), sq>)`
/// is `14__fc_value_tagIPFffEXadL_Z2sqfEEE`, the pointer's type and the address of the
/// function's mangled name (`_Z`, `L` for internal linkage, the name, then its parameters,
/// which the pointer's type says again); `__fc_value_tag<int*, table>` is
/// `14__fc_value_tagIPiXadL_Z5tableEEE` and `__fc_value_tag<int&, counter>`, a reference,
/// `14__fc_value_tagIRiL_Z7counterEE`.
fn demangle_value_tag(mangled: &str) -> Option<HostArg> {
    let mut d = Demangler {
        s: mangled.as_bytes(),
        pos: 0,
        subs: Vec::new(),
    };
    let tag = d.segment_name()?;
    if tag != "__fc_value_tag" || d.peek()? != b'I' {
        return None;
    }
    // The tag's template name is the first substitution candidate (`S_`), so the pointer's
    // type counts its own from `S0_` (`PFvPiS0_E` is `void (*)(int *, int *)`).
    d.subs.push(TypeExpr::Named(Path::simple(tag.into())));
    d.pos += 1;
    let ty = d.ty()?;
    let rest = mangled.get(d.pos..)?;
    let encoding = match rest.strip_prefix("XadL_Z") {
        Some(address) => address.strip_suffix("EEE")?,
        None => rest.strip_prefix("L_Z")?.strip_suffix("EE")?,
    };
    let encoding = encoding.strip_prefix('L').unwrap_or(encoding);
    // One mangled name, one list of substitutions: a member's class is the type's
    // (`M1PiXadL_ZNS0_1yEEE` is `&P::y`).
    let mut name = Demangler {
        s: encoding.as_bytes(),
        pos: 0,
        subs: d.subs,
    };
    match name.ty_inner()? {
        TypeExpr::Named(name) => Some(HostArg::Entity { ty, name }),
        _ => None,
    }
}

struct Demangler<'a> {
    s: &'a [u8],
    pos: usize,
    /// The substitution candidates (`S_`, `S0_`, ...), in the order the mangling adds them:
    /// template names, then each class, template instance, pointer or qualified type.
    subs: Vec<TypeExpr>,
}

impl<'a> Demangler<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn ty(&mut self) -> Option<TypeExpr> {
        // `r`: a `__restrict__` pointer, the pointer to device code (a candidate of its own).
        if self.peek() == Some(b'r') {
            self.pos += 1;
            let t = self.ty()?;
            self.subs.push(t.clone());
            return Some(t);
        }
        let t = self.ty_inner()?;
        if !matches!(t, TypeExpr::Builtin(_)) && !self.subs.contains(&t) {
            self.subs.push(t.clone());
        }
        Some(t)
    }

    /// `S_`, `S<seq-id>_`: an earlier candidate, possibly a template name that takes arguments.
    fn substitution(&mut self) -> Option<TypeExpr> {
        let start = self.pos;
        while self.peek()? != b'_' {
            self.pos += 1;
        }
        let digits = std::str::from_utf8(&self.s[start..self.pos]).ok()?;
        self.pos += 1;
        let index = if digits.is_empty() {
            0
        } else {
            usize::from_str_radix(digits, 36).ok()? + 1
        };
        let t = self.subs.get(index)?.clone();
        if self.peek() == Some(b'I') {
            let TypeExpr::Named(mut p) = t else {
                return None;
            };
            let args = self.template_args()?;
            if let Some(last) = p.segments.last_mut() {
                last.targs = Some(args);
            }
            return Some(TypeExpr::Named(p));
        }
        Some(t)
    }

    fn ty_inner(&mut self) -> Option<TypeExpr> {
        let c = self.peek()?;
        self.pos += 1;
        let b = |b| Some(TypeExpr::Builtin(b));
        match c {
            b'v' => b(Builtin::Void),
            b'b' => b(Builtin::Bool),
            b'c' => b(Builtin::Char),
            b'a' => b(Builtin::SChar),
            b'h' => b(Builtin::UChar),
            b's' => b(Builtin::Short),
            b't' => b(Builtin::UShort),
            b'i' => b(Builtin::Int),
            b'j' => b(Builtin::UInt),
            b'l' => b(Builtin::Long),
            b'm' => b(Builtin::ULong),
            b'x' => b(Builtin::LongLong),
            b'y' => b(Builtin::ULongLong),
            b'n' => b(Builtin::Int128),
            b'o' => b(Builtin::UInt128),
            b'f' => b(Builtin::Float),
            b'd' => b(Builtin::Double),
            b'e' => b(Builtin::LongDouble),

            b'P' => Some(TypeExpr::Pointer(Box::new(self.ty()?))),
            b'R' => Some(TypeExpr::Reference(Box::new(self.ty()?), RefKind::Lvalue)),
            b'O' => Some(TypeExpr::Reference(Box::new(self.ty()?), RefKind::Rvalue)),
            b'K' => Some(qualified(self.ty()?, |q| q.is_const = true)),
            b'V' => Some(qualified(self.ty()?, |q| q.is_volatile = true)),
            // `St <name>`: a name in `std` (the template's name, a candidate, is `std::`'s).
            b'S' if self.peek() == Some(b't') => {
                self.pos += 1;
                let std = Segment {
                    name: Rc::from("std"),
                    targs: None,
                };
                let seg = self.segment(std::slice::from_ref(&std))?;
                Some(TypeExpr::Named(Path {
                    global: true,
                    segments: smallvec::smallvec![std, seg],
                }))
            }
            // The abbreviations of `std::allocator`, `std::basic_string` (templates, with
            // their arguments after them) and `std::string`.
            b'S' if matches!(self.peek(), Some(b'a' | b'b' | b's')) => {
                let name = match self.s[self.pos] {
                    b'a' => "allocator",
                    b'b' => "basic_string",
                    _ => "string",
                };
                self.pos += 1;
                let targs = match self.peek() {
                    Some(b'I') if name != "string" => Some(self.template_args()?),
                    _ => None,
                };
                let segments = [("std", None), (name, targs)]
                    .into_iter()
                    .map(|(name, targs)| Segment {
                        name: Rc::from(name),
                        targs,
                    })
                    .collect();
                Some(TypeExpr::Named(Path {
                    global: true,
                    segments,
                }))
            }
            b'S' => self.substitution(),
            // `F <return type> <parameter types> E`; `v` alone is no parameters.
            b'F' => {
                let ret = self.ty()?;
                let mut params = Vec::new();
                let mut method_ref = None;
                while self.peek()? != b'E' {
                    // A member function type's reference qualifier, last: `FivOE`.
                    if self.s.get(self.pos + 1) == Some(&b'E') {
                        method_ref = match self.peek()? {
                            b'R' => Some(RefKind::Lvalue),
                            b'O' => Some(RefKind::Rvalue),
                            _ => None,
                        };
                        if method_ref.is_some() {
                            self.pos += 1;
                            break;
                        }
                    }
                    let ty = self.ty()?;
                    if ty != TypeExpr::Builtin(Builtin::Void) {
                        params.push(Param {
                            name: None,
                            ty,
                            default: None,
                            loc: Default::default(),
                        });
                    }
                }
                self.pos += 1;
                let f = TypeExpr::Function(Box::new(ret), params, false);
                Some(match method_ref {
                    Some(kind) => TypeExpr::Qualified(
                        Box::new(f),
                        Quals {
                            method_ref: Some(kind),
                            ..Quals::default()
                        },
                    ),
                    None => f,
                })
            }
            b'N' => {
                // A member function's qualifiers (`NK ... E` for `const`, `NR`/`NO` for `&`/
                // `&&`) are part of its name's encoding, not of the name.
                while matches!(self.peek()?, b'K' | b'V' | b'r' | b'R' | b'O') {
                    self.pos += 1;
                }
                let mut segments = crate::ast::Segments::new();
                while self.peek()? != b'E' {
                    let mut candidate = true;
                    if self.peek()? == b'S' && segments.is_empty() {
                        // A prefix named before (`S_`, `S0_`) or `St` (`std::`), first only.
                        self.pos += 1;
                        if self.peek()? == b't' {
                            self.pos += 1;
                            segments.push(Segment {
                                name: Rc::from("std"),
                                targs: None,
                            });
                            continue;
                        }
                        // Already a candidate, unless template arguments follow it.
                        let seq_end =
                            self.pos + self.s[self.pos..].iter().position(|&c| c == b'_')?;
                        candidate = self.s.get(seq_end + 1) == Some(&b'I');
                        let TypeExpr::Named(p) = self.substitution()? else {
                            return None;
                        };
                        segments = p.segments;
                    } else {
                        let segment = self.segment(&segments)?;
                        segments.push(segment);
                    }
                    // Each prefix of a nested name is a candidate (the whole name is added
                    // as the type).
                    if candidate && self.peek()? != b'E' {
                        self.subs.push(TypeExpr::Named(Path {
                            global: true,
                            segments: segments.clone(),
                        }));
                    }
                }
                self.pos += 1;
                visible(TypeExpr::Named(Path {
                    global: true,
                    segments,
                }))
            }
            // `A <size> _ <element type>`.
            b'A' => {
                let size = self.decimal()?;
                if self.peek()? != b'_' {
                    return None;
                }
                self.pos += 1;
                let element = self.ty()?;
                Some(TypeExpr::Array(
                    Box::new(element),
                    Some(Box::new(int_literal(size))),
                ))
            }
            // `M <class type> <member type>`.
            b'M' => {
                let TypeExpr::Named(class) = self.ty()? else {
                    return None;
                };
                let member = self.ty()?;
                Some(TypeExpr::MemberPointer {
                    class,
                    member: Box::new(member),
                })
            }
            b'w' => b(Builtin::WChar),
            b'D' => {
                let c = self.peek()?;
                self.pos += 1;
                match c {
                    // Named as a program may name it without a header.
                    b'n' => Some(TypeExpr::Named(Path::simple(Rc::from("nullptr_t")))),
                    b's' => b(Builtin::Char16),
                    b'i' => b(Builtin::Char32),
                    b'u' => b(Builtin::Char8),
                    _ => None,
                }
            }
            b'0'..=b'9' => {
                self.pos -= 1;
                let seg = self.segment(&[])?;
                Some(TypeExpr::Named(Path {
                    global: true,
                    segments: smallvec::smallvec![seg],
                }))
            }
            _ => None,
        }
    }

    /// A run of decimal digits (a length, an array's size, a literal's value).
    fn decimal(&mut self) -> Option<u64> {
        let start = self.pos;
        while self.peek()?.is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos])
            .ok()?
            .parse()
            .ok()
    }

    /// A length-prefixed name.
    fn segment_name(&mut self) -> Option<&'a str> {
        let text: &'a [u8] = self.s;
        let n = usize::try_from(self.decimal()?).ok()?;
        let name = std::str::from_utf8(text.get(self.pos..self.pos + n)?).ok()?;
        self.pos += n;
        Some(name)
    }

    /// A length-prefixed name with optional template arguments `I...E`, the next component of
    /// a name whose components so far are `prefix`.
    fn segment(&mut self, prefix: &[Segment]) -> Option<Segment> {
        let name = self.segment_name()?;
        let targs = if self.peek() == Some(b'I') {
            // The template's name is a candidate before its arguments are read.
            let template = Segment {
                name: Rc::from(name),
                targs: None,
            };
            let segments = prefix.iter().cloned().chain([template]).collect();
            self.subs.push(TypeExpr::Named(Path {
                global: true,
                segments,
            }));
            Some(self.template_args()?)
        } else {
            None
        };
        Some(Segment {
            name: Rc::from(name),
            targs,
        })
    }
    /// `I <args> E`.
    fn template_args(&mut self) -> Option<Vec<TemplateArg>> {
        self.pos += 1;
        let mut args = Vec::new();
        while self.peek()? != b'E' {
            self.template_arg(&mut args)?;
        }
        self.pos += 1;
        Some(args)
    }

    /// One template argument into `args`: a type, a literal (`Li256E`, `Lin3E`), or a pack's
    /// arguments (`J <args> E`), each its own.
    fn template_arg(&mut self, args: &mut Vec<TemplateArg>) -> Option<()> {
        match self.peek()? {
            b'J' => {
                self.pos += 1;
                while self.peek()? != b'E' {
                    self.template_arg(args)?;
                }
                self.pos += 1;
            }
            b'L' => {
                self.pos += 1;
                // A floating-point value is its representation's bits, in hexadecimal.
                let single = match self.ty()? {
                    TypeExpr::Builtin(Builtin::Float) => Some(true),
                    TypeExpr::Builtin(Builtin::Double) => Some(false),
                    _ => None,
                };
                if let Some(single) = single {
                    let digits = if single { 8 } else { 16 };
                    let hex = std::str::from_utf8(self.s.get(self.pos..self.pos + digits)?).ok()?;
                    let bits = u64::from_str_radix(hex, 16).ok()?;
                    self.pos += digits;
                    if self.peek()? != b'E' {
                        return None;
                    }
                    self.pos += 1;
                    let value = match single {
                        true => f64::from(f32::from_bits(bits as u32)),
                        false => f64::from_bits(bits),
                    };
                    args.push(TemplateArg::Expr(Expr {
                        kind: ExprKind::Float {
                            value,
                            single,
                            long: false,
                        },
                        loc: Default::default(),
                    }));
                    return Some(());
                }
                let neg = self.peek() == Some(b'n');
                if neg {
                    self.pos += 1;
                }
                let v = self.decimal()?;
                if self.peek()? != b'E' {
                    return None;
                }
                self.pos += 1;
                let lit = int_literal(v);
                args.push(TemplateArg::Expr(if neg {
                    Expr {
                        kind: ExprKind::Unary(UnaryOp::Neg, Box::new(lit)),
                        loc: Default::default(),
                    }
                } else {
                    lit
                }));
            }
            // `X adL_Z <encoding> E E`: the address of a function (`Unary<square>`), by its
            // name; the parameter types after it are the pointer type's to check.
            b'X' => {
                if !self.s[self.pos..].starts_with(b"XadL_Z") {
                    return None;
                }
                self.pos += 6;
                if self.peek()? == b'L' {
                    self.pos += 1;
                }
                let TypeExpr::Named(name) = self.ty_inner()? else {
                    return None;
                };
                while self.peek()? != b'E' {
                    self.ty()?;
                }
                self.pos += 1;
                if self.peek()? != b'E' {
                    return None;
                }
                self.pos += 1;
                args.push(TemplateArg::Expr(Expr {
                    kind: ExprKind::Name(name),
                    loc: Default::default(),
                }));
            }
            _ => args.push(TemplateArg::Type(self.ty()?)),
        }
        Some(())
    }
}

/// `t` as the program names it: an unnamed namespace, which the mangling names
/// `_GLOBAL__N_1`, is left out (its members are found in the enclosing namespace).
fn visible(t: TypeExpr) -> Option<TypeExpr> {
    match t {
        TypeExpr::Named(mut p) => {
            p.segments.retain(|s| &*s.name != "_GLOBAL__N_1");
            (!p.segments.is_empty()).then_some(TypeExpr::Named(p))
        }
        t => Some(t),
    }
}

/// The decimal literal `v`.
fn int_literal(v: u64) -> Expr {
    Expr {
        kind: ExprKind::Int {
            value: v,
            suffix: Rc::from(""),
            decimal: true,
        },
        loc: Default::default(),
    }
}

/// `t` qualified as `qualify` says; a member function type's qualifiers join those it has
/// (`KFivRE`: `void () const &`).
fn qualified(t: TypeExpr, qualify: impl FnOnce(&mut Quals)) -> TypeExpr {
    match t {
        TypeExpr::Qualified(f, mut q) if matches!(*f, TypeExpr::Function(..)) => {
            qualify(&mut q);
            TypeExpr::Qualified(f, q)
        }
        t => {
            let mut q = Quals::default();
            qualify(&mut q);
            TypeExpr::Qualified(Box::new(t), q)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_substituted_prefix_without_arguments_is_no_new_candidate() {
        // `W<int>::L0<W<int>::L1<int>, W<int>::L1<int>>`: `S1_` is `W<int>`, named again
        // inside the arguments, and `S4_` is `W<int>::L1<int>`.
        let args = parse_host_args("t:11__fc_cv_tagIN1WIiE2L0INS1_2L1IiEES4_EEE").unwrap();
        let [HostArg::Type(TypeExpr::Named(p))] = args.as_slice() else {
            panic!("{args:?}");
        };
        let Some([TemplateArg::Type(TypeExpr::Named(a)), TemplateArg::Type(TypeExpr::Named(b))]) =
            p.last().targs.as_deref()
        else {
            panic!("{p:?}");
        };
        assert_eq!(a, b);
        assert!(b.last().targs.is_some());
    }

    #[test]
    fn keeps_the_qualifiers_a_tag_holds() {
        let args = parse_host_args("t:11__fc_cv_tagIKiE,t:11__fc_cv_tagIPVfE").unwrap();
        assert!(matches!(&args[0], HostArg::Type(TypeExpr::Qualified(_, q)) if q.is_const));
        assert!(matches!(&args[1], HostArg::Type(TypeExpr::Pointer(_))));
    }

    #[test]
    fn reads_floating_values_by_their_bits() {
        let args = parse_host_args("F:3ff8000000000000,D:bfe8000000000000").unwrap();
        assert_eq!(
            args,
            [HostArg::Float(1.5, true), HostArg::Float(-0.75, false)]
        );
        assert!(parse_host_args("F:1.5").is_err());
    }

    #[test]
    fn finds_local_classes_in_instance_records() {
        let record = "_ZN12_GLOBAL__N_115__fc_instance_3IZ4mainE5LocalE6recordE";
        assert!(instance_record(record).is_none());
        assert_eq!(local_type_in_record(record), Some((3, "Local".to_string())));
        let nested = "_ZN12_GLOBAL__N_115__fc_instance_7IZN2ns3runEvE4CellE6recordE";
        assert_eq!(local_type_in_record(nested), Some((7, "Cell".to_string())));
        let plain = "_ZN12_GLOBAL__N_115__fc_instance_2IiE6recordE";
        assert_eq!(local_type_in_record(plain), None);
        let function = "_ZN12_GLOBAL__N_115__fc_instance_4IXadL_Z3fooiEEE6recordE";
        assert_eq!(local_type_in_record(function), None);
    }

    #[test]
    fn reads_instance_records() {
        let (id, args) =
            instance_record("_ZN2ns12_GLOBAL__N_115__fc_instance_3IfLin4ELf3fc00000EE6recordE")
                .unwrap();
        assert_eq!(id, 3);
        assert_eq!(
            args,
            [
                HostArg::Type(TypeExpr::Builtin(Builtin::Float)),
                HostArg::Value(-4),
                HostArg::Float(1.5, true)
            ]
        );
        let (_, args) =
            instance_record("_ZN12_GLOBAL__N_115__fc_instance_0IN2ns4PairIidEELi2EE6recordE")
                .unwrap();
        assert!(matches!(&args[0], HostArg::Type(TypeExpr::Named(p)) if p.segments.len() == 2));
        assert!(instance_record("_ZN12_GLOBAL__N_115__fc_instance_0IfE10registeredE").is_none());
        assert!(instance_record("_Z5scaleIfEvPT_S0_i").is_none());
    }

    /// Names in `std`: a nested template's name is a candidate with its namespace
    /// (`std::pair<char, std::pair<int, int>>` repeats `std::pair` as `S_`), and the
    /// abbreviations of `std::allocator`, `std::basic_string` and `std::string`.
    #[test]
    fn reads_names_in_std() {
        let text = |a: &HostArg| match a {
            HostArg::Type(t) => format!("{t:?}"),
            other => format!("{other:?}"),
        };
        let args = parse_host_args("t:St4pairIcS_IiiEE").unwrap();
        let inner = text(&args[0]);
        assert_eq!(inner.matches("\"std\"").count(), 2, "{inner}");
        let args = parse_host_args("t:St6vectorIiSaIiEE,t:Ss,t:SbIcE").unwrap();
        let HostArg::Type(TypeExpr::Named(p)) = &args[0] else {
            panic!("{args:?}")
        };
        let Some([_, TemplateArg::Type(TypeExpr::Named(allocator))]) = p.last().targs.as_deref()
        else {
            panic!("{p:?}")
        };
        assert_eq!(&*allocator.segments[1].name, "allocator");
        assert!(text(&args[1]).contains("\"string\""));
        assert!(text(&args[2]).contains("\"basic_string\""));
    }

    #[test]
    fn reads_what_typeid_prints() {
        let args = parse_host_args("t:f,v:256,t:PKi,t:N2ns4PairIifEE").unwrap();
        assert_eq!(args[0], HostArg::Type(TypeExpr::Builtin(Builtin::Float)));
        assert_eq!(args[1], HostArg::Value(256));
        assert!(matches!(&args[2], HostArg::Type(TypeExpr::Pointer(_))));
        let HostArg::Type(TypeExpr::Named(p)) = &args[3] else {
            panic!()
        };
        assert_eq!(p.segments.len(), 2);
        assert_eq!(&*p.segments[1].name, "Pair");
        assert!(parse_host_args("t:?").is_err());
        // Compose<Clamp, Compose<AddConst<int>, Square>>: `S_` is the template name Compose.
        let args = parse_host_args("t:7ComposeI5ClampS_I8AddConstIiE6SquareEE").unwrap();
        let HostArg::Type(TypeExpr::Named(p)) = &args[0] else {
            panic!()
        };
        let targs = p.segments[0].targs.as_ref().unwrap();
        assert_eq!(targs.len(), 2);
        let TemplateArg::Type(TypeExpr::Named(inner)) = &targs[1] else {
            panic!("{targs:?}")
        };
        assert_eq!(&*inner.segments[0].name, "Compose");
        assert_eq!(inner.segments[0].targs.as_ref().unwrap().len(), 2);
        // S::__fc_lambda_0<float, S*>: `S_` is the class S, the first prefix.
        let args = parse_host_args("t:N1S13__fc_lambda_0IfPS_EE").unwrap();
        let HostArg::Type(TypeExpr::Named(p)) = &args[0] else {
            panic!()
        };
        let targs = p.segments[1].targs.as_ref().unwrap();
        let TemplateArg::Type(TypeExpr::Pointer(to)) = &targs[1] else {
            panic!("{targs:?}")
        };
        let TypeExpr::Named(s) = &**to else { panic!() };
        assert_eq!(s.segments.len(), 1);
        assert_eq!(&*s.segments[0].name, "S");
    }

    #[test]
    fn reads_substitutions_packs_and_compound_types() {
        fn show(t: &TypeExpr) -> String {
            match t {
                TypeExpr::Builtin(b) => format!("{b:?}"),
                TypeExpr::Pointer(t) => format!("{}*", show(t)),
                TypeExpr::Named(p) => p
                    .segments
                    .iter()
                    .map(|s| match &s.targs {
                        Some(args) => {
                            let args: Vec<String> = args
                                .iter()
                                .map(|a| match a {
                                    TemplateArg::Type(t) => show(t),
                                    TemplateArg::Expr(e) => format!("{e:?}"),
                                })
                                .collect();
                            format!("{}<{}>", s.name, args.join(", "))
                        }
                        None => s.name.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join("::"),
                t => format!("{t:?}"),
            }
        }
        let names = |mangled: &str| match &parse_host_args(&format!("t:{mangled}")).unwrap()[0] {
            HostArg::Type(t) => show(t),
            a => panic!("{a:?}"),
        };
        assert_eq!(names("N2ns3BoxINS_3TagEEE"), "ns::Box<ns::Tag>");
        assert_eq!(names("N2ns1BINS0_IiEEEE"), "ns::B<ns::B<Int>>");
        assert_eq!(names("4PackIJifEE"), "Pack<Int, Float>");
        assert_eq!(names("1GIN12_GLOBAL__N_15ScaleEE"), "G<Scale>");
        assert_eq!(
            names("N2mt3zipIJPfS1_S1_EEE"),
            "mt::zip<Float*, Float*, Float*>"
        );
        for t in [
            "1GIA3_iE",
            "1GIPFviEE",
            "1GIM1SiE",
            "1GIDnE",
            "1GIwE",
            "1GIDsE",
        ] {
            assert!(parse_host_args(&format!("t:{t}")).is_ok(), "{t}");
        }
    }

    /// The names (by segment) and types of `args`, each a function or an object.
    fn entities(args: &[HostArg]) -> Vec<(Vec<&str>, &TypeExpr)> {
        args.iter()
            .map(|a| match a {
                HostArg::Entity { name, ty } => {
                    (name.segments.iter().map(|s| &*s.name).collect(), ty)
                }
                _ => panic!("{a:?}"),
            })
            .collect()
    }

    #[test]
    fn reads_objects_through_their_tags() {
        // `int* P` given `table`, `const float* W` given `ns::w`, `int& R` given `counter`.
        let args = parse_host_args(
            "f:14__fc_value_tagIPiXadL_Z5tableEEE,f:14__fc_value_tagIPKfXadL_ZN2ns1wEEEE,\
             f:14__fc_value_tagIRiL_Z7counterEE",
        )
        .unwrap();
        let read: Vec<(Vec<&str>, bool)> = entities(&args)
            .into_iter()
            .map(|(name, ty)| (name, matches!(ty, TypeExpr::Reference(..))))
            .collect();
        assert_eq!(
            read,
            [
                (vec!["table"], false),
                (vec!["ns", "w"], false),
                (vec!["counter"], true)
            ]
        );
        assert!(parse_host_args("f:14__fc_value_tagIRiL_Z7counterE").is_err());
    }

    #[test]
    fn reads_members_through_their_tags() {
        // `int P::*M` given `&P::y`: the member's class is a substitution of the type's.
        let args = parse_host_args("f:14__fc_value_tagIM1PiXadL_ZNS0_1yEEEE").unwrap();
        let [(name, ty)] = &entities(&args)[..] else {
            panic!("{args:?}")
        };
        assert_eq!(name, &["P", "y"]);
        assert!(matches!(ty, TypeExpr::MemberPointer { .. }), "{ty:?}");
    }

    #[test]
    fn reads_functions_through_their_tags() {
        let args = parse_host_args(
            "f:14__fc_value_tagIPFffEXadL_Z2sqfEEE,f:14__fc_value_tagIPFffEXadL_ZN2ns2twEfEEE,\
             f:14__fc_value_tagIPFivEXadL_ZL4zerovEEE",
        )
        .unwrap();
        let names: Vec<Vec<&str>> = entities(&args).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, [vec!["sq"], vec!["ns", "tw"], vec!["zero"]]);
        let HostArg::Entity { ty: pointer, .. } = &args[2] else {
            panic!()
        };
        let TypeExpr::Pointer(f) = pointer else {
            panic!("{pointer:?}")
        };
        assert!(matches!(&**f, TypeExpr::Function(_, params, false) if params.is_empty()));
        assert!(parse_host_args("f:14__fc_value_tagIPFffELi3EE").is_err());
        // `void (*)(int *, int *)`: the second `int *` refers back to the first.
        let args = parse_host_args("f:14__fc_value_tagIPFvPiS0_EXadL_Z5set42S0_S0_EEE").unwrap();
        let [HostArg::Entity { ty: pointer, .. }] = &args[..] else {
            panic!("{args:?}")
        };
        let TypeExpr::Pointer(f) = pointer else {
            panic!("{pointer:?}")
        };
        let TypeExpr::Function(_, params, false) = &**f else {
            panic!("{f:?}")
        };
        assert!(params.iter().all(
            |p| matches!(&p.ty, TypeExpr::Pointer(t) if **t == TypeExpr::Builtin(Builtin::Int))
        ));
        assert_eq!(params.len(), 2);
    }

    #[test]
    fn reads_functions_in_class_template_arguments() {
        // typeid(Unary<square>) and typeid(Pick<ns::twice>).
        for (t, name) in [
            ("5UnaryIXadL_Z6squarefEEE", vec!["square"]),
            ("4PickIXadL_ZN2ns5twiceEfEEE", vec!["ns", "twice"]),
            ("4PickIXadL_ZL4zerovEEE", vec!["zero"]),
        ] {
            let args = parse_host_args(&format!("t:{t}")).unwrap();
            let [HostArg::Type(TypeExpr::Named(class))] = &args[..] else {
                panic!("{args:?}")
            };
            let Some([TemplateArg::Expr(e)]) = class.last().targs.as_deref() else {
                panic!("{class:?}")
            };
            let ExprKind::Name(p) = &e.kind else {
                panic!("{e:?}")
            };
            let names: Vec<&str> = p.segments.iter().map(|s| &*s.name).collect();
            assert_eq!(names, name);
        }
        assert!(parse_host_args("t:5UnaryIXplLi1ELi2EEE").is_err());
    }

    #[test]
    fn reads_pretty_names_of_programs_built_without_rtti() {
        let gcc = "t:const char* __ferrocuda_type_name() [with __T = __fc_cv_tag<Vec<int, 2> >],\
                   v:3,T:const char* __ferrocuda_type_name() [with __T = {anonymous}::__fc_template_0_0<ops::Plus>]";
        let args = parse_host_args(gcc).unwrap();
        assert_eq!(args.len(), 3);
        assert_eq!(args[0], HostArg::WrittenType("Vec<int, 2>".into()));
        assert_eq!(args[1], HostArg::Value(3));
        let HostArg::Template(p) = &args[2] else {
            panic!("{args:?}")
        };
        let names: Vec<&str> = p.segments.iter().map(|s| &*s.name).collect();
        assert_eq!(names, ["ops", "Plus"]);
        let clang = "t:const char *__ferrocuda_type_name() [__T = __fc_cv_tag<const float>]";
        assert_eq!(
            parse_host_args(clang).unwrap(),
            [HostArg::WrittenType("const float".into())]
        );
        let function =
            "f:const char* __ferrocuda_type_name() [with __T = __fc_value_tag<int (*)(int), sq>]";
        assert!(parse_host_args(function).unwrap_err().contains("RTTI"));
    }

    #[test]
    fn reads_templates_through_their_tags() {
        // typeid(__fc_template_0_0<ops::Plus>) for a tag in an unnamed namespace.
        let args = parse_host_args("T:N12_GLOBAL__N_117__fc_template_0_0IN3ops4PlusEEE").unwrap();
        let [HostArg::Template(p)] = &args[..] else {
            panic!("{args:?}")
        };
        let names: Vec<&str> = p.segments.iter().map(|s| &*s.name).collect();
        assert_eq!(names, ["ops", "Plus"]);
        assert!(parse_host_args("T:f").is_err());
    }
}
